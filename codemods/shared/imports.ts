/**
 * Import edits for the codemods: remove a specifier (an emptied declaration goes with its line, a
 * header comment above it stays), rename one in place, add a named import next to another. Every edit
 * keeps comments: where removing text would drop one, no edit is made (the caller reports the site).
 */
import { child, children, type AstNode, type FileAst } from "./ast.js";
import type { ModuleBinding } from "./bindings.js";
import { indentationAt, removalJoinsNeighbours, type TextEdit } from "./edits.js";

interface Range {
  start: number;
  end: number;
}

/** The range of a whole statement, with its line break when it stands alone on its line(s). */
export function statementRemovalRange(ast: FileAst, statement: AstNode): Range {
  const text = ast.source;
  let start = statement.start;
  let end = statement.end;
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
    // A statement between two blank lines (or first in the file, before one) takes one of them along,
    // so `a\n\nimport x\n\nb` becomes `a\n\nb`, not `a\n\n\nb`.
    const blankBefore = start === 0 || /\n[ \t]*\r?\n$/.test(text.slice(Math.max(0, start - 64), start));
    const blankAfter = /^[ \t]*\r?\n/.exec(text.slice(end, end + 64));
    if (blankBefore && blankAfter) end += blankAfter[0].length;
  } else if (lineEnd < text.length && text[lineEnd] !== "\n" && text[lineEnd] !== "\r") {
    // `import { x } from "m"; foo();` -> `foo();`
    end = lineEnd;
  }
  return { start, end };
}

function removeStatement(ast: FileAst, statement: AstNode): Range | undefined {
  return removalJoinsNeighbours(ast, statement) ? undefined : statementRemovalRange(ast, statement);
}

/** One element of a comma-separated list, with one adjacent comma. */
function listElementRemovalRange(ast: FileAst, element: AstNode, siblings: readonly AstNode[]): Range | undefined {
  const index = siblings.indexOf(element);
  if (index < 0) return undefined;
  const next = siblings[index + 1];
  if (next) return { start: element.start, end: next.start };
  const comma = ast.skipTriviaBackward(element.start) - 1;
  if (ast.source[comma] !== ",") return undefined;
  return { start: comma, end: element.end };
}

function removeDeclarator(ast: FileAst, declarator: AstNode): Range | undefined {
  const statement = ast.parent(declarator);
  if (!statement || statement.type !== "VariableDeclaration") return undefined;
  const declarators = children(statement, "declarations");
  return declarators.length === 1 ? removeStatement(ast, statement) : listElementRemovalRange(ast, declarator, declarators);
}

/** The print width of a file: Prettier's 80, or its longest one-line import when that is longer. */
function printWidth(ast: FileAst, imports: readonly AstNode[]): number {
  let width = 80;
  for (const declaration of imports) {
    const text = ast.text(declaration);
    if (!text.includes("\n")) width = Math.max(width, indentedLength(ast, declaration));
  }
  return width;
}

function indentedLength(ast: FileAst, node: AstNode): number {
  const lineStart = ast.source.lastIndexOf("\n", node.start - 1) + 1;
  return node.start - lineStart + ast.text(node).length;
}

/** The braces of an import declaration's named list, from `{` to `}`; undefined without them. */
function bracesOf(ast: FileAst, declaration: AstNode, named: readonly AstNode[]): Range | undefined {
  if (named.length === 0) return undefined;
  const open = ast.skipTriviaBackward(named[0]!.start) - 1;
  let close = ast.skipTriviaForward(named[named.length - 1]!.end);
  if (ast.source[close] === ",") close = ast.skipTriviaForward(close + 1);
  if (ast.source[open] !== "{" || ast.source[close] !== "}" || open < declaration.start || close >= declaration.end) return undefined;
  return { start: open, end: close + 1 };
}

/**
 * `import {\n  a,\n  gone,\n} from "m"` shortened to one line, `import { a } from "m"`, as Prettier (and the
 * people of Sentry's MCP server, by hand) would write it: when the list is on several lines, has no comment,
 * fits the file's print width on one line, and the file's other imports do not keep as short a list on
 * several lines. Undefined when the list stays as it is.
 */
