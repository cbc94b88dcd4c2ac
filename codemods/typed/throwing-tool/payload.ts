/**
 * The text the codemod writes: the error and success shapes of each style, printed in the file's own
 * layout (quotes, indentation, line endings, trailing commas): on one line when it fits, one property
 * per line otherwise.
 */
import { quoted, type Layout } from "../nodes.js";
import { RESULT_ERROR_TYPES, TOOL_ERROR_CODE_NAMES, TOOL_ERROR_KIND } from "../../../src/core/error-styles.js";
import { classifyStatus, retryable, type Classification } from "./classify.js";

/** A generated value: raw expression text, an object (ordered properties) or an array. */
export type Tree = string | { object: [string, Tree][] } | { array: Tree[] } | { call: string; argument: Tree };

/** `key: value`, or the shorthand `key` when the value is a variable of that name. */
function property(key: string, value: string): string {
  return value === key ? key : `${key}: ${value}`;
}

function flat(tree: Tree): string {
  if (typeof tree === "string") return tree;
  if ("call" in tree) return `${tree.call}(${flat(tree.argument)})`;
  if ("array" in tree) return `[${tree.array.map(flat).join(", ")}]`;
  return tree.object.length === 0 ? "{}" : `{ ${tree.object.map(([key, value]) => property(key, flat(value))).join(", ")} }`;
}

/** Prints `tree` starting at `column` on a line indented by `indent`. */
export function print(tree: Tree, layout: Layout, indent: string, column: number): string {
  const oneLine = flat(tree);
  // Copied code that spans lines stays as it was written (its lines keep their indentation), so the
  // object around it stays on its first and last lines.
  if (typeof tree === "string" || oneLine.includes("\n") || column + oneLine.length <= layout.width) return oneLine;
  if ("call" in tree) return `${tree.call}(${print(tree.argument, layout, indent, column + tree.call.length + 1)})`;
  const inner = indent + layout.indentUnit;
  const comma = layout.trailingComma ? "," : "";
  if ("array" in tree) {
    if (tree.array.length === 1) return `[${print(tree.array[0]!, layout, indent, column + 1)}]`;
    return `[${layout.eol}${tree.array.map((item) => `${inner}${print(item, layout, inner, inner.length)}`).join(`,${layout.eol}`)}${comma}${layout.eol}${indent}]`;
  }
  const lines = tree.object.map(([key, value]) => `${inner}${property(key, print(value, layout, inner, inner.length + key.length + 2))}`);
  return `{${layout.eol}${lines.join(`,${layout.eol}`)}${comma}${layout.eol}${indent}}`;
}

/** How a failure is classified: known when the codemod is written, or computed from a status at run time. */
export type Failure = { kind: "static"; classification: Classification; statusCode?: string } | { kind: "dynamic"; status: string };

function staticOr<T>(failure: Failure, known: (classification: Classification) => T, dynamic: (status: string) => T): T {
  return failure.kind === "static" ? known(failure.classification) : dynamic(failure.status);
}

/** `status === 404 ? "not_found" : ...`, following {@link classifyStatus}. */
function statusConditional(status: string, layout: Layout, pick: (classification: Classification) => string): string {
  const q = (classification: Classification): string => quoted(pick(classification), layout);
  return (
    `${status} === 404 ? ${q(classifyStatus(404))} : ${status} === 401 || ${status} === 403 ? ${q(classifyStatus(401))} : ` +
    `${status} >= 500 ? ${q(classifyStatus(500))} : ${q(classifyStatus(400))}`
  );
}

function details(failure: Failure): [string, Tree][] {
  const statusCode = failure.kind === "static" ? failure.statusCode : failure.status;
  return statusCode === undefined ? [] : [["details", { object: [["statusCode", statusCode]] }]];
}

/** The `{ ok, error, errorType }` convention: `{ ok: false, error, errorType, details? }`. */
export function resultObjectError(message: string, failure: Failure, layout: Layout): Tree {
  const errorType = staticOr(
    failure,
    (classification) => quoted(classification.errorType, layout),
    (status) => statusConditional(status, layout, (classification) => classification.errorType),
  );
  return { object: [["ok", "false"], ["error", message], ["errorType", errorType], ...details(failure)] };
}

/** The `toolError:v1` convention: `{ kind: "toolError:v1", code, message, retryable, details? }`. */
export function toolErrorV1(message: string, failure: Failure, layout: Layout): Tree {
  const code = staticOr(
    failure,
    (classification) => quoted(classification.code, layout),
    (status) => statusConditional(status, layout, (classification) => classification.code),
  );
  const canRetry = staticOr(
    failure,
    (classification) => String(retryable(classification.code)),
    (status) => `${status} >= 500`,
  );
  return { object: [["kind", quoted(TOOL_ERROR_KIND, layout)], ["code", code], ["message", message], ["retryable", canRetry], ...details(failure)] };
}

/**
 * An MCP tool result for a failure: the message as text, the structured payload beside it. For a tool that
 * declares an `outputSchema`, the payload goes into a JSON text block instead of `structuredContent`: the
 * MCP SDK's client checks `structuredContent` against the output schema even on an error result, and would
 * throw instead of showing the error.
 */
export function mcpError(message: string, payload: Tree, layout: Layout, literalTypes: boolean, outputSchema = false): Tree {
  const text = quoted("text", layout);
  const type = literalTypes ? `${text} as const` : text;
  const textItem: Tree = { object: [["type", type], ["text", message]] };
  if (outputSchema) {
    return {
      object: [
        ["isError", "true"],
        ["content", { array: [textItem, { object: [["type", type], ["text", { call: "JSON.stringify", argument: payload }]] }] }],
      ],
    };
  }
  return { object: [["isError", "true"], ["content", { array: [textItem] }], ["structuredContent", payload]] };
}

/** The `{ ok, error, errorType }` convention: `{ ok: true, data }`. */
export function resultObjectSuccess(data: string): Tree {
  return { object: [["ok", "true"], ["data", data]] };
}

/** The error shape as a type, for declared return types when the project has none of its own. */
export function errorShapeType(style: "result-object" | "tool-error-v1", layout: Layout): string {
  const q = (value: string): string => quoted(value, layout);
  if (style === "result-object") {
    return `{ ok: false; error: string; errorType: ${RESULT_ERROR_TYPES.map(q).join(" | ")}; details?: Record<string, unknown> }`;
  }
  return `{ kind: ${q(TOOL_ERROR_KIND)}; code: ${TOOL_ERROR_CODE_NAMES.map(q).join(" | ")}; message: string; retryable: boolean; details?: Record<string, unknown> }`;
}
