/**
 * The other modules of a typed program, for the cross-module summaries: with type information, a call whose
 * target the checker resolves to a function declared in another source file of the program (not a package
 * in `node_modules`, not a `.d.ts`) can be looked into with the same analyses as a function of the file
 * being linted. The module is converted from the program's own `ts.SourceFile` (no second parse) into an
 * ESLint `SourceCode` with its scopes and parser services, once per `ts.SourceFile` object: TypeScript
 * reuses the object of an unchanged file in the next program, so an editor converts again only the files
 * that changed.
 *
 * Untyped runs never come here: without the checker, the analyses stay per file.
 */
import { createRequire } from "node:module";
import { relative } from "node:path";
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { cachedPerFile } from "./file-cache.js";
import ts from "../typescript.cjs";
import { symbolAt, unaliased } from "../symbols.js";
import { enclosingFunction, isFunctionNode, pushChildren, unwrapCasts, type FunctionNode } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { factoryInstances, factoryMade } from "./functions.js";
import { returnedExpressions } from "./returns.js";

/** Another module of the project as the analyses read it: typed (a module of the program) or not (read from disk). */
export interface ModuleView {
  sourceCode: Readonly<TSESLint.SourceCode>;
  /** With types only. */
  services?: ParserServicesWithTypeInformation | undefined;
  /** The file's path relative to the program's (or the run's) directory, for messages (`lib/tool-errors.ts`). */
  displayName: string;
}

export interface ProgramModule extends ModuleView {
  services: ParserServicesWithTypeInformation;
}

export interface ForeignFunction {
  module: ModuleView;
  fn: FunctionNode;
  /** `formatFailure() (lib/tool-errors.ts:12)`: the helper and where it is declared. */
  label: string;
  /** Where it is declared: `lib/tool-errors.ts:12`. */
  location: string;
}

/**
 * ESLint's `SourceCode` and the parser, required on first use (typed runs that cross a module), not when the
 * plugin loads: both are already in the module cache of the ESLint process that runs the rules.
 */
interface ModuleApi {
  SourceCode: typeof import("eslint").SourceCode;
  parseForESLint: typeof import("@typescript-eslint/parser").parseForESLint;
}
let api: ModuleApi | undefined;
function moduleApi(): ModuleApi {
  if (!api) {
    const require = createRequire(import.meta.url);
    api = { SourceCode: (require("eslint") as typeof import("eslint")).SourceCode, parseForESLint: (require("@typescript-eslint/parser") as typeof import("@typescript-eslint/parser")).parseForESLint };
  }
  return api;
}

/** The modules converted so far, by the program's source file; `null` for one that cannot be converted. */
const modules = new WeakMap<ts.SourceFile, ProgramModule | null>();
/** Per callee node: the function of another module it resolves to (not yet converted), resolved once. */
const calleeCache = new WeakMap<TSESTree.Node, Declared | null>();
/**
 * Per callee of an {@link importedCalls} entry: the imported binding (or the `const` instance) it goes through and
 * the member path called on it. Every call through one binding and path resolves alike (85 tools calling
 * `errorResult()` ask the checker once, not 85 times, on every keystroke).
 */
const calleeBindings = new WeakMap<TSESTree.Node, { binding: object; path: string }>();
/** Per binding, by member path: what {@link declaredFunctionOf} found for the first call through it. */
const bindingDeclared = new WeakMap<object, Map<string, Declared | null>>();

export interface Declared {
  file: ts.SourceFile;
  /** The function-like node: a function declaration, or the arrow / function expression of a `const`. */
  fn: ts.Node;
  name: string;
}

/**
 * The function of another module of the program that `callee` (the callee of a call: `formatFailure`,
 * `errors.formatFailure`, `toolErrors.fromCaught`) resolves to, through imports, re-exports and aliases:
 * plain functions (`function f() {}`, `const f = () => ...`) and methods of classes and objects (their
 * parameters summarized as a function's). `accept`
 * looks at the function in TypeScript's tree before its module is converted (a cheap test that rules out most).
 */
