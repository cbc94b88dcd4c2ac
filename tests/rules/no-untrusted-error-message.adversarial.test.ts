// Adversarial cases for no-untrusted-error-message, written against docs/rules/no-untrusted-error-message.md and
// docs/configuration.md only (black box: the reviewer did not read the implementation). Each case marks the
// lines where a report is expected with `// ❌`; every other line must stay silent. Cases named `BUG:` are
// documented behaviour the rule does not have (left failing on purpose).
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-untrusted-error-message.js";
import { markerHarness, type MarkerCase } from "../marker-harness.js";

type Case = MarkerCase;

const HEADER = `import { tool } from "ai";
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import * as Sentry from "@sentry/node";
import { agentTool } from "../internal/agents/tools/utils";
import { ApiClientError, ApiError, ApiServerError, UserInputError } from "../api-client/errors.js";
import { ConfigurationError, LLMProviderError } from "../errors.js";
const server = new McpServer({ name: "notes", version: "1.0.0" });
const DOCS_URL = "https://docs.partner.example/api/search";
`;

const STRICT = { reportUnknown: true, reportRethrown: true, checkTrustedErrorConstructors: true };

const { source, lint, check } = markerHarness<Case>({ rule, header: HEADER });

// =================================================================================================== cases
const sinks: Case[] = [
  {
    name: "FN: AI SDK execute, catch param via ternary and String(e) in a template",
    code: `
export const searchDocs = tool({
  description: "Search the partner's documentation",
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      const res = await fetch(\`\${DOCS_URL}?q=\${encodeURIComponent(query)}\`);
      return { result: await res.json() };
    } catch (e) {
      return { error: \`Search failed: \${e instanceof Error ? e.message : String(e)}\` }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: error object built in a local variable, then returned",
    code: `
export const lookupIssue = tool({
  description: "Look up an issue by id",
  parameters: z.object({ issueId: z.string() }),
  execute: async ({ issueId }) => {
    let issue;
    try {
      issue = await issues.get(issueId);
    } catch (err) {
      const message = (err as Error).message;
      const failure = { error: \`Lookup failed: \${message}\` }; // ❌
      return failure;
    }
    return { result: issue };
  },
});`,
  },
  {
    name: "FN: arrow-bodied execute, .catch chained on the fetch promise",
    code: `
export const fetchPage = tool({
  description: "Fetch a web page",
  parameters: z.object({ url: z.string().url() }),
  execute: ({ url }) =>
    fetch(url)
      .then((res) => res.text())
      .then((text) => ({ result: text.slice(0, 10_000) }))
      .catch((err) => ({ error: err.message })), // ❌
});`,
  },
  {
    name: "FN: rejection handler of .then(onOk, onFail)",
    code: `
export const getWeather = tool({
  description: "Current weather for a city",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => {
    return weatherClient.current(city).then(
      (data) => ({ result: data }),
      (reason) => ({ error: \`Weather lookup failed: \${String(reason)}\` }), // ❌
    );
  },
});`,
  },
  {
    name: "FN: helper of the file builds the { error } result from the caught error",
    code: `
function failure(err: unknown) {
  return { error: \`The request failed: \${(err as Error).message}\` };
}

export const createTicket = tool({
  description: "Create a ticket",
  parameters: z.object({ title: z.string(), body: z.string() }),
  execute: async ({ title, body }) => {
    try {
      return { result: await tracker.create({ title, body }) };
    } catch (err) {
      return failure(err); // ❌
    }
  },
});`,
  },
  {
    name: "FN: error object spread into the returned object",
    code: `
export const mergePr = tool({
  description: "Merge a pull request",
  parameters: z.object({ repo: z.string(), number: z.number() }),
  execute: async ({ repo, number }) => {
    try {
      await github.merge(repo, number);
      return { ok: true };
    } catch (e) {
      const base = { ok: false, error: (e as Error).message }; // ❌
      return { ...base, retryable: false };
    }
  },
});`,
  },
  {
    name: "FN: MCP isError content text with `${e}`",
    code: `
server.registerTool(
  "get_note",
  { description: "Read a note", inputSchema: { id: z.string() } },
  async ({ id }) => {
    try {
      const note = await notesDb.read(id);
      return { content: [{ type: "text", text: note.body }] };
    } catch (e) {
      return { isError: true, content: [{ type: "text", text: \`Could not read note: \${e}\` }] }; // ❌
    }
  },
);`,
  },
  {
    name: "isError result whose content array is a local variable (`return { content, isError: true }`)",
    code: `
server.registerTool(
  "list_tables",
  { description: "List database tables", inputSchema: { schema: z.string() } },
  async ({ schema }) => {
    try {
      const rows = await db.listTables(schema);
      return { content: [{ type: "text", text: rows.join("\\n") }] };
    } catch (error) {
      const content = [{ type: "text" as const, text: (error as Error).message }]; // ❌
      return { content, isError: true };
    }
  },
);`,
  },
  {
    name: "FN: derived sink, a file helper building an isError result (res.text() argument)",
    code: `
function toolFailure(message: string) {
  return { isError: true, content: [{ type: "text" as const, text: message }] };
}

server.registerTool(
  "deploy",
  { description: "Deploy a service", inputSchema: { service: z.string() } },
  async ({ service }) => {
    const res = await fetch(\`https://deploy.internal/api/\${encodeURIComponent(service)}\`, { method: "POST" });
    if (!res.ok) return toolFailure(\`Deploy failed: \${await res.text()}\`); // ❌
    return { content: [{ type: "text", text: "Deployed." }] };
  },
);`,
  },
  {
    name: "FN: toolError:v1 structuredContent message (shorthand property)",
    code: `
server.registerTool(
  "search_patterns",
  { description: "Search patterns", inputSchema: { query: z.string() } },
  async ({ query }) => {
    try {
      return { content: [{ type: "text", text: await patterns.search(query) }] };
    } catch (err) {
      const message = err instanceof Error ? err.message : "Unknown error occurred";
      return {
        isError: true,
        content: [{ type: "text", text: "The pattern search failed." }],
        structuredContent: { kind: "toolError:v1", code: "NETWORK_ERROR", message, retryable: true }, // ❌
      };
    }
  },
);`,
  },
  {
    name: "FN: toolError:v1 payload serialized into the JSON content block",
    code: `
function toErrorBlock(code: string, err: unknown) {
  const payload = {
    kind: "toolError:v1",
    code,
    message: (err as Error).message,
    retryable: code === "NETWORK_ERROR",
  };
  return { type: "text" as const, text: JSON.stringify(payload, null, 2), mimeType: "application/json" };
}

server.registerTool(
  "get_pattern",
  { description: "Get a pattern", inputSchema: { id: z.string(), format: z.enum(["markdown", "json", "both"]) } },
  async ({ id }) => {
    try {
      return { content: [{ type: "text", text: await patterns.get(id) }] };
    } catch (err) {
      return { isError: true, content: [toErrorBlock("UNKNOWN_ERROR", err)] }; // ❌
    }
  },
);`,
  },
  {
    name: "FN: thrown Error with the upstream body in an MCP registerTool handler",
    code: `
server.registerTool(
  "get_forecast",
  { description: "Forecast", inputSchema: { latitude: z.number(), longitude: z.number() } },
  async ({ latitude, longitude }) => {
    const res = await fetch(\`https://api.weather.gov/points/\${latitude},\${longitude}\`);
    if (!res.ok) {
      throw new Error(\`Weather API error \${res.status}: \${await res.text()}\`); // ❌
    }
    const data = await res.json();
    return { content: [{ type: "text", text: data.properties.forecast }] };
  },
);`,
  },
  {
    name: "FN: AI SDK execute as method shorthand, throwing from a catch clause with the tool input (the `{ ok, error, errorType }` convention read tool)",
    code: `
export const readTool = tool({
  description: "Read a file in the project",
  parameters: z.object({ path: z.string() }),
  async execute({ path }) {
    try {
      return { content: await readProjectFile(path) };
    } catch {
      throw new Error(\`File not found: \${path}\`); // ❌
    }
  },
});`,
  },
  {
    name: "FN: thrown RangeError after a failed comparison against constants (negative branch)",
    code: `
export const summarize = tool({
  description: "Summarize a document",
  parameters: z.object({ mode: z.string(), text: z.string() }),
  execute: async ({ mode, text }) => {
    if (mode !== "fast" && mode !== "thorough") {
      throw new RangeError(\`Unsupported mode: \${mode}\`); // ❌
    }
    return { result: await summarizer.run(mode, text) };
  },
});`,
  },
  {
    name: "FN: low-level Server setRequestHandler(CallToolRequestSchema) echoing the tool name in a throw",
    code: `
const lowLevel = new Server({ name: "files", version: "1.0.0" }, { capabilities: { tools: {} } });
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "list_files":
      return { content: [{ type: "text", text: "a.txt\\nb.txt" }] };
    default:
      throw new Error(\`Unknown tool: \${request.params.name}\`); // ❌
  }
});`,
  },
  {
    name: "McpError(code, message) thrown in a handler: the message is the second argument",
    code: `
server.registerTool(
  "run_query",
  { description: "Run a read-only SQL query", inputSchema: { sql: z.string() } },
  async ({ sql }) => {
    if (!sql.trim().toLowerCase().startsWith("select")) {
      throw new McpError(ErrorCode.InvalidParams, \`Only SELECT statements are allowed, got: \${sql}\`); // ❌
    }
    return { content: [{ type: "text", text: JSON.stringify(await db.query(sql)) }] };
  },
);`,
  },
  {
    name: "FN: McpServer#tool handler rewrapping the caught error's message in a new Error",
    code: `
server.tool("list_repos", "List the repositories of an org", { org: z.string() }, async ({ org }) => {
  try {
    const repos = await github.listRepos(org);
    return { content: [{ type: "text", text: repos.map((r) => r.name).join("\\n") }] };
  } catch (e) {
    throw new Error((e as Error).message); // ❌
  }
});`,
  },
  {
    name: "FN: derived sink two helpers deep",
    code: `
function textError(text: string) {
  return { isError: true, content: [{ type: "text" as const, text }] };
}
function failWith(action: string, detail: string) {
  return textError(\`\${action} failed: \${detail}\`);
}

server.registerTool(
  "sync_calendar",
  { description: "Sync a calendar", inputSchema: { calendarId: z.string() } },
  async ({ calendarId }) => {
    try {
      await calendar.sync(calendarId);
      return { content: [{ type: "text", text: "Synced." }] };
    } catch (e) {
      return failWith("Sync", (e as Error).message); // ❌
    }
  },
);`,
  },
  {
    name: "FN: handler passed by reference (a named function declared elsewhere in the file)",
    code: `
async function handleSearch({ query }: { query: string }) {
  const res = await fetch(\`\${DOCS_URL}?q=\${encodeURIComponent(query)}\`);
  if (!res.ok) throw new Error(\`Search failed: \${res.statusText}\`); // ❌
  return { content: [{ type: "text" as const, text: await res.text() }] };
}

server.registerTool("search", { description: "Search docs", inputSchema: { query: z.string() } }, handleSearch);`,
  },
  {
    name: "FN: execute declared as a const and passed by shorthand",
    code: `
const execute = async ({ id }: { id: string }) => {
  try {
    return { result: await invoices.get(id) };
  } catch (e) {
    return { error: \`Invoice lookup failed: \${(e as Error).message}\` }; // ❌
  }
};

export const getInvoice = tool({ description: "Get an invoice", parameters: z.object({ id: z.string() }), execute });`,
  },
  {
    name: "FN: tool imported under an alias from ai",
    bare: true,
    code: `import { tool as aiTool } from "ai";
import { z } from "zod";

export const translate = aiTool({
  description: "Translate text",
  parameters: z.object({ text: z.string(), target: z.string() }),
  execute: async ({ text, target }) => {
    try {
      return { result: await translator.translate(text, target) };
    } catch (err) {
      return { error: String(err) }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: tool through a namespace import of ai",
    bare: true,
    code: `import * as ai from "ai";
import { z } from "zod";

export const translate = ai.tool({
  description: "Translate text",
  parameters: z.object({ text: z.string() }),
  execute: async ({ text }) => {
    try {
      return { result: await translator.translate(text) };
    } catch (err) {
      return { error: (err as Error).message }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: handler wrapped in a call still counts for its returns",
    code: `
server.registerTool(
  "get_user",
  { description: "Get a user", inputSchema: { userId: z.string() } },
  handleToolErrors("get_user", async ({ userId }) => {
    const user = await users.find(userId);
    if (!user) return { error: \`No user with id \${userId}\` }; // ❌
    return { content: [{ type: "text", text: user.name }] };
  }),
);`,
  },
  {
    name: "FN: returned result cast `as CallToolResult` / `satisfies CallToolResult`, and AI SDK result `as ToolResult`",
    code: `
server.registerTool(
  "get_board",
  { description: "Get a board", inputSchema: { boardId: z.string() } },
  async ({ boardId }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await trello.board(boardId)) }] };
    } catch (error) {
      if (error instanceof TypeError) return { isError: true, content: [{ type: "text", text: error.message }] } as CallToolResult; // ❌
      return { isError: true, content: [{ type: "text", text: String(error) }] } satisfies CallToolResult; // ❌
    }
  },
);
export const getCard = tool({
  description: "Get a card",
  parameters: z.object({ cardId: z.string() }),
  execute: async ({ cardId }) => {
    try {
      return { result: await trello.card(cardId) };
    } catch (e) {
      return { error: (e as Error).message } as ToolResult; // ❌
    }
  },
});`,
  },
  {
    name: "FN: ternary of result objects, conditional spread, the error object itself and a nested error object",
    code: `
export const syncContacts = tool({
  description: "Sync contacts",
  parameters: z.object({ source: z.string() }),
  execute: async ({ source }) => {
    let failure: unknown;
    try {
      await crm.sync(source);
    } catch (e) {
      failure = e;
      const cached = await cache.get(source);
      if (source === "gmail") return { error: e }; // ❌
      if (source === "outlook") return { error: { code: "UPSTREAM", message: (e as Error).message } }; // ❌
      return cached ? { result: cached } : { error: (e as Error).message }; // ❌
    }
    return { ok: !failure, ...(failure ? { error: String(failure) } : {}) }; // ❌
  },
});`,
  },
  {
    name: "FN: agentTool execute returning its own { error } (returns are sinks even though throws are not)",
    code: `
export const issueSummary = agentTool({
  description: "Summarize an issue",
  parameters: z.object({ issueId: z.string() }),
  execute: async ({ issueId }) => {
    try {
      return await api.summarize(issueId);
    } catch (e) {
      return { error: \`Summary failed: \${(e as Error).message}\` }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: throw inside try/finally (the try does not catch)",
    code: `
server.registerTool(
  "edit_doc",
  { description: "Edit a document", inputSchema: { docId: z.string() } },
  async ({ docId }) => {
    const lock = await locks.acquire(docId);
    try {
      if (!lock) throw new Error(\`Document \${docId} is locked by another editor\`); // ❌
      return { content: [{ type: "text", text: "Edited." }] };
    } finally {
      await locks.release(docId);
    }
  },
);`,
  },
  {
    name: "FN: low-level Server handler with destructured params: isError text and unknown-tool throw",
    code: `
const low = new Server({ name: "files", version: "1.0.0" }, { capabilities: { tools: {} } });
low.setRequestHandler(CallToolRequestSchema, async ({ params: { name, arguments: args } }) => {
  if (name === "read_file") {
    try {
      return { content: [{ type: "text", text: await readIt(String(args?.path)) }] };
    } catch (e) {
      return { isError: true, content: [{ type: "text", text: \`Cannot read \${args?.path}: \${e}\` }] }; // ❌
    }
  }
  throw new Error(\`Unknown tool \${name}\`); // ❌
});`,
  },
];

const sources: Case[] = [
  {
    name: "FN: a field of res.json() with a ?? fallback",
    code: `
export const refreshToken = tool({
  description: "Refresh the OAuth token",
  parameters: z.object({ account: z.string() }),
  execute: async ({ account }) => {
    const res = await fetch("https://auth.partner.example/token", { method: "POST", body: JSON.stringify({ account }) });
    if (!res.ok) {
      const body = await res.json();
      return { error: body.error_description ?? "Token refresh failed" }; // ❌
    }
    return { result: "refreshed" };
  },
});`,
  },
  {
    name: "FN: res.statusText next to a trusted status",
    code: `
export const ping = tool({
  description: "Ping a partner endpoint",
  parameters: z.object({}),
  execute: async () => {
    const res = await fetch(DOCS_URL);
    if (!res.ok) return { error: \`HTTP \${res.status} \${res.statusText}\` }; // ❌
    return { result: "pong" };
  },
});`,
  },
  {
    name: "FN: fetch().then(r => r.json()) then a field, after checking another field against a constant",
    code: `
export const charge = tool({
  description: "Charge a customer",
  parameters: z.object({ customerId: z.string(), amount: z.number() }),
  execute: async ({ customerId, amount }) => {
    const data = await fetch("https://payments.example/charges", {
      method: "POST",
      body: JSON.stringify({ customerId, amount }),
    }).then((r) => r.json());
    if (data.status === "failed") return { error: data.failure_message }; // ❌
    return { result: data.id };
  },
});`,
  },
  {
    name: "FN (reportUnknown): safeParse(...).error.message",
    code: `
const WebhookSchema = z.object({ event: z.string(), payload: z.record(z.unknown()) });
export const replayWebhook = tool({
  description: "Replay a webhook",
  parameters: z.object({ raw: z.string() }),
  execute: async ({ raw }) => {
    const parsed = WebhookSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return { error: \`Invalid payload: \${parsed.error.message}\` }; // ❌
    return { result: await webhooks.replay(parsed.data) };
  },
});`,
    // zod's text about the agent's own input is unknown: reported by strict's reportUnknown.
    options: { reportUnknown: true },
  },
  {
    name: "FN (reportUnknown): safeParse issues mapped and joined into isError text",
    code: `
const ConfigSchema = z.object({ retries: z.number().int(), region: z.string() });
server.registerTool(
  "validate_config",
  { description: "Validate a config", inputSchema: { config: z.string() } },
  async ({ config }) => {
    const result = ConfigSchema.safeParse(JSON.parse(config));
    if (!result.success) {
      const details = result.error.issues.map((issue) => \`\${issue.path.join(".")}: \${issue.message}\`).join("; ");
      return { isError: true, content: [{ type: "text", text: \`Invalid config: \${details}\` }] }; // ❌
    }
    return { content: [{ type: "text", text: "Config is valid." }] };
  },
);`,
    // zod's text about the agent's own input is unknown: reported by strict's reportUnknown.
    options: { reportUnknown: true },
  },
  {
    name: "FN: nested, renamed destructuring of the tool input",
    code: `
export const listIssues = tool({
  description: "List issues",
  parameters: z.object({ filters: z.object({ project: z.string() }) }),
  execute: async ({ filters: { project: projectSlug } }) => {
    const projects = await api.listProjects();
    if (!projects.some((p) => p.slug === projectSlug)) {
      return { error: \`Project "\${projectSlug}" was not found.\` }; // ❌
    }
    return { result: await api.listIssues(projectSlug) };
  },
});`,
  },
  {
    name: "FN: whole input object, destructured later under another name",
    code: `
export const openFile = tool({
  description: "Open a file",
  parameters: z.object({ path: z.string() }),
  execute: async (input) => {
    const { path: target } = input;
    if (!(await exists(target))) return { error: \`Cannot open \${target}\` }; // ❌
    return { result: await read(target) };
  },
});`,
  },
  {
    name: "FN: e.stack",
    code: `
export const runScript = tool({
  description: "Run a script",
  parameters: z.object({ name: z.string() }),
  execute: async ({ name }) => {
    try {
      return { result: await scripts.run(name) };
    } catch (e) {
      return { error: (e as Error).stack ?? "The script failed." }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: String(e.cause)",
    code: `
export const exportReport = tool({
  description: "Export a report",
  parameters: z.object({ reportId: z.string() }),
  execute: async ({ reportId }) => {
    try {
      return { result: await reports.export(reportId) };
    } catch (err) {
      return { error: \`Export failed: \${String((err as Error).cause)}\` }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: JSON.stringify(e) in isError text",
    code: `
server.registerTool(
  "create_branch",
  { description: "Create a branch", inputSchema: { name: z.string() } },
  async ({ name }) => {
    try {
      await git.createBranch(name);
      return { content: [{ type: "text", text: "Created." }] };
    } catch (e) {
      return { isError: true, content: [{ type: "text", text: JSON.stringify(e) }] }; // ❌
    }
  },
);`,
  },
  {
    name: "FN: e.toString()",
    code: `
export const sendEmail = tool({
  description: "Send an email",
  parameters: z.object({ to: z.string(), subject: z.string() }),
  execute: async ({ to, subject }) => {
    try {
      await mailer.send({ to, subject });
      return { result: "sent" };
    } catch (e: any) {
      return { error: e.toString() }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: e.name and e.code are read from the caught error too",
    code: `
export const uploadFile = tool({
  description: "Upload a file",
  parameters: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    try {
      return { result: await storage.upload(path) };
    } catch (e: any) {
      if (e.code) return { error: \`Upload failed with code \${e.code}\` }; // ❌
      return { error: \`Upload failed: \${e.name}\` }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: closure over the catch param",
    code: `
export const cloneRepo = tool({
  description: "Clone a repository",
  parameters: z.object({ url: z.string() }),
  execute: async ({ url }) => {
    try {
      return { result: await git.clone(url) };
    } catch (error) {
      const describeFailure = () => (error instanceof Error ? error.message : "unknown failure");
      return { error: \`Clone failed: \${describeFailure()}\` }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: module-level describe helper from the doc (reported via describe())",
    code: `
const describeError = (e: unknown) => (e instanceof Error ? e.message : "Unknown error");

export const archive = tool({
  description: "Archive a project",
  parameters: z.object({ project: z.string() }),
  execute: async ({ project }) => {
    try {
      return { result: await projects.archive(project) };
    } catch (error) {
      return { error: describeError(error) }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: destructured catch parameter and an axios-style optional chain into the error",
    code: `
export const createLead = tool({
  description: "Create a CRM lead",
  parameters: z.object({ email: z.string() }),
  execute: async ({ email }) => {
    try {
      return { result: (await axios.post("https://crm.example/leads", { email })).data };
    } catch (err: any) {
      if (err?.response?.status === 409) return { error: err?.response?.data?.error ?? "The lead exists." }; // ❌
      return { error: "Creating the lead failed." };
    }
  },
});
export const deleteLead = tool({
  description: "Delete a CRM lead",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    try {
      return { result: await crm.delete(id) };
    } catch ({ message }: any) {
      return { error: message }; // ❌
    }
  },
});`,
  },
];

const propagation: Case[] = [
  {
    name: "FN: let reassigned in one branch merges untrusted",
    code: `
export const restartPod = tool({
  description: "Restart a pod",
  parameters: z.object({ pod: z.string() }),
  execute: async ({ pod }) => {
    try {
      return { result: await k8s.restart(pod) };
    } catch (e) {
      let message = "The restart failed.";
      if (e instanceof Error && e.message.length < 200) message = e.message;
      return { error: message }; // ❌
    }
  },
});`,
  },
  {
    name: "FN (reportUnknown): += in a loop over safeParse issues",
    code: `
const Input = z.object({ cron: z.string(), tz: z.string() });
export const schedule = tool({
  description: "Schedule a job",
  parameters: z.object({ spec: z.string() }),
  execute: async ({ spec }) => {
    const parsed = Input.safeParse(JSON.parse(spec));
    if (!parsed.success) {
      let detail = "";
      for (const issue of parsed.error.issues) {
        detail += issue.message + "\\n";
      }
      return { error: \`Invalid schedule:\\n\${detail}\` }; // ❌
    }
    return { result: await scheduler.add(parsed.data) };
  },
});`,
    // zod's text about the agent's own input is unknown: reported by strict's reportUnknown.
    options: { reportUnknown: true },
  },
  {
    name: "FN: array literal joined",
    code: `
export const buildImage = tool({
  description: "Build a container image",
  parameters: z.object({ tag: z.string() }),
  execute: async ({ tag }) => {
    try {
      return { result: await docker.build(tag) };
    } catch (e) {
      return { error: ["Build failed", (e as Error).message].join(": ") }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: array push then join",
    code: `
export const buildImage = tool({
  description: "Build a container image",
  parameters: z.object({ tag: z.string() }),
  execute: async ({ tag }) => {
    const problems: string[] = [];
    for (const step of PIPELINE) {
      try {
        await step.run(tag);
      } catch (e) {
        problems.push(\`\${step.name}: \${(e as Error).message}\`);
      }
    }
    if (problems.length > 0) return { error: problems.join("\\n") }; // ❌
    return { result: "built" };
  },
});`,
  },
  {
    name: "FN: string methods on the message (split/trim/slice/replace)",
    code: `
export const compile = tool({
  description: "Compile the project",
  parameters: z.object({ target: z.string() }),
  execute: async ({ target }) => {
    try {
      return { result: await compiler.build(target) };
    } catch (e) {
      const firstLine = (e as Error).message.split("\\n")[0]!.trim().slice(0, 200);
      return { error: firstLine.replace(/token=\\w+/g, "token=***") }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: ternary whose else branch is untrusted even though the then branch is narrowed",
    code: `
export const invite = tool({
  description: "Invite a member",
  parameters: z.object({ email: z.string() }),
  execute: async ({ email }) => {
    try {
      return { result: await org.invite(email) };
    } catch (e) {
      return { error: e instanceof UserInputError ? e.message : String(e) }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: || fallback keeps the untrusted left side",
    code: `
export const lookupDomain = tool({
  description: "WHOIS lookup",
  parameters: z.object({ domain: z.string() }),
  execute: async ({ domain }) => {
    const res = await fetch(\`https://whois.example/api?d=\${domain}\`);
    const body = await res.json();
    if (!res.ok) return { error: body.detail || "Lookup failed." }; // ❌
    return { result: body };
  },
});`,
  },
  {
    name: "FN: object field carries the body text",
    code: `
export const getInvoice = tool({
  description: "Get an invoice",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    const res = await fetch(\`https://billing.example/invoices/\${id}\`);
    if (!res.ok) {
      const info = { status: res.status, detail: await res.text() };
      return { error: \`(\${info.status}) \${info.detail}\` }; // ❌
    }
    return { result: await res.json() };
  },
});`,
  },
  {
    name: "Object.assign(result, { error }) on the returned local",
    code: `
export const resize = tool({
  description: "Resize an image",
  parameters: z.object({ url: z.string(), width: z.number() }),
  execute: async ({ url, width }) => {
    const result: Record<string, unknown> = { ok: false };
    try {
      result.data = await images.resize(url, width);
      result.ok = true;
    } catch (e) {
      Object.assign(result, { error: (e as Error).message }); // ❌
    }
    return result;
  },
});`,
  },
  {
    name: "FN: async helper of the file reading the response passed to it",
    code: `
async function describeResponse(res: Response) {
  return \`HTTP \${res.status}: \${await res.text()}\`;
}

export const getRelease = tool({
  description: "Get a release",
  parameters: z.object({ tag: z.string() }),
  execute: async ({ tag }) => {
    const res = await fetch(\`https://api.github.com/repos/acme/app/releases/tags/\${tag}\`);
    if (!res.ok) return { error: await describeResponse(res) }; // ❌
    return { result: await res.json() };
  },
});`,
  },
  {
    name: "FN: recursive helper walking the cause chain",
    code: `
function rootCause(e: unknown): unknown {
  return e instanceof Error && e.cause ? rootCause(e.cause) : e;
}

export const migrate = tool({
  description: "Run migrations",
  parameters: z.object({ target: z.string() }),
  execute: async ({ target }) => {
    try {
      return { result: await migrator.up(target) };
    } catch (err) {
      return { error: \`Migration failed: \${String(rootCause(err))}\` }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: let assigned inside a map callback closure",
    code: `
export const warmCache = tool({
  description: "Warm the cache",
  parameters: z.object({ keys: z.array(z.string()) }),
  execute: async ({ keys }) => {
    let lastError = "";
    await Promise.all(
      keys.map(async (key) => {
        try {
          await cache.warm(key);
        } catch (e) {
          lastError = (e as Error).message;
        }
      }),
    );
    if (lastError) return { error: \`Some keys failed: \${lastError}\` }; // ❌
    return { result: "warm" };
  },
});`,
  },
  {
    name: "FN: tool input in a for-of loop, checked against a non-constant set",
    code: `
export const tagItems = tool({
  description: "Tag items",
  parameters: z.object({ ids: z.array(z.string()) }),
  execute: async ({ ids }) => {
    const known = new Set(await items.listIds());
    for (const id of ids) {
      if (!known.has(id)) return { error: \`Unknown item id: \${id}\` }; // ❌
    }
    return { result: await items.tag(ids) };
  },
});`,
  },
  {
    name: "FN: allowlist with the inverted polarity (the value is NOT in the set after the early return)",
    code: `
const SUPPORTED_FORMATS = new Set(["csv", "json"]);
export const exportData = tool({
  description: "Export data",
  parameters: z.object({ format: z.string() }),
  execute: async ({ format }) => {
    if (SUPPORTED_FORMATS.has(format)) {
      return { result: await exporter.run(format) };
    }
    return { error: \`Unsupported format: \${format}\` }; // ❌
  },
});`,
  },
  {
    name: "FN: switch default branch echoes the input",
    code: `
export const convert = tool({
  description: "Convert a document",
  parameters: z.object({ format: z.string(), doc: z.string() }),
  execute: async ({ format, doc }) => {
    switch (format) {
      case "pdf":
        return { result: await pdf.render(doc) };
      default:
        return { error: \`Unsupported format: \${format}\` }; // ❌
    }
  },
});`,
  },
  {
    name: "FN: narrowing joined with || to a non-trusted class is not narrowing",
    code: `
export const createProject = tool({
  description: "Create a project",
  parameters: z.object({ name: z.string() }),
  execute: async ({ name }) => {
    try {
      return { result: await api.createProject(name) };
    } catch (e) {
      if (e instanceof UserInputError || e instanceof Error) return { error: e.message }; // ❌
      return { error: "Project creation failed." };
    }
  },
});`,
  },
  {
    name: "FN: negated instanceof (the message is used on the untrusted side)",
    code: `
export const createProject = tool({
  description: "Create a project",
  parameters: z.object({ name: z.string() }),
  execute: async ({ name }) => {
    try {
      return { result: await api.createProject(name) };
    } catch (e) {
      if (!(e instanceof UserInputError)) return { error: (e as Error).message }; // ❌
      return { error: e.message };
    }
  },
});`,
  },
  {
    name: "FN: instanceof narrows another variable than the one read",
    code: `
export const rotateKey = tool({
  description: "Rotate an API key",
  parameters: z.object({ keyId: z.string() }),
  execute: async ({ keyId }) => {
    try {
      await keys.revoke(keyId);
    } catch (revokeError) {
      try {
        await keys.disable(keyId);
      } catch (disableError) {
        if (revokeError instanceof UserInputError) return { error: (disableError as Error).message }; // ❌
      }
    }
    return { result: "rotated" };
  },
});`,
  },
  {
    name: "FN: instanceof a class that is not trusted",
    // A parser's text about the agent's own CSV is local (the try awaits nothing): strict's reportUnknown.
    options: { reportUnknown: true },
    code: `
export const parseCsv = tool({
  description: "Parse CSV",
  parameters: z.object({ csv: z.string() }),
  execute: async ({ csv }) => {
    try {
      return { result: parse(csv) };
    } catch (e) {
      if (e instanceof SyntaxError) return { error: \`Invalid CSV: \${e.message}\` }; // ❌
      return { error: "Could not parse the CSV." };
    }
  },
});`,
  },
  {
    name: "FN: awaited .catch(err => err) then instanceof Error, and an awaited rejection handler",
    code: `
export const publish = tool({
  description: "Publish a post",
  parameters: z.object({ postId: z.string() }),
  execute: async ({ postId }) => {
    const outcome = await cms.publish(postId).catch((err: unknown) => err);
    if (outcome instanceof Error) return { error: outcome.message }; // ❌
    const failure = await cms.notify(postId).then(() => undefined, (e) => String(e));
    if (failure) return { error: \`Published, but the notification failed: \${failure}\` }; // ❌
    return { result: outcome };
  },
});`,
  },
];

const trusted: Case[] = [
  {
    name: "FP: constants, numbers, lengths, statuses and booleans",
    code: `
const NOT_FOUND = "The project was not found.";
export const getProject = tool({
  description: "Get a project",
  parameters: z.object({ slug: z.string(), tags: z.array(z.string()) }),
  execute: async ({ slug, tags }) => {
    let attempts = 0;
    while (attempts < 3) {
      attempts++;
      const res = await fetch(\`https://api.example/projects/\${slug}\`);
      if (res.status === 404) return { error: NOT_FOUND };
      if (res.ok) return { result: await res.json() };
      if (attempts === 3) {
        return { error: \`HTTP \${res.status} after \${attempts} attempts (\${tags.length} tags, retryable: \${res.status >= 500}, ok: \${res.ok}).\` };
      }
    }
    return { error: \`Gave up with status \${String(503)}.\` };
  },
});`,
  },
  {
    name: "FP: lookup in a constant table keyed by e.code",
    code: `
const ERRORS: Record<string, string> = {
  ENOENT: "The file does not exist.",
  EACCES: "The file is not readable.",
};
export const statFile = tool({
  description: "Stat a file",
  parameters: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    try {
      return { result: await fsStat(path) };
    } catch (e: any) {
      return { error: ERRORS[e.code] ?? "Unknown error" };
    }
  },
});`,
  },
  {
    name: "FP: doc's correct example (instanceof trusted classes, toUserMessage, constant)",
    code: `
import { ApiClientError as ApiClientErr } from "../api-client/errors.js";
export const searchDocs = tool({
  description: "Search docs",
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      const response = await fetch(\`\${DOCS_URL}?q=\${encodeURIComponent(query)}\`);
      if (!response.ok) return { error: \`Docs search failed (HTTP \${response.status}).\` };
      return { result: await response.json() };
    } catch (error) {
      if (error instanceof UserInputError) return { error: error.message };
      if (error instanceof ApiClientErr) return { error: \`Input Error: \${error.toUserMessage()}\` };
      return { error: "The docs search failed. Try again later." };
    }
  },
});`,
  },
  {
    name: "FP: static isInstance narrowing",
    code: `
export const listTeams = tool({
  description: "List teams",
  parameters: z.object({ org: z.string() }),
  execute: async ({ org }) => {
    try {
      return { result: await api.listTeams(org) };
    } catch (err) {
      if (ApiError.isInstance(err)) return { error: \`API error: \${err.message}\` };
      return { error: "Listing teams failed." };
    }
  },
});`,
  },
  {
    name: "FP: type-guard function of the file",
    code: `
function isUserFacing(e: unknown): e is UserInputError {
  return e instanceof UserInputError;
}
export const renameProject = tool({
  description: "Rename a project",
  parameters: z.object({ slug: z.string(), name: z.string() }),
  execute: async ({ slug, name }) => {
    try {
      return { result: await api.rename(slug, name) };
    } catch (err) {
      if (isUserFacing(err)) return { error: \`Input Error: \${err.message}\` };
      return { error: "Renaming failed." };
    }
  },
});`,
  },
  {
    name: "FP: early exit for everything but the trusted class",
    code: `
export const resolveIssue = tool({
  description: "Resolve an issue",
  parameters: z.object({ issueId: z.string() }),
  execute: async ({ issueId }) => {
    try {
      return { result: await api.resolve(issueId) };
    } catch (error) {
      if (!(error instanceof UserInputError)) {
        return { error: "Resolving the issue failed." };
      }
      return { error: error.message };
    }
  },
});`,
  },
  {
    name: "FP: else-if chain over trusted classes",
    code: `
export const configure = tool({
  description: "Configure the integration",
  parameters: z.object({ key: z.string(), value: z.string() }),
  execute: async ({ key, value }) => {
    try {
      return { result: await integration.set(key, value) };
    } catch (e) {
      if (e instanceof ApiClientError) {
        return { error: \`Input Error: \${e.toUserMessage()}\` };
      } else if (e instanceof ConfigurationError) {
        return { error: \`Configuration Error: \${e.message}\` };
      } else if (e instanceof LLMProviderError) {
        return { error: \`AI Provider Error: \${e.message}\` };
      } else {
        return { error: "Configuring the integration failed." };
      }
    }
  },
});`,
  },
  {
    name: "FP: aliased condition",
    code: `
export const assign = tool({
  description: "Assign an issue",
  parameters: z.object({ issueId: z.string(), user: z.string() }),
  execute: async ({ issueId, user }) => {
    try {
      return { result: await api.assign(issueId, user) };
    } catch (err) {
      const isInputError = err instanceof UserInputError;
      if (isInputError) return { error: err.message };
      return { error: "Assigning the issue failed." };
    }
  },
});`,
  },
  {
    name: "FP: allowlist early exit with Set#has (doc example)",
    code: `
const SUPPORTED_FORMATS = new Set(["csv", "json"]);
export const exportData = tool({
  description: "Export data",
  parameters: z.object({ format: z.string() }),
  execute: async ({ format }) => {
    if (!SUPPORTED_FORMATS.has(format)) return { error: "Unsupported format." };
    return { error: \`Cannot export \${format} yet.\` };
  },
});`,
  },
  {
    name: "FP: allowlist via includes on a constant list, === a constant, in and Object.hasOwn on a constant table",
    code: `
const REGIONS = ["us", "eu"] as const;
const PLANS = { free: 0, team: 20 } as const;
const LIMITS = { hourly: 100, daily: 1000 } as const;
export const provision = tool({
  description: "Provision an account",
  parameters: z.object({ region: z.string(), plan: z.string(), window: z.string(), tier: z.string() }),
  execute: async ({ region, plan, window, tier }) => {
    if (REGIONS.includes(region as any)) return { error: \`Region \${region} is full.\` };
    if (plan in PLANS) return { error: \`Plan \${plan} is sold out.\` };
    if (Object.hasOwn(LIMITS, window)) return { error: \`The \${window} limit was reached.\` };
    if (tier === "enterprise") return { error: \`Contact sales for \${tier}.\` };
    return { result: "ok" };
  },
});`,
  },
  {
    name: "switch case on a constant is a check against a constant (=== a constant), yet reported",
    code: `
export const convert = tool({
  description: "Convert a document",
  parameters: z.object({ format: z.string(), doc: z.string() }),
  execute: async ({ format, doc }) => {
    switch (format) {
      case "docx":
        return { error: \`\${format} export is disabled on this plan.\` };
      default:
        return { result: await pdf.render(doc) };
    }
  },
});`,
  },
  {
    name: "FP: toUserMessage() is a trusted method",
    code: `
export const getOrg = tool({
  description: "Get an organization",
  parameters: z.object({ org: z.string() }),
  execute: async ({ org }) => {
    try {
      return { result: await api.getOrg(org) };
    } catch (e: any) {
      return { error: \`Input Error: \${e.toUserMessage()}\` };
    }
  },
});`,
  },
  {
    name: "FP: Sentry event id from a capture function (namespace and aliased import)",
    code: `
import { captureException as report } from "@sentry/node";
export const reindex = tool({
  description: "Reindex search",
  parameters: z.object({ index: z.string() }),
  execute: async ({ index }) => {
    try {
      return { result: await search.reindex(index) };
    } catch (e) {
      if (e instanceof ApiServerError) {
        const eventId = Sentry.captureException(e);
        return { error: \`Server Error (\${e.status}): \${e.message}. Event ID: \${eventId}.\` };
      }
      const id = report(e);
      return { error: \`Reindexing failed. Event ID: \${id}.\` };
    }
  },
});`,
  },
  {
    name: "FP: logIssue() return value",
    code: `
import { logIssue } from "../telem/logging";
server.registerTool(
  "analyze",
  { description: "Analyze", inputSchema: { id: z.string() } },
  async ({ id }) => {
    try {
      return { content: [{ type: "text", text: await analyzer.run(id) }] };
    } catch (e) {
      const eventId = logIssue(e);
      return { isError: true, content: [{ type: "text", text: \`Analysis failed. Event ID: \${eventId}\` }] };
    }
  },
);`,
  },
  {
    name: "FP: logger calls with an error key are not sinks",
    code: `
import { logger } from "../logger";
export const notify = tool({
  description: "Send a notification",
  parameters: z.object({ channel: z.string() }),
  execute: async ({ channel }) => {
    try {
      return { result: await slack.post(channel) };
    } catch (e) {
      logger.error({ error: (e as Error).message, channel }, "notify failed");
      console.warn({ error: e, tool: "notify" });
      return { error: "Sending the notification failed." };
    }
  },
});`,
  },
  {
    name: "FP: a non-boundary function returning { error } (CLI config loader)",
    code: `
export function loadConfig(raw: string): { config?: unknown; error?: string } {
  try {
    return { config: JSON.parse(raw) };
  } catch (e) {
    return { error: \`Invalid config: \${(e as Error).message}\` };
  }
}
export async function fetchStatus(url: string) {
  const res = await fetch(url);
  if (!res.ok) return { error: await res.text() };
  return { status: await res.json() };
}`,
  },
  {
    name: "FP: throwing inside agentTool (agentTool formats errors itself)",
    code: `
export const datasetAttributes = agentTool({
  description: "List dataset attributes",
  parameters: z.object({ dataset: z.string() }),
  execute: async ({ dataset }) => {
    const res = await fetch(\`https://api.example/datasets/\${dataset}/attributes\`);
    if (!res.ok) throw new Error(\`Attribute lookup failed: \${await res.text()}\`);
    return await res.json();
  },
});`,
  },
  {
    name: "FP: throw caught by a try around it in the handler",
    code: `
server.registerTool(
  "get_status",
  { description: "Service status", inputSchema: { service: z.string() } },
  async ({ service }) => {
    try {
      const res = await fetch(\`https://status.example/\${service}\`);
      if (!res.ok) throw new Error(await res.text());
      return { content: [{ type: "text", text: "operational" }] };
    } catch {
      return { isError: true, content: [{ type: "text", text: "The status service is unavailable." }] };
    }
  },
);`,
  },
  {
    name: "FP: thrown from a handler wrapped in a call is the wrapper's business",
    code: `
server.registerTool(
  "get_user",
  { description: "Get a user", inputSchema: { userId: z.string() } },
  handleToolErrors("get_user", async ({ userId }) => {
    const user = await users.find(userId);
    if (!user) throw new Error(\`No user with id \${userId}\`);
    return { content: [{ type: "text", text: user.name }] };
  }),
);`,
  },
  {
    name: "FP: later unconditional reassignment replaces the untrusted value",
    code: `
export const purge = tool({
  description: "Purge the CDN",
  parameters: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    try {
      return { result: await cdn.purge(path) };
    } catch (e) {
      let message = (e as Error).message;
      console.warn("purge failed", message);
      message = "Purging the CDN failed.";
      return { error: message };
    }
  },
});`,
  },
  {
    name: "if/else that reassigns the let on both paths still merges the earlier untrusted value",
    code: `
export const purge = tool({
  description: "Purge the CDN",
  parameters: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    try {
      return { result: await cdn.purge(path) };
    } catch (e) {
      let message = String(e);
      if (e instanceof TypeError) {
        message = "The CDN rejected the request.";
      } else {
        message = "Purging the CDN failed.";
      }
      return { error: message };
    }
  },
});`,
  },
  {
    name: "FP: safeParse success flag and issue count",
    code: `
const Input = z.object({ cron: z.string() });
export const schedule = tool({
  description: "Schedule a job",
  parameters: z.object({ spec: z.string() }),
  execute: async ({ spec }) => {
    const parsed = Input.safeParse(JSON.parse(spec));
    if (!parsed.success) return { error: \`Invalid schedule (\${parsed.error.issues.length} problems).\` };
    return { result: await scheduler.add(parsed.data) };
  },
});`,
  },
  {
    name: "FP: a local `tool` that is not the AI SDK's is not a boundary",
    bare: true,
    code: `import { tool } from "./registry";
import { z } from "zod";
export const internalTask = tool({
  description: "Internal",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    try {
      return { result: await tasks.run(id) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  },
});`,
  },
  {
    name: "FP: successful MCP content (no isError) is not an error sink",
    code: `
server.registerTool(
  "get_note",
  { description: "Read a note", inputSchema: { id: z.string() } },
  async ({ id }) => {
    const note = await notesDb.read(id);
    if (!note) return { isError: true, content: [{ type: "text", text: "No such note." }] };
    return { content: [{ type: "text", text: note.body }] };
  },
);`,
  },
  {
    name: "FP: derived-sink helper called with trusted arguments only",
    code: `
function toolFailure(message: string) {
  return { isError: true, content: [{ type: "text" as const, text: message }] };
}
server.registerTool(
  "deploy",
  { description: "Deploy", inputSchema: { service: z.string() } },
  async ({ service }) => {
    const res = await fetch(\`https://deploy.internal/api/\${encodeURIComponent(service)}\`, { method: "POST" });
    if (!res.ok) return toolFailure(\`Deploy failed (HTTP \${res.status}).\`);
    return { content: [{ type: "text", text: "Deployed." }] };
  },
);`,
  },
  {
    name: "FP: an imported helper's result is unknown, not reported by the recommended options",
    code: `
import { formatError } from "../internal/format";
export const rollback = tool({
  description: "Roll back a deploy",
  parameters: z.object({ deployId: z.string() }),
  execute: async ({ deployId }) => {
    try {
      return { result: await deploys.rollback(deployId) };
    } catch (e) {
      return { error: formatError(e) };
    }
  },
});`,
  },
  {
    name: "FP: new Error with a trusted message and the caught error as cause",
    code: `
server.registerTool(
  "get_metrics",
  { description: "Metrics", inputSchema: { query: z.string() } },
  async ({ query }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await metrics.query(query)) }] };
    } catch (e) {
      throw new Error("The metrics query failed.", { cause: e });
    }
  },
);`,
    options: STRICT,
  },
  {
    name: "FP: narrowed message through a variable, a narrowed ternary, instanceof && status, and status/statusCode of a caught error",
    code: `
export const moveCard = tool({
  description: "Move a card",
  parameters: z.object({ cardId: z.string(), column: z.string() }),
  execute: async ({ cardId, column }) => {
    try {
      return { result: await board.move(cardId, column) };
    } catch (e: any) {
      if (e instanceof UserInputError) {
        const msg = e.message;
        return { error: msg };
      }
      if (e instanceof ApiError && e.status === 404) return { error: e.message };
      if (e.status === 429) return { error: \`Rate limited (HTTP \${e.status ?? e.statusCode}).\` };
      const message = e instanceof ConfigurationError ? e.message : "Moving the card failed.";
      return { error: message };
    }
  },
});`,
  },
  {
    name: "FP: agentTool early exit by rethrowing everything but the trusted class",
    code: `
export const findRelease = agentTool({
  description: "Find a release",
  parameters: z.object({ version: z.string() }),
  execute: async ({ version }) => {
    try {
      return await api.release(version);
    } catch (e) {
      if (!(e instanceof UserInputError)) throw e;
      return { error: e.message };
    }
  },
});`,
    options: STRICT,
  },
];

const options: Case[] = [
  {
    name: "strict: reportUnknown reports an imported helper's result",
    code: `
import { formatError } from "../internal/format";
export const rollback = tool({
  description: "Roll back a deploy",
  parameters: z.object({ deployId: z.string() }),
  execute: async ({ deployId }) => {
    try {
      return { result: await deploys.rollback(deployId) };
    } catch (e) {
      return { error: formatError(e) }; // ❌
    }
  },
});`,
    options: { reportUnknown: true },
  },
  {
    name: "strict: reportUnknown reports an imported constant it cannot read; the environment is the operator's (not reported)",
    code: `
import { SUPPORT_MESSAGE } from "../messages";
export const rollback = tool({
  description: "Roll back a deploy",
  parameters: z.object({ deployId: z.string() }),
  execute: async ({ deployId }) => {
    if (deployId === "latest") return { error: SUPPORT_MESSAGE }; // ❌
    return { error: process.env.ROLLBACK_DISABLED_MESSAGE ?? "Rollbacks are disabled." };
  },
});`,
    options: { reportUnknown: true },
  },
  {
    name: "strict: reportRethrown reports `throw e` from an MCP handler",
    code: `
server.registerTool(
  "get_issue",
  { description: "Get an issue", inputSchema: { issueId: z.string() } },
  async ({ issueId }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await api.getIssue(issueId)) }] };
    } catch (e) {
      console.warn("get_issue failed", e);
      throw e; // ❌
    }
  },
);`,
    options: { reportRethrown: true },
  },
  {
    name: "recommended: rethrow is not reported without reportRethrown",
    code: `
server.registerTool(
  "get_issue",
  { description: "Get an issue", inputSchema: { issueId: z.string() } },
  async ({ issueId }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await api.getIssue(issueId)) }] };
    } catch (e) {
      console.warn("get_issue failed", e);
      throw e;
    }
  },
);`,
  },
  {
    name: "strict: reportRethrown does not apply to agentTool (it formats errors itself)",
    code: `
export const datasetAttributes = agentTool({
  description: "List dataset attributes",
  parameters: z.object({ dataset: z.string() }),
  execute: async ({ dataset }) => {
    try {
      return await api.attributes(dataset);
    } catch (e) {
      console.warn("attributes failed", e);
      throw e;
    }
  },
});`,
    options: { reportRethrown: true },
  },
  {
    name: "strict: rethrowing an error narrowed to a trusted class is fine",
    code: `
server.registerTool(
  "get_issue",
  { description: "Get an issue", inputSchema: { issueId: z.string() } },
  async ({ issueId }) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await api.getIssue(issueId)) }] };
    } catch (e) {
      if (e instanceof UserInputError) throw e;
      return { isError: true, content: [{ type: "text", text: "Fetching the issue failed." }] };
    }
  },
);`,
    options: { reportRethrown: true },
  },
  {
    name: "strict: checkTrustedErrorConstructors, untrusted text in new UserInputError anywhere",
    code: `
export async function getProject(slug: string) {
  const res = await fetch(\`https://api.example/projects/\${slug}\`);
  if (res.status === 400) {
    const body = await res.json();
    throw new UserInputError(body.detail); // ❌
  }
  return res.json();
}`,
    options: { checkTrustedErrorConstructors: true },
  },
  {
    name: "recommended: new UserInputError outside a boundary is not a sink without the option",
    code: `
export async function getProject(slug: string) {
  const res = await fetch(\`https://api.example/projects/\${slug}\`);
  if (res.status === 400) {
    const body = await res.json();
    throw new UserInputError(body.detail);
  }
  return res.json();
}`,
  },
  {
    name: "strict: checkTrustedErrorConstructors inside agentTool with the tool input",
    code: `
export const findOrg = agentTool({
  description: "Find an organization",
  parameters: z.object({ organizationSlug: z.string() }),
  execute: async ({ organizationSlug }) => {
    if (!/^[a-z0-9-]+$/.test(organizationSlug)) {
      throw new UserInputError(\`Invalid organization slug: \${organizationSlug}\`); // ❌
    }
    return await api.getOrg(organizationSlug);
  },
});`,
    options: { checkTrustedErrorConstructors: true },
  },
  {
    name: "strict: trusted constructor with a constant message",
    code: `
export const findOrg = agentTool({
  description: "Find an organization",
  parameters: z.object({ organizationSlug: z.string() }),
  execute: async ({ organizationSlug }) => {
    if (!/^[a-z0-9-]+$/.test(organizationSlug)) throw new UserInputError("Invalid organization slug format");
    return await api.getOrg(organizationSlug);
  },
});`,
    options: STRICT,
  },
  {
    name: "recommended: new UserInputError(<input>) thrown in an MCP handler is a sink of any class",
    code: `
server.registerTool(
  "find_org",
  { description: "Find an organization", inputSchema: { organizationSlug: z.string() } },
  async ({ organizationSlug }) => {
    const org = await api.findOrg(organizationSlug);
    if (!org) throw new UserInputError(\`Organization \${organizationSlug} not found\`); // ❌
    return { content: [{ type: "text", text: org.name }] };
  },
);`,
  },
];

const settings: Case[] = [
  {
    name: "settings: errorMessageKeys { add: ['reason'] } adds a sink key",
    code: `
export const cancelOrder = tool({
  description: "Cancel an order",
  parameters: z.object({ orderId: z.string() }),
  execute: async ({ orderId }) => {
    try {
      return { ok: true, result: await orders.cancel(orderId) };
    } catch (e) {
      if (e instanceof TypeError) return { ok: false, reason: e.message }; // ❌
      return { ok: false, error: (e as Error).message }; // ❌
    }
  },
});`,
    settings: { errorMessageKeys: { add: ["reason"] } },
  },
  {
    name: "settings: errorMessageKeys as an array replaces the default",
    code: `
export const cancelOrder = tool({
  description: "Cancel an order",
  parameters: z.object({ orderId: z.string() }),
  execute: async ({ orderId }) => {
    try {
      return { ok: true, result: await orders.cancel(orderId) };
    } catch (e) {
      if (e instanceof TypeError) return { ok: false, message: e.message }; // ❌
      return { ok: false, error: (e as Error).message };
    }
  },
});`,
    settings: { errorMessageKeys: ["message"] },
  },
  {
    name: "settings: toolBoundaries add VoltAgent's createTool",
    bare: true,
    code: `import { createTool } from "@voltagent/core";
import { z } from "zod";
export const weather = createTool({
  id: "weather",
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context }) => {
    try {
      return { result: await weatherApi.get(context.city) };
    } catch (e) {
      return { error: \`Weather failed: \${(e as Error).message}\` }; // ❌
    }
  },
});`,
    settings: { toolBoundaries: { add: [{ name: "createTool", from: "@voltagent/core", handler: { property: "execute" } }] } },
  },
  {
    name: "settings: without a boundary for it, VoltAgent's createTool is just a function (Mastra's is a default)",
    bare: true,
    code: `import { createTool } from "@voltagent/core";
import { z } from "zod";
export const weather = createTool({
  id: "weather",
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context }) => {
    try {
      return { result: await weatherApi.get(context.city) };
    } catch (e) {
      return { error: \`Weather failed: \${(e as Error).message}\` };
    }
  },
});`,
  },
  {
    name: "settings: a configured sanitizer (also imported under an alias) makes the text trusted",
    code: `
import { redactForAgent, redactForAgent as redact } from "@acme/agent-safety";
export const query = tool({
  description: "Query the warehouse",
  parameters: z.object({ sql: z.string() }),
  execute: async ({ sql }) => {
    try {
      return { result: await warehouse.query(sql) };
    } catch (e) {
      if (e instanceof TypeError) return { error: redact(e.message) };
      return { error: \`Query failed: \${redactForAgent((e as Error).message)}\` };
    }
  },
});`,
    settings: { sanitizers: [{ name: "redactForAgent", from: "@acme/agent-safety" }] },
  },
  {
    name: "settings: a same-named local function is not the sanitizer",
    code: `
const redactForAgent = (text: string) => text;
export const query = tool({
  description: "Query the warehouse",
  parameters: z.object({ sql: z.string() }),
  execute: async ({ sql }) => {
    try {
      return { result: await warehouse.query(sql) };
    } catch (e) {
      return { error: \`Query failed: \${redactForAgent((e as Error).message)}\` }; // ❌
    }
  },
});`,
    settings: { sanitizers: [{ name: "redactForAgent", from: "@acme/agent-safety" }] },
  },
  {
    name: "settings: the sanitizer's name imported from another module is unknown (reported under reportUnknown)",
    code: `
import { redactForAgent } from "./homegrown";
export const query = tool({
  description: "Query the warehouse",
  parameters: z.object({ sql: z.string() }),
  execute: async ({ sql }) => {
    try {
      return { result: await warehouse.query(sql) };
    } catch (e) {
      return { error: \`Query failed: \${redactForAgent((e as Error).message)}\` }; // ❌
    }
  },
});`,
    settings: { sanitizers: [{ name: "redactForAgent", from: "@acme/agent-safety" }] },
    options: { reportUnknown: true },
  },
  {
    name: "settings: sinkFunctions from a shared module (named, aliased and namespace imports)",
    code: `
import { errorResult, errorResult as fail } from "@acme/mcp-kit";
import * as kit from "@acme/mcp-kit";
server.registerTool(
  "get_ticket",
  { description: "Get a Jira ticket", inputSchema: { key: z.string() } },
  async ({ key }) => {
    const res = await fetch(\`https://jira.example/rest/api/2/issue/\${key}\`);
    if (res.status === 404) return fail(\`Ticket \${key} not found\`); // ❌
    if (res.status === 403) return kit.errorResult(await res.text()); // ❌
    if (!res.ok) return errorResult(\`Jira said: \${res.statusText}\`); // ❌
    return { content: [{ type: "text", text: await res.text() }] };
  },
);`,
    settings: { sinkFunctions: [{ name: "errorResult", from: "@acme/mcp-kit", argument: 0 }] },
  },
  {
    name: "settings: sinkFunctions argument index is respected",
    code: `
import { toolError } from "@acme/mcp-kit";
server.registerTool(
  "get_ticket",
  { description: "Get a Jira ticket", inputSchema: { key: z.string() } },
  async ({ key }) => {
    const res = await fetch(\`https://jira.example/rest/api/2/issue/\${key}\`);
    if (!res.ok) return toolError(key, \`Jira said: \${await res.text()}\`); // ❌
    return { content: [{ type: "text", text: await res.text() }] };
  },
);`,
    settings: { sinkFunctions: [{ name: "toolError", from: "@acme/mcp-kit", argument: 1 }] },
  },
  {
    name: "settings: untrustedCalls (file read), aliased and namespace imports",
    code: `
import { readFile as read } from "node:fs/promises";
import * as fs from "node:fs/promises";
export const lint = tool({
  description: "Lint a config",
  parameters: z.object({ name: z.string() }),
  execute: async ({ name }) => {
    const local = await read(\`./configs/\${encodeURIComponent(name)}.json\`, "utf8");
    const shared = await fs.readFile("./configs/shared.json", "utf8");
    if (!local.startsWith("{")) return { error: \`Not JSON: \${local.slice(0, 80)}\` }; // ❌
    if (!shared.startsWith("{")) return { error: \`Shared config is not JSON: \${shared}\` }; // ❌
    return { result: "ok" };
  },
});`,
    settings: { untrustedCalls: [{ name: "readFile", from: "node:fs/promises" }] },
  },
  {
    name: "settings: trustedMessageErrors { add } trusts a project class; a sanitizer through a namespace import",
    code: `
import * as safety from "@acme/agent-safety";
import { QuotaExceededError } from "../billing/errors";
export const generateImage = tool({
  description: "Generate an image",
  parameters: z.object({ prompt: z.string() }),
  execute: async ({ prompt }) => {
    try {
      return { result: await images.generate(prompt) };
    } catch (e) {
      if (e instanceof QuotaExceededError) return { error: e.message };
      if (e instanceof SyntaxError) return { error: safety.redactForAgent(e.message) };
      return { error: (e as Error).message }; // ❌
    }
  },
});`,
    settings: {
      trustedMessageErrors: { add: ["QuotaExceededError"] },
      sanitizers: [{ name: "redactForAgent", from: "@acme/agent-safety" }],
    },
  },
  {
    name: "settings: trustedMessageErrors as an array replaces the default (UserInputError no longer trusted)",
    code: `
export const generateImage = tool({
  description: "Generate an image",
  parameters: z.object({ prompt: z.string() }),
  execute: async ({ prompt }) => {
    try {
      return { result: await images.generate(prompt) };
    } catch (e) {
      if (e instanceof UserInputError) return { error: e.message }; // ❌
      return { error: "Image generation failed." };
    }
  },
});`,
    settings: { trustedMessageErrors: ["QuotaExceededError"] },
  },
];

const typed: Case[] = [
  {
    name: "typed: project subclass of a trusted class (from another module) counts with typeAware",
    typed: true,
    bare: true,
    code: `import { tool } from "ai";
import { ProjectNotFoundError } from "./project-errors.js";
export const getProject = tool({
  description: "Get a project",
  execute: async ({ slug }: { slug: string }) => {
    try {
      return { result: await (globalThis as any).api.getProject(slug) };
    } catch (e) {
      if (e instanceof ProjectNotFoundError) return { error: e.message };
      return { error: "Lookup failed." };
    }
  },
});`,
    options: { typeAware: true },
  },
  {
    name: "untyped: a project subclass is not known without typeAware",
    bare: true,
    code: `import { tool } from "ai";
import { ProjectNotFoundError } from "./project-errors.js";
export const getProject = tool({
  description: "Get a project",
  execute: async ({ slug }: { slug: string }) => {
    try {
      return { result: await api.getProject(slug) };
    } catch (e) {
      if (e instanceof ProjectNotFoundError) return { error: e.message }; // ❌
      return { error: "Lookup failed." };
    }
  },
});`,
  },
  {
    name: "typed: a literal union that came from a cast is still untrusted",
    typed: true,
    bare: true,
    code: `import { tool } from "ai";
export const getStatus = tool({
  description: "Get a status",
  execute: async ({ id }: { id: string }) => {
    const res = await fetch(\`https://api.example/status/\${id}\`);
    const body = await res.json();
    const state = body.state as "queued" | "failed";
    if (state === "failed") return { error: "The job failed." };
    return { error: \`The job is \${state}.\` }; // ❌
  },
});`,
    options: { typeAware: true },
  },
  {
    name: "typed: a number from Number() of a response field is trusted with typeAware",
    typed: true,
    bare: true,
    code: `import { tool } from "ai";
enum Region { US = "us", EU = "eu" }
export const getQuota = tool({
  description: "Get a quota",
  execute: async ({ region }: { region: Region }) => {
    const res = await fetch(\`https://api.example/quota/\${region}\`);
    const body = await res.json();
    const remaining = Number(body.remaining);
    if (remaining <= 0) return { error: \`No quota left in \${region}; resets in \${remaining + 60} minutes.\` };
    return { result: remaining };
  },
});`,
    options: { typeAware: true },
  },
];

const receivers: Case[] = [
  {
    name: "FN: McpServer received as a typed parameter of a register function",
    code: `
export function registerNoteTools(mcp: McpServer) {
  mcp.registerTool(
    "delete_note",
    { description: "Delete a note", inputSchema: { id: z.string() } },
    async ({ id }) => {
      try {
        await notesDb.delete(id);
        return { content: [{ type: "text", text: "Deleted." }] };
      } catch (e) {
        return { isError: true, content: [{ type: "text", text: \`Delete failed: \${(e as Error).message}\` }] }; // ❌
      }
    },
  );
  mcp.registerTool("rename_note", { description: "Rename", inputSchema: { id: z.string() } }, async ({ id }) => {
    throw new Error(\`Note \${id} is locked\`); // ❌
  });
}`,
  },
  {
    name: "FN: McpServer held in a class field",
    code: `
export class NotesServer {
  private readonly mcp = new McpServer({ name: "notes", version: "1.0.0" });
  register() {
    this.mcp.registerTool("archive_note", { description: "Archive", inputSchema: { id: z.string() } }, async ({ id }) => {
      throw new Error(\`Note \${id} cannot be archived\`); // ❌
    });
  }
}`,
  },
  {
    name: "FN: McpServer returned by a factory function of the file",
    code: `
function createServer() {
  return new McpServer({ name: "crm", version: "2.0.0" });
}
const crmServer = createServer();
crmServer.registerTool("find_contact", { description: "Find a contact", inputSchema: { email: z.string() } }, async ({ email }) => {
  throw new Error(\`No contact with email \${email}\`); // ❌
});`,
  },
  {
    name: "FP: registerTool / tool on unrelated objects are not boundaries",
    bare: true,
    code: `import { ToolRegistry } from "./registry";
const registry = new ToolRegistry();
registry.registerTool("t", {}, async ({ s }: { s: string }) => {
  throw new Error(\`Bad \${s}\`);
});
const cli = { tool(name: string, fn: (a: any) => unknown) { return fn; } };
cli.tool("x", async ({ s }: any) => {
  throw new Error(\`Bad \${s}\`);
});`,
  },
];

// Documented behaviour the rule does not have (found while probing).
const bugs: Case[] = [
  {
    name: "`isError: true as const` (the usual way to type an MCP error result) hides the content text",
    code: `
server.registerTool(
  "get_invoice",
  { description: "Get an invoice", inputSchema: { invoiceId: z.string() } },
  async ({ invoiceId }) => {
    try {
      return { content: [{ type: "text" as const, text: JSON.stringify(await stripe.invoices.retrieve(invoiceId)) }] };
    } catch (error) {
      return { isError: true as const, content: [{ type: "text" as const, text: \`Stripe error: \${(error as Error).message}\` }] }; // ❌
    }
  },
);`,
  },
  {
    name: "a file helper building `{ isError: true as const, ... }` is not a derived sink",
    code: `
function errorResult(text: string) {
  return { isError: true as const, content: [{ type: "text" as const, text }] };
}
server.registerTool(
  "get_invoice",
  { description: "Get an invoice", inputSchema: { invoiceId: z.string() } },
  async ({ invoiceId }) => {
    const res = await fetch(\`https://billing.example/invoices/\${invoiceId}\`);
    if (!res.ok) return errorResult(\`Billing said: \${await res.text()}\`); // ❌
    return { content: [{ type: "text" as const, text: await res.text() }] };
  },
);`,
  },
  {
    name: "`kind: 'toolError:v1' as const` hides the toolError:v1 message",
    code: `
server.registerTool(
  "search_patterns",
  { description: "Search patterns", inputSchema: { query: z.string() } },
  async ({ query }) => {
    try {
      return { content: [{ type: "text", text: await patterns.search(query) }] };
    } catch (err) {
      const structuredContent = {
        kind: "toolError:v1" as const,
        code: "NETWORK_ERROR",
        message: \`Network error: \${(err as Error).message}\`, // ❌
        retryable: true,
      };
      return { isError: true, content: [{ type: "text", text: "The search failed." }], structuredContent };
    }
  },
);`,
  },
  {
    name: "`result.error = ...` on the local that the tool returns",
    code: `
export const backup = tool({
  description: "Back up a database",
  parameters: z.object({ database: z.string() }),
  execute: async ({ database }) => {
    const result: { ok: boolean; error?: string } = { ok: false };
    try {
      await backups.run(database);
      result.ok = true;
    } catch (e) {
      result.error = \`Backup failed: \${(e as Error).message}\`; // ❌
    }
    return result;
  },
});`,
  },
  {
    name: "an Error built in a variable and then thrown from an MCP handler",
    code: `
server.registerTool(
  "get_order",
  { description: "Get an order", inputSchema: { orderId: z.string() } },
  async ({ orderId }) => {
    const order = await orders.find(orderId);
    if (!order) {
      const notFound = new Error(\`Order \${orderId} does not exist\`); // ❌
      (notFound as any).code = "NOT_FOUND";
      throw notFound;
    }
    return { content: [{ type: "text", text: order.summary }] };
  },
);`,
  },
  {
    name: "an Error built by a helper of the file and thrown from an MCP handler",
    code: `
function upstreamError(status: number, body: string) {
  return new Error(\`Upstream error \${status}: \${body}\`);
}
server.registerTool(
  "get_order",
  { description: "Get an order", inputSchema: { orderId: z.string() } },
  async ({ orderId }) => {
    const res = await fetch(\`https://shop.example/orders/\${orderId}\`);
    if (!res.ok) throw upstreamError(res.status, await res.text()); // ❌
    return { content: [{ type: "text", text: await res.text() }] };
  },
);`,
  },
  {
    name: "an HTTP error class with the message as its second argument",
    code: `
server.registerTool(
  "get_order",
  { description: "Get an order", inputSchema: { orderId: z.string() } },
  async ({ orderId }) => {
    const res = await fetch(\`https://shop.example/orders/\${orderId}\`);
    if (!res.ok) throw new HttpError(res.status, await res.text()); // ❌
    return { content: [{ type: "text", text: await res.text() }] };
  },
);`,
  },
];

// Not clearly promised by the doc either way. The ones the rule now reports run as ordinary tests; the
// others are pinned with it.fails (the expectation is what the reviewer thinks the doc should promise).
const ambiguous: Case[] = [
  {
    name: "class field of a file-local client assigned from a caught error",
    pinnedFailing: true,
    code: `
class GitHubClient {
  lastError = "";
  async get(path: string) {
    try {
      return await (await fetch(\`https://api.github.com\${path}\`)).json();
    } catch (e) {
      this.lastError = (e as Error).message;
      return null;
    }
  }
}
const gh = new GitHubClient();

export const getRepo = tool({
  description: "Get a repository",
  parameters: z.object({ repo: z.string() }),
  execute: async ({ repo }) => {
    const data = await gh.get(\`/repos/\${repo}\`);
    if (!data) return { error: gh.lastError }; // ❌
    return { result: data };
  },
});`,
  },
  {
    name: "{ error } resolved through new Promise(resolve => ...)",
    code: `
export const runCommand = tool({
  description: "Run a shell command",
  parameters: z.object({ cmd: z.string() }),
  execute: ({ cmd }) =>
    new Promise((resolve) => {
      const child = spawn("sh", ["-c", cmd]);
      child.on("close", (code) => {
        if (code !== 0) resolve({ error: \`Command failed: \${cmd}\` }); // ❌
        else resolve({ result: "ok" });
      });
    }),
});`,
  },
  {
    name: "Promise.reject(new Error(<untrusted>)) returned from execute",
    code: `
export const lookup = tool({
  description: "Look up a record",
  parameters: z.object({ id: z.string() }),
  execute: ({ id }) =>
    records.get(id).then(
      (r) => ({ result: r }),
      (e) => Promise.reject(new Error(\`Lookup failed: \${e}\`)), // ❌
    ),
});`,
  },
  {
    name: "thrown from a closure the handler calls synchronously",
    code: `
server.registerTool(
  "get_user",
  { description: "Get a user", inputSchema: { userId: z.string() } },
  async ({ userId }) => {
    const ensureNumeric = (ok: boolean) => {
      if (!ok) throw new Error(\`Invalid user id \${userId}\`); // ❌
    };
    ensureNumeric(/^[0-9]+$/.test(userId));
    return { content: [{ type: "text", text: await users.name(userId) }] };
  },
);`,
  },
  {
    name: "thrown by a same-file API helper that the handler awaits",
    code: `
async function getJson(url: string) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(\`Upstream \${res.status}: \${await res.text()}\`); // ❌
  return res.json();
}
server.registerTool(
  "get_repo",
  { description: "Get a repository", inputSchema: { repo: z.string() } },
  async ({ repo }) => {
    const data = await getJson(\`https://api.github.com/repos/\${repo}\`);
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  },
);`,
  },
  {
    name: "untyped: an McpServer instance imported from the file that creates it",
    pinnedFailing: true,
    bare: true,
    code: `import { server as mcp } from "./server";
import { z } from "zod";
mcp.registerTool("lookup", { description: "Lookup", inputSchema: { q: z.string() } }, async ({ q }) => {
  throw new Error(\`Nothing matches \${q}\`); // ❌
});`,
  },
];

// Documented limit: expressions nested deeper than about 300 levels are unknown (reported only by
// reportUnknown); nothing may crash on a long generated concatenation.
const longConcat = (depth: number) => `
export const render = tool({
  description: "Render a template",
  parameters: z.object({ name: z.string() }),
  execute: async ({ name }) => {
    try {
      return { result: await templates.render(name) };
    } catch (e) {
      return { error: ${Array.from({ length: depth }, () => '"-"').join(" + ")} + (e as Error).message }; // ❌
    }
  },
});`;
const limits: Case[] = [
  { name: "limits: a 250-part concatenation is still followed", code: longConcat(250) },
  { name: "limits: a 400-part concatenation is unknown, reported under reportUnknown", code: longConcat(400), options: { reportUnknown: true } },
];

// Suggestions (doc: never an autofix; a constant message; the first configured sanitizer the file imports;
// `e instanceof <imported trusted class> ? e.message : "The request failed."`).
function suggestionOutputs(c: Case): string[][] {
  const code = source(c);
  return lint({ ...c, typed: false }).map((m) => {
    expect(m.fix, "never an autofix").toBeUndefined();
    return m.suggestions.map((sug) => code.slice(0, sug.fix.range[0]) + sug.fix.text + code.slice(sug.fix.range[1]));
  });
}

const SUGGEST_CODE = `
export const search = tool({
  description: "Search",
  parameters: z.object({ q: z.string() }),
  execute: async ({ q }) => {
    try {
      return { result: await index.search(q) };
    } catch (e: any) {
      return { error: e.message };
    }
  },
});`;

describe("no-untrusted-error-message (adversarial)", () => {
  for (const [group, cases] of Object.entries({ sinks, sources, propagation, trusted, options, settings, typed, receivers, limits, bugs, ambiguous })) {
    describe(group, () => {
      for (const c of cases) (group === "ambiguous" && c.pinnedFailing ? it.fails : it)(c.name, () => check(c));
    });
  }
});

describe("no-untrusted-error-message (adversarial, suggestions)", () => {
  it("offers a constant message and the trusted-class ternary, never an autofix", () => {
    const [outputs] = suggestionOutputs({ name: "s", code: SUGGEST_CODE });
    expect(outputs!.some((o) => !o.includes("error: e.message") && /error: "[^"]+"/.test(o.split("catch (e: any)")[1]!))).toBe(true);
    // Any trusted class the file imports will do (the header imports ApiClientError first).
    expect(outputs!.some((o) => /e instanceof (ApiClientError|ApiError|ApiServerError|UserInputError) \? e\.message : "The request failed\."/.test(o))).toBe(true);
  });
  it("wraps in the configured sanitizer only when the file imports it", () => {
    const settings = { sanitizers: [{ name: "redactForAgent", from: "@acme/agent-safety" }] };
    const [without] = suggestionOutputs({ name: "s", code: SUGGEST_CODE, settings });
    expect(without!.some((o) => o.includes("redactForAgent(e.message)"))).toBe(false);
    const imported = `import { redactForAgent as redact } from "@acme/agent-safety";` + SUGGEST_CODE;
    const [withImport] = suggestionOutputs({ name: "s", code: imported, settings });
    expect(withImport!.some((o) => o.includes("redact(e.message)"))).toBe(true);
  });
  it("does not offer the trusted-class ternary when no trusted class is imported", () => {
    const [outputs] = suggestionOutputs({ name: "s", code: `import { tool } from "ai";\nimport { z } from "zod";` + SUGGEST_CODE, bare: true });
    expect(outputs!.some((o) => o.includes("instanceof"))).toBe(false);
    expect(outputs!.length).toBeGreaterThan(0);
  });
});
