// no-tool-params-in-error-log: every case runs untyped and typed (the fixture project in
// tests/fixtures/typed); the cases whose answer differs with types are at the end and say so.
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import rule, { type MessageIds, type Options } from "../../rules/no-tool-params-in-error-log.js";
import { typedFixtureFile, typedRuleTester, untypedRuleTester } from "../helpers.js";

type Valid = ValidTestCase<Options>;
type Invalid = InvalidTestCase<MessageIds, Options>;
type Expected = Invalid["errors"][number];

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\n`;
const LOW_LEVEL = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";\n`;
const AI = `import { tool } from "ai";\nimport { z } from "zod";\n`;

/** The 1-based line of the first line containing `marker`. */
function lineOf(code: string, marker: string): number {
  const index = code.indexOf(marker);
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  return code.slice(0, index).split("\n").length;
}

/** `code` with the first occurrence of `from` replaced. */
function edit(code: string, from: string, to: string): string {
  if (!code.includes(from)) throw new Error(`edit target not found: ${from}`);
  return code.replace(from, () => to);
}

/** A report on the line of `marker`, with the suggestion to log `Object.keys(...)` when `keys` is given as [from, to]. */
const logged = (code: string, marker: string, keys?: [string, string]): Expected => ({
  messageId: "paramsLogged",
  line: lineOf(code, marker),
  suggestions: keys ? [{ messageId: "logKeys", output: edit(code, keys[0], keys[1]) }] : [],
});

// ---------------------------------------------------------------------------------------------------
// Valid.

const valid: Valid[] = [
  {
    name: "the tool-logging convention: only the parameter keys are logged (a tool executor of an AI SDK tool)",
    code: `${AI}
declare const statusBarManager: { logError(type: string, message: string, error?: unknown, context?: object): void } | undefined;
declare function callServer(serverId: string, toolName: string, parameters: object): Promise<unknown>;
export const apiCall = tool({
  description: "Call an API",
  parameters: z.object({ apiKey: z.string(), endpoint: z.string(), data: z.object({ userId: z.string() }) }),
  execute: async (parameters) => {
    try {
      return await callServer("mcp-exa", "api_call", parameters);
    } catch (error) {
      statusBarManager?.logError("tool", "Tool execution failed: api_call", error, {
        serverId: "mcp-exa",
        toolName: "api_call",
        parameterKeys: Object.keys(parameters),
      });
      throw error;
    }
  },
});`,
  },
  {
    name: "the Sentry's MCP server wrapper sets a Sentry context with keys only",
    code: `import { captureException, setContext } from "@sentry/node";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export function handleToolErrors<A extends object>(toolName: string, handler: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await handler(args);
    } catch (error) {
      setContext("tool", { toolName, parameterKeys: Object.keys(args) });
      const eventId = captureException(error);
      return { isError: true, content: [{ type: "text", text: \`Something went wrong. Event ID: \${eventId}\` }] };
    }
  };
}`,
  },
  {
    name: "a request handler logs the tool's name, not its arguments",
    code: `${LOW_LEVEL}
declare function dispatch(name: string, args: unknown): Promise<string>;
const server = new Server({ name: "ldap", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  try {
    return { content: [{ type: "text", text: await dispatch(name, args) }] };
  } catch (error) {
    console.error(\`Error in tool \${name}:\`, error);
    console.error("tool failed", request.params.name, error);
    throw error;
  }
});`,
  },
  {
    name: "numbers, booleans, keys and lengths derived from the parameters",
    code: `${MCP}
declare function search(query: string, limit: number): Promise<string[]>;
export function register(server: McpServer) {
  server.registerTool("search", { inputSchema: { query: z.string(), limit: z.number() } }, async (args) => {
    try {
      return { content: [{ type: "text", text: (await search(args.query, args.limit)).join("\\n") }] };
    } catch (error) {
      console.error("search failed", {
        keys: Object.keys(args),
        queryLength: args.query.length,
        limited: args.limit > 100,
        kind: typeof args.query,
        page: Number(args.limit),
        hasFilter: args.query.includes(":"),
      }, error);
      throw error;
    }
  });
}`,
  },
  {
    name: "`allowedParams`: identifiers that are never secret",
    options: [{ allowedParams: ["organizationSlug", "projectSlug"] }],
    code: `${MCP}
declare const apiService: { listReleases(params: { organizationSlug: string; projectSlug: string }): Promise<string[]> };
export function register(server: McpServer) {
  server.registerTool("find_releases", {}, async ({ organizationSlug, projectSlug }: { organizationSlug: string; projectSlug: string }) => {
    try {
      return { content: [{ type: "text", text: (await apiService.listReleases({ organizationSlug, projectSlug })).join("\\n") }] };
    } catch (error) {
      console.warn(\`Listing releases of \${organizationSlug}/\${projectSlug} failed\`, error);
      throw error;
    }
  });
}`,
  },
  {
    name: "logging outside a failure path is out of this rule's scope",
    code: `${MCP}
declare function run(command: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("run", {}, async ({ command }: { command: string }) => {
    console.error("running", command);
    return { content: [{ type: "text", text: await run(command) }] };
  });
}`,
  },
  {
    name: "what an API returned for the input is not the input",
    code: `${MCP}
declare const issues: { get(id: string): Promise<{ title: string; assignee: string }> };
declare function notify(assignee: string): Promise<void>;
export function register(server: McpServer) {
  server.registerTool("ping_assignee", {}, async ({ issueId }: { issueId: string }) => {
    const issue = await issues.get(issueId);
    try {
      await notify(issue.assignee);
    } catch (error) {
      console.error("notify failed", issue.title, error);
      throw error;
    }
    return { content: [{ type: "text", text: "Notified." }] };
  });
}`,
  },
  {
    name: "a redaction helper",
    code: `${MCP}
declare function redact(value: unknown): unknown;
declare function login(user: string, password: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("login", {}, async (credentials: { user: string; password: string }) => {
    try {
      return { content: [{ type: "text", text: await login(credentials.user, credentials.password) }] };
    } catch (error) {
      console.error("login failed", redact(credentials), error);
      throw error;
    }
  });
}`,
  },
  {
    name: "a function that is not a tool handler",
    code: `declare function save(record: object): Promise<void>;
export async function persist(record: { token: string }) {
  try {
    await save(record);
  } catch (error) {
    console.error("persist failed", record, error);
  }
}`,
  },
  {
    name: "the handler's second parameter (the request context) is not the tool's input",
    code: `${MCP}
declare function run(): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("run", {}, async (args: { target: string }, extra: { sessionId?: string }) => {
    try {
      return { content: [{ type: "text", text: await run() }] };
    } catch (error) {
      console.error("run failed in session", extra.sessionId, error);
      throw error;
    }
  });
}`,
  },
  {
    name: "a local array named `log`: `push` is not a log level",
    code: `${MCP}
declare function run(target: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("run", {}, async ({ target }: { target: string }) => {
    const log: string[] = [];
    try {
      return { content: [{ type: "text", text: await run(target) }] };
    } catch (error) {
      log.push(target);
      throw error;
    }
  });
}`,
  },
];

