// A bundled dependency's code is not the project's (src/core/vendored.ts): esbuild opens each module of a bundle
// with its path, and a report inside a module of `node_modules` (Exa's bundle carries the MCP SDK's own tool
// dispatcher) is dropped; the project's regions, and files without such comments, are reported as ever.
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import untrusted from "../../rules/no-untrusted-error-message.js";
import emptyCatch from "../../rules/no-empty-catch-fallback.js";

/**
 * A dependency's tool dispatcher as esbuild bundles it: any error a tool throws becomes the result's text. (The MCP
 * SDK's own `McpServer` is also known by its name and methods, with or without region comments: vendor-shapes.test.ts.
 * This one is named otherwise, so that only the region comment can tell it is not the project's.)
 */
const SDK_REGION = `// node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js
var ToolDispatcher = class {
  dispatchToolCalls() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        return await this._registeredTools[request.params.name].callback(request.params.arguments);
      } catch (error2) {
        return { content: [{ type: "text", text: error2 instanceof Error ? error2.message : String(error2) }], isError: true };
      }
    });
  }
};
`;

/** The project's own tool, bundled after it. */
const PROJECT_REGION = `// src/tools/search.ts
server.registerTool("web_search", { inputSchema: { query: z.string() } }, async ({ query }) => {
  try {
    const response = await fetch("https://search.example.com/?q=" + encodeURIComponent(query));
    return { content: [{ type: "text", text: await response.text() }] };
  } catch (error2) {
    return { content: [{ type: "text", text: \`Search failed: \${error2.message}\` }], isError: true };
  }
});
`;

const HEADER = `import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
`;

function reportedLines(code: string, filename = "dist/stdio.js"): number[] {
  const messages = new Linter({ configType: "flat" }).verify(
    code,
    [
      {
        files: ["**/*.js", "**/*.ts"],
        languageOptions: { parser: tsParser as never, sourceType: "module" },
        plugins: { ae: { rules: { untrusted: untrusted as never, empty: emptyCatch as never } } },
        rules: { "ae/untrusted": "error", "ae/empty": "error" },
      },
    ],
    filename,
  );
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.map((message) => message.line);
}

describe("reports inside a bundled dependency's region", () => {
  const line = (code: string, text: string): number => code.split("\n").findIndex((candidate) => candidate.includes(text)) + 1;

  it("are dropped; the project's region after it is reported", () => {
    const code = `${HEADER}${SDK_REGION}\n${PROJECT_REGION}const server = new McpServer();\n`;
    expect(reportedLines(code)).toEqual([line(code, "Search failed")]);
  });

  it("a project region before the dependency's, and a monorepo's hoisted path (`// ../../node_modules/...`)", () => {
    const code = `${HEADER}${PROJECT_REGION}\n${SDK_REGION.replace("// node_modules/", "// ../../node_modules/.pnpm/@modelcontextprotocol+sdk@1.20.0/node_modules/")}const server = new McpServer();\n`;
    expect(reportedLines(code)).toEqual([line(code, "Search failed")]);
  });

  it("without region comments (or with a comment that is not a module's path) every file is the project's", () => {
    const plain = `${HEADER}${SDK_REGION.replace(/^\/\/ .*\n/, "")}\n${PROJECT_REGION.replace(/^\/\/ .*\n/, "")}const server = new McpServer();\n`;
    expect(reportedLines(plain)).toEqual([line(plain, "error2 instanceof Error"), line(plain, "Search failed")]);
    const prose = `${HEADER}${SDK_REGION.replace("// node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js", "// node_modules/ is where the SDK came from")}\n${PROJECT_REGION}const server = new McpServer();\n`;
    expect(reportedLines(prose)).toEqual([line(prose, "error2 instanceof Error"), line(prose, "Search failed")]);
  });

  it("a source file (TypeScript), or a file with one such comment only, is not a bundle", () => {
    const code = `${HEADER}${SDK_REGION}\n${PROJECT_REGION}const server = new McpServer();\n`;
    expect(reportedLines(code, "src/server.ts")).toEqual([line(code, "error2 instanceof Error"), line(code, "Search failed")]);
    const one = `${HEADER}// Works around a bug in:\n${SDK_REGION}const server = new McpServer();\n`;
    expect(reportedLines(one)).toEqual([line(one, "error2 instanceof Error")]);
  });
});
