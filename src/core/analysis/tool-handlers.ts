/**
 * Tool handlers: the functions of a file whose first parameter is a tool's input and whose result is
 * the tool's result. Three kinds:
 *
 * - `boundary`: the handlers {@link findToolBoundaries} finds (MCP `registerTool`/`tool`/
 *   `setRequestHandler(CallToolRequestSchema)`, AI SDK `tool({ execute })`, `agentTool({ execute })`).
 *   For a `CallToolRequestSchema` request handler the input is `request.params.arguments`;
 * - `wrapper`: the function that a handler wrapper of this file returns, when the wrapper is used at a
 *   registration of the file (`server.registerTool("x", cfg, handleToolErrors("x", async (args) => ...))`)
 *   or its signature names `CallToolResult`/`ToolCallback`: `function wrap(handler) { return async (args)
 *   => { try { return await handler(args); } catch (e) { ... } } }`. The wrapper's inner function is what
 *   the server calls: its parameter is the input, its result the tool's result;
 * - `named`: the function of a tool definition object the module exports for another to register
 *   (`export const getRunsTool = { schema, handler }`), functions the configuration names (`handleGetOrder`, a class's `handleSearch` method),
 *   functions that declare a tool result as what they return (`async function handleGetIssue(args):
 *   Promise<CallToolResult>`), which another module registers, and (typed) functions that another module
 *   of the program registers by reference (`server.registerTool("x", schema, handleX)`, see
 *   `registered-handlers.ts`).
 *
 * One pass over the file (iterative), computed once per file and configuration.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type { AgentErrorsSettings, ToolClassSpecifier } from "../settings.js";
import { functionName, isFunctionNode, memberName, propertyKeyName, pushChildren, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { findToolBoundaries, returnsToolResults, type ToolBoundary } from "./boundaries.js";
import { cachedPerFile } from "./file-cache.js";
import { returnedExpressions } from "./returns.js";
import { findVariableOf, stableInitializer } from "../scope.js";
import { estreeFunctionOf } from "./program-modules.js";
import { fileLocation, moduleMatches, packageOf } from "./modules.js";
import { bindingOfIdentifier } from "./module-bindings.js";
import { handlersRegisteredElsewhere } from "./registered-handlers.js";
import { boundaryPackages, handlersRegisteredByImporters, importsPackage } from "./registering-modules.js";
import { callsOf, classBodyOf, forwardedThisMethod, methodOf, resolveCallee, resolveFunction } from "./functions.js";
import { exportedName, importedClassBody, importedFunctionOf, importsByRelativePath, isRelative } from "./relative-imports.js";
import { importedResultHelper } from "./tool-results.js";

export type ToolHandlerKind = "boundary" | "wrapper" | "named";

export interface ToolHandler {
  kind: ToolHandlerKind;
  fn: FunctionNode;
  /** Where the tool's input is inside the first parameter: `[]` (the parameter is the input) or `["params", "arguments"]`. */
  inputPath: readonly string[];
  /** The registration, for boundaries. */
  boundary?: ToolBoundary;
  /** The call that registers the tool (a boundary's, or the registration a wrapper is used at). */
  registration?: TSESTree.CallExpression | TSESTree.NewExpression;
  /**
   * Found only because it declares a tool result as what it returns (`function f(args): CallToolResult`, not
   * called in its module): a handler another module registers, or a result builder another module calls.
   */
  byDeclaredResult?: true;
  /**
   * For a handler another module registers: whether that registration hands what it throws to the model as it is
   * (the server answers a thrown error with its message), as a boundary's `thrownErrorsReachModel`.
   */
  thrownErrorsReachModel?: boolean;
  /**
   * The `toolClasses` base class whose method it is (`MCPTool`): what the method returns is the tool's text
   * (mcp-framework's `execute` returns a string, or an object shown as its JSON), not a tool result.
   */
  toolClass?: string;
}

export interface ToolHandlerOptions {
  /** Names of functions of the file that are tool handlers (the `toolHandlers` option). */
  names: readonly string[];
  services?: ParserServicesWithTypeInformation | undefined;
}

const REQUEST_INPUT = ["params", "arguments"] as const;
const RESULT_TYPE_NAMES = /\b(?:CallToolResult|ToolCallback)\b/;

