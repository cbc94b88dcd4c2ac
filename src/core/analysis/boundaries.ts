/**
 * Which functions of a file are agent-tool boundaries: handlers whose results (and, for some
 * frameworks, thrown errors) reach the model.
 *
 * - `tool({ ..., execute })` from `"ai"`, `agentTool({ ..., execute })` from any module: the `execute`
 *   property (an arrow, a function expression, a method, or a function of the file named there);
 * - `server.registerTool(name, config, handler)` / `server.tool(...)` on an MCP `McpServer`, and
 *   `server.setRequestHandler(CallToolRequestSchema, handler)`: the last argument. The receiver counts as
 *   an `McpServer` when it is created with `new McpServer()` or annotated with the class imported from the
 *   SDK, or, as a fallback, when the file imports from the SDK module at all; with type information, when
 *   the checker says the receiver is one (a server created in another module of the project);
 * - a project's own registration (`this.server.tool(...)`, `context.registerTool(...)` on an object the file
 *   does not get from the SDK, a `registerTool({ name, handler })` helper): a call of `registerTool`/`tool`
 *   whose handler returns MCP tool results (`{ content: [{ type: "text", ... }] }`), found without types
 *   from that shape; its thrown errors are not counted (the registration may format them);
 * - a handler wrapped in a call (`handleToolErrors("name", async (args) => ...)`): the wrapped function.
 *   A wrapper may format what the handler throws, so a wrapped handler's throws are not counted.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { handlerArgument, handlerProperty, type ToolBoundarySpecifier } from "../settings.js";
import { classOfType } from "./error-classes.js";
import { cachedPerFile } from "./file-cache.js";
import { fileLocation, moduleMatches, packageOf } from "./modules.js";
import { findMemberCalls, tokensSpelling } from "./by-name.js";
import { enclosingClassBody, isFunctionNode, memberName, nodeAtOffset, specifierName, unwrapCasts, type FunctionNode } from "../ast.js";
import { returnedExpressions } from "./returns.js";
import { classBodyOf, forwardedThisMethod, methodOf, overridingMethods, parameterArguments, propertyValue, resolveCallee, resolveFunction } from "./functions.js";
import { followResults } from "./result-flow.js";
import { findFunctionReferences } from "./references.js";
import { constInitializer, findVariableOf } from "../scope.js";
import { moduleBindings } from "./module-bindings.js";
import { packageDependencies, runsVersionBelow } from "./own-names.js";

export interface ToolBoundary {
  spec: ToolBoundarySpecifier;
  /** The registering call (`tool(...)`, `server.registerTool(...)`), or the construction (`new DynamicStructuredTool({ func })`). */
  call: TSESTree.CallExpression | TSESTree.NewExpression;
  handler: FunctionNode;
  /** Whether an error the handler throws reaches the model with its message. */
  thrownErrorsReachModel: boolean;
  /**
   * The function the framework hands what the handler throws, whose returned text is the tool's output (the spec's
   * `errorFunction`: the OpenAI Agents SDK's `tool({ execute, errorFunction: (context, error) => ... })`).
   */
  errorFunction?: FunctionNode;
  /**
   * The spec's `errorFunction` given as a value this file does not define (`errorFunction: describeToolFailure`
   * imported from `./errors.js`): read in its module (agent-text.ts).
   */
  errorFunctionValue?: TSESTree.Node;
  /**
   * Where the tool's input is inside the handler's first parameter, when not the parameter itself (the spec's
   * `inputPathBelow`, for a project that runs such a version: Mastra 0.x's `execute({ context })`).
   */
  inputPath?: readonly string[];
}

/**
 * Whether what a boundary's handler throws reaches the model in a file's project: the spec's `thrownErrorsReachModel`,
 * or `true` where the project runs a version of the framework that showed thrown errors
 * (`thrownErrorsReachModelBelow`: the OpenAI Agents SDK before 0.19).
 */
export function thrownErrorsReachModelIn(spec: ToolBoundarySpecifier, filename: string | undefined): boolean {
  if (spec.thrownErrorsReachModel || !spec.thrownErrorsReachModelBelow || filename === undefined) return spec.thrownErrorsReachModel;
  return runsVersionBelow(filename, spec.thrownErrorsReachModelBelow.packages, spec.thrownErrorsReachModelBelow.version);
}

