/**
 * Which function of the file a name or a callee denotes: the one answer for the analyses that follow a value
 * or a call into the file's own code (the result walker, the tool handlers, the trust analysis, local
 * failures). Per file, without types: a function declaration, a `const` function, a function-valued property
 * of a `const` object literal, a method of the class around a `this.method()` call, or of a class of the file
 * on a `const` made by `new`.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { isFunctionNode, pushChildren, unwrapCastsAndChains, unwrapIndirection, type FunctionNode } from "../ast.js";
import { constInitializer, findVariableOf } from "../scope.js";
import { findMemberCalls } from "./by-name.js";
import { generatorOfAwaiter, returnedExpressions } from "./returns.js";

/** The function an expression denotes: itself, or the function a `const`/declaration of this file names. */
export function resolveFunction(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node | null | undefined): FunctionNode | undefined {
  if (!node) return undefined;
  if (isFunctionNode(node)) return node;
  if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = findVariableOf(sourceCode, node);
  const definition = variable?.defs[0];
  if (!definition || variable.defs.length !== 1) return undefined;
  // A parameter's definition node is its function too: only a function's own name resolves to it.
  if (definition.type === "FunctionName" && definition.node.type === AST_NODE_TYPES.FunctionDeclaration) return definition.node;
  if (definition.type === "Variable" && definition.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.parent.kind === "const") {
    return isFunctionNode(definition.node.init) ? definition.node.init : undefined;
  }
  return undefined;
}

/** The value of an object literal's property of that (static) name. */
export function propertyValue(object: TSESTree.ObjectExpression, name: string): TSESTree.Node | undefined {
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.Property && !property.computed && ASTUtils.getPropertyName(property) === name) {
      return property.value;
    }
  }
  return undefined;
}

/**
 * The function of this file a callee names: a function declaration or `const` (through
 * {@link resolveFunction}), a function-valued property of a `const` object literal (`tools.search(...)`,
 * `searchTool.handler(...)`), a method of the class around the call (`this.handleSearch(...)`), or a method
 * of a class of the file on a `const` made by `new` (`repo.status()`) or made in place (`new Runner().run()`), or a static method of a class of the file
 * (`Api.getProject(id)`). The one answer for the analyses that
 * follow a call into the file's own code.
 */
export function resolveCallee(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): FunctionNode | undefined {
  const callee = unwrapIndirection(node);
  if (callee.type === AST_NODE_TYPES.Identifier) {
    // `resolveFunction` would take a parameter for the function declaring it (its definition's node):
    // only a function's own name or a variable names a function of the file.
    const definition = findVariableOf(sourceCode, callee)?.defs[0];
    if (definition?.type !== "FunctionName" && definition?.type !== "Variable") return undefined;
    return resolveFunction(sourceCode, callee);
  }
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  const name = callee.property.name;
  const object = unwrapCastsAndChains(callee.object);
  if (object.type === AST_NODE_TYPES.ThisExpression) {
    for (let node: TSESTree.Node | undefined = callee.parent; node; node = node.parent) {
      if (node.type === AST_NODE_TYPES.ClassBody) return methodOf(sourceCode, node, name);
      // In a `function` of its own (a callback, an object's method), `this` is not the instance; an arrow, the
      // method itself and tsc's `__awaiter(this, ..., function* () { ... })` keep it.
      if ((node.type === AST_NODE_TYPES.FunctionExpression || node.type === AST_NODE_TYPES.FunctionDeclaration) && !keepsThis(node)) return undefined;
    }
    return undefined;
  }
  // `new Runner(options).run()`: a method of a class of the file on an instance made in place.
  if (object.type === AST_NODE_TYPES.NewExpression) return instanceMethod(sourceCode, object, name);
  // `this._api.run(...)`: a method of the instance of a class of the file that the field only ever holds
  // (`this._api = new AcmeAPI()` in the constructor, PayPal's toolkit; `api = new AcmeAPI()` as a field).
  if (object.type === AST_NODE_TYPES.MemberExpression && unwrapCastsAndChains(object.object).type === AST_NODE_TYPES.ThisExpression && !object.computed && object.property.type === AST_NODE_TYPES.Identifier) {
    const body = thisClassBody(callee);
    const held = body && fieldClass(sourceCode, body, object.property.name);
    return held && methodOf(sourceCode, held, name);
  }
  if (object.type !== AST_NODE_TYPES.Identifier) return undefined;
  // `Api.getProject(id)`: a static method of a class of the file.
  const variable = findVariableOf(sourceCode, object);
  // `(0, exports.logWithTimestamp)(...)`: tsc's CommonJS calls a function of the module through its export, which it
  // writes `exports.logWithTimestamp = logWithTimestamp` beside the function's own declaration.
  if (object.name === "exports" && (variable?.defs.length ?? 0) === 0) return topLevelFunction(sourceCode, name);
  const declared = variable?.defs[0];
  if (declared?.type === "ClassName") {
    const body = classBodyOf(sourceCode, object);
    return body && methodOf(sourceCode, body, name, true);
  }
  const init = constInitializer(sourceCode, object);
  if (init?.type === AST_NODE_TYPES.ObjectExpression) {
    const value = propertyValue(init, name);
    return value && (isFunctionNode(value) ? value : value.type === AST_NODE_TYPES.Identifier ? resolveCallee(sourceCode, value) : undefined);
  }
  if (init?.type === AST_NODE_TYPES.NewExpression) return instanceMethod(sourceCode, init, name);
  return undefined;
}

