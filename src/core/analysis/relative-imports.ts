/**
 * The project's own modules that a file imports by a relative path (`./errors.js`, `../lib/results`), read
 * from disk without type information: an untyped run follows a call of an imported helper into its module as a
 * typed run follows it with the checker (program-modules.ts). What is resolved:
 *
 * - the import: a named, default or namespace import of a relative specifier (not `import type`), with
 *   TypeScript's resolution of a `.js` specifier to the `.ts` source beside it, extensionless specifiers and
 *   `index` files; never a package, a `tsconfig` path alias or a declaration file (those need the checker);
 * - the export: `export function f`, `export const f = () => ...`, `export default function`, `export { g as
 *   f }`, and re-exports (`export { f } from`, `export * from`), a few modules deep;
 * - CommonJS (TypeScript's output, and by hand): `const m_1 = require("./m.js")` (also wrapped by
 *   `__importStar`), `(0, m_1.f)(x)`, `const { f } = require("./m")`; `exports.f = f`, `module.exports = { f }`,
 *   a re-export's `Object.defineProperty(exports, "f", { get })` and `__exportStar(require("./m"), exports)`;
 * - the callee: `f(x)` of a named or default import, `ns.f(x)` of a namespace import, and a method of an
 *   exported object literal (`errors.format(e)`), of an exported instance of a class of that module
 *   (`export const configManager = new ConfigManager()`, then `configManager.getConfig()`), or of an instance
 *   the file makes of an imported class (`const assignments = new AssignmentService()`);
 * - a constant: the `const` a module exports under an imported name (`importedConstant`), for an allowlist
 *   checked against a collection another module builds; such a module is read up to a larger size.
 *
 * A module is parsed once per process while its file is unchanged (its size and modification time), so an
 * editor pays for it once; a file that is too large, unreadable or unparsable is a module we cannot look into
 * (its calls stay unknown, as without this reading). The `readImportedModules` setting turns this off.
 */
import { readFileSync, statSync, type Stats } from "node:fs";
import { dirname, extname, relative, resolve } from "node:path";
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { functionName, isFunctionNode, memberName, pushChildren, specifierName, unwrapCasts, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { requireSource } from "./module-bindings.js";
import { findVariableOf } from "../scope.js";
import { cachedPerFile } from "./file-cache.js";
import { fileLocation, rememberFileLocation } from "./modules.js";
import type { AgentErrorsSettings } from "../settings.js";
import { callsThrough, foreignFunctionOf, isImportedCall, moduleSourceCode, parseModule, syntacticImportedCalls, type ForeignFunction, type ImportedCall, type ModuleParse, type ModuleView } from "./program-modules.js";
import { factoryMade, initializerCall, propertyValue, resolveCallee as localCallee, resolveFunction } from "./functions.js";
import { returnedExpressions } from "./returns.js";

/** Files larger than this (about 1,600 lines) are bundle chunks or generated code, not a project's helpers: parsing one would cost more than a lint of the file that imports it. */
const MAX_MODULE_BYTES = 64_000;
/** How many parsed modules a long-lived process (an editor) keeps; the least recently used goes first. */
const MAX_CACHED_MODULES = 100;
/** How many re-exports deep an export is followed (`index.ts` re-exporting `./errors.js`). */
const MAX_REEXPORT_DEPTH = 4;

interface CachedModule {
  mtimeMs: number;
  size: number;
  /** The file's text; undefined when it is too large or unreadable. */
  text: string | undefined;
  /** The answers of {@link importedTextMatches}'s tests of its text, by test. */
  textTests?: Map<(text: string) => boolean, boolean>;
  /** The answers of the same tests of the texts of the modules it imports by a relative path (see {@link forwardsTo}). */
  forwardTests?: Map<(text: string) => boolean, boolean>;
  /** The text of a module too large to read for its functions, read for a constant it exports (`importedConstant`); `null`: unreadable. */
  dataText?: string | null;
  /** Parsed on first need; `null` when it cannot be parsed. */
  module?: ModuleView | null;
  /** Its parse, which ESLint is handed when it lints the same text (src/parser.ts). */
  parse?: ModuleParse;
  path: string;
  cwd: string;
  /** The modules its own imports were resolved to: what is known of it (its callees, summaries) depends on them. */
  dependencies: Set<CachedModule>;
  /** The files its relative specifiers resolved to (`null`: none): a file created since can change that. */
  resolutions: Map<string, string | null>;
  /** The lint in which it was last checked against its file (and its dependencies'), and the answer. */
  checked: number;
  fresh: boolean;
}

const parsed = new Map<string, CachedModule>();
/** The module entry of a module's Program node (a module parsed here, not a file ESLint lints). */
const entriesByProgram = new WeakMap<object, CachedModule>();
/**
 * One number per file linted: a module's file (and those of the modules it reads) is checked once per lint,
 * so an editor's next lint after a save sees the saved helper, and one lint stats each module once.
 */
let lint = 0;
let lintedProgram: object | undefined;

/**
 * The function of another module of the project that a callee (`formatError`, `errors.format`,
 * `configManager.getConfig`) resolves to through this file's relative imports, without types. Undefined for
 * anything else (a package's function, a local, a global, a file that cannot be read). `accept` tests text
 * before the work it saves: the module's (before it is parsed), then the function's.
 */
export function importedFunctionOf(
  sourceCode: Readonly<TSESLint.SourceCode>,
  callee: TSESTree.Node,
  accept?: (text: string) => boolean,
  forwarding = false,
): ForeignFunction | undefined {
  const cache = cachedPerFile(sourceCode.ast, forwarding ? "relative-import-callees-forwarding" : "relative-import-callees", accept ?? null, () => new Map<TSESTree.Node, ForeignFunction | null>());
  let found = cache.get(callee);
  if (found === undefined) {
    found = resolveCallee(sourceCode, callee, accept, forwarding) ?? null;
    cache.set(callee, found);
  }
  return found ?? undefined;
}

/**
 * The function of another module of the project that a callee resolves to: through the checker with types
 * (any module of the program), else through the relative imports read from disk, unless the
 * `readImportedModules` setting is off. The one answer for the analyses that look into an imported helper.
 */
export function otherModuleFunction(
  sourceCode: Readonly<TSESLint.SourceCode>,
  callee: TSESTree.Node,
  options: { settings: Pick<AgentErrorsSettings, "readImportedModules">; services?: ParserServicesWithTypeInformation | undefined },
): ForeignFunction | undefined {
  if (options.services) return foreignFunctionOf(options.services, callee);
  return options.settings.readImportedModules ? importedFunctionOf(sourceCode, callee) : undefined;
}

/**
 * The function of another module a call resolves to, as {@link otherModuleFunction} finds it; typed, the
 * checker is asked only for a call of an imported name (not `fetch`, not `res.json()`: asking it for those
 * types the file's expressions, on every keystroke).
 */
export function calledInOtherModule(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression,
  options: { settings: Pick<AgentErrorsSettings, "readImportedModules">; services?: ParserServicesWithTypeInformation | undefined },
): ForeignFunction | undefined {
  if (options.services && !isImportedCall(sourceCode, options.services, call)) return undefined;
  return otherModuleFunction(sourceCode, unwrapCastsAndChains(call.callee), options);
}

/**
 * The calls of a file through its relative imports, without types: `formatError(e)`, `errors.format(e)` of a
 * namespace import, a method of an imported object or instance (`configManager.getConfig()`). Once per file.
 */
export function relativeImportCalls(sourceCode: Readonly<TSESLint.SourceCode>): readonly ImportedCall[] {
  return cachedPerFile(sourceCode.ast, "relative-import-calls", null, () => {
    const calls = syntacticImportedCalls(sourceCode, (declaration) => isRelative(declaration.source.value));
    // CommonJS: the module-level variables of `require("./x")` (see requiredModule), only in a file that calls it.
    if (!sourceCode.text.includes("require(")) return calls;
    for (const statement of sourceCode.ast.body) {
      if (statement.type !== AST_NODE_TYPES.VariableDeclaration) continue;
      for (const declarator of statement.declarations) {
        for (const variable of sourceCode.getDeclaredVariables(declarator)) {
          const required = variable.defs.length === 1 ? requiredModule(sourceCode, variable.defs[0]!.name, declarator) : undefined;
          if (required) callsThrough(sourceCode, variable, required.kind === "namespace", calls);
        }
      }
    }
    return calls;
  });
}

/** Whether a module specifier is a relative path (`./x.js`, `../lib`, `.`). */
export const isRelative = (specifier: string): boolean => specifier === "." || specifier === ".." || specifier.startsWith("./") || specifier.startsWith("../");

/** A module's text that may re-export what it is asked for: the test on its text is made where the export leads. */
const REEXPORTS = /\bexport\s*(?:\*|\{[^}]*\}\s*from)/;
/** An export list of the module's own names (`export { mcpErrorOutput, type Options as Opts };`), its names in group 1. */
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from\b)/g;
/** An import by a relative path (`import def, { a, b as c } from "./x.js"`, `import * as ns from "../y"`), its clause in group 1. */
const RELATIVE_IMPORT_CLAUSE = /\bimport\s+(?!type\b)([\w$\s,{}*]*?)\s*from\s*["']\.{1,2}\//g;
/** tsc's `const tools_1 = require("./tools/index.js")` (also wrapped: `__importStar(require(...))`), its name in group 1. */
const RELATIVE_REQUIRE = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:[\w$.]+\(\s*)?require\s*\(\s*["']\.{1,2}\//g;

/**
 * The local names an import clause binds or an export list names: `b as c` is `c` in an import, `b` in an export; a
 * namespace (`* as ns`) only when asked for.
 */
function listedNames(list: string, side: "import" | "export", namespaces = false): string[] {
  const names: string[] = [];
  for (const item of list.replace(/[{}]/g, ",").split(",")) {
    const words = item.trim().split(/\s+/).filter((word) => word !== "type");
    if (words.length === 0 || words[0] === "") continue;
    if (words[0] === "*") {
      if (namespaces && words[1] === "as" && words[2]) names.push(words[2]);
      continue;
    }
    names.push(words.length >= 3 && words[1] === "as" ? (side === "import" ? words[2]! : words[0]!) : words[0]!);
  }
  return names;
}

/**
 * The names a module's text binds to its relative modules, read in the text before anything is parsed: what its
 * imports by a relative path bind (namespaces too), and tsc's `const m_1 = require("./m.js")`.
 */
export function relativeImportNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, clause] of text.matchAll(RELATIVE_IMPORT_CLAUSE)) for (const name of listedNames(clause!, "import", true)) names.add(name);
  for (const [, name] of text.matchAll(RELATIVE_REQUIRE)) names.add(name!);
  return names;
}

