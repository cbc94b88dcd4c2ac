/**
 * The shared settings, `settings["agent-errors"]`: one place where a codebase describes its error
 * conventions. Every rule reads them through {@link getSettings}; the defaults are the conventions of
 * Sentry's MCP server, and every list can be replaced (an array) or extended
 * (`{ add: [...], remove: ["name"] }`).
 */

import { rememberFileLocation } from "./analysis/modules.js";
import valid from "semver/functions/valid.js";

export const SETTINGS_KEY = "agent-errors";

/** A class, by name from any module (`"UserInputError"`), or by name from a module (`{ name, from }`). */
export interface ClassSpecifier {
  name: string;
  /** Module specifier(s) the class must be imported from; `*` matches any run of characters. */
  from?: string[];
  /** Set for a dotted name, a class a module exports inside a namespace: `["messagingApi", "MessagingApiClient"]`. */
  path?: string[];
}

/**
 * A function: a name imported from any module (`"logIssue"`), a global path (`"console.warn"`), or a
 * name imported from a module (`{ name: "captureException", from: "@sentry/*" }`), which also matches a
 * namespace member (`Sentry.captureException`) and `require`.
 */
export interface FunctionSpecifier {
  name: string;
  from?: string[];
  /** Set for dotted global paths such as `console.warn`: `["console", "warn"]`. */
  globalPath?: string[];
  /**
   * Set for a member of what a module exports: `["default", "captureError"]` for `import tracer from
   * "dd-trace"; tracer.captureError(error)`, `["logger", "warn"]` for an imported `logger` object.
   */
  path?: string[];
}

/**
 * The argument of a registration call that is the handler, for a boundary whose handler is an argument (the last, or
 * one at an index); undefined for one whose handler is a property of an options object.
 */
export function handlerArgument<T>(handler: ToolBoundarySpecifier["handler"], args: readonly T[]): T | undefined {
  if (handler === "lastArgument") return args.at(-1);
  return "argument" in handler ? args[handler.argument] : undefined;
}

/** The property of the options object that holds the handler (`execute`), for a boundary whose handler is one. */
export function handlerProperty(handler: ToolBoundarySpecifier["handler"]): string | undefined {
  return typeof handler === "object" && "property" in handler ? handler.property : undefined;
}

/** The name a file must spell to use a function: the last part of its path (`warn` of `logger.warn`). */
export function spelledName(spec: FunctionSpecifier): string {
  return (spec.path ?? spec.globalPath)?.at(-1) ?? spec.name;
}

export interface ToolBoundarySpecifier {
  /** The function (`tool`, `agentTool`) or method (`registerTool`) that registers a tool. */
  name: string;
  /** Module(s) the function, or the receiver class of a method, comes from. */
  from?: string[];
  /** For methods: the class whose instances have the method (`McpServer`). */
  receiver?: string;
  /**
   * Where the tool's handler is: a property of the options object (`tool({ execute })`), the last argument
   * (`server.registerTool(name, config, handler)`), or the argument at an index (LangChain's `tool(func, fields)`:
   * `{ argument: 0 }`).
   */
  handler: { property: string } | { argument: number } | "lastArgument";
  /** Only calls whose first argument is this identifier (`setRequestHandler(CallToolRequestSchema, ...)`). */
  firstArgument?: string;
  /** Whether an error thrown by the handler reaches the model with its message (the MCP SDK and the AI SDK: yes; `agentTool`: no, it formats them). */
  thrownErrorsReachModel: boolean;
  /**
   * A function of the options object that the framework hands what the handler throws, and whose returned text is the
   * tool's output to the model (the OpenAI Agents SDK's `errorFunction(context, error)`): the property, and the index of
   * the parameter that holds the error.
   */
  errorFunction?: { property: string; parameter: number };
  /**
   * The framework's versions whose thrown errors do reach the model, whatever `thrownErrorsReachModel` says: a project
   * that runs the first of `packages` it has (installed where the file's imports find it, or else the lowest version its
   * `package.json` allows) below `version`. The OpenAI Agents SDK answered a thrown error with `... Error: ${error}`
   * before 0.19, and with a fixed text since.
   */
  thrownErrorsReachModelBelow?: { packages: string[]; version: string };
  /**
   * The framework's versions whose handler gets the tool's input inside its first parameter, at `path`, rather than
   * as that parameter: a project that runs the first of `packages` it has below `version` (found as for
   * `thrownErrorsReachModelBelow`). Mastra before 1.0 called `execute({ context, runtimeContext })`, the input being
   * `context`; the parameter's other fields are the framework's.
   */
  inputPathBelow?: { packages: string[]; version: string; path: string[] };
}

/**
 * A base class whose subclasses are tools (mcp-framework's `class GetIssueTool extends MCPTool`): the framework
 * calls a method of each (`execute(input)`) with the tool's input, shows what it returns as the tool's text, and
 * answers what it throws with the error's message in an `isError` result.
 */
export interface ToolClassSpecifier {
  /** The base class (`MCPTool`). */
  name: string;
  /** Module(s) it comes from (`mcp-framework`). */
  from?: string[];
  /** The method the framework calls with the input (`execute`). */
  method: string;
  /** Whether an error the method throws reaches the model with its message. */
  thrownErrorsReachModel: boolean;
}

/** A helper whose argument reaches the agent (declared for helpers in other files). */
export interface SinkFunctionSpecifier extends FunctionSpecifier {
  /** The index of the argument that reaches the agent. */
  argument: number;
}

export type WrapperFix = "unwrap" | "agent-tool" | "none";

