// Tools written as subclasses of a framework's base class (`toolClasses`; by default mcp-framework's `MCPTool`):
// the framework calls `execute(input)` with the validated input, shows what it returns as the tool's text, and answers
// what it throws with the error's message in an `isError` result (its `toolCall`). So the input is the agent's, a
// thrown message and the text returned from a `catch` reach the model, and the `schema` field says which fields hold
// no text. Written as community servers on mcp-framework write them (a BookStack server's tools).
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import untrusted from "../../rules/no-untrusted-error-message.js";

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
