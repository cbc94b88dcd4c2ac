import { describe, expect, it } from "vitest";
import { AgentErrorsConfigError, CODEMOD_NAMES, CODEMOD_WRAPPER_DEFAULTS, DEFAULT_SETTINGS, agentToolReplaceableModules, getSettings, migrateCommand, parseSettings } from "../../src/core/settings.js";

describe("settings: defaults", () => {
  it("are the conventions of Sentry's MCP server when nothing is configured", () => {
    const settings = parseSettings(undefined);
    expect(settings.expectedErrors.map((spec) => spec.name)).toEqual([
      "UserInputError",
      "ConfigurationError",
      "LLMProviderError",
      "ApiClientError",
      "ApiPermissionError",
      "ApiNotFoundError",
      "ApiValidationError",
      "ApiAuthenticationError",
      "ApiRateLimitError",
    ]);
    expect(settings.serverErrors).toEqual([{ name: "ApiServerError" }]);
    expect(settings.trustedMessageMethods).toEqual(["toUserMessage"]);
    expect(settings.captureFunctions).toEqual([{ name: "captureException", from: ["@sentry/*"] }, { name: "logIssue" }]);
    expect(settings.warningLoggers).toEqual([{ name: "console.warn", globalPath: ["console", "warn"] }]);
    expect(settings.toolBoundaries.map((boundary) => `${boundary.receiver ? `${boundary.receiver}#` : ""}${boundary.name}`)).toEqual([
      "tool",
      "agentTool",
      "McpServer#registerTool",
      "McpServer#tool",
      "Server#setRequestHandler",
      // FastMCP
      "FastMCP#addTool",
      // LangChain.js (`tool(func, fields)`, `new DynamicStructuredTool({ func })`, `new DynamicTool({ func })`)
      "tool",
      "DynamicStructuredTool",
      "DynamicTool",
      // Mastra (`createTool({ execute })`)
      "createTool",
      // the OpenAI Agents SDK (`tool({ execute, errorFunction })`)
      "tool",
      // MCP SDK v2 (@modelcontextprotocol/server)
      "McpServer#registerTool",
      "Server#setRequestHandler",
    ]);
    expect(settings.toolBoundaries.map((boundary) => boundary.thrownErrorsReachModel)).toEqual([true, false, true, true, true, true, true, true, true, true, false, true, true]);
    expect(settings.errorMessageKeys).toEqual(["error"]);
    expect(settings.untrustedMethods).toEqual(["text", "json"]);
    expect(settings.deprecatedWrappers.map((wrapper) => [wrapper.name, wrapper.fix, wrapper.autofix])).toEqual([
      ["withApiErrorHandling", "unwrap", true],
      ["wrapAgentToolExecute", "agent-tool", false],
    ]);
  });

  it("an empty object keeps every default", () => {
    expect(parseSettings({})).toEqual(DEFAULT_SETTINGS);
  });
});