/** The body of the class whose instance `this` is where a node is (not inside a `function` of its own). */
export function thisClassBody(node: TSESTree.Node): TSESTree.ClassBody | undefined {
  for (let current: TSESTree.Node | undefined = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ClassBody) return current;
    if ((current.type === AST_NODE_TYPES.FunctionExpression || current.type === AST_NODE_TYPES.FunctionDeclaration) && !keepsThis(current)) return undefined;
  }
  return undefined;
}

const fieldClasses = new WeakMap<TSESTree.ClassBody, Map<string, TSESTree.ClassBody | null>>();

/**
 * The class of the file whose instance a class's field only ever holds: every write of the field in the class (its
 * initialiser, `this.<name> = ...`; not in a class nested in it, whose `this` is another) stores `new C(...)` of that
 * one class (also through a bundler's alias of it). Cached per class and field.
 */
function fieldClass(sourceCode: Readonly<TSESLint.SourceCode>, body: TSESTree.ClassBody, name: string): TSESTree.ClassBody | undefined {
  let byName = fieldClasses.get(body);
  if (!byName) fieldClasses.set(body, (byName = new Map()));
  const known = byName.get(name);
  if (known !== undefined) return known ?? undefined;
  const writes = fieldWrites(sourceCode, body, name);
  const made = new Set([...(writes.initializer ? [writes.initializer] : []), ...writes.assignments.map((assignment) => assignment.right)].map((value) => constructedClass(sourceCode, value)));
  const [only] = made;
  const found = !writes.changed && made.size === 1 && only ? only : null;
  byName.set(name, found);
  return found ?? undefined;
}

/** What a class of the file gives a field of its instances (see {@link fieldWrites}). */
export interface FieldWrites {
  /** The field's initialiser (`baseURLs = { ... }`), if it has one. */
  initializer: TSESTree.Expression | undefined;
  /** `this.<name> = value`. */
  assignments: readonly TSESTree.AssignmentExpression[];
  /** `this.<name> += ...`, `this.<name>++`: the field changed from what it held. */
  changed: boolean;
  /** `this.<name>.x = ...`, `this.<name>[k] = ...`: written into. */
  writtenInto: boolean;
}

const fieldWritesByClass = new WeakMap<TSESTree.ClassBody, Map<string, FieldWrites>>();

/**
 * What a class gives a field of its instances: its initialiser and its writes in the class, not in a class nested in
 * it (whose `this` is another). Cached per class and field; one walk of the class each.
 */
