/**
 * What is wrong with a path that a run could not read, in words for a person: the reports of
 * `agent-errors migrate` and the warnings of `agent-errors check` say the same things the same way.
 */
import { readlinkSync } from "node:fs";

/** What a directory entry or `stat` result is when it is neither a file nor a directory. */
export function describeSpecialFile(stats: { isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): string {
  if (stats.isFIFO()) return "a named pipe (FIFO), not a regular file";
  if (stats.isSocket()) return "a socket, not a regular file";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device, not a regular file";
  return "not a regular file";
}

/** Why a symbolic link cannot be followed: `error` is what `stat` threw on it. */
export function describeLinkError(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  let target = "";
  try {
    target = readlinkSync(path);
  } catch {
    // not a link after all, or gone: the error code says enough
  }
  if (code === "ENOENT") return target ? `a broken symbolic link (its target ${target} does not exist)` : "no such file (ENOENT)";
  if (code === "ELOOP") return `a symbolic link loop${target ? ` (it points to ${target}, and following the links never reaches a file)` : " (ELOOP)"}`;
  return describeReadError(error);
}

/** A read error (or its code and message) in words ("permission denied (EACCES)"), else its own first line. */
export function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "EACCES" || code === "EPERM") return `permission denied (${code})`;
  if (code === "ENOENT") return "no such file (ENOENT): it was removed while the run went on";
  if (code === "ELOOP") return "a symbolic link loop (ELOOP)";
  if (code === "EISDIR") return "a directory, not a file (EISDIR)";
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof message === "string" ? message : String(error)).split("\n")[0]!;
}
