/**
 * Tool results: what the tool handlers of a file return, and whether each result is produced on a
 * failure path.
 *
 * From every handler ({@link findToolHandlers}) the returned expressions are followed by the one result walker
 * ({@link followResults}: `?:`, `??`/`||`, `await`, casts, locals, promises and their callbacks, the functions
 * of this file that build the result, up to four helpers deep), with what this module reads on each path: the
 * branches of a `?:` whose test is an error check are failure paths, each write of a local is on the failure
 * path where it stands, `.catch(cb)` returns are failure paths, and the failure context is carried into the
 * helpers (`return errorResult(e)`). A local patched after it is made (`result.isError = true`) is left out.
 *
 * What is found: the object literals a handler can return (`ResultObject`, with every way it is
 * reached: on a failure path or not, and through which helper call a failure path entered), and calls
 * or names the file cannot see into (`OpaqueResult`: an imported helper's result), which the type-aware
 * analysis of a rule can judge by their type.
 *
 * Helpers for the shape of a result are exported too: its `isError`, its content's leading text, whether
 * that text reads as an error message.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { functionName, isFunctionNode, literalBoolean, unwrapCasts, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import type { AgentErrorsSettings } from "../settings.js";
import { findFailureHandlers } from "./failure-handlers.js";
import { failureAt, isErrorTest, type FailureEvidence } from "./failure-paths.js";
import { cachedPerFile } from "./file-cache.js";
import { returnedExpressions } from "./returns.js";
import { findToolHandlers, type ToolHandler, type ToolHandlerOptions } from "./tool-handlers.js";
import { followResults } from "./result-flow.js";
import { findVariableOf, namesAnyOf, stableInitializer } from "../scope.js";
import { foreignFunctionOf, mayReach, programMayMatch, type ForeignFunction } from "./program-modules.js";
import { importedFunctionOf } from "./relative-imports.js";
import { resolveCallee } from "./functions.js";
import { handlesRejection } from "./promise.js";
import { alwaysExits } from "./flow.js";

export interface ResultReach {
  handler: ToolHandler;
  /** Why this path is a failure path; undefined on a success path. */
  failure?: FailureEvidence;
  /** The call of a helper where the failure path entered it (`return errorResult(e)` in a catch). */
  failureCall?: TSESTree.CallExpression;
  /** The expression the handler returns on this path (for messages and fixes). */
  returned: TSESTree.Node;
}

export interface ResultObject {
  node: TSESTree.ObjectExpression;
  reaches: ResultReach[];
}

/** A result the file cannot see into: an imported helper's call or an imported value, on some path. */
export interface OpaqueResult {
  node: TSESTree.CallExpression | TSESTree.Identifier;
  reaches: ResultReach[];
}

export interface ToolResults {
  handlers: readonly ToolHandler[];
  objects: ResultObject[];
  opaque: OpaqueResult[];
}

/** How many (expression, context) pairs one file's result flow may visit. */
const MAX_VISITS = 5000;
/** How many helpers deep a result is followed. */
const MAX_HELPER_DEPTH = 4;

/** What a path to a result carries: its handler, its failure, where the failure entered a helper, what the handler returns. */
interface Path {
  handler: ToolHandler;
  failure: FailureEvidence | undefined;
  failureCall: TSESTree.CallExpression | undefined;
  returned: TSESTree.Node;
}

export function propertyNamed(object: TSESTree.ObjectExpression, name: string): TSESTree.Property | undefined {
  for (let index = object.properties.length - 1; index >= 0; index--) {
    const property = object.properties[index]!;
    if (property.type === AST_NODE_TYPES.Property && isPropertyNamed(property, name)) return property;
  }
  return undefined;
}

/** Whether a property's key is `name` (`name: x`, `"name": x`, `["name"]: x`). */
function isPropertyNamed(property: TSESTree.Property, name: string): boolean {
  if (!property.computed) return ASTUtils.getPropertyName(property) === name;
  return property.key.type === AST_NODE_TYPES.Literal && property.key.value === name;
}

/**
 * The results of the tool handlers of a file, computed once per file and configuration (see the module
 * comment).
 */
