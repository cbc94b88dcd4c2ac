/**
 * `agent-errors check [paths...]`: lint with the `recommended` preset (or `recommended-type-checked`)
 * and the TypeScript parser, no ESLint config file needed.
 */
import { isUtf8 } from "node:buffer";
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, type Dirent, type Stats } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ESLint, type Linter } from "eslint";
import writeFileAtomic from "write-file-atomic";
import { decodeLossless, encodeLossless } from "../../codemods/shared/encoding.js";
import { describeLinkError, describeReadError, describeSpecialFile } from "../../codemods/shared/fs-notes.js";
import { findGitRoot, GitignoreCache, ignoreChain } from "../../codemods/shared/gitignore.js";
import { startRecordingFlows, stopRecordingFlows } from "../core/flows.js";
import { PRESET_RULES } from "../configs.js";
import { formatSarif } from "./sarif.js";
import { progressReporter, type Progress } from "./progress.js";
import { describeParseError, EXIT, UsageError } from "./usage.js";

export const CHECK_HELP = `Usage: agent-errors check [paths...] [options]

Lints the paths (default: .) with the agent-errors recommended preset and the TypeScript parser.
No ESLint config file is needed; when the project has one, its settings["agent-errors"] and its global
ignores are used (the rules and presets are always this command's).

Options:
  --type-checked         Use the recommended-type-checked preset (parserOptions.projectService)
  --strict               Use the strict preset (strict-type-checked with --type-checked)
  --audit                Also report what the analysis cannot prove safe (reportUnknown) and empty
                         fallbacks off the tools' path (reportOutsideTools): a review, not a CI gate
  --fix                  Apply the autofixes (only those that cannot change behaviour)
  --format <name>        stylish (default), json or sarif
  -o, --output-file <f>  Write the report to a file instead of standard output
  --cache                Only re-lint changed files (ESLint's cache, in .eslintcache)
  --cache-location <p>   Where the cache lives
  --concurrency <n>      Lint in worker threads: a number, "auto" or "off" (ESLint >= 9.34)
  --max-warnings <n>     Exit 1 when there are more than n warnings (as ESLint's option)
  --config <file>        Read settings["agent-errors"] and the global ignores from this ESLint config
                         (default: the eslint.config.* of the working directory, when there is one)
  --no-config            Use the default settings and ignores, whatever the project's ESLint config says
  --ignore-pattern <p>   Do not lint files or directories matching this pattern (as ESLint's, relative
                         to the working directory; repeatable): generated code, fixtures, build output.
                         node_modules, dist, .git, what .gitignore files and the config's global
                         ignores leave out are not linted unless a path names them
  -h, --help             Show this help

On a terminal, a progress line (files done / total) is shown on standard error with the stylish report.
Paths may lie outside the working directory (../other, /abs/repo). A path that cannot be read (a broken
symbolic link, a link loop, a file or directory without read permission, a named pipe) is skipped with a
warning on standard error; the other files are linted. Only the agent-errors rules run: eslint-disable
comments for other tools' rules are left alone (never reported as unknown or unused, never rewritten by
--fix).

Exit codes: 0 no errors (warnings alone do not fail, unless --max-warnings is exceeded), 1 errors found,
2 usage error, or nothing to lint (no JavaScript or TypeScript file in the paths).`;

const FORMATS = ["stylish", "json", "sarif"] as const;
type Format = (typeof FORMATS)[number];

export interface CheckOptions {
  paths: string[];
  typeChecked: boolean;
  strict: boolean;
  /** Turn the audit options on over the preset (`reportUnknown`, `reportOutsideTools`). */
  audit: boolean;
  fix: boolean;
  format: Format;
  outputFile?: string;
  cache: boolean;
  cacheLocation?: string;
  concurrency?: number | "auto" | "off";
  maxWarnings?: number;
  /** The ESLint config to read settings from; `false`: none (--no-config); undefined: the project's, if any. */
  config?: string | false;
  /** The settings read from it (set by runCheck). */
  settings?: unknown;
  /** `--ignore-pattern`: more files and directories not to lint (ESLint's patterns, relative to the working directory). */
  ignorePatterns: string[];
}

