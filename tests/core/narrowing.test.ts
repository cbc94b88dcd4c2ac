// What is known, without types, about the error class of a value at one point (src/core/analysis/narrowing.ts):
// `new X(...)`, a parameter annotated with the class, the branches and early exits that narrow it, a 4xx status
// and an expected message. Each `probe(x)` below gives the evidence `classEvidenceAt` finds for `x` there.
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { classEvidenceAt, isStable, variableOf, type NarrowingQuery } from "../../src/core/analysis/narrowing.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { forEachNode, withSourceCode } from "../helpers.js";

/** The expected-error classes of the defaults (UserInputError, ApiClientError, ApiNotFoundError, ...). */
const EXPECTED: NarrowingQuery = { classes: DEFAULT_SETTINGS.expectedErrors };
/** The same, with 4xx statuses of errors that carry one (APICallError from "ai") counting too. */
const WITH_STATUS: NarrowingQuery = { classes: DEFAULT_SETTINGS.expectedErrors, statusErrors: DEFAULT_SETTINGS.statusErrors };

/** The `probe(...)` calls of a file, in source order. */
function probeCalls(sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  forEachNode(sourceCode, sourceCode.ast, (node) => {
    if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "probe") calls.push(node);
  });
  return calls;
}

/** The evidence for the argument of each `probe(...)` call: `kind class (evidence node)`, or `none`. */
function evidence(code: string, query: NarrowingQuery = EXPECTED): string[] {
  const answers: string[] = [];
  withSourceCode(`declare function probe(value: unknown): void;\n${code}`, (sourceCode) => {
    for (const call of probeCalls(sourceCode)) {
      const found = classEvidenceAt(sourceCode, call.arguments[0]!, query);
      if (!found) {
        answers.push("none");
        continue;
      }
      const spec = "spec" in found ? ` ${found.spec.name}` : "";
      answers.push(`${found.kind}${spec} (${sourceCode.getText(found.node).replace(/\s+/g, " ")})`);
    }
  });
  return answers;
}

describe("evidence from the value itself", () => {
  it("a `new` of a listed class, directly or in a const's declaration, through an aliased import; not of another class", () => {
    expect(
      evidence(`import { UserInputError as InputError, ApiNotFoundError } from "@sentry/mcp-core/errors";
export function fail(slug: string) {
  const notFound = new ApiNotFoundError(\`No project \${slug}\`);
  const plain = new Error("boom");
  probe(new InputError("Give an organization slug."));
  probe(notFound);
  probe(plain);
  probe(new TypeError("x"));
}`),
    ).toEqual([
      'new UserInputError (new InputError("Give an organization slug."))',
      "new ApiNotFoundError (new ApiNotFoundError(`No project ${slug}`))",
      "none",
      "none",
    ]);
  });

  it("a parameter annotated with a listed class, a union of listed classes (null aside) or a namespace import's class", () => {
    expect(
      evidence(`import { ApiClientError, UserInputError } from "./errors";
import * as errors from "./errors";
export function describeError(error: ApiClientError) { probe(error); }
export function either(error: ApiClientError | UserInputError | null) { probe(error); }
export function qualified(error: errors.UserInputError) { probe(error); }
export function mixed(error: ApiClientError | Error) { probe(error); }
export function unknownError(error: unknown) { probe(error); }`),
    ).toEqual([
      "annotation ApiClientError (ApiClientError)",
      "annotation ApiClientError (ApiClientError | UserInputError | null)",
      "annotation UserInputError (errors.UserInputError)",
      "none",
      "none",
    ]);
    // A qualified name on something other than a namespace import names no class.
    expect(
      evidence(`declare const errors: { UserInputError: new () => Error };
type Local = { UserInputError: Error };
export function qualified(error: Local["UserInputError"], other: typeof errors.UserInputError) { probe(error); probe(other); }`),
    ).toEqual(["none", "none"]);
  });

  it("a class that a spec ties to a module is not a same-named local class; a local subclass of a listed class is", () => {
    const query: NarrowingQuery = { classes: [{ name: "UserInputError", from: ["@sentry/mcp-core/errors"] }] };
    expect(
      evidence(
        `class UserInputError extends Error {}
export function local() { probe(new UserInputError()); }`,
        query,
      ),
    ).toEqual(["none"]);
    expect(
      evidence(`import { ApiClientError } from "./api-client";
class QuotaExceededError extends ApiClientError {}
export function quota() { probe(new QuotaExceededError()); }`),
    ).toEqual(["new ApiClientError (new QuotaExceededError())"]);
  });
});

