/**
 * Typed errors thrown by the issues API client.
 *
 *   ApiError
 *   ├─ ApiClientError (4xx: the caller can fix it, never sent to Sentry)
 *   │  ├─ ApiPermissionError (403)
 *   │  ├─ ApiNotFoundError (404)
 *   │  ├─ ApiValidationError (400, 422)
 *   │  ├─ ApiAuthenticationError (401)
 *   │  └─ ApiRateLimitError (429)
 *   └─ ApiServerError (5xx: our problem or theirs, captured by Sentry)
 *
 * The messages come from our own API, so they are trusted and may be shown to agents.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;

  constructor(message: string, status: number, detail?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
  }
}

const GENERIC_NOT_FOUND = /^(not found|the requested resource does not exist)\.?$/i;

export class ApiClientError extends ApiError {
  override name = "ApiClientError";

  /** "API error (status): message" plus a hint the agent can act on. */
  toUserMessage(): string {
    const base = `API error (${this.status}): ${this.message}`;
    if (this.status !== 404) {
      return base;
    }
    if (GENERIC_NOT_FOUND.test(this.message)) {
      return `${base}. Please verify that the organization, project, or resource ID is correct and that you have access to it.`;
    }
    return `${base}. Please verify the parameters are correct.`;
  }
}

export class ApiPermissionError extends ApiClientError {
  override name = "ApiPermissionError";
}

export class ApiNotFoundError extends ApiClientError {
  override name = "ApiNotFoundError";
}

export class ApiValidationError extends ApiClientError {
  override name = "ApiValidationError";
}

export class ApiAuthenticationError extends ApiClientError {
  override name = "ApiAuthenticationError";
}

export class ApiRateLimitError extends ApiClientError {
  override name = "ApiRateLimitError";
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retryAfterSeconds?: number) {
    super(message, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ApiServerError extends ApiError {
  override name = "ApiServerError";
}

/** Maps an HTTP status to the right error class. The client never throws a bare ApiError. */
export function createApiError(status: number, message: string, detail?: string): ApiError {
  switch (status) {
    case 400:
    case 422:
      return new ApiValidationError(message, status, detail);
    case 401:
      return new ApiAuthenticationError(message, status, detail);
    case 403:
      return new ApiPermissionError(message, status, detail);
    case 404:
      return new ApiNotFoundError(message, status, detail);
    case 429:
      return new ApiRateLimitError(message);
    default:
      if (status >= 500) {
        return new ApiServerError(message, status, detail);
      }
      return new ApiClientError(message, status, detail);
  }
}
