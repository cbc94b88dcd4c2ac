// Planned text edits (src/core/fix/edit-plan.ts): what a codemod moves keeps its inner edits and its
// comments, follows its new place's indentation (but not inside a multi-line template), and edits that would
// overlap without nesting are refused.
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { EditPlan, applyEdits } from "../../src/core/fix/edit-plan.js";
import { forEachNode, withSourceCode } from "../helpers.js";

function arrowBodies(sourceCode: Parameters<Parameters<typeof withSourceCode>[1]>[0]): TSESTree.Expression[] {
  const bodies: TSESTree.Expression[] = [];
  forEachNode(sourceCode, sourceCode.ast, (node) => {
    if (node.type === "ArrowFunctionExpression" && node.body.type !== "BlockStatement") bodies.push(node.body);
  });
  return bodies.sort((a, b) => a.range[0] - b.range[0]);
}

describe("EditPlan", () => {
  it("moves code to a shallower place with its lines re-indented, template lines as they are", () => {
    const code = `export async function load(api: Api) {\n  return await wrap(\n    () =>\n      api.get({\n        id: 1,\n        note: \`line one\n  line two\`,\n      }),\n  );\n}\n`;
    withSourceCode(code, (sourceCode) => {
      const [body] = arrowBodies(sourceCode);
      const call = body!.parent!.parent as TSESTree.CallExpression;
      const plan = new EditPlan(sourceCode);
      plan.replace(call.range, plan.movedText(body!, call.range[0]));
      expect(plan.apply(code)).toBe(`export async function load(api: Api) {\n  return await api.get({\n    id: 1,\n    note: \`line one\n  line two\`,\n  });\n}\n`);
    });
  });

  it("takes the edits planned inside moved code into its text (a wrapper inside a wrapper), and refuses a crossing edit", () => {
    const code = `const x = outer(() => inner(() => value));\n`;
    withSourceCode(code, (sourceCode) => {
      const [outerBody, innerBody] = arrowBodies(sourceCode);
      const innerCall = innerBody!.parent!.parent as TSESTree.CallExpression;
      const outerCall = outerBody!.parent!.parent as TSESTree.CallExpression;
      const plan = new EditPlan(sourceCode);
      plan.replace(innerCall.range, plan.movedText(innerBody!, innerCall.range[0]));
      expect(plan.conflicts(outerCall.range)).toBe(false);
      expect(plan.conflicts([innerCall.range[0] - 3, innerCall.range[0] + 2])).toBe(true);
      plan.replace(outerCall.range, plan.movedText(outerBody!, outerCall.range[0]));
      expect(plan.all).toHaveLength(1);
      expect(plan.apply(code)).toBe(`const x = value;\n`);
    });
  });

  it("applies edits in any order and refuses overlapping ones", () => {
    expect(applyEdits("abcdef", [{ range: [4, 5], text: "E" }, { range: [0, 1], text: "A" }])).toBe("AbcdEf");
    expect(() => applyEdits("abcdef", [{ range: [0, 3], text: "" }, { range: [2, 4], text: "" }])).toThrow(/overlapping edits/);
  });
});
