/**
 * The run of `throwing-tool-to-structured` over a codebase, after its options are read (migrate.ts): one
 * ts-morph project per tsconfig.json, every tool analysed and planned before any text is computed, the
 * edits of each file applied to its text (a file whose edits cannot be applied is rolled back), then
 * `--typecheck`, and the sites for a person with positions in the files as they are after the run.
 */
import { dirname, relative } from "node:path";
import { readSource } from "../../shared/encoding.js";
import { applyEdits } from "../../../src/core/fix/edit-plan.js";
import type { TextEdit } from "../../../src/core/fix/imports.js";
import type { ProjectMigrationInput, ProjectMigrationResult, ProjectSite } from "../codemod.js";
import { planImports, type ImportRequest } from "../imports.js";
import { formatterConfig, lineColumn, mapOffset } from "../nodes.js";
import { isDependencyFile, loadProject, projectRoots, type ProjectGroup } from "../project.js";
import { Typecheck, type Diagnostic, type TypeScriptSource } from "../typecheck.js";
import type { PreparedRun } from "./migrate.js";
import { fillLocations, Planner, type PlannedSite, type ToolPlan } from "./plan.js";
import { findTools, skippedAiToolCalls, type ToolSite } from "./tools.js";

interface FileOutcome {
  before: string;
  /** The text the analysis saw (no byte-order mark). */
  text: string;
  edits: TextEdit[];
  after: string;
}

/** How the summary names the TypeScript that checked. */
const TYPESCRIPT_SOURCES: Record<TypeScriptSource, string> = {
  project: "the project's own",
  plugin: "agent-errors' own: the project resolves no `typescript` package",
};

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * `--typecheck` for one project: the files rolled back (with why), the new diagnostics elsewhere as
 * sites, or why the check could not run.
 */
async function typecheckProject(
  tsconfig: string | undefined,
  files: readonly string[],
  cwd: string,
  exclude: ReadonlySet<string>,
  outcomes: ReadonlyMap<string, FileOutcome>,
): Promise<{ rolledBack: Map<string, string>; sites: ProjectSite[]; before: number; after: number; version: string; source: TypeScriptSource } | string> {
  let checked;
  try {
    const checker = await Typecheck.create(tsconfig, files, cwd, exclude);
    checked = checker.check(new Map([...outcomes].map(([path, outcome]) => [path, withoutBom(outcome.after)])));
  } catch (error) {
    return error instanceof RangeError ? "a file nests too deeply" : (error as Error).message.split("\n")[0]!;
  }
  const rolledBack = new Map<string, string>();
  for (const [path, diagnostic] of checked.rolledBack) {
    const { line, column } = lineColumn(diagnostic.text, diagnostic.start);
    rolledBack.set(path, `the migration gave this file a new type error (TS${diagnostic.code} at ${line}:${column}: ${diagnostic.message}), so it was rolled back and left untouched`);
  }
  const sites = checked.introduced.map((diagnostic: Diagnostic): ProjectSite => {
    const { line, column } = lineColumn(diagnostic.text, diagnostic.start);
    return { path: diagnostic.path, line, column, reason: `TypeScript reports a new error here after the migration (TS${diagnostic.code}): ${diagnostic.message}` };
  });
  return { rolledBack, sites, before: checked.before, after: checked.after, version: checked.version, source: checked.source };
}

/**
 * The run over the groups that hold candidates, with the options already read (migrate.ts, which loads this
 * module, and ts-morph with it, only when a file mentions a tool).
 */