/**
 * Whether a module's text exports a name it imports by a relative path, in statements of their own: an index
 * written by hand (`import { mcpErrorOutput } from "./errors.js"; export { mcpErrorOutput };`), read as a
 * re-export (`export { mcpErrorOutput } from "./errors.js"`) is.
 */
function exportsImported(text: string): boolean {
  if (!/\bexport\s*\{/.test(text)) return false;
  const imported = new Set<string>();
  for (const [, clause] of text.matchAll(RELATIVE_IMPORT_CLAUSE)) for (const name of listedNames(clause!, "import")) imported.add(name);
  if (imported.size === 0) return false;
  for (const [, list] of text.matchAll(EXPORT_LIST)) if (listedNames(list!, "export").some((name) => imported.has(name))) return true;
  return false;
}

interface CalleeImport {
  /** The module specifier (`./errors.js`). */
  source: string;
  /** How the binding imports it: one export (`imported`), the default export, or the whole module. */
  kind: "named" | "default" | "namespace";
  /** The export a named import takes. */
  imported?: string;
  binding: TSESTree.Identifier;
  /** The member called (`errors.format`, `configManager.getConfig`). */
  member: string | undefined;
  /** Called on an instance the file makes of the imported class (`const a = new AssignmentService()`, `new Runner().run()`). */
  instance: boolean;
  /** The export of a namespace import whose member is called (`api` of `lib.api.getProject()`). */
  namespaceExport?: string;
}

/** What a binding imports: an `import` (not `import type`), or a `const` of `require("./x")` (see {@link requiredModule}). */
function importOf(sourceCode: Readonly<TSESLint.SourceCode>, definition: TSESLint.Scope.Definition): Pick<CalleeImport, "source" | "kind" | "imported"> | undefined {
  if (definition.type === "Variable") return requiredModule(sourceCode, definition.name, definition.node);
  if (definition.type !== "ImportBinding" || definition.parent.type !== AST_NODE_TYPES.ImportDeclaration) return undefined;
  const declaration = definition.parent;
  const specifier = definition.node;
  if (specifier.type === AST_NODE_TYPES.TSImportEqualsDeclaration) return undefined;
  if (declaration.importKind === "type" || (specifier.type === AST_NODE_TYPES.ImportSpecifier && specifier.importKind === "type")) return undefined;
  const source = declaration.source.value;
  if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier) return { source, kind: "namespace" };
  if (specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier) return { source, kind: "default" };
  return { source, kind: "named", imported: specifierName(specifier.imported) };
}

/** TypeScript's and Babel's wrappers of a `require` in CommonJS output: `__importStar(require("./x"))`. */
const REQUIRE_WRAPPERS = new Set(["__importStar", "__importDefault", "_interopRequireWildcard", "_interopRequireDefault"]);

/**
 * The module a variable of CommonJS takes from `require` of a relative path: `const errors_1 = require("./errors.js")`
 * (TypeScript's output, also wrapped in `__importStar(...)`/`__importDefault(...)`: the whole module, whose
 * `default` is `module.exports`), or one export destructured (`const { formatError } = require("./errors")`). With
 * `packages`, a package's too (`const sdk_1 = require("@hyperbrowser/sdk")`).
 */
