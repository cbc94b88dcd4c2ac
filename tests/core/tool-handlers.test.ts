// The tool handlers of a file (src/core/analysis/tool-handlers.ts): the boundaries' handlers (MCP, AI SDK,
// agentTool), the inner function of a handler wrapper, and the functions the configuration names or that declare a
// tool result (or, typed, that another module registers). Each handler is shown as `kind name`, with where the
// input is in its first parameter and the tool its registration names.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { findToolHandlers, type ToolHandler } from "../../src/core/analysis/tool-handlers.js";
import { functionName } from "../../src/core/ast.js";
import { resolveCallee } from "../../src/core/analysis/functions.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { forEachNode, repoRoot, withSourceCode, withTypedSourceCode } from "../helpers.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "issues", version: "1.0.0" });
`;

/**
 * `kind name [input path] (registration)`: the name is the function's own, or the `/* label *\/` comment before it;
 * the registration is its callee, and the tool's name when it is written as a string.
 */
function describeHandler(sourceCode: SourceCode, handler: ToolHandler): string {
  const comment = sourceCode.getCommentsBefore(handler.fn).at(-1);
  const name = functionName(handler.fn) ?? (comment?.type === "Block" ? comment.value.trim() : "anonymous");
  const path = handler.inputPath.length > 0 ? ` [${handler.inputPath.join(".")}]` : "";
  const call = handler.registration;
  const tool = call?.arguments[0];
  const toolName = tool?.type === "Literal" && typeof tool.value === "string" ? ` ${tool.raw}` : "";
  const registration = call ? ` (${sourceCode.getText(call.callee)}${toolName})` : "";
  return `${handler.kind} ${name}${path}${registration}`;
}

function handlers(code: string, names: readonly string[] = []): string[] {
  const found: string[] = [];
  withSourceCode(code, (sourceCode) => {
    for (const handler of findToolHandlers(sourceCode, DEFAULT_SETTINGS, { names })) found.push(describeHandler(sourceCode, handler));
  });
  return found;
}

/** What `resolveCallee` makes of each argument of the file's `probe(...)` call: the function's name, or `-`. */
function resolvedProbeArguments(sourceCode: Readonly<TSESLint.SourceCode>): string[] {
  let call: TSESTree.CallExpression | undefined;
  forEachNode(sourceCode, sourceCode.ast, (node) => {
    if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "probe") call = node;
  });
  return call!.arguments.map((argument) => {
    const fn = resolveCallee(sourceCode, argument);
    return fn ? (functionName(fn) ?? "anonymous") : "-";
  });
}

describe("boundaries", () => {
  it("MCP `registerTool` and `tool`, inline or by reference, with the registration that names the tool", () => {
    expect(
      handlers(`${MCP}
const handleListProjects = async ({ organizationSlug }: { organizationSlug: string }) => ({ content: [] });
async function handleGetIssue({ issueId }: { issueId: string }) { return { content: [] }; }
server.registerTool("search_issues", { inputSchema: { query: z.string() } }, /* search */ async ({ query }) => ({ content: [] }));
server.tool("whoami", /* whoami */ async () => ({ content: [] }));
server.registerTool("list_projects", {}, handleListProjects);
server.tool("get_issue", handleGetIssue);`),
    ).toEqual([
      'boundary search (server.registerTool "search_issues")',
      'boundary whoami (server.tool "whoami")',
      'boundary handleListProjects (server.registerTool "list_projects")',
      'boundary handleGetIssue (server.tool "get_issue")',
    ]);
  });

  it("a CallToolRequestSchema request handler (SDK v1) and a `tools/call` one (SDK v2): the input is `params.arguments`", () => {
    expect(
      handlers(`import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "issues", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, /* list */ async () => ({ tools: [] }));
server.setRequestHandler(CallToolRequestSchema, /* call */ async (request) => ({ content: [] }));`),
    ).toEqual(["boundary call [params.arguments] (server.setRequestHandler)"]);
    expect(
      handlers(`import { Server } from "@modelcontextprotocol/server";
const server = new Server({ name: "issues", version: "2.0.0" });
server.setRequestHandler("tools/call", /* call v2 */ async (request) => ({ content: [] }));`),
    ).toEqual(['boundary call v2 [params.arguments] (server.setRequestHandler "tools/call")']);
  });

  it("an AI SDK `tool({ execute })` (also imported under another name) and Sentry's `agentTool({ execute })`", () => {
    expect(
      handlers(`import { tool as aiTool } from "ai";
import { agentTool } from "@sentry/mcp-core/internal/agents/tools/utils";
import { z } from "zod";
async function searchDocs({ query }: { query: string }) { return { result: [] }; }
export const search = aiTool({ description: "Search docs", parameters: z.object({ query: z.string() }), execute: searchDocs });
export const whoami = agentTool({
  description: "Who am I",
  parameters: z.object({}),
  async execute() {
    return { result: "me" };
  },
});`),
    ).toEqual(["boundary searchDocs (aiTool)", "boundary execute (agentTool)"]);
  });

  it("a same-named `tool` of the file, and `registerTool` on an object that is not an MCP server, are no boundaries", () => {
    expect(
      handlers(`function tool(options: { execute: () => unknown }) { return options; }
export const local = tool({ execute: async () => ({ result: 1 }) });
const scripts = { registerTool(name: string, run: () => Promise<number>) { return run; } };
scripts.registerTool("reindex", async () => 42);`),
    ).toEqual([]);
  });

  it("a project's own registration is a boundary when its handler returns MCP tool results", () => {
    expect(
      handlers(`export class IssueTools {
  constructor(private readonly server: { tool(name: string, run: () => Promise<unknown>): void }) {}
  register() {
    this.server.tool("ping", /* ping */ async () => ({ content: [{ type: "text", text: "pong" }] }));
    this.server.tool("count", /* count */ async () => 42);
  }
}`),
    ).toEqual(['boundary ping (this.server.tool "ping")']);
  });
});

