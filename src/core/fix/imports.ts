/**
 * Text edits on import declarations and top-level `require`s, shared by the rules' fixes and the codemods:
 * remove a binding (an emptied declaration goes with its line; a header comment above it stays; a multi-line
 * list it shortens is put on one line where the file's layout would), rename one in place, add a named
 * import next to another or as a new line after the last import. Every edit keeps comments: where removing
 * text would drop one, no edit is made (the caller reports or skips the site). The one exception is a comment
 * at the end of a statement removed with its line: it annotates that line, and goes with it.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { moduleBindings, type ModuleBinding } from "../analysis/module-bindings.js";
import { removalJoinsNeighbours } from "./asi.js";
import { indentationAt, lineStartOf } from "./edit-plan.js";

export type TextRange = readonly [number, number];

export interface TextEdit {
  range: TextRange;
  text: string;
}

function hasCommentIn(sourceCode: Readonly<TSESLint.SourceCode>, range: TextRange): boolean {
  return sourceCode.getAllComments().some((comment) => comment.range[0] >= range[0] && comment.range[1] <= range[1]);
}

/** The range of a whole statement, with its line break when it stands alone on its line(s). */
export function statementRemovalRange(sourceCode: Readonly<TSESLint.SourceCode>, statement: TSESTree.Node): TextRange {
  const text = sourceCode.text;
  let [start, end] = statement.range;
  let lineStart = start;
  while (lineStart > 0 && (text[lineStart - 1] === " " || text[lineStart - 1] === "\t")) lineStart--;
  const aloneFromStart = lineStart === 0 || text[lineStart - 1] === "\n";
  let lineEnd = end;
  while (lineEnd < text.length && (text[lineEnd] === " " || text[lineEnd] === "\t")) lineEnd++;
  // A comment at the end of the statement's own line annotates that line (`// AI SDK 6`, an
  // `// eslint-disable-line` directive): it goes with it, rather than stay behind on a line that says nothing.
  if (aloneFromStart) {
    const trailing = /^(?:\/\/[^\r\n]*|\/\*[^\r\n]*?\*\/[ \t]*)(?=\r?\n|$)/.exec(text.slice(lineEnd, lineEnd + 4096));
    if (trailing) lineEnd += trailing[0].length;
  }
  if (aloneFromStart && (lineEnd === text.length || text[lineEnd] === "\n" || text[lineEnd] === "\r")) {
    start = lineStart;
    end = lineEnd;
    if (text[end] === "\r") end++;
    if (text[end] === "\n") end++;
    // A statement between two blank lines (or first in the file, before one) takes one of them along,
    // so `a\n\nimport x\n\nb` becomes `a\n\nb`, not `a\n\n\nb`.
    const blankBefore = start === 0 || /\n[ \t]*\r?\n$/.test(text.slice(Math.max(0, start - 64), start));
    const blankAfter = /^[ \t]*\r?\n/.exec(text.slice(end, end + 64));
    if (blankBefore && blankAfter) end += blankAfter[0].length;
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

/** One element of a comma-separated list, with one adjacent comma. */
export function listElementRemovalRange(sourceCode: Readonly<TSESLint.SourceCode>, element: TSESTree.Node, siblings: readonly TSESTree.Node[]): TextRange | undefined {
  const index = siblings.indexOf(element);
  if (index < 0) return undefined;
  const next = siblings[index + 1];
  if (next) return [element.range[0], next.range[0]];
  const comma = sourceCode.getTokenBefore(element);
  if (comma?.value !== ",") return undefined;
  return [comma.range[0], element.range[1]];
}

function removeDeclarator(sourceCode: Readonly<TSESLint.SourceCode>, declarator: TSESTree.VariableDeclarator): TextRange | undefined {
  const statement = declarator.parent;
  if (statement.type !== AST_NODE_TYPES.VariableDeclaration) return undefined;
  return statement.declarations.length === 1 ? removeStatement(sourceCode, statement) : listElementRemovalRange(sourceCode, declarator, statement.declarations);
}

function namedSpecifiers(declaration: TSESTree.ImportDeclaration): TSESTree.ImportSpecifier[] {
  return declaration.specifiers.filter((specifier): specifier is TSESTree.ImportSpecifier => specifier.type === AST_NODE_TYPES.ImportSpecifier);
}

/** The width of a one-line node with its indentation. */
function indentedLength(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): number {
  return node.range[0] - lineStartOf(sourceCode.text, node.range[0]) + (node.range[1] - node.range[0]);
}

/** The print width of a file: Prettier's 80, or its longest one-line import when that is longer. */
function printWidth(sourceCode: Readonly<TSESLint.SourceCode>, imports: readonly TSESTree.ImportDeclaration[]): number {
  let width = 80;
  for (const declaration of imports) {
    if (!sourceCode.getText(declaration).includes("\n")) width = Math.max(width, indentedLength(sourceCode, declaration));
  }
  return width;
}

/** The braces of an import declaration's named list, from `{` to `}`; undefined without them. */
function bracesOf(sourceCode: Readonly<TSESLint.SourceCode>, named: readonly TSESTree.ImportSpecifier[]): TextRange | undefined {
  if (named.length === 0) return undefined;
  const open = sourceCode.getTokenBefore(named[0]!);
  let close = sourceCode.getTokenAfter(named[named.length - 1]!);
  if (close?.value === ",") close = sourceCode.getTokenAfter(close);
  if (open?.value !== "{" || close?.value !== "}") return undefined;
  return [open.range[0], close.range[1]];
}

const textOf = (sourceCode: Readonly<TSESLint.SourceCode>, range: TextRange): string => sourceCode.text.slice(range[0], range[1]);

/**
 * `import {\n  a,\n  gone,\n} from "m"` shortened to one line, `import { a } from "m"`, as Prettier (and the
 * people of Sentry's MCP server, by hand) would write it: when the list is on several lines, has no comment,
 * fits the file's print width on one line, and the file's other imports do not keep as short a list on
 * several lines. Undefined when the list stays as it is.
 */
function collapsedImportList(sourceCode: Readonly<TSESLint.SourceCode>, statement: TSESTree.ImportDeclaration, removed: TSESTree.Node): TextEdit | undefined {
  const named = namedSpecifiers(statement);
  const braces = bracesOf(sourceCode, named);
  if (!braces || !textOf(sourceCode, braces).includes("\n") || hasCommentIn(sourceCode, braces)) return undefined;
  const single = `{ ${named.filter((specifier) => specifier !== removed).map((specifier) => sourceCode.getText(specifier)).join(", ")} }`;
  const imports = sourceCode.ast.body.filter((node): node is TSESTree.ImportDeclaration => node.type === AST_NODE_TYPES.ImportDeclaration);
  const width = printWidth(sourceCode, imports);
  const text = sourceCode.text;
  const lineEnd = text.indexOf("\n", braces[1]);
  const firstLine = braces[0] - lineStartOf(text, statement.range[0]) + single.length + text.slice(braces[1], lineEnd === -1 ? undefined : lineEnd).trimEnd().length;
  if (firstLine > width) return undefined;
  // Another import kept on several lines although it would fit on one: the file's style keeps lists open.
  for (const other of imports) {
    if (other === statement) continue;
    const otherNamed = namedSpecifiers(other);
    const otherBraces = bracesOf(sourceCode, otherNamed);
    if (!otherBraces || !textOf(sourceCode, otherBraces).includes("\n") || hasCommentIn(sourceCode, otherBraces)) continue;
    const otherSingle = `{ ${otherNamed.map((specifier) => sourceCode.getText(specifier)).join(", ")} }`;
    const otherLine = other.range[0] - lineStartOf(text, other.range[0]) + (otherBraces[0] - other.range[0]) + otherSingle.length + (other.range[1] - otherBraces[1]);
    if (otherLine <= width) return undefined;
  }
  return { range: braces, text: single };
}

/**
 * The edit that removes a binding's import specifier or `require` (property or whole declarator), or undefined
 * where it would drop a comment or join statements. With `collapse`, a multi-line import list it shortens is
 * put on one line where the file's layout would (see collapsedImportList).
 */
export function removeBinding(sourceCode: Readonly<TSESLint.SourceCode>, binding: ModuleBinding, collapse = false): TextEdit | undefined {
  const { declaration, statement } = binding;
  let range: TextRange | undefined;
  // A whole statement removed with its line takes the comment at its end along (see statementRemovalRange):
  // only a comment inside the statement itself would be dropped.
  let wholeStatement: TSESTree.Node | undefined;
  const soleDeclaration = (declarator: TSESTree.VariableDeclarator): TSESTree.Node | undefined =>
    declarator.parent.type === AST_NODE_TYPES.VariableDeclaration && declarator.parent.declarations.length === 1 ? declarator.parent : undefined;
  if (declaration.type === AST_NODE_TYPES.VariableDeclarator) {
    range = removeDeclarator(sourceCode, declaration);
    wholeStatement = soleDeclaration(declaration);
  } else if (declaration.type === AST_NODE_TYPES.Property) {
    const pattern = declaration.parent;
    const declarator = pattern.parent;
    if (pattern.type !== AST_NODE_TYPES.ObjectPattern || declarator?.type !== AST_NODE_TYPES.VariableDeclarator) return undefined;
    range = pattern.properties.length === 1 ? removeDeclarator(sourceCode, declarator) : listElementRemovalRange(sourceCode, declaration, pattern.properties);
    if (pattern.properties.length === 1) wholeStatement = soleDeclaration(declarator);
  } else if (statement.type === AST_NODE_TYPES.ImportDeclaration) {
    const specifiers = statement.specifiers;
    const named = namedSpecifiers(statement);
    if (specifiers.length === 1) {
      range = removeStatement(sourceCode, statement);
      wholeStatement = statement;
    } else if (declaration.type === AST_NODE_TYPES.ImportSpecifier && named.length === 1) {
      // `import def, { gone } from "m"` -> `import def from "m"`
      const openBrace = sourceCode.getTokenBefore(declaration);
      const comma = openBrace && sourceCode.getTokenBefore(openBrace);
      let closeBrace = sourceCode.getTokenAfter(declaration);
      if (closeBrace?.value === ",") closeBrace = sourceCode.getTokenAfter(closeBrace);
      if (openBrace?.value !== "{" || comma?.value !== "," || closeBrace?.value !== "}") return undefined;
      range = [comma.range[0], closeBrace.range[1]];
    } else if (declaration.type === AST_NODE_TYPES.ImportSpecifier) {
      range = listElementRemovalRange(sourceCode, declaration, named);
      const collapsed = collapse && range ? collapsedImportList(sourceCode, statement, declaration) : undefined;
      if (collapsed) return collapsed;
    } else {
      // `import def, * as ns from "m"`, `import def, { a } from "m"`: the comma goes with the removed part.
      if (specifiers.indexOf(declaration) === 0) {
        const comma = sourceCode.getTokenAfter(declaration);
        const next = comma && sourceCode.getTokenAfter(comma, { includeComments: true });
        if (comma?.value !== "," || !next) return undefined;
        range = [declaration.range[0], next.range[0]];
      } else {
        const comma = sourceCode.getTokenBefore(declaration);
        if (comma?.value !== ",") return undefined;
        range = [comma.range[0], declaration.range[1]];
      }
    }
  }
  if (!range || hasCommentIn(sourceCode, wholeStatement?.range ?? range)) return undefined;
  return { range, text: "" };
}

/**
 * The edit that removes an import specifier or a destructured `require` property (the rules' fixes), or
 * undefined when the removal would drop a comment or the shape is unknown.
 */
export function removeBindingDeclaration(sourceCode: Readonly<TSESLint.SourceCode>, declaration: TSESTree.ImportClause | TSESTree.Property): TextEdit | undefined {
  const binding = moduleBindings(sourceCode).find((candidate) => candidate.declaration === declaration);
  return binding ? removeBinding(sourceCode, binding) : undefined;
}

/** Replaces a binding's specifier (`wrapAgentToolExecute`, `wrapAgentToolExecute as wrap`) with `name`. */
export function renameBinding(sourceCode: Readonly<TSESLint.SourceCode>, binding: ModuleBinding, name: string): TextEdit | undefined {
  if (binding.kind !== "named") return undefined;
  const { declaration } = binding;
  if (hasCommentIn(sourceCode, declaration.range)) return undefined;
  if (declaration.type === AST_NODE_TYPES.Property && declaration.value.type === AST_NODE_TYPES.AssignmentPattern) return undefined;
  return { range: declaration.range, text: name };
}

/**
 * Adds `name` to the braces of an import declaration or a `require` pattern, after `after` (or the last
 * element), matching the list's layout: `{ a, name }` on one line, a line of its own when each element has
 * one. Undefined when the declaration has no braces to add to.
 */
export function addNamedSpecifier(
  sourceCode: Readonly<TSESLint.SourceCode>,
  container: TSESTree.ImportDeclaration | TSESTree.ObjectPattern,
  name: string,
  eol: string,
  after?: TSESTree.Node,
): TextEdit | undefined {
  const elements: readonly TSESTree.Node[] = container.type === AST_NODE_TYPES.ImportDeclaration ? namedSpecifiers(container) : container.properties;
  const anchor = after ?? elements[elements.length - 1];
  if (!anchor) return undefined;
  const source = sourceCode.text;
  const anchorLineStart = lineStartOf(source, anchor.range[0]);
  const ownLine = /^[ \t]*$/.test(source.slice(anchorLineStart, anchor.range[0])) && anchorLineStart > container.range[0];
  let afterAnchor = anchor.range[1];
  while (source[afterAnchor] === " " || source[afterAnchor] === "\t") afterAnchor++;
  const comma = source[afterAnchor] === ",";
  if (ownLine) {
    const indent = indentationAt(source, anchor.range[0]);
    return comma
      ? { range: [afterAnchor + 1, afterAnchor + 1], text: `${eol}${indent}${name},` }
      : { range: [anchor.range[1], anchor.range[1]], text: `,${eol}${indent}${name}` };
  }
  return { range: [anchor.range[1], anchor.range[1]], text: `, ${name}` };
}

/**
 * A new import of `name` from `source`, as a line after `anchor` (the last import, or a `require`
 * statement), written in the anchor's style: quotes, semicolons, `import` or `require`.
 */
export function addImportStatement(sourceCode: Readonly<TSESLint.SourceCode>, anchor: TSESTree.Node, name: string, source: string, eol: string): TextEdit {
  const anchorText = sourceCode.getText(anchor);
  const semicolon = anchorText.trimEnd().endsWith(";") ? ";" : "";
  const quote = /["']/.exec(anchor.type === AST_NODE_TYPES.ImportDeclaration ? sourceCode.getText(anchor.source) : anchorText)?.[0] ?? '"';
  const literal = `${quote}${source.replaceAll("\\", "\\\\").replaceAll(quote, `\\${quote}`)}${quote}`;
  const text = anchor.type === AST_NODE_TYPES.ImportDeclaration ? `import { ${name} } from ${literal}${semicolon}` : `const { ${name} } = require(${literal})${semicolon}`;
  const fileText = sourceCode.text;
  const indent = indentationAt(fileText, anchor.range[0]);
  // On a line of its own after the anchor's line, so a comment at the end of that line stays there.
  const newline = fileText.indexOf("\n", anchor.range[1]);
  if (newline === -1) return { range: [fileText.length, fileText.length], text: `${eol}${indent}${text}` };
  return { range: [newline + 1, newline + 1], text: `${indent}${text}${eol}` };
}

/** Whether the bindings are everything a declaration declares. */
function coversStatement(statement: ModuleBinding["statement"], group: readonly ModuleBinding[]): boolean {
  const declarations = new Set<TSESTree.Node>(group.map((binding) => binding.declaration));
  if (statement.type === AST_NODE_TYPES.ImportDeclaration) return statement.specifiers.every((specifier) => declarations.has(specifier));
  return statement.declarations.every((declarator) => {
    if (declarations.has(declarator)) return true;
    const id = declarator.id;
    return id.type === AST_NODE_TYPES.ObjectPattern && id.properties.every((property) => declarations.has(property));
  });
}

/**
 * Removes the imports of bindings that nothing refers to any more. A declaration all of whose specifiers go
 * is removed as a whole. Returns the edits, and the bindings whose removal would drop a comment or join
 * statements (left in place, for the caller to report).
 */
export function removeBindings(
  sourceCode: Readonly<TSESLint.SourceCode>,
  bindings: readonly ModuleBinding[],
  options: { collapseLists?: boolean } = {},
): { edits: TextEdit[]; kept: ModuleBinding[] } {
  const edits: TextEdit[] = [];
  const kept: ModuleBinding[] = [];
  const byStatement = new Map<ModuleBinding["statement"], ModuleBinding[]>();
  for (const binding of bindings) {
    const group = byStatement.get(binding.statement);
    if (group) group.push(binding);
    else byStatement.set(binding.statement, [binding]);
  }
  for (const [statement, group] of byStatement) {
    if (group.length > 1 && coversStatement(statement, group)) {
      const range = removeStatement(sourceCode, statement);
      if (range && !hasCommentIn(sourceCode, statement.range)) edits.push({ range, text: "" });
      else kept.push(...group);
      continue;
    }
    for (const binding of group) {
      const edit = group.length === 1 ? removeBinding(sourceCode, binding, options.collapseLists) : undefined;
      if (edit) edits.push(edit);
      else kept.push(binding);
    }
  }
  return { edits, kept };
}