export function requiredModule(
  sourceCode: Readonly<TSESLint.SourceCode>,
  name: TSESTree.Node,
  declarator: TSESTree.Node,
  packages = false,
): Pick<CalleeImport, "source" | "kind" | "imported"> | undefined {
  // Also a `var`: TypeScript declares a re-export's module so (`var format_js_1 = require("./format.js")`).
  if (declarator.type !== AST_NODE_TYPES.VariableDeclarator || declarator.parent?.type !== AST_NODE_TYPES.VariableDeclaration || !declarator.init) return undefined;
  let init = unwrapCasts(declarator.init);
  if (init.type === AST_NODE_TYPES.CallExpression && init.arguments.length === 1 && REQUIRE_WRAPPERS.has(calleeName(init.callee) ?? "")) init = unwrapCasts(init.arguments[0]!);
  const source = requireSource(sourceCode, init);
  if (source === undefined || (!packages && !isRelative(source))) return undefined;
  if (declarator.id === name) return { source, kind: "namespace" };
  if (declarator.id.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
  for (const property of declarator.id.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.computed || property.value !== name) continue;
    const key = property.key.type === AST_NODE_TYPES.Identifier ? property.key.name : property.key.type === AST_NODE_TYPES.Literal ? String(property.key.value) : undefined;
    return key === undefined ? undefined : { source, kind: "named", imported: key };
  }
  return undefined;
}

/** The name a callee calls: `f` of `f(...)`, `__exportStar` of `tslib_1.__exportStar(...)`. */
function calleeName(callee: TSESTree.Node): string | undefined {
  const node = unwrapCasts(callee);
  return node.type === AST_NODE_TYPES.Identifier ? node.name : memberName(node);
}

/** The import a callee goes through: `f` or `ns.f` of an import, or a method of an instance of an imported class. */
function calleeImport(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node): CalleeImport | undefined {
  const node = unwrapCasts(callee);
  let binding: TSESTree.Identifier;
  let member: string | undefined;
  let instance = false;
  let namespaceExport: string | undefined;
  if (node.type === AST_NODE_TYPES.Identifier) {
    binding = node;
  } else if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier) {
    member = node.property.name;
    const object = unwrapCasts(node.object);
    if (object.type === AST_NODE_TYPES.Identifier) binding = object;
    // `new Runner(options).run()` of an imported class, made in place.
    else if (object.type === AST_NODE_TYPES.NewExpression && object.callee.type === AST_NODE_TYPES.Identifier) {
      binding = object.callee;
      instance = true;
    }
    // `lib.api.getProject(id)` of `import * as lib`: a method of the module's export `api`.
    else if (object.type === AST_NODE_TYPES.MemberExpression && !object.computed && object.property.type === AST_NODE_TYPES.Identifier && object.object.type === AST_NODE_TYPES.Identifier) {
      binding = object.object;
      namespaceExport = object.property.name;
    } else return undefined;
  } else {
    return undefined;
  }
  const variable = findVariableOf(sourceCode, binding);
  let definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!definition) return undefined;
  let imported = importOf(sourceCode, definition);
  // `const assignments = new AssignmentService()` of an imported class, then `assignments.describeFailure(e)`.
  if (!imported && member !== undefined && !instance && namespaceExport === undefined && definition.type === "Variable" && definition.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.parent.kind === "const") {
    const value = definition.node.init && unwrapCasts(definition.node.init);
    // Or made by a factory of the file: `const fetcher = await initializeReportFetcher(config)`.
    const init = value?.type === AST_NODE_TYPES.NewExpression ? value : value && factoryInstance(sourceCode, value);
    if (init?.type !== AST_NODE_TYPES.NewExpression || init.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
    const classVariable = findVariableOf(sourceCode, init.callee);
    definition = classVariable?.defs.length === 1 ? classVariable.defs[0] : undefined;
    imported = definition && importOf(sourceCode, definition);
    instance = true;
  }
  if (!imported) return undefined;
  if (instance && imported.kind === "namespace") return undefined;
  if (namespaceExport !== undefined && imported.kind !== "namespace") return undefined;
  return { ...imported, binding, member, instance, ...(namespaceExport !== undefined ? { namespaceExport } : {}) };
}

