/**
 * What text reaches an agent, and how far it can be trusted: the sinks of a file (`findSinks`), the value of
 * each (`TaintAnalysis`), and the derived sinks, to a fixpoint: a parameter of a helper of this file that
 * flows into a sink makes that parameter's argument a sink at every call of the helper (for a destructured
 * options parameter, only the field that flows). The rule `no-untrusted-error-message` reports from this;
 * the cross-module summaries ask it which parameters of a module's functions reach a sink.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import type { AgentErrorsSettings } from "../settings.js";
import { enclosingFunction, functionName, isFunctionNode, pushChildren, unwrapCasts, type FunctionNode, type VisitorKeys } from "../ast.js";
import { isRejectionHandler } from "./promise.js";
import { cachedPerFileOnce } from "./file-cache.js";
import { caughtTextMayEscape } from "./caught-escape.js";
import { findToolBoundaries } from "./boundaries.js";
import { findSinks, handsTrue, isRethrow, returnedFailureTexts, UNFLAGGED_FAILURE_RESULT, uncaughtImportCalls, uncaughtThrows, type Sink, type SinkOptions } from "./sinks.js";
import { awaiterGenerator, isReturned, returnedExpressions } from "./returns.js";
import { callsOf } from "./functions.js";
import { scopeOf } from "../scope.js";
import { carries, caughtIn, flatten, getTaintAnalysis, outsideFirst, markerAnchor, parameterSlot, relocated, Trust, type ParameterSlot, type SourceKind, type TaintAnalysis, type TaintValue } from "./taint.js";
import { declaredFunctionOf, foreignFunctionOf, importedCalls, mayReach, programMayMatch } from "./program-modules.js";
import { calledInOtherModule, importedFunctionOf, importedTextMatches, importsByRelativePath, otherModuleFunction, relativeImportCalls } from "./relative-imports.js";
import { declaresHandlersRegisteredElsewhere } from "./registered-handlers.js";
import { mayExportImportedResultTools, mayExtendImportedToolClass, mayThrowFromInheritedRegistration } from "./tool-handlers.js";
import { mayBeRegisteredByImporters } from "./registering-modules.js";
import { contentItemsForText, findToolResults, importedResultHelper, itemText, type ResultHelper } from "./tool-results.js";
import { opaqueOnFailure } from "./failure-results.js";
import type ts from "../typescript.cjs";
import { throwsOwnApiText } from "./own-api.js";
import type { ModuleReading } from "./failure-handlers.js";

/** A bound on the derived sinks of one file (a pathological file of thousands of chained helpers). */
const MAX_DERIVED = 500;

export interface AgentTextSink extends Sink {
  /** For a derived sink: the helper whose parameter it feeds (`errorResult()`). */
  via?: string;
  /** For a derived sink that is a whole value of which the helper reads one field (`describe(options)`): that field. */
  field?: string;
  /**
   * An argument of a helper on the way from a failure call (see `failureCalls`), in a call that is not one:
   * not failure text itself, but its function's parameters are followed to the calls that may be.
   */
  pending?: boolean;
  /**
   * For a derived sink whose helper's own sink is reported already for outside text of this kind (`"third-party
   * response"`: `throw new Error(response.statusText)` in the helper): an argument that brings only text of the same
   * kind (the caller's `response`) is that defect again, and is not reported at the call.
   */
  covered?: SourceKind;
  /**
   * For a derived sink of a thrown error: the helper throws an error it builds of the argument (`throw new
   * McpError(code, \`Google API error: ${error.message}\`)` in `handleGoogleApiError(error)`), not the argument as
   * it is, so a caught error handed to it is no rethrow: its text is the new error's message.
   */
  builtFrom?: boolean;
}

export interface AgentText {
  sink: AgentTextSink;
  /** The value at the sink (for a thrown error, its message) as plain text. */
  text: TaintValue;
  /** The whole value at the sink, with its shape. */
  value: TaintValue;
  /** Throwing a caught error as it is (also through a helper's parameter): a rethrow. */
  rethrow: boolean;
}

/** A parameter of a function whose argument reaches a sink (for an options parameter, the field that flows, or with a rest element the fields that do not). */
export interface SinkParameter extends ParameterSlot {
  fn: FunctionNode;
  /** How the sink it feeds reaches the agent. */
  through: string;
  kind: Sink["kind"];
  /** The helper throws an error it builds of the argument, not the argument as it is (see `AgentTextSink.builtFrom`). */
  builtFrom?: boolean;
  /** Only a call that hands `true` to the parameter at this index reaches the sink (`makeResult(text, true)`: see `Sink.flagParameter`). */
  whenTrue?: number;
  /** The sink is in a result the helper returns: a call whose value is dropped reaches no one. */
  returnsResult?: boolean;
}

export interface AgentTexts {
  analysis: TaintAnalysis;
  texts: readonly AgentText[];
  /** The parameters of this file's functions (not tool handlers) whose argument reaches a sink. */
  sinkParameters: readonly SinkParameter[];
}

/**
 * Whether a module's text can hold a sink: a call of a tool boundary or a declared sink function (`tool(`,
 * `server.registerTool(`, `agentTool<...>(`, or the name renamed where it is imported), an error result
 * (`isError: true`, `toolError:v1`), a tool result (`content: [...]`), a handler typed `CallToolResult`, or with `trustedErrorMessages` a trusted error class. A text test, so that the files
 * (and the other modules of a program) that cannot hold one cost nothing more.
 */
export function mayHaveSinks(text: string, settings: AgentErrorsSettings, options: Pick<SinkOptions, "trustedErrorMessages">): boolean {
  return sinkPattern(settings, options.trustedErrorMessages).test(text);
}

/** Whether a node is in a `catch` block or in a promise's rejection handler (`.catch(cb)`, `.then(ok, cb)`). */
function inFailureHandler(node: TSESTree.Node): boolean {
  for (let current: TSESTree.Node | undefined = node; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.CatchClause || (isFunctionNode(current) && isRejectionHandler(current))) return true;
  }
  return false;
}

