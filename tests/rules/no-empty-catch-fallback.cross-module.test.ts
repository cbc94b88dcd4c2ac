// A helper of another module that never returns (issue #16): `handleToolFailure(error, operation)` of
// lib/failures.ts throws on every path, `fail(message): never` is declared so. With types, a `catch` that
// ends in a call of either is an exit, not a fall-through to the empty accumulator after it. A helper that
// throws only sometimes (`rethrowServerErrors`) still falls through. Untyped: per file, all three fall through.
// And a helper that returns an empty value when the operation it handles fails (`safeList(promise)`, lib/safe.ts):
// its call on a tool's path is reported, naming the helper, unless it narrowed the error first (typed through
// the checker, untyped through the relative imports read from disk).
import type { Linter } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject } from "../helpers.js";

const fixture = join(repoRoot, "tests/fixtures/cross-module");
const RULE = "agent-errors/no-empty-catch-fallback";

describe("no-empty-catch-fallback: helpers of other modules that never return", () => {
  it("typed: only the catch whose helper may return falls through", async () => {
    const messages = (await lintProject(fixture, ["src/tools/list-titles.ts"], "recommended-type-checked")).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}`)).toEqual(["src/tools/list-titles.ts:30"]);
  });

  it("untyped: imported helpers are not looked into, so each catch falls through", async () => {
    const messages = (await lintProject(fixture, ["src/tools/list-titles.ts"], "recommended")).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}`)).toEqual(["src/tools/list-titles.ts:10", "src/tools/list-titles.ts:20", "src/tools/list-titles.ts:30"]);
  });
});

describe("no-empty-catch-fallback: helpers of other modules that return an empty value on failure", () => {
  // Typed through the checker; untyped through the relative imports read from disk (`readImportedModules`).
  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: a call on a tool's path is reported, naming the helper, its handler and the failing operation", async (_, preset) => {
    const messages = (await lintProject(fixture, ["src/tools/overview.ts"], preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.line}:${message.column} ${message.message.split(": on a tool's path")[0]}`)).toEqual([
      "9:26 `safeList()` (src/lib/safe.ts:5) returns `[]` when `searchIssues()` fails (its `catch` at line 8)",
      "10:24 `orEmpty()` (src/lib/safe.ts:14) returns `[]` when `searchIssues()` fails (its `.catch()` at line 14)",
      "12:26 `recentTitles()` (src/lib/safe.ts:26) returns `[]` when `searchIssues()` fails (its `.catch()` at line 27)",
      "13:25 `safeList()` (src/lib/safe.ts:5) returns `[]` when `searchIssues()` fails (its `catch` at line 8)",
    ]);
    expect(messages[0]!.message).toContain('Let the helper rethrow, or return an error result such as `{ error: "searchIssues failed" }`.');
  });

  it("reportOutsideTools (no preset turns it on) also reports the call off the tools' path", async () => {
    const strict = (await lintProject(fixture, ["src/tools/overview.ts"], "strict-type-checked")).filter((message) => message.ruleId === RULE);
    expect(strict.map((message) => message.line)).toEqual([9, 10, 12, 13]);
    const everywhere: Linter.RulesRecord = { [RULE]: ["error", { typeAware: true, reportNullish: true, reportOutsideTools: true }] };
    const messages = (await lintProject(fixture, ["src/tools/overview.ts"], "strict-type-checked", everywhere)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => message.line)).toEqual([9, 10, 12, 13, 21]);
  });

  it("untyped with `readImportedModules: false`: the helpers are not looked into", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    const messages = (await lintProject(fixture, ["src/tools/overview.ts"], "recommended", undefined, off)).filter((message) => message.ruleId === RULE);
    expect(messages).toEqual([]);
  });
});

describe("no-empty-catch-fallback: methods of other modules", () => {
  it("typed: a class's arrow-property helper that returns [] on failure is reported; a static `never` method is an exit", async () => {
    const typed = (await lintProject(fixture, ["src/tools/assign-issue.ts"], "recommended-type-checked")).filter((message) => message.ruleId === RULE);
    expect(typed.map((message) => `${message.line}:${message.column} ${message.message.split(": on a tool's path")[0]}`)).toEqual([
      "39:29 `listAssignees()` (src/lib/assignments.ts:33) returns `[]` when `fetch()` fails (its `.catch()` at line 34)",
    ]);
    // Untyped, the helper is read from disk too; but whether a call never returns is the checker's question
    // (a `never` signature): the catch that ends in the static method falls through to the `[]` the
    // accumulator started with.
    const untyped = (await lintProject(fixture, ["src/tools/assign-issue.ts"], "recommended")).filter((message) => message.ruleId === RULE);
    expect(untyped.map((message) => message.line)).toEqual([12, 39]);
  });
});

describe("no-empty-catch-fallback: a helper of another module that parses a successful response's body", () => {
  // The same judgement as in the file (best-effort.ts): a helper whose `[]` after an unparsable body is its own
  // value for a successful empty body is not reported at its call; one without that `return` before is.
  const notes = `export async function publishDraftNotes(projectId: string): Promise<unknown[]> {
  const response = await fetch(\`https://gitlab.example.com/api/v4/projects/\${projectId}/draft_notes/bulk_publish\`, { method: "POST" });
  if (!response.ok) throw new Error(\`GitLab API error: \${response.status}\`);
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

export async function listDraftNotes(projectId: string): Promise<unknown[]> {
  const response = await fetch(\`https://gitlab.example.com/api/v4/projects/\${projectId}/draft_notes\`);
  if (!response.ok) throw new Error(\`GitLab API error: \${response.status}\`);
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}
`;
  const tool = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { listDraftNotes, publishDraftNotes } from "../lib/notes.js";

const server = new McpServer({ name: "gitlab", version: "1.0.0" });
server.registerTool("bulk_publish_draft_notes", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  const published = await publishDraftNotes(projectId);
  const remaining = await listDraftNotes(projectId);
  return { content: [{ type: "text", text: JSON.stringify({ published, remaining }) }] };
});
`;
  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: only the helper without an empty-body return is reported", async (_, preset) => {
    const dir = writeProject(join(repoRoot, ".tmp", "cross-module-empty-body"), "empty-body", { "src/lib/notes.ts": notes, "src/tools/publish.ts": tool });
    const messages = (await lintProject(dir, ["src/tools/publish.ts"], preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.line} ${message.message.split(" returns ")[0]}`)).toEqual(["8 `listDraftNotes()` (src/lib/notes.ts:13)"]);
  });
});

