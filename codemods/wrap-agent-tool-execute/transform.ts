/**
 * The transform of `wrap-agent-tool-execute` (the descriptor, with what it does and why, is
 * ../wrap-agent-tool-execute.ts): the planning is the core's (`planAgentToolMigration`,
 * src/core/fix/agent-tool.ts); this reads the options and the module files, for whether they export the replacement.
 */
import { isAbsolute } from "node:path";
import { findFunctionReferences } from "../../src/core/analysis/references.js";
import { planAgentToolMigration, type AgentToolMigrationSettings } from "../../src/core/fix/agent-tool.js";
import { DEFAULT_SETTINGS, agentToolReplaceableModules } from "../../src/core/settings.js";
import { moduleExports, relativeSpecifier } from "../shared/module-exports.js";
import { nameOption, stringOption, wrapperNames, type CodemodTransform } from "../shared/codemod.js";
import { migrateSource, skipsWrapperTest } from "../shared/migrate-source.js";
import { AGENT_TOOL, AGENT_TOOL_FROM, TOOL_FROM, WRAPPER } from "./options.js";

/** The modules of the settings' `tool()` boundaries (the rule's suggestion replaces the same ones). */
const TOOL_MODULES: readonly string[] = agentToolReplaceableModules(DEFAULT_SETTINGS.toolBoundaries);

export const transform: CodemodTransform = {
  run(source, parser, options, file) {
    const wrappers = wrapperNames(options, WRAPPER);
    const settings: AgentToolMigrationSettings = {
      agentTool: nameOption(options, AGENT_TOOL, AGENT_TOOL.defaultText),
      agentToolFrom: importedFrom(stringOption(options, AGENT_TOOL_FROM), file?.absolutePath),
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

/**
 * `--agent-tool-from` as the file `importer` imports it: a module path, which the codemod's `prepare` made
 * absolute, by the file's own relative specifier (`../internal/utils.js`); a package as it is.
 */
function importedFrom(module: string | undefined, importer: string | undefined): string | undefined {
  return module !== undefined && importer !== undefined && isAbsolute(module) ? relativeSpecifier(importer, module) : module;
}

/** Why `name` cannot be imported from `module` in `importer`: the module's file, read, does not export it. */
function notExported(importer: string, module: string, name: string): string | undefined {
  const answer = moduleExports(importer, module, name);
  if (answer.kind !== "no") return undefined;
  return (
    `"${module}" (${relativeSpecifier(importer, answer.file)}) does not export \`${name}\`, so the import would not resolve: ` +
    `run with --agent-tool-from <module> naming the module that exports it, or migrate this tool by hand.`
  );
}

