/**
 * Codemod `unwrap-api-error-handling` (rule `no-deprecated-error-wrapper`): the deprecated
 * `withApiErrorHandling(() => expr, ctx?)` becomes `expr`, `withApiErrorHandling(fn)` becomes `fn()`,
 * and the import goes once nothing refers to it. The API client throws typed errors that the tool
 * boundary formats (Sentry's MCP server), so the wrapper only adds a second, disagreeing error path.
 *
 * Unwrapped where the computed value stays the same: the wrapper's promise is awaited, returned from an
 * async function outside a `try`, or collected by `Promise.all` and friends. Everything else (a block
 * body with more statements, a callback with parameters, a method reference, a context argument with
 * side effects, a comment that would be lost, a promise kept for later) is left as it is and reported.
 *
 * The transform is in unwrap-api-error-handling/transform.ts, loaded on the first file the prefilter lets through.
 *
 * Raw jscodeshift: `jscodeshift --no-babel -t <this file, built> --parser ts src/`.
 */
import { defaultWrapperTaken, jscodeshiftTransform, settingsWrappers, WRAPPER_TESTS, wrapperNames, type Codemod } from "./shared/codemod.js";
import { WRAPPER } from "./unwrap-api-error-handling/options.js";

export const unwrapApiErrorHandlingCodemod: Codemod = {
  name: "unwrap-api-error-handling",
  description: "Unwrap `withApiErrorHandling(() => expr, ctx?)` into `expr` and `withApiErrorHandling(fn)` into `fn()`",
  rule: "no-deprecated-error-wrapper",
  options: [WRAPPER, WRAPPER_TESTS],
  prefilter: (options) => wrapperNames(options, WRAPPER),
  fromSettings(settings, options) {
    const wrappers = settingsWrappers(settings, this.name, options, WRAPPER);
    if (!wrappers) return undefined;
    if (wrappers.length === 0) return defaultWrapperTaken(WRAPPER);
    return { options: { wrappers: wrappers.map((wrapper) => wrapper.name) }, taken: `wrappers: ${wrappers.map((wrapper) => wrapper.name).join(", ")}` };
  },
  load: async () => (await import("./unwrap-api-error-handling/transform.js")).transform,
};

export default jscodeshiftTransform(unwrapApiErrorHandlingCodemod);
