// The untyped presets' parser (src/parser.ts): the TypeScript parser, with a module parsed once per process.
// A file that a rule has read as another file's import is handed that parse when ESLint lints the same text
// (and the modules it read are unchanged); ESLint's parse of a file it lints serves a file linted next that
// imports it. Anything but the options ESLint gives a module file of the presets is the TypeScript parser's.
// End to end: the same messages as with the TypeScript parser, in either order, `eslint-disable` comments of
// a shared module included.
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import tsParser from "@typescript-eslint/parser";
import type { Linter } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { parser } from "../src/parser.js";
import { rememberFileLocation } from "../src/core/analysis/modules.js";
import { moduleSourceCode } from "../src/core/analysis/program-modules.js";
import { importedFunctionOf } from "../src/core/analysis/relative-imports.js";
import { lintProject, makeTempDir, removeTempDirs } from "./helpers.js";

afterAll(removeTempDirs);

const ESLINT_OPTIONS = { ecmaVersion: 2026, sourceType: "module", loc: true, range: true, tokens: true, comment: true, eslintVisitorKeys: true, eslintScopeManager: true } as const;

const FORMAT = `// Shared formatting of tool failures.
export function formatError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
`;
const TOOL = `import { formatError } from "./format.js";
export const calls = [formatError(new Error("x"))];
`;

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** ESLint's parse of a file through the presets' parser, with the options it gives a module file. */
function eslintParse(dir: string, path: string, text: string, extra: Record<string, unknown> = {}): TSESTree.Program {
  return parser.parseForESLint(text, { ...ESLINT_OPTIONS, filePath: join(dir, path), ...extra } as never).ast as TSESTree.Program;
}

/** The tree of the module that `formatError` of the tool file resolves to, as a rule would read it. */
function readModuleTree(dir: string): TSESTree.Program | undefined {
  const filename = join(dir, "src/tool.ts");
  const sourceCode = moduleSourceCode(TOOL, tsParser.parseForESLint(TOOL, { ...ESLINT_OPTIONS, filePath: filename }));
  rememberFileLocation(sourceCode.ast, { filename, cwd: dir });
  const declaration = sourceCode.ast.body[1] as TSESTree.ExportNamedDeclaration;
  const call = ((declaration.declaration as TSESTree.VariableDeclaration).declarations[0]!.init as TSESTree.ArrayExpression).elements[0] as TSESTree.CallExpression;
  return importedFunctionOf(sourceCode as Readonly<TSESLint.SourceCode>, call.callee)?.module.sourceCode.ast;
}

