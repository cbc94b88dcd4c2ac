/**
 * `agent-errors migrate <codemod> [paths...]` runs a codemod over a codebase; `agent-errors codemods`
 * lists them. The codemods and the runner live in codemods/; this is the command line around them.
 */
import { constants as osConstants } from "node:os";
import { parseArgs } from "node:util";
import { allCodemods, codemods, findCodemod, isProjectCodemod, projectCodemods, type AnyCodemod } from "../../codemods/index.js";
import { formatDiff, formatSummary } from "../../codemods/runner/report.js";
import { MigrationRefused, runMigration } from "../../codemods/runner/run.js";
import { invalidNameOption } from "../../codemods/shared/codemod.js";
import { encodeLossless, mayHoldRawBytes } from "../../codemods/shared/encoding.js";
import { progressReporter } from "./progress.js";
import { describeParseError, EXIT, UsageError } from "./usage.js";

/** `--check` found work to do: files that would change, or sites that need a person. */
export const EXIT_PENDING = 3;

/** One group of codemods, names padded to `width` (the longest name of all, so the groups line up). */
function codemodGroup(group: readonly AnyCodemod[], width: number): string {
  const indent = " ".repeat(width + 4);
  return group
    .map((codemod) => {
      const about = [isProjectCodemod(codemod) ? "type-aware, project-wide" : "", codemod.rule ? `rule: agent-errors/${codemod.rule}` : ""].filter(Boolean).join("; ");
      return `  ${codemod.name.padEnd(width)}  ${codemod.description}\n${indent}${about}`;
    })
    .join("\n");
}

// The per-file codemods, then the project-wide ones (they load the TypeScript project; see their docs).
const codemodList = (): string => {
  const width = Math.max(...[...codemods, ...projectCodemods].map((codemod) => codemod.name.length));
  return [codemodGroup(codemods, width), ...(projectCodemods.length > 0 ? [codemodGroup(projectCodemods, width)] : [])].join("\n");
};

export const CODEMODS_HELP = `Usage: agent-errors codemods [--json]

Lists the codemods of "agent-errors migrate", each with what it does and the lint rule it fixes.`;

export function migrateHelp(codemod?: AnyCodemod): string {
  let codemodOptions = `\nEach codemod's own options: agent-errors migrate <codemod> --help\n`;
  if (codemod && codemod.options.length > 0) {
    const flags = codemod.options.map((option) => (option.value ? `${option.flag} <${option.value}>` : option.flag));
    const width = Math.max(22, ...flags.map((flag) => flag.length));
    const lines = codemod.options.map((option, index) => `  ${flags[index]!.padEnd(width + 1)} ${option.description} (default: ${option.defaultText})`);
    codemodOptions = `\nOptions of ${codemod.name}:\n${lines.join("\n")}\n`;
  } else if (codemod) {
    codemodOptions = "";
  }
  return `Usage: agent-errors migrate <codemod> [paths...] [options]

Runs a codemod over the .ts .tsx .mts .cts .js .jsx .mjs .cjs files under the paths (default: .),
honouring .gitignore. Files that do not mention what the codemod migrates (a deprecated wrapper, a
tool factory) are not parsed. Every site it cannot migrate safely is left untouched and listed as
file:line:column. A type-aware, project-wide
codemod also loads the TypeScript project (the nearest tsconfig.json) to follow types and references,
and changes only files under the paths.

Codemods:
${codemodList()}

Options:
  --dry-run              Write nothing; print a unified diff of what would change
  --check                Write nothing; exit 3 when a file would change or a site needs a person (CI)
  --json                 Print a JSON report on standard output (instead of the diff of --dry-run;
                         the summary goes to standard error)
  --include <glob>       Only files that match (repeatable; a glob without "/" matches file names)
  --exclude <glob>       Skip files and directories that match (repeatable)
  --allow-dirty          Write even when the git work tree has uncommitted changes
  --no-git               Write even though the paths are not in a git work tree (nothing to review
                         or undo the migration with)
  --jobs <n>             Migrate up to n files at once, in worker threads (default 1: one after the
                         other; worth it with many files to migrate and cores to spare). A tree of
                         2,000 files or more is read on two threads, unless --jobs 1
  -h, --help             Show this help
${codemodOptions}
Exit codes: 0 done (sites left for a person do not fail the run), 1 a file could not be processed
(it is reported and left untouched), 2 usage error (unknown codemod, missing path, uncommitted
changes, not a git work tree; with --json, printed as { "error", "exitCode" }), 3 --check found pending work
(and nothing failed: a file that could not be processed makes it 1).`;
}

