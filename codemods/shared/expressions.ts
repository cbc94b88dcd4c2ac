/**
 * Questions about expressions that decide whether moving code keeps its meaning: does it have side
 * effects, does it `await` on its own, where does its value go. All iterative: deep trees are fine.
 */
import { child, children, isFunction, isNode, list, nameOf, type AstNode, type FileAst } from "./ast.js";
import { isShadowed } from "./bindings.js";

const SIDE_EFFECT_FREE_LEAVES = new Set([
  "Identifier",
  "StringLiteral",
  "NumericLiteral",
  "BooleanLiteral",
  "NullLiteral",
  "BigIntLiteral",
  "RegExpLiteral",
  "DecimalLiteral",
  "Literal",
  "ThisExpression",
  "Super",
  "ArrowFunctionExpression",
  "FunctionExpression",
]);

/**
 * Whether evaluating `node` could do something besides computing a value: a call, `new`, an
 * assignment, an update, `await`, `yield`, a tagged template, `delete`. Property reads count as free
 * (as in ESLint's `hasSideEffect` without getters).
 */
export function hasSideEffect(node: AstNode): boolean {
  const stack: AstNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (SIDE_EFFECT_FREE_LEAVES.has(current.type)) continue;
    switch (current.type) {
      case "TemplateLiteral":
        stack.push(...children(current, "expressions"));
        break;
      case "ObjectExpression":
        for (const property of children(current, "properties")) {
          if (property.type === "SpreadElement") stack.push(child(property, "argument")!);
          else {
            if (property.computed === true) stack.push(child(property, "key")!);
            if (property.type === "ObjectProperty") stack.push(child(property, "value")!);
          }
        }
        break;
      case "ArrayExpression":
        for (const element of list(current, "elements")) {
          if (!element) continue;
          stack.push(element.type === "SpreadElement" ? child(element, "argument")! : element);
        }
        break;
      case "MemberExpression":
      case "OptionalMemberExpression":
        stack.push(child(current, "object")!);
        if (current.computed === true) stack.push(child(current, "property")!);
        break;
      case "UnaryExpression":
        if (current.operator === "delete") return true;
        stack.push(child(current, "argument")!);
        break;
      case "BinaryExpression":
      case "LogicalExpression":
        stack.push(child(current, "left")!, child(current, "right")!);
        break;
      case "ConditionalExpression":
        stack.push(child(current, "test")!, child(current, "consequent")!, child(current, "alternate")!);
        break;
      case "SequenceExpression":
        stack.push(...children(current, "expressions"));
        break;
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
      case "TSTypeAssertion":
      case "TSInstantiationExpression":
        stack.push(child(current, "expression")!);
        break;
      default:
        return true;
    }
  }
  return false;
}

/** Whether `node` has an `await` of its own (not one inside a nested function). */
export function containsOwnAwait(node: AstNode): boolean {
  const stack: AstNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === "AwaitExpression") return true;
    if ((current.type === "ForOfStatement" && current.await === true) || (current.type === "VariableDeclaration" && current.kind === "await using")) return true;
    if (current !== node && isFunction(current)) continue;
    for (const key of Object.keys(current)) {
      if (key === "loc" || key === "extra" || key.endsWith("omments") || key === "tokens") continue;
      const value = current[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) stack.push(item);
      } else if (isNode(value)) {
        stack.push(value);
      }
    }
  }
  return false;
}

export function enclosingFunction(ast: FileAst, node: AstNode): AstNode | undefined {
  for (const ancestor of ast.ancestors(node)) if (isFunction(ancestor)) return ancestor;
  return undefined;
}

/** Whether `node` is inside the `try` block of a `try` statement within `fn`. */
export function insideTryBlock(ast: FileAst, node: AstNode, fn: AstNode | undefined): boolean {
  let current = node;
  for (let link = ast.parentLink(current); link && current !== fn; link = ast.parentLink(current)) {
    if (link.parent.type === "TryStatement" && link.key === "block") return true;
    current = link.parent;
  }
  return false;
}

/**
 * Where the value of a promise-returning call goes:
 * - `awaited`: `await call` (through `as`, `satisfies` and `!`),
 * - `returned`: returned from an `async` function (or an async arrow's body) outside a `try` block,
 * - `collected`: an element of the array given to `Promise.all` / `allSettled` / `race` / `any`,
 * - undefined: anywhere else (kept in a variable, chained with `.then`, not used).
 *
 * In the first three places, a plain value in the promise's stead is computed the same way.
 */
export type PromiseUse = "awaited" | "returned" | "collected";

export interface PromiseUseAnswer {
  use: PromiseUse | undefined;
  /** `await call` itself, not through a type assertion. */
  directlyAwaited: boolean;
  /** Where `use` is undefined: returned from a function that is not async, returned inside a `try`, or anything else. */
  otherwise?: "sync-return" | "try-return" | "kept";
}

export function promiseUse(ast: FileAst, call: AstNode): PromiseUseAnswer {
  let node = call;
  let link = ast.parentLink(node);
  while (link && ["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "TSTypeAssertion"].includes(link.parent.type) && link.key === "expression") {
    node = link.parent;
    link = ast.parentLink(node);
  }
  if (!link) return { use: undefined, directlyAwaited: false, otherwise: "kept" };
  const { parent, key } = link;
  if (parent.type === "AwaitExpression") return { use: "awaited", directlyAwaited: node === call };
  const fn = enclosingFunction(ast, call);
  const returned = parent.type === "ReturnStatement" || (parent.type === "ArrowFunctionExpression" && key === "body");
  if (returned && fn?.async === true && !insideTryBlock(ast, call, fn)) return { use: "returned", directlyAwaited: false };
  if (parent.type === "ArrayExpression" && isPromiseCombinatorArgument(ast, parent)) return { use: "collected", directlyAwaited: false };
  if (returned) return { use: undefined, directlyAwaited: false, otherwise: fn?.async === true ? "try-return" : "sync-return" };
  return { use: undefined, directlyAwaited: false, otherwise: "kept" };
}

const COMBINATORS = new Set(["all", "allSettled", "race", "any"]);

function isPromiseCombinatorArgument(ast: FileAst, array: AstNode): boolean {
  const link = ast.parentLink(array);
  if (!link || link.parent.type !== "CallExpression" || link.key !== "arguments" || link.index !== 0) return false;
  const callee = child(link.parent, "callee");
  if (!callee || callee.type !== "MemberExpression" || callee.computed === true) return false;
  const object = child(callee, "object");
  const method = nameOf(child(callee, "property"));
  return nameOf(object) === "Promise" && !!method && COMBINATORS.has(method) && !isShadowed(ast, object!, "Promise");
}
