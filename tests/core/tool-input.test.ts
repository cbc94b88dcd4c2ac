// Which expressions carry a tool's input (src/core/analysis/tool-input.ts): the first parameter of every tool
// handler (`request.params.arguments` for a CallToolRequestSchema handler), through destructuring, locals, strings,
// objects and the helpers of the file it is passed to; not through numbers, booleans, keys, opaque calls, allowed
// fields or redaction. Each `probe(...)` argument below is asked where it stands.
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { getToolInputAnalysis, type InputValue, type ToolInputOptions } from "../../src/core/analysis/tool-input.js";
import type { FunctionNode } from "../../src/core/ast.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { forEachNode, withSourceCode, withTypedSourceCode } from "../helpers.js";

type Options = Omit<ToolInputOptions, "names" | "allowed"> & Partial<Pick<ToolInputOptions, "names" | "allowed">>;

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare function probe(...values: unknown[]): void;
const server = new McpServer({ name: "issues", version: "1.0.0" });
`;

/** `origin @path (whole|partial)` of an input value, `-` for none. */
function describeValue(sourceCode: Readonly<TSESLint.SourceCode>, value: InputValue | undefined): string {
  if (!value) return "-";
  const path = value.path.length > 0 ? ` @${value.path.join(".")}` : "";
  const flags = value.whole ? " (whole)" : value.partial ? " (partial)" : "";
  return `${sourceCode.getText(value.origin)}${path}${flags}`;
}

/** The `probe(...)` calls under a node, in source order. */
function probeCalls(sourceCode: Readonly<TSESLint.SourceCode>, root: TSESTree.Node = sourceCode.ast): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  forEachNode(sourceCode, root, (node) => {
    if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "probe") calls.push(node);
  });
  return calls;
}

/** The input each argument of each `probe(...)` call carries, in source order. */
function inputs(code: string, options: Options = {}, settings = DEFAULT_SETTINGS): string[] {
  const answers: string[] = [];
  withSourceCode(code, (sourceCode) => {
    const analysis = getToolInputAnalysis(sourceCode, settings, { names: [], allowed: [], ...options });
    for (const call of probeCalls(sourceCode)) for (const argument of call.arguments) answers.push(describeValue(sourceCode, analysis.inputOf(argument)));
  });
  return answers;
}

describe("the input of a handler", () => {
  it("an MCP handler's first parameter, whole, destructured and read field by field", () => {
    expect(
      inputs(`${MCP}
server.registerTool("search_issues", { inputSchema: { query: z.string(), apiKey: z.string() } }, async (args, extra) => {
  const { query } = args;
  probe(args, args.apiKey, args["apiKey"], query, extra);
  return { content: [] };
});
server.tool("get_issue", async ({ issueId, auth: { token } }) => {
  probe(issueId, token);
  return { content: [] };
});`),
    ).toEqual(["args (whole)", "args.apiKey", 'args["apiKey"]', "args", "-", "issueId", "token"]);
  });

  it("an AI SDK tool's and an agentTool's `execute`, and a function the configuration names", () => {
    expect(
      inputs(
        `import { tool } from "ai";
import { agentTool } from "./agent-tool";
declare function probe(...values: unknown[]): void;
export const search = tool({ description: "Search", execute: async ({ query }) => { probe(query); return { result: [] }; } });
export const getIssue = agentTool({ description: "Get", execute: async (params) => { probe(params.issueId); return { result: null }; } });
export async function handleGetOrder(args: { orderId: string }) { probe(args.orderId); }
export async function formatOrder(order: { orderId: string }) { probe(order.orderId); }`,
        { names: ["handleGetOrder"] },
      ),
    ).toEqual(["query", "params.issueId", "args.orderId", "-"]);
  });

  it("a CallToolRequestSchema handler: `request.params.arguments` is the input, the tool's name is not", () => {
    expect(
      inputs(`import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
