/**
 * Codemod `wrap-agent-tool-execute` (rule `no-deprecated-error-wrapper`): an embedded agent tool built
 * as `tool({ ..., execute: wrapAgentToolExecute(fn) })` becomes `agentTool({ ..., execute: fn })`
 * (Sentry's MCP server: `agentTool()` catches the API errors and returns `{ error }` or `{ result }` to the agent
 * itself). `fn` may be an arrow, a function expression or a function's name.
 *
 * Imports: `agentTool` comes from the module that provided `wrapAgentToolExecute` (an existing import
 * of it is reused; `--agent-tool-from` names another module); the wrapper's import goes when nothing
 * uses it any more (renamed in place to `agentTool` where that is what is needed); `tool` from `"ai"`
 * goes only when nothing else in the file uses it. A wrapper call that is not the `execute` of a
 * `tool()` call is left untouched and reported.
 *
 * Raw jscodeshift: `jscodeshift --no-babel -t <this file, built> --parser ts src/`.
 */
import { child, list, nameOf, propertyKeyName, type AstNode } from "./shared/ast.js";
import { findReferencesOfAny, moduleBindings, nameInUse, type FunctionReference, type ModuleBinding } from "./shared/bindings.js";
import { dirname, relative, sep } from "node:path";
import { moduleExports } from "./shared/module-exports.js";
import { defaultWrapperTaken, excerpt, jscodeshiftTransform, migrateSource, nameOption, settingsWrappers, skipsWrapperTest, stringOption, WRAPPER_TESTS, wrapperNames, type Codemod, type CodemodOption, type FileMigration } from "./shared/codemod.js";
import type { TextEdit } from "./shared/edits.js";
import { addImportStatement, addNamedSpecifier, removeBindings, renameBinding } from "./shared/imports.js";

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
  defaultText: "ai",
};

interface Settings {
  wrappers: readonly string[];
  agentTool: string;
  agentToolFrom: string | undefined;
  toolFrom: string;
  /** Why `agentTool` cannot be imported from a module (it does not export it), read from the module's file; undefined when it can or nobody knows. */
  notExported?: (module: string) => string | undefined;
}

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
    const settings: Settings = {
      wrappers: wrapperNames(options, WRAPPER),
      agentTool: nameOption(options, AGENT_TOOL, AGENT_TOOL.defaultText),
      agentToolFrom: stringOption(options, AGENT_TOOL_FROM),
      toolFrom: stringOption(options, TOOL_FROM, TOOL_FROM.defaultText),
    };
    if (file) settings.notExported = (module) => notExported(file.absolutePath, module, settings.agentTool);
    return migrateSource(source, parser, settings.wrappers, (migration) => migrate(migration, settings, (references) => skipsWrapperTest(migration, file?.path, options, references)));
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

/** One `tool({ ..., execute: wrapper(handler) })` that can be migrated. */
interface Site {
  reference: FunctionReference;
  call: AstNode;
  handler: AstNode;
  toolCall: AstNode;
  /** The `tool` binding the call goes through, and the identifier that refers to it. */
  toolBinding: ModuleBinding;
  toolIdentifier: AstNode;
}

function migrate(file: FileMigration, settings: Settings, isWrapperTest: (references: readonly FunctionReference[]) => boolean): void {
  const { ast, plan } = file;
  const bindings = moduleBindings(ast);
  const references = findReferencesOfAny(ast, bindings, settings.wrappers);
  if (isWrapperTest(references)) return;
  const bindingOf = new Map<AstNode, ModuleBinding>();
  for (const binding of bindings) for (const identifier of binding.references) bindingOf.set(identifier, binding);

  const sites: Site[] = [];
  for (const reference of references) {
    const site = matchSite(file, reference, settings, bindingOf);
    if (typeof site === "string") file.report(reference.node, site);
    else sites.push(site);
  }
  if (sites.length === 0) return;

  // The wrapper's bindings that no reference will be left to.
  const migrating = new Set(sites.map((site) => site.reference.identifier));
  const freedWrappers = new Set<ModuleBinding>();
  for (const site of sites) {
    const binding = site.reference.binding;
    if (binding && binding.references.every((identifier) => migrating.has(identifier))) freedWrappers.add(binding);
  }

  const imports = new AgentToolImports(file, settings, bindings, freedWrappers);
  const done: Site[] = [];
  // Innermost first, so that a tool inside another tool's handler moves with it.
  for (const site of [...sites].reverse()) {
    const callee = imports.calleeFor(site.reference);
    if (typeof callee !== "string") {
      file.report(site.reference.node, callee.problem);
      continue;
    }
    const toolCallee = child(site.toolCall, "callee")!;
    plan.replace(toolCallee.start, toolCallee.end, callee);
    plan.replace(site.call.start, site.call.end, plan.movedText(site.handler, site.call.start));
    done.push(site);
  }
  for (const edit of imports.edits) plan.add(edit);

  // Imports that nothing refers to any more: the wrapper's (unless renamed to agentTool) and tool's.
  const migratedIdentifiers = new Set<AstNode>();
  for (const site of done) {
    if (site.reference.identifier) migratedIdentifiers.add(site.reference.identifier);
    migratedIdentifiers.add(site.toolIdentifier);
  }
  const unused = new Set<ModuleBinding>();
  for (const site of done) {
    for (const binding of [site.reference.binding, site.toolBinding]) {
      if (!binding || imports.keeps(binding)) continue;
      if (binding.references.every((identifier) => migratedIdentifiers.has(identifier))) unused.add(binding);
    }
  }
  const { edits, kept } = removeBindings(ast, [...unused]);
  for (const edit of edits) plan.add(edit);
  for (const binding of kept) {
    file.report(binding.declaration, `The import of \`${binding.local}\` is no longer used, but removing it would drop a comment or join two statements: remove it by hand.`);
  }
}

