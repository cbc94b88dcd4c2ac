import { defineConfig } from "vitest/config";

export default defineConfig({
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
