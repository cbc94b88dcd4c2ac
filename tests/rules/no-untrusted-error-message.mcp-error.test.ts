// no-untrusted-error-message: the MCP SDK's `McpError` is built to reach the client, so its message is agent text
// wherever it is built (Google Calendar's `handleGoogleApiError(error)`, a method of a base class that its tool
// classes call from their `catch`, reached by the handler only through a table of classes; Kubernetes' tool modules,
// which a dispatcher wrapped by an imported `withTelemetry` calls). Also: a report of an `McpError` points at its
// message, never at its code; a caught error handed to a helper that builds the error of it is no rethrow; a
// collection assigned once (a bundler's `var RESERVED; ... RESERVED = [...]`) pins what it is checked against; the
// request's tool name once the server has found the tool by it is one of its own; a regular expression's group of
// digits (`id.match(/Project\/(\d+)$/)?.[1]`, GitLab's) holds no one's text.
import { join } from "node:path";
import { describe } from "vitest";
import { repoRoot, writeProject } from "../helpers.js";
import { at, itReportsUntypedAndTyped, runCases } from "./no-untrusted-error-message.cases.js";

const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import * as types from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
const server = new McpServer({ name: "calendar", version: "2.6.3" });
`;

/** A base class whose method builds the MCP error of a Google API failure; its tool classes are dispatched from a table. */
const handlerClasses = (build: string): string => `${HEAD}interface GoogleFailure { response?: { status?: number; data?: { error?: { message?: string } } }; message: string }
abstract class BaseToolHandler {
  abstract runTool(args: Record<string, unknown>): Promise<{ content: { type: "text"; text: string }[] }>;
  protected handleGoogleApiError(error: GoogleFailure): McpError {
    const errorData = error.response?.data;
    ${build}
  }
}
class ListEventsHandler extends BaseToolHandler {
  async runTool(args: Record<string, unknown>) {
    try {
      const response = await fetch(\`https://www.googleapis.com/calendar/v3/calendars/\${String(args.calendarId)}/events\`);
      return { content: [{ type: "text" as const, text: await response.text() }] };
    } catch (error) {
      throw this.handleGoogleApiError(error as GoogleFailure);
    }
  }
}
const tools = [{ name: "list-events", handler: ListEventsHandler }];
for (const tool of tools) {
  server.registerTool(tool.name, { inputSchema: { calendarId: z.string() } }, async (args) => {
    const handler = new tool.handler();
    return handler.runTool(args);
  });
}
`;

runCases("McpError: its message reaches the client wherever it is built", [
  {
    name: "a base class's method builds an McpError of Google's error text: reported at the calls that hand it a caught error",
    code: handlerClasses("return new McpError(ErrorCode.InvalidRequest, `Google API error: ${errorData?.error?.message || error.message}`);"),
    reports: ["error as GoogleFailure"],
  },
  {
    name: "the same method writing its own message: nothing to report",
    code: handlerClasses('return new McpError(ErrorCode.InvalidRequest, error.response?.status === 404 ? "The calendar or event does not exist." : "The Google Calendar API failed.");'),
    reports: [],
  },
  {
    name: "an McpError of tsc's CommonJS (`types.McpError` of the module) counts as the named import does",
    code: handlerClasses("return new types.McpError(types.ErrorCode.InternalError, `Google API error: ${errorData?.error?.message}`);"),
    reports: ["error as GoogleFailure"],
  },
  {
    name: "a tool module's function that no handler of the file calls: its McpError's message still reaches the client",
    code: `${HEAD}import { execFileSync } from "node:child_process";
export function kubectlGet(input: { resourceType: string }) {
  try {
    return { content: [{ type: "text" as const, text: execFileSync("kubectl", ["get", input.resourceType], { encoding: "utf8" }) }] };
  } catch (error) {
    throw new McpError(ErrorCode.InternalError, \`Failed to execute kubectl get command: \${(error as Error).message}\`);
  }
}
`,
    reports: ["(error as Error).message"],
  },
  {
    name: "a class of another library named McpError is not the SDK's",
    code: `${HEAD}import { McpError as OtherError } from "./lib/errors.js";
export async function read(url: string) {
  try {
    return await (await fetch(url)).text();
  } catch (error) {
    throw new OtherError(1, \`Failed: \${(error as Error).message}\`);
  }
}
`,
    reports: [],
  },
  {
    name: "an unknown value in an McpError's message is reported at the value, not at the error's code",
    options: { reportUnknown: true },
    code: `${HEAD}declare function normalizeAccountId(id: string): string;
export function pickAccount(accounts: Map<string, string>, accountId: string) {
  const normalizedId = normalizeAccountId(accountId);
  if (!accounts.has(normalizedId)) throw new McpError(ErrorCode.InvalidRequest, \`Account "\${normalizedId}" not found.\`);
  return accounts.get(normalizedId);
}
`,
    reports: ["?normalizedId"],
  },
]);

runCases("McpError: a helper that builds it of a caught error is no rethrow", [
  {
    name: "a helper of the file returning an McpError made of the error's message: recommended, not only strict's rethrow",
    code: `${HEAD}function toMcpError(error: unknown): McpError {
  return new McpError(ErrorCode.InternalError, \`Request failed: \${error instanceof Error ? error.message : String(error)}\`);
}
server.tool("events", {}, async () => {
  try {
    return { content: [{ type: "text" as const, text: await (await fetch("https://www.googleapis.com/calendar/v3/users/me/calendarList")).text() }] };
  } catch (error) {
    throw toMcpError(error);
  }
});
`,
    reports: ["toMcpError(error)"],
  },
  {
    name: "a helper that throws an error it builds of the caught one's body (Firecrawl's `throwIfTermsRequired(error)`): its text, not a rethrow",
    code: `${HEAD}function throwIfRateLimited(error: { status?: number; body?: string }) {
  if (error.status === 429) throw new McpError(ErrorCode.InternalError, \`Rate limited: \${error.body}\`);
}
server.tool("events", {}, async () => {
  try {
    return { content: [{ type: "text" as const, text: await (await fetch("https://www.googleapis.com/calendar/v3/users/me/calendarList")).text() }] };
  } catch (error) {
    throwIfRateLimited(error as { status?: number; body?: string });
    throw new McpError(ErrorCode.InternalError, "The calendar request failed.");
  }
});
`,
    reports: ["error as { status?: number; body?: string }"],
  },
  {
    name: "a helper that throws what it is given as it is: a rethrow, strict's alone",
    code: `${HEAD}function fail(error: unknown): never {
  throw error;
}
server.tool("events", {}, async () => {
  try {
    return { content: [{ type: "text" as const, text: await (await fetch("https://www.googleapis.com/calendar/v3/users/me/calendarList")).text() }] };
  } catch (error) {
    fail(error);
  }
});
`,
    reports: [],
  },
]);

/** Google Calendar's account check, bundled: the reserved names are assigned once, in the module's init function. */
const reservedNames = (declare: string, assign: string, after = ""): string => `${HEAD}${declare}
function validateAccountId(accountId: string) {
  if (RESERVED_NAMES.includes(accountId)) throw new Error(\`Account ID "\${accountId}" is reserved and cannot be used.\`);
  if (!/^[a-z0-9_-]{1,64}$/.test(accountId)) throw new Error("Invalid account ID. Must be 1-64 characters.");
  return accountId;
}
var init_paths = () => {
  ${assign}
};
init_paths();${after}
server.tool("add-account", { account_id: z.string() }, async ({ account_id }) => {
  try {
    validateAccountId(account_id.toLowerCase());
  } catch (error) {
    throw new McpError(ErrorCode.InvalidRequest, error instanceof Error ? error.message : "Invalid account ID");
  }
  return { content: [{ type: "text" as const, text: "Visit the auth URL to connect the account." }] };
});
`;

runCases("A collection assigned once pins what it is checked against", [
  {
    name: "`var RESERVED_NAMES;` assigned one array of constants: the echoed id is one of them",
    code: reservedNames("var RESERVED_NAMES: string[];", 'RESERVED_NAMES = [".", "..", "con", "prn", "aux", "nul"];'),
    reports: [],
  },
  {
    name: "assigned twice: nothing is pinned, the agent's id is echoed",
    code: reservedNames("var RESERVED_NAMES: string[];", 'RESERVED_NAMES = [".", "..", "con"];', '\nRESERVED_NAMES = process.argv.slice(2);'),
    reports: ["error.message"],
  },
  {
    name: "assigned once, then added to: nothing is pinned",
    code: reservedNames("var RESERVED_NAMES: string[];", 'RESERVED_NAMES = [".", "..", "con"];', '\nRESERVED_NAMES.push(...process.argv.slice(2));'),
    reports: ["error.message"],
  },
  {
    name: "assigned once with text from outside: nothing is pinned",
    code: reservedNames("var RESERVED_NAMES: string[];", "RESERVED_NAMES = process.argv.slice(2);"),
    reports: ["error.message"],
  },
]);

/** Shortcut's copy of the SDK's CallTool handler: the tool looked up by the request's name, then its checks. */
const dispatcher = (lookup: string, check: string): string => `${HEAD}import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const registered: Record<string, { enabled: boolean; handler: (args: unknown) => Promise<{ content: { type: "text"; text: string }[] }> }> = {};
const lowLevel = new Server({ name: "shortcut", version: "0.25.0" }, { capabilities: { tools: {} } });
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = ${lookup};
  ${check}
  if (!tool.enabled) throw new McpError(ErrorCode.InvalidParams, \`Tool \${request.params.name} disabled\`);
  return tool.handler(request.params.arguments);
});
`;

runCases("The request's tool name once the server has found the tool by it", [
  {
    name: "looked up in the registered tools and checked: the name is the server's own",
    code: dispatcher("registered[request.params.name]", "if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);"),
    reports: ["request.params.name"],
  },
  {
    name: "found by `.get(name)` of a map",
    code: dispatcher("new Map(Object.entries(registered)).get(request.params.name)", "if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);"),
    reports: ["request.params.name"],
  },
  {
    name: "looked up but never checked: the name may be anything",
    code: dispatcher("registered[request.params.name]", ""),
    reports: ["request.params.name"],
  },
  {
    name: "looked up by another name: the request's name is the agent's",
    code: dispatcher('registered["list-stories"]', "if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);"),
    reports: ["request.params.name", "request.params.name"],
  },
]);

/** A project of `files` whose modules are all linted, untyped and typed: `expected` is the one report. */
function projectCase(title: string, behaviour: string, files: Record<string, string>, expected: string): void {
  describe(`no-untrusted-error-message: ${title}`, () => {
    const name = `mcp-error-${title.toLowerCase().replace(/[^a-z]+/g, "-").slice(0, 48)}`;
    const dir = writeProject(join(repoRoot, ".tmp", name), name, files);
    itReportsUntypedAndTyped(behaviour, dir, Object.keys(files), [expected]);
  });
}

/** Another module's formatter that builds the McpError of what it is given (`lib/google-errors.ts`). */
const GOOGLE_ERRORS = `import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
export function toMcpError(error: unknown, operation: string): McpError {
  const data = (error as { response?: { data?: { error?: { message?: string } } } }).response?.data;
  return new McpError(ErrorCode.InternalError, \`\${operation} failed: \${data?.error?.message ?? (error instanceof Error ? error.message : String(error))}\`);
}
`;

const CALENDAR_TOOLS = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { toMcpError } from "./lib/google-errors.js";
const server = new McpServer({ name: "calendar", version: "2.6.3" });
server.registerTool("list-calendars", {}, async () => {
  try {
    const response = await fetch("https://www.googleapis.com/calendar/v3/users/me/calendarList");
    return { content: [{ type: "text" as const, text: await response.text() }] };
  } catch (error) {
    throw toMcpError(error, "Listing calendars");
  }
});
`;

projectCase(
  "another module's function that builds an McpError of its parameter",
  "the call that hands it the caught error is reported, and the formatter's module alone reports nothing",
  { "src/lib/google-errors.ts": GOOGLE_ERRORS, "src/tools.ts": CALENDAR_TOOLS },
  at("src/tools.ts", CALENDAR_TOOLS, "toMcpError(error"),
);

/** Postman's tool modules: each `catch` sends McpErrors on and makes one of anything else with a shared helper. */
const TOOL_HELPERS = `import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
export { McpError };
export function asMcpError(error: unknown): McpError {
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? String(error);
  return new McpError(ErrorCode.InternalError, String(cause));
}
`;

const POSTMAN_TOOL = `import { z } from "zod";
import { asMcpError, McpError } from "./utils/toolHelpers.js";
export const method = "getWorkspace";
export const parameters = z.object({ workspaceId: z.string() });
export async function handler(args: { workspaceId: string }, extra: { client: { get(url: string): Promise<unknown> } }) {
  try {
    const result = await extra.client.get(\`/workspaces/\${args.workspaceId}\`);
    return { content: [{ type: "text" as const, text: JSON.stringify(result, null, 2) }] };
  } catch (e) {
    if (e instanceof McpError) {
      throw e;
    }
    throw asMcpError(e);
  }
}
`;

projectCase(
  "a helper of another module that makes an McpError of any failure (Postman's asMcpError)",
  "the caught error handed to it is the new error's text, reported by recommended (not a rethrow)",
  { "src/tools/utils/toolHelpers.ts": TOOL_HELPERS, "src/tools/getWorkspace.ts": POSTMAN_TOOL },
  at("src/tools/getWorkspace.ts", POSTMAN_TOOL, "e);"),
);

/** GitLab's vulnerability check: the project's numeric id read out of a GraphQL global id by a regular expression. */
const projectId = (read: string): string => `${HEAD}export function assertProjectAllowed(project: { id?: string }, allowed: string[]) {
  const numericId = ${read};
  if (numericId !== undefined && !allowed.includes(numericId)) {
    throw new McpError(ErrorCode.InvalidRequest, \`Project \${numericId} is not in the allowed project list.\`);
  }
}
`;

runCases("A regular expression's group of digits holds no one's text", [
  { name: "`match(...)?.[1]` of a group `(\\d+)`", options: { reportUnknown: true }, code: projectId("project.id?.match(/^gid:\\/\\/gitlab\\/Project\\/(\\d+)$/)?.[1]"), reports: [] },
  { name: "`exec(...)?.[1]` of a group `([0-9]{1,12})`", options: { reportUnknown: true }, code: projectId("/^gid:\\/\\/gitlab\\/Project\\/([0-9]{1,12})$/.exec(project.id ?? \"\")?.[1]"), reports: [] },
  { name: "a group that matches letters too: the id's text", options: { reportUnknown: true }, code: projectId("project.id?.match(/^gid:\\/\\/gitlab\\/Project\\/(\\w+)$/)?.[1]"), reports: ["?numericId"] },
  { name: "the second group, of anything", options: { reportUnknown: true }, code: projectId("project.id?.match(/^gid:\\/\\/gitlab\\/(\\d+)\\/(.+)$/)?.[2]"), reports: ["?numericId"] },
  { name: "`match` with the g flag: `[1]` is the second whole match", options: { reportUnknown: true }, code: projectId("project.id?.match(/Project\\/(\\d+)/g)?.[1]"), reports: ["?numericId"] },
]);

/**
 * YouTube transcript's server: the tool sends its own `McpError`s on first (`if (error instanceof McpError) throw
 * error;`), then builds one of what is left. Its extractor (a field holding an instance of a class of the file) throws
 * only `McpError`s, and wraps the scraper's rejection in one: nothing is left for the last line but the runtime's text.
 */
const transcriptServer = (getTranscript: string, extra = ""): string => `${HEAD}import { getSubtitles } from "youtube-captions-scraper";
class YouTubeTranscriptExtractor {
  extractYoutubeId(input: string): string {
    if (!input) throw new McpError(ErrorCode.InvalidParams, "YouTube URL or ID is required");
    try {
      const url = new URL(input);
      const videoId = url.searchParams.get("v");
      if (!videoId) throw new McpError(ErrorCode.InvalidParams, \`Invalid YouTube URL: \${input}\`);
      return videoId;
    } catch {
      if (!/^[a-zA-Z0-9_-]{11}$/.test(input)) throw new McpError(ErrorCode.InvalidParams, \`Invalid YouTube video ID: \${input}\`);
      return input;
    }
  }
  async getTranscript(videoId: string, lang: string): Promise<string> {
${getTranscript}
  }
}
class TranscriptServer {
  private extractor: YouTubeTranscriptExtractor;
  constructor() {
    this.extractor = new YouTubeTranscriptExtractor();
    server.tool("get_transcript", { url: z.string(), lang: z.string() }, async ({ url, lang }) => {
      try {
        const videoId = this.extractor.extractYoutubeId(url);
        console.error(\`Processing transcript for video: \${videoId}\`);
        const transcript = await this.extractor.getTranscript(videoId, lang);${extra}
        return { content: [{ type: "text" as const, text: transcript }], isError: false };
      } catch (error) {
        if (error instanceof McpError) throw error;
        throw new McpError(ErrorCode.InternalError, \`Failed to process transcript: \${(error as Error).message}\`);
      }
    });
  }
}
export default new TranscriptServer();
`;

const WRAPPED = `    try {
      const lines = await getSubtitles({ videoID: videoId, lang });
      return lines.map((line: { text: string }) => line.text.trim()).filter((text: string) => text.length > 0).join(" ");
    } catch (error) {
      console.error("Failed to fetch transcript:", error);
      throw new McpError(ErrorCode.InternalError, "Failed to retrieve the transcript.");
    }`;

// `this.extractor.extractYoutubeId(url)` is a method of the instance the field only ever holds: its McpError echoes the
// agent's URL (`Invalid YouTube URL: ${input}`), and the `catch` sends an McpError on as it is: `url` is reported in
// every case (read since the forty-second session; the YouTube transcript corpus has the same true finding).
runCases("A catch-all after the classes sent on, when the try fails only with those", [
  {
    name: "every failure of the try is an McpError (the extractor wraps the scraper's): the last line reads only the runtime's text",
    code: transcriptServer(WRAPPED),
    reports: ["url"],
  },
  {
    name: "the extractor lets the scraper's rejection out: reported",
    code: transcriptServer(`    const lines = await getSubtitles({ videoID: videoId, lang });
    return lines.map((line: { text: string }) => line.text).join(" ");`),
    reports: ["url", "(error as Error).message"],
  },
  {
    name: "the try also calls a function of another package itself: reported",
    code: transcriptServer(WRAPPED, `\n        await fetch(\`https://www.youtube.com/oembed?url=\${encodeURIComponent(url)}\`);`),
    reports: ["url", "(error as Error).message"],
  },
]);