declare function probe(...values: unknown[]): void;
const server = new Server({ name: "issues", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  probe(request, request.params, request.params.arguments, request.params.arguments?.apiKey, request.params.name, name, args);
  return { content: [] };
});`),
    ).toEqual([
      "request @params.arguments",
      "request.params @arguments",
      "request.params.arguments (whole)",
      "request.params.arguments?.apiKey",
      "-",
      "-",
      "request.params (whole)",
    ]);
  });

  it("the parameters of a function that is no handler, and a same-named parameter of a nested function, are not input", () => {
    expect(
      inputs(`${MCP}
export function formatIssue(args: { title: string }) { probe(args.title); }
server.registerTool("get_issue", {}, async (args) => {
  const show = (args: string) => probe(args);
  show("fixed text");
  return { content: [] };
});`),
    ).toEqual(["-", "-"]);
  });
});

describe("where the input flows", () => {
  it("through locals, string methods, templates, `+`, JSON.stringify, String(), `?:`, `??` and `||`", () => {
    expect(
      inputs(`${MCP}
server.registerTool("search", {}, async (args) => {
  const q = args.query.trim().toLowerCase();
  const url = \`https://tracker.example.com/search?q=\${encodeURIComponent(q)}\`;
  probe(q, url, "query: " + args.query, JSON.stringify(args), String(args.limit), args.tags.split(",").map((tag) => tag.trim()));
  probe(args.query ?? "all", args.cursor ? args.cursor : "start", "prefix".concat(args.query));
  return { content: [] };
});`),
    ).toEqual([
      "args.query",
      "args.query",
      "args.query",
      "args",
      "args.limit",
      "args.tags",
      "args.query",
      "args.cursor",
      "args.query",
    ]);
  });

  it("into containers: an array, a spread, a `new Error(...)`; one field of an object literal keeps its path", () => {
    expect(
      inputs(`${MCP}
server.registerTool("create_issue", {}, async (args) => {
  const payload = { tool: "create_issue", params: args, requestId: 7 };
  probe([args.title], { ...args, source: "mcp" }, new Error(\`Could not create \${args.title}\`), payload, payload.params, payload.requestId, payload.params.title);
  return { content: [] };
});`),
    ).toEqual(["args.title", "args", "args.title", "args @params", "args (whole)", "-", "args"]);
  });

  it("not through numbers, booleans, keys and comparisons derived from it", () => {
    expect(
      inputs(`${MCP}
server.registerTool("list", {}, async (args) => {
  probe(Object.keys(args), args.items.length, typeof args.query, !args.query, args.query === "all", Number(args.limit), args.tags.includes("bug"), args.query.length > 0);
  return { content: [] };
});`),
    ).toEqual(["-", "-", "-", "-", "-", "-", "-", "-"]);
  });

  it("not through calls the file cannot see into, nor redaction helpers", () => {
    expect(
      inputs(`${MCP}
import { redact, api } from "./lib";
declare const logger: { maskSecrets(value: unknown): unknown };
server.registerTool("search", {}, async (args) => {
  const issues = await api.search(args.query);
  probe(issues, redact(args), logger.maskSecrets(args), sanitizeParams(args.apiKey));
  return { content: [] };
});
function sanitizeParams(value: unknown) { return value; }`),
    ).toEqual(["-", "-", "-", "-"]);
  });

  it("not through the fields the configuration allows, read or destructured", () => {
    expect(
      inputs(
        `${MCP}
server.registerTool("find_issues", {}, async (args) => {
  const { organizationSlug, query } = args;
  probe(args.organizationSlug, organizationSlug, query);
  return { content: [] };
});`,
        { allowed: ["organizationSlug"] },
      ),
    ).toEqual(["-", "-", "args"]);
  });

  it("a `for...of` over it, a rest of a destructuring, and a `let` written with it later", () => {
    expect(
      inputs(`${MCP}
server.registerTool("label", {}, async (args) => {
  for (const label of args.labels) probe(label);
  for (const key in args) probe(key);
  const { apiKey, ...rest } = args;
  let summary = "no query";
  if (args.verbose) summary = \`query \${args.query}\`;
  probe(rest, summary);
  return { content: [] };
});`),
    ).toEqual(["args.labels", "-", "args (whole)", "args.query"]);
  });

  it("`[a, b].join(args.separator)` is joined with the input, as the comment on `call()` says", () => {
    expect(
      inputs(`${MCP}
server.registerTool("join", {}, async (args) => {
  probe(["a", "b"].join(args.separator));
  return { content: [] };
});`),
    ).toEqual(["args.separator"]);
  });
});

