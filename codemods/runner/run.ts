/**
 * One migration over a codebase: find the files, skip those that do not mention the wrapper (before
 * parsing: this is what makes large repositories fast), run the codemod in-process with jscodeshift
 * (its parser picked per extension), re-parse what it produced, and write atomically only the files
 * that changed. A file that cannot be read, parsed or migrated is reported and left untouched; the run
 * goes on with the others.
 */
import writeFileAtomic from "write-file-atomic";
import type { Codemod, CodemodOptions, ManualSite } from "../shared/codemod.js";
import { isProjectCodemod, type ProjectCodemod, type TypecheckSummary } from "../typed/codemod.js";
import { discoverFiles, findGitRoot, type DiscoveredFile } from "./discover.js";
import { checkWorkTrees } from "./git.js";
import { encodeLossless, readSource } from "../shared/encoding.js";
import { checkParses, getParser, parserFor, type ParserName } from "../shared/parsers.js";
import { projectSettings } from "../shared/project-settings.js";
import { resolve } from "node:path";

export interface MigrateOptions {
  /** A per-file codemod, or a project-wide one (run by run-project.ts). */
  codemod: Codemod | ProjectCodemod;
  codemodOptions?: CodemodOptions;
  cwd: string;
  paths: readonly string[];
  include?: readonly string[];
  exclude?: readonly string[];
  /** Write nothing (`--dry-run`, `--check`). */
  dryRun: boolean;
  /** Write even in a git work tree with uncommitted changes. */
  allowDirty: boolean;
  /** Write outside a git work tree (nothing to review or undo the migration with). */
  noGit?: boolean;
  /** Called after each file, for progress on a terminal. */
  onProgress?: (done: number, total: number, file: string) => void;
  /**
   * Aborted (by SIGINT or SIGTERM, with the signal's name as reason) to stop before the next file: the files
   * written so far stay written (each one whole), the rest are left untouched, and the report says so.
   */
  signal?: AbortSignal;
}

/** The JSON report of `agent-errors migrate --json`. */
export interface MigrationReport {
  codemod: string;
  dryRun: boolean;
  files: { scanned: number; changed: number; unchanged: number; failed: number };
  changed: string[];
  manual: ({ file: string } & ManualSite)[];
  /** Files that could not be processed and directories that could not be read: left untouched (exit 1). */
  errors: { file: string; message: string }[];
  /** Paths named like source files that are not files (a broken symbolic link, a named pipe): not migrated. Present when there are some. */
  skipped?: { file: string; message: string }[];
  /** Project-wide codemods: what was loaded and which options were in effect (summary lines). */
  notes?: string[];
  /** Project-wide codemods run with `--typecheck`: diagnostics before and after. */
  typecheck?: TypecheckSummary;
  /** The run was stopped (SIGINT, SIGTERM) before the end: `notProcessed` files were left as they were. */
  interrupted?: { signal: string; notProcessed: number };
}

export interface FileChange {
  file: string;
  before: string;
  after: string;
}

export interface MigrationOutcome {
  report: MigrationReport;
  /** The changes, with their texts (for `--dry-run` diffs). */
  changes: FileChange[];
}

/** A reason not to run at all: a missing path, a dirty work tree. */
export class MigrationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MigrationRefused";
  }
}

type FileResult =
  | { kind: "skipped" }
  | { kind: "unchanged"; manual: ManualSite[] }
  | { kind: "changed"; before: string; after: string; manual: ManualSite[] }
  | { kind: "failed"; message: string; manual: ManualSite[] };

/** The first line of an error's message; a parser's `(line:column)` is made 1-based like the rest of the report. */
export function errorMessage(error: unknown): string {
  let message = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
  const loc = (error as { loc?: { line?: unknown; column?: unknown } } | null)?.loc;
  if (loc && typeof loc.line === "number" && typeof loc.column === "number") {
    message = `${message.replace(/\s*\(\d+:\d+\)$/, "")} (${loc.line}:${loc.column + 1})`;
  }
  return message;
}

function isSyntaxError(error: unknown): boolean {
  return error instanceof SyntaxError || (typeof error === "object" && error !== null && "loc" in error && "pos" in error);
}

function migrateFile(file: DiscoveredFile, options: MigrateOptions & { codemod: Codemod }, names: readonly string[]): FileResult {
  let source: string;
  try {
    // Bytes that are not UTF-8 (a Latin-1 comment) are kept as they are: see shared/encoding.ts.
    source = readSource(file.realPath).text;
  } catch (error) {
    return { kind: "failed", message: `could not be read: ${errorMessage(error)}`, manual: [] };
  }
  if (!names.some((name) => source.includes(name))) return { kind: "skipped" };
  // The parser is loaded on first use: a run whose prefilter matches nothing never loads it.
  const parserName = parserFor(file.path) as ParserName;
  const parser = getParser(parserName);
  let output: string;
  let manual: ManualSite[];
  try {
    ({ output, manual } = options.codemod.run(source, parser, options.codemodOptions, { path: file.display, absolutePath: file.realPath }));
  } catch (error) {
    let message: string;
    if (isSyntaxError(error)) message = `could not be parsed (${parserName} parser): ${errorMessage(error)}`;
    else if (error instanceof RangeError) message = `could not be processed: it nests too deeply (${errorMessage(error)})`;
    else message = `the codemod failed on this file: ${errorMessage(error)}`;
    return { kind: "failed", message, manual: [] };
  }
  if (output === source) return { kind: "unchanged", manual };
  try {
    checkParses(parserName, output.charCodeAt(0) === 0xfeff ? output.slice(1) : output);
  } catch (error) {
    return { kind: "failed", message: `the migrated code would not parse (${errorMessage(error)}), so the file was left untouched; please report this`, manual };
  }
  if (!options.dryRun) {
    try {
      writeFileAtomic.sync(file.realPath, encodeLossless(output));
    } catch (error) {
      return { kind: "failed", message: `could not be written: ${errorMessage(error)}`, manual };
    }
  }
  return { kind: "changed", before: source, after: output, manual };
}

