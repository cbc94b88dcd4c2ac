/**
 * Failure paths: is this point of the code running because something failed?
 *
 * A point is on a failure path when, walking up from it to its function, the first thing that decides
 * whether it runs is
 *
 * - a `catch` clause (the point is in its body);
 * - a promise rejection handler: the callback of `p.catch(cb)` or the second one of `p.then(ok, cb)`;
 * - an error check: the branch of an `if`, `? :` or `&&`/`||` that runs when the test says the
 *   operation failed (`if (error)`, `if (!res.ok)`, `res.status >= 400`, `result.isError`,
 *   `e instanceof Error`, `isApiError(e)`, an error signal of the settings such as `ok === false`,
 *   `status === "error"` or `"error" in result`, also as a `switch` case's value: `case 404:` of `switch (res.status)`), or the code after `if (<success check>) <exit>` in the same block (an exit by
 *   `return` or a jump: a guard that throws says its test is the failure, whatever the test reads like);
 * - the code after a `try` whose block always leaves (returns, throws or jumps) in the same block: only its
 *   `catch` completing leads there (the evidence is that `catch`).
 *
 * The walk up is the one of `conditions.ts` (its cost is the depth of the point, no recursion on the
 * tree; a block's guards are found once); error tests are read with a bounded number of terms. By default it stops at the function
 * around the point (a `return` there returns from that function); `crossCallbacks` walks on through
 * inline callbacks (`items.forEach((i) => log(i))` inside a catch is still in the catch).
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import type { ErrorSignalSpecifier } from "../settings.js";
import { alwaysExits, alwaysThrows } from "./flow.js";
import { isRejectionHandler } from "./promise.js";
import { walkConditions } from "./conditions.js";
import { MIRRORED } from "./narrowing.js";

export type FailureEvidence =
  /** In the body of a `catch` clause. */
  | { kind: "catch"; node: TSESTree.CatchClause }
  /** In a promise rejection handler (`p.catch(cb)`, `p.then(ok, cb)`). */
  | { kind: "rejection"; node: FunctionNode }
  /** In the branch of a test that says the operation failed (`if (error)`), or after a success check that exits. */
  | { kind: "error-check"; node: TSESTree.Node };

export interface FailurePathOptions {
  /** The error signals of the settings (`{ ok: false }`, `{ status: "error" }`, ...). */
  signals: readonly ErrorSignalSpecifier[];
  /** Walk on through callbacks passed inline to calls (for logging); stop at any function otherwise. */
  crossCallbacks?: boolean;
  /** Never walk above this node (the tool handler). */
  stopAt?: TSESTree.Node;
}

/** How many operands of one test are looked at. */
const MAX_TERMS = 32;

/** Names whose truthiness says that something failed: `error`, `err`, `fetchError`, `failed`, `hasErrors`. */
const ERROR_NAME = /^(?:err|errs)$|error|failure|failed|exception/i;
/** Names whose truthiness says that something succeeded: `ok`, `success`, `succeeded`, `isSuccess`. */
const SUCCESS_NAME = /^(?:ok|success|succeeded|successful|isOk|isSuccess|isSuccessful)$/;
/** Calls that ask whether a value is an error: `isError(x)`, `isApiError(e)`, `hasErrors()`. */
const ERROR_PREDICATE = /^(?:is|has)[A-Z]?\w*(?:Error|Errors|Failure|Failed|Exception)$/;
const STATUS_NAME = /^(?:status|statusCode|httpStatus)$/;
const SUCCESS_STATUSES = new Set([200, 201, 202, 204]);

function staticName(node: TSESTree.Node): string | undefined {
  const target = unwrapCastsAndChains(node);
  if (target.type === AST_NODE_TYPES.Identifier) return target.name;
  if (target.type === AST_NODE_TYPES.MemberExpression) {
    if (!target.computed && target.property.type === AST_NODE_TYPES.Identifier) return target.property.name;
    if (target.property.type === AST_NODE_TYPES.Literal && typeof target.property.value === "string") return target.property.value;
  }
  return undefined;
}

function literalOf(node: TSESTree.Node): { value: unknown } | undefined {
  const target = unwrapCastsAndChains(node);
  if (target.type === AST_NODE_TYPES.Literal) return { value: target.value };
  if (target.type === AST_NODE_TYPES.Identifier && target.name === "undefined") return { value: undefined };
  if (target.type === AST_NODE_TYPES.TemplateLiteral && target.expressions.length === 0) return { value: target.quasis[0]!.value.cooked };
  if (target.type === AST_NODE_TYPES.UnaryExpression && target.operator === "-" && target.argument.type === AST_NODE_TYPES.Literal && typeof target.argument.value === "number") {
    return { value: -target.argument.value };
  }
  return undefined;
}

/**
 * Whether the test, when it evaluates to `positive`, says that something failed. Reads `!`, `&&`, `||`
 * (an operand that says so is enough: `if (error || !data)` handles the error), comparisons with
 * literals, `instanceof`, names and error predicates. Iterative over the operands, bounded.
 */
