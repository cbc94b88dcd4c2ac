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