describe("settings: replacing and extending lists", () => {
  it("an array replaces the default list", () => {
    const settings = parseSettings({ expectedErrors: ["ValidationError", { name: "HttpError", from: "@acme/http" }] });
    expect(settings.expectedErrors).toEqual([{ name: "ValidationError" }, { name: "HttpError", from: ["@acme/http"] }]);
    expect(settings.serverErrors).toEqual(DEFAULT_SETTINGS.serverErrors);
  });

  it("{ add, remove } extends the default list", () => {
    const settings = parseSettings({
      captureFunctions: { add: [{ name: "captureError", from: ["@acme/telemetry", "@acme/telemetry/*"] }, "Bugsnag.notify"], remove: ["logIssue"] },
    });
    expect(settings.captureFunctions).toEqual([
      { name: "captureException", from: ["@sentry/*"] },
      { name: "captureError", from: ["@acme/telemetry", "@acme/telemetry/*"] },
      { name: "Bugsnag.notify", globalPath: ["Bugsnag", "notify"], path: ["Bugsnag", "notify"] },
    ]);
  });

  it("apiResponseErrors: the API error classes by default, replaced or emptied by a project, validated like every class list", () => {
    expect(parseSettings(undefined).apiResponseErrors.map((spec) => spec.name)).toEqual([
      "ApiError",
      "ApiClientError",
      "ApiPermissionError",
      "ApiNotFoundError",
      "ApiValidationError",
      "ApiAuthenticationError",
      "ApiRateLimitError",
      "ApiServerError",
    ]);
    expect(parseSettings({ apiResponseErrors: [] }).apiResponseErrors).toEqual([]);
    expect(parseSettings({ apiResponseErrors: { add: [{ name: "StripeError", from: "stripe" }], remove: ["ApiError"] } }).apiResponseErrors.slice(-1)).toEqual([{ name: "StripeError", from: ["stripe"] }]);
    expect(() => parseSettings({ apiResponseErrors: "ApiError" })).toThrow(AgentErrorsConfigError);
    expect(() => parseSettings({ apiResponseErrors: [""] })).toThrow(/`apiResponseErrors\[0\]` must be a non-empty string/);
  });

  it("a member of a module's export: a path, or a dotted name with from", () => {
    const settings = parseSettings({
      captureFunctions: [{ from: "dd-trace", path: ["default", "captureError"] }, { name: "Bugsnag.notify", from: "@bugsnag/js" }],
      warningLoggers: [{ name: "logger.warn", from: ["./logger", "../logger"] }, "log.warn"],
    });
    expect(settings.captureFunctions).toEqual([
      { name: "default.captureError", from: ["dd-trace"], path: ["default", "captureError"] },
      { name: "Bugsnag.notify", from: ["@bugsnag/js"], path: ["Bugsnag", "notify"] },
    ]);
    expect(settings.warningLoggers).toEqual([
      { name: "logger.warn", from: ["./logger", "../logger"], path: ["logger", "warn"] },
      { name: "log.warn", globalPath: ["log", "warn"], path: ["log", "warn"] },
    ]);
    expect(() => parseSettings({ captureFunctions: [{ from: "dd-trace", path: [] }] })).toThrow(/`captureFunctions\[0\]\.path` must be a non-empty array of names/);
    expect(() => parseSettings({ captureFunctions: [{ from: "dd-trace" }] })).toThrow(/`captureFunctions\[0\]\.name` must be present \(or a `path`\)/);
  });

  it("a tool boundary of another stack", () => {
    const settings = parseSettings({
      toolBoundaries: { add: [{ name: "defineTool", from: "@acme/agents", handler: { property: "run" } }] },
    });
    expect(settings.toolBoundaries.at(-1)).toEqual({ name: "defineTool", from: ["@acme/agents"], handler: { property: "run" }, thrownErrorsReachModel: true });
  });

  it("agentTool() replaces the AI SDK's tool() and a project's own of that shape, not the OpenAI Agents SDK's", () => {
    expect(agentToolReplaceableModules(DEFAULT_SETTINGS.toolBoundaries)).toEqual(["ai", "@ai-sdk/provider-utils"]);
    const settings = parseSettings({ toolBoundaries: { add: [{ name: "tool", from: "./lib/tool.js", handler: { property: "execute" } }] } });
    expect(agentToolReplaceableModules(settings.toolBoundaries)).toEqual(["ai", "@ai-sdk/provider-utils", "./lib/tool.js"]);
  });

  it("a tool boundary with an error function (the OpenAI Agents SDK's `errorFunction`, a default)", () => {
    const openai = parseSettings({}).toolBoundaries.find((boundary) => boundary.from?.includes("@openai/agents"));
    expect(openai).toEqual({
      name: "tool",
      from: ["@openai/agents", "@openai/agents-core", "@openai/agents/realtime", "@openai/agents-realtime"],
      handler: { property: "execute" },
      thrownErrorsReachModel: false,
      errorFunction: { property: "errorFunction", parameter: 1 },
      thrownErrorsReachModelBelow: { packages: ["@openai/agents", "@openai/agents-core"], version: "0.19.0" },
    });
    const settings = parseSettings({ toolBoundaries: { add: [{ name: "defineTool", handler: { property: "run" }, errorFunction: { property: "onError", parameter: 0 } }] } });
    expect(settings.toolBoundaries.at(-1)).toEqual({ name: "defineTool", handler: { property: "run" }, thrownErrorsReachModel: true, errorFunction: { property: "onError", parameter: 0 } });
    expect(() => parseSettings({ toolBoundaries: [{ name: "t", handler: { property: "run" }, errorFunction: { property: "onError" } }] })).toThrow(/`toolBoundaries\[0\]\.errorFunction\.parameter` must be present/);
    expect(() => parseSettings({ toolBoundaries: [{ name: "t", handler: { property: "run" }, errorFunction: { property: "onError", parameter: "1" } }] })).toThrow(/`toolBoundaries\[0\]\.errorFunction\.parameter` must be an argument index/);
    const below = parseSettings({ toolBoundaries: [{ name: "t", handler: { property: "run" }, thrownErrorsReachModel: false, thrownErrorsReachModelBelow: { packages: "@acme/agents", version: "2.0.0" } }] });
    expect(below.toolBoundaries[0]!.thrownErrorsReachModelBelow).toEqual({ packages: ["@acme/agents"], version: "2.0.0" });
    expect(() => parseSettings({ toolBoundaries: [{ name: "t", handler: { property: "run" }, thrownErrorsReachModelBelow: { packages: ["@acme/agents"], version: "^2" } }] })).toThrow(/`toolBoundaries\[0\]\.thrownErrorsReachModelBelow\.version` must be a version such as "0\.19\.0", got "\^2"/);
    expect(() => parseSettings({ toolBoundaries: [{ name: "t", handler: { property: "run" }, thrownErrorsReachModelBelow: { version: "2.0.0" } }] })).toThrow(/`toolBoundaries\[0\]\.thrownErrorsReachModelBelow\.packages` must be/);
    expect(() => parseSettings({ toolBoundaries: [{ name: "t", handler: "lastArgument", errorFunction: { property: "onError", parameter: 1 } }] })).toThrow(/`toolBoundaries\[0\]\.errorFunction` must be used with a handler that is a property of the options object/);
  });

  it("a tool boundary whose input was inside the handler's first parameter in older versions (Mastra 0.x's `context`, a default)", () => {
    const mastra = parseSettings({}).toolBoundaries.find((boundary) => boundary.from?.includes("@mastra/core/tools"));
    expect(mastra?.inputPathBelow).toEqual({ packages: ["@mastra/core"], version: "1.0.0", path: ["context"] });
    const settings = parseSettings({ toolBoundaries: { add: [{ name: "defineTool", handler: { property: "run" }, inputPathBelow: { packages: "@acme/agents", version: "3.0.0", path: ["input", "args"] } }] } });
    expect(settings.toolBoundaries.at(-1)!.inputPathBelow).toEqual({ packages: ["@acme/agents"], version: "3.0.0", path: ["input", "args"] });
    expect(() => parseSettings({ toolBoundaries: [{ name: "t", handler: { property: "run" }, inputPathBelow: { packages: ["@acme/agents"], version: "3.0.0", path: "context" } }] })).toThrow(
      /`toolBoundaries\[0\]\.inputPathBelow\.path` must be a non-empty list of property names such as \["context"\], got "context"/,
    );
    expect(() => parseSettings({ toolBoundaries: [{ name: "t", handler: { property: "run" }, inputPathBelow: { packages: ["@acme/agents"], version: "3.x", path: ["context"] } }] })).toThrow(/`toolBoundaries\[0\]\.inputPathBelow\.version` must be a version such as "0\.19\.0"/);
    expect(() => parseSettings({ toolBoundaries: [{ name: "t", handler: { property: "run" }, inputPathBelow: { packages: ["@acme/agents"], version: "3.0.0", path: ["context"], extra: 1 } }] })).toThrow(/inputPathBelow/);
  });

  it("a tool boundary whose handler is an argument at an index (LangChain's `tool(func, fields)`, a default)", () => {
    const langchain = parseSettings({}).toolBoundaries.find((boundary) => boundary.from?.includes("@langchain/core/tools"));
    expect(langchain).toEqual({ name: "tool", from: ["@langchain/core/tools", "langchain", "langchain/tools"], handler: { argument: 0 }, thrownErrorsReachModel: true });
    const settings = parseSettings({ toolBoundaries: { add: [{ name: "defineTool", from: "@acme/agents", handler: { argument: 1 } }] } });
    expect(settings.toolBoundaries.at(-1)).toEqual({ name: "defineTool", from: ["@acme/agents"], handler: { argument: 1 }, thrownErrorsReachModel: true });
  });

  it("a wrapper added by a project is a suggestion unless it says autofix", () => {
    const settings = parseSettings({
      deprecatedWrappers: { add: [{ name: "withRetry", replacement: "use the client's retries", fix: "unwrap" }] },
    });
    expect(settings.deprecatedWrappers.at(-1)).toEqual({ name: "withRetry", replacement: "use the client's retries", fix: "unwrap", autofix: false });
  });

  it("validates a settings object once and caches it", () => {
    const raw = { expectedErrors: ["A"] };
    const first = getSettings({ settings: { "agent-errors": raw } });
    expect(getSettings({ settings: { "agent-errors": raw } })).toBe(first);
    expect(getSettings({ settings: {} })).toBe(DEFAULT_SETTINGS);
  });
});

