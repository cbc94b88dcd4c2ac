/**
 * One migration over a codebase: find the files, skip those that do not mention the wrapper (before
 * parsing: this is what makes large repositories fast), run the codemod in-process with jscodeshift
 * (its parser picked per extension), re-parse what it produced, and write atomically only the files
 * that changed. A file that cannot be read, parsed or migrated is reported and left untouched; the run
 * goes on with the others.
 */
import type { Codemod, ManualSite } from "../shared/codemod.js";
import { isProjectCodemod } from "../typed/codemod.js";
import { discoverFiles, type DiscoveredFile } from "./discover.js";
import { checkGit, errorMessage, interruptionCheck, MigrationRefused, type FileChange, type MigrateOptions, type MigrationOutcome, type MigrationReport } from "./common.js";
import { encodeLossless, readSource } from "../shared/encoding.js";
import { checkParses, getParser, parserFor, type ParserName } from "../shared/parsers.js";
import { projectSettings } from "../shared/project-settings.js";
import { JournaledWriter, leftoverNote, sweepLeftovers } from "./temp-journal.js";

export { checkGit, errorMessage, interruptionCheck, MigrationRefused, type FileChange, type MigrateOptions, type MigrationOutcome, type MigrationReport } from "./common.js";

type FileResult =
  | { kind: "skipped" }
  | { kind: "unchanged"; manual: ManualSite[] }
  | { kind: "changed"; before: string; after: string; manual: ManualSite[] }
  | { kind: "failed"; message: string; manual: ManualSite[] };

function isSyntaxError(error: unknown): boolean {
  return error instanceof SyntaxError || (typeof error === "object" && error !== null && "loc" in error && "pos" in error);
}

function migrateFile(file: DiscoveredFile, options: MigrateOptions & { codemod: Codemod }, names: readonly string[], writer: JournaledWriter): FileResult {
  let source: string;
  try {
    // Bytes that are not UTF-8 (a Latin-1 comment) are kept as they are: see shared/encoding.ts.
    source = readSource(file.realPath).text;
  } catch (error) {
    return { kind: "failed", message: `could not be read: ${errorMessage(error)}`, manual: [] };
  }
  if (!names.some((name) => source.includes(name))) return { kind: "skipped" };
  // The parser is loaded on first use: a run whose prefilter matches nothing never loads it.
  const parserName = parserFor(file.path) as ParserName;
  const parser = getParser(parserName);
  let output: string;
  let manual: ManualSite[];
  try {
    ({ output, manual } = options.codemod.run(source, parser, options.codemodOptions, { path: file.display, absolutePath: file.realPath }));
  } catch (error) {
    let message: string;
    if (isSyntaxError(error)) message = `could not be parsed (${parserName} parser): ${errorMessage(error)}`;
    else if (error instanceof RangeError) message = `could not be processed: it nests too deeply (${errorMessage(error)})`;
    else message = `the codemod failed on this file: ${errorMessage(error)}`;
    return { kind: "failed", message, manual: [] };
  }
  if (output === source) return { kind: "unchanged", manual };
  try {
    checkParses(parserName, output.charCodeAt(0) === 0xfeff ? output.slice(1) : output);
  } catch (error) {
    return { kind: "failed", message: `the migrated code would not parse (${errorMessage(error)}), so the file was left untouched; please report this`, manual };
  }
  if (!options.dryRun) {
    try {
      writer.write(file.realPath, encodeLossless(output));
    } catch (error) {
      return { kind: "failed", message: `could not be written: ${errorMessage(error)}`, manual };
    }
  }
  return { kind: "changed", before: source, after: output, manual };
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
  } catch (error) {
    throw new MigrationRefused(errorMessage(error));
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
  const interrupted = interruptionCheck(options.signal);
  const writer = new JournaledWriter(options.cwd);
  for (const [index, file] of files.entries()) {
    // The loop is synchronous work: it gives way between files so that a signal is seen before the next one.
    const signal = await interrupted();
    if (signal) {
      report.interrupted = { signal, notProcessed: files.length - index };
      break;
    }
    const result = migrateFile(file, { ...options, codemod }, names, writer);
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
    options.onProgress?.(index + 1, files.length, file.display);
  }
  writer.close();
  if (unreadable.length > 0) report.errors = [...report.errors, ...unreadable].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { report, changes };
}