export interface MigrateCliOptions {
  codemod: AnyCodemod;
  codemodOptions: Record<string, string>;
  paths: string[];
  include: string[];
  exclude: string[];
  dryRun: boolean;
  check: boolean;
  json: boolean;
  allowDirty: boolean;
  noGit: boolean;
  /** `--jobs`: files migrated at once; undefined for the default. */
  jobs?: number;
}

export function parseMigrateArgs(args: string[]): MigrateCliOptions | { help: AnyCodemod | undefined } {
  const codemodFlags = new Map<string, { codemod: AnyCodemod; name: string; boolean: boolean }[]>();
  for (const codemod of allCodemods) {
    for (const option of codemod.options) {
      const flag = option.flag.replace(/^--/, "");
      // A project-wide codemod's option without a value is a switch (`--typecheck`).
      codemodFlags.set(flag, [...(codemodFlags.get(flag) ?? []), { codemod, name: option.name, boolean: option.value === undefined }]);
    }
  }
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        "dry-run": { type: "boolean", default: false },
        check: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        include: { type: "string", multiple: true, default: [] },
        exclude: { type: "string", multiple: true, default: [] },
        "allow-dirty": { type: "boolean", default: false },
        "no-git": { type: "boolean", default: false },
        jobs: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
        ...Object.fromEntries([...codemodFlags].map(([flag, owners]) => [flag, { type: owners.every((owner) => owner.boolean) ? ("boolean" as const) : ("string" as const) }])),
      },
    });
  } catch (error) {
    throw new UsageError(`migrate: ${describeParseError(error)}`, "migrate");
  }
  const { values, positionals } = parsed;
  const [name, ...paths] = positionals;
  const codemod = name === undefined ? undefined : findCodemod(name);
  if (name !== undefined && !codemod) throw new UsageError(`unknown codemod "${name}"; the codemods are:\n${codemodList()}`, "migrate");
  if (values.help) return { help: codemod };
  if (!codemod) throw new UsageError(`name the codemod to run: agent-errors migrate <codemod> [paths...]; the codemods are:\n${codemodList()}`, "migrate");

  const codemodOptions: Record<string, string> = {};
  for (const [flag, owners] of codemodFlags) {
    const value = (values as Record<string, unknown>)[flag];
    if (value === undefined) continue;
    const owner = owners.find((candidate) => candidate.codemod === codemod);
    if (!owner) throw new UsageError(`--${flag} is not an option of ${codemod.name}`, "migrate");
    if (owner.boolean) {
      if (value === true) codemodOptions[owner.name] = "true";
      continue;
    }
    if (typeof value !== "string" || value.trim() === "") throw new UsageError(`--${flag} needs a value`, "migrate");
    // A name the codemod writes into code (`--agent-tool`, `--wrapper`) must be an identifier: refused
    // here, before any file is read, rather than found out as code that does not parse.
    const definition = codemod.options.find((option) => option.name === owner.name);
    const problem = definition?.value === "name" ? invalidNameOption(definition, value) : undefined;
    if (problem) throw new UsageError(problem, "migrate");
    codemodOptions[owner.name] = value;
  }
  let jobs: number | undefined;
  if (values.jobs !== undefined) {
    jobs = /^[1-9]\d{0,3}$/.test(values.jobs as string) ? Number(values.jobs) : NaN;
    if (Number.isNaN(jobs)) throw new UsageError(`--jobs must be a whole number from 1 to 9999, not ${JSON.stringify(values.jobs)}`, "migrate");
  }
  return {
    codemod,
    codemodOptions,
    ...(jobs !== undefined ? { jobs } : {}),
    paths: paths.length > 0 ? paths : ["."],
    include: values.include as string[],
    exclude: values.exclude as string[],
    dryRun: values["dry-run"] as boolean,
    check: values.check as boolean,
    json: values.json as boolean,
    allowDirty: values["allow-dirty"] as boolean,
    noGit: values["no-git"] as boolean,
  };
}

