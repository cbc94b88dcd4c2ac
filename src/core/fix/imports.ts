/**
 * Text edits on import declarations and destructured `require`s, shared by rule fixes and codemods.
 * Every edit keeps comments: where removing text would drop a comment, no edit is offered.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { removalJoinsNeighbours } from "./asi.js";

export type TextRange = readonly [number, number];

export interface TextEdit {
  range: TextRange;
  text: string;
}

function hasCommentIn(sourceCode: Readonly<TSESLint.SourceCode>, range: TextRange): boolean {
  return sourceCode.getAllComments().some((comment) => comment.range[0] >= range[0] && comment.range[1] <= range[1]);
}

/** The range of a whole statement, with its line break when it stands alone on its lines. */
function statementRemovalRange(sourceCode: Readonly<TSESLint.SourceCode>, statement: TSESTree.Node): TextRange {
  const text = sourceCode.text;
  let start = statement.range[0];
  let end = statement.range[1];
  let lineStart = start;
  while (lineStart > 0 && (text[lineStart - 1] === " " || text[lineStart - 1] === "\t")) lineStart--;
  const aloneFromStart = lineStart === 0 || text[lineStart - 1] === "\n";
  let lineEnd = end;
  while (lineEnd < text.length && (text[lineEnd] === " " || text[lineEnd] === "\t")) lineEnd++;
  if (aloneFromStart && (lineEnd === text.length || text[lineEnd] === "\n" || text[lineEnd] === "\r")) {
    start = lineStart;
    end = lineEnd;
    if (text[end] === "\r") end++;
    if (text[end] === "\n") end++;
  } else if (lineEnd < text.length && text[lineEnd] !== "\n" && text[lineEnd] !== "\r") {
    // `import { x } from "m"; foo();` -> `foo();`
    end = lineEnd;
  }
  return [start, end];
}

/** The removal of a whole statement, unless it would join its neighbours (code without semicolons). */
function removeStatement(sourceCode: Readonly<TSESLint.SourceCode>, statement: TSESTree.Node): TextRange | undefined {
  return removalJoinsNeighbours(sourceCode, statement) ? undefined : statementRemovalRange(sourceCode, statement);
}

/** Removes one element of a comma-separated list together with one adjacent comma. */
function listElementRemovalRange(
  sourceCode: Readonly<TSESLint.SourceCode>,
  element: TSESTree.Node,
  siblings: readonly TSESTree.Node[],
): TextRange {
  const index = siblings.indexOf(element);
  if (index < siblings.length - 1) return [element.range[0], siblings[index + 1]!.range[0]];
  const previousComma = sourceCode.getTokenBefore(element)!;
  return [previousComma.range[0], element.range[1]];
}

/**
 * The edit that removes an import specifier (or a destructured `require` property). An emptied
 * declaration goes entirely, with its line; a comment on another line above it, such as a file
 * header, stays. Returns undefined when the removal would drop a comment or the shape is unknown.
 */
export function removeBindingDeclaration(
  sourceCode: Readonly<TSESLint.SourceCode>,
  declaration: TSESTree.ImportClause | TSESTree.Property,
): TextEdit | undefined {
  let range: TextRange | undefined;
  if (declaration.type === AST_NODE_TYPES.Property) {
    const pattern = declaration.parent;
    const declarator = pattern.parent;
    if (pattern.type !== AST_NODE_TYPES.ObjectPattern || declarator?.type !== AST_NODE_TYPES.VariableDeclarator) return undefined;
    const statement = declarator.parent;
    if (pattern.properties.length === 1) {
      range =
        statement.declarations.length === 1
          ? removeStatement(sourceCode, statement)
          : listElementRemovalRange(sourceCode, declarator, statement.declarations);
    } else {
      range = listElementRemovalRange(sourceCode, declaration, pattern.properties);
    }
  } else {
    const importDeclaration = declaration.parent;
    if (importDeclaration.type !== AST_NODE_TYPES.ImportDeclaration) return undefined;
    const named = importDeclaration.specifiers.filter((specifier) => specifier.type === AST_NODE_TYPES.ImportSpecifier);
    if (importDeclaration.specifiers.length === 1) {
      range = removeStatement(sourceCode, importDeclaration);
    } else if (declaration.type === AST_NODE_TYPES.ImportSpecifier && named.length === 1) {
      // `import def, { gone } from "m"` -> `import def from "m"`
      const openBrace = sourceCode.getTokenBefore(declaration, { filter: (token) => token.value === "{" })!;
      const comma = sourceCode.getTokenBefore(openBrace)!;
      const closeBrace = sourceCode.getTokenAfter(declaration, { filter: (token) => token.value === "}" })!;
      range = [comma.range[0], closeBrace.range[1]];
    } else if (declaration.type === AST_NODE_TYPES.ImportSpecifier) {
      range = listElementRemovalRange(sourceCode, declaration, named);
    } else {
      return undefined;
    }
  }
  if (!range || hasCommentIn(sourceCode, range)) return undefined;
  return { range, text: "" };
}

/** Whether two edits touch overlapping text (ESLint refuses overlapping fixes in one report). */
export function editsOverlap(edits: readonly TextEdit[]): boolean {
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0]);
  for (let index = 1; index < sorted.length; index++) {
    if (sorted[index]!.range[0] < sorted[index - 1]!.range[1]) return true;
  }
  return false;
}
