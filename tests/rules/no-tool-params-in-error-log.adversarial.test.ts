// Adversarial cases for no-tool-params-in-error-log, written against docs/rules/no-tool-params-in-error-log.md,
// docs/configuration.md and the conventions of Sentry's MCP server and of tool logging (log parameter keys,
// never values) only (black box: the reviewer did not read the implementation). Each case marks the lines where a
// report is expected with `// ❌`; every other line must stay silent. `// ❌?` marks alternatives: at least one of
// them must be reported. The bugs found are fixed; a documented limit is pinned with it.fails.
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-tool-params-in-error-log.js";
import { applySuggestion, markerHarness, TOOL_FILE_HEADER as HEADER, type MarkerCase as Case } from "../marker-harness.js";

const harness = markerHarness<Case>({ rule: rule, header: HEADER });
const lintCode = (code: string, c: Omit<Case, "name" | "code">) => harness.lint({ ...c, name: "", code, bare: true });
const check = (c: Case): void => harness.check(c);
const reportOnLine = (code: string, marker: string, c: Omit<Case, "name" | "code"> = {}) => harness.reportOn({ ...c, name: "", code, bare: true }, marker);

// ======================================================================================================
// no-tool-params-in-error-log
// ======================================================================================================

const paramsReported: Case[] = [
  {
    name: "doc: console.error with the whole input and captureException extra",
    code: `
server.registerTool("search", { inputSchema: { query: z.string(), apiKey: z.string() } }, async (args) => {
  try {
    return { content: [{ type: "text", text: await searchApi(args.query, args.apiKey) }] };
  } catch (error) {
    console.error("search failed", args, error); // ❌
    captureException(error, { extra: { params: args } }); // ❌
    throw error;
  }
});`,
  },
  {
    name: "doc: the tool-logging convention's statusBarManager.logError with { parameters } in an AI SDK execute",
    code: `
export const apiCall = tool({
  description: "Call a configured API",
  parameters: z.object({ endpoint: z.string(), apiKey: z.string(), data: z.record(z.unknown()) }),
  execute: async (parameters) => {
    try {
      return await callServer("api-server", "api_call", parameters);
    } catch (error) {
      statusBarManager.logError("tool", "Tool execution failed", error as Error, { parameters }); // ❌
      throw error;
    }
  },
});`,
  },
  {
    name: "doc: setRequestHandler logging request.params",
    code: `
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await dispatch(request.params.name, request.params.arguments);
  } catch (error) {
    console.error("tool failed", request.params, error); // ❌
    throw error;
  }
});`,
  },
  {
    name: "setRequestHandler: request.params.arguments through a local and the whole request",
    code: `
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  try {
    return await dispatch(request.params.name, args);
  } catch (error) {
    console.warn(\`Tool \${request.params.name} failed with\`, args); // ❌
    logger.error("request was", request); // ❌
    throw error;
  }
});`,
  },
  {
    name: "a destructured secret in a template, in a catch",
    code: `
server.registerTool("connect_db", { inputSchema: { connectionString: z.string() } }, async ({ connectionString }) => {
  try {
    await pool.connect(connectionString);
    return { content: [{ type: "text", text: "connected" }] };
  } catch (e) {
    console.error(\`could not connect using \${connectionString}\`, e); // ❌
    throw e;
  }
});`,
  },
  {
    name: "a local object built from parameters, logged with logger.error",
    code: `
server.registerTool("search_logs", { inputSchema: { query: z.string(), limit: z.number() } }, async ({ query, limit }) => {
  const searchContext = { query, limit, startedAt: Date.now() };
  try {
    return { content: [{ type: "text", text: await logsApi.search(query, limit) }] };
  } catch (error) {
    logger.error("log search failed", { error, searchContext }); // ❌
    throw error;
  }
});`,
  },
  {
    name: "string methods, in an `if (!res.ok)` branch",
    code: `
server.registerTool("web_search", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const res = await fetch(\`https://search.example/api?q=\${encodeURIComponent(query)}\`);
  if (!res.ok) {
    console.warn(\`search \${res.status} for \${query.trim().slice(0, 40).toLowerCase()}\`); // ❌
    throw new Error(\`search answered \${res.status}\`);
  }
  return { content: [{ type: "text", text: await res.text() }] };
});`,
  },
  {
    name: "JSON.stringify(args), spread, arrays, String(...)",
    code: `
server.registerTool("create_user", { inputSchema: { email: z.string(), password: z.string(), role: z.string() } }, async (args) => {
  try {
    const user = await users.create(args);
    return { content: [{ type: "text", text: user.id }] };
  } catch (e) {
    console.error("create_user failed: " + JSON.stringify(args)); // ❌
    logger.warn("retrying with", { ...args, attempt: 2 }); // ❌
    console.error("fields", [args.email, args.role]); // ❌
    console.error("password was", String(args.password)); // ❌
    throw e;
  }
});`,
  },
  {
    name: "new Error(`...${param}`) passed to a logger and a tracker",
    code: `
server.registerTool("open_file", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    return { content: [{ type: "text", text: await fs.readFile(path, "utf8") }] };
  } catch (e) {
    console.error(new Error(\`Failed to open \${path}\`, { cause: e })); // ❌
    captureException(new Error(\`Failed to open \${path}\`)); // ❌
    throw e;
  }
});`,
  },
  {
    name: "`? :` and `??` carrying a parameter",
    code: `
server.registerTool("create_doc", { inputSchema: { title: z.string().optional(), body: z.string(), verbose: z.boolean() } }, async (args) => {
  try {
    return { content: [{ type: "text", text: await docs.create(args) }] };
  } catch (e) {
    console.error("create failed", args.verbose ? args : "(quiet)"); // ❌
    console.error("title", args.title ?? "untitled"); // ❌
    throw e;
  }
});`,
  },
  {
    name: "`+` concatenation with a destructured email",
    code: `
server.tool("invite_user", "Invite a user", { email: z.string().email() }, async ({ email }) => {
  try {
    await workspace.invite(email);
    return { content: [{ type: "text", text: "invited" }] };
  } catch (e) {
    console.error("invite failed for " + email, e); // ❌
    throw e;
  }
});`,
  },
  {
    name: "passed to a file function that logs it (handleSearch(args))",
    code: `
interface SearchInput { query: string; apiKey: string }
async function runSearch(input: SearchInput) {
  try {
    return await searchApi(input.query, input.apiKey);
  } catch (e) {
    console.error("search failed", input.query, e); // ❌
    throw e;
  }
}
server.registerTool("search", { inputSchema: { query: z.string(), apiKey: z.string() } }, async (args) => {
  return { content: [{ type: "text", text: await runSearch(args) }] };
});`,
  },
  {
    name: "three calls deep through class methods (this.forward -> this.request)",
    code: `
export class ToolExecutor {
  constructor(private readonly server: McpServer) {
    server.registerTool("api_call", { inputSchema: { endpoint: z.string(), token: z.string() } }, async (params) => {
      return await this.forward(params);
    });
  }
  private async forward(params: { endpoint: string; token: string }) {
    return { content: [{ type: "text" as const, text: await this.request(params.endpoint, params.token) }] };
  }
  private async request(endpoint: string, token: string) {
    const res = await fetch(endpoint, { headers: { authorization: \`Bearer \${token}\` } });
    if (!res.ok) console.error("request failed with token", token); // ❌
    return res.text();
  }
}`,
  },
  {
    name: "KNOWN LIMIT: the doc's `this.logFailure(params)` called from the catch, logging with this.log.error",
    pinnedFailing: true,
    code: `
export class ToolExecutor {
  private readonly log = createLogger("tools");
  constructor(private readonly server: McpServer) {
    server.registerTool("api_call", { inputSchema: { endpoint: z.string(), token: z.string() } }, async (params) => {
      try {
        return { content: [{ type: "text" as const, text: await callApi(params.endpoint, params.token) }] };
      } catch (error) {
        this.logFailure(params, error);
        throw error;
      }
    });
  }
  private logFailure(params: { endpoint: string; token: string }, error: unknown) {
    this.log.error("api_call failed", params, error); // ❌
  }
}`,
  },
  {
    name: "KNOWN LIMIT: a logging closure defined in the handler and called from its catch",
    pinnedFailing: true,
    code: `
server.registerTool("send_sms", { inputSchema: { phone: z.string(), body: z.string() } }, async ({ phone, body }) => {
  const fail = (error: unknown) => console.error(\`SMS to \${phone} failed\`, error); // ❌
  try {
    return { content: [{ type: "text", text: await sms.send(phone, body) }] };
  } catch (error) {
    fail(error);
    throw error;
  }
});`,
  },
  {
    name: "rest, renamed, defaulted and nested destructuring",
    code: `
server.registerTool("call_api", { inputSchema: { apiKey: z.string(), query: z.string(), auth: z.object({ token: z.string() }), limit: z.number().optional() } }, async ({ query: q, limit = 10, auth: { token }, ...rest }) => {
  try {
    return { content: [{ type: "text", text: await partner.call(q, limit, token, rest) }] };
  } catch (e) {
    console.error("q", q); // ❌
    console.error("token", token); // ❌
    console.error("rest", rest); // ❌
    throw e;
  }
});`,
  },
  {
    name: "setRequestHandler: destructured `arguments` and an optional field read; the tool's name is fine",
    code: `
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: toolArgs } = request.params;
  try {
    return await dispatch(name, toolArgs);
  } catch (e) {
    console.error(\`tool \${name} failed\`, e);
    console.error("with", toolArgs); // ❌
    console.error("query", request.params.arguments?.query); // ❌
    Sentry.captureException(e, { tags: { tool: request.params.name } });
    throw e;
  }
});`,
  },
  {
    name: "this.logger.error, an imported `log`, a required Sentry",
    code: `
import log from "loglevel";
export class IssueTools {
  private readonly logger = createLogger();
  register(server: McpServer) {
    server.registerTool("close_issue", { inputSchema: { issueId: z.string(), reason: z.string() } }, async (args) => {
      try {
        return { content: [{ type: "text", text: await issues.close(args.issueId, args.reason) }] };
      } catch (e) {
        this.logger.error("close failed", args.reason); // ❌
        log.warn("close failed", args.reason); // ❌
        require("@sentry/node").captureException(e, { extra: { args } }); // ❌
        throw e;
      }
    });
  }
}`,
  },
];
const paramsReported2: Case[] = [
  {
    name: "`.catch(cb)` and `.then(ok, cb)` logging a parameter",
    code: `
server.registerTool("translate", { inputSchema: { text: z.string(), target: z.string() } }, ({ text, target }) =>
  translator
    .translate(text, target)
    .then((out) => ({ content: [{ type: "text" as const, text: out }] }))
    .catch((err) => {
      console.error("translation failed", text, err); // ❌
      throw err;
    }),
);
server.registerTool("summarize", { inputSchema: { document: z.string() } }, ({ document }) =>
  llm.summarize(document).then(
    (s) => ({ content: [{ type: "text" as const, text: s }] }),
    (err) => {
      logger.warn(\`summary failed for \${document}\`); // ❌
      throw err;
    },
  ),
);`,
  },
  {
    name: "after `if (res.ok) return ...;`, and a callback inside a catch",
    code: `
server.registerTool("bulk_close", { inputSchema: { ids: z.array(z.string()), path: z.string() } }, async (args) => {
  const res = await fetch(\`https://tracker.internal/\${args.path}\`);
  if (res.ok) return { content: [{ type: "text", text: await res.text() }] };
  console.error("tracker refused", args.path); // ❌
  try {
    await tracker.closeMany(args.ids);
  } catch (e) {
    (e as AggregateError).errors.forEach((inner) => console.error(inner, args.ids)); // ❌
  }
  throw new Error("tracker refused");
});`,
  },
  {
    name: "console.log counts on a failure path",
    code: `
server.registerTool("charge_card", { inputSchema: { cardNumber: z.string(), cents: z.number() } }, async ({ cardNumber, cents }) => {
  try {
    const charge = await payments.charge(cardNumber, cents);
    return { content: [{ type: "text", text: charge.id }] };
  } catch (e) {
    console.log("charge declined for", cardNumber); // ❌
    throw e;
  }
});`,
  },
  {
    name: "Sentry trackers anywhere in a handler: setContext, setTag, setUser, addBreadcrumb, captureMessage",
    code: `
server.registerTool("send_invoice", { inputSchema: { email: z.string(), amount: z.number(), note: z.string() } }, async (args) => {
  Sentry.setContext("tool_args", args); // ❌
  Sentry.setTag("recipient", args.email); // ❌
  Sentry.setUser({ email: args.email }); // ❌
  Sentry.addBreadcrumb({ category: "tool", message: "send_invoice", data: { note: args.note } }); // ❌
  const sent = await billing.send(args);
  if (!sent.ok) Sentry.captureMessage(\`invoice to \${args.email} bounced\`); // ❌
  return { content: [{ type: "text", text: sent.id }] };
});`,
  },
  {
    name: "a scope's setExtra inside Sentry.withScope, setExtras",
    code: `
server.registerTool("import_csv", { inputSchema: { csv: z.string(), table: z.string() } }, async ({ csv, table }) => {
  try {
    return { content: [{ type: "text", text: String(await db.importCsv(table, csv)) }] };
  } catch (e) {
    Sentry.withScope((scope) => {
      scope.setExtra("csv", csv); // ❌
      scope.setTag("table", "import");
      Sentry.captureException(e);
    });
    Sentry.setExtras({ table, rows: csv.split("\\n") }); // ❌
    throw e;
  }
});`,
  },
  {
    name: "logIssue (any module) and an aliased captureException",
    code: `
import { logIssue } from "@sentry/mcp-core/telem/logging";
import { captureException as report } from "@sentry/cloudflare";
server.registerTool("update_issue", { inputSchema: { issueId: z.string(), comment: z.string() } }, async (args) => {
  try {
    return { content: [{ type: "text", text: await apiService.updateIssue(args) }] };
  } catch (e) {
    logIssue(e, { contexts: { tool: { args } } }); // ❌
    report(e, { extra: { comment: args.comment } }); // ❌
    throw e;
  }
});`,
  },
  {
    name: "agentTool execute: this.log.warn and logError",
    code: `
export const searchEvents = agentTool({
  description: "Search events",
  parameters: z.object({ naturalLanguageQuery: z.string() }),
  execute: async (params) => {
    try {
      return await apiService.searchEvents(params);
    } catch (e) {
      telemetry.logError("tool", "search_events failed", e as Error, { query: params.naturalLanguageQuery }); // ❌
      throw e;
    }
  },
});`,
  },
  {
    name: "the function a handler wrapper of the file returns logs its input",
    code: `
function withLogging<A>(name: string, fn: (args: A) => Promise<CallToolResult>) {
  return async (args: A) => {
    try {
      return await fn(args);
    } catch (e) {
      console.error(\`\${name} failed\`, args, e); // ❌
      throw e;
    }
  };
}
server.registerTool("get_secret", { inputSchema: { name: z.string() } }, withLogging("get_secret", async ({ name }: { name: string }) => {
  return { content: [{ type: "text", text: await vault.read(name) }] };
}));`,
  },
];

