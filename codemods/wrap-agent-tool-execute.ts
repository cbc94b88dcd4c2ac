/**
 * Codemod `wrap-agent-tool-execute` (rule `no-deprecated-error-wrapper`): an embedded agent tool built
 * as `tool({ ..., execute: wrapAgentToolExecute(fn) })` becomes `agentTool({ ..., execute: fn })`
 * (Sentry's MCP server: `agentTool()` catches the API errors and returns `{ error }` or `{ result }` to the agent
 * itself). `fn` may be an arrow, a function expression or a function's name. The planning is the core's
 * (src/core/fix/agent-tool.ts); this file holds the options, and reads the module files for whether they
 * export the replacement.
 *
 * Imports: `agentTool` comes from the module that provided `wrapAgentToolExecute` (an existing import
 * of it is reused; `--agent-tool-from` names another module); the wrapper's import goes when nothing
 * uses it any more (renamed in place to `agentTool` where that is what is needed); `tool` from `"ai"`
 * goes only when nothing else in the file uses it. A wrapper call that is not the `execute` of a
 * `tool()` call is left untouched and reported.
 *
 * Raw jscodeshift: `jscodeshift --no-babel -t <this file, built> --parser ts src/`.
 */
import { dirname, relative, sep } from "node:path";
import { findFunctionReferences } from "../src/core/analysis/references.js";
import { planAgentToolMigration, type AgentToolMigrationSettings } from "../src/core/fix/agent-tool.js";
import { DEFAULT_SETTINGS } from "../src/core/settings.js";
import { moduleExports } from "./shared/module-exports.js";
import { defaultWrapperTaken, jscodeshiftTransform, migrateSource, nameOption, settingsWrappers, skipsWrapperTest, stringOption, WRAPPER_TESTS, wrapperNames, type Codemod, type CodemodOption } from "./shared/codemod.js";

const WRAPPER: CodemodOption = {
  name: "wrapper",
  flag: "--wrapper",
  value: "name",
  description: "The exported name of the deprecated wrapper; without it, the wrappers that settings[\"agent-errors\"].deprecatedWrappers in the project's ESLint config assign to this codemod",
  defaultText: "wrapAgentToolExecute",
};
const AGENT_TOOL: CodemodOption = {
  name: "agentTool",
  flag: "--agent-tool",
  value: "name",
  description: "The exported name of the function that replaces tool() and the wrapper; without it, the agentTool of those settings entries",
  defaultText: "agentTool",
};
const AGENT_TOOL_FROM: CodemodOption = {
  name: "agentToolFrom",
  flag: "--agent-tool-from",
  value: "module",
  description: "The module to import it from",
  defaultText: "the module that provided the wrapper",
};
const TOOL_FROM: CodemodOption = {
  name: "toolFrom",
  flag: "--tool-from",
  value: "module",
  description: "The module whose tool() is replaced",
  defaultText: "ai, and @ai-sdk/provider-utils (which ai re-exports it from)",
};

/** The modules of the settings' `tool()` boundaries (the rule's suggestion replaces the same ones). */
const TOOL_MODULES: readonly string[] = DEFAULT_SETTINGS.toolBoundaries
  .filter((boundary) => boundary.name === "tool" && !boundary.receiver && typeof boundary.handler === "object" && boundary.handler.property === "execute")
  .flatMap((boundary) => boundary.from ?? []);


export const wrapAgentToolExecuteCodemod: Codemod = {
  name: "wrap-agent-tool-execute",
  description: "Turn `tool({ ..., execute: wrapAgentToolExecute(fn) })` into `agentTool({ ..., execute: fn })`",
  rule: "no-deprecated-error-wrapper",
  options: [WRAPPER, AGENT_TOOL, AGENT_TOOL_FROM, TOOL_FROM, WRAPPER_TESTS],
  prefilter: (options) => wrapperNames(options, WRAPPER),
  fromSettings(settings, options) {
    const wrappers = settingsWrappers(settings, this.name, options, WRAPPER);
    if (!wrappers) return undefined;
    if (wrappers.length === 0) return defaultWrapperTaken(WRAPPER);
    // One run writes one replacement: wrappers that name different ones are migrated one at a time.
    const agentTools = [...new Set(wrappers.map((wrapper) => wrapper.agentTool ?? AGENT_TOOL.defaultText))];
    if (agentTools.length > 1) {
      throw new Error(
        `settings["agent-errors"].deprecatedWrappers name wrappers that different functions replace (${wrappers.map((wrapper) => `${wrapper.name} -> ${wrapper.agentTool ?? AGENT_TOOL.defaultText}`).join(", ")}): ` +
          `run the codemod once per wrapper, with ${WRAPPER.flag} <name> ${AGENT_TOOL.flag} <name>`,
      );
    }
    const names = wrappers.map((wrapper) => wrapper.name);
    const given = stringOption(options, AGENT_TOOL);
    return {
      options: { wrappers: names, ...(given === undefined ? { agentTool: agentTools[0]! } : {}) },
      taken: `wrappers: ${names.join(", ")}${given === undefined ? `; replaced by ${agentTools[0]}` : ""}`,
    };
  },
  run(source, parser, options, file) {
    const wrappers = wrapperNames(options, WRAPPER);
    const settings: AgentToolMigrationSettings = {
      agentTool: nameOption(options, AGENT_TOOL, AGENT_TOOL.defaultText),
      agentToolFrom: stringOption(options, AGENT_TOOL_FROM),
      toolFrom: ((given) => (given === undefined ? TOOL_MODULES : [given]))(stringOption(options, TOOL_FROM)),
    };
    // Whether the module exports the replacement is read from its file, when the file is known.
    if (file) settings.notExported = (module) => notExported(file.absolutePath, module, settings.agentTool);
    return migrateSource(source, parser, wrappers, (migration) => {
      const { references } = findFunctionReferences(migration.sourceCode, wrappers.map((name) => ({ name })));
      if (skipsWrapperTest(migration, file?.path, options, references)) return;
      planAgentToolMigration(migration.sourceCode, migration.plan, references, settings, (node, reason) => migration.report(node, reason));
    });
  },
};

/** Why `name` cannot be imported from `module` in `importer`: the module's file, read, does not export it. */
function notExported(importer: string, module: string, name: string): string | undefined {
  const answer = moduleExports(importer, module, name);
  if (answer.kind !== "no") return undefined;
  const file = relative(dirname(importer), answer.file).split(sep).join("/");
  return (
    `"${module}" (${file.startsWith(".") ? file : `./${file}`}) does not export \`${name}\`, so the import would not resolve: ` +
    `run with --agent-tool-from <module> naming the module that exports it, or migrate this tool by hand.`
  );
}

export default jscodeshiftTransform(wrapAgentToolExecuteCodemod);