/**
 * An error result's text: `isError: true` (a minifier's `!0`), a `toolError:v1` payload, or an `McpError` built (the
 * MCP SDK's protocol error, whose message reaches the client wherever it is built: `new McpError(`, tsc's `new
 * types_js_1.McpError(`, a bundle's `new McpError4(`), also under another name (`McpError as ProtocolError`, `{
 * McpError: ProtocolError } = require(...)`).
 */
const ERROR_RESULT_SOURCE = "(?<![\\w$])isError\\s*:\\s*(?:true|!0)(?![\\w$])|toolError:v1|(?<![\\w$])McpError(?:[\\w$]*\\s*\\(|\\s+as\\s|\\s*:\\s*[\\w$]+\\s*[,}])";
const ERROR_RESULT = new RegExp(ERROR_RESULT_SOURCE);
/** A result whose flag is a parameter of its builder, written shorthand (`{ content, isError }` of `makeResult(text, isError)`). */
const FLAG_SHORTHAND = /[{,]\s*isError\s*[,}]/;
const buildsErrorResult = (text: string): boolean => ERROR_RESULT.test(text) || FLAG_SHORTHAND.test(text);

/**
 * Whether the file being linted can have agent texts: its text can hold a sink, or it calls a function of
 * another module that can take its arguments to one (typed, any module of the program; untyped, with
 * `readImportedModules`, a function of a module it imports by a relative path that builds an error result: a
 * helper class whose `catch` returns `createErrorResponse(e.message)` of `../common/types.js`).
 */
export function mayHaveAgentTexts(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions): boolean {
  if (mayHaveSinks(sourceCode.text, settings, options)) return true;
  const services = options.services;
  // A boundary's function that a module of the project hands on under another name (`defineTool({ execute })` of
  // `export { tool as defineTool } from "ai"`): the text does not spell it, the boundaries (found for the other rules
  // anyway: through the checker, or the modules read from disk) do. Only a file that imports by a relative path can have one.
  if ((services || settings.readImportedModules) && importsByRelativePath(sourceCode.text) && findToolBoundaries(sourceCode, settings.toolBoundaries, services).length > 0) return true;
  if (!services) {
    // Asked only for a call in a `catch` (or a rejection handler), where a failure's text is at hand, and only
    // whether the helper builds an error result (not any `content: [`, which the AI SDK's message parts have
    // everywhere): asked for every call, it resolved and read every module each file imports (ai: +80%).
    // So is a builder of results without `isError` whose call a failure handler returns (see foreignResultSinks), and
    // a tool definition the module exports whose results such a builder makes (also on an error check's branch).
    if (!settings.readImportedModules) return false;
    if (mayExportImportedResultTools(sourceCode.text, settings)) return true;
    // A function of this file that another module registers by reference: its results are the tool's.
    if (mayBeRegisteredByImporters(sourceCode, settings)) return true;
    // A method a base class of another module registers: what it throws reaches the model. So does a tool class's
    // method whose framework base class is reached through another module (`extends GmailBaseTool`).
    if (mayThrowFromInheritedRegistration(sourceCode, settings) || mayExtendImportedToolClass(sourceCode, settings)) return true;
    if (!sourceCode.text.includes("catch")) return false;
    return relativeImportCalls(sourceCode).some(
      ({ call, callee }) =>
        inFailureHandler(call) &&
        ((importedTextMatches(sourceCode, callee, buildsErrorResult, true) && importedFunctionOf(sourceCode, callee, buildsErrorResult, true) !== undefined) ||
          (isReturned(call) && importedResultHelper(sourceCode, call, settings)?.isError === false)),
    );
  }
  // A handler of this file that another module registers: its results are the tool's. Also one of a table another
  // module dispatches to by tool name, which the checker's index does not see (read from disk, as untyped).
  if (declaresHandlersRegisteredElsewhere(services, settings, sourceCode.ast)) return true;
  if (mayBeRegisteredByImporters(sourceCode, settings) || mayThrowFromInheritedRegistration(sourceCode, settings) || mayExtendImportedToolClass(sourceCode, settings)) return true;
  // No module of the program spelling a sink: no call of this file can reach one (and none need be resolved).
  if (!programMayMatch(services.program, sinkPattern(settings, options.trustedErrorMessages))) return false;
  return importedCalls(sourceCode, services).some(({ callee }) => {
    const declared = declaredFunctionOf(services, callee);
    return declared !== undefined && mayReachSinks(services.program, declared.fn, settings, options);
  });
}

/** Per settings: the pattern without, and with, the trusted error classes. */
const sinkPatterns = new WeakMap<AgentErrorsSettings, [RegExp | undefined, RegExp | undefined]>();

