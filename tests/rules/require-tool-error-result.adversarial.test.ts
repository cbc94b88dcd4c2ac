// Adversarial cases for require-tool-error-result, written against docs/rules/require-tool-error-result.md,
// docs/configuration.md and Sentry's MCP server's, the toolError:v1 and the No-Fake-Empty-Data conventions only
// (black box: the reviewer did not read the implementation). Each case marks the lines where a report is expected
// with `// ❌`; every other line must stay silent. `// ❌?` marks alternatives: at least one of them must be
// reported (the doc leaves open which one). The bugs found are fixed; a documented limit is pinned with it.fails.
import { describe, expect, it } from "vitest";
import rule from "../../rules/require-tool-error-result.js";
import { applySuggestion, markerHarness, TOOL_FILE_HEADER as HEADER, type MarkerCase as Case } from "../marker-harness.js";

const harness = markerHarness<Case>({ rule: rule, header: HEADER });
const lintCode = (code: string, c: Omit<Case, "name" | "code">) => harness.lint({ ...c, name: "", code, bare: true });
const check = (c: Case): void => harness.check(c);
const reportOnLine = (code: string, marker: string, c: Omit<Case, "name" | "code"> = {}) => harness.reportOn({ ...c, name: "", code, bare: true }, marker);

// ======================================================================================================
// require-tool-error-result
// ======================================================================================================