function matchSite(file: FileMigration, reference: FunctionReference, settings: Settings, bindingOf: ReadonlyMap<AstNode, ModuleBinding>): Site | string {
  const { ast } = file;
  const name = ast.text(reference.node);
  const notInTool = `\`${name}(...)\` is not the \`execute\` of a \`tool()\` call from "${settings.toolFrom}", so the codemod leaves it: build this tool with \`${settings.agentTool}()\` by hand.`;
  if (reference.kind === "re-export") {
    return `This re-exports the deprecated \`${reference.name}\`: remove the re-export once nothing imports the wrapper from here.`;
  }
  const link = ast.parentLink(reference.node);
  if (!link || link.parent.type !== "CallExpression" || link.key !== "callee") {
    return `\`${name}\` is used here without being called as a tool's \`execute\` (passed on, stored or exported): replace this use by hand.`;
  }
  const call = link.parent;
  const args = list(call, "arguments");
  const handler = args[0];
  if (args.length !== 1 || !handler || handler.type === "SpreadElement") {
    return `\`${name}(...)\` has ${args.length} arguments; the codemod migrates a single handler: migrate it by hand.`;
  }
  if (handler.type !== "ArrowFunctionExpression" && handler.type !== "FunctionExpression" && handler.type !== "Identifier") {
    return `The handler given to \`${name}(...)\` is not an arrow function, a function expression or a function's name: migrate it by hand.`;
  }
  const propertyLink = ast.parentLink(call);
  const property = propertyLink?.parent;
  if (!property || property.type !== "ObjectProperty" || propertyLink.key !== "value" || propertyKeyName(property) !== "execute") return notInTool;
  const options = ast.parent(property);
  const optionsLink = options && ast.parentLink(options);
  const toolCall = optionsLink?.parent;
  if (!toolCall || toolCall.type !== "CallExpression" || optionsLink.key !== "arguments" || optionsLink.index !== 0) return notInTool;
  const tool = resolveTool(toolCall, settings, bindingOf);
  if (tool === "agent-tool") {
    return `\`${name}(...)\` is already the \`execute\` of \`${settings.agentTool}()\`, which formats errors itself: check the handler and drop the wrapper by hand.`;
  }
  if (!tool) return notInTool;
  if (toolCall.typeParameters || toolCall.typeArguments) {
    return `\`tool<...>()\` has type arguments that \`${settings.agentTool}()\` may not take: migrate this tool by hand.`;
  }
  const dropped = ast.commentsDroppedBy(call, [handler]);
  if (dropped.length > 0) return `Migrating \`${name}(...)\` would drop the comment \`${excerpt(dropped[0]!.value)}\`: move the comment and migrate it by hand.`;
  return { reference, call, handler, toolCall, toolBinding: tool.binding, toolIdentifier: tool.identifier };
}

