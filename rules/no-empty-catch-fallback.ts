/**
 * no-empty-catch-fallback: a caught failure must not come back as an empty, successful-looking result
 * (the No-Fake-Empty-Data convention). `catch (e) { return { orders: [], total: 0 }; }` makes "the order
 * service is down" look like "this customer has no orders", and the agent acts on the lie.
 *
 * Listens to: the whole file once (`Program`). Asks the core: the failure handlers of the file and what
 * their `try` can do (`findFailureHandlers`), the empty-looking or nullish values a handler returns and where
 * a completing `catch` leads (`handlerOutputs`, `fallthroughOf`), what a handler knows about its error
 * (`HandlerScope`: narrowed to a specific failure, stored for later), whether it is on a tool's path
 * (`agentReachability`), and which calls never return (`exitCalls`). Reports the empty value a handler
 * returns, or the `catch` clause that falls through to returning one. Suggestions only (fix/failure-handlers.ts):
 * rethrow, or return the configured error shape.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { typedValueResolver, type ValueOptions } from "../src/core/analysis/empty-values.js";
import { checkedRightAway, fallthroughOf, handlerOutputs, nullMeansFailure } from "../src/core/analysis/handler-outputs.js";
import { chainValueUsed, describeFailure, findFailureHandlers, operationName, type FailureAnalysis, type FailureHandler } from "../src/core/analysis/failure-handlers.js";
import { errorResponseText, preferredQuote } from "../src/core/error-styles.js";
import { isOwnFileRead, parsesEnvironment } from "../src/core/analysis/local-files.js";
import { emptyFallbackHelper, mayHandleOwnFailure, mayHandleOwnFailureText } from "../src/core/analysis/empty-fallback-helpers.js";
import { importedFunctionOf, relativeImportCalls } from "../src/core/analysis/relative-imports.js";
import { foreignFunctionOf, importedCalls } from "../src/core/analysis/program-modules.js";
import { HandlerScope, readsFailedResponseBody, type HandlerScopeContext } from "../src/core/analysis/handler-scope.js";
import { createRule } from "../src/core/create-rule.js";
import { quoteHelper } from "../src/core/mention.js";
import { suggestionsAtEnd as suggestionsAtBodyEnd, suggestionsAtValue, type FailureSuggestion } from "../src/core/fix/failure-handlers.js";
import { getSettings } from "../src/core/settings.js";
import { requireTypeInformation, typeAwareOptionSchema } from "../src/core/type-info.js";
import { alwaysExits, exitCalls } from "../src/core/analysis/flow.js";
import { agentReachability } from "../src/core/analysis/reachability.js";
import { containsOwn, functionName, isFunctionNode, unwrapCastsAndChains, type FunctionNode } from "../src/core/ast.js";
import { emptyBodyValue, optionalExtrasFallback } from "../src/core/analysis/best-effort.js";
import { findToolHandlers } from "../src/core/analysis/tool-handlers.js";
import { looksLikeToolResult } from "../src/core/analysis/tool-results.js";

export type Options = [{ typeAware?: boolean; reportNullish?: boolean; reportOutsideTools?: boolean; toolHandlers?: string[] }];
export type MessageIds = "emptyFallback" | "nullishFallback" | "emptyFallthrough" | "nullishFallthrough" | "helperFallback" | "rethrow" | "propagate" | "returnError";

export default createRule<Options, MessageIds>({
  name: "no-empty-catch-fallback",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow failure handlers that return an empty-looking success (`[]`, `{ orders: [], total: 0 }`) instead of an error",
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
              "Use the type checker: follow imported constants and zero-argument factories to their definitions in other modules (`import { EMPTY_PAGE } from \"./pagination.js\"`), report `.catch()`/`.then()` handlers only on promises (not on a schema's or a custom class's `.catch`), and see server-error subclasses from other modules in `instanceof` tests. Requires `parserOptions.projectService`.",
          },
          reportOutsideTools: {
            type: "boolean",
            description:
              "Also report fallbacks outside the code that runs for a tool of the file (its handlers, and the functions of the file they call). Off: a helper whose empty value cannot become a tool's result in this file (a CLI's start-up, a cache reader, a test mock) is left alone. No preset turns this on.",
          },
          toolHandlers: {
            type: "array",
            items: { type: "string" },
            uniqueItems: true,
            description:
              "Names of functions of the file that are tool handlers although no registration is in view (`handleGetOrder`, a class's `handleSearch` method): their code, and the functions they call, count as running for a tool. Added to `settings[\"agent-errors\"].toolHandlers`, which every rule reads.",
          },
          reportNullish: {
            type: "boolean",
            description:
              "Also report `null`, `undefined` and a handler that returns nothing after awaited I/O (a `catch` whose `try` awaits, a promise's rejection handler), where the caller cannot tell the failure from a missing value, on a tool's path (off it, with `reportOutsideTools`, `null` is the usual \"absent\" a caller checks: only empty-looking values are reported there). The `strict` presets turn this on.",
          },
        },
      },
    ],
    defaultOptions: [{ typeAware: false, reportNullish: false, reportOutsideTools: false, toolHandlers: [] }],
    messages: {
      emptyFallback:
        '{{value}} is returned when {{operation}} fails ({{source}}) and looks like a genuine empty result: the agent cannot tell the failure from "nothing found". Rethrow the error or return an error result such as `{{errorShape}}`.',
      nullishFallback:
        "{{value}} is returned when {{operation}} fails ({{source}}): the caller cannot tell the failure from a missing value. Rethrow the error or return an error result such as `{{errorShape}}`.",
      emptyFallthrough:
        "This catch swallows the failure of {{operation}} and execution continues to {{target}}, which returns {{value}}: an empty-looking success. Rethrow the error or return an error result such as `{{errorShape}}` from the catch.",
      nullishFallthrough:
        "This catch swallows the failure of {{operation}} and execution continues to {{target}}, which returns {{value}}: the caller cannot tell the failure from a missing value. Rethrow the error or return an error result such as `{{errorShape}}` from the catch.",
      rethrow: "Rethrow the caught error: `throw {{name}};`.",
      propagate: "Remove the rejection handler, so the failure reaches the caller.",
      returnError: "Return an error result instead: `{{errorShape}}`.",
      helperFallback:
        '{{helper}} returns {{value}} when {{operation}} fails ({{handler}}): on a tool\'s path that looks like a genuine empty result, and the agent cannot tell the failure from "nothing found". Let the helper rethrow, or return an error result such as `{{errorShape}}`.',
    },
  },
  create(context, [{ typeAware, reportNullish, reportOutsideTools, toolHandlers }]) {
    const settings = getSettings(context);
    // The shared settings' tool handlers, and those this rule's option adds.
    const handlerNames = [...settings.toolHandlers, ...(toolHandlers ?? [])];
    const services = typeAware ? requireTypeInformation(context) : undefined;
    const sourceCode = context.sourceCode;
    const valueOptions: ValueOptions = {
      signals: settings.errorSignals,
      ...(services ? { resolveExternal: typedValueResolver(services, settings.errorSignals) } : {}),
    };

    /** The calls of this file that never return (`process.exit()`, `die()`, a `never` helper): exits, not fall-throughs. */
    const isExitCall = exitCalls(sourceCode, services);
    const exits = (statement: TSESTree.Node): boolean => alwaysExits(statement, isExitCall);
    const scopeContext: HandlerScopeContext = { sourceCode, settings, services, exits };

    /**
     * Handlers off the tools' path (reported only with `reportOutsideTools`). There, `null` and `undefined`
     * are the usual "absent" that a caller must check (`readConfigOrNull()`, a transport that reports
     * through `onerror`), not a result an agent could take for data: only empty-looking values are reported,
     * and not after a failed read of the module's own local file (a cache or config file not written yet).
     */
    const offToolPath = new WeakSet<FailureHandler>();

    function checkHandler(handler: FailureHandler, analysis: FailureAnalysis): void {
      if (!handler.valueUsed) return;
      if (!agentReachability(sourceCode, settings, { names: handlerNames, services }).reaches(handler.node)) {
        if (!reportOutsideTools) return;
        offToolPath.add(handler);
      }
      const scope = new HandlerScope(handler, scopeContext);

      for (const statement of handler.returns) checkOutput(handler, scope, statement.argument ?? statement, analysis);
      if (handler.body.type !== AST_NODE_TYPES.BlockStatement) {
        checkOutput(handler, scope, handler.body, analysis);
        return;
      }
      if (handler.kind === "catch") {
        checkFallthrough(handler, scope, analysis);
      } else if (reportNullish && !offToolPath.has(handler) && !exits(handler.body) && !scope.narrowedAtEndOfBody() && scope.handlesRejection() && !failureExcused(handler)) {
        // A callback that can end without `return` resolves the promise with `undefined`.
        const callback = handler.node as FunctionNode;
        context.report({
          node: callback,
          loc: { start: callback.loc.start, end: handler.body.loc.start },
          messageId: "nullishFallback",
          data: { ...describe(handler), value: "`undefined` (the handler returns nothing)" },
          suggest: suggestionsAtEnd(handler, scope),
        });
      }
    }

    /**
     * What the handled code can do excuses the handler: nothing there can fail; off the tools' path, a read of the
     * module's own cache or config file (missing or unreadable is its empty state: `readCacheFile()` -> `{}`); a
     * failed response's body read for an error; a malformed environment variable parsed into `{}` (the operator's
     * configuration at its defaults). Asked only once a value is to be reported: working out what a `try` block
     * can do is the costly part, and most handlers of a tool return an error result.
     */
    const excused = new WeakMap<FailureHandler, boolean>();
    function failureExcused(handler: FailureHandler): boolean {
      let known = excused.get(handler);
      if (known === undefined) {
        const { kind, operation } = handler.failure;
        known =
          kind === "none" ||
          (offToolPath.has(handler) && !!operation && isOwnFileRead(sourceCode, operation)) ||
          readsFailedResponseBody(handler, settings.errorSignals) ||
          (kind === "sync-parse" && !!operation && parsesEnvironment(sourceCode, operation));
        excused.set(handler, known);
      }
      return known;
    }

    /**
     * A call, on a tool's path, of a helper of another module that returns an empty-looking value when the
     * operation it handles fails (`await safeList(api.listIssues(org))`): reported at the call, naming the
     * helper; the fix belongs in the helper, so no suggestion here.
     */
    function checkHelperCalls(): void {
      // Typed, every module of the program; untyped, the modules the file imports by a relative path (read from disk).
      const calls = services ? importedCalls(sourceCode, services) : relativeImportCalls(sourceCode);
      if (calls.length === 0) return;
      const reach = agentReachability(sourceCode, settings, { names: handlerNames, services });
      for (const { call, callee } of calls) {
        if (!chainValueUsed(call) || (!reportOutsideTools && !reach.reaches(call))) continue;
        const foreign = services ? foreignFunctionOf(services, callee, mayHandleOwnFailure) : importedFunctionOf(sourceCode, callee, mayHandleOwnFailureText);
        const helper = foreign && emptyFallbackHelper(foreign.module, foreign.fn, settings, settings.toolHandlers);
        if (!foreign || !helper) continue;
        const argument = helper.parameter !== undefined ? call.arguments[helper.parameter] : undefined;
        const inner = argument && argument.type !== AST_NODE_TYPES.SpreadElement ? unwrapCastsAndChains(argument) : undefined;
        const name = inner?.type === AST_NODE_TYPES.CallExpression || inner?.type === AST_NODE_TYPES.NewExpression ? operationName(inner) : undefined;
        context.report({
          node: call,
          messageId: "helperFallback",
          data: {
            helper: quoteHelper(foreign.label),
            value: helper.value,
            operation: name ? `\`${name}()\`` : (helper.operation ?? "the operation it handles"),
            handler: helper.handler,
            errorShape: errorResponseText(settings.errorResponse, name ?? functionName(foreign.fn) ?? "operation", preferredQuote(sourceCode)),
          },
        });
      }
    }

    /** A `return` argument (or an arrow's body): its empty-looking leaves, unless the error was narrowed first. */
    function checkOutput(handler: FailureHandler, scope: HandlerScope, output: TSESTree.Node, analysis: FailureAnalysis): void {
      for (const { leaf, kind, value } of handlerOutputs(sourceCode, handler, output, analysis, valueOptions)) {
        if ((kind === "nullish" && !nullishReportable(handler)) || scope.narrowed(leaf) || !scope.handlesRejection() || failureExcused(handler)) continue;
        // Not the data of the failed operation: extras left out of a result that has its own, or the value the
        // function gives a successful response's empty body, for a body it cannot parse.
        if (kind === "empty" && (optionalExtrasFallback(sourceCode, handler, leaf, output) || emptyBodyValue(sourceCode, handler, leaf, exits, settings.errorSignals))) continue;
        context.report({
          node: leaf,
          messageId: kind === "empty" ? "emptyFallback" : "nullishFallback",
          data: { ...describe(handler, output), value },
          suggest: suggestionsFor(handler, scope, leaf, output),
        });
      }
    }

    function nullishReportable(handler: FailureHandler): boolean {
      // `const json = await res.json().catch(() => null); if (!json) return ...;`: told apart where it lands.
      // `if (!response.ok) return null;` beside it: `null` is already the function's "unavailable".
      // `null` after a failed read of the module's own file (a cookie jar, a token cache the environment names):
      // that store is absent, also on a tool's path; only an empty-looking value claims the store is empty.
      return (
        !!reportNullish &&
        handler.failure.kind === "await" &&
        !offToolPath.has(handler) &&
        !checkedRightAway(sourceCode, handler) &&
        !nullMeansFailure(sourceCode, handler, settings.errorSignals) &&
        !(handler.failure.operation && isOwnFileRead(sourceCode, handler.failure.operation))
      );
    }

    /**
     * The fall-through form: a `catch` that can complete normally, after which the function returns an
     * accumulator that was only filled in the `try`, a value the catch assigned, or an empty value that
     * only the catch path reaches. Reported at the `catch` clause.
     */
    function checkFallthrough(handler: FailureHandler, scope: HandlerScope, analysis: FailureAnalysis): void {
      if (exits(handler.body) || scope.narrowedAtEndOfBody()) return;
      const found = fallthroughOf(sourceCode, handler, analysis, valueOptions, exits);
      if (!found || (found.kind === "nullish" && !nullishReportable(handler)) || failureExcused(handler)) return;
      reportFallthrough(handler, scope, found.kind === "empty" ? "emptyFallthrough" : "nullishFallthrough", found.target, found.value);
    }

    function reportFallthrough(
      handler: FailureHandler,
      scope: HandlerScope,
      messageId: "emptyFallthrough" | "nullishFallthrough",
      target: string,
      value: string,
    ): void {
      const clause = handler.node as TSESTree.CatchClause;
      // The error is kept for later (`e = { error }` ... `finally { if (e) throw e.error; }`): not swallowed.
      const finalizer = handler.tryStatement?.finalizer;
      if (scope.errorEscapes() || (finalizer && containsOwn(finalizer, (node) => node.type === AST_NODE_TYPES.ThrowStatement, sourceCode.visitorKeys))) return;
      const catchToken = sourceCode.getFirstToken(clause)!;
      const headerEnd = clause.param ? sourceCode.getTokenAfter(clause.param)! : catchToken;
      context.report({
        node: clause,
        loc: { start: catchToken.loc.start, end: headerEnd.loc.end },
        messageId,
        data: { ...describe(handler), target, value },
        suggest: suggestionsAtEnd(handler, scope),
      });
    }

    // -----------------------------------------------------------------------------------------------
    // Messages.

    function describe(handler: FailureHandler, output?: TSESTree.Node): { operation: string; source: string; errorShape: string } {
      const { operation, source, shapeName } = describeFailure(handler);
      return { operation, source, errorShape: errorResponseText(settings.errorResponse, shapeName, preferredQuote(sourceCode), returnsMcpResult(handler, output)) };
    }

    /**
     * Whether the error result should be an MCP `CallToolResult` (`{ isError: true, content }`): the value
     * replaced is one (`{ content: [], structuredContent }`), or the handler is inside an MCP tool's handler.
     */
    function returnsMcpResult(handler: FailureHandler, output: TSESTree.Node | undefined): boolean {
      const value = output && unwrapCastsAndChains(output);
      if (value?.type === AST_NODE_TYPES.ObjectExpression && looksLikeToolResult(value)) return true;
      const tools = findToolHandlers(sourceCode, settings, { names: handlerNames, services });
      for (let node: TSESTree.Node | undefined = handler.node.parent; node; node = node.parent) {
        const tool = isFunctionNode(node) ? tools.find((candidate) => candidate.fn === node) : undefined;
        if (tool) return !!tool.boundary?.spec.from?.some((module) => module.startsWith("@modelcontextprotocol/"));
      }
      return false;
    }

    // -----------------------------------------------------------------------------------------------
    // Suggestions: never an autofix, a failure turned into an error changes what the code does.

    function suggestionsFor(handler: FailureHandler, scope: HandlerScope, leaf: TSESTree.Node, output: TSESTree.Node): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      return suggestionsAtValue(sourceCode, handler, leaf, output, describe(handler, output).errorShape, (name) => scope.nameInUse(name)).map(asSuggestion);
    }

    function suggestionsAtEnd(handler: FailureHandler, scope: HandlerScope): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      return suggestionsAtBodyEnd(sourceCode, handler, describe(handler).errorShape, (name) => scope.nameInUse(name)).map(asSuggestion);
    }

    function asSuggestion({ kind, data, edits }: FailureSuggestion): TSESLint.SuggestionReportDescriptor<MessageIds> {
      return { messageId: kind, data, fix: (fixer) => edits.map((edit) => fixer.replaceTextRange(edit.range, edit.text)) };
    }

    return {
      Program() {
        // Only what can reach a tool's result is reported (unless `reportOutsideTools`): a file with no tool
        // handler has nothing to read, and its failure handlers are not worked out (most files of a project).
        if (!reportOutsideTools && !agentReachability(sourceCode, settings, { names: handlerNames, services }).hasHandlers) return;
        // Helpers of other modules that hide a failure behind an empty value (`safeList(promise)`).
        if (services || settings.readImportedModules) checkHelperCalls();
        // Cheap syntactic gate: no `catch` and no `then`, no failure handler.
        if (!sourceCode.text.includes("catch") && !sourceCode.text.includes("then")) return;
        const analysis = findFailureHandlers(sourceCode);
        for (const handler of analysis.handlers) checkHandler(handler, analysis);
      },
    };
  },
});

