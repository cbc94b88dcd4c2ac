/**
 * Untyped: the functions of the file being linted that another module of its package registers as tool handlers by
 * reference, read from disk (`readImportedModules`). Hyperbrowser's `tools/delete-profile.js` exports
 * `deleteProfileTool`; `transports/setup_server.js` registers it with `server.tool(delete_profile_1.deleteProfileToolName,
 * ..., delete_profile_1.deleteProfileTool)`. The file that declares the handler has no registration in view: this
 * index is how it is known there without types (registered-handlers.ts does the same with the checker).
 *
 * The package's files (under the directory of the nearest `package.json` with a name; not `node_modules`, a
 * hidden directory or one of tests; up to {@link MAX_FILES}) are read once per process and package, and only the
 * modules whose text calls a registration method (`.tool(`, `.registerTool(`: a method boundary whose handler is its
 * last argument) with a name as its last argument, and imports by a relative path, are parsed. A registration counts when its module imports the boundary's package (the
 * MCP SDK: its server may come from another of its modules) and its last argument is a named or namespace import
 * of a relative module (`import { f }`, `import * as m` then `m.f`, tsc's `const m_1 = require("./m")` then
 * `m_1.f`), which is resolved to its file. An editor sees a registration added while it runs after
 * {@link INDEX_LIFETIME_MS}.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, memberName, outermostWrapper, propertyKeyName, pushChildren, unwrapCasts, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { constInitializer } from "../scope.js";
import { handlerArgument, handlerProperty, type AgentErrorsSettings, type ToolBoundarySpecifier } from "../settings.js";
import { bindingOfIdentifier, moduleBindings } from "./module-bindings.js";
import { fileLocation, packageOf } from "./modules.js";
import { packageRootOf } from "./own-names.js";
import { exportedInitializer, exportedName, importedConstant, importedFunctionOf, moduleAtPath, ownExportedFunction, relativeImportNames, resolveSpecifier } from "./relative-imports.js";
import { methodOf, resolveFunction } from "./functions.js";
import { cachedPerFile } from "./file-cache.js";
import { boundFunction, isIdentifierNamed, isMadeInPlace, thrownErrorsReachModelIn } from "./boundaries.js";
import { isReturned, returnedExpressions } from "./returns.js";
import { altersFailureAround } from "./rethrows.js";

/** How many directory entries of a package are looked at; a larger tree is read that far. */
const MAX_FILES = 5_000;
/** Modules larger than this are not registration modules (bundles, generated code). */
const MAX_MODULE_BYTES = 64_000;
/** How long a package's index serves before its files are read again (an editor's long-lived process). */
export const INDEX_LIFETIME_MS = 30_000;
const SOURCE_EXTENSIONS: ReadonlySet<string> = new Set([".ts", ".mts", ".cts", ".tsx", ".js", ".mjs", ".cjs", ".jsx"]);

interface PackageIndex {
  builtAt: number;
  /** By a module's path: what of it another module registers. */
  registered: Map<string, Registered>;
}

/** What of a module another module registers as tool handlers. */
interface Registered {
  /** The names under which it exports a function registered (or dispatched to), with how. */
  names: Map<string, Registration>;
  /** The top-level `const`s of it that hold a table of handlers dispatched by tool name (`NEON_HANDLERS`), with the same. */
  tables: Map<string, Registration>;
  /** The methods of classes it declares that another module registers on an instance (`Class.method`), with the same. */
  methods: Map<string, Registration>;
}

/** How a function is registered: where the tool's input is in its first parameter, and whether what it throws reaches the model as it is. */
interface Registration {
  inputPath: InputPath;
  /**
   * The boundary hands a thrown error's message to the model (`thrownErrorsReachModel`), and nothing on the way
   * makes its own text of it: a wrapper whose function calls the handler outside a `try`, or in one whose `catch`
   * rethrows as it is (CircleCI's `wrapToolHandler`); a handler written in place that returns the call so (not Neon's,
   * whose `catch` answers `handleToolError(error)`: that `catch` is the sink).
   */
  thrown: boolean;
}

/** Where the tool's input is in a handler's first parameter: `[]` (it is the input), or `["params", "arguments"]` (a request). */
type InputPath = readonly string[];
const REQUEST_INPUT: InputPath = ["params", "arguments"];

/** A function of the file another module registers, with where the tool's input is in its first parameter. */
export interface RegisteredHandler extends Registration {
  fn: FunctionNode;
}

/** The packages boundaries come from (`@modelcontextprotocol/sdk` of `@modelcontextprotocol/sdk/server/mcp.js`). */
export function boundaryPackages(boundaries: readonly ToolBoundarySpecifier[]): ReadonlySet<string> {
  return new Set(boundaries.flatMap((spec) => (spec.from ?? []).map((pattern) => packageOf(pattern) ?? pattern)));
}

