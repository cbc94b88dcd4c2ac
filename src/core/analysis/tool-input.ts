/**
 * Tool input: which expressions of a file carry values of a tool's input (its parameters), which can
 * hold API keys, passwords and user data (the tool-logging convention).
 *
 * The input is the first parameter of every tool handler ({@link findToolHandlers}); for a
 * `CallToolRequestSchema` request handler it is `request.params.arguments` (so `request.params.name`, the
 * tool's name, is not input, while `request` contains it). It flows through destructuring, locals
 * (`const q = args.query.trim()`), member reads (`args.apiKey`), templates and `+`, string methods,
 * `JSON.stringify`, Node's `util.format`/`util.inspect` and `Buffer.from`, spreads, arrays, object literals that contain it and `new X(...)` of it, `?:` and
 * `??`/`||`, and into the parameters of the functions of this file that a handler calls with it
 * (`handleSearch(args)`, `this.logFailure(params)`), a few calls deep, and out of them again through what
 * they return (`const query = buildQuery(args)`).
 *
 * It does not flow through what is derived as a number, a boolean or keys: `Object.keys(args)`,
 * `args.items.length`, comparisons, `typeof`, `!`, `Number(...)`, `.includes(...)`; nor through calls the
 * file cannot see into (`await api.search(args.query)` returns the API's data); nor through fields the
 * configuration allows (`organizationSlug`) or redaction helpers (`redact(args)`, `maskSecrets(args)`).
 * With type information, a value typed number, boolean, bigint, enum or a literal union carries nothing
 * secret either (unless the type comes from a cast).
 *
 * Values are computed on demand with a memo per node and variable and a depth bound (past it: not
 * input, for that query only); `+` chains are read iteratively.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { isFunctionNode, pushChildren, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import type { AgentErrorsSettings } from "../settings.js";
import { cachedPerFile } from "./file-cache.js";
import { findToolHandlers, type ToolHandler } from "./tool-handlers.js";
import { isSafePrimitive, JOINING_METHODS, PASS_THROUGH_GLOBALS, RECEIVER_METHODS } from "./builtins.js";
import { findVariableOf } from "../scope.js";
import { resolveCallee } from "./functions.js";
import { dispatchTable } from "./result-flow.js";
import { isAwaiterYield, returnedExpressions } from "./returns.js";
import { bindingOfIdentifier } from "./module-bindings.js";

export interface InputValue {
  /** Where the input enters the expression (`args.apiKey`, the `args` read, the `const` a local was built from). */
  origin: TSESTree.Node;
  /** Where the input is inside this value: `[]` (it is input, or contains it), `["arguments"]` (`request.params`). */
  path: readonly string[];
  /** The value is the whole input object (so `Object.keys(...)` of it lists the parameter names). */
  whole: boolean;
  /**
   * What is at the end of `path` only contains the input (`params.arguments` in
   * `{ tool, params: params.arguments }`), rather than being the whole input object.
   */
  partial?: boolean;
}

export interface ToolInputOptions {
  /** Names of functions of the file that are tool handlers. */
  names: readonly string[];
  /** Parameter names whose values may be logged (`organizationSlug`). */
  allowed: readonly string[];
  services?: ParserServicesWithTypeInformation | undefined;
  /**
   * For a summary of a function of another module (typed runs): its parameter at this index is the input,
   * instead of the tool handlers' first parameters.
   */
  parameterOf?: { fn: FunctionNode; index: number };
}

