/**
 * The transform of `unwrap-api-error-handling` (the descriptor, with what it does and why, is
 * ../unwrap-api-error-handling.ts): each call of a wrapper becomes its callback's value where the core's
 * planner (`planUnwrap`, src/core/fix/wrappers.ts) says the value stays the same; else the site is left for a person.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { bindingOfIdentifier, referenceIdentifier, type ModuleBinding } from "../../src/core/analysis/module-bindings.js";
import { findFunctionReferences, type FoundFunctionReference } from "../../src/core/analysis/references.js";
import { removeBindings } from "../../src/core/fix/imports.js";
import { planUnwrap } from "../../src/core/fix/wrappers.js";
import type { FunctionSpecifier } from "../../src/core/settings.js";
import { wrapperNames, type CodemodTransform } from "../shared/codemod.js";
import { migrateSource, skipsWrapperTest, type FileMigration } from "../shared/migrate-source.js";
import { WRAPPER } from "./options.js";

export const transform: CodemodTransform = {
  run(source, parser, options, file) {
    const wrappers = wrapperNames(options, WRAPPER);
    return migrateSource(source, parser, wrappers, (migration) => migrate(migration, wrappers, (references) => skipsWrapperTest(migration, file?.path, options, references)));
  },
};

type Reference = FoundFunctionReference<FunctionSpecifier>;

function migrate(file: FileMigration, wrappers: readonly string[], isWrapperTest: (references: readonly Reference[]) => boolean): void {
  const { sourceCode } = file;
  const { references } = findFunctionReferences(sourceCode, wrappers.map((name) => ({ name })));
  if (isWrapperTest(references)) return;
  const migrated = new Set<TSESTree.Node>();
  // Innermost first: a wrapper inside another's callback is unwrapped before the outer one moves it.
  for (const reference of [...references].reverse()) {
    const problem = unwrap(file, reference);
    if (problem) file.report(reference.node, problem);
    else migrated.add(referenceIdentifier(reference.node));
  }
  // The imports (named, namespace, `require`) whose every use was a migrated call.
  const unused: ModuleBinding[] = [];
  for (const binding of new Set(references.map((reference) => bindingOfIdentifier(sourceCode, referenceIdentifier(reference.node))))) {
    if (binding && binding.references.length > 0 && binding.references.every((identifier) => migrated.has(identifier))) unused.push(binding);
  }
  // The import lists it shortens get the layout of the file's other imports (one line where they fit).
  const { edits, kept } = removeBindings(sourceCode, unused, { collapseLists: true });
  for (const edit of edits) file.plan.add(edit);
  for (const binding of kept) {
    file.report(binding.declaration, `The import of \`${binding.local}\` is no longer used, but removing it would drop a comment or join two statements: remove it by hand.`);
  }
}

/** Plans the unwrapping of one reference; returns why it cannot be done, or undefined when planned. */
function unwrap(file: FileMigration, reference: Reference): string | undefined {
  const { sourceCode, plan } = file;
  const wrapper = reference.spec.name;
  const name = sourceCode.getText(reference.node);
  if (reference.kind === "re-export") {
    return `This re-exports the deprecated \`${wrapper}\`: remove the re-export once nothing imports the wrapper from here.`;
  }
  const parent = reference.node.parent;
  if (parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === reference.node && parent.optional) {
    return `\`${name}?.()\` is called optionally: unwrap it by hand.`;
  }
  if (parent?.type !== AST_NODE_TYPES.CallExpression || parent.callee !== reference.node) {
    return `\`${name}\` is used here without being called (passed on, stored or exported): replace this use by hand.`;
  }
  const planned = planUnwrap(sourceCode, parent, { movedText: (node, targetStart) => plan.movedText(node, targetStart) });
  if (planned.kind === "manual") return planned.reason;
  if (!planned.keepsValue) return planned.valueReason;
  if (plan.conflicts(planned.edit.range)) return `\`${name}(...)\` overlaps another change: unwrap it by hand.`;
  plan.replace(planned.edit.range, planned.edit.text);
  return undefined;
}

