/**
 * The references to a declaration in the project's own files, for the callers a project-wide codemod lists.
 *
 * The language service's `findReferences` answers this too, but each call walks every module's imports
 * again: once per tool, it was a third of a run over a large project with many tools. Here the names asked
 * about are found in the files' text first, all of them in one pass (`expect`; a name not expected costs one
 * pass of its own), and each place is kept when the checker says it denotes the same declaration: through
 * imports and re-exports, renamed imports (whose local name is then searched too), namespace members,
 * shorthand properties, and the properties of an object literal read through the object. A declaration
 * reached through a default export or an `export =` is left to `findReferences`, which follows those.
 */
import { ts } from "ts-morph";

interface Occurrence {
  file: ts.SourceFile;
  pos: number;
}

/** Names per pass: a longer alternation is split (the pattern stays small). */
const NAMES_PER_PASS = 500;

export class ProjectReferences {
  private readonly occurrences = new Map<string, Occurrence[]>();
  private files: ts.SourceFile[] | undefined;

  constructor(
    private readonly program: ts.Program,
    private readonly checker: ts.TypeChecker,
    private readonly languageService: ts.LanguageService,
    private readonly isOwnFile: (file: ts.SourceFile) => boolean,
  ) {}

  /** Finds where `names` occur in the project's files, in one pass over their text. */
  expect(names: Iterable<string>): void {
    const wanted = [...new Set(names)].filter((name) => !this.occurrences.has(name) && /^[\p{L}\p{Nl}$_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$\u200c\u200d]*$/u.test(name));
    for (const name of wanted) this.occurrences.set(name, []);
    for (let start = 0; start < wanted.length; start += NAMES_PER_PASS) {
      const batch = wanted.slice(start, start + NAMES_PER_PASS).sort((a, b) => b.length - a.length);
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}$_])(?:${batch.map((name) => name.replace(/\$/g, "\\$")).join("|")})(?![\\p{L}\\p{N}$_])`, "gu");
      for (const file of this.ownFiles()) {
        const text = file.text;
        pattern.lastIndex = 0;
        for (let match = pattern.exec(text); match; match = pattern.exec(text)) this.occurrences.get(match[0])!.push({ file, pos: match.index });
      }
    }
  }

  /**
   * The identifiers in the project's files that refer to what `name` declares (not the declaring names, nor
   * import and export specifiers). A shorthand property (`{ readTool }`) declares a property and refers to a
   * variable: both count.
   */
  referencesTo(name: ts.Identifier): ts.Identifier[] {
    const declarations = new Set(this.symbolsOf(name).flatMap((symbol) => symbol.declarations ?? []));
    if (declarations.size === 0) return [];
    const found: ts.Identifier[] = [];
    const texts = [name.text];
    for (let index = 0; index < texts.length; index++) {
      const text = texts[index]!;
      if (!this.occurrences.has(text)) this.expect([text]);
      // A text that is not an identifier's (never expected) has no occurrence.
      for (const { file, pos } of this.occurrences.get(text) ?? []) {
        const identifier = identifierAt(file, pos);
        if (!identifier || identifier === name) continue;
        if (!this.symbolsOf(identifier).some((symbol) => symbol.declarations?.some((declaration) => declarations.has(declaration)))) continue;
        const parent = identifier.parent;
        if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) {
          const local = parent.name.text;
          if (local === "default") return this.fromLanguageService(name);
          if (!texts.includes(local)) texts.push(local);
          continue;
        }
        if (ts.isExportAssignment(parent) || ts.isImportClause(parent) || ts.isImportEqualsDeclaration(parent)) return this.fromLanguageService(name);
        // The name a declaration of the same thing gives (a merged or overloaded declaration).
        if (declarations.has(parent as ts.Declaration) && (parent as ts.Node & { name?: ts.Node }).name === identifier && !ts.isShorthandPropertyAssignment(parent)) continue;
        found.push(identifier);
      }
    }
    return found;
  }

  /** `findReferences`, for what the text search does not follow (default exports, `export =`). */
  private fromLanguageService(node: ts.Identifier): ts.Identifier[] {
    const sourceFile = node.getSourceFile();
    const result: ts.Identifier[] = [];
    for (const symbol of this.languageService.findReferences(sourceFile.fileName, node.getStart(sourceFile)) ?? []) {
      for (const reference of symbol.references) {
        if (reference.isDefinition) continue;
        const file = this.program.getSourceFile(reference.fileName);
        const identifier = file && identifierAt(file, reference.textSpan.start);
        // As in the text search: import and export specifiers name aliases, they do not use what they name.
        const parent = identifier?.parent;
        if (!identifier || !parent || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent) || ts.isExportAssignment(parent)) continue;
        result.push(identifier);
      }
    }
    return result;
  }

  /** What an identifier denotes, aliases followed (an import's target); for a shorthand property, the property and its value. */
  private symbolsOf(identifier: ts.Identifier): ts.Symbol[] {
    const resolve = (symbol: ts.Symbol | undefined): ts.Symbol | undefined => (symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol);
    const symbols = [resolve(this.checker.getSymbolAtLocation(identifier))];
    const parent = identifier.parent;
    if (ts.isShorthandPropertyAssignment(parent) && parent.name === identifier) symbols.push(resolve(this.checker.getShorthandAssignmentValueSymbol(parent)));
    return symbols.filter((symbol): symbol is ts.Symbol => symbol !== undefined);
  }

  private ownFiles(): ts.SourceFile[] {
    this.files ??= this.program.getSourceFiles().filter(this.isOwnFile);
    return this.files;
  }
}

/** The identifier that starts at `pos` (not one inside a string, a comment or a longer name). */
function identifierAt(file: ts.SourceFile, pos: number): ts.Identifier | undefined {
  let node: ts.Node = file;
  for (;;) {
    let next: ts.Node | undefined;
    ts.forEachChild(node, (child) => {
      if (!next && child.pos <= pos && pos < child.end) next = child;
    });
    if (!next) break;
    node = next;
  }
  return ts.isIdentifier(node) && node.getStart(file) === pos ? node : undefined;
}