const MAX_DEPTH = 200;
/** How many helpers deep the input is followed into parameters. */
const MAX_HELPER_DEPTH = 3;
/** Properties that are numbers on whatever has them. */
const NUMERIC_PROPERTIES = new Set(["length", "size", "byteLength"]);
/** Methods whose result is made of the receiver (strings and arrays), and of what they map or join. */
const DERIVING_METHODS: ReadonlySet<string> = new Set([
  ...RECEIVER_METHODS,
  ...JOINING_METHODS,
  "map",
  "flatMap",
  "entries",
  "values",
  "toJSON",
  "toISOString",
]);
/** Array methods whose callback's first parameter is each element (`queries.map((query) => ...)`). */
const ITERATING_METHODS: ReadonlySet<string> = new Set(["map", "flatMap", "forEach", "filter", "find", "findLast", "some", "every"]);
/** `Object.` / `JSON.` / `Array.` functions whose result is made of their first argument. */
const PASS_THROUGH_STATICS = new Set(["JSON.stringify", "Object.values", "Object.entries", "Object.assign", "Array.from", "Array.of", "Object.fromEntries", "Buffer.from"]);
/** Node's `util` functions whose result is made of their arguments: `format("failed %s", args.token)`, `inspect(args)`. */
const UTIL_MODULES: ReadonlySet<string> = new Set(["util", "node:util"]);
const UTIL_PASS_THROUGH: ReadonlySet<string> = new Set(["format", "formatWithOptions", "inspect"]);
/** Helpers that remove secrets: `redact(args)`, `maskSecrets(params)`, `sanitizeParams(input)`. */
const REDACTING = /redact|mask|sanitiz|scrub|obfuscat|anonymi|censor|hash/i;

function staticName(node: TSESTree.MemberExpression): string | undefined {
  if (!node.computed && node.property.type === AST_NODE_TYPES.Identifier) return node.property.name;
  if (node.property.type === AST_NODE_TYPES.Literal && (typeof node.property.value === "string" || typeof node.property.value === "number")) return String(node.property.value);
  return undefined;
}

/** One analysis per file and configuration, shared by the rules that ask. */
export function getToolInputAnalysis(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings, options: ToolInputOptions): ToolInputAnalysis {
  const parameter = options.parameterOf ? `:parameter@${options.parameterOf.fn.range[0]}:${options.parameterOf.index}` : "";
  const analysis = `tool-input${options.services ? ":typed" : ""}:${options.names.join(",")}:${options.allowed.join(",")}${parameter}`;
  return cachedPerFile(sourceCode.ast, analysis, settings, () => new ToolInputAnalysis(sourceCode, settings, options));
}

