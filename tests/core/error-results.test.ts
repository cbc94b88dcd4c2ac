// What an error result must carry (src/core/analysis/error-results.ts) and a tool's `format` parameter
// (src/core/analysis/tool-format.ts): the questions require-tool-error-result asks the core.
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { missingErrorText, missingToolErrorPayload, toolErrorPayloadProblems } from "../../src/core/analysis/error-results.js";
import { gatedOnFormat, takesFormat } from "../../src/core/analysis/tool-format.js";
import { findToolHandlers } from "../../src/core/analysis/tool-handlers.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { forEachNode, withSourceCode } from "../helpers.js";

/** The object literals of the code that follow a `/* <label> *\/` comment, by label. */
function labelled(code: string, answer: (object: TSESTree.ObjectExpression, sourceCode: Parameters<Parameters<typeof withSourceCode>[1]>[0]) => unknown): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  withSourceCode(code, (sourceCode) => {
    forEachNode(sourceCode, sourceCode.ast, (node) => {
      if (node.type !== "ObjectExpression") return;
      const comment = sourceCode.getCommentsBefore(node).at(-1);
      if (comment) found[comment.value.trim()] = answer(node, sourceCode);
    });
  });
  return found;
}

describe("missingErrorText", () => {
  it("an error result needs a text of its own: not missing, not empty; a spread or a computed list may have one", () => {
    const code = `declare const base: object, blocks: unknown[], message: string;
export const results = [
  /* none */ { isError: true },
  /* spread */ { ...base, isError: true },
  /* empty list */ { isError: true, content: [] },
  /* empty text */ { isError: true, content: [{ type: "text", text: "" }] },
  /* empty template */ { isError: true, content: [{ type: "text", text: \`\` }] },
  /* text */ { isError: true, content: [{ type: "text", text: message }] },
  /* computed */ { isError: true, content: blocks },
];`;
    const answers = labelled(code, (object, sourceCode) => {
      const node = missingErrorText(sourceCode, object);
      return node === undefined ? "ok" : node === object ? "object" : "content";
    });
    expect(answers).toMatchObject({ none: "object", spread: "ok", "empty list": "content", "empty text": "content", "empty template": "content", text: "ok", computed: "ok" });
  });
});

describe("toolError:v1 payloads", () => {
  it("a missing payload, a payload of another kind, and what a payload lacks or contradicts", () => {
    const code = `declare const payload: object;
export const results = [
  /* no payload */ { isError: true, content: [{ type: "text", text: "Failed." }] },
  /* other kind */ { isError: true, content: [], structuredContent: { kind: "needsInput:v1" } },
  /* payload */ { isError: true, content: [], structuredContent: { kind: "toolError:v1", code: "NOT_FOUND", message: "No such issue.", retryable: false } },
  /* spread payload */ { isError: true, content: [], structuredContent: { ...payload } },
];
export const payloads = [
  /* bare */ { kind: "toolError:v1" },
  /* unknown code */ { kind: "toolError:v1", code: "TIMEOUT", message: "Timed out." },
  /* retryable missing */ { kind: "toolError:v1", code: "NETWORK_ERROR", message: "Unreachable." },
  /* contradicts */ { kind: "toolError:v1", code: "NOT_FOUND", message: "No such issue.", retryable: true },
  /* good */ { kind: "toolError:v1", code: "SERVER_ERROR", message: "Try again.", retryable: true },
];`;
    const missing = labelled(code, (object, sourceCode) => {
      const node = missingToolErrorPayload(sourceCode, object);
      return node === undefined ? "ok" : node === object ? "object" : "structuredContent";
    });
    expect(missing).toMatchObject({ "no payload": "object", "other kind": "structuredContent", payload: "ok", "spread payload": "ok" });
    const problems = labelled(code, (object) => toolErrorPayloadProblems(object).map((problem) => (problem.kind === "missing-field" ? `missing ${problem.field}` : problem.kind)));
    expect(problems).toMatchObject({
      bare: ["missing code", "missing message"],
      "unknown code": ["unknown-code"],
      "retryable missing": ["retryable-missing"],
      contradicts: ["retryable-contradicts"],
      good: [],
    });
  });
});

describe("a tool's format parameter", () => {
  it("read from the handler's parameter or declared by its registration; a result under a test of it is gated", () => {
    const code = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "issues", version: "1.0.0" });
server.registerTool("destructured", {}, async ({ id, format }) => ({ content: [] }));
server.registerTool("member", {}, async (args) => {
  if (args.format === "json") return /* gated */ { content: [] };
  return args.id ? /* either branch of a test of format is gated, of another test not */ { content: [] } : /* plain */ { content: [] };
});
server.registerTool("schema", { inputSchema: { format: z.enum(["json", "text"]) } }, async (args) => render(args));
server.registerTool("no parameter", { inputSchema: { format: z.enum(["json", "text"]) } }, async () => ({ content: [] }));
declare function render(args: unknown): { content: [] };
server.registerTool("none", { inputSchema: { id: z.string() } }, async ({ id }) => ({ content: [] }));
`;
    withSourceCode(code, (sourceCode) => {
      const handlers = findToolHandlers(sourceCode, DEFAULT_SETTINGS, { names: [] });
      const byName = Object.fromEntries(
        handlers.map((handler) => [(handler.registration?.arguments[0] as TSESTree.StringLiteral | undefined)?.value, takesFormat(sourceCode, handler)]),
      );
      // A handler without a parameter cannot follow a format, whatever its schema says.
      expect(byName).toEqual({ destructured: true, member: true, schema: true, none: false, "no parameter": false });
      const member = handlers.find((handler) => (handler.registration?.arguments[0] as TSESTree.StringLiteral).value === "member")!;
      const gated: Record<string, boolean> = {};
      forEachNode(sourceCode, member.fn, (node) => {
        const comment = node.type === "ObjectExpression" ? sourceCode.getCommentsBefore(node).at(-1) : undefined;
        if (comment) gated[comment.value.trim()] = gatedOnFormat(sourceCode, node, member.fn);
      });
      expect(gated).toEqual({ gated: true, "either branch of a test of format is gated, of another test not": false, plain: false });
    });
  });
});