/**
 * Whether a module imports one of these packages: an `import` (a type import too: `import type { McpServer } from
 * "@modelcontextprotocol/sdk/server/mcp.js"` for `register(server: McpServer)`), or a `require` (tsc's CommonJS:
 * `const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js")`).
 */
export function importsPackage(sourceCode: Readonly<TSESLint.SourceCode>, packages: ReadonlySet<string>): boolean {
  const imported = (source: string): boolean => packages.has(packageOf(source) ?? "");
  return sourceCode.ast.body.some((statement) => statement.type === AST_NODE_TYPES.ImportDeclaration && imported(statement.source.value)) || moduleBindings(sourceCode).some((binding) => imported(binding.source));
}

/** By package root, then by the boundaries of the settings (a cache key). */
const indexes = new Map<string, WeakMap<readonly ToolBoundarySpecifier[], PackageIndex>>();

/**
 * The boundaries a registration by reference is read for: a method whose handler is its last argument, told by no
 * first argument (`server.tool(name, description, shape, handler)`), and a method or a function whose handler is a
 * property of its options (FastMCP's `server.addTool({ name, execute })`, the AI SDK's `tool({ execute })`).
 */
function referenceBoundaries(settings: AgentErrorsSettings): ToolBoundarySpecifier[] {
  // Only a boundary of a package: its import is what makes a module worth parsing (a `from`-less one, `agentTool`, is
  // any function of that name, and any module's text could hold one). A request handler (`setRequestHandler(CallToolRequestSchema,
  // handler)`) counts: its handler is handed the request, whose `params.arguments` is the tool's input.
  return settings.toolBoundaries.filter((spec) => spec.from !== undefined && (spec.receiver !== undefined || typeof spec.handler === "object"));
}

/** The functions of the file that another module of its package registers by reference (see the module's comment). */
export function handlersRegisteredByImporters(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): readonly RegisteredHandler[] {
  return cachedPerFile(sourceCode.ast, "handlers-registered-by-importers", settings, () => {
    const registered = registeredNames(sourceCode, settings);
    if (!registered) return [];
    const location = fileLocation(sourceCode.ast)!;
    const module = { sourceCode, displayName: location.filename };
    const found: RegisteredHandler[] = [];
    const add = (fn: FunctionNode | undefined, registration: Registration): void => {
      const known = fn && found.find((handler) => handler.fn === fn);
      if (known) known.thrown ||= registration.thrown;
      else if (fn) found.push({ fn, ...registration });
    };
    for (const [name, registration] of registered.names) add(ownExportedFunction(module, name), registration);
    for (const [name, registration] of registered.tables) for (const fn of tableFunctions(sourceCode, name)) add(fn, registration);
    for (const [key, registration] of registered.methods) {
      const [cls, method] = key.split(".") as [string, string];
      add(classMethod(sourceCode, cls, method), registration);
    }
    return found;
  });
}

/** The method of a class the module declares at its top (`export class SearchDocsTool { async execute(...) }`, tsc's `class X {}` then `exports.X = X`). */
function classMethod(sourceCode: Readonly<TSESLint.SourceCode>, name: string, method: string): FunctionNode | undefined {
  for (const statement of sourceCode.ast.body) {
    const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration || statement.type === AST_NODE_TYPES.ExportDefaultDeclaration ? statement.declaration : statement;
    if (declaration?.type === AST_NODE_TYPES.ClassDeclaration && declaration.id?.name === name) return methodOf(sourceCode, declaration.body, method);
  }
  return undefined;
}

/** Whether another module of the file's package registers a function the file exports (a text gate's question). */
export function mayBeRegisteredByImporters(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): boolean {
  return registeredNames(sourceCode, settings) !== undefined;
}

function registeredNames(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): Registered | undefined {
  if (!settings.readImportedModules) return undefined;
  const location = fileLocation(sourceCode.ast);
  if (!location) return undefined;
  const boundaries = referenceBoundaries(settings);
  if (boundaries.length === 0) return undefined;
  const root = packageRootOf(location.filename);
  if (!root) return undefined;
  return indexOf(root, location.cwd, settings.toolBoundaries, boundaries).registered.get(location.filename);
}

function indexOf(root: string, cwd: string, key: readonly ToolBoundarySpecifier[], boundaries: readonly ToolBoundarySpecifier[]): PackageIndex {
  let byBoundaries = indexes.get(root);
  if (!byBoundaries) indexes.set(root, (byBoundaries = new WeakMap()));
  let index = byBoundaries.get(key);
  const now = Date.now();
  if (!index || now - index.builtAt > INDEX_LIFETIME_MS) {
    index = { builtAt: now, registered: readRegistrations(root, cwd, boundaries) };
    byBoundaries.set(key, index);
  }
  return index;
}

