// Where a text reaches the agent (src/core/analysis/sinks.ts): the sinks of a file by kind, for the places the
// rule's doc lists, and what the options add (a rethrown error, a trusted class's message).
import { describe, expect, it } from "vitest";
import { findSinks } from "../../src/core/analysis/sinks.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { withSourceCode } from "../helpers.js";

function sinks(code: string, options = { rethrown: false, trustedErrorMessages: false }): string[] {
  const found: string[] = [];
  withSourceCode(code, (sourceCode) => {
    for (const sink of findSinks(sourceCode, DEFAULT_SETTINGS, options)) found.push(`${sink.kind}${sink.caughtOnly ? " (a caught error's text only)" : ""}: ${sourceCode.getText(sink.node)}`);
  });
  return found.sort();
}

const TOOL = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { UserInputError } from "./errors";
declare const server: McpServer;
server.registerTool("get_issue", { description: "Get an issue" }, async ({ id }: { id: string }) => {
  try {
    const issue = await fetch(\`https://tracker.example.com/issues/\${id}\`);
    if (issue.status >= 500) throw new Error(\`The tracker failed on \${id}\`);
    if (!issue.ok) throw new UserInputError(\`No issue \${id}\`);
    return { content: [{ type: "text" as const, text: await issue.text() }] };
  } catch (error) {
    if (error instanceof UserInputError) throw error;
    return { isError: true, content: [{ type: "text" as const, text: \`Lookup failed: \${(error as Error).message}\` }] };
  }
});
`;

describe("the sinks of a file", () => {
  it("an MCP handler's isError text; a success result's text is a sink only for a caught error's text (the tool's data); a throw its own catch takes is not, one of a class it rethrows as it is is", () => {
    expect(sinks(TOOL)).toEqual([
      "content-text (a caught error's text only): await issue.text()",
      "content-text: `Lookup failed: ${(error as Error).message}`",
      "thrown: new UserInputError(`No issue ${id}`)",
    ]);
  });

  it("with the strict options: the rethrown error and the trusted class's message too", () => {
    expect(sinks(TOOL, { rethrown: true, trustedErrorMessages: true })).toEqual([
      "content-text (a caught error's text only): await issue.text()",
      "content-text: `Lookup failed: ${(error as Error).message}`",
      "rethrown: error",
      "thrown: new UserInputError(`No issue ${id}`)",
      "trusted-error-message: `No issue ${id}`",
    ]);
  });

  it("an AI SDK tool's `error` property and its string result on a failure path", () => {
    const code = `import { tool } from "ai";
import { z } from "zod";
export const search = tool({
  description: "Search",
  parameters: z.object({ q: z.string() }),
  execute: async ({ q }) => {
    try {
      return { result: await (await fetch(\`https://search.example.com?q=\${q}\`)).json() };
    } catch (error) {
      if (q === "") return "Give a query.";
      return { error: \`Search failed: \${String(error)}\` };
    }
  },
});
`;
    // The data `execute` returns on success is a sink for a caught error's text only.
    expect(sinks(code)).toEqual([
      "error-property: `Search failed: ${String(error)}`",
      "returned-text (a caught error's text only): { result: await (await fetch(`https://search.example.com?q=${q}`)).json() }",
      "returned-text: \"Give a query.\"",
    ]);
  });
});