/** The `tool` (of the AI SDK) that a call calls: through a named import or a namespace. */
function resolveTool(
  toolCall: AstNode,
  settings: Settings,
  bindingOf: ReadonlyMap<AstNode, ModuleBinding>,
): { binding: ModuleBinding; identifier: AstNode } | "agent-tool" | undefined {
  const callee = child(toolCall, "callee");
  if (!callee) return undefined;
  if (callee.type === "Identifier") {
    const binding = bindingOf.get(callee);
    if (binding?.kind !== "named") return undefined;
    if (binding.imported === settings.agentTool) return "agent-tool";
    return binding.imported === "tool" && binding.source === settings.toolFrom ? { binding, identifier: callee } : undefined;
  }
  if (callee.type === "MemberExpression" && callee.computed !== true) {
    const object = child(callee, "object");
    const binding = object && bindingOf.get(object);
    if (binding?.kind !== "namespace") return undefined;
    const property = nameOf(child(callee, "property"));
    if (property === settings.agentTool) return "agent-tool";
    return property === "tool" && binding.source === settings.toolFrom ? { binding, identifier: object! } : undefined;
  }
  return undefined;
}

/**
 * How each migrated call names `agentTool`, and the import edits that make the name exist: an
 * existing import is reused, the freed wrapper specifier is renamed, a specifier is added to an import
 * of the module, or a new import line is added after the last import.
 */
class AgentToolImports {
  readonly edits: TextEdit[] = [];
  private readonly stillUsed = new Set<ModuleBinding>();
  private readonly byModule = new Map<string, string | { problem: string }>();

  constructor(
    private readonly file: FileMigration,
    private readonly settings: Settings,
    private readonly bindings: readonly ModuleBinding[],
    private readonly freedWrappers: ReadonlySet<ModuleBinding>,
  ) {}

  /** Whether a binding stays: renamed to `agentTool`, or the namespace that `ns.agentTool` goes through. */
  keeps(binding: ModuleBinding): boolean {
    return this.stillUsed.has(binding);
  }

  /** The callee text for a migrated call (`agentTool`, `compat.agentTool`), or why none can be had. */
  calleeFor(reference: FunctionReference): string | { problem: string } {
    const module = this.settings.agentToolFrom ?? reference.source;
    if (reference.kind === "member" && reference.binding?.kind === "namespace" && reference.binding.source === module) {
      const problem = this.settings.notExported?.(module);
      if (problem) return { problem };
      // `compat.wrapAgentToolExecute(fn)` -> `compat.agentTool({ ... })`
      this.stillUsed.add(reference.binding);
      return `${reference.binding.local}.${this.settings.agentTool}`;
    }
    let local = this.byModule.get(module);
    if (local === undefined) {
      local = this.importFrom(module, reference);
      this.byModule.set(module, local);
    }
    return local;
  }

  private importFrom(module: string, reference: FunctionReference): string | { problem: string } {
    const { ast, eol } = this.file;
    const name = this.settings.agentTool;
    const existing = this.bindings.find((binding) => binding.kind === "named" && binding.imported === name && binding.source === module);
    if (existing) return existing.local;
    const problem = this.settings.notExported?.(module);
    if (problem) return { problem };
    if (nameInUse(ast, name)) {
      return { problem: `\`${name}\` is already a name in this file, so the codemod cannot import it from "${module}": migrate this tool by hand.` };
    }
    // The wrapper's own specifier, when nothing will refer to it any more: renamed in place.
    const freed = [...this.freedWrappers].find((binding) => binding.kind === "named" && binding.source === module);
    const rename = freed && renameBinding(ast, freed, name);
    if (freed && rename) {
      this.stillUsed.add(freed);
      this.edits.push(rename);
      return name;
    }
    // A specifier added to an import of the module (next to the wrapper's, if it is there).
    const wrapperBinding = reference.binding?.kind === "named" && reference.binding.source === module ? reference.binding : undefined;
    const sameModule = this.bindings.filter((binding) => binding.source === module);
    const container = wrapperBinding ?? sameModule.find((binding) => binding.kind === "named") ?? undefined;
    if (container) {
      const list = container.style === "import" ? container.statement : ast.parent(container.declaration)!;
      const edit = addNamedSpecifier(ast, list, name, eol, wrapperBinding?.declaration);
      if (edit) {
        this.edits.push(edit);
        return name;
      }
    }
    // A new import line after the last import (or the wrapper's `require`).
    const imports = list(ast.program, "body").filter((statement) => statement?.type === "ImportDeclaration");
    const anchor = imports[imports.length - 1] ?? reference.binding?.statement;
    if (!anchor) return { problem: `The codemod found no import to add \`${name}\` next to: migrate this tool by hand.` };
    this.edits.push(addImportStatement(ast, anchor, name, module, eol));
    return name;
  }
}

export default jscodeshiftTransform(wrapAgentToolExecuteCodemod);
