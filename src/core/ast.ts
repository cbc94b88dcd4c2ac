/** Small AST helpers shared by the analyses and the rules. */
import type { TSESTree } from "@typescript-eslint/utils";
// From the types package, not utils: the codemods load this module before any parse, and utils costs ~100 ms to load.
import { AST_NODE_TYPES } from "@typescript-eslint/types";

/** The expression under TypeScript's casts (`x as T`, `<T>x`, `x!`, `x satisfies T`) and CommonJS's `(0, x)`. */
export function unwrapCasts(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    if (
      current.type === AST_NODE_TYPES.TSAsExpression ||
      current.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      current.type === AST_NODE_TYPES.TSNonNullExpression ||
      current.type === AST_NODE_TYPES.TSTypeAssertion
    ) {
      current = current.expression;
    } else if (isIndirection(current)) {
      // `(0, errors_1.formatError)(e)`, as TypeScript's CommonJS output calls an import: the function itself.
      current = current.expressions[1]!;
    } else {
      return current;
    }
  }
}

/** `x` of `(0, x)` (TypeScript's CommonJS call of an import), else the node itself. */
export function unwrapIndirection(node: TSESTree.Node): TSESTree.Node {
  return isIndirection(node) ? node.expressions[1]! : node;
}

/** `(0, x)`: a sequence whose first value is a number literal, which only drops `x`'s `this` for a call. */
function isIndirection(node: TSESTree.Node): node is TSESTree.SequenceExpression {
  return node.type === AST_NODE_TYPES.SequenceExpression && node.expressions.length === 2 && node.expressions[0]!.type === AST_NODE_TYPES.Literal && typeof node.expressions[0]!.value === "number";
}

/** The boolean a value is written as, under casts: `true`, `false`, and a minifier's `!0` and `!1`; undefined for anything else. */
export function literalBoolean(node: TSESTree.Node | undefined): boolean | undefined {
  const value = node && unwrapCasts(node);
  if (value?.type === AST_NODE_TYPES.Literal) return typeof value.value === "boolean" ? value.value : undefined;
  if (value?.type === AST_NODE_TYPES.UnaryExpression && value.operator === "!" && value.argument.type === AST_NODE_TYPES.Literal && typeof value.argument.value === "number") return value.argument.value === 0;
  return undefined;
}

/** The name a member expression reads: `name` of `x.name` or `x["name"]`; undefined for another computed key. */
export function memberName(node: TSESTree.Node): string | undefined {
  if (node.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  if (!node.computed) return node.property.type === AST_NODE_TYPES.Identifier ? node.property.name : undefined;
  return node.property.type === AST_NODE_TYPES.Literal && typeof node.property.value === "string" ? node.property.value : undefined;
}

/** The key an object literal's (or pattern's) property is written with: `name` of `{ name: x }` or `{ "name": x }`; undefined for a computed key or a spread. */
export function propertyKeyName(element: TSESTree.Node): string | undefined {
  if (element.type !== AST_NODE_TYPES.Property || element.computed) return undefined;
  if (element.key.type === AST_NODE_TYPES.Identifier) return element.key.name;
  return element.key.type === AST_NODE_TYPES.Literal && typeof element.key.value === "string" ? element.key.value : undefined;
}

/** Whether `inner` lies within `outer`'s source range (the node itself included). */
export function containsRange(outer: TSESTree.Node, inner: TSESTree.Node): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

/** A property's name (`b` of `a.b`, of `{ b: 1 }`): an identifier that names no variable. */
export function isPropertyName(identifier: TSESTree.Identifier): boolean {
  const parent = identifier.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression) return parent.property === identifier && !parent.computed;
  return parent?.type === AST_NODE_TYPES.Property && parent.key === identifier && !parent.computed && parent.value !== identifier;
}

/** The expression under casts and optional-chain wrappers (`a?.b` is a `ChainExpression`). */
export function unwrapCastsAndChains(node: TSESTree.Node): TSESTree.Node {
  let current = unwrapCasts(node);
  while (current.type === AST_NODE_TYPES.ChainExpression) current = unwrapCasts(current.expression);
  return current;
}

/**
 * The outermost expression that is still the node's value: up through casts and optional chains (and, with
 * `throughAwait`, `await`): `(await res.json().catch(() => null)) as Body` for the `catch` call.
 */
export function outermostWrapper(node: TSESTree.Node, throughAwait = false): TSESTree.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (!parent) return current;
    if (
      parent.type === AST_NODE_TYPES.TSAsExpression ||
      parent.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      parent.type === AST_NODE_TYPES.TSNonNullExpression ||
      parent.type === AST_NODE_TYPES.TSTypeAssertion ||
      parent.type === AST_NODE_TYPES.ChainExpression ||
      (throughAwait && parent.type === AST_NODE_TYPES.AwaitExpression)
    ) {
      current = parent;
    } else {
      return current;
    }
  }
}

export type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

function contains(node: TSESTree.Node, offset: number): boolean {
  return node.range[0] <= offset && offset < node.range[1];
}

/** The child of an array of nodes in source order (holes allowed) whose range contains `offset`. */
function childInList(list: readonly (TSESTree.Node | null)[], offset: number): TSESTree.Node | undefined {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    let probe = middle;
    while (probe <= high && !list[probe]) probe++;
    const node = list[probe];
    if (!node) {
      high = middle - 1;
      continue;
    }
    if (offset < node.range[0]) high = middle - 1;
    else if (offset >= node.range[1]) low = probe + 1;
    else return node;
  }
  return undefined;
}

