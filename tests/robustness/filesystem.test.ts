// What a real source tree holds besides source files: symbolic-link loops, links to files, broken links,
// a directory named like a source file, a named pipe, files and directories that cannot be read, paths
// that do not exist, and a migration killed halfway. Each gets a clear message, the run goes on where it
// can, and no file is left half-written.
import { spawnSync } from "node:child_process";
import { chmodSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transform as unwrapApiErrorHandling } from "../../codemods/unwrap-api-error-handling/transform.js";
import { getParser } from "../../codemods/shared/parsers.js";
import plugin from "../../src/index.js";
import { giveTree, removeTree, runCli, startCli, summarise, unprivilegedRunner, writeTree, type LintResult, type MigrationJson } from "./helpers.js";

const RULE = "agent-errors/no-deprecated-error-wrapper";
const wrapped = (name: string): string => `import { withApiErrorHandling } from "../internal/compat.js";
import { apiService } from "../api-client/index.js";

export async function ${name}(organizationSlug: string, issueId: string) {
  const issue = await withApiErrorHandling(() => apiService.getIssue({ organizationSlug, issueId }), { operation: "getIssue" });
  return issue.title;
}
`;
/** What unwrap-api-error-handling makes of a source (the codemod itself, in this process). */
function migratedText(source: string): string {
  return unwrapApiErrorHandling.run(source, getParser("ts")).output;
}
const migrated = (name: string): string => migratedText(wrapped(name));

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) removeTree(dir);
});
const tree = (prefix: string, files: Record<string, string>): string => {
  const dir = writeTree(prefix, files);
  temps.push(dir);
  return dir;
};

describe("symbolic links", () => {
  let dir: string;
  beforeAll(() => {
    dir = tree("links", { "src/good.ts": wrapped("getIssueTitle"), "src/sub/inner.ts": wrapped("getInnerTitle") });
    symlinkSync("..", join(dir, "src/sub/up")); // a loop: src/sub/up/sub/up/...
    symlinkSync("../sub", join(dir, "src/sub/self")); // another loop
    symlinkSync("../good.ts", join(dir, "src/sub/alias.ts")); // a second name for a file
  });

  it("agent-errors check finishes, and lints each file (a linked file under its own name too)", () => {
    const run = runCli(["check", "src", "--format", "json"], dir, { timeout: 60_000 });
    expect(run.signal).toBeNull();
    expect(run.code).toBe(1);
    expect(summarise(JSON.parse(run.stdout) as LintResult[])).toEqual({
      "good.ts": [`5:23 ${RULE}`],
      "inner.ts": [`5:23 ${RULE}`],
      "alias.ts": [`5:23 ${RULE}`],
    });
  });

  it("agent-errors migrate finishes, enters each directory once and changes each file once", () => {
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "--dry-run", "--json"], dir, { timeout: 60_000 });
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.errors).toEqual([]);
    expect(report.changed).toEqual(["src/good.ts", "src/sub/inner.ts"]);
  });
});

