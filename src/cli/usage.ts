/** A mistake in how the CLI was called: printed with the usage hint, exit code 2. */
export class UsageError extends Error {
  /** The command whose help the hint points to (`agent-errors check --help`), or the top-level help. */
  readonly command: string | undefined;

  constructor(message: string, command?: string) {
    super(message);
    this.name = "UsageError";
    this.command = command;
  }
}

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

/** node:util's parseArgs messages, made plain: `Unknown option '--nope'` (its own quotes are unbalanced in places). */
export function describeParseError(error: unknown): string {
  const message = (error as Error).message ?? String(error);
  const unknown = /^Unknown option '([^']+)'/.exec(message);
  if (unknown) return `unknown option ${unknown[1]}`;
  const missing = /^Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
  if (missing) return `option ${missing[1]!.replace(/^-\w, /, "")} needs a value`;
  const positional = /^Unexpected argument '([^']+)'/.exec(message);
  if (positional) return `unexpected argument ${positional[1]}`;
  return message.replace(/\.?\s*To specify.*$/s, "");
}
