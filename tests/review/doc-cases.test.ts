// Cases written by reviewers who read only a rule's doc (docs/rules/<rule>.md), never its code or tests:
// each says whether the rule, with its default options and no type information, reports the snippet and on
// which line, and quotes the doc sentence that decides it. Where we read the doc otherwise, the case says so
// in `decision` (and the doc was made to say it); a case the rule misses today is `knownMiss` (it.fails, so
// it turns red the day the rule finds it, and the mark goes).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { repoRoot } from "../helpers.js";

interface DocCase {
  name: string;
  code: string;
  expect: "report" | "valid";
  /** The line of the first expected report. */
  line: number | null;
  why: string;
  decision?: string;
  knownMiss?: string;
  fixed?: string;
  /** `settings["agent-errors"]` for the case (the `ownApiClients` cases). */
  settings?: Record<string, unknown>;
}

const REVIEWED = [
  "no-capture-expected-error",
  "no-deprecated-error-wrapper",
  "no-empty-catch-fallback",
  "no-tool-params-in-error-log",
  "no-untrusted-error-message",
  "require-tool-error-result",
] as const;

function reportedLines(ruleName: (typeof REVIEWED)[number], code: string, settings?: Record<string, unknown>): number[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [{ files: ["**/*.ts"], languageOptions: { parser: tsParser, sourceType: "module" }, plugins: { "agent-errors": plugin }, rules: { [`agent-errors/${ruleName}`]: "error" }, ...(settings ? { settings: { "agent-errors": settings } } : {}) }],
    { filename: join(repoRoot, "examples/src/tools/reviewed.ts") },
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`the case does not parse: ${fatal.message}`);
  return messages.map((message) => message.line);
}

for (const ruleName of REVIEWED) {
  const cases = JSON.parse(readFileSync(join(repoRoot, "tests/review", `${ruleName}.cases.json`), "utf8")) as DocCase[];
  describe(`${ruleName}: cases written from its doc alone`, () => {
    it("has both kinds of case", () => {
      expect(cases.filter((c) => c.expect === "report").length).toBeGreaterThanOrEqual(12);
      expect(cases.filter((c) => c.expect === "valid").length).toBeGreaterThanOrEqual(12);
    });
    for (const docCase of cases) {
      const test = docCase.knownMiss ? it.fails : it;
      test(`${docCase.expect}: ${docCase.name}`, () => {
        const lines = reportedLines(ruleName, docCase.code, docCase.settings);
        if (docCase.expect === "valid") expect(lines, docCase.why).toEqual([]);
        else {
          expect(lines.length, docCase.why).toBeGreaterThan(0);
          if (docCase.line !== null) expect(lines, docCase.why).toContain(docCase.line);
        }
      });
    }
  });
}
