/**
 * What one failure handler (a `catch` clause, a promise's rejection callback) knows about its caught error:
 * the bindings that hold it or parts of it, whether the path to a point has narrowed it to a specific
 * failure (`if (e instanceof NotFoundError) return [];`, `e.status === 404`, `e.message.includes(...)`,
 * a selection `const found = e instanceof A ? e : undefined`), whether it stores the error for later, and
 * (typed) whether a `.catch()`/`.then()` callback handles a promise at all. Asked by the empty-fallback rule
 * of its own file's handlers, and of a helper of another module's (typed summaries).
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import tsutils from "../ts-api-utils.cjs";
import ts from "../typescript.cjs";
import type { AgentErrorsSettings, ErrorSignalSpecifier } from "../settings.js";
import { containsOwn, isFunctionNode, pushChildren, unwrapCastsAndChains } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { classNamedBy, classOfType } from "./error-classes.js";
import { failureAt } from "./failure-paths.js";
import { isNullish } from "./empty-values.js";
import { isGlobalReference, type FailureHandler } from "./failure-handlers.js";
import { comparisonBounds, isStable, MIRRORED } from "./narrowing.js";
import { walkConditions, type ConditionScope } from "./conditions.js";

const { isThenableType, isTypeFlagSet } = tsutils;

/** Error classes so general that `e instanceof Error` decides nothing about which failure it is. */
const GENERIC_ERROR_CLASSES = new Set([
  "Error",
  "TypeError",
  "RangeError",
  "SyntaxError",
  "ReferenceError",
  "EvalError",
  "URIError",
  "AggregateError",
  "DOMException",
  "Object",
]);
/** String methods that test an error's text against a fixed value: `e.message.includes("not found")`. */
const TEXT_TESTS = new Set(["includes", "startsWith", "endsWith", "test", "match"]);
/** How deep mixed `&&` / `||` / `!` tests are followed; chains of one operator are flattened, not nested. */
/** The fields of an error that hold its HTTP status. */
const STATUS_NAMES: ReadonlySet<string> = new Set(["status", "statusCode"]);
const MAX_TEST_DEPTH = 64;
/** A value a selection can hold: the narrowed error (an object), or what it holds otherwise. */
type SelectionValue = "object" | "null" | "undefined" | "false";
const TYPEOF: Record<SelectionValue, string> = { object: "object", null: "object", undefined: "undefined", false: "boolean" };

export interface HandlerScopeContext {
  sourceCode: Readonly<TSESLint.SourceCode>;
  settings: AgentErrorsSettings;
  services?: ParserServicesWithTypeInformation | undefined;
  /** Whether a statement always exits (with the file's calls that never return). */
  exits: (statement: TSESTree.Node) => boolean;
}

