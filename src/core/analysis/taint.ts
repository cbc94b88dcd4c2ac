/**
 * The trust analysis: how far can the text of an expression be trusted to reach an agent?
 *
 * Three values, ordered: trusted < unknown < untrusted. Untrusted values carry their source (a caught
 * error, the tool's input, a third-party response, a validation error, a configured call) and a short
 * path of the helpers they went through. The analysis evaluates backwards from the expressions it is
 * asked about, with a cache per node, so the cost is linear in the part of the file that reaches a
 * sink. It follows variables (flow-sensitive for reassigned `let`s: a later unconditional write
 * replaces earlier ones, conditional writes merge), destructuring, object fields (a literal's fields
 * are tracked separately), arrays, templates and `+`, string methods, `?:`, `??`/`||`, `await` and
 * promise callbacks, closures, and functions of the same file through cached summaries, whose
 * parameters stay symbolic so a call substitutes its arguments (and a parameter that reaches a sink
 * makes the function a derived sink). Recursion is bounded: past a depth, a value is unknown.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { containsOwn, containsRange, enclosingFunction, isFunctionNode, memberName, specifierName, unwrapCasts, unwrapCastsAndChains, unwrapIndirection, type FunctionNode } from "../ast.js";
import { COLLECTION_WRITE_METHODS, isSafePrimitive, JOINING_METHODS, PASS_THROUGH_GLOBALS, PATH_TEXT_CALLS, RECEIVER_METHODS } from "./builtins.js";
import type { AgentErrorsSettings, FunctionSpecifier } from "../settings.js";
import { classOfType } from "./error-classes.js";
import { findToolBoundaries, type ToolBoundary } from "./boundaries.js";
import { findToolHandlers } from "./tool-handlers.js";
import { definitionInputSchema, isStringInputField, toolInputSchema, type InputSchema } from "./input-schema.js";
import { cachedPerFile } from "./file-cache.js";
import { isAllowlistedAt, isFoundToolNameAt, isImportedConstant } from "./allowlist.js";
import { classEvidenceAt, conditionsOf, isStable } from "./narrowing.js";
import { walkConditions } from "./conditions.js";
import { findFunctionReferences } from "./references.js";
import { findVariableOf, referencedBefore, stableInitializer } from "../scope.js";
import { isAwaiterYield, returnedExpressions } from "./returns.js";
import { alwaysExits } from "./flow.js";
import { isRejectionHandler } from "./promise.js";
import { dispatchTable } from "./result-flow.js";
import { callResolver, ownApiFailure } from "./own-api.js";
import { type CallResolver, hasOwnUrls, isOwnResponse, ownUrlsOf, requestsOwnApi } from "./own-fetch.js";
import { localFailure } from "./local-failures.js";
import { failsOnlyAs } from "./excluded-failures.js";
import { isImportedCall, isNodeOf } from "./program-modules.js";
import { otherModuleFunction, requiredModule } from "./relative-imports.js";
import { mentionNode } from "../mention.js";
import { isMcpSdkValue, isProcessEnv } from "./module-bindings.js";
import { propertyValue, resolveCallee } from "./functions.js";

export const enum Trust {
  Trusted = 0,
  Unknown = 1,
  Untrusted = 2,
}

export type SourceKind =
  | "caught error"
  | "tool input"
  | "third-party response"
  | "validation result"
  | "untrusted call"
  | "imported value"
  | "parameter"
  | "unknown call"
  | "global";

export interface TaintSource {
  kind: SourceKind;
  /** The expression where the value enters (`err.message`, `await res.text()`, `args.id`). */
  node: TSESTree.Node;
}

export interface TaintValue {
  level: Trust;
  source?: TaintSource;
  /** The helpers of this file the value went through, outermost last (`describe()`). */
  via?: readonly string[];
  /**
   * For the outermost helper of `via` with several returns: the return the value came out of, and the
   * test that guards it ("its return on line 12, when `isAPICallError(error)`").
   */
  branch?: string;
  /**
   * Parameters of functions of this file whose arguments flow into the value: the parameter node, or for a
   * destructured one (`function f({ issue, projectSlug })`) the property of the pattern that flows, so that
   * only that field of an argument (`f({ issue, projectSlug: args.slug })`) counts. See {@link parameterSlot}.
   */
  params?: ReadonlySet<TSESTree.Node>;
  /**
   * The value is this parameter itself (its marker), not something made from it: a field read of it
   * (`options.tool`) is a read of that field of the argument. Joins and calls drop it.
   */
  whole?: TSESTree.Node;
  /** An object literal's fields, tracked separately; `rest` is everything else (spreads). */
  fields?: ReadonlyMap<string, TaintValue>;
  rest?: TaintValue;
  /** An array's elements, joined. */
  elements?: TaintValue;
  /** The value went through a cast (`as`, `!`): its static type is not evidence. */
  cast?: boolean;
  /**
   * A caught error's text joined into the value when `source` names other outside text (a response's body beside
   * the failures a batch lists: `results.push({ id, issue: await res.json() })` and `results.push({ id, error:
   * e.message })`): the tool's data is reported for it (see agent-text.ts's `caughtOnly`).
   */
  caught?: TaintSource;
}

const TRUSTED: TaintValue = Object.freeze({ level: Trust.Trusted });
/**
 * Errors whose message is a validation library's text about the value it checked: zod's, also named through the
 * namespace zod exports everything under (`import { z } from "zod"; error instanceof z.ZodError`, tsc's
 * `zod_1.z.ZodError`).
 */
const VALIDATION_ERRORS = [
  { name: "ZodError", from: ["zod", "zod/*"] },
  { name: "z.ZodError", from: ["zod", "zod/*"], path: ["z", "ZodError"] },
];
/** What can make a `try` block fail with text of its own (a property read can only fail with a `TypeError`). */
const FAILING_NODES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.NewExpression,
  AST_NODE_TYPES.AwaitExpression,
  AST_NODE_TYPES.ThrowStatement,
  AST_NODE_TYPES.YieldExpression,
  AST_NODE_TYPES.TaggedTemplateExpression,
  AST_NODE_TYPES.ImportExpression,
  AST_NODE_TYPES.ForOfStatement,
]);
const MAX_DEPTH = 300;
const MAX_VIA = 3;
/** Calls into other modules followed from one value (typed runs), beyond which a call is unknown. */
const MAX_HOPS = 3;
/** How many functions of the file deep the arguments given to a parameter a `try` hands on are followed. */
const MAX_FILLED_DEPTH = 4;
/**
 * The nesting of evaluations, shared by every analysis: a value of this file can be computed from a summary
 * of another module's function, whose analysis is another instance, so one counter bounds the stack.
 */
let depth = 0;
let hops = 0;

/**
 * `text.match(/…(\d+)…/)?.[1]` or `/…(\d+)…/.exec(text)?.[1]`: whether it reads a capturing group of a regular
 * expression literal that matches digits alone (`\d`, `[0-9]`, repeated): no one's text, or undefined.
 */