const paramsSilent: Case[] = [
  {
    name: "doc ✅ keys only through logError, and the tool's name",
    code: `
export const apiCall = tool({
  description: "Call a configured API",
  parameters: z.object({ endpoint: z.string(), apiKey: z.string() }),
  execute: async (parameters) => {
    const serverId = "api-server";
    const toolName = "api_call";
    try {
      return await callServer(serverId, toolName, parameters);
    } catch (error) {
      statusBarManager?.logError("tool", \`Tool execution failed: \${toolName}\`, error as Error, {
        serverId,
        toolName,
        parameterKeys: Object.keys(parameters),
      });
      throw error;
    }
  },
});
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await dispatch(request.params.name, request.params.arguments);
  } catch (error) {
    console.error(\`Error in tool \${request.params.name}:\`, error);
    throw error;
  }
});`,
  },
  {
    name: "value-free derivations: keys, length, size, comparisons, typeof, !, Number, includes",
    code: `
server.registerTool("search", { inputSchema: { query: z.string(), limit: z.string(), tags: z.array(z.string()) } }, async (args) => {
  try {
    return { content: [{ type: "text", text: await searchApi(args.query) }] };
  } catch (e) {
    console.error("search failed", Object.keys(args), e);
    console.error(\`keys: \${Object.keys(args).join(",")}\`);
    console.error("query length", args.query.length, new Set(args.tags).size);
    console.warn("limit", typeof args.limit, Number(args.limit), !args.query, args.query === "", args.tags.includes("urgent"));
    throw e;
  }
});`,
  },
  {
    name: "redaction helpers",
    code: `
import { redact, maskSecrets, sanitizeParams, hash } from "../redaction.js";
server.registerTool("login", { inputSchema: { username: z.string(), password: z.string() } }, async (args) => {
  try {
    return { content: [{ type: "text", text: await auth.login(args.username, args.password) }] };
  } catch (e) {
    console.error("login failed", redact(args));
    logger.warn("login failed", maskSecrets({ ...args }));
    captureException(e, { extra: { params: sanitizeParams(args), user: hash(args.username) } });
    throw e;
  }
});`,
  },
  {
    name: "what the API returned for a parameter, and the error itself",
    code: `
server.registerTool("get_issue", { inputSchema: { organizationSlug: z.string(), issueId: z.string() } }, async ({ organizationSlug, issueId }) => {
  const issue = await apiService.getIssue({ organizationSlug, issueId });
  if (issue.error) {
    console.error("issue lookup returned an error", issue.error, issue.status);
    throw new Error("lookup failed");
  }
  try {
    return { content: [{ type: "text", text: await apiService.render(issue) }] };
  } catch (e) {
    console.error("render failed for", issue.shortId, e);
    throw e;
  }
});`,
  },
  {
    name: "the handler's second parameter (request context)",
    code: `
server.registerTool("long_job", { inputSchema: { spec: z.string() } }, async ({ spec }, extra) => {
  try {
    return { content: [{ type: "text", text: await jobs.start(spec, extra.signal) }] };
  } catch (e) {
    console.error("long_job failed", extra.sessionId, extra.requestId, extra.signal.aborted, e);
    throw e;
  }
});
export const calc = tool({
  description: "Calculate",
  parameters: z.object({ expr: z.string() }),
  execute: async ({ expr }, { toolCallId }) => {
    try {
      return await calculator.eval(expr);
    } catch (e) {
      console.error("calc failed", toolCallId, e);
      throw e;
    }
  },
});`,
  },
  {
    name: "logging parameters on a success path is not this rule's concern",
    code: `
server.registerTool("search", { inputSchema: { query: z.string() } }, async (args) => {
  console.info("search called", args);
  logger.info("search", { query: args.query });
  const hits = await searchApi(args.query);
  console.log(\`\${hits.length} hits for \${args.query}\`);
  return { content: [{ type: "text", text: hits.join("\\n") }] };
});`,
  },
  {
    name: "a local array named `log` is not a logger",
    code: `
server.registerTool("batch_delete", { inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => {
  const log: string[] = [];
  for (const id of ids) {
    try {
      await store.delete(id);
    } catch {
      log.push(id);
    }
  }
  return { content: [{ type: "text", text: \`failed: \${log.length}\` }] };
});`,
  },
  {
    name: "functions that are not tool handlers, and Sentry setup outside handlers",
    code: `
const config = { dsn: process.env.SENTRY_DSN!, region: "eu" };
Sentry.setContext("config", config);
export async function syncContacts(apiKey: string) {
  try {
    await crm.sync(apiKey);
  } catch (e) {
    console.error("sync failed", apiKey, e);
  }
}`,
  },
  {
    name: "a same-named local captureException and one from a non-Sentry module",
    code: `
import { captureException as monitor } from "./monitoring.js";
function captureExceptionLocal(e: unknown, ctx: unknown) { void e; void ctx; }
server.registerTool("resize", { inputSchema: { imageUrl: z.string() } }, async (args) => {
  monitor(new Error("resize started"), { args });
  try {
    return { content: [{ type: "text", text: await images.resize(args.imageUrl) }] };
  } catch (e) {
    captureExceptionLocal(e, { args });
    throw e;
  }
});`,
  },
  {
    name: "literal tags and error data only",
    code: `
server.registerTool("render_chart", { inputSchema: { spec: z.string() } }, async ({ spec }) => {
  Sentry.setTag("tool", "render_chart");
  const started = Date.now();
  try {
    return { content: [{ type: "text", text: await charts.render(spec) }] };
  } catch (e) {
    Sentry.setExtra("durationMs", Date.now() - started);
    console.error(\`render_chart failed after \${Date.now() - started}ms\`, (e as Error).message);
    throw e;
  }
});`,
  },
];

