/**
 * Promise chains: which callback of `p.then(onOk, onFail)` / `p.catch(onFail)` handles a rejection. The one
 * place that answers it (failure paths, the trust analysis' caught errors, rethrows).
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { memberName, type FunctionNode } from "../ast.js";

export type PromiseMethod = "then" | "catch" | "finally";

/** The methods that chain on a promise. */
export const PROMISE_METHODS: ReadonlySet<string> = new Set<PromiseMethod>(["then", "catch", "finally"]);

/** The promise method a call's callee names: `catch` of `p.catch(...)` or `p["catch"](...)`. */
export function promiseMethod(callee: TSESTree.Node): PromiseMethod | undefined {
  const name = memberName(callee);
  return name !== undefined && PROMISE_METHODS.has(name) ? (name as PromiseMethod) : undefined;
}

/** Whether the callback at `index` of a promise method handles a rejection: `p.catch(cb)`, `p.then(ok, cb)`. */
export function handlesRejection(method: PromiseMethod | undefined, index: number): boolean {
  return (method === "catch" && index === 0) || (method === "then" && index === 1);
}

/** Whether `fn` is the rejection handler a `p.catch(fn)` or `p.then(ok, fn)` call registers. */
export function isRejectionHandler(fn: FunctionNode): boolean {
  const call = fn.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression) return false;
  return handlesRejection(promiseMethod(call.callee), call.arguments.indexOf(fn as TSESTree.CallExpressionArgument));
}