function digitsGroup(node: TSESTree.MemberExpression): boolean {
  const index = node.property.type === AST_NODE_TYPES.Literal && typeof node.property.value === "number" ? node.property.value : undefined;
  const call = unwrapCastsAndChains(node.object);
  if (index === undefined || index < 1 || call.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = unwrapCastsAndChains(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const method = memberName(callee);
  const pattern = method === "match" ? call.arguments[0] : method === "exec" ? callee.object : undefined;
  if (pattern?.type !== AST_NODE_TYPES.Literal || !("regex" in pattern) || !pattern.regex) return false;
  // With `g`, `match` lists whole matches: its `[1]` is the second one, not a group.
  if (method === "match" && pattern.regex.flags.includes("g")) return false;
  const group = capturingGroup(pattern.regex.pattern, index);
  return group !== undefined && /^(?:\\d|\[0-9\])(?:[+*?]|\{\d+(?:,\d*)?\})?$/.test(group);
}

/** The source of the `index`-th capturing group of a regular expression's source (1-based), or undefined. */
function capturingGroup(source: string, index: number): string | undefined {
  let count = 0;
  const starts: { at: number; number: number | undefined }[] = [];
  let inClass = false;
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (char === "\\") {
      at++;
      continue;
    }
    if (inClass) {
      if (char === "]") inClass = false;
      continue;
    }
    if (char === "[") inClass = true;
    else if (char === "(") {
      // `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` capture nothing; `(?<name>` does.
      const capturing = source[at + 1] !== "?" || (source[at + 2] === "<" && source[at + 3] !== "=" && source[at + 3] !== "!");
      starts.push({ at, number: capturing ? ++count : undefined });
    } else if (char === ")") {
      const start = starts.pop();
      if (start?.number === index) {
        const body = source.slice(start.at + 1, at);
        return body.startsWith("?<") ? body.slice(body.indexOf(">") + 1) : body;
      }
    }
  }
  return undefined;
}

/** Properties that are numbers or booleans on the objects that have them (`.length`, HTTP statuses). */
const NUMERIC_PROPERTIES = new Set(["length", "size", "status", "statusCode", "ok", "success", "byteLength"]);
/** Methods whose result is a number or a boolean. */
const NUMERIC_METHODS = new Set([
  "indexOf",
  "lastIndexOf",
  "includes",
  "startsWith",
  "endsWith",
  "some",
  "every",
  "has",
  "test",
  "findIndex",
  "findLastIndex",
  "localeCompare",
  "getTime",
  "charCodeAt",
  "codePointAt",
]);
/** Global functions (and `Object.`/`Number.`/`Math.` members) whose result is a number, a boolean or keys. */
const TRUSTED_GLOBALS = new Set(["Number", "Boolean", "parseInt", "parseFloat", "isNaN", "isFinite", "Date"]);
const TRUSTED_STATIC_CALLS = new Set(["Object.keys", "Array.isArray", "Number.isInteger", "Number.isFinite", "Number.parseInt", "Date.now", "crypto.randomUUID"]);

/**
 * Of two untrusted texts, the one to name: text from outside the conversation (a caught error, a response)
 * before the agent's own input echoed (`\`Docs for "${libraryId}" failed: ${error.message}\``).
 */
export function outsideFirst(a: TaintValue, b: TaintValue): boolean {
  return b.level === Trust.Untrusted && a.level === Trust.Untrusted && a.source?.kind === "tool input" && b.source !== undefined && b.source.kind !== "tool input";
}

function join(a: TaintValue, b: TaintValue): TaintValue {
  if (a === TRUSTED && !b.params && !b.cast) return b.level === Trust.Trusted ? TRUSTED : stripShape(b);
  const worst = b.level > a.level || outsideFirst(a, b) ? b : a;
  const params = a.params && b.params ? new Set([...a.params, ...b.params]) : (a.params ?? b.params);
  const caught = worst.source?.kind === "caught error" ? undefined : (caughtIn(worst) ?? caughtIn(worst === a ? b : a));
  return {
    level: worst.level,
    ...(worst.source ? { source: worst.source } : {}),
    ...(worst.via ? { via: worst.via } : {}),
    ...(worst.branch ? { branch: worst.branch } : {}),
    ...(params ? { params } : {}),
    ...(a.cast || b.cast ? { cast: true } : {}),
    ...(caught ? { caught } : {}),
  };
}

/** How deep into fields and elements a value another module returned is relocated. */
const MAX_RELOCATED_DEPTH = 8;

/**
 * A value another module's function returned, its sources there (in its fields and elements too) moved to `call`,
 * the call of that function here: a report names a line of this file.
 */
export function relocated(value: TaintValue, sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.Node, depth = 0): TaintValue {
  const here = (source: TaintSource | undefined): TaintSource | undefined => (source && !isNodeOf(sourceCode, source.node) ? { kind: source.kind, node: call } : source);
  const source = here(value.source);
  const caught = here(value.caught);
  const nested = depth < MAX_RELOCATED_DEPTH;
  const fields = nested && value.fields ? new Map([...value.fields].map(([key, field]) => [key, relocated(field, sourceCode, call, depth + 1)])) : value.fields;
  const rest = nested && value.rest ? relocated(value.rest, sourceCode, call, depth + 1) : value.rest;
  const elements = nested && value.elements ? relocated(value.elements, sourceCode, call, depth + 1) : value.elements;
  if (source === value.source && caught === value.caught && fields === value.fields && rest === value.rest && elements === value.elements) return value;
  return { ...value, ...(source ? { source } : {}), ...(caught ? { caught } : {}), ...(fields ? { fields } : {}), ...(rest ? { rest } : {}), ...(elements ? { elements } : {}) };
}

/**
 * A value with the outside text of one source trusted, in its fields and elements too (the response of a call that
 * requests the own API: `{ status, data }` of a client's method read in its module). Other sources stay.
 */
function trustingSource(value: TaintValue, kind: SourceKind, node: TSESTree.Node, depth = 0): TaintValue {
  const nested = depth < MAX_RELOCATED_DEPTH;
  const fields = nested && value.fields ? new Map([...value.fields].map(([key, field]) => [key, trustingSource(field, kind, node, depth + 1)])) : value.fields;
  const rest = nested && value.rest ? trustingSource(value.rest, kind, node, depth + 1) : value.rest;
  const elements = nested && value.elements ? trustingSource(value.elements, kind, node, depth + 1) : value.elements;
  const own = value.level === Trust.Untrusted && value.source?.kind === kind && value.source.node === node;
  if (!own && fields === value.fields && rest === value.rest && elements === value.elements) return value;
  const { source: _source, via: _via, branch: _branch, caught: _caught, fields: _fields, rest: _rest, elements: _elements, ...kept } = value;
  // A caught error's text joined beside the response stays (see {@link TaintValue.caught}).
  const base: TaintValue = !own ? { ...value } : value.caught ? { ...kept, level: Trust.Untrusted, source: value.caught } : { ...kept, level: Trust.Trusted };
  return { ...base, ...(fields ? { fields } : {}), ...(rest ? { rest } : {}), ...(elements ? { elements } : {}) };
}

/** A caught error's text in a value: its source, or one joined into it (see {@link TaintValue.caught}). */
export function caughtIn(value: TaintValue): TaintSource | undefined {
  if (value.level !== Trust.Untrusted) return undefined;
  return value.source?.kind === "caught error" ? value.source : value.caught;
}

function joinAll(values: readonly TaintValue[]): TaintValue {
  let result = TRUSTED;
  for (const value of values) result = join(result, value);
  return result;
}

/** The value as plain text: an object's fields and an array's elements joined into it. */
export function flatten(value: TaintValue): TaintValue {
  let result = stripShape(value);
  if (value.fields) for (const field of value.fields.values()) result = join(result, flatten(field));
  if (value.rest) result = join(result, value.rest);
  if (value.elements) result = join(result, flatten(value.elements));
  return result;
}

/**
 * What a value puts in a template: its text. An object made of literals (`{ content, isError }` of a helper whose
 * every return is one) shows as "[object Object]", none of its fields' text, unless it has its own `toString`.
 */
function asTemplateText(value: TaintValue): TaintValue {
  if (!value.fields || value.level !== Trust.Trusted || value.params || value.fields.has("toString")) return flatten(value);
  return TRUSTED;
}

/**
 * Whether a value holds text at least as untrusted as `level` (in any field or element), or a parameter of
 * the function it is computed in: what makes a call worth following into another module.
 */
export function carries(value: TaintValue, level: Trust): boolean {
  const flat = flatten(value);
  return flat.level >= level || (flat.params !== undefined && flat.params.size > 0);
}

function stripShape(value: TaintValue): TaintValue {
  if (!value.fields && !value.rest && !value.elements) return value;
  const { fields: _fields, rest: _rest, elements: _elements, ...plain } = value;
  return plain;
}

/**
 * How many levels of fields and elements a function's summary keeps: `{ successes, failures }` whose `failures`
 * holds `{ item, error }` objects is three (a field, its elements, their fields). Deeper, a value is joined.
 */
const SUMMARY_SHAPE_DEPTH = 3;

/**
 * The value a function returns on two of its paths: where both are objects (`{ error }` and `{ pageId }`),
 * field by field (a field one return leaves out is `undefined` there, so trusted), and where both are arrays,
 * element by element, {@link SUMMARY_SHAPE_DEPTH} levels deep; otherwise the join.
 */
function joinReturns(previous: TaintValue | undefined, next: TaintValue): TaintValue {
  return previous ? joinShapes(previous, next, SUMMARY_SHAPE_DEPTH) : keepShape(next, SUMMARY_SHAPE_DEPTH);
}

/** Trusted text with nothing else to it: no parameter, no shape, no cast. */
function isPlainTrusted(value: TaintValue): boolean {
  return value.level === Trust.Trusted && !value.params && !value.fields && !value.rest && !value.elements && !value.cast;
}

/** A value with its fields and elements kept `levels` deep, and joined below. */
function keepShape(value: TaintValue, levels: number): TaintValue {
  if (!value.fields && !value.rest && !value.elements) return value;
  if (levels === 0 || (value.fields && value.elements)) return flatten(value);
  if (value.elements) return { ...stripShape(value), elements: keepShape(value.elements, levels - 1) };
  const fields = new Map([...(value.fields ?? [])].map(([name, field]) => [name, keepShape(field, levels - 1)]));
  return { ...stripShape(value), fields, ...(value.rest ? { rest: flatten(value.rest) } : {}) };
}

function joinShapes(previous: TaintValue, next: TaintValue, levels: number): TaintValue {
  // An empty array's elements (`[]`), a field's `undefined`: nothing to join, the other side's shape stands.
  if (isPlainTrusted(previous)) return keepShape(next, levels);
  if (isPlainTrusted(next)) return keepShape(previous, levels);
  if (levels > 0 && previous.elements && next.elements && !previous.fields && !next.fields) {
    return { ...join(stripShape(previous), stripShape(next)), elements: joinShapes(previous.elements, next.elements, levels - 1) };
  }
  if (levels === 0 || !previous.fields || !next.fields || previous.elements || next.elements) return join(flatten(previous), flatten(next));
  const fields = new Map<string, TaintValue>();
  for (const name of new Set([...previous.fields.keys(), ...next.fields.keys()])) {
    fields.set(name, joinShapes(previous.fields.get(name) ?? previous.rest ?? TRUSTED, next.fields.get(name) ?? next.rest ?? TRUSTED, levels - 1));
  }
  const rest = previous.rest || next.rest ? join(flatten(previous.rest ?? TRUSTED), flatten(next.rest ?? TRUSTED)) : undefined;
  return { ...join(stripShape(previous), stripShape(next)), fields, ...(rest ? { rest } : {}) };
}

/** A string-valued expression: a string literal, a template, a concatenation, `String(x)`. */
function isStringExpression(node: TSESTree.Node): boolean {
  const value = unwrapCasts(node);
  if (value.type === AST_NODE_TYPES.Literal) return typeof value.value === "string";
  if (value.type === AST_NODE_TYPES.TemplateLiteral) return true;
  if (value.type === AST_NODE_TYPES.BinaryExpression) return value.operator === "+";
  return value.type === AST_NODE_TYPES.CallExpression && value.callee.type === AST_NODE_TYPES.Identifier && value.callee.name === "String";
}

/** Whether `test` is `typeof value === "number"` (or `"boolean"`, `"bigint"`) of the same expression as `value`. */
function typeofChecks(test: TSESTree.Node, value: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  if (test.type !== AST_NODE_TYPES.BinaryExpression || (test.operator !== "===" && test.operator !== "==")) return false;
  const [operand, literal] = test.left.type === AST_NODE_TYPES.UnaryExpression ? [test.left, test.right] : [test.right, test.left];
  if (operand.type !== AST_NODE_TYPES.UnaryExpression || operand.operator !== "typeof") return false;
  if (literal.type !== AST_NODE_TYPES.Literal || !["number", "boolean", "bigint"].includes(String(literal.value))) return false;
  const checked = unwrapCasts(operand.argument);
  const used = unwrapCasts(value);
  return checked.type === used.type && (checked.type === AST_NODE_TYPES.Identifier || checked.type === AST_NODE_TYPES.MemberExpression) && sourceCode.getText(checked) === sourceCode.getText(used);
}

/** The agent's input `value`, shaped by what its schema admits: constants trusted, text as `value`. */
function withSchema(value: TaintValue, schema: InputSchema): TaintValue {
  switch (schema.kind) {
    case "constant":
      return TRUSTED;
    case "string":
    case "text":
      return value;
    case "array":
      // An array holds nothing but its elements: of numbers, it holds no text.
      return { level: Trust.Trusted, elements: withSchema(value, schema.element) };
    case "object": {
      const fields = new Map([...schema.fields].map(([name, field]) => [name, withSchema(value, field)]));
      if (schema.open) return { ...value, fields, rest: value };
      // zod strips the keys the shape does not name: the whole holds its fields' text and no other
      // (`JSON.stringify(params)` of `{ limit: z.number() }` is no text).
      let held: TaintValue = TRUSTED;
      for (const field of fields.values()) held = join(held, flatten(field));
      return { ...held, fields, rest: TRUSTED };
    }
  }
}

function source(kind: SourceKind, node: TSESTree.Node, level: Trust = Trust.Untrusted): TaintValue {
  return { level, source: { kind, node } };
}

function staticName(node: TSESTree.MemberExpression, sourceCode: Readonly<TSESLint.SourceCode>): string | undefined {
  if (!node.computed && node.property.type === AST_NODE_TYPES.Identifier) return node.property.name;
  const value = ASTUtils.getStaticValue(node.property as never, sourceCode.getScope(node));
  return value && (typeof value.value === "string" || typeof value.value === "number") ? String(value.value) : undefined;
}

function unwrapChain(node: TSESTree.Node): TSESTree.Node {
  return node.type === AST_NODE_TYPES.ChainExpression ? node.expression : node;
}

export interface TaintOptions {
  settings: AgentErrorsSettings;
  services?: ParserServicesWithTypeInformation;
}

/** One analysis per file (and settings and typed-ness), shared by every rule that asks. */
export function getTaintAnalysis(sourceCode: Readonly<TSESLint.SourceCode>, options: TaintOptions): TaintAnalysis {
  return cachedPerFile(sourceCode.ast, options.services ? "taint:typed" : "taint", options.settings, () => new TaintAnalysis(sourceCode, options));
}

export class TaintAnalysis {
  private readonly memo = new Map<TSESTree.Node, TaintValue>();
  private readonly summaries = new Map<FunctionNode, TaintValue | "pending">();
  private readonly variableValues = new Map<TSESLint.Scope.Variable, TaintValue | "pending">();
  /** Handlers whose parameters are the tool's input. */
  readonly boundaryHandlers: ReadonlySet<FunctionNode>;
  private readonly boundaryOf: ReadonlyMap<FunctionNode, ToolBoundary>;
  /** The tools' error functions (`errorFunction: (context, error) => ...`), with the index of the parameter that holds the error. */
  private readonly errorFunctions: ReadonlyMap<FunctionNode, number>;
  /**
   * The functions of a table of handlers that a tool handler dispatches to (Auth0's `HANDLERS[toolName](requestWithToken,
   * config)`), with the calls that do: their parameters are what those calls pass. Found on first use.
   */
  private dispatched: Map<FunctionNode, TSESTree.CallExpression[]> | undefined;
  /** Each tool handler's input schema, read once (`null`: not read). */
  private readonly inputSchemas = new Map<FunctionNode, InputSchema | null>();
  private readonly captureCallees: ReadonlySet<TSESTree.Node>;
  private readonly sanitizerCallees: ReadonlySet<TSESTree.Node>;
  private readonly untrustedCallees: ReadonlySet<TSESTree.Node>;
  /** Node's `path` functions called in the file (found on first need: most calls never ask). */
  private pathCallees: ReadonlySet<TSESTree.Node> | undefined;
  private readonly settings: AgentErrorsSettings;
  private readonly services: ParserServicesWithTypeInformation | undefined;

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    options: TaintOptions,
  ) {
    this.settings = options.settings;
    this.services = options.services;
    const boundaries = findToolBoundaries(sourceCode, this.settings.toolBoundaries, this.services);
    // The tool handlers no registration of the file shows (an exported tool definition, one the `toolHandlers`
    // setting names, one another module registers, a handler wrapper's inner function): their first parameter
    // is the agent's input too. Not a function found only by the tool result it declares: a result builder
    // (`errorResult(text): CallToolResult`) looks the same, and its parameter is its callers' text.
    const handlers = findToolHandlers(sourceCode, this.settings, { names: this.settings.toolHandlers, ...(this.services ? { services: this.services } : {}) });
    // A request handler's first parameter (`request`, whose `params.arguments` is the input) is the agent's as a whole,
    // as for a `setRequestHandler(CallToolRequestSchema, ...)` of the file: its `params.name` is the agent's choice too.
    const inputHandlers = handlers.filter((handler) => !handler.byDeclaredResult);
    this.boundaryHandlers = new Set([...boundaries.map((boundary) => boundary.handler), ...inputHandlers.map((handler) => handler.fn)]);
    this.boundaryOf = new Map(boundaries.map((boundary) => [boundary.handler, boundary]));
    this.errorFunctions = new Map(boundaries.flatMap((boundary) => (boundary.errorFunction ? [[boundary.errorFunction, boundary.spec.errorFunction!.parameter] as const] : [])));
    const callees = (specs: readonly FunctionSpecifier[]): Set<TSESTree.Node> =>
      new Set(findFunctionReferences(sourceCode, specs, this.services).references.map((reference) => reference.node));
    this.captureCallees = callees(this.settings.captureFunctions);
    this.sanitizerCallees = callees(this.settings.sanitizers);
    this.untrustedCallees = callees(this.settings.untrustedCalls);
  }

  /** The trust of an expression's text where it stands. */
  valueOf(node: TSESTree.Node): TaintValue {
    const cached = this.memo.get(node);
    if (cached) return cached;
    if (depth >= MAX_DEPTH) return source("unknown call", node, Trust.Unknown);
    depth++;
    let value: TaintValue;
    try {
      value = this.typed(node, this.compute(node));
    } finally {
      depth--;
    }
    this.memo.set(node, value);
    return value;
  }

  /** The summary of a function of this file: the join of what it returns, parameters symbolic. */
  summaryOf(fn: FunctionNode): TaintValue {
    const cached = this.summaries.get(fn);
    if (cached === "pending") return { level: Trust.Unknown };
    if (cached) return cached;
    this.summaries.set(fn, "pending");
    let result: TaintValue | undefined;
    for (const returned of returnedExpressions(fn)) result = joinReturns(result, this.valueOf(returned));
    result ??= TRUSTED;
    this.summaries.set(fn, result);
    return result;
  }

  /** With types: a value typed number, boolean, enum or literal union is trusted, unless it came through a cast. */
  private typed(node: TSESTree.Node, value: TaintValue): TaintValue {
    if (!this.services || value.level === Trust.Trusted || value.cast) return value;
    if (
      node.type !== AST_NODE_TYPES.Identifier &&
      node.type !== AST_NODE_TYPES.MemberExpression &&
      node.type !== AST_NODE_TYPES.CallExpression &&
      node.type !== AST_NODE_TYPES.AwaitExpression
    ) {
      return value;
    }
    // A tool input field the schema spells `z.string()` is a string: known without asking the checker, which
    // would infer the registration's generics for it (tens of milliseconds per tool, on every keystroke).
    if (value.source?.kind === "tool input" && value.source.node === node && isStringInputField(this.sourceCode, node, (fn) => this.boundaryOf.get(fn))) return value;
    const type = this.services.getTypeAtLocation(node);
    return isSafePrimitive(type) ? TRUSTED : value;
  }

  private compute(node: TSESTree.Node): TaintValue {
    switch (node.type) {
      case AST_NODE_TYPES.Literal:
      case AST_NODE_TYPES.ThisExpression:
      case AST_NODE_TYPES.ArrowFunctionExpression:
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.ClassExpression:
      case AST_NODE_TYPES.MetaProperty:
      case AST_NODE_TYPES.UpdateExpression:
      case AST_NODE_TYPES.BinaryExpression:
        if (node.type === AST_NODE_TYPES.BinaryExpression && node.operator === "+") return this.concatenation(node);
        if (node.type === AST_NODE_TYPES.ThisExpression) return { level: Trust.Unknown };
        return TRUSTED;
      case AST_NODE_TYPES.TemplateLiteral:
        return joinAll(node.expressions.map((expression) => asTemplateText(this.valueOf(expression))));
      case AST_NODE_TYPES.TaggedTemplateExpression:
        return join({ level: Trust.Unknown }, joinAll(node.quasi.expressions.map((expression) => flatten(this.valueOf(expression)))));
      case AST_NODE_TYPES.UnaryExpression:
        return TRUSTED;
      case AST_NODE_TYPES.LogicalExpression:
        return this.alternatives(node);
      case AST_NODE_TYPES.ConditionalExpression:
        // `typeof x === "number" ? x : undefined`: where the test holds, `x` is a number.
        if (typeofChecks(node.test, node.consequent, this.sourceCode)) return this.valueOf(node.alternate);
        // Either branch's object, field by field (`flag ? await buildSpec(params) : { success: true }`, whose
        // `.error` is the helper's): a plain join would keep neither's fields.
        return joinShapes(this.valueOf(node.consequent), this.valueOf(node.alternate), SUMMARY_SHAPE_DEPTH);
      case AST_NODE_TYPES.SequenceExpression:
        return this.valueOf(node.expressions.at(-1)!);
      case AST_NODE_TYPES.AssignmentExpression:
        return node.operator === "=" ? this.valueOf(node.right) : join(this.valueOf(node.left), this.valueOf(node.right));
      case AST_NODE_TYPES.AwaitExpression:
        return this.valueOf(node.argument);
      case AST_NODE_TYPES.ChainExpression:
        return this.valueOf(node.expression);
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.TSNonNullExpression:
        return { ...this.valueOf(node.expression), cast: true };
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSInstantiationExpression:
        return this.valueOf(node.expression);
      case AST_NODE_TYPES.ArrayExpression: {
        let elements = TRUSTED;
        for (const element of node.elements) {
          if (!element) continue;
          const value = element.type === AST_NODE_TYPES.SpreadElement ? (this.valueOf(element.argument).elements ?? flatten(this.valueOf(element.argument))) : this.valueOf(element);
          elements = join(elements, flatten(value));
        }
        return { level: Trust.Trusted, elements };
      }
      case AST_NODE_TYPES.ObjectExpression:
        return this.objectLiteral(node);
      case AST_NODE_TYPES.Identifier:
        return this.identifier(node);
      case AST_NODE_TYPES.MemberExpression:
        return this.member(node);
      case AST_NODE_TYPES.CallExpression:
        return this.call(node);
      case AST_NODE_TYPES.NewExpression:
        return this.construct(node);
      case AST_NODE_TYPES.YieldExpression:
        // tsc's `await` (`yield fetch(...)` in an `__awaiter` generator): the awaited value.
        return node.argument && isAwaiterYield(node) ? this.valueOf(node.argument) : { level: Trust.Unknown };
      case AST_NODE_TYPES.ImportExpression:
        return { level: Trust.Unknown };
      default:
        return { level: Trust.Unknown };
    }
  }

  /** `a + b + c`: iteratively, so long concatenations do not deepen the recursion. */
  private concatenation(node: TSESTree.BinaryExpression): TaintValue {
    let result = TRUSTED;
    const stack: TSESTree.Node[] = [node];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (current.type === AST_NODE_TYPES.BinaryExpression && current.operator === "+" && !this.memo.has(current)) {
        stack.push(current.right, current.left);
      } else {
        result = join(result, flatten(this.valueOf(current)));
      }
    }
    return result;
  }

  /** `a ?? b`, `a || b`, `a && b`: the value is one of the operands (iteratively along a chain). */
  private alternatives(node: TSESTree.LogicalExpression): TaintValue {
    let result = TRUSTED;
    const stack: TSESTree.Node[] = [node];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (current.type === AST_NODE_TYPES.LogicalExpression && !this.memo.has(current)) {
        stack.push(current.right, current.left);
      } else {
        // `res.data || {}`: the objects' fields are kept, as for `?:`.
        result = joinShapes(result, this.valueOf(current), SUMMARY_SHAPE_DEPTH);
      }
    }
    return result;
  }

  private objectLiteral(node: TSESTree.ObjectExpression): TaintValue {
    const fields = new Map<string, TaintValue>();
    let rest = TRUSTED;
    for (const property of node.properties) {
      if (property.type === AST_NODE_TYPES.SpreadElement) {
        const spread = this.valueOf(property.argument);
        if (spread.fields) {
          for (const [key, value] of spread.fields) fields.set(key, value);
          if (spread.rest) rest = join(rest, spread.rest);
        } else {
          // A spread of unknown shape may hold any key: it may overwrite the fields set before it.
          const flat = flatten(spread);
          rest = join(rest, flat);
          if (flat.level !== Trust.Trusted || flat.params) for (const [key, value] of fields) fields.set(key, join(flatten(value), flat));
        }
        continue;
      }
      const key = property.computed ? undefined : ASTUtils.getPropertyName(property);
      const value = property.value.type === AST_NODE_TYPES.AssignmentPattern ? TRUSTED : this.valueOf(property.value);
      if (key === null || key === undefined) rest = join(rest, flatten(value));
      else fields.set(key, value);
    }
    return { level: Trust.Trusted, fields, ...(rest === TRUSTED ? {} : { rest }) };
  }

  /** What fills a parameter slot of an argument's value: the argument, one field of it, or its fields but some (read at `node`). */
  private slotValue(argument: TaintValue, slot: ParameterSlot, node: TSESTree.Node): TaintValue {
    // The elements of the argument, or one field of each (`item.detail` of `items.map((item) => ...)`).
    if (slot.element) {
      const element = argument.elements ?? stripShape(argument);
      return slot.key !== undefined ? this.readProperty(element, slot.key, node) : element;
    }
    // One field of the argument: read as the helper reads it (a known field, a number, a caught error's event id).
    if (slot.key !== undefined) return this.readProperty(argument, slot.key, node);
    if (slot.except && argument.fields) return exceptFields(argument, slot.except);
    return argument;
  }

  /** The value of field `name` of a value (read at `node`): a known field, or what the whole holds. */
  fieldOf(object: TaintValue, name: string, node: TSESTree.Node): TaintValue {
    return this.readProperty(object, name, node);
  }

  /** `object.property`: a tracked field, a number-like property, or the object's own trust. */
  private readProperty(object: TaintValue, name: string | undefined, node: TSESTree.Node): TaintValue {
    if (name !== undefined && NUMERIC_PROPERTIES.has(name)) return TRUSTED;
    // `error.eventId` of a caught error: the id the project's error tracker gave it (`trustedErrorFields`).
    if (name !== undefined && object.source?.kind === "caught error" && this.settings.trustedErrorFields.includes(name)) return TRUSTED;
    // `error.response` of a caught error from outside: the response that came with it (axios's), the API's text as
    // its body is, not the error's own message (`return new ApiResponse(error.response)` is the API's answer, data).
    // Its origin stays the caught error's (one defect with the error's message beside it, one report).
    if (name === "response" && object.source?.kind === "caught error" && object.level === Trust.Untrusted && !object.fields) return { level: Trust.Untrusted, source: { kind: "third-party response", node: object.source.node } };
    // `options.tool` or `const { tool } = options` of a whole parameter: that field of its argument flows.
    if (name !== undefined && object.whole && !object.fields && !object.elements) object = withFieldMarker(object, { key: name });
    if (object.fields) {
      if (name !== undefined) return object.fields.get(name) ?? object.rest ?? TRUSTED;
      return join(flatten(object), TRUSTED);
    }
    if (object.elements) return name === undefined || /^\d+$/.test(name) ? object.elements : stripShape(object);
    if (name !== undefined && this.settings.untrustedProperties.includes(name)) return join(stripShape(object), source("third-party response", node));
    return stripShape(object);
  }

  /** How the own API's requests are found through functions: of the file, or of another module as the settings allow. */
  private ownCalls: CallResolver | undefined;

  private ownCallResolver(): CallResolver {
    return (this.ownCalls ??= callResolver({ settings: this.settings, services: this.services }));
  }

  /** `response` of `const response = await fetch(ownUrl)` or of a function that makes such a request (own-fetch.ts). */
  private isOwnResponse(identifier: TSESTree.Identifier): boolean {
    return isOwnResponse(this.sourceCode, identifier, ownUrlsOf(this.sourceCode, this.settings), this.ownCallResolver());
  }

  private member(node: TSESTree.MemberExpression): TaintValue {
    const name = staticName(node, this.sourceCode);
    // `res.status`, `items.length`: a number whatever the object is; the object is not evaluated (with types,
    // that could ask the checker for the type of everything the object is built from).
    if (name !== undefined && NUMERIC_PROPERTIES.has(name)) return TRUSTED;
    // `process.env.GITLAB_PROJECT_ID`, `process.env`: the operator's configuration of the server, nobody else's text.
    if (isProcessEnv(this.sourceCode, node) || isProcessEnv(this.sourceCode, node.object)) return TRUSTED;
    // `response.statusText` of the project's own API (`ownApiUrls`): that API's text, as its body is.
    const receiver = unwrapCasts(node.object);
    if (name !== undefined && receiver.type === AST_NODE_TYPES.Identifier && this.settings.untrustedProperties.includes(name) && this.isOwnResponse(receiver)) return TRUSTED;
    // `id.match(/^gid:\/\/gitlab\/Project\/(\d+)$/)?.[1]`: a group that matches digits only holds no one's text.
    if (node.computed && digitsGroup(node)) return TRUSTED;
    const object = this.valueOf(node.object);
    // `ERRORS[error.code]` in a table of trusted constants is one of them (or undefined).
    if (node.computed && name === undefined && object.fields && flatten(object).level === Trust.Trusted) return TRUSTED;
    const value = this.readProperty(object, name, node);
    // `request.params.name` once the server has found the tool by it: one of its own tools' names.
    if (name === "name" && value.source?.kind === "tool input" && isFoundToolNameAt(this.sourceCode, node)) return TRUSTED;
    // `args.id`: the report points at the property read, not at `args`.
    if (value.source && value.source.node === unwrapCasts(node.object)) return { ...value, source: { kind: value.source.kind, node } };
    return value;
  }

  /**
   * `new Promise((resolve, reject) => { ... resolve(data) ... })`: what it settles with is what the executor
   * passes to `resolve` (in a callback too: `stream.on("end", () => resolve(data))`); a `resolve` handed on as
   * a value (`stream.on("end", resolve)`) settles with what the analysis cannot see.
   */
  private promiseExecutor(node: TSESTree.NewExpression): TaintValue {
    const executor = node.arguments[0];
    if (!executor || !isFunctionNode(executor)) return { level: Trust.Unknown };
    const resolve = executor.params[0];
    if (!resolve) return TRUSTED;
    if (resolve.type !== AST_NODE_TYPES.Identifier) return { level: Trust.Unknown };
    const variable = this.sourceCode.getDeclaredVariables(executor).find((candidate) => candidate.name === resolve.name);
    // Each call of `resolve` as a `return` of a function: an object's fields are kept apart (`{ stdout, exitCode }`).
    let value: TaintValue | undefined;
    for (const reference of variable?.references ?? []) {
      const parent = reference.identifier.parent;
      const call = parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === reference.identifier ? parent : undefined;
      const argument = call?.arguments[0];
      const settled: TaintValue = !call ? { level: Trust.Unknown } : argument && argument.type !== AST_NODE_TYPES.SpreadElement ? this.valueOf(argument) : TRUSTED;
      value = joinReturns(value, settled);
    }
    return value ?? TRUSTED;
  }

  private construct(node: TSESTree.NewExpression): TaintValue {
    if (node.callee.type === AST_NODE_TYPES.Identifier && node.callee.name === "Promise" && this.isGlobal(node.callee)) return this.promiseExecutor(node);
    // `new Error(message, { cause })`: an object whose `message` is the argument. With more arguments
    // (`new McpError(code, message)`, `new HttpError(status, body)`) the message is one of them.
    // The MCP SDK's `new McpError(code, message, data)`: the message is its second argument; the code is a
    // number and `data` goes in the JSON-RPC error's `data`, not in the text (Shortcut's server rethrows an
    // auth error's challenge there).
    if (this.isSdkMcpError(node.callee) && node.arguments.length >= 2) {
      const [, text, ...others] = node.arguments;
      const messageValue = text && text.type !== AST_NODE_TYPES.SpreadElement ? flatten(this.valueOf(text)) : TRUSTED;
      let rest = messageValue;
      for (const argument of others) rest = join(rest, flatten(this.valueOf(argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument)));
      return { level: Trust.Trusted, fields: new Map([["message", messageValue], ["stack", rest]]), rest };
    }
    const [message, options] = node.arguments;
    const standard = this.takesOptions(node);
    // A class of this file that passes a constant to `super(...)` writes its own message, whatever it is given.
    const messageValue = this.constantSuperMessage(node.callee)
      ? TRUSTED
      : standard
      ? message && message.type !== AST_NODE_TYPES.SpreadElement
        ? flatten(this.valueOf(message))
        : TRUSTED
      : joinAll(
          node.arguments
            .filter((argument) => argument.type !== AST_NODE_TYPES.ObjectExpression)
            .map((argument) => flatten(this.valueOf(argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument))),
        );
    const fields = new Map<string, TaintValue>([["message", messageValue]]);
    let rest = messageValue;
    if (options && options.type !== AST_NODE_TYPES.SpreadElement) {
      const optionsValue = this.valueOf(options);
      const cause = optionsValue.fields?.get("cause");
      if (cause) fields.set("cause", cause);
      rest = join(rest, flatten(optionsValue));
    }
    for (const argument of node.arguments.slice(2)) rest = join(rest, flatten(this.valueOf(argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument)));
    fields.set("stack", rest);
    return { level: Trust.Trusted, fields, rest };
  }

  /** `McpError` imported from a package of the MCP SDK (`@modelcontextprotocol/sdk/types.js`, v2's packages). */
  private isSdkMcpError(callee: TSESTree.Node): boolean {
    return isMcpSdkValue(this.sourceCode, unwrapCasts(callee), "McpError");
  }

  /**
   * The arguments of `new X(...)` whose text its message holds: all of them, but the message alone of the MCP
   * SDK's `new McpError(code, message, data)` (a report points there, never at `ErrorCode.InvalidRequest`).
   */
  messageArguments(node: TSESTree.NewExpression): readonly TSESTree.Node[] {
    if (this.isSdkMcpError(node.callee) && node.arguments.length >= 2) return [node.arguments[1]!];
    // `new Error(\`${target} could not be read\`, { cause: error })`: the message, not the options beside it.
    if (this.takesOptions(node)) return node.arguments.slice(0, 1);
    return node.arguments.filter((argument) => argument.type !== AST_NODE_TYPES.ObjectExpression);
  }

  /**
   * Whether a construction is `new Error(message)` or `new Error(message, options)`: the second argument an object
   * (`{ cause }`, or after a string, FastMCP's `new UserError(String(m), extras)` with a variable that holds an object
   * literal) is options, not the message. `new HttpError(status, body)` keeps its body as a message.
   */
  private takesOptions(node: TSESTree.NewExpression): boolean {
    const [message, options] = node.arguments;
    return (
      node.arguments.length <= 1 ||
      (node.arguments.length === 2 &&
        options !== undefined &&
        (options.type === AST_NODE_TYPES.ObjectExpression ||
          (options.type === AST_NODE_TYPES.Identifier && message !== undefined && isStringExpression(message) && this.valueOf(options).fields !== undefined)))
    );
  }

  /**
   * Whether `new X(...)` builds an error of a class of this file whose constructor calls `super()` with a
   * message made of constants only (`super("Credential validation is temporarily unavailable")`): the
   * arguments are its fields, not its message.
   */
  private constantSuperMessage(callee: TSESTree.Node): boolean {
    if (callee.type !== AST_NODE_TYPES.Identifier) return false;
    const definition = findVariableOf(this.sourceCode, callee)?.defs[0];
    let cls: TSESTree.Node | null | undefined;
    if (definition?.type === "ClassName") cls = definition.node;
    // Also as a bundler writes it: `var UnavailableError = class extends Error { ... }`.
    else if (definition?.type === "Variable" && definition.node.init?.type === AST_NODE_TYPES.ClassExpression) cls = definition.node.init;
    if (!cls || (cls.type !== AST_NODE_TYPES.ClassDeclaration && cls.type !== AST_NODE_TYPES.ClassExpression) || !cls.superClass) return false;
    // Only `extends Error` (whose first argument is the message), and no later `this.message = ...`.
    if (cls.superClass.type !== AST_NODE_TYPES.Identifier || cls.superClass.name !== "Error" || !this.isGlobal(cls.superClass)) return false;
    const constructor = cls.body.body.find(
      (member): member is TSESTree.MethodDefinition => member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "constructor",
    );
    const body = constructor?.value.body?.body ?? [];
    for (const statement of body) {
      if (statement.type !== AST_NODE_TYPES.ExpressionStatement || statement.expression.type !== AST_NODE_TYPES.CallExpression) continue;
      if (statement.expression.callee.type !== AST_NODE_TYPES.Super) continue;
      const [first] = statement.expression.arguments;
      if (!first || first.type === AST_NODE_TYPES.SpreadElement) return false;
      const value = flatten(this.valueOf(first));
      const writesMessage = containsOwn(
        constructor!.value.body!,
        (node) => node.type === AST_NODE_TYPES.AssignmentExpression && node.left.type === AST_NODE_TYPES.MemberExpression && node.left.object.type === AST_NODE_TYPES.ThisExpression && staticName(node.left, this.sourceCode) === "message",
        this.sourceCode.visitorKeys,
      );
      return value.level === Trust.Trusted && !value.params && !writesMessage;
    }
    return false;
  }

  private call(node: TSESTree.CallExpression): TaintValue {
    const value = this.callValue(node);
    // `await apiClient.get({ url: ownUrl })`: a response that arises in this call (a client's method read in its
    // module, `fetch`), in its fields too (`{ status, data }`), is the own API's answer when the call requests an own
    // address, trusted as its body is.
    if (value.level === Trust.Trusted && !value.fields && !value.elements && !value.rest) return value;
    const urls = ownUrlsOf(this.sourceCode, this.settings);
    if (!hasOwnUrls(urls) || flatten(value).level !== Trust.Untrusted) return value;
    return requestsOwnApi(this.sourceCode, node, urls, this.ownCallResolver()) ? trustingSource(value, "third-party response", node) : value;
  }

  private callValue(node: TSESTree.CallExpression): TaintValue {
    const callee = unwrapIndirection(unwrapChain(node.callee));
    const args = node.arguments.map((argument) =>
      argument.type === AST_NODE_TYPES.SpreadElement ? flatten(this.valueOf(argument.argument)) : this.valueOf(argument),
    );
    if (this.captureCallees.has(callee) || this.sanitizerCallees.has(callee)) return TRUSTED;
    if (this.untrustedCallees.has(callee)) return source("untrusted call", node);

    if (callee.type === AST_NODE_TYPES.MemberExpression) {
      // `HANDLERS[toolName](request)`, `TOOLS[name].handler(args)`: what the functions of the file's table return.
      const table = dispatchTable(this.sourceCode, callee);
      if (table.length > 0) {
        const text = this.sourceCode.getText(callee);
        const label = text.length <= 40 && !text.includes("\n") ? `${text}()` : undefined;
        let dispatched: TaintValue | undefined;
        for (const fn of table) dispatched = joinReturns(dispatched, this.applySummary(fn, args, label));
        return dispatched!;
      }
      const method = staticName(callee, this.sourceCode);
      const receiverNode = callee.object;
      const qualified =
        receiverNode.type === AST_NODE_TYPES.Identifier && method && this.isGlobal(receiverNode) ? `${receiverNode.name}.${method}` : undefined;
      if (qualified && TRUSTED_STATIC_CALLS.has(qualified)) return TRUSTED;
      if (qualified === "JSON.stringify" || qualified === "JSON.parse") return flatten(args[0] ?? TRUSTED);
      if (qualified === "Promise.resolve" || qualified === "Promise.reject") return args[0] ?? TRUSTED;
      // `await Promise.all([fetchText(a), fetchText(b)])`: the values of the promises given, as elements.
      if (qualified === "Promise.all") return { level: Trust.Trusted, elements: args[0]?.elements ?? join({ level: Trust.Unknown }, flatten(args[0] ?? TRUSTED)) };
      // `Promise.allSettled([...])`: results whose `value` is what a promise gave; a `reason` is unknown.
      if (qualified === "Promise.allSettled") {
        const value = args[0]?.elements ?? join({ level: Trust.Unknown }, flatten(args[0] ?? TRUSTED));
        const reason = this.opaqueCall(node);
        return { level: Trust.Trusted, elements: { level: Trust.Trusted, fields: new Map([["status", TRUSTED], ["value", value], ["reason", reason]]), rest: reason } };
      }
      if (qualified === "Object.values" || qualified === "Object.entries" || qualified === "Array.from") {
        return { level: Trust.Trusted, elements: flatten(args[0] ?? TRUSTED) };
      }
      if (method === undefined) return join({ level: Trust.Unknown }, joinAll(args.map(flatten)));
      if (this.settings.trustedMessageMethods.includes(method)) return TRUSTED;
      if (NUMERIC_METHODS.has(method)) return TRUSTED;
      if (this.settings.untrustedMethods.includes(method)) {
        // `await response.text()` of the project's own API (`ownApiUrls`): that API's text.
        if (receiverNode.type === AST_NODE_TYPES.Identifier && this.isOwnResponse(receiverNode)) return TRUSTED;
        return source("third-party response", node);
      }
      if (method === "safeParse" || method === "safeParseAsync") {
        // `{ success, data, error }`: `data` is the input, validated (as trusted as it); `error` is the
        // library's text about the input, which may quote it.
        // About the tool's own input (or a parameter, which is how a handler's helper gets it), that text quotes
        // back what the agent sent: whether that is outside text is a judgement (Sentry's server shows zod's
        // issues in a `UserInputError` on purpose), so it is unknown, reported by `reportUnknown`. About text
        // known to come from outside (a response, a caught error), it is untrusted.
        const parsed = args[0] ? flatten(args[0]) : undefined;
        const outside = parsed !== undefined && parsed.level === Trust.Untrusted && parsed.source?.kind !== "tool input";
        const issues = source("validation result", node, outside ? Trust.Untrusted : Trust.Unknown);
        // `data` keeps the input's shape: a field the schema declares a number is still one (`parsed.data.reviewable_id`).
        return { level: Trust.Trusted, fields: new Map([["success", TRUSTED], ["data", args[0] ?? issues], ["error", issues]]), rest: issues };
      }
      // `this.formatResponse(\`Error listing channels: ${error}\`, params)`: a method of the class around the call, or of
      // a class of the file it extends (Flowise's tool suites, Hedera's `return this._handleError(error)`).
      if (unwrapCastsAndChains(receiverNode).type === AST_NODE_TYPES.ThisExpression) {
        const fn = resolveCallee(this.sourceCode, callee);
        if (fn) return this.applySummary(fn, args, `${method}()`);
      }
      const receiver = this.valueOf(receiverNode);
      if (method === "then" || method === "catch" || method === "finally") return this.promiseChain(node, method, receiver);
      if (method === "map" || method === "flatMap") {
        const callback = node.arguments[0];
        const fn = callback && isFunctionNode(callback) ? callback : undefined;
        // Of a whole parameter (`items` of a formatter `(items) => items.map((item) => ...)`): its elements' marker, so
        // that the fields read of each are the argument's elements' fields.
        const element = receiver.elements ?? (receiver.whole && !receiver.fields ? elementsOfWhole(receiver) : stripShape(receiver));
        if (!fn) return { level: Trust.Trusted, elements: join({ level: Trust.Unknown }, element) };
        return { level: Trust.Trusted, elements: this.applySummary(fn, [element], undefined) };
      }
      if (method === "join") return join(flatten(receiver.elements ?? receiver), flatten(args[0] ?? TRUSTED));
      // `items.find(...)`, `items.at(-1)`: one of the elements (or undefined).
      if ((method === "find" || method === "findLast" || method === "at") && receiver.elements) return receiver.elements;
      if (JOINING_METHODS.has(method)) return join(flatten(receiver), joinAll(args.map(flatten)));
      if (RECEIVER_METHODS.has(method)) return receiver.elements ? { level: Trust.Trusted, elements: receiver.elements } : stripShape(receiver);
      // `errors.formatFailure(e)` of `import * as errors from "./lib/errors.js"`, a method of an imported
      // object or class or of a module-level instance of one (`assignments.describeFailure(e)`).
      // Also `lib.errors.describe(e)`: a method of an object a namespace import exports.
      const receiverRoot = receiverNode.type === AST_NODE_TYPES.MemberExpression && !receiverNode.computed ? receiverNode.object : receiverNode;
      // `path.resolve(projectPath)`: the path is made of its arguments' text.
      if (this.isPathCall(callee)) return joinAll(args.map(flatten));
      if (receiverRoot.type === AST_NODE_TYPES.Identifier && (this.services ? isImportedCall(this.sourceCode, this.services, node) : this.settings.readImportedModules)) {
        const foreign = this.foreignCall(node, callee, args);
        if (foreign) return foreign;
      }
      // A method the analysis does not know: made of its receiver at least (`err.getDetails()` of an
      // untrusted error is untrusted); of its arguments, we cannot say (`formatter.format(e)`).
      return join(this.opaqueCall(node), stripShape(receiver));
    }

    if (callee.type === AST_NODE_TYPES.Identifier) {
      if (this.isGlobal(callee)) {
        if (TRUSTED_GLOBALS.has(callee.name)) return TRUSTED;
        if (PASS_THROUGH_GLOBALS.has(callee.name) || callee.name === "Array") return joinAll(args.map(flatten));
        if (callee.name === "fetch") return source("third-party response", node);
      }
      if (this.isRandomIdImport(callee)) return TRUSTED;
      const fn = this.functionOf(callee);
      if (fn) return this.applySummary(fn, args, `${callee.name}()`);
      if (this.isPathCall(callee)) return joinAll(args.map(flatten));
      const foreign = this.foreignCall(node, callee, args);
      if (foreign) return foreign;
    } else if (isFunctionNode(callee)) {
      return this.applySummary(callee, args, undefined);
    }
    return this.opaqueCall(node);
  }

  private isPathCall(callee: TSESTree.Node): boolean {
    this.pathCallees ??= new Set(findFunctionReferences(this.sourceCode, PATH_TEXT_CALLS, this.services).references.map((reference) => reference.node));
    return this.pathCallees.has(callee);
  }

  /**
   * A call the analysis cannot see into (an imported helper): unknown, whatever its arguments, since it
   * may sanitize them or not. `strict` reports unknown values; declare sanitizers to make them trusted.
   */
  private opaqueCall(node: TSESTree.CallExpression): TaintValue {
    return { level: Trust.Unknown, source: { kind: "unknown call", node } };
  }

  /** `p.then(onOk, onFail)`, `p.catch(onFail)`: what the callbacks return joins the promise's value. */
  private promiseChain(node: TSESTree.CallExpression, method: string, receiver: TaintValue): TaintValue {
    if (method === "finally") return receiver;
    let result = method === "catch" ? receiver : TRUSTED;
    node.arguments.forEach((argument, index) => {
      const fn = isFunctionNode(argument) ? argument : argument.type === AST_NODE_TYPES.Identifier ? this.functionOf(argument) : undefined;
      if (!fn) {
        result = join(result, { level: Trust.Unknown });
        return;
      }
      const input = method === "then" && index === 0 ? receiver : TRUSTED;
      result = join(result, this.applySummary(fn, [input], undefined));
    });
    if (method === "then" && node.arguments.length === 0) result = receiver;
    return result;
  }

  /**
   * A call of a function declared in another module of the project (through imports, re-exports, aliases):
   * with types, a module of the program; without, a module this file imports by a relative path, read from
   * disk (`readImportedModules`). That module's summary of it, with this call's arguments in place of its
   * parameters. The value's source, when it arises in the other module (a message read there), is this
   * call, and the helper with its file joins `via`. Undefined when the callee is not such a function.
   */
  private foreignCall(node: TSESTree.CallExpression, callee: TSESTree.Node, args: readonly TaintValue[]): TaintValue | undefined {
    if (hops >= MAX_HOPS) return undefined;
    if (callee.type === AST_NODE_TYPES.Identifier && !this.isImported(callee)) return undefined;
    // Untyped, a module is read only for a call that hands it what may be text from outside (`formatError(e)`) or
    // a parameter: a call of trusted values stays unknown, as per file (reading every helper a value passes
    // through would parse most of a project's modules for each file).
    if (!this.services && !args.some((arg) => carries(arg, Trust.Unknown))) return undefined;
    const foreign = otherModuleFunction(this.sourceCode, callee, { settings: this.settings, services: this.services });
    if (!foreign) return undefined;
    const owner = getTaintAnalysis(foreign.module.sourceCode, { settings: this.settings, services: foreign.module.services });
    hops++;
    let value: TaintValue;
    try {
      value = this.applySummary(foreign.fn, args, foreign.label, owner);
    } finally {
      hops--;
    }
    const { params, ...rest } = relocated(value, this.sourceCode, node, 0);
    const local = params && [...params].filter((param) => isNodeOf(this.sourceCode, param));
    return { ...rest, ...(local && local.length > 0 ? { params: new Set(local) } : {}) };
  }

  /** `randomUUID` (or `randomInt`) imported from Node's `crypto`: an id the server makes, no text of anyone's. */
  private isRandomIdImport(callee: TSESTree.Identifier): boolean {
    const definition = findVariableOf(this.sourceCode, callee)?.defs[0];
    if (definition?.type !== "ImportBinding" || definition.node.type !== AST_NODE_TYPES.ImportSpecifier) return false;
    const imported = definition.node.imported;
    const name = specifierName(imported);
    const from = definition.parent.type === AST_NODE_TYPES.ImportDeclaration ? definition.parent.source.value : undefined;
    return (name === "randomUUID" || name === "randomInt") && (from === "crypto" || from === "node:crypto");
  }

  /** Whether an identifier names an import of this file. */
  private isImported(identifier: TSESTree.Identifier): boolean {
    const definition = findVariableOf(this.sourceCode, identifier)?.defs[0];
    // Also a name CommonJS destructures from a relative module: `const { formatError } = require("./errors")`.
    return definition?.type === "ImportBinding" || (definition?.type === "Variable" && requiredModule(this.sourceCode, definition.name, definition.node) !== undefined);
  }

  /**
   * A call of a function of this file (or, `owner`, of another module): its summary, with the arguments in
   * place of its parameters. `label` (`formatFailure()`) joins `via` when the result is not trusted.
   */
  private applySummary(fn: FunctionNode, args: readonly TaintValue[], label: string | undefined, owner: TaintAnalysis = this): TaintValue {
    const summary = owner.summaryOf(fn);
    // Per field read (`undefined`: the whole value): the return that lets it out, asked once.
    const branches = new Map<string | undefined, string | undefined>();
    const apply = (part: TaintValue, field?: string): TaintValue => {
      let result: TaintValue = {
        level: part.level,
        ...(part.source ? { source: part.source } : {}),
        ...(part.via ? { via: part.via } : {}),
        ...(part.branch ? { branch: part.branch } : {}),
      };
      const remaining = new Set<TSESTree.Node>();
      for (const param of part.params ?? []) {
        const slot = parameterSlot(fn, param);
        if (slot) {
          const argument = args[slot.index];
          if (argument) result = join(result, flatten(this.slotValue(argument, slot, param)));
        } else {
          remaining.add(param);
        }
      }
      if (remaining.size > 0) result = { ...result, params: new Set([...(result.params ?? []), ...remaining]) };
      if (label && result.level > Trust.Trusted) {
        const via = [...(result.via ?? []), label].slice(-MAX_VIA);
        if (!branches.has(field)) branches.set(field, owner.branchOf(fn, args, this, field));
        const branch = branches.get(field);
        const { branch: _inner, ...rest } = result;
        result = { ...rest, via, ...(branch ? { branch } : {}) };
      }
      return result;
    };
    // A helper whose every return is an object (`{ error }` on one path, `{ pageId }` on another) keeps its
    // fields apart: reading `.error` of its result is the join of what the returns put there. So do an array's
    // elements, and their fields (`failures` of `{ successes, failures }`, each `{ item, error }`).
    const shaped = (part: TaintValue, field: string | undefined): TaintValue => {
      if (!part.fields && !part.elements) return apply(part, field);
      const whole = apply(stripShape(part), field);
      if (part.elements) return { ...whole, elements: shaped(part.elements, field) };
      const fields = new Map([...part.fields!].map(([name, value]) => [name, shaped(value, field ?? name)]));
      return { ...whole, fields, ...(part.rest ? { rest: apply(part.rest, field) } : {}) };
    };
    return shaped(summary, undefined);
  }

  /**
   * Which return of a helper with several returns lets the untrusted text out, for the message: the first
   * (in source order) whose value (or the field read of it: `.userText`) is not trusted with these
   * arguments, and the test that leads to it.
   */
  private branchOf(fn: FunctionNode, args: readonly TaintValue[], caller: TaintAnalysis, field?: string): string | undefined {
    const returns = returnedExpressions(fn);
    if (returns.length < 2) return undefined;
    returns.sort((a, b) => a.range[0] - b.range[0]);
    // The first return of the least trusted text: an untrusted one before one that is only unknown (Apify's
    // `prepareToolCall` returns a constant `dedent` message first, and the agent's tool name in a later one).
    let chosen: { returned: TSESTree.Node; level: Trust } | undefined;
    for (const returned of returns) {
      const whole = this.valueOf(returned);
      const value = flatten(field === undefined ? whole : this.fieldOf(whole, field, returned));
      let level = value.level;
      for (const param of value.params ?? []) {
        const slot = parameterSlot(fn, param);
        const argument = slot ? args[slot.index] : undefined;
        if (argument) level = Math.max(level, flatten(caller.slotValue(argument, slot!, param)).level);
      }
      if (level > Trust.Trusted && (!chosen || level > chosen.level)) chosen = { returned, level };
    }
    if (!chosen) return undefined;
    const guard = guardOf(this.sourceCode, chosen.returned, fn);
    return `its return on line ${chosen.returned.loc.start.line}${guard ? `, ${guard}` : ""}`;
  }

  private isGlobal(identifier: TSESTree.Identifier): boolean {
    const variable = findVariableOf(this.sourceCode, identifier);
    return !variable || variable.defs.length === 0;
  }

  /** The function of this file an identifier calls. */
  functionOf(identifier: TSESTree.Identifier): FunctionNode | undefined {
    const variable = findVariableOf(this.sourceCode, identifier);
    const definition = variable?.defs[0];
    if (!variable || !definition || variable.defs.length !== 1) return undefined;
    if (definition.type === "FunctionName" && definition.node.type === AST_NODE_TYPES.FunctionDeclaration) return definition.node;
    if (definition.type === "Variable" && definition.node.type === AST_NODE_TYPES.VariableDeclarator && isFunctionNode(definition.node.init) && isStable(variable)) {
      return definition.node.init;
    }
    return undefined;
  }

  private identifier(node: TSESTree.Identifier): TaintValue {
    const value = this.resolveIdentifier(node);
    // Checked against the file's constants where it stands (`if (!SUPPORTED.has(format)) return ...`, `if (!error)
    // return error;`), also a helper's parameter (whatever its callers pass, it holds a constant there).
    if ((value.level > Trust.Trusted || value.params) && isAllowlistedAt(this.sourceCode, node, this.settings)) return TRUSTED;
    return value;
  }

  private resolveIdentifier(node: TSESTree.Identifier): TaintValue {
    if (node.name === "undefined" || node.name === "NaN" || node.name === "Infinity") return TRUSTED;
    const variable = findVariableOf(this.sourceCode, node);
    if (!variable || variable.defs.length === 0) return source("global", node, Trust.Unknown);
    const definition = variable.defs[0]!;
    switch (definition.type) {
      case "CatchClause":
        return this.caughtError(node, definition.name);
      case "Parameter":
        return this.parameter(node, variable, definition.node as FunctionNode);
      case "ImportBinding":
        // `CONFIG_FIELD_KEYS` of `export const CONFIG_FIELD_KEYS = Object.keys(CONFIG_FIELD_DEFINITIONS)`: constants.
        if (isProcessEnv(this.sourceCode, node) || isImportedConstant(this.sourceCode, node, { readImportedModules: this.settings.readImportedModules })) return TRUSTED;
        return source("imported value", node, Trust.Unknown);
      case "FunctionName":
      case "ClassName":
      case "TSEnumName":
        return TRUSTED;
      case "Variable":
        break;
      default:
        return { level: Trust.Unknown };
    }
    if (isStable(variable)) return this.variableValue(variable);
    return this.reachingValue(variable, node);
  }

  /** A caught error: untrusted, unless narrowed to a class whose message we write ourselves. */
  private caughtError(use: TSESTree.Identifier, declaration: TSESTree.Node): TaintValue {
    if (classEvidenceAt(this.sourceCode, use, { classes: this.settings.trustedMessageErrors, readImportedModules: this.settings.readImportedModules })) return TRUSTED;
    if (this.cannotFail(declaration)) return TRUSTED;
    // A zod error: the library's text about what it validated, as a `safeParse` result's `error` is.
    if (classEvidenceAt(this.sourceCode, use, { classes: VALIDATION_ERRORS, readImportedModules: this.settings.readImportedModules })) return source("validation result", declaration, Trust.Unknown);
    // A failure of the project's own API's client carries that API's text (`ownApiClients`).
    const own = ownApiFailure(this.sourceCode, declaration, { settings: this.settings, services: this.services });
    if (own === "own") return TRUSTED;
    // Or a schema's text about what the code checked (the agent's input, quoted back): unknown, as zod's text is.
    if (own === "validated") return source("validation result", declaration, Trust.Unknown);
    // The checker's type of the use, narrowed (`if (isApiError(error))`) or declared (`.catch((error: ApiError) =>
    // ...)`): only a reference before it can narrow it (a test, a guard or an assertion it is handed); without one or
    // an annotation, the type is the `catch`'s `unknown` or `any`, and the checker is not asked.
    const annotated = "typeAnnotation" in declaration && !!declaration.typeAnnotation;
    if (this.services && this.settings.trustedMessageErrors.length > 0 && (annotated || referencedBefore(this.sourceCode, use))) {
      const spec = classOfType(this.services.program.getTypeChecker(), this.services.getTypeAtLocation(use), this.settings.trustedMessageErrors);
      if (spec) return TRUSTED;
    }
    // An abort (`if (error.name === "AbortError") throw error;`): the runtime's text about a cancelled request.
    if (isAbortAt(this.sourceCode, use)) return TRUSTED;
    // Past `if (error instanceof McpError) throw error;` in a `catch` whose `try` fails only with McpErrors: what is
    // left is the runtime's own text, as in a `try` that cannot fail (excluded-failures.ts).
    if (this.failsOnlyAsSentOn(declaration, use)) return TRUSTED;
    // A `try` that awaits nothing and runs no process fails with local text (a library's, the runtime's).
    if (this.failsLocally(declaration, use)) return source("caught error", declaration, Trust.Unknown);
    return { level: Trust.Untrusted, source: { kind: "caught error", node: declaration } };
  }

  /** Whether every failure of a catch clause's `try` is of a class the `catch` has sent on before `use`. */
  private failsOnlyAsSentOn(declaration: TSESTree.Node, use: TSESTree.Node): boolean {
    const clause = declaration.parent;
    if (clause?.type !== AST_NODE_TYPES.CatchClause || clause.param !== declaration) return false;
    const passedOn = classesExcludedAt(this.sourceCode, clause, use);
    return passedOn.size > 0 && failsOnlyAs(this.sourceCode, clause.parent.block, passedOn);
  }

  /** Whether a catch clause's `try` can only fail with local text: it throws, and hands to calls, nothing from outside. */
  private failsLocally(declaration: TSESTree.Node, use: TSESTree.Identifier): boolean {
    const clause = declaration.parent;
    if (clause?.type !== AST_NODE_TYPES.CatchClause || clause.param !== declaration) return false;
    const local = localFailure(this.sourceCode, clause.parent, { settings: this.settings, services: this.services });
    if (!local) return false;
    // A declared source (`untrustedCalls`: a database driver) fails with outside text.
    if (local.calls.some((call) => this.untrustedCallees.has(unwrapChain(call.callee)))) return false;
    // Errors of a class the `catch` has already sent away before this use (`if (error instanceof McpError) throw
    // error;`, Airbnb's dispatcher) are not the error here: what the `try` throws of that class does not count.
    const passedOn = classesExcludedAt(this.sourceCode, clause, use);
    const thrownHere = (value: TSESTree.Node): boolean => {
      const thrown = unwrapCasts(value);
      if (passedOn.size === 0 || thrown.type !== AST_NODE_TYPES.NewExpression || thrown.callee.type !== AST_NODE_TYPES.Identifier) return true;
      const variable = findVariableOf(this.sourceCode, thrown.callee);
      return !variable || !passedOn.has(variable);
    };
    if (!local.thrown.every((value) => !thrownHere(value) || this.thrownTextIsLocal(value, 0))) return false;
    // A parameter of the functions the `try` runs is filled there: by the calls of the `try` (and of the functions
    // it runs) for a function of the file, whose arguments must not be outside text; for a callback written in
    // it, by the receiver it is given to (handed too). One of the function around the `try` is filled by its
    // callers: those of the file must not pass outside text.
    const block = clause.parent.block;
    const filledHere = (marker: TSESTree.Node): boolean => containsRange(block, markerAnchor(marker)) || local.runs.some((fn) => containsRange(fn, markerAnchor(marker)));
    // What a call was handed may be quoted in its error: the agent's own input may, a response may not.
    // What another module's function quotes in a message of its own may not be the agent's input either.
    const handsLocalText = (argument: TSESTree.Node, depth: number, quoted = false): boolean => {
      // Quoted, an array's or object's elements and fields are in the message too (`${failures.join("; ")}`).
      const text = quoted ? flatten(this.valueOf(argument)) : this.valueOf(argument);
      if (text.level === Trust.Untrusted && (quoted || text.source?.kind !== "tool input")) return false;
      return !text.params || [...text.params].every((marker) => (filledHere(marker) ? filledLocally(marker, depth) : !this.callersPassOutsideText(marker)));
    };
    // A parameter being judged (a recursive helper passes its own parameter on: `depth(items[0])`) adds nothing.
    const judging = new Set<TSESTree.Node>();
    const filledLocally = (marker: TSESTree.Node, depth: number): boolean => {
      const fn = enclosingFunction(markerAnchor(marker));
      const slot = fn && parameterSlot(fn, marker);
      if (!fn || !slot || judging.has(marker)) return true;
      judging.add(marker);
      try {
        for (const call of local.calls) {
          if (call.type !== AST_NODE_TYPES.CallExpression) continue;
          const callee = unwrapCastsAndChains(call.callee);
          let given: readonly TSESTree.Node[];
          if (resolveCallee(this.sourceCode, callee) === fn) {
            // `parseBody(raw)`: the argument given for that parameter.
            const argument = call.arguments[slot.index];
            given = argument ? [argument] : [];
          } else if (callee.type === AST_NODE_TYPES.MemberExpression && call.arguments.some((argument) => argument === fn || (argument.type === AST_NODE_TYPES.Identifier && resolveCallee(this.sourceCode, argument) === fn))) {
            // A callback given to a method (`lines.map((line) => JSON.parse(line))`, `helper().then((result) => ...)`):
            // its parameters come from the receiver, and from the other arguments (`reduce`'s first value).
            const receiver = unwrapCastsAndChains(callee.object);
            const parts = receiver.type === AST_NODE_TYPES.ArrayExpression ? receiver.elements.filter((element) => element !== null) : [receiver];
            given = [...parts, ...call.arguments.filter((argument) => argument !== fn && !isFunctionNode(argument))];
          } else continue;
          if (depth >= MAX_FILLED_DEPTH && given.length > 0) return false;
          for (const value of given) {
            if (value.type === AST_NODE_TYPES.SpreadElement ? !handsLocalText(value.argument, depth + 1) : !handsLocalText(value, depth + 1)) return false;
          }
        }
        return true;
      } finally {
        judging.delete(marker);
      }
    };
    return local.handed.every((argument) => handsLocalText(argument, 0)) && local.quoted.every((argument) => handsLocalText(argument, 0, true));
  }

  /**
   * Whether a call of the file passes outside text for a parameter (`parseOr(await res.text())`). Calls from
   * other modules, or through a reference (`items.map(parseOr)`), are not seen: a method a framework calls
   * with the tool's input (`run(rawInput)`) has none.
   */
  private callersPassOutsideText(marker: TSESTree.Node): boolean {
    const fn = enclosingFunction(markerAnchor(marker));
    if (!fn) return true;
    const slot = parameterSlot(fn, marker);
    const declaration = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn : fn.parent?.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.init === fn ? fn.parent : undefined;
    if (!slot || !declaration) return false;
    for (const variable of this.sourceCode.getDeclaredVariables(declaration)) {
      for (const reference of variable.references) {
        const call = reference.identifier.parent;
        if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.identifier) continue;
        const argument = call.arguments[slot.index];
        if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) continue;
        const text = this.valueOf(argument);
        if (text.level === Trust.Untrusted && text.source?.kind !== "tool input") return true;
      }
    }
    return false;
  }

  /**
   * Whether what a `throw` throws carries no outside text: the arguments of the error it builds (`new
   * Error(body.message)`), also through a `const` (`const err = new Error(text); ... throw err`) or a `const`
   * object's field (`throw state.err`), or the value thrown as it is. Another object's field (`throw
   * this.lastError`) is not followed: not local. Nor is a parameter's value (a helper's `throw new
   * Error(message)`), its callers' to say.
   */
  private thrownTextIsLocal(value: TSESTree.Node, depth: number): boolean {
    const node = unwrapCasts(value);
    if (node.type === AST_NODE_TYPES.Identifier && depth < 4) {
      const variable = findVariableOf(this.sourceCode, node);
      const definition = variable?.defs[0];
      if (variable && definition?.type === "Variable" && definition.node.init && isStable(variable)) return this.thrownTextIsLocal(definition.node.init, depth + 1);
    }
    const local = (part: TSESTree.Node): boolean => {
      const text = this.valueOf(part);
      return text.level < Trust.Untrusted && !text.params?.size;
    };
    if (node.type === AST_NODE_TYPES.NewExpression || node.type === AST_NODE_TYPES.CallExpression) return node.arguments.every(local);
    if (node.type === AST_NODE_TYPES.MemberExpression) {
      // `throw state.err` of `const state = { err: new Error(text) }`: the field's value.
      const field = depth < 4 ? constObjectField(this.sourceCode, node) : undefined;
      if (field) return this.thrownTextIsLocal(field, depth + 1);
      // Another object's field (`throw this.lastError`): not followed.
      return false;
    }
    return local(node);
  }

  /**
   * Whether the `try` of a catch clause's parameter can fail at all: a block that calls, awaits and throws
   * nothing (`try { return { content: [...] } }`) leaves only the runtime's own text (a `TypeError`).
   */
  private cannotFail(declaration: TSESTree.Node): boolean {
    const clause = declaration.parent;
    if (clause?.type !== AST_NODE_TYPES.CatchClause || clause.param !== declaration) return false;
    return !containsOwn(clause.parent.block, (node) => FAILING_NODES.has(node.type), this.sourceCode.visitorKeys);
  }

  private parameter(use: TSESTree.Identifier, variable: TSESLint.Scope.Variable, fn: FunctionNode): TaintValue {
    const index = fn.params.findIndex((param) => containsRange(param, variable.defs[0]!.name));
    const param = fn.params[index];
    if (!param) return { level: Trust.Unknown };
    // The rejection handler of a promise: its first parameter is a caught error; so is what a tool's error function is
    // handed (what its handler threw).
    if ((index === 0 && isRejectionHandler(fn)) || this.errorFunctions.get(fn) === index) {
      return this.caughtError(use, variable.defs[0]!.name);
    }
    if (this.boundaryHandlers.has(fn)) {
      if (classEvidenceAt(this.sourceCode, use, { classes: this.settings.trustedMessageErrors, readImportedModules: this.settings.readImportedModules })) return TRUSTED;
      // The first parameter is the agent's input; the others are the framework's context (the MCP SDK's
      // `extra`, FastMCP's `{ session }` from the server's own `authenticate`, the AI SDK's call options):
      // what the analysis cannot vouch for, but not the agent's text.
      if (index > 0) return { level: Trust.Unknown, source: { kind: "parameter", node: variable.defs[0]!.name } };
      return this.destructured(this.toolInput(use, fn), param, variable);
    }
    if (classEvidenceAt(this.sourceCode, use, { classes: this.settings.trustedMessageErrors, readImportedModules: this.settings.readImportedModules })) return TRUSTED;
    // A function a tool handler dispatches to by name: its parameter holds what the dispatch passes (the
    // agent's arguments wrapped in `{ token, parameters: request.params.arguments }`).
    const dispatches = this.dispatchesOf(fn);
    if (dispatches) {
      let passed: TaintValue | undefined;
      for (const call of dispatches) {
        const argument = call.arguments[index];
        passed = joinReturns(passed, !argument ? TRUSTED : argument.type === AST_NODE_TYPES.SpreadElement ? { level: Trust.Unknown } : this.valueOf(argument));
      }
      return this.destructured(passed ?? TRUSTED, param, variable);
    }
    const marker = parameterMarker(param, variable.defs[0]!.name);
    // A plain parameter (`options`, `options = {}`) is whole: the fields read of it are its argument's.
    const plain = (param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param).type === AST_NODE_TYPES.Identifier;
    return this.destructured({ level: Trust.Trusted, params: new Set([marker]), ...(plain ? { whole: marker } : {}) }, param, variable);
  }

  /** The dispatches of a tool handler by name that call `fn` (see {@link dispatched}), if any. */
  private dispatchesOf(fn: FunctionNode): readonly TSESTree.CallExpression[] | undefined {
    if (!this.dispatched) {
      this.dispatched = new Map();
      for (const handler of this.boundaryHandlers) {
        containsOwn(
          handler.body,
          (node) => {
            if (node.type !== AST_NODE_TYPES.CallExpression) return false;
            const callee = unwrapCastsAndChains(node.callee);
            if (callee.type !== AST_NODE_TYPES.MemberExpression || !callee.computed) return false;
            for (const target of dispatchTable(this.sourceCode, callee)) {
              if (target === handler || this.boundaryHandlers.has(target)) continue;
              const calls = this.dispatched!.get(target) ?? [];
              calls.push(node);
              this.dispatched!.set(target, calls);
            }
            return false;
          },
          this.sourceCode.visitorKeys,
        );
      }
    }
    return this.dispatched.get(fn);
  }

  /**
   * A tool handler's input: the agent's text, except the fields its schema admits no text in (an enum is one
   * of the server's constants once the SDK has validated the input, a number is a number).
   */
  private toolInput(use: TSESTree.Identifier, fn: FunctionNode): TaintValue {
    const whole = source("tool input", use);
    let schema = this.inputSchemas.get(fn);
    if (schema === undefined) {
      const boundary = this.boundaryOf.get(fn);
      const readImported = !this.services && this.settings.readImportedModules;
      schema = (boundary ? toolInputSchema(this.sourceCode, boundary, readImported) : definitionInputSchema(this.sourceCode, fn, readImported)) ?? null;
      this.inputSchemas.set(fn, schema);
    }
    const input = schema ? withSchema(whole, schema) : whole;
    // The input inside the first parameter (Mastra 0.x's `execute({ context, runtimeContext })`): there, with the
    // schema; the parameter's other fields are the framework's, not the agent's text, nor vouched for.
    const inputPath = this.boundaryOf.get(fn)?.inputPath;
    if (!inputPath) return input;
    const framework: TaintValue = { level: Trust.Unknown, source: { kind: "parameter", node: use } };
    let value = input;
    for (let index = inputPath.length - 1; index >= 0; index--) {
      value = { ...join(flatten(value), framework), fields: new Map([[inputPath[index]!, value]]), rest: framework };
    }
    return value;
  }

  /** The value of the part of a pattern that declares `variable`, given the value of the whole. */
  private destructured(whole: TaintValue, pattern: TSESTree.Node, variable: TSESLint.Scope.Variable): TaintValue {
    const target = variable.defs[0]!.name;
    let value = whole;
    let node: TSESTree.Node = target;
    const path: (string | undefined | { rest: string[] | undefined })[] = [];
    // Walk from the identifier up to the pattern root, collecting property names.
    while (node !== pattern && node.parent) {
      const parent: TSESTree.Node = node.parent;
      if (parent.type === AST_NODE_TYPES.Property && parent.value === node) {
        path.push(parent.computed ? undefined : (ASTUtils.getPropertyName(parent) ?? undefined));
      } else if (parent.type === AST_NODE_TYPES.ArrayPattern) {
        path.push(String(parent.elements.indexOf(node as TSESTree.DestructuringPattern)));
      } else if (parent.type === AST_NODE_TYPES.RestElement) {
        // `{ tool, ...rest }`: every field but the ones named beside it (unknown when a key is computed).
        const siblings = parent.parent?.type === AST_NODE_TYPES.ObjectPattern ? parent.parent.properties.filter((property) => property !== parent) : undefined;
        const names = siblings?.map((property) => (property.type === AST_NODE_TYPES.Property && !property.computed ? (ASTUtils.getPropertyName(property) ?? undefined) : undefined));
        path.push({ rest: names && names.every((name) => name !== undefined) ? (names as string[]) : undefined });
      }
      node = parent;
    }
    for (const key of path.reverse()) {
      if (typeof key === "object") {
        if (key.rest && value.whole) value = withFieldMarker(value, { except: key.rest });
        continue;
      }
      value = this.readProperty(value, key, target);
    }
    return value;
  }

  private variableValue(variable: TSESLint.Scope.Variable): TaintValue {
    const cached = this.variableValues.get(variable);
    if (cached === "pending") return { level: Trust.Unknown };
    if (cached) return cached;
    this.variableValues.set(variable, "pending");
    const definition = variable.defs[0]!;
    let value: TaintValue = TRUSTED;
    const declarator = definition.node as TSESTree.VariableDeclarator;
    const statement = declarator.parent;
    const loop = statement?.parent;
    if (
      (loop?.type === AST_NODE_TYPES.ForOfStatement || loop?.type === AST_NODE_TYPES.ForInStatement) &&
      loop.left === statement
    ) {
      const iterated = this.valueOf(loop.right);
      // Of a whole parameter (`for (const request of pageRequests)` in a helper): its elements' marker, as `.map` reads them.
      const element = iterated.elements ?? (iterated.whole && !iterated.fields ? elementsOfWhole(iterated) : stripShape(iterated));
      value = loop.type === AST_NODE_TYPES.ForInStatement ? TRUSTED : this.destructured(element, declarator.id, variable);
    } else if (declarator.init) {
      value = this.destructured(this.valueOf(declarator.init), declarator.id, variable);
    }
    // Elements pushed into a `const` array, fields written into a `const` object.
    value = this.withMutations(variable, value);
    this.variableValues.set(variable, value);
    return value;
  }

  private withMutations(variable: TSESLint.Scope.Variable, value: TaintValue): TaintValue {
    let result = value;
    for (const reference of variable.references) {
      const identifier = reference.identifier;
      const member = identifier.parent;
      if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== identifier) continue;
      const user = member.parent;
      if (user?.type === AST_NODE_TYPES.AssignmentExpression && user.left === member) {
        const name = staticName(member, this.sourceCode);
        const written = flatten(this.valueOf(user.right));
        if (result.fields && name !== undefined && !result.elements) {
          // `payload.hints = json.hints`: that field may hold the written value too; its siblings keep theirs.
          const fields = new Map(result.fields);
          fields.set(name, join(flatten(fields.get(name) ?? result.rest ?? TRUSTED), written));
          result = { ...result, fields };
        } else {
          // A field the analysis cannot name: the object is no longer a known shape.
          result = join(stripShape(flatten(result)), written);
        }
      } else if (user?.type === AST_NODE_TYPES.CallExpression && user.callee === member) {
        const method = staticName(member, this.sourceCode);
        if ((method === "push" || method === "unshift") && result.elements && user.arguments.every((argument) => argument.type !== AST_NODE_TYPES.SpreadElement)) {
          // `failures.push({ item, error })`: objects keep their fields, so `failures.map((f) => f.item)` reads the
          // items, not the errors (an array written empty, `[]`, takes the first pushed object's shape).
          let elements: TaintValue | undefined = result.elements === TRUSTED ? undefined : result.elements;
          for (const argument of user.arguments) elements = joinReturns(elements, this.valueOf(argument));
          result = { ...result, elements: elements ?? TRUSTED };
        } else if (method !== undefined && COLLECTION_WRITE_METHODS.has(method)) {
          const pushed = joinAll(user.arguments.map((argument) => flatten(this.valueOf(argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument))));
          result = result.elements ? { ...result, elements: join(result.elements, pushed) } : join(result, pushed);
        }
      }
    }
    return result;
  }

  /**
   * A reassigned variable at one use: the last write before it that always runs on the way (in a
   * block around the use), joined with every write that may run between it and the use (in branches,
   * loops around the use, or closures).
   */
  private reachingValue(variable: TSESLint.Scope.Variable, use: TSESTree.Identifier): TaintValue {
    const useFunction = enclosingFunction(use);
    const writes = variable.references.filter((reference) => reference.isWrite());
    // The last statement before the use, in a block around it, that writes the variable on every path
    // through it (an assignment, an `if`/`else` that assigns in both branches, ...): earlier writes are dead.
    const killerStart = lastDefiniteWrite(use, useFunction, (statement) => definitelyWrites(statement, variable));
    const loops = enclosingLoops(use);
    let result: TaintValue = TRUSTED;
    for (const write of writes) {
      const position = write.identifier.range[0];
      const reaching = position < use.range[0] && (killerStart === undefined || position >= killerStart);
      const inLoop = loops.some((loop) => containsRange(loop, write.identifier));
      const inClosure = enclosingFunction(write.identifier) !== useFunction;
      if (reaching || inLoop || inClosure) result = join(result, this.writeValue(write));
    }
    return result;
  }

  private writeValue(write: TSESLint.Scope.Reference): TaintValue {
    const identifier = write.identifier;
    const parent = identifier.parent;
    if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id === identifier) return parent.init ? this.valueOf(parent.init) : TRUSTED;
    if (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.left === identifier) {
      return parent.operator === "=" ? this.valueOf(parent.right) : join({ level: Trust.Unknown }, this.valueOf(parent.right));
    }
    if (parent?.type === AST_NODE_TYPES.UpdateExpression) return TRUSTED;
    // Destructuring assignment, for-of targets: the whole right side, conservatively.
    return { level: Trust.Unknown };
  }
}

