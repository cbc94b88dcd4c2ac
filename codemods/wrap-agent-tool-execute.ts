/**
 * Codemod `wrap-agent-tool-execute` (rule `no-deprecated-error-wrapper`): an embedded agent tool built
 * as `tool({ ..., execute: wrapAgentToolExecute(fn) })` becomes `agentTool({ ..., execute: fn })`
 * (Sentry's MCP server: `agentTool()` catches the API errors and returns `{ error }` or `{ result }` to the agent
 * itself). `fn` may be an arrow, a function expression or a function's name. The planning is the core's
 * (src/core/fix/agent-tool.ts); this file holds the options; the transform
 * reads the module files for whether they export the replacement.
 *
 * Imports: `agentTool` comes from the module that provided `wrapAgentToolExecute` (an existing import
 * of it is reused; `--agent-tool-from` names another module: a path relative to the working directory,
 * which each file imports by its own relative specifier, or a package); the wrapper's import goes when nothing
 * uses it any more (renamed in place to `agentTool` where that is what is needed); `tool` from `"ai"`
 * goes only when nothing else in the file uses it. A wrapper call that is not the `execute` of a
 * `tool()` call is left untouched and reported.
 *
 * The transform is in wrap-agent-tool-execute/transform.ts, loaded on the first file the prefilter lets through.
 *
 * Raw jscodeshift: `jscodeshift --no-babel -t <this file, built> --parser ts src/`.
 */
import { defaultWrapperTaken, jscodeshiftTransform, nameOption, settingsWrappers, stringOption, WRAPPER_TESTS, wrapperNames, type Codemod } from "./shared/codemod.js";
import { AGENT_TOOL, AGENT_TOOL_FROM, TOOL_FROM, WRAPPER } from "./wrap-agent-tool-execute/options.js";

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
  async prepare(options, cwd) {
    const from = stringOption(options, AGENT_TOOL_FROM);
    if (from === undefined) return options;
    // Loaded here, not up front: it reads module files with the parser.
    const { moduleOption } = await import("./shared/module-exports.js");
    const target = moduleOption(cwd, AGENT_TOOL_FROM.flag, from, nameOption(options, AGENT_TOOL, AGENT_TOOL.defaultText));
    if ("problem" in target) throw new Error(target.problem);
    // The module's absolute path: the transform writes each file's relative specifier to it.
    return "path" in target ? { ...options, [AGENT_TOOL_FROM.name]: target.path } : options;
  },
  load: async () => (await import("./wrap-agent-tool-execute/transform.js")).transform,

};

export default jscodeshiftTransform(wrapAgentToolExecuteCodemod);
