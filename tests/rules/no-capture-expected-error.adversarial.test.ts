// Adversarial cases for no-capture-expected-error, written against docs/rules/no-capture-expected-error.md and
// docs/configuration.md only (black box, by a reviewer who did not read the implementation). The bugs it
// found are fixed; their cases stay as regression tests.
import { Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-capture-expected-error.js";
import { untypedRuleTester } from "../helpers.js";

const ruleTester = untypedRuleTester();

const H = `import * as Sentry from "@sentry/node";
import { captureException } from "@sentry/node";
import { APICallError } from "ai";
import { ApiClientError, ApiError, ApiNotFoundError, ApiRateLimitError, ApiServerError, UserInputError } from "../api-client/errors.js";
import { ConfigurationError, LLMProviderError } from "../errors.js";
`;

/** `code` with the one occurrence of `from` replaced by `to` (the expected suggestion output). */
function swap(code: string, from: string, to: string): string {
  const first = code.indexOf(from);
  if (first < 0 || code.indexOf(from, first + 1) >= 0) throw new Error(`swap: ${from} must occur exactly once`);
  return code.slice(0, first) + to + code.slice(first + from.length);
}

/** One `captured` error whose suggestion turns the unique `call` text into `replacement`. */
function capturedWithSuggestion(code: string, call: string, replacement: string, warningLogger = "console.warn") {
  return [
    {
      messageId: "captured" as const,
      suggestions: [{ messageId: "useWarningLogger" as const, data: { warningLogger }, output: swap(code, call, replacement) }],
    },
  ];
}

const NO_SUGGESTION = [{ messageId: "captured" as const, suggestions: [] }];

const BUGSNAG = {
  "agent-errors": {
    captureFunctions: [{ name: "notify", from: "@bugsnag/js" }],
    expectedErrors: { add: ["QuotaExceededError"] },
    warningLoggers: ["logger.warn"],
  },
};

// ------------------------------------------------------------------------------------------------- invalid codes
const c = {
  docIncorrect: `${H}export function handleToolError(error: unknown) {
  if (error instanceof UserInputError) {
    captureException(error);
  } else if (error instanceof ApiClientError) {
    Sentry.captureException(error, { tags: { tool: "get_issue_details" } });
  }
}
`,
  elseIfLadder: `${H}export function handleToolError(error: unknown) {
  if (error instanceof ApiServerError) {
    captureException(error);
  } else if (error instanceof TypeError) {
    captureException(error);
  } else if (error instanceof ApiRateLimitError) {
    Sentry.captureException(error, { tags: { tool: "search_events" } });
  }
}
`,
  nestedBlocks: `${H}export async function run(error: unknown, verbose: boolean) {
  if (error instanceof ConfigurationError) {
    {
      if (verbose) {
        try {
          captureException(error);
        } catch {}
      }
    }
  }
}
`,
  isInstanceStatus: `${H}export function handleProviderError(error: unknown) {
  if (APICallError.isInstance(error) && error.statusCode < 500) {
    Sentry.captureException(error);
  }
}
`,
  isInstanceExpected: `${H}export function f(error: unknown) {
  if (LLMProviderError.isInstance(error)) captureException(error);
}
`,
  guardFn: `${H}function isUserFacing(e: unknown): e is UserInputError | ApiClientError {
  return e instanceof UserInputError || e instanceof ApiClientError;
}
export function f(error: unknown) {
  if (isUserFacing(error)) {
    captureException(error);
  }
}
`,
  guardArrow: `${H}const isExpected = (e: unknown): e is ConfigurationError => e instanceof ConfigurationError;
export function f(error: unknown) {
  if (!isExpected(error)) return;
  captureException(error);
}
`,
  aliased: `${H}export function f(error: unknown) {
  const expected = error instanceof UserInputError || error instanceof ApiNotFoundError;
  if (expected) {
    Sentry.captureException(error);
  }
}
`,
  earlyThrow: `${H}export function f(error: unknown) {
  if (!(error instanceof ApiClientError)) throw error;
  captureException(error);
}
`,
  earlyLadder: `${H}export function f(error: unknown) {
  if (error instanceof ApiServerError) throw error;
  if (!(error instanceof ApiClientError)) {
    return "unexpected";
  }
  Sentry.captureException(error);
  return "ok";
}
`,
  continueLoop: `${H}export function flush(errors: unknown[]) {
  for (const e of errors) {
    if (!(e instanceof UserInputError)) continue;
    captureException(e);
  }
}
`,
  newValue: `${H}captureException(new UserInputError("Invalid organization slug format"));
`,
  constNew: `${H}export function f(slug: string) {
  const err = new ApiNotFoundError("Project " + slug + " not found");
  captureException(err);
  throw err;
}
`,
  paramUnion: `${H}export const onError = (error: UserInputError | ApiNotFoundError) => {
  Sentry.captureException(error);
};
`,
  catchAnnotated: `${H}export function load(p: Promise<unknown>) {
  return p.catch((error: ApiNotFoundError) => {
    captureException(error);
  });
}
`,
  thenRejected: `${H}export function load(p: Promise<unknown>) {
  return p.then(undefined, function (error: ConfigurationError) {
    Sentry.captureException(error);
  });
}
`,
  statusRange: `${H}export function f(error: any) {
  if (error.status >= 400 && error.status < 500) {
    captureException(error);
  }
}
`,
  statusReversed: `${H}export function f(error: any) {
  if (404 === error.statusCode) captureException(error);
}
`,
  statusOptional: `${H}export function f(error: any) {
  if (error?.statusCode === 429) {
    captureException(error);
  }
}
`,
  statusInclusive: `${H}export function f(error: any) {
  if (error.status > 399 && error.status <= 499) captureException(error);
}
`,
  instanceofStatus: `${H}export function f(error: unknown) {
  if (error instanceof APICallError && error.statusCode < 500) captureException(error);
}
`,
  negatedElse: `${H}export function f(error: unknown) {
  if (!(error instanceof UserInputError)) {
    console.log("other");
  } else {
    captureException(error);
  }
}
`,
  switchCase: `${H}export function f(kind: string, error: unknown) {
  switch (kind) {
    case "tool":
      if (error instanceof UserInputError) {
        captureException(error);
      }
      break;
    default:
      captureException(error);
  }
}
`,
  parenArg: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) captureException((error));
}
`,
  asArg: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    Sentry.captureException(error as Error, { level: "error" });
  }
}
`,
  optionalMember: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    Sentry?.captureException(error);
  }
}
`,
  aliasImport: `import { captureException as report } from "@sentry/cloudflare";