export function foreignFunctionOf(
  services: ParserServicesWithTypeInformation,
  callee: TSESTree.Node,
  accept?: (fn: ts.Node) => boolean,
): ForeignFunction | undefined {
  const declared = declaredFunctionOf(services, callee);
  if (!declared || (accept && !accept(declared.fn))) return undefined;
  const module = moduleOf(services.program, declared.file);
  const fn = module && estreeFunctionOf(module.services, declared.fn);
  if (!module || !fn) return undefined;
  const location = `${module.displayName}:${fn.loc.start.line}`;
  return { module, fn, label: `${declared.name}() (${location})`, location };
}

/**
 * The function of a module's ESTree that a function of TypeScript's tree is (`declared.fn`, a registered
 * handler). A method maps to its definition (`MethodDefinition`, an object's `Property`): the function is its value.
 */
export function estreeFunctionOf(services: Pick<ParserServicesWithTypeInformation, "tsNodeToESTreeNodeMap">, fn: ts.Node): FunctionNode | undefined {
  let node = services.tsNodeToESTreeNodeMap.get(fn as never) as TSESTree.Node | undefined;
  if (node && (node.type === AST_NODE_TYPES.MethodDefinition || node.type === AST_NODE_TYPES.Property)) node = node.value;
  return node && isFunctionNode(node) ? node : undefined;
}

/** The declaration {@link foreignFunctionOf} converts: resolved by the checker only, once per callee. */
export function declaredFunctionOf(services: ParserServicesWithTypeInformation, callee: TSESTree.Node): Declared | undefined {
  let declared = calleeCache.get(callee);
  if (declared === undefined) {
    const via = calleeBindings.get(callee);
    let byPath = via && bindingDeclared.get(via.binding);
    if (via && !byPath) bindingDeclared.set(via.binding, (byPath = new Map()));
    declared = via ? byPath!.get(via.path) : undefined;
    if (declared === undefined) {
      declared = resolve(services, callee) ?? null;
      if (via) byPath!.set(via.path, declared);
    }
    calleeCache.set(callee, declared);
  }
  return declared ?? undefined;
}

function resolve(services: ParserServicesWithTypeInformation, callee: TSESTree.Node): Declared | undefined {
  const name = callee.type === AST_NODE_TYPES.Identifier ? callee : callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed ? callee.property : undefined;
  if (!name || name.type !== AST_NODE_TYPES.Identifier) return undefined;
  // `z.string()`, `server.registerTool()` of an imported package: answered from the import, before the checker
  // is asked the receiver's type (every schema call of a tool file would ask it).
  if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.Identifier) {
    if (importedFromElsewhere(services.program, services.esTreeNodeToTSNodeMap.get(callee.object))) return undefined;
  }
  const tsNode = services.esTreeNodeToTSNodeMap.get(name);
  const found = programFunctionAt(services.program, tsNode);
  if (!found || found.file === tsNode.getSourceFile()) return undefined;
  return { file: found.file, fn: found.fn, name: found.symbol.name === "default" ? name.name : found.symbol.name };
}

/** Per import declaration: whether the module it imports is not one of the program's own sources. */
const foreignImports = new WeakMap<ts.ImportDeclaration, boolean>();

/** Whether an identifier names an import of a package or declaration file (not of the program's own modules). */
function importedFromElsewhere(program: ts.Program, identifier: ts.Node): boolean {
  const symbol = program.getTypeChecker().getSymbolAtLocation(identifier);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Alias)) return false;
  let declaration: ts.Node | undefined = symbol.declarations?.[0];
  while (declaration && !ts.isImportDeclaration(declaration) && !ts.isSourceFile(declaration)) declaration = declaration.parent;
  return !!declaration && ts.isImportDeclaration(declaration) && importsFromElsewhere(program, declaration);
}

/** Whether an import declaration imports a package or a declaration file (not one of the program's own modules). */
function importsFromElsewhere(program: ts.Program, declaration: ts.Node): boolean {
  if (!ts.isImportDeclaration(declaration)) return false;
  let elsewhere = foreignImports.get(declaration);
  if (elsewhere === undefined) {
    const target = program.getTypeChecker().getSymbolAtLocation(declaration.moduleSpecifier)?.valueDeclaration;
    elsewhere = !(target && ts.isSourceFile(target) && isProgramSource(program, target));
    foreignImports.set(declaration, elsewhere);
  }
  return elsewhere;
}

/**
 * The plain function of the program's own modules (not packages, not declaration files) that a name denotes,
 * through aliases (imports, re-exports): its node, file and symbol.
 */
