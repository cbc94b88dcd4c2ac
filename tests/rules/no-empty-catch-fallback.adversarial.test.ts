// Adversarial cases for no-empty-catch-fallback, written against docs/rules/no-empty-catch-fallback.md,
// docs/configuration.md and the design conventions only (black box: the reviewer did not read the implementation). Each
// case marks the lines where a report is expected with `// ❌`; every other line must stay silent. Cases
// found as bugs are fixed or, where the doc was wrong, the doc was changed; a documented limit is pinned
// with it.fails.
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-empty-catch-fallback.js";
import * as tsParser from "@typescript-eslint/parser";
import { fallbackCaseOptions } from "../helpers.js";
import { markerHarness, type MarkerCase } from "../marker-harness.js";

type Case = MarkerCase;

const HEADER = `import { tool } from "ai";
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as Sentry from "@sentry/node";
import { agentTool } from "../internal/agents/tools/utils";
import { ApiClientError, ApiNotFoundError, ApiPermissionError, ApiServerError } from "../api-client/errors.js";
import { apiService } from "../api-client/index.js";
import { logger } from "../logger.js";
const server = new McpServer({ name: "orders", version: "1.0.0" });
`;

const TYPED_HEADER = `import { DEFAULT_PAGE, EMPTY_ORDER_RESULT, EMPTY_PAGE, NO_TAGS, ORDERS_UNAVAILABLE, emptyIssuePage, lastSeenPage } from "./empty-catch/pagination.js";
import { ordersClient, tagList } from "./empty-catch/client.js";
import { ProjectNotFoundError, UpstreamTimeoutError } from "./project-errors.js";
`;

// These cases are about the shapes of fallbacks, wherever they are: the scope (`reportOutsideTools`) has its own tests.
const { source, verify, lint, check } = markerHarness<Case>({
  rule,
  header: HEADER,
  typedHeader: TYPED_HEADER,
  options: (c) => fallbackCaseOptions(c.code, c.options),
});

