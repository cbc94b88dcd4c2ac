import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";
import rule, { type MessageIds, type Options } from "../../rules/no-capture-expected-error.js";
import { typedFixtureFile, typedRuleTester, untypedRuleTester } from "../helpers.js";

type Valid = ValidTestCase<Options>;
type Invalid = InvalidTestCase<MessageIds, Options>;

// The imports of the fixture project (tests/fixtures/typed), so typed runs see real classes.
const SENTRY = `import * as Sentry from "@sentry/node";\nimport { captureException } from "@sentry/node";\n`;
const ERRORS = `import { ApiClientError, ApiNotFoundError, ApiServerError, ConfigurationError, UserInputError } from "./api/errors.js";\n`;
const HEADER = SENTRY + ERRORS;
// The header is three lines; each case then starts on line 5 (after a blank or an extra import line).
const HEADER_LINES = 4;

/** The suggestion's output: the capture call on that line logs to `console.warn` instead. */
const warned = (code: string, line: number): string =>
  code
    .split("\n")
    .map((text, index) => (index === line - 1 ? text.replace(/(Sentry\.captureException|captureException|logIssue|console\.error)\(/, "console.warn(") : text))
    .join("\n");

const captured = (line: number, suggestion?: string): Invalid["errors"][number] => ({
  messageId: "captured",
  line: HEADER_LINES + line,
  ...(suggestion === undefined ? { suggestions: [] } : { suggestions: [{ messageId: "useWarningLogger", output: suggestion }] }),
});

/** Tests of an error's message, for `expectedErrorMessages`. */
const MESSAGE_TESTS = `import * as Sentry from "@sentry/node";
export async function searchIssues(client: { search(query: string): Promise<unknown> }, query: string) {
  try {
    return await client.search(query);
  } catch (error) {
    if (error instanceof Error && /rate limit/i.test(error.message)) {
      Sentry.captureException(error);
      return { error: "Too many requests; try again in a minute." };
    }
    if ((error as Error).message.toLowerCase().includes("not found")) Sentry.captureException(error);
    else if ((error as Error).message === "Organization Not Found") Sentry.captureException(error);
    else Sentry.captureException(error);
    throw error;
  }
}`;

const valid: Valid[] = [
  {
    name: "a default that passes the status test itself (`?? 400`) says nothing of the status: a missing one is captured too",
    code: `${HEADER}import { APICallError } from "ai";
export function handle(error: unknown) {
  if (APICallError.isInstance(error) && (error.statusCode ?? 400) < 500) captureException(error);
}`,
  },
  {
    name: "a test of the message says nothing without expectedErrorMessages (the default is none)",
    code: MESSAGE_TESTS,
  },
  {
    name: "expectedErrorMessages: a message tested for other text, or another property tested, is not evidence",
    settings: { "agent-errors": { expectedErrorMessages: ["rate limit"] } },
    code: `import * as Sentry from "@sentry/node";
export function report(error: Error & { code?: string }) {
  if (/timeout/i.test(error.message)) Sentry.captureException(error);
  if (error.code === "rate limit") Sentry.captureException(error);
  if (!error.message.includes("rate limit")) Sentry.captureException(error);
}`,
  },
  {
    name: "an unexpected error in a catch: captured, as it should be",
    code: `${HEADER}
export async function getIssue(apiService: any, issueId: string) {
  try {
    return await apiService.getIssue({ issueId });
  } catch (error) {
    captureException(error);
    throw error;
  }
}`,
  },
  {
    name: "a server error is captured",
    code: `${HEADER}
export function report(error: unknown) {
  if (error instanceof ApiServerError) {
    const eventId = captureException(error);
    return \`Server Error (\${error.status}). Event ID: \${eventId}\`;
  }
  throw error;
}`,
  },
  {
    name: "expected errors were handled and returned before the capture",
    code: `${HEADER}
export function formatErrorForUser(error: unknown): string {
  if (error instanceof UserInputError) {
    console.warn(error);
    return \`**Input Error**: \${error.message}\`;
  }
  if (error instanceof ApiClientError) {
    console.warn(error);
    return \`**Input Error**: \${error.toUserMessage()}\`;
  }
  const eventId = Sentry.captureException(error);
  return \`**Error**: something went wrong. Event ID: \${eventId}\`;
}`,
  },
  {
    name: "the else branch of an expected check",
    code: `${HEADER}
export function handle(error: unknown) {
  if (error instanceof UserInputError) {
    console.warn(error.message);
  } else {
    captureException(error);
  }
}`,
  },
  {
    name: "a union check that lets a server error through",
    code: `${HEADER}
export function handle(error: unknown) {
  if (error instanceof UserInputError || error instanceof ApiServerError) {
    captureException(error);
  }
}`,
  },
  {
    name: "the check is on another variable",
    code: `${HEADER}
export function handle(error: unknown, cause: unknown) {
  if (cause instanceof UserInputError) {
    captureException(error);
  }
}`,
  },
  {
    name: "a reassigned variable gets no narrowing",
    code: `${HEADER}
declare function wrap(error: unknown): Error;
export function handle(caught: unknown) {
  let error = caught;
  if (error instanceof UserInputError) {
    error = wrap(error);
    captureException(error);
  }
}`,
  },
  {
    name: "a 5xx status is captured",
    code: `${HEADER}
export function handle(error: ApiServerError) {
  if (error.status >= 500) captureException(error);
}`,
  },
  {
    name: "`< 500` alone does not say 4xx",
    code: `${HEADER}
export function handle(error: { status: number }) {
  if (error.status < 500) captureException(error);
}`,
  },
  {
    name: "captureException from another module than @sentry is not a capture function",
    code: `import { captureException } from "./testing/fake-sentry.js";
${ERRORS}
export function handle(error: unknown) {
  if (error instanceof UserInputError) captureException(error);
}`,
  },
  {
    name: "a local function named captureException",
    code: `${ERRORS}
function captureException(error: unknown) { return String(error); }
export function handle(error: unknown) {
  if (error instanceof UserInputError) captureException(error);
}`,
  },
  {
    name: "console.error of an expected error is fine unless reportErrorLoggers is on",
    code: `${HEADER}
export function handle(error: unknown) {
  if (error instanceof UserInputError) console.error(error);
}`,
  },
  {
    name: "reportErrorLoggers: console.error of an unknown error",
    options: [{ reportErrorLoggers: true }],
    code: `${HEADER}
export function handle(error: unknown) {
  console.error(error);
}`,
  },
];

const invalidCases: Invalid[] = [
  {
    name: "instanceof narrowing",
    code: `${HEADER}
export function handle(error: unknown) {
  if (error instanceof UserInputError) {
    captureException(error);
  }
}`,
    errors: [
      {
        ...captured(3),
        data: {
          callee: "captureException",
          argument: "error",
          evidence: `narrowed to \`UserInputError\` on line ${HEADER_LINES + 2}`,
          through: "", warningLogger: "console.warn",
        },
        suggestions: [
          {
            messageId: "useWarningLogger",
            output: `${HEADER}
export function handle(error: unknown) {
  if (error instanceof UserInputError) {
    console.warn(error);
  }
}`,
          },
        ],
      },
    ],
  },
  {
    name: "an else-if chain, through a namespace member",
    code: `${HEADER}
export function handle(error: unknown) {
  if (error instanceof ApiServerError) {
    Sentry.captureException(error);
  } else if (error instanceof ApiNotFoundError) {
    Sentry.captureException(error, { tags: { tool: "get_issue_details" } });
  }
}`,
    errors: [
      captured(
        5,
        `${HEADER}
export function handle(error: unknown) {
  if (error instanceof ApiServerError) {
    Sentry.captureException(error);
  } else if (error instanceof ApiNotFoundError) {
    console.warn(error, { tags: { tool: "get_issue_details" } });
  }
}`,
      ),
    ],
  },
  {
    name: "a static isInstance check, logIssue from any module",
    code: `${HEADER}import { logIssue } from "../telemetry/logging.js";
export function handle(error: unknown) {
  if (UserInputError.isInstance(error)) logIssue(error);
}`,
    errors: [{ messageId: "captured", line: HEADER_LINES + 2 }],
  },
  {
    name: "a type-guard function of the same file",
    code: `${HEADER}
function isUserFacing(candidate: unknown): candidate is UserInputError | ApiClientError {
  return candidate instanceof UserInputError || candidate instanceof ApiClientError;
}
export function handle(error: unknown) {
  if (isUserFacing(error)) captureException(error);
}`,
    errors: [{ messageId: "captured", line: HEADER_LINES + 5 }],
  },
  {
    name: "an early exit that leaves only expected errors",
    code: `${HEADER}
export function handle(error: unknown) {
  if (!(error instanceof ApiClientError)) {
    throw error;
  }
  captureException(error);
}`,
    errors: [{ messageId: "captured", line: HEADER_LINES + 5 }],
  },
  {
    name: "an aliased condition, a ternary and &&",
    code: `${HEADER}
export function handle(error: unknown) {
  const expected = error instanceof UserInputError;
  if (expected) captureException(error);
  const id = error instanceof ConfigurationError ? captureException(error) : undefined;
  error instanceof ApiNotFoundError && captureException(error);
  return id;
}`,
    errors: [
      { messageId: "captured", line: HEADER_LINES + 3 },
      // The result of the call is used (a ternary, an \`&&\`): no suggestion.
      { messageId: "captured", line: HEADER_LINES + 4, suggestions: [] },
      { messageId: "captured", line: HEADER_LINES + 5, suggestions: [] },
    ],
  },
  {
    name: "early exits through aliases, among exits about other values",
    code: `${HEADER}
export async function handle(error: unknown, retries: number, attempt: unknown) {
  const known = error instanceof UserInputError;
  const reportable = !known;
  if (retries > 3) return;
  if (reportable) return;
  if (attempt instanceof ApiServerError) return;
  captureException(error);
}`,
    errors: [{ messageId: "captured", line: HEADER_LINES + 7 }],
  },
  {
    name: "status bounds from early exits in two blocks add up",
    code: `${HEADER}
export function handle(error: ApiClientError | Error, log: boolean) {
  if (!(error instanceof ApiClientError)) return;
  if (error.status >= 500) return;
  if (log) {
    if (error.status < 400) return;
    captureException(error);
  }
}`,
    errors: [{ messageId: "captured", line: HEADER_LINES + 6 }],
  },
  {
    name: "an error created right there, or in a const",
    code: `${HEADER}
export function validate(organizationSlug: string) {
  if (!/^[a-z0-9-]+$/.test(organizationSlug)) {
    captureException(new UserInputError("Invalid organization slug format"));
  }
  const missing = new ConfigurationError("SENTRY_DSN is not set");
  captureException(missing);
  captureException(new ApiNotFoundError("Issue not found"));
}`,
    errors: [
      { messageId: "captured", line: HEADER_LINES + 3, data: { callee: "captureException", argument: 'new UserInputError("Invalid organization slug format")', evidence: `a \`UserInputError\` created on line ${HEADER_LINES + 3}`, through: "", warningLogger: "console.warn" } },
      { messageId: "captured", line: HEADER_LINES + 6 },
      // "an": the article follows the class's name.
      { messageId: "captured", line: HEADER_LINES + 7, data: { callee: "captureException", argument: 'new ApiNotFoundError("Issue not found")', evidence: `an \`ApiNotFoundError\` created on line ${HEADER_LINES + 7}`, through: "", warningLogger: "console.warn" } },
    ],
  },
  {
    name: "a parameter annotated with an expected class (a .catch callback too)",
    code: `${HEADER}
export function watch(request: Promise<unknown>) {
  return request.catch((error: ApiNotFoundError | UserInputError) => {
    captureException(error);
  });
}`,
    errors: [{ messageId: "captured", line: HEADER_LINES + 3, data: { callee: "captureException", argument: "error", evidence: "annotated as `ApiNotFoundError | UserInputError`", through: "", warningLogger: "console.warn" } }],
  },
  {
    name: "an AI-provider error with a status under 500",
    code: `${HEADER}import { APICallError } from "ai";
export function handle(error: unknown) {
  if (APICallError.isInstance(error) && error.statusCode < 500) {
    captureException(error);
  }
}`,
    errors: [{ messageId: "captured", line: HEADER_LINES + 3, data: { callee: "captureException", argument: "error", evidence: `its HTTP status is narrowed to 4xx on line ${HEADER_LINES + 2}`, through: "", warningLogger: "console.warn" } }],
  },
  {
    name: "an AI-provider error with a status under 500 after a default for a missing one (`statusCode` is `number | undefined`)",
    code: `${HEADER}import { APICallError } from "ai";
export function handle(error: unknown) {
  if (APICallError.isInstance(error) && (error.statusCode ?? 500) < 500) {
    captureException(error);
  }
}`,
    errors: [{ messageId: "captured", line: HEADER_LINES + 3, data: { callee: "captureException", argument: "error", evidence: `its HTTP status is narrowed to 4xx on line ${HEADER_LINES + 2}`, through: "", warningLogger: "console.warn" } }],
  },
  {
    name: "statuses narrowed into 400-499 by range or equality",
    code: `${HEADER}
export function handle(error: { status: number; statusCode?: number }) {
  if (error.status >= 400 && error.status < 500) captureException(error);
  if (error.statusCode === 404) captureException(error);
  if (499 >= error.status && error.status > 399) captureException(error);
}`,
    errors: [
      { messageId: "captured", line: HEADER_LINES + 2 },
      { messageId: "captured", line: HEADER_LINES + 3 },
      { messageId: "captured", line: HEADER_LINES + 4 },
    ],
  },
  {
    name: "the event id is used: reported without a suggestion",
    code: `${HEADER}
export function handle(error: unknown) {
  if (error instanceof UserInputError) {
    const eventId = captureException(error);
    return eventId;
  }
  return undefined;
}`,
    errors: [captured(3)],
  },
  {
    name: "reportErrorLoggers: console.error of an expected error",
    options: [{ reportErrorLoggers: true }],
    code: `${HEADER}
export function handle(error: unknown) {
  if (error instanceof UserInputError) {
    console.error("Invalid input", error);
    captureException(error);
  }
}`,
    errors: [
      { messageId: "loggedAsError", line: HEADER_LINES + 3 },
      { messageId: "captured", line: HEADER_LINES + 4 },
    ],
  },
  {
    name: "settings: another tracker and another expected class",
    settings: {
      "agent-errors": {
        captureFunctions: [{ name: "notify", from: "@bugsnag/js" }],
        expectedErrors: { add: ["QuotaExceededError"] },
        warningLoggers: ["logger.warn"],
      },
    },
    code: `import Bugsnag, { notify } from "@bugsnag/js";
import { QuotaExceededError } from "./quota.js";
export function handle(error: unknown) {
  if (error instanceof QuotaExceededError) notify(error);
}`,
    errors: [
      {
        messageId: "captured",
        line: 4,
        suggestions: [
          {
            messageId: "useWarningLogger",
            output: `import Bugsnag, { notify } from "@bugsnag/js";
import { QuotaExceededError } from "./quota.js";
export function handle(error: unknown) {
  if (error instanceof QuotaExceededError) logger.warn(error);
}`,
          },
        ],
      },
    ],
  },
  {
    name: "settings: a test of the message for text the settings call expected (expectedErrorMessages)",
    settings: { "agent-errors": { expectedErrorMessages: ["rate limit", "not\\s+found"] } },
    code: MESSAGE_TESTS,
    errors: [7, 10, 11].map((line) => ({ messageId: "captured" as const, line, suggestions: [{ messageId: "useWarningLogger" as const, output: warned(MESSAGE_TESTS, line) }] })),
  },
];

// Where a case does not spell out its suggestions: every report offers `console.warn` on its line.
const invalid: Invalid[] = invalidCases.map((testCase) => ({
  ...testCase,
  errors: testCase.errors.map((error) =>
    error.suggestions !== undefined || error.line === undefined
      ? error
      : { ...error, suggestions: [{ messageId: "useWarningLogger" as const, output: warned(testCase.code, error.line) }] },
  ),
}));

const typed = <T extends Valid | Invalid>(cases: T[]): T[] =>
  cases.map((testCase) => ({
    ...testCase,
    name: `${testCase.name} (typed)`,
    filename: typedFixtureFile,
    options: [{ ...(testCase.options?.[0] ?? {}), typeAware: true }],
  }));

untypedRuleTester().run("no-capture-expected-error", rule, { valid, invalid });

// Cases only the checker can answer: they are valid without types and invalid with them.
const TYPED_ONLY = {
  subclass: `${HEADER}import { ProjectNotFoundError } from "./project-errors.js";
export function handle(error: unknown) {
  if (error instanceof ProjectNotFoundError) captureException(error);
}`,
  switchTrue: `${HEADER}
export function handle(error: unknown) {
  switch (true) {
    case error instanceof UserInputError:
      captureException(error);
      break;
    default:
      throw error;
  }
}`,
  declared: `${HEADER}import { notFound } from "./project-errors.js";
export function handle() {
  captureException(notFound);
}`,
  reexported: `${ERRORS}import * as Tracker from "./lib/sentry.js";
import { captureException as capture, reportError } from "./lib/sentry.js";
export function handle(error: unknown) {
  if (error instanceof UserInputError) Tracker.captureException(error);
  if (error instanceof ApiNotFoundError) capture(error);
  if (error instanceof ApiClientError) reportError(error);
}`,
};

untypedRuleTester().run("no-capture-expected-error (what needs types)", rule, {
  valid: Object.entries(TYPED_ONLY).map(([name, code]) => ({ name: `${name}: not visible without types`, code })),
  invalid: [],
});

typedRuleTester().run("no-capture-expected-error (typeAware)", rule, {
  valid: typed(valid),
  invalid: [
    ...typed(invalid),
    ...([
    {
      name: "a project subclass in another module (typed)",
      filename: typedFixtureFile,
      options: [{ typeAware: true }],
      code: TYPED_ONLY.subclass,
      errors: [{ messageId: "captured", line: HEADER_LINES + 2, data: { callee: "captureException", argument: "error", evidence: "typed `ProjectNotFoundError`, an `ApiNotFoundError`", through: "", warningLogger: "console.warn" } }],
    },
    {
      name: "the capture function re-exported by a project module (whole, renamed, through a namespace): the checker follows it",
      filename: typedFixtureFile,
      options: [{ typeAware: true }],
      code: TYPED_ONLY.reexported,
      errors: [5, 6, 7].map((line) => ({ messageId: "captured" as const, line, suggestions: [{ messageId: "useWarningLogger" as const, output: TYPED_ONLY.reexported.split("\n").map((text, index) => (index === line - 1 ? text.replace(/(Tracker\.captureException|capture|reportError)\(error\)/, "console.warn(error)") : text)).join("\n") }] })),
    },
    {
      name: "switch (true) narrowing (typed)",
      filename: typedFixtureFile,
      options: [{ typeAware: true }],
      code: TYPED_ONLY.switchTrue,
      errors: [{ messageId: "captured", line: HEADER_LINES + 4 }],
    },
    {
      name: "a value declared with a subclass type (typed)",
      filename: typedFixtureFile,
      options: [{ typeAware: true }],
      code: TYPED_ONLY.declared,
      errors: [{ messageId: "captured", line: HEADER_LINES + 2 }],
    },
    ] satisfies Invalid[]).map((testCase: Invalid) => ({
      ...testCase,
      errors: testCase.errors.map((error) => ({ ...error, suggestions: error.suggestions ?? [{ messageId: "useWarningLogger" as const, output: warned(testCase.code, error.line!) }] })),
    })),
  ],
});