export function findToolResults(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: AgentErrorsSettings,
  options: ToolHandlerOptions,
): ToolResults {
  const analysis = `tool-results${options.services ? ":typed" : ""}:${options.names.join(",")}`;
  return cachedPerFile(sourceCode.ast, analysis, settings, () => {
    const handlers = findToolHandlers(sourceCode, settings, options);
    const objects = new Map<TSESTree.ObjectExpression, ResultObject>();
    const opaque = new Map<TSESTree.Node, OpaqueResult>();
    const signals = settings.errorSignals;

    /** A path to a result, once (a node reached again less deep comes back the same way). */
    const addReach = (reaches: ResultReach[], path: Path): void => {
      const same = (other: ResultReach): boolean => other.handler === path.handler && other.failure?.node === path.failure?.node && other.failureCall === path.failureCall && other.returned === path.returned;
      if (reaches.some(same)) return;
      reaches.push({
        handler: path.handler,
        returned: path.returned,
        ...(path.failure ? { failure: path.failure } : {}),
        ...(path.failureCall ? { failureCall: path.failureCall } : {}),
      });
    };

    followResults<Path>(
      sourceCode,
      handlers.map((handler) => ({ fn: handler.fn, context: { handler, failure: undefined, failureCall: undefined, returned: handler.fn } })),
      {
        maxDepth: MAX_HELPER_DEPTH,
        maxVisits: MAX_VISITS,
        parts: false,
        key: (path) => `${path.failure ? path.failure.node.range[0] : "-"}:${path.failureCall ? path.failureCall.range[0] : "-"}:${path.handler.fn.range[0]}`,
        object(node, path) {
          let entry = objects.get(node);
          if (!entry) objects.set(node, (entry = { node, reaches: [] }));
          addReach(entry.reaches, path);
        },
        opaque(node, path) {
          let entry = opaque.get(node);
          if (!entry) opaque.set(node, (entry = { node, reaches: [] }));
          addReach(entry.reaches, path);
        },
        // A local whose `isError` is set after it is made (or any field, by a computed key or `Object.assign`)
        // is not read from its literal.
        patches: (patches) => !patches.some((patch) => patch.kind === "assign" || patch.key === undefined || patch.key === "isError"),
        branch: (test, positive, path) => (path.failure || !isErrorTest(test, positive, signals) ? path : { ...path, failure: { kind: "error-check", node: test } }),
        written: (value, path) => (path.failure ? path : { ...path, failure: failureAt(value, { signals }) }),
        enter(fn, entry, path) {
          if (entry.kind === "call") return handlers.every((handler) => handler.fn !== fn) ? path : undefined;
          // A named rejection handler is a failure path wherever it is declared.
          return handlesRejection(entry.method, entry.index) && !path.failure && !isFunctionNode(entry.argument) ? { ...path, failure: { kind: "rejection", node: fn } } : path;
        },
        returned(expression, path, entry, depth) {
          const failure = path.failure ?? failureAt(expression, { signals });
          const failureCall = path.failureCall ?? (path.failure && entry?.kind === "call" ? entry.call : undefined);
          return { handler: path.handler, failure, failureCall, returned: depth === 0 ? expression : path.returned };
        },
      },
    );
    return { handlers, objects: [...objects.values()], opaque: [...opaque.values()] };
  });
}

// ---------------------------------------------------------------------------------------------------
// The shape of a result.

export type IsErrorValue = "true" | "false" | "dynamic" | "absent" | "unknown-spread";

/** What a result object says in `isError`: a literal, something computed, nothing, or a spread that may say it. */
export function isErrorOf(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): { value: IsErrorValue; property?: TSESTree.Property } {
  // The last that sets it wins, as when the code runs: `{ isError: false, ...ERROR_BASE }` is an error result.
  for (let index = object.properties.length - 1; index >= 0; index--) {
    const property = object.properties[index]!;
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      // `...(extra ? { structuredContent: extra } : {})`, `...(debug && { stack })`: each object it may spread.
      let inner: { value: IsErrorValue; property?: TSESTree.Property } | undefined;
      for (const branch of spreadBranches(property.argument)) {
        const resolved = branch === undefined ? undefined : resolveObject(sourceCode, branch);
        if (branch !== undefined && !resolved) return { value: "unknown-spread" };
        const value = resolved ? isErrorOf(sourceCode, resolved) : ({ value: "absent" } as const);
        if (inner && inner.value !== value.value) return { value: "unknown-spread" };
        inner = value;
      }
      if (inner && inner.value !== "absent") return inner;
      continue;
    }
    if (!isPropertyNamed(property, "isError")) continue;
    const value = unwrapCasts(property.value);
    const written = literalBoolean(value);
    if (written !== undefined) return { value: written ? "true" : "false", property };
    return { value: "dynamic", property };
  }
  return { value: "absent" };
}