/** The function a wrapper returns and that calls the wrapped handler (one of the wrapper's parameters) with its own first parameter. */
function wrappedHandlerOf(sourceCode: Readonly<TSESLint.SourceCode>, wrapper: FunctionNode): FunctionNode | undefined {
  const wrapperParams = new Set(wrapper.params.filter((param): param is TSESTree.Identifier => param.type === AST_NODE_TYPES.Identifier).map((param) => param.name));
  if (wrapperParams.size === 0) return undefined;
  for (const returned of returnedExpressions(wrapper)) {
    if (!isFunctionNode(returned)) continue;
    const input = returned.params[0];
    if (input?.type !== AST_NODE_TYPES.Identifier) continue;
    const variable = sourceCode.getDeclaredVariables(returned).find((candidate) => candidate.name === input.name);
    const passesInput = variable?.references.some((reference) => {
      const call = reference.identifier.parent;
      return (
        call?.type === AST_NODE_TYPES.CallExpression &&
        call.arguments[0] === reference.identifier &&
        call.callee.type === AST_NODE_TYPES.Identifier &&
        wrapperParams.has(call.callee.name) &&
        findVariableOf(sourceCode, call.callee)?.scope.block === wrapper
      );
    });
    if (passesInput) return returned;
  }
  return undefined;
}

/** A tool result's content written in the text (`content: [{ type: "text", text }]`): a cheap gate. */
const RESULT_CONTENT = /\bcontent\s*:\s*\[/;
const EXPORTS = /\bexports?\b/;

/**
 * The function an exported handler wrapper returns, known by its shape where no registration of the file uses it and
 * no type names a tool result (Vapi's `tools/utils.js`: `export function createToolHandler(handler) { return async
 * (params) => { try { return createSuccessResponse(await handler(params)); } catch (error) { return
 * createErrorResponse(error); } }; }`, used by modules that take the server as an untyped parameter): the function it
 * returns calls the wrapped function with its input, and returns MCP tool results (`{ content: [{ type: "text", ...
 * }] }`, written there or built by functions of the file). That function is what the server calls.
 */
function exportedWrapperHandler(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): FunctionNode | undefined {
  if (!isExportedFunction(sourceCode, fn)) return undefined;
  const inner = wrappedHandlerOf(sourceCode, fn);
  return inner && returnsToolResults(sourceCode, inner) ? inner : undefined;
}

/** Whether a function is one the module exports: `export function f`, `export const f = ...`, `export { f }`, `exports.f = f` (tsc's). */
function isExportedFunction(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): boolean {
  const parent = fn.parent;
  let declared: TSESTree.Node | undefined;
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration) {
    if (parent?.type === AST_NODE_TYPES.ExportNamedDeclaration || parent?.type === AST_NODE_TYPES.ExportDefaultDeclaration) return true;
    declared = fn;
  } else if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === fn && parent.id.type === AST_NODE_TYPES.Identifier) {
    if (parent.parent?.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration) return true;
    declared = parent;
  } else {
    // `exports.createToolHandler = function (handler) { ... }`.
    return parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.right === fn && exportedName(parent.left) !== undefined;
  }
  if (declared.parent?.type !== AST_NODE_TYPES.Program && declared.parent?.parent?.type !== AST_NODE_TYPES.Program) return false;
  return sourceCode.getDeclaredVariables(declared).some((variable) =>
    variable.references.some((reference) => {
      const use = reference.identifier.parent;
      return use?.type === AST_NODE_TYPES.ExportSpecifier || (use?.type === AST_NODE_TYPES.AssignmentExpression && use.right === reference.identifier && exportedName(use.left) !== undefined);
    }),
  );
}

function signatureNamesResultType(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): boolean {
  const parts: TSESTree.Node[] = [...fn.params];
  if (fn.returnType) parts.push(fn.returnType);
  return parts.some((part) => RESULT_TYPE_NAMES.test(sourceCode.getText(part)));
}

/**
 * Whether the file calls a function (`asText(...)`, through a `const` object: `tools.asText(...)`), or a method
 * (`this.textResult(...)` in its class or a class that extends it, `tools.textResult(...)` on an instance,
 * `Tools.textResult(...)` if static): then it is a helper of the file's own code.
 */
function calledInFile(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): boolean {
  const member = fn.parent;
  if ((member?.type === AST_NODE_TYPES.MethodDefinition || member?.type === AST_NODE_TYPES.PropertyDefinition) && !member.computed && member.key.type === AST_NODE_TYPES.Identifier) {
    // Also from a class of the file that extends it, on an instance, or as a static method (callsOf).
    return methodsCalledOnThis(sourceCode, member.parent).has(member.key.name) || callsOf(sourceCode, fn).length > 0;
  }
  return callsOf(sourceCode, fn).length > 0;
}

