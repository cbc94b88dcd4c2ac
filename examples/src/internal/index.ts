/**
 * Barrel for the internal helpers that tool modules import.
 */

// ✅ current helpers
export { agentTool, type AgentToolResponse } from "./agents/tools/utils.js";
export { callEmbeddedAgent } from "./agents/call-embedded-agent.js";
export {
  formatErrorForUser,
  handleToolErrors,
  logIssue,
  toolErrorResult,
  type ToolErrorCode,
} from "./error-handling.js";

// Kept so older tool modules keep compiling. Re-exporting the deprecated helpers
// keeps them reachable from every module that imports this barrel.
export {
  withApiErrorHandling, // ❌ no-deprecated-error-wrapper
  wrapAgentToolExecute, // ❌ no-deprecated-error-wrapper
  type ApiErrorContext,
} from "./compat.js";
