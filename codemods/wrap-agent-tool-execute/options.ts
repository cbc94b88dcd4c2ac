/** The options of `wrap-agent-tool-execute` (the codemod's descriptor and its transform both read them). */
import type { CodemodOption } from "../shared/codemod.js";

export const WRAPPER: CodemodOption = {
  name: "wrapper",
  flag: "--wrapper",
  value: "name",
  description: "The exported name of the deprecated wrapper; without it, the wrappers that settings[\"agent-errors\"].deprecatedWrappers in the project's ESLint config assign to this codemod",
  defaultText: "wrapAgentToolExecute",
};
export const AGENT_TOOL: CodemodOption = {
  name: "agentTool",
  flag: "--agent-tool",
  value: "name",
  description: "The exported name of the function that replaces tool() and the wrapper; without it, the agentTool of those settings entries",
  defaultText: "agentTool",
};
export const AGENT_TOOL_FROM: CodemodOption = {
  name: "agentToolFrom",
  flag: "--agent-tool-from",
  value: "module",
  description: "The module to import it from (a path starting with . is relative to the working directory)",
  defaultText: "the module that provided the wrapper",
};
export const TOOL_FROM: CodemodOption = {
  name: "toolFrom",
  flag: "--tool-from",
  value: "module",
  description: "The module whose tool() is replaced",
  defaultText: "ai, and @ai-sdk/provider-utils (which ai re-exports it from)",
};
