/**
 * Where text reaches an agent (the sinks of the trust analysis):
 *
 * 1. the error keys (`error`) of an object a tool boundary returns or resolves: directly, through a local
 *    variable, as an arrow body, from a `.then`/`.catch` callback chained on the result, a helper of the
 *    file that builds it, or spread into the returned object;
 * 2. the `text` of the content items of an object literal that also has `isError: true` (an MCP error
 *    result, wherever it is built), the `text` of the content items of a tool result a handler returns on a
 *    failure path even without `isError` (its author forgot it; the text still reaches the agent), and the
 *    `message` of a `toolError:v1` payload;
 * 3. the message of an error thrown inside a boundary whose thrown errors reach the model
 *    (`throw new Error(...)`, not inside a `try` that catches it), and, on request, a rethrown caught error;
 *    and the message of the MCP SDK's `McpError` wherever it is built (the SDK sends it to the client);
 * 4. on request, the message argument of the trusted error classes (`new UserInputError(...)`), which
 *    other code passes to agents verbatim;
 * 5. the configured argument of declared helpers in other files (`sinkFunctions`).
 *
 * Derived sinks (a helper of this file whose parameter reaches a sink) are found by the rule from the
 * values, since they need the trust analysis.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { enclosingFunction, functionName, isFunctionNode, literalBoolean, memberName, propertyKeyName, pushChildren, unwrapCasts, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { handlerProperty, type AgentErrorsSettings, type ErrorSignalSpecifier } from "../settings.js";
import { failureAt } from "./failure-paths.js";
import { findToolBoundaries, functionMadeBy, type ToolBoundary } from "./boundaries.js";
import { classNamedBy } from "./error-classes.js";
import { cachedPerFile } from "./file-cache.js";
import { findFunctionReferences } from "./references.js";
import { followResults, returnedBranches } from "./result-flow.js";
import { importedFunctionOf } from "./relative-imports.js";
import { findToolHandlers } from "./tool-handlers.js";
import { altersFailureAround, rethrowsAsItIs } from "./rethrows.js";
import { contentItemsForText, countedFailure, findToolResults, isErrorOf, itemText } from "./tool-results.js";
import { findVariableOf, pushedAt, stableInitializer, valuesPushedTo } from "../scope.js";
import { awaiterGenerator, returnedExpressions } from "./returns.js";
import { isRejectionHandler, promiseMethod } from "./promise.js";
import { walkConditions } from "./conditions.js";
import { conditionsOf } from "./narrowing.js";
import { bindingOfIdentifier, isMcpSdkImport, isMcpSdkValue } from "./module-bindings.js";
import { callsOf, resolveCallee, resolveFunction } from "./functions.js";

/** The keys of an error object (`{ error, message }`) whose text is read with its error: its detail. */
const ERROR_DETAIL_KEYS = ["message", "errorMessage", "details", "detail", "reason"];

export type SinkKind =
  | "error-property"
  | "content-text"
  | "tool-error-message"
  | "thrown"
  | "rethrown"
  | "trusted-error-message"
  /** The message of a trusted class that carries the project's own API's error text (`apiResponseErrors`). */
  | "api-error-message"
  | "configured"
  | "returned-text";

export interface Sink {
  kind: SinkKind;
  /** The expression whose text reaches the agent. */
  node: TSESTree.Node;
  /** How it reaches the agent, for messages: "`error`", "the `text` of an `isError: true` result". */
  through: string;
  /**
   * For the text of a result that only some paths return on failure, through a helper (`return
   * structuredText(...)` in a `catch`, the same helper's success returns elsewhere): the calls where the
   * failure path enters the helper. Only their arguments are failure text; undefined when every call is.
   */
  failureCalls?: ReadonlySet<TSESTree.CallExpression>;
  /**
   * The text of a result a tool returns as its data (no failure path leads to it): a third-party response or the
   * agent's input there is the tool's data, so only a caught error's text counts (Gmail's batch tools, which list
   * each failed item with its `error.message`).
   */
  caughtOnly?: boolean;
  /**
   * The data a tool's function returns (see dataReturns), `caughtOnly`: reported only for a caught error that no other
   * sink reports already (a helper's failure return, an error object's field), so one failure is one report.
   */
  dataReturn?: boolean;
  /**
   * The text of a result whose `isError` is this parameter of the function that builds it (`makeResult(text,
   * isError)` returning `{ content, isError }`): an error result where a call hands the parameter `true`, also a
   * call of another module (see agent-text.ts's `whenTrue`).
   */
  flagParameter?: number;
  /**
   * A call (awaited, returned or yielded, not caught) of a function that is not of this file: what that function
   * throws is this sink's text (AntV's handler `return yield (0, callTool_1.callTool)(name, args)`, whose module
   * throws `new McpError(InternalError, \`Failed to generate chart: ${error.message}\`)`). See agent-text.ts.
   */
  thrownBy?: "handed" | "synchronous";
  /**
   * A call of a function that is not of this file whose result a tool's function returns as its text (`return
   * runDeleteEvent(query, clients)` in a LangChain tool's `_call`): what that function returns on its failure paths
   * (`return \`An error occurred: ${error}\`` in its `catch`) is this sink's text. See agent-text.ts.
   */
  returnedBy?: true;
  /**
   * A tool's error function that is not of this file (`errorFunction: describeToolFailure` of `./errors.js`): the
   * index of its parameter that holds what the tool threw. What it returns is this sink's text (agent-text.ts).
   */
  errorParameter?: number;
}

export interface SinkOptions {
  rethrown: boolean;
  trustedErrorMessages: boolean;
  /** With type information, boundaries are also recognised by the checker. */
  services?: ParserServicesWithTypeInformation;
}

const MAX_RETURNED = 2000;
/** How deep the objects nested in a result shown as JSON are read for error fields. */
const MAX_NESTED_RESULT_DEPTH = 3;

function propertyNamed(object: TSESTree.ObjectExpression, name: string): TSESTree.Property | undefined {
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.Property && !property.computed && ASTUtils.getPropertyName(property) === name) return property;
  }
  return undefined;
}

/** `true`, `true as const`, `<const>true`, `true satisfies boolean`. */
function isLiteralValue(node: TSESTree.Node | undefined, value: unknown): boolean {
  const target = node && unwrapCasts(node);
  return target?.type === AST_NODE_TYPES.Literal && target.value === value;
}

/** What a local name or a cast stands for: the initialiser of a `const` (or never-reassigned `let`). */
function resolveLocal(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): TSESTree.Node {
  let current = unwrapCasts(node);
  for (let depth = 0; depth < 16 && current.type === AST_NODE_TYPES.Identifier; depth++) {
    const variable = findVariableOf(sourceCode, current);
    const declarator = variable?.defs[0]?.node;
    if (!variable || variable.defs.length !== 1 || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || !declarator.init) break;
    if (declarator.id !== variable.defs[0]!.name) break;
    if (variable.references.some((reference) => reference.isWrite() && !reference.init)) break;
    current = unwrapCasts(declarator.init);
  }
  return current;
}

/**
 * The values pushed into an array a result holds, after it is built: `errors.push({ id, error })` of `const errors =
 * []` that the result's field names (`{ success: false, errors }`), or `result.errors.push(...)` of `const result = {
 * errors: [] }`. Only of a variable never assigned again.
 */
