/**
 * Which calls send an error to the error tracker: the configured capture functions (`captureException`,
 * `Sentry.captureException`), and the project's wrappers around them: a function whose parameter it passes,
 * unconditionally, as the error of a capture call (`function trackError(error, context) { logger.error(...);
 * Sentry.captureException(error, { extra: context }); }`), in this file (wrappers of wrappers too, to a
 * fixpoint) and, with types, in the program's other modules. A wrapper that decides first
 * (`if (error instanceof UserInputError) return;`, a capture call inside an `if` or a `try`) is not one: what
 * it sends depends on what it checks.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { spelledName, type AgentErrorsSettings, type FunctionSpecifier } from "../settings.js";
import { cachedPerFileOnce } from "./file-cache.js";
import { findFunctionReferences, type FoundFunctionReference } from "./references.js";
import { callsOf } from "./functions.js";
import { findVariableOf } from "../scope.js";
import { foreignFunctionOf, importedCalls, mayReach, programMayMatch } from "./program-modules.js";
import { enclosingFunction, functionName, type FunctionNode } from "../ast.js";

/** A bound on the wrappers of one file (a file of thousands of chained helpers). */
const MAX_WRAPPERS = 200;

export interface CaptureCall {
  call: TSESTree.CallExpression;
  /** The argument that is the error sent. */
  index: number;
  /** The configured function called, directly or by the wrapper. */
  spec: FunctionSpecifier;
  /** For a wrapper: its name (`trackError()`). */
  via?: string;
  /** For another module's wrapper: where it is declared (`src/lib/monitoring.ts:4`). */
  location?: string;
  /** The direct reference, for a configured function called by this file. */
  reference?: FoundFunctionReference<FunctionSpecifier>;
}

export interface CaptureWrapper {
  fn: FunctionNode;
  /** The parameter that is the error sent. */
  index: number;
  spec: FunctionSpecifier;
}

interface FileCaptures {
  calls: CaptureCall[];
  wrappers: CaptureWrapper[];
}

/** The capture calls of a file, wrappers' calls included; once per file and settings (typed or not). */
export function findCaptureCalls(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: AgentErrorsSettings,
  services?: ParserServicesWithTypeInformation,
): readonly CaptureCall[] {
  return fileCaptures(sourceCode, settings, services).calls;
}

function fileCaptures(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, services?: ParserServicesWithTypeInformation): FileCaptures {
  // A module that imports this one back, asked while this one is computed, sees no wrapper in it.
  return cachedPerFileOnce(sourceCode.ast, services ? "capture-calls:typed" : "capture-calls", settings, () => computeCaptures(sourceCode, settings, services), () => ({ calls: [], wrappers: [] }));
}

function computeCaptures(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, services?: ParserServicesWithTypeInformation): FileCaptures {
  const calls: CaptureCall[] = [];
  const wrappers: CaptureWrapper[] = [];
  if (settings.captureFunctions.some((spec) => sourceCode.text.includes(spelledName(spec)))) {
    for (const reference of findFunctionReferences(sourceCode, settings.captureFunctions, services).references) {
      const call = reference.node.parent;
      if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === reference.node) calls.push({ call, index: 0, spec: reference.spec, reference });
    }
  }
  if (services) calls.push(...foreignWrapperCalls(sourceCode, settings, services));
  // Wrappers of this file, to a fixpoint: each capture call whose error is a parameter of its function.
  const known = new Set<string>();
  for (let next = 0; next < calls.length && wrappers.length < MAX_WRAPPERS; next++) {
    const capture = calls[next]!;
    const wrapper = wrapperOf(sourceCode, capture);
    if (!wrapper) continue;
    const key = `${wrapper.fn.range[0]}:${wrapper.index}`;
    if (known.has(key)) continue;
    known.add(key);
    wrappers.push(wrapper);
    const via = `${functionName(wrapper.fn) ?? "function"}()`;
    for (const call of callsOf(sourceCode, wrapper.fn)) calls.push({ call, index: wrapper.index, spec: wrapper.spec, via });
  }
  return { calls, wrappers };
}

/**
 * The wrapper a capture call makes of its function: when the error it sends is a parameter of the function
 * (a plain name, never assigned), and the call runs whenever the function does (a statement of the
 * function's body with no statement before it that could leave or decide, or the body of an arrow).
 */
function wrapperOf(sourceCode: Readonly<TSESLint.SourceCode>, capture: CaptureCall): CaptureWrapper | undefined {
  const argument = capture.call.arguments[capture.index];
  if (argument?.type !== AST_NODE_TYPES.Identifier) return undefined;
  const fn = enclosingFunction(capture.call);
  if (!fn) return undefined;
  const variable = findVariableOf(sourceCode, argument);
  const definition = variable?.defs[0];
  if (!variable || definition?.type !== "Parameter" || definition.node !== fn) return undefined;
  if (variable.references.some((reference) => reference.isWrite())) return undefined;
  const index = fn.params.findIndex((param) => param === definition.name || (param.type === AST_NODE_TYPES.AssignmentPattern && param.left === definition.name));
  if (index < 0 || !runsUnconditionally(capture.call, fn)) return undefined;
  return { fn, index, spec: capture.spec };
}

function runsUnconditionally(call: TSESTree.CallExpression, fn: FunctionNode): boolean {
  let node: TSESTree.Node = call;
  if (node.parent?.type === AST_NODE_TYPES.AwaitExpression) node = node.parent;
  if (node.parent === fn) return true;
  const statement = node.parent;
  if (statement?.type !== AST_NODE_TYPES.ExpressionStatement && statement?.type !== AST_NODE_TYPES.ReturnStatement) return false;
  const body = statement.parent;
  if (body?.type !== AST_NODE_TYPES.BlockStatement || body.parent !== fn) return false;
  // What comes before may not leave or decide: plain expression statements and declarations only.
  for (const before of body.body.slice(0, body.body.indexOf(statement))) {
    if (before.type !== AST_NODE_TYPES.ExpressionStatement && before.type !== AST_NODE_TYPES.VariableDeclaration) return false;
  }
  return true;
}

/** With types: this file's calls of wrappers declared in other modules of the program. */
function foreignWrapperCalls(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, services: ParserServicesWithTypeInformation): CaptureCall[] {
  const calls: CaptureCall[] = [];
  const pattern = capturePattern(settings);
  if (!pattern || !programMayMatch(services.program, pattern)) return calls;
  for (const { call, callee } of importedCalls(sourceCode, services)) {
    const foreign = foreignFunctionOf(services, callee, (fn) => mayReach(services.program, fn, pattern));
    if (!foreign) continue;
    for (const wrapper of fileCaptures(foreign.module.sourceCode, settings, foreign.module.services).wrappers) {
      if (wrapper.fn === foreign.fn) calls.push({ call, index: wrapper.index, spec: wrapper.spec, via: foreign.label, location: foreign.location });
    }
  }
  return calls;
}

const capturePatterns = new WeakMap<AgentErrorsSettings, RegExp | null>();

/** A capture function's name, as a call is written (`captureException(`). */
function capturePattern(settings: AgentErrorsSettings): RegExp | undefined {
  let pattern = capturePatterns.get(settings);
  if (pattern === undefined) {
    const names = [...new Set(settings.captureFunctions.map(spelledName))].map((name) => name.replace(/[$]/g, "\\$"));
    pattern = names.length > 0 ? new RegExp(`(?<![\\w$])(?:${names.join("|")})[(<]`) : null;
    capturePatterns.set(settings, pattern);
  }
  return pattern ?? undefined;
}