describe("the presets' parser", () => {
  it("hands ESLint the parse of a module a rule has read, for the same text, with its comments", () => {
    const dir = makeTempDir("parser-backward");
    writeFiles(dir, { "src/format.ts": FORMAT });
    const read = readModuleTree(dir);
    expect(read).toBeDefined();
    const linted = eslintParse(dir, "src/format.ts", FORMAT);
    expect(linted).toBe(read);
    expect(linted.comments?.map((comment) => comment.value)).toEqual([" Shared formatting of tool failures."]);
  });

  it("a module that starts with `#!` (a server's entry point) is one parse: ESLint lints its text with the line as a `//` comment", () => {
    const dir = makeTempDir("parser-shebang");
    const text = `#!/usr/bin/env node\n${FORMAT}`;
    writeFiles(dir, { "src/format.ts": text });
    const read = readModuleTree(dir);
    expect(read).toBeDefined();
    // ESLint hands the parser the text with `#!` replaced by `//` (the same length): the same parse.
    expect(eslintParse(dir, "src/format.ts", text.replace(/^#!/, "//"))).toBe(read);
  });

  it("parses again for another text (an editor's unsaved buffer), other parser options, or a CommonJS file", () => {
    const dir = makeTempDir("parser-options");
    writeFiles(dir, { "src/format.ts": FORMAT });
    const read = readModuleTree(dir);
    expect(eslintParse(dir, "src/format.ts", FORMAT, { ecmaFeatures: { jsx: true } })).not.toBe(read);
    expect(eslintParse(dir, "src/format.ts", FORMAT, { jsxPragma: "h" })).not.toBe(read);
    expect(eslintParse(dir, "src/format.ts", FORMAT, { sourceType: "commonjs" })).not.toBe(read);
    // The same text and options again: shared.
    expect(eslintParse(dir, "src/format.ts", FORMAT)).toBe(read);
    // Another text (a buffer not saved): parsed, and the module is read from disk again at its next import.
    expect(eslintParse(dir, "src/format.ts", `${FORMAT}// edited\n`)).not.toBe(read);
    const again = readModuleTree(dir);
    expect(again).not.toBe(read);
    expect(eslintParse(dir, "src/format.ts", FORMAT)).toBe(again);
  });

  it("keeps ESLint's parse of a file it lints for a file linted next that imports it", () => {
    const dir = makeTempDir("parser-forward");
    writeFiles(dir, { "src/format.ts": FORMAT });
    const linted = eslintParse(dir, "src/format.ts", FORMAT);
    expect(readModuleTree(dir)).toBe(linted);
  });

  it("keeps the most recent parses up to a total size of their texts: many small files, fewer large ones", () => {
    // Sixty small files linted after the module (more than a window of 32 files would keep): its parse is kept.
    const small = makeTempDir("parser-window-small");
    writeFiles(small, { "src/format.ts": FORMAT });
    const linted = eslintParse(small, "src/format.ts", FORMAT);
    for (let index = 0; index < 60; index++) eslintParse(small, `src/tools/tool${index}.ts`, `export const tool${index} = ${index};\n`);
    expect(readModuleTree(small)).toBe(linted);
    // 600 KB of larger files linted after it: its parse is dropped, and the module is parsed when it is read.
    const large = makeTempDir("parser-window-large");
    writeFiles(large, { "src/format.ts": FORMAT });
    const dropped = eslintParse(large, "src/format.ts", FORMAT);
    const rows = `export const rows = [${'"row",'.repeat(7_000)}];\n`;
    for (let index = 0; index < 15; index++) eslintParse(large, `src/data/rows${index}.ts`, rows);
    const read = readModuleTree(large);
    expect(read).toBeDefined();
    expect(read).not.toBe(dropped);
  });

  it("a module whose text on disk differs from what ESLint parsed (an unsaved buffer) is read from disk", () => {
    const dir = makeTempDir("parser-buffer");
    writeFiles(dir, { "src/format.ts": FORMAT });
    const buffer = eslintParse(dir, "src/format.ts", `${FORMAT}export const unsaved = 1;\n`);
    const read = readModuleTree(dir);
    expect(read).toBeDefined();
    expect(read).not.toBe(buffer);
  });
});

describe("the presets' parser through ESLint", () => {
  const files = {
    "package.json": JSON.stringify({ type: "module" }),
    "src/lib/errors.ts": `#!/usr/bin/env node
// Error results of the tools.
export function errorResult(text: string) {
  return { isError: true, content: [{ type: "text" as const, text }] };
}
export function describeFailure(error: unknown): string {
  return \`Request failed: \${(error as Error).message}\`;
}
export async function loadProject(id: string) {
  try {
    const response = await fetch(\`https://api.example.com/projects/\${id}\`);
    return await response.json();
  } catch (error) {
    // eslint-disable-next-line agent-errors/no-untrusted-error-message
    return errorResult(\`Could not load \${id}: \${(error as Error).message}\`);
  }
}
`,
    "src/tools/project.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { describeFailure, errorResult } from "../lib/errors.js";

export function register(server: McpServer) {
  server.registerTool("get_project", {}, async () => {
    try {
      const response = await fetch("https://api.example.com/project");
      return { content: [{ type: "text", text: await response.text() }] };
    } catch (error) {
      return errorResult(describeFailure(error));
    }
  });
}
`,
  };

  it.each([
    ["the module first", ["src/lib/errors.ts", "src/tools/project.ts"]],
    ["the importer first", ["src/tools/project.ts", "src/lib/errors.ts"]],
  ])("gives the TypeScript parser's messages, %s", async (_, order) => {
    const dir = makeTempDir("parser-eslint");
    writeFiles(dir, files);
    const plain: Linter.Config = { languageOptions: { parser: tsParser as never } };
    const format = (messages: Awaited<ReturnType<typeof lintProject>>): string[] => messages.map((message) => `${message.file}:${message.line}:${message.column} ${message.ruleId}`).sort();
    const shared = format(await lintProject(dir, order, "recommended"));
    // The tool's report at the helper call; the module's own report is disabled by its comment.
    expect(shared).toEqual(["src/tools/project.ts:10:26 agent-errors/no-untrusted-error-message"]);
    expect(format(await lintProject(dir, order, "recommended", undefined, plain))).toEqual(shared);
  });
});

describe("the presets' parser and an edit the file's size and time do not show", () => {
  it("a module ESLint lints with another text than the one read is read again at its next import", () => {
    const dir = makeTempDir("parser-same-stat");
    writeFiles(dir, { "src/format.ts": FORMAT });
    const path = join(dir, "src/format.ts");
    // A whole second, which a file system keeps exactly.
    const time = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    utimesSync(path, time, time);
    const first = readModuleTree(dir);
    // The same size, written back with the same modification time (a tool that restores times).
    const edited = FORMAT.replace("error.message", "error.name!!!");
    expect(edited.length).toBe(FORMAT.length);
    writeFileSync(path, edited);
    utimesSync(path, time, time);
    expect(readModuleTree(dir)).toBe(first);
    // ESLint lints the new text: the module is read again, and the importer sees the edit.
    eslintParse(dir, "src/format.ts", edited);
    const second = readModuleTree(dir);
    expect(second).not.toBe(first);
    expect(second?.range[1]).toBe(edited.length);
  });
});
