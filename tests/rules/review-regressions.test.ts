// Regressions an independent review of the 2026-11-26 changes found (each a true report the changes had lost),
// one fixture each in tests/fixtures/regressions/, linted through ESLint's API with the presets: the reported
// lines and rules are asserted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { repoRoot } from "../helpers.js";

const dir = join(repoRoot, "tests/fixtures/regressions");

async function findings(file: string, preset: "recommended" | "strict"): Promise<string[]> {
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [plugin.configs[preset] as Linter.Config] });
  const [result] = await eslint.lintText(readFileSync(join(dir, file), "utf8"), { filePath: join(dir, file) });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return [...new Set(result!.messages.map((message) => `${message.line} ${message.ruleId?.replace("agent-errors/", "")}`))].sort();
}

const cases: { file: string; why: string; preset: "recommended" | "strict"; expected: string[] }[] = [
  { file: "s204.ts", why: "`status !== 204` after a DELETE is a failure", preset: "recommended", expected: ["8 no-untrusted-error-message", "8 require-tool-error-result"] },
  { file: "successside.ts", why: "`status !== 404` inside `!res.ok` is not a success check", preset: "recommended", expected: ["8 no-untrusted-error-message", "8 require-tool-error-result", "9 require-tool-error-result"] },
  { file: "supercode.ts", why: "super(CODE, message) and a later this.message keep the argument the message", preset: "recommended", expected: ["24 no-untrusted-error-message", "25 no-untrusted-error-message"] },
  { file: "throwhelper.ts", why: "a local helper that throws is an operation that fails", preset: "recommended", expected: ["25 no-empty-catch-fallback"] },
  { file: "ctor2.ts", why: "new HttpError(status, body): the body is a message", preset: "recommended", expected: ["10 no-untrusted-error-message"] },
  { file: "spread.ts", why: "a spread after a field may overwrite it", preset: "recommended", expected: ["12 no-untrusted-error-message"] },
  { file: "envparse.ts", why: "an environment parse followed by a file read: the read can fail", preset: "recommended", expected: ["10 no-empty-catch-fallback"] },
  { file: "checked.ts", why: "`if (json?.error)` is false for null: the null goes on", preset: "strict", expected: ["7 no-empty-catch-fallback"] },
  { file: "logcompletion.ts", why: "a result returned through a local function that hands its argument back (GitLab's logCompletion)", preset: "recommended", expected: ["26 no-untrusted-error-message", "26 require-tool-error-result"] },
  { file: "zcatch.ts", why: "`z.enum(...).catch((ctx) => ctx.input)` can hand back the agent's text", preset: "recommended", expected: ["8 no-untrusted-error-message"] },
];

describe("review regressions: true reports kept", () => {
  for (const { file, why, preset, expected } of cases) {
    it(`${file}: ${why}`, async () => {
      expect(await findings(file, preset)).toEqual(expected);
    });
  }
});
