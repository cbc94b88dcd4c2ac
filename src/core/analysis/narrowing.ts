/**
 * What is known, without types, about the error class of a value at one point of the code: "here,
 * `error` is a `UserInputError`". The evidence, from the strongest:
 *
 * - the value is created right there or in its declaration: `new UserInputError(...)`;
 * - the variable is a parameter annotated with the class: `(error: ApiClientError) => ...`;
 * - the point is inside a branch that narrows it: `if (e instanceof X)`, `X.isInstance(e)`, a type-guard
 *   function of the same file (`function isX(e): e is X`), `else if` chains, `&&`, `? :`, an aliased
 *   condition (`const known = e instanceof X; if (known)`), or after an early exit that removed every
 *   other case (`if (!(e instanceof X)) return;`);
 * - its HTTP status is narrowed into 400-499 (`e.status >= 400 && e.status < 500`, `e.statusCode === 404`,
 *   or `< 500` together with a check for an error class that carries a status, such as `APICallError`);
 * - its message is tested for a text the settings call expected (`expectedErrorMessages: ["rate limit"]`:
 *   `/rate limit/i.test(e.message)`, `e.message.includes("Rate limit")`).
 *
 * A variable that is reassigned anywhere gets no narrowing (a later write could undo it). The walk goes
 * up the parents of the point, so its cost is the depth of the point, with no recursion on the tree.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import type { ClassSpecifier } from "../settings.js";
import { unwrapCastsAndChains } from "../ast.js";
import { classNamedBy } from "./error-classes.js";
import { findVariableOf } from "../scope.js";
import { importedFunctionOf } from "./relative-imports.js";
import { alwaysExits } from "./flow.js";
import { walkConditions, type ConditionScope } from "./conditions.js";

export type ClassEvidence =
  | { kind: "expected"; node: TSESTree.Node }
  | { kind: "new"; spec: ClassSpecifier; node: TSESTree.Node }
  | { kind: "annotation"; spec: ClassSpecifier; node: TSESTree.Node }
  | { kind: "narrowing"; spec: ClassSpecifier; node: TSESTree.Node }
  | { kind: "status"; node: TSESTree.Node };

export interface NarrowingQuery {
  /** The classes asked about (expected errors, trusted-message errors). */
  classes: readonly ClassSpecifier[];
  /** Classes whose status narrowed into 4xx counts (expected errors only); omit to ignore statuses. */
  statusErrors?: readonly ClassSpecifier[];
  /** Sources of regular expressions: a test of the error's message for text they match marks an expected error. */
  expectedMessages?: readonly string[];
  /**
   * A type guard of another module the file imports by a relative path counts as one of the file does (Discourse's
   * `isZodError(error)` of `util/json_response.js`, `return error instanceof ZodError`): the `readImportedModules` setting.
   */
  readImportedModules?: boolean;
}

const compiledMessages = new Map<string, RegExp>();

/** Whether one of the settings' patterns matches a text the code tests a message for. */
function matchesExpectedMessage(patterns: readonly string[], text: string): boolean {
  return patterns.some((source) => {
    let pattern = compiledMessages.get(source);
    if (!pattern) {
      pattern = new RegExp(source, "i");
      compiledMessages.set(source, pattern);
    }
    return pattern.test(text);
  });
}

const MESSAGE_TESTS = new Set(["includes", "startsWith", "endsWith", "match", "search"]);
const CASE_METHODS = new Set(["toLowerCase", "toUpperCase", "toLocaleLowerCase", "toLocaleUpperCase", "trim"]);

/** How many conditions deep an aliased condition (`const known = e instanceof X`) is followed. */
const MAX_ALIAS_DEPTH = 4;
/** How many operands of one `&&` / `||` chain are looked at. */
const MAX_CONDITION_TERMS = 64;

/** The expression under casts and optional chains (see `unwrapCastsAndChains`). */
export const unwrapExpression = unwrapCastsAndChains;

