/**
 * Failure handlers and the values they produce (the No-Fake-Empty-Data convention): which handlers catch a
 * failure, whether what they guard can fail at run time, and whether a value they hand back looks like
 * a genuine empty result (`[]`, `{ orders: [], total: 0 }`, `{ ...EMPTY_PAGE }`) or carries an error
 * signal (`{ error }`, `{ ok: false }`, `{ isError: true }`, from `settings.errorSignals`).
 *
 * - {@link findFailureHandlers}: every `catch` clause and promise rejection handler (`.catch(cb)`,
 *   `.then(onOk, onFail)`) of a file, with what its `try` (or promise) can do (await, call, only parse
 *   synchronously, nothing) and the `return`s that belong to the handler itself. One linear pass per
 *   file, shared through {@link cachedPerFile}.
 * - {@link classifyValue}: empty-looking, nullish, `false`, error signal or anything else; names are
 *   followed to `const`s and zero-argument factories in the file, and, with a resolver from
 *   {@link typedValueResolver}, through imports to their declarations in other modules.
 * - {@link errorSignalOf}, {@link isAccumulator}, {@link alwaysExits}, {@link operationName}: the pieces
 *   the rules share.
 *
 * Everything iterates with explicit stacks or caps its recursion: deep input cannot overflow the stack.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import ts from "../typescript.cjs";
import type { ErrorResponseStyle, ErrorSignalSpecifier } from "../settings.js";
import { nodeAtOffset, pushChildren } from "../ast.js";
import { cachedPerFile } from "./file-cache.js";
import { findMemberCalls, tokensSpelling } from "./by-name.js";
import { findVariableOf } from "../scope.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export type FunctionLike = TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

export function isFunctionLike(node: TSESTree.Node): node is FunctionLike {
  return (
    node.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node.type === AST_NODE_TYPES.FunctionDeclaration ||
    node.type === AST_NODE_TYPES.FunctionExpression
  );
}

/** Nodes that end the flow of a value or of a failure: code inside them does not run where they stand. */
function isFunctionBoundary(node: TSESTree.Node): boolean {
  return (
    isFunctionLike(node) ||
    node.type === AST_NODE_TYPES.TSDeclareFunction ||
    node.type === AST_NODE_TYPES.TSEmptyBodyFunctionExpression
  );
}

/** Whether an identifier names a global (not declared in the file, or declared only by the environment). */
export function isGlobalReference(sourceCode: SourceCode, node: TSESTree.Identifier): boolean {
  const variable = findVariableOf(sourceCode, node);
  return !variable || variable.defs.length === 0;
}

// ---------------------------------------------------------------------------------------------------
// What a `try` block can do.

/**
 * How a guarded block can fail at run time, from weakest to strongest: it has no call at all (`none`),
 * only synchronous parsing of data (`sync-parse`: `JSON.parse`, `new URL`, `decodeURIComponent`), other
 * calls (`call`), or it awaits (`await`: I/O).
 */
export type FailureKind = "none" | "sync-parse" | "call" | "await";
const FAILURE_RANK: Record<FailureKind, number> = { none: 0, "sync-parse": 1, call: 2, await: 3 };

export interface TryFailure {
  kind: FailureKind;
  /** The first awaited call (else the first call) of the block: the operation whose failure is caught. */
  operation?: TSESTree.CallExpression | TSESTree.NewExpression;
}

/** Global functions that only parse or convert data synchronously: they fail on bad input, not on I/O. */
const SYNC_PARSE_FUNCTIONS = new Set([
  "decodeURIComponent",
  "decodeURI",
  "encodeURIComponent",
  "encodeURI",
  "atob",
  "btoa",
  "parseInt",
  "parseFloat",
  "Number",
  "String",
  "Boolean",
  "BigInt",
  "structuredClone",
]);
const SYNC_PARSE_METHODS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["JSON", new Set(["parse", "stringify"])],
  ["URL", new Set(["parse", "canParse"])],
  ["Number", new Set(["parseInt", "parseFloat"])],
]);
const SYNC_PARSE_CONSTRUCTORS = new Set(["URL", "URLSearchParams", "RegExp", "Date", "TextDecoder", "TextEncoder"]);
/** Constructors that do not fail on any argument a program would pass them. */
const INERT_CONSTRUCTORS = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array", "Object", "AbortController"]);

/** What a call or `new` contributes to the failure of the block around it. */
function callFailure(sourceCode: SourceCode, node: TSESTree.CallExpression | TSESTree.NewExpression): FailureKind {
  const callee = node.callee;
  if (node.type === AST_NODE_TYPES.NewExpression) {
    if (callee.type !== AST_NODE_TYPES.Identifier) return "call";
    // `throw new NotFoundError(...)` builds an error; the `throw` is the code's own decision.
    if (/(Error|Exception)$/.test(callee.name)) return "none";
    // Scope lookups last: only a built-in's name can make a `new` anything but a call.
    const builtin = INERT_CONSTRUCTORS.has(callee.name) ? "none" : SYNC_PARSE_CONSTRUCTORS.has(callee.name) ? "sync-parse" : undefined;
    return builtin && isGlobalReference(sourceCode, callee) ? builtin : "call";
  }
  if (callee.type === AST_NODE_TYPES.Identifier) {
    return SYNC_PARSE_FUNCTIONS.has(callee.name) && isGlobalReference(sourceCode, callee) ? "sync-parse" : "call";
  }
  if (callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.object.type === AST_NODE_TYPES.Identifier) {
    const object = callee.object;
    const property = (callee.property as TSESTree.Identifier).name;
    if (object.name === "console" && isGlobalReference(sourceCode, object)) return "none";
    if (SYNC_PARSE_METHODS.get(object.name)?.has(property) && isGlobalReference(sourceCode, object)) return "sync-parse";
  }
  return "call";
}

// ---------------------------------------------------------------------------------------------------
// Failure handlers.

export type FailureHandlerKind = "catch" | "promise-catch" | "promise-then";

