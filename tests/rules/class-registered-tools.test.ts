// Tools written as classes whose method is registered (21st.dev's magic MCP server 0.1.0, found by a reviewer who
// ran the rules on servers outside the corpora: nothing in its four tools was checked). Three shapes:
// - a method of an instance, bound: `server.tool(name, description, shape, tool.execute.bind(tool))`;
// - a base class of the file that registers `this.execute.bind(this)`, whose subclasses define `execute`;
// - the same base class in another module (`class LogoSearchTool extends BaseTool` of `../utils/base-tool.js`),
//   read as `readImportedModules` allows.
// All three rules that start from tool handlers see such a method: require-tool-error-result, no-untrusted-error-message,
// and no-empty-catch-fallback (the fallback of a helper method the tool calls).
import { describe, expect, it } from "vitest";
import { afterAll } from "vitest";
import { lintProjectFindings, removeTempDirs, type RuleFinding } from "../helpers.js";

afterAll(removeTempDirs);

/** A tool class as 21st.dev writes them: a helper method that answers a failed fetch with `[]`, and `execute`. */
const LOGO_TOOL_BODY = `  name = "logo_search";
  description = "Search company logos";
  schema = z.object({ query: z.string() });

  async fetchLogos(query: string): Promise<{ title: string; url: string }[]> {
    try {
      const response = await fetch(\`https://api.svgl.app?search=\${encodeURIComponent(query)}\`);
      if (!response.ok) throw new Error(\`SVGL API error: \${response.statusText}\`);
      return (await response.json()) as { title: string; url: string }[];
    } catch (error) {
      console.error("Error fetching logos", error);
      return [];
    }
  }

  async execute({ query }: { query: string }) {
    try {
      const logos = await this.fetchLogos(query);
      if (logos.length === 0) return { content: [{ type: "text" as const, text: \`No logo found for "\${query}"\` }] };
      const svg = await (await fetch(logos[0]!.url)).text();
      return { content: [{ type: "text" as const, text: svg }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: \`Logo search failed: \${(error as Error).message}\` }] };
    }
  }
`;

const BASE_TOOL = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";

export abstract class BaseTool {
  abstract name: string;
  abstract description: string;
  abstract schema: z.ZodObject<z.ZodRawShape>;
  abstract execute(args: unknown): Promise<unknown>;