import { UserInputError } from "./errors.js";
export function f(error: unknown) {
  if (error instanceof UserInputError) {
    report(error);
  }
}
`,
  otherNamespace: `import * as S from "@sentry/bun";
import { UserInputError } from "./errors.js";
export function f(error: unknown) {
  if (error instanceof UserInputError) {
    S.captureException(error);
  }
}
`,
  requireDestructured: `const { captureException: cap } = require("@sentry/node");
const { UserInputError } = require("./errors.js");
export function f(error: unknown) {
  if (error instanceof UserInputError) {
    cap(error);
  }
}
`,
  requireMember: `import { UserInputError } from "./errors.js";
export function f(error: unknown) {
  if (error instanceof UserInputError) {
    require("@sentry/node").captureException(error);
  }
}
`,
  logIssue: `import { logIssue } from "@sentry/mcp-server/telemetry/logging";
import { ApiNotFoundError } from "../api-client/errors.js";
export function f(error: unknown) {
  if (error instanceof ApiNotFoundError) {
    logIssue(error);
  }
}
`,
  reportLoggers: `${H}export function f(error: unknown) {
  if (error instanceof ApiClientError) {
    console.error("[tool] failed", error);
  }
}
`,
  globalThisLogger: `${H}export function f(error: unknown) {
  if (error instanceof ApiClientError) {
    globalThis.console.error(error);
  }
}
`,
  bugsnag: `import { notify } from "@bugsnag/js";
import { QuotaExceededError } from "./quota.js";
import { UserInputError } from "./errors.js";
export function f(error: unknown) {
  if (error instanceof QuotaExceededError) {
    notify(error);
  }
  if (error instanceof UserInputError) {
    notify(error);
  }
}
`,
  settingsStatusError: `import { HttpError } from "@acme/http";
import { captureException } from "@sentry/node";
export function f(error: unknown) {
  if (error instanceof HttpError && error.status < 500) {
    captureException(error);
  }
}
`,
  agentTool: `import * as Sentry from "@sentry/node";
