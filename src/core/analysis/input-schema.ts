/**
 * A tool's input schema, read from the code: which fields of the input a zod schema declares as strings
 * (`inputSchema: { id: z.string().describe("...") }`, `parameters: z.object({ query: z.string().min(1) })`),
 * and which can hold no text of the agent's at all (`z.enum([...])`, `z.number()`, `z.boolean()`, a
 * `z.literal`, a `.pipe(z.enum(...))`).
 *
 * The SDKs validate the input against the schema before the handler runs, so an enum field is one of the
 * server's own constants and a number is a number: echoing them in an error is not echoing the agent's text.
 * This is read from the schema's syntax, typed or not.
 *
 * With types, asking the checker the type of a handler's parameter makes TypeScript infer the registration's
 * generics from the schema (tens of milliseconds per tool with the MCP SDK and zod, on every keystroke of an
 * editor). A field the schema itself spells as a string has that answer already, so the trust analysis asks
 * here first and the checker only for the rest.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { isFunctionNode, unwrapCasts, type FunctionNode } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { type ToolBoundary } from "./boundaries.js";
import { propertyValue } from "./functions.js";
import { importedConstant } from "./relative-imports.js";

/** Zod methods that keep a string schema a string schema (refinements, metadata, optionality). */
const STRING_PRESERVING = new Set([
  "describe",
  "optional",
  "nullable",
  "nullish",
  "default",
  "min",
  "max",
  "length",
  "email",
  "url",
  "uuid",
  "cuid",
  "regex",
  "trim",
  "toLowerCase",
  "toUpperCase",
  "startsWith",
  "endsWith",
  "includes",
  "nonempty",
  "datetime",
  "date",
  "time",
  "ip",
  "meta",
  "refine",
  "superRefine",
  "check",
  "brand",
  "readonly",
  "catch",
]);

/**
 * Zod methods that keep a schema's values what they were (refinements, metadata, optionality, number
 * bounds): `z.number().int().min(1).optional()` still holds only numbers or nothing.
 */
const VALUE_PRESERVING = new Set([
  // Not `catch`: `z.enum([...]).catch((ctx) => ctx.input)` can hand back what the agent sent.
  ...[...STRING_PRESERVING].filter((method) => method !== "catch"),
  "int",
  "positive",
  "nonnegative",
  "negative",
  "nonpositive",
  "finite",
  "safe",
  "multipleOf",
  "step",
  "gt",
  "gte",
  "lt",
  "lte",
]);

/**
 * Zod string formats whose values carry no text of the agent's either: an id, an address or a timestamp is
 * checked character by character against its format before the handler runs (`z.string().uuid()`, zod 4's
 * `z.uuid()`, `z.iso.datetime()`). Not `email`, `url`, `base64` or `nanoid`: free text fits in those.
 */
const CONSTANT_FORMATS = new Set(["uuid", "uuidv4", "uuidv6", "uuidv7", "guid", "cuid", "cuid2", "ulid", "ipv4", "ipv6", "ip", "cidrv4", "cidrv6", "cidr", "mac", "datetime", "date", "time", "duration"]);

/** Zod schemas whose values carry no text of the agent's: the server's constants, numbers, booleans, dates. */
const CONSTANT_BASES = new Set(["enum", "nativeEnum", "literal", "number", "int", "bigint", "boolean", "date", "nan", "null", "undefined", "stringbool"]);

/**
 * What a tool's input holds, read from its schema: `constant` (no text of the agent's: an enum, a number,
 * a boolean), `string` (`z.string()` and its refinements: text, and a string without asking the checker), an
 * `object` of fields, an `array` of elements, or `text` (anything else, and anything this does not read).
 */
export type InputSchema =
  | { kind: "constant" }
  | { kind: "string" }
  | { kind: "text" }
  /**
   * `open`: the object may hold keys its shape does not name (`.passthrough()`, `z.looseObject`, a JSON Schema the
   * server does not validate with). Else zod strips them: the object holds its fields and nothing else.
   */
  | { kind: "object"; fields: ReadonlyMap<string, InputSchema>; open?: true }
  | { kind: "array"; element: InputSchema };

