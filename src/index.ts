/**
 * eslint-plugin-agent-errors: the plugin object (`meta`, `rules`, `configs`).
 *
 *   import agentErrors from "eslint-plugin-agent-errors";
 *   export default [agentErrors.configs.recommended];
 */
import type { TSESLint } from "@typescript-eslint/utils";
import { rules } from "../rules/index.js";
import { createConfigs, type ConfigName } from "./configs.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./package-info.js";

export type { AgentErrorsSettings } from "./core/settings.js";
export { DEFAULT_SETTINGS, SETTINGS_KEY } from "./core/settings.js";

const configs = {} as Record<ConfigName, TSESLint.FlatConfig.Config>;

const plugin = {
  meta: { name: PACKAGE_NAME, version: PACKAGE_VERSION },
  rules,
  configs,
};

Object.assign(configs, createConfigs(plugin as unknown as TSESLint.FlatConfig.Plugin));

export { rules, configs };
export default plugin;