// ---------------------------------------------------------------------------------------------------
// Invalid.

const wholeArgs = `${MCP}
declare function search(query: string, apiKey: string): Promise<string[]>;
export function register(server: McpServer) {
  server.registerTool("search", { inputSchema: { query: z.string(), apiKey: z.string() } }, async (args) => {
    try {
      return { content: [{ type: "text", text: (await search(args.query, args.apiKey)).join("\\n") }] };
    } catch (error) {
      console.error("search failed", args, error);
      console.error(\`search for \${args.query} failed\`);
      console.error("search failed:", JSON.stringify(args));
      throw error;
    }
  });
}`;

const sentry = `import * as Sentry from "@sentry/node";
import { captureException } from "@sentry/node";
${AI}
declare function charge(customerId: string, cardNumber: string, amount: number): Promise<string>;
export const chargeTool = tool({
  description: "Charge a customer",
  parameters: z.object({ customerId: z.string(), cardNumber: z.string(), amount: z.number() }),
  execute: async (params) => {
    Sentry.setContext("tool", { toolName: "charge", params });
    try {
      return { result: await charge(params.customerId, params.cardNumber, params.amount) };
    } catch (error) {
      captureException(error, { extra: { params } });
      Sentry.withScope((scope) => {
        scope.setExtra("card", params.cardNumber);
        Sentry.captureException(error);
      });
      return { error: "The charge did not go through." };
    }
  },
});`;