function enclosingLoops(node: TSESTree.Node): TSESTree.Node[] {
  const loops: TSESTree.Node[] = [];
  for (let current = node.parent; current && !isFunctionNode(current); current = current.parent) {
    if (
      current.type === AST_NODE_TYPES.ForStatement ||
      current.type === AST_NODE_TYPES.ForOfStatement ||
      current.type === AST_NODE_TYPES.ForInStatement ||
      current.type === AST_NODE_TYPES.WhileStatement ||
      current.type === AST_NODE_TYPES.DoWhileStatement
    ) {
      loops.push(current);
    }
  }
  return loops;
}

/**
 * The start of the last statement before `use` (in the statement lists around it, up to its function)
 * for which `writes` holds; undefined when there is none.
 */
function lastDefiniteWrite(use: TSESTree.Node, fn: FunctionNode | undefined, writes: (statement: TSESTree.Node) => boolean): number | undefined {
  for (let node: TSESTree.Node = use; node.parent && node !== fn; node = node.parent) {
    const parent: TSESTree.Node = node.parent;
    let list: readonly TSESTree.Node[] | undefined;
    if (parent.type === AST_NODE_TYPES.BlockStatement || parent.type === AST_NODE_TYPES.Program || parent.type === AST_NODE_TYPES.StaticBlock) list = parent.body;
    else if (parent.type === AST_NODE_TYPES.SwitchCase) list = parent.consequent;
    if (!list) continue;
    for (let index = list.indexOf(node) - 1; index >= 0; index--) {
      if (writes(list[index]!)) return list[index]!.range[0];
    }
  }
  return undefined;
}

