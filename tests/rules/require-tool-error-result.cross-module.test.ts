// A result built by a helper of another module (issue #16): `textResult(text)` of lib/results.ts builds
// `{ content: [{ type: "text", text }] }`, typed `CallToolResult` (whose `isError` is optional, so its type
// alone says nothing). With types, the helper is looked into: returned from a `catch`, its result is a failure
// reported as a success. `errorResult(text)`, which sets `isError: true`, is not reported. Untyped, the modules the
// file imports by a relative path are read from disk (`readImportedModules`).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject } from "../helpers.js";

const fixture = join(repoRoot, "tests/fixtures/cross-module");
const RULE = "agent-errors/require-tool-error-result";

/** A throwaway project beside the fixture (same node_modules). */
function project(name: string, files: Record<string, string>): string {
  return writeProject(join(repoRoot, ".tmp", `result-cross-module-${name}`), name, files);
}

describe("require-tool-error-result: result helpers of other modules", () => {
  it("typed: textResult() returned from a catch is reported at the call, naming where the helper is declared", async () => {
    const messages = (await lintProject(fixture, ["src/tools/summarize-issue.ts", "src/tools/search-issues.ts"], "recommended-type-checked")).filter(
      (message) => message.ruleId === RULE,
    );
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["src/tools/summarize-issue.ts:12:14"]);
    expect(messages[0]!.message).toContain('`textResult("The issue could not be su...` (declared in src/lib/results.ts:9) builds a successful-looking tool result');
    expect(messages[0]!.message).toContain("from the `catch` on line 11");
  });

  it("untyped: the helper of a module imported by a relative path is read from disk, with the same report", async () => {
    const messages = (await lintProject(fixture, ["src/tools/summarize-issue.ts", "src/tools/search-issues.ts"], "recommended")).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["src/tools/summarize-issue.ts:12:14"]);
    expect(messages[0]!.message).toContain("(declared in src/lib/results.ts:9) builds a successful-looking tool result");
  });

  it("untyped, per file (`readImportedModules: false`): the helper is not looked into", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    const messages = await lintProject(fixture, ["src/tools/summarize-issue.ts"], "recommended", undefined, off);
    expect(messages.filter((message) => message.ruleId === RULE)).toEqual([]);
  });
});

