/**
 * Loading the TypeScript projects of a migration with ts-morph: each file goes with the nearest
 * `tsconfig.json` above it (up to the repository's root), or with `--project`; files that no tsconfig
 * covers form one project of their own with default options. Files a tsconfig does not include are
 * added to its project, with what they import. Only projects that hold a candidate file are loaded.
 *
 * The analysis reads the language service's program and its checker, and never edits the project: the
 * codemods compute text edits, so the checker is never reset between sites.
 */
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { Project, ts } from "ts-morph";
import { findGitRoot } from "../runner/discover.js";
import { ProjectCodemodUsageError } from "./codemod.js";

export interface LoadedProject {
  /** The tsconfig.json, or undefined for the files no tsconfig covers. */
  tsconfig: string | undefined;
  project: Project;
  program: ts.Program;
  checker: ts.TypeChecker;
  languageService: ts.LanguageService;
  /** The files of the migration that belong to this project (absolute paths). */
  files: string[];
  /** Of those, the candidates: where sites are searched. */
  candidates: string[];
}

/** The options for files that no tsconfig.json covers. */
export const DEFAULT_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.Preserve,
};

const TS_EXTENSIONS = /\.(ts|tsx|mts|cts)$/;

/** The nearest tsconfig.json at or above the file's directory, not above `stop`. */
export function nearestTsconfig(file: string, stop: string | undefined): string | undefined {
  for (let directory = dirname(file); ; directory = dirname(directory)) {
    const candidate = join(directory, "tsconfig.json");
    if (existsSync(candidate)) return candidate;
    if (directory === stop || dirname(directory) === directory) return undefined;
  }
}

export interface ProjectGroup {
  tsconfig: string | undefined;
  files: string[];
  candidates: string[];
}

/** The files grouped by the tsconfig.json that covers them. */
export function groupByProject(cwd: string, files: readonly string[], candidates: readonly string[], explicit: string | undefined): ProjectGroup[] {
  let tsconfig: string | undefined;
  if (explicit !== undefined) {
    tsconfig = resolve(cwd, explicit);
    if (existsSync(tsconfig) && statSync(tsconfig).isDirectory()) tsconfig = join(tsconfig, "tsconfig.json");
    if (!existsSync(tsconfig)) throw new ProjectCodemodUsageError(`--project: no such file: ${explicit}`);
  }
  const candidateSet = new Set(candidates);
  const groups = new Map<string, ProjectGroup>();
  const stops = new Map<string, string | undefined>();
  for (const file of files) {
    let config = tsconfig;
    if (config === undefined) {
      const directory = dirname(file);
      if (!stops.has(directory)) stops.set(directory, findGitRoot(directory));
      config = nearestTsconfig(file, stops.get(directory));
    }
    const key = config ?? "";
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { tsconfig: config, files: [], candidates: [] }));
    group.files.push(file);
    if (candidateSet.has(file)) group.candidates.push(file);
  }
  return [...groups.values()].filter((group) => group.candidates.length > 0);
}

/**
 * Loads a project. A file TypeScript cannot parse (TypeScript's parser recurses: a few thousand nested
 * parentheses exhaust the stack) is left out and returned in `failed`; the others load.
 */
export function loadProject(group: ProjectGroup): LoadedProject & { failed: Map<string, string> } {
  const project = group.tsconfig
    ? new Project({ tsConfigFilePath: group.tsconfig, skipAddingFilesFromTsConfig: true })
    : new Project({ compilerOptions: DEFAULT_COMPILER_OPTIONS, skipAddingFilesFromTsConfig: true });
  const compilerOptions = project.getCompilerOptions();
  const allowJs = compilerOptions.allowJs === true;
  const files = group.files.filter((file) => TS_EXTENSIONS.test(file) || allowJs);
  let configured: string[] = [];
  if (group.tsconfig) {
    const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined };
    configured = (ts.getParsedCommandLineOfConfigFile(group.tsconfig, {}, host)?.fileNames ?? []).map((name) => resolve(name));
  }
  const failed = new Map<string, string>();
  for (const file of new Set([...configured, ...files])) {
    try {
      if (!project.getSourceFile(file)) project.addSourceFileAtPath(file);
    } catch (error) {
      failed.set(file, error instanceof RangeError ? "TypeScript cannot parse it: it nests too deeply" : `TypeScript cannot read it: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  try {
    project.resolveSourceFileDependencies();
  } catch {
    // The program resolves imports itself; this only lists them in the project.
  }
  const languageService = project.getLanguageService().compilerObject;
  const program = languageService.getProgram();
  if (!program) throw new Error("the TypeScript language service has no program");
  // The checker binds every file, which also sets the parent pointers the analysis walks up.
  const checker = program.getTypeChecker();
  const candidateSet = new Set(group.candidates);
  const loaded = files.filter((file) => !failed.has(file));
  return { tsconfig: group.tsconfig, project, program, checker, languageService, files: loaded, candidates: loaded.filter((file) => candidateSet.has(file)), failed };
}
