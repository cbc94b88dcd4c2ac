/**
 * The codemods of `agent-errors migrate`, each with a one-line description and the lint rule whose
 * reports it fixes across a codebase. Each is also a jscodeshift transform on its own (the default
 * export of its file, built to dist/codemods/<name>.js).
 */
import type { Codemod } from "./shared/codemod.js";
import { unwrapApiErrorHandlingCodemod } from "./unwrap-api-error-handling.js";
import { wrapAgentToolExecuteCodemod } from "./wrap-agent-tool-execute.js";

export type { Codemod, CodemodOption, CodemodOptions, CodemodResult, ManualSite } from "./shared/codemod.js";

export const codemods: readonly Codemod[] = [unwrapApiErrorHandlingCodemod, wrapAgentToolExecuteCodemod];

export function findCodemod(name: string): Codemod | undefined {
  return codemods.find((codemod) => codemod.name === name);
}
