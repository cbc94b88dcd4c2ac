/**
 * Import edits for the project-wide codemods, with the core's import edits (the file is parsed once
 * more, as the rules parse it, for them): imports that nothing refers to any
 * more are removed (never dropping a comment), a name is added to an existing import of its module, or
 * a new import line goes after the last import, in the file's style. A module of the project is written
 * as a relative specifier in the style of the file's other relative imports (`./x.js`, `./x`).
 */
import { ts } from "ts-morph";
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { moduleBindings } from "../../src/core/analysis/module-bindings.js";
import { lineEnding } from "../../src/core/fix/edit-plan.js";
import { addImportStatement, addNamedSpecifier, removeBindings, type TextEdit } from "../../src/core/fix/imports.js";
import { relativeSpecifier } from "../shared/module-exports.js";
import { parserFor, parseSource } from "../shared/parsers.js";

export interface ImportRequest {
  kind: "value" | "type";
  name: string;
  /** A module of the project (a path), or a package specifier written as is. */
  target: { file: string } | { module: string };
}

const JS_EXTENSION: Record<string, string> = { ".ts": ".js", ".tsx": ".js", ".mts": ".mjs", ".cts": ".cjs", ".js": ".js", ".jsx": ".js", ".mjs": ".mjs", ".cjs": ".cjs" };

/** The specifier by which `from` imports the module file `to`, in the style of `from`'s relative imports. */
export function moduleSpecifier(sourceFile: ts.SourceFile, from: string, to: string, options: ts.CompilerOptions): string {
  const extension = /\.(d\.ts|tsx?|mts|cts|jsx?|mjs|cjs)$/.exec(to)?.[0] ?? "";
  const path = relativeSpecifier(from, to.slice(0, to.length - extension.length));
  const relativeSpecifiers = sourceFile.statements
    .filter((statement): statement is ts.ImportDeclaration | ts.ExportDeclaration => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
    .map((statement) => statement.moduleSpecifier)
    .filter((specifier): specifier is ts.StringLiteral => !!specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith("."))
    .map((specifier) => specifier.text);
  let style: "js" | "ts" | "none";
  if (relativeSpecifiers.some((specifier) => /\.(m|c)?jsx?$/.test(specifier))) style = "js";
  else if (relativeSpecifiers.some((specifier) => /\.(m|c)?tsx?$/.test(specifier))) style = "ts";
  else if (relativeSpecifiers.length > 0) style = "none";
  else {
    const resolution = options.moduleResolution;
    style = resolution === ts.ModuleResolutionKind.Node16 || resolution === ts.ModuleResolutionKind.NodeNext ? "js" : "none";
  }
  if (extension === ".d.ts" || style === "none") return path;
  return path + (style === "js" ? (JS_EXTENSION[extension] ?? ".js") : extension);
}

export interface ImportPlan {
  edits: TextEdit[];
  /** Imports left in place that nothing uses any more (removing them would drop a comment). */
  kept: { pos: number; name: string }[];
}

/**
 * The import edits of one file: `requests` to add, and the bindings whose every reference is among
 * `replaced` (offsets of identifiers the migration rewrote) to remove.
 */
export function planImports(
  path: string,
  text: string,
  sourceFile: ts.SourceFile,
  checker: ts.TypeChecker,
  options: ts.CompilerOptions,
  requests: readonly ImportRequest[],
  replaced: readonly number[],
): ImportPlan {
  // Nothing to add and nothing replaced: no parse (the result-object style adds no import).
  if (requests.length === 0 && replaced.length === 0) return { edits: [], kept: [] };
  const sourceCode = parseSource(text, parserFor(path) ?? "tsx");
  const body = sourceCode.ast.body;
  const eol = lineEnding(text);
  const replacedSet = new Set(replaced);
  const unused = moduleBindings(sourceCode).filter(
    (binding) => binding.references.some((identifier) => replacedSet.has(identifier.range[0])) && binding.references.every((identifier) => replacedSet.has(identifier.range[0])),
  );
  const { edits, kept } = removeBindings(sourceCode, unused);
  const removed = (node: TSESTree.Node): boolean => edits.some((edit) => edit.range[0] <= node.range[0] && node.range[1] <= edit.range[1]);
  const imports = body.filter((node): node is TSESTree.ImportDeclaration => node.type === AST_NODE_TYPES.ImportDeclaration);

  const seen = new Set<string>();
  for (const request of requests) {
    const key = `${request.kind}\0${request.name}\0${"file" in request.target ? request.target.file : request.target.module}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const specifier = "module" in request.target ? request.target.module : moduleSpecifier(sourceFile, path, request.target.file, options);
    // An import of the same module already there: the name joins it.
    const existing = sourceFile.statements.find((statement): statement is ts.ImportDeclaration => {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
      if (statement.moduleSpecifier.text === specifier) return true;
      if (!("file" in request.target)) return false;
      const module = checker.getSymbolAtLocation(statement.moduleSpecifier);
      const declaration = module?.valueDeclaration ?? module?.declarations?.[0];
      return !!declaration && ts.isSourceFile(declaration) && declaration.fileName === request.target.file;
    });
    const declaration = existing && imports.find((node) => node.range[0] === existing.getStart(sourceFile));
    if (declaration && !removed(declaration) && !(request.kind === "value" && declaration.importKind === "type")) {
      const name = request.kind === "type" && declaration.importKind !== "type" ? `type ${request.name}` : request.name;
      const edit = declaration.specifiers.some((node) => node.type === AST_NODE_TYPES.ImportSpecifier) ? addNamedSpecifier(sourceCode, declaration, name, eol) : undefined;
      if (edit) {
        edits.push(edit);
        continue;
      }
    }
    const anchor = [...imports].reverse().find((node) => !removed(node));
    if (anchor) {
      const edit = addImportStatement(sourceCode, anchor, request.name, specifier, eol);
      if (request.kind === "type") edit.text = edit.text.replace("import {", "import type {");
      edits.push(edit);
      continue;
    }
    // No import stays: the new one takes the place of the first (removed) import, or goes first.
    const quote = /^\s*import[^"']*(["'])/m.exec(text)?.[1] ?? '"';
    const statement = `${request.kind === "type" ? "import type" : "import"} { ${request.name} } from ${quote}${specifier}${quote};`;
    const first = imports[0];
    const removal = first && edits.find((edit) => edit.range[0] <= first.range[0] && first.range[1] <= edit.range[1]);
    if (removal) {
      const blankAfter = /\r?\n[ \t]*\r?\n$/.test(text.slice(removal.range[0], removal.range[1]));
      removal.text = `${removal.text}${statement}${eol}${blankAfter ? eol : ""}`;
    } else {
      const at = body[0]?.range[0] ?? 0;
      edits.push({ range: [at, at], text: `${statement}${eol}${eol}` });
    }
  }
  return { edits, kept: kept.map((binding) => ({ pos: binding.declaration.range[0], name: binding.local })) };
}
