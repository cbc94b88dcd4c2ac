/**
 * What an error result must carry: a text for the agent (`isError: true` with an empty or missing `content`
 * says that the call failed but not why), and, in the `toolError:v1` convention, a payload in
 * `structuredContent` with a known `code`, a `message` and the `retryable` flag its code implies. And, with
 * types, which types are tool results (`CallToolResult`: `content` and `isError`) and which of them look
 * successful. The rule reports what these return; the table of codes is in ../error-styles.ts.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import ts from "../typescript.cjs";
import { enclosingFunction, literalBoolean, memberName, nodeAtOffset, propertyKeyName, unwrapCastsAndChains } from "../ast.js";
import { findVariableOf } from "../scope.js";
import { callsOf } from "./functions.js";
import { isToolErrorCode, NOT_AN_ERROR_KIND, TOOL_ERROR_CODES, TOOL_ERROR_KIND, type ToolErrorCode } from "../error-styles.js";
import { gatedOnFormat, takesFormat } from "./tool-format.js";
import type { ToolHandler } from "./tool-handlers.js";
import { contentItems, isErrorOf, itemText, leadingText, propertyNamed, resolveObject } from "./tool-results.js";

/** Where an error result lacks a text for the agent (the object, or its `content`), if it does. */
export function missingErrorText(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): TSESTree.Node | undefined {
  const content = propertyNamed(object, "content");
  if (!content) {
    return object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement) ? undefined : object;
  }
  const items = contentItems(sourceCode, object);
  if (!items) return undefined;
  if (items.some((item) => item.type !== AST_NODE_TYPES.ObjectExpression)) return undefined;
  // `const failure = { content: [], isError: true }; failure.content.push({ type: "text", text })`: filled later.
  if (items.length === 0 && contentPushedLater(sourceCode, object)) return undefined;
  const hasText = items.some((item) => {
    const text = itemText(item);
    if (!text) return false;
    const value = unwrapCastsAndChains(text);
    return !(value.type === AST_NODE_TYPES.Literal && (value.value === "" || value.value === null)) && !(value.type === AST_NODE_TYPES.TemplateLiteral && value.expressions.length === 0 && value.quasis[0]!.value.cooked === "");
  });
  return hasText ? undefined : content;
}

/** Whether an object literal is a variable's value whose `content` the code pushes onto (`failure.content.push(...)`). */
function contentPushedLater(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): boolean {
  const declarator = object.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== object || declarator.id.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariableOf(sourceCode, declarator.id);
  return (variable?.references ?? []).some((reference) => {
    const content = reference.identifier.parent;
    const method = content?.parent;
    return (
      content?.type === AST_NODE_TYPES.MemberExpression &&
      content.object === reference.identifier &&
      memberName(content) === "content" &&
      method?.type === AST_NODE_TYPES.MemberExpression &&
      method.object === content &&
      (memberName(method) === "push" || memberName(method) === "unshift") &&
      method.parent?.type === AST_NODE_TYPES.CallExpression &&
      method.parent.arguments.length > 0
    );
  });
}

/**
 * Where an error result lacks its `toolError:v1` payload: the object (no `structuredContent`), or
 * `structuredContent` (another `kind`). A payload in a JSON text block (`text: JSON.stringify({ kind:
 * "toolError:v1", ... })`) counts: a tool with an `outputSchema` cannot put it in `structuredContent` (the
 * MCP SDK's client checks that against the schema, error or not).
 */
export function missingToolErrorPayload(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): TSESTree.Node | undefined {
  const structured = propertyNamed(object, "structuredContent");
  if (!structured && payloadInText(sourceCode, object)) return undefined;
  if (!structured) return object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement) ? undefined : object;
  const payload = resolveObject(sourceCode, structured.value);
  if (!payload || payload.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement)) return undefined;
  const kind = propertyNamed(payload, "kind");
  const value = kind && unwrapCastsAndChains(kind.value);
  return !kind || (value?.type === AST_NODE_TYPES.Literal && value.value !== TOOL_ERROR_KIND) ? structured : undefined;
}

/**
 * The `structuredContent` of an error result that carries a `toolError:v1` payload, for a tool that declares an
 * `outputSchema` (`registerTool(name, { outputSchema }, handler)`): the MCP SDK's client checks
 * `structuredContent` against that schema even on an error, so the payload fails the check and the client
 * throws instead of showing the error. Undefined when the tool has no `outputSchema` or the payload is elsewhere.
 */