function collapsedImportList(ast: FileAst, statement: AstNode, removed: AstNode): TextEdit | undefined {
  const named = children(statement, "specifiers").filter((specifier) => specifier.type === "ImportSpecifier");
  const braces = bracesOf(ast, statement, named);
  if (!braces || !ast.text(braces).includes("\n") || ast.commentsIn(braces.start, braces.end).length > 0) return undefined;
  const remaining = named.filter((specifier) => specifier !== removed);
  const single = `{ ${remaining.map((specifier) => ast.text(specifier)).join(", ")} }`;
  const imports = children(ast.program, "body").filter((node) => node.type === "ImportDeclaration");
  const width = printWidth(ast, imports);
  const lineStart = ast.source.lastIndexOf("\n", statement.start - 1) + 1;
  const firstLine = braces.start - lineStart + single.length + ast.source.slice(braces.end, ast.source.indexOf("\n", braces.end) === -1 ? undefined : ast.source.indexOf("\n", braces.end)).trimEnd().length;
  if (firstLine > width) return undefined;
  // Another import kept on several lines although it would fit on one: the file's style keeps lists open.
  for (const other of imports) {
    if (other === statement) continue;
    const otherNamed = children(other, "specifiers").filter((specifier) => specifier.type === "ImportSpecifier");
    const otherBraces = bracesOf(ast, other, otherNamed);
    if (!otherBraces || !ast.text(otherBraces).includes("\n") || ast.commentsIn(otherBraces.start, otherBraces.end).length > 0) continue;
    const otherSingle = `{ ${otherNamed.map((specifier) => ast.text(specifier)).join(", ")} }`;
    const otherLine = indentedLength(ast, other) - ast.text(other).length + (otherBraces.start - other.start) + otherSingle.length + (other.end - otherBraces.end);
    if (otherLine <= width) return undefined;
  }
  return { start: braces.start, end: braces.end, text: single };
}

/**
 * The edit that removes a binding's import specifier or `require` property, or undefined where it would
 * drop a comment. With `collapse`, a multi-line import list it shortens is put on one line where the file's
 * layout would (see collapsedImportList).
 */
export function removeBinding(ast: FileAst, binding: ModuleBinding, collapse = false): TextEdit | undefined {
  const { declaration, statement } = binding;
  let range: Range | undefined;
  if (binding.style === "require") {
    if (declaration.type === "VariableDeclarator") {
      range = removeDeclarator(ast, declaration);
    } else {
      const pattern = ast.parent(declaration);
      const declarator = pattern && ast.parent(pattern);
      if (!pattern || !declarator) return undefined;
      const properties = children(pattern, "properties");
      range = properties.length === 1 ? removeDeclarator(ast, declarator) : listElementRemovalRange(ast, declaration, properties);
    }
  } else {
    const specifiers = children(statement, "specifiers");
    const named = specifiers.filter((specifier) => specifier.type === "ImportSpecifier");
    if (specifiers.length === 1) {
      range = removeStatement(ast, statement);
    } else if (declaration.type === "ImportSpecifier" && named.length === 1) {
      // `import def, { gone } from "m"` -> `import def from "m"`
      const openBrace = ast.skipTriviaBackward(declaration.start) - 1;
      const comma = ast.skipTriviaBackward(openBrace) - 1;
      let closeBrace = ast.skipTriviaForward(declaration.end);
      if (ast.source[closeBrace] === ",") closeBrace = ast.skipTriviaForward(closeBrace + 1);
      if (ast.source[openBrace] !== "{" || ast.source[comma] !== "," || ast.source[closeBrace] !== "}") return undefined;
      range = { start: comma, end: closeBrace + 1 };
    } else if (declaration.type === "ImportSpecifier") {
      range = listElementRemovalRange(ast, declaration, named);
      const collapsed = collapse && range ? collapsedImportList(ast, statement, declaration) : undefined;
      if (collapsed) return collapsed;
    } else if (declaration.type === "ImportNamespaceSpecifier" || declaration.type === "ImportDefaultSpecifier") {
      // `import def, * as ns from "m"`, `import def, { a } from "m"`: the comma goes with the removed part.
      const index = specifiers.indexOf(declaration);
      if (index === 0) {
        const comma = ast.skipTriviaForward(declaration.end);
        if (ast.source[comma] !== ",") return undefined;
        range = { start: declaration.start, end: ast.skipTriviaForward(comma + 1) };
      } else {
        const comma = ast.skipTriviaBackward(declaration.start) - 1;
        if (ast.source[comma] !== ",") return undefined;
        range = { start: comma, end: declaration.end };
      }
    }
  }
  if (!range || ast.commentsIn(range.start, range.end).length > 0) return undefined;
  return { start: range.start, end: range.end, text: "" };
}

/** Replaces a binding's specifier (`wrapAgentToolExecute`, `wrapAgentToolExecute as wrap`) with `name`. */
export function renameBinding(ast: FileAst, binding: ModuleBinding, name: string): TextEdit | undefined {
  if (binding.kind !== "named") return undefined;
  const { declaration } = binding;
  if (ast.commentsIn(declaration.start, declaration.end).length > 0) return undefined;
  if (declaration.type === "ObjectProperty" && child(declaration, "value")?.type === "AssignmentPattern") return undefined;
  return { start: declaration.start, end: declaration.end, text: name };
}

