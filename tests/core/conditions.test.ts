// The one walk up over the conditions that decide whether a point runs (src/core/analysis/conditions.ts), read
// for a variable (narrowing.ts's `conditionsOf`) and with a scope of the reader's own (its stop, its guards,
// what passing one tells, what a step up tells).
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { walkConditions } from "../../src/core/analysis/conditions.js";
import { conditionsOf, variableOf } from "../../src/core/analysis/narrowing.js";
import { forEachNode, withSourceCode } from "../helpers.js";

function probeCalls(sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  forEachNode(sourceCode, sourceCode.ast, (node) => {
    if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "probe") calls.push(node);
  });
  return calls;
}

describe("walkConditions", () => {
  it("reads each condition that decides whether a use runs, innermost first, with its polarity", () => {
    const read: string[] = [];
    withSourceCode(
      `declare function probe(value: unknown): void;
export function handle(error: unknown, retry: boolean, quiet: boolean, cached: unknown) {
  if (cached) return cached;
  if (retry) {
    if (quiet) {
      return null;
    } else {
      return retry && probe(error);
    }
  }
}`,
      (sourceCode) => {
        const call = probeCalls(sourceCode)[0]!;
        const variable = variableOf(sourceCode, call.arguments[0]!)!;
        expect(variable.name).toBe("error");
        const answer = walkConditions(call.arguments[0]!, conditionsOf(variable), (test, positive) => {
          read.push(`${sourceCode.getText(test)}: ${positive}`);
          return undefined;
        });
        expect(answer).toBeUndefined();
      },
    );
    // The early exit `if (cached) return` does not mention `error`: it says nothing about it and is not asked.
    expect(read).toEqual(["retry: true", "quiet: false", "retry: true"]);
  });

  it("stops at the first answer", () => {
    withSourceCode(
      `declare function probe(value: unknown): void;
export function handle(error: unknown, a: boolean, b: boolean) {
  if (a) { if (b) probe(error); }
}`,
      (sourceCode) => {
        const call = probeCalls(sourceCode)[0]!;
        const asked: string[] = [];
        const answer = walkConditions(call.arguments[0]!, conditionsOf<string>(variableOf(sourceCode, call.arguments[0]!)!), (test) => {
          asked.push(sourceCode.getText(test));
          return sourceCode.getText(test) === "b" ? "inner" : undefined;
        });
        expect(answer).toBe("inner");
        expect(asked).toEqual(["b"]);
      },
    );
  });

  it("reads a `switch` case as the values that may reach it: cases falling in, with or without statements; not past one that leaves or `default`", () => {
    const read: string[] = [];
    withSourceCode(
      `declare function probe(value: unknown): void;
declare function cleanup(): void;
export function handle(error: { code: string }) {
  switch (error.code) {
    case "ENOENT":
      return null;
    case "EACCES":
      cleanup();
    case "EPERM":
    case "EROFS":
      probe(error);
      break;
    default:
    case "EBUSY":
      probe(error);
  }
}`,
      (sourceCode) => {
        for (const call of probeCalls(sourceCode)) {
          walkConditions(call.arguments[0]!, conditionsOf(variableOf(sourceCode, call.arguments[0]!)!), (test, positive) => {
            read.push(`${sourceCode.getText(call)} when ${(test as TSESTree.LogicalExpression | TSESTree.BinaryExpression).type === "LogicalExpression" ? "any of " : ""}${positive}`);
            return undefined;
          });
        }
      },
    );
    // The first call runs for EACCES (after cleanup), EPERM and EROFS, never for ENOENT, which returns; the second also after `default`: no condition.
    expect(read).toEqual(["probe(error) when any of true"]);
  });

  it("with a scope of its own: its stop, its guards and what passing one tells", () => {
    withSourceCode(
      `declare function probe(value: unknown): void;
export function handle(error: unknown, ready: boolean) {
  if (!ready) return;
  for (const attempt of [1, 2]) {
    probe(error);
  }
}`,
      (sourceCode) => {
        const call = probeCalls(sourceCode)[0]!;
        const fn = sourceCode.ast.body.find((statement) => statement.type === "ExportNamedDeclaration")!;
        const guardsAsked: string[] = [];
        const answer = walkConditions(
          call.arguments[0]!,
          {
            stop: fn,
            guards: (block, body) => {
              guardsAsked.push(block.type);
              return body.flatMap((statement, index) => (statement.type === "IfStatement" ? [index] : []));
            },
            readGuard: (statement) => `passed ${sourceCode.getText((statement as TSESTree.IfStatement).test)}`,
          },
          () => undefined,
        );
        expect(answer).toBe("passed !ready");
        expect(guardsAsked).toEqual(["BlockStatement", "BlockStatement"]);
      },
    );
  });


  it("a step up may answer before the conditions (a function, a `catch`); `null` ends the walk with nothing", () => {
    withSourceCode(
      `declare function probe(value: unknown): void;
export function handle(error: unknown, retry: boolean) {
  if (retry) {
    try {
      probe(error);
    } catch (caught) {
      [caught].forEach((item) => (retry ? probe(item) : undefined));
    }
  }
}`,
      (sourceCode) => {
        const [inTry, inCallback] = probeCalls(sourceCode);
        const asked: string[] = [];
        const scope = {
          stop: undefined,
          guards: () => [],
          step: (node: TSESTree.Node, parent: TSESTree.Node) => (parent.type === "CatchClause" ? "in catch" : node.type === "ArrowFunctionExpression" ? null : undefined),
        };
        const read = (test: TSESTree.Node, positive: boolean): string | undefined => {
          asked.push(`${sourceCode.getText(test)}: ${positive}`);
          return undefined;
        };
        expect(walkConditions(inTry!, scope, read)).toBeUndefined();
        expect(asked).toEqual(["retry: true"]);
        asked.length = 0;
        // Inside the callback: its own `?:` is read, then the function ends the walk before the `catch` is reached.
        expect(walkConditions(inCallback!, scope, read)).toBeUndefined();
        expect(asked).toEqual(["retry: true"]);
        expect(walkConditions(inCallback!, { ...scope, step: (_node: TSESTree.Node, parent: TSESTree.Node) => (parent.type === "CatchClause" ? "in catch" : undefined) }, () => undefined)).toBe("in catch");
      },
    );
  });
});
