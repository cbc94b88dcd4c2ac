/**
 * Edits on tool results (require-tool-error-result's suggestions): `isError: true` added to an object
 * literal in its layout, and a helper's result returned as `{ ...helper(), isError: true }`.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type { TextEdit } from "./imports.js";

/** `isError: true` as the object's first property: on its line when the properties share the brace's line, else on a line of its own. */
export function addIsError(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): TextEdit {
  const first = object.properties[0];
  if (!first) return { range: object.range, text: "{ isError: true }" };
  const firstToken = sourceCode.getFirstToken(object)!;
  if (first.loc.start.line === firstToken.loc.end.line) return { range: [first.range[0], first.range[0]], text: "isError: true, " };
  const indent = sourceCode.lines[first.loc.start.line - 1]!.slice(0, first.loc.start.column);
  return { range: [first.range[0], first.range[0]], text: `isError: true,\n${indent}` };
}

/** `helper()` (or `await helper()`) returned as `{ ...helper(), isError: true }`, parenthesised as an arrow's body. */
export function spreadWithIsError(sourceCode: Readonly<TSESLint.SourceCode>, target: TSESTree.Node): TextEdit {
  const inner = sourceCode.getText(target);
  const spread = target.type === AST_NODE_TYPES.AwaitExpression ? `(${inner})` : inner;
  const object = `{ ...${spread}, isError: true }`;
  const parent = target.parent;
  return { range: target.range, text: parent?.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === target ? `(${object})` : object };
}
