// The harness of no-empty-catch-fallback's marked-line cases: a case's code marks the lines where a report is
// expected with `// ❌` (and `// ❌ outside` for one expected only with `reportOutsideTools`); every other line
// must stay silent, and no report may carry an autofix.
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { expect } from "vitest";
import rule from "../../rules/no-empty-catch-fallback.js";

export interface Case {
  name: string;
  code: string;
  /** Options; the `// ❌` lines are the reports with these options. */
  options?: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

/** The rule's messages on `code`, linted as `src/tools/issues.ts`; throws on a parse error or another rule's message. */
export function lint(code: string, options: Record<string, unknown> = {}, settings?: Record<string, unknown>): Linter.LintMessage[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
        plugins: { ae: { rules: { r: rule as never } } },
        rules: { "ae/r": ["error", options] },
        settings: settings ? { "agent-errors": settings } : {},
      },
    ],
    "src/tools/issues.ts",
  );
  const fatal = messages.filter((m) => m.fatal || m.ruleId !== "ae/r");
  if (fatal.length > 0) throw new Error(`lint failed: ${fatal.map((m) => m.message).join("\n")}`);
  return messages;
}

/**
 * The lines a case expects reported: `// ❌` lines by default, and also the `// ❌ outside` ones (fallbacks
 * outside the tools' path) with `reportOutsideTools`.
 */
export function expectedLines(code: string, outside = false): number[] {
  return code.split("\n").flatMap((text, index) => {
    if (!text.includes("// ❌")) return [];
    return outside || !text.includes("// ❌ outside") ? [index + 1] : [];
  });
}

/** Lints a case (with `reportOutsideTools` when `outside`) and compares the reported lines with its marks. */
export function check(c: Case, outside = false): void {
  const messages = lint(c.code, { ...c.options, ...(outside ? { reportOutsideTools: true } : {}) }, c.settings);
  const actual = [...new Set(messages.map((m) => m.line))].sort((a, b) => a - b);
  const detail = messages.map((m) => `L${m.line}: ${m.message}`).join("\n") || "(no reports)";
  expect(actual, detail).toEqual(expectedLines(c.code, outside));
  for (const m of messages) expect(m.fix, "never an autofix").toBeUndefined();
}