describe("things named like source files that are not files", () => {
  let dir: string;
  let hasPipe = false;
  beforeAll(() => {
    dir = tree("not-files", { "src/good.ts": wrapped("getIssueTitle"), "src/generated.ts/README.md": "a directory named like a file\n" });
    symlinkSync("missing.ts", join(dir, "src/broken.ts"));
    hasPipe = spawnSync("mkfifo", [join(dir, "src/pipe.ts")]).status === 0;
    if (!hasPipe) writeFileSync(join(dir, "src/pipe.ts"), wrapped("getPipeTitle")); // no mkfifo: an ordinary file
  });

  it("agent-errors migrate skips them with a note each (a pipe is never opened) and migrates the file", () => {
    const brokenNote = { file: "src/broken.ts", message: "a broken symbolic link (its target missing.ts does not exist)" };
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "--dry-run", "--json", "--exclude", "pipe.ts"], dir, { timeout: 60_000 });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.changed).toEqual(["src/good.ts"]);
    expect(report.skipped).toEqual([brokenNote]);
    expect(run.stderr).toContain("Skipped (named like source files, but not files that can be read):\n  src/broken.ts  a broken symbolic link (its target missing.ts does not exist)\n");
    const withPipe = runCli(["migrate", "unwrap-api-error-handling", "src", "--dry-run", "--json"], dir, { timeout: 60_000 });
    expect(withPipe.signal).toBeNull();
    expect(withPipe.code).toBe(0);
    if (hasPipe) expect((JSON.parse(withPipe.stdout) as MigrationJson).skipped).toEqual([brokenNote, { file: "src/pipe.ts", message: "a named pipe (FIFO), not a regular file" }]);
  });

  it("agent-errors check lints the file beside a directory named generated.ts", () => {
    const onlyDirectory = tree("dir-named-ts", { "src/good.ts": wrapped("getIssueTitle"), "src/generated.ts/README.md": "x\n" });
    const run = runCli(["check", "src", "--format", "json"], onlyDirectory, { timeout: 60_000 });
    expect(run.code).toBe(1);
    expect(summarise(JSON.parse(run.stdout) as LintResult[])).toEqual({ "good.ts": [`5:23 ${RULE}`] });
  });

  // A path ESLint would read but cannot: each is skipped with a warning that names it and says why, the
  // other files are linted and reported as usual, the report stays valid, and the exit code follows the
  // findings. (ESLint's lintFiles would throw out of the whole run at the first of them.)
  for (const [name, target, reason] of [
    ["a broken symbolic link (ENOENT)", "missing.ts", "a broken symbolic link (its target missing.ts does not exist)"],
    ["a symbolic link to itself (ELOOP)", "broken.ts", "a symbolic link loop (it points to broken.ts, and following the links never reaches a file)"],
  ] as const) {
    it(`agent-errors check skips ${name} with a warning and lints the other files`, () => {
      const broken = tree("broken-link", { "src/good.ts": wrapped("getIssueTitle"), "src/sub/inner.ts": wrapped("getInnerTitle") });
      symlinkSync(target, join(broken, "src/broken.ts"));
      const run = runCli(["check", "src", "--format", "json"], broken, { timeout: 60_000 });
      expect(run.stderr).toBe(`agent-errors check: warning: skipped src/broken.ts: ${reason}; it was not linted\n`);
      expect(run.code).toBe(1);
      expect(summarise(JSON.parse(run.stdout) as LintResult[])).toEqual({ "good.ts": [`5:23 ${RULE}`], "inner.ts": [`5:23 ${RULE}`] });
    });
  }

  it("agent-errors check: the exit code follows the findings (0 on clean code beside a broken link), and SARIF stays valid", () => {
    const clean = tree("broken-link-clean", { "src/clean.ts": "export const answer = 42;\n" });
    symlinkSync("missing.ts", join(clean, "src/broken.ts"));
    const run = runCli(["check", "src", "--format", "sarif"], clean, { timeout: 60_000 });
    expect(run.stderr).toBe("agent-errors check: warning: skipped src/broken.ts: a broken symbolic link (its target missing.ts does not exist); it was not linted\n");
    expect(run.code).toBe(0);
    const sarif = JSON.parse(run.stdout) as { version: string; runs: { results: unknown[]; artifacts?: { location: { uri: string } }[] }[] };
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0]!.results).toEqual([]);
    expect(JSON.stringify(sarif)).not.toContain("broken.ts");
  });

  it("agent-errors check skips a named pipe (reading it would block forever) and a link to a directory named like a file", ({ skip }) => {
    const piped = tree("pipe", { "src/good.ts": wrapped("getIssueTitle"), "src/folder/README.md": "x\n" });
    if (spawnSync("mkfifo", [join(piped, "src/pipe.ts")]).status !== 0) skip("mkfifo is not available on this platform");
    symlinkSync("folder", join(piped, "src/linked.ts"));
    // The pipe named on the command line as well: ESLint would drop it without a word.
    const run = runCli(["check", "src", "src/pipe.ts", "--format", "json"], piped, { timeout: 60_000 });
    expect(run.signal, "the run hung on the pipe").toBeNull();
    expect(run.stderr.split("\n").filter(Boolean).sort()).toEqual([
      "agent-errors check: warning: skipped src/linked.ts: a symbolic link to a directory, named like a source file (links to directories are not followed); it was not linted",
      "agent-errors check: warning: skipped src/pipe.ts: a named pipe (FIFO), not a regular file; it was not linted",
    ]);
    expect(run.code).toBe(1);
    expect(summarise(JSON.parse(run.stdout) as LintResult[])).toEqual({ "good.ts": [`5:23 ${RULE}`] });
  });

  it("agent-errors check: a file that cannot be read when ESLint reads it (after the check before linting) is skipped too, and the run retried", () => {
    const racy = tree("read-fails", { "src/good.ts": wrapped("getIssueTitle"), "src/vanishing.ts": wrapped("getVanishingTitle") });
    const preload = join(dirname(fileURLToPath(import.meta.url)), "fail-reads.mjs");
    const run = runCli(["check", "src", "--format", "json"], racy, { preload, env: { AGENT_ERRORS_TEST_FAIL_READ: "vanishing.ts" } });
    expect(run.stderr).toBe("agent-errors check: warning: skipped src/vanishing.ts: permission denied (EACCES); it was not linted\n");
    expect(run.code).toBe(1);
    expect(summarise(JSON.parse(run.stdout) as LintResult[])).toEqual({ "good.ts": [`5:23 ${RULE}`] });
    // Without the fault, the same tree lints both files (the preload is what made the read fail).
    const plain = runCli(["check", "src", "--format", "json"], racy);
    expect(Object.keys(summarise(JSON.parse(plain.stdout) as LintResult[])).sort()).toEqual(["good.ts", "vanishing.ts"]);
  });
});