export interface FailureHandler {
  kind: FailureHandlerKind;
  /** The `catch` clause, or the rejection callback. */
  node: TSESTree.CatchClause | FunctionLike;
  /** The statements (or, for an arrow, the expression) that run when the failure is handled. */
  body: TSESTree.BlockStatement | TSESTree.Expression;
  /** What is bound to the caught error: the catch parameter or the callback's first parameter. */
  param: TSESTree.Node | null;
  /** Catch clauses: their `try`. */
  tryStatement?: TSESTree.TryStatement;
  /** Promise handlers: the `p.catch(cb)` / `p.then(onOk, cb)` call. */
  promiseCall?: TSESTree.CallExpression;
  /** What the handled code can do. Promise handlers handle a promise: always `await`. */
  failure: TryFailure;
  /** The `return` statements that return from the handler's own path (not nested functions or catch clauses). */
  returns: TSESTree.ReturnStatement[];
  /**
   * Promise handlers: whether the value of the chain is used (awaited into a variable, returned, passed
   * on); `p.catch(() => [])` as a statement of its own discards it. Always true for catch clauses.
   */
  valueUsed: boolean;
  /** The function a `return` in the handler returns from (for a catch clause: the one around it). */
  returnsFrom?: FunctionLike;
}

export interface FailureAnalysis {
  /** The handlers of the file, in source order. */
  handlers: FailureHandler[];
  /** What the `try` block of a `try` statement can do (computed on demand, cached). */
  tryFailure(tryStatement: TSESTree.TryStatement): TryFailure;
  /** Whether a function has a `return <value>` of its own, or an expression body: it produces a value. */
  returnsValue(fn: FunctionLike): boolean;
}

const PASS_THROUGH_METHODS = new Set(["finally"]);
const PROMISE_HANDLER_METHODS = ["catch", "then"];
const CHAIN_METHODS = new Set(["then", "catch", "finally"]);

function memberName(node: TSESTree.Node): string | undefined {
  if (node.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  if (!node.computed) return node.property.type === AST_NODE_TYPES.Identifier ? node.property.name : undefined;
  return node.property.type === AST_NODE_TYPES.Literal && typeof node.property.value === "string" ? node.property.value : undefined;
}

/** Strips TypeScript-only wrappers and `ChainExpression` (parentheses are not nodes in ESTree). */
export function skipTypeWrappers(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.ChainExpression:
        current = current.expression;
        break;
      default:
        return current;
    }
  }
}

/** The promise handler that a call registers: `p.catch(cb)` or `p.then(onOk, cb)` with a function `cb`. */
function promiseHandlerOf(call: TSESTree.CallExpression): { kind: FailureHandlerKind; callback: FunctionLike } | undefined {
  const name = memberName(call.callee);
  if (name === "catch") {
    const callback = call.arguments[0];
    if (callback && isFunctionLike(callback)) return { kind: "promise-catch", callback };
  } else if (name === "then") {
    const callback = call.arguments[1];
    if (callback && isFunctionLike(callback)) return { kind: "promise-then", callback };
  }
  return undefined;
}

/** The call that produced the promise of `p.then(...).catch(cb)`: `p` without its `.then`/`.catch`/`.finally`. */
function promiseOrigin(call: TSESTree.CallExpression): TSESTree.CallExpression | TSESTree.NewExpression | undefined {
  let current: TSESTree.Node = call;
  for (;;) {
    current = skipTypeWrappers(current);
    if (current.type === AST_NODE_TYPES.AwaitExpression) {
      current = current.argument;
      continue;
    }
    if (current.type === AST_NODE_TYPES.NewExpression) return current;
    if (current.type !== AST_NODE_TYPES.CallExpression) return undefined;
    const name = memberName(current.callee);
    if (current.callee.type === AST_NODE_TYPES.MemberExpression && name && CHAIN_METHODS.has(name)) {
      current = current.callee.object;
      continue;
    }
    return current;
  }
}

/**
 * Whether the result of `x.catch(cb)` / `x.then(a, b)` can be a promise: not when the code goes on with a
 * method that promises do not have (`schema.catch(() => null).safeParse(input)`: a zod schema's fallback,
 * not a rejection handler). A promise chain goes on only with `then`, `catch` and `finally`.
 */
function mayBePromise(call: TSESTree.CallExpression): boolean {
  let current: TSESTree.Node = call;
  while (current.parent && (current.parent.type === AST_NODE_TYPES.ChainExpression || current.parent.type === AST_NODE_TYPES.TSAsExpression || current.parent.type === AST_NODE_TYPES.TSNonNullExpression || current.parent.type === AST_NODE_TYPES.TSTypeAssertion || current.parent.type === AST_NODE_TYPES.TSSatisfiesExpression)) {
    current = current.parent;
  }
  const parent = current.parent;
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== current) return true;
  const name = memberName(parent);
  return name === undefined || CHAIN_METHODS.has(name);
}

/**
 * Whether the value of a call (a promise chain, or any call) is used, rather than discarded by a statement
 * (`await notify(x);`) or `void`.
 */
export function chainValueUsed(call: TSESTree.CallExpression): boolean {
  let current: TSESTree.Node = call;
  for (;;) {
    const parent: TSESTree.Node | undefined = current.parent;
    if (!parent) return false;
    switch (parent.type) {
      case AST_NODE_TYPES.AwaitExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.ChainExpression:
        current = parent;
        continue;
      case AST_NODE_TYPES.MemberExpression: {
        // `.finally()` passes the value through; `.then(use)` consumes it.
        const name = memberName(parent);
        const next: TSESTree.Node | undefined = parent.parent;
        if (parent.object === current && name && PASS_THROUGH_METHODS.has(name) && next?.type === AST_NODE_TYPES.CallExpression && next.callee === parent) {
          current = next;
          continue;
        }
        return true;
      }
      case AST_NODE_TYPES.ExpressionStatement:
        return false;
      case AST_NODE_TYPES.UnaryExpression:
        return parent.operator !== "void";
      case AST_NODE_TYPES.SequenceExpression:
        if (parent.expressions[parent.expressions.length - 1] !== current) return false;
        current = parent;
        continue;
      default:
        return true;
    }
  }
}

interface Summary {
  rank: number;
  firstAwait?: TSESTree.CallExpression | TSESTree.NewExpression;
  firstCall?: TSESTree.CallExpression | TSESTree.NewExpression;
}