export interface DeprecatedWrapperSpecifier extends FunctionSpecifier {
  /** What to use instead, in words, for the report message. */
  replacement: string;
  /** The codemod that migrates a whole codebase (`agent-errors migrate <codemod>`). */
  codemod?: string;
  /** How a single use can be fixed in the editor. */
  fix: WrapperFix;
  /** For `unwrap`: whether unwrapping may be an autofix (true) or only a suggestion (false). */
  autofix: boolean;
  /** For `agent-tool`: the boundary function that replaces `tool()` + the wrapper. */
  agentTool?: string;
}

/**
 * A property that marks an object as an error result: present at all (`{ property: "error" }`) or with
 * a given value (`{ property: "ok", value: false }`).
 */
export interface ErrorSignalSpecifier {
  property: string;
  value?: string | number | boolean | null;
}

/** The error shape that fixes and codemods write: Sentry's MCP server's `{ error }`, the `toolError:v1` payload, the `{ ok, error, errorType }` convention's `{ ok: false, ... }`. */
export type ErrorResponseStyle = "error-property" | "tool-error-v1" | "ok-false";
export const ERROR_RESPONSE_STYLES: readonly ErrorResponseStyle[] = ["error-property", "tool-error-v1", "ok-false"];

export interface AgentErrorsSettings {
  expectedErrors: ClassSpecifier[];
  serverErrors: ClassSpecifier[];
  trustedMessageErrors: ClassSpecifier[];
  /**
   * Trusted classes that carry the error text of the project's own API (Sentry's `ApiError` family): an HTTP
   * response's text (`statusText`, the body) in their message is that API's, which the project trusts.
   */
  apiResponseErrors: ClassSpecifier[];
  /**
   * Classes of the project's own API's client (the vendor's SDK in the vendor's own server: `{ name:
   * "Stripe", from: ["stripe"] }`): an error caught around calls that all go to such a client carries that
   * API's text, trusted as Sentry's MCP server trusts Sentry's API. None by default.
   */
  ownApiClients: ClassSpecifier[];
  /**
   * The project's own API by its address, for a server that calls it with `fetch` (`"https://api.cloudflare.com/"`):
   * a failure of code that only fetches URLs starting so (directly or through functions of the file), and the
   * body of such a response, carry that API's text, as with `ownApiClients`. None by default.
   */
  ownApiUrls: string[];
  /**
   * Not a list: in a vendor's own server, the own API's addresses are also found from the package a file belongs
   * to. The nearest `package.json`'s npm scope (`@cloudflare/...`) and its repository's GitHub owner name the
   * vendor; a fetched URL on a domain of that name (`https://api.cloudflare.com/...`) counts as if `ownApiUrls`
   * listed it, and a run of a program of that name (`execFile("railway", args)`) as a call of the own API's client.
   * `true` by default.
   */
  inferOwnApiUrls: boolean;
  /**
   * Not a list: in a vendor's own server, the own API's clients are also found from the package a file belongs to,
   * by the same names as `inferOwnApiUrls`: a class of a package the vendor publishes (`ManagementClient` of `auth0`
   * in `@auth0/auth0-mcp-server`, anything of `@hubspot/*` in `@hubspot/mcp-server`), or a class of the project
   * named as the vendor's client or clients (`HubSpotClient`, `CircleCIClients`), counts as if `ownApiClients` listed it. `true` by default.
   */
  inferOwnApiClients: boolean;
  /** Errors that carry an HTTP status (`status` / `statusCode`): a 4xx one is an expected error. */
  statusErrors: ClassSpecifier[];
  /**
   * What a codebase tests an error's message for when the error is an expected one (`"rate limit"`,
   * `"not found"`): regular expressions (case-insensitive) matched against the text the code tests
   * (`/rate limit/i.test(e.message)`, `e.message.includes("Not Found")`). None by default.
   */
  expectedErrorMessages: string[];
  trustedMessageMethods: string[];
  captureFunctions: FunctionSpecifier[];
  warningLoggers: FunctionSpecifier[];
  /** Loggers at error level: expected errors belong at warning level (Sentry's MCP server). */
  errorLoggers: FunctionSpecifier[];
  toolBoundaries: ToolBoundarySpecifier[];
  /** Base classes whose subclasses are tools (mcp-framework's `MCPTool`), and the method that handles the call. */
  toolClasses: ToolClassSpecifier[];
  /** Properties of a tool result whose text reaches the agent as an error message. */
  errorMessageKeys: string[];
  /** Functions whose result is trusted text (sanitizers). */
  sanitizers: FunctionSpecifier[];
  /** Helpers in other files whose argument reaches the agent. */
  sinkFunctions: SinkFunctionSpecifier[];
  /** Calls whose result is untrusted text (a database driver, a file read). */
  untrustedCalls: FunctionSpecifier[];
  /** Methods whose result is untrusted on any receiver (`await res.text()`, `res.json()`). */
  untrustedMethods: string[];
  /** Properties that are untrusted on any object (`res.statusText`). */
  untrustedProperties: string[];
  /** Fields of a caught error that the project sets itself (the event id its error tracker returned): trusted on any caught error. */
  trustedErrorFields: string[];
  /** Functions of a file (by name) that handle a tool's call although no registration is in view (`handleSearch`). */
  toolHandlers: string[];
  /** Names of logger objects whose level methods log (`logger.error(...)`, `this.log.warn(...)`). */
  loggerObjects: string[];
  /** Method names that record an error on any receiver (`this.statusBarManager.logError(...)`, the tool-logging convention). */
  loggerMethods: string[];
  deprecatedWrappers: DeprecatedWrapperSpecifier[];
  errorSignals: ErrorSignalSpecifier[];
  errorResponse: ErrorResponseStyle;
  /**
   * Without type information, read the project's own modules that a file imports by a relative path
   * (`./errors.js`) to follow calls of their functions (a shared error formatter, a helper that catches its
   * own failures). `false`: each file is analysed alone. Typed runs follow calls with the checker either way.
   */
  readImportedModules: boolean;
}

