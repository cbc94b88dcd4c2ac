// The core's answer to "what text reaches the agent" (src/core/analysis/agent-text.ts): the text gate that
// keeps files (and, typed, other modules) that cannot hold a sink out of the analysis, and which expression of
// a call fills a parameter slot that reaches a sink.
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { argumentsFor, mayHaveSinks } from "../../src/core/analysis/agent-text.js";
import { withSourceCode } from "../helpers.js";
import { DEFAULT_SETTINGS, type AgentErrorsSettings } from "../../src/core/settings.js";

const settings = DEFAULT_SETTINGS as AgentErrorsSettings;
const plain = { trustedErrorMessages: false };

describe("mayHaveSinks", () => {
  it.each([
    ['export const t = tool({ execute: async () => "" });', "a boundary called"],
    ["ai.tool({ execute })", "a boundary of a namespace"],
    ["agentTool<Args>({ execute })", "a boundary with type arguments"],
    ['import { tool as aiTool } from "ai";', "a boundary renamed where it is imported"],
    ['const { tool: aiTool } = require("ai");', "a boundary renamed by a require"],
    ['server.registerTool("x", {}, handler)', "an MCP registration"],
    ["return { content, isError: true };", "an error result"],
    ['const kind = "toolError:v1";', "a toolError:v1 payload"],
    ["async function getIssue(args): Promise<CallToolResult> {}", "a handler typed by its result"],
    ["return{isError:!0,content:[{type:\"text\",text:t}]};", "a minified error result"],
    ['return { content: [{ type: "text", text: "Failed to retrieve runs" }] };', "a tool result (a failure's, without isError)"],
  ])("%s: yes (%s)", (text) => {
    expect(mayHaveSinks(text, settings, plain)).toBe(true);
  });

  it.each([
    ["const toolCall = parse(chunk);", "another identifier that starts with the name"],
    ["dynamicTool({ execute })", "another function that ends with the name"],
    ["// the tool returns a list", "the word in a comment"],
    ["const tools = { search: searchTool };", "a plural"],
    ["if (part.isError) failures.push(part);", "a read of isError"],
    ["const call = { tool: toolName, args };", "an object's key of that name"],
    ["// a server tool (e.g. code_execution) may call a client tool", "the name before a parenthesis in a comment"],
    ['throw new UserInputError("Invalid slug");', "a trusted error class, without trustedErrorMessages"],
  ])("%s: no (%s)", (text) => {
    expect(mayHaveSinks(text, settings, plain)).toBe(false);
  });

  it("a trusted error class is a sink when its messages are checked (strict)", () => {
    expect(mayHaveSinks('throw new UserInputError("Invalid slug");', settings, { trustedErrorMessages: true })).toBe(true);
  });

  it("the settings' own boundaries and sink functions count", () => {
    const custom = { ...settings, toolBoundaries: [{ name: "defineAction", handler: { property: "run" }, thrownErrorsReachModel: true }], sinkFunctions: [{ name: "replyError", argument: 0 }] } as unknown as AgentErrorsSettings;
    expect(mayHaveSinks("export default defineAction({ run })", custom, plain)).toBe(true);
    expect(mayHaveSinks("await replyError(message)", custom, plain)).toBe(true);
    expect(mayHaveSinks("tool({ execute })", custom, plain)).toBe(false);
  });
});

describe("argumentsFor", () => {
  /** The texts that fill the slot in the last statement's call (a call statement). */
  const filled = (code: string, slot: { index: number; key?: string }): string[] => {
    let texts: string[] = [];
    withSourceCode(code, (sourceCode) => {
      const statement = sourceCode.ast.body.at(-1) as TSESTree.ExpressionStatement;
      texts = argumentsFor(sourceCode, statement.expression as TSESTree.CallExpression, slot).map((node) => sourceCode.getText(node));
    });
    return texts;
  };

  it.each([
    ["f(a, b)", { index: 1 }, ["b"]],
    ["f({ detail: e.message, hint })", { index: 0, key: "detail" }, ["e.message"]],
    ["f({ hint })", { index: 0, key: "detail" }, []],
    ["f({ ...base, hint })", { index: 0, key: "detail" }, ["base"]],
    ["f({ detail: x, ...base })", { index: 0, key: "detail" }, ["x", "base"]],
    ["f({ ...base, detail: x })", { index: 0, key: "detail" }, ["x"]],
    ["f({ [key]: x })", { index: 0, key: "detail" }, ["x"]],
    ['f({ ["detail"]: x, hint })', { index: 0, key: "detail" }, ["x"]],
    ['const DETAIL = "detail";\nf({ hint: y, [DETAIL]: x })', { index: 0, key: "detail" }, ["x"]],
    ['f({ ["hint"]: x })', { index: 0, key: "detail" }, []],
    ["f({ detail: x } as Options)", { index: 0, key: "detail" }, ["x"]],
    ["f(options)", { index: 0, key: "detail" }, ["options"]],
    ["f(...args)", { index: 0 }, []],
    ["f()", { index: 0 }, []],
  ])("%s, slot %o: %o", (code, slot, expected) => {
    expect(filled(code, slot)).toEqual(expected);
  });
});
