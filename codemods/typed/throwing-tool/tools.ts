/**
 * Finding the tools of a project and what their handlers do, with types:
 *
 * - an AI SDK tool is a call whose callee resolves (through imports, `as` aliases, re-exports and
 *   namespaces) to the `tool` function that the `"ai"` package declares, with an options object that
 *   has an `execute`; a call of the configured `agentTool` is an embedded agent tool already;
 * - an MCP tool is `registerTool(...)` or `tool(...)` on an `McpServer` of the MCP SDK (or a subclass),
 *   its handler the last argument;
 * - a handler is a function literal, a method `execute() {}`, or the name of a function of the project.
 *
 * A handler's scan lists its own `throw`s (not those of nested functions), the `throw`s of nested
 * functions, its own `return`s, the rejections of promises it creates, and its calls (for helpers).
 */
import { ts } from "ts-morph";
import { declaredInModule, isFunctionBoundary, isFunctionNode, resolveAlias, skipOuter, walk, type FunctionNode } from "../nodes.js";

export type ToolKind = "ai-tool" | "agent-tool" | "mcp";

export interface ToolSite {
  kind: ToolKind;
  call: ts.CallExpression;
  sourceFile: ts.SourceFile;
  /** The handler (execute), or why it cannot be followed. */
  handler: FunctionNode | { problem: string; node: ts.Node };
  /** The node the handler was found at (the `execute` property, the handler argument). */
  handlerNode: ts.Node;
  /** A name for messages: the variable that holds the tool, or the MCP tool's name. */
  name: string;
  /** An MCP tool registered with a configuration that has (or may have) an `outputSchema`. */
  outputSchema?: boolean;
}

/**
 * Where the AI SDK's `tool` is declared: in `ai` itself (v4), or in `@ai-sdk/provider-utils`, which `ai`
 * re-exports it from (v5, v6, v7: there as `tool$1`, see {@link exportedAs}). The checker resolves the import
 * to the declaration, wherever it is.
 */
const AI_TOOL_MODULES = ["ai", "@ai-sdk/provider-utils"];
const MCP_MODULES = ["@modelcontextprotocol/sdk/server/mcp.js", "@modelcontextprotocol/sdk/server/mcp", "@modelcontextprotocol/sdk", "@modelcontextprotocol/server"];

function propertyName(name: ts.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}

/** The `execute` member of an options object literal. */
function executeMember(options: ts.ObjectLiteralExpression): ts.ObjectLiteralElementLike | undefined {
  return options.properties.find((property) => propertyName(property.name) === "execute");
}

/**
 * Whether a function is `name`: declared under that name, or exported as it by the module that declares
 * it. A bundled declaration file renames what it declares and exports it under its public name: ai 7's
 * `@ai-sdk/provider-utils` declares `tool$1` and ends with `export { ..., tool$1 as tool }`.
 */
function exportedAs(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.Node, name: string): boolean {
  if (symbol.getName() === name) return true;
  const moduleSymbol = checker.getSymbolAtLocation(declaration.getSourceFile());
  const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((candidate) => candidate.getName() === name);
  return exported !== undefined && resolveAlias(checker, exported) === symbol;
}

/** The function a symbol names: a function declaration, or a variable initialised with a function. */
function functionOfSymbol(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): FunctionNode | undefined {
  const resolved = resolveAlias(checker, symbol);
  for (const declaration of resolved?.declarations ?? []) {
    if (ts.isFunctionDeclaration(declaration) && declaration.body) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const initializer = skipOuter(declaration.initializer);
      if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) return initializer;
    }
    if (ts.isMethodDeclaration(declaration) && declaration.body) return declaration;
  }
  return undefined;
}

export function functionOfExpression(checker: ts.TypeChecker, expression: ts.Expression): FunctionNode | undefined {
  const inner = skipOuter(expression);
  if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) return inner;
  if (ts.isIdentifier(inner) || ts.isPropertyAccessExpression(inner)) return functionOfSymbol(checker, checker.getSymbolAtLocation(inner));
  return undefined;
}

const NOT_A_FUNCTION = "is not a function literal, a method or the name of a function of the project, so the codemod cannot follow it: migrate this tool by hand.";