/** Where a boundary's input is in its handler's first parameter in a file's project, when not the parameter (`inputPathBelow`). */
function inputPathIn(spec: ToolBoundarySpecifier, filename: string | undefined): readonly string[] | undefined {
  const below = spec.inputPathBelow;
  return below && filename !== undefined && runsVersionBelow(filename, below.packages, below.version) ? below.path : undefined;
}

/** How many calls of a project's registration helper are read for their options (one tool each). */
const MAX_REGISTRATION_CALLS = 512;

/**
 * The options objects a registration call is given: its first argument, an object literal; or, when that is a
 * parameter of a function of the file (Bright Data's `const addTool = (tool) => { ...; server.addTool(tool); }`),
 * the object literals the function's calls pass there, each with that call (which registers that tool).
 */
function optionObjects(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
): { object: TSESTree.ObjectExpression; call: TSESTree.CallExpression | TSESTree.NewExpression }[] {
  const options = call.arguments[0];
  if (options?.type === AST_NODE_TYPES.ObjectExpression) return [{ object: options, call }];
  if (options?.type !== AST_NODE_TYPES.Identifier) return [];
  return parameterArguments(sourceCode, options, MAX_REGISTRATION_CALLS).flatMap(({ argument, call: outer }) => (argument.type === AST_NODE_TYPES.ObjectExpression ? [{ object: argument, call: outer }] : []));
}

/**
 * The handler in an argument: a function, the function wrapped by a call (`wrap("name", fn)`), or the function a
 * factory of the file returns (`createReadHandler("GET", handleGet)`, also through a `const`: Jira's
 * `const get = createReadHandler(...)` registered as `get`), which is the handler itself.
 */
function handlerIn(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node | undefined,
): { handler: FunctionNode; wrapped: boolean } | undefined {
  if (!node) return undefined;
  const direct = resolveFunction(sourceCode, node) ?? methodOfThis(sourceCode, node);
  if (direct) return { handler: direct, wrapped: false };
  const call = node.type === AST_NODE_TYPES.Identifier ? constInitializer(sourceCode, node) : node;
  if (call?.type !== AST_NODE_TYPES.CallExpression) return undefined;
  // `this.handleCallTool.bind(this)`, `handleCall.bind(null)`: the function itself (binding changes nothing it does).
  // Also a method of an instance of a class of the file (`tool.execute.bind(tool)` of `const tool = new LogoSearchTool()`).
  const object = boundFunction(call);
  const bound = object && (resolveFunction(sourceCode, object) ?? (object.type === AST_NODE_TYPES.MemberExpression ? resolveCallee(sourceCode, object) : undefined));
  if (bound) return { handler: bound, wrapped: false };
  // `wrap("name", async (args) => ...)`: the function it wraps.
  for (let index = call.arguments.length - 1; index >= 0; index--) {
    const inner = resolveFunction(sourceCode, call.arguments[index]);
    if (inner) return { handler: inner, wrapped: true };
  }
  const made = functionMadeBy(sourceCode, call);
  return made ? { handler: made, wrapped: false } : undefined;
}

/**
 * `this.execute` (or `this.execute.bind(this)`, `(args) => this.execute(args)`) registered by a base class: the `execute`
 * of each of its subclasses of the file, which is what runs for an instance of one (21st.dev's `BaseTool.register(server)`).
 */
function overridingHandlers(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): { handler: FunctionNode; wrapped: boolean }[] {
  let method = unwrapCasts(node);
  // `(args) => this.execute(args)`: what the arrow calls.
  if (isFunctionNode(method)) method = forwardedThisMethod(method) ?? method;
  if (method.type === AST_NODE_TYPES.CallExpression) {
    const bound = boundFunction(method);
    if (!bound) return [];
    method = bound;
  }
  if (method.type !== AST_NODE_TYPES.MemberExpression || method.computed || method.object.type !== AST_NODE_TYPES.ThisExpression || method.property.type !== AST_NODE_TYPES.Identifier) return [];
  const body = enclosingClassBody(method);
  return body ? overridingMethods(sourceCode, body, method.property.name).map((handler) => ({ handler, wrapped: false })) : [];
}

/** `this.handleCallTool`: a method of the class around it (Twilio's `setRequestHandler(CallToolRequestSchema, this.handleCallTool.bind(this))`). */
function methodOfThis(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): FunctionNode | undefined {
  return node.type === AST_NODE_TYPES.MemberExpression && node.object.type === AST_NODE_TYPES.ThisExpression ? resolveCallee(sourceCode, node) : undefined;
}

