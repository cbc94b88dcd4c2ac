/**
 * Atomic writes that leave nothing behind, even after SIGKILL. write-file-atomic writes a temporary file
 * beside the source (`file.ts.<number>`) and renames it into place; it removes the temporary file on a
 * normal exit or a signal it can handle, but nothing runs on SIGKILL (or a power cut), and the temporary
 * file stays. So every temporary file is noted in a journal as soon as it is created, before any byte goes
 * into it (one appended line), the journal goes when the run ends, and a run that finds a journal removes the temporary files it
 * lists that are still there, and says so.
 *
 * The journal lives in the git directory (`.git/agent-errors-migrate.journal`), outside the work tree, so
 * it never shows in `git status`; without git, in the system's temporary directory, named after the
 * working directory.
 */
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { findGitRoot } from "./discover.js";

/** Where the journal of runs in `cwd` lives. */
export function journalPath(cwd: string): string {
  const root = findGitRoot(resolve(cwd));
  if (root) {
    const git = join(root, ".git");
    // A worktree or submodule has a `.git` file that points at its git directory.
    if (existsSync(git) && statSync(git).isDirectory()) return join(git, "agent-errors-migrate.journal");
    const pointer = existsSync(git) ? /^gitdir:\s*(.+)$/m.exec(readFileSync(git, "utf8"))?.[1]?.trim() : undefined;
    if (pointer) return join(resolve(root, pointer), "agent-errors-migrate.journal");
  }
  return join(tmpdir(), `agent-errors-migrate-${createHash("sha1").update(resolve(cwd)).digest("hex").slice(0, 16)}.journal`);
}

/** A temporary file of write-file-atomic beside `source`: `<source>.<digits>`. */
function isTemporaryOf(temporary: string): boolean {
  const match = /^(.*)\.(\d+)$/.exec(basename(temporary));
  return match !== null && existsSync(join(dirname(temporary), match[1]!));
}

/**
 * Removes the temporary files that an interrupted run (killed before it could clean up) left, as its journal
 * lists them: the paths removed. With `dryRun`, only says which there are.
 */
export function sweepLeftovers(cwd: string, dryRun: boolean): string[] {
  const journal = journalPath(cwd);
  if (!existsSync(journal)) return [];
  const left = [...new Set(readFileSync(journal, "utf8").split("\n").filter(Boolean))].filter((path) => existsSync(path) && isTemporaryOf(path));
  if (dryRun) return left;
  for (const path of left) rmSync(path, { force: true });
  rmSync(journal, { force: true });
  return left;
}

/** The summary line for the leftovers a run found: removed, or (dry run) still there. */
export function leftoverNote(cwd: string, paths: readonly string[], dryRun: boolean): string {
  const shown = paths.map((path) => relative(cwd, path) || path);
  const list = shown.length > 3 ? `${shown.slice(0, 3).join(", ")} and ${shown.length - 3} more` : shown.join(", ");
  return dryRun
    ? `an earlier run was killed before it could clean up: ${paths.length} temporary file${paths.length === 1 ? "" : "s"} left beside the sources (${list}); the next run that writes removes them`
    : `an earlier run was killed before it could clean up: removed the ${paths.length} temporary file${paths.length === 1 ? "" : "s"} it left (${list})`;
}

/** The writes of one run: each an atomic write whose temporary file is noted in the journal first. */
export class JournaledWriter {
  private readonly journal: string;
  private used = false;

  constructor(cwd: string) {
    this.journal = journalPath(cwd);
  }

  write(path: string, data: Buffer | string): void {
    writeFileAtomic.sync(path, data, {
      tmpfileCreated: (temporary: string) => {
        appendFileSync(this.journal, `${resolve(temporary)}\n`);
        this.used = true;
      },
    });
  }

  /** The run is over (normally or stopped by a signal it handled): every temporary file is gone. */
  close(): void {
    if (this.used) rmSync(this.journal, { force: true });
  }
}
