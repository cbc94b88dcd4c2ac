/**
 * Compatibility helpers from before the typed API errors existed.
 *
 * Nothing new should use this module:
 *   - MCP tools call the API client directly and let ApiClientError / ApiServerError
 *     bubble up to the server wrapper (`handleToolErrors` -> `formatErrorForUser`).
 *   - Embedded agent tools use `agentTool()` from "./agents/tools/utils.js".
 *
 * `npx agent-errors migrate` rewrites the simple call sites.
 */
import { ApiClientError } from "../api-client/errors.js";
import { UserInputError } from "../errors.js";

export interface ApiErrorContext {
  operation?: string;
  organizationSlug?: string;
  [key: string]: unknown;
}

/**
 * Runs an API call and turns 4xx API errors into UserInputError.
 *
 * @deprecated Call the API client directly; its typed errors already carry
 * `toUserMessage()` and are formatted by `formatErrorForUser`.
 */
export async function withApiErrorHandling<T>(fn: () => Promise<T>, ctx: ApiErrorContext = {}): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ApiClientError) {
      const where = ctx.operation ? ` during ${ctx.operation}` : "";
      throw new UserInputError(`${error.toUserMessage()}${where}`, { cause: error });
    }
    throw error;
  }
}

/**
 * Wraps an AI SDK tool `execute` so user errors come back as a string instead of a throw.
 *
 * @deprecated Use `agentTool()`, which returns `{ result }` / `{ error }` and handles
 * ApiClientError, ApiServerError and LLMProviderError consistently.
 */
export function wrapAgentToolExecute<P, R>(fn: (params: P) => Promise<R>): (params: P) => Promise<R | string> {
  return async (params: P) => {
    try {
      // ✅ a reference inside the defining module: not reported
      return await withApiErrorHandling(() => fn(params), { operation: "agentTool" });
    } catch (error) {
      if (error instanceof UserInputError) {
        console.warn(`[wrapAgentToolExecute] ${error.message}`);
        return `**Input Error**\n\n${error.message}`;
      }
      throw error;
    }
  };
}