describe("narrowing by the conditions around a use", () => {
  it("`instanceof` in an `if`, an `else if` chain, `&&` and `? :`; the other branch learns nothing", () => {
    expect(
      evidence(`import { ApiNotFoundError, UserInputError } from "./errors";
export async function getIssue(fetchIssue: () => Promise<unknown>) {
  try {
    return await fetchIssue();
  } catch (error) {
    if (error instanceof UserInputError) probe(error);
    else probe(error);
    if (error instanceof TypeError) probe(error);
    else if (error instanceof ApiNotFoundError) probe(error);
    const short = error instanceof UserInputError && probe(error);
    return error instanceof ApiNotFoundError ? probe(error) : probe(error);
  }
}`),
    ).toEqual([
      "narrowing UserInputError (error instanceof UserInputError)",
      "none",
      "none",
      "narrowing ApiNotFoundError (error instanceof ApiNotFoundError)",
      "narrowing UserInputError (error instanceof UserInputError)",
      "narrowing ApiNotFoundError (error instanceof ApiNotFoundError)",
      "none",
    ]);
  });

  it("a test of another variable, or of a same-named variable of a nested function, narrows nothing", () => {
    expect(
      evidence(`import { UserInputError } from "./errors";
export function handle(error: unknown, cause: unknown) {
  if (cause instanceof UserInputError) probe(error);
  if (error instanceof UserInputError) {
    const report = (error: unknown) => probe(error);
    report(cause);
  }
}`),
    ).toEqual(["none", "none"]);
  });

  it("a closure inside the narrowed branch sees the narrowed (never reassigned) variable", () => {
    expect(
      evidence(`import { UserInputError } from "./errors";
export function handle(error: unknown, items: string[]) {
  if (error instanceof UserInputError) items.forEach(() => probe(error));
}`),
    ).toEqual(["narrowing UserInputError (error instanceof UserInputError)"]);
  });

  it("`X.isInstance(e)` and type guards of the file: a predicate, an `instanceof` body, a guard on its second parameter", () => {
    expect(
      evidence(`import { ApiClientError, UserInputError } from "./errors";
function isUserInputError(value: unknown): value is UserInputError { return value instanceof UserInputError; }
const isClientError = (value) => value instanceof ApiClientError;
function isKnown(context: string, value: unknown): value is ApiClientError { return context.length > 0; }
export function handle(error: unknown) {
  if (UserInputError.isInstance(error)) probe(error);
  if (isUserInputError(error)) probe(error);
  if (isClientError(error)) probe(error);
  if (isKnown("search", error)) probe(error);
  if (isKnown(String(error), "x")) probe(error);
}`),
    ).toEqual([
      "narrowing UserInputError (UserInputError.isInstance(error))",
      "narrowing UserInputError (isUserInputError(error))",
      "narrowing ApiClientError (isClientError(error))",
      "narrowing ApiClientError (isKnown(\"search\", error))",
      "none",
    ]);
  });

  it("an `asserts` guard, a reassigned guard, a guard of another class and an imported guard do not narrow", () => {
    expect(
      evidence(`import { UserInputError } from "./errors";
import { isApiClientError } from "./guards";
function assertInput(value: unknown): asserts value is UserInputError {}
let isInput = (value: unknown): value is UserInputError => value instanceof UserInputError;
isInput = (value: unknown): value is UserInputError => true;
function isTypeError(value: unknown): value is TypeError { return value instanceof TypeError; }
export function handle(error: unknown) {
  if (assertInput(error) as unknown) probe(error);
  if (isInput(error)) probe(error);
  if (isTypeError(error)) probe(error);
  if (isApiClientError(error)) probe(error);
}`),
    ).toEqual(["none", "none", "none", "none"]);
  });

  it("an aliased condition, negated or not, followed a few aliases deep", () => {
    expect(
      evidence(`import { UserInputError } from "./errors";
export function handle(error: unknown) {
  const known = error instanceof UserInputError;
  const unknownError = !known;
  if (known) probe(error);
  if (!unknownError) probe(error);
  if (unknownError) probe(error);
  const a1 = known;
  const a2 = a1;
  const a3 = a2;
  const a4 = a3;
  if (a3) probe(error);
  if (a4) probe(error);
}`),
    ).toEqual([
      "narrowing UserInputError (known)",
      "narrowing UserInputError (!unknownError)",
      "none",
      "narrowing UserInputError (a3)",
      // Past the alias depth (four conditions deep), nothing is followed.
      "none",
    ]);
  });

  it("after an early exit that removed every other case: `return`, `throw`, `continue`; not after one that does not exit", () => {
    expect(
      evidence(`import { UserInputError, ApiClientError } from "./errors";
export function handle(error: unknown, errors: unknown[]) {
  probe(error);
  if (!(error instanceof UserInputError)) return "unexpected";
  probe(error);
}
export function rethrow(error: unknown) {
  if (!ApiClientError.isInstance(error)) throw error;
  probe(error);
}
export function each(errors: unknown[]) {
  for (const error of errors) {
    if (!(error instanceof UserInputError)) continue;
    probe(error);
  }
}
export function logOnly(error: unknown) {
  if (!(error instanceof UserInputError)) console.warn("unexpected");
  probe(error);
}`),
    ).toEqual([
      "none",
      "narrowing UserInputError (!(error instanceof UserInputError))",
      "narrowing ApiClientError (!ApiClientError.isInstance(error))",
      "narrowing UserInputError (!(error instanceof UserInputError))",
      "none",
    ]);
  });

  it("an early exit through an aliased condition, and one inside a `switch` case", () => {
    expect(
      evidence(`import { UserInputError } from "./errors";
export function handle(error: unknown, kind: "search" | "get") {
  const expected = error instanceof UserInputError;
  if (!expected) return;
  probe(error);
}
export function byKind(error: unknown, kind: "search" | "get") {
  switch (kind) {
    case "search":
      if (!(error instanceof UserInputError)) break;
      probe(error);
  }
}`),
    ).toEqual(["narrowing UserInputError (!expected)", "narrowing UserInputError (!(error instanceof UserInputError))"]);
  });

  it("a function declaration after an early exit is hoisted: the exit does not guard it", () => {
    expect(
      evidence(`import { UserInputError } from "./errors";
export function handle(error: unknown) {
  if (!(error instanceof UserInputError)) return report();
  function report() { probe(error); }
  const later = () => probe(error);
  return later();
}`),
    ).toEqual(["none", "narrowing UserInputError (!(error instanceof UserInputError))"]);
  });

  it("a variable written after its declaration gets no narrowing: a reassigned `let` or catch parameter", () => {
    expect(
      evidence(`import { UserInputError } from "./errors";
export async function run(call: () => Promise<void>) {
  let failure: unknown = new UserInputError("bad");
  probe(failure);
  failure = new Error("other");
  try {
    await call();
  } catch (error) {
    if (error instanceof UserInputError) probe(error);
    error = new Error("wrapped");
  }
}`),
    ).toEqual(["none", "none"]);
  });

  it("`||` of two listed classes narrows to the first; with an unlisted one, to nothing", () => {
    expect(
      evidence(`import { ApiNotFoundError, UserInputError } from "./errors";
export function handle(error: unknown) {
  if (error instanceof ApiNotFoundError || error instanceof UserInputError) probe(error);
  if (error instanceof UserInputError || error instanceof Error) probe(error);
  if (!(error instanceof UserInputError) && !(error instanceof ApiNotFoundError)) return;
  probe(error);
}`),
    ).toEqual([
      "narrowing ApiNotFoundError (error instanceof ApiNotFoundError || error instanceof UserInputError)",
      "none",
      "narrowing UserInputError (!(error instanceof UserInputError) && !(error instanceof ApiNotFoundError))",
    ]);
  });

  it("no classes and no statuses asked: no evidence, even for a `new`", () => {
    expect(
      evidence(
        `import { UserInputError } from "./errors";
export function handle() { probe(new UserInputError("x")); }`,
        { classes: [] },
      ),
    ).toEqual(["none"]);
  });
});

