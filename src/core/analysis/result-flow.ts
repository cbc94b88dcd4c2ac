/**
 * What a function can produce as its result, followed through values: the one walker behind the sinks'
 * result flow (`sinks.ts`: the error keys of what a boundary returns) and the tool results of a file
 * (`tool-results.ts`: what each handler returns, and on which path).
 *
 * From the expressions a function returns ({@link returnedExpressions}) it follows `?:` and `??`/`||`,
 * `await`, the last expression of a sequence, casts and optional chains, local variables (the values written
 * into them with `=`, `||=`, `&&=`, `??=` or their declaration), `Promise.resolve(x)`, promise executors
 * (`new Promise((resolve, reject) => ...)`), `.then`/`.catch`/`.finally` (the promise and its callbacks'
 * returns) and the functions of the file a result is built by (`return errorResult(e)`; `this.method()` in a
 * class). What it finds, and what a path carries, is the reader's: it sees each object literal, each call or
 * imported name the file cannot see into, each rejection and each field written into a followed local, and
 * says what context a branch, a write, a helper or a callback is followed in.
 *
 * A worklist with a visited set per (node, context key), kept at the fewest helpers deep a node was reached
 * (reached again less deep, it is followed again, so what is found does not depend on the order of the
 * work), a cap on helpers deep and on visits: no recursion.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { findVariableOf, stableInitializer } from "../scope.js";
import { isAwaiterYield, returnedExpressions } from "./returns.js";
import { propertyValue, resolveCallee } from "./functions.js";
import { promiseMethod, type PromiseMethod } from "./promise.js";

/** A value written into a followed local after it is made: `result.error = x` (key `error`), `result[k] = x` (no key), `Object.assign(result, x)`. */
export type LocalPatch = { kind: "field"; key: string | undefined; value: TSESTree.Node } | { kind: "assign"; source: TSESTree.Node };

/** How a function's returns were entered: through a call of it, or as a promise callback. */
export type ResultEntry =
  | { kind: "call"; call: TSESTree.CallExpression }
  | { kind: "callback"; method: PromiseMethod; index: number; argument: TSESTree.Node };

export interface ResultReader<C> {
  /** How many helpers deep a result is followed (a promise callback is not a level, but is not entered from the deepest one). */
  maxDepth: number;
  /** How many (node, context) visits one walk may make. */
  maxVisits: number;
  /**
   * Whether the parts a result is assembled from are results too: the arguments of spreads in an object
   * (`{ ...base, error }`) and of `Object.assign` (as a call, or written into a followed local). Otherwise an
   * `Object.assign` call is opaque.
   */
  parts: boolean;
  /** The part of a context that makes a visit distinct (a node is visited once per key). */
  key(context: C): string;
  /** An object literal the function can produce on a path. */
  object(node: TSESTree.ObjectExpression, context: C): void;
  /** A call or an imported name the file cannot see into, produced on a path. */
  opaque?(node: TSESTree.CallExpression | TSESTree.Identifier, context: C): void;
  /** A value the result promise is rejected with (`Promise.reject(x)`, an executor's `reject(x)`). */
  rejection?(value: TSESTree.Node, context: C): void;
  /** The values written into a followed local after it is made; false: the local is not followed. */
  patches?(patches: readonly LocalPatch[], context: C): boolean;
  /** The context of a branch of `test ? a : b` (`positive`: the consequent). */
  branch?(test: TSESTree.Expression, positive: boolean, context: C): C;
  /** The context of a value written into a followed local. */
  written?(value: TSESTree.Node, context: C): C;
  /** The context a function's returns are entered in from `context`; undefined: not followed. */
  enter(fn: FunctionNode, entry: ResultEntry, context: C): C | undefined;
  /** Whether the reader has its answer (the walk stops). */
  done?(): boolean;
  /** The context of one returned expression of a function entered (`entry` undefined for a start), `depth` helpers deep. */
  returned?(expression: TSESTree.Expression, context: C, entry: ResultEntry | undefined, depth: number): C;
}

