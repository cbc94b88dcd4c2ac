/**
 * Codemod `unwrap-api-error-handling` (rule `no-deprecated-error-wrapper`): the deprecated
 * `withApiErrorHandling(() => expr, ctx?)` becomes `expr`, `withApiErrorHandling(fn)` becomes `fn()`,
 * and the import goes once nothing refers to it. The API client throws typed errors that the tool
 * boundary formats (Sentry's MCP server), so the wrapper only adds a second, disagreeing error path.
 *
 * Unwrapped where the computed value stays the same: the wrapper's promise is awaited, returned from an
 * async function outside a `try`, or collected by `Promise.all` and friends. Everything else (a block
 * body with more statements, a callback with parameters, a method reference, a context argument with
 * side effects, a comment that would be lost, a promise kept for later) is left as it is and reported.
 *
 * Raw jscodeshift: `jscodeshift --no-babel -t <this file, built> --parser ts src/`.
 */
import { list, type AstNode } from "./shared/ast.js";
import { findReferencesOfAny, moduleBindings, type FunctionReference, type ModuleBinding } from "./shared/bindings.js";
import { defaultWrapperTaken, excerpt, jscodeshiftTransform, migrateSource, settingsWrappers, skipsWrapperTest, WRAPPER_TESTS, wrapperNames, type Codemod, type CodemodOption, type FileMigration } from "./shared/codemod.js";
import { guardStatementStart } from "./shared/edits.js";
import { containsOwnAwait, hasSideEffect, promiseUse } from "./shared/expressions.js";
import { removeBindings } from "./shared/imports.js";
import { textInPlaceOf } from "./shared/parens.js";

const WRAPPER: CodemodOption = {
  name: "wrapper",
  flag: "--wrapper",
  value: "name",
  description: "The exported name of the wrapper to unwrap; without it, the wrappers that settings[\"agent-errors\"].deprecatedWrappers in the project's ESLint config assign to this codemod",
  defaultText: "withApiErrorHandling",
};

export const unwrapApiErrorHandlingCodemod: Codemod = {
  name: "unwrap-api-error-handling",
  description: "Unwrap `withApiErrorHandling(() => expr, ctx?)` into `expr` and `withApiErrorHandling(fn)` into `fn()`",
  rule: "no-deprecated-error-wrapper",
  options: [WRAPPER, WRAPPER_TESTS],
  prefilter: (options) => wrapperNames(options, WRAPPER),
  fromSettings(settings, options) {
    const wrappers = settingsWrappers(settings, this.name, options, WRAPPER);
    if (!wrappers) return undefined;
    if (wrappers.length === 0) return defaultWrapperTaken(WRAPPER);
    return { options: { wrappers: wrappers.map((wrapper) => wrapper.name) }, taken: `wrappers: ${wrappers.map((wrapper) => wrapper.name).join(", ")}` };
  },
  run(source, parser, options, file) {
    const wrappers = wrapperNames(options, WRAPPER);
    return migrateSource(source, parser, wrappers, (migration) => migrate(migration, wrappers, (references) => skipsWrapperTest(migration, file?.path, options, references)));
  },
};

function migrate(file: FileMigration, wrappers: readonly string[], isWrapperTest: (references: readonly FunctionReference[]) => boolean): void {
  const bindings = moduleBindings(file.ast);
  const references = findReferencesOfAny(file.ast, bindings, wrappers);
  if (isWrapperTest(references)) return;
  const migrated = new Set<AstNode>();
  // Innermost first: a wrapper inside another's callback is unwrapped before the outer one moves it.
  for (const reference of [...references].reverse()) {
    const problem = unwrap(file, reference);
    if (problem) file.report(reference.node, problem);
    else if (reference.identifier) migrated.add(reference.identifier);
  }
  const unused: ModuleBinding[] = [];
  for (const binding of new Set(references.map((reference) => reference.binding))) {
    if (binding && binding.references.length > 0 && binding.references.every((identifier) => migrated.has(identifier))) unused.push(binding);
  }
  // The import lists it shortens get the layout of the file's other imports (one line where they fit).
  const { edits, kept } = removeBindings(file.ast, unused, { collapseLists: true });
  for (const edit of edits) file.plan.add(edit);
  for (const binding of kept) {
    file.report(binding.declaration, `The import of \`${binding.local}\` is no longer used, but removing it would drop a comment or join two statements: remove it by hand.`);
  }
}

