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

  it("a registration that wraps the handler (`wrap(delete_profile_1.deleteProfileTool)`) names no function of the module", async () => {
    const server = setupServer("wrap(delete_profile_1.deleteProfileTool)").replace("function setupServer", "const wrap = (fn) => fn;\nfunction setupServer");
    expect(await lint(project(server), "dist/tools/delete-profile.js", undefined, "strict")).toEqual([]);
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