/** Reads the package's registration modules (see the module's comment). */
function readRegistrations(root: string, cwd: string, boundaries: readonly ToolBoundarySpecifier[]): Map<string, Registered> {
  const registered = new Map<string, Registered>();
  const entry = (file: string): Registered => {
    let found = registered.get(file);
    if (!found) registered.set(file, (found = { names: new Map(), tables: new Map(), methods: new Map() }));
    return found;
  };
  const methods = [...new Set(boundaries.map((spec) => spec.name))];
  // `.tool(`, `.addTool(`, and a function boundary's own call (`tool(`, also tsc's `(0, ai_1.tool)(`).
  const calls = new RegExp(`(?<![\\w$])(?:${methods.map((name) => name.replace(/[$]/g, "\\$")).join("|")})\\s*\\)?\\s*\\(`, "g");
  const properties = [...new Set(boundaries.flatMap((spec) => handlerProperty(spec.handler) ?? []))];
  const packages = boundaryPackages(boundaries);
  // A statement that imports one of those packages, in the text (`import { McpServer } from "@modelcontextprotocol/sdk/...`,
  // tsc's `const types_js_1 = require("@modelcontextprotocol/sdk/types.js")`): a module that names them only in a
  // comment or a string is not parsed. Any module may be a `from`-less boundary's.
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const sources = `["'](?:${[...packages].map(escape).join("|")})["'/]`;
  const imported = boundaries.every((spec) => spec.from)
    ? new RegExp(`(?:^|[\\n;])[ \\t]*(?:(?:import|export)\\b[^;]*?\\bfrom\\s*|import\\s*|(?:const|let|var)\\s[^=;]+=\\s*(?:__import\\w*\\(\\s*)?require\\s*\\(\\s*)${sources}`)
    : undefined;
  for (const { path, text } of sourceTexts(root)) {
    // The text first: only a module that calls a registration method and imports by a relative path is parsed.
    if (!/["']\.\.?\//.test(text) || (imported && !imported.test(text)) || !(registersByReference(text, calls, properties) || readsImportedTable(text))) continue;
    const module = moduleAtPath(path, cwd);
    if (!module) continue;
    const sourceCode = module.sourceCode;
    // The boundary's package imported (a `from`-less boundary needs nothing): the server may come from another module.
    // A type import counts (`import type { McpServer }` for `register(server: McpServer)`): the server is the SDK's.
    const fromPackage = boundaries.some((spec) => !spec.from) || importsPackage(sourceCode, packages);
    if (!fromPackage) continue;
    for (const { call, spec } of registrationCalls(sourceCode, boundaries)) {
      if (spec.receiver !== undefined && !receiverMayBeServer(sourceCode, call, boundaries)) continue;
      const property = handlerProperty(spec.handler);
      const handler = property === undefined ? handlerArgument(spec.handler, call.arguments) : optionsHandler(call, property);
      if (!handler || handler.type === AST_NODE_TYPES.SpreadElement) continue;
      const start: Registration = { inputPath: spec.firstArgument !== undefined ? REQUEST_INPUT : [], thrown: thrownErrorsReachModelIn(spec, path) };
      for (const source of handlerSources(sourceCode, handler, start)) {
        const registration: Registration = { inputPath: source.inputPath, thrown: source.thrown };
        if ("source" in source) {
          const file = resolveSpecifier(path, source.source);
          if (file && source.method !== undefined) record(entry(file).methods, `${source.name}.${source.method}`, registration);
          else if (file) record(entry(file).names, source.name, registration);
          continue;
        }
        const table = tableOf(sourceCode, path, source.table);
        if (!table) continue;
        if (table.name !== undefined) record(entry(table.file).tables, table.name, registration);
        for (const handler of table.imported) record(entry(handler.file).names, handler.name, registration);
      }
    }
  }
  return registered;
}

/** How far past a registration method's name its arguments are read in the text. */
const MAX_CALL_CHARS = 4_000;
const NAMED_VALUE = /^[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)?$/;
/** A name handed to a wrapper as its last argument: `wrap(getIssue)`, `withTelemetry("get_issue", tools_1.getIssue)`. */
const WRAPPED_NAME = /^[A-Za-z_$][\w$.]*\s*\((?:[^()]*,)?\s*[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)?\s*\)$/s;

/**
 * Whether a module's text has a registration whose last argument is a name (`deleteProfileTool`,
 * `delete_profile_1.deleteProfileTool`), also handed to a wrapper (`wrap(deleteProfileTool)`), read in the text before anything is parsed: most registrations write
 * their handler in place (`async (args) => { ... }`), and their modules need no parse. The call's parentheses are
 * matched (strings skipped) up to {@link MAX_CALL_CHARS}.
 */
function registersByReference(text: string, calls: RegExp, properties: readonly string[]): boolean {
  // `async (request) => handleCallTool(request)`, `return await searchIssues(request.params.arguments)`: a handler
  // written in place that returns the call of an imported function (also tsc's `(0, tools_1.handleCallTool)(request)`,
  // and its `return yield ...` inside `__awaiter`).
  const imported = importedNamesPattern(text);
  const returnsImportedCall = imported !== undefined ? new RegExp(`(?:\\breturn\\s+|=>\\s*)(?:await\\s+|yield\\s+)?(?:\\(0,\\s*)?${imported}\\s*\\)?\\s*\\(`) : undefined;
  // `execute: searchDocs`, `execute: tools_1.searchDocs`, `{ name, execute }`: an options object's handler by name.
  const byProperty = properties.length > 0 ? new RegExp(`(?<![\\w$])(?:${properties.map((name) => name.replace(/[$]/g, "\\$")).join("|")})\\s*(?::\\s*[A-Za-z_$][\\w$]*(?:\\s*\\.\\s*[A-Za-z_$][\\w$]*)?\\s*[,}\\n]|[,}])`) : undefined;
  calls.lastIndex = 0;
  for (let match = calls.exec(text); match; match = calls.exec(text)) {
    let depth = 1;
    let lastComma = -1;
    // The comma before it: a trailing comma (Prettier's, after the last argument of a call over several lines) ends no argument.
    let previousComma = -1;
    let quote: string | undefined;
    const start = calls.lastIndex;
    const end = Math.min(text.length, start + MAX_CALL_CHARS);
    for (let index = start; index < end; index++) {
      const char = text[index]!;
      if (quote) {
        if (char === "\\") index++;
        else if (char === quote) quote = undefined;
        continue;
      }
      if (char === '"' || char === "'" || char === "`") quote = char;
      else if (char === "(" || char === "[" || char === "{") depth++;
      else if (char === ")" || char === "]" || char === "}") {
        if (--depth === 0) {
          let last = lastComma >= 0 ? text.slice(lastComma + 1, index).trim() : undefined;
          if (last === "" && previousComma >= 0) last = text.slice(previousComma + 1, lastComma).trim();
          if (last !== undefined && (NAMED_VALUE.test(last) || WRAPPED_NAME.test(last))) return true;
          if (returnsImportedCall?.test(text.slice(start, index))) return true;
          if (byProperty?.test(text.slice(start, index + 1))) return true;
          break;
        }
      } else if (char === "," && depth === 1) {
        previousComma = lastComma;
        lastComma = index;
      }
    }
  }
  return false;
}

/** Directories of tests and generated reports: their registrations (a test's mock server) are not the package's. */
const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(["node_modules", "test", "tests", "__tests__", "__mocks__", "fixtures", "coverage"]);

/** The package's source files, breadth first, without `node_modules`, hidden directories or declaration files. */
function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const directories = [root];
  let seen = 0;
  while (directories.length > 0 && seen < MAX_FILES) {
    const directory = directories.shift()!;
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (++seen > MAX_FILES) break;
      if (entry.name.startsWith(".") || (entry.isDirectory() && SKIPPED_DIRECTORIES.has(entry.name))) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) directories.push(path);
      else if (entry.isFile() && SOURCE_EXTENSIONS.has(extname(entry.name)) && !/\.d\.[cm]?ts$/.test(entry.name) && sizeOf(path) <= MAX_MODULE_BYTES) files.push(path);
    }
  }
  return files;
}

