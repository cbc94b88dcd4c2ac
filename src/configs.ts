/**
 * The presets. Each is one named flat-config object that registers the plugin, sets the TypeScript
 * parser for the files it covers, and turns rules on. The `*-type-checked` presets switch on each
 * rule's type-aware analysis (its `typeAware` option) and `parserOptions.projectService`.
 */
import tsParser from "@typescript-eslint/parser";
import { parser as sharingParser } from "./parser.js";
import type { TSESLint } from "@typescript-eslint/utils";
import type { RuleName } from "../rules/index.js";

export type PresetName = "recommended" | "recommended-type-checked" | "strict" | "strict-type-checked";
export type ConfigName = PresetName | "disable";

/** The files the untyped presets lint. */
export const LINTED_FILES = ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}"];
/** The files the type-checked presets lint (the project service knows TypeScript files). */
export const TYPE_CHECKED_FILES = ["**/*.{ts,tsx,mts,cts}"];

interface PresetEntry {
  /** In `recommended` (and so in every preset), or only in `strict`. */
  preset: "recommended" | "strict";
  /** Options in the untyped presets. */
  options?: Record<string, unknown>;
  /** Options added in `strict` (and `strict-type-checked`). */
  strictOptions?: Record<string, unknown>;
  /** Audit options, in no preset (`agent-errors check --audit` adds them): what a review reads, not a CI gate. */
  auditOptions?: Record<string, unknown>;
  /** Whether the rule has a `typeAware` option for the type-checked presets. */
  typeAware: boolean;
}

/** Which presets turn on which rule. Every rule is in `strict` at least (a test checks it). */
export const PRESET_RULES: Record<RuleName, PresetEntry> = {
  "no-capture-expected-error": { preset: "recommended", strictOptions: { reportErrorLoggers: true }, typeAware: true },
  "no-deprecated-error-wrapper": { preset: "recommended", typeAware: true },
  "no-empty-catch-fallback": { preset: "recommended", strictOptions: { reportNullish: true }, auditOptions: { reportOutsideTools: true }, typeAware: true },
  "no-tool-params-in-error-log": { preset: "strict", typeAware: true },
  "no-untrusted-error-message": {
    preset: "recommended",
    // `reportUnknown` is an audit (every path the analysis cannot follow), in no preset: on 21 real servers
    // one report in ten was a defect (docs/precision.md).
    strictOptions: { reportRethrown: true, checkTrustedErrorConstructors: true },
    auditOptions: { reportUnknown: true },
    typeAware: true,
  },
  "require-tool-error-result": { preset: "recommended", typeAware: true },
};

function rulesFor(preset: PresetName): TSESLint.FlatConfig.Rules {
  const strict = preset.startsWith("strict");
  const typed = preset.endsWith("type-checked");
  const rules: TSESLint.FlatConfig.Rules = {};
  for (const [name, entry] of Object.entries(PRESET_RULES) as [RuleName, PresetEntry][]) {
    if (entry.preset === "strict" && !strict) continue;
    const options = { ...entry.options, ...(strict ? entry.strictOptions : {}), ...(typed && entry.typeAware ? { typeAware: true } : {}) };
    rules[`agent-errors/${name}`] = Object.keys(options).length > 0 ? ["error", options] : "error";
  }
  return rules;
}

export function createConfigs(plugin: TSESLint.FlatConfig.Plugin): Record<ConfigName, TSESLint.FlatConfig.Config> {
  const preset = (name: PresetName): TSESLint.FlatConfig.Config => {
    const typed = name.endsWith("type-checked");
    return {
      name: `agent-errors/${name}`,
      files: typed ? TYPE_CHECKED_FILES : LINTED_FILES,
      plugins: { "agent-errors": plugin },
      languageOptions: {
        // Untyped, the TypeScript parser behind one that parses a module once per process (src/parser.ts).
        // No `sourceType`: ESLint's own (module, and commonjs for `.cjs`) or the user's stands; setting module
        // here made `require` and `module` undefined for core rules in every `.cjs` file of the project.
        parser: typed ? tsParser : sharingParser,
        ...(typed ? { parserOptions: { projectService: true } } : {}),
      },
      rules: rulesFor(name),
    };
  };
  return {
    recommended: preset("recommended"),
    "recommended-type-checked": preset("recommended-type-checked"),
    strict: preset("strict"),
    "strict-type-checked": preset("strict-type-checked"),
    disable: {
      name: "agent-errors/disable",
      plugins: { "agent-errors": plugin },
      rules: Object.fromEntries(Object.keys(PRESET_RULES).map((name) => [`agent-errors/${name}`, "off"])),
    },
  };
}