function handlerOf(checker: ts.TypeChecker, member: ts.ObjectLiteralElementLike | ts.Expression): FunctionNode | { problem: string; node: ts.Node } {
  if (ts.isMethodDeclaration(member)) return member.body ? member : { problem: `The \`execute\` of this tool has no body: migrate it by hand.`, node: member };
  if (ts.isShorthandPropertyAssignment(member)) {
    return functionOfSymbol(checker, checker.getShorthandAssignmentValueSymbol(member)) ?? { problem: `The \`execute\` of this tool ${NOT_A_FUNCTION}`, node: member };
  }
  const expression = ts.isPropertyAssignment(member) ? member.initializer : ts.isExpression(member as ts.Node) ? (member as ts.Expression) : undefined;
  if (!expression) return { problem: `The \`execute\` of this tool ${NOT_A_FUNCTION}`, node: member };
  const fn = functionOfExpression(checker, expression);
  if (fn) return fn;
  const inner = skipOuter(expression);
  if (ts.isCallExpression(inner)) {
    return { problem: `The handler of this tool is the result of a call (\`${inner.expression.getText()}(...)\`), not a function the codemod can follow: migrate it by hand (for \`wrapAgentToolExecute\`, run the wrap-agent-tool-execute codemod first).`, node: inner };
  }
  return { problem: `The handler of this tool ${NOT_A_FUNCTION}`, node: inner };
}

/** The name a tool is known by: its variable, property, or the MCP name argument. */
function toolName(call: ts.CallExpression, kind: ToolKind): string {
  if (kind === "mcp") {
    const first = call.arguments[0];
    if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) return first.text;
  }
  let parent: ts.Node = call.parent;
  while (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) parent = parent.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent)) return propertyName(parent.name) ?? "tool";
  for (let current: ts.Node | undefined = parent; current; current = current.parent) {
    if ((ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) && current.name) return current.name.getText();
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name)) return current.name.text;
  }
  return "tool";
}

function isMcpServer(checker: ts.TypeChecker, type: ts.Type): boolean {
  let current: ts.Type | undefined = type;
  for (let depth = 0; current && depth < 16; depth++) {
    const symbol = current.getSymbol();
    const declaration = symbol?.declarations?.[0];
    if (symbol?.getName() === "McpServer" && declaration && declaredInModule(declaration, MCP_MODULES)) return true;
    const target: ts.Type = (current as ts.TypeReference).target ?? current;
    if (!(target.flags & ts.TypeFlags.Object) || !((target as ts.ObjectType).objectFlags & ts.ObjectFlags.Class)) return false;
    current = checker.getBaseTypes(target as ts.InterfaceType)[0];
  }
  return false;
}

/**
 * Errors that an MCP server's tool handler throws on purpose, for the protocol: the SDK rethrows them as
 * JSON-RPC errors instead of turning them into an `isError` result (v1's `McpError` with the
 * URL-elicitation code -32042, v2's `ProtocolError`), so a tool must keep throwing them. Any subclass counts.
 */
const PROTOCOL_ERRORS = new Set(["McpError", "ProtocolError", "UrlElicitationRequiredError"]);

/** Whether a type is a class that `matches` (its symbol), or extends one (a bounded walk up the bases). */
function inClassChain(checker: ts.TypeChecker, type: ts.Type, matches: (symbol: ts.Symbol) => boolean): boolean {
  let current: ts.Type | undefined = type;
  for (let depth = 0; current && depth < 16; depth++) {
    const symbol = current.getSymbol();
    if (symbol && matches(symbol)) return true;
    const target: ts.Type = (current as ts.TypeReference).target ?? current;
    if (!(target.flags & ts.TypeFlags.Object) || !((target as ts.ObjectType).objectFlags & ts.ObjectFlags.Class)) return false;
    current = checker.getBaseTypes(target as ts.InterfaceType)[0];
  }
  return false;
}

/** Whether a thrown value's type is one of the MCP SDK's protocol errors (see PROTOCOL_ERRORS). */
export function isProtocolError(checker: ts.TypeChecker, type: ts.Type): boolean {
  return inClassChain(checker, type, (symbol) => {
    const declaration = symbol.declarations?.[0];
    return PROTOCOL_ERRORS.has(symbol.getName()) && declaration !== undefined && declaredInModule(declaration, MCP_MODULES);
  });
}

/** Whether a thrown value's type is a class named in `names`, or extends one (from any module). */
export function isClassNamed(checker: ts.TypeChecker, type: ts.Type, names: ReadonlySet<string>): boolean {
  return inClassChain(checker, type, (symbol) => names.has(symbol.getName()));
}

export interface FindOptions {
  agentTool: string;
}

