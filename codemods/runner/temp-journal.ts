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
import type writeFileAtomicModule from "write-file-atomic";
import { findGitRoot } from "../shared/gitignore.js";
import { lazyRequire } from "../shared/lazy.js";

const writeFileAtomic = lazyRequire<typeof writeFileAtomicModule>("write-file-atomic");

/** A file's status, or undefined when it cannot be read (it does not exist yet). */
function quietStat(path: string): { mode: number } | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** Where the journal of runs in `cwd` lives. */
export function journalPath(cwd: string): string {
  const root = findGitRoot(resolve(cwd));
  if (root) {
    const git = join(root, ".git");
    try {
      if (statSync(git).isDirectory()) return join(git, "agent-errors-migrate.journal");
      // A worktree or submodule has a `.git` file that points at its git directory.
      const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(git, "utf8"))?.[1]?.trim();
      if (pointer) return join(resolve(root, pointer), "agent-errors-migrate.journal");
    } catch {
      // Not readable here: the temporary directory's journal.
    }
  }
  return fallbackJournalPath(cwd);
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
  const left: string[] = [];
  for (const journal of journalPaths(cwd)) {
    let text: string;
    try {
      text = readFileSync(journal, "utf8");
    } catch {
      continue; // None, or not ours to read.
    }
    const listed = [...new Set(text.split("\n").filter(Boolean))].filter((path) => existsSync(path) && isTemporaryOf(path));
    if (!dryRun) {
      for (const path of listed) quietly(() => rmSync(path, { force: true }));
      quietly(() => rmSync(journal, { force: true }));
    }
    left.push(...listed.filter((path) => dryRun || !existsSync(path)));
  }
  return left;
}

/** The journal in the git directory, and the one in the temporary directory used when that cannot be written. */
function journalPaths(cwd: string): string[] {
  return [...new Set([journalPath(cwd), fallbackJournalPath(cwd)])];
}

function fallbackJournalPath(cwd: string): string {
  return join(tmpdir(), `agent-errors-migrate-${createHash("sha1").update(resolve(cwd)).digest("hex").slice(0, 16)}.journal`);
}

/** Journaling is a safety net: a journal that cannot be written or removed never fails a migration. */
function quietly(action: () => void): boolean {
  try {
    action();
    return true;
  } catch {
    return false;
  }
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
  private readonly journals: string[];
  /** The journals written to; the first that takes a line is used from then on. */
  private readonly used = new Set<string>();

  constructor(cwd: string) {
    this.journals = journalPaths(cwd);
  }

  write(path: string, data: Buffer | string): void {
    // The rename into place would go around a file's own permission: a read-only file (no write bit for its
    // owner, `chmod 444`) is one its owner means to keep as it is, so it is not written, as a plain write would not.
    const mode = quietStat(path)?.mode;
    if (mode !== undefined && (mode & 0o200) === 0) {
      throw new Error(`the file is read-only (mode ${(mode & 0o777).toString(8).padStart(4, "0")}): make it writable to migrate it`);
    }
    writeFileAtomic().sync(path, data, {
      tmpfileCreated: (temporary: string) => {
        const line = `${resolve(temporary)}\n`;
        // The git directory may not be writable by this user (another user's repository): the temporary
        // directory then; and if neither takes it, the write goes on without a record.
        for (const journal of this.journals) {
          if (quietly(() => appendFileSync(journal, line))) {
            this.used.add(journal);
            return;
          }
        }
      },
    });
  }

  /** The run is over (normally or stopped by a signal it handled): every temporary file is gone. */
  close(): void {
    for (const journal of this.used) quietly(() => rmSync(journal, { force: true }));
  }
}
