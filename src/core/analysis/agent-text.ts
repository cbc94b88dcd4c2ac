/**
 * What text reaches an agent, and how far it can be trusted: the sinks of a file (`findSinks`), the value of
 * each (`TaintAnalysis`), and the derived sinks, to a fixpoint: a parameter of a helper of this file that
 * flows into a sink makes that parameter's argument a sink at every call of the helper (for a destructured
 * options parameter, only the field that flows). The rule `no-untrusted-error-message` reports from this;
 * the cross-module summaries ask it which parameters of a module's functions reach a sink.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import type { AgentErrorsSettings } from "../settings.js";
import { cachedPerFile } from "./file-cache.js";
import { enclosingFunction, type FunctionNode } from "./boundaries.js";
import { callsOf, findSinks, type Sink, type SinkOptions } from "./sinks.js";
import { flatten, getTaintAnalysis, parameterSlot, Trust, type TaintAnalysis, type TaintValue } from "./taint.js";

/** A bound on the derived sinks of one file (a pathological file of thousands of chained helpers). */
const MAX_DERIVED = 500;

export interface AgentTextSink extends Sink {
  /** For a derived sink: the helper whose parameter it feeds (`errorResult()`). */
  via?: string;
}

export interface AgentText {
  sink: AgentTextSink;
  /** The value at the sink (for a thrown error, its message) as plain text. */
  text: TaintValue;
  /** The whole value at the sink, with its shape. */
  value: TaintValue;
  /** Throwing a caught error as it is (also through a helper's parameter): a rethrow. */
  rethrow: boolean;
}

export interface SinkParameter {
  fn: FunctionNode;
  index: number;
  /** For a destructured options parameter, the field that flows. */
  key?: string;
  /** How the sink it feeds reaches the agent. */
  through: string;
  kind: Sink["kind"];
}

export interface AgentTexts {
  analysis: TaintAnalysis;
  texts: readonly AgentText[];
  /** The parameters of this file's functions (not tool handlers) whose argument reaches a sink. */
  sinkParameters: readonly SinkParameter[];
}

/** The sinks of the file with their values, derived sinks included; computed once per file and options. */
export function getAgentTexts(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions): AgentTexts {
  const key = `agent-text:${options.services ? "typed" : "untyped"}:${options.rethrown ? 1 : 0}${options.trustedErrorMessages ? 1 : 0}`;
  return cachedPerFile(sourceCode.ast, key, settings, () => computeAgentTexts(sourceCode, settings, options));
}

function computeAgentTexts(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: SinkOptions): AgentTexts {
  const analysis = getTaintAnalysis(sourceCode, { settings, ...(options.services ? { services: options.services } : {}) });
  const texts: AgentText[] = [];
  const sinkParameters: SinkParameter[] = [];
  const work: AgentTextSink[] = [...findSinks(sourceCode, settings, options)];
  const derived = new Set<string>();
  while (work.length > 0) {
    const sink = work.shift()!;
    const value = analysis.valueOf(sink.node);
    // Of a thrown error, only its message reaches the model (not its `cause`).
    const thrownMessage = (sink.kind === "thrown" || sink.kind === "rethrown") && value.fields?.get("message");
    const text = flatten(thrownMessage || value);
    const rethrow = sink.kind === "thrown" && isBareName(sink.node) && !value.fields && value.source?.kind === "caught error";
    texts.push({ sink, text, value, rethrow });
    for (const param of text.params ?? []) {
      const fn = enclosingFunction(param);
      if (!fn || analysis.boundaryHandlers.has(fn) || derived.size >= MAX_DERIVED) continue;
      const slot = parameterSlot(fn, param);
      const id = slot && `${fn.range[0]}:${slot.index}:${slot.key ?? ""}`;
      if (!slot || !id || derived.has(id)) continue;
      derived.add(id);
      sinkParameters.push({ fn, index: slot.index, ...(slot.key !== undefined ? { key: slot.key } : {}), through: sink.through, kind: sink.kind });
      const name = functionName(fn);
      for (const call of callsOf(sourceCode, fn)) {
        const node = argumentFor(call, slot);
        if (node) work.push({ kind: sink.kind, node, through: sink.through, via: `${name}()` });
      }
    }
  }
  return { analysis, texts, sinkParameters };
}

/**
 * The expression of a call that fills a parameter slot: the argument, or for a destructured field only that
 * field (`{ issue }` of `f({ issue, projectSlug })`), never its siblings. Undefined when nothing fills it
 * (a spread argument, or an object literal without the field: the pattern's default applies).
 */
export function argumentFor(call: TSESTree.CallExpression, slot: { index: number; key?: string }): TSESTree.Node | undefined {
  const argument = call.arguments[slot.index];
  if (!argument || argument.type === AST_NODE_TYPES.SpreadElement) return undefined;
  if (slot.key === undefined || argument.type !== AST_NODE_TYPES.ObjectExpression) return argument;
  let found: TSESTree.Node | undefined;
  let spreadAfter = false;
  for (const property of argument.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      spreadAfter = true;
      continue;
    }
    if (!property.computed && ASTUtils.getPropertyName(property) === slot.key) {
      found = property.value;
      spreadAfter = false;
    } else if (property.computed) {
      spreadAfter = true;
    }
  }
  // A spread (or a computed key) after the field may set it: then the whole argument is the sink.
  return spreadAfter ? argument : found;
}

function isBareName(node: TSESTree.Node): boolean {
  let current = node;
  while (current.type === AST_NODE_TYPES.TSAsExpression || current.type === AST_NODE_TYPES.TSNonNullExpression) current = current.expression;
  return current.type === AST_NODE_TYPES.Identifier;
}

export function functionName(fn: FunctionNode): string {
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration && fn.id) return fn.id.name;
  if (fn.parent?.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier) return fn.parent.id.name;
  return "function";
}

export { Trust };
