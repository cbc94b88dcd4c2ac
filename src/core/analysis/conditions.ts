/**
 * What decides whether a point runs: the one walk up from a point over the conditions around it, for the
 * readers that ask what holds there (an error's class and status, `narrowing.ts`; the allowlist's pinned
 * values; a failure handler's narrowing, `handler-scope.ts`; whether the point is on a failure path,
 * `failure-paths.ts`).
 *
 * The walk goes up the parents of the point (its cost is the depth of the point, no recursion on the tree)
 * to where the reader's scope stops, and asks the reader about the test of an `if` or `?:` around it (true in
 * the consequent, false in the alternate), the left operand of `&&`/`||`, the early exits before it in the
 * blocks around it (which statements are guards is the reader's), and a `switch` case's values. The first
 * answer wins; a reader answers `null` to end the walk with nothing found.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";

/** Where a condition stands: the test of an `if`/`?:` branch, the left operand of `&&`/`||`, the values of a `switch` case. */
export type ConditionPlace = "branch" | "operand" | "case";

/**
 * The reader's scope: where the walk stops, which statements of a block are early exits it cares about,
 * what passing one tells (by default its test read false), and what a step up tells before the conditions
 * at the parent are read (a function, a `catch` clause).
 */
export interface ConditionScope<T> {
  /** Never walk above this node; undefined: up to the root. */
  stop: TSESTree.Node | undefined;
  /** The indices (ascending) of a block's statements that are early exits the reader cares about. */
  guards(block: TSESTree.Node, body: readonly TSESTree.Node[]): readonly number[];
  readGuard?(statement: TSESTree.Node): T | null | undefined;
  step?(node: TSESTree.Node, parent: TSESTree.Node): T | null | undefined;
}

/**
 * The condition under which a `switch` case's statements run, as `d === a` (or `d === a || d === b` with the
 * cases that may fall into it: those without statements, and those whose statements do not end in `break`,
 * `return`, `throw` or `continue`), for the readers of conditions. Undefined when `default` is among them.
 * Built once per case; its nodes are the switch's own (the discriminant and the values).
 */
function caseCondition(switchCase: TSESTree.SwitchCase): TSESTree.Node | undefined {
  if (caseConditions.has(switchCase)) return caseConditions.get(switchCase);
  const statement = switchCase.parent;
  const index = statement.cases.indexOf(switchCase);
  const tests: TSESTree.Expression[] = [];
  let condition: TSESTree.Node | undefined;
  for (let i = index; i >= 0; i--) {
    const current = statement.cases[i]!;
    if (i < index && current.consequent.length > 0) {
      const last = current.consequent.at(-1)!;
      const leaves =
        last.type === AST_NODE_TYPES.BreakStatement ||
        last.type === AST_NODE_TYPES.ReturnStatement ||
        last.type === AST_NODE_TYPES.ThrowStatement ||
        last.type === AST_NODE_TYPES.ContinueStatement;
      // A case that leaves cannot fall in; one that may (its statements run first) is entered on its value too.
      if (leaves) break;
    }
    if (!current.test) {
      tests.length = 0;
      break;
    }
    tests.push(current.test);
  }
  for (const test of tests) {
    const equal = { type: AST_NODE_TYPES.BinaryExpression, operator: "===", left: statement.discriminant, right: test, range: test.range, loc: test.loc, parent: switchCase } as TSESTree.BinaryExpression;
    condition = condition
      ? ({ type: AST_NODE_TYPES.LogicalExpression, operator: "||", left: condition, right: equal, range: test.range, loc: test.loc, parent: switchCase } as TSESTree.LogicalExpression)
      : equal;
  }
  caseConditions.set(switchCase, condition);
  return condition;
}
const caseConditions = new WeakMap<TSESTree.SwitchCase, TSESTree.Node | undefined>();

/** The index of a node in a list of nodes in source order (binary search on the ranges). */
function indexInList(list: readonly TSESTree.Node[], node: TSESTree.Node): number {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = list[middle]!;
    if (candidate === node) return middle;
    if (candidate.range[0] < node.range[0]) low = middle + 1;
    else high = middle - 1;
  }
  return list.indexOf(node);
}

/**
 * Walks up from a point to where its scope stops, and asks `read` about every condition that decides whether
 * it runs (see the module comment). The first answer wins; `null` ends the walk with none.
 */
export function walkConditions<T>(
  use: TSESTree.Node,
  scope: ConditionScope<T>,
  read: (test: TSESTree.Node, positive: boolean, place: ConditionPlace) => T | null | undefined,
): T | undefined {
  const stop = scope.stop;
  const readGuard = scope.readGuard ?? ((statement: TSESTree.Node) => read((statement as TSESTree.IfStatement).test, false, "branch"));
  for (let node: TSESTree.Node = use; node.parent && node !== stop; node = node.parent) {
    const parent: TSESTree.Node = node.parent;
    let evidence: T | null | undefined = scope.step?.(node, parent);
    if (evidence === undefined) {
      switch (parent.type) {
        case AST_NODE_TYPES.IfStatement:
        case AST_NODE_TYPES.ConditionalExpression:
          if (node === parent.consequent) evidence = read(parent.test, true, "branch");
          else if (node === parent.alternate) evidence = read(parent.test, false, "branch");
          break;
        case AST_NODE_TYPES.LogicalExpression:
          if (node === parent.right && parent.operator === "&&") evidence = read(parent.left, true, "operand");
          else if (node === parent.right && parent.operator === "||") evidence = read(parent.left, false, "operand");
          break;
        case AST_NODE_TYPES.BlockStatement:
        case AST_NODE_TYPES.Program:
        case AST_NODE_TYPES.SwitchCase: {
          // A function declaration is hoisted: it can be called before the exits that precede it.
          if (node.type === AST_NODE_TYPES.FunctionDeclaration) break;
          const body: readonly TSESTree.Node[] = parent.type === AST_NODE_TYPES.SwitchCase ? parent.consequent : parent.body;
          const guards = scope.guards(parent, body);
          const index = guards.length > 0 ? indexInList(body, node) : -1;
          for (let g = guards.length - 1; g >= 0 && evidence === undefined; g--) {
            if (guards[g]! < index) evidence = readGuard(body[guards[g]!]!);
          }
          // `switch (e.status) { case 404: <use> }`: the use runs when the discriminant equals the case's value.
          if (evidence === undefined && parent.type === AST_NODE_TYPES.SwitchCase && parent.consequent.includes(node as TSESTree.Statement)) {
            const condition = caseCondition(parent);
            if (condition) evidence = read(condition, true, "case");
          }
          break;
        }
        default:
          break;
      }
    }
    if (evidence !== undefined) return evidence ?? undefined;
  }
  return undefined;
}