const resultFailurePaths: Case[] = [
  {
    name: "doc: setRequestHandler, catch returns an 'Error:' text without isError (inside a switch)",
    code: `
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "lookup_provider": {
      try {
        const provider = await lookupProvider(request.params.arguments?.npi as string);
        return { content: [{ type: "text", text: JSON.stringify(provider) }] };
      } catch (err) {
        return { content: [{ type: "text", text: \`Lookup failed: \${(err as Error).message}\` }] }; // ❌
      }
    }
    default:
      throw new Error(\`Unknown tool: \${request.params.name}\`);
  }
});`,
  },
  {
    name: "doc: MCP quickstart get-alerts, `if (!alertsData)` answered with 'Failed to retrieve alerts data'",
    code: `
const NWS_API_BASE = "https://api.weather.gov";
server.tool("get-alerts", "Get weather alerts for a state", { state: z.string().length(2) }, async ({ state }) => {
  const alertsData = await makeNWSRequest<AlertsResponse>(\`\${NWS_API_BASE}/alerts?area=\${state.toUpperCase()}\`);
  if (!alertsData) {
    return { content: [{ type: "text", text: "Failed to retrieve alerts data" }] }; // ❌
  }
  const features = alertsData.features || [];
  if (features.length === 0) {
    return { content: [{ type: "text", text: \`No active alerts for \${state}\` }] };
  }
  return { content: [{ type: "text", text: formatAlerts(features) }] };
});`,
  },
  {
    name: "doc: textResult helper of the file used on both paths, reported at the failure call",
    code: `
function textResult(text: string) {
  return { content: [{ type: "text" as const, text }] };
}
server.registerTool("summarize", { description: "Summarize a web page", inputSchema: { url: z.string().url() } }, async ({ url }) => {
  try {
    return textResult(await summarizer.summarize(url));
  } catch {
    return textResult("Summarizing failed, the page may be behind a login."); // ❌
  }
});`,
  },
  {
    name: "arrow textResult helper typed CallToolResult, called in the .catch of a promise chain",
    code: `
const asText = (text: string): CallToolResult => ({ content: [{ type: "text", text }] });
server.registerTool("release_notes", { inputSchema: { tag: z.string() } }, ({ tag }) =>
  gh
    .getRelease(tag)
    .then((release) => asText(release.body ?? ""))
    .catch(() => asText("The release could not be loaded.")), // ❌
);`,
  },
  {
    name: "isError: true with content: [] in an error branch",
    code: `
server.registerTool("delete_branch", { inputSchema: { branch: z.string() } }, async ({ branch }) => {
  const res = await gh.deleteBranch(branch);
  if (!res.ok) return { isError: true, content: [] }; // ❌
  return { content: [{ type: "text", text: \`Deleted \${branch}\` }] };
});`,
  },
  {
    name: "isError: true with only an empty text",
    code: `
server.registerTool("restart_service", { inputSchema: { service: z.string() } }, async ({ service }) => {
  try {
    await ops.restart(service);
    return { content: [{ type: "text", text: \`\${service} restarted\` }] };
  } catch {
    return { isError: true, content: [{ type: "text", text: "" }] }; // ❌
  }
});`,
  },
  {
    name: "isError: true without any content",
    code: `
server.registerTool("rotate_key", { inputSchema: { keyId: z.string() } }, async ({ keyId }) => {
  try {
    const key = await vault.rotate(keyId);
    return { content: [{ type: "text", text: \`Rotated, new version \${key.version}\` }] };
  } catch {
    return { isError: true }; // ❌
  }
});`,
  },
  {
    name: "isError: false in a catch",
    code: `
server.registerTool("get_order", { inputSchema: { orderId: z.string() } }, async ({ orderId }) => {
  try {
    const order = await orderService.getById(orderId);
    return { content: [{ type: "text", text: JSON.stringify(order, null, 2) }] };
  } catch (err) {
    return { isError: false, content: [{ type: "text", text: "The order service did not answer." }] }; // ❌
  }
});`,
  },
  {
    name: ".then(onOk, onFail): the rejection handler's result",
    code: `
server.registerTool("deploy", { inputSchema: { service: z.string() } }, ({ service }) =>
  deployments.trigger(service).then(
    (d) => ({ content: [{ type: "text" as const, text: \`Deployment \${d.id} started\` }] }),
    (err) => ({ content: [{ type: "text" as const, text: \`Deployment of \${service} was rejected (\${err.code})\` }] }), // ❌
  ),
);`,
  },
  {
    name: "`if (!res.ok)` after fetch",
    code: `
server.registerTool("fetch_url", { description: "Fetch a URL", inputSchema: { url: z.string().url() } }, async ({ url }) => {
  const res = await fetch(url);
  if (!res.ok) {
    return { content: [{ type: "text", text: \`HTTP \${res.status} \${res.statusText}\` }] }; // ❌
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "`res.status >= 400`",
    code: `
server.registerTool("forecast", { inputSchema: { lat: z.number(), lon: z.number() } }, async ({ lat, lon }) => {
  const res = await fetch(\`https://api.weather.gov/points/\${lat},\${lon}\`);
  if (res.status >= 400) return { content: [{ type: "text", text: \`The weather API answered \${res.status}.\` }] }; // ❌
  const body = await res.json();
  return { content: [{ type: "text", text: body.properties.forecast }] };
});`,
  },
  {
    name: "`upstream.isError` of a proxied tool call passed through as success",
    code: `
server.registerTool("proxy_search", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const upstream = await upstreamClient.callTool({ name: "search", arguments: { query } });
  if (upstream.isError) {
    return { content: upstream.content as CallToolResult["content"] }; // ❌
  }
  return { content: upstream.content as CallToolResult["content"] };
});`,
  },
  {
    name: "`if (error)` of a supabase query",
    code: `
server.registerTool("list_notes", { inputSchema: { owner: z.string() } }, async ({ owner }) => {
  const { data, error } = await supabase.from("notes").select("*").eq("owner", owner);
  if (error) {
    return { content: [{ type: "text", text: error.message }] }; // ❌
  }
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});`,
  },
  {
    name: "`outcome instanceof Error` after `.catch((e) => e)`",
    code: `
server.registerTool("run_query", { inputSchema: { sql: z.string() } }, async ({ sql }) => {
  const outcome = await warehouse.query(sql).catch((e: unknown) => e);
  if (outcome instanceof Error) {
    return { content: [{ type: "text", text: "The warehouse rejected the query." }] }; // ❌
  }
  return { content: [{ type: "text", text: JSON.stringify(outcome) }] };
});`,
  },
  {
    name: "`isApiError(res)` predicate on a result-returning client",
    code: `
server.registerTool("get_project", { inputSchema: { organizationSlug: z.string(), projectSlug: z.string() } }, async ({ organizationSlug, projectSlug }) => {
  const project = await apiService.safeGetProject({ organizationSlug, projectSlug });
  if (isApiError(project)) {
    return { content: [{ type: "text", text: project.toUserMessage() }] }; // ❌
  }
  return { content: [{ type: "text", text: project.name }] };
});`,
  },
  {
    name: "error signal `ok === false` (the `{ ok, error, errorType }` convention)",
    code: `
server.registerTool("send_mail", { inputSchema: { to: z.string().email(), subject: z.string(), body: z.string() } }, async ({ to, subject, body }) => {
  const sent = await mailer.send({ to, subject, body });
  if (sent.ok === false) {
    return { content: [{ type: "text", text: \`The mail server refused the message (\${sent.reason}).\` }] }; // ❌
  }
  return { content: [{ type: "text", text: \`Sent \${sent.id}\` }] };
});`,
  },
  {
    name: "error signal `status === \"error\"`",
    code: `
server.registerTool("run_job", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const job = await jobs.run(name);
  if (job.status === "error") return { content: [{ type: "text", text: job.log }] }; // ❌
  return { content: [{ type: "text", text: \`Job \${job.id} finished\` }] };
});`,
  },
  {
    name: "the code after `if (res.ok) return ...;`",
    code: `
server.registerTool("get_readme", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await fetch(\`https://api.github.com/repos/\${repo}/readme\`, { headers: { accept: "application/vnd.github.raw" } });
  if (res.ok) return { content: [{ type: "text", text: await res.text() }] };
  return { content: [{ type: "text", text: \`GitHub answered \${res.status} for \${repo}\` }] }; // ❌
});`,
  },
  {
    name: "`? :` whose test is an error check: the failure branch",
    code: `
server.registerTool("npm_info", { inputSchema: { pkg: z.string() } }, async ({ pkg }) => {
  const res = await fetch(\`https://registry.npmjs.org/\${pkg}\`);
  return res.ok
    ? { content: [{ type: "text", text: await res.text() }] }
    : { content: [{ type: "text", text: \`The registry answered \${res.status}\` }] }; // ❌
});`,
  },
  {
    name: "`??` fallback in a catch",
    code: `
const cache = new Map<string, CallToolResult>();
server.registerTool("search_docs", { inputSchema: { query: z.string() } }, async ({ query }) => {
  try {
    const result: CallToolResult = { content: [{ type: "text", text: await docsIndex.search(query) }] };
    cache.set(query, result);
    return result;
  } catch {
    return cache.get(query) ?? { content: [{ type: "text", text: "Search is unavailable right now." }] }; // ❌
  }
});`,
  },
  {
    name: "`as CallToolResult` cast in a catch",
    code: `
server.registerTool("read_secret", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    return { content: [{ type: "text", text: await vault.read(path) }] } as CallToolResult;
  } catch {
    return { content: [{ type: "text", text: "The vault is sealed." }] } as CallToolResult; // ❌
  }
});`,
  },
  {
    name: "`satisfies CallToolResult` and `await` in a catch",
    code: `
server.registerTool("calendar_today", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: await calendar.today() }] } satisfies CallToolResult;
  } catch {
    return await Promise.resolve({ content: [{ type: "text" as const, text: "The calendar is offline." }] }); // ❌
  }
});`,
  },
  {
    name: "a local written in the catch and returned after the try",
    code: `
server.registerTool("build_status", { inputSchema: { pipelineId: z.string() } }, async ({ pipelineId }) => {
  let result: CallToolResult;
  try {
    const build = await ci.status(pipelineId);
    result = { content: [{ type: "text", text: \`\${build.state} (\${build.duration}s)\` }] };
  } catch (e) {
    result = { content: [{ type: "text", text: "The CI server is rebuilding its index." }] }; // ❌
  }
  return result;
});`,
  },
  {
    name: "a const built in the catch, returned by name",
    code: `
server.registerTool("list_buckets", { inputSchema: {} }, async () => {
  try {
    const buckets = await s3.listBuckets();
    return { content: [{ type: "text", text: buckets.map((b) => b.name).join("\\n") }] };
  } catch (err) {
    const response = { content: [{ type: "text" as const, text: "S3 did not answer in time." }] }; // ❌
    return response;
  }
});`,
  },
  {
    name: "a failure-only helper of the file: the failure context is carried into it",
    code: `
function unavailable(what: string) {
  return { content: [{ type: "text" as const, text: \`\${what} is temporarily unavailable.\` }] }; // ❌?
}
server.registerTool("get_invoice", { inputSchema: { invoiceId: z.string() } }, async ({ invoiceId }) => {
  try {
    const invoice = await billing.getInvoice(invoiceId);
    return { content: [{ type: "text", text: JSON.stringify(invoice) }] };
  } catch {
    return unavailable("Billing"); // ❌?
  }
});`,
  },
  {
    name: "a catch around a dispatch in a class method registered through this.server.registerTool",
    code: `
export class NotesServer {
  private readonly server = new McpServer({ name: "notes", version: "2.0.0" });
  constructor(private readonly store: NotesStore) {
    this.server.registerTool("read_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
      try {
        return { content: [{ type: "text", text: await this.store.read(id) }] };
      } catch {
        return { content: [{ type: "text", text: "The note store is locked by another process." }] }; // ❌
      }
    });
  }
}`,
  },
  {
    name: "errorText: 'Could not ...' in a plain not-found branch",
    code: `
server.registerTool("open_file", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const files = await workspace.list();
  const file = files.find((f) => f.name === name);
  if (!file) return { content: [{ type: "text", text: \`Could not find \${name} in the workspace\` }] }; // ❌
  return { content: [{ type: "text", text: await workspace.read(file) }] };
});`,
  },
  {
    name: "errorText: 'Unable to', 'Cannot', 'Error fetching', 'Something went wrong', 'Error:'",
    code: `
server.registerTool("merge_pr", { inputSchema: { number: z.number() } }, async ({ number }) => {
  const pr = await gh.getPull(number);
  if (!pr) return { content: [{ type: "text", text: "Unable to load the pull request." }] }; // ❌
  if (pr.draft) return { content: [{ type: "text", text: "Cannot merge a draft pull request." }] }; // ❌
  if (!pr.checks) return { content: [{ type: "text", text: \`Error fetching checks for #\${number}\` }] }; // ❌
  if (pr.mergeable === null) return { content: [{ type: "text", text: "Something went wrong, try again." }] }; // ❌
  if (pr.conflicts) return { content: [{ type: "text", text: "Error: the branch has conflicts" }] }; // ❌
  return { content: [{ type: "text", text: \`Merged #\${number}\` }] };
});`,
  },
  {
    name: "AI SDK tool({ execute }) returning a CallToolResult shape from its catch",
    code: `
export const callRemote = tool({
  description: "Call a tool of the remote MCP server",
  parameters: z.object({ name: z.string(), args: z.record(z.unknown()) }),
  execute: async ({ name, args }) => {
    try {
      return await remote.callTool({ name, arguments: args });
    } catch (e) {
      return { content: [{ type: "text", text: \`Remote tool \${name} is not reachable.\` }] }; // ❌
    }
  },
});`,
  },
  {
    name: "agentTool({ execute }) returning a CallToolResult shape from a rejection handler",
    code: `
export const lookupRelease = agentTool({
  description: "Look up a release",
  parameters: z.object({ version: z.string() }),
  execute: ({ version }) =>
    apiService
      .getRelease({ version })
      .then((r) => ({ content: [{ type: "text", text: r.shortVersion }] }))
      .catch(() => ({ content: [{ type: "text", text: "The release API timed out." }] })), // ❌
});`,
  },
  {
    name: "handleToolErrors wrapper of the file: the function it returns is a handler",
    code: `
function handleToolErrors<A>(name: string, fn: (args: A) => Promise<CallToolResult>) {
  return async (args: A) => {
    try {
      return await fn(args);
    } catch (e) {
      return { content: [{ type: "text" as const, text: \`\${name} failed: \${String(e)}\` }] }; // ❌
    }
  };
}
server.registerTool("get_issue", { inputSchema: { issueId: z.string() } }, handleToolErrors("get_issue", async ({ issueId }: { issueId: string }) => {
  const issue = await apiService.getIssue({ issueId });
  return { content: [{ type: "text", text: issue.title }] };
}));`,
  },
  {
    name: "a wrapper whose signature names CallToolResult (not registered in this file)",
    code: `
export function withErrorBoundary(fn: (args: unknown) => Promise<CallToolResult>): (args: unknown) => Promise<CallToolResult> {
  return async (args) => {
    try {
      return await fn(args);
    } catch {
      return { content: [{ type: "text", text: "The tool crashed; see the server log." }] }; // ❌
    }
  };
}`,
  },
  {
    name: "`{ content: [] }` in an error branch (not a catch) is this rule's finding",
    code: `
server.registerTool("list_alerts", { inputSchema: { team: z.string() } }, async ({ team }) => {
  const res = await fetch(\`https://alerts.internal/teams/\${team}\`);
  if (!res.ok) return { content: [] }; // ❌
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "a catch that narrows with instanceof and answers the not-found as success",
    code: `
server.registerTool("get_event", { inputSchema: { eventId: z.string() } }, async ({ eventId }) => {
  try {
    const event = await apiService.getEvent({ eventId });
    return { content: [{ type: "text", text: event.title }] };
  } catch (error) {
    if (error instanceof ApiNotFoundError) {
      return { content: [{ type: "text", text: \`Event \${eventId} does not exist.\` }] }; // ❌
    }
    throw error;
  }
});`,
  },
  {
    name: "server.tool(name, cb) two-argument form",
    code: `
server.tool("ping_database", async () => {
  try {
    await db.ping();
    return { content: [{ type: "text", text: "pong" }] };
  } catch {
    return { content: [{ type: "text", text: "The database is down." }] }; // ❌
  }
});`,
  },
  {
    name: "a `.then(cb)` callback that checks `!r.ok` inside the promise chain",
    code: `
server.registerTool("status_page", { inputSchema: {} }, () =>
  fetch("https://status.example.com/api/v2/status.json").then(async (r) => {
    if (!r.ok) return { content: [{ type: "text" as const, text: "The status page is down too." }] }; // ❌
    return { content: [{ type: "text" as const, text: (await r.json()).status.description }] };
  }),
);`,
  },
  {
    name: "the catch of a `try` in a nested block of a setRequestHandler handler with if/else dispatch",
    code: `
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  if (name === "create_ticket") {
    try {
      const ticket = await helpdesk.create(args as { title: string });
      return { content: [{ type: "text", text: \`Created \${ticket.key}\` }] };
    } catch (e) {
      return { content: [{ type: "text", text: \`Ticket creation rejected: \${(e as Error).name}\` }] }; // ❌
    }
  }
  throw new Error(\`Unknown tool \${name}\`);
});`,
  },
];

const resultSilent: Case[] = [
  {
    name: "doc ✅ get_order: error results with isError in the not-found branch and the catch",
    code: `
server.registerTool("get_order", { inputSchema: { orderId: z.string() } }, async ({ orderId }) => {
  try {
    const order = await orderService.getById(orderId);
    if (!order) {
      return { isError: true, content: [{ type: "text", text: "Order not found. Call list_orders for the valid IDs." }] };
    }
    return { content: [{ type: "text", text: JSON.stringify(order, null, 2) }] };
  } catch (err) {
    return { isError: true, content: [{ type: "text", text: "Order service unavailable. Try again in a minute." }] };
  }
});`,
  },
  {
    name: "doc ✅ errors bubble up through an imported handleToolErrors",
    code: `
import { handleToolErrors } from "./wrap.js";
server.registerTool("get_issue", {}, handleToolErrors("get_issue", async ({ issueId }: { issueId: string }) => {
  const issue = await apiService.getIssue({ issueId });
  return { content: [{ type: "text", text: issue.title }] };
}));`,
  },
  {
    name: "a catch that rolls back and rethrows",
    code: `
server.registerTool("transfer", { inputSchema: { from: z.string(), to: z.string(), cents: z.number().int() } }, async ({ from, to, cents }) => {
  const tx = await ledger.begin();
  try {
    await tx.move(from, to, cents);
    await tx.commit();
    return { content: [{ type: "text", text: \`Moved \${cents} cents\` }] };
  } catch (e) {
    await tx.rollback();
    throw e;
  }
});`,
  },
  {
    name: "a computed flag `isError: res.status === \"failed\"`",
    code: `
server.registerTool("workflow_result", { inputSchema: { runId: z.string() } }, async ({ runId }) => {
  const res = await workflows.get(runId);
  if (res.status !== "done") {
    return { isError: res.status === "failed", content: [{ type: "text", text: \`Run \${runId} is \${res.status}\` }] };
  }
  return { content: [{ type: "text", text: res.output }] };
});`,
  },
  {
    name: "a flag written later (`result.isError = true`)",
    code: `
server.registerTool("compile", { inputSchema: { source: z.string() } }, async ({ source }) => {
  try {
    return { content: [{ type: "text", text: await compiler.compile(source) }] };
  } catch {
    const result: CallToolResult = { content: [{ type: "text", text: "The build service is down." }] };
    result.isError = true;
    return result;
  }
});`,
  },
  {
    name: "a spread that may carry the flag",
    code: `
const FAILURE = { isError: true } as const;
server.registerTool("thumbnail", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    return { content: [{ type: "image", data: await thumbs.render(url), mimeType: "image/png" }] };
  } catch {
    return { ...FAILURE, content: [{ type: "text", text: "The renderer crashed on this page." }] };
  }
});`,
  },
  {
    name: "an elicitation (needsInput:v1) in a not-found branch",
    code: `
server.registerTool("get_pattern", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await fetch(\`https://patterns.example/api/patterns/\${id}\`);
  if (res.status === 404) {
    const suggestions = await patterns.similar(id);
    return {
      content: [{ type: "text", text: \`No pattern "\${id}". Did you mean one of: \${suggestions.join(", ")}?\` }],
      structuredContent: { kind: "needsInput:v1", field: "id", options: suggestions },
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "`{ content: [] }` in a catch is no-empty-catch-fallback's finding",
    code: `
server.registerTool("recent_commits", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  try {
    const commits = await gh.commits(repo);
    return { content: commits.map((c) => ({ type: "text" as const, text: c.message })) };
  } catch {
    return { content: [] };
  }
});`,
  },
  {
    name: "a catch around JSON.parse that falls back to the raw text is a choice",
    code: `
server.registerTool("read_config", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const raw = await fs.readFile(path, "utf8");
  try {
    return { content: [{ type: "text", text: JSON.stringify(JSON.parse(raw), null, 2) }] };
  } catch {
    return { content: [{ type: "text", text: raw }] };
  }
});`,
  },
  {
    name: "errorText is anchored: 'Error rate: 2%', '0 errors', a failure word mid-sentence",
    code: `
server.registerTool("service_health", { inputSchema: { service: z.string() } }, async ({ service }) => {
  const stats = await metrics.summary(service);
  if (stats.errorRate > 0) return { content: [{ type: "text", text: \`Error rate: \${stats.errorRate}%\` }] };
  if (stats.failedRuns === 0) return { content: [{ type: "text", text: "Build finished with 0 errors." }] };
  return { content: [{ type: "text", text: \`Healthy. Failed to reach no dependency in \${stats.window}.\` }] };
});`,
  },
  {
    name: "an empty search answered as data (not an error check)",
    code: `
server.registerTool("search_issues", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const results = await issues.search(query);
  if (results.length === 0) {
    return { content: [{ type: "text", text: "No issues match. Try a broader query." }] };
  }
  return { content: [{ type: "text", text: results.map((r) => r.title).join("\\n") }] };
});`,
  },
  {
    name: "`if (res.ok) return success;` followed by an error result",
    code: `
server.registerTool("get_readme", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await fetch(\`https://api.github.com/repos/\${repo}/readme\`);
  if (res.ok) return { content: [{ type: "text", text: await res.text() }] };
  return { isError: true, content: [{ type: "text", text: \`GitHub answered \${res.status}. Check the repository name.\` }] };
});`,
  },
  {
    name: "an error-check ternary whose failure branch has isError; a non-error ternary",
    code: `
server.registerTool("npm_info", { inputSchema: { pkg: z.string(), verbose: z.boolean() } }, async ({ pkg, verbose }) => {
  const res = await fetch(\`https://registry.npmjs.org/\${pkg}\`);
  if (verbose) {
    const meta = await res.json();
    return verbose ? { content: [{ type: "text", text: JSON.stringify(meta) }] } : { content: [{ type: "text", text: meta.name }] };
  }
  return res.ok
    ? { content: [{ type: "text", text: await res.text() }] }
    : { isError: true, content: [{ type: "text", text: \`The registry answered \${res.status}\` }] };
});`,
  },
  {
    name: "partial failures collected in a loop, the handler still answers with data",
    code: `
server.registerTool("render_cards", { inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => {
  const lines: string[] = [];
  for (const id of ids) {
    try {
      lines.push(await cards.render(id));
    } catch {
      lines.push(\`\${id}: not rendered\`);
    }
  }
  return { content: [{ type: "text", text: lines.join("\\n") }] };
});`,
  },
  {
    name: "an error helper of the file (isError: true) called in the catch",
    code: `
function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text: message }] };
}
server.registerTool("archive_project", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  try {
    await projects.archive(projectId);
    return { content: [{ type: "text", text: "Archived." }] };
  } catch (e) {
    return errorResult("The project could not be archived right now; try again later.");
  }
});`,
  },
  {
    name: "an imported helper without typeAware is not judged",
    code: `
import { textResult } from "./results.js";
server.registerTool("summarize", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    return textResult(await summarizer.summarize(url));
  } catch {
    return textResult("Summaries are paused for maintenance.");
  }
});`,
  },
  {
    name: "throwing an McpError from an error branch",
    code: `
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
server.registerTool("get_weather", { inputSchema: { city: z.string() } }, async ({ city }) => {
  const res = await fetch(\`https://wttr.in/\${encodeURIComponent(city)}?format=j1\`);
  if (!res.ok) throw new McpError(ErrorCode.InternalError, \`wttr.in answered \${res.status}\`);
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "functions that are not tool handlers may fall back as they like",
    code: `
import express from "express";
const app = express();
async function loadSnippet(id: string) {
  try {
    return { content: [{ type: "text", text: await snippets.get(id) }] };
  } catch {
    return { content: [{ type: "text", text: "(snippet unavailable)" }] };
  }
}
app.get("/preview/:id", async (req, res) => {
  const r = await fetch(\`https://cms.internal/\${req.params.id}\`);
  if (!r.ok) return res.json({ content: [{ type: "text", text: "preview unavailable" }] });
  res.json(await loadSnippet(req.params.id));
});`,
  },
  {
    name: "a catch whose fallback is an error result built in a variable with isError",
    code: `
server.registerTool("geocode", { inputSchema: { address: z.string() } }, async ({ address }) => {
  let result: CallToolResult;
  try {
    const hit = await geocoder.lookup(address);
    result = { content: [{ type: "text", text: \`\${hit.lat},\${hit.lon}\` }] };
  } catch {
    result = { isError: true, content: [{ type: "text", text: "The geocoder is rate limited; retry in a minute." }] };
  }
  return result;
});`,
  },
  {
    name: "AI SDK tool returning plain data from its success path (no CallToolResult shape anywhere)",
    code: `
export const weather = tool({
  description: "Get the weather",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => {
    const res = await fetch(\`https://wttr.in/\${city}?format=j1\`);
    if (!res.ok) throw new Error(\`wttr.in answered \${res.status}\`);
    return { city, forecast: await res.json() };
  },
});`,
  },
];

const resultMore: Case[] = [
  {
    name: "if (res.ok) { ... } else { ... }: the else branch",
    code: `
server.registerTool("get_profile", { inputSchema: { user: z.string() } }, async ({ user }) => {
  const res = await fetch(\`https://api.example.com/users/\${user}\`);
  if (res.ok) {
    return { content: [{ type: "text", text: await res.text() }] };
  } else {
    return { content: [{ type: "text", text: "The profile service is unavailable." }] }; // ❌
  }
});`,
  },
  {
    name: "`!res.ok ? failure : success`",
    code: `
server.registerTool("get_profile", { inputSchema: { user: z.string() } }, async ({ user }) => {
  const res = await fetch(\`https://api.example.com/users/\${user}\`);
  return !res.ok
    ? { content: [{ type: "text", text: "The profile service is unavailable." }] } // ❌
    : { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "a catch around schema.parse (a call): the validation failure is a failure",
    code: `
const Filter = z.object({ from: z.string().datetime(), to: z.string().datetime() });
server.registerTool("events_between", { inputSchema: { filter: z.string() } }, async ({ filter }) => {
  try {
    const range = Filter.parse(JSON.parse(filter));
    return { content: [{ type: "text", text: JSON.stringify(await events.between(range)) }] };
  } catch {
    return { content: [{ type: "text", text: "The filter must be a JSON object with ISO dates." }] }; // ❌
  }
});`,
  },
  {
    name: "supabase's `if (error && error.code !== \"PGRST116\") return error;` then success",
    code: `
server.registerTool("get_profile", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const { data, error } = await supabase.from("profiles").select("*").eq("id", id).single();
  if (error && error.code !== "PGRST116") {
    return { isError: true, content: [{ type: "text", text: "The profile store is unavailable." }] };
  }
  return { content: [{ type: "text", text: data ? JSON.stringify(data) : "No profile yet." }] };
});`,
  },
  {
    name: "a shorthand `isError` bound to true",
    code: `
server.registerTool("sync_calendar", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: await calendar.sync() }] };
  } catch {
    const isError = true;
    return { isError, content: [{ type: "text", text: "The calendar provider is down; try again later." }] };
  }
});`,
  },
  {
    name: "the code after `if (!res.ok && res.status !== 404) return <error>;` is not a failure path",
    code: `
server.registerTool("get_pattern", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await fetch(\`https://patterns.example/api/patterns/\${id}\`);
  if (!res.ok && res.status !== 404) {
    return { isError: true, content: [{ type: "text", text: \`The pattern service answered \${res.status}.\` }] };
  }
  if (res.status === 404) {
    return { isError: true, content: [{ type: "text", text: \`No pattern \${id}. Call list_patterns for the valid IDs.\` }] };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "the code after `if (res.status >= 400 && res.status < 500) return <error>;` is not a failure path",
    code: `
server.registerTool("lint_file", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const res = await fetch(\`https://lint.internal/files/\${encodeURIComponent(path)}\`);
  if (res.status >= 400 && res.status < 500) {
    return { isError: true, content: [{ type: "text", text: \`The linter rejected \${path} (\${res.status}).\` }] };
  }
  if (res.status >= 500) throw new Error(\`lint service answered \${res.status}\`);
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "`.catch(onFailure)` with a rejection handler declared in the file",
    code: `
function onTrackerFailure() {
  return { content: [{ type: "text" as const, text: "The issue tracker is unreachable." }] }; // ❌
}
server.registerTool("get_issue", { inputSchema: { id: z.string() } }, ({ id }) =>
  issues
    .get(id)
    .then((issue) => ({ content: [{ type: "text" as const, text: issue.title }] }))
    .catch(onTrackerFailure),
);`,
  },
];

const resultOptions: Case[] = [
  {
    name: "errorText: false silences the quickstart's error-text-only failure",
    options: { errorText: false },
    code: `
server.tool("get-alerts", "Get weather alerts", { state: z.string() }, async ({ state }) => {
  const alertsData = await makeNWSRequest(\`https://api.weather.gov/alerts?area=\${state}\`);
  if (!alertsData) {
    return { content: [{ type: "text", text: "Failed to retrieve alerts data" }] };
  }
  return { content: [{ type: "text", text: formatAlerts(alertsData) }] };
});`,
  },
  {
    name: "errorText: false keeps the catch finding",
    options: { errorText: false },
    code: `
server.registerTool("get_forecast", { inputSchema: { city: z.string() } }, async ({ city }) => {
  try {
    return { content: [{ type: "text", text: await forecasts.get(city) }] };
  } catch {
    return { content: [{ type: "text", text: "Failed to retrieve the forecast" }] }; // ❌
  }
});`,
  },
  {
    name: "toolHandlers: the No-Fake-Empty-Data convention's handleGetOrder registered elsewhere",
    options: { toolHandlers: ["handleGetOrder"] },
    code: `
export async function handleGetOrder(orderId: string) {
  try {
    const order = await orderService.getById(orderId);
    if (!order) {
      return { isError: true, content: [{ type: "text", text: \`Order \${orderId} not found\` }] };
    }
    return { content: [{ type: "text", text: JSON.stringify(order, null, 2) }] };
  } catch (err) {
    return { content: [{ type: "text", text: "Order service unavailable. Try again in a minute." }] }; // ❌
  }
}
export async function formatOrderPreview(orderId: string) {
  try {
    return { content: [{ type: "text", text: await orderService.preview(orderId) }] };
  } catch {
    return { content: [{ type: "text", text: "(no preview)" }] };
  }
}`,
  },
  {
    name: "toolHandlers: a class's handleSearch method",
    options: { toolHandlers: ["handleSearch"] },
    code: `
export class SearchTools {
  constructor(private readonly index: SearchIndex) {}
  async handleSearch(args: { query: string }) {
    const res = await this.index.query(args.query);
    if (!res.ok) {
      return { content: [{ type: "text", text: \`The index answered \${res.status}\` }] }; // ❌
    }
    return { content: [{ type: "text", text: res.hits.join("\\n") }] };
  }
}`,
  },
  {
    name: "without toolHandlers, an unregistered handleGetOrder is not a handler",
    code: `
export async function handleGetOrder(orderId: string) {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await orderService.getById(orderId)) }] };
  } catch (err) {
    return { content: [{ type: "text", text: "Order service unavailable." }] };
  }
}`,
  },
  {
    name: "settings.errorSignals add `state === \"failed\"`",
    settings: { errorSignals: { add: [{ property: "state", value: "failed" }] } },
    code: `
server.registerTool("export_report", { inputSchema: { reportId: z.string() } }, async ({ reportId }) => {
  const job = await reports.export(reportId);
  if (job.state === "failed") {
    return { content: [{ type: "text", text: \`Export \${job.id} stopped at \${job.progress}%\` }] }; // ❌
  }
  return { content: [{ type: "text", text: job.url }] };
});`,
  },
  {
    name: "without the signal, `state === \"failed\"` is not an error check",
    code: `
server.registerTool("export_report", { inputSchema: { reportId: z.string() } }, async ({ reportId }) => {
  const job = await reports.export(reportId);
  if (job.state === "failed") {
    return { content: [{ type: "text", text: \`Export \${job.id} stopped at \${job.progress}%\` }] };
  }
  return { content: [{ type: "text", text: job.url }] };
});`,
  },
  {
    name: "settings.toolBoundaries add Mastra createTool",
    settings: { toolBoundaries: { add: [{ name: "createTool", from: "@mastra/core", handler: { property: "execute" } }] } },
    code: `
import { createTool } from "@mastra/core";
export const stockPrice = createTool({
  id: "stock-price",
  execute: async ({ context }) => {
    try {
      return { content: [{ type: "text", text: String(await quotes.price(context.symbol)) }] };
    } catch {
      return { content: [{ type: "text", text: "The quote feed is delayed." }] }; // ❌
    }
  },
});`,
  },
];

const V1 = { errorResponse: "tool-error-v1" };
const resultV1: Case[] = [
  {
    name: "v1: an error result without a toolError:v1 payload",
    settings: V1,
    code: `
server.registerTool("analyze_code", { inputSchema: { code: z.string() } }, async ({ code }) => {
  try {
    return { content: [{ type: "text", text: await analyzer.run(code) }] };
  } catch {
    return { isError: true, content: [{ type: "text", text: "Network error: Request timeout" }] }; // ❌
  }
});`,
  },
  {
    name: "v1: a code outside the convention's list",
    settings: V1,
    code: `
server.registerTool("review_code", { inputSchema: { diff: z.string() } }, async ({ diff }) => {
  const res = await fetch("https://review.internal/api", { method: "POST", body: diff });
  if (res.status === 400) {
    const message = "Invalid request: the diff is empty";
    return {
      isError: true,
      content: [{ type: "text", text: message, mimeType: "text/markdown" }],
      structuredContent: { kind: "toolError:v1", code: "BAD_REQUEST", message, retryable: false }, // ❌
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "v1: NETWORK_ERROR with retryable: false",
    settings: V1,
    code: `
server.registerTool("list_analysis_rules", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: await rulesApi.list() }] };
  } catch {
    const message = "Network error: Request timeout";
    return {
      isError: true,
      content: [{ type: "text", text: message, mimeType: "text/markdown" }],
      structuredContent: { kind: "toolError:v1", code: "NETWORK_ERROR", message, retryable: false }, // ❌
    };
  }
});`,
  },
  {
    name: "v1: CLIENT_ERROR with retryable: true, UNKNOWN_ERROR with retryable: true",
    settings: V1,
    code: `
server.registerTool("lint_file", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const res = await fetch(\`https://lint.internal/\${path}\`);
  if (res.status === 422) {
    const message = \`Invalid request: \${res.status}\`;
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "CLIENT_ERROR", message, retryable: true, details: { statusCode: res.status } }, // ❌
    };
  }
  if (!res.ok) {
    const message = "Unknown error occurred";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "UNKNOWN_ERROR", message, retryable: true }, // ❌
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "v1: SERVER_ERROR without the flag reads as 'do not retry'",
    settings: V1,
    code: `
server.registerTool("get_metrics", { inputSchema: { service: z.string() } }, async ({ service }) => {
  const res = await fetch(\`https://metrics.internal/\${service}\`);
  if (res.status >= 500) {
    const message = "Internal server error: Database connection failed";
    return {
      isError: true,
      content: [{ type: "text", text: message }],
      structuredContent: { kind: "toolError:v1", code: "SERVER_ERROR", message, details: { statusCode: res.status } }, // ❌
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "v1: payload without message, payload without code",
    settings: V1,
    code: `
server.registerTool("scan_repo", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await fetch(\`https://scanner.internal/\${repo}\`);
  if (res.status === 401) {
    return {
      isError: true,
      content: [{ type: "text", text: "Authentication required: Missing or invalid API key" }],
      structuredContent: { kind: "toolError:v1", code: "AUTHENTICATION_ERROR", retryable: false }, // ❌
    };
  }
  if (!res.ok) {
    return {
      isError: true,
      content: [{ type: "text", text: "The scanner failed." }],
      structuredContent: { kind: "toolError:v1", message: "The scanner failed.", retryable: false }, // ❌
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "v1: an invalid payload built in a local, used as structuredContent",
    settings: V1,
    code: `
server.registerTool("get_ticket", { inputSchema: { key: z.string() } }, async ({ key }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await helpdesk.get(key)) }] };
  } catch {
    const payload = { kind: "toolError:v1", code: "TIMEOUT", message: "The helpdesk timed out.", retryable: true }; // ❌
    return { isError: true, content: [{ type: "text", text: payload.message }], structuredContent: payload };
  }
});`,
  },
  {
    name: "v1 ✅ doc example: payload, JSON block gated on format",
    settings: V1,
    code: `
server.registerTool("search_patterns", { inputSchema: { query: z.string(), format: z.enum(["markdown", "json", "both"]).default("markdown") } }, async ({ query, format }) => {
  try {
    return { content: [{ type: "text", text: await patterns.search(query) }] };
  } catch {
    const payload = { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Network error: Request timeout", retryable: true };
    return {
      isError: true,
      content: [
        ...(format !== "json" ? [{ type: "text" as const, text: payload.message, mimeType: "text/markdown" }] : []),
        ...(format !== "markdown" ? [{ type: "text" as const, text: JSON.stringify(payload, null, 2), mimeType: "application/json" }] : []),
      ],
      structuredContent: payload,
    };
  }
});`,
  },
  {
    name: "v1: a tool that takes `format` (destructured) without a JSON block",
    settings: V1,
    code: `
server.registerTool("get_pattern", { inputSchema: { id: z.string(), format: z.enum(["markdown", "json", "both"]) } }, async ({ id, format }) => {
  const res = await fetch(\`https://patterns.example/api/patterns/\${id}\`);
  if (res.status >= 500) {
    const message = "Internal server error: Database connection failed";
    return {
      isError: true,
      content: [{ type: "text", text: message, mimeType: "text/markdown" }], // ❌
      structuredContent: { kind: "toolError:v1", code: "SERVER_ERROR", message, retryable: true },
    };
  }
  return { content: [{ type: "text", text: format === "json" ? await res.text() : "ok" }] };
});`,
  },
  {
    name: "v1: `format` only in the inputSchema, the handler takes `args`",
    settings: V1,
    code: `
server.registerTool("export_findings", { inputSchema: { scanId: z.string(), format: z.enum(["markdown", "json"]) } }, async (args) => {
  try {
    return { content: [{ type: "text", text: await scans.export(args.scanId) }] };
  } catch {
    const message = "Network error: Request timeout";
    return {
      isError: true,
      content: [{ type: "text", text: message }], // ❌
      structuredContent: { kind: "toolError:v1", code: "NETWORK_ERROR", message, retryable: true },
    };
  }
});`,
  },
  {
    name: "v1 ✅: format tool whose content is a JSON.stringify block; content chosen under a test of format",
    settings: V1,
    code: `
server.registerTool("get_pattern", { inputSchema: { id: z.string(), format: z.enum(["markdown", "json", "both"]) } }, async ({ id, format }) => {
  const res = await fetch(\`https://patterns.example/api/patterns/\${id}\`);
  if (res.status === 401) {
    const payload = { kind: "toolError:v1", code: "AUTHENTICATION_ERROR", message: "Authentication required", retryable: false, details: { statusCode: 401 } };
    return { isError: true, content: [{ type: "text", text: JSON.stringify(payload) }], structuredContent: payload };
  }
  if (!res.ok) {
    const payload = { kind: "toolError:v1", code: "SERVER_ERROR", message: \`Server error \${res.status}\`, retryable: true };
    return {
      isError: true,
      content: format === "markdown" ? [{ type: "text", text: payload.message }] : [{ type: "text", text: JSON.stringify(payload), mimeType: "application/json" }],
      structuredContent: payload,
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "v1 ✅: no format param, markdown-only error with payload; NOT_FOUND without the flag",
    settings: V1,
    code: `
server.registerTool("review_code", { inputSchema: { prId: z.string() } }, async ({ prId }) => {
  const res = await fetch(\`https://review.internal/prs/\${prId}\`);
  if (res.status === 404) {
    const message = \`Resource not found: /prs/\${prId}\`;
    return {
      isError: true,
      content: [{ type: "text", text: message, mimeType: "text/markdown" }],
      structuredContent: { kind: "toolError:v1", code: "NOT_FOUND", message, details: { statusCode: 404 } },
    };
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "v1 ✅: an elicitation is not an error; a success result needs no payload",
    settings: V1,
    code: `
server.registerTool("get_pattern", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await fetch(\`https://patterns.example/api/patterns/\${id}\`);
  if (res.status === 404) {
    return {
      content: [{ type: "text", text: \`Which pattern did you mean by "\${id}"?\` }],
      structuredContent: { kind: "needsInput:v1", field: "id", options: await patterns.similar(id) },
    };
  }
  return { content: [{ type: "text", text: await res.text() }], structuredContent: { kind: "pattern:v1", body: await res.json() } };
});`,
  },
  {
    name: "v1: the base finding (no isError on a failure path) still applies",
    settings: V1,
    code: `
server.registerTool("list_rules", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: await rulesApi.list() }] };
  } catch {
    return { content: [{ type: "text", text: "The rules service is unreachable." }] }; // ❌
  }
});`,
  },
];

// Typed: the fixture project's tool-results/results.ts exports textResult (no isError), jsonResult (isError: false),
// errorResult (isError: true), toolResponse (declared ToolResponse, isError?: boolean) and NOT_CONFIGURED.
const TYPED_HEADER = `import { McpServer, type CallToolResult } from "@modelcontextprotocol/sdk/server/mcp.js";
import { textResult, jsonResult, errorResult, toolResponse, NOT_CONFIGURED } from "./tool-results/results.js";
import { issuesApi } from "./tool-results/client.js";
const server = new McpServer({ name: "issues", version: "1.0.0" });
`;
const resultTyped: Case[] = [
  {
    name: "typed: imported helpers judged by their types on a failure path",
    typed: true,
    bare: true,
    options: { typeAware: true },
    code:
      TYPED_HEADER +
      `
server.registerTool("get_issue", { description: "Get an issue" }, async (args: { organizationSlug: string; issueId: string; mode: string }) => {
  try {
    const issue = await issuesApi.getIssue(args);
    return jsonResult(issue);
  } catch (e) {
    if (args.mode === "plain") return textResult("The issue tracker is unavailable."); // ❌
    if (args.mode === "json") return jsonResult({ unavailable: true }); // ❌
    if (args.mode === "legacy") return toolResponse("The issue tracker is unavailable.", true);
    if (args.mode === "config") return NOT_CONFIGURED; // ❌
    return errorResult("The issue tracker is unavailable; try again in a minute.");
  }
});`,
  },
  {
    name: "typed: a function returning Promise<CallToolResult> without any registration is checked",
    typed: true,
    bare: true,
    options: { typeAware: true },
    code:
      TYPED_HEADER +
      `
export async function handleSearch(query: string): Promise<CallToolResult> {
  try {
    const hits = await issuesApi.search({ query, limit: 20 });
    return { content: [{ type: "text", text: hits.map((h) => h.title).join("\\n") }] };
  } catch {
    return { content: [{ type: "text", text: "Search is down for maintenance." }] }; // ❌
  }
}`,
  },
  {
    // Nineteenth session: untyped runs read a relative import's helper from disk (`readImportedModules`), so the
    // answer without typeAware is the untyped one: textResult() of ./tool-results/results.js builds a success.
    name: "typed: without typeAware the types are not looked at; the helper's module is read as in an untyped run",
    typed: true,
    bare: true,
    code:
      TYPED_HEADER +
      `
export async function handleSearch(query: string): Promise<CallToolResult> {
  try {
    return { content: [{ type: "text", text: (await issuesApi.search({ query, limit: 5 })).join() }] };
  } catch {
    return textResult("Search is down for maintenance."); // ❌
  }
}`,
  },
  {
    name: "typed: without typeAware and with readImportedModules off, the helper is not looked into at all",
    typed: true,
    bare: true,
    settings: { readImportedModules: false },
    code:
      TYPED_HEADER +
      `
export async function handleSearch(query: string): Promise<CallToolResult> {
  try {
    return { content: [{ type: "text", text: (await issuesApi.search({ query, limit: 5 })).join() }] };
  } catch {
    return textResult("Search is down for maintenance.");
  }
}`,
  },
];

// ======================================================================================================
// Suggestions
// ======================================================================================================

describe("require-tool-error-result (adversarial, suggestions)", () => {
  it("adds isError: true to the object literal, and the result is then silent", () => {
    const code =
      HEADER +
      `server.registerTool("get_forecast", { inputSchema: { city: z.string() } }, async ({ city }) => {
  try {
    return { content: [{ type: "text", text: await forecasts.get(city) }] };
  } catch {
    return { content: [{ type: "text", text: "The forecast service is down." }] }; // MARK
  }
});`;
    const { report, line } = reportOnLine(code, "// MARK");
    expect(report.suggestions.length).toBeGreaterThan(0);
    const out = applySuggestion(code, report.suggestions[0]!);
    expect(out.split("\n")[line - 1]).toMatch(/isError: true/);
    expect(out.split("\n")[line - 1]).toContain('text: "The forecast service is down."');
    expect(lintCode(out, {})).toEqual([]);
  });
  it("sets isError: false to true", () => {
    const code =
      HEADER +
      `server.registerTool("get_forecast", { inputSchema: { city: z.string() } }, async ({ city }) => {
  try {
    return { content: [{ type: "text", text: await forecasts.get(city) }] };
  } catch {
    return { isError: false, content: [{ type: "text", text: "The forecast service is down." }] }; // MARK
  }
});`;
    const { report, line } = reportOnLine(code, "// MARK");
    const out = applySuggestion(code, report.suggestions[0]!);
    expect(out.split("\n")[line - 1]).toContain("isError: true, content:");
    expect(out).not.toContain("isError: false");
    expect(lintCode(out, {})).toEqual([]);
  });
  it("wraps a file helper's result as { ...textResult(...), isError: true }", () => {
    const code =
      HEADER +
      `function textResult(text: string) {
  return { content: [{ type: "text" as const, text }] };
}
server.registerTool("summarize", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    return textResult(await summarizer.summarize(url));
  } catch {
    return textResult("Summarizing failed."); // MARK
  }
});`;
    const { report, line } = reportOnLine(code, "// MARK");
    const out = applySuggestion(code, report.suggestions[0]!);
    expect(out.split("\n")[line - 1]).toContain('return { ...textResult("Summarizing failed."), isError: true };');
    expect(lintCode(out, {})).toEqual([]);
  });
  it("(tool-error-v1) sets retryable to what the code says", () => {
    const code =
      HEADER +
      `server.registerTool("list_rules", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: await rulesApi.list() }] };
  } catch {
    const message = "Network error: Request timeout";
    return { isError: true, content: [{ type: "text", text: message }], structuredContent: { kind: "toolError:v1", code: "NETWORK_ERROR", message, retryable: false } }; // MARK
  }
});`;
    const { report, line } = reportOnLine(code, "// MARK", { settings: V1 });
    const out = applySuggestion(code, report.suggestions[0]!);
    expect(out.split("\n")[line - 1]).toContain('code: "NETWORK_ERROR", message, retryable: true }');
    expect(lintCode(out, { settings: V1 })).toEqual([]);
  });
  it("(tool-error-v1) CLIENT_ERROR with retryable: true is set to false", () => {
    const code =
      HEADER +
      `server.registerTool("lint_file", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const res = await fetch(\`https://lint.internal/\${path}\`);
  if (res.status === 422) {
    return { isError: true, content: [{ type: "text", text: "Invalid request" }], structuredContent: { kind: "toolError:v1", code: "CLIENT_ERROR", message: "Invalid request", retryable: true } }; // MARK
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`;
    const { report, line } = reportOnLine(code, "// MARK", { settings: V1 });
    const out = applySuggestion(code, report.suggestions[0]!);
    expect(out.split("\n")[line - 1]).toContain('code: "CLIENT_ERROR", message: "Invalid request", retryable: false }');
    expect(lintCode(out, { settings: V1 })).toEqual([]);
  });
});

describe("require-tool-error-result (adversarial)", () => {
  for (const [group, cases] of Object.entries({ resultFailurePaths, resultSilent, resultMore, resultOptions, resultV1, resultTyped })) {
    describe(group, () => {
      for (const c of cases) (c.pinnedFailing ? it.fails : it)(c.name, () => check(c));
    });
  }
});
