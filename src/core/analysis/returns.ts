/**
 * What a function returns: the expressions of its own `return` statements (or its expression body).
 * The one place that answers it; the walker that follows results further (`result-flow.ts`) starts here.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { type FunctionNode } from "../ast.js";

/**
 * The expressions a function returns: its expression body, or the arguments of its own `return`
 * statements (not those of nested functions). Iterative.
 */
export function returnedExpressions(fn: FunctionNode): TSESTree.Expression[] {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [fn.body];
  const found: TSESTree.Expression[] = [];
  const stack: TSESTree.Node[] = [fn.body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === AST_NODE_TYPES.ReturnStatement) {
      if (node.argument) found.push(node.argument);
      continue;
    }
    for (const child of statementChildren(node)) stack.push(child);
  }
  return found;
}


/** The statements (and returns) directly below a statement container. */
export function statementChildren(node: TSESTree.Node): TSESTree.Node[] {
  switch (node.type) {
    case AST_NODE_TYPES.BlockStatement:
      return node.body;
    case AST_NODE_TYPES.IfStatement:
      return node.alternate ? [node.consequent, node.alternate] : [node.consequent];
    case AST_NODE_TYPES.TryStatement:
      return [node.block, ...(node.handler ? [node.handler] : []), ...(node.finalizer ? [node.finalizer] : [])];
    case AST_NODE_TYPES.CatchClause:
      return [node.body];
    case AST_NODE_TYPES.SwitchStatement:
      return node.cases;
    case AST_NODE_TYPES.SwitchCase:
      return node.consequent;
    case AST_NODE_TYPES.ForStatement:
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.ForOfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.LabeledStatement:
      return [node.body];
    default:
      return [];
  }
}