/** With types, only a promise's `.catch()`/`.then()` handles a rejection; `any`/`unknown` may be one. */
export function receiverIsThenable(services: ParserServicesWithTypeInformation | undefined, call: TSESTree.CallExpression): boolean {
  if (!services || call.callee.type !== AST_NODE_TYPES.MemberExpression) return true;
  const checker = services.program.getTypeChecker();
  const receiver = services.esTreeNodeToTSNodeMap.get(call.callee.object);
  const type = checker.getTypeAtLocation(receiver);
  if (isTypeFlagSet(type, ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
  return isThenableType(checker, receiver, type);
}

/** What one handler knows about its caught error: the bindings that hold it or parts of it. */
/** Methods that read a response's body: on a failed response, their fallback only feeds the error built from it. */
const BODY_READS = new Set(["json", "text", "arrayBuffer", "blob", "formData", "bytes"]);

/**
 * `if (!res.ok) { const body = await res.json().catch(() => ({})); throw new ApiError(body.message ?? ...); }`:
 * the body of a response already known to have failed is read to build an error. Its fallback feeds that
 * error, never a successful result.
 */
export function readsFailedResponseBody(handler: FailureHandler, signals: readonly ErrorSignalSpecifier[]): boolean {
  const operation = handler.failure.operation;
  if (operation?.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = unwrapCastsAndChains(operation.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return false;
  if (!BODY_READS.has(callee.property.name)) return false;
  const at = handler.promiseCall ?? handler.tryStatement;
  return !!at && failureAt(at, { signals })?.kind === "error-check";
}

export class HandlerScope {
  private derivedVariables: Set<TSESLint.Scope.Variable> | undefined;
  private rejectionHandler: boolean | undefined;
  private conditionScope: ConditionScope<true> | undefined;
  private guardsByBlock: Map<TSESTree.Node, number[]> | undefined;

  constructor(
    private readonly handler: FailureHandler,
    private readonly context: HandlerScopeContext,
  ) {}

  /**
   * Whether the handler handles a failure at all: always for `catch` clauses; with types, a
   * `.catch()`/`.then()` callback only on a promise. Asked only once a value is to be reported.
   */
  handlesRejection(): boolean {
    this.rejectionHandler ??= !this.handler.promiseCall || receiverIsThenable(this.context.services, this.handler.promiseCall);
    return this.rejectionHandler;
  }

  /**
   * Whether the path to `leaf` has narrowed the caught error to a specific failure: a condition around it
   * (`if`, `?:`, `&&`, `||`, a `switch` case's value) or a narrowing guard before it ({@link walkConditions}).
   */
  narrowed(leaf: TSESTree.Node): boolean {
    this.conditionScope ??= {
      stop: this.handler.node,
      guards: (block, body) => this.narrowingGuards(block, body),
      readGuard: () => true,
    };
    return walkConditions(leaf, this.conditionScope, (test, positive) => (this.narrows(test, positive, 0) ? true : undefined)) === true;
  }

  /** Whether a guard at the top level of the handler's block (`if (!(e instanceof X)) throw e;`) narrows the rest. */
  narrowedAtEndOfBody(): boolean {
    const body = this.handler.body;
    return body.type === AST_NODE_TYPES.BlockStatement && this.narrowingGuards(body, body.body).length > 0;
  }

  /** The indices of a block's narrowing guards (see {@link isNarrowingGuard}), once per block. */
  private narrowingGuards(block: TSESTree.Node, body: readonly TSESTree.Node[]): readonly number[] {
    this.guardsByBlock ??= new Map();
    let guards = this.guardsByBlock.get(block);
    if (!guards) {
      guards = [];
      for (let index = 0; index < body.length; index++) if (this.isNarrowingGuard(body[index]!)) guards.push(index);
      this.guardsByBlock.set(block, guards);
    }
    return guards;
  }

  /**
   * Whether the handler stores the caught error outside itself (`lastError = e`,
   * `state.failure = { error: e }`), for code after it to rethrow or report.
   */
  errorEscapes(): boolean {
    const handlerNode = this.handler.node;
    const stack: TSESTree.Node[] = [this.handler.body];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node !== this.handler.body && isFunctionNode(node)) continue;
      if (node.type === AST_NODE_TYPES.AssignmentExpression && node.operator === "=" && this.carriesError(node.right)) {
        let target: TSESTree.Node = unwrapCastsAndChains(node.left);
        while (target.type === AST_NODE_TYPES.MemberExpression) target = unwrapCastsAndChains(target.object);
        if (target.type === AST_NODE_TYPES.Identifier) {
          const variable = findVariableOf(this.context.sourceCode, target);
          const def = variable?.defs[0];
          if (def && (def.name.range[0] < handlerNode.range[0] || def.name.range[1] > handlerNode.range[1])) return true;
        }
      }
      pushChildren(node, stack, this.context.sourceCode.visitorKeys);
    }
    return false;
  }

  private carriesError(value: TSESTree.Node): boolean {
    const node = unwrapCastsAndChains(value);
    if (this.derived(node)) return true;
    return (
      node.type === AST_NODE_TYPES.ObjectExpression &&
      node.properties.some((property) => property.type === AST_NODE_TYPES.Property && this.derived(property.value))
    );
  }

  nameInUse(name: string): boolean {
    const body = this.handler.body;
    if (ASTUtils.findVariable(this.context.sourceCode.getScope(body), name)) return true;
    // Property names (`console.error`) do not clash with a binding.
    return this.context.sourceCode
      .getTokens(body)
      .some((token) => token.type === "Identifier" && token.value === name && this.context.sourceCode.getTokenBefore(token)?.value !== "." && this.context.sourceCode.getTokenBefore(token)?.value !== "?.");
  }

  /**
   * `if (<not the specific error>) throw e;` (or `return`), or a `switch` on the error whose every case that
   * completes names a specific value (`switch (e.code) { case "ENOENT": break; default: throw e; }`): past it,
   * the error is a specific one.
   */
  private isNarrowingGuard(statement: TSESTree.Node): boolean {
    if (statement.type === AST_NODE_TYPES.SwitchStatement) {
      if (!this.derived(statement.discriminant) || !statement.cases.some((switchCase) => switchCase.test === null)) return false;
      return statement.cases.every((switchCase) => {
        if (switchCase.test && this.isDecisiveValue(switchCase.test)) return true;
        const last = switchCase.consequent.at(-1);
        // Another value (or `default`) must leave: end in an exit, with no `break` on the way out.
        return (
          last !== undefined &&
          this.context.exits(last) &&
          !switchCase.consequent.some((inner) => containsOwn(inner, (node) => node.type === AST_NODE_TYPES.BreakStatement, this.context.sourceCode.visitorKeys))
        );
      });
    }
    return statement.type === AST_NODE_TYPES.IfStatement && !statement.alternate && this.context.exits(statement.consequent) && this.narrows(statement.test, false, 0);
  }

  /**
   * Whether `test` evaluating to `polarity` means the error is a specific one: `e instanceof
   * NotFoundError`, `e.code === "ENOENT"`, `e.status === 404`, `e.message.includes("not found")`,
   * combined with `!`, `&&` and `||`.
   */
  private narrows(test: TSESTree.Node, polarity: boolean, depth: number): boolean {
    if (depth > MAX_TEST_DEPTH) return false;
    const node = unwrapCastsAndChains(test);
    switch (node.type) {
      case AST_NODE_TYPES.UnaryExpression:
        return node.operator === "!" && this.narrows(node.argument, !polarity, depth + 1);
      case AST_NODE_TYPES.LogicalExpression: {
        if (node.operator === "??") return false;
        const operands = flattenLogical(node);
        // a && b is true: either narrowing is enough. a && b is false: each must narrow when false.
        const anyEnough = (node.operator === "&&") === polarity;
        // ... unless one of the operands that must hold keeps only server failures (`e instanceof ApiError &&
        // e.status >= 500`): the branch is for an outage, whatever else it tests.
        if (node.operator === "&&" && polarity && operands.some((operand) => this.keepsOnlyServerFailures(operand))) return false;
        return anyEnough
          ? operands.some((operand) => this.narrows(operand, polarity, depth + 1))
          : operands.every((operand) => this.narrows(operand, polarity, depth + 1));
      }
      case AST_NODE_TYPES.Identifier:
        // `if (notFound)` with `const notFound = e instanceof NotFoundError ? e : undefined`
        return polarity && this.isNarrowedSelection(node, depth);
      case AST_NODE_TYPES.BinaryExpression:
        if (node.operator !== "instanceof" && this.nullCheckOfSelection(node, polarity, depth)) return true;
        if (node.operator === "instanceof") return polarity && this.derived(node.left) && this.isSpecificClass(node.right);
        if (node.operator === "===" || node.operator === "==") return polarity && this.comparesError(node);
        if (node.operator === "!==" || node.operator === "!=") return !polarity && this.comparesError(node);
        return false;
      case AST_NODE_TYPES.CallExpression: {
        if (!polarity || node.callee.type !== AST_NODE_TYPES.MemberExpression) return false;
        const method = node.callee.property.type === AST_NODE_TYPES.Identifier ? node.callee.property.name : undefined;
        if (!method || !TEXT_TESTS.has(method)) return false;
        const [argument] = node.arguments;
        if (!argument) return false;
        // e.message.includes("not found") or /not found/.test(e.message)
        if (this.derived(node.callee.object)) return !this.derived(argument);
        return this.derived(argument) && unwrapCastsAndChains(node.callee.object).type === AST_NODE_TYPES.Literal;
      }
      default:
        return false;
    }
  }

  /** `e.status >= 500`, `e.statusCode === 503`, `e.status > 499`: a test of the error's status that holds only for a 5xx one. */
  private keepsOnlyServerFailures(test: TSESTree.Node): boolean {
    const node = unwrapCastsAndChains(test);
    if (node.type !== AST_NODE_TYPES.BinaryExpression) return false;
    const status = (side: TSESTree.Node): boolean => {
      const member = unwrapCastsAndChains(side);
      return member.type === AST_NODE_TYPES.MemberExpression && !member.computed && member.property.type === AST_NODE_TYPES.Identifier && STATUS_NAMES.has(member.property.name) && this.derived(member.object);
    };
    const number = (side: TSESTree.Node): number | undefined => {
      const literal = unwrapCastsAndChains(side);
      return literal.type === AST_NODE_TYPES.Literal && typeof literal.value === "number" ? literal.value : undefined;
    };
    let operator: string = node.operator;
    let value = status(node.left) ? number(node.right) : undefined;
    if (value === undefined && status(node.right)) {
      value = number(node.left);
      operator = MIRRORED[operator] ?? operator;
    }
    const bounds = value === undefined ? undefined : comparisonBounds(operator, value);
    // No status is above 599: `>= 500` keeps the 5xx ones only.
    return !!bounds && bounds.low >= 500 && (bounds.high <= 599 || bounds.high === Infinity);
  }

  /**
   * A comparison of a selection (see `selectionFallbacks`) that holds only when it holds the narrowed
   * error: `sel != null`, `sel !== undefined` when it is never `null`, `typeof sel !== "undefined"`, or
   * the opposite comparison being false (`if (sel === undefined) throw e;`).
   */
  private nullCheckOfSelection(node: TSESTree.BinaryExpression, polarity: boolean, depth: number): boolean {
    const operator = node.operator;
    if (operator !== "==" && operator !== "!=" && operator !== "===" && operator !== "!==") return false;
    const negated = operator === "!=" || operator === "!==";
    const loose = operator === "==" || operator === "!=";
    // The narrowed error is an object: the comparison's value for it must be the tested polarity, and
    // for every other value the selection can hold, the opposite.
    const sides: [TSESTree.Node, TSESTree.Node][] = [
      [node.left, node.right],
      [node.right, node.left],
    ];
    for (const [selectionSide, otherSide] of sides) {
      const other = unwrapCastsAndChains(otherSide);
      let selection = unwrapCastsAndChains(selectionSide);
      let compare: (value: SelectionValue) => boolean;
      if (isNullish(this.context.sourceCode, other)) {
        const literal: SelectionValue = other.type === AST_NODE_TYPES.Literal ? "null" : "undefined";
        compare = (value) => (loose ? value === "null" || value === "undefined" : value === literal);
      } else if (other.type === AST_NODE_TYPES.Literal && typeof other.value === "string" && selection.type === AST_NODE_TYPES.UnaryExpression && selection.operator === "typeof") {
        const text = other.value;
        selection = unwrapCastsAndChains(selection.argument);
        compare = (value) => TYPEOF[value] === text;
      } else {
        continue;
      }
      if (selection.type !== AST_NODE_TYPES.Identifier) continue;
      const fallbacks = this.selectionFallbacks(selection, depth);
      if (!fallbacks) return false;
      const truth = (value: SelectionValue): boolean => (negated ? !compare(value) : compare(value));
      return truth("object") === polarity && [...fallbacks].every((value) => truth(value) !== polarity);
    }
    return false;
  }

  /**
   * What a stable variable holds when it does not hold a narrowed error, if it holds an error only when
   * narrowed: `const found = e instanceof A ? e : isB(e) && e.cause instanceof C ? e.cause : undefined`
   * holds `undefined` otherwise; `const found = e instanceof A && e` holds `false`. Undefined when some
   * value of it is not narrowed.
   */
  private selectionFallbacks(identifier: TSESTree.Identifier, depth: number): Set<SelectionValue> | undefined {
    const variable = findVariableOf(this.context.sourceCode, identifier);
    const declarator = variable?.defs[0]?.node;
    if (!variable || !isStable(variable) || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || !declarator.init) return undefined;
    const fallbacks = new Set<SelectionValue>();
    return this.onlyWhenNarrowed(declarator.init, false, depth + 1, fallbacks) ? fallbacks : undefined;
  }

  private isNarrowedSelection(identifier: TSESTree.Identifier, depth: number): boolean {
    // Every value a selection holds otherwise (null, undefined, false) is falsy.
    return this.selectionFallbacks(identifier, depth) !== undefined;
  }

  private onlyWhenNarrowed(value: TSESTree.Node, narrowed: boolean, depth: number, fallbacks: Set<SelectionValue>): boolean {
    if (depth > MAX_TEST_DEPTH) return false;
    const node = unwrapCastsAndChains(value);
    if (isNullish(this.context.sourceCode, node)) {
      fallbacks.add(node.type === AST_NODE_TYPES.Literal ? "null" : "undefined");
      return true;
    }
    if (node.type === AST_NODE_TYPES.ConditionalExpression) {
      return (
        this.onlyWhenNarrowed(node.consequent, narrowed || this.narrows(node.test, true, depth + 1), depth + 1, fallbacks) &&
        this.onlyWhenNarrowed(node.alternate, narrowed || this.narrows(node.test, false, depth + 1), depth + 1, fallbacks)
      );
    }
    // `a && b`: `b` when `a` holds, else `a`'s own falsy value (`false` for a test; any falsy value, taken as `false`).
    if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === "&&") {
      fallbacks.add("false");
      return this.onlyWhenNarrowed(node.right, narrowed || this.narrows(node.left, true, depth + 1), depth + 1, fallbacks);
    }
    return narrowed;
  }

  private comparesError(node: TSESTree.BinaryExpression): boolean {
    const leftDerived = this.derived(node.left);
    const rightDerived = this.derived(node.right);
    if (leftDerived === rightDerived) return false;
    return this.isDecisiveValue(leftDerived ? node.right : node.left);
  }

  /** A value an error is compared with that picks a specific failure: not `null`/`undefined`, not a 5xx status. */
  private isDecisiveValue(value: TSESTree.Node): boolean {
    const node = unwrapCastsAndChains(value);
    if (node.type === AST_NODE_TYPES.Literal) {
      if (node.value === null) return false;
      if (typeof node.value === "number" && node.value >= 500 && node.value <= 599) return false;
      return true;
    }
    if (node.type === AST_NODE_TYPES.Identifier && node.name === "undefined") return false;
    return true;
  }

  /** Not `Error` and its built-in kin, and not a server error (an outage is what must not look empty). */
  private isSpecificClass(node: TSESTree.Node): boolean {
    const target = unwrapCastsAndChains(node);
    if (target.type === AST_NODE_TYPES.Identifier && GENERIC_ERROR_CLASSES.has(target.name) && isGlobalReference(this.context.sourceCode, target)) return false;
    if (classNamedBy(this.context.sourceCode, target, this.context.settings.serverErrors)) return false;
    const services = this.context.services;
    if (services) {
      const checker = services.program.getTypeChecker();
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(target));
      for (const signature of type.getConstructSignatures()) {
        if (classOfType(checker, signature.getReturnType(), this.context.settings.serverErrors)) return false;
      }
    }
    return true;
  }

  /** Whether an expression is the caught error or read from it: `e`, `e.code`, `(e as ApiError).response?.status`, `status`. */
  derived(expression: TSESTree.Node): boolean {
    let node = unwrapCastsAndChains(expression);
    while (node.type === AST_NODE_TYPES.MemberExpression) node = unwrapCastsAndChains(node.object);
    if (node.type !== AST_NODE_TYPES.Identifier) return false;
    const variable = findVariableOf(this.context.sourceCode, node);
    return !!variable && this.errorVariables().has(variable);
  }

  /** The caught error's bindings, and `const`s at the top of the handler that read from it. */
  private errorVariables(): Set<TSESLint.Scope.Variable> {
    if (this.derivedVariables) return this.derivedVariables;
    const variables = new Set<TSESLint.Scope.Variable>();
    this.derivedVariables = variables;
    const param = this.handler.param;
    if (!param) return variables;
    for (const variable of this.context.sourceCode.getDeclaredVariables(this.handler.node)) {
      if (variable.defs.some((def) => def.name.range[0] >= param.range[0] && def.name.range[1] <= param.range[1])) variables.add(variable);
    }
    const body = this.handler.body;
    if (body.type !== AST_NODE_TYPES.BlockStatement) return variables;
    for (const statement of body.body) {
      if (statement.type !== AST_NODE_TYPES.VariableDeclaration || statement.kind !== "const") continue;
      for (const declarator of statement.declarations) {
        if (declarator.init && this.derived(declarator.init)) {
          for (const variable of this.context.sourceCode.getDeclaredVariables(declarator)) variables.add(variable);
        }
      }
    }
    return variables;
  }
}