/** A variable written only by its declaration (a `const`, or a never-reassigned `let`/parameter/catch parameter). */
export function isStable(variable: TSESLint.Scope.Variable): boolean {
  let stable = stableVariables.get(variable);
  if (stable === undefined) {
    stable = variable.references.every((reference) => !reference.isWrite() || reference.init === true);
    stableVariables.set(variable, stable);
  }
  return stable;
}

/** Whether a variable is stable, once per variable: asked at every use, it would cost its references each time. */
const stableVariables = new WeakMap<TSESLint.Scope.Variable, boolean>();

export function variableOf(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): TSESLint.Scope.Variable | undefined {
  const target = unwrapExpression(node);
  if (target.type !== AST_NODE_TYPES.Identifier) return undefined;
  return findVariableOf(sourceCode, target);
}

function refersTo(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, variable: TSESLint.Scope.Variable): boolean {
  return variableOf(sourceCode, node) === variable;
}

/** The class an annotation names, when every member of a union names one. */
function classOfAnnotation(
  sourceCode: Readonly<TSESLint.SourceCode>,
  annotation: TSESTree.TypeNode,
  classes: readonly ClassSpecifier[],
): ClassSpecifier | undefined {
  if (annotation.type === AST_NODE_TYPES.TSUnionType) {
    let first: ClassSpecifier | undefined;
    for (const member of annotation.types) {
      if (member.type === AST_NODE_TYPES.TSNullKeyword || member.type === AST_NODE_TYPES.TSUndefinedKeyword) continue;
      const found = classOfAnnotation(sourceCode, member, classes);
      if (!found) return undefined;
      first ??= found;
    }
    return first;
  }
  if (annotation.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
  const name = annotation.typeName;
  if (name.type === AST_NODE_TYPES.Identifier) return classNamedBy(sourceCode, name, classes);
  if (name.type === AST_NODE_TYPES.TSQualifiedName) {
    // `errors.UserInputError` in a type position: resolve the namespace import by its name.
    const left = name.left;
    if (left.type !== AST_NODE_TYPES.Identifier) return undefined;
    const spec = classes.find((candidate) => candidate.name === name.right.name);
    if (!spec) return undefined;
    const variable = findVariableOf(sourceCode, left);
    const definition = variable?.defs[0];
    return definition?.node.type === AST_NODE_TYPES.ImportNamespaceSpecifier ? spec : undefined;
  }
  return undefined;
}

/**
 * A type-guard function (`function isX(e): e is X`, or one whose body is `return e instanceof X`): the class it guards
 * at which parameter. Of this file; with `readImportedModules`, also one of another module the file imports by a
 * relative path (`isZodError(error)` imported from `../util/json_response.js`, also tsc's `(0, m_1.isZodError)(e)`),
 * its class resolved through that module's imports.
 */
function typeGuardOf(
  sourceCode: Readonly<TSESLint.SourceCode>,
  callee: TSESTree.Node,
  classes: readonly ClassSpecifier[],
  readImportedModules = false,
): { spec: ClassSpecifier; parameterIndex: number } | undefined {
  let home = sourceCode;
  let fn: TSESTree.Node | null | undefined;
  // tsc's `(0, json_response_js_1.isZodError)(error)`: the function is the last expression.
  if (callee.type === AST_NODE_TYPES.SequenceExpression) callee = unwrapCastsAndChains(callee.expressions.at(-1)!);
  const variable = callee.type === AST_NODE_TYPES.Identifier ? findVariableOf(sourceCode, callee) : undefined;
  const definition = variable?.defs[0];
  if (definition && definition.type !== "ImportBinding") {
    if (!isStable(variable!)) return undefined;
    fn = definition.node;
    if (fn.type === AST_NODE_TYPES.VariableDeclarator) fn = fn.init;
  } else if (readImportedModules && (callee.type === AST_NODE_TYPES.Identifier || callee.type === AST_NODE_TYPES.MemberExpression)) {
    // Asked for a call in a condition only; the module's text must test a class before it is parsed.
    const foreign = importedFunctionOf(sourceCode, callee, (text) => text.includes("instanceof"));
    if (!foreign) return undefined;
    home = foreign.module.sourceCode;
    fn = foreign.fn;
  }
  if (
    !fn ||
    (fn.type !== AST_NODE_TYPES.FunctionDeclaration &&
      fn.type !== AST_NODE_TYPES.FunctionExpression &&
      fn.type !== AST_NODE_TYPES.ArrowFunctionExpression)
  ) {
    return undefined;
  }
  return guardOfFunction(home, fn, classes);
}

/** What a function guards: by its predicate (`e is X`), or by a body that is `return e instanceof X`. */
function guardOfFunction(
  sourceCode: Readonly<TSESLint.SourceCode>,
  fn: TSESTree.FunctionDeclaration | TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression,
  classes: readonly ClassSpecifier[],
): { spec: ClassSpecifier; parameterIndex: number } | undefined {
  const predicate = fn.returnType?.typeAnnotation;
  // Without a predicate (JavaScript, a build's output): a function whose whole body is
  // `return param instanceof X` (or the arrow `(e) => e instanceof X`) guards the same way.
  if (!predicate) return instanceofBodyOf(sourceCode, fn, classes);
  if (predicate.type !== AST_NODE_TYPES.TSTypePredicate || predicate.asserts || !predicate.typeAnnotation) return undefined;
  const parameterName = predicate.parameterName;
  if (parameterName.type !== AST_NODE_TYPES.Identifier) return undefined;
  const parameterIndex = fn.params.findIndex((param) => param.type === AST_NODE_TYPES.Identifier && param.name === parameterName.name);
  if (parameterIndex < 0) return undefined;
  const spec = classOfAnnotation(sourceCode, predicate.typeAnnotation.typeAnnotation, classes);
  return spec ? { spec, parameterIndex } : undefined;
}

/** `function isX(e) { return e instanceof X; }`: the class and the parameter it tests. */
function instanceofBodyOf(
  sourceCode: Readonly<TSESLint.SourceCode>,
  fn: TSESTree.FunctionDeclaration | TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression,
  classes: readonly ClassSpecifier[],
): { spec: ClassSpecifier; parameterIndex: number } | undefined {
  let returned: TSESTree.Node | null | undefined;
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) returned = fn.body;
  else if (fn.body.body.length === 1 && fn.body.body[0]!.type === AST_NODE_TYPES.ReturnStatement) returned = fn.body.body[0]!.argument;
  const test = returned && unwrapExpression(returned);
  if (test?.type !== AST_NODE_TYPES.BinaryExpression || test.operator !== "instanceof") return undefined;
  const left = unwrapExpression(test.left);
  if (left.type !== AST_NODE_TYPES.Identifier || (test.right.type !== AST_NODE_TYPES.Identifier && test.right.type !== AST_NODE_TYPES.MemberExpression)) return undefined;
  const parameterIndex = fn.params.findIndex((param) => param.type === AST_NODE_TYPES.Identifier && param.name === left.name);
  if (parameterIndex < 0) return undefined;
  const spec = classNamedBy(sourceCode, test.right, classes);
  return spec ? { spec, parameterIndex } : undefined;
}

