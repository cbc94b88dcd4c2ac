/**
 * Failure handlers: every `catch` clause and promise rejection handler (`.catch(cb)`, `.then(onOk, onFail)`)
 * of a file, with what its `try` (or promise) can do (await, call, only parse synchronously, nothing) and the
 * `return`s that belong to the handler itself, found in one linear pass per file and shared through
 * {@link cachedPerFile}; and the names of the failing operation and of functions, for messages and fixes.
 * What the values they hand back look like is ./empty-values.ts's question.
 *
 * Everything iterates with explicit stacks or caps its recursion: deep input cannot overflow the stack.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { DEFAULT_SETTINGS, type AgentErrorsSettings } from "../settings.js";
import { containsOwn, enclosingFunction, functionName, isFunctionNode, isPropertyName, memberName, nodeAtOffset, outermostWrapper, pushChildren, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { PROMISE_METHODS } from "./promise.js";
import { cachedPerFile } from "./file-cache.js";
import { findMemberCalls, tokensSpelling } from "./by-name.js";
import { constInitializer, findVariableOf, namesAnyOf } from "../scope.js";
import { resolveCallee, resolveFunction } from "./functions.js";
import { isFsPromiseCall } from "./local-files.js";
import { returnedExpressions } from "./returns.js";
import { logCalls } from "./log-calls.js";
import { calledInOtherModule, isRelative } from "./relative-imports.js";
import { bindingOfIdentifier, isNodeLocalModuleFunction } from "./module-bindings.js";
import { QUOTE_FREE_GLOBALS, QUOTE_FREE_METHODS, QUOTE_FREE_STATIC_METHODS } from "./builtins.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Nodes that end the flow of a value or of a failure: code inside them does not run where they stand. */
function isFunctionBoundary(node: TSESTree.Node): boolean {
  return (
    isFunctionNode(node) ||
    node.type === AST_NODE_TYPES.TSDeclareFunction ||
    node.type === AST_NODE_TYPES.TSEmptyBodyFunctionExpression
  );
}

/** `console.error`, `console.log`: a method of the global `console` (it writes; what it is given is not quoted in an error). */
export function isConsoleCallee(sourceCode: SourceCode, callee: TSESTree.Node): boolean {
  return callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "console" && isGlobalReference(sourceCode, callee.object);
}

/** `JSON.stringify` of the global `JSON`. */
export function isJsonStringify(sourceCode: SourceCode, callee: TSESTree.Node): boolean {
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    memberName(callee) === "stringify" &&
    callee.object.type === AST_NODE_TYPES.Identifier &&
    callee.object.name === "JSON" &&
    isGlobalReference(sourceCode, callee.object)
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
  /**
   * For an `await`: whether one of the awaits can reject with text from outside. Awaiting Node's file-system
   * promises fails (a missing file is a failure) with Node's text about a path, as the synchronous calls do.
   */
  outsideText?: boolean;
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
/** Static methods of the globals that fail on no argument: type tests. */
const INERT_STATIC_METHODS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Array", new Set(["isArray"])],
  ["Number", new Set(["isFinite", "isInteger", "isNaN", "isSafeInteger"])],
  ["Object", new Set(["is"])],
]);
const SYNC_PARSE_CONSTRUCTORS = new Set(["URL", "URLSearchParams", "RegExp", "Date", "TextDecoder", "TextEncoder"]);
/** Constructors that do not fail on any argument a program would pass them. */
const INERT_CONSTRUCTORS = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array", "Object", "AbortController"]);

/**
 * A call of a built-in that cannot throw what it is handed on (see {@link QUOTE_FREE_METHODS}): a method of that name
 * on a value the file's functions do not define (the caller resolves those first), a global conversion, or a
 * static method of a global object; no argument is a function.
 */
export function isQuoteFreeBuiltinCall(sourceCode: SourceCode, call: TSESTree.CallExpression): boolean {
  if (call.arguments.some((argument) => isFunctionNode(argument))) return false;
  const callee = unwrapCastsAndChains(call.callee);
  if (callee.type === AST_NODE_TYPES.Identifier) return QUOTE_FREE_GLOBALS.has(callee.name) && isGlobalReference(sourceCode, callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const name = memberName(callee);
  if (!name) return false;
  const object = unwrapCastsAndChains(callee.object);
  if (object.type === AST_NODE_TYPES.Identifier && QUOTE_FREE_STATIC_METHODS.has(object.name) && isGlobalReference(sourceCode, object)) return QUOTE_FREE_STATIC_METHODS.get(object.name)!.has(name);
  // A URL's query (`searchUrl.searchParams.append("ne_lat", coords.ne_lat)`, or a `new URLSearchParams()` of the
  // file): it takes any text and throws none of it.
  if (SEARCH_PARAMS_METHODS.has(name) && isSearchParams(sourceCode, object)) return true;
  return QUOTE_FREE_METHODS.has(name);
}

const SEARCH_PARAMS_METHODS: ReadonlySet<string> = new Set(["append", "set", "delete", "has", "get", "getAll", "sort"]);

/**
 * A predicate of a package (`axios.isAxiosError(error)`, `isAxiosError(error)` imported from `axios`, tsc's
 * `axios_1.default.isAxiosError(error)`): a type guard answers true or false, and throws no text quoting what it
 * tests. Only a package's (a bare specifier): a project's own `isX` is read by its body.
 */
export function isPackagePredicateCall(sourceCode: SourceCode, call: TSESTree.CallExpression): boolean {
  const callee = unwrapCastsAndChains(call.callee);
  let root: TSESTree.Node = callee;
  while (root.type === AST_NODE_TYPES.MemberExpression) root = unwrapCastsAndChains(root.object);
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const binding = bindingOfIdentifier(sourceCode, root);
  if (!binding || isRelative(binding.source) || binding.source.startsWith("/")) return false;
  const name = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : binding.kind === "named" ? binding.imported : undefined;
  return !!name && PREDICATE_NAME.test(name);
}

const PREDICATE_NAME = /^is[A-Z]/;

/** `url.searchParams`, or a `const` made by `new URLSearchParams(...)` (the global's). */
function isSearchParams(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.MemberExpression) return memberName(node) === "searchParams";
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const init = constInitializer(sourceCode, node);
  const made = init && unwrapCastsAndChains(init);
  return made?.type === AST_NODE_TYPES.NewExpression && made.callee.type === AST_NODE_TYPES.Identifier && made.callee.name === "URLSearchParams" && isGlobalReference(sourceCode, made.callee);
}

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
    if (isConsoleCallee(sourceCode, callee)) return "none";
    if (INERT_STATIC_METHODS.get(object.name)?.has(property) && isGlobalReference(sourceCode, object)) return "none";
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
  node: TSESTree.CatchClause | FunctionNode;
  /** The statements (or, for an arrow, the expression) that run when the failure is handled. */
  body: TSESTree.BlockStatement | TSESTree.Expression;
  /** What is bound to the caught error: the catch parameter or the callback's first parameter. */
  param: TSESTree.Node | null;
  /** Catch clauses: their `try`. */
  tryStatement?: TSESTree.TryStatement;
  /** Promise handlers: the `p.catch(cb)` / `p.then(onOk, cb)` call. */
  promiseCall?: TSESTree.CallExpression;
  /** What the handled code can do (catch clauses: worked out on first read). Promise handlers handle a promise: always `await`. */
  readonly failure: TryFailure;
  /** The `return` statements that return from the handler's own path (not nested functions or catch clauses). */
  returns: TSESTree.ReturnStatement[];
  /**
   * Promise handlers: whether the value of the chain is used (awaited into a variable, returned, passed
   * on); `p.catch(() => [])` as a statement of its own discards it. Always true for catch clauses.
   */
  valueUsed: boolean;
  /** The function a `return` in the handler returns from (for a catch clause: the one around it). */
  returnsFrom?: FunctionNode;
}

