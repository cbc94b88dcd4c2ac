/**
 * Whether a module of the project exports a name, read from its file: for a codemod that adds an import
 * (`import { agentTool } from "./utils"`) and must not add one that does not resolve. Only relative
 * specifiers are read (`./utils` -> `utils.ts`, `utils/index.ts`, `utils.js` -> `utils.ts`); a package, a
 * path alias, a CommonJS module or a file that does not parse is "unknown", and the codemod goes ahead as
 * before. `export * from` is followed (a few levels deep, without loops). Also the module option
 * (`--agent-tool-from`) that names such a module, and the relative specifier each file imports it by.
 */
import { readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { resolveSourceFile, resolveSpecifier } from "../../src/core/analysis/relative-imports.js";
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { parserFor, parseSource } from "./parsers.js";

function exportedName(node: TSESTree.Identifier | TSESTree.StringLiteral): string {
  return node.type === AST_NODE_TYPES.Identifier ? node.name : node.value;
}

export type ExportAnswer = { kind: "yes" } | { kind: "no"; file: string } | { kind: "unknown" };

const MAX_DEPTH = 5;

interface ModuleExports {
  names: ReadonlySet<string>;
  /** `export * from "m"` sources, to follow. */
  starFrom: readonly string[];
  /** Something that can export any name: CommonJS, `export =`, a file that does not parse. */
  open: boolean;
}

const cache = new Map<string, { mtimeMs: number; exports: ModuleExports }>();

function readExports(file: string): ModuleExports | undefined {
  let mtimeMs: number;
  let text: string;
  try {
    mtimeMs = statSync(file).mtimeMs;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.exports;
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const parserName = parserFor(file);
  let program: TSESTree.Program;
  try {
    if (!parserName) return undefined;
    program = parseSource(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, parserName).ast;
  } catch {
    return undefined;
  }
  const names = new Set<string>();
  const starFrom: string[] = [];
  let open = /\bmodule\.exports\b|\bexports\.[A-Za-z_$]/.test(text);
  for (const statement of program.body) {
    if (statement.type === AST_NODE_TYPES.ExportNamedDeclaration) {
      const declaration = statement.declaration;
      if (declaration && "id" in declaration && declaration.id?.type === AST_NODE_TYPES.Identifier) names.add(declaration.id.name);
      if (declaration?.type === AST_NODE_TYPES.VariableDeclaration) {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type === AST_NODE_TYPES.Identifier) names.add(declarator.id.name);
          else open = true; // `export const { a, b } = ...`: not worth reading further
        }
      }
      for (const specifier of statement.specifiers) names.add(exportedName(specifier.exported));
    } else if (statement.type === AST_NODE_TYPES.ExportAllDeclaration) {
      if (statement.exported) names.add(exportedName(statement.exported));
      else starFrom.push(statement.source.value);
    } else if (statement.type === AST_NODE_TYPES.TSExportAssignment) {
      open = true;
    }
  }
  const exports = { names, starFrom, open };
  cache.set(file, { mtimeMs, exports });
  return exports;
}

/** Whether the module `specifier`, imported from the file `importer`, exports `name`. */
export function moduleExports(importer: string, specifier: string, name: string): ExportAnswer {
  const file = resolveSpecifier(importer, specifier);
  return file ? fileExports(file, name) : { kind: "unknown" };
}

/** Whether the module file `file` exports `name`. */
function fileExports(file: string, name: string): ExportAnswer {
  const seen = new Set<string>();
  const work: { file: string; depth: number }[] = [{ file, depth: 0 }];
  let unknown = false;
  while (work.length > 0) {
    const next = work.pop()!;
    if (seen.has(next.file)) continue;
    seen.add(next.file);
    const exports = readExports(next.file);
    if (!exports || exports.open) {
      unknown = true;
      continue;
    }
    if (exports.names.has(name)) return { kind: "yes" };
    for (const source of exports.starFrom) {
      const target = resolveSpecifier(next.file, source);
      if (!target || next.depth + 1 > MAX_DEPTH) unknown = true;
      else work.push({ file: target, depth: next.depth + 1 });
    }
  }
  return unknown ? { kind: "unknown" } : { kind: "no", file };
}

/** The relative specifier by which the file `importer` imports the module path `target` (`../internal/utils.js`). */
export function relativeSpecifier(importer: string, target: string): string {
  const path = relative(dirname(importer), target).split(sep).join("/");
  return path.startsWith(".") ? path : `./${path}`;
}

/** The module a module option names: a module of the project (its path as given, made absolute, and its source file), or a package. */
export type ModuleTarget = { path: string; file: string } | { module: string };

/**
 * A codemod's module option (`--agent-tool-from <module>`), which `name` is imported from: a path (starting
 * with `.` or `/`) is relative to the working directory, and each file imports it by its own relative
 * specifier ({@link relativeSpecifier}); anything else is a package, written as is. A path that names no
 * module, or one whose file does not export `name`, is the problem said instead: every import of it would
 * not resolve. (A module whose exports cannot be read, CommonJS for one, is taken.)
 */
export function moduleOption(cwd: string, flag: string, value: string, name: string): ModuleTarget | { problem: string } {
  if (!value.startsWith(".") && !value.startsWith("/")) return { module: value };
  const path = resolve(cwd, value);
  const file = resolveSourceFile(path);
  if (!file) return { problem: `${flag}: no module at ${value} (a path starting with . is relative to the working directory)` };
  if (fileExports(file, name).kind === "no") return { problem: `${flag}: ${value} (${relative(cwd, file).split(sep).join("/")}) does not export \`${name}\`, so the import would not resolve` };
  return { path, file };
}
