/**
 * Precedence-aware parenthesising for fixes that move an expression into the place of another (the
 * rules' fixes and the codemods share it): `() => a || b` unwrapped under `await` must become
 * `await (a || b)`, never `await a || b`.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";

/** Precedence of the binary and logical operators. */
export const BINARY_PRECEDENCE: Readonly<Record<string, number>> = {
  "??": 4,
  "||": 4,
  "&&": 5,
  "|": 6,
  "^": 7,
  "&": 8,
  "==": 9,
  "!=": 9,
  "===": 9,
  "!==": 9,
  "<": 10,
  ">": 10,
  "<=": 10,
  ">=": 10,
  in: 10,
  instanceof: 10,
  "<<": 11,
  ">>": 11,
  ">>>": 11,
  "+": 12,
  "-": 12,
  "*": 13,
  "/": 13,
  "%": 13,
  "**": 14,
};

/** Precedence of an expression node: higher binds tighter; a call or member access is 18. */
export function precedenceOf(node: TSESTree.Node): number {
  switch (node.type) {
    case AST_NODE_TYPES.SequenceExpression:
      return 0;
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.AssignmentExpression:
    case AST_NODE_TYPES.YieldExpression:
      return 1;
    case AST_NODE_TYPES.ConditionalExpression:
      return 2;
    case AST_NODE_TYPES.LogicalExpression:
    case AST_NODE_TYPES.BinaryExpression:
      return BINARY_PRECEDENCE[node.operator] ?? 10;
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
      return 10;
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.AwaitExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
      return 15;
    case AST_NODE_TYPES.UpdateExpression:
      return 16;
    case AST_NODE_TYPES.ChainExpression:
      // `(a?.b)()` and `a?.b()` differ: an optional chain must keep its parentheses as a callee or object.
      return 17;
    case AST_NODE_TYPES.NewExpression:
      return node.arguments.length > 0 ? 18 : 17;
    default:
      return 20;
  }
}

/** Slots that take any expression but a sequence (the `AssignmentExpression` grammar production). */
function isAssignmentSlot(child: TSESTree.Node, parent: TSESTree.Node): boolean {
  switch (parent.type) {
    case AST_NODE_TYPES.VariableDeclarator:
      return parent.init === child;
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ThrowStatement:
    case AST_NODE_TYPES.ExpressionStatement:
    case AST_NODE_TYPES.SpreadElement:
    case AST_NODE_TYPES.JSXExpressionContainer:
      return true;
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      return parent.arguments.includes(child as TSESTree.CallExpressionArgument);
    case AST_NODE_TYPES.ArrayExpression:
      return true;
    case AST_NODE_TYPES.Property:
      return parent.value === child && !parent.shorthand;
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.AccessorProperty:
      return parent.value === child;
    case AST_NODE_TYPES.SwitchStatement:
      return parent.discriminant === child;
    case AST_NODE_TYPES.ExportDefaultDeclaration:
      return parent.declaration === child;
    case AST_NODE_TYPES.AssignmentExpression:
    case AST_NODE_TYPES.AssignmentPattern:
      return parent.right === child;
    case AST_NODE_TYPES.ArrowFunctionExpression:
      return parent.body === child;
    case AST_NODE_TYPES.TemplateLiteral:
      return parent.expressions.includes(child as TSESTree.Expression);
    case AST_NODE_TYPES.ConditionalExpression:
      return parent.consequent === child || parent.alternate === child;
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
      return parent.test === child;
    default:
      return false;
  }
}

/** The node whose first token is the first token of `node` (`{}.a` starts with an object literal). */
function leftmost(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (let depth = 0; depth < 10_000; depth++) {
    let next: TSESTree.Node | undefined;
    switch (current.type) {
      case AST_NODE_TYPES.MemberExpression:
        next = current.object;
        break;
      case AST_NODE_TYPES.CallExpression:
        next = current.callee;
        break;
      case AST_NODE_TYPES.TaggedTemplateExpression:
        next = current.tag;
        break;
      case AST_NODE_TYPES.BinaryExpression:
      case AST_NODE_TYPES.LogicalExpression:
      case AST_NODE_TYPES.AssignmentExpression:
        next = current.left;
        break;
      case AST_NODE_TYPES.ConditionalExpression:
        next = current.test;
        break;
      case AST_NODE_TYPES.SequenceExpression:
        next = current.expressions[0];
        break;
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
        next = current.expression;
        break;
      case AST_NODE_TYPES.ChainExpression:
        next = current.expression;
        break;
      case AST_NODE_TYPES.UpdateExpression:
        next = current.prefix ? undefined : current.argument;
        break;
      default:
        next = undefined;
    }
    if (!next || next.range[0] !== current.range[0]) return current;
    current = next;
  }
  return current;
}

/** Whether `node` starts a statement or an arrow's expression body, where `{` or `function` would misparse. */
function startsStatementOrArrowBody(node: TSESTree.Node): boolean {
  let current = node;
  while (current.parent) {
    const parent: TSESTree.Node = current.parent;
    if (parent.type === AST_NODE_TYPES.ExpressionStatement) return true;
    if (parent.type === AST_NODE_TYPES.ArrowFunctionExpression) return parent.body === current;
    if (parent.range[0] !== current.range[0]) return false;
    current = parent;
  }
  return false;
}

/**
 * Whether `replacement` needs parentheses when its text takes the place of `target` (the text of
 * `target` is replaced; its parent stays).
 */
export function needsParens(replacement: TSESTree.Expression, target: TSESTree.Node): boolean {
  const start = leftmost(replacement).type;
  if (
    (start === AST_NODE_TYPES.ObjectExpression ||
      start === AST_NODE_TYPES.FunctionExpression ||
      start === AST_NODE_TYPES.ClassExpression) &&
    startsStatementOrArrowBody(target)
  ) {
    return true;
  }
  const precedence = precedenceOf(replacement);
  if (precedence >= slotPrecedence(target)) {
    // `new (a.b())()` vs `new a.b()()`: a call moved into the callee of `new` keeps its parentheses.
    if (target.parent?.type === AST_NODE_TYPES.NewExpression && target.parent.callee === target && containsCallOnLeft(replacement)) return true;
    return false;
  }
  const parent = target.parent;
  if (parent && isAssignmentSlot(target, parent)) return precedence === 0;
  return true;
}

/**
 * The precedence the place of `target` asks for: the operand of `await` or of a type assertion takes any
 * unary expression (`await <T>x`, `await !x`); elsewhere the target's own precedence is the bar.
 */
function slotPrecedence(target: TSESTree.Node): number {
  const parent = target.parent;
  if (parent?.type === AST_NODE_TYPES.AwaitExpression || parent?.type === AST_NODE_TYPES.TSTypeAssertion) return Math.min(precedenceOf(target), 15);
  return precedenceOf(target);
}

function containsCallOnLeft(node: TSESTree.Node): boolean {
  for (let current: TSESTree.Node | undefined = node; current; ) {
    if (current.type === AST_NODE_TYPES.CallExpression) return true;
    if (current.type === AST_NODE_TYPES.ChainExpression) current = current.expression;
    else if (current.type === AST_NODE_TYPES.MemberExpression) current = current.object;
    else return false;
  }
  return false;
}

/** The text of `replacement`, parenthesised when it is to take the place of `target`. */
export function textInPlaceOf(replacement: TSESTree.Expression, replacementText: string, target: TSESTree.Node): string {
  return needsParens(replacement, target) ? `(${replacementText})` : replacementText;
}
