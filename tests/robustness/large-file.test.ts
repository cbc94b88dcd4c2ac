// A 5 MB generated file, shaped like the generated files that real packages ship (effect ships a 3 MB one
// with a minified bundle embedded as a string): 1,500 agent tools (1 MB of code) and an embedded bundle
// (4 MB of one string literal). Every rule finds exactly the violations that were generated, and the
// codemod migrates every site, in one piece. (The cost of the analyses as files grow is measured by
// `npm run bench`, scaling section; 5 MB of tool code alone takes ~40 s here, too long for `npm test`.)
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseTypeScript } from "@typescript-eslint/typescript-estree";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codemods } from "../../codemods/index.js";
import { runMigration } from "../../codemods/runner/run.js";
import plugin from "../../src/index.js";
import { makeTempDir } from "../helpers.js";

const HEADER = `import { tool } from "ai";
import { z } from "zod";
import { captureException } from "@sentry/node";
import { withApiErrorHandling } from "../internal/compat.js";
import { UserInputError } from "../errors.js";
import { apiService } from "../api-client/index.js";
`;

/** One tool with one violation of each rule, and a helper of the tool with an empty fallback. */
const block = (index: number): string => `
export const searchTool${index} = tool({
  description: "Search the partner's documentation, shard ${index}",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      return { result: await withApiErrorHandling(() => apiService.search(query, ${index})), tags: await listTags${index}() };
    } catch (error) {
      if (error instanceof UserInputError) {
        captureException(error);
        return { error: error.message };
      }
      return { error: \`Search failed: \${(error as Error).message}\` };
    }
  },
});

export async function listTags${index}(): Promise<string[]> {
  try {
    return await apiService.listTags(${index});
  } catch {
    return [];
  }
}
`;

const TOOLS = 1_500;

/** A minified bundle embedded as a string literal, with escapes (quotes, newlines, backslashes). */
function embeddedBundle(bytes: number): string {
  const chunk = String.raw`!function(){\"use strict\";try{var e=document.createElement(\"style\");e.appendChild(document.createTextNode('.ref[data-v-9198d025]{display:flex}'))}catch(t){console.error(\"vite-plugin-css\",t)}}();\n`;
  return `\n/** @internal */\nexport const bundle =\n  "${chunk.repeat(Math.ceil(bytes / chunk.length))}";\n`;
}

const text = HEADER + Array.from({ length: TOOLS }, (_, index) => block(index)).join("") + embeddedBundle(4_100_000);

describe("a 5 MB generated file", () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir("large-file");
    writeFileSync(join(dir, "catalogue.ts"), text);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is 5 MB", () => {
    expect(Buffer.byteLength(text)).toBeGreaterThan(5e6);
  });

  it("every rule reports exactly the generated violations: one per tool each", async () => {
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [plugin.configs.recommended as never] });
    const [result] = await eslint.lintFiles(["catalogue.ts"]);
    const counts: Record<string, number> = {};
    for (const message of result!.messages) counts[message.ruleId ?? `fatal: ${message.message}`] = (counts[message.ruleId ?? `fatal: ${message.message}`] ?? 0) + 1;
    expect(counts).toEqual({
      "agent-errors/no-capture-expected-error": TOOLS,
      "agent-errors/no-deprecated-error-wrapper": TOOLS,
      "agent-errors/no-empty-catch-fallback": TOOLS,
      "agent-errors/no-untrusted-error-message": TOOLS,
    });
  });

  it("the codemod migrates every site, and the output parses", async () => {
    const codemod = codemods.find((candidate) => candidate.name === "unwrap-api-error-handling")!;
    const { report, changes } = await runMigration({ codemod, cwd: dir, paths: ["."], dryRun: true, allowDirty: true });
    expect(report.errors).toEqual([]);
    expect(report.manual).toEqual([]);
    expect(report.changed).toEqual(["catalogue.ts"]);
    const after = changes[0]!.after;
    expect(after.match(/withApiErrorHandling/g)).toBeNull();
    expect(after.match(/return \{ result: await apiService\.search\(query, \d+\), tags: await listTags\d+\(\) \};/g)).toHaveLength(TOOLS);
    expect(after.endsWith(embeddedBundle(4_100_000))).toBe(true);
    expect(() => parseTypeScript(after, { range: false, loc: false })).not.toThrow();
  });
});
