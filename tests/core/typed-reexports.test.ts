// Functions the settings name, re-exported by a project module (issue #16): the typed presets follow them
// through the checker to their declaration, in the real packages (`ai` 5 re-exports `tool` from
// `@ai-sdk/provider-utils`; `@sentry/node` re-exports `captureException` from `@sentry/core`); the untyped
// presets read the project module a file imports from (`readImportedModules`, the default) and find the same, and
// without that setting see only what the file's own imports say.
import { mkdirSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, lintWithPreset, repoRoot } from "../helpers.js";

/** A tool that fetches the agent's URL and returns the page's reason phrase on failure, defined with `define` as imported. */
function readPageTool(importLine: string, define: string): string {
  return `import { z } from "zod";
${importLine}

export const readPage = ${define}({
  description: "Read a page",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }: { url: string }) => {
    const res = await fetch(url);
    if (!res.ok) return { error: \`Could not read the page: \${res.statusText}\` };
    return { result: await res.text() };
  },
});
`;
}

const FILES: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, target: "ES2022" }, include: ["**/*.ts"] }),
  "package.json": JSON.stringify({ name: "reexports", type: "module" }),
  // The project's own modules, as real codebases keep them.
  "lib/ai.ts": 'export { tool } from "ai";\n',
  "lib/sentry.ts": 'export * from "@sentry/node";\n',
  "tools.ts": `import { z } from "zod";
import { tool } from "./lib/ai.js";
import * as Sentry from "./lib/sentry.js";
import { UserInputError } from "./lib/errors.js";

export const searchDocs = tool({
  description: "Search the docs",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      const res = await fetch("https://docs.example.com/search?q=" + encodeURIComponent(query));
      return { result: await res.text() };
    } catch (error) {
      if (error instanceof UserInputError) Sentry.captureException(error);
      return { error: \`Search failed: \${(error as Error).message}\` };
    }
  },
});
`,
  "lib/errors.ts": "export class UserInputError extends Error {}\n",
  // A module compiled to CommonJS by tsc, as a package's own build keeps it: the re-export is a getter.
  "lib/legacy.cjs": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.tool = void 0;
var ai_1 = require("ai");
Object.defineProperty(exports, "tool", { enumerable: true, get: function () { return ai_1.tool; } });
`,
  "legacy-tools.ts": readPageTool(`// @ts-expect-error: no declarations beside the compiled module\nimport { tool } from "./lib/legacy.cjs";`, "tool"),
  // Handed on under another name: a renamed re-export, a `const` of the import, tsc's CommonJS assignment, and a
  // project's own function of the name a renamed import would take (not the package's).
  "lib/renamed.ts": 'export { tool as defineTool } from "ai";\n',
  "lib/assigned.ts": 'import { tool } from "ai";\nexport const defineTool = tool;\n',
  "lib/assigned.cjs": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defineTool = void 0;
const ai_1 = require("ai");
exports.defineTool = ai_1.tool;
`,
  "lib/own.ts": `// The project's own helper: it builds a plain object, it is not the AI SDK's tool().
export function defineTool<T>(definition: T): T & { kind: "local" } {
  return { ...definition, kind: "local" };
}
`,
  ...Object.fromEntries(
    [
      ["renamed-tools.ts", "./lib/renamed.js", ""],
      ["assigned-tools.ts", "./lib/assigned.js", ""],
      ["assigned-cjs-tools.ts", "./lib/assigned.cjs", "// @ts-expect-error: no declarations beside the compiled module\n"],
      ["own-tools.ts", "./lib/own.js", ""],
    ].map(([file, from, directive]) => [file, readPageTool(`${directive}import { defineTool } from "${from}";`, "defineTool")]),
  ),
};

function project(): string {
  const dir = join(repoRoot, ".tmp", "typed-reexports-fixture");
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  for (const [name, target] of [["ai", "ai-v5"], ["zod", "zod"]] as const) {
    if (!existsSync(join(dir, "node_modules", name))) symlinkSync(join(repoRoot, "node_modules", target), join(dir, "node_modules", name), "dir");
  }
  return dir;
}

function lint(typed: boolean): Promise<string[]> {
  return lintWithPreset(project(), "tools.ts", typed);
}

describe("configured functions re-exported by a project module", () => {
  it("typed: `tool` and `captureException` are followed to the real packages", async () => {
    expect(await lint(true)).toEqual(["14 agent-errors/no-capture-expected-error", "15 agent-errors/no-untrusted-error-message"]);
  });

  it("untyped: the modules of ./lib are read for what they hand on (`export { tool } from`, `export * from`, a namespace import)", async () => {
    expect(await lint(false)).toEqual(["14 agent-errors/no-capture-expected-error", "15 agent-errors/no-untrusted-error-message"]);
  });

  it("untyped: a CommonJS module of the project that re-exports a package's function (tsc's getter)", async () => {
    expect(await lintWithPreset(project(), "legacy-tools.ts", false)).toEqual(["10 agent-errors/no-untrusted-error-message"]);
  });

  it.each([
    ["a renamed re-export (`export { tool as defineTool } from \"ai\"`)", "renamed-tools.ts"],
    ["a `const` of the import (`export const defineTool = tool;`)", "assigned-tools.ts"],
  ])("untyped and typed: a package's function handed on under another name, %s", async (_, file) => {
    const line = 9;
    expect(await lintWithPreset(project(), file, false)).toEqual([`${line} agent-errors/no-untrusted-error-message`]);
    expect(await lintWithPreset(project(), file, true)).toEqual([`${line} agent-errors/no-untrusted-error-message`]);
  });

  it.each(["renamed-tools.ts", "assigned-tools.ts"])("typed without `readImportedModules`: the checker follows %s's import to `ai` through the project module", async (file) => {
    const messages = await lintProject(project(), [file], "recommended-type-checked", undefined, {
      languageOptions: { parserOptions: { tsconfigRootDir: project() } },
      settings: { "agent-errors": { readImportedModules: false } },
    });
    expect(messages.map((message) => `${message.line} ${message.ruleId}`)).toEqual(["9 agent-errors/no-untrusted-error-message"]);
  });

  it("untyped: tsc's CommonJS assignment under another name (`exports.defineTool = ai_1.tool`)", async () => {
    expect(await lintWithPreset(project(), "assigned-cjs-tools.ts", false)).toEqual(["10 agent-errors/no-untrusted-error-message"]);
  });

  it("untyped and typed: the project's own function of that name is not the package's", async () => {
    expect(await lintWithPreset(project(), "own-tools.ts", false)).toEqual([]);
    expect(await lintWithPreset(project(), "own-tools.ts", true)).toEqual([]);
  });

  it("untyped without `readImportedModules`: per file, the imports from ./lib say nothing", async () => {
    const messages = await lintProject(project(), ["tools.ts"], "recommended", undefined, { settings: { "agent-errors": { readImportedModules: false } } });
    expect(messages.map((message) => `${message.line} ${message.ruleId}`)).toEqual([]);
  });
});
