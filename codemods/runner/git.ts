/**
 * The git check before a migration writes: a work tree with uncommitted changes (modified, staged or
 * untracked files) would mix the codemod's changes with others in the diff a person reviews, and
 * `git checkout .` could no longer undo the migration alone.
 */
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { statSync } from "node:fs";

export interface WorkTreeState {
  /** The work tree's top directory. */
  root: string;
  /** `git status --porcelain` lines: the uncommitted changes. */
  changes: string[];
}

export type GitCheck = { kind: "clean" | "not-a-repository"; trees: WorkTreeState[] } | { kind: "dirty"; trees: WorkTreeState[] } | { kind: "no-git"; message: string };

function git(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string; error?: Error } {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" } });
  return { status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "", ...(result.error ? { error: result.error } : {}) };
}

/** The state of the git work trees that hold `paths` (relative to `cwd`). */
export function checkWorkTrees(cwd: string, paths: readonly string[]): GitCheck {
  const roots = new Set<string>();
  for (const path of paths) {
    const absolute = resolve(cwd, path);
    let directory = absolute;
    try {
      if (!statSync(absolute).isDirectory()) directory = dirname(absolute);
    } catch {
      continue;
    }
    const topLevel = git(["rev-parse", "--show-toplevel"], directory);
    if (topLevel.error) return { kind: "no-git", message: `could not run git to check for uncommitted changes (${topLevel.error.message})` };
    if (topLevel.status === 0 && topLevel.stdout.trim()) roots.add(topLevel.stdout.trim());
  }
  if (roots.size === 0) return { kind: "not-a-repository", trees: [] };
  const trees: WorkTreeState[] = [];
  for (const root of roots) {
    const status = git(["status", "--porcelain", "--untracked-files=normal"], root);
    if (status.error || status.status !== 0) {
      return { kind: "no-git", message: `git status failed in ${root}: ${(status.error?.message ?? status.stderr).trim()}` };
    }
    trees.push({ root, changes: status.stdout.split("\n").filter((line) => line.trim() !== "") });
  }
  return { kind: trees.some((tree) => tree.changes.length > 0) ? "dirty" : "clean", trees };
}