const paramsSilent2: Case[] = [
  {
    name: "a callback parameter that shadows a tool parameter's name",
    code: `
server.registerTool("search_shards", { inputSchema: { query: z.string() } }, async ({ query }) => {
  try {
    return { content: [{ type: "text", text: await shards.search(query) }] };
  } catch (e) {
    ["eu-1", "us-2"].forEach((query) => console.error("shard did not answer:", query));
    throw e;
  }
});`,
  },
  {
    name: "a `finally` is not a failure path",
    code: `
server.registerTool("render_pdf", { inputSchema: { html: z.string() } }, async ({ html }) => {
  const started = Date.now();
  try {
    return { content: [{ type: "text", text: await pdf.render(html) }] };
  } finally {
    console.warn(\`render_pdf took \${Date.now() - started}ms for \${html.length} chars\`);
  }
});`,
  },
  {
    name: "presence tests in templates: typeof, Boolean, !!, optional length",
    code: `
server.registerTool("verify_token", { inputSchema: { token: z.string().optional() } }, async (args) => {
  try {
    return { content: [{ type: "text", text: await auth.verify(args.token) }] };
  } catch (e) {
    console.error(\`token: \${typeof args.token}, present=\${Boolean(args.token)}\`, !!args.token, args.token?.length ?? 0);
    console.error(args.token && args.token.length > 40 ? "long token" : "short token");
    throw e;
  }
});`,
  },
  {
    name: "AI SDK execute's second parameter (messages, abortSignal)",
    code: `
export const translate = tool({
  description: "Translate",
  parameters: z.object({ text: z.string() }),
  execute: async ({ text }, { messages, abortSignal }) => {
    try {
      return await translator.translate(text, { signal: abortSignal });
    } catch (e) {
      console.error("translate failed after", messages.length, "messages", abortSignal?.aborted);
      throw e;
    }
  },
});`,
  },
  {
    name: "a whole-input object of allowed params read field by field",
    options: { allowedParams: ["organizationSlug", "projectSlug"] },
    code: `
server.registerTool("list_issues", { inputSchema: { organizationSlug: z.string(), projectSlug: z.string() } }, async (args) => {
  const { organizationSlug } = args;
  try {
    return { content: [{ type: "text", text: await apiService.listIssues(args) }] };
  } catch (e) {
    logger.warn("list_issues failed", { org: organizationSlug, project: args.projectSlug });
    throw e;
  }
});`,
  },
];

