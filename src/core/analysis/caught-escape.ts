/**
 * Can a caught error's text leave the `catch` it was caught in?
 *
 * no-untrusted-error-message reads the data a tool returns (a result no failure path leads to) for one thing only:
 * a caught error's text in it (Gmail's batch tools list each failed item with its `error.message`). Most files
 * never let a caught error out of its `catch`: it is logged, rethrown, or returned there as the tool's error
 * result. Reading every tool's data to learn so cost the rule half its time per keystroke in a typed editor
 * (issue #19), so a module is first asked this cheaper question, once.
 *
 * A caught error (a `catch` clause's parameter, a promise rejection handler's first one) stays in when every use
 * of it, and of every variable given a value made of it, ends where no value goes on:
 * - a statement of its own (`console.error(error);`), a test (`if (error instanceof ApiError)`, `error.status ===
 *   404`, `typeof error`), or a `throw` (a thrown error is the next `catch`'s, asked about there);
 * - a `return` inside that same `catch`, of a tool handler: the tool's error result, read as such.
 * A value made of it goes on through member reads, calls (their result may be made of their arguments), templates,
 * operators, objects and arrays to where it ends. Anything else lets it out: another `return` (a helper's result, a
 * rejection handler's value), an assignment to a field, an element pushed into a collection, a `yield`, a write
 * the rule cannot follow.
 *
 * The functions of other modules the module calls are asked too (as the rule reads them without types: from disk,
 * as `readImportedModules` allows): a helper there may return its own caught error as data.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { containsRange, enclosingFunction, isFunctionNode, memberName, type FunctionNode } from "../ast.js";
import { COLLECTION_WRITE_METHODS } from "./builtins.js";
import type { AgentErrorsSettings } from "../settings.js";
import { findToolBoundaries } from "./boundaries.js";
import { findVariableOf } from "../scope.js";
import { isRejectionHandler } from "./promise.js";
import { importedFunctionOf, relativeImportCalls } from "./relative-imports.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** How many modules deep the functions of other modules are asked; deeper, a caught error may get out. */
const MAX_MODULE_DEPTH = 4;

/** The answers, per settings and module (typed runs find their tool handlers through the checker too). */
const answers = new WeakMap<AgentErrorsSettings, WeakMap<TSESTree.Program, boolean>>();
const typedAnswers = new WeakMap<AgentErrorsSettings, WeakMap<TSESTree.Program, boolean>>();
/** The modules being asked (an import cycle back to one answers "not here": its own question covers the rest). */
const inProgress = new Set<TSESTree.Program>();
let moduleDepth = 0;
let cyclesMet = 0;

/**
 * Whether a caught error's text may leave its `catch` in this module, or in a function of another module it calls,
 * as the rule reads them without types (the tool's data is read so first: agent-text.ts).
 */
export function caughtTextMayEscape(sourceCode: SourceCode, settings: AgentErrorsSettings, services?: ParserServicesWithTypeInformation): boolean {
  const cache = services ? typedAnswers : answers;
  let known = cache.get(settings);
  if (!known) cache.set(settings, (known = new WeakMap()));
  const program = sourceCode.ast;
  const answer = known.get(program);
  if (answer !== undefined) return answer;
  if (inProgress.has(program)) {
    cyclesMet++;
    return false;
  }
  if (moduleDepth >= MAX_MODULE_DEPTH) return true;
  const cyclesBefore = cyclesMet;
  inProgress.add(program);
  moduleDepth++;
  let escapes: boolean;
  try {
    escapes = escapesHere(sourceCode, settings, services) || escapesInCallees(sourceCode, settings);
  } finally {
    moduleDepth--;
    inProgress.delete(program);
  }
  // "Not here" is final only where no cycle cut the question short below the module that was asked first.
  if (escapes || moduleDepth === 0 || cyclesMet === cyclesBefore) known.set(program, escapes);
  return escapes;
}

function escapesHere(sourceCode: SourceCode, settings: AgentErrorsSettings, services: ParserServicesWithTypeInformation | undefined): boolean {
  if (!sourceCode.text.includes("catch")) return false;
  let handlers: ReadonlySet<FunctionNode> | undefined;
  const handlersOf = (): ReadonlySet<FunctionNode> => (handlers ??= new Set(findToolBoundaries(sourceCode, settings.toolBoundaries, services).map((boundary) => boundary.handler)));
  // The caught errors are found through the scopes: a `catch` clause's own, and a rejection handler's first parameter.
  for (const scope of sourceCode.scopeManager?.scopes ?? []) {
    const block = scope.block as TSESTree.Node;
    if (scope.type === "catch" && block.type === AST_NODE_TYPES.CatchClause) {
      if (scope.variables.length > 0 && leaves(sourceCode, scope.variables, block, handlersOf)) return true;
    } else if (scope.type === "function" && isFunctionNode(block) && block.params[0] && isRejectionHandler(block)) {
      // What a rejection handler returns is the promise's value: any return lets its error out.
      const first = block.params[0];
      const caught = scope.variables.filter((variable) => variable.defs.some((definition) => definition.type === "Parameter" && containsRange(first, definition.name)));
      if (caught.length > 0 && leaves(sourceCode, caught, undefined, handlersOf)) return true;
    }
  }
  return false;
}