export function payloadAgainstOutputSchema(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression, handler: ToolHandler): TSESTree.Node | undefined {
  const structured = propertyNamed(object, "structuredContent");
  const payload = structured && resolveObject(sourceCode, structured.value);
  const kind = payload && propertyNamed(payload, "kind")?.value;
  const value = kind && unwrapCastsAndChains(kind);
  if (value?.type !== AST_NODE_TYPES.Literal || value.value !== TOOL_ERROR_KIND) return undefined;
  const declared = (handler.registration?.arguments ?? []).some((argument) => {
    const config = argument !== handler.fn && argument.type !== AST_NODE_TYPES.SpreadElement ? resolveObject(sourceCode, argument) : undefined;
    return config !== undefined && propertyNamed(config, "outputSchema") !== undefined;
  });
  return declared ? structured : undefined;
}

/** Whether a content block's text is `JSON.stringify(<a toolError:v1 payload>)`. */
function payloadInText(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): boolean {
  return (contentItems(sourceCode, object) ?? []).some((item) => {
    const text = itemText(item);
    const call = text && unwrapCastsAndChains(text);
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.MemberExpression || !call.arguments[0]) return false;
    if (call.callee.object.type !== AST_NODE_TYPES.Identifier || call.callee.object.name !== "JSON") return false;
    const payload = resolveObject(sourceCode, call.arguments[0]);
    const kind = payload && propertyNamed(payload, "kind")?.value;
    const value = kind && unwrapCastsAndChains(kind);
    return value?.type === AST_NODE_TYPES.Literal && value.value === TOOL_ERROR_KIND;
  });
}

/** What is wrong with a `toolError:v1` payload, one problem per field. */
export type PayloadProblem =
  | { kind: "missing-field"; node: TSESTree.ObjectExpression; field: "code" | "message" }
  | { kind: "unknown-code"; node: TSESTree.Node; code: string }
  /** A retryable code without `retryable: true`; `after` is the last property, to add it after. */
  | { kind: "retryable-missing"; node: TSESTree.ObjectExpression; code: ToolErrorCode; after: TSESTree.Node }
  /** A literal `retryable` that contradicts the code. */
  | { kind: "retryable-contradicts"; node: TSESTree.Property; code: ToolErrorCode; value: boolean; expected: boolean };

export function toolErrorPayloadProblems(payload: TSESTree.ObjectExpression): PayloadProblem[] {
  const problems: PayloadProblem[] = [];
  const spread = payload.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement);
  const codeProperty = propertyNamed(payload, "code");
  if (!codeProperty && !spread) problems.push({ kind: "missing-field", node: payload, field: "code" });
  if (!propertyNamed(payload, "message") && !spread) problems.push({ kind: "missing-field", node: payload, field: "message" });
  const codeValue = codeProperty && unwrapCastsAndChains(codeProperty.value);
  const code = codeValue && (codeValue.type === AST_NODE_TYPES.Literal ? codeValue.value : codeValue.type === AST_NODE_TYPES.TemplateLiteral && codeValue.expressions.length === 0 ? codeValue.quasis[0]!.value.cooked : undefined);
  if (typeof code !== "string") return problems;
  if (!isToolErrorCode(code)) {
    problems.push({ kind: "unknown-code", node: codeValue!, code });
    return problems;
  }
  const expected = TOOL_ERROR_CODES[code];
  const retryable = propertyNamed(payload, "retryable");
  if (!retryable) {
    if (expected && !spread) problems.push({ kind: "retryable-missing", node: payload, code, after: payload.properties.at(-1)! });
    return problems;
  }
  const value = unwrapCastsAndChains(retryable.value);
  if (value.type === AST_NODE_TYPES.Literal && typeof value.value === "boolean" && value.value !== expected) {
    problems.push({ kind: "retryable-contradicts", node: retryable, code, value: value.value, expected });
  }
  return problems;
}