/** Whether a statement assigns the variable on every path through it that goes on to the next statement. */
function definitelyWrites(statement: TSESTree.Node, variable: TSESLint.Scope.Variable): boolean {
  let budget = 200;
  // Bounded by a budget; a path that leaves (return/throw) needs no write.
  const check = (node: TSESTree.Node): boolean => {
    if (--budget < 0) return false;
    switch (node.type) {
      case AST_NODE_TYPES.ExpressionStatement: {
        const expression = node.expression;
        return (
          expression.type === AST_NODE_TYPES.AssignmentExpression &&
          expression.operator === "=" &&
          expression.left.type === AST_NODE_TYPES.Identifier &&
          variable.references.some((reference) => reference.identifier === expression.left)
        );
      }
      case AST_NODE_TYPES.VariableDeclaration:
        return node.declarations.some((declarator) => declarator.init !== null && declarator.id.type === AST_NODE_TYPES.Identifier && variable.defs.some((definition) => definition.name === declarator.id));
      case AST_NODE_TYPES.BlockStatement:
        return node.body.some((child) => check(child) || alwaysExits(child));
      case AST_NODE_TYPES.IfStatement:
        return node.alternate !== null && (check(node.consequent) || alwaysExits(node.consequent)) && (check(node.alternate) || alwaysExits(node.alternate));
      default:
        return false;
    }
  };
  return check(statement);
}

