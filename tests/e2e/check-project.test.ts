// `agent-errors check` in a real project (issue #15): paths outside the working directory, other tools'
// directives, exit codes as ESLint's (warnings, --max-warnings), nothing to lint, --type-checked on a
// repository root, the project's settings, and the command line's own errors. Through the built CLI.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pathToFileURL } from "node:url";
import { cliPath, makeTempDir, runCli } from "../helpers.js";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function project(name: string, files: Record<string, string>): string {
  const dir = makeTempDir(name);
  temps.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const WRAPPED = `import { withApiErrorHandling } from "../internal/compat.js";
import { apiService } from "../api-client/index.js";

export async function issueTitle(organizationSlug: string, issueId: string): Promise<string> {
  const issue = await withApiErrorHandling(() => apiService.getIssue({ organizationSlug, issueId }));
  return issue.title;
}
`;

interface JsonResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; severity: number }[];
}

describe("agent-errors check in a real project", () => {
  it("lints paths outside the working directory (relative and absolute), never exits 0 having linted nothing", () => {
    const other = project("other-repo", { "src/tools/issues.ts": WRAPPED });
    const here = project("here", { "README.md": "# elsewhere\n" });
    for (const path of [join("..", other.split("/").pop()!), other, join(other, "src/tools/issues.ts")]) {
      const run = runCli(["check", path, "--format", "json"], here);
      expect(run.code, run.stderr).toBe(1);
      const results = JSON.parse(run.stdout) as JsonResult[];
      expect(results.map((result) => result.filePath)).toEqual([join(other, "src/tools/issues.ts")]);
      expect(results[0]!.messages.map((message) => message.ruleId)).toEqual(["agent-errors/no-deprecated-error-wrapper"]);
    }
  });

  it("a path without JavaScript or TypeScript files is not a pass: exit 2 and a clear message", () => {
    const dir = project("nothing", { "docs/README.md": "# docs\n" });
    const run = runCli(["check", "docs"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("nothing to lint: no JavaScript or TypeScript files found in docs");
  });

  it("other tools' directives are not ours: no unknown-rule or unused-directive reports, and --fix leaves them as they are", () => {
    const code = `// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const raw: any = JSON.parse("{}");
/* eslint-disable no-console */
console.log(raw); // eslint-disable-line no-restricted-syntax
${WRAPPED}`;
    const dir = project("directives", { "src/tools/issues.ts": code });
    const run = runCli(["check", ".", "--format", "json"], dir);
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(results[0]!.messages.map((message) => message.ruleId)).toEqual(["agent-errors/no-deprecated-error-wrapper"]);
    expect(run.code).toBe(1);

    const fixed = runCli(["check", ".", "--fix", "--format", "json"], dir);
    expect(fixed.code, fixed.stderr).toBe(0);
    const after = readFileSync(join(dir, "src/tools/issues.ts"), "utf8");
    expect(after).not.toContain("withApiErrorHandling(");
    expect(after.split("\n").slice(0, 4).join("\n")).toBe(code.split("\n").slice(0, 4).join("\n"));
  });

  it("a directive that names a rule of ours that does not exist is still reported", () => {
    const dir = project("our-directive", { "src/a.ts": "export const a = 1; // eslint-disable-line agent-errors/no-such-rule\n" });
    const run = runCli(["check", ".", "--format", "json"], dir);
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stdout) as JsonResult[])[0]!.messages[0]!.message).toContain("agent-errors/no-such-rule");
  });

  it("warnings alone exit 0, as ESLint; --max-warnings n exits 1 above n", () => {
    // A file named on the command line that an --ignore-pattern covers: ESLint's "File ignored" warning. (A
    // named file of dist/ is linted: naming it is asking for it.)
    const dir = project("warnings", { "src/a.ts": "export const a = 1;\n", "generated/bundle.js": "export const b = 2;\n" });
    const ignoring = ["check", "src", "generated/bundle.js", "--ignore-pattern", "generated/"];
    const run = runCli(ignoring, dir);
    expect(run.stdout).toContain("1 warning");
    expect(run.code).toBe(0);
    expect(runCli([...ignoring, "--max-warnings", "1"], dir).code).toBe(0);
    const over = runCli([...ignoring, "--max-warnings", "0"], dir);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain("1 warnings, more than --max-warnings 0");
    expect(runCli(["check", "--max-warnings", "many"], dir).stderr).toContain('--max-warnings takes a number of warnings (0 or more), not "many"');
  });

  it("--type-checked on a repository root lints the files outside every tsconfig without types, with one note", () => {
    const dir = project("typed-root", {
      "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ["src"] }),
      "src/tools/issues.ts": WRAPPED,
      "scripts/backfill.ts": WRAPPED,
    });
    const run = runCli(["check", ".", "--type-checked", "--format", "json"], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("agent-errors check: note: 1 file is outside every tsconfig: linted without types\n");
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(results.map((result) => [result.filePath.slice(dir.length + 1), result.messages.map((message) => message.ruleId)]).sort()).toEqual([
      ["scripts/backfill.ts", ["agent-errors/no-deprecated-error-wrapper"]],
      ["src/tools/issues.ts", ["agent-errors/no-deprecated-error-wrapper"]],
    ]);
  });

  it("reads settings[\"agent-errors\"] from the project's ESLint config, says so, and --no-config skips it", () => {
    const legacy = `import { legacyGuard } from "./compat.js";\nexport const load = async () => legacyGuard(() => fetch("https://api.example.com"));\n`;
    const config = `export default [
  { files: ["**/*.ts"], settings: { "agent-errors": { deprecatedWrappers: { add: [{ name: "legacyGuard", replacement: "call the API directly", fix: "unwrap" }] } } } },
];
`;
    const dir = project("settings", { "eslint.config.mjs": config, "src/tool.ts": legacy });
    const run = runCli(["check", "src"], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("`legacyGuard` (from \"./compat.js\") is deprecated: call the API directly");
    expect(run.stderr).toBe('agent-errors check: settings["agent-errors"] from eslint.config.mjs\n');
    expect(runCli(["check", "src", "--no-config"], dir).code).toBe(0);
    // --config names another file.
    writeFileSync(join(dir, "agent-errors.config.mjs"), config);
    rmSync(join(dir, "eslint.config.mjs"));
    expect(runCli(["check", "src"], dir).code).toBe(0);
    expect(runCli(["check", "src", "--config", "agent-errors.config.mjs"], dir).code).toBe(1);
  });

  it("a project config that does not load is a clear error (exit 2), not a run with other settings", () => {
    const dir = project("broken-config", { "eslint.config.mjs": "export default [ { settings: \n", "src/a.ts": "export const a = 1;\n" });
    const run = runCli(["check", "src"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("could not load the ESLint config eslint.config.mjs");
    expect(run.stderr).toContain("--no-config");
    expect(runCli(["check", "src", "--no-config"], dir).code).toBe(0);
    expect(runCli(["check", "src", "--config", "nope.mjs"], dir).stderr).toContain("no such ESLint config: nope.mjs");
  });

  it("the command line: -v with a command is a mistake; an unknown option names itself and the command's help", () => {
    const version = runCli(["-v", "check"]);
    expect(version.code).toBe(2);
    expect(version.stderr).toContain("-v takes no arguments (got check); to run a command, put it first: agent-errors check");
    const unknown = runCli(["check", "--nope"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('agent-errors: check: unknown option --nope\nRun "agent-errors check --help" for usage.\n');
  });
});

describe("agent-errors check on a terminal", () => {
  it("shows files done / total on standard error and erases it; the report is the same as without a terminal; nothing with --format json", async () => {
    const files: Record<string, string> = {};
    for (let index = 0; index < 45; index++) files[`src/tools/tool-${String(index).padStart(2, "0")}.ts`] = WRAPPED.replace("issueTitle", `issueTitle${index}`);
    const dir = project("check-tty", files);
    // The built CLI in-process (check loads the built plugin), as the bin script runs it, with a terminal or not.
    type Main = (argv: string[], io: { cwd: string; stdout: (text: string) => void; stderr: (text: string) => void; stderrIsTTY?: boolean }) => Promise<number>;
    const { main } = (await import(pathToFileURL(cliPath).href)) as { main: Main };
    const run = async (args: string[], tty: boolean): Promise<{ code: number; stdout: string; stderr: string }> => {
      let stdout = "";
      let stderr = "";
      const code = await main(args, { cwd: dir, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), stderrIsTTY: tty });
      return { code, stdout, stderr };
    };
    const terminal = await run(["check", "src"], true);
    const piped = await run(["check", "src"], false);
    expect(terminal.code).toBe(1);
    expect(terminal.stdout).toBe(piped.stdout);
    expect(piped.stderr).not.toContain("\r");
    expect(terminal.stderr).toMatch(/^\r\x1b\[K\[0\/45\] src\/tools\/tool-00\.ts/);
    expect(terminal.stderr).toContain("\r\x1b[K[45/45] ");
    expect(terminal.stderr.endsWith("\r\x1b[K")).toBe(true);
    expect((terminal.stdout.match(/no-deprecated-error-wrapper/g) ?? []).length).toBe(45);
    const json = await run(["check", "src", "--format", "json"], true);
    expect(json.stderr).toBe("");
    expect(JSON.parse(json.stdout)).toHaveLength(45);
  });
});

