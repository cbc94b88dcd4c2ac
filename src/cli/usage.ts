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