/**
 * The methods of the file's classes that a base class of another module of the project registers as tools
 * (21st.dev's `class LogoSearchTool extends BaseTool { async execute(args) {...} }`, whose `BaseTool.register(server)`
 * in `../utils/base-tool.js` calls `server.tool(this.name, this.description, this.schema.shape,
 * this.execute.bind(this))`): with `readImportedModules`, a method of such a class, of the name the base class
 * hands to a registration method of the settings' boundaries as its handler, that returns MCP tool results.
 */
function inheritedRegistrationHandlers(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): readonly { fn: FunctionNode; thrown: boolean }[] {
  const text = sourceCode.text;
  if (!settings.readImportedModules || !text.includes("extends") || !importsByRelativePath(text)) return [];
  // Once per file: the rules' text gate asks it too (mayThrowFromInheritedRegistration).
  return cachedPerFile(sourceCode.ast, "inherited-registration-handlers", settings, () => readInheritedRegistrationHandlers(sourceCode, settings));
}

function readInheritedRegistrationHandlers(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): { fn: FunctionNode; thrown: boolean }[] {
  const specs = settings.toolBoundaries.filter((spec) => spec.receiver && spec.handler === "lastArgument" && !spec.firstArgument);
  const registrations = new Set(specs.map((spec) => spec.name));
  const packages = boundaryPackages(specs);
  const found: { fn: FunctionNode; thrown: boolean }[] = [];
  // What the method throws reaches the model as it is on the SDK's server, which answers a thrown error with its message.
  const thrown = specs.every((spec) => spec.thrownErrorsReachModel);
  for (const cls of topLevelClasses(sourceCode.ast)) {
    for (const [name, server] of registeredByAncestors(sourceCode, cls, registrations, packages)) {
      const fn = methodOf(sourceCode, cls.body, name);
      // Registered on the SDK's server (the registering module imports its package, a type import too: `register(server:
      // McpServer)`), whatever the method returns; on an unknown receiver, only a method that returns tool results.
      if (fn && (server || returnsToolResults(sourceCode, fn))) found.push({ fn, thrown });
    }
  }
  return found;
}


/** How many classes up the registration of a method is looked for (`LogoTool extends MagicTool extends BaseTool`). */
const MAX_ANCESTORS = 4;

/**
 * The names of the methods a class's ancestors register on `this`, when one of them is a class of another module:
 * each superclass in turn, a class of the module it is named in or one that module imports by a relative path.
 */
function registeredByAncestors(sourceCode: Readonly<TSESLint.SourceCode>, cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, registrations: ReadonlySet<string>, packages: ReadonlySet<string>): Map<string, boolean> {
  // By name: whether a registering module imports the registration's package (its receiver is then the SDK's server).
  const names = new Map<string, boolean>();
  let home = sourceCode;
  let current: TSESTree.ClassDeclaration | TSESTree.ClassExpression = cls;
  for (let depth = 0; depth < MAX_ANCESTORS && current.superClass; depth++) {
    const superClass = current.superClass;
    const local = superClass.type === AST_NODE_TYPES.Identifier ? classBodyOf(home, superClass) : undefined;
    const next = local ? { module: { sourceCode: home }, body: local } : importedClassBody(home, superClass);
    if (!next) break;
    // Only once another module is reached: a class of the file that registers is a registration of the file (boundaries.ts).
    if (next.module.sourceCode !== sourceCode) {
      const server = importsPackage(next.module.sourceCode, packages);
      for (const name of methodsRegisteredOnThis(next.body, registrations, next.module.sourceCode.visitorKeys)) names.set(name, (names.get(name) ?? false) || server);
    }
    home = next.module.sourceCode;
    current = next.body.parent;
  }
  return names;
}

/**
 * How many classes up a tool base class is looked for (`class X extends BaseTool`, `BaseTool extends MCPTool`), of
 * the file or of the modules it imports by a relative path.
 */
const MAX_TOOL_CLASS_DEPTH = 4;

/**
 * The methods of the file's classes that extend a tool base class (`toolClasses`): the class imported from its
 * module under any local name (`import { MCPTool as Tool }`, `mf.MCPTool` of a namespace, a destructured `require`),
 * directly or through classes of the file (`abstract class BaseTool extends MCPTool`) and, with `readImportedModules`,
 * of the project's other modules (LangChain's Gmail tools: `class GmailSendMessage extends GmailBaseTool` of
 * `./base.js`, which extends `StructuredTool`). The method is the class's own or one it inherits from a class of the
 * file; a same-named class of the file is not the framework's.
 */
