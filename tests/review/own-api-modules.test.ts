// no-untrusted-error-message with the own API declared (`ownApiClients`, `ownApiUrls`), when the `try` calls
// helpers of other modules: cases a reviewer wrote from docs/configuration.md and the rule's doc alone, never
// the code or the tests. Each is a small project on disk (the tool file and the modules it imports), linted
// with the `recommended` preset, untyped (the modules are read as `readImportedModules` allows). `fixed` marks
// a case the rule got wrong when the reviewer wrote it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { makeTempDir, repoRoot } from "../helpers.js";

interface ModuleCase {
  name: string;
  /** The project's files, by path from its root. */
  files: Record<string, string>;
  /** The file linted (the tool's). */
  entry: string;
  settings?: Record<string, unknown>;
  expect: "report" | "valid";
  /** A line the report is expected on. */
  line: number | null;
  why: string;
  fixed?: string;
  /** A case the rule gets wrong today (it.fails, so it turns red the day it is right). */
  knownMiss?: string;
  /** The rule whose reports count (no-untrusted-error-message when absent). */
  rule?: "no-untrusted-error-message" | "require-tool-error-result" | "no-empty-catch-fallback";
}

const cases = JSON.parse(readFileSync(join(repoRoot, "tests/review/own-api-modules.cases.json"), "utf8")) as ModuleCase[];
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function reportedLines(testCase: ModuleCase): Promise<number[]> {
  const dir = makeTempDir("own-api-");
  dirs.push(dir);
  for (const [path, text] of Object.entries(testCase.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [plugin.configs.recommended as never, ...(testCase.settings ? [{ settings: { "agent-errors": testCase.settings } }] : [])],
  });
  const [result] = await eslint.lintFiles([testCase.entry]);
  const fatal = result!.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`the case does not parse: ${fatal.message}`);
  return result!.messages.filter((message) => message.ruleId === `agent-errors/${testCase.rule ?? "no-untrusted-error-message"}`).map((message) => message.line);
}

describe("no-untrusted-error-message, own API across modules: cases written from the docs alone", () => {
  it("has both kinds of case, and every valid one depends on the declaration", () => {
    expect(cases.filter((c) => c.expect === "report").length).toBeGreaterThanOrEqual(12);
    expect(cases.filter((c) => c.expect === "valid" && c.settings).length).toBeGreaterThanOrEqual(12);
  });
  for (const testCase of cases) {
    it(`${testCase.expect}: ${testCase.name}`, async () => {
      const lines = await reportedLines(testCase);
      if (testCase.expect === "valid") expect(lines, testCase.why).toEqual([]);
      else expect(lines, testCase.why).toContain(testCase.line);
    });
  }
  // Without the declaration each valid case is reported: they pass because of it, not by accident.
  for (const testCase of cases.filter((c) => c.expect === "valid" && c.settings).slice(0, 6)) {
    it(`reported without the settings: ${testCase.name}`, async () => {
      expect(await reportedLines({ ...testCase, settings: undefined })).not.toEqual([]);
    });
  }
});

// Helpers of other modules that hand a tool's text on to a result builder of a third, a class named as the vendor's
// clients, and a `let` written before the check that pins it: the same kind of cases, the same harness.
// And result builders of other modules whose results have no `isError` (Railway's `createToolResponse(text)`), with
// the tool definitions a module exports whose handlers return their calls.
// And tools written as classes (a method registered bound, or a subclass's method a base class registers) with
// `isError: true` written on a content item, for the three rules that start from tool handlers (each case names its rule).
// And tables of handlers another module dispatches to by tool name (CircleCI's, Neon's), with require-tool-error-result's
// exemption of a catch that answers with what the handler returns anyway. And the failure text of helpers whose
// result a tool's function (the AI SDK's execute, LangChain's func and _call, mcp-framework's execute) returns.
// And (forty-third session, written from the docs by a reviewer who did not read the code) the data a tool's function
// returns, helper results whose value is dropped, the SDK's McpServer inlined by a bundle, throws through methods and
// `.catch` chains, and a caught error returned as a tool's data.
for (const [title, file] of [
  ["no-untrusted-error-message, helpers that hand text on across modules", "forwarding-helpers.cases.json"],
  ["no-untrusted-error-message, result builders of other modules without isError", "result-builders.cases.json"],
  ["tool classes and isError on content items", "class-tools.cases.json"],
  ["the vendor's own CLI, handlers registered by another module, and flag-parameter builders", "cli-and-registrations.cases.json"],
  ["tables of handlers another module dispatches to, and a catch that answers with the tool's own result", "handler-tables.cases.json"],
  ["a low-level server's request handler that dispatches to another module, a server handed in, and tool classes that require the SDK", "request-dispatch.cases.json"],
  ["what a handler another module registers throws, where that registration hands it on as it is", "registered-throws.cases.json"],
  ["tool definitions handed to an identity helper, type guards of other modules, and a catch that lets only the expected failure go on", "definition-tools.cases.json"],
  ["a vendor's client handed to tool classes by the modules that construct them", "constructed-clients.cases.json"],
  ["tools of frameworks: subclasses of a framework's base class (toolClasses: mcp-framework's MCPTool, LangChain.js's StructuredTool and Tool) and LangChain.js's tool(func, fields)", "framework-tool-classes.cases.json"],
  ["the failure text of a helper whose result a tool's function returns (of the file, of another module, through a const)", "returned-helpers.cases.json"],
  ["methods of the class a failure goes through, a caught error's response, loops over a helper's parameter, and throws in a promise chain's callbacks", "methods-and-responses.cases.json"],
  ["Mastra's createTool, the OpenAI Agents SDK's tool (its version, its errorFunction), a framework's function handed on by a module of the project, and failure objects without an error key", "frameworks.cases.json"],
  ["error fields nested in a result shown as JSON, Mastra 0.x's execute({ context }), and CommonJS modules of the project that re-export a framework's function", "nested-results-legacy-inputs-and-commonjs.cases.json"],
  ["the own API requested through a function that returns the request (Valyu's valyuFetch)", "own-request-wrappers.cases.json"],
  ["a boundary's function handed on by a project module under another name", "renamed-hand-ons.cases.json"],
  ["the data a tool's function returns, a helper's result whose value is dropped, the SDK's McpServer inlined by a bundle, methods and .catch chains followed for throws, and a caught error returned as data", "data-dropped-and-inlined.cases.json"],
] as const) {
  const moduleCases = JSON.parse(readFileSync(join(repoRoot, "tests/review", file), "utf8")) as ModuleCase[];
  describe(`${title}: cases written from the docs alone`, () => {
    it("has both kinds of case", () => {
      expect(moduleCases.filter((c) => c.expect === "report").length).toBeGreaterThanOrEqual(8);
      expect(moduleCases.filter((c) => c.expect === "valid").length).toBeGreaterThanOrEqual(8);
    });
    for (const testCase of moduleCases) {
      const test = testCase.knownMiss ? it.fails : it;
      test(`${testCase.expect}: ${testCase.name}`, async () => {
        const lines = await reportedLines(testCase);
        if (testCase.expect === "valid") expect(lines, testCase.why).toEqual([]);
        else expect(lines, testCase.why).toContain(testCase.line);
      });
    }
  });
}
