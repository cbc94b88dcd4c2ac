/**
 * The options of `throwing-tool-to-structured` and its styles: read by the codemod's entry (help, the CLI)
 * and by its implementation, which imports them from here (not from the entry, which loads it).
 */
import type { ProjectCodemodOption } from "../codemod.js";

export const STYLES = ["agent-tool", "tool-error-v1", "result-object"] as const;
export type Style = (typeof STYLES)[number];

export const STYLE: ProjectCodemodOption = {
  name: "style",
  flag: "--style",
  value: "style",
  description: "agent-tool, tool-error-v1 or result-object (or the settings' names: error-property, tool-error-v1, ok-false)",
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