interface Step<C> {
  node: TSESTree.Node;
  context: C;
  depth: number;
}

const FOLLOWED_ASSIGNMENTS = new Set(["=", "||=", "&&=", "??="]);

/** Follows what the `starts` produce as their result (see the module comment). */
export function followResults<C>(sourceCode: Readonly<TSESLint.SourceCode>, starts: readonly { fn: FunctionNode; context: C }[], reader: ResultReader<C>): void {
  const visited = new Map<TSESTree.Node, Map<string, number>>();
  const work: Step<C>[] = [];
  const pushReturns = (fn: FunctionNode, context: C, entry: ResultEntry | undefined, depth: number): void => {
    for (const expression of returnedExpressions(fn)) {
      work.push({ node: expression, context: reader.returned ? reader.returned(expression, context, entry, depth) : context, depth });
    }
  };
  for (const start of starts) pushReturns(start.fn, start.context, undefined, 0);

  let visits = 0;
  while (work.length > 0 && visits < reader.maxVisits && !reader.done?.()) {
    const step = work.pop()!;
    // Casts and optional chains pass the value on unchanged.
    const node = unwrapCastsAndChains(step.node);
    const key = reader.key(step.context);
    let keys = visited.get(node);
    if (!keys) visited.set(node, (keys = new Map()));
    if ((keys.get(key) ?? Infinity) <= step.depth) continue;
    keys.set(key, step.depth);
    visits++;
    const next = (child: TSESTree.Node, context = step.context): void => {
      work.push({ node: child, context, depth: step.depth });
    };
    // A helper is a level deeper, a promise callback is not; neither is followed from the deepest level.
    const enter = (fn: FunctionNode, entry: ResultEntry, depth: number): void => {
      // `depth` also bounds the callbacks entered from here on (a wrapper's callback that is a wrapper's call too).
      if (step.depth >= reader.maxDepth || depth > reader.maxDepth) return;
      const context = reader.enter(fn, entry, step.context);
      if (context === undefined) return;
      pushReturns(fn, context, entry, depth);
      // `return logCompletion(result)` with `const logCompletion = (result) => result`: a parameter returned as
      // it is, is the argument of the call, followed where the call is.
      if (entry.kind === "call") {
        for (const argument of returnedArguments(sourceCode, fn, entry.call)) next(argument);
        // `return await withServerConnection(async () => { ... })` with `async function withServerConnection(run)
        // { ...; return await run(); }`: the callback is called where the wrapper calls its parameter, and what
        // it returns is the wrapper's result (browser-tools' audits).
        for (const { callback, call } of returnedCallbacks(sourceCode, fn, entry.call)) enter(callback, { kind: "call", call }, depth + 1);
      }
    };
    switch (node.type) {
      case AST_NODE_TYPES.ObjectExpression: {
        // `{ toolResult: { content, isError } }`: the MCP SDK's result for the protocol of 2024-10-07
        // (`CompatibilityCallToolResult`, Cloudflare's servers): the result is the one inside.
        const compatibility = compatibilityResult(node);
        if (compatibility) {
          next(compatibility);
          break;
        }
        reader.object(node, step.context);
        if (reader.parts) for (const property of node.properties) if (property.type === AST_NODE_TYPES.SpreadElement) next(property.argument);
        break;
      }
      case AST_NODE_TYPES.ConditionalExpression:
        next(node.consequent, reader.branch ? reader.branch(node.test, true, step.context) : step.context);
        next(node.alternate, reader.branch ? reader.branch(node.test, false, step.context) : step.context);
        break;
      case AST_NODE_TYPES.LogicalExpression:
        next(node.left);
        next(node.right);
        break;
      case AST_NODE_TYPES.AwaitExpression:
        next(node.argument);
        break;
      case AST_NODE_TYPES.YieldExpression:
        if (node.argument && isAwaiterYield(node)) next(node.argument);
        break;
      case AST_NODE_TYPES.SequenceExpression:
        next(node.expressions.at(-1)!);
        break;
      case AST_NODE_TYPES.Identifier: {
        const variable = findVariableOf(sourceCode, node);
        const definition = variable?.defs[0];
        if (!variable || !definition) break;
        if (definition.type !== "Variable") {
          if (definition.type === "ImportBinding") reader.opaque?.(node, step.context);
          break;
        }
        const patches = patchesOf(variable);
        if (patches.length > 0 && reader.patches && !reader.patches(patches, step.context)) break;
        for (const value of writtenValues(variable)) next(value, reader.written ? reader.written(value, step.context) : step.context);
        if (reader.parts) for (const patch of patches) if (patch.kind === "assign") next(patch.source);
        break;
      }
      case AST_NODE_TYPES.NewExpression: {
        // `new Promise((resolve, reject) => ...)`
        const executor = node.arguments[0];
        if (node.callee.type === AST_NODE_TYPES.Identifier && node.callee.name === "Promise" && isFunctionNode(executor)) {
          for (const value of executorCalls(sourceCode, executor, 0)) next(value);
          if (reader.rejection) for (const value of executorCalls(sourceCode, executor, 1)) reader.rejection(value, step.context);
        }
        break;
      }
      case AST_NODE_TYPES.CallExpression: {
        const callee = unwrapCastsAndChains(node.callee);
        if (isGlobalCall(callee, "Promise", "resolve")) {
          if (node.arguments[0]) next(node.arguments[0]);
          break;
        }
        if (isGlobalCall(callee, "Promise", "reject")) {
          if (node.arguments[0]) reader.rejection?.(node.arguments[0], step.context);
          break;
        }
        if (reader.parts && isGlobalCall(callee, "Object", "assign")) {
          for (const argument of node.arguments) if (argument.type !== AST_NODE_TYPES.SpreadElement) next(argument);
          break;
        }
        const method = promiseMethod(callee);
        if (method && callee.type === AST_NODE_TYPES.MemberExpression) {
          next(callee.object);
          node.arguments.forEach((argument, index) => {
            // Inline or named (`.catch(onFailure)`, a function of this file).
            const fn = isFunctionNode(argument) ? argument : argument.type === AST_NODE_TYPES.Identifier ? resolveCallee(sourceCode, argument) : undefined;
            if (fn) enter(fn, { kind: "callback", method, index, argument }, step.depth);
          });
          break;
        }
        const fn = resolveCallee(sourceCode, callee);
        if (fn) enter(fn, { kind: "call", call: node }, step.depth + 1);
        else {
          // `HANDLERS[toolName](request)`: each function of the file's table of handlers (Cloudflare's dispatch).
          const table = dispatchTable(sourceCode, callee);
          if (table.length > 0) for (const entry of table) enter(entry, { kind: "call", call: node }, step.depth + 1);
          else reader.opaque?.(node, step.context);
        }
        break;
      }
      default:
        break;
    }
  }
}

