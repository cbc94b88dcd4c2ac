#!/usr/bin/env node
/** The `agent-errors` command: `check` lints; `migrate` runs a codemod over a codebase; `codemods` lists them. */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PACKAGE_VERSION } from "../package-info.js";
import { EXIT, UsageError } from "./usage.js";

export const HELP = `Usage: agent-errors <command> [options]

Commands:
  check [paths...]              Lint agent-tool and MCP code with the agent-errors rules (no config needed)
  migrate <codemod> [paths...]  Run a codemod over a codebase (--dry-run shows the diff first)
  codemods                      List the codemods, each with what it does and its lint rule

Options:
  -h, --help         Show help (also: agent-errors <command> --help)
  -v, --version      Show the version

Run "agent-errors check --help" or "agent-errors migrate --help" for the options of a command.`;

export interface CliIO {
  cwd: string;
  stdout: (text: string) => void;
  /** Bytes for standard output as they are (a --dry-run diff of a file that is not UTF-8); else `stdout` gets text. */
  stdoutBytes?: (bytes: Uint8Array) => void;
  stderr: (text: string) => void;
  /** Standard error is a terminal (progress is shown for long migrations). */
  stderrIsTTY?: boolean;
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === "-h" || command === "--help" || command === "help") {
      io.stdout(`${HELP}\n`);
      return command === undefined ? EXIT.usage : EXIT.ok;
    }
    if (command === "-v" || command === "--version") {
      // `-v check`: a version flag followed by a command is a mistake, not a request for the version.
      if (rest.length > 0) throw new UsageError(`${command} takes no arguments (got ${rest.join(" ")}); to run a command, put it first: agent-errors ${rest.join(" ")}`);
      io.stdout(`${PACKAGE_VERSION}\n`);
      return EXIT.ok;
    }
    if (command === "check") {
      // Loaded on demand, as the codemods are: `migrate` does not need ESLint.
      const { CHECK_HELP, parseCheckArgs, runCheck } = await import("./check.js");
      const options = parseCheckArgs(rest);
      if (options === "help") {
        io.stdout(`${CHECK_HELP}\n`);
        return EXIT.ok;
      }
      return (await runCheck(options, io)).exitCode;
    }
    if (command === "migrate") {
      // Loaded on demand: `check` does not need the codemods.
      const { migrateHelp, parseMigrateArgs, runMigrate } = await import("./migrate.js");
      const options = parseMigrateArgs(rest);
      if ("help" in options) {
        io.stdout(`${migrateHelp(options.help)}\n`);
        return EXIT.ok;
      }
      return await runMigrate(options, io);
    }
    if (command === "codemods") {
      const { runCodemodsList } = await import("./migrate.js");
      return runCodemodsList(rest, io);
    }
    throw new UsageError(`unknown command "${command}"`);
  } catch (error) {
    if (error instanceof UsageError) {
      // A run asked for JSON gets its usage error as JSON too (a CI step parses standard output).
      if ((command === "migrate" || command === "codemods") && rest.includes("--json")) io.stdout(`${JSON.stringify({ error: error.message, exitCode: EXIT.usage }, null, 2)}\n`);
      io.stderr(`agent-errors: ${error.message}\nRun "agent-errors ${error.command ? `${error.command} ` : ""}--help" for usage.\n`);
      return EXIT.usage;
    }
    io.stderr(`agent-errors: ${(error as Error).message ?? String(error)}\n`);
    return EXIT.usage;
  }
}

function isEntryPoint(): boolean {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const code = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stdoutBytes: (bytes) => process.stdout.write(bytes),
    stderr: (text) => process.stderr.write(text),
    stderrIsTTY: process.stderr.isTTY === true,
  });
  process.exitCode = code;
}
