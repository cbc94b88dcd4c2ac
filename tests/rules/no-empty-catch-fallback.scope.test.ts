// Where no-empty-catch-fallback reports (issue #13, from the precision corpus): by default only fallbacks
// that can become a tool's result (inside a tool handler of the file, or a function of the file it calls),
// everywhere with `reportOutsideTools` (the strict presets); never the body of a failed response read to
// build an error; and a call that never returns (`process.exit()`, `die()`, a `never` helper) is an exit,
// not a fall-through. Each case marks the lines where a report is expected with `// ❌` (for the options
// named in `reports`); every other line must stay silent.
import { describe, expect, it } from "vitest";
import { check, lint, type Case } from "./no-empty-catch-fallback.cases.js";

const MCP_HEADER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { apiService } from "../api-client/index.js";
const server = new McpServer({ name: "sentry", version: "1.0.0" });
`;

const scope: Case[] = [
  {
    name: "a helper of the file that a registerTool handler calls is on the tool's path; a CLI helper of the same file is not",
    code: `${MCP_HEADER}
async function listIssues(organizationSlug: string, query: string) {
  try {
    return await apiService.listIssues({ organizationSlug, query });
  } catch (error) {
    console.error(error);
    return []; // ❌
  }
}

/** Reads the CLI's defaults; no tool reads them. */
export async function readDefaults(path: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch {
    return {}; // ❌ outside
  }
}

server.registerTool(
  "find_issues",
  { description: "Search issues", inputSchema: { organizationSlug: z.string(), query: z.string() } },
  async ({ organizationSlug, query }) => {
    const issues = await listIssues(organizationSlug, query);
    return { content: [{ type: "text", text: issues.map((issue) => issue.title).join("\\n") }] };
  },
);`,
  },
  {
    name: "two hops through the file, a helper passed by reference, and a callback inside the handler",
    code: `import { tool } from "ai";
import { z } from "zod";
import { apiService } from "../api-client/index.js";
import { withRetry } from "../internal/retry.js";

async function fetchPage(projectSlug: string, cursor?: string) {
  return apiService.listReleases({ projectSlug, cursor }).catch(() => ({ releases: [], next: null })); // ❌
}

async function releaseVersions(projectSlug: string) {
  const page = await fetchPage(projectSlug);
  return page.releases.map((release) => release.version);
}

async function listTags(projectSlug: string) {
  try {
    return await apiService.listTags({ projectSlug });
  } catch {
    return []; // ❌
  }
}

export const releaseTools = {
  list_releases: tool({
    description: "List release versions and tags",
    inputSchema: z.object({ projectSlug: z.string() }),
    execute: async ({ projectSlug }) => {
      const versions = await releaseVersions(projectSlug);
      const tags = await withRetry(listTags, projectSlug);
      const owners = await Promise.all(versions.map((version) => apiService.releaseOwner(version).catch(() => ""))); // ❌
      return { versions, tags, owners };
    },
  }),
};`,
  },
  {
    name: "a file without tools: nothing by default (its helpers may serve tools elsewhere: strict, or toolHandlers)",
    code: `import { fetchOrders } from "../services/orders.js";

export async function getOrders(userId: string) {
  try {
    return await fetchOrders(userId);
  } catch (e) {
    return { orders: [], total: 0 }; // ❌ outside
  }
}`,
  },
  {
    name: "the toolHandlers option names a handler registered elsewhere: its code and its helpers are on the tool's path",
    options: { toolHandlers: ["handleGetOrders"] },
    code: `import { fetchOrders } from "../services/orders.js";

async function ordersOf(userId: string) {
  try {
    return await fetchOrders(userId);
  } catch (e) {
    return { orders: [], total: 0 }; // ❌
  }
}

export async function handleGetOrders({ userId }: { userId: string }) {
  const page = await ordersOf(userId);
  return { content: [{ type: "text", text: JSON.stringify(page) }] };
}