function programFunctionAt(program: ts.Program, name: ts.Node): { fn: ts.Node; file: ts.SourceFile; symbol: ts.Symbol } | undefined {
  const checker = program.getTypeChecker();
  const member = ts.isPropertyAccessExpression(name.parent) && name.parent.name === name ? memberSymbol(checker, name.parent) : null;
  const symbol = member === null ? symbolAt(checker, name) : member && unaliased(checker, member);
  const fn = symbol && functionOfSymbol(checker, symbol);
  if (!symbol || !fn) return undefined;
  const file = fn.getSourceFile();
  return isProgramSource(program, file) ? { fn, file, symbol } : undefined;
}

/**
 * The symbol of `receiver.name` found from declarations, without the checker typing the receiver (asked for a
 * property, it types `receiver` with control flow at that point: 20-60 ms for a namespace import used deep in a
 * large function of zod): an export of the module a namespace import names (`util.aborted`), a static member of
 * a class (`Errors.format`), or a method declared in the class a `const` is made of (`const doc = new Doc();
 * doc.write()`). Undefined when such a receiver has no such member; `null` when declarations cannot tell (an
 * inherited method, any other receiver): the caller asks the checker then.
 */
function memberSymbol(checker: ts.TypeChecker, access: ts.PropertyAccessExpression): ts.Symbol | undefined | null {
  if (!ts.isIdentifier(access.name)) return null;
  // `core.$ZodError.init`: the receiver a member itself, found the same way.
  const receiver = ts.isIdentifier(access.expression) ? checker.getSymbolAtLocation(access.expression) : ts.isPropertyAccessExpression(access.expression) ? memberSymbol(checker, access.expression) : null;
  if (!receiver) return null;
  const target = unaliased(checker, receiver);
  if (!target) return null;
  const name = ts.escapeLeadingUnderscores(access.name.text);
  if (target.flags & ts.SymbolFlags.ValueModule && receiver !== target) return checker.tryGetMemberInModuleExports(access.name.text, target);
  if (target.flags & ts.SymbolFlags.Class) return target.exports?.get(name) ?? null;
  const declaration = target.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return null;
  const init = declaration.initializer && unwrapExpression(declaration.initializer);
  if (!init || !ts.isNewExpression(init) || !ts.isIdentifier(init.expression)) return null;
  const made = unaliased(checker, checker.getSymbolAtLocation(init.expression));
  return made && made.flags & ts.SymbolFlags.Class ? (made.members?.get(name) ?? null) : null;
}

/**
 * The one function a symbol declares: a function (the implementation of overloads), a `const` function, a
 * method, a default-exported function expression (`export default async (id) => ...`), or the function a
 * shorthand property names (`export default { getProject }`).
 */
/** How many `const` aliases (`const b = a`) and shorthand properties deep a function is looked for. */
const MAX_ALIAS_DEPTH = 4;

function functionOfSymbol(checker: ts.TypeChecker, symbol: ts.Symbol, depth = 0): ts.Node | undefined {
  const declarations = symbol.declarations ?? [];
  // Overloads: the signatures and the one implementation with a body.
  const implementations = declarations.filter((declaration) => (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) && declaration.body);
  const declaration = declarations.length === 1 ? declarations[0] : implementations.length === 1 && declarations.every((each) => ts.isFunctionDeclaration(each) || ts.isMethodDeclaration(each)) ? implementations[0] : undefined;
  if (!declaration) return undefined;
  if (ts.isShorthandPropertyAssignment(declaration)) {
    const value = checker.getShorthandAssignmentValueSymbol(declaration);
    const target = value && unaliased(checker, value);
    return target && target !== symbol && depth < MAX_ALIAS_DEPTH ? functionOfSymbol(checker, target, depth + 1) : undefined;
  }
  // `export const capture_ui_event = capture;`: a `const` that names another function.
  if (ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isIdentifier(declaration.initializer) && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) {
    const target = symbolAt(checker, declaration.initializer);
    return target && target !== symbol && depth < MAX_ALIAS_DEPTH ? functionOfSymbol(checker, target, depth + 1) : undefined;
  }
  if (ts.isExportAssignment(declaration)) return functionValue(declaration.expression);
  return functionDeclarationOf(declaration) ?? methodDeclarationOf(declaration);
}

