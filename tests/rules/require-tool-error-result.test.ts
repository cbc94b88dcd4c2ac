// require-tool-error-result: every case runs untyped and typed (the fixture project in
// tests/fixtures/typed, with result helpers in tool-results/); the cases whose answer differs with
// types are at the end and say so.
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import rule, { type MessageIds, type Options } from "../../rules/require-tool-error-result.js";
import { typedFixtureFile, typedRuleTester, untypedRuleTester } from "../helpers.js";

type Valid = ValidTestCase<Options>;
type Invalid = InvalidTestCase<MessageIds, Options>;
type Expected = Invalid["errors"][number];

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\n`;
const LOW_LEVEL = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";\n`;
const TOOL_ERROR_V1 = { "agent-errors": { errorResponse: "tool-error-v1" } };

/** The 1-based line of the first line containing `marker` (after `from`, if given). */
function lineOf(code: string, marker: string, from = 0): number {
  const index = code.indexOf(marker, from);
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  return code.slice(0, index).split("\n").length;
}

/** The report of a success-looking result whose text is a helper's failure data, at the line of `marker`. */
function failureDataAt(code: string, marker: string): { messageId: "failureDataAsSuccess"; line: number } {
  return { messageId: "failureDataAsSuccess", line: lineOf(code, marker) };
}

/** `code` with the first occurrence of each `[from, to]` replaced. */
function edit(code: string, ...edits: [string, string][]): string {
  let result = code;
  for (const [from, to] of edits) {
    if (!result.includes(from)) throw new Error(`edit target not found: ${from}`);
    result = result.replace(from, () => to);
  }
  return result;
}

const addIsError = (code: string, marker: string, line?: number): Expected => ({
  messageId: "successOnFailure",
  line: line ?? lineOf(code, marker),
  suggestions: [{ messageId: "addIsError", output: edit(code, [marker, marker.replace("{ content", "{ isError: true, content")]) }],
});

/** Context7's data helpers (packages/mcp/src/lib/api.ts): a failure's text in the field the data goes in. */
const CONTEXT7_HELPERS = `async function fetchLibraryContext(libraryId: string): Promise<{ data: string }> {
  try {
    const response = await fetch(\`https://context7.com/api/v2/context?libraryId=\${encodeURIComponent(libraryId)}\`);
    if (!response.ok) {
      const json = (await response.json()) as { message?: string };
      return { data: json.message ?? \`Request failed with status \${response.status}\` };
    }
    return { data: await response.text() };
  } catch (error) {
    return { data: \`Error fetching library context. Please try again later. \${String(error)}\` };
  }
}
async function searchLibraries(query: string): Promise<{ results: string[]; error?: string }> {
  try {
    const response = await fetch(\`https://context7.com/api/v2/search?query=\${encodeURIComponent(query)}\`);
    if (!response.ok) return { results: [], error: \`Search failed with status \${response.status}\` };
    return { results: ((await response.json()) as { results: string[] }).results };
  } catch {
    return { results: [] };
  }
}
const server = new McpServer({ name: "context7", version: "1.0.0" });
`;
const context7 = `${MCP}${CONTEXT7_HELPERS}server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
server.registerTool("resolve-library-id", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const { error } = await searchLibraries(query);
  return { content: [{ type: "text", text: error ?? "No libraries found." }] };
});
`;
const context7Checked = `${MCP}${CONTEXT7_HELPERS}server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  if (response.data.startsWith("Error")) return { isError: true, content: [{ type: "text", text: response.data }] };
  return { content: [{ type: "text", text: response.data }] };
});
server.registerTool("resolve-library-id", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const search = await searchLibraries(query);
  if (search.error) return { isError: true, content: [{ type: "text", text: search.error }] };
  return { content: [{ type: "text", text: search.results.join("\\n") || "No libraries found." }] };
});
`;

/**
 * todoist-mcp's registration wrapper (src/utils/handlers.ts): `createHandler` registers a callback that
 * serializes whatever the `handler` it is given resolves to, and the sync handler's `catch` resolves to
 * `{ success: false, error }`: a failed sync reaches the model as a successful call.
 */
const TODOIST_WRAPPER = `${MCP}declare const todoistApi: { sync(commands: unknown[]): Promise<unknown> };
const server = new McpServer({ name: "todoist", version: "1.3.4" });
export function createHandler<T>(name: string, description: string, paramsSchema: z.ZodRawShape, handler: (args: T) => Promise<unknown>) {
  const mcpToolCallback = async (args: T) => {
    try {
      const result = await handler(args);
      return { content: [{ type: "text" as const, text: JSON.stringify(result ?? null, null, 2).trim() }] };
    } catch (error) {
      console.error(\`Error in tool \${name}:\`, error);
      return { isError: true, content: [{ type: "text" as const, text: \`Error executing tool '\${name}'.\` }] };
    }
  };
  server.tool(name, description, paramsSchema, mcpToolCallback);
}
export function createSyncApiHandler(options: { name: string; description: string; itemSchema: z.ZodRawShape }) {
  const handler = async (args: { items: Record<string, unknown>[] }) => {
    try {
      const syncResult = await todoistApi.sync(args.items);
      return { success: true, sync_result: syncResult };
    } catch (error) {
      return {
        success: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  };
  return createHandler(options.name, options.description, { items: z.array(z.object(options.itemSchema)) }, handler);
}
`;
const todoistWrapper = TODOIST_WRAPPER;
/** The same wrapper, testing the handler's result before it answers: the failure is handled. */
const todoistWrapperChecked = edit(TODOIST_WRAPPER, [
  "      const result = await handler(args);\n",
  "      const result = await handler(args);\n      if (result && typeof result === \"object\" && \"success\" in result && !result.success) return { isError: true, content: [{ type: \"text\" as const, text: \"The sync failed.\" }] };\n",
]);
/** A helper of the file whose `catch` resolves to `{ error }`, serialized whole as the tool's data. */
const wholeResultSerialized = `${MCP}
const server = new McpServer({ name: "linear", version: "1.0.0" });
async function listIssues(teamId: string): Promise<{ issues: unknown[] } | { error: string }> {
  try {
    const response = await fetch(\`https://api.linear.app/teams/\${encodeURIComponent(teamId)}/issues\`);
    return { issues: (await response.json()) as unknown[] };
  } catch (error) {
    return { error: \`Could not list issues: \${String(error)}\` };
  }
}
server.registerTool("list_issues", { inputSchema: { teamId: z.string() } }, async ({ teamId }) => {
  const issues = await listIssues(teamId);
  return { content: [{ type: "text", text: JSON.stringify(issues, null, 2) }] };
});
`;
/**
 * PayPal's toolkit: a method of an instance the server's field holds (`this._paypal.run(method, arg)`) answers a failure
 * with the string of a failure object (`JSON.stringify({ error: { message, type } })`), which the handler shows as
 * its text.
 */
const failureJsonString = `${MCP}
async function getOrder(id: string): Promise<unknown> {
  const res = await fetch(\`https://api-m.paypal.com/v2/checkout/orders/\${encodeURIComponent(id)}\`);
  if (!res.ok) throw new Error(\`PayPal answered \${res.status}\`);
  return res.json();
}
class PayPalAPI {
  async run(method: string, arg: { id: string }): Promise<string> {
    try {
      if (method !== "get_order") throw new Error(\`Invalid method: \${method}\`);
      return JSON.stringify(await getOrder(arg.id));
    } catch (error) {
      return JSON.stringify({ error: { message: error instanceof Error ? error.message : "Unknown error", type: "paypal_error" } });
    }
  }
}
export class PayPalAgentToolkit extends McpServer {
  private readonly _paypal: PayPalAPI;
  constructor() {
    super({ name: "PayPal", version: "1.8.0" });
    this._paypal = new PayPalAPI();
    this.tool("get_order", "Get an order", { id: z.string() }, async (arg) => {
      const result = await this._paypal.run("get_order", arg);
      return { content: [{ type: "text", text: String(result) }] };
    });
  }
}
`;
/** As PayPal's bundle ships it: the class constructed through a bundler's alias (`var api_default = PayPalAPI`). */
const failureJsonAlias = edit(failureJsonString, ["    this._paypal = new PayPalAPI();", "    this._paypal = new api_default();"]).replace(
  "export class PayPalAgentToolkit",
  "var api_default = PayPalAPI;\nexport class PayPalAgentToolkit",
);
/** The same helper's `catch` returning the failure object itself, shown with `String()`: "[object Object]", no failure text. */
const failureObjectAsString = edit(failureJsonString, [
  'return JSON.stringify({ error: { message: error instanceof Error ? error.message : "Unknown error", type: "paypal_error" } });',
  'return { error: { message: "Unknown error" } } as unknown as string;',
]);
/** The field holds another class's instance too: which `run` is called is not known. */
const failureJsonOtherInstance = edit(failureJsonString, [
  "    this._paypal = new PayPalAPI();",
  "    this._paypal = process.env.PAYPAL_SANDBOX ? new PayPalAPI() : (new SandboxAPI() as unknown as PayPalAPI);",
]).replace("export class PayPalAgentToolkit", "class SandboxAPI {\n  async run(): Promise<string> {\n    return \"{}\";\n  }\n}\nexport class PayPalAgentToolkit");