/** The package's source files ({@link sourceFiles}) with their text; a file that cannot be read is skipped. */
export function* sourceTexts(root: string): Generator<{ path: string; text: string }> {
  for (const path of sourceFiles(root)) {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      continue;
    }
    yield { path, text };
  }
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * The registrations a module writes: `x.tool(..., handler)` (a method boundary, two arguments or more; its options
 * object for one whose handler is a property), and a function boundary's call (`tool({ execute })`) whose callee is
 * the boundary's import (of its `from` package; any function of that name for one without).
 */
function registrationCalls(sourceCode: Readonly<TSESLint.SourceCode>, boundaries: readonly ToolBoundarySpecifier[]): { call: TSESTree.CallExpression; spec: ToolBoundarySpecifier }[] {
  const visitorKeys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[] | undefined>>;
  const found: { call: TSESTree.CallExpression; spec: ToolBoundarySpecifier }[] = [];
  const stack: TSESTree.Node[] = [sourceCode.ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    pushChildren(node, stack, visitorKeys);
    if (node.type !== AST_NODE_TYPES.CallExpression) continue;
    const callee = unwrapCastsAndChains(node.callee);
    const method = callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed ? memberName(callee) : undefined;
    for (const spec of boundaries) {
      if (spec.receiver !== undefined) {
        if (spec.firstArgument !== undefined && !isIdentifierNamed(node.arguments[0], spec.firstArgument)) continue;
        if (method === spec.name && (spec.handler === "lastArgument" ? node.arguments.length >= 2 : node.arguments.length >= 1)) found.push({ call: node, spec });
        continue;
      }
      // `tool(...)` of `import { tool } from "ai"`, `ai.tool(...)` of a namespace import, tsc's `(0, ai_1.tool)(...)`.
      const named = callee.type === AST_NODE_TYPES.Identifier ? callee : callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.Identifier ? callee.object : undefined;
      const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : method;
      if (!named || name !== spec.name) continue;
      const binding = bindingOfIdentifier(sourceCode, named);
      const fromSpec = binding ? (spec.from ?? []).some((pattern) => packageOf(pattern) === packageOf(binding.source)) && (binding.kind === "named" ? binding.imported === spec.name : binding.kind === "namespace") : !spec.from;
      if (fromSpec) found.push({ call: node, spec });
    }
  }
  return found;
}

