/**
 * Which nodes of a file refer to a configured function (a capture function, a deprecated wrapper, a
 * logger). Names are resolved through their imports with ESLint's ReferenceTracker: aliases
 * (`import { a as b }`), namespaces (`ns.a`), destructuring, `require`, re-exports. A same-named local,
 * a shadowing parameter or an unrelated object's property is never a match.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { pushChildren, specifierName } from "../ast.js";
import { spelledName, type FunctionSpecifier } from "../settings.js";
import { spellsWord } from "./by-name.js";
import { cachedPerFile, entryOf } from "./file-cache.js";
import { fileLocation, moduleMatches, packageOf } from "./modules.js";
import { importedModuleTextMatches, importsByRelativePath, isRelative, packageReexport } from "./relative-imports.js";
import picomatch from "picomatch";
import ts from "../typescript.cjs";
import { symbolAt } from "../symbols.js";
import { findVariableOf } from "../scope.js";

const { ReferenceTracker } = ASTUtils;

interface PropertyTracker {
  iteratePropertyReferences(
    node: TSESTree.Node,
    traceMap: Record<string | symbol, unknown>,
  ): IterableIterator<{ node: TSESTree.Node; path: readonly string[]; type: symbol; info: unknown }>;
}

/** A local name bound to the configured function: an import specifier or a destructured `require`. */
export interface ImportedBinding<S> {
  spec: S;
  /** `ImportSpecifier`, `ImportDefaultSpecifier` (typed resolution only) or a `Property` of an `ObjectPattern`. */
  declaration: TSESTree.ImportClause | TSESTree.Property;
  variable: TSESLint.Scope.Variable;
  /** The identifiers that use the binding (reads; type queries included). */
  uses: TSESTree.Identifier[];
  /** How it was found: by the name and module (syntax) or through the checker (an alias renamed elsewhere). */
  via: "syntax" | "types";
}

export type FoundReferenceKind =
  /** An identifier that uses an imported binding. */
  | "binding"
  /** `ns.name`, `require("m").name`, `globalThis.console.warn`. */
  | "member"
  /** `export { name } from "m"`. */
  | "re-export";

export interface FoundFunctionReference<S> {
  spec: S;
  /** The module the function came from (for imports and `require`). */
  source?: string;
  kind: FoundReferenceKind;
  /** The node that names the function: an Identifier, a MemberExpression or an ExportSpecifier. */
  node: TSESTree.Node;
  binding?: ImportedBinding<S>;
}

export interface FunctionReferences<S> {
  references: FoundFunctionReference<S>[];
  bindings: ImportedBinding<S>[];
}

interface RequireCall {
  call: TSESTree.CallExpression;
  source: string;
}

/**
 * Calls of the global `require` with a constant module name. Found from the unresolved references of
 * the file, so they are seen whether or not the configuration declares Node's globals.
 */
export function getRequireCalls(sourceCode: Readonly<TSESLint.SourceCode>): readonly RequireCall[] {
  return cachedPerFile(sourceCode.ast, "require-calls", null, () => {
    const calls: RequireCall[] = [];
    const globalScope = sourceCode.scopeManager?.globalScope;
    if (!globalScope || globalScope.set.get("require")?.defs.length) return calls;
    for (const reference of globalScope.through) {
      const identifier = reference.identifier;
      if (identifier.type !== AST_NODE_TYPES.Identifier || identifier.name !== "require") continue;
      const call = identifier.parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== identifier || !call.arguments[0]) continue;
      const source = ASTUtils.getStringIfConstant(call.arguments[0]);
      if (typeof source === "string") calls.push({ call, source });
    }
    return calls;
  });
}

/**
 * Other forms that hold a module's namespace, traced like a `require`'s result: TypeScript's
 * `import helpers = require("m")` (from each use of `helpers`) and `await import("m")` (destructured or a
 * member of it). Once per file; the walk for `import(` runs only when the text has one.
 */
