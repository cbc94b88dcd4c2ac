/**
 * A package loaded on first use: most runs of `migrate` never match a glob, read a `.gitignore`, write a file
 * or print a diff, and loading the packages that do (jsdiff alone is 19 modules) was a third of the time a
 * run over a small tree takes before its first file. CommonJS builds, loaded synchronously.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export function lazyRequire<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
