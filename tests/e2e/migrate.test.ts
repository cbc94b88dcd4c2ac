// `agent-errors migrate` and `agent-errors codemods` end to end: the built CLI in temporary git
// repositories, as a team would run it (dry run, refusal of a dirty tree, the real run, --check in CI,
// the JSON report, a file that does not parse), and the transforms from raw jscodeshift.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { makeTempDir, repoRoot, runCli } from "../helpers.js";

const fixtures = join(repoRoot, "tests/fixtures/codemods");
const typescriptVersion = ts.version;
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_SYSTEM: "/dev/null" } });
}

/** A temporary git repository with the files committed. */
function repository(prefix: string, files: Record<string, string>): string {
  const dir = makeTempDir(prefix);
  temps.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git(dir, "init", "-q", "-b", "main");
  git(dir, "config", "user.name", "Codemod Test");
  git(dir, "config", "user.email", "codemod-test@example.com");
  git(dir, "config", "commit.gpgsign", "false");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "initial");
  return dir;
}

const fixture = (codemod: string, name: string): string => readFileSync(join(fixtures, codemod, name), "utf8");
const UNWRAP = "unwrap-api-error-handling";
const WRAP = "wrap-agent-tool-execute";
const THROWING = "throwing-tool-to-structured";

interface Report {
  codemod: string;
  dryRun: boolean;
  files: { scanned: number; changed: number; unchanged: number; failed: number };
  changed: string[];
  manual: { file: string; line: number; column: number; reason: string }[];
  errors: { file: string; message: string }[];
}