export class ToolInputAnalysis {
  readonly handlers: readonly ToolHandler[];
  /** The functions whose code sees tool input: the handlers, and helpers of the file called with it (and the handler they serve). */
  readonly functions = new Map<FunctionNode, ToolHandler>();
  /** Parameters bound to tool input, with where the input is inside them. */
  private readonly roots = new Map<TSESTree.Node, { path: readonly string[]; origin?: TSESTree.Node; partial?: boolean }>();
  private memo = new Map<TSESTree.Node, InputValue | null>();
  private variables = new Map<TSESLint.Scope.Variable, InputValue | null | "pending">();
  private depth = 0;
  /**
   * "Not input" answers that the depth bound cut short: kept for the query under way only (the next query
   * may start closer, with the budget to see further), so a cut never becomes the answer for a shorter chain.
   */
  private cutShort = new Set<TSESTree.Node | TSESLint.Scope.Variable>();
  private cuts = 0;
  /** The functions of the file whose returned values are being read (a recursive one returns no input through itself). */
  private readonly returning = new Set<FunctionNode>();
  private readonly allowed: ReadonlySet<string>;
  private readonly services: ParserServicesWithTypeInformation | undefined;

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    settings: AgentErrorsSettings,
    options: ToolInputOptions,
  ) {
    this.allowed = new Set(options.allowed);
    this.services = options.services;
    const parameterOf = options.parameterOf;
    if (parameterOf) {
      this.handlers = [];
      const param = parameterOf.fn.params[parameterOf.index];
      if (param && param.type !== AST_NODE_TYPES.RestElement) {
        this.roots.set(param, { path: [] });
        this.functions.set(parameterOf.fn, { kind: "named", fn: parameterOf.fn, inputPath: [] });
      }
      this.propagate();
      return;
    }
    this.handlers = findToolHandlers(sourceCode, settings, { names: options.names, services: options.services });
    for (const handler of this.handlers) {
      const param = handler.fn.params[0];
      if (!param) continue;
      this.roots.set(param, { path: handler.inputPath });
      this.functions.set(handler.fn, handler);
    }
    this.propagate();
  }

  /**
   * Helpers of the file called with input: their parameters become roots, to a fixpoint (bounded by
   * depth). Memos are cleared between rounds, since a new root changes what earlier reads saw.
   */
  private propagate(): void {
    let frontier: FunctionNode[] = [...this.functions.keys()];
    for (let round = 0; round < MAX_HELPER_DEPTH && frontier.length > 0; round++) {
      const next: FunctionNode[] = [];
      for (const fn of frontier) {
        const handler = this.functions.get(fn)!;
        this.forEachCall(fn, (call) => {
          const target = unwrapCastsAndChains(call.callee);
          const resolved = resolveCallee(this.sourceCode, target);
          // `HANDLERS[toolName](requestWithToken, config)`: each function of the file's table of handlers (Auth0's dispatch).
          for (const callee of resolved ? [resolved] : dispatchTable(this.sourceCode, target)) {
            if (callee === fn || this.handlers.some((other) => other.fn === callee)) continue;
            call.arguments.forEach((argument, index) => {
              const param = callee.params[index];
              if (!param || argument.type === AST_NODE_TYPES.SpreadElement || param.type === AST_NODE_TYPES.RestElement || this.roots.has(param)) return;
              const value = this.inputOf(argument);
              if (!value) return;
              this.roots.set(param, { path: value.path, origin: value.origin, ...(partialAtEnd(value) ? { partial: true } : {}) });
              if (!this.functions.has(callee)) {
                this.functions.set(callee, handler);
                next.push(callee);
              }
            });
          }
        });
      }
      this.memo = new Map();
      this.variables = new Map();
      frontier = next;
    }
  }

  /** Every call in a function's body (nested closures included, other functions of the analysis not). */
  forEachCall(fn: FunctionNode, visit: (call: TSESTree.CallExpression) => void): void {
    const stack: TSESTree.Node[] = [fn.body];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node !== fn.body && isFunctionNode(node) && this.functions.has(node)) continue;
      if (node.type === AST_NODE_TYPES.CallExpression) visit(node);
      pushChildren(node, stack, this.sourceCode.visitorKeys);
    }
  }

  /** Whether (and how) the value of an expression carries tool input. */
  inputOf(node: TSESTree.Node): InputValue | undefined {
    const cached = this.memo.get(node);
    if (cached !== undefined) return cached ?? undefined;
    if (this.depth === 0) this.cutShort.clear();
    if (this.cutShort.has(node)) return undefined;
    if (this.depth >= MAX_DEPTH) {
      this.cuts++;
      return undefined;
    }
    const cuts = this.cuts;
    this.depth++;
    let value: InputValue | undefined;
    try {
      value = this.compute(node);
      if (value && this.services && (node.type === AST_NODE_TYPES.Identifier || node.type === AST_NODE_TYPES.MemberExpression || node.type === AST_NODE_TYPES.CallExpression)) {
        // Numbers, booleans and literal unions (a `format` enum) carry nothing secret.
        if (isSafePrimitive(this.services.getTypeAtLocation(node)) && !this.typedByCast(node)) value = undefined;
      }
    } finally {
      this.depth--;
    }
    if (!value && this.cuts !== cuts) this.cutShort.add(node);
    else this.memo.set(node, value ?? null);
    return value;
  }

  private compute(node: TSESTree.Node): InputValue | undefined {
    switch (node.type) {
      case AST_NODE_TYPES.Identifier:
        return this.identifier(node);
      case AST_NODE_TYPES.MemberExpression:
        return this.member(node);
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        return this.inputOf(node.expression);
      case AST_NODE_TYPES.AwaitExpression:
        return this.inputOf(node.argument);
      case AST_NODE_TYPES.YieldExpression:
        return node.argument && isAwaiterYield(node) ? this.inputOf(node.argument) : undefined;
      case AST_NODE_TYPES.TemplateLiteral:
        return this.first(node.expressions);
      case AST_NODE_TYPES.TaggedTemplateExpression:
        return this.first(node.quasi.expressions);
      case AST_NODE_TYPES.BinaryExpression:
        return node.operator === "+" ? this.concatenation(node) : undefined;
      case AST_NODE_TYPES.LogicalExpression:
        return this.inputOf(node.left) ?? this.inputOf(node.right);
      case AST_NODE_TYPES.ConditionalExpression:
        return this.inputOf(node.consequent) ?? this.inputOf(node.alternate);
      case AST_NODE_TYPES.SequenceExpression:
        return this.inputOf(node.expressions.at(-1)!);
      case AST_NODE_TYPES.AssignmentExpression:
        return node.operator === "=" ? this.inputOf(node.right) : undefined;
      case AST_NODE_TYPES.ObjectExpression:
        return this.object(node);
      case AST_NODE_TYPES.ArrayExpression:
        for (const element of node.elements) {
          const value = element && this.inputOf(element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element);
          if (value) return this.contained(value);
        }
        return undefined;
      case AST_NODE_TYPES.NewExpression:
        return this.first(node.arguments.map((argument) => (argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument)), true);
      case AST_NODE_TYPES.CallExpression:
        return this.call(node);
      default:
        return undefined;
    }
  }

  /**
   * An object literal: when one field with a static key carries the input (`{ tool, params: args, context }`,
   * the arguments of a project's `executeToolHandler`), the input is at that field and its siblings are
   * not input; with several (or a spread), the object contains it somewhere.
   */
  private object(node: TSESTree.ObjectExpression): InputValue | undefined {
    let found: { key: string | undefined; value: InputValue } | undefined;
    for (const property of node.properties) {
      const spread = property.type === AST_NODE_TYPES.SpreadElement;
      const value = spread ? this.inputOf(property.argument) : property.value.type === AST_NODE_TYPES.AssignmentPattern ? undefined : this.inputOf(property.value);
      if (!value) continue;
      if (found) return this.contained(value);
      found = { key: spread || property.computed ? undefined : (ASTUtils.getPropertyName(property) ?? undefined), value };
    }
    if (!found) return undefined;
    const { key, value } = found;
    if (key === undefined) return this.contained(value);
    return atPath(value.origin, [key, ...value.path], partialAtEnd(value));
  }

  /** A value that contains the input somewhere (a string built from it, an object with it as a field). */
  private contained(value: InputValue): InputValue {
    return { origin: value.origin, path: [], whole: false };
  }

  private first(nodes: readonly TSESTree.Node[], contained = true): InputValue | undefined {
    for (const node of nodes) {
      const value = this.inputOf(node);
      if (value) return contained ? this.contained(value) : value;
    }
    return undefined;
  }

  private concatenation(node: TSESTree.BinaryExpression): InputValue | undefined {
    const stack: TSESTree.Node[] = [node];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (current.type === AST_NODE_TYPES.BinaryExpression && current.operator === "+" && !this.memo.has(current)) {
        stack.push(current.right, current.left);
        continue;
      }
      const value = this.inputOf(current);
      if (value) return this.contained(value);
    }
    return undefined;
  }

  private call(node: TSESTree.CallExpression): InputValue | undefined {
    const callee = unwrapCastsAndChains(node.callee);
    const args = node.arguments.map((argument) => (argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument));
    if (callee.type === AST_NODE_TYPES.Identifier) {
      if (REDACTING.test(callee.name)) return undefined;
      if (PASS_THROUGH_GLOBALS.has(callee.name) && this.isGlobal(callee)) return this.first(args);
      // `format(...)`, `inspect(...)` imported from `node:util`.
      const binding = bindingOfIdentifier(this.sourceCode, callee);
      if (binding?.kind === "named" && UTIL_MODULES.has(binding.source) && UTIL_PASS_THROUGH.has(binding.imported ?? "")) return this.first(args);
      return this.returnedBy(callee, args);
    }
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
    const method = staticName(callee);
    if (method === undefined || REDACTING.test(method)) return undefined;
    const returned = this.returnedBy(callee, args);
    if (returned) return returned;
    const receiver = callee.object;
    // `util.format(...)` of `import util from "node:util"` or `import * as util from "node:util"`.
    if (receiver.type === AST_NODE_TYPES.Identifier && UTIL_PASS_THROUGH.has(method)) {
      const binding = bindingOfIdentifier(this.sourceCode, receiver);
      if (binding && binding.kind !== "named" && UTIL_MODULES.has(binding.source)) return this.first(args);
    }
    if (receiver.type === AST_NODE_TYPES.Identifier && this.isGlobal(receiver)) {
      const qualified = `${receiver.name}.${method}`;
      if (PASS_THROUGH_STATICS.has(qualified)) return this.first(args);
      return undefined;
    }
    if (!DERIVING_METHODS.has(method)) return undefined;
    const value = this.inputOf(receiver);
    // `args.targets.map((name) => agents.find((agent) => agent.name === name))`: made of what the callback
    // returns for each element, here a configured agent, not the input (VoltAgent's sub-agents).
    const callback = (method === "map" || method === "flatMap") && args[0] && isFunctionNode(args[0]) ? args[0] : undefined;
    if (value && callback) return returnedExpressions(callback).some((returned) => this.inputOf(returned)) ? this.contained(value) : undefined;
    if (value) return this.contained(value);
    // `prefix.concat(args.query)`, `[a, b].join(args.separator)`: joined with the arguments.
    return method === "concat" || method === "join" || method === "replace" || method === "replaceAll" ? this.first(args) : undefined;
  }

  /**
   * What a function of the file called with input returns of it (`const query = buildQuery(args)`, `await
   * this.describe(params)`): input when the call hands it input and the function returns a value that carries
   * its parameters' input (its parameters are roots once it is called with input, see `propagate`). A function
   * that returns something else (a count, an API's answer, a redacted copy) returns no input.
   */
  private returnedBy(callee: TSESTree.Node, args: readonly TSESTree.Node[]): InputValue | undefined {
    const fn = resolveCallee(this.sourceCode, callee);
    if (!fn || !this.functions.has(fn) || this.returning.has(fn) || !args.some((argument) => this.inputOf(argument))) return undefined;
    this.returning.add(fn);
    try {
      for (const returned of returnedExpressions(fn)) {
        const value = this.inputOf(returned);
        if (value) return this.contained(value);
      }
      return undefined;
    } finally {
      this.returning.delete(fn);
    }
  }

  private isGlobal(identifier: TSESTree.Identifier): boolean {
    const variable = findVariableOf(this.sourceCode, identifier);
    return !variable || variable.defs.length === 0;
  }

  private member(node: TSESTree.MemberExpression): InputValue | undefined {
    const object = this.inputOf(node.object);
    if (!object) return undefined;
    const value = this.read(object, staticName(node));
    if (!value) return undefined;
    // `args.apiKey`: the origin is the read, not `args`.
    const objectNode = unwrapCastsAndChains(node.object);
    return value.origin === objectNode || value.origin === node.object ? { ...value, origin: node } : value;
  }

  /** The value of a field of a value (`key` undefined: computed, unknown). */
  private read(value: InputValue, key: string | undefined): InputValue | undefined {
    if (value.path.length > 0) {
      if (key === undefined || key !== value.path[0]) return undefined;
      return atPath(value.origin, value.path.slice(1), value.partial === true);
    }
    if (key !== undefined && (NUMERIC_PROPERTIES.has(key) || this.allowed.has(key))) return undefined;
    return { origin: value.origin, path: [], whole: false };
  }

  /** The value of the part of a pattern that declares `target`, given the value of the whole. */
  private destructured(whole: InputValue | undefined, pattern: TSESTree.Node, target: TSESTree.Node): InputValue | undefined {
    let value = whole;
    const keys: (string | undefined | "...")[] = [];
    for (let node: TSESTree.Node = target; node !== pattern && node.parent; node = node.parent) {
      const parent: TSESTree.Node = node.parent;
      if (parent.type === AST_NODE_TYPES.Property && parent.value === node) keys.push(parent.computed ? undefined : (ASTUtils.getPropertyName(parent) ?? undefined));
      else if (parent.type === AST_NODE_TYPES.ArrayPattern) keys.push(undefined);
      else if (parent.type === AST_NODE_TYPES.RestElement) keys.push("...");
    }
    for (const key of keys.reverse()) {
      if (!value) return undefined;
      if (key === "...") {
        value = value.path.length > 0 ? undefined : { ...value, whole: true };
        continue;
      }
      value = this.read(value, key);
    }
    return value;
  }

  private identifier(node: TSESTree.Identifier): InputValue | undefined {
    const variable = findVariableOf(this.sourceCode, node);
    const definition = variable?.defs[0];
    if (!variable || !definition) return undefined;
    if (definition.type === "Parameter") {
      const fn = definition.node as FunctionNode;
      const param = fn.params.find((candidate) => candidate.range[0] <= definition.name.range[0] && definition.name.range[1] <= candidate.range[1]);
      const root = param && this.roots.get(param);
      // `queries.map(async (query) => ...)` over the input: each element is the input too.
      if (param && !root && param === fn.params[0]) {
        const items = this.iteratedInput(fn);
        if (items) return this.destructured({ origin: node, path: [], whole: false }, param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param, definition.name);
      }
      if (!param || !root) return undefined;
      const pattern = param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param;
      return this.destructured(atPath(node, root.path, root.partial === true), pattern, definition.name);
    }
    if (definition.type !== "Variable") return undefined;
    const value = this.variableValue(variable);
    return value ? value : undefined;
  }

  /** The input an inline callback iterates (`args.queries.map((query) => ...)`, `forEach`, `filter`, ...), if any. */
  private iteratedInput(fn: FunctionNode): InputValue | undefined {
    const call = fn.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[0] !== fn) return undefined;
    const callee = unwrapCastsAndChains(call.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier || !ITERATING_METHODS.has(callee.property.name)) return undefined;
    const items = this.inputOf(callee.object);
    return items && items.path.length === 0 ? items : undefined;
  }

  /** A name whose type is its initializer's cast (`const key = args.apiKey as unknown as number`): the type says nothing of the value. */
  private typedByCast(node: TSESTree.Node): boolean {
    if (node.type !== AST_NODE_TYPES.Identifier) return false;
    const declarator = findVariableOf(this.sourceCode, node)?.defs[0]?.node;
    const init = declarator?.type === AST_NODE_TYPES.VariableDeclarator ? declarator.init : undefined;
    return init?.type === AST_NODE_TYPES.TSAsExpression || init?.type === AST_NODE_TYPES.TSTypeAssertion;
  }

  private variableValue(variable: TSESLint.Scope.Variable): InputValue | undefined {
    const cached = this.variables.get(variable);
    if (cached === "pending" || this.cutShort.has(variable)) return undefined;
    if (cached !== undefined) return cached ?? undefined;
    this.variables.set(variable, "pending");
    const cuts = this.cuts;
    let value: InputValue | undefined;
    const definition = variable.defs[0]!;
    const declarator = definition.node as TSESTree.VariableDeclarator;
    const loop = declarator.parent?.parent;
    if ((loop?.type === AST_NODE_TYPES.ForOfStatement || loop?.type === AST_NODE_TYPES.ForInStatement) && loop.left === declarator.parent) {
      const iterated = loop.type === AST_NODE_TYPES.ForOfStatement ? this.inputOf(loop.right) : undefined;
      value = iterated && this.destructured(this.contained(iterated), declarator.id, definition.name);
    } else if (declarator.init) {
      value = this.destructured(this.inputOf(declarator.init), declarator.id, definition.name);
    }
    // Later writes (`let` reassigned): any that carries input.
    for (const reference of variable.references) {
      if (value || reference.init || !reference.isWrite()) continue;
      const parent = reference.identifier.parent;
      if (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.left === reference.identifier) value = this.inputOf(parent.right);
    }
    if (!value && this.cuts !== cuts) {
      this.variables.delete(variable);
      this.cutShort.add(variable);
    } else {
      this.variables.set(variable, value ?? null);
    }
    return value;
  }
}

/**
 * The input at `path` inside a value: at the end of the path the whole input object, or (`partial`) a value
 * that only contains it (`params.arguments` passed on as `{ params: params.arguments }`).
 */
function atPath(origin: TSESTree.Node, path: readonly string[], partial: boolean): InputValue {
  return { origin, path, whole: path.length === 0 && !partial, ...(partial ? { partial: true } : {}) };
}

/** Whether what is at the end of a value's path only contains the input, rather than being all of it. */
function partialAtEnd(value: InputValue): boolean {
  return value.path.length > 0 ? value.partial === true : !value.whole;
}
