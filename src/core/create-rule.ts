import { ESLintUtils } from "@typescript-eslint/utils";
import { hasVendoredRegions, isVendoredLine } from "./vendored.js";

/** Where the rule docs live; `meta.docs.url` of every rule points at its page. */
export const REPOSITORY_URL = "https://github.com/agent-errors/eslint-plugin-agent-errors";

export const ruleDocsUrl = (name: string): string => `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`;

export interface AgentErrorsDocs {
  description: string;
  /** In the `recommended` presets (and so in `strict` too). */
  recommended?: boolean;
  /** Whether the rule has a type-aware analysis (switched on by its `typeAware` option). */
  requiresTypeChecking?: boolean;
}

const createNamedRule = ESLintUtils.RuleCreator<AgentErrorsDocs>(ruleDocsUrl);

/** How many distinct option sets a rule keeps merged with its defaults (a run has one per configuration). */
const MAX_CACHED_OPTION_SETS = 32;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * typescript-eslint's `RuleCreator`, with the options merged with `meta.defaultOptions` once per distinct
 * option set instead of once per file: its `applyDefault` deep-clones the defaults for every file it lints,
 * which cost as much as a whole analysis of ours on small files. The merged options are frozen (they are
 * shared between files), and ESLint's own merge of `meta.defaultOptions` (ESLint >= 9.15) is unaffected.
 */
export const createRule: typeof createNamedRule = (definition) => {
  const rule = createNamedRule(definition);
  type Options = Parameters<typeof definition.create>[1];
  type Context = Parameters<typeof definition.create>[0];
  const defaults = (definition.meta.defaultOptions ?? definition.defaultOptions ?? []) as Options;
  const merged = new Map<string, Options>();
  const create = (context: Context): ReturnType<typeof definition.create> => {
    const key = JSON.stringify(context.options);
    let options = merged.get(key);
    if (!options) {
      options = deepFreeze(ESLintUtils.applyDefault(defaults, context.options as Options));
      if (merged.size >= MAX_CACHED_OPTION_SETS) merged.clear();
      merged.set(key, options);
    }
    return guardAgainstOverflow(definition.create(withoutVendoredReports(context), options), context);
  };
  const meta = { ...rule.meta, messages: { ...rule.meta.messages, [TOO_DEEP]: TOO_DEEP_MESSAGE } };
  return { ...rule, meta, create } as typeof rule;
};

/** The message every rule has for a file whose nesting overflows the stack (in TypeScript's checker). */
export const TOO_DEEP = "analysisTooDeep";
const TOO_DEEP_MESSAGE =
  "This code nests too deeply for the analysis (the stack overflowed, in TypeScript's type checker or here), so this rule did not check the rest of the file. Split the expression into smaller ones.";

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/**
 * A rule's listeners, each of which turns a stack overflow into one report instead of an exception: our
 * analyses iterate, but TypeScript's checker recurses (it overflows on a few hundred nested calls that the
 * parser accepts), and ESLint stops the whole run at an exception from a rule.
 */
function guardAgainstOverflow<L extends object>(listeners: L, context: { sourceCode: { ast: { loc: { start: { line: number; column: number } } } }; report: (descriptor: never) => void }): L {
  let reported = false;
  const guarded: Record<string, unknown> = {};
  for (const [selector, listener] of Object.entries(listeners)) {
    if (typeof listener !== "function") {
      guarded[selector] = listener;
      continue;
    }
    guarded[selector] = function (this: unknown, ...args: unknown[]): unknown {
      try {
        return (listener as (...parameters: unknown[]) => unknown).apply(this, args);
      } catch (error) {
        if (!isStackOverflow(error)) throw error;
        if (!reported) {
          reported = true;
          const node = args[0] as { loc?: { start: { line: number; column: number } } } | undefined;
          const start = node?.loc?.start ?? context.sourceCode.ast.loc.start;
          context.report({ loc: { start, end: start }, messageId: TOO_DEEP } as never);
        }
        return undefined;
      }
    };
  }
  return guarded as L;
}

/**
 * The rule's context, whose reports inside a bundled dependency's region (see vendored.ts) are dropped; the context
 * itself for a file without one.
 */
function withoutVendoredReports<C extends { sourceCode: Parameters<typeof hasVendoredRegions>[0]; filename: string; report: (descriptor: never) => void }>(context: C): C {
  const sourceCode = context.sourceCode;
  if (!hasVendoredRegions(sourceCode, context.filename)) return context;
  const report = (descriptor: { node?: { loc: { start: { line: number } } }; loc?: { start?: { line: number }; line?: number } }): void => {
    const line = descriptor.loc ? (descriptor.loc.start?.line ?? descriptor.loc.line) : descriptor.node?.loc.start.line;
    if (line !== undefined && isVendoredLine(sourceCode, line)) return;
    context.report(descriptor as never);
  };
  return Object.create(context, { report: { value: report } }) as C;
}