describe("files and directories that cannot be read", () => {
  const runner = unprivilegedRunner();
  let dir: string;
  beforeAll(() => {
    dir = tree("unreadable", {
      "src/good.ts": wrapped("getIssueTitle"),
      "src/secret.ts": wrapped("getSecretTitle"),
      "src/locked/hidden.ts": wrapped("getHiddenTitle"),
      "src/frozen/kept.ts": wrapped("getKeptTitle"),
    });
    if (runner.uid !== undefined) giveTree(dir, runner.uid);
    chmodSync(join(dir, "src/secret.ts"), 0o000);
    chmodSync(join(dir, "src/locked"), 0o000);
    // A directory the migration can read but not write into: the atomic write fails, the file stays as it was.
    chmodSync(join(dir, "src/frozen"), 0o555);
  });
  const skipUnlessUnreadable = (skip: (note: string) => void): void => {
    if (runner.reason) skip(runner.reason);
  };

  it("agent-errors migrate reports the unreadable file and the one it cannot write, migrates the others, exits 1", ({ skip }) => {
    skipUnlessUnreadable(skip);
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "--allow-dirty", "--json"], dir, runner);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.changed).toEqual(["src/good.ts"]);
    expect(report.errors).toEqual([
      { file: "src/frozen/kept.ts", message: expect.stringMatching(/^could not be written: EACCES: permission denied/) as string },
      { file: "src/locked", message: "directory could not be read: permission denied (EACCES); the files in it were not migrated" },
      { file: "src/secret.ts", message: expect.stringMatching(/^could not be read: EACCES: permission denied, open '.*secret\.ts'$/) as string },
    ]);
    expect(readFileSync(join(dir, "src/good.ts"), "utf8")).toBe(migrated("getIssueTitle"));
    expect(readFileSync(join(dir, "src/frozen/kept.ts"), "utf8")).toBe(wrapped("getKeptTitle"));
    expect(readdirSync(join(dir, "src/frozen"))).toEqual(["kept.ts"]);
  });

  it("agent-errors migrate reports a directory it cannot read (JSON report and standard error), and goes on with the others", ({ skip }) => {
    skipUnlessUnreadable(skip);
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "--dry-run", "--json"], dir, runner);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.errors).toEqual([
      { file: "src/locked", message: "directory could not be read: permission denied (EACCES); the files in it were not migrated" },
      { file: "src/secret.ts", message: expect.stringMatching(/^could not be read: EACCES/) as string },
    ]);
    // The others are migrated (a dry run: src/frozen/kept.ts would change; src/good.ts may have been migrated by the test above).
    expect(report.changed).toContain("src/frozen/kept.ts");
    expect(run.stderr).toContain("Could not be processed (left untouched):\n  src/locked  directory could not be read: permission denied (EACCES); the files in it were not migrated\n");
  });

  it("agent-errors check skips the unreadable file and directory with a warning each, and lints the others", ({ skip }) => {
    skipUnlessUnreadable(skip);
    const run = runCli(["check", "src", "--format", "json"], dir, runner);
    expect(run.stderr.split("\n").filter(Boolean).sort()).toEqual([
      "agent-errors check: warning: skipped directory src/locked: permission denied (EACCES); the files in it were not linted",
      "agent-errors check: warning: skipped src/secret.ts: permission denied (EACCES); it was not linted",
    ]);
    expect(run.code).toBe(1);
    const results = summarise(JSON.parse(run.stdout) as LintResult[]);
    // src/good.ts is linted too (its finding depends on whether the migration above has run).
    expect(Object.keys(results).sort()).toEqual(["good.ts", "kept.ts"]);
    expect(results["kept.ts"]).toEqual([`5:23 ${RULE}`]);
  });
});

