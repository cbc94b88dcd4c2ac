/**
 * Completions: whether a statement can complete normally (run on to the statement after it), and which
 * calls never return.
 *
 * - {@link alwaysExits}: the statement always ends by `return`, `throw`, or a call that never returns.
 * - {@link exitCalls}: the calls of a file that never return: `process.exit(...)`, a function of the
 *   file whose every path throws or exits (`function die(msg) { console.error(msg); process.exit(1); }`,
 *   `function handleApiError(e) { throw toUserError(e); }`), a function declared to return `never`.
 *
 * The statement walk is bounded by nesting depth (deeper than a real program counts as exiting, the
 * answer that reports nothing); the function summaries are computed once per file, each function once,
 * a call cycle counts as "may return".
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { cachedPerFile } from "./file-cache.js";
import { foreignFunctionOf } from "./program-modules.js";
import { statementChildren } from "./returns.js";
import ts from "../typescript.cjs";
import { symbolAt } from "../symbols.js";

const MAX_STATEMENT_DEPTH = 200;
/** How many helper calls deep a summary looks (`die()` calling `fail()` calling `process.exit()`). */
const MAX_CALL_DEPTH = 32;

/** Whether a call never returns. */
export type ExitCallTest = (call: TSESTree.CallExpression) => boolean;

const NEVER: ExitCallTest = () => false;

export interface ExitOptions {
  /** Calls that never return (`exitCalls(sourceCode)`); none by default. */
  isExitCall?: ExitCallTest;
  /**
   * Whether `break` and `continue` count: they leave the block they are in (an early exit past which a
   * condition no longer holds), though not the function.
   */
  jumps?: boolean;
}

/**
 * Whether a statement always ends by `return` or `throw` (or, as asked, a call that never returns, a
 * `break` or a `continue`): it never completes normally. The one answer to "does this statement exit?"
 * for every analysis (narrowing's early exits, failure paths' guards, taint's definite writes, the
 * empty-catch rule's fall-through).
 */
export function alwaysExits(statement: TSESTree.Node, options: ExitCallTest | ExitOptions = {}): boolean {
  const { isExitCall = NEVER, jumps = false } = typeof options === "function" ? { isExitCall: options } : options;
  return completes(statement, isExitCall, jumps, 0) === false;
}

/**
 * Whether a statement always ends by `throw` or a call that never returns: it always exits, and no path
 * of it exits by `return` (`if (cached) return value; throw stale;` may return).
 */
export function alwaysThrows(statement: TSESTree.Node, isExitCall: ExitCallTest = NEVER): boolean {
  return completes(statement, isExitCall, false, 0) === false && !holdsReturn(statement);
}

/** Whether a `return` is among the statements of `statement` (not in a nested function). Iterative, bounded. */
function holdsReturn(statement: TSESTree.Node): boolean {
  const stack: TSESTree.Node[] = [statement];
  for (let visited = 0; stack.length > 0; visited++) {
    // Deeper than real code: say it may return, the answer that treats nothing as an exit.
    if (visited > 10_000) return true;
    const node = stack.pop()!;
    if (node.type === AST_NODE_TYPES.ReturnStatement) return true;
    stack.push(...statementChildren(node));
  }
  return false;
}

/** False when the statement never completes normally (it returns, throws, or, when `jumps`, jumps). */
function completes(statement: TSESTree.Node, isExitCall: ExitCallTest, jumps: boolean, depth: number): boolean {
  if (depth > MAX_STATEMENT_DEPTH) return false;
  switch (statement.type) {
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ThrowStatement:
      return false;
    case AST_NODE_TYPES.BreakStatement:
    case AST_NODE_TYPES.ContinueStatement:
      return !jumps;
    case AST_NODE_TYPES.ExpressionStatement: {
      let expression = unwrapCastsAndChains(statement.expression);
      if (expression.type === AST_NODE_TYPES.AwaitExpression) expression = unwrapCastsAndChains(expression.argument);
      return !(expression.type === AST_NODE_TYPES.CallExpression && isExitCall(expression));
    }
    case AST_NODE_TYPES.BlockStatement:
      return !statement.body.some((child) => !completes(child, isExitCall, jumps, depth + 1));
    case AST_NODE_TYPES.IfStatement:
      return (
        !statement.alternate ||
        completes(statement.consequent, isExitCall, jumps, depth + 1) ||
        completes(statement.alternate, isExitCall, jumps, depth + 1)
      );
    case AST_NODE_TYPES.TryStatement:
      if (statement.finalizer && !completes(statement.finalizer, isExitCall, jumps, depth + 1)) return false;
      return (
        completes(statement.block, isExitCall, jumps, depth + 1) ||
        (!!statement.handler && completes(statement.handler.body, isExitCall, jumps, depth + 1))
      );
    default:
      return true;
  }
}