/**
 * The functions of the program's own modules (not packages, not declaration files) that a function calls
 * by name (`f(x)`, `ns.f(x)`), in TypeScript's tree. Iterative.
 */
export function calledFunctions(program: ts.Program, fn: ts.Node): ts.Node[] {
  const checker = program.getTypeChecker();
  const found: ts.Node[] = [];
  const stack: ts.Node[] = [fn];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (ts.isCallExpression(node)) {
      const callee = calleeName(checker, node.expression);
      const target = callee && programFunctionAt(program, callee)?.fn;
      if (target && target !== fn) found.push(target);
    }
    ts.forEachChild(node, (child) => {
      stack.push(child);
    });
  }
  return found;
}

/**
 * Whether a function of the program, or a function it calls (by name, of its module or another), has a text
 * that `pattern` matches: the cheap test made on TypeScript's tree before a module is converted ("can it
 * hold a sink?", "does it call a capture function?"). Memoized per function and pattern; bounded in depth
 * and in functions looked at. An answer that depended on a function still being looked at (recursion) is
 * not kept for the functions in between, so it is asked again from there.
 */
export function mayReach(program: ts.Program, fn: ts.Node, pattern: RegExp): boolean {
  const visiting = new Set<ts.Node>();
  let budget = MAX_REACH_FUNCTIONS;
  const visit = (current: ts.Node): { reaches: boolean; complete: boolean } => {
    const known = reachCacheFor(current).get(pattern);
    if (known !== undefined) return { reaches: known, complete: true };
    if (visiting.has(current) || visiting.size > MAX_REACH_DEPTH || --budget < 0) return { reaches: false, complete: false };
    if (pattern.test(current.getSourceFile().text.slice(current.getStart(), current.end))) {
      reachCacheFor(current).set(pattern, true);
      return { reaches: true, complete: true };
    }
    visiting.add(current);
    let complete = true;
    for (const callee of calledFunctions(program, current)) {
      const answer = visit(callee);
      if (answer.reaches) {
        reachCacheFor(current).set(pattern, true);
        visiting.delete(current);
        return { reaches: true, complete: true };
      }
      complete &&= answer.complete;
    }
    visiting.delete(current);
    if (complete) reachCacheFor(current).set(pattern, false);
    return { reaches: false, complete };
  };
  const { reaches } = visit(fn);
  // The starting function's answer, within the bounds, is the same whenever it is asked.
  reachCacheFor(fn).set(pattern, reaches);
  return reaches;
}

/**
 * Whether any source file of the program (the modules {@link mayReach} can follow) has a text that `pattern`
 * matches: when none has, no function of the program reaches it, and a caller need not resolve a single callee
 * (resolving `api.get(...)` makes the checker type `api`, the costly part of a typed run's cross-module
 * questions: 300 ms of a 400 ms rule on rxjs, which calls no capture function anywhere). Kept per program
 * and pattern, and per `ts.SourceFile` (reused by the next program while unchanged: an editor's keystroke tests
 * the edited file again, not the project).
 */
export function programMayMatch(program: ts.Program, pattern: RegExp): boolean {
  const byPattern = byPatternOf(programMatches, program);
  let answer = byPattern.get(pattern);
  if (answer === undefined) {
    answer = program.getSourceFiles().some((file) => isProgramSource(program, file) && fileMatches(file, pattern));
    byPattern.set(pattern, answer);
  }
  return answer;
}

const programMatches = new WeakMap<ts.Program, WeakMap<RegExp, boolean>>();
const fileMatchCache = new WeakMap<ts.SourceFile, WeakMap<RegExp, boolean>>();

function fileMatches(file: ts.SourceFile, pattern: RegExp): boolean {
  const byPattern = byPatternOf(fileMatchCache, file);
  let answer = byPattern.get(pattern);
  if (answer === undefined) {
    pattern.lastIndex = 0;
    answer = pattern.test(file.text);
    byPattern.set(pattern, answer);
  }
  return answer;
}

/** Bounds on one question: calls followed in depth, and functions looked at (thousands of chained helpers). */
const MAX_REACH_DEPTH = 4;
const MAX_REACH_FUNCTIONS = 200;
const reachCache = new WeakMap<ts.Node, WeakMap<RegExp, boolean>>();

function reachCacheFor(fn: ts.Node): WeakMap<RegExp, boolean> {
  return byPatternOf(reachCache, fn);
}

