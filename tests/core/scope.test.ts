import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { pushChildren } from "../../src/core/ast.js";
import { findVariableOf, scopeOf } from "../../src/core/scope.js";
import { withSourceCode } from "../helpers.js";

const CODE = `
import { captureException } from "@sentry/node";
import { UserInputError } from "./errors.js";
export const handler = async function named(input: { id: string }, retries = input.id.length) {
  for (let attempt = 0; attempt < retries; attempt++) {
    try {
      const { id } = input;
      return await fetch(\`/issues/\${id}\`);
    } catch (error) {
      if (error instanceof UserInputError) continue;
      else if (error instanceof TypeError) { const error = 1; void error; }
      else captureException(error);
    }
  }
  switch (input.id) { case "a": { let x = 1; break; } default: label: for (const y of [1]) break label; }
  class Box<T> extends Base { static { const z = 1; } field = (v: T) => v; method(this: Box<T>) { return this.field; } }
  enum Kind { A = 1, B = A + 1 }
  namespace Space { export const inner = Kind.A; }
  return new Box();
};
`;

describe("scopeOf", () => {
  it("answers what sourceCode.getScope answers, for every node, in any order", () => {
    for (const order of ["top-down", "bottom-up"] as const) {
      withSourceCode(CODE, (sourceCode) => {
        const nodes: TSESTree.Node[] = [];
        const stack: TSESTree.Node[] = [sourceCode.ast];
        while (stack.length > 0) {
          const node = stack.pop()!;
          nodes.push(node);
          pushChildren(node, stack, sourceCode.visitorKeys);
        }
        if (order === "bottom-up") nodes.reverse();
        const differences = nodes.filter((node) => scopeOf(sourceCode, node) !== sourceCode.getScope(node)).map((node) => `${node.type} ${sourceCode.getText(node).slice(0, 30)}`);
        expect(differences).toEqual([]);
        expect(nodes.length).toBeGreaterThan(150);
      });
    }
  });

  it("finds the variable an identifier means, shadowing included", () => {
    withSourceCode(CODE, (sourceCode) => {
      const identifiers: TSESTree.Identifier[] = [];
      const stack: TSESTree.Node[] = [sourceCode.ast];
      while (stack.length > 0) {
        const node = stack.pop()!;
        if (node.type === "Identifier" && node.name === "error") identifiers.push(node);
        pushChildren(node, stack, sourceCode.visitorKeys);
      }
      const declared = identifiers.map((identifier) => findVariableOf(sourceCode, identifier)?.defs[0]?.type);
      expect(declared).toEqual(["CatchClause", "CatchClause", "CatchClause", "Variable", "Variable", "CatchClause"]);
    });
  });
});
