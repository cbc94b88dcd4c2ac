/**
 * The error responses the rules' suggestions check and the codemods write, one table per style: Sentry's MCP server's
 * `{ error }` (`agentTool()`), the `toolError:v1` payload, the `{ ok, error, errorType }` convention's `{ ok: false, error, errorType }`.
 * The rules (require-tool-error-result) and throwing-tool-to-structured read the codes, their retryability
 * and the error types from here.
 */
import type { TSESLint } from "@typescript-eslint/utils";
import { cachedPerFile } from "./analysis/file-cache.js";
import type { ErrorResponseStyle } from "./settings.js";

/** The `toolError:v1` convention: the `kind` of a structured tool error. */
export const TOOL_ERROR_KIND = "toolError:v1";

/** The `toolError:v1` convention's codes, and whether a failure of each may be retried as it is (network and server errors). */
export const TOOL_ERROR_CODES = {
  NETWORK_ERROR: true,
  SERVER_ERROR: true,
  CLIENT_ERROR: false,
  NOT_FOUND: false,
  AUTHENTICATION_ERROR: false,
  UNKNOWN_ERROR: false,
} as const satisfies Record<string, boolean>;

export type ToolErrorCode = keyof typeof TOOL_ERROR_CODES;

/** The codes in the `toolError:v1` convention's order. */
export const TOOL_ERROR_CODE_NAMES = Object.keys(TOOL_ERROR_CODES) as ToolErrorCode[];

export function isToolErrorCode(code: string): code is ToolErrorCode {
  return Object.hasOwn(TOOL_ERROR_CODES, code);
}

/** Elicitations (`needsInput:v1`) are a normal part of the interaction, not errors (the `toolError:v1` convention). */
export const NOT_AN_ERROR_KIND = /^needsInput(?::v\d+)?$/;

/** The `{ ok, error, errorType }` convention's `errorType`s of `{ ok: false, error, errorType }`. */
export const RESULT_ERROR_TYPES = ["validation", "not_found", "permission", "execution", "timeout"] as const;

/** The styles of throwing-tool-to-structured, by the settings' `errorResponse` they write. */
export const CODEMOD_STYLE_OF: Readonly<Record<ErrorResponseStyle, "agent-tool" | "tool-error-v1" | "result-object">> = {
  "error-property": "agent-tool",
  "tool-error-v1": "tool-error-v1",
  "ok-false": "result-object",
};

/**
 * The text of the configured error result for `<operation> failed` (Sentry's MCP server's `{ error }`, the `toolError:v1` convention's
 * `toolError:v1`, the `{ ok, error, errorType }` convention's `{ ok: false, error, errorType }`), with the file's quote character;
 * `mcpResult`: for an MCP tool, whose result is a `CallToolResult` whatever the style.
 */
export function errorResponseText(style: ErrorResponseStyle, operation: string, quote: '"' | "'" = '"', mcpResult = false): string {
  const q = (text: string): string => `${quote}${text.replace(/[\\'"]/g, (c) => (c === quote || c === "\\" ? `\\${c}` : c))}${quote}`;
  const message = q(`${operation} failed`);
  // An MCP tool returns a `CallToolResult`: the error is its `isError` flag with the text as content, and the
  // `toolError:v1` payload its `structuredContent` (as the convention's MCP responses carry it).
  if (mcpResult) {
    const structured = style === "tool-error-v1" ? `, structuredContent: ${errorResponseText(style, operation, quote)}` : "";
    return `{ isError: true, content: [{ type: ${q("text")}, text: ${message} }]${structured} }`;
  }
  switch (style) {
    case "tool-error-v1":
      return `{ kind: ${q("toolError:v1")}, code: ${q("UNKNOWN_ERROR")}, message: ${message}, retryable: false }`;
    case "ok-false":
      return `{ ok: false, error: ${message}, errorType: ${q("execution")} }`;
    default:
      return `{ error: ${message} }`;
  }
}

/** The quote character the file's first string literal uses (double quotes when it has none). */
export function preferredQuote(sourceCode: Readonly<TSESLint.SourceCode>): '"' | "'" {
  return cachedPerFile(sourceCode.ast, "preferred-quote", null, () => {
    for (const token of sourceCode.ast.tokens ?? []) {
      if (token.type === "String") return token.value.startsWith("'") ? "'" : '"';
    }
    return '"';
  });
}
