/**
 * The project's `settings["agent-errors"]`, read from its own ESLint configuration (the one ESLint
 * would use for a file of the migration), so that a codemod writes what the rules expect: one place
 * where a codebase describes its error conventions. Only read when an option needs its default.
 */
import { relative } from "node:path";
import { parseSettings, SETTINGS_KEY, type AgentErrorsSettings } from "../../src/core/settings.js";
import { ProjectCodemodUsageError } from "./codemod.js";

export interface ProjectSettings {
  settings: AgentErrorsSettings;
  /** Where they came from, for the summary: `eslint.config.js`, or why the defaults apply. */
  source: string;
  /** Whether the configuration set `settings["agent-errors"]` at all. */
  configured: boolean;
}

export async function projectSettings(cwd: string, file: string | undefined): Promise<ProjectSettings> {
  const defaults = (source: string): ProjectSettings => ({ settings: parseSettings(undefined), source, configured: false });
  if (!file) return defaults("no file to look up an ESLint configuration for");
  let config: { settings?: Record<string, unknown> } | undefined;
  let configFile: string | undefined;
  try {
    const { ESLint } = await import("eslint");
    const eslint = new ESLint({ cwd });
    configFile = await eslint.findConfigFile(file);
    if (!configFile) return defaults("no ESLint configuration found");
    config = (await eslint.calculateConfigForFile(file)) as typeof config;
  } catch (error) {
    return defaults(`the ESLint configuration could not be loaded (${(error as Error).message.split("\n")[0]})`);
  }
  const shown = relative(cwd, configFile) || configFile;
  if (!config) return defaults(`${shown} does not lint ${relative(cwd, file) || file}`);
  const raw = config.settings?.[SETTINGS_KEY];
  if (raw === undefined) return defaults(`${shown} sets no settings["${SETTINGS_KEY}"]`);
  try {
    return { settings: parseSettings(raw), source: shown, configured: true };
  } catch (error) {
    throw new ProjectCodemodUsageError(`${shown}: ${(error as Error).message}`);
  }
}
