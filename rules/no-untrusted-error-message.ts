/**
 * no-untrusted-error-message: text that someone else controls (a caught error's message, a third-party
 * response, the tool's own input) must never reach an agent through an error (Sentry's MCP server
 * conventions, "SECURITY CRITICAL"): it becomes part of the agent's context, a prompt-injection channel.
 *
 * Listens to: the whole file once (`Program`). Asks the core: where text reaches the agent
 * (`findSinks`), and how far each sink's value can be trusted (`getTaintAnalysis`). A sink whose value
 * depends on a parameter of a helper of this file makes that parameter's argument a sink at every call
 * (derived sinks, to a fixpoint; both in `getAgentTexts`), and which part of a sink to point at
 * (`culpritOf`, `beyondOwnApiText`). Reports the untrusted expression (and, in `strict`, unknown ones);
 * suggests a constant message, a configured sanitizer, or narrowing to a trusted error class
 * (fix/untrusted-text.ts).
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { beyondOwnApiText, culpritOf, getAgentTexts, mayHaveAgentTexts, stackTraceIn, type AgentTextSink } from "../src/core/analysis/agent-text.js";
import type { Sink } from "../src/core/analysis/sinks.js";
import { Trust, type TaintAnalysis, type TaintValue } from "../src/core/analysis/taint.js";
import { createRule } from "../src/core/create-rule.js";
import { CONSTANT_MESSAGE, constantMessageEdit, narrowToTrustedEdit, sanitizerName, trustedClassName } from "../src/core/fix/untrusted-text.js";
import { mentionNode, quoteHelper } from "../src/core/mention.js";
import { isRecordingFlows, recordFlow, type FlowStep } from "../src/core/flows.js";
import { getSettings } from "../src/core/settings.js";
import { requireTypeInformation, typeAwareOptionSchema } from "../src/core/type-info.js";

export type Options = [
  {
    typeAware?: boolean;
    reportUnknown?: boolean;
    reportRethrown?: boolean;
    checkTrustedErrorConstructors?: boolean;
  },
];
export type MessageIds = "untrusted" | "unknown" | "useConstant" | "useSanitizer" | "narrowToTrusted";

const SOURCE_NAMES: Record<string, string> = {
  "caught error": "a caught error",
  "tool input": "the tool's input",
  "third-party response": "a third-party response",
  "validation result": "a validation result",
  "untrusted call": "an untrusted call",
  "imported value": "an imported value",
  "unknown call": "a call whose result is not known",
  global: "a global",
  parameter: "a parameter",
};

export default createRule<Options, MessageIds>({
  name: "no-untrusted-error-message",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow untrusted text (caught errors, third-party responses, tool input) in error messages that reach an agent",
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
              "Use the checker: values typed number, boolean, enum or a literal union are trusted (unless the type came from a cast), narrowing to trusted classes comes from the checker, project subclasses of trusted classes count, and functions of the program's other modules are looked into. Requires `parserOptions.projectService`.",
          },
          reportUnknown: {
            type: "boolean",
            description: "Also report values whose trust is unknown (imported values, calls the analysis cannot see into, local libraries' failure text), except in a trusted class's message, which is the server's own template; an audit that no preset turns on.",
          },
          reportRethrown: {
            type: "boolean",
            description: "Also report a caught error rethrown from a tool handler whose thrown errors reach the model; the `strict` presets turn this on.",
          },
          checkTrustedErrorConstructors: {
            type: "boolean",
            description:
              "Also treat the message argument of the trusted error classes (`new UserInputError(...)`) as a sink, since their messages are passed to agents verbatim (an API error class of `apiResponseErrors` may carry the API's response text); the `strict` presets turn this on.",
          },
        },
      },
    ],
    defaultOptions: [{ typeAware: false, reportUnknown: false, reportRethrown: false, checkTrustedErrorConstructors: false }],
    messages: {
      untrusted:
        "{{expression}} ({{source}}, line {{line}}) reaches the agent through {{through}}{{via}}{{stack}}. Text from there can carry a prompt injection: use a message you write, a sanitizer, or narrow to an error class whose message you write.",
      unknown:
        "{{expression}} ({{source}}, line {{line}}) may not be text you control, and it reaches the agent through {{through}}{{via}}{{stack}}. Use a message you write, or a sanitizer.",
      useConstant: `Replace it with a constant message ("${CONSTANT_MESSAGE}").`,
      useSanitizer: "Wrap it in `{{sanitizer}}()`.",
      narrowToTrusted: "Use the message only for a `{{className}}`, and a constant message otherwise.",
    },
  },
  create(context, [{ typeAware, reportUnknown, reportRethrown, checkTrustedErrorConstructors }]) {
    const settings = getSettings(context);
    const services = typeAware ? requireTypeInformation(context) : undefined;
    const sourceCode = context.sourceCode;

    return {
      Program() {
        const options = {
          rethrown: reportRethrown === true,
          trustedErrorMessages: checkTrustedErrorConstructors === true,
          ...(services ? { services } : {}),
        };
        // Cheap gate: no boundary, no error-result shape, no declared sink helper (in the file, or typed in
        // a module it imports from), nothing to check.
        if (!mayHaveAgentTexts(sourceCode, settings, options)) return;
        const { analysis, texts } = getAgentTexts(sourceCode, settings, options);
        const reported = new Set<TSESTree.Node>();
        const pending: { index: number; node: TSESTree.Node; value: TaintValue; emit: () => void }[] = [];
        for (const { sink, text: value, rethrow } of texts) {
          const beyond = sink.kind === "api-error-message" ? beyondOwnApiText(analysis, sink.node, value) : { text: value };
          if (!beyond) continue;
          const { text, at } = beyond;
          // A trusted class's message is the server's own template (`new UserInputError(\`Project ${slug} not
          // found\`)`): only text known to come from outside is reported there, never a value we cannot follow.
          const ownTemplate = sink.kind === "trusted-error-message" || sink.kind === "api-error-message";
          const reportable = text.level === Trust.Untrusted || (reportUnknown && text.level === Trust.Unknown && !ownTemplate);
          // Throwing a caught error as it is (also through a helper's parameter) is a rethrow: `strict` only.
          if (reportable && (!rethrow || reportRethrown)) report(sink, text, at);
        }
        // One defect, one report: a helper's argument reported inside a call already reported for the same text
        // (`return handleAgentToolError(error)`: the call's result, and `error` handed to it) goes.
        const byOrigin = new Map<TSESTree.Node, (typeof pending)[number][]>();
        for (const entry of pending) {
          const origin = entry.value.source?.node;
          if (!origin) continue;
          const group = byOrigin.get(origin);
          if (group) group.push(entry);
          else byOrigin.set(origin, [entry]);
        }
        for (const entry of pending) {
          const origin = entry.value.source?.node;
          const [start, end] = entry.node.range;
          // Inside another (of the same range: the first one stays).
          const inside = byOrigin.get(origin!)?.some((other) => {
            if (other === entry || other.node.range[0] > start || other.node.range[1] < end) return false;
            return other.node.range[0] !== start || other.node.range[1] !== end || other.index < entry.index;
          });
          if (!inside) entry.emit();
        }

        /** `at`: the part of the sink to point at, when it is known already. */
        function report(sink: AgentTextSink, value: TaintValue, at?: TSESTree.Node): void {
          const origin = value.source?.node;
          const inside = origin && origin.range[0] >= sink.node.range[0] && origin.range[1] <= sink.node.range[1];
          // A sink that is only a name (`throw notFound`, `{ error: message }`) says little: point at the
          // expression where the text entered, unless that is a declaration (a `catch` clause's, a parameter's).
          const declaration = value.source?.kind === "caught error" || value.source?.kind === "parameter" || (origin?.parent?.type === AST_NODE_TYPES.CatchClause && origin.parent.param === origin);
          const atOrigin = inside || (origin && sink.node.type === AST_NODE_TYPES.Identifier && !declaration);
          const node = atOrigin && origin ? origin : (at ?? culpritOf(analysis, sink.node, value.level, true, sink.caughtOnly));
          if (reported.has(node)) return;
          reported.add(node);
          const vias = [...new Set([...(value.via ?? []), ...(sink.via && !sink.through.includes(`\`${sink.via}\``) ? [sink.via] : [])])];
          const data = {
            expression: shown(node),
            source: SOURCE_NAMES[value.source?.kind ?? "unknown call"] ?? "an unknown source",
            line: String((origin ?? sink.node).loc.start.line),
            through: sink.through,
            via: vias.length > 0 ? ` via ${vias.map(quoteHelper).join(", ")}${value.branch ? ` (${value.branch})` : ""}` : "",
            // The error's stack trace beside the text reported (`{ error: e.message, stack: e.stack }`): say so.
            stack: stackNote(analysis, sink.node, node),
            sanitizer: "",
            className: "",
          };
          pending.push({ index: pending.length, node, value, emit: () => emit(node, sink, value, data, origin, vias) });
        }

        function emit(node: TSESTree.Node, sink: AgentTextSink, value: TaintValue, data: Record<string, string>, origin: TSESTree.Node | undefined, vias: readonly string[]): void {
          if (isRecordingFlows()) {
            // For SARIF's codeFlows: where the text came from, the helpers it went through, where it reaches the agent.
            const at = (where: TSESTree.Node, message: string): FlowStep => ({
              line: where.loc.start.line,
              column: where.loc.start.column + 1,
              endLine: where.loc.end.line,
              endColumn: where.loc.end.column + 1,
              message,
            });
            const steps: FlowStep[] = [];
            if (origin) steps.push(at(origin, `The text comes from ${data.source}: ${shown(origin)}.`));
            for (const via of vias) steps.push(at(sink.node, `It goes through ${quoteHelper(via)}${value.branch && via === vias[vias.length - 1] ? ` (${value.branch})` : ""}.`));
            steps.push(at(sink.node, `It reaches the agent through ${sink.through}: ${shown(sink.node)}.`));
            recordFlow(context.filename, { ruleId: context.id, line: node.loc.start.line, column: node.loc.start.column + 1, steps });
          }
          context.report({
            node,
            messageId: value.level === Trust.Untrusted ? "untrusted" : "unknown",
            data,
            suggest: suggestions(sink, node, value, data),
          });
        }
      },
    };

    function stackNote(analysis: TaintAnalysis, sinkNode: TSESTree.Node, reported: TSESTree.Node): string {
      const trace = stackTraceIn(analysis, sinkNode, reported, sourceCode.visitorKeys);
      return trace ? `, and so does the error's stack trace (${shown(trace)}, line ${trace.loc.start.line}), with the server's file paths and code` : "";
    }

    function shown(node: TSESTree.Node): string {
      return `\`${mentionNode(sourceCode, node)}\``;
    }

    /** A constant message, a sanitizer around the text, or (a caught error's `e.message`) the message of a trusted class only. */
    function suggestions(sink: Sink, node: TSESTree.Node, value: TaintValue, data: Record<string, string>): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      const result: TSESLint.SuggestionReportDescriptor<MessageIds>[] = [];
      const sanitizer = sink.kind === "rethrown" ? undefined : sanitizerName(sourceCode, settings);
      if (sink.kind !== "rethrown") {
        const constant = constantMessageEdit(sink, node);
        result.push({ messageId: "useConstant", data, fix: (fixer) => fixer.replaceTextRange(constant.range, constant.text) });
      }
      if (sanitizer) result.push({ messageId: "useSanitizer", data: { ...data, sanitizer }, fix: (fixer) => fixer.replaceText(node, `${sanitizer}(${sourceCode.getText(node)})`) });
      const className = value.source?.kind === "caught error" ? trustedClassName(sourceCode, settings) : undefined;
      const narrowed = className && narrowToTrustedEdit(sourceCode, node, className);
      if (narrowed) result.push({ messageId: "narrowToTrusted", data: { ...data, className: className! }, fix: (fixer) => fixer.replaceTextRange(narrowed.range, narrowed.text) });
      return result;
    }
  },
});
