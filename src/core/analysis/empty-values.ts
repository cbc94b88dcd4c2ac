/**
 * The values failure handlers hand back (the No-Fake-Empty-Data convention): whether a value looks like a
 * genuine empty result (`[]`, `{ orders: [], total: 0 }`, `{ ...EMPTY_PAGE }`) or carries an error signal
 * (`{ error }`, `{ ok: false }`, `{ isError: true }`, from `settings.errorSignals`).
 *
 * - {@link classifyValue}: empty-looking, nullish, `false`, error signal or anything else; names are
 *   followed to `const`s and zero-argument factories in the file, and, with a resolver from
 *   {@link typedValueResolver}, through imports to their declarations in other modules.
 * - {@link errorSignalOf}, {@link isAccumulator}: the pieces the rules share.
 *
 * The handlers themselves are ./failure-handlers.ts's. Everything iterates with explicit stacks or caps its
 * recursion: deep input cannot overflow the stack.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import ts from "../typescript.cjs";
import { symbolAt } from "../symbols.js";
import type { ErrorSignalSpecifier } from "../settings.js";
import { findVariableOf } from "../scope.js";
import { isGlobalReference, memberName, skipTypeWrappers, statementList } from "./failure-handlers.js";
import { isFunctionNode } from "../ast.js";
import { mention } from "../mention.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

// ---------------------------------------------------------------------------------------------------
// Values.

export type ValueShape =
  /** Looks like a genuine empty result: `[]`, `{}`, `""`, `new Map()`, `{ orders: [], total: 0 }`, `{ ...EMPTY_PAGE }`. */
  | { kind: "empty"; node: TSESTree.Node; origin?: ValueOrigin }
  /** `null`, `undefined`, `void 0`. */
  | { kind: "nullish"; node: TSESTree.Node }
  | { kind: "false"; node: TSESTree.Node }
  /** Carries an error signal: the value says it is an error. */
  | { kind: "error-signal"; node: TSESTree.Node; signal: ErrorSignalSpecifier }
  | { kind: "other"; node: TSESTree.Node };

/** Where a named empty value was defined: the `const` (or factory) it came from. */
export interface ValueOrigin {
  name: string;
  /** The source text of the definition's value. */
  text: string;
  line: number;
  /** The file, when it is another module (resolved through the type checker). */
  file?: string;
}

/** What a resolver from outside the file (the type checker) knows about a name or a factory call. */
export type ExternalShape =
  | { kind: "empty"; payload: boolean; origin: ValueOrigin }
  | { kind: "neutral" }
  | { kind: "error-signal"; signal: ErrorSignalSpecifier }
  | { kind: "other" };

/**
 * Resolves what the file cannot: an imported name (`EMPTY_PAGE`) or a call of an imported zero-argument
 * factory (`emptyPage()`). `top` says whether the value is the whole result (so its error signals count).
 */
export type ExternalResolver = (node: TSESTree.Identifier | TSESTree.CallExpression, top: boolean) => ExternalShape | undefined;

export interface ValueOptions {
  signals: readonly ErrorSignalSpecifier[];
  resolveExternal?: ExternalResolver;
}

/** How many nodes one classification may look at; real empty values are a handful. */
const MAX_VALUE_NODES = 2_000;

const EMPTY_CONSTRUCTORS = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array"]);
const MUTATING_METHODS = new Set(["push", "unshift", "splice", "set", "add", "append", "fill", "copyWithin"]);

/** `null`, the global `undefined`, or `void x`. */
export function isNullish(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Literal && node.value === null && !("regex" in node) && !("bigint" in node)) return true;
  if (node.type === AST_NODE_TYPES.Identifier && node.name === "undefined") return isGlobalReference(sourceCode, node);
  return node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "void";
}

/** `Object.freeze(x)` and `Promise.resolve(x)` are `x` for this analysis; TypeScript wrappers are skipped. */
function unwrapValue(sourceCode: SourceCode, node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    current = skipTypeWrappers(current);
    if (
      current.type === AST_NODE_TYPES.CallExpression &&
      current.arguments.length === 1 &&
      current.arguments[0]!.type !== AST_NODE_TYPES.SpreadElement &&
      current.callee.type === AST_NODE_TYPES.MemberExpression &&
      current.callee.object.type === AST_NODE_TYPES.Identifier
    ) {
      const object = current.callee.object;
      const method = memberName(current.callee);
      if (
        ((object.name === "Object" && method === "freeze") || (object.name === "Promise" && method === "resolve")) &&
        isGlobalReference(sourceCode, object)
      ) {
        current = current.arguments[0]!;
        continue;
      }
    }
    return current;
  }
}