export async function warmCache(userId: string) {
  return fetchOrders(userId).catch(() => []); // ❌ outside
}`,
  },
  {
    name: "reportNullish: null on the tools' path is reported; off it, null is the usual \"absent\" (only empty-looking values are)",
    options: { reportNullish: true },
    code: `${MCP_HEADER}
import { readFile } from "node:fs/promises";

async function findIssue(organizationSlug: string, issueId: string) {
  try {
    return await apiService.getIssue({ organizationSlug, issueId });
  } catch (error) {
    console.error(error);
    return null; // ❌
  }
}

/** The cached token, or null when there is none: callers ask for a new one. */
export async function readCachedToken(path: string): Promise<string | null> {
  try {
    return (await readFile(path, "utf8")).trim();
  } catch {
    return null;
  }
}

export async function readScopes(path: string): Promise<string[] | undefined> {
  const text = await readFile(path, "utf8").catch(() => undefined);
  return text?.split(",");
}

export async function loadProjects(organizationSlug: string) {
  return apiService.listProjects({ organizationSlug }).catch(() => []); // ❌ outside
}

server.registerTool("get_issue", { inputSchema: { organizationSlug: z.string(), issueId: z.string() } }, async ({ organizationSlug, issueId }) => {
  const issue = await findIssue(organizationSlug, issueId);
  return { content: [{ type: "text", text: issue ? issue.title : "Issue not found" }] };
});`,
  },
  {
    name: "reportNullish on the tools' path: null after a failed read of the module's own file is an absent store (GitLab's cookie jar); of the caller's file, or an empty-looking value, is reported",
    options: { reportNullish: true },
    code: `${MCP_HEADER}
import fs from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
const GITLAB_AUTH_COOKIE_PATH = process.env.GITLAB_AUTH_COOKIE_PATH;
const resolvedCookiePath = GITLAB_AUTH_COOKIE_PATH?.startsWith("~/") ? path.join(os.homedir(), GITLAB_AUTH_COOKIE_PATH.slice(2)) : GITLAB_AUTH_COOKIE_PATH;

const createCookieJar = async () => {
  if (!resolvedCookiePath) return null;
  let cookieContent;
  try {
    cookieContent = await fs.promises.readFile(resolvedCookiePath, "utf8");
  } catch (error) {
    console.error("Failed to read cookie file", error);
    return null;
  }
  return cookieContent.split("\\n").filter((line) => !line.startsWith("#"));
};

async function readCookieNames() {
  try {
    return (await readFile(resolvedCookiePath ?? "", "utf8")).split("\\n");
  } catch {
    return []; // ❌
  }
}

async function readProjectFile(filePath: string) {
  try {
    return await readFile(filePath, "utf8");
  } catch {
    return null; // ❌
  }
}

server.registerTool("get_file", { inputSchema: { filePath: z.string() } }, async ({ filePath }) => {
  const jar = await createCookieJar();
  const names = await readCookieNames();
  const text = await readProjectFile(filePath);
  return { content: [{ type: "text", text: JSON.stringify({ cookies: jar?.length ?? 0, names, text }) }] };
});`,
  },
  {
    name: "off the tools' path, the module's own cache or config file missing is a store's empty state; a caller's file, a tool's, or a same-named non-fs read is reported",
    code: `${MCP_HEADER}
import * as fs from "node:fs/promises";
import { readFileSync } from "fs";
import nodeFs from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
const { readdir } = require("node:fs/promises");
const CACHE_PATH = join(homedir(), ".sentry", "mcp.json");
const getPluginDir = () => process.env.PLUGIN_DIR ?? join(homedir(), ".sentry", "plugins");

async function readCacheFile(): Promise<Record<string, string>> {
  try {
    return JSON.parse(await fs.readFile(CACHE_PATH, "utf-8"));
  } catch {
    return {};
  }
}

function readAliases(): string[] {
  try {
    return readFileSync(join(homedir(), ".sentry", "aliases"), "utf8").split("\\n");
  } catch {
    return [];
  }
}