/**
 * Paddle's tool functions (scout, forty-third session): the `catch` returns the caught error itself, and the tool
 * returns its JSON as the data (a Paddle `ApiError`'s fields, or `{}` for a network failure) with no `isError`.
 */
const caughtErrorReturned = `${MCP}
import { Paddle } from "@paddle/paddle-node-sdk";
const paddle = new Paddle(process.env.PADDLE_API_KEY ?? "", {});
const getProduct = async (params: { productId: string }) => {
  try {
    return await paddle.products.get(params.productId);
  } catch (error) {
    return error;
  }
};
const server = new McpServer({ name: "paddle", version: "0.1.3" });
server.tool("get_product", "Get a product", { productId: z.string() }, async (arg) => {
  const result = await getProduct(arg);
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});
`;
/** The same function rethrowing: the SDK reports the failure, and the data is only ever the product. */
const caughtErrorRethrown = edit(caughtErrorReturned, ["    return error;", "    throw error;"]);
/** The same function returning a value it made from the error, not the error: a constant object, no failure's own fields. */
const caughtErrorLocalValue = edit(caughtErrorReturned, ["  } catch (error) {\n    return error;", "  } catch (error) {\n    const fallback = { id: params.productId, status: \"unknown\" };\n    return fallback;"]);

/** The same helper's empty fallback serialized: no failure text (no-empty-catch-fallback's concern, not this one). */
const wholeResultEmpty = edit(wholeResultSerialized, ["return { error: \`Could not list issues: \${String(error)}\` };", "return { issues: [] };"]);

// ---------------------------------------------------------------------------------------------------
// Valid: failure paths that return error results, and results that are not failures.

const v1InText = `${MCP}
declare function readText(path: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("read_text_file", { inputSchema: { path: z.string() }, outputSchema: { content: z.string() } }, async ({ path }) => {
    if (path.includes("..")) {
      const message = "Paths outside the workspace are not allowed";
      return {
        isError: true,
        content: [
          { type: "text", text: message },
          { type: "text", text: JSON.stringify({ kind: "toolError:v1", code: "CLIENT_ERROR", message, retryable: false }) },
        ],
      };
    }
    if (path.endsWith("/")) {
      return { isError: true, content: [{ type: "text", text: "A directory" }, { type: "text", text: JSON.stringify({ error: "A directory" }) }] };
    }
    const content = await readText(path);
    return { content: [{ type: "text", text: content }], structuredContent: { content } };
  });
}
`;