/** With types: whether every member of a type is a tool result without `isError: true` (`content`, and no `isError` or `isError: false`). */
export function isSuccessLookingResultType(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return false;
  const members = type.isUnion() ? type.types.filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void))) : [type];
  if (members.length === 0) return false;
  return members.every((member) => {
    if (!(member.flags & ts.TypeFlags.Object) || !checker.getPropertyOfType(member, "content")) return false;
    const isError = checker.getPropertyOfType(member, "isError");
    if (!isError) return true;
    const isErrorType = checker.getTypeOfSymbol(isError);
    return isErrorType.flags & ts.TypeFlags.BooleanLiteral ? checker.typeToString(isErrorType) === "false" : false;
  });
}

/** With types: whether an object literal's contextual type is a tool result (`content` and `isError`). */
export function hasResultContextualType(services: ParserServicesWithTypeInformation, object: TSESTree.ObjectExpression): boolean {
  const checker = services.program.getTypeChecker();
  const type = checker.getContextualType(services.esTreeNodeToTSNodeMap.get(object) as ts.Expression);
  if (!type) return false;
  const members = type.isUnion() ? type.types : [type];
  return members.some((member) => checker.getPropertyOfType(member, "content") !== undefined && checker.getPropertyOfType(member, "isError") !== undefined);
}

/** A result that asks the user for input (`structuredContent: { kind: "needsInput:v1" }`): not a failure. */
export function isElicitationResult(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression): boolean {
  const structured = propertyNamed(object, "structuredContent");
  const payload = structured && resolveObject(sourceCode, structured.value);
  const kind = payload && propertyNamed(payload, "kind")?.value;
  return kind?.type === AST_NODE_TYPES.Literal && typeof kind.value === "string" && NOT_AN_ERROR_KIND.test(kind.value);
}

/**
 * Whether an error result of a tool that takes `format` lacks the JSON content block (`mimeType:
 * "application/json"`, or a `JSON.stringify(...)` text) that `format: "json"` asks for, where its content
 * blocks are not gated on `format` as the successful results are.
 */
export function lacksJsonBlock(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.ObjectExpression, handler: ToolHandler): boolean {
  if (!takesFormat(sourceCode, handler) || gatedOnFormat(sourceCode, object, handler.fn)) return false;
  const items = contentItems(sourceCode, object);
  if (!items || items.length === 0 || items.some((item) => item.type !== AST_NODE_TYPES.ObjectExpression)) return false;
  return !items.some((item) => {
    const block = item as TSESTree.ObjectExpression;
    const mimeType = propertyNamed(block, "mimeType")?.value;
    if (mimeType && leadingText(mimeType) === "application/json") return true;
    const text = itemText(block);
    const value = text && unwrapCastsAndChains(text);
    return (
      value?.type === AST_NODE_TYPES.CallExpression &&
      value.callee.type === AST_NODE_TYPES.MemberExpression &&
      value.callee.object.type === AST_NODE_TYPES.Identifier &&
      value.callee.object.name === "JSON"
    );
  });
}

/**
 * `isError: true` written on a content item instead of on the tool result (Hyperbrowser's
 * `response.content.push({ type: "text", text: "Task result data is empty/missing", isError: true })` into a result
 * built `{ content: [], isError: false }`): MCP clients read only the result's flag, so the failure reads as a
 * success. An item of a `content` array literal (with its result, unless that sets `isError: true` itself), or one
 * pushed onto a `content` (`result.content.push(item)`, `content.unshift(item)`). Items are known by their `type`, one
 * of MCP's content types (the AI SDK's `{ type: "tool-result", isError: true }` parts carry the flag by design), or
 * by their `text` without a `type`; only a literal `true` counts.
 */
export function misplacedIsErrorFlags(sourceCode: Readonly<TSESLint.SourceCode>, tokens: readonly TSESTree.Token[]): { property: TSESTree.Property; item: TSESTree.ObjectExpression; result?: TSESTree.ObjectExpression }[] {
  const found: { property: TSESTree.Property; item: TSESTree.ObjectExpression; result?: TSESTree.ObjectExpression }[] = [];
  for (const token of tokens) {
    // Most flags are a result's own (`{ content: [...], isError: true }`): told apart by the text, before the tree.
    if (!mayBeItemKey(sourceCode.text, token.range[0], token.range[1])) continue;
    const key = nodeAtOffset(sourceCode.ast, token.range[0], sourceCode.visitorKeys);
    const property = key?.parent;
    if (property?.type !== AST_NODE_TYPES.Property || property.key !== key || property.computed || property.value.type !== AST_NODE_TYPES.Literal || property.value.value !== true) continue;
    const item = property.parent;
    if (item.type !== AST_NODE_TYPES.ObjectExpression || !isMcpContentItem(item)) continue;
    const place = itemPlace(sourceCode, item);
    if (!place) continue;
    if (place.kind === "array") {
      // The suggestion moves the flag only from an item written in the array itself.
      if (unflagged(sourceCode, [place.result])) found.push({ property, item, ...(item.parent === place.array ? { result: place.result } : {}) });
    } else {
      const { results, laterFlags } = resultsOfPushTarget(sourceCode, place.target);
      if (unflagged(sourceCode, results) && laterFlags.every((flag) => literalBoolean(flag) === false)) found.push({ property, item });
    }
  }
  return found;
}