function propertyKeyName(property: TSESTree.Property): string | undefined {
  if (!property.computed && property.key.type === AST_NODE_TYPES.Identifier) return property.key.name;
  if (property.key.type === AST_NODE_TYPES.Literal && (typeof property.key.value === "string" || typeof property.key.value === "number")) {
    return String(property.key.value);
  }
  return undefined;
}

/**
 * Whether a property value sets an error signal: with a `value`, exactly that literal; without one, any
 * value but a literal `null`, `undefined` or `false` (`{ items, error: null }` says there is no error).
 */
function signalMatches(sourceCode: SourceCode, signal: ErrorSignalSpecifier, value: TSESTree.Node): boolean {
  const node = skipTypeWrappers(value);
  if (signal.value === undefined) {
    if (isNullish(sourceCode, node)) return false;
    return !(node.type === AST_NODE_TYPES.Literal && node.value === false);
  }
  return node.type === AST_NODE_TYPES.Literal && node.value === signal.value;
}

/** A `const` (or never reassigned `let`) that the file declares with a value and never mutates. */
function constantInitializer(sourceCode: SourceCode, identifier: TSESTree.Identifier): { variable: TSESLint.Scope.Variable; init: TSESTree.Expression } | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const def = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || def?.type !== "Variable") return undefined;
  const declarator = def.node;
  if (!declarator.init || declarator.id.type !== AST_NODE_TYPES.Identifier) return undefined;
  if (def.parent.kind !== "const") {
    if (variable.references.some((reference) => reference.isWrite() && !reference.init)) return undefined;
  }
  if (variable.references.some((reference) => isMutation(reference.identifier as TSESTree.Node))) return undefined;
  return { variable, init: declarator.init };
}

/**
 * Whether a use of a variable changes its content: `x.a = 1`, `x.items.push(y)`, `delete x.a`,
 * `x.n++`, `Object.assign(x, y)`.
 */
export function isMutation(identifier: TSESTree.Node): boolean {
  let current: TSESTree.Node = identifier;
  let member = false;
  while (current.parent?.type === AST_NODE_TYPES.MemberExpression && current.parent.object === current) {
    current = current.parent;
    member = true;
  }
  const parent = current.parent;
  if (!parent) return false;
  if (member) {
    if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === current) return true;
    if (parent.type === AST_NODE_TYPES.UpdateExpression) return true;
    if (parent.type === AST_NODE_TYPES.UnaryExpression && parent.operator === "delete") return true;
    if (parent.type === AST_NODE_TYPES.CallExpression && parent.callee === current) {
      const name = memberName(current);
      return !!name && MUTATING_METHODS.has(name);
    }
    return false;
  }
  return (
    parent.type === AST_NODE_TYPES.CallExpression &&
    parent.arguments[0] === current &&
    parent.callee.type === AST_NODE_TYPES.MemberExpression &&
    parent.callee.object.type === AST_NODE_TYPES.Identifier &&
    parent.callee.object.name === "Object" &&
    memberName(parent.callee) === "assign"
  );
}

/** The value a local zero-argument factory returns: `const emptyPage = () => ({ orders: [], total: 0 })`. */
function localFactoryResult(sourceCode: SourceCode, call: TSESTree.CallExpression): { name: string; node: TSESTree.Node; value: TSESTree.Expression } | undefined {
  if (call.arguments.length > 0 || call.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = findVariableOf(sourceCode, call.callee);
  const def = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || !def) return undefined;
  let fn: TSESTree.Node | undefined;
  if (def.type === "FunctionName") fn = def.node;
  else if (def.type === "Variable" && def.parent.kind === "const" && def.node.init) fn = def.node.init;
  if (!fn || !isFunctionNode(fn) || fn.params.length > 0 || fn.async || fn.generator) return undefined;
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return { name: call.callee.name, node: fn, value: fn.body };
  const [only, ...rest] = fn.body.body;
  if (rest.length > 0 || only?.type !== AST_NODE_TYPES.ReturnStatement || !only.argument) return undefined;
  return { name: call.callee.name, node: fn, value: only.argument };
}

