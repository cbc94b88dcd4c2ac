// Black-box review of two behaviours of no-empty-catch-fallback, written against
// docs/rules/no-empty-catch-fallback.md only (the implementation was not read):
//  1. a `.catch(cb)` / `.then(ok, cb)` whose chain goes on with a method promises do not have is not a
//     rejection handler; a chain that goes on with `.then` / `.catch` / `.finally` still is;
//  2. a "selection" (a `const` that holds the caught error only when it is a specific one, null/undefined
//     otherwise) counts as narrowing; a selection that can hold any error does not.
// Each case marks the lines where a report is expected with `// ❌`; every other line must stay silent.
// The five cases it found failing (a null check that also holds for what the selection holds otherwise, an
// `&& e` selection compared with null, `typeof sel`) were fixed in the rule.
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-empty-catch-fallback.js";
import { fallbackCaseOptions } from "../helpers.js";
import { markerHarness, type MarkerCase } from "../marker-harness.js";

type Case = Pick<MarkerCase, "name" | "code" | "options" | "settings">;

const STRICT = { reportNullish: true };

const HEADER = `import { tool } from "ai";
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as Sentry from "@sentry/node";
import { agentTool } from "../internal/agents/tools/utils";
import { ApiClientError, ApiNotFoundError, ApiPermissionError, ApiServerError } from "../api-client/errors.js";
import { apiService } from "../api-client/index.js";
import { logger } from "../logger.js";
const server = new McpServer({ name: "sentry", version: "1.0.0" });
`;

// These cases are about the shapes of fallbacks, wherever they are: the scope (`reportOutsideTools`) has its own tests.
const { check } = markerHarness<Case>({ rule, header: HEADER, options: (c) => fallbackCaseOptions(c.code, c.options) });