const STATUS_PROPERTIES = new Set(["status", "statusCode"]);

interface Bounds {
  low: number;
  high: number;
}

/** What one condition, taken as true or false, says about the variable. */
interface ConditionFacts {
  /** It is an instance of this listed class. */
  spec?: ClassSpecifier;
  /** It is a listed class or has a 4xx status, by evidence that differs per case (`A || e.status === 404`). */
  expected?: boolean;
  /** Bounds on its status properties, per property (`status`, `statusCode`). */
  statuses?: ReadonlyMap<string, Bounds>;
  /** It is an instance of an error class that carries a status (`APICallError.isInstance(e)`). */
  statusClass?: boolean;
}

const NO_FACTS: ConditionFacts = Object.freeze({});

/** Whether a status, with these facts, is pinned into 400-499 (`< 500` counts for a status class). */
function statusIn4xx(facts: ConditionFacts): boolean {
  for (const bounds of facts.statuses?.values() ?? []) {
    const low = facts.statusClass && bounds.low < 400 && bounds.high <= 499 ? 400 : bounds.low;
    if (low >= 400 && bounds.high <= 499) return true;
  }
  return false;
}

function isExpected(facts: ConditionFacts, statuses: boolean): boolean {
  return facts.spec !== undefined || facts.expected === true || (statuses && statusIn4xx(facts));
}