const MCP_SERVER_MODULES = ["@modelcontextprotocol/sdk/server/mcp.js", "@modelcontextprotocol/sdk/server/mcp"];
/** Where LangChain.js exports `tool` and its tool classes: `@langchain/core`, and `langchain` (v1) re-exporting them. */
const LANGCHAIN_TOOL_MODULES = ["@langchain/core/tools", "langchain", "langchain/tools"];
const MCP_LOW_LEVEL_SERVER_MODULES = ["@modelcontextprotocol/sdk/server/index.js", "@modelcontextprotocol/sdk/server/index"];
/** Where Mastra exports `createTool`: `@mastra/core/tools` (1.x), also the package's root (0.x). */
const MASTRA_TOOL_MODULES = ["@mastra/core/tools", "@mastra/core"];
/** Where the OpenAI Agents SDK exports `tool`: the SDK, its core package, and their realtime entries. */
const OPENAI_AGENTS_MODULES = ["@openai/agents", "@openai/agents-core", "@openai/agents/realtime", "@openai/agents-realtime"];
/**
 * The modules of the `tool({ execute })` boundaries that `agentTool()` replaces (the AI SDK's, and a project's own of
 * that shape): what no-deprecated-error-wrapper's suggestion and the wrap-agent-tool-execute codemod migrate. Not the
 * OpenAI Agents SDK's `tool`, which is another framework's although it has the name and the handler.
 */
export function agentToolReplaceableModules(boundaries: readonly ToolBoundarySpecifier[]): string[] {
  return boundaries
    .filter((boundary) => boundary.name === "tool" && !boundary.receiver && handlerProperty(boundary.handler) === "execute")
    .flatMap((boundary) => boundary.from ?? [])
    .filter((module) => !OPENAI_AGENTS_MODULES.includes(module));
}

/** The MCP TypeScript SDK v2 server package: `McpServer` and the low-level `Server` from its root. */
const MCP_V2_SERVER_MODULES = ["@modelcontextprotocol/server"];

const API_CLIENT_ERRORS = [
  "ApiClientError",
  "ApiPermissionError",
  "ApiNotFoundError",
  "ApiValidationError",
  "ApiAuthenticationError",
  "ApiRateLimitError",
];

