/**
 * The classifications a thrown error can get (the `{ ok, error, errorType }` convention's `errorType`, the
 * `toolError:v1` convention's `code`) and `--error-map`, the file that adds a project's own classes to them.
 * Without ts-morph: a run is refused for a bad map before the project is loaded (and a run that finds no
 * tool never loads it).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ProjectCodemodUsageError } from "../codemod.js";
import { RESULT_ERROR_TYPES, TOOL_ERROR_CODE_NAMES, type ToolErrorCode } from "../../../src/core/error-styles.js";

export const ERROR_TYPES = RESULT_ERROR_TYPES;
export type ErrorType = (typeof ERROR_TYPES)[number];
export const CODES = TOOL_ERROR_CODE_NAMES;
export type Code = ToolErrorCode;

export interface Classification {
  errorType: ErrorType;
  code: Code;
}

const ERROR_TYPE_OF_CODE: Record<Code, ErrorType> = {
  NOT_FOUND: "not_found",
  AUTHENTICATION_ERROR: "permission",
  CLIENT_ERROR: "validation",
  SERVER_ERROR: "execution",
  NETWORK_ERROR: "execution",
  UNKNOWN_ERROR: "execution",
};
const CODE_OF_ERROR_TYPE: Record<ErrorType, Code> = {
  not_found: "NOT_FOUND",
  permission: "AUTHENTICATION_ERROR",
  validation: "CLIENT_ERROR",
  timeout: "NETWORK_ERROR",
  execution: "UNKNOWN_ERROR",
};

export type ClassMap = ReadonlyMap<string, Classification>;

export interface ErrorMap {
  classes: ClassMap;
  /**
   * Classes that stay thrown (the class or a base class, by name, from any module): errors a framework
   * turns into something other than a tool failure, as the MCP SDK does with its protocol errors (built in).
   */
  keepThrown: ReadonlySet<string>;
}

/**
 * `--error-map <file>`: `{ "classes": { "QuotaError": { "errorType": "execution", "code": "CLIENT_ERROR" } }, "keepThrown": ["AuthRedirectError"] }`.
 * Either key of a class may be left out; the other is derived from it. Both top-level keys are optional.
 */
export function readErrorMap(cwd: string, file: string | undefined): ErrorMap {
  const map = new Map<string, Classification>();
  const keepThrown = new Set<string>();
  if (!file) return { classes: map, keepThrown };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(resolve(cwd, file), "utf8"));
  } catch (error) {
    throw new ProjectCodemodUsageError(`--error-map: could not read ${file}: ${(error as Error).message.split("\n")[0]}`);
  }
  const fail = (what: string): never => {
    throw new ProjectCodemodUsageError(`--error-map ${file}: ${what}`);
  };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw) || Object.keys(raw).some((key) => key !== "classes" && key !== "keepThrown")) {
    fail('expected { "classes"?: { ... }, "keepThrown"?: [ ... ] }');
  }
  const { classes = {}, keepThrown: kept = [] } = raw as { classes?: unknown; keepThrown?: unknown };
  if (typeof classes !== "object" || classes === null || Array.isArray(classes)) fail('"classes" must be an object of class names');
  if (!Array.isArray(kept) || kept.some((name) => typeof name !== "string" || !/^[\p{ID_Start}$_][\p{ID_Continue}$]*$/u.test(name))) fail('"keepThrown" must be an array of class names');
  for (const name of kept as string[]) keepThrown.add(name);
  for (const [name, entry] of Object.entries(classes as Record<string, unknown>)) {
    if (typeof entry !== "object" || entry === null || Object.keys(entry).some((key) => key !== "errorType" && key !== "code")) {
      fail(`"${name}" must be { "errorType"?, "code"? }`);
    }
    const { errorType, code } = entry as { errorType?: unknown; code?: unknown };
    if (errorType !== undefined && !ERROR_TYPES.includes(errorType as ErrorType)) fail(`"${name}".errorType must be one of ${ERROR_TYPES.join(", ")}`);
    if (code !== undefined && !CODES.includes(code as Code)) fail(`"${name}".code must be one of ${CODES.join(", ")}`);
    if (errorType === undefined && code === undefined) fail(`"${name}" needs an errorType or a code`);
    map.set(name, {
      errorType: (errorType as ErrorType | undefined) ?? ERROR_TYPE_OF_CODE[code as Code],
      code: (code as Code | undefined) ?? CODE_OF_ERROR_TYPE[errorType as ErrorType],
    });
  }
  return { classes: map, keepThrown };
}
