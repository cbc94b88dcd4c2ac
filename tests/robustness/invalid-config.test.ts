// Invalid rule options, invalid settings and invalid codemod options, for every rule and through both
// ESLint 9 and 10: each stops the run with a message that names the rule or key and what was expected,
// whatever the file holds (an empty file too: a mistake must not hide until a file happens to need it).
// `agent-errors check` reads no configuration, so options and settings reach the rules through ESLint's
// API only; the codemods' options go through `agent-errors migrate`.
import { ESLint as ESLint10 } from "eslint";
import { ESLint as ESLint9 } from "eslint9";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { removeTree, runCli, writeTree, type MigrationJson } from "./helpers.js";

const RULES = Object.keys(plugin.rules);
const SOURCES = {
  empty: "",
  unrelated: "export const answer = 42;\n",
  "tool code": `import { tool } from "ai";
import { captureException } from "@sentry/node";
import { withApiErrorHandling } from "../internal/compat.js";
export const issueTool = tool({
  description: "Get an issue",
  execute: async ({ id }: { id: string }) => {
    try {
      return { result: await withApiErrorHandling(() => fetch(id)) };
    } catch (error) {
      captureException(error);
      return { error: (error as Error).message };
    }
  },
});
`,
};

type AnyESLint = typeof ESLint10;
const VERSIONS: [string, AnyESLint][] = [
  ["ESLint 10", ESLint10],
  ["ESLint 9", ESLint9 as unknown as AnyESLint],
];

async function lintWith(ESLint: AnyESLint, extra: Record<string, unknown>, text: string): Promise<ESLint10.LintResult[]> {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [plugin.configs.recommended as never, extra as never] });
  return eslint.lintText(text, { filePath: "src/tools/issues.ts" });
}

describe.each(VERSIONS)("%s: invalid rule options", (_name, ESLint) => {
  const cases: [string, unknown, RegExp][] = [
    ["an unknown option", { reportEverything: true }, /Unexpected property "reportEverything"|should NOT have additional properties|must NOT have additional properties/],
    ["typeAware that is not a boolean", { typeAware: "yes" }, /Value "yes" should be boolean|must be boolean/],
    ["options that are not an object", "strict", /Value "strict" should be object|must be object/],
    ["a second options object", [{}, {}], /should NOT have more than 1 items?|must NOT have more than 1 items?/],
  ];
  for (const rule of RULES) {
    it.each(cases)(`${rule}: %s is refused, naming the rule`, async (_case, options, message) => {
      const value = Array.isArray(options) ? ["error", ...options] : ["error", options];
      const run = lintWith(ESLint, { rules: { [`agent-errors/${rule}`]: value } }, SOURCES.empty);
      await expect(run).rejects.toThrow(new RegExp(`agent-errors/${rule}`));
      await expect(run).rejects.toThrow(message);
    });
  }
});