export interface FailureAnalysis {
  /** The handlers of the file, in source order. */
  readonly handlers: FailureHandler[];
  /** What the `try` block of a `try` statement can do (computed on demand, cached). */
  tryFailure(tryStatement: TSESTree.TryStatement): TryFailure;
  /** Whether a function has a `return <value>` of its own, or an expression body: it produces a value. */
  returnsValue(fn: FunctionNode): boolean;
  /**
   * Whether awaiting a call of a function of this file can only fail as its body can: it catches its own
   * failures and returns plain values (`fetchProjectDetails(id)` returning `{ error: "..." }` from its `catch`).
   */
  settles(fn: FunctionNode): boolean;
  /**
   * Whether nothing a function throws, or a function it calls throws, can leave it: no `throw` of its own
   * leaves it, and its calls are loggers, built-ins that cannot fail, or functions read the same way.
   */
  letsNoThrowOut(fn: FunctionNode): boolean;
  /** Whether every value a function returns is a plain one (an object, an array, a literal, a template, awaited). */
  returnsOnlyPlain(fn: FunctionNode): boolean;
  /**
   * Whether awaiting a call of a function can only reject with local text: every `await` of its body is of Node's
   * file-system promises or of a function read the same way (of the file, or of another module as the reading
   * allows, a few levels deep), and it returns no promise but those (`return await fs.readFile(path)`).
   */
  awaitsLocally(fn: FunctionNode): boolean;
}

const PASS_THROUGH_METHODS = new Set(["finally"]);
const PROMISE_HANDLER_METHODS = ["catch", "then"];

/** The promise handler that a call registers: `p.catch(cb)` or `p.then(onOk, cb)` with a function `cb`. */
function promiseHandlerOf(call: TSESTree.CallExpression): { kind: FailureHandlerKind; callback: FunctionNode } | undefined {
  const name = memberName(call.callee);
  if (name === "catch") {
    const callback = call.arguments[0];
    if (callback && isFunctionNode(callback)) return { kind: "promise-catch", callback };
  } else if (name === "then") {
    const callback = call.arguments[1];
    if (callback && isFunctionNode(callback)) return { kind: "promise-then", callback };
  }
  return undefined;
}

/** The call that produced the promise of `p.then(...).catch(cb)`: `p` without its `.then`/`.catch`/`.finally`. */
function promiseOrigin(call: TSESTree.CallExpression): TSESTree.CallExpression | TSESTree.NewExpression | undefined {
  let current: TSESTree.Node = call;
  for (;;) {
    current = unwrapCastsAndChains(current);
    if (current.type === AST_NODE_TYPES.AwaitExpression) {
      current = current.argument;
      continue;
    }
    if (current.type === AST_NODE_TYPES.NewExpression) return current;
    if (current.type !== AST_NODE_TYPES.CallExpression) return undefined;
    const name = memberName(current.callee);
    if (current.callee.type === AST_NODE_TYPES.MemberExpression && name && PROMISE_METHODS.has(name)) {
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
  const current = outermostWrapper(call);
  const parent = current.parent;
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== current) return true;
  const name = memberName(parent);
  return name === undefined || PROMISE_METHODS.has(name);
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
      // `skip || report(...).catch(() => {})`, `cond ? a.catch(f) : b.catch(f)`: the branch's value is the
      // expression's, used as that is (a test's value is used by its test).
      case AST_NODE_TYPES.LogicalExpression:
        if (parent.right !== current) return true;
        current = parent;
        continue;
      case AST_NODE_TYPES.ConditionalExpression:
        if (parent.test === current) return true;
        current = parent;
        continue;
      default:
        return true;
    }
  }
}

/** How many helpers of the file deep a call's failure is read from the helper's body. */
const MAX_LOCAL_CALL_DEPTH = 3;

interface Summary {
  rank: number;
  /** An await that may reject with text from outside (not one of Node's file-system promises). */
  outside?: boolean;
  firstAwait?: TSESTree.CallExpression | TSESTree.NewExpression;
  firstCall?: TSESTree.CallExpression | TSESTree.NewExpression;
}