function getModuleValues(sourceCode: Readonly<TSESLint.SourceCode>): readonly { from: TSESTree.Node; source: string }[] {
  return cachedPerFile(sourceCode.ast, "module-values", null, () => {
    const values: { from: TSESTree.Node; source: string }[] = [];
    for (const statement of sourceCode.ast.body) {
      if (statement.type !== AST_NODE_TYPES.TSImportEqualsDeclaration || statement.importKind === "type") continue;
      const reference = statement.moduleReference;
      if (reference.type !== AST_NODE_TYPES.TSExternalModuleReference || reference.expression.type !== AST_NODE_TYPES.Literal || typeof reference.expression.value !== "string") continue;
      for (const variable of sourceCode.getDeclaredVariables(statement)) {
        for (const use of variable.references) if (!use.init && use.identifier !== statement.id) values.push({ from: use.identifier, source: reference.expression.value });
      }
    }
    if (!sourceCode.text.includes("import(")) return values;
    const stack: TSESTree.Node[] = [sourceCode.ast];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.ImportExpression && node.parent?.type === AST_NODE_TYPES.AwaitExpression) {
        const source = ASTUtils.getStringIfConstant(node.source);
        if (typeof source === "string") values.push({ from: node.parent, source });
      }
      pushChildren(node, stack, sourceCode.visitorKeys);
    }
    return values;
  });
}

/** Module specifiers a file imports, re-exports from, or `require`s with a constant string. */
export function getModuleSources(sourceCode: Readonly<TSESLint.SourceCode>): readonly string[] {
  return cachedPerFile(sourceCode.ast, "module-sources", null, () => {
    const sources = new Set<string>();
    for (const statement of sourceCode.ast.body) {
      if (
        (statement.type === AST_NODE_TYPES.ImportDeclaration ||
          statement.type === AST_NODE_TYPES.ExportNamedDeclaration ||
          statement.type === AST_NODE_TYPES.ExportAllDeclaration) &&
        statement.source
      ) {
        sources.add(statement.source.value);
      }
    }
    for (const { source } of getRequireCalls(sourceCode)) sources.add(source);
    for (const { source } of getModuleValues(sourceCode)) sources.add(source);
    return [...sources];
  });
}

/**
 * The uses of globals the configuration does not declare (no `globals.node`: `console` is then an unresolved
 * reference), by name, once per file: every list of configured functions asks.
 */
function undeclaredGlobalUses(sourceCode: Readonly<TSESLint.SourceCode>): ReadonlyMap<string, TSESTree.Identifier[]> {
  return cachedPerFile(sourceCode.ast, "undeclared-global-uses", null, () => {
    const uses = new Map<string, TSESTree.Identifier[]>();
    const globalScope = sourceCode.scopeManager!.globalScope!;
    for (const reference of globalScope.through) {
      const identifier = reference.identifier;
      if (identifier.type !== AST_NODE_TYPES.Identifier || globalScope.set.has(identifier.name)) continue;
      let list = uses.get(identifier.name);
      if (!list) {
        list = [];
        uses.set(identifier.name, list);
      }
      list.push(identifier);
    }
    return uses;
  });
}

function bindingFromDeclaration<S>(
  sourceCode: Readonly<TSESLint.SourceCode>,
  spec: S,
  declaration: TSESTree.ImportClause | TSESTree.Property,
  via: ImportedBinding<S>["via"],
): ImportedBinding<S> | undefined {
  let local: TSESTree.Node = declaration.type === AST_NODE_TYPES.Property ? declaration.value : declaration.local;
  if (local.type === AST_NODE_TYPES.AssignmentPattern) local = local.left;
  if (local.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = findVariableOf(sourceCode, local);
  if (!variable) return undefined;
  const uses = variable.references
    .filter((reference) => reference.isRead() && reference.identifier.type === AST_NODE_TYPES.Identifier)
    .map((reference) => reference.identifier as TSESTree.Identifier);
  return { spec, declaration, variable, uses, via };
}

function isTypeOnly(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.ImportSpecifier && node.importKind === "type") return true;
  const parent = node.parent;
  return parent?.type === AST_NODE_TYPES.ImportDeclaration && parent.importKind === "type";
}