describe("settings: errors name the key and what was expected", () => {
  const cases: [string, unknown, RegExp][] = [
    ["not an object", "UserInputError", /`` must be an object, got "UserInputError"/],
    ["an unknown key", { expectedError: [] }, /unknown key `expectedError`; known keys are `expectedErrors`, `serverErrors`/],
    ["a wrong item type", { expectedErrors: ["UserInputError", 42] }, /`expectedErrors\[1\]` must be a class name or \{ name, from\? \}, got 42/],
    ["an empty name", { serverErrors: [""] }, /`serverErrors\[0\]` must be a non-empty string/],
    ["an own API address that is not an http(s) URL", { ownApiUrls: ["api.cloudflare.com"] }, /`ownApiUrls\[0\]` must be an http\(s\) URL to match the start of fetched URLs, such as "https:\/\/api.example.com\/", got "api.cloudflare.com"/],
    ["an unknown key in an item", { expectedErrors: [{ name: "A", module: "x" }] }, /unknown key `expectedErrors\[0\]\.module`/],
    ["a wrong `from`", { expectedErrors: [{ name: "A", from: 3 }] }, /`expectedErrors\[0\]\.from` must be a module specifier or a non-empty array of them, got 3/],
    ["a wrong list shape", { captureFunctions: "captureException" }, /`captureFunctions` must be an array \(replaces the defaults\) or \{ add\?, remove\? \}/],
    ["add that is not an array", { captureFunctions: { add: "x" } }, /`captureFunctions\.add` must be an array, got "x"/],
    ["an unknown patch key", { captureFunctions: { append: [] } }, /unknown key `captureFunctions\.append`/],
    ["a missing handler", { toolBoundaries: [{ name: "createTool" }] }, /`toolBoundaries\[0\]\.handler` must be present/],
    ["a wrong handler", { toolBoundaries: [{ name: "t", handler: "first" }] }, /`toolBoundaries\[0\]\.handler` must be "lastArgument", \{ property \} or \{ argument \}/],
    ["a handler argument that is no index", { toolBoundaries: [{ name: "t", handler: { argument: -1 } }] }, /`toolBoundaries\[0\]\.handler\.argument` must be an argument index \(0, 1, \.\.\.\), got -1/],
    ["a handler with both", { toolBoundaries: [{ name: "t", handler: { argument: 0, property: "execute" } }] }, /unknown key `toolBoundaries\[0\]\.handler\.property`/],
    ["a wrong fix kind", { deprecatedWrappers: [{ name: "w", replacement: "x", fix: "inline" }] }, /`deprecatedWrappers\[0\]\.fix` must be one of "unwrap", "agent-tool", "none", got "inline"/],
    ["a missing replacement", { deprecatedWrappers: [{ name: "w" }] }, /`deprecatedWrappers\[0\]\.replacement` must be present/],
    ["agent-tool without agentTool", { deprecatedWrappers: [{ name: "w", replacement: "x", fix: "agent-tool" }] }, /`deprecatedWrappers\[0\]\.agentTool` must be set when fix is "agent-tool"/],
    ["a non-boolean inferOwnApiUrls", { inferOwnApiUrls: "auto" }, /`inferOwnApiUrls` must be a boolean, got "auto"/],
    ["a non-boolean inferOwnApiClients", { inferOwnApiClients: 1 }, /`inferOwnApiClients` must be a boolean, got 1/],
    ["a non-boolean autofix", { deprecatedWrappers: [{ name: "w", replacement: "x", autofix: "yes" }] }, /`deprecatedWrappers\[0\]\.autofix` must be a boolean, got "yes"/],
    ["an empty part in a dotted name", { captureFunctions: [{ name: "Sentry..captureException", from: "@sentry/node" }] }, /`captureFunctions\[0\]\.name` must be a name or a dotted path such as `logger\.warn`/],
  ];
  for (const [name, raw, message] of cases) {
    it(name, () => {
      expect(() => parseSettings(raw)).toThrow(AgentErrorsConfigError);
      expect(() => parseSettings(raw)).toThrow(message);
    });
  }
});

