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
 * - a handler wrapped in a call (`handleToolErrors("name", async (args) => ...)`): the wrapped function.
 *   A wrapper may format what the handler throws, so a wrapped handler's throws are not counted.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import type { ToolBoundarySpecifier } from "../settings.js";
import { classOfType } from "./error-classes.js";
import { cachedPerFile } from "./file-cache.js";
import { fileLocation, moduleMatches } from "./modules.js";
import { findMemberCalls } from "./by-name.js";
import { findFunctionReferences } from "./references.js";
import { findVariableOf } from "../scope.js";

export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

export interface ToolBoundary {
  spec: ToolBoundarySpecifier;
  /** The registering call (`tool(...)`, `server.registerTool(...)`). */
  call: TSESTree.CallExpression;
  handler: FunctionNode;
  /** Whether an error the handler throws reaches the model with its message. */
  thrownErrorsReachModel: boolean;
}

export function isFunctionNode(node: TSESTree.Node | null | undefined): node is FunctionNode {
  return (
    node?.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node?.type === AST_NODE_TYPES.FunctionDeclaration ||
    node?.type === AST_NODE_TYPES.FunctionExpression
  );
}

/** The nearest function (or method) around a node. */
export function enclosingFunction(node: TSESTree.Node): FunctionNode | undefined {
  for (let current = node.parent; current; current = current.parent) if (isFunctionNode(current)) return current;
  return undefined;
}

/** The function an expression denotes: itself, or the function a `const`/declaration of this file names. */
export function resolveFunction(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node | null | undefined): FunctionNode | undefined {
  if (!node) return undefined;
  if (isFunctionNode(node)) return node;
  if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = findVariableOf(sourceCode, node);
  const definition = variable?.defs[0];
  if (!definition || variable.defs.length !== 1) return undefined;
  // A parameter's definition node is its function too: only a function's own name resolves to it.
  if (definition.type === "FunctionName" && definition.node.type === AST_NODE_TYPES.FunctionDeclaration) return definition.node;
  if (definition.type === "Variable" && definition.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.parent.kind === "const") {
    return isFunctionNode(definition.node.init) ? definition.node.init : undefined;
  }
  return undefined;
}

/** The handler in an argument: a function, or the function wrapped by a call (`wrap("name", fn)`). */
function handlerIn(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node | undefined,
): { handler: FunctionNode; wrapped: boolean } | undefined {
  if (!node) return undefined;
  const direct = resolveFunction(sourceCode, node);
  if (direct) return { handler: direct, wrapped: false };
  if (node.type === AST_NODE_TYPES.CallExpression) {
    for (let index = node.arguments.length - 1; index >= 0; index--) {
      const inner = resolveFunction(sourceCode, node.arguments[index]);
      if (inner) return { handler: inner, wrapped: true };
    }
  }
  return undefined;
}

function propertyValue(object: TSESTree.ObjectExpression, name: string): TSESTree.Node | undefined {
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.Property && !property.computed && ASTUtils.getPropertyName(property) === name) {
      return property.value;
    }
  }
  return undefined;
}

