/**
 * Small helpers over the TypeScript compiler's own nodes (the ones ts-morph's program holds): an
 * iterative walk (a 10,000-deep expression cannot overflow it), comments inside a range, positions,
 * the layout of a file (indentation, quotes, line endings) for generated text, and offsets carried
 * through a set of text edits.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { ts } from "ts-morph";
import { indentationAt } from "../../src/core/fix/edit-plan.js";
import type { TextEdit } from "../../src/core/fix/imports.js";

export { indentationAt };

/**
 * Visits `root` and its descendants, parents first. `visit` returns false to skip a node's children.
 * An explicit stack, never recursion.
 */
export function walk(root: ts.Node, visit: (node: ts.Node) => boolean | void): void {
  const stack: ts.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (visit(node) === false) continue;
    const children: ts.Node[] = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
}

export type FunctionNode = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

export function isFunctionNode(node: ts.Node): node is FunctionNode {
  return ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node);
}

/** Any function-like node or class: a boundary that a `throw` or `return` of the outer function does not cross. */
export function isFunctionBoundary(node: ts.Node): boolean {
  return ts.isFunctionLike(node) || ts.isClassLike(node);
}

/** The expression under parentheses, `as`, `satisfies`, `!` and `<T>` casts. */
export function skipOuter(node: ts.Expression): ts.Expression {
  let current = node;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isNonNullExpression(current) || ts.isTypeAssertionExpression(current)) {
      current = current.expression;
    } else if (ts.isSatisfiesExpression(current)) {
      current = current.expression;
    } else {
      return current;
    }
  }
}

/** The parent, skipping the wrappers that {@link skipOuter} skips. */
export function outerParent(node: ts.Node): ts.Node | undefined {
  let current = node.parent;
  while (
    current &&
    (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isNonNullExpression(current) || ts.isSatisfiesExpression(current) || ts.isTypeAssertionExpression(current))
  ) {
    current = current.parent;
  }
  return current;
}

export interface CommentRange {
  pos: number;
  end: number;
  text: string;
}

/** The comments inside `node` (between its first and last token), in order. */
export function commentsIn(sourceFile: ts.SourceFile, node: ts.Node): CommentRange[] {
  const text = sourceFile.text;
  const start = node.getStart(sourceFile);
  const found = new Map<number, CommentRange>();
  const stack: ts.Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    // A comment on the line of the token before is that token's "trailing" comment: both kinds.
    for (const range of [...(ts.getTrailingCommentRanges(text, current.pos) ?? []), ...(ts.getLeadingCommentRanges(text, current.pos) ?? [])]) {
      if (range.pos >= start && range.end <= node.end) found.set(range.pos, { pos: range.pos, end: range.end, text: text.slice(range.pos, range.end) });
    }
    // Tokens too (the children of getChildren include punctuation), so every trivia run is seen.
    if (current.kind >= ts.SyntaxKind.FirstNode || current === node) for (const child of current.getChildren(sourceFile)) stack.push(child);
  }
  return [...found.values()].sort((a, b) => a.pos - b.pos);
}