/** Every operand holds: the facts add up (status bounds intersect). */
function combineAll(all: readonly ConditionFacts[]): ConditionFacts {
  let spec: ClassSpecifier | undefined;
  let expected = false;
  let statusClass = false;
  let statuses: Map<string, Bounds> | undefined;
  for (const facts of all) {
    spec ??= facts.spec;
    expected ||= facts.expected === true;
    statusClass ||= facts.statusClass === true;
    for (const [property, bounds] of facts.statuses ?? []) {
      statuses ??= new Map();
      const previous = statuses.get(property);
      statuses.set(property, previous ? { low: Math.max(previous.low, bounds.low), high: Math.min(previous.high, bounds.high) } : bounds);
    }
  }
  return {
    ...(spec ? { spec } : {}),
    ...(expected ? { expected } : {}),
    ...(statuses ? { statuses } : {}),
    ...(statusClass ? { statusClass } : {}),
  };
}

/** One of the operands holds: only what they all say (each its own way, for `expected`). */
function shared(all: readonly ConditionFacts[], statusesCount: boolean): ConditionFacts {
  if (all.length === 0) return NO_FACTS;
  const spec = all.every((facts) => facts.spec) ? all[0]!.spec : undefined;
  const expected = all.every((facts) => isExpected(facts, statusesCount));
  let statuses: Map<string, Bounds> | undefined;
  for (const [property] of all[0]!.statuses ?? []) {
    if (!all.every((facts) => facts.statuses?.has(property))) continue;
    statuses ??= new Map();
    statuses.set(property, {
      low: Math.min(...all.map((facts) => facts.statuses!.get(property)!.low)),
      high: Math.max(...all.map((facts) => facts.statuses!.get(property)!.high)),
    });
  }
  const statusClass = all.every((facts) => facts.statusClass);
  return {
    ...(spec ? { spec } : {}),
    ...(expected ? { expected } : {}),
    ...(statuses ? { statuses } : {}),
    ...(statusClass ? { statusClass } : {}),
  };
}

const NEGATED: Record<string, string> = { "<": ">=", "<=": ">", ">": "<=", ">=": "<", "===": "!==", "!==": "===", "==": "!=", "!=": "==" };
/** A comparison's operator with its operands swapped (`500 > s` is `s < 500`). */
export const MIRRORED: Readonly<Record<string, string>> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };

/**
 * Reads the conditions on the way from a use up to its declaration. The facts of every condition that
 * holds there add up (nested `if`s, early exits, `else` branches), so a status bounded in two places is
 * bounded by both.
 */