describe("no-empty-catch-fallback: a method of an imported class on an instance a factory of the file makes", () => {
  const service = `export class AssignmentService {
  private token = "";
  setToken(token: string): void {
    this.token = token;
  }
  async listAssignees(issueId: string): Promise<string[]> {
    return fetch(\`https://tracker.example.com/issues/\${issueId}/assignees\`, { headers: { authorization: this.token } })
      .then((res) => res.json() as Promise<string[]>)
      .catch(() => []);
  }
}
`;
  const tool = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { AssignmentService } from "../lib/assignments.js";

async function assignmentService() {
  const service = new AssignmentService();
  service.setToken(process.env.TRACKER_TOKEN ?? "");
  return service;
}

const server = new McpServer({ name: "tracker", version: "1.0.0" });
server.registerTool("list_assignees", { inputSchema: { issueId: z.string() } }, async ({ issueId }) => {
  const assignments = (await assignmentService()) as AssignmentService;
  const assignees = await assignments.listAssignees(issueId);
  return { content: [{ type: "text", text: assignees.join(", ") }] };
});
`;
  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: the call on the factory's instance is reported, naming the method", async (_, preset) => {
    const dir = writeProject(join(repoRoot, ".tmp", "cross-module-factory-helper"), "factory-helper", { "src/lib/assignments.ts": service, "src/tools/assign.ts": tool });
    const messages = (await lintProject(dir, ["src/tools/assign.ts"], preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.line} ${message.message.split(" returns ")[0]}`)).toEqual(["14 `listAssignees()` (src/lib/assignments.ts:6)"]);
  });
});