function mergeSummary(into: Summary, from: Summary): void {
  if (from.rank > into.rank) into.rank = from.rank;
  into.firstAwait ??= from.firstAwait;
  into.firstCall ??= from.firstCall;
}

function summaryFailure(summary: Summary): TryFailure {
  const kinds: FailureKind[] = ["none", "sync-parse", "call", "await"];
  const operation = summary.firstAwait ?? summary.firstCall;
  return { kind: kinds[summary.rank]!, ...(operation ? { operation } : {}) };
}

/**
 * The failure handlers of a file and what each `try` can do, computed once per file and shared by every
 * rule that asks. Handlers are found from the tokens (`catch` keywords, `catch`/`then` property names) and a
 * descent to their nodes, not by walking the whole file: only the code around a handler (its `try` block,
 * its body) is walked, iteratively, so a deeply nested file is fine.
 */
export function findFailureHandlers(sourceCode: SourceCode): FailureAnalysis {
  return cachedPerFile(sourceCode.ast, "failure-handlers", null, () => analyseFile(sourceCode));
}

function analyseFile(sourceCode: SourceCode): FailureAnalysis {
  const keys = sourceCode.visitorKeys;
  const ast = sourceCode.ast;
  const summaries = new Map<TSESTree.Node, Summary>();
  const valueReturning = new Map<FunctionLike, boolean>();
  const handlers: FailureHandler[] = [];
  const analysis: FailureAnalysis = {
    handlers,
    tryFailure: (tryStatement) => summaryFailure(summarize(tryStatement.block)),
    returnsValue,
  };

  for (const token of tokensSpelling(sourceCode, "catch")) {
    if (token.type !== "Keyword") continue;
    const clause = nodeAtOffset(ast, token.range[0], keys);
    if (clause?.type === AST_NODE_TYPES.CatchClause) handlers.push(catchHandler(clause));
  }
  for (const { call } of findMemberCalls(sourceCode, PROMISE_HANDLER_METHODS)) {
    const handler = promiseHandler(call);
    if (handler) handlers.push(handler);
  }
  handlers.sort((a, b) => a.node.range[0] - b.node.range[0]);
  return analysis;

  function catchHandler(clause: TSESTree.CatchClause): FailureHandler {
    const returnsFrom = enclosingFunctionLike(clause);
    return {
      kind: "catch",
      node: clause,
      body: clause.body,
      param: clause.param,
      tryStatement: clause.parent,
      failure: analysis.tryFailure(clause.parent),
      returns: ownReturns(clause.body),
      valueUsed: true,
      ...(returnsFrom ? { returnsFrom } : {}),
    };
  }

  function promiseHandler(call: TSESTree.CallExpression): FailureHandler | undefined {
    const found = promiseHandlerOf(call);
    if (!found || !mayBePromise(call)) return undefined;
    const origin = promiseOrigin(call);
    const callback = found.callback;
    return {
      kind: found.kind,
      node: callback,
      body: callback.body,
      param: callback.params[0] ?? null,
      promiseCall: call,
      failure: { kind: "await", ...(origin ? { operation: origin } : {}) },
      returns: callback.body.type === AST_NODE_TYPES.BlockStatement ? ownReturns(callback.body) : [],
      valueUsed: chainValueUsed(call),
      returnsFrom: callback,
    };
  }

  /** The `return`s of a handler's own path: not those of nested functions or nested catch clauses. */
  function ownReturns(body: TSESTree.BlockStatement): TSESTree.ReturnStatement[] {
    const returns: TSESTree.ReturnStatement[] = [];
    const stack: TSESTree.Node[] = [body];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.ReturnStatement) returns.push(node);
      if (node !== body && (isFunctionBoundary(node) || node.type === AST_NODE_TYPES.CatchClause)) continue;
      pushChildren(node, stack, keys);
    }
    return returns.sort((a, b) => a.range[0] - b.range[0]);
  }

  function returnsValue(fn: FunctionLike): boolean {
    if (fn.type === AST_NODE_TYPES.ArrowFunctionExpression && fn.expression) return true;
    let known = valueReturning.get(fn);
    if (known !== undefined) return known;
    known = false;
    const stack: TSESTree.Node[] = [fn.body];
    while (stack.length > 0 && !known) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.ReturnStatement && node.argument) known = true;
      else if (!isFunctionLike(node)) pushChildren(node, stack, keys);
    }
    valueReturning.set(fn, known);
    return known;
  }

  /**
   * What a subtree can do when it runs (nested functions excluded: what they do belongs to their callers),
   * in post-order. The summaries of `try` statements and their blocks are kept, so nested `try`s are walked
   * once however they are asked for.
   */
  function summarize(root: TSESTree.Node): Summary {
    const cached = summaries.get(root);
    if (cached) return cached;
    const open: Summary[] = [{ rank: 0 }];
    const children: TSESTree.Node[] = [];
    type Entry = { node: TSESTree.Node; exit: boolean };
    const stack: Entry[] = [{ node: root, exit: false }];
    while (stack.length > 0) {
      const { node, exit } = stack.pop()!;
      if (!exit) {
        if (isFunctionBoundary(node)) continue;
        const known = summaries.get(node);
        if (known) {
          mergeSummary(open[open.length - 1]!, known);
          continue;
        }
        if (LEAF_TYPES.has(node.type)) continue;
        open.push({ rank: 0 });
        stack.push({ node, exit: true });
        const start = children.length;
        pushChildren(node, children, keys);
        // `children` pops in source order: pushed onto the stack from its bottom, they pop in that order too.
        for (let index = start; index < children.length; index++) stack.push({ node: children[index]!, exit: false });
        children.length = start;
        continue;
      }
      const own = open.pop()!;
      addOwnFailure(node, own);
      if (node.type === AST_NODE_TYPES.TryStatement || (node.parent?.type === AST_NODE_TYPES.TryStatement && node.parent.block === node)) {
        summaries.set(node, own);
      }
      // Children were merged into `own` as they left; a call's own kind was set after them, and the first
      // call of a block is the first that finished (source order for siblings, inner before outer).
      mergeSummary(open[open.length - 1]!, own);
    }
    if (!summaries.has(root)) summaries.set(root, open[0]!);
    return summaries.get(root)!;
  }

  function addOwnFailure(node: TSESTree.Node, own: Summary): void {
    switch (node.type) {
      case AST_NODE_TYPES.CallExpression:
      case AST_NODE_TYPES.NewExpression: {
        const kind = callFailure(sourceCode, node);
        if (FAILURE_RANK[kind] > own.rank) own.rank = FAILURE_RANK[kind];
        // Logging and error constructors are not the operation that failed.
        if (kind !== "none") own.firstCall = node;
        break;
      }
      case AST_NODE_TYPES.TaggedTemplateExpression:
      case AST_NODE_TYPES.ImportExpression:
        own.rank = Math.max(own.rank, FAILURE_RANK.call);
        break;
      case AST_NODE_TYPES.AwaitExpression: {
        own.rank = FAILURE_RANK.await;
        const awaited = skipTypeWrappers(node.argument);
        if (awaited.type === AST_NODE_TYPES.CallExpression || awaited.type === AST_NODE_TYPES.NewExpression) {
          own.firstAwait = promiseOrigin(awaited as TSESTree.CallExpression) ?? awaited;
        }
        break;
      }
      case AST_NODE_TYPES.ForOfStatement:
        if (node.await) own.rank = FAILURE_RANK.await;
        break;
      default:
        break;
    }
  }
}

