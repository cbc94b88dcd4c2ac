/**
 * Empty fallbacks that do not stand for the data of a failed operation, though they look like it:
 *
 * - **Optional extras.** A function of the file whose value its callers only spread into a result that carries
 *   other data (`{ ...buildData, ...await extrasOf(id) }`), or destructure into fields that each go, under a
 *   presence test, into such a result (`...(hashedId ? { hashedId } : {})`). Its `{}` after a failure leaves
 *   those fields out: the result still carries its data, and no text in it claims that something is absent.
 * - **A successful call's empty body.** A function that already returns a value for a successful response
 *   with an empty body (`if (!text.trim()) return [];`, after `if (!response.ok) throw ...` or a call of a function of
 *   the file that makes that check: `await ensureOk(response)`) and returns the
 *   same value when that body cannot be parsed (`try { return JSON.parse(text) } catch { return [] }`): the
 *   status said the call succeeded, and an unreadable body is treated as no body, as the function says
 *   itself one line before. A body parsed without such a status check before the empty-body `return`, or a different
 *   value, is still reported.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { containsOwn, memberName, unwrapCasts, type FunctionNode } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { functionBinding, resolveCallee } from "./functions.js";
import { isNullish } from "./empty-values.js";
import { isErrorTest } from "./failure-paths.js";
import type { ErrorSignalSpecifier } from "../settings.js";
import type { FailureHandler } from "./failure-handlers.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Whether a declaration is exported (its callers may then be in other modules, unseen here). */
function isExported(fn: FunctionNode): boolean {
  for (let node: TSESTree.Node | undefined = fn.parent; node && node.type !== AST_NODE_TYPES.Program; node = node.parent) {
    if (node.type === AST_NODE_TYPES.ExportNamedDeclaration || node.type === AST_NODE_TYPES.ExportDefaultDeclaration) return true;
    if (node.type !== AST_NODE_TYPES.VariableDeclarator && node.type !== AST_NODE_TYPES.VariableDeclaration) return false;
  }
  return false;
}

/** A spread into an object literal that has members of its own: what is spread only adds to them. */
function spreadBesideData(spread: TSESTree.Node | undefined): boolean {
  return spread?.type === AST_NODE_TYPES.SpreadElement && spread.parent?.type === AST_NODE_TYPES.ObjectExpression && spread.parent.properties.some((member) => member !== spread);
}

/** `x !== undefined`, `x != null`, `undefined !== x`: a comparison of a value with nothing. */
function comparesWithNothing(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  if (node.type !== AST_NODE_TYPES.BinaryExpression || !["!==", "!=", "===", "=="].includes(node.operator)) return false;
  return isNullish(sourceCode, node.left) || isNullish(sourceCode, node.right);
}

/**
 * Whether a use of a value goes only into such a spread: directly (`...extras`), or as a field of an object literal
 * chosen by a test of its own presence (`...(id ? { id } : {})`, `...(id && { id })`, `...(id !== undefined ? { id }
 * : {})`). A field chosen by a test of something else (`...(includeNote ? { note } : {})`) is not: asked for, it is
 * missing without a word.
 */
function spreadAsExtra(sourceCode: SourceCode, use: TSESTree.Identifier, variable: TSESLint.Scope.Variable): boolean {
  const tests = (test: TSESTree.Node): boolean => reads(sourceCode, test, variable);
  let node: TSESTree.Node = use;
  for (let parent: TSESTree.Node | undefined = node.parent; parent; parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.SpreadElement) return spreadBesideData(parent);
    const through =
      (parent.type === AST_NODE_TYPES.Property && parent.value === node && parent.parent?.type === AST_NODE_TYPES.ObjectExpression) ||
      parent.type === AST_NODE_TYPES.ObjectExpression ||
      parent.type === AST_NODE_TYPES.TSAsExpression ||
      parent.type === AST_NODE_TYPES.TSNonNullExpression ||
      comparesWithNothing(sourceCode, parent) ||
      (parent.type === AST_NODE_TYPES.ConditionalExpression && (parent.test === node || tests(parent.test))) ||
      (parent.type === AST_NODE_TYPES.LogicalExpression && (parent.right !== node || tests(parent.left)));
    if (!through) return false;
    node = parent;
  }
  return false;
}

/** Whether every read of a `const` binding is such a use (and there is one). */
function readOnlyAsExtra(sourceCode: SourceCode, name: TSESTree.Identifier): boolean {
  const variable = findVariableOf(sourceCode, name);
  const uses = variable?.references.filter((reference) => reference.identifier !== name) ?? [];
  return uses.length > 0 && uses.every((reference) => reference.isReadOnly() && spreadAsExtra(sourceCode, reference.identifier as TSESTree.Identifier, variable!));
}

