/**
 * no-deprecated-error-wrapper: the error wrappers that a codebase has retired (Sentry's MCP server:
 * `withApiErrorHandling`, `wrapAgentToolExecute`) must not be used any more.
 *
 * Listens to: the whole file once (`Program`). Asks the core: which nodes refer to a configured
 * wrapper through an import (`findFunctionReferences`), and the fixes (`planUnwrap`, and the codemods' planner of
 * src/core/fix/agent-tool.ts). Reports each use; unwraps `wrapper(() => expr)` where that cannot change the
 * computed value, and offers `agentTool({ ..., execute })` for `tool({ ..., execute: wrapAgentToolExecute(fn) })`.
 */
import type { TSESLint } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { findFunctionReferences, type FoundFunctionReference } from "../src/core/analysis/references.js";
import { createRule } from "../src/core/create-rule.js";
import { removeBindingDeclaration, type TextEdit } from "../src/core/fix/imports.js";
import { planAgentToolMigration } from "../src/core/fix/agent-tool.js";
import { EditPlan } from "../src/core/fix/edit-plan.js";
import { planUnwrap } from "../src/core/fix/wrappers.js";
import { agentToolReplaceableModules, getSettings, migrateCommand, type DeprecatedWrapperSpecifier } from "../src/core/settings.js";
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
        const unwrapped = planUnwrap(sourceCode, call);
        if (unwrapped.kind === "edit") {
          const { range, text } = unwrapped.edit;
          const fix = (fixer: TSESLint.RuleFixer): TSESLint.RuleFix => fixer.replaceTextRange(range, text);
          if (spec.autofix && unwrapped.keepsValue) {
            context.report({ node, messageId: "deprecated", data, fix });
          } else {
            context.report({ node, messageId: "deprecated", data, suggest: [{ messageId: "unwrap", data, fix }] });
          }
          return;
        }
      }
      if (call && spec.fix === "agent-tool" && spec.agentTool) {
        const edits = agentToolEdits(reference, spec.agentTool);
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

    /**
     * The codemod's migration of this one call (src/core/fix/agent-tool.ts), when it can be made: `tool()` of
     * the modules that the tool boundaries with an `execute` handler name (the AI SDK's).
     */
    function agentToolEdits(reference: WrapperReference, agentTool: string): readonly TextEdit[] | undefined {
      const toolFrom = agentToolReplaceableModules(settings.toolBoundaries);
      if (toolFrom.length === 0) return undefined;
      const plan = new EditPlan(sourceCode);
      let blocked = false;
      // A reason at the call stops the suggestion; one about an import left in place (a comment) does not.
      planAgentToolMigration(sourceCode, plan, [reference], { agentTool, agentToolFrom: undefined, toolFrom }, (at) => {
        if (at === reference.node) blocked = true;
      });
      return blocked || plan.all.length === 0 ? undefined : plan.all;
    }
  },
});
