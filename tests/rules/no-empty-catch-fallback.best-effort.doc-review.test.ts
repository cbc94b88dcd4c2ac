// Doc review of two "It does not report" bullets of docs/rules/no-empty-catch-fallback.md, written from the
// documentation alone:
// - "optional extras left out of a result that has data of its own" (a non-exported helper of the file whose
//   every call is spread beside other members, or destructured into fields that each go only into such a
//   spread under a presence test; a `.catch(() => ({}))` whose chain is spread so), and what is still
//   reported (the `{}` as the tool's whole data, a field printed, an exported helper);
// - "a successful response's body that cannot be parsed, when the function already returns the same value
//   for an empty body", and what is still reported (no status check before, another empty-body value).
// Each case marks the lines where a report is expected with `// ❌` (default options); every other line must
// stay silent. Cases named "(edge)" probe what the doc leaves implicit.
import { describe, expect, it } from "vitest";
import { check, lint, type Case } from "./no-empty-catch-fallback.cases.js";

const HEADER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const API = "https://tracker.example.com/api/v4";
const server = new McpServer({ name: "tracker", version: "1.0.0" });

async function fetchIssue(id: string): Promise<{ id: string; title: string; state: string }> {
  const response = await fetch(API + "/issues/" + id);
  if (!response.ok) throw new Error("GET issue failed: " + response.status);
  return (await response.json()) as { id: string; title: string; state: string };
}
`;

// ---------------------------------------------------------------------------------------------------------
// Optional extras
// ---------------------------------------------------------------------------------------------------------

const extrasQuiet: Case[] = [
  {
    name: "extras: a helper's result held in a const and spread beside the issue's own fields",
    code: `${HEADER}
async function watchersOf(id: string): Promise<{ watchers?: string[] }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/watchers");
    const body = (await response.json()) as { watchers: string[] };
    return { watchers: body.watchers };
  } catch {
    return {};
  }
}

server.registerTool("get_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const extras = await watchersOf(id);
  return { content: [{ type: "text", text: JSON.stringify({ ...issue, ...extras }) }] };
});`,
  },
  {
    name: "extras: an arrow helper awaited directly inside the spread of structuredContent",
    code: `${HEADER}
const timeTrackingOf = async (id: string): Promise<{ spent?: number; estimate?: number }> => {
  try {
    const response = await fetch(API + "/issues/" + id + "/time_stats");
    const stats = (await response.json()) as { total_time_spent: number; time_estimate: number };
    return { spent: stats.total_time_spent, estimate: stats.time_estimate };
  } catch (error) {
    console.warn("time stats unavailable", error);
    return {};
  }
};

server.registerTool("get_issue_details", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const details = { ...issue, url: API + "/issues/" + id, ...(await timeTrackingOf(id)) };
  return { content: [{ type: "text", text: JSON.stringify(details) }], structuredContent: details };
});`,
  },
  {
    name: "extras: a destructured field that goes only into `...(x ? { x } : {})`",
    code: `${HEADER}
async function resolveHashedId(id: string): Promise<{ hashed_id?: string }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/hash");
    const body = (await response.json()) as { hashed_id: string };
    return { hashed_id: body.hashed_id };
  } catch {
    return {};
  }
}

server.registerTool("share_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const { hashed_id } = await resolveHashedId(id);
  const result = { id: issue.id, title: issue.title, ...(hashed_id ? { hashed_id } : {}) };
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});`,
  },
  {
    name: "extras: a destructured field that goes only into `...(x && { x })`",
    code: `${HEADER}
async function ownerOf(id: string): Promise<{ owner?: string }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/owner");
    const body = (await response.json()) as { username: string };
    return { owner: body.username };
  } catch {
    return {};
  }
}

server.registerTool("get_issue_summary", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const { owner } = await ownerOf(id);
  return { content: [{ type: "text", text: JSON.stringify({ ...issue, ...(owner && { owner }) }) }] };
});`,
  },
  {
    name: "extras: two destructured fields, each only under its own presence test",
    code: `${HEADER}
