// What a helper returns keeps its fields through a choice between values: `flag ? await buildSpec(params) : { ok:
// true }` and `(await check(args)) || { ok: true }` read `.error` of the helper's object, not a shapeless join
// (Auth0's `resolveAndWriteCredentials()`, which hands back `buildSpecCredentials()`'s result with the agent's
// `base_url` echoed in its `error`). And an object a handler returns from its `catch` as its text (a result a helper
// builds: Firecrawl's `return withStructured(responseText, { raw: responseText })` when a body is not JSON) is the
// tool's data, as the same object written in place is: only a caught error's text in it is reported.
import { type Case, runCases } from "./no-untrusted-error-message.cases.js";

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
`;

const SPEC_HELPERS = `interface CredentialParams { client_id: string; base_url?: string }
async function buildSpecCredentials(params: CredentialParams) {
  const { base_url: baseUrl } = params;
  if (baseUrl && !/^https?:\\/\\//.test(baseUrl)) {
    return { success: false, error: \`Invalid base_url "\${baseUrl}". Expected a full URL including scheme.\` };
  }
  return { success: true, error: undefined, env: { AUTH0_BASE_URL: baseUrl ?? "http://localhost:3000" } };
}
`;

const choiceCases: Case[] = [
  {
    name: "a conditional between a helper's result and an object literal keeps the helper's `error` (the agent's base_url)",
    code: `${MCP}${SPEC_HELPERS}async function resolveCredentials(params: CredentialParams, hasSpec: boolean) {
  const resolved = hasSpec ? await buildSpecCredentials(params) : { success: true, error: undefined, env: {} };
  if (!resolved.success) return resolved;
  return { success: true, error: undefined, written: Object.keys(resolved.env) };
}
const server = new McpServer({ name: "auth0", version: "1.0.0" });
server.registerTool("save_credentials", { inputSchema: { client_id: z.string(), base_url: z.string().optional() } }, async ({ client_id, base_url }) => {
  const result = await resolveCredentials({ client_id, base_url }, client_id.length > 0);
  if (!result.success) return { isError: true, content: [{ type: "text" as const, text: \`Error: \${result.error}\` }] };
  return { content: [{ type: "text" as const, text: "Credentials saved." }] };
});`,
    reports: ["result.error"],
  },
  {
    name: "`||` between a helper's result and a default object keeps the helper's fields too",
    code: `${MCP}${SPEC_HELPERS}const server = new McpServer({ name: "auth0", version: "1.0.0" });
server.registerTool("check_credentials", { inputSchema: { client_id: z.string(), base_url: z.string().optional() } }, async ({ client_id, base_url }) => {
  const result = (await buildSpecCredentials({ client_id, base_url })) || { success: true, error: undefined };
  if (!result.success) return { isError: true, content: [{ type: "text" as const, text: \`Error: \${result.error}\` }] };
  return { content: [{ type: "text" as const, text: "Credentials look valid." }] };
});`,
    reports: ["result.error"],
  },
  {
    name: "the same choice where neither side carries outside text: nothing reported",
    code: `${MCP}async function checkPort(port: number) {
  if (port < 1024) return { success: false, error: "Ports below 1024 need root." };
  return { success: true, error: undefined };
}
const server = new McpServer({ name: "auth0", version: "1.0.0" });
server.registerTool("check_port", { inputSchema: { port: z.number() } }, async ({ port }) => {
  const result = port > 0 ? await checkPort(port) : { success: false, error: "A port is required." };
  if (!result.success) return { isError: true, content: [{ type: "text" as const, text: \`Error: \${result.error}\` }] };
  return { content: [{ type: "text" as const, text: "Port is usable." }] };
});`,
    reports: [],
  },
];

runCases("no-untrusted-error-message: a choice between objects keeps their fields", choiceCases);

const FASTMCP = `import { FastMCP } from "fastmcp";
import { z } from "zod";
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function withStructured(text: string, data: unknown) {
  return isRecord(data) ? { content: [{ type: "text" as const, text }], structuredContent: data } : { content: [{ type: "text" as const, text }] };
}
const server = new FastMCP({ name: "firecrawl", version: "1.0.0" });
`;

/** Firecrawl's parse tool (FastMCP) with this `execute` body. */
const firecrawlParse = (body: string): string => `${FASTMCP}server.addTool({
  name: "firecrawl_parse",
  parameters: z.object({ url: z.string() }),
  execute: async ({ url }) => {
${body}
  },
});`;

const dataCases: Case[] = [
  {
    name: "a result a helper builds from the successful body that is not JSON, returned from the parse's catch: the tool's data",
    code: firecrawlParse(`    const response = await fetch("https://api.firecrawl.dev/v2/parse", { method: "POST", body: JSON.stringify({ url }) });
    const responseText = await response.text();
    if (!response.ok) throw new Error(\`Parse request failed with status \${response.status}\`);
    try {
      return JSON.stringify(JSON.parse(responseText), null, 2);
    } catch {
      return withStructured(responseText, { raw: responseText });
    }`),
    reports: [],
  },
  {
    name: "the same helper given the caught error's message from the catch: reported",
    code: firecrawlParse(`    try {
      const response = await fetch("https://api.firecrawl.dev/v2/parse", { method: "POST", body: JSON.stringify({ url }) });
      return JSON.stringify(await response.json(), null, 2);
    } catch (error) {
      return withStructured(\`Parse failed: \${(error as Error).message}\`, { failed: true });
    }`),
    reports: ["withStructured(`Parse failed: ${(error as Error).message}`, { failed: true })"],
  },
  {
    name: "text (not an object) returned from the catch is still the tool's failure text",
    code: firecrawlParse(`    const response = await fetch("https://api.firecrawl.dev/v2/parse", { method: "POST", body: JSON.stringify({ url }) });
    const responseText = await response.text();
    try {
      return JSON.stringify(JSON.parse(responseText), null, 2);
    } catch {
      return \`Could not parse the response: \${responseText}\`;
    }`),
    reports: ["responseText"],
  },
];

runCases("no-untrusted-error-message: an object returned from a catch is a result", dataCases);

// A caught error's text written into a field of the tool's data that a helper of the file turns into the result
// (Discourse's user tool: `result.avatar_error = e.message; return jsonResponse(result)`, found by a reviewer who
// ran the rules on servers outside the corpora). The same object written in place was reported; through the helper
// it was not, because the helper's own text (`JSON.stringify(data)`) holds no caught error and was dropped before
// its parameter was followed to the calls.
const DISCOURSE = `${MCP}const server = new McpServer({ name: "discourse", version: "1.0.0" });
function jsonResponse(data: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(data, null, 2) }] };
}
`;

/** Discourse's user tool, with this `catch` around the avatar's fetch. */
const discourseUser = (catchBody: string, returned = "jsonResponse(result)"): string => `${DISCOURSE}server.tool("get_user", "Get a forum user", { username: z.string() }, async ({ username }) => {
  const response = await fetch(\`https://forum.example.com/u/\${encodeURIComponent(username)}.json\`);
  const result: Record<string, unknown> = { user: await response.json() };
  try {
    const avatar = await fetch(\`https://avatars.example.com/\${encodeURIComponent(username)}\`);
    result.avatar = await avatar.text();
  } catch (e) {
${catchBody}
  }
  return ${returned};
});`;

const fieldWriteCases: Case[] = [
  {
    name: "a caught message written into a field of the data a helper turns into the result: reported at the helper's call",
    code: discourseUser(`    result.avatar_error = (e as Error).message;`),
    reports: ["result"],
  },
  {
    name: "the same written in place (no helper): reported as before",
    code: discourseUser(`    result.avatar_error = (e as Error).message;`, `{ content: [{ type: "text" as const, text: JSON.stringify(result) }] }`),
    reports: ["result"],
  },
  {
    name: "a constant written into the field instead: the response's data alone is the tool's data, not a failure's text",
    code: discourseUser(`    result.avatar_error = "The avatar could not be fetched";`),
    reports: [],
  },
  {
    name: "the helper called only with the response's data: nothing caught reaches it",
    code: discourseUser(`    console.error("avatar fetch failed", e);`),
    reports: [],
  },
];

runCases("no-untrusted-error-message: a caught error's text in a field of the data a helper makes the result", fieldWriteCases);

// The data a tool's function returns (not from its `catch`, not on an error check's branch), read by the model as
// text or as its JSON: an AI SDK `execute`, FastMCP's `execute` returning a string, a LangChain tool's `_call`. Only a
// caught error's text in it counts, as in an MCP result's text: a batch that lists each failed item with its
// `error.message` (Bright Data's `search_engine_batch`, Flowise's Arxiv tool listing a paper whose PDF failed).
const batchItems = (error = "(e as Error).message"): string => `const results = await Promise.all(urls.map(async (url) => {
      try {
        const response = await fetch(url);
        return { url, content: await response.text() };
      } catch (e) {
        return { url, error: ${error} };
      }
    }));`;
/** Bright Data's `search_engine_batch` as FastMCP runs it: `execute` returns the batch as a string. */
const fastMcpBatch = (error?: string): string => `import { FastMCP } from "fastmcp";
import { z } from "zod";
const server = new FastMCP({ name: "brightdata", version: "2.11.3" });
server.addTool({
  name: "search_engine_batch",
  parameters: z.object({ urls: z.array(z.string()) }),
  execute: async ({ urls }) => {
    ${batchItems(error)}
    return JSON.stringify(results, null, 2);
  },
});`;

const returnedDataCases: Case[] = [
  {
    name: "FastMCP: `execute` returns the batch as a string whose failed items hold the caught message",
    code: fastMcpBatch(),
    reports: ["results"],
  },
  {
    name: "AI SDK: `execute` returns the batch itself (shown to the model as its JSON)",
    code: `import { tool } from "ai";
import { z } from "zod";
export const fetchPages = tool({
  description: "Fetch several pages",
  inputSchema: z.object({ urls: z.array(z.string()) }),
  execute: async ({ urls }) => {
    ${batchItems()}
    return { pages: results };
  },
});`,
    reports: ["results"],
  },
  {
    name: "AI SDK: an arrow whose body is the data",
    code: `import { tool } from "ai";
import { z } from "zod";
async function fetchAll(urls: string[]) {
  ${batchItems()}
  return results;
}
export const fetchPages = tool({
  description: "Fetch several pages",
  inputSchema: z.object({ urls: z.array(z.string()) }),
  execute: ({ urls }) => fetchAll(urls),
});`,
    reports: ["fetchAll(urls)"],
  },
  {
    name: "the same batch listing failed items with a message it writes: nothing reported",
    code: fastMcpBatch('"This page could not be fetched."'),
    reports: [],
  },
  {
    name: "a page's text alone in the data is the tool's data, not a failure: nothing reported",
    code: `import { tool } from "ai";
import { z } from "zod";
export const fetchPage = tool({
  description: "Fetch a page",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }) => {
    const response = await fetch(url);
    return { url, content: await response.text() };
  },
});`,
    reports: [],
  },
  {
    name: "a failure returned from the `catch` is reported once, as the failure's text",
    code: `import { tool } from "ai";
import { z } from "zod";
export const fetchPage = tool({
  description: "Fetch a page",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }) => {
    try {
      const response = await fetch(url);
      return await response.text();
    } catch (e) {
      return \`Fetch failed: \${(e as Error).message}\`;
    }
  },
});`,
    reports: ["(e as Error).message"],
  },
];

runCases("no-untrusted-error-message: a caught error's text in the data a tool's function returns", returnedDataCases);