/**
 * Whether a value of `variables` (a caught error, and what is made of it) gets out: each use is followed up
 * through the expressions its value goes on in, to where the value ends.
 */
function leaves(sourceCode: SourceCode, variables: readonly TSESLint.Scope.Variable[], clause: TSESTree.CatchClause | undefined, handlers: () => ReadonlySet<FunctionNode>): boolean {
  const work = [...variables];
  const seen = new Set(work);
  const follow = (variable: TSESLint.Scope.Variable | undefined): void => {
    if (variable && !seen.has(variable)) {
      seen.add(variable);
      work.push(variable);
    }
  };
  while (work.length > 0) {
    const variable = work.pop()!;
    for (const reference of variable.references) {
      if (reference.init || (reference.isWrite() && !reference.isRead())) continue;
      let current: TSESTree.Node = reference.identifier;
      for (let steps = 0; ; steps++) {
        // A value followed this far is let out (a bound, not a case that real code reaches).
        if (steps > 100) return true;
        const parent: TSESTree.Node | undefined = current.parent;
        if (!parent) return true;
        const ends = endOf(sourceCode, current, parent, clause, handlers, follow);
        if (ends === "out") return true;
        if (ends === "ends") break;
        current = parent;
      }
    }
  }
  return false;
}

/** Where a value made of a caught error goes from `current` to its `parent`: it ends there, gets out, or goes on. */
function endOf(
  sourceCode: SourceCode,
  current: TSESTree.Node,
  parent: TSESTree.Node,
  clause: TSESTree.CatchClause | undefined,
  handlers: () => ReadonlySet<FunctionNode>,
  follow: (variable: TSESLint.Scope.Variable | undefined) => void,
): "ends" | "out" | "on" {
  switch (parent.type) {
    case AST_NODE_TYPES.ExpressionStatement:
    case AST_NODE_TYPES.ThrowStatement:
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
    case AST_NODE_TYPES.SwitchStatement:
    case AST_NODE_TYPES.SwitchCase:
      return "ends";
    case AST_NODE_TYPES.ConditionalExpression:
      return parent.test === current ? "ends" : "on";
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator === "typeof" || parent.operator === "!" || parent.operator === "void" || parent.operator === "delete" ? "ends" : "on";
    case AST_NODE_TYPES.BinaryExpression:
      // Only `+` makes text of its operands; a comparison, `instanceof` or `in` makes a boolean.
      return parent.operator === "+" ? "on" : "ends";
    case AST_NODE_TYPES.MemberExpression:
      return parent.object === current ? "on" : "ends";
    case AST_NODE_TYPES.CallExpression: {
      if (parent.callee === current) return "on";
      const method = parent.callee.type === AST_NODE_TYPES.MemberExpression ? memberName(parent.callee) : undefined;
      // `failures.push({ item, error })`, `Object.assign(target, { error })`: into something kept.
      if (method !== undefined && COLLECTION_WRITE_METHODS.has(method)) return "out";
      if (method === "assign" || method === "defineProperty") return "out";
      return "on";
    }
    case AST_NODE_TYPES.NewExpression:
    case AST_NODE_TYPES.ChainExpression:
    case AST_NODE_TYPES.AwaitExpression:
    case AST_NODE_TYPES.TemplateLiteral:
    case AST_NODE_TYPES.LogicalExpression:
    case AST_NODE_TYPES.SpreadElement:
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.ObjectExpression:
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.SequenceExpression:
      return "on";
    case AST_NODE_TYPES.Property:
      return parent.value === current ? "on" : "out";
    case AST_NODE_TYPES.VariableDeclarator:
      if (parent.init !== current) return "out";
      for (const variable of sourceCode.getDeclaredVariables(parent)) follow(variable);
      return "ends";
    case AST_NODE_TYPES.AssignmentExpression: {
      if (parent.right !== current) return "out";
      // `message = error.message`: what the variable holds goes where its uses go; a field written is let out.
      if (parent.left.type !== AST_NODE_TYPES.Identifier) return "out";
      const variable = findVariableOf(sourceCode, parent.left);
      if (!variable) return "out";
      follow(variable);
      // The assignment's own value goes on (`return (last = error)`).
      return "on";
    }
    case AST_NODE_TYPES.ReturnStatement: {
      // The tool's error result, returned from the `catch` that caught it.
      const fn = enclosingFunction(parent);
      return clause && fn && containsRange(clause, parent) && enclosingFunction(clause) === fn && handlers().has(fn) ? "ends" : "out";
    }
    default:
      return "out";
  }
}

/**
 * Whether a function of another module this module calls may let a caught error's text out (see above): the calls
 * through its relative imports, as the rule reads them without types.
 */
function escapesInCallees(sourceCode: SourceCode, settings: AgentErrorsSettings): boolean {
  if (!settings.readImportedModules) return false;
  const asked = new Set<TSESTree.Program>();
  for (const { callee } of relativeImportCalls(sourceCode)) {
    const foreign = importedFunctionOf(sourceCode, callee);
    const module = foreign?.module.sourceCode;
    if (!module || asked.has(module.ast)) continue;
    asked.add(module.ast);
    if (caughtTextMayEscape(module, settings)) return true;
  }
  return false;
}