describe.each(VERSIONS)("%s: invalid settings", (_name, ESLint) => {
  const cases: [string, unknown, RegExp][] = [
    ["not an object", ["UserInputError"], /`` must be an object/],
    ["an unknown key", { expectedError: ["QuotaExceededError"] }, /unknown key `expectedError`; known keys are `expectedErrors`/],
    ["a list that is a number", { expectedErrors: 5 }, /`expectedErrors` must be an array \(replaces the defaults\) or \{ add\?, remove\? \} \(extends them\), got 5/],
    ["a class without a name", { serverErrors: [{ from: "@acme/http" }] }, /`serverErrors\[0\]\.name`/],
    ["a tool boundary without a handler", { toolBoundaries: { add: [{ name: "createTool", from: "@mastra/core" }] } }, /`toolBoundaries\.add\[0\]\.handler` must be present/],
    ["a wrapper without a replacement", { deprecatedWrappers: [{ name: "withRetry" }] }, /`deprecatedWrappers\[0\]\.replacement` must be present/],
    ["an unknown error response", { errorResponse: "problem-json" }, /`errorResponse` must be one of/],
  ];
  for (const [source, text] of Object.entries(SOURCES)) {
    it.each(cases)(`%s stops the run on ${source === "empty" ? "an empty file" : source === "unrelated" ? "a file without tool code" : "tool code"}, naming the key`, async (_case, settings, message) => {
      const run = lintWith(ESLint, { settings: { "agent-errors": settings } }, text);
      await expect(run).rejects.toThrow(/Invalid settings\["agent-errors"\]/);
      await expect(run).rejects.toThrow(message);
    });
  }

  it("typeAware without type information stops every rule with a message about projectService", async () => {
    for (const rule of RULES) {
      const run = lintWith(ESLint, { rules: { [`agent-errors/${rule}`]: ["error", { typeAware: true }] } }, SOURCES["tool code"]);
      await expect(run, rule).rejects.toThrow(/typeAware` option needs type information.*projectService/s);
    }
  });
});

describe("agent-errors migrate: invalid codemod options", () => {
  const dir = writeTree("migrate-options", {
    "src/agents/issues.ts": `import { tool } from "ai";
import { wrapAgentToolExecute } from "../internal/agents/tools/utils.js";
export const issueTool = tool({ description: "Get an issue", execute: wrapAgentToolExecute(async ({ id }: { id: string }) => ({ id })) });
`,
  });
  afterAll(() => removeTree(dir));

  it("an empty value, another codemod's option, an unknown option: usage errors (exit 2), nothing written", () => {
    for (const [args, message] of [
      [["--agent-tool-from", ""], /--agent-tool-from needs a value/],
      [["--wrapper"], /argument missing|--wrapper/],
      [["--agent-tool-from", "./tools.js", "--bogus"], /unknown option --bogus/],
    ] as const) {
      const run = runCli(["migrate", "wrap-agent-tool-execute", "src", "--allow-dirty", ...args], dir);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    const other = runCli(["migrate", "unwrap-api-error-handling", "src", "--allow-dirty", "--agent-tool", "agentTool"], dir);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain("--agent-tool is not an option of unwrap-api-error-handling");
  });

  // A name the codemod writes into code must be an identifier: refused before any file is read (before,
  // the safety net caught the code that did not parse, and the message blamed the codemod).
  it("a name option that is not an identifier is a usage error (exit 2), for every name option of every codemod", () => {
    const before = readFileSync(join(dir, "src/agents/issues.ts"), "utf8");
    for (const [codemod, flag, value, example] of [
      ["wrap-agent-tool-execute", "--agent-tool", "1x", "agentTool"],
      ["wrap-agent-tool-execute", "--agent-tool", "class", "agentTool"],
      ["wrap-agent-tool-execute", "--agent-tool", "agent-tool", "agentTool"],
      ["wrap-agent-tool-execute", "--wrapper", "utils.wrapAgentToolExecute", "wrapAgentToolExecute"],
      ["unwrap-api-error-handling", "--wrapper", "with ApiErrorHandling", "withApiErrorHandling"],
      ["throwing-tool-to-structured", "--agent-tool", "1x", "agentTool"],
    ] as const) {
      const run = runCli(["migrate", codemod, "src", "--allow-dirty", "--json", flag, value], dir);
      expect(run.code, `${codemod} ${flag} ${value}`).toBe(2);
      const message = `${flag} must be a JavaScript identifier such as ${example} (the name the code is written with), not ${JSON.stringify(value)}`;
      // --json: the usage error is JSON on standard output too.
      expect(JSON.parse(run.stdout)).toEqual({ error: message, exitCode: 2 });
      expect(run.stderr).toBe(`agent-errors: ${message}\nRun "agent-errors migrate --help" for usage.\n`);
    }
    expect(readFileSync(join(dir, "src/agents/issues.ts"), "utf8")).toBe(before);
    // Names that are identifiers are taken, Unicode ones too.
    const unicode = runCli(["migrate", "wrap-agent-tool-execute", "src", "--dry-run", "--json", "--agent-tool", "agentÉtape_$1"], dir);
    expect(unicode.code, unicode.stderr).toBe(0);
    expect((JSON.parse(unicode.stdout) as MigrationJson).changed).toEqual(["src/agents/issues.ts"]);
  });

  it("whatever the options, a file is never written with code that does not parse", () => {
    // A package specifier with a line break gets past the options (a path is resolved first, and refused when
    // nothing is there) and makes an import that does not parse.
    const run = runCli(["migrate", "wrap-agent-tool-execute", "src", "--allow-dirty", "--json", "--agent-tool-from", "tools\n.js"], dir);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.changed).toEqual([]);
    expect(report.errors).toEqual([{ file: "src/agents/issues.ts", message: expect.stringMatching(/^the migrated code would not parse/) as string }]);
  });
});
