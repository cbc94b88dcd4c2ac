/**
 * Codemod `throwing-tool-to-structured` (type-aware, project-wide): agent tools whose handler throws
 * plain errors move to structured responses, so the agent can tell a bad parameter from a missing file
 * and knows whether to retry (seeds 000, 001, 004). Three styles:
 *
 * - `agent-tool` (seed 000): `tool({ ..., execute })` from `"ai"` whose `execute` can throw becomes
 *   `agentTool({ ... })`; the throws stay (the wrapper formats them); plain `Error`s with a constant
 *   message in parameter checks are listed as candidates for `UserInputError`.
 * - `result-object` (seed 004): in `execute`, `throw new X(msg)` becomes
 *   `return { ok: false, error: msg, errorType }` and `return v` becomes `return { ok: true, data: v }`.
 * - `tool-error-v1` (seed 001): failures return `{ kind: "toolError:v1", code, message, retryable }`;
 *   in MCP handlers `{ isError: true, content: [...], structuredContent }`.
 *
 * It loads the project with ts-morph, resolves `tool` through aliases and re-exports, classifies each
 * thrown error through the real class hierarchy, reports throwing helpers and the callers whose use of
 * the result must change, analyses everything before it edits, and with `--typecheck` type-checks the
 * project before and after, rolling back a file the migration would break. The implementation is in
 * codemods/typed/throwing-tool/ and is loaded on first use.
 */
import type { ProjectCodemod, ProjectCodemodOption } from "./typed/codemod.js";

export const STYLES = ["agent-tool", "tool-error-v1", "result-object"] as const;
export type Style = (typeof STYLES)[number];

export const STYLE: ProjectCodemodOption = {
  name: "style",
  flag: "--style",
  value: "style",
  description: "agent-tool, tool-error-v1 or result-object",
  defaultText: 'from settings["agent-errors"].errorResponse in the ESLint config (error-property: agent-tool, tool-error-v1, ok-false: result-object), else agent-tool',
};
export const PROJECT: ProjectCodemodOption = {
  name: "project",
  flag: "--project",
  value: "path",
  description: "The tsconfig.json to load",
  defaultText: "the nearest tsconfig.json above each file",
};
export const TYPECHECK: ProjectCodemodOption = {
  name: "typecheck",
  flag: "--typecheck",
  description: "Type-check with the project's TypeScript before and after; roll back a file that gets new errors",
  defaultText: "off",
};
export const ERROR_MAP: ProjectCodemodOption = {
  name: "errorMap",
  flag: "--error-map",
  value: "file",
  description: 'JSON: { "classes"?: { "<ErrorClass>": { "errorType"?, "code"? } }, "keepThrown"?: ["<ErrorClass>"] }: classes ahead of the built-in table, and classes that stay thrown',
  defaultText: "the built-in table",
};
export const AGENT_TOOL: ProjectCodemodOption = {
  name: "agentTool",
  flag: "--agent-tool",
  value: "name",
  description: "agent-tool style: the exported name of the function that replaces tool()",
  defaultText: "agentTool",
};
export const AGENT_TOOL_FROM: ProjectCodemodOption = {
  name: "agentToolFrom",
  flag: "--agent-tool-from",
  value: "module",
  description: "agent-tool style: the module to import it from (a path starting with . is relative to the working directory)",
  defaultText: "the project's module that exports it",
};

export const throwingToolToStructuredCodemod: ProjectCodemod = {
  kind: "project",
  name: "throwing-tool-to-structured",
  description: "Turn agent tools that throw into structured responses: `agentTool()`, `{ ok: false, errorType }` or `toolError:v1`",
  options: [STYLE, PROJECT, TYPECHECK, ERROR_MAP, AGENT_TOOL, AGENT_TOOL_FROM],
  // A file that registers a tool mentions one of these (`tool(`, `defineTool(` and `server.tool(` all
  // contain `ool(`; an AI SDK tool has an `execute`).
  prefilter: () => ["execute", "ool(", "registerTool"],
  load: async () => (await import("./typed/throwing-tool/transform.js")).transform,
};
