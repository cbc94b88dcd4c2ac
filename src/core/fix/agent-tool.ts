/**
 * `tool({ ..., execute: wrapAgentToolExecute(fn) })` becomes `agentTool({ ..., execute: fn })` (Sentry's MCP
 * server: `agentTool()` catches the API errors and returns `{ error }` or `{ result }` to the agent itself),
 * for the codemod `wrap-agent-tool-execute` over a whole file and for the suggestion of
 * `no-deprecated-error-wrapper` at one call. `fn` may be an arrow, a function expression or a function's name.
 *
 * Imports: `agentTool` comes from the module that provided the wrapper (an existing import of it is reused;
 * `agentToolFrom` names another module); the wrapper's import goes when nothing uses it any more (renamed in
 * place to `agentTool` where that is what is needed); `tool` goes only when nothing else in the file uses
 * it. A wrapper call that is not the `execute` of a `tool()` call is left untouched, with why.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { bindingOfIdentifier, moduleBindings, nameInUse, referenceIdentifier, type ModuleBinding } from "../analysis/module-bindings.js";
import type { FoundFunctionReference } from "../analysis/references.js";
import type { FunctionSpecifier } from "../settings.js";
import { lineEnding, type EditPlan } from "./edit-plan.js";
import { addImportStatement, addNamedSpecifier, removeBindings, renameBinding, type TextEdit } from "./imports.js";
import { droppedComments } from "./wrappers.js";
import { mention } from "../mention.js";

export interface AgentToolMigrationSettings {
  /** The exported name of the function that replaces `tool()` and the wrapper. */
  agentTool: string;
  /** The module to import it from; by default the module that provided the wrapper. */
  agentToolFrom: string | undefined;
  /** The modules whose `tool()` is replaced (the first is named in the reasons). */
  toolFrom: readonly string[];
  /** Why `agentTool` cannot be imported from a module (it does not export it); undefined when it can or nobody knows. */
  notExported?: (module: string) => string | undefined;
}

type Reference = FoundFunctionReference<FunctionSpecifier>;

/** One `tool({ ..., execute: wrapper(handler) })` that can be migrated. */
interface Site {
  reference: Reference;
  /** The import the wrapper's reference goes through (named, or the namespace of `ns.wrapper`). */
  wrapperBinding: ModuleBinding | undefined;
  /** The identifier of that reference (the wrapper's name, or the namespace's). */
  wrapperIdentifier: TSESTree.Node;
  call: TSESTree.CallExpression;
  handler: TSESTree.Node;
  toolCall: TSESTree.CallExpression;
  /** The `tool` binding the call goes through, and the identifier that refers to it. */
  toolBinding: ModuleBinding;
  toolIdentifier: TSESTree.Identifier;
}

/**
 * Plans the migration of every reference into `plan`; each one that cannot be migrated is given to `report`
 * with why, for a person.
 */
export function planAgentToolMigration(
  sourceCode: Readonly<TSESLint.SourceCode>,
  plan: EditPlan,
  references: readonly Reference[],
  settings: AgentToolMigrationSettings,
  report: (node: TSESTree.Node, reason: string) => void,
): void {
  const bindings = moduleBindings(sourceCode);
  const bindingOf = (identifier: TSESTree.Node): ModuleBinding | undefined => bindingOfIdentifier(sourceCode, identifier);

  const sites: Site[] = [];
  for (const reference of references) {
    const site = matchSite(sourceCode, reference, settings, bindingOf);
    if (typeof site === "string") report(reference.node, site);
    else sites.push(site);
  }
  if (sites.length === 0) return;

  // The wrapper's bindings that no reference will be left to.
  const migrating = new Set(sites.map((site) => site.wrapperIdentifier));
  const freedWrappers = new Set<ModuleBinding>();
  for (const site of sites) {
    const binding = site.wrapperBinding;
    if (binding && binding.references.every((identifier) => migrating.has(identifier))) freedWrappers.add(binding);
  }

  const imports = new AgentToolImports(sourceCode, settings, bindings, freedWrappers);
  const done: Site[] = [];
  // Innermost first, so that a tool inside another tool's handler moves with it.
  for (const site of [...sites].reverse()) {
    const callee = imports.calleeFor(site);
    if (typeof callee !== "string") {
      report(site.reference.node, callee.problem);
      continue;
    }
    plan.replace(site.toolCall.callee.range, callee);
    plan.replace(site.call.range, plan.movedText(site.handler, site.call.range[0]));
    done.push(site);
  }
  for (const edit of imports.edits) plan.add(edit);

  // Imports that nothing refers to any more: the wrapper's (unless renamed to agentTool) and tool's.
  const migratedIdentifiers = new Set<TSESTree.Node>();
  for (const site of done) {
    migratedIdentifiers.add(site.wrapperIdentifier);
    migratedIdentifiers.add(site.toolIdentifier);
  }
  const unused = new Set<ModuleBinding>();
  for (const site of done) {
    for (const binding of [site.wrapperBinding, site.toolBinding]) {
      if (!binding || imports.keeps(binding)) continue;
      if (binding.references.every((identifier) => migratedIdentifiers.has(identifier))) unused.add(binding);
    }
  }
  const { edits, kept } = removeBindings(sourceCode, [...unused]);
  for (const edit of edits) plan.add(edit);
  for (const binding of kept) {
    report(binding.declaration, `The import of \`${binding.local}\` is no longer used, but removing it would drop a comment or join two statements: remove it by hand.`);
  }
}