/** The defaults: the conventions of Sentry's MCP server. */
export const DEFAULT_SETTINGS: Readonly<AgentErrorsSettings> = Object.freeze<AgentErrorsSettings>({
  expectedErrors: ["UserInputError", "ConfigurationError", "LLMProviderError", ...API_CLIENT_ERRORS].map((name) => ({ name })),
  serverErrors: [{ name: "ApiServerError" }],
  trustedMessageErrors: [
    "UserInputError",
    "LLMProviderError",
    "ConfigurationError",
    "ApiError",
    ...API_CLIENT_ERRORS,
    "ApiServerError",
  ].map((name) => ({ name })),
  apiResponseErrors: ["ApiError", ...API_CLIENT_ERRORS, "ApiServerError"].map((name) => ({ name })),
  ownApiClients: [],
  ownApiUrls: [],
  inferOwnApiUrls: true,
  inferOwnApiClients: true,
  statusErrors: [{ name: "APICallError", from: ["ai", "@ai-sdk/provider"] }],
  expectedErrorMessages: [],
  trustedMessageMethods: ["toUserMessage"],
  captureFunctions: [{ name: "captureException", from: ["@sentry/*"] }, { name: "logIssue" }],
  warningLoggers: [{ name: "console.warn", globalPath: ["console", "warn"] }],
  errorLoggers: [{ name: "console.error", globalPath: ["console", "error"] }],
  toolBoundaries: [
    // `ai` 5 and 6 re-export `tool` from `@ai-sdk/provider-utils`: a project module that re-exports it resolves there.
    { name: "tool", from: ["ai", "@ai-sdk/provider-utils"], handler: { property: "execute" }, thrownErrorsReachModel: true },
    { name: "agentTool", handler: { property: "execute" }, thrownErrorsReachModel: false },
    { name: "registerTool", receiver: "McpServer", from: MCP_SERVER_MODULES, handler: "lastArgument" as const, thrownErrorsReachModel: true },
    { name: "tool", receiver: "McpServer", from: MCP_SERVER_MODULES, handler: "lastArgument" as const, thrownErrorsReachModel: true },
    {
      name: "setRequestHandler",
      receiver: "Server",
      from: MCP_LOW_LEVEL_SERVER_MODULES,
      handler: "lastArgument" as const,
      firstArgument: "CallToolRequestSchema",
      thrownErrorsReachModel: true,
    },
    // FastMCP (`fastmcp`): `server.addTool({ name, parameters, execute })`. It answers a thrown error with an
    // `isError` result whose text carries the error (a `UserError`'s message as is).
    { name: "addTool", receiver: "FastMCP", from: ["fastmcp"], handler: { property: "execute" }, thrownErrorsReachModel: true },
    // LangChain.js: `tool(func, { name, description, schema })` of `@langchain/core/tools` (re-exported by `langchain`).
    // What `func` returns is the tool's text (an object as its JSON), and the agents' tool node (`createAgent`,
    // LangGraph's `ToolNode`) answers a thrown error with `${error}\n Please fix your mistakes.`
    { name: "tool", from: LANGCHAIN_TOOL_MODULES, handler: { argument: 0 }, thrownErrorsReachModel: true },
    // What `tool()` returns, also constructed by hand: `new DynamicStructuredTool({ name, schema, func })`.
    { name: "DynamicStructuredTool", from: LANGCHAIN_TOOL_MODULES, handler: { property: "func" }, thrownErrorsReachModel: true },
    { name: "DynamicTool", from: LANGCHAIN_TOOL_MODULES, handler: { property: "func" }, thrownErrorsReachModel: true },
    // Mastra: `createTool({ id, inputSchema, execute })` of `@mastra/core/tools` (also its root in 0.x). `execute` gets the
    // input first (1.x's `execute(inputData, context)`; 0.x's `execute({ context })`, where `context` is the input: `inputPathBelow`); what it
    // returns is the tool's output (an object as JSON), and the agent loop gives the model a thrown error's message as is.
    {
      name: "createTool",
      from: MASTRA_TOOL_MODULES,
      handler: { property: "execute" },
      thrownErrorsReachModel: true,
      inputPathBelow: { packages: ["@mastra/core"], version: "1.0.0", path: ["context"] },
    },
    // The OpenAI Agents SDK: `tool({ name, parameters, execute, errorFunction })` of `@openai/agents` (re-exporting
    // `@openai/agents-core`). What `execute` returns is the tool's output (an object as JSON). Since 0.19 the default
    // `errorFunction` answers a thrown error with a fixed text; a tool's own is handed the error, and what it returns is
    // the tool's output.
    {
      name: "tool",
      from: OPENAI_AGENTS_MODULES,
      handler: { property: "execute" },
      thrownErrorsReachModel: false,
      errorFunction: { property: "errorFunction", parameter: 1 },
      thrownErrorsReachModelBelow: { packages: ["@openai/agents", "@openai/agents-core"], version: "0.19.0" },
    },
    // SDK v2: `registerTool` on `McpServer`, and `setRequestHandler("tools/call", ...)` on the low-level `Server`.
    { name: "registerTool", receiver: "McpServer", from: MCP_V2_SERVER_MODULES, handler: "lastArgument" as const, thrownErrorsReachModel: true },
    {
      name: "setRequestHandler",
      receiver: "Server",
      from: MCP_V2_SERVER_MODULES,
      handler: "lastArgument" as const,
      firstArgument: "tools/call",
      thrownErrorsReachModel: true,
    },
  ],
  // mcp-framework: `class X extends MCPTool { async execute(input) { ... } }`. Its `toolCall` shows what `execute`
  // returns as the tool's text and answers a thrown error (a zod error about the input too) with its message.
  toolClasses: [
    { name: "MCPTool", from: ["mcp-framework"], method: "execute", thrownErrorsReachModel: true },
    // LangChain.js's class-based tools (`class SearchTool extends StructuredTool { async _call(input) { ... } }`): the
    // same as its `tool(func)`.
    { name: "StructuredTool", from: LANGCHAIN_TOOL_MODULES, method: "_call", thrownErrorsReachModel: true },
    { name: "Tool", from: LANGCHAIN_TOOL_MODULES, method: "_call", thrownErrorsReachModel: true },
  ],
  errorMessageKeys: ["error"],
  sanitizers: [],
  sinkFunctions: [],
  untrustedCalls: [],
  untrustedMethods: ["text", "json"],
  untrustedProperties: ["statusText"],
  trustedErrorFields: ["eventId"],
  toolHandlers: [],
  loggerObjects: ["logger", "log"],
  loggerMethods: ["logError"],
  deprecatedWrappers: [
    {
      name: "withApiErrorHandling",
      replacement: "call the API directly and let its typed errors bubble up to the tool boundary",
      codemod: "unwrap-api-error-handling",
      fix: "unwrap",
      autofix: true,
    },
    {
      name: "wrapAgentToolExecute",
      replacement: "build the tool with `agentTool()`, which formats errors for the agent",
      codemod: "wrap-agent-tool-execute",
      fix: "agent-tool",
      autofix: false,
      agentTool: "agentTool",
    },
  ],
  errorSignals: [
    { property: "error" },
    { property: "isError", value: true },
    { property: "ok", value: false },
    { property: "success", value: false },
    { property: "status", value: "error" },
    { property: "kind", value: "toolError:v1" },
  ],
  errorResponse: "error-property",
  readImportedModules: true,
});

/** Thrown for invalid settings or options; ESLint shows the message as a configuration error. */
export class AgentErrorsConfigError extends Error {
  /** Each problem found (the settings report every bad key at once), without the common prefix. */
  readonly problems: readonly string[];

  constructor(message: string, problems?: readonly string[]) {
    super(message);
    this.name = "AgentErrorsConfigError";
    this.problems = problems ?? [message];
  }
}

const SETTINGS_PREFIX = `Invalid settings["${SETTINGS_KEY}"]: `;

/** The error for settings problems: one problem as one sentence, several as a list. */
function settingsError(problems: readonly string[]): AgentErrorsConfigError {
  const message =
    problems.length === 1 ? `${SETTINGS_PREFIX}${problems[0]!}` : `${SETTINGS_PREFIX}${problems.length} problems:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;
  return new AgentErrorsConfigError(message, problems);
}

/**
 * Runs `parse`, and on a settings error adds its problems to `problems` instead of stopping: so that one
 * run reports every bad key and entry. Undefined when it failed.
 */
function collecting<T>(problems: string[], parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof AgentErrorsConfigError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

/** Parses each entry, collecting every entry's problems; throws them together. */
function eachCollecting<T>(entries: readonly unknown[], parse: (entry: unknown, index: number) => T): T[] {
  const problems: string[] = [];
  const parsed = entries.map((entry, index) => collecting(problems, () => parse(entry, index)));
  if (problems.length > 0) throw settingsError(problems);
  return parsed as T[];
}

// ---------------------------------------------------------------------------------------------------
// Validation: a few small combinators, so every error names the key path and what was expected.

type Parser<T> = (value: unknown, path: string) => T;

function fail(path: string, expected: string, value: unknown): never {
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  if (shown.length > 60) shown = `${shown.slice(0, 57)}...`;
  throw settingsError([`\`${path}\` must be ${expected}, got ${shown}.`]);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function nonEmptyString(value: unknown, path: string): string {
  if (typeof value !== "string" || value.trim() === "") fail(path, "a non-empty string", value);
  return value;
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value !== "boolean") fail(path, "a boolean", value);
  return value;
}

