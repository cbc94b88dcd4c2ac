/**
 * How a message shows a piece of code: on one line (whitespace runs become one space), at most 40
 * characters, cut with `...`. One place, so that every rule's messages quote code the same way.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

/** The longest quote of code a message carries. */
export const MAX_MENTION = 40;

/** Text for a message: one line, at most {@link MAX_MENTION} characters. */
export function mention(text: string): string {
  const line = text.replace(/\s+/g, " ");
  return line.length > MAX_MENTION ? `${line.slice(0, MAX_MENTION - 3)}...` : line;
}

/** A node's source for a message (see {@link mention}). */
export function mentionNode(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): string {
  return mention(sourceCode.getText(node));
}

/**
 * A helper as a message names it: `` `formatFailure()` ``, and for another module's, with where it is
 * declared outside the quotes: `` `formatFailure()` (lib/errors.ts:12) ``.
 */
export function quoteHelper(label: string): string {
  const call = label.indexOf("()");
  return call < 0 ? `\`${label}\`` : `\`${label.slice(0, call + 2)}\`${label.slice(call + 2)}`;
}
