/**
 * The project's `settings["agent-errors"]`, read from its own ESLint configuration (the one ESLint
 * would use for a file of the migration), so that a codemod writes what the rules expect: one place
 * where a codebase describes its error conventions. Only read when an option needs its default.
 */
import { existsSync, readFileSync } from "node:fs";
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

/** The ESLint flat config file nearest above a file (the one ESLint would use), if any. */
function configAbove(file: string): string | undefined {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const name = CONFIG_FILES.find((candidate) => existsSync(join(dir, candidate)));
    if (name) return join(dir, name);
    if (dirname(dir) === dir) return undefined;
  }
}

export interface ProjectSettings {
  settings: AgentErrorsSettings;
  /** Where they came from, for the summary: `eslint.config.js`, or why the defaults apply. */
  source: string;
  /** Whether the configuration set `settings["agent-errors"]` at all. */
  configured: boolean;
}

/**
 * The settings ESLint would use for `file`. With `onlyIfMentioned`, ESLint and the configuration (a few hundred
 * milliseconds: the configuration imports its plugins) are loaded only when the config file's text mentions
 * that key: a run that cannot learn anything from them does not pay for them.
 */
export async function projectSettings(cwd: string, file: string | undefined, onlyIfMentioned?: string): Promise<ProjectSettings> {
  const defaults = (source: string): ProjectSettings => ({ settings: parseSettings(undefined), source, configured: false });
  if (!file) return defaults("no file to look up an ESLint configuration for");
  const nearest = configAbove(file);
  if (!nearest) return defaults("no ESLint configuration found");
  if (onlyIfMentioned !== undefined) {
    let text = "";
    try {
      text = readFileSync(nearest, "utf8");
    } catch {
      // Unreadable here: ESLint will say why below.
    }
    if (text !== "" && !text.includes(onlyIfMentioned)) return defaults(`${relative(cwd, nearest) || nearest} does not mention ${onlyIfMentioned}`);
  }
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