/** Nodes that cannot fail or contain anything that can: literals, names, and types. */
const LEAF_TYPES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.Identifier,
  AST_NODE_TYPES.Literal,
  AST_NODE_TYPES.ThisExpression,
  AST_NODE_TYPES.Super,
  AST_NODE_TYPES.TemplateElement,
  AST_NODE_TYPES.TSTypeAnnotation,
  AST_NODE_TYPES.TSTypeParameterDeclaration,
  AST_NODE_TYPES.TSTypeParameterInstantiation,
  AST_NODE_TYPES.TSInterfaceDeclaration,
  AST_NODE_TYPES.TSTypeAliasDeclaration,
]);

/** The nearest function around a node. */
export function enclosingFunctionLike(node: TSESTree.Node): FunctionLike | undefined {
  for (let current = node.parent; current; current = current.parent) if (isFunctionLike(current)) return current;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Statements.

/** Whether a statement never completes normally: {@link alwaysExits} of flow.ts, the one owner of the question. */
export { alwaysExits } from "./flow.js";

/** The statement list a statement stands in, and its index there. */
export function statementList(statement: TSESTree.Node): { list: readonly TSESTree.Node[]; index: number } | undefined {
  const parent = statement.parent;
  let list: readonly TSESTree.Node[] | undefined;
  if (parent?.type === AST_NODE_TYPES.BlockStatement || parent?.type === AST_NODE_TYPES.Program || parent?.type === AST_NODE_TYPES.StaticBlock) {
    list = parent.body;
  } else if (parent?.type === AST_NODE_TYPES.SwitchCase) {
    list = parent.consequent;
  }
  if (!list) return undefined;
  return { list, index: list.indexOf(statement) };
}

// ---------------------------------------------------------------------------------------------------
// Values.

export type ValueShape =
  /** Looks like a genuine empty result: `[]`, `{}`, `""`, `new Map()`, `{ orders: [], total: 0 }`, `{ ...EMPTY_PAGE }`. */
  | { kind: "empty"; node: TSESTree.Node; origin?: ValueOrigin }
  /** `null`, `undefined`, `void 0`. */
  | { kind: "nullish"; node: TSESTree.Node }
  | { kind: "false"; node: TSESTree.Node }
  /** Carries an error signal: the value says it is an error. */
  | { kind: "error-signal"; node: TSESTree.Node; signal: ErrorSignalSpecifier }
  | { kind: "other"; node: TSESTree.Node };

/** Where a named empty value was defined: the `const` (or factory) it came from. */
export interface ValueOrigin {
  name: string;
  /** The source text of the definition's value. */
  text: string;
  line: number;
  /** The file, when it is another module (resolved through the type checker). */
  file?: string;
}

/** What a resolver from outside the file (the type checker) knows about a name or a factory call. */
export type ExternalShape =
  | { kind: "empty"; payload: boolean; origin: ValueOrigin }
  | { kind: "neutral" }
  | { kind: "error-signal"; signal: ErrorSignalSpecifier }
  | { kind: "other" };

/**
 * Resolves what the file cannot: an imported name (`EMPTY_PAGE`) or a call of an imported zero-argument
 * factory (`emptyPage()`). `top` says whether the value is the whole result (so its error signals count).
 */
export type ExternalResolver = (node: TSESTree.Identifier | TSESTree.CallExpression, top: boolean) => ExternalShape | undefined;

export interface ValueOptions {
  signals: readonly ErrorSignalSpecifier[];
  resolveExternal?: ExternalResolver;
}

/** How many nodes one classification may look at; real empty values are a handful. */
const MAX_VALUE_NODES = 2_000;

const EMPTY_CONSTRUCTORS = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array"]);
const MUTATING_METHODS = new Set(["push", "unshift", "splice", "set", "add", "append", "fill", "copyWithin"]);

/** `null`, the global `undefined`, or `void x`. */
export function isNullish(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Literal && node.value === null && !("regex" in node) && !("bigint" in node)) return true;
  if (node.type === AST_NODE_TYPES.Identifier && node.name === "undefined") return isGlobalReference(sourceCode, node);
  return node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "void";
}

/** `Object.freeze(x)` and `Promise.resolve(x)` are `x` for this analysis; TypeScript wrappers are skipped. */
function unwrapValue(sourceCode: SourceCode, node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    current = skipTypeWrappers(current);
    if (
      current.type === AST_NODE_TYPES.CallExpression &&
      current.arguments.length === 1 &&
      current.arguments[0]!.type !== AST_NODE_TYPES.SpreadElement &&
      current.callee.type === AST_NODE_TYPES.MemberExpression &&
      current.callee.object.type === AST_NODE_TYPES.Identifier
    ) {
      const object = current.callee.object;
      const method = memberName(current.callee);
      if (
        ((object.name === "Object" && method === "freeze") || (object.name === "Promise" && method === "resolve")) &&
        isGlobalReference(sourceCode, object)
      ) {
        current = current.arguments[0]!;
        continue;
      }
    }
    return current;
  }
}

