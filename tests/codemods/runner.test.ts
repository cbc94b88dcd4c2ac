// The migration runner in-process: which files it finds, what it writes (and what it never touches),
// how it reports files it cannot process, and the git check. The CLI around it: tests/e2e/migrate.test.ts.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unwrapApiErrorHandlingCodemod } from "../../codemods/unwrap-api-error-handling.js";
import { wrapAgentToolExecuteCodemod } from "../../codemods/wrap-agent-tool-execute.js";
import { discoverFiles } from "../../codemods/runner/discover.js";
import { MigrationRefused, runMigration, type MigrateOptions } from "../../codemods/runner/run.js";
import { formatDiff, formatSummary } from "../../codemods/runner/report.js";
import { JournaledWriter, journalPath } from "../../codemods/runner/temp-journal.js";
import { makeTempDir, repoRoot } from "../helpers.js";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = makeTempDir(prefix);
  temps.push(dir);
  return dir;
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_SYSTEM: "/dev/null" } });
}

function initRepository(dir: string): void {
  git(dir, "init", "-q", "-b", "main");
  git(dir, "config", "user.name", "Codemod Test");
  git(dir, "config", "user.email", "codemod-test@example.com");
  git(dir, "config", "commit.gpgsign", "false");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "initial");
}

const ISSUES_TOOL = `import { withApiErrorHandling } from "../internal/api-helpers";
import type { ApiService } from "../api-client";

export async function getIssue(apiService: ApiService, organizationSlug: string, issueId: string) {
  return await withApiErrorHandling(() => apiService.getIssue({ organizationSlug, issueId }));
}
`;
const ISSUES_TOOL_MIGRATED = `import type { ApiService } from "../api-client";

export async function getIssue(apiService: ApiService, organizationSlug: string, issueId: string) {
  return await apiService.getIssue({ organizationSlug, issueId });
}
`;
const UNRELATED = `export const greeting = "hello";\n`;

function options(cwd: string, overrides: Partial<MigrateOptions> = {}): MigrateOptions {
  return { codemod: unwrapApiErrorHandlingCodemod, cwd, paths: ["."], dryRun: false, allowDirty: true, ...overrides };
}