describe("paths that do not exist", () => {
  let dir: string;
  beforeAll(() => {
    dir = tree("missing", { "src/good.ts": wrapped("getIssueTitle") });
  });

  it("agent-errors check: exit 2, naming the path", () => {
    const run = runCli(["check", "src", "nope", "src/also-missing.ts"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`agent-errors: no such file or directory: nope, src/also-missing.ts\nRun "agent-errors check --help" for usage.\n`);
    expect(run.stdout).toBe("");
  });

  it("agent-errors migrate: exit 2, naming the path, and nothing is written even for the paths that exist", () => {
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "nope", "--allow-dirty"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no such file or directory: nope");
    expect(readFileSync(join(dir, "src/good.ts"), "utf8")).toBe(wrapped("getIssueTitle"));
  });

  it("ESLint's API: lintFiles says which pattern matched nothing", async () => {
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [plugin.configs.recommended as never] });
    await expect(eslint.lintFiles(["nope/**/*.ts"])).rejects.toThrow("No files matching 'nope/**/*.ts' were found.");
  });
});

describe("a project on a path that contains node_modules (a checkout in a cache, a vendored package)", () => {
  // A tool that throws through a helper of the project: the project-wide codemod follows the helper.
  const project = {
    "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", noEmit: true, skipLibCheck: true, types: [] }, include: ["src"] }),
    "src/ai.d.ts": `declare module "ai" {\n  export function tool<T>(options: T): T;\n}\n`,
    "src/checks.ts": `export function requireId(id: string): void {\n  if (!id) throw new Error("The id is required.");\n}\n`,
    "src/lookup.ts": `import { tool } from "ai";
import { requireId } from "./checks.js";
export const lookupTool = tool({
  description: "Look up a record",
  execute: async ({ id }: { id: string }) => {
    requireId(id);
    return { id };
  },
});
`,
  };
  const migrate = (cwd: string): Pick<MigrationJson, "changed" | "manual"> & { notes: string[] } => {
    const run = runCli(["migrate", "throwing-tool-to-structured", "src", "--dry-run", "--json", "--style", "agent-tool"], cwd);
    expect(run.code, run.stderr).toBe(0);
    const { changed, manual, notes } = JSON.parse(run.stdout) as MigrationJson & { notes: string[] };
    return { changed, manual, notes };
  };
  let elsewhere: Pick<MigrationJson, "changed" | "manual"> & { notes: string[] };
  beforeAll(() => {
    elsewhere = migrate(tree("project", project));
  });

  it("throwing-tool-to-structured finds the tool that throws through a helper (the project anywhere else)", () => {
    expect(elsewhere.changed.length + elsewhere.manual.length).toBeGreaterThan(0);
  });

  // A file is a dependency when a node_modules/<package>/ directory on its path does not hold the project
  // (codemods/typed/project.ts, isDependencyFile), not whenever its absolute path contains "/node_modules/".
  it("throwing-tool-to-structured gives the same result when the project's own path contains /node_modules/", () => {
    const files = Object.fromEntries(Object.entries(project).map(([path, text]) => [`node_modules/app/${path}`, text]));
    const dir = tree("project-in-node-modules", files);
    expect(migrate(join(dir, "node_modules/app"))).toEqual(elsewhere);
  });

  it("there, a package the project installs is still a dependency: its throwing helper is not followed", () => {
    const installed = {
      ...project,
      "src/lookup.ts": project["src/lookup.ts"].replace(`from "./checks.js"`, `from "checks"`),
      "node_modules/checks/package.json": JSON.stringify({ name: "checks", version: "1.0.0", types: "index.ts", main: "index.js" }),
      "node_modules/checks/index.ts": project["src/checks.ts"],
    };
    delete (installed as Record<string, string>)["src/checks.ts"];
    const outside = migrate(tree("project-with-dependency", installed));
    const files = Object.fromEntries(Object.entries(installed).map(([path, text]) => [`node_modules/app/${path}`, text]));
    const inside = migrate(join(tree("dependency-in-node-modules", files), "node_modules/app"));
    expect(inside).toEqual(outside);
    // The tool is found; the package's file is neither counted as the project's nor followed as its helper.
    expect(inside.notes).toContain("project: tsconfig.json (2 source files); 1 tool found in the paths (lookupTool), 0 migrated");
    expect(inside.changed).toEqual([]);
  });
});

