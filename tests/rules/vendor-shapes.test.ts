// Shapes of vendors' own servers and a third party's, from the forty-third session's scouting of npm packages:
// - Webflow's server, bundled by esbuild to CommonJS: its SDK's client made as `new import_webflow_api.WebflowClient()`
//   of `const import_webflow_api = require("webflow-api")` (tsc writes `webflow_api_1.WebflowClient`): the vendor's
//   client by its name, as the destructured `const { WebflowClient } = require("webflow-api")` already was.
// - Resend's `DashboardClient`: its address in a field the constructor sets once (`this.dashboardUrl = DEFAULT`, what
//   tsc emits for a field initializer without `useDefineForClassFields`): the own address, as a field initializer is.
// - Airtable's server (a third party's): a method of an instance of a class of the file (`airtableService.listBases()`)
//   throws Airtable's response text, which the SDK shows: reported through the method, as through a function.
import { afterAll, describe, expect, it } from "vitest";
import { lintProjectFindings, removeTempDirs, type RuleFinding } from "../helpers.js";

afterAll(removeTempDirs);

const lint = (name: string, manifest: Record<string, unknown>, code: string): Promise<RuleFinding[]> =>
  lintProjectFindings("vendor-shapes", name, { "package.json": JSON.stringify({ name, type: manifest.type ?? "commonjs", ...manifest }), "dist/index.js": code }, "dist/index.js");

const WEBFLOW = { repository: { type: "git", url: "git+https://github.com/webflow/mcp-server.git" }, dependencies: { "@modelcontextprotocol/sdk": "^1.8.0", "webflow-api": "3.1.1", zod: "^3.24.2" } };

/** Webflow's CMS tool as esbuild bundles it: the client made of a namespace `require` of the SDK. */
const webflowTool = (client: string, requireLine: string): string => `"use strict";
var import_mcp = require("@modelcontextprotocol/sdk/server/mcp.js");
${requireLine}
var import_zod = require("zod");
const webflowClient = new ${client}({ accessToken: process.env.WEBFLOW_TOKEN });
function formatErrorResponse(error) {
  return { isError: true, content: [{ type: "text", text: JSON.stringify({ name: error.name ?? "", message: error.message ?? "" }) }] };
}
const server = new import_mcp.McpServer({ name: "webflow", version: "1.0.0" });
server.tool("collections_list", "List CMS collections.", { site_id: import_zod.z.string() }, async ({ site_id }) => {
  try {
    const response = await webflowClient.collections.list(site_id);
    return { content: [{ type: "text", text: JSON.stringify(response) }] };
  } catch (error) {
    return formatErrorResponse(error);
  }
});
`;

describe("the vendor's client made of a member of its SDK's module (inferOwnApiClients)", () => {
  it("esbuild's `import_webflow_api.WebflowClient` of a namespace require: the vendor's own client", async () => {
    expect(await lint("webflow-mcp-server", WEBFLOW, webflowTool("import_webflow_api.WebflowClient", 'const import_webflow_api = require("webflow-api");'))).toEqual([]);
  });

  it("tsc's `webflow_api_1.WebflowClient`: the same", async () => {
    expect(await lint("webflow-mcp-server", WEBFLOW, webflowTool("webflow_api_1.WebflowClient", 'const webflow_api_1 = require("webflow-api");'))).toEqual([]);
  });

  it("a class of the module not named as the vendor's client is not the vendor's", async () => {
    expect(await lint("webflow-mcp-server", WEBFLOW, webflowTool("import_other.SearchClient", 'const import_other = require("algoliasearch");'))).toEqual([{ rule: "no-untrusted-error-message", line: 15 }]);
  });

  it("without a repository, the package does not say who the vendor is: reported", async () => {
    expect(await lint("webflow-mcp-server", { dependencies: WEBFLOW.dependencies }, webflowTool("import_webflow_api.WebflowClient", 'const import_webflow_api = require("webflow-api");'))).toEqual([
      { rule: "no-untrusted-error-message", line: 15 },
    ]);
  });
});

const RESEND = { type: "module", repository: { url: "https://github.com/resend/resend-mcp" }, dependencies: { "@modelcontextprotocol/sdk": "^1.20.0", zod: "^3.25.0" } };

