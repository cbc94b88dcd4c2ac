// `npm run test:corpus`: the corpus suite over every pinned corpus (tests/corpus/all.corpus.ts). The corpora
// are fetched on first use into .tmp/corpora/ (scripts/corpora.mjs).
import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The sources load TypeScript through two CommonJS shims (src/core/typescript.cts, ts-api-utils.cts: see
  // there why); Vite does not transform .cts, so the tests import the packages themselves.
  resolve: {
    alias: [
      { find: /^\.{1,2}\/(?:.*\/)?typescript\.cjs$/, replacement: "typescript" },
      { find: /^\.{1,2}\/(?:.*\/)?ts-api-utils\.cjs$/, replacement: createRequire(import.meta.url).resolve("ts-api-utils") },
    ],
  },
  test: {
    include: ["tests/corpus/**/*.corpus.ts"],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    // The largest corpus (effect, 22 MB) takes minutes per typed preset on two cores.
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
    pool: "forks",
  },
});
