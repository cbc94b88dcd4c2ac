/**
 * Edits on failure handlers (a `catch` clause, `p.catch(cb)`, `p.then(ok, cb)`) for the suggestions that
 * let a failure through: the name the caught error is bound to (binding one when the handler has none), the
 * removal of a promise's rejection handler, and the suggestions themselves (rethrow, let the rejection
 * through, return the configured error shape), at a returned value or at the end of the handler's body.
 * Each keeps comments: where an edit would drop one, none is given.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import type { FailureHandler } from "../analysis/failure-handlers.js";
import type { TextEdit } from "./imports.js";
import { needsParens } from "./parens.js";
import { appendToBlock, semicolonLike } from "./statements.js";
import { type FunctionNode } from "../ast.js";

/** The names tried, in order, for a caught error that the handler does not bind. */
const ERROR_NAMES = ["error", "err", "caughtError", "failure"];

/**
 * The name the caught error is bound to, and the edits that bind it when the handler has no parameter
 * (`catch {` becomes `catch (error) {`; `() =>` becomes `(error) =>`). `at`: where the name will be used,
 * which must still see the caught error there (not a shadowing local). `inUse`: names the handler's body
 * already uses, which a new binding must not take.
 */
export function caughtErrorBinding(
  sourceCode: Readonly<TSESLint.SourceCode>,
  handler: FailureHandler,
  inUse: (name: string) => boolean,
  at?: TSESTree.Node,
): { name: string; edits: TextEdit[] } | undefined {
  if (handler.param) {
    if (handler.param.type !== AST_NODE_TYPES.Identifier) return undefined;
    if (at) {
      const visible = ASTUtils.findVariable(sourceCode.getScope(at), handler.param.name);
      if (!visible?.defs.some((definition) => definition.name === handler.param)) return undefined;
    }
    return { name: handler.param.name, edits: [] };
  }
  const name = ERROR_NAMES.find((candidate) => !inUse(candidate));
  if (!name) return undefined;
  if (handler.kind === "catch") {
    const catchToken = sourceCode.getFirstToken(handler.node)!;
    return { name, edits: [{ range: [catchToken.range[1], catchToken.range[1]], text: ` (${name})` }] };
  }
  const callback = handler.node as FunctionNode;
  const open = sourceCode.getFirstToken(callback, { filter: (token) => token.value === "(" });
  const close = open && sourceCode.getTokenAfter(open);
  if (!open || close?.value !== ")") return undefined;
  return { name, edits: [{ range: [open.range[1], close.range[0]], text: name }] };
}

/** `p.catch(cb)` becomes `p`; `p.then(onOk, cb)` becomes `p.then(onOk)`. Undefined when a comment would go. */
export function removeRejectionHandler(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): TextEdit | undefined {
  const callee = call.callee as TSESTree.MemberExpression;
  if (call.arguments.length === 1) {
    const kept = callee.object;
    const dropped = sourceCode.getCommentsInside(call).some((comment) => comment.range[0] >= kept.range[1]);
    if (dropped || callee.optional) return undefined;
    return { range: call.range, text: sourceCode.getText(kept) };
  }
  const [onOk, onFail, ...rest] = call.arguments;
  if (!onOk || !onFail || rest.length > 0) return undefined;
  const range = [onOk.range[1], onFail.range[1]] as const;
  if (sourceCode.getCommentsInside(call).some((comment) => comment.range[0] >= range[0] && comment.range[1] <= range[1])) return undefined;
  return { range, text: "" };
}

/** A suggestion for a failure handler: rethrow the caught error, let the rejection through, or return an error. */
export interface FailureSuggestion {
  kind: "rethrow" | "propagate" | "returnError";
  data: Record<string, string>;
  edits: TextEdit[];
}

/**
 * The suggestions at a value a handler returns (`leaf`, within the `return` argument or arrow body `output`):
 * rethrow (when the whole `return` can become a `throw`), let a `.catch(cb)` rejection through (when the
 * callback's whole body is the value), and return `errorShape` in the value's place.
 */
export function suggestionsAtValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  handler: FailureHandler,
  leaf: TSESTree.Node,
  output: TSESTree.Node,
  errorShape: string,
  inUse: (name: string) => boolean,
): FailureSuggestion[] {
  const suggestions: FailureSuggestion[] = [];
  const wholeOutput = leaf === output;
  const returnStatement = leaf.type === AST_NODE_TYPES.ReturnStatement ? leaf : leaf.parent?.type === AST_NODE_TYPES.ReturnStatement ? leaf.parent : undefined;
  if (wholeOutput && returnStatement && sourceCode.getCommentsInside(returnStatement).length === 0) {
    const binding = caughtErrorBinding(sourceCode, handler, inUse, returnStatement);
    if (binding) {
      suggestions.push({
        kind: "rethrow",
        data: { name: binding.name },
        edits: [...binding.edits, { range: returnStatement.range, text: `throw ${binding.name}${semicolonLike(sourceCode, returnStatement)}` }],
      });
    }
  } else if (wholeOutput && leaf === handler.body && handler.promiseCall) {
    const removal = removeRejectionHandler(sourceCode, handler.promiseCall);
    if (removal) suggestions.push({ kind: "propagate", data: {}, edits: [removal] });
  }
  if (leaf.type !== AST_NODE_TYPES.ReturnStatement && sourceCode.getCommentsInside(leaf).length === 0) {
    const synthetic = { type: AST_NODE_TYPES.ObjectExpression, properties: [], range: [0, 0] } as unknown as TSESTree.ObjectExpression;
    const text = !ASTUtils.isParenthesized(leaf, sourceCode) && needsParens(synthetic, leaf) ? `(${errorShape})` : errorShape;
    suggestions.push({ kind: "returnError", data: { errorShape }, edits: [{ range: leaf.range, text }] });
  } else if (leaf.type === AST_NODE_TYPES.ReturnStatement) {
    suggestions.push({ kind: "returnError", data: { errorShape }, edits: [{ range: leaf.range, text: `return ${errorShape}${semicolonLike(sourceCode, leaf)}` }] });
  }
  return suggestions;
}

/** The suggestions that add a statement at the end of the handler's block body: rethrow, or return `errorShape`. */
export function suggestionsAtEnd(
  sourceCode: Readonly<TSESLint.SourceCode>,
  handler: FailureHandler,
  errorShape: string,
  inUse: (name: string) => boolean,
): FailureSuggestion[] {
  const body = handler.body as TSESTree.BlockStatement;
  const suggestions: FailureSuggestion[] = [];
  const binding = caughtErrorBinding(sourceCode, handler, inUse);
  const semi = semicolonLike(sourceCode, handler.tryStatement?.block.body[0] ?? body.body[0]);
  if (binding) suggestions.push({ kind: "rethrow", data: { name: binding.name }, edits: [...binding.edits, appendToBlock(sourceCode, body, `throw ${binding.name}${semi}`)] });
  suggestions.push({ kind: "returnError", data: { errorShape }, edits: [appendToBlock(sourceCode, body, `return ${errorShape}${semi}`)] });
  return suggestions;
}