/** Whether a receiver (`server` in `server.registerTool`) is an instance of the spec's class. */
function receiverMatches(
  sourceCode: Readonly<TSESLint.SourceCode>,
  receiver: TSESTree.Node,
  spec: ToolBoundarySpecifier,
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
        const init = definition.node.init;
        if (init?.type === AST_NODE_TYPES.NewExpression && classReferences.has(init.callee)) return true;
      }
    }
  }
  return importsModule;
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
    const add = (spec: ToolBoundarySpecifier, call: TSESTree.CallExpression, found: { handler: FunctionNode; wrapped: boolean } | undefined): void => {
      if (!found || seen.has(found.handler)) return;
      seen.add(found.handler);
      boundaries.push({ spec, call, handler: found.handler, thrownErrorsReachModel: spec.thrownErrorsReachModel && !found.wrapped });
    };

    // Functions: `tool({ execute })`, `agentTool({ execute })`.
    const functionSpecs = specs.filter((spec) => !spec.receiver);
    for (const reference of findFunctionReferences(sourceCode, functionSpecs).references) {
      const call = reference.node.parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.node) continue;
      const spec = reference.spec;
      if (spec.firstArgument && !isIdentifierNamed(call.arguments[0], spec.firstArgument)) continue;
      if (spec.handler === "lastArgument") {
        add(spec, call, handlerIn(sourceCode, call.arguments.at(-1)));
      } else {
        const options = call.arguments[0];
        if (options?.type === AST_NODE_TYPES.ObjectExpression) add(spec, call, handlerIn(sourceCode, propertyValue(options, spec.handler.property)));
      }
    }

    // Methods: `server.registerTool(...)`.
    // A method of a class from a module can only be called on an instance the file gets from that module:
    // a file that imports nothing from it has none of its boundaries.
    const importedSources = sourceCode.ast.body
      .filter((statement): statement is TSESTree.ImportDeclaration => statement.type === AST_NODE_TYPES.ImportDeclaration)
      .map((statement) => statement.source.value);
    const location = fileLocation(sourceCode.ast);
    // With types, the checker can tell an instance that comes from another module of the project.
    const methodSpecs = specs.filter(
      (spec) =>
        spec.receiver &&
        sourceCode.text.includes(spec.name) &&
        (services !== undefined || !spec.from || importedSources.some((source) => moduleMatches(source, spec.from, location))),
    );
    if (methodSpecs.length === 0) return boundaries;
    const receiverClasses = methodSpecs.map((spec) => ({ name: spec.receiver!, ...(spec.from ? { from: spec.from } : {}) }));
    const classReferences = new Set(findFunctionReferences(sourceCode, receiverClasses).references.map((reference) => reference.node));
    // Type-only references (`server: McpServer` with `import type`) are not in the value references.
    for (const statement of sourceCode.ast.body) {
      if (statement.type !== AST_NODE_TYPES.ImportDeclaration) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type !== AST_NODE_TYPES.ImportSpecifier) continue;
        const imported = specifier.imported.type === AST_NODE_TYPES.Identifier ? specifier.imported.name : specifier.imported.value;
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
          imports = importedSources.some((source) => spec.from !== undefined && moduleMatches(source, spec.from, location));
          importsModule.set(spec, imports);
        }
        const receiver = (node.callee as TSESTree.MemberExpression).object;
        const matches =
          receiverMatches(sourceCode, receiver, spec, classReferences, imports) ||
          (services !== undefined && receiverTypeMatches(services, receiver, spec));
        if (!matches) continue;
        if (spec.handler === "lastArgument") {
          add(spec, node, handlerIn(sourceCode, node.arguments.at(-1)));
        } else {
          const options = node.arguments[0];
          if (options?.type === AST_NODE_TYPES.ObjectExpression) add(spec, node, handlerIn(sourceCode, propertyValue(options, spec.handler.property)));
        }
      }
    }
    return boundaries;
  });
}

/** With types: whether the receiver is an instance of the spec's class (or a subclass), wherever it was made. */
function receiverTypeMatches(services: ParserServicesWithTypeInformation, receiver: TSESTree.Node, spec: ToolBoundarySpecifier): boolean {
  const type = services.getTypeAtLocation(receiver);
  return classOfType(services.program.getTypeChecker(), type, [{ name: spec.receiver!, ...(spec.from ? { from: spec.from } : {}) }]) !== undefined;
}

/** `CallToolRequestSchema`, `types.CallToolRequestSchema`, or (SDK v2) the method name as a string: `"tools/call"`. */
function isIdentifierNamed(node: TSESTree.Node | undefined, name: string): boolean {
  if (!node) return false;
  if (node.type === AST_NODE_TYPES.Identifier) return node.name === name;
  if (node.type === AST_NODE_TYPES.Literal) return node.value === name;
  return node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier && node.property.name === name;
}
