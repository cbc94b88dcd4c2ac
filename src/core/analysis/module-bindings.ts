/**
 * What a file imports, and every use of each import: the value imports and top-level `require`s
 * (`import { a as b } from "m"`, `import * as ns`, `import d`, `const { a } = require("m")`, `const m =
 * require("m")`), each with the identifiers that refer to it (reads, writes, type positions, JSX, a local
 * `export { b }`), from the scope analysis: a same-named local shadows the import and is never counted.
 *
 * The codemods ask it when they edit imports (is an import unused once the migrated calls are gone, is there
 * an import of the module to add a name to); the rules find configured functions with references.ts.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { cachedPerFile } from "./file-cache.js";
import { findVariableOf } from "../scope.js";
import { packageOf } from "./modules.js";
import { memberName, unwrapCastsAndChains } from "../ast.js";

export interface ModuleBinding {
  /** `named`: a named import or destructured `require`; `namespace`: `import * as ns` or `const ns = require("m")`; `default`: `import d from "m"`. */
  kind: "named" | "namespace" | "default";
  local: string;
  /** For `named`: the exported name (`a` in `import { a as b }`). */
  imported?: string;
  source: string;
  /** The specifier, the `Property` of a `require` pattern, or the `VariableDeclarator` of `const ns = require()`. */
  declaration: TSESTree.ImportClause | TSESTree.Property | TSESTree.VariableDeclarator;
  statement: TSESTree.ImportDeclaration | TSESTree.VariableDeclaration;
  style: "import" | "require";
  /** The identifier that declares the local name. */
  localNode: TSESTree.Identifier;
  /** Identifiers that refer to the binding, in source order. */
  references: TSESTree.Identifier[];
}

function stringOf(node: TSESTree.Node | null | undefined): string | undefined {
  return node?.type === AST_NODE_TYPES.Literal && typeof node.value === "string" ? node.value : undefined;
}

function nameOf(node: TSESTree.Node): string | undefined {
  return node.type === AST_NODE_TYPES.Identifier ? node.name : stringOf(node);
}

/** The module of a `require("m")` call of the global `require`, or undefined. */
export function requireSource(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node | null | undefined): string | undefined {
  if (node?.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.Identifier || node.callee.name !== "require") return undefined;
  if (node.arguments.length !== 1) return undefined;
  const variable = findVariableOf(sourceCode, node.callee);
  if (variable && variable.defs.length > 0) return undefined;
  return stringOf(node.arguments[0]);
}

/** The value imports and top-level `require`s of a file, with their references; computed once per file. */
export function moduleBindings(sourceCode: Readonly<TSESLint.SourceCode>): readonly ModuleBinding[] {
  return cachedPerFile(sourceCode.ast, "module-bindings", null, () => collect(sourceCode));
}

function collect(sourceCode: Readonly<TSESLint.SourceCode>): ModuleBinding[] {
  const bindings: ModuleBinding[] = [];
  const add = (binding: Omit<ModuleBinding, "references">): void => {
    const variable = findVariableOf(sourceCode, binding.localNode);
    const references = (variable?.references ?? [])
      .map((reference) => reference.identifier)
      .filter((identifier): identifier is TSESTree.Identifier => identifier.type === AST_NODE_TYPES.Identifier && identifier !== binding.localNode)
      .sort((a, b) => a.range[0] - b.range[0]);
    bindings.push({ ...binding, references });
  };
  for (const statement of sourceCode.ast.body) {
    if (statement.type === AST_NODE_TYPES.ImportDeclaration) {
      if (statement.importKind === "type") continue;
      const source = statement.source.value;
      for (const specifier of statement.specifiers) {
        const localNode = specifier.local;
        const base = { local: localNode.name, source, declaration: specifier, statement, style: "import" as const, localNode };
        if (specifier.type === AST_NODE_TYPES.ImportSpecifier) {
          if (specifier.importKind === "type") continue;
          add({ ...base, kind: "named", imported: nameOf(specifier.imported)! });
        } else if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier) {
          add({ ...base, kind: "namespace" });
        } else {
          add({ ...base, kind: "default" });
        }
      }
    } else if (statement.type === AST_NODE_TYPES.VariableDeclaration) {
      for (const declarator of statement.declarations) {
        const source = requireSource(sourceCode, declarator.init);
        if (source === undefined) continue;
        const id = declarator.id;
        if (id.type === AST_NODE_TYPES.Identifier) {
          add({ kind: "namespace", local: id.name, source, declaration: declarator, statement, style: "require", localNode: id });
        } else if (id.type === AST_NODE_TYPES.ObjectPattern) {
          for (const property of id.properties) {
            if (property.type !== AST_NODE_TYPES.Property || property.computed) continue;
            const imported = nameOf(property.key);
            const value = property.value.type === AST_NODE_TYPES.AssignmentPattern ? property.value.left : property.value;
            if (imported === undefined || value.type !== AST_NODE_TYPES.Identifier) continue;
            add({ kind: "named", local: value.name, imported, source, declaration: property, statement, style: "require", localNode: value });
          }
        }
      }
    }
  }
  return bindings;
}