function moduleList(value: unknown, path: string): string[] {
  if (typeof value === "string") return [nonEmptyString(value, path)];
  if (!Array.isArray(value) || value.length === 0) fail(path, "a module specifier or a non-empty array of them", value);
  return value.map((item, index) => nonEmptyString(item, `${path}[${index}]`));
}

function object<T>(
  path: string,
  value: unknown,
  shape: string,
  keys: Record<string, boolean>,
  build: (get: (key: string) => unknown) => T,
): T {
  if (!isPlainObject(value)) fail(path, shape, value);
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (!(key in keys)) problems.push(`unknown key \`${path}.${key}\`; expected ${shape}.`);
  }
  for (const [key, required] of Object.entries(keys)) {
    if (required && value[key] === undefined) collecting(problems, () => fail(`${path}.${key}`, "present", undefined));
  }
  if (problems.length > 0) throw settingsError(problems);
  return build((key) => value[key]);
}

const classSpecifier: Parser<ClassSpecifier> = (value, path) => {
  if (typeof value === "string") return className(nonEmptyString(value, path));
  return object(path, value, "a class name or { name, from? }", { name: true, from: false }, (get) => {
    const from = get("from");
    return { ...className(nonEmptyString(get("name"), `${path}.name`)), ...(from === undefined ? {} : { from: moduleList(from, `${path}.from`) }) };
  });
};

/** `"Stripe"`, or a dotted `"messagingApi.MessagingApiClient"`: a class that a module exports inside a namespace object. */
function className(name: string): ClassSpecifier {
  return name.includes(".") ? { name, path: name.split(".") } : { name };
}

/**
 * `"captureException"`, or a dotted `"console.warn"` / `"logger.warn"`: a global object's method, or the method
 * of an object that a module exports under that name (any module: `import { logger } from "./logger"`).
 */
function parseFunctionName(name: string): FunctionSpecifier {
  if (!name.includes(".")) return { name };
  const parts = name.split(".");
  return { name, globalPath: parts, path: parts };
}

function memberPath(value: unknown, path: string): string[] {
  if (!Array.isArray(value) || value.length === 0) fail(path, 'a non-empty array of names such as ["default", "captureError"]', value);
  return eachCollecting(value, (part, index) => nonEmptyString(part, `${path}[${index}]`));
}

const functionSpecifier: Parser<FunctionSpecifier> = (value, path) => {
  if (typeof value === "string") {
    const spec = parseFunctionName(nonEmptyString(value, path));
    if (spec.globalPath?.some((part) => part === "")) fail(path, "a name or a dotted path such as `console.warn`", value);
    return spec;
  }
  return object(path, value, "a function name or { name, from?, path? }", { name: false, from: false, path: false }, (get) => {
    const from = get("from") === undefined ? undefined : moduleList(get("from"), `${path}.from`);
    const members = get("path") === undefined ? undefined : memberPath(get("path"), `${path}.path`);
    if (get("name") === undefined && !members) fail(`${path}.name`, "present (or a `path`)", undefined);
    const name = get("name") === undefined ? members!.join(".") : nonEmptyString(get("name"), `${path}.name`);
    // With `from`, a dotted name is a path into the module's exports: `{ name: "logger.warn", from: "./logger" }`.
    const parts = members ?? (name.includes(".") ? name.split(".") : undefined);
    if (parts?.some((part) => part === "")) fail(`${path}.name`, "a name or a dotted path such as `logger.warn`", name);
    if (!from && !members) return parseFunctionName(name);
    return { name, ...(from ? { from } : {}), ...(parts && parts.length > 1 ? { path: parts } : {}) };
  });
};