const destructured = `${MCP}
declare function callApi(endpoint: string, apiKey: string): Promise<Response>;
export function register(server: McpServer) {
  server.registerTool("api_call", {}, async ({ apiKey, endpoint }: { apiKey: string; endpoint: string }) => {
    const res = await callApi(endpoint, apiKey).catch((error) => {
      console.warn(\`Request to \${endpoint} failed\`, apiKey);
      throw error;
    });
    if (!res.ok) {
      console.error("API answered", res.status, "for key", apiKey.slice(0, 4));
    }
    return { content: [{ type: "text", text: await res.text() }] };
  });
}`;

const requestHandler = `${LOW_LEVEL}
declare function dispatch(name: string, args: unknown): Promise<string>;
const server = new Server({ name: "hubspot", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return { content: [{ type: "text", text: await dispatch(request.params.name, request.params.arguments) }] };
  } catch (error) {
    console.error("tool failed", request.params, error);
    console.error("arguments were", request.params.arguments);
    throw error;
  }
});`;

const helper = `${LOW_LEVEL}
declare const healthApi: { search(query: string, token: string): Promise<unknown[]> };
const server = new Server({ name: "health", version: "1.0.0" }, { capabilities: { tools: {} } });
async function searchHealthData(input: { query: string; token: string }) {
  try {
    return { content: [{ type: "text" as const, text: JSON.stringify(await healthApi.search(input.query, input.token)) }] };
  } catch (error) {
    console.error("health search failed", input, error);
    throw error;
  }
}
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { arguments: args } = request.params;
  return searchHealthData(args as { query: string; token: string });
});`;

/** Sentry's MCP server's `execute_tool`: the handler passes `{ tool, params, context }` to one executor. */
const executor = `${MCP}
import { setTag } from "@sentry/core";
import { logger } from "./logger.js";
interface CatalogTool { name: string; handler(params: unknown, context: object): Promise<unknown> }
declare function getTools(): CatalogTool[];
async function executeToolHandler({ tool, params, context }: { tool: CatalogTool; params: Record<string, unknown>; context: object }) {
  setTag("catalog.tool", tool.name);
  try {
    return await tool.handler(params, context);
  } catch (error) {
    logger.error(\`\${tool.name} failed\`, { error, params });
    throw error;
  }
}
export function register(server: McpServer) {
  server.registerTool("execute_tool", { inputSchema: { name: z.string(), arguments: z.record(z.unknown()) } }, async (input, context) => {
    const match = getTools().find((candidate) => candidate.name === input.name);
    if (!match) throw new Error("That tool is not available.");
    return executeToolHandler({ tool: match, params: input.arguments, context });
  });
}`;

const pino = `${MCP}
import { logger } from "./logger.js";
declare function exportRows(table: string, filter: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("export", {}, async (input: { table: string; filter: string }) => {
    try {
      return { content: [{ type: "text", text: await exportRows(input.table, input.filter) }] };
    } catch (err) {
      logger.error({ err, input }, "export failed");
      throw err;
    }
  });
}`;

const toolLoggingAntiPattern = `${AI}
declare const statusBarManager: { logError(type: string, message: string, error?: unknown, context?: object): void };
declare function callServer(parameters: object): Promise<unknown>;
export const apiCall = tool({
  description: "Call an API",
  parameters: z.object({ apiKey: z.string(), endpoint: z.string() }),
  execute: async (parameters) => {
    try {
      return await callServer(parameters);
    } catch (error) {
      statusBarManager.logError("tool", "Tool execution failed: api_call", error, { toolName: "api_call", parameters });
      throw error;
    }
  },
});`;

const builtUrl = `${MCP}
const BASE = "https://api.example.com";
export function register(server: McpServer) {
  server.registerTool("lookup_user", {}, async ({ email }: { email: string }) => {
    const url = \`\${BASE}/users?email=\${encodeURIComponent(email)}\`;
    const res = await fetch(url);
    if (!res.ok) {
      console.error("user lookup failed", url, res.status);
      return { isError: true, content: [{ type: "text", text: "The user directory is unavailable." }] };
    }
    return { content: [{ type: "text", text: await res.text() }] };
  });
}`;

