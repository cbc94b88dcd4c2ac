/**
 * Precedence-aware parenthesising for Babel ASTs (the codemods' counterpart of src/core/fix/parens.ts,
 * which works on ESTree): moving `a || b` into the place of `wrapper(() => a || b)` under `await` must
 * give `await (a || b)`, never `await a || b`; an object literal that would start a statement or an
 * arrow's body gets parentheses too.
 */
import { BINARY_PRECEDENCE as CORE_PRECEDENCE } from "../../src/core/fix/parens.js";
import { child, type AstNode, type FileAst } from "./ast.js";

/** The core's operator table, plus Babel's pipeline operator. */
const BINARY_PRECEDENCE: Readonly<Record<string, number>> = { ...CORE_PRECEDENCE, "|>": 3 };

/** Precedence of an expression node: higher binds tighter; a call or member access is 20. */
export function precedenceOf(node: AstNode): number {
  switch (node.type) {
    case "SequenceExpression":
      return 0;
    case "ArrowFunctionExpression":
    case "AssignmentExpression":
    case "YieldExpression":
      return 1;
    case "ConditionalExpression":
      return 2;
    case "LogicalExpression":
    case "BinaryExpression":
      return BINARY_PRECEDENCE[node.operator as string] ?? 10;
    case "TSAsExpression":
    case "TSSatisfiesExpression":
      return 10;
    case "UnaryExpression":
    case "AwaitExpression":
    case "TSTypeAssertion":
      return 15;
    case "UpdateExpression":
      return 16;
    case "OptionalMemberExpression":
    case "OptionalCallExpression":
      // `(a?.b).c` and `a?.b.c` differ: an optional chain keeps its parentheses as a callee or object.
      return 17;
    case "NewExpression":
      return Array.isArray(node.arguments) && node.arguments.length > 0 ? 18 : 17;
    default:
      return 20;
  }
}

/** Slots that take any expression but a sequence (the `AssignmentExpression` grammar production). */
function isAssignmentSlot(parent: AstNode, key: string): boolean {
  switch (parent.type) {
    case "VariableDeclarator":
      return key === "init";
    case "ReturnStatement":
    case "ThrowStatement":
    case "ExpressionStatement":
    case "SpreadElement":
    case "JSXExpressionContainer":
    case "ArrayExpression":
      return true;
    case "CallExpression":
    case "NewExpression":
    case "OptionalCallExpression":
      return key === "arguments";
    case "ObjectProperty":
      return key === "value" && parent.shorthand !== true;
    case "ClassProperty":
    case "ClassPrivateProperty":
    case "ClassAccessorProperty":
      return key === "value";
    case "AssignmentExpression":
    case "AssignmentPattern":
      return key === "right";
    case "ArrowFunctionExpression":
      return key === "body";
    case "TemplateLiteral":
      return key === "expressions";
    case "ConditionalExpression":
      return key === "consequent" || key === "alternate";
    case "IfStatement":
    case "WhileStatement":
    case "DoWhileStatement":
    case "SwitchStatement":
      return key === "test" || key === "discriminant";
    case "ExportDefaultDeclaration":
      return key === "declaration";
    default:
      return false;
  }
}

/** The node whose first token is the first token of `node` (`{}.a` starts with an object literal). Iterative. */
function leftmost(node: AstNode): AstNode {
  let current = node;
  for (;;) {
    let next: AstNode | undefined;
    switch (current.type) {
      case "MemberExpression":
      case "OptionalMemberExpression":
        next = child(current, "object");
        break;
      case "CallExpression":
      case "OptionalCallExpression":
        next = child(current, "callee");
        break;
      case "TaggedTemplateExpression":
        next = child(current, "tag");
        break;
      case "BinaryExpression":
      case "LogicalExpression":
      case "AssignmentExpression":
        next = child(current, "left");
        break;
      case "ConditionalExpression":
        next = child(current, "test");
        break;
      case "SequenceExpression":
        next = (current.expressions as AstNode[])[0];
        break;
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
      case "TSInstantiationExpression":
        next = child(current, "expression");
        break;
      case "UpdateExpression":
        next = current.prefix === true ? undefined : child(current, "argument");
        break;
      default:
        next = undefined;
    }
    // A parenthesised part starts with `(`, not with its own first token.
    if (!next || next.start !== current.start || next.extra?.parenthesized) return current;
    current = next;
  }
}

/** Whether the place of `target` starts a statement or an arrow's expression body, where `{` or `function` would misparse. */
function startsStatementOrArrowBody(ast: FileAst, target: AstNode): boolean {
  let current = target;
  for (let link = ast.parentLink(current); link; link = ast.parentLink(current)) {
    const { parent, key } = link;
    if (parent.type === "ExpressionStatement") return true;
    if (parent.type === "ArrowFunctionExpression") return key === "body";
    if (parent.type === "ExportDefaultDeclaration") return true;
    if (parent.start !== current.start || current.extra?.parenthesized) return false;
    current = parent;
  }
  return false;
}

/** Whether `replacement` needs parentheses when its text takes the place of `target` (the parent of `target` stays). */
export function needsParens(ast: FileAst, replacement: AstNode, target: AstNode): boolean {
  if (target.extra?.parenthesized) return false;
  const start = leftmost(replacement).type;
  if ((start === "ObjectExpression" || start === "FunctionExpression" || start === "ClassExpression") && startsStatementOrArrowBody(ast, target)) {
    return true;
  }
  const precedence = precedenceOf(replacement);
  if (precedence >= slotPrecedence(ast, target)) {
    // `new (a.b())()` vs `new a.b()()`: a call moved into the callee of `new` keeps its parentheses.
    const link = ast.parentLink(target);
    if (link?.parent.type === "NewExpression" && link.key === "callee" && containsCallOnLeft(replacement)) return true;
    return false;
  }
  const link = ast.parentLink(target);
  if (link && isAssignmentSlot(link.parent, link.key)) return precedence === 0;
  return true;
}

/**
 * The precedence the place of `target` asks for: the operand of `await` or of a type assertion takes
 * any unary expression (`await <T>x`, `await !x`); elsewhere the target's own precedence is the bar.
 */
function slotPrecedence(ast: FileAst, target: AstNode): number {
  const link = ast.parentLink(target);
  if (link && (link.parent.type === "AwaitExpression" || link.parent.type === "TSTypeAssertion")) {
    return Math.min(precedenceOf(target), 15);
  }
  return precedenceOf(target);
}

function containsCallOnLeft(node: AstNode): boolean {
  for (let current: AstNode | undefined = node; current; ) {
    if (current.type === "CallExpression" || current.type === "OptionalCallExpression") return true;
    if (current.type === "MemberExpression" || current.type === "OptionalMemberExpression") current = child(current, "object");
    else return false;
  }
  return false;
}

/** The text of `replacement`, parenthesised when it is to take the place of `target`. */
export function textInPlaceOf(ast: FileAst, replacement: AstNode, replacementText: string, target: AstNode): string {
  return needsParens(ast, replacement, target) ? `(${replacementText})` : replacementText;
}
