import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
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
    include: ["tests/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    // Typed linting and the end-to-end runs start TypeScript programs and child processes.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, where the suite's test files
    // (most of their time is TypeScript and ESLint loading and typed programs) then ran one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
