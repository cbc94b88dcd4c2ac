/** The options of `unwrap-api-error-handling` (the codemod's descriptor and its transform both read them). */
import type { CodemodOption } from "../shared/codemod.js";

export const WRAPPER: CodemodOption = {
  name: "wrapper",
  flag: "--wrapper",
  value: "name",
  description: "The exported name of the wrapper to unwrap; without it, the wrappers that settings[\"agent-errors\"].deprecatedWrappers in the project's ESLint config assign to this codemod",
  defaultText: "withApiErrorHandling",
};
