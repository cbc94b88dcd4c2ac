/**
 * What a person reads after a migration: a unified diff of the changes (`--dry-run`; `git apply`
 * takes it), and a summary: changed, unchanged, the sites that need a person (`file:line:column`),
 * the files that could not be processed.
 */
import { unifiedDiff } from "./line-diff.js";
import type { FileChange, MigrationReport } from "./common.js";

/** A unified diff of the changes, with `a/` and `b/` paths as git writes them. */
export function formatDiff(changes: readonly FileChange[]): string {
  return changes.map((change) => unifiedDiff(`a/${change.file}`, `b/${change.file}`, change.before, change.after)).join("");
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Changed files listed by name in the summary; the sites for a person and the errors are always listed in full. */
const MAX_LISTED_CHANGES = 50;

export function formatSummary(report: MigrationReport, mode: { check: boolean; noGit?: boolean }): string {
  const lines: string[] = [];
  const verb = report.dryRun ? "would change" : "changed";
  lines.push(
    `agent-errors migrate ${report.codemod}: ${plural(report.files.scanned, "file")} scanned, ${report.files.changed} ${verb}, ` +
      `${report.files.unchanged} unchanged, ${report.files.failed} failed; ${plural(report.manual.length, "site")} left for a person.`,
  );
  // Project-wide codemods: the project loaded and the options in effect.
  for (const note of report.notes ?? []) lines.push(`  ${note}`);
  if (report.typecheck) {
    const { before, after, introduced, rolledBack } = report.typecheck;
    lines.push(
      `  --typecheck: ${plural(before, "diagnostic")} before, ${after} after; ${introduced > 0 ? `${introduced} new (listed below)` : "none new"}` +
        (rolledBack > 0 ? `; ${plural(rolledBack, "file")} rolled back` : "") +
        ".",
    );
  }
  if (report.changed.length > 0) {
    lines.push("", report.dryRun ? "Would change:" : "Changed:");
    for (const file of report.changed.slice(0, MAX_LISTED_CHANGES)) lines.push(`  ${file}`);
    if (report.changed.length > MAX_LISTED_CHANGES) lines.push(`  ... and ${report.changed.length - MAX_LISTED_CHANGES} more (--json lists them all)`);
  }
  if (report.manual.length > 0) {
    lines.push("", "Left for a person (not migrated):");
    for (const site of report.manual) lines.push(`  ${site.file}:${site.line}:${site.column}  ${site.reason}`);
  }
  if (report.errors.length > 0) {
    lines.push("", "Could not be processed (left untouched):");
    for (const error of report.errors) lines.push(`  ${error.file}  ${error.message}`);
  }
  if (report.skipped && report.skipped.length > 0) {
    lines.push("", "Skipped (named like source files, but not files that can be read):");
    for (const skipped of report.skipped) lines.push(`  ${skipped.file}  ${skipped.message}`);
  }
  if (report.interrupted) {
    const { signal, notProcessed } = report.interrupted;
    lines.push(
      "",
      `Interrupted (${signal}): ${plural(notProcessed, "file")} left as ${notProcessed === 1 ? "it was" : "they were"}; ` +
        (report.dryRun
          ? "nothing was written."
          : report.files.changed > 0
            ? `the ${report.files.changed === 1 ? "file" : `${report.files.changed} files`} listed as changed ${report.files.changed === 1 ? "was" : "were"} written whole. ` +
              (mode.noGit ? "" : "Review them with git diff, or undo them with git checkout, then run the migration again.")
            : "no file was written."),
    );
    return `${lines.join("\n").trimEnd()}\n`;
  }
  if (mode.check && (report.files.changed > 0 || report.manual.length > 0)) {
    lines.push("", `Pending work: run "agent-errors migrate ${report.codemod}" and review the diff; the sites left for a person need a manual change.`);
  } else if (report.dryRun && !mode.check && report.files.changed > 0) {
    lines.push("", "Nothing was written (--dry-run).");
  } else if (!report.dryRun && report.files.changed > 0) {
    lines.push("", mode.noGit ? "Written without git (--no-git): nothing records the files as they were; review the changes above." : "Review the changes with git diff.");
  }
  return `${lines.join("\n")}\n`;
}
