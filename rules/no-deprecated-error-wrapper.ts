/**
 * no-deprecated-error-wrapper: the error wrappers that a codebase has retired (Sentry's MCP server:
 * `withApiErrorHandling`, `wrapAgentToolExecute`) must not be used any more.
 *
 * Listens to: the whole file once (`Program`). Asks the core: which nodes refer to a configured
 * wrapper through an import (`findFunctionReferences`). Reports each use; unwraps `wrapper(() => expr)`
 * where that cannot change the computed value, and offers `agentTool({ ..., execute })` for
 * `tool({ ..., execute: wrapAgentToolExecute(fn) })`.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { enclosingFunction, isFunctionNode, type FunctionNode } from "../src/core/analysis/boundaries.js";
import { findFunctionReferences, type FoundFunctionReference } from "../src/core/analysis/references.js";
import { createRule } from "../src/core/create-rule.js";
import { editsOverlap, removeBindingDeclaration, type TextEdit } from "../src/core/fix/imports.js";
import { guardStatementStart } from "../src/core/fix/asi.js";
import { textInPlaceOf } from "../src/core/fix/parens.js";
import { getSettings, migrateCommand, type DeprecatedWrapperSpecifier, type FunctionSpecifier } from "../src/core/settings.js";
import { requireTypeInformation, typeAwareOptionSchema } from "../src/core/type-info.js";

export type Options = [{ typeAware?: boolean }];
export type MessageIds = "deprecated" | "deprecatedReexport" | "unusedImport" | "unwrap" | "useAgentTool";

type WrapperReference = FoundFunctionReference<DeprecatedWrapperSpecifier>;

export default createRule<Options, MessageIds>({
  name: "no-deprecated-error-wrapper",
  meta: {
    type: "suggestion",
    docs: {
      description: "Disallow deprecated error-handling wrappers such as `withApiErrorHandling` and `wrapAgentToolExecute`",
      recommended: true,
      requiresTypeChecking: false,
    },
    fixable: "code",
    hasSuggestions: true,
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          typeAware: {
            ...typeAwareOptionSchema,
            description:
              "Also find wrappers imported under another name through a re-export (`export { withApiErrorHandling as guard }`), using the type checker. Requires `parserOptions.projectService`.",
          },
        },
      },
    ],
    defaultOptions: [{ typeAware: false }],
    messages: {
      deprecated: "`{{name}}`{{origin}} is deprecated: {{replacement}}.{{codemodHint}}",
      deprecatedReexport:
        "This re-exports the deprecated `{{name}}`{{origin}}, which keeps it in use: {{replacement}}.{{codemodHint}}",
      unusedImport: "The deprecated `{{name}}` is imported but no longer used; remove the import.",
      unwrap: "Unwrap the call and use the callback's result directly.",
      useAgentTool: "Use `{{agentTool}}({ ..., execute })` with the handler itself instead of `tool()` and `{{name}}`.",
    },
  },
  create(context, [{ typeAware }]) {
    const settings = getSettings(context);
    const services = typeAware ? requireTypeInformation(context) : undefined;
    const wrappers = settings.deprecatedWrappers;
    const sourceCode = context.sourceCode;

    return {
      Program() {
        // Cheap syntactic gate: without types, a file that never spells a wrapper's name has no use of it.
        if (wrappers.length === 0) return;
        if (!services && !wrappers.some((wrapper) => sourceCode.text.includes(wrapper.name))) return;

        const { references, bindings } = findFunctionReferences(sourceCode, wrappers, services);
        for (const reference of references) report(reference);
        for (const binding of bindings) {
          if (binding.uses.length > 0) continue;
          const edit = removeBindingDeclaration(sourceCode, binding.declaration);
          context.report({
            node: binding.declaration,
            messageId: "unusedImport",
            data: { name: binding.spec.name },
            fix: edit ? (fixer) => fixer.replaceTextRange(edit.range, edit.text) : null,
          });
        }
      },
    };

    function report(reference: WrapperReference): void {
      const { spec, node } = reference;
      const data = {
        name: spec.name,
        origin: reference.source ? ` (from "${reference.source}")` : "",
        replacement: spec.replacement,
        codemodHint: spec.codemod ? ` Run \`${migrateCommand(spec)}\` to migrate every use at once.` : "",
        agentTool: spec.agentTool ?? "",
      };
      if (reference.kind === "re-export" || node.parent?.type === AST_NODE_TYPES.ExportSpecifier) {
        context.report({ node, messageId: "deprecatedReexport", data });
        return;
      }
      const call = node.parent?.type === AST_NODE_TYPES.CallExpression && node.parent.callee === node ? node.parent : undefined;
      if (call && spec.fix === "unwrap") {
        const unwrapped = planUnwrap(call);
        if (unwrapped) {
          const fix = (fixer: TSESLint.RuleFixer): TSESLint.RuleFix => fixer.replaceTextRange(unwrapped.range, unwrapped.text);
          if (spec.autofix && unwrapKeepsValue(call)) {
            context.report({ node, messageId: "deprecated", data, fix });
          } else {
            context.report({ node, messageId: "deprecated", data, suggest: [{ messageId: "unwrap", data, fix }] });
          }
          return;
        }
      }
      if (call && spec.fix === "agent-tool" && spec.agentTool) {
        const edits = planAgentTool(reference, call, spec.agentTool);
        if (edits) {
          context.report({
            node,
            messageId: "deprecated",
            data,
            suggest: [
              {
                messageId: "useAgentTool",
                data,
                fix: (fixer) => edits.map((edit) => fixer.replaceTextRange(edit.range, edit.text)),
              },
            ],
          });
          return;
        }
      }
      context.report({ node, messageId: "deprecated", data });
    }

    /** Comments inside `outer` but outside `kept` would be dropped by replacing `outer` with `kept`. */
    function dropsComments(outer: TSESTree.Node, kept: TSESTree.Node): boolean {
      return sourceCode
        .getCommentsInside(outer)
        .some((comment) => comment.range[0] < kept.range[0] || comment.range[1] > kept.range[1]);
    }

    /**
     * The text that replaces `wrapper(() => expr, ctx?)`, `wrapper(() => { return expr; })` or
     * `wrapper(fn, ctx?)`, or undefined when the call has another shape (then it is only reported).
     */
    function planUnwrap(call: TSESTree.CallExpression): TextEdit | undefined {
      const [callback, ctx, ...rest] = call.arguments;
      if (!callback || rest.length > 0 || callback.type === AST_NODE_TYPES.SpreadElement) return undefined;
      // Dropping the context argument must not drop a side effect.
      if (ctx && (ctx.type === AST_NODE_TYPES.SpreadElement || ASTUtils.hasSideEffect(ctx, sourceCode))) return undefined;

      if (callback.type === AST_NODE_TYPES.Identifier) {
        if (dropsComments(call, callback)) return undefined;
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
      if (!inner || dropsComments(call, inner)) return undefined;
      // An `await` moved out of the async callback needs an async function (or a module) around it.
      if (callback.async && containsOwnAwait(inner) && !inAsyncContext(call)) return undefined;
      // `await wrapper(async () => await x)` becomes `await x`, not `await (await x)`.
      if (inner.type === AST_NODE_TYPES.AwaitExpression && call.parent.type === AST_NODE_TYPES.AwaitExpression) {
        const outer = call.parent;
        if (sourceCode.getCommentsInside(outer).length === sourceCode.getCommentsInside(call).length) {
          return { range: outer.range, text: inPlaceOf(inner, outer) };
        }
      }
      return { range: call.range, text: inPlaceOf(inner, call) };
    }

    /** The text of `inner` for the place of `target`: parenthesised where precedence needs it, ASI-safe. */
    function inPlaceOf(inner: TSESTree.Expression, target: TSESTree.Node): string {
      const text = ASTUtils.isParenthesized(target, sourceCode) ? sourceCode.getText(inner) : textInPlaceOf(inner, sourceCode.getText(inner), target);
      return guardStatementStart(sourceCode, target, text);
    }

    /**
     * Unwrapping keeps the computed value where the wrapper's promise is awaited or returned from an
     * async function outside a `try` (a synchronous throw then still rejects the same promise).
     */
    function unwrapKeepsValue(call: TSESTree.CallExpression): boolean {
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

    function planAgentTool(reference: WrapperReference, call: TSESTree.CallExpression, agentTool: string): TextEdit[] | undefined {
      const [handler, ...rest] = call.arguments;
      if (!handler || rest.length > 0 || handler.type === AST_NODE_TYPES.SpreadElement) return undefined;
      const property = call.parent;
      if (property?.type !== AST_NODE_TYPES.Property || property.value !== call || property.computed) return undefined;
      if (ASTUtils.getPropertyName(property) !== "execute") return undefined;
      const options = property.parent;
      const toolCall = options.parent;
      if (toolCall?.type !== AST_NODE_TYPES.CallExpression || toolCall.arguments[0] !== options) return undefined;
      const tool = toolCallee(toolCall);
      if (!tool || dropsComments(call, handler)) return undefined;

      const edits: TextEdit[] = [{ range: call.range, text: sourceCode.getText(handler) }];
      if (reference.kind === "member") {
        // `compat.wrapAgentToolExecute(fn)` -> `compat.agentTool({ ... })`
        const object = (reference.node as TSESTree.MemberExpression).object;
        edits.push({ range: toolCall.callee.range, text: `${sourceCode.getText(object)}.${agentTool}` });
      } else {
        const binding = reference.binding;
        if (binding?.declaration.type !== AST_NODE_TYPES.ImportSpecifier) return undefined;
        const importEdit = agentToolImport(binding.declaration, binding.uses.length === 1, agentTool);
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

    /** The `tool()` of the AI SDK (a configured boundary with an `execute` handler) that `call` calls. */
    function toolCallee(call: TSESTree.CallExpression): FoundFunctionReference<FunctionSpecifier> | undefined {
      const boundaries = settings.toolBoundaries.filter(
        (boundary) =>
          !boundary.receiver &&
          typeof boundary.handler === "object" &&
          boundary.handler.property === "execute" &&
          !wrappers.some((wrapper) => wrapper.agentTool === boundary.name),
      );
      const { references } = findFunctionReferences(sourceCode, boundaries);
      return references.find((candidate) => candidate.node === call.callee);
    }

    /**
     * How `agentTool` gets imported from the module that provided the wrapper: an existing import is
     * reused; the wrapper's own specifier is renamed when this was its only use; else one is added.
     */
    function agentToolImport(
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
  },
});

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