export function parseCheckArgs(args: string[]): CheckOptions | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        "type-checked": { type: "boolean", default: false },
        strict: { type: "boolean", default: false },
        audit: { type: "boolean", default: false },
        fix: { type: "boolean", default: false },
        format: { type: "string", default: "stylish" },
        "output-file": { type: "string", short: "o" },
        cache: { type: "boolean", default: false },
        "cache-location": { type: "string" },
        concurrency: { type: "string" },
        "max-warnings": { type: "string" },
        config: { type: "string", short: "c" },
        "no-config": { type: "boolean", default: false },
        "ignore-pattern": { type: "string", multiple: true },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(`check: ${describeParseError(error)}`, "check");
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`unknown --format "${values.format}"; use one of ${FORMATS.join(", ")}`, "check");
  let concurrency: CheckOptions["concurrency"];
  if (values.concurrency !== undefined) {
    const raw = values.concurrency;
    if (raw === "auto" || raw === "off") concurrency = raw;
    else if (/^[1-9]\d*$/.test(raw)) concurrency = Number(raw);
    else throw new UsageError(`--concurrency takes a positive number, "auto" or "off", not "${raw}"`, "check");
  }
  let maxWarnings: number | undefined;
  if (values["max-warnings"] !== undefined) {
    if (!/^\d+$/.test(values["max-warnings"])) throw new UsageError(`check: --max-warnings takes a number of warnings (0 or more), not "${values["max-warnings"]}"`, "check");
    maxWarnings = Number(values["max-warnings"]);
  }
  if (values.config !== undefined && values["no-config"]) throw new UsageError("check: --config and --no-config cannot be used together", "check");
  return {
    paths: positionals.length > 0 ? positionals : ["."],
    ...(values["no-config"] ? { config: false as const } : values.config !== undefined ? { config: values.config } : {}),
    typeChecked: values["type-checked"],
    strict: values.strict,
    audit: values.audit,
    fix: values.fix,
    format,
    ...(values["output-file"] === undefined ? {} : { outputFile: values["output-file"] }),
    cache: values.cache,
    ...(values["cache-location"] === undefined ? {} : { cacheLocation: values["cache-location"] }),
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(maxWarnings === undefined ? {} : { maxWarnings }),
    ignorePatterns: values["ignore-pattern"] ?? [],
  };
}

/** What `--audit` adds: the rules' options that no preset turns on (docs/configuration.md, "audits"). */
const AUDIT_OPTIONS: Readonly<Record<string, Record<string, unknown>>> = Object.fromEntries(
  Object.entries(PRESET_RULES).flatMap(([name, entry]) => (entry.auditOptions ? [[`agent-errors/${name}`, entry.auditOptions]] : [])),
);

/** Directories that are not linted unless a path names them: the ignores of the options module, and the walk in filesToLint. */
const IGNORED_DIRECTORIES: readonly string[] = ["node_modules", "dist", ".git"];

/**
 * The directories of IGNORED_DIRECTORIES that stay ignored: not one that a path on the command line names
 * or lies in (`check dist`, `check dist/server.js` lint the build a user asks for).
 */
function ignoredDirectories(paths: readonly string[], cwd: string): string[] {
  const named = new Set(paths.flatMap((path) => resolve(cwd, path).split(/[\\/]/)));
  return IGNORED_DIRECTORIES.filter((name) => !named.has(name));
}

function presetName(options: CheckOptions): string {
  return `${options.strict ? "strict" : "recommended"}${options.typeChecked ? "-type-checked" : ""}`;
}

function supportsConcurrency(): boolean {
  const [major = 0, minor = 0] = ESLint.version.split(".").map(Number);
  return major > 9 || (major === 9 && minor >= 34);
}

/**
 * The ESLint options for a check run. They are written as an options module (the plugin is imported
 * by URL), because ESLint's worker threads (`concurrency`) can only take options from a module.
 */
