import { APICallError, tool, type Tool } from "ai";
import { captureException } from "@sentry/node";
import type { ZodType } from "zod";
import { ApiClientError, ApiServerError } from "../../../api-client/errors.js";
import { LLMProviderError, UserInputError } from "../../../errors.js";

/** What an embedded agent sees: a result, or an error string it can reason about. */
export type AgentToolResponse<T> = { result: T; error?: undefined } | { error: string; result?: undefined };

const RETRY_HINT = "You may be able to resolve this by addressing the concern and trying again.";

/**
 * Turns a caught error into trusted text for the agent, or re-throws it.
 * Expected errors are logged with console.warn (Sentry logs, not issues).
 */
function handleAgentToolError(error: unknown): string {
  if (error instanceof UserInputError) {
    console.warn(`[agentTool] UserInputError: ${error.message}`);
    return `Input Error: ${error.message}. ${RETRY_HINT}`;
  }
  if (error instanceof LLMProviderError) {
    console.warn(`[agentTool] LLMProviderError: ${error.message}`);
    return `AI Provider Error: ${error.message}. This is a service availability issue that cannot be resolved by retrying.`;
  }
  if (APICallError.isInstance(error) && error.statusCode !== undefined && error.statusCode < 500) {
    // Defensive: callEmbeddedAgent converts these, but one may slip through from a nested call.
    console.warn(`[agentTool] APICallError ${error.statusCode}`);
    return `AI Provider Error: the AI provider rejected the request (HTTP ${error.statusCode}). This cannot be resolved by retrying.`;
  }
  if (error instanceof ApiClientError) {
    const message = error.toUserMessage();
    console.warn(`[agentTool] ${error.name}: ${message}`);
    return `Input Error: ${message}. ${RETRY_HINT}`;
  }
  if (error instanceof ApiServerError) {
    const eventId = captureException(error);
    return `Server Error (${error.status}): ${error.message}. Event ID: ${eventId}. This is a system error that cannot be resolved by retrying.`;
  }
  // Unexpected: let the parent tool fail and the MCP wrapper report it.
  throw error;
}

/**
 * Builds an embedded agent tool. `execute` just calls the API; every API error is
 * turned into `{ error }` so the agent can decide whether to retry.
 */
export function agentTool<P, R>(config: {
  description: string;
  parameters: ZodType<P>;
  execute: (params: P) => Promise<R>;
}): Tool<P, AgentToolResponse<R>> {
  return tool({
    description: config.description,
    parameters: config.parameters,
    execute: async (params: P): Promise<AgentToolResponse<R>> => {
      try {
        return { result: await config.execute(params) };
      } catch (error) {
        return { error: handleAgentToolError(error) };
      }
    },
  });
}