/**
 * Finds every reference to the configured functions in a file, computed once per file and list of
 * specifiers and shared by the rules that ask with the same list.
 *
 * With `services` (a rule's `typeAware` option on), an import whose local name does not match is also
 * resolved through the checker, so `import { guard } from "./compat"` where `compat` does
 * `export { withApiErrorHandling as guard } from "./api"` is found too.
 */
export function findFunctionReferences<S extends FunctionSpecifier>(
  sourceCode: Readonly<TSESLint.SourceCode>,
  specs: readonly S[],
  services?: ParserServicesWithTypeInformation,
): FunctionReferences<S> {
  return cachedPerFile(sourceCode.ast, services ? "function-references:typed" : "function-references", specs, () => {
    // The typed run shares the syntactic result and adds to it.
    if (services) return addTypedBindings(sourceCode, specs, findFunctionReferences(sourceCode, specs), services);
    return findSyntacticReferences(sourceCode, specs);
  });
}

function findSyntacticReferences<S extends FunctionSpecifier>(
  sourceCode: Readonly<TSESLint.SourceCode>,
  specs: readonly S[],
): FunctionReferences<S> {
  const result: FunctionReferences<S> = { references: [], bindings: [] };
  const all = specs;
  // A name the file never spells is not used in it (imported, aliased from it, or a member), unless a module of the
  // project hands it on under another name (`export { tool as defineTool } from "ai"`), which only an import by a
  // relative path can bring in (`readImportedModules`).
  specs = specs.filter((spec) => spellsWord(sourceCode, spelledName(spec)));
  const location = fileLocation(sourceCode.ast);
  const readsModules = !!location?.readImportedModules && importsByRelativePath(sourceCode.text);
  if (specs.length === 0 && !readsModules) return result;
  const tracker = new ReferenceTracker(sourceCode.scopeManager!.globalScope!);
  const { READ, ESM } = ReferenceTracker;

  // Imported functions: a trace map over the concrete module specifiers of this file that match.
  const moduleMap: Record<string, Record<string | symbol, unknown>> = {};
  const sources = getModuleSources(sourceCode);
  for (const spec of specs) {
    // A plain dotted string (`console.warn`) is a global path and, as `path`, a member of an export of any module.
    const members = spec.path ?? (spec.globalPath ? undefined : [spec.name]);
    if (!members) continue;
    for (const source of sources) {
      if (!moduleMatches(source, spec.from, location)) continue;
      let level = (moduleMap[source] ??= { [ESM]: true });
      for (const part of members) level = (level[part] ??= {}) as Record<string | symbol, unknown>;
      level[READ] = spec;
    }
  }
  // A module of the project that hands on a package's function (`export { createTool } from "@mastra/core/tools"`,
  // `export const createTool = mastraCreateTool;`), imported by a relative path: its name there is the function, as
  // the checker would say (`readImportedModules`).
  if (readsModules) addReexports(sourceCode, all, new Set(specs), moduleMap);
  // Globals such as `console.warn`.
  const globalMap: Record<string, Record<string | symbol, unknown>> = {};
  for (const spec of specs) {
    if (!spec.globalPath) continue;
    let level: Record<string | symbol, unknown> = globalMap;
    for (const part of spec.globalPath) {
      level[part] ??= {};
      level = level[part] as Record<string | symbol, unknown>;
    }
    level[READ] = spec;
  }

  // Nothing this file imports or requires can be one of the functions, and no global is asked for.
  if (Object.keys(moduleMap).length === 0 && Object.keys(globalMap).length === 0) return result;

  const fromModules = [...tracker.iterateEsmReferences(moduleMap as never)];
  const found = [...fromModules, ...tracker.iterateGlobalReferences(globalMap as never)];
  const moduleHits = new Set<unknown>(fromModules);
  // Globals the configuration does not declare (no `globals.node`): their uses are unresolved references.
  const undeclared = undeclaredGlobalUses(sourceCode);
  for (const [name, traceMap] of Object.entries(globalMap)) {
    for (const identifier of undeclared.get(name) ?? []) {
      const properties = (tracker as unknown as PropertyTracker).iteratePropertyReferences(identifier, traceMap);
      for (const property of properties) found.push({ ...property, path: [identifier.name, ...property.path] });
    }
  }
  // CommonJS: the members and destructured names of `require("m")` (and of `import x = require("m")`, `await import("m")`).
  const traced = [...getRequireCalls(sourceCode).map(({ call, source }) => ({ from: call as TSESTree.Node, source })), ...getModuleValues(sourceCode)];
  for (const { from, source } of traced) {
    const traceMap = moduleMap[source];
    if (!traceMap) continue;
    // `iteratePropertyReferences` is public in @eslint-community/eslint-utils; typescript-eslint's typings omit it.
    const properties = (tracker as unknown as PropertyTracker).iteratePropertyReferences(from, traceMap);
    for (const reference of properties) {
      const hit = { ...reference, path: [source, ...reference.path] };
      moduleHits.add(hit);
      found.push(hit);
    }
  }
  const seenBindings = new Set<TSESLint.Scope.Variable>();
  for (const hit of found) {
    const { node, info, path } = hit;
    const spec = info as S;
    const source = moduleHits.has(hit) ? path[0] : undefined;
    switch (node.type) {
      case AST_NODE_TYPES.ImportSpecifier:
      case AST_NODE_TYPES.Property: {
        if (isTypeOnly(node)) break;
        const binding = bindingFromDeclaration(sourceCode, spec, node, "syntax");
        if (!binding || seenBindings.has(binding.variable)) break;
        seenBindings.add(binding.variable);
        result.bindings.push(binding);
        for (const use of binding.uses) result.references.push({ spec, source, kind: "binding", node: use, binding });
        break;
      }
      case AST_NODE_TYPES.ExportSpecifier:
        if (node.exportKind !== "type" && node.parent.type === AST_NODE_TYPES.ExportNamedDeclaration && node.parent.exportKind !== "type") {
          result.references.push({ spec, source, kind: "re-export", node });
        }
        break;
      case AST_NODE_TYPES.MemberExpression:
        result.references.push({ spec, source, kind: "member", node });
        break;
      default:
        // `export * from "m"` is reported by the tracker for every name; without types we cannot know
        // that the module has the function, so it is not a reference.
        break;
    }
  }
  result.references.sort((a, b) => a.node.range[0] - b.node.range[0]);
  return result;
}