/** Whether an identifier is bound by an import (only the checker can see what it is). */
function isImportBinding(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const variable = findVariableOf(sourceCode, identifier);
  return variable?.defs[0]?.type === "ImportBinding";
}

function lineText(sourceCode: SourceCode, node: TSESTree.Node): string {
  return mention(sourceCode.getText(node), VALUE_MENTION);
}

/** How long a quoted value may be in a message: longer than other code, so that `{ items: [], total: 0 }` shows whole. */
export const VALUE_MENTION = 60;

/**
 * The error signal a value carries, if any: a property of the object literal itself (or of an object it
 * spreads, or of the constant it names) that matches `settings.errorSignals`.
 */
export function errorSignalOf(sourceCode: SourceCode, node: TSESTree.Node, options: ValueOptions): ErrorSignalSpecifier | undefined {
  if (options.signals.length === 0) return undefined;
  const seen = new Set<TSESTree.Node>();
  const stack: TSESTree.Node[] = [node];
  let budget = MAX_VALUE_NODES;
  while (stack.length > 0 && budget-- > 0) {
    const current = unwrapValue(sourceCode, stack.pop()!);
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.type === AST_NODE_TYPES.ObjectExpression) {
      for (const property of current.properties) {
        if (property.type === AST_NODE_TYPES.SpreadElement) {
          stack.push(property.argument);
          continue;
        }
        const name = propertyKeyName(property);
        const signal = name === undefined ? undefined : options.signals.find((candidate) => candidate.property === name && signalMatches(sourceCode, candidate, property.value));
        if (signal) return signal;
      }
    } else if (current.type === AST_NODE_TYPES.Identifier) {
      const constant = constantInitializer(sourceCode, current);
      if (constant) stack.push(constant.init);
      else if (options.resolveExternal && isImportBinding(sourceCode, current)) {
        const external = options.resolveExternal(current, true);
        if (external?.kind === "error-signal") return external.signal;
      }
    } else if (current.type === AST_NODE_TYPES.CallExpression) {
      const factory = localFactoryResult(sourceCode, current);
      if (factory) stack.push(factory.value);
      else if (options.resolveExternal && current.callee.type === AST_NODE_TYPES.Identifier && isImportBinding(sourceCode, current.callee)) {
        const external = options.resolveExternal(current, true);
        if (external?.kind === "error-signal") return external.signal;
      }
    }
  }
  return undefined;
}

/**
 * What a value looks like to whoever receives it. Empty-looking: `[]`, `{}`, `""`, `new Map()`,
 * `new Set()`, object literals made only of such values, zeros, booleans and `null` with at least one
 * empty part (`{ orders: [], total: 0 }`, `{ ok: true, data: [] }`), spreads of those, and names of
 * never-mutated constants and calls of zero-argument factories that produce them. A bare `0` or
 * `false` is not empty-looking (`false` is its own kind); an error signal wins over everything.
 */