function classToolHandlers(sourceCode: Readonly<TSESLint.SourceCode>, specs: readonly ToolClassSpecifier[], readImported: boolean): readonly { fn: FunctionNode; spec: ToolClassSpecifier }[] {
  if (specs.length === 0) return [];
  const text = sourceCode.text;
  const throughImports = readImported && text.includes("extends") && importsByRelativePath(text);
  if (!throughImports && !specs.some((spec) => text.includes(spec.name))) return [];
  // Once per file (asked by the handler search and by the rules' gate).
  return cachedPerFile(sourceCode.ast, throughImports ? "tool-classes:imports" : "tool-classes", specs, () => {
    const found: { fn: FunctionNode; spec: ToolClassSpecifier }[] = [];
    for (const cls of topLevelClasses(sourceCode.ast)) {
      const spec = toolBaseOf(sourceCode, cls, specs, throughImports);
      const fn = spec && methodOf(sourceCode, cls.body, spec.method);
      if (spec && fn) found.push({ fn, spec });
    }
    return found;
  });
}

/** The tool base class a class extends, through classes of the file (and of the modules it imports, `readImported`). */
function toolBaseOf(
  home: Readonly<TSESLint.SourceCode>,
  cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression,
  specs: readonly ToolClassSpecifier[],
  readImported: boolean,
): ToolClassSpecifier | undefined {
  let sourceCode = home;
  let current: TSESTree.ClassDeclaration | TSESTree.ClassExpression | undefined = cls;
  for (let depth = 0; current?.superClass && depth < MAX_TOOL_CLASS_DEPTH; depth++) {
    const superClass = unwrapCastsAndChains(current.superClass);
    let name: string | undefined;
    let root: TSESTree.Node = superClass;
    // `mf.MCPTool` of `import * as mf from "mcp-framework"`.
    if (superClass.type === AST_NODE_TYPES.MemberExpression && !superClass.computed) {
      name = memberName(superClass);
      root = superClass.object;
    }
    if (root.type !== AST_NODE_TYPES.Identifier) return undefined;
    const binding = bindingOfIdentifier(sourceCode, root);
    if (binding) {
      const imported = root === superClass ? (binding.kind === "named" ? binding.imported : undefined) : binding.kind === "namespace" ? name : undefined;
      const location = fileLocation(sourceCode.ast);
      const spec = imported === undefined ? undefined : specs.find((candidate) => candidate.name === imported && moduleMatches(binding.source, candidate.from, location));
      if (spec || !readImported || !isRelative(binding.source)) return spec;
      // A class another module of the project exports (`GmailBaseTool` of `./base.js`): its own base, read there.
      const foreign = importedClassBody(sourceCode, superClass);
      if (!foreign) return undefined;
      sourceCode = foreign.module.sourceCode;
      current = foreign.body.parent;
      continue;
    }
    if (root !== superClass) return undefined;
    current = classBodyOf(sourceCode, root)?.parent;
  }
  return undefined;
}

/**
 * Whether a module may hold a class of a tool base class reached through another module of the project (see
 * {@link classToolHandlers}), whose file names no tool base class: the cheap question of the rules' gates.
 */
export function mayExtendImportedToolClass(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): boolean {
  return settings.readImportedModules && settings.toolClasses.length > 0 && classToolHandlers(sourceCode, settings.toolClasses, true).length > 0;
}

/** The classes a module declares at its top (also exported, or `const X = class ...`). */
function topLevelClasses(program: TSESTree.Program): (TSESTree.ClassDeclaration | TSESTree.ClassExpression)[] {
  const classes: (TSESTree.ClassDeclaration | TSESTree.ClassExpression)[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration || statement.type === AST_NODE_TYPES.ExportDefaultDeclaration ? statement.declaration : statement;
    if (declaration?.type === AST_NODE_TYPES.ClassDeclaration || declaration?.type === AST_NODE_TYPES.ClassExpression) classes.push(declaration);
    else if (declaration?.type === AST_NODE_TYPES.VariableDeclaration) {
      for (const declarator of declaration.declarations) if (declarator.init?.type === AST_NODE_TYPES.ClassExpression) classes.push(declarator.init);
    }
  }
  return classes;
}

