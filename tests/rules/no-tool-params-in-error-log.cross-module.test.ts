// A logger of another module (issue #16): `logFailure(toolName, input, error)` of lib/logging.ts writes its
// `input` to the log through a helper of its module. With types, the helper is looked into: the tool's input
// passed to it on a failure path is reported at the call, naming the helper and the logger. A helper that
// logs only `Object.keys(input)` is not, nor one that logs on every call (not on a failure path).
// Untyped: per file.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot } from "../helpers.js";

const fixture = join(repoRoot, "tests/fixtures/cross-module");
const RULE = "agent-errors/no-tool-params-in-error-log";

describe("no-tool-params-in-error-log: loggers of other modules", () => {
  it("typed: logFailure() of lib/logging.ts, which writes its input to the log, is reported at the call", async () => {
    const messages = (await lintProject(fixture, ["src/tools/export-issues.ts"], "strict-type-checked")).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["src/tools/export-issues.ts:14:35"]);
    expect(messages[0]!.message).toContain("`input` is the tool's input (every parameter) and goes to `logFailure` in the `catch` on line 13");
    expect(messages[0]!.message).toContain("`logFailure() (src/lib/logging.ts:2)` hands it to `console[level]`");
  });

  it("untyped: the helper is not looked into", async () => {
    const messages = await lintProject(fixture, ["src/tools/export-issues.ts"], "strict");
    expect(messages.filter((message) => message.ruleId === RULE)).toEqual([]);
  });
});
