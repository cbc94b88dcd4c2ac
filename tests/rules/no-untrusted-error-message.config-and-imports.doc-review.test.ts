// Adversarial review of no-untrusted-error-message, written from docs/rules/no-untrusted-error-message.md alone
// (not from the implementation), of three documented behaviours:
// 1. "Trusted: text you control": the operator's environment (`process.env.X`, `process.env[name]`, what is made of
//    it; a local object named `process` is not Node's).
// 2. "Across modules": an imported constant is read in its module (as `readImportedModules` allows, typed or not): a
//    string, number or boolean, or a list of them never added to there, is trusted; a table's values, a list the
//    module adds to, or a call's result stays unknown.
// 3. "Across modules": methods are followed on an instance a factory of the file makes and returns
//    (`const fetcher = await initializeReportFetcher(config)`).
// Cases marked "(edge)" probe what the doc leaves implicit.
import { join } from "node:path";
import type { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject, type ProjectMessage } from "../helpers.js";
import { at, type Case, RULE, runCases, untrusted } from "./no-untrusted-error-message.cases.js";

/** `strict` with the audit of unknown values on (no preset turns `reportUnknown` on). */
const audit = (typed: boolean): Linter.RulesRecord => ({
  [RULE]: ["error", { reportUnknown: true, reportRethrown: true, checkTrustedErrorConstructors: true, ...(typed ? { typeAware: true } : {}) }],
});
const PER_FILE = { settings: { "agent-errors": { readImportedModules: false } } };

function project(name: string, files: Record<string, string>): string {
  return writeProject(join(repoRoot, ".tmp", `review-cfg-imports-${name}`), `review-cfg-imports-${name}`, files);
}



const lintCache = new Map<string, Promise<string[]>>();
/** The rule's positions for one file of a project, linted once per (preset, audit, per-file) combination. */
function findings(dir: string, file: string, typed: boolean, mode: "preset" | "audit", perFile = false): Promise<string[]> {
  const key = `${dir}|${file}|${typed}|${mode}|${perFile}`;
  let result = lintCache.get(key);
  if (!result) {
    const preset = mode === "audit" ? (typed ? "strict-type-checked" : "strict") : typed ? "recommended-type-checked" : "recommended";
    result = lintProject(dir, [file], preset, mode === "audit" ? audit(typed) : undefined, perFile ? PER_FILE : undefined).then(untrusted);
    lintCache.set(key, result);
  }
  return result;
}

const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
`;
const AUDIT = { reportUnknown: true };

// ---------------------------------------------------------------------------------------------------------------
// 1. The operator's environment
// ---------------------------------------------------------------------------------------------------------------

const environmentCases: Case[] = [
  {
    name: "process.env.GITLAB_PROJECT_ID in each failure is trusted; the agent's pipeline id beside it is reported",
    options: AUDIT,
    code: `${HEAD}const server = new McpServer({ name: "gitlab", version: "1.0.0" });