function pushedInto(sourceCode: Readonly<TSESLint.SourceCode>, property: TSESTree.Property, array: TSESTree.ArrayExpression): TSESTree.Node[] {
  const stableVariable = (declarator: TSESTree.Node | undefined): TSESLint.Scope.Variable | undefined => {
    if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id.type !== AST_NODE_TYPES.Identifier) return undefined;
    const variable = findVariableOf(sourceCode, declarator.id);
    return variable && variable.defs.length === 1 && !variable.references.some((reference) => reference.isWrite() && !reference.init) ? variable : undefined;
  };
  // `const errors = []; ... return { errors }`.
  const local = stableVariable(array.parent);
  const pushed: TSESTree.Node[] = local ? valuesPushedTo(local) : [];
  // `const result = { errors: [] }; ... result.errors.push(...)`.
  const key = propertyKeyName(property);
  const holder = key !== undefined && unwrapCasts(property.value) === array ? stableVariable(property.parent?.parent) : undefined;
  for (const reference of holder?.references ?? []) {
    const read = reference.identifier.parent;
    if (read?.type === AST_NODE_TYPES.MemberExpression && read.object === reference.identifier && !read.computed && read.property.type === AST_NODE_TYPES.Identifier && read.property.name === key) pushed.push(...pushedAt(read));
  }
  return pushed.flatMap((argument) => (argument.type === AST_NODE_TYPES.SpreadElement ? [] : [resolveLocal(sourceCode, argument)]));
}

export interface ResultFlow {
  /** Object literals the boundary can produce as its result. */
  objects: TSESTree.ObjectExpression[];
  /** Values written into a result object's fields after it is built (`result.error = ...`). */
  fieldWrites: { key: string; value: TSESTree.Node }[];
  /** Values the result promise is rejected with (`Promise.reject(x)`, `reject(x)` of an executor). */
  rejections: TSESTree.Node[];
}

/**
 * What a boundary can produce as its result ({@link followResults}, with the parts a result is assembled
 * from: spreads and `Object.assign`), the fields written into it, and what its promise is rejected with.
 */
export function resultFlow(sourceCode: Readonly<TSESLint.SourceCode>, handler: FunctionNode): ResultFlow {
  const flow: ResultFlow = { objects: [], fieldWrites: [], rejections: [] };
  const objects = new Set<TSESTree.ObjectExpression>();
  followResults<null>(sourceCode, [{ fn: handler, context: null }], {
    maxDepth: Infinity,
    maxVisits: MAX_RETURNED,
    parts: true,
    key: () => "",
    object: (node) => objects.add(node),
    rejection: (value) => flow.rejections.push(value),
    patches(patches) {
      for (const patch of patches) if (patch.kind === "field" && patch.key !== undefined) flow.fieldWrites.push({ key: patch.key, value: patch.value });
      return true;
    },
    enter: (fn, entry) => (entry.kind === "call" && fn === handler ? undefined : null),
  });
  flow.objects = [...objects];
  return flow;
}

/**
 * The statements and expressions of a function's own body that run when it runs: not nested functions,
 * and not the `try` blocks that a `catch` guards (what they throw is caught there). Iterative.
 */
function ownUncaught(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, visit: (node: TSESTree.Node) => void): void {
  const visitorKeys = sourceCode.visitorKeys;
  // tsc's down-levelled `async`: the generator's body runs as the function's (see awaiterGenerator).
  const body = (awaiterGenerator(fn) ?? fn).body;
  const stack: TSESTree.Node[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    if (node !== body && isFunctionNode(node)) {
      // A callback of a promise chain the function awaits or returns (`.catch((error) => { throw new Error(...) })`):
      // what it throws rejects the chain, and the rejection goes on from here.
      const call = node.parent;
      if (call?.type === AST_NODE_TYPES.CallExpression && call.arguments.includes(node as TSESTree.CallExpressionArgument) && promiseMethod(call.callee) && failureHandedOn(call) === "handed") stack.push(node.body);
      continue;
    }
    // `await listBases().catch(() => { throw new Error("Airtable could not list the bases.") })`: what the chain before
    // the `catch` throws is caught there (its callback is read above), unless the callback throws it on as it is.
    if (node.type === AST_NODE_TYPES.CallExpression && promiseMethod(node.callee) === "catch" && node.callee.type === AST_NODE_TYPES.MemberExpression) {
      const callback = node.arguments[0];
      if (callback && isFunctionNode(callback) && !throwsParameterOn(sourceCode, callback)) {
        stack.push(callback);
        continue;
      }
    }
    if (node.type === AST_NODE_TYPES.TryStatement && node.handler) {
      // `catch (error) { logger.error(...); throw error; }` hands every failure on as it is: what the block
      // throws still reaches the agent.
      if (rethrowsAsItIs(sourceCode, node.handler)) stack.push(node.block);
      else {
        // `if (error instanceof InvalidInputError) throw error;`: the block's own throws of that class go on.
        const classes = classesRethrown(node.handler);
        if (classes) stack.push(...throwsOfClasses(sourceCode, node.block, classes));
      }
      stack.push(node.handler);
      if (node.finalizer) stack.push(node.finalizer);
      continue;
    }
    pushChildren(node, stack, visitorKeys);
  }
}

/** Whether a rejection callback throws (or returns a rejection of) its first parameter as it is, or has none to tell. */
function throwsParameterOn(sourceCode: Readonly<TSESLint.SourceCode>, callback: FunctionNode): boolean {
  const param = callback.params[0];
  if (!param) return false;
  if (param.type !== AST_NODE_TYPES.Identifier) return true;
  const variable = sourceCode.getDeclaredVariables(callback).find((candidate) => candidate.name === param.name);
  return (variable?.references ?? []).some((reference) => {
    const parent = reference.identifier.parent;
    return parent?.type === AST_NODE_TYPES.ThrowStatement || (parent?.type === AST_NODE_TYPES.CallExpression && parent.arguments[0] === reference.identifier && memberName(parent.callee) === "reject");
  });
}

/**
 * The classes a `catch` rethrows as they are, on a path of their own (Lara's `if (error instanceof
 * InvalidInputError) { throw error; } throw new InvalidInputError("An error occurred ...")`): the tests of its
 * top-level `if`s whose branch is only that rethrow, when each is an `instanceof` (or several joined by `||`).
 * Undefined when there is none, or a rethrow is guarded by another test (what it lets through is not known here).
 */
function classesRethrown(handler: TSESTree.CatchClause): ReadonlySet<string> | undefined {
  const param = handler.param;
  if (param?.type !== AST_NODE_TYPES.Identifier) return undefined;
  let classes: Set<string> | undefined;
  for (const statement of handler.body.body) {
    if (statement.type !== AST_NODE_TYPES.IfStatement) continue;
    const branch = statement.consequent.type === AST_NODE_TYPES.BlockStatement && statement.consequent.body.length === 1 ? statement.consequent.body[0]! : statement.consequent;
    if (branch.type !== AST_NODE_TYPES.ThrowStatement) continue;
    const thrown = unwrapCasts(branch.argument);
    if (thrown.type !== AST_NODE_TYPES.Identifier || thrown.name !== param.name) continue;
    const tested = instanceofClasses(statement.test, param.name);
    if (!tested) return undefined;
    classes ??= new Set();
    for (const name of tested) classes.add(name);
  }
  return classes;
}

/** `error instanceof A || error instanceof B`: `A`, `B`; undefined for any other test. */
function instanceofClasses(test: TSESTree.Expression, name: string): string[] | undefined {
  if (test.type === AST_NODE_TYPES.LogicalExpression && test.operator === "||") {
    const left = instanceofClasses(test.left, name);
    const right = left && instanceofClasses(test.right, name);
    return right && [...left, ...right];
  }
  if (test.type !== AST_NODE_TYPES.BinaryExpression || test.operator !== "instanceof") return undefined;
  const subject = unwrapCasts(test.left);
  if (subject.type !== AST_NODE_TYPES.Identifier || subject.name !== name || test.right.type !== AST_NODE_TYPES.Identifier) return undefined;
  return [test.right.name];
}

/**
 * The `throw new C(...)` statements of a `try` block, for `C` one of `classes` or a class of the file that extends
 * one (`class InvalidInputError extends ServerException`), outside nested functions and nested `try` blocks.
 */
