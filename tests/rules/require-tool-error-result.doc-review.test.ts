// An adversarial review of require-tool-error-result, written from its documentation alone by a reviewer who did
// not read the implementation nor the rule's other tests:
// - docs/rules/require-tool-error-result.md (the tool handlers and failure paths, "What it reports", "Not
//   reported", options and examples);
// - docs/configuration.md (toolBoundaries, errorSignals, toolHandlers, errorResponse, "Imported modules");
// - the toolError:v1 and No-Fake-Empty-Data conventions (seeds 001 and 003).
// Every case is a small MCP (or AI SDK) tool file linted through ESLint's API with the `recommended` preset (a few
// with `recommended-type-checked`), in a throwaway project; only this rule's reports are compared, by line.
// 133 cases (nineteenth session, issue #13); 3 failed and were fixed, each marked `// DOC-REVIEW FIXED:`: V32 (tool-error-v1,
// an outputSchema tool with the payload only in structuredContent), Q08 (a data helper's failure text from a promise
// `.catch(cb)`), Q14 (a data helper's field copied into a local before it is shown).
import type { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { lintProject, makeTempDir, writeProject } from "../helpers.js";

const RULE = "agent-errors/require-tool-error-result";

function project(files: Record<string, string>): string {
  return writeProject(makeTempDir("tool-error-result-review"), "tool-error-result-review", files);
}

/** `line` of each report of the rule in the entry file (sorted, numeric). */
async function lint(files: Record<string, string>, entry = "server.ts", extra?: Linter.Config, preset = "recommended"): Promise<number[]> {
  const dir = project(files);
  const messages = await lintProject(dir, [entry], preset, undefined, extra);
  return messages
    .filter((m) => m.ruleId === RULE && m.file === entry)
    .map((m) => m.line)
    .sort((a, b) => a - b);
}

/** The line of the `nth` occurrence of `needle` in `source`. */
function line(source: string, needle: string, nth = 0): number {
  let index = -1;
  for (let i = 0; i <= nth; i++) {
    index = source.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`test bug: no ${needle} (#${nth}) in source`);
  }
  return source.slice(0, index).split("\n").length;
}

const settings = (value: Record<string, unknown>): Linter.Config => ({ settings: { "agent-errors": value } });
const ruleOptions = (options: Record<string, unknown>): Linter.Config => ({ rules: { [RULE]: ["error", options] } });
const TOOL_ERROR_V1 = settings({ errorResponse: "tool-error-v1" });

const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const API = "https://api.example.com";
const server = new McpServer({ name: "demo", version: "1.0.0" });
`;

// ---------------------------------------------------------------------------------------------------------
// The documentation's own examples
// ---------------------------------------------------------------------------------------------------------
describe("the page's examples", () => {
  // "a handler that catches an error and returns { content: [{ type: "text", text: "Error: ..." }] } reports the failure as a successful call"
  it("A01 setRequestHandler(CallToolRequestSchema): a catch that returns content without isError", async () => {
    const src = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { lookupProvider } from "@acme/providers";

const server = new Server({ name: "providers", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return { content: [{ type: "text", text: await lookupProvider(request.params.arguments) }] };
  } catch (err) {
    return { content: [{ type: "text", text: "Provider lookup is down right now." }] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Provider lookup is down")]);
  });

  // "server.setRequestHandler(CallToolRequestSchema, ...) (on any server of the SDK's package, such as an McpServer's own mcp.server)"
  it("A02 mcp.server.setRequestHandler of an McpServer: the branch of !res.ok", async () => {
    const src = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const mcp = new McpServer({ name: "proxy", version: "1.0.0" });

mcp.server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const res = await fetch("https://tools.example.com/call/" + request.params.name, {
    method: "POST",
    body: JSON.stringify(request.params.arguments ?? {}),
  });
  if (!res.ok) {
    return { content: [{ type: "text", text: "The tool host answered " + res.status }] };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "The tool host answered")]);
  });

  // "with errorText, a result whose text reads as an error message ("Failed to ...")" — the MCP quickstart's get-alerts
  it("A03 server.tool get-alerts: `if (!alertsData)` returning \"Failed to retrieve alerts data\"", async () => {
    const src = `${HEAD}
async function makeNWSRequest<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { headers: { "User-Agent": "weather-app/1.0" } });
    if (!response.ok) throw new Error("HTTP " + response.status);
    return (await response.json()) as T;
  } catch (error) {
    console.error("Error making NWS request:", error);
    return null;
  }
}

