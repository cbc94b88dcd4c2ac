// `from` patterns and relative imports (#15): a relative import matches by the text written (as before) and by
// the file it names, relative to the working directory: `../telemetry.js` from src/tools/ and `./telemetry`
// from src/ are the same module for `from: "./src/telemetry.js"`.
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { moduleMatches } from "../../src/core/analysis/modules.js";
import plugin from "../../src/index.js";

const at = (filename: string) => ({ filename, cwd: "/repo" });

describe("moduleMatches with the file's location", () => {
  it("matches a relative import by the file it names, whatever the extension or an index file", () => {
    const patterns = ["./src/telemetry.js"];
    expect(moduleMatches("../telemetry.js", patterns, at("/repo/src/tools/issues.ts"))).toBe(true);
    expect(moduleMatches("./telemetry", patterns, at("/repo/src/server.ts"))).toBe(true);
    expect(moduleMatches("./telemetry/index.js", patterns, at("/repo/src/server.ts"))).toBe(true);
    expect(moduleMatches("../../telemetry.ts", patterns, at("/repo/src/tools/deep/x.ts"))).toBe(true);
    // Another file of the same name, and the package of the same name, are other modules.
    expect(moduleMatches("./telemetry.js", patterns, at("/repo/src/tools/issues.ts"))).toBe(false);
    expect(moduleMatches("telemetry", patterns, at("/repo/src/server.ts"))).toBe(false);
  });

  it("globs work on the resolved path; without a location only the text is matched, as before", () => {
    expect(moduleMatches("../lib/log.js", ["./src/lib/*.js"], at("/repo/src/tools/a.ts"))).toBe(true);
    expect(moduleMatches("../lib/log.js", ["./src/lib/*.js"])).toBe(false);
    expect(moduleMatches("./lib/log.js", ["./lib/*.js"])).toBe(true);
    expect(moduleMatches("../shared/log.js", ["../shared/*.js"], at("/repo/src/a.ts"))).toBe(true);
    expect(moduleMatches("@acme/telemetry", ["@acme/*"], at("/repo/src/a.ts"))).toBe(true);
  });
});

describe("through a rule", () => {
  const lint = (filename: string, code: string): number[] =>
    new Linter({ configType: "flat", cwd: "/repo" })
      .verify(
        code,
        [
          {
            files: ["**/*.ts"],
            languageOptions: { parser: tsParser },
            plugins: { "agent-errors": plugin },
            settings: { "agent-errors": { captureFunctions: [{ name: "captureError", from: "./src/telemetry.js" }] } },
            rules: { "agent-errors/no-capture-expected-error": "error" },
          },
        ],
        filename,
      )
      .map((message) => message.line);
  const code = (from: string): string => `import { captureError } from "${from}";
import { UserInputError } from "@sentry/mcp-core/errors";
export function report(error: unknown) {
  if (error instanceof UserInputError) captureError(error);
}`;

  it("finds the capture function through either relative spelling of the same file, and not another file's", () => {
    expect(lint("/repo/src/tools/issues.ts", code("../telemetry.js"))).toEqual([4]);
    expect(lint("/repo/src/server.ts", code("./telemetry"))).toEqual([4]);
    expect(lint("/repo/src/tools/issues.ts", code("./telemetry.js"))).toEqual([]);
  });
});