/** The value of a field of a `const` object literal that a member expression reads (`state.err`), if it is one. */
function constObjectField(sourceCode: Readonly<TSESLint.SourceCode>, member: TSESTree.MemberExpression): TSESTree.Node | undefined {
  const name = memberName(member);
  const object = unwrapCasts(member.object);
  if (name === undefined || object.type !== AST_NODE_TYPES.Identifier) return undefined;
  const init = stableInitializer(sourceCode, object);
  return init?.type === AST_NODE_TYPES.ObjectExpression ? propertyValue(init, name) : undefined;
}

/**
 * What stands for a parameter in {@link TaintValue.params}: the parameter, or for a name declared by a
 * top-level property of an object pattern (`{ issue }`, `{ issue: { id } }`, `{ issue = null }`), that property.
 */
function parameterMarker(param: TSESTree.Parameter, name: TSESTree.Node): TSESTree.Node {
  const pattern = param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param;
  if (pattern.type !== AST_NODE_TYPES.ObjectPattern) return param;
  for (const property of pattern.properties) {
    if (property.type === AST_NODE_TYPES.Property && !property.computed && containsRange(property, name)) return property;
  }
  return param;
}

/** Where a parameter marker stands: the parameter's index, and for one field its key, or for a rest element the fields it leaves out. */
export interface ParameterSlot {
  index: number;
  /** The elements of the argument (`items` of `items.map((item) => ...)` in the helper), then `key` of each. */
  element?: boolean;
  key?: string;
  except?: readonly string[];
}