/** Whether the value of a call is used only as optional extras of a result with data of its own. */
function callUsedAsExtras(sourceCode: SourceCode, call: TSESTree.CallExpression): boolean {
  let value: TSESTree.Node = call;
  while (value.parent?.type === AST_NODE_TYPES.AwaitExpression || value.parent?.type === AST_NODE_TYPES.TSAsExpression) value = value.parent;
  const parent = value.parent;
  if (spreadBesideData(parent)) return true;
  if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.init !== value || parent.parent.kind !== "const") return false;
  const id = parent.id;
  if (id.type === AST_NODE_TYPES.Identifier) return readOnlyAsExtra(sourceCode, id);
  if (id.type !== AST_NODE_TYPES.ObjectPattern || id.properties.length === 0) return false;
  return id.properties.every(
    (property) => property.type === AST_NODE_TYPES.Property && property.value.type === AST_NODE_TYPES.Identifier && readOnlyAsExtra(sourceCode, property.value),
  );
}

/**
 * Whether a function of the file (not exported) is called, and used, only for optional extras: every
 * reference to it is a call whose value is spread beside other data, or destructured into fields that are.
 */
function onlyOptionalExtras(sourceCode: SourceCode, fn: FunctionNode): boolean {
  const binding = functionBinding(fn);
  if (!binding || isExported(fn)) return false;
  const references = findVariableOf(sourceCode, binding)?.references.filter((reference) => reference.identifier !== binding) ?? [];
  // Each reference a call of it: one passed on or stored (`tools.push(extrasOf)`, `{ profile: profileOf }`) may be
  // used for its whole data where the analysis does not look.
  return (
    references.length > 0 &&
    references.every((reference) => {
      const call = reference.identifier.parent;
      return call?.type === AST_NODE_TYPES.CallExpression && call.callee === reference.identifier && callUsedAsExtras(sourceCode, call);
    })
  );
}

/**
 * Whether a handler's `{}` (the whole value it returns) is the optional extras of a result with data of its own:
 * a `catch` of a function of the file used only so, or a `.catch()` whose chain's value is.
 */
export function optionalExtrasFallback(sourceCode: SourceCode, handler: FailureHandler, leaf: TSESTree.Node, output: TSESTree.Node): boolean {
  if (leaf !== output || leaf.type !== AST_NODE_TYPES.ObjectExpression || leaf.properties.length > 0) return false;
  if (handler.kind === "catch") return !!handler.returnsFrom && onlyOptionalExtras(sourceCode, handler.returnsFrom);
  return !!handler.promiseCall && callUsedAsExtras(sourceCode, handler.promiseCall);
}

/** The statements of the block a node is a statement of, and its index there. */
function statementSiblings(statement: TSESTree.Node): { list: readonly TSESTree.Node[]; index: number } | undefined {
  const parent = statement.parent;
  if (parent?.type !== AST_NODE_TYPES.BlockStatement && parent?.type !== AST_NODE_TYPES.Program) return undefined;
  const list = parent.body as readonly TSESTree.Node[];
  return { list, index: list.indexOf(statement) };
}

/** The identifier a `try` block parses as JSON (`JSON.parse(text)`), if it parses one. */
function parsedText(sourceCode: SourceCode, block: TSESTree.BlockStatement): TSESTree.Identifier | undefined {
  let found: TSESTree.Identifier | undefined;
  containsOwn(
    block,
    (node) => {
      if (node.type !== AST_NODE_TYPES.CallExpression || memberName(node.callee) !== "parse" || node.callee.type !== AST_NODE_TYPES.MemberExpression) return false;
      const object = node.callee.object;
      const argument = node.arguments[0] && unwrapCasts(node.arguments[0]);
      if (object.type !== AST_NODE_TYPES.Identifier || object.name !== "JSON" || findVariableOf(sourceCode, object)?.defs.length || argument?.type !== AST_NODE_TYPES.Identifier) return false;
      found = argument;
      return true;
    },
    sourceCode.visitorKeys,
  );
  return found;
}

/** Whether a node reads a variable. */
function reads(sourceCode: SourceCode, node: TSESTree.Node, variable: TSESLint.Scope.Variable): boolean {
  return containsOwn(node, (inner) => inner.type === AST_NODE_TYPES.Identifier && findVariableOf(sourceCode, inner) === variable, sourceCode.visitorKeys);
}

/**
 * Whether a test of the response holds only when it failed (`!response.ok`, `response.status >= 400`, `response.status
 * !== 200`: the failure paths' reading of a test, failure-paths.ts), not a test of something else.
 */
function failureTest(sourceCode: SourceCode, test: TSESTree.Node, response: TSESLint.Scope.Variable, signals: readonly ErrorSignalSpecifier[]): boolean {
  return reads(sourceCode, test, response) && isErrorTest(test, true, signals);
}

