/**
 * Text edits on the original source. The codemods never reprint code: they replace the exact ranges
 * they need to change and leave every other byte as it was (line endings, quotes, formatting), which
 * is what makes their diffs reviewable. Moved code keeps its own text and comments; only its
 * indentation follows it to its new place.
 */
import { children, type AstNode, type FileAst } from "./ast.js";

export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits; throws on overlap (a bug in a codemod, never silently merged). */
export function applyEdits(source: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let output = "";
  let position = 0;
  for (const edit of sorted) {
    if (edit.start < position) throw new Error(`overlapping edits at offset ${edit.start}`);
    output += source.slice(position, edit.start) + edit.text;
    position = edit.end;
  }
  return output + source.slice(position);
}

export function editsOverlap(edits: readonly TextEdit[]): boolean {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let index = 1; index < sorted.length; index++) {
    const previous = sorted[index - 1]!;
    const current = sorted[index]!;
    if (current.start < previous.end) return true;
  }
  return false;
}

/** The line ending the file uses (its first one), for inserted lines. */
export function lineEnding(source: string): string {
  const index = source.indexOf("\n");
  return index > 0 && source[index - 1] === "\r" ? "\r\n" : "\n";
}

function lineStartOf(source: string, position: number): number {
  return source.lastIndexOf("\n", position - 1) + 1;
}

/** The whitespace that starts the line containing `position`. */
export function indentationAt(source: string, position: number): string {
  const start = lineStartOf(source, position);
  return /^[ \t]*/.exec(source.slice(start, position))![0];
}

/**
 * The edits of a file, planned one site at a time. A site whose moved code contains another site's
 * edit (a wrapper inside a wrapper) takes that edit into its own text, so edits never overlap.
 */
export class EditPlan {
  private edits: TextEdit[] = [];

  constructor(private readonly ast: FileAst) {}

  get all(): readonly TextEdit[] {
    return this.edits;
  }

  /** The edits planned inside [start, end). */
  private inside(start: number, end: number): TextEdit[] {
    return this.edits.filter((edit) => edit.start >= start && edit.end <= end && !(edit.start === edit.end && (edit.start === start || edit.start === end)));
  }

  /** Whether any planned edit touches [start, end) without lying inside it. */
  conflicts(start: number, end: number): boolean {
    return this.edits.some((edit) => edit.start < end && edit.end > start && !(edit.start >= start && edit.end <= end));
  }

  /**
   * The text of `node` as moved to the place of the text that starts at `targetStart`: its planned
   * inner edits applied, its lines re-indented by the difference between the two places.
   */
  movedText(node: { start: number; end: number }, targetStart: number): string {
    const inner = this.inside(node.start, node.end);
    if (inner.length > 0) {
      const shifted = inner.map((edit) => ({ ...edit, start: edit.start - node.start, end: edit.end - node.start }));
      return applyEdits(this.ast.text(node), shifted);
    }
    return reindent(this.ast, node, targetStart);
  }

  /** Plans a replacement, absorbing the edits inside the replaced range (their text is in `text` already). */
  replace(start: number, end: number, text: string): void {
    const absorbed = new Set(this.inside(start, end));
    this.edits = this.edits.filter((edit) => !absorbed.has(edit));
    this.edits.push({ start, end, text });
  }

  add(edit: TextEdit): void {
    this.edits.push(edit);
  }

  apply(source: string): string {
    return applyEdits(source, this.edits);
  }
}

/**
 * The text of `node`, re-indented for a new place: when the node starts on a deeper-indented line than
 * the line of `targetStart`, its following lines move left by the difference, since they were
 * indented relative to the line the node started on (`() =>\n    call({\n ...})` unwrapped onto its
 * statement's line reads as if written there). Lines inside template literals and other multi-line
 * literals keep their text.
 */