/** The per-pattern answers kept for `key` (a function, a program, a source file) in `cache`. */
function byPatternOf<K extends object>(cache: WeakMap<K, WeakMap<RegExp, boolean>>, key: K): WeakMap<RegExp, boolean> {
  let byPattern = cache.get(key);
  if (!byPattern) cache.set(key, (byPattern = new WeakMap()));
  return byPattern;
}

/**
 * The name to resolve for a callee: `f` of `f(x)`, and `f` of `ns.f(x)` only when `ns` is a namespace import
 * (a method call would make the checker infer the receiver's type: too costly for a pre-check).
 */
function calleeName(checker: ts.TypeChecker, expression: ts.Expression): ts.Identifier | undefined {
  if (ts.isIdentifier(expression)) return expression;
  if (!ts.isPropertyAccessExpression(expression) || !ts.isIdentifier(expression.expression) || !ts.isIdentifier(expression.name)) return undefined;
  const receiver = checker.getSymbolAtLocation(expression.expression);
  const declaration = receiver?.declarations?.[0];
  return declaration && ts.isNamespaceImport(declaration) ? expression.name : undefined;
}

export function isProgramSource(program: ts.Program, file: ts.SourceFile): boolean {
  let answer = programSources.get(file);
  if (answer === undefined) {
    answer = !file.isDeclarationFile && !program.isSourceFileFromExternalLibrary(file) && !/[\\/]node_modules[\\/]/.test(file.fileName);
    programSources.set(file, answer);
  }
  return answer;
}

/** Per `ts.SourceFile` (asked for every callee resolved): whether it is one of the program's own sources. */
const programSources = new WeakMap<ts.SourceFile, boolean>();

/** The function a declaration declares: `function f() {}`, or `const f = () => ...` / `function () {}`. */
export function functionDeclarationOf(declaration: ts.Declaration): ts.Node | undefined {
  if (ts.isFunctionDeclaration(declaration) && declaration.body) return declaration;
  return ts.isVariableDeclaration(declaration) ? functionValue(declaration.initializer) : undefined;
}

/** An initializer that is a function (`() => ...`, `function () {}`), through parentheses and `as`/`satisfies`. */
function functionValue(initializer: ts.Expression | undefined): ts.Node | undefined {
  const init = initializer && unwrapExpression(initializer);
  return init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : undefined;
}

/** An expression through parentheses and `as`/`satisfies` (TypeScript's tree). */
function unwrapExpression(expression: ts.Expression): ts.Expression {
  let inner = expression;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
  return inner;
}

/**
 * The function a method declares: a method with a body (`class IssueService { getIssue() {} }`, `{ format(e)
 * {} }`), or a property whose value is a function (`{ format: (e) => ... }`, `class A { format = (e) => ... }`).
 * Its parameters are summarized as a plain function's; `this` inside it is not followed.
 */
export function methodDeclarationOf(declaration: ts.Declaration): ts.Node | undefined {
  if (ts.isMethodDeclaration(declaration) && declaration.body) return declaration;
  return ts.isPropertyAssignment(declaration) || ts.isPropertyDeclaration(declaration) ? functionValue(declaration.initializer) : undefined;
}

/** A source file of the program as ESLint sees a file it lints: AST, scopes, parser services. */
export function moduleOf(program: ts.Program, file: ts.SourceFile): ProgramModule | undefined {
  const cached = modules.get(file);
  if (cached !== undefined) return cached ?? undefined;
  let module: ProgramModule | null = null;
  try {
    const { sourceCode, services } = parseModule(file.text, file.fileName, program);
    if (services.program) {
      module = {
        sourceCode: sourceCode as unknown as TSESLint.SourceCode,
        services: services as ParserServicesWithTypeInformation,
        displayName: relative(program.getCurrentDirectory(), file.fileName).replace(/\\/g, "/"),
      };
    }
  } catch {
    // A file the converter rejects is a module we cannot look into: its calls stay unknown.
    module = null;
  }
  modules.set(file, module);
  return module ?? undefined;
}

/** What the TypeScript parser gives for a file: its tree, scopes, services and visitor keys. */
export type ModuleParse = ReturnType<typeof import("@typescript-eslint/parser").parseForESLint>;