/** Resend's dashboard client: the address a field holds, set by `constructorBody`. */
const dashboardServer = (constructorBody: string, extraMethod = ""): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const DEFAULT_DASHBOARD_URL = "https://resend.com";
class DashboardClient {
    dashboardUrl;
    constructor(options) {
${constructorBody}
    }
    async getTiptapSchema() {
        const response = await fetch(\`\${this.dashboardUrl}/api/agent/prompt\`);
        if (!response.ok) {
            throw new Error(\`Failed to fetch TipTap schema (\${response.status}): \${response.statusText}\`);
        }
        return response.json();
    }${extraMethod}
}
const server = new McpServer({ name: "resend", version: "2.22.0" });
const dashboard = new DashboardClient();
server.registerTool("get-tiptap-schema", { inputSchema: { include_schema: z.boolean() } }, async () => {
    try {
        const { version } = await dashboard.getTiptapSchema();
        return { content: [{ type: "text", text: \`Schema version \${version}\` }] };
    }
    catch (err) {
        return { isError: true, content: [{ type: "text", text: \`Failed to fetch TipTap schema: \${err instanceof Error ? err.message : String(err)}\` }] };
    }
});
`;

describe("an own address a field holds, set by the constructor (inferOwnApiUrls)", () => {
  it("the constructor's one write of the field, a constant own address: the own API's text", async () => {
    expect(await lint("resend-mcp", RESEND, dashboardServer("        this.dashboardUrl = DEFAULT_DASHBOARD_URL;"))).toEqual([]);
  });

  it("an address the constructor is handed is not known to be own: reported", async () => {
    expect(await lint("resend-mcp", RESEND, dashboardServer("        this.dashboardUrl = options.dashboardUrl;"))).toEqual([{ rule: "no-untrusted-error-message", line: 25 }]);
  });

  it("the field written again by another method is not known to be own: reported", async () => {
    expect(
      await lint("resend-mcp", RESEND, dashboardServer("        this.dashboardUrl = DEFAULT_DASHBOARD_URL;", "\n    useDashboard(url) {\n        this.dashboardUrl = url;\n    }")),
    ).toEqual([{ rule: "no-untrusted-error-message", line: 28 }]);
  });
});

const AIRTABLE = { type: "module", repository: { url: "https://github.com/domdomegg/airtable-mcp-server.git" }, dependencies: { "@modelcontextprotocol/sdk": "^1.24.3", zod: "^4.1.13" } };

/** A third party's Airtable server: a service class of the file whose method throws Airtable's response text. */
const airtableServer = (serviceCall: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
class AirtableService {
    async listBases() {
        const response = await fetch("https://api.airtable.com/v0/meta/bases");
        const responseText = await response.text();
        if (!response.ok) {
            throw new Error(\`Airtable API Error: \${response.statusText}. Response: \${responseText}\`);
        }
        return JSON.parse(responseText);
    }
}
const airtableService = new AirtableService();
const server = new McpServer({ name: "airtable-mcp-server", version: "1.14.0" });
server.registerTool("list_bases", { title: "List Bases", inputSchema: {} }, async () => {
    const bases = await ${serviceCall};
    return { content: [{ type: "text", text: JSON.stringify(bases) }] };
});
`;

describe("what a method of an instance of a class of the file throws reaches the model (the SDK shows it)", () => {
  it("`await airtableService.listBases()`: Airtable's response text in the thrown message is reported", async () => {
    expect(await lint("airtable-mcp-server", AIRTABLE, airtableServer("airtableService.listBases()"))).toEqual([{ rule: "no-untrusted-error-message", line: 7 }]);
  });

  it("the same method caught in the handler and answered with a message it writes: nothing reported", async () => {
    const code = airtableServer("airtableService.listBases().catch(() => { throw new Error(\"Airtable could not list the bases.\"); })");
    expect(await lint("airtable-mcp-server", AIRTABLE, code)).toEqual([]);
  });

  it("a `.catch` callback that throws the failure on as it is lets it through: reported", async () => {
    const code = airtableServer("airtableService.listBases().catch((error) => { console.error(error); throw error; })");
    expect(await lint("airtable-mcp-server", AIRTABLE, code)).toEqual([{ rule: "no-untrusted-error-message", line: 7 }]);
  });

  it("a plain function of the file caught by `.catch` with a message it writes: nothing reported", async () => {
    const code = airtableServer("listBases().catch(() => { throw new Error(\"Airtable could not list the bases.\"); })")
      .replace("class AirtableService {\n    async listBases() {", "async function listBases() {")
      .replace("        return JSON.parse(responseText);\n    }\n}", "        return JSON.parse(responseText);\n}")
      .replace("const airtableService = new AirtableService();\n", "");
    expect(code).toContain("async function listBases()");
    expect(await lint("airtable-mcp-server", AIRTABLE, code)).toEqual([]);
  });
});

/** The MCP SDK's `McpServer` as a bundler inlines it (Shopify's dev server, vite): its own CallTool handler and `createToolError`. */
const inlinedSdk = (className: string, toolErrorMethod = "createToolError"): string => `import { z } from "zod";
const CallToolRequestSchema = z.object({ method: z.literal("tools/call"), params: z.object({ name: z.string(), arguments: z.record(z.string(), z.unknown()).optional() }) });
class Id {
  setRequestHandler(schema, handler) { this.handlers = { ...this.handlers, [schema.shape.method.value]: handler }; }
}
class ${className} {
  constructor(serverInfo) {
    this.server = new Id(serverInfo);
    this._registeredTools = {};
  }
  setToolRequestHandlers() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      try {
        const tool = this._registeredTools[request.params.name];
        if (!tool) throw new Error("Tool not found");
        return await tool.handler(request.params.arguments, extra);
      } catch (error) {
        return this.${toolErrorMethod}(error instanceof Error ? error.message : String(error));
      }
    });
  }
  ${toolErrorMethod}(errorMessage) {
    return { content: [{ type: "text", text: errorMessage }], isError: true };
  }
}
export { ${className} as McpServer };
`;

describe("the MCP SDK's own McpServer inlined by a bundle is not the project's code", () => {
  const SHOPIFY = { type: "module", dependencies: { "@modelcontextprotocol/sdk": "1.29.0", zod: "4.3.6" } };

  it("by its name and its methods: nothing reported inside it", async () => {
    expect(await lint("@shopify/dev-mcp", SHOPIFY, inlinedSdk("McpServer"))).toEqual([]);
  });

  it("minified (`class Nd`), by both of its own methods: nothing reported inside it", async () => {
    expect(await lint("@shopify/dev-mcp", SHOPIFY, inlinedSdk("Nd"))).toEqual([]);
  });

  it("a project's class with one of the names only is the project's: reported", async () => {
    expect(await lint("@shopify/dev-mcp", SHOPIFY, inlinedSdk("Nd", "formatToolError"))).toEqual([{ rule: "no-untrusted-error-message", line: 18 }]);
  });
});
