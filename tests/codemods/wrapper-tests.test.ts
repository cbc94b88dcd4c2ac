// The wrapper's own tests are left alone (#14): in Sentry's MCP server, api.test.ts imports
// withApiErrorHandling from "./api" to test it; unwrapping its calls would turn the wrapper's tests into
// tests of nothing. A test file that imports the wrapper is listed for a person; --wrapper-tests migrates it.
import { describe, expect, it } from "vitest";
import { transform as unwrapApiErrorHandling } from "../../codemods/unwrap-api-error-handling/transform.js";
import { transform as wrapAgentToolExecute } from "../../codemods/wrap-agent-tool-execute/transform.js";
import { isTestPath, type SourceFile } from "../../codemods/shared/codemod.js";
import { getParser } from "../../codemods/shared/parsers.js";
import { makeTempDir, runCli } from "../helpers.js";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const WRAPPER_TEST = `import { describe, it, expect } from "vitest";
import { UserInputError } from "../../errors";
import { handleApiError, withApiErrorHandling } from "./api";

describe("withApiErrorHandling", () => {
  it("returns the value of a successful call", async () => {
    const result = await withApiErrorHandling(() => Promise.resolve({ id: "123" }), { operation: "getIssue" });
    expect(result).toEqual({ id: "123" });
  });
});
`;

const TOOL = `import { withApiErrorHandling } from "../internal/tool-helpers/api";
import type { SentryApiService } from "../api-client";

export async function getIssue(apiService: SentryApiService, organizationSlug: string, issueId: string) {
  return await withApiErrorHandling(() => apiService.getIssue({ organizationSlug, issueId }));
}
`;

const AGENT_TEST = `import { tool } from "ai";
import { z } from "zod";
import { expect, it } from "vitest";
import { wrapAgentToolExecute } from "./utils";

it("turns a UserInputError into an error result", async () => {
  const failing = tool({ description: "x", parameters: z.object({}), execute: wrapAgentToolExecute(async () => "ok") });
  expect(failing).toBeDefined();
});
`;

const ts = getParser("ts");
const at = (path: string): SourceFile => ({ path, absolutePath: join("/project", path) });

describe("a test file that imports the wrapper", () => {
  it("recognises test files by name and directory", () => {
    for (const path of ["src/api.test.ts", "src/api.spec.mts", "src/__tests__/api.ts", "tests/unit/api.test.tsx"]) expect(isTestPath(path), path).toBe(true);
    // A test directory also holds mocks and helpers (the AI SDK's src/test/mock-image-model-v3.ts).
    for (const path of ["src/api.ts", "src/testing.ts", "src/contest/api.ts", "src/latest.ts", "src/test/mock-image-model-v3.ts", "tests/helpers.ts", undefined]) expect(isTestPath(path), String(path)).toBe(false);
  });

  it("unwrap-api-error-handling leaves the wrapper's test as it is and says why; --wrapper-tests migrates it", () => {
    const left = unwrapApiErrorHandling.run(WRAPPER_TEST, ts, {}, at("packages/mcp-core/src/internal/tool-helpers/api.test.ts"));
    expect(left.output).toBe(WRAPPER_TEST);
    expect(left.manual).toEqual([{ line: 3, column: 26, reason: expect.stringMatching(/^This test file imports `withApiErrorHandling` itself, so it tests the wrapper: it is left as it is\..*--wrapper-tests/) as string }]);

    const migrated = unwrapApiErrorHandling.run(WRAPPER_TEST, ts, { wrapperTests: "true" }, at("packages/mcp-core/src/internal/tool-helpers/api.test.ts"));
    expect(migrated.output).toContain("const result = await Promise.resolve({ id: \"123\" });");
    // The same text under a name that is not a test's is migrated as any file.
    expect(unwrapApiErrorHandling.run(WRAPPER_TEST, ts, {}, at("src/internal/tool-helpers/example.ts")).output).not.toBe(WRAPPER_TEST);
    // A tool module is migrated whatever its path.
    expect(unwrapApiErrorHandling.run(TOOL, ts, {}, at("src/tools/get-issue.ts")).output).not.toContain("withApiErrorHandling");
  });

  it("wrap-agent-tool-execute leaves the wrapper's test as it is and says why; --wrapper-tests migrates it", () => {
    const left = wrapAgentToolExecute.run(AGENT_TEST, ts, {}, at("src/internal/agents/tools/utils.test.ts"));
    expect(left.output).toBe(AGENT_TEST);
    expect(left.manual.map((site) => site.line)).toEqual([4]);
    const migrated = wrapAgentToolExecute.run(AGENT_TEST, ts, { "wrapper-tests": true }, at("src/internal/agents/tools/utils.test.ts"));
    expect(migrated.output).toContain("agentTool({");
  });

  it("through agent-errors migrate: listed by default, migrated with --wrapper-tests (a flag without a value)", () => {
    const dir = makeTempDir("wrapper-tests");
    mkdirSync(join(dir, "src/internal/tool-helpers"), { recursive: true });
    mkdirSync(join(dir, "src/tools"), { recursive: true });
    writeFileSync(join(dir, "src/internal/tool-helpers/api.test.ts"), WRAPPER_TEST);
    writeFileSync(join(dir, "src/tools/get-issue.ts"), TOOL);
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "--dry-run", "--json"], dir);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { changed: string[]; manual: { file: string; reason: string }[] };
    expect(report.changed).toEqual(["src/tools/get-issue.ts"]);
    expect(report.manual.map((site) => site.file)).toEqual(["src/internal/tool-helpers/api.test.ts"]);
    const all = runCli(["migrate", "unwrap-api-error-handling", "src", "--dry-run", "--json", "--wrapper-tests"], dir);
    expect((JSON.parse(all.stdout) as { changed: string[] }).changed).toEqual(["src/internal/tool-helpers/api.test.ts", "src/tools/get-issue.ts"]);
    expect(readFileSync(join(dir, "src/tools/get-issue.ts"), "utf8")).toBe(TOOL);
    expect(runCli(["migrate", "unwrap-api-error-handling", "--help"], dir).stdout).toContain("--wrapper-tests");
  });
});