/**
 * The markers of one field of a whole parameter (`options.tool`, the `tool` of `const { tool } = options`, or
 * the field a helper reads of the parameter it is handed), standing in {@link TaintValue.params} for that
 * field: one per parameter and key, placed at the parameter (its parent is the function).
 */
const fieldMarkers = new WeakMap<TSESTree.Node, { param: TSESTree.Node; part: FieldPart }>();
const fieldMarkersOf = new WeakMap<TSESTree.Node, Map<string, TSESTree.Node>>();

/** One field of an options parameter (`key`), every field but some (`except`: a rest element), or its elements. */
type FieldPart = { key: string } | { except: readonly string[] } | { element: true };

/** The marker of a part of a parameter, one per parameter and part. */
function fieldMarkerOf(param: TSESTree.Node, part: FieldPart): TSESTree.Node {
  let byPart = fieldMarkersOf.get(param);
  if (!byPart) fieldMarkersOf.set(param, (byPart = new Map()));
  const id = "key" in part ? part.key : "element" in part ? "[]" : `...${[...part.except].sort().join(",")}`;
  let marker = byPart.get(id);
  if (!marker) {
    marker = { type: param.type, range: param.range, loc: param.loc, parent: param.parent } as TSESTree.Node;
    byPart.set(id, marker);
    fieldMarkers.set(marker, { param, part });
  }
  return marker;
}

