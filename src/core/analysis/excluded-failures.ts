/**
 * Can a `try` fail only with errors of classes its `catch` has already sent on?
 *
 * A `catch` that sends its own classes on first (`if (error instanceof McpError) throw error;`) and then builds a
 * message of what is left (`Failed to process transcript: ${error.message}`) reads that message only for the
 * failures of other classes. When every way the `try` can fail makes an error of those classes, what is left is the
 * runtime's own text (a `TypeError` of the code), as a `try` that calls nothing leaves (taint.ts's `cannotFail`).
 * YouTube transcript's server: its tool calls `this.extractor.extractYoutubeId(input)`, whose every `throw` is a
 * `new McpError(...)`, and `await this.extractor.getTranscript(...)`, whose `catch` turns the scraper's rejection into
 * a `new McpError(...)`.
 *
 * Read: the `throw`s of the code (each a `new C(...)` of such a class), and the calls, each a log line
 * (`console.error(...)`), a construction of such a class, or a function or method of the file whose body passes the
 * same test (a method of the class around, of a `const` instance, or of the instance a field holds, `this.extractor`
 * of `this.extractor = new YouTubeTranscriptExtractor()`), a few functions deep. What fails in an inner `try` that
 * has a `catch` stops there: that `catch` and its `finally` are read instead. Anything else (a call of another
 * module, `await` of a value, a `yield`) may fail with anything.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, memberName, pushChildren, unwrapCastsAndChains, unwrapIndirection, type FunctionNode } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { isConsoleCallee, isGlobalReference, isQuoteFreeBuiltinCall } from "./failure-handlers.js";
import { resolveCallee } from "./functions.js";

/** Constructors of the runtime whose failures are its own text. */
const RUNTIME_CONSTRUCTORS: ReadonlySet<string> = new Set(["Date", "URL", "URLSearchParams", "Map", "Set", "Array", "Object", "RegExp"]);
/** Built-in methods that call the callbacks they are given, and nothing else. */
const ITERATING_METHODS: ReadonlySet<string> = new Set(["map", "flatMap", "filter", "forEach", "find", "findLast", "findIndex", "some", "every", "reduce", "sort", "toSorted"]);

/** How many functions of the file deep the calls are read. */
const MAX_DEPTH = 3;
/** How many nodes are read at most: beyond, the answer is no. */
const MAX_NODES = 5_000;

/** Whether every failure of a `try` block is an error of one of `classes` (each the variable that names the class). */
export function failsOnlyAs(sourceCode: Readonly<TSESLint.SourceCode>, block: TSESTree.BlockStatement, classes: ReadonlySet<TSESLint.Scope.Variable>): boolean {
  if (classes.size === 0) return false;
  let budget = MAX_NODES;
  const reading = new Set<FunctionNode>();

  const ofClass = (node: TSESTree.Node | null | undefined): boolean => {
    const value = node && unwrapCastsAndChains(node);
    if (value?.type !== AST_NODE_TYPES.NewExpression || value.callee.type !== AST_NODE_TYPES.Identifier) return false;
    const variable = findVariableOf(sourceCode, value.callee);
    return variable !== undefined && classes.has(variable);
  };

  const code = (root: TSESTree.Node, depth: number): boolean => {
    const stack: TSESTree.Node[] = [root];
    while (stack.length > 0) {
      if (--budget < 0) return false;
      const node = stack.pop()!;
      // Functions written here run when something calls them: that call is judged where it is.
      if (node !== root && isFunctionNode(node)) continue;
      if (node.type === AST_NODE_TYPES.TryStatement && node.handler) {
        stack.push(node.handler.body);
        if (node.finalizer) stack.push(node.finalizer);
        continue;
      }
      if (node.type === AST_NODE_TYPES.ThrowStatement && !ofClass(node.argument)) return false;
      if (node.type === AST_NODE_TYPES.YieldExpression) return false;
      // `await value`: only what a call of the code returns is known.
      if (node.type === AST_NODE_TYPES.AwaitExpression && unwrapCastsAndChains(node.argument).type !== AST_NODE_TYPES.CallExpression) return false;
      if ((node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) && !call(node, depth)) return false;
      pushChildren(node, stack, sourceCode.visitorKeys);
    }
    return true;
  };

  const call = (node: TSESTree.CallExpression | TSESTree.NewExpression, depth: number): boolean => {
    // `new Date()`, `new URL(text)`: the runtime's own failures.
    if (node.type === AST_NODE_TYPES.NewExpression) return ofClass(node) || (node.callee.type === AST_NODE_TYPES.Identifier && RUNTIME_CONSTRUCTORS.has(node.callee.name) && isGlobalReference(sourceCode, node.callee));
    const callee = unwrapIndirection(unwrapCastsAndChains(node.callee));
    if (isConsoleCallee(sourceCode, callee) || isQuoteFreeBuiltinCall(sourceCode, node)) return true;
    const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : undefined;
    // `/^[\w-]{11}$/.test(input)`: a regular expression written here.
    if (callee.type === AST_NODE_TYPES.MemberExpression && (method === "test" || method === "exec")) {
      const object = unwrapCastsAndChains(callee.object);
      if (object.type === AST_NODE_TYPES.Literal && "regex" in object) return true;
    }
    // `lines.map((line) => line.text.trim())`: a built-in's iteration runs the callbacks written here, read as the code.
    if (method !== undefined && ITERATING_METHODS.has(method) && node.arguments.some((argument) => isFunctionNode(argument))) {
      return node.arguments.every((argument) => !isFunctionNode(argument) || code(argument.body, depth));
    }
    const fn = resolveCallee(sourceCode, callee);
    if (!fn || fn.generator || depth >= MAX_DEPTH) return false;
    // A recursion adds nothing to what the function's body does.
    if (reading.has(fn)) return true;
    reading.add(fn);
    try {
      return code(fn.body, depth + 1);
    } finally {
      reading.delete(fn);
    }
  };

  return code(block, 0);
}

