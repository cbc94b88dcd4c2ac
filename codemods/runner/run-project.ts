/**
 * One project-wide migration: the same discovery, git check, report and safety rules as the per-file
 * runner (run.ts), around a codemod that sees the whole TypeScript project at once. The codemod gets
 * the discovered files (the only ones it may change) and those that mention one of its names (where it
 * looks for sites); it analyses everything first and returns the new texts, the sites for a person and
 * the files it rolled back. Here every new text is parsed again with the file's parser before anything
 * is written, and written atomically; a file that fails is reported and left untouched.
 */
import { relative, sep } from "node:path";
import { encodeLossless, readSource } from "../shared/encoding.js";
import { checkParses, parserFor, type ParserName } from "../shared/parsers.js";
import { ProjectCodemodUsageError, type ProjectCodemod } from "../typed/codemod.js";
import { ProjectSettingsError } from "../shared/project-settings.js";
import { JournaledWriter, leftoverNote, sweepLeftovers } from "./temp-journal.js";
import { discoverFiles } from "./discover.js";
import { checkGit, errorMessage, interruptionCheck, MigrationRefused, type FileChange, type MigrateOptions, type MigrationOutcome, type MigrationReport } from "./common.js";

function display(cwd: string, path: string): string {
  const relativePath = relative(cwd, path);
  return (sep === "/" ? relativePath : relativePath.split(sep).join("/")) || path;
}

export async function runProjectMigration(options: Omit<MigrateOptions, "codemod"> & { codemod: ProjectCodemod }): Promise<MigrationOutcome> {
  const { codemod, cwd } = options;
  const { files, missing, unreadable, skipped } = discoverFiles(options);
  if (missing.length > 0) throw new MigrationRefused(`no such file or directory: ${missing.join(", ")}`);
  // Before the git check: a killed run's temporary files would make the tree look dirty.
  const leftovers = sweepLeftovers(cwd, options.dryRun);
  checkGit(options);

  const names = codemod.prefilter(options.codemodOptions);
  const candidates: string[] = [];
  const readErrors = new Map<string, string>();
  for (const file of files) {
    let source: string;
    try {
      source = readSource(file.realPath).text;
    } catch (error) {
      readErrors.set(file.realPath, `could not be read: ${errorMessage(error)}`);
      continue;
    }
    if (names.some((name) => source.includes(name))) candidates.push(file.realPath);
  }

  const displayOf = new Map(files.map((file) => [file.realPath, file.display]));
  const show = (path: string): string => displayOf.get(path) ?? display(cwd, path);
  const transform = await codemod.load();
  let result;
  try {
    result = await transform.migrate({
      cwd,
      files: files.map((file) => file.realPath).filter((path) => !readErrors.has(path)),
      candidates,
      options: options.codemodOptions ?? {},
      dryRun: options.dryRun,
      ...(options.onProgress ? { onProgress: (done: number, total: number, path: string) => options.onProgress!(done, total, show(path)) } : {}),
    });
  } catch (error) {
    if (error instanceof ProjectCodemodUsageError || error instanceof ProjectSettingsError) throw new MigrationRefused(error.message);
    throw error;
  }

  const errors = new Map(readErrors);
  for (const error of result.errors) if (!errors.has(error.path)) errors.set(error.path, error.message);
  const changes: FileChange[] = [];
  const changed: string[] = [];
  const ordered = [...result.changes].sort((a, b) => (show(a.path) < show(b.path) ? -1 : 1));
  let interrupted: MigrationReport["interrupted"];
  const interruption = interruptionCheck(options.dryRun ? undefined : options.signal);
  const writer = new JournaledWriter(cwd);
  for (const [index, change] of ordered.entries()) {
    if (errors.has(change.path) || change.after === change.before) continue;
    const signal = await interruption();
    if (signal) {
      interrupted = { signal, notProcessed: ordered.slice(index).filter((rest) => !errors.has(rest.path) && rest.after !== rest.before).length };
      break;
    }
    const parserName = parserFor(change.path) as ParserName | undefined;
    if (parserName) {
      try {
        checkParses(parserName, change.after.charCodeAt(0) === 0xfeff ? change.after.slice(1) : change.after);
      } catch (error) {
        errors.set(change.path, `the migrated code would not parse (${errorMessage(error)}), so the file was left untouched; please report this`);
        continue;
      }
    }
    if (!options.dryRun) {
      try {
        // The codemod read the file losslessly (typed/project.ts): bytes that are not UTF-8 stay as they were.
        writer.write(change.path, encodeLossless(change.after));
      } catch (error) {
        errors.set(change.path, `could not be written: ${errorMessage(error)}`);
        continue;
      }
    }
    changed.push(show(change.path));
    changes.push({ file: show(change.path), before: change.before, after: change.after });
  }

  writer.close();
  const scanned = new Set(files.map((file) => file.realPath));
  const failed = [...errors.keys()].filter((path) => scanned.has(path)).length;
  const report: MigrationReport = {
    codemod: codemod.name,
    dryRun: options.dryRun,
    files: { scanned: files.length, changed: changes.length, unchanged: files.length - changes.length - failed - (interrupted?.notProcessed ?? 0), failed },
    changed,
    manual: result.manual
      .map(({ path, ...site }) => ({ file: show(path), ...site }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column)),
    errors: [...[...errors].map(([path, message]) => ({ file: show(path), message })), ...unreadable].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
    ...(skipped.length > 0 ? { skipped } : {}),
    notes: leftovers.length > 0 ? [leftoverNote(cwd, leftovers, options.dryRun), ...result.notes] : result.notes,
    ...(result.typecheck ? { typecheck: result.typecheck } : {}),
    ...(interrupted ? { interrupted } : {}),
  };
  return { report, changes };
}