describe("discoverFiles", () => {
  it("finds the source files, honouring .gitignore files at every level and skipping node_modules", () => {
    const dir = tempDir("discover");
    writeFiles(dir, {
      ".gitignore": "dist/\n*.generated.ts\n",
      "src/a.ts": UNRELATED,
      "src/b.tsx": UNRELATED,
      "src/c.mts": UNRELATED,
      "src/d.cts": UNRELATED,
      "src/e.js": UNRELATED,
      "src/f.jsx": UNRELATED,
      "src/g.mjs": UNRELATED,
      "src/h.cjs": UNRELATED,
      "src/notes.md": "# notes\n",
      "src/schema.generated.ts": UNRELATED,
      "dist/a.js": UNRELATED,
      "node_modules/pkg/index.js": UNRELATED,
      "packages/web/.gitignore": "fixtures/\n!keep.generated.ts\n",
      "packages/web/fixtures/x.ts": UNRELATED,
      "packages/web/keep.generated.ts": UNRELATED,
      "packages/web/page.tsx": UNRELATED,
    });
    const { files, missing } = discoverFiles({ cwd: dir, paths: ["."] });
    expect(missing).toEqual([]);
    expect(files.map((file) => file.display)).toEqual([
      "packages/web/keep.generated.ts",
      "packages/web/page.tsx",
      "src/a.ts",
      "src/b.tsx",
      "src/c.mts",
      "src/d.cts",
      "src/e.js",
      "src/f.jsx",
      "src/g.mjs",
      "src/h.cjs",
    ]);
  });

  it("applies --include and --exclude globs (a glob without / matches file names)", () => {
    const dir = tempDir("globs");
    writeFiles(dir, { "src/tools/a.ts": UNRELATED, "src/tools/a.test.ts": UNRELATED, "src/legacy/b.ts": UNRELATED, "scripts/c.js": UNRELATED });
    const display = (include: string[], exclude: string[]): string[] =>
      discoverFiles({ cwd: dir, paths: ["."], include, exclude }).files.map((file) => file.display);
    expect(display(["src/**"], [])).toEqual(["src/legacy/b.ts", "src/tools/a.test.ts", "src/tools/a.ts"]);
    expect(display([], ["*.test.ts", "src/legacy/**"])).toEqual(["scripts/c.js", "src/tools/a.ts"]);
    expect(display(["**/*.js"], [])).toEqual(["scripts/c.js"]);
  });

  it("follows symbolic links without looping and lists a file once", () => {
    const dir = tempDir("symlinks");
    writeFiles(dir, { "src/a.ts": UNRELATED, "src/nested/b.ts": UNRELATED });
    symlinkSync(join(dir, "src"), join(dir, "src/nested/loop"), "dir");
    symlinkSync(join(dir, "src/a.ts"), join(dir, "alias.ts"), "file");
    symlinkSync(join(dir, "missing.ts"), join(dir, "broken.ts"), "file");
    const { files } = discoverFiles({ cwd: dir, paths: ["."] });
    expect(files.map((file) => file.realPath).sort()).toEqual([join(dir, "src/a.ts"), join(dir, "src/nested/b.ts")].sort());
    expect(files).toHaveLength(2);
  });

  it("takes named files and directories even when ignored, and reports missing paths", () => {
    const dir = tempDir("explicit");
    writeFiles(dir, { ".gitignore": "generated/\n", "generated/a.ts": UNRELATED, "generated/sub/.gitignore": "skip.ts\n", "generated/sub/skip.ts": UNRELATED });
    expect(discoverFiles({ cwd: dir, paths: ["."] }).files).toEqual([]);
    expect(discoverFiles({ cwd: dir, paths: ["generated"] }).files.map((file) => file.display)).toEqual(["generated/a.ts"]);
    expect(discoverFiles({ cwd: dir, paths: ["generated/sub/skip.ts"] }).files.map((file) => file.display)).toEqual(["generated/sub/skip.ts"]);
    expect(discoverFiles({ cwd: dir, paths: ["nope", "generated"] }).missing).toEqual(["nope"]);
  });
});