/**
 * A module's text parsed as ESLint parses a file it lints (AST with parents, scopes, tokens and comments: the
 * TypeScript parser always collects them), with the program's parser services when a program is given: no
 * second parse of its text by TypeScript. Untyped, the same parse ESLint is handed when it lints that file
 * (src/parser.ts).
 */
export function parseModule(text: string, filePath: string, program?: ts.Program): { sourceCode: Readonly<TSESLint.SourceCode>; services: Partial<ParserServicesWithTypeInformation>; parse: ModuleParse } {
  const { parseForESLint } = moduleApi();
  const parse = parseForESLint(text, {
    ...(program ? { programs: [program] } : {}),
    filePath,
    range: true,
    loc: true,
    tokens: true,
    comment: true,
    sourceType: "module",
    ecmaVersion: "latest",
    ...(/\.[jt]sx$/.test(filePath) ? { ecmaFeatures: { jsx: true } } : {}),
  });
  return { sourceCode: moduleSourceCode(text, parse), services: parse.services as Partial<ParserServicesWithTypeInformation>, parse };
}

/** The `SourceCode` of a module from its parse (ours, or the one ESLint made of a file it linted). */
export function moduleSourceCode(text: string, parse: ModuleParse): Readonly<TSESLint.SourceCode> {
  const { SourceCode } = moduleApi();
  const { ast, scopeManager, services, visitorKeys } = parse;
  setParents(ast as TSESTree.Program, visitorKeys);
  (ast as { comments?: unknown[] }).comments ??= [];
  const sourceCode = new SourceCode({ text, ast: ast as never, parserServices: services as never, scopeManager: scopeManager as never, visitorKeys: visitorKeys as never });
  return sourceCode as unknown as TSESLint.SourceCode;
}

/** ESLint sets `parent` while it traverses a file it lints; a module converted here gets them at once. */
function setParents(ast: TSESTree.Program, visitorKeys: Readonly<Record<string, readonly string[] | undefined>>): void {
  const stack: TSESTree.Node[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const before = stack.length;
    pushChildren(node, stack, visitorKeys);
    for (let index = before; index < stack.length; index++) (stack[index] as { parent?: TSESTree.Node }).parent = node;
  }
}

/** Whether a node belongs to the file of `sourceCode` (and not to another module's tree). */
export function isNodeOf(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  let current: TSESTree.Node | undefined = node;
  for (let depth = 0; current && depth < 10_000; depth++) {
    if (current.type === AST_NODE_TYPES.Program) return current === sourceCode.ast;
    current = current.parent;
  }
  return false;
}

/**
 * The calls through imports of the program's own modules: `formatFailure(e)`, `errors.formatFailure(e)` of a
 * namespace import, a method of an imported object or class (`toolErrors.fromCaught(e)`,
 * `AssignmentService.raise(e)`), and a method of a module-level instance of an imported class
 * (`const assignments = new AssignmentService()`, then `assignments.describeFailure(e)`). Imports of packages
 * and declaration files are left out (`z.string()`, `server.registerTool()` of `new McpServer()`): the checker
 * is never asked about their members. Computed once per file.
 */
export function importedCalls(sourceCode: Readonly<TSESLint.SourceCode>, services: ParserServicesWithTypeInformation): readonly ImportedCall[] {
  return cachedPerFile(sourceCode.ast, "imported-calls", undefined, () =>
    syntacticImportedCalls(sourceCode, (declaration) => !importsFromElsewhere(services.program, services.esTreeNodeToTSNodeMap.get(declaration))),
  );
}

/** Whether a call is one of {@link importedCalls} (a set per file). */
export function isImportedCall(sourceCode: Readonly<TSESLint.SourceCode>, services: ParserServicesWithTypeInformation, call: TSESTree.CallExpression): boolean {
  return cachedPerFile(sourceCode.ast, "imported-call-set", undefined, () => new Set(importedCalls(sourceCode, services).map((entry) => entry.call))).has(call);
}

export interface ImportedCall {
  call: TSESTree.CallExpression;
  /** The imported name (`formatFailure`), or the member called on it or on its instance (`toolErrors.fromCaught`). */
  callee: TSESTree.Node;
}

