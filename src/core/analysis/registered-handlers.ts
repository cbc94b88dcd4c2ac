/**
 * Typed: the functions of the program that another module registers as tool handlers by reference
 * (`server.registerTool("get_issue", schema, handleGetIssue)` in `server.ts`, with `handleGetIssue` written
 * in `tools/get-issue.ts`; `tool({ execute: searchDocs })`; `server.setRequestHandler(CallToolRequestSchema,
 * handleCall)`). The file that declares such a function has no registration in view and the function need not
 * declare `CallToolResult`: this index is how the handler is known there.
 *
 * The registrations are found syntactically in TypeScript's tree of each source file of the program whose text
 * names a boundary (once per `ts.SourceFile`, which TypeScript keeps for an unchanged file), then checked with
 * the checker: the receiver's class (`McpServer`, `Server`) or the function (`tool`) comes from the configured
 * package, and the argument resolves, through imports and aliases, to one function of another source file.
 * Resolved once per program.
 */
import type { ParserServicesWithTypeInformation, TSESTree } from "@typescript-eslint/utils";
import { handlerProperty, type AgentErrorsSettings, type ToolBoundarySpecifier } from "../settings.js";
import ts from "../typescript.cjs";
import { symbolAt, unaliased } from "../symbols.js";
import { entryOf } from "./file-cache.js";
import { functionDeclarationOf, isProgramSource, methodDeclarationOf } from "./program-modules.js";
import { packageOf } from "./modules.js";

export interface ElsewhereRegistration {
  /** The handler, in TypeScript's tree. */
  fn: ts.Node;
  /** Where the tool's input is inside its first parameter (`["params", "arguments"]` for a request handler). */
  inputPath: readonly string[];
  /** What it throws reaches the model as it is: the boundary's `thrownErrorsReachModel` (the registration names the function itself). */
  thrown: boolean;
}

interface Candidate {
  boundary: ToolBoundarySpecifier;
  /** The expression that names the handler (`handleGetIssue`, `handlers.getIssue`). */
  handler: ts.Expression;
  /** The receiver of a method boundary (`server`), or the callee of a function boundary (`tool`). */
  anchor: ts.Expression;
}

const REQUEST_INPUT = ["params", "arguments"] as const;
const candidatesByFile = new WeakMap<ts.SourceFile, WeakMap<AgentErrorsSettings, Candidate[]>>();
/** Per program, settings and file: the answer. */
const answersByProgram = new WeakMap<ts.Program, WeakMap<AgentErrorsSettings, WeakMap<ts.SourceFile, ElsewhereRegistration[]>>>();
/** Per program: each candidate resolved to its handlers (none: not a registration of a program function). */
const resolvedByProgram = new WeakMap<ts.Program, WeakMap<Candidate, ElsewhereRegistration[]>>();

/**
 * The handlers of the file being linted (`ast`) that another module of the program registers by reference. The registrations are
 * read from the other files only: in an editor the file being typed in changes on every keystroke, the
 * others keep their `ts.SourceFile` (and their registrations, found once).
 */
export function handlersRegisteredElsewhere(services: ParserServicesWithTypeInformation, settings: AgentErrorsSettings, ast: TSESTree.Program): readonly ElsewhereRegistration[] {
  const program = services.program;
  const file = services.esTreeNodeToTSNodeMap.get(ast) as unknown as ts.SourceFile;
  const answers = entryOf(entryOf(answersByProgram, program, () => new WeakMap()), settings, () => new WeakMap());
  return entryOf(answers, file, () => registeredElsewhere(program, settings, file));
}

function registeredElsewhere(program: ts.Program, settings: AgentErrorsSettings, file: ts.SourceFile): ElsewhereRegistration[] {
  const resolved = entryOf(resolvedByProgram, program, () => new WeakMap());
  const found: ElsewhereRegistration[] = [];
  for (const other of program.getSourceFiles()) {
    if (other === file || !isProgramSource(program, other)) continue;
    for (const candidate of candidatesIn(other, settings)) {
      let registrations = resolved.get(candidate);
      if (registrations === undefined) {
        registrations = resolve(program, candidate, other);
        resolved.set(candidate, registrations);
      }
      for (const registration of registrations) {
        if (registration.fn.getSourceFile() === file && !found.some((entry) => entry.fn === registration.fn)) found.push(registration);
      }
    }
  }
  return found;
}

/** How many declarations of one registered name are looked at (a union of many tools' `handler` properties). */
const MAX_DECLARATIONS = 200;

/**
 * The functions a registration's handler argument denotes: one function (`handleGetIssue`, through imports and
 * aliases), or, for a property of a collection's element (`tool.handler` in `for (const tool of tools)`), the
 * function of that property in each element the checker knows (`handler: archiveIssue`, `handler: async () =>
 * ...`, a method) wherever the elements are written.
 */
