/**
 * The project's `settings["agent-errors"]`, read from its own ESLint configuration (the one ESLint
 * would use for a file of the migration), so that a codemod writes what the rules expect: one place
 * where a codebase describes its error conventions. Only read when an option needs its default.
 */
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { parseSettings, SETTINGS_KEY, type AgentErrorsSettings } from "../../src/core/settings.js";

/** The project's settings are invalid: the migration refuses to run (the same words as the rules' error). */
export class ProjectSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProjectSettingsError";
  }
}

const CONFIG_FILES = ["eslint.config.js", "eslint.config.mjs", "eslint.config.cjs", "eslint.config.ts", "eslint.config.mts", "eslint.config.cts"];

/** Whether an ESLint flat config file is in the file's directory or above: without one, ESLint need not be loaded. */
function hasConfigAbove(file: string): boolean {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (CONFIG_FILES.some((name) => existsSync(join(dir, name)))) return true;
    if (dirname(dir) === dir) return false;
  }
}

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
  // Loading ESLint and the project's configuration costs a few hundred milliseconds: not without a config file.
  if (!hasConfigAbove(file)) return defaults("no ESLint configuration found");
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
    throw new ProjectSettingsError(`${shown}: ${(error as Error).message}`);
  }
}
