// Completions (src/core/analysis/flow.ts) and promise rejection handlers (src/core/analysis/promise.ts):
// the one answer each to "does this statement exit?" and "is this callback a rejection handler?".
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { alwaysExits, exitCalls } from "../../src/core/analysis/flow.js";
import { isRejectionHandler } from "../../src/core/analysis/promise.js";
import { forEachNode, withSourceCode } from "../helpers.js";
import { isFunctionNode } from "../../src/core/ast.js";

/** Each labelled statement's body (`a: { ... }`) answered by `answer`. */
function answers(code: string, answer: (statement: TSESTree.Statement, sourceCode: Parameters<typeof exitCalls>[0]) => boolean): Record<string, boolean> {
  const found: Record<string, boolean> = {};
  withSourceCode(code, (sourceCode) => {
    forEachNode(sourceCode, sourceCode.ast, (node) => {
      if (node.type === "LabeledStatement") found[node.label.name] = answer(node.body, sourceCode);
    });
  });
  return found;
}

const STATEMENTS = `
function die(message: string): never { throw new Error(message); }
function fail(message: string) { console.error(message); process.exit(1); }
function failUnlessCached(message: string) { if (cache.has(message)) return cache.get(message); throw new Error(message); }
function failOrLog(message: string) { try { throw new Error(message); } catch { log(message); return; } }
declare const cache: Map<string, string>;
export function f(x: number) {
  for (;;) {
    returns: { log(x); return 1; }
    throwsInBoth: if (x) { throw new Error("a"); } else { throw new Error("b"); }
    oneBranch: if (x) { return 1; }
    breaks: { log(x); break; }
    continues: if (x) continue; else break;
    neverReturns: { die("no"); }
    exitsProcess: fail("no");
    sometimesReturns: failUnlessCached("no");
    catchesItsThrow: failOrLog("no");
    tryBoth: try { return 1; } catch { return 2; }
    finallyThrows: try { log(x); } finally { throw new Error("always"); }
    plain: log(x);
  }
}
declare function log(x: unknown): void;
`;

describe("alwaysExits", () => {
  it("return and throw, in every branch; a break or continue only when jumps count; calls that never return only when asked", () => {
    expect(answers(STATEMENTS, (statement) => alwaysExits(statement))).toEqual({
      returns: true,
      throwsInBoth: true,
      oneBranch: false,
      breaks: false,
      continues: false,
      neverReturns: false,
      exitsProcess: false,
      sometimesReturns: false,
      catchesItsThrow: false,
      tryBoth: true,
      finallyThrows: true,
      plain: false,
    });
    expect(answers(STATEMENTS, (statement) => alwaysExits(statement, { jumps: true }))).toMatchObject({ breaks: true, continues: true, oneBranch: false, plain: false });
    expect(answers(STATEMENTS, (statement, sourceCode) => alwaysExits(statement, exitCalls(sourceCode)))).toMatchObject({ neverReturns: true, exitsProcess: true, sometimesReturns: false, catchesItsThrow: false, breaks: false, plain: false });
  });

  it("does not overflow the stack on deeply nested blocks", () => {
    const deep = `${"{".repeat(400)}log();${"}".repeat(400)}`;
    withSourceCode(`export function f() { ${deep} }\ndeclare function log(): void;`, (sourceCode) => {
      const fn = sourceCode.ast.body[0] as TSESTree.ExportNamedDeclaration;
      const body = (fn.declaration as TSESTree.FunctionDeclaration).body;
      // Deeper than the bound counts as exiting: the answer that reports nothing.
      expect(alwaysExits(body)).toBe(true);
    });
  });
});

describe("isRejectionHandler", () => {
  it("is the callback of .catch(cb) and the second one of .then(ok, cb), nothing else", () => {
    const found: string[] = [];
    withSourceCode(
      `
load().catch((a) => a);
load().then((b) => b, (c) => c);
load()["catch"](function d(e) { return e; });
load().finally((f) => f);
catchAll((g) => g);
declare function load(): Promise<unknown>;
declare function catchAll(cb: (x: unknown) => unknown): void;
`,
      (sourceCode) => {
        forEachNode(sourceCode, sourceCode.ast, (node) => {
          if (isFunctionNode(node) && node.params[0]?.type === "Identifier" && isRejectionHandler(node)) found.push(node.params[0].name);
        });
      },
    );
    expect(found.sort()).toEqual(["a", "c", "e"]);
  });
});
