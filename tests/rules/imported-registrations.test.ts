// A handler exported by one module and registered by another, found without types (Hyperbrowser's MCP server
// 1.0.25: `tools/delete-profile.js` exports `deleteProfileTool`, and `transports/setup_server.js` registers it with
// `server.tool(delete_profile_1.deleteProfileToolName, ..., delete_profile_1.deleteProfileTool)`). With types the
// checker finds the registration (registered-handlers.ts); untyped, the package's registration modules are read
// from disk (registering-modules.ts). The three rules that start from tool handlers see the function then.
import { afterAll, describe, expect, it } from "vitest";
import { lintProjectFindings, removeTempDirs, type RuleFinding } from "../helpers.js";

afterAll(removeTempDirs);

const lint = (files: Record<string, string>, entry: string, settings?: Record<string, unknown>, preset = "recommended"): Promise<RuleFinding[]> =>
  lintProjectFindings("imported-registrations", "browser-tools", files, entry, settings, preset);

/** tsc's CommonJS output of Hyperbrowser's tool: the agent's profile id echoed in the failure's text, and a failure logged with the parameters. */
const DELETE_PROFILE = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteProfileToolDescription = exports.deleteProfileToolName = exports.deleteProfileTool = void 0;
const utils_js_1 = require("../utils.js");
async function deleteProfileTool(params) {
    const { profileId } = params;
    try {
        const client = await (0, utils_js_1.getClient)();
        await client.profiles.delete(profileId);
        return { content: [{ type: "text", text: \`Successfully deleted profile with ID: \${profileId}\` }], isError: false };
    }
    catch (error) {
        console.error("delete_profile failed", params, error);
        return { content: [{ type: "text", text: \`Profile with ID \${profileId} could not be deleted.\` }], isError: true };
    }
}
exports.deleteProfileTool = deleteProfileTool;
exports.deleteProfileToolName = "delete_profile";
exports.deleteProfileToolDescription = "Deletes an existing persistent profile.";
`;

const UTILS = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getClient = void 0;
const getClient = async () => ({ profiles: { delete: async (id) => fetch(\`https://api.example.com/profiles/\${id}\`, { method: "DELETE" }) } });
exports.getClient = getClient;
`;

/** `setup_server.js` with this registration's last argument (`delete_profile_1.deleteProfileTool` in the server). */
const setupServer = (handler = "delete_profile_1.deleteProfileTool", sdk = `const types_js_1 = require("@modelcontextprotocol/sdk/types.js");\n`): string => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const delete_profile_1 = require("../tools/delete-profile");
${sdk}function setupServer(server) {
    server.tool(delete_profile_1.deleteProfileToolName, delete_profile_1.deleteProfileToolDescription, { profileId: {} }, ${handler});
}
exports.default = setupServer;
`;

const project = (server: string): Record<string, string> => ({
  "dist/tools/delete-profile.js": DELETE_PROFILE,
  "dist/utils.js": UTILS,
  "dist/transports/setup_server.js": server,
});

describe("a handler another module of the package registers by reference (untyped)", () => {
  it("tsc's CommonJS: `server.tool(..., delete_profile_1.deleteProfileTool)` in setup_server.js makes it a handler", async () => {
    expect(await lint(project(setupServer()), "dist/tools/delete-profile.js", undefined, "strict")).toEqual([
      // strict: the tool's parameters logged on failure; the profile id (the agent's input) echoed in the failure's text.
      { rule: "no-tool-params-in-error-log", line: 13 },
      { rule: "no-untrusted-error-message", line: 14 },
    ]);
  });

  it("the registering module imports nothing of the MCP SDK: its `.tool()` is anyone's", async () => {
    expect(await lint(project(setupServer(undefined, "")), "dist/tools/delete-profile.js", undefined, "strict")).toEqual([]);
  });

  it("a registration that wraps the handler (`wrap(delete_profile_1.deleteProfileTool)`) registers the function it wraps, as a wrapper of the file's own does", async () => {
    const server = setupServer("wrap(delete_profile_1.deleteProfileTool)").replace("function setupServer", "const wrap = (fn) => fn;\nfunction setupServer");
    expect(await lint(project(server), "dist/tools/delete-profile.js", undefined, "strict")).toEqual([
      { rule: "no-tool-params-in-error-log", line: 13 },
      { rule: "no-untrusted-error-message", line: 14 },
    ]);
    // A wrapper's argument that is not the handler: an options object, a string.
    const named = setupServer('wrap({ name: "delete_profile" })').replace("function setupServer", "const wrap = (options) => async () => ({ content: [] });\nfunction setupServer");
    expect(await lint(project(named), "dist/tools/delete-profile.js", undefined, "strict")).toEqual([]);
  });

  it("`readImportedModules: false`: the other modules are not read", async () => {
    expect(await lint(project(setupServer()), "dist/tools/delete-profile.js", { readImportedModules: false }, "strict")).toEqual([]);
  });

  it("ES modules: `import { getIssue } from \"./tools/get-issue.js\"` registered with `registerTool`, and a success-looking failure result", async () => {
    const files = {
      "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getIssue } from "./tools/get-issue.js";
import * as projects from "./tools/projects.js";

export function createServer() {
  const server = new McpServer({ name: "tracker", version: "1.0.0" });
  server.registerTool("get_issue", { inputSchema: { id: z.string() } }, getIssue);
  server.registerTool("list_projects", { inputSchema: {} }, projects.listProjects);
  return server;
}
`,
      "src/tools/get-issue.ts": `export async function getIssue({ id }: { id: string }) {
  try {
    const response = await fetch(\`https://tracker.example.com/issues/\${encodeURIComponent(id)}\`);
    return { content: [{ type: "text" as const, text: await response.text() }] };
  } catch {
    return { content: [{ type: "text" as const, text: "The issue could not be fetched." }] };
  }
}

export async function notRegistered() {
  try {
    return { content: [{ type: "text" as const, text: await (await fetch("https://tracker.example.com/health")).text() }] };
  } catch {
    return { content: [{ type: "text" as const, text: "Health check failed." }] };
  }
}
`,
      "src/tools/projects.ts": `export async function listProjects() {
  try {
    const response = await fetch("https://tracker.example.com/projects");
    return { content: [{ type: "text" as const, text: await response.text() }] };
  } catch (error) {
    return { content: [{ type: "text" as const, text: \`Failed: \${(error as Error).message}\` }] };
  }
}
`,
    };
    // The catch's result says nothing of isError: reported for the registered handler only (a function of the same
    // shape that nobody registers, notRegistered(), is not a handler).
    expect(await lint(files, "src/tools/get-issue.ts")).toEqual([{ rule: "require-tool-error-result", line: 6 }]);
    expect(await lint(files, "src/tools/projects.ts")).toEqual([
      { rule: "no-untrusted-error-message", line: 6 },
      { rule: "require-tool-error-result", line: 6 },
    ]);
  });
});

describe("a handler registered by reference in an options object of another module (untyped)", () => {
  const searchDocs = `export async function searchDocs({ query }: { query: string }) {
  try {
    const response = await fetch(\`https://docs.example.com/search?q=\${encodeURIComponent(query)}\`);
    return (await response.json()) as { title: string; url: string }[];
  } catch {
    return [];
  }
}
`;

  it("the AI SDK's `tool({ execute: searchDocs })`: its empty fallback is on a tool's path", async () => {
    const agent = `import { tool } from "ai";
import { z } from "zod";
import { searchDocs } from "./search-docs.js";

export const searchDocsTool = tool({
  description: "Search the product documentation",
  inputSchema: z.object({ query: z.string() }),
  execute: searchDocs,
});
`;
    expect(await lint({ "src/tools/search-docs.ts": searchDocs, "src/tools/agent.ts": agent }, "src/tools/search-docs.ts")).toEqual([{ rule: "no-empty-catch-fallback", line: 6 }]);
    // A `tool` of the file's own (not the AI SDK's) registers nothing.
    const own = agent.replace('import { tool } from "ai";\n', "const tool = <T>(options: T): T => options;\n");
    expect(await lint({ "src/tools/search-docs.ts": searchDocs, "src/tools/agent.ts": own }, "src/tools/search-docs.ts")).toEqual([]);
  });

  it("FastMCP's `server.addTool({ name, parameters, execute })` with a shorthand `execute` imported", async () => {
    const server = `import { FastMCP } from "fastmcp";
import { z } from "zod";
import { searchDocs as execute } from "./tools/search-docs.js";

const server = new FastMCP({ name: "docs", version: "1.0.0" });
server.addTool({ name: "search_docs", parameters: z.object({ query: z.string() }), execute });
`;
    expect(await lint({ "src/tools/search-docs.ts": searchDocs, "src/server.ts": server }, "src/tools/search-docs.ts")).toEqual([{ rule: "no-empty-catch-fallback", line: 6 }]);
  });
});

// A table of handlers keyed by tool name, exported by one module and dispatched by the module that registers the tools.
// CircleCI's MCP server 0.20.0: `circleci-tools.js` exports `CCI_HANDLERS = { get_build_failure_logs:
// getBuildFailureLogs, ... }` of functions imported from each tool's `handler.js`, and `index.js` registers
// `wrapToolHandler(tool.name, CCI_HANDLERS[tool.name])` for each definition. Neon's 0.6.5: `tools/tools.js` exports
// `NEON_HANDLERS = { list_projects: async ({ params }, neonClient) => ... }`, re-exported by `tools/index.js`, and
// `server/index.js` registers a function written in place that returns `await toolHandler(args, neonClient, extra)`.
describe("a table of handlers another module dispatches by tool name (untyped)", () => {
  /** A tool's handler module: its catch hands back a success-looking result (the No-Fake-Empty-Data rule). */
  const BUILD_LOGS = `import { getCircleCIClient } from "../../clients/client.js";

export const getBuildFailureLogs = async (args: { params: { projectSlug: string } }) => {
  try {
    const logs = await getCircleCIClient().jobs.getLogs(args.params.projectSlug);
    return { content: [{ type: "text" as const, text: logs.join("\\n") }] };
  } catch {
    return { content: [{ type: "text" as const, text: "No failed jobs found." }] };
  }
};

export const formatLogs = async (logs: string[]) => {
  try {
    return { content: [{ type: "text" as const, text: logs.join("\\n") }] };
  } catch {
    return { content: [{ type: "text" as const, text: "No failed jobs found." }] };
  }
};
`;
  const CLIENT = `export const getCircleCIClient = () => ({ jobs: { getLogs: async (slug: string): Promise<string[]> => (await fetch(\`https://circleci.com/api/v2/\${slug}\`)).json() } });
`;
  const TOOLS = `import { getBuildFailureLogs } from "./tools/getBuildFailureLogs/handler.js";
import { getBuildFailureLogsTool } from "./tools/getBuildFailureLogs/tool.js";

export const CCI_TOOLS = [getBuildFailureLogsTool];

export const CCI_HANDLERS = {
  get_build_failure_logs: getBuildFailureLogs,
};
`;
  const TOOL = `import { z } from "zod";

export const getBuildFailureLogsTool = { name: "get_build_failure_logs" as const, description: "Logs of a failed build", inputSchema: z.object({ projectSlug: z.string() }) };
`;
  const circleServer = (read = "CCI_HANDLERS[tool.name]") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CCI_HANDLERS, CCI_TOOLS } from "./circleci-tools.js";
import { wrapToolHandler } from "./lib/telemetry.js";

const server = new McpServer({ name: "mcp-server-circleci", version: "0.20.0" });

CCI_TOOLS.forEach((tool) => {
  const handler = ${read};
  if (!handler) throw new Error(\`Handler for tool \${tool.name} not found\`);
  // Wrap handler with telemetry instrumentation
  const wrappedHandler = wrapToolHandler(tool.name, handler);
  server.tool(tool.name, tool.description, { params: tool.inputSchema.optional() }, wrappedHandler);
});
`;
  const TELEMETRY = `export const wrapToolHandler = <T extends (...args: never[]) => unknown>(name: string, handler: T): T => handler;
`;
  const circleci = (server = circleServer()): Record<string, string> => ({
    "src/index.ts": server,
    "src/circleci-tools.ts": TOOLS,
    "src/lib/telemetry.ts": TELEMETRY,
    "src/clients/client.ts": CLIENT,
    "src/tools/getBuildFailureLogs/handler.ts": BUILD_LOGS,
    "src/tools/getBuildFailureLogs/tool.ts": TOOL,
  });

  for (const preset of ["recommended", "recommended-type-checked"]) {
    it(`CircleCI (${preset}): \`wrapToolHandler(tool.name, CCI_HANDLERS[tool.name])\` registers each function of the imported table`, async () => {
      // The dispatched handler's catch is reported; formatLogs, of the same shape but in no table, is not a handler.
      // With types too: the checker's index sees no table read by a computed key, the package's modules are read.
      expect(await lint(circleci(), "src/tools/getBuildFailureLogs/handler.ts", undefined, preset)).toEqual([{ rule: "require-tool-error-result", line: 8 }]);
    });

    it(`Neon (${preset}): the table a handler written in place dispatches to`, async () => {
      expect(await lint(neon(), "src/tools/tools.ts", undefined, preset)).toEqual([{ rule: "require-tool-error-result", line: 9 }]);
    });
  }

  it("CircleCI: a table read by a key that is not a tool's (`CCI_HANDLERS.get_build_failure_logs`) is a plain member", async () => {
    // A static member is not a table read: the index stays as it was (it names no import), so nothing is registered.
    expect(await lint(circleci(circleServer("CCI_HANDLERS.get_build_failure_logs")), "src/tools/getBuildFailureLogs/handler.ts")).toEqual([]);
  });

  it("CircleCI: the registering module imports nothing of the MCP SDK: its `.tool()` is anyone's", async () => {
    const server = circleServer().replace('import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n', 'import { McpServer } from "./lib/server.js";\n');
    expect(await lint({ ...circleci(server), "src/lib/server.ts": "export class McpServer { constructor(_: unknown) {} tool(..._: unknown[]) {} }\n" }, "src/tools/getBuildFailureLogs/handler.ts")).toEqual([]);
  });

  it("CircleCI, tsc's CommonJS: `circleci_tools_js_1.CCI_HANDLERS[tool.name]` and `exports.CCI_HANDLERS`", async () => {
    const files = {
      "dist/index.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const circleci_tools_js_1 = require("./circleci-tools.js");
const server = new mcp_js_1.McpServer({ name: "mcp-server-circleci", version: "0.20.0" });
circleci_tools_js_1.CCI_TOOLS.forEach((tool) => {
    const handler = circleci_tools_js_1.CCI_HANDLERS[tool.name];
    server.tool(tool.name, tool.description, { params: tool.inputSchema }, handler);
});
`,
      "dist/circleci-tools.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CCI_HANDLERS = exports.CCI_TOOLS = void 0;
const handler_js_1 = require("./tools/getBuildFailureLogs/handler.js");
exports.CCI_TOOLS = [{ name: "get_build_failure_logs", inputSchema: {} }];
exports.CCI_HANDLERS = {
    get_build_failure_logs: handler_js_1.getBuildFailureLogs,
};
`,
      "dist/tools/getBuildFailureLogs/handler.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getBuildFailureLogs = void 0;
const getBuildFailureLogs = async (args) => {
    try {
        const response = await fetch(\`https://circleci.com/api/v2/project/\${args.params.projectSlug}/logs\`);
        return { content: [{ type: "text", text: await response.text() }] };
    }
    catch {
        return { content: [{ type: "text", text: "No failed jobs found." }] };
    }
};
exports.getBuildFailureLogs = getBuildFailureLogs;
`,
    };
    expect(await lint(files, "dist/tools/getBuildFailureLogs/handler.js")).toEqual([{ rule: "require-tool-error-result", line: 10 }]);
  });

  /** Neon's table: handlers written in place, one re-exported module away from the server that dispatches to them. */
  const NEON_TOOLS = `import type { NeonClient } from "./client.js";

export const NEON_HANDLERS = {
  describe_project: async ({ params }: { params: { projectId: string } }, neonClient: NeonClient) => {
    try {
      const project = await neonClient.getProject(params.projectId);
      return { content: [{ type: "text" as const, text: JSON.stringify(project) }] };
    } catch {
      return { content: [{ type: "text" as const, text: "The project has no branches yet." }] };
    }
  },
};

export const UNREGISTERED = {
  describe_project: async ({ params }: { params: { projectId: string } }, neonClient: NeonClient) => {
    try {
      return { content: [{ type: "text" as const, text: JSON.stringify(await neonClient.getProject(params.projectId)) }] };
    } catch {
      return { content: [{ type: "text" as const, text: "The project has no branches yet." }] };
    }
  },
};
`;
  const NEON_CLIENT = `export interface NeonClient { getProject(id: string): Promise<unknown> }
export const createNeonClient = (apiKey: string): NeonClient => ({ getProject: async (id) => (await fetch(\`https://third-party.example.com/projects/\${id}\`, { headers: { authorization: apiKey } })).json() });
`;
  const neonServer = (dispatch = "return await toolHandler(args, neonClient, extra);") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { NEON_HANDLERS, NEON_TOOLS } from "../tools/index.js";
import { createNeonClient } from "../tools/client.js";

export const createMcpServer = (apiKey: string) => {
  const server = new McpServer({ name: "mcp-server-neon", version: "0.6.5" });
  const neonClient = createNeonClient(apiKey);
  NEON_TOOLS.forEach((tool) => {
    const handler = NEON_HANDLERS[tool.name];
    const toolHandler = handler;
    server.tool(tool.name, tool.description, { params: tool.inputSchema }, async (args, extra) => {
      try {
        ${dispatch}
      } catch (error) {
        return { content: [{ type: "text" as const, text: "The tool failed." }], isError: true };
      }
    });
  });
  return server;
};
`;
  const neon = (server = neonServer()): Record<string, string> => ({
    "src/server/index.ts": server,
    "src/tools/index.ts": 'export { NEON_HANDLERS } from "./tools.js";\nexport { NEON_TOOLS } from "./definitions.js";\n',
    "src/tools/definitions.ts": 'import { z } from "zod";\n\nexport const NEON_TOOLS = [{ name: "describe_project" as const, description: "Describes a project", inputSchema: z.object({ projectId: z.string() }) }];\n',
    "src/tools/tools.ts": NEON_TOOLS,
    "src/tools/client.ts": NEON_CLIENT,
  });

  it("Neon: a handler written in place that returns `await toolHandler(args, ...)` of `NEON_HANDLERS[tool.name]` (re-exported) dispatches to the table's functions", async () => {
    // The dispatched function's catch answers with a success-looking result; the same function in a table nobody reads is no handler.
    expect(await lint(neon(), "src/tools/tools.ts")).toEqual([{ rule: "require-tool-error-result", line: 9 }]);
  });

  it("Neon: a table function called without the tool's input, or whose result the handler does not return, is not dispatched to", async () => {
    // Not handed the handler's first parameter: a helper of the registration (an audit, a formatter), not the tool.
    expect(await lint(neon(neonServer("return await toolHandler({ params: { projectId: \"p\" } }, neonClient, extra);")), "src/tools/tools.ts")).toEqual([]);
    // Its result not returned: the handler answers with something else.
    expect(await lint(neon(neonServer('await toolHandler(args, neonClient, extra);\n        return { content: [{ type: "text" as const, text: "done" }] };')), "src/tools/tools.ts")).toEqual([]);
  });

  it("`readImportedModules: false`: no table is read", async () => {
    expect(await lint(neon(), "src/tools/tools.ts", { readImportedModules: false })).toEqual([]);
    expect(await lint(circleci(), "src/tools/getBuildFailureLogs/handler.ts", { readImportedModules: false })).toEqual([]);
  });

  /** A low-level server's request handler that dispatches to a table of another module (`request` or its `params.arguments` handed on). */
  const requestServer = (dispatch: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { HANDLERS } from "./tools/index.js";

const server = new Server({ name: "projects", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const handler = HANDLERS[request.params.name as keyof typeof HANDLERS];
  if (!handler) return { content: [{ type: "text" as const, text: "Unknown tool." }], isError: true };
  ${dispatch}
});
`;
  const describeProject = (input: string) => `export async function describeProject(${input}) {
  try {
    const response = await fetch(\`https://api.projects.example.com/projects/\${encodeURIComponent(projectId)}\`);
    return { content: [{ type: "text" as const, text: JSON.stringify(await response.json()) }] };
  } catch {
    return { content: [{ type: "text" as const, text: \`Project \${projectId} could not be described.\` }], isError: true };
  }
}
`;
  const requestProject = (dispatch: string, input: string): Record<string, string> => ({
    "src/server.ts": requestServer(dispatch),
    "src/tools/index.ts": 'import { describeProject } from "./describe-project.js";\n\nexport const HANDLERS = { describe_project: describeProject };\n',
    "src/tools/describe-project.ts": describeProject(input),
  });

  it("a low-level `setRequestHandler(CallToolRequestSchema, ...)` dispatching to a table of another module: the input where the dispatch puts it", async () => {
    // Handed `request.params.arguments`: the function's parameter is the tool's input, and the agent's project id is echoed.
    expect(await lint(requestProject("return await handler(request.params.arguments);", "{ projectId }: { projectId: string }"), "src/tools/describe-project.ts")).toEqual([
      { rule: "no-untrusted-error-message", line: 6 },
    ]);
    // Handed the request: the input is its `params.arguments`.
    const fromRequest = requestProject("return await handler(request);", "request: { params: { arguments: { projectId: string } } }");
    fromRequest["src/tools/describe-project.ts"] = fromRequest["src/tools/describe-project.ts"]!.replace(") {\n  try {", ") {\n  const { projectId } = request.params.arguments;\n  try {");
    expect(await lint(fromRequest, "src/tools/describe-project.ts")).toEqual([{ rule: "no-untrusted-error-message", line: 7 }]);
    // Handed a value of its own: not the tool's call.
    expect(await lint(requestProject('return await handler({ projectId: "default" });', "{ projectId }: { projectId: string }"), "src/tools/describe-project.ts")).toEqual([]);
  });
});

describe("what a handler another module registers throws, where that registration hands it to the model as it is", () => {
  /** A tool's module: the agent's issue id echoed in a thrown error (the conventions' first UNSAFE example), outside any `try`. */
  const GET_ISSUE = `export async function getIssue({ issueId }: { issueId: string }) {
  const response = await fetch(\`https://tracker.example.com/api/issues/\${encodeURIComponent(issueId)}\`);
  if (response.status === 404) {
    throw new Error(\`Issue \${issueId} does not exist in this organization.\`);
  }
  if (!response.ok) {
    throw new Error("The issue tracker is unavailable. Try again later.");
  }
  const issue = (await response.json()) as { title: string; status: string };
  return { content: [{ type: "text" as const, text: \`\${issue.title} (\${issue.status})\` }] };
}
`;
  const server = (handler: string, prelude = "") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getIssue } from "./tools/get-issue.js";
${prelude}
export function createServer() {
  const server = new McpServer({ name: "tracker", version: "1.0.0" });
  server.registerTool("get_issue", { inputSchema: { issueId: z.string() } }, ${handler});
  return server;
}
`;
  const files = (serverModule: string, extra: Record<string, string> = {}): Record<string, string> => ({
    "src/server.ts": serverModule,
    "src/tools/get-issue.ts": GET_ISSUE,
    ...extra,
  });

  for (const preset of ["recommended", "recommended-type-checked"]) {
    it(`registered by reference (${preset}): the SDK answers the thrown error with its message, so the agent's echoed id is reported`, async () => {
      expect(await lint(files(server("getIssue")), "src/tools/get-issue.ts", undefined, preset)).toEqual([{ rule: "no-untrusted-error-message", line: 4 }]);
    });
  }

  it("a boundary configured with `thrownErrorsReachModel: false`: what the handler throws is the caller's business", async () => {
    const boundaries = [{ name: "registerTool", receiver: "McpServer", from: ["@modelcontextprotocol/sdk/server/mcp.js"], handler: "lastArgument", thrownErrorsReachModel: false }];
    expect(await lint(files(server("getIssue")), "src/tools/get-issue.ts", { toolBoundaries: boundaries })).toEqual([]);
  });

  /** CircleCI's telemetry wrapper, in a module of its own: records the failure and rethrows it as it is, or answers with its own result. */
  const telemetry = (onFailure: string) => `export function wrapToolHandler<A, R>(toolName: string, handler: (args: A) => Promise<R>) {
  return async (args: A) => {
    const startTime = performance.now();
    try {
      return await handler(args);
    } catch (error) {
      console.error(\`[telemetry] \${toolName} failed after \${Math.round(performance.now() - startTime)} ms\`);
      ${onFailure}
    }
  };
}
`;

  it("through an imported wrapper whose `catch` rethrows as it is (CircleCI's `wrapToolHandler`): reported", async () => {
    const wrapped = files(server('wrapToolHandler("get_issue", getIssue)', 'import { wrapToolHandler } from "./lib/telemetry.js";\n'), { "src/lib/telemetry.ts": telemetry("throw error;") });
    expect(await lint(wrapped, "src/tools/get-issue.ts")).toEqual([{ rule: "no-untrusted-error-message", line: 4 }]);
  });

  it("through a wrapper whose `catch` makes its own answer: that answer is what the agent reads, not the handler's throw", async () => {
    const answered = telemetry('return { content: [{ type: "text" as const, text: "The tool failed. Try again later." }], isError: true };');
    const wrapped = files(server('wrapToolHandler("get_issue", getIssue)', 'import { wrapToolHandler } from "./lib/telemetry.js";\n'), { "src/lib/telemetry.ts": answered });
    expect(await lint(wrapped, "src/tools/get-issue.ts")).toEqual([]);
    // A wrapper that cannot be read (a package's): not known to hand the throw on.
    const unknown = files(server('withMetrics("get_issue", getIssue)', 'import { withMetrics } from "@acme/telemetry";\n'));
    expect(await lint(unknown, "src/tools/get-issue.ts")).toEqual([]);
  });

  /** Neon's shape: a handler written in place dispatches to a table of another module by tool name. */
  const dispatchServer = (body: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { HANDLERS } from "./tools/index.js";

export function createServer() {
  const server = new McpServer({ name: "tracker", version: "1.0.0" });
  for (const name of Object.keys(HANDLERS) as (keyof typeof HANDLERS)[]) {
    const toolHandler = HANDLERS[name];
    server.tool(name, "Tracker tool", {}, async (args) => {
      ${body}
    });
  }
  return server;
}
`;
  const table = 'import { getIssue } from "./get-issue.js";\n\nexport const HANDLERS = { get_issue: getIssue };\n';

  it("dispatched through a table by a handler written in place that returns the call outside a `try`: reported", async () => {
    const project = { "src/server.ts": dispatchServer("return await toolHandler(args);"), "src/tools/index.ts": table, "src/tools/get-issue.ts": GET_ISSUE };
    expect(await lint(project, "src/tools/get-issue.ts")).toEqual([{ rule: "no-untrusted-error-message", line: 4 }]);
  });

  it("dispatched inside a `try` whose `catch` answers for it (Neon's `return handleToolError(error)`): the catch is the sink, not the throw", async () => {
    const body = 'try {\n        return await toolHandler(args);\n      } catch (error) {\n        console.error(error);\n        return { content: [{ type: "text" as const, text: "The tool failed." }], isError: true };\n      }';
    const project = { "src/server.ts": dispatchServer(body), "src/tools/index.ts": table, "src/tools/get-issue.ts": GET_ISSUE };
    expect(await lint(project, "src/tools/get-issue.ts")).toEqual([]);
    // A catch that only logs and rethrows changes nothing.
    const rethrown = body.replace('console.error(error);\n        return { content: [{ type: "text" as const, text: "The tool failed." }], isError: true };', "console.error(error);\n        throw error;");
    expect(await lint({ ...project, "src/server.ts": dispatchServer(rethrown) }, "src/tools/get-issue.ts")).toEqual([{ rule: "no-untrusted-error-message", line: 4 }]);
  });
});