function propertyKeyName(property: TSESTree.Property): string | undefined {
  if (!property.computed && property.key.type === AST_NODE_TYPES.Identifier) return property.key.name;
  if (property.key.type === AST_NODE_TYPES.Literal && (typeof property.key.value === "string" || typeof property.key.value === "number")) {
    return String(property.key.value);
  }
  return undefined;
}

/**
 * Whether a property value sets an error signal: with a `value`, exactly that literal; without one, any
 * value but a literal `null`, `undefined` or `false` (`{ items, error: null }` says there is no error).
 */
function signalMatches(sourceCode: SourceCode, signal: ErrorSignalSpecifier, value: TSESTree.Node): boolean {
  const node = skipTypeWrappers(value);
  if (signal.value === undefined) {
    if (isNullish(sourceCode, node)) return false;
    return !(node.type === AST_NODE_TYPES.Literal && node.value === false);
  }
  return node.type === AST_NODE_TYPES.Literal && node.value === signal.value;
}

/** A `const` (or never reassigned `let`) that the file declares with a value and never mutates. */
function constantInitializer(sourceCode: SourceCode, identifier: TSESTree.Identifier): { variable: TSESLint.Scope.Variable; init: TSESTree.Expression } | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const def = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || def?.type !== "Variable") return undefined;
  const declarator = def.node;
  if (!declarator.init || declarator.id.type !== AST_NODE_TYPES.Identifier) return undefined;
  if (def.parent.kind !== "const") {
    if (variable.references.some((reference) => reference.isWrite() && !reference.init)) return undefined;
  }
  if (variable.references.some((reference) => isMutation(reference.identifier as TSESTree.Node))) return undefined;
  return { variable, init: declarator.init };
}

/**
 * Whether a use of a variable changes its content: `x.a = 1`, `x.items.push(y)`, `delete x.a`,
 * `x.n++`, `Object.assign(x, y)`.
 */
export function isMutation(identifier: TSESTree.Node): boolean {
  let current: TSESTree.Node = identifier;
  let member = false;
  while (current.parent?.type === AST_NODE_TYPES.MemberExpression && current.parent.object === current) {
    current = current.parent;
    member = true;
  }
  const parent = current.parent;
  if (!parent) return false;
  if (member) {
    if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === current) return true;
    if (parent.type === AST_NODE_TYPES.UpdateExpression) return true;
    if (parent.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "delete") return true;
    if (parent.type === AST_NODE_TYPES.CallExpression && parent.callee === current) {
      const name = memberName(current);
      return !!name && MUTATING_METHODS.has(name);
    }
    return false;
  }
  return (
    parent.type === AST_NODE_TYPES.CallExpression &&
    parent.arguments[0] === current &&
    parent.callee.type === AST_NODE_TYPES.MemberExpression &&
    parent.callee.object.type === AST_NODE_TYPES.Identifier &&
    parent.callee.object.name === "Object" &&
    memberName(parent.callee) === "assign"
  );
}

/** The value a local zero-argument factory returns: `const emptyPage = () => ({ orders: [], total: 0 })`. */
function localFactoryResult(sourceCode: SourceCode, call: TSESTree.CallExpression): { name: string; node: TSESTree.Node; value: TSESTree.Expression } | undefined {
  if (call.arguments.length > 0 || call.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = findVariableOf(sourceCode, call.callee);
  const def = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || !def) return undefined;
  let fn: TSESTree.Node | undefined;
  if (def.type === "FunctionName") fn = def.node;
  else if (def.type === "Variable" && def.parent.kind === "const" && def.node.init) fn = def.node.init;
  if (!fn || !isFunctionLike(fn) || fn.params.length > 0 || fn.async || fn.generator) return undefined;
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return { name: call.callee.name, node: fn, value: fn.body };
  const [only, ...rest] = fn.body.body;
  if (rest.length > 0 || only?.type !== AST_NODE_TYPES.ReturnStatement || !only.argument) return undefined;
  return { name: call.callee.name, node: fn, value: only.argument };
}

/** Whether an identifier is bound by an import (only the checker can see what it is). */
function isImportBinding(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const variable = findVariableOf(sourceCode, identifier);
  return variable?.defs[0]?.type === "ImportBinding";
}

function lineText(sourceCode: SourceCode, node: TSESTree.Node): string {
  return compactText(sourceCode.getText(node));
}

/** Source text on one line, shortened for a message. */
export function compactText(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, " ").replace(/\{ \}/g, "{}").replace(/\[ \]/g, "[]");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The error signal a value carries, if any: a property of the object literal itself (or of an object it
 * spreads, or of the constant it names) that matches `settings.errorSignals`.
 */
export function errorSignalOf(sourceCode: SourceCode, node: TSESTree.Node, options: ValueOptions): ErrorSignalSpecifier | undefined {
  if (options.signals.length === 0) return undefined;
  const seen = new Set<TSESTree.Node>();
  const stack: TSESTree.Node[] = [node];
  let budget = MAX_VALUE_NODES;
  while (stack.length > 0 && budget-- > 0) {
    const current = unwrapValue(sourceCode, stack.pop()!);
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.type === AST_NODE_TYPES.ObjectExpression) {
      for (const property of current.properties) {
        if (property.type === AST_NODE_TYPES.SpreadElement) {
          stack.push(property.argument);
          continue;
        }
        const name = propertyKeyName(property);
        const signal = name === undefined ? undefined : options.signals.find((candidate) => candidate.property === name && signalMatches(sourceCode, candidate, property.value));
        if (signal) return signal;
      }
    } else if (current.type === AST_NODE_TYPES.Identifier) {
      const constant = constantInitializer(sourceCode, current);
      if (constant) stack.push(constant.init);
      else if (options.resolveExternal && isImportBinding(sourceCode, current)) {
        const external = options.resolveExternal(current, true);
        if (external?.kind === "error-signal") return external.signal;
      }
    } else if (current.type === AST_NODE_TYPES.CallExpression) {
      const factory = localFactoryResult(sourceCode, current);
      if (factory) stack.push(factory.value);
      else if (options.resolveExternal && current.callee.type === AST_NODE_TYPES.Identifier && isImportBinding(sourceCode, current.callee)) {
        const external = options.resolveExternal(current, true);
        if (external?.kind === "error-signal") return external.signal;
      }
    }
  }
  return undefined;
}

