/**
 * Allowlist narrowing: where a value has been checked against a set of the code's constants, it is
 * one of them (`if (!SUPPORTED_FORMATS.has(format)) return ...;` then `format` is trusted text).
 *
 * Conditions that pin a variable `v` to constants: `v === "csv"` (or a constant), `SET.has(v)` and
 * `LIST.includes(v)` on a `const` collection of constants, `v in TABLE` and `Object.hasOwn(TABLE, v)` on a
 * `const` object literal; combined with `!`, `&&` and `||`. A value read falsy (`if (!v) return v;`) is one of
 * JavaScript's falsy constants.
 *
 * A collection of constants is built from literals by the code, at any depth of `const`s: `new Set([...])`,
 * `[...] as const`, `new Set(TOOLSETS.map((t) => t.id))` over a table of tool definitions whose `id`s are
 * literals, `Object.keys(TABLE)`; with `readImportedModules`, also a `const` another module of the project
 * exports (`import { ALL_TOOLSET_IDS } from "./tools/registry.js"`). A collection the code adds to, or any
 * element not a constant, pins nothing.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { conditionsOf, isStable, unwrapExpression, variableOf } from "./narrowing.js";
import { walkConditions } from "./conditions.js";
import { findVariableOf, stableInitializer } from "../scope.js";
import { importedConstant, importedFunctionOf } from "./relative-imports.js";
import { resolveCallee } from "./functions.js";
import { returnedExpressions } from "./returns.js";
import type { FunctionNode } from "../ast.js";

const MAX_TERMS = 64;
/** How many predicates deep a check is followed (`isSupported(x)` calling `isKnown(x)`). */
const MAX_PREDICATE_DEPTH = 2;
/** Methods that change only the case of a string. */
const CASE_METHODS: ReadonlySet<string> = new Set(["toLowerCase", "toUpperCase", "toLocaleLowerCase", "toLocaleUpperCase"]);

function isConstant(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  const value = ASTUtils.getStaticValue(node as never, sourceCode.getScope(node));
  return value !== null && (typeof value.value === "string" || typeof value.value === "number" || typeof value.value === "boolean");
}

/** How many `const`s deep a collection is followed (`new Set(TOOLSETS.map((t) => t.id))`, `TOOLSETS` imported). */
const MAX_COLLECTION_DEPTH = 6;
/** How many elements a collection is read to (a table of a few hundred tool definitions is read whole). */
const MAX_ELEMENTS = 5_000;

/** A node with the source code it belongs to: a collection may be built in another module. */
interface Located {
  sourceCode: Readonly<TSESLint.SourceCode>;
  node: TSESTree.Node;
}

interface CollectionOptions {
  /** Whether a collection imported from another module of the project is read (the `readImportedModules` setting). */
  readImportedModules: boolean;
}

/**
 * What a stable name holds: a `const` of the file (never reassigned nor added to), or, where modules are read,
 * the `const` another module of the project exports under the name it imports.
 */
function heldValue(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier, options: CollectionOptions): Located | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const definition = variable?.defs[0];
  if (variable && variable.defs.length === 1 && definition?.type === "Variable") {
    // Never reassigned nor written through (`push`, `set`, a field), nor added to.
    const init = stableInitializer(sourceCode, identifier) ?? assignedOnce(variable, definition.node);
    return init && !addedTo(variable) ? { sourceCode, node: unwrapExpression(init) } : undefined;
  }
  if (variable && definition?.type === "ImportBinding" && options.readImportedModules && !addedTo(variable)) {
    const found = importedConstant(sourceCode, identifier);
    // The declarator holds the value under its casts (`export const FORMATS = ["csv", "json"] as const`).
    let declarator = found?.init.parent;
    while (declarator && (declarator.type === AST_NODE_TYPES.TSAsExpression || declarator.type === AST_NODE_TYPES.TSSatisfiesExpression || declarator.type === AST_NODE_TYPES.TSTypeAssertion)) declarator = declarator.parent;
    // The module's `const` must not be written to or added to there either (`registerToolset(id)` adding to it).
    if (!found || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id.type !== AST_NODE_TYPES.Identifier) return undefined;
    const exported = findVariableOf(found.module.sourceCode, declarator.id);
    if (!exported || addedTo(exported) || !stableInitializer(found.module.sourceCode, declarator.id)) return undefined;
    return { sourceCode: found.module.sourceCode, node: unwrapExpression(found.init) };
  }
  return undefined;
}