describe("require-tool-error-result: a handler a factory of the file makes (Jira's createReadHandler)", () => {
  // @aashari/mcp-server-atlassian-jira: `const get = createReadHandler("GET", handleGet)` registered as `get`; the
  // factory returns the handler, whose catch answers the Jira API's failure with a success-looking result.
  const dir = project("factory-handler", {
    "controllers/atlassian.api.controller.ts": `export async function handleGet(args: { path: string }): Promise<{ content: string }> {
  const response = await fetch(\`https://example.atlassian.net\${args.path}\`);
  if (!response.ok) throw new Error(\`Jira API error \${response.status}: \${await response.text()}\`);
  return { content: await response.text() };
}
`,
    "utils/error.util.ts": `export function formatErrorForMcpTool(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: "text" as const, text: \`Error: \${message}\` }] };
}
`,
    "tools/atlassian.api.tool.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { handleGet } from "../controllers/atlassian.api.controller.js";
import { formatErrorForMcpTool } from "../utils/error.util.js";
const GetApiToolArgs = { path: z.string().describe("The API path, such as /rest/api/3/project") };
function createReadHandler(methodName: string, handler: (args: { path: string }) => Promise<{ content: string }>) {
  return async (args: { path: string }) => {
    try {
      const result = await handler(args);
      return { content: [{ type: "text" as const, text: result.content }] };
    } catch (error) {
      console.error(\`\${methodName} failed\`, error);
      return formatErrorForMcpTool(error);
    }
  };
}
const get = createReadHandler("GET", handleGet);
export function registerTools(server: McpServer) {
  server.registerTool("jira_get", { title: "Jira GET Request", description: "Read data from Jira", inputSchema: GetApiToolArgs }, get);
}
`,
  });

  it.each([
    ["untyped", "recommended"],
    ["typed", "recommended-type-checked"],
  ])("%s: the made handler's catch returns the imported helper's success-looking result", async (_, preset) => {
    const messages = (await lintProject(dir, ["tools/atlassian.api.tool.ts"], preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.line}:${message.column}`)).toEqual(["13:14"]);
    expect(messages[0]!.message).toContain("`formatErrorForMcpTool(error)` (declared in utils/error.util.ts:1)");
  });
});

describe("require-tool-error-result: a catch that answers with the tool's own result (CircleCI's getFlakyTests)", () => {
  // @circleci/mcp-server-circleci 0.20.0: with FILE_OUTPUT_DIRECTORY set, the flaky tests are written to files; when
  // that fails, the catch logs it and returns formatFlakyTests(tests), the same result the tool returns without the
  // option. The agent gets the tests it asked for: an optional step failed, no data is missing.
  const handler = (fallback: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatFlakyTests, getFlakyTests, writeTestsToFiles } from "../lib/flaky-tests.js";

export function register(server: McpServer) {
  server.tool("find_flaky_tests", { projectSlug: z.string() }, async ({ projectSlug }) => {
    const tests = await getFlakyTests(projectSlug);
    if (process.env.FILE_OUTPUT_DIRECTORY) {
      try {
        return await writeTestsToFiles({ tests });
      } catch (error) {
        console.error(error);
        return ${fallback};
      }
    }
    return formatFlakyTests(tests);
  });
}
`;
  const lib = `export async function getFlakyTests(projectSlug: string): Promise<string[]> {
  const response = await fetch(\`https://circleci.com/api/v2/insights/\${projectSlug}/flaky-tests\`);
  return (await response.json()) as string[];
}

export function formatFlakyTests(tests: string[]) {
  return { content: [{ type: "text" as const, text: tests.length > 0 ? tests.join("\\n") : "No flaky tests found." }] };
}

export async function writeTestsToFiles({ tests }: { tests: string[] }) {
  const { writeFile } = await import("node:fs/promises");
  await writeFile(\`\${process.env.FILE_OUTPUT_DIRECTORY}/flaky-tests.txt\`, tests.join("\\n"));
  return { content: [{ type: "text" as const, text: \`Wrote \${tests.length} flaky tests.\` }] };
}
`;
  const lint = async (fallback: string, preset: string): Promise<string[]> => {
    const dir = project(`own-result-fallback-${fallback.length}-${preset}`, { "src/tools/flaky-tests.ts": handler(fallback), "src/lib/flaky-tests.ts": lib });
    const messages = await lintProject(dir, ["src/tools/flaky-tests.ts"], preset);
    return messages.filter((message) => message.ruleId === RULE).map((message) => `${message.line}:${message.column}`);
  };

  for (const preset of ["recommended", "recommended-type-checked"]) {
    it(`${preset}: the same call the function returns after the guarded step is not reported`, async () => {
      expect(await lint("formatFlakyTests(tests)", preset)).toEqual([]);
    });

    it(`${preset}: another value (an empty list in place of the tests) is reported`, async () => {
      expect(await lint("formatFlakyTests([])", preset)).toEqual(["13:16"]);
    });
  }
});

describe("require-tool-error-result: a handler wrapper exported for other modules' registrations (Vapi's createToolHandler)", () => {
  // @vapi-ai/mcp-server: every tool registers `createToolHandler(async (data) => ...)` of tools/utils.js, in modules that
  // take the server as an untyped parameter (tsc drops their type-only SDK import). The wrapper's function is what the
  // server calls, and its `catch` answers every failure with `Error: ${message}` and no `isError`.
  const utils = (errorResult: string): string => `export function createSuccessResponse(data: unknown) {
  return { content: [{ type: "text" as const, text: typeof data === "string" ? data : JSON.stringify(data, null, 2) }] };
}

export function createErrorResponse(error: any) {
  const errorMessage = error?.message || String(error);
  return ${errorResult};
}

export function createToolHandler<T>(handler: (params: T) => Promise<unknown>) {
  return async (params: T) => {
    try {
      const result = await handler(params);
      return createSuccessResponse(result);
    } catch (error) {
      return createErrorResponse(error);
    }
  };
}

// Not a tool handler's wrapper: it returns no tool result.
export function withRetry<T>(task: (input: T) => Promise<string>) {
  return async (input: T) => {
    try {
      return await task(input);
    } catch {
      return "";
    }
  };
}
`;
  const assistant = `import { z } from "zod";
import { createToolHandler } from "./utils.js";

export const registerAssistantTools = (server: any, vapi: { assistants: { get(input: { id: string }): Promise<unknown> } }) => {
  server.tool(
    "get_assistant",
    "Gets a Vapi assistant by ID",
    { assistantId: z.string() },
    createToolHandler(async (data: { assistantId: string }) => {
      const assistant = await vapi.assistants.get({ id: data.assistantId });
      if (!assistant) throw new Error(\`Assistant with ID \${data.assistantId} not found\`);
      return assistant;
    }),
  );
};
`;
  const lint = async (name: string, errorResult: string, preset: string): Promise<string[]> => {
    const dir = project(`exported-wrapper-${name}`, { "src/tools/utils.ts": utils(errorResult), "src/tools/assistant.ts": assistant });
    const messages = await lintProject(dir, ["src/tools/utils.ts", "src/tools/assistant.ts"], preset);
    return messages.filter((message) => message.ruleId?.startsWith("agent-errors/")).map((message) => `${message.file}:${message.line}:${message.column} ${message.ruleId}`);
  };

  for (const preset of ["recommended", "recommended-type-checked"]) {
    it(`${preset}: the wrapper's catch answers with a success-looking result of the caught message: both reported in its module`, async () => {
      expect(await lint("plain", "{ content: [{ type: \"text\" as const, text: `Error: ${errorMessage}` }] }", preset)).toEqual([
        "src/tools/utils.ts:7:10 agent-errors/require-tool-error-result",
        "src/tools/utils.ts:16:34 agent-errors/no-untrusted-error-message",
      ]);
    });

    it(`${preset}: with \`isError: true\` and a message it writes, nothing is reported`, async () => {
      expect(await lint("flagged", "{ content: [{ type: \"text\" as const, text: \"The Vapi request failed; try again.\" }], isError: true }", preset)).toEqual([]);
    });
  }
});

// Kubernetes's server: a low-level CallTool handler whose `switch` returns the result of a tool function of another
// module, handed the input destructured with a default (`const { name, arguments: input = {} } = request.params`).
// The tool function's returns are the tool's results: its `catch` answering without `isError` is a failure read as
// a success, and the kubectl text in it reaches the agent.
describe("require-tool-error-result: a tool function of another module whose result a CallTool switch returns", () => {
  const nodeManagement = `import { execFileSync } from "node:child_process";
export async function nodeManagement(params: { operation: string; nodeName: string }) {
  try {
    const output = execFileSync("kubectl", [params.operation, params.nodeName], { encoding: "utf8" });
    return { content: [{ type: "text", text: output }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Node management operation failed: \${(error as Error).message}\` }] };
  }
}
`;
  const dispatcher = (destructured: string, call: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { nodeManagement } from "./tools/node-management.js";
const server = new Server({ name: "kubernetes", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, ${destructured} } = request.params;
  switch (name) {
    case "node_management": {
      return await ${call};
    }
    default:
      throw new McpError(ErrorCode.InvalidRequest, "Unknown tool");
  }
});
`;
  const reports = async (name: string, destructured: string, call: string): Promise<string[]> => {
    const dir = project(name, { "src/tools/node-management.ts": nodeManagement, "src/index.ts": dispatcher(destructured, call) });
    const messages = await lintProject(dir, ["src/index.ts", "src/tools/node-management.ts"], "recommended");
    return messages.filter((message) => message.ruleId?.startsWith("agent-errors/")).map((message) => `${message.ruleId} ${message.file}:${message.line}:${message.column}`).sort();
  };

  it("the input destructured with a default (`arguments: input = {}`): the tool function's failure result is reported, and its kubectl text", async () => {
    expect(await reports("k8s-default", "arguments: input = {}", "nodeManagement(input as never)")).toEqual([
      "agent-errors/no-untrusted-error-message src/tools/node-management.ts:7:83",
      "agent-errors/require-tool-error-result src/tools/node-management.ts:7:12",
    ]);
  });

  it("without a default, the same", async () => {
    expect(await reports("k8s-plain", "arguments: input", "nodeManagement(input as never)")).toEqual([
      "agent-errors/no-untrusted-error-message src/tools/node-management.ts:7:83",
      "agent-errors/require-tool-error-result src/tools/node-management.ts:7:12",
    ]);
  });

  it("a function handed something else than the input is not the tool's handler", async () => {
    expect(await reports("k8s-other", "arguments: input = {}", 'nodeManagement({ operation: "cordon", nodeName: String(name) })')).toEqual([]);
  });
});