export function fieldWrites(sourceCode: Readonly<TSESLint.SourceCode>, body: TSESTree.ClassBody, name: string): FieldWrites {
  let byName = fieldWritesByClass.get(body);
  if (!byName) fieldWritesByClass.set(body, (byName = new Map()));
  const known = byName.get(name);
  if (known) return known;
  const isField = (node: TSESTree.Node): boolean =>
    node.type === AST_NODE_TYPES.MemberExpression && node.object.type === AST_NODE_TYPES.ThisExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier && node.property.name === name;
  const found: { initializer: TSESTree.Expression | undefined; assignments: TSESTree.AssignmentExpression[]; changed: boolean; writtenInto: boolean } = { initializer: undefined, assignments: [], changed: false, writtenInto: false };
  const stack: TSESTree.Node[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === AST_NODE_TYPES.ClassBody && node !== body) continue;
    if (node.type === AST_NODE_TYPES.PropertyDefinition && node.parent === body && !node.static && !node.computed && node.key.type === AST_NODE_TYPES.Identifier && node.key.name === name && node.value) found.initializer = node.value;
    if (node.type === AST_NODE_TYPES.AssignmentExpression || node.type === AST_NODE_TYPES.UpdateExpression) {
      const target = unwrapCastsAndChains(node.type === AST_NODE_TYPES.AssignmentExpression ? node.left : node.argument);
      if (isField(target)) {
        if (node.type === AST_NODE_TYPES.AssignmentExpression && node.operator === "=") found.assignments.push(node);
        else found.changed = true;
      } else {
        for (let inner = target; inner.type === AST_NODE_TYPES.MemberExpression; inner = unwrapCastsAndChains(inner.object)) {
          if (isField(inner)) {
            found.writtenInto = true;
            break;
          }
        }
      }
    }
    pushChildren(node, stack, sourceCode.visitorKeys);
  }
  byName.set(name, found);
  return found;
}

/** The body of the class of the file a `new C(...)` makes; undefined for anything else. */
function constructedClass(sourceCode: Readonly<TSESLint.SourceCode>, value: TSESTree.Node): TSESTree.ClassBody | undefined {
  const node = unwrapCastsAndChains(value);
  return node.type === AST_NODE_TYPES.NewExpression && node.callee.type === AST_NODE_TYPES.Identifier ? classBodyOf(sourceCode, node.callee) : undefined;
}

/** Whether a `function`'s `this` is the one around it: a class's method (or field) itself, or tsc's `__awaiter` generator. */
function keepsThis(fn: TSESTree.FunctionExpression | TSESTree.FunctionDeclaration): boolean {
  const parent = fn.parent;
  if ((parent?.type === AST_NODE_TYPES.MethodDefinition || parent?.type === AST_NODE_TYPES.PropertyDefinition) && parent.value === fn) return true;
  return fn.type === AST_NODE_TYPES.FunctionExpression && generatorOfAwaiter(parent) === fn;
}

/** The callee (`this.execute`) an arrow or function only calls and returns (`(args) => this.execute(args)`, `async (a) => { return await this.run(a); }`). */
export function forwardedThisMethod(fn: FunctionNode): TSESTree.Node | undefined {
  let value: TSESTree.Node | undefined = fn.body;
  if (value.type === AST_NODE_TYPES.BlockStatement) value = value.body.length === 1 && value.body[0]!.type === AST_NODE_TYPES.ReturnStatement ? (value.body[0].argument ?? undefined) : undefined;
  if (value?.type === AST_NODE_TYPES.AwaitExpression) value = value.argument;
  value = value && unwrapCastsAndChains(value);
  return value?.type === AST_NODE_TYPES.CallExpression ? unwrapCastsAndChains(value.callee) : undefined;
}

/** The function a module declares at its top under a name (`const logWithTimestamp = (...) => ...`, `function f() {}`). */
function topLevelFunction(sourceCode: Readonly<TSESLint.SourceCode>, name: string): FunctionNode | undefined {
  const global = sourceCode.scopeManager?.globalScope;
  const scope = global?.childScopes.find((child) => child.block === sourceCode.ast) ?? global;
  const definition = scope?.set.get(name)?.defs[0];
  return definition && (definition.type === "FunctionName" || definition.type === "Variable") && definition.name.type === AST_NODE_TYPES.Identifier ? resolveFunction(sourceCode, definition.name) : undefined;
}

