/**
 * no-tool-params-in-error-log: a tool's parameters can carry secrets (API keys, passwords, user data);
 * on the failure paths of a tool handler they must not be handed to a logger or an error tracker (the
 * tool-logging convention: "Sanitized params (keys only)"). `console.error("search failed", args)` and
 * `captureException(e, { extra: { params } })` copy them into logs and issues that many people read and
 * that are kept for months.
 *
 * Listens to: the whole file once (`Program`). Asks the core: the tool handlers and which expressions
 * carry their input (`getToolInputAnalysis`: through locals, fields, strings, helpers of the file that
 * get it), which calls log or track (`logCalls`), and whether a call runs on a failure path (`failureAt`). Reports the input expression in a
 * logger's or tracker's arguments: loggers (`console.*`, the configured loggers, `logger.error(...)`) on
 * failure paths, trackers (capture functions, Sentry's `setContext`/`setExtra`/`setTag`/`setUser`,
 * `logError(...)`) anywhere in a handler. Suggests logging `Object.keys(...)` of the whole input.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { failureAt, type FailureEvidence } from "../src/core/analysis/failure-paths.js";
import { getToolInputAnalysis, type InputValue } from "../src/core/analysis/tool-input.js";
import { isLoggerObject, logCalls } from "../src/core/analysis/log-calls.js";
import { loggedParameter, loggingText } from "../src/core/analysis/logged-parameters.js";
import { declaresHandlersRegisteredElsewhere } from "../src/core/analysis/registered-handlers.js";
import { mayBeRegisteredByImporters } from "../src/core/analysis/registering-modules.js";
import { foreignFunctionOf, importedCalls, mayReach } from "../src/core/analysis/program-modules.js";
import { type FunctionNode, unwrapCastsAndChains } from "../src/core/ast.js";
import { createRule } from "../src/core/create-rule.js";
import { mentionNode } from "../src/core/mention.js";
import { findVariableOf } from "../src/core/scope.js";
import { getSettings } from "../src/core/settings.js";
import { requireTypeInformation, typeAwareOptionSchema } from "../src/core/type-info.js";

export type Options = [{ typeAware?: boolean; allowedParams?: string[]; toolHandlers?: string[]; loggerObjects?: string[]; loggerMethods?: string[] }];
export type MessageIds = "paramsLogged" | "logKeys";

/** A key for the parameter names in an object literal that spread the input: `params`, unless the object has one. */
function freeKey(object: TSESTree.ObjectExpression): string | undefined {
  const taken = new Set(object.properties.flatMap((property) => (property.type === AST_NODE_TYPES.Property && !property.computed && property.key.type === AST_NODE_TYPES.Identifier ? [property.key.name] : [])));
  return ["params", "paramNames", "parameterNames"].find((name) => !taken.has(name));
}

