/**
 * The migrations of the deprecated wrappers, for the rule's fixes (`no-deprecated-error-wrapper`) and the
 * codemod of the same name alike: `withApiErrorHandling(() => expr)` unwrapped into `expr` (`planUnwrap`,
 * which says whether that keeps the computed value, `promiseUse`). It keeps comments: where an edit would
 * drop one, none is planned. (`tool({ execute: wrapAgentToolExecute(fn) })` into `agentTool(...)`: agent-tool.ts.)
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { guardStatementStart } from "./asi.js";
import type { TextEdit } from "./imports.js";
import { textInPlaceOf } from "./parens.js";
import { mention, mentionNode } from "../mention.js";
import { containsOwn, enclosingFunction, type FunctionNode } from "../ast.js";

/** Comments inside `outer` but outside every one of `kept` would be dropped by replacing `outer` with them. */
export function droppedComments(sourceCode: Readonly<TSESLint.SourceCode>, outer: TSESTree.Node, kept: readonly TSESTree.Node[]): TSESTree.Comment[] {
  return sourceCode
    .getCommentsInside(outer)
    .filter((comment) => !kept.some((node) => comment.range[0] >= node.range[0] && comment.range[1] <= node.range[1]));
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
export interface PromiseUse {
  use: "awaited" | "returned" | "collected" | undefined;
  /** `await call` itself, not through a type assertion. */
  directlyAwaited: boolean;
  /** Where `use` is undefined: returned from a function that is not async, returned inside a `try`, or anything else. */
  otherwise?: "sync-return" | "try-return" | "kept";
}

const COMBINATORS = new Set(["all", "allSettled", "race", "any"]);

export function promiseUse(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): PromiseUse {
  let node: TSESTree.Node = call;
  while (
    (node.parent?.type === AST_NODE_TYPES.TSAsExpression ||
      node.parent?.type === AST_NODE_TYPES.TSSatisfiesExpression ||
      node.parent?.type === AST_NODE_TYPES.TSNonNullExpression ||
      node.parent?.type === AST_NODE_TYPES.TSTypeAssertion) &&
    node.parent.expression === node
  ) {
    node = node.parent;
  }
  const parent = node.parent;
  if (!parent) return { use: undefined, directlyAwaited: false, otherwise: "kept" };
  if (parent.type === AST_NODE_TYPES.AwaitExpression) return { use: "awaited", directlyAwaited: node === call };
  const fn = enclosingFunction(call);
  const returned = parent.type === AST_NODE_TYPES.ReturnStatement || (parent.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === node);
  if (returned && fn?.async && !insideTryBlock(call, fn)) return { use: "returned", directlyAwaited: false };
  if (parent.type === AST_NODE_TYPES.ArrayExpression && isPromiseCombinatorArgument(sourceCode, parent)) return { use: "collected", directlyAwaited: false };
  if (returned) return { use: undefined, directlyAwaited: false, otherwise: fn?.async ? "try-return" : "sync-return" };
  return { use: undefined, directlyAwaited: false, otherwise: "kept" };
}

function isPromiseCombinatorArgument(sourceCode: Readonly<TSESLint.SourceCode>, array: TSESTree.ArrayExpression): boolean {
  const call = array.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== array) return false;
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return false;
  if (callee.object.type !== AST_NODE_TYPES.Identifier || callee.object.name !== "Promise" || !COMBINATORS.has(callee.property.name)) return false;
  // The global `Promise`, not a local of that name.
  const variable = ASTUtils.findVariable(sourceCode.getScope(callee.object), callee.object);
  return !variable || variable.defs.length === 0;
}

/** How to unwrap one call of a deprecated wrapper, or why it cannot be. */
export type UnwrapPlan =
  /** The edit; `keepsValue` when the surrounding code computes the same with the plain value in the promise's stead (else `valueReason` says why not). */
  | { kind: "edit"; edit: TextEdit; keepsValue: boolean; valueReason?: string }
  /** Not unwrappable by a tool (its shape, a comment it would drop): the words for a person. */
  | { kind: "manual"; reason: string };

export interface UnwrapOptions {
  /** The text of a node moved to the place that starts at `targetStart` (a codemod's plan: its inner edits applied, re-indented); by default its own text. */
  movedText?: (node: TSESTree.Node, targetStart: number) => string;
}

/**
 * Unwraps `wrapper(() => expr, ctx?)` into `expr`, `wrapper(() => { return expr; })` likewise, and
 * `wrapper(fn, ctx?)` into `fn()`: the rule's fix (an autofix where the value is kept, else a suggestion) and
 * the codemod's migration (only where the value is kept; every other site is left for a person, with why).
 */