/**
 * The arguments of a call of `fn` that it returns as they are (`(result) => result`, `function log(r) { ...;
 * return r; }`), also as a branch of `?:` or `??`/`||` (GitLab's `return masking ? masking.mask(result) : result`).
 */
function returnedArguments(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, call: TSESTree.CallExpression): TSESTree.Node[] {
  const found: TSESTree.Node[] = [];
  for (const returned of returnedBranches(fn, false)) {
    const argument = returned.type === AST_NODE_TYPES.Identifier ? argumentFor(sourceCode, fn, returned, call) : undefined;
    if (argument && !found.includes(argument)) found.push(argument);
  }
  return found;
}

/** The expressions `fn` returns, each branch of `?:` and `??`/`||` apart (and what they await, with `throughAwait`). */
export function returnedBranches(fn: FunctionNode, throughAwait: boolean): TSESTree.Node[] {
  const branches: TSESTree.Node[] = [];
  const candidates: TSESTree.Node[] = [...returnedExpressions(fn)];
  while (candidates.length > 0) {
    let returned = unwrapCastsAndChains(candidates.pop()!);
    if (throughAwait && returned.type === AST_NODE_TYPES.AwaitExpression) returned = unwrapCastsAndChains(returned.argument);
    if (returned.type === AST_NODE_TYPES.ConditionalExpression) candidates.push(returned.consequent, returned.alternate);
    else if (returned.type === AST_NODE_TYPES.LogicalExpression) candidates.push(returned.left, returned.right);
    branches.push(returned);
  }
  return branches;
}

