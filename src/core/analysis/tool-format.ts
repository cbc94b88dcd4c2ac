/**
 * A tool's `format` parameter (the `toolError:v1` convention): whether a handler takes one (destructured,
 * read as `args.format`, or declared by its registration's schema), and whether a result is built under a
 * test of it. Error results of such a tool must carry the JSON block the successful ones do.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, pushChildren, type FunctionNode } from "../ast.js";
import type { ToolHandler } from "./tool-handlers.js";
import { propertyNamed } from "./tool-results.js";

const takesFormatCache = new WeakMap<FunctionNode, boolean>();

/** Whether the handler reads a `format` parameter (destructured, `args.format`) or its registration declares one. Once per handler. */
export function takesFormat(sourceCode: Readonly<TSESLint.SourceCode>, handler: ToolHandler): boolean {
  let known = takesFormatCache.get(handler.fn);
  if (known === undefined) {
    known = computeTakesFormat(sourceCode, handler);
    takesFormatCache.set(handler.fn, known);
  }
  return known;
}

function computeTakesFormat(sourceCode: Readonly<TSESLint.SourceCode>, handler: ToolHandler): boolean {
  const param = handler.fn.params[0];
  if (!param) return false;
  if (param.type === AST_NODE_TYPES.ObjectPattern && propertyNamedInPattern(param, "format")) return true;
  if (param.type === AST_NODE_TYPES.Identifier) {
    const variable = sourceCode.getDeclaredVariables(handler.fn).find((candidate) => candidate.name === param.name);
    const reads = variable?.references.some((reference) => {
      const parent = reference.identifier.parent;
      if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === reference.identifier && !parent.computed && parent.property.type === AST_NODE_TYPES.Identifier) {
        return parent.property.name === "format";
      }
      return parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === reference.identifier && parent.id.type === AST_NODE_TYPES.ObjectPattern && propertyNamedInPattern(parent.id, "format");
    });
    if (reads) return true;
  }
  const registration = handler.registration;
  if (!registration) return false;
  // `inputSchema: { format: z.enum([...]) }`, `server.tool(name, description, { format: ... }, handler)`.
  for (const argument of registration.arguments) {
    if (argument === handler.fn || argument.type !== AST_NODE_TYPES.ObjectExpression) continue;
    if (propertyNamed(argument, "format")) return true;
    const schema = propertyNamed(argument, "inputSchema") ?? propertyNamed(argument, "parameters");
    if (schema && findObjectWithKey(sourceCode, schema.value, "format")) return true;
  }
  return false;
}

function propertyNamedInPattern(pattern: TSESTree.ObjectPattern, name: string): boolean {
  return pattern.properties.some((property) => property.type === AST_NODE_TYPES.Property && !property.computed && property.key.type === AST_NODE_TYPES.Identifier && property.key.name === name);
}

/** An object literal with the key, in a schema expression (`z.object({ format: ... })`), bounded. */
function findObjectWithKey(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, key: string): boolean {
  const stack: TSESTree.Node[] = [node];
  for (let budget = 0; stack.length > 0 && budget < 500; budget++) {
    const current = stack.pop()!;
    if (current.type === AST_NODE_TYPES.ObjectExpression && propertyNamed(current, key)) return true;
    if (isFunctionNode(current)) continue;
    pushChildren(current, stack, sourceCode.visitorKeys);
  }
  return false;
}

function mentionsFormat(sourceCode: Readonly<TSESLint.SourceCode>, test: TSESTree.Node): boolean {
  const stack: TSESTree.Node[] = [test];
  for (let budget = 0; stack.length > 0 && budget < 200; budget++) {
    const current = stack.pop()!;
    if (current.type === AST_NODE_TYPES.Identifier && current.name === "format") return true;
    pushChildren(current, stack, sourceCode.visitorKeys);
  }
  return false;
}

/** Whether the object is built under a test of `format` (inside its function `stop`). */
export function gatedOnFormat(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.Node, stop: FunctionNode): boolean {
  for (let node: TSESTree.Node = object; node.parent && node !== stop; node = node.parent) {
    const parent: TSESTree.Node = node.parent;
    if ((parent.type === AST_NODE_TYPES.IfStatement || parent.type === AST_NODE_TYPES.ConditionalExpression) && node !== parent.test && mentionsFormat(sourceCode, parent.test)) return true;
    if (parent.type === AST_NODE_TYPES.SwitchCase && mentionsFormat(sourceCode, parent.parent.discriminant)) return true;
  }
  return false;
}