/** The comments inside `outer` that lie outside every node of `kept` (their text is copied along). */
export function commentsDropped(sourceFile: ts.SourceFile, outer: ts.Node, kept: readonly ts.Node[]): CommentRange[] {
  return commentsIn(sourceFile, outer).filter((comment) => !kept.some((node) => comment.pos >= node.getStart(sourceFile) && comment.end <= node.end));
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** How a file writes code, for the text the codemod generates. */
export interface Layout {
  eol: string;
  /** One level of indentation: two spaces, four, or a tab. */
  indentUnit: string;
  quote: '"' | "'";
  /** Whether multi-line object literals end with a comma. */
  trailingComma: boolean;
  /** Where a generated line should break. */
  width: number;
}

export function layoutOf(sourceFile: ts.SourceFile): Layout {
  const text = sourceFile.text;
  const newline = text.indexOf("\n");
  const eol = newline > 0 && text[newline - 1] === "\r" ? "\r\n" : "\n";
  // The smallest indentation step of the file's lines.
  let indentUnit = "  ";
  let smallest = Infinity;
  for (const match of text.matchAll(/\n([ \t]+)\S/g)) {
    const indent = match[1]!;
    if (indent.startsWith("\t")) {
      indentUnit = "\t";
      break;
    }
    if (indent.length < smallest && indent.length >= 2) {
      smallest = indent.length;
      indentUnit = indent;
    }
  }
  let quote: '"' | "'" = '"';
  let seen = false;
  walk(sourceFile, (node) => {
    if (seen) return false;
    if (ts.isStringLiteral(node)) {
      const raw = text[node.getStart(sourceFile)];
      if (raw === "'" || raw === '"') {
        quote = raw;
        seen = true;
      }
      return false;
    }
    return true;
  });
  // Trailing commas: what the file's multi-line object and array literals do (most of them); with none, yes.
  let withComma = 0;
  let withoutComma = 0;
  walk(sourceFile, (node) => {
    const elements = ts.isObjectLiteralExpression(node) ? node.properties : ts.isArrayLiteralExpression(node) ? node.elements : undefined;
    if (elements && elements.length > 0 && text.slice(elements[elements.length - 1]!.end, node.end).includes("\n")) {
      if (elements.hasTrailingComma) withComma++;
      else withoutComma++;
    }
  });
  const trailingComma = withComma >= withoutComma;
  return { eol, indentUnit, quote, trailingComma, width: formatterWidth(dirname(sourceFile.fileName)) };
}

/** The line width when no formatter configuration says one. */
const DEFAULT_WIDTH = 100;
const widths = new Map<string, { file: string; width: number } | undefined>();

/**
 * The line width the project's formatter keeps, so that the code the codemod writes stays formatted: the
 * nearest configuration above the file (up to the repository's root) of Biome (`formatter.lineWidth`, or
 * `javascript.formatter.lineWidth`; 80 when unset), Prettier (`.prettierrc`, `.prettierrc.json`,
 * `prettier.config` is not read; `printWidth`, 80 when unset; or the `prettier` key of `package.json`) or
 * EditorConfig (`max_line_length`). Without one, 100.
 */
export function formatterWidth(directory: string): number {
  return formatterConfig(directory)?.width ?? DEFAULT_WIDTH;
}

/** The nearest formatter configuration above a directory (see {@link formatterWidth}): its file and width. */
export function formatterConfig(directory: string): { file: string; width: number } | undefined {
  if (widths.has(directory)) return widths.get(directory);
  let found: { file: string; width: number } | undefined;
  for (const [file, read] of WIDTH_SOURCES) {
    const path = join(directory, file);
    if (!existsSync(path)) continue;
    let width: number | undefined;
    try {
      width = read(readFileSync(path, "utf8"), path);
    } catch {
      width = undefined;
    }
    if (width !== undefined) {
      found = { file: path, width };
      break;
    }
  }
  const parent = dirname(directory);
  if (!found && !existsSync(join(directory, ".git")) && parent !== directory) found = formatterConfig(parent);
  widths.set(directory, found);
  return found;
}

function jsonc(text: string, path: string): Record<string, unknown> | undefined {
  const { config } = ts.parseConfigFileTextToJson(path, text) as { config?: unknown };
  return config && typeof config === "object" ? (config as Record<string, unknown>) : undefined;
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
}

function biomeWidth(text: string, path: string): number | undefined {
  const config = jsonc(text, path);
  if (!config) return undefined;
  const javascript = (config.javascript as { formatter?: { lineWidth?: unknown } } | undefined)?.formatter?.lineWidth;
  return positive(javascript) ?? positive((config.formatter as { lineWidth?: unknown } | undefined)?.lineWidth) ?? 80;
}

function prettierWidth(text: string, path: string): number | undefined {
  const config = text.trimStart().startsWith("{") ? jsonc(text, path) : undefined;
  if (config) return positive(config.printWidth) ?? 80;
  // `.prettierrc` in YAML: `printWidth: 120`.
  const yaml = /^\s*printWidth\s*:\s*(\d+)/m.exec(text);
  return yaml ? positive(Number(yaml[1])) : 80;
}

/** Read only with a `prettier` key: a package.json without one says nothing about formatting. */
function packageJsonWidth(text: string, path: string): number | undefined {
  const prettier = jsonc(text, path)?.prettier;
  return prettier && typeof prettier === "object" ? (positive((prettier as { printWidth?: unknown }).printWidth) ?? 80) : undefined;
}

/** `max_line_length` of the `[*]` or a TypeScript/JavaScript section (the first one given). */
function editorconfigWidth(text: string): number | undefined {
  let applies = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const section = /^\[(.*)\]$/.exec(line);
    if (section) {
      applies = section[1] === "*" || /\b(?:ts|js|tsx|jsx|mts|cts)\b/.test(section[1]!);
      continue;
    }
    const entry = /^max_line_length\s*=\s*(\d+)/i.exec(line);
    if (applies && entry) return positive(Number(entry[1]));
  }
  return undefined;
}