class ConditionReader {
  private accumulated: ConditionFacts = NO_FACTS;

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly variable: TSESLint.Scope.Variable,
    private readonly query: NarrowingQuery,
  ) {}

  read(test: TSESTree.Node, positive: boolean): ClassEvidence | undefined {
    const facts = this.facts(test, positive, 0);
    if (facts === NO_FACTS) return undefined;
    this.accumulated = combineAll([this.accumulated, facts]);
    const statuses = this.query.statusErrors !== undefined;
    if (this.accumulated.spec) return { kind: "narrowing", spec: this.accumulated.spec, node: test };
    if (statuses && statusIn4xx(this.accumulated)) return { kind: "status", node: test };
    if (this.accumulated.expected) return { kind: "expected", node: test };
    return undefined;
  }

  private facts(test: TSESTree.Node, positive: boolean, depth: number): ConditionFacts {
    const node = unwrapExpression(test);
    if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") return this.facts(node.argument, !positive, depth);
    if (node.type === AST_NODE_TYPES.LogicalExpression && (node.operator === "&&" || node.operator === "||")) {
      // `a && b` true, or `a || b` false: every operand holds (facts combine).
      // `a || b` true, or `a && b` false: one of them holds (only what they all say).
      const { terms, complete } = this.flatten(node, node.operator);
      const conjunction = (node.operator === "&&") === positive;
      // Past the cap, an unread operand could let anything through: a disjunction then says nothing (a
      // conjunction's read operands still hold).
      if (!complete && !conjunction) return NO_FACTS;
      const termFacts = terms.map((term) => this.facts(term, positive, depth));
      return conjunction ? combineAll(termFacts) : shared(termFacts, this.query.statusErrors !== undefined);
    }
    if (node.type === AST_NODE_TYPES.Identifier && depth < MAX_ALIAS_DEPTH) {
      // `const known = e instanceof UserInputError; if (known) ...` (and its negations)
      const alias = findVariableOf(this.sourceCode, node);
      const declarator = alias?.defs[0]?.node;
      if (alias && isStable(alias) && declarator?.type === AST_NODE_TYPES.VariableDeclarator && declarator.init) {
        return this.facts(declarator.init, positive, depth + 1);
      }
      return NO_FACTS;
    }
    if (node.type === AST_NODE_TYPES.BinaryExpression && node.operator !== "instanceof") {
      if (positive && (node.operator === "===" || node.operator === "==") && this.messageTested(node)) return { expected: true };
      if (!this.query.statusErrors) return NO_FACTS;
      const comparison = this.statusComparison(node, positive);
      return comparison ? { statuses: new Map([[comparison.property, comparison.bounds]]) } : NO_FACTS;
    }
    if (!positive) return NO_FACTS;
    if (node.type === AST_NODE_TYPES.BinaryExpression) {
      if (!refersTo(this.sourceCode, node.left, this.variable)) return NO_FACTS;
      return this.classFacts(node.right);
    }
    if (node.type === AST_NODE_TYPES.CallExpression) {
      if (this.messageTested(node)) return { expected: true };
      const [argument] = node.arguments;
      if (!argument) return NO_FACTS;
      const callee = unwrapExpression(node.callee);
      // `UserInputError.isInstance(e)`
      if (
        callee.type === AST_NODE_TYPES.MemberExpression &&
        !callee.computed &&
        callee.property.type === AST_NODE_TYPES.Identifier &&
        callee.property.name === "isInstance" &&
        refersTo(this.sourceCode, argument, this.variable)
      ) {
        return this.classFacts(callee.object);
      }
      // `isUserInputError(e)`, a type guard of this file
      const guard = typeGuardOf(this.sourceCode, callee, this.query.classes, this.query.readImportedModules);
      const guarded = guard && node.arguments[guard.parameterIndex];
      if (guard && guarded && refersTo(this.sourceCode, guarded, this.variable)) return { spec: guard.spec };
    }
    return NO_FACTS;
  }

  /**
   * Whether a test asks the variable's message for a text the settings call expected:
   * `/rate limit/i.test(e.message)`, `e.message.includes("Not Found")` (also after `.toLowerCase()`),
   * `e.message === "Rate limit exceeded"`.
   */
  private messageTested(node: TSESTree.CallExpression | TSESTree.BinaryExpression): boolean {
    const patterns = this.query.expectedMessages;
    if (!patterns || patterns.length === 0) return false;
    const isMessage = (candidate: TSESTree.Node): boolean => {
      let target = unwrapExpression(candidate);
      // `e.message.toLowerCase()`
      for (let depth = 0; depth < 3 && target.type === AST_NODE_TYPES.CallExpression; depth++) {
        const callee = unwrapExpression(target.callee);
        if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier || !CASE_METHODS.has(callee.property.name)) return false;
        target = unwrapExpression(callee.object);
      }
      return (
        target.type === AST_NODE_TYPES.MemberExpression &&
        !target.computed &&
        target.property.type === AST_NODE_TYPES.Identifier &&
        target.property.name === "message" &&
        refersTo(this.sourceCode, target.object, this.variable)
      );
    };
    const textOf = (candidate: TSESTree.Node | undefined): string | undefined => {
      const target = candidate && unwrapExpression(candidate);
      if (target?.type !== AST_NODE_TYPES.Literal) return undefined;
      if ("regex" in target && target.regex) return target.regex.pattern;
      return typeof target.value === "string" ? target.value : undefined;
    };
    if (node.type === AST_NODE_TYPES.BinaryExpression) {
      const text = isMessage(node.left) ? textOf(node.right) : isMessage(node.right) ? textOf(node.left) : undefined;
      return text !== undefined && matchesExpectedMessage(patterns, text);
    }
    const callee = unwrapExpression(node.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return false;
    const method = callee.property.name;
    // `/rate limit/i.test(e.message)`
    if (method === "test" && node.arguments[0] && isMessage(node.arguments[0])) {
      const text = textOf(callee.object);
      return text !== undefined && matchesExpectedMessage(patterns, text);
    }
    // `e.message.includes("rate limit")`, `e.message.match(/not found/i)`
    if (MESSAGE_TESTS.has(method) && isMessage(callee.object)) {
      const text = textOf(node.arguments[0]);
      return text !== undefined && matchesExpectedMessage(patterns, text);
    }
    return false;
  }

  /** The facts of "the variable is an instance of this class". */
  private classFacts(classNode: TSESTree.Node): ConditionFacts {
    const spec = classNamedBy(this.sourceCode, classNode, this.query.classes);
    const statusClass = this.query.statusErrors ? classNamedBy(this.sourceCode, classNode, this.query.statusErrors) !== undefined : false;
    if (!spec && !statusClass) return NO_FACTS;
    return { ...(spec ? { spec } : {}), ...(statusClass ? { statusClass } : {}) };
  }

  /** The operands of a chain of one operator, left to right, up to the cap (`complete` when that is all of them). */
  private flatten(node: TSESTree.LogicalExpression, operator: "&&" | "||"): { terms: TSESTree.Node[]; complete: boolean } {
    const terms: TSESTree.Node[] = [];
    const stack: TSESTree.Node[] = [node];
    while (stack.length > 0) {
      const current = unwrapExpression(stack.pop()!);
      if (current.type === AST_NODE_TYPES.LogicalExpression && current.operator === operator) {
        stack.push(current.right, current.left);
      } else if (terms.length === MAX_CONDITION_TERMS) {
        return { terms, complete: false };
      } else {
        terms.push(current);
      }
    }
    return { terms, complete: true };
  }

  /** `e.status >= 400`, `e.statusCode === 404`, `500 > e.status` (true or false) as bounds on one property. */
  private statusComparison(node: TSESTree.BinaryExpression, positive: boolean): { property: string; bounds: Bounds } | undefined {
    // `(e.statusCode ?? 500) < 500`: the default stands for a status that is missing (typed `number | undefined`).
    let fallback: number | undefined;
    const statusProperty = (side: TSESTree.Node): string | undefined => {
      let member = unwrapExpression(side);
      if (member.type === AST_NODE_TYPES.LogicalExpression && member.operator === "??") {
        const value = numberOf(member.right);
        if (value === undefined) return undefined;
        fallback = value;
        member = unwrapExpression(member.left);
      }
      return member.type === AST_NODE_TYPES.MemberExpression &&
        !member.computed &&
        member.property.type === AST_NODE_TYPES.Identifier &&
        STATUS_PROPERTIES.has(member.property.name) &&
        refersTo(this.sourceCode, member.object, this.variable)
        ? member.property.name
        : undefined;
    };
    const numberOf = (side: TSESTree.Node): number | undefined => {
      const value = ASTUtils.getStaticValue(side as never, this.sourceCode.getScope(side));
      return typeof value?.value === "number" ? value.value : undefined;
    };
    let operator: string = node.operator;
    let property = statusProperty(node.left);
    let value: number | undefined;
    if (property) {
      value = numberOf(node.right);
    } else {
      property = statusProperty(node.right);
      if (property) {
        value = numberOf(node.left);
        operator = MIRRORED[operator] ?? operator;
      }
    }
    if (!property || value === undefined) return undefined;
    if (!positive) operator = NEGATED[operator] ?? "";
    const bounds = comparisonBounds(operator, value);
    // A default inside the bounds passes the test for a missing status too: the test then says nothing of it.
    if (!bounds || (fallback !== undefined && fallback >= bounds.low && fallback <= bounds.high)) return undefined;
    return { property, bounds };
  }
}

