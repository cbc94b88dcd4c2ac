import type { TSESTree } from "@typescript-eslint/utils";

const perProgram = new WeakMap<TSESTree.Program, Map<string, Map<unknown, unknown>>>();

/**
 * Computes a per-file analysis once per `Program` node and shares it between every rule that asks for
 * the same analysis with the same key (a settings list, which is one object per configuration).
 */
export function cachedPerFile<T>(program: TSESTree.Program, analysis: string, key: unknown, compute: () => T): T {
  let analyses = perProgram.get(program);
  if (!analyses) {
    analyses = new Map();
    perProgram.set(program, analyses);
  }
  let cache = analyses.get(analysis);
  if (!cache) {
    cache = new Map();
    analyses.set(analysis, cache);
  }
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  cache.set(key, value);
  return value;
}

/** The analyses being computed, per file: a computation that asks for itself again gets the fallback. */
const computing = new WeakMap<TSESTree.Program, Set<string>>();

/**
 * {@link cachedPerFile} for analyses that can ask for themselves through other modules (this file's
 * analysis needs another module's, which needs this file's back): while it is being computed, a request
 * for the same analysis of the same file gets `whileComputing()`, which is not cached.
 */
export function cachedPerFileOnce<T>(program: TSESTree.Program, analysis: string, key: unknown, compute: () => T, whileComputing: () => T): T {
  let running = computing.get(program);
  if (!running) {
    running = new Set();
    computing.set(program, running);
  }
  if (running.has(analysis)) return whileComputing();
  return cachedPerFile(program, analysis, key, () => {
    running.add(analysis);
    try {
      return compute();
    } finally {
      running.delete(analysis);
    }
  });
}
