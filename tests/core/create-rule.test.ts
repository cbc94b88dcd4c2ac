import tsParser from "@typescript-eslint/parser";
import type { TSESTree } from "@typescript-eslint/utils";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { createRule, TOO_DEEP } from "../../src/core/create-rule.js";

/** Recurses until the stack overflows, as TypeScript's checker does on deeply nested code. */
function recurse(depth: number): number {
  return depth + recurse(depth + 1);
}

function ruleThatThrows(throwing: () => void) {
  return createRule<[{ mode?: string }], "found">({
    name: "probe",
    meta: {
      type: "problem",
      docs: { description: "probe" },
      messages: { found: "found {{mode}}" },
      schema: [{ type: "object", properties: { mode: { type: "string", description: "mode" } }, additionalProperties: false }],
      defaultOptions: [{ mode: "default" }],
    },
    create(context, [{ mode }]) {
      return {
        Identifier(node: TSESTree.Identifier) {
          if (node.name === "boom") throwing();
          context.report({ node, messageId: "found", data: { mode: mode ?? "none" } });
        },
      };
    },
  });
}

function lint(rule: ReturnType<typeof ruleThatThrows>, code: string, options: unknown[] = []): Linter.LintMessage[] {
  return new Linter({ configType: "flat" }).verify(
    code,
    [{ files: ["**/*.ts"], languageOptions: { parser: tsParser as never }, plugins: { probe: { rules: { probe: rule as never } } }, rules: { "probe/probe": ["error", ...options] as never } }],
    "file.ts",
  );
}

describe("createRule", () => {
  it("turns a stack overflow in a listener into one report where it happened, and goes on with the file", () => {
    const messages = lint(ruleThatThrows(() => recurse(0)), "const a = 1;\nconst b = boom + boom;\nconst c = a;");
    expect(messages.map((message) => `${message.line}:${message.column} ${message.messageId ?? ""}`)).toEqual([
      "1:7 found",
      "2:7 found",
      `2:11 ${TOO_DEEP}`,
      "3:7 found",
      "3:11 found",
    ]);
    expect(messages.find((message) => message.messageId === TOO_DEEP)?.message).toMatch(/nests too deeply/);
  });

  it("lets every other exception through (a bug must not be hidden)", () => {
    expect(() =>
      lint(
        ruleThatThrows(() => {
          throw new TypeError("a bug");
        }),
        "boom;",
      ),
    ).toThrow(/a bug/);
  });

  it("merges the options with meta.defaultOptions, once per distinct option set", () => {
    const rule = ruleThatThrows(() => undefined);
    expect(lint(rule, "x;").map((message) => message.message)).toEqual(["found default"]);
    expect(lint(rule, "x;", [{ mode: "set" }]).map((message) => message.message)).toEqual(["found set"]);
    expect(lint(rule, "x;").map((message) => message.message)).toEqual(["found default"]);
  });
});