export async function migrateGroups(input: ProjectMigrationInput, run: PreparedRun, groups: readonly ProjectGroup[], result: ProjectMigrationResult): Promise<ProjectMigrationResult> {
  const { cwd } = input;
  const { style, classMap, keepThrown, agentTool, agentToolFrom, typecheck } = run;
  const show = (path: string): string => relative(cwd, path) || path;
  const editable = new Set(input.files);
  const total = groups.reduce((sum, group) => sum + group.candidates.length, 0);
  let done = 0;

  for (const group of groups) {
    let loaded: ReturnType<typeof loadProject>;
    try {
      loaded = loadProject(group);
    } catch (error) {
      const reason = error instanceof RangeError ? "it nests too deeply" : (error as Error).message.split("\n")[0];
      for (const path of group.candidates) result.errors.push({ path, message: `TypeScript could not load the project of this file (${reason}), so it was left untouched` });
      done += group.candidates.length;
      continue;
    }
    // A file that cannot be parsed is an error where it may hold tools (its text names `tool(`, `execute`,
    // `registerTool`...); another one is none of this codemod's business, as it would be if it parsed.
    const candidates = new Set(group.candidates);
    for (const [path, message] of loaded.failed) if (editable.has(path) && candidates.has(path)) result.errors.push({ path, message: `could not be processed: ${message}` });
    const planner = new Planner(loaded, { style, classMap, keepThrown, cwd, editable, agentTool, agentToolFrom });
    const plans: ToolPlan[] = [];
    /** `tool(...)` calls from "ai" that were not taken as tools, with why (listed for a person). */
    const skippedTools: PlannedSite[] = [];
    const failedOn = (path: string, error: unknown): void => {
      const reason = error instanceof RangeError ? "it nests too deeply" : (error as Error).message.split("\n")[0];
      result.errors.push({ path, message: `the codemod failed on this file (${reason}), so its tools were left untouched` });
    };
    // The tools of every file first: their callers are then looked for in one pass over the project.
    const sitesOf = new Map<string, ToolSite[]>();
    for (const path of loaded.candidates) {
      const sourceFile = loaded.program.getSourceFile(path);
      try {
        const found = sourceFile ? findTools(loaded.checker, sourceFile, { agentTool }) : [];
        if (sourceFile) for (const skipped of skippedAiToolCalls(loaded.checker, sourceFile, found, { agentTool })) skippedTools.push({ path, pos: skipped.node.getStart(sourceFile), reason: skipped.reason });
        sitesOf.set(path, found);
      } catch (error) {
        failedOn(path, error);
      }
    }
    planner.expectCallers([...sitesOf.values()].flat());
    for (const path of loaded.candidates) {
      try {
        plans.push(...(sitesOf.get(path) ?? []).map((site) => planner.plan(site)));
      } catch (error) {
        failedOn(path, error);
      }
      input.onProgress?.(++done, total, path);
    }

    // Every tool is planned: now the texts.
    const editsOf = new Map<string, TextEdit[]>();
    const importsOf = new Map<string, ImportRequest[]>();
    const replacedOf = new Map<string, number[]>();
    const merge = <T>(into: Map<string, T[]>, from: Map<string, T[]>): void => {
      for (const [path, items] of from) into.set(path, [...(into.get(path) ?? []), ...items]);
    };
    for (const plan of plans) {
      merge(editsOf, plan.edits);
      merge(importsOf, plan.imports);
      merge(replacedOf, plan.replacedCallees);
    }
    const outcomes = new Map<string, FileOutcome>();
    const failed = new Map<string, string>();
    const pending: PlannedSite[] = [];
    for (const path of [...editsOf.keys()].sort()) {
      const sourceFile = loaded.program.getSourceFile(path);
      if (!sourceFile) continue;
      try {
        // Read as the project read it (typed/project.ts): bytes that are not UTF-8 are kept.
        const before = readSource(path).text;
        const bom = before.charCodeAt(0) === 0xfeff ? "\uFEFF" : "";
        const text = sourceFile.text;
        if (before.slice(bom.length) !== text) throw new Error("the file changed while the project was analysed");
        const imports = planImports(path, text, sourceFile, loaded.checker, loaded.program.getCompilerOptions(), importsOf.get(path) ?? [], replacedOf.get(path) ?? []);
        for (const binding of imports.kept) {
          pending.push({ path, pos: binding.pos, reason: `The import of \`${binding.name}\` is no longer used, but removing it would drop a comment or join two statements: remove it by hand.` });
        }
        const edits = [...editsOf.get(path)!, ...imports.edits];
        outcomes.set(path, { before, text, edits, after: bom + applyEdits(text, edits) });
      } catch (error) {
        failed.set(path, `the codemod failed on this file, so it was left untouched: ${(error as Error).message.split("\n")[0]}`);
      }
    }

    let typecheckNote: string | undefined;
    if (typecheck && outcomes.size > 0) {
      const checked = await typecheckProject(group.tsconfig, loaded.files, cwd, new Set(loaded.failed.keys()), outcomes);
      if (typeof checked === "string") {
        // Without a check, nothing that --typecheck was asked to verify is written.
        for (const path of outcomes.keys()) failed.set(path, `--typecheck could not check the project (${checked}), so this file was left untouched`);
      } else {
        for (const [path, message] of checked.rolledBack) failed.set(path, message);
        result.manual.push(...checked.sites);
        typecheckNote = `typecheck: TypeScript ${checked.version} (${TYPESCRIPT_SOURCES[checked.source]})`;
        const previous = result.typecheck;
        result.typecheck = {
          before: (previous?.before ?? 0) + checked.before,
          after: (previous?.after ?? 0) + checked.after,
          introduced: (previous?.introduced ?? 0) + checked.sites.length,
          rolledBack: (previous?.rolledBack ?? 0) + checked.rolledBack.size,
        };
      }
    }

    for (const [path, message] of failed) {
      outcomes.delete(path);
      result.errors.push({ path, message });
    }
    for (const [path, outcome] of outcomes) result.changes.push({ path, before: outcome.before, after: outcome.after });

    // The sites, where they are in the files after the run (as they are, for a dry run).
    const sites: PlannedSite[] = [...pending.filter((site) => outcomes.has(site.path)), ...skippedTools];
    let migrated = 0;
    let callers = 0;
    for (const plan of plans) {
      sites.push(...plan.manual);
      const kept = plan.files.length > 0 && plan.files.every((path) => outcomes.has(path));
      if (kept) {
        migrated++;
        callers += plan.callers.length;
        sites.push(...plan.callers);
      }
    }
    const locate = (path: string, pos: number): { line: number; column: number } => {
      const outcome = outcomes.get(path);
      if (outcome && !input.dryRun) return lineColumn(withoutBom(outcome.after), mapOffset(outcome.text, pos, outcome.edits));
      return lineColumn(loaded.program.getSourceFile(path)?.text ?? withoutBom(readSource(path).text), pos);
    };
    const seen = new Set<string>();
    for (const site of sites) {
      const { line, column } = locate(site.path, site.pos);
      const reason = fillLocations(site.reason, (path, pos) => {
        const location = locate(path, pos);
        return `${show(path)}:${location.line}:${location.column}`;
      });
      const key = `${site.path}\0${line}\0${column}\0${reason}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.manual.push({ path: site.path, line, column, reason });
    }
    const tools = plans.length;
    const roots = projectRoots(group.tsconfig, cwd);
    const sourceFiles = loaded.program.getSourceFiles().filter((file) => !loaded.program.isSourceFileDefaultLibrary(file) && !isDependencyFile(file.fileName, roots)).length;
    result.notes.push(
      `project: ${group.tsconfig ? show(group.tsconfig) : "files without a tsconfig.json"} (${sourceFiles} source files); ` +
        `${tools} tool${tools === 1 ? "" : "s"} found in the paths${toolNames(plans.map((plan) => plan.site.name))}, ${migrated} migrated`,
    );
    const leftOut = loaded.javaScriptLeftOut;
    if (leftOut.length > 0) {
      const few = leftOut.slice(0, MAX_NAMED_TOOLS).map(show).join(", ") + (leftOut.length > MAX_NAMED_TOOLS ? `, and ${leftOut.length - MAX_NAMED_TOOLS} more` : "");
      result.notes.push(
        `${leftOut.length} JavaScript file${leftOut.length === 1 ? " that mentions" : "s that mention"} a tool ${leftOut.length === 1 ? "was" : "were"} not analysed (${few}): ` +
          `${show(group.tsconfig!)} does not set \`allowJs\`, so TypeScript leaves ${leftOut.length === 1 ? "it" : "them"} out of the project; set \`"allowJs": true\` there, or pass --project a tsconfig.json that does`,
      );
    }
    // The default style builds AI SDK tools with agentTool(): an MCP tool is left as it is, and a run that
    // found only those would otherwise say "0 migrated" with nothing to act on.
    const mcpTools = plans.filter((plan) => plan.site.kind === "mcp").length;
    if (style === "agent-tool" && mcpTools > 0) {
      result.notes.push(
        `${mcpTools} of them ${mcpTools === 1 ? "is an MCP tool" : "are MCP tools"}, which --style agent-tool leaves as ${mcpTools === 1 ? "it is" : "they are"} (agentTool() wraps AI SDK tools): ` +
          "run with --style tool-error-v1 or --style result-object to turn their throws into isError results",
      );
    }
    if (migrated > 0) {
      // What no reference search finds: a tool taken from a list (the place it goes into one is listed), a
      // computed key of a map, another package, a UI reading the result over the wire. In the codebase of the `{ ok, error, errorType }` convention
      // those broke five tests the migration could not name.
      result.notes.push(
        `the result of ${migrated === 1 ? "the migrated tool" : `the ${migrated} migrated tools`} changed shape: ${callers > 0 ? "the callers found in this project are listed below" : "no caller was found in this project"}; ` +
          "callers it cannot follow (a tool taken from a list or by a computed key, packages outside the project, a UI reading results over the wire) must be checked by a person",
      );
    }
    // The codemod writes in the file's own layout and keeps the formatter's width, but only the formatter
    // knows all its rules: say which one to run.
    const formatter = migrated > 0 ? formatterConfig(group.tsconfig ? dirname(group.tsconfig) : cwd) : undefined;
    if (formatter && !formatter.file.endsWith(".editorconfig")) {
      result.notes.push(`the project has a formatter configuration (${show(formatter.file)}, width ${formatter.width}): run the formatter on the changed files`);
    }
    if (typecheckNote) result.notes.push(typecheckNote);
  }
  return result;
}

/** How many tools a summary names before "and N more". */
const MAX_NAMED_TOOLS = 8;

/** ` (searchIssues, get_issue, and 3 more)`: the tools found, so a run that found the wrong ones (or none) is plain. */
function toolNames(names: readonly string[]): string {
  if (names.length === 0) return "";
  const shown = names.slice(0, MAX_NAMED_TOOLS);
  const more = names.length - shown.length;
  return ` (${shown.join(", ")}${more > 0 ? `, and ${more} more` : ""})`;
}