const toolBoundarySpecifier: Parser<ToolBoundarySpecifier> = (value, path) =>
  object(
    path,
    value,
    '{ name, from?, receiver?, handler: { property } | { argument } | "lastArgument", firstArgument?, thrownErrorsReachModel?, errorFunction?: { property, parameter }, thrownErrorsReachModelBelow?: { packages, version }, inputPathBelow?: { packages, version, path } }',
    { name: true, from: false, receiver: false, handler: true, firstArgument: false, thrownErrorsReachModel: false, errorFunction: false, thrownErrorsReachModelBelow: false, inputPathBelow: false },
    (get) => {
      const handler = get("handler");
      let parsedHandler: ToolBoundarySpecifier["handler"];
      if (handler === "lastArgument") parsedHandler = "lastArgument";
      else if (typeof handler === "object" && handler !== null && "argument" in handler)
        parsedHandler = object(`${path}.handler`, handler, '"lastArgument", { property } or { argument }', { argument: true }, (getHandler) => {
          return { argument: argumentIndex(getHandler("argument"), `${path}.handler.argument`) };
        });
      else
        parsedHandler = object(`${path}.handler`, handler, '"lastArgument", { property } or { argument }', { property: true }, (getHandler) => ({
          property: nonEmptyString(getHandler("property"), `${path}.handler.property`),
        }));
      const from = get("from");
      const receiver = get("receiver");
      const firstArgument = get("firstArgument");
      const thrown = get("thrownErrorsReachModel");
      const errorFunction = get("errorFunction");
      const parsedErrorFunction =
        errorFunction === undefined
          ? undefined
          : object(`${path}.errorFunction`, errorFunction, "{ property, parameter }", { property: true, parameter: true }, (getErrorFunction) => ({
              property: nonEmptyString(getErrorFunction("property"), `${path}.errorFunction.property`),
              parameter: argumentIndex(getErrorFunction("parameter"), `${path}.errorFunction.parameter`),
            }));
      const versionsBelow = (key: string, getBelow: (key: string) => unknown): { packages: string[]; version: string } => {
        const version = nonEmptyString(getBelow("version"), `${path}.${key}.version`);
        if (!valid(version)) fail(`${path}.${key}.version`, 'a version such as "0.19.0"', version);
        return { packages: moduleList(getBelow("packages"), `${path}.${key}.packages`), version };
      };
      const below = get("thrownErrorsReachModelBelow");
      const parsedBelow =
        below === undefined
          ? undefined
          : object(`${path}.thrownErrorsReachModelBelow`, below, "{ packages, version }", { packages: true, version: true }, (getBelow) => versionsBelow("thrownErrorsReachModelBelow", getBelow));
      const inputBelow = get("inputPathBelow");
      const parsedInputBelow =
        inputBelow === undefined
          ? undefined
          : object(`${path}.inputPathBelow`, inputBelow, "{ packages, version, path }", { packages: true, version: true, path: true }, (getBelow) => {
              const inputPath = getBelow("path");
              if (!Array.isArray(inputPath) || inputPath.length === 0 || !inputPath.every((key) => typeof key === "string" && key !== ""))
                fail(`${path}.inputPathBelow.path`, 'a non-empty list of property names such as ["context"]', inputPath);
              return { ...versionsBelow("inputPathBelow", getBelow), path: [...(inputPath as string[])] };
            });
      if (parsedErrorFunction && handlerProperty(parsedHandler) === undefined) fail(`${path}.errorFunction`, "used with a handler that is a property of the options object (`handler: { property }`)", errorFunction);
      return {
        name: nonEmptyString(get("name"), `${path}.name`),
        ...(from === undefined ? {} : { from: moduleList(from, `${path}.from`) }),
        ...(receiver === undefined ? {} : { receiver: nonEmptyString(receiver, `${path}.receiver`) }),
        handler: parsedHandler,
        ...(firstArgument === undefined ? {} : { firstArgument: nonEmptyString(firstArgument, `${path}.firstArgument`) }),
        // Most frameworks put a thrown error's message into the tool result: assume so unless told.
        thrownErrorsReachModel: thrown === undefined ? true : boolean(thrown, `${path}.thrownErrorsReachModel`),
        ...(parsedErrorFunction ? { errorFunction: parsedErrorFunction } : {}),
        ...(parsedBelow ? { thrownErrorsReachModelBelow: parsedBelow } : {}),
        ...(parsedInputBelow ? { inputPathBelow: parsedInputBelow } : {}),
      };
    },
  );

/** An argument's index (0, 1, ...). */
function argumentIndex(value: unknown, path: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) fail(path, "an argument index (0, 1, ...)", value);
  return value as number;
}

const toolClassSpecifier: Parser<ToolClassSpecifier> = (value, path) =>
  object(path, value, "{ name, from?, method, thrownErrorsReachModel? }", { name: true, from: false, method: true, thrownErrorsReachModel: false }, (get) => {
    const from = get("from");
    const thrown = get("thrownErrorsReachModel");
    return {
      name: nonEmptyString(get("name"), `${path}.name`),
      ...(from === undefined ? {} : { from: moduleList(from, `${path}.from`) }),
      method: nonEmptyString(get("method"), `${path}.method`),
      thrownErrorsReachModel: thrown === undefined ? true : boolean(thrown, `${path}.thrownErrorsReachModel`),
    };
  });

const sinkFunctionSpecifier: Parser<SinkFunctionSpecifier> = (value, path) =>
  object(path, value, "{ name, from?, argument }", { name: true, from: false, argument: true }, (get) => {
    const base = functionSpecifier({ name: get("name"), ...(get("from") === undefined ? {} : { from: get("from") }) }, path);
    return { ...base, argument: argumentIndex(get("argument"), `${path}.argument`) };
  });

const WRAPPER_FIXES: readonly WrapperFix[] = ["unwrap", "agent-tool", "none"];

/** The codemods a deprecated wrapper can name (`agent-errors migrate <codemod>`); kept in step with codemods/index.ts by a test. */
export const CODEMOD_NAMES: readonly string[] = ["unwrap-api-error-handling", "wrap-agent-tool-execute", "throwing-tool-to-structured"];

/**
 * The wrapper each wrapper codemod migrates by default, and the function that replaces it (kept in step with
 * the codemods' `--wrapper` / `--agent-tool` defaults by a test): the rule's report adds the flags that differ.
 */
export const CODEMOD_WRAPPER_DEFAULTS: Readonly<Record<string, { wrapper: string; agentTool?: string }>> = {
  "unwrap-api-error-handling": { wrapper: "withApiErrorHandling" },
  "wrap-agent-tool-execute": { wrapper: "wrapAgentToolExecute", agentTool: "agentTool" },
};

