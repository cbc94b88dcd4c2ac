/**
 * Tool results on failure paths (the `toolError:v1` convention, and the No-Fake-Empty-Data convention's
 * "errors are errors"): which success-looking results a failure returns, and why; which results a file
 * builds that must carry an error text or a `toolError:v1` payload.
 *
 * - {@link successOnFailure}: for a result object and the paths that return it (tool-results.ts), the failure
 *   it is returned on (the result itself is at fault), or the calls of a shared helper that the failure
 *   paths go through (those calls are at fault), or nothing.
 * - {@link opaqueOnFailure}: with types, a helper's result or a value whose type is a success-looking result,
 *   returned on a failure path.
 * - {@link resultCandidates}: the error results and `toolError:v1` payloads of a file, and (with types) the
 *   results outside a known handler's flow that are tool results by their contextual type.
 *
 * It asks tool-results.ts (the reaches, the shapes) and error-results.ts (the type and elicitation checks).
 * Linear in the file: one pass over the objects with the properties of a result.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type ts from "../typescript.cjs";
import { enclosingFunction, isFunctionNode, memberName, pushChildren, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { constInitializer, findVariableOf, isChangedThrough } from "../scope.js";
import { boundFunctions, resolveCallee, resolveFunction } from "./functions.js";
import { promiseMethod } from "./promise.js";
import { returnedExpressions } from "./returns.js";
import { importedFunctionOf, otherModuleFunction } from "./relative-imports.js";
import { TOOL_ERROR_KIND } from "../error-styles.js";
import type { AgentErrorsSettings } from "../settings.js";
import { findObjectsWithProperties } from "./by-name.js";
import { hasResultContextualType, isElicitationResult, isSuccessLookingResultType, missingErrorText } from "./error-results.js";
import { failureAt, type FailureEvidence } from "./failure-paths.js";
import { isGlobalReference, isJsonStringify } from "./failure-handlers.js";
import { RECEIVER_METHODS } from "./builtins.js";
import {
  catchGuardsOperation,
  passesOnlyExpectedFailure,
  contentItems,
  countedFailure,
  isErrorOf,
  itemText,
  leadingText,
  looksLikeToolResult,
  propertyNamed,
  readsAsError,
  importedResultHelper,
  resultHelper,
  resultLeadingText,
  type ResultHelper,
  type ResultObject,
  type ResultReach,
  type ToolResults,
} from "./tool-results.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Why a result is a failure's: a failure path it is returned on, or a text that reads as an error. */
export type FailureReason = { kind: "failure"; evidence: FailureEvidence } | { kind: "text"; text: string };

export type SuccessOnFailure =
  /** The result itself is returned on a failure (its `isError`: absent or `false`, and that property). */
  | { kind: "result"; reason: FailureReason; isError: "absent" | "false"; property: TSESTree.Property | undefined }
  /** A helper shared by success and failure paths builds it: the calls on the failure paths. */
  | { kind: "helper-calls"; calls: { call: TSESTree.CallExpression; failure: FailureEvidence }[] };

/**
 * Whether a success-looking tool result (`isError` absent or `false`) is returned on a failure path. A `catch`
 * around mere parsing counts only for a text that reads as an error; `{ content: [] }` on a catch or rejection
 * path is left to no-empty-catch-fallback; an elicitation result is not a failure's. With `errorText`, a text
 * that reads as an error ("Error: ...") is a failure wherever it is returned.
 */