/** How many names a file imports from its relative modules are looked up as a package's function handed on. */
const MAX_REEXPORT_LOOKUPS = 64;

/**
 * Adds to a trace map the names that modules of the project, imported by a relative path, hand on from a package whose
 * function a spec names: `import { createTool } from "../lib/tools.js"` where that module does `export { createTool }
 * from "@mastra/core/tools"`. A namespace import (`import * as lib from "./lib/tools.js"`) asks for each spec's name.
 */
function addReexports<S extends FunctionSpecifier>(
  sourceCode: Readonly<TSESLint.SourceCode>,
  specs: readonly S[],
  spelled: ReadonlySet<S>,
  moduleMap: Record<string, Record<string | symbol, unknown>>,
): void {
  const withModule = specs.filter((spec) => spec.from && !spec.globalPath);
  if (withModule.length === 0) return;
  // What a module's text must spell to hand one on: the package (`@mastra/core`), or a pattern's start (`@sentry/`).
  const packages = [...new Set(withModule.flatMap((spec) => spec.from!.map((pattern) => packageOf(pattern.replace(/\*.*$/, "")) ?? pattern)))].filter((text) => text !== "");
  // A spec's own name is looked up; another name only where this file calls it with a definition and the module's text hands on a value
  // under that name (`export { tool as defineTool } from "ai"`, `export const defineTool = tool;`, `exports.defineTool =`):
  // a project's own function of that name is not read.
  const specNames = new Set(withModule.map((spec) => (spec.path ?? [spec.name])[0]!));
  // The names this file spells: only they can be imported by their own name or read from a namespace (`lib.tool(...)`).
  const spelledNames = new Set(withModule.filter((spec) => spelled.has(spec)).map((spec) => (spec.path ?? [spec.name])[0]!));
  let lookups = 0;
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== AST_NODE_TYPES.ImportDeclaration || statement.importKind === "type" || !isRelative(statement.source.value)) continue;
    const source = statement.source.value;
    const names = new Set<string>();
    for (const specifier of statement.specifiers) {
      if (specifier.type === AST_NODE_TYPES.ImportSpecifier && specifier.importKind !== "type") {
        const imported = specifierName(specifier.imported);
        if (spelledNames.has(imported) || (!specNames.has(imported) && calledWithDefinition(sourceCode, specifier).length > 0 && importedModuleTextMatches(sourceCode, source, handsOnUnder(imported, specNames)))) names.add(imported);
      } else if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier) {
        for (const name of spelledNames) names.add(name);
        // `lib.defineTool({ ... })`: a member called with a definition, under a name the module gives one of the functions.
        for (const member of calledWithDefinition(sourceCode, specifier)) {
          if (!specNames.has(member) && importedModuleTextMatches(sourceCode, source, handsOnUnder(member, specNames))) names.add(member);
        }
      }
    }
    for (const name of names) {
      if (++lookups > MAX_REEXPORT_LOOKUPS) return;
      const handed = packageReexport(sourceCode, source, name, packages);
      if (!handed) continue;
      for (const spec of withModule) {
        const members = spec.path ?? [spec.name];
        if (members[0] !== handed.imported || !moduleMatches(handed.source, spec.from)) continue;
        let level = (moduleMap[source] ??= { [ReferenceTracker.ESM]: true });
        for (const part of [name, ...members.slice(1)]) level = (level[part] ??= {}) as Record<string | symbol, unknown>;
        level[ReferenceTracker.READ] ??= spec;
      }
    }
  }
}