/** The `agent-errors migrate` command that migrates a wrapper: the codemod, and the flags its defaults need. */
export function migrateCommand(spec: DeprecatedWrapperSpecifier): string | undefined {
  if (!spec.codemod) return undefined;
  const defaults = CODEMOD_WRAPPER_DEFAULTS[spec.codemod];
  const flags: string[] = [];
  if (defaults && spec.name !== defaults.wrapper) flags.push(`--wrapper ${spec.name}`);
  if (defaults?.agentTool && spec.agentTool && spec.agentTool !== defaults.agentTool) flags.push(`--agent-tool ${spec.agentTool}`);
  return ["npx agent-errors migrate", spec.codemod, ...flags].join(" ");
}

function codemodName(value: unknown, path: string): string {
  const name = nonEmptyString(value, path);
  if (!CODEMOD_NAMES.includes(name)) fail(path, `one of ${CODEMOD_NAMES.map((codemod) => `"${codemod}"`).join(", ")} (the codemod the report tells to run)`, name);
  return name;
}

const deprecatedWrapperSpecifier: Parser<DeprecatedWrapperSpecifier> = (value, path) =>
  object(
    path,
    value,
    '{ name, from?, replacement, codemod?, fix?: "unwrap" | "agent-tool" | "none", autofix?, agentTool? }',
    { name: true, from: false, replacement: true, codemod: false, fix: false, autofix: false, agentTool: false },
    (get) => {
      const base = functionSpecifier({ name: get("name"), ...(get("from") === undefined ? {} : { from: get("from") }) }, path);
      if (base.globalPath || base.path) fail(`${path}.name`, "an imported function name, not a dotted path", base.name);
      const fix = get("fix") ?? "none";
      if (!WRAPPER_FIXES.includes(fix as WrapperFix)) fail(`${path}.fix`, `one of ${WRAPPER_FIXES.map((f) => `"${f}"`).join(", ")}`, fix);
      const codemod = get("codemod");
      const agentTool = get("agentTool");
      if (fix === "agent-tool" && agentTool === undefined) fail(`${path}.agentTool`, 'set when fix is "agent-tool"', undefined);
      return {
        ...base,
        replacement: nonEmptyString(get("replacement"), `${path}.replacement`),
        ...(codemod === undefined ? {} : { codemod: codemodName(codemod, `${path}.codemod`) }),
        fix: fix as WrapperFix,
        // Only the built-in, known wrappers are autofixed by default: we cannot know what a project's
        // own wrapper does, so unwrapping it stays a suggestion unless the project says otherwise.
        autofix: get("autofix") === undefined ? false : boolean(get("autofix"), `${path}.autofix`),
        ...(agentTool === undefined ? {} : { agentTool: nonEmptyString(agentTool, `${path}.agentTool`) }),
      };
    },
  );

const errorSignalSpecifier: Parser<ErrorSignalSpecifier> = (value, path) => {
  if (typeof value === "string") return { property: nonEmptyString(value, path) };
  return object(path, value, "a property name or { property, value? }", { property: true, value: false }, (get) => {
    const signal = get("value");
    if (signal !== undefined && signal !== null && !["string", "number", "boolean"].includes(typeof signal)) {
      fail(`${path}.value`, "a string, number, boolean or null", signal);
    }
    return {
      property: nonEmptyString(get("property"), `${path}.property`),
      ...(signal === undefined ? {} : { value: signal as ErrorSignalSpecifier["value"] }),
    };
  });
};

const errorResponseStyle: Parser<ErrorResponseStyle> = (value, path) => {
  if (!ERROR_RESPONSE_STYLES.includes(value as ErrorResponseStyle)) {
    fail(path, `one of ${ERROR_RESPONSE_STYLES.map((style) => `"${style}"`).join(", ")}`, value);
  }
  return value as ErrorResponseStyle;
};

const plainName: Parser<string> = nonEmptyString;

/** A regular expression's source (`"rate limit"`, `"not\\s+found"`), checked to compile. */
/** `https://api.example.com/`: an absolute http(s) URL with a host, the start of the URLs an API is called at. */
const urlPrefix: Parser<string> = (value, path) => {
  const prefix = nonEmptyString(value, path);
  if (!/^https?:\/\/[^/\s]+/i.test(prefix)) fail(path, 'an http(s) URL to match the start of fetched URLs, such as "https://api.example.com/"', prefix);
  return prefix;
};

const regexSource: Parser<string> = (value, path) => {
  const source = nonEmptyString(value, path);
  try {
    new RegExp(source, "i");
  } catch (error) {
    fail(path, `a regular expression (${(error as Error).message})`, source);
  }
  return source;
};

/** A list setting: an array replaces the default; `{ add, remove }` extends it. */
function list<T extends { name: string } | { property: string } | string>(item: Parser<T>, defaults: readonly T[]): Parser<T[]> {
  return (value, path) => {
    if (Array.isArray(value)) return eachCollecting(value, (entry, index) => item(entry, `${path}[${index}]`));
    return object(path, value, "an array (replaces the defaults) or { add?, remove? } (extends them)", { add: false, remove: false }, (get) => {
      const add = get("add");
      const remove = get("remove");
      if (add !== undefined && !Array.isArray(add)) fail(`${path}.add`, "an array", add);
      if (remove !== undefined && !Array.isArray(remove)) fail(`${path}.remove`, "an array of names", remove);
      const problems: string[] = [];
      const removed = new Set(collecting(problems, () => eachCollecting((remove ?? []) as unknown[], (name, index) => nonEmptyString(name, `${path}.remove[${index}]`))) ?? []);
      const added = collecting(problems, () => eachCollecting((add ?? []) as unknown[], (entry, index) => item(entry, `${path}.add[${index}]`)));
      if (problems.length > 0) throw settingsError(problems);
      const nameOf = (entry: T): string => {
        if (typeof entry === "string") return entry;
        const named = entry as { name?: string; property?: string };
        return named.name ?? named.property ?? "";
      };
      return [
        ...defaults.filter((entry) => !removed.has(nameOf(entry))),
        ...(added ?? []),
      ];
    });
  };
}