describe("runMigration", () => {
  it("writes only the files that change, atomically and keeping their mode, and a second run changes nothing", async () => {
    const dir = tempDir("write");
    writeFiles(dir, { "src/tools/issues.ts": ISSUES_TOOL, "src/unrelated.ts": UNRELATED, "src/mentions.ts": `// withApiErrorHandling is gone\n${UNRELATED}` });
    chmodSync(join(dir, "src/tools/issues.ts"), 0o640);
    const old = new Date("2020-01-01T00:00:00Z");
    for (const file of ["src/unrelated.ts", "src/mentions.ts"]) utimesSync(join(dir, file), old, old);

    const { report, changes } = await runMigration(options(dir));
    expect(report).toEqual({
      codemod: "unwrap-api-error-handling",
      dryRun: false,
      files: { scanned: 3, changed: 1, unchanged: 2, failed: 0 },
      changed: ["src/tools/issues.ts"],
      manual: [],
      errors: [],
    });
    expect(changes).toEqual([{ file: "src/tools/issues.ts", before: ISSUES_TOOL, after: ISSUES_TOOL_MIGRATED }]);
    expect(readFileSync(join(dir, "src/tools/issues.ts"), "utf8")).toBe(ISSUES_TOOL_MIGRATED);
    expect(statSync(join(dir, "src/tools/issues.ts")).mode & 0o777).toBe(0o640);
    for (const file of ["src/unrelated.ts", "src/mentions.ts"]) expect(statSync(join(dir, file)).mtimeMs).toBe(old.getTime());

    const mtime = statSync(join(dir, "src/tools/issues.ts")).mtimeMs;
    const again = await runMigration(options(dir));
    expect(again.report.files).toEqual({ scanned: 3, changed: 0, unchanged: 3, failed: 0 });
    expect(statSync(join(dir, "src/tools/issues.ts")).mtimeMs).toBe(mtime);
  });

  it("keeps CRLF line endings and the byte-order mark of the files it rewrites", async () => {
    const dir = tempDir("crlf");
    const crlf = (text: string): string => text.replace(/\n/g, "\r\n");
    writeFiles(dir, { "issues.ts": `\uFEFF${crlf(ISSUES_TOOL)}` });
    await runMigration(options(dir));
    expect(readFileSync(join(dir, "issues.ts"), "utf8")).toBe(`\uFEFF${crlf(ISSUES_TOOL_MIGRATED)}`);
  });

  it("--dry-run writes nothing and returns the changes for a diff", async () => {
    const dir = tempDir("dry");
    writeFiles(dir, { "src/issues.ts": ISSUES_TOOL });
    const { report, changes } = await runMigration(options(dir, { dryRun: true, allowDirty: false }));
    expect(report.dryRun).toBe(true);
    expect(report.changed).toEqual(["src/issues.ts"]);
    expect(readFileSync(join(dir, "src/issues.ts"), "utf8")).toBe(ISSUES_TOOL);
    expect(formatDiff(changes)).toBe(
      [
        "--- a/src/issues.ts",
        "+++ b/src/issues.ts",
        "@@ -1,6 +1,5 @@",
        '-import { withApiErrorHandling } from "../internal/api-helpers";',
        ' import type { ApiService } from "../api-client";',
        " ",
        " export async function getIssue(apiService: ApiService, organizationSlug: string, issueId: string) {",
        "-  return await withApiErrorHandling(() => apiService.getIssue({ organizationSlug, issueId }));",
        "+  return await apiService.getIssue({ organizationSlug, issueId });",
        " }",
        "",
      ].join("\n"),
    );
  });

  it("reports a file it cannot parse, leaves it untouched and migrates the others; unparsed files without the wrapper's name are not read as code", async () => {
    const dir = tempDir("broken");
    const broken = `import { withApiErrorHandling } from "../internal/api-helpers";\nexport const = withApiErrorHandling(() => 1);\n`;
    const brokenWithoutName = "export const = ;\n";
    const deep = `import { withApiErrorHandling } from "./h";\nexport const x = ${"(".repeat(20_000)}1${")".repeat(20_000)};\n`;
    writeFiles(dir, { "a-broken.ts": broken, "b-good.ts": ISSUES_TOOL, "c-no-name.ts": brokenWithoutName, "d-deep.ts": deep });
    const { report } = await runMigration(options(dir));
    expect(report.files).toEqual({ scanned: 4, changed: 1, unchanged: 1, failed: 2 });
    expect(report.errors.map((error) => error.file)).toEqual(["a-broken.ts", "d-deep.ts"]);
    expect(report.errors[0]!.message).toMatch(/^could not be parsed \(ts parser\): Variable declaration expected\. \(2:14\)$/);
    expect(report.errors[1]!.message).toMatch(/nests too deeply/);
    expect(readFileSync(join(dir, "a-broken.ts"), "utf8")).toBe(broken);
    expect(readFileSync(join(dir, "b-good.ts"), "utf8")).toBe(ISSUES_TOOL_MIGRATED);
    expect(readFileSync(join(dir, "d-deep.ts"), "utf8")).toBe(deep);
  });

  it("never writes output that does not parse", async () => {
    const dir = tempDir("reparse");
    writeFiles(dir, { "issues.ts": ISSUES_TOOL });
    const faulty = { ...unwrapApiErrorHandlingCodemod, load: async () => ({ run: () => ({ output: "export const = ;\n", manual: [] }) }) };
    const { report } = await runMigration(options(dir, { codemod: faulty }));
    expect(report.files.failed).toBe(1);
    expect(report.errors[0]!.message).toMatch(/^the migrated code would not parse \(Variable declaration expected\. \(1:14\)\), so the file was left untouched/);
    expect(readFileSync(join(dir, "issues.ts"), "utf8")).toBe(ISSUES_TOOL);
  });

  it("loads the transform only when a file gets through the prefilter", async () => {
    const dir = tempDir("lazy");
    writeFiles(dir, { "greeting.ts": UNRELATED });
    const loads: string[] = [];
    const counted = { ...unwrapApiErrorHandlingCodemod, load: () => (loads.push("load"), unwrapApiErrorHandlingCodemod.load()) };
    const none = await runMigration(options(dir, { codemod: counted }));
    expect(none.report.files).toEqual({ scanned: 1, changed: 0, unchanged: 1, failed: 0 });
    expect(loads).toEqual([]);
    writeFiles(dir, { "issues.ts": ISSUES_TOOL });
    const one = await runMigration(options(dir, { codemod: counted }));
    expect(one.report.changed).toEqual(["issues.ts"]);
    expect(loads).toEqual(["load"]);
  });

  it("the built command line loads neither ESLint nor TypeScript nor the parser before a file needs them", () => {
    // What `agent-errors migrate` imports up front; the codemod's transform is loaded after (it brings TypeScript).
    const heavy = String.raw`/typescript\/lib\/typescript\.js$|@typescript-eslint\/(utils|parser|typescript-estree)\/|eslint\/lib\/api\.js$/`;
    const script = `
      import { createRequire } from "node:module";
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).filter((path) => ${heavy}.test(path.replaceAll(String.fromCharCode(92), "/")));
      await import(${JSON.stringify(join(repoRoot, "dist/src/cli/main.js"))});
      await import(${JSON.stringify(join(repoRoot, "dist/src/cli/migrate.js"))});
      const before = loaded();
      const { codemods } = await import(${JSON.stringify(join(repoRoot, "dist/codemods/index.js"))});
      for (const codemod of codemods) await codemod.load();
      console.log(JSON.stringify({ before, after: loaded().length }));`;
    const { before, after } = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: repoRoot, encoding: "utf8" })) as { before: string[]; after: number };
    expect(before).toEqual([]);
    // The check can fail: loading the transforms does bring TypeScript in.
    expect(after).toBeGreaterThan(0);
  });

  it("lists the sites left for a person with file, line and column", async () => {
    const dir = tempDir("manual");
    const source = `import { tool } from "ai";\nimport { wrapAgentToolExecute } from "./utils";\n\nexport const handler = wrapAgentToolExecute(async () => "pong");\n`;
    writeFiles(dir, { "src/agent/tools.ts": source });
    const { report } = await runMigration(options(dir, { codemod: wrapAgentToolExecuteCodemod }));
    expect(report.manual).toEqual([
      {
        file: "src/agent/tools.ts",
        line: 4,
        column: 24,
        reason: '`wrapAgentToolExecute(...)` is not the `execute` of a `tool()` call from "ai", so the codemod leaves it: build this tool with `agentTool()` by hand.',
      },
    ]);
    expect(report.files.changed).toBe(0);
    const summary = formatSummary(report, { check: true });
    expect(summary).toContain("src/agent/tools.ts:4:24  `wrapAgentToolExecute(...)` is not the `execute`");
    expect(summary).toContain("Pending work");
  });
});