const valid: Valid[] = [
  { name: "Paddle's helper rethrowing the caught error: the data is only ever the product", code: caughtErrorRethrown },
  { name: "Paddle's helper returning a value it made in its catch, not the error", code: caughtErrorLocalValue },
  {
    // VoltAgent's live-evals example (scout, twentieth session): an AI SDK tool answers with any JSON; its
    // `isError` means nothing to the SDK, and the model reads the `error` beside it.
    name: "an AI SDK tool's { isError: true, error } object has no content to lack",
    code: `import { tool } from "ai";
import { z } from "zod";
const productCatalog = [{ id: "p1", name: "Mug", price: 9, stock: 3 }];
export const checkInventoryTool = tool({
  description: "Checks stock status for a product id.",
  inputSchema: z.object({ productId: z.string() }),
  execute: async ({ productId }) => {
    const found = productCatalog.find((product) => product.id === productId);
    if (!found) return { productId, isError: true, error: "Product not found", available: 0 };
    return { productId, available: found.stock };
  },
});`,
  },
  {
    name: "todoist's registration wrapper testing the handler's `success` before it answers",
    code: todoistWrapperChecked,
  },
  {
    name: "a helper's whole result serialized, whose catch resolves to an empty list with no error text",
    code: wholeResultEmpty,
  },
  {
    name: "a failure object (not its string) shown with String(): \"[object Object]\", no failure's text",
    code: failureObjectAsString,
  },
  {
    name: "a field that may hold another class's instance: which method runs is not known",
    code: failureJsonOtherInstance,
  },
  {
    name: "a business status of \"rejected\" is an answer the tool returns as data, not a failure of the tool",
    code: `${MCP}
declare function getOrder(id: string): Promise<{ status: "pending" | "approved" | "rejected" }>;
export function register(server: McpServer) {
  server.registerTool("order_status", {}, async ({ id }: { id: string }) => {
    const order = await getOrder(id);
    if (order.status === "rejected") return { content: [{ type: "text", text: \`Order \${id}: declined by the reviewer.\` }] };
    return { content: [{ type: "text", text: \`Order \${id}: \${order.status}\` }] };
  });
}`,
  },
  {
    name: "a data helper's failure text checked before it is returned (context7's tools, fixed), and a field its failures leave empty (`results: []`)",
    code: context7Checked,
  },
  {
    name: "a data helper's result tested through a sibling of the destructuring (`const { ok, data } = ...; if (!ok) ...`)",
    code: `${MCP}async function fetchContext(libraryId: string): Promise<{ ok: boolean; data: string }> {
  try {
    const response = await fetch(\`https://context7.com/api/v2/context?libraryId=\${encodeURIComponent(libraryId)}\`);
    return { ok: response.ok, data: await response.text() };
  } catch (error) {
    return { ok: false, data: \`Error fetching library context: \${String(error)}\` };
  }
}
const server = new McpServer({ name: "context7", version: "1.0.0" });
server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const { ok, data } = await fetchContext(libraryId);
  if (!ok) return { isError: true, content: [{ type: "text", text: "The documentation could not be fetched. Try again later." }] };
  return { content: [{ type: "text", text: data }] };
});
`,
  },
  {
    name: "an exported object of result builders is not a tool definition (no name, description or schema), nor is a builder the module calls itself",
    code: `export const results = {
  notFound: (what: string) => ({ content: [{ type: "text" as const, text: \`Failed to find \${what}\` }] }),
};
const emptyResult = () => ({ content: [{ type: "text" as const, text: "Failed to load: nothing yet" }] });
export const listTool = { name: "list", description: "List", handler: emptyResult };
export function fallback() {
  return emptyResult();
}
`,
  },
  {
    name: "a function that returns something else than a tool result is no handler, whatever its catch returns",
    code: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export async function loadResults(ids: string[]): Promise<CallToolResult[]> {
  try {
    return await Promise.all(ids.map(async (id) => ({ content: [{ type: "text" as const, text: id }] })));
  } catch {
    return [];
  }
}
export function summary(result: CallToolResult): string {
  try {
    return JSON.stringify(result.content);
  } catch {
    return "";
  }
}`,
  },
  {
    name: "the No-Fake-Empty-Data convention: the catch returns an error result (isError: true and a JSON text)",
    code: `${MCP}
declare const orderService: { getById(id: string): Promise<{ id: string } | null> };
export function register(server: McpServer) {
  server.registerTool("get_order", { inputSchema: { orderId: z.string() } }, async ({ orderId }) => {
    try {
      const order = await orderService.getById(orderId);
      if (!order) {
        return { isError: true, content: [{ type: "text", text: "Order not found. Call list_orders for the valid IDs." }] };
      }
      return { content: [{ type: "text", text: JSON.stringify(order, null, 2) }] };
    } catch (err) {
      const error = { code: "INTERNAL_ERROR", message: "Failed to retrieve order" };
      return { isError: true, content: [{ type: "text", text: JSON.stringify(error, null, 2) }] };
    }
  });
}`,
  },
  {
    name: "the catch rethrows: the server reports the error",
    code: `${MCP}
declare function fetchIssue(id: string): Promise<{ title: string }>;
export function register(server: McpServer) {
  server.registerTool("get_issue", {}, async ({ issueId }: { issueId: string }) => {
    try {
      const issue = await fetchIssue(issueId);
      return { content: [{ type: "text", text: issue.title }] };
    } catch (error) {
      console.error("get_issue failed", error);
      throw error;
    }
  });
}`,
  },
  {
    name: "a genuine empty answer outside any failure path is a success",
    code: `${MCP}
declare const notes: { find(query: string): Promise<string[]> };
export function register(server: McpServer) {
  server.registerTool("find_notes", {}, async ({ query }: { query: string }) => {
    const found = await notes.find(query);
    if (found.length === 0) {
      return { content: [{ type: "text", text: "No notes match that query." }] };
    }
    return { content: [{ type: "text", text: found.join("\\n") }] };
  });
}`,
  },
  {
    name: "a catch around mere parsing: returning the raw text is a choice, not a failure",
    code: `${MCP}
declare function readReport(id: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("get_report", {}, async ({ id }: { id: string }) => {
    const raw = await readReport(id);
    try {
      return { content: [{ type: "text", text: JSON.stringify(JSON.parse(raw), null, 2) }] };
    } catch {
      return { content: [{ type: "text", text: raw }] };
    }
  });
}`,
  },
  {
    name: "an error flag computed from the outcome",
    code: `${MCP}
declare function restartAgent(target: string): Promise<{ status: "ok" | "failed" }>;
export function register(server: McpServer) {
  server.tool("restart-agent", "Restart an agent", { target: z.string() }, async (args) => {
    try {
      const res = await restartAgent(args.target);
      return { content: [{ type: "text", text: JSON.stringify(res, null, 2) }], isError: res.status === "failed" };
    } catch (e) {
      const failed = true;
      return { content: [{ type: "text", text: "Restart failed." }], isError: failed };
    }
  });
}`,
  },
  {
    name: "a result whose flag is written afterwards",
    code: `${MCP}
declare function sync(): Promise<number>;
export function register(server: McpServer) {
  server.registerTool("sync", {}, async () => {
    const result: { content: { type: "text"; text: string }[]; isError?: boolean } = { content: [{ type: "text", text: "Synced." }] };
    try {
      await sync();
    } catch (error) {
      result.content = [{ type: "text", text: "Sync failed; try again later." }];
      result.isError = true;
    }
    return result;
  });
}`,
  },
  {
    name: "a spread of something unknown may carry the flag",
    code: `${MCP}
declare function run(): Promise<string>;
declare function failure(error: unknown): object;
export function register(server: McpServer) {
  server.registerTool("run", {}, async () => {
    try {
      return { content: [{ type: "text", text: await run() }] };
    } catch (error) {
      return { ...failure(error), content: [{ type: "text", text: "The run failed." }] };
    }
  });
}`,
  },
  {
    name: "an empty content in a catch is no-empty-catch-fallback's finding, not this rule's",
    code: `${MCP}
declare function listTags(): Promise<string[]>;
export function register(server: McpServer) {
  server.registerTool("list_tags", {}, async () => {
    try {
      return { content: (await listTags()).map((tag) => ({ type: "text" as const, text: tag })) };
    } catch {
      return { content: [] };
    }
  });
}`,
  },
  {
    name: "an AI SDK tool's catch returns its own error shape, not a CallToolResult",
    code: `import { tool } from "ai";
import { z } from "zod";
declare function searchDocs(query: string): Promise<string[]>;
export const searchDocsTool = tool({
  description: "Search the docs",
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      return { result: await searchDocs(query) };
    } catch {
      return { error: "Search is unavailable right now." };
    }
  },
});`,
  },
  {
    name: "a wrapper whose catch returns an error result (the Sentry's MCP server server wrapper)",
    code: `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
declare function formatErrorForUser(error: unknown): string;
export function handleToolErrors<A extends object>(toolName: string, handler: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await handler(args);
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: formatErrorForUser(error) }] };
    }
  };
}`,
  },
  {
    name: "an error helper of the file returns isError: true",
    code: `${MCP}