/**
 * The functions a wrapper of the file returns instead of the one it is handed (Cloud Run's `gcpTool(available, fn)`:
 * `if (!available) return () => ({ content: [...] }); return fn;`): each is what runs when the registration's
 * handler is called, as the handed function is. Only those that never use a parameter of the wrapper (a function
 * that calls the handed one is the wrapper's own business: its errors, its retries).
 */
function guardHandlers(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): { handler: FunctionNode; wrapped: boolean }[] {
  const call = unwrapCasts(node);
  if (call.type !== AST_NODE_TYPES.CallExpression || !call.arguments.some((argument) => isFunctionNode(argument))) return [];
  const factory = resolveCallee(sourceCode, call.callee);
  if (!factory) return [];
  const parameters = sourceCode.getDeclaredVariables(factory).filter((variable) => variable.defs.some((definition) => definition.type === "Parameter"));
  const usesParameter = (fn: FunctionNode): boolean => parameters.some((variable) => variable.references.some((reference) => fn.range[0] <= reference.identifier.range[0] && reference.identifier.range[1] <= fn.range[1]));
  const made: FunctionNode[] = [];
  for (const returned of returnedExpressions(factory)) if (isFunctionNode(returned) && !usesParameter(returned)) made.push(returned);
  return made.map((handler) => ({ handler, wrapped: false }));
}

/**
 * The function a call of a function of the file returns, when it returns one (`createReadHandler("GET", handleGet)`,
 * `tool_fn("x", fn)`): what runs when the result is registered and called.
 */
export function functionMadeBy(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): FunctionNode | undefined {
  const factory = resolveCallee(sourceCode, call.callee);
  const made = factory && returnedExpressions(factory).find((returned) => isFunctionNode(returned));
  return made && isFunctionNode(made) ? made : undefined;
}

/**
 * The handlers an argument stands for: the one {@link handlerIn} finds, or, for a registration in a loop over
 * a collection of the file, each element's function (`for (const tool of tools) server.registerTool(tool.name,
 * tool.config, tool.handler)`, `tools.forEach(({ name, handler }) => server.tool(name, handler))`, over
 * `const tools = [{ name, handler: async () => ... }, ...]` or `Object.values({ ... })` of such objects), also
 * wrapped (`toToolResult(tool.handler)`: what the handler throws is then the wrapper's business).
 */
function handlersIn(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node | undefined): { handler: FunctionNode; wrapped: boolean }[] {
  const found = handlerIn(sourceCode, node);
  const overriding = node ? [...overridingHandlers(sourceCode, node), ...guardHandlers(sourceCode, node)] : [];
  if (found) return [found, ...overriding];
  if (overriding.length > 0) return overriding;
  if (!node) return [];
  // `tool.execute.bind(tool)`: the element's method itself; `toToolResult(tool.handler)`: the element's handler, wrapped.
  const bound = boundFunction(node);
  const wrapped = !bound && node.type === AST_NODE_TYPES.CallExpression;
  const read = bound ?? (wrapped ? (node as TSESTree.CallExpression).arguments.at(-1) : node);
  const element = read && collectionElementRead(sourceCode, read);
  if (!element) return [];
  const handlers: { handler: FunctionNode; wrapped: boolean }[] = [];
  for (const object of element.objects) {
    // `[new ListBucketsTool(), new GetObjectTool()]`: the method of each element's class of the file.
    if (object.type === AST_NODE_TYPES.NewExpression) {
      const body = object.callee.type === AST_NODE_TYPES.Identifier ? classBodyOf(sourceCode, object.callee) : undefined;
      const method = body && methodOf(sourceCode, body, element.key);
      if (method) handlers.push({ handler: method, wrapped });
      continue;
    }
    const value = propertyValue(object, element.key);
    const handler = value && handlerIn(sourceCode, value);
    if (handler) handlers.push({ handler: handler.handler, wrapped: wrapped || handler.wrapped });
  }
  return handlers;
}