function optionsModuleSource(options: CheckOptions, cwd: string): string {
  const pluginUrl = new URL("../index.js", import.meta.url).href;
  const preset = presetName(options);
  const eslintOptions = {
    cwd,
    overrideConfigFile: true,
    errorOnUnmatchedPattern: false,
    cache: options.cache,
    fix: options.fix,
    ...(options.cacheLocation ? { cacheLocation: resolve(cwd, options.cacheLocation) } : {}),
    ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
  };
  const parserOptions = options.typeChecked ? `{ projectService: true, tsconfigRootDir: ${JSON.stringify(cwd)} }` : "undefined";
  return `import plugin from ${JSON.stringify(pluginUrl)};
const preset = plugin.configs[${JSON.stringify(preset)}];
// The type-checked presets cover TypeScript files; JavaScript files keep the untyped preset.
const untyped = plugin.configs[${JSON.stringify(preset.replace("-type-checked", ""))}];
const parserOptions = ${parserOptions};
// --audit: the options no preset turns on, over the preset's own options for each rule.
const AUDIT = ${JSON.stringify(options.audit ? AUDIT_OPTIONS : {})};
const audited = (config) => ({
  files: config.files,
  rules: Object.fromEntries(
    Object.entries(AUDIT).map(([id, extra]) => {
      const entry = config.rules[id];
      const [severity, ruleOptions] = Array.isArray(entry) ? entry : [entry ?? "error", {}];
      return [id, [severity, { ...ruleOptions, ...extra }]];
    }),
  ),
});
export default {
  ...${JSON.stringify(eslintOptions)},
  overrideConfig: [
    { ignores: ${JSON.stringify([...ignoredDirectories(options.paths, cwd).map((name) => `**/${name}/`), ...options.ignorePatterns])} },
    // Only our rules run: a directive for another tool's rule is not unused, and --fix must not remove it.
    { linterOptions: { reportUnusedDisableDirectives: "off" } },
    ...(parserOptions ? [untyped, { ...preset, languageOptions: { ...preset.languageOptions, parserOptions } }] : [preset]),
    ...(Object.keys(AUDIT).length > 0 ? [audited(untyped), audited(preset)] : []),
    ...${options.settings === undefined ? "[]" : JSON.stringify([{ settings: { "agent-errors": options.settings } }])},
  ],
};
`;
}