// ================================================================ 1. chains after .catch / .then
const chains: Case[] = [
  {
    name: "valid: zod input schema field with .catch(() => \"\").optional() inside registerTool",
    code: `
server.registerTool(
  "find_issues",
  { inputSchema: { query: z.string().catch(() => "").optional(), limit: z.number().catch(() => 0).default(25) } },
  async ({ query, limit }) => {
    const issues = await apiService.searchIssues({ organizationSlug: "acme", query, limit });
    return { content: [{ type: "text", text: JSON.stringify(issues) }] };
  },
);`,
  },
  {
    name: "valid (strict): z.string().catch(() => null).nullable() is a schema fallback",
    options: STRICT,
    code: `
export const projectSlugSchema = z.string().catch(() => null).nullable();
export const tagsSchema = z.array(z.string()).catch(() => []).describe("tag keys");`,
  },
  {
    name: "valid: schema.catch(() => []).safeParse(x) inside an AI SDK tool",
    code: `
const Tags = z.array(z.object({ key: z.string(), totalValues: z.number() }));
export const listTags = tool({
  description: "List tag keys of a project",
  parameters: z.object({ projectSlug: z.string() }),
  execute: async ({ projectSlug }) => {
    const raw = await apiService.listTags({ organizationSlug: "acme", projectSlug });
    const parsed = Tags.catch(() => []).safeParse(raw);
    return parsed.success ? parsed.data : { error: "Malformed tags response" };
  },
});`,
  },
  {
    name: "valid: awaited schema .catch(cb).parseAsync(x) is not a rejection handler",
    code: `
const Release = z.object({ version: z.string(), dateCreated: z.string() });
export async function latestRelease(projectSlug: string) {
  const body = await apiService.getLatestRelease({ organizationSlug: "acme", projectSlug });
  return await Release.array().catch(() => []).parseAsync(body);
}`,
  },
  {
    name: "valid: TypeScript cast on the receiver, (schema as any).catch(() => []).safeParse(x)",
    code: `
export function readTeams(input: unknown, schema: unknown) {
  const result = (schema as any).catch(() => []).safeParse(input);
  return result.success ? result.data : { error: "Invalid teams payload" };
}`,
  },
  {
    name: "valid: optional chaining into a non-promise method, schema.catch(() => [])?.optional()",
    code: `
export function buildIssueFilter(base?: z.ZodArray<z.ZodString>) {
  return base?.catch(() => [])?.optional();
}`,
  },
  {
    name: "valid: non-null assertion then a schema method, schemas.tags!.catch(() => []).min(0)",
    code: `
export function tagSchema(schemas: Record<string, z.ZodArray<z.ZodString> | undefined>) {
  return schemas.tags!.catch(() => []).describe("tag keys, empty when missing");
}`,
  },
  {
    name: "valid: .then(ok, cb) continued with a non-promise method (an Effect-like builder)",
    code: `
export function releasesProgram(projectSlug: string) {
  return Program.from(apiService.listReleases, { projectSlug }).then((r) => r.items, () => []).pipe(withSpan("releases"));
}`,
  },
  {
    name: "invalid: .catch(() => []).then(...) is still a promise, value returned",
    code: `
export async function releaseVersions(organizationSlug: string, projectSlug: string) {
  return apiService
    .listReleases({ organizationSlug, projectSlug })
    .catch(() => []) // ❌
    .then((releases) => releases.map((r) => r.version));
}`,
  },
  {
    name: "invalid: .catch(() => ({ issues: [], nextCursor: null })).finally(...) used in a tool",
    code: `
export const searchIssues = agentTool({
  description: "Search issues",
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    const span = Sentry.startInactiveSpan({ name: "search_issues" });
    return apiService
      .searchIssues({ organizationSlug: "acme", query })
      .catch(() => ({ issues: [], nextCursor: null })) // ❌
      .finally(() => span.end());
  },
});`,
  },
  {
    name: "invalid: .then(ok, () => []).catch(...) — the first rejection handler still swallows",
    code: `
export function teamSlugs(org: string) {
  return apiService.listTeams({ organizationSlug: org }).then(
    (teams) => teams.map((t) => t.slug),
    () => [], // ❌
  ).catch((error) => ({ error: String(error) }));
}`,
  },
  {
    name: "invalid: .catch(() => []).catch(...) — a chain going on with .catch is a promise",
    code: `
export async function projects(org: string) {
  const list = await apiService.listProjects({ organizationSlug: org }).catch(() => []).catch(() => []); // ❌
  return list;
}`,
  },
  {
    name: "invalid: optional chaining into .then after .catch(() => [])",
    code: `
export async function environments(projectSlug: string) {
  const names = await apiService.listEnvironments({ organizationSlug: "acme", projectSlug }).catch(() => [])?.then((envs) => envs.map((e) => e.name)); // ❌
  return names;
}`,
  },
  {
    name: "invalid: (await p.catch(() => [])).map(...) — the method is on the awaited value, not the chain",
    code: `
export async function tagKeys(projectSlug: string) {
  const keys = (await apiService.listTags({ organizationSlug: "acme", projectSlug }).catch(() => [])).map((t) => t.key); // ❌
  return { keys };
}`,
  },
  {
    name: "invalid: (await p.catch(() => new Map())).get(...) — Map#get is not on the .catch result",
    code: `
export async function flag(name: string) {
  const enabled = (await flagsClient.fetchAll("prod").catch(() => new Map())).get(name); // ❌
  return enabled ?? false;
}`,
  },
  {
    name: "invalid: .catch(() => []) assigned, .then called on the variable later",
    code: `
export function memberEmails(teamSlug: string) {
  const members = apiService.listTeamMembers({ organizationSlug: "acme", teamSlug }).catch(() => []); // ❌
  return members.then((list) => list.map((m) => m.email));
}`,
  },
  {
    name: "invalid: cast on the receiver, then .then — (p as Promise<T>).catch(() => []).then(...)",
    code: `
export async function alertRules(projectSlug: string) {
  const p = apiService.listAlertRules({ organizationSlug: "acme", projectSlug }) as Promise<{ id: string }[]>;
  return (p as any).catch(() => []).then((rules: { id: string }[]) => rules.map((r) => r.id)); // ❌
}`,
  },
  {
    name: "invalid: schema-like .catch with no method after it, default options (not typeAware) is still reported",
    code: `
export const tagsFallback = z.array(z.string()).catch(() => []); // ❌`,
  },
  {
    name: "invalid (strict): .catch(() => null).then(...) after I/O is a null fallback",
    options: STRICT,
    code: `
export async function issueTitle(issueId: string) {
  return apiService.getIssue({ organizationSlug: "acme", issueId }).catch(() => null).then((issue) => issue?.title); // ❌
}`,
  },
  {
    name: "invalid (strict): multi-line chain ending in .finally with a nullish handler",
    options: STRICT,
    code: `
export async function latestEvent(issueId: string) {
  const event = await apiService
    .getLatestEvent({ organizationSlug: "acme", issueId })
    .catch(() => undefined) // ❌
    .finally(() => logger.debug("latest event done"));
  return event;
}`,
  },
  {
    name: "valid: chain ending in .finally as a statement of its own passes no data on",
    code: `
export function prefetch(projectSlug: string) {
  apiService.listReleases({ organizationSlug: "acme", projectSlug }).catch(() => []).finally(() => logger.debug("prefetched"));
}`,
  },
];

