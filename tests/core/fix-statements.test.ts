// Statement edits that keep the file's layout (src/core/fix/statements.ts) and the edits on failure handlers
// (src/core/fix/failure-handlers.ts): what no-empty-catch-fallback's suggestions are made of.
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { findFailureHandlers } from "../../src/core/analysis/failure-handlers.js";
import { caughtErrorBinding, removeRejectionHandler } from "../../src/core/fix/failure-handlers.js";
import type { TextEdit } from "../../src/core/fix/imports.js";
import { appendToBlock, semicolonLike } from "../../src/core/fix/statements.js";
import { forEachNode, withSourceCode } from "../helpers.js";

const apply = (code: string, edits: readonly TextEdit[]): string =>
  [...edits].sort((a, b) => b.range[0] - a.range[0]).reduce((text, edit) => text.slice(0, edit.range[0]) + edit.text + text.slice(edit.range[1]), code);

describe("statement edits", () => {
  it("appends a statement on its own line, indented as the block's statements, after a trailing comment", () => {
    const code = `export async function load() {\n  try {\n    return await fetchAll();\n  } catch {\n    // the service is optional\n  }\n}\ndeclare function fetchAll(): Promise<unknown>;\n`;
    withSourceCode(code, (sourceCode) => {
      let block: TSESTree.BlockStatement | undefined;
      forEachNode(sourceCode, sourceCode.ast, (node) => {
        if (node.type === "CatchClause") block = node.body;
      });
      const out = apply(code, [appendToBlock(sourceCode, block!, "throw new Error(\"load failed\");")]);
      expect(out).toContain(`  } catch {\n    // the service is optional\n    throw new Error("load failed");\n  }`);
    });
  });

  it("writes `;` only where the code around does", () => {
    const answers: string[] = [];
    for (const code of ["const a = 1;\n", "const a = 1\n", "function f() {}\n"]) {
      withSourceCode(code, (sourceCode) => answers.push(semicolonLike(sourceCode, sourceCode.ast.body[0])));
    }
    expect(answers).toEqual([";", "", ";"]);
  });
});

describe("failure handler edits", () => {
  it("binds the caught error under a free name, or uses the handler's own; removes a rejection handler", () => {
    const code = `declare function load(): Promise<string[]>;
declare const error: unknown;
export async function a() { try { return await load(); } catch { return []; } }
export const b = () => load().catch(() => []);
export const c = () => load().then((names) => names, (e) => []);
`;
    withSourceCode(code, (sourceCode) => {
      const { handlers } = findFailureHandlers(sourceCode);
      const inUse = (name: string): boolean => name === "error";
      const bindings = handlers.map((handler) => caughtErrorBinding(sourceCode, handler, inUse));
      // Handler i is on line i + 3 of the code.
      expect(bindings.map((binding, index) => apply(sourceCode.text, binding!.edits).split("\n")[index + 2])).toEqual([
        "export async function a() { try { return await load(); } catch (err) { return []; } }",
        "export const b = () => load().catch((err) => []);",
        "export const c = () => load().then((names) => names, (e) => []);",
      ]);
      expect(bindings.map((binding) => binding?.name)).toEqual(["err", "err", "e"]);
      const removals = handlers.filter((handler) => handler.promiseCall).map((handler) => apply(sourceCode.text, [removeRejectionHandler(sourceCode, handler.promiseCall!)!]).split("\n"));
      expect(removals[0]![3]).toBe("export const b = () => load();");
      expect(removals[1]![4]).toBe("export const c = () => load().then((names) => names);");
    });
  });
});