/** `f.bind(x)`: `f`, whose binding changes nothing it does. */
export function boundFunction(node: TSESTree.Node): TSESTree.Node | undefined {
  const call = unwrapCasts(node);
  if (call.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const callee = unwrapCasts(call.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && memberName(callee) === "bind" ? unwrapCasts(callee.object) : undefined;
}

/** How many elements of a collection are looked at for handlers. */
const MAX_COLLECTION_ELEMENTS = 500;

/**
 * `tool.handler` (or a destructured `handler`) where `tool` is each element of a collection of the file that
 * a `for...of` loop or a `forEach`/`map` callback goes through: the collection's object literals and the key read.
 */
function collectionElementRead(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): { objects: (TSESTree.ObjectExpression | TSESTree.NewExpression)[]; key: string } | undefined {
  let element: TSESTree.Identifier | TSESTree.ObjectPattern | undefined;
  let key: string | undefined;
  const target = unwrapCasts(node);
  if (target.type === AST_NODE_TYPES.MemberExpression && !target.computed && target.property.type === AST_NODE_TYPES.Identifier && target.object.type === AST_NODE_TYPES.Identifier) {
    key = target.property.name;
    const definition = findVariableOf(sourceCode, target.object)?.defs[0];
    if (definition?.name.type === AST_NODE_TYPES.Identifier && definition.name.parent === definition.node) element = definition.name;
    else if (definition?.type === "Parameter" && definition.name === (definition.node as FunctionNode).params[0]) element = definition.name as TSESTree.Identifier;
    else if (definition?.name.type === AST_NODE_TYPES.Identifier && definition.name.parent?.type === AST_NODE_TYPES.ArrayPattern) element = definition.name;
  } else if (target.type === AST_NODE_TYPES.Identifier) {
    // `{ name, handler }` destructured from each element.
    const definition = findVariableOf(sourceCode, target)?.defs[0];
    const property = definition?.name.parent;
    if (property?.type === AST_NODE_TYPES.Property && property.value === definition!.name && property.parent.type === AST_NODE_TYPES.ObjectPattern && !property.computed) {
      key = ASTUtils.getPropertyName(property) ?? undefined;
      element = property.parent;
    }
  }
  if (!element || key === undefined) return undefined;
  // `[name, tool]` (or `[name, { handler }]`) of each entry of `Object.entries(toolsByName)`: the value is the element.
  const pair = element.parent?.type === AST_NODE_TYPES.ArrayPattern && element.parent.elements[1] === element ? element.parent : undefined;
  const collection = collectionOf(pair ?? element);
  const objects = collection && collectionObjects(sourceCode, collection, pair ? "entries" : "values");
  return objects && objects.length > 0 ? { objects, key } : undefined;
}

/** The collection a loop variable or a callback's first parameter goes through. */
function collectionOf(element: TSESTree.Identifier | TSESTree.ObjectPattern | TSESTree.ArrayPattern): TSESTree.Node | undefined {
  const parent = element.parent;
  // `for (const tool of tools)`, `for (const { handler } of tools)`.
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id === element && parent.parent.type === AST_NODE_TYPES.VariableDeclaration) {
    const loop = parent.parent.parent;
    return loop?.type === AST_NODE_TYPES.ForOfStatement && loop.left === parent.parent ? loop.right : undefined;
  }
  // `tools.forEach((tool) => ...)`, `tools.map(({ handler }) => ...)`.
  if (parent && isFunctionNode(parent) && parent.params[0] === element) {
    const call = parent.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== parent) return undefined;
    const callee = call.callee;
    if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return undefined;
    return ["forEach", "map", "flatMap"].includes(callee.property.name) ? callee.object : undefined;
  }
  return undefined;
}

/**
 * The object literals a collection of the file holds: a `const` array of them (or of `const` names of them), or
 * `Object.values` of an object of them; for the values of `[key, value]` pairs, `Object.entries` of such an object.
 * Also the instances it makes of classes of the file (`[new ListBucketsTool(), new GetObjectTool()]`).
 */