/** The values a comparison of a status with a number (`status < 500`) leaves it. */
export function comparisonBounds(operator: string, value: number): Bounds | undefined {
  switch (operator) {
    case "===":
    case "==":
      return { low: value, high: value };
    case ">=":
      return { low: value, high: Infinity };
    case ">":
      return { low: value + 1, high: Infinity };
    case "<=":
      return { low: -Infinity, high: value };
    case "<":
      return { low: -Infinity, high: value - 1 };
    default:
      return undefined;
  }
}

/** Where the walk up from a point stops: the scope that declares the variable. */
function declaringBlock(variable: TSESLint.Scope.Variable): TSESTree.Node {
  return variable.scope.block;
}

/**
 * Evidence that `value` is an instance of one of `query.classes` (or, with `statusErrors`, has a 4xx
 * status) where it stands. Undefined when nothing in the syntax says so.
 */
export function classEvidenceAt(
  sourceCode: Readonly<TSESLint.SourceCode>,
  value: TSESTree.Node,
  query: NarrowingQuery,
): ClassEvidence | undefined {
  if (query.classes.length === 0 && !query.statusErrors) return undefined;
  const expression = unwrapExpression(value);
  if (expression.type === AST_NODE_TYPES.NewExpression) {
    const spec = classNamedBy(sourceCode, expression.callee, query.classes);
    return spec ? { kind: "new", spec, node: expression } : undefined;
  }
  const variable = variableOf(sourceCode, expression);
  if (!variable || !isStable(variable)) return undefined;

  const definition = variable.defs[0];
  if (definition?.type === "Variable" && definition.node.init) {
    const init = unwrapExpression(definition.node.init);
    if (init.type === AST_NODE_TYPES.NewExpression) {
      const spec = classNamedBy(sourceCode, init.callee, query.classes);
      if (spec) return { kind: "new", spec, node: init };
    }
  }
  if (definition && (definition.type === "Parameter" || definition.type === "CatchClause")) {
    const annotation = (definition.name as TSESTree.Identifier).typeAnnotation?.typeAnnotation;
    const spec = annotation && classOfAnnotation(sourceCode, annotation, query.classes);
    if (spec) return { kind: "annotation", spec, node: annotation };
  }

  const reader = new ConditionReader(sourceCode, variable, query);
  return walkConditions(expression, conditionsOf<ClassEvidence>(variable), (test, positive) => reader.read(test, positive));
}