/** A part read of a value that is a whole parameter (`options.tool`, `...rest` of it): that part's marker instead of the parameter's. */
function withFieldMarker(value: TaintValue, part: FieldPart): TaintValue {
  const { whole, ...rest } = value;
  if (!whole || !value.params?.has(whole)) return rest;
  return { ...rest, params: new Set([...value.params].map((marker) => (marker === whole ? fieldMarkerOf(whole, part) : marker))) };
}

/** The elements of a value that is a whole parameter, as a whole value of their own (fields read of them are marked so). */
function elementsOfWhole(value: TaintValue): TaintValue {
  const marked = withFieldMarker(value, { element: true });
  return value.whole ? { ...marked, whole: fieldMarkerOf(value.whole, { element: true }) } : marked;
}

/** An object's fields but `except`, joined (what a rest element of them holds). */
function exceptFields(object: TaintValue, except: readonly string[]): TaintValue {
  let result: TaintValue = object.rest ?? TRUSTED;
  for (const [name, field] of object.fields ?? []) if (!except.includes(name)) result = join(result, flatten(field));
  return result;
}

/** The node a marker stands for in the code: the parameter (or the property of its pattern), also for a field read of it. */
export function markerAnchor(marker: TSESTree.Node): TSESTree.Node {
  const param = fieldMarkers.get(marker)?.param;
  return param ? (fieldMarkers.get(param)?.param ?? param) : marker;
}

