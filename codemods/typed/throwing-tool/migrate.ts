/**
 * The entry of `throwing-tool-to-structured`'s run: its options (the style from `--style`, else
 * `settings["agent-errors"].errorResponse` in the project's ESLint configuration; `--error-map`,
 * `--agent-tool`, `--agent-tool-from`, `--project`) read and checked, and the files grouped by their
 * tsconfig.json. Only when a group holds a file that mentions a tool is the analysis loaded (transform.ts,
 * with ts-morph and TypeScript: most of a second), so a run that has nothing to analyse answers at once.
 */
import { ERROR_RESPONSE_STYLES, type ErrorResponseStyle } from "../../../src/core/settings.js";
import { CODEMOD_STYLE_OF } from "../../../src/core/error-styles.js";
import { AGENT_TOOL, AGENT_TOOL_FROM, STYLES, type Style } from "./options.js";
import { invalidNameOption, stringOption } from "../../shared/codemod.js";
import type { ModuleTarget } from "../../shared/module-exports.js";
import { ProjectCodemodUsageError, type ProjectMigrationInput, type ProjectMigrationResult, type ProjectTransform } from "../codemod.js";
import { groupByProject } from "../project-groups.js";
import { projectSettings } from "../../shared/project-settings.js";
import { readErrorMap, type ClassMap } from "./error-map.js";

/** `settings["agent-errors"].errorResponse` -> `--style`: the shape each style makes the agent see (the core's table). */
export const STYLE_OF_ERROR_RESPONSE: Readonly<Record<ErrorResponseStyle, Style>> = CODEMOD_STYLE_OF;

function option(input: ProjectMigrationInput, name: string): string | undefined {
  return stringOption(input.options, { name, flag: `--${name}` });
}

async function resolveStyle(input: ProjectMigrationInput): Promise<{ style: Style; note: string }> {
  const given = option(input, "style");
  if (given !== undefined) {
    // The settings' names (`errorResponse`) are the codemod's too: `error-property` is `agent-tool`, `ok-false` `result-object`.
    const named = (ERROR_RESPONSE_STYLES as readonly string[]).includes(given) ? STYLE_OF_ERROR_RESPONSE[given as ErrorResponseStyle] : undefined;
    if (named) return { style: named, note: named === given ? `style: ${given} (--style)` : `style: ${named} (--style ${given})` };
    if (!(STYLES as readonly string[]).includes(given)) {
      throw new ProjectCodemodUsageError(`--style must be one of ${STYLES.join(", ")} (or the settings' names: ${ERROR_RESPONSE_STYLES.join(", ")}), not "${given}"`);
    }
    return { style: given as Style, note: `style: ${given} (--style)` };
  }
  const { settings, source, configured } = await projectSettings(input.cwd, input.candidates[0]);
  const style = STYLE_OF_ERROR_RESPONSE[settings.errorResponse];
  return configured
    ? { style, note: `style: ${style} (settings["agent-errors"].errorResponse "${settings.errorResponse}" in ${source})` }
    : { style, note: `style: ${style} (the default: ${source}; pass --style to choose)` };
}

/**
 * `--agent-tool-from`: a path (relative to the working directory) or a package, see `moduleOption`; a usage error
 * when the import would not resolve. Its reading of modules is loaded only when the option is given.
 */
async function agentToolModule(cwd: string, value: string | undefined, agentTool: string): Promise<ModuleTarget | undefined> {
  if (value === undefined) return undefined;
  const { moduleOption } = await import("../../shared/module-exports.js");
  const target = moduleOption(cwd, AGENT_TOOL_FROM.flag, value, agentTool);
  if ("problem" in target) throw new ProjectCodemodUsageError(target.problem);
  return target;
}

/** The options of a run, read and checked. */
export interface PreparedRun {
  style: Style;
  classMap: ClassMap;
  keepThrown: ReadonlySet<string>;
  agentTool: string;
  agentToolFrom: ModuleTarget | undefined;
  typecheck: boolean;
}

export async function migrate(input: ProjectMigrationInput): Promise<ProjectMigrationResult> {
  const { cwd } = input;
  const { style, note } = await resolveStyle(input);
  const { classes: classMap, keepThrown } = readErrorMap(cwd, option(input, "errorMap"));
  const agentTool = option(input, "agentTool") ?? "agentTool";
  const badName = invalidNameOption(AGENT_TOOL, agentTool);
  if (badName) throw new ProjectCodemodUsageError(badName);
  const agentToolFrom = await agentToolModule(cwd, option(input, AGENT_TOOL_FROM.name), agentTool);
  const typecheck = input.options.typecheck === true || input.options.typecheck === "true";

  const result: ProjectMigrationResult = { changes: [], manual: [], errors: [], notes: [note] };
  const groups = groupByProject(cwd, input.files, input.candidates, option(input, "project"));
  if (groups.length === 0) {
    result.notes.push("no file mentions a tool: nothing to analyse");
    return result;
  }
  const { migrateGroups } = await import("./transform.js");
  return migrateGroups(input, { style, classMap, keepThrown, agentTool, agentToolFrom, typecheck }, groups, result);
}

export const transform: ProjectTransform = { migrate };
