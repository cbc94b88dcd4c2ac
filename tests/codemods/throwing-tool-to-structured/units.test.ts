// The pieces of throwing-tool-to-structured that need no project: the classification tables, the
// --error-map file, the printed shapes, module specifiers, offsets carried through edits, and the
// mapping from settings["agent-errors"].errorResponse to --style. The projects: projects.test.ts.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ts } from "ts-morph";
import { afterAll, describe, expect, it } from "vitest";
import { applyEdits } from "../../../src/core/fix/edit-plan.js";
import { moduleSpecifier } from "../../../codemods/typed/imports.js";
import { commentsDropped, layoutOf, mapOffset, type Layout } from "../../../codemods/typed/nodes.js";
import { classifyMessage, classifyStatus, readErrorMap, retryable } from "../../../codemods/typed/throwing-tool/classify.js";
import { mcpError, print, resultObjectError, toolErrorV1 } from "../../../codemods/typed/throwing-tool/payload.js";
import { STYLE_OF_ERROR_RESPONSE } from "../../../codemods/typed/throwing-tool/migrate.js";
import { ERROR_RESPONSE_STYLES } from "../../../src/core/settings.js";
import { makeTempDir } from "../../helpers.js";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const layout: Layout = { eol: "\n", indentUnit: "  ", quote: '"', trailingComma: true, width: 100 };

describe("classification", () => {
  it("maps HTTP statuses as the `toolError:v1` convention's table says, and only network and server errors are retryable", () => {
    expect([404, 401, 403, 400, 422, 429, 500, 503].map((status) => classifyStatus(status).code)).toEqual([
      "NOT_FOUND",
      "AUTHENTICATION_ERROR",
      "AUTHENTICATION_ERROR",
      "CLIENT_ERROR",
      "CLIENT_ERROR",
      "CLIENT_ERROR",
      "SERVER_ERROR",
      "SERVER_ERROR",
    ]);
    expect([404, 403, 400, 500].map((status) => classifyStatus(status).errorType)).toEqual(["not_found", "permission", "validation", "execution"]);
    expect(["NETWORK_ERROR", "SERVER_ERROR", "CLIENT_ERROR", "NOT_FOUND", "AUTHENTICATION_ERROR", "UNKNOWN_ERROR"].map((code) => retryable(code as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads the words of a plain error's message (the `{ ok, error, errorType }` convention's tools)", () => {
    const types = (messages: string[]): (string | undefined)[] => messages.map((message) => classifyMessage(message)?.errorType);
    expect(
      types([
        "File not found: src/a.ts",
        "Refusing to write outside project root: ../x. Use a relative path within the project.",
        "Request timed out after 30s",
        'Only enveloped patch format is supported. Patch must start with "*** Begin Patch"',
        "Missing required parameter: path",
        "Command failed with exit code 2",
      ]),
    ).toEqual(["not_found", "permission", "timeout", "validation", "validation", undefined]);
    expect(classifyMessage("Network error: ECONNRESET")?.code).toBe("NETWORK_ERROR");
    expect(classifyMessage(undefined)).toBeUndefined();
  });

  it("reads --error-map, deriving the missing half, and says what is wrong with a bad one", () => {
    const dir = makeTempDir("error-map");
    temps.push(dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "map.json"), JSON.stringify({ classes: { QuotaError: { errorType: "permission" }, UpstreamError: { code: "SERVER_ERROR" } } }));
    expect(Object.fromEntries(readErrorMap(dir, "map.json").classes)).toEqual({
      QuotaError: { errorType: "permission", code: "AUTHENTICATION_ERROR" },
      UpstreamError: { errorType: "execution", code: "SERVER_ERROR" },
    });
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ classes: { QuotaError: { errorType: "quota" } } }));
    expect(() => readErrorMap(dir, "bad.json")).toThrow('--error-map bad.json: "QuotaError".errorType must be one of validation, not_found, permission, execution, timeout');
    expect(() => readErrorMap(dir, "missing.json")).toThrow(/^--error-map: could not read missing\.json/);
    expect(readErrorMap(dir, undefined).classes.size).toBe(0);
    writeFileSync(join(dir, "kept.json"), JSON.stringify({ keepThrown: ["AuthRedirectError", "SessionExpiredError"] }));
    expect(readErrorMap(dir, "kept.json")).toEqual({ classes: new Map(), keepThrown: new Set(["AuthRedirectError", "SessionExpiredError"]) });
    writeFileSync(join(dir, "bad-kept.json"), JSON.stringify({ keepThrown: "AuthRedirectError" }));
    expect(() => readErrorMap(dir, "bad-kept.json")).toThrow('--error-map bad-kept.json: "keepThrown" must be an array of class names');
    writeFileSync(join(dir, "extra.json"), JSON.stringify({ classes: {}, rethrow: [] }));
    expect(() => readErrorMap(dir, "extra.json")).toThrow('--error-map extra.json: expected { "classes"?: { ... }, "keepThrown"?: [ ... ] }');
  });

  it("takes the default style from settings: error-property is agent-tool, tool-error-v1, ok-false is result-object", () => {
    expect(ERROR_RESPONSE_STYLES.map((style) => STYLE_OF_ERROR_RESPONSE[style])).toEqual(["agent-tool", "tool-error-v1", "result-object"]);
  });
});