/**
 * The values a spread may spread: both branches of `c ? a : b` (nested), the right of `c && a`; `undefined` for
 * a branch that spreads nothing (`null`, `undefined`, `false`, `""`, the falsy left of `&&`).
 */
function spreadBranches(argument: TSESTree.Node): (TSESTree.Node | undefined)[] {
  const branches: (TSESTree.Node | undefined)[] = [];
  const stack = [unwrapCastsAndChains(argument)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === AST_NODE_TYPES.ConditionalExpression) stack.push(unwrapCastsAndChains(node.alternate), unwrapCastsAndChains(node.consequent));
    else if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === "&&") {
      branches.push(undefined);
      stack.push(unwrapCastsAndChains(node.right));
    } else branches.push(spreadsNothing(node) ? undefined : node);
  }
  return branches;
}

function spreadsNothing(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Literal) return node.value === null || node.value === false || node.value === "";
  return node.type === AST_NODE_TYPES.Identifier && node.name === "undefined";
}

/** The object literal an expression stands for: itself, a never-reassigned local's initialiser, or the one object a helper of this file returns. */
export function resolveObject(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): TSESTree.ObjectExpression | undefined {
  let current = unwrapCastsAndChains(node);
  for (let depth = 0; depth < 8; depth++) {
    if (current.type === AST_NODE_TYPES.ObjectExpression) return current;
    if (current.type === AST_NODE_TYPES.AwaitExpression) {
      current = unwrapCastsAndChains(current.argument);
      continue;
    }
    if (current.type === AST_NODE_TYPES.Identifier) {
      const init = stableInitializer(sourceCode, current);
      if (!init) return undefined;
      current = unwrapCastsAndChains(init);
      continue;
    }
    if (current.type === AST_NODE_TYPES.CallExpression) {
      const fn = resolveCallee(sourceCode, current.callee);
      const returned = fn ? returnedExpressions(fn) : [];
      if (returned.length !== 1) return undefined;
      current = unwrapCastsAndChains(returned[0]!);
      continue;
    }
    return undefined;
  }
  return undefined;
}

/** The elements of a result's `content` when they are known (an array literal, through locals); undefined otherwise. */
export function contentItems(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): TSESTree.Node[] | undefined {
  const property = propertyNamed(object, "content");
  if (!property) return undefined;
  let value = unwrapCastsAndChains(property.value);
  if (value.type === AST_NODE_TYPES.Identifier) {
    const init = stableInitializer(sourceCode, value);
    if (!init) return undefined;
    value = unwrapCastsAndChains(init);
  }
  if (value.type !== AST_NODE_TYPES.ArrayExpression) return undefined;
  const items: TSESTree.Node[] = [];
  for (const element of value.elements) {
    if (!element) continue;
    if (element.type === AST_NODE_TYPES.SpreadElement) return undefined;
    const item = unwrapCastsAndChains(element);
    if (item.type === AST_NODE_TYPES.Identifier) {
      const init = stableInitializer(sourceCode, item);
      items.push(init ? unwrapCastsAndChains(init) : item);
    } else {
      items.push(item);
    }
  }
  return items;
}

/**
 * Every item a result's `content` may hold, for the texts it can carry: also the items of arrays spread into it,
 * on either side of a condition (`...(DEBUG ? [{ type: "text", text: error.stack }] : [])`, `...(detail && [item])`),
 * through locals. Items of a spread it cannot see are left out, so this is not the list {@link contentItems} is.
 */