/** Runs `use` with an ESLint made from the options module, which lives until the workers are done. */
async function withESLint<T>(options: CheckOptions, cwd: string, use: (eslint: ESLint) => Promise<T>): Promise<T> {
  const directory = mkdtempSync(join(tmpdir(), "agent-errors-check-"));
  const file = join(directory, "eslint-options.mjs");
  try {
    writeFileSync(file, optionsModuleSource(options, cwd));
    const fromOptionsModule = (ESLint as unknown as { fromOptionsModule?: (url: URL) => Promise<ESLint> }).fromOptionsModule;
    let eslint: ESLint;
    if (fromOptionsModule) {
      eslint = await fromOptionsModule.call(ESLint, pathToFileURL(file));
    } else {
      const { default: eslintOptions } = (await import(pathToFileURL(file).href)) as { default: ESLint.Options };
      eslint = new ESLint(eslintOptions);
    }
    return await use(eslint);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function format(eslint: ESLint, results: ESLint.LintResult[], name: Format, cwd: string): Promise<string> {
  if (name === "sarif") {
    return formatSarif(results, { cwd, rulesMeta: eslint.getRulesMetaForResults(results) });
  }
  const formatter = await eslint.loadFormatter(name);
  return formatter.format(results, { cwd, rulesMeta: eslint.getRulesMetaForResults(results) } as never);
}

/** A path that was not linted, and why. */
interface Skipped {
  path: string;
  reason: string;
  directory?: boolean;
}

/**
 * The files to lint, with the paths that cannot be read set aside.
 *
 * Why the walk is done here: ESLint's `lintFiles(directory)` lists the files first (it stops at a
 * directory it may not read), and only reads each file as it lints it, with the others in flight. A
 * broken symbolic link, a link loop or a file it may not read then throws out of the whole run, after
 * part of the linting is done (so "skip that path and call lintFiles again" would lint those files
 * again, once per bad path); and a named pipe called `x.ts` blocks the read forever. No ESLint option
 * skips such paths. So the directories are walked here, once, the way ESLint walks them: the entries in
 * the order readdir gives them, depth first, links to directories not followed, IGNORED_DIRECTORIES and
 * what `.gitignore` files ignore not entered (as a migration reads them), and of the other entries those that ESLint itself would lint (`isPathIgnored`: an ignore
 * pattern, or no config for that name). For each of those, what ESLint does not check is checked: that
 * it is a regular file (or a link to one) and readable. ESLint gets the list of files and takes them as
 * they are (one `stat` each): the tree is walked once, not twice. Measured on 20,000 one-line files
 * (1,000 directories): the walk takes 0.1-0.3 s of a 3 s run, and linting the list takes as long as
 * linting the directory; on real code (milliseconds per file to parse) it is lost in the noise.
 *
 * Files named on the command line are passed on as they are (ESLint warns about one that is ignored).
 */
async function filesToLint(
  eslint: ESLint,
  paths: readonly string[],
  cwd: string,
  projectIgnores?: (path: string) => Promise<boolean>,
): Promise<{ files: string[]; skipped: Skipped[] }> {
  const named: string[] = [];
  const found: string[] = [];
  const skipped: Skipped[] = [];
  const readable = (path: string): boolean => {
    try {
      accessSync(path, constants.R_OK);
      return true;
    } catch (error) {
      skipped.push({ path, reason: describeReadError(error) });
      return false;
    }
  };
  /** An entry that ESLint would lint: taken when it is a readable file, or a link to one. */
  const take = (path: string, entry: Dirent): void => {
    if (entry.isFile()) {
      if (readable(path)) found.push(path);
      return;
    }
    if (!entry.isSymbolicLink()) {
      skipped.push({ path, reason: describeSpecialFile(entry) });
      return;
    }
    let target: Stats;
    try {
      target = statSync(path);
    } catch (error) {
      skipped.push({ path, reason: describeLinkError(path, error) });
      return;
    }
    if (target.isFile()) {
      if (readable(path)) found.push(path);
    } else if (target.isDirectory()) {
      skipped.push({ path, reason: "a symbolic link to a directory, named like a source file (links to directories are not followed)" });
    } else {
      skipped.push({ path, reason: `a symbolic link to ${describeSpecialFile(target)}` });
    }
  };
  const gitignores = new GitignoreCache();
  // `directories`: the directories whose `.gitignore` applies here, outermost first (as in a migration).
  // The project config's global `ignores`, for the files of a walk (not for a path named on the command line,
  // nor inside a directory named there that they ignore: `check fixtures` lints the fixtures).
  let projectIgnored = projectIgnores;
  const walk = async (directory: string, directories: readonly string[]): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch (error) {
      skipped.push({ path: directory, reason: describeReadError(error), directory: true });
      return;
    }
    if (!entries.some((entry) => entry.name === ".gitignore")) gitignores.noFileIn(directory);
    const here = [...directories, directory];
    // ESLint's verdicts for the directory's entries at once (each is an async call).
    const ignored = await Promise.all(
      entries.map(async (entry) => {
        if (entry.isDirectory()) return true;
        const path = join(directory, entry.name);
        return (await eslint.isPathIgnored(path)) || (projectIgnored !== undefined && (await projectIgnored(path)));
      }),
    );
    for (const [index, entry] of entries.entries()) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!IGNORED_DIRECTORIES.includes(entry.name) && !gitignores.ignores(here, path, true)) await walk(path, here);
      } else if (!ignored[index] && !gitignores.ignores(here, path, false)) {
        take(path, entry);
      }
    }
  };
  for (const input of paths) {
    const path = resolve(cwd, input);
    let stats: Stats;
    try {
      stats = statSync(path);
    } catch (error) {
      skipped.push({ path, reason: describeLinkError(path, error) });
      continue;
    }
    if (stats.isDirectory()) {
      // A directory named on the command line is walked even when it is ignored itself; the .gitignore files
      // above it (up to the repository's root) and inside it apply to what is in it.
      const root = findGitRoot(path) ?? path;
      const above = path === root ? [] : ignoreChain(root, dirname(path));
      projectIgnored = projectIgnores && !(await projectIgnores(join(path, "__agent_errors_probe__.ts"))) ? projectIgnores : undefined;
      await walk(path, gitignores.ignores(above, path, true) ? [] : above);
    }
    else if (!stats.isFile()) skipped.push({ path, reason: describeSpecialFile(stats) });
    else if (readable(path)) named.push(path);
  }
  return { files: [...new Set([...named, ...found])], skipped };
}

