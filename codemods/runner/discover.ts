/**
 * Which files a migration looks at: the `.ts .tsx .mts .cts .js .jsx .mjs .cjs` files under the given
 * paths, minus what `.gitignore` files ignore (the repository's, and nested ones, as git reads them),
 * `node_modules/` and `.git/`, filtered by `--include` / `--exclude` globs. Symbolic links are followed,
 * but a directory is entered once (no symlink loops) and a file is listed once.
 *
 * Nothing is left out without a word: a directory that cannot be read is returned in `unreadable` (the
 * run reports it as an error, like a file it cannot read), and a path named like a source file that is
 * not one (a broken symbolic link, a link loop, a named pipe, a socket, a device) in `skipped`. A named
 * pipe is never opened (reading it would wait for a writer).
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, type Dirent } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import type picomatchModule from "picomatch";
import { describeLinkError, describeReadError, describeSpecialFile } from "../shared/fs-notes.js";
import { findGitRoot, GitignoreCache, ignoreChain as chain, toPosix } from "../shared/gitignore.js";
import { lazyRequire } from "../shared/lazy.js";
import { parserFor } from "../shared/parsers.js";

const loadPicomatch = lazyRequire<typeof picomatchModule>("picomatch");

export interface DiscoverOptions {
  cwd: string;
  paths: readonly string[];
  /** Globs relative to cwd; a pattern without `/` matches a file's name anywhere. When given, only matching files are kept. */
  include?: readonly string[];
  exclude?: readonly string[];
}

/** A path discovery could not take: relative to cwd with `/` (or absolute outside it), and why. */
export interface DiscoveryNote {
  file: string;
  message: string;
}

export interface DiscoveredFile {
  /** The path as found (absolute). */
  path: string;
  /** The file behind any symbolic links: where it is read and written. */
  realPath: string;
  /** Relative to cwd, with `/`: for reports. */
  display: string;
}

const ALWAYS_SKIPPED = new Set([".git", "node_modules"]);