describe("wrappers", () => {
  const wrapper = `function withToolErrors(name: string, handler: (args: unknown) => Promise<unknown>) {
  return /* inner */ async (args: unknown) => {
    try {
      return await handler(args);
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: \`\${name} failed.\` }] };
    }
  };
}
`;

  it("the function a wrapper used at a registration returns is a handler, with that registration", () => {
    expect(
      handlers(`${MCP}${wrapper}
server.registerTool("get_issue", {}, withToolErrors("get_issue", /* wrapped */ async (args) => ({ content: [] })));`),
    ).toEqual(['boundary wrapped (server.registerTool "get_issue")', 'wrapper inner (server.registerTool "get_issue")']);
  });

  it("a wrapper whose signature names `CallToolResult` is known without a registration in view", () => {
    expect(
      handlers(`import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export function safeTool<A>(handler: (args: A) => Promise<CallToolResult>) {
  return /* safe inner */ async (input: A): Promise<CallToolResult> => {
    try {
      return await handler(input);
    } catch {
      return { isError: true, content: [{ type: "text", text: "The tool failed." }] };
    }
  };
}`),
    ).toEqual(["wrapper safe inner"]);
  });

  it("a returned function that does not pass its input to the wrapped one is no wrapper's handler", () => {
    expect(
      handlers(`${MCP}
function withLogging(name: string, handler: (args: unknown) => Promise<unknown>) {
  return /* logger */ async (args: unknown) => {
    console.info(name);
    return handler({});
  };
}
server.registerTool("ping", {}, withLogging("ping", /* ping */ async () => ({ content: [] })));`),
    ).toEqual(['boundary ping (server.registerTool "ping")']);
  });
});

describe("named handlers", () => {
  it("the functions the configuration names: a declaration, a const arrow, a class's method", () => {
    expect(
      handlers(
        `export async function handleGetOrder(args: { orderId: string }) { return { content: [] }; }
export const handleListOrders = async () => ({ content: [] });
export class OrderTools {
  async handleSearch(args: { query: string }) { return { content: [] }; }
  async formatOrder(order: unknown) { return String(order); }
}
export function other() {}`,
        ["handleGetOrder", "handleListOrders", "handleSearch"],
      ),
    ).toEqual(["named handleGetOrder", "named handleListOrders", "named handleSearch"]);
  });

  it("a function that declares a tool result and that the file does not call; a result builder the file calls is a helper", () => {
    expect(
      handlers(`import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type * as types from "@modelcontextprotocol/sdk/types.js";
const asText = (text: string): CallToolResult => ({ content: [{ type: "text", text }] });
export async function handleGetIssue(args: { issueId: string }): Promise<CallToolResult> {
  return asText(args.issueId);
}
export function handleArchive(args: { issueId: string }): types.CallToolResult {
  return asText("archived");
}
export function describeResult(result: CallToolResult): string { return String(result.isError); }`),
    ).toEqual(["named handleGetIssue", "named handleArchive"]);
  });

  it("a class's result-building method that the class calls is a helper, not a handler", () => {
    expect(
      handlers(`import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export class IssueTools {
  async handleGetIssue(args: { issueId: string }): Promise<CallToolResult> {
    return this.textResult(args.issueId);
  }
  private textResult(text: string): CallToolResult {
    return { content: [{ type: "text", text }] };
  }
}`),
    ).toEqual(["named handleGetIssue"]);
  });

  it("a function that is both a boundary's handler and named is listed once, as the boundary", () => {
    expect(
      handlers(
        `${MCP}
async function handleSearch(args: { query: string }) { return { content: [] }; }
server.registerTool("search", {}, handleSearch);`,
        ["handleSearch"],
      ),
    ).toEqual(['boundary handleSearch (server.registerTool "search")']);
  });

  it("is computed once per file and list of names", () => {
    withSourceCode(`${MCP}server.tool("x", async () => ({ content: [] }));`, (sourceCode) => {
      const first = findToolHandlers(sourceCode, DEFAULT_SETTINGS, { names: [] });
      expect(findToolHandlers(sourceCode, DEFAULT_SETTINGS, { names: [] })).toBe(first);
      expect(findToolHandlers(sourceCode, DEFAULT_SETTINGS, { names: ["handleX"] })).not.toBe(first);
      expect(first).toHaveLength(1);
    });
  });
});

