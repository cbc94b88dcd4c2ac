/**
 * What kind of failure a `throw` is: the `{ ok, error, errorType }` convention's `errorType` and the `toolError:v1` convention's `code` (with `retryable`),
 * decided in this order:
 *
 * 1. an HTTP status known at the throw: a guard `if (res.status === 404)` (or a `case 404:`), or a
 *    numeric literal given to the error's `status` parameter;
 * 2. the thrown class, through the real type hierarchy: the nearest class in the chain that the
 *    `--error-map` file or the built-in table names (`class FileMissing extends ApiNotFoundError` is
 *    `not_found`);
 * 3. an HTTP status known only at run time (`new ApiError(msg, res.status)`, a rethrown error with a
 *    `status`, a guard `if (!res.ok)` on a `Response`): the codes are computed from it in the output;
 * 4. a generic class of the table (`ApiClientError`: any 4xx);
 * 5. for a plain `Error` or a class the table does not know, words of its message ("not found",
 *    "refusing", "timed out", "invalid", ...);
 * 6. otherwise `execution` / `UNKNOWN_ERROR`.
 */
import { ts } from "ts-morph";
import { TOOL_ERROR_CODES } from "../../../src/core/error-styles.js";
import type { ClassMap, Classification, Code } from "./error-map.js";

export { CODES, ERROR_TYPES, readErrorMap, type ClassMap, type Classification, type Code, type ErrorMap, type ErrorType } from "./error-map.js";

/** The `toolError:v1` convention: network and server errors may be retried; the others need a change first. */
export function retryable(code: Code): boolean {
  return TOOL_ERROR_CODES[code];
}

/** The built-in table: class name -> classification; `generic` ones yield to a known status. */
export const CLASS_TABLE: Readonly<Record<string, Classification & { generic?: true }>> = {
  // Sentry's MCP server's application and API client errors.
  UserInputError: { errorType: "validation", code: "CLIENT_ERROR" },
  ApiValidationError: { errorType: "validation", code: "CLIENT_ERROR" },
  ApiNotFoundError: { errorType: "not_found", code: "NOT_FOUND" },
  ApiPermissionError: { errorType: "permission", code: "AUTHENTICATION_ERROR" },
  ApiAuthenticationError: { errorType: "permission", code: "AUTHENTICATION_ERROR" },
  ApiRateLimitError: { errorType: "execution", code: "CLIENT_ERROR" },
  ApiClientError: { errorType: "validation", code: "CLIENT_ERROR", generic: true },
  ApiServerError: { errorType: "execution", code: "SERVER_ERROR" },
  ConfigurationError: { errorType: "execution", code: "UNKNOWN_ERROR" },
  LLMProviderError: { errorType: "execution", code: "UNKNOWN_ERROR" },
  // Common names elsewhere.
  ZodError: { errorType: "validation", code: "CLIENT_ERROR" },
  ValidationError: { errorType: "validation", code: "CLIENT_ERROR" },
  NotFoundError: { errorType: "not_found", code: "NOT_FOUND" },
  PermissionError: { errorType: "permission", code: "AUTHENTICATION_ERROR" },
  ForbiddenError: { errorType: "permission", code: "AUTHENTICATION_ERROR" },
  UnauthorizedError: { errorType: "permission", code: "AUTHENTICATION_ERROR" },
  AuthenticationError: { errorType: "permission", code: "AUTHENTICATION_ERROR" },
  TimeoutError: { errorType: "timeout", code: "NETWORK_ERROR" },
  AbortError: { errorType: "timeout", code: "NETWORK_ERROR" },
  NetworkError: { errorType: "execution", code: "NETWORK_ERROR" },
};

/** The `toolError:v1` convention's status table (and the `{ ok, error, errorType }` convention's types that match it). */
export function classifyStatus(status: number): Classification {
  if (status === 404) return { errorType: "not_found", code: "NOT_FOUND" };
  if (status === 401 || status === 403) return { errorType: "permission", code: "AUTHENTICATION_ERROR" };
  if (status >= 500) return { errorType: "execution", code: "SERVER_ERROR" };
  return { errorType: "validation", code: "CLIENT_ERROR" };
}

