// no-untrusted-error-message: every case runs untyped and typed (through ESLint's API, with the fixture
// project in tests/fixtures/typed); cases whose answer differs with types say so. What is asserted is
// which expressions are reported (their text), with which message; the suggestions are asserted with
// RuleTester at the end.
import { describe, expect, it } from "vitest";
import rule, { type MessageIds } from "../../rules/no-untrusted-error-message.js";
import { typedFixtureFile, untypedRuleTester } from "../helpers.js";
import { makeLinter, reported, runCases } from "./no-untrusted-error-message.cases.js";
import { FETCH_ISSUE, FETCH_ISSUE_PAGE } from "./self-catching-helpers.js";

const AI = `import { tool } from "ai";\nimport { z } from "zod";\n`;
const ERRORS = `import { ApiClientError, UserInputError } from "./api/errors.js";\n`;

runCases("the issue's public cases: reported", [
  {
    name: "a caught error's message returned from execute",
    code: `${AI}export const getIssue = tool({
  description: "Get an issue",
  parameters: z.object({ issueId: z.string() }),
  execute: async ({ issueId }) => {
    try {
      return { result: await fetchIssue(issueId) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  },
});
declare function fetchIssue(id: string): Promise<unknown>;`,
    reports: ["(e as Error).message"],
  },
  {
    name: "a caught error's name beside its message: the message is named (Upstash's MCP server)",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "upstash", version: "0.3.0" });
server.tool("redis_database_run_command", "Run a Redis command", {}, async () => {
  try {
    return { content: [{ type: "text", text: await fetch("https://api.upstash.com/v2/redis").then((res) => res.text()) }] };
  } catch (error) {
    const msg = error instanceof Error ? error.message : String(error);
    return { content: [{ type: "text", text: \`\${error instanceof Error ? error.name : "Error"}: \${msg}\` }], isError: true };
  }
});
server.tool("redis_database_backup", "Back up a database", {}, async () => {
  try {
    return { content: [{ type: "text", text: await fetch("https://api.upstash.com/v2/backup").then((res) => res.text()) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Backup failed (\${(error as Error).name})\` }], isError: true };
  }
});`,
    reports: ["msg", "(error as Error).name"],
  },
  {
    name: "destructured from a caught error",
    code: `${AI}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      const { message: msg } = e as Error;
      return { error: msg };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: ["msg"],
  },
  {
    name: "a conditional write merges into a let",
    code: `${AI}export const t = tool({
  execute: async ({ verbose }: { verbose: boolean }) => {
    let msg = "Lookup failed";
    try {
      await run();
    } catch (e) {
      if (verbose) msg = (e as Error).message;
    }
    return { error: msg };
  },
});
declare function run(): Promise<unknown>;`,
    reports: ["msg"],
  },
  {
    name: "a helper that returns the message, through its summary",
    code: `${AI}const describeError = (e: unknown) => (e instanceof Error ? e.message : "Unknown error");
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (err) {
      return { error: describeError(err) };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: ["describeError(err)"],
  },
  {
    name: "a derived sink: errorResult(text) builds an isError result",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
function errorResult(text: string) {
  return { isError: true, content: [{ type: "text" as const, text }] };
}
export function register(server: McpServer) {
  server.registerTool("get_note", { description: "Get a note" }, async ({ id }: { id: string }) => {
    try {
      return { content: [{ type: "text" as const, text: await load(id) }] };
    } catch (e) {
      return errorResult((e as Error).message);
    }
  });
}
declare function load(id: string): Promise<string>;`,
    reports: ["(e as Error).message"],
  },
  {
    name: "a .catch callback chained on the result",
    code: `${AI}export const t = tool({
  execute: ({ id }: { id: string }) => run(id).then((result) => ({ result })).catch((err) => ({ error: err.message })),
});
declare function run(id: string): Promise<unknown>;`,
    reports: ["err.message"],
  },
  {
    name: "an MCP error result that echoes the tool's input",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function register(server: McpServer, notes: Map<string, string>) {
  server.registerTool("get_note", { description: "Get a note" }, async ({ id }: { id: string }) => {
    const note = notes.get(id);
    if (!note) return { isError: true, content: [{ type: "text" as const, text: \`No note "\${id}"\` }] };
    return { content: [{ type: "text" as const, text: note }] };
  });
}`,
    reports: ["id"],
  },
  {
    name: "the tool's input made a path by Node's path functions (default, namespace, named and CommonJS imports) is still input",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import path from "node:path";
import * as nodePath from "path";
import { join as joinPath } from "node:path";
import fs from "node:fs";
const posixPath = require("path");
export function register(server: McpServer) {
  server.registerTool("read_notes", { description: "Read a project's notes" }, async ({ projectPath, name }: { projectPath: string; name: string }) => {
    const resolvedProjectPath = path.resolve(projectPath);
    if (!fs.existsSync(resolvedProjectPath)) return { isError: true, content: [{ type: "text" as const, text: \`No directory at \${resolvedProjectPath}\` }] };
    const notes = nodePath.join(resolvedProjectPath, "NOTES.md");
    if (!fs.existsSync(notes)) return { isError: true, content: [{ type: "text" as const, text: \`No notes in \${nodePath.basename(notes)}\` }] };
    const named = joinPath("/srv/notes", name);
    if (!fs.existsSync(named)) return { isError: true, content: [{ type: "text" as const, text: \`No note \${posixPath.relative("/srv", named)}\` }] };
    if (!fs.existsSync("/srv/notes")) return { isError: true, content: [{ type: "text" as const, text: \`No notes under \${path.join("/srv", "notes")}\` }] };
    return { content: [{ type: "text" as const, text: fs.readFileSync(notes, "utf8") }] };
  });
}`,
    reports: ["resolvedProjectPath", "nodePath.basename(notes)", "posixPath.relative(\"/srv\", named)"],
  },
  {
    name: "a third-party response body in a template",
    code: `${AI}export const t = tool({
  execute: async ({ url }: { url: string }) => {
    const res = await fetch("https://api.example.com/search");
    if (!res.ok) return { error: \`HTTP \${res.status}: \${await res.text()}\` };
    return { result: await res.json() };
  },
});`,
    reports: ["res.text()"],
  },
  {
    name: "JSON.stringify of an object holding the caught error",
    code: `${AI}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      return { error: JSON.stringify({ status: 500, cause: e }) };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: ["e"],
  },
  {
    name: "a new Error built from a database error, then its message",
    code: `${AI}export const t = tool({
  execute: async () => {
    try {
      return { result: await query() };
    } catch (dbErr) {
      const wrapped = new Error(\`DB: \${(dbErr as Error).message}\`);
      return { error: wrapped.message };
    }
  },
});
declare function query(): Promise<unknown>;`,
    reports: ["wrapped.message"],
  },
  {
    name: "the detail of a result an error signal marks without an error key (`{ success: false, message }`, `{ ok: false, reason }`)",
    code: `${AI}export const startJob = tool({
  inputSchema: z.object({ repo: z.string() }),
  execute: async ({ repo }) => {
    try {
      const res = await fetch("https://ci.example.com/jobs", { method: "POST", body: JSON.stringify({ repo }) });
      if (!res.ok) return { success: false, message: \`CI refused: \${await res.text()}\` };
      return { success: true, message: \`Started \${((await res.json()) as { id: string }).id}\` };
    } catch (error) {
      return { ok: false, reason: \`Could not start: \${(error as Error).message}\` };
    }
  },
});`,
    reports: ["res.text()", "(error as Error).message"],
  },
  {
    name: "a constant detail of a `success: false` result, and the data of a `success: true` one",
    code: `${AI}export const stopJob = tool({
  inputSchema: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    try {
      const res = await fetch(\`https://ci.example.com/jobs/\${id}\`, { method: "DELETE" });
      return { success: true, message: await res.text() };
    } catch {
      return { success: false, message: "The CI is unavailable; try again later." };
    }
  },
});`,
    reports: [],
  },
  {
    name: "an error field nested in a result shown as JSON (`{ success: false, data: { error } }`)",
    code: `${AI}export const getForecast = tool({
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => {
    try {
      const res = await fetch(\`https://weather.example.com/v1/forecast?city=\${encodeURIComponent(city)}\`);
      if (!res.ok) return { success: false, data: { error: \`Weather API: \${res.statusText}\`, status: res.status } };
      return { success: true, data: (await res.json()) as { days: unknown[] } };
    } catch (error) {
      return { success: false, data: { details: { error: (error as Error).message } } };
    }
  },
});`,
    reports: ["res.statusText", "(error as Error).message"],
  },
  {
    name: "a nested failure object built in a local first (`const failure = { error }; return { success: false, data: failure }`)",
    code: `${AI}export const updateDeal = tool({
  inputSchema: z.object({ dealId: z.string(), stage: z.string() }),
  execute: async ({ dealId, stage }) => {
    const res = await fetch(\`https://crm.example.com/v2/deals/\${encodeURIComponent(dealId)}\`, { method: "PATCH", body: JSON.stringify({ stage }) });
    if (!res.ok) {
      const failure = { httpStatus: res.status, error: await res.text() };
      return { success: false, data: failure };
    }
    return { success: true, data: (await res.json()) as { id: string } };
  },
});`,
    reports: ["res.text()"],
  },
  {
    name: "error objects in an array written in the result (`{ success: false, errors: [{ error }] }`), and a list of data beside them",
    code: `${AI}export const syncContacts = tool({
  inputSchema: z.object({ listId: z.string() }),
  execute: async ({ listId }) => {
    const res = await fetch(\`https://crm.example.com/v2/lists/\${encodeURIComponent(listId)}/sync\`, { method: "POST" });
    if (!res.ok) {
      const detail = { stage: "sync", error: res.statusText };
      return { success: false, errors: [{ error: await res.text() }, detail], steps: [{ name: "sync", state: "failed" }] };
    }
    return { success: true, errors: [], synced: [{ id: listId, error: null }] };
  },
});`,
    reports: ["res.statusText", "res.text()"],
  },
  {
    name: "error objects pushed later into an array the result holds (`errors.push({ id, error })`, `result.failed.push(...)`), not those of another array",
    code: `${AI}export const importContacts = tool({
  inputSchema: z.object({ ids: z.array(z.string()) }),
  execute: async ({ ids }) => {
    const errors: { id: string; error: string }[] = [];
    const imported: { id: string; error: string | null }[] = [];
    const result = { imported, failed: [] as { id: string; error: string }[], errors };
    const auditLog: { id: string; error: string }[] = [];
    for (const id of ids) {
      try {
        const res = await fetch(\`https://crm.example.com/v2/contacts/\${encodeURIComponent(id)}/import\`, { method: "POST" });
        if (res.status === 409) {
          result.failed.push({ id, error: await res.text() });
          continue;
        }
        imported.push({ id, error: null });
      } catch (error) {
        errors.push({ id, error: error instanceof Error ? error.message : String(error) });
        auditLog.push({ id, error: String(error) });
      }
    }
    console.error(JSON.stringify(auditLog));
    return result;
  },
});`,
    reports: ["res.text()", "error.message"],
  },
  {
    name: "an MCP result's nested fields are not what the model reads, and a constant nested error is no report",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "weather", version: "1.0.0" });
server.tool("forecast", async () => {
  try {
    return { content: [{ type: "text" as const, text: JSON.stringify(await load()) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text" as const, text: "The forecast is unavailable." }], _meta: { trace: { error: String(error) } } };
  }
});
declare function load(): Promise<unknown>;
import { tool } from "ai";
export const t = tool({
  execute: async () => {
    try {
      return { data: await load() };
    } catch {
      return { success: false, data: { error: "The forecast is unavailable." } };
    }
  },
});`,
    reports: [],
  },
  {
    name: "the agent's input in a thrown message with the caught error as its cause: the message's part, not the cause",
    code: `${AI}export const t = tool({
  inputSchema: z.object({ channelId: z.string() }),
  execute: async ({ channelId }) => {
    const target = channelId;
    try {
      return { result: await readCanvas(target) };
    } catch (error) {
      throw new Error(\`\${target} could not be read\`, { cause: error });
    }
  },
});
declare function readCanvas(id: string): Promise<unknown>;`,
    reports: ["target"],
  },
  {
    name: "optional chaining with a fallback",
    code: `${AI}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e: any) {
      return { error: e?.message ?? "Unknown" };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: ["e?.message"],
  },
  {
    name: "the tool's input cast to a literal union is still input",
    code: `${AI}export const t = tool({
  execute: async (args: { mode: string }) => {
    return { error: \`Unsupported mode \${args.mode as "fast" | "full"}\` };
  },
});`,
    reports: ["args.mode"],
  },
]);

runCases("the issue's public cases: not reported", [
  {
    name: "a template of constants and a status code",
    code: `${AI}const TOOL = "search_events";
export const t = tool({
  execute: async () => {
    const res = await fetch("https://api.example.com/events");
    if (!res.ok) return { error: \`\${TOOL} failed (HTTP \${res.status})\` };
    return { result: await res.json() };
  },
});`,
    reports: [],
  },
  {
    name: "instanceof a trusted class",
    code: `${AI}${ERRORS}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      if (e instanceof UserInputError) return { error: e.message };
      return { error: "The lookup failed." };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "an early exit leaves only the trusted class",
    code: `${AI}${ERRORS}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      if (!(e instanceof UserInputError)) {
        console.error(e);
        return { error: "The lookup failed." };
      }
      return { error: e.message };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "an aliased condition",
    code: `${AI}${ERRORS}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      const known = e instanceof UserInputError;
      if (known) return { error: e.message };
      throw e;
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "a ternary chooses between constants",
    code: `${AI}export const t = tool({
  execute: async () => {
    const res = await fetch("https://api.example.com/x");
    const body = await res.json();
    if (!res.ok) return { error: body.code === "NOT_FOUND" ? "Not found" : "Bad request" };
    return { result: body };
  },
});`,
    reports: [],
  },
  {
    name: "a later unconditional write replaces the caught message",
    code: `${AI}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      let m = (e as Error).message;
      console.warn(m);
      m = "Lookup failed";
      return { error: m };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "a lookup in a constant table",
    code: `${AI}const ERR = { ECONNREFUSED: "The service is unreachable.", ETIMEDOUT: "The service timed out." };
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e: any) {
      return { error: ERR[e.code as keyof typeof ERR] ?? "Unknown error" };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "field sensitivity: a trusted field beside an untrusted one",
    code: `${AI}export const t = tool({
  execute: async () => {
    const res = await fetch("https://api.example.com/x");
    const r = { msg: "Lookup failed", raw: await res.text() };
    if (!res.ok) return { error: r.msg };
    return { result: r.raw.length };
  },
});`,
    reports: [],
  },
  {
    name: "toUserMessage() of an API error",
    code: `${AI}${ERRORS}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      if (e instanceof ApiClientError) return { error: \`Input Error: \${e.toUserMessage()}\` };
      throw e;
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "an error key passed to a logger is not a sink",
    code: `${AI}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      console.warn({ error: (e as Error).message });
      return { error: "The lookup failed." };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "narrowing inside a .catch callback",
    code: `${AI}${ERRORS}export const t = tool({
  execute: ({ id }: { id: string }) =>
    run(id).catch((err) => (err instanceof UserInputError ? { error: err.message } : { error: "The lookup failed." })),
});
declare function run(id: string): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "an allowlist guard",
    code: `${AI}const SUPPORTED = new Set(["csv", "json"]);
export const t = tool({
  execute: async ({ format }: { format: string }) => {
    if (!SUPPORTED.has(format)) return { error: "Unsupported format." };
    return { error: \`Cannot export \${format} yet.\` };
  },
});`,
    reports: [],
  },
]);

runCases("more sinks and sources", [
  {
    name: "a thrown error's message inside an MCP handler",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function register(server: McpServer) {
  server.registerTool("read_file", { description: "Read a file" }, async ({ path }: { path: string }) => {
    throw new Error(\`File not found: \${path}\`);
  });
}`,
    reports: ["path"],
  },
  {
    name: "a throw caught by the handler's own try is not a sink (the catch decides)",
    code: `${AI}export const t = tool({
  execute: async ({ q }: { q: string }) => {
    try {
      const res = await fetch("https://docs.example.com/search");
      if (!res.ok) throw new Error(await res.text());
      return { result: await res.json() };
    } catch {
      return { error: "The search failed." };
    }
  },
});`,
    reports: [],
  },
  {
    name: "a thrown error inside agentTool is formatted by agentTool: not a sink",
    code: `import { agentTool } from "../internal/agents/tools/utils.js";
export const t = agentTool({
  execute: async ({ path }: { path: string }) => {
    throw new Error(\`File not found: \${path}\`);
  },
});`,
    reports: [],
  },
  {
    name: "a wrapped MCP handler: returns still count, throws are the wrapper's",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
declare function handleToolErrors<A>(name: string, fn: (args: A) => Promise<unknown>): (args: A) => Promise<unknown>;
export function register(server: McpServer) {
  server.registerTool("x", {}, handleToolErrors("x", async ({ q }: { q: string }) => {
    if (!q) throw new Error(\`Bad query \${q}\`);
    return { isError: true, content: [{ type: "text", text: \`No results for \${q}\` }] };
  }));
}`,
    reports: ["q"],
  },
  {
    name: "a toolError:v1 payload's message",
    code: `export function toolError(e: unknown) {
  return { structuredContent: { kind: "toolError:v1", code: "UNKNOWN_ERROR", message: String(e), retryable: false } };
}
export async function handler() {
  try {
    await run();
  } catch (e) {
    return toolError(e);
  }
}
declare function run(): Promise<unknown>;`,
    // Reported where the caught error enters the helper whose parameter reaches the payload.
    reports: ["e"],
  },
  {
    name: "a validation result's message about the tool's own input: unknown (reportUnknown), not reported by default",
    code: `${AI}const Input = z.object({ limit: z.number() });
export const t = tool({
  execute: async (raw: unknown) => {
    const parsed = Input.safeParse(raw);
    if (!parsed.success) return { error: parsed.error.message };
    return { result: parsed.data };
  },
});`,
    reports: [],
  },
  {
    name: "a returned variable and a spread",
    code: `${AI}export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      const base = { error: \`Lookup failed: \${e}\` };
      const result = { ...base, retryable: false };
      return result;
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: ["e"],
  },
  {
    name: "an AI SDK tool that returns text from its catch: the text is the tool's output (#13)",
    code: `${AI}export const t = tool({
  execute: async ({ query }: { query: string }) => {
    try {
      const res = await fetch("https://docs.example.com/search?q=" + encodeURIComponent(query));
      return await res.text();
    } catch (error) {
      if (error instanceof TypeError) return "The docs service cannot be reached; try again later.";
      const detail = \`Search failed: \${(error as Error).message}\`;
      if (query.length > 100) return detail;
      return "Search failed: " + String(error);
    }
  },
});`,
    // The body read on success is the tool's data, not an error; the sentence written for TypeError is trusted.
    reports: ["detail", "error"],
  },
  {
    name: "an MCP tool result returned on failure without isError still carries its text to the agent (#13)",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
export function register(server: McpServer) {
  server.registerTool("get_page", { inputSchema: { id: z.string() } }, async ({ id }) => {
    try {
      const res = await fetch(\`https://api.example.com/pages/\${encodeURIComponent(id)}\`);
      if (!res.ok) {
        return { content: [{ type: "text", text: \`Request failed: \${await res.text()}\` }] };
      }
      // Success: the page is the tool's data, not an error message.
      return { content: [{ type: "text", text: await res.text() }] };
    } catch (error) {
      if (error instanceof TypeError) return { content: [{ type: "text", text: "The pages service cannot be reached." }] };
      return { content: [{ type: "text", text: \`Error: \${error instanceof Error ? error.message : String(error)}\` }] };
    }
  });
}`,
    reports: ["res.text()", "error.message"],
  },
  {
    name: "a project registration whose handler returns a promise chain: the rejection handlers' text (reviewer cases from the doc)",
    code: `import { z } from "zod";
interface AgentContext { server: { tool(...args: unknown[]): void } }
declare function fetchIssue(id: string): Promise<unknown>;
export function register(agent: AgentContext) {
  agent.server.tool("get_issue_summary", { id: z.string() }, ({ id }: { id: string }) =>
    fetchIssue(id)
      .then((issue) => ({ content: [{ type: "text", text: JSON.stringify(issue) }] }))
      .catch((err) => ({ content: [{ type: "text", text: String(err) }] })),
  );
  agent.server.tool("upload_attachment", { url: z.string() }, ({ url }: { url: string }) =>
    fetch("https://api.example.com/attachments", { method: "POST", body: url }).then(
      (res) => ({ content: [{ type: "text", text: \`Uploaded (HTTP \${res.status}).\` }] }),
      (err: Error) => ({ content: [{ type: "text", text: \`Upload failed: \${err.message}\` }] }),
    ),
  );
}`,
    reports: ["err", "err.message"],
  },
  {
    name: "a failure result without isError built by a helper of the file, and one built from a trusted class",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${ERRORS}import { z } from "zod";
function failure(text: string) {
  return { content: [{ type: "text" as const, text }] };
}
export function register(server: McpServer) {
  server.tool("find_issue", { issueId: z.string() }, async ({ issueId }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await lookup(issueId)) }] };
    } catch (e) {
      if (e instanceof ApiClientError) return { content: [{ type: "text", text: e.message }] };
      return failure(\`Lookup failed: \${String(e)}\`);
    }
  });
}
declare function lookup(id: string): Promise<unknown>;`,
    reports: ["e"],
  },
  {
    name: "JSON.parse of a response body is as untrusted as the body",
    code: `${AI}export const t = tool({
  execute: async () => {
    const res = await fetch("https://api.example.com/x");
    const body = JSON.parse(await res.text());
    if (!res.ok) return { error: body.detail };
    return { result: body };
  },
});`,
    reports: ["body.detail"],
  },
  {
    name: "numbers, lengths and booleans of untrusted values are trusted",
    code: `${AI}export const t = tool({
  execute: async ({ ids }: { ids: string[] }) => {
    const res = await fetch("https://api.example.com/x");
    if (!res.ok) return { error: \`Failed for \${ids.length} ids (HTTP \${res.status}, ok=\${res.ok})\` };
    return { result: 1 };
  },
});`,
    reports: [],
  },
  {
    name: "an imported helper's result is unknown: strict only",
    options: { reportUnknown: true },
    code: `${AI}import { formatError } from "./format.js";
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      return { error: formatError(e) };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: ["?formatError(e)"],
  },
  {
    name: "the same without reportUnknown",
    code: `${AI}import { formatError } from "./format.js";
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      return { error: formatError(e) };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "a configured sanitizer makes text trusted",
    settings: { "agent-errors": { sanitizers: [{ name: "sanitizeForAgent", from: "./sanitize.js" }] } },
    code: `${AI}import { sanitizeForAgent } from "./sanitize.js";
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      return { error: sanitizeForAgent((e as Error).message) };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: [],
  },
  {
    name: "a rethrown caught error: strict only",
    options: { reportRethrown: true },
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${ERRORS}export function register(server: McpServer) {
  server.registerTool("x", {}, async () => {
    try {
      return { content: [{ type: "text" as const, text: await run() }] };
    } catch (e) {
      if (e instanceof UserInputError) throw e;
      console.error(e);
      throw e;
    }
  });
}
declare function run(): Promise<string>;`,
    reports: ["e"],
  },
  {
    name: "the message of a trusted class built from untrusted text: strict only",
    options: { checkTrustedErrorConstructors: true },
    code: `${ERRORS}export async function validate(res: Response) {
  if (!res.ok) throw new UserInputError(\`Invalid organization: \${await res.text()}\`);
}`,
    reports: ["res.text()"],
  },
  {
    name: "strict: a trusted class's message is the server's own template: values it cannot follow are not reported",
    options: { checkTrustedErrorConstructors: true, reportUnknown: true },
    code: `${ERRORS}import { resolveProjectSlug } from "./projects.js";
export async function assertProject(organizationSlug: string, projectId: string) {
  const slug = await resolveProjectSlug(organizationSlug, projectId);
  if (!slug) throw new UserInputError(\`Project \${projectId} was not found in \${organizationSlug}.\`);
  if (slug.startsWith("_")) throw new UserInputError(\`Project "\${slug}" is internal; pick another project.\`);
  return slug;
}`,
    reports: [],
  },
  {
    name: "strict: an API error class carries the project's own API text (status text, body), not a caught error's",
    options: { checkTrustedErrorConstructors: true, reportUnknown: true },
    code: `class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}
export async function request(url: string) {
  const response = await fetch(url);
  if (!response.ok) {
    const errorText = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(errorText);
    } catch (error) {
      throw new ApiError(\`Received HTML instead of JSON (\${response.status} \${response.statusText}): \${(error as Error).message}\`, response.status);
    }
    const { data, success } = ApiErrorSchema.safeParse(parsed);
    if (success) throw new ApiError(data.detail, response.status);
    throw new ApiError(\`API request failed: \${response.statusText}\\n\${errorText}\`, response.status);
  }
  return response.json();
}
declare const ApiErrorSchema: { safeParse(value: unknown): { success: true; data: { detail: string } } | { success: false; data: undefined } };`,
    reports: ["(error as Error).message"],
  },
  {
    name: "strict: without API error classes (`apiResponseErrors: []`), an API's text in a trusted class is reported",
    options: { checkTrustedErrorConstructors: true },
    settings: { "agent-errors": { apiResponseErrors: [] } },
    code: `import { ApiError } from "./api/errors.js";
export async function request(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new ApiError(\`API request failed: \${response.statusText}\`);
  return response.json();
}`,
    reports: ["response.statusText"],
  },
  {
    name: "thrown from a tool: an API error class carries the project's own API's text there too; a caught error's message in it does not",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ApiError } from "../api/errors.js";
export function register(server: McpServer) {
  server.registerTool("get_workspace", { description: "Fetch a workspace" }, async ({ workspaceId }: { workspaceId: string }) => {
    let res: Response;
    try {
      res = await fetch(\`https://api.acme.dev/v2/workspaces/\${encodeURIComponent(workspaceId)}\`);
    } catch (error) {
      throw new ApiError(\`Workspace service unreachable: \${(error as Error).message}\`, 503);
    }
    if (!res.ok) throw new ApiError(await res.text(), res.status);
    if (res.status === 204) throw new ApiError(\`Workspace \${workspaceId}: \${res.statusText}\`, res.status);
    const workspace = (await res.json()) as { name: string };
    return { content: [{ type: "text" as const, text: workspace.name }] };
  });
}`,
    reports: ["(error as Error).message", "workspaceId"],
  },
  {
    name: "a text written into an isError result after it is built: the caught message is reported, a constant is not",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function register(server: McpServer) {
  server.registerTool("get_issue", { description: "Fetch an issue" }, async ({ key }: { key: string }) => {
    const failure = { isError: true, content: [{ type: "text" as const, text: "The tracker request failed." }] };
    try {
      const res = await fetch(\`https://tracker.example.com/rest/api/3/issue/\${encodeURIComponent(key)}\`);
      if (res.status === 404) {
        failure.content[0].text = "No such issue.";
        return failure;
      }
      return { content: [{ type: "text" as const, text: ((await res.json()) as { summary: string }).summary }] };
    } catch (e) {
      failure.content[0].text = (e as Error).message;
      return failure;
    }
  });
}`,
    reports: ["(e as Error).message"],
  },
  {
    name: "thrown from a tool: without API error classes (`apiResponseErrors: []`), the response body in one is reported",
    settings: { "agent-errors": { apiResponseErrors: [] } },
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ApiError } from "../api/errors.js";
export function register(server: McpServer) {
  server.registerTool("get_workspace", { description: "Fetch a workspace" }, async ({ workspaceId }: { workspaceId: string }) => {
    const res = await fetch(\`https://api.stripe.com/v1/customers/\${encodeURIComponent(workspaceId)}\`);
    if (!res.ok) throw new ApiError(await res.text(), res.status);
    return { content: [{ type: "text" as const, text: "ok" }] };
  });
}`,
    reports: ["res.text()"],
  },
  {
    name: "a validation's `data` is its input, validated; its `error` is the library's text about the input (untrusted when the input is)",
    code: `${AI}import { IssueSchema } from "./schemas.js";
export const t = tool({
  execute: async (input: unknown) => {
    const parsed = IssueSchema.safeParse(await (await fetch("https://tracker.example.com/issues/PROJ-1")).json());
    if (!parsed.success) return { error: \`Invalid issue reference: \${parsed.error.message}\` };
    const own = IssueSchema.safeParse({ organizationSlug: "sentry", issueId: "PROJ-1" });
    if (!own.success) return { error: \`Invalid issue reference: \${own.error.message}\` };
    return { error: \`Issue \${own.data.issueId} is resolved.\` };
  },
});`,
    reports: ["parsed.error.message"],
  },
  {
    name: "numbers typed from the input are trusted with types",
    code: `${AI}export const t = tool({
  execute: async ({ limit }: { limit: number }) => {
    return { error: \`Limit \${limit} is too high\` };
  },
});`,
    reports: ["limit"],
    typedReports: [],
  },
  {
    name: "a server created in another module of the project needs types",
    code: `import { server } from "./server.js";
server.registerTool("get_note", { description: "Get a note" }, async ({ id }: { id: string }) => {
  return { isError: true, content: [{ type: "text" as const, text: \`No note "\${id}"\` }] };
});
server.registerTool("find_note", { description: "Find a note" }, async ({ q }: { q: string }) => {
  throw new Error(\`Nothing matches \${q}\`);
});`,
    // Untyped, the first handler is a tool's by the results it returns, so `id` is a tool's input; nothing says
    // the second one's thrown errors reach the model (a project's registration may format them): only typed.
    reports: ["id"],
    typedReports: ["id", "q"],
  },
  {
    name: "a project subclass of a trusted class needs types",
    code: `${AI}import { ProjectNotFoundError } from "./project-errors.js";
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      if (e instanceof ProjectNotFoundError) return { error: e.message };
      return { error: "The lookup failed." };
    }
  },
});
declare function run(): Promise<unknown>;`,
    reports: ["e.message"],
    typedReports: [],
  },
]);

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\n`;

// Shapes of real MCP servers (tests/corpus/triage): Azure DevOps' action enums and numeric ids, a URL parser
// returning `{ error } | { pageId }`, a catch that cannot run, and zod's text about the agent's own input.
runCases("what a tool's schema and a helper's returns say", [
  {
    name: "an enum, a number and a piped enum of the schema are the server's constants; free text is not",
    code: `${MCP}export function register(server: McpServer) {
  server.tool("builds", "Build actions", {
    action: z.enum(["list", "get"]),
    id: z.coerce.number().int().min(1),
    kind: z.string().transform((value) => value.toLowerCase()).pipe(z.enum(["ci", "pr"])),
    updates: z.array(z.object({ op: z.enum(["add", "remove"]), value: z.string().optional() })),
    branch: z.string(),
  }, async ({ action, id, kind, updates, branch }) => {
    const bad = updates.find((update) => update.value === undefined);
    if (bad) return { content: [{ type: "text", text: \`value is required for \${bad.op}\` }], isError: true };
    if (action === "get") return { content: [{ type: "text", text: \`Build \${id} of kind \${kind} not found\` }], isError: true };
    const linkType = undefined ?? action;
    return { content: [{ type: "text", text: \`Unknown action: \${linkType}, branch \${branch}\` }], isError: true };
  });
}`,
    reports: ["branch"],
  },
  {
    // midday's invoice tools (scout, twentieth session): `z.string().uuid()` is an id once the SDK validated it.
    name: "an id format of the schema (uuid, zod 4's z.uuid(), an ISO date) is no text of the agent's; an email, a url or a transformed id is",
    code: `${MCP}export function register(server: McpServer) {
  server.registerTool("invoice_template_get", {
    inputSchema: {
      id: z.string().uuid().describe("Template ID"),
      customerId: z.uuid(),
      since: z.iso.datetime().optional(),
      email: z.string().email(),
      link: z.string().url(),
      slug: z.string().uuid().transform((value) => value.toUpperCase()),
    },
  }, async ({ id, customerId, since, email, link, slug }) => {
    const template = await findTemplate(id);
    if (!template) return { content: [{ type: "text", text: \`Invoice template not found (id: \${id}, customer \${customerId}, since \${since})\` }], isError: true };
    if (template.kind === "mail") return { content: [{ type: "text", text: \`No invoice for \${email}\` }], isError: true };
    if (template.kind === "link") return { content: [{ type: "text", text: \`No invoice at \${link}\` }], isError: true };
    return { content: [{ type: "text", text: \`No invoice \${slug}\` }], isError: true };
  });
}
declare function findTemplate(id: string): Promise<{ kind: string } | undefined>;`,
    reports: ["email", "link", "slug"],
  },
  {
    // browser-tools' audits (scout, twentieth session).
    name: "a caught error in the result of a callback its wrapper calls and hands back",
    code: `${MCP}async function withServerConnection<T>(apiCall: () => Promise<T>): Promise<T> {
  return await apiCall();
}
export function register(server: McpServer) {
  server.tool("runAudit", "Run an audit", {}, async () => {
    return await withServerConnection(async () => {
      try {
        const response = await fetch("http://127.0.0.1:3025/audit", { method: "POST" });
        return { content: [{ type: "text" as const, text: await response.text() }] };
      } catch (error) {
        const errorMessage = error instanceof Error ? error.message : String(error);
        return { content: [{ type: "text" as const, text: \`Failed to run the audit: \${errorMessage}\` }], isError: true };
      }
    });
  });
}`,
    reports: ["errorMessage"],
  },
  {
    // Bright Data's server (scout, twentieth session): every tool goes through a helper that filters them.
    name: "a FastMCP tool registered through a helper of the file that hands its options to addTool",
    code: `import { FastMCP } from "fastmcp";
import { z } from "zod";
const server = new FastMCP({ name: "scraper", version: "1.0.0" });
const allowedTools = new Set((process.env.TOOLS ?? "").split(",").filter(Boolean));
const addTool = (tool: Parameters<typeof server.addTool>[0]) => {
  if (allowedTools.size > 0 && !allowedTools.has(tool.name)) return;
  server.addTool(tool);
};
addTool({
  name: "scrape_as_markdown",
  description: "Scrape a page",
  parameters: z.object({ url: z.string().url() }),
  execute: async ({ url }) => {
    try {
      const response = await fetch(\`https://api.example.com/request?url=\${encodeURIComponent(url)}\`);
      return await response.text();
    } catch (e) {
      throw new Error(\`Scrape failed: \${(e as Error).message}\`);
    }
  },
});`,
    reports: ["(e as Error).message"],
  },
  {
    // Bright Data's server (scout, twentieth session): `safe_error` only redacts tokens.
    name: "what the function a wrapper of the file makes of the handler throws (tool_fn(name, fn)); a constant it throws is fine",
    code: `import { FastMCP } from "fastmcp";
import { z } from "zod";
const server = new FastMCP({ name: "scraper", version: "1.0.0" });
const redactToken = (text: string) => text.replace(/[A-Za-z0-9]{32,}/g, "[REDACTED]");
const safeError = (e: unknown) => redactToken(e instanceof Error ? e.message : "Tool execution failed");
function toolFn<T>(name: string, fn: (data: T) => Promise<string>) {
  return async (data: T) => {
    try {
      return await fn(data);
    } catch (e) {
      console.error("[%s] failed", name, e);
      throw new Error(safeError(e));
    }
  };
}
function quietFn<T>(fn: (data: T) => Promise<string>) {
  return async (data: T) => {
    try {
      return await fn(data);
    } catch {
      throw new Error("The scrape failed; try again later.");
    }
  };
}
server.addTool({
  name: "scrape_as_markdown",
  parameters: z.object({ url: z.string().url() }),
  execute: toolFn("scrape_as_markdown", async ({ url }) => (await fetch(url)).text()),
});
server.addTool({
  name: "scrape_as_html",
  parameters: z.object({ url: z.string().url() }),
  execute: quietFn(async ({ url }) => (await fetch(url)).text()),
});`,
    reports: ["safeError(e)"],
  },
  {
    // Written from the doc by a reviewer (twenty-first session).
    name: "the function a factory of the file makes of the handler logs and rethrows as it is: what the handler throws reaches the model; a factory whose function answers with its own message does not",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
const JIRA_URL = "https://acme.atlassian.net";
const server = new McpServer({ name: "jira", version: "2.1.0" });
function withErrorLogging<A>(toolName: string, handler: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await handler(args);
    } catch (error) {
      console.error(\`[\${toolName}] failed\`, error);
      throw error;
    }
  };
}
function withFallback<A>(handler: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await handler(args);
    } catch {
      return { content: [{ type: "text", text: "Jira is unavailable; try again later." }], isError: true };
    }
  };
}
server.registerTool(
  "jira_get_issue",
  { description: "Get a Jira issue by key", inputSchema: { issueKey: z.string() } },
  withErrorLogging("jira_get_issue", async ({ issueKey }: { issueKey: string }) => {
    const res = await fetch(\`\${JIRA_URL}/rest/api/3/issue/\${encodeURIComponent(issueKey)}\`);
    if (!res.ok) throw new Error(\`Jira answered \${res.status}: \${await res.text()}\`);
    const issue = (await res.json()) as { fields: { summary: string } };
    return { content: [{ type: "text", text: issue.fields.summary }] };
  }),
);
server.registerTool(
  "jira_get_comments",
  { description: "Get a Jira issue's comments", inputSchema: { issueKey: z.string() } },
  withFallback(async ({ issueKey }: { issueKey: string }) => {
    const res = await fetch(\`\${JIRA_URL}/rest/api/3/issue/\${encodeURIComponent(issueKey)}/comment\`);
    if (!res.ok) throw new Error(\`Jira answered \${res.status}: \${await res.text()}\`);
    return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
  }),
);`,
    reports: ["res.text()"],
  },
  {
    // Cloudflare's MCP server (scout, twentieth session).
    name: "a caught error in the { toolResult } of a handler of a table the low-level server dispatches to",
    code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
declare function createRoute(zoneId: string): Promise<unknown>;
var ROUTING_HANDLERS = {
  route_create: async (request: { params: { input: { zoneId: string } } }) => {
    try {
      return { toolResult: { content: [{ type: "text", text: JSON.stringify(await createRoute(request.params.input.zoneId)) }] } };
    } catch (error) {
      return { toolResult: { content: [{ type: "text", text: \`Error: \${error instanceof Error ? error.message : String(error)}\` }], isError: true } };
    }
  },
};
const server = new Server({ name: "cloudflare", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const toolName = request.params.name;
  if (toolName in ROUTING_HANDLERS) return await ROUTING_HANDLERS[toolName as keyof typeof ROUTING_HANDLERS](request as never);
  return { toolResult: { content: [{ type: "text", text: "Unknown tool." }], isError: true } };
});`,
    reports: ["error.message"],
  },
  {
    name: "the schema read from a const, in registerTool's inputSchema",
    code: `${MCP}const input = { format: z.enum(["json", "text"]).default("json"), query: z.string() };
export function register(server: McpServer) {
  server.registerTool("search", { inputSchema: input }, async (args) => {
    return { content: [{ type: "text", text: \`Unsupported format \${args.format} for \${args.query}\` }], isError: true };
  });
}`,
    reports: ["args.query"],
  },
  {
    name: "a helper returning { error } on one path and { pageId } on another keeps the fields apart",
    code: `${MCP}function parseUrl(url: string): { pagePath?: string; pageId?: number; error?: string } {
  try {
    const parsed = new URL(url);
    const path = parsed.searchParams.get("pagePath");
    if (path) return { pagePath: decodeURIComponent(path) };
    const id = parseInt(parsed.pathname.split("/").pop() ?? "", 10);
    if (!isNaN(id)) return { pageId: id };
    return { error: "URL does not match the wiki pattern." };
  } catch {
    return { error: "Invalid URL format." };
  }
}
export function register(server: McpServer) {
  server.tool("wiki", "Read a page", { url: z.string() }, async ({ url }) => {
    const parsed = parseUrl(url);
    if (parsed.error) return { content: [{ type: "text", text: \`Error: \${parsed.error}\` }], isError: true };
    if (parsed.pageId) return { content: [{ type: "text", text: \`Page \${parsed.pageId} not found\` }], isError: true };
    return { content: [{ type: "text", text: \`No page at \${parsed.pagePath}\` }], isError: true };
  });
}`,
    reports: ["parsed.pagePath"],
  },
  {
    name: "typeof x === \"number\" ? x : undefined is a number where the test holds",
    code: `${MCP}export function register(server: McpServer) {
  server.tool("crawl", "Crawl", { url: z.string(), options: z.record(z.string(), z.any()).optional() }, async (args) => {
    const options = { ...args.options };
    const timeout = typeof options.timeout === "number" ? options.timeout : undefined;
    const label = typeof options.label === "string" ? options.label : undefined;
    return { content: [{ type: "text", text: \`Crawl did not finish within \${timeout}s (\${label})\` }], isError: true };
  });
}`,
    reports: ["label"],
  },
  {
    name: "a field written into a const object holds the written value; its siblings keep theirs",
    code: `${MCP}const QUOTA_MESSAGE = "You've hit the free rate limit. Create an API key to continue.";
export function register(server: McpServer) {
  server.tool("search", "Search", { query: z.string() }, async ({ query }) => {
    const response = await fetch(\`https://api.example.com/search?q=\${encodeURIComponent(query)}\`);
    const json = await response.json();
    if (response.status === 429) {
      const payload = { code: "QUOTA_EXHAUSTED", message: QUOTA_MESSAGE };
      if (Array.isArray(json.hints)) payload.hints = json.hints;
      if (query.length > 100) return { content: [{ type: "text", text: JSON.stringify(payload) }], isError: true };
      return { content: [{ type: "text", text: String(payload.message) }], isError: true };
    }
    return { content: [{ type: "text", text: JSON.stringify(json) }] };
  });
}`,
    reports: ["payload"],
  },
  {
    name: "a catch that hands the error on through a helper that logs and throws it (GitLab's logError, a masked copy on one path) lets the thrown text through; one that throws its own does not",
    code: `${MCP}declare const maskingEngine: { maskError(error: unknown): unknown } | undefined;
const logError = (error: unknown) => {
  console.error("tool_call_error", error);
  const safeError = maskingEngine ? maskingEngine.maskError(error) : error;
  throw safeError;
};
const failQuietly = (error: unknown) => {
  console.error("tool_call_error", error);
  throw new Error("The GitLab request failed.");
};
export function register(server: McpServer) {
  server.registerTool("fork_project", { inputSchema: { id: z.string() } }, async ({ id }) => {
    try {
      const response = await fetch(\`https://gitlab.com/api/v4/projects/\${encodeURIComponent(id)}/fork\`, { method: "POST" });
      if (!response.ok) throw new Error(\`GitLab API error: \${await response.text()}\`);
      return { content: [{ type: "text", text: "Forked." }] };
    } catch (error) {
      logError(error);
    }
  });
  server.registerTool("star_project", { inputSchema: { id: z.string() } }, async ({ id }) => {
    try {
      const response = await fetch(\`https://gitlab.com/api/v4/projects/\${encodeURIComponent(id)}/star\`, { method: "POST" });
      if (!response.ok) throw new Error(\`GitLab API error: \${await response.text()}\`);
      return { content: [{ type: "text", text: "Starred." }] };
    } catch (error) {
      failQuietly(error);
    }
  });
}`,
    reports: ["response.text()"],
  },
  {
    name: "the detail an error object carries beside its `error` (inbox-zero's create-rule tool): the database's message in `message`, a count of the server's own in `reason`",
    code: `${AI}declare const prisma: { rule: { create(args: { data: { name: string } }): Promise<{ id: string }> } };
export const createRuleTool = tool({
  description: "Create an email rule",
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => {
    try {
      const rule = await prisma.rule.create({ data: { name } });
      return { success: true, ruleId: rule.id };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes("Unique constraint")) return { error: "A rule with that name exists", reason: "duplicate" };
      return { error: "Failed to create rule", message };
    }
  },
});`,
    reports: ["message"],
  },
  {
    name: "server.tool(name, description, shape, annotations, handler) (BrowserStack's form): the shape is the argument after the description, so its enum is a constant and its string is the agent's text",
    code: `${MCP}export function register(server: McpServer) {
  server.tool(
    "getFailureLogs",
    "Fetch the failure logs of a session",
    { sessionType: z.enum(["automate", "app-automate"]), logTypes: z.array(z.string()), sessionId: z.string() },
    { title: "Get Failure Logs", readOnlyHint: true },
    async (args) => {
      if (args.logTypes.length === 0) {
        return { content: [{ type: "text", text: \`No valid log types found for \${args.sessionType} session.\` }], isError: true };
      }
      if (!/^[a-f0-9]{40}$/.test(args.sessionId)) {
        return { content: [{ type: "text", text: \`Session \${args.sessionId} does not exist.\` }], isError: true };
      }
      return { content: [{ type: "text", text: "ok" }] };
    },
  );
}`,
    reports: ["args.sessionId"],
  },
  {
    name: "an error result interpolated in a template shows as [object Object]: none of its text reaches the agent (BrowserStack's formatAxiosError)",
    code: `${MCP}function formatAxiosError(err: unknown, defaultText: string) {
  const text = err instanceof Error ? err.message : defaultText;
  return { content: [{ type: "text" as const, text }], isError: true };
}
export function register(server: McpServer) {
  server.tool("updateTestCase", "Update a test case", { id: z.string() }, async ({ id }) => {
    try {
      const res = await fetch(\`https://api.example.com/test-cases/\${encodeURIComponent(id)}\`, { method: "PATCH" });
      return { content: [{ type: "text", text: \`Updated (HTTP \${res.status})\` }] };
    } catch (err) {
      const errorResult = formatAxiosError(err, "Failed to update test case");
      return { content: [{ type: "text", text: \`Failed to update test case: \${errorResult}.\` }], isError: true };
    }
  });
}`,
    // The helper's own isError result (built, never returned) still holds the caught message: its call is reported.
    reports: ["err"],
  },
  {
    name: "with reportUnknown: a request id from crypto's randomUUID is the server's own; another import's result is unknown",
    code: `${MCP}import { randomUUID } from "node:crypto";
import { nanoid } from "nanoid";
export function register(server: McpServer) {
  server.tool("run", "Run", { provider: z.enum(["fred", "sec"]) }, async ({ provider }) => {
    const requestId = randomUUID();
    const traceId = nanoid();
    const response = await fetch(\`https://api.example.com/run/\${provider}\`, { headers: { "x-request-id": requestId } });
    if (response.status === 403) return { content: [{ type: "text", text: \`Terms required for \${provider} (request \${requestId}, trace \${traceId})\` }], isError: true };
    return { content: [{ type: "text", text: "ok" }] };
  });
}`,
    options: { reportUnknown: true },
    reports: ["?traceId"],
  },
  {
    name: "an error class of the file that passes a constant to super() writes its own message; one that passes its argument does not",
    code: `${MCP}class UnavailableError extends Error {
  constructor(readonly diagnostics: Record<string, unknown>) {
    super("Credential validation is temporarily unavailable");
  }
}
class UpstreamError extends Error {
  constructor(detail: string) {
    super(\`Upstream failed: \${detail}\`);
  }
}
export function register(server: McpServer) {
  server.tool("get_page", "Get a page", { url: z.string() }, async ({ url }) => {
    if (!process.env.SIGNING_SECRET) throw new UnavailableError({ reason: "secret_missing", url });
    const response = await fetch(url);
    if (!response.ok) throw new UpstreamError(await response.text());
    return { content: [{ type: "text", text: "ok" }] };
  });
}`,
    reports: ["response.text()"],
  },
  {
    name: "a catch whose try calls, awaits and throws nothing cannot catch outside text; one that throws can",
    code: `${MCP}export function register(server: McpServer) {
  server.tool("ping", "Ping", {}, async () => {
    try {
      return { content: [{ type: "text", text: "pong" }] };
    } catch (error) {
      return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
    }
  });
  server.tool("echo", "Echo", { text: z.string() }, async ({ text }) => {
    try {
      if (text.length > 100) throw new Error(\`Too long: \${text}\`);
      return { content: [{ type: "text", text }] };
    } catch (error) {
      return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
    }
  });
}`,
    reports: ["(error as Error).message"],
  },
  {
    name: "zod's issues about the agent's own input are unknown (reportUnknown); about a response, untrusted",
    code: `${MCP}const Args = z.object({ path: z.string() });
const Body = z.object({ items: z.array(z.string()) });
export async function handleList(args: unknown) {
  const parsed = Args.safeParse(args);
  if (!parsed.success) return { content: [{ type: "text", text: \`Invalid arguments: \${parsed.error}\` }], isError: true };
  const response = await fetch(\`https://api.example.com/list?path=\${encodeURIComponent(parsed.data.path)}\`);
  const body = Body.safeParse(await response.json());
  if (!body.success) return { content: [{ type: "text", text: \`Bad response: \${body.error.message}\` }], isError: true };
  return { content: [{ type: "text", text: body.data.items.join("\\n") }] };
}`,
    reports: ["body.error.message"],
  },
  {
    name: "with reportUnknown, zod's issues about the agent's own input are reported as unknown",
    code: `${MCP}const Args = z.object({ path: z.string() });
export async function handleList(args: unknown) {
  const parsed = Args.safeParse(args);
  if (!parsed.success) return { content: [{ type: "text", text: \`Invalid arguments: \${parsed.error}\` }], isError: true };
  return { content: [{ type: "text", text: parsed.data.path }] };
}`,
    options: { reportUnknown: true },
    reports: ["?parsed.error"],
  },
]);

const FASTMCP = `import { FastMCP, UserError } from "fastmcp";\nimport { z } from "zod";\nconst server = new FastMCP({ name: "search", version: "1.0.0" });\n`;

// FastMCP (Firecrawl's server): \`addTool({ execute })\` is a boundary; its context parameter is not the
// agent's input; a result helper that one failure path calls is failure text only at that call.
runCases("an AI SDK tool's text returned on the branch of an error check", [
  {
    name: "execute returns the API's body as its text when the response failed: reported; a status it formats is not",
    code: `${AI}export const fetchIssue = tool({
  description: "Fetch a GitHub issue",
  parameters: z.object({ owner: z.string(), repo: z.string(), number: z.number() }),
  execute: async ({ owner, repo, number }) => {
    const res = await fetch(\`https://api.github.com/repos/\${encodeURIComponent(owner)}/\${encodeURIComponent(repo)}/issues/\${number}\`);
    if (res.status === 404) return \`Issue #\${number} was not found.\`;
    if (!res.ok) return \`GitHub answered \${res.status}: \${await res.text()}\`;
    const issue = (await res.json()) as { title: string; body: string };
    return \`\${issue.title}\\n\\n\${issue.body}\`;
  },
});`,
    reports: ["res.text()"],
  },
]);

runCases("an AI SDK tool's text returned by a helper of the file", [
  {
    name: "execute returns what a helper returns, whose catch answers with the caught error's text and the agent's URL: reported; a constant answer is not",
    code: `${AI}async function readPage(url: string): Promise<string> {
  try {
    const res = await fetch(url);
    return await res.text();
  } catch (error) {
    return \`Could not read \${url}: \${(error as Error).message}\`;
  }
}
async function pageTitle(url: string): Promise<string> {
  try {
    const html = await (await fetch(url)).text();
    return /<title>(.*?)<\\/title>/.exec(html)?.[1] ?? "(no title)";
  } catch {
    return "The page could not be read.";
  }
}
export const summarize = tool({
  description: "Read a web page",
  parameters: z.object({ url: z.string().url() }),
  execute: async ({ url }) => readPage(url),
});
export const title = tool({
  description: "Read a web page's title",
  parameters: z.object({ url: z.string().url() }),
  execute: async ({ url }) => {
    return await pageTitle(url);
  },
});`,
    // The caught error's text in the helper, and the agent's URL the helper echoes, at the call that hands it over.
    reports: ["(error as Error).message", "url"],
  },
]);

// A method of the tool's class (or of a class of the file it extends) that a failure path hands the caught error to,
// and whose result the method returns: its summary is read as a function's is (Flowise's Teams tools, Hedera's
// `return this._handleError(error)`).
runCases("a method of the class the failure text goes through", [
  {
    name: "this.formatResponse of a base class of the file, given the caught error's text: reported at the call; a constant one is not",
    code: `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
abstract class BaseTeamsTool extends StructuredTool {
  protected formatResponse(data: unknown, params: unknown): string {
    return JSON.stringify(data) + "\\n" + JSON.stringify(params);
  }
  protected failed(action: string): string {
    return \`Could not \${action}; try again later.\`;
  }
}
export class ListChannelsTool extends BaseTeamsTool {
  name = "list_channels";
  description = "List the channels of a team";
  schema = z.object({ teamId: z.string() });
  async _call(params: { teamId: string }) {
    try {
      const res = await fetch(\`https://graph.microsoft.com/v1.0/teams/\${encodeURIComponent(params.teamId)}/channels\`);
      if (!res.ok) throw new Error(\`Graph API Error \${res.status}: \${await res.text()}\`);
      return this.formatResponse(await res.json(), { teamId: "redacted" });
    } catch (error) {
      return this.formatResponse(\`Error listing channels: \${error}\`, { teamId: "redacted" });
    }
  }
}
export class ArchiveChannelTool extends BaseTeamsTool {
  name = "archive_channel";
  description = "Archive a channel";
  schema = z.object({ channelId: z.string() });
  async _call(params: { channelId: string }) {
    try {
      await fetch(\`https://graph.microsoft.com/v1.0/channels/\${encodeURIComponent(params.channelId)}/archive\`, { method: "POST" });
      return "archived";
    } catch {
      return this.failed("archive the channel");
    }
  }
}`,
    reports: ["this.formatResponse(`Error listing channels: ${error}`, { teamId: \"redacted\" })"],
  },
]);

// `this` in a `function` of its own is not the instance: its `this.method()` is no method of the class.
runCases("this in a nested function", [
  {
    name: "an arrow's this.format(error) is the class's method: reported; a function expression's is not the instance's",
    code: `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export class DocsSearchTool extends StructuredTool {
  name = "docs_search";
  description = "Search the docs";
  schema = z.object({ query: z.string() });
  private format(error: unknown): string {
    return \`Search failed: \${error}\`;
  }
  async _call({ query }: { query: string }) {
    return fetch(\`https://docs.example.com/search?q=\${encodeURIComponent(query)}\`)
      .then((res) => res.text())
      .catch((error) => this.format(error));
  }
}
export class LegacySearchTool extends StructuredTool {
  name = "legacy_search";
  description = "Search the old docs";
  schema = z.object({ query: z.string() });
  private format(error: unknown): string {
    return \`Search failed: \${error}\`;
  }
  async _call({ query }: { query: string }) {
    return fetch(\`https://old-docs.example.com/search?q=\${encodeURIComponent(query)}\`)
      .then((res) => res.text())
      .catch(function (error) {
        // @ts-expect-error: this is not the tool here (a bug the rule cannot see into)
        return this.format(error);
      });
  }
}`,
    reports: ["this.format(error)"],
  },
]);

// A caught error's `response` (axios's) is the response that came with the failure: the API's text, as its body is,
// not the error's own message. Returned as the tool's data it is data; in an error result it is still outside text.
runCases("a caught error's response", [
  {
    name: "a client that answers a failed request with error.response: its body in the tool's data is not reported; in an isError result it is, as a response",
    code: `${MCP}import axios from "axios";
export class IncidentTools {
  private async get(path: string) {
    try {
      return await axios.get(\`https://status.example.com/api\${path}\`);
    } catch (error: any) {
      if (error.response) return error.response;
      throw new Error("The status service cannot be reached.");
    }
  }
  register(server: McpServer) {
    server.registerTool("list_incidents", { description: "List the open incidents", inputSchema: {} }, async () => {
      const res = await this.get("/incidents");
      return { content: [{ type: "text" as const, text: JSON.stringify(res.data) }] };
    });
    server.registerTool("incident_count", { description: "Count the open incidents", inputSchema: {} }, async () => {
      try {
        const res = await axios.get("https://status.example.com/api/incidents/count");
        return { content: [{ type: "text" as const, text: String(res.data.count) }] };
      } catch (error: any) {
        return { content: [{ type: "text" as const, text: \`Count failed: \${JSON.stringify(error.response?.data)}\` }], isError: true };
      }
    });
  }
}`,
    reports: ["error.response?.data"],
  },
]);

// A helper that loops over a parameter (\`for (const request of pageRequests)\`) reads each element as the argument's
// (HubSpot's validateRequests, whose errors echo the agent's object type ids).
runCases("a helper that loops over its parameter", [
  {
    name: "the errors a validator builds in a for-of over the agent's requests, shown in an isError result: reported",
    code: `${MCP}function validateRequests(pageRequests: { objectTypeId: string }[]) {
  const errors: string[] = [];
  for (const request of pageRequests) {
    const { objectTypeId } = request;
    if (!/^[02]-\\d+$/.test(objectTypeId)) errors.push(\`Invalid objectTypeId: \${objectTypeId}\`);
  }
  return { errors };
}
export function register(server: McpServer) {
  server.registerTool("get_link", { description: "Link to HubSpot pages", inputSchema: { pageRequests: z.array(z.object({ objectTypeId: z.string() })) } }, async ({ pageRequests }) => {
    const validation = validateRequests(pageRequests);
    if (validation.errors.length > 0) {
      return { content: [{ type: "text" as const, text: JSON.stringify({ errors: validation.errors }) }], isError: true };
    }
    return { content: [{ type: "text" as const, text: "https://app.hubspot.com/" }] };
  });
}`,
    reports: ["validation.errors"],
  },
]);

// zod strips the keys a shape does not name: an input whose fields hold no text holds none as a whole.
runCases("the whole input of a schema whose fields hold no text", [
  {
    name: "JSON.stringify(params) of { limit: z.number() } in an error result: not reported; of a passthrough object, or with a text field, it is",
    code: `${MCP}export function register(server: McpServer) {
  server.registerTool("list_channels", { description: "List the channels", inputSchema: { limit: z.number().int().max(200).optional() } }, async (params) => {
    const res = await fetch("https://slack.com/api/conversations.list");
    if (!res.ok) return { content: [{ type: "text" as const, text: \`Listing failed. Parameters: \${JSON.stringify(params)}\` }], isError: true };
    return { content: [{ type: "text" as const, text: await res.text() }] };
  });
  server.registerTool("search_channels", { description: "Search the channels", inputSchema: z.object({ limit: z.number() }).passthrough() }, async (params) => {
    const res = await fetch("https://slack.com/api/conversations.list");
    if (!res.ok) return { content: [{ type: "text" as const, text: \`Search failed. Parameters: \${JSON.stringify(params)}\` }], isError: true };
    return { content: [{ type: "text" as const, text: await res.text() }] };
  });
  server.registerTool("find_channel", { description: "Find a channel", inputSchema: { name: z.string(), limit: z.number() } }, async (params) => {
    const res = await fetch("https://slack.com/api/conversations.list");
    if (!res.ok) return { content: [{ type: "text" as const, text: \`Find failed. Parameters: \${JSON.stringify(params)}\` }], isError: true };
    return { content: [{ type: "text" as const, text: await res.text() }] };
  });
}`,
    reports: ["params", "params"],
  },
]);

// What a callback of a promise chain the handler awaits or returns throws rejects the chain, and goes on.
runCases("a throw in a promise chain's callback", [
  {
    name: "await fetch(url).catch((error) => { throw new Error(...) }): reported; one a later .catch takes is not",
    code: `${MCP}export function register(server: McpServer) {
  server.registerTool("get_item", { description: "Get an item", inputSchema: { key: z.string() } }, async ({ key }) => {
    const res = await fetch(\`https://api.example.com/items/\${encodeURIComponent(key)}\`).catch((error) => {
      throw new Error(\`Network failure: \${error.message}\`);
    });
    const cached = await fetch("https://api.example.com/cache")
      .then((r) => {
        if (!r.ok) throw new Error(\`Cache said \${r.statusText}\`);
        return r.text();
      })
      .catch(() => "");
    return { content: [{ type: "text" as const, text: (await res.text()) + cached }] };
  });
}`,
    reports: ["error.message"],
  },
]);

// A rejection callback chained on what the tool's function returns runs only on failure: the text it returns is
// failure text on every path.
runCases("an AI SDK tool's text returned by a rejection callback", [
  {
    name: "execute returns fetch(...).catch((error) => `Search failed: ${error.message}`): reported; a constant answer is not",
    code: `${AI}export const search = tool({
  description: "Search the docs",
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) =>
    fetch(\`https://docs.example.com/search?q=\${encodeURIComponent(query)}\`)
      .then((res) => res.text())
      .catch((error) => \`Search failed: \${error.message}\`),
});
export const status = tool({
  description: "The service status",
  parameters: z.object({}),
  execute: async () => {
    return fetch("https://status.example.com/api").then((res) => res.text(), () => "The status page cannot be reached.");
  },
});`,
    reports: ["error.message"],
  },
]);

runCases("an AI SDK tool's text returned through a wrapper of the file", [
  {
    name: "execute returns what a timeout wrapper's callback returns: its catch text is the tool's output; a wrapper that answers on its own is not",
    code: `${AI}declare const searchBackend: { search(query: string): Promise<Array<{ path: string; content: string }>> };

async function withOperationTimeout<T>(task: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Operation timed out.")), timeoutMs);
  });
  try {
    return await Promise.race([task(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function inBackground(task: () => Promise<unknown>): string {
  void task();
  return "Indexing started.";
}

export const workspaceSearch = tool({
  description: "Search the workspace's files",
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) =>
    withOperationTimeout(async () => {
      try {
        const results = await searchBackend.search(query);
        return { results, total: results.length };
      } catch (error: any) {
        return \`Search failed: \${error.message}\`;
      }
    }, 30_000),
});

export const reindexWorkspace = tool({
  description: "Rebuild the search index",
  parameters: z.object({}),
  execute: async () =>
    inBackground(async () => {
      try {
        return await searchBackend.search("*");
      } catch (error: any) {
        return \`Reindex failed: \${error.message}\`;
      }
    }),
});`,
    reports: ["error.message"],
  },
]);

runCases("FastMCP tools and shared result helpers", [
  {
    name: "a thrown error's text and a failure result built by a shared helper; the helper's success calls are not sinks",
    code: `${FASTMCP}function jsonResult(data: unknown) {
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
}
function wrapped(data: unknown) {
  return jsonResult({ data });
}
server.addTool({
  name: "scrape",
  parameters: z.object({ url: z.string(), format: z.enum(["markdown", "html"]) }),
  execute: async (args, { session }) => {
    const res = await fetch(\`https://api.example.com/scrape?url=\${encodeURIComponent(args.url)}&format=\${args.format}\`);
    if (res.status === 402) throw new UserError(\`Plan \${(session as { plan?: string } | undefined)?.plan} cannot scrape \${args.format}\`);
    if (res.status === 429) throw new UserError(\`Rate limited: \${await res.text()}\`);
    if (!res.ok) return jsonResult({ success: false, status: res.status, detail: await res.text() });
    if (args.format === "html") return wrapped(await res.json());
    return jsonResult(await res.json());
  },
});`,
    reports: ["res.text()", "res.text()"],
  },
  {
    name: "a helper of the handler that calls the shared result helper on success passes no failure text; on failure it does",
    code: `${FASTMCP}function jsonResult(data: unknown) {
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
}
async function scrapeKeyless(url: string) {
  const res = await fetch(\`https://api.example.com/keyless?url=\${encodeURIComponent(url)}\`);
  if (!res.ok) return jsonResult({ success: false, detail: await res.text() });
  return jsonResult(await res.json());
}
server.addTool({
  name: "scrape",
  parameters: z.object({ url: z.string() }),
  execute: async (args) => scrapeKeyless(args.url),
});`,
    reports: ["res.text()"],
  },
  {
    // Untyped too: the file's package (this repository, whose package.json has fastmcp among its devDependencies)
    // depends on fastmcp, so `addTool({ execute })` on any receiver is FastMCP's.
    name: "a FastMCP server imported from another module of the project: typed by the real fastmcp package's types, untyped by the package's dependency on fastmcp",
    code: `import { z } from "zod";
import { server } from "./lib/fastmcp-server.js";
server.addTool({
  name: "scrape",
  parameters: z.object({ url: z.string() }),
  execute: async (args) => {
    try {
      const res = await fetch(\`https://api.example.com/scrape?url=\${encodeURIComponent(args.url)}\`);
      return await res.text();
    } catch (error) {
      throw new Error(\`Scrape failed: \${(error as Error).message}\`);
    }
  },
});`,
    reports: ["(error as Error).message"],
  },
]);

runCases("a try that awaits nothing fails with local text", [
  {
    name: "a geometry tool's synchronous try: turf's and zod's text about the agent's own geometry is unknown, reported only by reportUnknown",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { area as turfArea, polygon } from "@turf/turf";
import { z } from "zod";
const AreaInput = z.object({ geometry: z.array(z.array(z.array(z.number()))), units: z.enum(["meters", "acres"]) });
export function register(server: McpServer) {
  server.tool("area_tool", { geometry: z.any(), units: z.string() }, async (rawInput) => {
    try {
      const input = AreaInput.parse(rawInput);
      const squareMeters = turfArea(polygon(input.geometry));
      if (!Number.isFinite(squareMeters)) throw new Error("The polygon has no finite area.");
      const area = input.units === "acres" ? squareMeters / 4046.86 : squareMeters;
      return { content: [{ type: "text" as const, text: \`Area: \${Math.round(area)} \${input.units}\` }] };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { content: [{ type: "text" as const, text: \`AreaTool: \${message}\` }], isError: true };
    }
  });
}`,
    reports: [],
  },
  {
    name: "a method of the tool's class that recurses on its own parameter (Mapbox's getArrayDepth) hands on only the agent's geometry",
    code: `import { bbox, point, polygon } from "@turf/turf";
import { z } from "zod";
const BoundingBoxInput = z.object({ geometry: z.array(z.any()) });
export class BoundingBoxTool {
  name = "bbox_tool";
  async run(rawInput: unknown) {
    try {
      const input = BoundingBoxInput.parse(rawInput);
      const depth = this.getArrayDepth(input.geometry);
      const box = bbox(depth === 1 ? point(input.geometry as [number, number]) : polygon(input.geometry as number[][][]));
      return { content: [{ type: "text" as const, text: \`Bounding Box: [\${box.join(", ")}]\` }], isError: false };
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : String(error);
      return { content: [{ type: "text" as const, text: \`BoundingBoxTool: \${errorMessage}\` }], isError: true };
    }
  }
  getArrayDepth(items: unknown): number {
    if (!Array.isArray(items)) return 0;
    return 1 + this.getArrayDepth(items[0]);
  }
}`,
    reports: [],
  },
  {
    name: "the same try with reportUnknown: the caught text is unknown",
    options: { reportUnknown: true },
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { bearing, point } from "@turf/turf";
export function register(server: McpServer) {
  server.tool("bearing_tool", {}, async ({ from, to }: { from: [number, number]; to: [number, number] }) => {
    try {
      return { content: [{ type: "text" as const, text: String(bearing(point(from), point(to))) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`BearingTool: \${(error as Error).message}\` }], isError: true };
    }
  });
}`,
    reports: ["?(error as Error).message"],
  },
  {
    name: "a child process run synchronously fails with its stderr: execFileSync, a namespace's spawnSync, require's execSync, a helper named like a runner, a runner in a same-file helper or a callback",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { execFileSync } from "node:child_process";
import * as cp from "child_process";
import { execFileSyncSafe } from "../security/kubectl-flags.js";
function podNames(selector: string): string[] {
  return cp.spawnSync("kubectl", ["get", "pods", "-l", selector]).stdout.toString().split("\\n");
}
export function register(server: McpServer) {
  server.tool("kubectl_logs", {}, async ({ pod }: { pod: string }) => {
    try {
      return { content: [{ type: "text" as const, text: execFileSync("kubectl", ["logs", pod]).toString() }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`kubectl logs failed: \${(error as Error).message}\` }], isError: true };
    }
  });
  server.tool("kubectl_version", {}, async () => {
    try {
      return { content: [{ type: "text" as const, text: require("child_process").execSync("kubectl version").toString() }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: String(error) }], isError: true };
    }
  });
  server.tool("kubectl_describe", {}, async ({ pod }: { pod: string }) => {
    try {
      return { content: [{ type: "text" as const, text: execFileSyncSafe("kubectl", ["describe", "pod", pod]) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
  server.tool("kubectl_pods", {}, async ({ selector }: { selector: string }) => {
    try {
      return { content: [{ type: "text" as const, text: podNames(selector).join(", ") }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
  server.tool("kubectl_top", {}, async ({ pods }: { pods: string[] }) => {
    try {
      const lines = pods.map((pod) => execFileSync("kubectl", ["top", "pod", pod]).toString());
      return { content: [{ type: "text" as const, text: lines.join("\\n") }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
}`,
    reports: ["(error as Error).message", "error", "(error as Error).message", "(error as Error).message", "(error as Error).message"],
  },
  {
    name: "outside text already held: thrown from a response read before the try, or handed to a parse that quotes it",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function register(server: McpServer) {
  server.tool("get_invoice", {}, async ({ id }: { id: string }) => {
    const res = await fetch(\`https://billing.example.com/invoices/\${encodeURIComponent(id)}\`);
    const body = (await res.json()) as { ok: boolean; message: string; total: number };
    try {
      if (!body.ok) throw new Error(body.message);
      return { content: [{ type: "text" as const, text: \`Total: \${body.total}\` }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Invoice failed: \${(error as Error).message}\` }], isError: true };
    }
  });
  server.tool("get_report", {}, async ({ id }: { id: string }) => {
    const raw = await (await fetch(\`https://reports.example.com/\${encodeURIComponent(id)}\`)).text();
    try {
      const report = JSON.parse(raw) as { title: string };
      return { content: [{ type: "text" as const, text: report.title }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Bad report: \${(error as Error).message}\` }], isError: true };
    }
  });
}`,
    reports: ["(error as Error).message", "(error as Error).message"],
  },
  {
    name: "found by an independent review: an error built from a response before the try and thrown in it (through a const, an object's field), a parser in a callback over a response's items, a runner behind an alias or a class of the file, a helper parsing its parameter, a declared untrusted call",
    settings: { "agent-errors": { untrustedCalls: [{ name: "lookup", from: "my-db" }] } },
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { execSync } from "node:child_process";
import { lookup } from "my-db";
const sh = execSync;
class Repo {
  status(): string {
    return execSync("git status").toString();
  }
}
const repo = new Repo();
function parseOr(text: string) {
  try {
    return { content: [{ type: "text" as const, text: JSON.stringify(JSON.parse(text)) }] };
  } catch (e) {
    return { content: [{ type: "text" as const, text: \`Unparsable: \${(e as Error).message}\` }], isError: true };
  }
}
export function register(server: McpServer) {
  server.tool("sync_upstream", {}, async () => {
    const res = await fetch("https://upstream.example.com/sync");
    const failure = new Error(await res.text());
    const state = { failure };
    try {
      if (!res.ok) throw failure;
      if (res.status === 202) throw state.failure;
      return { content: [{ type: "text" as const, text: "Synced." }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
  server.tool("import_lines", {}, async () => {
    const body = (await (await fetch("https://upstream.example.com/export")).json()) as { lines: string[] };
    try {
      return { content: [{ type: "text" as const, text: String(body.lines.map((line) => JSON.parse(line)).length) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
  server.tool("build", {}, async () => {
    try {
      return { content: [{ type: "text" as const, text: sh("make").toString() + repo.status() }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
  server.tool("raw_export", {}, async () => parseOr(await (await fetch("https://upstream.example.com/raw")).text()));
  server.tool("lookup_row", {}, async () => {
    try {
      return { content: [{ type: "text" as const, text: String(lookup("SELECT name FROM projects LIMIT 1")) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
}`,
    reports: ["(e as Error).message", "(error as Error).message", "(error as Error).message", "(error as Error).message", "(error as Error).message"],
  },
  {
    name: "helpers of the file that catch their own failures: one that returns a variable holding the body, one that awaits itself again after its try",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${FETCH_ISSUE.replace("export ", "")}
${FETCH_ISSUE_PAGE.replace("export ", "")}
export function register(server: McpServer) {
  server.tool("get_issue", {}, async ({ id }: { id: string }) => {
    try {
      const issue = await fetchIssue(id);
      return { content: [{ type: "text" as const, text: JSON.stringify([issue, await fetchIssuePage(id)]) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Lookup failed: \${(error as Error).message}\` }], isError: true };
    }
  });
}`,
    reports: [],
  },
  {
    name: "a helper of the file that assigns a let in its try and returns it after: plain when every value assigned is (an awaited body), not when one is a promise it did not await",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
async function fetchIssue(id: string) {
  let issue: { title: string } | undefined;
  try {
    const res = await fetch(\`https://api.example.com/issues/\${encodeURIComponent(id)}\`);
    issue = (await res.json()) as { title: string };
  } catch (error) {
    console.error("issue lookup failed", error);
    return { title: "unavailable" };
  }
  return issue;
}
async function fetchComments(id: string) {
  let comments: Promise<Response> | { items: string[] } = { items: [] };
  try {
    await fetch(\`https://api.example.com/issues/\${encodeURIComponent(id)}/ping\`);
    comments = fetch(\`https://api.example.com/issues/\${encodeURIComponent(id)}/comments\`);
  } catch (error) {
    console.error("comment lookup failed", error);
  }
  return comments;
}
export function register(server: McpServer) {
  server.tool("get_issue", {}, async ({ id }: { id: string }) => {
    try {
      return { content: [{ type: "text" as const, text: JSON.stringify(await fetchIssue(id)) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Lookup failed: \${(error as Error).message}\` }], isError: true };
    }
  });
  server.tool("get_comments", {}, async ({ id }: { id: string }) => {
    try {
      return { content: [{ type: "text" as const, text: JSON.stringify(await fetchComments(id)) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Comments failed: \${(error as Error).message}\` }], isError: true };
    }
  });
}`,
    reports: ["(error as Error).message"],
  },
  {
    name: "a callback's parameters come from its receiver: reading a response's fields is local, parsing them is not (map, an array literal, reduce's first value, then)",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
async function listIssues(project: string): Promise<{ items: { title: string; raw: string }[] }> {
  try {
    const res = await fetch(\`https://api.example.com/projects/\${encodeURIComponent(project)}/issues\`);
    return (await res.json()) as { items: { title: string; raw: string }[] };
  } catch (error) {
    console.error("issue lookup failed", error);
    return { items: [] };
  }
}
export function register(server: McpServer) {
  server.tool("issue_titles", {}, async ({ project }: { project: string }) => {
    const body = (await (await fetch("https://api.example.com/issues")).json()) as { items: { title: string; raw: string }[] };
    try {
      return { content: [{ type: "text" as const, text: body.items.map((item) => item.title.trim()).join("\\n") }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Listing failed: \${(error as Error).message}\` }], isError: true };
    }
  });
  server.tool("issue_title_list", {}, async ({ project }: { project: string }) => {
    try {
      const titles = await listIssues(project).then((page) => page.items);
      return { content: [{ type: "text" as const, text: titles.map((item) => item.title).join("\\n") }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Listing failed: \${(error as Error).message}\` }], isError: true };
    }
  });
  server.tool("issue_payloads", {}, async () => {
    const body = (await (await fetch("https://api.example.com/issues")).json()) as { items: { title: string; raw: string }[] };
    const first = body.items[0]?.raw ?? "{}";
    try {
      const parsed = [first].map((text) => JSON.parse(text));
      const total = body.items.reduce((sum, item) => sum + Number(JSON.parse(item.raw).weight), JSON.parse(first).base as number);
      return { content: [{ type: "text" as const, text: \`\${parsed.length} payloads, weight \${total}\` }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Parsing failed: \${(error as Error).message}\` }], isError: true };
    }
  });
}`,
    reports: ["(error as Error).message"],
  },
  {
    name: "local text in a try that awaits nothing: Node's file system (also its *Sync functions), a regular expression's exec, a file's own helper named like a runner, a name that only contains a runner's letters",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readFileSync, mkdirSync } from "node:fs";
import { toDigits } from "./format.js";
const TICKET = /^([A-Z]+)-(\\d+)$/;
function gitRef(branch: string): string {
  return \`refs/heads/\${branch}\`;
}
export function register(server: McpServer) {
  server.tool("read_note", {}, async ({ path }: { path: string }) => {
    try {
      mkdirSync("notes", { recursive: true });
      return { content: [{ type: "text" as const, text: readFileSync(path, "utf8") }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
  server.tool("parse_ticket", {}, async ({ ticket }: { ticket: string }) => {
    try {
      const match = TICKET.exec(ticket);
      return { content: [{ type: "text" as const, text: \`\${gitRef(match![1]!)} #\${toDigits(match![2]!)}\` }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
}`,
    reports: [],
  },
  {
    name: "a same-file helper that throws its parameter's text: its callers' text, not followed, so reported",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
function fail(message: string): never {
  throw new Error(message);
}
export function register(server: McpServer) {
  server.tool("check_quota", {}, async ({ used }: { used: number }) => {
    try {
      if (used > 100) fail(\`Quota exceeded: \${used}\`);
      return { content: [{ type: "text" as const, text: "Within quota." }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: (error as Error).message }], isError: true };
    }
  });
}`,
    reports: ["(error as Error).message"],
  },
  {
    name: "a catch made dead by its helpers: each one the tool awaits catches its own failures and returns a result (Neon's fetch tool)",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { Api } from "@neondatabase/api-client";
async function fetchProjectDetails(projectId: string, neonClient: Api<unknown>) {
  try {
    const { data } = await neonClient.getProject(projectId);
    return { content: [{ type: "text" as const, text: JSON.stringify(data.project) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text" as const, text: \`Failed to fetch the project: \${error instanceof Error ? error.message : "unknown"}\` }] };
  }
}
async function fetchBranchDetails(projectId: string, branchId: string, neonClient: Api<unknown>) {
  const { data } = await neonClient.getProjectBranch(projectId, branchId);
  return { content: [{ type: "text" as const, text: JSON.stringify(data.branch) }] };
}
export function register(server: McpServer, neonClient: Api<unknown>) {
  server.tool("fetch_project", { id: z.string() }, async ({ id }) => {
    try {
      return await fetchProjectDetails(id, neonClient);
    } catch (error) {
      return { isError: true, content: [{ type: "text" as const, text: \`Failed to fetch details: \${error instanceof Error ? error.message : "Unknown error"}\` }] };
    }
  });
  server.tool("fetch_branch", { projectId: z.string(), branchId: z.string() }, async ({ projectId, branchId }) => {
    try {
      return await fetchBranchDetails(projectId, branchId, neonClient);
    } catch (error) {
      return { isError: true, content: [{ type: "text" as const, text: \`Failed to fetch details: \${error instanceof Error ? error.message : "Unknown error"}\` }] };
    }
  });
}`,
    // The helper's own catch (true), not the tool's dead one; the branch helper catches nothing, so its tool's catch is reported.
    reports: ["error.message", "error.message"],
  },
]);

describe("deep and long input", () => {
  // The TypeScript parser itself stops at about 500 nested ternaries and 1,000 concatenated terms
  // (a fatal parse error, before any rule runs): the analysis must hold up to there.
  it("a 600-term concatenation and 250 nested ternaries", async () => {
    const terms = Array.from({ length: 600 }, (_, index) => `"part${index}"`).join(" + ");
    let nested = `(e as Error).message`;
    for (let index = 0; index < 250; index++) nested = `(flag${index % 3} ? "constant" : ${nested})`;
    const code = `${AI}declare const flag0: boolean, flag1: boolean, flag2: boolean;
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      if (flag0) return { error: ${terms} + (e as Error).message };
      return { error: ${nested} };
    }
  },
});
declare function run(): Promise<unknown>;`;
    const results = await reported({ name: "deep", code, reports: [] }, false);
    expect(results).toHaveLength(2);
  });
});

// Suggestions: never an autofix.
/** An AI SDK tool that throws a response's text, in place and through a local error. */
const THROWN_TEXT = `import { tool } from "ai";
import { z } from "zod";
export const getIssue = tool({
  inputSchema: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    const res = await fetch(\`https://issues.example.com/api/issues/\${encodeURIComponent(id)}\`);
    if (!res.ok) throw new Error(\`Issue API returned \${res.status}: \${await res.text()}\`);
    if (res.status === 202) {
      const pending = new Error(await res.text());
      throw pending;
    }
    return res.json();
  },
});`;

untypedRuleTester().run("no-untrusted-error-message (suggestions)", rule, {
  valid: [],
  invalid: [
    {
      // A thrown error stays an error: the argument that holds the text gets the constant, a thrown local
      // becomes a new Error (a string thrown in its place was the suggestion before).
      code: THROWN_TEXT,
      output: null,
      errors: [
        {
          messageId: "untrusted" as MessageIds,
          line: 7,
          suggestions: [{ messageId: "useConstant", output: THROWN_TEXT.replace("new Error(`Issue API returned ${res.status}: ${await res.text()}`)", 'new Error("The request failed.")') }],
        },
        {
          messageId: "untrusted" as MessageIds,
          line: 9,
          suggestions: [{ messageId: "useConstant", output: THROWN_TEXT.replace("throw pending;", 'throw new Error("The request failed.");') }],
        },
      ],
    },
    {
      code: `import { tool } from "ai";
import { UserInputError } from "./errors.js";
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      return { error: \`Lookup failed: \${e.message}\` };
    }
  },
});`,
      output: null,
      errors: [
        {
          messageId: "untrusted" as MessageIds,
          line: 8,
          data: {
            expression: "`e.message`",
            source: "a caught error",
            line: "7",
            through: "`error`",
            via: "",
            stack: "",
            sanitizer: "",
            className: "",
          },
          suggestions: [
            {
              messageId: "useConstant",
              output: `import { tool } from "ai";
import { UserInputError } from "./errors.js";
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      return { error: "The request failed." };
    }
  },
});`,
            },
            {
              messageId: "narrowToTrusted",
              output: `import { tool } from "ai";
import { UserInputError } from "./errors.js";
export const t = tool({
  execute: async () => {
    try {
      return { result: await run() };
    } catch (e) {
      return { error: \`Lookup failed: \${e instanceof UserInputError ? e.message : "The request failed."}\` };
    }
  },
});`,
            },
          ],
        },
      ],
    },
    {
      settings: { "agent-errors": { sanitizers: ["redact"] } },
      code: `import { tool } from "ai";
import { redact } from "./redact.js";
export const t = tool({ execute: async ({ q }: { q: string }) => ({ error: \`No results for \${q}\` }) });`,
      output: null,
      errors: [
        {
          messageId: "untrusted" as MessageIds,
          suggestions: [
            {
              messageId: "useConstant",
              output: `import { tool } from "ai";
import { redact } from "./redact.js";
export const t = tool({ execute: async ({ q }: { q: string }) => ({ error: "The request failed." }) });`,
            },
            {
              messageId: "useSanitizer",
              output: `import { tool } from "ai";
import { redact } from "./redact.js";
export const t = tool({ execute: async ({ q }: { q: string }) => ({ error: \`No results for \${redact(q)}\` }) });`,
            },
          ],
        },
      ],
    },
  ],
});

// A vendor's own MCP server returns its own API's error text: Stripe's toolkit, a proxy to the vendor's API.
const STRIPE_TOOL = (tryBody: string, handler = "") => `import Stripe from "stripe";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export function register(server: McpServer) {
  server.registerTool("create_checkout", { description: "Create a checkout session" }, async ({ customer, price }: { customer: string; price: string }) => {
    try {
${tryBody}
      return { content: [{ type: "text" as const, text: JSON.stringify({ status: "payment_required", url: session.url }) }] };
    } catch (error) {
      let errMsg = "Unknown error";
      if (typeof error === "object" && error !== null) {
        if ("raw" in error && typeof (error as { raw?: { message?: string } }).raw?.message === "string") errMsg = (error as { raw: { message: string } }).raw.message;
        else if (error instanceof Error) errMsg = error.message;
      }
      return { isError: true, content: [{ type: "text" as const, text: JSON.stringify({ status: "error", error: errMsg }) }] };
    }
  });${handler}
}`;
const CREATE = `      const session = await stripe.checkout.sessions.create({ customer, line_items: [{ price, quantity: 1 }], mode: "payment" });`;
const OWN_STRIPE = { "agent-errors": { ownApiClients: [{ name: "Stripe", from: ["stripe"] }] } };

runCases("ownApiClients: the project's own API's error text", [
  {
    name: "without the setting, the vendor SDK's error text is a caught error's",
    code: STRIPE_TOOL(CREATE),
    reports: ["errMsg"],
  },
  {
    name: "declared as the project's own API's client, a failure of calls that only go to it is trusted",
    settings: OWN_STRIPE,
    code: STRIPE_TOOL(CREATE),
    reports: [],
  },
  {
    name: "declared, but the try block also calls someone else's service: still reported",
    settings: OWN_STRIPE,
    code: STRIPE_TOOL(`      const rates = await fetch("https://api.exchangerate.example/latest").then((res) => res.json());
${CREATE}
      void rates;`),
    reports: ["errMsg"],
  },
  {
    name: "declared, but the try block throws its own error with the input in it: still reported",
    settings: OWN_STRIPE,
    code: STRIPE_TOOL(`      if (!price.startsWith("price_")) throw new Error(\`Unknown price \${price}\`);
${CREATE}`),
    reports: ["errMsg"],
  },
  {
    name: "declared, and the try block throws a constant message of its own, or builds a query with URLSearchParams: trusted (HubSpot's tools)",
    settings: OWN_STRIPE,
    code: STRIPE_TOOL(`      if (!price.startsWith("price_")) throw new Error("The price must be a Stripe price id");
      const query = new URLSearchParams();
      query.append("customer", customer);
${CREATE}
      void query;`),
    reports: [],
  },
  {
    name: "declared, and the try block builds its answer's notes in an array (`unshift`, `splice`, `pop`: Auth0's create_application): trusted",
    settings: OWN_STRIPE,
    code: STRIPE_TOOL(`      const notes = [\`Customer: \${customer}\`];
      notes.unshift("Checkout created");
      notes.splice(1, 0, "Share the link with the customer");
      if (notes.length > 3) notes.pop();
${CREATE}
      void notes;`),
    reports: [],
  },
  {
    name: "declared, but a method of a local that is not a URLSearchParams (a class of the same name): still reported",
    settings: OWN_STRIPE,
    code: STRIPE_TOOL(`      const query = new URLSearchParams();
      query.append("customer", customer);
${CREATE}
      void query;`).replace('import Stripe from "stripe";', 'import Stripe from "stripe";\nimport { URLSearchParams } from "./legacy-http.js";'),
    reports: ["errMsg"],
  },
  {
    name: "declared from its module: a local class of the same name is not the client",
    settings: OWN_STRIPE,
    code: STRIPE_TOOL(CREATE).replace('import Stripe from "stripe";', 'class Stripe { constructor(readonly key: string) {} checkout = { sessions: { create: async (_: object) => ({ url: "" }) } }; }'),
    reports: ["errMsg"],
  },
  {
    name: "declared, but the try block also calls another HTTP client's `get` (an axios instance): still reported",
    settings: OWN_STRIPE,
    code: STRIPE_TOOL(`      const http = axios.create({ baseURL: "https://rates.example.com" });
      const rates = await http.get("/latest");
${CREATE}
      void rates;`).replace('import Stripe from "stripe";', 'import Stripe from "stripe";\nimport axios from "axios";'),
    reports: ["errMsg"],
  },
  {
    name: "declared from its module: the client class through a namespace import is the client too",
    settings: { "agent-errors": { ownApiClients: [{ name: "Client", from: ["@notionhq/client"] }] } },
    code: STRIPE_TOOL(CREATE)
      .replace('import Stripe from "stripe";', 'import * as notion from "@notionhq/client";')
      .replace("const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);", "const stripe = new notion.Client({ auth: process.env.NOTION_TOKEN });"),
    reports: [],
  },
  {
    name: "a rejection handler on a call of the client is trusted too",
    settings: OWN_STRIPE,
    code: `${AI}import Stripe from "stripe";
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
export const listCustomers = tool({
  description: "List customers by email",
  parameters: z.object({ email: z.string() }),
  execute: ({ email }) =>
    stripe.customers.list({ email }).then(
      (customers) => ({ result: customers.data.map((customer) => customer.id) }),
      (error: Error) => ({ error: \`Stripe: \${error.message}\` }),
    ),
});`,
    reports: [],
  },
  {
    name: "a client kept in a field that the class only ever assigns a client: trusted; a field of another type also assigned something else is not",
    settings: { "agent-errors": { ownApiClients: ["BillingClient"] } },
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
class BillingClient {
  constructor(private readonly baseUrl: string) {}
  async callTool(name: string, args: unknown): Promise<string> {
    const res = await fetch(\`\${this.baseUrl}/tools/\${name}\`, { method: "POST", body: JSON.stringify(args) });
    return res.text();
  }
}
interface ToolCaller {
  callTool(name: string, args: unknown): Promise<string>;
}
declare function connectFallback(): ToolCaller;
export class BillingToolkit extends McpServer {
  private billing;
  private fallback: ToolCaller;
  constructor() {
    super({ name: "billing", version: "1.0.0" });
    this.billing = new BillingClient("https://billing.example.com/mcp");
    this.fallback = new BillingClient("https://billing-eu.example.com/mcp");
    this.registerTool("invoice", { description: "Create an invoice" }, async (args: { customer: string }) => {
      try {
        return { content: [{ type: "text" as const, text: await this.billing.callTool("invoice", args) }] };
      } catch (error) {
        throw new Error(String(error));
      }
    });
    this.registerTool("refund", { description: "Refund an invoice" }, async (args: { invoice: string }) => {
      try {
        return { content: [{ type: "text" as const, text: await this.fallback.callTool("refund", args) }] };
      } catch (error) {
        throw new Error(String(error));
      }
    });
  }
  reconnect(): void {
    this.fallback = connectFallback();
  }
}`,
    reports: ["error"],
  },
  {
    name: "a client held in a field typed as one (assigned from the constructor's parameter, or a parameter property), by a dotted name through named and namespace imports (LINE's MCP server)",
    settings: { "agent-errors": { ownApiClients: [{ name: "messagingApi.MessagingApiClient", from: ["@line/bot-sdk"] }] } },
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as line from "@line/bot-sdk";
import { messagingApi } from "@line/bot-sdk";
import { z } from "zod";

export class BroadcastTextMessage {
  private client: messagingApi.MessagingApiClient;
  constructor(client: messagingApi.MessagingApiClient) {
    this.client = client;
  }
  register(server: McpServer) {
    server.tool("broadcast_text_message", "Broadcast a text message to every follower", { text: z.string() }, async ({ text }) => {
      try {
        const response = await this.client.broadcast({ messages: [{ type: "text", text }] });
        return { content: [{ type: "text", text: JSON.stringify(response) }] };
      } catch (error: any) {
        return { content: [{ type: "text", text: \`Failed to broadcast message: \${error.message}\` }], isError: true };
      }
    });
  }
}

export class PushTextMessage {
  constructor(private readonly client: line.messagingApi.MessagingApiClient, private readonly destinationId: string) {}
  register(server: McpServer) {
    server.tool("push_text_message", "Push a text message to a user", { text: z.string() }, async ({ text }) => {
      try {
        const response = await this.client.pushMessage({ to: this.destinationId, messages: [{ type: "text", text }] });
        return { content: [{ type: "text", text: JSON.stringify(response) }] };
      } catch (error: any) {
        return { content: [{ type: "text", text: \`Failed to push message: \${error.message}\` }], isError: true };
      }
    });
  }
}

export function registerQuota(server: McpServer, client: messagingApi.MessagingApiClient, blob: messagingApi.MessagingApiBlobClient) {
  server.tool("get_message_quota", "Get the message quota", {}, async () => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await client.getMessageQuota()) }] };
    } catch (error: any) {
      return { content: [{ type: "text", text: \`Failed to get quota: \${error.message}\` }], isError: true };
    }
  });
  server.tool("get_rich_menu_image", "Get a rich menu's image", { id: z.string() }, async ({ id }) => {
    try {
      return { content: [{ type: "text", text: String(await blob.getRichMenuImage(id)) }] };
    } catch (error: any) {
      return { content: [{ type: "text", text: \`Failed to get the image: \${error.message}\` }], isError: true };
    }
  });
}

const quotaClient = new line.messagingApi.MessagingApiClient({ channelAccessToken: process.env.CHANNEL_ACCESS_TOKEN ?? "" });
export async function quotaText(): Promise<string> {
  try {
    return JSON.stringify(await quotaClient.getMessageQuota());
  } catch (error: any) {
    return \`Failed: \${error.message}\`;
  }
}
new McpServer({ name: "line-bot", version: "0.4.2" }).tool("quota", "Quota", {}, async () => ({ content: [{ type: "text", text: await quotaText() }] }));`,
    reports: ["error.message"],
  },
  {
    name: "a dotted client name is not matched by a type or class of that last name from elsewhere",
    settings: { "agent-errors": { ownApiClients: [{ name: "messagingApi.MessagingApiClient", from: ["@line/bot-sdk"] }] } },
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { MessagingApiClient } from "./legacy-line-client.js";
export function registerQuota(server: McpServer, client: MessagingApiClient) {
  server.tool("get_message_quota", "Get the message quota", {}, async () => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await client.getMessageQuota()) }] };
    } catch (error: any) {
      return { content: [{ type: "text", text: \`Failed to get quota: \${error.message}\` }], isError: true };
    }
  });
}`,
    reports: ["error.message"],
  },
]);

const CLOUDFLARE = (tools: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { fetch as fetch7 } from "undici";
import { z } from "zod";
const config = { accountId: process.env.CLOUDFLARE_ACCOUNT_ID, apiToken: process.env.CLOUDFLARE_API_TOKEN };
const getApiBaseUrl = () => "https://api.cloudflare.com/client/v4";
function log(...args: unknown[]) {
  process.stderr.write(\`[DEBUG \${new Date().toISOString()}] \${args.join(" ")}\\n\`);
}
async function handleGetMessage(queueId: string, visibilityTimeout?: number) {
  if (!queueId) throw new Error("Queue ID is required");
  log("Executing queue_get_message for queue:", queueId);
  let url = \`https://api.cloudflare.com/client/v4/accounts/\${config.accountId}/queues/\${queueId}/messages\`;
  if (visibilityTimeout) url += \`?visibility_timeout=\${visibilityTimeout}\`;
  const response = await fetch7(url, { headers: { Authorization: \`Bearer \${config.apiToken}\` } });
  if (!response.ok) {
    const error = await response.text();
    log("Queue get message error:", error);
    throw new Error(\`Failed to get message from queue: \${error}\`);
  }
  const data = (await response.json()) as { result: unknown };
  return data.result;
}
async function handleListScripts(namespace: string) {
  try {
    const response = await fetch7(\`\${getApiBaseUrl()}/accounts/\${config.accountId}/workers/dispatch/namespaces/\${namespace}/scripts\`);
    if (!response.ok) return { error: \`Failed to list scripts (\${response.statusText}): \${await response.text()}\` };
    return ((await response.json()) as { result: unknown }).result;
  } catch (error) {
    log(\`Error listing scripts: \${error}\`);
    throw error;
  }
}
async function handleGetModel(model: string) {
  const response = await fetch7(\`https://api.cloudflare.com/client/v4/accounts/\${config.accountId}/ai/models/\${model}\`);
  if (!response.ok) throw new Error(\`Model \${model} could not be read: \${response.statusText}\`);
  return response.json();
}
async function handleProxy(target: string) {
  // The API's host, then whatever \`target\` holds (".example.net" makes it another host).
  const origin = \`https://api.cloudflare.com\${target}\`;
  const response = await fetch7(\`\${origin}/status\`);
  if (!response.ok) throw new Error(\`Proxy failed: \${await response.text()}\`);
  return response.json();
}
const server = new McpServer({ name: "cloudflare", version: "0.2.0" });
${tools}`;

const CLOUDFLARE_TOOLS = `server.tool("queue_get_message", "Get a message from a queue", { queueId: z.string() }, async ({ queueId }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await handleGetMessage(queueId)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("wfp_list_scripts", "List the scripts of a namespace", { namespace: z.string() }, async ({ namespace }) => {
  try {
    const result = await handleListScripts(namespace);
    if (result && typeof result === "object" && "error" in result) return { content: [{ type: "text", text: \`Error: \${result.error}\` }], isError: true };
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("ai_get_model", "Get a Workers AI model", { model: z.string() }, async ({ model }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await handleGetModel(model)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("proxy_status", "Check a proxied origin", { target: z.string() }, async ({ target }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await handleProxy(target)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});`;

runCases("ownApiUrls: the project's own API called with fetch (Cloudflare's MCP server)", [
  {
    name: "without the setting, the API's error text through the file's helpers is a caught error's and a response's",
    code: CLOUDFLARE(CLOUDFLARE_TOOLS),
    reports: ["(error as Error).message", "result.error", "(error as Error).message", "(error as Error).message", "(error as Error).message"],
  },
  {
    name: "declared: what helpers that only fetch the API throw or return of its responses is trusted; a thrown message echoing the agent's input, or a URL of another host that starts alike, is not",
    settings: { "agent-errors": { ownApiUrls: ["https://api.cloudflare.com"] } },
    code: CLOUDFLARE(CLOUDFLARE_TOOLS),
    reports: ["(error as Error).message", "(error as Error).message"],
  },
]);

/**
 * BrowserStack's server requests its own API through its own HTTP client, not `fetch`: `apiClient.get({ url })` with
 * the address written at the call, a region's address tried from a constant list, a fire-and-forget `.catch()`.
 */
const OWN_REQUESTS = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import axios from "axios";
import { apiClient } from "../lib/apiClient.js";
const TM_BASE_URLS = ["https://test-management.browserstack.com", "https://test-management-eu.browserstack.com"];
let cachedBaseUrl: string | null = null;
async function findTestManagementUrl() {
  if (cachedBaseUrl) return cachedBaseUrl;
  for (const baseUrl of TM_BASE_URLS) {
    const res = await apiClient.get({ url: \`\${baseUrl}/api/v2/projects/\`, raise_error: false });
    if (res.ok) {
      cachedBaseUrl = baseUrl;
      return baseUrl;
    }
  }
  throw new Error("Unable to connect to BrowserStack Test Management.");
}
function track(event: string) {
  axios.post("https://api.browserstack.com/sdk/v1/event", { event }).catch(() => {});
}
const server = new McpServer({ name: "browserstack", version: "1.4.2" });
server.tool("latest_build", "The latest build", {}, async () => {
  try {
    track("latest_build");
    const response = await apiClient.get({ url: "https://api-automation.browserstack.com/ext/v1/builds/latest" });
    return { content: [{ type: "text", text: JSON.stringify(response.data) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error fetching build: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("test_management_region", "The account's region", {}, async () => {
  try {
    return { content: [{ type: "text", text: await findTestManagementUrl() }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("list_folders", "List a project's folders", { projectId: z.string() }, async ({ projectId }) => {
  try {
    const tmBaseUrl = await findTestManagementUrl();
    const url = \`\${tmBaseUrl}/api/v2/projects/\${encodeURIComponent(projectId)}/folders\`;
    const resp = await apiClient.get({ url });
    return { content: [{ type: "text", text: JSON.stringify(resp.data?.folders ?? []) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Failed to list folders: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("fetch_artifact", "Fetch an artifact", { url: z.string() }, async ({ url }) => {
  try {
    const response = await apiClient.get({ url });
    return { content: [{ type: "text", text: String(response.data) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error fetching the artifact: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("status", "The status page", {}, async () => {
  try {
    const response = await axios.get("https://api.browserstack.com.status.example/v1");
    return { content: [{ type: "text", text: String(response.data) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error reading the status: \${(error as Error).message}\` }], isError: true };
  }
});`;

runCases("ownApiUrls: the own API requested through any client (BrowserStack's apiClient, axios)", [
  {
    name: "without the setting, every failure is reported",
    code: OWN_REQUESTS,
    reports: ["(error as Error).message", "(error as Error).message", "(error as Error).message", "(error as Error).message", "(error as Error).message"],
  },
  {
    name: "declared: a request whose address (or `url`) is the API's, a region tried from a constant list of its addresses (also as a function's result, kept in a `let`), and a `.catch()` on such a request are the API's; the agent's URL, and a host that only starts alike, are not",
    settings: { "agent-errors": { ownApiUrls: ["https://api-automation.browserstack.com", "https://api.browserstack.com", "https://test-management.browserstack.com", "https://test-management-eu.browserstack.com"] } },
    code: OWN_REQUESTS,
    reports: ["(error as Error).message", "(error as Error).message"],
  },
]);

/**
 * BrowserStack's Test Management tools: the region's address comes from a helper of another module that keeps it in
 * a `let`, the request's address is built from it with a query string appended, and a failed answer is thrown with
 * the API's own body (`res.data`, the body its axios wrapper returns).
 */
const REGION_REQUESTS = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { apiClient } from "./test-management/api-client.js";
import { regionBaseUrl } from "./test-management/region.js";
const server = new McpServer({ name: "browserstack", version: "1.4.2" });
server.tool("listTestRuns", "List a project's test runs", { project_identifier: z.string(), run_state: z.string().optional() }, async (args) => {
  try {
    const params = new URLSearchParams();
    if (args.run_state) params.set("run_state", args.run_state);
    const tmBaseUrl = await regionBaseUrl();
    const url = \`\${tmBaseUrl}/api/v2/projects/\${encodeURIComponent(args.project_identifier)}/test-runs?\` + params.toString();
    const resp = await apiClient.get({ url });
    return { content: [{ type: "text", text: JSON.stringify(resp.data) }] };
  } catch (err) {
    return { content: [{ type: "text", text: \`Failed to list test runs: \${(err as Error).message}\` }], isError: true };
  }
});
server.tool("createProject", "Create a Test Management project", { project_name: z.string() }, async (args) => {
  try {
    const tmBaseUrl = await regionBaseUrl();
    const res = await apiClient.post({ url: \`\${tmBaseUrl}/api/v2/projects\`, body: { project: { name: args.project_name } } });
    if (!res.data.success) throw new Error(\`Failed to create project: \${JSON.stringify(res.data)}\`);
    return { content: [{ type: "text", text: "Project created" }] };
  } catch (err) {
    return { content: [{ type: "text", text: \`Failed to create project: \${(err as Error).message}\` }], isError: true };
  }
});
server.tool("createFolder", "Create a folder in a project", { folder_name: z.string() }, async (args) => {
  try {
    const tmBaseUrl = await regionBaseUrl();
    const res = await apiClient.post({ url: \`\${tmBaseUrl}/api/v2/folders\`, body: { folder: { name: args.folder_name } } });
    if (!res.data.success) throw new Error(\`Could not create \${args.folder_name}: \${res.statusText}\`);
    return { content: [{ type: "text", text: "Folder created" }] };
  } catch (err) {
    return { content: [{ type: "text", text: \`Failed to create folder: \${(err as Error).message}\` }], isError: true };
  }
});`;

runCases("ownApiUrls: an address kept by another module's helper, and the API's body thrown", [
  {
    name: "without the setting, every failure is reported",
    code: REGION_REQUESTS,
    reports: ["(err as Error).message", "(err as Error).message", "(err as Error).message"],
  },
  {
    name: "declared: a region's address kept in another module's `let` and given a query string, and the API's body (`res.data`) thrown, are the API's; a message echoing the agent's folder name is not",
    settings: { "agent-errors": { ownApiUrls: ["https://test-management.browserstack.com", "https://test-management-eu.browserstack.com"] } },
    code: REGION_REQUESTS,
    reports: ["(err as Error).message"],
  },
]);

/**
 * Perplexity's server: the API's base address may be overridden by the operator (`process.env.PERPLEXITY_BASE_URL ||
 * "https://api.perplexity.ai"`), is made a `URL`, and is requested through a proxy-aware wrapper of `fetch` into a
 * `let response` assigned inside a `try`.
 */
const PERPLEXITY_PROXY = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetch as undiciFetch, ProxyAgent } from "undici";
const PERPLEXITY_BASE_URL = process.env.PERPLEXITY_BASE_URL || "https://api.perplexity.ai";
export async function proxyAwareFetch(url: string, options: RequestInit = {}) {
  const proxy = process.env.HTTPS_PROXY;
  return proxy ? undiciFetch(url, { ...(options as object), dispatcher: new ProxyAgent(proxy) }) : fetch(url, options);
}
async function makeApiRequest(endpoint: string, body: unknown) {
  const url = new URL(\`\${PERPLEXITY_BASE_URL}/\${endpoint}\`);
  let response;
  try {
    response = await proxyAwareFetch(url.toString(), { method: "POST", body: JSON.stringify(body) });
  } catch (error) {
    throw new Error(\`Network error while calling Perplexity API: \${error}\`);
  }
  if (!response.ok) {
    let errorText;
    try {
      errorText = await response.text();
    } catch {
      errorText = "Unable to parse error response";
    }
    throw new Error(\`Perplexity API error: \${response.status} \${response.statusText}\\n\${errorText}\`);
  }
  return response.json();
}
async function fetchPage(pageUrl: string) {
  // Absolute, the agent's URL goes where it says, whatever the base.
  const url = new URL(pageUrl, PERPLEXITY_BASE_URL);
  let response;
  try {
    response = await proxyAwareFetch(url.href);
  } catch (error) {
    throw new Error(\`Network error while fetching the page: \${error}\`);
  }
  if (!response.ok) throw new Error(\`Page error: \${response.status} \${await response.text()}\`);
  return response.text();
}
const server = new McpServer({ name: "perplexity", version: "1.2.1" });
server.tool("perplexity_ask", "Ask Perplexity", { question: z.string() }, async ({ question }) => {
  try {
    const data = await makeApiRequest("chat/completions", { messages: [{ role: "user", content: question }] });
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("read_page", "Read a page", { pageUrl: z.string() }, async ({ pageUrl }) => {
  try {
    return { content: [{ type: "text", text: await fetchPage(pageUrl) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});`;

/**
 * Firecrawl's server: the base address comes destructured from a function of the file that returns it with the key
 * (`const { apiKey, baseUrl } = resolveAuth()`), the operator's override or the default, a trailing `/` trimmed.
 */
const FIRECRAWL_MONITOR = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const DEFAULT_API_URL = "https://api.firecrawl.dev";
function resolveAuth() {
  const apiKey = process.env.FIRECRAWL_API_KEY;
  const baseUrl = (process.env.FIRECRAWL_API_URL ?? DEFAULT_API_URL).replace(/\\/$/, "");
  return { apiKey, baseUrl };
}
function resolveMirror(mirror: string) {
  return { baseUrl: mirror.replace(/\\/$/, "") };
}
async function monitorRequest(path: string) {
  const { apiKey, baseUrl } = resolveAuth();
  const response = await fetch(\`\${baseUrl}/v2\${path}\`, { headers: { Authorization: \`Bearer \${apiKey}\` } });
  if (!response.ok) throw new Error(\`Monitor request failed: \${await response.text()}\`);
  return response.json();
}
async function mirrorRequest(mirror: string, path: string) {
  const { baseUrl } = resolveMirror(mirror);
  const response = await fetch(\`\${baseUrl}/v2\${path}\`);
  if (!response.ok) throw new Error(\`Mirror request failed: \${await response.text()}\`);
  return response.json();
}
const server = new McpServer({ name: "firecrawl", version: "3.26.0" });
server.tool("firecrawl_monitor_list", "List monitors", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await monitorRequest("/monitors")) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("mirror_list", "List a mirror's monitors", { mirror: z.string() }, async ({ mirror }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await mirrorRequest(mirror, "/monitors")) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});`;

runCases("ownApiUrls: a base address destructured from a function of the file, overridable and trimmed (Firecrawl's server)", [
  {
    name: "without the setting, both tools' failures are reported",
    code: FIRECRAWL_MONITOR,
    reports: ["(error as Error).message", "(error as Error).message"],
  },
  {
    name: "declared: the API's failures are its own; a mirror the agent names is not",
    settings: { "agent-errors": { ownApiUrls: ["https://api.firecrawl.dev"] } },
    code: FIRECRAWL_MONITOR,
    reports: ["(error as Error).message"],
  },
]);

runCases("ownApiUrls: an address the operator may override, made a URL, requested through a wrapper of fetch (Perplexity's server)", [
  {
    name: "without the setting, both tools' failures are reported",
    code: PERPLEXITY_PROXY,
    reports: ["(error as Error).message", "(error as Error).message"],
  },
  {
    name: "declared: the API's failures and its response's text are its own; the agent's page is not",
    settings: { "agent-errors": { ownApiUrls: ["https://api.perplexity.ai"] } },
    code: PERPLEXITY_PROXY,
    reports: ["(error as Error).message"],
  },
]);

/**
 * A helper first met at the depth limit (the fourth call down one tool's chain) and then called directly by another
 * tool: the second tool's reading has the whole depth left, so its verdict does not depend on which tool came first.
 */
const DEEP_FIRST = (first: string, second: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const API = "https://api.cloudflare.com/client/v4";
async function request(path: string) {
  const response = await fetch(\`\${API}\${path}\`);
  if (!response.ok) throw new Error(\`Cloudflare API error: \${await response.text()}\`);
  return response.json();
}
async function getZone(zoneId: string) {
  return request(\`/zones/\${encodeURIComponent(zoneId)}\`);
}
async function zoneSummary(zoneId: string) {
  const zone = await getZone(zoneId);
  return JSON.stringify(zone);
}
async function describeZone(zoneId: string) {
  return zoneSummary(zoneId);
}
async function reportZone(zoneId: string) {
  return describeZone(zoneId);
}
const server = new McpServer({ name: "cloudflare", version: "0.2.0" });
${first}
${second}`;
const DEEP_TOOL = `server.tool("zone_report", "Report on a zone", { zoneId: z.string() }, async ({ zoneId }) => {
  try {
    return { content: [{ type: "text", text: await reportZone(zoneId) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${(error as Error).message}\` }], isError: true };
  }
});`;
const SHALLOW_TOOL = `server.tool("zone_get", "Get a zone", { zoneId: z.string() }, async ({ zoneId }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await getZone(zoneId)) }] };
  } catch (err) {
    return { content: [{ type: "text", text: \`Error: \${(err as Error).message}\` }], isError: true };
  }
});`;

runCases("ownApiUrls: a helper's verdict does not depend on the depth it was first read at", [
  {
    name: "the deep tool first: its chain is past the depth limit (reported); the shallow tool reads getZone with the whole depth left (trusted)",
    settings: { "agent-errors": { ownApiUrls: ["https://api.cloudflare.com"] } },
    code: DEEP_FIRST(DEEP_TOOL, SHALLOW_TOOL),
    reports: ["(error as Error).message"],
  },
  {
    name: "the shallow tool first: the same verdicts",
    settings: { "agent-errors": { ownApiUrls: ["https://api.cloudflare.com"] } },
    code: DEEP_FIRST(SHALLOW_TOOL, DEEP_TOOL),
    reports: ["(error as Error).message"],
  },
]);

/** BrowserStack's MCP server: tools that call its API through `apiClient` and helpers of other modules (tests/fixtures/typed/test-management). */
const BROWSERSTACK = (body: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { apiClient } from "./test-management/api-client.js";
import { getBrowserStackAuth, getTMBaseURL, projectIdentifierToId, type Config } from "./test-management/base-url.js";
const server = new McpServer({ name: "browserstack", version: "1.4.2" });
const config: Config = { "browserstack-username": process.env.BROWSERSTACK_USERNAME, "browserstack-access-key": process.env.BROWSERSTACK_ACCESS_KEY };
server.tool("listTestPlans", "List the test plans of a Test Management project", { project_identifier: z.string() }, async (args) => {
  try {
${body}
    const plans = resp.data.projects ?? [];
    return { content: [{ type: "text", text: [\`Found \${plans.length} test plan(s)\`, JSON.stringify(plans, null, 2)].join("\\n") }] };
  } catch (err) {
    return { content: [{ type: "text", text: \`Failed to list test plans: \${(err as Error).message}\` }], isError: true };
  }
});`;
const TEST_PLANS = `    const tmBaseUrl = await getTMBaseURL(config);
    const projectId = encodeURIComponent(args.project_identifier);
    const resp = await apiClient.get({
      url: \`\${tmBaseUrl}/api/v2/projects/\${projectId}/test-plans\`,
      headers: { Authorization: "Basic " + Buffer.from(getBrowserStackAuth(config)).toString("base64") },
    });`;
const OWN_BROWSERSTACK = { ownApiClients: [{ name: "apiClient", from: ["./test-management/api-client.js"] }] };

runCases("ownApiClients: the own API's client called from helpers of other modules (BrowserStack's MCP server)", [
  {
    name: "without the setting, the API's failure text through another module's helper is a caught error's",
    code: BROWSERSTACK(TEST_PLANS),
    reports: ["(err as Error).message"],
  },
  {
    name: "declared: helpers of other modules that only call the client, log, and throw constants or the API's own failures add nothing foreign",
    settings: { "agent-errors": OWN_BROWSERSTACK },
    code: BROWSERSTACK(TEST_PLANS),
    reports: [],
  },
  {
    name: "declared: a telemetry call through the client, the MCP server's client version, an imported path constant and a regular expression add nothing foreign",
    settings: { "agent-errors": OWN_BROWSERSTACK },
    code: BROWSERSTACK(`    trackMCP("listTestPlans", server.server.getClientVersion(), undefined, config);
    if (!isProjectIdentifier(args.project_identifier)) throw new Error("The project identifier starts with PR- followed by a number");
    const tmBaseUrl = await getTMBaseURL(config);
    const resp = await apiClient.get({ url: tmBaseUrl + TEST_PLANS_PATH.replace("{projectId}", encodeURIComponent(args.project_identifier)) });`)
      .replace('import { getBrowserStackAuth,', 'import { trackMCP, isProjectIdentifier } from "./test-management/instrumentation.js";\nimport { TEST_PLANS_PATH, getBrowserStackAuth,'),
    reports: [],
  },
  {
    name: "declared: an instance of another module's class made in the try, whose constructor and methods only call the client; a subclass of it is not read",
    settings: { "agent-errors": OWN_BROWSERSTACK },
    code: BROWSERSTACK(`    const authConfig = new AccessibilityAuthConfig();
    authConfig.setAuth({ username: config["browserstack-username"] ?? "", password: config["browserstack-access-key"] ?? "" });
    const resp = { data: { projects: [await authConfig.getAuthConfig(args.project_identifier)] } };`).replace(
      'import { apiClient } from "./test-management/api-client.js";',
      'import { AccessibilityAuthConfig, LoggedAuthConfig } from "./test-management/auth-config.js";\nvoid LoggedAuthConfig;',
    ) + `
server.tool("getAuthConfig", "Get an accessibility auth config", { configId: z.string() }, async ({ configId }) => {
  try {
    const authConfig = new LoggedAuthConfig();
    return { content: [{ type: "text", text: JSON.stringify(await authConfig.getAuthConfig(configId)) }] };
  } catch (err) {
    return { content: [{ type: "text", text: \`Failed to get the auth config: \${(err as Error).message}\` }], isError: true };
  }
});`,
    reports: ["(err as Error).message"],
  },
  {
    name: "declared, but a helper of another module throws a message with its parameter (the agent's project identifier): still reported",
    settings: { "agent-errors": OWN_BROWSERSTACK },
    code: BROWSERSTACK(`${TEST_PLANS}
    await projectIdentifierToId(args.project_identifier, config);`),
    reports: ["(err as Error).message"],
  },
  {
    name: "declared, with readImportedModules off: the other modules are not read untyped (the checker follows them typed)",
    settings: { "agent-errors": { ...OWN_BROWSERSTACK, readImportedModules: false } },
    code: BROWSERSTACK(TEST_PLANS),
    reports: ["(err as Error).message"],
    typedReports: [],
  },
]);

/** A BrowserStack tool that reads a product's device list (tests/fixtures/typed/test-management/device-cache.ts). */
const DEVICES = (call: string, schema = "{ product: z.enum([\"live\", \"app_automate\"]), mirror: z.string(), filter: z.string() }"): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { BrowserStackProducts, getDevicesAndBrowsers, getMirroredDevices, wrapUntrusted } from "./test-management/device-cache.js";
const server = new McpServer({ name: "browserstack", version: "1.4.2" });
server.tool("listDevices", "List the devices of a BrowserStack product", ${schema}, async (args, extra) => {
  try {
    await extra.sendNotification({ method: "notifications/progress", params: { progressToken: "devices", progress: 0, total: 100 } });
    const devices = ${call};
    const listed = JSON.stringify(devices);
    const matched = listed.match(/"os":"(\\w+)"/g) ?? [];
    return { content: [{ type: "text", text: \`\${matched.length} platform(s)\\n\${wrapUntrusted("device list", JSON.stringify(devices))}\` }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Failed to list devices: \${(error as Error).message}\` }], isError: true };
  }
});
void BrowserStackProducts; void getDevicesAndBrowsers; void getMirroredDevices;`;
const OWN_SITE = { "agent-errors": { ownApiUrls: ["https://www.browserstack.com"] } };

runCases("ownApiUrls: a helper of another module given the code's own values (BrowserStack's device cache)", [
  {
    name: "a product constant handed to a helper that fetches an own address from a table of them and names the product in its failure; Node's crypto and fs, the SDK's progress notification and a regular expression's match add nothing foreign",
    settings: OWN_SITE,
    code: DEVICES("await getDevicesAndBrowsers(BrowserStackProducts.APP_AUTOMATE)"),
    reports: [],
  },
  {
    name: "the agent's input checked by a zod schema first: zod's text about that input is unknown, not reported by the presets",
    settings: OWN_SITE,
    code: DEVICES("(z.object({ filter: z.string().min(3) }).parse(args), await getDevicesAndBrowsers(BrowserStackProducts.APP_AUTOMATE))"),
    reports: [],
  },
  {
    name: "the same with reportUnknown: the audit reports it",
    settings: OWN_SITE,
    options: { reportUnknown: true },
    code: DEVICES("(z.object({ filter: z.string().min(3) }).parse(args), await getDevicesAndBrowsers(BrowserStackProducts.APP_AUTOMATE))"),
    reports: ["?(error as Error).message"],
  },
  {
    name: "the same helper given the agent's own text: its failure echoes it (reported)",
    settings: OWN_SITE,
    code: DEVICES("await getDevicesAndBrowsers(args.filter as \"live\")"),
    reports: ["(error as Error).message"],
  },
  {
    name: "a table of addresses of which one is someone else's: reported",
    settings: OWN_SITE,
    code: DEVICES("await getMirroredDevices(\"live\")"),
    reports: ["(error as Error).message"],
  },
  {
    name: "without the setting, the device list's failure is a caught error's (reported)",
    code: DEVICES("await getDevicesAndBrowsers(BrowserStackProducts.APP_AUTOMATE)"),
    reports: ["(error as Error).message"],
  },
]);

/** Tavily's MCP server: one class holds its API's addresses in a field, and polls with a timer. */
const TAVILY = (extra: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import axios from "axios";
class TavilyClient {
  server = new Server({ name: "tavily-mcp", version: "0.2.22" }, { capabilities: { tools: {} } });
  axiosInstance = axios.create({ headers: { accept: "application/json", Authorization: \`Bearer \${process.env.TAVILY_API_KEY}\` } });
  baseURLs = {
    search: "https://api.tavily.com/search",
    research: "https://api.tavily.com/research",
  };
${extra}
  async search(query: string): Promise<unknown> {
    const endpoint = this.baseURLs.search;
    const response = await this.axiosInstance.post(endpoint, { query });
    return response.data;
  }
  async research(input: string): Promise<unknown> {
    const started = await this.axiosInstance.post(this.baseURLs.research, { input });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return started.data;
  }
  register(): void {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const args = request.params.arguments as { query: string };
      try {
        const results = request.params.name === "tavily_research" ? await this.research(args.query) : await this.search(args.query);
        return { content: [{ type: "text", text: JSON.stringify(results) }] };
      } catch (error) {
        return { content: [{ type: "text", text: \`Tavily API error: \${(error as Error).message}\` }], isError: true };
      }
    });
  }
}
new TavilyClient().register();`;
const OWN_TAVILY = { "agent-errors": { ownApiUrls: ["https://api.tavily.com"] } };

runCases("ownApiUrls: the own API's addresses in a field of the class that calls it (Tavily's MCP server)", [
  {
    name: "a field of own addresses the class never writes, read through a const and directly; a timer awaited between calls",
    settings: OWN_TAVILY,
    code: TAVILY(""),
    reports: [],
  },
  {
    name: "a class that writes into the field (an endpoint set at run time): reported",
    settings: OWN_TAVILY,
    code: TAVILY(`  useEndpoint(url: string): void {
    this.baseURLs.search = url;
  }`),
    reports: ["(error as Error).message"],
  },
  {
    name: "without the setting: reported",
    code: TAVILY(""),
    reports: ["(error as Error).message"],
  },
]);

/** A tool that calls the own API and runs one of Node's functions in the same `try`. */
const WITH_NODE = (call: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
const server = new McpServer({ name: "tavily-mcp", version: "0.2.22" });
server.tool("tavily_usage", "Show the account's usage", {}, async () => {
  try {
    const res = await fetch("https://api.tavily.com/usage", { headers: { "X-Request-Id": randomUUID() } });
    const extra = ${call};
    return { content: [{ type: "text", text: \`\${await res.text()}\\n\${String(extra)}\` }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Failed to read usage: \${(error as Error).message}\` }], isError: true };
  }
});
void execFile; void promisify;`;

runCases("ownApiUrls: Node's local modules beside the own API, not a process", [
  {
    name: "crypto's id: nothing foreign",
    settings: OWN_TAVILY,
    code: WITH_NODE("randomUUID()"),
    reports: [],
  },
  {
    name: "util.promisify(execFile): a process's output, reported",
    settings: OWN_TAVILY,
    code: WITH_NODE("(await promisify(execFile)(\"git\", [\"log\", \"-1\"])).stdout"),
    reports: ["(error as Error).message"],
  },
  {
    name: "util.promisify through the namespace: the same",
    settings: OWN_TAVILY,
    code: WITH_NODE("(await util.promisify(execFile)(\"git\", [\"log\", \"-1\"])).stdout").replace('import { promisify } from "node:util";', 'import * as util from "node:util";').replace("void promisify;", "void util;"),
    reports: ["(error as Error).message"],
  },
]);

runCases("an options object handed to a helper: only the field that reaches the text", [
  {
    name: "a helper that destructures its options in its body: the field that flows is reported, its siblings are not",
    options: { reportUnknown: true },
    code: `${MCP}import { fetchProject, type RequestContext } from "./projects.js";
const server = new McpServer({ name: "projects", version: "1.0.0" });
function confirmation(options: { ctx: RequestContext; tool: string; declinedText: string }) {
  const { ctx, tool, declinedText } = options;
  if (ctx.state === undefined) return { kind: "reprompt" as const };
  if (ctx.state !== tool) return { kind: "terminal" as const, result: { content: [{ type: "text" as const, text: \`Request state was not issued for \${tool}.\` }], isError: true } };
  return { kind: "terminal" as const, result: { content: [{ type: "text" as const, text: declinedText }], isError: true } };
}
function confirmOrAsk(options: { ctx: RequestContext; tool: string; declinedText: string }) {
  return confirmation(options);
}
function failureResult(options: { tool: string; detail: string }) {
  return { isError: true, content: [{ type: "text" as const, text: \`\${options.tool} failed: \${options.detail}\` }] };
}
server.registerTool("create_project", { description: "Create a project" }, async (args: { name: string }, extra: RequestContext) => {
  const state = confirmOrAsk({ ctx: extra, tool: "create_project", declinedText: "Project creation declined." });
  if (state.kind === "terminal") return state.result;
  try {
    const project = await fetchProject(args.name);
    return { content: [{ type: "text" as const, text: project.id }] };
  } catch (error) {
    return failureResult({ tool: "create_project", detail: (error as Error).message });
  }
});`,
    reports: ["(error as Error).message"],
  },
]);

runCases("minified and bundled servers", [
  {
    name: "a minifier's `isError: !0` is an error result",
    code: `${MCP}const s = new McpServer({ name: "figma", version: "1.0.0" });
async function q(e: { fileKey: string }) {
  try {
    const r = await fetch("https://api.figma.com/v1/files/" + e.fileKey);
    return { content: [{ type: "text" as const, text: await r.text() }] };
  } catch (t) {
    let l = t instanceof Error ? t.message : JSON.stringify(t);
    return { isError: !0, content: [{ type: "text" as const, text: \`Error fetching file: \${l}\` }] };
  }
}
s.registerTool("get_figma_data", { description: "Get a Figma file" }, (r: { fileKey: string }) => q(r));`,
    reports: ["l"],
  },
]);

runCases("trustedErrorFields: a caught error's event id is the project's own", [
  {
    name: "Sentry's handleAgentToolError: the event id of an AgentExecutionError (in place, and through a helper the tool calls), not the provider's message beside it",
    code: `${AI}import { APICallError } from "ai";
export class AgentExecutionError extends Error {
  readonly eventId?: string;
  constructor(message: string, options?: { eventId?: string }) {
    super(message);
    this.eventId = options?.eventId;
  }
}
declare function runAgent(q: string): Promise<string>;
function handleAgentToolError(error: unknown): { error: string } {
  if (error instanceof AgentExecutionError) return { error: \`AI Processing Error. Event ID: \${error.eventId}\` };
  if (APICallError.isInstance(error)) return { error: \`AI Provider Error: \${error.message}\` };
  return { error: "System Error" };
}
export const searchTool = tool({
  description: "Search events",
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ q }) => {
    try {
      return { result: await runAgent(q) };
    } catch (error) {
      if (error instanceof AgentExecutionError) {
        const { eventId } = error;
        return { error: \`Something went wrong (Event ID: \${eventId ?? error.eventId})\` };
      }
      return handleAgentToolError(error);
    }
  },
});`,
    // Only the helper's APICallError branch (a third-party provider's text), once: at the call (its argument
    // `error`, handed to the helper whose result carries it, is the same defect).
    reports: ["handleAgentToolError(error)"],
  },
  {
    name: "another stack's field, configured; the event id no longer trusted when the list leaves it out",
    code: `${AI}declare function runAgent(q: string): Promise<string>;
export const searchTool = tool({
  description: "Search",
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ q }) => {
    try {
      return { result: await runAgent(q) };
    } catch (error) {
      const failure = error as { traceId?: string; eventId?: string };
      if (q) return { error: \`Search failed (trace \${failure.traceId})\` };
      return { error: \`Search failed (event \${failure.eventId})\` };
    }
  },
});`,
    settings: { "agent-errors": { trustedErrorFields: ["traceId"] } },
    reports: ["failure.eventId"],
  },
]);

runCases("which part of a text is named: outside text before the agent's own input", [
  {
    name: "context7's query-docs: the echoed library id and the caught error's message in one template name the caught error",
    code: `${AI}declare function getDocs(libraryId: string): Promise<string>;
export const queryDocs = tool({
  description: "Query the documentation of a library",
  inputSchema: z.object({ libraryId: z.string() }),
  execute: async ({ libraryId }) => {
    try {
      return await getDocs(libraryId);
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : "Failed to fetch documentation";
      return { error: \`Error fetching documentation for "\${libraryId}": \${errorMessage}\` };
    }
  },
});`,
    reports: ["errorMessage"],
  },
  {
    name: "the input alone is still named",
    code: `${AI}declare function getDocs(libraryId: string): Promise<string | undefined>;
export const queryDocs = tool({
  description: "Query the documentation of a library",
  inputSchema: z.object({ libraryId: z.string() }),
  execute: async ({ libraryId }) => {
    try {
      const docs = await getDocs(libraryId);
      return docs ? { result: docs } : { error: \`No documentation for "\${libraryId}".\` };
    } catch {
      return { error: "Failed to fetch documentation." };
    }
  },
});`,
    reports: ["libraryId"],
  },
]);

runCases("the operator's environment (GitLab's community server: its configured project allowlist)", [
  {
    name: "audit: `process.env` reads, also through a `const`, a destructuring and a split list, are the server's own configuration; the agent's input beside them is still reported",
    options: { reportUnknown: true },
    code: `${MCP}import { projectNotes } from "./config/notes.js";
const ALLOWED_PROJECT_IDS = process.env.GITLAB_ALLOWED_PROJECT_IDS?.split(",").map((id) => id.trim()).filter(Boolean) || [];
const DEFAULT_PROJECT = process.env.GITLAB_PROJECT_ID;
const { GITLAB_API_URL } = process.env;
const server = new McpServer({ name: "gitlab", version: "1.0.0" });
server.registerTool("get_project", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  if (ALLOWED_PROJECT_IDS.length > 0 && !ALLOWED_PROJECT_IDS.includes(projectId)) {
    return { isError: true, content: [{ type: "text", text: \`Access denied: only \${ALLOWED_PROJECT_IDS.join(", ")} (default \${DEFAULT_PROJECT}) on \${GITLAB_API_URL ?? process.env["GITLAB_URL"]}. \${projectNotes}\` }] };
  }
  if (!projectId.trim()) return { isError: true, content: [{ type: "text", text: \`Unknown project \${projectId}\` }] };
  return { content: [{ type: "text", text: "ok" }] };
});`,
    reports: ["?projectNotes", "projectId"],
  },
  {
    name: "a local object named `process` is not Node's: its fields are what it holds",
    options: { reportUnknown: true },
    code: `${MCP}const server = new McpServer({ name: "gitlab", version: "1.0.0" });
server.registerTool("get_project", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  const process = { env: { PROJECT: projectId } };
  return { isError: true, content: [{ type: "text", text: \`Access denied: \${process.env.PROJECT}\` }] };
});`,
    reports: ["process.env.PROJECT"],
  },
]);

runCases("a value read falsy holds no text", [
  {
    name: "Supabase's describeError: `if (!error) return error;` returns nothing an attacker wrote; its other branch does",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare function runQuery(sql: string): Promise<unknown>;
const server = new McpServer({ name: "database", version: "1.0.0" });
function describeError(error: unknown) {
  if (!error) return error;
  if (typeof error === "object" && "code" in error) return "Query failed";
  return "Query failed";
}
function describeWithMessage(error: unknown) {
  if (!error) return error;
  return error instanceof Error ? error.message : "Query failed";
}
server.registerTool("execute_sql", { inputSchema: { sql: z.string() } }, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await runQuery(sql)) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: JSON.stringify({ error: describeError(error) }) }] };
  }
});
server.registerTool("explain_sql", { inputSchema: { sql: z.string() } }, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await runQuery(\`EXPLAIN \${sql}\`)) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: JSON.stringify({ error: describeWithMessage(error) }) }] };
  }
});`,
    reports: ["describeWithMessage(error)"],
  },
]);

// The MCP SDK's `new McpError(code, message, data)`: only the message is the error's text (Shortcut's server
// rethrows an auth error's challenge as `data`); a caught error's text as the message is reported.
const MCP_ERROR = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { BearerAuthError } from "./auth.js";
declare const server: Server;
declare function runTool(name: string, args: unknown): Promise<{ content: { type: "text"; text: string }[] }>;
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await runTool(request.params.name, request.params.arguments);
  } catch (error) {
    if (error instanceof BearerAuthError) throw new McpError(error.code, "Unauthorized", error.data);
    throw new McpError(ErrorCode.InternalError, MESSAGE);
  }
});`;
untypedRuleTester().run("no-untrusted-error-message (the MCP SDK's McpError)", rule, {
  valid: [{ code: MCP_ERROR.replace("MESSAGE", '"The tool failed."') }],
  invalid: [
    {
      code: MCP_ERROR.replace("MESSAGE", "(error as Error).message"),
      errors: [{ messageId: "untrusted" as MessageIds, line: 11, suggestions: [{ messageId: "useConstant", output: MCP_ERROR.replace("MESSAGE", '"The request failed."') }] }],
    },
  ],
});

// A `catch` that logs and rethrows the caught error as it is hands every failure on: what its `try` block
// throws (here, through a helper) reaches the agent as if there were no `try` (GitLab's and Perplexity's
// servers log and rethrow in every handler). One that answers, or throws something else, is a `catch`.
const RETHROWN_GITLAB = (catchBody: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "gitlab", version: "1.0.0" });
async function getIssue(projectId: string, iid: number): Promise<unknown> {
  const res = await fetch(\`https://gitlab.example.com/api/v4/projects/\${encodeURIComponent(projectId)}/issues/\${iid}\`);
  if (!res.ok) throw new Error(\`GitLab API error: \${res.status} \${await res.text()}\`);
  return res.json();
}
server.registerTool("get_issue", { inputSchema: { project_id: z.string(), iid: z.number() } }, async ({ project_id, iid }) => {
  try {
    return { content: [{ type: "text" as const, text: JSON.stringify(await getIssue(project_id, iid)) }] };
  } catch (error) {
${catchBody}
  }
});`;
runCases("a catch that logs and rethrows the caught error as it is", [
  {
    name: "logged, then rethrown: the helper's thrown text is reported",
    code: RETHROWN_GITLAB(`    console.error("get_issue failed", error);\n    throw error;`),
    reports: ["res.text()"],
  },
  {
    name: "rethrown only on one branch, answered on the other: a catch like any other",
    code: RETHROWN_GITLAB(`    if (error instanceof TypeError) throw error;\n    return { isError: true, content: [{ type: "text" as const, text: "GitLab is unavailable." }] };`),
    reports: [],
  },
  {
    name: "a new error of its own thrown instead: the block's text does not get through",
    code: RETHROWN_GITLAB(`    console.error("get_issue failed", error);\n    throw new Error("GitLab is unavailable.");`),
    reports: [],
  },
]);

/** Resend's editor tool: a part added to the content in a `catch`, returned with the rest as a success. */
const CONTENT_PARTS = (failure: string, extra = ""): string => `${MCP}const server = new McpServer({ name: "resend", version: "1.0.0" });
server.registerTool("get-tiptap-json-content", { inputSchema: { include_schema: z.boolean().optional() } }, async ({ include_schema }) => {
  const contentParts = [{ type: "text" as const, text: "Existing content" }];
  if (include_schema) {
    try {
      const response = await fetch("https://resend.com/api/agent/prompt");
      if (!response.ok) throw new Error(\`Failed with \${response.status}\`);
      const { data } = (await response.json()) as { data: string };
      contentParts.push({ type: "text" as const, text: data });
    } catch (err) {
${failure}
    }
  }${extra}
  return { content: contentParts };
});
`;

runCases("a failure's text added to the content a tool returns later", [
  {
    name: "pushed in the catch: reported, though the result is a success",
    code: CONTENT_PARTS('      contentParts.push({ type: "text" as const, text: `**Warning:** Failed to fetch the schema: ${err instanceof Error ? err.message : String(err)}.` });'),
    reports: ["err.message"],
  },
  {
    name: "a constant warning pushed in the catch, and the response's data pushed in the try: nothing",
    code: CONTENT_PARTS('      contentParts.push({ type: "text" as const, text: "**Warning:** The schema is unavailable." });'),
    reports: [],
  },
  {
    name: "pushed in the catch of a callback of the handler: reported too",
    code: CONTENT_PARTS("      console.error(err);", '\n  await Promise.all([1, 2].map(async (page) => {\n    try {\n      await fetch(`https://resend.com/api/pages/${page}`);\n    } catch (error) {\n      contentParts.push({ type: "text" as const, text: (error as Error).message });\n    }\n  }));'),
    reports: ["(error as Error).message"],
  },
]);

describe("a stack trace beside the message (LINE's MCP server)", () => {
  const LINE = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "line-bot", version: "0.4.2" });
declare function uploadRichMenuImage(richMenuId: string): Promise<unknown>;
server.tool("create_rich_menu", "Create a rich menu and set it as the default", {}, async () => {
  let setImageResponse: unknown;
  try {
    setImageResponse = await uploadRichMenuImage("richmenu-1");
    return { content: [{ type: "text", text: "Rich menu created successfully and set as default." }] };
  } catch (error) {
    console.error("Rich menu creation error:", error);
    return {
      isError: true,
      content: [{ type: "text", text: JSON.stringify({
        error: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
        setImageResponse,
      }) }],
    };
  }
});
server.tool("upload_image", "Upload a rich menu image", {}, async () => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await uploadRichMenuImage("richmenu-2")) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Upload failed:\\n\${(error as Error).stack}\` }] };
  }
});`;

  for (const typed of [false, true]) {
    it(`the serialized object's message field is reported, and the message names the stack trace beside it${typed ? " (typed)" : ""}`, async () => {
      const [result] = await makeLinter(typed, {}, undefined).lintText(LINE, { filePath: typedFixtureFile });
      const messages = result!.messages.map((message) => ({ line: message.line, message: message.message }));
      expect(messages).toHaveLength(2);
      expect(messages[0]!.line).toBe(14);
      expect(messages[0]!.message).toMatch(/^`error\.message` \(a caught error, line 9\) reaches the agent through the `text` of an `isError: true` result, and so does the error's stack trace \(`error\.stack`, line 15\), with the server's file paths and code\. /);
      // A report of the stack trace itself says nothing more about it.
      expect(messages[1]!.line).toBe(25);
      expect(messages[1]!.message).toMatch(/^`\(error as Error\)\.stack` \(a caught error, line 24\) reaches the agent through the `text` of an `isError: true` result\. Text from there/);
    });
  }
});

/**
 * Airbnb's MCP server (`@openbnb/mcp-server-airbnb`): the tool's helpers catch their own network failures and
 * return error results built with built-ins (`searchUrl.toString()`, `new Date().toISOString()`, `String(error)`), or
 * log through a helper of the file that does. Nothing of the caught failure can leave them, so the handler's own
 * `catch` sees only local failures: of unknown trust, not a caught error from outside.
 */
const AIRBNB = (searchCatch: string, robotsCatch: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { formatFailure } from "./failures.js";
const server = new Server({ name: "airbnb", version: "0.3.0" }, { capabilities: { tools: {} } });
let robotsTxtContent = "";
function log(level: string, message: string, data?: unknown) {
  const timestamp = new Date().toISOString();
  console.error(\`[\${timestamp}] [\${level.toUpperCase()}] \${message}\`, data ? JSON.stringify(data) : "");
}
async function fetchRobotsTxt() {
  try {
    const response = await fetch("https://www.airbnb.com/robots.txt");
    robotsTxtContent = await response.text();
  } catch (error) {
${robotsCatch}
    robotsTxtContent = "";
  }
}
async function handleAirbnbSearch(params: { location: string; adults?: number }) {
  const searchUrl = new URL(\`https://www.airbnb.com/s/\${encodeURIComponent(params.location)}/homes\`);
  try {
    const response = await fetch(searchUrl.toString());
    const html = await response.text();
    return { content: [{ type: "text" as const, text: JSON.stringify({ searchUrl: searchUrl.toString(), length: html.length }) }], isError: false };
  } catch (error) {
${searchCatch}
  }
}
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    if (!robotsTxtContent) await fetchRobotsTxt();
    return await handleAirbnbSearch(request.params.arguments as { location: string });
  } catch (error) {
    return { content: [{ type: "text", text: JSON.stringify({ error: error instanceof Error ? error.message : String(error) }) }], isError: true };
  }
});`;
const SEARCH_CATCH = `    log("error", "Error performing search", { location: params.location, error: String(error) });
    return {
      content: [{ type: "text" as const, text: JSON.stringify({ error: "Search request failed", searchUrl: searchUrl.toString(), timestamp: new Date().toISOString() }) }],
      isError: true,
    };`;
const ROBOTS_CATCH = `    log("warn", "Error fetching robots.txt, assuming all paths allowed", { error: String(error), keys: Object.keys(error as object).join(", ") });`;

runCases("helpers that catch their own failures and build their error results with built-ins (Airbnb's MCP server)", [
  {
    name: "toString(), toISOString(), String(error), Object.keys() and a logging helper of the file throw nothing of the caught failure on: the handler's catch sees only local failures",
    code: AIRBNB(SEARCH_CATCH, ROBOTS_CATCH),
    reports: [],
  },
  {
    name: "a helper whose catch hands the failure to an imported function that may throw it on is still a way out for outside text",
    code: AIRBNB(SEARCH_CATCH, `    formatFailure(error);`),
    reports: ["error.message"],
  },
  {
    name: "a helper whose catch rethrows is still a way out for outside text",
    code: AIRBNB(`    log("error", "Error performing search", { error: String(error) });
    throw error;`, ROBOTS_CATCH),
    reports: ["error.message"],
  },
]);

/** Upstash's MCP server: content items spread into an error result, on a condition (its debug stack trace). */
const UPSTASH = (items: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const DEBUG = process.env.DEBUG === "true";
const server = new McpServer({ name: "upstash", version: "0.3.0" });
server.registerTool("redis_database_run_redis_commands", { inputSchema: { database_id: z.string(), command: z.string() } }, async ({ database_id, command }) => {
  try {
    const res = await fetch(\`https://api.upstash.com/v2/redis/database/\${database_id}/run\`, { method: "POST", body: command });
    return { content: [{ type: "text", text: \`Ran \${command}: HTTP \${res.status}\` }] };
  } catch (error) {
    const msg = "The Redis command could not be run.";
    return {
      content: [
        { type: "text", text: msg },
${items}
      ],
      isError: true,
    };
  }
});`;

runCases("content items spread into a result (Upstash's MCP server)", [
  {
    name: "an item spread on a condition carries the caught error's stack: reported",
    code: UPSTASH(`        ...(DEBUG ? [{ type: "text" as const, text: \`\\nStack trace: \${error instanceof Error ? error.stack : "No stack trace available"}\` }] : []),`),
    reports: ["error.stack"],
  },
  {
    name: "behind &&, and through a local array: reported",
    code: UPSTASH(`        ...(DEBUG && [{ type: "text" as const, text: String(error) }]),`).replace('    const msg = "The Redis command could not be run.";', '    const msg = "The Redis command could not be run.";\n    const details = [{ type: "text" as const, text: (error as Error).message }];').replace("        { type: \"text\", text: msg },", "        { type: \"text\", text: msg },\n        ...details,"),
    reports: ["(error as Error).message", "error"],
  },
  {
    name: "spread items of constant text: nothing to report",
    code: UPSTASH(`        ...(DEBUG ? [{ type: "text" as const, text: "Set DEBUG=false to hide this line." }] : []),`),
    reports: [],
  },
]);

/** Perplexity's MCP server: a helper's catch that throws its own error on some paths and rethrows on the others. */
const PERPLEXITY = (catchBody: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
async function consumeStream(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    throw new Error(\`Network error while streaming from the search API: \${error}\`);
  }
  return text;
}
async function performSearch(query: string, signal?: AbortSignal, deadline?: number): Promise<string> {
  try {
    const response = await fetch("https://api.search.example/v1/answer", { method: "POST", body: JSON.stringify({ query }), signal });
    return await consumeStream(response);
  } catch (error) {
${catchBody}
  }
}
const server = new McpServer({ name: "search", version: "1.2.1" });
server.registerTool("search_ask", { inputSchema: { query: z.string() } }, async ({ query }, extra) => {
  const answer = await performSearch(query, extra.signal, Date.now() + 60_000);
  return { content: [{ type: "text", text: answer }] };
});`;

runCases("a catch that throws its own errors on some paths and rethrows on the others (Perplexity's MCP server)", [
  {
    name: "guarded throws of constant messages, then the caught error as it is: what the try throws still reaches the model",
    code: PERPLEXITY(`    if (signal?.aborted) throw new Error("Request cancelled");
    if (deadline !== undefined && Date.now() > deadline) throw new Error("Request timed out");
    throw error;`),
    reports: ["error"],
  },
  {
    name: "a path that returns instead: the try's throws stop there",
    code: PERPLEXITY(`    if (signal?.aborted) return "The request was cancelled.";
    throw error;`),
    reports: [],
  },
]);

/** Twilio's OpenAPI MCP server: the CallTool handler is a method of the server's class, registered bound. */
const TWILIO = (handler: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolRequest } from "@modelcontextprotocol/sdk/types.js";
interface Tool { name: string; method: string; path: string }
export default class OpenAPIMCPServer {
  private server = new Server({ name: "twilio", version: "0.7.0" }, { capabilities: { tools: {} } });
  private tools = new Map<string, Tool>();
  setupHandlers() {
    this.server.setRequestHandler(CallToolRequestSchema, ${handler});
  }
  async handleCallTool(request: CallToolRequest) {
    const id = request.params.name;
    const tool = this.tools.get(id);
    if (!tool) {
      throw new Error(\`Tool (\${id}) not found\`);
    }
    const response = await fetch(\`https://api.twilio.com\${tool.path}\`, { method: tool.method });
    if (!response.ok) {
      throw new Error(await response.text());
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(await response.json(), null, 2) }] };
  }
}`;

runCases("a class's method registered as the CallTool handler (Twilio's OpenAPI MCP server)", [
  {
    name: "bound with .bind(this): what it throws reaches the model",
    code: TWILIO("this.handleCallTool.bind(this)"),
    reports: ["id", "response.text()"],
  },
  {
    name: "passed as this.handleCallTool: the same",
    code: TWILIO("this.handleCallTool"),
    reports: ["id", "response.text()"],
  },
  {
    name: "called from an arrow function: followed into the method (the tool's input reported where it is handed)",
    code: TWILIO("(request) => this.handleCallTool(request)"),
    reports: ["request", "response.text()"],
  },
  {
    name: "a method of another object, bound: not taken for the method of the class around the registration",
    code: TWILIO("new Unrelated().handleCallTool.bind(this)").replace("export default class OpenAPIMCPServer {", "class Unrelated { handleCallTool() { return { content: [] }; } }\nexport default class OpenAPIMCPServer {"),
    reports: [],
  },
]);

/** Airbnb's dispatcher: the errors it throws itself are McpErrors, which its catch sends on before it builds a result. */
const AIRBNB_DISPATCHER = (unknownTool: string, geocode: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { diagnoseJsonPath } from "./util.js";
const server = new Server({ name: "airbnb", version: "0.3.0" }, { capabilities: { tools: {} } });
async function geocode(location: string): Promise<{ ne_lat: string; ne_lng: string } | null> {
  try {
    const response = await fetch(\`https://photon.komoot.io/api/?q=\${encodeURIComponent(location)}&limit=5\`);
    const data = (await response.json()) as { features?: { properties: { extent?: number[] } }[] };
    const extent = data.features?.[0]?.properties.extent;
    return extent ? { ne_lat: extent[1]!.toFixed(7), ne_lng: extent[2]!.toFixed(7) } : null;
  } catch (error) {
    console.error("Photon geocoding failed", error instanceof Error ? error.message : String(error));
    return null;
  }
}
async function handleSearch(params: { location: string }) {
  const searchUrl = new URL(\`https://www.airbnb.com/s/\${encodeURIComponent(params.location)}/homes\`);
${geocode}
  try {
    const response = await fetch(searchUrl.toString());
    const html = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(html);
    } catch (parseError) {
      const diagnosis = diagnoseJsonPath(html, ["niobeClientData"]);
      console.error("Failed to parse search results", diagnosis);
      return { content: [{ type: "text" as const, text: JSON.stringify({ error: "Failed to parse search results", searchUrl: searchUrl.toString() }) }], isError: true };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(parsed) }], isError: false };
  } catch (error) {
    console.error("Search request failed", String(error));
    return { content: [{ type: "text" as const, text: JSON.stringify({ error: "Search request failed", searchUrl: searchUrl.toString() }) }], isError: true };
  }
}
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    if (!request.params.arguments) throw new McpError(ErrorCode.InvalidParams, "Tool arguments are required");
    switch (request.params.name) {
      case "airbnb_search":
        return await handleSearch(request.params.arguments as { location: string });
      default:
${unknownTool}
    }
  } catch (error) {
    if (error instanceof McpError) {
      throw error;
    }
    return { content: [{ type: "text", text: JSON.stringify({ error: error instanceof Error ? error.message : String(error) }) }], isError: true };
  }
});`;
const GEOCODED = `  const coords = await geocode(params.location);
  if (coords) {
    searchUrl.searchParams.append("ne_lat", coords.ne_lat);
    searchUrl.searchParams.append("ne_lng", coords.ne_lng);
  }`;

runCases("a dispatcher whose catch sends its own McpErrors on first (Airbnb's MCP server)", [
  {
    name: "the McpErrors it throws are rethrown before the result: that result's error is only a local failure, whatever the helpers' geocoded query or parse diagnosis; the rethrown one echoes the agent's tool name",
    code: AIRBNB_DISPATCHER("        throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);", GEOCODED),
    reports: ["request.params.name"],
  },
  {
    name: "an Error of another class with the tool name is not sent on: it reaches the result",
    code: AIRBNB_DISPATCHER("        throw new Error(`Unknown tool: ${request.params.name}`);", GEOCODED),
    reports: ["error.message"],
  },
  {
    name: "the rethrow after the result is built does not exclude anything from it",
    code: AIRBNB_DISPATCHER("        throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);", GEOCODED).replace(
      "    if (error instanceof McpError) {\n      throw error;\n    }\n    return {",
      "    const result = {",
    ).replace("isError: true };\n  }\n});", "isError: true };\n    if (error instanceof McpError) throw error;\n    return result;\n  }\n});"),
    reports: ["request.params.name", "error.message"],
  },
]);

runCases("an abort rethrown (Perplexity's MCP server, strict's reportRethrown)", [
  {
    name: "rethrown only when the caller's own signal was aborted, or when it is an AbortError: the runtime's text about a cancellation",
    options: { reportRethrown: true },
    code: PERPLEXITY(`    if (error instanceof Error && error.name === "AbortError") {
      if (signal?.aborted) throw error;
      throw new Error("Request timed out");
    }
    if (signal?.aborted || deadline === 0) throw new Error("Request cancelled");
    throw new Error("The search API could not be reached.");`),
    reports: [],
  },
  {
    name: "past an early exit for every other error (`if (error.name !== \"AbortError\") throw ...`): the rethrow is not reported (the one report is the stream's thrown text, which the catch lets through)",
    options: { reportRethrown: true },
    code: PERPLEXITY(`    if (!(error instanceof Error) || error.name !== "AbortError") throw new Error("The search API could not be reached.");
    throw error;`),
    reports: ["error"],
  },
  {
    name: "the same early exit on another test: the rethrow is reported too",
    options: { reportRethrown: true },
    code: PERPLEXITY(`    if (!(error instanceof Error) || deadline === undefined) throw new Error("The search API could not be reached.");
    throw error;`),
    reports: ["error", "error"],
  },
  {
    name: "a rethrow guarded by something else is still a rethrow of whatever failed",
    options: { reportRethrown: true },
    code: PERPLEXITY(`    if (deadline !== undefined) throw error;
    throw new Error("The search API could not be reached.");`),
    reports: ["error"],
  },
]);

/** Desktop Commander's `track_ui_event`: the try validates the agent's event and awaits the telemetry, which another module exports under an alias. */
const UI_EVENT = (send: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ${send} } from "./lib/telemetry.js";
const TrackUiEventArgsSchema = z.object({ event: z.string(), component: z.string() });
const server = new McpServer({ name: "desktop-commander", version: "0.2.52" });
server.tool("track_ui_event", "Track a UI event", { event: z.string(), component: z.string() }, async (args) => {
  try {
    const parsed = TrackUiEventArgsSchema.parse(args);
    await ${send}("mcp_ui_event", { event: parsed.event, component: parsed.component });
    return { content: [{ type: "text", text: \`Tracked UI event: \${parsed.event}\` }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error tracking UI event: \${error instanceof Error ? error.message : String(error)}\` }], isError: true };
  }
});`;

runCases("a function another module exports under an alias (`export const capture_ui_event = capture`)", [
  {
    name: "the alias of a telemetry function that catches all its failures: awaiting it fails with nothing from outside",
    code: UI_EVENT("capture_ui_event"),
    reports: [],
  },
  {
    name: "the alias of a function that throws a response's text: reported",
    code: UI_EVENT("sendEventNow"),
    reports: ["error.message"],
  },
]);

/**
 * Shortcut's server installs its own copy of the MCP SDK's tool handler, which passes on the SDK's URL elicitation
 * signal as the SDK's does: `if (error instanceof McpError && error.code === ErrorCode.UrlElicitationRequired) throw error;`.
 */
const OWN_TOOL_HANDLER = (rethrow: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "shortcut", version: "0.25.0" }, { capabilities: { tools: {} } });
const handlers: Record<string, (args: unknown) => Promise<CallToolResult>> = {};
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const handler = handlers[request.params.name];
    if (!handler) throw new McpError(ErrorCode.InvalidParams, "Unknown tool");
    return await handler(request.params.arguments);
  } catch (error) {
${rethrow}
    return { content: [{ type: "text", text: "The tool failed; try again later." }], isError: true };
  }
});`;

runCases("the MCP SDK's URL elicitation signal passed on (strict's reportRethrown)", [
  {
    name: "an McpError whose code is the SDK's UrlElicitationRequired is the client's signal: not reported",
    options: { reportRethrown: true },
    code: OWN_TOOL_HANDLER("    if (error instanceof McpError && error.code === ErrorCode.UrlElicitationRequired) throw error;"),
    reports: [],
  },
  {
    name: "the same code written as its number",
    options: { reportRethrown: true },
    code: OWN_TOOL_HANDLER("    if (error instanceof McpError && error.code === -32042) {\n      throw error;\n    }"),
    reports: [],
  },
  {
    name: "an McpError of another code carries whatever message it was given: reported",
    options: { reportRethrown: true },
    code: OWN_TOOL_HANDLER("    if (error instanceof McpError && error.code === ErrorCode.InvalidParams) throw error;"),
    reports: ["error"],
  },
  {
    name: "a code of the project's own enum named alike is not the SDK's: reported",
    options: { reportRethrown: true },
    code: OWN_TOOL_HANDLER("    if (error instanceof McpError && error.code === LocalCode.UrlElicitationRequired) throw error;").replace(
      "const server =",
      "enum LocalCode { UrlElicitationRequired = 1 }\nconst server =",
    ),
    reports: ["error"],
  },
]);

/**
 * A Gmail server's batch tools: each failed item's caught error is listed in the result the tool returns as its
 * data. (Its `processBatches` helper returns the failures; through a helper's result an array's objects are read
 * as a whole, so here the loop is written in the handler, where each object's fields stay apart.)
 */
const GMAIL_BATCH = (listed: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "gmail", version: "1.1.11" });
server.registerTool("batch_delete_emails", { inputSchema: { messageIds: z.array(z.string()) } }, async ({ messageIds }) => {
  const successes: string[] = [];
  const failures: { item: string; error: Error }[] = [];
  for (const id of messageIds) {
    try {
      const response = await fetch(\`https://gmail.googleapis.com/gmail/v1/users/me/messages/\${id}\`, { method: "DELETE" });
      if (!response.ok) throw new Error(await response.text());
      successes.push(id);
    } catch (itemError) {
      failures.push({ item: id, error: itemError as Error });
    }
  }
  let resultText = \`Deleted \${successes.length} of \${messageIds.length} messages.\\n\`;
  if (failures.length > 0) {
    resultText += failures.map((f) => ${listed}).join("\\n");
  }
  const listing = await fetch("https://gmail.googleapis.com/gmail/v1/users/me/labels").then((res) => res.text());
  return { content: [{ type: "text", text: resultText }, { type: "text", text: listing }] };
});`;

runCases("a caught error's text in the data a tool returns (a Gmail server's batch tools)", [
  {
    name: "each failed item listed with its error.message: reported; the API's listing, the tool's data, is not",
    code: GMAIL_BATCH("`- ${f.item} (${f.error.message})`"),
    reports: ["resultText"],
  },
  {
    name: "each failed item listed by id only: nothing to report (the pushed objects keep their fields)",
    code: GMAIL_BATCH("`- ${f.item}`"),
    reports: [],
  },
  {
    name: "the whole list serialized, the fetched messages beside the failures: the failures' caught text is reported",
    code: GMAIL_BATCH("`- ${f.item} (${f.error.message})`").replace(
      "return { content: [{ type: \"text\", text: resultText }, { type: \"text\", text: listing }] };",
      "return { content: [{ type: \"text\", text: JSON.stringify({ fetched: await Promise.all(successes.map((id) => fetch(id).then((res) => res.json()))), failures: failures.map((f) => ({ id: f.item, error: f.error.message })) }) }] };",
    ),
    reports: ["failures.map((f) => ({ id: f.item, error: f.error.message }))"],
  },
]);

/**
 * The same tools as the Gmail server writes them: a `processBatches` helper of the file collects the failures
 * and returns them with the successes; the handler lists them. Through the helper's result, the array's
 * objects keep their fields, as they do when the loop is written in the handler.
 */
const GMAIL_HELPER = (listed: string, returned = "{ successes, failures }"): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "gmail", version: "1.1.11" });
async function processBatches<T, R>(items: T[], batchSize: number, processFn: (batch: T[]) => Promise<R[]>) {
  const successes: R[] = [];
  const failures: { item: T; error: Error }[] = [];
  for (let i = 0; i < items.length; i += batchSize) {
    const batch = items.slice(i, i + batchSize);
    try {
      successes.push(...(await processFn(batch)));
    } catch {
      for (const item of batch) {
        try {
          successes.push(...(await processFn([item])));
        } catch (itemError) {
          failures.push({ item, error: itemError as Error });
        }
      }
    }
  }
  if (items.length === 0) return { successes: [] as R[], failures: [] as { item: T; error: Error }[] };
  return ${returned};
}
server.registerTool("batch_delete_emails", { inputSchema: { messageIds: z.array(z.string()) } }, async ({ messageIds }) => {
  const { successes, failures } = await processBatches(messageIds, 50, async (batch) => {
    const response = await fetch("https://gmail.googleapis.com/gmail/v1/users/me/messages/batchDelete", { method: "POST", body: JSON.stringify({ ids: batch }) });
    if (!response.ok) throw new Error(await response.text());
    return batch;
  });
  let resultText = \`Deleted \${successes.length} of \${messageIds.length} messages.\\n\`;
  if (failures.length > 0) {
    resultText += \`Failed message IDs:\\n\`;
    resultText += failures.map((f) => ${listed}).join("\\n");
  }
  return { content: [{ type: "text", text: resultText }] };
});`;

runCases("a caught error's text in the data a tool returns, through a helper of the file (the Gmail server's processBatches)", [
  {
    name: "each failed item listed with its error.message: reported",
    code: GMAIL_HELPER("`- ${f.item} (${f.error.message})`"),
    reports: ["resultText"],
  },
  {
    name: "each failed item listed by id only: nothing to report (the helper's returned array keeps its objects' fields)",
    code: GMAIL_HELPER("`- ${f.item}`"),
    reports: [],
  },
  {
    name: "the helper returns its failures' errors' messages: reported",
    code: GMAIL_HELPER("`- ${f.item} (${f.error})`", "{ successes, failures: failures.map((f) => ({ item: f.item, error: f.error.message })) }"),
    reports: ["resultText"],
  },
  {
    name: "the helper returns only the failed items: nothing to report",
    code: GMAIL_HELPER("`- ${f.item}`", "{ successes, failures: failures.map((f) => ({ item: f.item, error: undefined })) }"),
    reports: [],
  },
]);

/**
 * Auth0's MCP server: each tool of its handler table calls the Management API in an inner `try` whose `catch` logs
 * the failure with a `debug` logger and returns its own error result; an outer `catch` answers whatever else fails.
 */
const AUTH0 = (logger: string, innerCall: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ManagementClient } from "auth0";
${logger}
function createErrorResponse(errorString: string) {
  return { content: [{ type: "text", text: errorString }], isError: true };
}
function createSuccessResponse(result: unknown) {
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }], isError: false };
}
const HANDLERS: Record<string, (request: { token?: string; parameters: Record<string, unknown> }, config: { domain: string }) => Promise<unknown>> = {
  auth0_deploy_action: async (request, config) => {
    try {
      const id = request.parameters.id as string | undefined;
      if (!id) return createErrorResponse("Error: id is required");
      try {
        const managementClient = new ManagementClient({ domain: config.domain, token: request.token! });
        const { data: deployedAction } = await managementClient.actions.deploy({ id });
        return createSuccessResponse(deployedAction);
      } catch (error: any) {
        ${innerCall}
        return createErrorResponse("Failed to deploy the action.");
      }
    } catch (error) {
      return createErrorResponse(\`Error: \${error instanceof Error ? error.message : String(error)}\`);
    }
  },
};
const server = new Server({ name: "auth0", version: "0.1.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const requestWithToken = { token: process.env.AUTH0_TOKEN, parameters: request.params.arguments ?? {} };
  return await HANDLERS[request.params.name]!(requestWithToken, { domain: "tenant.auth0.com" });
});`;

runCases("a catch that only logs the failure it swallows (Auth0's server): nothing from outside reaches the outer catch", [
  {
    name: "a `debug` logger handed the error (`log(\"Error deploying action:\", error)`): nothing to report",
    code: AUTH0(`import debug from "debug";\nconst log = debug("auth0-mcp");`, `log("Error deploying action:", error);`),
    reports: [],
  },
  {
    name: "the same logger imported from the project's module: nothing to report",
    code: AUTH0(`import { log } from "./utils/logger.js";`, `log("Error deploying action:", error);`),
    reports: [],
  },
  {
    name: "a function of a package not named as a logger, handed the error, may throw it on: reported",
    code: AUTH0(`import { toAuth0Error } from "@auth0/errors";`, `toAuth0Error(error);`),
    reports: ["error.message"],
  },
  {
    name: "a package's type guard tested on the error (`axios.isAxiosError(error)`, a backend explorer's ERD tool): it throws nothing, nothing to report",
    code: AUTH0(`import axios from "axios";`, `if (axios.isAxiosError(error)) console.error("request failed", error.response?.status);`),
    reports: [],
  },
  {
    name: "the same guard imported by name: nothing to report",
    code: AUTH0(`import { isAxiosError } from "axios";`, `if (isAxiosError(error)) console.error("request failed", error.response?.status);`),
    reports: [],
  },
  {
    name: "a project's own `isX` of another module is read by its body, not trusted by its name: reported",
    code: AUTH0(`import { isAuth0Error } from "./errors.js";`, `if (isAuth0Error(error)) console.error("request failed");`),
    reports: ["error.message"],
  },
]);

/**
 * Lara Translate's server: its CallTool function (registered through an arrow) throws an `InvalidInputError`
 * naming the requested tool; its `catch` rethrows `InvalidInputError`s as they are and replaces anything else.
 */
const LARA = (guard: string, thrown: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { Credentials, Translator } from "@translated/lara";
class ServerException extends Error {}
class InvalidInputError extends ServerException {
  code = -32600;
}
const handlers: Record<string, (args: Record<string, string>, lara: Translator) => Promise<unknown>> = {
  translate: async (args, lara) => lara.translate(args.text!, args.source!, args.target!),
};
async function CallTool(request: { params: { name: string; arguments?: Record<string, string> } }, lara: Translator) {
  const { name, arguments: args } = request.params;
  try {
    let result;
    if (name in handlers) {
      result = await handlers[name]!(args ?? {}, lara);
    } else {
      throw ${thrown};
    }
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  } catch (error) {
    if (${guard}) {
      throw error;
    }
    throw new InvalidInputError("An error occurred while processing your request");
  }
}
export default function getMcpServer(accessKeyId: string, accessKeySecret: string) {
  const lara = new Translator(new Credentials(accessKeyId, accessKeySecret));
  const server = new Server({ name: "Lara Translate", version: "1.0.6" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, (request) => CallTool(request, lara));
  return server;
}`;

runCases("a catch that rethrows some classes as they are (Lara's CallTool): the try's throws of those classes go on", [
  {
    name: "the try throws the rethrown class with the agent's tool name: reported where the handler hands CallTool the request",
    code: LARA("error instanceof InvalidInputError", "new InvalidInputError(`Tool ${name} not found`)"),
    reports: ["request"],
  },
  {
    name: "rethrown as a superclass (`instanceof ServerException`), or one of two classes: reported",
    code: LARA("error instanceof TypeError || error instanceof ServerException", "new InvalidInputError(`Tool ${name} not found`)"),
    reports: ["request"],
  },
  {
    name: "the try throws another class, which the catch replaces with its constant message: nothing to report",
    code: LARA("error instanceof InvalidInputError", "new Error(`Tool ${name} not found`)"),
    reports: [],
  },
  {
    name: "a rethrow guarded by another test: what it lets through is not known here, nothing reported",
    code: LARA("(error as { code?: number }).code === -32600", "new InvalidInputError(`Tool ${name} not found`)"),
    reports: [],
  },
]);

/**
 * Auth0's dispatcher: the CallTool handler wraps the agent's arguments (`{ token, parameters:
 * request.params.arguments }`) and dispatches to a table of handlers by the tool's name, which read them from
 * `request.parameters`.
 */
const AUTH0_TABLE = (rejected: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const SUPPORTED_FRAMEWORKS = ["nextjs", "react", "vue"];
function createErrorResponse(errorString: string) {
  return { content: [{ type: "text", text: errorString }], isError: true };
}
function createSuccessResponse(result: unknown) {
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }], isError: false };
}
type HandlerRequest = { token?: string; parameters: Record<string, string | undefined> };
const HANDLERS: Record<string, (request: HandlerRequest, config: { domain: string }) => Promise<ReturnType<typeof createErrorResponse>>> = {
  auth0_create_application_with_quickstart: async (request, config) => {
    const { app_name: appName, framework } = request.parameters;
    if (!framework) return createErrorResponse(\`Error: framework is required. Must be one of: \${SUPPORTED_FRAMEWORKS.join(", ")}\`);
    if (!SUPPORTED_FRAMEWORKS.includes(framework)) {
      return createErrorResponse(${rejected});
    }
    return createSuccessResponse({ appName, framework, domain: config.domain });
  },
};
const server = new Server({ name: "auth0", version: "0.1.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const toolName = request.params.name;
  try {
    const requestWithToken = { token: process.env.AUTH0_TOKEN, parameters: request.params.arguments ?? {} };
    const result = await HANDLERS[toolName]!(requestWithToken, { domain: "tenant.auth0.com" });
    return { content: result.content, isError: result.isError || false };
  } catch {
    return { content: [{ type: "text", text: "Error: the tool failed." }], isError: true };
  }
});`;

runCases("a table of handlers a CallTool handler dispatches to by name (Auth0's server): their parameters are what it passes", [
  {
    name: "the agent's rejected framework echoed in the error: reported",
    code: AUTH0_TABLE('`Error: Unsupported framework "${framework}". Must be one of: ${SUPPORTED_FRAMEWORKS.join(", ")}`'),
    reports: ["framework"],
  },
  {
    name: "what the dispatcher adds beside the arguments (the token from the environment) is not the agent's: nothing to report",
    code: AUTH0_TABLE("`Error: unsupported framework for the tenant of token ${request.token?.slice(0, 4)}`"),
    reports: [],
  },
]);

/**
 * Codacy's server: a table of tool definitions (`{ tool, handler }`) dispatched by the tool's name, whose CLI
 * handler returns a child process's failure as `output` of the data the dispatcher serializes into its text.
 */
const CODACY = (output: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { exec } from "node:child_process";
const execAsync = (command: string, rootPath: string) =>
  new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    exec(command, { cwd: rootPath }, (error, stdout, stderr) => {
      if (error) return reject(error);
      if (stderr && !stdout) return reject(new Error(stderr));
      resolve({ stdout, stderr });
    });
  });
export const cliAnalyzeHandler = async (args: { file: string; rootPath: string }) => {
  try {
    const { stdout } = await execAsync(\`codacy-cli analyze --format sarif \${JSON.stringify(args.file)}\`, args.rootPath);
    return { success: true, result: JSON.parse(stdout) as unknown };
  } catch (error) {
    return { success: false, errorType: "try-catch", output: ${output} };
  }
};
const toolDefinitions: Record<string, { tool: { name: string }; handler: (args: any) => Promise<unknown> }> = {
  codacy_cli_analyze: { tool: { name: "codacy_cli_analyze" }, handler: cliAnalyzeHandler },
};
const server = new Server({ name: "codacy", version: "0.5.9" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const toolDefinition = toolDefinitions[request.params.name];
  if (!toolDefinition) throw new Error("Unknown tool");
  const result = await toolDefinition.handler(request.params.arguments);
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
});`;

runCases("a table of tool definitions dispatched by name (Codacy's server): what their handlers return is the tool's data", [
  {
    name: "the CLI's failure (its stderr) returned as data: reported where the dispatcher serializes it",
    code: CODACY('error instanceof Error ? error.message : "Unknown error"'),
    reports: ["result"],
  },
  {
    name: "a failure the handler describes itself: nothing to report",
    code: CODACY('"The Codacy CLI failed; run it locally to see why."'),
    reports: [],
  },
]);

/** AntV's chart server as tsc emits it for CommonJS: the SDK taken with `require`, and (ES2015) `async` as `__awaiter`. */
const ANTV_CJS = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.setupToolHandlers = setupToolHandlers;
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const CHART_TYPE_MAP: Record<string, string> = { generate_bar_chart: "bar" };
function setupToolHandlers(server: any) {
    server.setRequestHandler(types_js_1.CallToolRequestSchema, async (request: any) => {
        const tool = request.params.name;
        const chartType = CHART_TYPE_MAP[tool];
        if (!chartType) {
            throw new types_js_1.McpError(types_js_1.ErrorCode.MethodNotFound, \`Unknown tool: \${tool}.\`);
        }
        try {
            const response = await fetch("https://antv-studio.alipay.com/api/gpt-vis", { method: "POST", body: JSON.stringify({ type: chartType, ...request.params.arguments }) });
            return { content: [{ type: "text", text: ((await response.json()) as { resultObj: string }).resultObj }] };
        }
        catch (error: any) {
            throw new types_js_1.McpError(types_js_1.ErrorCode.InternalError, \`Failed to generate chart: \${(error === null || error === void 0 ? void 0 : error.message) || "Unknown error."}\`);
        }
    });
}`;

const ANTV_AWAITER = (failure: string): string => `import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
var __awaiter = (this && (this as any).__awaiter) || function (thisArg: any, _arguments: any, P: any, generator: any) {
    function adopt(value: any) { return value instanceof P ? value : new P(function (resolve: any) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve: any, reject: any) {
        function fulfilled(value: any) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value: any) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result: any) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
export function setupToolHandlers(server: any) {
    server.setRequestHandler(CallToolRequestSchema, (request: any) => __awaiter(this, void 0, void 0, function* () {
        const response = yield fetch("https://antv-studio.alipay.com/api/gpt-vis", { method: "POST", body: JSON.stringify(request.params.arguments) });
        if (!response.ok) {
            return { content: [{ type: "text", text: ${failure} }], isError: true };
        }
        return { content: [{ type: "text", text: (yield response.json()).resultObj }] };
    }));
}`;

runCases("tsc's output for older targets (AntV's chart server): the SDK by `require`, `async` as `__awaiter`", [
  {
    name: "CommonJS: `setRequestHandler(types_js_1.CallToolRequestSchema, ...)` of a required SDK is a tool handler: the echoed tool name and the caught error's text are reported",
    code: ANTV_CJS,
    reports: ["tool", "error.message"],
  },
  {
    name: "`__awaiter(..., function* () { ... yield ... })`: the generator is the handler's body, `yield` its `await`; the response's body in the failure is reported",
    code: ANTV_AWAITER('`Chart failed: ${yield response.text()}`'),
    reports: ["response.text()"],
  },
  {
    name: "the same with a message of its own: nothing to report",
    code: ANTV_AWAITER('`Chart failed with status ${response.status}.`'),
    reports: [],
  },
]);

/**
 * Grafana's community server as tsc emits it: the CallTool handler looks the tool up among its own before it
 * names it, and narrows a failure to zod's class through the namespace (`zod_1.z.ZodError`).
 */
const GRAFANA = (lookup: string, zodCheck: string): string => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const zod_1 = require("zod");
class GrafanaMcpServer {
    server: any;
    tools = new Map<string, { isWrite?: boolean; handler: (args: unknown) => Promise<unknown> }>();
    readOnly = true;
    setupHandlers() {
        this.server.setRequestHandler(types_js_1.CallToolRequestSchema, async (request: any) => {
            const { name, arguments: args } = request.params;
            ${lookup}
            if (tool.isWrite && this.readOnly) {
                return { content: [{ type: "text", text: \`Tool "\${name}" is a write operation and the server is running in read-only mode.\` }], isError: true };
            }
            try {
                return await tool.handler(args);
            }
            catch (error: any) {
                if (${zodCheck}) {
                    throw new Error(\`Invalid arguments for tool "\${name}": \${error.message}\`);
                }
                throw new Error("The tool failed.");
            }
        });
    }
}
exports.GrafanaMcpServer = GrafanaMcpServer;`;

runCases("a CallTool handler that names a tool it found among its own (Grafana's community server, tsc's CommonJS)", [
  {
    name: "the tool name after `this.tools.get(name)` found it: the server's own name; zod's text about the arguments (narrowed through `zod_1.z.ZodError`) is not outside text; the unknown name echoed before is",
    code: GRAFANA('const tool = this.tools.get(name);\n            if (!tool) {\n                throw new Error(`Tool "${name}" not found`);\n            }', "error instanceof zod_1.z.ZodError"),
    reports: ["name"],
  },
  {
    name: "looked up with `has` first: the same",
    code: GRAFANA('if (!this.tools.has(name)) {\n                throw new Error(`Tool "${name}" not found`);\n            }\n            const tool = this.tools.get(name)!;', "error instanceof zod_1.z.ZodError"),
    reports: ["name"],
  },
  {
    name: "narrowed to another class: the caught error's text is reported",
    code: GRAFANA('const tool = this.tools.get(name);\n            if (!tool) {\n                throw new Error(`Tool "${name}" not found`);\n            }', "error instanceof TypeError"),
    reports: ["name", "error.message"],
  },
  {
    name: "the arguments are not the tool's name: a lookup does not vouch for them",
    code: GRAFANA('const tool = this.tools.get(name);\n            if (!tool || !this.tools.get(args.target)) {\n                throw new Error(`Tool "${name}" not found`);\n            }', "error instanceof zod_1.z.ZodError").replace('read-only mode.`', 'read-only mode (target ${args.target}).`'),
    reports: ["name", "args.target"],
  },
]);

// A tool handler's other parameters (the MCP SDK's `extra`, a generated tool's `(client, args, ctx)`) are the
// framework's: unknown, reported by `reportUnknown`, and named as the parameter they are, not as a call.
const CONTEXT_PARAMETER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
export function register(server: McpServer) {
  server.registerTool("get_flag", { inputSchema: { key: z.string() } }, async ({ key }, extra) => {
    try {
      return { content: [{ type: "text", text: await readFlag(key) }] };
    } catch {
      return { isError: true, content: [{ type: "text", text: \`The flag could not be read in session \${extra.sessionId}.\` }] };
    }
  });
}
declare function readFlag(key: string): Promise<string>;`;

untypedRuleTester().run("no-untrusted-error-message (a handler's context parameter)", rule, {
  valid: [{ code: CONTEXT_PARAMETER }],
  invalid: [
    {
      code: CONTEXT_PARAMETER,
      options: [{ reportUnknown: true }],
      errors: [
        {
          messageId: "unknown" as MessageIds,
          line: 8,
          data: { expression: "`extra.sessionId`", source: "a parameter", line: 4, through: "the `text` of an `isError: true` result", via: "", stack: "" },
          suggestions: [{ messageId: "useConstant", output: CONTEXT_PARAMETER.replace("`The flag could not be read in session ${extra.sessionId}.`", '"The request failed."') }],
        },
      ],
    },
  ],
});
