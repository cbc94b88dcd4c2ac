/**
 * Which calls of a file write to a log or an error tracker: the configured loggers and capture functions
 * (resolved through imports; with types also through a project's re-exports), Sentry's scope and event
 * functions and the methods of a `withScope` callback's scope, `console.*`, `process.stderr.write`, the level methods of logger
 * objects (`logger.error(...)`, `this.log.warn(...)`) and the configured logging methods on any receiver
 * (`this.statusBarManager.logError(...)`). What they are given ends up in logs or on error events.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, memberName, processStreamWritten, unwrapCastsAndChains } from "../ast.js";
import { findVariableOf } from "../scope.js";
import type { AgentErrorsSettings, FunctionSpecifier } from "../settings.js";
import { findFunctionReferences } from "./references.js";

export type LogCallKind = "logger" | "tracker";

/** Sentry's scope and event functions: what they are given ends up on error events. */
const TRACKER_FUNCTIONS: readonly FunctionSpecifier[] = Object.freeze(
  ["setContext", "setExtra", "setExtras", "setTag", "setTags", "setUser", "addBreadcrumb", "captureMessage", "captureEvent"].map((name) => ({ name, from: ["@sentry/*"] })),
);
const WITH_SCOPE: readonly FunctionSpecifier[] = Object.freeze([{ name: "withScope", from: ["@sentry/*"] }]);
/** Methods of a Sentry scope (`withScope((scope) => scope.setExtra(...))`). */
const SCOPE_METHODS = new Set(["setContext", "setExtra", "setExtras", "setTag", "setTags", "setUser", "addBreadcrumb"]);
/** Levels of a logger object (`logger.error(...)`, `this.log.warn(...)`). */
const LOG_LEVELS = new Set(["error", "warn", "warning", "info", "debug", "trace", "fatal", "log", "critical", "notice", "verbose"]);

export interface LogCallOptions {
  /** Logger objects by name (the settings' `loggerObjects` and a rule's additions). */
  loggerObjects: readonly string[];
  /** Logging methods on any receiver (the settings' `loggerMethods` and a rule's additions). */
  loggerMethods: readonly string[];
  services?: ParserServicesWithTypeInformation | undefined;
}

/** The test "does this call log or track, and which": computed once per rule run and file. */
export function logCalls(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: LogCallOptions): (call: TSESTree.CallExpression) => LogCallKind | undefined {
  const { services } = options;
  const objects = new Set(options.loggerObjects);
  const methods = new Set(options.loggerMethods);
  const configured = new Map<TSESTree.Node, LogCallKind>();
  for (const reference of findFunctionReferences(sourceCode, settings.errorLoggers, services).references) configured.set(reference.node, "logger");
  for (const reference of findFunctionReferences(sourceCode, settings.warningLoggers, services).references) configured.set(reference.node, "logger");
  for (const reference of findFunctionReferences(sourceCode, settings.captureFunctions, services).references) configured.set(reference.node, "tracker");
  for (const reference of findFunctionReferences(sourceCode, TRACKER_FUNCTIONS, services).references) configured.set(reference.node, "tracker");
  const scopeCallbacks = new Set<TSESTree.Node>();
  for (const reference of findFunctionReferences(sourceCode, WITH_SCOPE).references) {
    const call = reference.node.parent;
    if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === reference.node) for (const argument of call.arguments) if (isFunctionNode(argument)) scopeCallbacks.add(argument);
  }
  const isGlobal = (identifier: TSESTree.Identifier): boolean => {
    const variable = findVariableOf(sourceCode, identifier);
    return !variable || variable.defs.length === 0;
  };

  return (call) => {
    const callee = unwrapCastsAndChains(call.callee);
    const known = configured.get(callee);
    if (known) return known;
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
    const method = !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier ? callee.property.name : undefined;
    if (!method) {
      // `console[level](...)`: every method of the global `console` writes to the log.
      const object = unwrapCastsAndChains(callee.object);
      return callee.computed && object.type === AST_NODE_TYPES.Identifier && object.name === "console" && isGlobal(object) ? "logger" : undefined;
    }
    if (methods.has(method)) return "tracker";
    const receiver = unwrapCastsAndChains(callee.object);
    if (receiver.type === AST_NODE_TYPES.Identifier) {
      if (receiver.name === "console" && isGlobal(receiver)) return "logger";
      if (SCOPE_METHODS.has(method)) {
        const definition = findVariableOf(sourceCode, receiver)?.defs[0];
        if (definition?.type === "Parameter" && scopeCallbacks.has(definition.node)) return "tracker";
      }
      if (LOG_LEVELS.has(method) && isLoggerObject(receiver, objects)) return "logger";
    } else if (receiver.type === AST_NODE_TYPES.MemberExpression && !receiver.computed && receiver.property.type === AST_NODE_TYPES.Identifier) {
      if (LOG_LEVELS.has(method) && isLoggerObject(receiver, objects)) return "logger";
      // `process.stderr.write(...)`: where a stdio MCP server logs (its stdout is the protocol's).
      const written = processStreamWritten(callee);
      if (written?.stream === "stderr" && isGlobal(written.process)) return "logger";
    }
    return undefined;
  };
}

/** A logger object of the settings (`loggerObjects`) by its name: `logger`, `this.log` (its last field). */
export function isLoggerObject(receiver: TSESTree.Node, objects: ReadonlySet<string>): boolean {
  const node = unwrapCastsAndChains(receiver);
  if (node.type === AST_NODE_TYPES.Identifier) return objects.has(node.name);
  return node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier && objects.has(node.property.name);
}

/**
 * `log(...)`, `this.logger(...)`: a logger object of the settings (`loggerObjects`) called as a function, as `debug`'s
 * loggers are. For a callee that resolves to no function the analyses can read.
 */
export function isCalledLogger(callee: TSESTree.Node, settings: Pick<AgentErrorsSettings, "loggerObjects">): boolean {
  const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : undefined;
  return name !== undefined && settings.loggerObjects.includes(name);
}