function collectionObjects(sourceCode: Readonly<TSESLint.SourceCode>, collection: TSESTree.Node, read: "values" | "entries"): (TSESTree.ObjectExpression | TSESTree.NewExpression)[] | undefined {
  const constant = (node: TSESTree.Node | null | undefined): TSESTree.Node | undefined => {
    if (!node) return undefined;
    const target = unwrapCasts(node);
    if (target.type !== AST_NODE_TYPES.Identifier) return target;
    const variable = findVariableOf(sourceCode, target);
    const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (definition?.type !== "Variable" || definition.parent.kind !== "const" || definition.node.id !== definition.name) return undefined;
    return definition.node.init ? unwrapCasts(definition.node.init) : undefined;
  };
  let source = constant(collection);
  let elements: readonly (TSESTree.Node | null)[] | undefined;
  if (source?.type === AST_NODE_TYPES.CallExpression) {
    // `Object.values(toolsByName)`, `Object.entries(toolsByName)`.
    const callee = source.callee;
    const isRead = callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "Object" && callee.property.type === AST_NODE_TYPES.Identifier && callee.property.name === read;
    source = isRead ? constant(source.arguments[0]) : undefined;
    if (source?.type === AST_NODE_TYPES.ObjectExpression) elements = source.properties.map((property) => (property.type === AST_NODE_TYPES.Property ? property.value : null));
  } else if (source?.type === AST_NODE_TYPES.ArrayExpression && read === "values") {
    elements = source.elements;
  }
  if (!elements) return undefined;
  const objects: (TSESTree.ObjectExpression | TSESTree.NewExpression)[] = [];
  for (const element of elements.slice(0, MAX_COLLECTION_ELEMENTS)) {
    const object = element && element.type !== AST_NODE_TYPES.SpreadElement ? constant(element) : undefined;
    if (object?.type === AST_NODE_TYPES.ObjectExpression || object?.type === AST_NODE_TYPES.NewExpression) objects.push(object);
  }
  return objects;
}

/** Whether two bare module specifiers name modules of one package. */
function samePackage(a: string, b: string): boolean {
  const name = packageOf(a);
  return name !== undefined && name === packageOf(b);
}

/** Whether a receiver (`server` in `server.registerTool`) is an instance of the spec's class. */
function receiverMatches(
  sourceCode: Readonly<TSESLint.SourceCode>,
  receiver: TSESTree.Node,
  classReferences: ReadonlySet<TSESTree.Node>,
  importsModule: boolean,
): boolean {
  if (receiver.type === AST_NODE_TYPES.Identifier) {
    const variable = findVariableOf(sourceCode, receiver);
    const definition = variable?.defs[0];
    if (definition) {
      const name = definition.name as TSESTree.Identifier;
      const annotation = name.typeAnnotation?.typeAnnotation;
      if (annotation?.type === AST_NODE_TYPES.TSTypeReference && classReferences.has(annotation.typeName)) return true;
      if (definition.node.type === AST_NODE_TYPES.VariableDeclarator) {
        const init = definition.node.init && unwrapCasts(definition.node.init);
        if (init?.type === AST_NODE_TYPES.NewExpression && classReferences.has(init.callee)) return true;
        // A `const` the file makes of something else (`const catalog = { tool(...) { ... } }`): no server, whatever the file imports.
        if (definition.node.parent.kind === "const" && init && isMadeInPlace(init)) return false;
      }
    }
  }
  return importsModule;
}

/** A parameter without a type annotation (`(server) => ...` of JavaScript, or tsc's output of `(server: McpServer)`). */
function isUntypedParameter(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = findVariableOf(sourceCode, node)?.defs[0];
  return definition?.type === "Parameter" && definition.name.type === AST_NODE_TYPES.Identifier && !definition.name.typeAnnotation;
}

/** A value written in place (an object or array literal, a literal, a class expression): an object of the module's own, never an SDK's server. */
export function isMadeInPlace(init: TSESTree.Node): boolean {
  return init.type === AST_NODE_TYPES.ObjectExpression || init.type === AST_NODE_TYPES.ArrayExpression || init.type === AST_NODE_TYPES.Literal || init.type === AST_NODE_TYPES.ClassExpression;
}