/** The method of that name of a class of the file, on the instance a `new` expression makes. */
function instanceMethod(sourceCode: Readonly<TSESLint.SourceCode>, made: TSESTree.NewExpression, name: string): FunctionNode | undefined {
  if (made.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const body = classBodyOf(sourceCode, made.callee);
  return body && methodOf(sourceCode, body, name);
}

/** The body of the class of the file a name denotes: `class Tools {}`, or `var Tools = class {}` as bundlers write it. */
export function classBodyOf(sourceCode: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier, depth = 0): TSESTree.ClassBody | undefined {
  const definition = findVariableOf(sourceCode, name)?.defs[0];
  if (definition?.type === "ClassName" && (definition.node.type === AST_NODE_TYPES.ClassDeclaration || definition.node.type === AST_NODE_TYPES.ClassExpression)) return definition.node.body;
  const init = definition?.type === "Variable" ? constInitializer(sourceCode, name) : undefined;
  // `var api_default = PayPalAPI;`: a bundler's alias of a class of the file.
  if (init?.type === AST_NODE_TYPES.Identifier && depth < 4) return classBodyOf(sourceCode, init, depth + 1);
  return init?.type === AST_NODE_TYPES.ClassExpression ? init.body : undefined;
}

/** How many classes up an inherited method is looked for (`class DocumentTools extends BaseTools`). */
const MAX_SUPERCLASSES = 4;

/**
 * An instance method (or function-valued field) of a class body, by name, or the one it inherits from a class
 * of the file it extends (`class DocumentTools extends BaseTools`, also `var BaseTools = class { ... }`).
 */
export function methodOf(sourceCode: Readonly<TSESLint.SourceCode>, body: TSESTree.ClassBody, name: string, isStatic = false): FunctionNode | undefined {
  let current: TSESTree.ClassBody | undefined = body;
  for (let depth = 0; current && depth <= MAX_SUPERCLASSES; depth++) {
    // Defined here: what it is (a field that holds no function hides the inherited method too).
    const own = ownMember(current, name, isStatic);
    if (own) return own.fn;
    current = superclassBody(sourceCode, current.parent);
  }
  return undefined;
}

/**
 * The methods of that name the subclasses of a class of the file define (`class LogoSearchTool extends BaseTool { async
 * execute() {} }`), a few classes down: what `this.execute` runs in the base class's own methods when an instance of
 * a subclass calls them (21st.dev's `BaseTool.register(server)` registering `this.execute.bind(this)`).
 */
export function overridingMethods(sourceCode: Readonly<TSESLint.SourceCode>, body: TSESTree.ClassBody, name: string): FunctionNode[] {
  const found: FunctionNode[] = [];
  let level: TSESTree.ClassBody[] = [body];
  for (let depth = 0; depth < MAX_SUPERCLASSES && level.length > 0; depth++) {
    const next: TSESTree.ClassBody[] = [];
    for (const base of level) {
      const cls = base.parent;
      // A class declaration's name is a variable of the scope around it (where subclasses name it) and of its own;
      // `var Tool = class { ... }` as bundlers write it, the declarator's.
      const declared = cls.parent?.type === AST_NODE_TYPES.VariableDeclarator && !cls.id ? sourceCode.getDeclaredVariables(cls.parent) : sourceCode.getDeclaredVariables(cls);
      for (const reference of declared.flatMap((variable) => variable.references)) {
        const sub = reference.identifier.parent;
        if ((sub?.type !== AST_NODE_TYPES.ClassDeclaration && sub?.type !== AST_NODE_TYPES.ClassExpression) || sub.superClass !== reference.identifier) continue;
        const own = ownMember(sub.body, name, false)?.fn;
        if (own) found.push(own);
        next.push(sub.body);
      }
    }
    level = next;
  }
  return found;
}

/** A class body's own member of that name, not one it inherits (a method, or a field: its function, if it holds one). */
function ownMember(body: TSESTree.ClassBody, name: string, isStatic: boolean): { fn: FunctionNode | undefined } | undefined {
  for (const member of body.body) {
    if (
      ((member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "method") || member.type === AST_NODE_TYPES.PropertyDefinition) &&
      !member.computed &&
      member.static === isStatic &&
      member.key.type === AST_NODE_TYPES.Identifier &&
      member.key.name === name
    ) {
      return { fn: member.value && isFunctionNode(member.value) ? member.value : undefined };
    }
  }
  return undefined;
}

/** The body of the class of the file a class extends, if it names one. */
function superclassBody(sourceCode: Readonly<TSESLint.SourceCode>, cls: TSESTree.Node): TSESTree.ClassBody | undefined {
  if ((cls.type !== AST_NODE_TYPES.ClassDeclaration && cls.type !== AST_NODE_TYPES.ClassExpression) || cls.superClass?.type !== AST_NODE_TYPES.Identifier) return undefined;
  return classBodyOf(sourceCode, cls.superClass);
}

/** The name a function of the file is known by: a declaration's, or the `const` (or `let`) it initialises. */
export function functionBinding(fn: FunctionNode): TSESTree.Identifier | undefined {
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration) return fn.id ?? undefined;
  return fn.parent?.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.init === fn && fn.parent.id.type === AST_NODE_TYPES.Identifier ? fn.parent.id : undefined;
}