describe("settings: every problem at once", () => {
  it("lists every bad key and entry of one configuration, each with its path, in one error", () => {
    const raw = {
      expectedError: ["UserInputError"],
      expectedErrors: ["UserInputError", 42, { name: "" }],
      captureFunctions: { add: [{ name: "notify", from: 3 }], remove: [7] },
      toolBoundaries: [{ name: "createTool" }],
      errorResponse: "ok",
    };
    let error: AgentErrorsConfigError | undefined;
    try {
      parseSettings(raw);
    } catch (caught) {
      error = caught as AgentErrorsConfigError;
    }
    expect(error).toBeInstanceOf(AgentErrorsConfigError);
    expect(error!.problems).toEqual([
      expect.stringMatching(/^unknown key `expectedError`; known keys are /) as string,
      "`expectedErrors[1]` must be a class name or { name, from? }, got 42.",
      "`expectedErrors[2].name` must be a non-empty string, got \"\".",
      "`captureFunctions.remove[0]` must be a non-empty string, got 7.",
      "`captureFunctions.add[0].from` must be a module specifier or a non-empty array of them, got 3.",
      "`toolBoundaries[0].handler` must be present, got undefined.",
      '`errorResponse` must be one of "error-property", "tool-error-v1", "ok-false", got "ok".',
    ]);
    expect(error!.message.split("\n")[0]).toBe('Invalid settings["agent-errors"]: 7 problems:');
    expect(error!.message).toContain('\n  - `toolBoundaries[0].handler` must be present, got undefined.');
  });

  it("a single problem stays one sentence", () => {
    expect(() => parseSettings({ serverErrors: [""] })).toThrow(/^Invalid settings\["agent-errors"\]: `serverErrors\[0\]` must be a non-empty string, got ""\.$/);
  });
});

