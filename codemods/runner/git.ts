/**
 * The git check before a migration writes: a work tree with uncommitted changes (modified, staged or
 * untracked files) would mix the codemod's changes with others in the diff a person reviews, and
 * `git checkout .` could no longer undo the migration alone.
 */
import { spawnSync } from "node:child_process";
import { dirname, relative, resolve, sep } from "node:path";
import { realpathSync, statSync } from "node:fs";
import { findGitRoot } from "../shared/gitignore.js";

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
    if (topLevel.status === 0 && topLevel.stdout.trim()) {
      roots.add(topLevel.stdout.trim());
      continue;
    }
    // A .git above the path that git will not use (another user's repository, a broken one): the state of
    // the tree is unknown, which is not the same as "no repository".
    const found = findGitRoot(directory);
    if (found !== undefined) {
      const reason = topLevel.stderr.trim().split("\n")[0] ?? "";
      return { kind: "no-git", message: `git could not read the repository at ${found}${reason ? ` (${reason.replace(/^fatal: /, "")})` : ""}` };
    }
  }
  if (roots.size === 0) return { kind: "not-a-repository", trees: [] };
  const trees: WorkTreeState[] = [];
  for (const root of roots) {
    const status = git(["status", "--porcelain", "--untracked-files=normal"], root);
    if (status.error || status.status !== 0) {
      return { kind: "no-git", message: `git status failed in ${root}: ${(status.error?.message ?? status.stderr).trim()}` };
    }
    // Untracked files outside the paths being migrated (a scratch file, a build output) do not mix with
    // the migration's changes: only those under the paths make the tree dirty.
    const under = paths.map((path) => relative(root, realpathOr(resolve(cwd, path))).split(sep).join("/"));
    const inPaths = (file: string): boolean => under.some((prefix) => prefix === "" || file === prefix || file.startsWith(`${prefix}/`) || prefix.startsWith(`${file.replace(/\/$/, "")}/`));
    const changes = status.stdout
      .split("\n")
      .filter((line) => line.trim() !== "")
      .filter((line) => !line.startsWith("?? ") || inPaths(unquote(line.slice(3))));
    trees.push({ root, changes });
  }
  return { kind: trees.some((tree) => tree.changes.length > 0) ? "dirty" : "clean", trees };
}

/** A path's real path (git reports paths from the real top level), or the path when it cannot be resolved. */
function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** A path of `git status --porcelain`, without the quotes git puts around unusual names. */
function unquote(path: string): string {
  return path.startsWith('"') && path.endsWith('"') ? path.slice(1, -1).replace(/\\(.)/g, "$1") : path;
}
