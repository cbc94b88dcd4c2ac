// Tools written as subclasses of a framework's base class (`toolClasses`; by default mcp-framework's `MCPTool`):
// the framework calls `execute(input)` with the validated input, shows what it returns as the tool's text, and answers
// what it throws with the error's message in an `isError` result (its `toolCall`). So the input is the agent's, a
// thrown message and the text returned from a `catch` reach the model, and the `schema` field says which fields hold
// no text. Written as community servers on mcp-framework write them (a BookStack server's tools).
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import untrusted from "../../rules/no-untrusted-error-message.js";
import { compileErrors, lintProject, makeTempDir, projectFindings, writeProject } from "../helpers.js";

function lint(code: string, settings?: Record<string, unknown>, filename = "src/tools/GetPageTool.ts"): string[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.{ts,js}"],
        languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
        plugins: { ae: { rules: { untrusted: untrusted as never } } },
        rules: { "ae/untrusted": "error" },
        ...(settings ? { settings: { "agent-errors": settings } } : {}),
      },
    ],
    filename,
  );
  const fatal = messages.filter((m) => m.fatal || !m.ruleId?.startsWith("ae/"));
  if (fatal.length > 0) throw new Error(`lint failed: ${fatal.map((m) => m.message).join("\n")}`);
  return messages.map((m) => `${m.line}:${code.split("\n")[m.line - 1]!.slice(m.column - 1, m.endColumn! - 1)}`);
}

const GET_PAGE = (head: string, base: string, schema: string) => `${head}
import { z } from "zod";

interface GetPageInput {
  pageId: number;
  bookSlug: string;
}

class GetPageTool extends ${base}<GetPageInput> {
  name = "get_page";
  description = "Fetch a BookStack page by its id";
  schema = ${schema};

  async execute(input: GetPageInput) {
    const res = await fetch(\`\${process.env.BOOKSTACK_URL}/api/pages/\${input.pageId}\`, {
      headers: { Authorization: \`Token \${process.env.BOOKSTACK_TOKEN_ID}:\${process.env.BOOKSTACK_TOKEN_SECRET}\` },
    });
    if (res.status === 404) {
      throw new Error(\`Page \${input.pageId} was not found in book \${input.bookSlug}.\`);
    }
    if (!res.ok) {
      throw new Error(\`BookStack answered \${res.status}: \${await res.text()}\`);
    }
    return JSON.stringify(await res.json());
  }
}

export default GetPageTool;
`;

const FIELDS = `{
    pageId: { type: z.number(), description: "The page's id" },
    bookSlug: { type: z.string(), description: "The slug of the book the page is in" },
  }`;
const IMPORT = 'import { MCPTool } from "mcp-framework";';

