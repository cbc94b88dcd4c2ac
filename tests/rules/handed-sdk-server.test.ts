// The MCP SDK's `server.tool(...)` on a server handed to the module as a parameter, in a package that depends on the
// SDK, where the module itself imports nothing of it: tsc drops a type-only `import { McpServer }`, so Plane's
// (`@makeplane/plane-mcp-server`) and Vapi's shipped tool modules are `export const registerIssueTools = (server) => {
// server.tool(name, description, shape, handler) }`. The SDK answers what the handler throws with its message, as
// where the module imports the SDK. Only on a parameter: an object the module makes is its own, whatever the package
// depends on, and a package that does not depend on the SDK has no SDK server to hand on.
import { afterAll, describe, expect, it } from "vitest";
import { lintProjectFindings, removeTempDirs, type RuleFinding } from "../helpers.js";

afterAll(removeTempDirs);

const manifest = (dependencies: Record<string, string>): string => JSON.stringify({ name: "plane-tools", version: "0.1.5", type: "module", dependencies });
const WITH_SDK = manifest({ "@modelcontextprotocol/sdk": "^1.24.3", axios: "^1.7.0", zod: "^3.25.76" });

/** tsc's ESM output of Plane's request helper: the request's failure rethrown with axios's message. */
const REQUEST_HELPER = `import axios from "axios";
export async function makePlaneRequest(method, path, body = null) {
    const url = \`\${process.env.PLANE_API_HOST_URL}api/v1/\${path}\`;
    try {
        const response = await axios({ url, method, data: body, headers: { "X-API-Key": process.env.PLANE_API_KEY } });
        return response.data;
    }
    catch (error) {
        if (axios.isAxiosError(error)) {
            throw new Error(\`Request failed: \${error.message} (\${JSON.stringify(error.response?.data)})\`);
        }
        throw error;
    }
}
`;

/** A tool module as tsc ships it: the server is a parameter, its type's import gone. */
const issueTools = (receiver: string, declare = ""): string => `import { z } from "zod";
import { makePlaneRequest } from "../common/request-helper.js";
export const registerIssueTools = (server) => {
${declare}    ${receiver}.tool("get_issue", "Get an issue of a project", { project_id: z.string(), issue_id: z.string() }, async ({ project_id, issue_id }) => {
        const issue = await makePlaneRequest("GET", \`workspaces/\${process.env.PLANE_WORKSPACE_SLUG}/projects/\${project_id}/issues/\${issue_id}/\`);
        return { content: [{ type: "text", text: JSON.stringify(issue, null, 2) }] };
    });
};
`;

const lint = (files: Record<string, string>): Promise<RuleFinding[]> => lintProjectFindings("handed-sdk-server", "plane-tools", files, "src/tools/issues.js");

describe("the MCP SDK's server handed to a module as a parameter (the module imports nothing of the SDK)", () => {
  it("in a package that depends on the SDK: what the handler's awaited helper throws (the API's body) is reported at the call", async () => {
    expect(await lint({ "package.json": WITH_SDK, "src/common/request-helper.js": REQUEST_HELPER, "src/tools/issues.js": issueTools("server") })).toEqual([
      { rule: "no-untrusted-error-message", line: 5 },
    ]);
  });

  it("in a package that does not depend on the SDK: not an SDK registration (its thrown errors are the registration's business)", async () => {
    const files = { "package.json": manifest({ axios: "^1.7.0", zod: "^3.25.76" }), "src/common/request-helper.js": REQUEST_HELPER, "src/tools/issues.js": issueTools("server") };
    expect(await lint(files)).toEqual([]);
  });

  it("on an object the module makes itself (not a parameter): its own registry, not the SDK's server", async () => {
    const registry = "    const registry = createRegistry(server);\n";
    const files = {
      "package.json": WITH_SDK,
      "src/common/request-helper.js": REQUEST_HELPER,
      "src/tools/issues.js": issueTools("registry", registry).replace('import { z } from "zod";', 'import { z } from "zod";\nimport { createRegistry } from "../common/registry.js";'),
      "src/common/registry.js": "export const createRegistry = (server) => ({ tool: (name, description, shape, handler) => server.tool(name, description, shape, async (args) => { try { return await handler(args); } catch { return { content: [{ type: \"text\", text: \"The request failed.\" }], isError: true }; } }) });\n",
    };
    expect(await lint(files)).toEqual([]);
  });
});

/** Plane's request helper as it ships: the address is the operator's override or Plane's own host, in an options object. */
const PLANE_REQUEST_HELPER = `import axios from "axios";
export async function makePlaneRequest(method, path, body = null) {
    const hostUrl = process.env.PLANE_API_HOST_URL || "https://api.plane.so/";
    const host = hostUrl.endsWith("/") ? hostUrl : \`\${hostUrl}/\`;
    const url = \`\${host}api/v1/\${path}\`;
    const headers = { "X-API-Key": process.env.PLANE_API_KEY || "" };
    try {
        const config = { url, method, headers };
        if (method.toUpperCase() !== "GET" && body !== null) {
            config.data = body;
        }
        const response = await axios(config);
        return response.data;
    }
    catch (error) {
        if (axios.isAxiosError(error)) {
            throw new Error(\`Request failed: \${error.message}\`);
        }
        throw error;
    }
}
`;

describe("Plane's own API through a request options object (`axios(config)`), in `@makeplane/plane-mcp-server`", () => {
  const plane = (name: string, helper: string): Promise<RuleFinding[]> =>
    lintProjectFindings("handed-sdk-server", "plane", { "package.json": JSON.stringify({ name, version: "0.1.5", type: "module", dependencies: { "@modelcontextprotocol/sdk": "^1.24.3", axios: "^1.7.0", zod: "^3.25.76" } }), "src/common/request-helper.js": helper, "src/tools/issues.js": issueTools("server") }, "src/tools/issues.js");

  it("the scope names plane.so (`make` before the name): the failure of a request of Plane's host is its API's text, nothing reported", async () => {
    expect(await plane("@makeplane/plane-mcp-server", PLANE_REQUEST_HELPER)).toEqual([]);
  });

  it("an options object whose `url` is written after (`config.url = ...`) is not known to go to that host: reported", async () => {
    expect(await plane("@makeplane/plane-mcp-server", PLANE_REQUEST_HELPER.replace("config.data = body;", "config.data = body;\n            config.url = body.callbackUrl;"))).toEqual([{ rule: "no-untrusted-error-message", line: 5 }]);
  });

  it("in a package that does not name Plane, the same failure is reported", async () => {
    expect(await plane("plane-tools", PLANE_REQUEST_HELPER)).toEqual([{ rule: "no-untrusted-error-message", line: 5 }]);
  });
});