function sinkPattern(settings: AgentErrorsSettings, trustedErrorMessages: boolean): RegExp {
  const byOption = sinkPatterns.get(settings) ?? [undefined, undefined];
  sinkPatterns.set(settings, byOption);
  const slot = trustedErrorMessages ? 1 : 0;
  let pattern = byOption[slot];
  if (!pattern) {
    const escape = (name: string): string => name.replace(/[$]/g, "\\$");
    const calls = [...new Set([...settings.toolBoundaries.map((boundary) => boundary.name), ...settings.sinkFunctions.map((sink) => sink.name)])].map(escape);
    const words = ["CallToolResult", ...(trustedErrorMessages ? settings.trustedMessageErrors.map((cls) => escape(cls.name)) : [])];
    // A framework's tool base class (`MCPTool`, LangChain's `Tool`): its subclasses' methods throw to the model and return
    // the tool's text. Extended (`extends MCPTool<Input>`, `extends mf.MCPTool`, tsc's `extends mcp_framework_1.MCPTool`)
    // or renamed where it is imported (`MCPTool as Base`, `{ MCPTool: Base } = require(...)`); a mere mention of a
    // name as common as `Tool` (the AI SDK's type) is none.
    const classes = settings.toolClasses.map((cls) => escape(cls.name));
    const classUse = classes.length === 0 ? "" : `|extends\\s+(?:[\\w$]+\\.)*(?:${classes.join("|")})(?![\\w$])|(?<![\\w$])(?:${classes.join("|")})(?:\\s+as\\s|\\s*:\\s*[\\w$]+\\s*[,}])`;
    // A call (`tool(`, `ai.tool(`, `agentTool<Args>(`), or a rename where it is imported (`tool as aiTool`,
    // `{ tool: aiTool } = require("ai")`), after which the calls are spelled otherwise.
    // The parenthesis follows the name, as every formatter writes a call ("a server tool (e.g. ...)" in a
    // comment is not one).
    const call = `(?<![\\w$])(?:${calls.join("|")})(?:[(<]|\\s+as\\s|\\s*:\\s*[\\w$]+[^;{}()]*\\}\\s*=\\s*require\\s*\\()`;
    // An error result is an object literal with `isError: true` (a minifier's `!0`; a read, `part.isError`, is
    // not one); a tool result (`content: [...]`) may be a failure's without it, in a handler the file's
    // registrations or exported tool definitions show.
    pattern = new RegExp(`${call}|(?<![\\w$])(?:${words.join("|")})(?![\\w$])${classUse}|(?<![\\w$])content\\s*:\\s*\\[|${ERROR_RESULT_SOURCE}`);
    byOption[slot] = pattern;
  }
  return pattern;
}

const sinkTextTests = new WeakMap<RegExp, (text: string) => boolean>();

/** The test of a module's text for {@link sinkPattern}: one function per pattern (a cache key). */
function sinkTextTest(pattern: RegExp): (text: string) => boolean {
  let test = sinkTextTests.get(pattern);
  if (!test) {
    test = (text) => pattern.test(text);
    sinkTextTests.set(pattern, test);
  }
  return test;
}

/** Whether a function of the program can take a parameter to a sink: it, or what it calls, can hold one. */
function mayReachSinks(program: ts.Program, fn: ts.Node, settings: AgentErrorsSettings, options: SinkOptions): boolean {
  return mayReach(program, fn, sinkPattern(settings, options.trustedErrorMessages));
}

/** The sinks of the file with their values, derived sinks included; computed once per file and options. */
export function getAgentTexts(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions): AgentTexts {
  const key = `agent-text:${options.services ? "typed" : "untyped"}:${options.rethrown ? 1 : 0}${options.trustedErrorMessages ? 1 : 0}`;
  // A module that imports this one back, asked while this one is computed, sees no sinks in it.
  return cachedPerFileOnce(sourceCode.ast, key, settings, () => computeAgentTexts(sourceCode, settings, options), () => ({
    analysis: getTaintAnalysis(sourceCode, { settings, ...(options.services ? { services: options.services } : {}) }),
    texts: [],
    sinkParameters: [],
  }));
}