describe("a subclass of mcp-framework's MCPTool", () => {
  it("what `execute` throws reaches the model: the agent's string field and the API's body are reported, the numeric id is not", () => {
    expect(lint(GET_PAGE(IMPORT, "MCPTool", FIELDS))).toEqual(["22:input.bookSlug", "25:res.text()"]);
  });

  it("the schema as a zod object reads the same", () => {
    expect(lint(GET_PAGE(IMPORT, "MCPTool", "z.object({ pageId: z.number(), bookSlug: z.string() })"))).toEqual(["19:input.bookSlug", "22:res.text()"]);
  });

  it("without a schema the class declares, every field of the input is the agent's text (the first one in the message is reported)", () => {
    expect(lint(GET_PAGE(IMPORT, "MCPTool", "undefined as never"))).toEqual(["19:input.pageId", "22:res.text()"]);
  });

  it("imported under another name, or through a namespace", () => {
    expect(lint(GET_PAGE('import { MCPTool as Tool } from "mcp-framework";', "Tool", FIELDS))).toEqual(["22:input.bookSlug", "25:res.text()"]);
    expect(lint(GET_PAGE('import * as mf from "mcp-framework";', "mf.MCPTool", FIELDS))).toEqual(["22:input.bookSlug", "25:res.text()"]);
  });

  it("through a base class of the file (`abstract class BookStackTool extends MCPTool`)", () => {
    const code = GET_PAGE(`${IMPORT}\nabstract class BookStackTool<T> extends MCPTool<T> {\n  protected base = process.env.BOOKSTACK_URL;\n}`, "BookStackTool", FIELDS);
    expect(lint(code)).toEqual(["25:input.bookSlug", "28:res.text()"]);
  });

  it("the text `execute` returns from its `catch` is the tool's output", () => {
    const code = `import { MCPTool } from "mcp-framework";
import { z } from "zod";

class SearchTool extends MCPTool<{ query: string }> {
  name = "search";
  description = "Search the BookStack instance";
  schema = { query: { type: z.string(), description: "What to look for" } };

  async execute({ query }: { query: string }) {
    try {
      const res = await fetch(\`\${process.env.BOOKSTACK_URL}/api/search?query=\${encodeURIComponent(query)}\`);
      return JSON.stringify(await res.json());
    } catch (error) {
      return \`Search failed: \${error instanceof Error ? error.message : String(error)}\`;
    }
  }
}

export default SearchTool;
`;
    expect(lint(code)).toEqual(["14:error.message"]);
    expect(lint(code.replace("return `Search failed: ${error instanceof Error ? error.message : String(error)}`;", 'return "Search failed; try again later.";'))).toEqual([]);
  });

  it("tsc's output: the schema assigned in the constructor, the class of a `require`d module", () => {
    const code = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const mcp_framework_1 = require("mcp-framework");
const zod_1 = require("zod");
class GetPageTool extends mcp_framework_1.MCPTool {
    constructor() {
        super(...arguments);
        this.name = "get_page";
        this.description = "Fetch a BookStack page by its id";
        this.schema = {
            pageId: { type: zod_1.z.number(), description: "The page's id" },
            bookSlug: { type: zod_1.z.string(), description: "The slug of the book" },
        };
    }
    async execute(input) {
        throw new Error(\`Page \${input.pageId} was not found in book \${input.bookSlug}.\`);
    }
}
exports.default = GetPageTool;
`;
    expect(lint(code, undefined, "dist/tools/GetPageTool.js")).toEqual(["16:input.bookSlug"]);
  });
});

describe("what is not a framework's tool class", () => {
  it("a class of the file named MCPTool, or one of another package: its method's parameter is not the agent's input", () => {
    const local = GET_PAGE("class MCPTool<T> {\n  protected input?: T;\n}", "MCPTool", FIELDS);
    expect(lint(local)).toEqual([]);
    expect(lint(GET_PAGE('import { MCPTool } from "./base.js";', "MCPTool", FIELDS))).toEqual([]);
  });

  it("`toolClasses: []` turns it off; another framework's base class can be declared", () => {
    expect(lint(GET_PAGE(IMPORT, "MCPTool", FIELDS), { toolClasses: [] })).toEqual([]);
    const other = GET_PAGE('import { BaseTool } from "@acme/mcp-kit";', "BaseTool", FIELDS).replace("async execute(", "async run(");
    expect(lint(other)).toEqual([]);
    expect(lint(other, { toolClasses: { add: [{ name: "BaseTool", from: ["@acme/mcp-kit"], method: "run" }] } })).toEqual(["22:input.bookSlug", "25:res.text()"]);
  });

  it("a bad entry is a clear error", () => {
    expect(() => lint(GET_PAGE(IMPORT, "MCPTool", FIELDS), { toolClasses: [{ name: "MCPTool" }] })).toThrow(/toolClasses\[0\]\.method/);
  });
});

// The same shapes against the real package (mcp-framework 0.2.22, a devDependency): a small BookStack server written
// as its template writes one (tools in src/tools/, `MCPInput<this>`, a zod object or mcp-framework's field schema,
// the base class's own `this.fetch`), compiled against the package's declarations, then linted with the presets
// untyped and typed.
const BOOKSTACK: Record<string, string> = {
  "src/index.ts": `import { MCPServer } from "mcp-framework";

const server = new MCPServer({ transport: { type: "stdio" } });
await server.start();
`,
  "src/tools/GetPageTool.ts": `import { MCPTool, type MCPInput } from "mcp-framework";
import { z } from "zod";

const GetPageSchema = z.object({
  pageId: z.number().describe("The page's id"),
  bookSlug: z.string().describe("The slug of the book the page is in"),
});

class GetPageTool extends MCPTool {
  name = "get_page";
  description = "Fetch a BookStack page by its id";
  schema = GetPageSchema;

  async execute(input: MCPInput<this>) {
    const res = await fetch(\`\${process.env.BOOKSTACK_URL}/api/pages/\${input.pageId}\`);
    if (res.status === 404) {
      throw new Error(\`Page \${input.pageId} was not found in book \${input.bookSlug}.\`);
    }
    if (!res.ok) {
      throw new Error(\`BookStack answered \${res.status}: \${await res.text()}\`);
    }
    return res.json();
  }
}

export default GetPageTool;
`,
  "src/tools/SearchTool.ts": `import { MCPTool, type MCPInput } from "mcp-framework";
import { z } from "zod";

class SearchTool extends MCPTool {
  name = "search";
  description = "Search the BookStack instance";
  schema = {
    query: { type: z.string(), description: "What to look for" },
    count: { type: z.number().optional(), description: "How many results" },
  };

  async execute(input: MCPInput<this>) {
    try {
      const data = await this.fetch<{ data: { name: string }[] }>(
        \`\${process.env.BOOKSTACK_URL}/api/search?query=\${encodeURIComponent(input.query)}\`,
      );
      return data.data.slice(0, input.count ?? 10).map((hit) => hit.name);
    } catch (error) {
      return \`Search failed: \${error instanceof Error ? error.message : String(error)}\`;
    }
  }
}

export default SearchTool;
`,
  "src/tools/ListShelvesTool.ts": `import { MCPTool, type MCPInput } from "mcp-framework";
import { z } from "zod";

interface Shelf {
  id: number;
  name: string;
}

async function listShelves(): Promise<Shelf[]> {
  const res = await fetch(\`\${process.env.BOOKSTACK_URL}/api/shelves\`);
  if (!res.ok) throw new Error(\`BookStack answered \${res.status}\`);
  return ((await res.json()) as { data: Shelf[] }).data;
}

class ListShelvesTool extends MCPTool {
  name = "list_shelves";
  description = "List the shelves of the BookStack instance";
  schema = z.object({ limit: z.number().optional().describe("How many shelves") });

  async execute(input: MCPInput<this>) {
    try {
      const shelves = await listShelves();
      return shelves.slice(0, input.limit ?? 50);
    } catch {
      return [];
    }
  }
}

export default ListShelvesTool;
`,
  "src/tools/CreatePageTool.ts": `import { MCPTool, type MCPInput } from "mcp-framework";
import { z } from "zod";

class CreatePageTool extends MCPTool {
  name = "create_page";
  description = "Create a page in a BookStack book";
  schema = z.object({
    bookId: z.number().describe("The id of the book"),
    name: z.string().describe("The page's title"),
    markdown: z.string().describe("The page's content"),
  });

  async execute(input: MCPInput<this>) {
    if (!process.env.BOOKSTACK_TOKEN_ID) {
      return { success: false, error: "BOOKSTACK_TOKEN_ID is not set." };
    }
    try {
      const res = await fetch(\`\${process.env.BOOKSTACK_URL}/api/pages\`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ book_id: input.bookId, name: input.name, markdown: input.markdown }),
      });
      const page = (await res.json()) as { id: number };
      return { success: true, pageId: page.id };
    } catch (error) {
      return { success: false, error: error instanceof Error ? error.message : "Unknown error occurred" };
    }
  }
}

export default CreatePageTool;
`,
  "src/tools/DeletePageTool.ts": `import { MCPTool, type MCPInput } from "mcp-framework";
import { z } from "zod";

class DeletePageTool extends MCPTool {
  name = "delete_page";
  description = "Delete a BookStack page";
  schema = z.object({ pageId: z.number().describe("The page's id") });

  async execute(input: MCPInput<this>) {
    try {
      const res = await fetch(\`\${process.env.BOOKSTACK_URL}/api/pages/\${input.pageId}\`, { method: "DELETE" });
      if (!res.ok) {
        return { content: [{ type: "text", text: \`BookStack answered \${res.status}.\` }], isError: true };
      }
      return { content: [{ type: "text", text: \`Page \${input.pageId} deleted.\` }] };
    } catch (error) {
      return { content: [{ type: "text", text: \`Deleting the page failed: \${(error as Error).message}\` }] };
    }
  }
}

export default DeletePageTool;
`,
};

const BOOKSTACK_FILES = Object.keys(BOOKSTACK).filter((file) => file.includes("/tools/"));

describe("a server on the real mcp-framework package", () => {
  const dir = writeProject(makeTempDir("mcp-framework"), "bookstack-mcp", BOOKSTACK);

  it("compiles against the package's declarations (the shapes are the package's, not ours)", () => {
    expect(compileErrors(dir)).toEqual({ files: 6, errors: [] });
  });

  const expected = [
    // the agent's string field and the API's body in what `execute` throws; the numeric id is not text
    "src/tools/GetPageTool.ts:17:69 no-untrusted-error-message",
    "src/tools/GetPageTool.ts:20:66 no-untrusted-error-message",
    // the failure of the base class's `this.fetch` (a third party's body in JSON.parse's message) returned as the text
    "src/tools/SearchTool.ts:19:57 no-untrusted-error-message",
    // the error field of the object `execute` returns (shown to the model as its JSON); not the constant one
    "src/tools/CreatePageTool.ts:26:64 no-untrusted-error-message",
    // results built as the MCP SDK's, which mcp-framework shows as their JSON: an `isError` result and one returned
    // from the catch read as successful calls (throw instead); the caught message in the second is shown too
    "src/tools/DeletePageTool.ts:13:16 require-tool-error-result",
    "src/tools/DeletePageTool.ts:17:14 require-tool-error-result",
    "src/tools/DeletePageTool.ts:17:77 no-untrusted-error-message",
    // a failed listing answered with an empty list
    "src/tools/ListShelvesTool.ts:25:14 no-empty-catch-fallback",
  ].sort();

  it.each(["recommended", "recommended-type-checked"])("%s finds the tools' failures", async (preset) => {
    expect(projectFindings(await lintProject(dir, BOOKSTACK_FILES, preset))).toEqual(expected);
  });

  it("a result built as the MCP SDK's is shown as text by the framework: the message says to throw", async () => {
    const messages = await lintProject(dir, ["src/tools/DeletePageTool.ts"], "recommended", { "agent-errors/no-untrusted-error-message": "off" });
    expect(messages.map((m) => `${m.line}: ${m.message}`)).toEqual([
      "13: This tool result is returned by `execute` of a subclass of `MCPTool` as an error (`isError: true`), but the framework shows what `execute` returns as the tool's text (an object as its JSON, `isError` included): the client and the model take the failure for a successful call. Throw an error instead: the framework reports a thrown error as a failed call (mcp-framework with an `isError: true` result).",
      "17: This tool result is returned by `execute` of a subclass of `MCPTool` from the `catch` on line 16, but the framework shows what `execute` returns as the tool's text (an object as its JSON, `isError` included): the client and the model take the failure for a successful call. Throw an error instead: the framework reports a thrown error as a failed call (mcp-framework with an `isError: true` result).",
    ]);
  });

  it("`toolClasses: []`: the classes are not tools, and nothing is reported", async () => {
    const off = { settings: { "agent-errors": { toolClasses: [] } } };
    expect(projectFindings(await lintProject(dir, BOOKSTACK_FILES, "recommended-type-checked", undefined, off))).toEqual([]);
  });
});