export function isErrorTest(test: TSESTree.Node, positive: boolean, signals: readonly ErrorSignalSpecifier[]): boolean {
  const budget = { terms: 0 };
  // Read as the test of a branch (`positive`), or as what holds after an exiting guard (`!positive`).
  const inBranch = positive;
  const says = (entry: TSESTree.Node, holds: boolean): boolean => {
    if (++budget.terms > MAX_TERMS) return false;
    const node = unwrapCastsAndChains(entry);
    if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") return says(node.argument, !holds);
    if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator !== "??") {
      // Every operand holds (`a && b` true, `a || b` false): one that says "failed" is enough.
      // One operand holds: in a branch of the test, one that says so is enough too (`if (error || !data)`
      // handles the error; so does `if (!(res.ok && data))`). After a guard that exits, the code runs only
      // where the test is false, so every operand must say so: `if (res.status >= 400 && res.status < 500)
      // return ...;` leaves the 5xx responses *and* the successes after it.
      const everyOperandHolds = (node.operator === "&&") === holds;
      if (everyOperandHolds || inBranch) return says(node.left, holds) || says(node.right, holds);
      return says(node.left, holds) && says(node.right, holds);
    }
    return termSaysFailure(node, holds, signals, !inBranch);
  };
  return says(test, positive);
}

function termSaysFailure(node: TSESTree.Node, positive: boolean, signals: readonly ErrorSignalSpecifier[], afterGuard = false): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.Identifier:
    case AST_NODE_TYPES.MemberExpression: {
      const name = staticName(node);
      if (name === undefined) return false;
      // `errors.length`: there are errors.
      if (name === "length" && node.type === AST_NODE_TYPES.MemberExpression) return positive && ERROR_NAME.test(staticName(node.object) ?? "");
      if (signals.some((signal) => signal.property === name && signal.value === false) || SUCCESS_NAME.test(name)) return !positive;
      if (signals.some((signal) => signal.property === name && (signal.value === undefined || signal.value === true))) return positive;
      return ERROR_NAME.test(name) && positive;
    }
    case AST_NODE_TYPES.CallExpression: {
      const name = staticName(node.callee);
      return name !== undefined && ERROR_PREDICATE.test(name) && positive;
    }
    case AST_NODE_TYPES.BinaryExpression: {
      // `"error" in response`: a signal of the settings that marks an error by being there at all.
      if (node.operator === "in") {
        const key = literalOf(node.left)?.value;
        return positive && typeof key === "string" && signals.some((signal) => signal.property === key && signal.value === undefined);
      }
      if (node.operator === "instanceof") {
        const name = staticName(node.right);
        return positive && name !== undefined && /(?:Error|Exception)$/.test(name);
      }
      const equality = node.operator === "===" || node.operator === "==";
      const inequality = node.operator === "!==" || node.operator === "!=";
      const rightLiteral = literalOf(node.right);
      const leftLiteral = rightLiteral ? undefined : literalOf(node.left);
      const literal = rightLiteral ?? leftLiteral;
      const other = rightLiteral ? node.left : node.right;
      if (!literal) return false;
      const name = staticName(other);
      if (equality || inequality) {
        const holds = equality === positive;
        if (typeof literal.value === "boolean") return termSaysFailure(other, holds === literal.value, signals, afterGuard);
        if (literal.value === null || literal.value === undefined) return termSaysFailure(other, !holds, signals, afterGuard);
        if (name === undefined) return false;
        // `errors.length === 0`: there are no errors.
        if (name === "length" && literal.value === 0) return termSaysFailure(other, !holds, signals, afterGuard);
        if (signals.some((signal) => signal.property === name && signal.value === literal.value)) return holds;
        if (STATUS_NAME.test(name) && typeof literal.value === "number") {
          // Any status but the one a call expects (`status !== 201`, `status !== 204` after a DELETE) is a
          // failure; but after a guard that returns on `204`, the success without a body that code checks
          // before parsing one (`if (res.status === 204) return ...;`), what follows is the success with a body.
          return holds ? literal.value >= 400 : SUCCESS_STATUSES.has(literal.value) && !(afterGuard && literal.value === 204);
        }
        return false;
      }
      if (name === undefined || typeof literal.value !== "number") return false;
      if (name === "length" && leftLiteral === undefined && literal.value === 0 && node.operator === ">") return termSaysFailure(other, positive, signals);
      if (!STATUS_NAME.test(name)) return false;
      // `status >= 400`, `status > 399`, `400 <= status` (mirrored when the literal is on the left).
      let operator: string = node.operator;
      if (leftLiteral) operator = MIRRORED[operator] ?? operator;
      if (!positive) operator = ({ "<": ">=", "<=": ">", ">": "<=", ">=": "<" } as Record<string, string>)[operator] ?? "";
      if (operator === ">=") return literal.value >= 400;
      if (operator === ">") return literal.value >= 399;
      return false;
    }
    default:
      return false;
  }
}