const TEXT: InputSchema = { kind: "text" };
const STRING: InputSchema = { kind: "string" };
const CONSTANT: InputSchema = { kind: "constant" };
/** How deep nested schemas are read (`z.array(z.object({ ... }))`). */
const MAX_SCHEMA_DEPTH = 8;

/** The zod method a call makes and its receiver: `z.enum([...])` is `enum` on `z`. */
function zodCall(node: TSESTree.Node): { method: string; object: TSESTree.Node; call: TSESTree.CallExpression } | undefined {
  if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.MemberExpression || node.callee.computed) return undefined;
  if (node.callee.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  return { method: node.callee.property.name, object: unwrapCasts(node.callee.object), call: node };
}

/** `z` itself, `zod`, `z.coerce`, `z.iso` (zod 4's `z.iso.datetime()`) or tsc's `zod_1.z`: the namespace a base schema is made from. */
function isZodNamespace(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Identifier) return true;
  // Also tsc's `zod_1.z` (`const zod_1 = require("zod")`), and its `zod_1.z.coerce`.
  return node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier && (node.property.name === "coerce" || node.property.name === "iso" || node.property.name === "z");
}

/**
 * Where a schema's nodes are read: the file, or (a schema a module of the project exports, with
 * `readImportedModules`) that module, whose own names resolve in it.
 */
interface SchemaScope {
  sourceCode: Readonly<TSESLint.SourceCode>;
  readImported: boolean;
}

/** What values a zod schema expression admits (see {@link InputSchema}). */
function readSchema(scope: SchemaScope, node: TSESTree.Node | undefined, depth: number): InputSchema {
  if (!node || depth > MAX_SCHEMA_DEPTH) return TEXT;
  const found = resolved(scope, node);
  let at = found?.scope ?? scope;
  let current = found?.node;
  // Whether every method after the base keeps a string a string, and a constant a constant.
  let keepsString = true;
  let keepsValues = true;
  for (let steps = 0; current && steps < 32; steps++) {
    if (current.type === AST_NODE_TYPES.ObjectExpression) return keepsValues ? readShape(at, current, depth + 1) : TEXT;
    // `ids.optional()` of `const ids = z.array(id)`: the schema the name holds, refined.
    if (current.type === AST_NODE_TYPES.Identifier) {
      const held = resolved(at, current);
      if (!held || held.node === current) return TEXT;
      at = held.scope;
      current = held.node;
      continue;
    }
    const call = zodCall(current);
    if (!call) return TEXT;
    const { method, object } = call;
    // `x.pipe(z.enum([...]))`: the values are what the pipe's target admits.
    if (method === "pipe") return keepsValues ? readSchema(at, call.call.arguments[0], depth + 1) : TEXT;
    // `ids.optional()` of `const ids = z.array(id)`: a schema a name holds, not the namespace (read on the next step).
    const holdsSchema = object.type === AST_NODE_TYPES.Identifier && resolved(at, object)?.node !== object;
    if (!holdsSchema && isZodNamespace(object)) {
      // The base: `z.string()` (also `zod.string()`, `z.coerce.string()`).
      if (method === "string" && call.call.arguments.length <= 1) return keepsString ? STRING : TEXT;
      if (!keepsValues) return TEXT;
      if (CONSTANT_BASES.has(method) || CONSTANT_FORMATS.has(method)) return CONSTANT;
      if (/^(?:object|strictObject|looseObject)$/.test(method)) {
        const shape = resolved(at, call.call.arguments[0]);
        if (shape?.node.type !== AST_NODE_TYPES.ObjectExpression) return TEXT;
        const read = readShape(shape.scope, shape.node, depth + 1);
        return method === "looseObject" && read.kind === "object" ? { ...read, open: true } : read;
      }
      if (method === "array") return { kind: "array", element: readSchema(at, call.call.arguments[0], depth + 1) };
      if (method === "union") {
        const options = resolved(at, call.call.arguments[0]);
        if (options?.node.type !== AST_NODE_TYPES.ArrayExpression) return TEXT;
        return options.node.elements.every((option) => option && option.type !== AST_NODE_TYPES.SpreadElement && readSchema(options.scope, option, depth + 1).kind === "constant") ? CONSTANT : TEXT;
      }
      return TEXT;
    }
    // `z.enum([...]).array()`.
    if (method === "array" && call.call.arguments.length === 0) return keepsValues ? { kind: "array", element: readSchema(at, object, depth + 1) } : TEXT;
    // `z.string().uuid()`: whatever the string was, what passes is an id (and what comes after keeps it one).
    if (CONSTANT_FORMATS.has(method) && call.call.arguments.length <= 1 && readSchema(at, object, depth + 1).kind === "string") return keepsValues ? CONSTANT : TEXT;
    keepsString &&= STRING_PRESERVING.has(method);
    keepsValues &&= VALUE_PRESERVING.has(method);
    if (!keepsString && !keepsValues) return TEXT;
    current = object;
  }
  return TEXT;
}

