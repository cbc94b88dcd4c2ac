/**
 * One migration over a codebase: find the files, skip those that do not mention the wrapper (before
 * parsing: this is what makes large repositories fast), run the codemod in-process with jscodeshift
 * (its parser picked per extension), re-parse what it produced, and write atomically only the files
 * that changed. A file that cannot be read, parsed or migrated is reported and left untouched; the run
 * goes on with the others.
 */
import type { ManualSite } from "../shared/codemod.js";
import { isProjectCodemod } from "../typed/codemod.js";
import { discoverFiles, type DiscoveredFile } from "./discover.js";
import { checkGit, errorMessage, interruptionCheck, MigrationRefused, type FileChange, type MigrateOptions, type MigrationOutcome, type MigrationReport } from "./common.js";
import { encodeLossless } from "../shared/encoding.js";
import { prefilterAll, prefilterLanes } from "./prefilter.js";
import { laneCount, transformAll } from "./parallel.js";
import { type TransformJob, type TransformResult } from "./transform-file.js";
import { projectSettings, ProjectSettingsError } from "../shared/project-settings.js";
import { JournaledWriter, leftoverNote, sweepLeftovers } from "./temp-journal.js";

export { checkGit, errorMessage, interruptionCheck, MigrationRefused, type FileChange, type MigrateOptions, type MigrationOutcome, type MigrationReport } from "./common.js";

type FileResult =
  | { kind: "skipped" }
  | { kind: "unchanged"; manual: ManualSite[] }
  | { kind: "changed"; before: string; after: string; manual: ManualSite[] }
  | { kind: "failed"; message: string; manual: ManualSite[] };

/** Writes a migrated file (unless a dry run): the file's result. */
function finishFile(file: DiscoveredFile, source: string, result: TransformResult, dryRun: boolean, writer: JournaledWriter): FileResult {
  if (result.kind !== "changed") return result;
  if (!dryRun) {
    try {
      writer.write(file.realPath, encodeLossless(result.output));
    } catch (error) {
      return { kind: "failed", message: `could not be written: ${errorMessage(error)}`, manual: result.manual };
    }
  }
  return { kind: "changed", before: source, after: result.output, manual: result.manual };
}

export async function runMigration(options: MigrateOptions): Promise<MigrationOutcome> {
  const { codemod } = options;
  if (isProjectCodemod(codemod)) {
    // Loaded on demand: a per-file migration never loads the TypeScript project machinery.
    const { runProjectMigration } = await import("./run-project.js");
    return runProjectMigration({ ...options, codemod });
  }
  const { files, missing, unreadable, skipped } = discoverFiles(options);
  if (missing.length > 0) throw new MigrationRefused(`no such file or directory: ${missing.join(", ")}`);
  // Before the git check: a killed run's temporary files would make the tree look dirty.
  const leftovers = sweepLeftovers(options.cwd, options.dryRun);
  checkGit(options);

  // The project's settings give the codemod its defaults (the wrappers that name it), as they give the rules theirs.
  const notes: string[] = [];
  if (leftovers.length > 0) notes.push(leftoverNote(options.cwd, leftovers, options.dryRun));
  let codemodOptions = options.codemodOptions;
  let names: string[];
  try {
    if (codemod.fromSettings && files.length > 0) {
      // Only a configuration that names deprecated wrappers can change what the codemod migrates (the rule's
      // report names a wrapper of another name with --wrapper, so a shared configuration needs no look-up).
      const { settings, source, configured } = await projectSettings(options.cwd, files[0]!.realPath, "deprecatedWrappers");
      const defaults = configured ? codemod.fromSettings(settings, codemodOptions) : undefined;
      if (defaults) {
        codemodOptions = { ...codemodOptions, ...defaults.options };
        notes.push(`${defaults.taken} (from settings["agent-errors"].deprecatedWrappers in ${source})`);
      }
    }
    names = codemod.prefilter(codemodOptions);
    if (codemod.prepare) codemodOptions = await codemod.prepare(codemodOptions, options.cwd);
  } catch (error) {
    // Invalid settings list every problem, one a line: all of them, as run-project.ts and the rules say them.
    throw new MigrationRefused(error instanceof ProjectSettingsError ? error.message : errorMessage(error));
  }
  options = { ...options, codemodOptions };
  const report: MigrationReport = {
    codemod: options.codemod.name,
    dryRun: options.dryRun,
    files: { scanned: files.length, changed: 0, unchanged: 0, failed: 0 },
    changed: [],
    manual: [],
    errors: [],
    ...(skipped.length > 0 ? { skipped } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
  const changes: FileChange[] = [];
  const writer = new JournaledWriter(options.cwd);
  // First the prefilter over every file (reading only), then the migration of the files it lets through:
  // one after the other, or on several cores when there are many (runner/parallel.ts).
  const results: (FileResult | undefined)[] = files.map(() => undefined);
  const jobs: TransformJob[] = [];
  const jobFiles: number[] = [];
  const sources: string[] = [];
  const candidates = await prefilterAll(
    files.map((file) => file.realPath),
    names,
    prefilterLanes(files.length, options.jobs),
  );
  for (const [index, file] of files.entries()) {
    const candidate = candidates[index]!;
    if (typeof candidate !== "string") {
      results[index] = candidate;
      continue;
    }
    jobs.push({ codemod: codemod.name, options: codemodOptions, source: candidate, path: file.display, absolutePath: file.realPath });
    jobFiles.push(index);
    sources.push(candidate);
  }
  let finished = files.length - jobs.length;
  const interrupted = interruptionCheck(options.signal);
  let signal: string | undefined;
  const stop = (): boolean => {
    if (options.signal?.aborted) signal ??= String(options.signal.reason);
    return signal !== undefined;
  };
  // The transform (the parser, the core's analyses) is loaded only when a file got through the prefilter.
  const transform = jobs.length > 0 ? await codemod.load() : undefined;
  if (transform) await transformAll(transform, jobs, laneCount(codemod, jobs.length, options.jobs), stop, (job, result) => {
    const index = jobFiles[job]!;
    results[index] = finishFile(files[index]!, sources[job]!, result, options.dryRun, writer);
    options.onProgress?.(++finished, files.length, files[index]!.display);
  });
  // A signal that came while the last file was under way still counts: the report says the run was stopped.
  signal ??= await interrupted();
  const notProcessed = results.filter((result) => result === undefined).length;
  if (signal && notProcessed > 0) report.interrupted = { signal, notProcessed };
  for (const [index, result] of results.entries()) {
    if (!result) continue;
    const file = files[index]!;
    if (result.kind === "failed") {
      report.files.failed++;
      report.errors.push({ file: file.display, message: result.message });
    } else if (result.kind === "changed") {
      report.files.changed++;
      report.changed.push(file.display);
      changes.push({ file: file.display, before: result.before, after: result.after });
    } else {
      report.files.unchanged++;
    }
    if (result.kind !== "skipped") for (const site of result.manual) report.manual.push({ file: file.display, ...site });
  }
  writer.close();
  if (unreadable.length > 0) report.errors = [...report.errors, ...unreadable].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { report, changes };
}