/**
 * What a name declared without a value holds when one assignment is all that writes it (`var RESERVED_NAMES;`, then
 * `RESERVED_NAMES = [".", "..", "con"]` in the function a bundler runs to set its module up). Sound for the checks
 * read here: before that assignment it holds `undefined`, and `.includes(v)`, `.has(v)` and `v in` of `undefined` throw.
 */
function assignedOnce(variable: TSESLint.Scope.Variable, declarator: TSESTree.VariableDeclarator): TSESTree.Expression | undefined {
  if (declarator.init || declarator.id.type !== AST_NODE_TYPES.Identifier) return undefined;
  const writes = variable.references.filter((reference) => reference.isWrite());
  const assignment = writes.length === 1 ? writes[0]!.identifier.parent : undefined;
  return assignment?.type === AST_NODE_TYPES.AssignmentExpression && assignment.operator === "=" && assignment.left === writes[0]!.identifier ? assignment.right : undefined;
}

/** Whether the code adds to or writes through a collection (`SEEN.add(name)`, `IDS.push(id)`, `TABLE[key] = value`). */
function addedTo(variable: TSESLint.Scope.Variable): boolean {
  return variable.references.some((reference) => {
    const parent = reference.identifier.parent;
    if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== reference.identifier) return false;
    const user = parent.parent;
    if (user?.type === AST_NODE_TYPES.AssignmentExpression && user.left === parent) return true;
    return !parent.computed && parent.property.type === AST_NODE_TYPES.Identifier && /^(?:add|push|unshift|splice|set|fill|delete|clear)$/.test(parent.property.name);
  });
}

/** A value under casts, and through the stable names it is held by. */
function resolved(value: Located, options: CollectionOptions, budget: { depth: number }): Located | undefined {
  let current: Located | undefined = { sourceCode: value.sourceCode, node: unwrapExpression(value.node) };
  while (current && current.node.type === AST_NODE_TYPES.Identifier) {
    if (++budget.depth > MAX_COLLECTION_DEPTH) return undefined;
    current = heldValue(current.sourceCode, current.node, options);
  }
  return current;
}

/**
 * The elements of a collection the code fixes, or undefined: an array literal (with spreads of such), a `Set`
 * or `Map` made of one (a `Map`'s keys), `.map(...)` of one to a field of each element (`(d) => d.id`,
 * `({ id }) => id`), `.filter(...)`, `.slice(...)` and `.concat(...)` of one, `Object.keys` / `Object.values`
 * of an object literal, through `const`s of the file or of a module it imports.
 */