function throwsOfClasses(sourceCode: Readonly<TSESLint.SourceCode>, block: TSESTree.BlockStatement, classes: ReadonlySet<string>): TSESTree.ThrowStatement[] {
  const found: TSESTree.ThrowStatement[] = [];
  const stack: TSESTree.Node[] = [block];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node !== block && (isFunctionNode(node) || node.type === AST_NODE_TYPES.TryStatement)) continue;
    if (node.type === AST_NODE_TYPES.ThrowStatement) {
      const thrown = unwrapCasts(node.argument);
      if (thrown.type === AST_NODE_TYPES.NewExpression && thrown.callee.type === AST_NODE_TYPES.Identifier && isOrExtends(sourceCode, thrown.callee, classes)) found.push(node);
      continue;
    }
    pushChildren(node, stack, sourceCode.visitorKeys);
  }
  return found;
}

/** Whether a class reference is one of `classes` by name, or a class of the file that extends one (a few levels up). */
function isOrExtends(sourceCode: Readonly<TSESLint.SourceCode>, reference: TSESTree.Identifier, classes: ReadonlySet<string>): boolean {
  let current: TSESTree.Identifier | undefined = reference;
  for (let level = 0; current && level < 8; level++) {
    if (classes.has(current.name)) return true;
    const definition: TSESLint.Scope.Definition | undefined = findVariableOf(sourceCode, current)?.defs[0];
    const declaration: TSESTree.Node | undefined = definition?.type === "ClassName" ? definition.node : undefined;
    const parent: TSESTree.Node | null | undefined = declaration && (declaration.type === AST_NODE_TYPES.ClassDeclaration || declaration.type === AST_NODE_TYPES.ClassExpression) ? declaration.superClass : undefined;
    current = parent?.type === AST_NODE_TYPES.Identifier ? parent : undefined;
  }
  return false;
}

/** Expressions that can only be text (a template, a concatenation, a string, a member, a call) rather than an object. */
const TEXT_EXPRESSIONS = new Set<string>([
  AST_NODE_TYPES.TemplateLiteral,
  AST_NODE_TYPES.BinaryExpression,
  AST_NODE_TYPES.Literal,
  AST_NODE_TYPES.MemberExpression,
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.Identifier,
]);

/**
 * Whether a returned expression is text rather than an object: a template, a concatenation, a string, a member, a
 * call, or a name declared with one of those (`const message = \`...\``), not an object or the caught error.
 */
function isReturnedText(sourceCode: Readonly<TSESLint.SourceCode>, argument: TSESTree.Node): boolean {
  if (!TEXT_EXPRESSIONS.has(argument.type) || (argument.type === AST_NODE_TYPES.Literal && typeof argument.value !== "string")) return false;
  if (argument.type !== AST_NODE_TYPES.Identifier) return true;
  const definitions = findVariableOf(sourceCode, argument)?.defs ?? [];
  return (
    definitions.length > 0 &&
    definitions.every((definition) => {
      if (definition.type !== "Variable" || definition.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return false;
      const init = unwrapCasts(definition.node.init);
      return TEXT_EXPRESSIONS.has(init.type) && init.type !== AST_NODE_TYPES.Identifier;
    })
  );
}

/**
 * What a handler returns on a failure path of its own (not of a nested function) when it is text rather than an
 * object: from a `catch` clause (`return \`Search failed: ${error.message}\``), or on the branch of an error check
 * (`if (!res.ok) return \`Zendesk answered ${res.status}: ${await res.text()}\``). Iterative.
 */
function failureReturnedText(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, signals: readonly ErrorSignalSpecifier[]): TSESTree.Node[] {
  const found: TSESTree.Node[] = [];
  for (const { statement, argument: returned, inCatch } of ownReturns(sourceCode, fn)) {
    const argument = unwrapCasts(returned.type === AST_NODE_TYPES.AwaitExpression ? returned.argument : returned);
    // Text first (the cheap question), then the path: a `catch`, or the branch of an error check.
    if (isReturnedText(sourceCode, argument) && (inCatch || failureAt(statement, { signals, stopAt: fn })?.kind === "error-check")) found.push(argument);
  }
  return found;
}

/**
 * The `return`s of a function's own body with an argument (not of a nested function; a return's argument holds no
 * return of this function), and whether each is in a `catch` clause of it. Iterative.
 */
function ownReturns(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): { statement: TSESTree.ReturnStatement; argument: TSESTree.Expression; inCatch: boolean }[] {
  const found: { statement: TSESTree.ReturnStatement; argument: TSESTree.Expression; inCatch: boolean }[] = [];
  const stack: { node: TSESTree.Node; inCatch: boolean }[] = [{ node: fn.body, inCatch: false }];
  while (stack.length > 0) {
    const { node, inCatch } = stack.pop()!;
    if (node !== fn.body && isFunctionNode(node)) continue;
    if (node.type === AST_NODE_TYPES.ReturnStatement) {
      if (node.argument) found.push({ statement: node, argument: node.argument, inCatch });
      continue;
    }
    const children: TSESTree.Node[] = [];
    pushChildren(node, children, sourceCode.visitorKeys);
    const entersCatch = node.type === AST_NODE_TYPES.CatchClause;
    for (const child of children) stack.push({ node: child, inCatch: inCatch || entersCatch });
  }
  return found;
}

/**
 * What a tool's function returns on its other paths (not from a `catch` of its own nor on an error check's branch):
 * the tool's data, which the model reads as text or as its JSON (an AI SDK `execute`, FastMCP's string). A caught
 * error's text in it is a failure handed over as data (Bright Data's `search_engine_batch` returning
 * `JSON.stringify(results)` whose items hold `error: e.message`), as in an MCP result's text (`caughtOnly`).
 * Constants are left out.
 */
function dataReturns(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, signals: readonly ErrorSignalSpecifier[]): TSESTree.Node[] {
  const found: TSESTree.Node[] = [];
  const keep = (argument: TSESTree.Node): void => {
    const value = unwrapCasts(argument.type === AST_NODE_TYPES.AwaitExpression ? argument.argument : argument);
    if (value.type === AST_NODE_TYPES.Literal || (value.type === AST_NODE_TYPES.TemplateLiteral && value.expressions.length === 0)) return;
    found.push(value);
  };
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) {
    keep(fn.body);
    return found;
  }
  for (const { statement, argument, inCatch } of ownReturns(sourceCode, fn)) {
    if (!inCatch && failureAt(statement, { signals, stopAt: fn })?.kind !== "error-check") keep(argument);
  }
  return found;
}

/** How many helpers deep the text a tool's function returns through its helpers is followed. */
const MAX_RETURN_DEPTH = 3;

/**
 * The text functions return on their failure paths (see {@link failureReturnedText}), and that of the helpers of the
 * file whose result they return, a few deep (`return runDeleteEvent(query, clients)`, whose `return
 * deleteEvent(id)` returns \`An error occurred: ${error}\` from its `catch`), each with the first helper on the way;
 * and the calls of imported functions they return that way, whose module says the rest (agent-text.ts's
 * `returnedByCall`). tsc's down-levelled `async` is read in its generator. Bounded.
 */