/** A test that holds when something worked: `res.ok`, `result.success`, `status === 200`, `status < 300`. */
function isSuccessCheck(test: TSESTree.Node): boolean {
  const node = unwrapCastsAndChains(test);
  if (node.type === AST_NODE_TYPES.Identifier || node.type === AST_NODE_TYPES.MemberExpression) return SUCCESS_NAME.test(staticName(node) ?? "");
  if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === "&&") return isSuccessCheck(node.left) || isSuccessCheck(node.right);
  if (node.type !== AST_NODE_TYPES.BinaryExpression) return false;
  const literal = literalOf(node.right) ?? literalOf(node.left);
  const other = literalOf(node.right) ? node.left : node.right;
  if (!literal || typeof literal.value !== "number" || !STATUS_NAME.test(staticName(other) ?? "")) return false;
  if (node.operator === "===" || node.operator === "==") return SUCCESS_STATUSES.has(literal.value);
  return node.right === other ? false : (node.operator === "<" && literal.value <= 400) || (node.operator === "<=" && literal.value < 400);
}

/**
 * The evidence that `node` runs on a failure path (the closest one), or undefined. See the module
 * comment for what counts; the walk up is {@link walkConditions}'s, with the steps and guards read here.
 */
export function failureAt(node: TSESTree.Node, options: FailurePathOptions): FailureEvidence | undefined {
  const { signals } = options;
  return walkConditions<FailureEvidence>(
    node,
    {
      stop: options.stopAt,
      guards: failureGuards,
      // A guard that throws says its test is the failure (`if (res.status === 204) throw ...`): what follows
      // it is the success path, whatever the test reads like. After a `try` that always leaves (returns, throws
      // or jumps), only a `catch` that completes leads here.
      readGuard: (statement) =>
        statement.type === AST_NODE_TYPES.TryStatement
          ? { kind: "catch", node: statement.handler! }
          : isErrorTest((statement as TSESTree.IfStatement).test, false, signals)
            ? { kind: "error-check", node: (statement as TSESTree.IfStatement).test }
            : undefined,
      step(current, parent) {
        if (isFunctionNode(current)) {
          if (isRejectionHandler(current)) return { kind: "rejection", node: current };
          // A callback passed inline runs where it is passed (for logging); anything else is its own path.
          const inline = parent.type === AST_NODE_TYPES.CallExpression && parent.arguments.includes(current as TSESTree.Expression);
          if (!options.crossCallbacks || !inline) return null;
        }
        return parent.type === AST_NODE_TYPES.CatchClause && current === parent.body ? { kind: "catch", node: parent } : undefined;
      },
    },
    (test, positive, place) => {
      // A `switch` case's values too: `case 404:` of `switch (res.status)`, `case "error":` of a signal's property.
      if (isErrorTest(test, positive, signals)) return { kind: "error-check", node: test };
      // The success side of a check (`if (retry.ok) return ...`) is a success path, even inside the branch of
      // an outer failure (a conflict answered with an update, a retry that worked): the closest check decides.
      // Only a test that says "it worked" (`ok`, `success`, a 2xx status): `status !== 404` inside `!res.ok`
      // is still a failure.
      return place === "branch" && positive && isSuccessCheck(test) ? null : undefined;
    },
  );
}

/** The statements of a block after which only a failure leads on (read by `failureAt`), once per block. */
const guardsByBlock = new WeakMap<TSESTree.Node, number[]>();

/**
 * The early exits of a block that can say the code after them runs on failure: `if (<test>) <exit>` without
 * `else` whose exit is not only a throw, and a `try` with a `catch` whose block always leaves.
 */
function failureGuards(block: TSESTree.Node, body: readonly TSESTree.Node[]): readonly number[] {
  if (block.type === AST_NODE_TYPES.Program) return [];
  let guards = guardsByBlock.get(block);
  if (guards) return guards;
  guards = [];
  for (let index = 0; index < body.length; index++) {
    const statement = body[index]!;
    const guard =
      statement.type === AST_NODE_TYPES.IfStatement
        ? statement.alternate === null && alwaysExits(statement.consequent, { jumps: true }) && !alwaysThrows(statement.consequent)
        : statement.type === AST_NODE_TYPES.TryStatement && !!statement.handler && alwaysExits(statement.block, { jumps: true });
    if (guard) guards.push(index);
  }
  guardsByBlock.set(block, guards);
  return guards;
}

/** A short description of the evidence for messages: "in the `catch` on line 12". */
export function describeFailure(evidence: FailureEvidence, text: (node: TSESTree.Node) => string): string {
  const line = evidence.node.loc.start.line;
  switch (evidence.kind) {
    case "catch":
      return `from the \`catch\` on line ${line}`;
    case "rejection":
      return `from the rejection handler on line ${line}`;
    case "error-check": {
      const shown = text(evidence.node).replace(/\s+/g, " ");
      return `when \`${shown.length > 40 ? `${shown.slice(0, 37)}...` : shown}\` (line ${line}) says the call failed`;
    }
  }
}