function collectionElements(value: Located, options: CollectionOptions, budget: { depth: number; elements: number }): Located[] | "keys-fixed" | undefined {
  const target = resolved(value, options, budget);
  if (!target || ++budget.depth > MAX_COLLECTION_DEPTH * 4) return undefined;
  const { sourceCode, node } = target;
  if (node.type === AST_NODE_TYPES.ArrayExpression) {
    const elements: Located[] = [];
    for (const element of node.elements) {
      if (!element) return undefined;
      if (element.type === AST_NODE_TYPES.SpreadElement) {
        const spread = collectionElements({ sourceCode, node: element.argument }, options, budget);
        if (!Array.isArray(spread)) return undefined;
        elements.push(...spread);
      } else elements.push({ sourceCode, node: element });
      if ((budget.elements += 1) > MAX_ELEMENTS) return undefined;
    }
    return elements;
  }
  if (node.type === AST_NODE_TYPES.NewExpression && node.callee.type === AST_NODE_TYPES.Identifier && (node.callee.name === "Set" || node.callee.name === "Map") && node.arguments.length === 1) {
    // `new Map(TOOLSETS.map((t) => [t.id, t]))`: the keys are the mapped field.
    const pairs = node.callee.name === "Map" ? mappedPair({ sourceCode, node: node.arguments[0]! }, options, budget) : undefined;
    if (pairs) return pairs;
    const elements = collectionElements({ sourceCode, node: node.arguments[0]! }, options, budget);
    if (!Array.isArray(elements) || node.callee.name === "Set") return elements;
    const keys: Located[] = [];
    for (const entry of elements) {
      const pair = resolved(entry, options, budget);
      const key = pair?.node.type === AST_NODE_TYPES.ArrayExpression ? pair.node.elements[0] : undefined;
      if (!pair || !key || key.type === AST_NODE_TYPES.SpreadElement) return undefined;
      keys.push({ sourceCode: pair.sourceCode, node: key });
    }
    return keys;
  }
  if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.MemberExpression || node.callee.computed || node.callee.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  const method = node.callee.property.name;
  const object = node.callee.object;
  if (object.type === AST_NODE_TYPES.Identifier && object.name === "Object" && (method === "keys" || method === "values") && node.arguments.length === 1) {
    const table = resolved({ sourceCode, node: node.arguments[0]! }, options, budget);
    if (table?.node.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
    if (!table.node.properties.every((property) => property.type === AST_NODE_TYPES.Property && !property.computed)) return undefined;
    if (method === "keys") return "keys-fixed";
    return table.node.properties.map((property) => ({ sourceCode: table.sourceCode, node: (property as TSESTree.Property).value }));
  }
  const elements = collectionElements({ sourceCode, node: object }, options, budget);
  if (!Array.isArray(elements)) return undefined;
  if (method === "filter" || method === "slice") return elements;
  if (method === "concat") {
    const others = node.arguments.map((argument) => (argument.type === AST_NODE_TYPES.SpreadElement ? undefined : collectionElements({ sourceCode, node: argument }, options, budget)));
    return others.every(Array.isArray) ? elements.concat(...(others as Located[][])) : undefined;
  }
  const path = method === "map" ? mappedPath(node.arguments[0]) : undefined;
  return path && elementsAt(elements, path, options, budget);
}

/** The values at a path of fields of each element of a list (undefined when one has no such field). */
function elementsAt(elements: readonly Located[], path: readonly string[], options: CollectionOptions, budget: { depth: number }): Located[] | undefined {
  const found: Located[] = [];
  for (const element of elements) {
    let current: Located | undefined = element;
    for (const key of path) current = current && fieldOf(current, key, options, budget);
    if (!current) return undefined;
    found.push(current);
  }
  return found;
}

/** The keys of `list.map((t) => [t.id, t])`, a `Map`'s entries made from a list: each element's field. */
function mappedPair(value: Located, options: CollectionOptions, budget: { depth: number; elements: number }): Located[] | undefined {
  const call = unwrapExpression(value.node);
  if (call.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.MemberExpression || call.callee.computed || call.callee.property.type !== AST_NODE_TYPES.Identifier || call.callee.property.name !== "map") return undefined;
  const callback = call.arguments[0];
  if (callback?.type !== AST_NODE_TYPES.ArrowFunctionExpression || callback.body.type !== AST_NODE_TYPES.ArrayExpression) return undefined;
  const [key] = callback.body.elements;
  if (!key || key.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const path = fieldPath(callback.params[0], key);
  const elements = path && collectionElements({ sourceCode: value.sourceCode, node: call.callee.object }, options, budget);
  return path && Array.isArray(elements) ? elementsAt(elements, path, options, budget) : undefined;
}

/** The fields a `.map` callback reads off each element: `[]` for `(d) => d`, `["id"]` for `(d) => d.id` or `({ id }) => id`. */
function mappedPath(callback: TSESTree.Node | undefined): string[] | undefined {
  if (callback?.type !== AST_NODE_TYPES.ArrowFunctionExpression && callback?.type !== AST_NODE_TYPES.FunctionExpression) return undefined;
  let returned: TSESTree.Node | null | undefined = callback.body;
  if (returned.type === AST_NODE_TYPES.BlockStatement) {
    const only = returned.body.length === 1 ? returned.body[0] : undefined;
    returned = only?.type === AST_NODE_TYPES.ReturnStatement ? only.argument : undefined;
  }
  return returned ? fieldPath(callback.params[0], returned) : undefined;
}

/** The fields of a callback's parameter that an expression reads (`d.meta.id`; `id` of `({ id })`), or undefined for anything else. */
function fieldPath(parameter: TSESTree.Parameter | undefined, returned: TSESTree.Node): string[] | undefined {
  if (!parameter) return undefined;
  const path: string[] = [];
  let node = unwrapExpression(returned);
  while (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier) {
    path.unshift(node.property.name);
    node = unwrapExpression(node.object);
  }
  if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
  if (parameter.type === AST_NODE_TYPES.Identifier) return parameter.name === node.name ? path : undefined;
  // `({ id }) => id`: the field destructured under the name returned.
  if (parameter.type !== AST_NODE_TYPES.ObjectPattern || path.length > 0) return undefined;
  for (const property of parameter.properties) {
    if (property.type === AST_NODE_TYPES.Property && !property.computed && property.key.type === AST_NODE_TYPES.Identifier && property.value.type === AST_NODE_TYPES.Identifier && property.value.name === node.name) {
      return [property.key.name];
    }
  }
  return undefined;
}

/** The value of a field of an object literal (the last one written, none spread over it). */
function fieldOf(value: Located, key: string, options: CollectionOptions, budget: { depth: number }): Located | undefined {
  const object = resolved(value, options, budget);
  if (object?.node.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  let found: TSESTree.Node | undefined;
  for (const property of object.node.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.computed) return undefined;
    const name = property.key.type === AST_NODE_TYPES.Identifier ? property.key.name : property.key.type === AST_NODE_TYPES.Literal ? String(property.key.value) : undefined;
    if (name === key) found = property.value;
  }
  return found && { sourceCode: object.sourceCode, node: found };
}

/**
 * A collection of constants (for `has`/`includes`) or an object literal (for `in`): held by a `const`, or
 * written in place (`Object.keys(TABLE).includes(state)`, `["csv", "json"].includes(format)`).
 */
function constantCollection(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, options: CollectionOptions): "list" | "table" | undefined {
  const budget = { depth: 0, elements: 0 };
  const held = resolved({ sourceCode, node }, options, budget);
  if (!held) return undefined;
  if (held.node.type === AST_NODE_TYPES.ObjectExpression) {
    return held.node.properties.every((property) => property.type === AST_NODE_TYPES.Property && !property.computed) ? "table" : undefined;
  }
  // Once per collection (a table of a few hundred definitions, checked by every tool that echoes a category).
  const key = `${options.readImportedModules}`;
  const known = collections.get(held.node)?.get(key);
  if (known !== undefined) return known ?? undefined;
  const elements = collectionElements(held, options, budget);
  const answer = elements === "keys-fixed" || elements?.every((element) => isConstant(element.sourceCode, element.node)) ? "list" : null;
  const byOptions = collections.get(held.node) ?? new Map<string, "list" | null>();
  byOptions.set(key, answer);
  collections.set(held.node, byOptions);
  return answer ?? undefined;
}

/**
 * Whether a name another module of the project exports (as `readImportedModules` allows) holds constants only: a
 * string, number or boolean, or a collection of them ({@link constantCollection}'s "list": `export const
 * CONFIG_FIELD_KEYS = Object.keys(CONFIG_FIELD_DEFINITIONS)`). Not a table, whose values may be anything.
 */
export function isImportedConstant(sourceCode: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier, options: CollectionOptions): boolean {
  if (!options.readImportedModules) return false;
  const held = heldValue(sourceCode, name, options);
  if (!held) return false;
  return constantText(held, options, 0) || constantCollection(sourceCode, name, options) === "list";
}

/** How many modules and `const`s deep a constant text is followed (`${SERVICE_NAME}-mcp/${VERSION}` of a third module). */
const MAX_TEXT_DEPTH = 4;

/**
 * A string, number or boolean the code fixes: a literal, or a template or `+` of such, through `const`s of its module
 * and the constants other modules of the project export to it (which `getStaticValue` alone does not read).
 */
function constantText(value: Located, options: CollectionOptions, depth: number): boolean {
  if (isConstant(value.sourceCode, value.node)) return true;
  if (depth >= MAX_TEXT_DEPTH) return false;
  const node = unwrapExpression(value.node);
  const part = (inner: TSESTree.Node): boolean => constantText({ sourceCode: value.sourceCode, node: inner }, options, depth + 1);
  switch (node.type) {
    case AST_NODE_TYPES.TemplateLiteral:
      return node.expressions.every(part);
    case AST_NODE_TYPES.BinaryExpression:
      return node.operator === "+" && part(node.left) && part(node.right);
    case AST_NODE_TYPES.Identifier: {
      const held = heldValue(value.sourceCode, node, options);
      return !!held && constantText(held, options, depth + 1);
    }
    default:
      return false;
  }
}

/** What {@link constantCollection} found of a collection's expression, by the `readImportedModules` option. */
const collections = new WeakMap<TSESTree.Node, Map<string, "list" | null>>();

/**
 * `name` of `const { name, arguments: args } = request.params` or `const name = request.params.name`: the tool
 * name of a CallTool request. Once the server has found it among its own tools, it is one of their names.
 */
function isToolNameVariable(variable: TSESLint.Scope.Variable): boolean {
  const definition = variable.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type !== "Variable" || definition.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return false;
  const init = unwrapExpression(definition.node.init);
  const isParams = (node: TSESTree.Node): boolean => {
    const value = unwrapExpression(node);
    return value.type === AST_NODE_TYPES.MemberExpression && !value.computed && value.property.type === AST_NODE_TYPES.Identifier && value.property.name === "params";
  };
  const pattern = definition.node.id;
  if (pattern.type === AST_NODE_TYPES.Identifier) {
    return init.type === AST_NODE_TYPES.MemberExpression && !init.computed && init.property.type === AST_NODE_TYPES.Identifier && init.property.name === "name" && isParams(init.object);
  }
  if (pattern.type !== AST_NODE_TYPES.ObjectPattern || !isParams(init)) return false;
  return pattern.properties.some(
    (property) => property.type === AST_NODE_TYPES.Property && !property.computed && property.key.type === AST_NODE_TYPES.Identifier && property.key.name === "name" && property.value === definition.name,
  );
}

class AllowlistReader {
  /** Whether the variable is a CallTool request's tool name (see {@link isToolNameVariable}). */
  private readonly toolName: boolean;

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly variable: TSESLint.Scope.Variable,
    private readonly options: CollectionOptions,
    /** How many predicates deep this reading is (`isFrameworkSupported(framework)` reads the predicate's return). */
    private readonly depth = 0,
  ) {
    this.toolName = isToolNameVariable(variable);
  }

  /**
   * `if (!isFrameworkSupported(framework)) return ...`: a predicate of the file or of another module (as
   * `readImportedModules` allows) whose every return pins its parameter (`SUPPORTED_FRAMEWORKS.includes(framework.toLowerCase())`)
   * pins what it is handed.
   */
  private readPredicate(call: TSESTree.CallExpression): boolean {
    if (this.depth >= MAX_PREDICATE_DEPTH) return false;
    const index = call.arguments.findIndex((argument) => this.isVariable(argument));
    if (index < 0) return false;
    const callee = unwrapExpression(call.callee);
    const local = resolveCallee(this.sourceCode, callee);
    const foreign = local || !this.options.readImportedModules ? undefined : importedFunctionOf(this.sourceCode, callee);
    const fn: FunctionNode | undefined = local ?? foreign?.fn;
    const home = foreign?.module.sourceCode ?? this.sourceCode;
    const parameter = fn?.params[index];
    if (!fn || parameter?.type !== AST_NODE_TYPES.Identifier) return false;
    const variable = home.getDeclaredVariables(fn).find((candidate) => candidate.defs[0]?.name === parameter);
    if (!variable || !isStable(variable)) return false;
    const returned = returnedExpressions(fn);
    const reader = new AllowlistReader(home, variable, this.options, this.depth + 1);
    return returned.length > 0 && returned.every((expression) => reader.read(expression, true));
  }

  /** `tool` of `const tool = this.tools.get(name)` (or `TOOLS[name]`, also awaited): a lookup by the variable. */
  private isLookupByVariable(node: TSESTree.Node): boolean {
    if (node.type !== AST_NODE_TYPES.Identifier) return false;
    const init = stableInitializer(this.sourceCode, node);
    let value = init && unwrapExpression(init);
    if (value?.type === AST_NODE_TYPES.AwaitExpression) value = unwrapExpression(value.argument);
    if (value?.type === AST_NODE_TYPES.MemberExpression) return value.computed && this.isVariable(value.property);
    if (value?.type !== AST_NODE_TYPES.CallExpression) return false;
    const callee = unwrapExpression(value.callee);
    const first = value.arguments[0];
    return callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier && callee.property.name === "get" && !!first && this.isVariable(first);
  }

  private isVariable(node: TSESTree.Node): boolean {
    let value = unwrapExpression(node);
    // `framework.toLowerCase()`: the same letters, in one case; a constant's variant holds no one else's text.
    if (value.type === AST_NODE_TYPES.CallExpression && value.arguments.length === 0) {
      const callee = unwrapExpression(value.callee);
      if (callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier && CASE_METHODS.has(callee.property.name)) value = callee.object;
    }
    return variableOf(this.sourceCode, value) === this.variable;
  }

  read(test: TSESTree.Node, positive: boolean, budget = { terms: 0 }): boolean {
    if (++budget.terms > MAX_TERMS) return false;
    const node = unwrapExpression(test);
    // `if (!error) return error;`: read false, the variable is falsy (`null`, `undefined`, `""`, `0`, `false`): no text.
    if (!positive && this.isVariable(node)) return true;
    // `const tool = this.tools.get(name); if (!tool) throw ...`: the request's tool name is one the server has.
    if (positive && this.toolName && this.isLookupByVariable(node)) return true;
    if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") return this.read(node.argument, !positive, budget);
    if (node.type === AST_NODE_TYPES.LogicalExpression && (node.operator === "&&" || node.operator === "||")) {
      const conjunction = (node.operator === "&&") === positive;
      const left = this.read(node.left, positive, budget);
      const right = this.read(node.right, positive, budget);
      return conjunction ? left || right : left && right;
    }
    if (node.type === AST_NODE_TYPES.BinaryExpression) {
      const equality = node.operator === "===" || node.operator === "==";
      const inequality = node.operator === "!==" || node.operator === "!=";
      if ((equality && positive) || (inequality && !positive)) {
        return (this.isVariable(node.left) && isConstant(this.sourceCode, node.right)) || (this.isVariable(node.right) && isConstant(this.sourceCode, node.left));
      }
      if (node.operator === "in" && positive) return this.isVariable(node.left) && constantCollection(this.sourceCode, node.right, this.options) === "table";
      return false;
    }
    if (node.type === AST_NODE_TYPES.CallExpression && positive) {
      const callee = unwrapExpression(node.callee);
      const [first, second] = node.arguments;
      if (callee.type === AST_NODE_TYPES.Identifier) return this.readPredicate(node);
      if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return false;
      const method = callee.property.name;
      if ((method === "has" || method === "includes") && first && this.isVariable(first)) {
        // `if (!this.handlers.has(name)) throw ...`: a request's tool name found among the server's own.
        if (method === "has" && this.toolName) return true;
        return constantCollection(this.sourceCode, callee.object, this.options) === "list";
      }
      if (method === "hasOwnProperty" && first && this.isVariable(first)) return constantCollection(this.sourceCode, callee.object, this.options) === "table";
      if (
        method === "hasOwn" &&
        callee.object.type === AST_NODE_TYPES.Identifier &&
        callee.object.name === "Object" &&
        first &&
        second &&
        this.isVariable(second)
      ) {
        return constantCollection(this.sourceCode, first, this.options) === "table";
      }
    }
    return false;
  }
}

/**
 * `switch (format) { case "csv": ... }`: inside a case with a constant test, reached from the switch
 * (no `default` falls into it), the discriminant is one of the constants.
 */
function inConstantCase(sourceCode: Readonly<TSESLint.SourceCode>, use: TSESTree.Node, variable: TSESLint.Scope.Variable): boolean {
  for (let node: TSESTree.Node = use; node.parent; node = node.parent) {
    const parent: TSESTree.Node = node.parent;
    if (parent.type !== AST_NODE_TYPES.SwitchCase || !parent.consequent.includes(node as TSESTree.Statement)) continue;
    const switchStatement = parent.parent;
    if (variableOf(sourceCode, switchStatement.discriminant) !== variable) continue;
    const index = switchStatement.cases.indexOf(parent);
    // This case and every case that can fall into it must have a constant test.
    let first = index;
    while (first > 0 && !endsCase(switchStatement.cases[first - 1]!)) first--;
    if (switchStatement.cases.slice(first, index + 1).every((candidate) => candidate.test && isConstant(sourceCode, candidate.test))) return true;
  }
  return false;
}

function endsCase(switchCase: TSESTree.SwitchCase): boolean {
  const last = switchCase.consequent.at(-1);
  if (!last) return false;
  const statement = last.type === AST_NODE_TYPES.BlockStatement ? last.body.at(-1) : last;
  return (
    statement?.type === AST_NODE_TYPES.BreakStatement ||
    statement?.type === AST_NODE_TYPES.ReturnStatement ||
    statement?.type === AST_NODE_TYPES.ThrowStatement ||
    statement?.type === AST_NODE_TYPES.ContinueStatement
  );
}

/**
 * `request.params.name` read where the server has found it among its own tools (Shortcut's copy of the SDK's
 * handler: `const tool = this._registeredTools[request.params.name]; if (!tool) throw ...;`, then
 * `` `Tool ${request.params.name} disabled` ``): one of their names, as a variable holding it is there
 * ({@link isToolNameVariable}). The lookup is a stable name of the function, by the same path, and it is known
 * truthy where the name is read.
 */
export function isFoundToolNameAt(sourceCode: Readonly<TSESLint.SourceCode>, use: TSESTree.MemberExpression): boolean {
  const request = requestOfToolName(sourceCode, use);
  if (!request) return false;
  for (let scope: TSESLint.Scope.Scope | null = sourceCode.getScope(use); scope; scope = scope.upper) {
    for (const variable of scope.variables) {
      if (!isLookupOf(sourceCode, variable, request)) continue;
      if (walkConditions(use, conditionsOf<true>(variable), (test, positive) => (isTruthyTest(sourceCode, test, positive, variable) ? true : undefined)) === true) return true;
    }
    if (scope.type === "function") break;
  }
  return false;
}

/** The stable variable `request` of a read `request.params.name`, or undefined. */
function requestOfToolName(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): TSESLint.Scope.Variable | undefined {
  const name = unwrapExpression(node);
  if (name.type !== AST_NODE_TYPES.MemberExpression || name.computed || name.property.type !== AST_NODE_TYPES.Identifier || name.property.name !== "name") return undefined;
  const params = unwrapExpression(name.object);
  if (params.type !== AST_NODE_TYPES.MemberExpression || params.computed || params.property.type !== AST_NODE_TYPES.Identifier || params.property.name !== "params") return undefined;
  const variable = variableOf(sourceCode, params.object);
  return variable && isStable(variable) ? variable : undefined;
}

/** `const tool = this._registeredTools[request.params.name]` or `= this.tools.get(request.params.name)` (also awaited). */
function isLookupOf(sourceCode: Readonly<TSESLint.SourceCode>, variable: TSESLint.Scope.Variable, request: TSESLint.Scope.Variable): boolean {
  const definition = variable.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type !== "Variable" || definition.node.id.type !== AST_NODE_TYPES.Identifier) return false;
  let value: TSESTree.Node | undefined = stableInitializer(sourceCode, definition.node.id);
  value = value && unwrapExpression(value);
  if (value?.type === AST_NODE_TYPES.AwaitExpression) value = unwrapExpression(value.argument);
  if (value?.type === AST_NODE_TYPES.MemberExpression) return value.computed && requestOfToolName(sourceCode, value.property) === request;
  if (value?.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = unwrapExpression(value.callee);
  const first = value.arguments[0];
  return callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier && callee.property.name === "get" && !!first && requestOfToolName(sourceCode, first) === request;
}

/** Whether a condition read `positive` makes `variable` truthy: `tool`, `!tool` read false, `tool && ...`. */
function isTruthyTest(sourceCode: Readonly<TSESLint.SourceCode>, test: TSESTree.Node, positive: boolean, variable: TSESLint.Scope.Variable, depth = 0): boolean {
  const node = unwrapExpression(test);
  if (depth > MAX_TERMS) return false;
  if (node.type === AST_NODE_TYPES.Identifier) return positive && variableOf(sourceCode, node) === variable;
  if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === "!") return isTruthyTest(sourceCode, node.argument, !positive, variable, depth + 1);
  if (node.type !== AST_NODE_TYPES.LogicalExpression || (node.operator !== "&&" && node.operator !== "||")) return false;
  const left = isTruthyTest(sourceCode, node.left, positive, variable, depth + 1);
  const right = isTruthyTest(sourceCode, node.right, positive, variable, depth + 1);
  return (node.operator === "&&") === positive ? left || right : left && right;
}