describe("a 4xx status and an expected message", () => {
  it("a status narrowed into 400-499 by bounds, an equality, mirrored operands, constants and nested `if`s", () => {
    expect(
      evidence(
        `const CLIENT_ERRORS = 400;
export function handle(error: { status: number; statusCode?: number }) {
  if (error.status >= 400 && error.status < 500) probe(error);
  if (error.statusCode === 404) probe(error);
  if (CLIENT_ERRORS <= error.status && 499 >= error.status) probe(error);
  if (error.status >= 400) {
    if (error.status <= 451) probe(error);
  }
  if (error.status < 400 || error.status > 499) return;
  probe(error);
}`,
        WITH_STATUS,
      ),
    ).toEqual([
      "status (error.status >= 400 && error.status < 500)",
      "status (error.statusCode === 404)",
      "status (CLIENT_ERRORS <= error.status && 499 >= error.status)",
      // The inner test alone pins nothing: with the outer one, the status is in 400-451.
      "status (error.status >= 400)",
      "status (error.status < 400 || error.status > 499)",
    ]);
  });

  it("a status not pinned into 4xx, bounded on two different properties, or not asked about, is not evidence", () => {
    expect(
      evidence(
        `export function handle(error: { status: number; statusCode: number }, other: { status: number }) {
  if (error.status >= 400) probe(error);
  if (error.status < 500) probe(error);
  if (error.status >= 500 && error.status < 600) probe(error);
  if (error.status !== 404) probe(error);
  if (error.status >= 400 && error.statusCode < 500) probe(error);
  if (other.status === 404) probe(error);
}`,
        WITH_STATUS,
      ),
    ).toEqual(["none", "none", "none", "none", "none", "none"]);
    // Without `statusErrors` in the query, statuses are ignored.
    expect(
      evidence(`export function handle(error: { status: number }) {
  if (error.status >= 400 && error.status < 500) probe(error);
}`),
    ).toEqual(["none"]);
  });

  it("`< 500` counts together with a check for an error class that carries a status (APICallError from \"ai\")", () => {
    expect(
      evidence(
        `import { APICallError } from "ai";
export function handle(error: unknown) {
  if (APICallError.isInstance(error) && (error as APICallError).statusCode! < 500) probe(error);
  if (error instanceof APICallError && error.status < 500) probe(error);
  if (error instanceof APICallError) probe(error);
}`,
        WITH_STATUS,
      ),
    ).toEqual(["status (APICallError.isInstance(error) && (error as APICallError).statusCode! < 500)", "status (error instanceof APICallError && error.status < 500)", "none"]);
  });

  it("a listed class or a 4xx status, each its own way (`A || e.status === 404`), is an expected error", () => {
    expect(
      evidence(
        `import { UserInputError } from "./errors";
export function handle(error: any) {
  if (error instanceof UserInputError || error.status === 404) probe(error);
  if (error instanceof UserInputError || error.status === 503) probe(error);
}`,
        WITH_STATUS,
      ),
    ).toEqual(["expected (error instanceof UserInputError || error.status === 404)", "none"]);
  });

  it("a test of the message for an expected text: a regex, `includes` after a case change, an equality", () => {
    const query: NarrowingQuery = { ...EXPECTED, expectedMessages: ["rate limit", "not found"] };
    expect(
      evidence(
        `export async function callModel(generate: () => Promise<string>) {
  try {
    return await generate();
  } catch (error: any) {
    if (/rate limit/i.test(error.message)) probe(error);
    if (error.message.toLowerCase().includes("not found")) probe(error);
    if (error.message === "Rate limit exceeded") probe(error);
    if (error.message.startsWith("Project not found")) probe(error);
    if (error.message.includes("timeout")) probe(error);
    if (!error.message.includes("rate limit")) probe(error);
    if (String(error).includes("rate limit")) probe(error);
    return "";
  }
}`,
        query,
      ),
    ).toEqual([
      "expected (/rate limit/i.test(error.message))",
      'expected (error.message.toLowerCase().includes("not found"))',
      'expected (error.message === "Rate limit exceeded")',
      'expected (error.message.startsWith("Project not found"))',
      "none",
      "none",
      "none",
    ]);
  });

  it("a message test is evidence only with patterns in the query, and only about the variable's own message", () => {
    const code = `export function handle(error: Error, cause: Error) {
  if (error.message.includes("rate limit")) probe(error);
  if (cause.message.includes("rate limit")) probe(error);
}`;
    expect(evidence(code)).toEqual(["none", "none"]);
    expect(evidence(code, { ...EXPECTED, expectedMessages: ["rate limit"] })).toEqual(["expected (error.message.includes(\"rate limit\"))", "none"]);
  });
});

