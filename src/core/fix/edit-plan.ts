/**
 * Text edits on the original source, planned one site at a time (the codemods): they never reprint code,
 * they replace the exact ranges they change and leave every other byte as it was (line endings, quotes,
 * formatting), which is what makes their diffs reviewable. Moved code keeps its own text and comments;
 * only its indentation follows it to its new place. A site whose moved code contains another site's edit
 * (a wrapper inside a wrapper) takes that edit into its own text, so edits never overlap.
 */
import type { TSESLint } from "@typescript-eslint/utils";
import { AST_TOKEN_TYPES } from "@typescript-eslint/types";
import type { TextEdit, TextRange } from "./imports.js";

/** Applies non-overlapping edits; throws on overlap (a bug in a codemod, never silently merged). */
export function applyEdits(source: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let output = "";
  let position = 0;
  for (const edit of sorted) {
    if (edit.range[0] < position) throw new Error(`overlapping edits at offset ${edit.range[0]}`);
    output += source.slice(position, edit.range[0]) + edit.text;
    position = edit.range[1];
  }
  return output + source.slice(position);
}

/** The line ending the file uses (its first one), for inserted lines. */
export function lineEnding(source: string): string {
  const index = source.indexOf("\n");
  return index > 0 && source[index - 1] === "\r" ? "\r\n" : "\n";
}

/** The offset where the line holding `position` starts. */
export function lineStartOf(source: string, position: number): number {
  return source.lastIndexOf("\n", position - 1) + 1;
}

/** The whitespace that starts the line containing `position`. */
export function indentationAt(source: string, position: number): string {
  const start = lineStartOf(source, position);
  return /^[ \t]*/.exec(source.slice(start, position))![0];
}

/** Literal text that spans lines (template chunks, strings with line continuations, JSX text): never re-indented. */
function multilineLiterals(sourceCode: Readonly<TSESLint.SourceCode>): TextRange[] {
  const ranges: TextRange[] = [];
  for (const token of sourceCode.ast.tokens ?? []) {
    if (token.type !== AST_TOKEN_TYPES.Template && token.type !== AST_TOKEN_TYPES.String && token.type !== AST_TOKEN_TYPES.JSXText) continue;
    if (token.value.includes("\n")) ranges.push(token.range);
  }
  return ranges;
}

export class EditPlan {
  private edits: TextEdit[] = [];
  private literals: TextRange[] | undefined;

  constructor(private readonly sourceCode: Readonly<TSESLint.SourceCode>) {}

  get all(): readonly TextEdit[] {
    return this.edits;
  }

  /** The edits planned inside [start, end). */
  private inside(start: number, end: number): TextEdit[] {
    return this.edits.filter(
      ({ range }) => range[0] >= start && range[1] <= end && !(range[0] === range[1] && (range[0] === start || range[0] === end)),
    );
  }

  /** Whether any planned edit touches [start, end) without lying inside it. */
  conflicts(range: TextRange): boolean {
    const [start, end] = range;
    return this.edits.some((edit) => edit.range[0] < end && edit.range[1] > start && !(edit.range[0] >= start && edit.range[1] <= end));
  }

  /**
   * The text of `node` as moved to the place of the text that starts at `targetStart`: its planned inner
   * edits applied, its lines re-indented by the difference between the two places.
   */
  movedText(node: { range: TextRange }, targetStart: number): string {
    const [start, end] = node.range;
    const inner = this.inside(start, end);
    if (inner.length > 0) {
      const shifted = inner.map((edit) => ({ range: [edit.range[0] - start, edit.range[1] - start] as const, text: edit.text }));
      return applyEdits(this.sourceCode.text.slice(start, end), shifted);
    }
    this.literals ??= multilineLiterals(this.sourceCode);
    return reindent(this.sourceCode.text, node.range, targetStart, this.literals);
  }

  /** Plans a replacement, absorbing the edits inside the replaced range (their text is in `text` already). */
  replace(range: TextRange, text: string): void {
    const absorbed = new Set(this.inside(range[0], range[1]));
    this.edits = this.edits.filter((edit) => !absorbed.has(edit));
    this.edits.push({ range, text });
  }

  add(edit: TextEdit): void {
    this.edits.push(edit);
  }

  apply(source: string): string {
    return applyEdits(source, this.edits);
  }
}

/**
 * The text of `range`, re-indented for a new place: when it starts on a deeper-indented line than the line
 * of `targetStart`, its following lines move left by the difference, since they were indented relative to
 * the line it started on (`() =>\n    call({\n ...})` unwrapped onto its statement's line reads as if
 * written there). Lines inside template literals and other multi-line literals keep their text.
 */
export function reindent(source: string, range: TextRange, targetStart: number, literals: readonly TextRange[]): string {
  const [start, end] = range;
  const text = source.slice(start, end);
  if (!text.includes("\n")) return text;
  const targetIndent = indentationAt(source, targetStart);
  if (lineStartOf(source, start) === lineStartOf(source, targetStart)) return text;
  // The node's following lines are indented relative to the line it starts on.
  const nodeIndent = indentationAt(source, start);
  if (!nodeIndent.startsWith(targetIndent)) return text;
  if (nodeIndent.length - targetIndent.length <= 0) return text;
  const extra = nodeIndent.slice(targetIndent.length);
  const protectedRanges = literals.filter((literal) => literal[1] > start && literal[0] < end);
  let output = "";
  let position = start;
  for (;;) {
    const newline = source.indexOf("\n", position);
    if (newline === -1 || newline >= end) break;
    const lineStart = newline + 1;
    output += source.slice(position, lineStart);
    position = lineStart;
    if (protectedRanges.some((literal) => literal[0] < lineStart && lineStart < literal[1])) continue;
    if (source.startsWith(extra, lineStart) && lineStart + extra.length <= end) position = lineStart + extra.length;
  }
  return output + source.slice(position, end);
}
