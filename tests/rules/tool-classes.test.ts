// Tools written as classes (Shortcut's MCP server): each tool class extends a base class whose helper builds
// the result (`this.toResult(text)`), and a static `create` registers the instance's methods. The helper is
// followed from a `this.` call into the class or the class of the file it extends (`var BaseTools = class`,
// as bundlers emit it): its parameter is the result's text (no-untrusted-error-message), and a failure
// returned through it has no `isError` (require-tool-error-result). Issue #13.
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import untrusted from "../../rules/no-untrusted-error-message.js";
import requireResult from "../../rules/require-tool-error-result.js";

function lint(code: string): string[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.js"],
        languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
        plugins: { ae: { rules: { untrusted: untrusted as never, result: requireResult as never } } },
        rules: { "ae/untrusted": "error", "ae/result": "error" },
      },
    ],
    "src/tools/documents.js",
  );
  const fatal = messages.filter((m) => m.fatal || !m.ruleId?.startsWith("ae/"));
  if (fatal.length > 0) throw new Error(`lint failed: ${fatal.map((m) => m.message).join("\n")}`);
  return messages.map((m) => `${m.ruleId}:${m.line}:${m.column}`);
}

/** A base class of result helpers, as Shortcut's bundle declares it. */
const BASE = `var BaseTools = class {
  constructor(client) {
    this.client = client;
  }
  toResult(message, data) {
    return { content: [{ type: "text", text: \`\${message}\${data !== void 0 ? \`\\n\\n\${JSON.stringify(data, null, 2)}\` : ""}\` }] };
  }
  toError(message) {
    return { content: [{ type: "text", text: message }], isError: true };
  }
};
`;

const tools = (heading: string, failure: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${BASE}
${heading}
  static create(client, server) {
    const tools = new DocumentTools(client);
    server.registerTool("documents-list", { description: "List all documents." }, async () => await tools.listDocuments());
    return tools;
  }
  async listDocuments() {
    try {
      const docs = await this.client.listDocs();
      return this.toResult(\`Found \${docs.length} documents.\`, docs);
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : "Unknown error";
      ${failure}
    }
  }
};
export { DocumentTools };
`;

describe("a result helper of the tool's class or of the class it extends", () => {
  it.each([
    ["inherited from a base class of the file", "var DocumentTools = class DocumentTools extends BaseTools {"],
    ["a class declaration extending it", "class DocumentTools extends BaseTools {"],
  ])("%s: the caught message through this.toResult() is reported, and the result has no isError", (_, heading) => {
    expect(lint(tools(heading, "return this.toResult(`Failed to list documents: ${errorMessage}`);"))).toEqual(["ae/result:26:14", "ae/untrusted:26:57"]);
  });

  it("the class's own helper overrides the base class's: a helper that marks the failure is not a success", () => {
    const own = `class DocumentTools extends BaseTools {
  toResult(message) {
    return { content: [{ type: "text", text: message }], isError: true };
  }`;
    expect(lint(tools(own, "return this.toResult(`Failed to list documents: ${errorMessage}`);"))).toEqual(["ae/untrusted:29:57"]);
  });

  it("an inherited helper that marks the failure and is given a constant: nothing to report", () => {
    expect(lint(tools("class DocumentTools extends BaseTools {", 'return this.toError("Failed to list documents. Try again later.");'))).toEqual([]);
  });

  it("a class that extends a class of another package is not looked into: its `this.toResult` is unknown", () => {
    const code = tools("class DocumentTools extends BaseTools {", "return this.toResult(`Failed to list documents: ${errorMessage}`);").replace(
      "var BaseTools = class {",
      'import { BaseTools } from "@acme/tool-kit";\nvar Unused = class {',
    );
    expect(lint(code)).toEqual([]);
  });
});
