/** Scope look-ups shared by the analyses. */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { isPropertyName, pushChildren, unwrapCastsAndChains } from "./ast.js";

type Scope = TSESLint.Scope.Scope;

/** Per scope analysis: the scope of each node asked about and of the nodes on the way up from it. */
const scopesByManager = new WeakMap<TSESLint.Scope.ScopeManager, WeakMap<TSESTree.Node, Scope>>();

/**
 * The innermost scope around a node, as `sourceCode.getScope(node)` answers, with every node on the way up
 * remembered: ESLint caches only the node it is asked about, so asking about the tests of an `else if`
 * chain n deep costs n each, n² in all; here each node is walked over once.
 */
export function scopeOf(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): Scope {
  const manager = sourceCode.scopeManager;
  if (!manager || node.type === AST_NODE_TYPES.Program) return sourceCode.getScope(node);
  let scopes = scopesByManager.get(manager);
  if (!scopes) {
    scopes = new WeakMap();
    scopesByManager.set(manager, scopes);
  }
  const path: TSESTree.Node[] = [];
  let found: Scope | undefined;
  for (let current: TSESTree.Node | undefined = node; current; current = current.parent) {
    const known = scopes.get(current);
    if (known) {
      found = known;
      break;
    }
    path.push(current);
    const scope = manager.acquire(current, true);
    if (scope) {
      found = scope.type === "function-expression-name" ? scope.childScopes[0]! : scope;
      break;
    }
  }
  if (!found) return sourceCode.getScope(node);
  for (const visited of path) scopes.set(visited, found);
  return found;
}

/**
 * The variable an identifier refers to (or declares): resolved by name from the innermost scope around
 * it. eslint-utils' `findVariable(scope, node)` first looks for the innermost scope again by scanning the
 * child scopes of the scope it is given, one by one: in a function with hundreds of blocks (a catch clause
 * each), every look-up would cost the number of blocks. {@link scopeOf} already is that scope.
 */
export function findVariableOf(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier): TSESLint.Scope.Variable | undefined {
  return ASTUtils.findVariable(scopeOf(sourceCode, identifier), identifier.name) ?? undefined;
}

/**
 * Whether the variable `use` names is referenced before it in the text (where a test or a call could narrow its type);
 * true when the variable is not found.
 */
export function referencedBefore(sourceCode: Readonly<TSESLint.SourceCode>, use: TSESTree.Identifier): boolean {
  const variable = findVariableOf(sourceCode, use);
  return !variable || variable.references.some((reference) => reference.identifier !== use && reference.identifier.range[0] < use.range[0]);
}

/** The initialiser of a `const` (or never-reassigned `let`) that is never mutated through member writes. */
export function stableInitializer(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier): TSESTree.Expression | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const definition = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || definition?.type !== "Variable" || definition.node.id.type !== AST_NODE_TYPES.Identifier) return undefined;
  if (!definition.node.init || variable.references.some((reference) => reference.isWrite() && !reference.init)) return undefined;
  const mutated = variable.references.some((reference) => isChangedThrough(reference.identifier, STABLE_WRITE_METHODS));
  return mutated ? undefined : definition.node.init;
}

/** The methods whose call on a `const`'s value makes it no longer what it was made (see {@link stableInitializer}). */
const STABLE_WRITE_METHODS: ReadonlySet<string> = new Set(["push", "unshift", "splice", "set", "fill"]);

/** Whether a reference changes the value it names through a field: `x.field = ...`, `x[i] = ...`, or a call of one of `methods` (`x.push(...)`). */
export function isChangedThrough(identifier: TSESTree.Node, methods: ReadonlySet<string>): boolean {
  const member = identifier.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== identifier) return false;
  const user = member.parent;
  if (user?.type === AST_NODE_TYPES.AssignmentExpression && user.left === member) return true;
  return user?.type === AST_NODE_TYPES.CallExpression && user.callee === member && !member.computed && member.property.type === AST_NODE_TYPES.Identifier && methods.has(member.property.name);
}

/** What a `const` (or a `let` never written again, nor mutated through its fields) an identifier names holds, under casts and chains. */
export function constInitializer(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier): TSESTree.Node | undefined {
  const init = stableInitializer(sourceCode, identifier);
  return init && unwrapCastsAndChains(init);
}

/** What is pushed to an array a variable holds: the arguments of its `push(...)` and `unshift(...)` calls (`failures.push(\`${baseUrl}: ${code}\`)`). */
export function valuesPushedTo(variable: TSESLint.Scope.Variable): TSESTree.Node[] {
  return variable.references.flatMap((reference) => pushedAt(reference.identifier));
}

/** The arguments of `array.push(...)` or `array.unshift(...)` called on this expression (`errors`, `result.failed`); none otherwise. */
export function pushedAt(array: TSESTree.Node): TSESTree.CallExpressionArgument[] {
  const member = array.parent;
  const call = member?.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== array || member.computed || member.property.type !== AST_NODE_TYPES.Identifier) return [];
  return call?.type === AST_NODE_TYPES.CallExpression && call.callee === member && (member.property.name === "push" || member.property.name === "unshift") ? call.arguments : [];
}

/** Whether an expression (functions written in it included) names one of these variables (not as a property's name). */
export function namesAnyOf(sourceCode: Readonly<TSESLint.SourceCode>, root: TSESTree.Node, variables: ReadonlySet<TSESLint.Scope.Variable>): boolean {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === AST_NODE_TYPES.Identifier && !isPropertyName(node)) {
      const variable = findVariableOf(sourceCode, node);
      if (variable && variables.has(variable)) return true;
    }
    pushChildren(node, stack, sourceCode.visitorKeys);
  }
  return false;
}
