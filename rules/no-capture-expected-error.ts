/**
 * no-capture-expected-error: expected, user-facing errors (4xx, `UserInputError`, ...) must never
 * create error-tracker issues (Sentry's MCP server); they are logged as warnings.
 *
 * Listens to: the whole file once (`Program`). Asks the core: which calls are capture functions
 * (`findFunctionReferences`), and what is known of the error argument there (`classEvidenceAt`
 * without types, `classOfType` on the checker's narrowed type with `typeAware`). Reports the capture
 * call; suggests the configured warning logger.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { classOfType } from "../src/core/analysis/error-classes.js";
import { classEvidenceAt, type ClassEvidence } from "../src/core/analysis/narrowing.js";
import { findCaptureCalls, type CaptureCall } from "../src/core/analysis/capture-calls.js";
import { findFunctionReferences } from "../src/core/analysis/references.js";
import { createRule } from "../src/core/create-rule.js";
import { getSettings, spelledName } from "../src/core/settings.js";
import { requireTypeInformation, typeAwareOptionSchema } from "../src/core/type-info.js";

export type Options = [{ typeAware?: boolean; reportErrorLoggers?: boolean }];
export type MessageIds = "captured" | "loggedAsError" | "useWarningLogger";

export default createRule<Options, MessageIds>({
  name: "no-capture-expected-error",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow sending expected errors (4xx, user input) to the error tracker",
      recommended: true,
      requiresTypeChecking: false,
    },
    hasSuggestions: true,
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          typeAware: {
            ...typeAwareOptionSchema,
            description:
              "Decide from the checker's narrowed type of the error at the call, so project subclasses of expected classes, guards in other modules and `switch (true)` count. Requires `parserOptions.projectService`.",
          },
          reportErrorLoggers: {
            type: "boolean",
            description:
              "Also report expected errors logged at error level (`settings[\"agent-errors\"].errorLoggers`, default `console.error`); the `strict` presets turn this on.",
          },
        },
      },
    ],
    defaultOptions: [{ typeAware: false, reportErrorLoggers: false }],
    messages: {
      captured:
        "`{{callee}}`{{through}} creates an error-tracker issue for `{{argument}}`, an expected error here ({{evidence}}). Expected errors are user-facing: log them with `{{warningLogger}}`; only server and unexpected errors belong in the tracker.",
      loggedAsError:
        "`{{callee}}` logs `{{argument}}` at error level, but it is an expected error here ({{evidence}}). Log expected errors with `{{warningLogger}}`.",
      useWarningLogger: "Log it with `{{warningLogger}}` instead.",
    },
  },
  create(context, [{ typeAware, reportErrorLoggers }]) {
    const settings = getSettings(context);
    const services = typeAware ? requireTypeInformation(context) : undefined;
    const sourceCode = context.sourceCode;
    const warningLogger = settings.warningLoggers[0];
    const query = { classes: settings.expectedErrors, statusErrors: settings.statusErrors, expectedMessages: settings.expectedErrorMessages };

    return {
      Program() {
        const captures = findCaptureCalls(sourceCode, settings, services);
        for (const capture of captures) {
          const argument = capture.call.arguments[capture.index];
          if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) continue;
          const evidence = classEvidenceAt(sourceCode, argument, query) ?? typedEvidence(argument);
          if (evidence) report(capture.call, argument, evidence, true, capture.via ? throughText(capture) : "");
        }
        // Cheap syntactic gate: a file that never spells a logger's name calls none.
        if (!reportErrorLoggers || !settings.errorLoggers.some((spec) => sourceCode.text.includes(spelledName(spec)))) return;
        for (const reference of findFunctionReferences(sourceCode, settings.errorLoggers, services).references) {
          const call = reference.node.parent;
          if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.node) continue;
          // A logger takes the error anywhere (`console.error("Lookup failed", error)`).
          for (const argument of call.arguments) {
            if (argument.type === AST_NODE_TYPES.SpreadElement) continue;
            const evidence = classEvidenceAt(sourceCode, argument, query) ?? typedEvidence(argument);
            if (evidence) {
              report(call, argument, evidence, false, "");
              break;
            }
          }
        }
      },
    };

    /** ` (it passes it to `captureException`, src/lib/monitoring.ts:4)`: the wrapper's capture function. */
    function throughText(capture: CaptureCall): string {
      return ` (it passes it to \`${capture.spec.name}\`${capture.location ? `, ${capture.location}` : ""})`;
    }

    /** With `typeAware`: the checker's narrowed type of the argument at the call. */
    function typedEvidence(argument: TSESTree.Expression): ClassEvidence | undefined {
      if (!services) return undefined;
      const checker = services.program.getTypeChecker();
      const spec = classOfType(checker, services.getTypeAtLocation(argument), settings.expectedErrors);
      return spec ? { kind: "narrowing", spec, node: argument } : undefined;
    }

    /** "an `ApiClientError`", "an `UnauthorizedError`", "a `UserInputError`", "a `UnicodeError`": by how the name begins. */
    function article(name: string): string {
      return /^(?:[aeio]|un(?!i))/i.test(name) ? "an" : "a";
    }

    function describe(evidence: ClassEvidence, argument: TSESTree.Expression): string {
      const line = evidence.node.loc.start.line;
      switch (evidence.kind) {
        case "new":
          return `${article(evidence.spec.name)} \`${evidence.spec.name}\` created on line ${line}`;
        case "annotation":
          return `annotated as \`${sourceCode.getText(evidence.node)}\``;
        case "status":
          return `its HTTP status is narrowed to 4xx on line ${line}`;
        case "expected":
          return `narrowed to expected errors on line ${line}`;
        case "narrowing": {
          if (evidence.node !== argument) return `narrowed to \`${evidence.spec.name}\` on line ${line}`;
          const type = typeText(argument);
          return type === evidence.spec.name ? `typed \`${type}\`` : `typed \`${type}\`, ${article(evidence.spec.name)} \`${evidence.spec.name}\``;
        }
      }
    }

    function typeText(argument: TSESTree.Expression): string {
      if (!services) return "";
      return services.program.getTypeChecker().typeToString(services.getTypeAtLocation(argument));
    }

    function report(call: TSESTree.CallExpression, argument: TSESTree.Expression, evidence: ClassEvidence, isCapture: boolean, through: string): void {
      const data = {
        callee: sourceCode.getText(call.callee),
        through,
        argument: sourceCode.getText(argument),
        warningLogger: warningLogger?.name ?? "a warning-level logger",
        evidence: describe(evidence, argument),
      };
      const replacement = warningLoggerText();
      // Replacing the callee changes what is sent where (and a capture's return value, the event id,
      // is gone), so it is a suggestion, offered where the result is not used.
      const statement = call.parent.type === AST_NODE_TYPES.ChainExpression ? call.parent.parent : call.parent;
      // The callee and its type arguments go (`captureException<Error>(e)` -> `console.warn(e)`).
      const calleeRange: [number, number] = [call.callee.range[0], (call.typeArguments ?? call.callee).range[1]];
      const suggest =
        replacement && statement?.type === AST_NODE_TYPES.ExpressionStatement
          ? [
              {
                messageId: "useWarningLogger" as const,
                data,
                fix: (fixer: TSESLint.RuleFixer) => fixer.replaceTextRange(calleeRange, replacement),
              },
            ]
          : [];
      context.report({ node: call, messageId: isCapture ? "captured" : "loggedAsError", data, suggest });
    }

    /** The text of the warning logger where it can be called from this file, if it can. */
    function warningLoggerText(): string | undefined {
      if (!warningLogger) return undefined;
      if (warningLogger.globalPath) {
        const root = warningLogger.globalPath[0]!;
        // A local that shadows the global (`const console = ...`) would make the text mean something else.
        const shadowed = sourceCode.scopeManager?.globalScope?.childScopes.some((scope) => scope.set.has(root));
        return shadowed ? undefined : warningLogger.name;
      }
      const binding = findFunctionReferences(sourceCode, [warningLogger]).bindings[0];
      return binding?.declaration.type === AST_NODE_TYPES.ImportSpecifier ? binding.declaration.local.name : undefined;
    }
  },
});
