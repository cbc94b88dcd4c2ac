/** Every rule of the plugin, by name. A rule's test, doc and codemod carry the same name. */
import noCaptureExpectedError from "./no-capture-expected-error.js";
import noDeprecatedErrorWrapper from "./no-deprecated-error-wrapper.js";
import noEmptyCatchFallback from "./no-empty-catch-fallback.js";
import noUntrustedErrorMessage from "./no-untrusted-error-message.js";

export const rules = {
  "no-capture-expected-error": noCaptureExpectedError,
  "no-deprecated-error-wrapper": noDeprecatedErrorWrapper,
  "no-empty-catch-fallback": noEmptyCatchFallback,
  "no-untrusted-error-message": noUntrustedErrorMessage,
};

export type RuleName = keyof typeof rules;
