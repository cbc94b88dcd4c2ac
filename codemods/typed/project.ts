/**
 * Loading the TypeScript projects of a migration with ts-morph: each file goes with the nearest
 * `tsconfig.json` above it (up to the repository's root), or with `--project`; files that no tsconfig
 * covers form one project of their own with default options. Files a tsconfig does not include are
 * added to its project, with what they import. Only projects that hold a candidate file are loaded.
 *
 * The analysis reads the language service's program and its checker, and never edits the project: the
 * codemods compute text edits, so the checker is never reset between sites.
 */
import { readFileSync as readFileSyncFs } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { Project, ts, type FileSystemHost } from "ts-morph";
import { decodeLossless } from "../shared/encoding.js";
import type { ProjectGroup } from "./project-groups.js";

export { groupByProject, nearestTsconfig, type ProjectGroup } from "./project-groups.js";

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

/** Where the project's own files are: the tsconfig.json's directory and the working directory. */
export function projectRoots(tsconfig: string | undefined, cwd: string): string[] {
  return [...new Set([...(tsconfig ? [dirname(tsconfig)] : []), cwd].map((root) => resolve(root)))];
}

const toPosix = (path: string): string => (sep === "/" ? path : path.split(sep).join("/"));

/**
 * Whether a file belongs to a package installed in a `node_modules` directory rather than to the
 * project: a `node_modules/<package>/` (or `node_modules/@scope/<package>/`) directory on its path that
 * holds none of the project's roots. The path is not tested for "/node_modules/" as a whole: a project
 * that itself lives under node_modules (a checkout in a cache, a vendored package) keeps its own files,
 * while the packages it installs, and the packages beside it, are still dependencies.
 */
export function isDependencyFile(fileName: string, roots: readonly string[]): boolean {
  const segments = toPosix(resolve(fileName)).split("/");
  const posixRoots = roots.map((root) => toPosix(root));
  for (let index = 0; index < segments.length - 1; index++) {
    if (segments[index] !== "node_modules") continue;
    const packageEnd = segments[index + 1]!.startsWith("@") ? index + 3 : index + 2;
    if (packageEnd >= segments.length) continue; // the file is the package directory's own entry, not inside one
    const packageDirectory = segments.slice(0, packageEnd).join("/");
    if (!posixRoots.some((root) => root === packageDirectory || root.startsWith(`${packageDirectory}/`))) return true;
  }
  return false;
}

/**
 * ts-morph's own file system, except that files are read losslessly (shared/encoding.ts): a file with
 * bytes that are not UTF-8 (a Latin-1 comment) is analysed with one escape character per such byte, and
 * the edits' output is written back with those bytes as they were (runner/run-project.ts). Reading files
 * in other encodings (a tsconfig asks for one) is left to ts-morph.
 */
let losslessFileSystem: FileSystemHost | undefined;
function fileSystem(): FileSystemHost {
  if (losslessFileSystem) return losslessFileSystem;
  const real = new Project({ compilerOptions: {}, skipAddingFilesFromTsConfig: true }).getFileSystem();
  const utf8 = (encoding: string | undefined): boolean => encoding === undefined || /^utf-?8$/i.test(encoding);
  const readFileSync = (filePath: string, encoding?: string): string => {
    if (!utf8(encoding)) return real.readFileSync(filePath, encoding);
    let bytes: Buffer;
    try {
      bytes = readFileSyncFs(filePath);
    } catch {
      return real.readFileSync(filePath, encoding); // throws the error ts-morph expects (a missing file is not an error there)
    }
    return decodeLossless(bytes).text;
  };
  losslessFileSystem = new Proxy(real, {
    get(target, key) {
      if (key === "readFileSync") return readFileSync;
      if (key === "readFile") return async (filePath: string, encoding?: string) => readFileSync(filePath, encoding);
      const value = Reflect.get(target, key, target) as unknown;
      // Its methods use private fields: they run on the real object.
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return losslessFileSystem;
}

/**
 * Loads a project. A file TypeScript cannot parse (TypeScript's parser recurses: a few thousand nested
 * parentheses exhaust the stack) is left out and returned in `failed`; the others load.
 */
export function loadProject(group: ProjectGroup): LoadedProject & { failed: Map<string, string>; javaScriptLeftOut: string[] } {
  const project = group.tsconfig
    ? new Project({ tsConfigFilePath: group.tsconfig, skipAddingFilesFromTsConfig: true, fileSystem: fileSystem() })
    : new Project({ compilerOptions: DEFAULT_COMPILER_OPTIONS, skipAddingFilesFromTsConfig: true, fileSystem: fileSystem() });
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
  // TypeScript reads a file with syntax errors anyway; migrated, it would still not parse, and the fault
  // would look like the codemod's. Such a file is left untouched, with the parser's first error.
  for (const file of files) {
    if (failed.has(file)) continue;
    const sourceFile = program.getSourceFile(file);
    const diagnostic = sourceFile ? program.getSyntacticDiagnostics(sourceFile)[0] : undefined;
    if (!sourceFile || !diagnostic) continue;
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    failed.set(file, `TypeScript cannot parse it: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")} (${line + 1}:${character + 1})`);
  }
  const candidateSet = new Set(group.candidates);
  const loaded = files.filter((file) => !failed.has(file));
  // JavaScript files that mention a tool, in a project whose tsconfig.json does not set `allowJs`: TypeScript leaves
  // them out of the program, so they are not analysed (the run says so rather than finding nothing).
  const javaScriptLeftOut = allowJs ? [] : group.candidates.filter((file) => !TS_EXTENSIONS.test(file));
  return { tsconfig: group.tsconfig, project, program, checker, languageService, files: loaded, candidates: loaded.filter((file) => candidateSet.has(file)), failed, javaScriptLeftOut };
}
