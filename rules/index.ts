/** Every rule of the plugin, by name. A rule's test, doc and codemod carry the same name. */
import noCaptureExpectedError from "./no-capture-expected-error.js";
import noDeprecatedErrorWrapper from "./no-deprecated-error-wrapper.js";
import noEmptyCatchFallback from "./no-empty-catch-fallback.js";
import noToolParamsInErrorLog from "./no-tool-params-in-error-log.js";
import noUntrustedErrorMessage from "./no-untrusted-error-message.js";
import requireToolErrorResult from "./require-tool-error-result.js";

export const rules = {
  "no-capture-expected-error": noCaptureExpectedError,
  "no-deprecated-error-wrapper": noDeprecatedErrorWrapper,
  "no-empty-catch-fallback": noEmptyCatchFallback,
  "no-tool-params-in-error-log": noToolParamsInErrorLog,
  "no-untrusted-error-message": noUntrustedErrorMessage,
  "require-tool-error-result": requireToolErrorResult,
};

export type RuleName = keyof typeof rules;
