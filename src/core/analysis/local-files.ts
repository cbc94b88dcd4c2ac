/**
 * Reads of the local file system (`node:fs`), resolved through the file's imports and `require`s: a module's
 * own cache or config file that is missing or unreadable is the usual empty state of a local store
 * (`readCacheFile()` returning `{}`), not a failure an agent could take for data.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type { FunctionSpecifier } from "../settings.js";
import { isFunctionNode, memberName, pushChildren, unwrapCastsAndChains } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { cachedPerFile } from "./file-cache.js";
import { findFunctionReferences } from "./references.js";
import { bindingOfIdentifier, isEnvironmentRead } from "./module-bindings.js";

const FS_MODULES = ["fs", "node:fs", "fs/promises", "node:fs/promises"];
const READS = ["readFile", "readdir", "stat", "lstat", "access", "open", "opendir", "realpath"];
const SYNC_READS = ["readFileSync", "readdirSync", "statSync", "lstatSync", "accessSync", "openSync", "existsSync", "realpathSync"];

const LOCAL_FILE_READS: readonly FunctionSpecifier[] = [
  ...[...READS, ...SYNC_READS].map((name) => ({ name, from: FS_MODULES })),
  // `import fs from "node:fs"; fs.readFileSync(...)` (the module's default export is the module).
  ...[...READS, ...SYNC_READS].map((name) => ({ name: `default.${name}`, from: FS_MODULES, path: ["default", name] })),
  // `import { promises } from "fs"; promises.readFile(...)`, `import fs from "node:fs"; fs.promises.readFile(...)`.
  ...READS.map((name) => ({ name: `promises.${name}`, from: ["fs", "node:fs"], path: ["promises", name] })),
  ...READS.map((name) => ({ name: `default.promises.${name}`, from: ["fs", "node:fs"], path: ["default", "promises", name] })),
];

/**
 * Whether a call reads a file of the module's own (a cache, a config) from the local file system:
 * `fs.readFile(getCacheFilePath())`, `readFileSync(CONFIG_PATH, "utf8").split("\n")` (also as the start of
 * a chain on its result), where no parameter of the function names the file. A path from a parameter
 * (`listDirectory(path)`, a filesystem tool's helper) is the caller's file: its failure is theirs to see.
 */
export function isOwnFileRead(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  const read = localFileRead(sourceCode, call);
  return read !== undefined && !read.arguments.some((argument) => fromParameter(sourceCode, argument));
}

/** The call of a local file read that a call is, or starts with (`readFileSync(path, "utf8").split("\n")`). */
function localFileRead(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression): TSESTree.CallExpression | undefined {
  const callees = cachedPerFile(sourceCode.ast, "local-file-reads", null, () => {
    const nodes = new Set<TSESTree.Node>();
    for (const reference of findFunctionReferences(sourceCode, LOCAL_FILE_READS).references) nodes.add(reference.node);
    return nodes;
  });
  if (callees.size === 0) return undefined;
  let node: TSESTree.Node = call;
  for (let depth = 0; depth < 100; depth++) {
    node = unwrapCastsAndChains(node);
    if (node.type === AST_NODE_TYPES.AwaitExpression) {
      node = node.argument;
      continue;
    }
    if (node.type !== AST_NODE_TYPES.CallExpression) return undefined;
    const callee = unwrapCastsAndChains(node.callee);
    if (callees.has(callee)) return node;
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
    node = callee.object;
  }
  return undefined;
}

/** Whether an expression is built from a function's parameter, directly or through local variables (bounded). */
function fromParameter(sourceCode: Readonly<TSESLint.SourceCode>, root: TSESTree.Node): boolean {
  const stack: TSESTree.Node[] = [root];
  const seen = new Set<TSESTree.Node>();
  while (stack.length > 0 && seen.size < 200) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    if (node.type === AST_NODE_TYPES.Identifier) {
      const definition = findVariableOf(sourceCode, node)?.defs[0];
      if (definition?.type === "Parameter") return true;
      if (definition?.type === "Variable" && definition.node.init) stack.push(definition.node.init);
      continue;
    }
    if (isFunctionNode(node)) continue;
    pushChildren(node, stack, sourceCode.visitorKeys);
  }
  return false;
}

/**
 * Whether a call parses the process's own configuration: `JSON.parse(process.env.DEFAULT_PARAMETERS)`, also
 * through a `const` (`const raw = process.env.X; JSON.parse(raw)`) or a default (`process.env.X ?? "{}"`). A
 * malformed variable falling back to `{}` is the operator's configuration left at its defaults (usually
 * with a warning), not a failure an agent could take for data.
 */
export function parsesEnvironment(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  const argument = call.arguments[0];
  return argument !== undefined && readsEnvironment(sourceCode, argument, 0);
}

function readsEnvironment(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, depth: number): boolean {
  if (depth > 4) return false;
  const value = unwrapCastsAndChains(node);
  if (value.type === AST_NODE_TYPES.LogicalExpression) return readsEnvironment(sourceCode, value.left, depth + 1);
  // `process.env.X`, with `process` Node's global.
  if (value.type === AST_NODE_TYPES.MemberExpression) return isEnvironmentRead(sourceCode, value);
  if (value.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = findVariableOf(sourceCode, value)?.defs[0];
  if (definition?.type !== "Variable" || definition.parent.kind !== "const" || !definition.node.init) return false;
  return readsEnvironment(sourceCode, definition.node.init, depth + 1);
}

const FS_PROMISE_MODULES: ReadonlySet<string> = new Set(["fs/promises", "node:fs/promises"]);
const FS_CALLBACK_MODULES: ReadonlySet<string> = new Set(["fs", "node:fs"]);

/**
 * Whether a call is one of Node's file-system promises (`writeFile(path, text)` of `node:fs/promises`,
 * `fs.unlink(path)` of its default or namespace import, `promises.readFile(...)` of `fs`,
 * `fs.promises.stat(...)`): it rejects with Node's text about a path (`ENOENT: no such file or directory,
 * open '/tmp/x'`), as the synchronous calls throw it.
 */
export function isFsPromiseCall(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression): boolean {
  const callee = unwrapCastsAndChains(call.callee);
  if (callee.type === AST_NODE_TYPES.Identifier) {
    const binding = bindingOfIdentifier(sourceCode, callee);
    return !!binding && binding.kind === "named" && FS_PROMISE_MODULES.has(binding.source);
  }
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const object = unwrapCastsAndChains(callee.object);
  if (object.type === AST_NODE_TYPES.Identifier) {
    const binding = bindingOfIdentifier(sourceCode, object);
    if (!binding) return false;
    if (FS_PROMISE_MODULES.has(binding.source)) return binding.kind !== "named";
    return FS_CALLBACK_MODULES.has(binding.source) && binding.kind === "named" && binding.imported === "promises";
  }
  // `fs.promises.readFile(...)` of `import fs from "node:fs"` or `import * as fs from "fs"`.
  if (object.type !== AST_NODE_TYPES.MemberExpression || memberName(object) !== "promises") return false;
  const root = unwrapCastsAndChains(object.object);
  const binding = root.type === AST_NODE_TYPES.Identifier ? bindingOfIdentifier(sourceCode, root) : undefined;
  return !!binding && binding.kind !== "named" && FS_CALLBACK_MODULES.has(binding.source);
}