export function classifyValue(sourceCode: SourceCode, node: TSESTree.Node, options: ValueOptions): ValueShape {
  const root = unwrapValue(sourceCode, node);
  if (isNullish(sourceCode, root)) return { kind: "nullish", node };
  if (root.type === AST_NODE_TYPES.Literal && root.value === false) return { kind: "false", node };
  const signal = errorSignalOf(sourceCode, root, options);
  if (signal) return { kind: "error-signal", node, signal };

  let payload = false;
  let origin: ValueOrigin | undefined;
  const seen = new Set<TSESTree.Node>();
  const stack: { node: TSESTree.Node; top: boolean }[] = [{ node: root, top: true }];
  let budget = MAX_VALUE_NODES;
  while (stack.length > 0) {
    if (budget-- <= 0) return { kind: "other", node };
    const entry = stack.pop()!;
    const current = unwrapValue(sourceCode, entry.node);
    const { top } = entry;
    switch (current.type) {
      case AST_NODE_TYPES.ArrayExpression:
        for (const element of current.elements) {
          if (element?.type !== AST_NODE_TYPES.SpreadElement) return { kind: "other", node };
          stack.push({ node: element.argument, top: false });
        }
        if (current.elements.length === 0) payload = true;
        break;
      case AST_NODE_TYPES.ObjectExpression:
        for (const property of current.properties) {
          if (property.type === AST_NODE_TYPES.SpreadElement) {
            stack.push({ node: property.argument, top });
            continue;
          }
          if (property.kind !== "init" || property.method || propertyKeyName(property) === undefined) return { kind: "other", node };
          stack.push({ node: property.value, top: false });
        }
        if (current.properties.length === 0) payload = true;
        break;
      case AST_NODE_TYPES.Literal:
        if (current.value === "") payload = true;
        else if (top) return { kind: "other", node };
        else if (current.value === 0 && typeof current.value === "number") payload = true;
        else if (!(typeof current.value === "boolean" || (current.value === null && !("regex" in current) && !("bigint" in current)))) {
          return { kind: "other", node };
        }
        break;
      case AST_NODE_TYPES.TemplateLiteral:
        if (current.expressions.length > 0 || current.quasis.some((quasi) => quasi.value.cooked !== "")) return { kind: "other", node };
        payload = true;
        break;
      case AST_NODE_TYPES.UnaryExpression:
        if (top || current.operator !== "void") return { kind: "other", node };
        break;
      case AST_NODE_TYPES.NewExpression: {
        const callee = current.callee;
        if (callee.type !== AST_NODE_TYPES.Identifier || !EMPTY_CONSTRUCTORS.has(callee.name) || !isGlobalReference(sourceCode, callee)) {
          return { kind: "other", node };
        }
        const [argument, ...more] = current.arguments;
        if (more.length > 0) return { kind: "other", node };
        if (argument) {
          const inner = unwrapValue(sourceCode, argument);
          if (callee.name === "Array" || inner.type !== AST_NODE_TYPES.ArrayExpression || inner.elements.length > 0) return { kind: "other", node };
        }
        payload = true;
        break;
      }
      case AST_NODE_TYPES.Identifier: {
        if (current.name === "undefined" && isGlobalReference(sourceCode, current)) {
          if (top) return { kind: "other", node };
          break;
        }
        const constant = constantInitializer(sourceCode, current);
        if (constant) {
          if (seen.has(constant.init)) return { kind: "other", node };
          seen.add(constant.init);
          origin ??= { name: current.name, text: lineText(sourceCode, constant.init), line: constant.init.loc.start.line };
          stack.push({ node: constant.init, top });
          break;
        }
        const external = options.resolveExternal && isImportBinding(sourceCode, current) ? options.resolveExternal(current, top) : undefined;
        if (!external || external.kind === "other" || external.kind === "error-signal") return { kind: "other", node };
        if (external.kind === "empty") {
          payload ||= external.payload;
          origin ??= external.origin;
        }
        break;
      }
      case AST_NODE_TYPES.CallExpression: {
        const factory = localFactoryResult(sourceCode, current);
        if (factory) {
          if (seen.has(factory.node)) return { kind: "other", node };
          seen.add(factory.node);
          origin ??= { name: `${factory.name}()`, text: lineText(sourceCode, factory.value), line: factory.value.loc.start.line };
          stack.push({ node: factory.value, top });
          break;
        }
        const external =
          options.resolveExternal && current.arguments.length === 0 && current.callee.type === AST_NODE_TYPES.Identifier && isImportBinding(sourceCode, current.callee)
            ? options.resolveExternal(current, top)
            : undefined;
        if (external?.kind !== "empty") return { kind: "other", node };
        payload ||= external.payload;
        origin ??= external.origin;
        break;
      }
      default:
        return { kind: "other", node };
    }
  }
  if (!payload) return { kind: "other", node };
  return origin ? { kind: "empty", node, origin } : { kind: "empty", node };
}

// ---------------------------------------------------------------------------------------------------
// The accumulator pattern: `const out = {}; try { ...fill out... } catch (e) { log(e) } return out;`

export interface Accumulator {
  variable: TSESLint.Scope.Variable;
  declarator: TSESTree.VariableDeclarator;
  /** The empty value it starts with. */
  init: TSESTree.Expression;
}

/**
 * Whether `identifier` names a variable that was initialised empty before `tryStatement`, in the same
 * statement list, and is filled (assigned, mutated, or handed to a call) only inside the `try` block:
 * after a caught failure it still holds its empty start value, or a part-filled one.
 */
