/**
 * Whether a `catch` hands a failure on as it is (`catch (e) { log(e); throw e; }`), and whether a `try` around a node
 * makes its own text of what fails there: what the trust analysis's sinks and the registration index ask of the code
 * between a throw and the server that answers it.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, pushChildren, unwrapCasts } from "../ast.js";
import { findVariableOf, stableInitializer } from "../scope.js";
import { resolveFunction } from "./functions.js";
import { returnedExpressions } from "./returns.js";

/**
 * A `catch` that ends by throwing its own error as it is and never returns (`catch (e) { log(e); throw e; }`):
 * it changes nothing of what reaches the caller. Also through a helper of the file that throws what it is given
 * (GitLab's `catch (error) { logError(error); }`, whose `logError` logs and throws it, or a masked copy of it).
 * Other errors it throws first on some paths (Perplexity's `if (signal?.aborted) throw new Error("Request
 * cancelled"); throw error;`) leave the other paths as they are; those throws are read as any other.
 */
export function rethrowsAsItIs(sourceCode: Readonly<TSESLint.SourceCode>, handler: TSESTree.CatchClause): boolean {
  const param = handler.param;
  const last = handler.body.body.at(-1);
  if (param?.type !== AST_NODE_TYPES.Identifier) return false;
  if (last?.type === AST_NODE_TYPES.ThrowStatement) {
    const thrown = unwrapCasts(last.argument);
    if (thrown.type !== AST_NODE_TYPES.Identifier || thrown.name !== param.name) return false;
  } else if (last?.type !== AST_NODE_TYPES.ExpressionStatement || !rethrowsThrough(sourceCode, last.expression, param.name)) {
    return false;
  }
  // No other way out: a `return`, a `break`/`continue` of a loop around it.
  const visitorKeys = sourceCode.visitorKeys;
  const stack: TSESTree.Node[] = handler.body.body.slice(0, -1);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isFunctionNode(node)) continue;
    if (node.type === AST_NODE_TYPES.ReturnStatement || node.type === AST_NODE_TYPES.BreakStatement || node.type === AST_NODE_TYPES.ContinueStatement) return false;
    pushChildren(node, stack, visitorKeys);
  }
  return true;
}

/**
 * Whether a `try` around a node (inside its function) has a `catch` that does more than rethrow the failure as it is:
 * one that does not end by rethrowing it, or throws something of its own first (GitHub's dispatcher: `if
 * (isGitHubError(error)) throw new Error(formatGitHubError(error)); throw error;`).
 */
export function altersFailureAround(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  for (let current: TSESTree.Node = node; current.parent && !isFunctionNode(current); current = current.parent) {
    const parent = current.parent;
    if (parent.type !== AST_NODE_TYPES.TryStatement || parent.block !== current || !parent.handler) continue;
    if (!rethrowsAsItIs(sourceCode, parent.handler)) return true;
    let throws = 0;
    const stack: TSESTree.Node[] = [parent.handler.body];
    while (stack.length > 0) {
      const inner = stack.pop()!;
      if (inner.type === AST_NODE_TYPES.ThrowStatement) throws++;
      if (!isFunctionNode(inner)) pushChildren(inner, stack, sourceCode.visitorKeys);
    }
    if (throws > 1) return true;
  }
  return false;
}

/**
 * `logError(error)` (also awaited): a call, with the caught error `name` as its argument, of a function of the file
 * that has no `return` and ends by throwing that parameter, or a value that is it on some path (`const safeError
 * = masking ? masking.maskError(error) : error; throw safeError;`).
 */
function rethrowsThrough(sourceCode: Readonly<TSESLint.SourceCode>, expression: TSESTree.Expression, name: string): boolean {
  const call = unwrapCasts(expression.type === AST_NODE_TYPES.AwaitExpression ? expression.argument : expression);
  if (call.type !== AST_NODE_TYPES.CallExpression) return false;
  const index = call.arguments.findIndex((argument) => argument.type === AST_NODE_TYPES.Identifier && argument.name === name);
  const fn = index < 0 ? undefined : resolveFunction(sourceCode, call.callee);
  const param = fn?.params[index];
  if (!fn || param?.type !== AST_NODE_TYPES.Identifier || fn.body.type !== AST_NODE_TYPES.BlockStatement || returnedExpressions(fn).length > 0) return false;
  const last = fn.body.body.at(-1);
  if (last?.type !== AST_NODE_TYPES.ThrowStatement) return false;
  // The thrown value, through a `const` of it, may be the parameter on one branch of `?:`, `??` or `||`.
  const stack: TSESTree.Node[] = [last.argument];
  for (let visited = 0; stack.length > 0 && visited < 16; visited++) {
    const node = unwrapCasts(stack.pop()!);
    if (node.type === AST_NODE_TYPES.ConditionalExpression) stack.push(node.consequent, node.alternate);
    else if (node.type === AST_NODE_TYPES.LogicalExpression) stack.push(node.left, node.right);
    else if (node.type === AST_NODE_TYPES.Identifier) {
      if (node.name === param.name && findVariableOf(sourceCode, node)?.defs[0]?.name === param) return true;
      const init = stableInitializer(sourceCode, node);
      if (init) stack.push(init);
    }
  }
  return false;
}
