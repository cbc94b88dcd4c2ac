/**
 * Untyped: what other modules of a package hand to `new C(...)` for a class a module exports, read from disk
 * (`readImportedModules`). LINE's Messaging API server writes each tool as a class that stores the client it is
 * given (`constructor(client) { this.client = client; }`), and `index.js` makes them all with the SDK's client:
 * `new GetProfile(messagingApiClient, destinationId).register(server)`, `messagingApiClient` being `new
 * line.messagingApi.MessagingApiClient(...)`. The tool's module never shows the client; its constructions do.
 *
 * The package's files are listed once per {@link INDEX_LIFETIME_MS} (as the registration index lists them), and each
 * module's text is read once then to note the relative modules it imports and whether it constructs anything; only
 * the modules that import the class's module and say `new` are parsed, when a rule asks.
 */
import { basename, dirname, extname } from "node:path";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { specifierName, unwrapCasts } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { fileLocation } from "./modules.js";
import { packageRootOf } from "./own-names.js";
import { moduleAtPath, relativeSpecifiers, resolveSpecifier } from "./relative-imports.js";
import { INDEX_LIFETIME_MS, sourceTexts } from "./registering-modules.js";

/** A module that imports by a relative path: the base names (no extension) of what it imports or re-exports. */
interface Importer {
  path: string;
  imported: ReadonlySet<string>;
}

const byRoot = new Map<string, { builtAt: number; importers: Importer[] }>();

function importersOf(root: string): Importer[] {
  const known = byRoot.get(root);
  if (known && Date.now() - known.builtAt < INDEX_LIFETIME_MS) return known.importers;
  const importers: Importer[] = [];
  for (const { path, text } of sourceTexts(root)) {
    const imported = new Set<string>();
    for (const specifier of relativeSpecifiers(text)) imported.add(stem(specifier));
    if (imported.size > 0) importers.push({ path, imported });
  }
  byRoot.set(root, { builtAt: Date.now(), importers });
  return importers;
}

/** `./tools/getProfile.js` and `/pkg/dist/tools/getProfile.js`: `getProfile`. */
function stem(path: string): string {
  const name = basename(path);
  return name.slice(0, name.length - extname(name).length);
}

/** An argument another module hands to a construction, with that module. */
export interface ConstructionArgument {
  sourceCode: Readonly<TSESLint.SourceCode>;
  node: TSESTree.Node;
}

/** How many constructions of one class are read. */
const MAX_CONSTRUCTIONS = 200;

/**
 * The arguments at `index` of every `new C(...)` of a class the file exports (`export default class C`, `export class
 * C`) in the other modules of its package that import it by a relative path. Undefined when there is none, when one
 * passes fewer arguments or spreads them, or when the class is not exported so: then nothing is known of them.
 */