function mergeSummary(into: Summary, from: Summary): void {
  if (from.rank > into.rank) into.rank = from.rank;
  if (from.outside) into.outside = true;
  into.firstAwait ??= from.firstAwait;
  into.firstCall ??= from.firstCall;
}

function summaryFailure(summary: Summary): TryFailure {
  const kinds: FailureKind[] = ["none", "sync-parse", "call", "await"];
  const operation = summary.firstAwait ?? summary.firstCall;
  const kind = kinds[summary.rank]!;
  return { kind, ...(operation ? { operation } : {}), ...(kind === "await" ? { outsideText: summary.outside === true } : {}) };
}

/**
 * The failure handlers of a file and what each `try` can do, computed once per file and shared by every
 * rule that asks. Handlers are found from the tokens (`catch` keywords, `catch`/`then` property names) and a
 * descent to their nodes, not by walking the whole file: only the code around a handler (its `try` block,
 * its body) is walked, iteratively, so a deeply nested file is fine.
 */
export function findFailureHandlers(sourceCode: SourceCode, reading?: ModuleReading): FailureAnalysis {
  return cachedPerFile(sourceCode.ast, reading?.services ? "failure-handlers:typed" : "failure-handlers", reading?.settings ?? null, () => analyseFile(sourceCode, reading));
}

/**
 * How the analysis may look into other modules of the project: the settings of the run (`readImportedModules`,
 * the loggers) and, typed, the parser services. The trust analysis asks with it (can a `try` only fail with
 * local text?); the rules that judge a handler's fallback ask without it and stay within the file, where an
 * awaited helper of another module is one that may reject.
 */
export interface ModuleReading {
  settings: AgentErrorsSettings;
  services?: ParserServicesWithTypeInformation | undefined;
}

/** Names of calls that write a failure down rather than throw it on (`log`, `logError`, `reportError`, `captureException`, `trackFailure`). */
const LOGGING_NAME = /^(?:log|warn|debug|trace|report|capture|track|record)(?:[A-Z_]|$)/;

/** Methods that add to or take from a collection (`failures.push({ id, error: "unavailable" })`): they throw no failure on. */
const COLLECTION_METHODS: ReadonlySet<string> = new Set(["push", "unshift", "add", "set", "delete", "clear"]);

/** How many modules deep `await helper()` is read for whether the helper catches its own failures. */
const MAX_MODULE_DEPTH = 3;
let moduleDepth = 0;