/** The agent-tool boundaries of a file, computed once per file and list of specifiers. */
export function findToolBoundaries(
  sourceCode: Readonly<TSESLint.SourceCode>,
  specs: readonly ToolBoundarySpecifier[],
  services?: ParserServicesWithTypeInformation,
): readonly ToolBoundary[] {
  return cachedPerFile(sourceCode.ast, services ? "tool-boundaries:typed" : "tool-boundaries", specs, () => {
    const boundaries: ToolBoundary[] = [];
    const seen = new Set<FunctionNode>();
    const add = (
      spec: ToolBoundarySpecifier,
      call: TSESTree.CallExpression | TSESTree.NewExpression,
      found: { handler: FunctionNode; wrapped: boolean } | undefined,
      options?: TSESTree.ObjectExpression,
    ): void => {
      if (!found || seen.has(found.handler)) return;
      seen.add(found.handler);
      const errorValue = spec.errorFunction && options ? propertyValue(options, spec.errorFunction.property) : undefined;
      const errorFunction = errorValue && resolveFunction(sourceCode, errorValue);
      const filename = fileLocation(sourceCode.ast)?.filename;
      const thrown = thrownErrorsReachModelIn(spec, filename);
      const inputPath = inputPathIn(spec, filename);
      const errorFunctionValue = errorValue && !errorFunction ? errorValue : undefined;
      boundaries.push({
        spec,
        call,
        handler: found.handler,
        thrownErrorsReachModel: thrown && !found.wrapped,
        ...(errorFunction ? { errorFunction } : {}),
        ...(errorFunctionValue ? { errorFunctionValue } : {}),
        ...(inputPath ? { inputPath } : {}),
      });
    };

    // Functions: `tool({ execute })`, `agentTool({ execute })`.
    const functionSpecs = specs.filter((spec) => !spec.receiver);
    for (const reference of findFunctionReferences(sourceCode, functionSpecs, services).references) {
      // A call (`tool({ execute })`), or a tool class constructed with its handler (LangChain's `new
      // DynamicStructuredTool({ name, schema, func })`).
      const call = reference.node.parent;
      if ((call?.type !== AST_NODE_TYPES.CallExpression && call?.type !== AST_NODE_TYPES.NewExpression) || call.callee !== reference.node) continue;
      const spec = reference.spec;
      if (spec.firstArgument && !isIdentifierNamed(call.arguments[0], spec.firstArgument)) continue;
      const property = handlerProperty(spec.handler);
      if (property === undefined) {
        for (const found of handlersIn(sourceCode, handlerArgument(spec.handler, call.arguments))) add(spec, call, found);
      } else {
        for (const options of optionObjects(sourceCode, call)) add(spec, options.call, handlerIn(sourceCode, propertyValue(options.object, property)), options.object);
      }
    }

    // Methods: `server.registerTool(...)`.
    // A method of a class from a module can only be called on an instance the file gets from that module:
    // a file that imports nothing from it has none of its boundaries.
    // Also a module `require`d at the top (tsc's CommonJS: `const types_js_1 = require("@modelcontextprotocol/sdk/types.js")`).
    const importedSources = [
      ...sourceCode.ast.body
        .filter((statement): statement is TSESTree.ImportDeclaration => statement.type === AST_NODE_TYPES.ImportDeclaration)
        .map((statement) => statement.source.value),
      ...moduleBindings(sourceCode)
        .filter((binding) => binding.style === "require")
        .map((binding) => binding.source),
    ];
    const location = fileLocation(sourceCode.ast);
    // With types, the checker can tell an instance that comes from another module of the project.
    // A method told apart by its first argument (`setRequestHandler(CallToolRequestSchema, ...)`) needs only an
    // import of the spec's package: the server it is called on may come from elsewhere in it (`mcp.server` of
    // an `McpServer` is the low-level `Server`).
    const importsSpecModule = (spec: ToolBoundarySpecifier): boolean =>
      !spec.from ||
      importedSources.some((source) => moduleMatches(source, spec.from, location) || spec.from!.some((pattern) => samePackage(source, pattern))) ||
      handedByPackage(spec);
    // A method whose handler is a property of its options (FastMCP's `server.addTool({ name, parameters, execute })`)
    // in a module of a package that depends on the spec's package: the server may be handed to the module by another
    // (`export function addCardTools(server) { server.addTool({ ... }) }`, Metabase's 87 tools), which imports nothing.
    function handedByPackage(spec: ToolBoundarySpecifier): boolean {
      return handlerProperty(spec.handler) !== undefined && dependsOnSpecPackage(spec);
    }
    function dependsOnSpecPackage(spec: ToolBoundarySpecifier): boolean {
      if (!location || !spec.from) return false;
      const dependencies = packageDependencies(location.filename);
      return spec.from.some((pattern) => dependencies.has(packageOf(pattern) ?? pattern));
    }
    // The MCP SDK's `server.tool(name, ..., handler)` in a module of a package that depends on the SDK, on a server
    // handed to a function of the module as a parameter (`export const registerIssueTools = (server) => { server.tool(...)
    // }`: tsc drops the module's type-only `import { McpServer }`, Plane's and Vapi's tool modules): the SDK's
    // registration, whose server another module made. Only on a parameter: an object the module makes itself is its own.
    const handedToParameter = new Set(
      specs.filter((spec) => spec.receiver && spec.from && handlerProperty(spec.handler) === undefined && !spec.firstArgument && sourceCode.text.includes(spec.name) && !importsSpecModule(spec) && dependsOnSpecPackage(spec)),
    );
    const methodSpecs = specs.filter(
      (spec) =>
        spec.receiver &&
        sourceCode.text.includes(spec.name) &&
        (services !== undefined || importsSpecModule(spec) || handedToParameter.has(spec)),
    );
    if (methodSpecs.length > 0) findMethodBoundaries(methodSpecs);
    findShapedRegistrations();
    return boundaries;

    function findMethodBoundaries(methodSpecs: readonly ToolBoundarySpecifier[]): void {
      const receiverClasses = methodSpecs.map((spec) => ({ name: spec.receiver!, ...(spec.from ? { from: spec.from } : {}) }));
      const classReferences = new Set(findFunctionReferences(sourceCode, receiverClasses).references.map((reference) => reference.node));
      // Type-only references (`server: McpServer` with `import type`) are not in the value references.
      for (const statement of sourceCode.ast.body) {
        if (statement.type !== AST_NODE_TYPES.ImportDeclaration) continue;
        for (const specifier of statement.specifiers) {
          if (specifier.type !== AST_NODE_TYPES.ImportSpecifier) continue;
          const imported = specifierName(specifier.imported);
          if (!receiverClasses.some((cls) => cls.name === imported && moduleMatches(statement.source.value, cls.from, location))) continue;
          const variable = ASTUtils.findVariable(sourceCode.getScope(specifier), specifier.local.name);
          for (const reference of variable?.references ?? []) classReferences.add(reference.identifier);
        }
      }

      const importsModule = new Map<ToolBoundarySpecifier, boolean>();
      for (const { call: node, name: method } of findMemberCalls(sourceCode, [...new Set(methodSpecs.map((spec) => spec.name))])) {
        for (const spec of methodSpecs) {
          if (spec.name !== method) continue;
          if (spec.firstArgument && !isIdentifierNamed(node.arguments[0], spec.firstArgument)) continue;
          let imports = importsModule.get(spec);
          if (imports === undefined) {
            imports = spec.from !== undefined && importsSpecModule(spec);
            importsModule.set(spec, imports);
          }
          const receiver = (node.callee as TSESTree.MemberExpression).object;
          const handed = handedToParameter.has(spec) && isUntypedParameter(sourceCode, receiver) && node.arguments.length >= 2 && !isFunctionNode(node.arguments[0]!);
          const matches = handed || receiverMatches(sourceCode, receiver, classReferences, imports) || (services !== undefined && receiverTypeMatches(services, receiver, spec));
          if (!matches) continue;
          const property = handlerProperty(spec.handler);
          if (property === undefined) {
            for (const found of handlersIn(sourceCode, handlerArgument(spec.handler, node.arguments))) add(spec, node, found);
          } else {
            for (const options of optionObjects(sourceCode, node)) add(spec, options.call, handlerIn(sourceCode, propertyValue(options.object, property)), options.object);
          }
        }
      }
    }

    /**
     * A project's own registration (`this.server.tool(...)`, `context.registerTool(...)` on an object the file
     * does not get from the SDK, a `registerTool({ name, handler })` helper): a call of a registration method's
     * name whose handler returns MCP tool results (`{ content: [{ type: "text", ... }] }`) registers a tool.
     * What the handler throws is the registration's business (it may format it): only its results count.
     */
    function findShapedRegistrations(): void {
      const registrationSpecs = specs.filter((spec) => spec.receiver && spec.handler === "lastArgument" && !spec.firstArgument && sourceCode.text.includes(spec.name));
      for (const name of new Set(registrationSpecs.map((spec) => spec.name))) {
        const spec = registrationSpecs.find((candidate) => candidate.name === name)!;
        for (const token of tokensSpelling(sourceCode, name)) {
          const callee = calleeAt(token);
          const call = callee?.parent;
          if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== callee) continue;
          const last = handlersIn(sourceCode, call.arguments.at(-1)).filter((found) => !seen.has(found.handler) && returnsToolResults(sourceCode, found.handler));
          if (last.length > 0) {
            for (const found of last) add({ ...spec, thrownErrorsReachModel: false }, call, found);
            continue;
          }
          // `registerTool({ name, description, handler })`: the function property that returns tool results.
          const options = call.arguments[0];
          if (call.arguments.length !== 1 || options?.type !== AST_NODE_TYPES.ObjectExpression) continue;
          for (const property of options.properties) {
            if (property.type !== AST_NODE_TYPES.Property || property.computed) continue;
            const key = ASTUtils.getPropertyName(property);
            const found = handlerIn(sourceCode, property.value);
            if (key === null || !found || seen.has(found.handler) || !returnsToolResults(sourceCode, found.handler)) continue;
            add({ name, handler: { property: key }, thrownErrorsReachModel: false }, call, found);
          }
        }
      }
    }

    /** The callee that a name's token is: `name` itself, or the member `x.name`. */
    function calleeAt(token: TSESTree.Token): TSESTree.Node | undefined {
      const node = nodeAtOffset(sourceCode.ast, token.range[0], sourceCode.visitorKeys);
      const parent = node?.parent;
      if (node?.type !== AST_NODE_TYPES.Identifier || !parent) return undefined;
      if (parent.type === AST_NODE_TYPES.MemberExpression && parent.property === node && !parent.computed) return parent;
      if (parent.type === AST_NODE_TYPES.CallExpression && parent.callee === node) return node;
      return undefined;
    }
  });
}

