import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { nodeAtOffset } from "../../src/core/ast.js";
import { findMemberCalls, tokensSpelling } from "../../src/core/analysis/by-name.js";
import { withSourceCode } from "../helpers.js";

describe("findMemberCalls", () => {
  it("finds method calls by name, dotted or with a string key, and nothing else", () => {
    let found: string[] = [];
    withSourceCode(
      `
      const list = await fetchIssues().catch(() => []);
      promise["then"](onOk, onFail);
      server.registerTool("a", {}, handler)?.then?.(done);
      class Client { catch() { return 1; } then = 2; }
      const then = client.then;
      register(catchAll, { catch: true });
      obj[catchKey](x);
      \`catch then\`;
      try { load(); } catch (error) { log(error); }
    `,
      (sourceCode) => {
        found = findMemberCalls(sourceCode, ["catch", "then", "registerTool"]).map(({ call, name }) => `${name}: ${sourceCode.getText(call.callee)}`);
      },
    );
    expect(found).toEqual(["catch: fetchIssues().catch", 'then: promise["then"]', "registerTool: server.registerTool", "then: server.registerTool(\"a\", {}, handler)?.then"]);
  });

  it("finds the tokens that spell a word, not longer names, comments or template text", () => {
    withSourceCode(
      `
      // catch me
      try { catchAll(); } catch (e) { void \`catch\`; }
      promise.catch(() => "catch")["catch"](fail);
      const precatch = { catch: 'catch' };
    `,
      (sourceCode) => {
        const spelled = tokensSpelling(sourceCode, "catch").map((token) => `${token.type} ${token.value} @${sourceCode.getLocFromIndex(token.range[0]).line}`);
        expect(spelled).toEqual(["Keyword catch @3", "Identifier catch @4", "String \"catch\" @4", "String \"catch\" @4", "Identifier catch @5", "String 'catch' @5"]);
      },
    );
  });
});

describe("nodeAtOffset", () => {
  it("descends to the innermost node at an offset", () => {
    withSourceCode(`const a = [1, , [2, call(x)]];`, (sourceCode) => {
      const at = (text: string): string | undefined => {
        const node = nodeAtOffset(sourceCode.ast, sourceCode.text.indexOf(text), sourceCode.visitorKeys);
        return node && `${node.type} ${sourceCode.getText(node as TSESTree.Node)}`;
      };
      expect(at("x)")).toBe("Identifier x");
      expect(at("call")).toBe("Identifier call");
      expect(at("(x")).toBe("CallExpression call(x)");
      expect(at("2,")).toBe("Literal 2");
      expect(at(", ,")).toBe("ArrayExpression [1, , [2, call(x)]]");
      expect(nodeAtOffset(sourceCode.ast, 10_000, sourceCode.visitorKeys)).toBeUndefined();
    });
  });
});
