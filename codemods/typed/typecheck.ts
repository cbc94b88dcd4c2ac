/**
 * `--typecheck`: the project's own TypeScript (the `typescript` package its tsconfig.json's directory
 * resolves, else the plugin's own peer dependency; never the copy ts-morph bundles, which keeps its default
 * library files in memory for its own projects, so that a program made with a compiler host reports every
 * global type missing) checks the project as it is, then as the migration would
 * leave it (the new texts given to the compiler host, nothing written), and the diagnostics that are
 * new are reported. A migrated file that gets new errors of its own is rolled back and the project
 * checked again, a few rounds at most; new errors elsewhere (a caller that used the old result) are
 * left for a person.
 *
 * Diagnostics are compared by file, code and message, so that moved lines do not count as new.
 */
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type * as TypeScript from "typescript";
import { isDependencyFile, projectRoots } from "./project.js";

type TS = typeof TypeScript;

export interface Diagnostic {
  path: string;
  /** The text that was checked (no byte-order mark). */
  text: string;
  /** 0-based offset in `text`. */
  start: number;
  code: number;
  message: string;
}

export interface TypecheckOutcome {
  before: number;
  after: number;
  /** New diagnostics, positions in the new texts. */
  introduced: Diagnostic[];
  /** Files rolled back, with the first new diagnostic that made them go. */
  rolledBack: Map<string, Diagnostic>;
  /** The new texts that stay. */
  kept: Map<string, string>;
  /** The TypeScript version that checked, and where it comes from. */
  version: string;
  source: TypeScriptSource;
}

/** Which TypeScript checks: the project's, or the plugin's (the project resolves none). */
export type TypeScriptSource = "project" | "plugin";

/** The `typescript` package that `directory` resolves (the project's own), else the one this package resolves (its peer dependency). */
export async function projectTypeScript(directory: string): Promise<{ tsx: TS; source: TypeScriptSource }> {
  for (const [from, source] of [
    [join(directory, "noop.js"), "project"],
    [import.meta.url, "plugin"],
  ] as const) {
    try {
      const path = createRequire(from).resolve("typescript");
      const module = (await import(pathToFileURL(path).href)) as TS & { default?: TS };
      return { tsx: module.default ?? module, source };
    } catch {
      // Not installed there: the next.
    }
  }
  throw new Error("no `typescript` package resolves from the project or from agent-errors: install typescript (npm install --save-dev typescript)");
}