// ================================================================ 2. selections
const selections: Case[] = [
  {
    name: "valid: doc example, const notFound = e instanceof ApiNotFoundError ? e : undefined; if (notFound) return []",
    code: `
export async function releases(projectSlug: string) {
  try {
    return await apiService.listReleases({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (notFound) return [];
    throw e;
  }
}`,
  },
  {
    name: "valid: if (notFound != null) return { content: [] } in registerTool",
    code: `
server.registerTool("list_replays", { inputSchema: { project: z.string() } }, async ({ project }) => {
  try {
    const replays = await apiService.listReplays({ organizationSlug: "acme", projectSlug: project });
    return { content: [{ type: "text", text: JSON.stringify(replays) }] };
  } catch (error) {
    const notFound = error instanceof ApiNotFoundError ? error : null;
    if (notFound != null) {
      logger.info({ project }, "project has no replays");
      return { content: [] };
    }
    throw error;
  }
});`,
  },
  {
    name: "valid: if (denied !== undefined) with a `: undefined` selection",
    code: `
export async function teamMembers(teamSlug: string) {
  try {
    return await apiService.listTeamMembers({ organizationSlug: "acme", teamSlug });
  } catch (error) {
    const denied = error instanceof ApiPermissionError ? error : undefined;
    if (denied !== undefined) return { members: [], total: 0 };
    throw error;
  }
}`,
  },
  {
    name: "valid: if (sel == null) throw; else return [] — the else branch is the specific error",
    code: `
export async function attachments(eventId: string) {
  try {
    return await apiService.listAttachments({ organizationSlug: "acme", eventId });
  } catch (err) {
    const missing = err instanceof ApiNotFoundError ? err : undefined;
    if (missing == null) {
      throw err;
    } else {
      return [];
    }
  }
}`,
  },
  {
    name: "valid: negated check, if (!sel) throw e; return []",
    code: `
export const listDashboards = tool({
  description: "List dashboards",
  parameters: z.object({ org: z.string() }),
  execute: async ({ org }) => {
    try {
      return await apiService.listDashboards({ organizationSlug: org });
    } catch (e) {
      const notFound = e instanceof ApiNotFoundError ? e : undefined;
      if (!notFound) throw e;
      return [];
    }
  },
});`,
  },
  {
    name: "valid: selection through a nested conditional of two specific classes",
    code: `
export async function monitors(projectSlug: string) {
  try {
    return await apiService.listMonitors({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    const absent = e instanceof ApiNotFoundError ? e : e instanceof ApiPermissionError ? e : undefined;
    if (absent) return [];
    throw e;
  }
}`,
  },
  {
    name: "valid: selection on error.code === \"ENOENT\" for a file listing",
    code: `
import { readdir } from "node:fs/promises";
export async function listSkills(dir: string) {
  try {
    return await readdir(dir);
  } catch (error: any) {
    const enoent = error.code === "ENOENT" ? error : null;
    if (enoent) return [];
    throw error;
  }
}`,
  },
  {
    name: "valid: selection on a 404 status",
    code: `
export async function commits(repo: string) {
  try {
    return await github.listCommits(repo);
  } catch (error: any) {
    const gone = error.status === 404 ? error : undefined;
    if (gone) return { commits: [], hasMore: false };
    throw error;
  }
}`,
  },
  {
    name: "valid: selection in a .catch callback, chain continued with .then",
    code: `
export function replayIds(projectSlug: string) {
  return apiService
    .listReplays({ organizationSlug: "acme", projectSlug })
    .catch((e) => {
      const notFound = e instanceof ApiNotFoundError ? e : undefined;
      if (notFound) return [];
      throw e;
    })
    .then((replays) => replays.map((r) => r.id));
}`,
  },
  {
    name: "valid: selection && another condition (a subset of the specific error)",
    code: `
export async function issuesPage(projectSlug: string, cursor?: string) {
  try {
    return await apiService.listIssues({ organizationSlug: "acme", projectSlug, cursor });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (notFound && !cursor) return { issues: [], nextCursor: null };
    throw e;
  }
}`,
  },
  {
    name: "valid (strict): a selection before return null is a decision",
    options: STRICT,
    code: `
export async function getIssue(issueId: string) {
  try {
    return await apiService.getIssue({ organizationSlug: "acme", issueId });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (notFound) return null;
    throw e;
  }
}`,
  },
  {
    name: "valid: swapped ternary, !(e instanceof ApiNotFoundError) ? undefined : e",
    code: `
export async function sourceMaps(release: string) {
  try {
    return await apiService.listReleaseFiles({ organizationSlug: "acme", release });
  } catch (e) {
    const missing = !(e instanceof ApiNotFoundError) ? undefined : e;
    if (missing) return [];
    throw e;
  }
}`,
  },
  {
    name: "invalid: doc counter-example, const failure = e instanceof TypeError ? undefined : e",
    code: `
export async function tagValues(projectSlug: string, key: string) {
  try {
    return await apiService.listTagValues({ organizationSlug: "acme", projectSlug, key });
  } catch (e) {
    const failure = e instanceof TypeError ? undefined : e;
    if (failure) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: a selection on Error itself is generic",
    code: `
export async function orgs() {
  try {
    return await apiService.listOrganizations();
  } catch (e) {
    const err = e instanceof Error ? e : undefined;
    if (err) {
      logger.warn({ err }, "organizations unavailable");
      return [];  // ❌
    }
    throw e;
  }
}`,
  },
  {
    name: "invalid: a selection on TypeError (fetch network failure) is generic",
    code: `
export async function traceSpans(traceId: string) {
  try {
    return await apiService.getTrace({ organizationSlug: "acme", traceId });
  } catch (e) {
    const network = e instanceof TypeError ? e : null;
    if (network != null) return { spans: [], total: 0 }; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: a selection on ApiServerError is an outage",
    code: `
export async function profiles(projectSlug: string) {
  try {
    return await apiService.listProfiles({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    const outage = e instanceof ApiServerError ? e : undefined;
    if (outage) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: a selection on a 5xx status is an outage",
    code: `
export async function deploys(release: string) {
  try {
    return await apiService.listDeploys({ organizationSlug: "acme", release });
  } catch (e: any) {
    const outage = e.status >= 500 ? e : undefined;
    if (outage) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: nested conditional where the second level is a server error",
    code: `
export async function crons(projectSlug: string) {
  try {
    return await apiService.listCrons({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    const tolerated = e instanceof ApiNotFoundError ? e : e instanceof ApiServerError ? e : undefined;
    if (tolerated) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: `let` selection reassigned to the raw error before the check",
    code: `
export async function events(issueId: string, attempt: number) {
  try {
    return await apiService.listEvents({ organizationSlug: "acme", issueId });
  } catch (e) {
    let notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (attempt > 2) notFound = e as ApiNotFoundError;
    if (notFound) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: if (sel == null) return []; else throw — the empty branch is every other error",
    code: `
export async function userFeedback(projectSlug: string) {
  try {
    return await apiService.listUserFeedback({ organizationSlug: "acme", projectSlug });
  } catch (err) {
    const notFound = err instanceof ApiNotFoundError ? err : undefined;
    if (notFound == null) {
      return []; // ❌
    } else {
      throw err;
    }
  }
}`,
  },
  {
    name: "invalid: !== null on a `: undefined` selection is true for every error",
    code: `
export async function releaseHealth(release: string) {
  try {
    return await apiService.getReleaseHealth({ organizationSlug: "acme", release });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (notFound !== null) return { sessions: [], crashFreeRate: 0 }; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: !== undefined on a `: null` selection is true for every error",
    code: `
export async function ownership(projectSlug: string) {
  try {
    return await apiService.getOwnership({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : null;
    if (notFound !== undefined) return { rules: [] }; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: guard `if (sel === undefined) throw e` on a `: null` selection never throws",
    code: `
export async function issueHashes(issueId: string) {
  try {
    return await apiService.listIssueHashes({ organizationSlug: "acme", issueId });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : null;
    if (notFound === undefined) throw e;
    return []; // ❌
  }
}`,
  },
  {
    name: "invalid: && selection checked with != null (false != null holds for every error)",
    code: `
export async function codeMappings(projectSlug: string) {
  try {
    return await apiService.listCodeMappings({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError && e;
    if (notFound != null) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: negated check on a selection that holds any error but TypeError",
    code: `
export async function integrations(org: string) {
  try {
    return await apiService.listIntegrations({ organizationSlug: org });
  } catch (e) {
    const failure = e instanceof TypeError ? undefined : e;
    if (!failure) throw e;
    return []; // ❌
  }
}`,
  },
  {
    name: "invalid: non-null branch is e.cause for every other error",
    code: `
export async function spans(traceId: string) {
  try {
    return await apiService.listSpans({ organizationSlug: "acme", traceId });
  } catch (e: any) {
    const root = e instanceof ApiNotFoundError ? e : e.cause;
    if (root) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: selection checked but the empty return is outside the if",
    code: `
export async function autofix(issueId: string) {
  try {
    return await apiService.getAutofixState({ organizationSlug: "acme", issueId });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (notFound) logger.info({ issueId }, "no autofix run");
    return { steps: [] }; // ❌
  }
}`,
  },
  {
    name: "invalid: selection || another condition lets any error through",
    code: `
export async function issueTags(issueId: string, retries: number) {
  try {
    return await apiService.listIssueTags({ organizationSlug: "acme", issueId });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (notFound || retries > 3) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: a selection is declared but the test is on the raw error",
    code: `
export async function repos(org: string) {
  try {
    return await apiService.listRepositories({ organizationSlug: org });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    logger.debug({ notFound }, "repos failed");
    if (e) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: a selection derived from an any-error selection",
    code: `
export async function environments(projectSlug: string) {
  try {
    return await apiService.listEnvironments({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    const failure = e instanceof TypeError ? undefined : e;
    const reported = failure ? failure : undefined;
    if (reported) return []; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid (strict): any-error selection before return undefined after awaited I/O",
    options: STRICT,
    code: `
export async function findRelease(version: string) {
  try {
    return await apiService.getRelease({ organizationSlug: "acme", version });
  } catch (e) {
    const failure = e instanceof TypeError ? undefined : e;
    if (failure) return undefined; // ❌
    throw e;
  }
}`,
  },
  {
    name: "invalid: any-error selection inside a .then rejection handler, chain continued with .finally",
    code: `
export function issueCount(projectSlug: string) {
  return apiService
    .countIssues({ organizationSlug: "acme", projectSlug })
    .then(
      (n) => ({ count: n }),
      (e) => {
        const failure = e instanceof TypeError ? undefined : e;
        if (failure) return { count: 0, issues: [] }; // ❌
        throw e;
      },
    )
    .finally(() => logger.debug("count done"));
}`,
  },
];

// ================================================================ ambiguous
const ambiguous: Case[] = [
  {
    // Doc says "a `const` that holds the error". A `let` that is never reassigned is semantically the same;
    // the doc's wording would exclude it. Expectation: treated like the const (not reported).
    name: "`let` selection never reassigned",
    code: `
export async function teams(org: string) {
  try {
    return await apiService.listTeams({ organizationSlug: org });
  } catch (e) {
    let notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (notFound) return [];
    throw e;
  }
}`,
  },
  {
    // `e instanceof A && e` holds `false` (not null/undefined) otherwise. With a truthiness check it selects
    // exactly the specific error, but the doc describes selections as "null/undefined otherwise".
    // Expectation: not reported.
    name: "&& selection with a truthiness check",
    code: `
export async function issueEvents(issueId: string) {
  try {
    return await apiService.listIssueEvents({ organizationSlug: "acme", issueId });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError && e;
    if (notFound) return [];
    throw e;
  }
}`,
  },
  {
    // The non-null branch is e.cause, not the caught error: the doc says the const "holds the caught error".
    // Logically the check still only fires for ApiNotFoundError. Expectation: not reported.
    name: "selection whose non-null branch is e.cause",
    code: `
export async function eventAttachments(eventId: string) {
  try {
    return await apiService.listAttachments({ organizationSlug: "acme", eventId });
  } catch (e) {
    const cause = e instanceof ApiNotFoundError ? e.cause : undefined;
    if (cause) return [];
    throw e;
  }
}`,
  },
  {
    // Two levels of consts: the second holds the first (a specific-class selection) only on 404.
    // The doc does not say whether a selection of a selection counts. Expectation: not reported.
    name: "selection derived from a specific selection",
    code: `
export async function projectKeys(projectSlug: string) {
  try {
    return await apiService.listClientKeys({ organizationSlug: "acme", projectSlug });
  } catch (e) {
    const client = e instanceof ApiClientError ? e : undefined;
    const notFound = client && client.status === 404 ? client : undefined;
    if (notFound) return [];
    throw e;
  }
}`,
  },
  {
    // Doc: "and not when the chain goes on with a method that promises do not have". Once the .catch result
    // is stored in a variable, is the later `.safeParse` still "the chain"? Expectation: reported
    // (the syntax-only mode cannot know it is a schema; typeAware is documented for that).
    name: "schema .catch stored in a variable, then .safeParse on the variable",
    code: `
export function parseTags(raw: unknown) {
  const Tags = z.array(z.string()).catch(() => []); // ❌
  return Tags.safeParse(raw);
}`,
  },
  {
    // The chain's final value is unused (statement), but the empty fallback flows into `.then`'s callback,
    // which writes it to a cache. Doc: "only when the value of the chain is used". Expectation: reported,
    // because the data is passed on.
    name: ".catch(() => []).then(write-to-cache) as a statement",
    code: `
export function warmTags(projectSlug: string) {
  apiService.listTags({ organizationSlug: "acme", projectSlug }).catch(() => []).then((tags) => tagCache.set(projectSlug, tags)); // ❌
}`,
  },
  {
    // Cast between the .catch call and the next method: `(p.catch(cb) as any).safeParse(x)`. The doc's rule
    // is about the method the chain goes on with; the cast is transparent. Expectation: not reported.
    name: "cast between .catch(...) and a non-promise method",
    code: `
export function readProjects(input: unknown) {
  return (ProjectList.catch(() => []) as any).safeParse(input);
}`,
  },
  {
    // Computed `["then"]` is still a promise method. Expectation: reported.
    name: ".catch(() => [])[\"then\"](...) via a computed member",
    code: `
export function ids(projectSlug: string) {
  return apiService.listReleases({ organizationSlug: "acme", projectSlug }).catch(() => [])["then"]((rs) => rs.map((r) => r.id)); // ❌
}`,
  },
  {
    // Fall-through form: the catch rethrows unless the selection is set, then the accumulator is returned.
    // The doc lists narrowing for "handlers"; it does not show narrowing before a fall-through.
    // Expectation: not reported (same decision as `if (!notFound) throw e; return out;`).
    name: "selection guards a fall-through accumulator",
    code: `
export async function tagTotals(projectSlug: string) {
  const out: Record<string, number> = {};
  try {
    for (const tag of await apiService.listTags({ organizationSlug: "acme", projectSlug })) out[tag.key] = tag.totalValues;
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (!notFound) throw e;
  }
  return out;
}`,
  },
  {
    // typeof check instead of a comparison. Expectation: not reported.
    name: "typeof sel !== \"undefined\"",
    code: `
export async function orgMembers(org: string) {
  try {
    return await apiService.listMembers({ organizationSlug: org });
  } catch (e) {
    const notFound = e instanceof ApiNotFoundError ? e : undefined;
    if (typeof notFound !== "undefined") return [];
    throw e;
  }
}`,
  },
];

const groups = { chains, selections, ambiguous };

describe("no-empty-catch-fallback (review: chains and selections)", () => {
  for (const [group, list] of Object.entries(groups)) {
    describe(group, () => {
      for (const c of list) it(c.name, () => check(c));
    });
  }
});