describe("bounds on the work", () => {
  it("only the first 64 operands of one `&&` chain are read", () => {
    const filler = Array.from({ length: 70 }, (_, index) => `ready${index % 3}`).join(" && ");
    expect(
      evidence(`import { UserInputError } from "./errors";
declare const ready0: boolean, ready1: boolean, ready2: boolean;
export function handle(error: unknown) {
  if (error instanceof UserInputError && ${filler}) probe(error);
  if (${filler} && error instanceof UserInputError) probe(error);
}`).map((answer) => answer.split(" (")[0]),
    ).toEqual(["narrowing UserInputError", "none"]);
  });

  it("a disjunction longer than the operand cap says nothing when an operand past the cap is not narrowing", () => {
    const listed = Array.from({ length: 70 }, () => "error instanceof UserInputError").join(" || ");
    expect(
      evidence(`import { UserInputError } from "./errors";
export function handle(error: unknown) {
  if (error instanceof UserInputError || error instanceof Error) probe(error);
  if (${listed} || error instanceof Error) probe(error);
  if (!(${listed} || error instanceof Error)) return;
  probe(error);
}`),
    ).toEqual(["none", "none", "none"]);
  });

  it("a use deep in nested expressions and blocks is found by walking up, without overflowing the stack", () => {
    const depth = 300;
    const nested = `${"(ready ? ".repeat(depth)}probe(error)${" : null)".repeat(depth)}`;
    const blocks = `${"if (ready) { ".repeat(depth)}probe(error);${" }".repeat(depth)}`;
    expect(
      evidence(`import { UserInputError } from "./errors";
declare const ready: boolean;
export function handle(error: unknown) {
  if (!(error instanceof UserInputError)) return;
  ${nested};
  ${blocks}
}`),
    ).toEqual(["narrowing UserInputError (!(error instanceof UserInputError))", "narrowing UserInputError (!(error instanceof UserInputError))"]);
  });
});

describe("the exported building blocks", () => {
  it("isStable and variableOf: a const, a never-reassigned let or parameter is stable; the variable is found through casts", () => {
    withSourceCode(
      `declare function probe(...values: unknown[]): void;
export function handle(error: unknown) {
  const fixed = 1;
  let once = 2;
  let twice = 3;
  twice = 4;
  let counter = 0;
  counter++;
  probe(error, fixed, once, twice, counter);
}`,
      (sourceCode) => {
        const call = probeCalls(sourceCode)[0]!;
        expect(call.arguments.map((argument) => isStable(variableOf(sourceCode, argument)!))).toEqual([true, true, true, false, false]);
      },
    );
    // variableOf sees through casts and non-null assertions, and is undefined for anything but a name.
    withSourceCode(
      `declare function probe(...values: unknown[]): void;
export function handle(error: unknown) {
  probe(error as Error, error!, (error as { message: string }).message, undeclared);
}`,
      (sourceCode) => {
        const call = probeCalls(sourceCode)[0]!;
        expect(call.arguments.map((argument) => variableOf(sourceCode, argument)?.name ?? null)).toEqual(["error", "error", null, null]);
      },
    );
  });
});
