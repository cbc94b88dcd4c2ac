/**
 * What a failure handler hands back in place of the failure: the empty-looking or nullish values it returns
 * (each leaf of a `return` argument or an arrow body, with the text a message shows for it), and where a
 * `catch` that completes normally leads (the function's next `return` after the `try`, or its end). These
 * are no-empty-catch-fallback's candidates; its options and what the handler knows about its error (narrowed,
 * kept for later: ./handler-scope.ts) decide which are reported.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { enclosingFunction, functionName, outermostWrapper, unwrapCastsAndChains } from "../ast.js";
import type { ErrorSignalSpecifier } from "../settings.js";
import { failureAt } from "./failure-paths.js";
import { statementChildren } from "./returns.js";
import { findVariableOf } from "../scope.js";
import { classifyValue, VALUE_MENTION, isAccumulator, isNullish, type ValueOptions, type ValueOrigin } from "./empty-values.js";
import { lastAssignmentIn, statementList, type FailureAnalysis, type FailureHandler } from "./failure-handlers.js";
import { valueLeaves } from "./handler-scope.js";
import { mention } from "../mention.js";
import { alwaysExits } from "./flow.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** An empty-looking value (`[]`, `{ items: [] }`, an accumulator filled only in the `try`), or `null`/`undefined`. */
export type OutputKind = "empty" | "nullish";

export interface HandlerOutput {
  /** The value, or the bare `return`. */
  leaf: TSESTree.Node;
  kind: OutputKind;
  /** How a message shows it: `` `[]` (`EMPTY_PAGE`, from line 3) ``, "`undefined` (a bare `return`)". */
  value: string;
}

function originText(origin: ValueOrigin | undefined): string {
  if (!origin) return "";
  const where = origin.file ? `${origin.file}:${origin.line}` : `line ${origin.line}`;
  return ` (\`${origin.text}\`, from ${where})`;
}

/** A call of a method of the global `console` (which returns nothing). */
function isConsoleCall(sourceCode: SourceCode, node: TSESTree.Node): node is TSESTree.CallExpression {
  if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const object = node.callee.object;
  if (object.type !== AST_NODE_TYPES.Identifier || object.name !== "console") return false;
  const variable = findVariableOf(sourceCode, object);
  return !variable || variable.defs.length === 0;
}

/** The empty-looking and nullish values of one `return` argument (or arrow body) of a handler. */
export function handlerOutputs(sourceCode: SourceCode, handler: FailureHandler, output: TSESTree.Node, analysis: FailureAnalysis, options: ValueOptions): HandlerOutput[] {
  const found: HandlerOutput[] = [];
  for (const leaf of valueLeaves(output)) {
    if (leaf.type === AST_NODE_TYPES.ReturnStatement) {
      // A bare `return;` in a function that otherwise returns values, or in a promise handler whose value is
      // used (the promise resolves with `undefined`).
      if (handler.returnsFrom && (handler.kind !== "catch" || analysis.returnsValue(handler.returnsFrom))) {
        found.push({ leaf, kind: "nullish", value: "`undefined` (a bare `return`)" });
      }
    } else if (isConsoleCall(sourceCode, leaf)) {
      // `.catch((e) => console.error(e))`: the value is what the logger returns, `undefined`.
      found.push({ leaf, kind: "nullish", value: `\`undefined\` (what \`${mention(sourceCode.getText(leaf.callee), VALUE_MENTION)}()\` returns)` });
    } else {
      const shape = classifyValue(sourceCode, leaf, options);
      if (shape.kind === "empty") {
        found.push({ leaf, kind: "empty", value: `\`${mention(sourceCode.getText(leaf), VALUE_MENTION)}\`${originText(shape.origin)}` });
      } else if (shape.kind === "nullish") {
        found.push({ leaf, kind: "nullish", value: `\`${mention(sourceCode.getText(leaf), VALUE_MENTION)}\`` });
      } else if (shape.kind === "other" && leaf.type === AST_NODE_TYPES.Identifier && handler.tryStatement) {
        const accumulator = isAccumulator(sourceCode, leaf, handler.tryStatement, options);
        if (accumulator) {
          const init = mention(sourceCode.getText(accumulator.init), VALUE_MENTION);
          found.push({ leaf, kind: "empty", value: `\`${leaf.name}\` (initialised as \`${init}\` at line ${accumulator.init.loc.start.line} and filled only in the \`try\`)` });
        }
      }
    }
  }
  return found;
}