function analyseFile(sourceCode: SourceCode, reading: ModuleReading | undefined): FailureAnalysis {
  const keys = sourceCode.visitorKeys;
  const ast = sourceCode.ast;
  const summaries = new Map<TSESTree.Node, Summary>();
  const localInProgress = new Set<FunctionNode>();
  let localDepth = 0;
  const valueReturning = new Map<FunctionNode, boolean>();
  const plainFunctions = new Map<FunctionNode, boolean>();
  /** Whether a function lets no `throw` out, once per function; one being judged (a recursion) adds nothing. */
  const noThrowOut = new Map<FunctionNode, boolean>();
  /** Whether awaiting a function can only reject with local text, once per function. */
  const localAwaits = new Map<FunctionNode, boolean>();
  let handlers: FailureHandler[] | undefined;
  let isLogCall: ((call: TSESTree.CallExpression) => unknown) | undefined;
  const analysis: FailureAnalysis = {
    // Found on first use: the trust analysis asks only what some `try` statements can do.
    get handlers() {
      return (handlers ??= findHandlers());
    },
    tryFailure: (tryStatement) => summaryFailure(summarize(tryStatement.block)),
    returnsValue,
    settles,
    letsNoThrowOut,
    returnsOnlyPlain: (fn) => returnsPlain(fn, true),
    awaitsLocally,
  };
  return analysis;

  function findHandlers(): FailureHandler[] {
    const found: FailureHandler[] = [];
    for (const token of tokensSpelling(sourceCode, "catch")) {
      if (token.type !== "Keyword") continue;
      const clause = nodeAtOffset(ast, token.range[0], keys);
      if (clause?.type === AST_NODE_TYPES.CatchClause) found.push(catchHandler(clause));
    }
    for (const { call } of findMemberCalls(sourceCode, PROMISE_HANDLER_METHODS)) {
      const handler = promiseHandler(call);
      if (handler) found.push(handler);
    }
    return found.sort((a, b) => a.node.range[0] - b.node.range[0]);
  }

  function catchHandler(clause: TSESTree.CatchClause): FailureHandler {
    const returnsFrom = enclosingFunction(clause);
    let failure: TryFailure | undefined;
    return {
      kind: "catch",
      node: clause,
      body: clause.body,
      param: clause.param,
      tryStatement: clause.parent,
      // Worked out on first read: most handlers of a tool return an error result, and a rule asks what the `try`
      // can do only once it has something to report (the summary of the block is the costly part).
      get failure() {
        return (failure ??= analysis.tryFailure(clause.parent));
      },
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

  function returnsValue(fn: FunctionNode): boolean {
    if (fn.type === AST_NODE_TYPES.ArrowFunctionExpression && fn.expression) return true;
    let known = valueReturning.get(fn);
    if (known !== undefined) return known;
    known = false;
    const stack: TSESTree.Node[] = [fn.body];
    while (stack.length > 0 && !known) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.ReturnStatement && node.argument) known = true;
      else if (!isFunctionNode(node)) pushChildren(node, stack, keys);
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
    // Two parallel stacks (no object per node): the node, and whether it is left (its children are done).
    const stack: TSESTree.Node[] = [root];
    const exits: boolean[] = [false];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const exit = exits.pop()!;
      if (!exit) {
        if (LEAF_TYPES.has(node.type) || isFunctionBoundary(node)) continue;
        // Only `try` statements, blocks and the roots asked for are kept (see below).
        const known = node.type === AST_NODE_TYPES.TryStatement || node.type === AST_NODE_TYPES.BlockStatement ? summaries.get(node) : undefined;
        if (known) {
          mergeSummary(open[open.length - 1]!, known);
          continue;
        }
        open.push({ rank: 0 });
        stack.push(node);
        exits.push(true);
        const start = children.length;
        pushChildren(node, children, keys);
        // `children` pops in source order: pushed onto the stack from its bottom, they pop in that order too.
        for (let index = start; index < children.length; index++) {
          stack.push(children[index]!);
          exits.push(false);
        }
        children.length = start;
        continue;
      }
      let own = open.pop()!;
      addOwnFailure(node, own);
      // A `try` whose `catch` neither throws nor rethrows fails only as its `catch` and `finally` can: what its
      // block throws stops there (`try { return await api.get(id) } catch { return errorResult() }`).
      if (node.type === AST_NODE_TYPES.TryStatement && swallowsFailures(node, keys)) {
        own = { rank: 0 };
        mergeSummary(own, summarize(node.handler.body));
        if (node.finalizer) mergeSummary(own, summarize(node.finalizer));
      }
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

  /**
   * A call of a function of this file fails as its body can: `withStructured(text, JSON.parse(text))` of a
   * helper that only builds an object cannot fail, so a `catch` around it and a `JSON.parse` only guards the
   * parse. Followed a few helpers deep; a recursive one is a call.
   */
  function localCallFailure(call: TSESTree.CallExpression): { kind: FailureKind; fn: FunctionNode } | undefined {
    if (call.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
    const fn = resolveFunction(sourceCode, call.callee);
    const kind = fn && functionFailure(fn);
    return kind ? { kind, fn } : undefined;
  }

  function awaitsLocally(fn: FunctionNode): boolean {
    if (fn.generator) return false;
    const known = localAwaits.get(fn);
    if (known !== undefined) return known;
    // A function being read awaits itself again (a recursion): that adds nothing to what its body awaits.
    if (localInProgress.has(fn)) return true;
    if (localDepth >= MAX_LOCAL_CALL_DEPTH) return false;
    localInProgress.add(fn);
    localDepth++;
    let verdict: boolean;
    try {
      // Its own `catch` clauses must not hand what they caught to a call that may throw it on (`reportFailure(error)`
      // that rethrows): a swallowed failure is read no further.
      verdict =
        summarize(fn.body).outside !== true &&
        returnedExpressions(fn).every((value) => isPlainValue(value, sourceCode) || isLocalPromise(value) || isNeverPromise(value)) &&
        catchesOnlyLog(fn) &&
        !keepsCaught(fn);
    } finally {
      localDepth--;
      localInProgress.delete(fn);
    }
    localAwaits.set(fn, verdict);
    return verdict;
  }

  /**
   * A value returned that is taken for no promise: a parameter as it was given (`return absolutePath`), a field of
   * the instance or of a parameter (`return this.config[key]`), or what a function of Node's local modules returns
   * (`path.join(dir, name)`; its file-system promises are local ones). A caller could hand in a promise, or keep
   * one in a field: not what such helpers do.
   */
  function isNeverPromise(value: TSESTree.Node): boolean {
    const node = unwrapCastsAndChains(value);
    if (node.type === AST_NODE_TYPES.CallExpression) return isNodeLocalModuleFunction(sourceCode, node.callee);
    let root: TSESTree.Node = node;
    while (root.type === AST_NODE_TYPES.MemberExpression) root = unwrapCastsAndChains(root.object);
    if (root.type === AST_NODE_TYPES.ThisExpression) return root !== node;
    return root.type === AST_NODE_TYPES.Identifier && findVariableOf(sourceCode, root)?.defs[0]?.type === "Parameter";
  }

  /**
   * A promise that can only reject with local text: of Node's file-system promises (`fs.readFile(path)`), or of a
   * call of a function that awaits only such promises (see {@link awaitsLocally}).
   */
  function isLocalPromise(value: TSESTree.Node): boolean {
    const call = unwrapCastsAndChains(value);
    if (call.type !== AST_NODE_TYPES.CallExpression) return false;
    return isFsPromiseCall(sourceCode, call) || ofCallee(call, (owner, fn) => owner.awaitsLocally(fn)) === true;
  }

  /** How a call of a function of this file can fail: as its body can, or as a call when a `throw` leaves it. */
  function functionFailure(fn: FunctionNode): FailureKind | undefined {
    if (fn.generator || localInProgress.has(fn) || localDepth >= MAX_LOCAL_CALL_DEPTH) return undefined;
    localInProgress.add(fn);
    localDepth++;
    try {
      // A helper that throws (`assertAllowed(path)`) is an operation that fails, whatever its throw reads like.
      if (throwsOut(fn)) return "call";
      return summaryFailure(summarize(fn.body)).kind;
    } finally {
      localDepth--;
      localInProgress.delete(fn);
    }
  }

  /** Whether a `throw` of a function's own can leave it: one not inside a `try` block that has a `catch`. */
  function throwsOut(fn: FunctionNode): boolean {
    return containsOwn(fn.body, (node) => node.type === AST_NODE_TYPES.ThrowStatement && !caughtWithin(node, fn), keys);
  }

  /**
   * Whether awaiting a call of a helper (a function of this file, or of another module of the project read as
   * the settings allow) can only fail as the helper's body can: see {@link settles}.
   */
  function settlesLocally(call: TSESTree.CallExpression): boolean {
    return ofCallee(call, (analysis, fn) => analysis.settles(fn)) ?? false;
  }

  /**
   * A question about the function a call resolves to: of the file (also a method: `api.getProject(id)` of a
   * `const` object or instance, `Api.get(id)`, `new Runner().run()`), else of another module (see
   * {@link inOtherModule}); undefined when it resolves to none.
   */
  function ofCallee(call: TSESTree.CallExpression, ask: (analysis: FailureAnalysis, fn: FunctionNode) => boolean): boolean | undefined {
    const local = resolveCallee(sourceCode, unwrapCastsAndChains(call.callee));
    return local ? ask(analysis, local) : inOtherModule(call, ask);
  }

  /**
   * A question about the function of another module a call resolves to, asked of that module's analysis;
   * undefined when it resolves to none (or the reading is off, or too deep).
   */
  function inOtherModule(call: TSESTree.CallExpression, ask: (analysis: FailureAnalysis, fn: FunctionNode) => boolean): boolean | undefined {
    if (!reading || moduleDepth >= MAX_MODULE_DEPTH) return undefined;
    const foreign = calledInOtherModule(sourceCode, call, reading);
    if (!foreign) return undefined;
    moduleDepth++;
    try {
      return ask(findFailureHandlers(foreign.module.sourceCode, { settings: reading.settings, services: foreign.module.services }), foreign.fn);
    } finally {
      moduleDepth--;
    }
  }

  /**
   * Whether awaiting a call of a function of this file can only fail as its body can ({@link functionFailure}
   * says how): it catches what it awaits, no `throw` leaves it, a `catch` that swallows a failure calls
   * nothing that may throw it on (only loggers), and every value it returns is a plain one (an object, an
   * array, a literal, a template, or awaited), so the promise it gives cannot be one that rejects later.
   */
  function settles(fn: FunctionNode): boolean {
    if (fn.generator) return false;
    // A function being read awaits itself again (`return await fetchPage(cursor, depth + 1)`): the call fails
    // only as the body being read does, which adds nothing to it.
    if (localInProgress.has(fn)) return true;
    // Not one that throws (a rethrow hands on what its `try` caught) or returns what may be a promise: once per function.
    let plain = plainFunctions.get(fn);
    if (plain === undefined) {
      plain = !throwsOut(fn) && returnsPlain(fn) && catchesOnlyLog(fn);
      plainFunctions.set(fn, plain);
    }
    if (!plain) return false;
    const kind = functionFailure(fn);
    return kind !== undefined && kind !== "await";
  }

  function letsNoThrowOut(fn: FunctionNode): boolean {
    let verdict = noThrowOut.get(fn);
    if (verdict === undefined) {
      if (fn.generator || throwsOut(fn)) verdict = false;
      else {
        noThrowOut.set(fn, true);
        const calls = (node: TSESTree.Node): boolean => node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression;
        // A call in a `try` of its own with a `catch` is caught there.
        verdict = !containsOwn(fn.body, (node) => calls(node) && !caughtWithin(node, fn) && !logsOrCannotFail(node as TSESTree.CallExpression | TSESTree.NewExpression), keys);
      }
      noThrowOut.set(fn, verdict);
    }
    return verdict;
  }

  /**
   * Whether every value a function returns is a plain one, also through a synchronous function of the file
   * or of another module that returns only plain values (`return toErrorResult(error)`), one level deep.
   */
  function returnsPlain(fn: FunctionNode, nested = false): boolean {
    return returnedExpressions(fn).every((value) => {
      if (isPlainValue(value, sourceCode)) return true;
      const call = unwrapCastsAndChains(value);
      if (nested || call.type !== AST_NODE_TYPES.CallExpression) return false;
      return ofCallee(call, (owner, helper) => !helper.async && !helper.generator && owner.returnsOnlyPlain(helper)) ?? false;
    });
  }

  /**
   * Whether the `catch` clauses of a function call nothing that may throw the caught failure on, with its
   * text (`handleApiError(error)`): only loggers and trackers (the settings' and by name: `log(error)`,
   * `reportError(error)`), built-ins that cannot fail, and functions of the file from which no `throw` leaves.
   * A call that is not handed the caught error (nor a value made of it) cannot throw it on: what it throws is a
   * failure of its own, which the function's failure counts as any other call's (Airbnb's
   * `diagnoseJsonPath(parsedRaw, searchPath)` of another module, in a `catch (parseError)`).
   */
  function catchesOnlyLog(fn: FunctionNode): boolean {
    return !containsOwn(
      fn.body,
      (node) => {
        if (node.type !== AST_NODE_TYPES.CatchClause) return false;
        let caught: Set<TSESLint.Scope.Variable> | undefined;
        return containsOwn(
          node.body,
          (inner) => {
            if ((inner.type !== AST_NODE_TYPES.CallExpression && inner.type !== AST_NODE_TYPES.NewExpression) || logsOrCannotFail(inner)) return false;
            caught ??= caughtValues(node);
            return mentions(inner, caught);
          },
          keys,
        );
      },
      keys,
    );
  }

  /**
   * Whether a `catch` clause of a function keeps what it caught past its end, where a later `throw` may carry it:
   * into a collection (`failures.push(\`${region}: ${err.message}\`)`, thrown joined after the loop: BrowserStack's
   * `getTMBaseURL`) or a variable or field declared outside the clause (`lastError = error`). A swallowed awaited
   * failure is local to the function only when its text stays in the `catch`.
   */
  function keepsCaught(fn: FunctionNode): boolean {
    return containsOwn(
      fn.body,
      (node) => {
        if (node.type !== AST_NODE_TYPES.CatchClause || !node.param) return false;
        let caught: Set<TSESLint.Scope.Variable> | undefined;
        const clause = node;
        return containsOwn(
          clause.body,
          (inner) => {
            if (inner.type === AST_NODE_TYPES.CallExpression) {
              const method = memberName(inner.callee);
              if (!method || !COLLECTION_METHODS.has(method)) return false;
              caught ??= caughtValues(clause);
              return inner.arguments.some((argument) => mentions(argument, caught!));
            }
            if (inner.type !== AST_NODE_TYPES.AssignmentExpression) return false;
            const target = unwrapCastsAndChains(inner.left);
            const declared = target.type === AST_NODE_TYPES.Identifier ? findVariableOf(sourceCode, target)?.defs[0]?.name : undefined;
            if (declared && declared.range[0] >= clause.range[0] && declared.range[1] <= clause.range[1]) return false;
            caught ??= caughtValues(clause);
            return mentions(inner.right, caught);
          },
          keys,
        );
      },
      keys,
    );
  }

  /**
   * The variables that hold a `catch` clause's error or a value made of it: its parameter's, and those its body
   * declares or assigns from them (`const message = error instanceof Error ? error.message : String(error)`,
   * `lastError = error`), in source order.
   */
  function caughtValues(clause: TSESTree.CatchClause): Set<TSESLint.Scope.Variable> {
    const caught = new Set<TSESLint.Scope.Variable>(clause.param ? sourceCode.getDeclaredVariables(clause) : []);
    if (caught.size === 0) return caught;
    const writes: { target: TSESTree.Node; value: TSESTree.Node }[] = [];
    const stack: TSESTree.Node[] = [clause.body];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.VariableDeclarator && node.init) writes.push({ target: node, value: node.init });
      else if (node.type === AST_NODE_TYPES.AssignmentExpression && node.left.type === AST_NODE_TYPES.Identifier) writes.push({ target: node.left, value: node.right });
      pushChildren(node, stack, keys);
    }
    writes.sort((a, b) => a.value.range[0] - b.value.range[0]);
    for (const { target, value } of writes) {
      if (!mentions(value, caught)) continue;
      if (target.type === AST_NODE_TYPES.VariableDeclarator) for (const variable of sourceCode.getDeclaredVariables(target)) caught.add(variable);
      else {
        const variable = findVariableOf(sourceCode, target as TSESTree.Identifier);
        if (variable) caught.add(variable);
      }
    }
    return caught;
  }

  /** Whether an expression (functions written in it included) names one of these variables. */
  function mentions(root: TSESTree.Node, variables: ReadonlySet<TSESLint.Scope.Variable>): boolean {
    return namesAnyOf(sourceCode, root, variables);
  }

  function logsOrCannotFail(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
    if (callFailure(sourceCode, call) !== "call") return true;
    if (call.type !== AST_NODE_TYPES.CallExpression) return false;
    // A function the analysis can read is judged by its body, whatever its name (`reportFailure()` that rethrows),
    // and by what the functions it calls let out (`logFailure(error)` that calls an `escalate(error)` that throws).
    const read = ofCallee(call, (owner, fn) => owner.letsNoThrowOut(fn));
    if (read !== undefined) return read;
    const name = call.callee.type === AST_NODE_TYPES.Identifier ? call.callee.name : memberName(call.callee);
    if (name && (LOGGING_NAME.test(name) || COLLECTION_METHODS.has(name))) return true;
    // `searchUrl.toString()`, `new Date().toISOString()`, `String(error)`, `Object.keys(data).join(", ")`: what they
    // throw is the runtime's text, never the failure they may be handed.
    if (isQuoteFreeBuiltinCall(sourceCode, call)) return true;
    // Without the run's settings (a rule's own per-file question), the default loggers.
    const settings = reading?.settings ?? DEFAULT_SETTINGS;
    isLogCall ??= logCalls(sourceCode, settings, { ...settings, services: reading?.services });
    return isLogCall(call) !== undefined;
  }

  /**
   * `Promise.allSettled([...])`, which never rejects, and `Promise.all([...])` of calls of helpers that each
   * settle locally (`await Promise.all([describeProject(id), describeOwner(id)])`).
   */
  function combinedSettle(call: TSESTree.CallExpression): boolean {
    const callee = call.callee;
    if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.object.type !== AST_NODE_TYPES.Identifier || callee.object.name !== "Promise" || !isGlobalReference(sourceCode, callee.object)) return false;
    const method = memberName(callee);
    const list = call.arguments[0];
    if (method === "allSettled") return true;
    if (method !== "all" || list?.type !== AST_NODE_TYPES.ArrayExpression || list.elements.length === 0) return false;
    return list.elements.every((element) => element?.type === AST_NODE_TYPES.CallExpression && settlesLocally(element));
  }

  /**
   * `helper(id).then((value) => value.field)` of a helper that settles locally, whose one callback neither
   * throws nor awaits and returns plain values or fields of what it is given (never a promise it made): the
   * promise rejects only with what the callback's own code throws, synchronously, about values it holds.
   */
  function settlingThen(call: TSESTree.CallExpression): boolean {
    const callee = call.callee;
    if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== "then" || call.arguments.length !== 1) return false;
    const callback = call.arguments[0]!;
    const receiver = unwrapCastsAndChains(callee.object);
    if (!isFunctionNode(callback) || callback.async || callback.generator || receiver.type !== AST_NODE_TYPES.CallExpression) return false;
    if (throwsOrAwaits(callback)) return false;
    const given = new Set(callback.params.flatMap((param) => (param.type === AST_NODE_TYPES.Identifier ? [param.name] : [])));
    const fieldOfGiven = (value: TSESTree.Node): boolean => {
      let node = unwrapCastsAndChains(value);
      while (node.type === AST_NODE_TYPES.MemberExpression) node = unwrapCastsAndChains(node.object);
      return node.type === AST_NODE_TYPES.Identifier && given.has(node.name);
    };
    if (!returnedExpressions(callback).every((value) => isPlainValue(value, sourceCode) || fieldOfGiven(value))) return false;
    return settlesLocally(receiver) || combinedSettle(receiver);
  }

  /** Whether a callback's own code throws or awaits (what a promise handler may reject with). */
  function throwsOrAwaits(callback: FunctionNode): boolean {
    return containsOwn(callback.body, (node) => node.type === AST_NODE_TYPES.ThrowStatement || node.type === AST_NODE_TYPES.AwaitExpression, keys);
  }

  /**
   * `new Promise((resolve) => { ... })` whose executor never calls a `reject` (it takes none, or never uses
   * it): the promise rejects only with what the executor throws at once (counted as a call's failure).
   */
  function neverRejects(expression: TSESTree.NewExpression): boolean {
    const callee = expression.callee;
    if (callee.type !== AST_NODE_TYPES.Identifier || callee.name !== "Promise" || !isGlobalReference(sourceCode, callee)) return false;
    const executor = expression.arguments[0];
    if (!executor || !isFunctionNode(executor)) return false;
    const reject = executor.params[1];
    if (!reject) return true;
    if (reject.type !== AST_NODE_TYPES.Identifier) return false;
    return sourceCode.getDeclaredVariables(executor).every((variable) => variable.name !== reject.name || variable.references.length === 0);
  }

  /**
   * `p.catch(() => fallback)` whose callback neither throws nor awaits and returns a plain value (or nothing):
   * the promise it gives cannot reject. (Not `.then(ok, onFail)`: `ok` may throw.)
   */
  function swallowsRejection(call: TSESTree.CallExpression): boolean {
    const handler = promiseHandlerOf(call);
    if (handler?.kind !== "promise-catch") return false;
    const callback = handler.callback;
    if (throwsOrAwaits(callback)) return false;
    return returnedExpressions(callback).every((value) => isPlainValue(value, sourceCode) || (value.type === AST_NODE_TYPES.Identifier && value.name === "undefined"));
  }

  function addOwnFailure(node: TSESTree.Node, own: Summary): void {
    switch (node.type) {
      case AST_NODE_TYPES.CallExpression:
      case AST_NODE_TYPES.NewExpression: {
        let kind = callFailure(sourceCode, node);
        const local = kind === "call" && node.type === AST_NODE_TYPES.CallExpression ? localCallFailure(node) : undefined;
        if (local) kind = local.kind;
        // A helper of the file that awaits: outside text, unless all it awaits is local (`await fs.readFile(path)`).
        if (kind === "await" && !(local && awaitsLocally(local.fn))) own.outside = true;
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
        const awaited = unwrapCastsAndChains(node.argument);
        // `await describeProject(id)` of a helper of the file that catches all its failures and returns plain
        // values (never a promise it did not await): it settles as its body can fail, not as a response can.
        if (awaited.type === AST_NODE_TYPES.CallExpression && (settlesLocally(awaited) || combinedSettle(awaited))) break;
        // `await describeProject(id).then((project) => project.name)`: what its callback throws is local text.
        if (awaited.type === AST_NODE_TYPES.CallExpression && settlingThen(awaited)) {
          own.rank = Math.max(own.rank, FAILURE_RANK.call);
          break;
        }
        // `new Promise((resolve) => ...)` that never rejects fails only if its executor throws; `p.catch(cb)` with
        // a callback that neither throws nor awaits settles (what `p`'s call throws at once is the call's).
        if (awaited.type === AST_NODE_TYPES.NewExpression && neverRejects(awaited)) break;
        if (awaited.type === AST_NODE_TYPES.CallExpression && swallowsRejection(awaited)) break;
        own.rank = FAILURE_RANK.await;
        // Node's file-system promises do fail, with Node's text about a path, as the synchronous calls throw it; so
        // does a helper that awaits only those (`await readFileContent(validPath)`, `await configManager.getConfig()`).
        if (!isLocalPromise(awaited)) own.outside = true;
        if (awaited.type === AST_NODE_TYPES.CallExpression || awaited.type === AST_NODE_TYPES.NewExpression) {
          own.firstAwait = promiseOrigin(awaited as TSESTree.CallExpression) ?? awaited;
        }
        break;
      }
      case AST_NODE_TYPES.ForOfStatement:
        if (node.await) {
          own.rank = FAILURE_RANK.await;
          own.outside = true;
        }
        break;
      default:
        break;
    }
  }
}

