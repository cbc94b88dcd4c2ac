/**
 * Statement-level text edits that keep the file's layout: the indentation of a line, whether the code around
 * ends statements with `;`, and a statement added at the end of a block on its own line (comments kept).
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type { TextEdit } from "./imports.js";

/** The leading whitespace of the line a node or token starts on. */
export function indentationOf(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node | TSESTree.Token): string {
  const line = sourceCode.lines[node.loc.start.line - 1] ?? "";
  return /^\s*/.exec(line)![0];
}

/** `;` unless the statement given as a sample of the code around is written without one. */
export function semicolonLike(sourceCode: Readonly<TSESLint.SourceCode>, sample: TSESTree.Node | undefined): string {
  if (!sample) return ";";
  if (
    sample.type !== AST_NODE_TYPES.ExpressionStatement &&
    sample.type !== AST_NODE_TYPES.VariableDeclaration &&
    sample.type !== AST_NODE_TYPES.ReturnStatement &&
    sample.type !== AST_NODE_TYPES.ThrowStatement
  ) {
    return ";";
  }
  return sourceCode.getLastToken(sample)?.value === ";" ? ";" : "";
}

/** An edit that adds `statement` as the last statement of a block, on its own line, after any comment there. */
export function appendToBlock(sourceCode: Readonly<TSESLint.SourceCode>, block: TSESTree.BlockStatement, statement: string): TextEdit {
  const close = sourceCode.getLastToken(block)!;
  const before = sourceCode.getTokenBefore(close, { includeComments: true })!;
  const outer = indentationOf(sourceCode, close.loc.start.line === block.loc.start.line ? (block.parent ?? block) : close);
  const first = block.body[0];
  const inner = first && sourceCode.getTokenBefore(first, { includeComments: true })?.loc.end.line !== first.loc.start.line ? indentationOf(sourceCode, first) : `${outer}  `;
  return { range: [before.range[1], close.range[0]], text: `\n${inner}${statement}\n${outer}` };
}