/** The early exits of a block (`if (...) <exit>` without `else`): their indices in the block, once per block. */
const blockGuards = new WeakMap<TSESTree.Node, { index: number; test: TSESTree.Node }[]>();
/** Where a variable (or a stable alias of a condition on it) is mentioned: sorted offsets, once per variable. */
const mentionOffsets = new WeakMap<TSESLint.Scope.Variable, number[]>();
/** The early exits of a block whose test mentions a variable, once per block and variable. */
const guardsByVariable = new WeakMap<TSESLint.Scope.Variable, Map<TSESTree.Node, number[]>>();

function guardsOf(block: TSESTree.Node, body: readonly TSESTree.Node[]): { index: number; test: TSESTree.Node }[] {
  let guards = blockGuards.get(block);
  if (!guards) {
    guards = [];
    for (let index = 0; index < body.length; index++) {
      const statement = body[index]!;
      if (statement.type === AST_NODE_TYPES.IfStatement && statement.alternate === null && alwaysExits(statement.consequent, { jumps: true })) {
        guards.push({ index, test: statement.test });
      }
    }
    blockGuards.set(block, guards);
  }
  return guards;
}

/**
 * The offsets of the identifiers through which a condition can be about `variable`: its references, and
 * those of the stable `const`s initialised from an expression that mentions it (`const known = e instanceof
 * X`), followed as deep as the condition reader follows aliases.
 */