/** Refuses to write into a git work tree with uncommitted changes (unless --allow-dirty), or outside any work tree (unless --no-git). */
export function checkGit(options: MigrateOptions): void {
  if (options.dryRun) return;
  const state = checkWorkTrees(options.cwd, options.paths);
  if (state.kind === "no-git") {
    // git is missing or refuses the repository: whether the tree is clean is unknown.
    const inRepository = options.paths.some((path) => findGitRoot(resolve(options.cwd, path)) !== undefined);
    if (inRepository ? options.allowDirty : options.noGit) return;
    throw new MigrationRefused(
      inRepository
        ? `${state.message}; run with --allow-dirty to migrate anyway`
        : `${state.message}, and without git the migration could not be reviewed or undone; run with --no-git to write anyway`,
    );
  }
  if (state.kind === "not-a-repository") {
    if (options.noGit) return;
    throw new MigrationRefused(
      "the paths are not in a git work tree, so the migration could not be reviewed with git diff nor undone on its own: " +
        "run it in one (git init, then commit the code as it is), try it with --dry-run first, or run with --no-git to write anyway.",
    );
  }
  if (state.kind !== "dirty" || options.allowDirty) return;
  const lines = state.trees.flatMap((tree) => tree.changes.map((change) => `  ${change}`));
  const shown = lines.length > 10 ? [...lines.slice(0, 10), `  ... and ${lines.length - 10} more`] : lines;
  throw new MigrationRefused(
    `the git work tree has uncommitted changes, so the migration would mix its changes with them and could not be undone on its own:\n${shown.join("\n")}\n` +
      "Commit or stash them first (then review the migration with git diff), or run with --allow-dirty to migrate anyway.",
  );
}

/**
 * A check of whether `signal` has been aborted, run between two files: at most every 10 ms it gives way to
 * pending events first (a signal's handler runs only then), so that the check costs nothing on fast runs.
 */
export function interruptionCheck(signal: AbortSignal | undefined): () => Promise<string | undefined> {
  let last = 0;
  return async () => {
    if (!signal) return undefined;
    const now = performance.now();
    if (!signal.aborted && now - last >= 10) {
      await new Promise((resolve) => setImmediate(resolve));
      last = performance.now();
    }
    return signal.aborted ? String(signal.reason) : undefined;
  };
}

export async function runMigration(options: MigrateOptions): Promise<MigrationOutcome> {
  const { codemod } = options;
  if (isProjectCodemod(codemod)) {
    // Loaded on demand: a per-file migration never loads the TypeScript project machinery.
    const { runProjectMigration } = await import("./run-project.js");
    return runProjectMigration({ ...options, codemod });
  }
  const { files, missing, unreadable, skipped } = discoverFiles(options);
  if (missing.length > 0) throw new MigrationRefused(`no such file or directory: ${missing.join(", ")}`);
  checkGit(options);

  // The project's settings give the codemod its defaults (the wrappers that name it), as they give the rules theirs.
  const notes: string[] = [];
  let codemodOptions = options.codemodOptions;
  let names: string[];
  try {
    if (codemod.fromSettings && files.length > 0) {
      // Only a configuration that names deprecated wrappers can change what the codemod migrates (the rule's
      // report names a wrapper of another name with --wrapper, so a shared configuration needs no look-up).
      const { settings, source, configured } = await projectSettings(options.cwd, files[0]!.realPath, "deprecatedWrappers");
      const defaults = configured ? codemod.fromSettings(settings, codemodOptions) : undefined;
      if (defaults) {
        codemodOptions = { ...codemodOptions, ...defaults.options };
        notes.push(`${defaults.taken} (from settings["agent-errors"].deprecatedWrappers in ${source})`);
      }
    }
    names = codemod.prefilter(codemodOptions);
  } catch (error) {
    throw new MigrationRefused(errorMessage(error));
  }
  options = { ...options, codemodOptions };
  const report: MigrationReport = {
    codemod: options.codemod.name,
    dryRun: options.dryRun,
    files: { scanned: files.length, changed: 0, unchanged: 0, failed: 0 },
    changed: [],
    manual: [],
    errors: [],
    ...(skipped.length > 0 ? { skipped } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
  const changes: FileChange[] = [];
  const interrupted = interruptionCheck(options.signal);
  for (const [index, file] of files.entries()) {
    // The loop is synchronous work: it gives way between files so that a signal is seen before the next one.
    const signal = await interrupted();
    if (signal) {
      report.interrupted = { signal, notProcessed: files.length - index };
      break;
    }
    const result = migrateFile(file, { ...options, codemod }, names);
    if (result.kind === "failed") {
      report.files.failed++;
      report.errors.push({ file: file.display, message: result.message });
    } else if (result.kind === "changed") {
      report.files.changed++;
      report.changed.push(file.display);
      changes.push({ file: file.display, before: result.before, after: result.after });
    } else {
      report.files.unchanged++;
    }
    if (result.kind !== "skipped") for (const site of result.manual) report.manual.push({ file: file.display, ...site });
    options.onProgress?.(index + 1, files.length, file.display);
  }
  if (unreadable.length > 0) report.errors = [...report.errors, ...unreadable].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { report, changes };
}
