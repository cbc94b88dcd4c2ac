// Which functions of a file are agent-tool boundaries (src/core/analysis/boundaries.ts), untyped: by the
// imports (the SDKs, `ai`), and for a project's own registration (`agent.server.tool`, `context.registerTool`,
// a `registerTool({ name, handler })` helper) by the shape of what the handler returns.
import { describe, expect, it } from "vitest";
import { findToolBoundaries, returnsToolResults } from "../../src/core/analysis/boundaries.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { withSourceCode } from "../helpers.js";

/** Each boundary as `line: registering callee -> handler line (thrown errors reach the model?)`. */
function boundariesOf(code: string): string[] {
  let found: string[] = [];
  withSourceCode(code, (sourceCode) => {
    found = findToolBoundaries(sourceCode, DEFAULT_SETTINGS.toolBoundaries).map(
      (boundary) =>
        `${boundary.call.loc.start.line}: ${sourceCode.getText(boundary.call.callee)} -> ${boundary.handler.loc.start.line}${boundary.thrownErrorsReachModel ? " (throws reach the model)" : ""}`,
    );
    found.sort((a, b) => Number.parseInt(a) - Number.parseInt(b));
  });
  return found;
}

describe("findToolBoundaries", () => {
  it("finds the SDKs' registrations by their imports", () => {
    expect(
      boundariesOf(`
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tool } from "ai";
const server = new McpServer({ name: "notes", version: "1.0.0" });
server.registerTool("get_note", {}, async () => {
  return { content: [{ type: "text", text: "..." }] };
});
export const search = tool({ description: "Search", execute: async () => ({ hits: [] }) });
`),
    ).toEqual(["5: server.registerTool -> 5 (throws reach the model)", "8: tool -> 8 (throws reach the model)"]);
  });

  it("finds the handlers of a collection of the file registered in a loop or a forEach, and nothing of a collection it cannot see", () => {
    expect(
      boundariesOf(`
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "notes", version: "1.0.0" });
async function getNote() {
  return { content: [{ type: "text", text: "note" }] };
}
const listNotes = { name: "list_notes", handler: async () => ({ content: [{ type: "text", text: "[]" }] }) };
const tools = [{ name: "get_note", handler: getNote }, listNotes, { name: "no_handler" }] as const;
for (const tool of tools) server.registerTool(tool.name, {}, tool.handler);
const byName = { archive: { handler: async () => ({ content: [] }) } };
Object.values(byName).forEach(({ handler }) => server.registerTool("x", {}, handler));
const admin = [{ name: "purge", handler: async () => ({ content: [] }) }];
for (const tool of admin) server.registerTool(tool.name, {}, toToolResult(tool.handler));
declare function toToolResult<T>(handler: T): T;
let later = [{ handler: async () => ({ content: [] }) }];
for (const tool of later) server.registerTool("y", {}, tool.handler);
export function registerAll(extra: { handler: () => Promise<unknown> }[]) {
  for (const tool of extra) server.registerTool("z", {}, tool.handler);
}
`),
    ).toEqual([
      // getNote and listNotes' handler, through the loop over \`tools\`; the element without a handler adds none.
      "9: server.registerTool -> 4 (throws reach the model)",
      "9: server.registerTool -> 7 (throws reach the model)",
      // Object.values of a constant object, destructured in a forEach callback.
      "11: server.registerTool -> 10 (throws reach the model)",
      // Wrapped by a call: what the handler throws is the wrapper's business.
      "13: server.registerTool -> 12",
      // A \`let\` collection may change and a parameter's is not in view: neither is followed.
    ]);
  });

  it("finds `server.registerTool` on a server handed in, in a module that imports another module of the SDK's package", () => {
    // Pinecone's MCP server 0.3.0: tools/docs/search-docs.js imports the SDK's Client (to call the docs server) and
    // registers its tool on the McpServer it is handed; its handler returns what another server answered.
    expect(
      boundariesOf(`
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { errorResult } from "../common/format-error.js";
export function addSearchDocsTool(server) {
  server.registerTool("search-docs", { inputSchema: {} }, async ({ query }) => {
    const client = new Client({ name: "pinecone-docs", version: "1.0.0" });
    return await client.callTool({ name: "get_context", arguments: { query } });
  });
}
`),
    ).toEqual(["5: server.registerTool -> 5 (throws reach the model)"]);
    // A `const` object of the module's own with a method of that name is no server, whatever the module imports.
    expect(
      boundariesOf(`
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
const catalog = { entries: [] as unknown[], tool(...args: unknown[]) { this.entries.push(args); } };
catalog.tool("search-docs", { inputSchema: {} }, async ({ query }) => {
  const client = new Client({ name: "pinecone-docs", version: "1.0.0" });
  return await client.callTool({ name: "get_context", arguments: { query } });
});
`),
    ).toEqual([]);
    // A module that imports nothing of the SDK's package: the handler returns no tool result, so no registration.
    expect(
      boundariesOf(`
import { callDocs } from "../common/docs.js";
export function addSearchDocsTool(server) {
  server.registerTool("search-docs", { inputSchema: {} }, async ({ query }) => await callDocs(query));
}
`),
    ).toEqual([]);
  });

  it("finds a project's own registrations by the tool results their handlers return, without counting their throws", () => {
    expect(
      boundariesOf(`
import type { CloudflareMcpAgent } from "../types/cloudflare-mcp-agent";
export function registerWorkersTools(agent: CloudflareMcpAgent) {
  agent.server.tool("workers_list", "List the account's workers", {}, async () => {
    const accountId = await agent.getActiveAccountId();
    const result = { content: [{ type: "text" as const, text: JSON.stringify(await agent.listWorkers(accountId)) }] };
    return result;
  });
}
export function registerSearch(context: { registerTool(tool: unknown): void }) {
  context.registerTool({
    name: "search_docs",
    description: "Search the docs",
    handler: async ({ query }: { query: string }) =>
      query ? { content: [{ type: "text", text: await search(query) }] } : { content: [], isError: true },
  });
}
agentRegistry.server.tool("get_issue", {}, ({ id }: { id: string }) =>
  fetchIssue(id)
    .then((issue) => ({ content: [{ type: "text", text: JSON.stringify(issue) }] }))
    .catch(() => ({ content: [{ type: "text", text: "The issue could not be loaded." }], isError: true })),
);
registerTool("ping", {}, async function ping() {
  return { content: [{ type: "resource_link", uri: "file:///pong", name: "pong" }] };
});
declare function search(query: string): Promise<string>;
declare function fetchIssue(id: string): Promise<unknown>;
declare const agentRegistry: { server: { tool(...args: unknown[]): void } };
declare function registerTool(...args: unknown[]): void;
`),
    ).toEqual(["4: agent.server.tool -> 4", "11: context.registerTool -> 14", "18: agentRegistry.server.tool -> 18", "23: registerTool -> 23"]);
  });

  it("does not take a same-named call for a registration when its handler returns no tool result", () => {
    expect(
      boundariesOf(`
export function tool(name: string, run: () => unknown) {
  return { name, run };
}
tool("format", () => "text");
tool("content", () => ({ content: "a string, not content items" }));
tool("items", () => ({ content: [{ kind: "text", text: "not an MCP content type" }] }));
registry.registerTool("lookup", async () => ({ content: [{ type: "markdown", text: "no such type" }] }));
app.tools.register("x", async () => ({ content: [{ type: "text", text: "not a registration name" }] }));
declare const registry: { registerTool(...args: unknown[]): void };
declare const app: { tools: { register(...args: unknown[]): void } };
`),
    ).toEqual([]);
  });
});

describe("returnsToolResults", () => {
  it("reads returns through await, ?:, casts and const locals, not nested functions", () => {
    const answers: Record<string, boolean> = {};
    withSourceCode(
      `
async function direct() { return { content: [{ type: "text", text: "a" }] }; }
async function awaited() { return await ({ content: [{ type: "image", data: "", mimeType: "image/png" }] } satisfies object); }
function viaConst() { const r = { content: [{ type: "audio" as const, data: "", mimeType: "audio/wav" }] }; return r; }
function branch(ok: boolean) { return ok ? "plain" : { content: [{ type: "resource", resource: { uri: "x", text: "y" } }] }; }
function nested() { return () => ({ content: [{ type: "text", text: "inner" }] }); }
function unknownType(kind: string) { return { content: [{ type: kind, text: "?" }] }; }
`,
      (sourceCode) => {
        for (const statement of sourceCode.ast.body) {
          if (statement.type === "FunctionDeclaration" && statement.id) answers[statement.id.name] = returnsToolResults(sourceCode, statement);
        }
      },
    );
    expect(answers).toEqual({ direct: true, awaited: true, viaConst: true, branch: true, nested: false, unknownType: false });
  });
});
