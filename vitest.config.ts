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
    include: ["tests/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    // Typed linting and the end-to-end runs start TypeScript programs and child processes.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