export function constructionArguments(sourceCode: Readonly<TSESLint.SourceCode>, cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, index: number): readonly ConstructionArgument[] | undefined {
  const location = fileLocation(sourceCode.ast);
  const root = location && packageRootOf(location.filename);
  const exported = cls.parent?.type === AST_NODE_TYPES.ExportDefaultDeclaration ? "default" : cls.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration ? cls.id?.name : undefined;
  if (!location || !root || exported === undefined) return undefined;
  const found: ConstructionArgument[] = [];
  // Every use must be a construction whose argument is read: a subclass, a class handed on, a namespace or CommonJS
  // import could construct it unseen, with anything.
  const collect = (other: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier): boolean => {
    for (const reference of findVariableOf(other, name)?.references ?? []) {
      if (reference.identifier === name) continue;
      const construction = reference.identifier.parent;
      if (construction?.type !== AST_NODE_TYPES.NewExpression || construction.callee !== reference.identifier) return false;
      const argument = construction.arguments[index];
      if (!argument || construction.arguments.slice(0, index + 1).some((each) => each.type === AST_NODE_TYPES.SpreadElement)) return false;
      found.push({ sourceCode: other, node: unwrapCasts(argument) });
      if (found.length > MAX_CONSTRUCTIONS) return false;
    }
    return true;
  };
  if (cls.id && !collect(sourceCode, cls.id)) return undefined;
  // The class's module, then each barrel that re-exports it (`export { default as GetProfile } from
  // "./getProfile.js"` in `tools/index.js`), under the name it is exported by there, a few modules deep.
  const targets: ExportedName[] = [{ path: location.filename, name: exported, depth: 0 }];
  const seen = new Set<string>([`${location.filename}\0${exported}`]);
  while (targets.length > 0) {
    const target = targets.pop()!;
    for (const { path, imported } of importersOf(root)) {
      if (path === target.path || !importsModule(imported, target.path)) continue;
      const module = moduleAtPath(path, location.cwd);
      if (!module) return undefined;
      const uses = usesOf(module.sourceCode, path, target);
      if (!uses || !uses.locals.every((local) => collect(module.sourceCode, local))) return undefined;
      for (const name of uses.reexported) {
        if (target.depth >= MAX_REEXPORTS) return undefined;
        const key = `${path}\0${name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        targets.push({ path, name, depth: target.depth + 1 });
      }
    }
  }
  return found.length > 0 ? found : undefined;
}

/** A module and the name the class is exported by there (`default`, `GetProfile`), and how many re-exports away. */
interface ExportedName {
  path: string;
  name: string;
  depth: number;
}

/** How many barrels deep a class's re-exports are followed. */
const MAX_REEXPORTS = 3;

/** Whether a module's relative specifiers may name `target` (`./tools/index.js` also as `./tools`). */
function importsModule(imported: ReadonlySet<string>, target: string): boolean {
  const own = stem(target);
  return imported.has(own) || (own === "index" && imported.has(basename(dirname(target))));
}

/**
 * How a module uses a module's export (see {@link ExportedName}): the local names it imports it under (`import
 * GetProfile from "./tools/getProfile.js"`, `import { GetProfile }`), and the names it re-exports it by (`export {
 * default as GetProfile } from`, `export * from`). Undefined when it reaches the module some other way (a namespace
 * import or re-export, `require`, `import()`), whose constructions are not read.
 */
function usesOf(sourceCode: Readonly<TSESLint.SourceCode>, path: string, target: ExportedName): { locals: TSESTree.Identifier[]; reexported: string[] } | undefined {
  const locals: TSESTree.Identifier[] = [];
  const reexported: string[] = [];
  for (const statement of sourceCode.ast.body) {
    if ((statement.type === AST_NODE_TYPES.ExportAllDeclaration || statement.type === AST_NODE_TYPES.ExportNamedDeclaration || statement.type === AST_NODE_TYPES.ImportDeclaration) && (!statement.source || resolveSpecifier(path, statement.source.value) !== target.path)) continue;
    if (statement.type === AST_NODE_TYPES.ExportAllDeclaration) {
      // `export * as tools from`: a namespace, not read; `export *` leaves out the default export.
      if (statement.exported) return undefined;
      if (target.name !== "default") reexported.push(target.name);
    } else if (statement.type === AST_NODE_TYPES.ExportNamedDeclaration) {
      // `export type { GetProfile } from`: no value, nothing to construct.
      if (statement.exportKind === "type") continue;
      for (const specifier of statement.specifiers) if (specifier.exportKind !== "type" && specifierName(specifier.local) === target.name) reexported.push(specifierName(specifier.exported));
    } else if (statement.type === AST_NODE_TYPES.ImportDeclaration) {
      for (const specifier of statement.specifiers) {
        if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier) return undefined;
        const name = specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier ? "default" : specifierName(specifier.imported);
        if (name === target.name) locals.push(specifier.local);
      }
    }
  }
  // `require("./tools/getProfile.js")`, `import("./tools/getProfile.js")`: not read.
  for (const match of sourceCode.text.matchAll(DYNAMIC_SPECIFIER)) if (resolveSpecifier(path, match[1]!) === target.path) return undefined;
  return { locals, reexported };
}

const DYNAMIC_SPECIFIER = /\b(?:require|import)\s*\(\s*["'](\.\.?\/[^"']+)["']/g;
