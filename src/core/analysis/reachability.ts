/**
 * Agent reachability: which code of a file runs on behalf of a tool, so that what it returns can become
 * a tool's result.
 *
 * A node is agent-reachable when it lies inside a tool handler of the file ({@link findToolHandlers}:
 * boundaries, wrappers, named handlers), or inside a function of the file that such code calls or passes
 * on, directly or through other functions of the file (`execute: async ({ id }) => loadOrders(id)`, then
 * `loadOrders` calling `fetchPage`). Callbacks written inside reachable code are reachable.
 *
 * Per file only: a helper exported to tools of other modules is not seen here (the typed presets'
 * cross-module summaries are the place for that). One pass per reachable function, computed once per
 * file and configuration, iterative, and only when a node outside the handlers themselves is asked about.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type { AgentErrorsSettings } from "../settings.js";
import { isFunctionNode, pushChildren, type FunctionNode } from "../ast.js";
import { cachedPerFile } from "./file-cache.js";
import { findToolHandlers } from "./tool-handlers.js";
import { resolveCallee } from "./functions.js";

export interface AgentReachability {
  /** Whether the file has any tool handler at all. */
  readonly hasHandlers: boolean;
  /** Whether `node` runs on behalf of a tool of this file. */
  reaches(node: TSESTree.Node): boolean;
}

export function agentReachability(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: AgentErrorsSettings,
  options: { names: readonly string[]; services?: ParserServicesWithTypeInformation | undefined },
): AgentReachability {
  const key = `agent-reachability${options.services ? ":typed" : ""}:${options.names.join(",")}`;
  return cachedPerFile(sourceCode.ast, key, settings, () => {
    const handlers = findToolHandlers(sourceCode, settings, options);
    const handlerFunctions = new Set<FunctionNode>();
    for (const handler of handlers) if (handler.fn) handlerFunctions.add(handler.fn);
    /** The functions whose bodies are reachable (nested functions are covered by their outer one), found on first need. */
    let reachable: Set<FunctionNode> | undefined;
    const closure = (): Set<FunctionNode> => {
      const found = new Set<FunctionNode>();
      const worklist: FunctionNode[] = [];
      const add = (fn: FunctionNode | undefined): void => {
        if (!fn || found.has(fn)) return;
        found.add(fn);
        worklist.push(fn);
      };
      for (const fn of handlerFunctions) add(fn);
      while (worklist.length > 0) {
        const fn = worklist.pop()!;
        const stack: TSESTree.Node[] = [fn.body];
        while (stack.length > 0) {
          const node = stack.pop()!;
          // A nested function reached on its own is walked on its own.
          if (node !== fn.body && isFunctionNode(node) && found.has(node)) continue;
          if (node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) {
            if (node.type === AST_NODE_TYPES.CallExpression) add(resolveCallee(sourceCode, node.callee));
            // A function of the file passed on (`items.map(formatItem)`, `withRetry(fetchOrders)`) runs for the tool too.
            for (const argument of node.arguments) {
              if (argument.type === AST_NODE_TYPES.Identifier || argument.type === AST_NODE_TYPES.MemberExpression) add(resolveCallee(sourceCode, argument));
            }
          }
          pushChildren(node, stack, sourceCode.visitorKeys);
        }
      }
      return found;
    };
    const within = (node: TSESTree.Node, functions: ReadonlySet<FunctionNode>): boolean => {
      for (let current: TSESTree.Node | undefined = node; current; current = current.parent) {
        if (isFunctionNode(current) && functions.has(current)) return true;
      }
      return false;
    };

    return {
      hasHandlers: handlers.length > 0,
      reaches(node: TSESTree.Node): boolean {
        if (handlerFunctions.size === 0) return false;
        // Inside a handler itself (most code a tool runs): known without following the handlers' calls, which
        // resolves every callee of every tool (an editor's keystroke in a file of many tools, issue #19).
        if (within(node, handlerFunctions)) return true;
        return within(node, (reachable ??= closure()));
      },
    };
  });
}
