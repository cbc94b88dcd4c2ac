import type { TSESTree } from "@typescript-eslint/utils";

const perProgram = new WeakMap<TSESTree.Program, Map<string, Map<unknown, unknown>>>();

/**
 * Computes a per-file analysis once per `Program` node and shares it between every rule that asks for
 * the same analysis with the same key (a settings list, which is one object per configuration).
 */
export function cachedPerFile<T>(program: TSESTree.Program, analysis: string, key: unknown, compute: () => T): T {
  const cache = entryOf(entryOf(perProgram, program, () => new Map()), analysis, () => new Map());
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

/** The entry of `key` in a map or weak map, made by `create` on first use (a cache level of its own). */
export function entryOf<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