describe("agent-errors migrate in a git repository", () => {
  let dir: string;
  const files = {
    ".gitignore": "generated/\n",
    "src/tools/issues.ts": fixture(UNWRAP, "named-import.input.ts.txt"),
    "src/tools/updates.ts": fixture(UNWRAP, "manual-sites.input.ts.txt"),
    "src/agents/attributes.ts": fixture(WRAP, "basic.input.ts.txt"),
    "src/unrelated.ts": "export const answer = 42;\n",
    "generated/client.ts": fixture(UNWRAP, "named-import.input.ts.txt"),
    "README.md": "# MCP server\n",
  };
  beforeAll(() => {
    dir = repository("migrate", files);
  });

  it("--dry-run prints a diff that git applies, and writes nothing", () => {
    const run = runCli(["migrate", UNWRAP, "--dry-run"], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^--- a\/src\/tools\/issues\.ts\n\+\+\+ b\/src\/tools\/issues\.ts\n@@ /);
    expect(run.stdout).not.toContain("generated/client.ts");
    expect(run.stderr).toContain(`agent-errors migrate ${UNWRAP}: 4 files scanned, 1 would change, 3 unchanged, 0 failed; 10 sites left for a person.`);
    expect(run.stderr).toContain("src/tools/updates.ts:6:23  The callback of `withApiErrorHandling(...)` does more than return one expression");
    expect(git(dir, "status", "--porcelain")).toBe("");
    const check = spawnSync("git", ["apply", "--check", "-"], { cwd: dir, input: run.stdout, encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  });

  it("--check exits 3 when there is pending work, and writes nothing", () => {
    const run = runCli(["migrate", WRAP, "--check"], dir);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain("Would change:\n  src/agents/attributes.ts\n");
    expect(run.stdout).toContain("Pending work");
    expect(git(dir, "status", "--porcelain")).toBe("");
  });

  it("refuses a work tree with uncommitted changes (exit 2), saying why", () => {
    writeFileSync(join(dir, "README.md"), "# MCP server (edited)\n");
    const run = runCli(["migrate", UNWRAP], dir);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("the git work tree has uncommitted changes");
    expect(run.stderr).toContain(" M README.md");
    expect(run.stderr).toContain("--allow-dirty");
    expect(readFileSync(join(dir, "src/tools/issues.ts"), "utf8")).toBe(files["src/tools/issues.ts"]);
  });

  it("with --allow-dirty migrates, prints the JSON report, and a second run changes nothing", () => {
    const run = runCli(["migrate", UNWRAP, "--allow-dirty", "--json"], dir);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(Object.keys(report)).toEqual(["codemod", "dryRun", "files", "changed", "manual", "errors"]);
    expect(report).toMatchObject({
      codemod: UNWRAP,
      dryRun: false,
      files: { scanned: 4, changed: 1, unchanged: 3, failed: 0 },
      changed: ["src/tools/issues.ts"],
      errors: [],
    });
    expect(report.manual).toHaveLength(10);
    expect(report.manual[0]).toEqual({
      file: "src/tools/updates.ts",
      line: 6,
      column: 23,
      reason: "The callback of `withApiErrorHandling(...)` does more than return one expression: move its statements out of the callback and drop the wrapper by hand.",
    });
    expect(run.stderr).toContain("1 changed");
    expect(readFileSync(join(dir, "src/tools/issues.ts"), "utf8")).toBe(fixture(UNWRAP, "named-import.output.ts.txt"));
    expect(readFileSync(join(dir, "generated/client.ts"), "utf8")).toBe(files["generated/client.ts"]);
    expect(git(dir, "status", "--porcelain")).toBe(" M README.md\n M src/tools/issues.ts\n");

    const mtime = statSync(join(dir, "src/tools/issues.ts")).mtimeMs;
    const again = runCli(["migrate", UNWRAP, "--allow-dirty", "--json"], dir);
    expect(again.code).toBe(0);
    expect((JSON.parse(again.stdout) as Report).files).toEqual({ scanned: 4, changed: 0, unchanged: 4, failed: 0 });
    expect(statSync(join(dir, "src/tools/issues.ts")).mtimeMs).toBe(mtime);
    // The sites left for a person still count as pending work in CI.
    expect(runCli(["migrate", UNWRAP, "--check"], dir).code).toBe(3);
  });

  it("reports a file that does not parse (exit 1), leaves it untouched and migrates the others", () => {
    const broken = `import { tool } from "ai";\nimport { wrapAgentToolExecute } from "./utils";\nexport const t = tool({ execute: wrapAgentToolExecute(async () => ) });\n`;
    const repo = repository("migrate-broken", {
      "src/broken.ts": broken,
      "src/agents/attributes.ts": fixture(WRAP, "basic.input.ts.txt"),
      "src/agents/ui.tsx": fixture(WRAP, "generative-ui.input.tsx.txt"),
    });
    const run = runCli(["migrate", WRAP, "src", "--json"], repo);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.files).toEqual({ scanned: 3, changed: 2, unchanged: 0, failed: 1 });
    expect(report.changed).toEqual(["src/agents/attributes.ts", "src/agents/ui.tsx"]);
    expect(report.errors).toEqual([{ file: "src/broken.ts", message: "could not be parsed (ts parser): Expression expected. (3:67)" }]);
    expect(readFileSync(join(repo, "src/broken.ts"), "utf8")).toBe(broken);
    expect(readFileSync(join(repo, "src/agents/ui.tsx"), "utf8")).toBe(fixture(WRAP, "generative-ui.output.tsx.txt"));
  });
});

describe("agent-errors migrate and git: where a migration can be reviewed and undone", () => {
  it("refuses to write outside a git work tree (exit 2, JSON error with --json); --dry-run still works, --no-git writes", () => {
    const dir = mkdtempSync(join(realpathSync(tmpdir()), "agent-errors-nogit-"));
    temps.push(dir);
    mkdirSync(join(dir, "src"));
    const input = fixture(UNWRAP, "named-import.input.ts.txt");
    writeFileSync(join(dir, "src/issues.ts"), input);

    const refused = runCli(["migrate", UNWRAP, "src", "--json"], dir);
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stdout)).toEqual({ error: expect.stringContaining("not in a git work tree") as string, exitCode: 2 });
    expect(refused.stderr).toContain("--no-git");
    expect(refused.stderr).toContain('Run "agent-errors migrate --help" for usage.');
    // --allow-dirty is about uncommitted changes; it does not stand for "no git at all".
    expect(runCli(["migrate", UNWRAP, "src", "--allow-dirty"], dir).code).toBe(2);
    expect(readFileSync(join(dir, "src/issues.ts"), "utf8")).toBe(input);

    const dry = runCli(["migrate", UNWRAP, "src", "--dry-run"], dir);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("+++ b/src/issues.ts");
    expect(readFileSync(join(dir, "src/issues.ts"), "utf8")).toBe(input);

    const written = runCli(["migrate", UNWRAP, "src", "--no-git"], dir);
    expect(written.code).toBe(0);
    expect(written.stdout).toContain("Written without git (--no-git)");
    expect(written.stdout).not.toContain("git diff");
    expect(readFileSync(join(dir, "src/issues.ts"), "utf8")).toBe(fixture(UNWRAP, "named-import.output.ts.txt"));
  });

  it("an untracked file outside the migrated paths does not make the tree dirty; one inside does", () => {
    const dir = repository("migrate-untracked", { "src/tools/issues.ts": fixture(UNWRAP, "named-import.input.ts.txt"), "notes/plan.md": "# plan\n" });
    writeFileSync(join(dir, "scratch.ts"), "export const x = 1;\n");
    mkdirSync(join(dir, "notes/drafts"));
    writeFileSync(join(dir, "notes/drafts/idea.md"), "idea\n");
    writeFileSync(join(dir, "src/tools/new-tool.ts"), "export const y = 2;\n");

    const inside = runCli(["migrate", UNWRAP, "src"], dir);
    expect(inside.code).toBe(2);
    expect(inside.stderr).toContain("?? src/tools/new-tool.ts");
    expect(inside.stderr).not.toContain("scratch.ts");

    rmSync(join(dir, "src/tools/new-tool.ts"));
    const run = runCli(["migrate", UNWRAP, "src"], dir);
    expect(run.code).toBe(0);
    expect(git(dir, "status", "--porcelain")).toBe(" M src/tools/issues.ts\n?? notes/drafts/\n?? scratch.ts\n");
    // A modified tracked file anywhere in the tree still counts: it would mix with the migration in one diff.
    writeFileSync(join(dir, "notes/plan.md"), "# plan (edited)\n");
    git(dir, "checkout", "--", "src");
    const modified = runCli(["migrate", UNWRAP, "src"], dir);
    expect(modified.code).toBe(2);
    expect(modified.stderr).toContain(" M notes/plan.md");
  });

  it("a usage error with --json is JSON on standard output too", () => {
    const run = runCli(["migrate", "no-such-codemod", "--json"], repoRoot);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({ error: expect.stringContaining('unknown codemod "no-such-codemod"') as string, exitCode: 2 });
    const bad = runCli(["migrate", UNWRAP, "--json", "--frobnicate"], repoRoot);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({ exitCode: 2 });
    expect(bad.stderr).toContain("--frobnicate");
  });
});