declare function geocode(city: string): Promise<{ lat: number; lon: number }>;
function errorResult(message: string) {
  return { isError: true, content: [{ type: "text" as const, text: message }] };
}
export function register(server: McpServer) {
  server.registerTool("geocode", {}, async ({ city }: { city: string }) => {
    try {
      const point = await geocode(city);
      return { content: [{ type: "text", text: \`\${point.lat},\${point.lon}\` }] };
    } catch (error) {
      return errorResult("Geocoding is unavailable; try again in a minute.");
    }
  });
}`,
  },
  {
    name: "a text about errors that is not an error message",
    code: `${MCP}
declare function errorRate(service: string): Promise<number>;
export function register(server: McpServer) {
  server.registerTool("error_rate", {}, async ({ service }: { service: string }) => {
    const rate = await errorRate(service);
    if (rate > 0.05) {
      return { content: [{ type: "text", text: \`Error rate: \${rate} over the last hour (above the 5% budget)\` }] };
    }
    return { content: [{ type: "text", text: "Error rate within budget." }] };
  });
}`,
  },
  {
    name: "a function that is not a tool handler may fall back as it likes",
    code: `declare function load(): Promise<string>;
export async function cachedBanner() {
  try {
    return { content: [{ type: "text", text: await load() }] };
  } catch {
    return { content: [{ type: "text", text: "Welcome!" }] };
  }
}`,
  },
  {
    name: "toolError:v1: an elicitation (needsInput:v1) for a missing pattern is not an error",
    settings: TOOL_ERROR_V1,
    code: `${MCP}
declare const patterns: { get(id: string): Promise<{ body: string }> };
declare function isNotFound(error: unknown): boolean;
export function register(server: McpServer) {
  server.registerTool("get_pattern", {}, async ({ id }: { id: string }) => {
    try {
      const pattern = await patterns.get(id);
      return { content: [{ type: "text", text: pattern.body, mimeType: "text/markdown" }] };
    } catch (error) {
      if (isNotFound(error)) {
        return {
          content: [{ type: "text", text: "Which pattern did you mean? Call search_patterns first.", mimeType: "text/markdown" }],
          structuredContent: { kind: "needsInput:v1", question: "Which pattern did you mean?" },
        };
      }
      throw error;
    }
  });
}`,
  },
  {
    name: "toolError:v1: a complete payload, gated on format as the convention's table says",
    settings: TOOL_ERROR_V1,
    code: `${MCP}
declare function searchPatterns(query: string): Promise<string[]>;
export function register(server: McpServer) {
  server.registerTool(
    "search_patterns",
    { inputSchema: { query: z.string(), format: z.enum(["markdown", "json", "both"]).default("markdown") } },
    async ({ query, format }) => {
      try {
        const found = await searchPatterns(query);
        return { content: [{ type: "text", text: found.join("\\n"), mimeType: "text/markdown" }] };
      } catch {
        const payload = { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true };
        if (format === "markdown") {
          return { isError: true, content: [{ type: "text", text: payload.message, mimeType: "text/markdown" }], structuredContent: payload };
        }
        return {
          isError: true,
          content: [
            { type: "text", text: payload.message, mimeType: "text/markdown" },
            { type: "text", text: JSON.stringify(payload, null, 2), mimeType: "application/json" },
          ],
          structuredContent: payload,
        };
      }
    },
  );
}`,
  },
  {
    name: "toolError:v1: without the setting, a result without a payload is fine",
    code: `${MCP}
declare function run(): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("run", {}, async () => {
    try {
      return { content: [{ type: "text", text: await run() }] };
    } catch {
      return { isError: true, content: [{ type: "text", text: "The run failed." }] };
    }
  });
}`,
  },
  {
    name: "`isError` on a content item that is not a misplaced flag: the result is flagged too, the item says `false`, or the object is no content item (a log entry pushed onto another array)",
    code: `${MCP}const server = new McpServer({ name: "hyperbrowser", version: "1.0.25" });
const log: { level: string; isError: boolean }[] = [];
server.tool("browser_use_agent", "Run a browser task", { task: z.string() }, async ({ task }) => {
  const result = await runBrowserTask(task);
  if (!result.data) {
    log.push({ level: "warn", isError: true });
    return { isError: true, content: [{ type: "text", text: "The task returned no data.", isError: true }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(result.data), isError: false }] };
});
declare function runBrowserTask(task: string): Promise<{ data?: unknown }>;
`,
  },
  {
    name: "an AI SDK tool-result part, which carries `isError` by design (a provider's response mapping, as bundled in Sentry's server), is no MCP content item",
    code: `export function mapWebFetchResult(part: { tool_use_id: string; content: { type: string; error_code: string } }) {
  const content: unknown[] = [];
  if (part.content.type === "web_fetch_tool_result_error") {
    content.push({ type: "tool-result", toolCallId: part.tool_use_id, toolName: "web_fetch", isError: true, result: { type: "web_fetch_tool_result_error", errorCode: part.content.error_code } });
  }
  return { content, finishReason: "stop" };
}
`,
  },
  {
    // The misplaced-flag check follows a `const` and a helper's return to where the item goes (thirty-third session):
    // not where the result is flagged, nor where the item goes to no result at all.
    name: "an item with `isError: true` held in a `const` of a flagged result, and one a helper builds for a log line",
    code: `${MCP}const server = new McpServer({ name: "quota", version: "1.0.0" });
function noticeItem(text: string) {
  return { type: "text" as const, text, isError: true };
}
server.tool("usage", "Show API usage", {}, async () => {
  const res = await fetch("https://quota.example.com/usage");
  const usage = (await res.json()) as { used: number; limit: number };
  if (usage.used >= usage.limit) {
    const warning = { type: "text" as const, text: "Quota exhausted; no further calls possible.", isError: true };
    return { content: [warning], isError: true };
  }
  console.info("usage", [noticeItem(\`\${usage.used} of \${usage.limit}\`)]);
  return { content: [{ type: "text" as const, text: \`\${usage.used}/\${usage.limit}\` }] };
});
`,
  },
];

// ---------------------------------------------------------------------------------------------------
// Invalid.

const terraform = `${LOW_LEVEL}
declare function lookupProvider(name: string): Promise<string>;
const server = new Server({ name: "terraform-registry", version: "0.9.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name: toolName, arguments: args } = request.params;
  try {
    const text = await lookupProvider(String(args?.provider));
    return { content: [{ type: "text", text }] };
  } catch (err: any) {
    const errMsg = err.message || String(err);
    console.error(\`Error in tool \${toolName}: \${errMsg}\`);
    return { content: [{ type: "text", text: \`Error: \${errMsg}\` }] };
  }
});`;

const weather = `${MCP}
const server = new McpServer({ name: "weather", version: "1.0.0" });
async function makeNWSRequest<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { headers: { Accept: "application/geo+json" } });
    if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
    return (await response.json()) as T;
  } catch (error) {
    console.error("Error making NWS request:", error);
    return null;
  }
}
server.tool("get-alerts", "Get weather alerts for a state", { state: z.string().length(2) }, async ({ state }) => {
  const alertsData = await makeNWSRequest<{ features: unknown[] }>(\`https://api.weather.gov/alerts?area=\${state}\`);
  if (!alertsData) {
    return { content: [{ type: "text", text: "Failed to retrieve alerts data" }] };
  }
  return { content: [{ type: "text", text: \`\${alertsData.features.length} active alerts\` }] };
});`;

const responseNotOk = `${MCP}
export function register(server: McpServer) {
  server.registerTool("get_forecast", {}, async ({ lat, lon }: { lat: number; lon: number }) => {
    const res = await fetch(\`https://api.example.com/forecast?lat=\${lat}&lon=\${lon}\`);
    if (!res.ok) {
      return { content: [{ type: "text", text: \`The forecast service answered \${res.status}.\` }] };
    }
    return { content: [{ type: "text", text: await res.text() }] };
  });
}`;

const supabase = `${MCP}
declare const db: { from(table: string): { select(columns: string): Promise<{ data: unknown[] | null; error: { message: string } | null }> } };
export function register(server: McpServer) {
  server.registerTool("list_projects", {}, async () => {
    const { data, error } = await db.from("projects").select("id, name");
    if (error) {
      return { content: [{ type: "text", text: "Could not load the projects." }] };
    }
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  });
}`;

const promiseCatch = `${MCP}
declare function fetchReleases(project: string): Promise<string[]>;
export function register(server: McpServer) {
  server.registerTool("list_releases", {}, async ({ project }: { project: string }) =>
    fetchReleases(project)
      .then((releases) => ({ content: [{ type: "text" as const, text: releases.join("\\n") }] }))
      .catch((error) => ({ content: [{ type: "text" as const, text: \`Listing releases failed: \${String(error)}\` }] })),
  );
}`;

const isErrorFalse = `${MCP}
declare function deploy(env: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("deploy", {}, async ({ env }: { env: string }) => {
    try {
      return { content: [{ type: "text", text: await deploy(env) }], isError: false };
    } catch (error) {
      return { content: [{ type: "text", text: "The deployment did not start." }], isError: false };
    }
  });
}`;

const sharedHelper = `${MCP}
declare function summarize(url: string): Promise<string>;
function textResult(text: string) {
  return { content: [{ type: "text" as const, text }] };
}
export function register(server: McpServer) {
  server.registerTool("summarize", {}, async ({ url }: { url: string }) => {
    try {
      return textResult(await summarize(url));
    } catch (error) {
      return textResult("Summarizing failed; the page may be unreachable.");
    }
  });
}`;

const errorOnlyHelper = `${MCP}
declare function translate(text: string, to: string): Promise<string>;
function formatError(error: unknown) {
  const message = error instanceof Error ? error.message : "unknown error";
  return { content: [{ type: "text" as const, text: \`Translation failed: \${message}\` }] };
}
export function register(server: McpServer) {
  server.registerTool("translate", {}, async ({ text, to }: { text: string; to: string }) => {
    try {
      return { content: [{ type: "text", text: await translate(text, to) }] };
    } catch (error) {
      return formatError(error);
    }
  });
}`;

const variableWrites = `${MCP}
declare function exportCsv(table: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("export_table", {}, async ({ table }: { table: string }) => {
    let result;
    try {
      result = { content: [{ type: "text" as const, text: await exportCsv(table) }] };
    } catch (e) {
      result = { content: [{ type: "text" as const, text: "Export failed." }] };
    }
    return result;
  });
}`;

const emptyErrors = `${MCP}
declare function ping(host: string): Promise<number>;
export function register(server: McpServer) {
  server.registerTool("ping", {}, async ({ host }: { host: string }) => {
    try {
      return { content: [{ type: "text", text: \`\${await ping(host)} ms\` }] };
    } catch (error) {
      if (error instanceof TypeError) return { isError: true, content: [] };
      if (error instanceof RangeError) return { isError: true, content: [{ type: "text", text: "" }] };
      if (error instanceof SyntaxError) return { isError: true, error: "The ping failed." };
      return { isError: true };
    }
  });
}`;

const conditional = `${MCP}
declare function runQuery(sql: string): Promise<{ rows: unknown[]; error?: string }>;
export function register(server: McpServer) {
  server.registerTool("query", {}, async ({ sql }: { sql: string }) => {
    const outcome = await runQuery(sql);
    return outcome.error
      ? { content: [{ type: "text", text: "The query was rejected." }] }
      : { content: [{ type: "text", text: JSON.stringify(outcome.rows) }] };
  });
}`;

const successGuard = `${MCP}
export function register(server: McpServer) {
  server.registerTool("get_status", {}, async ({ service }: { service: string }) => {
    const res = await fetch(\`https://status.example.com/api/\${encodeURIComponent(service)}\`);
    if (res.ok) return { content: [{ type: "text", text: await res.text() }] };
    return { content: [{ type: "text", text: \`The status page answered \${res.status}.\` }] };
  });
}`;

const classServer = `${LOW_LEVEL}
declare const healthApi: { search(query: string): Promise<unknown[]> };
export class HealthServer {
  private server = new Server({ name: "health-data", version: "1.0.0" }, { capabilities: { tools: {} } });
  constructor() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { arguments: args } = request.params;
      return this.searchHealthData(args as { query: string });
    });
  }
  private async searchHealthData(args: { query: string }) {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await healthApi.search(args.query)) }] };
    } catch (error) {
      return { content: [{ type: "text", text: \`Search failed: \${(error as Error).message}\` }] };
    }
  }
}`;

const namedHandler = `declare const orderService: { getById(id: string): Promise<unknown> };
export async function handleGetOrder(orderId: string) {
  try {
    const order = await orderService.getById(orderId);
    return { content: [{ type: "text", text: JSON.stringify(order, null, 2) }] };
  } catch (err) {
    return { content: [{ type: "text", text: "Order service unavailable" }] };
  }
}`;

const wrapper = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export function withErrorHandling<T extends Record<string, unknown>>(handler: (params: T) => Promise<CallToolResult>) {
  return async (params: T): Promise<CallToolResult> => {
    try {
      return await handler(params);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      console.error(\`[Tool Error] \${message}\`);
      return { content: [{ type: "text", text: \`Error: \${message}\` }] };
    }
  };
}`;

const v1Payloads = `${MCP}
declare function lookup(id: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("get_rule", {}, async ({ id }: { id: string }) => {
    try {
      return { content: [{ type: "text", text: await lookup(id) }] };
    } catch (error) {
      if (error instanceof TypeError) {
        return { isError: true, content: [{ type: "text", text: "Network error: Request timeout" }] };
      }
      if (error instanceof RangeError) {
        return {
          isError: true,
          content: [{ type: "text", text: "Invalid request: limit must be between 1 and 100" }],
          structuredContent: { kind: "toolError:v1", code: "BAD_REQUEST", message: "Invalid request: limit must be between 1 and 100", retryable: false },
        };
      }
      if (error instanceof SyntaxError) {
        return {
          isError: true,
          content: [{ type: "text", text: "Network error: Request timeout" }],
          structuredContent: { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: false },
        };
      }
      return {
        isError: true,
        content: [{ type: "text", text: "Internal server error" }],
        structuredContent: { kind: "toolError:v1", code: "SERVER_ERROR", details: { statusCode: 500 } },
      };
    }
  });
}`;

const v1Format = `${MCP}
declare function getPattern(id: string): Promise<string>;
export function register(server: McpServer) {
  server.registerTool("get_pattern", { inputSchema: { id: z.string(), format: z.enum(["markdown", "json", "both"]).default("markdown") } }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: await getPattern(id), mimeType: "text/markdown" }] };
    } catch {
      const payload = { kind: "toolError:v1", code: "UNKNOWN_ERROR", message: "Unknown error occurred", retryable: false };
      return { isError: true, content: [{ type: "text", text: payload.message, mimeType: "text/markdown" }], structuredContent: payload };
    }
  });
}`;

/** A handler written in its own module and registered in another (#16): its declared result says what it is. */
const separateHandler = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export async function handleGetIssue(args: { issueId: string }): Promise<CallToolResult> {
  try {
    const res = await fetch(\`https://api.example.com/issues/\${encodeURIComponent(args.issueId)}\`);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (error) {
    console.warn("get_issue failed", error);
    return { content: [{ type: "text", text: "The issue could not be loaded; try again." }] };
  }
}
`;

/** Tools written as definition objects in a const and registered by a project's own function (Framelink's, Currents'). */
const toolDefinitions = `export interface ToolServer {
  registerTool(name: string, config: object, handler: (args: { projectId: string }) => unknown): void;
}
const getProjectsTool = {
  name: "get_projects",
  description: "List the projects",
  handler: async ({ projectId }: { projectId: string }) => {
    const response = await fetch(\`https://api.example.com/projects/\${encodeURIComponent(projectId)}\`);
    if (!response.ok) {
      return { content: [{ type: "text" as const, text: "Failed to retrieve projects" }] };
    }
    return { content: [{ type: "text" as const, text: await response.text() }] };
  },
};
export function registerTools(server: ToolServer): void {
  server.registerTool(getProjectsTool.name, { description: getProjectsTool.description }, (args) => getProjectsTool.handler(args));
}
`;

/** A tool definition object that another module registers (`server.tool(name, description, getRunsTool.schema, getRunsTool.handler)`). */
const exportedDefinition = `import { z } from "zod";
import { fetchApi } from "../../lib/request.js";
const zodSchema = z.object({ projectId: z.string() });
const handler = async ({ projectId }: { projectId: string }) => {
  const data = await fetchApi(\`/projects/\${projectId}/runs\`);
  if (!data) {
    return { content: [{ type: "text" as const, text: "Failed to retrieve runs" }] };
  }
  return { content: [{ type: "text" as const, text: JSON.stringify(data, null, 2) }] };
};
export const getRunsTool = {
  schema: zodSchema.shape,
  handler,
};
`;

/** A data helper typed as a union (`{ project } | { error }`), tested with `in` (the context7 doc example's test). */
const errorIn = `${MCP}
declare function fetchProject(slug: string): Promise<{ project: string } | { error: string }>;
export function register(server: McpServer) {
  server.registerTool("get_project", {}, async ({ slug }: { slug: string }) => {
    const response = await fetchProject(slug);
    if ("error" in response) return { content: [{ type: "text", text: \`Project \${slug} could not be loaded.\` }] };
    if ("project" in response) return { content: [{ type: "text", text: response.project }] };
    return { content: [{ type: "text", text: "No project." }], isError: true };
  });
}`;

/** A status answered case by case (`switch (res.status)`), a 404 answered as a success. */
const statusSwitch = `${MCP}
export function register(server: McpServer) {
  server.registerTool("get_item", {}, async ({ id }: { id: string }) => {
    const res = await fetch(\`https://api.example.com/items/\${encodeURIComponent(id)}\`);
    switch (res.status) {
      case 200:
        return { content: [{ type: "text", text: await res.text() }] };
      case 404:
        return { content: [{ type: "text", text: \`No item \${id}. Use list_items to see the items.\` }] };
      default:
        throw new Error(\`Unexpected status \${res.status}\`);
    }
  });
}`;

/** Tools kept in an object by name and registered from its entries (`Object.entries`), destructured or not. */
const entriesRegistration = `${MCP}
const server = new McpServer({ name: "orgs", version: "1.0.0" });
const toolsByName = {
  list_orgs: {
    config: { description: "List the organizations" },
    handler: async () => {
      const res = await fetch("https://api.example.com/orgs");
      if (!res.ok) return { content: [{ type: "text" as const, text: \`Listing orgs returned \${res.status}\` }] };
      return { content: [{ type: "text" as const, text: await res.text() }] };
    },
  },
};
Object.entries(toolsByName).forEach(([name, { config, handler }]) => server.registerTool(name, config, handler));
for (const [name, tool] of Object.entries(toolsByName)) server.registerTool(\`\${name}_v2\`, tool.config, tool.handler);
`;

/** The low-level server of an `McpServer` (`mcp.server`), answering tools/call itself. */
const mcpDotServer = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const mcp = new McpServer({ name: "demo", version: "1.0.0" }, { capabilities: { tools: {} } });
declare function runTool(name: string, args: unknown): Promise<string>;
mcp.server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return { content: [{ type: "text", text: await runTool(request.params.name, request.params.arguments) }] };
  } catch (err) {
    console.error("tool call failed", err);
    return { content: [{ type: "text", text: "Tool call failed, see logs." }] };
  }
});`;

/** browser-tools' audits (scout, twentieth session): the handler's body is a callback its wrapper calls and hands back. */
const callbackWrapper = `${MCP}
async function withServerConnection<T>(apiCall: () => Promise<T>): Promise<T | { content: { type: "text"; text: string }[]; isError: true }> {
  try {
    return await apiCall();
  } catch {
    return { content: [{ type: "text", text: "Failed to reach the browser connector." }], isError: true };
  }
}
async function audited(run: () => Promise<unknown>): Promise<{ content: { type: "text"; text: string }[] }> {
  await run();
  return { content: [{ type: "text", text: "Audit recorded." }] };
}
export function register(server: McpServer) {
  server.tool("runAccessibilityAudit", "Run an accessibility audit", {}, async () => {
    return await withServerConnection(async () => {
      try {
        const response = await fetch("http://127.0.0.1:3025/accessibility-audit", { method: "POST" });
        return { content: [{ type: "text", text: JSON.stringify(await response.json()) }] };
      } catch (error) {
        return { content: [{ type: "text", text: "Failed to run the accessibility audit." }] };
      }
    });
  });
  server.tool("recordAudit", "Record an audit", {}, async () => {
    return audited(async () => {
      try {
        await fetch("http://127.0.0.1:3025/record", { method: "POST" });
      } catch {
        return { content: [{ type: "text", text: "Not recorded." }] };
      }
      return undefined;
    });
  });
}`;

/** Cloudflare's MCP server (scout, twentieth session): handlers in a table, dispatched by name, answering in the 2024-10-07 protocol's shape. */
const dispatchTable = `${LOW_LEVEL}
declare function createRoute(zoneId: string, pattern: string): Promise<unknown>;
var ROUTING_HANDLERS = {
  route_create: async (request: { params: { input: { zoneId: string; pattern: string } } }) => {
    try {
      const { zoneId, pattern } = request.params.input;
      return { toolResult: { content: [{ type: "text", text: JSON.stringify(await createRoute(zoneId, pattern)) }] } };
    } catch (error) {
      return { toolResult: { content: [{ type: "text", text: "Failed to create the route." }] } };
    }
  },
};
const server = new Server({ name: "cloudflare", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const toolName = request.params.name;
  if (toolName in ROUTING_HANDLERS) return await ROUTING_HANDLERS[toolName as keyof typeof ROUTING_HANDLERS](request as never);
  return { toolResult: { content: [{ type: "text", text: \`Unknown tool \${toolName}\` }], isError: true } };
});`;

const invalid: Invalid[] = [
  {
    name: "a table of handlers dispatched by name, and results in the 2024-10-07 protocol's { toolResult } shape",
    code: dispatchTable,
    errors: [addIsError(dispatchTable, '{ content: [{ type: "text", text: "Failed to create the route." }] }')],
  },
  {
    name: "a callback its wrapper calls and returns the result of is the handler's result; one whose result the wrapper drops is not",
    code: callbackWrapper,
    errors: [addIsError(callbackWrapper, '{ content: [{ type: "text", text: "Failed to run the accessibility audit." }] }')],
  },
  {
    name: "a data helper's `{ error }` tested with `in` (the error signal, there at all), answered as a success",
    code: errorIn,
    errors: [addIsError(errorIn, "{ content: [{ type: \"text\", text: `Project ${slug} could not")],
  },
  {
    name: "a `switch` on the response's status: the 404 case answered as a success (not the 200 one)",
    code: statusSwitch,
    errors: [addIsError(statusSwitch, "{ content: [{ type: \"text\", text: `No item")],
  },
  {
    name: "tools registered from `Object.entries(toolsByName)`, by a `forEach` with a destructured pair and by a `for...of`",
    code: entriesRegistration,
    errors: [addIsError(entriesRegistration, "{ content: [{ type: \"text\" as const, text: `Listing orgs returned")],
  },
  {
    name: "`mcp.server.setRequestHandler(CallToolRequestSchema, ...)`: the McpServer's low-level server, without an import of its module",
    code: mcpDotServer,
    errors: [addIsError(mcpDotServer, `{ content: [{ type: "text", text: "Tool call failed, see logs." }] }`)],
  },
  {
    name: "context7's tools: a data helper returns a failure's text in the field the result shows (after `!response.ok`, in its catch), and the result has no isError",
    code: context7,
    errors: [
      { messageId: "failureDataAsSuccess", line: lineOf(context7, "text: response.data") },
      { messageId: "failureDataAsSuccess", line: lineOf(context7, 'text: error ?? "No libraries found."') },
    ],
  },
  {
    name: "todoist's registration wrapper: the handler a call passes (`createHandler(..., handler)`) resolves to `{ success: false, error }` in its catch, serialized into a success",
    code: todoistWrapper,
    errors: [
      {
        messageId: "failureDataAsSuccess",
        line: lineOf(todoistWrapper, "return { content: [{ type: \"text\" as const, text: JSON.stringify(result"),
        data: {
          read: "result",
          callee: "handler()",
          declared: ` (the \`handler\` passed on line ${lineOf(todoistWrapper, "return createHandler(")})`,
          line: String(lineOf(todoistWrapper, "      return {\n        success: false")),
          where: `from the \`catch\` on line ${lineOf(todoistWrapper, "} catch (error) {\n      return {\n        success: false")}`,
        },
      },
    ],
  },
  {
    name: "PayPal's toolkit: a method of the instance a field holds answers a failure with the string of `{ error: { message } }`, shown as the text",
    code: failureJsonString,
    errors: [failureDataAt(failureJsonString, 'return { content: [{ type: "text", text: String(result) }] };')],
  },
  {
    name: "the same, the class constructed through a bundler's alias of it (`var api_default = PayPalAPI`)",
    code: failureJsonAlias,
    errors: [failureDataAt(failureJsonAlias, 'return { content: [{ type: "text", text: String(result) }] };')],
  },
  {
    name: "a helper of the file whose catch resolves to `{ error }`, its whole result serialized as the tool's data",
    code: wholeResultSerialized,
    errors: [failureDataAt(wholeResultSerialized, "return { content: [{ type: \"text\", text: JSON.stringify(issues")],
  },
  {
    name: "a helper of the file whose catch returns the caught error itself, serialized whole as the tool's data (Paddle)",
    code: caughtErrorReturned,
    errors: [failureDataAt(caughtErrorReturned, "return { content: [{ type: \"text\", text: JSON.stringify(result)")],
  },
  {
    name: "a handler declared to return Promise<CallToolResult>, registered in another module",
    code: separateHandler,
    errors: [addIsError(separateHandler, `{ content: [{ type: "text", text: "The issue could not`)],
  },
  {
    name: "a setRequestHandler catch reports the error as a success (a real terraform-registry server)",
    code: terraform,
    errors: [addIsError(terraform, "{ content: [{ type: \"text\", text: `Error: ${errMsg}` }] }")],
  },
  {
    name: "the MCP quickstart: a failed request's null answered with a success whose text reads as an error",
    code: weather,
    errors: [addIsError(weather, `{ content: [{ type: "text", text: "Failed to retrieve alerts data" }] }`)],
  },
  {
    name: "a branch for a non-2xx response",
    code: responseNotOk,
    errors: [addIsError(responseNotOk, "{ content: [{ type: \"text\", text: `The forecast")],
  },
  {
    name: "a `{ data, error }` result whose error branch returns a success",
    code: supabase,
    errors: [addIsError(supabase, `{ content: [{ type: "text", text: "Could not load`)],
  },
  {
    name: "a promise's rejection handler returns a success",
    code: promiseCatch,
    errors: [
      {
        messageId: "successOnFailure",
        line: lineOf(promiseCatch, ".catch((error)"),
        suggestions: [{ messageId: "addIsError", output: edit(promiseCatch, ["({ content: [{ type: \"text\" as const, text: `Listing", "({ isError: true, content: [{ type: \"text\" as const, text: `Listing"]) }],
      },
    ],
  },
  {
    name: "`isError: false` in a catch",
    code: isErrorFalse,
    errors: [
      {
        messageId: "isErrorFalseOnFailure",
        line: lineOf(isErrorFalse, "did not start"),
        suggestions: [{ messageId: "setIsErrorTrue", output: edit(isErrorFalse, ["did not start.\" }], isError: false", "did not start.\" }], isError: true"]) }],
      },
    ],
  },
  {
    name: "a helper shared by both paths: the call in the catch is reported, with a spread suggestion",
    code: sharedHelper,
    errors: [
      {
        messageId: "helperSuccessOnFailure",
        line: lineOf(sharedHelper, 'return textResult("Summarizing'),
        suggestions: [
          {
            messageId: "spreadIsError",
            output: edit(sharedHelper, ['return textResult("Summarizing failed; the page may be unreachable.");', 'return { ...textResult("Summarizing failed; the page may be unreachable."), isError: true };']),
          },
        ],
      },
    ],
  },
  {
    name: "a helper used only on the failure path: its result is reported where it is built",
    code: errorOnlyHelper,
    errors: [addIsError(errorOnlyHelper, "{ content: [{ type: \"text\" as const, text: `Translation")],
  },
  {
    name: "a variable written in the catch",
    code: variableWrites,
    errors: [addIsError(variableWrites, `{ content: [{ type: "text" as const, text: "Export failed." }] }`)],
  },
  {
    name: "error results without text",
    code: emptyErrors,
    errors: [
      { messageId: "errorWithoutText", line: lineOf(emptyErrors, "content: []") },
      { messageId: "errorWithoutText", line: lineOf(emptyErrors, 'text: ""') },
      // An MCP client reads `content`: an `error` beside `isError` is not shown.
      { messageId: "errorWithoutText", line: lineOf(emptyErrors, 'error: "The ping failed."') },
      { messageId: "errorWithoutText", line: lineOf(emptyErrors, "return { isError: true };") },
    ],
  },
  {
    name: "the error branch of a conditional",
    code: conditional,
    errors: [addIsError(conditional, `{ content: [{ type: "text", text: "The query was rejected." }] }`)],
  },
  {
    name: "after `if (res.ok) return ...`, the rest is the failure path",
    code: successGuard,
    errors: [addIsError(successGuard, "{ content: [{ type: \"text\", text: `The status page")],
  },
  {
    name: "a class server: the method the request handler delegates to",
    code: classServer,
    errors: [addIsError(classServer, "{ content: [{ type: \"text\", text: `Search failed")],
  },
  {
    name: "`toolHandlers` names a handler that no registration of the file shows (the No-Fake-Empty-Data convention)",
    code: namedHandler,
    options: [{ toolHandlers: ["handleGetOrder"] }],
    errors: [addIsError(namedHandler, `{ content: [{ type: "text", text: "Order service unavailable" }] }`)],
  },
  {
    name: "a handler wrapper (its signature names CallToolResult) whose catch returns a success",
    code: wrapper,
    errors: [addIsError(wrapper, "{ content: [{ type: \"text\", text: `Error: ${message}` }] }")],
  },
  {
    name: "toolError:v1: a payload in a JSON text block counts (a tool with an outputSchema cannot put it in structuredContent); a JSON text of another shape does not",
    code: v1InText,
    settings: TOOL_ERROR_V1,
    errors: [{ messageId: "missingToolError", line: lineOf(v1InText, 'return { isError: true, content: [{ type: "text", text: "A directory" }') }],
  },
  {
    name: "toolError:v1: a missing payload, an unknown code, a retryable flag against its code, a payload without message nor retryable",
    code: v1Payloads,
    settings: TOOL_ERROR_V1,
    errors: [
      { messageId: "missingToolError", line: lineOf(v1Payloads, 'return { isError: true, content: [{ type: "text", text: "Network error') },
      { messageId: "toolErrorCode", line: lineOf(v1Payloads, '"BAD_REQUEST"') },
      {
        messageId: "toolErrorRetryable",
        line: lineOf(v1Payloads, 'code: "NETWORK_ERROR"'),
        suggestions: [{ messageId: "fixRetryable", output: edit(v1Payloads, ['message: "Network error: Request timeout", retryable: false', 'message: "Network error: Request timeout", retryable: true']) }],
      },
      { messageId: "toolErrorField", line: lineOf(v1Payloads, 'code: "SERVER_ERROR"') },
      {
        messageId: "toolErrorRetryableMissing",
        line: lineOf(v1Payloads, 'code: "SERVER_ERROR"'),
        suggestions: [{ messageId: "fixRetryable", output: edit(v1Payloads, ["details: { statusCode: 500 } }", "details: { statusCode: 500 }, retryable: true }"]) }],
      },
    ],
  },
  {
    name: "a tool written as a definition object whose handler a project's registration calls (`(args) => tool.handler(args)`)",
    code: toolDefinitions,
    errors: [addIsError(toolDefinitions, `{ content: [{ type: "text" as const, text: "Failed to retrieve projects" }] }`)],
  },
  {
    name: "a tool definition object the module exports for another to register (`export const getRunsTool = { schema, handler }`)",
    code: exportedDefinition,
    errors: [addIsError(exportedDefinition, `{ content: [{ type: "text" as const, text: "Failed to retrieve runs" }] }`)],
  },
  {
    name: "toolError:v1: a tool that takes `format` returns its error without the JSON block",
    code: v1Format,
    settings: TOOL_ERROR_V1,
    errors: [{ messageId: "missingJsonBlock", line: lineOf(v1Format, "return { isError: true") }],
  },
  (() => {
    // Hyperbrowser's agent tools (hyperbrowser-mcp 1.0.25, dist/tools/browser-use.js): the flag is pushed with the
    // item, and the result says `isError: false`.
    const code = `${MCP}const server = new McpServer({ name: "hyperbrowser", version: "1.0.25" });
server.tool("browser_use_agent", "Run a browser task", { task: z.string() }, async ({ task }) => {
  const result = await runBrowserTask(task);
  const response: { content: { type: "text"; text: string; isError?: boolean }[]; isError: boolean } = { content: [], isError: false };
  if (result.data) {
    response.content.push({ type: "text", text: JSON.stringify(result.data) });
  } else {
    response.content.push({ type: "text", text: "Task result data is empty/missing", isError: true });
  }
  return response;
});
declare function runBrowserTask(task: string): Promise<{ data?: unknown }>;
`;
    return {
      name: "`isError: true` pushed with a content item onto the result's `content`: reported, no suggestion (the result is elsewhere)",
      code,
      errors: [{ messageId: "isErrorOnContentItem", line: lineOf(code, "empty/missing"), suggestions: [] }],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `${MCP}const server = new McpServer({ name: "hyperbrowser", version: "1.0.25" });
server.tool("browser_use_agent", "Run a browser task", { task: z.string() }, async ({ task }) => {
  const result = await runBrowserTask(task);
  if (!result.data) {
    return { content: [{ type: "text", text: "The task returned no data.", isError: true }] };
  }
  if (result.partial) {
    return {
      content: [
        {
          type: "text",
          text: "The task stopped before it finished.",
          isError: true,
        },
      ],
      isError: false,
    };
  }
  return { content: [{ type: "text", text: JSON.stringify(result.data) }] };
});
declare function runBrowserTask(task: string): Promise<{ data?: unknown; partial?: boolean }>;
`;
    return {
      name: "`isError: true` on an item of a result's `content` array: the suggestion moves it to the result (added, or the result's `false` set)",
      code,
      errors: [
        {
          messageId: "isErrorOnContentItem",
          line: lineOf(code, "no data"),
          suggestions: [
            {
              messageId: "moveIsError",
              output: edit(code, ['return { content: [{ type: "text", text: "The task returned no data.", isError: true }] };', 'return { isError: true, content: [{ type: "text", text: "The task returned no data." }] };']),
            },
          ],
        },
        {
          messageId: "isErrorOnContentItem",
          line: lineOf(code, "isError: true,\n        },"),
          suggestions: [
            {
              messageId: "moveIsError",
              output: edit(code, ['finished.",\n          isError: true,\n', 'finished.",\n'], ["isError: false,\n    };", "isError: true,\n    };"]),
            },
          ],
        },
      ],
    } satisfies Invalid;
  })(),
];

// ---------------------------------------------------------------------------------------------------
// Cases whose answer differs with types (the helpers in tests/fixtures/typed/tool-results/).

const importedHelpers = `${MCP}
import { errorResult, jsonResult, NOT_CONFIGURED, textResult, toolResponse } from "./tool-results/results.js";
import { issuesApi } from "./tool-results/client.js";
export function register(server: McpServer) {
  server.registerTool("get_issue", {}, async ({ issueId }: { issueId: string }) => {
    try {
      return textResult((await issuesApi.getIssue({ organizationSlug: "acme", issueId })).title);
    } catch (error) {
      return textResult("The issue tracker is unreachable.");
    }
  });
  server.registerTool("search_issues", {}, async ({ query }: { query: string }) => {
    try {
      return jsonResult(await issuesApi.search({ query, limit: 20 }));
    } catch {
      return jsonResult({ error: "search failed" });
    }
  });
  server.registerTool("reindex", {}, async () => {
    try {
      await issuesApi.search({ query: "*", limit: 1 });
      return errorResult("Reindexing is not supported yet.");
    } catch (error) {
      if (error instanceof TypeError) return NOT_CONFIGURED;
      if (error instanceof RangeError) return toolResponse("The index is busy.", true);
      return errorResult("Reindexing failed.");
    }
  });
}`;

const contextualType = `import type { ToolResponse } from "./tool-results/results.js";
import { issuesApi } from "./tool-results/client.js";

export async function handleGetIssue(issueId: string): Promise<ToolResponse> {
  try {
    const issue = await issuesApi.getIssue({ organizationSlug: "acme", issueId });
    return { content: [{ type: "text", text: issue.title }] };
  } catch {
    return { content: [{ type: "text", text: "The issue tracker is unreachable." }] };
  }
}`;

const context7AcrossModules = `${MCP}import { fetchLibraryContext } from "./tool-results/context.js";
const server = new McpServer({ name: "context7", version: "1.0.0" });
server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const { data } = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: data }] };
});
`;

const typedOnlyInvalid: Invalid[] = [
  {
    name: "context7's data helper in another module of the program (typed only)",
    code: context7AcrossModules,
    errors: [failureDataAt(context7AcrossModules, "text: data")],
  },
  {
    name: "imported helpers' results judged by what they return (helpers of the program) or their type (a constant): no isError, or `isError: false` (typed only)",
    code: importedHelpers,
    errors: [
      {
        // A helper of the program: read from its code (what it returns), without asking the checker.
        messageId: "helperSuccessOnFailure",
        line: lineOf(importedHelpers, 'return textResult("The issue tracker'),
        suggestions: [{ messageId: "spreadIsError", output: edit(importedHelpers, ['return textResult("The issue tracker is unreachable.");', 'return { ...textResult("The issue tracker is unreachable."), isError: true };']) }],
      },
      {
        messageId: "helperSuccessOnFailure",
        line: lineOf(importedHelpers, 'return jsonResult({ error'),
        suggestions: [{ messageId: "spreadIsError", output: edit(importedHelpers, ['return jsonResult({ error: "search failed" });', 'return { ...jsonResult({ error: "search failed" }), isError: true };']) }],
      },
      {
        messageId: "typedSuccessOnFailure",
        line: lineOf(importedHelpers, "return NOT_CONFIGURED"),
        suggestions: [{ messageId: "spreadIsError", output: edit(importedHelpers, ["return NOT_CONFIGURED;", "return { ...NOT_CONFIGURED, isError: true };"]) }],
      },
    ],
  },
  {
    name: "a result recognised by its contextual type in a function no registration shows (typed only)",
    code: contextualType,
    errors: [addIsError(contextualType, `{ content: [{ type: "text", text: "The issue tracker is unreachable." }] }`)],
  },
];

// ---------------------------------------------------------------------------------------------------
// Runs: every case untyped and typed; the typed-only cases are valid without types.

const typed = <T extends Valid | Invalid>(cases: T[]): T[] =>
  cases.map((testCase) => ({
    ...testCase,
    name: `${testCase.name} (typed)`,
    filename: typedFixtureFile,
    options: [{ ...testCase.options?.[0], typeAware: true }] as Options,
  }));

untypedRuleTester().run("require-tool-error-result", rule, {
  valid: [...valid, ...typedOnlyInvalid.map((testCase) => ({ name: `${testCase.name}: without types, nothing to see`, code: testCase.code }))],
  invalid,
});

typedRuleTester().run("require-tool-error-result (typeAware)", rule, {
  valid: typed(valid),
  invalid: typed([...invalid, ...typedOnlyInvalid]),
});

/** The rule with its defaults, untyped, over one file through ESLint's Linter. */
function verifyWithRule(code: string, filename: string): Linter.LintMessage[] {
  const linter = new Linter({ configType: "flat" });
  return linter.verify(
    code,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser as never },
        plugins: { "agent-errors": { rules: { "require-tool-error-result": rule as never } } },
        rules: { "agent-errors/require-tool-error-result": "error" },
      },
    ],
    filename,
  );
}

describe("require-tool-error-result", () => {
  it("typeAware without type information fails with a clear error", () => {
    const linter = new Linter({ configType: "flat" });
    expect(() =>
      linter.verify(
        weather,
        [
          {
            files: ["**/*.ts"],
            languageOptions: { parser: tsParser as never },
            plugins: { "agent-errors": { rules: { "require-tool-error-result": rule as never } } },
            rules: { "agent-errors/require-tool-error-result": ["error", { typeAware: true }] },
          },
        ],
        "weather.ts",
      ),
    ).toThrow(/`typeAware` option needs type information/);
  });

  it("errorText: false leaves results whose only evidence is their text", () => {
    const linter = new Linter({ configType: "flat" });
    const messages = linter.verify(
      weather,
      [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser as never },
          plugins: { "agent-errors": { rules: { "require-tool-error-result": rule as never } } },
          rules: { "agent-errors/require-tool-error-result": ["error", { errorText: false }] },
        },
      ],
      "weather.ts",
    );
    expect(messages).toEqual([]);
  });

  it("tsc's down-levelled async (`__awaiter(..., function* () { ... })`, AntV's chart server): the generator's returns are the handler's", () => {
    const code = `${LOW_LEVEL}
declare const __awaiter: (thisArg: unknown, args: unknown, P: unknown, generator: () => Generator) => Promise<unknown>;
export function setupToolHandlers(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, (request) => __awaiter(this, void 0, void 0, function* () {
    try {
      const response = yield fetch("https://antv-studio.alipay.com/api/gpt-vis", { method: "POST", body: JSON.stringify(request.params.arguments) });
      return { content: [{ type: "text", text: String(yield (response as Response).text()) }] };
    } catch (error) {
      return { content: [{ type: "text", text: "Failed to generate the chart." }] };
    }
  }));
}`;
    const messages = verifyWithRule(code, "chart.ts");
    expect(messages.map((message) => [message.messageId, message.line])).toEqual([["successOnFailure", lineOf(code, "Failed to generate the chart.")]]);
  });

  // The TypeScript parser itself stops at about 500 nested ternaries (a fatal parse error before any
  // rule runs): the analysis must hold up to there, and report each failing branch once.
  it("400 nested conditional results", () => {
    const depth = 400;
    const nested = `${"error ? { content: [{ type: \"text\", text: \"x\" }] } : ".repeat(depth)}{ content: [{ type: "text", text: "ok" }] }`;
    const code = `${MCP}\nexport function register(server: McpServer, error: unknown) {\n  server.registerTool("deep", {}, async () => ${nested});\n}`;
    const messages = verifyWithRule(code, "deep.ts");
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    expect(messages.filter((message) => message.messageId === "successOnFailure")).toHaveLength(depth);
  });
});
