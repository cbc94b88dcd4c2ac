/**
 * Edits for text from outside that reaches an agent (no-untrusted-error-message's suggestions): a constant
 * message in its place, a configured sanitizer around it, or a caught error's message kept only for a
 * trusted error class. Names are spelled as the file imports them; nothing is imported.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { findFunctionReferences } from "../analysis/references.js";
import { unwrapCasts } from "../ast.js";
import type { AgentErrorsSettings } from "../settings.js";
import type { TextEdit } from "./imports.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The message the suggestions put in place of outside text. */
export const CONSTANT_MESSAGE = "The request failed.";

/**
 * The constant message in place of the text at a sink. A thrown error keeps being an error: in `throw new
 * Error(\`API said: ${await res.text()}\`)` (or `new HttpError(res.status, body)`) the argument that holds the
 * text is replaced, and a thrown value that is not built in place becomes `new Error("...")`; anything else
 * (a result's text, an `{ error }` field) is replaced by the string.
 */
export function constantMessageEdit(sink: { kind: string; node: TSESTree.Node }, culprit: TSESTree.Node): TextEdit {
  const constant = JSON.stringify(CONSTANT_MESSAGE);
  if (sink.kind !== "thrown") return { range: sink.node.range, text: constant };
  const thrown = unwrapCasts(sink.node);
  if ((thrown.type === AST_NODE_TYPES.NewExpression || thrown.type === AST_NODE_TYPES.CallExpression) && thrown.arguments.length > 0) {
    const holding = thrown.arguments.find((argument) => argument.range[0] <= culprit.range[0] && culprit.range[1] <= argument.range[1]);
    // The whole error reported (a caught error's message given on): the argument that reads as text, so
    // `new McpError(ErrorCode.InternalError, e.message)` keeps its code.
    const target = holding ?? thrown.arguments.find(readsAsText) ?? thrown.arguments[0]!;
    if (target.type !== AST_NODE_TYPES.SpreadElement) return { range: target.range, text: constant };
  }
  return { range: sink.node.range, text: `new Error(${constant})` };
}

/** A string, a template, a `+`, a `.message` or a `String(...)`: what an error constructor's message argument looks like. */
function readsAsText(node: TSESTree.Node): boolean {
  const value = unwrapCasts(node);
  switch (value.type) {
    case AST_NODE_TYPES.Literal:
      return typeof value.value === "string";
    case AST_NODE_TYPES.TemplateLiteral:
      return true;
    case AST_NODE_TYPES.BinaryExpression:
      return value.operator === "+";
    case AST_NODE_TYPES.MemberExpression:
      return !value.computed && value.property.type === AST_NODE_TYPES.Identifier && value.property.name === "message";
    case AST_NODE_TYPES.CallExpression:
      return value.callee.type === AST_NODE_TYPES.Identifier && value.callee.name === "String";
    default:
      return false;
  }
}

/** The first configured sanitizer this file can call, as the file spells it (`sanitize`, `text.sanitize`). */
export function sanitizerName(sourceCode: SourceCode, settings: AgentErrorsSettings): string | undefined {
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

/** The first trusted error class (`trustedMessageErrors`) this file imports, by its local name. */
export function trustedClassName(sourceCode: SourceCode, settings: AgentErrorsSettings): string | undefined {
  const binding = findFunctionReferences(sourceCode, settings.trustedMessageErrors).bindings[0];
  return binding?.declaration.type === AST_NODE_TYPES.ImportSpecifier ? binding.declaration.local.name : undefined;
}

/**
 * `e.message` of a caught error kept only for a trusted class: `e instanceof UserInputError ? e.message :
 * "The request failed."`, parenthesised unless it stands alone (a template's part, a property's value, an
 * initializer, a return). Undefined for anything but `name.property`.
 */
export function narrowToTrustedEdit(sourceCode: SourceCode, node: TSESTree.Node, className: string): TextEdit | undefined {
  if (node.type !== AST_NODE_TYPES.MemberExpression || node.object.type !== AST_NODE_TYPES.Identifier || node.computed) return undefined;
  const replacement = `${node.object.name} instanceof ${className} ? ${sourceCode.getText(node)} : ${JSON.stringify(CONSTANT_MESSAGE)}`;
  const parent = node.parent;
  const bare =
    parent?.type === AST_NODE_TYPES.TemplateLiteral ||
    (parent?.type === AST_NODE_TYPES.Property && parent.value === node) ||
    parent?.type === AST_NODE_TYPES.VariableDeclarator ||
    parent?.type === AST_NODE_TYPES.ReturnStatement;
  return { range: node.range, text: bare ? replacement : `(${replacement})` };
}