function computeAgentTexts(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions): AgentTexts {
  const analysis = getTaintAnalysis(sourceCode, { settings, ...(options.services ? { services: options.services } : {}) });
  const texts: AgentText[] = [];
  const sinkParameters: SinkParameter[] = [];
  const work: AgentTextSink[] = [
    ...findSinks(sourceCode, settings, options),
    ...(options.services || settings.readImportedModules ? [...foreignSinks(sourceCode, settings, options, analysis), ...foreignResultSinks(sourceCode, settings, options)] : []),
  ];
  const derived = new Set<string>();
  // The tool's data (`caughtOnly`) is read without types first: most of it is no caught error's text, and typing
  // every response field it is made of would cost the checker far more than the answer is worth.
  let untyped: TaintAnalysis | undefined;
  // Nor is it read at all in a module that never lets a caught error out of its `catch` (caught-escape.ts).
  let caughtMayEscape: boolean | undefined;
  while (work.length > 0) {
    const sink = work.shift()!;
    if (sink.errorParameter !== undefined) {
      const found = errorFunctionText(sourceCode, sink.node, sink.errorParameter, settings, options);
      if (found) texts.push({ sink: { ...sink, via: found.label }, text: found.text, value: found.text, rethrow: false });
      continue;
    }
    if (sink.thrownBy || sink.returnedBy) {
      const call = sink.node as TSESTree.CallExpression;
      const found = sink.thrownBy ? thrownByCall(sourceCode, call, sink.thrownBy, settings, options) : returnedByCall(sourceCode, call, settings, options);
      if (found) texts.push({ sink: { ...sink, via: found.label }, text: found.text, value: found.text, rethrow: found.rethrow });
      continue;
    }
    if (sink.caughtOnly && !(caughtMayEscape ??= caughtTextMayEscape(sourceCode, settings, options.services))) continue;
    if (sink.caughtOnly && options.services) {
      untyped ??= getTaintAnalysis(sourceCode, { settings });
      const plain = flatten(sink.field !== undefined ? untyped.fieldOf(untyped.valueOf(sink.node), sink.field, sink.node) : untyped.valueOf(sink.node));
      // A helper's parameter in it is followed to the helper's calls all the same (see below).
      if (!caughtIn(plain) && !plain.params?.size) continue;
    }
    const whole = analysis.valueOf(sink.node);
    const value = sink.field !== undefined ? analysis.fieldOf(whole, sink.field, sink.node) : whole;
    // Of a thrown error, only its message reaches the model (not its `cause`).
    const thrownMessage = (sink.kind === "thrown" || sink.kind === "rethrown") && value.fields?.get("message");
    let text = flatten(thrownMessage || value);
    // The tool's data (see `caughtOnly`): only a caught error's text in it is reported, also beside a response's.
    // So is an object a handler returns from its `catch` as its text (a result a helper built: Firecrawl's
    // `return withStructured(responseText, { raw: responseText })` when the body is not JSON), as the same object
    // written in place is: a result, not an error's text.
    // Without a caught error's text here, the tool's data is still followed into the calls of the helper whose
    // parameter it is made of (`jsonResponse(result)` of a handler that wrote `result.avatar_error = e.message`).
    let quiet = false;
    if (sink.caughtOnly || (sink.kind === "returned-text" && value.fields !== undefined)) {
      const caught = caughtIn(text);
      if (!caught && !(sink.caughtOnly && text.params?.size)) continue;
      if (!caught) quiet = true;
      else if (text.source !== caught) text = { ...text, source: caught };
    }
    const rethrow = sink.kind === "thrown" && !sink.builtFrom && unwrapCasts(sink.node).type === AST_NODE_TYPES.Identifier && !value.fields && value.source?.kind === "caught error";
    // A call's argument that brings only what its helper's sink is reported for already (see `covered`).
    const covered = sink.covered !== undefined && text.source?.kind === sink.covered;
    if (!sink.pending && !covered && !quiet) texts.push({ sink, text, value, rethrow });
    const reportedHere = !sink.pending && !covered && !quiet && text.level === Trust.Untrusted && !rethrow ? text.source?.kind : undefined;
    for (const param of text.params ?? []) {
      const fn = enclosingFunction(markerAnchor(param));
      if (!fn || analysis.boundaryHandlers.has(fn) || derived.size >= MAX_DERIVED) continue;
      const slot = parameterSlot(fn, param);
      const id = slot && `${fn.range[0]}:${slot.index}:${slot.element ? "[]" : ""}${slot.key ?? (slot.except ? `...${slot.except.join(",")}` : "")}${sink.failureCalls ? ":failure-calls" : ""}`;
      if (!slot || !id || derived.has(id)) continue;
      derived.add(id);
      // Another module's calls are on none of this file's failure paths.
      const builtFrom = sink.kind === "thrown" && (sink.builtFrom || unwrapCasts(sink.node).type !== AST_NODE_TYPES.Identifier);
      // A result the helper builds and returns (`formatErrorResponse(error)` returning `{ isError: true, content }`)
      // reaches no one from a call whose value is dropped (Webflow's `catch (error) { formatErrorResponse(error);
      // existingScripts = []; }`).
      const returnsResult = sink.kind === "content-text" && returnsObjectHolding(fn, sink.node);
      const dropped = returnsResult ? { returnsResult } : {};
      if (!sink.failureCalls) sinkParameters.push({ fn, ...slot, through: sink.through, kind: sink.kind, ...(builtFrom ? { builtFrom } : {}), ...dropped });
      // A builder whose flag is a parameter: its text parameters reach the sink from any module's call that flags it.
      else if (sink.flagParameter !== undefined && fn === enclosingFunction(sink.node)) sinkParameters.push({ fn, ...slot, through: sink.through, kind: sink.kind, whenTrue: sink.flagParameter, ...dropped });
      const name = functionName(fn) ?? "function";
      for (const call of callsOf(sourceCode, fn)) {
        if (returnsResult && isValueDropped(call)) continue;
        // A result that is failure text only where a failure path enters its helper: a call there passes
        // failure text; a call in another helper may be on the way from one (the restriction carries on); a
        // call elsewhere (a handler's success return) is not a sink.
        const failureCalls = sink.failureCalls;
        const pending = failureCalls !== undefined && !failureCalls.has(call);
        if (pending) {
          const caller = enclosingFunction(call);
          if (!caller || analysis.boundaryHandlers.has(caller)) continue;
        }
        for (const node of argumentsFor(sourceCode, call, slot)) {
          const field = fieldOfArgument(node, slot);
          // The helper's sink reported already for outside text of its own (`throw new Error(\`GitLab API error:
          // ${response.statusText}\`)` in a helper each caller hands its `response`): an argument of the same kind is
          // the same defect again, once per call; one of another kind (the agent's input in the context) is not.
          work.push({ kind: sink.kind, node, through: sink.through, via: `${name}()`, ...(builtFrom ? { builtFrom } : {}), ...(pending ? { failureCalls, pending } : {}), ...(reportedHere ? { covered: reportedHere } : {}), ...(sink.caughtOnly ? { caughtOnly: true } : {}), ...(sink.dataReturn ? { dataReturn: true } : {}), ...field });
        }
      }
    }
  }
  // The tool's data is reported for a caught error that no other sink carries: the same failure through a helper's
  // failure return or an error object's field is reported there, once.
  const carried = new Set<TSESTree.Node>();
  for (const text of texts) if (!text.sink.dataReturn && text.text.source?.kind === "caught error") carried.add(text.text.source.node);
  let reported = carried.size === 0 ? texts : texts.filter((text) => !text.sink.dataReturn || text.text.source?.kind !== "caught error" || !carried.has(text.text.source.node));
  // The MCP SDK's own `McpServer`, inlined by a bundler (Shopify's dev server): the behaviour the rule models, which
  // the project cannot change.
  if (sourceCode.text.includes("setToolRequestHandlers")) reported = reported.filter((text) => !inInlinedSdkServer(text.sink.node));
  return { analysis, texts: reported, sinkParameters };
}

/** A bundler's name for the SDK's class: `McpServer`, `McpServer2`. */
const SDK_SERVER_CLASS = /^McpServer\d*$/;
/** Methods only the MCP SDK's `McpServer` has. */
const SDK_SERVER_METHODS: ReadonlySet<string> = new Set(["setToolRequestHandlers", "createToolError"]);

