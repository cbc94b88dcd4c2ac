/**
 * Which parameters of a function of another module of the program it hands to a logger or an error tracker
 * (typed runs): `logFailure(toolName, input, error)` in `lib/logging.ts` whose body calls
 * `logger.error(\`${toolName} failed\`, { input, error })`. The same flow as a tool's input in the file being
 * linted ({@link getToolInputAnalysis}, with that parameter as the input: through locals, fields, strings and
 * the helpers of that module it passes it to), and the same log calls ({@link logCalls}). A summary is
 * computed once per function, parameter and program module.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type { AgentErrorsSettings } from "../settings.js";
import { mentionNode } from "../mention.js";
import { cachedPerFile } from "./file-cache.js";
import { failureAt } from "./failure-paths.js";
import { logCalls, type LogCallKind, type LogCallOptions } from "./log-calls.js";
import type { ModuleView } from "./program-modules.js";
import { getToolInputAnalysis } from "./tool-input.js";
import { type FunctionNode } from "../ast.js";

export interface LoggedParameter {
  kind: LogCallKind;
  /** The logger or tracker, as written there (`logger.error`). */
  sink: string;
  /** Whether that call runs on a failure path of the function itself (a `catch` inside it). */
  onFailurePath: boolean;
}

export interface LoggedParameterOptions extends Omit<LogCallOptions, "services"> {
  /** Parameter names whose values may be logged. */
  allowed: readonly string[];
}

/** How the function's parameter at `index` reaches a logger or tracker, if it does: its first such call. */
export function loggedParameter(
  module: ModuleView,
  fn: FunctionNode,
  index: number,
  settings: AgentErrorsSettings,
  options: LoggedParameterOptions,
): LoggedParameter | undefined {
  const key = `logged-parameter:${fn.range[0]}:${index}:${options.allowed.join(",")}:${options.loggerObjects.join(",")}:${options.loggerMethods.join(",")}`;
  return (
    cachedPerFile(module.sourceCode.ast, key, settings, () => {
      const { sourceCode, services } = module;
      const analysis = getToolInputAnalysis(sourceCode, settings, { names: [], allowed: options.allowed, services, parameterOf: { fn, index } });
      if (analysis.functions.size === 0) return null;
      const kindOf = logCalls(sourceCode, settings, { ...options, services });
      let found: LoggedParameter | null = null;
      for (const [helper] of analysis.functions) {
        analysis.forEachCall(helper, (call: TSESTree.CallExpression) => {
          if (found) return;
          const kind = kindOf(call);
          if (!kind || !call.arguments.some((argument) => analysis.inputOf(argument.type === "SpreadElement" ? argument.argument : argument))) return;
          const onFailurePath = !!failureAt(call, { signals: settings.errorSignals, crossCallbacks: true, stopAt: helper });
          found = { kind, sink: mentionNode(sourceCode, call.callee), onFailurePath };
        });
        if (found) break;
      }
      return found;
    }) ?? undefined
  );
}

/** Per settings and rule options: the text a function that logs or tracks holds (a cheap test before converting its module). */
const loggingPatterns = new WeakMap<AgentErrorsSettings, Map<string, RegExp>>();

export function loggingText(settings: AgentErrorsSettings, objects: readonly string[], methods: readonly string[]): RegExp {
  const key = `${objects.join(",")}|${methods.join(",")}`;
  const bySettings = loggingPatterns.get(settings) ?? new Map<string, RegExp>();
  loggingPatterns.set(settings, bySettings);
  let pattern = bySettings.get(key);
  if (!pattern) {
    const configured = [...settings.errorLoggers, ...settings.warningLoggers, ...settings.captureFunctions].map((spec) => spec.name.split(".").at(-1)!);
    const names = [...new Set(["console", "setContext", "setExtra", "setExtras", "setTag", "setTags", "setUser", "addBreadcrumb", "captureMessage", "captureEvent", "withScope", "stderr", ...objects, ...methods, ...configured])];
    pattern = new RegExp(`(?<![\\w$])(?:${names.map((name) => name.replace(/[$]/g, "\\$")).join("|")})(?![\\w$])`);
    bySettings.set(key, pattern);
  }
  return pattern;
}
