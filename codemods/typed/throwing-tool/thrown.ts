/**
 * What a `throw` throws, as text the codemod can write: the message expression (and whether it may be
 * written twice), the type to classify, an HTTP status (literal or an expression), and the nodes whose
 * text is copied (so their comments go along). A thrown value that must be evaluated once but is needed
 * several times is hoisted into a `const`.
 */
import { ts } from "ts-morph";
import { skipOuter } from "../nodes.js";
import { classifyMessage, classifyStatus, FALLBACK, matchClass, type ClassMap, type Classification } from "./classify.js";
import type { Failure } from "./payload.js";

const STATUS_NAMES = new Set(["status", "statusCode", "httpStatus"]);

export interface Thrown {
  message: string;
  /** The message text can be written twice (no call, no `new`, no side effect). */
  repeatable: boolean;
  /** Statements that must run first: `const error = <thrown value>;`. */
  prelude: { name: string; init: string }[];
  failure: Failure;
  /** Nodes whose text is copied into the new code. */
  kept: ts.Node[];
}

/** Text that evaluates to the same value every time and has no side effect. */
export function isRepeatable(node: ts.Expression): boolean {
  const stack: ts.Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    switch (current.kind) {
      case ts.SyntaxKind.Identifier:
      case ts.SyntaxKind.ThisKeyword:
      case ts.SyntaxKind.StringLiteral:
      case ts.SyntaxKind.NumericLiteral:
      case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      case ts.SyntaxKind.TrueKeyword:
      case ts.SyntaxKind.FalseKeyword:
      case ts.SyntaxKind.NullKeyword:
        continue;
      case ts.SyntaxKind.TemplateExpression:
        for (const span of (current as ts.TemplateExpression).templateSpans) stack.push(span.expression);
        continue;
      case ts.SyntaxKind.PropertyAccessExpression:
        stack.push((current as ts.PropertyAccessExpression).expression);
        continue;
      case ts.SyntaxKind.ElementAccessExpression: {
        const access = current as ts.ElementAccessExpression;
        if (!ts.isStringLiteral(access.argumentExpression) && !ts.isNumericLiteral(access.argumentExpression)) return false;
        stack.push(access.expression);
        continue;
      }
      case ts.SyntaxKind.ParenthesizedExpression:
      case ts.SyntaxKind.NonNullExpression:
      case ts.SyntaxKind.AsExpression:
        stack.push((current as ts.ParenthesizedExpression).expression);
        continue;
      case ts.SyntaxKind.BinaryExpression: {
        const binary = current as ts.BinaryExpression;
        const operator = binary.operatorToken.kind;
        if (operator === ts.SyntaxKind.EqualsToken || (operator >= ts.SyntaxKind.FirstCompoundAssignment && operator <= ts.SyntaxKind.LastCompoundAssignment) || operator === ts.SyntaxKind.CommaToken) return false;
        stack.push(binary.left, binary.right);
        continue;
      }
      case ts.SyntaxKind.ConditionalExpression: {
        const conditional = current as ts.ConditionalExpression;
        stack.push(conditional.condition, conditional.whenTrue, conditional.whenFalse);
        continue;
      }
      case ts.SyntaxKind.PrefixUnaryExpression: {
        const unary = current as ts.PrefixUnaryExpression;
        if (unary.operator === ts.SyntaxKind.PlusPlusToken || unary.operator === ts.SyntaxKind.MinusMinusToken) return false;
        stack.push(unary.operand);
        continue;
      }
      default:
        return false;
    }
  }
  return true;
}

/** Whether dropping the expression could drop an effect: a call, `new`, an assignment, `await`, ... Functions are not called, so they are fine. */
export function hasSideEffect(node: ts.Expression): boolean {
  const stack: ts.Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (ts.isFunctionLike(current)) continue;
    if (
      ts.isCallExpression(current) ||
      ts.isNewExpression(current) ||
      ts.isAwaitExpression(current) ||
      ts.isYieldExpression(current) ||
      ts.isDeleteExpression(current) ||
      ts.isTaggedTemplateExpression(current) ||
      ts.isPostfixUnaryExpression(current) ||
      (ts.isPrefixUnaryExpression(current) && (current.operator === ts.SyntaxKind.PlusPlusToken || current.operator === ts.SyntaxKind.MinusMinusToken)) ||
      (ts.isBinaryExpression(current) &&
        (current.operatorToken.kind === ts.SyntaxKind.EqualsToken ||
          (current.operatorToken.kind >= ts.SyntaxKind.FirstCompoundAssignment && current.operatorToken.kind <= ts.SyntaxKind.LastCompoundAssignment)))
    ) {
      return true;
    }
    ts.forEachChild(current, (child) => {
      stack.push(child);
    });
  }
  return false;
}