describe("settings: error results", () => {
  it("error signals default to the shapes of the seeds and can be extended", () => {
    expect(DEFAULT_SETTINGS.errorSignals.map((signal) => signal.property)).toEqual(["error", "isError", "ok", "success", "status", "kind"]);
    const settings = parseSettings({ errorSignals: { add: ["failure", { property: "state", value: "failed" }], remove: ["status"] } });
    expect(settings.errorSignals.slice(-2)).toEqual([{ property: "failure" }, { property: "state", value: "failed" }]);
    expect(settings.errorSignals.some((signal) => signal.property === "status")).toBe(false);
  });

  it("the error response style is one of three", () => {
    expect(DEFAULT_SETTINGS.errorResponse).toBe("error-property");
    expect(parseSettings({ errorResponse: "tool-error-v1" }).errorResponse).toBe("tool-error-v1");
    expect(() => parseSettings({ errorResponse: "problem-json" })).toThrow(
      /`errorResponse` must be one of "error-property", "tool-error-v1", "ok-false", got "problem-json"/,
    );
    expect(() => parseSettings({ errorSignals: [{ property: "ok", value: {} }] })).toThrow(/`errorSignals\[0\]\.value` must be a string, number, boolean or null/);
  });
});

describe("settings: the codemod a deprecated wrapper names", () => {
  it("is one that `agent-errors migrate` has (the list the settings check is the registry's)", async () => {
    const { allCodemods } = await import("../../codemods/index.js");
    expect([...CODEMOD_NAMES].sort()).toEqual(allCodemods.map((codemod) => codemod.name).sort());
  });

  it("is refused when there is no such codemod, since the rule's report would tell users to run it", () => {
    expect(() => parseSettings({ deprecatedWrappers: { add: [{ name: "legacyWrap", replacement: "call the API directly", codemod: "unwrap" }] } })).toThrow(
      /deprecatedWrappers.*codemod.*"unwrap-api-error-handling"/s,
    );
  });
});

describe("settings: the command a deprecated wrapper's report gives", () => {
  it("names the wrapper and its replacement when they are not the codemod's defaults, which are the codemods' own", async () => {
    const { codemods } = await import("../../codemods/index.js");
    for (const [name, defaults] of Object.entries(CODEMOD_WRAPPER_DEFAULTS)) {
      const codemod = codemods.find((candidate) => candidate.name === name)!;
      expect(codemod.options.find((option) => option.flag === "--wrapper")?.defaultText).toBe(defaults.wrapper);
      if (defaults.agentTool) expect(codemod.options.find((option) => option.flag === "--agent-tool")?.defaultText).toBe(defaults.agentTool);
    }
    const settings = parseSettings({
      deprecatedWrappers: {
        add: [
          { name: "legacyExecute", replacement: "use embeddedTool()", codemod: "wrap-agent-tool-execute", fix: "agent-tool", agentTool: "embeddedTool" },
          { name: "withRetry", replacement: "use the client's retries" },
        ],
      },
    });
    expect(settings.deprecatedWrappers.map((spec) => migrateCommand(spec))).toEqual([
      "npx agent-errors migrate unwrap-api-error-handling",
      "npx agent-errors migrate wrap-agent-tool-execute",
      "npx agent-errors migrate wrap-agent-tool-execute --wrapper legacyExecute --agent-tool embeddedTool",
      undefined,
    ]);
  });
});