/** A stdio server: it logs to stderr (stdout is the protocol's), through Node's `util` and `Buffer`. */
const nodeFormatting = `${MCP}import util, { format, inspect } from "node:util";
declare function search(query: string, token: string): Promise<string[]>;
export function register(server: McpServer) {
  server.registerTool("search", { inputSchema: { query: z.string(), token: z.string() } }, async (args) => {
    try {
      return { content: [{ type: "text", text: (await search(args.query, args.token)).join("\\n") }] };
    } catch (error) {
      console.error(format("search with token %s failed", args.token));
      console.error("search failed", inspect(args));
      console.error("search failed", util.inspect(args, { depth: 2 }));
      console.error("token was", Buffer.from(args.token).toString("base64"));
      process.stderr.write(\`search failed: \${JSON.stringify(args)}\\n\`);
      process.stderr.write(\`search failed: \${Object.keys(args).join(", ")}\\n\`);
      console.error({ ...args, error });
      throw error;
    }
  });
}`;

/**
 * What a function of the file returns of the input it is given: a query built from the arguments, a method
 * that describes them. A count, the API's answer and a list of the keys carry no value.
 */
const returnedByHelpers = `${MCP}
declare function searchIssues(query: string, token: string): Promise<{ items: string[] }>;
function buildQuery(args: { owner: string; repo: string; text: string }): string {
  return \`repo:\${args.owner}/\${args.repo} \${args.text}\`;
}
async function describeCall(args: { owner: string; repo: string; text: string }) {
  return { target: \`\${args.owner}/\${args.repo}\`, at: new Date().toISOString() };
}
function countTerms(args: { text: string }): number {
  return args.text.split(" ").length;
}
function parameterNames(args: object): string {
  return Object.keys(args).join(", ");
}
async function fetchIssues(args: { owner: string; token: string }) {
  const res = await fetch("https://api.example.com/issues?owner=" + encodeURIComponent(args.owner));
  return res.json();
}
export function register(server: McpServer) {
  server.registerTool("search_issues", { inputSchema: { owner: z.string(), repo: z.string(), text: z.string(), token: z.string() } }, async (args) => {
    const query = buildQuery(args);
    try {
      const found = await searchIssues(query, args.token);
      return { content: [{ type: "text", text: found.items.join("\\n") }] };
    } catch (error) {
      console.error("issue search failed", query, error);
      console.error("issue search failed", await describeCall(args));
      console.error("issue search failed after", countTerms(args), "terms;", parameterNames(args), await fetchIssues(args));
      throw error;
    }
  });
}`;

/** scira's academic search (lib/tools/academic-search.ts): each query of the input, logged with its failure. */
const perQuery = `${AI}declare function searchPapers(query: string): Promise<string[]>;
export const academicSearch = tool({
  description: "Search academic papers",
  inputSchema: z.object({ queries: z.array(z.string()), maxResults: z.number() }),
  execute: async ({ queries, maxResults }) => {
    const searches = await Promise.all(
      queries.map(async (query) => {
        try {
          return { query, results: (await searchPapers(query)).slice(0, maxResults) };
        } catch (error) {
          console.error(\`Academic search error for query "\${query}":\`, error);
          ["arxiv", "semantic-scholar"].forEach((source) => console.error("source tried:", source));
          throw error;
        }
      }),
    );
    return { searches };
  },
});
`;

/** VoltAgent's sub-agent hand-off (scout, twentieth session): the input names agents; what is logged is a configured agent's name, or the cleaned input. */
const mappedLookup = `${AI}type SubAgent = { name: string; run(task: string): Promise<string> };
declare const subAgents: SubAgent[];
declare const logger: { error(message: string, meta?: unknown): void };
export const delegate = tool({
  description: "Delegate a task to sub-agents",
  inputSchema: z.object({ task: z.string(), targetAgents: z.array(z.string()) }),
  execute: async ({ task, targetAgents }) => {
    const agents = targetAgents.map((name) => subAgents.find((agent) => agent.name === name)).filter((agent): agent is SubAgent => agent !== undefined);
    const names = targetAgents.map((name) => name.trim());
    return Promise.all(agents.map(async (agent) => {
      try {
        return await agent.run(task);
      } catch (error) {
        logger.error(\`hand-off to \${agent.name} failed\`, { error });
        logger.error(\`hand-off to one of \${names.join(", ")} failed\`, { error });
        return "Sub-agent failed.";
      }
    }));
  },
});
`;