/** Words of a plain error's message, first match wins. */
export const MESSAGE_PATTERNS: readonly [RegExp, Classification][] = [
  [/\bnot found\b|\bno such\b|\bdoes not exist\b|\bENOENT\b/i, { errorType: "not_found", code: "NOT_FOUND" }],
  [/\bpermission\b|\bforbidden\b|\bunauthori[sz]ed\b|\bnot allowed\b|\baccess denied\b|\brefusing\b|\bEACCES\b|\bEPERM\b|\bauthentication\b/i, { errorType: "permission", code: "AUTHENTICATION_ERROR" }],
  [/\btimed? ?out\b|\btimeout\b|\bETIMEDOUT\b/i, { errorType: "timeout", code: "NETWORK_ERROR" }],
  [/\bnetwork\b|\bECONNREFUSED\b|\bECONNRESET\b|\bENOTFOUND\b/i, { errorType: "execution", code: "NETWORK_ERROR" }],
  [/\binvalid\b|\bmissing\b|\bmust\b|\bis required\b|\bnot supported\b|\bonly\b.*\bsupported\b|\bexpected\b|\bunsupported\b/i, { errorType: "validation", code: "CLIENT_ERROR" }],
];

export const FALLBACK: Classification = { errorType: "execution", code: "UNKNOWN_ERROR" };

export interface ClassMatch {
  /** The nearest class the map or the table names. */
  specific?: Classification;
  generic?: Classification;
  /** The chain reached a built-in error class (`Error`, `TypeError`, ...) without a match, or the type is not a class. */
  plain: boolean;
}

/** The classes of a type, nearest first: the class itself, then its bases. */
function classChain(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const chain: ts.Type[] = [];
  const seen = new Set<ts.Type>();
  let current: ts.Type | undefined = type;
  while (current && !seen.has(current) && chain.length < 32) {
    seen.add(current);
    chain.push(current);
    const target: ts.Type = (current as ts.TypeReference).target ?? current;
    if (!(target.flags & ts.TypeFlags.Object) || !((target as ts.ObjectType).objectFlags & ts.ObjectFlags.ClassOrInterface)) break;
    current = checker.getBaseTypes(target as ts.InterfaceType)[0];
  }
  return chain;
}

export function matchClass(checker: ts.TypeChecker, program: ts.Program, type: ts.Type, map: ClassMap): ClassMatch {
  if (type.isUnion()) {
    // A narrowed union (`ApiNotFoundError | ApiPermissionError`): one answer only if all members agree.
    const matches = type.types.map((member) => matchClass(checker, program, member, map));
    const first = matches[0];
    const same = (a?: Classification, b?: Classification): boolean => a?.errorType === b?.errorType && a?.code === b?.code;
    if (first && matches.every((match) => same(match.specific, first.specific) && same(match.generic, first.generic))) return first;
    return { plain: false };
  }
  const result: ClassMatch = { plain: true };
  for (const member of classChain(checker, type)) {
    const symbol = member.getSymbol();
    if (!symbol) break;
    const declaration = symbol.declarations?.[0];
    const name = symbol.getName();
    const mapped = map.get(name);
    if (mapped) return { specific: mapped, plain: false };
    const known = CLASS_TABLE[name];
    if (known && !known.generic) return { specific: { errorType: known.errorType, code: known.code }, ...(result.generic ? { generic: result.generic } : {}), plain: false };
    if (known?.generic && !result.generic) result.generic = { errorType: known.errorType, code: known.code };
    if (declaration && program.isSourceFileDefaultLibrary(declaration.getSourceFile())) break;
  }
  if (result.generic) result.plain = false;
  return result;
}

export function classifyMessage(text: string | undefined): Classification | undefined {
  if (text === undefined) return undefined;
  for (const [pattern, classification] of MESSAGE_PATTERNS) if (pattern.test(text)) return classification;
  return undefined;
}