/** MCP content item types: `{ type: "text", text }`, images, audio, resources. */
const CONTENT_TYPES = new Set(["text", "image", "audio", "resource", "resource_link"]);

/**
 * Whether a function returns MCP tool results on some path: an object literal whose `content` is an array
 * literal with an item `{ type: "text" | ... }`, followed by the result walker ({@link followResults}: `await`,
 * `?:`, locals, promise callbacks, and the functions of the file that build it, two deep: a registration's
 * `(args) => searchTool.handler(args)`), or a call that `buildsResult` accepts.
 */
export function returnsToolResults(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, buildsResult?: (call: TSESTree.CallExpression) => boolean): boolean {
  let found = false;
  followResults<null>(sourceCode, [{ fn, context: null }], {
    maxDepth: 2,
    maxVisits: 200,
    parts: false,
    key: () => "",
    object(node) {
      found ||= hasContentItem(node);
    },
    // A call the file cannot see into that the caller knows builds one (a result builder of another module).
    opaque(node) {
      if (!found && buildsResult && node.type === AST_NODE_TYPES.CallExpression) found = buildsResult(node);
    },
    enter: () => null,
    done: () => found,
  });
  return found;
}

/** Whether an object's `content` is an array literal with an MCP content item (`{ type: "text", text }`). */
function hasContentItem(object: TSESTree.ObjectExpression): boolean {
  const content = propertyValue(object, "content");
  if (content?.type !== AST_NODE_TYPES.ArrayExpression) return false;
  return content.elements.some((element) => {
    if (element?.type !== AST_NODE_TYPES.ObjectExpression) return false;
    const type = propertyValue(element, "type");
    const literal = type && unwrapCasts(type);
    return literal?.type === AST_NODE_TYPES.Literal && typeof literal.value === "string" && CONTENT_TYPES.has(literal.value);
  });
}

/** With types: whether the receiver is an instance of the spec's class (or a subclass), wherever it was made. */
function receiverTypeMatches(services: ParserServicesWithTypeInformation, receiver: TSESTree.Node, spec: ToolBoundarySpecifier): boolean {
  const type = services.getTypeAtLocation(receiver);
  return classOfType(services.program.getTypeChecker(), type, [{ name: spec.receiver!, ...(spec.from ? { from: spec.from } : {}) }]) !== undefined;
}

/** `CallToolRequestSchema`, `types.CallToolRequestSchema`, or (SDK v2) the method name as a string: `"tools/call"`. */
export function isIdentifierNamed(node: TSESTree.Node | undefined, name: string): boolean {
  if (!node) return false;
  if (node.type === AST_NODE_TYPES.Identifier) return node.name === name;
  if (node.type === AST_NODE_TYPES.Literal) return node.value === name;
  return node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier && node.property.name === name;
}