const invalid: Invalid[] = [
  {
    name: "a .map of the input is what its callback returns: a configured agent found by the input's name is not the input, the input trimmed is",
    code: mappedLookup,
    errors: [logged(mappedLookup, "logger.error(`hand-off to one of")],
  },
  {
    name: "an element of the input iterated by a callback (`queries.map(async (query) => ...)`) is the input; an element of a list of the file's own is not",
    code: perQuery,
    errors: [logged(perQuery, "console.error(`Academic search error")],
  },
  {
    name: "what a function of the file returns of the input it is given (a query built from it, an async description of it)",
    code: returnedByHelpers,
    errors: [logged(returnedByHelpers, 'console.error("issue search failed", query'), logged(returnedByHelpers, "console.error(\"issue search failed\", await describeCall")],
  },
  {
    name: "through Node's util.format / util.inspect (imported by name or as the module) and Buffer.from, and to process.stderr.write",
    code: nodeFormatting,
    errors: [
      logged(nodeFormatting, "console.error(format("),
      logged(nodeFormatting, 'console.error("search failed", inspect(args))', ["inspect(args))", "inspect(Object.keys(args)))"]),
      logged(nodeFormatting, 'console.error("search failed", util.inspect', ["util.inspect(args,", "util.inspect(Object.keys(args),"]),
      logged(nodeFormatting, 'console.error("token was"'),
      logged(nodeFormatting, "process.stderr.write(`search failed: ${JSON", ["JSON.stringify(args)", "JSON.stringify(Object.keys(args))"]),
      // The keys spread would log `{ 0: "query", 1: "token" }`: they go under a name.
      logged(nodeFormatting, "console.error({ ...args, error })", ["{ ...args, error }", "{ params: Object.keys(args), error }"]),
    ],
  },
  {
    name: "the whole input, a parameter in a template, and JSON of the input, in a catch",
    code: wholeArgs,
    errors: [
      logged(wholeArgs, 'console.error("search failed", args, error)', ['console.error("search failed", args, error)', 'console.error("search failed", Object.keys(args), error)']),
      logged(wholeArgs, "console.error(`search for"),
      logged(wholeArgs, "JSON.stringify(args)", ["JSON.stringify(args)", "JSON.stringify(Object.keys(args))"]),
    ],
  },
  {
    name: "error trackers: setContext anywhere in a handler, capture extras, a scope's extras",
    code: sentry,
    errors: [
      logged(sentry, 'Sentry.setContext("tool"', ['{ toolName: "charge", params }', '{ toolName: "charge", params: Object.keys(params) }']),
      logged(sentry, "captureException(error, { extra: { params } })", ["{ extra: { params } }", "{ extra: { params: Object.keys(params) } }"]),
      logged(sentry, 'scope.setExtra("card"'),
    ],
  },
  {
    name: "destructured secrets in a rejection handler and in a non-2xx branch",
    code: destructured,
    errors: [logged(destructured, "console.warn(`Request to"), logged(destructured, "console.warn(`Request to"), logged(destructured, 'console.error("API answered"')],
  },
  {
    name: "a request handler: `request.params` contains the arguments",
    code: requestHandler,
    errors: [logged(requestHandler, 'console.error("tool failed", request.params, error)'), logged(requestHandler, 'console.error("arguments were"', ["console.error(\"arguments were\", request.params.arguments)", "console.error(\"arguments were\", Object.keys(request.params.arguments))"])],
  },
  (() => {
    const code = `${MCP}
declare function runQuery(sql: string): Promise<unknown[]>;
export function register(server: McpServer, level: "error" | "warn") {
  server.registerTool("run_query", { inputSchema: { sql: z.string() } }, async ({ sql }) => {
    try {
      return { content: [{ type: "text" as const, text: JSON.stringify(await runQuery(sql)) }] };
    } catch (error) {
      console[level]("query failed", sql, error);
      throw error;
    }
  });
}`;
    return { name: "a computed method of the global console (`console[level](...)`) logs", code, errors: [logged(code, 'console[level]("query failed", sql, error)')] };
  })(),
  {
    name: "an options object whose one field is the input: that field is input, its siblings (`tool.name`) are not",
    code: executor,
    errors: [logged(executor, "logger.error(`${tool.name} failed`, { error, params })")],
  },
  {
    name: "a helper the handler passes the arguments to",
    code: helper,
    errors: [logged(helper, 'console.error("health search failed", input, error)', ['console.error("health search failed", input, error)', 'console.error("health search failed", Object.keys(input), error)'])],
  },
  {
    name: "a logger object (pino style)",
    code: pino,
    errors: [logged(pino, "logger.error({ err, input }", ["{ err, input }", "{ err, input: Object.keys(input) }"])],
  },
  {
    name: "the tool-logging convention's anti-pattern: `parameters` passed to `logError`",
    code: toolLoggingAntiPattern,
    errors: [logged(toolLoggingAntiPattern, "statusBarManager.logError(", ['{ toolName: "api_call", parameters }', '{ toolName: "api_call", parameters: Object.keys(parameters) }'])],
  },
  {
    name: "a local built from a parameter",
    code: builtUrl,
    errors: [logged(builtUrl, 'console.error("user lookup failed", url')],
  },
];

