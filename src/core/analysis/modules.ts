import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import picomatch from "picomatch";

const matcherCache = new Map<string, (source: string) => boolean>();
const answerCache = new WeakMap<readonly string[], Map<string, boolean>>();
const MAX_ANSWERS = 10_000;

/** picomatch drops a leading `./` from patterns; a relative specifier and a package are different modules. */
const RELATIVE_MARK = "__relative__/";
const markRelative = (text: string): string => (text.startsWith("./") ? RELATIVE_MARK + text.slice(2) : text);

/**
 * Whether a module specifier matches one of the patterns of a `from` setting. `*` matches within a
 * path segment (`@sentry/*` matches `@sentry/node`), `**` across segments. `./legacy/*.js` matches the
 * relative `./legacy/retry.js`, never the package `legacy/retry.js`.
 */
export function moduleMatches(source: string, patterns: readonly string[] | undefined, location?: FileLocation): boolean {
  if (!patterns) return true;
  if (matchesText(source, patterns)) return true;
  // A relative import also matches by the file it names: `../telemetry.js` from src/tools/ and
  // `./telemetry.js` from src/ are both `./src/telemetry` for the pattern `./src/telemetry.js`.
  if (!location || !isRelativeSpecifier(source) || !patterns.some(isRelativeSpecifier)) return false;
  const target = resolve(dirname(location.filename), source);
  const fromCwd = relative(location.cwd, target);
  if (isAbsolute(fromCwd)) return false;
  return resolvedMatcherFor(patterns)(canonicalPath(fromCwd.split(sep).join("/")));
}

/** The package a bare module specifier names (`@modelcontextprotocol/sdk` of `@modelcontextprotocol/sdk/types.js`, `ai`); none for a path. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? (parts.length > 1 ? `${parts[0]}/${parts[1]}` : undefined) : parts[0];
}

/** Where the file being linted is: its relative imports are resolved from it, and `from` patterns from `cwd`. */
export interface FileLocation {
  filename: string;
  cwd: string;
  /** The file's `readImportedModules` setting: whether its analyses may read the project's modules it imports by a relative path. */
  readImportedModules?: boolean;
}

const locations = new WeakMap<object, FileLocation>();

/** Records where a file (its Program node) is; every rule does it through getSettings. */
export function rememberFileLocation(program: object, location: FileLocation): void {
  if (!locations.has(program)) locations.set(program, location);
}

/** Where a file is, when a rule recorded it (a real file: not ESLint's `<input>` or `<text>`). */
export function fileLocation(program: object): FileLocation | undefined {
  const location = locations.get(program);
  return location && isAbsolute(location.filename) ? location : undefined;
}

const isRelativeSpecifier = (text: string): boolean => text.startsWith("./") || text.startsWith("../");

/** `./src/telemetry.js`, `src/telemetry.ts`, `./src/telemetry/index.js` -> `./src/telemetry`; `../x` stays `../x`. */
function canonicalPath(path: string): string {
  let result = path.replace(/\.(?:[cm]?[jt]s|[jt]sx)$/, "").replace(/\/index$/, "");
  if (!result.startsWith("../") && !result.startsWith("./")) result = `./${result}`;
  return result;
}

const UP_MARK = "__up__/";
const markPath = (text: string): string => {
  let rest = text;
  let prefix = "";
  while (rest.startsWith("../")) {
    prefix += UP_MARK;
    rest = rest.slice(3);
  }
  return prefix + markRelative(rest);
};

const resolvedMatchers = new Map<string, (path: string) => boolean>();

function resolvedMatcherFor(patterns: readonly string[]): (path: string) => boolean {
  const key = patterns.join("\0");
  let matcher = resolvedMatchers.get(key);
  if (!matcher) {
    const relativePatterns = patterns.filter(isRelativeSpecifier).map((pattern) => markPath(canonicalPath(pattern)));
    const match = picomatch(relativePatterns, { dot: true });
    matcher = (path) => match(markPath(path));
    resolvedMatchers.set(key, matcher);
  }
  return matcher;
}

function matchesText(source: string, patterns: readonly string[]): boolean {
  // Settings lists are long-lived objects: their answers are kept per specifier (bounded).
  let answers = answerCache.get(patterns);
  if (!answers) {
    answers = new Map();
    answerCache.set(patterns, answers);
  }
  let answer = answers.get(source);
  if (answer === undefined) {
    answer = matcherFor(patterns)(markRelative(source));
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(source, answer);
  }
  return answer;
}

function matcherFor(patterns: readonly string[]): (source: string) => boolean {
  const key = patterns.join("\0");
  let matcher = matcherCache.get(key);
  if (!matcher) {
    matcher = picomatch(patterns.map(markRelative), { dot: true });
    matcherCache.set(key, matcher);
  }
  return matcher;
}
