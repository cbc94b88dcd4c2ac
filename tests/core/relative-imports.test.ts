// Untyped reading of the modules a file imports by a relative path (src/core/analysis/relative-imports.ts):
// which specifiers resolve to which file (TypeScript's `.js` -> `.ts`, extensionless, `index`, never a `.d.ts`),
// which callees resolve to a function of another module (named, default, namespace, re-exports, an exported
// object's or instance's method) and which never do (a package, a type-only import, a local of the same
// name), the cache by file (an edited file is read again), and the rules through ESLint's API: Pinecone's
// shared `formatError(e)` in another module, Context7's data helper in another module, `readImportedModules: false`.
import { writeFileSync, mkdirSync, utimesSync } from "node:fs";
import { dirname, join } from "node:path";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { afterAll, describe, expect, it } from "vitest";
import { parseModule } from "../../src/core/analysis/program-modules.js";
import { rememberFileLocation } from "../../src/core/analysis/modules.js";
import { importedFunctionOf, resolveSpecifier } from "../../src/core/analysis/relative-imports.js";
import { lintProject, makeTempDir, removeTempDirs } from "../helpers.js";

afterAll(removeTempDirs);

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A file of `dir` parsed as a rule sees it, with its location known (as getSettings records it). */
function parseFile(dir: string, path: string, text: string): Readonly<TSESLint.SourceCode> {
  const filename = join(dir, path);
  const { sourceCode } = parseModule(text, filename);
  rememberFileLocation(sourceCode.ast, { filename, cwd: dir });
  return sourceCode;
}

