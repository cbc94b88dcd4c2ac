/**
 * no-untrusted-error-message: text that someone else controls (a caught error's message, a third-party
 * response, the tool's own input) must never reach an agent through an error (Sentry's MCP server
 * conventions, "SECURITY CRITICAL"): it becomes part of the agent's context, a prompt-injection channel.
 *
 * Listens to: the whole file once (`Program`). Asks the core: where text reaches the agent
 * (`findSinks`), and how far each sink's value can be trusted (`getTaintAnalysis`). A sink whose value
 * depends on a parameter of a helper of this file makes that parameter's argument a sink at every call
 * (derived sinks, to a fixpoint; both in `getAgentTexts`). Reports the untrusted expression (and, in
 * `strict`, unknown ones); suggests a constant message, a configured sanitizer, or narrowing to a trusted error class.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { getAgentTexts, mayHaveAgentTexts, type AgentTextSink } from "../src/core/analysis/agent-text.js";
import { findFunctionReferences } from "../src/core/analysis/references.js";
import type { Sink } from "../src/core/analysis/sinks.js";
import { flatten as flattenTaint, Trust, type TaintAnalysis, type TaintValue } from "../src/core/analysis/taint.js";
import { createRule } from "../src/core/create-rule.js";
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

const CONSTANT_MESSAGE = "The request failed.";

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
            description: "Also report values whose trust is unknown (imported values, calls the analysis cannot see into), except in a trusted class's message, which is the server's own template; the `strict` presets turn this on.",
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
        "{{expression}} ({{source}}, line {{line}}) reaches the agent through {{through}}{{via}}. Text from there can carry a prompt injection: use a message you write, a sanitizer, or narrow to an error class whose message you write.",
      unknown:
        "{{expression}} ({{source}}, line {{line}}) may not be text you control, and it reaches the agent through {{through}}{{via}}. Use a message you write, or a sanitizer.",
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
        for (const { sink, text: value, rethrow } of texts) {
          const beyond = sink.kind === "api-error-message" ? beyondApiResponse(analysis, sink.node, value) : { text: value };
          if (!beyond) continue;
          const { text, at } = beyond;
          // A trusted class's message is the server's own template (`new UserInputError(\`Project ${slug} not
          // found\`)`): only text known to come from outside is reported there, never a value we cannot follow.
          const ownTemplate = sink.kind === "trusted-error-message" || sink.kind === "api-error-message";
          const reportable = text.level === Trust.Untrusted || (reportUnknown && text.level === Trust.Unknown && !ownTemplate);
          // Throwing a caught error as it is (also through a helper's parameter) is a rethrow: `strict` only.
          if (reportable && (!rethrow || reportRethrown)) report(sink, text, at);
        }

        /** `at`: the part of the sink to point at, when it is known already. */
        function report(sink: AgentTextSink, value: TaintValue, at?: TSESTree.Node): void {
          const origin = value.source?.node;
          const inside = origin && origin.range[0] >= sink.node.range[0] && origin.range[1] <= sink.node.range[1];
          // A sink that is only a name (`throw notFound`, `{ error: message }`) says little: point at the
          // expression where the text entered, unless that is a `catch` clause's declaration.
          const atOrigin = inside || (origin && sink.node.type === AST_NODE_TYPES.Identifier && value.source?.kind !== "caught error");
          const node = atOrigin && origin ? origin : (at ?? culprit(analysis, sink.node, value.level));
          if (reported.has(node)) return;
          reported.add(node);
          const vias = [...new Set([...(value.via ?? []), ...(sink.via && !sink.through.includes(`\`${sink.via}\``) ? [sink.via] : [])])];
          const data = {
            expression: shown(node),
            source: SOURCE_NAMES[value.source?.kind ?? "unknown call"] ?? "an unknown source",
            line: String((origin ?? sink.node).loc.start.line),
            through: sink.through,
            via: vias.length > 0 ? ` via ${vias.map(quoteHelper).join(", ")}${value.branch ? ` (${value.branch})` : ""}` : "",
            sanitizer: "",
            className: "",
          };
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

    /**
     * The part of a sink's expression that carries the worst text: `e.message` in
     * `` `Lookup failed: ${e.message}` ``, `e?.message` in `e?.message ?? "Unknown"`. Iterative.
     */
    function culprit(analysis: TaintAnalysis, sinkNode: TSESTree.Node, level: Trust): TSESTree.Node {
      let node = sinkNode;
      for (let depth = 0; depth < 1000; depth++) {
        const worst = textParts(node)?.find((part) => flattenTaint(analysis.valueOf(part)).level === level);
        if (!worst) return node;
        node = worst;
      }
      return node;
    }

    /**
     * The message of an API error class (`apiResponseErrors`) carries the project's own API's text: an HTTP
     * response's `statusText` or body is that API's, trusted as the project trusts it. Other outside text in
     * it (a caught error's message) is still reported: the first part that holds some, or nothing.
     */
    function beyondApiResponse(analysis: TaintAnalysis, sinkNode: TSESTree.Node, value: TaintValue): { text: TaintValue; at?: TSESTree.Node } | undefined {
      if (value.level !== Trust.Untrusted || value.source?.kind !== "third-party response") return { text: value };
      const stack = [sinkNode];
      for (let visited = 0; stack.length > 0 && visited < 1000; visited++) {
        const node = stack.pop()!;
        const parts = textParts(node);
        if (parts) {
          stack.push(...[...parts].reverse());
          continue;
        }
        const part = flattenTaint(analysis.valueOf(node));
        if (part.level === Trust.Untrusted && part.source?.kind !== "third-party response") return { text: part, at: node };
      }
      return undefined;
    }

    function shown(node: TSESTree.Node): string {
      return `\`${mentionNode(sourceCode, node)}\``;
    }

    function suggestions(
      sink: Sink,
      node: TSESTree.Node,
      value: TaintValue,
      data: Record<string, string>,
    ): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      const result: TSESLint.SuggestionReportDescriptor<MessageIds>[] = [];
      if (sink.kind !== "rethrown") {
        result.push({ messageId: "useConstant", data, fix: (fixer) => fixer.replaceText(sink.node, JSON.stringify(CONSTANT_MESSAGE)) });
      }
      const sanitizer = sanitizerText();
      if (sanitizer && sink.kind !== "rethrown") {
        result.push({ messageId: "useSanitizer", data: { ...data, sanitizer }, fix: (fixer) => fixer.replaceText(node, `${sanitizer}(${sourceCode.getText(node)})`) });
      }
      // `e.message` of a caught error: keep it only for a trusted class.
      const trusted = trustedClassText();
      if (
        trusted &&
        value.source?.kind === "caught error" &&
        node.type === AST_NODE_TYPES.MemberExpression &&
        node.object.type === AST_NODE_TYPES.Identifier &&
        !node.computed
      ) {
        const replacement = `${node.object.name} instanceof ${trusted} ? ${sourceCode.getText(node)} : ${JSON.stringify(CONSTANT_MESSAGE)}`;
        const parent = node.parent;
        const bare =
          parent?.type === AST_NODE_TYPES.TemplateLiteral ||
          (parent?.type === AST_NODE_TYPES.Property && parent.value === node) ||
          parent?.type === AST_NODE_TYPES.VariableDeclarator ||
          parent?.type === AST_NODE_TYPES.ReturnStatement;
        result.push({
          messageId: "narrowToTrusted",
          data: { ...data, className: trusted },
          fix: (fixer) => fixer.replaceText(node, bare ? replacement : `(${replacement})`),
        });
      }
      return result;
    }

    /** The first configured sanitizer callable from this file. */
    function sanitizerText(): string | undefined {
      for (const spec of settings.sanitizers) {
        const found = findFunctionReferences(sourceCode, [spec]);
        // A member of an imported object (`text.sanitize`, `import text from "./text"`): spelled as this file spells it.
        const member = spec.path ? found.references.find((reference) => reference.kind === "member" && reference.source !== undefined) : undefined;
        if (member) return sourceCode.getText(member.node);
        if (spec.globalPath) return spec.name;
        const binding = found.bindings[0];
        if (binding?.declaration.type === AST_NODE_TYPES.ImportSpecifier) return binding.declaration.local.name;
      }
      return undefined;
    }

    /** The first trusted error class imported in this file. */
    function trustedClassText(): string | undefined {
      const binding = findFunctionReferences(sourceCode, settings.trustedMessageErrors).bindings[0];
      return binding?.declaration.type === AST_NODE_TYPES.ImportSpecifier ? binding.declaration.local.name : undefined;
    }
  },
});

/** The parts a text is joined from (a template's expressions, `a + b`, `a ?? b`, `c ? a : b`), or undefined for a leaf. */
function textParts(node: TSESTree.Node): readonly TSESTree.Node[] | undefined {
  switch (node.type) {
    case AST_NODE_TYPES.TemplateLiteral:
      return node.expressions;
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.LogicalExpression:
      return [node.left, node.right];
    case AST_NODE_TYPES.ConditionalExpression:
      return [node.consequent, node.alternate];
    default:
      return undefined;
  }
}