/**
 * Whether a `try` stops what fails in its block: it has a `catch` that throws nothing (its own code; a
 * function it calls is the caller's question). Only its `catch` and `finally` can fail on.
 */
export function swallowsFailures(tryStatement: TSESTree.TryStatement, keys: SourceCode["visitorKeys"]): tryStatement is TSESTree.TryStatement & { handler: TSESTree.CatchClause } {
  return !!tryStatement.handler && !containsOwn(tryStatement.handler.body, (inner) => inner.type === AST_NODE_TYPES.ThrowStatement, keys);
}

/** Whether a node sits in the block of a `try` that has a `catch`, within a function. */
function caughtWithin(node: TSESTree.Node, fn: FunctionNode): boolean {
  let child = node;
  for (let parent = node.parent; parent && child !== fn; child = parent, parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.TryStatement && parent.block === child && parent.handler) return true;
  }
  return false;
}

/** A value that is never a promise: an object or array literal, a literal, a template, or an awaited value (also as either branch of `?:`). */
function isPlainValue(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  // A variable that holds one (`const data = await res.json(); return data`), and a field of an
  // awaited value (`return res.status`, `return (await res.json()).items`: a body's or a response's fields are
  // never promises; an object literal's field may be one).
  const stack: { value: TSESTree.Node; field: boolean }[] = [{ value: node, field: false }];
  for (let steps = 0; stack.length > 0; steps++) {
    if (steps > MAX_PLAIN_STEPS) return false;
    const { value: next, field } = stack.pop()!;
    const value = unwrapCastsAndChains(next);
    if (value.type === AST_NODE_TYPES.ConditionalExpression) stack.push({ value: value.consequent, field }, { value: value.alternate, field });
    else if (field ? value.type === AST_NODE_TYPES.AwaitExpression : PLAIN_VALUES.has(value.type)) continue;
    // An instance made (`const runner = new Runner(); ...; return runner;`, a factory): not a promise, unless of a `...Promise` class.
    else if (!field && value.type === AST_NODE_TYPES.NewExpression && !(value.callee.type === AST_NODE_TYPES.Identifier && /Promise$/.test(value.callee.name))) continue;
    else if (value.type === AST_NODE_TYPES.MemberExpression) stack.push({ value: value.object, field: true });
    else if (value.type === AST_NODE_TYPES.Identifier) {
      const values = valuesWritten(sourceCode, value);
      if (!values) return false;
      for (const written of values) stack.push({ value: written, field });
    } else return false;
  }
  return true;
}