const WIDTH_SOURCES: readonly [string, (text: string, path: string) => number | undefined][] = [
  ["biome.json", biomeWidth],
  ["biome.jsonc", biomeWidth],
  [".prettierrc", prettierWidth],
  [".prettierrc.json", prettierWidth],
  ["package.json", packageJsonWidth],
  [".editorconfig", editorconfigWidth],
];

/** Whether an identifier names a property (`a.name`, `{ name: 1 }`), not a variable. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isQualifiedName(parent)) return parent.right === node;
  return (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent) || ts.isMethodSignature(parent) || ts.isGetAccessor(parent) || ts.isSetAccessor(parent) || ts.isEnumMember(parent)) &&
    parent.name === node
  );
}

/** The names that identifiers inside `node` use as variables (property names left out). */
export function namesUsedIn(node: ts.Node): Set<string> {
  const names = new Set<string>();
  walk(node, (current) => {
    if (ts.isIdentifier(current) && !isPropertyName(current)) names.add(current.text);
  });
  return names;
}

/** A string literal in the file's quote style. */
export function quoted(value: string, layout: Layout): string {
  const escaped = value.replaceAll("\\", "\\\\").replaceAll(layout.quote, `\\${layout.quote}`);
  return `${layout.quote}${escaped}${layout.quote}`;
}

/**
 * Where an offset of the original text `text` is after `edits`: unchanged text moves by what was
 * inserted or removed before it; an offset inside a replaced range follows the replaced text when the
 * replacement contains it (a wrapped expression), else goes to the start of the replacement.
 */
export function mapOffset(text: string, offset: number, edits: readonly TextEdit[]): number {
  let delta = 0;
  for (const edit of [...edits].sort((a, b) => a.range[0] - b.range[0])) {
    const [start, end] = edit.range;
    if (end <= offset && !(start === end && start === offset)) {
      delta += edit.text.length - (end - start);
    } else if (start <= offset && offset < end) {
      const inner = edit.text.indexOf(text.slice(start, end));
      return start + delta + (inner >= 0 ? inner + offset - start : 0);
    } else {
      break;
    }
  }
  return offset + delta;
}

/** The declaration of a symbol after following import and export aliases. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  if (!symbol) return undefined;
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Whether a declaration belongs to one of `modules`: an ambient `declare module "m"`, or a file of the package in node_modules. */
export function declaredInModule(declaration: ts.Node, modules: readonly string[]): boolean {
  for (let current: ts.Node | undefined = declaration; current; current = current.parent) {
    if (ts.isModuleDeclaration(current) && ts.isStringLiteral(current.name)) return modules.includes(current.name.text);
  }
  const fileName = declaration.getSourceFile().fileName;
  if (modules.some((module) => fileName.includes(`/node_modules/${module}/`) || fileName.includes(`/node_modules/@types/${module}/`))) return true;
  // Installed under another folder name (an npm alias `"ai-v5": "npm:ai@5"`, a pnpm store path): the
  // package is the one its package.json names. `@modelcontextprotocol/sdk/server/mcp.js` is in package
  // `@modelcontextprotocol/sdk`.
  const name = packageNameOf(fileName);
  return name !== undefined && modules.some((module) => module === name || module.startsWith(`${name}/`) || module === `@types/${name}`);
}

const packageNames = new Map<string, string | undefined>();

/** The `name` in the package.json of the installed package a file belongs to (files under node_modules only). */
function packageNameOf(fileName: string): string | undefined {
  if (!fileName.includes("/node_modules/")) return undefined;
  const visited: string[] = [];
  let name: string | undefined;
  for (let directory = dirname(fileName); ; directory = dirname(directory)) {
    if (packageNames.has(directory)) {
      name = packageNames.get(directory);
      break;
    }
    visited.push(directory);
    const manifest = join(directory, "package.json");
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown };
        // A package.json without a name (dist/esm/package.json with only "type") is not the package's.
        if (typeof parsed.name === "string") {
          name = parsed.name;
          break;
        }
      } catch {
        // Unreadable: keep looking up.
      }
    }
    if (basename(dirname(directory)) === "node_modules" || dirname(directory) === directory) break;
  }
  for (const directory of visited) packageNames.set(directory, name);
  return name;
}