describe("into the helpers of the file", () => {
  it("the parameters of functions the handler calls with it, a method through `this`, and what they pass on", () => {
    const code = `${MCP}
class SearchTools {
  register(server: McpServer) {
    server.registerTool("search", {}, async (args) => {
      try {
        return await handleSearch(args.query, 25);
      } catch (error) {
        this.logFailure({ tool: "search", params: args });
        throw error;
      }
    });
  }
  logFailure(context: { tool: string; params: unknown }) { probe(context, context.params, context.tool); }
}
async function handleSearch(query: string, limit: number) {
  probe(query, limit);
  return formatQuery(query);
}
function formatQuery(text: string) { probe(text); return { content: [] }; }`;
    // In a helper the input enters at its parameter; a field of the input passed on is `partial` (not the whole input).
    expect(inputs(code)).toEqual(["context @params", "context.params (whole)", "-", "query (partial)", "-", "text (partial)"]);
    withSourceCode(code, (sourceCode) => {
      const analysis = getToolInputAnalysis(sourceCode, DEFAULT_SETTINGS, { names: [], allowed: [] });
      const names = [...analysis.functions.keys()].map((fn) => (fn.type === "FunctionDeclaration" ? fn.id!.name : fn.parent.type === "MethodDefinition" ? sourceCode.getText(fn.parent.key) : "handler"));
      expect(names.sort()).toEqual(["formatQuery", "handleSearch", "handler", "logFailure"]);
      // Every helper serves the one handler.
      expect(new Set(analysis.functions.values()).size).toBe(1);
    });
  });

  it("a few calls deep only: the fourth helper down does not see the input", () => {
    expect(
      inputs(`${MCP}
server.registerTool("deep", {}, async (args) => first(args.query));
function first(a: string) { probe(a); return second(a); }
function second(b: string) { probe(b); return third(b); }
function third(c: string) { probe(c); return fourth(c); }
function fourth(d: string) { probe(d); return { content: [] }; }`),
    ).toEqual(["a (partial)", "b (partial)", "c (partial)", "-"]);
  });

  it("a helper called only with values that are not input gets no input", () => {
    expect(
      inputs(`${MCP}
server.registerTool("count", {}, async (args) => render(args.items.length, "issues"));
function render(count: number, noun: string) { probe(count, noun); return { content: [] }; }`),
    ).toEqual(["-", "-"]);
  });
});

describe("bounds", () => {
  it("a long `+` chain is read without overflowing the stack", () => {
    const parts = Array.from({ length: 600 }, (_, index) => `"part${index} "`).join(" + ");
    expect(
      inputs(`${MCP}
server.registerTool("long", {}, async (args) => {
  probe(${parts} + args.query);
  probe(${parts} + "end");
  return { content: [] };
});`),
    ).toEqual(["args.query", "-"]);
  });

  it("past the depth bound a value is not input: a chain of 250 locals, but not one of 150", () => {
    const chain = (length: number): string =>
      `${Array.from({ length }, (_, index) => `  const v${index + 1} = v${index};`).join("\n")}\n  probe(v${length});`;
    const tool = (body: string): string => `${MCP}
server.registerTool("chain", {}, async (args) => {
  const v0 = args.apiKey;
${body}
  return { content: [] };
});`;
    expect(inputs(tool(chain(150)))).toEqual(["args.apiKey"]);
    expect(inputs(tool(chain(250)))).toEqual(["-"]);
  });

  it("what the depth bound cuts off for one query does not change the answer for a shorter one", () => {
    const locals = Array.from({ length: 250 }, (_, index) => `  const v${index + 1} = v${index};`).join("\n");
    expect(
      inputs(`${MCP}
server.registerTool("chain", {}, async (args) => {
  const v0 = args.apiKey;
${locals}
  probe(v250);
  probe(v150);
  return { content: [] };
});`),
    ).toEqual(["-", "args.apiKey"]);
  });
});