/** Whether a node is in a class of the file that is the MCP SDK's `McpServer` as a bundle inlines it (by its name and its own methods). */
function inInlinedSdkServer(node: TSESTree.Node): boolean {
  for (let current: TSESTree.Node | undefined = node.parent; current; current = current.parent) {
    if (current.type !== AST_NODE_TYPES.ClassDeclaration && current.type !== AST_NODE_TYPES.ClassExpression) continue;
    const name = current.id?.name ?? (current.parent?.type === AST_NODE_TYPES.VariableDeclarator && current.parent.id.type === AST_NODE_TYPES.Identifier ? current.parent.id.name : undefined);
    const methods = current.body.body.filter((member) => member.type === AST_NODE_TYPES.MethodDefinition && member.key.type === AST_NODE_TYPES.Identifier && SDK_SERVER_METHODS.has(member.key.name));
    // By its name and one of its methods, or (minified: Shopify's `class Nd`) by both methods.
    if (methods.length === SDK_SERVER_METHODS.size || (methods.length > 0 && name !== undefined && SDK_SERVER_CLASS.test(name))) return true;
  }
  return false;
}

/** Whether a function returns an object literal (written in its `return`) that holds `node`. */
function returnsObjectHolding(fn: FunctionNode, node: TSESTree.Node): boolean {
  return returnedExpressions(fn).some((returned) => {
    const value = unwrapCasts(returned);
    return value.type === AST_NODE_TYPES.ObjectExpression && value.range[0] <= node.range[0] && node.range[1] <= value.range[1];
  });
}

/** A call whose value nothing uses: a statement of its own (also awaited, or under `void`). */
function isValueDropped(call: TSESTree.CallExpression): boolean {
  let node: TSESTree.Node = call;
  while (node.parent && (node.parent.type === AST_NODE_TYPES.AwaitExpression || (node.parent.type === AST_NODE_TYPES.UnaryExpression && node.parent.operator === "void") || node.parent.type === AST_NODE_TYPES.ChainExpression)) node = node.parent;
  return node.parent?.type === AST_NODE_TYPES.ExpressionStatement;
}

/**
 * The arguments of this file's calls of functions of other modules whose parameter reaches a sink there
 * (`errorResult(text)` in `lib/results.ts` that builds an `isError: true` result): sinks here, named by the
 * helper and its file. With types, the program's modules; without, the modules imported by a relative path
 * whose text can hold a sink (the others are not parsed).
 */
function foreignSinks(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions, analysis: TaintAnalysis): AgentTextSink[] {
  const sinks: AgentTextSink[] = [];
  const services = options.services;
  if (services && !programMayMatch(services.program, sinkPattern(settings, options.trustedErrorMessages))) return sinks;
  const textTest = services ? undefined : sinkTextTest(sinkPattern(settings, options.trustedErrorMessages));
  for (const { call, callee } of services ? importedCalls(sourceCode, services) : relativeImportCalls(sourceCode)) {
    // Untyped, a module is read only for a call that passes text from outside (or a parameter, for a derived
    // sink): a call of trusted values has no report to make there, whatever its helper does; one of values the
    // analysis cannot follow (`registerTool(mocks.server, mocks.repl)` in a test) stays unseen, as per file.
    // The module's text is tested first (a read, no parse), then the arguments (which may read other modules).
    if (!services && (!importedTextMatches(sourceCode, callee, textTest!, true) || !call.arguments.some((argument) => carries(analysis.valueOf(argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument), Trust.Untrusted)))) continue;
    const foreign = services ? foreignFunctionOf(services, callee, (fn) => mayReachSinks(services.program, fn, settings, options)) : importedFunctionOf(sourceCode, callee, textTest, true);
    if (!foreign) continue;
    const { sinkParameters: parameters } = getAgentTexts(foreign.module.sourceCode, settings, { ...options, services: foreign.module.services });
    for (const parameter of parameters) {
      if (parameter.fn !== foreign.fn || (parameter.whenTrue !== undefined && !handsTrue(call, parameter.whenTrue)) || (parameter.returnsResult && isValueDropped(call))) continue;
      for (const node of argumentsFor(sourceCode, call, parameter)) sinks.push({ kind: parameter.kind, node, through: parameter.through, via: foreign.label, ...(parameter.builtFrom ? { builtFrom: true } : {}), ...fieldOfArgument(node, parameter) });
    }
  }
  return sinks;
}

/**
 * The arguments of a call, returned on a failure path of a tool handler, of a result builder of another module whose
 * results have no `isError: true` (Railway's `return createToolResponse(\`❌ Failed ... ${errorMessage}\`)` with
 * `createToolResponse = (text) => ({ content: [{ type: "text", text }] })` of `./utils.js`): what the text of its
 * content is made of, as the same result built in place is (a result returned on failure is the agent's error text
 * whether or not its author set `isError`). A builder of `isError: true` results is a sink of its own module (see
 * {@link foreignSinks}).
 */
function foreignResultSinks(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions): AgentTextSink[] {
  const services = options.services;
  const sinks: AgentTextSink[] = [];
  const results = findToolResults(sourceCode, settings, { names: settings.toolHandlers, ...(services ? { services } : {}) });
  for (const result of results.opaque) {
    if (result.node.type !== AST_NODE_TYPES.CallExpression) continue;
    const call = result.node;
    const helper = opaqueOnFailure(services, sourceCode, call, result.reaches, settings)?.helper;
    if (!helper) continue;
    for (const { node, slot } of builderTextArguments(sourceCode, call, helper, settings)) {
      sinks.push({ kind: "content-text", node, through: UNFLAGGED_FAILURE_RESULT, via: helper.foreign.label, ...fieldOfArgument(node, slot) });
    }
  }
  return sinks;
}

/**
 * The arguments of a call of a result builder that fill the text of its content: a parameter in an item's text
 * (`text`, `\`Error: ${message}\``), also through the builders it hands its parameters on to (`mcpOutput(text)`
 * returning `createToolResponse(text)`), each read in its own module.
 */
