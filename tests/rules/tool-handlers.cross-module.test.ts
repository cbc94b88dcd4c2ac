// A handler registered by another module (issue #16): `handleReopenIssue` of src/handlers/reopen-issue.ts has
// no registration and no declared result type in view; src/admin-server.ts registers it by reference
// (`server.registerTool("reopen_issue", schema, handlers.handleReopenIssue)`). With types it is a tool
// handler in its own file, for every rule: its failure result without `isError` and the caught error's
// message in its text are reported. A function of the same file that only a same-named method of another
// object registers (`scripts.registerTool(...)`, not an `McpServer`) is not a handler.
// Untyped: the same, from the registration module read from disk (`readImportedModules`); per file, nothing is known.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot } from "../helpers.js";

const fixture = join(repoRoot, "tests/fixtures/cross-module");
const file = "src/handlers/reopen-issue.ts";

describe("tool handlers registered by another module", () => {
  it("typed: the handler's failure result is reported by the tool-result rules", async () => {
    const messages = await lintProject(fixture, [file], "recommended-type-checked");
    expect(messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)).toEqual([
      "9:12 agent-errors/require-tool-error-result",
      "9:108 agent-errors/no-untrusted-error-message",
    ]);
  });

  // Untyped, the registration module is read from disk (registering-modules.ts): the same answer. The scripts'
  // registry is a `const` object of that module, not a server: its `registerTool` registers nothing.
  it("untyped: the registration module read from disk says the same", async () => {
    const messages = await lintProject(fixture, [file], "recommended");
    expect(messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)).toEqual([
      "9:12 agent-errors/require-tool-error-result",
      "9:108 agent-errors/no-untrusted-error-message",
    ]);
  });

  it("untyped with `readImportedModules: false`: nothing in the file says it is a handler", async () => {
    expect(await lintProject(fixture, [file], "recommended", undefined, { settings: { "agent-errors": { readImportedModules: false } } })).toEqual([]);
  });
});

// The same through a collection: src/catalog-server.ts registers each tool of `catalog` (src/tools/catalog.ts)
// in a loop (`for (const tool of catalog) server.registerTool(tool.name, tool.config, tool.handler)`). With
// types, the checker knows every element's `handler`: `archiveIssue` of src/tools/archive-issue.ts and the
// inline `ping` handler of catalog.ts are handlers in their own files; `archiveSummary`, beside archiveIssue
// but in no catalog, is not. The same with the element's fields destructured (`for (const { name, config,
// handler } of maintenance)`): `reindex` of src/tools/reindex.ts, found from the type of `handler`.
describe("tool handlers registered in a loop over a collection of another module", () => {
  const files = ["src/tools/archive-issue.ts", "src/tools/catalog.ts", "src/tools/reindex.ts"];

  it("typed: each element's handler is a handler where it is written", async () => {
    const messages = await lintProject(fixture, files, "recommended-type-checked");
    expect(messages.map((message) => `${message.file}:${message.line} ${message.ruleId}`)).toEqual([
      "src/tools/archive-issue.ts:11 agent-errors/require-tool-error-result",
      "src/tools/catalog.ts:15 agent-errors/require-tool-error-result",
      "src/tools/reindex.ts:9 agent-errors/require-tool-error-result",
      // Its parameter is the agent's input, echoed into the failure text.
      "src/tools/reindex.ts:9 agent-errors/no-untrusted-error-message",
    ]);
  });

  it("untyped: per file, neither is known", async () => {
    expect(await lintProject(fixture, files, "recommended")).toEqual([]);
  });
});