/**
 * Adds `name` to the braces of an import declaration or a `require` pattern, after `after` (or the last
 * element), matching the list's layout: `{ a, name }` on one line, a line of its own when each element
 * has one. Undefined when the declaration has no braces to add to.
 */
export function addNamedSpecifier(ast: FileAst, container: AstNode, name: string, eol: string, after?: AstNode): TextEdit | undefined {
  const elements =
    container.type === "ImportDeclaration"
      ? children(container, "specifiers").filter((specifier) => specifier.type === "ImportSpecifier")
      : children(container, "properties");
  const anchor = after ?? elements[elements.length - 1];
  if (!anchor) return undefined;
  const source = ast.source;
  const lineStart = source.lastIndexOf("\n", anchor.start - 1) + 1;
  const ownLine = /^[ \t]*$/.test(source.slice(lineStart, anchor.start)) && lineStart > container.start;
  let afterAnchor = anchor.end;
  while (source[afterAnchor] === " " || source[afterAnchor] === "\t") afterAnchor++;
  const comma = source[afterAnchor] === ",";
  if (ownLine) {
    const indent = indentationAt(source, anchor.start);
    return comma ? { start: afterAnchor + 1, end: afterAnchor + 1, text: `${eol}${indent}${name},` } : { start: anchor.end, end: anchor.end, text: `,${eol}${indent}${name}` };
  }
  return { start: anchor.end, end: anchor.end, text: `, ${name}` };
}

/**
 * A new import of `name` from `source`, as a line after `anchor` (the last import, or a `require`
 * statement), written in the anchor's style: quotes, semicolons, `import` or `require`.
 */
export function addImportStatement(ast: FileAst, anchor: AstNode, name: string, source: string, eol: string): TextEdit {
  const anchorText = ast.text(anchor);
  const semicolon = anchorText.trimEnd().endsWith(";") ? ";" : "";
  const quote = /["']/.exec(anchor.type === "ImportDeclaration" ? ast.text(child(anchor, "source") ?? anchor) : anchorText)?.[0] ?? '"';
  const literal = `${quote}${source.replaceAll("\\", "\\\\").replaceAll(quote, `\\${quote}`)}${quote}`;
  const text = anchor.type === "ImportDeclaration" ? `import { ${name} } from ${literal}${semicolon}` : `const { ${name} } = require(${literal})${semicolon}`;
  const indent = indentationAt(ast.source, anchor.start);
  // On a line of its own after the anchor's line, so a comment at the end of that line stays there.
  const newline = ast.source.indexOf("\n", anchor.end);
  if (newline === -1) return { start: ast.source.length, end: ast.source.length, text: `${eol}${indent}${text}` };
  return { start: newline + 1, end: newline + 1, text: `${indent}${text}${eol}` };
}

/**
 * Removes the imports of bindings that nothing refers to any more. A declaration all of whose
 * specifiers go is removed as a whole. Returns the edits, and the bindings whose removal would drop a
 * comment or join statements (left in place, for the caller to report).
 */
export function removeBindings(ast: FileAst, bindings: readonly ModuleBinding[], options: { collapseLists?: boolean } = {}): { edits: TextEdit[]; kept: ModuleBinding[] } {
  const edits: TextEdit[] = [];
  const kept: ModuleBinding[] = [];
  const byStatement = new Map<AstNode, ModuleBinding[]>();
  for (const binding of bindings) {
    const group = byStatement.get(binding.statement);
    if (group) group.push(binding);
    else byStatement.set(binding.statement, [binding]);
  }
  for (const [statement, group] of byStatement) {
    if (group.length > 1 && coversStatement(ast, statement, group)) {
      const range = removalJoinsNeighbours(ast, statement) ? undefined : statementRemovalRange(ast, statement);
      if (range && ast.commentsIn(range.start, range.end).length === 0) edits.push({ ...range, text: "" });
      else kept.push(...group);
      continue;
    }
    const groupEdits: TextEdit[] = [];
    for (const binding of group) {
      const edit = group.length === 1 ? removeBinding(ast, binding, options.collapseLists) : undefined;
      if (edit) groupEdits.push(edit);
      else kept.push(binding);
    }
    edits.push(...groupEdits);
  }
  return { edits, kept };
}

/** Whether the bindings are everything a declaration declares. */
function coversStatement(ast: FileAst, statement: AstNode, group: readonly ModuleBinding[]): boolean {
  const declarations = new Set(group.map((binding) => binding.declaration));
  if (statement.type === "ImportDeclaration") return children(statement, "specifiers").every((specifier) => declarations.has(specifier));
  return children(statement, "declarations").every((declarator) => {
    if (declarations.has(declarator)) return true;
    const id = child(declarator, "id");
    return id?.type === "ObjectPattern" && children(id, "properties").every((property) => declarations.has(property));
  });
}