/**
 * The calls of a function of this file: through its binding (`errorResult(...)`), and for a function-valued
 * property of a `const` object literal, through the object (`getRunsTool.handler(...)`, also when the property
 * names the function: `{ handler }`).
 */
export function callsOf(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): TSESTree.CallExpression[] {
  const calls: TSESTree.CallExpression[] = [];
  const binding = functionBinding(fn);
  const variable = binding && findVariableOf(sourceCode, binding);
  const holders: TSESTree.Property[] = [];
  for (const reference of variable?.references ?? []) {
    const parent = reference.identifier.parent;
    if (parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === reference.identifier) calls.push(parent);
    // `{ handler }`, `{ handler: runSearch }`: the object holds it under that key.
    else if (parent?.type === AST_NODE_TYPES.Property && parent.value === reference.identifier && !parent.computed) holders.push(parent);
  }
  if (fn.parent?.type === AST_NODE_TYPES.Property && fn.parent.value === fn && !fn.parent.computed) holders.push(fn.parent);
  // A method: `this.toResult(...)` in its class or a class of the file that extends it, `tools.listDocuments()`
  // on an instance of its class (whatever {@link resolveCallee} resolves to it).
  const owner = fn.parent;
  if (
    (owner?.type === AST_NODE_TYPES.MethodDefinition || owner?.type === AST_NODE_TYPES.PropertyDefinition) &&
    owner.value === fn &&
    !owner.computed &&
    owner.key.type === AST_NODE_TYPES.Identifier &&
    (owner.type === AST_NODE_TYPES.PropertyDefinition || owner.kind === "method")
  ) {
    for (const { call, member } of findMemberCalls(sourceCode, [owner.key.name])) {
      if (!member.computed && resolveCallee(sourceCode, member) === fn) calls.push(call);
    }
  }
  for (const property of holders) {
    const key = ASTUtils.getPropertyName(property);
    const object = property.parent;
    const declarator = object?.parent;
    if (key === null || object?.type !== AST_NODE_TYPES.ObjectExpression || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== object || declarator.id.type !== AST_NODE_TYPES.Identifier) continue;
    if (declarator.parent.kind !== "const") continue;
    for (const reference of findVariableOf(sourceCode, declarator.id)?.references ?? []) {
      const member = reference.identifier.parent;
      if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier || member.computed || member.property.type !== AST_NODE_TYPES.Identifier || member.property.name !== key) continue;
      const call = member.parent;
      if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === member) calls.push(call);
    }
  }
  return calls;
}

/** A function a parameter is bound to, and the argument that binds it: a function of the file (`fn`), or a name it does not declare (an import). */
export interface BoundFunction {
  fn: FunctionNode | undefined;
  argument: TSESTree.Node;
}

/** How many calls of a function are read for what they pass to a parameter. */
const MAX_BINDING_CALLS = 32;

/** The function a plain parameter, never written to, is a parameter of, and its position there. */
function parameterOwner(sourceCode: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier): { owner: FunctionNode; index: number } | undefined {
  const variable = findVariableOf(sourceCode, name);
  const definition = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || definition?.type !== "Parameter" || !isFunctionNode(definition.node)) return undefined;
  if (variable.references.some((reference) => reference.isWrite())) return undefined;
  const index = definition.node.params.indexOf(definition.name as TSESTree.Parameter);
  return index < 0 ? undefined : { owner: definition.node, index };
}

/**
 * What the calls of its function in the file pass a parameter (`name`, a plain parameter never written to), the
 * first `max` of them: each argument (through casts) with its call. Empty for anything else.
 */
