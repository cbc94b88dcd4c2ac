/**
 * The fixes of the deprecated wrappers (`no-deprecated-error-wrapper`): `withApiErrorHandling(() => expr)`
 * unwrapped into `expr` (`planUnwrap`, and whether that keeps the computed value: `unwrapKeepsValue`), and
 * `tool({ execute: wrapAgentToolExecute(fn) })` turned into `agentTool({ execute: fn })` (`planAgentTool`).
 * Each keeps comments: where an edit would drop one, none is planned. The codemods of the same names still
 * carry their own Babel-tree versions (issue #17); these are the ones to share when they move to ESTree.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { enclosingFunction, isFunctionNode, type FunctionNode } from "../analysis/boundaries.js";
import type { FoundFunctionReference } from "../analysis/references.js";
import type { DeprecatedWrapperSpecifier, FunctionSpecifier } from "../settings.js";
import { guardStatementStart } from "./asi.js";
import { editsOverlap, removeBindingDeclaration, type TextEdit } from "./imports.js";
import { textInPlaceOf } from "./parens.js";

/** Comments inside `outer` but outside `kept` would be dropped by replacing `outer` with `kept`. */
function dropsComments(sourceCode: Readonly<TSESLint.SourceCode>, outer: TSESTree.Node, kept: TSESTree.Node): boolean {
  return sourceCode
    .getCommentsInside(outer)
    .some((comment) => comment.range[0] < kept.range[0] || comment.range[1] > kept.range[1]);
}

/**
 * The text that replaces `wrapper(() => expr, ctx?)`, `wrapper(() => { return expr; })` or
 * `wrapper(fn, ctx?)`, or undefined when the call has another shape (then it is only reported).
 */
export function planUnwrap(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): TextEdit | undefined {
  const [callback, ctx, ...rest] = call.arguments;
  if (!callback || rest.length > 0 || callback.type === AST_NODE_TYPES.SpreadElement) return undefined;
  // Dropping the context argument must not drop a side effect.
  if (ctx && (ctx.type === AST_NODE_TYPES.SpreadElement || ASTUtils.hasSideEffect(ctx, sourceCode))) return undefined;

  if (callback.type === AST_NODE_TYPES.Identifier) {
    if (dropsComments(sourceCode, call, callback)) return undefined;
    return { range: call.range, text: `${callback.name}()` };
  }
  if (callback.type !== AST_NODE_TYPES.ArrowFunctionExpression || callback.params.length > 0) return undefined;
  let inner: TSESTree.Expression | undefined;
  if (callback.body.type !== AST_NODE_TYPES.BlockStatement) {
    inner = callback.body;
  } else {
    const [only, ...more] = callback.body.body;
    if (more.length === 0 && only?.type === AST_NODE_TYPES.ReturnStatement && only.argument) inner = only.argument;
  }
  if (!inner || dropsComments(sourceCode, call, inner)) return undefined;
  // An `await` moved out of the async callback needs an async function (or a module) around it.
  if (callback.async && containsOwnAwait(inner) && !inAsyncContext(call)) return undefined;
  // `await wrapper(async () => await x)` becomes `await x`, not `await (await x)`.
  if (inner.type === AST_NODE_TYPES.AwaitExpression && call.parent.type === AST_NODE_TYPES.AwaitExpression) {
    const outer = call.parent;
    if (sourceCode.getCommentsInside(outer).length === sourceCode.getCommentsInside(call).length) {
      return { range: outer.range, text: inPlaceOf(sourceCode, inner, outer) };
    }
  }
  return { range: call.range, text: inPlaceOf(sourceCode, inner, call) };
}

/** The text of `inner` for the place of `target`: parenthesised where precedence needs it, ASI-safe. */
function inPlaceOf(sourceCode: Readonly<TSESLint.SourceCode>, inner: TSESTree.Expression, target: TSESTree.Node): string {
  const text = ASTUtils.isParenthesized(target, sourceCode) ? sourceCode.getText(inner) : textInPlaceOf(inner, sourceCode.getText(inner), target);
  return guardStatementStart(sourceCode, target, text);
}

/**
 * Unwrapping keeps the computed value where the wrapper's promise is awaited or returned from an
 * async function outside a `try` (a synchronous throw then still rejects the same promise).
 */
export function unwrapKeepsValue(call: TSESTree.CallExpression): boolean {
  let node: TSESTree.Node = call;
  while (node.parent?.type === AST_NODE_TYPES.TSAsExpression || node.parent?.type === AST_NODE_TYPES.TSNonNullExpression) {
    node = node.parent;
  }
  const parent = node.parent;
  if (parent?.type === AST_NODE_TYPES.AwaitExpression) return true;
  const fn = enclosingFunction(call);
  if (!fn?.async) return false;
  const returned =
    parent?.type === AST_NODE_TYPES.ReturnStatement ||
    (parent?.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === node);
  return returned && !insideTryBlock(call, fn);
}