/** Whether none of the results says `isError: true` (nor computes or spreads a flag): none known counts as none. */
function unflagged(sourceCode: Readonly<TSESLint.SourceCode>, results: readonly TSESTree.ObjectExpression[]): boolean {
  return results.every((result) => {
    const value = isErrorOf(sourceCode, result).value;
    return value === "absent" || value === "false";
  });
}

/** How many `const`s and helpers' returns an item is followed through to where it goes. */
const MAX_ITEM_HOPS = 2;

type ItemPlace = { kind: "array"; array: TSESTree.ArrayExpression; result: TSESTree.ObjectExpression } | { kind: "pushed"; target: TSESTree.Node };

/**
 * Where a content item goes: into the `content` array literal of a result (also as a branch of `? :` or `&&` there,
 * or spread into it: `...(partial ? [{ ..., isError: true }] : [])`), or pushed onto a `content` array
 * (`response.content.push(item)`, `content.unshift(item)`); also through a `const` that holds it (`const warning =
 * { ..., isError: true }; return { content: [warning] }`) and a function of the file that returns it (`errorItem(text)`
 * in `content: [errorItem("...")]`), where a use of it goes.
 */
function itemPlace(sourceCode: Readonly<TSESLint.SourceCode>, item: TSESTree.Node, hops = 0): ItemPlace | undefined {
  let node: TSESTree.Node = item;
  for (let steps = 0; steps < 8; steps++) {
    const parent: TSESTree.Node | undefined = node.parent;
    if (!parent) return undefined;
    if (hops < MAX_ITEM_HOPS && parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === node && parent.id.type === AST_NODE_TYPES.Identifier && parent.parent.kind === "const") {
      for (const variable of sourceCode.getDeclaredVariables(parent)) {
        for (const reference of variable.references) {
          const place = reference.init ? undefined : itemPlace(sourceCode, reference.identifier, hops + 1);
          if (place) return place;
        }
      }
      return undefined;
    }
    const returned = parent.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(parent) : parent.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === node ? parent : undefined;
    if (hops < MAX_ITEM_HOPS && returned) {
      for (const call of callsOf(sourceCode, returned)) {
        const place = itemPlace(sourceCode, call, hops + 1);
        if (place) return place;
      }
      return undefined;
    }
    if ((parent.type === AST_NODE_TYPES.ConditionalExpression && node !== parent.test) || (parent.type === AST_NODE_TYPES.LogicalExpression && node === parent.right) || parent.type === AST_NODE_TYPES.SpreadElement) {
      node = parent;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.ArrayExpression) {
      const holder: TSESTree.Node | undefined = parent.parent;
      if (holder?.type === AST_NODE_TYPES.Property && holder.value === parent && propertyKeyName(holder) === "content" && holder.parent.type === AST_NODE_TYPES.ObjectExpression) {
        return { kind: "array", array: parent, result: holder.parent };
      }
      node = parent;
      continue;
    }
    if (parent.type === AST_NODE_TYPES.CallExpression && parent.arguments.includes(node as TSESTree.Expression) && parent.callee.type === AST_NODE_TYPES.MemberExpression && !parent.callee.computed) {
      const method = memberName(parent.callee);
      const target = unwrapCastsAndChains(parent.callee.object);
      const named = target.type === AST_NODE_TYPES.Identifier ? target.name : target.type === AST_NODE_TYPES.MemberExpression ? memberName(target) : undefined;
      return (method === "push" || method === "unshift") && named === "content" ? { kind: "pushed", target } : undefined;
    }
    return undefined;
  }
  return undefined;
}

