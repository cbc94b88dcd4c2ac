import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Test files that need a process of their own: the deep-nesting tests find the deepest nesting the parser accepts
 * in the process they run in, which a process that ran other files first has less stack for.
 */
const ISOLATED = ["tests/robustness/deep-nesting.test.ts"];

/** Test files that run for minutes (the precision suite's 68 corpora): started first, the other worker runs the rest beside them. */
const LONGEST = ["tests/corpus/precision.test.ts"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification): boolean => LONGEST.some((path) => file.moduleId.replace(/\\/g, "/").endsWith(`/${path}`));
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

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
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    // Typed linting and the end-to-end runs start TypeScript programs and child processes.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, where the suite's test files
    // (most of their time is TypeScript and ESLint loading and typed programs) then ran one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    // A worker runs its test files in one process (TypeScript, ESLint and the plugin are loaded once, not per file):
    // the suite keeps no state between files that a file could depend on (temporary folders are per file, the
    // analyses' caches are keyed by the file's text or path), and ran in a third less time so.
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/**/*.test.ts"], exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
