/**
 * eslint-plugin-agent-errors: the plugin object (`meta`, `rules`, `configs`).
 *
 *   import agentErrors from "eslint-plugin-agent-errors";
 *   export default [agentErrors.configs.recommended];
 *
 * The default export is typed with ESLint's own types (`ESLint.Plugin`, `Linter.Config`), so it fits
 * `defineConfig`, `extends` and a typed `eslint.config.ts` as they are; the named `rules` export keeps the
 * rules' typescript-eslint types (options and message ids) for code that builds on them.
 */
import type { ESLint, Linter, Rule } from "eslint";
import type { TSESLint } from "@typescript-eslint/utils";
import { rules, type RuleName } from "../rules/index.js";
import { createConfigs, type ConfigName } from "./configs.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./package-info.js";

export type { AgentErrorsSettings } from "./core/settings.js";
export { DEFAULT_SETTINGS, SETTINGS_KEY } from "./core/settings.js";
export type { ConfigName, PresetName } from "./configs.js";
export type { RuleName } from "../rules/index.js";

/** The plugin, as ESLint sees it. */
export interface AgentErrorsPlugin extends ESLint.Plugin {
  meta: { name: string; version: string; namespace: "agent-errors" };
  rules: Record<RuleName, Rule.RuleModule>;
  configs: Record<ConfigName, Linter.Config>;
}

const configs = {} as Record<ConfigName, Linter.Config>;

const plugin: AgentErrorsPlugin = {
  meta: { name: PACKAGE_NAME, version: PACKAGE_VERSION, namespace: "agent-errors" },
  // typescript-eslint's rule modules are ESLint rule modules with stricter types for `create`'s context.
  rules: rules as unknown as Record<RuleName, Rule.RuleModule>,
  configs,
};

Object.assign(configs, createConfigs(plugin as unknown as TSESLint.FlatConfig.Plugin) as unknown as Record<ConfigName, Linter.Config>);

export { rules, configs };
export default plugin;