describe("the analysis object", () => {
  it("is shared per file and options: the same for the same names and allowed fields, another for others", () => {
    withSourceCode(`${MCP}server.registerTool("x", {}, async (args) => ({ content: [] }));`, (sourceCode) => {
      const first = getToolInputAnalysis(sourceCode, DEFAULT_SETTINGS, { names: [], allowed: [] });
      expect(getToolInputAnalysis(sourceCode, DEFAULT_SETTINGS, { names: [], allowed: [] })).toBe(first);
      expect(getToolInputAnalysis(sourceCode, DEFAULT_SETTINGS, { names: [], allowed: ["organizationSlug"] })).not.toBe(first);
      expect(first.handlers.map((handler) => handler.kind)).toEqual(["boundary"]);
    });
  });

  it("`parameterOf`: a function's parameter at an index is the input, instead of the handlers' first parameters", () => {
    const code = `${MCP}
server.registerTool("x", {}, async (args) => { probe(args.query); return { content: [] }; });
export function logToolCall(tool: string, params: { apiKey: string }) {
  probe(tool, params.apiKey);
  record(params);
}
function record(entry: unknown) { probe(entry); }`;
    const answers: string[] = [];
    withSourceCode(code, (sourceCode) => {
      let fn: FunctionNode | undefined;
      forEachNode(sourceCode, sourceCode.ast, (node) => {
        if (node.type === "FunctionDeclaration" && node.id?.name === "logToolCall") fn = node;
      });
      const analysis = getToolInputAnalysis(sourceCode, DEFAULT_SETTINGS, { names: [], allowed: [], parameterOf: { fn: fn!, index: 1 } });
      expect(analysis.handlers).toEqual([]);
      for (const call of probeCalls(sourceCode)) for (const argument of call.arguments) answers.push(describeValue(sourceCode, analysis.inputOf(argument)));
    });
    expect(answers).toEqual(["-", "-", "params.apiKey", "entry (whole)"]);
  });
});

describe("with type information", () => {
  /** `inputs`, linting the code as the typed fixture project's file.ts, with the parser's services. */
  function typedInputs(code: string): string[] {
    const answers: string[] = [];
    withTypedSourceCode(code, (sourceCode, services) => {
      const analysis = getToolInputAnalysis(sourceCode, DEFAULT_SETTINGS, { names: [], allowed: [], services });
      for (const call of probeCalls(sourceCode)) for (const argument of call.arguments) answers.push(describeValue(sourceCode, analysis.inputOf(argument)));
    });
    return answers;
  }

  const typedTool = (body: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ExportFormat } from "./tool-results/client.js";
declare function probe(...values: unknown[]): void;
enum Priority { Low, High }
const server = new McpServer({ name: "issues", version: "1.0.0" });
server.registerTool("export_issues", {}, async (args: { query: string; limit: number; archived: boolean; format: ExportFormat; priority: Priority; apiKey: string }) => {
${body}
  return { content: [] };
});
`;

  it("a value typed number, boolean, enum or a literal union carries nothing; a string does", () => {
    expect(typedInputs(typedTool("  probe(args.query, args.limit, args.archived, args.format, args.priority, args.apiKey.slice(0, 4));"))).toEqual([
      "args.query",
      "-",
      "-",
      "-",
      "-",
      "args.apiKey",
    ]);
    // Without types, the same reads are all input.
    expect(inputs(typedTool("  probe(args.query, args.limit, args.archived, args.format, args.priority, args.apiKey.slice(0, 4));"))).toEqual([
      "args.query",
      "args.limit",
      "args.archived",
      "args.format",
      "args.priority",
      "args.apiKey",
    ]);
  });

  it("a cast to a safe type does not launder a secret read in the same expression", () => {
    expect(typedInputs(typedTool("  probe(args.apiKey as unknown as number);"))).toEqual(["args.apiKey"]);
  });

  it("a secret cast to a number and kept in a local is still input (the type comes from a cast)", () => {
    expect(typedInputs(typedTool("  const key = args.apiKey as unknown as number;\n  probe(key);"))).toEqual(["args.apiKey"]);
  });
});