/** The global `process.exit(...)` (not a local `process`). */
function isProcessExit(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): boolean {
  const callee = unwrapCastsAndChains(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return false;
  if (callee.property.name !== "exit" || callee.object.type !== AST_NODE_TYPES.Identifier || callee.object.name !== "process") return false;
  const variable = findVariableOf(sourceCode, callee.object);
  return !variable || variable.defs.length === 0;
}

/** The function declaration or `const f = () => ...` an identifier callee names in this file. */
function calledFunction(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): FunctionNode | undefined {
  const callee = unwrapCastsAndChains(call.callee);
  if (callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = findVariableOf(sourceCode, callee);
  if (!variable || variable.defs.length !== 1) return undefined;
  const definition = variable.defs[0]!;
  if (definition.type === "FunctionName" && isFunctionNode(definition.node)) return definition.node;
  if (definition.type === "Variable" && definition.parent.kind === "const") {
    const init = definition.node.init && unwrapCastsAndChains(definition.node.init);
    if (init && isFunctionNode(init)) return init;
  }
  return undefined;
}

function declaredNever(fn: FunctionNode): boolean {
  return fn.returnType?.typeAnnotation.type === AST_NODE_TYPES.TSNeverKeyword;
}

/**
 * The test for calls that never return, for one file: `process.exit()`, and calls of the file's
 * functions that always throw or exit, or are declared to return `never`. Computed once per file.
 *
 * With type information (`services`), also a call whose signature returns `never` (a package's
 * `fail(): never` too), and a call of a function of another module of the program whose every path
 * throws or exits (`handleApiError(error)` of `lib/errors.ts`), summarized there once.
 */
export function exitCalls(sourceCode: Readonly<TSESLint.SourceCode>, services?: ParserServicesWithTypeInformation): ExitCallTest {
  return exitSummaries(sourceCode, services).test;
}

interface ExitSummaries {
  test: ExitCallTest;
  /** Whether a function of this file never returns normally. */
  neverReturns(fn: FunctionNode): boolean;
}

/** Helper calls being summarized, across modules: bounds the stack of a chain of helpers. */
let callDepth = 0;

function exitSummaries(sourceCode: Readonly<TSESLint.SourceCode>, services: ParserServicesWithTypeInformation | undefined): ExitSummaries {
  return cachedPerFile(sourceCode.ast, services ? "exit-calls:typed" : "exit-calls", undefined, () => {
    /** true: never returns; false: may return; undefined: being computed (a cycle: may return). */
    const summaries = new Map<FunctionNode, boolean | undefined>();
    const neverReturns = (fn: FunctionNode): boolean => {
      if (fn.async || fn.generator) return false;
      if (summaries.has(fn)) return summaries.get(fn) === true;
      if (declaredNever(fn)) {
        summaries.set(fn, true);
        return true;
      }
      if (fn.body.type !== AST_NODE_TYPES.BlockStatement) {
        summaries.set(fn, false);
        return false;
      }
      // A chain of helpers deeper than real code: "never returns", the answer that reports nothing
      // (as for statements nested too deep), not remembered.
      if (callDepth >= MAX_CALL_DEPTH) return true;
      summaries.set(fn, undefined);
      callDepth++;
      try {
        const result = alwaysThrows(fn.body, test);
        summaries.set(fn, result);
        return result;
      } finally {
        callDepth--;
      }
    };
    const test: ExitCallTest = (call) => {
      if (isProcessExit(sourceCode, call)) return true;
      const fn = calledFunction(sourceCode, call);
      if (fn) return neverReturns(fn);
      return services !== undefined && typedNeverReturns(services, call);
    };
    return { test, neverReturns };
  });
}

/** Per call (typed): whether it never returns, asked once. */
const typedAnswers = new WeakMap<TSESTree.CallExpression, boolean>();

/**
 * Typed: the function called is declared to return `never` (`fail(message: string): never`, a package's
 * too), or is a function of another module of the program that never returns. The declarations are read
 * (a symbol lookup), not the call's resolved signature, which would infer its arguments.
 */
function typedNeverReturns(services: ParserServicesWithTypeInformation, call: TSESTree.CallExpression): boolean {
  let answer = typedAnswers.get(call);
  if (answer === undefined) {
    answer = computeTypedNeverReturns(services, call);
    typedAnswers.set(call, answer);
  }
  return answer;
}

function computeTypedNeverReturns(services: ParserServicesWithTypeInformation, call: TSESTree.CallExpression): boolean {
  const callee = unwrapCastsAndChains(call.callee);
  const name = callee.type === AST_NODE_TYPES.Identifier ? callee : callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed ? callee.property : undefined;
  if (name?.type !== AST_NODE_TYPES.Identifier) return false;
  // `console.error(...)`, `logger.warn(...)`: the global console never exits the function.
  if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "console") return false;
  const checker = services.program.getTypeChecker();
  const symbol = symbolAt(checker, services.esTreeNodeToTSNodeMap.get(name));
  const declarations = symbol?.declarations ?? [];
  if (declarations.length > 0 && declarations.every((declaration) => declaredNeverNode(declaration))) return true;
  const foreign = foreignFunctionOf(services, callee, (fn) => MAY_EXIT.test(fn.getText()));
  return !!foreign && exitSummaries(foreign.module.sourceCode, foreign.module.services).neverReturns(foreign.fn);
}

/** A function-like declaration whose return type is written `never` (a `const` of an arrow so typed too). */
function declaredNeverNode(declaration: ts.Declaration): boolean {
  let node: ts.Node = declaration;
  if (ts.isVariableDeclaration(node) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) node = node.initializer;
  return ts.isFunctionLike(node) && node.type?.kind === ts.SyntaxKind.NeverKeyword;
}

/** The text of a function that can never return: it throws, or calls something (that may exit). */
const MAY_EXIT = /\bthrow\b|\(/;