function readShape(scope: SchemaScope, shape: TSESTree.ObjectExpression, depth: number): InputSchema {
  const fields = new Map<string, InputSchema>();
  for (const property of shape.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      // `{ ...mutableShape, webhook_id: id }`: the fields of a shape written elsewhere, those after it overriding.
      const spread = depth < MAX_SCHEMA_DEPTH ? resolved(scope, property.argument) : undefined;
      if (spread?.node.type === AST_NODE_TYPES.ObjectExpression) {
        const inner = readShape(spread.scope, spread.node, depth + 1);
        if (inner.kind === "object") for (const [name, field] of inner.fields) fields.set(name, field);
      }
      continue;
    }
    if (property.computed) continue;
    const name = ASTUtils.getPropertyName(property);
    if (name !== null) fields.set(name, readSchema(scope, property.value, depth));
  }
  return { kind: "object", fields };
}

/**
 * What a tool handler's input holds, from its boundary's schema (`undefined` when the schema is not read):
 * the fields an enum, number or boolean schema declares are `constant`. With `readImported`, a schema a
 * module of the project exports (`inputSchema: updateSettingsInputSchema` of `./shared`) is read there.
 */
export function toolInputSchema(sourceCode: Readonly<TSESLint.SourceCode>, boundary: ToolBoundary, readImported = false): InputSchema | undefined {
  const shape = inputShape({ sourceCode, readImported }, boundary);
  return shape ? shapeSchema(shape) : undefined;
}

/** Zod methods of an object schema that keep its fields as they are. */
const OBJECT_PRESERVING = new Set(["strict", "passthrough", "strip", "describe", "readonly", "optional", "default"]);

/** The keys of a tool definition object that hold its input's schema. */
const DEFINITION_SCHEMA_KEYS = ["inputSchema", "schema", "parameters", "paramsSchema", "argsSchema"];

/**
 * What a handler written in a tool definition object holds, from the schema beside it (Discourse's `defineTool({
 * name, schema: updateThemeSettingSchema, handler: async (input, ...) => ... })`, `export const getRunsTool = {
 * inputSchema, handler }`): for a handler another module registers, which has no boundary of its file.
 */