/**
 * The identifier through which a reference to an imported function goes (references.ts): the function's
 * own name, or the namespace of `ns.fn` / `compat.fn` (a `MemberExpression` reference).
 */
export function referenceIdentifier(node: TSESTree.Node): TSESTree.Node {
  return node.type === AST_NODE_TYPES.MemberExpression ? node.object : node;
}

/** The binding that an identifier of the file refers to (a use of an import), if any. */
export function bindingOfIdentifier(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Node): ModuleBinding | undefined {
  const index = cachedPerFile(sourceCode.ast, "module-binding-index", null, () => {
    const byIdentifier = new Map<TSESTree.Node, ModuleBinding>();
    for (const binding of moduleBindings(sourceCode)) for (const reference of binding.references) byIdentifier.set(reference, binding);
    return byIdentifier;
  });
  return index.get(identifier);
}

/** `identifier` names `name` imported from a package of the MCP SDK (`@modelcontextprotocol/sdk/types.js`, v2's packages). */
export function isMcpSdkImport(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Node, name: string): boolean {
  const binding = bindingOfIdentifier(sourceCode, identifier);
  return binding?.kind === "named" && binding.imported === name && (packageOf(binding.source)?.startsWith("@modelcontextprotocol/") ?? false);
}

/**
 * `name` of the MCP SDK written as a name or as a field of the SDK's module: `McpError` (also renamed, `McpError as
 * McpError4` of a bundle), `types_js_1.McpError` of tsc's CommonJS, `types.McpError` of a namespace import.
 */
export function isMcpSdkValue(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, name: string): boolean {
  if (node.type === AST_NODE_TYPES.Identifier) return isMcpSdkImport(sourceCode, node, name);
  if (node.type !== AST_NODE_TYPES.MemberExpression || memberName(node) !== name || node.object.type !== AST_NODE_TYPES.Identifier) return false;
  const binding = bindingOfIdentifier(sourceCode, node.object);
  return binding?.kind === "namespace" && (packageOf(binding.source)?.startsWith("@modelcontextprotocol/") ?? false);
}

/**
 * Node's modules whose failures are Node's own text about the arguments they were handed (`ENOENT` for a path,
 * `crypto`'s about a size): all but `child_process` (whose errors carry a process's output) and the network's.
 */
/** Node's module that runs processes (whose errors carry a process's output). */
export const PROCESS_MODULES: ReadonlySet<string> = new Set(["child_process", "node:child_process"]);

export const NODE_LOCAL_MODULE = /^(?:node:)?(?:fs|fs\/promises|path|url|crypto|zlib|os|util|buffer|querystring|string_decoder|punycode|assert|events|timers|perf_hooks)$/;