// ---------------------------------------------------------------------------------------------------
// Cases whose answer differs with types: values typed number, boolean or a literal union.

const typedValues = `${MCP}
import type { ExportFormat } from "./tool-results/client.js";
declare function exportIssues(page: number, format: ExportFormat, archived: boolean): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("export_issues", {}, async ({ page, format, archived }: { page: number; format: ExportFormat; archived: boolean }) => {
    try {
      return { content: [{ type: "text", text: await exportIssues(page, format, archived) }] };
    } catch (error) {
      console.error("export failed", page, format, archived, error);
      throw error;
    }
  });
}`;

const typed = <T extends Valid | Invalid>(cases: T[]): T[] =>
  cases.map((testCase) => ({
    ...testCase,
    name: `${testCase.name} (typed)`,
    filename: typedFixtureFile,
    options: [{ ...testCase.options?.[0], typeAware: true }] as Options,
  }));

untypedRuleTester().run("no-tool-params-in-error-log", rule, {
  valid,
  invalid: [
    ...invalid,
    {
      name: "without types, a number, an enum-like string and a boolean parameter are parameter values (typed: valid)",
      code: typedValues,
      errors: [
        { messageId: "paramsLogged", line: lineOf(typedValues, 'console.error("export failed"'), column: typedValues.split("\n")[lineOf(typedValues, 'console.error("export failed"') - 1]!.indexOf("page") + 1, suggestions: [] },
        { messageId: "paramsLogged", line: lineOf(typedValues, 'console.error("export failed"'), suggestions: [] },
        { messageId: "paramsLogged", line: lineOf(typedValues, 'console.error("export failed"'), suggestions: [] },
      ],
    },
  ],
});

typedRuleTester().run("no-tool-params-in-error-log (typeAware)", rule, {
  valid: typed([...valid, { name: "numbers, literal unions and booleans by their type (typed only)", code: typedValues }]),
  invalid: typed(invalid),
});

describe("no-tool-params-in-error-log", () => {
  it("typeAware without type information fails with a clear error", () => {
    const linter = new Linter({ configType: "flat" });
    expect(() =>
      linter.verify(
        wholeArgs,
        [
          {
            files: ["**/*.ts"],
            languageOptions: { parser: tsParser as never },
            plugins: { "agent-errors": { rules: { "no-tool-params-in-error-log": rule as never } } },
            rules: { "agent-errors/no-tool-params-in-error-log": ["error", { typeAware: true }] },
          },
        ],
        "search.ts",
      ),
    ).toThrow(/`typeAware` option needs type information/);
  });

  // The TypeScript parser stops at about 1,000 concatenated terms, and below 900 when its code is not yet optimised
  // (a full run on a loaded machine overflowed its stack there once, before any rule ran): the analysis must hold
  // up to 700, well within what the parser takes.
  it("a 700-term concatenation of parameters is one report", () => {
    const terms = Array.from({ length: 700 }, (_, index) => (index % 2 === 0 ? `"part${index}"` : "args.query")).join(" + ");
    const code = `${MCP}\nexport function register(server: McpServer) {\n  server.registerTool("deep", {}, async (args: { query: string }) => {\n    try {\n      return { content: [] };\n    } catch (error) {\n      console.error(${terms});\n      throw error;\n    }\n  });\n}`;
    const linter = new Linter({ configType: "flat" });
    const messages = linter.verify(
      code,
      [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser as never },
          plugins: { "agent-errors": { rules: { "no-tool-params-in-error-log": rule as never } } },
          rules: { "agent-errors/no-tool-params-in-error-log": "error" },
        },
      ],
      "deep.ts",
    );
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    expect(messages.filter((message) => message.messageId === "paramsLogged")).toHaveLength(1);
  });
});
