/**
 * The Babel AST that jscodeshift's `ts`, `tsx` and `babylon` parsers produce, seen through a small typed
 * lens: every node has `type`, `start`, `end` and `loc`. {@link FileAst} walks the tree once (with an
 * explicit stack, so deep trees cannot overflow it) and records each node's parent, the identifiers by
 * name and the comments, which is all the codemods need to resolve names and plan text edits.
 */
import type { Parser } from "./parsers.js";

export interface Position {
  line: number;
  column: number;
}

export interface AstNode {
  type: string;
  start: number;
  end: number;
  loc?: { start: Position; end: Position };
  extra?: { parenthesized?: boolean; parenStart?: number; raw?: string };
  [key: string]: unknown;
}

export interface Comment {
  type: "CommentLine" | "CommentBlock";
  start: number;
  end: number;
  value: string;
}

export interface ParentLink {
  parent: AstNode;
  /** The property of `parent` that holds the node (`callee`, `arguments`, ...). */
  key: string;
  /** The index in that property when it is a list. */
  index?: number;
}

/** Keys that hold positions, comments or parser bookkeeping, never child nodes. */
const NON_CHILD_KEYS = new Set([
  "type",
  "start",
  "end",
  "loc",
  "range",
  "extra",
  "comments",
  "leadingComments",
  "trailingComments",
  "innerComments",
  "tokens",
  "errors",
  "original",
]);

const COMMENT_TYPES = new Set(["CommentLine", "CommentBlock"]);

export function isNode(value: unknown): value is AstNode {
  return typeof value === "object" && value !== null && typeof (value as AstNode).type === "string" && typeof (value as AstNode).start === "number";
}

/** A node's property as a node, or undefined. */
export function child(node: AstNode, key: string): AstNode | undefined {
  const value = node[key];
  return isNode(value) ? value : undefined;
}

/** A node's property as a list of nodes (holes and non-nodes dropped). */
export function children(node: AstNode, key: string): AstNode[] {
  const value = node[key];
  return Array.isArray(value) ? value.filter(isNode) : [];
}

/** A node's property as a list, holes (`[, a]`) kept as null. */
export function list(node: AstNode, key: string): (AstNode | null)[] {
  const value = node[key];
  return Array.isArray(value) ? value.map((item) => (isNode(item) ? item : null)) : [];
}

export function nameOf(node: AstNode | undefined): string | undefined {
  return node && (node.type === "Identifier" || node.type === "JSXIdentifier") ? (node.name as string) : undefined;
}

/** The value of a string literal node (Babel's `StringLiteral`, or ESTree's `Literal`). */
export function stringValue(node: AstNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === "StringLiteral" || (node.type === "Literal" && typeof node.value === "string")) return node.value as string;
  return undefined;
}

/** The name of a non-computed property key (`execute`, `"execute"`). */
export function propertyKeyName(property: AstNode): string | undefined {
  if (property.computed === true) return undefined;
  const key = child(property, "key");
  return nameOf(key) ?? stringValue(key);
}

const FUNCTION_TYPES = new Set([
  "FunctionDeclaration",
  "FunctionExpression",
  "ArrowFunctionExpression",
  "ObjectMethod",
  "ClassMethod",
  "ClassPrivateMethod",
  "TSDeclareFunction",
  "TSDeclareMethod",
]);

export function isFunction(node: AstNode): boolean {
  return FUNCTION_TYPES.has(node.type);
}

/** One parsed file: the tree, parents, identifiers by name, comments and multi-line literals. */
export class FileAst {
  readonly program: AstNode;
  /** Every comment of the file, sorted by position. */
  readonly comments: Comment[];
  private readonly parents = new Map<AstNode, ParentLink>();
  private readonly identifiers = new Map<string, AstNode[]>();
  /** Literal text that spans lines (template chunks, strings with line continuations, JSX text): never re-indented. */
  readonly multilineLiterals: { start: number; end: number }[] = [];
  private readonly commentStartByEnd = new Map<number, number>();

  constructor(
    readonly source: string,
    file: AstNode,
  ) {
    this.program = file.type === "File" ? (child(file, "program") ?? file) : file;
    const comments = new Map<number, Comment>();
    for (const list of [file.comments, file.tokens]) {
      if (!Array.isArray(list)) continue;
      for (const token of list as AstNode[]) {
        if (typeof token.type === "string" && COMMENT_TYPES.has(token.type)) comments.set(token.start, token as unknown as Comment);
      }
    }
    this.walk(comments);
    this.comments = [...comments.values()].sort((a, b) => a.start - b.start);
    for (const comment of this.comments) this.commentStartByEnd.set(comment.end, comment.start);
  }