export function isAccumulator(
  sourceCode: SourceCode,
  identifier: TSESTree.Identifier,
  tryStatement: TSESTree.TryStatement,
  options: ValueOptions,
): Accumulator | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const def = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || def?.type !== "Variable" || !def.node.init) return undefined;
  const declaration = def.parent;
  const place = statementList(tryStatement);
  if (!place || declaration.parent !== tryStatement.parent || place.list.indexOf(declaration) >= place.index || place.list.indexOf(declaration) < 0) return undefined;
  if (classifyValue(sourceCode, def.node.init, options).kind !== "empty") return undefined;
  const [blockStart, blockEnd] = tryStatement.block.range;
  let filled = false;
  for (const reference of variable.references) {
    if (reference.init) continue;
    const id = reference.identifier as TSESTree.Node;
    const fills =
      reference.isWrite() ||
      isMutation(id) ||
      (id.parent?.type === AST_NODE_TYPES.CallExpression && id.parent.arguments.includes(id as TSESTree.Expression)) ||
      (id.parent?.type === AST_NODE_TYPES.SpreadElement && id.parent.parent?.type === AST_NODE_TYPES.CallExpression);
    if (!fills) continue;
    if (id.range[0] < blockStart || id.range[1] > blockEnd) return undefined;
    filled = true;
  }
  return filled ? { variable, declarator: def.node, init: def.node.init } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// With types: values defined in other modules.

/** How deep constants that name constants are followed across modules. */
const MAX_EXTERNAL_DEPTH = 16;

/**
 * A resolver for {@link classifyValue} that follows imports through the type checker to the `const` (or
 * zero-argument factory) they name in another module and looks at its initializer there:
 * `import { EMPTY_PAGE } from "./pagination.js"` where `EMPTY_PAGE: OrderPage = { orders: [], total: 0 }`.
 */
export function typedValueResolver(services: ParserServicesWithTypeInformation, signals: readonly ErrorSignalSpecifier[]): ExternalResolver {
  const checker = services.program.getTypeChecker();
  const cwd = services.program.getCurrentDirectory();
  return (node, top) => {
    const target = node.type === AST_NODE_TYPES.CallExpression ? node.callee : node;
    const tsNode = services.esTreeNodeToTSNodeMap.get(target);
    const declared = declaredValue(checker, tsNode, node.type === AST_NODE_TYPES.CallExpression);
    if (!declared) return undefined;
    const shape = classifyTsValue(checker, declared.value, top, signals);
    if (shape.kind !== "empty") return shape;
    const file = declared.value.getSourceFile();
    const position = file.getLineAndCharacterOfPosition(declared.value.getStart());
    const relative = file.fileName.startsWith(cwd) ? file.fileName.slice(cwd.length).replace(/^\/+/, "") : file.fileName;
    return {
      ...shape,
      origin: {
        name: node.type === AST_NODE_TYPES.CallExpression ? `${declared.name}()` : declared.name,
        text: mention(declared.value.getText(), VALUE_MENTION),
        line: position.line + 1,
        file: relative,
      },
    };
  };
}

/** The initializer of the `const` a name resolves to, or the returned value of the zero-argument factory it calls. */
function declaredValue(checker: ts.TypeChecker, node: ts.Node, call: boolean): { name: string; value: ts.Expression } | undefined {
  const symbol = symbolAt(checker, node);
  const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!symbol || !declaration) return undefined;
  if (!call) {
    if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
    if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return undefined;
    return { name: symbol.getName(), value: declaration.initializer };
  }
  let fn: ts.Node | undefined = declaration;
  if (ts.isVariableDeclaration(declaration)) {
    if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return undefined;
    fn = declaration.initializer;
  }
  while (fn && (ts.isParenthesizedExpression(fn) || ts.isAsExpression(fn) || ts.isSatisfiesExpression(fn))) fn = fn.expression;
  if (!fn || !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || fn.parameters.length > 0 || !fn.body) return undefined;
  if (fn.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword) || fn.asteriskToken) return undefined;
  if (!ts.isBlock(fn.body)) return { name: symbol.getName(), value: fn.body };
  const [only, ...rest] = fn.body.statements;
  if (rest.length > 0 || !only || !ts.isReturnStatement(only) || !only.expression) return undefined;
  return { name: symbol.getName(), value: only.expression };
}

function unwrapTs(node: ts.Expression): ts.Expression {
  let current = node;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current) || ts.isTypeAssertionExpression(current)) {
      current = current.expression;
      continue;
    }
    if (
      ts.isCallExpression(current) &&
      current.arguments.length === 1 &&
      ts.isPropertyAccessExpression(current.expression) &&
      ts.isIdentifier(current.expression.expression) &&
      ((current.expression.expression.text === "Object" && current.expression.name.text === "freeze") ||
        (current.expression.expression.text === "Promise" && current.expression.name.text === "resolve"))
    ) {
      current = current.arguments[0]!;
      continue;
    }
    return current;
  }
}

function tsPropertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}

function tsSignalMatches(signal: ErrorSignalSpecifier, value: ts.Expression): boolean {
  const node = unwrapTs(value);
  const literal =
    node.kind === ts.SyntaxKind.TrueKeyword
      ? true
      : node.kind === ts.SyntaxKind.FalseKeyword
        ? false
        : node.kind === ts.SyntaxKind.NullKeyword
          ? null
          : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
            ? node.text
            : ts.isNumericLiteral(node)
              ? Number(node.text)
              : ts.isIdentifier(node) && node.text === "undefined"
                ? undefined
                : node;
  if (signal.value === undefined) return !(literal === null || literal === undefined || literal === false);
  return literal === signal.value;
}

/** {@link classifyValue}'s rules over TypeScript nodes of another module, names resolved by the checker. */
function classifyTsValue(checker: ts.TypeChecker, value: ts.Expression, top: boolean, signals: readonly ErrorSignalSpecifier[]): ExternalShape {
  let payload = false;
  const seen = new Set<ts.Node>();
  const stack: { node: ts.Expression; top: boolean; depth: number }[] = [{ node: value, top, depth: 0 }];
  let budget = MAX_VALUE_NODES;
  let sawSignal: ErrorSignalSpecifier | undefined;
  let other = false;
  while (stack.length > 0 && budget-- > 0) {
    const entry = stack.pop()!;
    const node = unwrapTs(entry.node);
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) {
        if (ts.isSpreadElement(element)) stack.push({ node: element.expression, top: false, depth: entry.depth });
        else other = true;
      }
      if (node.elements.length === 0) payload = true;
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) {
          stack.push({ node: property.expression, top: entry.top, depth: entry.depth });
        } else if (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) {
          const name = tsPropertyName(property.name);
          const propertyValue = ts.isPropertyAssignment(property) ? property.initializer : property.name;
          if (entry.top && name !== undefined) {
            const signal = signals.find((candidate) => candidate.property === name && tsSignalMatches(candidate, propertyValue));
            if (signal) sawSignal ??= signal;
          }
          if (name === undefined) other = true;
          else stack.push({ node: propertyValue, top: false, depth: entry.depth });
        } else {
          other = true;
        }
      }
      if (node.properties.length === 0) payload = true;
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (node.text === "") payload = true;
      else other = true;
    } else if (ts.isNumericLiteral(node)) {
      if (!entry.top && Number(node.text) === 0) payload = true;
      else other = true;
    } else if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) {
      if (entry.top) other = true;
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && EMPTY_CONSTRUCTORS.has(node.expression.text)) {
      const args = node.arguments ?? [];
      const [first] = args;
      if (args.length > 1 || (first && (node.expression.text === "Array" || !ts.isArrayLiteralExpression(unwrapTs(first)) || (unwrapTs(first) as ts.ArrayLiteralExpression).elements.length > 0))) {
        other = true;
      } else {
        payload = true;
      }
    } else if (ts.isIdentifier(node) && node.text === "undefined") {
      if (entry.top) other = true;
    } else if (ts.isIdentifier(node) && entry.depth < MAX_EXTERNAL_DEPTH) {
      const declared = declaredValue(checker, node, false);
      if (!declared || seen.has(declared.value)) other = true;
      else {
        seen.add(declared.value);
        stack.push({ node: declared.value, top: entry.top, depth: entry.depth + 1 });
      }
    } else if (ts.isCallExpression(node) && node.arguments.length === 0 && entry.depth < MAX_EXTERNAL_DEPTH) {
      const declared = declaredValue(checker, node.expression, true);
      if (!declared || seen.has(declared.value)) other = true;
      else {
        seen.add(declared.value);
        stack.push({ node: declared.value, top: entry.top, depth: entry.depth + 1 });
      }
    } else {
      other = true;
    }
    if (sawSignal) return { kind: "error-signal", signal: sawSignal };
  }
  if (stack.length > 0 || other) return { kind: "other" };
  // A member that is only a flag or `null` is neutral: it neither makes the value empty nor non-empty.
  if (!payload) return top ? { kind: "other" } : { kind: "neutral" };
  return { kind: "empty", payload, origin: { name: "", text: "", line: 0 } };
}