/** The value of an options object's handler property (`execute: searchDocs`, `{ execute }`), first argument written in place. */
function optionsHandler(call: TSESTree.CallExpression, property: string): TSESTree.Node | undefined {
  const options = call.arguments[0] && unwrapCasts(call.arguments[0]);
  if (options?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const found = options.properties.find((candidate): candidate is TSESTree.Property => candidate.type === AST_NODE_TYPES.Property && !candidate.computed && propertyKeyName(candidate) === property);
  return found?.value;
}

/**
 * Whether a registration's receiver may be the boundary's server: not a `const` the module makes of something else
 * (`const scripts = { registerTool(...) { ... } }`, `new CommandRegistry()`). A parameter, an import or a factory's
 * result may be (the server is handed in: `function setupServer(server)`).
 */
function receiverMayBeServer(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, boundaries: readonly ToolBoundarySpecifier[]): boolean {
  const receiver = unwrapCasts((call.callee as TSESTree.MemberExpression).object);
  if (receiver.type !== AST_NODE_TYPES.Identifier) return true;
  const init = constInitializer(sourceCode, receiver);
  if (!init) return true;
  if (init.type === AST_NODE_TYPES.NewExpression) {
    const made = unwrapCasts(init.callee);
    const name = made.type === AST_NODE_TYPES.Identifier ? made.name : made.type === AST_NODE_TYPES.MemberExpression ? memberName(made) : undefined;
    return boundaries.some((spec) => spec.receiver === name);
  }
  return !isMadeInPlace(init);
}

/** The relative module and the exported name a handler argument names: `f` of `import { f }`, `m.f` of a namespace import or `require`. */
function importedName(sourceCode: Readonly<TSESLint.SourceCode>, handler: TSESTree.Node): { source: string; name: string } | undefined {
  const node = unwrapCasts(handler);
  let name: string | undefined;
  let binding;
  if (node.type === AST_NODE_TYPES.Identifier) {
    binding = bindingOfIdentifier(sourceCode, node);
    if (binding?.kind === "named") name = binding.imported;
    else if (binding?.kind === "default") name = "default";
  } else if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier && node.object.type === AST_NODE_TYPES.Identifier) {
    binding = bindingOfIdentifier(sourceCode, node.object);
    if (binding?.kind === "namespace") name = node.property.name;
  }
  if (!binding || name === undefined || !/^\.\.?\//.test(binding.source)) return undefined;
  return { source: binding.source, name };
}

/**
 * Whether a module's text reads a member of an imported name by a computed key (`NEON_HANDLERS[tool.name]`,
 * `tools_1.CCI_HANDLERS[name]`): a registration that dispatches through a table of another module, read in the
 * text before anything is parsed (its handler may be written in place: `async (args) => toolHandler(args)`).
 */
function readsImportedTable(text: string): boolean {
  const imported = importedNamesPattern(text);
  return imported !== undefined && new RegExp(`${imported}\\s*\\[\\s*[A-Za-z_$]`).test(text);
}

/**
 * The names a module's text imports from its relative modules (`import { a, b as c }`, `import d`, `import * as e`,
 * tsc's `const m_1 = require("./m.js")`) as a pattern of a reference to one (also `m_1.f`); undefined for none.
 */
function importedNamesPattern(text: string): string | undefined {
  const names = relativeImportNames(text);
  if (names.size === 0) return undefined;
  const escaped = [...names].map((name) => name.replace(/\$/g, "\\$"));
  return `(?<![\\w$.])(?:${escaped.join("|")})(?:\\s*\\.\\s*[A-Za-z_$][\\w$]*)?`;
}

/** How many steps (a `const`, a wrapper's argument, a call a handler returns) a registration's handler is followed through. */
const MAX_HANDLER_STEPS = 6;
/** How many nodes of a handler written in place are read for the call it dispatches through. */
const MAX_DISPATCH_NODES = 5_000;

/** An imported function (or, with `method`, that method of an imported class), or a table read by a computed key. */
type HandlerSource = ({ source: string; name: string; method?: string } | { table: TSESTree.Identifier | TSESTree.MemberExpression }) & Registration;

/** A registration of a name, kept with another of it: the input's path of the first, thrown errors reaching the model if either does. */
function record(map: Map<string, Registration>, name: string, registration: Registration): void {
  const known = map.get(name);
  if (known) known.thrown ||= registration.thrown;
  else map.set(name, { ...registration });
}

/**
 * What a registration's handler argument names in other modules: an imported function (`f`, `m.f`), also wrapped
 * (`wrapToolHandler(tool.name, handler)`, `f.bind(x)`) or through a `const`; or a table read by a computed key
 * (CircleCI's `const handler = CCI_HANDLERS[tool.name]`), also the one a handler written in place dispatches through
 * (Neon's `async (args, extra) => ... return await toolHandler(args, neonClient, extra)`: a call whose result the
 * function returns and to which it hands its first parameter, the tool's input).
 */
function handlerSources(sourceCode: Readonly<TSESLint.SourceCode>, handler: TSESTree.Node, start: Registration): HandlerSource[] {
  const found: HandlerSource[] = [];
  const seen = new Set<TSESTree.Node>();
  const stack: { node: TSESTree.Node; steps: number; inputPath: InputPath; thrown: boolean }[] = [{ node: handler, steps: 0, ...start }];
  while (stack.length > 0) {
    const { node: next, steps, inputPath: path, thrown } = stack.pop()!;
    const node = unwrapCasts(next);
    if (steps > MAX_HANDLER_STEPS || seen.has(node)) continue;
    seen.add(node);
    const imported = importedName(sourceCode, node);
    if (imported) {
      found.push({ ...imported, inputPath: path, thrown });
      continue;
    }
    if (node.type === AST_NODE_TYPES.Identifier) {
      const init = constInitializer(sourceCode, node);
      if (init) stack.push({ node: init, steps: steps + 1, inputPath: path, thrown });
    } else if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed) {
      // `searchDocs.execute` (also bound, or called by a handler written in place) of `const searchDocs = new
      // SearchDocsTool()`, the class imported: that method of the class, in its module.
      const instance = unwrapCasts(node.object);
      const init = instance.type === AST_NODE_TYPES.Identifier ? constInitializer(sourceCode, instance) : undefined;
      const made = init && unwrapCasts(init);
      const cls = made?.type === AST_NODE_TYPES.NewExpression ? importedName(sourceCode, unwrapCasts(made.callee)) : undefined;
      const method = memberName(node);
      if (cls && method !== undefined) found.push({ ...cls, method, inputPath: path, thrown });
    } else if (node.type === AST_NODE_TYPES.MemberExpression && node.computed) {
      const table = unwrapCasts(node.object);
      if (table.type === AST_NODE_TYPES.Identifier || (table.type === AST_NODE_TYPES.MemberExpression && !table.computed && table.object.type === AST_NODE_TYPES.Identifier)) found.push({ table, inputPath: path, thrown });
    } else if (node.type === AST_NODE_TYPES.CallExpression) {
      // `handler.bind(null)`: the function itself; `wrap(tool.name, handler)`: the function it wraps (its last argument).
      const bound = boundFunction(node);
      const wrapped = bound ?? node.arguments.at(-1);
      if (wrapped && wrapped.type !== AST_NODE_TYPES.SpreadElement) {
        stack.push({ node: wrapped, steps: steps + 1, inputPath: path, thrown: thrown && (bound !== undefined || wrapperHandsOnThrows(sourceCode, node)) });
      }
    } else if (isFunctionNode(node)) {
      for (const dispatched of dispatchedCallees(sourceCode, node, path)) {
        stack.push({ node: dispatched.node, inputPath: dispatched.inputPath, steps: steps + 1, thrown: thrown && !altersFailureAround(sourceCode, dispatched.call) });
      }
    } else if (node.type === AST_NODE_TYPES.SequenceExpression) {
      // tsc's `(0, tools_1.handleCallTool)(request)`: the function is the last expression.
      stack.push({ node: node.expressions.at(-1)!, steps: steps + 1, inputPath: path, thrown });
    }
  }
  return found;
}

