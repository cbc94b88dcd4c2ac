/**
 * The codemods of `agent-errors migrate`, each with a one-line description and the lint rule whose
 * reports it fixes across a codebase. The per-file ones are also jscodeshift transforms on their own
 * (the default export of their file, built to dist/codemods/<name>.js); the project-wide ones load a
 * TypeScript project (codemods/typed/) and run only through `agent-errors migrate`.
 */
import type { Codemod } from "./shared/codemod.js";
import { isProjectCodemod, type ProjectCodemod } from "./typed/codemod.js";
import { throwingToolToStructuredCodemod } from "./throwing-tool-to-structured.js";
import { unwrapApiErrorHandlingCodemod } from "./unwrap-api-error-handling.js";
import { wrapAgentToolExecuteCodemod } from "./wrap-agent-tool-execute.js";

export type { Codemod, CodemodOption, CodemodOptions, CodemodResult, ManualSite } from "./shared/codemod.js";
export type { ProjectCodemod, ProjectCodemodOption } from "./typed/codemod.js";
export { isProjectCodemod };

/** A codemod of either kind. */
export type AnyCodemod = Codemod | ProjectCodemod;

/** The per-file codemods (jscodeshift transforms). */
export const codemods: readonly Codemod[] = [unwrapApiErrorHandlingCodemod, wrapAgentToolExecuteCodemod];

/** The project-wide, type-aware codemods. */
export const projectCodemods: readonly ProjectCodemod[] = [throwingToolToStructuredCodemod];

/** Every codemod, as `agent-errors codemods` lists them. */
export const allCodemods: readonly AnyCodemod[] = [...codemods, ...projectCodemods];

export function findCodemod(name: string): AnyCodemod | undefined {
  return allCodemods.find((codemod) => codemod.name === name);
}
