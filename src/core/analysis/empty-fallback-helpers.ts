/**
 * Helpers of other modules of the program that return an empty-looking value when the operation they
 * handle fails (typed runs): `safeList(promise)` in `lib/safe.ts` whose `catch` returns `[]`, or
 * `listProjectsOrEmpty(org)` whose `.catch(() => [])` is returned. Called on a tool's path, their empty
 * value becomes the tool's result: the call is where it is reported. A helper already on a tool's path of
 * its own module is reported there, not summarized here. The same judgement as for a handler of the file
 * being linted: empty-looking values (`classifyValue`), unless the handler narrowed the error first
 * (`HandlerScope`) or does not handle a promise at all. Computed once per function and program module.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type { AgentErrorsSettings } from "../settings.js";
import { enclosingFunction, outermostWrapper, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { classifyValue, VALUE_MENTION, typedValueResolver } from "./empty-values.js";
import { findFailureHandlers, operationName, type FailureHandler } from "./failure-handlers.js";
import { cachedPerFile } from "./file-cache.js";
import { alwaysExits, exitCalls } from "./flow.js";
import { HandlerScope, valueLeaves } from "./handler-scope.js";
import type { ModuleView } from "./program-modules.js";
import ts from "../typescript.cjs";
import { agentReachability } from "./reachability.js";
import { mention } from "../mention.js";
import { emptyBodyValue } from "./best-effort.js";

export interface EmptyFallbackHelper {
  /** The empty-looking value, as written there: `` `[]` ``. */
  value: string;
  /** Where the helper handles the failure: "its `catch` at line 5", "its `.catch()` at line 3". */
  handler: string;
  /** The helper's parameter whose promise fails (`safeList(promise)`): the call's argument names the operation. */
  parameter?: number;
  /** Otherwise, the operation inside the helper: `` `fetchProjects()` ``. */
  operation?: string;
}

/** Per function of TypeScript's tree: whether its own code (not a nested function's) handles a failure. */
const handlesOwnFailure = new WeakMap<ts.Node, boolean>();

/** {@link mayHandleOwnFailure} on text, without types: a module's, then a function's (a `catch` or a `.then`). */
export function mayHandleOwnFailureText(text: string): boolean {
  return /\bcatch\b|\.then\(/.test(text);
}

/**
 * Whether a function of another module, in TypeScript's tree, has a `catch` clause or a `.catch()` /
 * `.then()` call of its own (its callbacks included, nested functions' own code not): the cheap test made
 * before its module is converted. `createIssueTools()`, whose catches are in the tools it defines, is not one.
 */
export function mayHandleOwnFailure(fn: ts.Node): boolean {
  let answer = handlesOwnFailure.get(fn);
  if (answer !== undefined) return answer;
  answer = false;
  const stack: ts.Node[] = [];
  fn.forEachChild((child) => void stack.push(child));
  while (stack.length > 0 && !answer) {
    const node = stack.pop()!;
    if (ts.isCatchClause(node)) answer = true;
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && (node.expression.name.text === "catch" || node.expression.name.text === "then")) answer = true;
    else if (!ts.isFunctionLike(node)) node.forEachChild((child) => void stack.push(child));
  }
  handlesOwnFailure.set(fn, answer);
  return answer;
}

/** Whether a function of another module returns an empty-looking value on a failure it handles, and how. */
export function emptyFallbackHelper(module: ModuleView, fn: FunctionNode, settings: AgentErrorsSettings, names: readonly string[]): EmptyFallbackHelper | undefined {
  const key = `empty-fallback-helper:${fn.range[0]}:${names.join(",")}`;
  return cachedPerFile(module.sourceCode.ast, key, settings, () => summarize(module, fn, settings, names) ?? null) ?? undefined;
}