/**
 * The edits that turn `tool({ ..., execute: wrapper(fn) })` into `agentTool({ ..., execute: fn })`: the
 * wrapper call replaced by its handler, the tool's callee by `agentTool` (imported from the wrapper's module,
 * or its member), and the `tool` import removed when this was its only use. `toolCallee` finds the AI SDK
 * `tool()` that a call calls. Undefined when the call has another shape or an edit would drop a comment.
 */
export function planAgentTool(
  sourceCode: Readonly<TSESLint.SourceCode>,
  reference: FoundFunctionReference<DeprecatedWrapperSpecifier>,
  call: TSESTree.CallExpression,
  agentTool: string,
  toolCallee: (call: TSESTree.CallExpression) => FoundFunctionReference<FunctionSpecifier> | undefined,
): TextEdit[] | undefined {
  const [handler, ...rest] = call.arguments;
  if (!handler || rest.length > 0 || handler.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const property = call.parent;
  if (property?.type !== AST_NODE_TYPES.Property || property.value !== call || property.computed) return undefined;
  if (ASTUtils.getPropertyName(property) !== "execute") return undefined;
  const options = property.parent;
  const toolCall = options.parent;
  if (toolCall?.type !== AST_NODE_TYPES.CallExpression || toolCall.arguments[0] !== options) return undefined;
  const tool = toolCallee(toolCall);
  if (!tool || dropsComments(sourceCode, call, handler)) return undefined;

  const edits: TextEdit[] = [{ range: call.range, text: sourceCode.getText(handler) }];
  if (reference.kind === "member") {
    // `compat.wrapAgentToolExecute(fn)` -> `compat.agentTool({ ... })`
    const object = (reference.node as TSESTree.MemberExpression).object;
    edits.push({ range: toolCall.callee.range, text: `${sourceCode.getText(object)}.${agentTool}` });
  } else {
    const binding = reference.binding;
    if (binding?.declaration.type !== AST_NODE_TYPES.ImportSpecifier) return undefined;
    const importEdit = agentToolImport(sourceCode, binding.declaration, binding.uses.length === 1, agentTool);
    if (!importEdit) return undefined;
    edits.push({ range: toolCall.callee.range, text: importEdit.localName });
    if (importEdit.edit) edits.push(importEdit.edit);
  }
  if (tool.kind === "binding" && tool.binding && tool.binding.uses.length === 1) {
    const removal = removeBindingDeclaration(sourceCode, tool.binding.declaration);
    if (removal) edits.push(removal);
  }
  return editsOverlap(edits) ? undefined : edits;
}

/**
 * How `agentTool` gets imported from the module that provided the wrapper: an existing import is
 * reused; the wrapper's own specifier is renamed when this was its only use; else one is added.
 */
function agentToolImport(
  sourceCode: Readonly<TSESLint.SourceCode>,
  wrapperSpecifier: TSESTree.ImportSpecifier,
  onlyUse: boolean,
  agentTool: string,
): { localName: string; edit?: TextEdit } | undefined {
  if (wrapperSpecifier.parent.type !== AST_NODE_TYPES.ImportDeclaration) return undefined;
  const source = wrapperSpecifier.parent.source.value;
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== AST_NODE_TYPES.ImportDeclaration || statement.source.value !== source || statement.importKind === "type") continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === AST_NODE_TYPES.ImportSpecifier && specifier.importKind !== "type" && importedName(specifier) === agentTool) {
        return { localName: specifier.local.name };
      }
    }
  }
  // A new binding named `agentTool` must not collide with another name in the module.
  const moduleScope = sourceCode.scopeManager?.globalScope?.childScopes.find((scope) => scope.type === "module") ?? sourceCode.scopeManager?.globalScope;
  if (moduleScope?.set.has(agentTool) || sourceCode.scopeManager?.globalScope?.through.some((ref) => ref.identifier.name === agentTool)) {
    return undefined;
  }
  if (onlyUse) return { localName: agentTool, edit: { range: wrapperSpecifier.range, text: agentTool } };
  return { localName: agentTool, edit: { range: [wrapperSpecifier.range[1], wrapperSpecifier.range[1]], text: `, ${agentTool}` } };
}

function importedName(specifier: TSESTree.ImportSpecifier): string {
  return specifier.imported.type === AST_NODE_TYPES.Identifier ? specifier.imported.name : specifier.imported.value;
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

/** Whether `node` has an `await` of its own (not inside a nested function). Iterative: deep trees are fine. */
function containsOwnAwait(node: TSESTree.Node): boolean {
  const stack: TSESTree.Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === AST_NODE_TYPES.AwaitExpression) return true;
    if (current.type === AST_NODE_TYPES.ForOfStatement && current.await) return true;
    if (current !== node && isFunctionNode(current)) continue;
    for (const [key, value] of Object.entries(current)) {
      if (key === "parent") continue;
      if (Array.isArray(value)) {
        for (const child of value) if (child && typeof child.type === "string") stack.push(child as TSESTree.Node);
      } else if (value && typeof value === "object" && typeof (value as TSESTree.Node).type === "string") {
        stack.push(value as TSESTree.Node);
      }
    }
  }
  return false;
}