/**
 * What a value looks like to whoever receives it. Empty-looking: `[]`, `{}`, `""`, `new Map()`,
 * `new Set()`, object literals made only of such values, zeros, booleans and `null` with at least one
 * empty part (`{ orders: [], total: 0 }`, `{ ok: true, data: [] }`), spreads of those, and names of
 * never-mutated constants and calls of zero-argument factories that produce them. A bare `0` or
 * `false` is not empty-looking (`false` is its own kind); an error signal wins over everything.
 */
export function classifyValue(sourceCode: SourceCode, node: TSESTree.Node, options: ValueOptions): ValueShape {
  const root = unwrapValue(sourceCode, node);
  if (isNullish(sourceCode, root)) return { kind: "nullish", node };
  if (root.type === AST_NODE_TYPES.Literal && root.value === false) return { kind: "false", node };
  const signal = errorSignalOf(sourceCode, root, options);
  if (signal) return { kind: "error-signal", node, signal };

  let payload = false;
  let origin: ValueOrigin | undefined;
  const seen = new Set<TSESTree.Node>();
  const stack: { node: TSESTree.Node; top: boolean }[] = [{ node: root, top: true }];
  let budget = MAX_VALUE_NODES;
  while (stack.length > 0) {
    if (budget-- <= 0) return { kind: "other", node };
    const entry = stack.pop()!;
    const current = unwrapValue(sourceCode, entry.node);
    const { top } = entry;
    switch (current.type) {
      case AST_NODE_TYPES.ArrayExpression:
        for (const element of current.elements) {
          if (element?.type !== AST_NODE_TYPES.SpreadElement) return { kind: "other", node };
          stack.push({ node: element.argument, top: false });
        }
        if (current.elements.length === 0) payload = true;
        break;
      case AST_NODE_TYPES.ObjectExpression:
        for (const property of current.properties) {
          if (property.type === AST_NODE_TYPES.SpreadElement) {
            stack.push({ node: property.argument, top });
            continue;
          }
          if (property.kind !== "init" || property.method || propertyKeyName(property) === undefined) return { kind: "other", node };
          stack.push({ node: property.value, top: false });
        }
        if (current.properties.length === 0) payload = true;
        break;
      case AST_NODE_TYPES.Literal:
        if (current.value === "") payload = true;
        else if (top) return { kind: "other", node };
        else if (current.value === 0 && typeof current.value === "number") payload = true;
        else if (!(typeof current.value === "boolean" || (current.value === null && !("regex" in current) && !("bigint" in current)))) {
          return { kind: "other", node };
        }
        break;
      case AST_NODE_TYPES.TemplateLiteral:
        if (current.expressions.length > 0 || current.quasis.some((quasi) => quasi.value.cooked !== "")) return { kind: "other", node };
        payload = true;
        break;
      case AST_NODE_TYPES.UnaryExpression:
        if (top || current.operator !== "void") return { kind: "other", node };
        break;
      case AST_NODE_TYPES.NewExpression: {
        const callee = current.callee;
        if (callee.type !== AST_NODE_TYPES.Identifier || !EMPTY_CONSTRUCTORS.has(callee.name) || !isGlobalReference(sourceCode, callee)) {
          return { kind: "other", node };
        }
        const [argument, ...more] = current.arguments;
        if (more.length > 0) return { kind: "other", node };
        if (argument) {
          const inner = unwrapValue(sourceCode, argument);
          if (callee.name === "Array" || inner.type !== AST_NODE_TYPES.ArrayExpression || inner.elements.length > 0) return { kind: "other", node };
        }
        payload = true;
        break;
      }
      case AST_NODE_TYPES.Identifier: {
        if (current.name === "undefined" && isGlobalReference(sourceCode, current)) {
          if (top) return { kind: "other", node };
          break;
        }
        const constant = constantInitializer(sourceCode, current);
        if (constant) {
          if (seen.has(constant.init)) return { kind: "other", node };
          seen.add(constant.init);
          origin ??= { name: current.name, text: lineText(sourceCode, constant.init), line: constant.init.loc.start.line };
          stack.push({ node: constant.init, top });
          break;
        }
        const external = options.resolveExternal && isImportBinding(sourceCode, current) ? options.resolveExternal(current, top) : undefined;
        if (!external || external.kind === "other" || external.kind === "error-signal") return { kind: "other", node };
        if (external.kind === "empty") {
          payload ||= external.payload;
          origin ??= external.origin;
        }
        break;
      }
      case AST_NODE_TYPES.CallExpression: {
        const factory = localFactoryResult(sourceCode, current);
        if (factory) {
          if (seen.has(factory.node)) return { kind: "other", node };
          seen.add(factory.node);
          origin ??= { name: `${factory.name}()`, text: lineText(sourceCode, factory.value), line: factory.value.loc.start.line };
          stack.push({ node: factory.value, top });
          break;
        }
        const external =
          options.resolveExternal && current.arguments.length === 0 && current.callee.type === AST_NODE_TYPES.Identifier && isImportBinding(sourceCode, current.callee)
            ? options.resolveExternal(current, top)
            : undefined;
        if (external?.kind !== "empty") return { kind: "other", node };
        payload ||= external.payload;
        origin ??= external.origin;
        break;
      }
      default:
        return { kind: "other", node };
    }
  }
  if (!payload) return { kind: "other", node };
  return origin ? { kind: "empty", node, origin } : { kind: "empty", node };
}

// ---------------------------------------------------------------------------------------------------
// The accumulator pattern: `const out = {}; try { ...fill out... } catch (e) { log(e) } return out;`

export interface Accumulator {
  variable: TSESLint.Scope.Variable;
  declarator: TSESTree.VariableDeclarator;
  /** The empty value it starts with. */
  init: TSESTree.Expression;
}