/** The names of `this`'s methods a class body hands to a registration call as its last argument (`this.execute`, `this.execute.bind(this)`). */
function methodsRegisteredOnThis(body: TSESTree.ClassBody, registrations: ReadonlySet<string>, keys: TSESLint.SourceCode.VisitorKeys): Set<string> {
  const names = new Set<string>();
  const stack: TSESTree.Node[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    pushChildren(node, stack, keys);
    if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.MemberExpression || node.callee.computed) continue;
    if (node.callee.property.type !== AST_NODE_TYPES.Identifier || !registrations.has(node.callee.property.name)) continue;
    let handler = node.arguments.at(-1) && unwrapCastsAndChains(node.arguments.at(-1)!);
    if (handler?.type === AST_NODE_TYPES.CallExpression && handler.callee.type === AST_NODE_TYPES.MemberExpression && memberName(handler.callee) === "bind") handler = unwrapCastsAndChains(handler.callee.object);
    // `(args) => this.execute(args)`, also awaited or returned from a block.
    if (handler && isFunctionNode(handler)) handler = forwardedThisMethod(handler);
    if (handler?.type === AST_NODE_TYPES.MemberExpression && handler.object.type === AST_NODE_TYPES.ThisExpression && !handler.computed && handler.property.type === AST_NODE_TYPES.Identifier) names.add(handler.property.name);
  }
  return names;
}

/** The keys that make an object literal a tool's definition (besides its handler). */
const DEFINITION_KEYS = new Set(["name", "description", "schema", "inputSchema", "parameters", "parametersSchema", "paramsSchema", "argsSchema", "input"]);

/**
 * The handlers of the tool definitions a module exports for another to register: an object literal exported
 * (`export const getProjectsTool = { schema, handler }`, `export default { name, description, execute }`, a
 * `const` named in `export { ... }`) with a tool's keys (`name`, `description`, a schema), and a function
 * property that returns MCP tool results by their shape and that the module does not call itself. With
 * `readImportedModules`, a result may be built by a function of a module it imports by a relative path
 * (Railway's `return createToolResponse(\`...\`)` of `./utils.js`, whose arrow returns `{ content: [...] }`: a result
 * builder as tool-results.ts reads one, also through a builder that returns another's result).
 */
function exportedDefinitionHandlers(sourceCode: Readonly<TSESLint.SourceCode>, readImported: boolean): FunctionNode[] {
  const text = sourceCode.text;
  if (!text.includes("export")) return [];
  const imported = readImported && importsByRelativePath(text);
  if (!imported && !text.includes("content")) return [];
  const buildsResult = imported ? (call: TSESTree.CallExpression) => importedResultHelper(sourceCode, call, { readImportedModules: true }) !== undefined : undefined;
  const found: FunctionNode[] = [];
  for (const value of exportedConstValues(sourceCode)) {
    const object = definedObject(sourceCode, value, readImported);
    if (object?.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const keys = object.properties.map((property) => (property.type === AST_NODE_TYPES.Property && !property.computed && property.key.type === AST_NODE_TYPES.Identifier ? property.key.name : undefined));
    if (!keys.some((key) => key !== undefined && DEFINITION_KEYS.has(key))) continue;
    for (const property of object.properties) {
      if (property.type !== AST_NODE_TYPES.Property || property.computed) continue;
      const fn = resolveFunction(sourceCode, property.value);
      if (fn && !calledInFile(sourceCode, fn) && returnsToolResults(sourceCode, fn, buildsResult)) found.push(fn);
    }
  }
  return found;
}

/**
 * Whether a module's text may export a tool definition whose results a module it imports builds (see
 * exportedDefinitionHandlers): the cheap first question of a rule whose own text gate (a result's `content`, a
 * registration's name) such a file passes none of.
 */
export function mayExportImportedResultTools(text: string, settings: Pick<AgentErrorsSettings, "readImportedModules">): boolean {
  return settings.readImportedModules && text.includes("export") && importsByRelativePath(text) && DEFINITION_SCHEMA.test(text);
}

/**
 * Whether a module may hold a class whose method a base class of another module registers, and which throws (see
 * inheritedRegistrationHandlers): the cheap question of a rule that reads what such a method throws. The text first;
 * then the classes' ancestors are read.
 */
export function mayThrowFromInheritedRegistration(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): boolean {
  const text = sourceCode.text;
  return settings.readImportedModules && text.includes("extends") && text.includes("throw") && importsByRelativePath(text) && inheritedRegistrationHandlers(sourceCode, settings).some((handler) => handler.thrown);
}

/** A tool definition's schema key in a module's text. */
const DEFINITION_SCHEMA = /(?<![\w$])(?:inputSchema|input_schema|parameters|paramsSchema|argsSchema|schema)\s*[:,}]/;