/**
 * `callee` is a function of one of Node's local modules ({@link NODE_LOCAL_MODULE}), through its import:
 * `crypto.randomBytes`, `fs.promises.readFile`, `randomUUID` of `node:crypto`, `existsSync` of `const fs = require("fs")`.
 */
export function isNodeLocalModuleFunction(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node): boolean {
  let root = unwrapCastsAndChains(callee);
  // Also a method of what such a function made (`crypto.randomBytes(6).toString("hex")`): Node's object. Not a
  // function `util.promisify` made of another (`promisify(exec)(command)` runs a process).
  const wraps = (node: TSESTree.Node): boolean => /^(?:promisify|callbackify)$/.test((node.type === AST_NODE_TYPES.Identifier ? node.name : memberName(node)) ?? "");
  while (root.type === AST_NODE_TYPES.MemberExpression || root.type === AST_NODE_TYPES.CallExpression) {
    if (root.type === AST_NODE_TYPES.CallExpression && wraps(unwrapCastsAndChains(root.callee))) return false;
    root = unwrapCastsAndChains(root.type === AST_NODE_TYPES.MemberExpression ? root.object : root.callee);
  }
  if (root.type !== AST_NODE_TYPES.Identifier || wraps(root)) return false;
  const binding = bindingOfIdentifier(sourceCode, root);
  if (binding === undefined) return false;
  if (NODE_LOCAL_MODULE.test(binding.source)) return true;
  // `isIP(clientIp)` of `node:net` (Context7's header helper), `net.isIPv4(host)`: a test of a text, which answers and
  // throws nothing; the module's sockets are the network's.
  const name = binding.kind === "named" ? binding.imported : callee.type === AST_NODE_TYPES.MemberExpression && unwrapCastsAndChains(callee.object) === root ? memberName(callee) : undefined;
  return NET_MODULE.test(binding.source) && name !== undefined && NET_TESTS.has(name);
}

const NET_MODULE = /^(?:node:)?net$/;
const NET_TESTS: ReadonlySet<string> = new Set(["isIP", "isIPv4", "isIPv6"]);

/** Whether a name is declared anywhere in the file or used as a global there (a new import of it would clash). */
export function nameInUse(sourceCode: Readonly<TSESLint.SourceCode>, name: string): boolean {
  const manager = sourceCode.scopeManager;
  if (!manager) return sourceCode.text.includes(name);
  for (const scope of manager.scopes) {
    if (scope.set.has(name)) return true;
    if (scope.through.some((reference) => reference.identifier.type === AST_NODE_TYPES.Identifier && reference.identifier.name === name)) return true;
  }
  return false;
}

const PROCESS_MODULE = /^(?:node:)?process$/;

/**
 * `process.env` of Node's `process`: the global (not a binding of the file named so), or one imported from
 * `node:process` (`import process from "node:process"`, `import * as process from "process"`), also `env` imported by
 * name (`import { env } from "node:process"`). The operator's environment.
 */
export function isProcessEnv(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  const value = unwrapCastsAndChains(node);
  if (value.type === AST_NODE_TYPES.Identifier) {
    const binding = bindingOfIdentifier(sourceCode, value);
    return binding?.kind === "named" && binding.imported === "env" && PROCESS_MODULE.test(binding.source);
  }
  if (value.type !== AST_NODE_TYPES.MemberExpression || value.computed || value.property.type !== AST_NODE_TYPES.Identifier || value.property.name !== "env") return false;
  const object = unwrapCastsAndChains(value.object);
  if (object.type !== AST_NODE_TYPES.Identifier) return false;
  const binding = bindingOfIdentifier(sourceCode, object);
  if (binding) return binding.kind !== "named" && PROCESS_MODULE.test(binding.source);
  return object.name === "process" && !findVariableOf(sourceCode, object)?.defs.length;
}

/** `process.env.X` or `process.env[name]`: a variable of the operator's environment. */
export function isEnvironmentRead(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  const value = unwrapCastsAndChains(node);
  return value.type === AST_NODE_TYPES.MemberExpression && isProcessEnv(sourceCode, value.object);
}