/**
 * Whether `identifier` names a variable that was initialised empty before `tryStatement`, in the same
 * statement list, and is filled (assigned, mutated, or handed to a call) only inside the `try` block:
 * after a caught failure it still holds its empty start value, or a part-filled one.
 */
export function isAccumulator(
  sourceCode: SourceCode,
  identifier: TSESTree.Identifier,
  tryStatement: TSESTree.TryStatement,
  options: ValueOptions,
): Accumulator | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const def = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || def?.type !== "Variable" || !def.node.init) return undefined;
  const declaration = def.parent;
  const place = statementList(tryStatement);
  if (!place || declaration.parent !== tryStatement.parent || place.list.indexOf(declaration) >= place.index || place.list.indexOf(declaration) < 0) return undefined;
  if (classifyValue(sourceCode, def.node.init, options).kind !== "empty") return undefined;
  const [blockStart, blockEnd] = tryStatement.block.range;
  let filled = false;
  for (const reference of variable.references) {
    if (reference.init) continue;
    const id = reference.identifier as TSESTree.Node;
    const fills =
      reference.isWrite() ||
      isMutation(id) ||
      (id.parent?.type === AST_NODE_TYPES.CallExpression && id.parent.arguments.includes(id as TSESTree.Expression)) ||
      (id.parent?.type === AST_NODE_TYPES.SpreadElement && id.parent.parent?.type === AST_NODE_TYPES.CallExpression);
    if (!fills) continue;
    if (id.range[0] < blockStart || id.range[1] > blockEnd) return undefined;
    filled = true;
  }
  return filled ? { variable, declarator: def.node, init: def.node.init } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Names for messages and fixes.

/** Call names that say nothing about which operation failed. */
const GENERIC_CALLS = new Set(["all", "allSettled", "race", "any", "then", "json", "text", "resolve", "from", "arrayBuffer", "blob"]);
/**
 * A short name for the operation a call performs, with its receiver when it has a name
 * (`fetchOrders`, `apiService.listIssues`, `orders.list`, `JSON.parse`), or undefined.
 */
export function operationName(call: TSESTree.CallExpression | TSESTree.NewExpression | undefined): string | undefined {
  if (!call) return undefined;
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === AST_NODE_TYPES.Identifier) return GENERIC_CALLS.has(callee.name) ? undefined : callee.name;
  const name = memberName(callee);
  if (!name || GENERIC_CALLS.has(name) || callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const object = skipTypeWrappers(callee.object);
  const objectName = object.type === AST_NODE_TYPES.Identifier ? object.name : memberName(object);
  return objectName ? `${objectName}.${name}` : name;
}

/** The name of a function for messages: its own, or that of the variable, property or method it is. */
export function functionName(fn: FunctionLike | undefined): string | undefined {
  if (!fn) return undefined;
  if (fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.Identifier) return parent.id.name;
  if ((parent?.type === AST_NODE_TYPES.Property || parent?.type === AST_NODE_TYPES.MethodDefinition || parent?.type === AST_NODE_TYPES.PropertyDefinition) && !parent.computed) {
    return parent.key.type === AST_NODE_TYPES.Identifier ? parent.key.name : undefined;
  }
  return undefined;
}

/**
 * The text of the configured error result for `<operation> failed` (Sentry's MCP server's `{ error }`, the `toolError:v1` convention's
 * `toolError:v1`, the `{ ok, error, errorType }` convention's `{ ok: false, error, errorType }`), with the file's quote character.
 */
export function errorResponseText(style: ErrorResponseStyle, operation: string, quote: '"' | "'" = '"'): string {
  const q = (text: string): string => `${quote}${text.replace(/[\\'"]/g, (c) => (c === quote || c === "\\" ? `\\${c}` : c))}${quote}`;
  const message = q(`${operation} failed`);
  switch (style) {
    case "tool-error-v1":
      return `{ kind: ${q("toolError:v1")}, code: ${q("UNKNOWN_ERROR")}, message: ${message}, retryable: false }`;
    case "ok-false":
      return `{ ok: false, error: ${message}, errorType: ${q("execution")} }`;
    default:
      return `{ error: ${message} }`;
  }
}

/** The quote character the file's first string literal uses (double quotes when it has none). */
export function preferredQuote(sourceCode: SourceCode): '"' | "'" {
  return cachedPerFile(sourceCode.ast, "preferred-quote", null, () => {
    for (const token of sourceCode.ast.tokens ?? []) {
      if (token.type === "String") return token.value.startsWith("'") ? "'" : '"';
    }
    return '"';
  });
}

// ---------------------------------------------------------------------------------------------------
// With types: values defined in other modules.

/** How deep constants that name constants are followed across modules. */
const MAX_EXTERNAL_DEPTH = 16;

/**
 * A resolver for {@link classifyValue} that follows imports through the type checker to the `const` (or
 * zero-argument factory) they name in another module and looks at its initializer there:
 * `import { EMPTY_PAGE } from "./pagination.js"` where `EMPTY_PAGE: OrderPage = { orders: [], total: 0 }`.
 */
export function typedValueResolver(services: ParserServicesWithTypeInformation, signals: readonly ErrorSignalSpecifier[]): ExternalResolver {
  const checker = services.program.getTypeChecker();
  const cwd = services.program.getCurrentDirectory();
  return (node, top) => {
    const target = node.type === AST_NODE_TYPES.CallExpression ? node.callee : node;
    const tsNode = services.esTreeNodeToTSNodeMap.get(target);
    const declared = declaredValue(checker, tsNode, node.type === AST_NODE_TYPES.CallExpression);
    if (!declared) return undefined;
    const shape = classifyTsValue(checker, declared.value, top, signals);
    if (shape.kind !== "empty") return shape;
    const file = declared.value.getSourceFile();
    const position = file.getLineAndCharacterOfPosition(declared.value.getStart());
    const relative = file.fileName.startsWith(cwd) ? file.fileName.slice(cwd.length).replace(/^\/+/, "") : file.fileName;
    return {
      ...shape,
      origin: {
        name: node.type === AST_NODE_TYPES.CallExpression ? `${declared.name}()` : declared.name,
        text: compactText(declared.value.getText()),
        line: position.line + 1,
        file: relative,
      },
    };
  };
}