describe("a migration killed halfway", () => {
  it("leaves every file either as it was or completely migrated", async () => {
    const count = 1_500;
    const files: Record<string, string> = {};
    for (let index = 0; index < count; index++) files[`src/tool-${String(index).padStart(4, "0")}.ts`] = wrapped(`getTitle${index}`);
    const dir = tree("killed", files);
    const child = startCli(["migrate", "unwrap-api-error-handling", "src", "--allow-dirty"], dir);
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    // Kill it (SIGKILL: no clean-up) as soon as the first file has been written.
    const first = join(dir, "src/tool-0000.ts");
    const deadline = Date.now() + 60_000;
    while (readFileSync(first, "utf8") === files["src/tool-0000.ts"] && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
    child.kill("SIGKILL");
    await exited;

    let changed = 0;
    for (const [path, original] of Object.entries(files)) {
      const text = readFileSync(join(dir, path), "utf8");
      if (text !== original) {
        expect(text, path).toBe(migratedText(original));
        changed++;
      }
    }
    expect(changed).toBeGreaterThan(0);
    expect(changed, "the run was interrupted before the end").toBeLessThan(count);
    // write-file-atomic writes a temporary file beside the target and renames it: a kill can leave one
    // behind (not a source file: its name ends in a number), but never a half-written source file.
    const names = readdirSync(join(dir, "src"));
    expect(names.filter((name) => /\.ts$/.test(name))).toHaveLength(count);
  });
});

describe("a migration interrupted by SIGINT or SIGTERM", () => {
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
    it(`${signal}: stops before the next file, exits ${code}, lists the files it wrote (each whole), leaves no temporary file`, async () => {
      const count = 1_500;
      const files: Record<string, string> = {};
      for (let index = 0; index < count; index++) files[`src/tool-${String(index).padStart(4, "0")}.ts`] = wrapped(`getTitle${index}`);
      const dir = tree(`interrupted-${signal}`, files);
      const child = startCli(["migrate", "unwrap-api-error-handling", "src", "--allow-dirty", "--json"], dir);
      let stdout = "";
      let stderr = "";
      child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (exitCode) => resolve(exitCode)));
      const first = join(dir, "src/tool-0000.ts");
      const deadline = Date.now() + 60_000;
      while (readFileSync(first, "utf8") === files["src/tool-0000.ts"] && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
      child.kill(signal);
      expect(await exited).toBe(code);

      const report = JSON.parse(stdout) as MigrationJson & { interrupted?: { signal: string; notProcessed: number } };
      expect(report.interrupted?.signal).toBe(signal);
      const onDisk: string[] = [];
      for (const [path, original] of Object.entries(files)) {
        const text = readFileSync(join(dir, path), "utf8");
        if (text === original) continue;
        expect(text, path).toBe(migratedText(original));
        onDisk.push(path);
      }
      // What the report says was written is exactly what changed on disk; the rest was not touched.
      expect(report.changed).toEqual(onDisk);
      expect(onDisk.length).toBeGreaterThan(0);
      expect(onDisk.length + report.interrupted!.notProcessed).toBe(count);
      expect(readdirSync(join(dir, "src"))).toHaveLength(count);
      expect(stderr).toContain(`Interrupted (${signal}): ${report.interrupted!.notProcessed} files left as they were;`);
    });
  }
});


describe("a read-only file", () => {
  it("agent-errors migrate does not write it (the atomic rename would go around its mode): reported, left as it was, the others migrated", () => {
    const dir = tree("read-only", { "src/good.ts": wrapped("getIssueTitle"), "src/kept.ts": wrapped("getKeptTitle") });
    chmodSync(join(dir, "src/kept.ts"), 0o444);
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "--allow-dirty", "--json"], dir);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.changed).toEqual(["src/good.ts"]);
    expect(report.errors).toEqual([{ file: "src/kept.ts", message: "could not be written: the file is read-only (mode 0444): make it writable to migrate it" }]);
    expect(readFileSync(join(dir, "src/kept.ts"), "utf8")).toBe(wrapped("getKeptTitle"));
    expect(readFileSync(join(dir, "src/good.ts"), "utf8")).toBe(migrated("getIssueTitle"));
  });
});