/**
 * The object a definition helper is handed and returns as it is (Discourse's `export const updateThemeSettingTool =
 * defineTool({ name, schema, handler })`, with `function defineTool(spec) { return spec; }` in `../definition.js`): a
 * function of the file, or, with `readImportedModules`, of a module it imports by a relative path, whose body only
 * returns its first parameter. Anything else is the value itself.
 */
function definedObject(sourceCode: Readonly<TSESLint.SourceCode>, value: TSESTree.Node, readImported: boolean): TSESTree.Node {
  if (value.type !== AST_NODE_TYPES.CallExpression || value.arguments.length !== 1) return value;
  const argument = unwrapCastsAndChains(value.arguments[0]!);
  if (argument.type !== AST_NODE_TYPES.ObjectExpression) return value;
  const callee = unwrapCastsAndChains(value.callee);
  const fn = resolveFunction(sourceCode, callee) ?? (readImported ? importedFunctionOf(sourceCode, callee)?.fn : undefined);
  return fn && returnsFirstParameter(fn) ? argument : value;
}

/** `function defineTool(spec) { return spec; }`, `(spec) => spec`: a function whose body only returns its first parameter. */
function returnsFirstParameter(fn: FunctionNode): boolean {
  const param = fn.params[0];
  if (param?.type !== AST_NODE_TYPES.Identifier) return false;
  const body = fn.body;
  const returned = body.type !== AST_NODE_TYPES.BlockStatement ? body : body.body.length === 1 && body.body[0]!.type === AST_NODE_TYPES.ReturnStatement ? body.body[0]!.argument : undefined;
  const value = returned && unwrapCastsAndChains(returned);
  return value?.type === AST_NODE_TYPES.Identifier && value.name === param.name;
}

/** The values (under casts) of the `const`s a module exports: `export const x = ...`, a `const` named in `export { ... }`, `export default ...`. */
function exportedConstValues(sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.Node[] {
  const values: TSESTree.Node[] = [];
  const add = (node: TSESTree.Node | null | undefined): void => {
    if (node) values.push(unwrapCastsAndChains(node));
  };
  for (const statement of sourceCode.ast.body) {
    if (statement.type === AST_NODE_TYPES.ExportNamedDeclaration) {
      const declaration = statement.declaration;
      if (declaration?.type === AST_NODE_TYPES.VariableDeclaration && declaration.kind === "const") for (const declarator of declaration.declarations) add(declarator.init);
      if (statement.source) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.local.type !== AST_NODE_TYPES.Identifier) continue;
        const definition = findVariableOf(sourceCode, specifier.local)?.defs[0];
        if (definition?.type === "Variable" && definition.parent?.type === AST_NODE_TYPES.VariableDeclaration && definition.parent.kind === "const") add(definition.node.init);
      }
    } else if (statement.type === AST_NODE_TYPES.ExportDefaultDeclaration) {
      add(statement.declaration);
    } else if (statement.type === AST_NODE_TYPES.ExpressionStatement && statement.expression.type === AST_NODE_TYPES.AssignmentExpression && statement.expression.operator === "=") {
      // tsc's CommonJS: `exports.updateThemeSettingTool = (0, define_tool_js_1.defineTool)({ ... })`, `module.exports.x = { ... }`.
      if (exportedName(statement.expression.left) !== undefined) add(statement.expression.right);
    }
  }
  return values;
}

/** The keys of a tool definition that hold its input's schema. */
const SCHEMA_KEYS = new Set(["inputSchema", "input_schema", "parameters", "schema", "paramsSchema", "argsSchema"]);

/**
 * The functions of a table of handlers a module exports beside the tools it defines, for another module to dispatch
 * by tool name (Auth0's `export const QUICKSTART_TOOLS = [{ name: "auth0_create_quickstart", description,
 * inputSchema }]` and `export const QUICKSTART_HANDLERS = { auth0_create_quickstart: async (request, config) => ...
 * }`): every key of the table is the name of a tool of an exported list of definitions (objects with a `name` and a
 * schema). The dispatcher hands each function what the agent sent (Auth0's `{ token, parameters: arguments }`).
 */