/**
 * The values a variable of the file is given: a `const`'s (or a `let` never written again) initializer, or
 * every value a `let` is assigned (`let data; try { data = await res.json(); } catch { ... } return data;`),
 * `undefined` for a declaration without one, each element of a constant array literal a `for...of` gives it.
 * Undefined when a write is not a plain `=` of a value (a destructuring, `+=`, a `for...of` over anything else),
 * or the name is not a variable of the file.
 */
function valuesWritten(sourceCode: SourceCode, identifier: TSESTree.Identifier): TSESTree.Node[] | undefined {
  const init = constInitializer(sourceCode, identifier);
  if (init) return [init];
  const variable = findVariableOf(sourceCode, identifier);
  const definition = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || definition?.type !== "Variable" || definition.node.id.type !== AST_NODE_TYPES.Identifier) return undefined;
  const values: TSESTree.Node[] = [];
  for (const reference of variable.references) {
    if (!reference.isWrite()) continue;
    const parent = reference.identifier.parent;
    const loop = parent?.parent?.parent;
    if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id === reference.identifier && parent.init) values.push(parent.init);
    // `for (const baseUrl of REGION_URLS)` over a constant array literal: each element.
    else if (parent?.type === AST_NODE_TYPES.VariableDeclarator && loop?.type === AST_NODE_TYPES.ForOfStatement && loop.left === parent.parent && !loop.await) {
      const iterated = unwrapCastsAndChains(loop.right);
      const array = iterated.type === AST_NODE_TYPES.Identifier ? constInitializer(sourceCode, iterated) : iterated;
      if (array?.type !== AST_NODE_TYPES.ArrayExpression || array.elements.some((element) => !element || element.type === AST_NODE_TYPES.SpreadElement)) return undefined;
      values.push(...(array.elements as TSESTree.Expression[]));
    } else if (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.left === reference.identifier && parent.operator === "=") values.push(parent.right);
    else return undefined;
  }
  // `let data;`: undefined until written, a plain value too.
  return values;
}