async function milestoneOf(id: string): Promise<{ milestone?: string; dueDate?: string }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/milestone");
    const body = (await response.json()) as { title: string; due_date: string };
    return { milestone: body.title, dueDate: body.due_date };
  } catch {
    return {};
  }
}

server.registerTool("get_issue_plan", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const { milestone, dueDate } = await milestoneOf(id);
  const plan = { ...issue, ...(milestone ? { milestone } : {}), ...(dueDate && { dueDate }) };
  return { content: [{ type: "text", text: JSON.stringify(plan) }] };
});`,
  },
  {
    name: "extras: a `.catch(() => ({}))` whose chain is spread beside the issue",
    code: `${HEADER}
async function fetchLabelColors(id: string): Promise<Record<string, string>> {
  const response = await fetch(API + "/issues/" + id + "/label_colors");
  if (!response.ok) throw new Error("label colors failed: " + response.status);
  return (await response.json()) as Record<string, string>;
}

server.registerTool("get_issue_labels", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const view = { ...issue, ...(await fetchLabelColors(id).catch(() => ({}))) };
  return { content: [{ type: "text", text: JSON.stringify(view) }] };
});`,
  },
  {
    name: "extras (edge): spread beside each item's own fields inside a `.map` over a page",
    code: `${HEADER}
async function reactionsOf(id: string): Promise<{ upvotes?: number; downvotes?: number }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/award_emoji");
    const body = (await response.json()) as { up: number; down: number };
    return { upvotes: body.up, downvotes: body.down };
  } catch {
    return {};
  }
}

server.registerTool("list_issues", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  const response = await fetch(API + "/projects/" + projectId + "/issues");
  if (!response.ok) throw new Error("list issues failed: " + response.status);
  const issues = (await response.json()) as Array<{ id: string; title: string }>;
  const rows = await Promise.all(issues.map(async (issue) => ({ ...issue, ...(await reactionsOf(issue.id)) })));
  return { content: [{ type: "text", text: JSON.stringify(rows) }] };
});`,
  },
];

const extrasReported: Case[] = [
  {
    name: "extras: an exported helper is still reported (its other callers are not seen)",
    code: `${HEADER}
export async function watchersOf(id: string): Promise<{ watchers?: string[] }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/watchers");
    const body = (await response.json()) as { watchers: string[] };
    return { watchers: body.watchers };
  } catch {
    return {}; // ❌
  }
}

server.registerTool("get_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  return { content: [{ type: "text", text: JSON.stringify({ ...issue, ...(await watchersOf(id)) }) }] };
});`,
  },
  {
    name: "extras: a destructured field printed in a template is still reported",
    code: `${HEADER}
async function ownerOf(id: string): Promise<{ owner?: string }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/owner");
    const body = (await response.json()) as { username: string };
    return { owner: body.username };
  } catch {
    return {}; // ❌
  }
}