function builderTextArguments(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, helper: ResultHelper, settings: AgentErrorsSettings): { node: TSESTree.Node; slot: ParameterSlot }[] {
  const { foreign } = helper;
  const home = foreign.module.sourceCode;
  const owner = getTaintAnalysis(home, { settings, ...(foreign.module.services ? { services: foreign.module.services } : {}) });
  const generator = awaiterGenerator(foreign.fn);
  const bodies = new Set<FunctionNode>([foreign.fn, ...(generator ? [generator] : [])]);
  const texts: TSESTree.Node[] = [];
  for (const object of helper.results) {
    for (const item of contentItemsForText(home, object)) {
      const text = itemText(item);
      if (text) texts.push(text);
    }
  }
  // What it hands on to the builders whose results it returns: those arguments, as its own text.
  for (const inner of helper.calls) for (const { node } of builderTextArguments(home, inner.call, inner.helper, settings)) texts.push(node);
  const found: { node: TSESTree.Node; slot: ParameterSlot }[] = [];
  for (const text of texts) {
    for (const marker of flatten(owner.valueOf(text)).params ?? []) {
      const fn = enclosingFunction(markerAnchor(marker));
      const slot = fn && bodies.has(fn) ? parameterSlot(fn, marker) : undefined;
      for (const node of slot ? argumentsFor(sourceCode, call, slot) : []) found.push({ node, slot: slot! });
    }
  }
  return found;
}

/** How many modules deep a call's throws are followed through the calls of other modules it hands its failure to. */
const MAX_FOREIGN_THROW_MODULES = 3;

/** What reading a call of another module's function needs (see {@link thrownByCall} and {@link returnedByCall}). */
interface ForeignCallRead {
  fn: FunctionNode;
  label: string;
  home: Readonly<TSESLint.SourceCode>;
  /** The options the function's own module is read with (its program's services, when typed). */
  homeOptions: SinkOptions;
  owner: TaintAnalysis;
  /** The function and, for tsc's down-levelled `async`, the generator its body runs in (given its `arguments`). */
  bodies: ReadonlySet<FunctionNode>;
  /** What this call gives the parameters found in a text of the function (`Unknown table: ${options.table}`). */
  given(text: TaintValue): TaintValue[];
}

function readForeignCall(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, settings: AgentErrorsSettings, options: SinkOptions): ForeignCallRead | undefined {
  const reading = { settings, ...(options.services ? { services: options.services } : {}) };
  const foreign = calledInOtherModule(sourceCode, call, reading);
  if (!foreign) return undefined;
  const homeServices = foreign.module.services ? { services: foreign.module.services } : {};
  const generator = awaiterGenerator(foreign.fn);
  const bodies = new Set<FunctionNode>([foreign.fn, ...(generator ? [generator] : [])]);
  let here: TaintAnalysis | undefined;
  return {
    fn: foreign.fn,
    label: foreign.label,
    home: foreign.module.sourceCode,
    homeOptions: { rethrown: options.rethrown, trustedErrorMessages: options.trustedErrorMessages, ...homeServices },
    owner: getTaintAnalysis(foreign.module.sourceCode, { settings, ...homeServices }),
    bodies,
    given(text) {
      const values: TaintValue[] = [];
      for (const marker of text.params ?? []) {
        const fn = enclosingFunction(markerAnchor(marker));
        const slot = fn && bodies.has(fn) ? parameterSlot(fn, marker) : undefined;
        if (!slot) continue;
        here ??= getTaintAnalysis(sourceCode, reading);
        for (const argument of argumentsFor(sourceCode, call, slot)) values.push(flatten(here.valueOf(argument)));
      }
      return values;
    },
  };
}

/** The worst of the texts considered (untrusted before unknown, outside text before the agent's), with its kind. */
function worstText<Kind>(): { consider(text: TaintValue, kind: Kind): void; readonly worst: { text: TaintValue; kind: Kind } | undefined } {
  let worst: { text: TaintValue; kind: Kind } | undefined;
  return {
    consider(text, kind) {
      if (text.level === Trust.Trusted) return;
      if (!worst || text.level > worst.text.level || outsideFirst(worst.text, text)) worst = { text: { level: text.level, ...(text.source ? { source: text.source } : {}) }, kind };
    },
    get worst() {
      return worst;
    },
  };
}

/**
 * What the function of another module that `call` resolves to throws, and does not catch itself, as text here: the
 * worst of its thrown messages (a rethrow of a caught error as it is only where `rethrown` sinks are asked for),
 * named at the call. Its functions of the same module that it calls are read too, a level deep, and the functions
 * of further modules whose failure it hands on (`return await runQuery(sql)`), a few modules deep. What it throws
 * of its parameters counts by what the call gives them. Undefined when the call is of no such function (or of an
 * `async` one called as a statement, whose rejection goes nowhere), or it throws nothing worse than trusted text.
 */
function thrownByCall(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression,
  handed: "handed" | "synchronous",
  settings: AgentErrorsSettings,
  options: SinkOptions,
  modules = 0,
): { text: TaintValue; label: string; rethrow: boolean } | undefined {
  const read = readForeignCall(sourceCode, call, settings, options);
  if (!read || (handed === "synchronous" && (read.fn.async || read.bodies.size > 1))) return undefined;
  const found = worstText<boolean>();
  let ownReading: ModuleReading | undefined;
  for (const argument of uncaughtThrows(read.home, read.fn)) {
    const rethrow = isRethrow(read.home, argument);
    if (rethrow && !options.rethrown) continue;
    const value = read.owner.valueOf(argument);
    const message = flatten((!rethrow && value.fields?.get("message")) || value);
    // An error made of the own API's text and constants in a vendor's own package: that API's answer.
    if (!rethrow && message.level !== Trust.Trusted && throwsOwnApiText(read.home, argument, (ownReading ??= { settings, ...(read.homeOptions.services ? { services: read.homeOptions.services } : {}) }))) continue;
    found.consider(relocated(message, sourceCode, call), rethrow);
    for (const given of read.given(message)) found.consider(given, rethrow);
  }
  // `return await runQuery(sql)` of a third module: what that one throws goes on through this one.
  if (modules + 1 < MAX_FOREIGN_THROW_MODULES) {
    for (const inner of uncaughtImportCalls(read.home, read.fn)) {
      const thrown = thrownByCall(read.home, inner.call, inner.handed, settings, read.homeOptions, modules + 1);
      if (thrown) found.consider(relocated(thrown.text, sourceCode, call), thrown.rethrow);
    }
  }
  const worst = found.worst;
  return worst && { text: worst.text, rethrow: worst.kind, label: read.label };
}