function exportedHandlerTables(sourceCode: Readonly<TSESLint.SourceCode>): FunctionNode[] {
  const text = sourceCode.text;
  if (!text.includes("export") || ![...SCHEMA_KEYS].some((key) => text.includes(key))) return [];
  const values = exportedConstValues(sourceCode);
  const toolNames = new Set<string>();
  for (const value of values) {
    if (value.type !== AST_NODE_TYPES.ArrayExpression) continue;
    for (const element of value.elements) {
      const definition = element && unwrapCastsAndChains(element);
      if (definition?.type !== AST_NODE_TYPES.ObjectExpression) continue;
      const name = definition.properties.find((property) => propertyKeyName(property) === "name");
      const named = name?.type === AST_NODE_TYPES.Property ? unwrapCastsAndChains(name.value) : undefined;
      if (named?.type === AST_NODE_TYPES.Literal && typeof named.value === "string" && definition.properties.some((property) => SCHEMA_KEYS.has(propertyKeyName(property) ?? ""))) toolNames.add(named.value);
    }
  }
  if (toolNames.size === 0) return [];
  const found: FunctionNode[] = [];
  for (const table of values) {
    if (table.type !== AST_NODE_TYPES.ObjectExpression || table.properties.length === 0) continue;
    if (!table.properties.every((property) => toolNames.has(propertyKeyName(property) ?? ""))) continue;
    for (const property of table.properties) {
      const fn = resolveFunction(sourceCode, (property as TSESTree.Property).value);
      if (fn && fn.params.length > 0) found.push(fn);
    }
  }
  return found;
}

/** The names a class body calls as `this.name(...)`, once per class. */
function methodsCalledOnThis(sourceCode: Readonly<TSESLint.SourceCode>, body: TSESTree.ClassBody): ReadonlySet<string> {
  let names = calledOnThis.get(body);
  if (!names) {
    const found = new Set<string>();
    const stack: TSESTree.Node[] = [body];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === AST_NODE_TYPES.CallExpression) {
        const callee = unwrapCastsAndChains(node.callee);
        if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.ThisExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier) {
          found.add(callee.property.name);
        }
      }
      pushChildren(node, stack, sourceCode.visitorKeys);
    }
    calledOnThis.set(body, (names = found));
  }
  return names;
}
const calledOnThis = new WeakMap<TSESTree.ClassBody, ReadonlySet<string>>();

/** Whether a function declares that it returns a tool result: `CallToolResult` or `Promise<CallToolResult>`. */
function returnsResultType(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): boolean {
  if (!fn.returnType) return false;
  return /^(?:Promise\s*<\s*)?(?:\w+\.)?CallToolResult\s*>?$/.test(sourceCode.getText(fn.returnType.typeAnnotation));
}