export function successOnFailure(sourceCode: SourceCode, object: TSESTree.ObjectExpression, reaches: readonly ResultReach[], errorText: boolean): SuccessOnFailure | undefined {
  const isError = isErrorOf(sourceCode, object);
  if (isError.value !== "absent" && isError.value !== "false") return undefined;
  if (isError.value === "absent" && !looksLikeToolResult(object)) return undefined;
  if (isElicitationResult(sourceCode, object)) return undefined;
  const text = resultLeadingText(sourceCode, object);
  // A `catch` that answers with what the handler returns anyway once the guarded step is skipped is no failure path.
  const failing = reaches.map((reach) => ({
    reach,
    failure: reach.failure?.kind === "catch" && fallsBackToOwnResult(sourceCode, reach.returned, reach.failure.node as TSESTree.CatchClause) ? undefined : countedFailure(sourceCode, object, reach.failure),
  }));
  const failures = failing.filter((entry): entry is { reach: ResultReach; failure: FailureEvidence } => entry.failure !== undefined);
  let reason: FailureReason | undefined;
  const direct = failures.find((entry) => entry.reach.failureCall === undefined);
  if (direct) reason = { kind: "failure", evidence: direct.failure };
  else if (failures.length === 0 && errorText && readsAsError(text)) reason = { kind: "text", text: text! };
  else if (failures.length > 0 && failures.length === failing.length) reason = { kind: "failure", evidence: failures[0]!.failure };
  if (reason) {
    // An empty result on a catch or rejection path is a fake-empty fallback: no-empty-catch-fallback reports it.
    if (reason.kind === "failure" && reason.evidence.kind !== "error-check" && contentItems(sourceCode, object)?.length === 0) return undefined;
    return { kind: "result", reason, isError: isError.value, property: isError.property };
  }
  return failures.length > 0 ? { kind: "helper-calls", calls: failures.map((entry) => ({ call: entry.reach.failureCall!, failure: entry.failure })) } : undefined;
}

export interface OpaqueOnFailure {
  failure: FailureEvidence;
  /** A helper of the program that builds the result (where it is declared, what it returns). */
  helper?: ResultHelper;
  /** Else the value's type, a success-looking tool result. */
  type?: ts.Type;
}

/**
 * A helper's result (or a value) returned on a failure path that is a success-looking tool result. With types, a
 * helper of the program is read (its declared type, `CallToolResult`, may allow either) and a package's result is
 * judged by its type; without, a helper of a module the file imports by a relative path is read (`readImportedModules`).
 * A `catch` counts only around an operation.
 */
export function opaqueOnFailure(
  services: ParserServicesWithTypeInformation | undefined,
  sourceCode: SourceCode,
  node: TSESTree.CallExpression | TSESTree.Identifier,
  reaches: readonly ResultReach[],
  settings: Pick<AgentErrorsSettings, "readImportedModules">,
): OpaqueOnFailure | undefined {
  if (!reaches.some((reach) => reach.failure)) return undefined;
  const failureOf = (): FailureEvidence | undefined => {
    const failure =
      reaches.find((reach) => reach.failure && reach.failure.kind !== "catch")?.failure ??
      reaches.find((reach) => reach.failure && catchGuardsOperation(sourceCode, reach.failure.node as TSESTree.CatchClause) && !passesOnlyExpectedFailure(sourceCode, reach.failure.node as TSESTree.CatchClause))?.failure;
    return failure && !(failure.kind === "catch" && fallsBackToOwnResult(sourceCode, node, failure.node as TSESTree.CatchClause)) ? failure : undefined;
  };
  // Untyped: a helper of a module the file imports by a relative path, read from disk (`readImportedModules`), asked
  // once a failure is known (reading the module costs more than the `try` block's summary).
  if (!services) {
    const failure = failureOf();
    const helper = failure && node.type === AST_NODE_TYPES.CallExpression ? importedResultHelper(sourceCode, node, settings) : undefined;
    return failure && helper && !helper.isError ? { failure, helper } : undefined;
  }
  // Typed, the helper first: a call of an error builder (`errorResult(formatFailure(error))`, what most tools' catch
  // clauses return) ends it there, before what the `try` block can do is worked out (its summary is the costly part).
  const helper = node.type === AST_NODE_TYPES.CallExpression ? resultHelper(services, node) : undefined;
  if (helper?.isError) return undefined;
  const failure = failureOf();
  if (!failure) return undefined;
  if (helper) return { failure, helper };
  const checker = services.program.getTypeChecker();
  const type = checker.getAwaitedType(services.getTypeAtLocation(node)) ?? services.getTypeAtLocation(node);
  return isSuccessLookingResultType(checker, type) ? { failure, type } : undefined;
}