  private walk(comments: Map<number, Comment>): void {
    const stack: AstNode[] = [this.program];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === "Identifier" || node.type === "JSXIdentifier") {
        const name = node.name as string;
        let named = this.identifiers.get(name);
        if (!named) this.identifiers.set(name, (named = []));
        named.push(node);
      } else if (node.type === "TemplateElement" || node.type === "StringLiteral" || node.type === "JSXText") {
        if (this.source.slice(node.start, node.end).includes("\n")) this.multilineLiterals.push({ start: node.start, end: node.end });
      }
      for (const key of Object.keys(node)) {
        const value = node[key];
        if (key === "comments" || key === "leadingComments" || key === "trailingComments" || key === "innerComments") {
          // Parsers that give no comment tokens attach the comments to nodes.
          if (Array.isArray(value)) for (const comment of value as Comment[]) if (COMMENT_TYPES.has(comment.type)) comments.set(comment.start, comment);
          continue;
        }
        if (NON_CHILD_KEYS.has(key)) continue;
        if (Array.isArray(value)) {
          value.forEach((item, index) => {
            if (isNode(item) && !COMMENT_TYPES.has(item.type)) {
              this.parents.set(item, { parent: node, key, index });
              stack.push(item);
            }
          });
        } else if (isNode(value) && !COMMENT_TYPES.has(value.type)) {
          this.parents.set(value, { parent: node, key });
          stack.push(value);
        }
      }
    }
    for (const named of this.identifiers.values()) named.sort((a, b) => a.start - b.start);
  }

  parentLink(node: AstNode): ParentLink | undefined {
    return this.parents.get(node);
  }

  parent(node: AstNode): AstNode | undefined {
    return this.parents.get(node)?.parent;
  }

  /** The ancestors of a node, nearest first. */
  *ancestors(node: AstNode): Generator<AstNode> {
    for (let current = this.parent(node); current; current = this.parent(current)) yield current;
  }

  /** Identifier and JSXIdentifier nodes with this name, in source order. */
  identifiersNamed(name: string): readonly AstNode[] {
    return this.identifiers.get(name) ?? [];
  }

  /** The comments that lie inside [start, end). */
  commentsIn(start: number, end: number): Comment[] {
    return this.comments.filter((comment) => comment.start >= start && comment.end <= end);
  }

  /** The comments inside `outer` that are not inside any of the `kept` nodes. */
  commentsDroppedBy(outer: { start: number; end: number }, kept: readonly { start: number; end: number }[]): Comment[] {
    return this.commentsIn(outer.start, outer.end).filter((comment) => !kept.some((node) => comment.start >= node.start && comment.end <= node.end));
  }

  /** The position after whitespace and comments from `position` on. */
  skipTriviaForward(position: number): number {
    const text = this.source;
    let pos = position;
    for (;;) {
      while (pos < text.length && /\s/.test(text[pos]!)) pos++;
      const comment = this.comments.find((candidate) => candidate.start === pos);
      if (!comment) return pos;
      pos = comment.end;
    }
  }

  /** The position before whitespace and comments that end at `position`. */
  skipTriviaBackward(position: number): number {
    const text = this.source;
    let pos = position;
    for (;;) {
      while (pos > 0 && /\s/.test(text[pos - 1]!)) pos--;
      const start = this.commentStartByEnd.get(pos);
      if (start === undefined) return pos;
      pos = start;
    }
  }

  text(node: { start: number; end: number }): string {
    return this.source.slice(node.start, node.end);
  }

  /** 1-based line and column of a node, for reports. */
  position(node: AstNode): { line: number; column: number } {
    if (node.loc) return { line: node.loc.start.line, column: node.loc.start.column + 1 };
    const before = this.source.slice(0, node.start);
    const lineStart = before.lastIndexOf("\n") + 1;
    return { line: before.split("\n").length, column: node.start - lineStart + 1 };
  }
}

/** Parses a file's text with one of jscodeshift's parsers; positions are offsets into `source`. */
export function parseFile(parser: Parser, source: string): FileAst {
  return new FileAst(source, parser.parse(source) as AstNode);
}