function resolve(program: ts.Program, candidate: Candidate, file: ts.SourceFile): ElsewhereRegistration[] {
  const checker = program.getTypeChecker();
  if (!fromConfiguredModule(checker, candidate)) return [];
  const symbol = symbolAt(checker, ts.isPropertyAccessExpression(candidate.handler) ? candidate.handler.name : candidate.handler);
  const declarations = symbol?.declarations ?? [];
  if (declarations.length > MAX_DECLARATIONS) return [];
  const request = candidate.boundary.firstArgument !== undefined && /CallToolRequestSchema$|^tools\/call$/.test(candidate.boundary.firstArgument);
  const registrations: ElsewhereRegistration[] = [];
  const add = (fn: ts.Node | undefined): void => {
    const home = fn?.getSourceFile();
    if (!fn || !home || home === file || !isProgramSource(program, home) || registrations.some((entry) => entry.fn === fn)) return;
    registrations.push({ fn, inputPath: request ? REQUEST_INPUT : [], thrown: candidate.boundary.thrownErrorsReachModel });
  };
  for (const declaration of declarations) add(functionDeclarationOf(declaration) ?? methodDeclarationOf(declaration) ?? referencedFunction(checker, declaration));
  // A name bound by destructuring each element (`for (const { name, config, handler } of catalog)`): the
  // functions its type is made of, each declared where the element is written.
  if (registrations.length === 0 && declarations.length > 0 && declarations.every(ts.isBindingElement)) {
    const type = checker.getTypeAtLocation(candidate.handler);
    const members = type.isUnion() ? type.types : [type];
    for (const member of members.slice(0, MAX_DECLARATIONS)) {
      const declaration = member.getSymbol()?.declarations?.[0];
      if (declaration && (ts.isArrowFunction(declaration) || ts.isFunctionExpression(declaration) || ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration))) add(declaration);
    }
  }
  return registrations;
}

/** The function a property names (`handler: archiveIssue`, `{ handler }`): its one declaration, through aliases. */
function referencedFunction(checker: ts.TypeChecker, declaration: ts.Declaration): ts.Node | undefined {
  let symbol: ts.Symbol | undefined;
  if (ts.isShorthandPropertyAssignment(declaration)) symbol = unaliased(checker, checker.getShorthandAssignmentValueSymbol(declaration));
  else if (ts.isPropertyAssignment(declaration) && ts.isIdentifier(declaration.initializer)) symbol = symbolAt(checker, declaration.initializer);
  const target = symbol?.declarations?.length === 1 ? symbol.declarations[0] : undefined;
  return target && functionDeclarationOf(target);
}

/** The registrations by reference written in a file, found in its tree alone (once per file version and settings). */
function candidatesIn(file: ts.SourceFile, settings: AgentErrorsSettings): Candidate[] {
  const bySettings = entryOf(candidatesByFile, file, () => new WeakMap());
  let candidates = bySettings.get(settings);
  if (candidates) return candidates;
  candidates = [];
  bySettings.set(settings, candidates);
  const names = new Set(settings.toolBoundaries.map((boundary) => boundary.name));
  const pattern = new RegExp(`(?<![\\w$])(?:${[...names].map((name) => name.replace(/[$]/g, "\\$")).join("|")})\\s*[(<]`);
  if (!pattern.test(file.text)) return candidates;
  const stack: ts.Node[] = [file];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : undefined;
      if (name !== undefined && names.has(name)) {
        for (const boundary of settings.toolBoundaries) {
          if (boundary.name !== name) continue;
          const found = candidateOf(node, boundary);
          if (found) candidates.push(found);
        }
      }
    }
    node.forEachChild((child) => void stack.push(child));
  }
  return candidates;
}

function candidateOf(call: ts.CallExpression, boundary: ToolBoundarySpecifier): Candidate | undefined {
  const callee = call.expression;
  const byReference = (expression: ts.Expression | undefined): expression is ts.Expression =>
    !!expression && (ts.isIdentifier(expression) || (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.name)));
  if (boundary.receiver) {
    if (!ts.isPropertyAccessExpression(callee) || boundary.handler !== "lastArgument") return undefined;
    const first = call.arguments[0];
    if (boundary.firstArgument !== undefined) {
      const text = first && (ts.isIdentifier(first) ? first.text : ts.isPropertyAccessExpression(first) ? first.name.text : ts.isStringLiteral(first) ? first.text : undefined);
      if (text !== boundary.firstArgument) return undefined;
    }
    const handler = call.arguments[call.arguments.length - 1];
    return call.arguments.length >= 2 && byReference(handler) ? { boundary, handler, anchor: callee.expression } : undefined;
  }
  const property = handlerProperty(boundary.handler);
  if (!ts.isIdentifier(callee) || property === undefined) return undefined;
  const options = call.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const element of options.properties) {
    if (ts.isShorthandPropertyAssignment(element) && element.name.text === property) return { boundary, handler: element.name, anchor: callee };
    if (ts.isPropertyAssignment(element) && ts.isIdentifier(element.name) && element.name.text === property && byReference(element.initializer)) {
      return { boundary, handler: element.initializer, anchor: callee };
    }
  }
  return undefined;
}

/**
 * The checker's side: a method boundary's receiver is an instance of the configured class, declared in the
 * configured package (`McpServer` of `@modelcontextprotocol/sdk`); a function boundary's callee is the
 * configured function of the configured package (or, without `from`, any function of that name).
 */
function fromConfiguredModule(checker: ts.TypeChecker, candidate: Candidate): boolean {
  const { boundary, anchor } = candidate;
  let symbol: ts.Symbol | undefined;
  if (boundary.receiver) {
    symbol = checker.getTypeAtLocation(anchor).getSymbol();
    if (symbol?.name !== boundary.receiver) return false;
  } else {
    symbol = symbolAt(checker, anchor);
  }
  if (!boundary.from || boundary.from.length === 0) return true;
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName.replace(/\\/g, "/");
  return !!file && boundary.from.some((module) => {
    const name = packageOf(module);
    return name !== undefined && file.includes(`/node_modules/${name}/`);
  });
}

/** Typed: whether the file being linted declares a handler that another module registers (for the rules' text gates). */
export function declaresHandlersRegisteredElsewhere(services: ParserServicesWithTypeInformation | undefined, settings: AgentErrorsSettings, ast: TSESTree.Program): boolean {
  return !!services && handlersRegisteredElsewhere(services, settings, ast).length > 0;
}