export function contentItemsForText(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): TSESTree.Node[] {
  const property = propertyNamed(object, "content");
  if (!property) return [];
  const items: TSESTree.Node[] = [];
  // In source order: an array's elements are pushed last first; `item` marks an element that is an item itself.
  const stack: { node: TSESTree.Node; item: boolean }[] = [{ node: property.value, item: false }];
  for (let steps = 0; stack.length > 0 && steps < MAX_CONTENT_STEPS; steps++) {
    const { node, item } = stack.pop()!;
    let value = unwrapCastsAndChains(node);
    if (value.type === AST_NODE_TYPES.Identifier) {
      const init = stableInitializer(sourceCode, value);
      if (init) value = unwrapCastsAndChains(init);
      else if (!item) continue;
    }
    if (item) items.push(value);
    else if (value.type === AST_NODE_TYPES.ConditionalExpression) stack.push({ node: value.alternate, item: false }, { node: value.consequent, item: false });
    else if (value.type === AST_NODE_TYPES.LogicalExpression) stack.push({ node: value.right, item: false }, ...(value.operator === "&&" ? [] : [{ node: value.left, item: false }]));
    else if (value.type === AST_NODE_TYPES.ArrayExpression) {
      for (let index = value.elements.length - 1; index >= 0; index--) {
        const element = value.elements[index];
        if (element) stack.push(element.type === AST_NODE_TYPES.SpreadElement ? { node: element.argument, item: false } : { node: element, item: true });
      }
    }
  }
  return items;
}

/** How many arrays, conditions and locals {@link contentItemsForText} follows in one `content`. */
const MAX_CONTENT_STEPS = 64;

/** Whether an object looks like an MCP `CallToolResult`: it has `content` that is (or may be) an array. */
export function looksLikeToolResult(object: TSESTree.ObjectExpression): boolean {
  const property = propertyNamed(object, "content");
  if (!property) return false;
  const value = unwrapCastsAndChains(property.value);
  switch (value.type) {
    case AST_NODE_TYPES.Literal:
    case AST_NODE_TYPES.TemplateLiteral:
    case AST_NODE_TYPES.ObjectExpression:
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.UnaryExpression:
      return false;
    default:
      return true;
  }
}

/** The text a content item starts with, when it is written in the code: `"Failed to ..."`, `` `Error: ${...}` ``. */
export function leadingText(node: TSESTree.Node | undefined): string | undefined {
  let current = node && unwrapCastsAndChains(node);
  for (let depth = 0; current && depth < 64; depth++) {
    switch (current.type) {
      case AST_NODE_TYPES.Literal:
        return typeof current.value === "string" ? current.value : undefined;
      case AST_NODE_TYPES.TemplateLiteral:
        return current.quasis[0]!.value.cooked ?? undefined;
      case AST_NODE_TYPES.BinaryExpression:
        if (current.operator !== "+") return undefined;
        current = unwrapCastsAndChains(current.left);
        break;
      default:
        return undefined;
    }
  }
  return undefined;
}

/** The `text` of a content item, when the item is an object literal. */
export function itemText(item: TSESTree.Node): TSESTree.Node | undefined {
  return item.type === AST_NODE_TYPES.ObjectExpression ? propertyNamed(item, "text")?.value : undefined;
}