/**
 * The innermost node whose range contains `offset`: a descent from `root` that looks only at the children
 * on the way (binary search in lists), so finding the node of a token costs the depth of the tree, not its
 * size. Iterative: any depth is fine.
 */
export function nodeAtOffset(root: TSESTree.Node, offset: number, visitorKeys: VisitorKeys): TSESTree.Node | undefined {
  if (!contains(root, offset)) return undefined;
  let current = root;
  for (;;) {
    let next: TSESTree.Node | undefined;
    for (const key of visitorKeys[current.type] ?? []) {
      const value = (current as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) next = childInList(value as (TSESTree.Node | null)[], offset);
      else if (value && typeof (value as TSESTree.Node).type === "string" && contains(value as TSESTree.Node, offset)) next = value as TSESTree.Node;
      if (next) break;
    }
    if (!next) return current;
    current = next;
  }
}

/**
 * Pushes the child nodes of `node` onto a stack so that popping yields them in source order (iterative
 * traversal: no recursion on deep trees), following the parser's visitor keys, so only real children are
 * visited.
 */
export function pushChildren(node: TSESTree.Node, stack: TSESTree.Node[], visitorKeys: VisitorKeys): void {
  const keys = visitorKeys[node.type];
  if (!keys) return;
  for (let k = keys.length - 1; k >= 0; k--) {
    const value = (node as unknown as Record<string, unknown>)[keys[k]!];
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        const child = value[index] as TSESTree.Node | null;
        if (child && typeof child.type === "string") stack.push(child);
      }
    } else if (value && typeof value === "object" && typeof (value as TSESTree.Node).type === "string") {
      stack.push(value as TSESTree.Node);
    }
  }
}

/** A function written in the code: an arrow, a function expression or a declaration (a method's value is an expression). */
export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

export function isFunctionNode(node: TSESTree.Node | null | undefined): node is FunctionNode {
  return node?.type === AST_NODE_TYPES.ArrowFunctionExpression || node?.type === AST_NODE_TYPES.FunctionDeclaration || node?.type === AST_NODE_TYPES.FunctionExpression;
}

/** The nearest function (or method) around a node. */
export function enclosingFunction(node: TSESTree.Node): FunctionNode | undefined {
  for (let current = node.parent; current; current = current.parent) if (isFunctionNode(current)) return current;
  return undefined;
}

/** Whether `root` has a node that passes `test` of its own: not inside a function nested in it. Iterative: any depth. */
export function containsOwn(root: TSESTree.Node, test: (node: TSESTree.Node) => boolean, visitorKeys: VisitorKeys): boolean {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (test(node)) return true;
    if (node !== root && isFunctionNode(node)) continue;
    pushChildren(node, stack, visitorKeys);
  }
  return false;
}

/** The name a function is known by: its own, its variable's, its method's or property's (undefined for an anonymous one). */
export function functionName(fn: FunctionNode | undefined): string | undefined {
  if (!fn) return undefined;
  if (fn.type !== AST_NODE_TYPES.ArrowFunctionExpression && fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.Identifier) return parent.id.name;
  if ((parent?.type === AST_NODE_TYPES.Property || parent?.type === AST_NODE_TYPES.MethodDefinition || parent?.type === AST_NODE_TYPES.PropertyDefinition) && !parent.computed) {
    return parent.key.type === AST_NODE_TYPES.Identifier ? parent.key.name : parent.key.type === AST_NODE_TYPES.Literal ? String(parent.key.value) : undefined;
  }
  return undefined;
}

/**
 * The stream of `process.stderr.write(...)` / `process.stdout.write(...)` (`process` by that name: the caller checks
 * it is the global), else undefined.
 */
export function processStreamWritten(callee: TSESTree.Node): { stream: "stderr" | "stdout"; process: TSESTree.Identifier } | undefined {
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier || callee.property.name !== "write") return undefined;
  const receiver = unwrapCastsAndChains(callee.object);
  if (receiver.type !== AST_NODE_TYPES.MemberExpression || receiver.computed || receiver.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  const stream = receiver.property.name;
  const process = unwrapCastsAndChains(receiver.object);
  if ((stream !== "stderr" && stream !== "stdout") || process.type !== AST_NODE_TYPES.Identifier || process.name !== "process") return undefined;
  return { stream, process };
}

/** The class whose `this` a member expression reads: through arrow functions, up to the first method. */
export function enclosingClassBody(node: TSESTree.Node): TSESTree.ClassBody | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ArrowFunctionExpression) continue;
    if (current.type === AST_NODE_TYPES.FunctionExpression || current.type === AST_NODE_TYPES.FunctionDeclaration) {
      const owner = current.parent;
      if (owner?.type !== AST_NODE_TYPES.MethodDefinition && owner?.type !== AST_NODE_TYPES.PropertyDefinition) return undefined;
      return owner.parent?.type === AST_NODE_TYPES.ClassBody ? owner.parent : undefined;
    }
    if (current.type === AST_NODE_TYPES.PropertyDefinition) return current.parent?.type === AST_NODE_TYPES.ClassBody ? current.parent : undefined;
  }
  return undefined;
}

/** The name an import or export specifier spells: `GetProfile`, or `"Get Profile"` of `export { x as "Get Profile" }`. */
export function specifierName(node: TSESTree.Identifier | TSESTree.StringLiteral): string {
  return node.type === AST_NODE_TYPES.Identifier ? node.name : node.value;
}
