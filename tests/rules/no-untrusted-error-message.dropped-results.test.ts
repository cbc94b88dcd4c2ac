// no-untrusted-error-message: a result a helper builds and returns (`formatErrorResponse(error)` returning `{ isError:
// true, content: [...] }`) reaches the agent only where its value is used. Webflow's server (scout, forty-third session)
// calls it as a statement in a `catch` and goes on (`formatErrorResponse(error); existingScripts = [];`): nothing of it
// reaches anyone there, while its other calls (`return formatErrorResponse(error)`) are reported as before.
import { describe, expect, it } from "vitest";
import { lintProjectFindings } from "../helpers.js";
import { runCases } from "./no-untrusted-error-message.cases.js";

const FORMAT_ERROR = `function formatErrorResponse(error: unknown) {
  const failure = error as { name?: string; message?: string };
  return { isError: true, content: [{ type: "text" as const, text: JSON.stringify({ name: failure.name ?? "", message: failure.message ?? "" }) }] };
}`;

/** Webflow's script tool: a failed read of the site's scripts, its formatted error dropped or returned. */
const scriptsTool = (onFailure: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
${FORMAT_ERROR}
export function registerScriptsTools(server: McpServer, siteScripts: (siteId: string) => Promise<{ scripts?: string[] }>) {
  server.tool("add_inline_site_script", { site_id: z.string(), sourceCode: z.string() }, async ({ site_id, sourceCode }) => {
    let existingScripts: string[] = [];
    try {
      existingScripts = (await siteScripts(site_id)).scripts ?? [];
    } catch (error) {
${onFailure}
    }
    existingScripts.push(sourceCode);
    return { content: [{ type: "text" as const, text: \`\${existingScripts.length} scripts registered\` }] };
  });
}
`;

runCases("a result a helper builds, dropped or returned", [
  {
    name: "called as a statement, its value dropped: nothing reaches the agent",
    code: scriptsTool("      formatErrorResponse(error);\n      existingScripts = [];"),
    reports: [],
  },
  {
    name: "dropped under `void` too",
    code: scriptsTool("      void formatErrorResponse(error);\n      existingScripts = [];"),
    reports: [],
  },
  {
    name: "returned: the caught message reaches the agent",
    code: scriptsTool("      return formatErrorResponse(error);"),
    reports: ["error"],
  },
  {
    name: "kept and returned later: reported",
    code: scriptsTool("      const failure = formatErrorResponse(error);\n      return failure;"),
    reports: ["error"],
  },
  {
    name: "a helper that sends what it builds (not only returns it) is a sink from a dropped call too",
    code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare function sendToClient(result: unknown): void;
function reportFailure(error: unknown) {
  sendToClient({ isError: true, content: [{ type: "text" as const, text: (error as Error).message }] });
}
export function registerScriptsTools(server: McpServer, siteScripts: (siteId: string) => Promise<string[]>) {
  server.tool("list_site_scripts", { site_id: z.string() }, async ({ site_id }) => {
    try {
      return { content: [{ type: "text" as const, text: (await siteScripts(site_id)).join("\\n") }] };
    } catch (error) {
      reportFailure(error);
      return { isError: true, content: [{ type: "text" as const, text: "The scripts could not be read." }] };
    }
  });
}
`,
    reports: ["error"],
  },
]);

describe("a result a helper of another module builds, dropped or returned", () => {
  const files = (onFailure: string): Record<string, string> => ({
    "src/format.ts": `export ${FORMAT_ERROR}\n`,
    "src/tools/scripts.ts": scriptsTool(onFailure).replace(FORMAT_ERROR, 'import { formatErrorResponse } from "../format.js";'),
  });

  it("dropped: nothing reported", async () => {
    const findings = await lintProjectFindings("dropped-results", "webflow-scripts", files("      formatErrorResponse(error);\n      existingScripts = [];"), "src/tools/scripts.ts");
    expect(findings.filter((finding) => finding.rule === "no-untrusted-error-message")).toEqual([]);
  });

  it("returned: reported at the call's argument", async () => {
    const findings = await lintProjectFindings("dropped-results", "webflow-scripts", files("      return formatErrorResponse(error);"), "src/tools/scripts.ts");
    expect(findings.filter((finding) => finding.rule === "no-untrusted-error-message")).toEqual([{ rule: "no-untrusted-error-message", line: 10 }]);
  });
});
