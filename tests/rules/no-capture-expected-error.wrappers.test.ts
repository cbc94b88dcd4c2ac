// A project's wrapper around the capture function (`trackError(error, context)` that calls
// `Sentry.captureException(error, ...)`) sends what it is given to the tracker: its calls are capture calls,
// in the same file (wrappers of wrappers too) and, with types, from another module of the program (issue
// #16). A wrapper that decides first (`if (error instanceof UserInputError) return;`) is not one.
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-capture-expected-error.js";
import { lintProject, repoRoot } from "../helpers.js";

function lint(code: string): Linter.LintMessage[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [{ files: ["**/*.ts"], languageOptions: { parser: tsParser }, plugins: { ae: { rules: { r: rule as never } } }, rules: { "ae/r": "error" } }],
    "src/tools.ts",
  );
  const fatal = messages.filter((message) => message.fatal || message.ruleId !== "ae/r");
  if (fatal.length > 0) throw new Error(fatal.map((message) => message.message).join("\n"));
  return messages;
}

const HEADER = `import * as Sentry from "@sentry/node";
import { UserInputError } from "./errors.js";
`;

describe("capture wrappers of the same file", () => {
  it("a call of a wrapper with an expected error is reported, and the message names what the wrapper calls", () => {
    const code = `${HEADER}
function trackError(error: unknown, context: Record<string, unknown> = {}) {
  console.error("tool failed", context);
  Sentry.captureException(error, { extra: context });
}
const trackToolError = (toolName: string, error: unknown) => trackError(error, { tool: toolName });

export async function createIssue(title: string) {
  try {
    if (title.length > 200) throw new UserInputError("The title is too long.");
  } catch (error) {
    if (error instanceof UserInputError) {
      trackError(error, { tool: "create_issue" });
      trackToolError("create_issue", error);
      return { error: error.message };
    }
    trackError(error);
    trackToolError("create_issue", error);
    return { error: "The issue could not be created." };
  }
}`;
    const messages = lint(code);
    expect(messages.map((message) => message.line)).toEqual([15, 16]);
    expect(messages[0]!.message).toContain("`trackError` (it passes it to `captureException`) creates an error-tracker issue for `error`");
  });

  it("a wrapper that decides, or that sends something else, is not one", () => {
    const code = `${HEADER}
function reportFailure(error: unknown) {
  if (error instanceof UserInputError) return;
  Sentry.captureException(error);
}
function reportWithTry(error: unknown) {
  try {
    Sentry.captureException(error);
  } catch {}
}
function reportWrapped(error: unknown) {
  Sentry.captureException(new Error("Tool failed", { cause: error }));
}
function reportLast(error: unknown) {
  error = normalize(error);
  Sentry.captureException(error);
}

export function handle(error: unknown) {
  if (error instanceof UserInputError) {
    reportFailure(error);
    reportWithTry(error);
    reportWrapped(error);
    reportLast(error);
  }
}`;
    expect(lint(code)).toEqual([]);
  });
});

describe("capture wrappers of another module (typed)", () => {
  const fixture = join(repoRoot, "tests/fixtures/cross-module");

  it("trackError() of lib/monitoring.ts is a capture call; reportFailure(), which leaves input errors out, is not", async () => {
    const typed = await lintProject(fixture, ["src/tools/create-issue.ts"], "recommended-type-checked");
    const captures = typed.filter((message) => message.ruleId === "agent-errors/no-capture-expected-error");
    expect(captures.map((message) => `${message.line}:${message.column}`)).toEqual(["15:9"]);
    expect(captures[0]!.message).toContain("`trackError` (it passes it to `captureException`, src/lib/monitoring.ts:5) creates an error-tracker issue for `error`");
    // Untyped, per file: the wrapper is not looked into.
    const untyped = await lintProject(fixture, ["src/tools/create-issue.ts"], "recommended");
    expect(untyped.filter((message) => message.ruleId === "agent-errors/no-capture-expected-error")).toEqual([]);
  });
});