export function planUnwrap(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, options: UnwrapOptions = {}): UnwrapPlan {
  const name = sourceCode.getText(call.callee);
  const manual = (reason: string): UnwrapPlan => ({ kind: "manual", reason });
  const args = call.arguments;
  const [callback, context] = args;
  if (!callback || args.length > 2 || args.some((arg) => arg.type === AST_NODE_TYPES.SpreadElement)) {
    return manual(`\`${name}(...)\` has ${args.length} arguments; only a callback and an optional context argument can be unwrapped: unwrap it by hand.`);
  }
  if (context && ASTUtils.hasSideEffect(context, sourceCode)) {
    return manual(`The context argument \`${mentionNode(sourceCode, context)}\` of \`${name}(...)\` may have side effects, which unwrapping would drop: unwrap it by hand.`);
  }
  const use = promiseUse(sourceCode, call);
  const valueReason = use.use
    ? undefined
    : {
        "sync-return": `\`${name}(...)\` is returned from a function that is not \`async\`, so unwrapping could turn the promise it returns into a plain value: unwrap it by hand.`,
        "try-return": `\`${name}(...)\` is returned inside a \`try\` block without \`await\`; unwrapped, an error thrown synchronously would reach the \`catch\`: unwrap it by hand.`,
        kept: `The promise of \`${name}(...)\` is neither awaited nor returned here (it is kept or chained), so unwrapping could turn a promise into a plain value: unwrap it by hand.`,
      }[use.otherwise ?? "kept"];
  const movedText = options.movedText ?? ((node: TSESTree.Node) => sourceCode.getText(node));
  // Where the value would change, that is what a person is told first (the rule still offers the edit as a suggestion).
  const edit = (range: TextEdit["range"], text: string): UnwrapPlan =>
    valueReason === undefined ? { kind: "edit", edit: { range, text }, keepsValue: true } : { kind: "edit", edit: { range, text }, keepsValue: false, valueReason };
  const droppedComment = (comment: TSESTree.Comment): UnwrapPlan =>
    manual(valueReason ?? `Unwrapping \`${name}(...)\` would drop the comment \`${mention(comment.value.trim())}\`: move the comment and unwrap it by hand.`);

  if (callback.type === AST_NODE_TYPES.Identifier) {
    const dropped = droppedComments(sourceCode, call, [callback]);
    if (dropped.length > 0) return droppedComment(dropped[0]!);
    return edit(call.range, `${callback.name}()`);
  }
  if (callback.type !== AST_NODE_TYPES.ArrowFunctionExpression) {
    // Why, for the callback at hand: a method read off an object loses its `this` when called on its own; a
    // `function` expression has a `this` and `arguments` of its own, which moving its body out would change.
    const why =
      callback.type === AST_NODE_TYPES.FunctionExpression
        ? "is a `function` expression (its body has a `this` and `arguments` of its own, which moving it out would change)"
        : callback.type === AST_NODE_TYPES.MemberExpression
          ? "is a method read off an object (calling it directly would change its `this`)"
          : "is neither an arrow function nor a function's name";
    return manual(`The callback \`${mentionNode(sourceCode, callback)}\` of \`${name}(...)\` ${why}: unwrap it by hand.`);
  }
  if (callback.params.length > 0) return manual(`The callback of \`${name}(...)\` takes parameters: unwrap it by hand.`);
  let inner: TSESTree.Expression | undefined;
  if (callback.body.type !== AST_NODE_TYPES.BlockStatement) inner = callback.body;
  else {
    const [only, ...more] = callback.body.body;
    if (more.length === 0 && only?.type === AST_NODE_TYPES.ReturnStatement && only.argument && !hasDirective(callback.body)) inner = only.argument;
  }
  if (!inner) return manual(`The callback of \`${name}(...)\` does more than return one expression: move its statements out of the callback and drop the wrapper by hand.`);
  const awaits = callback.async && containsOwn(inner, (node) => node.type === AST_NODE_TYPES.AwaitExpression || (node.type === AST_NODE_TYPES.ForOfStatement && node.await), sourceCode.visitorKeys);
  if (awaits && use.use === "collected") {
    return manual(
      `The callback of \`${name}(...)\` awaits, and its promise runs alongside others (\`Promise.all\` and the like); unwrapped, they would run one after another: unwrap it by hand.`,
    );
  }
  // An `await` moved out of the async callback needs an async function (or a module) around it.
  if (awaits && !inAsyncContext(call)) return manual(valueReason ?? `The callback of \`${name}(...)\` awaits, and the code around the call is not async: unwrap it by hand.`);

  // `await wrapper(async () => await x)` becomes `await x`, not `await (await x)`.
  let target: TSESTree.Node = call;
  if (use.directlyAwaited && inner.type === AST_NODE_TYPES.AwaitExpression && droppedComments(sourceCode, call.parent, [call]).length === 0) target = call.parent;
  const dropped = droppedComments(sourceCode, target, [inner]);
  if (dropped.length > 0) return droppedComment(dropped[0]!);
  const moved = movedText(inner, target.range[0]);
  const text = ASTUtils.isParenthesized(target, sourceCode) ? moved : textInPlaceOf(inner, moved, target);
  return edit(target.range, guardStatementStart(sourceCode, target, text));
}

function hasDirective(block: TSESTree.BlockStatement): boolean {
  const first = block.body[0];
  return first?.type === AST_NODE_TYPES.ExpressionStatement && typeof first.directive === "string";
}

/** Where an `await` is allowed: an async function, or the top level of a module. */
function inAsyncContext(node: TSESTree.Node): boolean {
  const fn = enclosingFunction(node);
  if (fn) return fn.async;
  let program: TSESTree.Node = node;
  while (program.parent) program = program.parent;
  return program.type === AST_NODE_TYPES.Program && program.sourceType === "module";
}

function insideTryBlock(node: TSESTree.Node, fn: FunctionNode): boolean {
  for (let current: TSESTree.Node = node; current.parent && current !== fn; current = current.parent) {
    if (current.parent.type === AST_NODE_TYPES.TryStatement && current.parent.block === current) return true;
  }
  return false;
}

