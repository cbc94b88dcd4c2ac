import tsParser from "@typescript-eslint/parser";
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import rule, { type MessageIds, type Options } from "../../rules/no-empty-catch-fallback.js";
import { typedFixtureFile, typedRuleTester, untypedRuleTester } from "../helpers.js";

type Valid = ValidTestCase<Options>;
type Invalid = InvalidTestCase<MessageIds, Options>;
type Suggestion = NonNullable<Exclude<Invalid["errors"][number], string>["suggestions"]>[number];

/** `code` with `from` (which must occur exactly once) replaced by `to`; several pairs apply in turn. */
function edit(code: string, ...pairs: [string, string][]): string {
  let result = code;
  for (const [from, to] of pairs) {
    const first = result.indexOf(from);
    if (first < 0 || result.indexOf(from, first + 1) >= 0) throw new Error(`test setup: ${JSON.stringify(from)} must occur exactly once`);
    result = result.slice(0, first) + to + result.slice(first + from.length);
  }
  return result;
}

const rethrow = (name: string, output: string): Suggestion => ({ messageId: "rethrow", data: { name }, output });
const returnError = (errorShape: string, output: string): Suggestion => ({ messageId: "returnError", data: { errorShape }, output });
const propagate = (output: string): Suggestion => ({ messageId: "propagate", output });

/** The default error shape (`errorResponse: "error-property"`). */
const errorProperty = (operation: string): string => `{ error: "${operation} failed" }`;

/**
 * `reportNullish` reports only on the tools' path (off it, `null` is the usual "absent" a caller checks):
 * the helpers of the strict cases are declared tool handlers, as a project's `toolHandlers` setting would.
 */
const STRICT_HANDLERS = [
  "findIssue", "issueTitle", "projectTags", "ownerOf", "latestDeploy", "latestRelease", "currentUser",
  "parseCursor", "isReachable", "trackToolCall", "releaseVersions", "without", "notifyAssignee", "readToken",
];
const STRICT: Options = [{ reportNullish: true, toolHandlers: STRICT_HANDLERS }];

// ---------------------------------------------------------------------------------------------------
// Code shared by several cases.

const fakeEmptyOrders = `
import { fetchOrders } from "../services/orders.js";

export async function getOrders(userId: string) {
  try {
    return await fetchOrders(userId);
  } catch (e) {
    return { orders: [], total: 0 }; // Looks like "no orders" but was actually a failure
  }
}
`;

const loadRecentOrders = `
import { listOrders, type OrderPage } from "./orders-service.js";

/** Used by the "customer_summary" tool. */
export async function loadRecentOrders(customerId: string): Promise<OrderPage> {
  try {
    return await listOrders(customerId);
  } catch (e) {
    console.error(e);
    return { orders: [], total: 0 };
  }
}
`;

const tagTotals = `
import { apiService } from "../api-client/index.js";
import { log } from "../internal/logging.js";

export async function tagTotals(organizationSlug: string, projectSlug: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  try {
    const tags = await apiService.listTags({ organizationSlug, projectSlug });
    for (const tag of tags) out[tag.key] = tag.totalValues;
  } catch (e) {
    log(e);
  }
  return out;
}
`;

const findIssue = `
import { apiService, type Issue } from "../api-client/index.js";

export async function findIssue(organizationSlug: string, issueId: string): Promise<Issue | null> {
  try {
    return await apiService.getIssue({ organizationSlug, issueId });
  } catch (error) {
    console.warn("getIssue failed", error);
    return null;
  }
}
`;

const issueOrUndefined = `
import { apiService } from "../api-client/index.js";

export async function issueTitle(organizationSlug: string, issueId: string) {
  try {
    const issue = await apiService.getIssue({ organizationSlug, issueId });
    return issue.title;
  } catch (error) {
    console.warn("getIssue failed", error);
  }
}
`;

const cachedTags = `
import { tagsClient } from "./tags-client.js";

export async function projectTags(projectSlug: string): Promise<string[]> {
  return tagsClient.list(projectSlug).catch(() => null);
}
`;

const quietLookup = `
import { fetchOwner } from "./owners.js";

export async function ownerOf(path: string) {
  const owner = await fetchOwner(path).catch((error) => {
    console.warn("ownership lookup failed", error);
  });
  return owner ?? "unassigned";
}
`;

// ---------------------------------------------------------------------------------------------------
// Cases that give the same answer with and without type information.

/** GitLab's version probe: `null` is already the function's "unavailable", under its own check of the response. */
const versionProbe = `
interface VersionMetadata {
  version: string;
  revision: string;
}

export async function latestRelease(apiUrl: string): Promise<VersionMetadata | null> {
  try {
    const response = await fetch(\`\${apiUrl}/version\`);
    if (!response.ok) return null;
    const data = (await response.json()) as VersionMetadata;
    return { version: data.version, revision: data.revision };
  } catch {
    return null;
  }
}
`;

