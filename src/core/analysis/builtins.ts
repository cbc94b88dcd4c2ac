/**
 * What the analyses know about JavaScript's built-ins: which methods make their result out of their
 * receiver, which globals pass their arguments through, and which types can only hold values that no
 * one else controls. Shared by the trust analysis and the tool-input analysis.
 */
import type { FunctionSpecifier } from "../settings.js";
import tsutils from "../ts-api-utils.cjs";
import ts from "../typescript.cjs";

const { isTypeFlagSet, isUnionType } = tsutils;

/** String and array methods whose result is made of the receiver. */
export const RECEIVER_METHODS: ReadonlySet<string> = new Set([
  "toString",
  "trim",
  "trimStart",
  "trimEnd",
  "toLowerCase",
  "toUpperCase",
  "toLocaleLowerCase",
  "toLocaleUpperCase",
  "slice",
  "substring",
  "substr",
  "padStart",
  "padEnd",
  "repeat",
  "at",
  "charAt",
  "normalize",
  "split",
  "valueOf",
  "flat",
  "reverse",
  "sort",
  "toSorted",
  "toReversed",
  "filter",
  "find",
  "findLast",
]);

/** Methods whose result joins the receiver with the arguments. */
/**
 * Methods that put their arguments into their receiver: a collection is read by what is written to it (taint.ts), and
 * a caught error handed to one has left its `catch` (caught-escape.ts).
 */
export const COLLECTION_WRITE_METHODS: ReadonlySet<string> = new Set(["push", "unshift", "splice", "set", "add"]);

export const JOINING_METHODS: ReadonlySet<string> = new Set(["concat", "replace", "replaceAll", "join", "with"]);

/**
 * Built-in methods that call nothing they are given and whose failure is the runtime's own text (`x.toUpperCase is
 * not a function`, `Invalid time value`), never their receiver's or arguments' text: a call of one cannot throw a
 * caught failure on. (Not the ones that take a callback, `filter` or `replace` with a function, nor parsers.)
 */
export const QUOTE_FREE_METHODS: ReadonlySet<string> = new Set([
  // The receiver's methods above that take no callback (not `filter`, `find`, `sort`'s comparator).
  ...[...RECEIVER_METHODS].filter((method) => !["filter", "find", "findLast", "sort", "toSorted"].includes(method)),
  ...["toISOString", "toJSON", "toUTCString", "toDateString", "toTimeString", "toLocaleString", "toLocaleDateString", "toLocaleTimeString"],
  ...["toFixed", "toPrecision", "getTime", "includes", "startsWith", "endsWith", "indexOf", "lastIndexOf", "join", "concat"],
]);

/** Global conversions whose failure never quotes what they convert (`String(error)`). */
export const QUOTE_FREE_GLOBALS: ReadonlySet<string> = new Set(["String", "Number", "Boolean"]);

/** Static methods of global objects that call nothing they are given and never quote it (`Object.keys(data)`). */
export const QUOTE_FREE_STATIC_METHODS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Object", new Set(["keys", "values", "entries"])],
  ["Math", new Set(["min", "max", "round", "floor", "ceil", "abs", "trunc", "sign", "random"])],
  ["Date", new Set(["now"])],
]);

/** Global functions whose result is made of their arguments. */
export const PASS_THROUGH_GLOBALS: ReadonlySet<string> = new Set(["String", "encodeURIComponent", "encodeURI", "decodeURIComponent", "decodeURI", "escape", "unescape", "structuredClone"]);

/**
 * A type whose values nobody else's text can be in: numbers, booleans, enums, unions of literals,
 * `null`/`undefined`. (A value of such a type that came through a cast is another matter: callers check.)
 */
export function isSafePrimitive(type: ts.Type): boolean {
  if (isUnionType(type)) return type.types.every(isSafePrimitive);
  return isTypeFlagSet(
    type,
    ts.TypeFlags.NumberLike |
      ts.TypeFlags.BooleanLike |
      ts.TypeFlags.BigIntLike |
      ts.TypeFlags.EnumLike |
      ts.TypeFlags.StringLiteral |
      ts.TypeFlags.Null |
      ts.TypeFlags.Undefined |
      ts.TypeFlags.Void,
  );
}

const PATH_MODULES = ["path", "node:path", "path/posix", "node:path/posix", "path/win32", "node:path/win32"];
const PATH_TEXT_FUNCTIONS = ["resolve", "join", "normalize", "relative", "basename", "dirname", "extname", "toNamespacedPath"];
/**
 * Node's `path` functions that make a path of the text they are given (`path.resolve(projectPath)`, `join(dir,
 * name)`): the result is that text (and the working directory's), as trusted as what went in.
 */
export const PATH_TEXT_CALLS: readonly FunctionSpecifier[] = [
  ...PATH_TEXT_FUNCTIONS.map((name) => ({ name, from: PATH_MODULES })),
  ...PATH_TEXT_FUNCTIONS.map((name) => ({ name: `default.${name}`, from: PATH_MODULES, path: ["default", name] })),
  ...PATH_TEXT_FUNCTIONS.map((name) => ({ name: `posix.${name}`, from: PATH_MODULES, path: ["posix", name] })),
];
