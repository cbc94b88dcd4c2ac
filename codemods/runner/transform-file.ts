/**
 * One file's migration without touching the disk: the codemod run over its source, and the safety check
 * that what it produced parses. Pure, so the migration runner can run it in a worker thread as well as in
 * its own (runner/parallel.ts); the runner reads and writes the files.
 */
import type { Codemod, CodemodOptions, CodemodTransform, ManualSite } from "../shared/codemod.js";
import { checkParses, getParser, parserFor, type ParserName } from "../shared/parsers.js";
// The per-file codemods themselves, not codemods/index.ts: a worker must not load the project-wide codemod's
// TypeScript machinery (ts-morph) to migrate files one by one.
import { unwrapApiErrorHandlingCodemod } from "../unwrap-api-error-handling.js";
import { wrapAgentToolExecuteCodemod } from "../wrap-agent-tool-execute.js";
import { errorMessage } from "./common.js";

const PER_FILE: readonly Codemod[] = [unwrapApiErrorHandlingCodemod, wrapAgentToolExecuteCodemod];

export interface TransformJob {
  /** The per-file codemod, by name (a worker looks it up in its own registry). */
  codemod: string;
  options: CodemodOptions | undefined;
  source: string;
  /** The path as shown, and on disk. */
  path: string;
  absolutePath: string;
}

export type TransformResult =
  | { kind: "unchanged"; manual: ManualSite[] }
  | { kind: "changed"; output: string; manual: ManualSite[] }
  | { kind: "failed"; message: string; manual: ManualSite[] };

/** Whether a worker thread can run the codemod: it finds it by name among the shipped ones. */
export function runsInWorkers(codemod: Codemod): boolean {
  return PER_FILE.includes(codemod);
}

/** The transform of a shipped per-file codemod, by name (what a worker runs its jobs with). */
export async function loadTransform(name: string): Promise<CodemodTransform | undefined> {
  return PER_FILE.find((candidate) => candidate.name === name)?.load();
}

/** Migrates one job's source with the codemod's transform (loaded with `codemod.load()`, or {@link loadTransform}). */
export function transformFile(job: TransformJob, codemod: CodemodTransform): TransformResult {
  // The parser is loaded on first use: a run whose prefilter matches nothing never loads it.
  const parserName = parserFor(job.path) as ParserName;
  let output: string;
  let manual: ManualSite[];
  try {
    ({ output, manual } = codemod.run(job.source, getParser(parserName), job.options, { path: job.path, absolutePath: job.absolutePath }));
  } catch (error) {
    let message: string;
    if (error instanceof SyntaxError) message = `could not be parsed (${parserName} parser): ${errorMessage(error)}`;
    else if (error instanceof RangeError) message = `could not be processed: it nests too deeply (${errorMessage(error)})`;
    else message = `the codemod failed on this file: ${errorMessage(error)}`;
    return { kind: "failed", message, manual: [] };
  }
  if (output === job.source) return { kind: "unchanged", manual };
  try {
    checkParses(parserName, output.charCodeAt(0) === 0xfeff ? output.slice(1) : output);
  } catch (error) {
    return { kind: "failed", message: `the migrated code would not parse (${errorMessage(error)}), so the file was left untouched; please report this`, manual };
  }
  return { kind: "changed", output, manual };
}