export function returnedFailureTexts(
  sourceCode: Readonly<TSESLint.SourceCode>,
  starts: readonly FunctionNode[],
  signals: readonly ErrorSignalSpecifier[],
): { texts: { node: TSESTree.Node; fn: FunctionNode; via: string | undefined }[]; foreignCalls: { call: TSESTree.CallExpression; via: string | undefined }[] } {
  const texts: { node: TSESTree.Node; fn: FunctionNode; via: string | undefined }[] = [];
  const foreignCalls: { call: TSESTree.CallExpression; via: string | undefined }[] = [];
  const followed = new Set<FunctionNode>();
  let level: { fn: FunctionNode; via: string | undefined }[] = [];
  const enter = (fn: FunctionNode, via: string | undefined, into: typeof level): void => {
    for (const body of [fn, awaiterGenerator(fn)]) {
      if (!body || followed.has(body)) continue;
      followed.add(body);
      into.push({ fn: body, via });
    }
  };
  for (const start of starts) enter(start, undefined, level);
  for (let depth = 0; depth <= MAX_RETURN_DEPTH && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { fn, via } of level) {
      for (const node of failureReturnedText(sourceCode, fn, signals)) texts.push({ node, fn, via });
      if (depth === MAX_RETURN_DEPTH) continue;
      for (const branch of returnedBranches(fn, true)) {
        // Also through a name that holds it (`const markdown = await convertToMarkdown(url); return markdown;`).
        const held = branch.type === AST_NODE_TYPES.Identifier ? resolveLocal(sourceCode, branch) : branch;
        const returned = held.type === AST_NODE_TYPES.AwaitExpression ? unwrapCastsAndChains(held.argument) : held;
        if (returned.type !== AST_NODE_TYPES.CallExpression) continue;
        // `fetch(url).then((r) => r.text()).catch((error) => \`Search failed: ${error.message}\`)`: what the rejection
        // callback returns is failure text on every path.
        const rejected = returned.arguments.find((argument) => isFunctionNode(argument) && isRejectionHandler(argument));
        if (rejected && isFunctionNode(rejected)) {
          for (const text of returnedBranches(rejected, true)) if (isReturnedText(sourceCode, text)) texts.push({ node: text, fn: rejected, via });
          continue;
        }
        const callee = unwrapCastsAndChains(returned.callee);
        const local = resolveCallee(sourceCode, callee);
        if (local) enter(local, via ?? (callee.type === AST_NODE_TYPES.Identifier ? callee.name : memberName(callee)) ?? functionName(local), next);
        else if (callsImport(sourceCode, returned)) foreignCalls.push({ call: returned, via });
      }
    }
    level = next;
  }
  return { texts, foreignCalls };
}

/**
 * The callbacks whose result a handler returns through a wrapper (`execute: (input, options) =>
 * withOperationTimeout(async () => { ... }, options)`, VoltAgent's search tools): a function of the file, or
 * one another module of the project exports (read through the file's relative imports), that returns
 * `await task()` or `Promise.race([task(), timeout])` of a parameter.
 */
function wrappedCallbacks(sourceCode: Readonly<TSESLint.SourceCode>, handler: FunctionNode, readImported: boolean): FunctionNode[] {
  const found: FunctionNode[] = [];
  for (const returned of returnedBranches(handler, true)) {
    if (returned.type !== AST_NODE_TYPES.CallExpression) continue;
    // The functions of this file the call passes (inline, or by name): nothing to look up without one.
    const callbacks = returned.arguments.map((argument) => (isFunctionNode(argument) ? argument : argument.type === AST_NODE_TYPES.Identifier ? resolveCallee(sourceCode, argument) : undefined));
    if (!callbacks.some(Boolean)) continue;
    const callee = unwrapCastsAndChains(returned.callee);
    const local = resolveCallee(sourceCode, callee);
    const wrapper = local ? { sourceCode, fn: local } : readImported ? importedFunctionOf(sourceCode, callee, (text) => text.includes("return")) : undefined;
    if (!wrapper) continue;
    const wrapperSource = "module" in wrapper ? wrapper.module.sourceCode : wrapper.sourceCode;
    for (const index of calledAndReturnedParameters(wrapperSource, wrapper.fn)) {
      const callback = callbacks[index];
      if (callback && !found.includes(callback)) found.push(callback);
    }
  }
  return found;
}

const calledParameters = new WeakMap<FunctionNode, number[]>();

/** The positions of a function's parameters that it calls and returns the result of (`return await task()`, `return Promise.race([task(), timeout])`). */
function calledAndReturnedParameters(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): number[] {
  let indices = calledParameters.get(fn);
  if (indices) return indices;
  indices = [];
  const calls: TSESTree.Node[] = [];
  for (const returned of returnedBranches(fn, true)) {
    // `Promise.race([task(), timeoutPromise])`: settled by the first to settle, the task's result or the timeout's rejection.
    const callee = returned.type === AST_NODE_TYPES.CallExpression ? unwrapCastsAndChains(returned.callee) : undefined;
    const race =
      callee?.type === AST_NODE_TYPES.MemberExpression &&
      callee.object.type === AST_NODE_TYPES.Identifier &&
      callee.object.name === "Promise" &&
      callee.property.type === AST_NODE_TYPES.Identifier &&
      callee.property.name === "race";
    const list = race ? (returned as TSESTree.CallExpression).arguments[0] : undefined;
    if (list?.type !== AST_NODE_TYPES.ArrayExpression) {
      calls.push(returned);
      continue;
    }
    for (const element of list.elements) if (element) calls.push(unwrapCastsAndChains(element.type === AST_NODE_TYPES.AwaitExpression ? element.argument : element));
  }
  for (const call of calls) {
    if (call.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.Identifier) continue;
    const definition = findVariableOf(sourceCode, call.callee)?.defs[0];
    const index = definition?.type === "Parameter" ? fn.params.indexOf(definition.name as TSESTree.Parameter) : -1;
    if (index >= 0 && !indices.includes(index)) indices.push(index);
  }
  calledParameters.set(fn, indices);
  return indices;
}

/** Whether a thrown expression rethrows a caught error as it is (`throw e` in a `catch`). */
export function isRethrow(sourceCode: Readonly<TSESLint.SourceCode>, argument: TSESTree.Node): boolean {
  const target = unwrapCasts(argument);
  if (target.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = findVariableOf(sourceCode, target)?.defs[0];
  if (!definition) return false;
  if (definition.type === "CatchClause") return true;
  // The first parameter of a promise's rejection handler (`p.catch((e) => { throw e; })`).
  const fn = definition.node;
  return definition.type === "Parameter" && isFunctionNode(fn) && fn.params[0] === definition.name && isRejectionHandler(fn);
}

/**
 * `if (error instanceof McpError && error.code === ErrorCode.UrlElicitationRequired) throw error;`, as the MCP SDK's
 * own tool handler passes it on (and servers that install their own copy of it): the SDK's client answers that code
 * by asking the user to open the URLs the error carries, so the rethrow is a protocol signal for the client, not
 * text for the model. Only that code: an `McpError` of another (`InvalidParams`: "Tool ${name} not found") is
 * a message like any other.
 */
function rethrowsProtocolSignal(sourceCode: Readonly<TSESLint.SourceCode>, argument: TSESTree.Node): boolean {
  const target = unwrapCasts(argument);
  const variable = target.type === AST_NODE_TYPES.Identifier ? findVariableOf(sourceCode, target) : undefined;
  if (!variable) return false;
  const isCode = (node: TSESTree.Node): boolean => {
    const value = unwrapCasts(node);
    return value.type === AST_NODE_TYPES.MemberExpression && memberName(value) === "code" && unwrapCasts(value.object).type === AST_NODE_TYPES.Identifier && findVariableOf(sourceCode, unwrapCasts(value.object) as TSESTree.Identifier) === variable;
  };
  const isSignal = (node: TSESTree.Node): boolean => {
    const value = unwrapCasts(node);
    // `ErrorCode.UrlElicitationRequired` of the SDK's `ErrorCode`, or its number.
    if (value.type === AST_NODE_TYPES.UnaryExpression) return value.operator === "-" && value.argument.type === AST_NODE_TYPES.Literal && value.argument.value === URL_ELICITATION_REQUIRED;
    return value.type === AST_NODE_TYPES.MemberExpression && memberName(value) === "UrlElicitationRequired" && isMcpSdkImport(sourceCode, value.object, "ErrorCode");
  };
  const testsSignal = (test: TSESTree.Node): boolean => {
    const node = unwrapCasts(test);
    if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === "&&") return testsSignal(node.left) || testsSignal(node.right);
    return node.type === AST_NODE_TYPES.BinaryExpression && (node.operator === "===" || node.operator === "==") && ((isCode(node.left) && isSignal(node.right)) || (isSignal(node.left) && isCode(node.right)));
  };
  return walkConditions(target, conditionsOf<true>(variable), (test, positive) => (positive && testsSignal(test) ? true : undefined)) === true;
}

/** The JSON-RPC error code of the MCP SDK's `UrlElicitationRequiredError` (-32042). */
const URL_ELICITATION_REQUIRED = 32042;

