/**
 * How a message shows a piece of code: on one line (whitespace runs become one space, `{ }` and `[ ]` read
 * `{}` and `[]`), at most 40 characters (or the length asked for), cut with `...`. One place, so that every
 * rule's messages and every codemod's reasons quote code the same way.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

/** The longest quote of code a message carries. */
export const MAX_MENTION = 40;

/** Text for a message: one line, at most `max` characters. */
export function mention(text: string, max = MAX_MENTION): string {
  const line = text.replace(/\s+/g, " ").replace(/\{ \}/g, "{}").replace(/\[ \]/g, "[]");
  return line.length > max ? `${line.slice(0, max - 3)}...` : line;
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
