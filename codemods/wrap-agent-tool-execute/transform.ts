/**
 * The transform of `wrap-agent-tool-execute` (the descriptor, with what it does and why, is
 * ../wrap-agent-tool-execute.ts): the planning is the core's (`planAgentToolMigration`,
 * src/core/fix/agent-tool.ts); this reads the options and the module files, for whether they export the replacement.
 */
import { dirname, relative, sep } from "node:path";
import { findFunctionReferences } from "../../src/core/analysis/references.js";
import { planAgentToolMigration, type AgentToolMigrationSettings } from "../../src/core/fix/agent-tool.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { moduleExports } from "../shared/module-exports.js";
import { nameOption, stringOption, wrapperNames, type CodemodTransform } from "../shared/codemod.js";
import { migrateSource, skipsWrapperTest } from "../shared/migrate-source.js";
import { AGENT_TOOL, AGENT_TOOL_FROM, TOOL_FROM, WRAPPER } from "./options.js";

/** The modules of the settings' `tool()` boundaries (the rule's suggestion replaces the same ones). */
const TOOL_MODULES: readonly string[] = DEFAULT_SETTINGS.toolBoundaries
  .filter((boundary) => boundary.name === "tool" && !boundary.receiver && typeof boundary.handler === "object" && boundary.handler.property === "execute")
  .flatMap((boundary) => boundary.from ?? []);

export const transform: CodemodTransform = {
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