/** What a call of `fn` passes for `name`, when `name` is one of `fn`'s own parameters (not a spread). */
function argumentFor(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, name: TSESTree.Identifier, call: TSESTree.CallExpression): TSESTree.Node | undefined {
  const definition = findVariableOf(sourceCode, name)?.defs[0];
  if (definition?.type !== "Parameter") return undefined;
  const index = fn.params.indexOf(definition.name as TSESTree.Parameter);
  const argument = index >= 0 ? call.arguments[index] : undefined;
  return argument && argument.type !== AST_NODE_TYPES.SpreadElement ? argument : undefined;
}

/** The result inside `{ toolResult: ... }`, an object with that one property; undefined for any other object. */
function compatibilityResult(object: TSESTree.ObjectExpression): TSESTree.Node | undefined {
  if (object.properties.length !== 1) return undefined;
  const property = object.properties[0]!;
  if (property.type !== AST_NODE_TYPES.Property || property.computed || property.kind !== "init") return undefined;
  const key = property.key;
  const named = key.type === AST_NODE_TYPES.Identifier ? key.name : key.type === AST_NODE_TYPES.Literal ? key.value : undefined;
  return named === "toolResult" ? property.value : undefined;
}

/** How many functions of a table of handlers a dispatch is followed into. */
const MAX_TABLE_FUNCTIONS = 256;

/**
 * The functions a call by a computed key can call: `TABLE[name]` where `TABLE` is a variable of the file that
 * holds an object literal, never written again, whose values are functions of the file (inline or named). Also
 * a table of tool definitions, by a property of the entry (`TOOLS[name].handler(args)`, or `const definition =
 * TOOLS[name]; definition.handler(args)`: Codacy's dispatch), whose values are object literals (or `const`s of
 * the file holding one) with that property.
 */
export function dispatchTable(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node): FunctionNode[] {
  const target = unwrapCastsAndChains(callee);
  if (target.type !== AST_NODE_TYPES.MemberExpression) return [];
  if (target.computed) return tableFunctions(sourceCode, target.object, undefined);
  if (target.property.type !== AST_NODE_TYPES.Identifier) return [];
  let entry = unwrapCastsAndChains(target.object);
  if (entry.type === AST_NODE_TYPES.Identifier) {
    const init = stableInitializer(sourceCode, entry);
    if (init) entry = unwrapCastsAndChains(init);
  }
  return entry.type === AST_NODE_TYPES.MemberExpression && entry.computed ? tableFunctions(sourceCode, entry.object, target.property.name) : [];
}

/** The functions of a table's values, or of the `property` of each of its values. */
function tableFunctions(sourceCode: Readonly<TSESLint.SourceCode>, tableNode: TSESTree.Node, property: string | undefined): FunctionNode[] {
  const node = unwrapCastsAndChains(tableNode);
  if (node.type !== AST_NODE_TYPES.Identifier) return [];
  const table = stableInitializer(sourceCode, node);
  const object = table && unwrapCastsAndChains(table);
  if (object?.type !== AST_NODE_TYPES.ObjectExpression) return [];
  const found: FunctionNode[] = [];
  for (const entry of object.properties.slice(0, MAX_TABLE_FUNCTIONS)) {
    if (entry.type !== AST_NODE_TYPES.Property) continue;
    let value: TSESTree.Node | undefined = entry.value;
    if (property !== undefined) {
      let definition = unwrapCastsAndChains(value);
      if (definition.type === AST_NODE_TYPES.Identifier) definition = unwrapCastsAndChains(stableInitializer(sourceCode, definition) ?? definition);
      value = definition.type === AST_NODE_TYPES.ObjectExpression ? propertyValue(definition, property) : undefined;
    }
    if (!value) continue;
    const fn = isFunctionNode(value) ? value : value.type === AST_NODE_TYPES.Identifier ? resolveCallee(sourceCode, value) : undefined;
    if (fn && !found.includes(fn)) found.push(fn);
  }
  return found;
}