/**
 * The texts written into an error result's content after it is built: `result.content[0].text = value` on the
 * variable the object literal initialises (`const result = { isError: true, content: [...] }`).
 */
function laterTextWrites(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): TSESTree.Node[] {
  const declarator = object.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== object || declarator.id.type !== AST_NODE_TYPES.Identifier) return [];
  const values: TSESTree.Node[] = [];
  for (const variable of sourceCode.getDeclaredVariables(declarator)) {
    for (const reference of variable.references) {
      // result . content [i] . text = value
      const content = reference.identifier.parent;
      if (content?.type !== AST_NODE_TYPES.MemberExpression || content.object !== reference.identifier || content.computed || !isNamed(content.property, "content")) continue;
      const item = content.parent;
      if (item?.type !== AST_NODE_TYPES.MemberExpression || item.object !== content || !item.computed) continue;
      const text = item.parent;
      if (text?.type !== AST_NODE_TYPES.MemberExpression || text.object !== item || text.computed || !isNamed(text.property, "text")) continue;
      const assignment = text.parent;
      if (assignment?.type === AST_NODE_TYPES.AssignmentExpression && assignment.left === text && assignment.operator === "=") values.push(assignment.right);
    }
  }
  return values;
}

/**
 * The items a `catch` pushes into the array a tool result's `content` is (`const parts = [...]`, returned as
 * `{ content: parts }`): `parts.push({ type: "text", text })` in a `catch` inside the function that declares
 * it (also a callback's there).
 */
function pushedInCatch(sourceCode: Readonly<TSESLint.SourceCode>, result: TSESTree.ObjectExpression): TSESTree.Node[] {
  const content = propertyNamed(result, "content");
  const array = content && unwrapCastsAndChains(content.value);
  if (array?.type !== AST_NODE_TYPES.Identifier) return [];
  const variable = findVariableOf(sourceCode, array);
  const declarator = variable?.defs.length === 1 ? variable.defs[0]!.node : undefined;
  if (!variable || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || !declarator.init || unwrapCastsAndChains(declarator.init).type !== AST_NODE_TYPES.ArrayExpression) return [];
  const items: TSESTree.Node[] = [];
  for (const reference of variable.references) {
    const member = reference.identifier.parent;
    const call = member?.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier || !isNamed(member.property, "push")) continue;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== member || !inCatchOf(call, declarator)) continue;
    for (const argument of call.arguments) {
      const item = argument.type === AST_NODE_TYPES.SpreadElement ? undefined : resolveLocal(sourceCode, argument);
      if (item?.type === AST_NODE_TYPES.ObjectExpression) items.push(item);
    }
  }
  return items;
}

/** Whether a node is in a `catch` block inside the function (or module) where `declaration` is, also of a callback there. */
function inCatchOf(node: TSESTree.Node, declaration: TSESTree.Node): boolean {
  const scope = enclosingFunction(declaration);
  for (let current = node.parent; current && current !== scope; current = current.parent) {
    if (current.type === AST_NODE_TYPES.CatchClause) return true;
  }
  return false;
}

function isNamed(node: TSESTree.Node, name: string): boolean {
  return node.type === AST_NODE_TYPES.Identifier && node.name === name;
}

/** {@link uncaughtThrows} and {@link uncaughtImportCalls} of a function, once (every call of it from any file asks). */
const uncaughtOf = new WeakMap<FunctionNode, { thrown?: TSESTree.Node[]; calls?: { call: TSESTree.CallExpression; handed: "handed" | "synchronous" }[] }>();
function uncaughtEntry(fn: FunctionNode): { thrown?: TSESTree.Node[]; calls?: { call: TSESTree.CallExpression; handed: "handed" | "synchronous" }[] } {
  let entry = uncaughtOf.get(fn);
  if (!entry) uncaughtOf.set(fn, (entry = {}));
  return entry;
}

/** How many functions of its module deep a function's throws are read by {@link uncaughtThrows} (it, and those it calls). */
const MAX_UNCAUGHT_DEPTH = 2;

/**
 * What a function throws and does not catch itself (see {@link ownUncaught}), also in the functions of its module it
 * calls by name, a level deep: the thrown values.
 */
export function uncaughtThrows(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): readonly TSESTree.Node[] {
  const entry = uncaughtEntry(fn);
  if (entry.thrown) return entry.thrown;
  const thrown: TSESTree.Node[] = [];
  const followed = new Set<FunctionNode>([fn]);
  let level = [fn];
  for (let current = 0; current < MAX_UNCAUGHT_DEPTH && level.length > 0; current++) {
    const next: FunctionNode[] = [];
    for (const each of level) {
      ownUncaught(sourceCode, each, (node) => {
        if (node.type === AST_NODE_TYPES.ThrowStatement) thrown.push(node.argument);
        if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.Identifier) return;
        const callee = resolveFunction(sourceCode, node.callee);
        if (callee && !followed.has(callee)) {
          followed.add(callee);
          next.push(callee);
        }
      });
    }
    level = next;
  }
  entry.thrown = thrown;
  return thrown;
}

/**
 * How a call's failure goes on to its caller: `"handed"` when it is awaited, returned, or yielded in tsc's
 * down-levelled `async` (`return yield f(x)`), also through `.then(...)` or `.finally(...)` (which pass a rejection
 * on); `"synchronous"` when only what it throws at once does (a statement, `assertTable(name);`); undefined when its
 * value goes elsewhere (a variable kept, `void f()`).
 */
function failureHandedOn(call: TSESTree.CallExpression): "handed" | "synchronous" | undefined {
  let current: TSESTree.Node = call;
  for (;;) {
    const parent: TSESTree.Node | undefined = current.parent;
    if (parent?.type === AST_NODE_TYPES.TSAsExpression || parent?.type === AST_NODE_TYPES.TSNonNullExpression) {
      current = parent;
      continue;
    }
    // `runQuery(sql).then((rows) => ...)`: the chain's promise rejects as the call's does.
    const method = parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === current ? memberName(parent) : undefined;
    const chained: TSESTree.Node | undefined = parent?.parent;
    // `await Promise.all([runQuery(sql), ...])` (or `race`, `any`): the combined promise rejects with the call's failure.
    const combinator: TSESTree.Node | undefined = parent?.type === AST_NODE_TYPES.ArrayExpression ? parent.parent : undefined;
    if (combinator?.type === AST_NODE_TYPES.CallExpression && combinator.arguments[0] === parent && /^Promise\.(?:all|race|any)$/.test(qualifiedName(combinator.callee))) {
      current = combinator;
      continue;
    }
    // Not `.then(ok, onFail)`, whose second callback takes the rejection.
    if ((method === "then" || method === "finally") && chained?.type === AST_NODE_TYPES.CallExpression && chained.callee === parent && chained.arguments.length < 2) {
      current = chained;
      continue;
    }
    if (parent?.type === AST_NODE_TYPES.AwaitExpression || parent?.type === AST_NODE_TYPES.YieldExpression || parent?.type === AST_NODE_TYPES.ReturnStatement) return "handed";
    if (parent?.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === current) return "handed";
    return parent?.type === AST_NODE_TYPES.ExpressionStatement && current === call ? "synchronous" : undefined;
  }
}

/**
 * How the failure of a call of an imported function goes on to the function it is in (see {@link failureHandedOn}),
 * when it does so unchanged: not in a `try` whose `catch` makes its own text of it ({@link altersFailureAround}),
 * which is that `catch`'s sink.
 */
function escapingImportCall(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): "handed" | "synchronous" | undefined {
  const handed = failureHandedOn(call);
  return handed && callsImport(sourceCode, call) && !altersFailureAround(sourceCode, call) ? handed : undefined;
}

/**
 * The calls of imported functions a function makes whose failure goes on to its caller, uncaught (see
 * {@link escapingImportCall}): `return await runQuery(sql)` in a helper of another module the handler calls.
 */