const ERROR_TEXT =
  /^[\s*_#>`"'[(]*(?:❌|⚠️|⚠|🚫|⛔|✖|✗)?[\s*_#>`"'[(]*(?:(?:an?\s+)?(?:unexpected\s+|unknown\s+|internal\s+|fatal\s+|api\s+|server\s+|request\s+|tool\s+|network\s+)?(?:error|exception)[*_]*(?:\s*[:!(\-–—]|\s*\r?\n|\s+(?:occurred|while|when|during|in|on|calling|fetching|getting|loading|reading|writing|executing|running|processing|creating|updating|deleting|retrieving|searching|querying|connecting|parsing|sending|saving)\b|\s*$)|(?:failed|failure)[*_]*(?:\s+(?:to|with|because|while|for|when)\b|\s*[:!(\-–—]|\s*$)|(?:unable\s+to|could\s*n[o']t|cannot|can't)\s+\w|something\s+went\s+wrong)/i;

/** Whether a text reads as an error message: "Error: ...", "Failed to fetch ...", "Unable to ...", "Could not ...", a line "**Error**". */
export function readsAsError(text: string | undefined): boolean {
  return text !== undefined && ERROR_TEXT.test(text);
}

/** The first content item's leading text, if the result's content is known. */
export function resultLeadingText(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): string | undefined {
  const items = contentItems(sourceCode, object);
  const first = items?.[0];
  return first ? leadingText(itemText(first)) : undefined;
}

/**
 * The failure a result's path gives it, counted: a `catch` around mere parsing (`JSON.parse` of a body that
 * may not be JSON, where returning the raw text is a choice) only when the result's text reads as an error.
 * One answer for the rules that ask what a tool returns on failure.
 */
export function countedFailure(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression, failure: FailureEvidence | undefined): FailureEvidence | undefined {
  if (failure?.kind === "catch" && passesOnlyExpectedFailure(sourceCode, failure.node as TSESTree.CatchClause)) return undefined;
  if (!failure || failure.kind !== "catch" || catchGuardsOperation(sourceCode, failure.node as TSESTree.CatchClause)) return failure;
  return readsAsError(resultLeadingText(sourceCode, object)) ? failure : undefined;
}

/**
 * A `catch` that exits (returns or throws) unless the caught error passes a test its author wrote: `if
 * (!isNotFound(error)) return outcomeUnknown(...)`, `if (!(error instanceof NotFoundError)) throw error;`, `if
 * (error.code !== "ENOENT") throw error;` (also several joined by `||`), after nothing but statements such as a log.
 * What goes on past the test is the one failure the code expects (Discourse's delete, confirmed when the tag group is
 * no longer found), not one it hides. A test that lets every other failure through (`if (error instanceof Fatal)
 * throw error;`) is no such test.
 */
export function passesOnlyExpectedFailure(sourceCode: Readonly<TSESLint.SourceCode>, clause: TSESTree.CatchClause): boolean {
  const caught = sourceCode.getDeclaredVariables(clause)[0];
  if (clause.param?.type !== AST_NODE_TYPES.Identifier || !caught) return false;
  for (const statement of clause.body.body) {
    if (statement.type === AST_NODE_TYPES.ExpressionStatement) continue;
    return statement.type === AST_NODE_TYPES.IfStatement && !statement.alternate && alwaysExits(statement.consequent) && admitsOnlyTested(sourceCode, statement.test, new Set([caught]));
  }
  return false;
}

/** A test that holds unless the caught error is of a kind it names: `!X(e)`, `e.status !== 404`, and `||` of them. */
function admitsOnlyTested(sourceCode: Readonly<TSESLint.SourceCode>, test: TSESTree.Expression, caught: ReadonlySet<TSESLint.Scope.Variable>): boolean {
  const node = unwrapCasts(test);
  if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === "||") return admitsOnlyTested(sourceCode, node.left, caught) && admitsOnlyTested(sourceCode, node.right, caught);
  if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") return namesAnyOf(sourceCode, node.argument, caught);
  if (node.type === AST_NODE_TYPES.BinaryExpression && (node.operator === "!==" || node.operator === "!=")) return namesAnyOf(sourceCode, node, caught);
  return false;
}

/**
 * Whether a `catch` guards an operation that fails at run time (a call or an `await` in its `try`),
 * rather than only parsing (`JSON.parse` of a text that may not be JSON, where the fallback is a choice).
 */
export function catchGuardsOperation(sourceCode: Readonly<TSESLint.SourceCode>, clause: TSESTree.CatchClause): boolean {
  const failure = findFailureHandlers(sourceCode).tryFailure(clause.parent);
  return failure.kind === "call" || failure.kind === "await";
}

/** What a helper of another module returns, read from its returns: its location, and whether every result is an error. */
export interface ResultHelper {
  /** Where it is declared, for messages: `src/lib/results.ts:9`. */
  location: string;
  /** `true`: every return is an `isError: true` result; `false`: none is (a success-looking result). */
  isError: boolean;
  /** The helper, its module and the result objects it returns. */
  foreign: ForeignFunction;
  results: TSESTree.ObjectExpression[];
  /** The calls of other builders whose results it returns (`return createToolResponse(text)`), in its module. */
  calls: { call: TSESTree.CallExpression; helper: ResultHelper }[];
}

const CONTENT_PATTERN = /(?<![\w$])content\s*:/;

