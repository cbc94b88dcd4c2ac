import { join } from "node:path";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { classNamedBy, classOfType } from "../../src/core/analysis/error-classes.js";
import { DEFAULT_SETTINGS, parseSettings, type ClassSpecifier } from "../../src/core/settings.js";
import { typedFixtureDir } from "../helpers.js";

/** Lints `code` with a probe rule that reports the listed class each `instanceof` right side names. */
function namedClasses(code: string, specs: readonly ClassSpecifier[] = DEFAULT_SETTINGS.expectedErrors): (string | null)[] {
  const found: (string | null)[] = [];
  const probe: TSESLint.RuleModule<never> = {
    defaultOptions: [],
    meta: { type: "problem", messages: {}, schema: [] },
    create(context) {
      return {
        "BinaryExpression[operator='instanceof']"(node: TSESTree.BinaryExpression) {
          found.push(classNamedBy(context.sourceCode, node.right, specs)?.name ?? null);
        },
      };
    },
  };
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(code, [
    {
      files: ["**/*.ts"],
      languageOptions: { parser: tsParser as never },
      plugins: { probe: { rules: { classes: probe as never } } },
      rules: { "probe/classes": "error" },
    },
  ], "file.ts");
  expect(messages).toEqual([]);
  return found;
}

describe("classNamedBy (no types)", () => {
  it("resolves imports, aliases and namespaces", () => {
    expect(
      namedClasses(`
        import { ApiNotFoundError as NotFound, UserInputError } from "./api-client/errors.js";
        import * as errors from "./errors.js";
        declare const e: unknown;
        e instanceof NotFound;
        e instanceof UserInputError;
        e instanceof errors.ConfigurationError;
        e instanceof Error;
      `),
    ).toEqual(["ApiNotFoundError", "UserInputError", "ConfigurationError", null]);
  });

  it("a class declared in the file, and local subclasses of listed classes", () => {
    expect(
      namedClasses(`
        import { ApiClientError } from "./api-client/errors.js";
        export class UserInputError extends Error {}
        class QuotaExceededError extends ApiClientError {}
        class StrictQuotaError extends QuotaExceededError {}
        class Unrelated extends Error {}
        declare const e: unknown;
        e instanceof UserInputError;
        e instanceof QuotaExceededError;
        e instanceof StrictQuotaError;
        e instanceof Unrelated;
      `),
    ).toEqual(["UserInputError", "ApiClientError", "ApiClientError", null]);
  });

  it("a same-named parameter or variable is not the class", () => {
    expect(
      namedClasses(`
        import { UserInputError } from "./errors.js";
        export function check(e: unknown, ApiNotFoundError: new () => Error) {
          const ConfigurationError = class extends Error {};
          return [e instanceof ApiNotFoundError, e instanceof ConfigurationError, e instanceof UserInputError];
        }
      `),
    ).toEqual([null, null, "UserInputError"]);
  });

  it("a class bound to a module is not matched from another module or a local declaration", () => {
    const specs = parseSettings({ expectedErrors: [{ name: "HttpClientError", from: "@acme/http" }] }).expectedErrors;
    expect(
      namedClasses(
        `
        import { HttpClientError } from "@acme/http";
        import { HttpClientError as Other } from "./http.js";
        declare const e: unknown;
        e instanceof HttpClientError;
        e instanceof Other;
      `,
        specs,
      ),
    ).toEqual(["HttpClientError", null]);
    expect(namedClasses(`class HttpClientError extends Error {}\ndeclare const e: unknown;\ne instanceof HttpClientError;`, specs)).toEqual([null]);
  });
});

describe("classOfType (types: the real hierarchy)", () => {
  const program = ts.createProgram([join(typedFixtureDir, "project-errors.ts")], {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(join(typedFixtureDir, "project-errors.ts"))!;
  const typeOf = (name: string): ts.Type => {
    const symbol = checker.getSymbolsInScope(file, ts.SymbolFlags.Variable).find((candidate) => candidate.name === name)!;
    return checker.getTypeOfSymbolAtLocation(symbol, file);
  };
  const expected = DEFAULT_SETTINGS.expectedErrors;
  const server = DEFAULT_SETTINGS.serverErrors;

  it("a project subclass in another module is a client error", () => {
    expect(classOfType(checker, typeOf("notFound"), expected)?.name).toBe("ApiNotFoundError");
    expect(classOfType(checker, typeOf("deepNotFound"), expected)?.name).toBe("ApiNotFoundError");
    expect(classOfType(checker, typeOf("notFound"), server)).toBeUndefined();
    expect(classOfType(checker, typeOf("server"), server)?.name).toBe("ApiServerError");
    expect(classOfType(checker, typeOf("server"), expected)).toBeUndefined();
  });

  it("the closest listed ancestor wins", () => {
    const onlyClient = parseSettings({ expectedErrors: ["ApiClientError"] }).expectedErrors;
    expect(classOfType(checker, typeOf("deepNotFound"), onlyClient)?.name).toBe("ApiClientError");
  });

  it("unions need every member listed; null and undefined do not count", () => {
    expect(["UserInputError", "ApiNotFoundError"]).toContain(classOfType(checker, typeOf("userOrNotFound"), expected)?.name);
    expect(classOfType(checker, typeOf("userOrPlain"), expected)).toBeUndefined();
    expect(classOfType(checker, typeOf("maybeNotFound"), expected)?.name).toBe("ApiNotFoundError");
    expect(classOfType(checker, typeOf("tagged"), expected)?.name).toBe("ApiNotFoundError");
  });

  it("Error, unknown and any are not listed classes", () => {
    expect(classOfType(checker, typeOf("plain"), expected)).toBeUndefined();
    expect(classOfType(checker, typeOf("unknownValue"), expected)).toBeUndefined();
    expect(classOfType(checker, typeOf("anyValue"), expected)).toBeUndefined();
  });

  it("a class bound to a package is not matched by a project class of the same name", () => {
    const fromPackage = parseSettings({ expectedErrors: [{ name: "ApiNotFoundError", from: "@sentry/api" }] }).expectedErrors;
    expect(classOfType(checker, typeOf("notFound"), fromPackage)).toBeUndefined();
  });
});