/**
 * Whether the variable read at `use` is known there to hold one of the code's constants: those of the file, or,
 * with `readImportedModules`, a collection another module of the project exports.
 */
export function isAllowlistedAt(sourceCode: Readonly<TSESLint.SourceCode>, use: TSESTree.Identifier, options: CollectionOptions = { readImportedModules: false }): boolean {
  const variable = variableOf(sourceCode, use);
  if (!variable) return false;
  const stable = isStable(variable);
  if (stable && inConstantCase(sourceCode, use, variable)) return true;
  // A variable written after its declaration (`let slug; if (url) slug = ...; else slug = await find(...);`) is
  // pinned by a condition that every write comes before: `if (!slug) return \`Not found: ${slug}\`` (see settledBefore).
  if (!stable && !writtenInItsFunction(variable)) return false;
  const reader = new AllowlistReader(sourceCode, variable, options);
  return walkConditions(use, conditionsOf<true>(variable), (test, positive) => ((stable || settledBefore(variable, test)) && reader.read(test, positive) ? true : undefined)) === true;
}

/** Whether every write of a variable is in the function (or module) that declares it, none in a closure that could run later. */
function writtenInItsFunction(variable: TSESLint.Scope.Variable): boolean {
  const home = variable.scope.variableScope;
  return variable.references.every((reference) => !reference.isWrite() || reference.from.variableScope === home);
}

/**
 * Whether every write of a variable (of its own function, see writtenInItsFunction) comes before a condition in
 * the text: once the condition is read, no write can run before the code it guards (a write after it in a loop
 * runs before the condition is read again).
 */
function settledBefore(variable: TSESLint.Scope.Variable, test: TSESTree.Node): boolean {
  return variable.references.every((reference) => !reference.isWrite() || reference.identifier.range[1] <= test.range[0]);
}