/** The calls of {@link importedCalls}, found from the import declarations that `keep` accepts. */
export function syntacticImportedCalls(sourceCode: Readonly<TSESLint.SourceCode>, keep: (declaration: TSESTree.ImportDeclaration) => boolean): ImportedCall[] {
  const calls: ImportedCall[] = [];
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== AST_NODE_TYPES.ImportDeclaration || statement.importKind === "type" || !keep(statement)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === AST_NODE_TYPES.ImportSpecifier && specifier.importKind === "type") continue;
      for (const variable of sourceCode.getDeclaredVariables(specifier)) callsThrough(sourceCode, variable, specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier, calls);
    }
  }
  return calls;
}

/** The call whose callee is `node`, also as `(0, node)(...)` (TypeScript's CommonJS output). */
function callOf(node: TSESTree.Node): TSESTree.CallExpression | undefined {
  let callee: TSESTree.Node = node;
  const parent = node.parent;
  if (parent?.type === AST_NODE_TYPES.SequenceExpression && parent.expressions.length === 2 && parent.expressions[1] === node && unwrapCasts(parent) === node) callee = parent;
  return callee.parent?.type === AST_NODE_TYPES.CallExpression && callee.parent.callee === callee ? callee.parent : undefined;
}

/**
 * The calls through one imported binding, added to `calls`: `f(x)`, `ns.f(x)` (and, `namespace`, `ns.api.f(x)`),
 * a method called on an instance made of it in place or kept in a `const`.
 */
export function callsThrough(sourceCode: Readonly<TSESLint.SourceCode>, variable: TSESLint.Scope.Variable, namespace: boolean, calls: ImportedCall[]): void {
  // The receiver's reference is the object of a member call: `receiver.method(...)`.
  // Each callee is recorded with the binding and member path it goes through (see `calleeBindings`).
  const memberCall = (receiver: TSESTree.Node, binding: object, prefix: string): void => {
    const member = receiver.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== receiver || member.computed) return;
    const call = callOf(member);
    if (!call) return;
    calls.push({ call, callee: member });
    calleeBindings.set(member, { binding, path: `${prefix}.${member.property.name}` });
  };
  const factoriesRead = new Set<FunctionNode>();
  for (const reference of variable.references) {
    const identifier = reference.identifier;
    const parent = identifier.parent;
    const call = callOf(identifier);
    if (call) {
      calls.push({ call, callee: identifier });
      calleeBindings.set(identifier, { binding: variable, path: "" });
    } else if (parent?.type === AST_NODE_TYPES.MemberExpression) {
      memberCall(identifier, variable, "");
      // `lib.api.getProject(id)` of `import * as lib`: a method of an object the module exports.
      if (namespace && parent.object === identifier && !parent.computed && parent.property.type === AST_NODE_TYPES.Identifier) memberCall(parent, variable, `.${parent.property.name}`);
    } else if (parent?.type === AST_NODE_TYPES.NewExpression && parent.callee === identifier) {
      // `new Runner(options).run()`: a method called on an instance made in place.
      memberCall(parent, variable, "new");
      // `const assignments = new AssignmentService()`: the methods called on that constant.
      const declarator = parent.parent;
      const instance = declarator?.type === AST_NODE_TYPES.VariableDeclarator && declarator.init === parent && declarator.parent.kind === "const" && declarator.id.type === AST_NODE_TYPES.Identifier ? declarator.id : undefined;
      const instanceVariable = instance && findVariableOf(sourceCode, instance);
      if (instanceVariable) for (const use of instanceVariable.references) memberCall(use.identifier, instanceVariable, "");
      // Made by a factory of the file that returns it (`const fetcher = await initializeReportFetcher(config)`): once per
      // factory, and only for a `new` held by a `const` or returned as it is.
      const factory = enclosingFunction(parent);
      if (!factory || factoriesRead.has(factory)) continue;
      if (instance === undefined && !returnedExpressions(factory).some((value) => unwrapCasts(value) === parent)) continue;
      const returned = factoryMade(sourceCode, factory);
      if (returned?.callee.type !== AST_NODE_TYPES.Identifier || returned.callee.name !== identifier.name) continue;
      factoriesRead.add(factory);
      for (const made of factoryInstances(sourceCode, factory)) {
        const madeVariable = findVariableOf(sourceCode, made);
        if (madeVariable) for (const use of madeVariable.references) memberCall(use.identifier, madeVariable, "");
      }
    }
  }
}