export interface Fallthrough {
  kind: OutputKind;
  /** Where the function returns it: "`return orders;` at line 20", "the end of `load()`". */
  target: string;
  value: string;
}

/**
 * What a function returns after a `catch` clause that completes normally: an accumulator the `try` only
 * filled, a value the catch assigned to what is returned, or (when only the catch gets there) an empty value,
 * `null` or `undefined`. Undefined when the path after the `try` can branch or exit, or leads to something else.
 */
export function fallthroughOf(sourceCode: SourceCode, handler: FailureHandler, analysis: FailureAnalysis, options: ValueOptions, exits: (statement: TSESTree.Node) => boolean): Fallthrough | undefined {
  const tryStatement = handler.tryStatement;
  const body = handler.body;
  const fn = handler.returnsFrom;
  if (!tryStatement || !fn || body.type !== AST_NODE_TYPES.BlockStatement) return undefined;
  const place = statementList(tryStatement);
  if (!place) return undefined;
  let target: TSESTree.ReturnStatement | undefined;
  for (let index = place.index + 1; index < place.list.length; index++) {
    const statement = place.list[index]!;
    if (statement.type === AST_NODE_TYPES.ReturnStatement) {
      target = statement;
      break;
    }
    // Anything that can branch or exit makes the path after the catch unclear: leave it.
    if (statement.type !== AST_NODE_TYPES.ExpressionStatement && statement.type !== AST_NODE_TYPES.VariableDeclaration && statement.type !== AST_NODE_TYPES.EmptyStatement) {
      return undefined;
    }
  }
  const onlyFromCatch = exits(tryStatement.block);
  const classified = (node: TSESTree.Node, where: string, value: string, withOrigin: boolean): Fallthrough | undefined => {
    const shape = classifyValue(sourceCode, node, options);
    if (shape.kind === "empty") return { kind: "empty", target: where, value: withOrigin ? `${value}${originText(shape.origin)}` : value };
    if (shape.kind === "nullish") return { kind: "nullish", target: where, value };
    return undefined;
  };

  if (!target) {
    // Falls off the end of the function: `undefined`.
    if (place.list !== (fn.body as TSESTree.BlockStatement).body || !onlyFromCatch || !analysis.returnsValue(fn)) return undefined;
    const name = functionName(fn);
    return { kind: "nullish", target: name ? `the end of \`${name}()\`` : "the end of the function", value: "`undefined`" };
  }
  const where = `\`${mention(sourceCode.getText(target))}\` at line ${target.loc.start.line}`;
  const returned = target.argument && unwrapCastsAndChains(target.argument);
  if (returned?.type === AST_NODE_TYPES.Identifier) {
    const assigned = lastAssignmentIn(sourceCode, body, returned);
    if (assigned) return classified(assigned.right, where, `\`${mention(sourceCode.getText(assigned.right), VALUE_MENTION)}\`, which this catch assigns to \`${returned.name}\``, false);
    const accumulator = isAccumulator(sourceCode, returned, tryStatement, options);
    if (accumulator) {
      const init = mention(sourceCode.getText(accumulator.init), VALUE_MENTION);
      return { kind: "empty", target: where, value: `\`${returned.name}\` as far as the \`try\` filled it (it starts as \`${init}\` at line ${accumulator.init.loc.start.line})` };
    }
  }
  // The accumulator inside the result built from it: `{ content: [{ type: "text", text: JSON.stringify(issues) }] }`
  // (a tool must wrap what it returns), `{ tags, count: tags.length }`.
  if (returned && (returned.type === AST_NODE_TYPES.ObjectExpression || returned.type === AST_NODE_TYPES.ArrayExpression)) {
    for (const candidate of dataIdentifiers(returned)) {
      const accumulator = isAccumulator(sourceCode, candidate, tryStatement, options, returned);
      if (!accumulator) continue;
      const init = mention(sourceCode.getText(accumulator.init), VALUE_MENTION);
      return { kind: "empty", target: where, value: `\`${candidate.name}\` in the result, as far as the \`try\` filled it (it starts as \`${init}\` at line ${accumulator.init.loc.start.line})` };
    }
  }
  if (!onlyFromCatch) return undefined;
  if (!returned) return analysis.returnsValue(fn) ? { kind: "nullish", target: where, value: "`undefined`" } : undefined;
  return classified(returned, where, `\`${mention(sourceCode.getText(returned), VALUE_MENTION)}\``, true);
}