export function reindent(ast: FileAst, node: { start: number; end: number }, targetStart: number): string {
  const source = ast.source;
  const text = source.slice(node.start, node.end);
  if (!text.includes("\n")) return text;
  const targetIndent = indentationAt(source, targetStart);
  if (lineStartOf(source, node.start) === lineStartOf(source, targetStart)) return text;
  // The node's following lines are indented relative to the line it starts on.
  const nodeIndent = indentationAt(source, node.start);
  if (!nodeIndent.startsWith(targetIndent)) return text;
  const delta = nodeIndent.length - targetIndent.length;
  if (delta <= 0) return text;
  const extra = nodeIndent.slice(targetIndent.length);
  const protectedRanges = ast.multilineLiterals.filter((range) => range.end > node.start && range.start < node.end);
  let output = "";
  let position = node.start;
  for (;;) {
    const newline = source.indexOf("\n", position);
    if (newline === -1 || newline >= node.end) break;
    const lineStart = newline + 1;
    output += source.slice(position, lineStart);
    position = lineStart;
    if (protectedRanges.some((range) => range.start < lineStart && lineStart < range.end)) continue;
    if (source.startsWith(extra, lineStart) && lineStart + extra.length <= node.end) position = lineStart + extra.length;
  }
  return output + source.slice(position, node.end);
}

/** The statement list that holds `statement` (a program's, a block's, a case's), and its index. */
export function statementSiblings(ast: FileAst, statement: AstNode): { list: AstNode[]; index: number } | undefined {
  const link = ast.parentLink(statement);
  if (!link || link.index === undefined) return undefined;
  const { parent, key } = link;
  if (!["Program", "BlockStatement", "StaticBlock", "SwitchCase", "TSModuleBlock"].includes(parent.type)) return undefined;
  if (key !== "body" && key !== "consequent") return undefined;
  return { list: children(parent, key), index: link.index };
}

const HAZARDOUS_START = /^[([`+\-/<]/;

const CONTINUABLE = new Set([
  "VariableDeclaration",
  "ExpressionStatement",
  "ReturnStatement",
  "ThrowStatement",
  "ExportDefaultDeclaration",
  "ExportNamedDeclaration",
  "TSTypeAliasDeclaration",
  "ImportDeclaration",
  "ExportAllDeclaration",
  "DoWhileStatement",
  "BreakStatement",
  "ContinueStatement",
  "DebuggerStatement",
]);

/** Whether a statement ends so that a following `(` or `[` cannot continue it: a `;` or a block's `}`. */
function endsCleanly(ast: FileAst, statement: AstNode): boolean {
  const text = ast.source.slice(statement.start, statement.end).trimEnd();
  if (text.endsWith(";")) return true;
  if (!text.endsWith("}")) return false;
  if (statement.type === "ExportNamedDeclaration") {
    const declaration = statement.declaration as AstNode | null | undefined;
    return !!declaration && declaration.type !== "VariableDeclaration" && declaration.type !== "TSTypeAliasDeclaration";
  }
  return !CONTINUABLE.has(statement.type);
}

/** Whether text starting `statement` with `(`, `[`, ... would join the statement before it (code without semicolons). */
export function followsOpenStatement(ast: FileAst, statement: AstNode): boolean {
  const place = statementSiblings(ast, statement);
  if (!place || place.index <= 0) return false;
  return !endsCleanly(ast, place.list[place.index - 1]!);
}

/** Whether removing `statement` puts its neighbours together so that they join. */
export function removalJoinsNeighbours(ast: FileAst, statement: AstNode): boolean {
  const place = statementSiblings(ast, statement);
  if (!place || place.index <= 0) return false;
  const next = place.list[place.index + 1];
  if (!next) return false;
  return HAZARDOUS_START.test(ast.text(next)) && !endsCleanly(ast, place.list[place.index - 1]!);
}

/** Replacement text for `target`, with a leading `;` where it starts a statement that would otherwise join the previous one. */
export function guardStatementStart(ast: FileAst, target: AstNode, text: string): string {
  if (!HAZARDOUS_START.test(text)) return text;
  let node = target;
  let link = ast.parentLink(node);
  while (link && link.parent.type !== "ExpressionStatement" && link.parent.start === node.start && !node.extra?.parenthesized) {
    node = link.parent;
    link = ast.parentLink(node);
  }
  if (!link || link.parent.type !== "ExpressionStatement" || link.parent.start !== target.start) return text;
  return followsOpenStatement(ast, link.parent) ? `;${text}` : text;
}
