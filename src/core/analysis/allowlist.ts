/**
 * Allowlist narrowing: where a value has been checked against a set of constants of the file, it is
 * one of them (`if (!SUPPORTED_FORMATS.has(format)) return ...;` then `format` is trusted text).
 *
 * Conditions that pin a variable `v` to constants: `v === "csv"` (or a constant), `SET.has(v)` and
 * `LIST.includes(v)` on a `const` of literals (`new Set([...])`, `[...] as const`), `v in TABLE` and
 * `Object.hasOwn(TABLE, v)` on a `const` object literal; combined with `!`, `&&` and `||`. A value read falsy
 * (`if (!v) return v;`) is one of JavaScript's falsy constants.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { conditionsOf, isStable, unwrapExpression, variableOf } from "./narrowing.js";
import { walkConditions } from "./conditions.js";
import { findVariableOf } from "../scope.js";

const MAX_TERMS = 64;

function isConstant(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  const value = ASTUtils.getStaticValue(node as never, sourceCode.getScope(node));
  return value !== null && (typeof value.value === "string" || typeof value.value === "number" || typeof value.value === "boolean");
}

/** A `const` whose value is a collection of literals (for `has`/`includes`) or an object literal (for `in`). */
function constantCollection(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): "list" | "table" | undefined {
  const target = unwrapExpression(node);
  if (target.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = findVariableOf(sourceCode, target);
  const declarator = variable?.defs[0]?.node;
  if (!variable || !isStable(variable) || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || !declarator.init) return undefined;
  let init = unwrapExpression(declarator.init);
  if (init.type === AST_NODE_TYPES.NewExpression && init.callee.type === AST_NODE_TYPES.Identifier && (init.callee.name === "Set" || init.callee.name === "Map")) {
    const [argument] = init.arguments;
    if (!argument) return undefined;
    init = unwrapExpression(argument);
    if (init.type !== AST_NODE_TYPES.ArrayExpression) return undefined;
    const keys = init.elements.map((element) => (element?.type === AST_NODE_TYPES.ArrayExpression ? element.elements[0] : element));
    return keys.every((key) => key && key.type !== AST_NODE_TYPES.SpreadElement && isConstant(sourceCode, key)) ? "list" : undefined;
  }
  if (init.type === AST_NODE_TYPES.ArrayExpression) {
    return init.elements.every((element) => element && element.type !== AST_NODE_TYPES.SpreadElement && isConstant(sourceCode, element)) ? "list" : undefined;
  }
  if (init.type === AST_NODE_TYPES.ObjectExpression) {
    return init.properties.every((property) => property.type === AST_NODE_TYPES.Property && !property.computed) ? "table" : undefined;
  }
  return undefined;
}

class AllowlistReader {
  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly variable: TSESLint.Scope.Variable,
  ) {}

  private isVariable(node: TSESTree.Node): boolean {
    return variableOf(this.sourceCode, node) === this.variable;
  }

  read(test: TSESTree.Node, positive: boolean, budget = { terms: 0 }): boolean {
    if (++budget.terms > MAX_TERMS) return false;
    const node = unwrapExpression(test);
    // `if (!error) return error;`: read false, the variable is falsy (`null`, `undefined`, `""`, `0`, `false`): no text.
    if (!positive && this.isVariable(node)) return true;
    if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") return this.read(node.argument, !positive, budget);
    if (node.type === AST_NODE_TYPES.LogicalExpression && (node.operator === "&&" || node.operator === "||")) {
      const conjunction = (node.operator === "&&") === positive;
      const left = this.read(node.left, positive, budget);
      const right = this.read(node.right, positive, budget);
      return conjunction ? left || right : left && right;
    }
    if (node.type === AST_NODE_TYPES.BinaryExpression) {
      const equality = node.operator === "===" || node.operator === "==";
      const inequality = node.operator === "!==" || node.operator === "!=";
      if ((equality && positive) || (inequality && !positive)) {
        return (this.isVariable(node.left) && isConstant(this.sourceCode, node.right)) || (this.isVariable(node.right) && isConstant(this.sourceCode, node.left));
      }
      if (node.operator === "in" && positive) return this.isVariable(node.left) && constantCollection(this.sourceCode, node.right) === "table";
      return false;
    }
    if (node.type === AST_NODE_TYPES.CallExpression && positive) {
      const callee = unwrapExpression(node.callee);
      const [first, second] = node.arguments;
      if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return false;
      const method = callee.property.name;
      if ((method === "has" || method === "includes") && first && this.isVariable(first)) {
        return constantCollection(this.sourceCode, callee.object) === "list";
      }
      if (method === "hasOwnProperty" && first && this.isVariable(first)) return constantCollection(this.sourceCode, callee.object) === "table";
      if (
        method === "hasOwn" &&
        callee.object.type === AST_NODE_TYPES.Identifier &&
        callee.object.name === "Object" &&
        first &&
        second &&
        this.isVariable(second)
      ) {
        return constantCollection(this.sourceCode, first) === "table";
      }
    }
    return false;
  }
}

/**
 * `switch (format) { case "csv": ... }`: inside a case with a constant test, reached from the switch
 * (no `default` falls into it), the discriminant is one of the constants.
 */
function inConstantCase(sourceCode: Readonly<TSESLint.SourceCode>, use: TSESTree.Node, variable: TSESLint.Scope.Variable): boolean {
  for (let node: TSESTree.Node = use; node.parent; node = node.parent) {
    const parent: TSESTree.Node = node.parent;
    if (parent.type !== AST_NODE_TYPES.SwitchCase || !parent.consequent.includes(node as TSESTree.Statement)) continue;
    const switchStatement = parent.parent;
    if (variableOf(sourceCode, switchStatement.discriminant) !== variable) continue;
    const index = switchStatement.cases.indexOf(parent);
    // This case and every case that can fall into it must have a constant test.
    let first = index;
    while (first > 0 && !endsCase(switchStatement.cases[first - 1]!)) first--;
    if (switchStatement.cases.slice(first, index + 1).every((candidate) => candidate.test && isConstant(sourceCode, candidate.test))) return true;
  }
  return false;
}

function endsCase(switchCase: TSESTree.SwitchCase): boolean {
  const last = switchCase.consequent.at(-1);
  if (!last) return false;
  const statement = last.type === AST_NODE_TYPES.BlockStatement ? last.body.at(-1) : last;
  return (
    statement?.type === AST_NODE_TYPES.BreakStatement ||
    statement?.type === AST_NODE_TYPES.ReturnStatement ||
    statement?.type === AST_NODE_TYPES.ThrowStatement ||
    statement?.type === AST_NODE_TYPES.ContinueStatement
  );
}

/** Whether the variable read at `use` is known there to hold one of the file's constants. */
export function isAllowlistedAt(sourceCode: Readonly<TSESLint.SourceCode>, use: TSESTree.Identifier): boolean {
  const variable = variableOf(sourceCode, use);
  if (!variable || !isStable(variable)) return false;
  if (inConstantCase(sourceCode, use, variable)) return true;
  const reader = new AllowlistReader(sourceCode, variable);
  return walkConditions(use, conditionsOf<true>(variable), (test, positive) => (reader.read(test, positive) ? true : undefined)) === true;
}