const paramsOptions: Case[] = [
  {
    name: "allowedParams: slugs may be logged (field reads and destructured), others not",
    options: { allowedParams: ["organizationSlug", "projectSlug"] },
    code: `
server.registerTool("find_releases", { inputSchema: { organizationSlug: z.string(), projectSlug: z.string(), query: z.string() } }, async (args) => {
  const { projectSlug, query } = args;
  try {
    return { content: [{ type: "text", text: await apiService.listReleases(args) }] };
  } catch (e) {
    console.warn(\`releases failed for \${args.organizationSlug}/\${projectSlug}\`, e);
    console.warn("query was", query); // ❌
    throw e;
  }
});`,
  },
  {
    name: "loggerMethods: a custom recorder on any receiver, anywhere in a handler",
    options: { loggerMethods: ["recordFailure"] },
    code: `
server.registerTool("sql", { inputSchema: { statement: z.string() } }, async ({ statement }) => {
  telemetry.metrics.recordFailure("sql", { statement }); // ❌
  return { content: [{ type: "text", text: await db.exec(statement) }] };
});`,
  },
  {
    name: "loggerObjects: a custom logger name",
    options: { loggerObjects: ["audit"] },
    code: `
server.registerTool("transfer_funds", { inputSchema: { iban: z.string(), cents: z.number() } }, async ({ iban, cents }) => {
  try {
    return { content: [{ type: "text", text: await bank.transfer(iban, cents) }] };
  } catch (e) {
    audit.error("transfer failed", { iban }); // ❌
    throw e;
  }
});`,
  },
  {
    name: "toolHandlers: an unregistered handleSearch's first parameter is tool input",
    options: { toolHandlers: ["handleSearch"] },
    code: `
export async function handleSearch(input: { query: string; apiKey: string }) {
  try {
    return { content: [{ type: "text", text: await searchApi(input.query, input.apiKey) }] };
  } catch (e) {
    console.error("search failed", input); // ❌
    throw e;
  }
}`,
  },
  {
    name: "without toolHandlers, an unregistered handleSearch is not a handler",
    code: `
export async function handleSearch(input: { query: string; apiKey: string }) {
  try {
    return { content: [{ type: "text", text: await searchApi(input.query, input.apiKey) }] };
  } catch (e) {
    console.error("search failed", input);
    throw e;
  }
}`,
  },
  {
    name: "settings.errorLoggers add a project logger function",
    settings: { errorLoggers: { add: ["reportToolFailure"] } },
    code: `
import { reportToolFailure } from "../telemetry.js";
server.registerTool("ocr", { inputSchema: { imageBase64: z.string() } }, async ({ imageBase64 }) => {
  try {
    return { content: [{ type: "text", text: await ocr.read(imageBase64) }] };
  } catch (e) {
    reportToolFailure("ocr", e, imageBase64); // ❌
    throw e;
  }
});`,
  },
];

