/**
 * What both migration runners share (the per-file one, run.ts, and the project-wide one, run-project.ts):
 * the options and the report, the refusals (a missing path, a dirty or missing git work tree), error
 * messages, and the check for a signal between files.
 */
import { resolve } from "node:path";
import type { Codemod, CodemodOptions, ManualSite } from "../shared/codemod.js";
import type { ProjectCodemod, TypecheckSummary } from "../typed/codemod.js";
import { findGitRoot } from "../shared/gitignore.js";
import { checkWorkTrees } from "./git.js";

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
  /**
   * How many files to migrate at once (this thread and worker threads; runner/parallel.ts): by default 1,
   * one after the other.
   */
  jobs?: number;
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

/** The first line of an error's message; a parser's `(line:column)` is made 1-based like the rest of the report. */
export function errorMessage(error: unknown): string {
  let message = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
  const loc = (error as { loc?: { line?: unknown; column?: unknown } } | null)?.loc;
  if (loc && typeof loc.line === "number" && typeof loc.column === "number") {
    message = `${message.replace(/\s*\(\d+:\d+\)$/, "")} (${loc.line}:${loc.column + 1})`;
  }
  return message;
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

