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
import { isGlobalReference, statementList } from "./failure-handlers.js";
import { isFunctionNode, memberName, unwrapCastsAndChains } from "../ast.js";
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
    current = unwrapCastsAndChains(current);
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
  const node = unwrapCastsAndChains(value);
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

/** The value an inline callback of `.map` over a parameter (`queries.map((query) => ...)`) returns for each item. */
function mappedInput(sourceCode: SourceCode, call: TSESTree.CallExpression): TSESTree.Node | undefined {
  const callee = unwrapCastsAndChains(call.callee);
  const callback = call.arguments[0];
  if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== "map" || call.arguments.length !== 1 || !isParameterEcho(sourceCode, unwrapCastsAndChains(callee.object))) return undefined;
  if (callback?.type !== AST_NODE_TYPES.ArrowFunctionExpression || callback.async || callback.body.type === AST_NODE_TYPES.BlockStatement) return undefined;
  return callback.body;
}

/** A parameter of a function (or a name destructured from one), or a field read of one (`args.id`): the caller's own value. */
function isParameterEcho(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  let current = node;
  for (let depth = 0; current.type === AST_NODE_TYPES.MemberExpression && depth < 8; depth++) {
    if (current.computed) return false;
    current = unwrapCastsAndChains(current.object);
  }
  if (current.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariableOf(sourceCode, current);
  return variable?.defs.length === 1 && variable.defs[0]!.type === "Parameter" && !variable.references.some((reference) => reference.isWrite());
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
  const walked = walkValue(root, true, (part, top) => readEstreeValue(sourceCode, part, top, options));
  if (walked.kind !== "value" || !walked.payload) return { kind: "other", node };
  return walked.origin ? { kind: "empty", node, origin: walked.origin } : { kind: "empty", node };
}

// ---------------------------------------------------------------------------------------------------
// One walk over a value, for the values of this file (ESTree) and those of other modules (TypeScript's nodes).

/** What the walk needs to know of one node of a value; a reader says it for ESTree's nodes or TypeScript's. */
type ValuePart<N> =
  /** An array or object literal: empty or not, and the values inside it (a spread of an object keeps its place: at the top or not). */
  | { kind: "collection"; empty: boolean; inner: readonly { node: N; name?: string; spread?: boolean }[] }
  /** `""`, an empty template, `new Map()` and the like. */
  | { kind: "empty" }
  /** `0`: empty inside a value, not a value of its own. */
  | { kind: "zero" }
  /** `true`, `false`, `null`, `undefined`, `void x`: neutral inside a value, not one of its own. */
  | { kind: "flag" }
  /** The name of a constant, the call of a factory: the value it stands for (`key` tells a cycle). */
  | { kind: "alias"; value: N; key: object; origin?: ValueOrigin }
  /** Answered elsewhere: an import, through the type checker. */
  | { kind: "resolved"; shape: ExternalShape }
  | { kind: "other" };

type Walked = { kind: "other" } | { kind: "signal"; signal: ErrorSignalSpecifier } | { kind: "value"; payload: boolean; origin?: ValueOrigin };

/** How many constants that name constants (or factories) one walk follows. */
const MAX_ALIAS_DEPTH = 16;

/**
 * The rules of {@link classifyValue} over a value's parts: whether it is made only of empty pieces, flags
 * and zeros with at least one empty piece (`payload`), and where a named empty value came from. With
 * `signalOf`, a property of the value's top object that carries an error signal ends the walk.
 */
function walkValue<N>(root: N, top: boolean, read: (node: N, top: boolean) => ValuePart<N>, signalOf?: (name: string, value: N) => ErrorSignalSpecifier | undefined): Walked {
  let payload = false;
  let origin: ValueOrigin | undefined;
  const seen = new Set<object>();
  const stack: { node: N; top: boolean; depth: number }[] = [{ node: root, top, depth: 0 }];
  let budget = MAX_VALUE_NODES;
  while (stack.length > 0) {
    if (budget-- <= 0) return { kind: "other" };
    const entry = stack.pop()!;
    const part = read(entry.node, entry.top);
    switch (part.kind) {
      case "collection":
        if (part.empty) payload = true;
        for (const inner of part.inner) {
          const signal = entry.top && signalOf && inner.name !== undefined ? signalOf(inner.name, inner.node) : undefined;
          if (signal) return { kind: "signal", signal };
          stack.push({ node: inner.node, top: entry.top && inner.spread === true, depth: entry.depth });
        }
        break;
      case "empty":
        payload = true;
        break;
      case "zero":
        if (entry.top) return { kind: "other" };
        payload = true;
        break;
      case "flag":
        if (entry.top) return { kind: "other" };
        break;
      case "alias":
        if (seen.has(part.key) || entry.depth >= MAX_ALIAS_DEPTH) return { kind: "other" };
        seen.add(part.key);
        origin ??= part.origin;
        stack.push({ node: part.value, top: entry.top, depth: entry.depth + 1 });
        break;
      case "resolved":
        if (part.shape.kind === "other" || part.shape.kind === "error-signal") return { kind: "other" };
        if (part.shape.kind === "empty") {
          payload ||= part.shape.payload;
          origin ??= part.shape.origin;
        }
        break;
      case "other":
        return { kind: "other" };
    }
  }
  return origin ? { kind: "value", payload, origin } : { kind: "value", payload };
}

const OTHER = { kind: "other" } as const;

/** A part of a value of this file: names followed to `const`s and factories of the file, imports to the resolver. */
function readEstreeValue(sourceCode: SourceCode, node: TSESTree.Node, top: boolean, options: ValueOptions): ValuePart<TSESTree.Node> {
  const current = unwrapValue(sourceCode, node);
  switch (current.type) {
    case AST_NODE_TYPES.ArrayExpression: {
      const inner: { node: TSESTree.Node }[] = [];
      for (const element of current.elements) {
        if (element?.type !== AST_NODE_TYPES.SpreadElement) return OTHER;
        inner.push({ node: element.argument });
      }
      return { kind: "collection", empty: current.elements.length === 0, inner };
    }
    case AST_NODE_TYPES.ObjectExpression: {
      const inner: { node: TSESTree.Node; name?: string; spread?: boolean }[] = [];
      for (const property of current.properties) {
        if (property.type === AST_NODE_TYPES.SpreadElement) {
          inner.push({ node: property.argument, spread: true });
          continue;
        }
        const name = propertyKeyName(property);
        if (property.kind !== "init" || property.method || name === undefined) return OTHER;
        inner.push({ node: property.value, name });
      }
      return { kind: "collection", empty: current.properties.length === 0, inner };
    }
    case AST_NODE_TYPES.Literal:
      if (current.value === "") return { kind: "empty" };
      if (current.value === 0 && typeof current.value === "number") return { kind: "zero" };
      if (typeof current.value === "boolean" || (current.value === null && !("regex" in current) && !("bigint" in current))) return { kind: "flag" };
      return OTHER;
    case AST_NODE_TYPES.TemplateLiteral:
      return current.expressions.length === 0 && current.quasis.every((quasi) => quasi.value.cooked === "") ? { kind: "empty" } : OTHER;
    case AST_NODE_TYPES.UnaryExpression:
      return current.operator === "void" ? { kind: "flag" } : OTHER;
    case AST_NODE_TYPES.NewExpression: {
      const callee = current.callee;
      if (callee.type !== AST_NODE_TYPES.Identifier || !EMPTY_CONSTRUCTORS.has(callee.name) || !isGlobalReference(sourceCode, callee)) return OTHER;
      const [argument, ...more] = current.arguments;
      if (more.length > 0) return OTHER;
      if (argument) {
        const inner = unwrapValue(sourceCode, argument);
        if (callee.name === "Array" || inner.type !== AST_NODE_TYPES.ArrayExpression || inner.elements.length > 0) return OTHER;
      }
      return { kind: "empty" };
    }
    case AST_NODE_TYPES.MemberExpression:
      // `{ id: args.id, items: [] }`: the caller's own input, echoed as a label (below).
      return isParameterEcho(sourceCode, current) ? { kind: "flag" } : OTHER;
    case AST_NODE_TYPES.Identifier: {
      if (current.name === "undefined" && isGlobalReference(sourceCode, current)) return { kind: "flag" };
      // `{ query, results: [] }`: a parameter (the tool's input) echoed beside the empty data labels it, and says
      // nothing of the operation that failed: neutral inside a value, as a flag, not a value of its own.
      if (isParameterEcho(sourceCode, current)) return { kind: "flag" };
      const constant = constantInitializer(sourceCode, current);
      if (constant) {
        return { kind: "alias", value: constant.init, key: constant.init, origin: { name: current.name, text: lineText(sourceCode, constant.init), line: constant.init.loc.start.line } };
      }
      const external = options.resolveExternal && isImportBinding(sourceCode, current) ? options.resolveExternal(current, top) : undefined;
      return external ? { kind: "resolved", shape: external } : OTHER;
    }
    case AST_NODE_TYPES.CallExpression: {
      // `queries.map((query) => ({ query, results: [] }))`: the value the callback makes for each of the caller's own items.
      const perItem = mappedInput(sourceCode, current);
      if (perItem) return { kind: "collection", empty: false, inner: [{ node: perItem }] };
      const factory = localFactoryResult(sourceCode, current);
      if (factory) {
        return { kind: "alias", value: factory.value, key: factory.node, origin: { name: `${factory.name}()`, text: lineText(sourceCode, factory.value), line: factory.value.loc.start.line } };
      }
      const external =
        options.resolveExternal && current.arguments.length === 0 && current.callee.type === AST_NODE_TYPES.Identifier && isImportBinding(sourceCode, current.callee)
          ? options.resolveExternal(current, top)
          : undefined;
      // A factory of another module must give an empty value; one that gives only flags is not a value.
      return external?.kind === "empty" ? { kind: "resolved", shape: external } : OTHER;
    }
    default:
      return OTHER;
  }
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
  /** A result built from it (`{ text: JSON.stringify(issues) }`): what it hands to calls there is read, not filled. */
  readIn?: TSESTree.Node,
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
    const read = readIn !== undefined && id.range[0] >= readIn.range[0] && id.range[1] <= readIn.range[1];
    const fills =
      reference.isWrite() ||
      isMutation(id) ||
      (!read && id.parent?.type === AST_NODE_TYPES.CallExpression && id.parent.arguments.includes(id as TSESTree.Expression)) ||
      (id.parent?.type === AST_NODE_TYPES.SpreadElement && id.parent.parent?.type === AST_NODE_TYPES.CallExpression);
    if (!fills) continue;
    if (id.range[0] < blockStart || id.range[1] > blockEnd) return undefined;
    filled = true;
  }
  return filled ? { variable, declarator: def.node, init: def.node.init } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// With types: values defined in other modules.

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

/** {@link classifyValue}'s rules over the TypeScript nodes of another module, names resolved by the checker. */
function classifyTsValue(checker: ts.TypeChecker, value: ts.Expression, top: boolean, signals: readonly ErrorSignalSpecifier[]): ExternalShape {
  const signalOf = (name: string, node: ts.Expression): ErrorSignalSpecifier | undefined => signals.find((candidate) => candidate.property === name && tsSignalMatches(candidate, node));
  const walked = walkValue(value, top, (node) => readTsValue(checker, node), signals.length > 0 ? signalOf : undefined);
  if (walked.kind === "other") return { kind: "other" };
  if (walked.kind === "signal") return { kind: "error-signal", signal: walked.signal };
  // A member that is only a flag or `null` is neutral: it neither makes the value empty nor non-empty.
  if (!walked.payload) return top ? { kind: "other" } : { kind: "neutral" };
  return { kind: "empty", payload: true, origin: { name: "", text: "", line: 0 } };
}

/** A part of a value of another module (see {@link readEstreeValue}): names of `const`s and factories followed through the checker. */
function readTsValue(checker: ts.TypeChecker, expression: ts.Expression): ValuePart<ts.Expression> {
  const node = unwrapTs(expression);
  if (ts.isArrayLiteralExpression(node)) {
    const inner: { node: ts.Expression }[] = [];
    for (const element of node.elements) {
      if (!ts.isSpreadElement(element)) return OTHER;
      inner.push({ node: element.expression });
    }
    return { kind: "collection", empty: node.elements.length === 0, inner };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const inner: { node: ts.Expression; name?: string; spread?: boolean }[] = [];
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        inner.push({ node: property.expression, spread: true });
        continue;
      }
      const name = ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property) ? tsPropertyName(property.name) : undefined;
      if (name === undefined) return OTHER;
      inner.push({ node: ts.isPropertyAssignment(property) ? property.initializer : (property as ts.ShorthandPropertyAssignment).name, name });
    }
    return { kind: "collection", empty: node.properties.length === 0, inner };
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text === "" ? { kind: "empty" } : OTHER;
  if (ts.isNumericLiteral(node)) return Number(node.text) === 0 ? { kind: "zero" } : OTHER;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword || ts.isVoidExpression(node)) return { kind: "flag" };
  if (ts.isIdentifier(node) && node.text === "undefined") return { kind: "flag" };
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && EMPTY_CONSTRUCTORS.has(node.expression.text)) {
    const [first, ...more] = node.arguments ?? [];
    if (more.length > 0) return OTHER;
    if (first) {
      const inner = unwrapTs(first);
      if (node.expression.text === "Array" || !ts.isArrayLiteralExpression(inner) || inner.elements.length > 0) return OTHER;
    }
    return { kind: "empty" };
  }
  const declared = ts.isIdentifier(node)
    ? declaredValue(checker, node, false)
    : ts.isCallExpression(node) && node.arguments.length === 0
      ? declaredValue(checker, node.expression, true)
      : undefined;
  return declared ? { kind: "alias", value: declared.value, key: declared.value } : OTHER;
}