function summarize(module: ModuleView, fn: FunctionNode, settings: AgentErrorsSettings, names: readonly string[]): EmptyFallbackHelper | undefined {
  const { sourceCode, services } = module;
  // Asked only of a handler that would be reported (finding the module's tool handlers costs more).
  let reach: ReturnType<typeof agentReachability> | undefined;
  const onToolPath = (node: TSESTree.Node): boolean => (reach ??= agentReachability(sourceCode, settings, { names, services })).reaches(node);
  const isExitCall = exitCalls(sourceCode, services);
  const context = { sourceCode, settings, services, exits: (statement: TSESTree.Node) => alwaysExits(statement, isExitCall) };
  const valueOptions = { signals: settings.errorSignals, ...(services ? { resolveExternal: typedValueResolver(services, settings.errorSignals) } : {}) };
  for (const handler of findFailureHandlers(sourceCode).handlers) {
    if (handler.failure.kind === "none" || !handler.valueUsed || !returnsFromHelper(handler, fn)) continue;
    const scope = new HandlerScope(handler, context);
    const outputs: TSESTree.Node[] = handler.returns.map((statement) => statement.argument ?? statement);
    if (handler.body.type !== AST_NODE_TYPES.BlockStatement) outputs.push(handler.body);
    for (const output of outputs) {
      for (const leaf of valueLeaves(output)) {
        if (leaf.type === AST_NODE_TYPES.ReturnStatement || classifyValue(sourceCode, leaf, valueOptions).kind !== "empty") continue;
        if (scope.narrowed(leaf) || !scope.handlesRejection() || emptyBodyValue(sourceCode, handler, leaf, context.exits, settings.errorSignals) || onToolPath(handler.node)) continue;
        const parameter = failingParameter(module, handler, fn);
        const name = operationName(handler.failure.operation);
        return {
          value: `\`${mention(sourceCode.getText(leaf), VALUE_MENTION)}\``,
          handler: handler.kind === "catch" ? `its \`catch\` at line ${handler.node.loc.start.line}` : `its \`.${handler.kind === "promise-catch" ? "catch" : "then"}()\` at line ${handler.promiseCall!.loc.start.line}`,
          ...(parameter !== undefined ? { parameter } : name ? { operation: `\`${name}()\`` } : {}),
        };
      }
    }
  }
  return undefined;
}

/** A `catch` whose returns leave the helper, or a rejection handler whose chain the helper returns. */
function returnsFromHelper(handler: FailureHandler, fn: FunctionNode): boolean {
  if (handler.kind === "catch") return handler.returnsFrom === fn;
  const call = handler.promiseCall!;
  if (enclosingFunction(call) !== fn) return false;
  const node = outermostWrapper(call, true);
  return node === fn.body || node.parent?.type === AST_NODE_TYPES.ReturnStatement;
}

/** The helper's parameter that holds the failing promise: `await promise` in its `try`, or `promise.catch(...)`. */
function failingParameter(module: ModuleView, handler: FailureHandler, fn: FunctionNode): number | undefined {
  const indexOf = (node: TSESTree.Node | undefined): number | undefined => {
    const target = node && unwrapCastsAndChains(node);
    if (target?.type !== AST_NODE_TYPES.Identifier) return undefined;
    const definition = findVariableOf(module.sourceCode, target)?.defs[0];
    if (definition?.type !== "Parameter" || definition.node !== fn) return undefined;
    const index = fn.params.findIndex((param) => param.type === AST_NODE_TYPES.Identifier && param.name === target.name);
    return index >= 0 ? index : undefined;
  };
  if (handler.promiseCall) {
    const callee = handler.promiseCall.callee;
    return callee.type === AST_NODE_TYPES.MemberExpression ? indexOf(callee.object) : undefined;
  }
  for (const statement of handler.tryStatement?.block.body ?? []) {
    const stack: TSESTree.Node[] = [statement];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.AwaitExpression) {
        const index = indexOf(node.argument);
        if (index !== undefined) return index;
      }
      if (node.type === AST_NODE_TYPES.ReturnStatement && node.argument) {
        stack.push(node.argument);
      } else if (node.type === AST_NODE_TYPES.VariableDeclaration) {
        for (const declarator of node.declarations) if (declarator.init) stack.push(declarator.init);
      } else if (node.type === AST_NODE_TYPES.ExpressionStatement) {
        stack.push(node.expression);
      }
    }
  }
  return undefined;
}
