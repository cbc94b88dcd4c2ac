/**
 * How the codemods read a file: the parse the rules run on (typescript-estree through
 * `@typescript-eslint/parser`, and ESLint's `SourceCode` over it), so that a codemod asks the core's
 * analyses and fix builders the same questions a rule does. The language is picked per file extension:
 * `ts` for TypeScript (so `<T>x` casts parse), `tsx` for TSX, `js` for JavaScript (JSX allowed).
 *
 * The parser and TypeScript are loaded on the first file that needs them: a run whose prefilter lets no
 * file through never loads them.
 */
import { createRequire } from "node:module";
import { extname } from "node:path";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { pushChildren } from "../../src/core/ast.js";

export type ParserName = "ts" | "tsx" | "js";

/** A file's language, and a check that some text parses in it (throws a `SyntaxError` with `loc` when not). */
export interface Parser {
  name: ParserName;
  parse(source: string): unknown;
}

const BY_EXTENSION: Readonly<Record<string, ParserName>> = {
  ".ts": "ts",
  ".mts": "ts",
  ".cts": "ts",
  ".tsx": "tsx",
  ".js": "js",
  ".jsx": "js",
  ".mjs": "js",
  ".cjs": "js",
};

export const SOURCE_EXTENSIONS: readonly string[] = Object.keys(BY_EXTENSION);

/** The language of a file, or undefined when the codemods do not handle its extension. */
export function parserFor(path: string): ParserName | undefined {
  // Most files of a large tree have another extension (`.json`, `.d.ts` has one of ours): a look at the last
  // few characters settles them before `extname` (a third of a tree's walk when asked of every file).
  const dot = path.lastIndexOf(".");
  if (dot < 0 || path.length - dot > 4) return undefined;
  return BY_EXTENSION[extname(path).toLowerCase()];
}

/** A language name as jscodeshift's `--parser` gives it: `ts`, `tsx`, and its JavaScript parsers (`babylon`, `babel`, `flow`) as `js`. */
export function parserNameOf(name: unknown): ParserName | undefined {
  if (name === "ts" || name === "tsx" || name === "js") return name;
  if (name === "babylon" || name === "babel" || name === "flow") return "js";
  return undefined;
}

const require = createRequire(import.meta.url);

interface Loaded {
  parseForESLint: (code: string, options: Record<string, unknown>) => { ast: unknown; scopeManager: unknown; visitorKeys: unknown; services: unknown };
  SourceCode: new (config: Record<string, unknown>) => TSESLint.SourceCode;
  ts: typeof import("typescript");
}
let loaded: Loaded | undefined;

function load(): Loaded {
  loaded ??= {
    parseForESLint: (require("@typescript-eslint/parser") as Loaded).parseForESLint,
    SourceCode: (require("eslint") as { SourceCode: Loaded["SourceCode"] }).SourceCode,
    ts: require("typescript") as Loaded["ts"],
  };
  return loaded;
}

/** A parse error in the shape the runner reports: the message and a 1-based line, 0-based column `loc`. */
export class ParseError extends SyntaxError {
  constructor(
    message: string,
    readonly loc: { line: number; column: number },
  ) {
    super(message);
    this.name = "ParseError";
  }
}

function parseOptions(name: ParserName): Record<string, unknown> {
  return {
    ecmaVersion: "latest",
    sourceType: "module",
    range: true,
    loc: true,
    tokens: true,
    comment: true,
    ecmaFeatures: { jsx: name !== "ts" },
    // The language: without it, typescript-estree reads `<T>x` in a `.ts` file as JSX, and a `.js` file as TypeScript.
    filePath: name === "ts" ? "file.ts" : name === "tsx" ? "file.tsx" : "file.jsx",
  };
}

/** A file's text, parsed as the rules parse it, with ESLint's `SourceCode` over it. Throws {@link ParseError}. */
export function parseSource(text: string, name: ParserName): TSESLint.SourceCode {
  const { parseForESLint, SourceCode } = load();
  let result;
  try {
    result = parseForESLint(text, parseOptions(name));
  } catch (error) {
    const { lineNumber, column } = error as { lineNumber?: number; column?: number };
    if (typeof lineNumber === "number" && typeof column === "number") throw new ParseError((error as Error).message, { line: lineNumber, column });
    throw error;
  }
  setParents(result.ast as TSESTree.Node, result.visitorKeys as VisitorKeys);
  return new SourceCode({ text, ast: result.ast, scopeManager: result.scopeManager, visitorKeys: result.visitorKeys, parserServices: result.services });
}

type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

/** Every node's `parent`, as ESLint sets it while it walks a file for the rules (iterative: any depth). */
function setParents(root: TSESTree.Node, visitorKeys: VisitorKeys): void {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const first = stack.length;
    pushChildren(node, stack, visitorKeys);
    for (let index = first; index < stack.length; index++) (stack[index] as { parent: TSESTree.Node }).parent = node;
  }
}

/**
 * Throws {@link ParseError} if `code` does not parse in that language. TypeScript's own parser, without the
 * conversion to ESTree: the check that a codemod's output parses costs a tenth of reading a file.
 */
export function checkParses(name: ParserName, code: string): void {
  const { ts } = load();
  const kind = name === "ts" ? ts.ScriptKind.TS : name === "tsx" ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  const file = ts.createSourceFile(`file.${name === "js" ? "jsx" : name}`, code, ts.ScriptTarget.Latest, false, kind);
  const diagnostic = (file as unknown as { parseDiagnostics: import("typescript").DiagnosticWithLocation[] }).parseDiagnostics[0];
  if (!diagnostic) return;
  const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start);
  throw new ParseError(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"), { line: line + 1, column: character });
}

const parsers = new Map<ParserName, Parser>();

/** The language of that name, with its check that text parses. */
export function getParser(name: ParserName): Parser {
  let parser = parsers.get(name);
  if (!parser) {
    parser = { name, parse: (source) => checkParses(name, source) };
    parsers.set(name, parser);
  }
  return parser;
}