/** Methods that make a value of an array's contents (`issues.join("\\n")`, `tags.map(...)`), read through to the array. */
const CONTENT_METHODS: ReadonlySet<string> = new Set(["join", "map", "filter", "slice", "sort", "flatMap"]);

/**
 * The identifiers a result literal carries as its data: a field's value (`{ tags }`, `{ items: issues }`), an
 * element, `JSON.stringify(issues)`, `issues.join("\\n")` (also after `map`/`filter`), in a template too;
 * nested objects and arrays are looked into (a few levels, a bounded number of nodes).
 */
function dataIdentifiers(root: TSESTree.Node): TSESTree.Identifier[] {
  const found: TSESTree.Identifier[] = [];
  const stack: { node: TSESTree.Node; depth: number }[] = [{ node: root, depth: 0 }];
  let visited = 0;
  while (stack.length > 0 && visited++ < 200) {
    const { node: entry, depth } = stack.pop()!;
    const node = unwrapCastsAndChains(entry);
    if (depth > 6) continue;
    switch (node.type) {
      case AST_NODE_TYPES.Identifier:
        found.push(node);
        break;
      case AST_NODE_TYPES.ObjectExpression:
        for (const property of node.properties) {
          if (property.type === AST_NODE_TYPES.Property && !property.computed) stack.push({ node: property.value, depth: depth + 1 });
        }
        break;
      case AST_NODE_TYPES.ArrayExpression:
        for (const element of node.elements) if (element && element.type !== AST_NODE_TYPES.SpreadElement) stack.push({ node: element, depth: depth + 1 });
        break;
      case AST_NODE_TYPES.TemplateLiteral:
        for (const expression of node.expressions) stack.push({ node: expression, depth: depth + 1 });
        break;
      case AST_NODE_TYPES.CallExpression: {
        const callee = node.callee;
        if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) break;
        const method = callee.property.name;
        if (method === "stringify" && callee.object.type === AST_NODE_TYPES.Identifier && callee.object.name === "JSON" && node.arguments[0]) stack.push({ node: node.arguments[0], depth: depth + 1 });
        else if (CONTENT_METHODS.has(method)) stack.push({ node: callee.object, depth: depth + 1 });
        break;
      }
      default:
        break;
    }
  }
  return found;
}

/**
 * Whether a promise handler's value is checked before anything else uses it: `const json = await
 * res.json().catch(() => null);` followed by `if (!json) return { unavailable: true };` (or a test of one of
 * its fields, `typeof json?.eligible !== "boolean"`) whose branch always leaves. The `null` is then told apart
 * from a value right where it lands, and goes no further.
 */
export function checkedRightAway(sourceCode: Readonly<TSESLint.SourceCode>, handler: FailureHandler): boolean {
  if (handler.kind === "catch" || !handler.promiseCall) return false;
  const value = outermostWrapper(handler.promiseCall, true);
  const declarator = value.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== value || declarator.id.type !== AST_NODE_TYPES.Identifier) return false;
  const declaration = declarator.parent;
  const place = declaration && statementList(declaration);
  const next = place?.list[place.index + 1];
  if (next?.type !== AST_NODE_TYPES.IfStatement || !alwaysExits(next.consequent, { jumps: true })) return false;
  return holdsForNull(next.test, declarator.id.name, 0);
}

/**
 * Whether a `catch`'s nullish value is already its function's failure value: the function returns it under an
 * error check of its own (`if (!response.ok) return null;`, GitLab's version probe), and no nullish value on a
 * path that did not fail (no `return null` for "none found"). Its callers then read `null` as "unavailable"
 * whatever the cause, never as "there is none", so the `catch` hides nothing they could tell apart.
 */