/**
 * What the function of another module that `call` resolves to returns on its failure paths as text, as a tool's
 * function that returns the call's result shows it to the model (`return runDeleteEvent(query, clients)` in a
 * LangChain tool's `_call`, whose module answers a failure with \`An error occurred: ${error}\`): the worst of it, named at
 * the call. The helpers of that module whose result it returns are read too, and those of further modules, a few
 * modules deep (see sinks.ts's `returnedFailureTexts`). A parameter in the text counts by what the call gives it.
 */
function returnedByCall(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression,
  settings: AgentErrorsSettings,
  options: SinkOptions,
  modules = 0,
): { text: TaintValue; label: string; rethrow: false } | undefined {
  const read = readForeignCall(sourceCode, call, settings, options);
  if (!read) return undefined;
  const found = worstText<false>();
  const returned = returnedFailureTexts(read.home, [...read.bodies], settings.errorSignals);
  for (const { node, fn } of returned.texts) {
    const text = flatten(read.owner.valueOf(node));
    found.consider(relocated(text, sourceCode, call), false);
    // A parameter of the function called in the text (\`Could not delete ${eventId}: ${error}\`): what this call gives it.
    if (read.bodies.has(fn)) for (const given of read.given(text)) found.consider(given, false);
  }
  if (modules + 1 < MAX_FOREIGN_THROW_MODULES) {
    for (const inner of returned.foreignCalls) {
      const inside = returnedByCall(read.home, inner.call, settings, read.homeOptions, modules + 1);
      if (inside) found.consider(relocated(inside.text, sourceCode, call), false);
    }
  }
  const worst = found.worst;
  return worst && { text: worst.text, label: read.label, rethrow: false };
}

/**
 * What a tool's error function of another module returns (`errorFunction: describeToolFailure` of `./errors.js`), as
 * text here: its returns read in its module, where its error parameter holds what the tool threw (a caught error's
 * text, named at the function's name here) and its other parameters the framework's context. The worst of them;
 * undefined when the value is no function of another module, or it returns nothing worse than trusted text.
 */
function errorFunctionText(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node,
  parameter: number,
  settings: AgentErrorsSettings,
  options: SinkOptions,
): { text: TaintValue; label: string } | undefined {
  const foreign = otherModuleFunction(sourceCode, unwrapCasts(node), { settings, ...(options.services ? { services: options.services } : {}) });
  if (!foreign) return undefined;
  const owner = getTaintAnalysis(foreign.module.sourceCode, { settings, ...(foreign.module.services ? { services: foreign.module.services } : {}) });
  const thrown: TaintValue = { level: Trust.Untrusted, source: { kind: "caught error", node } };
  const found = worstText<false>();
  for (const returned of returnedExpressions(foreign.fn)) {
    const text = flatten(owner.valueOf(returned));
    found.consider(relocated(text, sourceCode, node), false);
    for (const marker of text.params ?? []) {
      const slot = enclosingFunction(markerAnchor(marker)) === foreign.fn ? parameterSlot(foreign.fn, marker) : undefined;
      // `error.message`, `String(error)`; not a field the project sets itself (`error.eventId`).
      if (slot?.index === parameter && (slot.key === undefined || !settings.trustedErrorFields.includes(slot.key))) found.consider(thrown, false);
    }
  }
  const worst = found.worst;
  return worst && { text: worst.text, label: foreign.label };
}

/** For a slot of one field filled by a whole value (`describe(options)`, not an object literal): that field. */
function fieldOfArgument(argument: TSESTree.Node, slot: { key?: string; element?: boolean }): { field: string } | undefined {
  return slot.key !== undefined && !slot.element && argument.type !== AST_NODE_TYPES.ObjectExpression ? { field: slot.key } : undefined;
}

/**
 * The expressions of a call that fill a parameter slot: the argument, or for one field of an options
 * parameter only what can set that field (`{ issue }` of `f({ issue, projectSlug })`), never its siblings: the
 * field's value, and the spreads and unknown computed keys after it (`f({ ...base, detail })`: `base` for
 * any field but `detail`). None when nothing fills it (a spread argument, or an object literal without the
 * field: the pattern's default applies).
 */
export function argumentsFor(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, slot: ParameterSlot): TSESTree.Node[] {
  const argument = call.arguments[slot.index];
  if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) return [];
  const object = unwrapCasts(argument);
  // The elements of the argument (a field of each): the whole argument holds them.
  if ((slot.key === undefined && !slot.except) || slot.element || object.type !== AST_NODE_TYPES.ObjectExpression) return [argument];
  let found: TSESTree.Node[] = [];
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      found.push(property.argument);
      continue;
    }
    // A computed key counts by the name it always has (`["detail"]`, `[DETAIL]` of a `const`), if any.
    const key = ASTUtils.getPropertyName(property, scopeOf(sourceCode, property)) ?? undefined;
    // The rest of the object: every field it does not name.
    if (slot.except) {
      if (key === undefined || !slot.except.includes(key)) found.push(property.value);
    } else if (key === slot.key) found = [property.value];
    else if (key === undefined) found.push(property.value);
  }
  return found;
}