/** The tools registered in a file. Cheap syntactic checks first; the checker only for calls that look like one. */
export function findTools(checker: ts.TypeChecker, sourceFile: ts.SourceFile, options: FindOptions): ToolSite[] {
  const sites: ToolSite[] = [];
  walk(sourceFile, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = skipOuter(node.expression);
    const first = node.arguments[0] && skipOuter(node.arguments[0]);
    if (first && ts.isObjectLiteralExpression(first) && node.arguments.length === 1) {
      const member = executeMember(first);
      const nameNode = ts.isIdentifier(callee) ? callee : ts.isPropertyAccessExpression(callee) ? callee.name : undefined;
      if (!member || !nameNode) return;
      const symbol = resolveAlias(checker, checker.getSymbolAtLocation(nameNode));
      const declaration = symbol?.declarations?.[0];
      if (!symbol || !declaration) return;
      const fromAi = declaredInModule(declaration, AI_TOOL_MODULES);
      let kind: ToolKind | undefined;
      // The `tool(...)` inside the project's own `agentTool()` is the wrapper, not a tool to migrate.
      if (fromAi && exportedAs(checker, symbol, declaration, "tool")) kind = insideDefinitionOf(node, options.agentTool) ? undefined : "ai-tool";
      else if (!fromAi && exportedAs(checker, symbol, declaration, options.agentTool)) kind = "agent-tool";
      if (!kind) return;
      sites.push({ kind, call: node, sourceFile, handler: handlerOf(checker, member), handlerNode: member, name: toolName(node, kind) });
      return;
    }
    if (ts.isPropertyAccessExpression(callee) && (callee.name.text === "registerTool" || callee.name.text === "tool") && node.arguments.length >= 2) {
      if (!isMcpServer(checker, checker.getTypeAtLocation(callee.expression))) return;
      const handler = node.arguments[node.arguments.length - 1]!;
      // `registerTool(name, config, handler)`: a configuration whose type has an `outputSchema` (a literal's, or a declared optional one).
      const config = callee.name.text === "registerTool" && node.arguments.length >= 3 ? node.arguments[1]! : undefined;
      const outputSchema = !!config && !!checker.getTypeAtLocation(config).getProperty("outputSchema");
      sites.push({ kind: "mcp", call: node, sourceFile, handler: handlerOf(checker, handler), handlerNode: handler, name: toolName(node, "mcp"), ...(outputSchema ? { outputSchema } : {}) });
    }
  });
  return sites;
}

/**
 * The calls of `tool` imported from `"ai"` that are not among `sites`, each with why: never "0 tools"
 * in silence when the text plainly registers AI SDK tools. Only the file's own import declarations
 * (`import { tool } from "ai"`, `import { tool as aiTool } from "ai"`) are looked at.
 */
/** Whether a node is inside the function named `name` (`function agentTool(...)`, `const agentTool = (...) => ...`). */
function insideDefinitionOf(node: ts.Node, name: string): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isFunctionDeclaration(parent) && parent.name?.text === name) return true;
    if ((ts.isArrowFunction(parent) || ts.isFunctionExpression(parent)) && ts.isVariableDeclaration(parent.parent) && ts.isIdentifier(parent.parent.name) && parent.parent.name.text === name) return true;
  }
  return false;
}

export function skippedAiToolCalls(checker: ts.TypeChecker, sourceFile: ts.SourceFile, sites: readonly ToolSite[], options: FindOptions): { node: ts.Node; reason: string }[] {
  const locals = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== "ai") continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) if ((element.propertyName ?? element.name).text === "tool") locals.add(element.name.text);
  }
  if (locals.size === 0) return [];
  const found = new Set(sites.map((site) => site.call));
  const skipped: { node: ts.Node; reason: string }[] = [];
  walk(sourceFile, (node) => {
    if (!ts.isCallExpression(node) || found.has(node) || insideDefinitionOf(node, options.agentTool)) return;
    const callee = skipOuter(node.expression);
    if (!ts.isIdentifier(callee) || !locals.has(callee.text)) return;
    const first = node.arguments[0] && skipOuter(node.arguments[0]);
    let reason: string;
    const declaration = resolveAlias(checker, checker.getSymbolAtLocation(callee))?.declarations?.[0];
    if (!first || !ts.isObjectLiteralExpression(first) || node.arguments.length !== 1) {
      reason = "This `tool(...)` call does not take one options object, so the codemod cannot find its `execute`: migrate it by hand.";
    } else if (!executeMember(first)) {
      reason = "This tool has no `execute` in its options object (a client-side tool, or one that spreads its options): nothing to migrate here, or migrate it by hand.";
    } else if (!declaration) {
      reason = '`tool` from "ai" does not resolve to a declaration: is the `ai` package installed (node_modules/ai) and this file in the tsconfig.json the codemod loaded? The codemod finds tools through their types; this tool was skipped.';
    } else {
      reason = `\`tool\` from "ai" resolves to ${declaration.getSourceFile().fileName}, which is not the AI SDK's \`tool\` (a stub or a mock?): this tool was skipped.`;
    }
    skipped.push({ node: callee, reason });
  });
  return skipped;
}

