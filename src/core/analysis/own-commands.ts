/**
 * The vendor's own command-line tool run by its own server (`inferOwnApiUrls`): Railway's `@railway/mcp-server`
 * runs `execFile("railway", ["status", "--json"])`, Heroku's runs `heroku`. Such a process fails with the CLI's
 * text about the vendor's API (`Command failed: railway status --json` and its stderr), which the conventions
 * trust as they trust the vendor's API itself: such a call counts as a call of the own API's client. Found without
 * types, per file:
 * - the call runs a process through `child_process` (`execFile`, `spawn`, `exec` and their synchronous forms, also
 *   made by `util.promisify`: `const execFileAsync = promisify(execFile)`) or `execa`, through its imports and
 *   `const` aliases;
 * - the command is a constant whose name (without its directory or `.exe`/`.cmd`) is one of the vendor's names (the
 *   package's npm scope or its repository's GitHub owner, as for addresses), or that name with a suffix an
 *   organisation adds (`railwayapp`). For a shell command (`exec`, `execSync`, `execaCommand`), the first word of
 *   its constant start (`` exec(`railway up ${flags}`) ``).
 * A command the agent names, or any other program, is not the vendor's.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { memberName, unwrapCastsAndChains } from "../ast.js";
import { constInitializer } from "../scope.js";
import { bindingOfIdentifier, PROCESS_MODULES } from "./module-bindings.js";
import { constantText, leadingText, type OwnUrls } from "./own-fetch.js";
import { isOwnedName } from "./own-names.js";

/** Functions of `child_process` and `execa` handed a program and its arguments. */
const FILE_RUNNERS: ReadonlySet<string> = new Set(["execFile", "execFileSync", "spawn", "spawnSync", "execa", "execaSync", "execaNode"]);
/** Functions handed a whole shell command. */
const SHELL_RUNNERS: ReadonlySet<string> = new Set(["exec", "execSync", "execaCommand", "execaCommandSync"]);
/** How many `const` aliases and `promisify` wraps deep a runner is followed. */
const MAX_ALIASES = 8;

/** Whether a call runs the vendor's own command-line tool (see the module's comment). */
export function isOwnCommand(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression, urls: OwnUrls): boolean {
  if (urls.names.length === 0 || call.type !== AST_NODE_TYPES.CallExpression) return false;
  const command = call.arguments[0];
  if (!command || command.type === AST_NODE_TYPES.SpreadElement) return false;
  const runner = runnerOf(sourceCode, call.callee);
  if (!runner) return false;
  const text = leadingText(sourceCode, command, 0);
  if (text === undefined) return false;
  // A program is named whole (`"railway"`); a shell command's first word ends before what follows it (or with a
  // command known whole): `` `railway${suffix}` `` runs some other program.
  const word = runner === "file" ? undefined : /^\s*(\S+)(\s|$)/.exec(text);
  const program = runner === "file" ? text : word?.[1];
  if (program === undefined || ((runner === "file" || word?.[2] === "") && constantText(sourceCode, command, 0) === undefined)) return false;
  const name = program.split(/[\\/]/).pop()!.replace(/\.(?:exe|cmd|bat)$/i, "");
  return isOwnedName(name, urls.names);
}

/** Whether a callee runs a program ("file") or a shell command ("shell"), through its import, `const` aliases and `promisify`. */
function runnerOf(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node): "file" | "shell" | undefined {
  let current = unwrapCastsAndChains(callee);
  for (let steps = 0; steps < MAX_ALIASES; steps++) {
    // `cp.execFile(...)` of `import * as cp from "node:child_process"`.
    if (current.type === AST_NODE_TYPES.MemberExpression) {
      const object = unwrapCastsAndChains(current.object);
      const binding = object.type === AST_NODE_TYPES.Identifier ? bindingOfIdentifier(sourceCode, object) : undefined;
      return binding && binding.kind !== "named" && isRunnerModule(binding.source) ? kindOf(memberName(current)) : undefined;
    }
    // `promisify(execFile)`, `util.promisify(cp.exec)`.
    if (current.type === AST_NODE_TYPES.CallExpression) {
      const wrapper = unwrapCastsAndChains(current.callee);
      const argument = current.arguments[0];
      const name = wrapper.type === AST_NODE_TYPES.Identifier ? wrapper.name : memberName(wrapper);
      if (name !== "promisify" || !argument || argument.type === AST_NODE_TYPES.SpreadElement) return undefined;
      current = unwrapCastsAndChains(argument);
      continue;
    }
    if (current.type !== AST_NODE_TYPES.Identifier) return undefined;
    const binding = bindingOfIdentifier(sourceCode, current);
    if (binding) {
      if (!isRunnerModule(binding.source)) return undefined;
      if (binding.kind === "named") return kindOf(binding.imported);
      // `import execa from "execa"` (its default export is `execa` in older versions).
      return binding.kind === "default" && binding.source === "execa" ? "file" : undefined;
    }
    const init = constInitializer(sourceCode, current);
    if (!init) return undefined;
    current = init;
  }
  return undefined;
}

function isRunnerModule(source: string): boolean {
  return PROCESS_MODULES.has(source) || source === "execa";
}

function kindOf(name: string | undefined): "file" | "shell" | undefined {
  if (name === undefined) return undefined;
  if (FILE_RUNNERS.has(name)) return "file";
  return SHELL_RUNNERS.has(name) ? "shell" : undefined;
}
