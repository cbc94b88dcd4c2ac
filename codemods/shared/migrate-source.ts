/**
 * The frame every per-file codemod's transform runs in: the byte-order mark set aside, the cheap
 * prefilter, one parse (the rules' parse: ESLint's `SourceCode` over typescript-estree), the planned
 * edits applied to the original text, the sites left for a person.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type { FoundFunctionReference } from "../../src/core/analysis/references.js";
import { EditPlan, lineEnding } from "../../src/core/fix/edit-plan.js";
import type { FunctionSpecifier } from "../../src/core/settings.js";
import { flagOption, isTestPath, WRAPPER_TESTS, type CodemodOptions, type CodemodResult, type ManualSite } from "./codemod.js";
import { parseSource, type Parser } from "./parsers.js";

/** The state of one file's migration: its parse, the planned edits, the sites for a person. */
export class FileMigration {
  readonly plan: EditPlan;
  readonly manual: ManualSite[] = [];
  readonly eol: string;

  constructor(readonly sourceCode: TSESLint.SourceCode) {
    this.plan = new EditPlan(sourceCode);
    this.eol = lineEnding(sourceCode.text);
  }

  report(node: TSESTree.Node, reason: string): void {
    this.manual.push({ line: node.loc.start.line, column: node.loc.start.column + 1, reason });
  }
}

/**
 * Runs `migrate` over a file's source: skips it unless it contains one of `names`, parses it once,
 * and applies the planned edits to the original text, so every byte outside them stays.
 */
export function migrateSource(source: string, parser: Parser, names: readonly string[], migrate: (file: FileMigration) => void): CodemodResult {
  // A byte-order mark is set aside (positions are offsets into the text after it) and put back.
  const bom = source.charCodeAt(0) === 0xfeff ? "\uFEFF" : "";
  const text = bom ? source.slice(1) : source;
  if (!names.some((name) => text.includes(name))) return { output: source, manual: [] };
  const file = new FileMigration(parseSource(text, parser.name));
  migrate(file);
  const manual = file.manual.sort((a, b) => a.line - b.line || a.column - b.column);
  if (file.plan.all.length === 0) return { output: source, manual };
  const output = bom + file.plan.apply(text);
  return { output: output === source ? source : output, manual };
}

/**
 * Whether a file is the wrapper's own test (a test file that imports the wrapper): then it is left alone
 * unless `--wrapper-tests`, and each import of the wrapper is listed for a person, with why.
 */
export function skipsWrapperTest(
  file: FileMigration,
  path: string | undefined,
  options: CodemodOptions | undefined,
  references: readonly FoundFunctionReference<FunctionSpecifier>[],
): boolean {
  if (references.length === 0 || !isTestPath(path) || flagOption(options, WRAPPER_TESTS)) return false;
  const declarations = new Map<TSESTree.Node, string>();
  for (const reference of references) {
    const node = reference.binding?.declaration ?? reference.node;
    if (!declarations.has(node)) declarations.set(node, reference.spec.name);
  }
  for (const [node, wrapper] of declarations) {
    file.report(
      node,
      `This test file imports \`${wrapper}\` itself, so it tests the wrapper: it is left as it is. Delete or rewrite it when the wrapper goes, or run with ${WRAPPER_TESTS.flag} to migrate it too.`,
    );
  }
  return true;
}
