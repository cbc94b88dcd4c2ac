/**
 * Calls of methods by name (`p.catch(cb)`, `server.registerTool(...)`) and object literals by the names of
 * their properties (`{ isError: true, content }`), found from where the text spells the name and a descent
 * to each such token, not by walking every node of the file: a name that the file never spells costs a
 * text search, and one it spells costs the depth of the tree per use.
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
 * `'word'`, in source order. Found by searching the text and asking the token store for the token that starts
 * there, so the cost is the number of places the text contains the word, not the number of tokens; once per file
 * and word (the rules ask for the same few dozen names, and the editor lints the whole file on each keystroke).
 */
export function tokensSpelling(sourceCode: Readonly<TSESLint.SourceCode>, word: string): readonly TSESTree.Token[] {
  return spellings(sourceCode, word).filter((token) => token.type !== "Template");
}

/**
 * Whether the file spells `word` as a token: a name, a keyword, a string literal or a template without
 * substitutions (`` Sentry[`captureException`] ``). A name the file never spells is not used in it.
 */
export function spellsWord(sourceCode: Readonly<TSESLint.SourceCode>, word: string): boolean {
  return spellings(sourceCode, word).length > 0;
}

/** The tokens of {@link tokensSpelling}, and the templates `` `word` ``. */
function spellings(sourceCode: Readonly<TSESLint.SourceCode>, word: string): readonly TSESTree.Token[] {
  const byWord = cachedPerFile(sourceCode.ast, "token-spellings", undefined, () => new Map<string, readonly TSESTree.Token[]>());
  let found = byWord.get(word);
  if (found) return found;
  const tokens: TSESTree.Token[] = [];
  const text = sourceCode.text;
  for (let index = text.indexOf(word); index !== -1; index = text.indexOf(word, index + word.length)) {
    // Part of a longer name (`contentType`, `kinds`): no token spells the word there. Not ASCII: ask.
    if (isAsciiNameCode(text.charCodeAt(index - 1)) || isAsciiNameCode(text.charCodeAt(index + word.length))) continue;
    const token = sourceCode.getTokenByRangeStart(index);
    if (token && token.value === word && token.type !== "Template") {
      tokens.push(token);
      continue;
    }
    const quote = text[index - 1];
    if ((quote === '"' || quote === "'" || quote === "`") && text[index + word.length] === quote) {
      const literal = sourceCode.getTokenByRangeStart(index - 1);
      if ((literal?.type === "String" || literal?.type === "Template") && literal.value === `${quote}${word}${quote}`) tokens.push(literal);
    }
  }
  found = tokens;
  byWord.set(word, found);
  return found;
}

/** `A`-`Z`, `a`-`z`, `0`-`9`, `_` and `$`: characters that continue an identifier (NaN, out of the text: no). */
function isAsciiNameCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36;
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