/** Where a node sits relative to the `try` statements between it and `boundary`. */
export function tryPosition(node: ts.Node, boundary: ts.Node): "caught" | "finally" | undefined {
  let child: ts.Node = node;
  for (let parent = node.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
    if (isFunctionBoundary(child) && child !== node) return undefined;
    if (ts.isTryStatement(parent)) {
      if (child === parent.tryBlock && parent.catchClause) return "caught";
      if (child === parent.finallyBlock) return "finally";
    }
  }
  return undefined;
}

export interface HandlerScan {
  /** `throw`s of the handler itself. */
  ownThrows: ts.ThrowStatement[];
  /** `throw`s inside functions nested in it (callbacks), not caught there. */
  nestedThrows: ts.ThrowStatement[];
  /** `return`s of the handler itself. */
  returns: ts.ReturnStatement[];
  /** `reject(...)` calls of promise executors inside it. */
  rejects: ts.CallExpression[];
  /** Calls not inside a `try` whose `catch` handles them: candidates for throwing helpers. */
  calls: ts.CallExpression[];
}

/** The innermost function-like node (or class) that holds `node`. */
function enclosingBoundary(node: ts.Node): ts.Node | undefined {
  for (let current = node.parent; current; current = current.parent) if (isFunctionBoundary(current)) return current;
  return undefined;
}

export function scanHandler(checker: ts.TypeChecker, fn: FunctionNode): HandlerScan {
  const scan: HandlerScan = { ownThrows: [], nestedThrows: [], returns: [], rejects: [], calls: [] };
  const body = fn.body;
  if (!body) return scan;
  const rejectSymbols = new Set<ts.Symbol>();
  walk(body, (node) => {
    if (ts.isThrowStatement(node)) {
      const boundary = enclosingBoundary(node);
      if (boundary === fn) scan.ownThrows.push(node);
      else if (boundary && tryPosition(node, boundary) !== "caught") scan.nestedThrows.push(node);
    } else if (ts.isReturnStatement(node)) {
      if (enclosingBoundary(node) === fn) scan.returns.push(node);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "Promise") {
      const executor = node.arguments?.[0] && skipOuter(node.arguments[0]);
      const reject = executor && (ts.isArrowFunction(executor) || ts.isFunctionExpression(executor)) ? executor.parameters[1] : undefined;
      if (reject && ts.isIdentifier(reject.name)) {
        const symbol = checker.getSymbolAtLocation(reject.name);
        if (symbol) rejectSymbols.add(symbol);
      }
    } else if (ts.isCallExpression(node)) {
      const callee = skipOuter(node.expression);
      if (ts.isIdentifier(callee) && rejectSymbols.size > 0) {
        const symbol = checker.getSymbolAtLocation(callee);
        if (symbol && rejectSymbols.has(symbol) && node.arguments.length > 0) scan.rejects.push(node);
      }
      if (tryPosition(node, fn) !== "caught") scan.calls.push(node);
    }
    return true;
  });
  return scan;
}

/**
 * The function a call calls, when it is one of the project's own (not a declaration file, not a
 * dependency: `isOwnFile`).
 */
export function calledFunction(checker: ts.TypeChecker, isOwnFile: (file: ts.SourceFile) => boolean, call: ts.CallExpression): FunctionNode | undefined {
  const callee = skipOuter(call.expression);
  const nameNode = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  let fn = functionOfSymbol(checker, checker.getSymbolAtLocation(nameNode));
  if (!fn) {
    const declaration = checker.getResolvedSignature(call)?.getDeclaration();
    if (declaration && isFunctionNode(declaration) && declaration.body) fn = declaration;
  }
  if (!fn) return undefined;
  return isOwnFile(fn.getSourceFile()) ? fn : undefined;
}
