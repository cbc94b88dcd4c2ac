// The other modules of a typed program, converted for the cross-module summaries (issue #16): which callees
// resolve to a function of another module (through re-exports, renames, default exports, `const f = () =>`,
// methods of classes and objects), which never do (packages in node_modules, declaration files), and the conversion cached by the
// program's source file, so an edit converts again only the file that changed.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseForESLint } from "@typescript-eslint/parser";
import type { ParserServicesWithTypeInformation, TSESTree } from "@typescript-eslint/utils";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { foreignFunctionOf, moduleOf } from "../../src/core/analysis/program-modules.js";
import { repoRoot } from "../helpers.js";

const dir = join(repoRoot, ".tmp", "program-modules-fixture");
const FILES: Record<string, string> = {
  "lib/format.ts": "export function formatFailure(error: unknown): string {\n  return String(error);\n}\nexport const firstLine = (text: string): string => text.split(\"\\n\")[0] ?? \"\";\nexport default function describe(error: unknown): string {\n  return String(error);\n}\nexport class Formatter {\n  format(error: unknown): string {\n    return String(error);\n  }\n}\nexport class Errors {\n  static toText(error: unknown): string {\n    return String(error);\n  }\n}\nexport class Verbose extends Formatter {}\n",
  "lib/index.ts": 'export { formatFailure as toText } from "./format.js";\nexport * from "./format.js";\n',
  "lib/ambient.d.ts": "export declare function declared(error: unknown): string;\n",
  // Overloads (the implementation is the function), a default-exported object of shorthand properties, a default-exported arrow.
  "lib/parse.ts": "export function parse(text: string): string;\nexport function parse(text: string, strict: boolean): string;\nexport function parse(text: string, strict = false): string {\n  return strict ? text.trim() : text;\n}\n",
  "lib/api.ts": "async function getProject(id: string) {\n  return { id };\n}\nexport default { getProject };\n",
  "lib/run.ts": "export default async (name: string) => ({ name });\n",
  "main.ts": [
    'import { z } from "zod";',
    'import describe from "./lib/format.js";',
    'import { toText, firstLine, Formatter, Errors, Verbose } from "./lib/index.js";',
    'import * as lib from "./lib/index.js";',
    'import { declared } from "./lib/ambient.js";',
    'import { parse } from "./lib/parse.js";',
    'import api from "./lib/api.js";',
    'import run from "./lib/run.js";',
    "function local(error: unknown): string {",
    "  return String(error);",
    "}",
    "const formatter = new Formatter();",
    "const verbose = new Verbose();",
    "export const calls = [toText(1), firstLine(\"a\"), describe(2), lib.formatFailure(3), new Formatter().format(4), declared(5), z.string(), local(6), parse(\"a\", true), api.getProject(\"p\"), run(\"r\"), formatter.format(7), Errors.toText(8), lib.Errors.toText(9), verbose.format(10)];",
    "",
  ].join("\n"),
};

/** Source files by name, reused while their text is the same (as an editor's document registry does). */
const documents = new Map<string, ts.SourceFile>();

function program(oldProgram?: ts.Program): ts.Program {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022 };
  // The project's directory is the program's (as with a project service), so files are named from there.
  const base = ts.createCompilerHost(options);
  const host: ts.CompilerHost = {
    ...base,
    getCurrentDirectory: () => dir,
    getSourceFile: (fileName, language) => {
      const text = ts.sys.readFile(fileName);
      const known = documents.get(fileName);
      if (known && known.text === text) return known;
      const file = base.getSourceFile(fileName, language);
      if (file) documents.set(fileName, file);
      return file;
    },
  };
  return ts.createProgram({ rootNames: [join(dir, "main.ts")], options, host, ...(oldProgram ? { oldProgram } : {}) });
}

function write(): void {
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
}

function callees(current: ts.Program): { services: ParserServicesWithTypeInformation; callees: TSESTree.Node[] } {
  const file = join(dir, "main.ts");
  const { ast, services } = parseForESLint(current.getSourceFile(file)!.text, { programs: [current], filePath: file, range: true, loc: true });
  const declaration = ast.body.find((statement) => statement.type === "ExportNamedDeclaration")!;
  const array = ((declaration as TSESTree.ExportNamedDeclaration).declaration as TSESTree.VariableDeclaration).declarations[0]!.init as TSESTree.ArrayExpression;
  return { services: services as ParserServicesWithTypeInformation, callees: array.elements.map((element) => (element as TSESTree.CallExpression | TSESTree.NewExpression).callee) };
}

describe("program modules", () => {
  it("resolves functions of other modules through re-exports, renames, default exports and namespaces; nothing else", () => {
    write();
    const { services, callees: nodes } = callees(program());
    expect(nodes.map((node) => foreignFunctionOf(services, node)?.label ?? null)).toEqual([
      "formatFailure() (lib/format.ts:1)",
      "firstLine() (lib/format.ts:4)",
      "describe() (lib/format.ts:5)",
      "formatFailure() (lib/format.ts:1)",
      "format() (lib/format.ts:9)", // a class's method: its parameters summarized as a function's
      null, // a declaration file
      null, // a package in node_modules
      null, // a function of this file (the per-file analysis has it)
      "parse() (lib/parse.ts:3)", // the implementation of overloads
      "getProject() (lib/api.ts:1)", // a shorthand property of a default-exported object
      "run() (lib/run.ts:1)", // a default-exported arrow, by the name the file gives it
      // Found from declarations, without the checker typing the receiver: a method of the class a `const` is
      // made of, a static method, a static method of a class a namespace import exports.
      "format() (lib/format.ts:9)",
      "toText() (lib/format.ts:14)",
      "toText() (lib/format.ts:14)",
      "format() (lib/format.ts:9)", // inherited: the declarations cannot tell, the checker can
    ]);
  });

  it("converts a module once per source file: an unchanged file is reused by the next program, an edited one is converted again", () => {
    write();
    const first = program();
    const format = first.getSourceFile(join(dir, "lib/format.ts"))!;
    const module = moduleOf(first, format)!;
    expect(module.displayName).toBe("lib/format.ts");
    expect(module.sourceCode.ast.body.length).toBeGreaterThan(0);
    expect(moduleOf(first, format)).toBe(module);
    // The next program after an edit of main.ts only: TypeScript keeps lib/format.ts's source file.
    writeFileSync(join(dir, "main.ts"), `${FILES["main.ts"]}// edited\n`);
    const second = program(first);
    expect(second.getSourceFile(join(dir, "lib/format.ts"))).toBe(format);
    expect(moduleOf(second, format)).toBe(module);
    // An edit of lib/format.ts: a new source file, converted again.
    writeFileSync(join(dir, "lib/format.ts"), `${FILES["lib/format.ts"]}// edited\n`);
    const third = program(second);
    const edited = third.getSourceFile(join(dir, "lib/format.ts"))!;
    expect(edited).not.toBe(format);
    expect(moduleOf(third, edited)).not.toBe(module);
    expect(moduleOf(third, edited)!.sourceCode.text.endsWith("// edited\n")).toBe(true);
  });
});