/**
 * Whether a wrapper (`wrapToolHandler(tool.name, handler)`, of the module or imported) hands on what the function it
 * wraps (its last argument) throws as it is: it returns a function that calls that parameter outside a `try`, or in
 * one whose `catch` rethrows it as it is (CircleCI's, which records a metric and rethrows). A wrapper that is not
 * found, or whose `catch` makes its own answer, is that answer's sink instead.
 */
function wrapperHandsOnThrows(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): boolean {
  const callee = unwrapCastsAndChains(call.callee);
  const local = resolveFunction(sourceCode, callee);
  const foreign = local ? undefined : importedFunctionOf(sourceCode, callee);
  const wrapper = local ?? foreign?.fn;
  const module = foreign ? foreign.module.sourceCode : sourceCode;
  const param = wrapper?.params[call.arguments.length - 1];
  if (!wrapper || param?.type !== AST_NODE_TYPES.Identifier) return false;
  const made = returnedExpressions(wrapper).find((returned) => isFunctionNode(returned));
  if (!made) return false;
  const variable = module.getDeclaredVariables(wrapper).find((candidate) => candidate.name === param.name);
  const calls = (variable?.references ?? []).flatMap((reference) => {
    const parent = reference.identifier.parent;
    const inside = made.range[0] <= reference.identifier.range[0] && reference.identifier.range[1] <= made.range[1];
    return inside && parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === reference.identifier ? [parent] : [];
  });
  return calls.length > 0 && calls.every((inner) => !altersFailureAround(module, inner));
}