/** The initializer of the `const` a name resolves to, or the returned value of the zero-argument factory it calls. */
function declaredValue(checker: ts.TypeChecker, node: ts.Node, call: boolean): { name: string; value: ts.Expression } | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!symbol || !declaration) return undefined;
  if (!call) {
    if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
    if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return undefined;
    return { name: symbol.getName(), value: declaration.initializer };
  }
  let fn: ts.Node | undefined = declaration;
  if (ts.isVariableDeclaration(declaration)) {
    if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return undefined;
    fn = declaration.initializer;
  }
  while (fn && (ts.isParenthesizedExpression(fn) || ts.isAsExpression(fn) || ts.isSatisfiesExpression(fn))) fn = fn.expression;
  if (!fn || !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || fn.parameters.length > 0 || !fn.body) return undefined;
  if (fn.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword) || fn.asteriskToken) return undefined;
  if (!ts.isBlock(fn.body)) return { name: symbol.getName(), value: fn.body };
  const [only, ...rest] = fn.body.statements;
  if (rest.length > 0 || !only || !ts.isReturnStatement(only) || !only.expression) return undefined;
  return { name: symbol.getName(), value: only.expression };
}

function unwrapTs(node: ts.Expression): ts.Expression {
  let current = node;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current) || ts.isTypeAssertionExpression(current)) {
      current = current.expression;
      continue;
    }
    if (
      ts.isCallExpression(current) &&
      current.arguments.length === 1 &&
      ts.isPropertyAccessExpression(current.expression) &&
      ts.isIdentifier(current.expression.expression) &&
      ((current.expression.expression.text === "Object" && current.expression.name.text === "freeze") ||
        (current.expression.expression.text === "Promise" && current.expression.name.text === "resolve"))
    ) {
      current = current.arguments[0]!;
      continue;
    }
    return current;
  }
}

function tsPropertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}

function tsSignalMatches(signal: ErrorSignalSpecifier, value: ts.Expression): boolean {
  const node = unwrapTs(value);
  const literal =
    node.kind === ts.SyntaxKind.TrueKeyword
      ? true
      : node.kind === ts.SyntaxKind.FalseKeyword
        ? false
        : node.kind === ts.SyntaxKind.NullKeyword
          ? null
          : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
            ? node.text
            : ts.isNumericLiteral(node)
              ? Number(node.text)
              : ts.isIdentifier(node) && node.text === "undefined"
                ? undefined
                : node;
  if (signal.value === undefined) return !(literal === null || literal === undefined || literal === false);
  return literal === signal.value;
}

/** {@link classifyValue}'s rules over TypeScript nodes of another module, names resolved by the checker. */
function classifyTsValue(checker: ts.TypeChecker, value: ts.Expression, top: boolean, signals: readonly ErrorSignalSpecifier[]): ExternalShape {
  let payload = false;
  const seen = new Set<ts.Node>();
  const stack: { node: ts.Expression; top: boolean; depth: number }[] = [{ node: value, top, depth: 0 }];
  let budget = MAX_VALUE_NODES;
  let sawSignal: ErrorSignalSpecifier | undefined;
  let other = false;
  while (stack.length > 0 && budget-- > 0) {
    const entry = stack.pop()!;
    const node = unwrapTs(entry.node);
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) {
        if (ts.isSpreadElement(element)) stack.push({ node: element.expression, top: false, depth: entry.depth });
        else other = true;
      }
      if (node.elements.length === 0) payload = true;
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) {
          stack.push({ node: property.expression, top: entry.top, depth: entry.depth });
        } else if (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) {
          const name = tsPropertyName(property.name);
          const propertyValue = ts.isPropertyAssignment(property) ? property.initializer : property.name;
          if (entry.top && name !== undefined) {
            const signal = signals.find((candidate) => candidate.property === name && tsSignalMatches(candidate, propertyValue));
            if (signal) sawSignal ??= signal;
          }
          if (name === undefined) other = true;
          else stack.push({ node: propertyValue, top: false, depth: entry.depth });
        } else {
          other = true;
        }
      }
      if (node.properties.length === 0) payload = true;
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (node.text === "") payload = true;
      else other = true;
    } else if (ts.isNumericLiteral(node)) {
      if (!entry.top && Number(node.text) === 0) payload = true;
      else other = true;
    } else if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) {
      if (entry.top) other = true;
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && EMPTY_CONSTRUCTORS.has(node.expression.text)) {
      const args = node.arguments ?? [];
      const [first] = args;
      if (args.length > 1 || (first && (node.expression.text === "Array" || !ts.isArrayLiteralExpression(unwrapTs(first)) || (unwrapTs(first) as ts.ArrayLiteralExpression).elements.length > 0))) {
        other = true;
      } else {
        payload = true;
      }
    } else if (ts.isIdentifier(node) && node.text === "undefined") {
      if (entry.top) other = true;
    } else if (ts.isIdentifier(node) && entry.depth < MAX_EXTERNAL_DEPTH) {
      const declared = declaredValue(checker, node, false);
      if (!declared || seen.has(declared.value)) other = true;
      else {
        seen.add(declared.value);
        stack.push({ node: declared.value, top: entry.top, depth: entry.depth + 1 });
      }
    } else if (ts.isCallExpression(node) && node.arguments.length === 0 && entry.depth < MAX_EXTERNAL_DEPTH) {
      const declared = declaredValue(checker, node.expression, true);
      if (!declared || seen.has(declared.value)) other = true;
      else {
        seen.add(declared.value);
        stack.push({ node: declared.value, top: entry.top, depth: entry.depth + 1 });
      }
    } else {
      other = true;
    }
    if (sawSignal) return { kind: "error-signal", signal: sawSignal };
  }
  if (stack.length > 0 || other) return { kind: "other" };
  // A member that is only a flag or `null` is neutral: it neither makes the value empty nor non-empty.
  if (!payload) return top ? { kind: "other" } : { kind: "neutral" };
  return { kind: "empty", payload, origin: { name: "", text: "", line: 0 } };
}
