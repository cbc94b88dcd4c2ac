/**
 * `.gitignore` files as git reads them (the repository's and nested ones, the deepest matching pattern
 * deciding): which files a migration (codemods/runner/discover.ts) and `agent-errors check` leave out.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { Ignore } from "ignore";
import type ignoreModule from "ignore";
import { lazyRequire } from "./lazy.js";

const ignore = lazyRequire<typeof ignoreModule>("ignore");

/** A path with `/` separators, as `.gitignore` patterns and reports write them. */
export function toPosix(path: string): string {
  return sep === "/" ? path : path.split(sep).join("/");
}

/** The directory that holds `.git` at or above `directory`, or undefined outside a repository. */
export function findGitRoot(directory: string): string | undefined {
  for (let current = directory; ; current = dirname(current)) {
    if (existsSync(join(current, ".git"))) return current;
    if (dirname(current) === current) return undefined;
  }
}

/** The `.gitignore` of each directory, read once. */
export class GitignoreCache {
  private readonly byDirectory = new Map<string, Ignore | null>();

  /** A directory whose listing has no `.gitignore`: nothing to read. */
  noFileIn(directory: string): void {
    if (!this.byDirectory.has(directory)) this.byDirectory.set(directory, null);
  }

  matcher(directory: string): Ignore | null {
    let matcher = this.byDirectory.get(directory);
    if (matcher === undefined) {
      let text: string | undefined;
      try {
        text = readFileSync(join(directory, ".gitignore"), "utf8");
      } catch {
        text = undefined;
      }
      matcher = text === undefined ? null : ignore()().add(text);
      this.byDirectory.set(directory, matcher);
    }
    return matcher;
  }

  /**
   * Whether the `.gitignore` files of `directories` (outermost first) ignore `path`. As in git, the
   * deepest file with a matching pattern decides (so a nested `!keep.ts` re-includes a file).
   */
  ignores(directories: readonly string[], path: string, isDirectory: boolean): boolean {
    for (let index = directories.length - 1; index >= 0; index--) {
      const directory = directories[index]!;
      const matcher = this.matcher(directory);
      if (!matcher) continue;
      const relativePath = toPosix(relative(directory, path));
      if (relativePath === "" || relativePath.startsWith("..")) continue;
      const verdict = matcher.test(isDirectory ? `${relativePath}/` : relativePath);
      if (verdict.ignored) return true;
      if (verdict.unignored) return false;
    }
    return false;
  }
}

/** The directories from `root` down to `directory`, both included. */
export function ignoreChain(root: string, directory: string): string[] {
  const directories: string[] = [];
  for (let current = directory; ; current = dirname(current)) {
    directories.unshift(current);
    if (current === root || dirname(current) === current) break;
  }
  return directories;
}