/**
 * The callees of the calls a handler written in place returns the result of, handing them its first parameter (the
 * tool's input, or the request that carries it), or the input inside the request (`request.params.arguments`).
 */
function dispatchedCallees(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, inputPath: InputPath): { node: TSESTree.Node; call: TSESTree.CallExpression; inputPath: InputPath }[] {
  const input = fn.params[0];
  if (input?.type !== AST_NODE_TYPES.Identifier) return [];
  const variable = sourceCode.getDeclaredVariables(fn).find((candidate) => candidate.name === input.name);
  if (!variable) return [];
  const callees: { node: TSESTree.Node; call: TSESTree.CallExpression; inputPath: InputPath }[] = [];
  // Where the input is held: the parameter (at the start of the path), and a `const` of the input inside it
  // (`const args = request.params.arguments`, `const { arguments: args } = request.params`: the whole path).
  const holders: { references: readonly TSESLint.Scope.Reference[]; depth: number }[] = [{ references: variable.references, depth: 0 }];
  for (const reference of variable.references) {
    const read = pathRead(reference.identifier, inputPath, 0);
    const declarator = read.node.parent;
    if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== read.node || declarator.parent.kind !== "const") continue;
    let id: TSESTree.Node = declarator.id;
    let depth = read.depth;
    // `const { arguments: args } = request.params`: one step more.
    if (id.type === AST_NODE_TYPES.ObjectPattern && depth === inputPath.length - 1) {
      const property = id.properties.find((candidate): candidate is TSESTree.Property => candidate.type === AST_NODE_TYPES.Property && !candidate.computed && propertyKeyName(candidate) === inputPath[depth]);
      if (property) {
        id = property.value;
        depth++;
      }
    }
    // `const { name, arguments: input = {} } = request.params` (Kubernetes's server): with a default for none.
    if (id.type === AST_NODE_TYPES.AssignmentPattern) id = id.left;
    if (id.type !== AST_NODE_TYPES.Identifier || depth !== inputPath.length || depth === 0) continue;
    const held = sourceCode.getDeclaredVariables(declarator).find((candidate) => candidate.name === (id as TSESTree.Identifier).name);
    if (held) holders.push({ references: held.references, depth });
  }
  const handedReferences = holders.flatMap((holder) => holder.references.map((reference) => ({ reference, depth: holder.depth })));
  for (const { reference, depth: start } of handedReferences.slice(0, MAX_DISPATCH_NODES)) {
    if (reference.init) continue;
    // The parameter itself, or the path to the input inside it (`request.params.arguments`): then the callee's first
    // parameter is the input. Under casts, and with a default for none (`request.params.arguments ?? {}`).
    const read = pathRead(reference.identifier, inputPath, start);
    const depth = read.depth;
    if (depth > 0 && depth < inputPath.length) continue;
    let handed: TSESTree.Node = read.node;
    if (handed.parent?.type === AST_NODE_TYPES.LogicalExpression && handed.parent.left === handed && handed.parent.operator !== "&&") handed = outermostWrapper(handed.parent);
    const call = handed.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== handed) continue;
    // Its result returned by the function it is written in: `return await toolHandler(args, ...)`, `(args) => run(args)`,
    // and tsc's down-levelled `return yield handler(request)` in the generator of `__awaiter(...)`.
    if (isReturned(call, true)) callees.push({ node: call.callee, call, inputPath: depth > 0 ? [] : inputPath });
  }
  return callees;
}