/** Error codes of a file that could not be read: the path is skipped and the run retried. */
const UNREADABLE_CODES = new Set(["ENOENT", "ELOOP", "EACCES", "EPERM", "EISDIR", "ENOTDIR", "ENXIO"]);
/** How many times a run is retried without a path that failed (see lintAll). */
const MAX_RETRIES = 5;

/** The file of `files` that `error` (thrown by lintFiles) could not read, with the error's code and message. */
function unreadableFile(error: unknown, files: ReadonlySet<string>): { path: string; code: string; message: string } | undefined {
  const { code, path } = (error ?? {}) as NodeJS.ErrnoException;
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
  // An error from a worker thread (--concurrency) may arrive without its `code` and `path`: its message says them.
  const match = /^(E[A-Z]+): [^,]*, \w+ '(.*)'$/.exec(message);
  const failedCode = code ?? match?.[1];
  const failedPath = typeof path === "string" ? resolve(path) : match?.[2];
  if (!failedCode || !failedPath || !UNREADABLE_CODES.has(failedCode) || !files.has(failedPath)) return undefined;
  return { path: failedPath, code: failedCode, message };
}

/**
 * Lints the files. filesToLint has checked each of them, but a file can still change before ESLint
 * reads it (deleted or made unreadable while the run goes on): then ESLint throws, and that file is
 * skipped and the run retried, a few times at most (each retry lints the files again).
 */
async function lintAll(eslint: ESLint, files: string[], skipped: Skipped[]): Promise<ESLint.LintResult[]> {
  for (let attempt = 0; ; attempt++) {
    // lintFiles([]) would lint the working directory.
    if (files.length === 0) return [];
    try {
      return await eslint.lintFiles(files);
    } catch (error) {
      const failed = attempt < MAX_RETRIES ? unreadableFile(error, new Set(files)) : undefined;
      if (!failed) throw error;
      skipped.push({ path: failed.path, reason: describeReadError(failed) });
      files = files.filter((file) => file !== failed.path);
    }
  }
}

/**
 * Lints the files in chunks of about a hundredth of them, with `progress` after each: ESLint's API reports
 * nothing until a call ends. Without `progress`, one call. The results are in the order of one call.
 */
async function lintInChunks(eslint: ESLint, files: string[], skipped: Skipped[], progress: Progress | undefined, cwd: string): Promise<ESLint.LintResult[]> {
  if (!progress || files.length < 20) return lintAll(eslint, files, skipped);
  const size = Math.max(10, Math.ceil(files.length / 100));
  const results: ESLint.LintResult[] = [];
  for (let start = 0; start < files.length; start += size) {
    const chunk = files.slice(start, start + size);
    progress.update(start, files.length, displayPath(cwd, chunk[0]!));
    results.push(...(await lintAll(eslint, chunk, skipped)));
  }
  progress.update(files.length, files.length, "");
  return results;
}

/**
 * --fix: ESLint reads a file as UTF-8 and writes the fixed text back as UTF-8, so in a file with bytes
 * that are not UTF-8 (a Latin-1 comment) every such byte would become U+FFFD, fixed or not. Such a file
 * is linted again from its lossless text (codemods/shared/encoding.ts: one escape character per such
 * byte) and its fixed text written with those bytes as they were; ESLint writes the other files.
 */