const valid: Valid[] = [
  {
    name: "reportNullish: null returned by the catch and by the function's own check of a failed response: null already means unavailable there (GitLab's version probe)",
    options: STRICT,
    code: versionProbe,
  },
  {
    name: "narrowing through a selection: a const that holds the error only when it is a specific one (the AI SDK's generateImage)",
    options: STRICT,
    code: `
import { RetryError } from "ai";
import { RetryableNoImageResultError } from "./errors.js";
import { generateOnce } from "./generate.js";

export async function generateWithRetries(prompt: string): Promise<string[]> {
  const images: string[] = [];
  try {
    images.push(...(await generateOnce(prompt)));
    return images;
  } catch (error) {
    const noImageResultError =
      error instanceof RetryableNoImageResultError
        ? error
        : RetryError.isInstance(error) && error.lastError instanceof RetryableNoImageResultError
          ? error.lastError
          : undefined;
    if (noImageResultError != null) {
      return images;
    }
    const notFound = error instanceof RetryError ? undefined : (error as { status?: number }).status === 404 && error;
    if (notFound) return [];
    throw error;
  }
}
`,
  },
  {
    name: "a schema's fallback, not a promise's rejection handler: the chain goes on with a method promises do not have",
    options: STRICT,
    code: `
import { z } from "zod";

export const issueFilter = z
  .object({ query: z.string().max(200), limit: z.number().int().max(100) })
  .catch(() => null)
  .nullable();

export function parseCursor(raw: unknown) {
  return (z.string().base64() as any).catch(() => "").safeParse(raw);
}
`,
  },
  {
    name: "the No-Fake-Empty-Data convention, the good version: a caught failure becomes an MCPError",
    code: `
import { MCPErrorCode, MCPErrorFactory, RecoveryHint } from "./errors.js";
import { fetchOrders } from "./orders.js";

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
}
`,
  },
  {
    name: "Sentry's MCP server's tool handler: `isError: true` is an error signal",
    code: `
import { MCPErrorCode, MCPErrorFactory } from "./errors.js";
import { orderService } from "./services.js";

export async function handleGetOrder(orderId: string) {
  try {
    const order = await orderService.getById(orderId);
    return { content: [{ type: "text", text: JSON.stringify(order, null, 2) }] };
  } catch (err) {
    const error = MCPErrorFactory.create(MCPErrorCode.INTERNAL_ERROR, "Failed to retrieve order", { details: { orderId } });
    return { isError: true, content: [] };
  }
}
`,
  },
  {
    name: "the `{ ok, error, errorType }` convention: `{ ok: false, error, errorType }` next to an empty list is an error, not an empty success",
    code: `
import { readdir } from "node:fs/promises";

export async function listDirectory(path: string) {
  try {
    return { ok: true, data: await readdir(path) };
  } catch (error) {
    return { ok: false, data: [], error: \`Failed to read directory: \${path}\`, errorType: "execution" };
  }
}
`,
  },
  {
    name: "the `toolError:v1` convention: a toolError:v1 payload",
    code: `
export async function searchPatterns(query: string) {
  try {
    return await patternsApi.search(query);
  } catch {
    return { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true, results: [] };
  }
}
`,
  },
  {
    name: "an empty page with `status: \"error\"` and an `error` property",
    code: `
export async function loadOrders(userId: string) {
  try {
    return await fetchOrders(userId);
  } catch (e) {
    return { orders: [], total: 0, status: "error", error: "Order service unavailable" };
  }
}
`,
  },
  {
    name: "an error result kept in a module constant (with a spread)",
    code: `
const ORDERS_UNAVAILABLE = { ok: false, error: "Order service unavailable", errorType: "execution" } as const;

export async function loadOrders(userId: string) {
  try {
    return await fetchOrders(userId);
  } catch (e) {
    return { ...ORDERS_UNAVAILABLE, orders: [] };
  }
}
`,
  },
  {
    name: "logging and rethrowing",
    code: `
export async function loadOrders(userId: string) {
  try {
    return await fetchOrders(userId);
  } catch (e) {
    console.error("order service failed", e);
    throw e;
  }
}
`,
  },
  {
    name: "narrowing on a specific error first: not found means empty (issue example)",
    code: `
import { NotFoundError } from "./errors.js";

export async function listComments(issueId: string) {
  try {
    return await commentsApi.list(issueId);
  } catch (e) {
    if (e instanceof NotFoundError) return [];
    throw e;
  }
}
`,
  },
  {
    name: "narrowing through an early rethrow of everything else (aliased import)",
    code: `
import { ApiNotFoundError as NotFound } from "../api-client/errors.js";

export async function listProjectIssues(organizationSlug: string, query: string) {
  try {
    return await apiService.listIssues({ organizationSlug, query });
  } catch (error) {
    if (!(error instanceof NotFound)) {
      throw error;
    }
    console.warn("project not found, treating as no issues");
    return { issues: [], total: 0 };
  }
}
`,
  },
  {
    name: "narrowing on an errno code (a directory that does not exist has no entries)",
    code: `
import { readdir } from "node:fs/promises";

export async function listSnapshots(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      return [];
    }
    throw error;
  }
}
`,
  },
  {
    name: "narrowing on a status read into a constant, with `&&`",
    code: `
import { ApiError } from "../api-client/errors.js";

export async function listReleases(organizationSlug: string, projectSlug: string) {
  try {
    return await apiService.listReleases({ organizationSlug, projectSlug });
  } catch (error) {
    const status = (error as ApiError).status;
    if (error instanceof ApiError && status === 404) return [];
    throw error;
  }
}
`,
  },
  {
    name: "narrowing with a guard `if (code !== ...) throw` and a destructured catch parameter",
    code: `
export async function readCache(key: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(cachePath(key), "utf8"));
  } catch ({ code }) {
    if (code !== "ENOENT") throw new Error("cache unreadable");
    return {};
  }
}
`,
  },
  {
    name: "narrowing in a switch on the error code",
    code: `
export async function listBranches(repo: string) {
  try {
    return await git.branches(repo);
  } catch (error) {
    switch ((error as { code?: string }).code) {
      case "EMPTY_REPOSITORY":
        return [];
      default:
        throw error;
    }
  }
}
`,
  },
  {
    name: "narrowing on the error text",
    code: `
export async function listWebhooks(projectId: string) {
  try {
    return await hooksApi.list(projectId);
  } catch (error) {
    if (error instanceof Error && error.message.includes("webhooks are disabled")) return [];
    throw error;
  }
}
`,
  },
  {
    name: "a `.catch()` handler that narrows first",
    code: `
import { ApiNotFoundError } from "../api-client/errors.js";

export const loadComments = (issueId: string) =>
  commentsApi.list(issueId).catch((error) => {
    if (error instanceof ApiNotFoundError) return [];
    throw error;
  });
`,
  },
  {
    name: "a `.catch()` handler that narrows in a conditional expression",
    code: `
import { ApiNotFoundError } from "../api-client/errors.js";

export const loadComments = (issueId: string) =>
  commentsApi.list(issueId).catch((error) => (error instanceof ApiNotFoundError ? [] : Promise.reject(error)));
`,
  },
  {
    name: "synchronous parsing only: null and false are fine (also with reportNullish)",
    options: STRICT,
    code: `
interface Cursor {
  offset: number;
}

export function parseCursor(raw: string): Cursor | null {
  try {
    return JSON.parse(raw) as Cursor;
  } catch {
    return null;
  }
}

export function isValidUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
`,
  },
  {
    name: "null and undefined sentinels after awaited I/O are allowed by default",
    code: findIssue + issueOrUndefined.replace("import { apiService } from \"../api-client/index.js\";\n", "") + cachedTags + quietLookup,
  },
  {
    name: "`false` after awaited I/O is a boolean answer (also with reportNullish)",
    options: STRICT,
    code: `
export async function isReachable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "HEAD" });
    return response.ok;
  } catch {
    return false;
  }
}
`,
  },
  {
    name: "a try without calls cannot fail at run time in the sense of this rule",
    code: `
const cache: Record<string, { items: string[] }> = {};

export function cachedItems(key: string): string[] {
  try {
    return cache[key]!.items;
  } catch {
    return [];
  }
}
`,
  },
  {
    name: "a try that only logs and throws its own error",
    code: `
export function assertConfigured(token: string | undefined): string[] {
  try {
    console.debug("checking token");
    if (!token) throw new ConfigurationError("SENTRY_TOKEN is not set");
    return [token];
  } catch {
    return [];
  }
}
`,
  },
  {
    name: "a `.catch(() => [])` whose value is discarded: no data flows out",
    code: `
export function warmCaches(organizationSlug: string): void {
  void apiService.listProjects(organizationSlug).catch(() => []);
  prefetchIssues(organizationSlug).catch(() => ({ issues: [] }));
}
`,
  },
  {
    name: "fire-and-forget `.catch(() => {})` (also with reportNullish)",
    options: STRICT,
    code: `
export function trackToolCall(toolName: string): void {
  sendTelemetry({ event: "tool_call", toolName }).catch(() => {});
}
`,
  },
  {
    name: "fire-and-forget `.catch(() => {})` as a discarded operand: of `||` in a comma expression, a conditional statement's branches (Shopify's dev MCP)",
    options: STRICT,
    code: `
export async function searchDocs(args: { query: string }, skipUsage: boolean) {
  const result = await fetchDocs(args.query);
  return skipUsage || recordUsage("search_docs", args, result).catch(() => {}), result;
}
export function trackOutcome(ok: boolean, toolName: string): void {
  ok ? recordUsage(toolName, {}, "ok").catch(() => {}) : recordUsage(toolName, {}, "failed").catch(() => ({}));
}
`,
  },
  {
    name: "`.then()` without a rejection handler, and a `.catch()` with a value argument",
    code: `
export const releaseVersions = (organizationSlug: string, projectSlug: string) =>
  apiService.listReleases({ organizationSlug, projectSlug }).then((releases) => releases.map((release) => release.version), undefined);
export const tagsSchema = z.array(z.string()).catch([]);
`,
  },
  {
    name: "the empty value belongs to the try block or to a nested function, not to the handler",
    code: `
export async function loadOrders(userId: string) {
  try {
    const page = await fetchOrders(userId);
    if (!page) return { orders: [], total: 0 };
    return page;
  } catch (error) {
    retryQueue.onDrain(() => []);
    throw new DependencyError("Order service unavailable", { cause: error });
  }
}
`,
  },
  {
    name: "an accumulator that is also filled after the try",
    code: `
export async function collectRows(projectSlug: string): Promise<string[]> {
  const rows: string[] = [];
  try {
    rows.push(...(await remoteRows(projectSlug)));
  } catch (e) {
    console.warn(e);
  }
  rows.push(...localRows(projectSlug));
  return rows;
}
`,
  },
  {
    name: "an accumulator whose catch rethrows, or records the error in it",
    code: `
export async function tagTotals(projectSlug: string) {
  const out: Record<string, number> = {};
  try {
    for (const tag of await api.listTags(projectSlug)) out[tag.key] = tag.totalValues;
  } catch (e) {
    log(e);
    throw e;
  }
  return out;
}

export async function releaseHealth(projectSlug: string) {
  const result: { sessions: number[]; error?: string } = { sessions: [] };
  try {
    result.sessions = await api.sessions(projectSlug);
  } catch (e) {
    result.error = "Session data unavailable";
  }
  return result;
}
`,
  },
  {
    name: "an error kept for a rethrow in `finally` (tslib's __read, typed)",
    code: `
export function readPairs<T>(iterable: Iterable<T>, limit?: number): T[] {
  const iterator = iterable[Symbol.iterator]();
  const items: T[] = [];
  let result: IteratorResult<T> | undefined;
  let failure: { error: unknown } | undefined;
  try {
    while ((limit === undefined || limit-- > 0) && !(result = iterator.next()).done) items.push(result.value);
  } catch (error) {
    failure = { error };
  } finally {
    try {
      if (result && !result.done) iterator.return?.();
    } finally {
      if (failure) throw failure.error;
    }
  }
  return items;
}
`,
  },
  {
    name: "an error stored on shared state for the caller to report",
    code: `
export async function syncProjects(state: SyncState, projects: string[]): Promise<string[]> {
  const synced: string[] = [];
  try {
    for (const project of projects) {
      await syncProject(project);
      synced.push(project);
    }
  } catch (error) {
    state.lastError = error;
  }
  return synced;
}
`,
  },
  {
    name: "an empty return after the try that the success path reaches too",
    code: `
export async function cachedTags(key: string): Promise<string[]> {
  try {
    if (await cache.has(key)) return await cache.get(key);
  } catch (error) {
    console.warn(error);
  }
  return [];
}
`,
  },
  {
    name: "flags and null alone are not empty data",
    code: `
export async function permissions(userId: string) {
  try {
    return await authz.check(userId);
  } catch {
    return { allowed: false, reason: null };
  }
}
`,
  },
  {
    name: "a module constant that is mutated is not an empty value",
    code: `
const lastKnownTags: Record<string, number> = {};

export async function tagCounts(projectSlug: string) {
  try {
    const fresh = await api.tagCounts(projectSlug);
    Object.assign(lastKnownTags, fresh);
    return fresh;
  } catch {
    return lastKnownTags;
  }
}
`,
  },
  {
    name: "a function without value returns: the catch only logs (also with reportNullish)",
    options: STRICT,
    code: `
export async function notifyAssignee(issueId: string): Promise<void> {
  try {
    await mailer.send({ template: "assigned", issueId });
  } catch (error) {
    console.warn("could not notify assignee", error);
  }
}
`,
  },
  {
    name: "synchronous I/O returning null is not \"after awaited I/O\" (reportNullish)",
    options: STRICT,
    code: `
import { readFileSync } from "node:fs";

export function readToken(path: string): string | null {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return null;
  }
}
`,
  },
  {
    name: "reportNullish: a narrowed null is an explicit decision",
    options: STRICT,
    code: `
import { ApiNotFoundError } from "../api-client/errors.js";

export async function findIssue(organizationSlug: string, issueId: string) {
  try {
    return await apiService.getIssue({ organizationSlug, issueId });
  } catch (error) {
    if (error instanceof ApiNotFoundError) return null;
    throw error;
  }
}
`,
  },
  {
    name: "a project error signal from the settings",
    settings: { "agent-errors": { errorSignals: { add: [{ property: "failed", value: true }] } } },
    code: `
export async function exportRows(query: string) {
  try {
    return await warehouse.query(query);
  } catch {
    return { failed: true, rows: [] };
  }
}
`,
  },
  {
    name: "a 700-term `&&` narrowing test (flattened, not recursed)",
    code: `
import { ApiNotFoundError } from "../api-client/errors.js";
export async function load(id: string) {
  try {
    return await api.get(id);
  } catch (e) {
    if (e instanceof ApiNotFoundError${" && ready".repeat(700)}) return [];
    throw e;
  }
}
`,
  },
  {
    name: "a 700-term `||` narrowing test where every term narrows",
    code: `
export async function load(id: string) {
  try {
    return await api.get(id);
  } catch (e) {
    if ((e as { code: string }).code === "ENOENT"${' || (e as { code: string }).code === "ENOTDIR"'.repeat(700)}) return [];
    throw e;
  }
}
`,
  },
];