const PARAMS_TYPED_HEADER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "exports", version: "1.0.0" });
enum Priority { Low, High }
`;
const paramsTyped: Case[] = [
  {
    name: "typed: numbers, booleans, enums and literal unions may be logged; strings and casts not",
    typed: true,
    bare: true,
    options: { typeAware: true },
    code:
      PARAMS_TYPED_HEADER +
      `
type ExportArgs = { limit: number; dryRun: boolean; format: "json" | "markdown"; priority: Priority; query: string; mode: string };
server.registerTool<ExportArgs>("export_issues", { description: "Export issues" }, async (args) => {
  try {
    return { content: [{ type: "text", text: await exporter.run(args) }] };
  } catch (e) {
    console.error("export failed", args.limit, args.dryRun, args.format, args.priority);
    console.error("export failed for", args.query); // ❌
    console.error("mode", args.mode as "fast" | "slow"); // ❌
    throw e;
  }
});`,
  },
];

// ======================================================================================================
// Suggestions
// ======================================================================================================

describe("no-tool-params-in-error-log (adversarial, suggestions)", () => {
  it("replaces a whole-input value with its keys", () => {
    const code =
      HEADER +
      `server.registerTool("search", { inputSchema: { query: z.string(), apiKey: z.string() } }, async (args) => {
  try {
    return { content: [{ type: "text", text: await searchApi(args.query, args.apiKey) }] };
  } catch (error) {
    console.error("search failed", args); // MARK
    throw error;
  }
});`;
    const { report, line } = reportOnLine(code, "// MARK");
    expect(report.suggestions.length).toBe(1);
    const out = applySuggestion(code, report.suggestions[0]!);
    expect(out.split("\n")[line - 1]).toContain('console.error("search failed", Object.keys(args));');
    expect(lintCode(out, {})).toEqual([]);
  });
  it("`{ extra: { params } }` becomes `{ extra: { params: Object.keys(params) } }`", () => {
    const code =
      HEADER +
      `server.registerTool("search", { inputSchema: { query: z.string() } }, async (params) => {
  try {
    return { content: [{ type: "text", text: await searchApi(params.query) }] };
  } catch (error) {
    captureException(error, { extra: { params } }); // MARK
    throw error;
  }
});`;
    const { report, line } = reportOnLine(code, "// MARK");
    const out = applySuggestion(code, report.suggestions[0]!);
    expect(out.split("\n")[line - 1]).toContain("captureException(error, { extra: { params: Object.keys(params) } });");
    expect(lintCode(out, {})).toEqual([]);
  });
  it("no suggestion for a single parameter", () => {
    const code =
      HEADER +
      `server.registerTool("search", { inputSchema: { query: z.string() } }, async ({ query }) => {
  try {
    return { content: [{ type: "text", text: await searchApi(query) }] };
  } catch (error) {
    console.error("search failed for", query); // MARK
    throw error;
  }
});`;
    const { report } = reportOnLine(code, "// MARK");
    expect(report.suggestions).toEqual([]);
  });
  it("a local built from a parameter is reported where it is logged, naming where it was built", () => {
    const code =
      HEADER +
      `server.registerTool("search", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const searchContext = { query, at: Date.now() }; // BUILT
  try {
    return { content: [{ type: "text", text: await searchApi(query) }] };
  } catch (error) {
    logger.error("search failed", searchContext); // MARK
    throw error;
  }
});`;
    const builtLine = code.split("\n").findIndex((l) => l.includes("// BUILT")) + 1;
    const { report } = reportOnLine(code, "// MARK");
    expect(report.message.includes("searchContext") || report.message.includes(String(builtLine))).toBe(true);
  });
});

describe("no-tool-params-in-error-log (adversarial)", () => {
  for (const [group, cases] of Object.entries({ paramsReported, paramsReported2, paramsSilent, paramsSilent2, paramsOptions, paramsTyped })) {
    describe(group, () => {
      for (const c of cases) (c.pinnedFailing ? it.fails : it)(c.name, () => check(c));
    });
  }
});