/** How many variables and fields {@link isPlainValue} follows from one value. */
const MAX_PLAIN_STEPS = 20;

const PLAIN_VALUES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.ObjectExpression,
  AST_NODE_TYPES.ArrayExpression,
  AST_NODE_TYPES.Literal,
  AST_NODE_TYPES.TemplateLiteral,
  AST_NODE_TYPES.AwaitExpression,
]);

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

// ---------------------------------------------------------------------------------------------------
// Statements.

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
// Names for messages and fixes.

/** Call names that say nothing about which operation failed. */
const GENERIC_CALLS = new Set(["all", "allSettled", "race", "any", "then", "json", "text", "resolve", "from", "arrayBuffer", "blob"]);
/**
 * A short name for the operation a call performs, with its receiver when it has a name
 * (`fetchOrders`, `apiService.listIssues`, `orders.list`, `JSON.parse`), or undefined.
 */
export function operationName(call: TSESTree.CallExpression | TSESTree.NewExpression | undefined): string | undefined {
  if (!call) return undefined;
  const callee = unwrapCastsAndChains(call.callee);
  if (callee.type === AST_NODE_TYPES.Identifier) return GENERIC_CALLS.has(callee.name) ? undefined : callee.name;
  const name = memberName(callee);
  if (!name || GENERIC_CALLS.has(name) || callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const object = unwrapCastsAndChains(callee.object);
  const objectName = object.type === AST_NODE_TYPES.Identifier ? object.name : memberName(object);
  return objectName ? `${objectName}.${name}` : name;
}

/**
 * How a message names a handler's failure: the failing operation (`` `apiService.listIssues()` ``, or "the
 * `try` block" / "the promise"), where it is handled ("the failure caught at line 12", "handled by
 * `.catch()` at line 30"), and the name an error response should carry (the operation's, else the function's).
 */
export function describeFailure(handler: FailureHandler): { operation: string; source: string; shapeName: string } {
  const operation = handler.failure.operation;
  const name = operationName(operation);
  const display = name ? (operation?.type === AST_NODE_TYPES.NewExpression ? `\`new ${name}()\`` : `\`${name}()\``) : undefined;
  let source: string;
  if (handler.kind === "catch") {
    source = `the failure caught at line ${handler.node.loc.start.line}`;
  } else {
    const callee = handler.promiseCall!.callee as TSESTree.MemberExpression;
    const line = callee.property.loc.start.line;
    source = handler.kind === "promise-catch" ? `handled by \`.catch()\` at line ${line}` : `handled by the rejection callback of \`.then()\` at line ${line}`;
  }
  const enclosing = handler.kind === "catch" ? handler.returnsFrom : enclosingFunction(handler.promiseCall!);
  return {
    operation: display ?? (handler.kind === "catch" ? "the `try` block" : "the promise"),
    source,
    shapeName: name ?? functionName(enclosing) ?? "operation",
  };
}

/** The last top-level `name = value` statement of a block that assigns the variable `identifier` names. */
export function lastAssignmentIn(sourceCode: SourceCode, block: TSESTree.BlockStatement, identifier: TSESTree.Identifier): TSESTree.AssignmentExpression | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  if (!variable) return undefined;
  for (let index = block.body.length - 1; index >= 0; index--) {
    const statement = block.body[index]!;
    if (statement.type !== AST_NODE_TYPES.ExpressionStatement) continue;
    const expression = statement.expression;
    if (expression.type !== AST_NODE_TYPES.AssignmentExpression || expression.operator !== "=" || expression.left.type !== AST_NODE_TYPES.Identifier) continue;
    if (findVariableOf(sourceCode, expression.left) === variable) return expression;
  }
  return undefined;
}