const invalid: Invalid[] = [
  (() => {
    // scira's web search (lib/tools/web-search.ts): the agent's own query echoed beside the empty results labels
    // them; an outage reads as "nothing found for <query>".
    const code = `
import { tool } from "ai";
import { z } from "zod";
import { searchApi } from "./search.js";

export const webSearch = tool({
  description: "Search the web",
  inputSchema: z.object({ query: z.string(), queries: z.array(z.string()) }),
  execute: async ({ query, queries }) => {
    try {
      const results = await searchApi(query);
      return { query, results };
    } catch (error) {
      console.warn("search failed", error);
      return { query, results: [] };
    }
  },
});

export const batchSearch = tool({
  description: "Search the web for several queries",
  inputSchema: z.object({ queries: z.array(z.string()) }),
  execute: async ({ queries }) => {
    try {
      return { searches: await Promise.all(queries.map(async (query) => ({ query, results: await searchApi(query) }))) };
    } catch (error) {
      console.warn("batch search failed", error);
      return { searches: queries.map((query) => ({ query, results: [] })) };
    }
  },
});
`;
    return {
      name: "an empty result labelled with the caller's input (`{ query, results: [] }`, one per query by `queries.map`) is still empty",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 15,
          suggestions: [
            rethrow("error", edit(code, ["return { query, results: [] };", "throw error;"])),
            returnError(errorProperty("searchApi"), edit(code, ["return { query, results: [] };", `return ${errorProperty("searchApi")};`])),
          ],
        },
        {
          messageId: "emptyFallback",
          line: 28,
          suggestions: [
            rethrow("error", edit(code, ["return { searches: queries.map((query) => ({ query, results: [] })) };", "throw error;"])),
            returnError(errorProperty("execute"), edit(code, ["return { searches: queries.map((query) => ({ query, results: [] })) };", `return ${errorProperty("execute")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
import { fetchReleases } from "./api.js";

export async function listReleases(projectSlug: string): Promise<string[]> {
  try {
    return await fetchReleases(projectSlug);
  } catch (error) {
    const failure = error instanceof TypeError ? undefined : error;
    if (failure != null) {
      return [];
    }
    throw error;
  }
}
`;
    return {
      name: "a selection that can hold any error does not narrow",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 10,
          suggestions: [
            rethrow("error", edit(code, ["return [];", "throw error;"])),
            returnError(errorProperty("fetchReleases"), edit(code, ["return [];", `return ${errorProperty("fetchReleases")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
import { apiService } from "./api.js";

export async function listProjectNames(organizationSlug: string): Promise<string[]> {
  return apiService
    .listProjects(organizationSlug)
    .catch(() => [])
    .then((projects) => projects.map((project) => project.slug))
    .finally(() => undefined);
}
`;
    return {
      name: "a promise chain that goes on with then and finally after the fallback is still a promise",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 7,
          suggestions: [
            propagate(edit(code, ["\n    .catch(() => [])", ""])),
            returnError(errorProperty("apiService.listProjects"), edit(code, ["() => []", `() => (${errorProperty("apiService.listProjects")})`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  {
    name: "the No-Fake-Empty-Data convention, the bad version: an empty page in the catch",
    code: fakeEmptyOrders,
    errors: [
      {
        messageId: "emptyFallback",
        line: 8,
        column: 12,
        endLine: 8,
        endColumn: 36,
        data: {
          value: "`{ orders: [], total: 0 }`",
          operation: "`fetchOrders()`",
          source: "the failure caught at line 7",
          errorShape: errorProperty("fetchOrders"),
        },
        suggestions: [
          rethrow("e", edit(fakeEmptyOrders, ["return { orders: [], total: 0 };", "throw e;"])),
          returnError(errorProperty("fetchOrders"), edit(fakeEmptyOrders, ["{ orders: [], total: 0 }", errorProperty("fetchOrders")])),
        ],
      },
    ],
  },
  {
    name: "logging does not excuse it (the examples' loadRecentOrders)",
    code: loadRecentOrders,
    errors: [
      {
        messageId: "emptyFallback",
        line: 10,
        column: 12,
        suggestions: [
          rethrow("e", edit(loadRecentOrders, ["return { orders: [], total: 0 };", "throw e;"])),
          returnError(errorProperty("listOrders"), edit(loadRecentOrders, ["{ orders: [], total: 0 }", errorProperty("listOrders")])),
        ],
      },
    ],
  },
  (() => {
    const code = `
import * as Sentry from "@sentry/node";
import { apiService } from "../api-client/index.js";

export async function listProjectReleases(organizationSlug: string, projectSlug: string) {
  try {
    return await apiService.listReleases({ organizationSlug, projectSlug });
  } catch (error) {
    Sentry.captureException(error);
    return [];
  }
}
`;
    return {
      name: "capturing the error does not excuse it either",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 10,
          column: 12,
          data: { value: "`[]`", operation: "`apiService.listReleases()`", source: "the failure caught at line 8", errorShape: errorProperty("apiService.listReleases") },
          suggestions: [
            rethrow("error", edit(code, ["return [];", "throw error;"])),
            returnError(errorProperty("apiService.listReleases"), edit(code, ["return [];", `return ${errorProperty("apiService.listReleases")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
import { readFile } from "node:fs/promises";

export async function readReleaseNotes(path: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch {
    return "";
  }
}
`;
    return {
      name: "an empty string from an empty catch: the rethrow suggestion binds the error",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 8,
          data: { value: '`""`', operation: "`readFile()`", source: "the failure caught at line 7", errorShape: errorProperty("readFile") },
          suggestions: [
            rethrow("error", edit(code, ["} catch {", "} catch (error) {"], ['return "";', "throw error;"])),
            returnError(errorProperty("readFile"), edit(code, ['return "";', `return ${errorProperty("readFile")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function indexTagsByKey(organizationSlug: string, projectSlug: string): Promise<Map<string, TagSummary>> {
  try {
    const tags = await apiService.listTags({ organizationSlug, projectSlug });
    return new Map(tags.map((tag) => [tag.key, tag]));
  } catch (error) {
    console.warn("Could not load tags", error);
    return new Map();
  }
}

export async function knownReleases(projectSlug: string): Promise<Set<string>> {
  try {
    return new Set(await releases.versions(projectSlug));
  } catch (error) {
    return new Set<string>([]);
  }
}
`;
    return {
      name: "empty Map and Set",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 8,
          suggestions: [
            rethrow("error", edit(code, ["return new Map();", "throw error;"])),
            returnError(errorProperty("apiService.listTags"), edit(code, ["new Map();", `${errorProperty("apiService.listTags")};`])),
          ],
        },
        {
          messageId: "emptyFallback",
          line: 16,
          data: { value: "`new Set<string>([])`", operation: "`releases.versions()`", source: "the failure caught at line 15", errorShape: errorProperty("releases.versions") },
          suggestions: [
            rethrow("error", edit(code, ["return new Set<string>([]);", "throw error;"])),
            returnError(errorProperty("releases.versions"), edit(code, ["new Set<string>([])", errorProperty("releases.versions")])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
const SETTINGS_URL = process.env.SETTINGS_URL ?? "https://settings.internal.example.com";

export async function loadProjectSettings(projectId: string): Promise<Record<string, string>> {
  try {
    const response = await fetch(\`\${SETTINGS_URL}/projects/\${projectId}/settings\`);
    return (await response.json()) as Record<string, string>;
  } catch {
    return {};
  }
}
`;
    return {
      name: "an empty object",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 9,
          column: 12,
          suggestions: [
            rethrow("error", edit(code, ["} catch {", "} catch (error) {"], ["return {};", "throw error;"])),
            returnError(errorProperty("fetch"), edit(code, ["return {};", `return ${errorProperty("fetch")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
import { readdir } from "node:fs/promises";

export async function listDirectory(path: string): Promise<ToolResponse<string[]>> {
  try {
    const entries = await readdir(path);
    return { ok: true, data: entries };
  } catch (error) {
    return { ok: true, data: [] };
  }
}
`;
    const shape = '{ ok: false, error: "readdir failed", errorType: "execution" }';
    return {
      name: "the `{ ok, error, errorType }` convention's success shape with empty data; the ok-false error shape",
      code,
      settings: { "agent-errors": { errorResponse: "ok-false" } },
      errors: [
        {
          messageId: "emptyFallback",
          line: 9,
          data: { value: "`{ ok: true, data: [] }`", operation: "`readdir()`", source: "the failure caught at line 8", errorShape: shape },
          suggestions: [
            rethrow("error", edit(code, ["return { ok: true, data: [] };", "throw error;"])),
            returnError(shape, edit(code, ["return { ok: true, data: [] };", `return ${shape};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function registerIssueTools(server: McpServer): void {
  server.registerTool("list_issues", { inputSchema: { organizationSlug: z.string(), query: z.string() } }, async ({ organizationSlug, query }) => {
    try {
      const issues = await apiService.listIssues({ organizationSlug, query });
      return { content: issues.map((issue) => ({ type: "text", text: \`\${issue.shortId}: \${issue.title}\` })) };
    } catch (error) {
      return { content: [] };
    }
  });
}
`;
    // An MCP tool's error is a CallToolResult: isError, the text, and the toolError:v1 payload as structuredContent.
    const shape =
      '{ isError: true, content: [{ type: "text", text: "apiService.listIssues failed" }], structuredContent: { kind: "toolError:v1", code: "UNKNOWN_ERROR", message: "apiService.listIssues failed", retryable: false } }';
    return {
      name: "an MCP result without content; the toolError:v1 error shape inside a CallToolResult",
      code,
      settings: { "agent-errors": { errorResponse: "tool-error-v1" } },
      errors: [
        {
          messageId: "emptyFallback",
          line: 11,
          suggestions: [
            rethrow("error", edit(code, ["return { content: [] };", "throw error;"])),
            returnError(shape, edit(code, ["return { content: [] };", `return ${shape};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    // The default style in an MCP tool: the error result is a CallToolResult, not `{ error }` (which does not
    // type-check as one); the same inside the tool when the empty value is a local it returns.
    const code = `
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function registerAlertTools(server: McpServer, monitoring: { listAlerts(service: string): Promise<{ id: string; title: string }[]> }): void {
  server.registerTool("list_alerts", { inputSchema: { service: z.string() } }, async ({ service }) => {
    try {
      const alerts = await monitoring.listAlerts(service);
      return { content: alerts.map((alert) => ({ type: "text" as const, text: alert.title })), structuredContent: { alerts } };
    } catch {
      return { content: [], structuredContent: { alerts: [] } };
    }
  });
}
`;
    const shape = '{ isError: true, content: [{ type: "text", text: "monitoring.listAlerts failed" }] }';
    return {
      name: "an MCP tool's empty CallToolResult: the error result suggested is a CallToolResult with isError",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 11,
          suggestions: [
            rethrow("error", edit(code, ["} catch {\n      return { content: [], structuredContent: { alerts: [] } };", "} catch (error) {\n      throw error;"])),
            returnError(shape, edit(code, ["return { content: [], structuredContent: { alerts: [] } };", `return ${shape};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function searchIssues(query: string, cursor?: string) {
  try {
    return await issuesApi.search({ query, cursor });
  } catch (err) {
    logger.error({ err }, "issue search failed");
    return { issues: [], nextCursor: null, hasMore: false };
  }
}
`;
    return {
      name: "an empty page with null and false paging fields",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 7,
          suggestions: [
            rethrow("err", edit(code, ["return { issues: [], nextCursor: null, hasMore: false };", "throw err;"])),
            returnError(errorProperty("issuesApi.search"), edit(code, ["{ issues: [], nextCursor: null, hasMore: false }", errorProperty("issuesApi.search")])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
const EMPTY_PAGE: OrderPage = Object.freeze({ orders: [], total: 0 });
const NO_TAGS = [] as const;

export async function loadRecentOrders(customerId: string): Promise<OrderPage> {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (error) {
    logger.warn({ error }, "order service unavailable");
    return { ...EMPTY_PAGE };
  }
}

export async function loadOrdersPage(customerId: string): Promise<OrderPage> {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (error) {
    return EMPTY_PAGE;
  }
}

export async function loadTags(projectSlug: string): Promise<readonly string[]> {
  try {
    return await tagsClient.list(projectSlug);
  } catch (error) {
    return [...NO_TAGS];
  }
}
`;
    return {
      name: "spreads and references of module-level empty constants",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 10,
          data: {
            value: "`{ ...EMPTY_PAGE }` (`Object.freeze({ orders: [], total: 0 })`, from line 2)",
            operation: "`ordersClient.listOrders()`",
            source: "the failure caught at line 8",
            errorShape: errorProperty("ordersClient.listOrders"),
          },
          suggestions: [
            rethrow("error", edit(code, ["return { ...EMPTY_PAGE };", "throw error;"])),
            returnError(errorProperty("ordersClient.listOrders"), edit(code, ["{ ...EMPTY_PAGE }", errorProperty("ordersClient.listOrders")])),
          ],
        },
        {
          messageId: "emptyFallback",
          line: 18,
          data: {
            value: "`EMPTY_PAGE` (`Object.freeze({ orders: [], total: 0 })`, from line 2)",
            operation: "`ordersClient.listOrders()`",
            source: "the failure caught at line 17",
            errorShape: errorProperty("ordersClient.listOrders"),
          },
          suggestions: [
            rethrow("error", edit(code, ["return EMPTY_PAGE;", "throw error;"])),
            returnError(errorProperty("ordersClient.listOrders"), edit(code, ["return EMPTY_PAGE;", `return ${errorProperty("ordersClient.listOrders")};`])),
          ],
        },
        {
          messageId: "emptyFallback",
          line: 26,
          suggestions: [
            rethrow("error", edit(code, ["return [...NO_TAGS];", "throw error;"])),
            returnError(errorProperty("tagsClient.list"), edit(code, ["[...NO_TAGS]", errorProperty("tagsClient.list")])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
const emptyPage = (): OrderPage => ({ orders: [], total: 0 });

export async function loadOrders(customerId: string): Promise<OrderPage> {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (error) {
    return emptyPage();
  }
}
`;
    return {
      name: "a local zero-argument factory of an empty page",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 8,
          data: {
            value: "`emptyPage()` (`{ orders: [], total: 0 }`, from line 2)",
            operation: "`ordersClient.listOrders()`",
            source: "the failure caught at line 7",
            errorShape: errorProperty("ordersClient.listOrders"),
          },
          suggestions: [
            rethrow("error", edit(code, ["return emptyPage();", "throw error;"])),
            returnError(errorProperty("ordersClient.listOrders"), edit(code, ["return emptyPage();", `return ${errorProperty("ordersClient.listOrders")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function customerSummary(customerId: string) {
  const { orders, total } = await fetchOrders(customerId).catch(() => ({ orders: [], total: 0 }));
  const failed = orders.filter((order) => order.status === "failed").length;
  return \`\${total} recent orders, \${failed} failed payments.\`;
}
`;
    return {
      name: "`.catch(() => emptyPage)` whose value is used",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 3,
          column: 72,
          data: {
            value: "`{ orders: [], total: 0 }`",
            operation: "`fetchOrders()`",
            source: "handled by `.catch()` at line 3",
            errorShape: errorProperty("fetchOrders"),
          },
          suggestions: [
            propagate(edit(code, [".catch(() => ({ orders: [], total: 0 }))", ""])),
            returnError(errorProperty("fetchOrders"), edit(code, ["({ orders: [], total: 0 })", `(${errorProperty("fetchOrders")})`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export const releaseVersions = async (organizationSlug: string, projectSlug: string) => {
  const versions = await apiService.listReleases({ organizationSlug, projectSlug }).catch(() => []);
  return versions.map((release) => release.version);
};
`;
    return {
      name: "`.catch(() => [])` in an arrow: the error shape needs parentheses as an arrow body",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 3,
          suggestions: [
            propagate(edit(code, [".catch(() => [])", ""])),
            returnError(errorProperty("apiService.listReleases"), edit(code, ["() => []", `() => (${errorProperty("apiService.listReleases")})`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export const releaseVersions = async (organizationSlug: string, projectSlug: string, cached?: string[]) => {
  const versions = cached ?? (await apiService.listReleases({ organizationSlug, projectSlug }).catch(() => []));
  return versions.length > 0 ? versions : projectSlug ? await apiService.listTags({ organizationSlug, projectSlug }).catch(() => []) : [];
};
`;
    return {
      name: "`.catch(() => [])` as the operand of `??` or a branch of `?:` whose value is used: the fallback flows out as the expression's",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 3,
          suggestions: [
            propagate(edit(code, [").catch(() => []));", "));"])),
            returnError(errorProperty("apiService.listReleases"), edit(code, ["() => []));", `() => (${errorProperty("apiService.listReleases")})));`])),
          ],
        },
        {
          messageId: "emptyFallback",
          line: 4,
          suggestions: [
            propagate(edit(code, [").catch(() => []) : []", ") : []"])),
            returnError(errorProperty("apiService.listTags"), edit(code, ["() => []) : []", `() => (${errorProperty("apiService.listTags")})) : []`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export function releaseVersions(organizationSlug: string, projectSlug: string): Promise<string[]> {
  return apiService
    .listReleases({ organizationSlug, projectSlug })
    .then((releases) => releases.map((release) => release.version), () => []);
}
`;
    return {
      name: "the rejection callback of `.then(onOk, onFail)`",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 5,
          data: {
            value: "`[]`",
            operation: "`apiService.listReleases()`",
            source: "handled by the rejection callback of `.then()` at line 5",
            errorShape: errorProperty("apiService.listReleases"),
          },
          suggestions: [
            propagate(edit(code, [", () => []", ""])),
            returnError(errorProperty("apiService.listReleases"), edit(code, ["() => []", `() => (${errorProperty("apiService.listReleases")})`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function listAlertRules(projectSlug: string) {
  const rules = await alertsApi.list(projectSlug).catch((error) => {
    logger.warn({ error }, "alert rules unavailable");
    return [];
  });
  return rules.filter((rule) => rule.enabled);
}
`;
    return {
      name: "a `.catch()` callback with a block body: rethrow keeps the logging",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 5,
          suggestions: [
            rethrow("error", edit(code, ["return [];", "throw error;"])),
            returnError(errorProperty("alertsApi.list"), edit(code, ["return [];", `return ${errorProperty("alertsApi.list")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function listMembers(teamSlug: string) {
  return await teamsApi.members(teamSlug).catch(async () => {
    console.error("members lookup failed");
    return [];
  });
}
`;
    return {
      name: "a `.catch()` callback without a parameter: rethrow binds the error",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 5,
          suggestions: [
            rethrow("error", edit(code, ["async () => {", "async (error) => {"], ["return [];", "throw error;"])),
            returnError(errorProperty("teamsApi.members"), edit(code, ["return [];", `return ${errorProperty("teamsApi.members")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
const tagCache = new Map<string, string[]>();

export async function projectTags(projectSlug: string): Promise<string[]> {
  try {
    const tags = await tagsClient.list(projectSlug);
    tagCache.set(projectSlug, tags);
    return tags;
  } catch (error) {
    return tagCache.get(projectSlug) ?? [];
  }
}
`;
    return {
      name: "the empty fallback of `??` in the catch: only the error shape is offered",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 10,
          column: 41,
          suggestions: [returnError(errorProperty("tagsClient.list"), edit(code, ["?? [];", `?? ${errorProperty("tagsClient.list")};`]))],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function loadOrders(userId: string) {
  try {
    return await fetchOrders(userId);
  } catch (e) {
    return { orders: [] /* see ORD-12 */, total: 0 };
  }
}

export const recentReleases = async (projectSlug: string) =>
  await releasesApi.list(projectSlug).catch(() => /* offline */ []);
`;
    return {
      name: "no suggestion drops a comment",
      code,
      errors: [
        { messageId: "emptyFallback", line: 6, suggestions: [] },
        {
          messageId: "emptyFallback",
          line: 11,
          suggestions: [returnError(errorProperty("releasesApi.list"), edit(code, ["/* offline */ []", `/* offline */ (${errorProperty("releasesApi.list")})`]))],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function searchIssues(query: string, { lenient = false } = {}) {
  try {
    return await issuesApi.search(query);
  } catch (error) {
    return lenient ? [] : Promise.reject(error);
  }
}
`;
    return {
      name: "one branch of a conditional in the catch",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 6,
          column: 22,
          endColumn: 24,
          suggestions: [returnError(errorProperty("issuesApi.search"), edit(code, ["? [] :", `? ${errorProperty("issuesApi.search")} :`]))],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
import { ApiServerError } from "../api-client/errors.js";

export async function listIssues(organizationSlug: string, query: string) {
  try {
    return await apiService.listIssues({ organizationSlug, query });
  } catch (error) {
    if (error instanceof ApiServerError) {
      return { issues: [], total: 0 };
    }
    if (error instanceof Error) return [];
    if ((error as { status?: number }).status === 503) return [];
    throw error;
  }
}
`;
    return {
      name: "narrowing on a server error, on Error itself or on a 5xx status is no excuse: an outage must not look empty",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 9,
          suggestions: [
            rethrow("error", edit(code, ["return { issues: [], total: 0 };", "throw error;"])),
            returnError(errorProperty("apiService.listIssues"), edit(code, ["{ issues: [], total: 0 }", errorProperty("apiService.listIssues")])),
          ],
        },
        {
          messageId: "emptyFallback",
          line: 11,
          suggestions: [
            rethrow("error", edit(code, ["if (error instanceof Error) return [];", "if (error instanceof Error) throw error;"])),
            returnError(errorProperty("apiService.listIssues"), edit(code, ["if (error instanceof Error) return [];", `if (error instanceof Error) return ${errorProperty("apiService.listIssues")};`])),
          ],
        },
        {
          messageId: "emptyFallback",
          line: 12,
          suggestions: [
            rethrow("error", edit(code, ["=== 503) return [];", "=== 503) throw error;"])),
            returnError(errorProperty("apiService.listIssues"), edit(code, ["=== 503) return [];", `=== 503) return ${errorProperty("apiService.listIssues")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
import { ApiNotFoundError } from "../api-client/errors.js";

export async function listReleases(organizationSlug: string, projectSlug: string) {
  try {
    return await apiService.listReleases({ organizationSlug, projectSlug });
  } catch (error) {
    if (error instanceof ApiNotFoundError) return [];
    console.warn("listing releases failed", error);
    return [];
  }
}
`;
    return {
      name: "only the path that narrowed is excused",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 10,
          suggestions: [
            rethrow("error", edit(code, ["    return [];\n  }", "    throw error;\n  }"])),
            returnError(errorProperty("apiService.listReleases"), edit(code, ["    return [];\n  }", `    return ${errorProperty("apiService.listReleases")};\n  }`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  {
    name: "the accumulator fall-through (issue example), reported at the catch clause",
    code: tagTotals,
    errors: [
      {
        messageId: "emptyFallthrough",
        line: 10,
        column: 5,
        endLine: 10,
        endColumn: 14,
        data: {
          operation: "`apiService.listTags()`",
          target: "`return out;` at line 13",
          value: "`out` as far as the `try` filled it (it starts as `{}` at line 6)",
          errorShape: errorProperty("apiService.listTags"),
        },
        suggestions: [
          rethrow("e", edit(tagTotals, ["    log(e);\n", "    log(e);\n    throw e;\n"])),
          returnError(errorProperty("apiService.listTags"), edit(tagTotals, ["    log(e);\n", `    log(e);\n    return ${errorProperty("apiService.listTags")};\n`])),
        ],
      },
    ],
  },
  (() => {
    const code = `
export async function allIssues(organizationSlug: string, query: string): Promise<Issue[]> {
  const issues: Issue[] = [];
  try {
    for await (const page of apiService.paginateIssues({ organizationSlug, query })) {
      issues.push(...page);
    }
  } catch (error) {
    console.warn("pagination stopped", error);
  }
  return issues;
}
`;
    return {
      name: "an array accumulator filled page by page",
      code,
      errors: [
        {
          messageId: "emptyFallthrough",
          line: 8,
          suggestions: [
            rethrow("error", edit(code, ['error);\n  }', 'error);\n    throw error;\n  }'])),
            returnError(errorProperty("apiService.paginateIssues"), edit(code, ['error);\n  }', `error);\n    return ${errorProperty("apiService.paginateIssues")};\n  }`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function assignees(issueIds: string[]): Promise<Map<string, string>> {
  const byIssue = new Map<string, string>();
  try {
    const issues = await Promise.all(issueIds.map((id) => apiService.getIssue({ organizationSlug: "sentry", issueId: id })));
    for (const issue of issues) if (issue.assignedTo) byIssue.set(issue.id, issue.assignedTo);
  } catch {}
  return byIssue;
}
`;
    return {
      name: "an empty `catch {}` followed by the return of the accumulator",
      code,
      errors: [
        {
          messageId: "emptyFallthrough",
          line: 7,
          column: 5,
          endColumn: 10,
          data: {
            operation: "the `try` block",
            target: "`return byIssue;` at line 8",
            value: "`byIssue` as far as the `try` filled it (it starts as `new Map<string, string>()` at line 3)",
            errorShape: errorProperty("assignees"),
          },
          suggestions: [
            rethrow("error", edit(code, ["} catch {}", "} catch (error) {\n    throw error;\n  }"])),
            returnError(errorProperty("assignees"), edit(code, ["} catch {}", `} catch {\n    return ${errorProperty("assignees")};\n  }`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function openIssues(projectSlug: string): Promise<Issue[]> {
  let issues: Issue[] = [];
  try {
    issues = await issuesApi.list({ projectSlug, status: "unresolved" });
  } catch (error) {
    // the dashboard should still render
    console.warn(error);
  }
  return issues;
}
`;
    return {
      name: "an accumulator assigned in the try, with a comment in the catch",
      code,
      errors: [
        {
          messageId: "emptyFallthrough",
          line: 6,
          suggestions: [
            rethrow("error", edit(code, ["console.warn(error);\n", "console.warn(error);\n    throw error;\n"])),
            returnError(errorProperty("issuesApi.list"), edit(code, ["console.warn(error);\n", `console.warn(error);\n    return ${errorProperty("issuesApi.list")};\n`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function projectTags(organizationSlug: string, projectSlug: string): Promise<TagSummary[]> {
  let tags: TagSummary[];
  try {
    tags = await apiService.listTags({ organizationSlug, projectSlug });
  } catch (error) {
    console.warn("tags unavailable", error);
    tags = [];
  }
  return tags;
}
`;
    return {
      name: "an empty value assigned in the catch and returned after it",
      code,
      errors: [
        {
          messageId: "emptyFallthrough",
          line: 6,
          data: {
            operation: "`apiService.listTags()`",
            target: "`return tags;` at line 10",
            value: "`[]`, which this catch assigns to `tags`",
            errorShape: errorProperty("apiService.listTags"),
          },
          suggestions: [
            rethrow("error", edit(code, ["tags = [];\n", "tags = [];\n    throw error;\n"])),
            returnError(errorProperty("apiService.listTags"), edit(code, ["tags = [];\n", `tags = [];\n    return ${errorProperty("apiService.listTags")};\n`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function recentReleases(organizationSlug: string, projectSlug: string) {
  try {
    const releases = await apiService.listReleases({ organizationSlug, projectSlug });
    return releases.slice(0, 10);
  } catch (error) {
    console.error(error);
  }
  return [];
}
`;
    return {
      name: "an empty return after a try that always returns: only the catch reaches it",
      code,
      errors: [
        {
          messageId: "emptyFallthrough",
          line: 6,
          data: {
            operation: "`apiService.listReleases()`",
            target: "`return [];` at line 9",
            value: "`[]`",
            errorShape: errorProperty("apiService.listReleases"),
          },
          suggestions: [
            rethrow("error", edit(code, ["console.error(error);\n", "console.error(error);\n    throw error;\n"])),
            returnError(errorProperty("apiService.listReleases"), edit(code, ["console.error(error);\n", `console.error(error);\n    return ${errorProperty("apiService.listReleases")};\n`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function tagTotals(projectSlug: string) {
  const out: Record<string, number> = {};
  try {
    for (const tag of await api.listTags(projectSlug)) out[tag.key] = tag.totalValues;
    return out;
  } catch (e) {
    log(e);
    return out;
  }
}
`;
    return {
      name: "the catch returns the accumulator itself",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 9,
          data: {
            value: "`out` (initialised as `{}` at line 3 and filled only in the `try`)",
            operation: "`api.listTags()`",
            source: "the failure caught at line 7",
            errorShape: errorProperty("api.listTags"),
          },
          suggestions: [
            rethrow("e", edit(code, ["    log(e);\n    return out;", "    log(e);\n    throw e;"])),
            returnError(errorProperty("api.listTags"), edit(code, ["    log(e);\n    return out;", `    log(e);\n    return ${errorProperty("api.listTags")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export function parseTags(header: string): string[] {
  try {
    return JSON.parse(header) as string[];
  } catch {
    return [];
  }
}
`;
    return {
      name: "synchronous parsing that falls back to an empty list is still a fake empty result",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 6,
          data: { value: "`[]`", operation: "`JSON.parse()`", source: "the failure caught at line 5", errorShape: errorProperty("JSON.parse") },
          suggestions: [
            rethrow("error", edit(code, ["} catch {", "} catch (error) {"], ["return [];", "throw error;"])),
            returnError(errorProperty("JSON.parse"), edit(code, ["return [];", `return ${errorProperty("JSON.parse")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
import { listOrders } from './orders-service.js'

export async function loadRecentOrders(customerId: string) {
  try {
    return await listOrders(customerId)
  } catch (e) {
    console.error(e)
    return { orders: [], total: 0 }
  }
}
`;
    const shape = "{ kind: 'toolError:v1', code: 'UNKNOWN_ERROR', message: 'listOrders failed', retryable: false }";
    return {
      name: "single quotes and no semicolons: the suggestions follow the file",
      code,
      settings: { "agent-errors": { errorResponse: "tool-error-v1" } },
      errors: [
        {
          messageId: "emptyFallback",
          line: 9,
          suggestions: [
            rethrow("e", edit(code, ["return { orders: [], total: 0 }", "throw e"])),
            returnError(shape, edit(code, ["{ orders: [], total: 0 }", shape])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function load(id: string) {
  try {
    return await api.get(id);
  } catch (e) {
    if (e instanceof ApiNotFoundError${" || retry".repeat(700)}) return [];
    throw e;
  }
}
`;
    return {
      name: "a 700-term `||` test where not every term narrows",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 6,
          suggestions: [
            rethrow("e", edit(code, ["return [];", "throw e;"])),
            returnError(errorProperty("api.get"), edit(code, ["return [];", `return ${errorProperty("api.get")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const nested = `${"[...".repeat(300)}[]${"]".repeat(300)}`;
    const code = `
export async function load(id: string) {
  try {
    return await api.get(id);
  } catch (e) {
    return ${nested};
  }
}
`;
    return {
      name: "300 nested spreads of an empty array are empty",
      code,
      errors: [
        {
          messageId: "emptyFallback",
          line: 6,
          suggestions: [
            rethrow("e", edit(code, [`return ${nested};`, "throw e;"])),
            returnError(errorProperty("api.get"), edit(code, [nested, errorProperty("api.get")])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
];

// ---------------------------------------------------------------------------------------------------
// reportNullish (the strict presets): null and undefined after awaited I/O.

const strictInvalid: Invalid[] = [
  (() => {
    const code = edit(versionProbe, ["    return { version: data.version, revision: data.revision };", "    return data.version ? { version: data.version, revision: data.revision } : null;"]);
    return {
      name: "reportNullish: a failed response returns null, but so does a lookup that found nothing: the catch's null is still ambiguous",
      options: STRICT,
      code,
      errors: [
        {
          messageId: "nullishFallback",
          line: 14,
          data: { value: "`null`", operation: "`fetch()`", source: "the failure caught at line 13", errorShape: errorProperty("fetch") },
          suggestions: [
            rethrow("error", edit(code, ["  } catch {\n    return null;", "  } catch (error) {\n    throw error;"])),
            returnError(errorProperty("fetch"), edit(code, ["  } catch {\n    return null;", `  } catch {\n    return ${errorProperty("fetch")};`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  {
    name: "reportNullish: null after an awaited API call",
    options: STRICT,
    code: findIssue,
    errors: [
      {
        messageId: "nullishFallback",
        line: 9,
        data: { value: "`null`", operation: "`apiService.getIssue()`", source: "the failure caught at line 7", errorShape: errorProperty("apiService.getIssue") },
        suggestions: [
          rethrow("error", edit(findIssue, ["return null;", "throw error;"])),
          returnError(errorProperty("apiService.getIssue"), edit(findIssue, ["return null;", `return ${errorProperty("apiService.getIssue")};`])),
        ],
      },
    ],
  },
  {
    name: "reportNullish: falling off the end of a value-returning function",
    options: STRICT,
    code: issueOrUndefined,
    errors: [
      {
        messageId: "nullishFallthrough",
        line: 8,
        data: { operation: "`apiService.getIssue()`", target: "the end of `issueTitle()`", value: "`undefined`", errorShape: errorProperty("apiService.getIssue") },
        suggestions: [
          rethrow("error", edit(issueOrUndefined, ["error);\n  }", "error);\n    throw error;\n  }"])),
          returnError(errorProperty("apiService.getIssue"), edit(issueOrUndefined, ["error);\n  }", `error);\n    return ${errorProperty("apiService.getIssue")};\n  }`])),
        ],
      },
    ],
  },
  {
    name: "reportNullish: `.catch(() => null)` returned to the caller",
    options: STRICT,
    code: cachedTags,
    errors: [
      {
        messageId: "nullishFallback",
        line: 5,
        data: { value: "`null`", operation: "`tagsClient.list()`", source: "handled by `.catch()` at line 5", errorShape: errorProperty("tagsClient.list") },
        suggestions: [
          propagate(edit(cachedTags, [".catch(() => null)", ""])),
          returnError(errorProperty("tagsClient.list"), edit(cachedTags, ["() => null", `() => (${errorProperty("tagsClient.list")})`])),
        ],
      },
    ],
  },
  {
    name: "reportNullish: a `.catch()` callback that returns nothing, used as a value",
    options: STRICT,
    code: quietLookup,
    errors: [
      {
        messageId: "nullishFallback",
        line: 5,
        column: 46,
        data: {
          value: "`undefined` (the handler returns nothing)",
          operation: "`fetchOwner()`",
          source: "handled by `.catch()` at line 5",
          errorShape: errorProperty("fetchOwner"),
        },
        suggestions: [
          rethrow("error", edit(quietLookup, ["failed\", error);\n", "failed\", error);\n    throw error;\n"])),
          returnError(errorProperty("fetchOwner"), edit(quietLookup, ["failed\", error);\n", `failed", error);\n    return ${errorProperty("fetchOwner")};\n`])),
        ],
      },
    ],
  },
  (() => {
    const code = `
export async function latestDeploy(environment: string): Promise<Deploy | undefined> {
  try {
    const deploys = await deploysApi.list({ environment, limit: 1 });
    return deploys[0];
  } catch {
    return undefined;
  }
}

export async function latestRelease(projectSlug: string): Promise<Release | undefined> {
  try {
    const [release] = await releasesApi.list({ projectSlug, limit: 1 });
    return release;
  } catch (error) {
    console.warn(error);
    return;
  }
}
`;
    return {
      name: "reportNullish: `return undefined` and a bare `return` in a function that returns values",
      options: STRICT,
      code,
      errors: [
        {
          messageId: "nullishFallback",
          line: 7,
          suggestions: [
            rethrow("error", edit(code, ["} catch {", "} catch (error) {"], ["return undefined;", "throw error;"])),
            returnError(errorProperty("deploysApi.list"), edit(code, ["return undefined;", `return ${errorProperty("deploysApi.list")};`])),
          ],
        },
        {
          messageId: "nullishFallback",
          line: 17,
          data: {
            value: "`undefined` (a bare `return`)",
            operation: "`releasesApi.list()`",
            source: "the failure caught at line 15",
            errorShape: errorProperty("releasesApi.list"),
          },
          suggestions: [
            rethrow("error", edit(code, ["    return;\n", "    throw error;\n"])),
            returnError(errorProperty("releasesApi.list"), edit(code, ["    return;\n", `    return ${errorProperty("releasesApi.list")};\n`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
  (() => {
    const code = `
export async function currentUser(token: string) {
  try {
    return await authApi.me(token);
  } catch (error) {
    console.warn("auth lookup failed", error);
  }
  return null;
}
`;
    return {
      name: "reportNullish: a `return null` that only the catch reaches",
      options: STRICT,
      code,
      errors: [
        {
          messageId: "nullishFallthrough",
          line: 5,
          data: { operation: "`authApi.me()`", target: "`return null;` at line 8", value: "`null`", errorShape: errorProperty("authApi.me") },
          suggestions: [
            rethrow("error", edit(code, ["error);\n  }", "error);\n    throw error;\n  }"])),
            returnError(errorProperty("authApi.me"), edit(code, ["error);\n  }", `error);\n    return ${errorProperty("authApi.me")};\n  }`])),
          ],
        },
      ],
    } satisfies Invalid;
  })(),
];

// Without reportNullish the same code is fine (null/undefined sentinels are the default-allowed kind).
const strictCodeValidByDefault: Valid[] = strictInvalid.map((testCase) => ({ name: `${testCase.name} (default options: allowed)`, code: testCase.code }));

// ---------------------------------------------------------------------------------------------------
// Cases whose answer differs with types (the typed fixture project: tests/fixtures/typed/empty-catch/).

const importedEmptyConstants = `
import { ordersClient } from "./empty-catch/client.js";
import { EMPTY_ORDER_RESULT, EMPTY_PAGE, NO_TAGS, emptyIssuePage, type IssuePage, type OrderPage } from "./empty-catch/pagination.js";

export async function loadRecentOrders(customerId: string): Promise<OrderPage> {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (error) {
    console.error(error);
    return { ...EMPTY_PAGE };
  }
}

export async function searchIssues(query: string): Promise<IssuePage> {
  try {
    return await ordersClient.listIssues(query);
  } catch {
    return emptyIssuePage();
  }
}

export async function orderResult(customerId: string) {
  try {
    return { ...(await ordersClient.listOrders(customerId)), hasMore: false };
  } catch (error) {
    return EMPTY_ORDER_RESULT;
  }
}

export async function tagsOf(customerId: string): Promise<readonly string[]> {
  try {
    await ordersClient.listOrders(customerId);
    return ["customer"];
  } catch (error) {
    return [...NO_TAGS];
  }
}
`;

const schemaCatch = `
import { tagList } from "./empty-catch/client.js";

export const lenientTags = tagList.catch(() => []);
`;

const serverSubclass = `
import { UpstreamTimeoutError } from "./project-errors.js";
import { ordersClient } from "./empty-catch/client.js";

export async function loadOrders(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (error) {
    if (error instanceof UpstreamTimeoutError) return { orders: [], total: 0 };
    throw error;
  }
}
`;

const typedOnlyValid: Valid[] = [
  {
    name: "a zod-like schema's `.catch()` is not a promise: nothing asynchronous failed",
    code: schemaCatch,
  },
  {
    name: "imported error results, real defaults and a reassigned `let` are not empty values",
    code: `
import { ordersClient } from "./empty-catch/client.js";
import { DEFAULT_PAGE, ORDERS_UNAVAILABLE, lastSeenPage } from "./empty-catch/pagination.js";

export async function a(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch {
    return ORDERS_UNAVAILABLE;
  }
}
export async function b(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch {
    return DEFAULT_PAGE;
  }
}
export async function c(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch {
    return lastSeenPage;
  }
}
`,
  },
  {
    name: "narrowing on a client-error subclass from another module",
    code: `
import { ProjectNotFoundError } from "./project-errors.js";
import { ordersClient } from "./empty-catch/client.js";

export async function loadOrders(customerId: string) {
  try {
    return await ordersClient.listOrders(customerId);
  } catch (error) {
    if (error instanceof ProjectNotFoundError) return { orders: [], total: 0 };
    throw error;
  }
}
`,
  },
];

const typedOnlyInvalid: Invalid[] = [
  {
    name: "imported empty constants and factories, followed to their module",
    code: importedEmptyConstants,
    errors: [
      {
        messageId: "emptyFallback",
        line: 10,
        data: {
          value: "`{ ...EMPTY_PAGE }` (`{ orders: [], total: 0 }`, from empty-catch/pagination.ts:19)",
          operation: "`ordersClient.listOrders()`",
          source: "the failure caught at line 8",
          errorShape: errorProperty("ordersClient.listOrders"),
        },
        suggestions: [
          rethrow("error", edit(importedEmptyConstants, ["return { ...EMPTY_PAGE };", "throw error;"])),
          returnError(errorProperty("ordersClient.listOrders"), edit(importedEmptyConstants, ["{ ...EMPTY_PAGE }", errorProperty("ordersClient.listOrders")])),
        ],
      },
      {
        messageId: "emptyFallback",
        line: 18,
        data: {
          value: "`emptyIssuePage()` (`{ issues: [], nextCursor: null }`, from empty-catch/pagination.ts:28)",
          operation: "`ordersClient.listIssues()`",
          source: "the failure caught at line 17",
          errorShape: errorProperty("ordersClient.listIssues"),
        },
        suggestions: [
          rethrow("error", edit(importedEmptyConstants, ["} catch {\n    return emptyIssuePage();", "} catch (error) {\n    throw error;"])),
          returnError(errorProperty("ordersClient.listIssues"), edit(importedEmptyConstants, ["return emptyIssuePage();", `return ${errorProperty("ordersClient.listIssues")};`])),
        ],
      },
      {
        messageId: "emptyFallback",
        line: 26,
        suggestions: [
          rethrow("error", edit(importedEmptyConstants, ["return EMPTY_ORDER_RESULT;", "throw error;"])),
          returnError(errorProperty("ordersClient.listOrders"), edit(importedEmptyConstants, ["return EMPTY_ORDER_RESULT;", `return ${errorProperty("ordersClient.listOrders")};`])),
        ],
      },
      {
        messageId: "emptyFallback",
        line: 35,
        suggestions: [
          rethrow("error", edit(importedEmptyConstants, ["return [...NO_TAGS];", "throw error;"])),
          returnError(errorProperty("ordersClient.listOrders"), edit(importedEmptyConstants, ["[...NO_TAGS]", errorProperty("ordersClient.listOrders")])),
        ],
      },
    ],
  },
  {
    name: "narrowing on a server-error subclass from another module is no excuse",
    code: serverSubclass,
    errors: [
      {
        messageId: "emptyFallback",
        line: 9,
        suggestions: [
          rethrow("error", edit(serverSubclass, ["return { orders: [], total: 0 };", "throw error;"])),
          returnError(errorProperty("ordersClient.listOrders"), edit(serverSubclass, ["{ orders: [], total: 0 }", errorProperty("ordersClient.listOrders")])),
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Runs. Every case runs untyped and typed; the typed run must give the same answers except for the
// cases above, which the untyped run checks the other way round below.

const typed = <T extends Valid | Invalid>(cases: T[]): T[] =>
  cases.map((testCase) => ({
    ...testCase,
    name: `${testCase.name} (typed)`,
    filename: typedFixtureFile,
    options: [{ ...testCase.options?.[0], typeAware: true }] as Options,
  }));

/**
 * The cases above are about the shape of a fallback, wherever it is (most are written as the conventions' API
 * helpers, outside any tool): they run with `reportOutsideTools`. The scope has its own cases below.
 */
const everywhere = <T extends Valid | Invalid>(cases: T[]): T[] =>
  cases.map((testCase) => ({ ...testCase, options: [{ reportOutsideTools: true, ...testCase.options?.[0] }] as Options }));

untypedRuleTester().run("no-empty-catch-fallback", rule, {
  valid: everywhere([...valid, ...strictCodeValidByDefault]),
  invalid: everywhere([...invalid, ...strictInvalid]),
});

typedRuleTester().run("no-empty-catch-fallback (typeAware)", rule, {
  valid: typed(everywhere([...valid, ...strictCodeValidByDefault, ...typedOnlyValid])),
  invalid: typed(everywhere([...invalid, ...strictInvalid, ...typedOnlyInvalid])),
});

untypedRuleTester().run("no-empty-catch-fallback (without types: the cases that differ)", rule, {
  valid: everywhere([
    { name: "imported constants cannot be seen without types", code: importedEmptyConstants },
    { name: "an unknown class in `instanceof` counts as a specific decision without types", code: serverSubclass },
    typedOnlyValid[1]!,
    typedOnlyValid[2]!,
  ]),
  invalid: everywhere([
    {
      name: "without types any `.catch(cb)` whose value is used is a rejection handler",
      code: schemaCatch,
      errors: [
        {
          messageId: "emptyFallback",
          line: 4,
          suggestions: [
            propagate(edit(schemaCatch, [".catch(() => [])", ""])),
            returnError(errorProperty("operation"), edit(schemaCatch, ["() => []", `() => (${errorProperty("operation")})`])),
          ],
        },
      ],
    },
  ]),
});

describe("typeAware without type information", () => {
  it("fails with a clear error instead of silently linting without types", () => {
    const linter = new Linter({ configType: "flat" });
    expect(() =>
      linter.verify(
        fakeEmptyOrders,
        [
          {
            files: ["**/*.ts"],
            languageOptions: { parser: tsParser as never },
            plugins: { "agent-errors": { rules: { "no-empty-catch-fallback": rule as never } } },
            rules: { "agent-errors/no-empty-catch-fallback": ["error", { typeAware: true }] },
          },
        ],
        "orders.ts",
      ),
    ).toThrow(/`typeAware` option needs type information/);
  });
});