export function nullMeansFailure(sourceCode: Readonly<TSESLint.SourceCode>, handler: FailureHandler, signals: readonly ErrorSignalSpecifier[]): boolean {
  if (handler.kind !== "catch") return false;
  const fn = enclosingFunction(handler.node);
  if (!fn || fn.body.type !== AST_NODE_TYPES.BlockStatement) return false;
  let checked = 0;
  const stack: TSESTree.Node[] = [fn.body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node !== handler.node && node.type === AST_NODE_TYPES.ReturnStatement) {
      const value = node.argument && unwrapCastsAndChains(node.argument);
      if (!value || isNullish(sourceCode, value)) {
        const evidence = failureAt(node, { signals, stopAt: fn });
        if (!evidence) return false;
        if (evidence.kind === "error-check") checked++;
      } else if (mayBeNullish(sourceCode, value)) return false;
      continue;
    }
    // The handler's own returns are the `null` in question.
    if (node === handler.node) continue;
    for (const child of statementChildren(node)) stack.push(child);
  }
  return checked > 0;
}

/** `found ? value : null`, `match ?? null`, `a && b`: a value written to be nullish on some path ("none found"). */
function mayBeNullish(sourceCode: Readonly<TSESLint.SourceCode>, value: TSESTree.Node): boolean {
  const stack: TSESTree.Node[] = [value];
  for (let visited = 0; stack.length > 0 && visited < 64; visited++) {
    const node = unwrapCastsAndChains(stack.pop()!);
    if (isNullish(sourceCode, node)) return true;
    if (node.type === AST_NODE_TYPES.ConditionalExpression) stack.push(node.consequent, node.alternate);
    else if (node.type === AST_NODE_TYPES.LogicalExpression) stack.push(node.left, node.right);
  }
  return false;
}

/**
 * Whether a test is true when `name` is `null`: `!json`, `!json?.items`, `json == null`, `json === null`,
 * `typeof json?.eligible !== "boolean"`, or an `||` with such an operand.
 */
function holdsForNull(test: TSESTree.Node, name: string, depth: number): boolean {
  if (depth > 8) return false;
  const node = unwrapCastsAndChains(test);
  // `json`, or a read through it that stops at a null `json` (`json?.eligible`, `json?.data.items`).
  const isName = (candidate: TSESTree.Node): boolean => {
    let current = unwrapCastsAndChains(candidate);
    while (current.type === AST_NODE_TYPES.MemberExpression) {
      if (current.object.type === AST_NODE_TYPES.Identifier && current.object.name === name) return current.optional;
      current = unwrapCastsAndChains(current.object);
    }
    return current.type === AST_NODE_TYPES.Identifier && current.name === name;
  };
  if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === "||") return holdsForNull(node.left, name, depth + 1) || holdsForNull(node.right, name, depth + 1);
  if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") return isName(node.argument);
  if (node.type !== AST_NODE_TYPES.BinaryExpression) return false;
  const [left, right] = [unwrapCastsAndChains(node.left), unwrapCastsAndChains(node.right)];
  const isNull = (side: TSESTree.Node): boolean => (side.type === AST_NODE_TYPES.Literal && side.value === null) || (side.type === AST_NODE_TYPES.Identifier && side.name === "undefined");
  if ((node.operator === "==" || node.operator === "===") && ((isNull(right) && isName(left)) || (isNull(left) && isName(right)))) return true;
  // `typeof json?.eligible !== "boolean"`: true for null (its typeof is "undefined" or "object").
  if (node.operator === "!==" || node.operator === "!=") {
    const typeofSide = left.type === AST_NODE_TYPES.UnaryExpression && left.operator === "typeof" ? left : right.type === AST_NODE_TYPES.UnaryExpression && right.operator === "typeof" ? right : undefined;
    const literal = typeofSide === left ? right : left;
    return typeofSide !== undefined && isName(typeofSide.argument) && literal.type === AST_NODE_TYPES.Literal && literal.value !== "undefined" && literal.value !== "object";
  }
  return false;
}