function matchSite(
  sourceCode: Readonly<TSESLint.SourceCode>,
  reference: Reference,
  settings: AgentToolMigrationSettings,
  bindingOf: (identifier: TSESTree.Node) => ModuleBinding | undefined,
): Site | string {
  const name = sourceCode.getText(reference.node);
  const notInTool = `\`${name}(...)\` is not the \`execute\` of a \`tool()\` call from "${settings.toolFrom[0]}", so the codemod leaves it: build this tool with \`${settings.agentTool}()\` by hand.`;
  if (reference.kind === "re-export") {
    return `This re-exports the deprecated \`${reference.spec.name}\`: remove the re-export once nothing imports the wrapper from here.`;
  }
  const call = reference.node.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.node) {
    return `\`${name}\` is used here without being called as a tool's \`execute\` (passed on, stored or exported): replace this use by hand.`;
  }
  const [handler] = call.arguments;
  if (call.arguments.length !== 1 || !handler || handler.type === AST_NODE_TYPES.SpreadElement) {
    return `\`${name}(...)\` has ${call.arguments.length} arguments; the codemod migrates a single handler: migrate it by hand.`;
  }
  if (handler.type !== AST_NODE_TYPES.ArrowFunctionExpression && handler.type !== AST_NODE_TYPES.FunctionExpression && handler.type !== AST_NODE_TYPES.Identifier) {
    return `The handler given to \`${name}(...)\` is not an arrow function, a function expression or a function's name: migrate it by hand.`;
  }
  const property = call.parent;
  if (property?.type !== AST_NODE_TYPES.Property || property.value !== call || property.computed || ASTUtils.getPropertyName(property) !== "execute") return notInTool;
  const options = property.parent;
  const toolCall = options.parent;
  if (toolCall?.type !== AST_NODE_TYPES.CallExpression || toolCall.arguments[0] !== options) return notInTool;
  const tool = resolveTool(toolCall, settings, bindingOf);
  if (tool === "agent-tool") {
    return `\`${name}(...)\` is already the \`execute\` of \`${settings.agentTool}()\`, which formats errors itself: check the handler and drop the wrapper by hand.`;
  }
  if (!tool) return notInTool;
  if (toolCall.typeArguments) return `\`tool<...>()\` has type arguments that \`${settings.agentTool}()\` may not take: migrate this tool by hand.`;
  const dropped = droppedComments(sourceCode, call, [handler]);
  if (dropped.length > 0) return `Migrating \`${name}(...)\` would drop the comment \`${mention(dropped[0]!.value.trim())}\`: move the comment and migrate it by hand.`;
  const wrapperIdentifier = referenceIdentifier(reference.node);
  return { reference, wrapperBinding: bindingOf(wrapperIdentifier), wrapperIdentifier, call, handler, toolCall, toolBinding: tool.binding, toolIdentifier: tool.identifier };
}

/** The `tool` (of the AI SDK) that a call calls: through a named import or a namespace. */
function resolveTool(
  toolCall: TSESTree.CallExpression,
  settings: AgentToolMigrationSettings,
  bindingOf: (identifier: TSESTree.Node) => ModuleBinding | undefined,
): { binding: ModuleBinding; identifier: TSESTree.Identifier } | "agent-tool" | undefined {
  const callee = toolCall.callee;
  if (callee.type === AST_NODE_TYPES.Identifier) {
    const binding = bindingOf(callee);
    if (binding?.kind !== "named") return undefined;
    if (binding.imported === settings.agentTool) return "agent-tool";
    return binding.imported === "tool" && settings.toolFrom.includes(binding.source) ? { binding, identifier: callee } : undefined;
  }
  if (callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.object.type === AST_NODE_TYPES.Identifier && callee.property.type === AST_NODE_TYPES.Identifier) {
    const binding = bindingOf(callee.object);
    if (binding?.kind !== "namespace") return undefined;
    if (callee.property.name === settings.agentTool) return "agent-tool";
    return callee.property.name === "tool" && settings.toolFrom.includes(binding.source) ? { binding, identifier: callee.object } : undefined;
  }
  return undefined;
}