async function writeFixes(eslint: ESLint, results: ESLint.LintResult[]): Promise<ESLint.LintResult[]> {
  const byESLint: ESLint.LintResult[] = [];
  const final: ESLint.LintResult[] = [];
  for (const result of results) {
    let bytes: Buffer | undefined;
    if (result.output !== undefined) {
      try {
        bytes = readFileSync(result.filePath);
      } catch {
        bytes = undefined; // ESLint's write says what is wrong
      }
    }
    if (result.output === undefined || !bytes || isUtf8(bytes)) {
      if (result.output !== undefined) byESLint.push(result);
      final.push(result);
      continue;
    }
    const [again] = await eslint.lintText(decodeLossless(bytes).text, { filePath: result.filePath });
    if (again?.output !== undefined) writeFileAtomic.sync(result.filePath, encodeLossless(again.output));
    final.push(again ?? result);
  }
  await ESLint.outputFixes(byESLint);
  return final;
}

function displayPath(cwd: string, path: string): string {
  const relativePath = relative(cwd, path);
  if (relativePath === "" || relativePath.startsWith("..") || isAbsolute(relativePath)) return path;
  return sep === "/" ? relativePath : relativePath.split(sep).join("/");
}

export interface CheckOutcome {
  exitCode: number;
  results: ESLint.LintResult[];
  /** The paths that were not linted, and why (also written to standard error). */
  skipped: { path: string; reason: string }[];
}

export async function runCheck(
  options: CheckOptions,
  io: { cwd: string; stdout: (text: string) => void; stderr: (text: string) => void; stderrIsTTY?: boolean },
): Promise<CheckOutcome> {
  const missing = options.paths.filter((path) => !existsSync(resolve(io.cwd, path)));
  if (missing.length > 0) throw new UsageError(`no such file or directory: ${missing.join(", ")}`, "check");
  if (options.concurrency !== undefined && options.concurrency !== "off" && !supportsConcurrency()) {
    throw new UsageError(`--concurrency needs ESLint 9.34 or later; the installed ESLint is ${ESLint.version}`, "check");
  }

  const projectConfig = await readProjectConfig(options, io.cwd);
  if (projectConfig?.settings !== undefined) {
    if (options.format === "stylish") io.stderr(`agent-errors check: settings["agent-errors"] from ${displayPath(io.cwd, projectConfig.file)}\n`);
    options = { ...options, settings: projectConfig.settings };
  }

  const skipped: Skipped[] = [];
  // ESLint lints nothing outside its `cwd` ("outside of base path"): paths outside the working directory
  // (`../other`, `/abs/repo`) are linted from the directory that holds them all.
  const root = lintRoot(io.cwd, options.paths);
  // The cache stays where the user runs the command (by default, as ESLint's, in ./.eslintcache).
  const eslintRun = options.cache ? { ...options, cacheLocation: resolve(io.cwd, options.cacheLocation ?? ".eslintcache") } : options;
  // SARIF gets code flows from the rules of this process (not from worker threads): see core/flows.ts.
  if (options.format === "sarif") startRecordingFlows();
  let linted: { results: ESLint.LintResult[]; text: string };
  try {
    linted = await withESLint(eslintRun, root, async (eslint) => {
      const found = await filesToLint(eslint, options.paths, io.cwd, projectConfig?.isIgnored);
      skipped.push(...found.skipped);
      // A progress line on a terminal, for the stylish report only; with worker threads ESLint lints in one call.
      const showProgress = io.stderrIsTTY === true && options.format === "stylish" && (options.concurrency === undefined || options.concurrency === "off");
      const progress = progressReporter(io.stderr, showProgress);
      let lintResults: ESLint.LintResult[];
      try {
        lintResults = (await lintInChunks(eslint, found.files, skipped, showProgress ? progress : undefined, io.cwd)).map(withoutOtherToolsDirectives);
      } finally {
        progress.clear();
      }
      if (options.fix) lintResults = (await writeFixes(eslint, lintResults)).map(withoutOtherToolsDirectives);
      if (eslintRun.typeChecked) lintResults = await lintOutsideProjectsUntyped(eslintRun, root, lintResults, io);
      return { results: lintResults, text: await format(eslint, lintResults, options.format, io.cwd) };
    });
  } finally {
    stopRecordingFlows();
  }
  const { results, text } = linted;
  // Never a silent skip: each path that was not linted, once, on standard error (the report stays valid JSON or SARIF).
  const seen = new Set<string>();
  const skippedOnce = skipped.filter(({ path }) => !seen.has(path) && !!seen.add(path));
  for (const { path, reason, directory } of skippedOnce) {
    io.stderr(
      directory
        ? `agent-errors check: warning: skipped directory ${displayPath(io.cwd, path)}: ${reason}; the files in it were not linted\n`
        : `agent-errors check: warning: skipped ${displayPath(io.cwd, path)}: ${reason}; it was not linted\n`,
    );
  }
  if (options.outputFile) {
    const target = resolve(io.cwd, options.outputFile);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text.endsWith("\n") ? text : `${text}\n`);
  } else if (text) {
    io.stdout(text.endsWith("\n") ? text : `${text}\n`);
  }

  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  const fatal = results.some((result) => result.messages.some((message: Linter.LintMessage) => message.fatal));
  const outcome = { results, skipped: skippedOnce.map(({ path, reason }) => ({ path, reason })) };
  // Never exit 0 having checked nothing: CI would pass with nothing checked.
  if (results.length === 0) {
    io.stderr(`agent-errors check: nothing to lint: no JavaScript or TypeScript files found in ${options.paths.join(", ")}\n`);
    return { exitCode: EXIT.usage, ...outcome };
  }
  if (options.maxWarnings !== undefined && warnings > options.maxWarnings) {
    io.stderr(`agent-errors check: ${warnings} warnings, more than --max-warnings ${options.maxWarnings}\n`);
    return { exitCode: EXIT.problems, ...outcome };
  }
  // As ESLint: errors fail the run, warnings alone do not.
  return { exitCode: errors > 0 || fatal ? EXIT.problems : EXIT.ok, ...outcome };
}

