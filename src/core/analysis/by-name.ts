/**
 * Calls of methods by name (`p.catch(cb)`, `server.registerTool(...)`) and object literals by the names of
 * their properties (`{ isError: true, content }`), found from where the text spells the name and a descent
 * to each such token, not by walking every node of the file: a name that the file never spells costs a
 * look-up in the file's token index, and one it spells costs the depth of the tree per use.
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
    const ast = sourceCode.ast;
    for (const name of new Set(names)) {
      for (const token of tokensSpelling(sourceCode, name)) {
        const property = nodeAtOffset(ast, token.range[0], sourceCode.visitorKeys);
        const member = property?.parent;
        const call = member?.parent;
        if (member?.type !== AST_NODE_TYPES.MemberExpression || member.property !== property) continue;
        if (member.computed !== (token.type === "String")) continue;
        if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== member) continue;
        calls.push({ call, member, name });
      }
    }
    // In source order of the method names (`a.b().c()`: `b` first, though both calls start at `a`).
    return calls.sort((a, b) => a.member.property.range[0] - b.member.property.range[0]);
  });
}

/**
 * The tokens that spell `word`: the identifier or keyword `word`, or the string literal `"word"` /
 * `'word'`, in source order. Read from an index of the file's tokens by what they spell, built once per file
 * (every rule asks for a few dozen names, and the editor lints the whole file again on each keystroke).
 */
export function tokensSpelling(sourceCode: Readonly<TSESLint.SourceCode>, word: string): readonly TSESTree.Token[] {
  return tokenIndex(sourceCode).get(word)?.filter((token) => token.type !== "Template") ?? NO_TOKENS;
}

/**
 * Whether the file spells `word` as a token: a name, a keyword, a string literal or a template without
 * substitutions (`` Sentry[`captureException`] ``). A name the file never spells is not used in it.
 */
export function spellsWord(sourceCode: Readonly<TSESLint.SourceCode>, word: string): boolean {
  return tokenIndex(sourceCode).has(word);
}

const NO_TOKENS: readonly TSESTree.Token[] = Object.freeze([]);

/** The file's tokens by what they spell (a string literal, a plain template by its content; no punctuators). */
function tokenIndex(sourceCode: Readonly<TSESLint.SourceCode>): ReadonlyMap<string, TSESTree.Token[]> {
  return cachedPerFile(sourceCode.ast, "token-index", undefined, () => {
    const index = new Map<string, TSESTree.Token[]>();
    for (const token of sourceCode.ast.tokens ?? []) {
      let key: string;
      if (token.type === "Punctuator") continue;
      if (token.type === "String") key = token.value.slice(1, -1);
      else if (token.type === "Template") {
        // Only a template without substitutions spells one word: `` `word` ``.
        if (token.value.length < 2 || !token.value.startsWith("`") || !token.value.endsWith("`")) continue;
        key = token.value.slice(1, -1);
      } else key = token.value;
      const list = index.get(key);
      if (list) list.push(token);
      else index.set(key, [token]);
    }
    return index;
  });
}

/**
 * The object literals that have a property with one of the names (`{ name: ... }`, `{ name }`,
 * `{ "name": ... }`, `{ ["name"]: ... }`), in source order, once per file and list of names.
 */
export function findObjectsWithProperties(sourceCode: Readonly<TSESLint.SourceCode>, names: readonly string[]): readonly TSESTree.ObjectExpression[] {
  return cachedPerFile(sourceCode.ast, "property-objects", names.join("\0"), () => {
    const objects = new Set<TSESTree.ObjectExpression>();
    for (const name of new Set(names)) {
      for (const token of tokensSpelling(sourceCode, name)) {
        const key = nodeAtOffset(sourceCode.ast, token.range[0], sourceCode.visitorKeys);
        const property = key?.parent;
        if (property?.type !== AST_NODE_TYPES.Property || property.key !== key) continue;
        if (property.parent.type === AST_NODE_TYPES.ObjectExpression) objects.add(property.parent);
      }
    }
    return [...objects].sort((a, b) => a.range[0] - b.range[0]);
  });
}