/**
 * The names under which a file calls what an import binds with a definition written in place: an object literal or a
 * function (`defineTool({ description, execute })`, `tool(async (input) => ..., { name })`; of a namespace import, the
 * member called, `lib.defineTool({ ... })`). Other calls of the project's imports (`formatDate(value)`, most of them)
 * do not make its modules be read for what they hand on.
 */
function calledWithDefinition(sourceCode: Readonly<TSESLint.SourceCode>, specifier: TSESTree.ImportSpecifier | TSESTree.ImportNamespaceSpecifier): string[] {
  const variable = sourceCode.scopeManager?.getDeclaredVariables(specifier)[0];
  const names: string[] = [];
  for (const reference of variable?.references ?? []) {
    let callee: TSESTree.Node = reference.identifier;
    let name: string | undefined = specifier.type === AST_NODE_TYPES.ImportSpecifier ? specifierName(specifier.imported) : undefined;
    if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier) {
      const member = callee.parent;
      if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== callee || member.computed || member.property.type !== AST_NODE_TYPES.Identifier) continue;
      callee = member;
      name = member.property.name;
    }
    const call = callee.parent;
    if (
      name !== undefined &&
      call?.type === AST_NODE_TYPES.CallExpression &&
      call.callee === callee &&
      call.arguments.some((argument) => argument.type === AST_NODE_TYPES.ObjectExpression || argument.type === AST_NODE_TYPES.ArrowFunctionExpression || argument.type === AST_NODE_TYPES.FunctionExpression)
    ) {
      names.push(name);
    }
  }
  return names;
}

/** A JavaScript name as it is written in a regular expression (`$` escaped; the other characters of a name need nothing). */
function patternName(name: string): string {
  return name.replace(/[$]/g, "\\$");
}