server.registerTool("describe_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const { owner } = await ownerOf(id);
  return { content: [{ type: "text", text: \`\${issue.title}\\nOwner: \${owner}\` }] };
});`,
  },
  {
    name: "extras: the helper's `{}` as the tool's whole data is still reported",
    code: `${HEADER}
async function customFieldsOf(id: string): Promise<Record<string, string>> {
  try {
    const response = await fetch(API + "/issues/" + id + "/custom_fields");
    return (await response.json()) as Record<string, string>;
  } catch {
    return {}; // ❌
  }
}

server.registerTool("get_custom_fields", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const fields = await customFieldsOf(id);
  return { content: [{ type: "text", text: JSON.stringify(fields) }] };
});`,
  },
  {
    name: "extras: a `.catch(() => ({}))` whose value is the tool's whole data is still reported",
    code: `${HEADER}
async function fetchLabelColors(id: string): Promise<Record<string, string>> {
  const response = await fetch(API + "/issues/" + id + "/label_colors");
  if (!response.ok) throw new Error("label colors failed: " + response.status);
  return (await response.json()) as Record<string, string>;
}

server.registerTool("get_label_colors", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const colors = await fetchLabelColors(id).catch(() => ({})); // ❌
  return { content: [{ type: "text", text: JSON.stringify(colors) }] };
});`,
  },
  {
    name: "extras: a helper whose held result is also passed to another function is still reported",
    code: `${HEADER}
async function subscribersOf(id: string): Promise<{ subscribers?: string[] }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/subscribers");
    const body = (await response.json()) as { usernames: string[] };
    return { subscribers: body.usernames };
  } catch {
    return {}; // ❌
  }
}

async function notifySubscribers(extras: { subscribers?: string[] }, message: string): Promise<void> {
  await fetch(API + "/notifications", { method: "POST", body: JSON.stringify({ to: extras.subscribers, message }) });
}

server.registerTool("close_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const extras = await subscribersOf(id);
  await notifySubscribers(extras, "closed " + issue.title);
  return { content: [{ type: "text", text: JSON.stringify({ ...issue, ...extras }) }] };
});`,
  },
  {
    name: "extras: a spread into an object literal with no other members is still reported",
    code: `${HEADER}
async function approvalsOf(id: string): Promise<{ approvedBy?: string[] }> {
  try {
    const response = await fetch(API + "/merge_requests/" + id + "/approvals");
    const body = (await response.json()) as { approved_by: string[] };
    return { approvedBy: body.approved_by };
  } catch {
    return {}; // ❌
  }
}

server.registerTool("get_approvals", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const approvals = { ...(await approvalsOf(id)) };
  return { content: [{ type: "text", text: JSON.stringify(approvals) }] };
});`,
  },
  {
    name: "extras: a destructured field put in the result directly (no presence test) is still reported",
    code: `${HEADER}
async function resolveHashedId(id: string): Promise<{ hashed_id?: string }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/hash");
    const body = (await response.json()) as { hashed_id: string };
    return { hashed_id: body.hashed_id };
  } catch {
    return {}; // ❌
  }
}

server.registerTool("share_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const { hashed_id } = await resolveHashedId(id);
  return { content: [{ type: "text", text: JSON.stringify({ ...issue, hashed_id, shareUrl: API + "/s/" + hashed_id }) }] };
});`,
  },
  {
    name: "extras (edge): a `.catch(() => ({}))` spread alone into an otherwise empty object is still reported",
    code: `${HEADER}
async function fetchLabelColors(id: string): Promise<Record<string, string>> {
  const response = await fetch(API + "/issues/" + id + "/label_colors");
  if (!response.ok) throw new Error("label colors failed: " + response.status);
  return (await response.json()) as Record<string, string>;
}

server.registerTool("get_label_colors", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const colors = { ...(await fetchLabelColors(id).catch(() => ({}))) }; // ❌
  return { content: [{ type: "text", text: JSON.stringify(colors) }] };
});`,
  },
];

// ---------------------------------------------------------------------------------------------------------
// A successful response's unparsable body
// ---------------------------------------------------------------------------------------------------------

const parseQuiet: Case[] = [
  {
    name: "parse: `!response.ok` throw, `!text.trim()` returns [], parse failure returns []",
    code: `${HEADER}
async function bulkPublish(projectId: string, ids: string[]): Promise<Array<{ id: string; state: string }>> {
  const response = await fetch(API + "/projects/" + projectId + "/bulk_publish", { method: "POST", body: JSON.stringify({ ids }) });
  if (!response.ok) throw new Error("bulk publish failed: " + response.status);
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text) as Array<{ id: string; state: string }>;
  } catch {
    return [];
  }
}

server.registerTool("bulk_publish", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const published = await bulkPublish(projectId, ids);
  return { content: [{ type: "text", text: JSON.stringify({ published }) }] };
});`,
  },
  {
    name: "parse: `response.status >= 400` throw and `if (!text) return [];`",
    code: `${HEADER}
async function archiveIssues(projectId: string, ids: string[]): Promise<string[]> {
  const response = await fetch(API + "/projects/" + projectId + "/issues/archive", { method: "POST", body: JSON.stringify({ ids }) });
  if (response.status >= 400) {
    throw new Error("archive failed: " + response.status + " " + response.statusText);
  }
  const text = await response.text();
  if (!text) return [];
  try {
    return JSON.parse(text) as string[];
  } catch (error) {
    console.warn("unparsable archive response", error);
    return [];
  }
}

server.registerTool("archive_issues", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const archived = await archiveIssues(projectId, ids);
  return { content: [{ type: "text", text: "Archived: " + archived.join(", ") }] };
});`,
  },
  {
    name: "parse: `if (text === \"\") return [];` in an arrow helper",
    code: `${HEADER}
const moveIssues = async (projectId: string, target: string, ids: string[]): Promise<Array<{ id: string }>> => {
  const response = await fetch(API + "/projects/" + projectId + "/issues/move", { method: "POST", body: JSON.stringify({ target, ids }) });
  if (!response.ok) throw new Error("move failed: " + response.status);
  const text = await response.text();
  if (text === "") return [];
  try {
    return JSON.parse(text) as Array<{ id: string }>;
  } catch {
    return [];
  }
};

server.registerTool("move_issues", { inputSchema: { projectId: z.string(), target: z.string(), ids: z.array(z.string()) } }, async ({ projectId, target, ids }) => {
  const moved = await moveIssues(projectId, target, ids);
  return { content: [{ type: "text", text: JSON.stringify({ moved, count: moved.length }) }] };
});`,
  },
  {
    name: "parse: `{}` as the empty-body value and as the parse fallback",
    code: `${HEADER}
async function updateSettings(projectId: string, settings: Record<string, string>): Promise<Record<string, string>> {
  const response = await fetch(API + "/projects/" + projectId + "/settings", { method: "PUT", body: JSON.stringify(settings) });
  if (!response.ok) throw new Error("settings update failed: " + response.status);
  const text = await response.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return {};
  }
}

server.registerTool("update_settings", { inputSchema: { projectId: z.string(), settings: z.record(z.string()) } }, async ({ projectId, settings }) => {
  const applied = await updateSettings(projectId, settings);
  return { content: [{ type: "text", text: JSON.stringify({ applied }) }] };
});`,
  },
  {
    name: "parse (edge): `text.length === 0` is an empty-body check too",
    code: `${HEADER}
async function bulkLabel(projectId: string, label: string, ids: string[]): Promise<string[]> {
  const response = await fetch(API + "/projects/" + projectId + "/issues/label", { method: "POST", body: JSON.stringify({ label, ids }) });
  if (!response.ok) throw new Error("bulk label failed: " + response.status);
  const text = await response.text();
  if (text.length === 0) return [];
  try {
    return JSON.parse(text) as string[];
  } catch {
    return [];
  }
}

server.registerTool("bulk_label", { inputSchema: { projectId: z.string(), label: z.string(), ids: z.array(z.string()) } }, async ({ projectId, label, ids }) => {
  const labelled = await bulkLabel(projectId, label, ids);
  return { content: [{ type: "text", text: JSON.stringify({ labelled }) }] };
});`,
  },
  {
    name: "parse (edge): the status check after reading the text, still before the empty-body check and the parse",
    code: `${HEADER}
async function bulkPublish(projectId: string, ids: string[]): Promise<Array<{ id: string }>> {
  const response = await fetch(API + "/projects/" + projectId + "/bulk_publish", { method: "POST", body: JSON.stringify({ ids }) });
  const text = await response.text();
  if (!response.ok) throw new Error("bulk publish failed: " + response.status + " " + text.slice(0, 200));
  if (!text.trim()) return [];
  try {
    return JSON.parse(text) as Array<{ id: string }>;
  } catch {
    return [];
  }
}

server.registerTool("bulk_publish", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const published = await bulkPublish(projectId, ids);
  return { content: [{ type: "text", text: JSON.stringify({ published }) }] };
});`,
  },
  {
    name: "parse (edge): an exported helper with the status check and the same empty-body value",
    code: `${HEADER}
export async function bulkPublish(projectId: string, ids: string[]): Promise<Array<{ id: string }>> {
  const response = await fetch(API + "/projects/" + projectId + "/bulk_publish", { method: "POST", body: JSON.stringify({ ids }) });
  if (!response.ok) throw new Error("bulk publish failed: " + response.status);
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text) as Array<{ id: string }>;
  } catch {
    return [];
  }
}

server.registerTool("bulk_publish", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const published = await bulkPublish(projectId, ids);
  return { content: [{ type: "text", text: JSON.stringify({ published }) }] };
});`,
  },
];

const parseReported: Case[] = [
  {
    name: "parse: without a status check before, the [] is reported",
    code: `${HEADER}
async function bulkPublish(projectId: string, ids: string[]): Promise<Array<{ id: string }>> {
  const response = await fetch(API + "/projects/" + projectId + "/bulk_publish", { method: "POST", body: JSON.stringify({ ids }) });
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text) as Array<{ id: string }>;
  } catch {
    return []; // ❌
  }
}

server.registerTool("bulk_publish", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const published = await bulkPublish(projectId, ids);
  return { content: [{ type: "text", text: JSON.stringify({ published }) }] };
});`,
  },
  {
    name: "parse: with another value for the empty body (null), the [] is reported",
    code: `${HEADER}
async function bulkPublish(projectId: string, ids: string[]): Promise<Array<{ id: string }> | null> {
  const response = await fetch(API + "/projects/" + projectId + "/bulk_publish", { method: "POST", body: JSON.stringify({ ids }) });
  if (!response.ok) throw new Error("bulk publish failed: " + response.status);
  const text = await response.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as Array<{ id: string }>;
  } catch {
    return []; // ❌
  }
}

server.registerTool("bulk_publish", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const published = await bulkPublish(projectId, ids);
  return { content: [{ type: "text", text: JSON.stringify({ published: published ?? "nothing returned" }) }] };
});`,
  },
  {
    name: "parse: with the status check but no empty-body return, the [] is reported",
    code: `${HEADER}
async function bulkPublish(projectId: string, ids: string[]): Promise<Array<{ id: string }>> {
  const response = await fetch(API + "/projects/" + projectId + "/bulk_publish", { method: "POST", body: JSON.stringify({ ids }) });
  if (!response.ok) throw new Error("bulk publish failed: " + response.status);
  const text = await response.text();
  try {
    return JSON.parse(text) as Array<{ id: string }>;
  } catch {
    return []; // ❌
  }
}

server.registerTool("bulk_publish", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const published = await bulkPublish(projectId, ids);
  return { content: [{ type: "text", text: JSON.stringify({ published }) }] };
});`,
  },
  {
    name: "parse: `res.json().catch(() => [])` on the success path after the status check is still reported",
    code: `${HEADER}
server.registerTool("list_projects", { inputSchema: { group: z.string() } }, async ({ group }) => {
  const res = await fetch(API + "/groups/" + group + "/projects");
  if (!res.ok) throw new Error("list projects failed: " + res.status);
  const projects = await res.json().catch(() => []); // ❌
  return { content: [{ type: "text", text: JSON.stringify({ projects }) }] };
});`,
  },
  {
    name: "parse (edge): a status check that only logs does not say the call succeeded",
    code: `${HEADER}
async function bulkPublish(projectId: string, ids: string[]): Promise<Array<{ id: string }>> {
  const response = await fetch(API + "/projects/" + projectId + "/bulk_publish", { method: "POST", body: JSON.stringify({ ids }) });
  if (!response.ok) console.warn("bulk publish returned " + response.status);
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text) as Array<{ id: string }>;
  } catch {
    return []; // ❌
  }
}

server.registerTool("bulk_publish", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const published = await bulkPublish(projectId, ids);
  return { content: [{ type: "text", text: JSON.stringify({ published }) }] };
});`,
  },
];

// Where the rule and this reading of the doc differed (each with what the doc says and what the rule did then):
// all three were fixed in the rule, and the doc now says so.
const disagreements: Case[] = [
  {
    // The doc: fields that "each go only into such a spread under a presence test (`const { hashed_id } = ...`
    // then `...(hashed_id ? { hashed_id } : {})`)". `weight !== undefined` is a presence test (the same page
    // lists `!== undefined` among the tests that hold only for a value); for a number it is the right one
    // (a weight of 0 is data). The rule reports the helper's `return {}` (line 18); with `weight ? ...` it
    // stays silent, so only the form of the test differs.
    name: "extras (edge): `x !== undefined ? { x } : {}` is a presence test too",
    code: `${HEADER}
async function weightOf(id: string): Promise<{ weight?: number }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/weight");
    const body = (await response.json()) as { weight: number };
    return { weight: body.weight };
  } catch {
    return {};
  }
}

server.registerTool("get_issue_weight", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const issue = await fetchIssue(id);
  const { weight } = await weightOf(id);
  return { content: [{ type: "text", text: JSON.stringify({ ...issue, ...(weight !== undefined ? { weight } : {}) }) }] };
});`,
  },
  {
    // The doc: fields that "each go only into such a spread under a presence test". `includeNote` tests the
    // caller's flag, not the presence of `note`: when the lookup fails and `includeNote` is true, the agent that
    // asked for the note gets none, with nothing said. Expected: the helper's `return {}` (line 18) reported.
    // The rule reports nothing (it seems to accept any conditional spread). The doc leaves this implicit.
    name: "extras (edge): a presence test on another value than the field is no presence test of it",
    code: `${HEADER}
async function confidentialNoteOf(id: string): Promise<{ note?: string }> {
  try {
    const response = await fetch(API + "/issues/" + id + "/confidential_note");
    const body = (await response.json()) as { body: string };
    return { note: body.body };
  } catch {
    return {}; // ❌
  }
}

server.registerTool("get_issue_note", { inputSchema: { id: z.string(), includeNote: z.boolean() } }, async ({ id, includeNote }) => {
  const issue = await fetchIssue(id);
  const { note } = await confidentialNoteOf(id);
  return { content: [{ type: "text", text: JSON.stringify({ ...issue, ...(includeNote ? { note } : {}) }) }] };
});`,
  },
  {
    // The doc: "when the function already returns the same value for an empty body (`if (!response.ok) throw
    // ...;` then `if (!text.trim()) return [];` ...): the status said the call succeeded ... Without the status
    // check before ... the `[]` is reported". `await ensureOk(response, ...)`, a function of the file that
    // throws exactly when `!response.ok`, is a status check before. The rule reports the catch's `[]`
    // (line 24). The doc only shows the inline `if` form, so this is the weakest of the three.
    name: "parse (edge): the status check through a file helper that throws on a failed response",
    code: `${HEADER}
async function ensureOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(what + " failed: " + response.status + " " + (await response.text()));
}

async function bulkPublish(projectId: string, ids: string[]): Promise<Array<{ id: string }>> {
  const response = await fetch(API + "/projects/" + projectId + "/bulk_publish", { method: "POST", body: JSON.stringify({ ids }) });
  await ensureOk(response, "bulk publish");
  const text = await response.text();
  if (!text.trim()) return [];
  try {
    return JSON.parse(text) as Array<{ id: string }>;
  } catch {
    return [];
  }
}

server.registerTool("bulk_publish", { inputSchema: { projectId: z.string(), ids: z.array(z.string()) } }, async ({ projectId, ids }) => {
  const published = await bulkPublish(projectId, ids);
  return { content: [{ type: "text", text: JSON.stringify({ published }) }] };
});`,
  },
];

describe("no-empty-catch-fallback (doc review): optional extras and a successful response's unparsable body", () => {
  it.each([...extrasQuiet, ...extrasReported, ...parseQuiet, ...parseReported].map((c) => [c.name, c] as const))("%s", (_name, c) =>
    check(c),
  );
});

describe("disagreements the review found, fixed", () => {
  it.each(disagreements.map((c) => [c.name, c] as const))("%s", (_name, c) => check(c));
});