export function parameterArguments(sourceCode: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier, max: number): { argument: TSESTree.Node; call: TSESTree.CallExpression }[] {
  const parameter = parameterOwner(sourceCode, name);
  if (!parameter) return [];
  const { owner, index } = parameter;
  const found: { argument: TSESTree.Node; call: TSESTree.CallExpression }[] = [];
  for (const call of callsOf(sourceCode, owner).slice(0, max)) {
    const before = call.arguments.slice(0, index + 1);
    if (before.length <= index || before.some((argument) => argument.type === AST_NODE_TYPES.SpreadElement)) continue;
    found.push({ argument: unwrapCastsAndChains(call.arguments[index]!), call });
  }
  return found;
}

/**
 * The functions of the file a parameter holds, from the calls of its function in the file: for `handler` of
 * `function createHandler(name, schema, handler)`, each `createHandler("x", schema, runSync)` passes `runSync`
 * (or an inline function), or an imported name (`fn` undefined). Empty when the name is not a plain parameter never
 * written to, or no call passes one.
 */
export function boundFunctions(sourceCode: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier): BoundFunction[] {
  const owner = parameterOwner(sourceCode, name)?.owner;
  const bound: BoundFunction[] = [];
  for (const { argument } of parameterArguments(sourceCode, name, MAX_BINDING_CALLS)) {
    const fn = resolveFunction(sourceCode, argument);
    if (fn && fn !== owner && !bound.some((entry) => entry.fn === fn)) bound.push({ fn, argument });
    // `createHandler("list_runs", schema, listRuns)` of an import: for the caller to look up in its module.
    else if (!fn && argument.type === AST_NODE_TYPES.Identifier && findVariableOf(sourceCode, argument)?.defs[0]?.type === "ImportBinding") bound.push({ fn: undefined, argument });
  }
  return bound;
}

/** What {@link factoryMade} found, per function (asked for each `new` of an imported class in a function). */
const factories = new WeakMap<FunctionNode, TSESTree.NewExpression | null>();

/**
 * The `new` a factory of the file makes what it returns with: a function whose every `return` gives `new
 * ReportFetcher()`, or a `const` made so that it configures first (`const fetcher = new ReportFetcher();
 * fetcher.setAuth(auth); return fetcher;`, BrowserStack's `initializeReportFetcher`), all of one class.
 */
export function factoryMade(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): TSESTree.NewExpression | undefined {
  let made = factories.get(fn);
  if (made === undefined) {
    made = madeByReturns(sourceCode, fn) ?? null;
    factories.set(fn, made);
  }
  return made ?? undefined;
}

function madeByReturns(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): TSESTree.NewExpression | undefined {
  if (fn.generator) return undefined;
  let made: TSESTree.NewExpression | undefined;
  for (const returned of returnedExpressions(fn)) {
    let node = unwrapCastsAndChains(returned);
    if (node.type === AST_NODE_TYPES.Identifier) {
      const init = constInitializer(sourceCode, node);
      if (!init) return undefined;
      node = unwrapCastsAndChains(init);
    }
    if (node.type !== AST_NODE_TYPES.NewExpression || node.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
    if (made && (made.callee as TSESTree.Identifier).name !== node.callee.name) return undefined;
    made = node;
  }
  return made;
}

/**
 * The call a `const`'s initialiser makes, through `await` and casts: `initializeReportFetcher(config)` of `const fetcher
 * = (await initializeReportFetcher(config)) as ReportFetcher`. The one reading of a factory's instance, both ways.
 */
export function initializerCall(init: TSESTree.Node): TSESTree.CallExpression | undefined {
  let value = unwrapCastsAndChains(init);
  if (value.type === AST_NODE_TYPES.AwaitExpression) value = unwrapCastsAndChains(value.argument);
  return value.type === AST_NODE_TYPES.CallExpression ? value : undefined;
}

/** The `const`s of the file given what a factory returns (`const fetcher = await initializeReportFetcher(config)`). */
export function factoryInstances(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): TSESTree.Identifier[] {
  const instances: TSESTree.Identifier[] = [];
  for (const call of callsOf(sourceCode, fn)) {
    let value: TSESTree.Node = call;
    while (value.parent && value.parent.type !== AST_NODE_TYPES.VariableDeclarator && initializerCall(value.parent) === call) value = value.parent;
    const declarator = value.parent;
    if (declarator?.type === AST_NODE_TYPES.VariableDeclarator && declarator.init === value && declarator.id.type === AST_NODE_TYPES.Identifier && declarator.parent.kind === "const") instances.push(declarator.id);
  }
  return instances;
}
