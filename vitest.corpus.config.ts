// `npm run test:corpus`: the corpus suite over every pinned corpus (tests/corpus/all.corpus.ts). The corpora
// are fetched on first use into .tmp/corpora/ (scripts/corpora.mjs).
import { defineConfig } from "vitest/config";

export default defineConfig({
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