/** The callees of the calls in the array `export const calls = [...]` of a file. */
function calleesOf(sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.Node[] {
  const declaration = sourceCode.ast.body.find((statement) => statement.type === "ExportNamedDeclaration") as TSESTree.ExportNamedDeclaration;
  const array = (declaration.declaration as TSESTree.VariableDeclaration).declarations[0]!.init as TSESTree.ArrayExpression;
  return array.elements.map((element) => (element as TSESTree.CallExpression).callee);
}

describe("resolveSpecifier", () => {
  const dir = makeTempDir("relative-resolve");
  writeFiles(dir, {
    "src/errors.ts": "export {};\n",
    "src/errors.js": "export {};\n",
    "src/only-js.js": "export {};\n",
    "src/lib/index.ts": "export {};\n",
    "src/types.d.ts": "export {};\n",
    "src/view.tsx": "export {};\n",
  });
  const importer = join(dir, "src/tool.ts");

  it("resolves as TypeScript does: a `.js` specifier to the `.ts` source, `.js` itself when only it exists, extensions and `index`", () => {
    expect(resolveSpecifier(importer, "./errors.js")).toBe(join(dir, "src/errors.ts"));
    expect(resolveSpecifier(importer, "./only-js.js")).toBe(join(dir, "src/only-js.js"));
    expect(resolveSpecifier(importer, "./errors")).toBe(join(dir, "src/errors.ts"));
    expect(resolveSpecifier(importer, "./lib")).toBe(join(dir, "src/lib/index.ts"));
    expect(resolveSpecifier(importer, "./view.js")).toBe(join(dir, "src/view.tsx"));
  });

  it("from a JavaScript file, a `.js` specifier is that file", () => {
    expect(resolveSpecifier(join(dir, "src/tool.js"), "./errors.js")).toBe(join(dir, "src/errors.js"));
  });

  it("never a declaration file or a missing file", () => {
    expect(resolveSpecifier(importer, "./types")).toBeUndefined();
    expect(resolveSpecifier(importer, "./missing.js")).toBeUndefined();
  });
});

describe("importedFunctionOf", () => {
  const dir = makeTempDir("relative-callees");
  writeFiles(dir, {
    "src/lib/format.ts": [
      "export function formatFailure(error: unknown): string {",
      "  return String(error);",
      "}",
      "export const firstLine = (text: string): string => text.split(\"\\n\")[0] ?? \"\";",
      "export default function describe(error: unknown): string {",
      "  return String(error);",
      "}",
      "export const toolErrors = {",
      "  fromCaught(error: unknown) {",
      "    return String(error);",
      "  },",
      "};",
      "class ConfigManager {",
      "  async getConfig() {",
      "    return {};",
      "  }",
      "  static create() {",
      "    return new ConfigManager();",
      "  }",
      "}",
      "export const configManager = new ConfigManager();",
      "export { ConfigManager };",
      "export type Formatter = (error: unknown) => string;",
      "",
    ].join("\n"),
    "src/lib/index.ts": 'export { formatFailure as toText } from "./format.js";\nexport * from "./format.js";\n',
    // A barrel written by hand, an object of shorthand properties frozen, an instance of a class of a third module.
    "src/lib/barrel.ts": [
      'import { formatFailure, ConfigManager } from "./format.js";',
      "export { formatFailure };",
      "export const frozen = Object.freeze({ formatFailure });",
      "export const manager = new ConfigManager();",
      "",
    ].join("\n"),
    "src/index.ts": 'export { formatFailure as fromRoot } from "./lib/format.js";\n',
    "src/lib/broken.ts": "export function broken( {\n",
    "src/lib/types.ts": "export function typed(): string {\n  return \"\";\n}\n",
  });
  const main = [
    'import { z } from "zod";',
    'import describe from "./lib/format.js";',
    'import { toText, firstLine, toolErrors, configManager, ConfigManager } from "./lib/index.js";',
    'import * as lib from "./lib/index.js";',
    'import { broken } from "./lib/broken.js";',
    'import type { typed } from "./lib/types.js";',
    'import { formatFailure as fromBarrel, frozen, manager } from "./lib/barrel.js";',
    'import { fromRoot } from ".";',
    "function local(error: unknown): string {",
    "  return String(error);",
    "}",
    "export const calls = [toText(1), firstLine(\"a\"), describe(2), lib.formatFailure(3), toolErrors.fromCaught(4), configManager.getConfig(), ConfigManager.create(), broken(), typed(), z.string(), local(5), configManager.missing(), fromBarrel(6), frozen.formatFailure(7), manager.getConfig(), fromRoot(8)];",
    "",
  ].join("\n");

  it("resolves named, default and namespace imports through re-exports and renames, and methods of exported objects, instances and classes", () => {
    const sourceCode = parseFile(dir, "src/main.ts", main);
    expect(calleesOf(sourceCode).map((callee) => importedFunctionOf(sourceCode, callee)?.label ?? null)).toEqual([
      "formatFailure() (src/lib/format.ts:1)", // named as declared (imported as `toText`)
      "firstLine() (src/lib/format.ts:4)",
      "describe() (src/lib/format.ts:5)",
      "formatFailure() (src/lib/format.ts:1)",
      "fromCaught() (src/lib/format.ts:9)",
      "getConfig() (src/lib/format.ts:14)", // a method of the class the exported instance is made from
      "create() (src/lib/format.ts:17)", // a static method of an exported class
      null, // a module that does not parse: its calls stay unknown
      null, // a type-only import
      null, // a package
      null, // a function of this file (the per-file analysis has it)
      null, // a method the class does not have
      "formatFailure() (src/lib/format.ts:1)", // `import { f } from ...; export { f };`
      "formatFailure() (src/lib/format.ts:1)", // a shorthand property of an `Object.freeze`d object
      "getConfig() (src/lib/format.ts:14)", // an exported instance of a class imported from a third module
      "formatFailure() (src/lib/format.ts:1)", // `from "."`: the directory's index
    ]);
  });

  it("parses a module once while its file is unchanged, and again after an edit", () => {
    const first = parseFile(dir, "src/main.ts", main);
    const callee = calleesOf(first)[0]!;
    const module = importedFunctionOf(first, callee)!.module;
    const second = parseFile(dir, "src/main.ts", main);
    expect(importedFunctionOf(second, calleesOf(second)[0]!)!.module).toBe(module);
    // An editor saves the helper: its size or time changes, and the next lint reads it again.
    const path = join(dir, "src/lib/format.ts");
    writeFileSync(path, `// edited\n${"export function formatFailure(error: unknown): string {\n  return \"failed\";\n}\n"}`);
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    const third = parseFile(dir, "src/main.ts", main);
    const edited = importedFunctionOf(third, calleesOf(third)[0]!)!;
    expect(edited.module).not.toBe(module);
    expect(edited.label).toBe("formatFailure() (src/lib/format.ts:2)");
  });

  it("sees a module created behind an unchanged barrel (what an import resolves to is checked at each lint)", () => {
    const fresh = makeTempDir("relative-created");
    writeFiles(fresh, { "src/lib/index.ts": 'export * from "./late.js";\n', "src/main.ts": "" });
    const tool = 'import { describe } from "./lib/index.js";\nexport const calls = [describe(1)];\n';
    const before = parseFile(fresh, "src/main.ts", tool);
    expect(importedFunctionOf(before, calleesOf(before)[0]!)).toBeUndefined();
    writeFiles(fresh, { "src/lib/late.ts": "export function describe(error: unknown): string {\n  return String(error);\n}\n" });
    const after = parseFile(fresh, "src/main.ts", tool);
    expect(importedFunctionOf(after, calleesOf(after)[0]!)?.label).toBe("describe() (src/lib/late.ts:1)");
  });

  it("resolves nothing for a file whose location is unknown (ESLint's `<text>`)", () => {
    const { sourceCode } = parseModule(main, "main.ts");
    expect(calleesOf(sourceCode).map((callee) => importedFunctionOf(sourceCode, callee))).toEqual(calleesOf(sourceCode).map(() => undefined));
  });
});

// Pinecone's MCP server (0.3.0): every database tool's catch-all returns `errorResult(formatError(e))`, both
// helpers in `tools/common/format-error.ts`; `formatError` returns `e.message`.
const FORMAT_ERROR = `import { Errors } from "@pinecone-database/pinecone";

const ERROR_GUIDANCE: [new (...args: never[]) => Error, string][] = [
  [Errors.PineconeNotFoundError, "The requested resource does not exist. Do not retry with the same input."],
];

/** Formats an unknown error value for display in tool error responses. */
export function formatError(e: unknown): string {
  if (!(e instanceof Error)) {
    return String(e);
  }
  const entry = ERROR_GUIDANCE.find(([errorClass]) => e instanceof errorClass);
  return entry ? \`\${e.message}\\n\\nNext step: \${entry[1]}\` : e.message;
}

/** A message this server writes, whatever failed. */
export function describeFailure(_e: unknown): string {
  return "The request failed. Check the index name and try again.";
}

/** Builds the standard MCP error result returned by all tools. */
export function errorResult(text: string) {
  return { isError: true, content: [{ type: "text" as const, text }] };
}
`;

const REGISTER_TOOL = (formatter: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Pinecone } from "@pinecone-database/pinecone";
import { errorResult, ${formatter} } from "../common/format-error.js";

export function registerDescribeIndex(server: McpServer, pc: Pinecone) {
  server.registerTool("describe-index", { description: "Describe an index", inputSchema: { name: z.string() } }, async ({ name }) => {
    try {
      const index = await pc.describeIndex(name);
      return { content: [{ type: "text", text: JSON.stringify(index, null, 2) }] };
    } catch (e) {
      return errorResult(${formatter}(e));
    }
  });
}
`;

describe("rules across relative imports, untyped", () => {
  it("reports a caught error's message returned by a formatter of another module, into an error result built by another", async () => {
    const dir = makeTempDir("relative-pinecone");
    writeFiles(dir, { "src/tools/common/format-error.ts": FORMAT_ERROR, "src/tools/database/describe-index.ts": REGISTER_TOOL("formatError") });
    const messages = await lintProject(dir, ["src/tools/database/describe-index.ts"], "recommended");
    expect(messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)).toEqual(["12:26 agent-errors/no-untrusted-error-message"]);
    expect(messages[0]!.message).toContain("`formatError(e)` (a caught error, line 11)");
    expect(messages[0]!.message).toContain("via `formatError()` (src/tools/common/format-error.ts:8), `errorResult()` (src/tools/common/format-error.ts:22) (its return on line 10, when `!(e instanceof Error)`)");
  });

  it("does not report a formatter of another module that writes its own message", async () => {
    const dir = makeTempDir("relative-pinecone-own");
    writeFiles(dir, { "src/tools/common/format-error.ts": FORMAT_ERROR, "src/tools/database/describe-index.ts": REGISTER_TOOL("describeFailure") });
    expect(await lintProject(dir, ["src/tools/database/describe-index.ts"], "recommended")).toEqual([]);
  });

  it("past three modules deep a call is unknown, whatever it is given: a chain that ends in a constant is not reported", async () => {
    const dir = makeTempDir("relative-chain");
    const files: Record<string, string> = { "src/tools/common/format-error.ts": FORMAT_ERROR, "src/tools/database/describe-index.ts": REGISTER_TOOL("h0").replace('import { errorResult, h0 } from "../common/format-error.js";', 'import { errorResult } from "../common/format-error.js";\nimport { h0 } from "../../lib/h0.js";') };
    for (let index = 0; index < 5; index++) {
      files[`src/lib/h${index}.ts`] =
        index < 4
          ? `import { h${index + 1} } from "./h${index + 1}.js";\nexport function h${index}(e: unknown): string {\n  return "h${index}: " + h${index + 1}(e);\n}\n`
          : `export function h${index}(_e: unknown): string {\n  return "The request failed.";\n}\n`;
    }
    writeFiles(dir, files);
    expect(await lintProject(dir, ["src/tools/database/describe-index.ts"], "recommended")).toEqual([]);
  });

  it("stays within the file with `readImportedModules: false`", async () => {
    const dir = makeTempDir("relative-pinecone-off");
    writeFiles(dir, { "src/tools/common/format-error.ts": FORMAT_ERROR, "src/tools/database/describe-index.ts": REGISTER_TOOL("formatError") });
    const lint = async (readImportedModules: boolean) =>
      (await lintProject(dir, ["src/tools/database/describe-index.ts"], "recommended", undefined, { settings: { "agent-errors": { readImportedModules } } })).map((message) => message.ruleId);
    expect(await lint(true)).toEqual(["agent-errors/no-untrusted-error-message"]);
    expect(await lint(false)).toEqual([]);
  });

  it("reports a tool that shows a data helper's failure text of another module as its data (Context7)", async () => {
    const dir = makeTempDir("relative-context7");
    writeFiles(dir, {
      "src/lib/api.ts": `export async function fetchLibraryContext(libraryId: string): Promise<{ data: string }> {
  try {
    const response = await fetch(\`https://context7.com/api/v2/context?libraryId=\${encodeURIComponent(libraryId)}\`);
    if (!response.ok) return { data: \`Request failed with status \${response.status}\` };
    return { data: await response.text() };
  } catch (error) {
    return { data: \`Error fetching library context. Please try again later. \${String(error)}\` };
  }
}
`,
      "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchLibraryContext } from "./lib/api.js";

const server = new McpServer({ name: "context7", version: "1.0.0" });
server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`,
    });
    const messages = await lintProject(dir, ["src/index.ts"], "recommended");
    const reports = messages.filter((message) => message.ruleId === "agent-errors/require-tool-error-result");
    expect(reports.map((message) => message.line)).toEqual([8]);
    expect(reports[0]!.message).toContain("src/lib/api.ts");
  });
});
