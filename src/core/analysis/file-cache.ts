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
