// Adversarial review of no-untrusted-error-message's `ownApiUrls` paragraph and of sink 2's batch lists, written
// from docs/rules/no-untrusted-error-message.md alone (not from the implementation). Every single-file case runs
// untyped and typed; the cross-module cases run with the `recommended` and `recommended-type-checked` presets.
// The review found three disagreements, fixed since (the groups "found by the review"): an address table under
// `as const` or `satisfies` was not read as a constant table, and a zod schema was known by its name only.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject } from "../helpers.js";
import { runCases } from "./no-untrusted-error-message.cases.js";

const OWN_TAVILY = { "agent-errors": { ownApiUrls: ["https://api.tavily.com"] } };
const OWN_BROWSERSTACK = { "agent-errors": { ownApiUrls: ["https://www.browserstack.com"] } };

const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
`;

/** A Tavily tool that calls `call` inside its try and reports the caught error's message in an isError result. */
const tavilyTool = (prelude: string, body: string, schema = "{ query: z.string(), topic: z.enum([\"general\", \"news\"]) }", imports = ""): string => `${HEAD}${imports}const server = new McpServer({ name: "tavily-mcp", version: "0.2.4" });
${prelude}
server.registerTool("tavily_search", { description: "Search the web with Tavily", inputSchema: ${schema} }, async (args, extra) => {
  try {
${body}
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Tavily search failed: \${(error as Error).message}\` }], isError: true };
  }
});`;

/** A Tavily tool that checks the agent's input with a zod schema of the file named `name`, then calls the own API. */
const schemaChecked = (name: string): string =>
  tavilyTool(
    `const ${name} = z.object({ query: z.string().min(2).max(400), max_results: z.number().int().max(20).default(5) });`,
    `    const input = ${name}.parse(args);
    const response = await fetch("https://api.tavily.com/search", { method: "POST", body: JSON.stringify(input) });
    const data = await response.json();`,
  );

/** A constant table of Tavily's addresses, and a helper that fetches one of them and throws the API's text. */
const ENDPOINT_TABLE = (extraEntry = "", asConst = false): string => `type Endpoint = "search" | "extract";
const ENDPOINTS${asConst ? "" : ": Record<string, string>"} = {
  search: "https://api.tavily.com/search",
  extract: "https://api.tavily.com/extract",${extraEntry}
}${asConst ? " as const" : ""};
async function tavilyPost(endpoint: Endpoint, body: Record<string, unknown>): Promise<unknown> {
  const url = ENDPOINTS[endpoint];
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(\`Tavily API error (\${response.status}): \${await response.text()}\`);
  return response.json();
}`;

/** The same class as Tavily's server keeps: the API's addresses in a field, read by its methods. */
const TAVILY_CLASS = (extraMember: string): string => `${HEAD}const server = new McpServer({ name: "tavily-mcp", version: "0.2.4" });
class TavilyClient {
  baseURLs = {
    search: "https://api.tavily.com/search",
    extract: "https://api.tavily.com/extract",
  };
${extraMember}
  async search(query: string): Promise<unknown> {
    const response = await fetch(this.baseURLs.search, { method: "POST", body: JSON.stringify({ query }) });
    if (!response.ok) throw new Error(\`Search failed: \${response.status} \${response.statusText}\`);
    return response.json();
  }
}
const client = new TavilyClient();
server.registerTool("tavily_search", { description: "Search the web", inputSchema: { query: z.string() } }, async ({ query }) => {
  try {
    const data = await client.search(query);
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { content: [{ type: "text", text: \`Tavily search failed: \${message}\` }], isError: true };
  }
});`;

runCases("own API (ownApiUrls): not reported, as the doc promises", [
  {
    name: "a constant table of own addresses read through a const and a computed key of a helper's parameter, called with a literal",
    settings: OWN_TAVILY,
    code: tavilyTool(ENDPOINT_TABLE(), `    const data = await tavilyPost("search", { query: args.query, topic: args.topic });`),
    reports: [],
  },
  {
    name: "the same table indexed in the handler by the agent's enum-typed choice (every value of the table is an own address)",
    settings: OWN_TAVILY,
    code: tavilyTool(
      `const URLS = { search: "https://api.tavily.com/search", extract: "https://api.tavily.com/extract" };`,
      `    const response = await fetch(URLS[args.mode], { method: "POST", body: JSON.stringify({ query: args.query }) });
    if (!response.ok) throw new Error(\`Tavily returned \${response.status}: \${await response.text()}\`);
    const data = await response.json();`,
      `{ query: z.string(), mode: z.enum(["search", "extract"]) }`,
    ),
    reports: [],
  },
  {
    name: "a field of the class that the class never writes (this.baseURLs.search), read by a method on a const instance",
    settings: OWN_TAVILY,
    code: TAVILY_CLASS(""),
    reports: [],
  },
  {
    name: "a constant handed to an own-API helper that names it in its thrown message",
    settings: OWN_TAVILY,
    code: tavilyTool(
      `const PLANS = { FREE: "free", PRO: "pro" } as const;
async function getUsage(plan: string): Promise<unknown> {
  const response = await fetch(\`https://api.tavily.com/usage?plan=\${encodeURIComponent(plan)}\`);
  if (!response.ok) throw new Error(\`Failed to read the usage of plan \${plan}: \${response.statusText}\`);
  return response.json();
}`,
      `    const data = await getUsage(PLANS.PRO);`,
    ),
    reports: [],
  },
  {
    name: "what the own client returned, handed to a second own-API helper that names it in its thrown message",
    settings: OWN_TAVILY,
    code: tavilyTool(
      `async function startResearch(input: string): Promise<{ request_id: string }> {
  const response = await fetch("https://api.tavily.com/research", { method: "POST", body: JSON.stringify({ input }) });
  if (!response.ok) throw new Error(\`Research could not start: \${await response.text()}\`);
  return (await response.json()) as { request_id: string };
}
async function pollResearch(requestId: string): Promise<unknown> {
  const response = await fetch(\`https://api.tavily.com/research/\${requestId}\`);
  if (!response.ok) throw new Error(\`Research \${requestId} failed: \${response.status}\`);
  return response.json();
}`,
      `    const started = await startResearch(args.query);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const data = await pollResearch(started.request_id);`,
    ),
    reports: [],
  },
  {
    name: "Node's crypto, fs and path, timers, an AbortController and a string's match beside the own fetch",
    settings: OWN_TAVILY,
    code: tavilyTool(
      `const CACHE_DIR = path.join(process.cwd(), ".tavily-cache");`,
      `    const requestId = crypto.randomBytes(6).toString("hex");
    if (!fs.existsSync(CACHE_DIR)) fs.mkdirSync(CACHE_DIR, { recursive: true });
    const domains = args.query.match(/site:(\\S+)/g) ?? [];
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 15000);
    const response = await fetch("https://api.tavily.com/search", { method: "POST", signal: controller.signal, body: JSON.stringify({ query: args.query, include_domains: domains }) });
    clearTimeout(timer);
    if (!response.ok) throw new Error(\`Tavily API error: \${response.statusText}\`);
    const data = await response.json();
    fs.writeFileSync(path.join(CACHE_DIR, \`\${requestId}.json\`), JSON.stringify(data));`,
      undefined,
      `import crypto from "node:crypto";\nimport fs from "node:fs";\nimport path from "node:path";\n`,
    ),
    reports: [],
  },
  {
    name: "the SDK's progress notification before and after the own fetch",
    settings: OWN_TAVILY,
    code: tavilyTool(
      "",
      `    await extra.sendNotification({ method: "notifications/progress", params: { progressToken: "search", progress: 0, total: 2 } });
    const response = await fetch("https://api.tavily.com/search", { method: "POST", body: JSON.stringify({ query: args.query }) });
    const data = await response.json();
    await extra.sendNotification({ method: "notifications/progress", params: { progressToken: "search", progress: 2, total: 2 } });`,
    ),
    reports: [],
  },
  {
    name: "a zod schema of the file (ArgsSchema.parse(args)) checking the agent's input in the protected code: unknown, not reported by default",
    settings: OWN_TAVILY,
    code: schemaChecked("ArgsSchema"),
    reports: [],
  },
  {
    name: "the same with reportUnknown: reported as unknown",
    settings: OWN_TAVILY,
    options: { reportUnknown: true },
    code: schemaChecked("ArgsSchema"),
    reports: ["?(error as Error).message"],
  },
  {
    name: "z.object(shape).parse(input) in place, with reportUnknown: reported as unknown",
    settings: OWN_TAVILY,
    options: { reportUnknown: true },
    code: tavilyTool(
      `const shape = { query: z.string().min(2) };`,
      `    const { query } = z.object(shape).parse(args);
    const response = await fetch("https://api.tavily.com/search", { method: "POST", body: JSON.stringify({ query }) });
    const data = await response.json();`,
    ),
    reports: ["?(error as Error).message"],
  },
]);

runCases("own API (ownApiUrls): reported, as the doc promises", [
  {
    name: "a table of addresses of which one is someone else's (a proxy), read through the same helper",
    settings: OWN_TAVILY,
    code: tavilyTool(ENDPOINT_TABLE(`\n  mirror: "https://tavily-proxy.example.net/search",`), `    const data = await tavilyPost("search", { query: args.query });`),
    reports: ["(error as Error).message"],
  },
  {
    name: "a class with a setter that writes the address field",
    settings: OWN_TAVILY,
    code: TAVILY_CLASS(`  set searchEndpoint(url: string) {
    this.baseURLs.search = url;
  }`),
    reports: ["message"],
  },
  {
    name: "a class that reassigns the whole address table",
    settings: OWN_TAVILY,
    code: TAVILY_CLASS(`  configure(urls: { search: string; extract: string }): void {
    this.baseURLs = urls;
  }`),
    reports: ["message"],
  },
  {
    name: "an own-API helper given the agent's own text, which it echoes in its thrown message",
    settings: OWN_TAVILY,
    code: tavilyTool(
      `async function getUsage(plan: string): Promise<unknown> {
  const response = await fetch(\`https://api.tavily.com/usage?plan=\${encodeURIComponent(plan)}\`);
  if (!response.ok) throw new Error(\`Failed to read the usage of plan \${plan}: \${response.statusText}\`);
  return response.json();
}`,
      `    const data = await getUsage(args.query);`,
    ),
    reports: ["(error as Error).message"],
  },
  {
    name: "child_process is no local module: a git call run synchronously beside the own fetch",
    settings: OWN_TAVILY,
    code: tavilyTool(
      "",
      `    const commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    const response = await fetch("https://api.tavily.com/search", { method: "POST", body: JSON.stringify({ query: args.query, commit }) });
    const data = await response.json();`,
      undefined,
      `import { execFileSync } from "node:child_process";\n`,
    ),
    reports: ["(error as Error).message"],
  },
  {
    name: "a request to the client (sampling) beside the own fetch: the client's answer is someone else's",
    settings: OWN_TAVILY,
    code: tavilyTool(
      "",
      `    const sampled = await extra.sendRequest({ method: "sampling/createMessage", params: { messages: [{ role: "user", content: { type: "text", text: args.query } }], maxTokens: 100 } }, CreateMessageResultSchema);
    const response = await fetch("https://api.tavily.com/search", { method: "POST", body: JSON.stringify({ query: args.query, hint: sampled.content }) });
    const data = await response.json();`,
      undefined,
      `import { CreateMessageResultSchema } from "@modelcontextprotocol/sdk/types.js";\n`,
    ),
    reports: ["(error as Error).message"],
  },
  {
    name: "a progress notification is fine, but the fetch beside it is of a third party's address",
    settings: OWN_TAVILY,
    code: tavilyTool(
      "",
      `    await extra.sendNotification({ method: "notifications/progress", params: { progressToken: "search", progress: 0, total: 1 } });
    const response = await fetch("https://news.example.org/api/search?q=" + encodeURIComponent(args.query));
    const data = await response.json();`,
    ),
    reports: ["(error as Error).message"],
  },
  {
    name: "a BrowserStack table whose key comes from the agent's free text still only holds own addresses; the helper names the key it was given, which echoes the agent's text",
    settings: OWN_BROWSERSTACK,
    code: tavilyTool(
      `const URLS: Record<string, string> = {
  live: "https://www.browserstack.com/list-of-browsers-and-platforms/live.json",
  app_automate: "https://www.browserstack.com/list-of-browsers-and-platforms/app_automate.json",
};
async function getDevices(type: string): Promise<unknown> {
  const res = await fetch(URLS[type] ?? URLS.live!);
  if (!res.ok) throw new Error(\`Failed to fetch configuration for \${type}: \${res.statusText}\`);
  return res.json();
}`,
      `    const data = await getDevices(args.query);`,
    ),
    reports: ["(error as Error).message"],
  },
]);

// Cases where the rule answers otherwise than the doc promises (see the report of the review). They fail on purpose.
const SEARCH_BODY = `    const response = await fetch(URLS[args.mode], { method: "POST", body: JSON.stringify({ query: args.query }) });
    const data = await response.json();`;
const MODE_SCHEMA = `{ query: z.string(), mode: z.enum(["search", "extract"]) }`;
runCases("found by the review, fixed: tables under `as const` and `satisfies`, a zod schema of any name", [
  {
    name: "a constant table of own addresses written `as const`, read by a helper through a computed key: still a table of own addresses",
    settings: OWN_TAVILY,
    code: tavilyTool(ENDPOINT_TABLE("", true), `    const data = await tavilyPost("search", { query: args.query, topic: args.topic });`),
    reports: [],
  },
  {
    name: "the same table frozen (`Object.freeze({ ... })`): a table of own addresses",
    settings: OWN_TAVILY,
    code: tavilyTool(ENDPOINT_TABLE().replace("const ENDPOINTS: Record<string, string> = {", "const ENDPOINTS: Record<string, string> = Object.freeze({").replace("};\nasync function tavilyPost", "});\nasync function tavilyPost"), `    const data = await tavilyPost("search", { query: args.query, topic: args.topic });`),
    reports: [],
  },
  {
    name: "the same `as const` table indexed in the handler by the agent's enum choice",
    settings: OWN_TAVILY,
    code: tavilyTool(`const URLS = { search: "https://api.tavily.com/search", extract: "https://api.tavily.com/extract" } as const;`, SEARCH_BODY, MODE_SCHEMA),
    reports: [],
  },
  {
    name: "the same table checked with `satisfies Record<string, string>`",
    settings: OWN_TAVILY,
    code: tavilyTool(`const URLS = { search: "https://api.tavily.com/search", extract: "https://api.tavily.com/extract" } satisfies Record<string, string>;`, SEARCH_BODY, MODE_SCHEMA),
    reports: [],
  },
  {
    name: "a zod schema of the file whose name does not end in Schema (SearchArgs.parse(args)): unknown, not reported by default",
    settings: OWN_TAVILY,
    code: schemaChecked("SearchArgs"),
    reports: [],
  },
  {
    name: "the same with reportUnknown: reported as unknown, not as untrusted",
    settings: OWN_TAVILY,
    options: { reportUnknown: true },
    code: schemaChecked("SearchArgs"),
    reports: ["?(error as Error).message"],
  },
]);

/** A batch tool of the file: each issue fetched, each failure listed (`failed` is what the catch pushes). */
const BATCH = (failed: string, serialize = "JSON.stringify(results, null, 2)"): string => `${HEAD}const server = new McpServer({ name: "tracker", version: "1.0.0" });
interface Issue { id: string; title: string }
async function fetchIssues(ids: string[]): Promise<Array<{ id: string; issue?: Issue; error?: string }>> {
  const results: Array<{ id: string; issue?: Issue; error?: string }> = [];
  for (const id of ids) {
    try {
      const res = await fetch(\`https://tracker.example.com/issues/\${encodeURIComponent(id)}\`);
      results.push({ id, issue: (await res.json()) as Issue });
    } catch (e) {
      results.push(${failed});
    }
  }
  return results;
}
server.registerTool("get_issues", { description: "Get several issues", inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => {
  const results = await fetchIssues(ids);
  return { content: [{ type: "text", text: ${serialize} }] };
});`;

runCases("sink 2: a batch list of fetched bodies and failures in a tool's data", [
  {
    name: "a helper of the file pushing { id, issue: await res.json() } or { id, error: e.message }: reported at the list",
    code: BATCH("{ id, error: (e as Error).message }"),
    reports: ["results"],
  },
  {
    name: "the same with failures listed by id only: the bodies are the tool's data",
    code: BATCH("{ id }"),
    reports: [],
  },
  {
    name: "the same list split by the handler into the part with failures and the part with bodies: reported at the failures",
    code: BATCH(
      "{ id, error: (e as Error).message }",
      "JSON.stringify({ issues: results.filter((r) => r.issue), failures: results.filter((r) => r.error) })",
    ).replace(
      "  const results = await fetchIssues(ids);\n",
      "  const results = await fetchIssues(ids);\n  const failures = results.filter((r) => r.error);\n  const issues = results.filter((r) => r.issue).map((r) => r.issue);\n",
    ).replace("JSON.stringify({ issues: results.filter((r) => r.issue), failures: results.filter((r) => r.error) })", "JSON.stringify({ issues, failures })"),
    reports: ["failures"],
  },
  {
    name: "the handler building the list in its own loop, serialized in a template beside a count",
    code: `${HEAD}const server = new McpServer({ name: "tracker", version: "1.0.0" });
server.registerTool("get_issues", { description: "Get several issues", inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => {
  const results: unknown[] = [];
  for (const id of ids) {
    try {
      const res = await fetch(\`https://tracker.example.com/issues/\${encodeURIComponent(id)}\`);
      results.push({ id, issue: await res.json() });
    } catch (e) {
      results.push({ id, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return { content: [{ type: "text", text: \`Fetched \${ids.length} issue(s):\\n\${JSON.stringify(results)}\` }] };
});`,
    reports: ["results"],
  },
]);

/** A throwaway project beside the fixtures (same node_modules). */
function project(name: string, files: Record<string, string>): string {
  return writeProject(join(repoRoot, ".tmp", `own-api-review-${name}`), name, files);
}
const RULE = "agent-errors/no-untrusted-error-message";
const positions = (messages: Awaited<ReturnType<typeof lintProject>>): string[] =>
  messages.filter((message) => message.ruleId === RULE).map((message) => `${message.file}:${message.line}:${message.column}`);

const TAVILY_LIB = (asConst = false): string => `export type Endpoint = "search" | "extract";
export const ENDPOINTS${asConst ? "" : ": Record<Endpoint, string>"} = {
  search: "https://api.tavily.com/search",
  extract: "https://api.tavily.com/extract",
}${asConst ? " as const" : ""};
export async function tavilyPost(endpoint: Endpoint, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(ENDPOINTS[endpoint], { method: "POST", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(\`Tavily \${endpoint} failed (\${response.status}): \${await response.text()}\`);
  return response.json();
}
`;
const tavilyServer = (call: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { tavilyPost, type Endpoint } from "./lib/tavily.js";
const server = new McpServer({ name: "tavily-mcp", version: "0.2.4" });
server.registerTool("tavily_call", { description: "Call Tavily", inputSchema: { endpoint: z.string(), query: z.string() } }, async (args) => {
  try {
    const data = ${call};
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Tavily failed: \${(error as Error).message}\` }], isError: true };
  }
});
`;
const ownTavily = { settings: { "agent-errors": { ownApiUrls: ["https://api.tavily.com"] } } };

describe("own API across modules (ownApiUrls)", () => {
  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: a helper of another module given a literal endpoint names it in its message: not reported", async (_, preset) => {
    const dir = project("const", { "lib/tavily.ts": TAVILY_LIB(), "server.ts": tavilyServer(`await tavilyPost("search", { query: args.query })`) });
    expect(positions(await lintProject(dir, ["server.ts"], preset, undefined, ownTavily))).toEqual([]);
  });

  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: the same helper given the agent's free text as the endpoint echoes it: reported", async (_, preset) => {
    const dir = project("agent", { "lib/tavily.ts": TAVILY_LIB(), "server.ts": tavilyServer(`await tavilyPost(args.endpoint as Endpoint, { query: args.query })`) });
    expect(positions(await lintProject(dir, ["server.ts"], preset, undefined, ownTavily))).toEqual(["server.ts:10:64"]);
  });
});

describe("sink 2 across modules: a batch helper's list serialized inside an object", () => {
  const batch = (failed: string): string => `export async function fetchPages(ids: string[]): Promise<Array<{ id: string; page?: unknown; error?: string }>> {
  const out: Array<{ id: string; page?: unknown; error?: string }> = [];
  await Promise.all(ids.map(async (id) => {
    try {
      const res = await fetch(\`https://wiki.example.com/api/pages/\${encodeURIComponent(id)}\`);
      out.push({ id, page: await res.json() });
    } catch (err) {
      out.push(${failed});
    }
  }));
  return out;
}
`;
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchPages } from "./lib/batch.js";
const server = new McpServer({ name: "wiki", version: "1.0.0" });
server.registerTool("get_pages", { description: "Get pages", inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => {
  const pages = await fetchPages(ids);
  return { content: [{ type: "text", text: JSON.stringify({ total: ids.length, pages }) }] };
});
`;
  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: failures with their caught message: reported at the list's field", async (_, preset) => {
    const dir = project("batch-msg", { "lib/batch.ts": batch("{ id, error: (err as Error).message }"), "server.ts": server });
    expect(positions(await lintProject(dir, ["server.ts"], preset))).toEqual(["server.ts:7:80"]);
  });
  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: failures by id only: not reported", async (_, preset) => {
    const dir = project("batch-ids", { "lib/batch.ts": batch("{ id }"), "server.ts": server });
    expect(positions(await lintProject(dir, ["server.ts"], preset))).toEqual([]);
  });
});

describe("found by the review, fixed: an `as const` table of another module", () => {
  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: a helper of another module whose own-address table is written `as const`, given a literal endpoint: not reported", async (_, preset) => {
    const dir = project("const-as-const", { "lib/tavily.ts": TAVILY_LIB(true), "server.ts": tavilyServer(`await tavilyPost("search", { query: args.query })`) });
    expect(positions(await lintProject(dir, ["server.ts"], preset, undefined, ownTavily))).toEqual([]);
  });
});
