// The references the project-wide codemod lists callers from (codemods/typed/references.ts): found by one pass
// over the files' text and the checker, they must be the ones the language service's `findReferences` finds,
// through the shapes an agent-tool codebase uses to pass its tools around.
import { Project, ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { ProjectReferences } from "../../../codemods/typed/references.js";

const FILES: Record<string, string> = {
  "/src/tools/read.ts": `import { tool } from "./tool";
export const readTool = tool({ execute: async ({ path }: { path: string }) => path });
export function describeRead() {
  // readTool is mentioned in a comment, and "readTool" in a string: neither is a reference.
  return "readTool";
}
`,
  "/src/tools/tool.ts": `export function tool<T>(options: T): T {
  return options;
}
`,
  "/src/tools/index.ts": `export { readTool } from "./read";
export { readTool as fileReader } from "./read";
export * from "./read";
`,
  "/src/agent/builtin.ts": `import { readTool } from "../tools";
import { readTool as reader } from "../tools/read";
import * as tools from "../tools/read";
export const builtinTools = { readTool, read: reader, other: tools.readTool };
export const list = [readTool];
export async function run() {
  await readTool.execute({ path: "a" });
  await reader.execute({ path: "b" });
  await tools.readTool.execute({ path: "c" });
}
`,
  "/src/agent/runner.ts": `import { builtinTools } from "./builtin";
import { fileReader } from "../tools";
export async function runAll() {
  await builtinTools.read.execute({ path: "d" });
  await builtinTools.readTool.execute({ path: "e" });
  await fileReader.execute({ path: "f" });
}
`,
  "/src/agent/unrelated.ts": `// A same-named local of another module is another thing.
const readTool = { execute: async () => "local" };
export const local = () => readTool.execute();
export const describe = { readTool: "a key" };
`,
};

const DEFAULT_EXPORT: Record<string, string> = {
  "/src/agent/default.ts": `import { readTool } from "../tools/read";
export default readTool;
`,
  "/src/agent/uses-default.ts": `import reading from "./default";
export const viaDefault = () => reading.execute({ path: "g" });
`,
};

function load(files: Record<string, string> = FILES): { project: Project; service: ts.LanguageService; program: ts.Program } {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler } });
  for (const [path, text] of Object.entries(files)) project.createSourceFile(path, text);
  const service = project.getLanguageService().compilerObject;
  return { project, service, program: service.getProgram()! };
}

/** `file:line:text` of a reference, with the line's code around it. */
function describeAt(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${file.fileName.replace("/src/", "")}:${line + 1} ${node.parent.getText(file).replace(/\s+/g, " ").slice(0, 50)}`;
}

/** The declaring name: the first identifier with this text in the file, not in a comment or string. */
function nameIn(program: ts.Program, path: string, text: string, nth = 0): ts.Identifier {
  const file = program.getSourceFile(path)!;
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === text) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found[nth]!;
}

function withLanguageService(service: ts.LanguageService, program: ts.Program, name: ts.Identifier): string[] {
  const file = name.getSourceFile();
  const found: string[] = [];
  for (const symbol of service.findReferences(file.fileName, name.getStart(file)) ?? []) {
    for (const reference of symbol.references) {
      if (reference.isDefinition) continue;
      const source = program.getSourceFile(reference.fileName)!;
      let node: ts.Node = source;
      for (;;) {
        const next: ts.Node | undefined = node.getChildren(source).find((child) => child.getStart(source) <= reference.textSpan.start && reference.textSpan.start < child.end);
        if (!next) break;
        node = next;
      }
      // Import and export specifiers are definitions of aliases, and a variable's own name (listed from a
      // shorthand property) is its declaration, not a use: the codemod skips them either way.
      if (ts.isImportSpecifier(node.parent) || ts.isExportSpecifier(node.parent) || ts.isImportClause(node.parent) || ts.isExportAssignment(node.parent)) continue;
      if ((ts.isVariableDeclaration(node.parent) || ts.isFunctionDeclaration(node.parent)) && node.parent.name === node) continue;
      found.push(describeAt(node));
    }
  }
  return [...new Set(found)].sort();
}

describe("ProjectReferences", () => {
  it("finds what findReferences finds: imports, re-exports, renamed imports and exports, namespaces, shorthand and keyed map properties", () => {
    const { service, program } = load();
    const references = new ProjectReferences(program, program.getTypeChecker(), service, (file) => !file.isDeclarationFile);
    references.expect(["readTool"]);
    const name = nameIn(program, "/src/tools/read.ts", "readTool");
    const found = [...new Set(references.referencesTo(name).map(describeAt))].sort();
    expect(found).toEqual(withLanguageService(service, program, name));
    // Not the same-named local of unrelated.ts, its key, nor the comment and the string of read.ts.
    expect(found.some((entry) => entry.startsWith("agent/unrelated.ts") || entry.startsWith("tools/read.ts"))).toBe(false);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^agent\/builtin\.ts:7 readTool\.execute/),
        expect.stringMatching(/^agent\/builtin\.ts:8 reader\.execute/),
        expect.stringMatching(/^agent\/builtin\.ts:9 tools\.readTool/),
        expect.stringMatching(/^agent\/runner\.ts:6 fileReader\.execute/),
        expect.stringMatching(/^agent\/builtin\.ts:5 \[readTool\]/),
      ]),
    );
  });

  it("a map property: the reads through the object (`builtinTools.read`), as findReferences reads them", () => {
    const { service, program } = load();
    const references = new ProjectReferences(program, program.getTypeChecker(), service, (file) => !file.isDeclarationFile);
    const keyed = nameIn(program, "/src/agent/builtin.ts", "read", 0);
    expect(keyed.parent.kind).toBe(ts.SyntaxKind.PropertyAssignment);
    expect(references.referencesTo(keyed).map(describeAt)).toEqual(withLanguageService(service, program, keyed));
    expect(references.referencesTo(keyed).map(describeAt)).toEqual([expect.stringMatching(/^agent\/runner\.ts:4 builtinTools\.read/)]);
    // A shorthand property is a property and a use of the variable: both sides are found.
    const shorthand = nameIn(program, "/src/agent/builtin.ts", "readTool", 2);
    expect(shorthand.parent.kind).toBe(ts.SyntaxKind.ShorthandPropertyAssignment);
    const found = [...new Set(references.referencesTo(shorthand).map(describeAt))].sort();
    expect(found).toEqual(withLanguageService(service, program, shorthand));
    expect(found).toContainEqual(expect.stringMatching(/^agent\/runner\.ts:5 builtinTools\.readTool/));
  });

  it("a tool reached through a default export is left to findReferences, which follows it", () => {
    const { service, program } = load({ ...FILES, ...DEFAULT_EXPORT });
    const references = new ProjectReferences(program, program.getTypeChecker(), service, (file) => !file.isDeclarationFile);
    const name = nameIn(program, "/src/tools/read.ts", "readTool");
    const found = [...new Set(references.referencesTo(name).map(describeAt))].sort();
    expect(found).toEqual(withLanguageService(service, program, name));
    expect(found).toContainEqual(expect.stringMatching(/^agent\/uses-default\.ts:2 reading\.execute/));
  });
});