server.tool("get-alerts", "Get weather alerts for a state", { state: z.string().length(2) }, async ({ state }) => {
  const alertsData = await makeNWSRequest<{ features: unknown[] }>(API + "/alerts?area=" + state);
  if (!alertsData) {
    return { content: [{ type: "text", text: "Failed to retrieve alerts data" }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(alertsData.features) }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Failed to retrieve alerts data")]);
  });

  // "a helper of the file that builds a success result for both paths (textResult(...)) ... called on a failure path | the call"
  it("A04 registerTool: a shared textResult(...) helper called in the catch is reported at the call only", async () => {
    const src = `${HEAD}
import { summarize } from "@acme/summarizer";

function textResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }] };
}

server.registerTool("summarize", { inputSchema: { url: z.string().url() } }, async ({ url }) => {
  try {
    return textResult(await summarize(url));
  } catch {
    return textResult("Summarizing is unavailable.");
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, 'textResult("Summarizing is unavailable.")')]);
  });

  // "an isError: true result without text: no content, content: [], only empty texts | the result or its content"
  it("A05 isError: true with content: [] after !res.ok", async () => {
    const src = `${HEAD}
server.registerTool("delete_branch", { inputSchema: { branch: z.string() } }, async ({ branch }) => {
  const res = await fetch(API + "/branches/" + encodeURIComponent(branch), { method: "DELETE" });
  if (!res.ok) {
    return { isError: true, content: [] };
  }
  return { content: [{ type: "text", text: "Deleted " + branch + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "isError: true, content: []")]);
  });

  // same row: "only empty texts"
  it("A06 isError: true whose only text is empty", async () => {
    const src = `${HEAD}
server.registerTool("close_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await fetch(API + "/issues/" + id + "/close", { method: "POST" });
    return { content: [{ type: "text", text: "Closed." }] };
  } catch {
    return { isError: true, content: [{ type: "text", text: "" }] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, 'text: "" }')]);
  });

  // ✅ Correct: get_order with isError: true on both failure paths
  it("A07 the ✅ get_order example is not reported", async () => {
    const src = `${HEAD}
import { orderService } from "@acme/orders";

server.registerTool("get_order", { inputSchema: { orderId: z.string() } }, async ({ orderId }) => {
  try {
    const order = await orderService.getById(orderId);
    if (!order) {
      return { isError: true, content: [{ type: "text", text: "Order not found. Call list_orders for the valid IDs." }] };
    }
    return { content: [{ type: "text", text: JSON.stringify(order, null, 2) }] };
  } catch (err) {
    return { isError: true, content: [{ type: "text", text: "Order service unavailable. Try again in a minute." }] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "Or let the error bubble up to the server (or a wrapper) that formats it." (handleToolErrors example)
  it("A08 the ✅ handleToolErrors wrapper example, with the wrapper in the file, is not reported", async () => {
    const src = `${HEAD}
import { apiService } from "@acme/api";

function handleToolErrors<A>(name: string, fn: (args: A) => Promise<CallToolResult>): (args: A) => Promise<CallToolResult> {
  return async (args) => {
    try {
      return await fn(args);
    } catch (error) {
      console.warn(name, error);
      return { isError: true, content: [{ type: "text", text: name + " could not finish. Try again later." }] };
    }
  };
}

server.registerTool("get_issue", { inputSchema: { issueId: z.string() } }, handleToolErrors("get_issue", async ({ issueId }: { issueId: string }) => {
  const issue = await apiService.getIssue({ issueId });
  return { content: [{ type: "text", text: issue.title }] };
}));
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Data helpers whose failure text comes back as data
// ---------------------------------------------------------------------------------------------------------
const FETCH_CONTEXT = `async function fetchLibraryContext(libraryId: string): Promise<{ data: string }> {
  try {
    const response = await fetch(API + "/context?libraryId=" + encodeURIComponent(libraryId));
    if (!response.ok) return { data: "Request failed with status " + response.status };
    return { data: await response.text() };
  } catch (error) {
    return { data: "Error fetching library context. Please try again later." };
  }
}
`;

describe("data helpers", () => {
  // "text: response.data after const response = await fetchLibraryContext(id) ... The helper is a function of the file | the result"
  it("B01 context7's query-docs: the helper of the file hides its failures in `data`", async () => {
    const src = `${HEAD}
${FETCH_CONTEXT}
server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "text: response.data")]);
  });

  // "also const { data } = ..."
  it("B02 the same with `const { data } = await fetchLibraryContext(...)`", async () => {
    const src = `${HEAD}
${FETCH_CONTEXT}
server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const { data } = await fetchLibraryContext(libraryId);
  return {
    content: [{ type: "text", text: data }],
  };
});
`;
    // the result (object literal) starts on the `return {` line
    expect(await lint({ "server.ts": src })).toEqual([line(src, "return {\n    content: [{ type: \"text\", text: data }]")]);
  });

  // "or of a module the file imports by a relative path"
  it("B03 the data helper in ./context7.ts, imported as ./context7.js", async () => {
    const helper = `const API = "https://context7.example.com/api";
export ${FETCH_CONTEXT}`;
    const src = `${HEAD}
import { fetchLibraryContext } from "./context7.js";

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(await lint({ "server.ts": src, "context7.ts": helper })).toEqual([line(src, "text: response.data")]);
  });

  // "where the helper puts a failure's text in that field on a failure path (... or after !response.ok)"
  it("B04 a helper whose only failure text is after !response.ok (no catch)", async () => {
    const src = `${HEAD}
async function searchCode(query: string): Promise<{ summary: string }> {
  const response = await fetch(API + "/search?q=" + encodeURIComponent(query));
  if (!response.ok) {
    return { summary: "Search failed with status " + response.status };
  }
  const body = (await response.json()) as { hits: string[] };
  return { summary: body.hits.join("\\n") };
}

server.registerTool("search_code", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const result = await searchCode(query);
  return { content: [{ type: "text", text: result.summary }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "text: result.summary")]);
  });

  // "also ... error ?? "None found"": the field passes through `??`
  it("B05 the helper's field shown through `?? \"None found\"`", async () => {
    const src = `${HEAD}
async function lookupSymbol(name: string): Promise<{ summary?: string }> {
  try {
    const res = await fetch(API + "/symbols/" + encodeURIComponent(name));
    const body = (await res.json()) as { summary?: string };
    return { summary: body.summary };
  } catch (error) {
    return { summary: "Error looking up " + name + ": " + String(error) };
  }
}

server.registerTool("lookup_symbol", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const { summary } = await lookupSymbol(name);
  return { content: [{ type: "text", text: summary ?? "None found" }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, 'text: summary ?? "None found"')]);
  });

  // "not when the handler tests the helper's result first (if (response.error))"
  it("B06 tested first with `if (response.error)`: not reported", async () => {
    const src = `${HEAD}
async function fetchLibraryContext(libraryId: string): Promise<{ data: string; error?: string }> {
  try {
    const response = await fetch(API + "/context?libraryId=" + encodeURIComponent(libraryId));
    if (!response.ok) return { data: "Request failed with status " + response.status, error: "HTTP " + response.status };
    return { data: await response.text() };
  } catch (error) {
    return { data: "Error fetching library context.", error: "unreachable" };
  }
}

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  if (response.error) {
    return { isError: true, content: [{ type: "text", text: "Documentation service unavailable. Try again later." }] };
  }
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "nor for a field its failures leave empty (results: [])"
  it("B07 a field the helper's failure leaves empty (`results: []`) is not this rule's finding", async () => {
    const src = `${HEAD}
async function searchIssues(query: string): Promise<{ results: string[]; message: string }> {
  try {
    const res = await fetch(API + "/issues?q=" + encodeURIComponent(query));
    const body = (await res.json()) as { items: string[] };
    return { results: body.items, message: "ok" };
  } catch (error) {
    return { results: [], message: "Error searching issues: " + String(error) };
  }
}

server.registerTool("search_issues", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const response = await searchIssues(query);
  return { content: [{ type: "text", text: JSON.stringify(response.results) }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "the ✅ ... the helper says that it failed, and the tool returns an error result" ("error" in response)
  it("B08 the ✅ fetchLibraryContext returning { error } tested with \"error\" in response", async () => {
    const src = `${HEAD}
async function fetchLibraryContext(libraryId: string): Promise<{ data: string } | { error: string }> {
  try {
    const response = await fetch(API + "/context?libraryId=" + encodeURIComponent(libraryId));
    if (!response.ok) return { error: "Request failed with status " + response.status };
    return { data: await response.text() };
  } catch (error) {
    return { error: "Error fetching library context. Please try again later." };
  }
}

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  if ("error" in response) return { isError: true, content: [{ type: "text", text: response.error }] };
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Helpers: classes and the file's functions
// ---------------------------------------------------------------------------------------------------------
describe("helpers of the file and of classes", () => {
  // "or a method of the tool's class ...: this.toResult(...), called on a failure path | the call"
  it("C01 a method of the tool's class, this.toResult(...), in a catch", async () => {
    const src = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { BillingClient } from "@acme/billing";

export class BillingTools {
  constructor(private readonly server: McpServer, private readonly billing: BillingClient) {}

  register(): void {
    this.server.registerTool("get_invoice", { inputSchema: { id: z.string() } }, async ({ id }) => {
      try {
        const invoice = await this.billing.invoices.get(id);
        return this.toResult(JSON.stringify(invoice));
      } catch (error) {
        return this.toResult("Invoice lookup is unavailable.");
      }
    });
  }

  private toResult(text: string): CallToolResult {
    return { content: [{ type: "text", text }] };
  }
}
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, 'this.toResult("Invoice lookup')]);
  });

  // "or of the class of the file it extends"
  it("C02 a method of the base class of the same file", async () => {
    const src = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

abstract class BaseTool {
  protected toResult(text: string): CallToolResult {
    return { content: [{ type: "text", text }] };
  }
}

export class WeatherTool extends BaseTool {
  register(server: McpServer): void {
    server.registerTool("forecast", { inputSchema: { city: z.string() } }, async ({ city }) => {
      const res = await fetch("https://weather.example.com/forecast?city=" + encodeURIComponent(city));
      if (!res.ok) {
        return this.toResult("No forecast for " + city + " right now.");
      }
      return this.toResult(await res.text());
    });
  }
}
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, 'this.toResult("No forecast')]);
  });

  // same row: a success helper on the success path only (and isError on the failure path) is fine
  it("C03 this.toResult(...) only on the success path", async () => {
    const src = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

export class WeatherTool {
  register(server: McpServer): void {
    server.registerTool("forecast", { inputSchema: { city: z.string() } }, async ({ city }) => {
      const res = await fetch("https://weather.example.com/forecast?city=" + encodeURIComponent(city));
      if (!res.ok) {
        return { isError: true, content: [{ type: "text", text: "No forecast for that city right now." }] };
      }
      return this.toResult(await res.text());
    });
  }

  private toResult(text: string): CallToolResult {
    return { content: [{ type: "text", text }] };
  }
}
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "a helper of the file called only on failure paths (describeFailure(e) in a catch), whose result has no isError | the object literal in the helper"
  it("C04 describeFailure(e) called only in a catch: reported at the object literal in the helper", async () => {
    const src = `${HEAD}
function describeFailure(error: unknown) {
  const reason = error instanceof Error ? error.name : "unknown";
  return {
    content: [{ type: "text" as const, text: "The assignment service did not answer (" + reason + ")." }],
  };
}

server.registerTool("assign_issue", { inputSchema: { issue: z.string(), user: z.string() } }, async ({ issue, user }) => {
  try {
    await fetch(API + "/issues/" + issue + "/assign", { method: "POST", body: JSON.stringify({ user }) });
    return { content: [{ type: "text", text: "Assigned." }] };
  } catch (e) {
    return describeFailure(e);
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "return {\n    content: [{ type: \"text\" as const, text: \"The assignment")]);
  });

  // "the functions of the file that build the result (return errorResult(e)), with the failure context carried into them"
  it("C05 an errorResult(e) helper of the file with isError: true is not reported", async () => {
    const src = `${HEAD}
function errorResult(error: unknown): CallToolResult {
  return { isError: true, content: [{ type: "text", text: "Lookup failed: " + (error instanceof Error ? error.name : "unknown") }] };
}

server.registerTool("lookup", { inputSchema: { key: z.string() } }, async ({ key }) => {
  try {
    const res = await fetch(API + "/kv/" + key);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (e) {
    return errorResult(e);
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Which functions are tool handlers
// ---------------------------------------------------------------------------------------------------------
const FAILING_HANDLER = `async ({ owner, repo }: { owner: string; repo: string }) => {
      try {
        const res = await fetch(API + "/repos/" + owner + "/" + repo + "/runs");
        return { content: [{ type: "text" as const, text: await res.text() }] };
      } catch (error) {
        return { content: [{ type: "text" as const, text: "Workflow runs are unavailable." }] };
      }
    }`;

describe("tool handlers", () => {
  // "the handlers of a collection of the file that a registration in a loop goes through (for (const tool of tools) server.registerTool(tool.name, tool.config, tool.handler))"
  it("D01 for...of over a const array of tool objects", async () => {
    const src = `${HEAD}
const tools = [
  {
    name: "list_runs",
    config: { description: "List workflow runs", inputSchema: { owner: z.string(), repo: z.string() } },
    handler: ${FAILING_HANDLER},
  },
];

for (const tool of tools) server.registerTool(tool.name, tool.config, tool.handler);
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Workflow runs are unavailable.")]);
  });

  // "Object.values(toolsByName).forEach(({ handler }) => ...)"
  it("D02 Object.values(toolsByName).forEach(({ name, config, handler }) => ...)", async () => {
    const src = `${HEAD}
const toolsByName = {
  list_runs: {
    name: "list_runs",
    config: { description: "List workflow runs", inputSchema: { owner: z.string(), repo: z.string() } },
    handler: ${FAILING_HANDLER},
  },
};

Object.values(toolsByName).forEach(({ name, config, handler }) => {
  server.registerTool(name, config, handler);
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Workflow runs are unavailable.")]);
  });

  // "Object.entries(toolsByName).forEach(([name, { config, handler }]) => ...)"
  it("D03 Object.entries(toolsByName).forEach(([name, { config, handler }]) => ...)", async () => {
    const src = `${HEAD}
const toolsByName = {
  list_runs: {
    config: { description: "List workflow runs", inputSchema: { owner: z.string(), repo: z.string() } },
    handler: ${FAILING_HANDLER},
  },
} as const;

Object.entries(toolsByName).forEach(([name, { config, handler }]) => server.registerTool(name, config, handler));
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Workflow runs are unavailable.")]);
  });

  // "the function property of a tool definition object the module exports for another to register (export const getRunsTool = { schema, handler })"
  it("D04 an exported { name, description, inputSchema, handler } definition, registered elsewhere", async () => {
    const src = `import { z } from "zod";

const API = "https://ci.example.com/api";

export const getRunsTool = {
  name: "get_runs",
  description: "List the CI runs of a pipeline",
  inputSchema: { pipeline: z.string() },
  handler: async ({ pipeline }: { pipeline: string }) => {
    const res = await fetch(API + "/pipelines/" + pipeline + "/runs");
    if (!res.ok) {
      return { content: [{ type: "text" as const, text: "CI answered " + res.status + " for " + pipeline }] };
    }
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
};
`;
    expect(await lint({ "tools/get-runs.ts": src }, "tools/get-runs.ts")).toEqual([line(src, "CI answered ")]);
  });

  // "... whose function returns tool results by their shape and is not called in its own module"
  it("D05 the same object whose handler is called in its own module is not a definition for another module", async () => {
    const src = `import { z } from "zod";

const API = "https://ci.example.com/api";

export const getRunsTool = {
  name: "get_runs",
  description: "List the CI runs of a pipeline",
  inputSchema: { pipeline: z.string() },
  handler: async ({ pipeline }: { pipeline: string }) => {
    const res = await fetch(API + "/pipelines/" + pipeline + "/runs");
    if (!res.ok) {
      return { content: [{ type: "text" as const, text: "CI answered " + res.status + " for " + pipeline }] };
    }
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
};

export async function printRuns(pipeline: string): Promise<void> {
  const result = await getRunsTool.handler({ pipeline });
  console.log(result.content[0]?.text);
}
`;
    expect(await lint({ "tools/get-runs.ts": src }, "tools/get-runs.ts")).toEqual([]);
  });

  // "a project's own registration (agent.server.tool(...)) ... also through a function of the file it calls ((args) => getProjectsTool.handler(args), the tool a const definition object)"
  it("D06 agent.server.tool(...) through (args) => getProjectsTool.handler(args)", async () => {
    const src = `import { z } from "zod";
import type { Agent } from "./agent.js";

const getProjectsTool = {
  name: "get_projects",
  handler: async (args: { org: string }) => {
    try {
      const res = await fetch("https://pm.example.com/orgs/" + args.org + "/projects");
      return { content: [{ type: "text" as const, text: await res.text() }] };
    } catch {
      return { content: [{ type: "text" as const, text: "Projects are unavailable right now." }] };
    }
  },
};

export function registerProjectTools(agent: Agent): void {
  agent.server.tool("get_projects", "List the projects of an org", { org: z.string() }, (args) => getProjectsTool.handler(args));
}
`;
    expect(await lint({ "tools.ts": src }, "tools.ts")).toEqual([line(src, "Projects are unavailable right now.")]);
  });

  // "a function written apart from its registration that declares a tool result as what it returns (async function handleGetIssue(args): Promise<CallToolResult>, not called in its own file)"
  it("D07 export async function handleGetIssue(args): Promise<CallToolResult>, untyped preset", async () => {
    const src = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { issues } from "@acme/tracker";

export async function handleGetIssue(args: { id: string }): Promise<CallToolResult> {
  try {
    const issue = await issues.get(args.id);
    return { content: [{ type: "text", text: JSON.stringify(issue) }] };
  } catch (error) {
    return { content: [{ type: "text", text: "The tracker did not answer for " + args.id + "." }] };
  }
}
`;
    expect(await lint({ "handlers/get-issue.ts": src }, "handlers/get-issue.ts")).toEqual([line(src, "The tracker did not answer")]);
  });

  // same bullet: "not called in its own file": called by a CLI of its own file, it is not a handler
  it("D08 the same function called in its own file is not taken as a handler (untyped)", async () => {
    const src = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { issues } from "@acme/tracker";

async function handleGetIssue(args: { id: string }): Promise<CallToolResult> {
  try {
    const issue = await issues.get(args.id);
    return { content: [{ type: "text", text: JSON.stringify(issue) }] };
  } catch (error) {
    return { content: [{ type: "text", text: "The tracker did not answer for " + args.id + "." }] };
  }
}

export async function main(id: string): Promise<void> {
  const result = await handleGetIssue({ id });
  console.log(JSON.stringify(result));
}
`;
    expect(await lint({ "cli.ts": src }, "cli.ts")).toEqual([]);
  });

  // "the function a handler wrapper of the file returns (... or any wrapper whose signature names CallToolResult)"
  it("D09 a wrapper whose signature names CallToolResult, with no registration in the file: its returned function's catch", async () => {
    const src = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export function withToolErrors<A>(name: string, fn: (args: A) => Promise<CallToolResult>): (args: A) => Promise<CallToolResult> {
  return async (args: A) => {
    try {
      return await fn(args);
    } catch (error) {
      console.warn("tool " + name + " failed", error);
      return { content: [{ type: "text", text: name + " is unavailable right now." }] };
    }
  };
}
`;
    expect(await lint({ "wrap.ts": src }, "wrap.ts")).toEqual([line(src, "is unavailable right now.")]);
  });

  // "the function a handler wrapper of the file returns (handleToolErrors("x", async (args) => ...))": the wrapped handler's own failure path
  it("D10 a failure path inside the function passed to handleToolErrors(\"x\", async (args) => ...)", async () => {
    const src = `${HEAD}
function handleToolErrors<A>(name: string, fn: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await fn(args);
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: name + " could not finish." }] };
    }
  };
}

server.registerTool("get_issue", { inputSchema: { issueId: z.string() } }, handleToolErrors("get_issue", async ({ issueId }: { issueId: string }) => {
  const res = await fetch(API + "/issues/" + issueId);
  if (!res.ok) {
    return { content: [{ type: "text", text: "The tracker answered " + res.status + "." }] };
  }
  return { content: [{ type: "text", text: await res.text() }] };
}));
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "The tracker answered ")]);
  });

  // Options, toolHandlers: "Names of functions of the linted file that return tool results although no registration of the file shows it"
  it("D11 toolHandlers: [\"handleSearch\"] makes an unregistered, untyped function a handler", async () => {
    const src = `import { search } from "@acme/search";

export async function handleSearch(args: { query: string }) {
  try {
    const hits = await search(args.query);
    return { content: [{ type: "text", text: JSON.stringify(hits) }] };
  } catch {
    return { content: [{ type: "text", text: "Search is down for maintenance." }] };
  }
}
`;
    expect(await lint({ "search.ts": src }, "search.ts", ruleOptions({ toolHandlers: ["handleSearch"] }))).toEqual([line(src, "Search is down")]);
  });

  // "Functions that are not tool handlers may fall back as they like." (the same file without the option)
  it("D12 the same function without the toolHandlers entry is not reported", async () => {
    const src = `import { search } from "@acme/search";

export async function handleSearch(args: { query: string }) {
  try {
    const hits = await search(args.query);
    return { content: [{ type: "text", text: JSON.stringify(hits) }] };
  } catch {
    return { content: [{ type: "text", text: "Search is down for maintenance." }] };
  }
}
`;
    expect(await lint({ "search.ts": src }, "search.ts")).toEqual([]);
  });

  // "AI SDK tool({ execute })"
  it("D13 AI SDK tool({ execute }) returning an MCP-shaped result from its catch", async () => {
    const src = `import { tool } from "ai";
import { z } from "zod";

export const fetchPage = tool({
  description: "Fetch a web page as text",
  inputSchema: z.object({ url: z.string().url() }),
  execute: async ({ url }) => {
    try {
      const res = await fetch(url);
      return { content: [{ type: "text", text: await res.text() }] };
    } catch {
      return { content: [{ type: "text", text: "The page could not be reached." }] };
    }
  },
});
`;
    expect(await lint({ "tools.ts": src }, "tools.ts")).toEqual([line(src, "The page could not be reached.")]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Failure paths, and what is not one
// ---------------------------------------------------------------------------------------------------------
describe("failure paths", () => {
  // "a promise rejection handler (.catch(cb), ...)"
  it("E01 .catch(cb) returning a success-shaped result", async () => {
    const src = `${HEAD}
server.registerTool("get_user", { inputSchema: { login: z.string() } }, ({ login }) =>
  fetch(API + "/users/" + login)
    .then(async (res) => ({ content: [{ type: "text" as const, text: await res.text() }] }))
    .catch(() => ({ content: [{ type: "text" as const, text: "User directory is offline." }] })),
);
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "User directory is offline.")]);
  });

  // "a promise rejection handler (..., .then(ok, cb))"
  it("E02 .then(ok, cb) with cb returning a success-shaped result", async () => {
    const src = `${HEAD}
server.registerTool("get_user", { inputSchema: { login: z.string() } }, ({ login }) =>
  fetch(API + "/users/" + login).then(
    async (res) => ({ content: [{ type: "text" as const, text: await res.text() }] }),
    () => ({ content: [{ type: "text" as const, text: "User directory is offline." }] }),
  ),
);
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "User directory is offline.")]);
  });

  // "a switch (res.status) case of 400 or more"
  it("E03 switch (res.status): case 404 is a failure path, case 200 is not", async () => {
    const src = `${HEAD}
server.registerTool("get_repo", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await fetch(API + "/repos/" + repo);
  switch (res.status) {
    case 200:
      return { content: [{ type: "text", text: await res.text() }] };
    case 404:
      return { content: [{ type: "text", text: "No repository named " + repo + "." }] };
    default:
      throw new Error("Unexpected status " + res.status);
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "No repository named")]);
  });

  // "res.status >= 400"
  it("E04 the branch of res.status >= 400", async () => {
    const src = `${HEAD}
server.registerTool("create_label", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const res = await fetch(API + "/labels", { method: "POST", body: JSON.stringify({ name }) });
  if (res.status >= 400) {
    return { content: [{ type: "text", text: "Label " + name + " was not created (" + res.status + ")." }] };
  }
  return { content: [{ type: "text", text: "Created label " + name + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "was not created")]);
  });

  // "the code after if (res.ok) return ...;"
  it("E05 the code after `if (res.ok) return ...;`", async () => {
    const src = `${HEAD}
server.registerTool("get_pr", { inputSchema: { number: z.number() } }, async ({ number }) => {
  const res = await fetch(API + "/pulls/" + number);
  if (res.ok) return { content: [{ type: "text", text: await res.text() }] };
  return { content: [{ type: "text", text: "Pull request " + number + " is not available (" + res.status + ")." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "is not available (")]);
  });

  // "(not after if (res.status === 204) return ...;, which leaves the success with a body)"
  it("E06 the code after `if (res.status === 204) return ...;` is not a failure path", async () => {
    const src = `${HEAD}
server.registerTool("sync_fork", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await fetch(API + "/repos/" + repo + "/sync", { method: "POST" });
  if (res.status === 204) return { content: [{ type: "text", text: "Already up to date." }] };
  const body = (await res.json()) as { merged: number };
  return { content: [{ type: "text", text: "Merged " + body.merged + " commits." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "the code after a try whose block always returns (only its catch leads there)"
  it("E07 the code after a try whose block always returns", async () => {
    const src = `${HEAD}
server.registerTool("get_metrics", { inputSchema: { service: z.string() } }, async ({ service }) => {
  try {
    const res = await fetch(API + "/metrics/" + service);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (error) {
    console.warn("metrics lookup", error);
  }
  return { content: [{ type: "text", text: "No metrics for " + service + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "No metrics for ")]);
  });

  // "not failure paths: the success side of a check inside a failure branch (if (retry.ok) return ... after a 409 answered with an update)"
  it("E08 if (retry.ok) return ... inside the !res.ok branch of a 409", async () => {
    const src = `${HEAD}
server.registerTool("upsert_secret", { inputSchema: { name: z.string(), value: z.string() } }, async ({ name, value }) => {
  const res = await fetch(API + "/secrets", { method: "POST", body: JSON.stringify({ name, value }) });
  if (!res.ok) {
    if (res.status === 409) {
      const retry = await fetch(API + "/secrets/" + name, { method: "PUT", body: JSON.stringify({ value }) });
      if (retry.ok) return { content: [{ type: "text", text: "Updated the existing secret " + name + "." }] };
    }
    return { isError: true, content: [{ type: "text", text: "Could not store the secret. Check its name and retry." }] };
  }
  return { content: [{ type: "text", text: "Created secret " + name + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "? : (its branches are failure paths when its test is an error check)"
  it("E09 a conditional whose test is res.ok: its failure branch", async () => {
    const src = `${HEAD}
server.registerTool("get_build", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await fetch(API + "/builds/" + id);
  return res.ok
    ? { content: [{ type: "text", text: await res.text() }] }
    : { content: [{ type: "text", text: "Build " + id + " is unknown to the CI." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "is unknown to the CI.")]);
  });

  // "local variables (a write in a catch is on the failure path)"
  it("E10 a local written in the catch and returned after it", async () => {
    const src = `${HEAD}
server.registerTool("get_quota", { inputSchema: { account: z.string() } }, async ({ account }) => {
  let result: CallToolResult;
  try {
    const res = await fetch(API + "/quota/" + account);
    result = { content: [{ type: "text", text: await res.text() }] };
  } catch (error) {
    result = { content: [{ type: "text", text: "Quota service unavailable." }] };
  }
  return result;
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Quota service unavailable.")]);
  });

  // "result.isError" (an upstream tool's error, proxied)
  it("E11 the branch of result.isError, proxying another MCP server's tool", async () => {
    const src = `${HEAD}
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

const upstream = new Client({ name: "proxy", version: "1.0.0" });

server.registerTool("remote_search", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const result = await upstream.callTool({ name: "search", arguments: { query } });
  if (result.isError) {
    return { content: [{ type: "text", text: "The remote search did not answer." }] };
  }
  return result as CallToolResult;
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "The remote search did not answer.")]);
  });

  // "the error signals of the settings such as ok === false"
  it("E12 the branch of `data.ok === false` (default errorSignals)", async () => {
    const src = `${HEAD}
server.registerTool("post_message", { inputSchema: { channel: z.string(), text: z.string() } }, async ({ channel, text }) => {
  const res = await fetch(API + "/chat.postMessage", { method: "POST", body: JSON.stringify({ channel, text }) });
  const data = (await res.json()) as { ok: boolean; ts?: string };
  if (data.ok === false) {
    return { content: [{ type: "text", text: "Slack did not post the message to " + channel + "." }] };
  }
  return { content: [{ type: "text", text: "Posted at " + data.ts + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Slack did not post")]);
  });

  // "e instanceof Error" (a branch of an error check outside a catch: a result union)
  it("E13 the branch of `value instanceof Error`", async () => {
    const src = `${HEAD}
import { loadConfig } from "@acme/config";

server.registerTool("show_config", { inputSchema: { env: z.string() } }, async ({ env }) => {
  const config: Record<string, string> | Error = await loadConfig(env);
  if (config instanceof Error) {
    return { content: [{ type: "text", text: "No configuration for " + env + "." }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(config) }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "No configuration for")]);
  });

  // "a catch around parsing only, such as JSON.parse, ... is a choice, not a failure, unless the text it returns reads as an error message"
  it("E14 a catch around JSON.parse only, with a hint that does not read as an error", async () => {
    const src = `${HEAD}
server.registerTool("query_items", { inputSchema: { filter: z.string() } }, async ({ filter }) => {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(filter) as Record<string, unknown>;
  } catch {
    return { content: [{ type: "text", text: "Pass the filter as JSON, for example {\\"state\\":\\"open\\"}." }] };
  }
  const res = await fetch(API + "/items?" + new URLSearchParams(parsed as Record<string, string>));
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "errorText ... The phrases are anchored at the start of the text ..., so "Error rate: 2%" is not one."
  it("E15 a success whose text starts with \"Error rate:\" is not an error message", async () => {
    const src = `${HEAD}
server.registerTool("service_health", { inputSchema: { service: z.string() } }, async ({ service }) => {
  const res = await fetch(API + "/health/" + service);
  if (!res.ok) throw new Error("health endpoint answered " + res.status);
  const { errorRate } = (await res.json()) as { errorRate: number };
  return { content: [{ type: "text", text: "Error rate: " + errorRate + "%" }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "set errorText: false if your success texts start like error messages" / "a failure whose only evidence in the handler is its text"
  it("E16 errorText: false: the get-alerts `Failed to ...` result is no longer a failure path", async () => {
    const src = `${HEAD}
import { makeNWSRequest } from "@acme/nws";

server.tool("get-alerts", "Get weather alerts for a state", { state: z.string().length(2) }, async ({ state }) => {
  const alertsData = await makeNWSRequest(API + "/alerts?area=" + state);
  if (!alertsData) {
    return { content: [{ type: "text", text: "Failed to retrieve alerts data" }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(alertsData) }] };
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", ruleOptions({ errorText: false }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// What is reported, and what is not
// ---------------------------------------------------------------------------------------------------------
describe("flags, spreads, empty content, elicitations", () => {
  // "the same with isError: false | the object literal"
  it("F01 isError: false in a catch", async () => {
    const src = `${HEAD}
server.registerTool("get_invoice", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(API + "/invoices/" + id);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch {
    return { isError: false, content: [{ type: "text", text: "Invoices are unavailable." }] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "isError: false")]);
  });

  // "Not reported: a flag that is computed (isError: res.status === "failed")"
  it("F02 a computed isError flag", async () => {
    const src = `${HEAD}
server.registerTool("job_status", { inputSchema: { jobId: z.string() } }, async ({ jobId }) => {
  const res = await fetch(API + "/jobs/" + jobId);
  const job = (await res.json()) as { status: string; log: string };
  if (!res.ok) {
    return { isError: job.status === "failed", content: [{ type: "text", text: job.log }] };
  }
  return { content: [{ type: "text", text: job.log }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "Not reported: a flag ... written later (result.isError = true)"
  it("F03 a flag written later (result.isError = true)", async () => {
    const src = `${HEAD}
server.registerTool("export_report", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(API + "/reports/" + id + "/export", { method: "POST" });
    return { content: [{ type: "text", text: await res.text() }] };
  } catch {
    const result: CallToolResult = { content: [{ type: "text", text: "The export service is busy. Retry in a minute." }] };
    result.isError = true;
    return result;
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "Not reported: ... a spread that may carry it"
  it("F04 a spread that may carry isError", async () => {
    const src = `${HEAD}
import { toolFailure } from "@acme/mcp-kit";

server.registerTool("get_dashboard", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(API + "/dashboards/" + id);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (error) {
    return { ...toolFailure(error), content: [{ type: "text", text: "Dashboards are unavailable." }] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "Not reported: an elicitation (structuredContent.kind: "needsInput:v1" ...)"
  it("F05 an elicitation (needsInput:v1) returned on an error branch", async () => {
    const src = `${HEAD}
server.registerTool("deploy", { inputSchema: { project: z.string() } }, async ({ project }) => {
  const res = await fetch(API + "/projects?name=" + encodeURIComponent(project));
  const found = (await res.json()) as { error?: string; candidates: string[] };
  if (found.error) {
    return {
      content: [{ type: "text", text: "Which project did you mean? " + found.candidates.join(", ") }],
      structuredContent: { kind: "needsInput:v1", question: "Which project?", options: found.candidates },
    };
  }
  return { content: [{ type: "text", text: "Deploying " + project + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "Not reported: ... { content: [] } in a catch, which is no-empty-catch-fallback's finding"
  it("F06 { content: [] } in a catch is the other rule's", async () => {
    const src = `${HEAD}
server.registerTool("list_tags", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  try {
    const res = await fetch(API + "/repos/" + repo + "/tags");
    const tags = (await res.json()) as string[];
    return { content: tags.map((tag) => ({ type: "text" as const, text: tag })) };
  } catch {
    return { content: [] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// errorResponse: "tool-error-v1"
// ---------------------------------------------------------------------------------------------------------
const PATTERN_HEAD = `${HEAD}
import { patterns } from "@acme/patterns";
`;

describe('errorResponse: "tool-error-v1"', () => {
  // "an error result without a toolError:v1 payload in structuredContent | the result"
  it("G01 an isError: true result without a payload", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("list_analysis_rules", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await patterns.rules()) }] };
  } catch {
    return { isError: true, content: [{ type: "text", text: "Network error: Request timeout" }] };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, "Network error: Request timeout")]);
  });

  // "a payload with a code outside the convention's list | the payload, code or flag" (BAD_REQUEST)
  it("G02 a code outside the list (BAD_REQUEST)", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("review_code", { inputSchema: { diff: z.string() } }, async ({ diff }) => {
  const res = await fetch(API + "/review", { method: "POST", body: diff });
  if (!res.ok) {
    const message = "The review service rejected the diff.";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "BAD_REQUEST", message, retryable: false },
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, 'code: "BAD_REQUEST"')]);
  });

  // "with retryable against its code (NETWORK_ERROR/SERVER_ERROR retryable ...)"
  it("G03 NETWORK_ERROR with retryable: false", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("analyze_code", { inputSchema: { code: z.string() } }, async ({ code }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await patterns.analyze(code)) }] };
  } catch {
    const message = "Network error: Request timeout";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "NETWORK_ERROR", message, retryable: false },
    };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, 'code: "NETWORK_ERROR"')]);
  });

  // "a missing flag reads as "do not retry"" — SERVER_ERROR must be retryable
  it("G04 SERVER_ERROR without retryable (a missing flag reads as do not retry)", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("analyze_code", { inputSchema: { code: z.string() } }, async ({ code }) => {
  const res = await fetch(API + "/analyze", { method: "POST", body: code });
  if (res.status >= 500) {
    const message = "Internal server error: the analyzer is down";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "SERVER_ERROR", message, details: { statusCode: res.status } },
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, 'code: "SERVER_ERROR"')]);
  });

  // same row, the valid side: NOT_FOUND without retryable ("the others not; a missing flag reads as do not retry")
  it("G05 NOT_FOUND without retryable is fine", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("get_rule", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await fetch(API + "/rules/" + id);
  if (res.status === 404) {
    const message = "No rule " + id + ". Call list_analysis_rules for the valid IDs.";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "NOT_FOUND", message, details: { statusCode: 404 } },
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([]);
  });

  // "a payload ... without code or message"
  it("G06 a payload without message", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("list_analysis_rules", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await patterns.rules()) }] };
  } catch {
    return {
      isError: true,
      content: [{ type: "text", text: "The rules catalog is unavailable." }],
      structuredContent: { kind: "toolError:v1", code: "SERVER_ERROR", retryable: true },
    };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, 'kind: "toolError:v1", code: "SERVER_ERROR", retryable')]);
  });

  // "an error result of a tool that takes format (destructured ...) whose content has no JSON block ... and is not built under a test of format | its content"
  it("G07 a tool that takes `format`: an error result without a JSON block", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("search_patterns", { inputSchema: { query: z.string(), format: z.enum(["markdown", "json", "both"]).default("markdown") } }, async ({ query, format }) => {
  try {
    const hits = await patterns.search(query);
    return { content: [{ type: "text", text: format === "markdown" ? hits.map(String).join("\\n") : JSON.stringify(hits) }] };
  } catch {
    const payload = { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true };
    return {
      isError: true,
      content: [{ type: "text", text: payload.message, mimeType: "text/markdown" }],
      structuredContent: payload,
    };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, 'content: [{ type: "text", text: payload.message')]);
  });

  // the ✅ example: "the payload in structuredContent, and the JSON block where the tool takes format"
  it("G08 the ✅ format-gated example is not reported", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("get_pattern", { inputSchema: { id: z.string(), format: z.enum(["markdown", "json", "both"]).default("markdown") } }, async ({ id, format }) => {
  try {
    const pattern = await patterns.get(id);
    return { content: [{ type: "text", text: JSON.stringify(pattern) }] };
  } catch {
    const payload = { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true };
    return {
      isError: true,
      content: [
        ...(format !== "json" ? [{ type: "text" as const, text: payload.message, mimeType: "text/markdown" }] : []),
        ...(format !== "markdown" ? [{ type: "text" as const, text: JSON.stringify(payload, null, 2), mimeType: "application/json" }] : []),
      ],
      structuredContent: payload,
    };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([]);
  });

  // "(or, for a tool with an outputSchema, ... in a JSON text block: text: JSON.stringify({ kind: "toolError:v1", ... }))"
  it("G09 a tool with an outputSchema: the payload in a JSON text block, no structuredContent", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool(
  "get_stats",
  { inputSchema: { repo: z.string() }, outputSchema: { stars: z.number(), forks: z.number() } },
  async ({ repo }) => {
    try {
      const stats = (await (await fetch(API + "/repos/" + repo + "/stats")).json()) as { stars: number; forks: number };
      return { content: [{ type: "text", text: JSON.stringify(stats) }], structuredContent: stats };
    } catch {
      return {
        isError: true,
        content: [{ type: "text", text: JSON.stringify({ kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true }) }],
      };
    }
  },
);
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([]);
  });

  // "an elicitation ... the toolError:v1 convention treats missing input as a question, not an error" (also under tool-error-v1)
  it("G10 an elicitation under tool-error-v1 needs no toolError payload", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("get_pattern", { inputSchema: { id: z.string().optional() } }, async ({ id }) => {
  const res = await fetch(API + "/patterns?id=" + (id ?? ""));
  const body = (await res.json()) as { error?: string; candidates: string[] };
  if (body.error) {
    return {
      content: [{ type: "text", text: "Which pattern? " + body.candidates.join(", ") }],
      structuredContent: { kind: "needsInput:v1", question: "Which pattern?", options: body.candidates },
    };
  }
  return { content: [{ type: "text", text: JSON.stringify(body) }] };
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// typeAware (recommended-type-checked)
// ---------------------------------------------------------------------------------------------------------
const RESULTS_MODULE = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export function textResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }] };
}

export function errorResult(text: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text }] };
}
`;

describe("typeAware", () => {
  // "with typeAware: ... a call of a helper of the program's other modules that returns such a result on every path, whatever its declared type (textResult(text) typed CallToolResult ...) | the call or name"
  it("H01 typed: an imported textResult(...) typed CallToolResult, in a catch", async () => {
    const src = `${HEAD}
import { textResult } from "./results.js";

server.registerTool("summarize", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    const res = await fetch(url);
    return textResult(await res.text());
  } catch {
    return textResult("Summarizing is unavailable.");
  }
});
`;
    expect(await lint({ "server.ts": src, "results.ts": RESULTS_MODULE }, "server.ts", undefined, "recommended-type-checked")).toEqual([line(src, 'textResult("Summarizing')]);
  });

  // "errorResult(text) with isError: true is not"
  it("H02 typed: an imported errorResult(...) with isError: true is not reported", async () => {
    const src = `${HEAD}
import { errorResult, textResult } from "./results.js";

server.registerTool("summarize", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    const res = await fetch(url);
    return textResult(await res.text());
  } catch {
    return errorResult("Summarizing is unavailable.");
  }
});
`;
    expect(await lint({ "server.ts": src, "results.ts": RESULTS_MODULE }, "server.ts", undefined, "recommended-type-checked")).toEqual([]);
  });

  // "a result is also recognised by its contextual type, so async function handleGetOrder(id): Promise<CallToolResult> in a module without any registration is checked"
  it("H03 typed: a Promise<CallToolResult> function called in its own file is still checked", async () => {
    const src = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { orders } from "@acme/orders";

async function handleGetOrder(id: string): Promise<CallToolResult> {
  try {
    const order = await orders.get(id);
    return { content: [{ type: "text", text: JSON.stringify(order) }] };
  } catch {
    return { content: [{ type: "text", text: "Order service unavailable." }] };
  }
}

export async function handle(name: string, args: { id: string }): Promise<CallToolResult> {
  if (name === "get_order") return handleGetOrder(args.id);
  throw new Error("Unknown tool " + name);
}
`;
    expect(await lint({ "handlers.ts": src }, "handlers.ts", undefined, "recommended-type-checked")).toEqual([line(src, "Order service unavailable.")]);
  });

  // configuration.md: "a function that another module registers as a tool by reference ... is a tool handler in its own file" (with types)
  it("H04 typed: a plain function registered by reference in server.ts is a handler in its own file", async () => {
    const handler = `import { issues } from "@acme/tracker";

export async function handleReopenIssue({ id }: { id: string }) {
  try {
    await issues.reopen(id);
    return { content: [{ type: "text" as const, text: "Reopened " + id + "." }] };
  } catch {
    return { content: [{ type: "text" as const, text: "The tracker is read-only right now." }] };
  }
}
`;
    const server = `${HEAD}
import { handleReopenIssue } from "./reopen.js";

server.registerTool("reopen_issue", { inputSchema: { id: z.string() } }, handleReopenIssue);
`;
    expect(await lint({ "server.ts": server, "reopen.ts": handler }, "reopen.ts", undefined, "recommended-type-checked")).toEqual([line(handler, "read-only right now")]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Second pass: variants of the same sentences
// ---------------------------------------------------------------------------------------------------------
describe("variants", () => {
  // "a CallToolResult-shaped object (content) without isError on a failure path" — { content: [] } outside a catch is not the other rule's
  it("V01 { content: [] } after !res.ok (not in a catch) is this rule's", async () => {
    const src = `${HEAD}
server.registerTool("list_tags", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await fetch(API + "/repos/" + repo + "/tags");
  if (!res.ok) {
    return { content: [] };
  }
  const tags = (await res.json()) as string[];
  return { content: tags.map((tag) => ({ type: "text" as const, text: tag })) };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "return { content: [] }")]);
  });

  // "an isError: true result without text: no content"
  it("V02 isError: true with no content at all", async () => {
    const src = `${HEAD}
server.registerTool("archive_repo", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await fetch(API + "/repos/" + repo + "/archive", { method: "POST" });
  if (!res.ok) return { isError: true } as CallToolResult;
  return { content: [{ type: "text", text: "Archived " + repo + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "{ isError: true }")]);
  });

  // "through: ... casts"
  it("V03 a result cast `as CallToolResult` in a catch", async () => {
    const src = `${HEAD}
server.registerTool("get_invoice", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(API + "/invoices/" + id);
    return { content: [{ type: "text", text: await res.text() }] } as CallToolResult;
  } catch {
    return { content: [{ type: "text", text: "Invoices are unavailable." }] } as CallToolResult;
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Invoices are unavailable.")]);
  });

  // "through: ... ??/||"
  it("V04 `cached ?? { content }` in a catch", async () => {
    const src = `${HEAD}
const cache = new Map<string, CallToolResult>();

server.registerTool("get_invoice", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(API + "/invoices/" + id);
    const result: CallToolResult = { content: [{ type: "text", text: await res.text() }] };
    cache.set(id, result);
    return result;
  } catch {
    return cache.get(id) ?? { content: [{ type: "text", text: "Invoices are unavailable." }] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Invoices are unavailable.")]);
  });

  // "the error signals of the settings such as ... "error" in response"
  it("V05 the branch of `\"error\" in response`", async () => {
    const src = `${HEAD}
import { runQuery } from "@acme/warehouse";

server.registerTool("run_query", { inputSchema: { sql: z.string() } }, async ({ sql }) => {
  const response: { rows: unknown[] } | { error: string } = await runQuery(sql);
  if ("error" in response) {
    return { content: [{ type: "text", text: "The warehouse rejected the query." }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(response.rows) }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "The warehouse rejected")]);
  });

  // settings errorSignals: "Properties that mark a result as an error: a property name (present at all) or { property, value }"
  it("V06 a custom errorSignals entry { property: \"state\", value: \"failed\" }", async () => {
    const src = `${HEAD}
server.registerTool("job_status", { inputSchema: { jobId: z.string() } }, async ({ jobId }) => {
  const job = (await (await fetch(API + "/jobs/" + jobId)).json()) as { state: string; log: string };
  if (job.state === "failed") {
    return { content: [{ type: "text", text: "Job " + jobId + " stopped: " + job.log }] };
  }
  return { content: [{ type: "text", text: job.log }] };
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", settings({ errorSignals: { add: [{ property: "state", value: "failed" }] } }))).toEqual([line(src, "stopped: ")]);
  });

  // "isApiError(e)"
  it("V07 the branch of isApiError(result) outside a catch", async () => {
    const src = `${HEAD}
import { ApiError, tracker } from "@acme/tracker";

function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

server.registerTool("get_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const result = await tracker.getIssue(id).catch((e: unknown) => e);
  if (isApiError(result)) {
    return { content: [{ type: "text", text: "No issue " + id + " in the tracker." }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "No issue ")]);
  });

  // "a switch (res.status) case of 400 or more" — grouped cases
  it("V08 switch (res.status) with `case 401: case 403:` grouped, and case 500", async () => {
    const src = `${HEAD}
server.registerTool("get_secret", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const res = await fetch(API + "/secrets/" + name);
  switch (res.status) {
    case 200:
      return { content: [{ type: "text", text: await res.text() }] };
    case 401:
    case 403:
      return { content: [{ type: "text", text: "This token may not read " + name + "." }] };
    case 500:
      return { content: [{ type: "text", text: "The vault is down." }] };
    default:
      throw new Error("vault answered " + res.status);
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "This token may not read"), line(src, "The vault is down.")]);
  });

  // "the code after if (res.ok) return ...;" — the check written as a block
  it("V09 the code after `if (res.ok) { ...; return ...; }`", async () => {
    const src = `${HEAD}
server.registerTool("get_pr", { inputSchema: { number: z.number() } }, async ({ number }) => {
  const res = await fetch(API + "/pulls/" + number);
  if (res.ok) {
    const pr = (await res.json()) as { title: string };
    return { content: [{ type: "text", text: pr.title }] };
  }
  return { content: [{ type: "text", text: "Pull request " + number + " is not available." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "is not available.")]);
  });

  // "the code after a try whose block always returns (only its catch leads there)" — with a finally
  it("V10 the code after a try/catch/finally whose try block always returns", async () => {
    const src = `${HEAD}
let inFlight = 0;

server.registerTool("get_metrics", { inputSchema: { service: z.string() } }, async ({ service }) => {
  inFlight++;
  try {
    const res = await fetch(API + "/metrics/" + service);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (error) {
    console.warn("metrics lookup", error);
  } finally {
    inFlight--;
  }
  return { content: [{ type: "text", text: "No metrics for " + service + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "No metrics for ")]);
  });

  // "errorText ... wherever it is returned": "Unable to ...", "Could not ...", "Cannot ...", "Something went wrong", "Error fetching ..."
  it("V11 the anchored phrases, each returned without any check", async () => {
    const src = `${HEAD}
import { lookup } from "@acme/kb";

server.registerTool("kb_a", { inputSchema: { q: z.string() } }, async ({ q }) => {
  const hit = await lookup(q);
  if (hit === undefined) return { content: [{ type: "text", text: "Unable to find an article for " + q }] };
  if (hit === null) return { content: [{ type: "text", text: \`Could not reach the knowledge base for \${q}\` }] };
  if (hit === "") return { content: [{ type: "text", text: "Cannot search an empty index" }] };
  if (hit === "-") return { content: [{ type: "text", text: "Something went wrong" }] };
  if (hit === "?") return { content: [{ type: "text", text: "Error fetching the article" }] };
  return { content: [{ type: "text", text: String(hit) }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([
      line(src, "Unable to find"),
      line(src, "Could not reach"),
      line(src, "Cannot search"),
      line(src, "Something went wrong"),
      line(src, "Error fetching the article"),
    ]);
  });

  // "a catch around parsing only ... is a choice, not a failure, unless the text it returns reads as an error message"
  it("V12 a catch around JSON.parse only whose text reads as an error (\"Error: ...\")", async () => {
    const src = `${HEAD}
server.registerTool("query_items", { inputSchema: { filter: z.string() } }, async ({ filter }) => {
  let parsed: Record<string, string>;
  try {
    parsed = JSON.parse(filter) as Record<string, string>;
  } catch {
    return { content: [{ type: "text", text: "Error: the filter is not valid JSON" }] };
  }
  const res = await fetch(API + "/items?" + new URLSearchParams(parsed));
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Error: the filter is not valid JSON")]);
  });

  // "also with calls of the file's own helpers that cannot fail"
  it("V13 a catch around JSON.parse and a helper of the file that cannot fail", async () => {
    const src = `${HEAD}
function asObjectText(text: string): string {
  return "{" + text + "}";
}

server.registerTool("query_items", { inputSchema: { filter: z.string() } }, async ({ filter }) => {
  let parsed: Record<string, string>;
  try {
    parsed = JSON.parse(asObjectText(filter)) as Record<string, string>;
  } catch {
    return { content: [{ type: "text", text: "Pass the filter as JSON members, for example \\"state\\":\\"open\\"." }] };
  }
  const res = await fetch(API + "/items?" + new URLSearchParams(parsed));
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "server.tool(...)" with a handler declared as a function of the file and registered by reference
  it("V14 server.tool(name, schema, handleGetRepo) with the handler declared in the file", async () => {
    const src = `${HEAD}
async function handleGetRepo({ repo }: { repo: string }) {
  try {
    const res = await fetch(API + "/repos/" + repo);
    return { content: [{ type: "text" as const, text: await res.text() }] };
  } catch {
    return { content: [{ type: "text" as const, text: "The forge is unreachable." }] };
  }
}

server.tool("get_repo", { repo: z.string() }, handleGetRepo);
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "The forge is unreachable.")]);
  });

  // "for (const tool of tools) server.registerTool(...)" — the collection's handlers are functions of the file, by reference
  it("V15 a loop over a const array whose handlers are functions of the file, by reference", async () => {
    const src = `${HEAD}
async function listRuns({ repo }: { repo: string }) {
  const res = await fetch(API + "/repos/" + repo + "/runs");
  if (!res.ok) return { content: [{ type: "text" as const, text: "The CI answered " + res.status + "." }] };
  return { content: [{ type: "text" as const, text: await res.text() }] };
}

const tools = [
  { name: "list_runs", config: { description: "List runs", inputSchema: { repo: z.string() } }, handler: listRuns },
];

for (const { name, config, handler } of tools) {
  server.registerTool(name, config, handler);
}
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "The CI answered ")]);
  });

  // the same loop with tools.forEach(...)
  it("V16 tools.forEach((tool) => server.registerTool(tool.name, tool.config, tool.handler))", async () => {
    const src = `${HEAD}
const tools = [
  {
    name: "list_runs",
    config: { description: "List workflow runs", inputSchema: { owner: z.string(), repo: z.string() } },
    handler: ${FAILING_HANDLER},
  },
];

tools.forEach((tool) => server.registerTool(tool.name, tool.config, tool.handler));
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "Workflow runs are unavailable.")]);
  });

  // "export const getRunsTool = { schema, handler }" — the handler as a method shorthand
  it("V17 an exported definition whose handler is a method (async handler(args) {...})", async () => {
    const src = `import { z } from "zod";

export const getRunsTool = {
  name: "get_runs",
  schema: { pipeline: z.string() },
  async handler({ pipeline }: { pipeline: string }) {
    try {
      const res = await fetch("https://ci.example.com/api/pipelines/" + pipeline + "/runs");
      return { content: [{ type: "text" as const, text: await res.text() }] };
    } catch {
      return { content: [{ type: "text" as const, text: "The CI is unreachable." }] };
    }
  },
};
`;
    expect(await lint({ "tools/get-runs.ts": src }, "tools/get-runs.ts")).toEqual([line(src, "The CI is unreachable.")]);
  });

  // "a function written apart from its registration that declares a tool result as what it returns" — an arrow function
  it("V18 export const handleGetIssue = async (args): Promise<CallToolResult> => {...}", async () => {
    const src = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { issues } from "@acme/tracker";

export const handleGetIssue = async (args: { id: string }): Promise<CallToolResult> => {
  const issue = await issues.find(args.id);
  if (issue.error) {
    return { content: [{ type: "text", text: "The tracker has no issue " + args.id + "." }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(issue) }] };
};
`;
    expect(await lint({ "handlers/get-issue.ts": src }, "handlers/get-issue.ts")).toEqual([line(src, "The tracker has no issue")]);
  });

  // "a project's own registration (..., a registerTool({ name, handler }) helper) whose handler returns MCP tool results"
  it("V19 a project's registerTool({ name, handler }) helper", async () => {
    const src = `import { registerTool } from "./registry.js";

registerTool({
  name: "get_weather",
  description: "Current weather for a city",
  handler: async ({ city }: { city: string }) => {
    const res = await fetch("https://weather.example.com/now?city=" + encodeURIComponent(city));
    if (!res.ok) {
      return { content: [{ type: "text", text: "No weather for " + city + " right now." }] };
    }
    return { content: [{ type: "text", text: await res.text() }] };
  },
});
`;
    expect(await lint({ "tools.ts": src }, "tools.ts")).toEqual([line(src, "No weather for ")]);
  });

  // "context.registerTool(...)"
  it("V20 context.registerTool(name, config, handler) of a plugin API", async () => {
    const src = `import type { PluginContext } from "./plugin.js";

export function activate(context: PluginContext): void {
  context.registerTool("read_note", { description: "Read a note" }, async ({ path }: { path: string }) => {
    try {
      const text = await context.vault.read(path);
      return { content: [{ type: "text", text }] };
    } catch {
      return { content: [{ type: "text", text: "The vault is locked." }] };
    }
  });
}
`;
    expect(await lint({ "plugin-tools.ts": src }, "plugin-tools.ts")).toEqual([line(src, "The vault is locked.")]);
  });

  // "agentTool({ execute }) (settings["agent-errors"].toolBoundaries)" — from any module
  it("V21 agentTool({ execute }) of a project module", async () => {
    const src = `import { agentTool } from "./agent-kit.js";

export const readFile = agentTool({
  description: "Read a file of the workspace",
  execute: async ({ path }: { path: string }) => {
    try {
      const res = await fetch("https://workspace.example.com/files/" + path);
      return { content: [{ type: "text", text: await res.text() }] };
    } catch {
      return { content: [{ type: "text", text: "The workspace is offline." }] };
    }
  },
});
`;
    expect(await lint({ "tools.ts": src }, "tools.ts")).toEqual([line(src, "The workspace is offline.")]);
  });

  // data helper: "a module the file imports by a relative path" — a namespace import
  it("V22 the data helper through a namespace import (context7.fetchLibraryContext)", async () => {
    const helper = `const API = "https://context7.example.com/api";
export ${FETCH_CONTEXT}`;
    const src = `${HEAD}
import * as context7 from "./context7.js";

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await context7.fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(await lint({ "server.ts": src, "context7.ts": helper })).toEqual([line(src, "text: response.data")]);
  });

  // data helper through a re-export ("re-exports ... are followed a few modules deep")
  it("V23 the data helper re-exported by ./lib/index.ts", async () => {
    const helper = `const API = "https://context7.example.com/api";
export ${FETCH_CONTEXT}`;
    const src = `${HEAD}
import { fetchLibraryContext } from "./lib/index.js";

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(
      await lint({ "server.ts": src, "lib/context7.ts": helper, "lib/index.ts": 'export * from "./context7.js";\n' }),
    ).toEqual([line(src, "text: response.data")]);
  });

  // data helper: a method of an exported object literal ("toolErrors.fromCaught(e)" style callee)
  it("V24 the data helper as a method of an exported object (docsApi.fetchContext)", async () => {
    const helper = `const API = "https://context7.example.com/api";

export const docsApi = {
  async fetchContext(libraryId: string): Promise<{ data: string }> {
    try {
      const response = await fetch(API + "/context?libraryId=" + encodeURIComponent(libraryId));
      if (!response.ok) return { data: "Request failed with status " + response.status };
      return { data: await response.text() };
    } catch (error) {
      return { data: "Error fetching library context. Please try again later." };
    }
  },
};
`;
    const src = `${HEAD}
import { docsApi } from "./docs-api.js";

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await docsApi.fetchContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(await lint({ "server.ts": src, "docs-api.ts": helper })).toEqual([line(src, "text: response.data")]);
  });

  // "not when the handler tests the helper's result first" — destructured and tested
  it("V25 `const { data, error } = await helper(); if (error) return errorResult` is not reported", async () => {
    const src = `${HEAD}
async function fetchLibraryContext(libraryId: string): Promise<{ data: string; error?: string }> {
  try {
    const response = await fetch(API + "/context?libraryId=" + encodeURIComponent(libraryId));
    if (!response.ok) return { data: "Request failed with status " + response.status, error: "http" };
    return { data: await response.text() };
  } catch {
    return { data: "Error fetching library context.", error: "network" };
  }
}

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const { data, error } = await fetchLibraryContext(libraryId);
  if (error) return { isError: true, content: [{ type: "text", text: "Documentation service unavailable." }] };
  return { content: [{ type: "text", text: data }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // typed: "an imported helper's result or constant whose type has content and no isError ... on a failure path | the call or name"
  it("V26 typed: an imported constant typed { content } returned from a catch", async () => {
    const constants = `export const UNAVAILABLE: { content: Array<{ type: "text"; text: string }> } = {
  content: [{ type: "text", text: "The service is unavailable." }],
};
`;
    const src = `${HEAD}
import { UNAVAILABLE } from "./constants.js";

server.registerTool("get_status", { inputSchema: {} }, async () => {
  try {
    const res = await fetch(API + "/status");
    return { content: [{ type: "text", text: await res.text() }] };
  } catch {
    return UNAVAILABLE;
  }
});
`;
    expect(await lint({ "server.ts": src, "constants.ts": constants }, "server.ts", undefined, "recommended-type-checked")).toEqual([line(src, "return UNAVAILABLE")]);
  });

  // "Not reported: ... a spread that may carry it" — but a spread that cannot (of a local literal without isError)?  Only the valid side is promised: a spread of a variable
  it("V27 a spread of a local base result that may carry isError", async () => {
    const src = `${HEAD}
import { baseFailure } from "@acme/mcp-kit";

server.registerTool("get_dashboard", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await fetch(API + "/dashboards/" + id);
  if (!res.ok) {
    const base = baseFailure(res.status);
    return { content: [{ type: "text", text: "Dashboards are unavailable." }], ...base };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // tool-error-v1: "... without code or message" — without code
  it("V28 tool-error-v1: a payload without code", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("list_analysis_rules", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await patterns.rules()) }] };
  } catch {
    const message = "The rules catalog is unavailable.";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", message, retryable: true },
    };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, 'kind: "toolError:v1", message, retryable')]);
  });

  // tool-error-v1: "with retryable against its code (... the others not)" — CLIENT_ERROR retryable: true
  it("V29 tool-error-v1: CLIENT_ERROR with retryable: true", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("review_code", { inputSchema: { diff: z.string() } }, async ({ diff }) => {
  const res = await fetch(API + "/review", { method: "POST", body: diff });
  if (res.status >= 400 && res.status < 500) {
    const message = "The review service rejected the diff.";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "CLIENT_ERROR", message, retryable: true },
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, "retryable: true }")]);
  });

  // tool-error-v1: "a tool that takes format (... args.format, or in its inputSchema)" — format only in the inputSchema
  it("V30 tool-error-v1: format only in the inputSchema (args not destructured)", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("search_patterns", { inputSchema: { query: z.string(), format: z.enum(["markdown", "json", "both"]).optional() } }, async (args) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await patterns.search(args.query)) }] };
  } catch {
    const payload = { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true };
    return {
      isError: true,
      content: [{ type: "text", text: payload.message }],
      structuredContent: payload,
    };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, "content: [{ type: \"text\", text: payload.message }]")]);
  });

  // tool-error-v1: "... and is not built under a test of format"
  it("V31 tool-error-v1: a markdown-only error built under `if (format === \"markdown\")`", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("search_patterns", { inputSchema: { query: z.string(), format: z.enum(["markdown", "json", "both"]).default("markdown") } }, async ({ query, format }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await patterns.search(query)) }] };
  } catch {
    const payload = { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true };
    if (format === "markdown") {
      return { isError: true, content: [{ type: "text", text: payload.message, mimeType: "text/markdown" }], structuredContent: payload };
    }
    return { isError: true, content: [{ type: "text", text: JSON.stringify(payload), mimeType: "application/json" }], structuredContent: payload };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([]);
  });

  // tool-error-v1 + outputSchema: "whose structuredContent the MCP SDK's client checks against it even on errors, in a JSON text block"
  // DOC-REVIEW FIXED: for a tool with an outputSchema the payload belongs in a JSON text block (the SDK's client validates
  // structuredContent against the outputSchema even when isError is set); an error result with the payload only in
  // structuredContent and no JSON block is not reported.
  it("V32 tool-error-v1: a tool with an outputSchema whose error puts the payload only in structuredContent", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool(
  "get_stats",
  { inputSchema: { repo: z.string() }, outputSchema: { stars: z.number(), forks: z.number() } },
  async ({ repo }) => {
    try {
      const stats = (await (await fetch(API + "/repos/" + repo + "/stats")).json()) as { stars: number; forks: number };
      return { content: [{ type: "text", text: JSON.stringify(stats) }], structuredContent: stats };
    } catch {
      const payload = { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true };
      return { isError: true, content: [{ type: "text", text: payload.message }], structuredContent: payload };
    }
  },
);
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, "return { isError: true, content: [{ type: \"text\", text: payload.message }]")]);
  });
});

/** `line:column` of each report of the rule in the entry file. */
async function lintPos(files: Record<string, string>, entry = "server.ts", extra?: Linter.Config, preset = "recommended"): Promise<string[]> {
  const dir = project(files);
  const messages = await lintProject(dir, [entry], preset, undefined, extra);
  return messages.filter((m) => m.ruleId === RULE && m.file === entry).map((m) => `${m.line}:${m.column}`).sort();
}

/** `line:column` of the `nth` occurrence of `needle` in `source`. */
function pos(source: string, needle: string, nth = 0): string {
  let index = -1;
  for (let i = 0; i <= nth; i++) {
    index = source.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`test bug: no ${needle} (#${nth}) in source`);
  }
  const before = source.slice(0, index).split("\n");
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

// ---------------------------------------------------------------------------------------------------------
// Third pass: "Reported at" columns, options and settings, typed module lookups
// ---------------------------------------------------------------------------------------------------------
describe("third pass", () => {
  // "the same with isError: false | the object literal" — the column is the object literal's
  it("P01 the object literal's column for isError: false", async () => {
    const src = `${HEAD}
server.registerTool("get_invoice", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(API + "/invoices/" + id);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch {
    return { isError: false, content: [{ type: "text", text: "Invoices are unavailable." }] };
  }
});
`;
    expect(await lintPos({ "server.ts": src })).toEqual([pos(src, "{ isError: false")]);
  });

  // "a helper of the file that builds a success result for both paths ... called on a failure path | the call"
  it("P02 the call's column for textResult(...) in a .catch(cb)", async () => {
    const src = `${HEAD}
const textResult = (text: string): CallToolResult => ({ content: [{ type: "text", text }] });

server.registerTool("get_user", { inputSchema: { login: z.string() } }, ({ login }) =>
  fetch(API + "/users/" + login)
    .then(async (res) => textResult(await res.text()))
    .catch(() => textResult("The user directory is offline.")),
);
`;
    expect(await lintPos({ "server.ts": src })).toEqual([pos(src, 'textResult("The user directory')]);
  });

  // "The suggestions ... wrap a helper's result as { ...textResult(...), isError: true }" — the fixed shape is not reported
  it("P03 the suggested fix { ...textResult(...), isError: true } is not reported", async () => {
    const src = `${HEAD}
function textResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }] };
}

server.registerTool("summarize", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    return textResult(await (await fetch(url)).text());
  } catch {
    return { ...textResult("Summarizing is unavailable."), isError: true };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "toolHandlers: ... added to settings["agent-errors"].toolHandlers, which every rule reads" — the setting alone
  it("P04 settings toolHandlers: [\"handleSearch\"] (the setting, not the option)", async () => {
    const src = `import { search } from "@acme/search";

export async function handleSearch(args: { query: string }) {
  try {
    const hits = await search(args.query);
    return { content: [{ type: "text", text: JSON.stringify(hits) }] };
  } catch {
    return { content: [{ type: "text", text: "Search is down for maintenance." }] };
  }
}
`;
    expect(await lint({ "search.ts": src }, "search.ts", settings({ toolHandlers: ["handleSearch"] }))).toEqual([line(src, "Search is down")]);
  });

  // toolHandlers: "(handleGetOrder, a class's handleSearch method)"
  it("P05 toolHandlers naming a class's handleSearch method", async () => {
    const src = `import { search } from "@acme/search";

export class SearchTools {
  async handleSearch(args: { query: string }) {
    const res = await search(args.query);
    if (!res.ok) {
      return { content: [{ type: "text", text: "The index answered " + res.status + "." }] };
    }
    return { content: [{ type: "text", text: JSON.stringify(res.hits) }] };
  }
}
`;
    expect(await lint({ "search-tools.ts": src }, "search-tools.ts", ruleOptions({ toolHandlers: ["handleSearch"] }))).toEqual([line(src, "The index answered")]);
  });

  // configuration.md: "Set readImportedModules: false to analyse each file alone." — B03 then finds nothing
  it("P06 readImportedModules: false: the imported data helper is not read", async () => {
    const helper = `const API = "https://context7.example.com/api";
export ${FETCH_CONTEXT}`;
    const src = `${HEAD}
import { fetchLibraryContext } from "./context7.js";

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(await lint({ "server.ts": src, "context7.ts": helper }, "server.ts", settings({ readImportedModules: false }))).toEqual([]);
  });

  // "The helper is a function of the file, of a module the file imports by a relative path, or with typeAware of any of the program's modules" — a tsconfig path alias
  it("P07 typed: the data helper imported through a tsconfig path alias (@/lib/context7)", async () => {
    const helper = `const API = "https://context7.example.com/api";
export ${FETCH_CONTEXT}`;
    const src = `${HEAD}
import { fetchLibraryContext } from "@/lib/context7";

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`;
    const tsconfig = JSON.stringify({
      compilerOptions: { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, target: "ES2022", baseUrl: ".", paths: { "@/*": ["./src/*"] } },
      include: ["**/*.ts"],
    });
    expect(
      await lint({ "tsconfig.json": tsconfig, "src/server.ts": src, "src/lib/context7.ts": helper }, "src/server.ts", undefined, "recommended-type-checked"),
    ).toEqual([line(src, "text: response.data")]);
  });

  // typeAware: "a package's is not reported" (a package helper declared to return CallToolResult)
  it("P08 typed: a package's textResult declared CallToolResult is not reported", async () => {
    const pkg = {
      "node_modules/@acme/mcp-kit/package.json": JSON.stringify({ name: "@acme/mcp-kit", version: "1.0.0", types: "index.d.ts", main: "index.js", type: "module", exports: { ".": { types: "./index.d.ts", default: "./index.js" } } }),
      "node_modules/@acme/mcp-kit/index.d.ts": 'import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";\nexport declare function textResult(text: string): CallToolResult;\n',
      "node_modules/@acme/mcp-kit/index.js": 'export function textResult(text) { return { content: [{ type: "text", text }] }; }\n',
    };
    const src = `${HEAD}
import { textResult } from "@acme/mcp-kit";

server.registerTool("summarize", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    return textResult(await (await fetch(url)).text());
  } catch {
    return textResult("Summarizing is unavailable.");
  }
});
`;
    expect(await lint({ ...pkg, "server.ts": src }, "server.ts", undefined, "recommended-type-checked")).toEqual([]);
  });

  // typeAware: "an imported helper's result ... whose type has content and no isError (or isError: false), on a failure path" — a package's helper typed without isError
  it("P09 typed: a package's helper whose declared type has content and no isError, in a catch", async () => {
    const pkg = {
      "node_modules/@acme/mcp-kit/package.json": JSON.stringify({ name: "@acme/mcp-kit", version: "1.0.0", types: "index.d.ts", main: "index.js", type: "module", exports: { ".": { types: "./index.d.ts", default: "./index.js" } } }),
      "node_modules/@acme/mcp-kit/index.d.ts": 'export declare function plainText(text: string): { content: Array<{ type: "text"; text: string }> };\n',
      "node_modules/@acme/mcp-kit/index.js": 'export function plainText(text) { return { content: [{ type: "text", text }] }; }\n',
    };
    const src = `${HEAD}
import { plainText } from "@acme/mcp-kit";

server.registerTool("summarize", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    return plainText(await (await fetch(url)).text());
  } catch {
    return plainText("Summarizing is unavailable.");
  }
});
`;
    expect(await lint({ ...pkg, "server.ts": src }, "server.ts", undefined, "recommended-type-checked")).toEqual([line(src, 'plainText("Summarizing')]);
  });

  // tool-error-v1 "| the payload, code or flag": the column of the retryable flag against NETWORK_ERROR, or of the code
  it("P10 tool-error-v1: the report of NETWORK_ERROR/retryable: false is on the payload, code or flag", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("analyze_code", { inputSchema: { code: z.string() } }, async ({ code }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await patterns.analyze(code)) }] };
  } catch {
    const message = "Network error: Request timeout";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "NETWORK_ERROR", message, retryable: false },
    };
  }
});
`;
    const got = await lintPos({ "server.ts": src }, "server.ts", TOOL_ERROR_V1);
    expect(got).toHaveLength(1);
    expect([pos(src, '{ kind: "toolError:v1"'), pos(src, 'code: "NETWORK_ERROR"'), pos(src, '"NETWORK_ERROR"'), pos(src, "retryable: false"), pos(src, "false }")]).toContain(got[0]);
  });

  // "setRequestHandler(CallToolRequestSchema, ...)" dispatching to per-tool functions of the file: the functions that build the result
  it("P11 setRequestHandler dispatching on request.params.name to a function of the file whose catch returns content", async () => {
    const src = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });

async function readNote(path: string): Promise<CallToolResult> {
  try {
    const res = await fetch("https://notes.example.com/" + path);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch {
    return { content: [{ type: "text", text: "The notes service is unreachable." }] };
  }
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "read_note":
      return readNote(String(request.params.arguments?.path));
    default:
      throw new Error("Unknown tool: " + request.params.name);
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "The notes service is unreachable.")]);
  });

  // a JavaScript file of a server (the recommended preset covers .js): a parameter receiver "is taken by the method's name"
  it("P12 a .js module registering on a `server` parameter", async () => {
    const src = `export function registerTools(server) {
  server.registerTool("get_time", { description: "Current time in a zone" }, async ({ zone }) => {
    const res = await fetch("https://time.example.com/" + zone);
    if (!res.ok) {
      return { content: [{ type: "text", text: "No time zone named " + zone + "." }] };
    }
    return { content: [{ type: "text", text: await res.text() }] };
  });
}
`;
    expect(await lint({ "tools.js": src }, "tools.js")).toEqual([line(src, "No time zone named")]);
  });

  // "export const getRunsTool = { schema, handler }: an object with a tool's keys" — export default
  it("P13 export default { name, description, inputSchema, handler }", async () => {
    const src = `import { z } from "zod";

export default {
  name: "get_runs",
  description: "List the CI runs of a pipeline",
  inputSchema: { pipeline: z.string() },
  handler: async ({ pipeline }: { pipeline: string }) => {
    const res = await fetch("https://ci.example.com/api/pipelines/" + pipeline + "/runs");
    if (!res.ok) {
      return { content: [{ type: "text" as const, text: "CI answered " + res.status + "." }] };
    }
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
};
`;
    expect(await lint({ "tools/get-runs.ts": src }, "tools/get-runs.ts")).toEqual([line(src, "CI answered ")]);
  });

  // "a class ... this.toResult(...)" — the handler is a method of the class registered as (args) => this.handle(args)
  it("P14 a class's handler method registered as (args) => this.getInvoice(args), calling this.toResult in its catch", async () => {
    const src = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { billing } from "@acme/billing";

export class BillingTools {
  constructor(private readonly server: McpServer) {
    this.server.registerTool("get_invoice", { inputSchema: { id: z.string() } }, (args) => this.getInvoice(args));
  }

  private async getInvoice({ id }: { id: string }): Promise<CallToolResult> {
    try {
      return this.toResult(JSON.stringify(await billing.invoices.get(id)));
    } catch {
      return this.toResult("Invoice lookup is unavailable.");
    }
  }

  private toResult(text: string): CallToolResult {
    return { content: [{ type: "text", text }] };
  }
}
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, 'this.toResult("Invoice lookup')]);
  });

  // tool-error-v1, outputSchema, sanity: an error result with no payload anywhere
  it("P15 tool-error-v1: a tool with an outputSchema whose error result has no payload at all", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool(
  "get_stats",
  { inputSchema: { repo: z.string() }, outputSchema: { stars: z.number(), forks: z.number() } },
  async ({ repo }) => {
    try {
      const stats = (await (await fetch(API + "/repos/" + repo + "/stats")).json()) as { stars: number; forks: number };
      return { content: [{ type: "text", text: JSON.stringify(stats) }], structuredContent: stats };
    } catch {
      return { isError: true, content: [{ type: "text", text: "Network error: Request timeout" }] };
    }
  },
);
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([line(src, "Network error: Request timeout")]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Fourth pass: what is not a failure, payload helpers, typed catalogs, messages
// ---------------------------------------------------------------------------------------------------------
describe("fourth pass", () => {
  // "not failure paths: the success side of a check inside a failure branch (... a test that says it worked, ok, success, a 2xx status)" — inside a catch
  it("Q01 in a catch, a mirror's answer tested with `mirror.status === 200` and `retry.success`", async () => {
    const src = `${HEAD}
import { packages } from "@acme/registry";

server.registerTool("get_package", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await packages.get(name)) }] };
  } catch {
    const mirror = await fetch("https://mirror.example.com/packages/" + name);
    if (mirror.status === 200) return { content: [{ type: "text", text: await mirror.text() }] };
    const retry = await packages.retry(name);
    if (retry.success) return { content: [{ type: "text", text: JSON.stringify(retry.value) }] };
    return { isError: true, content: [{ type: "text", text: "The registry and its mirror are down." }] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "? : (its branches are failure paths when its test is an error check)": a conditional on an empty list is not one
  it("Q02 `items.length ? ... : { text: \"No items match.\" }` is not a failure path", async () => {
    const src = `${HEAD}
server.registerTool("search_items", { inputSchema: { q: z.string() } }, async ({ q }) => {
  const res = await fetch(API + "/items?q=" + encodeURIComponent(q));
  if (!res.ok) throw new Error("items search answered " + res.status);
  const items = (await res.json()) as string[];
  return items.length
    ? { content: items.map((item) => ({ type: "text" as const, text: item })) }
    : { content: [{ type: "text", text: "No items match " + q + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // errorText: "The phrases are anchored ... ("Error: ...", "Error fetching ...", "Failed to ...", ...)" — success texts that only start with the words
  it("Q03 success texts \"Failed tests: 0\", \"Errors found: 0\", \"Error handling in Express\" are not error messages", async () => {
    const src = `${HEAD}
server.registerTool("ci_summary", { inputSchema: { run: z.string(), topic: z.string() } }, async ({ run, topic }) => {
  const res = await fetch(API + "/runs/" + run);
  if (!res.ok) throw new Error("CI answered " + res.status);
  const body = (await res.json()) as { failed: number; lint: number };
  if (topic === "tests") return { content: [{ type: "text", text: "Failed tests: " + body.failed }] };
  if (topic === "lint") return { content: [{ type: "text", text: "Errors found: " + body.lint }] };
  return { content: [{ type: "text", text: "Error handling in Express: see the guide." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // tool-error-v1: a payload built by a function of the file ("the functions of the file that build the result")
  it("Q04 tool-error-v1: structuredContent built by a toolError(code, message) helper of the file", async () => {
    const src = `${PATTERN_HEAD}
type ToolErrorCode = "NETWORK_ERROR" | "SERVER_ERROR" | "CLIENT_ERROR" | "NOT_FOUND" | "AUTHENTICATION_ERROR" | "UNKNOWN_ERROR";

function toolError(code: ToolErrorCode, message: string) {
  return { kind: "toolError:v1" as const, code, message, retryable: code === "NETWORK_ERROR" || code === "SERVER_ERROR" };
}

server.registerTool("list_analysis_rules", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await patterns.rules()) }] };
  } catch {
    const payload = toolError("NETWORK_ERROR", "Network error: Request timeout");
    return { isError: true, content: [{ type: "text", text: payload.message, mimeType: "text/markdown" }], structuredContent: payload };
  }
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([]);
  });

  // tool-error-v1: a code computed from the status, in the list either way, with retryable computed the same way
  it("Q05 tool-error-v1: code and retryable computed from the status (both in the list)", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("analyze_code", { inputSchema: { code: z.string() } }, async ({ code }) => {
  const res = await fetch(API + "/analyze", { method: "POST", body: code });
  if (!res.ok) {
    const serverSide = res.status >= 500;
    const message = serverSide ? "Internal server error: the analyzer is down" : "The analyzer rejected the request.";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: serverSide ? "SERVER_ERROR" : "CLIENT_ERROR", message, retryable: serverSide },
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src }, "server.ts", TOOL_ERROR_V1)).toEqual([]);
  });

  // "with errorResponse: "tool-error-v1" ... its content" — the column of `content`
  it("Q06 tool-error-v1: the `format` finding is reported at the content", async () => {
    const src = `${PATTERN_HEAD}
server.registerTool("search_patterns", { inputSchema: { query: z.string(), format: z.enum(["markdown", "json", "both"]).default("markdown") } }, async ({ query, format }) => {
  try {
    return { content: [{ type: "text", text: format === "json" ? JSON.stringify(await patterns.search(query)) : "(markdown)" }] };
  } catch {
    const payload = { kind: "toolError:v1", code: "SERVER_ERROR", message: "Internal server error", retryable: true };
    return { isError: true, content: [{ type: "text", text: payload.message }], structuredContent: payload };
  }
});
`;
    const content = pos(src, "content: [{ type: \"text\", text: payload.message }]");
    const array = pos(src, "[{ type: \"text\", text: payload.message }]");
    const got = await lintPos({ "server.ts": src }, "server.ts", TOOL_ERROR_V1);
    expect(got).toHaveLength(1);
    expect([content, array]).toContain(got[0]);
  });

  // "a helper of the file called only on failure paths ... | the object literal in the helper" — the column
  it("Q07 describeFailure(e): the report is at the helper's object literal (column)", async () => {
    const src = `${HEAD}
const describeFailure = (error: unknown) => ({ content: [{ type: "text" as const, text: "Lookup stopped: " + (error instanceof Error ? error.name : "unknown") }] });

server.registerTool("lookup", { inputSchema: { key: z.string() } }, async ({ key }) => {
  try {
    return { content: [{ type: "text", text: await (await fetch(API + "/kv/" + key)).text() }] };
  } catch (e) {
    return describeFailure(e);
  }
});
`;
    expect(await lintPos({ "server.ts": src })).toEqual([pos(src, "{ content: [{ type: \"text\" as const, text: \"Lookup stopped")]);
  });

  // data helper: "where the helper puts a failure's text in that field on a failure path"; failure paths include "a promise rejection handler (.catch(cb), ...)"
  // DOC-REVIEW FIXED: a data helper whose failure text is returned from its promise's `.catch(() => ({ data: "Error fetching ..." }))`
  // is not followed (the same helper with try/catch is reported); the doc counts a rejection handler as a failure path.
  it("Q08 a data helper written as an arrow with .catch(() => ({ data: \"Error fetching ...\" }))", async () => {
    const src = `${HEAD}
const fetchChangelog = (pkg: string): Promise<{ data: string }> =>
  fetch(API + "/changelog/" + pkg)
    .then(async (res) => ({ data: await res.text() }))
    .catch(() => ({ data: "Error fetching the changelog." }));

server.registerTool("get_changelog", { inputSchema: { pkg: z.string() } }, async ({ pkg }) => {
  const changelog = await fetchChangelog(pkg);
  return { content: [{ type: "text", text: changelog.data }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "text: changelog.data")]);
  });

  // configuration.md, with types: "each element's handler of a list registered in a loop: for (const tool of catalog) server.registerTool(tool.name, tool.config, tool.handler)" is a tool handler in its own file
  it("Q09 typed: a catalog module whose list another module registers in a loop", async () => {
    const catalog = `import { z } from "zod";

export const catalog = [
  {
    name: "list_runs",
    config: { description: "List workflow runs", inputSchema: { owner: z.string(), repo: z.string() } },
    handler: async ({ owner, repo }: { owner: string; repo: string }) => {
      const res = await fetch("https://ci.example.com/repos/" + owner + "/" + repo + "/runs");
      if (!res.ok) return { content: [{ type: "text" as const, text: "The CI answered " + res.status + "." }] };
      return { content: [{ type: "text" as const, text: await res.text() }] };
    },
  },
];
`;
    const server = `${HEAD}
import { catalog } from "./catalog.js";

for (const tool of catalog) server.registerTool(tool.name, tool.config, tool.handler);
`;
    expect(await lint({ "server.ts": server, "catalog.ts": catalog }, "catalog.ts", undefined, "recommended-type-checked")).toEqual([line(catalog, "The CI answered ")]);
  });

  // typeAware: "the message names the helper's file and line"
  it("Q10 typed: the message of an imported textResult(...) names results.ts and its line", async () => {
    const src = `${HEAD}
import { textResult } from "./results.js";

server.registerTool("summarize", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    return textResult(await (await fetch(url)).text());
  } catch {
    return textResult("Summarizing is unavailable.");
  }
});
`;
    const dir = project({ "server.ts": src, "results.ts": RESULTS_MODULE });
    const messages = (await lintProject(dir, ["server.ts"], "recommended-type-checked")).filter((m) => m.ruleId === RULE);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toMatch(/results\.ts/);
    expect(messages[0]!.message).toMatch(new RegExp(`\\b${line(RESULTS_MODULE, "export function textResult")}\\b`));
  });

  // "server.tool(...)" — the two-argument form
  it("Q11 server.tool(name, handler) with no schema", async () => {
    const src = `${HEAD}
server.tool("ping_backend", async () => {
  try {
    const res = await fetch(API + "/ping");
    return { content: [{ type: "text", text: "pong " + res.status }] };
  } catch {
    return { content: [{ type: "text", text: "The backend is not answering." }] };
  }
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "The backend is not answering.")]);
  });

  // "Not reported: an elicitation" — the payload in a variable
  it("Q12 an elicitation whose needsInput:v1 payload is a local const", async () => {
    const src = `${HEAD}
server.registerTool("book_room", { inputSchema: { room: z.string().optional() } }, async ({ room }) => {
  const res = await fetch(API + "/rooms/" + (room ?? ""));
  if (!res.ok) {
    const question = { kind: "needsInput:v1", question: "Which room? Call list_rooms for the names.", field: "room" };
    return { content: [{ type: "text", text: question.question }], structuredContent: question };
  }
  return { content: [{ type: "text", text: "Booked " + room + "." }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "not when the handler tests the helper's result first (if (response.error))" — tested by its ok flag
  it("Q13 the helper's result tested with `if (!response.ok)` first is not reported", async () => {
    const src = `${HEAD}
async function fetchLibraryContext(libraryId: string): Promise<{ ok: boolean; data: string }> {
  try {
    const response = await fetch(API + "/context?libraryId=" + encodeURIComponent(libraryId));
    if (!response.ok) return { ok: false, data: "Request failed with status " + response.status };
    return { ok: true, data: await response.text() };
  } catch {
    return { ok: false, data: "Error fetching library context." };
  }
}

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  if (!response.ok) return { isError: true, content: [{ type: "text", text: response.data }] };
  return { content: [{ type: "text", text: response.data }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

  // "a success-looking result whose text is a field of what a data helper returned"; "through: ... local variables"
  // DOC-REVIEW FIXED: the doc follows results "through ... local variables" and reports a text that is a field of a data helper's
  // result; `const docs = response.data; ... text: docs` is not reported (text: response.data and `const { data: text }` are).
  it("Q14 the helper's field copied into a local before it is shown (`const docs = response.data`)", async () => {
    const src = `${HEAD}
${FETCH_CONTEXT}
server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  const docs = response.data;
  return { content: [{ type: "text", text: docs }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([line(src, "text: docs")]);
  });

  // "the function property of a tool definition object the module exports ...: an object with a tool's keys, name, description or a schema"
  it("Q15 an exported { description, parameters, execute } definition, registered elsewhere", async () => {
    const src = `import { z } from "zod";

export const getRunsTool = {
  description: "List the CI runs of a pipeline",
  parameters: z.object({ pipeline: z.string() }),
  execute: async ({ pipeline }: { pipeline: string }) => {
    const res = await fetch("https://ci.example.com/api/pipelines/" + pipeline + "/runs");
    if (!res.ok) return { content: [{ type: "text" as const, text: "CI answered " + res.status + "." }] };
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
};
`;
    expect(await lint({ "tools/get-runs.ts": src }, "tools/get-runs.ts")).toEqual([line(src, "CI answered ")]);
  });

  // "a catch clause (one whose try calls or awaits something: a catch around parsing only, such as JSON.parse, ... is a choice, not a failure"
  it("Q16 a catch around `new URL(url)` only, with a hint that does not read as an error", async () => {
    const src = `${HEAD}
server.registerTool("fetch_page", { inputSchema: { url: z.string() } }, async ({ url }) => {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { content: [{ type: "text", text: "Pass an absolute URL, like https://example.com/docs." }] };
  }
  const res = await fetch(target);
  return { content: [{ type: "text", text: await res.text() }] };
});
`;
    expect(await lint({ "server.ts": src })).toEqual([]);
  });

});

