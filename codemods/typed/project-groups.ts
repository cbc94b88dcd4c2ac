/**
 * Which tsconfig.json covers each file of a run: the groups a project-wide codemod loads one ts-morph project
 * for. Without ts-morph, so that a run that finds nothing to analyse never loads it.
 */
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { findGitRoot } from "../shared/gitignore.js";
import { ProjectCodemodUsageError } from "./codemod.js";

/** The nearest tsconfig.json at or above the file's directory, not above `stop`. */
export function nearestTsconfig(file: string, stop: string | undefined): string | undefined {
  for (let directory = dirname(file); ; directory = dirname(directory)) {
    const candidate = join(directory, "tsconfig.json");
    if (existsSync(candidate)) return candidate;
    if (directory === stop || dirname(directory) === directory) return undefined;
  }
}

export interface ProjectGroup {
  tsconfig: string | undefined;
  files: string[];
  candidates: string[];
}

/** The files grouped by the tsconfig.json that covers them. */
export function groupByProject(cwd: string, files: readonly string[], candidates: readonly string[], explicit: string | undefined): ProjectGroup[] {
  let tsconfig: string | undefined;
  if (explicit !== undefined) {
    tsconfig = resolve(cwd, explicit);
    if (existsSync(tsconfig) && statSync(tsconfig).isDirectory()) tsconfig = join(tsconfig, "tsconfig.json");
    if (!existsSync(tsconfig)) throw new ProjectCodemodUsageError(`--project: no such file: ${explicit}`);
  }
  const candidateSet = new Set(candidates);
  const groups = new Map<string, ProjectGroup>();
  const stops = new Map<string, string | undefined>();
  for (const file of files) {
    let config = tsconfig;
    if (config === undefined) {
      const directory = dirname(file);
      if (!stops.has(directory)) stops.set(directory, findGitRoot(directory));
      config = nearestTsconfig(file, stops.get(directory));
    }
    const key = config ?? "";
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { tsconfig: config, files: [], candidates: [] }));
    group.files.push(file);
    if (candidateSet.has(file)) group.candidates.push(file);
  }
  return [...groups.values()].filter((group) => group.candidates.length > 0);
}