describe("functionName and resolveCallee", () => {
  it("functionName: a declaration's, a variable's, a method's, a property's (also a string key); none for an inline argument", () => {
    const names: string[] = [];
    withSourceCode(
      `export function declared() {}
export const arrow = () => 1;
export const expression = function named() {};
export class Tools { method() {} field = () => 2; }
export const table = { byKey: () => 3, "quoted-key": () => 4, [Symbol.iterator]: () => 5 };
[1].map(() => 6);`,
      (sourceCode) => {
        forEachNode(sourceCode, sourceCode.ast, (node) => {
          if (node.type === "ArrowFunctionExpression" || node.type === "FunctionDeclaration" || node.type === "FunctionExpression") names.push(functionName(node) ?? "-");
        });
      },
    );
    expect(names).toEqual(["declared", "arrow", "named", "method", "field", "byKey", "quoted-key", "-", "-"]);
  });

  it("resolveCallee: a const object literal's function property and a method of a `const` made by `new`; not a `let` object's, nor a getter", () => {
    withSourceCode(
      `declare function probe(...callees: unknown[]): void;
async function list() { return []; }
const searchTool = { name: "search", handler: async (args: { q: string }) => args.q, list };
let mutableTool = { handler: async () => 1 };
mutableTool = { handler: async () => 2 };
class Repo {
  status() { return "clean"; }
  get head() { return () => "main"; }
}
const repo = new Repo();
probe(searchTool.handler, searchTool.list, mutableTool.handler, repo.status, repo.head, searchTool.name);`,
      (sourceCode) => expect(resolvedProbeArguments(sourceCode)).toEqual(["handler", "list", "-", "status", "-", "-"]),
    );
  });

  it("resolveCallee: a function or const of the file, a method through `this`; not a parameter, a `let`, an import or another object's method", () => {
    withSourceCode(
      `import { imported } from "./lib";
declare function probe(...callees: unknown[]): void;
function declared() {}
const arrow = () => 1;
let reassignable = () => 2;
export class Tools {
  helper() { return 3; }
  run(declaredParam: () => void, other: Tools) {
    probe(declared, arrow, this.helper, reassignable, declaredParam, imported, other.helper, this.missing);
  }
}`,
      (sourceCode) => expect(resolvedProbeArguments(sourceCode)).toEqual(["declared", "arrow", "helper", "-", "-", "-", "-", "-"]),
    );
  });
});

describe("with type information: a handler another module registers", () => {
  const fixture = join(repoRoot, "tests/fixtures/cross-module");
  const file = join(fixture, "src/handlers/reopen-issue.ts");

  /** The handlers of src/handlers/reopen-issue.ts of the cross-module fixture, linted with or without types. */
  function crossModuleHandlers(typed: boolean): string[] {
    const found: string[] = [];
    const visit = (sourceCode: Readonly<TSESLint.SourceCode>, services?: ParserServicesWithTypeInformation): void => {
      for (const handler of findToolHandlers(sourceCode, DEFAULT_SETTINGS, { names: [], services })) found.push(describeHandler(sourceCode, handler));
    };
    if (typed) withTypedSourceCode(readFileSync(file, "utf8"), visit, file, fixture);
    else withSourceCode(readFileSync(file, "utf8"), visit, file);
    return found;
  }

  it("typed: the function src/admin-server.ts registers by reference is a named handler; the script helper is not", () => {
    expect(crossModuleHandlers(true)).toEqual(["named handleReopenIssue"]);
  });

  it("untyped: nothing in the file says it is a handler", () => {
    expect(crossModuleHandlers(false)).toEqual([]);
  });
});