/**
 * How each migrated call names `agentTool`, and the import edits that make the name exist: an existing
 * import is reused, the freed wrapper specifier is renamed, a specifier is added to an import of the
 * module, or a new import line is added after the last import.
 */
class AgentToolImports {
  readonly edits: TextEdit[] = [];
  private readonly stillUsed = new Set<ModuleBinding>();
  private readonly byModule = new Map<string, string | { problem: string }>();
  private readonly eol: string;

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly settings: AgentToolMigrationSettings,
    private readonly bindings: readonly ModuleBinding[],
    private readonly freedWrappers: ReadonlySet<ModuleBinding>,
  ) {
    this.eol = lineEnding(sourceCode.text);
  }

  /** Whether a binding stays: renamed to `agentTool`, or the namespace that `ns.agentTool` goes through. */
  keeps(binding: ModuleBinding): boolean {
    return this.stillUsed.has(binding);
  }

  /** The callee text for a migrated call (`agentTool`, `compat.agentTool`), or why none can be had. */
  calleeFor(site: Site): string | { problem: string } {
    const { reference, wrapperBinding } = site;
    const source = wrapperBinding?.source ?? reference.source ?? "";
    const module = this.settings.agentToolFrom ?? source;
    if (reference.kind === "member" && wrapperBinding?.kind === "namespace" && wrapperBinding.source === module) {
      const problem = this.settings.notExported?.(module);
      if (problem) return { problem };
      // `compat.wrapAgentToolExecute(fn)` -> `compat.agentTool({ ... })`
      this.stillUsed.add(wrapperBinding);
      return `${wrapperBinding.local}.${this.settings.agentTool}`;
    }
    let local = this.byModule.get(module);
    if (local === undefined) {
      local = this.importFrom(module, site);
      this.byModule.set(module, local);
    }
    return local;
  }

  private importFrom(module: string, site: Site): string | { problem: string } {
    const { sourceCode, eol } = this;
    const name = this.settings.agentTool;
    const existing = this.bindings.find((binding) => binding.kind === "named" && binding.imported === name && binding.source === module);
    if (existing) return existing.local;
    const problem = this.settings.notExported?.(module);
    if (problem) return { problem };
    if (nameInUse(sourceCode, name)) {
      return { problem: `\`${name}\` is already a name in this file, so the codemod cannot import it from "${module}": migrate this tool by hand.` };
    }
    // The wrapper's own specifier, when nothing will refer to it any more: renamed in place.
    const freed = [...this.freedWrappers].find((binding) => binding.kind === "named" && binding.source === module);
    const rename = freed && renameBinding(sourceCode, freed, name);
    if (freed && rename) {
      this.stillUsed.add(freed);
      this.edits.push(rename);
      return name;
    }
    // A specifier added to an import of the module (next to the wrapper's, if it is there).
    const wrapperBinding = site.wrapperBinding?.kind === "named" && site.wrapperBinding.source === module ? site.wrapperBinding : undefined;
    const container = wrapperBinding ?? this.bindings.find((binding) => binding.source === module && binding.kind === "named");
    if (container) {
      const list = container.statement.type === AST_NODE_TYPES.ImportDeclaration ? container.statement : container.declaration.parent;
      if (list?.type === AST_NODE_TYPES.ImportDeclaration || list?.type === AST_NODE_TYPES.ObjectPattern) {
        const edit = addNamedSpecifier(sourceCode, list, name, eol, wrapperBinding?.declaration);
        if (edit) {
          this.edits.push(edit);
          return name;
        }
      }
    }
    // A new import line after the last import (or the wrapper's `require`).
    const imports = sourceCode.ast.body.filter((statement) => statement.type === AST_NODE_TYPES.ImportDeclaration);
    const anchor = imports[imports.length - 1] ?? site.wrapperBinding?.statement;
    if (!anchor) return { problem: `The codemod found no import to add \`${name}\` next to: migrate this tool by hand.` };
    this.edits.push(addImportStatement(sourceCode, anchor, name, module, eol));
    return name;
  }
}