export function definitionInputSchema(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, readImported = false): InputSchema | undefined {
  const classed = classInputSchema(sourceCode, fn, readImported);
  if (classed) return classed;
  const property = fn.parent;
  const object = property?.type === AST_NODE_TYPES.Property && property.value === fn ? property.parent : undefined;
  if (object?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  for (const key of DEFINITION_SCHEMA_KEYS) {
    const value = propertyValue(object, key);
    if (!value) continue;
    const shape = shapeOf({ sourceCode, readImported }, value);
    return shape ? shapeSchema(shape) : undefined;
  }
  return undefined;
}

/**
 * The input of a tool class's method (`toolClasses`: mcp-framework's `execute`), from the class's `schema` field:
 * mcp-framework's `{ message: { type: z.string(), description: "..." } }` (each field's schema in its `type`), or a
 * zod object. A field written in the class (`schema = ...`) or assigned in its constructor (`this.schema = ...`, as tsc
 * writes fields).
 */
function classInputSchema(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, readImported: boolean): InputSchema | undefined {
  const member = fn.parent;
  const body = (member?.type === AST_NODE_TYPES.MethodDefinition || member?.type === AST_NODE_TYPES.PropertyDefinition) && member.value === fn ? member.parent : undefined;
  if (body?.type !== AST_NODE_TYPES.ClassBody) return undefined;
  const value = classFieldValue(body, "schema");
  if (!value) return undefined;
  const scope: SchemaScope = { sourceCode, readImported };
  const found = resolved(scope, value);
  const typed = found?.node.type === AST_NODE_TYPES.ObjectExpression ? typedFields(found.scope, found.node) : undefined;
  if (typed) return typed;
  const shape = shapeOf(scope, value);
  return shape ? shapeSchema(shape) : undefined;
}

/** mcp-framework's schema object, each field `{ type: <zod schema>, description }`; undefined when it is not one. */
function typedFields(scope: SchemaScope, object: TSESTree.ObjectExpression): InputSchema | undefined {
  const fields = new Map<string, InputSchema>();
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.computed) return undefined;
    const name = ASTUtils.getPropertyName(property);
    const field = unwrapCasts(property.value);
    const type = field.type === AST_NODE_TYPES.ObjectExpression ? propertyValue(field, "type") : undefined;
    if (name === null || !type) return undefined;
    fields.set(name, readSchema(scope, type, 0));
  }
  return fields.size > 0 ? { kind: "object", fields } : undefined;
}

/** A class's instance field, written in the class body or assigned once in its constructor (`this.schema = ...`). */
function classFieldValue(body: TSESTree.ClassBody, name: string): TSESTree.Node | undefined {
  for (const member of body.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && !member.static && !member.computed && member.value && ASTUtils.getPropertyName(member) === name) return member.value;
  }
  const constructor = body.body.find((member): member is TSESTree.MethodDefinition => member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "constructor");
  for (const statement of constructor?.value.body?.body ?? []) {
    const assignment = statement.type === AST_NODE_TYPES.ExpressionStatement ? statement.expression : undefined;
    if (
      assignment?.type === AST_NODE_TYPES.AssignmentExpression &&
      assignment.operator === "=" &&
      assignment.left.type === AST_NODE_TYPES.MemberExpression &&
      assignment.left.object.type === AST_NODE_TYPES.ThisExpression &&
      !assignment.left.computed &&
      assignment.left.property.type === AST_NODE_TYPES.Identifier &&
      assignment.left.property.name === name
    ) {
      return assignment.right;
    }
  }
  return undefined;
}

/** A node where it was found: its scope (the file or another module) and the node. */
interface Located<T extends TSESTree.Node = TSESTree.Node> {
  scope: SchemaScope;
  node: T;
}

/**
 * An identifier's `const` initialiser, once (`const schema = z.object({...})`), or with `readImported` the
 * initialiser of the `const` another module of the project exports under the name it imports.
 */
function resolved(scope: SchemaScope, node: TSESTree.Node | undefined): Located | undefined {
  const target = node && unwrapCasts(node);
  if (target?.type !== AST_NODE_TYPES.Identifier) return target && { scope, node: target };
  const definition = findVariableOf(scope.sourceCode, target)?.defs[0];
  if (definition?.type === "Variable" && definition.parent.kind === "const" && definition.node.id === definition.name && definition.node.init) return { scope, node: unwrapCasts(definition.node.init) };
  if (definition?.type === "ImportBinding" && scope.readImported) {
    const imported = importedConstant(scope.sourceCode, target);
    if (imported) return { scope: { sourceCode: imported.module.sourceCode, readImported: false }, node: unwrapCasts(imported.init) };
  }
  return { scope, node: target };
}