/**
 * Whether a statement stops the function when the response failed: `if (<failure test>) <exit>`, or a call of a
 * function of the file handed the response whose own statement `if (<failure test of that parameter>) throw ...` is
 * (`await ensureOk(response, "bulk publish")`: a `return` there would only leave the helper).
 */
function exitsOnFailure(sourceCode: SourceCode, statement: TSESTree.Node, response: TSESLint.Scope.Variable, exits: (statement: TSESTree.Node) => boolean, signals: readonly ErrorSignalSpecifier[]): boolean {
  if (statement.type === AST_NODE_TYPES.ExpressionStatement) {
    const expression = statement.expression.type === AST_NODE_TYPES.AwaitExpression ? statement.expression.argument : statement.expression;
    if (expression.type !== AST_NODE_TYPES.CallExpression) return false;
    const fn = resolveCallee(sourceCode, expression.callee);
    const index = expression.arguments.findIndex((argument) => argument.type === AST_NODE_TYPES.Identifier && findVariableOf(sourceCode, argument) === response);
    const param = fn?.params[index];
    if (!fn || index < 0 || param?.type !== AST_NODE_TYPES.Identifier || fn.body.type !== AST_NODE_TYPES.BlockStatement) return false;
    const parameter = findVariableOf(sourceCode, param);
    return (
      !!parameter &&
      fn.body.body.some(
        (inner) =>
          inner.type === AST_NODE_TYPES.IfStatement &&
          !inner.alternate &&
          exits(inner.consequent) &&
          !containsOwn(inner.consequent, (node) => node.type === AST_NODE_TYPES.ReturnStatement, sourceCode.visitorKeys) &&
          failureTest(sourceCode, inner.test, parameter, signals),
      )
    );
  }
  return statement.type === AST_NODE_TYPES.IfStatement && !statement.alternate && exits(statement.consequent) && failureTest(sourceCode, statement.test, response, signals);
}

/** The response whose body a text was read from: `response` of `const text = await response.text()`. */
function responseOf(sourceCode: SourceCode, text: TSESLint.Scope.Variable): TSESLint.Scope.Variable | undefined {
  const definition = text.defs.length === 1 ? text.defs[0] : undefined;
  if (definition?.type !== "Variable" || !definition.node.init) return undefined;
  let read = unwrapCasts(definition.node.init);
  if (read.type === AST_NODE_TYPES.AwaitExpression) read = unwrapCasts(read.argument);
  if (read.type !== AST_NODE_TYPES.CallExpression || read.callee.type !== AST_NODE_TYPES.MemberExpression || memberName(read.callee) !== "text") return undefined;
  const object = unwrapCasts(read.callee.object);
  return object.type === AST_NODE_TYPES.Identifier ? findVariableOf(sourceCode, object) : undefined;
}

/**
 * Whether a `catch`'s empty value is its function's value for a successful response's empty body: the `try`
 * parses a text read from a response (`const text = await response.text()`), and before it, in the same block, the
 * function returns the same value (as written) when that text is empty, after a statement that stops it when that
 * response failed.
 */
export function emptyBodyValue(
  sourceCode: SourceCode,
  handler: FailureHandler,
  leaf: TSESTree.Node,
  exits: (statement: TSESTree.Node) => boolean,
  signals: readonly ErrorSignalSpecifier[],
): boolean {
  const tryStatement = handler.tryStatement;
  // The `try` is a statement of the function's own body, and the value is a `return`'s whole argument.
  if (handler.kind !== "catch" || !tryStatement || tryStatement.parent !== handler.returnsFrom?.body || leaf.parent?.type !== AST_NODE_TYPES.ReturnStatement) return false;
  const text = parsedText(sourceCode, tryStatement.block);
  const variable = text && findVariableOf(sourceCode, text);
  const response = variable && responseOf(sourceCode, variable);
  const siblings = statementSiblings(tryStatement);
  if (!variable || !response || !siblings || siblings.index < 0) return false;
  const value = sourceCode.getText(leaf);
  let emptyBody = false;
  for (let index = siblings.index - 1; index >= 0; index--) {
    const statement = siblings.list[index]!;
    if (!emptyBody) {
      if (statement.type !== AST_NODE_TYPES.IfStatement || statement.alternate || !reads(sourceCode, statement.test, variable)) continue;
      const consequent = statement.consequent.type === AST_NODE_TYPES.BlockStatement && statement.consequent.body.length === 1 ? statement.consequent.body[0]! : statement.consequent;
      emptyBody = consequent.type === AST_NODE_TYPES.ReturnStatement && !!consequent.argument && sourceCode.getText(consequent.argument) === value;
      if (!emptyBody) return false;
    } else if (exitsOnFailure(sourceCode, statement, response, exits, signals)) {
      return true;
    }
  }
  return false;
}