/** A matcher for globs relative to cwd; a glob without `/` matches a file's (or directory's) name at any depth. */
function globMatcher(globs: readonly string[] | undefined): ((path: string) => boolean) | undefined {
  if (!globs || globs.length === 0) return undefined;
  const onPath = globs.filter((glob) => glob.includes("/")).map((glob) => glob.replace(/^\.\//, ""));
  const onName = globs.filter((glob) => !glob.includes("/"));
  const picomatch = loadPicomatch();
  const pathMatcher = onPath.length > 0 ? picomatch(onPath, { dot: true }) : undefined;
  const nameMatcher = onName.length > 0 ? picomatch(onName, { dot: true }) : undefined;
  return (path) => !!pathMatcher?.(path) || !!nameMatcher?.(path.slice(path.lastIndexOf("/") + 1));
}

/**
 * The files to migrate, sorted by their display path. Paths that do not exist are returned in
 * `missing` (the caller decides what that means).
 */
export function discoverFiles(options: DiscoverOptions): { files: DiscoveredFile[]; missing: string[]; unreadable: DiscoveryNote[]; skipped: DiscoveryNote[] } {
  const { cwd } = options;
  const included = globMatcher(options.include);
  const excluded = globMatcher(options.exclude);
  const gitignores = new GitignoreCache();
  const files = new Map<string, DiscoveredFile>();
  const enteredDirectories = new Set<string>();
  const missing: string[] = [];
  const unreadable: DiscoveryNote[] = [];
  const skipped: DiscoveryNote[] = [];
  const show = (path: string): string => toPosix(relative(cwd, path)) || path;

  // `display`: the path relative to cwd with `/`, when the walk knows it already (built from its directory's).
  const wanted = (path: string, display?: string): boolean => {
    if (!parserFor(path)) return false;
    if (!included && !excluded) return true;
    display ??= toPosix(relative(cwd, path));
    return (!included || included(display)) && !excluded?.(display);
  };
  // `realPath`: known already for a regular file of a directory whose real path was taken (one system call
  // fewer per file, most of a large tree's walk).
  const add = (path: string, knownRealPath?: string, display?: string): void => {
    let realPath: string;
    try {
      realPath = knownRealPath ?? realpathSync.native(path);
    } catch {
      return;
    }
    if (!files.has(realPath)) files.set(realPath, { path, realPath, display: display || toPosix(relative(cwd, path)) || path });
  };

  for (const input of options.paths) {
    const start = resolve(cwd, input);
    let stats;
    try {
      stats = statSync(start);
    } catch {
      missing.push(input);
      continue;
    }
    if (!stats.isDirectory()) {
      // A file named on the command line is taken even when a .gitignore ignores it.
      if (!wanted(start)) continue;
      if (stats.isFile()) add(start);
      else skipped.push({ file: show(start), message: describeSpecialFile(stats) });
      continue;
    }
    const root = findGitRoot(start) ?? start;
    // A directory named on the command line is walked even when it is ignored itself; only the
    // .gitignore files inside it apply then.
    let ignoreChain = chain(root, dirname(start) === start ? start : dirname(start));
    if (start === root || gitignores.ignores(ignoreChain, start, true)) ignoreChain = [];

    // `real`: the directory's real path when its parent's is known and it is no symbolic link (the walk takes
    // the others' from the file system).
    // The paths below a directory are made by appending names (`join` and `relative` for each of a large tree's
    // entries were a third of its walk): `directory` is absolute and normalized (resolve's), `display` is
    // relative to cwd with `/` ("" for cwd itself).
    // Below a start outside cwd (`..`, another drive), a path may lead back into cwd: its display is computed.
    const startDisplay = toPosix(relative(cwd, start));
    const appendable = !startDisplay.startsWith("..") && !isAbsolute(startDisplay);
    const stack: { directory: string; display: string; real?: string; ignoreChain: string[] }[] = [
      { directory: start, display: startDisplay, ignoreChain: [...ignoreChain, start] },
    ];
    const below = (parent: string, name: string): string => (parent.endsWith(sep) ? parent + name : parent + sep + name);
    while (stack.length > 0) {
      const { directory, display: directoryDisplay, real: knownReal, ignoreChain: directories } = stack.pop()!;
      let real: string;
      let entries: Dirent[];
      try {
        real = knownReal ?? realpathSync.native(directory);
        if (enteredDirectories.has(real)) continue;
        enteredDirectories.add(real);
        entries = readdirSync(directory, { withFileTypes: true });
      } catch (error) {
        unreadable.push({ file: show(directory), message: `directory could not be read: ${describeReadError(error)}; the files in it were not migrated` });
        continue;
      }
      if (!entries.some((entry) => entry.name === ".gitignore")) gitignores.noFileIn(directory);
      const subdirectories: { path: string; display: string; real?: string }[] = [];
      for (const entry of entries) {
        const path = below(directory, entry.name);
        const display = !appendable ? toPosix(relative(cwd, path)) : directoryDisplay === "" ? entry.name : `${directoryDisplay}/${entry.name}`;
        let isDirectory = entry.isDirectory();
        let isFile = entry.isFile();
        let special: string | undefined = isDirectory || isFile ? undefined : describeSpecialFile(entry);
        if (entry.isSymbolicLink()) {
          try {
            const target = statSync(path);
            isDirectory = target.isDirectory();
            isFile = target.isFile();
            special = isDirectory || isFile ? undefined : `a symbolic link to ${describeSpecialFile(target)}`;
          } catch (error) {
            special = describeLinkError(path, error);
          }
        }
        if (isDirectory) {
          if (ALWAYS_SKIPPED.has(entry.name) || gitignores.ignores(directories, path, true)) continue;
          if (excluded?.(display)) continue;
          subdirectories.push({ path, display, real: entry.isSymbolicLink() ? undefined : below(real, entry.name) });
        } else if (wanted(path, display) && !gitignores.ignores(directories, path, false)) {
          // Only what would be migrated if it were a file is worth a note (not every socket in the tree).
          if (isFile) add(path, entry.isSymbolicLink() ? undefined : below(real, entry.name), display);
          else skipped.push({ file: display || path, message: special ?? "not a regular file" });
        }
      }
      subdirectories.sort((a, b) => (a.path < b.path ? 1 : a.path > b.path ? -1 : 0));
      for (const { path, display, real: subdirectoryReal } of subdirectories) {
        stack.push({ directory: path, display, real: subdirectoryReal, ignoreChain: [...directories, path] });
      }
    }
  }
  const sorted = [...files.values()].sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
  const byFile = (a: DiscoveryNote, b: DiscoveryNote): number => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  return { files: sorted, missing, unreadable: unreadable.sort(byFile), skipped: skipped.sort(byFile) };
}
