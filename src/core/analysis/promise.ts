/**
 * Promise chains: which callback of `p.then(onOk, onFail)` / `p.catch(onFail)` handles a rejection. The one
 * place that answers it (failure paths, the trust analysis' caught errors, rethrows).
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { type FunctionNode } from "../ast.js";

/** The method a call's callee names: `catch` of `p.catch(...)` or `p["catch"](...)`. */
function methodName(callee: TSESTree.Node): string | undefined {
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  if (!callee.computed && callee.property.type === AST_NODE_TYPES.Identifier) return callee.property.name;
  if (callee.property.type === AST_NODE_TYPES.Literal && typeof callee.property.value === "string") return callee.property.value;
  return undefined;
}

/** Whether `fn` is the rejection handler a `p.catch(fn)` or `p.then(ok, fn)` call registers. */
export function isRejectionHandler(fn: FunctionNode): boolean {
  const call = fn.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression) return false;
  const name = methodName(call.callee);
  return (name === "catch" && call.arguments[0] === fn) || (name === "then" && call.arguments[1] === fn);
}