/** The fields of a schema: a raw shape (`{ id: z.string() }`) or `z.object({ ... })` / `z.strictObject({ ... })`. */
function shapeOf(scope: SchemaScope, schema: TSESTree.Node | undefined): (Located<TSESTree.ObjectExpression> & { open?: true }) | undefined {
  const found = resolved(scope, schema);
  let node = found?.node;
  let open = false;
  // `z.object({ ... }).strict()`, `.passthrough()`, `.describe("...")`: the same fields (`passthrough` keeps others).
  for (let depth = 0; depth < 4 && node?.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.MemberExpression && !node.callee.computed && node.callee.property.type === AST_NODE_TYPES.Identifier && OBJECT_PRESERVING.has(node.callee.property.name); depth++) {
    open ||= node.callee.property.name === "passthrough";
    node = unwrapCasts(node.callee.object);
  }
  // A raw shape (`{ id: z.string() }`, which the SDK makes a `z.object`), unless it is a JSON Schema (`{ type:
  // "object", properties }`), which no one validates the input with here.
  if (node?.type === AST_NODE_TYPES.ObjectExpression) return { scope: found!.scope, node, ...(open || looksLikeJsonSchema(node) ? { open: true as const } : {}) };
  if (
    node?.type === AST_NODE_TYPES.CallExpression &&
    node.callee.type === AST_NODE_TYPES.MemberExpression &&
    !node.callee.computed &&
    node.callee.property.type === AST_NODE_TYPES.Identifier &&
    /^(?:object|strictObject|looseObject)$/.test(node.callee.property.name)
  ) {
    const shape = resolved(found!.scope, node.arguments[0]);
    open ||= node.callee.property.name === "looseObject";
    return shape?.node.type === AST_NODE_TYPES.ObjectExpression ? { scope: shape.scope, node: shape.node, ...(open ? { open: true as const } : {}) } : undefined;
  }
  return undefined;
}

/** `{ type: "object", properties: { ... } }`: a JSON Schema, not a shape of zod fields. */
function looksLikeJsonSchema(node: TSESTree.ObjectExpression): boolean {
  const type = propertyValue(node, "type");
  return propertyValue(node, "properties") !== undefined || (type?.type === AST_NODE_TYPES.Literal && typeof type.value === "string");
}

/** The schema of a located shape: its fields, open when the shape keeps keys it does not name. */
function shapeSchema(shape: Located<TSESTree.ObjectExpression> & { open?: true }): InputSchema {
  const read = readShape(shape.scope, shape.node, 0);
  return shape.open && read.kind === "object" ? { ...read, open: true } : read;
}

/**
 * The schema of a boundary's input: MCP `registerTool(name, { inputSchema }, handler)` / `tool(name,
 * description?, shape, annotations?, handler)`, AI SDK `tool({ inputSchema | parameters })`, LangChain's
 * `tool(func, { schema })`.
 */
