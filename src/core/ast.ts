/** Small AST helpers shared by the analyses and the rules. */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";

/** The expression under TypeScript's casts: `x as T`, `<T>x`, `x!`, `x satisfies T`. */
export function unwrapCasts(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (
    current.type === AST_NODE_TYPES.TSAsExpression ||
    current.type === AST_NODE_TYPES.TSSatisfiesExpression ||
    current.type === AST_NODE_TYPES.TSNonNullExpression ||
    current.type === AST_NODE_TYPES.TSTypeAssertion
  ) {
    current = current.expression;
  }
  return current;
}

/** The expression under casts and optional-chain wrappers (`a?.b` is a `ChainExpression`). */
export function unwrapCastsAndChains(node: TSESTree.Node): TSESTree.Node {
  let current = unwrapCasts(node);
  while (current.type === AST_NODE_TYPES.ChainExpression) current = unwrapCasts(current.expression);
  return current;
}
