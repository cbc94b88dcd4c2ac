import { captureException, setContext } from "@sentry/node";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ApiClientError, ApiRateLimitError, ApiServerError } from "../api-client/errors.js";
import { ConfigurationError, LLMProviderError, UserInputError } from "../errors.js";

export type ToolErrorCode = "SERVER_ERROR" | "CLIENT_ERROR" | "NOT_FOUND" | "AUTHENTICATION_ERROR" | "UNKNOWN_ERROR";

/** Captures a system error and returns the Sentry event id to show to the user. */
export function logIssue(error: unknown, context?: Record<string, unknown>): string {
  if (context) {
    setContext("tool", context);
  }
  return captureException(error);
}

/**
 * Turns any error that reached the MCP server wrapper into markdown for the client.
 * Only trusted text is used: our own messages, the API's `toUserMessage()`, templates.
 */
export function formatErrorForUser(error: unknown): string {
  if (error instanceof UserInputError) {
    return `**Input Error**\n\nIt looks like there was a problem with the input you provided.\n\n${error.message}\n\nYou may be able to resolve the issue by addressing the concern and trying again.`;
  }
  if (error instanceof ConfigurationError) {
    return `**Configuration Error**\n\n${error.message}\n\nAsk the operator of this MCP server to fix the configuration.`;
  }
  if (error instanceof LLMProviderError) {
    return `**AI Provider Error**\n\n${error.message}\n\nThis is a service availability issue that cannot be resolved by retrying.`;
  }
  if (error instanceof ApiRateLimitError) {
    const wait = error.retryAfterSeconds ? ` Try again in ${error.retryAfterSeconds} seconds.` : "";
    return `**Input Error**\n\n${error.toUserMessage()}.${wait}`;
  }
  if (error instanceof ApiClientError) {
    return `**Input Error**\n\n${error.toUserMessage()}\n\nYou may be able to resolve the issue by addressing the concern and trying again.`;
  }
  // ApiServerError, network failures, bugs: create a Sentry issue and hand out its id.
  const eventId = logIssue(error);
  const status = error instanceof ApiServerError ? ` (${error.status})` : "";
  return `**Error**${status}\n\nThere was a problem with your request.\n\nEvent ID: ${eventId}\n\nPlease give this Event ID to the server operator.`;
}

function errorCode(error: unknown): { code: ToolErrorCode; retryable: boolean } {
  if (error instanceof ApiServerError) return { code: "SERVER_ERROR", retryable: true };
  if (error instanceof ApiClientError) {
    if (error.status === 404) return { code: "NOT_FOUND", retryable: false };
    if (error.status === 401 || error.status === 403) return { code: "AUTHENTICATION_ERROR", retryable: false };
    return { code: "CLIENT_ERROR", retryable: false };
  }
  if (error instanceof UserInputError) return { code: "CLIENT_ERROR", retryable: false };
  return { code: "UNKNOWN_ERROR", retryable: false };
}

/** MCP result for a failed call: readable markdown plus a `toolError:v1` payload. */
export function toolErrorResult(error: unknown): CallToolResult {
  const message = formatErrorForUser(error);
  const { code, retryable } = errorCode(error);
  return {
    isError: true,
    content: [{ type: "text", text: message, mimeType: "text/markdown" }],
    structuredContent: { kind: "toolError:v1", code, message, retryable },
  };
}

/**
 * The server-side wrapper every MCP tool handler goes through: handlers just call the
 * API and let typed errors bubble up to here.
 */
export function handleToolErrors<A extends object>(
  toolName: string,
  handler: (args: A) => Promise<CallToolResult>,
): (args: A) => Promise<CallToolResult> {
  return async (args: A) => {
    try {
      return await handler(args);
    } catch (error) {
      // Keys only: parameter values can hold tokens and customer data.
      setContext("tool", { toolName, parameterKeys: Object.keys(args) });
      return toolErrorResult(error);
    }
  };
}