/**
 * Whether a `catch` answers with the result its function gives anyway when the guarded step is not taken: the same
 * expression, returned outside the `try` too, of values held before it (CircleCI's `if (process.env.FILE_OUTPUT_DIRECTORY)
 * { try { return await writeTestsToFiles({ tests }) } catch (error) { console.error(error); return formatFlakyTests(tests) } }
 * return formatFlakyTests(tests);`). An optional step failed (writing to files the agent did not ask for) and the
 * agent gets the tool's own data, not a success that stands for missing data.
 */
function fallsBackToOwnResult(sourceCode: SourceCode, node: TSESTree.Node, clause: TSESTree.CatchClause): boolean {
  const statement = clause.parent;
  const fn = enclosingFunction(clause);
  if (!fn || statement.type !== AST_NODE_TYPES.TryStatement) return false;
  const inside = (target: TSESTree.Node): boolean => statement.range[0] <= target.range[0] && target.range[1] <= statement.range[1];
  // Returned in the `catch` itself (not the code after a `try` that always returns, which only the `catch` reaches).
  if (!(clause.range[0] <= node.range[0] && node.range[1] <= clause.range[1])) return false;
  // Only values held before the `try` (not the caught error, nor what the `try` computed), asked in three steps from
  // the cheapest: a value declared in the `try` or the `catch` (the caught error), the same expression returned
  // outside the `try`, then a variable the `try` writes or changes (every reference of each is read).
  const variables: NonNullable<ReturnType<typeof findVariableOf>>[] = [];
  const stack: TSESTree.Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === AST_NODE_TYPES.Identifier) {
      // A global has no definition in the file.
      const variable = findVariableOf(sourceCode, current);
      const definition = variable?.defs[0];
      if (definition && inside(definition.name)) return false;
      if (variable) variables.push(variable);
      continue;
    }
    if (isFunctionNode(current)) return false;
    // `a.b`, `{ b: a }`: only `a` is a value.
    if (current.type === AST_NODE_TYPES.MemberExpression && !current.computed) {
      stack.push(current.object);
      continue;
    }
    if (current.type === AST_NODE_TYPES.Property && !current.computed) {
      stack.push(current.value);
      continue;
    }
    pushChildren(current, stack, sourceCode.visitorKeys);
  }
  const text = (expression: TSESTree.Node): string => sourceCode.getText(expression.type === AST_NODE_TYPES.AwaitExpression ? expression.argument : expression);
  const own = text(node.parent?.type === AST_NODE_TYPES.AwaitExpression ? node.parent : node);
  if (!returnedExpressions(fn).some((returned) => !inside(returned) && text(returned) === own)) return false;
  // A variable the `try` writes or changes (`tests = await fetchTests()`, `tests.push(...)`) holds in the `catch` what
  // the failure left, not the value the function returns anyway.
  return !variables.some((variable) =>
    variable.references.some((reference) => inside(reference.identifier) && (reference.isWrite() || isChangedThrough(reference.identifier, CHANGING_METHODS) || isUpdatedThrough(reference.identifier))),
  );
}