server.registerTool("get_pipeline", { inputSchema: { pipelineId: z.string() } }, async ({ pipelineId }) => {
  if (!process.env.GITLAB_TOKEN) {
    return { isError: true, content: [{ type: "text", text: \`No token for project \${process.env.GITLAB_PROJECT_ID}: set GITLAB_TOKEN.\` }] };
  }
  const res = await fetch(\`\${process.env.GITLAB_API_URL}/projects/\${process.env.GITLAB_PROJECT_ID}/pipelines/\${encodeURIComponent(pipelineId)}\`);
  if (res.status === 404) {
    return { isError: true, content: [{ type: "text", text: \`Pipeline \${pipelineId} not found.\` }] };
  }
  if (!res.ok) {
    return { isError: true, content: [{ type: "text", text: \`GitLab at \${process.env.GITLAB_API_URL} returned \${res.status} for project \${process.env.GITLAB_PROJECT_ID}.\` }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
});`,
    reports: ["pipelineId"],
  },
  {
    name: "process.env[name] over a list of required variables is trusted, also read by a computed constant index",
    options: AUDIT,
    code: `${HEAD}const REQUIRED_VARS = ["JIRA_URL", "JIRA_EMAIL", "JIRA_API_TOKEN"];
const server = new McpServer({ name: "jira", version: "1.0.0" });
server.registerTool("jira_health", { inputSchema: {} }, async () => {
  for (const name of REQUIRED_VARS) {
    if (process.env[name] === undefined) {
      return { isError: true, content: [{ type: "text", text: \`Missing \${name}; the site is \${process.env["JIRA_URL"]}\` }] };
    }
  }
  const site = process.env[REQUIRED_VARS[0]!];
  return { isError: true, content: [{ type: "text", text: \`Jira at \${site} is not reachable yet.\` }] };
});`,
    reports: [],
  },
  {
    name: "(edge) process.env[key] with the agent's key: the value is the operator's, the key echoed is the agent's",
    options: AUDIT,
    code: `${HEAD}const server = new McpServer({ name: "settings", version: "1.0.0" });
server.registerTool("read_setting", { inputSchema: { key: z.string() } }, async ({ key }) => {
  const value = process.env[key];
  if (value === undefined) return { isError: true, content: [{ type: "text", text: "That setting is not set." }] };
  if (value.length > 200) return { isError: true, content: [{ type: "text", text: \`Too long: \${value.slice(0, 200)}\` }] };
  return { isError: true, content: [{ type: "text", text: \`Setting \${key} is read-only.\` }] };
});`,
    reports: ["key"],
  },
  {
    name: "a list made of process.env.ALLOWED_PROJECT_IDS?.split(',') is trusted; the agent's project id is not",
    options: AUDIT,
    code: `${HEAD}const allowedIds = process.env.ALLOWED_PROJECT_IDS?.split(",").map((id) => id.trim()) ?? [];
const server = new McpServer({ name: "gitlab", version: "1.0.0" });
server.registerTool("get_project", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  if (projectId.startsWith("-")) {
    return { isError: true, content: [{ type: "text", text: \`Invalid project \${projectId}\` }] };
  }
  if (allowedIds.length === 0) {
    return { isError: true, content: [{ type: "text", text: "ALLOWED_PROJECT_IDS is empty." }] };
  }
  if (!allowedIds.includes(projectId)) {
    return { isError: true, content: [{ type: "text", text: \`Only these projects are allowed: \${allowedIds.join(", ")}\` }] };
  }
  return { content: [{ type: "text", text: "ok" }] };
});`,
    reports: ["projectId"],
  },
  {
    name: "const { API_URL, API_REGION = default } = process.env is trusted",
    options: AUDIT,
    code: `${HEAD}const { API_URL, API_REGION = "us-east-1" } = process.env;
const server = new McpServer({ name: "deploy", version: "1.0.0" });
server.registerTool("deploy", { inputSchema: { service: z.enum(["api", "web"]) } }, async ({ service }) => {
  if (!API_URL) {
    return { isError: true, content: [{ type: "text", text: \`API_URL is not set (region \${API_REGION}).\` }] };
  }
  const res = await fetch(\`\${API_URL}/deploy/\${service}\`, { method: "POST" });
  if (!res.ok) {
    return { isError: true, content: [{ type: "text", text: \`Deploy to \${API_URL} in \${API_REGION} failed (\${res.status}).\` }] };
  }
  return { content: [{ type: "text", text: "Deployed." }] };
});`,
    reports: [],
  },
  {
    name: "a local `process` parsed from a response is not Node's: its env field carries the response's text",
    code: `${HEAD}const server = new McpServer({ name: "pm2", version: "1.0.0" });
server.registerTool("describe_process", { inputSchema: { pid: z.number() } }, async ({ pid }) => {
  const res = await fetch(\`http://localhost:9615/processes/\${pid}\`);
  const process = (await res.json()) as { name: string; env: Record<string, string> };
  if (process.env.STATUS === "errored") {
    return { isError: true, content: [{ type: "text", text: \`Process \${pid} errored: \${process.env.LAST_ERROR}\` }] };
  }
  return { content: [{ type: "text", text: \`Process \${pid} is running.\` }] };
});`,
    reports: ["process.env.LAST_ERROR"],
  },
  {
    name: "a local `process` object of literals holds only the server's text",
    options: AUDIT,
    code: `${HEAD}const process = { env: { REGION: "eu-west-1", STAGE: "prod" } };
const server = new McpServer({ name: "status", version: "1.0.0" });
server.registerTool("status", { inputSchema: {} }, async () => {
  const res = await fetch("https://status.example.com/api");
  if (!res.ok) {
    return { isError: true, content: [{ type: "text", text: \`Status of \${process.env.STAGE} in \${process.env.REGION} is unavailable.\` }] };
  }
  return { content: [{ type: "text", text: "All systems go." }] };
});`,
    reports: [],
  },
  {
    name: "(edge) the handler's parameter named `process` is the agent's input, not Node's",
    code: `${HEAD}const server = new McpServer({ name: "jobs", version: "1.0.0" });
server.registerTool("spawn_job", { inputSchema: { command: z.string(), env: z.record(z.string(), z.string()) } }, async (process) => {
  if (process.env.JOB_QUEUE?.startsWith("internal-")) {
    return { isError: true, content: [{ type: "text", text: \`Queue \${process.env.JOB_QUEUE} is reserved.\` }] };
  }
  return { content: [{ type: "text", text: "Job queued." }] };
});`,
    reports: ["process.env.JOB_QUEUE"],
  },
  {
    name: "(edge) process.env through ?? and || defaults: a literal default stays trusted, the agent's value first in || is reported",
    options: AUDIT,
    code: `${HEAD}const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerTool("search_docs", { inputSchema: { query: z.string(), site: z.string().optional() } }, async ({ query, site }) => {
  const base = process.env.DOCS_BASE_URL ?? "https://docs.example.com";
  const res = await fetch(\`\${base}/search?q=\${encodeURIComponent(query)}\`);
  if (res.status === 401) {
    return { isError: true, content: [{ type: "text", text: \`Unauthorized at \${base}; check \${process.env.DOCS_TOKEN_NAME || "DOCS_TOKEN"}.\` }] };
  }
  if (!res.ok) {
    return { isError: true, content: [{ type: "text", text: \`Search of \${site || process.env.DOCS_SITE || "public"} failed (\${res.status}).\` }] };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
    reports: ["site"],
  },
  {
    name: "(edge) a list made of Object.entries(process.env) is trusted",
    options: AUDIT,
    code: `${HEAD}const server = new McpServer({ name: "notion", version: "1.0.0" });
server.registerTool("show_config", { inputSchema: {} }, async () => {
  const missing = Object.entries(process.env).filter(([key, value]) => key.startsWith("NOTION_") && !value).map(([key]) => key);
  if (missing.length > 0) {
    return { isError: true, content: [{ type: "text", text: \`Empty settings: \${missing.join(", ")}\` }] };
  }
  const summary = Object.entries(process.env).filter(([key]) => key.startsWith("NOTION_")).map(([key, value]) => \`\${key}=\${value}\`).join("\\n");
  return { isError: true, content: [{ type: "text", text: \`Notion is not configured:\\n\${summary}\` }] };
});`,
    reports: [],
  },
  {
    name: "(edge) an env value concatenated with the agent's path: the path is still reported",
    options: AUDIT,
    code: `${HEAD}const server = new McpServer({ name: "gitlab", version: "1.0.0" });
server.registerTool("open_project", { inputSchema: { projectPath: z.string() } }, async ({ projectPath }) => {
  const res = await fetch(process.env.GITLAB_URL + "/api/v4/projects/" + encodeURIComponent(projectPath));
  if (!res.ok) {
    return { isError: true, content: [{ type: "text", text: "Could not open " + process.env.GITLAB_URL + "/" + projectPath + " (" + res.status + ")" }] };
  }
  return { content: [{ type: "text", text: "Opened." }] };
});`,
    reports: ["projectPath"],
  },
  {
    name: "an error thrown with process.env.GITLAB_URL and a caught error's message: only the message is reported",
    code: `${HEAD}const server = new McpServer({ name: "gitlab", version: "1.0.0" });
server.registerTool("list_merge_requests", { inputSchema: { state: z.enum(["opened", "merged"]) } }, async ({ state }) => {
  try {
    const res = await fetch(\`\${process.env.GITLAB_URL}/api/v4/merge_requests?state=\${state}\`);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (error) {
    throw new Error(\`GitLab at \${process.env.GITLAB_URL} failed: \${(error as Error).message}\`);
  }
});`,
    reports: ["(error as Error).message"],
  },
];

runCases("no-untrusted-error-message doc review: the operator's environment", environmentCases);

// "The operator's environment: `process.env.GITLAB_PROJECT_ID`, `process.env[name]`, and what is made of it ...
// A local object named `process` is not Node's". Node's `process` imported from "node:process" (as xo's
// `n/prefer-global/process: never` makes projects write it) is Node's, not a local object, and its `env` is the
// operator's environment. With `reportUnknown`, the rule reports `process.env.SLACK_TEAM_ID` and
// `env.SLACK_TEAM_ID` as unknown (typed and untyped); the presets stay silent.
const nodeProcessImportCases: Case[] = [
  {
    name: "(edge) `import process from \"node:process\"` is Node's process: its env is trusted",
    options: AUDIT,
    code: `${HEAD}import process from "node:process";
const server = new McpServer({ name: "slack", version: "1.0.0" });
server.registerTool("post_message", { inputSchema: { channel: z.string(), text: z.string() } }, async ({ channel, text }) => {
  const res = await fetch("https://slack.com/api/chat.postMessage", { method: "POST", body: JSON.stringify({ channel, text }) });
  if (!res.ok) {
    return { isError: true, content: [{ type: "text", text: \`Posting as team \${process.env.SLACK_TEAM_ID} failed (\${res.status}).\` }] };
  }
  return { content: [{ type: "text", text: "Posted." }] };
});`,
    reports: [],
  },
  {
    name: "(edge) `import { env } from \"node:process\"` is the operator's environment: trusted",
    options: AUDIT,
    code: `${HEAD}import { env } from "node:process";
const server = new McpServer({ name: "slack", version: "1.0.0" });
server.registerTool("list_channels", { inputSchema: {} }, async () => {
  const res = await fetch("https://slack.com/api/conversations.list");
  if (!res.ok) {
    return { isError: true, content: [{ type: "text", text: \`Listing channels of \${env.SLACK_TEAM_ID} failed (\${res.status}).\` }] };
  }
  return { content: [{ type: "text", text: "ok" }] };
});`,
    reports: [],
  },
];

describe("disagreements the review found, fixed", () => {
  describe("the operator's environment imported from node:process", () => {
    runCases("no-untrusted-error-message doc review: node:process imports", nodeProcessImportCases);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Imported constants
// ---------------------------------------------------------------------------------------------------------------

const CONSTANTS = `export const SERVICE_NAME = "linear";
export const DOCS_HOST: string = "linear.app/docs";
export const MAX_PAGE_SIZE = 250;
export const READ_ONLY_MODE = false;
export const ISSUE_STATES = ["backlog", "todo", "in_progress", "done"];
export const ERROR_HINTS: Record<string, string> = { auth: "Check LINEAR_API_KEY.", rateLimit: "Wait a minute." };
export const RECENT_TEAMS: string[] = [];
export function rememberTeam(team: string): void {
  RECENT_TEAMS.push(team);
}
function resolveApiUrl(): string {
  return process.argv.find((arg) => arg.startsWith("--api="))?.slice(6) ?? "https://api.linear.app/graphql";
}
export const API_URL = resolveApiUrl();
`;

const EDGE_CONSTANTS = `import { MAX_PAGE_SIZE, SERVICE_NAME } from "./constants.js";
export const SUPPORTED_EXPORTS = ["markdown", "csv", "json"] as const;
export const USER_AGENT = \`\${SERVICE_NAME}-mcp/\${MAX_PAGE_SIZE}\`;
export const LIMITS = { maxTitle: "255 characters", maxBody: "64 KB" };
export const SHARED_TAGS: string[] = ["bug", "feature"];
export const EXPORT_FOLDER = "linear-exports";
const EXPORTER_VERSION = "1.4.0";
export const EXPORTER_ID = \`linear-exporter/\${EXPORTER_VERSION}\`;
`;

const INDEX = `export { SERVICE_NAME as PRODUCT_NAME, DOCS_HOST } from "./constants.js";
export * from "./edges.js";
`;

const DOCUMENTED_TOOL = `${HEAD}import { API_URL, DOCS_HOST, ERROR_HINTS, ISSUE_STATES, MAX_PAGE_SIZE, READ_ONLY_MODE, RECENT_TEAMS, SERVICE_NAME, rememberTeam } from "../lib/constants.js";

const server = new McpServer({ name: "linear", version: "1.0.0" });
const failure = (text: string) => ({ isError: true, content: [{ type: "text" as const, text }] });

server.registerTool("list_issues", { inputSchema: { team: z.string(), state: z.string(), first: z.number() } }, async ({ team, state, first }) => {
  if (READ_ONLY_MODE) return failure(\`\${SERVICE_NAME} is in read-only mode.\`);
  if (first > MAX_PAGE_SIZE) return failure(\`At most \${MAX_PAGE_SIZE} issues per page.\`);
  if (state === "") return failure(\`Pick a state: \${ISSUE_STATES.join(", ")}. See \${DOCS_HOST}.\`);
  rememberTeam(team);
  const res = await fetch(API_URL, { method: "POST", body: JSON.stringify({ team, state, first }) });
  if (res.status === 401) return failure(\`Unauthorized: \${ERROR_HINTS.auth}\`);
  if (res.status === 404) return failure(\`Unknown team; recent teams: \${RECENT_TEAMS.join(", ")}\`);
  if (!res.ok) return failure(\`Request to \${API_URL} failed with \${res.status}.\`);
  return { content: [{ type: "text" as const, text: await res.text() }] };
});
`;

const EDGE_TOOL = `${HEAD}import { EXPORTER_ID, LIMITS, SHARED_TAGS, SUPPORTED_EXPORTS, USER_AGENT } from "../lib/edges.js";
import { DOCS_HOST, EXPORT_FOLDER, PRODUCT_NAME } from "../lib/index.js";

const server = new McpServer({ name: "linear-export", version: "1.0.0" });

server.registerTool("export_issues", { inputSchema: { format: z.string(), tag: z.string(), title: z.string() } }, async ({ format, tag, title }) => {
  if (format === "pdf") {
    return { isError: true, content: [{ type: "text" as const, text: \`Formats: \${SUPPORTED_EXPORTS.join(", ")}\` }] };
  }
  if (format === "xml") {
    return { isError: true, content: [{ type: "text" as const, text: \`\${PRODUCT_NAME} exports follow \${DOCS_HOST}.\` }] };
  }
  if (title.length > 255) {
    return { isError: true, content: [{ type: "text" as const, text: \`Titles have at most \${LIMITS.maxTitle}.\` }] };
  }
  if (title.startsWith("#")) {
    return { isError: true, content: [{ type: "text" as const, text: \`\${EXPORTER_ID} cannot export headings as titles.\` }] };
  }
  if (title === "") {
    return { isError: true, content: [{ type: "text" as const, text: \`Exports are written to \${EXPORT_FOLDER}.\` }] };
  }
  SHARED_TAGS.push(tag);
  if (format === "yaml") {
    return { isError: true, content: [{ type: "text" as const, text: \`Tags so far: \${SHARED_TAGS.join(", ")}\` }] };
  }
  const res = await fetch("https://api.linear.app/export", { headers: { "User-Agent": USER_AGENT } });
  if (!res.ok) {
    return { isError: true, content: [{ type: "text" as const, text: \`Export as \${USER_AGENT} failed (\${res.status}).\` }] };
  }
  return { content: [{ type: "text" as const, text: await res.text() }] };
});
`;

describe("no-untrusted-error-message doc review: imported constants", () => {
  const dir = project("constants", {
    "lib/constants.ts": CONSTANTS,
    "lib/edges.ts": EDGE_CONSTANTS,
    "lib/index.ts": INDEX,
    "tools/documented.ts": DOCUMENTED_TOOL,
    "tools/edges.ts": EDGE_TOOL,
  });
  const doc = (needle: string): string => at("tools/documented.ts", DOCUMENTED_TOOL, needle);
  const edge = (needle: string): string => at("tools/edges.ts", EDGE_TOOL, needle);

  it.each([["typed", true], ["untyped", false]] as const)(
    "%s audit: a string (also annotated `: string`), a number, a boolean and a list never added to are trusted; a table's value, a list the module adds to and a call's result are unknown",
    async (_, typed) => {
      expect(await findings(dir, "tools/documented.ts", typed, "audit")).toEqual(
        [doc("ERROR_HINTS.auth}"), doc("RECENT_TEAMS.join"), doc("API_URL} failed")].sort(),
      );
    },
  );

  it.each([["typed", true], ["untyped", false]] as const)("%s presets: none of the imported constants is reported (unknown is the audit's)", async (_, typed) => {
    expect(await findings(dir, "tools/documented.ts", typed, "preset")).toEqual([]);
  });

  it("per file (`readImportedModules: false`), untyped audit: every imported value is unknown", async () => {
    expect(await findings(dir, "tools/documented.ts", false, "audit", true)).toEqual(
      [
        doc("SERVICE_NAME} is"),
        doc("MAX_PAGE_SIZE} issues"),
        doc("ISSUE_STATES.join"),
        doc("ERROR_HINTS.auth}"),
        doc("RECENT_TEAMS.join"),
        doc("API_URL} failed"),
      ].sort(),
    );
  });

  it("(edge) typed audit: an imported template literal made of constants of a third module is trusted", async () => {
    expect(await findings(dir, "tools/edges.ts", true, "audit")).not.toContain(edge("USER_AGENT} failed"));
  });

  it.each([["typed", true], ["untyped", false]] as const)("(edge) %s audit: an imported template literal of its own module's constants is trusted", async (_, typed) => {
    expect(await findings(dir, "tools/edges.ts", typed, "audit")).not.toContain(edge("EXPORTER_ID} cannot"));
  });

  it.each([["typed", true], ["untyped", false]] as const)(
    "(edge) %s audit: constants re-exported through an index module (renamed, and by `export *`) are trusted",
    async (_, typed) => {
      const found = await findings(dir, "tools/edges.ts", typed, "audit");
      expect(found).not.toContain(edge("PRODUCT_NAME} exports"));
      expect(found).not.toContain(edge("EXPORT_FOLDER}."));
    },
  );

  it.each([["typed", true], ["untyped", false]] as const)("(edge) %s audit: an imported object's field stays unknown", async (_, typed) => {
    expect(await findings(dir, "tools/edges.ts", typed, "audit")).toContain(edge("LIMITS.maxTitle"));
  });

  it.each([["typed", true], ["untyped", false]] as const)(
    "(edge) %s audit: an imported list its module never adds to, but the importing tool pushes the agent's tag into, is reported",
    async (_, typed) => {
      expect(await findings(dir, "tools/edges.ts", typed, "audit")).toContain(edge("SHARED_TAGS.join"));
    },
  );

  it("(edge) per file (`readImportedModules: false`), untyped audit: every value of the edge module is unknown", async () => {
    expect(await findings(dir, "tools/edges.ts", false, "audit", true)).toEqual(
      [
        edge("SUPPORTED_EXPORTS.join"),
        edge("PRODUCT_NAME} exports"),
        edge("LIMITS.maxTitle"),
        edge("EXPORTER_ID} cannot"),
        edge("EXPORT_FOLDER}."),
        edge("SHARED_TAGS.join"),
        edge("USER_AGENT} failed"),
      ].sort(),
    );
  });

  describe("disagreements the review found, fixed", () => {
    // "An imported constant is read in its module too (as `readImportedModules` allows, typed or not): a string,
    // number or boolean, or a list of them (... never added to there) is trusted". `SUPPORTED_EXPORTS = ["markdown",
    // "csv", "json"] as const` is a list of strings its module never adds to (a plain list, `ISSUE_STATES`, is
    // trusted above). The rule reports `SUPPORTED_EXPORTS.join(", ")` as unknown, typed and untyped.
    it.each([["typed", true], ["untyped", false]] as const)("(edge) %s audit: an imported `as const` list joined is trusted", async (_, typed) => {
      expect(await findings(dir, "tools/edges.ts", typed, "audit")).not.toContain(edge("SUPPORTED_EXPORTS.join"));
    });

    // Same sentence, "typed or not": `USER_AGENT = \`${SERVICE_NAME}-mcp/${MAX_PAGE_SIZE}\`` of lib/edges.ts, whose
    // parts are constants imported from lib/constants.ts, is trusted typed (passing case above), and a template of
    // the module's own constants is trusted untyped too; untyped, this one is reported as unknown.
    it("(edge) untyped audit: an imported template literal made of constants of a third module is trusted", async () => {
      expect(await findings(dir, "tools/edges.ts", false, "audit")).not.toContain(edge("USER_AGENT} failed"));
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Methods of an instance a factory of the file makes and returns
// ---------------------------------------------------------------------------------------------------------------

const REPORT_FETCHER = `export class AccessibilityReportFetcher {
  private token = "";
  private lastBody = "";
  setAuth(token: string): void {
    this.token = token;
  }
  async getReportLink(scanId: string): Promise<string> {
    const res = await fetch(\`https://api-accessibility.example.com/scans/\${encodeURIComponent(scanId)}/report\`, { headers: { Authorization: \`Bearer \${this.token}\` } });
    this.lastBody = await res.text();
    if (!res.ok) throw new Error(\`Report request failed: \${this.lastBody}\`);
    return (JSON.parse(this.lastBody) as { link: string }).link;
  }
  describeFailure(error: unknown): string {
    return \`Could not fetch the report: \${error instanceof Error ? error.message : String(error)}\`;
  }
  safeFailure(_error: unknown): string {
    return "Could not fetch the accessibility report. Try again later.";
  }
  lastResponse(): string {
    return this.lastBody;
  }
  toResult(text: string) {
    return { isError: true, content: [{ type: "text" as const, text }] };
  }
}

export class CachedReportFetcher {
  async getReportLink(scanId: string): Promise<string> {
    return \`cache://\${scanId}\`;
  }
  describeFailure(_error: unknown): string {
    return "The cached report is unavailable.";
  }
}

export async function createReportFetcher(config: { token: string }): Promise<AccessibilityReportFetcher> {
  const fetcher = new AccessibilityReportFetcher();
  fetcher.setAuth(config.token);
  return fetcher;
}
`;

const reportTool = (name: string, setup: string, failure: string): string => `server.registerTool("${name}", { inputSchema: { scanId: z.string() } }, async ({ scanId }) => {
  ${setup}
  try {
    const link = await fetcher.getReportLink(scanId);
    return { content: [{ type: "text" as const, text: link }] };
  } catch (error) {
    ${failure}
  }
});
`;

const FACTORY_SERVER = `${HEAD}import { AccessibilityReportFetcher } from "./lib/report-fetcher.js";

const config = { token: process.env.BROWSERSTACK_ACCESS_KEY ?? "" };
const server = new McpServer({ name: "accessibility", version: "1.0.0" });

async function initializeReportFetcher(settings: { token: string }) {
  const fetcher = new AccessibilityReportFetcher();
  fetcher.setAuth(settings.token);
  return fetcher;
}

${reportTool("get_report_link", "const fetcher = await initializeReportFetcher(config);", 'return { isError: true, content: [{ type: "text" as const, text: fetcher.describeFailure(error) }] };')}
${reportTool("get_report_link_safe", "const fetcher = await initializeReportFetcher(config);", 'return { isError: true, content: [{ type: "text" as const, text: fetcher.safeFailure(error) }] };')}
${reportTool("get_report_result", "const fetcher = await initializeReportFetcher(config);", "return fetcher.toResult(`Report failed: ${(error as Error).message}`);")}
${reportTool("get_report_raw", "const fetcher = await initializeReportFetcher(config);", 'return { isError: true, content: [{ type: "text" as const, text: fetcher.lastResponse() }] };')}`;

const FACTORY_EDGES = `${HEAD}import { AccessibilityReportFetcher, CachedReportFetcher, createReportFetcher } from "./lib/report-fetcher.js";

const config = { token: process.env.BROWSERSTACK_ACCESS_KEY ?? "" };
const server = new McpServer({ name: "accessibility", version: "1.0.0" });

function pickReportFetcher(useCache: boolean) {
  if (useCache) return new CachedReportFetcher();
  return new AccessibilityReportFetcher();
}

function makeReportFetcher() {
  const fetcher = new AccessibilityReportFetcher();
  fetcher.setAuth(config.token);
  return fetcher;
}

${reportTool("two_classes", 'const fetcher = pickReportFetcher(process.env.REPORT_CACHE === "1");', 'return { isError: true, content: [{ type: "text" as const, text: fetcher.describeFailure(error) }] };')}
${reportTool("imported_factory", "const fetcher = await createReportFetcher(config);", 'return { isError: true, content: [{ type: "text" as const, text: fetcher.describeFailure(error) }] };')}
${reportTool("sync_factory", "const fetcher = makeReportFetcher();", 'return { isError: true, content: [{ type: "text" as const, text: fetcher.describeFailure(error) }] };')}`;

describe("no-untrusted-error-message doc review: methods of an instance a factory of the file makes", () => {
  const dir = project("factory", {
    "lib/report-fetcher.ts": REPORT_FETCHER,
    "server.ts": FACTORY_SERVER,
    "edges.ts": FACTORY_EDGES,
  });
  const srv = (needle: string): string => at("server.ts", FACTORY_SERVER, needle);
  const edge = (needle: string, nth = 0): string => at("edges.ts", FACTORY_EDGES, needle, nth);

  it.each([["typed", true], ["untyped", false]] as const)(
    "%s presets: describeFailure(error) returns the caught error's message; toResult(text) makes its argument a sink; safeFailure and this's field are not untrusted",
    async (_, typed) => {
      expect(await findings(dir, "server.ts", typed, "preset")).toEqual([srv("fetcher.describeFailure(error)"), srv("(error as Error).message")].sort());
    },
  );

  it.each([["typed", true], ["untyped", false]] as const)(
    "%s audit: safeFailure(error) is trusted (not unknown); lastResponse(), which returns a field of `this`, is unknown",
    async (_, typed) => {
      expect(await findings(dir, "server.ts", typed, "audit")).toEqual(
        [srv("fetcher.describeFailure(error)"), srv("(error as Error).message"), srv("fetcher.lastResponse()")].sort(),
      );
    },
  );

  it("per file (`readImportedModules: false`), untyped: the methods are not looked into; the presets report nothing and the audit calls them unknown", async () => {
    expect(await findings(dir, "server.ts", false, "preset", true)).toEqual([]);
    expect(await findings(dir, "server.ts", false, "audit", true)).toEqual(
      expect.arrayContaining([srv("fetcher.describeFailure(error)"), srv("fetcher.safeFailure(error)"), srv("fetcher.lastResponse()")]),
    );
  });

  it.each([["typed", true], ["untyped", false]] as const)("(edge) %s: a factory that may return either of two classes is not trusted by its first class: the audit reports the method", async (_, typed) => {
    expect(await findings(dir, "edges.ts", typed, "audit")).toContain(edge("fetcher.describeFailure(error)", 0));
  });

  it.each([["typed", true], ["untyped", false]] as const)("(edge) %s: a factory exported by another module is not the file's; its instance's method is at least unknown", async (_, typed) => {
    expect(await findings(dir, "edges.ts", typed, "audit")).toContain(edge("fetcher.describeFailure(error)", 1));
  });

  it.each([["typed", true], ["untyped", false]] as const)("(edge) %s presets: a synchronous factory of the file is followed like the awaited one", async (_, typed) => {
    expect(await findings(dir, "edges.ts", typed, "preset")).toContain(edge("fetcher.describeFailure(error)", 2));
  });
});
