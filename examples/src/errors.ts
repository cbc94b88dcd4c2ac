/**
 * Application errors. All three are expected, user-facing conditions: they are
 * formatted for the caller and logged with console.warn, never sent to Sentry
 * with captureException. Their messages are written by us, so they are trusted.
 */

/** The caller (a human or an agent) can fix this by changing the input. */
export class UserInputError extends Error {
  override name = "UserInputError";

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The server is missing configuration (token, organization, model). */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * The LLM provider refused the request (unsupported region, quota, bad key).
 * Created from 4xx `APICallError`s right after the AI SDK call.
 */
export class LLMProviderError extends Error {
  override name = "LLMProviderError";
  readonly statusCode: number | undefined;

  constructor(message: string, options?: { cause?: unknown; statusCode?: number }) {
    super(message, options);
    this.statusCode = options?.statusCode;
  }
}

/** True for every error the user or the agent can act on (no Sentry issue). */
export function isExpectedError(error: unknown): error is UserInputError | ConfigurationError | LLMProviderError {
  return (
    error instanceof UserInputError ||
    error instanceof ConfigurationError ||
    error instanceof LLMProviderError
  );
}
