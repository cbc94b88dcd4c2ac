/**
 * Can a `try` only fail with local text?
 *
 * Text from outside reaches a caught error through I/O: a response awaited, a process's output. A `try` that
 * awaits nothing cannot wait for a response, so what it catches is the failure of synchronous work on values
 * the code already holds: the runtime's text (`Cannot read properties of undefined`), a library's text about
 * the arguments it was handed (turf's "coordinates must contain numbers", a zod issue, `JSON.parse`'s
 * "Unexpected token"), an OS error about a path or a pid (`kill ESRCH`). Such text may echo what the code was
 * given (the agent's own arguments, a few characters of a body being parsed), but nobody outside wrote it.
 *
 * Two ways remain for outside text to arrive synchronously, and a `try` that may use one is not local:
 * - a child process run synchronously (`execFileSync`, `spawnSync`): its error carries the process's stderr.
 *   Found through the imports of `child_process` (and `require`), and by the names such helpers go by in
 *   other modules (`execFileSyncSafe`, `runCommand`, `shell`), which a per-file analysis cannot read;
 * - a value the code holds, thrown (`if (!body.ok) throw new Error(body.message)` after the `await`) or handed
 *   to a call whose error may quote it (`JSON.parse(errorText)`: V8 quotes the text it could not parse, a
 *   schema's issues quote the values they reject): the thrown values and the calls' arguments are handed
 *   back for the caller to judge (taint.ts evaluates them).
 *
 * Functions written in the `try` (callbacks run synchronously by `map`, `forEach`) and the file's own
 * functions it calls (a few levels deep) are read too. A generator's `yield` can be resumed with anything.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { pushChildren, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { cachedPerFile } from "./file-cache.js";
import { findFailureHandlers, isGlobalReference, memberName } from "./failure-handlers.js";
import { bindingOfIdentifier } from "./module-bindings.js";
import { resolveFunction } from "./boundaries.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

const PROCESS_MODULES: ReadonlySet<string> = new Set(["child_process", "node:child_process"]);
/** Names of functions that run a process or block on I/O (Node's `*Sync`, `exec`, `spawn`, a `shell`, a command runner). */
const PROCESS_NAMES = /sync|exec|spawn|shell|command|kubectl|git/i;
/** The file's own functions followed from a `try`, beyond which a call counts as one to another module. */
const MAX_HELPERS = 20;

/** What a `try` that can only fail locally does with values: what it throws, what it hands to calls. */
export interface LocalFailure {
  thrown: readonly TSESTree.Node[];
  arguments: readonly TSESTree.Node[];
}

/**
 * What a `try` throws itself and hands to calls, when it can only fail with local text about those values;
 * undefined when outside text may reach its `catch` (it awaits, runs a process, or yields).
 */
export function localFailure(sourceCode: SourceCode, tryStatement: TSESTree.TryStatement): LocalFailure | undefined {
  const verdicts = cachedPerFile(sourceCode.ast, "local-failures", null, () => new Map<TSESTree.TryStatement, LocalFailure | null>());
  let verdict = verdicts.get(tryStatement);
  if (verdict === undefined) {
    verdict = findFailureHandlers(sourceCode).tryFailure(tryStatement).kind === "await" ? null : (synchronousFailure(sourceCode, tryStatement.block) ?? null);
    verdicts.set(tryStatement, verdict);
  }
  return verdict ?? undefined;
}

function synchronousFailure(sourceCode: SourceCode, block: TSESTree.BlockStatement): LocalFailure | undefined {
  const keys = sourceCode.visitorKeys;
  const thrown: TSESTree.Node[] = [];
  const handed: TSESTree.Node[] = [];
  const followed = new Set<FunctionNode>();
  const stack: TSESTree.Node[] = [block];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case AST_NODE_TYPES.YieldExpression:
        return undefined;
      case AST_NODE_TYPES.ThrowStatement:
        thrown.push(node.argument);
        break;
      case AST_NODE_TYPES.CallExpression:
      case AST_NODE_TYPES.NewExpression: {
        if (mayRunProcess(sourceCode, node)) return undefined;
        for (const argument of node.arguments) if (argument.type !== AST_NODE_TYPES.Literal && !isFunctionNodeType(argument)) handed.push(argument);
        const callee = unwrapCastsAndChains(node.callee);
        const helper = callee.type === AST_NODE_TYPES.Identifier ? resolveFunction(sourceCode, callee) : undefined;
        if (helper && !followed.has(helper)) {
          if (followed.size >= MAX_HELPERS) return undefined;
          followed.add(helper);
          stack.push(helper.body);
        }
        break;
      }
      default:
        break;
    }
    pushChildren(node, stack, keys);
  }
  return { thrown, arguments: handed };
}

function isFunctionNodeType(node: TSESTree.Node): boolean {
  return node.type === AST_NODE_TYPES.ArrowFunctionExpression || node.type === AST_NODE_TYPES.FunctionExpression;
}

/** Whether a call may run a child process: a function of `child_process`, or one named like a process runner. */
function mayRunProcess(sourceCode: SourceCode, call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  const callee = unwrapCastsAndChains(call.callee);
  const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : memberName(callee);
  if (name !== undefined && PROCESS_NAMES.test(name)) return true;
  // The chain's root: `cp` of `cp.execFileSync(...)`, `require("child_process")` of `require("child_process").execSync(...)`.
  let root: TSESTree.Node = callee;
  for (let steps = 0; steps < 100; steps++) {
    root = unwrapCastsAndChains(root);
    if (root.type === AST_NODE_TYPES.MemberExpression) root = root.object;
    else if (root.type === AST_NODE_TYPES.CallExpression) {
      const inner = unwrapCastsAndChains(root.callee);
      if (inner.type === AST_NODE_TYPES.Identifier && inner.name === "require" && isGlobalReference(sourceCode, inner)) {
        const specifier = root.arguments[0];
        return specifier?.type === AST_NODE_TYPES.Literal && typeof specifier.value === "string" && PROCESS_MODULES.has(specifier.value);
      }
      root = inner;
    } else break;
  }
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const binding = bindingOfIdentifier(sourceCode, root);
  return binding !== undefined && PROCESS_MODULES.has(binding.source);
}