/** How far a reference reads along a path (`request.params.arguments` from `request`, starting `depth` steps in), under casts. */
function pathRead(identifier: TSESTree.Node, path: InputPath, depth: number): { node: TSESTree.Node; depth: number } {
  let node = outermostWrapper(identifier);
  while (depth < path.length && node.parent?.type === AST_NODE_TYPES.MemberExpression && node.parent.object === node && memberName(node.parent) === path[depth]) {
    node = outermostWrapper(node.parent);
    depth++;
  }
  return { node, depth };
}

/**
 * The table a registration reads by a computed key: the object literal of a `const` (imported, through re-exports,
 * or of the registering module), with the module it is written in, the name of its `const`, and the functions of
 * other modules it holds (`get_build_failure_logs: getBuildFailureLogs` of an import).
 */
function tableOf(
  sourceCode: Readonly<TSESLint.SourceCode>,
  path: string,
  node: TSESTree.Identifier | TSESTree.MemberExpression,
): { file: string; name: string | undefined; imported: { file: string; name: string }[] } | undefined {
  let module: Readonly<TSESLint.SourceCode> = sourceCode;
  let init = node.type === AST_NODE_TYPES.Identifier ? constInitializer(sourceCode, node) : undefined;
  if (!init) {
    const found = importedConstant(sourceCode, node);
    if (!found) return undefined;
    module = found.module.sourceCode;
    init = found.init;
  }
  const object = objectOf(init);
  const file = module === sourceCode ? path : fileLocation(module.ast)?.filename;
  if (!object || !file) return undefined;
  const imported: { file: string; name: string }[] = [];
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const target = importedName(module, property.value);
    const resolved = target && resolveSpecifier(file, target.source);
    if (resolved) imported.push({ file: resolved, name: target!.name });
  }
  return { file, name: tableName(object), imported };
}

/** An object literal under casts and `Object.freeze(...)`. */
function objectOf(node: TSESTree.Node): TSESTree.ObjectExpression | undefined {
  const value = exportedInitializer(node as TSESTree.Expression);
  return value.type === AST_NODE_TYPES.ObjectExpression ? value : undefined;
}

/** The name of the top-level `const` a table is the value of (`export const NEON_HANDLERS = { ... }`), or of its CommonJS export (`exports.NEON_HANDLERS = { ... }`). */
function tableName(object: TSESTree.ObjectExpression): string | undefined {
  let node: TSESTree.Node = object;
  for (let steps = 0; node.parent && node.parent.type !== AST_NODE_TYPES.VariableDeclarator && node.parent.type !== AST_NODE_TYPES.AssignmentExpression && steps < 4; steps++) node = node.parent;
  if (node.parent?.type === AST_NODE_TYPES.AssignmentExpression) return exportsAssignmentName(node.parent);
  const declarator = node.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id.type !== AST_NODE_TYPES.Identifier || declarator.parent.kind !== "const") return undefined;
  const statement = declarator.parent.parent;
  const topLevel = statement?.type === AST_NODE_TYPES.Program || (statement?.type === AST_NODE_TYPES.ExportNamedDeclaration && statement.parent.type === AST_NODE_TYPES.Program);
  return topLevel ? declarator.id.name : undefined;
}

/** `exports.T = ...` or `module.exports.T = ...` at the top level: `T`. */
function exportsAssignmentName(assignment: TSESTree.AssignmentExpression): string | undefined {
  if (assignment.operator !== "=" || assignment.parent.type !== AST_NODE_TYPES.ExpressionStatement || assignment.parent.parent.type !== AST_NODE_TYPES.Program) return undefined;
  const name = exportedName(assignment.left);
  return name === "default" ? undefined : name;
}

/** The functions a top-level `const` table of the file holds (inline, or functions of the file by name), or a table it exports as CommonJS does. */
function tableFunctions(sourceCode: Readonly<TSESLint.SourceCode>, name: string): FunctionNode[] {
  const functionsOf = (object: TSESTree.ObjectExpression): FunctionNode[] =>
    object.properties.flatMap((property) => {
      const fn = property.type === AST_NODE_TYPES.Property ? resolveFunction(sourceCode, property.value) : undefined;
      return fn ? [fn] : [];
    });
  for (const statement of sourceCode.ast.body) {
    // tsc's `exports.NEON_HANDLERS = { list_projects: async (...) => ... }`.
    if (statement.type === AST_NODE_TYPES.ExpressionStatement && statement.expression.type === AST_NODE_TYPES.AssignmentExpression && exportsAssignmentName(statement.expression) === name) {
      const object = objectOf(statement.expression.right);
      if (object) return functionsOf(object);
    }
    const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : statement;
    if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== AST_NODE_TYPES.Identifier || declarator.id.name !== name || !declarator.init) continue;
      const object = objectOf(declarator.init);
      return object ? functionsOf(object) : [];
    }
  }
  return [];
}