/** Plans the unwrapping of one reference; returns why it cannot be done, or undefined when planned. */
function unwrap(file: FileMigration, reference: FunctionReference): string | undefined {
  const wrapper = reference.name;
  const { ast, plan } = file;
  const name = ast.text(reference.node);
  if (reference.kind === "re-export") {
    return `This re-exports the deprecated \`${wrapper}\`: remove the re-export once nothing imports the wrapper from here.`;
  }
  const link = ast.parentLink(reference.node);
  if (link?.parent.type === "OptionalCallExpression" && link.key === "callee") {
    return `\`${name}?.()\` is called optionally: unwrap it by hand.`;
  }
  if (!link || link.parent.type !== "CallExpression" || link.key !== "callee") {
    return `\`${name}\` is used here without being called (passed on, stored or exported): replace this use by hand.`;
  }
  const call = link.parent;
  const args = list(call, "arguments");
  const [callback, context] = args;
  if (!callback || args.length > 2 || args.some((arg) => !arg || arg.type === "SpreadElement" || arg.type === "ArgumentPlaceholder")) {
    return `\`${name}(...)\` has ${args.length} arguments; only a callback and an optional context argument can be unwrapped: unwrap it by hand.`;
  }
  if (context && hasSideEffect(context)) {
    return `The context argument \`${excerpt(ast.text(context))}\` of \`${name}(...)\` may have side effects, which unwrapping would drop: unwrap it by hand.`;
  }
  const use = promiseUse(ast, call);
  const notAwaited = {
    "sync-return": `\`${name}(...)\` is returned from a function that is not \`async\`, so unwrapping could turn the promise it returns into a plain value: unwrap it by hand.`,
    "try-return": `\`${name}(...)\` is returned inside a \`try\` block without \`await\`; unwrapped, an error thrown synchronously would reach the \`catch\`: unwrap it by hand.`,
    kept: `The promise of \`${name}(...)\` is neither awaited nor returned here (it is kept or chained), so unwrapping could turn a promise into a plain value: unwrap it by hand.`,
  }[use.otherwise ?? "kept"];

  if (callback.type === "Identifier") {
    if (!use.use) return notAwaited;
    const dropped = ast.commentsDroppedBy(call, [callback]);
    if (dropped.length > 0) return droppedComment(name, dropped[0]!.value);
    plan.replace(call.start, call.end, `${callback.name as string}()`);
    return undefined;
  }
  if (callback.type !== "ArrowFunctionExpression") {
    return `The callback \`${excerpt(ast.text(callback))}\` of \`${name}(...)\` is not an arrow function or a function's name (calling a method directly would change its \`this\`): unwrap it by hand.`;
  }
  if (list(callback, "params").length > 0) return `The callback of \`${name}(...)\` takes parameters: unwrap it by hand.`;
  const inner = returnedExpression(callback);
  if (!inner) {
    return `The callback of \`${name}(...)\` does more than return one expression: move its statements out of the callback and drop the wrapper by hand.`;
  }
  if (!use.use) return notAwaited;
  if (callback.async === true && containsOwnAwait(inner) && use.use === "collected") {
    return `The callback of \`${name}(...)\` awaits, and its promise runs alongside others (\`Promise.all\` and the like); unwrapped, they would run one after another: unwrap it by hand.`;
  }

  // `await wrapper(async () => await x)` becomes `await x`, not `await (await x)`.
  let target = call;
  if (use.directlyAwaited && inner.type === "AwaitExpression") {
    const outer = ast.parent(call)!;
    if (ast.commentsDroppedBy(outer, [call]).length === 0) target = outer;
  }
  const dropped = ast.commentsDroppedBy(target, [inner]);
  if (dropped.length > 0) return droppedComment(name, dropped[0]!.value);
  if (plan.conflicts(target.start, target.end)) return `\`${name}(...)\` overlaps another change: unwrap it by hand.`;
  const text = guardStatementStart(ast, target, textInPlaceOf(ast, inner, plan.movedText(inner, target.start), target));
  plan.replace(target.start, target.end, text);
  return undefined;
}

/** The expression an arrow returns: its expression body, or the argument of its only statement, `return`. */
function returnedExpression(arrow: AstNode): AstNode | undefined {
  const body = arrow.body as AstNode;
  if (body.type !== "BlockStatement") return body;
  const statements = list(body, "body");
  const directives = list(body, "directives");
  const only = statements[0];
  if (statements.length !== 1 || directives.length > 0 || only?.type !== "ReturnStatement") return undefined;
  return (only.argument as AstNode | null) ?? undefined;
}

function droppedComment(name: string, comment: string): string {
  return `Unwrapping \`${name}(...)\` would drop the comment \`${excerpt(comment)}\`: move the comment and unwrap it by hand.`;
}

export default jscodeshiftTransform(unwrapApiErrorHandlingCodemod);
