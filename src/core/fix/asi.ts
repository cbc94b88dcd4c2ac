/**
 * Automatic semicolon insertion hazards for fixes: in code written without semicolons, a statement
 * that starts with `(`, `[`, `` ` ``, `+`, `-`, `/` or `<` continues the previous one
 * (`const x = foo` then `[1, 2].forEach(log)` reads as `foo[1, 2]`).
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";

const HAZARDOUS_START = /^[([`+\-/<]/;

const BLOCK_LIKE = new Set<string>([
  AST_NODE_TYPES.BlockStatement,
  AST_NODE_TYPES.ClassBody,
  AST_NODE_TYPES.StaticBlock,
  AST_NODE_TYPES.SwitchStatement,
  AST_NODE_TYPES.TSModuleBlock,
  AST_NODE_TYPES.TSInterfaceBody,
  AST_NODE_TYPES.TSEnumDeclaration,
  AST_NODE_TYPES.TSEnumBody,
]);

/** Whether text that starts this way would continue a previous statement that has no semicolon. */
export function startsHazardously(text: string): boolean {
  return HAZARDOUS_START.test(text);
}

/** The statement list a statement stands in, and its index there. */
function siblings(statement: TSESTree.Node): { list: readonly TSESTree.Node[]; index: number } | undefined {
  const parent = statement.parent;
  if (!parent) return undefined;
  let list: readonly TSESTree.Node[] | undefined;
  if (parent.type === AST_NODE_TYPES.Program || parent.type === AST_NODE_TYPES.BlockStatement || parent.type === AST_NODE_TYPES.StaticBlock) {
    list = parent.body;
  } else if (parent.type === AST_NODE_TYPES.SwitchCase) {
    list = parent.consequent;
  } else if (parent.type === AST_NODE_TYPES.TSModuleBlock) {
    list = parent.body;
  }
  if (!list) return undefined;
  return { list, index: list.indexOf(statement) };
}

/** Whether a statement ends so that the next one cannot continue it: a `;`, or the `}` of a block. */
function endsCleanly(sourceCode: Readonly<TSESLint.SourceCode>, statement: TSESTree.Node): boolean {
  const last = sourceCode.getLastToken(statement);
  if (!last) return true;
  if (last.value === ";") return true;
  if (last.value !== "}") return false;
  const owner = sourceCode.getNodeByRangeIndex(last.range[0]);
  return owner !== null && BLOCK_LIKE.has(owner.type);
}

/**
 * Whether `statement`'s text would join the statement before it if it started with a hazardous
 * character: it follows another statement that ends without a semicolon or a block.
 */
export function followsOpenStatement(sourceCode: Readonly<TSESLint.SourceCode>, statement: TSESTree.Node): boolean {
  const place = siblings(statement);
  if (!place || place.index <= 0) return false;
  return !endsCleanly(sourceCode, place.list[place.index - 1]!);
}

/**
 * Whether removing `statement` puts the statements before and after it next to each other in a way
 * that joins them.
 */
export function removalJoinsNeighbours(sourceCode: Readonly<TSESLint.SourceCode>, statement: TSESTree.Node): boolean {
  const place = siblings(statement);
  if (!place || place.index <= 0) return false;
  const next = place.list[place.index + 1];
  if (!next) return false;
  return startsHazardously(sourceCode.getText(next)) && !endsCleanly(sourceCode, place.list[place.index - 1]!);
}

/**
 * Replacement text for `target`, with a leading `;` when it starts an expression statement that would
 * otherwise join the previous statement.
 */
export function guardStatementStart(sourceCode: Readonly<TSESLint.SourceCode>, target: TSESTree.Node, text: string): string {
  if (!startsHazardously(text)) return text;
  let node: TSESTree.Node = target;
  while (node.parent && node.parent.type !== AST_NODE_TYPES.ExpressionStatement && node.parent.range[0] === node.range[0]) {
    node = node.parent;
  }
  const statement = node.parent;
  if (statement?.type !== AST_NODE_TYPES.ExpressionStatement || statement.range[0] !== target.range[0]) return text;
  return followsOpenStatement(sourceCode, statement) ? `;${text}` : text;
}
