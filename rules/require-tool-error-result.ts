/**
 * require-tool-error-result: a tool handler's failure path must return an error result (the `toolError:v1` convention, and
 * the No-Fake-Empty-Data convention's "errors are errors"). `catch (e) { return { content: [{ type: "text", text: `Error: ${e}` }] }; }`
 * tells the MCP client, and the model, that the call succeeded: the model reads the text as data and
 * the client never counts, retries or shows a failure.
 *
 * Listens to: the whole file once (`Program`). Asks the core: the tool handlers and what each returns on
 * which path (`findToolResults`: failure paths are catch clauses, rejection handlers and error checks,
 * followed through locals and helpers of the file), which success-looking results a failure returns and
 * which error results the file builds (analysis/failure-results.ts), what an error result lacks
 * (analysis/error-results.ts). With `typeAware`, also results recognised by their contextual type
 * (`CallToolResult`) and imported helpers' results by their type. Reports success-looking results on
 * failure paths, error results without text and, when the settings select `toolError:v1`, error results
 * without a valid payload. Suggestions only: they change what the client sees.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { lacksJsonBlock, misplacedIsErrorFlags, missingErrorText, missingToolErrorPayload, payloadAgainstOutputSchema, toolErrorPayloadProblems } from "../src/core/analysis/error-results.js";
import { tokensSpelling } from "../src/core/analysis/by-name.js";
import { describeFailure, type FailureEvidence } from "../src/core/analysis/failure-paths.js";
import { failureDataIn, opaqueOnFailure, resultCandidates, successOnFailure, type FailureReason } from "../src/core/analysis/failure-results.js";
import { findToolResults, isErrorOf, looksLikeToolResult, propertyNamed, type ResultReach } from "../src/core/analysis/tool-results.js";
import { createRule } from "../src/core/create-rule.js";
import { TOOL_ERROR_KIND } from "../src/core/error-styles.js";
import { listElementRemovalRange, type TextEdit } from "../src/core/fix/imports.js";
import { addIsError, spreadWithIsError } from "../src/core/fix/tool-results.js";
import { mention, mentionNode } from "../src/core/mention.js";
import { getSettings } from "../src/core/settings.js";
import { mayExportImportedResultTools } from "../src/core/analysis/tool-handlers.js";
import { requireTypeInformation, typeAwareOptionSchema } from "../src/core/type-info.js";
import { functionName } from "../src/core/ast.js";

export type Options = [{ typeAware?: boolean; toolHandlers?: string[]; errorText?: boolean }];
export type MessageIds =
  | "successOnFailure"
  | "isErrorFalseOnFailure"
  | "helperSuccessOnFailure"
  | "typedSuccessOnFailure"
  | "failureDataAsSuccess"
  | "payloadAgainstOutputSchema"
  | "errorWithoutText"
  | "missingToolError"
  | "toolErrorCode"
  | "toolErrorField"
  | "toolErrorRetryable"
  | "toolErrorRetryableMissing"
  | "missingJsonBlock"
  | "isErrorOnContentItem"
  | "moveIsError"
  | "addIsError"
  | "setIsErrorTrue"
  | "spreadIsError"
  | "fixRetryable"
  | "resultShownAsText";

/** Why a `toolError:v1` payload needs each field, for the message. */
const FIELD_WHY = {
  code: "clients classify the failure (and decide on retries) by its code. Add one of NETWORK_ERROR, SERVER_ERROR, CLIENT_ERROR, NOT_FOUND, AUTHENTICATION_ERROR, UNKNOWN_ERROR.",
  message: "clients show it to the user and log it. Add a message you write.",
} as const;

