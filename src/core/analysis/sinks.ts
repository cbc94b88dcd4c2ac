/**
 * Where text reaches an agent (the sinks of the trust analysis):
 *
 * 1. the error keys (`error`) of an object a tool boundary returns or resolves: directly, through a local
 *    variable, as an arrow body, from a `.then`/`.catch` callback chained on the result, a helper of the
 *    file that builds it, or spread into the returned object;
 * 2. the `text` of the content items of an object literal that also has `isError: true` (an MCP error
 *    result, wherever it is built), and the `message` of a `toolError:v1` payload;
 * 3. the message of an error thrown inside a boundary whose thrown errors reach the model
 *    (`throw new Error(...)`, not inside a `try` that catches it), and, on request, a rethrown caught error;
 * 4. on request, the message argument of the trusted error classes (`new UserInputError(...)`), which
 *    other code passes to agents verbatim;
 * 5. the configured argument of declared helpers in other files (`sinkFunctions`).
 *
 * Derived sinks (a helper of this file whose parameter reaches a sink) are found by the rule from the
 * values, since they need the trust analysis.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import type { AgentErrorsSettings } from "../settings.js";
import { findToolBoundaries, isFunctionNode, pushChildren, resolveFunction, type FunctionNode, type ToolBoundary } from "./boundaries.js";
import { classNamedBy } from "./error-classes.js";
import { cachedPerFile } from "./file-cache.js";
import { findFunctionReferences } from "./references.js";
import { returnedExpressions, statementChildren } from "./taint.js";

export type SinkKind = "error-property" | "content-text" | "tool-error-message" | "thrown" | "rethrown" | "trusted-error-message" | "configured";

export interface Sink {
  kind: SinkKind;
  /** The expression whose text reaches the agent. */
  node: TSESTree.Node;
  /** How it reaches the agent, for messages: "`error`", "the `text` of an `isError: true` result". */
  through: string;
}

export interface SinkOptions {
  rethrown: boolean;
  trustedErrorMessages: boolean;
}

const MAX_RETURNED = 2000;

function propertyNamed(object: TSESTree.ObjectExpression, name: string): TSESTree.Property | undefined {
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.Property && !property.computed && ASTUtils.getPropertyName(property) === name) return property;
  }
  return undefined;
}

function isLiteralValue(node: TSESTree.Node | undefined, value: unknown): boolean {
  return node?.type === AST_NODE_TYPES.Literal && node.value === value;
}

/**
 * The object literals a boundary can produce as its result: what it returns, followed through local
 * variables, `?:`/`??`, `await`, promise callbacks, helpers of the file and spreads. A worklist with a
 * visited set: no recursion, each expression once.
 */
export function returnedObjects(sourceCode: Readonly<TSESLint.SourceCode>, handler: FunctionNode): TSESTree.ObjectExpression[] {
  const objects: TSESTree.ObjectExpression[] = [];
  const visited = new Set<TSESTree.Node>();
  const work: TSESTree.Node[] = [...returnedExpressions(handler)];
  while (work.length > 0 && visited.size < MAX_RETURNED) {
    const node = work.pop()!;
    if (visited.has(node)) continue;
    visited.add(node);
    switch (node.type) {
      case AST_NODE_TYPES.ObjectExpression:
        objects.push(node);
        for (const property of node.properties) if (property.type === AST_NODE_TYPES.SpreadElement) work.push(property.argument);
        break;
      case AST_NODE_TYPES.ConditionalExpression:
        work.push(node.consequent, node.alternate);
        break;
      case AST_NODE_TYPES.LogicalExpression:
        work.push(node.left, node.right);
        break;
      case AST_NODE_TYPES.AwaitExpression:
        work.push(node.argument);
        break;
      case AST_NODE_TYPES.SequenceExpression:
        work.push(node.expressions.at(-1)!);
        break;
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.ChainExpression:
        work.push(node.expression);
        break;
      case AST_NODE_TYPES.Identifier: {
        const variable = ASTUtils.findVariable(sourceCode.getScope(node), node);
        if (!variable) break;
        for (const reference of variable.references) {
          const parent = reference.identifier.parent;
          if (reference.writeExpr) work.push(reference.writeExpr);
          else if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init && parent.id === reference.identifier) work.push(parent.init);
        }
        break;
      }
      case AST_NODE_TYPES.CallExpression: {
        const callee = node.callee;
        if (callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier) {
          const method = callee.property.name;
          if (method === "then" || method === "catch" || method === "finally") {
            work.push(callee.object);
            for (const argument of node.arguments) {
              const fn = resolveFunction(sourceCode, argument);
              if (fn) work.push(...returnedExpressions(fn));
            }
          }
          if ((method === "resolve" || method === "reject") && callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "Promise") {
            if (node.arguments[0]) work.push(node.arguments[0]);
          }
          break;
        }
        const fn = resolveFunction(sourceCode, callee);
        if (fn && fn !== handler) work.push(...returnedExpressions(fn));
        break;
      }
      default:
        break;
    }
  }
  return objects;
}