export interface MigrateIO {
  cwd: string;
  stdout: (text: string) => void;
  /** Bytes for standard output as they are: see CliIO. */
  stdoutBytes?: (bytes: Uint8Array) => void;
  stderr: (text: string) => void;
  /** Standard error is a terminal: show progress. */
  stderrIsTTY?: boolean;
}

/** The exit code of a process ended by `signal`, as a shell reports it (128 + its number). */
function signalExitCode(signal: string): number {
  return 128 + (osConstants.signals[signal as NodeJS.Signals] ?? 0);
}

/**
 * SIGINT and SIGTERM stop the migration before its next file rather than in the middle of it (the files are
 * written atomically, whole). A second signal ends the process at once.
 */
function stopOnSignals(io: MigrateIO): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) process.exit(signalExitCode(signal));
    io.stderr(`\nagent-errors migrate: ${signal}: stopping after the file in progress (again to stop at once)\n`);
    controller.abort(signal);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    },
  };
}

export async function runMigrate(options: MigrateCliOptions, io: MigrateIO): Promise<number> {
  const progress = progressReporter(io.stderr, io.stderrIsTTY === true && !options.json);
  const signals = stopOnSignals(io);
  let outcome;
  try {
    outcome = await runMigration({
      codemod: options.codemod,
      codemodOptions: options.codemodOptions,
      cwd: io.cwd,
      paths: options.paths,
      include: options.include,
      exclude: options.exclude,
      dryRun: options.dryRun || options.check,
      allowDirty: options.allowDirty,
      noGit: options.noGit,
      ...(options.jobs !== undefined ? { jobs: options.jobs } : {}),
      onProgress: progress.update,
      signal: signals.signal,
    });
  } catch (error) {
    progress.clear();
    if (error instanceof MigrationRefused) throw new UsageError(error.message, "migrate");
    throw error;
  } finally {
    signals.dispose();
  }
  progress.clear();
  const { report, changes } = outcome;
  const summary = formatSummary(report, { check: options.check, noGit: options.noGit });
  if (options.json) {
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    io.stderr(summary);
  } else if (options.dryRun) {
    const diff = formatDiff(changes);
    // A file that is not UTF-8 was read losslessly (codemods/shared/encoding.ts): its diff carries its
    // bytes as they are, so that `git apply` takes it.
    if (io.stdoutBytes && mayHoldRawBytes(diff)) io.stdoutBytes(encodeLossless(diff));
    else io.stdout(diff);
    io.stderr(summary);
  } else {
    io.stdout(summary);
  }
  if (report.interrupted) return signalExitCode(report.interrupted.signal);
  if (report.errors.length > 0) return EXIT.problems;
  if (options.check && (report.files.changed > 0 || report.manual.length > 0)) return EXIT_PENDING;
  return EXIT.ok;
}

export function runCodemodsList(args: string[], io: MigrateIO): number {
  let parsed;
  try {
    parsed = parseArgs({ args, strict: true, allowPositionals: false, options: { json: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } } });
  } catch (error) {
    throw new UsageError(`codemods: ${describeParseError(error)}`, "codemods");
  }
  if (parsed.values.help) {
    io.stdout(`${CODEMODS_HELP}\n`);
    return EXIT.ok;
  }
  if (parsed.values.json) {
    const list = allCodemods.map((codemod) => ({
      name: codemod.name,
      description: codemod.description,
      rule: codemod.rule ? `agent-errors/${codemod.rule}` : null,
      kind: isProjectCodemod(codemod) ? "project" : "file",
      options: codemod.options.map((option) => ({ flag: option.flag, name: option.name, value: option.value ?? null, description: option.description, default: option.defaultText })),
    }));
    io.stdout(`${JSON.stringify(list, null, 2)}\n`);
    return EXIT.ok;
  }
  io.stdout(`${codemodList()}\n\nRun one with: agent-errors migrate <codemod> [paths...] (add --dry-run to see the diff first)\n`);
  return EXIT.ok;
}