// ======================================================================================== false negatives
const handlers: Case[] = [
  {
    name: "FN: doc example, tool handler returns { orders: [], total: 0 } from a catch",
    code: `
export async function getOrders(userId: string) {
  try {
    return await orderService.fetchOrders(userId);
  } catch (e) {
    return { orders: [], total: 0 }; // ❌
  }
}`,
    at: ["{ orders: [], total: 0 }"],
  },
  {
    name: "FN: logging with console.error and a spread of an empty-page constant",
    code: `
const EMPTY_PAGE = { orders: [], total: 0 };
export async function listCustomerOrders(customerId: string) {
  try {
    return await apiService.listOrders({ customerId });
  } catch (e) {
    console.error("listOrders failed", e);
    return { ...EMPTY_PAGE }; // ❌
  }
}`,
  },
  {
    name: "FN: Sentry.captureException then the constant itself",
    code: `
const NO_ISSUES = { issues: [], nextCursor: null, hasMore: false } as const;
export async function searchIssues(query: string) {
  try {
    const page = await apiService.searchIssues({ organizationSlug: "acme", query });
    return { issues: page.issues, nextCursor: page.cursor, hasMore: page.hasMore };
  } catch (error) {
    Sentry.captureException(error);
    return NO_ISSUES; // ❌
  }
}`,
    at: ["NO_ISSUES"],
  },
  {
    name: "FN: spread of a frozen empty array constant",
    code: `
const NO_TAGS: readonly string[] = Object.freeze([]);
export async function listTagKeys(projectSlug: string): Promise<string[]> {
  try {
    const tags = await apiService.listTags({ organizationSlug: "acme", projectSlug });
    return tags.map((t) => t.key);
  } catch (err) {
    logger.warn({ err }, "tags unavailable");
    return [...NO_TAGS]; // ❌
  }
}`,
  },
  {
    name: "FN: zero-argument factory function declared in the file",
    code: `
function emptyPage() {
  return { items: [], nextCursor: null };
}
export async function listProjects(org: string) {
  try {
    return await apiService.listProjects({ organizationSlug: org });
  } catch {
    return emptyPage(); // ❌
  }
}`,
  },
  {
    name: "FN: zero-argument arrow factory declared in the file",
    code: `
const emptySearchResult = () => ({ results: [], total: 0 });
export async function searchDocs(q: string) {
  try {
    return await docsIndex.search(q);
  } catch (e) {
    return emptySearchResult(); // ❌
  }
}`,
  },
  {
    name: "FN: MCP registerTool handler returns { content: [] }",
    code: `
server.registerTool("list_releases", { inputSchema: { project: z.string() } }, async ({ project }) => {
  try {
    const releases = await apiService.listReleases({ organizationSlug: "acme", projectSlug: project });
    return { content: [{ type: "text", text: JSON.stringify(releases) }] };
  } catch (e) {
    return { content: [] }; // ❌
  }
});`,
  },
  {
    name: "FN: { ok: true, data: [] } in an AI SDK tool's execute",
    code: `
export const listInvoices = tool({
  description: "List a customer's invoices",
  parameters: z.object({ customerId: z.string() }),
  execute: async ({ customerId }) => {
    try {
      return { ok: true, data: await billing.invoices.list({ customer: customerId }) };
    } catch (err) {
      return { ok: true, data: [] }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: new Map() and new Set([]) from catch clauses",
    code: `
export async function loadFlags(env: string): Promise<Map<string, boolean>> {
  try {
    return new Map(Object.entries(await flagsClient.fetchAll(env)));
  } catch {
    return new Map(); // ❌
  }
}
export async function loadAllowedIds(): Promise<Set<string>> {
  try {
    return new Set(await acl.allowedIds());
  } catch {
    return new Set([]); // ❌
  }
}`,
  },
  {
    name: "FN: empty string for a file's contents after a fetch",
    code: `
export async function readReadme(repo: string): Promise<string> {
  try {
    const res = await github.repos.getReadme({ owner: "acme", repo });
    return Buffer.from(res.data.content, "base64").toString("utf8");
  } catch (e) {
    return ""; // ❌
  }
}`,
  },
  {
    name: "FN: [] after a failed JSON.parse is reported",
    code: `
export function parseTags(raw: string): string[] {
  try {
    return JSON.parse(raw) as string[];
  } catch {
    return []; // ❌
  }
}`,
  },
  {
    name: "FN: ?? [] and a ternary branch in the returned value of a catch",
    code: `
export async function getMembers(team: string) {
  try {
    return await directory.listMembers(team);
  } catch (e) {
    return memberCache.get(team) ?? []; // ❌
  }
}
export async function getLabels(repo: string, allowStale: boolean) {
  try {
    return await github.listLabels(repo);
  } catch (e) {
    return allowStale ? labelCache.get(repo) : []; // ❌
  }
}`,
    at: ["[]", "[]"],
  },
  {
    name: "FN: || {} fallback in a catch",
    code: `
export async function getSettings(userId: string) {
  try {
    return await settingsApi.get(userId);
  } catch (e) {
    return (await localStore.read(userId)) || {}; // ❌
  }
}`,
  },
  {
    name: "FN: error: null / error: undefined / isError: false are not error signals",
    code: `
export async function a(id: string) {
  try {
    return { items: await api.list(id), error: null };
  } catch (e) {
    return { items: [], error: null }; // ❌
  }
}
export async function b(id: string) {
  try {
    return await api.list(id);
  } catch (e) {
    return { items: [], total: 0, error: undefined }; // ❌
  }
}
export async function c(id: string) {
  try {
    return { content: await api.list(id), isError: false };
  } catch (e) {
    return { content: [], isError: false }; // ❌
  }
}`,
  },
  {
    name: "FN: narrowing on a specific error, but the other path also returns an empty page",
    code: `
export async function listReleases(projectSlug: string) {
  try {
    return await apiService.listReleases({ organizationSlug: "acme", projectSlug });
  } catch (error) {
    if (error instanceof ApiNotFoundError) return [];
    logger.error({ error }, "listReleases failed");
    return { releases: [], total: 0 }; // ❌
  }
}`,
  },
  {
    name: "FN: narrowing on Error / TypeError is not a decision",
    code: `
export async function listA() {
  try {
    return await apiService.listTeams({ organizationSlug: "acme" });
  } catch (e) {
    if (e instanceof Error) return []; // ❌
    throw e;
  }
}
export async function listB() {
  try {
    return await apiService.listTeams({ organizationSlug: "acme" });
  } catch (e) {
    if (e instanceof TypeError) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "FN: narrowing on ApiServerError or a 5xx status is not a decision",
    code: `
export async function listA() {
  try {
    return await apiService.listMonitors({ organizationSlug: "acme" });
  } catch (e) {
    if (e instanceof ApiServerError) return []; // ❌
    throw e;
  }
}
export async function listB() {
  try {
    return await apiService.listMonitors({ organizationSlug: "acme" });
  } catch (e: any) {
    if (e.status >= 500) return { monitors: [] }; // ❌
    throw e;
  }
}
export async function listC() {
  try {
    return await apiService.listMonitors({ organizationSlug: "acme" });
  } catch (e: any) {
    if (e.status === 503) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "FN: a disjunction that includes the server error class is no excuse",
    code: `
export async function listDashboards() {
  try {
    return await apiService.listDashboards({ organizationSlug: "acme" });
  } catch (e) {
    if (e instanceof ApiNotFoundError || e instanceof ApiServerError) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "FN: nested try, the inner catch returns [] inside an outer try that rethrows",
    code: `
export async function listEnvironments(projectSlug: string) {
  try {
    const project = await apiService.getProject({ organizationSlug: "acme", projectSlug });
    try {
      return await apiService.listEnvironments({ organizationSlug: "acme", projectId: project.id });
    } catch (inner) {
      return []; // ❌
    }
  } catch (outer) {
    throw new Error("could not resolve project", { cause: outer });
  }
}`,
  },
  {
    name: "FN: catch with a finally that only cleans up",
    code: `
export async function listRows(sql: string) {
  const conn = await pool.connect();
  try {
    return (await conn.query(sql)).rows;
  } catch (e) {
    return []; // ❌
  } finally {
    conn.release();
  }
}`,
  },
  {
    name: "FN: class method, getter, static method, private method and class-field arrow",
    code: `
export class OrdersRepository {
  constructor(private readonly http: HttpClient, private readonly store: Store) {}
  async list(customerId: string) {
    try {
      return await this.http.get(\`/customers/\${customerId}/orders\`);
    } catch {
      return { orders: [], total: 0 }; // ❌
    }
  }
  get cachedTags(): string[] {
    try {
      return this.store.read("tags");
    } catch {
      return []; // ❌
    }
  }
  static async all(http: HttpClient) {
    try {
      return await http.get("/orders");
    } catch (e) {
      return []; // ❌
    }
  }
  async #refunds(orderId: string) {
    try {
      return await this.http.get(\`/orders/\${orderId}/refunds\`);
    } catch (e) {
      return { refunds: [] }; // ❌
    }
  }
  loadNotes = async (orderId: string) => {
    try {
      return await this.http.get(\`/orders/\${orderId}/notes\`);
    } catch (e) {
      return []; // ❌
    }
  };
}`,
  },
  {
    name: "FN: method shorthand execute inside agentTool()",
    code: `
export const listAlertRules = agentTool({
  description: "List alert rules",
  parameters: z.object({ projectSlug: z.string() }),
  async execute({ projectSlug }) {
    try {
      return await apiService.listAlertRules({ organizationSlug: "acme", projectSlug });
    } catch (error) {
      logger.warn({ error }, "alert rules unavailable");
      return { rules: [], count: 0 }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: try wraps Promise.all and the catch returns []",
    code: `
export async function fetchIssueDetails(ids: string[]) {
  try {
    return await Promise.all(ids.map((issueId) => apiService.getIssue({ organizationSlug: "acme", issueId })));
  } catch (e) {
    return []; // ❌
  }
}`,
  },
];

const promises: Case[] = [
  {
    name: "FN: doc example, awaited .catch(() => []) assigned",
    code: `
export async function releases(organizationSlug: string, projectSlug: string) {
  const releases = await apiService.listReleases({ organizationSlug, projectSlug }).catch(() => []); // ❌
  return releases.map((r) => r.version);
}`,
    at: ["[]"],
  },
  {
    name: "FN: doc example, .then(onOk, () => []) assigned",
    code: `
export function versions(projectSlug: string) {
  const versions = fetchVersions(projectSlug).then((list) => list.map((v) => v.version), () => []); // ❌
  return versions;
}`,
  },
  {
    name: "FN: promise chain returned from a fetch helper",
    code: `
export function searchPackages(q: string) {
  return fetch(\`https://registry.example.com/search?q=\${encodeURIComponent(q)}\`)
    .then((r) => r.json())
    .catch(() => ({ objects: [], total: 0 })); // ❌
}`,
  },
  {
    name: "FN: chain assigned to a variable, awaited later",
    code: `
export async function warmup() {
  const flagsPromise = flagsClient.fetchAll("prod").catch(() => new Map()); // ❌
  const [flags, user] = await Promise.all([flagsPromise, auth.currentUser()]);
  return { flags, user };
}`,
  },
  {
    name: "FN: await p.catch(() => []) on a stored promise",
    code: `
export async function dashboard(org: string) {
  const p = apiService.listProjects({ organizationSlug: org });
  const projects = await p.catch(() => []); // ❌
  return { projects };
}`,
  },
  {
    name: "FN: arrow-bodied execute returning a chain",
    code: `
export const listBranches = tool({
  description: "List branches",
  parameters: z.object({ repo: z.string() }),
  execute: async ({ repo }) => github.listBranches(repo).catch(() => ({ branches: [] })), // ❌
});`,
  },
  {
    name: "FN: .catch with a block body that logs, and with a function expression",
    code: `
export async function listUsers() {
  const users = await scim.listUsers().catch((err) => {
    logger.error({ err }, "scim down");
    return { users: [], totalResults: 0 }; // ❌
  });
  const groups = await scim.listGroups().catch(function () {
    return []; // ❌
  });
  return { users, groups };
}`,
  },
  {
    name: "FN: .catch(() => EMPTY) with a constant and with a factory call",
    code: `
const EMPTY_FEED = { entries: [], cursor: null };
const emptyFeed = () => ({ entries: [], cursor: null });
export async function feeds(userId: string) {
  const home = await feedsApi.home(userId).catch(() => EMPTY_FEED); // ❌
  const mentions = await feedsApi.mentions(userId).catch(() => emptyFeed()); // ❌
  return { home, mentions };
}`,
  },
  {
    name: "FN: per-item .catch(() => ({})) inside Promise.all, and .catch on Promise.all",
    code: `
export async function hydrate(ids: string[]) {
  const details = await Promise.all(ids.map((id) => apiService.getIssue({ organizationSlug: "acme", issueId: id }).catch(() => ({})))); // ❌
  const events = await Promise.all(ids.map((id) => apiService.latestEvent(id))).catch(() => []); // ❌
  return { details, events };
}`,
  },
  {
    name: "FN: Promise.allSettled(...).then(ok, () => [])",
    code: `
export async function bulk(ids: string[]) {
  return Promise.allSettled(ids.map((id) => api.get(id))).then(
    (rs) => rs.flatMap((r) => (r.status === "fulfilled" ? [r.value] : [])),
    () => [], // ❌
  );
}`,
  },
  {
    name: "FN: async callback and a .finally after the .catch",
    code: `
export function watchers(repo: string) {
  return github.listWatchers(repo)
    .catch(async () => []) // ❌
    .finally(() => metrics.increment("watchers"));
}`,
  },
];

const fallThrough: Case[] = [
  {
    name: "FN: doc example, the accumulator filled in a loop inside the try",
    code: `
export async function tagCounts(organizationSlug: string, projectSlug: string) {
  const out: Record<string, number> = {};
  try {
    for (const tag of await apiService.listTags({ organizationSlug, projectSlug })) out[tag.key] = tag.totalValues;
  } catch (e) { // ❌
    log(e);
  }
  return out;
}`,
    at: ["catch"],
  },
  {
    name: "FN: the accumulator inside the tool's result (an MCP tool must wrap what it returns), and inside an object with its count",
    code: `
server.registerTool("search_issues", { inputSchema: { query: z.string() } }, async ({ query }) => {
  let issues: string[] = [];
  try {
    issues = (await apiService.searchIssues({ organizationSlug: "acme", query })).map((issue) => issue.shortId);
  } catch (error) { // ❌
    logger.error("search failed", error);
  }
  return { content: [{ type: "text", text: JSON.stringify(issues) }] };
});
export async function listTags(organizationSlug: string, projectSlug: string) {
  const tags: string[] = [];
  try {
    for (const tag of await apiService.listTags({ organizationSlug, projectSlug })) tags.push(tag.key);
  } catch (error) { // ❌
    logger.error("listing tags failed", error);
  }
  return { tags, count: tags.length };
}
export async function countTags(organizationSlug: string, projectSlug: string) {
  const tags: string[] = [];
  try {
    for (const tag of await apiService.listTags({ organizationSlug, projectSlug })) tags.push(tag.key);
  } catch (error) {
    logger.error("listing tags failed", error);
    return { error: "Listing the tags failed." };
  }
  return { content: [{ type: "text", text: tags.join("\\n") }] };
}`,
    at: ["catch", "catch"],
  },
  {
    name: "FN: empty catch {} then the accumulator, plain statements in between",
    code: `
export async function collectAssignees(issueIds: string[]) {
  const assignees: string[] = [];
  try {
    const issues = await tracker.bulkGet(issueIds);
    for (const i of issues) assignees.push(i.assignee);
  } catch {} // ❌
  logger.info("collected");
  const count = assignees.length;
  return assignees;
}`,
  },
  {
    name: "FN: return out in the catch, out initialised empty before the try",
    code: `
export async function allPages(query: string) {
  const results: Hit[] = [];
  try {
    for await (const page of search.paginate(query)) results.push(...page.hits);
    return results;
  } catch (e) {
    logger.error(e);
    return results; // ❌
  }
}`,
    at: ["results"],
  },
  {
    name: "FN: catch assigns tags = [] and the function returns tags",
    code: `
export async function tags(projectSlug: string) {
  let tags: string[];
  try {
    tags = (await apiService.listTags({ organizationSlug: "acme", projectSlug })).map((t) => t.key);
  } catch (e) { // ❌
    console.warn(e);
    tags = [];
  }
  return tags;
}`,
  },
  {
    name: "FN: try always returns, empty value reached only through the catch",
    code: `
export async function recentDeploys(env: string) {
  try {
    return await deploys.list({ env, limit: 20 });
  } catch (e) { // ❌
    Sentry.captureException(e);
  }
  return [];
}`,
  },
  {
    name: "FN: variable initialised empty and reassigned wholesale inside the try",
    code: `
export async function rowsFor(userId: string) {
  let rows: Row[] = [];
  try {
    rows = await db.query("select * from orders where user_id = $1", [userId]);
  } catch (err) { // ❌
    logger.error({ err }, "query failed");
  }
  return rows;
}`,
  },
];

// ======================================================================================== false positives
const narrowing: Case[] = [
  {
    name: "FP: doc example, instanceof ApiNotFoundError then rethrow",
    code: `
export async function releases(projectSlug: string) {
  try {
    return await apiService.listReleases({ organizationSlug: "acme", projectSlug });
  } catch (error) {
    if (error instanceof ApiNotFoundError) return [];
    throw error;
  }
}`,
  },
  {
    name: "FP: negated instanceof guard that throws first",
    code: `
export async function members(teamSlug: string) {
  try {
    return await apiService.listTeamMembers({ organizationSlug: "acme", teamSlug });
  } catch (error) {
    if (!(error instanceof ApiNotFoundError)) throw error;
    return [];
  }
}`,
  },
  {
    name: "FP: ENOENT on readdir is an explicit 'no files'",
    code: `
import { readdir } from "node:fs/promises";
export async function listNotes(dir: string) {
  try {
    return await readdir(dir);
  } catch (error: any) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
}`,
  },
  {
    name: "FP: switch on error.code with an EMPTY_REPOSITORY case",
    code: `
export async function commits(repo: string) {
  try {
    return await git.log({ repo, depth: 50 });
  } catch (error: any) {
    switch (error.code) {
      case "EMPTY_REPOSITORY":
        return [];
      default:
        throw error;
    }
  }
}`,
  },
  {
    name: "FP: message includes 'disabled' (feature off), else an error result",
    code: `
export async function replays(projectSlug: string) {
  try {
    return await apiService.listReplays({ organizationSlug: "acme", projectSlug });
  } catch (error: any) {
    if (error.message.includes("disabled")) return [];
    return { error: "Replays are unavailable right now." };
  }
}`,
  },
  {
    name: "FP: specific 4xx class with a block body and logging",
    code: `
export async function teams(org: string) {
  try {
    return await apiService.listTeams({ organizationSlug: org });
  } catch (error) {
    if (error instanceof ApiPermissionError) {
      logger.info({ org }, "no access to teams; treating as none");
      return [];
    }
    throw error;
  }
}`,
  },
  {
    name: "FP: a 404 status check",
    code: `
export async function getAttachments(eventId: string) {
  try {
    return await apiService.listAttachments({ organizationSlug: "acme", eventId });
  } catch (error: any) {
    if (error.status === 404) return [];
    throw error;
  }
}`,
  },
  {
    name: "FP: a class the file cannot resolve counts as a specific one (untyped)",
    code: `
import { ProjectNotFoundError } from "../project-errors.js";
export async function issues(projectSlug: string) {
  try {
    return await apiService.listIssues({ organizationSlug: "acme", projectSlug });
  } catch (error) {
    if (error instanceof ProjectNotFoundError) return { issues: [], nextCursor: null };
    throw error;
  }
}`,
  },
  {
    name: "FP: retries on some paths, rethrows on the rest",
    code: `
export async function withRetry(fn: () => Promise<unknown>, attempt = 0): Promise<unknown> {
  try {
    return await fn();
  } catch (e) {
    if (attempt < 3) return withRetry(fn, attempt + 1);
    throw e;
  }
}`,
  },
  {
    name: "FP: catch wraps and rethrows, no empty value",
    code: `
export async function issue(issueId: string) {
  try {
    return await apiService.getIssue({ organizationSlug: "acme", issueId });
  } catch (cause) {
    throw new Error(\`Could not load issue \${issueId}\`, { cause });
  }
}`,
  },
];

const signals: Case[] = [
  {
    name: "FP: every default error signal, with empty parts alongside",
    code: `
export async function a() {
  try { return await api.list(); } catch (e) { return { error: "Order service unavailable", orders: [] }; }
}
export async function b() {
  try { return await api.list(); } catch (e) { return { isError: true, content: [] }; }
}
export async function c() {
  try { return await api.list(); } catch (e) { return { ok: false, data: [] }; }
}
export async function d() {
  try { return await api.list(); } catch (e) { return { success: false, items: [], total: 0 }; }
}
export async function f() {
  try { return await api.list(); } catch (e) { return { status: "error", results: [] }; }
}
export async function g() {
  try { return await api.list(); } catch (e) { return { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error", retryable: true }; }
}
export async function h() {
  try { return await api.list(); } catch (e) { return { error: true, items: [] }; }
}`,
  },
  {
    name: "FP: MCP isError result with toolError:v1 structured content (the `toolError:v1` convention)",
    code: `
server.registerTool("search_patterns", { inputSchema: { q: z.string() } }, async ({ q }) => {
  try {
    const hits = await patterns.search(q);
    return { content: [{ type: "text", text: JSON.stringify(hits) }] };
  } catch (e) {
    return {
      content: [{ type: "text", text: "Network error: request timed out", mimeType: "text/markdown" }],
      structuredContent: { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: request timed out", retryable: true },
      isError: true,
    };
  }
});`,
  },
  {
    name: "FP: error signal through a constant and a spread",
    code: `
const ORDERS_DOWN = { ok: false, orders: [], total: 0 } as const;
export async function a(id: string) {
  try {
    return await orders.list(id);
  } catch {
    return ORDERS_DOWN;
  }
}
export async function b(id: string) {
  try {
    return await orders.list(id);
  } catch {
    return { ...ORDERS_DOWN, total: 0 };
  }
}
export async function c(id: string) {
  return orders.list(id).catch(() => ({ ...ORDERS_DOWN }));
}`,
  },
  {
    name: "FP: .catch returning an { ok: false } result (the `{ ok, error, errorType }` convention)",
    code: `
export const readFileTool = tool({
  description: "Read a file",
  parameters: z.object({ path: z.string() }),
  execute: async ({ path }) =>
    fs.readFile(path, "utf8").then(
      (text) => ({ ok: true, text }),
      () => ({ ok: false, error: "Could not read the file", errorType: "execution", lines: [] }),
    ),
});`,
  },
  {
    name: "FP: the doc's MCPErrorFactory.create(...) result",
    code: `
export async function getOrders(userId: string) {
  try {
    const result = await fetchOrders(userId);
    return { orders: result.orders, total: result.total, status: "success" };
  } catch (e) {
    return MCPErrorFactory.create(MCPErrorCode.DEPENDENCY_FAILED, "Order service unavailable", {
      recovery_hint: RecoveryHint.RETRY_LATER,
      userMessage: "Could not load orders. The order service is temporarily unavailable.",
      retry_after_ms: 5000,
    });
  }
}`,
  },
  {
    name: "FP: narrowing on a specific error returns [] and the rest returns an error result",
    code: `
export async function alerts(projectSlug: string) {
  try {
    return await apiService.listAlerts({ organizationSlug: "acme", projectSlug });
  } catch (error) {
    if (error instanceof ApiNotFoundError) return [];
    return { isError: true, content: [{ type: "text", text: "Alerts are temporarily unavailable." }] };
  }
}`,
  },
];

const otherValid: Case[] = [
  {
    name: "FP: null sentinel after synchronous JSON.parse (doc example), and new URL",
    code: `
function parseCursor(raw: string): Cursor | null {
  try {
    return JSON.parse(raw) as Cursor;
  } catch {
    return null;
  }
}
function safeUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}`,
  },
  {
    name: "FP: null/undefined after awaited I/O are allowed by default",
    code: `
export async function findIssue(issueId: string) {
  try {
    return await apiService.getIssue({ organizationSlug: "acme", issueId });
  } catch {
    return null;
  }
}
export async function findUser(id: string) {
  const user = await users.get(id).catch(() => undefined);
  return user;
}`,
  },
  {
    name: "FP: false is a boolean answer, even with reportNullish",
    options: { reportNullish: true },
    code: `
export async function isReachable(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: "HEAD" });
    return res.ok;
  } catch {
    return false;
  }
}
export const canDeploy = (env: string) => deploys.check(env).catch(() => false);`,
  },
  {
    name: "FP: a try without any call",
    code: `
export function cachedItems(cache: Record<string, { items: string[] }>, key: string) {
  try {
    return cache[key].items;
  } catch {
    return [];
  }
}`,
  },
  {
    name: "FP: .catch as a statement of its own, under void, and .catch(console.error)",
    code: `
export function fireAndForget(id: string) {
  analytics.track(id).catch(() => []);
  void telemetry.flush().catch(() => ({}));
  cache.refresh().catch(console.error);
  queue.push(id).catch(() => {});
}`,
  },
  {
    name: "FP: .catch(() => {}) assigned is a block body, not an object (default options)",
    code: `
export async function prefetch(id: string) {
  const done = await preview.prefetch(id).catch(() => {});
  return done;
}`,
  },
  {
    name: "FP: empty results on the success path are genuine",
    code: `
export async function openIncidents(service: string) {
  try {
    const incidents = await pager.listIncidents({ service, status: "open" });
    if (!incidents) return [];
    if (incidents.length === 0) return { incidents: [], total: 0 };
    return { incidents, total: incidents.length };
  } catch (e) {
    throw new Error("PagerDuty is unavailable", { cause: e });
  }
}
export const listQueues = () => mq.listQueues().then((qs) => (qs.length ? qs : []));`,
  },
  {
    name: "FP: .then(onOk, onFail) where only the success callback returns []",
    code: `
export function tagsOf(projectSlug: string) {
  return apiService.listTags({ organizationSlug: "acme", projectSlug }).then(
    (tags) => (tags.length ? tags.map((t) => t.key) : []),
    (e) => {
      throw e;
    },
  );
}`,
  },
  {
    name: "FP: try/finally without a catch",
    code: `
export async function withLock(key: string) {
  const out: string[] = [];
  const lock = await locks.acquire(key);
  try {
    out.push(...(await store.list(key)));
  } finally {
    await lock.release();
  }
  return out;
}`,
  },
  {
    name: "FP: fall-through from a catch that keeps the error, rethrown in finally",
    code: `
export async function tagCounts(projectSlug: string) {
  const out: Record<string, number> = {};
  let failure: { error: unknown } | undefined;
  try {
    for (const tag of await apiService.listTags({ organizationSlug: "acme", projectSlug })) out[tag.key] = tag.totalValues;
  } catch (error) {
    failure = { error };
  } finally {
    if (failure) throw failure.error;
  }
  return out;
}`,
  },
  {
    name: "FP: fall-through from a catch that records state.lastError",
    code: `
export async function syncOnce(state: { lastError?: unknown }) {
  const synced: string[] = [];
  try {
    for (const doc of await remote.changes()) synced.push(doc.id);
  } catch (error) {
    state.lastError = error;
  }
  return synced;
}`,
  },
  {
    name: "FP: an if between the try and the return",
    code: `
export async function assignees(ids: string[]) {
  const out: string[] = [];
  try {
    for (const i of await tracker.bulkGet(ids)) out.push(i.assignee);
  } catch (e) {
    logger.warn(e);
  }
  if (out.length === 0) logger.info("no assignees");
  return out;
}`,
  },
  {
    name: "FP: accumulator outside the loop whose body holds the try (skipping failed items)",
    code: `
export async function details(ids: string[]) {
  const results: Issue[] = [];
  for (const id of ids) {
    try {
      results.push(await apiService.getIssue({ organizationSlug: "acme", issueId: id }));
    } catch (e) {
      logger.warn({ id, e }, "skipping issue");
    }
  }
  return results;
}`,
  },
  {
    name: "FP: .catch((e) => e) in a vitest test file",
    filename: "tests/tools/orders.test.ts",
    code: `
import { it, expect, vi } from "vitest";
it("surfaces an outage as an error", async () => {
  const listOrders = vi.fn(async () => []);
  const result = await getOrders("c_1").catch((e) => e);
  expect(result).toBeInstanceOf(Error);
  await expect(listOrders()).resolves.toEqual([]);
});`,
  },
  {
    name: "FP: catch with a non-empty default (a real default, not empty)",
    code: `
const DEFAULT_REGIONS = ["us-east-1"];
export async function regions() {
  try {
    return await cloud.listRegions();
  } catch (e) {
    return { error: "Region list unavailable", fallback: DEFAULT_REGIONS };
  }
}`,
  },
  {
    name: "FP: a catch whose error bubbles on both paths, in a nested try",
    code: `
export async function move(issueId: string, projectSlug: string) {
  try {
    const issue = await apiService.getIssue({ organizationSlug: "acme", issueId });
    try {
      return await apiService.moveIssue({ issue, projectSlug });
    } catch (e) {
      if (e instanceof ApiNotFoundError) return { error: "Target project not found" };
      throw e;
    }
  } catch (e) {
    throw e;
  }
}`,
  },
];

// ======================================================================================== options and settings
const options: Case[] = [
  {
    name: "reportNullish: null / undefined after awaited I/O, and a bare return",
    options: { reportNullish: true },
    code: `
export async function findIssue(issueId: string) {
  try {
    return await apiService.getIssue({ organizationSlug: "acme", issueId });
  } catch {
    return null; // ❌
  }
}
export async function findUser(id: string) {
  try {
    return await users.get(id);
  } catch (e) {
    logger.warn(e);
    return undefined; // ❌
  }
}
export async function findTeam(slug: string) {
  if (!slug) return null;
  try {
    return await apiService.getTeam({ organizationSlug: "acme", teamSlug: slug });
  } catch (e) {
    return; // ❌
  }
}`,
  },
  {
    name: "reportNullish: .catch(() => null) used, and a .catch callback that returns nothing",
    options: { reportNullish: true },
    code: `
export async function enrich(ids: string[]) {
  const issues = await Promise.all(ids.map((id) => apiService.getIssue({ organizationSlug: "acme", issueId: id }).catch(() => null))); // ❌
  const owner = await codeowners.lookup(ids[0]).catch((e) => { logger.warn(e); }); // ❌
  return { issues, owner };
}`,
  },
  {
    name: "reportNullish: a function that falls off its end after the catch",
    options: { reportNullish: true },
    code: `
export async function latestRelease(projectSlug: string) {
  try {
    const releases = await apiService.listReleases({ organizationSlug: "acme", projectSlug });
    return releases[0];
  } catch (e) { // ❌
    logger.error(e);
  }
}`,
  },
  {
    name: "reportNullish: still silent after synchronous parsing, and for a .catch statement",
    options: { reportNullish: true },
    code: `
function parseCursor(raw: string) {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
function readConfig(path: string) {
  try {
    return fs.readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}
export function ping() {
  heartbeat.send().catch(() => null);
}`,
  },
  {
    name: "errorSignals add: { failed: true } becomes an error signal",
    settings: { errorSignals: { add: [{ property: "failed", value: true }] } },
    code: `
export async function rows() {
  try {
    return await warehouse.query("select 1");
  } catch {
    return { failed: true, rows: [] };
  }
}`,
  },
  {
    name: "errorSignals default: { failed: true, rows: [] } is an empty-looking success",
    code: `
export async function rows() {
  try {
    return await warehouse.query("select 1");
  } catch {
    return { failed: true, rows: [] }; // ❌
  }
}`,
  },
  {
    name: "errorSignals as an array replaces the defaults: { ok: false } no longer signals",
    settings: { errorSignals: ["failure"] },
    code: `
export async function rows() {
  try {
    return await warehouse.query("select 1");
  } catch {
    return { ok: false, rows: [] }; // ❌
  }
}
export async function rows2() {
  try {
    return await warehouse.query("select 2");
  } catch {
    return { failure: true, rows: [] };
  }
}`,
  },
  {
    name: "errorSignals without value: any value but null/undefined/false",
    settings: { errorSignals: { add: ["problem"] } },
    code: `
export async function a() {
  try { return await api.list(); } catch { return { problem: 0, items: [] }; }
}
export async function b() {
  try { return await api.list(); } catch { return { problem: false, items: [] }; } // ❌
}`,
  },
  {
    name: "serverErrors add: narrowing on UpstreamError is no excuse",
    settings: { serverErrors: { add: ["UpstreamError"] } },
    code: `
import { UpstreamError } from "../http/errors.js";
export async function quotes(symbol: string) {
  try {
    return await market.quotes(symbol);
  } catch (e) {
    if (e instanceof UpstreamError) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "serverErrors default: UpstreamError is just a specific class",
    code: `
import { UpstreamError } from "../http/errors.js";
export async function quotes(symbol: string) {
  try {
    return await market.quotes(symbol);
  } catch (e) {
    if (e instanceof UpstreamError) return [];
    throw e;
  }
}`,
  },
  {
    name: "untyped: a schema's .catch(() => []) is a handler without typeAware",
    code: `
export const Tags = z.array(z.string()).catch(() => []); // ❌`,
  },
];

// ======================================================================================== typeAware
const typed: Case[] = [
  {
    name: "typed: imported EMPTY_PAGE, NO_TAGS spread, EMPTY_ORDER_RESULT spread and emptyIssuePage()",
    typed: true,
    options: { typeAware: true },
    code: `
export async function a(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (e) {
    return EMPTY_PAGE; // ❌
  }
}
export async function b(customerId: string) {
  try {
    return [...(await ordersClient.listOrders(customerId)).orders.map((o) => o.id)];
  } catch (e) {
    return [...NO_TAGS]; // ❌
  }
}
export async function c(customerId: string) {
  try {
    return { ...(await ordersClient.listOrders(customerId)), hasMore: false };
  } catch (e) {
    return { ...EMPTY_ORDER_RESULT }; // ❌
  }
}
export const d = (q: string) => ordersClient.listIssues(q).catch(() => emptyIssuePage()); // ❌`,
  },
  {
    name: "typed: imported error result, real default and a mutable let are not reported",
    typed: true,
    options: { typeAware: true },
    code: `
export async function a(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (e) {
    return ORDERS_UNAVAILABLE;
  }
}
export async function b(customerId: string) {
  return ordersClient.listOrders(customerId).catch(() => ({ ...ORDERS_UNAVAILABLE, orders: [] }));
}
export async function c(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (e) {
    return DEFAULT_PAGE;
  }
}`,
  },
  {
    name: "untyped: imported constants are not followed without typeAware",
    code: `
import { EMPTY_PAGE } from "./empty-catch/pagination.js";
export async function a(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (e) {
    return EMPTY_PAGE;
  }
}`,
  },
  {
    name: "typed: a schema's .catch and a custom class's .catch are not rejection handlers",
    typed: true,
    options: { typeAware: true },
    code: `
class Pipeline<T> {
  constructor(private readonly steps: Array<() => T>) {}
  catch(fallback: () => T): Pipeline<T> {
    return new Pipeline([...this.steps, fallback]);
  }
}
export const tags = tagList.catch(() => []);
export const pipeline = new Pipeline<string[]>([]).catch(() => []);`,
  },
  {
    name: "typed: .catch on a promise, on any and on a thenable is still reported",
    typed: true,
    options: { typeAware: true },
    code: `
declare const legacy: any;
declare const job: PromiseLike<string[]> & { catch(cb: () => string[]): PromiseLike<string[]> };
export async function all(customerId: string) {
  const page = await ordersClient.listOrders(customerId).catch(() => ({ orders: [], total: 0 })); // ❌
  const old = await legacy.fetchRows().catch(() => []); // ❌
  const queued = await job.catch(() => []); // ❌
  return { page, old, queued };
}`,
  },
  {
    name: "typed: a server-error subclass from another module is no excuse; a not-found subclass is",
    typed: true,
    options: { typeAware: true },
    code: `
export async function a(q: string) {
  try {
    return await ordersClient.listIssues(q);
  } catch (e) {
    if (e instanceof UpstreamTimeoutError) return { issues: [], nextCursor: null }; // ❌
    throw e;
  }
}
export async function b(q: string) {
  try {
    return await ordersClient.listIssues(q);
  } catch (e) {
    if (e instanceof ProjectNotFoundError) return { issues: [], nextCursor: null };
    throw e;
  }
}`,
  },
  {
    name: "untyped: the same server-error subclass counts as a specific class",
    code: `
import { UpstreamTimeoutError } from "./project-errors.js";
export async function a(q: string) {
  try {
    return await ordersClient.listIssues(q);
  } catch (e) {
    if (e instanceof UpstreamTimeoutError) return { issues: [], nextCursor: null };
    throw e;
  }
}`,
  },
];


// ======================================================================================== edges
const edges: Case[] = [
  {
    name: "FN: [] as Tag[] / satisfies / as const on the empty value",
    code: `
export async function a(projectSlug: string) {
  try {
    return await apiService.listTags({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    return [] as Tag[]; // ❌
  }
}
export async function b() {
  try {
    return await billing.plans();
  } catch (e) {
    return { plans: [] as Plan[], total: 0 } satisfies PlanPage; // ❌
  }
}
export const c = (id: string) => crm.contacts(id).catch((): Contact[] => [] as const); // ❌`,
  },
  {
    name: "FN: Object.freeze inline in the catch, and a local const of that shape returned",
    code: `
export async function a() {
  try {
    return await inbox.list();
  } catch (e) {
    return Object.freeze({ messages: [], unread: 0 }); // ❌
  }
}
export async function b() {
  try {
    return await inbox.list();
  } catch (e) {
    const result = { messages: [], unread: 0 };
    return result; // ❌
  }
}`,
  },
  {
    name: "FN: nested empty-looking object ({ data: { items: [] } })",
    code: `
export async function a() {
  try {
    return { data: await catalog.items() };
  } catch (e) {
    return { data: { items: [], total: 0 } }; // ❌
  }
}`,
  },
  {
    name: "FN: constant declared below the function that uses it",
    code: `
export async function a() {
  try {
    return await feed.latest();
  } catch (e) {
    return EMPTY_FEED; // ❌
  }
}
const EMPTY_FEED = { posts: [], cursor: null };`,
  },
  {
    name: "FN: try that awaits without a call, a tagged template, and an optional call",
    code: `
export async function a(key: string) {
  try {
    return await pending[key];
  } catch (e) {
    return []; // ❌
  }
}
export async function b(userId: string) {
  try {
    return await sql\`select * from orders where user_id = \${userId}\`;
  } catch (e) {
    return []; // ❌
  }
}
export async function c() {
  try {
    return await plugins.search?.list?.();
  } catch (e) {
    return []; // ❌
  }
}`,
  },
  {
    name: "FN: .then(undefined, () => []) and .then(null, () => ({}))",
    code: `
export const a = () => registry.versions("left-pad").then(undefined, () => []); // ❌
export const b = () => registry.meta("left-pad").then(null, () => ({})); // ❌`,
  },
  {
    name: "FN: both .catch(() => []) inside Promise.all([...]) and as a call argument",
    code: `
export async function board(org: string) {
  const [projects, teams] = await Promise.all([
    apiService.listProjects({ organizationSlug: org }).catch(() => []), // ❌
    apiService.listTeams({ organizationSlug: org }).catch(() => []), // ❌
  ]);
  return render(projects, teams, await apiService.listMembers({ organizationSlug: org }).catch(() => [])); // ❌
}`,
  },
  {
    name: "FN: try/catch inside a .then callback",
    code: `
export function loadJson(url: string) {
  return fetch(url).then(async (res) => {
    try {
      return await res.json();
    } catch {
      return {}; // ❌
    }
  });
}`,
  },
  {
    name: "FN: a Map accumulator filled inside the try, then fall-through (arrow function)",
    code: `
export const ownersByPath = async (repo: string) => {
  const owners = new Map<string, string>();
  try {
    for (const rule of await codeowners.rules(repo)) owners.set(rule.pattern, rule.owner);
  } catch (e) { // ❌
    logger.warn(e);
  }
  return owners;
};`,
  },
  {
    name: "FN: else branch of a specific narrowing also returns []",
    code: `
export async function a(projectSlug: string) {
  try {
    return await apiService.listReleases({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    if (e instanceof ApiNotFoundError) {
      return [];
    } else {
      return []; // ❌
    }
  }
}`,
  },
  {
    name: "FN: negated guard on Error itself, then []",
    code: `
export async function a() {
  try {
    return await apiService.listTeams({ organizationSlug: "acme" });
  } catch (e) {
    if (!(e instanceof Error)) throw e;
    return []; // ❌
  }
}`,
  },
  {
    name: "FN: ApiServerError combined with a status check, and a 5xx range",
    code: `
export async function a() {
  try {
    return await apiService.listTeams({ organizationSlug: "acme" });
  } catch (e) {
    if (e instanceof ApiServerError && e.status === 503) return []; // ❌
    throw e;
  }
}
export async function b() {
  try {
    return await apiService.listTeams({ organizationSlug: "acme" });
  } catch (e: any) {
    if (e.statusCode >= 500 && e.statusCode < 600) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "FN: a specific class combined with a 5xx status is still an outage (the status keeps only server failures)",
    code: `
export async function a(q: string) {
  try {
    return await apiService.searchIssues({ organizationSlug: "acme", query: q });
  } catch (e) {
    if (e instanceof ApiError && e.status >= 500) return []; // ❌
    throw e;
  }
}
export async function b(q: string) {
  try {
    return await apiService.searchIssues({ organizationSlug: "acme", query: q });
  } catch (e) {
    if (e instanceof ApiError && 503 === e.status) return []; // ❌
    if (e instanceof ApiError && e.status === 404) return []; // a missing project: the empty answer, not reported
    throw e;
  }
}`,
  },
  {
    name: "FP: status !== 404 guard throws first",
    code: `
export async function a(eventId: string) {
  try {
    return await apiService.listAttachments({ organizationSlug: "acme", eventId });
  } catch (error: any) {
    if (error.status !== 404) throw error;
    return [];
  }
}`,
  },
  {
    name: "FP: fall-through after a catch that rethrows everything but a specific error",
    code: `
export async function a(projectSlug: string) {
  const out: string[] = [];
  try {
    for (const r of await apiService.listReleases({ organizationSlug: "acme", projectSlug })) out.push(r.version);
  } catch (e) {
    if (!(e instanceof ApiNotFoundError)) throw e;
  }
  return out;
}`,
  },
  {
    name: "FP: accumulator already filled before the try is not 'initialised empty'",
    code: `
export async function report(projectSlug: string) {
  const lines: string[] = [];
  lines.push(\`# Releases of \${projectSlug}\`);
  try {
    for (const r of await apiService.listReleases({ organizationSlug: "acme", projectSlug })) lines.push(\`- \${r.version}\`);
  } catch (e) {
    lines.push("Releases are unavailable right now.");
  }
  return lines.join("\\n");
}`,
  },
  {
    name: "FP: a parameter that shadows an empty module constant",
    code: `
const fallback: string[] = [];
export async function a(fallback: string[]) {
  try {
    return await apiService.listTags({ organizationSlug: "acme", projectSlug: "web" });
  } catch (e) {
    return fallback;
  }
}`,
  },
  {
    name: "FP: factories with arguments or non-empty bodies",
    code: `
function pageOf(items: string[]) {
  return { items, nextCursor: null };
}
function defaultRegions() {
  return { regions: ["us-east-1"], total: 1 };
}
export async function a() {
  try {
    return await cloud.listRegions();
  } catch (e) {
    return defaultRegions();
  }
}
export async function b(cached: string[]) {
  try {
    return await cloud.listZones();
  } catch (e) {
    return pageOf(cached);
  }
}`,
  },
  {
    name: "FP: signal keys written quoted or with as const",
    code: `
export async function a() {
  try { return await api.list(); } catch (e) { return { "isError": true, "content": [] }; }
}
export async function b() {
  try { return await api.list(); } catch (e) { return { ok: false as const, items: [] }; }
}
export async function c() {
  try { return await api.list(); } catch (e) { return { error: "", items: [] }; }
}`,
  },
  {
    name: "FP: returns inside functions nested in the handler are not the handler's",
    options: { reportNullish: true },
    code: `
export async function a(ids: string[]) {
  try {
    return await apiService.bulk(ids);
  } catch (e) {
    const emptyFor = (id: string) => {
      if (!id) return;
      return [];
    };
    ids.forEach((id) => emptyFor(id));
    throw e;
  }
}
export async function b(id: string) {
  return apiService.get(id).catch((e) => {
    const reset = () => ({});
    queueMicrotask(reset);
    throw e;
  });
}`,
  },
  {
    name: "FP: constructor assigning a fallback, not returning it",
    code: `
export class Settings {
  values: Record<string, string>;
  constructor(raw: string) {
    try {
      this.values = parseEnvFile(raw);
    } catch {
      this.values = {};
    }
  }
}`,
  },
  {
    name: "reportNullish: void functions that swallow a failure return no value to confuse",
    options: { reportNullish: true },
    code: `
export async function notifySlack(text: string): Promise<void> {
  try {
    await slack.chat.postMessage({ channel: "#ops", text });
  } catch (e) {
    logger.warn(e);
  }
}
export async function flush() {
  try {
    await metrics.flush();
  } catch {
    return;
  }
  logger.info("flushed");
}`,
  },
  {
    name: "reportNullish: await p.catch(() => {}) as a statement passes no data on",
    options: { reportNullish: true },
    code: `
export async function cleanup(tmp: string) {
  await fs.rm(tmp, { recursive: true }).catch(() => {});
  await cache.delete(tmp).catch(() => null);
  await index.drop(tmp).catch(() => []);
}`,
  },
  {
    name: "reportNullish: fall off the end of an arrow tool handler after the catch",
    options: { reportNullish: true },
    code: `
export const getIssue = tool({
  description: "Get an issue",
  parameters: z.object({ issueId: z.string() }),
  execute: async ({ issueId }) => {
    try {
      return await apiService.getIssue({ organizationSlug: "acme", issueId });
    } catch (error) { // ❌
      logger.error({ error }, "getIssue failed");
    }
  },
});`,
  },
  {
    name: "reportNullish: a null narrowed on a specific error is a decision",
    options: { reportNullish: true },
    code: `
export async function b(id: string) {
  try {
    return await apiService.getIssue({ organizationSlug: "acme", issueId: id });
  } catch (e) {
    if (e instanceof ApiNotFoundError) return null;
    throw e;
  }
}`,
  },
];


// ======================================================================================== bugs
const bugs: Case[] = [
  {
    // Doc (Options, reportNullish): "a bare `return;` ..., `.catch(() => null)`, a `.catch()` callback that returns
    // nothing". `.catch(() => {})` is reported; the same callback with an explicit bare `return;` is not.
    name: "reportNullish: a used .catch callback that returns nothing through a bare `return;`",
    options: { reportNullish: true },
    code: `
export async function issueOwner(id: string) {
  const issue = await apiService.getIssue({ organizationSlug: "acme", issueId: id }).catch(() => {
    return; // ❌
  });
  const owner = await codeowners.lookup(id).catch((err) => {
    logger.warn({ err }, "codeowners unavailable");
    return; // ❌
  });
  return { issue, owner };
}`,
  },
  {
    // Same promise: the callback returns nothing (console.error is the configured `errorLoggers` default and
    // returns undefined), and its value is used. The block-bodied `(e) => { console.error(e); }` is reported.
    name: "reportNullish: an expression-bodied logging callback `(e) => console.error(e)` whose value is used",
    options: { reportNullish: true },
    code: `
export async function latestDeploy(env: string) {
  const deploy = await deploys.latest(env).catch((e) => console.error(e)); // ❌
  return deploy;
}`,
  },
  {
    // Doc: "object literals made only of such values, zeros, booleans and null, with at least one empty part".
    // These have no empty part ([], {}, "", Map, Set): zeros and null only. (`{ items: null }` is, correctly, silent.)
    // Decided: a zero counts as an empty part (the doc now says so); `{ deleted: 0 }` after a failure is a lie.
    name: "objects of zeros and null only are reported (a zero is an empty part)",
    code: `
export async function purgeStale(projectSlug: string) {
  try {
    return { deleted: await apiService.purgeStaleEvents({ organizationSlug: "acme", projectSlug }) };
  } catch (e) {
    logger.warn(e);
    return { deleted: 0 }; // ❌
  }
}
export async function unresolvedCount(projectSlug: string) {
  try {
    return await apiService.countIssues({ organizationSlug: "acme", projectSlug, query: "is:unresolved" });
  } catch (e) {
    return { total: 0, cursor: null }; // ❌
  }
}`,
  },
  {
    // Doc (typeAware): "imported constants and zero-argument factories are followed to their definitions in other
    // modules"; docs/configuration.md: a module-bound name "is matched however it is imported: ... a namespace".
    name: "KNOWN LIMIT: typeAware: a constant and a factory imported through a namespace are not followed",
    pinnedFailing: true,
    typed: true,
    bare: true,
    options: { typeAware: true },
    code: `import * as pagination from "./empty-catch/pagination.js";
import { ordersClient } from "./empty-catch/client.js";
export async function orders(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (e) {
    return pagination.EMPTY_PAGE; // ❌
  }
}
export const issues = (q: string) => ordersClient.listIssues(q).catch(() => pagination.emptyIssuePage()); // ❌`,
  },
];

const cases = { handlers, promises, fallThrough, narrowing, signals, otherValid, options, typed, edges, bugs };

// ======================================================================================== suggestions
function suggestionOutputs(c: Case): { text: string; outputs: string[] }[] {
  const { code, messages } = verify(c);
  const fatal = messages.filter((m) => m.fatal || m.ruleId !== "ae/r");
  if (fatal.length) throw new Error(`lint failed: ${fatal.map((m) => m.message).join("\n")}`);
  return messages.map((m) => {
    expect(m.fix, "never an autofix").toBeUndefined();
    return {
      text: m.message,
      outputs: (m.suggestions ?? []).map((sug) => code.slice(0, sug.fix.range[0]) + sug.fix.text + code.slice(sug.fix.range[1])),
    };
  });
}

const squash = (s: string) => s.replace(/\s+/g, " ");

const TAGS_CATCH = `
export async function tagKeys(projectSlug: string) {
  try {
    const tags = await apiService.listTags({ organizationSlug: "acme", projectSlug });
    return tags.map((t) => t.key);
  } catch (e) {
    return [];
  }
}`;

describe("no-empty-catch-fallback (adversarial)", () => {
  for (const [group, list] of Object.entries(cases)) {
    describe(group, () => {
      for (const c of list) (c.pinnedFailing ? it.fails : it)(c.name, () => check(c));
    });
  }

  it("typeAware without type information stops with an error that says so", () => {
    expect(() =>
      lint({ name: "x", options: { typeAware: true }, code: `export const a = () => api.list().catch(() => []);` }),
    ).toThrow(/typeAware/);
  });

  it("an invalid errorResponse stops the run", () => {
    expect(() => lint({ name: "x", settings: { errorResponse: "throw-it" }, code: TAGS_CATCH })).toThrow(/errorResponse/);
  });
});

describe("no-empty-catch-fallback (adversarial, suggestions)", () => {
  it("return [] in a catch: rethrow and the default error-property shape named after the awaited call", () => {
    const [r] = suggestionOutputs({ name: "s", code: TAGS_CATCH });
    const outs = r!.outputs.map(squash);
    expect(outs.some((o) => o.includes("catch (e) { throw e; }"))).toBe(true);
    expect(outs.some((o) => o.includes(`return { error: "apiService.listTags failed" };`))).toBe(true);
  });

  it("tool-error-v1 and ok-false shapes", () => {
    const [v1] = suggestionOutputs({ name: "s", code: TAGS_CATCH, settings: { errorResponse: "tool-error-v1" } });
    expect(v1!.outputs.map(squash).some((o) => o.includes(`return { kind: "toolError:v1", code: "UNKNOWN_ERROR", message: "apiService.listTags failed", retryable: false };`))).toBe(true);
    const [okf] = suggestionOutputs({ name: "s", code: TAGS_CATCH, settings: { errorResponse: "ok-false" } });
    expect(okf!.outputs.map(squash).some((o) => o.includes(`return { ok: false, error: "apiService.listTags failed", errorType: "execution" };`))).toBe(true);
  });

  it("single quotes in a single-quoted file", () => {
    const code = `import { apiService } from '../api-client/index.js';
export async function tagKeys(projectSlug: string) {
  try {
    return await apiService.listTags({ organizationSlug: 'acme', projectSlug });
  } catch (e) {
    return [];
  }
}`;
    const [r] = suggestionOutputs({ name: "s", code, bare: true });
    expect(r!.outputs.some((o) => o.includes(`{ error: 'apiService.listTags failed' }`))).toBe(true);
  });

  it("catch {} without a parameter gets one named error, or another name when error is taken", () => {
    const free = `
export async function a() {
  try {
    return await apiService.listTeams({ organizationSlug: "acme" });
  } catch {
    return [];
  }
}`;
    const [r1] = suggestionOutputs({ name: "s", code: free });
    expect(r1!.outputs.map(squash).some((o) => /catch \(error\) \{ throw error; \}/.test(o))).toBe(true);
    const taken = `
export async function a(error: string) {
  try {
    return await apiService.listTeams({ organizationSlug: error });
  } catch {
    return [];
  }
}`;
    const [r2] = suggestionOutputs({ name: "s", code: taken });
    const rethrow = r2!.outputs.map(squash).find((o) => /catch \((\w+)\) \{ throw \1; \}/.test(o));
    expect(rethrow, r2!.outputs.join("\n----\n")).toBeDefined();
    expect(rethrow!).not.toMatch(/catch \(error\)/);
  });

  it("block-bodied .catch callback without a parameter: rethrow adds one", () => {
    const code = `
export async function a() {
  const teams = await apiService.listTeams({ organizationSlug: "acme" }).catch(() => {
    return [];
  });
  return teams;
}`;
    const [r] = suggestionOutputs({ name: "s", code });
    expect(r!.outputs.map(squash).some((o) => /\.catch\(\((error)\) => \{ throw error; \}\)/.test(o))).toBe(true);
  });

  it(".catch(() => []): remove the handler, or the error shape parenthesised", () => {
    const code = `
export async function releases(organizationSlug: string, projectSlug: string) {
  const releases = await apiService.listReleases({ organizationSlug, projectSlug }).catch(() => []);
  return releases;
}`;
    const [r] = suggestionOutputs({ name: "s", code, bare: true });
    expect(r!.outputs).toContain(code.replace(".catch(() => [])", ""));
    expect(r!.outputs).toContain(code.replace("() => []", `() => ({ error: "apiService.listReleases failed" })`));
  });

  it(".then(onOk, () => []): remove the rejection handler", () => {
    const code = `
export function versions(projectSlug: string) {
  return apiService.listVersions(projectSlug).then((list) => list.map((v) => v.version), () => []);
}`;
    const [r] = suggestionOutputs({ name: "s", code, bare: true });
    expect(r!.outputs).toContain(code.replace(", () => []", ""));
    expect(r!.outputs.some((o) => o.includes(`() => ({ error: "apiService.listVersions failed" })`))).toBe(true);
  });

  it("?? []: the error shape in place of the empty part", () => {
    const code = `
export async function members(team: string) {
  try {
    return await directory.listMembers(team);
  } catch (e) {
    return memberCache.get(team) ?? [];
  }
}`;
    const [r] = suggestionOutputs({ name: "s", code, bare: true });
    expect(r!.outputs).toContain(code.replace("?? []", `?? { error: "directory.listMembers failed" }`));
  });

  it("fall-through: rethrow or the error shape as the last statement of the catch", () => {
    const code = `
export async function tagCounts(projectSlug: string) {
  const out: Record<string, number> = {};
  try {
    for (const tag of await apiService.listTags({ organizationSlug: "acme", projectSlug })) out[tag.key] = tag.totalValues;
  } catch (e) {
    logger.warn(e);
  }
  return out;
}`;
    const [r] = suggestionOutputs({ name: "s", code });
    const outs = r!.outputs.map(squash);
    expect(outs.some((o) => o.includes("logger.warn(e); throw e; }"))).toBe(true);
    expect(outs.some((o) => o.includes(`logger.warn(e); return { error: "apiService.listTags failed" }; }`))).toBe(true);
  });

  it("the rethrow suggestion is not offered where a local shadows the caught error", () => {
    // Doc: **Rethrow** (`throw e;`). Here `e` at the replaced `return []` is the inner `const e` (a cache entry),
    // so the suggested `throw e;` throws the stale entry, not the failure. A fresh name (as for `catch {}`) is needed.
    const code = `
export async function labels(repo: string) {
  try {
    return await github.listLabels(repo);
  } catch (e) {
    if (labelCache.has(repo)) {
      const e = labelCache.get(repo);
      logger.warn({ repo, cachedAt: e.at }, "serving no labels");
      return [];
    }
    throw e;
  }
}`;
    const [r] = suggestionOutputs({ name: "s", code, bare: true });
    // Only the error-shape suggestion: a `throw e;` there would throw the cache entry.
    expect(r!.outputs.filter((o) => !o.includes("failed"))).toEqual([]);
    expect(r!.outputs.some((o) => o.includes("github.listLabels failed"))).toBe(true);
  });

  it("no awaited call: the error shape is named after the first call (the doc says so)", () => {
    const code = `
export function parseTags(raw: string): string[] {
  try {
    return JSON.parse(raw) as string[];
  } catch {
    return [];
  }
}`;
    const [r] = suggestionOutputs({ name: "s", code, bare: true });
    expect(r!.outputs.some((o) => o.includes(`{ error: "JSON.parse failed" }`)), r!.outputs.join("\n----\n")).toBe(true);
  });
});

function hasLabel(code: string): boolean {
  const ast = tsParser.parse(code, { ecmaVersion: "latest", sourceType: "module", range: false, loc: false }) as any;
  let found = false;
  const walk = (node: any): void => {
    if (!node || typeof node.type !== "string" || found) return;
    if (node.type === "LabeledStatement") found = true;
    for (const key of Object.keys(node)) {
      if (key === "parent") continue;
      const v = node[key];
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") walk(v);
    }
  };
  walk(ast);
  return found;
}

describe("no-empty-catch-fallback (adversarial, every suggestion)", () => {
  // Applies every suggestion of every report in the cases above: the result must parse, and must have one
  // report fewer (a suggestion that leaves the fake empty value in place, or breaks the code, is no help).
  for (const [group, list] of Object.entries(cases)) {
    for (const c of list) {
      if (c.typed || !source(c).includes("// ❌")) continue;
      it(`${group}: ${c.name}`, () => {
        const { code, messages } = verify(c);
        const before = messages.filter((m) => m.ruleId === "ae/r").length;
        const problems: string[] = [];
        for (const m of messages) {
          for (const sug of m.suggestions ?? []) {
            const out = code.slice(0, sug.fix.range[0]) + sug.fix.text + code.slice(sug.fix.range[1]);
            const after = verify({ ...c, code: out, bare: true }).messages;
            const fatal = after.find((x) => x.fatal);
            if (fatal) problems.push(`L${m.line} "${sug.desc}": does not parse (${fatal.message})\n${out.split("\n").slice(Math.max(0, m.line - 3), m.line + 3).join("\n")}`);
            else if (hasLabel(out)) problems.push(`L${m.line} "${sug.desc}": writes a labelled statement (an object body read as a block)`);
            else if (after.filter((x) => x.ruleId === "ae/r").length !== before - 1)
              problems.push(`L${m.line} "${sug.desc}": ${before} reports before, ${after.filter((x) => x.ruleId === "ae/r").length} after\n${out.split("\n").slice(Math.max(0, m.line - 3), m.line + 3).join("\n")}`);
          }
        }
        expect(problems, problems.join("\n\n")).toEqual([]);
      });
    }
  }
});

