// A helper of another module that never returns (issue #16): `handleToolFailure(error, operation)` of
// lib/failures.ts throws on every path, `fail(message): never` is declared so. With types, a `catch` that
// ends in a call of either is an exit, not a fall-through to the empty accumulator after it. A helper that
// throws only sometimes (`rethrowServerErrors`) still falls through. Untyped: per file, all three fall through.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot } from "../helpers.js";

const fixture = join(repoRoot, "tests/fixtures/cross-module");
const RULE = "agent-errors/no-empty-catch-fallback";

describe("no-empty-catch-fallback: helpers of other modules that never return", () => {
  it("typed: only the catch whose helper may return falls through", async () => {
    const messages = (await lintProject(fixture, ["src/tools/list-titles.ts"], "recommended-type-checked")).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}`)).toEqual(["src/tools/list-titles.ts:30"]);
  });

  it("untyped: imported helpers are not looked into, so each catch falls through", async () => {
    const messages = (await lintProject(fixture, ["src/tools/list-titles.ts"], "recommended")).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}`)).toEqual(["src/tools/list-titles.ts:10", "src/tools/list-titles.ts:20", "src/tools/list-titles.ts:30"]);
  });
});