/**
 * One text test per name and list of the specs' names (kept with each module it asked): the module gives that name one
 * of the functions, by name (`tool as defineTool`, `defineTool = tool;`, tsc's `exports.defineTool = ai_1.tool;` and its
 * getter, `Object.defineProperty(exports, "defineTool", { get: function () { return ai_1.tool; } })`).
 * Only the module imported is tested: a barrel that re-exports such a module (`export * from "./ai.js"`) does not
 * spell the name, and is not read for it (reading every barrel a generated SDK's files import, for every name they call
 * with an object, parsed hundreds of modules per file).
 */
const handOnTestsByName = new Map<string, (text: string) => boolean>();
function handsOnUnder(name: string, specNames: ReadonlySet<string>): (text: string) => boolean {
  const key = `${name}\0${[...specNames].join("\0")}`;
  let test = handOnTestsByName.get(key);
  if (!test) {
    const functions = [...specNames].map(patternName).join("|");
    const own = patternName(name);
    // tsc's getter: `Object.defineProperty(exports, "defineTool", { enumerable: true, get: function () { return ai_1.tool; } })`.
    const getter = `["']${own}["']\\s*,\\s*\\{[^}]*?\\breturn\\s+(?:[\\w$]+\\.)?(?:${functions})(?![\\w$.(])`;
    const pattern = new RegExp(`(?<![\\w$])(?:${functions})\\s+as\\s+${own}(?![\\w$])|(?<![\\w$])${own}\\s*=\\s*(?:[\\w$]+\\.)?(?:${functions})(?![\\w$.(])|${getter}`);
    // `import { createTool as mastraCreateTool } from "@mastra/core/tools"; export const defineAgentTool = mastraCreateTool;`:
    // the name given an alias the module imports one of the functions as.
    const aliases = new RegExp(`(?<![\\w$])(?:${functions})\\s+as\\s+([\\w$]+)`, "g");
    test = (text) => {
      if (pattern.test(text)) return true;
      for (const [, alias] of text.matchAll(aliases)) {
        if (new RegExp(`(?<![\\w$])${own}\\s*=\\s*${patternName(alias!)}(?![\\w$.(])`).test(text)) return true;
      }
      return false;
    };
    handOnTestsByName.set(key, test);
  }
  return test;
}

const declarationPathMatchers = new Map<string, (path: string) => boolean>();

function declaredInModule(symbol: ts.Symbol, patterns: readonly string[] | undefined): boolean {
  if (!patterns) return true;
  const key = patterns.join("\0");
  let matcher = declarationPathMatchers.get(key);
  if (!matcher) {
    matcher = picomatch(patterns.map((pattern) => `**/node_modules/${pattern}/**`), { dot: true });
    declarationPathMatchers.set(key, matcher);
  }
  return (symbol.declarations ?? []).some((declaration) => matcher(declaration.getSourceFile().fileName));
}

