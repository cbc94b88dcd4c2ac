/**
 * The code of a dependency bundled into a file. esbuild, unminified, opens each module it bundles with a comment of
 * that module's path at the start of a line (`// node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js`,
 * `// src/tools/search.ts`). A report inside a region whose module is in `node_modules` is about a dependency's
 * code (Exa's bundle carries the MCP SDK's own tool dispatcher): the project cannot fix it there, and its
 * maintainers would dismiss it. Only a JavaScript file with at least two such comments is taken for a bundle (a
 * source file that names a dependency's path in a comment is not one). Reports are kept everywhere else: in the
 * project's regions, and in any other file.
 */
import type { TSESLint } from "@typescript-eslint/utils";

/** A bundled module's path comment, alone on its line: `// node_modules/x/index.js`, `// ../../node_modules/.pnpm/...`, `// src/a.ts`. */
const REGION = /^\/\/ ((?:\.\.\/)*[\w@.+-][\w@.+\-/]*\.(?:[cm]?[jt]sx?|json))$/;
const VENDORED = /(?:^|\/)node_modules\//;

/** What esbuild writes: JavaScript (a TypeScript file is a source). */
const BUNDLE_FILE = /\.[cm]?jsx?$/;

/** The first line of each region and whether it is a dependency's, in order; empty for a file that was not bundled so. */
const regionsByText = new WeakMap<object, readonly { line: number; vendored: boolean }[]>();

function regionsOf(sourceCode: Readonly<TSESLint.SourceCode>, filename: string): readonly { line: number; vendored: boolean }[] {
  let regions = regionsByText.get(sourceCode.ast);
  if (regions) return regions;
  const found: { line: number; vendored: boolean }[] = [];
  // The cheap tests first: most files are no bundle, and have no bundled dependency at all.
  if (BUNDLE_FILE.test(filename) && (sourceCode.text.includes("\n// node_modules/") || sourceCode.text.includes("\n// ../"))) {
    sourceCode.lines.forEach((text, index) => {
      if (!text.startsWith("// ")) return;
      const path = REGION.exec(text)?.[1];
      if (path) found.push({ line: index + 1, vendored: VENDORED.test(path) });
    });
  }
  regions = found.length >= 2 && found.some((region) => region.vendored) ? found : [];
  regionsByText.set(sourceCode.ast, regions);
  return regions;
}

/** Whether a file has bundled dependencies' regions at all (then {@link isVendoredLine} is worth asking). */
export function hasVendoredRegions(sourceCode: Readonly<TSESLint.SourceCode>, filename: string): boolean {
  return regionsOf(sourceCode, filename).length > 0;
}

/** Whether a line of the file (asked after {@link hasVendoredRegions}) lies in a bundled dependency's region. */
export function isVendoredLine(sourceCode: Readonly<TSESLint.SourceCode>, line: number): boolean {
  const regions = regionsByText.get(sourceCode.ast) ?? [];
  // The last region that starts at or before the line.
  let low = 0;
  let high = regions.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (regions[middle]!.line <= line) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found >= 0 && regions[found]!.vendored;
}
