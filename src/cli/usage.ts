/** A mistake in how the CLI was called: printed with the usage hint, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;