describe("printed shapes", () => {
  it("prints the `{ ok, error, errorType }` convention's and the `toolError:v1` convention's error shapes on one line when they fit, one property per line otherwise", () => {
    const notFound = { kind: "static", classification: classifyStatus(404), statusCode: "404" } as const;
    expect(print(resultObjectError("`File not found: ${req}`", notFound, layout), layout, "", 0)).toBe(
      '{ ok: false, error: `File not found: ${req}`, errorType: "not_found", details: { statusCode: 404 } }',
    );
    expect(print(toolErrorV1("message", notFound, { ...layout, quote: "'", trailingComma: false }), { ...layout, quote: "'", trailingComma: false }, "  ", 60)).toBe(
      "{\n    kind: 'toolError:v1',\n    code: 'NOT_FOUND',\n    message,\n    retryable: false,\n    details: { statusCode: 404 }\n  }",
    );
    const dynamic = { kind: "dynamic", status: "res.status" } as const;
    expect(print(toolErrorV1("text", dynamic, layout), { ...layout, width: 1000 }, "", 0)).toBe(
      '{ kind: "toolError:v1", code: res.status === 404 ? "NOT_FOUND" : res.status === 401 || res.status === 403 ? "AUTHENTICATION_ERROR" : ' +
        'res.status >= 500 ? "SERVER_ERROR" : "CLIENT_ERROR", message: text, retryable: res.status >= 500, details: { statusCode: res.status } }',
    );
    expect(print(mcpError("text", resultObjectError("text", notFound, layout), layout, true), { ...layout, width: 1000 }, "", 0)).toBe(
      '{ isError: true, content: [{ type: "text" as const, text }], structuredContent: { ok: false, error: text, errorType: "not_found", details: { statusCode: 404 } } }',
    );
  });

  it("keeps copied code that spans lines as written, around it on its first and last lines", () => {
    const multiLine = { kind: "static", classification: classifyStatus(500) } as const;
    expect(print(resultObjectError("`a\n  b`", multiLine, layout), layout, "", 0)).toBe('{ ok: false, error: `a\n  b`, errorType: "execution" }');
  });
});

describe("text helpers", () => {
  const sourceFile = (text: string, name = "/p/src/tools/a.ts"): ts.SourceFile => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);

  it("writes a project module as the file's other relative imports do", () => {
    const target = "/p/src/types.ts";
    const options: ts.CompilerOptions = {};
    expect(moduleSpecifier(sourceFile('import { x } from "./x.js";\n'), "/p/src/tools/a.ts", target, options)).toBe("../types.js");
    expect(moduleSpecifier(sourceFile('import { x } from "./x";\n'), "/p/src/tools/a.ts", target, options)).toBe("../types");
    expect(moduleSpecifier(sourceFile('import { z } from "zod";\n'), "/p/src/tools/a.ts", target, { moduleResolution: ts.ModuleResolutionKind.NodeNext })).toBe("../types.js");
    expect(moduleSpecifier(sourceFile('import { z } from "zod";\n'), "/p/src/a.ts", "/p/src/b.mts", { moduleResolution: ts.ModuleResolutionKind.Bundler })).toBe("./b");
  });

  it("carries offsets through edits, into wrapped code too", () => {
    const text = "return names.map((name) => name);\n";
    const start = text.indexOf("names");
    const end = text.indexOf(";");
    const edits = [
      { range: [start, end] as const, text: `{ ok: true, data: ${text.slice(start, end)} }` },
      { range: [0, 0] as const, text: "// x\n" },
    ];
    const after = applyEdits(text, edits);
    const inner = text.indexOf("(name)");
    expect(after.slice(mapOffset(text, inner, edits)).startsWith("(name) => name)")).toBe(true);
    expect(after.slice(mapOffset(text, text.length - 1, edits))).toBe("\n");
  });

  it("finds the comments a rewrite would drop, on the line of the token before them too", () => {
    const file = sourceFile('function f(k: string) {\n  if (!k) throw new Error(/* shown */ "Missing k"); // kept\n}\n');
    let thrown: ts.ThrowStatement | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isThrowStatement(node)) thrown = node;
      ts.forEachChild(node, visit);
    };
    visit(file);
    const message = (thrown!.expression as ts.NewExpression).arguments![0]!;
    expect(commentsDropped(file, thrown!, [message]).map((comment) => comment.text)).toEqual(["/* shown */"]);
    expect(commentsDropped(file, thrown!, [thrown!.expression])).toEqual([]);
  });

  it("reads a file's layout: line endings, indentation, quotes, trailing commas", () => {
    expect(layoutOf(sourceFile("const a = {\r\n    b: 'x'\r\n};\r\n"))).toMatchObject({ eol: "\r\n", indentUnit: "    ", quote: "'", trailingComma: false });
    expect(layoutOf(sourceFile('const a = {\n\tb: "x",\n};\n'))).toMatchObject({ eol: "\n", indentUnit: "\t", quote: '"', trailingComma: true });
  });
});
