/**
 * The parser the untyped presets set: `@typescript-eslint/parser`, with one module parsed once per process.
 * Without types, the rules read the modules a file imports by a relative path (src/core/analysis/relative-imports.ts),
 * and in a run over a project most of those are files ESLint lints too. So:
 *
 * - a file ESLint lints whose text a rule has already read as another file's import (the same text, its own
 *   imports unchanged) is handed that parse, not parsed again;
 * - ESLint's parse of a file it lints is kept (the most recent, up to 512 KB of their texts) for a file linted next that imports it.
 *
 * Only for the options ESLint gives a module file of the presets (no `parserOptions` but `sourceType:
 * "module"`, `jsx` as the file's extension says): anything else (a project service, a program, another
 * parser option, a CommonJS file) is the TypeScript parser's, untouched. The tree handed to ESLint is the
 * parser's own output for that text with those options, so what ESLint and the rules see does not change.
 */
import tsParser from "@typescript-eslint/parser";
import { beginLint, offerLintedParse, sharedParse } from "./core/analysis/relative-imports.js";
import type { ModuleParse } from "./core/analysis/program-modules.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./package-info.js";

type ParserOptions = Parameters<typeof tsParser.parseForESLint>[1];

/** The options ESLint passes for a module file of the presets, and what they must be for a shared parse. */
const PLAIN_OPTIONS: ReadonlySet<string> = new Set(["ecmaVersion", "sourceType", "loc", "range", "tokens", "comment", "eslintVisitorKeys", "eslintScopeManager", "filePath", "ecmaFeatures"]);

/** The file's path when a parse of it can be shared: a module file, parsed with the options ESLint gives it alone. */
function shareablePath(options: ParserOptions): string | undefined {
  if (!options || typeof options.filePath !== "string" || options.sourceType !== "module") return undefined;
  if (options.loc === false || options.range === false || options.tokens === false || options.comment === false) return undefined;
  for (const key of Object.keys(options)) if (!PLAIN_OPTIONS.has(key)) return undefined;
  const features = options.ecmaFeatures ?? {};
  if (Object.keys(features).some((key) => key !== "jsx") || Boolean(features.jsx) !== /\.[jt]sx$/.test(options.filePath)) return undefined;
  return options.filePath;
}

export const parser = {
  meta: { name: `${PACKAGE_NAME}/parser`, version: PACKAGE_VERSION },
  parseForESLint(text: string, options?: ParserOptions): ModuleParse {
    beginLint();
    const path = shareablePath(options);
    const shared = path === undefined ? undefined : sharedParse(path, text);
    if (shared) return shared;
    const parse = tsParser.parseForESLint(text, options);
    if (path !== undefined) offerLintedParse(path, text, parse);
    return parse;
  },
};