/** The tool handlers of a file (see the module comment), computed once per file and configuration. */
export function findToolHandlers(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: AgentErrorsSettings,
  options: ToolHandlerOptions,
): readonly ToolHandler[] {
  const analysis = `tool-handlers${options.services ? ":typed" : ""}:${options.names.join(",")}`;
  return cachedPerFile(sourceCode.ast, analysis, settings, () => {
    const handlers: ToolHandler[] = [];
    const seen = new Set<FunctionNode>();
    const add = (handler: ToolHandler): void => {
      if (seen.has(handler.fn)) {
        // Found twice (an exported definition another module also registers): its throws reach the model if either
        // registration hands them on, and a tool class's method is one whatever else found it.
        const known = handler.thrownErrorsReachModel || handler.toolClass ? handlers.find((candidate) => candidate.fn === handler.fn) : undefined;
        if (known && known.kind === "named" && handler.thrownErrorsReachModel) known.thrownErrorsReachModel = true;
        if (known && handler.toolClass) known.toolClass = handler.toolClass;
        return;
      }
      seen.add(handler.fn);
      handlers.push(handler);
    };

    const boundaries = findToolBoundaries(sourceCode, settings.toolBoundaries, options.services);
    const wrappersAtRegistrations = new Map<FunctionNode, TSESTree.CallExpression | TSESTree.NewExpression>();
    for (const boundary of boundaries) {
      const request = boundary.spec.firstArgument !== undefined && /CallToolRequestSchema$|^tools\/call$/.test(boundary.spec.firstArgument);
      add({ kind: "boundary", fn: boundary.handler, inputPath: request ? REQUEST_INPUT : (boundary.inputPath ?? []), boundary, registration: boundary.call });
      // `registerTool("x", cfg, wrap("x", async (args) => ...))`: `wrap`'s inner function is the real handler.
      const wrapperCall = boundary.handler.parent;
      if (wrapperCall?.type === AST_NODE_TYPES.CallExpression && wrapperCall.arguments.includes(boundary.handler as TSESTree.Expression)) {
        const wrapper = resolveCallee(sourceCode, wrapperCall.callee);
        if (wrapper) wrappersAtRegistrations.set(wrapper, boundary.call);
      }
    }

    // Typed: functions of this file that another module registers by reference (`registerTool("x", schema, handleX)`).
    if (options.services) {
      const services = options.services;
      for (const registration of handlersRegisteredElsewhere(services, settings, sourceCode.ast)) {
        const fn = estreeFunctionOf(services, registration.fn);
        if (fn) add({ kind: "named", fn, inputPath: registration.inputPath, thrownErrorsReachModel: registration.thrown });
      }
    }

    // A tool written as an exported definition object that another module registers (`export const getProjectsTool
    // = { schema, handler }`): the function property that returns tool results.
    for (const fn of exportedDefinitionHandlers(sourceCode, settings.readImportedModules)) add({ kind: "named", fn, inputPath: [] });
    // Functions this file exports that another module of the package registers by reference (`server.tool(NAME,
    // DESCRIPTION, SHAPE, deleteProfileTool)` in `setup_server.js`), or dispatches to through a table
    // (`CCI_HANDLERS[tool.name]`), read from disk. With types too: the checker's index above sees a direct reference,
    // not a table read by a computed key nor a wrapped import.
    for (const { fn, inputPath, thrown } of handlersRegisteredByImporters(sourceCode, settings)) add({ kind: "named", fn, inputPath, thrownErrorsReachModel: thrown });
    // A table of handlers keyed by the module's tool names, dispatched by another module.
    for (const fn of exportedHandlerTables(sourceCode)) add({ kind: "named", fn, inputPath: [] });
    // A method a base class of another module registers (`server.tool(this.name, ..., this.execute.bind(this))`).
    for (const { fn, thrown } of inheritedRegistrationHandlers(sourceCode, settings)) add({ kind: "named", fn, inputPath: [], thrownErrorsReachModel: thrown });
    // A class of a framework's tool base class (`class GetIssueTool extends MCPTool`): the method the framework calls.
    for (const { fn, spec } of classToolHandlers(sourceCode, settings.toolClasses, settings.readImportedModules)) add({ kind: "named", fn, inputPath: [], thrownErrorsReachModel: spec.thrownErrorsReachModel, toolClass: spec.name });

    const names = new Set(options.names);
    const text = sourceCode.text;
    // Cheap gate: a wrapper either names the result type or is used at a registration.
    const lookForWrappers = wrappersAtRegistrations.size > 0 || RESULT_TYPE_NAMES.test(text);
    // Or it is exported for other modules' registrations and builds tool results (`content: [...]`), in a module that
    // exports something (see exportedWrapperHandler).
    const lookForExportedWrappers = RESULT_CONTENT.test(text) && EXPORTS.test(text);
    if (!lookForWrappers && !lookForExportedWrappers && names.size === 0) return handlers;

    const stack: TSESTree.Node[] = [sourceCode.ast];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (isFunctionNode(node)) {
        const name = names.size > 0 ? functionName(node) : undefined;
        if (name !== undefined && names.has(name)) add({ kind: "named", fn: node, inputPath: [] });
        if (lookForWrappers && (wrappersAtRegistrations.has(node) || signatureNamesResultType(sourceCode, node))) {
          const inner = wrappedHandlerOf(sourceCode, node);
          const registration = wrappersAtRegistrations.get(node);
          if (inner) add({ kind: "wrapper", fn: inner, inputPath: [], ...(registration ? { registration } : {}) });
          // A handler written apart from its registration (another module registers it): its declared result is
          // the tool's result (`async function handleGetIssue(args): Promise<CallToolResult>`).
          // A function of the file that builds results for others (`const asText = (text): CallToolResult => ...`,
          // called here) is a helper, not a handler.
          else if (returnsResultType(sourceCode, node) && !calledInFile(sourceCode, node)) add({ kind: "named", fn: node, inputPath: [], byDeclaredResult: true });
        } else if (lookForExportedWrappers) {
          const inner = exportedWrapperHandler(sourceCode, node);
          if (inner) add({ kind: "wrapper", fn: inner, inputPath: [] });
        }
      }
      pushChildren(node, stack, sourceCode.visitorKeys);
    }
    return handlers;
  });
}
