import picomatch from "picomatch";

const matcherCache = new Map<string, (source: string) => boolean>();

/**
 * Whether a module specifier matches one of the patterns of a `from` setting. `*` matches within a
 * path segment (`@sentry/*` matches `@sentry/node`), `**` across segments.
 */
export function moduleMatches(source: string, patterns: readonly string[] | undefined): boolean {
  if (!patterns) return true;
  const key = patterns.join("\0");
  let matcher = matcherCache.get(key);
  if (!matcher) {
    matcher = picomatch(patterns as string[], { dot: true });
    matcherCache.set(key, matcher);
  }
  return matcher(source);
}
