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
export function moduleMatches(source: string, patterns: readonly string[] | undefined): boolean {
  if (!patterns) return true;
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