/**
 * With types: what a call's target, a function of another module of the program, returns when every one of
 * its returns is a tool result object (`{ content, isError? }`): all error results (`errorResult(text)`), or
 * all success-looking (`textResult(text)`, whatever its declared type: `CallToolResult`'s `isError` is
 * optional). Read from the helper's code, so the checker need not infer the call's type. Undefined when it
 * is not such a function, or its returns are mixed or something else.
 */
export function resultHelper(services: ParserServicesWithTypeInformation, call: TSESTree.CallExpression): ResultHelper | undefined {
  if (!programMayMatch(services.program, CONTENT_PATTERN)) return undefined;
  const callee = unwrapCastsAndChains(call.callee);
  const foreign = foreignFunctionOf(services, callee, (fn) => mayReach(services.program, fn, CONTENT_PATTERN));
  return foreign && resultHelperOf(foreign);
}

/**
 * Without types (`readImportedModules`): the same for a function of a module the file imports by a relative path
 * (`formatErrorForMcpTool(error)` of `../utils/error.js`), read from disk.
 */
export function importedResultHelper(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, settings: Pick<AgentErrorsSettings, "readImportedModules">): ResultHelper | undefined {
  if (!settings.readImportedModules) return undefined;
  const callee = unwrapCastsAndChains(call.callee);
  if (callee.type !== AST_NODE_TYPES.Identifier && callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  // Only a module (and then a function) whose text builds a `content` is parsed.
  const foreign = importedFunctionOf(sourceCode, callee, buildsContent, true);
  return foreign && resultHelperOf(foreign);
}

const buildsContent = (text: string): boolean => CONTENT_PATTERN.test(text);

/** How many builders deep a builder that returns another's result is followed. */
const MAX_BUILDER_DEPTH = 2;

/**
 * What a function of another module returns, when every return is a tool result object of one kind (see {@link
 * resultHelper}), or the result of another such builder that it calls (`return createToolResponse(text)` in
 * `mcpOutput(text)`: of its module, or of one it imports by a relative path), a few builders deep.
 */
function resultHelperOf(foreign: ForeignFunction, depth = 0): ResultHelper | undefined {
  const returned = returnedExpressions(foreign.fn);
  if (returned.length === 0) return undefined;
  const sourceCode = foreign.module.sourceCode;
  let errors = 0;
  const results: TSESTree.ObjectExpression[] = [];
  const calls: { call: TSESTree.CallExpression; helper: ResultHelper }[] = [];
  for (const expression of returned) {
    let object = unwrapCasts(expression);
    if (object.type === AST_NODE_TYPES.AwaitExpression) object = unwrapCasts(object.argument);
    if (object.type === AST_NODE_TYPES.CallExpression && depth < MAX_BUILDER_DEPTH) {
      const inner = builderCalled(foreign, object);
      const helper = inner && inner.fn !== foreign.fn ? resultHelperOf(inner, depth + 1) : undefined;
      if (!helper) return undefined;
      if (helper.isError) errors++;
      calls.push({ call: object, helper });
      continue;
    }
    if (object.type !== AST_NODE_TYPES.ObjectExpression || !contentItems(sourceCode, object)) return undefined;
    const isError = isErrorOf(sourceCode, object).value;
    if (isError === "true") errors++;
    else if (isError !== "absent" && isError !== "false") return undefined;
    results.push(object);
  }
  if (errors !== 0 && errors !== returned.length) return undefined;
  return { location: foreign.location, isError: errors > 0, foreign, results, calls };
}

/** The function a builder's returned call is of: one of its module, or of a module that one imports by a relative path. */
function builderCalled(foreign: ForeignFunction, call: TSESTree.CallExpression): ForeignFunction | undefined {
  const sourceCode = foreign.module.sourceCode;
  const callee = unwrapCastsAndChains(call.callee);
  const local = resolveCallee(sourceCode, callee);
  if (local) {
    const location = `${foreign.module.displayName}:${local.loc.start.line}`;
    return { module: foreign.module, fn: local, label: `${functionName(local) ?? "function"}() (${location})`, location };
  }
  if (callee.type !== AST_NODE_TYPES.Identifier && callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  return importedFunctionOf(sourceCode, callee, buildsContent, true);
}