describe("the git check", () => {
  it("refuses to write into a work tree with uncommitted changes, says why, and goes ahead with allowDirty or when clean", async () => {
    const dir = tempDir("git");
    writeFiles(dir, { "src/issues.ts": ISSUES_TOOL, "README.md": "# tools\n" });
    initRepository(dir);
    writeFileSync(join(dir, "README.md"), "# tools, edited\n");
    writeFileSync(join(dir, "notes.txt"), "untracked\n");

    const refused = runMigration(options(dir, { allowDirty: false }));
    await expect(refused).rejects.toThrow(MigrationRefused);
    await expect(runMigration(options(dir, { allowDirty: false }))).rejects.toThrow(/uncommitted changes[\s\S]*M README\.md[\s\S]*\?\? notes\.txt[\s\S]*--allow-dirty/);
    expect(readFileSync(join(dir, "src/issues.ts"), "utf8")).toBe(ISSUES_TOOL);

    // A dry run writes nothing, so it runs in a dirty tree.
    expect((await runMigration(options(dir, { allowDirty: false, dryRun: true }))).report.changed).toEqual(["src/issues.ts"]);

    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "edits");
    const { report } = await runMigration(options(dir, { allowDirty: false }));
    expect(report.changed).toEqual(["src/issues.ts"]);
    expect(git(dir, "status", "--porcelain")).toBe(" M src/issues.ts\n");
  });
});