export default createRule<Options, MessageIds>({
  name: "no-tool-params-in-error-log",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow passing tool parameter values to loggers and error trackers on failure paths",
      recommended: false,
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
              "Use the checker: a parameter value typed number, boolean, enum or a literal union (`format: \"json\" | \"markdown\"`) carries nothing secret and may be logged, unless the type comes from a cast; a helper of another module of the program that the input is passed to (`logFailure(toolName, input, error)`) is looked into. Requires `parserOptions.projectService`.",
          },
          allowedParams: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description: "Parameter names whose values may be logged (`organizationSlug`, `projectSlug`): identifiers that are never secret.",
          },
          toolHandlers: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description: "Names of functions of the linted file whose first parameter is a tool's input although no registration of the file shows it (`handleSearch`); added to `settings[\"agent-errors\"].toolHandlers`, which every rule reads.",
          },
          loggerObjects: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description: "Names of logger objects whose level methods (`error`, `warn`, `info`, `debug`, ...) are loggers: `logger.error(...)`, `this.log.warn(...)`; added to `settings[\"agent-errors\"].loggerObjects` (default `logger`, `log`).",
          },
          loggerMethods: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description: "Method names that record an error wherever they are called, on any receiver: `this.statusBarManager.logError(...)` (the tool-logging convention); added to `settings[\"agent-errors\"].loggerMethods` (default `logError`).",
          },
        },
      },
    ],
    defaultOptions: [{ typeAware: false, allowedParams: [], toolHandlers: [], loggerObjects: [], loggerMethods: [] }],
    messages: {
      paramsLogged:
        "`{{expression}}` {{what}} and goes to `{{sink}}` {{where}}: tool parameters can carry API keys, passwords and user data, and logs and error trackers keep them. Log `Object.keys(...)` of the parameters, or only fields known to be safe (`allowedParams`).",
      logKeys: "Log only the parameter names: `Object.keys({{name}})`.",
    },
  },
  create(context, [{ typeAware, allowedParams, toolHandlers, loggerObjects, loggerMethods }]) {
    const settings = getSettings(context);
    const services = typeAware ? requireTypeInformation(context) : undefined;
    const sourceCode = context.sourceCode;
    // The shared settings, and what this rule's options add to them.
    // The shared settings' logger objects and methods, and those this rule's options add.
    const objects = [...settings.loggerObjects, ...(loggerObjects ?? [])];
    const methods = [...settings.loggerMethods, ...(loggerMethods ?? [])];
    const loggerObjectSet: ReadonlySet<string> = new Set(objects);
    const handlers = [...settings.toolHandlers, ...(toolHandlers ?? [])];

    const shown = (node: TSESTree.Node): string => mentionNode(sourceCode, node);

    return {
      Program() {
        // Cheap syntactic gate: without a boundary's or handler's name there is no tool input.
        const text = sourceCode.text;
        const names = [...settings.toolBoundaries.map((boundary) => boundary.name), ...handlers, "CallToolResult", "ToolCallback"];
        if (!names.some((name) => text.includes(name)) && !declaresHandlersRegisteredElsewhere(services, settings, sourceCode.ast) && !mayBeRegisteredByImporters(sourceCode, settings)) return;

        const analysis = getToolInputAnalysis(sourceCode, settings, {
          names: handlers,
          allowed: allowedParams ?? [],
          ...(services ? { services } : {}),
        });
        if (analysis.functions.size === 0) return;

        // The configured loggers and trackers, resolved through imports; console, logger objects, Sentry's scope.
        const kindOf = logCalls(sourceCode, settings, { loggerObjects: objects, loggerMethods: methods, services });

        // Typed: the calls of imported functions, the only ones that can reach another module's logger.
        let imported: Set<TSESTree.CallExpression> | undefined;
        const importedCallNodes = (): Set<TSESTree.CallExpression> => (imported ??= new Set(importedCalls(sourceCode, services!).map(({ call }) => call)));
        const seenCalls = new Set<TSESTree.CallExpression>();
        const reported = new Set<TSESTree.Node>();
        for (const [fn] of analysis.functions) {
          analysis.forEachCall(fn, (call) => {
            if (seenCalls.has(call)) return;
            seenCalls.add(call);
            const kind = kindOf(call);
            if (!kind) {
              if (services) checkForeignCall(call, fn);
              return;
            }
            let where: string;
            if (kind === "logger") {
              const evidence = failureAt(call, { signals: settings.errorSignals, crossCallbacks: true, stopAt: fn });
              if (!evidence) return;
              where = failurePlace(evidence);
            } else {
              where = "in a tool handler";
            }
            for (const argument of call.arguments) {
              const expression = argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument;
              const value = analysis.inputOf(expression);
              if (value && !(kind === "logger" && loggedOnEveryCall(fn, call, value))) report(call, expression, value, where);
            }
          });
        }

        /**
         * Typed: a helper of another module of the program that hands a parameter to a logger or tracker
         * (`logFailure(toolName, input, error)` in lib/logging.ts): the argument given for it is logged.
         */
        function checkForeignCall(call: TSESTree.CallExpression, fn: FunctionNode): void {
          // Only a call of an imported function, given the input, is worth resolving.
          if (!importedCallNodes().has(call)) return;
          const inputs = call.arguments.map((argument) => (argument.type === AST_NODE_TYPES.SpreadElement ? undefined : analysis.inputOf(argument)));
          if (!inputs.some(Boolean)) return;
          const program = services!.program;
          const pattern = loggingText(settings, objects, methods);
          const foreign = foreignFunctionOf(services!, unwrapCastsAndChains(call.callee), (declared) => mayReach(program, declared, pattern));
          if (!foreign) return;
          call.arguments.forEach((argument, index) => {
            const value = inputs[index];
            if (!value) return;
            const logged = loggedParameter(foreign.module, foreign.fn, index, settings, { allowed: allowedParams ?? [], loggerObjects: objects, loggerMethods: methods });
            if (!logged) return;
            let where = "in a tool handler";
            if (logged.kind === "logger") {
              const evidence = failureAt(call, { signals: settings.errorSignals, crossCallbacks: true, stopAt: fn });
              if (evidence) where = failurePlace(evidence);
              else if (logged.onFailurePath) where = "on its failure path";
              else return;
            }
            // The helper takes the value itself: logging its keys is a change to make there, not here.
            report(call, argument, value, `${where}, and \`${foreign.label}\` hands it to \`${logged.sink}\``, false);
          });
        }

        /**
         * Whether the handler has written the same input to the log on every call before the failure path that logs
         * it again (Exa's `logger.start(researchId)`, a statement of the handler's own body before its `try`): the
         * failure adds nothing to the log, and the first write is not on a failure path, so not this rule's to judge.
         * A call of a logger (as `kindOf` says) or any method of a logger object (`logger.start(...)`), unconditional.
         */
        function loggedOnEveryCall(fn: FunctionNode, call: TSESTree.CallExpression, value: InputValue): boolean {
          if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return false;
          const key = inputKey(value);
          if (!key) return false;
          for (const statement of fn.body.body) {
            if (statement.range[0] <= call.range[0] && call.range[1] <= statement.range[1]) return false;
            if (statement.type !== AST_NODE_TYPES.ExpressionStatement) continue;
            let expression = unwrapCastsAndChains(statement.expression);
            if (expression.type === AST_NODE_TYPES.AwaitExpression) expression = unwrapCastsAndChains(expression.argument);
            if (expression.type !== AST_NODE_TYPES.CallExpression || (kindOf(expression) !== "logger" && !callsLoggerObject(expression))) continue;
            for (const argument of expression.arguments) {
              const logged = analysis.inputOf(argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument);
              if (logged && inputKey(logged) === key) return true;
            }
          }
          return false;
        }

        /** `logger.start(...)`: a method of a logger object of the settings (`loggerObjects`), whatever its name. */
        function callsLoggerObject(call: TSESTree.CallExpression): boolean {
          const callee = unwrapCastsAndChains(call.callee);
          return callee.type === AST_NODE_TYPES.MemberExpression && isLoggerObject(callee.object, loggerObjectSet);
        }

        /** The same input wherever it is read: its variable (a parameter, a destructured one) and the path in it. */
        function inputKey(value: InputValue): string | undefined {
          let node = unwrapCastsAndChains(value.origin);
          const path: string[] = [];
          while (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier) {
            path.unshift(node.property.name);
            node = unwrapCastsAndChains(node.object);
          }
          if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
          const variable = findVariableOf(sourceCode, node);
          return variable ? `${variable.defs[0]?.name.range[0] ?? -1}:${variable.name}.${path.join(".")}` : undefined;
        }

        function report(call: TSESTree.CallExpression, argument: TSESTree.Node, value: InputValue, where: string, suggestKeys = true): void {
          const inside = value.origin.range[0] >= argument.range[0] && value.origin.range[1] <= argument.range[1];
          const node = inside ? value.origin : argument;
          if (reported.has(node)) return;
          reported.add(node);
          // What the reported expression itself is: the whole input, a parameter, or something that contains it.
          const own = (inside ? analysis.inputOf(node) : undefined) ?? value;
          const what = own.whole
            ? "is the tool's input (every parameter)"
            : own.path.length > 0
              ? "contains the tool's input"
              : inside
                ? "is a tool parameter's value"
                : `is built from the tool's input (\`${shown(value.origin)}\`, line ${value.origin.loc.start.line})`;
          const data = { expression: shown(node), what, sink: shown(call.callee), where };
          const suggest: TSESLint.SuggestionReportDescriptor<MessageIds>[] = [];
          if (own.whole && inside && suggestKeys) {
            const text = sourceCode.getText(node);
            const property = node.parent;
            const shorthand = property?.type === AST_NODE_TYPES.Property && property.shorthand && property.value === node;
            // `{ ...args, error }`: its keys spread would log `{ 0: "query", 1: "token" }`; they go under a name of their own.
            const spread = property?.type === AST_NODE_TYPES.SpreadElement && property.parent.type === AST_NODE_TYPES.ObjectExpression ? property : undefined;
            const spreadKey = spread && freeKey(spread.parent as TSESTree.ObjectExpression);
            if (!spread || spreadKey) {
              suggest.push({
                messageId: "logKeys",
                data: { name: text },
                fix: (fixer) =>
                  spread ? fixer.replaceText(spread, `${spreadKey}: Object.keys(${text})`) : shorthand ? fixer.replaceText(property, `${text}: Object.keys(${text})`) : fixer.replaceText(node, `Object.keys(${text})`),
              });
            }
          }
          context.report({ node, messageId: "paramsLogged", data, suggest });
        }
      },
    };

    /** Whether a call logs (on failure paths) or reports to a tracker (anywhere), and which. */
    function failurePlace(evidence: FailureEvidence): string {
      const line = evidence.node.loc.start.line;
      switch (evidence.kind) {
        case "catch":
          return `in the \`catch\` on line ${line}`;
        case "rejection":
          return `in the rejection handler on line ${line}`;
        case "error-check":
          return `in the branch where \`${shown(evidence.node)}\` (line ${line}) says the call failed`;
      }
    }
  },
});

