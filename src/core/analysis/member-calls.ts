/**
 * Calls of methods by name (`p.catch(cb)`, `server.registerTool(...)`), found from the file's tokens and a
 * descent to each candidate, not by walking every node of the file: a name that the file never spells
 * costs a text search, and one it spells costs a pass over the tokens plus the depth of the tree per use.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { nodeAtOffset } from "../ast.js";
import { cachedPerFile } from "./file-cache.js";

export interface MemberCall {
  call: TSESTree.CallExpression;
  member: TSESTree.MemberExpression;
  name: string;
}

/**
 * The calls `x.name(...)` (and `x["name"](...)`) of the given method names in a file, in source order,
 * computed once per file and list of names.
 */
export function findMemberCalls(sourceCode: Readonly<TSESLint.SourceCode>, names: readonly string[]): readonly MemberCall[] {
  return cachedPerFile(sourceCode.ast, "member-calls", names.join("\0"), () => {
    const calls: MemberCall[] = [];
    const wanted = new Set(names.filter((name) => sourceCode.text.includes(name)));
    if (wanted.size === 0) return calls;
    const ast = sourceCode.ast;
    for (const token of ast.tokens ?? []) {
      let name: string;
      if (token.type === "Identifier") name = token.value;
      else if (token.type === "String") name = token.value.slice(1, -1);
      else continue;
      if (!wanted.has(name)) continue;
      const property = nodeAtOffset(ast, token.range[0], sourceCode.visitorKeys);
      const member = property?.parent;
      const call = member?.parent;
      if (member?.type !== AST_NODE_TYPES.MemberExpression || member.property !== property) continue;
      if (member.computed !== (token.type === "String")) continue;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== member) continue;
      calls.push({ call, member, name });
    }
    return calls;
  });
}
