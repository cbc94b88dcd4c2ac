// The harness of no-untrusted-error-message's case tables: each case runs untyped and typed through ESLint's API,
// with the fixture project in tests/fixtures/typed; what is compared is the text of each reported expression
// (`?` before a report of unknown trust).
import { ESLint } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import rule, { type Options } from "../../rules/no-untrusted-error-message.js";
import { lintProject, typedFixtureDir, typedFixtureFile, type ProjectMessage } from "../helpers.js";

export interface Case {
  name: string;
  code: string;
  /** The text of each reported expression, in order, with `?` for a report of unknown trust. */
  reports: string[];
  /** Where the typed run must differ. */
  typedReports?: string[];
  options?: Options[0];
  settings?: Record<string, unknown>;
}

const plugin = { rules: { "no-untrusted-error-message": rule } };

export function makeLinter(typed: boolean, options: Options[0], settings: Record<string, unknown> | undefined): ESLint {
  return new ESLint({
    cwd: typedFixtureDir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: {
          parser: tsParser as never,
          ...(typed ? { parserOptions: { projectService: true, tsconfigRootDir: typedFixtureDir } } : {}),
        },
        plugins: { t: plugin as never },
        rules: { "t/no-untrusted-error-message": ["error", { ...options, ...(typed ? { typeAware: true } : {}) }] },
        ...(settings ? { settings } : {}),
      },
    ],
  });
}

export async function reported(testCase: Case, typed: boolean): Promise<string[]> {
  const eslint = makeLinter(typed, testCase.options ?? {}, testCase.settings);
  const [result] = await eslint.lintText(testCase.code, { filePath: typedFixtureFile });
  const fatal = result!.messages.filter((message) => message.fatal || !message.ruleId);
  expect(fatal).toEqual([]);
  const lines = testCase.code.split("\n");
  return result!.messages.map((message) => {
    const line = lines[message.line - 1]!;
    const end = message.endLine === message.line ? message.endColumn! - 1 : line.length;
    const text = line.slice(message.column - 1, end);
    return message.messageId === "unknown" ? `?${text}` : text;
  });
}

export function runCases(title: string, cases: Case[]): void {
  describe(title, () => {
    for (const testCase of cases) {
      it(testCase.name, async () => {
        expect(await reported(testCase, false)).toEqual(testCase.reports);
      });
      it(`${testCase.name} (typed)`, async () => {
        expect(await reported(testCase, true)).toEqual(testCase.typedReports ?? testCase.reports);
      });
    }
  });
}

/** The rule's id in the presets (`lintProject` runs the plugin's presets). */
export const RULE = "agent-errors/no-untrusted-error-message";

/** `file:line:column` of the rule's reports among a project's messages, sorted. */
export function untrusted(messages: readonly ProjectMessage[]): string[] {
  return messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => `${message.file}:${message.line}:${message.column}`)
    .sort();
}

/** `file:line:column` (1-based) of the `occurrence`-th (0-based) appearance of `needle` in `text`. */
export function at(file: string, text: string, needle: string, occurrence = 0): string {
  let index = -1;
  for (let n = 0; n <= occurrence; n++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`${needle} (#${occurrence}) not in ${file}`);
  }
  const before = text.slice(0, index).split("\n");
  return `${file}:${before.length}:${before[before.length - 1]!.length + 1}`;
}

/**
 * Lints a project's `linted` files with the `recommended` preset untyped and `recommended-type-checked` typed: the
 * rule's reports (`file:line:column`, see {@link untrusted}) are `expected` both times.
 */
export function itReportsUntypedAndTyped(behaviour: string, dir: string, linted: readonly string[], expected: readonly string[]): void {
  it.each([
    ["untyped", "recommended"],
    ["typed", "recommended-type-checked"],
  ])(`%s: ${behaviour}`, async (_, preset) => {
    expect(untrusted(await lintProject(dir, linted, preset))).toEqual(expected);
  });
}