/**
 * The part of a sink's expression that carries the worst text (of trust `level`): `e.message` in
 * `` `Lookup failed: ${e.message}` ``, `e?.message` in `e?.message ?? "Unknown"`; the sink itself when no
 * one part does. Text from outside comes before the agent's own input (as `join` names it), and a caught
 * error's text before its name or code (`` `${error.name}: ${msg}` `` names `msg`). In the tool's data (`caughtOnly`),
 * only a part with a caught error's text: the failures a batch lists, not the bodies it fetched beside them. Iterative.
 */
export function culpritOf(analysis: TaintAnalysis, sinkNode: TSESTree.Node, level: Trust, details = true, caughtOnly = false): TSESTree.Node {
  let node = sinkNode;
  for (let depth = 0; depth < 1000; depth++) {
    let worst: { part: TSESTree.Node; value: TaintValue; detail?: boolean } | undefined;
    for (const part of (node.type === AST_NODE_TYPES.NewExpression ? analysis.messageArguments(node) : textParts(node)) ?? []) {
      const value = flatten(analysis.valueOf(part));
      if (value.level !== level) continue;
      // In the tool's data, the part with a caught error's text, not the data beside it (a fetched body).
      if (caughtOnly && !caughtIn(value)) continue;
      if (!worst || outsideFirst(worst.value, value)) {
        worst = { part, value };
        continue;
      }
      if (!details || outsideFirst(value, worst.value) || value.source?.kind !== "caught error") continue;
      worst.detail ??= errorDetail(analysis, worst.part, level);
      if (worst.detail && !errorDetail(analysis, part, level)) worst = { part, value, detail: false };
    }
    if (!worst) return node;
    node = worst.part;
  }
  return node;
}

/**
 * A caught error's stack trace in a sink's text (`stack: error.stack` beside `error: error.message` in
 * LINE's `JSON.stringify({...})`), other than in `reported` (the part the report points at): the server's
 * file paths and code, which a report of the message alone would not mention. Iterative, bounded.
 */
export function stackTraceIn(analysis: TaintAnalysis, sinkNode: TSESTree.Node, reported: TSESTree.Node, visitorKeys: VisitorKeys): TSESTree.MemberExpression | undefined {
  const stack: TSESTree.Node[] = [sinkNode];
  for (let visited = 0; stack.length > 0 && visited < 2000; visited++) {
    const node = stack.pop()!;
    if (node === reported || isFunctionNode(node)) continue;
    if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier && node.property.name === "stack") {
      if (analysis.valueOf(node.object).source?.kind === "caught error") return node;
    }
    pushChildren(node, stack, visitorKeys);
  }
  return undefined;
}

/** Whether the text a part carries is a caught error's name or code (`error.name`), not its message. */
function errorDetail(analysis: TaintAnalysis, part: TSESTree.Node, level: Trust): boolean {
  const culprit = culpritOf(analysis, part, level, false);
  if (culprit.type !== AST_NODE_TYPES.MemberExpression || culprit.computed || culprit.property.type !== AST_NODE_TYPES.Identifier) return false;
  return culprit.property.name !== "message" && culprit.property.name !== "stack" && analysis.valueOf(culprit.object).source?.kind === "caught error";
}

/**
 * The message of an API error class (`apiResponseErrors`) carries the project's own API's text: an HTTP
 * response's `statusText` or body is that API's, trusted as the project trusts it. Other outside text in
 * it (a caught error's message) is still the agent's to fear: the first part that holds some (`at`), or
 * undefined when there is none.
 */
export function beyondOwnApiText(analysis: TaintAnalysis, sinkNode: TSESTree.Node, value: TaintValue): { text: TaintValue; at?: TSESTree.Node } | undefined {
  if (value.level !== Trust.Untrusted || value.source?.kind !== "third-party response") return { text: value };
  const stack = [sinkNode];
  for (let visited = 0; stack.length > 0 && visited < 1000; visited++) {
    const node = stack.pop()!;
    const parts = textParts(node);
    if (parts) {
      stack.push(...[...parts].reverse());
      continue;
    }
    const part = flatten(analysis.valueOf(node));
    if (part.level === Trust.Untrusted && part.source?.kind !== "third-party response") return { text: part, at: node };
  }
  return undefined;
}

/**
 * The parts a text is joined from (a template's expressions, `a + b`, `a ?? b`, `c ? a : b`, the arguments of
 * a thrown `new Error(...)` that its message is made of, the fields of an object or the elements of an array,
 * what `JSON.stringify(...)` or `String(...)` writes out), or undefined for a leaf.
 */
function textParts(node: TSESTree.Node): readonly TSESTree.Node[] | undefined {
  switch (node.type) {
    case AST_NODE_TYPES.NewExpression:
      return node.arguments;
    case AST_NODE_TYPES.TemplateLiteral:
      return node.expressions;
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.LogicalExpression:
      return [node.left, node.right];
    case AST_NODE_TYPES.ConditionalExpression:
      return [node.consequent, node.alternate];
    // `JSON.stringify({ error: e.message, stack: e.stack })`: the fields of what is serialized.
    case AST_NODE_TYPES.ObjectExpression:
      return node.properties.map((property) => (property.type === AST_NODE_TYPES.SpreadElement ? property.argument : property.value));
    case AST_NODE_TYPES.ArrayExpression:
      return node.elements.flatMap((element) => (element === null ? [] : [element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element]));
    case AST_NODE_TYPES.CallExpression:
      return serialized(node);
    default:
      return undefined;
  }
}

/** `x` of `JSON.stringify(x, ...)` or `String(x)`: the value whose text a call writes out. */
function serialized(call: TSESTree.CallExpression): readonly TSESTree.Node[] | undefined {
  const callee = unwrapCasts(call.callee);
  const first = call.arguments[0];
  if (!first || first.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const json = callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "JSON" && callee.property.type === AST_NODE_TYPES.Identifier && callee.property.name === "stringify";
  return json || (callee.type === AST_NODE_TYPES.Identifier && callee.name === "String") ? [first] : undefined;
}

export { Trust };