const CONFIG_FILES = ["eslint.config.js", "eslint.config.mjs", "eslint.config.cjs", "eslint.config.ts", "eslint.config.mts", "eslint.config.cts"];

/** The project's ESLint config, as `check` reads it. */
interface ProjectConfig {
  file: string;
  /** Its `settings["agent-errors"]`, if it sets them. */
  settings: unknown;
  /** Whether the config's global `ignores` (a config object with nothing else) leave a file out. */
  isIgnored: (path: string) => Promise<boolean>;
}

/** Every source file counts as configured when the project's ignores are asked (its own `files` may cover only some). */
const SOURCE_FILES = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts", "**/*.js", "**/*.jsx", "**/*.mjs", "**/*.cjs"];

/**
 * The project's ESLint config: its `settings["agent-errors"]`, read through ESLint itself (so every config
 * format it loads works), as they apply to a TypeScript (else a JavaScript) file at the root of the working
 * directory, and its global `ignores`. Undefined when there is no config or `--no-config` was given. A
 * config that cannot be loaded is a usage error: the run would not check what the project configured.
 */
async function readProjectConfig(options: CheckOptions, cwd: string): Promise<ProjectConfig | undefined> {
  if (options.config === false) return undefined;
  const file = options.config !== undefined ? resolve(cwd, options.config) : CONFIG_FILES.map((name) => join(cwd, name)).find((path) => existsSync(path));
  if (!file) return undefined;
  if (!existsSync(file)) throw new UsageError(`check: no such ESLint config: ${options.config}`, "check");
  let config: { settings?: Record<string, unknown> } | undefined;
  let ignoring: ESLint;
  try {
    const eslint = new ESLint({ cwd, overrideConfigFile: file });
    // A config without `files` for TypeScript applies to JavaScript only: ask for both.
    for (const name of ["index.ts", "index.js"]) {
      config = (await eslint.calculateConfigForFile(join(cwd, name))) as typeof config;
      if (config?.settings?.["agent-errors"] !== undefined) break;
    }
    // ESLint calls a file no config object's `files` matches ignored too: with every source file configured,
    // only the `ignores` leave one out.
    ignoring = new ESLint({ cwd, overrideConfigFile: file, overrideConfig: [{ files: SOURCE_FILES }] });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    throw new UsageError(`check: could not load the ESLint config ${displayPath(cwd, file)} (for its settings["agent-errors"] and ignores): ${message}. Fix it, or run with --no-config`, "check");
  }
  return { file, settings: config?.settings?.["agent-errors"], isIgnored: (path) => ignoring.isPathIgnored(path) };
}