export default createRule<Options, MessageIds>({
  name: "require-tool-error-result",
  meta: {
    type: "problem",
    docs: {
      description: "Require tool handlers to return an error result (`isError: true`, with text) on failure paths",
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
              "Use the checker: object literals whose contextual type is a tool result (`CallToolResult`, any type with `content` and `isError`) count wherever they are built, and an imported helper's result on a failure path is judged by its type, or by what it returns when it is a function of the program's other modules. Requires `parserOptions.projectService`.",
          },
          toolHandlers: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description:
              "Names of functions of the linted file that return tool results although no registration of the file shows it (`handleGetOrder`, a class's `handleSearch` method); added to `settings[\"agent-errors\"].toolHandlers`, which every rule reads.",
          },
          errorText: {
            type: "boolean",
            description:
              'Also treat a result whose text reads as an error message ("Error: ...", "Failed to ...", "Unable to ...") as a failure path, wherever it is returned.',
          },
        },
      },
    ],
    defaultOptions: [{ typeAware: false, toolHandlers: [], errorText: true }],
    messages: {
      successOnFailure:
        "This tool result is returned {{where}}, but it has no `isError: true`: the client and the model take the failure for a successful call. Add `isError: true` (or rethrow and let the server report the error).",
      isErrorFalseOnFailure:
        "This tool result is returned {{where}}, but it says `isError: false`: the client and the model take the failure for a successful call. Set `isError: true`.",
      helperSuccessOnFailure:
        "`{{callee}}`{{declared}} builds a successful-looking tool result (no `isError: true`), and it is returned here {{where}}: the client and the model take the failure for a successful call. Return it with `isError: true`.",
      typedSuccessOnFailure:
        "`{{expression}}` is a `{{type}}`, a tool result without `isError: true`, and it is returned here {{where}}: the client and the model take the failure for a successful call. Return it with `isError: true`.",
      failureDataAsSuccess:
        "The text of this tool result is `{{read}}`, and `{{callee}}`{{declared}} puts a failure's text there (its return on line {{line}}, {{where}}): this result has no `isError: true`, so the client and the model take the failure for the tool's data. Check the helper's result for the failure and return that with `isError: true`.",
      errorWithoutText:
        "This `isError: true` result has no text in `content`: the model learns that the call failed but not why, nor what to do next. Add a `{ type: \"text\", text }` block with a message you write.",
      missingToolError:
        'This error result carries no `toolError:v1` payload in `structuredContent` (the project\'s `errorResponse` is "tool-error-v1"): clients that read `structuredContent.kind` cannot classify the failure. Add `structuredContent: { kind: "toolError:v1", code, message, retryable }`.',
      payloadAgainstOutputSchema:
        "This tool declares an `outputSchema`, and the MCP SDK's client checks `structuredContent` against it even on an error result: this `toolError:v1` payload fails that check, so the client throws instead of showing the error. Put the payload in a JSON text block (`text: JSON.stringify(payload)`) and leave `structuredContent` out.",
      toolErrorCode:
        "`{{code}}` is not a `toolError:v1` code, so clients cannot classify the failure: use one of NETWORK_ERROR, SERVER_ERROR, CLIENT_ERROR, NOT_FOUND, AUTHENTICATION_ERROR, UNKNOWN_ERROR.",
      toolErrorField: "This `toolError:v1` payload has no `{{field}}`: {{why}}",
      toolErrorRetryable:
        "`retryable: {{value}}` contradicts `{{code}}`: NETWORK_ERROR and SERVER_ERROR are retryable, the other codes are not, and clients decide whether to retry from this flag. Set `retryable: {{expected}}`.",
      toolErrorRetryableMissing:
        '`{{code}}` is retryable, but this payload has no `retryable: true`: clients read a missing flag as "do not retry". Add `retryable: true`.',
      missingJsonBlock:
        'This tool takes `format`, but this error result has no JSON content block: with `format: "json"` or `"both"`, clients parse the `toolError:v1` payload from an `application/json` text block. Gate the content blocks on `format` as the successful results do.',
      isErrorOnContentItem:
        "`isError: true` is set on this content item, where MCP clients do not read it: the tool result itself is not flagged, so the client and the model take this failure for a successful call. Set `isError: true` on the result, beside `content`.",
      moveIsError: "Move `isError: true` from the content item to the result.",
      addIsError: "Add `isError: true`.",
      setIsErrorTrue: "Set `isError: true`.",
      spreadIsError: "Return `{ ...{{callee}}, isError: true }`.",
      fixRetryable: "Set `retryable: {{expected}}`.",
      resultShownAsText:
        "This tool result is returned by `{{method}}` of a subclass of `{{base}}` {{where}}, but the framework shows what `{{method}}` returns as the tool's text (an object as its JSON, `isError` included): the client and the model take the failure for a successful call. Throw an error instead: the framework reports a thrown error as a failed call (mcp-framework with an `isError: true` result).",
    },
  },
  create(context, [{ typeAware, toolHandlers, errorText }]) {
    const settings = getSettings(context);
    const services = typeAware ? requireTypeInformation(context) : undefined;
    const sourceCode = context.sourceCode;
    const toolErrorV1 = settings.errorResponse === "tool-error-v1";
    const reported = new Set<TSESTree.Node>();

    const shown = (node: TSESTree.Node): string => mentionNode(sourceCode, node);
    const describe = (reason: FailureReason): string =>
      reason.kind === "failure"
        ? describeFailure(reason.evidence, (node) => sourceCode.getText(node))
        : `with a text that reads as an error ("${mention(reason.text)}")`;
    const replace = (fixer: TSESLint.RuleFixer, edit: TextEdit): TSESLint.RuleFix => fixer.replaceTextRange(edit.range, edit.text);

    /**
     * A result a `toolClasses` method returns (mcp-framework's `execute`): the framework shows it as text, so no
     * `isError` of it reaches the client; the fix is to throw.
     */
    function reportShownAsText(object: TSESTree.ObjectExpression, reaches: readonly ResultReach[], where: string): boolean {
      const handler = reaches.find((reach) => reach.handler.toolClass)?.handler;
      if (!handler) return false;
      if (reported.has(object)) return true;
      reported.add(object);
      context.report({ node: object, messageId: "resultShownAsText", data: { method: functionName(handler.fn) ?? "execute", base: handler.toolClass!, where } });
      return true;
    }

    function checkSuccessLooking(object: TSESTree.ObjectExpression, reaches: readonly ResultReach[]): void {
      const found = successOnFailure(sourceCode, object, reaches, errorText !== false);
      if (found?.kind === "result") {
        if (reportShownAsText(object, reaches, describe(found.reason))) return;
        if (reported.has(object)) return;
        reported.add(object);
        const data = { where: describe(found.reason) };
        const property = found.property;
        const fix =
          found.isError === "false"
            ? property?.parent === object && { messageId: "setIsErrorTrue" as const, data, fix: (fixer: TSESLint.RuleFixer) => fixer.replaceText(property.value, "true") }
            : { messageId: "addIsError" as const, data, fix: (fixer: TSESLint.RuleFixer) => replace(fixer, addIsError(sourceCode, object)) };
        context.report({ node: object, messageId: found.isError === "false" ? "isErrorFalseOnFailure" : "successOnFailure", data, suggest: fix ? [fix] : [] });
        return;
      }
      // A helper shared by success and failure paths: the calls on the failure paths.
      for (const { call, failure } of found?.calls ?? []) reportCall(call, failure, "");
    }

    /** A success-looking result whose text a data helper fills with a failure's text on its failure paths. */
    function checkFailureData(object: TSESTree.ObjectExpression): void {
      const isError = isErrorOf(sourceCode, object).value;
      if ((isError !== "absent" && isError !== "false") || (isError === "absent" && !looksLikeToolResult(object))) return;
      const found = failureDataIn(sourceCode, object, { settings, services });
      if (!found) return;
      reported.add(object);
      const data = {
        read: shown(found.read),
        callee: `${shown(found.call.callee)}()`,
        declared: found.location ? ` (${found.location})` : "",
        line: String(found.failureReturn.loc.start.line),
        where: describeFailure(found.failure, (node) => found.helperSource.getText(node)),
      };
      context.report({ node: object, messageId: "failureDataAsSuccess", data });
    }

    /** A helper's call (or, with types, a value) returned on a failure path that is a success-looking result. */
    function reportCall(node: TSESTree.CallExpression | TSESTree.Identifier, failure: FailureEvidence, declared: string, type?: string): void {
      if (reported.has(node)) return;
      reported.add(node);
      const target = node.parent?.type === AST_NODE_TYPES.AwaitExpression ? node.parent : node;
      const data = { callee: shown(node), expression: shown(node), declared, type: type ?? "", where: describe({ kind: "failure", evidence: failure }) };
      context.report({
        node,
        messageId: type === undefined ? "helperSuccessOnFailure" : "typedSuccessOnFailure",
        data,
        suggest: [{ messageId: "spreadIsError", data, fix: (fixer) => replace(fixer, spreadWithIsError(sourceCode, target)) }],
      });
    }

    function report(node: TSESTree.Node, messageId: MessageIds, data: Record<string, string> = {}, suggest: TSESLint.SuggestionReportDescriptor<MessageIds>[] = []): void {
      const key = `${messageId}`;
      const seen = reportedBy.get(node);
      if (seen?.has(key)) return;
      if (seen) seen.add(key);
      else reportedBy.set(node, new Set([key]));
      context.report({ node, messageId, data, suggest });
    }
    const reportedBy = new Map<TSESTree.Node, Set<string>>();

    // ---- toolError:v1 ----

    function checkToolErrorPayload(payload: TSESTree.ObjectExpression): void {
      for (const problem of toolErrorPayloadProblems(payload)) {
        switch (problem.kind) {
          case "missing-field":
            report(problem.node, "toolErrorField", { field: problem.field, why: FIELD_WHY[problem.field] });
            break;
          case "unknown-code":
            report(problem.node, "toolErrorCode", { code: problem.code });
            break;
          case "retryable-missing":
            report(problem.node, "toolErrorRetryableMissing", { code: problem.code }, [
              { messageId: "fixRetryable", data: { expected: "true" }, fix: (fixer) => fixer.insertTextAfter(problem.after, ", retryable: true") },
            ]);
            break;
          case "retryable-contradicts": {
            const expected = String(problem.expected);
            report(problem.node, "toolErrorRetryable", { code: problem.code, value: String(problem.value), expected }, [
              { messageId: "fixRetryable", data: { expected }, fix: (fixer) => fixer.replaceText(problem.node.value, expected) },
            ]);
            break;
          }
        }
      }
    }

    /** `isError: true` on a content item (`{ type: "text", text, isError: true }`) instead of on the result. */
    function checkMisplacedIsError(): void {
      for (const { property, item, result } of misplacedIsErrorFlags(sourceCode, tokensSpelling(sourceCode, "isError"))) {
        const removal = result && listElementRemovalRange(sourceCode, property, item.properties);
        // The suggestion moves the flag: not when the text it removes holds a comment.
        const keepsComments = removal && !sourceCode.getAllComments().some((comment) => comment.range[0] >= removal[0] && comment.range[1] <= removal[1]);
        const existing = result && isErrorOf(sourceCode, result).property;
        context.report({
          node: property,
          messageId: "isErrorOnContentItem",
          suggest:
            result && removal && keepsComments
              ? [
                  {
                    messageId: "moveIsError",
                    fix: (fixer) => [
                      fixer.removeRange(removal),
                      existing?.parent === result ? fixer.replaceText(existing.value, "true") : replace(fixer, addIsError(sourceCode, result)),
                    ],
                  },
                ]
              : [],
        });
      }
    }

    return {
      Program() {
        const text = sourceCode.text;
        if (text.includes("isError")) checkMisplacedIsError();
        // Cheap syntactic gate: no result shape, no payload, no registration: no tool result to check.
        // The shared settings' tool handlers, and those this rule's option adds.
        const handlerNames = [...settings.toolHandlers, ...(toolHandlers ?? [])];
        const names = ["content", "isError", TOOL_ERROR_KIND, ...settings.toolBoundaries.map((boundary) => boundary.name), ...handlerNames];
        if (!names.some((name) => text.includes(name)) && !mayExportImportedResultTools(text, settings)) return;

        const results = findToolResults(sourceCode, settings, { names: handlerNames, ...(services ? { services } : {}) });
        for (const result of results.objects) {
          checkSuccessLooking(result.node, result.reaches);
          // An error result a tool class's method returns: shown as text, it is no error result.
          if (!reported.has(result.node) && isErrorOf(sourceCode, result.node).value === "true") reportShownAsText(result.node, result.reaches, "as an error (`isError: true`)");
          if (!reported.has(result.node)) checkFailureData(result.node);
        }
        // With types: helpers' results and values on failure paths, by what the helper returns or by their type.
        // Untyped: helpers of the modules the file imports by a relative path, by what they return.
        for (const result of services || settings.readImportedModules ? results.opaque : []) {
          const found = opaqueOnFailure(services, sourceCode, result.node, result.reaches, settings);
          if (!found) continue;
          const type = found.type && services!.program.getTypeChecker().typeToString(found.type);
          reportCall(result.node, found.failure, found.helper ? ` (declared in ${found.helper.location})` : "", type);
        }
        // Error results wherever they are built, toolError:v1 payloads, and (typed) results by their contextual type.
        const { errorResults, payloads, typed } = resultCandidates(sourceCode, results, { settings, errorText: errorText !== false, services });
        for (const { node, reach } of typed) checkSuccessLooking(node, [reach]);
        for (const object of errorResults) {
          const withoutText = missingErrorText(sourceCode, object);
          if (withoutText) report(withoutText, "errorWithoutText");
          const missingPayload = toolErrorV1 ? missingToolErrorPayload(sourceCode, object) : undefined;
          if (missingPayload) report(missingPayload, "missingToolError");
        }
        if (toolErrorV1) {
          for (const payload of payloads) checkToolErrorPayload(payload);
          for (const result of results.objects) {
            if (isErrorOf(sourceCode, result.node).value !== "true") continue;
            const handler = result.reaches[0]?.handler;
            if (handler && lacksJsonBlock(sourceCode, result.node, handler)) report(propertyNamed(result.node, "content")!, "missingJsonBlock");
            const againstSchema = handler && payloadAgainstOutputSchema(sourceCode, result.node, handler);
            if (againstSchema) report(againstSchema, "payloadAgainstOutputSchema");
          }
        }
      },
    };
  },
});
