import type { TSESTree } from "@typescript-eslint/utils";

const perProgram = new WeakMap<TSESTree.Program, Map<unknown, unknown>>();

/**
 * Computes a per-file analysis once per `Program` node and shares it between every rule that asks
 * with the same key (a settings list, which is one object per configuration, or a string).
 */
export function cachedPerFile<T>(program: TSESTree.Program, key: unknown, compute: () => T): T {
  let cache = perProgram.get(program);
  if (!cache) {
    cache = new Map();
    perProgram.set(program, cache);
  }
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  cache.set(key, value);
  return value;
}