function inputShape(scope: SchemaScope, boundary: ToolBoundary): (Located<TSESTree.ObjectExpression> & { open?: true }) | undefined {
  const { call, spec } = boundary;
  if (spec.handler === "lastArgument") {
    const args = call.arguments;
    if (spec.name === "registerTool") {
      const config = resolved(scope, args[1]);
      return config?.node.type === AST_NODE_TYPES.ObjectExpression ? shapeOf(config.scope, propertyValue(config.node, "inputSchema")) : undefined;
    }
    // `server.tool(name, description?, shape, annotations?, handler)`: the first argument between the name and
    // the handler that is a schema (its fields are zod calls, not an annotation's literals), or an empty shape.
    for (const argument of args.slice(1, -1)) {
      const shape = shapeOf(scope, argument);
      if (shape && (shape.node.properties.length === 0 || shape.node.properties.some(isSchemaField))) return shape;
    }
    return undefined;
  }
  // LangChain's `tool(func, { name, description, schema })`: the fields beside the handler argument.
  if ("argument" in spec.handler) {
    const index = spec.handler.argument;
    for (const [position, argument] of call.arguments.entries()) {
      if (position === index) continue;
      const fields = resolved(scope, argument);
      if (fields?.node.type === AST_NODE_TYPES.ObjectExpression) return shapeOf(fields.scope, propertyValue(fields.node, "schema"));
    }
    return undefined;
  }
  const options = resolved(scope, call.arguments[0]);
  if (options?.node.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  // LangChain's `new DynamicStructuredTool({ schema, func })` names it `schema`.
  return shapeOf(options.scope, propertyValue(options.node, "inputSchema") ?? propertyValue(options.node, "parameters") ?? propertyValue(options.node, "schema"));
}

/** A property of a raw shape whose value is a schema (`id: z.string()`, `format: formatSchema`), not an annotation's literal. */
function isSchemaField(property: TSESTree.ObjectLiteralElement): boolean {
  if (property.type !== AST_NODE_TYPES.Property) return true;
  const value = unwrapCasts(property.value);
  return value.type !== AST_NODE_TYPES.Literal && value.type !== AST_NODE_TYPES.TemplateLiteral && value.type !== AST_NODE_TYPES.UnaryExpression;
}

/**
 * The input field a use reads, and the function whose first parameter it comes from: `id` of a destructured
 * `async ({ id }) => ...`, or `args.id` of an `args` parameter.
 */
function inputFieldOf(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): { fn: FunctionNode; field: string } | undefined {
  if (node.type === AST_NODE_TYPES.MemberExpression) {
    if (node.computed || node.property.type !== AST_NODE_TYPES.Identifier || node.object.type !== AST_NODE_TYPES.Identifier) return undefined;
    const definition = findVariableOf(sourceCode, node.object)?.defs[0];
    if (definition?.type !== "Parameter" || !isFunctionNode(definition.node) || definition.name !== definition.node.params[0]) return undefined;
    return { fn: definition.node, field: node.property.name };
  }
  if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
  const definition = findVariableOf(sourceCode, node)?.defs[0];
  if (definition?.type !== "Parameter" || !isFunctionNode(definition.node)) return undefined;
  const param = definition.node.params[0];
  let name: TSESTree.Node = definition.name;
  if (name.parent?.type === AST_NODE_TYPES.AssignmentPattern && name.parent.left === name) name = name.parent;
  const property = name.parent;
  if (!param || property?.type !== AST_NODE_TYPES.Property || property.value !== name || property.computed || property.parent !== unwrapParam(param)) return undefined;
  const field = ASTUtils.getPropertyName(property);
  return field === null ? undefined : { fn: definition.node, field };
}

function unwrapParam(param: TSESTree.Parameter): TSESTree.Node {
  return param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param;
}

/**
 * Whether a read of a tool handler's input (`id` of `async ({ id }) => ...`, `args.id`) is a field the
 * boundary's schema declares with `z.string()`: its type is a string, known without the checker.
 * `boundaryOf` gives the boundary a handler belongs to.
 */
export function isStringInputField(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, boundaryOf: (fn: FunctionNode) => ToolBoundary | undefined): boolean {
  const read = inputFieldOf(sourceCode, node);
  const boundary = read && boundaryOf(read.fn);
  if (!read || !boundary) return false;
  const schema = inputShape({ sourceCode, readImported: false }, boundary);
  const declared = schema && propertyValue(schema.node, read.field);
  return schema !== undefined && declared !== undefined && readSchema(schema.scope, declared, 0).kind === "string";
}