/** Methods that change the array, map or set they are called on. */
const CHANGING_METHODS: ReadonlySet<string> = new Set(["push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "copyWithin", "set", "add", "delete", "clear"]);

/** `x.count++`: a field of the value counted through the identifier. */
function isUpdatedThrough(identifier: TSESTree.Node): boolean {
  const member = identifier.parent;
  return member?.type === AST_NODE_TYPES.MemberExpression && member.object === identifier && member.parent?.type === AST_NODE_TYPES.UpdateExpression;
}

/** The properties that make an object literal a candidate tool result or `toolError:v1` payload. */
const RESULT_PROPERTIES = ["isError", "kind", "content"];

export interface ResultCandidates {
  /** Results with `isError: true`: each needs a text (and, with `toolError:v1`, a payload). */
  errorResults: Set<TSESTree.ObjectExpression>;
  /** `toolError:v1` payloads (`{ kind: "toolError:v1", ... }`) wherever they are built. */
  payloads: TSESTree.ObjectExpression[];
  /** With types: success-looking results outside a known handler's flow that are tool results by their contextual type, on a failure path. */
  typed: { node: TSESTree.ObjectExpression; reach: ResultReach }[];
}

/**
 * Whether every handler a result reaches is registered by a boundary whose results are any value the model is
 * shown as JSON (`tool({ execute })` of the AI SDK, `agentTool`, a project's own `createTool({ execute })`):
 * one with an options object's handler and no server receiver. The MCP servers' (`registerTool`, FastMCP's
 * `addTool`, `setRequestHandler`) answer with `CallToolResult`s.
 */
function freeFormResult(result: ResultObject): boolean {
  return (
    result.reaches.length > 0 &&
    result.reaches.every(({ handler }) => {
      const spec = handler.boundary?.spec;
      return spec !== undefined && spec.receiver === undefined && spec.handler !== "lastArgument";
    })
  );
}

/** The error results, payloads and (typed) contextual results of a file, besides the handlers' results in `results`. */
export function resultCandidates(
  sourceCode: SourceCode,
  results: ToolResults,
  options: { settings: AgentErrorsSettings; errorText: boolean; services?: ParserServicesWithTypeInformation | undefined },
): ResultCandidates {
  const { services, settings, errorText } = options;
  const candidates: ResultCandidates = { errorResults: new Set(), payloads: [], typed: [] };
  const inFlow = new Set<TSESTree.ObjectExpression>();
  for (const result of results.objects) {
    inFlow.add(result.node);
    // `{ productId, isError: true, error: "Product not found" }` of an AI SDK tool is JSON for the model, whose
    // `isError` means nothing to the SDK: it is an error result only with a `content` (VoltAgent's examples).
    if (isErrorOf(sourceCode, result.node).value === "true" && (propertyNamed(result.node, "content") || !freeFormResult(result))) candidates.errorResults.add(result.node);
  }
  const text = sourceCode.text;
  if (!text.includes("isError") && !text.includes(TOOL_ERROR_KIND) && !services) return candidates;
  // Every object literal with an `isError`, `kind` or `content` property: found by those names.
  for (const node of findObjectsWithProperties(sourceCode, RESULT_PROPERTIES)) {
    const isError = propertyNamed(node, "isError");
    const kind = propertyNamed(node, "kind")?.value;
    const content = propertyNamed(node, "content");
    if (isError && content && isErrorOf(sourceCode, node).value === "true") candidates.errorResults.add(node);
    if (kind && leadingText(kind) === TOOL_ERROR_KIND && kind.type !== AST_NODE_TYPES.TemplateLiteral) candidates.payloads.push(node);
    else if (kind?.type === AST_NODE_TYPES.TemplateLiteral && kind.expressions.length === 0 && kind.quasis[0]!.value.cooked === TOOL_ERROR_KIND) candidates.payloads.push(node);
    if (!services || inFlow.has(node) || !(content || isError)) continue;
    // Typed: a tool result by its contextual type, outside the flow of a known handler. The checker is asked
    // last: only for an object that would be reported if it were a result.
    const flag = isErrorOf(sourceCode, node).value;
    if (flag === "true") {
      // With `content` it is an error result already; without, only a missing text could be reported.
      if (!candidates.errorResults.has(node) && missingErrorText(sourceCode, node) && hasResultContextualType(services, node)) candidates.errorResults.add(node);
    } else if (flag === "false" || (flag === "absent" && looksLikeToolResult(node))) {
      const fn = enclosingFunction(node);
      const evidence = fn && failureAt(node, { signals: settings.errorSignals });
      const reportable = evidence || (errorText && readsAsError(resultLeadingText(sourceCode, node)));
      if (fn && reportable && hasResultContextualType(services, node)) {
        candidates.typed.push({ node, reach: { handler: { kind: "named", fn, inputPath: [] }, returned: node, ...(evidence ? { failure: evidence } : {}) } });
      }
    }
  }
  return candidates;
}

export interface FailureData {
  /** Where the text reads the helper's result (`response.data`). */
  read: TSESTree.Node;
  /** The call of the helper whose result the text is read from (`fetchLibraryContext(libraryId)`). */
  call: TSESTree.CallExpression;
  /** The field read (`data`), or undefined for the helper's whole result (`JSON.stringify(result)`). */
  field: string | undefined;
  /** The helper's return on a failure path that puts a failure's text there, and the failure. */
  failureReturn: TSESTree.Node;
  failure: FailureEvidence;
  /** Where the helper is declared, when in another module (`lib/api.ts:12`). */
  location?: string;
  /** The helper's file (this one, or another module of the program). */
  helperSource: SourceCode;
}

/**
 * The No-Fake-Empty-Data convention's "errors are errors", through a data helper: a success-looking tool result
 * whose text is a field of what a helper returned (`text: response.data` after `const response = await
 * fetchLibraryContext(id)`), where the helper returns a failure's text in that field on a failure path
 * (`catch (error) { return { data: \`Error fetching context: ${error}\` } }`, or after `!response.ok`). The agent
 * reads the failure as the tool's data. So does a text that serializes the helper's whole result
 * (`JSON.stringify(result)`) when a failure return carries an error text (`{ success: false, error: e.message }`).
 * A handler that tests the helper's result before (`if (response.error)`) is taken to handle it. The helper is a
 * function of the file, of a module it imports (with types, of the program), or the functions a registration
 * wrapper's calls pass to the parameter it calls (`handler(args)` of `createHandler(name, schema, handler)`).
 */
export function failureDataIn(
  sourceCode: SourceCode,
  object: TSESTree.ObjectExpression,
  options: { settings: AgentErrorsSettings; services?: ParserServicesWithTypeInformation | undefined },
): FailureData | undefined {
  for (const item of contentItems(sourceCode, object) ?? []) {
    const text = itemText(item);
    if (!text) continue;
    for (const read of helperReads(sourceCode, text)) {
      const found = failureReturn(sourceCode, read, options);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The reads of a helper's result a text is made of: `response.data`, `searchResponse.error ?? "None"`, `` `${data}` ``,
 * and the whole result serialized (`JSON.stringify(result ?? null, null, 2)`: `whole`).
 */
interface HelperRead {
  node: TSESTree.Node;
  call: TSESTree.CallExpression;
  field: string | undefined;
  variable: TSESLint.Scope.Variable;
  whole?: boolean;
  /**
   * The result shown as the text itself (`text: result`, `String(result)`): only a helper's return that is a string
   * made of a failure object (`return JSON.stringify({ error: { message } })`, PayPal's toolkit) puts its text there.
   */
  asText?: boolean;
}

function helperReads(sourceCode: SourceCode, text: TSESTree.Node): HelperRead[] {
  const reads: HelperRead[] = [];
  // Each node with whether it is serialized whole (an argument of `JSON.stringify`, through `??`, `?:`).
  const stack: [TSESTree.Node, boolean][] = [[text, false]];
  for (let visited = 0; stack.length > 0 && visited < 64; visited++) {
    const [next, serialized] = stack.pop()!;
    const node = unwrapCastsAndChains(next);
    if (node.type === AST_NODE_TYPES.LogicalExpression) stack.push([node.left, serialized], [node.right, serialized]);
    else if (node.type === AST_NODE_TYPES.ConditionalExpression) stack.push([node.consequent, serialized], [node.alternate, serialized]);
    else if (node.type === AST_NODE_TYPES.TemplateLiteral) stack.push(...node.expressions.map((expression): [TSESTree.Node, boolean] => [expression, false]));
    else if (node.type === AST_NODE_TYPES.CallExpression && isJsonStringify(sourceCode, node.callee) && node.arguments[0]) stack.push([node.arguments[0], true]);
    // `String(result)`: the value as text.
    else if (node.type === AST_NODE_TYPES.CallExpression && isGlobalString(sourceCode, node.callee) && node.arguments.length === 1 && node.arguments[0]!.type !== AST_NODE_TYPES.SpreadElement) stack.push([node.arguments[0]!, serialized]);
    // `JSON.stringify(result, null, 2).trim()`, `response.data.slice(0, 4000)`: made of the receiver.
    else if (node.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.MemberExpression && RECEIVER_METHODS.has(memberName(node.callee) ?? "")) stack.push([node.callee.object, serialized]);
    else if (node.type === AST_NODE_TYPES.MemberExpression && node.object.type === AST_NODE_TYPES.Identifier) {
      const field = memberName(node);
      const source = field === undefined ? undefined : helperResult(sourceCode, node.object);
      if (source && !source.field) reads.push({ ...source, field, node });
    } else if (node.type === AST_NODE_TYPES.Identifier) {
      // `const { data } = await fetchLibraryContext(id)`: the field of the helper's result; `JSON.stringify(result)`:
      // all of it.
      const source = helperResult(sourceCode, node);
      if (source?.field) reads.push({ ...source, node });
      else if (source && serialized) reads.push({ ...source, node, whole: true });
      // Shown as text as it is, or in a template (`text: result`, `String(result)`, `` `Result: ${result}` ``).
      else if (source) reads.push({ ...source, node, whole: true, asText: true });
      else if (!source) {
        // A copy of a read into a `const` (`const docs = response.data;`): the read it holds.
        const init = constInitializer(sourceCode, node);
        if (init) stack.push([init, serialized]);
      }
    }
  }
  return reads;
}

/** The helper call a variable holds (`const r = await helper()`), or the field it destructures from one (`const { data } = ...`). */
function helperResult(sourceCode: SourceCode, identifier: TSESTree.Identifier): { call: TSESTree.CallExpression; field: string | undefined; variable: TSESLint.Scope.Variable } | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const definition = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || definition?.type !== "Variable" || !definition.node.init) return undefined;
  if (variable.references.some((reference) => reference.isWrite() && !reference.init)) return undefined;
  let init: TSESTree.Node = unwrapCastsAndChains(definition.node.init);
  if (init.type === AST_NODE_TYPES.AwaitExpression) init = unwrapCastsAndChains(init.argument);
  if (init.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const id = definition.node.id;
  if (id.type === AST_NODE_TYPES.Identifier) return { call: init, field: undefined, variable };
  if (id.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
  const property = id.properties.find(
    (entry) => entry.type === AST_NODE_TYPES.Property && (entry.value === definition.name || (entry.value.type === AST_NODE_TYPES.AssignmentPattern && entry.value.left === definition.name)),
  );
  if (property?.type !== AST_NODE_TYPES.Property || property.computed || property.key.type !== AST_NODE_TYPES.Identifier) return undefined;
  return { call: init, field: property.key.name, variable };
}

/** The helper's return on a failure path that puts a failure's text in the field read, if it has one. */
function failureReturn(
  sourceCode: SourceCode,
  read: HelperRead,
  options: { settings: AgentErrorsSettings; services?: ParserServicesWithTypeInformation | undefined },
): FailureData | undefined {
  if ((read.field === undefined && !read.whole) || testedBefore(sourceCode, read.variable)) return undefined;
  const callee = unwrapCastsAndChains(read.call.callee);
  // The whole result serialized (`JSON.stringify(result)`, on most success paths): only a helper whose text names an
  // error key is looked into, and without types only such a module is parsed.
  const accept = read.whole ? mentionsErrorKey : undefined;
  const found = resolveCallee(sourceCode, callee);
  const local = found && (!accept || accept(sourceCode.text.slice(found.range[0], found.range[1]))) ? found : undefined;
  const importedAs = (name: TSESTree.Node): ReturnType<typeof otherModuleFunction> =>
    accept && !options.services ? (options.settings.readImportedModules ? importedFunctionOf(sourceCode, name, accept) : undefined) : otherModuleFunction(sourceCode, name, options);
  const foreign = found ? undefined : importedAs(callee);
  // The helper, or for a parameter (`handler(args)` in a registration wrapper), the functions its calls pass.
  const helpers: { fn: FunctionNode; source: SourceCode; location?: string }[] = [];
  if (local) helpers.push({ fn: local, source: sourceCode });
  else if (foreign) helpers.push({ fn: foreign.fn, source: foreign.module.sourceCode, location: foreign.location });
  else if (!found && callee.type === AST_NODE_TYPES.Identifier) {
    for (const { fn, argument } of boundFunctions(sourceCode, callee)) {
      const passed = `${argument.type === AST_NODE_TYPES.Identifier ? `the \`${argument.name}\`` : "the function"} passed on line ${argument.loc.start.line}`;
      const imported = fn ? undefined : importedAs(argument);
      if (fn) helpers.push({ fn, source: sourceCode, location: passed });
      else if (imported) helpers.push({ fn: imported.fn, source: imported.module.sourceCode, location: `${passed}, ${imported.location}` });
    }
  }
  const signals = options.settings.errorSignals;
  for (const { fn, source: helperSource, location } of helpers) {
    for (const returned of settledExpressions(helperSource, fn)) {
      const value = unwrapCastsAndChains(returned);
      const settledValue = value.type === AST_NODE_TYPES.AwaitExpression ? unwrapCastsAndChains(value.argument) : value;
      // The whole result: a failure object, or (shown as text or serialized) the string made of one
      // (`return JSON.stringify({ error: { message: error.message } })`).
      const stringified = read.whole && settledValue.type === AST_NODE_TYPES.CallExpression && isJsonStringify(helperSource, settledValue.callee) ? settledValue.arguments[0] : undefined;
      const object = stringified ? unwrapCastsAndChains(stringified) : settledValue;
      // The caught error itself (Paddle's tool functions: `catch (error) { return error; }`), whose JSON the tool
      // returns as its data: an API error's fields, or `{}` for a network failure, read as a successful answer.
      if (read.whole && !read.asText && object.type === AST_NODE_TYPES.Identifier && isCaughtErrorOf(helperSource, object)) {
        const failure = failureAt(returned, { signals, stopAt: fn });
        if (failure?.kind === "catch") return { read: read.node, call: read.call, field: read.field, failureReturn: returned, failure, helperSource, ...(location ? { location } : {}) };
        continue;
      }
      if (object.type !== AST_NODE_TYPES.ObjectExpression || (read.asText && !stringified)) continue;
      // A field read: what the return puts there. The whole result: its error text (`{ success: false, error: e.message }`,
      // also an error object's message: `{ error: { message, type } }`).
      const fieldValue = read.field === undefined ? errorText(object) : propertyNamed(object, read.field)?.value;
      if (!fieldValue || !carriesText(fieldValue)) continue;
      const failure = failureAt(returned, { signals, stopAt: fn });
      // A `catch` around mere parsing counts only for a text that reads as an error, as for a result.
      if (!failure || (failure.kind === "catch" && !catchGuardsOperation(helperSource, failure.node as TSESTree.CatchClause) && !readsAsError(leadingText(fieldValue)))) continue;
      return { read: read.node, call: read.call, field: read.field, failureReturn: returned, failure, helperSource, ...(location ? { location } : {}) };
    }
  }
  return undefined;
}

/** Whether a name is the parameter of the `catch` clause it is written in (`error` of `catch (error) { return error; }`). */
function isCaughtErrorOf(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const definition = findVariableOf(sourceCode, identifier)?.defs[0];
  return definition?.type === "CatchClause";
}

/** How many expressions a helper's returns are followed through (promise callbacks, `?:`). */
const MAX_SETTLED = 32;

/**
 * What a helper's call resolves to: its returns, and through a promise chain it returns, its callbacks' returns
 * (`fetch(url).then((res) => ({ data })).catch(() => ({ data: "Error ..." }))`), and both sides of `?:`.
 * `sourceCode` is the helper's own file (a named callback resolves there).
 */
function settledExpressions(sourceCode: SourceCode, fn: FunctionNode): TSESTree.Node[] {
  const settled: TSESTree.Node[] = [];
  const stack: TSESTree.Node[] = [...returnedExpressions(fn)];
  for (let visits = 0; stack.length > 0 && settled.length < MAX_SETTLED && visits < 4 * MAX_SETTLED; visits++) {
    const returned = stack.pop()!;
    let value = unwrapCastsAndChains(returned);
    if (value.type === AST_NODE_TYPES.AwaitExpression) value = unwrapCastsAndChains(value.argument);
    if (value.type === AST_NODE_TYPES.ConditionalExpression) {
      stack.push(value.consequent, value.alternate);
      continue;
    }
    if (value.type === AST_NODE_TYPES.CallExpression && value.callee.type === AST_NODE_TYPES.MemberExpression && promiseMethod(value.callee)) {
      stack.push(value.callee.object);
      for (const argument of value.arguments) {
        const callback = resolveFunction(sourceCode, argument);
        if (callback && callback !== fn) stack.push(...returnedExpressions(callback));
      }
      continue;
    }
    settled.push(returned);
  }
  return settled;
}

/** Whether a function's text names one of {@link ERROR_KEYS}. */
const mentionsErrorKey = (text: string): boolean => /(?<![\w$])(?:error|errorMessage|message)(?![\w$])/.test(text);

/** The keys under which a failure object carries its text. */
const ERROR_KEYS = ["error", "errorMessage", "message"];

/** An object's error text: its error key's value, or that value's own error key (`{ error: { message, type } }`). */
function errorText(object: TSESTree.ObjectExpression): TSESTree.Node | undefined {
  const value = errorField(object);
  const nested = value && unwrapCastsAndChains(value);
  return nested?.type === AST_NODE_TYPES.ObjectExpression ? errorField(nested) : value;
}

/** `String` the global (`String(result)`), not a local of that name. */
function isGlobalString(sourceCode: SourceCode, callee: TSESTree.Node): boolean {
  return callee.type === AST_NODE_TYPES.Identifier && callee.name === "String" && isGlobalReference(sourceCode, callee);
}

/** The value of an object's error key (`error`, `errorMessage`, `message`), if it has one. */
function errorField(object: TSESTree.ObjectExpression): TSESTree.Node | undefined {
  for (const key of ERROR_KEYS) {
    const value = propertyNamed(object, key)?.value;
    if (value) return value;
  }
  return undefined;
}

/** A value that can carry a failure's text: not an empty literal, an array or object literal, a number or a boolean. */
function carriesText(value: TSESTree.Node): boolean {
  const node = unwrapCastsAndChains(value);
  if (node.type === AST_NODE_TYPES.Literal) return typeof node.value === "string" && node.value.trim() !== "";
  if (node.type === AST_NODE_TYPES.Identifier) return node.name !== "undefined";
  return node.type !== AST_NODE_TYPES.ArrayExpression && node.type !== AST_NODE_TYPES.ObjectExpression && node.type !== AST_NODE_TYPES.UnaryExpression;
}

/**
 * Whether the helper's result is tested anywhere in its scope (`if (response.error)`, `response.ok ? ... : ...`),
 * also through a sibling of a destructuring (`const { ok, data } = await fetchContext(id); if (!ok) ...`).
 */
function testedBefore(sourceCode: SourceCode, variable: TSESLint.Scope.Variable): boolean {
  const declarator = variable.defs[0]?.node;
  const siblings = declarator?.type === AST_NODE_TYPES.VariableDeclarator && declarator.id.type === AST_NODE_TYPES.ObjectPattern ? sourceCode.getDeclaredVariables(declarator) : [variable];
  return siblings.some(isTested);
}

function isTested(variable: TSESLint.Scope.Variable): boolean {
  return variable.references.some((reference) => {
    let node: TSESTree.Node = reference.identifier;
    for (let depth = 0; depth < 32 && node.parent; depth++) {
      const parent: TSESTree.Node = node.parent;
      if ((parent.type === AST_NODE_TYPES.IfStatement || parent.type === AST_NODE_TYPES.ConditionalExpression) && parent.test === node) return true;
      if (parent.type === AST_NODE_TYPES.SwitchStatement && parent.discriminant === node) return true;
      if (isFunctionNode(parent) || parent.type.endsWith("Statement")) return false;
      node = parent;
    }
    return false;
  });
}