const SETTINGS_PARSERS: { [K in keyof AgentErrorsSettings]: Parser<AgentErrorsSettings[K]> } = {
  expectedErrors: list(classSpecifier, DEFAULT_SETTINGS.expectedErrors),
  serverErrors: list(classSpecifier, DEFAULT_SETTINGS.serverErrors),
  trustedMessageErrors: list(classSpecifier, DEFAULT_SETTINGS.trustedMessageErrors),
  apiResponseErrors: list(classSpecifier, DEFAULT_SETTINGS.apiResponseErrors),
  ownApiClients: list(classSpecifier, DEFAULT_SETTINGS.ownApiClients),
  ownApiUrls: list(urlPrefix, DEFAULT_SETTINGS.ownApiUrls),
  inferOwnApiUrls: boolean,
  inferOwnApiClients: boolean,
  statusErrors: list(classSpecifier, DEFAULT_SETTINGS.statusErrors),
  expectedErrorMessages: list(regexSource, DEFAULT_SETTINGS.expectedErrorMessages),
  trustedMessageMethods: list(plainName, DEFAULT_SETTINGS.trustedMessageMethods),
  captureFunctions: list(functionSpecifier, DEFAULT_SETTINGS.captureFunctions),
  warningLoggers: list(functionSpecifier, DEFAULT_SETTINGS.warningLoggers),
  errorLoggers: list(functionSpecifier, DEFAULT_SETTINGS.errorLoggers),
  toolBoundaries: list(toolBoundarySpecifier, DEFAULT_SETTINGS.toolBoundaries),
  toolClasses: list(toolClassSpecifier, DEFAULT_SETTINGS.toolClasses),
  errorMessageKeys: list(plainName, DEFAULT_SETTINGS.errorMessageKeys),
  sanitizers: list(functionSpecifier, DEFAULT_SETTINGS.sanitizers),
  sinkFunctions: list(sinkFunctionSpecifier, DEFAULT_SETTINGS.sinkFunctions),
  untrustedCalls: list(functionSpecifier, DEFAULT_SETTINGS.untrustedCalls),
  untrustedMethods: list(plainName, DEFAULT_SETTINGS.untrustedMethods),
  untrustedProperties: list(plainName, DEFAULT_SETTINGS.untrustedProperties),
  trustedErrorFields: list(plainName, DEFAULT_SETTINGS.trustedErrorFields),
  toolHandlers: list(plainName, DEFAULT_SETTINGS.toolHandlers),
  loggerObjects: list(plainName, DEFAULT_SETTINGS.loggerObjects),
  loggerMethods: list(plainName, DEFAULT_SETTINGS.loggerMethods),
  deprecatedWrappers: list(deprecatedWrapperSpecifier, DEFAULT_SETTINGS.deprecatedWrappers),
  errorSignals: list(errorSignalSpecifier, DEFAULT_SETTINGS.errorSignals),
  errorResponse: errorResponseStyle,
  readImportedModules: boolean,
};

/** The keys of `settings["agent-errors"]`, for docs and error messages. */
export const SETTINGS_KEYS = Object.keys(SETTINGS_PARSERS) as (keyof AgentErrorsSettings)[];

/** Validates raw settings and fills in the defaults. Throws {@link AgentErrorsConfigError}. */
export function parseSettings(raw: unknown): AgentErrorsSettings {
  if (raw === undefined) return DEFAULT_SETTINGS;
  if (!isPlainObject(raw)) fail("", "an object", raw);
  const problems: string[] = [];
  for (const key of Object.keys(raw)) {
    if (!(key in SETTINGS_PARSERS)) problems.push(`unknown key \`${key}\`; known keys are ${SETTINGS_KEYS.map((k) => `\`${k}\``).join(", ")}.`);
  }
  const result = { ...DEFAULT_SETTINGS } as AgentErrorsSettings;
  for (const key of SETTINGS_KEYS) {
    if (raw[key] === undefined) continue;
    const parsed = collecting(problems, () => SETTINGS_PARSERS[key](raw[key], key));
    if (parsed !== undefined) (result as unknown as Record<string, unknown>)[key] = parsed;
  }
  // Every bad key and entry at once: a configuration is fixed in one round, not one error per run.
  if (problems.length > 0) throw settingsError(problems);
  return result;
}

const parsedSettingsCache = new WeakMap<object, AgentErrorsSettings>();

/**
 * The settings of the current lint run, validated once per settings object (ESLint hands every rule of
 * one configuration the same object).
 */
export function getSettings(context: { settings: Record<string, unknown>; filename?: string; cwd?: string; sourceCode?: { ast: object } }): AgentErrorsSettings {
  const raw = context.settings[SETTINGS_KEY];
  let parsed: AgentErrorsSettings | undefined = raw === undefined ? DEFAULT_SETTINGS : typeof raw === "object" && raw !== null ? parsedSettingsCache.get(raw) : undefined;
  if (!parsed) {
    parsed = parseSettings(raw);
    if (typeof raw === "object" && raw !== null) parsedSettingsCache.set(raw, parsed);
  }
  // Where the file is, for `from` patterns that match a relative import by the file it names, and whether its analyses
  // may read the modules it imports.
  if (context.sourceCode && context.filename !== undefined && context.cwd !== undefined) {
    rememberFileLocation(context.sourceCode.ast, { filename: context.filename, cwd: context.cwd, readImportedModules: parsed.readImportedModules });
  }
  return parsed;
}