import { ApiClientError, UserInputError } from "../api-client/errors.js";
export function wrapAgentToolExecute<T>(fn: () => Promise<T>) {
  return async () => {
    try {
      return { result: await fn() };
    } catch (error) {
      if (error instanceof UserInputError) {
        Sentry.captureException(error);
        return { error: \`Input Error: \${error.message}\` };
      }
      if (error instanceof ApiClientError) {
        console.warn(error);
        return { error: \`Input Error: \${error.toUserMessage()}\` };
      }
      throw error;
    }
  };
}
`,
};

ruleTester.run("no-capture-expected-error (adversarial)", rule, {
  valid: [
    // ---------------------------------------------------------------- unknown / server errors
    {
      name: "doc's correct example: expected branches exit early, the rest is captured",
      code: `${H}export function formatErrorForUser(error: unknown): string {
  if (error instanceof UserInputError) {
    console.warn(error);
    return \`**Input Error**\\n\\n\${error.message}\`;
  }
  if (error instanceof ApiClientError) {
    console.warn(error);
    return \`**Input Error**\\n\\n\${error.toUserMessage()}\`;
  }
  const eventId = captureException(error);
  return \`**Error**\\n\\nEvent ID: \${eventId}\`;
}
`,
    },
    {
      name: "unknown error in a catch clause",
      code: `${H}try { await run(); } catch (error) { captureException(error); }`,
    },
    {
      name: "server error branch and the ApiError base class are not expected",
      code: `${H}export function f(error: unknown) {
  if (error instanceof ApiServerError) captureException(error);
  else if (error instanceof ApiError) Sentry.captureException(error);
}
`,
    },
    {
      name: "`||` mix of an expected and a server error",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError || error instanceof ApiServerError) {
    captureException(error);
  }
}
`,
    },
    {
      name: "`||` with an unrelated flag",
      code: `${H}export function f(error: unknown, force: boolean) {
  if (error instanceof UserInputError || force) captureException(error);
}
`,
    },
    {
      name: "negated instanceof guards the capture",
      code: `${H}export function f(error: unknown) {
  if (!(error instanceof UserInputError)) {
    captureException(error);
  }
}
`,
    },
    {
      name: "else branch of an expected check",
      code: `${H}export function f(error: unknown) {
  if (error instanceof ApiClientError) {
    console.warn(error);
  } else {
    Sentry.captureException(error);
  }
}
`,
    },
    {
      name: "alternate of a conditional expression, result used",
      code: `${H}export const id = (error: unknown) => (error instanceof ApiClientError ? undefined : captureException(error));`,
    },
    {
      name: "loop: expected errors skipped with continue",
      code: `${H}export function flush(errors: unknown[]) {
  for (const e of errors) {
    if (e instanceof UserInputError || e instanceof ApiClientError) continue;
    captureException(e);
  }
}
`,
    },
    {
      name: "early exit that removes only the server error case",
      code: `${H}export function f(error: unknown) {
  if (error instanceof ApiServerError) return;
  captureException(error);
}
`,
    },
    {
      name: "early exit that does not always exit",
      code: `${H}export function f(error: unknown, retry: boolean) {
  if (!(error instanceof UserInputError)) {
    if (retry) return;
  }
  captureException(error);
}
`,
    },
    {
      name: "throw caught locally is not an exit",
      code: `${H}export function f(error: unknown) {
  if (!(error instanceof UserInputError)) {
    try {
      throw error;
    } catch {}
  }
  captureException(error);
}
`,
    },
    {
      name: "finally runs whatever the try returned",
      code: `${H}export function f(error: unknown) {
  try {
    if (!(error instanceof UserInputError)) return;
  } finally {
    captureException(error);
  }
}
`,
    },
    {
      name: "nested function declared outside the guarded branch",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    console.warn(error);
  }
  function later() {
    captureException(error);
  }
  return later;
}
`,
    },
    {
      name: "callback parameter shadows the narrowed error",
      code: `${H}export function f(error: unknown, others: unknown[]) {
  if (error instanceof UserInputError) {
    others.forEach((error) => captureException(error));
  }
}
`,
    },
    {
      name: "condition on another variable or on the cause",
      code: `${H}export function f(error: any, previous: unknown) {
  if (previous instanceof UserInputError) captureException(error);
  if (error.cause instanceof UserInputError) captureException(error);
}
`,
    },
    {
      name: "a reassigned variable gets no narrowing (reassigned after the capture)",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    captureException(error);
  }
  error = undefined;
}
`,
    },
    {
      name: "a reassigned variable gets no narrowing (reassigned in a closure)",
      code: `${H}export function f(error: unknown) {
  const reset = () => {
    error = null;
  };
  if (error instanceof ConfigurationError) captureException(error);
  return reset;
}
`,
    },
    {
      name: "let initialised with a new expected error, then reassigned",
      code: `${H}let err: Error = new UserInputError("bad");
if (Math.random() > 0.5) err = new Error("boom");
captureException(err);
`,
    },
    {
      name: "annotated parameter that is reassigned",
      code: `${H}export function f(error: UserInputError) {
  ({ error } = { error: new UserInputError("x") });
  captureException(error);
}
`,
    },
    {
      name: "parameter annotated with a union that includes a non-expected class",
      code: `${H}export function f(error: UserInputError | Error, other: ApiServerError) {
  captureException(error);
  captureException(other);
}
`,
    },
    {
      name: "created server error / wrapped expected cause",
      code: `${H}captureException(new ApiServerError("502"));
captureException(new Error("wrapped", { cause: new UserInputError("x") }));
`,
    },
    {
      name: "the error argument is the first; an expected error in the context object is not captured",
      code: `${H}export function f(error: unknown, input: UserInputError) {
  captureException(error, { extra: { input } });
}
`,
    },
    {
      name: "shadowed capture function and Sentry namespace",
      code: `${H}export function f(error: unknown, captureException: (e: unknown) => void, Sentry: any) {
  if (error instanceof UserInputError) {
    captureException(error);
    Sentry.captureException(error);
  }
}
`,
    },
    {
      name: "local function named captureException",
      code: `import { UserInputError } from "./errors.js";
function captureException(e: unknown) { console.warn(e); }
export function f(error: unknown) {
  if (error instanceof UserInputError) captureException(error);
}
`,
    },
    {
      name: "captureException imported from another module, and an undeclared global",
      code: `import { captureException } from "../telemetry.js";
export function f(error: unknown) {
  if (error instanceof UserInputError) captureException(error);
}
`,
    },
    {
      name: "undeclared captureException / Sentry globals",
      code: `export function f(error: unknown) {
  if (error instanceof UserInputError) {
    captureException(error);
    Sentry.captureException(error);
  }
}
`,
    },
    {
      name: "`@sentry/*` matches one segment only; unscoped `sentry` is another module",
      code: `import { captureException } from "@sentry/node/esm";
import { captureException as other } from "sentry";
export function f(error: unknown) {
  if (error instanceof UserInputError) {
    captureException(error);
    other(error);
  }
}
`,
    },
    {
      name: "local function named logIssue",
      code: `function logIssue(e: unknown) { console.warn(e); }
export function f(error: unknown) {
  if (error instanceof UserInputError) logIssue(error);
}
`,
    },
    {
      name: "computed member with a non-literal key",
      code: `${H}export function f(error: unknown, method: "captureException") {
  if (error instanceof UserInputError) Sentry[method](error);
}
`,
    },
    {
      name: "status comparisons that do not pin 4xx",
      code: `${H}export function f(error: any) {
  if (error.status >= 400) captureException(error);
  if (error.status < 500) captureException(error);
  if (error.status >= 400 || error.status < 500) captureException(error);
  if (error.status !== 404) captureException(error);
  if (error.status >= 400 && error.status < 600) captureException(error);
  if (error.statusCode === 503) captureException(error);
  if (error.status >= 500 && error.status < 400) console.log("never");
}
`,
    },
    {
      name: "string status and a non-status property",
      code: `${H}export function f(error: any) {
  if (error.status === "error") captureException(error);
  if (error.code === 404) captureException(error);
}
`,
    },
    {
      name: "status check on another variable",
      code: `${H}export function f(error: unknown, response: Response) {
  if (response.status >= 400 && response.status < 500) captureException(error);
}
`,
    },
    {
      name: "`< 500` on an APICallError that is not from `ai` / `@ai-sdk/provider`",
      code: `import { captureException } from "@sentry/node";
import { APICallError } from "./my-errors.js";
export function f(error: unknown) {
  if (APICallError.isInstance(error) && error.statusCode < 500) captureException(error);
}
`,
    },
    {
      name: "APICallError with a 5xx status",
      code: `${H}export function f(error: unknown) {
  if (APICallError.isInstance(error) && error.statusCode >= 500) captureException(error);
  if (APICallError.isInstance(error)) captureException(error);
}
`,
    },
    {
      name: "negated and server-including type guards",
      code: `${H}function isUserFacing(e: unknown): e is UserInputError { return e instanceof UserInputError; }
function isApiError(e: unknown): e is ApiClientError | ApiServerError { return e instanceof ApiError; }
export function f(error: unknown) {
  if (!isUserFacing(error)) captureException(error);
  if (isApiError(error)) captureException(error);
}
`,
    },
    {
      name: "a guard from another module is not known without typeAware",
      code: `${H}import { isUserFacing } from "./guards.js";
export function f(error: unknown) {
  if (isUserFacing(error)) captureException(error);
}
`,
    },
    {
      name: "aliased condition that is reassigned",
      code: `${H}export function f(error: unknown) {
  let expected = error instanceof UserInputError;
  expected = false;
  if (expected) captureException(error);
}
`,
    },
    {
      name: "console.error of an expected error is fine without reportErrorLoggers",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) console.error(error);
}
`,
    },
    {
      name: "reportErrorLoggers: unknown error, and a shadowed console",
      code: `${H}export function f(error: unknown, console: { error(e: unknown): void }) {
  console.error(error);
  if (error instanceof UserInputError) console.error(error);
}
`,
      options: [{ reportErrorLoggers: true }],
    },
    {
      name: "settings: a replacing captureFunctions list drops captureException",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) captureException(error);
}
`,
      settings: BUGSNAG,
    },
    {
      name: "settings: a replacing expectedErrors list drops UserInputError; remove drops ConfigurationError",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) captureException(error);
}
`,
      settings: { "agent-errors": { expectedErrors: ["QuotaExceededError"] } },
    },
    {
      name: "settings: `remove` takes names",
      code: `${H}export function f(error: unknown) {
  if (error instanceof ConfigurationError) captureException(error);
}
`,
      settings: { "agent-errors": { expectedErrors: { remove: ["ConfigurationError"] } } },
    },
    {
      name: "settings: with errorLoggers replaced, console.error is no longer an error logger",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) console.error(error);
}
`,
      options: [{ reportErrorLoggers: true }],
      settings: { "agent-errors": { errorLoggers: ["logger.error"] } },
    },
    {
      name: "settings: a `from` mismatch for a status error",
      code: `import { HttpError } from "@other/http";
import { captureException } from "@sentry/node";
export function f(error: unknown) {
  if (error instanceof HttpError && error.status < 500) captureException(error);
}
`,
      settings: { "agent-errors": { statusErrors: [{ name: "HttpError", from: "@acme/http" }] } },
    },
  ],
  invalid: [
    {
      name: "doc's incorrect example, both branches of the else-if chain",
      code: c.docIncorrect,
      errors: [
        {
          messageId: "captured",
          line: 8,
          suggestions: [
            { messageId: "useWarningLogger", output: swap(c.docIncorrect, "    captureException(error);", "    console.warn(error);") },
          ],
        },
        {
          messageId: "captured",
          line: 10,
          suggestions: [
            { messageId: "useWarningLogger", output: swap(c.docIncorrect, "Sentry.captureException(error, {", "console.warn(error, {") },
          ],
        },
      ],
    },
    {
      name: "else-if ladder: only the expected rung is reported",
      code: c.elseIfLadder,
      errors: [
        {
          messageId: "captured",
          line: 12,
          suggestions: [
            { messageId: "useWarningLogger", output: swap(c.elseIfLadder, "Sentry.captureException(error, {", "console.warn(error, {") },
          ],
        },
      ],
    },
    {
      name: "nested blocks and try inside the guarded branch",
      code: c.nestedBlocks,
      errors: capturedWithSuggestion(c.nestedBlocks, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "APICallError.isInstance && statusCode < 500 (doc example)",
      code: c.isInstanceStatus,
      errors: capturedWithSuggestion(c.isInstanceStatus, "Sentry.captureException(error);", "console.warn(error);"),
    },
    {
      name: "static isInstance of an expected class",
      code: c.isInstanceExpected,
      errors: capturedWithSuggestion(c.isInstanceExpected, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "type-guard function of the same file",
      code: c.guardFn,
      errors: capturedWithSuggestion(c.guardFn, "    captureException(error);", "    console.warn(error);"),
    },
    {
      name: "arrow type guard + early return on its negation",
      code: c.guardArrow,
      errors: capturedWithSuggestion(c.guardArrow, "  captureException(error);", "  console.warn(error);"),
    },
    {
      name: "aliased condition with ||",
      code: c.aliased,
      errors: capturedWithSuggestion(c.aliased, "Sentry.captureException(error);", "console.warn(error);"),
    },
    {
      name: "early throw removes every other case (doc example)",
      code: c.earlyThrow,
      errors: capturedWithSuggestion(c.earlyThrow, "  captureException(error);", "  console.warn(error);"),
    },
    {
      name: "two early exits, the last one pins ApiClientError",
      code: c.earlyLadder,
      errors: capturedWithSuggestion(c.earlyLadder, "Sentry.captureException(error);", "console.warn(error);"),
    },
    {
      name: "continue removes every other case in a loop",
      code: c.continueLoop,
      errors: capturedWithSuggestion(c.continueLoop, "captureException(e);", "console.warn(e);"),
    },
    {
      name: "new expected error captured at the top level (doc example)",
      code: c.newValue,
      errors: capturedWithSuggestion(c.newValue, "captureException(new", "console.warn(new"),
    },
    {
      name: "const initialised with a new expected error",
      code: c.constNew,
      errors: capturedWithSuggestion(c.constNew, "captureException(err);", "console.warn(err);"),
    },
    {
      name: "parameter annotated with a union of expected classes",
      code: c.paramUnion,
      errors: capturedWithSuggestion(c.paramUnion, "Sentry.captureException(error);", "console.warn(error);"),
    },
    {
      name: "annotated .catch callback with a block body",
      code: c.catchAnnotated,
      errors: capturedWithSuggestion(c.catchAnnotated, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "annotated .then rejection handler (function expression)",
      code: c.thenRejected,
      errors: capturedWithSuggestion(c.thenRejected, "Sentry.captureException(error);", "console.warn(error);"),
    },
    {
      name: "annotated .catch arrow with an expression body: result used, no suggestion (doc example)",
      code: `${H}export const load = (p: Promise<unknown>) => p.catch((error: ApiNotFoundError) => captureException(error));`,
      errors: NO_SUGGESTION,
    },
    {
      name: "event id used in the expected branch: no suggestion",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    const eventId = captureException(error);
    return eventId;
  }
  return undefined;
}
`,
      errors: NO_SUGGESTION,
    },
    {
      name: "returned capture in the consequent of a conditional: no suggestion",
      code: `${H}export const id = (error: unknown) => (error instanceof ApiClientError ? captureException(error) : undefined);`,
      errors: NO_SUGGESTION,
    },
    {
      name: "&& expression statement: the call is not a statement of its own",
      code: `${H}export function f(error: unknown) {
  error instanceof UserInputError && captureException(error);
}
`,
      errors: NO_SUGGESTION,
    },
    {
      name: "&& with an extra condition in an if",
      code: `${H}export function f(error: unknown, verbose: boolean) {
  if (verbose && error instanceof ApiClientError && error.status === 429) captureException(error);
}
`,
      errors: capturedWithSuggestion(
        `${H}export function f(error: unknown, verbose: boolean) {
  if (verbose && error instanceof ApiClientError && error.status === 429) captureException(error);
}
`,
        "captureException(error);",
        "console.warn(error);",
      ),
    },
    {
      name: "status range 400-499",
      code: c.statusRange,
      errors: capturedWithSuggestion(c.statusRange, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "reversed status equality",
      code: c.statusReversed,
      errors: capturedWithSuggestion(c.statusReversed, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "optional chaining on the status",
      code: c.statusOptional,
      errors: capturedWithSuggestion(c.statusOptional, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "> 399 && <= 499",
      code: c.statusInclusive,
      errors: capturedWithSuggestion(c.statusInclusive, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "instanceof a status error && statusCode < 500",
      code: c.instanceofStatus,
      errors: capturedWithSuggestion(c.instanceofStatus, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "else branch of a negated check",
      code: c.negatedElse,
      errors: capturedWithSuggestion(c.negatedElse, "captureException(error);", "console.warn(error);"),
    },
    {
      name: "inside a switch case; the default capture is fine",
      code: c.switchCase,
      errors: [
        {
          messageId: "captured",
          line: 10,
          suggestions: [
            { messageId: "useWarningLogger", output: swap(c.switchCase, "        captureException(error);", "        console.warn(error);") },
          ],
        },
      ],
    },
    {
      name: "parenthesised argument",
      code: c.parenArg,
      errors: capturedWithSuggestion(c.parenArg, "captureException((error));", "console.warn((error));"),
    },
    {
      name: "as-cast argument with a context object",
      code: c.asArg,
      errors: capturedWithSuggestion(c.asArg, "Sentry.captureException(error as Error", "console.warn(error as Error"),
    },
    {
      name: "optional member on the Sentry namespace is a statement of its own, but no suggestion is offered",
      code: c.optionalMember,
      errors: capturedWithSuggestion(c.optionalMember, "Sentry?.captureException(error);", "console.warn(error);"),
    },
    {
      name: "aliased import from another @sentry/* package",
      code: c.aliasImport,
      errors: capturedWithSuggestion(c.aliasImport, "report(error);", "console.warn(error);"),
    },
    {
      name: "namespace with another name",
      code: c.otherNamespace,
      errors: capturedWithSuggestion(c.otherNamespace, "S.captureException(error);", "console.warn(error);"),
    },
    {
      name: "destructured aliased require",
      code: c.requireDestructured,
      errors: capturedWithSuggestion(c.requireDestructured, "cap(error);", "console.warn(error);"),
    },
    {
      name: "member require",
      code: c.requireMember,
      errors: capturedWithSuggestion(c.requireMember, `require("@sentry/node").captureException(error);`, "console.warn(error);"),
    },
    {
      name: "computed string member on the namespace",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) Sentry["captureException"](error);
}
`,
      errors: capturedWithSuggestion(
        `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) Sentry["captureException"](error);
}
`,
        `Sentry["captureException"](error);`,
        "console.warn(error);",
      ),
    },
    {
      name: "logIssue imported from any module",
      code: c.logIssue,
      errors: capturedWithSuggestion(c.logIssue, "logIssue(error);", "console.warn(error);"),
    },
    {
      name: "Sentry's MCP server shape: wrapAgentToolExecute captures a UserInputError",
      code: c.agentTool,
      errors: capturedWithSuggestion(c.agentTool, "Sentry.captureException(error);", "console.warn(error);"),
    },
    {
      name: "reportErrorLoggers: console.error with any argument",
      code: c.reportLoggers,
      options: [{ reportErrorLoggers: true }],
      errors: [
        {
          messageId: "loggedAsError",
          suggestions: [
            { messageId: "useWarningLogger", output: swap(c.reportLoggers, "console.error(", "console.warn(") },
          ],
        },
      ],
    },
    {
      name: "reportErrorLoggers: globalThis.console.error",
      code: c.globalThisLogger,
      options: [{ reportErrorLoggers: true }],
      errors: [
        {
          messageId: "loggedAsError",
          suggestions: [
            { messageId: "useWarningLogger", output: swap(c.globalThisLogger, "globalThis.console.error(", "console.warn(") },
          ],
        },
      ],
    },
    {
      name: "reportErrorLoggers: a capture is still `captured`, and a replaced errorLoggers list is honoured",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    logger.error(error, "input");
  }
}
`,
      options: [{ reportErrorLoggers: true }],
      settings: { "agent-errors": { errorLoggers: ["logger.error"], warningLoggers: ["logger.warn"] } },
      errors: [
        {
          messageId: "loggedAsError",
          suggestions: [
            {
              messageId: "useWarningLogger",
              data: { warningLogger: "logger.warn" },
              output: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    logger.warn(error, "input");
  }
}
`,
            },
          ],
        },
      ],
    },
    {
      name: "settings (doc example): Bugsnag notify, added expected class, pino warning logger",
      code: c.bugsnag,
      settings: BUGSNAG,
      errors: [
        {
          messageId: "captured",
          line: 6,
          suggestions: [
            {
              messageId: "useWarningLogger",
              data: { warningLogger: "logger.warn" },
              output: swap(c.bugsnag, "  if (error instanceof QuotaExceededError) {\n    notify(error);", "  if (error instanceof QuotaExceededError) {\n    logger.warn(error);"),
            },
          ],
        },
        {
          messageId: "captured",
          line: 9,
          suggestions: [
            {
              messageId: "useWarningLogger",
              data: { warningLogger: "logger.warn" },
              output: swap(c.bugsnag, "  if (error instanceof UserInputError) {\n    notify(error);", "  if (error instanceof UserInputError) {\n    logger.warn(error);"),
            },
          ],
        },
      ],
    },
    {
      name: "settings: a replacing statusErrors list",
      code: c.settingsStatusError,
      settings: { "agent-errors": { statusErrors: [{ name: "HttpError", from: "@acme/*" }] } },
      errors: capturedWithSuggestion(c.settingsStatusError, "    captureException(error);", "    console.warn(error);"),
    },
  ],
});

// ------------------------------------------------------------------------------------------------- round 2
/** One `captured` report with the suggestion swapping the unique `call` text for `replacement`. */
function inv(name: string, code: string, call: string, replacement: string, extra: Record<string, unknown> = {}) {
  return { name, code, errors: capturedWithSuggestion(code, call, replacement), ...extra };
}

ruleTester.run("no-capture-expected-error (adversarial, round 2)", rule, {
  valid: [
    {
      name: "block-scoped `const error` shadows the narrowed error inside the branch",
      code: `${H}export function f(error: unknown, other: unknown) {
  if (error instanceof UserInputError) {
    const error = other;
    captureException(error);
  }
}
`,
    },
    {
      name: "catch clause inside the branch rebinds `error`",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    try {
      retry();
    } catch (error) {
      captureException(error);
    }
  }
}
`,
    },
    {
      name: "non-block consequent: the capture on the next line is after the if",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) console.warn(error);
  captureException(error);
}
`,
    },
    {
      name: "empty consequent",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError);
  captureException(error);
}
`,
    },
    {
      name: "return inside a callback is not an exit of the enclosing function",
      code: `${H}export function f(error: unknown, items: number[]) {
  if (!(error instanceof UserInputError)) {
    items.forEach(() => {
      return;
    });
  }
  captureException(error);
}
`,
    },
    {
      name: "break leaves only the loop; the capture after the loop sees every case",
      code: `${H}export function f(error: unknown) {
  while (true) {
    if (!(error instanceof UserInputError)) break;
    console.warn(error);
    break;
  }
  captureException(error);
}
`,
    },
    {
      name: "catch reached from the throw of the non-expected case",
      code: `${H}export function f(error: unknown) {
  try {
    if (!(error instanceof UserInputError)) throw error;
    console.warn(error);
  } catch {
    captureException(error);
  }
}
`,
    },
    {
      name: "right-hand side of `||` runs when the error is NOT expected",
      code: `${H}export function f(error: unknown) {
  error instanceof UserInputError || captureException(error);
}
`,
    },
    {
      name: "alternate of a conditional expression statement",
      code: `${H}export function f(error: unknown) {
  error instanceof UserInputError ? console.warn(error) : captureException(error);
}
`,
    },
    {
      name: "conditional inside the test inverts the narrowing",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError ? false : true) captureException(error);
}
`,
    },
    {
      name: "negated early exit combined with `&&` does not always exit for the other cases",
      code: `${H}export function f(error: unknown, verbose: boolean) {
  if (!(error instanceof UserInputError) && verbose) return;
  captureException(error);
}
`,
    },
    {
      name: "aliased condition, the error variable reassigned before the if",
      code: `${H}export function f(input: unknown, other: unknown) {
  let error = input;
  const expected = error instanceof UserInputError;
  error = other;
  if (expected) captureException(error);
}
`,
    },
    {
      name: "aliased negated condition used positively",
      code: `${H}export function f(error: unknown) {
  const unexpected = !(error instanceof UserInputError);
  if (unexpected) captureException(error);
}
`,
    },
    {
      name: "type guard narrows its own parameter position, not the first argument",
      code: `${H}function isExpectedAt(_index: number, e: unknown): e is UserInputError { return e instanceof UserInputError; }
export function f(error: unknown, other: unknown) {
  if (isExpectedAt(0, other)) captureException(error);
}
`,
    },
    {
      name: "a parameter annotated with an array / promise of expected errors is not an expected error",
      code: `${H}export function f(errors: UserInputError[], pending: Promise<UserInputError>) {
  captureException(errors);
  captureException(pending);
}
`,
    },
    {
      name: "inner parameter shadows an annotated outer parameter",
      code: `${H}export function f(error: UserInputError) {
  return (error: unknown) => {
    captureException(error);
  };
}
`,
    },
    {
      name: "a new expected error passed through another call",
      code: `${H}captureException(wrap(new UserInputError("x")));
captureException(cond ? new UserInputError("a") : lastError);
`,
    },
    {
      name: "a parameter that shadows the expected class name",
      code: `${H}export function f(UserInputError: any, error: unknown) {
  if (error instanceof UserInputError) captureException(error);
}
`,
    },
    {
      name: "Sentry scope method is a property of an unrelated object",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    Sentry.withScope((scope: any) => {
      scope.captureException(error);
    });
  }
}
`,
    },
    {
      name: "status: two parts on different objects / different properties",
      code: `${H}export function f(error: any, other: any) {
  if (error.status >= 400 && other.status < 500) captureException(error);
  if (APICallError.isInstance(other) && error.statusCode < 500) captureException(error);
  if (APICallError.isInstance(error) || error.statusCode < 500) captureException(error);
}
`,
    },
    {
      name: "status: 4xx or 5xx, compared with a variable, negated range",
      code: `${H}export function f(error: any, code: number) {
  if (error.status === 404 || error.status === 500) captureException(error);
  if (error.status === code) captureException(error);
  if (!(error.status >= 400 && error.status < 500)) captureException(error);
}
`,
    },
    {
      name: "switch on the status with a fallthrough into a 5xx case",
      code: `${H}export function f(error: any) {
  switch (error.status) {
    case 404:
    case 500:
      captureException(error);
      break;
  }
}
`,
    },
    {
      name: "settings: { name, from } expected class imported from another module",
      code: `${H}import { BadRequest } from "@other/http";
export function f(error: unknown) {
  if (error instanceof BadRequest) captureException(error);
}
`,
      settings: { "agent-errors": { expectedErrors: { add: [{ name: "BadRequest", from: "@acme/http" }] } } },
    },
    {
      name: "reportErrorLoggers: console.warn and console.error of a server error",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) console.warn(error);
  if (error instanceof ApiServerError) console.error(error);
}
`,
      options: [{ reportErrorLoggers: true }],
    },
    {
      name: "let loop variable assigned by for-of is reassigned",
      code: `${H}export function f(errors: unknown[]) {
  let error: unknown;
  for (error of errors) {
    if (error instanceof UserInputError) captureException(error);
  }
}
`,
    },
  ],
  invalid: [
    inv(
      "narrowing survives into a callback for a never-reassigned parameter",
      `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    setTimeout(() => {
      captureException(error);
    });
  }
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "De Morgan: both non-expected cases exit",
      `${H}export function f(error: unknown) {
  if (!(error instanceof UserInputError) && !(error instanceof ApiClientError)) return;
  captureException(error);
}
`,
      "  captureException(error);",
      "  console.warn(error);",
    ),
    inv(
      "negated check `|| verbose` exits: after it the error is expected",
      `${H}export function f(error: unknown, verbose: boolean) {
  if (!(error instanceof UserInputError) || verbose) return;
  captureException(error);
}
`,
      "  captureException(error);",
      "  console.warn(error);",
    ),
    inv(
      "double negation",
      `${H}export function f(error: unknown) {
  if (!!(error instanceof ApiNotFoundError)) captureException(error);
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "a negated aliased condition (`const unexpected = !(…)`) used as `if (!unexpected)` is not reported",
      `${H}export function f(error: unknown) {
  const unexpected = !(error instanceof UserInputError);
  if (!unexpected) captureException(error);
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "type guard with the narrowed parameter second",
      `${H}function isExpectedAt(_index: number, e: unknown): e is UserInputError { return e instanceof UserInputError; }
export function f(error: unknown) {
  if (isExpectedAt(0, error)) captureException(error);
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "aliased import of the expected class",
      `import { captureException } from "@sentry/node";
import { UserInputError as UIE } from "./errors.js";
export function f(error: unknown) {
  if (error instanceof UIE) captureException(error);
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "namespace import of the errors module",
      `import { captureException } from "@sentry/node";
import * as errors from "../api-client/errors.js";
export function f(error: unknown) {
  if (error instanceof errors.ApiPermissionError) captureException(error);
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "captureException destructured from the Sentry namespace",
      `import * as Sentry from "@sentry/node";
import { UserInputError } from "./errors.js";
const { captureException: cap } = Sentry;
export function f(error: unknown) {
  if (error instanceof UserInputError) cap(error);
}
`,
      "cap(error);",
      "console.warn(error);",
    ),
    inv(
      "labelled block: break removes the other cases",
      `${H}export function f(error: unknown) {
  outer: {
    if (!(error instanceof UserInputError)) break outer;
    captureException(error);
  }
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "early exit `status < 400 || status >= 500` (De Morgan of the range) is not reported",
      `${H}export function f(error: any) {
  if (error.status < 400 || error.status >= 500) return;
  captureException(error);
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "two pinned 4xx statuses joined by `||`, loose equality",
      `${H}export function f(error: any) {
  if (error.status == 404 || error.status === 429) captureException(error);
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "APICallError.isInstance && status (not statusCode) < 500",
      `${H}export function f(error: any) {
  if (APICallError.isInstance(error) && error.status < 500) captureException(error);
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "status narrowed into 4xx by an else-if after the 5xx branch is not reported",
      `${H}export function f(error: any) {
  if (error.status >= 500) {
    Sentry.captureException(error);
  } else if (error.status >= 400) {
    captureException(error);
  }
}
`,
      "    captureException(error);",
      "    console.warn(error);",
    ),
    inv(
      "module-level const initialised with a new expected error, captured in a function",
      `${H}const MISSING = new ConfigurationError("SENTRY_ACCESS_TOKEN is not set");
export function f() {
  captureException(MISSING);
}
`,
      "captureException(MISSING);",
      "console.warn(MISSING);",
    ),
    {
      name: "sequence expression: not a statement of its own",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) (console.warn(error), captureException(error));
}
`,
      errors: NO_SUGGESTION,
    },
    {
      name: "result chained: not a statement of its own",
      code: `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) captureException(error).toString();
}
`,
      errors: NO_SUGGESTION,
    },
    inv(
      "settings: captureFunctions { add } keeps captureException and adds reportError",
      `${H}import { reportError } from "../telemetry.js";
export function f(error: unknown) {
  if (error instanceof UserInputError) reportError(error);
}
`,
      "reportError(error);",
      "console.warn(error);",
      { settings: { "agent-errors": { captureFunctions: { add: ["reportError"] } } } },
    ),
    inv(
      "settings: `**` in a capture function's from",
      `${H}import { track } from "@acme/a/b/c";
export function f(error: unknown) {
  if (error instanceof UserInputError) track(error);
}
`,
      "track(error);",
      "console.warn(error);",
      { settings: { "agent-errors": { captureFunctions: [{ name: "track", from: "@acme/**" }] } } },
    ),
    {
      name: "reportErrorLoggers: a new expected error logged, and a capture next to it: both reported",
      code: `${H}export function f() {
  const err = new UserInputError("Invalid region");
  console.error(err);
  captureException(err);
}
`,
      options: [{ reportErrorLoggers: true }],
      errors: [
        {
          messageId: "loggedAsError",
          line: 8,
          suggestions: [
            {
              messageId: "useWarningLogger",
              output: `${H}export function f() {
  const err = new UserInputError("Invalid region");
  console.warn(err);
  captureException(err);
}
`,
            },
          ],
        },
        {
          messageId: "captured",
          line: 9,
          suggestions: [
            {
              messageId: "useWarningLogger",
              output: `${H}export function f() {
  const err = new UserInputError("Invalid region");
  console.error(err);
  console.warn(err);
}
`,
            },
          ],
        },
      ],
    },
  ],
});

// ------------------------------------------------------------------------------------------------- round 3
ruleTester.run("no-capture-expected-error (adversarial, round 3)", rule, {
  valid: [
    {
      name: "`||` of an expected check with a server error or a 5xx status",
      code: `${H}export function f(error: any) {
  if (error instanceof ApiServerError || error.status === 404) captureException(error);
  if (error.status === 404 || error instanceof ApiServerError) captureException(error);
  if (error instanceof UserInputError || error.status >= 500) captureException(error);
  if (error instanceof UserInputError || APICallError.isInstance(error)) captureException(error);
}
`,
    },
    {
      name: "break inside a switch case leaves the switch only",
      code: `${H}export function f(error: unknown, verbose: boolean) {
  switch (verbose) {
    case true:
      if (!(error instanceof UserInputError)) break;
      console.warn(error);
  }
  captureException(error);
}
`,
    },
    {
      name: "const initialised with an expected or a server error",
      code: `${H}export function f(verbose: boolean) {
  const err = verbose ? new UserInputError("a") : new ApiServerError("b");
  captureException(err);
}
`,
    },
    {
      name: "status: 404 or 503, and an inclusive 500",
      code: `${H}export function f(error: any) {
  if (error.statusCode === 404 || error.statusCode === 503) captureException(error);
  if (error.status >= 400 && error.status <= 500) captureException(error);
}
`,
    },
    {
      name: "`status >= 400 && statusCode < 500` pins neither property into 400-499",
      code: `${H}export function f(error: any) {
  if (error.status >= 400 && error.statusCode < 500) captureException(error);
}
`,
    },
    {
      name: "a hoisted function declaration called before the early exit captures an unknown error",
      code: `${H}export function f(error: unknown) {
  const eventId = later();
  if (!(error instanceof UserInputError)) return eventId;
  function later() {
    return captureException(error);
  }
  return undefined;
}
`,
    },
  ],
  invalid: [
    inv(
      "continue inside a switch inside a loop",
      `${H}export function f(errors: unknown[], k: number) {
  for (const error of errors) {
    switch (k) {
      case 1:
        if (!(error instanceof UserInputError)) continue;
        captureException(error);
    }
  }
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "else-if after a negated check",
      `${H}export function f(error: unknown, verbose: boolean) {
  if (!(error instanceof UserInputError)) {
    console.log("other");
  } else if (verbose) {
    captureException(error);
  }
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "non-null asserted, `satisfies` and type-argument forms",
      `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) captureException<unknown>(error! satisfies unknown);
}
`,
      // The suggestion replaces the callee and its type arguments (the warning logger takes none).
      "captureException<unknown>(",
      "console.warn(",
    ),
    inv(
      "4xx status checked in a nested if is not reported (the `&&` form is)",
      `${H}export function f(error: any) {
  if (error.status >= 400) {
    if (error.status < 500) {
      captureException(error);
    }
  }
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "APICallError early exit, then statusCode < 500, is not reported",
      `${H}export function f(error: unknown) {
  if (!APICallError.isInstance(error)) throw error;
  if (error.statusCode < 500) {
    captureException(error);
  }
}
`,
      "    captureException(error);",
      "    console.warn(error);",
    ),
    inv(
      "else branch of `statusCode >= 500` inside an APICallError check is not reported",
      `${H}export function handleProviderError(error: unknown) {
  if (APICallError.isInstance(error)) {
    if (error.statusCode >= 500) {
      Sentry.captureException(error);
    } else {
      captureException(error);
    }
  }
}
`,
      "      captureException(error);",
      "      console.warn(error);",
    ),
    inv(
      "`instanceof UserInputError || status === 404` is not reported (both cases are expected)",
      `${H}export function f(error: any) {
  if (error instanceof UserInputError || error.status === 404) {
    captureException(error);
  }
}
`,
      "captureException(error);",
      "console.warn(error);",
    ),
    inv(
      "optional call `Sentry.captureException?.(error)` is a statement of its own, but no suggestion is offered",
      `${H}export function f(error: unknown) {
  if (error instanceof UserInputError) {
    Sentry.captureException?.(error);
  }
}
`,
      "Sentry.captureException?.(error);",
      "console.warn?.(error);",
    ),
  ],
});