function addTypedBindings<S extends FunctionSpecifier>(
  sourceCode: Readonly<TSESLint.SourceCode>,
  specs: readonly S[],
  syntactic: FunctionReferences<S>,
  services: ParserServicesWithTypeInformation,
): FunctionReferences<S> {
  // Several specs may share a name (the AI SDK's `tool` and LangChain's): the one whose module declares it counts.
  const byName = new Map<string, S[]>();
  for (const spec of specs) if (!spec.globalPath && !spec.path) entryOf(byName, spec.name, () => []).push(spec);
  if (byName.size === 0) return syntactic;
  const known = new Set<TSESTree.Node>(syntactic.bindings.map((binding) => binding.declaration));
  const checker = services.program.getTypeChecker();
  const result: FunctionReferences<S> = { references: [...syntactic.references], bindings: [...syntactic.bindings] };
  // An import of another name can only be one of the functions if some file of the program renames one.
  let renamed: boolean | undefined;
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== AST_NODE_TYPES.ImportDeclaration || statement.importKind === "type") continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier) {
        // `import * as Sentry from "./lib/sentry"` where that module does `export * from "@sentry/node"`.
        if (!syntactic.references.some((reference) => reference.kind === "member" && reference.source === statement.source.value)) {
          addTypedMembers(sourceCode, specifier, statement.source.value, byName, checker, services, result);
        }
        continue;
      }
      if (known.has(specifier) || isTypeOnly(specifier)) continue;
      if (!byName.has(importedName(specifier))) {
        renamed ??= programMayRename(services.program, [...byName.keys()]);
        if (!renamed) continue;
      }
      // The checker is asked only about imports the syntax did not already resolve.
      const tsNode = services.esTreeNodeToTSNodeMap.get(specifier.local);
      const imported = checker.getSymbolAtLocation(tsNode);
      if (!imported || !(imported.flags & ts.SymbolFlags.Alias)) continue;
      let symbol = imported;
      symbol = handedOnSymbol(checker, checker.getAliasedSymbol(symbol));
      const declarationName = symbol.declarations?.[0] && ts.getNameOfDeclaration(symbol.declarations[0]);
      const name = declarationName && ts.isIdentifier(declarationName) ? declarationName.text : symbol.name;
      const spec = byName.get(name)?.find((candidate) => declaredInModule(symbol, candidate.from)) ?? handedOnFrom(checker, imported, byName);
      if (!spec) continue;
      const binding = bindingFromDeclaration(sourceCode, spec, specifier, "types");
      if (!binding) continue;
      result.bindings.push(binding);
      const source = statement.source.value;
      for (const use of binding.uses) result.references.push({ spec, source, kind: "binding", node: use, binding });
    }
  }
  result.references.sort((a, b) => a.node.range[0] - b.node.range[0]);
  return result;
}

/**
 * The spec whose function an import reaches through a module that names the spec's package (`export { tool as
 * defineTool } from "ai"`, `import { tool } from "ai"; export const defineTool = tool;`), read along the chain of
 * aliases one step at a time: the package may declare the function in another of its packages (`ai` 5 re-exports
 * `tool` from `@ai-sdk/provider-utils`), so the declaration's file does not name it, but the specifier on the way does.
 */
function handedOnFrom<S extends FunctionSpecifier>(checker: ts.TypeChecker, start: ts.Symbol, byName: ReadonlyMap<string, S[]>): S | undefined {
  let symbol: ts.Symbol | undefined = start;
  for (let steps = 0; symbol && steps < 8; steps++) {
    const declaration: ts.Declaration | undefined = symbol.declarations?.length === 1 ? symbol.declarations[0] : undefined;
    if (!declaration) return undefined;
    if (ts.isImportSpecifier(declaration) || ts.isExportSpecifier(declaration)) {
      const statement = ts.isImportSpecifier(declaration) ? declaration.parent.parent.parent : declaration.parent.parent;
      const specifier = statement.moduleSpecifier;
      if (specifier && ts.isStringLiteral(specifier) && !isRelative(specifier.text)) {
        const imported = (declaration.propertyName ?? declaration.name).text;
        return byName.get(imported)?.find((candidate) => moduleMatches(specifier.text, candidate.from));
      }
    } else {
      // `export const defineTool = tool;`: the value it is given.
      const initializer = constIdentifier(declaration);
      if (!initializer) return undefined;
      symbol = checker.getSymbolAtLocation(initializer);
      continue;
    }
    symbol = symbol.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(symbol) : undefined;
  }
  return undefined;
}