/** The defaults of project.ts (files no tsconfig covers), in the enum values of this TypeScript. */
function convertDefaults(tsx: TS): TypeScript.CompilerOptions {
  const json = { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", allowJs: true, strict: true, skipLibCheck: true, noEmit: true, jsx: "preserve" };
  return tsx.convertCompilerOptionsFromJson(json, ".").options;
}

export class Typecheck {
  private beforeProgram: TypeScript.Program | undefined;
  private beforeKeys = new Map<string, number>();
  private beforeCount = 0;

  private constructor(
    private readonly tsx: TS,
    /** Where `tsx` comes from. */
    readonly source: TypeScriptSource,
    private readonly rootNames: string[],
    private readonly options: TypeScript.CompilerOptions,
    /** The project's roots: a declaration file of a dependency is not the project's (see isDependencyFile). */
    private readonly roots: readonly string[],
  ) {}

  /** `exclude`: files the analysis could not load (they would stop this check too). */
  static async create(tsconfig: string | undefined, files: readonly string[], cwd: string, exclude: ReadonlySet<string> = new Set()): Promise<Typecheck> {
    const { tsx, source } = await projectTypeScript(tsconfig ? dirname(tsconfig) : cwd);
    let rootNames: string[] = [...files];
    let options: TypeScript.CompilerOptions;
    if (tsconfig) {
      const parsed = tsx.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...tsx.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
      if (!parsed) throw new Error(`could not read ${tsconfig}`);
      options = parsed.options;
      rootNames = [...new Set([...parsed.fileNames.map((name) => resolve(name)), ...files])];
    } else {
      options = convertDefaults(tsx);
    }
    return new Typecheck(tsx, source, rootNames.filter((name) => !exclude.has(name)), { ...options, noEmit: true }, projectRoots(tsconfig, cwd));
  }

  get version(): string {
    return this.tsx.version;
  }

  private program(host: TypeScript.CompilerHost | undefined, oldProgram: TypeScript.Program | undefined): TypeScript.Program {
    return this.tsx.createProgram({ rootNames: this.rootNames, options: this.options, ...(host ? { host } : {}), ...(oldProgram ? { oldProgram } : {}) });
  }

  private diagnostics(program: TypeScript.Program): Diagnostic[] {
    const found: Diagnostic[] = [];
    for (const sourceFile of program.getSourceFiles()) {
      if (program.isSourceFileDefaultLibrary(sourceFile) || program.isSourceFileFromExternalLibrary(sourceFile)) continue;
      if (sourceFile.isDeclarationFile && isDependencyFile(sourceFile.fileName, this.roots)) continue;
      for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
        found.push({
          path: resolve(sourceFile.fileName),
          text: sourceFile.text,
          start: diagnostic.start ?? 0,
          code: diagnostic.code,
          message: this.tsx.flattenDiagnosticMessageText(diagnostic.messageText, "\n").split("\n")[0]!,
        });
      }
    }
    return found;
  }

  private static key(diagnostic: Diagnostic): string {
    return `${diagnostic.path}\0${diagnostic.code}\0${diagnostic.message}`;
  }

  /** The diagnostics of the project as it is. */
  before(): number {
    this.beforeProgram = this.program(undefined, undefined);
    for (const diagnostic of this.diagnostics(this.beforeProgram)) {
      const key = Typecheck.key(diagnostic);
      this.beforeKeys.set(key, (this.beforeKeys.get(key) ?? 0) + 1);
      this.beforeCount++;
    }
    return this.beforeCount;
  }

  /** The project with `texts` in place of the files' own: all its diagnostics, and the new ones. */
  private after(texts: ReadonlyMap<string, string>): { all: Diagnostic[]; introduced: Diagnostic[] } {
    const { tsx, options } = this;
    const host = tsx.createCompilerHost(options, true);
    const before = this.beforeProgram;
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const text = texts.get(resolve(fileName));
      if (text !== undefined) return tsx.createSourceFile(fileName, text, languageVersion, true);
      // Unchanged files (the default library above all) are taken from the first program, not parsed again;
      // not a redirect (a package installed twice, as a workspace's symlinks make it): the compiler makes those
      // itself and refuses them from a host, so that one is read again.
      const known = before?.getSourceFile(fileName);
      if (known && !(known as { redirectInfo?: unknown }).redirectInfo) return known;
      return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    };
    const readFile = host.readFile.bind(host);
    host.readFile = (fileName) => texts.get(resolve(fileName)) ?? readFile(fileName);
    const all = this.diagnostics(this.program(host, before));
    const remaining = new Map(this.beforeKeys);
    const introduced: Diagnostic[] = [];
    for (const diagnostic of all) {
      const key = Typecheck.key(diagnostic);
      const count = remaining.get(key) ?? 0;
      if (count > 0) remaining.set(key, count - 1);
      else introduced.push(diagnostic);
    }
    return { all, introduced };
  }

  /**
   * Checks the new texts; a file among them with new errors is rolled back (its text dropped) and the
   * rest checked again, at most `rounds` times.
   */
  check(texts: ReadonlyMap<string, string>, rounds = 3): TypecheckOutcome {
    if (!this.beforeProgram) this.before();
    const kept = new Map(texts);
    const rolledBack = new Map<string, Diagnostic>();
    let result = this.after(kept);
    for (let round = 0; round < rounds; round++) {
      const broken = new Map<string, Diagnostic>();
      for (const diagnostic of result.introduced) if (kept.has(diagnostic.path) && !broken.has(diagnostic.path)) broken.set(diagnostic.path, diagnostic);
      if (broken.size === 0) break;
      for (const [path, diagnostic] of broken) {
        kept.delete(path);
        rolledBack.set(path, diagnostic);
      }
      result = this.after(kept);
    }
    return {
      before: this.beforeCount,
      after: result.all.length,
      introduced: result.introduced,
      rolledBack,
      kept,
      version: this.tsx.version,
      source: this.source,
    };
  }
}