  register(server: McpServer) {
    server.tool(this.name, this.description, this.schema.shape, this.execute.bind(this));
  }
}
`;

type Finding = RuleFinding;

const lint = (files: Record<string, string>, entry: string, settings?: Record<string, unknown>, preset = "recommended"): Promise<Finding[]> =>
  lintProjectFindings("class-tools", "magic-tools", files, entry, settings, preset);

/** The findings the logo tool's body has wherever it starts (`offset`: the line before its first line). */
const logoFindings = (offset: number): Finding[] => [
  { rule: "no-empty-catch-fallback", line: offset + 12 },
  { rule: "no-untrusted-error-message", line: offset + 23 },
  { rule: "require-tool-error-result", line: offset + 23 },
];

describe("a tool class's method registered bound", () => {
  it("an instance's method, bound (`tool.execute.bind(tool)`): a tool handler", async () => {
    const code = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

class LogoSearchTool {
${LOGO_TOOL_BODY}}

const server = new McpServer({ name: "magic", version: "0.1.0" });
const tool = new LogoSearchTool();
server.tool(tool.name, tool.description, tool.schema.shape, tool.execute.bind(tool));
`;
    expect(await lint({ "src/index.ts": code }, "src/index.ts")).toEqual(logoFindings(4));
  });

  it("a method of a class the registration does not bind is not taken for the tool", async () => {
    const code = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

class LogoSearchTool {
${LOGO_TOOL_BODY}}

const server = new McpServer({ name: "magic", version: "0.1.0" });
const tool = new LogoSearchTool();
server.tool(tool.name, tool.description, tool.schema.shape, async () => ({ content: [{ type: "text" as const, text: "ok" }] }));
void tool;
`;
    expect(await lint({ "src/index.ts": code }, "src/index.ts")).toEqual([]);
  });
});

describe("a base class that registers `this.execute.bind(this)`", () => {
  it("of the file: each subclass's `execute` is a tool handler", async () => {
    const code = `${BASE_TOOL.replace("export abstract class", "abstract class")}
class LogoSearchTool extends BaseTool {
${LOGO_TOOL_BODY}}

export function registerTools(server: McpServer) {
  new LogoSearchTool().register(server);
}
`;
    expect(await lint({ "src/tools.ts": code }, "src/tools.ts")).toEqual(logoFindings(15));
  });

  const subclassModule = `import { z } from "zod";
import { BaseTool } from "../utils/base-tool.js";

export class LogoSearchTool extends BaseTool {
${LOGO_TOOL_BODY}}
`;

  it("of another module: the subclass's `execute` is a tool handler (read as readImportedModules allows)", async () => {
    expect(await lint({ "src/utils/base-tool.ts": BASE_TOOL, "src/tools/logo-search.ts": subclassModule }, "src/tools/logo-search.ts")).toEqual(logoFindings(4));
  });

  it("of another module, typed (`recommended-type-checked`): the same", async () => {
    expect(await lint({ "src/utils/base-tool.ts": BASE_TOOL, "src/tools/logo-search.ts": subclassModule }, "src/tools/logo-search.ts", undefined, "recommended-type-checked")).toEqual(logoFindings(4));
  });

  it("of another module, with `readImportedModules: false`: not looked into", async () => {
    const findings = await lint({ "src/utils/base-tool.ts": BASE_TOOL, "src/tools/logo-search.ts": subclassModule }, "src/tools/logo-search.ts", { readImportedModules: false });
    expect(findings).toEqual([]);
  });

  // A subclass whose `execute` returns what does not read as a tool result by its shape (`{ content: invoices.map(...) }`,
  // `{ content: [] }` from its catch): a handler when the registering module imports the MCP SDK (a type import
  // too: `register(server: McpServer)`), not when it imports nothing of it (its `.tool()` could be anyone's).
  const invoicesModule = `import { z } from "zod";
import { BaseTool } from "../utils/base-tool.js";

export class ListInvoicesTool extends BaseTool {
  name = "list_invoices";
  description = "List a customer's invoices";
  schema = z.object({ customerId: z.string() });

  async execute({ customerId }: { customerId: string }) {
    try {
      const res = await fetch(\`https://billing.example.com/api/customers/\${customerId}/invoices\`);
      const invoices = (await res.json()) as unknown[];
      return { content: invoices.map((invoice) => ({ type: "text" as const, text: JSON.stringify(invoice) })) };
    } catch (error) {
      return { content: [] };
    }
  }
}
`;

  it("of another module that imports the MCP SDK: a subclass's `execute` whatever its results look like", async () => {
    expect(await lint({ "src/utils/base-tool.ts": BASE_TOOL, "src/tools/list-invoices.ts": invoicesModule }, "src/tools/list-invoices.ts")).toEqual([{ rule: "no-empty-catch-fallback", line: 15 }]);
  });

  it("of another module that imports nothing of the MCP SDK: only a method whose results read as tool results", async () => {
    const base = BASE_TOOL.replace('import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n', "").replace("register(server: McpServer)", "register(server: { tool(...args: unknown[]): void })");
    expect(await lint({ "src/utils/base-tool.ts": base, "src/tools/list-invoices.ts": invoicesModule }, "src/tools/list-invoices.ts")).toEqual([]);
  });

  /** tsc's CommonJS output of a base class that registers `this.execute` on the server it is handed, requiring the MCP SDK or not. */
  const cjsBaseTool = (requiresSdk: boolean): string => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BaseTool = void 0;
${requiresSdk ? 'const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");\n' : ""}class BaseTool {
    register(server) {
${requiresSdk ? '        if (!(server instanceof mcp_js_1.McpServer)) throw new Error("An MCP server is needed");\n' : ""}        server.tool(this.name, this.description, this.schema.shape, this.execute.bind(this));
    }
}
exports.BaseTool = BaseTool;
`;

  it("of another module that requires the MCP SDK (tsc's CommonJS): the same as an import", async () => {
    // The subclass's results do not read as tool results by their shape: only the SDK's server makes it a handler.
    const base = cjsBaseTool(true);
    const tool = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListInvoicesTool = void 0;
const base_tool_js_1 = require("../utils/base-tool.js");
class ListInvoicesTool extends base_tool_js_1.BaseTool {
    async execute({ customerId }) {
        try {
            const res = await fetch(\`https://billing.example.com/api/customers/\${customerId}/invoices\`);
            const invoices = await res.json();
            return { content: invoices.map((invoice) => ({ type: "text", text: JSON.stringify(invoice) })) };
        }
        catch (error) {
            return { content: [] };
        }
    }
}
exports.ListInvoicesTool = ListInvoicesTool;
`;
    const files = { "dist/utils/base-tool.js": base, "dist/tools/list-invoices.js": tool, "package.json": JSON.stringify({ name: "billing-tools" }) };
    expect(await lint(files, "dist/tools/list-invoices.js")).toEqual([{ rule: "no-empty-catch-fallback", line: 13 }]);
    // Without the `require`, its `.tool()` could be anyone's.
    const unrelated = { ...files, "dist/utils/base-tool.js": cjsBaseTool(false) };
    expect(await lint(unrelated, "dist/tools/list-invoices.js")).toEqual([]);
  });

  it("a base class that registers another method (`this.run`): `execute` is not taken for the handler", async () => {
    const base = BASE_TOOL.replace("this.execute.bind(this)", "this.run.bind(this)").replace("abstract execute(args: unknown): Promise<unknown>;", "abstract execute(args: unknown): Promise<unknown>;\n  async run(args: unknown) { return { content: [{ type: \"text\" as const, text: JSON.stringify(await this.execute(args)) }] }; }");
    expect(await lint({ "src/utils/base-tool.ts": base, "src/tools/logo-search.ts": subclassModule }, "src/tools/logo-search.ts")).toEqual([]);
  });

  it("tsc's CommonJS output (`extends base_tool_js_1.BaseTool`)", async () => {
    const base = cjsBaseTool(false);
    const tool = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LogoSearchTool = void 0;
const base_tool_js_1 = require("../utils/base-tool.js");
class LogoSearchTool extends base_tool_js_1.BaseTool {
    async execute({ query }) {
        try {
            const response = await fetch(\`https://api.svgl.app?search=\${encodeURIComponent(query)}\`);
            return { content: [{ type: "text", text: JSON.stringify(await response.json()) }] };
        }
        catch (error) {
            return { content: [{ type: "text", text: \`Logo search failed: \${error.message}\` }] };
        }
    }
}
exports.LogoSearchTool = LogoSearchTool;
`;
    const findings = await lint({ "dist/utils/base-tool.js": base, "dist/tools/logo-search.js": tool, "package.json": JSON.stringify({ name: "magic-tools" }) }, "dist/tools/logo-search.js");
    expect(findings).toEqual([
      { rule: "no-untrusted-error-message", line: 12 },
      { rule: "require-tool-error-result", line: 12 },
    ]);
  });
});

// FastMCP's `server.addTool({ name, parameters, execute })` in a module that is handed the server by another
// (Metabase's 87 tools: `export function addCardTools(server, client)`, importing nothing of fastmcp): a module of a
// package that depends on fastmcp. What `execute` throws reaches the model (FastMCP answers it with an error result).
describe("FastMCP tools registered on a server another module hands in", () => {
  const CARD_TOOLS = `import { z } from "zod";

export function addCardTools(server, client) {
  server.addTool({
    name: "get_card",
    description: "Get a saved question",
    parameters: z.object({ card_id: z.number() }),
    execute: async (args) => {
      try {
        return JSON.stringify(await client.getCard(args.card_id), null, 2);
      } catch (error) {
        throw new Error(\`Failed to get card \${args.card_id}: \${error instanceof Error ? error.message : "Unknown error"}\`);
      }
    },
  });
}
`;
  const lintCards = async (dependencies: Record<string, string>): Promise<Finding[]> =>
    lint({ "package.json": JSON.stringify({ name: "metabase-tools", type: "module", dependencies }), "src/tools/card-tools.js": CARD_TOOLS }, "src/tools/card-tools.js");

  it("in a package that depends on fastmcp: a tool handler", async () => {
    expect(await lintCards({ fastmcp: "3.23.1", zod: "^3.25.0" })).toEqual([{ rule: "no-untrusted-error-message", line: 12 }]);
  });

  it("in a package that does not: not taken for one", async () => {
    expect(await lintCards({ zod: "^3.25.0" })).toEqual([]);
  });
});

// A wrapper of the file that returns another function instead of the handed one (Cloud Run's `gcpTool(available, fn)`,
// around each of its 8 tools): that function is what the registration runs when the guard holds.
describe("a wrapper that returns a guard function instead of the handler", () => {
  const server = (guardText: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "cloud-run", version: "1.10.0" });

function gcpTool(gcpCredentialsAvailable: boolean, fn: () => Promise<{ content: { type: "text"; text: string }[] }>) {
  if (!gcpCredentialsAvailable) {
    return () => ({ content: [{ type: "text" as const, text: "${guardText}" }] });
  }
  return fn;
}

server.registerTool("list_projects", { description: "Lists GCP projects" }, gcpTool(process.env.GCP_CREDENTIALS === "1", async () => {
  const projects = await listProjects();
  return { content: [{ type: "text" as const, text: projects.join("\\n") }] };
}));

declare function listProjects(): Promise<string[]>;
`;

  it("its result that reads as an error, without isError: reported in the wrapper", async () => {
    expect(await lint({ "src/index.ts": server("Error: GCP credentials are not available. Configure them with gcloud auth.") }, "src/index.ts")).toEqual([{ rule: "require-tool-error-result", line: 7 }]);
  });

  it("one whose text does not read as an error: no failure evidence, not reported", async () => {
    expect(await lint({ "src/index.ts": server("GCP credentials are not available. Configure them with gcloud auth.") }, "src/index.ts")).toEqual([]);
  });
});
