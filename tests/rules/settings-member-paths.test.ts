// Settings for the telemetry and loggers of other stacks (#15): a member of a default or namespace import
// (`import tracer from "dd-trace"; tracer.captureError(e)`, `import Bugsnag from "@bugsnag/js"; Bugsnag.notify(e)`)
// and an imported logger object spelled "logger.warn". Resolved through the imports: a same-named local is
// never a match.
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";

const ERRORS = "class UserInputError extends Error {}";

function lint(code: string, settings: Record<string, unknown>, rule = "no-capture-expected-error", options: unknown[] = []): { line: number; message: string }[] {
  const linter = new Linter({ configType: "flat" });
  return linter
    .verify(code, [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser },
        plugins: { "agent-errors": plugin },
        settings: { "agent-errors": settings },
        rules: { [`agent-errors/${rule}`]: ["error", ...options] },
      },
    ], "src/tools/issues.ts")
    .map((message) => ({ line: message.line, message: message.message }));
}

describe("capture functions that are members of an import", () => {
  const settings = {
    expectedErrors: { add: ["UserInputError"] },
    captureFunctions: [{ from: "dd-trace", path: ["default", "captureError"] }, { name: "Bugsnag.notify", from: "@bugsnag/js" }],
  };

  it("finds dd-trace's default export and Bugsnag's, under any local name", () => {
    const code = `import tracer from "dd-trace";
import Bugs from "@bugsnag/js";
${ERRORS}
export function onError(error: unknown) {
  if (error instanceof UserInputError) {
    tracer.captureError(error);
    Bugs.default.notify(error);
  }
}
export function onBugsnag(error: unknown) {
  if (error instanceof UserInputError) Bugs.notify(error);
}`;
    const found = lint(code, { ...settings, captureFunctions: [...settings.captureFunctions, { from: "@bugsnag/js", path: ["default", "notify"] }] });
    expect(found.map((message) => message.line)).toEqual([6, 11]);
    expect(found[0]!.message).toContain("UserInputError");
  });

  it("a namespace import reaches a named export's member; a same-named local object is not a match", () => {
    const code = `import * as bugsnag from "@bugsnag/js";
${ERRORS}
const tracer = { captureError(error: unknown) { console.log(error); } };
export function onError(error: unknown) {
  if (error instanceof UserInputError) {
    bugsnag.Bugsnag.notify(error);
    tracer.captureError(error);
  }
}`;
    expect(lint(code, settings).map((message) => message.line)).toEqual([6]);
  });
});

describe("a logger object spelled logger.error", () => {
  it("matches an imported `logger` (from the modules given, or any module without from) and the global, not a local", () => {
    const code = `import { logger } from "../logger";
${ERRORS}
export function onError(error: unknown) {
  if (error instanceof UserInputError) logger.error(error);
}
export function other(error: unknown) {
  const logger = { error: (value: unknown) => value };
  if (error instanceof UserInputError) logger.error(error);
}`;
    const reported = (errorLoggers: unknown[]): number[] =>
      lint(code, { expectedErrors: { add: ["UserInputError"] }, errorLoggers }, "no-capture-expected-error", [{ reportErrorLoggers: true }]).map((message) => message.line);
    expect(reported(["logger.error"])).toEqual([4]);
    expect(reported([{ name: "logger.error", from: ["../logger", "./logger"] }])).toEqual([4]);
    expect(reported([{ name: "logger.error", from: "@acme/log" }])).toEqual([]);
  });
});

describe("tool handlers and loggers as shared settings", () => {
  const code = `export async function handleSearch(params: { query: string; apiKey: string }) {
  try {
    return await fetch("https://api.example.com/search?q=" + params.query);
  } catch (error) {
    audit.error("search failed", params);
    return [];
  }
}
declare const audit: { error(...args: unknown[]): void };`;

  it("settings.toolHandlers makes a function a handler for every rule that asks; settings.loggerObjects adds a logger", () => {
    // Without settings: no registration in view, so neither rule sees a tool.
    expect(lint(code, {}, "no-empty-catch-fallback")).toEqual([]);
    expect(lint(code, {}, "no-tool-params-in-error-log")).toEqual([]);
    const settings = { toolHandlers: ["handleSearch"], loggerObjects: { add: ["audit"] } };
    expect(lint(code, settings, "no-empty-catch-fallback").map((message) => message.line)).toEqual([6]);
    expect(lint(code, settings, "no-tool-params-in-error-log").map((message) => message.line)).toEqual([5]);
    // The rules' own options still add to the settings.
    expect(lint(code, { loggerObjects: { add: ["audit"] } }, "no-tool-params-in-error-log", [{ toolHandlers: ["handleSearch"] }]).map((message) => message.line)).toEqual([5]);
    expect(lint(code, { toolHandlers: ["handleSearch"] }, "no-tool-params-in-error-log", [{ loggerObjects: ["audit"] }]).map((message) => message.line)).toEqual([5]);
  });
});