describe("temporary files of an interrupted run (SIGKILL)", () => {
  /** A repository as a run killed during a write leaves it: a temporary file beside a source, listed in the journal. */
  function killedRun(): { dir: string; temporary: string; journal: string } {
    const dir = tempDir("killed-run");
    writeFiles(dir, { "src/tools/issues.ts": ISSUES_TOOL });
    initRepository(dir);
    const temporary = join(dir, "src/tools/issues.ts.2841937714");
    writeFileSync(temporary, ISSUES_TOOL_MIGRATED.slice(0, 40));
    const journal = join(dir, ".git/agent-errors-migrate.journal");
    writeFileSync(journal, `${temporary}\n${join(dir, "src/tools/gone.ts.1234")}\n`);
    return { dir, temporary, journal };
  }

  it("the next run removes the temporary files a killed run left, says so, and migrates as usual", async () => {
    const { dir, temporary, journal } = killedRun();
    // The leftover is untracked: a run that writes must not take it for a dirty tree of the user's.
    const { report } = await runMigration(options(dir, { allowDirty: false }));
    expect(statSync(temporary, { throwIfNoEntry: false })).toBeUndefined();
    expect(statSync(journal, { throwIfNoEntry: false })).toBeUndefined();
    expect(report.notes).toEqual(["an earlier run was killed before it could clean up: removed the 1 temporary file it left (src/tools/issues.ts.2841937714)"]);
    expect(readFileSync(join(dir, "src/tools/issues.ts"), "utf8")).toBe(ISSUES_TOOL_MIGRATED);
    expect(git(dir, "status", "--porcelain")).toBe(" M src/tools/issues.ts\n");
  });

  it("a dry run only says which there are", async () => {
    const { dir, temporary, journal } = killedRun();
    const { report } = await runMigration(options(dir, { dryRun: true }));
    expect(readFileSync(temporary, "utf8")).toBe(ISSUES_TOOL_MIGRATED.slice(0, 40));
    expect(statSync(journal).isFile()).toBe(true);
    expect(report.notes?.[0]).toMatch(/^an earlier run was killed before it could clean up: 1 temporary file left beside the sources \(src\/tools\/issues\.ts\.2841937714\); the next run that writes removes them$/);
  });

  it("a run that ends normally leaves no journal and no temporary file", async () => {
    const dir = tempDir("journal-clean");
    writeFiles(dir, { "src/tools/issues.ts": ISSUES_TOOL, "src/tools/more.ts": ISSUES_TOOL });
    initRepository(dir);
    const { report } = await runMigration(options(dir));
    expect(report.changed).toEqual(["src/tools/issues.ts", "src/tools/more.ts"]);
    expect(statSync(join(dir, ".git/agent-errors-migrate.journal"), { throwIfNoEntry: false })).toBeUndefined();
    expect(git(dir, "status", "--porcelain")).toBe(" M src/tools/issues.ts\n M src/tools/more.ts\n");
  });

  it("each temporary file is in the journal while the run lasts, so that a kill leaves a record of it", () => {
    const dir = tempDir("journal-write");
    writeFiles(dir, { "src/a.ts": "export const a = 1;\n" });
    initRepository(dir);
    const writer = new JournaledWriter(dir);
    writer.write(join(dir, "src/a.ts"), "export const a = 2;\n");
    const journal = journalPath(dir);
    expect(journal).toBe(join(dir, ".git/agent-errors-migrate.journal"));
    expect(readFileSync(journal, "utf8")).toMatch(new RegExp(`^${join(dir, "src/a.ts").replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\.\\d+\\n$`));
    writer.close();
    expect(statSync(journal, { throwIfNoEntry: false })).toBeUndefined();
    expect(readFileSync(join(dir, "src/a.ts"), "utf8")).toBe("export const a = 2;\n");
  });
});