/**
 * The functions a call of `fn` passes it that `fn` calls and returns the result of (`return await run()`, also
 * as a branch of `?:` or `??`/`||`), each with the call inside `fn` that calls it (its arguments are the
 * callback's). A callback inline in the call or a function of the file named there.
 */
function returnedCallbacks(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, call: TSESTree.CallExpression): { callback: FunctionNode; call: TSESTree.CallExpression }[] {
  const found: { callback: FunctionNode; call: TSESTree.CallExpression }[] = [];
  for (const returned of returnedBranches(fn, true)) {
    if (returned.type !== AST_NODE_TYPES.CallExpression || returned.callee.type !== AST_NODE_TYPES.Identifier) continue;
    const argument = argumentFor(sourceCode, fn, returned.callee, call);
    const callback = !argument ? undefined : isFunctionNode(argument) ? argument : argument.type === AST_NODE_TYPES.Identifier ? resolveCallee(sourceCode, argument) : undefined;
    if (callback && callback !== fn) found.push({ callback, call: returned });
  }
  return found;
}

/** The values a local holds: its declaration's initialiser (a plain name, not a pattern) and what `=`, `||=`, `&&=`, `??=` write into it. */
function writtenValues(variable: TSESLint.Scope.Variable): TSESTree.Node[] {
  const values: TSESTree.Node[] = [];
  for (const reference of variable.references) {
    const identifier = reference.identifier;
    const parent = identifier.parent;
    if (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.left === identifier && FOLLOWED_ASSIGNMENTS.has(parent.operator)) values.push(parent.right);
    else if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id === identifier && parent.init) values.push(parent.init);
  }
  return values;
}

/** What is written into a local's fields after it is made (see {@link LocalPatch}). */
function patchesOf(variable: TSESLint.Scope.Variable): LocalPatch[] {
  const patches: LocalPatch[] = [];
  for (const reference of variable.references) {
    const identifier = reference.identifier;
    const parent = identifier.parent;
    if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === identifier) {
      const assignment = parent.parent;
      if (assignment?.type !== AST_NODE_TYPES.AssignmentExpression || assignment.left !== parent) continue;
      const key = !parent.computed && parent.property.type === AST_NODE_TYPES.Identifier ? parent.property.name : undefined;
      patches.push({ kind: "field", key, value: assignment.right });
    } else if (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === identifier && isGlobalCall(parent.callee, "Object", "assign")) {
      for (const source of parent.arguments.slice(1)) if (source.type !== AST_NODE_TYPES.SpreadElement) patches.push({ kind: "assign", source });
    }
  }
  return patches;
}

/** `object.method` of a global (`Promise.resolve`, `Object.assign`). */
function isGlobalCall(callee: TSESTree.Node, object: string, method: string): boolean {
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.object.type === AST_NODE_TYPES.Identifier &&
    callee.object.name === object &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    callee.property.name === method
  );
}

/** The values passed to a promise executor's `resolve` (index 0) or `reject` (index 1) parameter. */
function executorCalls(sourceCode: Readonly<TSESLint.SourceCode>, executor: FunctionNode, index: number): TSESTree.Node[] {
  const param = executor.params[index];
  if (param?.type !== AST_NODE_TYPES.Identifier) return [];
  const variable = sourceCode.getDeclaredVariables(executor).find((candidate) => candidate.name === param.name);
  const values: TSESTree.Node[] = [];
  for (const reference of variable?.references ?? []) {
    const call = reference.identifier.parent;
    if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === reference.identifier && call.arguments[0]) values.push(call.arguments[0]);
  }
  return values;
}
