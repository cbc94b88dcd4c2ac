/**
 * Codemod `throwing-tool-to-structured` (type-aware, project-wide): agent tools whose handler throws
 * plain errors move to structured responses, so the agent can tell a bad parameter from a missing file
 * and knows whether to retry (Sentry's MCP server, `toolError:v1`, `{ ok, error, errorType }`). Three styles:
 *
 * - `agent-tool` (Sentry's MCP server): `tool({ ..., execute })` from `"ai"` whose `execute` can throw becomes
 *   `agentTool({ ... })`; the throws stay (the wrapper formats them); plain `Error`s with a constant
 *   message in parameter checks are listed as candidates for `UserInputError`.
 * - `result-object` (the `{ ok, error, errorType }` convention): in `execute`, `throw new X(msg)` becomes
 *   `return { ok: false, error: msg, errorType }` and `return v` becomes `return { ok: true, data: v }`.
 * - `tool-error-v1` (the `toolError:v1` convention): failures return `{ kind: "toolError:v1", code, message, retryable }`;
 *   in MCP handlers `{ isError: true, content: [...], structuredContent }`.
 *
 * It loads the project with ts-morph, resolves `tool` through aliases and re-exports, classifies each
 * thrown error through the real class hierarchy, reports throwing helpers and the callers whose use of
 * the result must change, analyses everything before it edits, and with `--typecheck` type-checks the
 * project before and after, rolling back a file the migration would break. The implementation is in
 * codemods/typed/throwing-tool/ and is loaded on first use; ts-morph only when a file mentions a tool.
 */
import type { ProjectCodemod } from "./typed/codemod.js";
import { AGENT_TOOL, AGENT_TOOL_FROM, ERROR_MAP, PROJECT, STYLE, TYPECHECK } from "./typed/throwing-tool/options.js";

export { AGENT_TOOL, AGENT_TOOL_FROM, ERROR_MAP, PROJECT, STYLE, STYLES, TYPECHECK, type Style } from "./typed/throwing-tool/options.js";

export const throwingToolToStructuredCodemod: ProjectCodemod = {
  kind: "project",
  name: "throwing-tool-to-structured",
  description: "Turn agent tools that throw into structured responses: `agentTool()`, `{ ok: false, errorType }` or `toolError:v1`",
  options: [STYLE, PROJECT, TYPECHECK, ERROR_MAP, AGENT_TOOL, AGENT_TOOL_FROM],
  // A file that registers a tool mentions one of these (`tool(`, `defineTool(` and `server.tool(` all
  // contain `ool(`; an AI SDK tool has an `execute`).
  prefilter: () => ["execute", "ool(", "registerTool"],
  load: async () => (await import("./typed/throwing-tool/migrate.js")).transform,
};
