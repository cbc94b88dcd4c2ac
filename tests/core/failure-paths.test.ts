// The failure-path analysis: where code runs because something failed. Each case marks points with
// calls of `here()`; a small rule reports what `failureAt` says at each of them.
import tsParser from "@typescript-eslint/parser";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { failureAt, isErrorTest } from "../../src/core/analysis/failure-paths.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";

const probe: TSESLint.RuleModule<"at", [{ crossCallbacks?: boolean }]> = {
  defaultOptions: [{}],
  meta: { type: "problem", schema: [{ type: "object", properties: { crossCallbacks: { type: "boolean" } }, additionalProperties: false }], messages: { at: "{{kind}}" } },
  create(context) {
    const crossCallbacks = context.options[0]?.crossCallbacks ?? false;
    return {
      CallExpression(node: TSESTree.CallExpression) {
        if (node.callee.type !== "Identifier" || node.callee.name !== "here") return;
        const evidence = failureAt(node, { signals: DEFAULT_SETTINGS.errorSignals, crossCallbacks });
        context.report({ node, messageId: "at", data: { kind: evidence ? `${evidence.kind}@${evidence.node.loc.start.line}` : "none" } });
      },
    };
  },
};

function kinds(code: string, crossCallbacks = false): string[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(code, [
    {
      files: ["**/*.ts"],
      languageOptions: { parser: tsParser as never },
      plugins: { p: { rules: { probe: probe as never } } },
      rules: { "p/probe": ["error", { crossCallbacks }] },
    },
  ], "probe.ts");
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.map((message) => message.message);
}

describe("failureAt", () => {
  it("catch clauses, rejection handlers, error checks and success guards", () => {
    const code = `declare function here(): void;
declare const res: { ok: boolean; status: number };
declare const result: { error?: string; isError?: boolean; success: boolean };
try { here(); } catch (e) { here(); }
p.catch((e) => here());
p.then(() => here(), (e) => here());
if (!res.ok) here(); else here();
if (res.status >= 400) here();
if (400 <= res.status) here();
if (res.status === 404) here();
if (res.status !== 200) here();
if (result.error) here();
if (result.isError === true) here();
if (result.success === false) here();
if (error instanceof Error) here();
if (isApiError(error)) here();
if (errors.length > 0) here();
function f() { if (res.ok) return 1; here(); }
if (found.length === 0) here();
const x = error ? here() : here();
`;
    expect(kinds(code)).toEqual([
      "none",
      "catch@4",
      "rejection@5",
      "none",
      "rejection@6",
      "error-check@7",
      "none",
      "error-check@8",
      "error-check@9",
      "error-check@10",
      "error-check@11",
      "error-check@12",
      "error-check@13",
      "error-check@14",
      "error-check@15",
      "error-check@16",
      "error-check@17",
      "error-check@18",
      "none",
      "error-check@20",
      "none",
    ]);
  });

  it("after a guard that throws, the success path: its test is the failure, whatever it reads like", () => {
    const code = `declare function here(): void;
declare const res: { ok: boolean; status: number };
function a() { if (res.status === 204) throw new Error("gone"); here(); }
function b() { if (res.status === 204) return; here(); }
function c() { if (res.ok) { log(); throw new Error("unexpected"); } here(); }
function d() { if (res.ok) { if (cached) return 1; throw new Error("stale"); } here(); }
`;
    // b: a 204 (the success without a body) returns early, so what follows is every other status, the
    // success with a body first: no evidence of a failure (it was, and `if (res.status === 204) return ...;
    // return result(await res.json())` then reported the success as a result returned on failure).
    // d returns on one path of the guard, so it is not a throwing guard.
    expect(kinds(code)).toEqual(["none", "none", "none", "error-check@6"]);
  });

  it("stops at a function unless told to cross inline callbacks", () => {
    const code = `declare function here(): void;
try { run(); } catch (e) { items.forEach(() => here()); }`;
    expect(kinds(code)).toEqual(["none"]);
    expect(kinds(code, true)).toEqual(["catch@2"]);
  });
});

describe("isErrorTest", () => {
  it("reads negations and both operators, bounded", () => {
    const parse = (text: string): TSESTree.Node => {
      const program = tsParser.parse(`(${text});`) as unknown as TSESTree.Program;
      return (program.body[0] as TSESTree.ExpressionStatement).expression;
    };
    const signals = DEFAULT_SETTINGS.errorSignals;
    expect(isErrorTest(parse("!(res.ok && data)"), true, signals)).toBe(true);
    expect(isErrorTest(parse("res.ok"), true, signals)).toBe(false);
    expect(isErrorTest(parse("res.ok"), false, signals)).toBe(true);
    expect(isErrorTest(parse("error || !data"), true, signals)).toBe(true);
    expect(isErrorTest(parse("data"), true, signals)).toBe(false);
    expect(isErrorTest(parse('outcome.status === "error"'), true, signals)).toBe(true);
    expect(isErrorTest(parse("response.status < 400"), false, signals)).toBe(true);
    expect(isErrorTest(parse(Array.from({ length: 300 }, (_, i) => `a${i}`).join(" && ")), true, signals)).toBe(false);
  });
});
