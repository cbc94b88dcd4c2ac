// A result built by a helper of another module (issue #16): `textResult(text)` of lib/results.ts builds
// `{ content: [{ type: "text", text }] }`, typed `CallToolResult` (whose `isError` is optional, so its type
// alone says nothing). With types, the helper is looked into: returned from a `catch`, its result is a failure
// reported as a success. `errorResult(text)`, which sets `isError: true`, is not reported. Untyped: per file.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot } from "../helpers.js";

const fixture = join(repoRoot, "tests/fixtures/cross-module");
const RULE = "agent-errors/require-tool-error-result";

describe("require-tool-error-result: result helpers of other modules", () => {
  it("typed: textResult() returned from a catch is reported at the call, naming where the helper is declared", async () => {
    const messages = (await lintProject(fixture, ["src/tools/summarize-issue.ts", "src/tools/search-issues.ts"], "recommended-type-checked")).filter(
      (message) => message.ruleId === RULE,
    );
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["src/tools/summarize-issue.ts:12:14"]);
    expect(messages[0]!.message).toContain('`textResult("The issue could not be su...` (declared in src/lib/results.ts:9) builds a successful-looking tool result');
    expect(messages[0]!.message).toContain("from the `catch` on line 11");
  });

  it("untyped: the helper is not looked into", async () => {
    const messages = await lintProject(fixture, ["src/tools/summarize-issue.ts"], "recommended");
    expect(messages.filter((message) => message.ruleId === RULE)).toEqual([]);
  });
});