describe("agent-errors migrate takes its defaults from the project's settings, as the rules do", () => {
  const legacy = [
    'import { legacyWrap } from "../internal/legacy";',
    'import { withApiErrorHandling } from "../internal/api-helpers";',
    "",
    "export async function findProjects(client: { listProjects(org: string): Promise<string[]> }, org: string) {",
    "  const projects = await legacyWrap(() => client.listProjects(org));",
    "  const again = await withApiErrorHandling(() => client.listProjects(org));",
    "  return [...projects, ...again];",
    "}",
    "",
  ].join("\n");
  const config = (wrappers: string): string =>
    `export default [{ files: ["**/*.ts"], settings: { "agent-errors": { deprecatedWrappers: ${wrappers} } } }];\n`;

  it("migrates the wrappers that settings[\"agent-errors\"].deprecatedWrappers assign to the codemod, and says so", () => {
    const dir = repository("migrate-settings", {
      "eslint.config.mjs": config('{ add: [{ name: "legacyWrap", replacement: "call the API directly", codemod: "unwrap-api-error-handling", fix: "unwrap" }] }'),
      "src/tools/projects.ts": legacy,
    });
    const run = runCli(["migrate", UNWRAP, "src", "--json"], dir);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Report & { notes: string[] };
    expect(report.changed).toEqual(["src/tools/projects.ts"]);
    expect(report.notes).toEqual(['wrappers: withApiErrorHandling, legacyWrap (from settings["agent-errors"].deprecatedWrappers in eslint.config.mjs)']);
    const migrated = readFileSync(join(dir, "src/tools/projects.ts"), "utf8");
    expect(migrated).toContain("const projects = await client.listProjects(org);");
    expect(migrated).toContain("const again = await client.listProjects(org);");
    expect(migrated).not.toMatch(/legacyWrap|withApiErrorHandling/);
    // --wrapper still says exactly which one.
    const only = repository("migrate-settings-flag", {
      "eslint.config.mjs": config('{ add: [{ name: "legacyWrap", replacement: "call the API directly", codemod: "unwrap-api-error-handling", fix: "unwrap" }] }'),
      "src/tools/projects.ts": legacy,
    });
    expect(runCli(["migrate", UNWRAP, "src", "--wrapper", "legacyWrap"], only).code).toBe(0);
    const partly = readFileSync(join(only, "src/tools/projects.ts"), "utf8");
    expect(partly).not.toContain("legacyWrap");
    expect(partly).toContain("await withApiErrorHandling(() => client.listProjects(org))");
  });

  it("refuses settings the rules would refuse, before writing anything, with every problem they have (each codemod, text and --json)", () => {
    const dir = repository("migrate-settings-bad", {
      "eslint.config.mjs": `export default [{ files: ["**/*.ts"], settings: { "agent-errors": { errorResponse: "nope", deprecatedWrappers: [{ name: "legacyWrap", replacement: "call the API directly", codemod: "unwrap" }] } } }];\n`,
      "src/tools/projects.ts": legacy,
      "src/tools/search.ts": 'import { tool } from "ai";\n\nexport const searchTool = tool({ execute: async () => [] });\n',
    });
    for (const codemod of [UNWRAP, WRAP, THROWING]) {
      const run = runCli(["migrate", codemod, "src"], dir);
      expect(run.code).toBe(2);
      const refusal = run.stderr.split("\n").slice(0, 3);
      expect(refusal).toEqual([
        'agent-errors: eslint.config.mjs: Invalid settings["agent-errors"]: 2 problems:',
        expect.stringMatching(/^ {2}- `deprecatedWrappers\[0\]\.codemod` .*"unwrap-api-error-handling"/),
        expect.stringMatching(/^ {2}- `errorResponse` must be one of .*, got "nope"\.$/),
      ]);
      const json = runCli(["migrate", codemod, "src", "--json"], dir);
      expect(json.code).toBe(2);
      expect((JSON.parse(json.stdout) as { error: string }).error).toBe(refusal.join("\n").replace(/^agent-errors: /, ""));
    }
    expect(git(dir, "status", "--porcelain")).toBe("");
  });

  it("wrap-agent-tool-execute takes the wrapper and the function that replaces it from the settings", () => {
    const dir = repository("migrate-settings-wrap", {
      "eslint.config.mjs": config(
        '[{ name: "legacyExecute", replacement: "build the tool with embeddedTool()", codemod: "wrap-agent-tool-execute", fix: "agent-tool", agentTool: "embeddedTool" }]',
      ),
      "src/internal/agents/tools/utils.ts": "export function legacyExecute<T>(fn: T): T {\n  return fn;\n}\nexport function embeddedTool<T>(options: T): T {\n  return options;\n}\n",
      "src/internal/agents/tools/search.ts": [
        'import { tool } from "ai";',
        'import { z } from "zod";',
        'import { legacyExecute } from "./utils";',
        "",
        "export const searchTool = tool({",
        '  description: "Search the docs",',
        "  parameters: z.object({ query: z.string() }),",
        "  execute: legacyExecute(async ({ query }) => ({ hits: [query] })),",
        "});",
        "",
      ].join("\n"),
    });
    const run = runCli(["migrate", WRAP, "src", "--json"], dir);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Report & { notes: string[] };
    expect(report.notes).toEqual(['wrappers: legacyExecute; replaced by embeddedTool (from settings["agent-errors"].deprecatedWrappers in eslint.config.mjs)']);
    const migrated = readFileSync(join(dir, "src/internal/agents/tools/search.ts"), "utf8");
    expect(migrated).toContain('import { embeddedTool } from "./utils";');
    expect(migrated).toContain("export const searchTool = embeddedTool({");
    expect(migrated).toContain("  execute: async ({ query }) => ({ hits: [query] }),");
  });
});