/** Where a marker of {@link parameterMarker} sits in `fn`'s parameters: the index, and the field for a property or a field read. */
export function parameterSlot(fn: FunctionNode, marker: TSESTree.Node): ParameterSlot | undefined {
  const field = fieldMarkers.get(marker);
  if (field) {
    // A field of an element (`item.detail` of `items.map((item) => ...)`): the element marker's slot, with the key.
    const outer = fieldMarkers.get(field.param);
    if (outer && "element" in outer.part) {
      const index = fn.params.indexOf(outer.param as TSESTree.Parameter);
      return index < 0 || !("key" in field.part) ? undefined : { index, element: true, key: field.part.key };
    }
    const index = fn.params.indexOf(field.param as TSESTree.Parameter);
    return index < 0 ? undefined : { index, ...field.part };
  }
  const index = fn.params.findIndex((param) => param === marker || containsRange(param, marker));
  if (index < 0) return undefined;
  if (marker.type !== AST_NODE_TYPES.Property) return { index };
  const key = ASTUtils.getPropertyName(marker);
  return key === null ? { index } : { index, key };
}

/**
 * Whether `use` runs only where its error is known to be an abort, by the conditions around it (the branch of a
 * test, an operand, an early exit before it: {@link walkConditions}): `error.name === "AbortError"` of the same
 * variable, or a test that an abort signal is aborted (`signal?.aborted`: what failed then is the abort). An
 * abort's message is the runtime's ("This operation was aborted"), or a reason the code gave its own controller.
 */
function isAbortAt(sourceCode: Readonly<TSESLint.SourceCode>, use: TSESTree.Identifier): boolean {
  const variable = findVariableOf(sourceCode, use);
  if (!variable) return false;
  const saysAbort = (test: TSESTree.Node, positive: boolean): boolean => {
    const node = unwrapCasts(test);
    if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") return saysAbort(node.argument, !positive);
    if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === (positive ? "&&" : "||")) return saysAbort(node.left, positive) || saysAbort(node.right, positive);
    if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === (positive ? "||" : "&&")) return saysAbort(node.left, positive) && saysAbort(node.right, positive);
    // `signal.aborted`, `hooks?.signal?.aborted`: the request's own signal was aborted, so what failed is the abort.
    const member = unwrapCastsAndChains(node);
    if (member.type === AST_NODE_TYPES.MemberExpression) return positive && !member.computed && memberName(member) === "aborted";
    if (node.type !== AST_NODE_TYPES.BinaryExpression || !(positive ? ["===", "=="] : ["!==", "!="]).includes(node.operator)) return false;
    const sides = [unwrapCastsAndChains(node.left), unwrapCastsAndChains(node.right)];
    const literal = sides.find((side) => side.type === AST_NODE_TYPES.Literal && side.value === "AbortError");
    const name = sides.find((side): side is TSESTree.MemberExpression => side.type === AST_NODE_TYPES.MemberExpression);
    if (!literal || !name || memberName(name) !== "name") return false;
    const object = unwrapCastsAndChains(name.object);
    return object.type === AST_NODE_TYPES.Identifier && findVariableOf(sourceCode, object) === variable;
  };
  return walkConditions(use, conditionsOf<true>(variable), (test, positive) => (saysAbort(test, positive) ? true : undefined)) === true;
}

/**
 * The classes the error of a `catch` is known not to be at `use` (each a variable: the class's name where it is
 * declared or imported), by the conditions around it: passed an early exit `if (error instanceof C) throw ...;`
 * (Airbnb's dispatcher sends its own `McpError`s on before it builds its result), or in the `else` of such a test.
 */
function classesExcludedAt(sourceCode: Readonly<TSESLint.SourceCode>, clause: TSESTree.CatchClause, use: TSESTree.Node): Set<TSESLint.Scope.Variable> {
  const classes = new Set<TSESLint.Scope.Variable>();
  const param = clause.param;
  const variable = param?.type === AST_NODE_TYPES.Identifier ? findVariableOf(sourceCode, param) : undefined;
  if (!variable) return classes;
  walkConditions(use, conditionsOf<never>(variable), (test, positive) => {
    const node = unwrapCasts(test);
    if (!positive && node.type === AST_NODE_TYPES.BinaryExpression && node.operator === "instanceof" && node.right.type === AST_NODE_TYPES.Identifier) {
      const left = unwrapCasts(node.left);
      const excluded = left.type === AST_NODE_TYPES.Identifier && findVariableOf(sourceCode, left) === variable ? findVariableOf(sourceCode, node.right) : undefined;
      if (excluded) classes.add(excluded);
    }
    return undefined;
  });
  return classes;
}

/**
 * The tests that decide whether `node` runs inside `fn`, the two closest, outermost first:
 * "when `isAPICallError(error)` and `status >= 400`".
 */
function guardOf(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, fn: FunctionNode): string | undefined {
  const text = (test: TSESTree.Node): string => `\`${mentionNode(sourceCode, test)}\``;
  const tests: string[] = [];
  for (let child: TSESTree.Node = node; child.parent && child !== fn && tests.length < 2; child = child.parent) {
    const parent: TSESTree.Node = child.parent;
    if (parent.type === AST_NODE_TYPES.IfStatement || parent.type === AST_NODE_TYPES.ConditionalExpression) {
      if (child === parent.consequent) tests.push(text(parent.test));
      else if (child === parent.alternate) tests.push(`not ${text(parent.test)}`);
    } else if (parent.type === AST_NODE_TYPES.SwitchCase && parent.test) {
      tests.push(`\`case ${sourceCode.getText(parent.test)}\``);
    } else if (parent.type === AST_NODE_TYPES.CatchClause) {
      tests.push("its `catch` runs");
    }
  }
  return tests.length > 0 ? `when ${tests.reverse().join(" and ")}` : undefined;
}
