/**
 * The parsers: jscodeshift's own configurations of the Babel parser, picked per file extension: `ts`
 * for TypeScript (so `<T>x` casts parse), `tsx` for TSX, `babylon` (Babel with JSX) for JavaScript.
 *
 * The codemods call the parser directly rather than through `j(source)`: recast re-renders the source
 * (line endings to `\n`, tabs to spaces) before parsing it, so its offsets do not point into the
 * file's own text, and the codemods edit that text in place.
 */
import { createRequire } from "node:module";
import { extname } from "node:path";

export type ParserName = "ts" | "tsx" | "babylon";

/** jscodeshift's parser interface: `parse(source)` gives a Babel `File`. */
export interface Parser {
  parse(source: string): unknown;
}

const BY_EXTENSION: Readonly<Record<string, ParserName>> = {
  ".ts": "ts",
  ".mts": "ts",
  ".cts": "ts",
  ".tsx": "tsx",
  ".js": "babylon",
  ".jsx": "babylon",
  ".mjs": "babylon",
  ".cjs": "babylon",
};

export const SOURCE_EXTENSIONS: readonly string[] = Object.keys(BY_EXTENSION);

/** The parser for a file, or undefined when the codemods do not handle its extension. */
export function parserFor(path: string): ParserName | undefined {
  return BY_EXTENSION[extname(path).toLowerCase()];
}

export function isParserName(name: unknown): name is ParserName {
  return name === "ts" || name === "tsx" || name === "babylon";
}

const require = createRequire(import.meta.url);
const loaded = new Map<ParserName, Parser>();

/** jscodeshift's parser of that name (`jscodeshift/parser/<name>.js`), loaded once. */
export function getParser(name: ParserName): Parser {
  let parser = loaded.get(name);
  if (!parser) {
    const factory = require(`jscodeshift/parser/${name}.js`) as () => Parser;
    parser = factory();
    loaded.set(name, parser);
  }
  return parser;
}

interface BabelParser {
  parse(code: string, options: Record<string, unknown>): unknown;
}
let lean: Map<ParserName, Parser> | undefined;

/**
 * The parser of that name as `agent-errors migrate` runs it: the same Babel and the same options as
 * jscodeshift's, without the list of tokens and without attaching comments to nodes (the codemods take the
 * comments from the file's own list): a third faster on large files, the same tree. JavaScript keeps
 * jscodeshift's parser (its options are not exported).
 */
export function getLeanParser(name: ParserName): Parser {
  if (!lean) {
    lean = new Map();
    const fromParsers = createRequire(require.resolve("jscodeshift/parser/ts.js"));
    const babel = fromParsers("@babel/parser") as BabelParser;
    const base = fromParsers("./tsOptions.js") as { plugins: string[] } & Record<string, unknown>;
    const ts = { ...base, tokens: false, attachComment: false };
    const tsx = { ...ts, plugins: ["jsx", ...base.plugins] };
    lean.set("ts", { parse: (text) => babel.parse(text, ts) });
    lean.set("tsx", { parse: (text) => babel.parse(text, tsx) });
  }
  return lean.get(name) ?? getParser(name);
}

/** Throws if `code` does not parse with the parser of that name (see {@link getLeanParser}). */
export function checkParses(name: ParserName, code: string): void {
  getLeanParser(name).parse(code);
}
