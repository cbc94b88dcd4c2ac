// A tool's input schema read from the code (src/core/analysis/input-schema.ts): which reads of a handler's input
// are fields its zod schema spells as strings, so the typed trust analysis need not ask the checker (which
// would infer the registration's generics, tens of milliseconds per tool on every keystroke).
import { describe, expect, it } from "vitest";
import { findToolBoundaries } from "../../src/core/analysis/boundaries.js";
import { isStringInputField } from "../../src/core/analysis/input-schema.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { forEachNode, withSourceCode } from "../helpers.js";

/** For each `probe(x)` call inside a boundary handler: the text of `x` and the answer. */
function answers(code: string): Record<string, boolean> {
  const found: Record<string, boolean> = {};
  withSourceCode(code, (sourceCode) => {
    for (const boundary of findToolBoundaries(sourceCode, DEFAULT_SETTINGS.toolBoundaries)) {
      const tool = boundary.call.arguments[0]?.type === "Literal" ? String(boundary.call.arguments[0].value) : "ai";
      forEachNode(sourceCode, boundary.handler.body, (node) => {
        if (node.type !== "CallExpression" || node.callee.type !== "Identifier" || node.callee.name !== "probe") return;
        const argument = node.arguments[0]!;
        found[`${tool}: ${sourceCode.getText(argument)}`] = isStringInputField(sourceCode, argument, (fn) => (fn === boundary.handler ? boundary : undefined));
      });
    }
  });
  return found;
}

describe("isStringInputField", () => {
  it("reads MCP raw shapes, z.object schemas and AI SDK tools, through refinements and const schemas", () => {
    expect(
      answers(`
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tool } from "ai";
import { z } from "zod";
declare function probe(value: unknown): void;
const server = new McpServer({ name: "records", version: "1.0.0" });
const searchSchema = z.object({ query: z.string().min(1).describe("What to search for"), page: z.number().int() });

server.registerTool("get", { inputSchema: { id: z.string().describe("The id"), limit: z.number().optional(), kind: z.enum(["a", "b"]) } }, async ({ id, limit, kind, other = "x" }) => {
  probe(id); probe(limit); probe(kind); probe(other);
  return { content: [] };
});
server.tool("find", "Find records", { name: z.string().trim().optional(), tags: z.array(z.string()) }, async (args) => {
  probe(args.name); probe(args.tags);
  return { content: [] };
});
export const search = tool({
  description: "Search",
  inputSchema: searchSchema,
  execute: async ({ query, page }) => {
    probe(query); probe(page);
    return { hits: [] };
  },
});
export const legacy = tool({
  parameters: z.object({ url: z.string().url().transform((value) => new URL(value)) }),
  execute: async ({ url }) => {
    probe(url);
    return {};
  },
});
`),
    ).toEqual({
      "get: id": true,
      "get: limit": false,
      "get: kind": false,
      "get: other": false,
      "find: args.name": true,
      "find: args.tags": false,
      "ai: query": true,
      "ai: page": false,
      // `.transform(...)` changes the type: only the checker knows it.
      "ai: url": false,
    });
  });
});