/** The operands of a chain of one logical operator (`a && b && c`), without recursion. */
function flattenLogical(node: TSESTree.LogicalExpression): TSESTree.Node[] {
  const operands: TSESTree.Node[] = [];
  const stack: TSESTree.Node[] = [node];
  while (stack.length > 0) {
    const current = unwrapCastsAndChains(stack.pop()!);
    if (current.type === AST_NODE_TYPES.LogicalExpression && current.operator === node.operator) {
      stack.push(current.right, current.left);
    } else {
      operands.push(current);
    }
  }
  return operands;
}

/**
 * The values an output can be: both branches of `c ? a : b`, the fallback of `x ?? []` / `x || []`, the
 * last of a sequence, the awaited value. A bare `return;` is its own leaf.
 */
export function valueLeaves(output: TSESTree.Node): TSESTree.Node[] {
  const leaves: TSESTree.Node[] = [];
  const stack: TSESTree.Node[] = [output];
  let budget = 1_000;
  while (stack.length > 0 && budget-- > 0) {
    const node = stack.pop()!;
    const inner = node.type === AST_NODE_TYPES.ReturnStatement ? node : unwrapCastsAndChains(node);
    switch (inner.type) {
      case AST_NODE_TYPES.ConditionalExpression:
        stack.push(inner.alternate, inner.consequent);
        break;
      case AST_NODE_TYPES.LogicalExpression:
        if (inner.operator === "&&") leaves.push(node);
        else stack.push(inner.right);
        break;
      case AST_NODE_TYPES.SequenceExpression:
        stack.push(inner.expressions[inner.expressions.length - 1]!);
        break;
      case AST_NODE_TYPES.AwaitExpression:
        stack.push(inner.argument);
        break;
      default:
        leaves.push(node);
    }
  }
  return leaves;
}