function offsetsOf(variable: TSESLint.Scope.Variable): number[] {
  let offsets = mentionOffsets.get(variable);
  if (offsets) return offsets;
  offsets = [];
  const seen = new Set<TSESLint.Scope.Variable>([variable]);
  let layer = [variable];
  for (let depth = 0; depth <= MAX_ALIAS_DEPTH && layer.length > 0; depth++) {
    const next: TSESLint.Scope.Variable[] = [];
    for (const current of layer) {
      for (const reference of current.references) {
        offsets.push(reference.identifier.range[0]);
        const alias = aliasDeclaredFrom(reference);
        if (alias && !seen.has(alias)) {
          seen.add(alias);
          next.push(alias);
        }
      }
    }
    layer = next;
  }
  offsets.sort((a, b) => a - b);
  mentionOffsets.set(variable, offsets);
  return offsets;
}

/** The variable a reference's expression initialises: `const known = <... e ...>` (not across functions). */
function aliasDeclaredFrom(reference: TSESLint.Scope.Reference): TSESLint.Scope.Variable | undefined {
  let node: TSESTree.Node = reference.identifier;
  for (let steps = 0; node.parent && steps < 64; steps++) {
    const parent: TSESTree.Node = node.parent;
    if (parent.type === AST_NODE_TYPES.VariableDeclarator) {
      if (parent.init !== node || parent.id.type !== AST_NODE_TYPES.Identifier) return undefined;
      return ASTUtils.findVariable(reference.from, parent.id.name) ?? undefined;
    }
    if (isFunctionOrStatement(parent)) return undefined;
    node = parent;
  }
  return undefined;
}

function isFunctionOrStatement(node: TSESTree.Node): boolean {
  return node.type.endsWith("Statement") || node.type.endsWith("Declaration") || node.type.startsWith("Arrow") || node.type === AST_NODE_TYPES.FunctionExpression;
}

/** The indices (ascending) of a block's early exits whose test mentions the variable or an alias of it. */
function guardsAbout(block: TSESTree.Node, body: readonly TSESTree.Node[], variable: TSESLint.Scope.Variable): number[] {
  let byBlock = guardsByVariable.get(variable);
  if (!byBlock) {
    byBlock = new Map();
    guardsByVariable.set(variable, byBlock);
  }
  let found = byBlock.get(block);
  if (found) return found;
  const guards = guardsOf(block, body);
  const indices = new Set<number>();
  if (guards.length > 0) {
    for (const offset of offsetsOf(variable)) {
      // The guard whose test contains the offset: the last guard starting at or before it.
      let low = 0;
      let high = guards.length - 1;
      let candidate = -1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (guards[middle]!.test.range[0] <= offset) {
          candidate = middle;
          low = middle + 1;
        } else {
          high = middle - 1;
        }
      }
      const guard = candidate >= 0 ? guards[candidate]! : undefined;
      if (guard && offset < guard.test.range[1]) indices.add(guard.index);
    }
  }
  found = [...indices].sort((a, b) => a - b);
  byBlock.set(block, found);
  return found;
}

/**
 * The scope of the conditions about a stable variable for {@link walkConditions}: up to the scope that declares
 * it, reading the early exits (`if (...) <exit>`) whose test mentions it or a stable alias of a condition on it.
 */
export function conditionsOf<T>(variable: TSESLint.Scope.Variable): ConditionScope<T> {
  return { stop: declaringBlock(variable), guards: (block, body) => guardsAbout(block, body, variable) };
}