/** The `throw` statements of a function's own body (not of nested functions). */
function ownThrows(fn: FunctionNode): TSESTree.ThrowStatement[] {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [];
  const found: TSESTree.ThrowStatement[] = [];
  const stack: TSESTree.Node[] = [fn.body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === AST_NODE_TYPES.ThrowStatement) {
      found.push(node);
      continue;
    }
    // A throw inside a `try` with a `catch` is caught there: the catch decides what reaches the model.
    if (node.type === AST_NODE_TYPES.TryStatement && node.handler) {
      stack.push(node.handler);
      if (node.finalizer) stack.push(node.finalizer);
      continue;
    }
    for (const child of statementChildren(node)) stack.push(child);
  }
  return found;
}

/** Every sink of a file (but the derived ones), computed once per file, settings and options. */
export function findSinks(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions): readonly Sink[] {
  const key = `sinks:${options.rethrown ? "r" : ""}${options.trustedErrorMessages ? "t" : ""}`;
  return cachedPerFile(sourceCode.ast, key, settings, () => {
    const sinks: Sink[] = [];
    const seen = new Set<TSESTree.Node>();
    const add = (kind: SinkKind, node: TSESTree.Node | undefined | null, through: string): void => {
      if (!node || seen.has(node) || node.type === AST_NODE_TYPES.SpreadElement) return;
      seen.add(node);
      sinks.push({ kind, node, through });
    };

    const boundaries: readonly ToolBoundary[] = findToolBoundaries(sourceCode, settings.toolBoundaries);
    for (const boundary of boundaries) {
      for (const object of returnedObjects(sourceCode, boundary.handler)) {
        for (const key of settings.errorMessageKeys) add("error-property", propertyNamed(object, key)?.value, `\`${key}\``);
      }
      if (!boundary.thrownErrorsReachModel) continue;
      for (const thrown of ownThrows(boundary.handler)) {
        const argument = thrown.argument;
        if (argument.type === AST_NODE_TYPES.NewExpression || (argument.type === AST_NODE_TYPES.CallExpression && argument.callee.type === AST_NODE_TYPES.Identifier && argument.callee.name === "Error")) {
          const message = argument.arguments[0];
          if (message && message.type !== AST_NODE_TYPES.SpreadElement) add("thrown", message, "a thrown error's message");
        } else if (options.rethrown) {
          add("rethrown", argument, "a rethrown error's message");
        }
      }
    }

    // Shapes that reach an agent wherever they are built: MCP error results, toolError:v1 payloads.
    const trustedClassSpecs = settings.trustedMessageErrors;
    const stack: TSESTree.Node[] = [sourceCode.ast];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.ObjectExpression) {
        if (isLiteralValue(propertyNamed(node, "isError")?.value, true)) {
          const content = propertyNamed(node, "content")?.value;
          if (content?.type === AST_NODE_TYPES.ArrayExpression) {
            for (const item of content.elements) {
              if (item?.type === AST_NODE_TYPES.ObjectExpression) add("content-text", propertyNamed(item, "text")?.value, "the `text` of an `isError: true` result");
            }
          }
        }
        if (isLiteralValue(propertyNamed(node, "kind")?.value, "toolError:v1")) {
          add("tool-error-message", propertyNamed(node, "message")?.value, "the `message` of a `toolError:v1` payload");
        }
      } else if (options.trustedErrorMessages && node.type === AST_NODE_TYPES.NewExpression) {
        const spec = classNamedBy(sourceCode, node.callee, trustedClassSpecs);
        const message = node.arguments[0];
        if (spec && message && message.type !== AST_NODE_TYPES.SpreadElement) {
          add("trusted-error-message", message, `the message of \`${spec.name}\`, which is shown to agents verbatim`);
        }
      }
      pushChildren(node, stack);
    }

    for (const reference of findFunctionReferences(sourceCode, settings.sinkFunctions).references) {
      const call = reference.node.parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.node) continue;
      add("configured", call.arguments[reference.spec.argument], `\`${reference.spec.name}()\``);
    }
    return sinks;
  });
}

/** Calls of a function of this file (by its binding), for derived sinks. */
export function callsOf(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): TSESTree.CallExpression[] {
  let binding: TSESTree.Identifier | undefined;
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration && fn.id) binding = fn.id;
  else if (fn.parent?.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier) binding = fn.parent.id;
  if (!binding) return [];
  const variable = sourceCode.getDeclaredVariables(fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn : fn.parent!).find((candidate) => candidate.name === binding.name);
  const calls: TSESTree.CallExpression[] = [];
  for (const reference of variable?.references ?? []) {
    const parent = reference.identifier.parent;
    if (parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === reference.identifier) calls.push(parent);
  }
  return calls;
}

export { isFunctionNode };