/** The name a `const` is given (`const defineTool = tool;`, through parentheses, `as` and `satisfies`), if it is one. */
function constIdentifier(declaration: ts.Declaration): ts.Identifier | undefined {
  if (!ts.isVariableDeclaration(declaration) || !declaration.initializer || !(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return undefined;
  let initializer: ts.Expression = declaration.initializer;
  while (ts.isParenthesizedExpression(initializer) || ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer)) initializer = initializer.expression;
  return ts.isIdentifier(initializer) ? initializer : undefined;
}

/**
 * The symbol a `const` of another module hands on (`export const createTool = mastraCreateTool;` of an import): the
 * import's, a few such `const`s deep; the symbol itself otherwise.
 */
function handedOnSymbol(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  for (let depth = 0; depth < 4; depth++) {
    const declaration = symbol.declarations?.length === 1 ? symbol.declarations[0] : undefined;
    const initializer = declaration && constIdentifier(declaration);
    if (!initializer) return symbol;
    let next = checker.getSymbolAtLocation(initializer);
    if (next && next.flags & ts.SymbolFlags.Alias) next = checker.getAliasedSymbol(next);
    if (!next || next === symbol) return symbol;
    symbol = next;
  }
  return symbol;
}

/** The members `ns.name` of a namespace import that the checker resolves to one of the functions. */
function addTypedMembers<S extends FunctionSpecifier>(
  sourceCode: Readonly<TSESLint.SourceCode>,
  specifier: TSESTree.ImportNamespaceSpecifier,
  source: string,
  byName: ReadonlyMap<string, readonly S[]>,
  checker: ts.TypeChecker,
  services: ParserServicesWithTypeInformation,
  result: FunctionReferences<S>,
): void {
  const variable = ASTUtils.findVariable(sourceCode.getScope(specifier), specifier.local.name);
  for (const reference of variable?.references ?? []) {
    const member = reference.identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier || member.computed || member.property.type !== AST_NODE_TYPES.Identifier) continue;
    const candidates = byName.get(member.property.name);
    if (!candidates) continue;
    const symbol = symbolAt(checker, services.esTreeNodeToTSNodeMap.get(member.property));
    const spec = symbol && candidates.find((candidate) => declaredInModule(symbol, candidate.from));
    if (!spec) continue;
    result.references.push({ spec, source, kind: "member", node: member });
  }
}

function importedName(specifier: TSESTree.ImportSpecifier | TSESTree.ImportDefaultSpecifier): string {
  if (specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier) return "default";
  return specifierName(specifier.imported);
}

/** Per program and list of names: whether any of its files may give one of the names another name. */
const renamingPrograms = new WeakMap<ts.Program, Map<string, boolean>>();
/** Per source file (TypeScript reuses the objects of unchanged files in a new program) and list of names. */
const renamingFiles = new WeakMap<ts.SourceFile, Map<string, boolean>>();

/**
 * Whether some file of the program may export or import one of the names under another name
 * (`export { withApiErrorHandling as guard }`, `import { logIssue as report }`, `export default logIssue`,
 * `export = logIssue`): a text search, once per program and per changed file, so that an import of any
 * other name is resolved through the checker only when such a rename can exist. A false alarm (`x as T`)
 * only costs the look-ups.
 */
export function programMayRename(program: ts.Program, names: readonly string[]): boolean {
  const key = names.join("\0");
  let byNames = renamingPrograms.get(program);
  if (!byNames) {
    byNames = new Map();
    renamingPrograms.set(program, byNames);
  }
  let answer = byNames.get(key);
  if (answer !== undefined) return answer;
  const alternatives = names.map(patternName).join("|");
  // Also a `const` given the function (`export const defineTool = tool;`).
  const pattern = new RegExp(`(?<![\\w$])(?:${alternatives})\\s+as\\s+[\\w$]|export\\s+default\\s+(?:${alternatives})(?![\\w$])|export\\s*=\\s*(?:${alternatives})(?![\\w$])|(?<![=!<>])=\\s*(?:${alternatives})\\s*(?:;|$)`, "m");
  answer = program.getSourceFiles().some((file) => {
    // A file's answer is kept with it (a new program after an edit reuses the unchanged files): only a changed file
    // is asked again, and `isSourceFileDefaultLibrary` is not (per call it costs more than the look-ups).
    let byFileNames = renamingFiles.get(file);
    if (!byFileNames) {
      byFileNames = new Map();
      renamingFiles.set(file, byFileNames);
    }
    let found = byFileNames.get(key);
    if (found === undefined) {
      // TypeScript's own lib files (lib.dom.d.ts is 2 MB) declare none of them.
      found = !program.isSourceFileDefaultLibrary(file) && pattern.test(file.text);
      byFileNames.set(key, found);
    }
    return found;
  });
  byNames.set(key, answer);
  return answer;
}