export function uncaughtImportCalls(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): readonly { call: TSESTree.CallExpression; handed: "handed" | "synchronous" }[] {
  const entry = uncaughtEntry(fn);
  if (entry.calls) return entry.calls;
  const calls: { call: TSESTree.CallExpression; handed: "handed" | "synchronous" }[] = [];
  ownUncaught(sourceCode, fn, (node) => {
    const handed = node.type === AST_NODE_TYPES.CallExpression ? escapingImportCall(sourceCode, node) : undefined;
    if (handed) calls.push({ call: node as TSESTree.CallExpression, handed });
  });
  entry.calls = calls;
  return calls;
}

/** `Promise.all` for a callee written as a member of a name, else "". */
function qualifiedName(callee: TSESTree.Node): string {
  const value = unwrapCastsAndChains(callee);
  return value.type === AST_NODE_TYPES.MemberExpression && value.object.type === AST_NODE_TYPES.Identifier && !value.computed && value.property.type === AST_NODE_TYPES.Identifier ? `${value.object.name}.${value.property.name}` : "";
}

/** A call of an imported name, or of a member of one (a namespace, tsc's `(0, m_1.f)(x)`). */
function callsImport(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): boolean {
  let root: TSESTree.Node = unwrapCastsAndChains(call.callee);
  if (root.type === AST_NODE_TYPES.SequenceExpression) root = root.expressions[root.expressions.length - 1]!;
  while (root.type === AST_NODE_TYPES.MemberExpression) root = unwrapCastsAndChains(root.object);
  return root.type === AST_NODE_TYPES.Identifier && bindingOfIdentifier(sourceCode, root) !== undefined;
}

/** How many helpers deep the errors thrown by functions that a handler calls are followed. */
const MAX_THROW_DEPTH = 3;

/** Where a failure's text goes in a tool result returned on a failure path without `isError` (built in place, or by a builder of another module). */
/**
 * The parameter an object a function builds takes its `isError` from (`{ content, isError }` in `function
 * makeResult(text: string, isError: boolean)`), with the calls of the file that hand it `true` (maybe none: a
 * call of another module may); undefined when the flag is no such parameter.
 */
function flagParameterOf(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): { index: number; calls: ReadonlySet<TSESTree.CallExpression> } | undefined {
  const flag = propertyNamed(object, "isError")?.value;
  if (flag?.type !== AST_NODE_TYPES.Identifier) return undefined;
  const fn = enclosingFunction(object);
  const index = fn ? fn.params.findIndex((param) => param.type === AST_NODE_TYPES.Identifier && param.name === flag.name) : -1;
  if (!fn || index < 0 || findVariableOf(sourceCode, flag)?.defs[0]?.node !== fn) return undefined;
  const calls = callsOf(sourceCode, fn).filter((call) => handsTrue(call, index));
  return { index, calls: new Set(calls) };
}

/** Whether a call hands `true` (or `!0`) to the parameter at `index`. */
export function handsTrue(call: TSESTree.CallExpression, index: number): boolean {
  const argument = call.arguments[index];
  return call.arguments.slice(0, index + 1).every((before) => before.type !== AST_NODE_TYPES.SpreadElement) && argument !== undefined && literalBoolean(argument) === true;
}

export const UNFLAGGED_FAILURE_RESULT = "the `text` of a tool result returned on failure (it has no `isError: true`)";
const FALSE_FLAGGED_FAILURE_RESULT = "the `text` of a tool result returned on failure (it says `isError: false`)";
const FAILURE_RESULT = "the `text` of a tool result returned on failure";

