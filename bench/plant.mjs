// A corpus copy with codemod matches planted in a few hundred of its files.
//
// plantCorpus: each chosen file gets, at its top, imports of the two deprecated wrappers (aliased, so no
// name of the file is shadowed) and, at its end, one awaited `withApiErrorHandling(() => ...)` (for
// unwrap-api-error-handling) and one `tool({ ..., execute: wrapAgentToolExecute(...) })` (for
// wrap-agent-tool-execute). Both codemods can migrate every planted site, so each should change exactly
// the planted files.
//
// plantThrowingTools: each chosen file gets an AI SDK tool whose `execute` throws on a bad parameter (for
// the project-wide throwing-tool-to-structured), and the copy gets a declaration of the "ai" module (the
// corpora come without their dependencies; the codemod resolves `tool` through types).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const PLANTED_IMPORTS = `import { withApiErrorHandling as plantedWithApiErrorHandling, wrapAgentToolExecute as plantedWrapAgentToolExecute } from "./planted-compat.js";
import { tool as plantedTool } from "ai";
`;

const plantedCode = (index) => `
export async function plantedLookup${index}(plantedApi: { get(id: string): Promise<string> }, id: string): Promise<string> {
  return await plantedWithApiErrorHandling(() => plantedApi.get(id), { operation: "get${index}" });
}

export const plantedLookupTool${index} = plantedTool({
  description: "Look up record ${index}",
  execute: plantedWrapAgentToolExecute(async ({ id }: { id: string }) => ({ id })),
});
`;

/** The corpus's sources, and its tsconfig.json (the project-wide codemod loads it). */
function copySources(root, sources, target) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const source of sources) cpSync(join(root, source), join(target, source), { recursive: true });
  if (existsSync(join(root, "tsconfig.json"))) cpSync(join(root, "tsconfig.json"), join(target, "tsconfig.json"));
}

/** Every `step`-th file of `files` (path order) not over `maxBytes`, up to `count`: paths relative to `root`. */
function chooseFiles(root, files, count, maxBytes) {
  const candidates = files.filter((file) => statSync(file).size <= maxBytes);
  const step = Math.max(1, Math.floor(candidates.length / count));
  const chosen = [];
  for (let index = 0; index < candidates.length && chosen.length < count; index += step) chosen.push(relative(root, candidates[index]));
  return chosen;
}

/**
 * Copies `root`'s `sources` into `target` and plants matches in up to `count` files (every other file
 * in path order, skipping files over `maxBytes`). Returns the planted files (relative to target).
 */
export function plantCorpus({ root, sources, files, target, count = 300, maxBytes = 300_000 }) {
  copySources(root, sources, target);
  const planted = chooseFiles(root, files, count, maxBytes);
  planted.forEach((path, index) => {
    const destination = join(target, path);
    const text = readFileSync(destination, "utf8");
    writeFileSync(destination, `${PLANTED_IMPORTS}${text}${text.endsWith("\n") ? "" : "\n"}${plantedCode(index)}`);
  });
  return planted;
}

const throwingTool = (index) => `
export const plantedThrowingTool${index} = plantedToolFactory({
  description: "Look up record ${index}",
  execute: async ({ id }: { id: string }) => {
    if (!id) throw new Error("The id is required.");
    return { id, index: ${index} };
  },
});
`;

/** The "ai" module as the planted tools use it (the corpora's dependencies are not installed). */
export const PLANTED_AI_DECLARATION = `declare module "ai" {\n  export function tool<T>(options: T): T;\n}\n`;

/**
 * Copies `root`'s `sources` into `target` and plants a throwing AI SDK tool in up to `count` files, with
 * a declaration of "ai" at `<first source>/planted-ai.d.ts`. Returns the planted files (relative to target).
 */
export function plantThrowingTools({ root, sources, files, target, count = 300, maxBytes = 300_000 }) {
  copySources(root, sources, target);
  const planted = chooseFiles(root, files, count, maxBytes);
  planted.forEach((path, index) => {
    const destination = join(target, path);
    const text = readFileSync(destination, "utf8");
    writeFileSync(destination, `import { tool as plantedToolFactory } from "ai";\n${text}${text.endsWith("\n") ? "" : "\n"}${throwingTool(index)}`);
  });
  writeFileSync(join(target, sources[0], "planted-ai.d.ts"), PLANTED_AI_DECLARATION);
  return planted;
}