/** What a call of a factory of the file makes (`await initializeReportFetcher(config)`: see {@link factoryMade}). */
function factoryInstance(sourceCode: Readonly<TSESLint.SourceCode>, value: TSESTree.Node): TSESTree.NewExpression | undefined {
  const call = initializerCall(value);
  if (call?.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const fn = resolveFunction(sourceCode, call.callee);
  return fn && factoryMade(sourceCode, fn);
}

/**
 * Whether the module a callee is imported from has a text that `test` accepts (or re-exports from another),
 * before anything is parsed: the cheap first question of a caller that would then do more work for the call.
 */
export function importedTextMatches(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node, test: (text: string) => boolean, forwarding = false): boolean {
  const found = calleeImport(sourceCode, callee);
  const entry = found && importedEntry(sourceCode, found.source);
  return entry !== undefined && (textMatches(entry, test) || (forwarding && forwardsTo(entry, test)));
}

/**
 * Whether the text of the module a file imports by a relative path passes a test (the module read as for its
 * functions; the answer kept with the module while its file is unchanged, so `test` should be one function per
 * question, not one per call).
 */
export function importedModuleTextMatches(sourceCode: Readonly<TSESLint.SourceCode>, specifier: string, test: (text: string) => boolean): boolean {
  const entry = importedEntry(sourceCode, specifier);
  return entry !== undefined && keptTextAnswer(entry, test, test);
}

/** Whether a module's text passes a test, or re-exports from another module; once per module and test while its file is unchanged (every file that imports it asks again). */
function textMatches(entry: CachedModule, test: (text: string) => boolean): boolean {
  return keptTextAnswer(entry, test, (text) => test(text) || REEXPORTS.test(text) || exportsImported(text));
}

/** The answer about a module's text that `answer` gives, kept with the module under `key` (a file read again starts afresh). */
function keptTextAnswer(entry: CachedModule, key: (text: string) => boolean, answer: (text: string) => boolean): boolean {
  if (entry.text === undefined) return false;
  entry.textTests ??= new Map();
  let kept = entry.textTests.get(key);
  if (kept === undefined) {
    kept = answer(entry.text);
    entry.textTests.set(key, kept);
  }
  return kept;
}

/** A relative module specifier in a module's text: `from "./x.js"`, `require("../x")`, `import("./x")`. */
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\b(?:require|import)\s*\(\s*)(["'])(\.{1,2}\/[^"'\n]*)\1/g;
const RELATIVE_IMPORT = new RegExp(RELATIVE_SPECIFIER.source);

/** Whether a module's text imports (or requires) a module by a relative path: the cheap question before any is read. */
export function importsByRelativePath(text: string): boolean {
  return RELATIVE_IMPORT.test(text);
}

/** The relative specifiers a module's text names (`./x.js` of `from "./x.js"`, `require("../x")`, `import("./x")`), in order. */
export function* relativeSpecifiers(text: string): Generator<string> {
  for (const [, , specifier] of text.matchAll(RELATIVE_SPECIFIER)) yield specifier!;
}

/**
 * Whether a module imports by a relative path a module whose text passes a test: a helper that hands its argument
 * on to another module's (CircleCI's `mcpErrorOutput(text)`, which returns `createErrorResponse(text)` of
 * `./mcpResponse.js`). One import deep, by their texts alone (nothing is parsed); the modules it names are
 * remembered as what it depends on, so a change to one is seen.
 */
function forwardsTo(entry: CachedModule, test: (text: string) => boolean): boolean {
  if (entry.text === undefined) return false;
  entry.forwardTests ??= new Map();
  let answer = entry.forwardTests.get(test);
  if (answer === undefined) {
    answer = false;
    for (const specifier of relativeSpecifiers(entry.text)) {
      if (specifier.includes("node_modules")) continue;
      let path = entry.resolutions.get(specifier);
      if (path === undefined) {
        path = resolveSpecifier(entry.path, specifier) ?? null;
        entry.resolutions.set(specifier, path);
      }
      const imported = path === null || path === entry.path ? undefined : currentEntry(path, entry.cwd);
      if (!imported) continue;
      entry.dependencies.add(imported);
      if (textMatches(imported, test)) {
        answer = true;
        break;
      }
    }
    entry.forwardTests.set(test, answer);
  }
  return answer;
}

/** Whether the module a function was found in through re-exports (not the one imported) hands on to a module whose text passes (`export * from "./errors.js"` of an index, `errors.ts` importing the builder). */
function forwardsFrom(module: ModuleView, imported: CachedModule, accept: (text: string) => boolean, forwarding: boolean): boolean {
  if (!forwarding) return false;
  const defining = entriesByProgram.get(module.sourceCode.ast);
  return defining !== undefined && defining !== imported && forwardsTo(defining, accept);
}

/**
 * Whether a function calls a function of its module whose text passes (`errorResult(message)` returning
 * `makeResult(message, true)`, the builder beside it): a hop inside the module, as a forwarding module's is across.
 */
function callsPassing(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, accept: (text: string) => boolean): boolean {
  const visitorKeys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[] | undefined>>;
  const stack: TSESTree.Node[] = [fn.body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === AST_NODE_TYPES.CallExpression) {
      const local = localCallee(sourceCode, node.callee);
      if (local && local !== fn && accept(sourceCode.text.slice(local.range[0], local.range[1]))) return true;
    }
    pushChildren(node, stack, visitorKeys);
  }
  return false;
}

function resolveCallee(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node, accept: ((text: string) => boolean) | undefined, forwarding: boolean): ForeignFunction | undefined {
  const imported = calleeImport(sourceCode, callee);
  if (!imported) return undefined;
  const { binding, instance } = imported;
  let member = imported.member;
  const entry = importedEntry(sourceCode, imported.source);
  if (!entry?.text) return undefined;
  // With `forwarding`, a module (and a function) that only hands on to a module whose text passes is accepted too.
  const forwards = accept !== undefined && forwarding && forwardsTo(entry, accept);
  if (accept && !textMatches(entry, accept) && !forwards) return undefined;
  const module = parsedModule(entry);
  if (!module) return undefined;
  let target: Exported | undefined;
  const name = member ?? binding.name;
  if (imported.namespaceExport !== undefined) {
    // `lib.api.getProject(id)` of `import * as lib`: the method `getProject` of the module's export `api`.
    target = exportedValue(module, imported.namespaceExport, 0);
  } else if (imported.kind === "namespace") {
    // `errors.format(e)` of `import * as errors` (or `const errors_1 = require("./errors.js")`): the module's export `format`.
    target = member === undefined ? undefined : exportedValue(module, member, 0);
    member = undefined;
  } else {
    target = exportedValue(module, imported.kind === "default" ? "default" : imported.imported!, 0);
  }
  if (!target) return undefined;
  const found = member === undefined ? (isFunctionNode(target.value) ? { module: target.module, fn: target.value } : undefined) : memberFunction(target.module, target.value, member, instance);
  if (!found || (accept && !forwards && !accept(found.module.sourceCode.text.slice(found.fn.range[0], found.fn.range[1])) && !forwardsFrom(found.module, entry, accept, forwarding) && !(forwarding && callsPassing(found.module.sourceCode, found.fn, accept)))) return undefined;
  const location = `${found.module.displayName}:${found.fn.loc.start.line}`;
  // Named as where it is declared (as the checker names it), a default export by the name the file gives it.
  const declared = imported.kind === "default" && imported.member === undefined ? name : (functionName(found.fn) ?? name);
  return { module: found.module, fn: found.fn, label: `${declared}() (${location})`, location };
}

/** Modules up to this size are read for a constant they export (a table of tool definitions), not for functions: parsing one costs about as much as linting it (GitLab's 81 KB registry: 60-130 ms, once per process). */
const MAX_DATA_MODULE_BYTES = 128_000;

/**
 * The initializer of the `const` another module of the project exports under the name an identifier imports
 * (`import { ALL_TOOLSET_IDS } from "./tools/registry.js"`: `new Set(TOOLSET_DEFINITIONS.map((d) => d.id))`),
 * with that module (its own names resolve in it). A module of data may be larger than one read for its
 * functions (`MAX_DATA_MODULE_BYTES`): only the module the file imports is read so, not a barrel's target.
 */
export function importedConstant(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Identifier | TSESTree.MemberExpression): { module: ModuleView; init: TSESTree.Node } | undefined {
  // The import it names (as a callee's: not `import type`): a named or default import, or a member of a namespace
  // (`tools_1.NEON_HANDLERS` of tsc's `const tools_1 = require("./tools/index.js")`), not the namespace itself.
  const imported = calleeImport(sourceCode, node);
  if (!imported || imported.instance || imported.namespaceExport !== undefined) return undefined;
  if (imported.kind === "namespace" ? imported.member === undefined : imported.member !== undefined) return undefined;
  const entry = importedEntry(sourceCode, imported.source);
  if (!entry) return undefined;
  if (entry.text === undefined && entry.dataText === undefined && entry.size <= MAX_DATA_MODULE_BYTES) {
    try {
      entry.dataText = readFileSync(entry.path, "utf8").replace(SHEBANG, "//$1");
    } catch {
      entry.dataText = null;
    }
  }
  const module = parsedModule(entry, true);
  const name = imported.kind === "namespace" ? imported.member! : imported.kind === "default" ? "default" : imported.imported!;
  const found = module && exportedValue(module, name, 0);
  return found && { module: found.module, init: found.value };
}

/**
 * The class another module of the project exports that a class of the file extends (`class LogoSearchTool extends
 * BaseTool` of `import { BaseTool } from "../utils/base-tool.js"`, tsc's `extends base_tool_js_1.BaseTool`), with
 * that module; undefined for a package's class or one we cannot read.
 */
export function importedClassBody(sourceCode: Readonly<TSESLint.SourceCode>, superClass: TSESTree.Node): { module: ModuleView; body: TSESTree.ClassBody } | undefined {
  const imported = calleeImport(sourceCode, superClass);
  if (!imported || imported.instance || imported.namespaceExport !== undefined) return undefined;
  const name = imported.kind === "namespace" ? imported.member : imported.member === undefined ? (imported.kind === "default" ? "default" : imported.imported) : undefined;
  const module = name === undefined ? undefined : importedModule(sourceCode, imported.source);
  const found = module && exportedValue(module, name!, 0);
  if (found?.value.type !== AST_NODE_TYPES.ClassDeclaration && found?.value.type !== AST_NODE_TYPES.ClassExpression) return undefined;
  return { module: found.module, body: found.value.body };
}

/** The module a relative specifier of a file names, parsed; undefined for a package or a file we cannot read. */
function importedModule(sourceCode: Readonly<TSESLint.SourceCode>, specifier: string): ModuleView | undefined {
  const entry = importedEntry(sourceCode, specifier);
  return entry && parsedModule(entry);
}

/** The file a relative specifier of a file names, read (not yet parsed); undefined for a package or a missing file. */
function importedEntry(sourceCode: Readonly<TSESLint.SourceCode>, specifier: string): CachedModule | undefined {
  if (!isRelative(specifier)) return undefined;
  const location = fileLocation(sourceCode.ast);
  if (!location || specifier.includes("node_modules")) return undefined;
  // A module read here (not the same tree that ESLint lints, with its own `SourceCode`, when the parse is shared).
  const read = entriesByProgram.get(sourceCode.ast);
  const importer = read?.module?.sourceCode === sourceCode ? read : undefined;
  if (!importer && sourceCode.ast !== lintedProgram) {
    lintedProgram = sourceCode.ast;
    lint++;
  }
  // A module read here keeps its resolutions with it (checked at each lint); the linted file's are for this lint.
  const paths = importer?.resolutions ?? cachedPerFile(sourceCode.ast, "relative-import-paths", null, () => new Map<string, string | null>());
  let path = paths.get(specifier);
  if (path === undefined) {
    path = resolveSpecifier(location.filename, specifier) ?? null;
    paths.set(specifier, path);
  }
  const entry = path === null ? undefined : currentEntry(path, location.cwd);
  if (entry && importer) importer.dependencies.add(entry);
  return entry;
}

/** ESLint's `shebangPattern`. */
const SHEBANG = /^#!([^\r\n]+)/u;

const TS_SOURCES: Record<string, readonly string[]> = { ".js": [".ts", ".tsx"], ".jsx": [".tsx"], ".mjs": [".mts"], ".cjs": [".cts"] };
const EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];

/**
 * The file a relative specifier names from `importer`, as TypeScript resolves it: `./errors.js` is
 * `./errors.ts` in a TypeScript project (and `./errors.js` itself when only that exists, or first from a
 * JavaScript file), `./errors` tries the extensions and then `./errors/index`. Undefined for a package.
 */
export function resolveSpecifier(importer: string, specifier: string): string | undefined {
  if (!isRelative(specifier)) return undefined;
  return resolveSourceFile(resolve(dirname(importer), specifier), !/\.[cm]?tsx?$/.test(importer));
}

/**
 * The source file a module path names (`src/utils`, `src/utils.js`): the `.ts` source of a `.js` path (after
 * the path itself with `outputFirst`), the path itself, or the path with a source extension or `/index`
 * added. Declaration files are never the answer (they hold no bodies). The one resolver of the project's
 * own modules, for the analyses and the codemods.
 */
export function resolveSourceFile(base: string, outputFirst = false): string | undefined {
  const extension = extname(base);
  const candidates: string[] = [];
  const sources = TS_SOURCES[extension];
  if (sources) {
    const typescript = sources.map((ext) => base.slice(0, -extension.length) + ext);
    candidates.push(...(outputFirst ? [base, ...typescript] : [...typescript, base]));
  } else if (EXTENSIONS.includes(extension)) {
    candidates.push(base);
  } else {
    candidates.push(...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`));
  }
  return candidates.find((candidate) => !candidate.endsWith(".d.ts") && isFile(candidate));
}

function isFile(path: string): boolean {
  return statOf(path)?.isFile() ?? false;
}

/**
 * A file's status, asked once per lint: resolving a module's specifiers and checking the module found are the same
 * stat of the same file (BrowserStack's build: about 4,500 stats per run, half of them repeated). Null: no such file.
 */
function statOf(path: string): Stats | null {
  if (statsLint !== lint) {
    stats.clear();
    statsLint = lint;
  }
  let stat = stats.get(path);
  if (stat === undefined) {
    try {
      stat = statSync(path);
    } catch {
      stat = null;
    }
    stats.set(path, stat);
  }
  return stat;
}
const stats = new Map<string, Stats | null>();
let statsLint = -1;

/** A module's file as it is now: the entry read before while it and the modules it reads are unchanged, or read again. */
function currentEntry(path: string, cwd: string): CachedModule | undefined {
  let entry = parsed.get(path);
  parsed.delete(path);
  if (entry && (entry.cwd !== cwd || !isFresh(entry, new Set()))) entry = undefined;
  entry ??= readModule(path, cwd);
  if (!entry) return undefined;
  // Most recently used last: the map's first entry is the one to drop.
  if (parsed.size >= MAX_CACHED_MODULES) parsed.delete(parsed.keys().next().value!);
  parsed.set(path, entry);
  return entry;
}

/** Whether a module's file, and those of the modules it read, are as they were when it was read (once per lint). */
function isFresh(entry: CachedModule, visiting: Set<CachedModule>): boolean {
  if (entry.checked === lint) return entry.fresh;
  // A cycle of imports: the answer is that of the modules around it.
  if (visiting.has(entry)) return true;
  visiting.add(entry);
  let fresh = false;
  const stat = statOf(entry.path);
  fresh = stat !== null && stat.mtimeMs === entry.mtimeMs && stat.size === entry.size;
  // An import that now names another file (a `.ts` written beside the `.js`, a module created behind `export *`).
  for (const [specifier, path] of entry.resolutions) fresh &&= (resolveSpecifier(entry.path, specifier) ?? null) === path;
  for (const dependency of entry.dependencies) fresh &&= isFresh(dependency, visiting);
  entry.checked = lint;
  entry.fresh = fresh;
  return fresh;
}

/**
 * Parses ESLint made of files it linted (untyped, as modules, through src/parser.ts), kept for a file linted
 * next that imports one: the module is not parsed a second time. The most recent only, up to a total size of
 * their texts (a parse's memory follows its text's size): 512 KB keeps about 110 files of BrowserStack's build,
 * where a count of 32 left 20 of the modules its tools import parsed twice (docs/performance.md, thirty-first
 * session: 1.45x -> 1.33x whole process there, GitLab 1.37x -> 1.30x, Desktop Commander 1.15x -> 1.11x).
 */
const lintedParses = new Map<string, { text: string; parse: ModuleParse }>();
const MAX_LINTED_PARSE_BYTES = 512_000;
/** The total length of the texts of {@link lintedParses}. */
let lintedParseBytes = 0;

/** Takes a kept parse out of the window (used, replaced or dropped). */
function takeLintedParse(path: string): { text: string; parse: ModuleParse } | undefined {
  const kept = lintedParses.get(path);
  if (kept) {
    lintedParses.delete(path);
    lintedParseBytes -= kept.text.length;
  }
  return kept;
}

/** A new lint begins (ESLint parses the file): the modules read are checked against their files again. */
export function beginLint(): void {
  lint++;
  lintedProgram = undefined;
}

/** Keeps ESLint's parse of a file it lints, for a file that imports it (not one over the size a module is read at). */
export function offerLintedParse(path: string, text: string, parse: ModuleParse): void {
  // ESLint lints another text than the one read as a module (an edit that kept the file's size and time, or an
  // editor's buffer): read the file again when it is next imported.
  const read = parsed.get(path);
  if (read && read.text !== text) parsed.delete(path);
  takeLintedParse(path);
  if (text.length > MAX_MODULE_BYTES) return;
  // The oldest go first (a Map keeps its insertion order).
  while (lintedParses.size > 0 && lintedParseBytes + text.length > MAX_LINTED_PARSE_BYTES) takeLintedParse(lintedParses.keys().next().value!);
  lintedParses.set(path, { text, parse });
  lintedParseBytes += text.length;
}

/**
 * The parse of a module read for an importer, for ESLint to lint the same file with: only when the text is
 * the same and the modules it read are unchanged (what was learned of its imports holds).
 */
export function sharedParse(path: string, text: string): ModuleParse | undefined {
  const entry = parsed.get(path);
  if (!entry?.parse || entry.text !== text || !isFresh(entry, new Set())) return undefined;
  return entry.parse;
}

/** A module's file read from disk (not parsed yet). */
function readModule(path: string, cwd: string): CachedModule | undefined {
  const stat = statOf(path);
  if (!stat) return undefined;
  let text: string | undefined;
  if (stat.isFile() && stat.size <= MAX_MODULE_BYTES) {
    try {
      // As ESLint reads a file it lints: a `#!` line is a comment of the same length (`//`), so a module read here and
      // the same file linted have one text, and one parse between them (a server's entry point starts with one).
      text = readFileSync(path, "utf8").replace(SHEBANG, "//$1");
    } catch {
      text = undefined;
    }
  }
  return { mtimeMs: stat.mtimeMs, size: stat.size, text, path, cwd, dependencies: new Set(), resolutions: new Map(), checked: lint, fresh: true };
}

/**
 * The module of a file read, parsed on first need (once per entry), or from ESLint's parse of the same text;
 * a module over the size read for functions only when asked for its `data` (and its text was read for it).
 */
function parsedModule(entry: CachedModule, data = false): ModuleView | undefined {
  const text = entry.text ?? (data ? (entry.dataText ?? undefined) : undefined);
  if (text === undefined) return undefined;
  if (entry.module === undefined) {
    entry.module = null;
    try {
      const linted = takeLintedParse(entry.path);
      if (linted?.text === text) entry.parse = linted.parse;
      let sourceCode;
      if (entry.parse) sourceCode = moduleSourceCode(text, entry.parse);
      else ({ sourceCode, parse: entry.parse } = parseModule(text, entry.path));
      rememberFileLocation(sourceCode.ast, { filename: entry.path, cwd: entry.cwd });
      entriesByProgram.set(sourceCode.ast, entry);
      entry.module = { sourceCode, displayName: relative(entry.cwd, entry.path).replace(/\\/g, "/") };
    } catch {
      // Unparsable: a module we cannot look into.
    }
  }
  return entry.module ?? undefined;
}

/** A module of the project read from disk (as an import of it would be), if it can be. */
export function moduleAtPath(path: string, cwd: string): ModuleView | undefined {
  const entry = currentEntry(path, cwd);
  return entry && parsedModule(entry);
}

/** The function a module exports under a name, written in that module (not re-exported from another). */
export function ownExportedFunction(module: ModuleView, name: string): FunctionNode | undefined {
  const found = exportedValue(module, name, 0);
  return found && found.module.sourceCode === module.sourceCode && isFunctionNode(found.value) ? found.value : undefined;
}

interface Exported {
  module: ModuleView;
  /** The exported value: a function, an object literal, a `new` expression, a class. */
  value: TSESTree.Node;
}

/** What a module exports under a name, through local aliases and re-exports (a few modules deep). */
function exportedValue(module: ModuleView, name: string, depth: number): Exported | undefined {
  return valueEnd(exportEnd(module, name, depth, VALUES));
}

/** A package's export, by the specifier a module imports it with and its name there (`{ source: "ai", imported: "tool" }`). */
export interface PackageExport {
  source: string;
  imported: string;
}

/** Where a chain of exports ends: a value a module of the project holds, or (a walk with `packages`) a package's export. */
type ExportEnd = Exported | { package: PackageExport };

/**
 * How a walk through a module's exports goes on. By default it ends at a value of a module of the project, and reads
 * any module of the project it is led to (a barrel's `export *` only where the module's text has the name). With
 * `packages`, it also ends at an export of a package (`export { tool } from "ai"`), and reads only the modules of the
 * project whose text can hand one of them on ({@link mayHandOn}).
 */
interface ExportWalk {
  packages?: readonly string[];
}
const VALUES: ExportWalk = {};

function valueEnd(end: ExportEnd | undefined): Exported | undefined {
  return end && "module" in end ? end : undefined;
}

/** Where a walk goes on from an import or re-export of `source` under `imported`: the module read, or the package's export. */
function nextInWalk(sourceCode: Readonly<TSESLint.SourceCode>, source: string, imported: string, walk: ExportWalk): ModuleView | { package: PackageExport } | undefined {
  if (!isRelative(source)) return walk.packages ? { package: { source, imported } } : undefined;
  const entry = importedEntry(sourceCode, source);
  if (!entry || (walk.packages && !mayHandOn(entry, walk.packages))) return undefined;
  return parsedModule(entry);
}

/** {@link exportEnd} of the next module of a walk, or the package export the walk ends at. */
function exportEndIn(sourceCode: Readonly<TSESLint.SourceCode>, source: string, imported: string, depth: number, walk: ExportWalk): ExportEnd | undefined {
  const next = nextInWalk(sourceCode, source, imported, walk);
  return next && ("package" in next ? next : exportEnd(next, imported, depth + 1, walk));
}

/** What a module exports under a name, through local aliases and re-exports: see {@link ExportWalk}. */
function exportEnd(module: ModuleView, name: string, depth: number, walk: ExportWalk): ExportEnd | undefined {
  if (depth > MAX_REEXPORT_DEPTH) return undefined;
  const sourceCode = module.sourceCode;
  const starSources: string[] = [];
  for (const statement of sourceCode.ast.body) {
    if (statement.type === AST_NODE_TYPES.ExportNamedDeclaration) {
      if (statement.exportKind === "type") continue;
      const declaration = statement.declaration;
      if (declaration?.type === AST_NODE_TYPES.FunctionDeclaration && declaration.id?.name === name) return { module, value: declaration };
      if (declaration?.type === AST_NODE_TYPES.ClassDeclaration && declaration.id?.name === name) return { module, value: declaration };
      if (declaration?.type === AST_NODE_TYPES.VariableDeclaration && declaration.kind === "const") {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type !== AST_NODE_TYPES.Identifier || declarator.id.name !== name || !declarator.init) continue;
          // `export const capture_ui_event = capture;`: an alias of another of the module's values (or of an import:
          // `export const createTool = mastraCreateTool;`).
          // Also a member of a namespace import (`export const defineTool = ai.tool;` of `import * as ai from "ai"`).
          return exportedNode(module, declarator.init, depth, walk);
        }
      }
      for (const specifier of statement.specifiers) {
        if (specifier.type !== AST_NODE_TYPES.ExportSpecifier || specifier.exportKind === "type" || specifierName(specifier.exported) !== name) continue;
        const local = specifierName(specifier.local);
        return statement.source ? exportEndIn(sourceCode, statement.source.value, local, depth, walk) : localEnd(module, local, depth, walk);
      }
    } else if (statement.type === AST_NODE_TYPES.ExportDefaultDeclaration && name === "default") {
      const declaration = statement.declaration;
      if (declaration.type === AST_NODE_TYPES.Identifier) return localEnd(module, declaration.name, depth, walk);
      return { module, value: unwrapCasts(declaration) };
    } else if (statement.type === AST_NODE_TYPES.ExportAllDeclaration && !statement.exported && statement.exportKind !== "type" && name !== "default") {
      starSources.push(statement.source.value);
    } else if (statement.type === AST_NODE_TYPES.ExpressionStatement) {
      const found = commonJsExport(module, statement.expression, name, depth, starSources, walk);
      if (found) return found;
    }
  }
  // `export * from "./errors.js"`: the name may come from any of them (`export * from "@mastra/core/tools"`: from the
  // package, the first such taken). Reading values, only a module whose text has the name is parsed (a barrel of many
  // modules re-exports one of them).
  const spelled = walk.packages ? undefined : new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`);
  for (const source of starSources) {
    if (spelled && !importedEntry(sourceCode, source)?.text?.match(spelled)) continue;
    const found = exportEndIn(sourceCode, source, name, depth, walk);
    if (found) return found;
  }
  return undefined;
}

/**
 * The package export that a module of the project, imported by a relative path, exports under a name: a project
 * module that hands on a framework's function (`export { createTool } from "@mastra/core/tools"`, `import {
 * createTool as mastraCreateTool } from "@mastra/core/tools"; export const createTool = mastraCreateTool;`,
 * `export * from "ai"`), also through a few more of the project's modules. Only a module whose text names one of
 * `packages` (or re-exports a module of the project) is parsed. Undefined when the name is the module's own (or unknown).
 */
export function packageReexport(sourceCode: Readonly<TSESLint.SourceCode>, specifier: string, name: string, packages: readonly string[]): PackageExport | undefined {
  if (!isRelative(specifier)) return undefined;
  // The module imported is the walk's first (depth 0).
  const end = exportEndIn(sourceCode, specifier, name, -1, { packages });
  return end && "package" in end ? end.package : undefined;
}

/** `export * from "./mastra.js"`, `export { createTool } from "../lib/tools.js"`: a barrel of the project's modules. */
const RELATIVE_REEXPORT = /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']\.\.?\//;

/** The text test of {@link mayHandOn} for a list of packages, one function per list (a module's answer is kept by test). */
const handOnTests = new Map<string, (text: string) => boolean>();

/** Whether a module's text can hand on a package's export: it names one of the packages, or re-exports a module of the project. */
function mayHandOn(entry: CachedModule, packages: readonly string[]): boolean {
  const key = packages.join("\0");
  let test = handOnTests.get(key);
  if (!test) {
    test = (text) => packages.some((pkg) => text.includes(pkg)) || RELATIVE_REEXPORT.test(text);
    handOnTests.set(key, test);
  }
  return keptTextAnswer(entry, test, test);
}

/** `exports` or `module.exports`. */
function isExportsObject(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Identifier) return node.name === "exports";
  return node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.object.type === AST_NODE_TYPES.Identifier && node.object.name === "module" && node.property.type === AST_NODE_TYPES.Identifier && node.property.name === "exports";
}

/** The name an assignment target exports under: `exports.f`, `module.exports.f` (and `"default"` for `module.exports` itself). */
export function exportedName(target: TSESTree.Node): string | undefined {
  if (isExportsObject(target) && target.type === AST_NODE_TYPES.MemberExpression) return "default";
  if (target.type !== AST_NODE_TYPES.MemberExpression || target.computed || target.property.type !== AST_NODE_TYPES.Identifier || !isExportsObject(target.object)) return undefined;
  return target.property.name;
}

/**
 * What a statement of CommonJS exports under a name, as TypeScript and hand-written modules write it: `exports.f = f`
 * (the `exports.f = void 0` TypeScript writes first says nothing), `exports.f = function ...`, `module.exports = { f }`
 * (`module.exports` itself is the `default` of `__importDefault`), a re-export's getter
 * (`Object.defineProperty(exports, "f", { get: function () { return m_1.f; } })`), and `__exportStar(require("./m"),
 * exports)`, whose module joins `starSources`.
 */
function commonJsExport(module: ModuleView, expression: TSESTree.Expression, name: string, depth: number, starSources: string[], walk: ExportWalk): ExportEnd | undefined {
  if (expression.type === AST_NODE_TYPES.AssignmentExpression && expression.operator === "=") {
    // Assigned more than once (`exports.formatError = verbose;` again under an `if`): which one a caller gets is not known.
    if (assignedTwice(module, name)) return undefined;
    // `exports.a = exports.b = void 0`: every target takes the last value.
    const targets: TSESTree.Node[] = [expression.left];
    let value: TSESTree.Node = expression.right;
    while (value.type === AST_NODE_TYPES.AssignmentExpression && value.operator === "=") {
      targets.push(value.left);
      value = value.right;
    }
    value = unwrapCasts(value);
    if (value.type === AST_NODE_TYPES.UnaryExpression && value.operator === "void") return undefined;
    for (const target of targets) {
      const exported = exportedName(target);
      if (exported === name) return exportedNode(module, value, depth, walk);
      // `module.exports = { formatError, describe: describeError }`.
      if (exported === "default" && value.type === AST_NODE_TYPES.ObjectExpression) {
        const property = propertyValue(value, name);
        if (property) return exportedNode(module, property, depth, walk);
      }
    }
    return undefined;
  }
  if (expression.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const called = calleeName(expression.callee);
  const [first, second, third] = expression.arguments;
  if (called === "__exportStar" && first && second && isExportsObject(second)) {
    const source = requireSource(module.sourceCode, unwrapCasts(first));
    if (source !== undefined && (isRelative(source) || walk.packages) && name !== "default") starSources.push(source);
    return undefined;
  }
  // `Object.defineProperty(exports, "f", { enumerable: true, get: function () { return m_1.f; } })`.
  if (called !== "defineProperty" || !first || !isExportsObject(first) || second?.type !== AST_NODE_TYPES.Literal || second.value !== name || third?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const getter = propertyValue(third, "get");
  const returned = getter && isFunctionNode(getter) ? returnedExpressions(getter)[0] : undefined;
  return returned ? exportedNode(module, unwrapCasts(returned), depth, walk) : undefined;
}

/** Whether a module's text assigns `exports.<name>` (or `module.exports.<name>`) a value more than once (`= void 0` aside). */
function assignedTwice(module: ModuleView, name: string): boolean {
  const assignments = module.sourceCode.text.match(new RegExp(`(?<![\\w$])exports\\.${name.replace(/\$/g, "\\$")}\\s*=(?!=)(?!\\s*(?:void\\b|exports\\.))`, "g"));
  return (assignments?.length ?? 0) > 1;
}

/** What an exported expression stands for: a local's value, an export of a required or namespace-imported module (`m_1.f`, `ai.tool`), or itself. */
function exportedNode(module: ModuleView, value: TSESTree.Node, depth: number, walk: ExportWalk): ExportEnd | undefined {
  const node = unwrapCasts(value);
  if (node.type === AST_NODE_TYPES.Identifier) return localEnd(module, node.name, depth, walk);
  if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier && node.object.type === AST_NODE_TYPES.Identifier) {
    const variable = findVariableOf(module.sourceCode, node.object);
    const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    // An ES namespace import (`import * as ai from "ai"`; not `import type`).
    if (definition?.type === "ImportBinding" && definition.node.type === AST_NODE_TYPES.ImportNamespaceSpecifier && definition.parent.type === AST_NODE_TYPES.ImportDeclaration && definition.parent.importKind !== "type") {
      return exportEndIn(module.sourceCode, definition.parent.source.value, node.property.name, depth, walk);
    }
    const required = definition?.type === "Variable" ? requiredModule(module.sourceCode, definition.name, definition.node, walk.packages !== undefined) : undefined;
    if (required?.kind !== "namespace") return undefined;
    return exportEndIn(module.sourceCode, required.source, node.property.name, depth, walk);
  }
  return { module, value: exportedInitializer(node as TSESTree.Expression) };
}

/** The value a module-level name of a module holds: its function or class declaration, or a `const`'s initializer. */
function localValue(module: ModuleView, name: string): Exported | undefined {
  return valueEnd(localEnd(module, name, 0, VALUES));
}

/** What a module-level name of a module holds, as a walk through exports ends ({@link ExportWalk}). */
function localEnd(module: ModuleView, name: string, depth: number, walk: ExportWalk): ExportEnd | undefined {
  const scope = module.sourceCode.scopeManager?.globalScope;
  const moduleScope = scope?.childScopes.find((child) => child.type === "module") ?? scope;
  const variable = moduleScope?.set.get(name);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!definition) return undefined;
  if (definition.type === "FunctionName" || definition.type === "ClassName") return { module, value: definition.node };
  // A `const`, or a `var` or `let` written once (a bundler's `var GmailBaseTool = class extends StructuredTool {}`).
  if (
    definition.type === "Variable" &&
    definition.node.type === AST_NODE_TYPES.VariableDeclarator &&
    definition.node.init &&
    (definition.node.parent.kind === "const" || variable!.references.every((reference) => !reference.isWrite() || reference.init))
  ) {
    return { module, value: exportedInitializer(definition.node.init) };
  }
  // `import { formatError } from "./format.js"; export { formatError };` (a barrel written by hand), or a class
  // imported from a third module that an exported instance is made of.
  if (definition.type === "ImportBinding" && definition.parent.type === AST_NODE_TYPES.ImportDeclaration && definition.parent.importKind !== "type") {
    const specifier = definition.node;
    if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier || specifier.type === AST_NODE_TYPES.TSImportEqualsDeclaration) return undefined;
    if (specifier.type === AST_NODE_TYPES.ImportSpecifier && specifier.importKind === "type") return undefined;
    const imported = specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier ? "default" : specifierName(specifier.imported);
    return exportEndIn(module.sourceCode, definition.parent.source.value, imported, depth, walk);
  }
  return undefined;
}

/** A `const`'s initializer as the value it exports: through casts and `Object.freeze({ ... })`. */
export function exportedInitializer(init: TSESTree.Expression): TSESTree.Node {
  const value = unwrapCasts(init);
  if (
    value.type === AST_NODE_TYPES.CallExpression &&
    value.arguments.length === 1 &&
    value.callee.type === AST_NODE_TYPES.MemberExpression &&
    value.callee.object.type === AST_NODE_TYPES.Identifier &&
    value.callee.object.name === "Object" &&
    value.callee.property.type === AST_NODE_TYPES.Identifier &&
    value.callee.property.name === "freeze" &&
    value.arguments[0]!.type !== AST_NODE_TYPES.SpreadElement
  ) {
    return unwrapCasts(value.arguments[0]!);
  }
  return value;
}

/**
 * The function a member of an exported value is: a function-valued property of an object literal
 * (`export const errors = { format(e) {...} }`), a method of an exported class (`Errors.format(e)`, a static
 * one), or a method of the class an exported instance is made from (`export const configManager = new
 * ConfigManager()`), also of an instance made of an exported class in the importing file (`instance`: `const
 * assignments = new AssignmentService()`). Methods are summarized as plain functions (`this` inside them is not followed).
 */
function memberFunction(module: ModuleView, value: TSESTree.Node, member: string, instance: boolean): { module: ModuleView; fn: FunctionNode } | undefined {
  if (value.type === AST_NODE_TYPES.ObjectExpression && !instance) {
    const property = propertyValue(value, member);
    if (property?.type === AST_NODE_TYPES.Identifier) {
      // `{ fromCaught }` or `{ fromCaught: describe }`: a function of the module (or one it imports).
      const named = localValue(module, property.name);
      return named && isFunctionNode(named.value) ? { module: named.module, fn: named.value } : undefined;
    }
    return property && isFunctionNode(property) ? { module, fn: property } : undefined;
  }
  let owner: Exported | undefined = { module, value };
  let statics = !instance;
  if (!instance && value.type === AST_NODE_TYPES.NewExpression && value.callee.type === AST_NODE_TYPES.Identifier) {
    // An exported instance: of a class of the module, or of one it imports.
    owner = localValue(module, value.callee.name);
    statics = false;
  }
  const classNode = owner?.value;
  if (!owner || (classNode?.type !== AST_NODE_TYPES.ClassDeclaration && classNode?.type !== AST_NODE_TYPES.ClassExpression)) return undefined;
  for (const element of classNode.body.body) {
    if (element.type !== AST_NODE_TYPES.MethodDefinition && element.type !== AST_NODE_TYPES.PropertyDefinition) continue;
    if (element.computed || element.key.type !== AST_NODE_TYPES.Identifier || element.key.name !== member || element.static !== statics) continue;
    const fn = element.type === AST_NODE_TYPES.MethodDefinition ? (element.kind === "method" ? element.value : undefined) : element.value && unwrapCasts(element.value);
    return fn && isFunctionNode(fn) ? { module: owner.module, fn } : undefined;
  }
  return undefined;
}