// ------------------------------------------------------------------------------------------------- direct runs
function lint(code: string, settings?: Record<string, unknown>, options?: Record<string, unknown>) {
  const linter = new Linter({ configType: "flat" });
  return linter.verify(
    code,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
        plugins: { ae: { rules: { r: rule as any } } },
        rules: { "ae/r": options ? ["error", options] : "error" },
        settings: settings ?? {},
      },
    ],
    "file.ts",
  );
}

describe("no-capture-expected-error (adversarial, direct)", () => {
  it("the message names the configured warning logger", () => {
    const [m] = lint(c.bugsnag, BUGSNAG);
    expect(m?.message).toContain("logger.warn");
  });

  it("never an autofix", () => {
    const linter = new Linter({ configType: "flat" });
    const { output, fixed } = linter.verifyAndFix(
      c.agentTool,
      [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
          plugins: { ae: { rules: { r: rule as any } } },
          rules: { "ae/r": "error" },
        },
      ],
      "file.ts",
    );
    expect(fixed).toBe(false);
    expect(output).toBe(c.agentTool);
  });

  it("typeAware without type information stops with an error that says so", () => {
    expect(() => lint(c.agentTool, undefined, { typeAware: true })).toThrow(/type|projectService/i);
  });

  it("unknown settings key is rejected loudly", () => {
    expect(() => lint(c.agentTool, { "agent-errors": { captureFunction: ["notify"] } })).toThrow(/captureFunction/);
  });
});