/**
 * The results a `content` array pushed onto belongs to, where the file says: the object `response` was made as
 * (`const response = { content: [], isError: false }` for `response.content.push(...)`; what is assigned to
 * `response.isError` later is in `laterFlags`), or the object literals a `content` array is put in (`{ content,
 * isError: failed > 0 }`). None when they are not known.
 */
function resultsOfPushTarget(sourceCode: Readonly<TSESLint.SourceCode>, target: TSESTree.Node): { results: TSESTree.ObjectExpression[]; laterFlags: TSESTree.Node[] } {
  const results: TSESTree.ObjectExpression[] = [];
  const laterFlags: TSESTree.Node[] = [];
  const holder: TSESTree.Node = target.type === AST_NODE_TYPES.MemberExpression ? unwrapCastsAndChains(target.object) : target;
  if (holder.type !== AST_NODE_TYPES.Identifier) return { results, laterFlags };
  const variable = findVariableOf(sourceCode, holder);
  if (!variable) return { results, laterFlags };
  if (target.type === AST_NODE_TYPES.MemberExpression) {
    const definition = variable.defs[0];
    const init = definition?.type === "Variable" && definition.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.init ? unwrapCastsAndChains(definition.node.init) : undefined;
    if (init?.type === AST_NODE_TYPES.ObjectExpression) results.push(init);
    // `response.isError = true` somewhere: a flag set later, as a computed one.
    for (const reference of variable.references) {
      const member = reference.identifier.parent;
      if (member?.type === AST_NODE_TYPES.MemberExpression && member.object === reference.identifier && memberName(member) === "isError" && member.parent?.type === AST_NODE_TYPES.AssignmentExpression && member.parent.left === member) {
        laterFlags.push(member.parent.right);
      }
    }
    return { results, laterFlags };
  }
  // `{ content, isError }` of a `content` array, or `content: content`.
  for (const reference of variable.references) {
    const property = reference.identifier.parent;
    if (property?.type === AST_NODE_TYPES.Property && property.value === reference.identifier && propertyKeyName(property) === "content" && property.parent.type === AST_NODE_TYPES.ObjectExpression) results.push(property.parent);
  }
  return { results, laterFlags };
}

/** How far around a flag the text of its object is read for a content item's keys. */
const ITEM_WINDOW = 600;
const ITEM_KEY = /(?:^|[{,\s])["']?(?:type|text)["']?\s*:/;

/**
 * Whether the object literal around a key (the text between its unmatched braces, within {@link ITEM_WINDOW}) has a
 * `type` or `text` key of its own; true when its braces are not found so near (the tree decides then).
 */
function mayBeItemKey(text: string, start: number, end: number): boolean {
  const before = ownText(text, start - 1, -1);
  const after = before === undefined ? undefined : ownText(text, end, 1);
  return before === undefined || after === undefined || ITEM_KEY.test(before) || ITEM_KEY.test(after);
}

/**
 * The text of the object around a position, from it to the object's unmatched brace in one direction (`step` -1:
 * back to its `{`; 1: on to its `}`), without what nested braces hold; undefined when that brace is not within
 * {@link ITEM_WINDOW}.
 */
function ownText(text: string, from: number, step: 1 | -1): string | undefined {
  const [opening, closing] = step === 1 ? ["{", "}"] : ["}", "{"];
  const chars: string[] = [];
  let depth = 0;
  for (let index = from, read = 0; index >= 0 && index < text.length && read < ITEM_WINDOW; index += step, read++) {
    const char = text[index]!;
    if (char === opening) depth++;
    else if (char === closing) {
      if (depth === 0) return step === 1 ? chars.join("") : chars.reverse().join("");
      depth--;
    } else if (depth === 0) chars.push(char);
  }
  return undefined;
}

/** The types of MCP's content items. */
const MCP_CONTENT_TYPES: ReadonlySet<unknown> = new Set(["text", "image", "audio", "resource", "resource_link"]);

/** `{ type: "text", text }` and the other MCP content types, or `{ text }` without a type. */
function isMcpContentItem(item: TSESTree.ObjectExpression): boolean {
  const type = propertyNamed(item, "type");
  if (!type) return propertyNamed(item, "text") !== undefined;
  const value = unwrapCastsAndChains(type.value);
  return value.type === AST_NODE_TYPES.Literal && MCP_CONTENT_TYPES.has(value.value);
}
