/**
 * What a function returns: the expressions of its own `return` statements (or its expression body).
 * The one place that answers it; the walker that follows results further (`result-flow.ts`) starts here.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { enclosingFunction, memberName, type FunctionNode } from "../ast.js";

/**
 * The expressions a function returns: its expression body, or the arguments of its own `return`
 * statements (not those of nested functions). Iterative.
 */
export function returnedExpressions(fn: FunctionNode): TSESTree.Expression[] {
  // tsc's down-levelled `async` (ES2015 and CommonJS targets): what the generator returns is what the promise gives.
  const generator = awaiterGenerator(fn);
  if (generator) return returnedExpressions(generator);
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

/**
 * The generator of a function that tsc wrote for an `async` one (`(request) => __awaiter(this, void 0, void 0,
 * function* () { ... yield fetch(...) ... })`, also `tslib_1.__awaiter(...)` and `return __awaiter(...)` as the
 * only statement): its body is the function's, with `yield` for `await`.
 */
export function awaiterGenerator(fn: FunctionNode): TSESTree.FunctionExpression | undefined {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return generatorOfAwaiter(fn.body);
  const only = fn.body.body.length === 1 ? fn.body.body[0] : undefined;
  return only?.type === AST_NODE_TYPES.ReturnStatement ? generatorOfAwaiter(only.argument) : undefined;
}

/** Whether a `yield` is tsc's `await`: in the generator of {@link awaiterGenerator}, its value is the promise's. */
export function isAwaiterYield(node: TSESTree.YieldExpression): boolean {
  const fn = enclosingFunction(node);
  return fn?.type === AST_NODE_TYPES.FunctionExpression && generatorOfAwaiter(fn.parent) === fn;
}

/** The generator of `__awaiter(thisArg, args, P, function* () { ... })` (or `tslib_1.__awaiter(...)`). */
export function generatorOfAwaiter(call: TSESTree.Node | null | undefined): TSESTree.FunctionExpression | undefined {
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments.length !== 4) return undefined;
  const name = call.callee.type === AST_NODE_TYPES.Identifier ? call.callee.name : memberName(call.callee);
  const generator = call.arguments[3]!;
  return name === "__awaiter" && generator.type === AST_NODE_TYPES.FunctionExpression && generator.generator ? generator : undefined;
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

/**
 * Whether the function a call is written in returns its result: `return await f(x)`, `(x) => f(x)`, also under a cast;
 * with `throughYield`, tsc's down-levelled `return yield f(x)` in the generator of `__awaiter(...)`.
 */
export function isReturned(call: TSESTree.CallExpression, throughYield = false): boolean {
  let node: TSESTree.Node = call;
  while (
    node.parent?.type === AST_NODE_TYPES.AwaitExpression ||
    node.parent?.type === AST_NODE_TYPES.TSAsExpression ||
    (throughYield && node.parent?.type === AST_NODE_TYPES.YieldExpression && !node.parent.delegate)
  ) {
    node = node.parent;
  }
  const parent = node.parent;
  return parent?.type === AST_NODE_TYPES.ReturnStatement || (parent?.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === node);
}