export async function listPlugins(): Promise<string[]> {
  return readdir(getPluginDir()).catch(() => []);
}

export async function readProfile(): Promise<string> {
  return nodeFs.promises.readFile(join(homedir(), ".profile"), "utf8").catch(() => "");
}

export async function listDirectory(path: string): Promise<string[]> {
  const absolute = join(process.cwd(), path);
  try {
    return await fs.readdir(absolute);
  } catch {
    return []; // ❌ outside
  }
}

const remote = { readFile: (path: string) => apiService.download({ path }) };
export async function readRemote(): Promise<string> {
  try {
    return await remote.readFile(CACHE_PATH);
  } catch {
    return ""; // ❌ outside
  }
}

async function readNotes(): Promise<string> {
  return fs.readFile(join(homedir(), "notes.md"), "utf8").catch(() => ""); // ❌
}

server.registerTool("get_notes", { inputSchema: {} }, async () => {
  return { content: [{ type: "text", text: await readNotes() }] };
});`,
  },
  {
    name: "on a tool's path, a malformed environment variable parsed into {} is the configuration's default; a response parsed the same way is reported",
    code: `${MCP_HEADER}
class SearchClient {
  defaults(): Record<string, unknown> {
    try {
      const raw = process.env.DEFAULT_PARAMETERS;
      if (!raw) return {};
      const parsed = JSON.parse(raw);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
    } catch (error) {
      console.warn(\`DEFAULT_PARAMETERS is not JSON: \${(error as Error).message}\`);
      return {};
    }
  }

  limits(): Record<string, unknown> {
    try {
      return JSON.parse(process.env.SEARCH_LIMITS ?? "{}");
    } catch {
      return {};
    }
  }

  params(query: string): Record<string, unknown> {
    return { ...this.defaults(), ...this.limits(), query };
  }
}
const client = new SearchClient();

async function search(query: string): Promise<Record<string, unknown>> {
  const response = await fetch("https://api.example.com/search", { method: "POST", body: JSON.stringify(client.params(query)) });
  try {
    return await response.json();
  } catch {
    return {}; // ❌
  }
}

server.registerTool("search", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const results = await search(query);
  return { content: [{ type: "text", text: JSON.stringify(results) }] };
});`,
  },
  {
    name: "reportNullish: a null checked by the next statement, which leaves, is told apart where it lands",
    options: { reportNullish: true },
    code: `${MCP_HEADER}
async function eligibility(ip: string): Promise<{ eligible: boolean; unavailable?: boolean }> {
  const response = await fetch(\`https://api.example.com/eligibility?ip=\${ip}\`);
  if (!response.ok) return { eligible: false, unavailable: true };
  const json = await response.json().catch(() => null);
  if (typeof json?.eligible !== "boolean") return { eligible: false, unavailable: true };
  return { eligible: json.eligible };
}

async function plan(ip: string): Promise<string | null> {
  const response = await fetch(\`https://api.example.com/plan?ip=\${ip}\`);
  const json = await response.json().catch(() => null); // ❌
  console.log("plan lookup", ip);
  if (!json) return null;
  return json.plan;
}

server.registerTool("search", { inputSchema: { ip: z.string() } }, async ({ ip }) => {
  const [allowed, tier] = await Promise.all([eligibility(ip), plan(ip)]);
  if (!allowed.eligible) return { content: [{ type: "text", text: "Not eligible." }], isError: true };
  return { content: [{ type: "text", text: \`Plan: \${tier ?? "free"}\` }] };
});`,
  },
  {
    name: "a same-named function in another scope is not the helper the handler calls",
    code: `${MCP_HEADER}
function makeClient() {
  async function listIssues() {
    return apiService.listIssues({ organizationSlug: "acme" }).catch(() => []); // ❌ outside
  }
  return { listIssues };
}

async function listIssues(organizationSlug: string) {
  return apiService.listIssues({ organizationSlug });
}

server.registerTool("find_issues", { inputSchema: { organizationSlug: z.string() } }, async ({ organizationSlug }) => {
  const issues = await listIssues(organizationSlug);
  return { content: [{ type: "text", text: JSON.stringify(issues) }] };
});`,
  },
];

const errorBodies: Case[] = [
  {
    name: "the body of a failed response is read to build the error: not a fake-empty result",
    code: `${MCP_HEADER}
class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

async function searchDocs(query: string) {
  const response = await fetch(\`https://docs.example.com/search?q=\${encodeURIComponent(query)}\`);
  if (!response.ok) {
    const errorData = await response.json().catch(() => ({}));
    throw new ApiError(errorData.error ?? \`Search failed with status \${response.status}\`, response.status);
  }
  return response.json();
}

async function fetchIssue(issueId: string) {
  const response = await fetch(\`https://sentry.example.com/api/0/issues/\${issueId}/\`);
  if (response.ok) {
    return response.json();
  }
  let detail = "";
  try {
    detail = await response.text();
  } catch {
    detail = "";
  }
  throw new ApiError(\`HTTP \${response.status}: \${detail}\`, response.status);
}

async function listProjects() {
  const response = await fetch("https://sentry.example.com/api/0/projects/");
  const projects = await response.json().catch(() => []); // ❌
  return projects;
}

server.registerTool("search_docs", { inputSchema: { query: z.string(), issueId: z.string() } }, async ({ query, issueId }) => {
  const [docs, issue, projects] = await Promise.all([searchDocs(query), fetchIssue(issueId), listProjects()]);
  return { content: [{ type: "text", text: JSON.stringify({ docs, issue, projects }) }] };
});`,
  },
];

const exits: Case[] = [
  {
    name: "a catch that calls a helper which always throws, is declared `never`, or exits the process does not fall through",
    options: { reportNullish: true },
    code: `${MCP_HEADER}
import { ApiError } from "../api-client/errors.js";

function handleApiError(error: unknown, operation: string) {
  if (error instanceof ApiError) {
    throw new Error(\`\${operation} failed: HTTP \${error.status}\`);
  }
  throw error;
}

function fail(message: string): never {
  throw new Error(message);
}

function die(message: string) {
  console.error(message);
  process.exit(1);
}

function logFailure(error: unknown) {
  if (error instanceof ApiError && error.status >= 500) throw error;
  console.error(error);
}

async function listIssues(organizationSlug: string) {
  const issues: string[] = [];
  try {
    for (const issue of await apiService.listIssues({ organizationSlug })) issues.push(issue.shortId);
  } catch (error) {
    handleApiError(error, "listIssues");
  }
  return issues;
}

async function listTeams(organizationSlug: string) {
  const teams: string[] = [];
  try {
    for (const team of await apiService.listTeams({ organizationSlug })) teams.push(team.slug);
  } catch (error) {
    fail(String(error));
  }
  return teams;
}

async function listProjects(organizationSlug: string) {
  const projects: string[] = [];
  try {
    for (const project of await apiService.listProjects({ organizationSlug })) projects.push(project.slug);
  } catch (error) { // ❌
    logFailure(error);
  }
  return projects;
}

server.registerTool("overview", { inputSchema: { organizationSlug: z.string() } }, async ({ organizationSlug }) => {
  const config = await apiService.loadConfig().catch((err) => {
    die(err instanceof Error ? err.message : String(err));
  });
  const [issues, teams, projects] = await Promise.all([listIssues(organizationSlug), listTeams(organizationSlug), listProjects(organizationSlug)]);
  return { content: [{ type: "text", text: JSON.stringify({ config, issues, teams, projects }) }] };
});`,
  },
  {
    name: "a local `process` is not Node's: its exit() may return",
    options: { reportNullish: true },
    code: `${MCP_HEADER}
const process = { exit: (code: number) => console.warn("exit requested", code) };

server.registerTool("overview", { inputSchema: { organizationSlug: z.string() } }, async ({ organizationSlug }) => {
  const teams = await apiService.listTeams({ organizationSlug }).catch((err) => { // ❌
    process.exit(1);
  });
  return { content: [{ type: "text", text: JSON.stringify(teams) }] };
});`,
  },
];

// Empty values that are not the data of the failed operation (from the precision corpus: BrowserStack's build
// insights, GitLab's bulk publish), and the near shapes that still are.
const bestEffort: Case[] = [
  {
    name: "optional extras: a helper's {} destructured into fields each spread under a presence test beside the tool's data",
    code: `${MCP_HEADER}
/** The build payload does not carry the hashed id; resolve it through a session. Never blocks insights. */
async function resolveHashedId(buildId: string) {
  try {
    const session = await apiService.firstSession({ buildId });
    return { hashed_id: session.hashedBuildId, session_type: session.type };
  } catch (error) {
    console.warn("Could not resolve the hashed build id", error);
    return {};
  }
}

server.registerTool("build_insights", { inputSchema: { buildId: z.string() } }, async ({ buildId }) => {
  const build = await apiService.getBuild({ buildId });
  const { hashed_id, session_type } = await resolveHashedId(buildId);
  const insights = {
    name: build.name,
    status: build.status,
    ...(hashed_id ? { hashed_id } : {}),
    ...(session_type && { session_type }),
  };
  return { content: [{ type: "text", text: JSON.stringify(insights, null, 2) }] };
});`,
  },
  {
    name: "optional extras: a .catch(() => ({})) spread beside data, and a helper's {} held in a const that is only spread",
    code: `${MCP_HEADER}
async function releaseExtras(version: string) {
  try {
    return await apiService.releaseDeploys({ version });
  } catch {
    return {};
  }
}

server.registerTool("release", { inputSchema: { version: z.string() } }, async ({ version }) => {
  const release = await apiService.getRelease({ version });
  const extras = await releaseExtras(version);
  const summary = { version: release.version, ...(await apiService.releaseHealth({ version }).catch(() => ({}))), ...extras };
  return { content: [{ type: "text", text: JSON.stringify(summary) }] };
});`,
  },
  {
    name: "not extras: the {} is the tool's whole data, a field of it is printed, or the helper is used elsewhere too",
    code: `${MCP_HEADER}
async function releaseStats(version: string) {
  try {
    return await apiService.releaseStats({ version });
  } catch {
    return {}; // ❌
  }
}

async function ownerOf(version: string) {
  try {
    return await apiService.releaseOwner({ version });
  } catch {
    return {}; // ❌
  }
}

export async function deploysOf(version: string) {
  try {
    return await apiService.releaseDeploys({ version });
  } catch {
    return {}; // ❌
  }
}

server.registerTool("release", { inputSchema: { version: z.string() } }, async ({ version }) => {
  const stats = { ...(await releaseStats(version)) };
  const { owner } = await ownerOf(version);
  const deploys = { version, ...(await deploysOf(version)) };
  return { content: [{ type: "text", text: \`Owner: \${owner}\\n\${JSON.stringify({ stats, deploys })}\` }] };
});`,
  },
  {
    name: "not extras: a helper also held in an exported object (`{ profile: profileOf }`), used there for its whole data",
    code: `${MCP_HEADER}
async function profileOf(userId: string) {
  try {
    return await apiService.getProfile({ userId });
  } catch {
    return {}; // ❌
  }
}

export const users = { profile: profileOf };

server.registerTool("whoami", { inputSchema: { userId: z.string() } }, async ({ userId }) => {
  const user = await apiService.getUser({ userId });
  return { content: [{ type: "text", text: JSON.stringify({ id: user.id, ...(await users.profile(userId)) }) }] };
});`,
  },
  {
    name: "still a fake empty: the status tested is another object's, or the check only logs",
    code: `${MCP_HEADER}
const cache = { status: 200, tags: [] as string[] };

async function listTags(projectId: string) {
  const response = await fetch(\`https://gitlab.example.com/api/v4/projects/\${projectId}/repository/tags\`);
  if (cache.status === 304) return cache.tags;
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text);
  } catch {
    return []; // ❌
  }
}

function logStatus(response: Response): void {
  if (response.ok) return;
  console.warn("GitLab answered", response.status);
}

async function listReleases(projectId: string) {
  const response = await fetch(\`https://gitlab.example.com/api/v4/projects/\${projectId}/releases\`);
  logStatus(response);
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text);
  } catch {
    return []; // ❌
  }
}

server.registerTool("project_refs", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  const [tags, releases] = await Promise.all([listTags(projectId), listReleases(projectId)]);
  return { content: [{ type: "text", text: JSON.stringify({ tags, releases }) }] };
});`,
  },
  {
    name: "a successful write's unparsable body: the same value the function returns for its empty body",
    code: `${MCP_HEADER}
async function publishDraftNotes(projectId: string, mergeRequestIid: string) {
  const response = await fetch(\`https://gitlab.example.com/api/v4/projects/\${projectId}/merge_requests/\${mergeRequestIid}/draft_notes/bulk_publish\`, { method: "POST" });
  if (!response.ok) {
    throw new Error(\`GitLab API error: \${response.status} \${response.statusText}\`);
  }
  const responseText = await response.text();
  if (!responseText || responseText.trim() === "") {
    // 204 No Content: published, nothing to show
    return [];
  }
  try {
    return JSON.parse(responseText);
  } catch (parseError) {
    console.warn(\`JSON parse error for a successful bulk publish: \${parseError}\`);
    return [];
  }
}

server.registerTool("bulk_publish_draft_notes", { inputSchema: { projectId: z.string(), mergeRequestIid: z.string() } }, async ({ projectId, mergeRequestIid }) => {
  const notes = await publishDraftNotes(projectId, mergeRequestIid);
  return { content: [{ type: "text", text: JSON.stringify(notes) }] };
});`,
  },
  {
    name: "still a fake empty: no status check before, another value for the empty body, or a body parsed without an empty-body return",
    code: `${MCP_HEADER}
async function listLabels(projectId: string) {
  const response = await fetch(\`https://gitlab.example.com/api/v4/projects/\${projectId}/labels\`);
  const text = await response.text();
  if (!text) return [];
  try {
    return JSON.parse(text);
  } catch {
    return []; // ❌
  }
}

async function listMilestones(projectId: string) {
  const response = await fetch(\`https://gitlab.example.com/api/v4/projects/\${projectId}/milestones\`);
  if (!response.ok) throw new Error(\`GitLab API error: \${response.status}\`);
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return []; // ❌
  }
}

async function listBranches(projectId: string) {
  const response = await fetch(\`https://gitlab.example.com/api/v4/projects/\${projectId}/repository/branches\`);
  if (!response.ok) throw new Error(\`GitLab API error: \${response.status}\`);
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return []; // ❌
  }
}

server.registerTool("project_overview", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  const [labels, milestones, branches] = await Promise.all([listLabels(projectId), listMilestones(projectId), listBranches(projectId)]);
  return { content: [{ type: "text", text: JSON.stringify({ labels, milestones, branches }) }] };
});`,
  },
];

describe.each([
  ["default: the tools' path only", false],
  ["reportOutsideTools: everywhere", true],
] as const)("no-empty-catch-fallback, %s", (_, outside) => {
  it.each([...scope, ...errorBodies, ...exits, ...bestEffort].map((c) => [c.name, c] as const))("%s", (_name, c) => check(c, outside));
});

describe("no-empty-catch-fallback: the preset options", () => {
  it("the recommended default leaves a file without tools alone, and reportOutsideTools (strict) reports it", () => {
    const code = scope[2]!.code;
    expect(lint(code, {})).toHaveLength(0);
    expect(lint(code, { reportOutsideTools: true })).toHaveLength(1);
  });
});