describe("agent-errors migrate and codemods: usage", () => {
  it("lists the codemods with their descriptions and lint rule", () => {
    const run = runCli(["codemods"]);
    expect(run.code).toBe(0);
    // One column for the descriptions, whichever group a codemod is in (the longest name is THROWING's).
    expect(run.stdout).toContain(`  ${UNWRAP.padEnd(THROWING.length)}  Unwrap \`withApiErrorHandling(() => expr, ctx?)\``);
    expect(run.stdout).toContain(`  ${WRAP.padEnd(THROWING.length)}  Turn \`tool({ ..., execute: wrapAgentToolExecute(fn) })\``);
    expect(run.stdout).toContain(`  ${THROWING}  Turn agent tools that throw`);
    expect(run.stdout.match(/rule: agent-errors\/no-deprecated-error-wrapper/g)).toHaveLength(2);
    const json = JSON.parse(runCli(["codemods", "--json"]).stdout) as { name: string; rule: string }[];
    expect(json.map((codemod) => [codemod.name, codemod.rule])).toEqual([
      [UNWRAP, "agent-errors/no-deprecated-error-wrapper"],
      [WRAP, "agent-errors/no-deprecated-error-wrapper"],
      [THROWING, null],
    ]);
  });

  it("exits 2 for an unknown codemod, a missing path, a missing codemod name or another codemod's option", () => {
    const unknown = runCli(["migrate", "unwrap-everything"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown codemod "unwrap-everything"; the codemods are:');
    expect(unknown.stderr).toContain(WRAP);
    const missing = runCli(["migrate", UNWRAP, "no/such/dir", "--dry-run"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("no such file or directory: no/such/dir");
    expect(runCli(["migrate"]).code).toBe(2);
    const foreign = runCli(["migrate", UNWRAP, "--agent-tool-from", "./x", "--dry-run"]);
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toContain(`--agent-tool-from is not an option of ${UNWRAP}`);
    const help = runCli(["migrate", WRAP, "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--agent-tool-from <module>  The module to import it from (a path starting with . is relative to the working directory) (default: the module that provided the wrapper)");
    expect(help.stdout).toContain("Exit codes: 0 done");
  });
});

describe(`agent-errors migrate ${THROWING} (type-aware, project-wide)`, () => {
  // The `{ ok, error, errorType }` convention's tools (the fixture project of tests/codemods/throwing-tool-to-structured), with the style set in
  // the project's ESLint settings, a caller whose use of a tool's result breaks, and a file that breaks itself.
  const fixture = join(repoRoot, "tests/fixtures/codemods/throwing-tool-to-structured/result-object");
  const read = (dir: string, prefix = ""): Record<string, string> =>
    Object.fromEntries(
      readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? Object.entries(read(dir, `${prefix}${entry.name}/`)) : [[`${prefix}${entry.name}`, readFileSync(join(dir, prefix, entry.name), "utf8")]],
      ),
    );
  let dir: string;
  beforeAll(() => {
    dir = repository("migrate-throwing", {
      // The fixture projects' shared declarations ("ai", "zod", the MCP SDK from examples/types/, the globals), then the project itself.
      ...Object.fromEntries(["ai.d.ts", "mcp-sdk.d.ts", "zod.d.ts"].map((name) => [`types/${name}`, readFileSync(join(repoRoot, "examples/types", name), "utf8")])),
      ...read(join(fixture, ".."), "types/"),
      ...read(join(fixture, "input")),
      "eslint.config.mjs": `export default [{ files: ["**/*.ts"], settings: { "agent-errors": { errorResponse: "ok-false" } } }];\n`,
      "src/cli/count.ts": [
        'import { lsTool } from "../tools/builtin/ls";',
        "",
        "export async function countEntries(path: string): Promise<number> {",
        '  const entries = await lsTool.execute!({ path }, { toolCallId: "count" });',
        "  return entries.length;",
        "}",
        "",
      ].join("\n"),
      "src/tools/builtin/size.ts": [
        'import { tool } from "ai";',
        'import { z } from "zod";',
        "",
        "export const sizeTool = tool({",
        '  description: "The size of a text.",',
        "  parameters: z.object({ text: z.string() }),",
        "  execute: async ({ text }) => {",
        '    if (!text) throw new Error("Missing required parameter: text");',
        "    return { size: text.length };",
        "  },",
        "});",
        "",
        "export async function sizeOf(text: string): Promise<number> {",
        '  const result = await sizeTool.execute!({ text }, { toolCallId: "size" });',
        "  return result.size;",
        "}",
        "",
      ].join("\n"),
    });
  });

  it("--dry-run takes the style from the ESLint settings, prints a diff that git applies, and writes nothing", () => {
    const run = runCli(["migrate", THROWING, "src", "--dry-run"], dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`agent-errors migrate ${THROWING}: 13 files scanned, 7 would change, 6 unchanged, 0 failed; 10 sites left for a person.`);
    expect(run.stderr).toContain('style: result-object (settings["agent-errors"].errorResponse "ok-false" in eslint.config.mjs)');
    expect(run.stdout).toMatch(/^--- a\/src\/tools\/builtin\/bash\.ts\n/);
    expect(run.stdout).toContain('+        return { ok: false, error: `File not found: ${req}`, errorType: "not_found" };');
    expect(git(dir, "status", "--porcelain")).toBe("");
    const check = spawnSync("git", ["apply", "--check", "-"], { cwd: dir, input: run.stdout, encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    expect(runCli(["migrate", THROWING, "src", "--check", "--style", "result-object"], dir).code).toBe(3);
  });

  it("--typecheck rolls back a file the migration would break, lists new errors elsewhere, writes the rest (exit 1)", () => {
    const run = runCli(["migrate", THROWING, "src", "--typecheck", "--json"], dir);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as Report & { typecheck: unknown; notes: string[] };
    expect(report.errors).toEqual([
      {
        file: "src/tools/builtin/size.ts",
        message:
          "the migration gave this file a new type error (TS2339 at 20:17: Property 'size' does not exist on type 'ToolResponse<{ size: number; }>'.), " +
          "so it was rolled back and left untouched",
      },
    ]);
    expect(report.changed).toEqual(["src/tools/builtin/bash.ts", "src/tools/builtin/fs/read.ts", "src/tools/builtin/fs/write.ts", "src/tools/builtin/git.ts", "src/tools/builtin/ls.ts", "src/tools/builtin/patch.ts"]);
    expect(report.typecheck).toEqual({ before: 0, after: 1, introduced: 1, rolledBack: 1 });
    expect(report.manual.filter((site) => site.file === "src/cli/count.ts")).toEqual([
      {
        file: "src/cli/count.ts",
        line: 4,
        column: 25,
        reason: expect.stringMatching(/^`lsTool\.execute\(\.\.\.\)` calls the tool `lsTool` \(src\/tools\/builtin\/ls\.ts:7:23\), whose result is now/),
      },
      { file: "src/cli/count.ts", line: 5, column: 18, reason: expect.stringMatching(/^TypeScript reports a new error here after the migration \(TS2339\): Property 'length' does not exist/) },
    ]);
    expect(run.stderr).toContain("--typecheck: 0 diagnostics before, 1 after; 1 new (listed below); 1 file rolled back.");
    // The temporary project is inside this repository: it resolves the repository's `typescript` as its own.
    expect(report.notes).toContain(`typecheck: TypeScript ${typescriptVersion} (the project's own)`);
    const output = join(fixture, "output/src/tools/builtin/fs/read.ts");
    expect(readFileSync(join(dir, "src/tools/builtin/fs/read.ts"), "utf8")).toBe(readFileSync(output, "utf8"));
    expect(git(dir, "status", "--porcelain").split("\n").filter(Boolean)).toHaveLength(6);
    // Again: the caller's error is the project's now, and the broken file is rolled back again; nothing is new.
    const again = runCli(["migrate", THROWING, "src", "--typecheck", "--dry-run", "--allow-dirty"], dir);
    expect(again.stderr).toContain("--typecheck: 1 diagnostic before, 1 after; none new; 1 file rolled back.");
    expect(again.stderr).toMatch(/tools found in the paths \([^)]*\), 0 migrated/);
  });

  it("shows its options in --help, and exits 2 for a style it does not know", () => {
    const help = runCli(["migrate", THROWING, "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--style <style>");
    expect(help.stdout).toContain("--typecheck ");
    expect(runCli(["codemods"]).stdout).toContain(`  ${THROWING}  Turn agent tools that throw into structured responses`);
    const bad = runCli(["migrate", THROWING, "src", "--style", "exceptions", "--dry-run"], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--style must be one of agent-tool, tool-error-v1, result-object (or the settings\' names: error-property, tool-error-v1, ok-false), not "exceptions"');
    // The settings' vocabulary (`errorResponse`) names the same styles.
    const named = runCli(["migrate", THROWING, "src", "--style", "ok-false", "--dry-run", "--json"], dir);
    const canonical = runCli(["migrate", THROWING, "src", "--style", "result-object", "--dry-run", "--json"], dir);
    expect(named.code).toBe(canonical.code);
    expect(JSON.parse(named.stdout).changed).toEqual(JSON.parse(canonical.stdout).changed);
    expect(named.stderr).toContain("style: result-object (--style ok-false)");
  });
});

describe("agent-errors migrate on a terminal", () => {
  it("shows progress on standard error and erases it; the diff alone goes to standard output", async () => {
    const dir = repository("migrate-tty", { "src/issues.ts": fixture(UNWRAP, "named-import.input.ts.txt") });
    let stdout = "";
    let stderr = "";
    const code = await main(["migrate", UNWRAP, "--dry-run"], {
      cwd: dir,
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      stderrIsTTY: true,
    });
    expect(code).toBe(0);
    expect(stderr.startsWith("\r\x1b[K[1/1] src/issues.ts\r\x1b[K")).toBe(true);
    expect(stderr).toContain("1 would change");
    expect(stdout.startsWith("--- a/src/issues.ts\n")).toBe(true);
    expect(stdout).not.toContain("\x1b");
  });
});

describe("the transforms from raw jscodeshift", () => {
  it("run with jscodeshift --no-babel -t dist/codemods/<name>.js --parser ts", () => {
    const dir = makeTempDir("raw-jscodeshift");
    temps.push(dir);
    cpSync(join(fixtures, UNWRAP, "named-import.input.ts.txt"), join(dir, "issues.ts"));
    cpSync(join(fixtures, UNWRAP, "returned.input.ts.txt"), join(dir, "returned.ts"));
    const run = spawnSync(
      process.execPath,
      [join(repoRoot, "node_modules/jscodeshift/bin/jscodeshift.js"), "--no-babel", "-t", join(repoRoot, `dist/codemods/${UNWRAP}.js`), "--parser", "ts", "--extensions", "ts", dir],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(0);
    expect(readFileSync(join(dir, "issues.ts"), "utf8")).toBe(fixture(UNWRAP, "named-import.output.ts.txt"));
    expect(readFileSync(join(dir, "returned.ts"), "utf8")).toBe(fixture(UNWRAP, "returned.output.ts.txt"));
    expect(run.stdout).toContain("returned.ts 10:12 `withApiErrorHandling(...)` is returned inside a `try` block");
  });

  it("--agentToolFrom is a path relative to jscodeshift's working directory, as for agent-errors migrate: each file imports it by its own relative specifier", () => {
    const dir = makeTempDir("raw-jscodeshift-from");
    temps.push(dir);
    const tool = (from: string): string =>
      `import { tool } from "ai";\nimport { wrapAgentToolExecute } from "${from}";\n\nexport const ping = tool({ description: "Ping", execute: wrapAgentToolExecute(async () => "pong") });\n`;
    mkdirSync(join(dir, "src/internal/agents/tools"), { recursive: true });
    writeFileSync(join(dir, "src/internal/agents/tools/utils.ts"), "export function wrapAgentToolExecute<T>(fn: T): T {\n  return fn;\n}\nexport function agentTool<T>(options: T): T {\n  return options;\n}\n");
    mkdirSync(join(dir, "src/tools"), { recursive: true });
    writeFileSync(join(dir, "src/tools/ping.ts"), tool("../internal/agents/tools/utils"));
    writeFileSync(join(dir, "src/top.ts"), tool("./internal/agents/tools/utils"));
    const jscodeshift = (agentToolFrom: string) =>
      spawnSync(
        process.execPath,
        [join(repoRoot, "node_modules/jscodeshift/bin/jscodeshift.js"), "--no-babel", "-t", join(repoRoot, `dist/codemods/${WRAP}.js`), "--parser", "ts", "--extensions", "ts", "src/tools/ping.ts", "src/top.ts", `--agentToolFrom=${agentToolFrom}`],
        { cwd: dir, encoding: "utf8" },
      );
    const missing = jscodeshift("../internal/agents/tools/utils");
    expect(missing.stdout).toContain("--agent-tool-from: no module at ../internal/agents/tools/utils (a path starting with . is relative to the working directory)");
    expect(readFileSync(join(dir, "src/top.ts"), "utf8")).toBe(tool("./internal/agents/tools/utils"));
    const run = jscodeshift("./src/internal/agents/tools/utils");
    expect(run.status).toBe(0);
    expect(readFileSync(join(dir, "src/tools/ping.ts"), "utf8")).toContain('import { agentTool } from "../internal/agents/tools/utils";\n\nexport const ping = agentTool({');
    expect(readFileSync(join(dir, "src/top.ts"), "utf8")).toContain('import { agentTool } from "./internal/agents/tools/utils";\n\nexport const ping = agentTool({');
  });
});

describe("agent-errors migrate --jobs: files migrated in worker threads", () => {
  // Forty copies of four fixtures (migrated sites, sites left for a person, a wrap-agent-tool-execute file
  // that this codemod leaves alone, a file that does not parse): the same report and the same files as one
  // thread, in the same order, whichever lane migrated which file.
  const files: Record<string, string> = {};
  for (let index = 0; index < 40; index++) {
    const n = String(index).padStart(2, "0");
    files[`src/tools/issues-${n}.ts`] = fixture(UNWRAP, "named-import.input.ts.txt");
    files[`src/tools/updates-${n}.ts`] = fixture(UNWRAP, "manual-sites.input.ts.txt");
    files[`src/agents/attributes-${n}.ts`] = fixture(WRAP, "basic.input.ts.txt");
    if (index % 10 === 0) files[`src/broken-${n}.ts`] = 'import { withApiErrorHandling } from "./api";\nexport const x = withApiErrorHandling(() => (;\n';
  }

  it("--dry-run gives the same JSON report with 1 and 3 lanes; a real run with 2 writes what the dry run showed", () => {
    const dir = repository("migrate-jobs", files);
    const one = runCli(["migrate", UNWRAP, "src", "--dry-run", "--json", "--jobs", "1"], dir);
    const three = runCli(["migrate", UNWRAP, "src", "--dry-run", "--json", "--jobs", "3"], dir);
    expect(one.code).toBe(1);
    expect(three.code).toBe(1);
    const report = JSON.parse(one.stdout) as Report;
    expect(report.files).toEqual({ scanned: 124, changed: 40, unchanged: 80, failed: 4 });
    expect(report.manual.length).toBeGreaterThan(40);
    expect(three.stdout).toBe(one.stdout);

    const written = runCli(["migrate", UNWRAP, "src", "--json", "--jobs", "2"], dir);
    expect(written.code).toBe(1);
    expect(JSON.parse(written.stdout)).toEqual({ ...report, dryRun: false });
    const expected = fixture(UNWRAP, "named-import.output.ts.txt");
    for (const file of report.changed) expect(readFileSync(join(dir, file), "utf8"), file).toBe(expected);
    expect(git(dir, "status", "--porcelain").split("\n").filter(Boolean)).toHaveLength(40);
  });

  it("a tree large enough for the prefilter's second lane gives the same report and writes as --jobs 1", () => {
    // 2,100 files (the prefilter reads on two lanes from 2,000, runner/prefilter.ts), 21 to migrate spread among them.
    const large: Record<string, string> = {};
    for (let index = 0; index < 2100; index++) {
      const n = String(index).padStart(4, "0");
      large[`src/m${n.slice(0, 2)}/file-${n}.ts`] = index % 100 === 7 ? fixture(UNWRAP, "named-import.input.ts.txt") : `export const value${index} = ${index};\n`;
    }
    const dir = repository("migrate-large", large);
    const one = runCli(["migrate", UNWRAP, "src", "--dry-run", "--json", "--jobs", "1"], dir);
    const auto = runCli(["migrate", UNWRAP, "src", "--dry-run", "--json"], dir);
    expect(one.code).toBe(0);
    const report = JSON.parse(one.stdout) as Report;
    expect(report.files).toEqual({ scanned: 2100, changed: 21, unchanged: 2079, failed: 0 });
    expect(auto.stdout).toBe(one.stdout);
    const written = runCli(["migrate", UNWRAP, "src", "--json"], dir);
    expect(JSON.parse(written.stdout)).toEqual({ ...report, dryRun: false });
    for (const file of report.changed) expect(readFileSync(join(dir, file), "utf8"), file).toBe(fixture(UNWRAP, "named-import.output.ts.txt"));
    expect(git(dir, "status", "--porcelain").split("\n").filter(Boolean)).toHaveLength(21);
  });

  it("refuses a --jobs that is not a whole number from 1 up (exit 2)", () => {
    for (const value of ["0", "two", "1.5", "10000"]) {
      const run = runCli(["migrate", UNWRAP, "--dry-run", "--jobs", value]);
      expect(run.code, value).toBe(2);
      expect(run.stderr, value).toContain("--jobs must be a whole number from 1 to 9999");
    }
    expect(runCli(["migrate", UNWRAP, "--dry-run", "--jobs", "-2"]).code).toBe(2);
  });
});