/** Every sink of a file (but the derived ones), computed once per file, settings and options. */
export function findSinks(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions): readonly Sink[] {
  const key = `sinks:${options.rethrown ? "r" : ""}${options.trustedErrorMessages ? "t" : ""}${options.services ? "typed" : ""}`;
  return cachedPerFile(sourceCode.ast, key, settings, () => {
    const sinks: Sink[] = [];
    const seen = new Set<TSESTree.Node>();
    const add = (kind: SinkKind, node: TSESTree.Node | undefined | null, through: string, failureCalls?: ReadonlySet<TSESTree.CallExpression>, caughtOnly?: boolean, flagParameter?: number): void => {
      if (!node || seen.has(node) || node.type === AST_NODE_TYPES.SpreadElement) return;
      seen.add(node);
      sinks.push({ kind, node, through, ...(failureCalls ? { failureCalls } : {}), ...(caughtOnly ? { caughtOnly } : {}), ...(flagParameter !== undefined ? { flagParameter } : {}) });
    };
    const addThrown = (argument: TSESTree.Node, via: string | undefined): void => {
      const suffix = via ? ` via \`${via}()\`` : "";
      // An API error class (`apiResponseErrors`) carries the project's own API's text: its arguments are the
      // same sink as its message anywhere (`throw new ApiError(await res.text(), res.status)`).
      const thrown = unwrapCasts(argument);
      const apiClass = thrown.type === AST_NODE_TYPES.NewExpression ? classNamedBy(sourceCode, thrown.callee, settings.apiResponseErrors) : undefined;
      if (apiClass && thrown.type === AST_NODE_TYPES.NewExpression) {
        for (const part of thrown.arguments) add("api-error-message", part, `the message of a thrown \`${apiClass.name}\`${suffix}`);
        return;
      }
      if (!isRethrow(sourceCode, argument)) add("thrown", argument, `a thrown error's message${suffix}`);
      else if (options.rethrown && !rethrowsProtocolSignal(sourceCode, argument)) add("rethrown", argument, `a rethrown error's message${suffix}`);
    };

    // A call in the handler of an imported function whose failure goes on unchanged (see `thrownBy` and
    // escapingImportCall): `callTool(name, args)`, `tools.callTool(...)` of a namespace import, tsc's
    // `(0, callTool_1.callTool)(...)`.
    const addThrownBy = (call: TSESTree.CallExpression): void => {
      const handed = seen.has(call) ? undefined : escapingImportCall(sourceCode, call);
      if (!handed) return;
      seen.add(call);
      sinks.push({ kind: "thrown", node: call, through: "a thrown error's message", thrownBy: handed });
    };

    // The text a tool's function returns on failure, its own and that of the helpers whose result it returns: of this
    // file, at their returns; of another module, at the call (read by agent-text.ts).
    const returnedBySeen = new Set<TSESTree.CallExpression>();
    const addReturnedText = (fns: readonly FunctionNode[], through: string): void => {
      const returned = returnedFailureTexts(sourceCode, fns, settings.errorSignals);
      for (const { node, via } of returned.texts) add("returned-text", node, via ? `${through} via \`${via}()\`` : through);
      if (!options.services && !settings.readImportedModules) return;
      // A call may be a sink of both kinds (what it throws, what it returns): kept apart from `seen`.
      for (const { call, via } of returned.foreignCalls) {
        if (returnedBySeen.has(call)) continue;
        returnedBySeen.add(call);
        sinks.push({ kind: "returned-text", node: call, through: via ? `${through} via \`${via}()\`` : through, returnedBy: true });
      }
    };

    // What a tool's function returns as its data (see dataReturns): only a caught error's text in it counts.
    const addReturnedData = (fn: FunctionNode, returning: string | undefined): void => {
      const through = `${returning ? `the value \`${returning}\` returns` : "the value the tool's function returns"} (a caught error's text in the tool's data)`;
      for (const body of [fn, awaiterGenerator(fn)]) {
        if (!body) continue;
        for (const node of dataReturns(sourceCode, body, settings.errorSignals)) if (!seen.has(node)) sinks.push({ kind: "returned-text", node, through, caughtOnly: true, dataReturn: true });
      }
    };

    /** The error signal with a value (`success: false`, `ok: false`, `status: "error"`) an object literal has itself. */
    const valueSignals = settings.errorSignals.filter((signal) => signal.value !== undefined && !(signal.property === "isError" || signal.property === "kind"));
    const valueSignalOf = (object: TSESTree.ObjectExpression): ErrorSignalSpecifier | undefined => {
      for (const property of object.properties) {
        if (property.type !== AST_NODE_TYPES.Property) continue;
        const name = propertyKeyName(property);
        const signal = valueSignals.find((candidate) => candidate.property === name && isLiteralValue(property.value, candidate.value));
        if (signal) return signal;
      }
      return undefined;
    };
    const boundaries: readonly ToolBoundary[] = findToolBoundaries(sourceCode, settings.toolBoundaries, options.services);
    const madeFollowed = new Set<FunctionNode>();
    /**
     * The error fields of the objects a handler returns (`{ error: message }`): the agent reads them as the tool's result.
     * `shownAsJson`: the handler's result is shown to the model as its JSON (the AI SDK's `execute`, a tool class's
     * method), not as an MCP tool result, whose other fields the model does not see.
     */
    const addErrorObjects = (flow: ReturnType<typeof resultFlow>, shownAsJson: boolean): void => {
      // Shown as JSON, the objects nested in a result are read too (`{ data: { error: error.message } }`), to a
      // bounded depth; an MCP result's own fields (`structuredContent`, `_meta`) are not the text the model reads.
      const objects = new Set<TSESTree.ObjectExpression>(flow.objects);
      if (shownAsJson) {
        let level = flow.objects.filter((object) => !propertyNamed(object, "content"));
        for (let depth = 0; depth < MAX_NESTED_RESULT_DEPTH && level.length > 0; depth++) {
          const next: TSESTree.ObjectExpression[] = [];
          for (const object of level) {
            for (const property of object.properties) {
              // Written in place, or a local the object was built in (`const failure = { error }; return { data: failure }`).
              const value = property.type === AST_NODE_TYPES.Property ? resolveLocal(sourceCode, property.value) : undefined;
              // The objects of an array written in place (`{ success: false, errors: [{ message: error.message }] }`),
              // and those pushed into it later (`errors.push({ id, error: error.message })`).
              const values =
                value?.type === AST_NODE_TYPES.ArrayExpression
                  ? [...value.elements.map((element) => (element && element.type !== AST_NODE_TYPES.SpreadElement ? resolveLocal(sourceCode, element) : undefined)), ...pushedInto(sourceCode, property as TSESTree.Property, value)]
                  : [value];
              for (const nested of values) {
                if (nested?.type === AST_NODE_TYPES.ObjectExpression && !objects.has(nested)) {
                  objects.add(nested);
                  next.push(nested);
                }
              }
            }
          }
          level = next;
        }
      }
      for (const object of objects) {
        let errorKeyOf: string | undefined;
        for (const errorKey of settings.errorMessageKeys) {
          const value = propertyNamed(object, errorKey)?.value;
          if (value) errorKeyOf ??= errorKey;
          add("error-property", value, `\`${errorKey}\``);
        }
        // The detail an error object carries beside its error (`{ error: "Failed to create rule", message }`): the
        // agent reads it with the error. So is that of an object a signal marks as an error without an error key
        // (`{ success: false, message: \`Could not start: ${error.message}\` }`, `{ ok: false, reason }`).
        const signal = errorKeyOf === undefined && shownAsJson && !propertyNamed(object, "content") ? valueSignalOf(object) : undefined;
        const beside = errorKeyOf !== undefined ? `beside \`${errorKeyOf}\`` : signal ? `of a \`${signal.property}: ${JSON.stringify(signal.value)}\` result` : undefined;
        if (beside !== undefined) {
          for (const key of ERROR_DETAIL_KEYS) if (!settings.errorMessageKeys.includes(key)) add("error-property", propertyNamed(object, key)?.value, `the \`${key}\` ${beside}`);
        }
      }
      for (const write of flow.fieldWrites) {
        if (settings.errorMessageKeys.includes(write.key)) add("error-property", write.value, `\`${write.key}\``);
      }
    };
    for (const boundary of boundaries) {
      const flow = resultFlow(sourceCode, boundary.handler);
      addErrorObjects(flow, boundary.spec.handler !== "lastArgument");
      // The tool's own error function (the OpenAI Agents SDK's `errorFunction: (context, error) => ...`): what it returns
      // is the tool's output for what the handler threw, on every path.
      if (boundary.errorFunction) {
        const through = `the text \`${boundary.spec.errorFunction!.property}\` returns for an error the tool throws`;
        for (const returned of returnedExpressions(boundary.errorFunction)) add("returned-text", returned, through);
      } else if (boundary.errorFunctionValue && (options.services || settings.readImportedModules)) {
        // Another module's function (`errorFunction: describeToolFailure` of `./errors.js`): read there, reported here.
        const through = `the text \`${boundary.spec.errorFunction!.property}\` returns for an error the tool throws`;
        sinks.push({ kind: "returned-text", node: boundary.errorFunctionValue, through, errorParameter: boundary.spec.errorFunction!.parameter });
      }
      // An AI SDK tool's `execute` (or LangChain's `func`) that returns text on failure: that text is the tool's output
      // to the model.
      if (boundary.spec.handler !== "lastArgument") {
        const returning = handlerProperty(boundary.spec.handler) ?? functionName(boundary.handler);
        addReturnedText([boundary.handler, ...wrappedCallbacks(sourceCode, boundary.handler, settings.readImportedModules)], returning ? `the text \`${returning}\` returns on failure` : "the text the tool's function returns on failure");
        addReturnedData(boundary.handler, returning);
      }
      // A handler wrapped by a function of the file that returns the function registered (Bright Data's
      // `execute: tool_fn(name, async (data) => ...)`, whose returned function catches and rethrows): what that
      // function throws reaches the model as the handler's would.
      const made = boundary.spec.thrownErrorsReachModel && !boundary.thrownErrorsReachModel ? functionMadeByWrapper(sourceCode, boundary.handler) : undefined;
      if (made && madeFollowed.has(made)) continue;
      if (made) madeFollowed.add(made);
      if (!boundary.thrownErrorsReachModel && !made) continue;
      if (boundary.thrownErrorsReachModel) for (const rejection of flow.rejections) addThrown(rejection, undefined);
      followThrows(made ?? boundary.handler, made, boundary.handler);
    }
    // Handlers another module registers (by reference, through a table, a base class's `this.execute`), where that
    // registration hands what they throw on to the model as it is: their throws, as a boundary's above.
    const followedNamed = new Set<FunctionNode>(boundaries.map((boundary) => boundary.handler));
    for (const handler of findToolHandlers(sourceCode, settings, { names: settings.toolHandlers, ...(options.services ? { services: options.services } : {}) })) {
      // A framework's tool class method (mcp-framework's `execute`): the text it returns from its `catch` is the tool's
      // output to the model, as an AI SDK `execute`'s is, and so are the error fields of the objects it returns
      // (mcp-framework shows an object as its JSON): `{ success: false, error: error.message }`.
      if (followedNamed.has(handler.fn) || (!handler.toolClass && !handler.thrownErrorsReachModel)) continue;
      const flow = resultFlow(sourceCode, handler.fn);
      if (handler.toolClass) {
        addReturnedText([handler.fn], `the text \`${functionName(handler.fn) ?? "execute"}\` returns on failure`);
        addReturnedData(handler.fn, functionName(handler.fn) ?? "execute");
        addErrorObjects(flow, true);
      }
      if (!handler.thrownErrorsReachModel) continue;
      followedNamed.add(handler.fn);
      for (const rejection of flow.rejections) addThrown(rejection, undefined);
      followThrows(handler.fn, undefined, handler.fn);
    }

    /** What a handler throws, and what the helpers of this file that it calls throw (bounded). */
    function followThrows(start: FunctionNode, made: FunctionNode | undefined, handler: FunctionNode): void {
      const followed = new Set<FunctionNode>([start]);
      let level: { fn: FunctionNode; via: string | undefined }[] = [{ fn: start, via: undefined }];
      for (let depth = 0; depth <= MAX_THROW_DEPTH && level.length > 0; depth++) {
        const next: typeof level = [];
        for (const { fn, via } of level) {
          ownUncaught(sourceCode, fn, (node) => {
            if (node.type === AST_NODE_TYPES.ThrowStatement) addThrown(node.argument, via);
            if (node.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.Identifier) {
              // `return await handler(args)` in the function a factory made of the handler: the handler itself.
              const wrapped = made && fn === made ? factoryArgument(sourceCode, node.callee, handler) : undefined;
              const callee = wrapped ?? resolveFunction(sourceCode, node.callee);
              if (callee && !followed.has(callee)) {
                followed.add(callee);
                next.push({ fn: callee, via: wrapped ? via : (via ?? node.callee.name) });
              }
              if (!callee && !via) addThrownBy(node);
            } else if (node.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.MemberExpression) {
              // `return this.handleCallTool(request)`: a method of the class around it; `await airtableService.listBases()`
              // of `const airtableService = new AirtableService()`: a method of an instance of a class of the file.
              const callee = resolveCallee(sourceCode, node.callee);
              const name = memberName(node.callee);
              if (callee && !followed.has(callee)) {
                followed.add(callee);
                next.push({ fn: callee, via: via ?? name });
              }
              if (!callee && !via && node.callee.object.type !== AST_NODE_TYPES.ThisExpression) addThrownBy(node);
            } else if (node.type === AST_NODE_TYPES.CallExpression && !via) addThrownBy(node);
          });
        }
        level = next;
      }
    }

    // Shapes that reach an agent wherever they are built: MCP error results, toolError:v1 payloads, the SDK's McpError.
    const trustedClassSpecs = settings.trustedMessageErrors;
    const text = sourceCode.text;
    const mcpErrors = text.includes("McpError");
    const walk =
      mcpErrors ||
      text.includes("isError") ||
      text.includes("toolError:v1") ||
      (options.trustedErrorMessages && trustedClassSpecs.some((spec) => text.includes(spec.name)));
    const stack: TSESTree.Node[] = walk ? [sourceCode.ast] : [];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.ObjectExpression) {
        if (literalBoolean(propertyNamed(node, "isError")?.value) === true) {
          // Also the items of an array spread into it (`...(DEBUG ? [{ type: "text", text: error.stack }] : [])`).
          for (const item of contentItemsForText(sourceCode, node)) {
            if (item.type === AST_NODE_TYPES.ObjectExpression) add("content-text", propertyNamed(item, "text")?.value, "the `text` of an `isError: true` result");
          }
          for (const value of laterTextWrites(sourceCode, node)) add("content-text", value, "the `text` of an `isError: true` result");
        } else {
          // `makeResult(text, isError)` returning `{ content: [...], isError }`: an error result where a call hands
          // its flag `true` (Discourse's `errorResult(message)` returning `makeResult(message, true)`), and the text
          // only those calls give is the sink.
          const flag = flagParameterOf(sourceCode, node);
          if (flag) {
            for (const item of contentItemsForText(sourceCode, node)) {
              if (item.type === AST_NODE_TYPES.ObjectExpression) add("content-text", propertyNamed(item, "text")?.value, "the `text` of an `isError: true` result", flag.calls, false, flag.index);
            }
          }
        }
        if (isLiteralValue(propertyNamed(node, "kind")?.value, "toolError:v1")) {
          add("tool-error-message", propertyNamed(node, "message")?.value, "the `message` of a `toolError:v1` payload");
        }
      } else if (mcpErrors && node.type === AST_NODE_TYPES.NewExpression && isMcpSdkValue(sourceCode, unwrapCasts(node.callee), "McpError")) {
        // The MCP SDK's protocol error exists to reach the client: its message is the agent's text wherever it is
        // built (a class's `handleGoogleApiError(error)` that a handler reaches only through a table of classes).
        add("thrown", node, "the message of an `McpError`, which the MCP SDK sends to the client");
      } else if (options.trustedErrorMessages && node.type === AST_NODE_TYPES.NewExpression) {
        const spec = classNamedBy(sourceCode, node.callee, trustedClassSpecs);
        const message = node.arguments[0];
        if (spec && message && message.type !== AST_NODE_TYPES.SpreadElement) {
          const kind = classNamedBy(sourceCode, node.callee, settings.apiResponseErrors) ? "api-error-message" : "trusted-error-message";
          add(kind, message, `the message of \`${spec.name}\`, which is shown to agents verbatim`);
        }
      }
      pushChildren(node, stack, sourceCode.visitorKeys);
    }

    // A tool result returned on a failure path (a `catch`, a rejection handler, an error check) is the
    // agent's error text whether or not its author set `isError: true` (those are found above).
    if (text.includes("content")) {
      const results = findToolResults(sourceCode, settings, { names: settings.toolHandlers, ...(options.services ? { services: options.services } : {}) });
      for (const result of results.objects) {
        const failures = result.reaches.filter((reach) => countedFailure(sourceCode, result.node, reach.failure));
        const isError = isErrorOf(sourceCode, result.node).value;
        if (isError === "true") continue;
        if (failures.length === 0) {
          // The tool's data: only a caught error's text in it counts (a failed item listed with its `error.message`).
          if (result.reaches.some((reach) => reach.failure)) continue;
          for (const item of contentItemsForText(sourceCode, result.node)) add("content-text", itemText(item), "the `text` of a tool result (a caught error's text in the tool's data)", undefined, true);
          continue;
        }
        // Built by a helper that the failure paths call (and success paths too): only those calls' arguments.
        const failureCalls = failures.every((reach) => reach.failureCall) ? new Set(failures.map((reach) => reach.failureCall!)) : undefined;
        // What the result says of `isError`, as the message tells it: nothing, `false`, or a flag it computes or spreads.
        const through = isError === "absent" ? UNFLAGGED_FAILURE_RESULT : isError === "false" ? FALSE_FLAGGED_FAILURE_RESULT : FAILURE_RESULT;
        for (const item of contentItemsForText(sourceCode, result.node)) {
          add("content-text", itemText(item), through, failureCalls);
        }
      }
      // A failure's text pushed into the content a tool returns later, whatever the result says (Resend's
      // `catch (err) { contentParts.push({ type: "text", text: \`**Warning:** ... ${err.message}\` }) }`).
      for (const result of results.objects) {
        for (const item of pushedInCatch(sourceCode, result.node)) add("content-text", itemText(item), "the `text` of a tool result's content, added in a `catch`");
      }
    }

    for (const reference of findFunctionReferences(sourceCode, settings.sinkFunctions, options.services).references) {
      const call = reference.node.parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.node) continue;
      add("configured", call.arguments[reference.spec.argument], `\`${reference.spec.name}()\``);
    }
    return sinks;
  });
}

