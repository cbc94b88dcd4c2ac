// Helpers of the bad-input tests: trees of files written byte for byte, the CLIs run as a child process
// (optionally as another user), and JSON reports read back.
import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { cliPath, makeTempDir } from "../helpers.js";

export { cliPath };

/** A tree of files under a fresh directory of .tmp/; text is written as UTF-8, buffers byte for byte. */
export function writeTree(prefix: string, files: Record<string, string | Buffer>): string {
  const dir = makeTempDir(prefix);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export function removeTree(dir: string): void {
  // A tree made unreadable by a test must be readable again to be removed (when not running as root).
  spawnSync("chmod", ["-R", "u+rwx", dir]);
  rmSync(dir, { recursive: true, force: true });
}

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built `agent-errors` CLI; `timeout` kills it (a hang fails the test instead of the suite).
 * `preload`: a module Node runs before the CLI (`--import`), with `env` added to the environment.
 */
export function runCli(
  args: string[],
  cwd: string,
  options: { uid?: number; gid?: number; timeout?: number; preload?: string; env?: Record<string, string> } = {},
): CliRun {
  const nodeArgs = options.preload ? ["--import", pathToFileURL(options.preload).href] : [];
  const result: SpawnSyncReturns<string> = spawnSync(process.execPath, [...nodeArgs, cliPath, ...args], {
    cwd,
    encoding: "utf8",
    timeout: options.timeout ?? 120_000,
    killSignal: "SIGKILL",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...options.env },
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid ?? options.uid }),
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code !== "ETIMEDOUT") throw result.error;
  return { code: result.status, signal: result.signal, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/** Starts the CLI without waiting (for a run that a test interrupts). */
export function startCli(args: string[], cwd: string): ReturnType<typeof spawn> {
  return spawn(process.execPath, [cliPath, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
}

export interface LintMessage {
  ruleId: string | null;
  line: number;
  column: number;
  fatal?: boolean;
  message: string;
}

export interface LintResult {
  filePath: string;
  messages: LintMessage[];
}

/** `name -> ["line:column ruleId"]` (or `"fatal: message"`) of a `check --format json` report. */
export function summarise(results: LintResult[]): Record<string, string[]> {
  const byFile: Record<string, string[]> = {};
  for (const result of results) {
    const name = result.filePath.split(/[\\/]/).slice(-1)[0]!;
    byFile[name] = result.messages.map((message) => (message.fatal ? `fatal: ${message.message}` : `${message.line}:${message.column} ${message.ruleId}`));
  }
  return byFile;
}

export interface MigrationJson {
  files: { scanned: number; changed: number; unchanged: number; failed: number };
  changed: string[];
  manual: { file: string; line: number; column: number; reason: string }[];
  errors: { file: string; message: string }[];
  /** Present when a path named like a source file is not a file that can be read. */
  skipped?: { file: string; message: string }[];
}

/**
 * How to run a child process for which a file with mode 000 is really unreadable: as ourselves when we
 * are not root; as `nobody` (uid 65534) when we are root and may switch users (the tree is then handed to
 * that user). Undefined when neither works (say why in the skip).
 */
export function unprivilegedRunner(): { uid?: number; reason?: string } {
  const uid = typeof process.getuid === "function" ? process.getuid() : undefined;
  if (uid === undefined) return { reason: "no POSIX users on this platform: a file cannot be made unreadable with chmod" };
  if (uid !== 0) return {};
  // The user must be able to run the CLI from the repository (its files, node_modules) as well.
  const probe = spawnSync(process.execPath, [cliPath, "--version"], { uid: 65534, gid: 65534, cwd: "/", encoding: "utf8" });
  if (probe.status === 0) return { uid: 65534 };
  const why = probe.error?.message ?? (probe.stderr.trim().split("\n")[0] || `exit ${probe.status}`);
  return { reason: `running as root, and the CLI cannot be run as the user nobody (${why}); root reads a file with mode 000` };
}

/** Hands a tree to a user (for the unprivileged child process). */
export function giveTree(dir: string, uid: number): void {
  const walk = (path: string): void => {
    chownSync(path, uid, uid);
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (!entry.isSymbolicLink()) chownSync(child, uid, uid);
    }
  };
  walk(dir);
  // The directories above must let the user through (mkdtemp makes them private).
  chmodSync(dir, 0o755);
  chmodSync(dirname(dir), 0o755);
}

export const read = (path: string): Buffer => readFileSync(path);