/** The project service's parse error for a file that no tsconfig includes. */
const OUTSIDE_PROJECTS = /was not found by the project service/;

/**
 * --type-checked on a repository root: files that no tsconfig includes (scripts, configs) cannot be
 * linted with types. They are linted without types, with one note, instead of a parse error each.
 */
async function lintOutsideProjectsUntyped(
  options: CheckOptions,
  root: string,
  results: ESLint.LintResult[],
  io: { stderr: (text: string) => void },
): Promise<ESLint.LintResult[]> {
  const outside = results.filter((result) => result.messages.some((message) => message.fatal && OUTSIDE_PROJECTS.test(message.message)));
  if (outside.length === 0) return results;
  io.stderr(`agent-errors check: note: ${outside.length} ${outside.length === 1 ? "file is" : "files are"} outside every tsconfig: linted without types\n`);
  const again = await withESLint({ ...options, typeChecked: false }, root, async (untyped) => {
    let linted = (await untyped.lintFiles(outside.map((result) => result.filePath))).map(withoutOtherToolsDirectives);
    if (options.fix) linted = (await writeFixes(untyped, linted)).map(withoutOtherToolsDirectives);
    return new Map(linted.map((result) => [result.filePath, result]));
  });
  return results.map((result) => again.get(result.filePath) ?? result);
}

/** The directory ESLint runs in: the working directory, or the one that holds every path outside it. */
function lintRoot(cwd: string, paths: readonly string[]): string {
  const resolved = paths.map((path) => resolve(cwd, path));
  const inside = (path: string): boolean => {
    const relativePath = relative(cwd, path);
    return relativePath === "" || (!relativePath.startsWith("..") && !isAbsolute(relativePath));
  };
  if (resolved.every(inside)) return cwd;
  let root = resolved[0]!;
  if (existsSync(root) && !statSync(root).isDirectory()) root = dirname(root);
  for (const path of [...resolved.slice(1), cwd]) {
    while (relative(root, path).startsWith("..") || isAbsolute(relative(root, path))) root = dirname(root);
  }
  return root;
}

/** ESLint's message for a directive or inline config that names a rule it does not know: another tool's rule. */
const UNKNOWN_RULE = /^Definition for rule '(?<rule>[^']+)' was not found\.?$/;

/**
 * `check` runs the agent-errors rules only: a directive for another tool's rule
 * (`// eslint-disable-next-line @typescript-eslint/no-explicit-any`) is not an unknown rule here. Its
 * "Definition for rule ... was not found" message is dropped and the counts are adjusted; a directive
 * that names one of our rules that does not exist is still reported.
 */
function withoutOtherToolsDirectives(result: ESLint.LintResult): ESLint.LintResult {
  const dropped = result.messages.filter((message) => {
    const rule = message.ruleId ?? UNKNOWN_RULE.exec(message.message)?.groups?.rule;
    return UNKNOWN_RULE.test(message.message) && !!rule && !rule.startsWith("agent-errors/");
  });
  if (dropped.length === 0) return result;
  const errors = dropped.filter((message) => message.severity === 2).length;
  const warnings = dropped.length - errors;
  return {
    ...result,
    messages: result.messages.filter((message) => !dropped.includes(message)),
    errorCount: result.errorCount - errors,
    warningCount: result.warningCount - warnings,
  };
}