export { isFunctionNode };

/**
 * `handler(args)` in the function a factory of the file made of a tool's handler (`withErrorLogging(name, async
 * (args) => ...)`, whose returned function calls `handler` in a `try` it rethrows from as it is): the handler, when
 * `name` is the factory's parameter the call passed it for.
 */
function factoryArgument(sourceCode: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier, handler: FunctionNode): FunctionNode | undefined {
  const definition = findVariableOf(sourceCode, name)?.defs[0];
  const call = handler.parent;
  if (definition?.type !== "Parameter" || call?.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const factory = definition.node as FunctionNode;
  if (resolveCallee(sourceCode, unwrapCastsAndChains(call.callee)) !== factory) return undefined;
  return call.arguments[factory.params.indexOf(definition.name as TSESTree.Parameter)] === handler ? handler : undefined;
}

/**
 * The function a wrapper of the file returns when `handler` is registered through it (`tool_fn("x", handler)`
 * with `function tool_fn(name, fn) { return async (data) => { ... fn(data) ... }; }`): what runs when the tool is
 * called. Undefined when `handler` is not an argument of such a call.
 */
function functionMadeByWrapper(sourceCode: Readonly<TSESLint.SourceCode>, handler: FunctionNode): FunctionNode | undefined {
  const call = handler.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || !call.arguments.includes(handler as TSESTree.Expression)) return undefined;
  return functionMadeBy(sourceCode, call);
}