/** The constant text of a message, for the words of {@link classifyMessage}. */
function staticText(node: ts.Expression): string | undefined {
  const inner = skipOuter(node);
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return inner.text;
  if (ts.isTemplateExpression(inner)) return [inner.head.text, ...inner.templateSpans.map((span) => span.literal.text)].join(" ");
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const parts = [staticText(inner.left), staticText(inner.right)].filter((part) => part !== undefined);
    return parts.length > 0 ? parts.join(" ") : undefined;
  }
  return undefined;
}

function isStringLike(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every(isStringLike);
  return (type.flags & ts.TypeFlags.StringLike) !== 0;
}

function isAnyOrUnknown(type: ts.Type): boolean {
  return (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0;
}

function isBuiltinError(program: ts.Program, type: ts.Type): boolean {
  const declaration = type.getSymbol()?.declarations?.[0];
  return !!declaration && program.isSourceFileDefaultLibrary(declaration.getSourceFile());
}

/** A numeric status property of a type (`status`, `statusCode`). */
function statusProperty(checker: ts.TypeChecker, type: ts.Type): string | undefined {
  for (const name of STATUS_NAMES) {
    const property = type.getProperty(name);
    if (!property) continue;
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    if (propertyType.flags & ts.TypeFlags.NumberLike) return name;
  }
  return undefined;
}

type Status = { literal: number; text: string } | { dynamic: string };

/** `X.status === 404 || X.status === 410`: the statuses, if all compare the same repeatable expression. */
function comparedStatuses(condition: ts.Expression): { subject: string; values: number[] } | undefined {
  const stack: ts.Expression[] = [skipOuter(condition)];
  let subject: string | undefined;
  const values: number[] = [];
  while (stack.length > 0) {
    const current = skipOuter(stack.pop()!);
    if (!ts.isBinaryExpression(current)) return undefined;
    const operator = current.operatorToken.kind;
    if (operator === ts.SyntaxKind.BarBarToken) {
      stack.push(current.left, current.right);
      continue;
    }
    if (operator !== ts.SyntaxKind.EqualsEqualsEqualsToken && operator !== ts.SyntaxKind.EqualsEqualsToken) return undefined;
    const [left, right] = [skipOuter(current.left), skipOuter(current.right)];
    const literal = ts.isNumericLiteral(left) ? left : ts.isNumericLiteral(right) ? right : undefined;
    const other = literal === left ? right : left;
    if (!literal || !ts.isPropertyAccessExpression(other) || !STATUS_NAMES.has(other.name.text) || !isRepeatable(other)) return undefined;
    const text = other.getText();
    if (subject !== undefined && subject !== text) return undefined;
    subject = text;
    values.push(Number(literal.text));
  }
  return subject === undefined ? undefined : { subject, values };
}

/**
 * The status the code around a `throw` establishes: the nearest `if` whose then-branch holds it
 * (`res.status === 404`, `!res.ok` on a value with `ok` and `status`), or a `case 404:` of a
 * `switch (res.status)`.
 */
function guardStatus(checker: ts.TypeChecker, statement: ts.Statement, boundary: ts.Node): Status | { literals: number[]; text: string } | undefined {
  let child: ts.Node = statement;
  for (let parent = statement.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
    if (ts.isIfStatement(parent) && child === parent.thenStatement) {
      const compared = comparedStatuses(parent.expression);
      if (compared) return compared.values.length === 1 ? { literal: compared.values[0]!, text: compared.values[0]!.toString() } : { literals: compared.values, text: compared.subject };
      const condition = skipOuter(parent.expression);
      if (ts.isPrefixUnaryExpression(condition) && condition.operator === ts.SyntaxKind.ExclamationToken) {
        const operand = skipOuter(condition.operand);
        if (ts.isPropertyAccessExpression(operand) && operand.name.text === "ok" && isRepeatable(operand.expression)) {
          const status = statusProperty(checker, checker.getTypeAtLocation(operand.expression));
          if (status) return { dynamic: `${operand.expression.getText()}.${status}` };
        }
      }
      return undefined;
    }
    if (ts.isCaseClause(parent) && ts.isNumericLiteral(skipOuter(parent.expression))) {
      const switchStatement = parent.parent.parent;
      const subject = skipOuter(switchStatement.expression);
      if (ts.isPropertyAccessExpression(subject) && STATUS_NAMES.has(subject.name.text)) {
        const value = Number((skipOuter(parent.expression) as ts.NumericLiteral).text);
        return { literal: value, text: String(value) };
      }
      return undefined;
    }
  }
  return undefined;
}

export interface DescribeContext {
  checker: ts.TypeChecker;
  program: ts.Program;
  classMap: ClassMap;
  /** A name not used anywhere in the file. */
  freshName(base: string): string;
}

/** What a `throw` throws; a string when the codemod cannot rewrite it (the reason). */
export function describeThrow(context: DescribeContext, statement: ts.ThrowStatement, boundary: ts.Node): Thrown | string {
  const { checker, program } = context;
  const thrown = skipOuter(statement.expression);
  const kept: ts.Node[] = [];
  const prelude: Thrown["prelude"] = [];
  let message: string;
  let repeatable: boolean;
  let text: string | undefined;
  let type: ts.Type | undefined;
  let valueStatus: Status | undefined;

  if (ts.isNewExpression(thrown)) {
    type = checker.getTypeAtLocation(thrown);
    const args = thrown.arguments ?? [];
    const parameters = checker.getResolvedSignature(thrown)?.getParameters() ?? [];
    const builtin = isBuiltinError(program, type);
    const first = args[0];
    const messageArgument =
      first && !ts.isSpreadElement(first) && (builtin || parameters[0]?.getName() === "message") && isStringLike(checker.getTypeAtLocation(first)) ? first : undefined;
    if (args.some((arg) => ts.isSpreadElement(arg))) return "The error is built with a spread argument: migrate this `throw` by hand.";
    args.forEach((arg, index) => {
      const name = parameters[index]?.getName();
      if (!name || !STATUS_NAMES.has(name)) return;
      const inner = skipOuter(arg);
      if (ts.isNumericLiteral(inner)) valueStatus = { literal: Number(inner.text), text: inner.text };
      else if (isRepeatable(arg) && messageArgument) valueStatus = { dynamic: arg.getText() };
      if (valueStatus) kept.push(arg);
    });
    if (messageArgument) {
      message = messageArgument.getText();
      repeatable = isRepeatable(messageArgument);
      text = staticText(messageArgument);
      kept.push(messageArgument);
      const dropped = args.filter((arg) => !kept.includes(arg));
      const effect = dropped.find((arg) => hasSideEffect(arg));
      if (effect) {
        return `The argument \`${effect.getText().slice(0, 40)}\` of \`new ${thrown.expression.getText()}(...)\` may have a side effect that the rewrite would drop: migrate this \`throw\` by hand.`;
      }
    } else if (args.length === 0 && builtin) {
      message = '""';
      repeatable = true;
    } else {
      // A class that builds its own message from other arguments: the message of the error itself.
      const name = context.freshName("error");
      prelude.push({ name, init: thrown.getText() });
      kept.push(thrown);
      message = `${name}.message`;
      repeatable = true;
      const status = statusProperty(checker, type);
      if (status && !valueStatus) valueStatus = { dynamic: `${name}.${status}` };
    }
  } else {
    const valueType = checker.getTypeAtLocation(thrown);
    let subject: string;
    kept.push(thrown);
    if (isStringLike(valueType)) {
      message = thrown.getText();
      repeatable = isRepeatable(thrown);
      text = staticText(thrown);
    } else {
      if (isRepeatable(thrown)) {
        subject = thrown.getText();
      } else {
        subject = context.freshName("error");
        prelude.push({ name: subject, init: thrown.getText() });
      }
      repeatable = true;
      if (isAnyOrUnknown(valueType)) {
        message = `${subject} instanceof Error ? ${subject}.message : String(${subject})`;
        // Not a plain expression: where the result needs it twice (MCP's text and structured message), a `const`.
        repeatable = false;
      } else {
        type = valueType;
        const messageProperty = valueType.getProperty("message");
        message = messageProperty && isStringLike(checker.getTypeOfSymbol(messageProperty)) ? `${subject}.message` : `String(${subject})`;
        const status = statusProperty(checker, valueType);
        if (status) valueStatus = { dynamic: `${subject}.${status}` };
      }
    }
  }

  const guard = guardStatus(checker, statement, boundary);
  const failure = classify(context, type, text, guard, valueStatus);
  return { message, repeatable, prelude, failure, kept };
}

function classify(
  context: DescribeContext,
  type: ts.Type | undefined,
  text: string | undefined,
  guard: Status | { literals: number[]; text: string } | undefined,
  valueStatus: Status | undefined,
): Failure {
  const literalOf = (status: typeof guard): { literal: number; text: string } | undefined => (status && "literal" in status ? status : undefined);
  const known = literalOf(guard) ?? literalOf(valueStatus);
  if (known) return { kind: "static", classification: classifyStatus(known.literal), statusCode: known.text };
  if (guard && "literals" in guard) {
    const classifications = guard.literals.map(classifyStatus);
    const first = classifications[0]!;
    if (classifications.every((each) => each.code === first.code && each.errorType === first.errorType)) return { kind: "static", classification: first, statusCode: guard.text };
  }
  const dynamic = (guard && "dynamic" in guard ? guard.dynamic : undefined) ?? (valueStatus && "dynamic" in valueStatus ? valueStatus.dynamic : undefined);
  const match = type ? matchClass(context.checker, context.program, type, context.classMap) : { plain: true };
  if (match.specific) return withStatus(match.specific, dynamic);
  if (dynamic) return { kind: "dynamic", status: dynamic };
  if (match.generic) return withStatus(match.generic, undefined);
  const fromMessage: Classification | undefined = match.plain ? classifyMessage(text) : undefined;
  return { kind: "static", classification: fromMessage ?? FALLBACK };
}

function withStatus(classification: Classification, statusCode: string | undefined): Failure {
  return statusCode === undefined ? { kind: "static", classification } : { kind: "static", classification, statusCode };
}
