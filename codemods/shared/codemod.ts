/**
 * What a per-file codemod is: a name, a description, its lint rule, its options, a prefilter, the defaults
 * the project's settings give it, and its transform (a `run` over one file's source), loaded on first use
 * so that a run whose prefilter lets no file through loads neither the parser nor the core's analyses
 * (shared/migrate-source.ts is the frame every transform runs in). Also the option helpers, and the
 * codemod as a jscodeshift transform.
 */
import { resolve, sep } from "node:path";
import type { AgentErrorsSettings } from "../../src/core/settings.js";
import { getParser, parserFor, parserNameOf, type Parser } from "./parsers.js";

/** A site the codemod left untouched for a person: 1-based line and column. */
export interface ManualSite {
  line: number;
  column: number;
  reason: string;
}

export interface CodemodResult {
  /** The new source; the same string when nothing changed. */
  output: string;
  manual: ManualSite[];
}

export type CodemodOptions = Readonly<Record<string, unknown>>;

/** Where a file's source comes from: its path as shown (relative, with `/`) and on disk. */
export interface SourceFile {
  path: string;
  absolutePath: string;
}

export interface CodemodOption {
  /** The option's key for raw jscodeshift (`--agentToolFrom=...`) and in code. */
  name: string;
  /** The `agent-errors migrate` flag (`--agent-tool-from`). */
  flag: string;
  /** What the value is, for help text: `<module>`, `<name>`; undefined for a flag without a value. */
  value?: "module" | "name";
  description: string;
  /** The default, in words, for help text. */
  defaultText: string;
}

export interface Codemod {
  name: string;
  /** One line: what it migrates into what. */
  description: string;
  /** The lint rule whose reports it fixes. */
  rule: string;
  options: readonly CodemodOption[];
  /** A file must contain one of these strings to be parsed at all: the names of the deprecated wrappers. */
  prefilter(options?: CodemodOptions): string[];
  /**
   * The defaults the project's `settings["agent-errors"]` give its options (the deprecated wrappers that name
   * this codemod), for `agent-errors migrate` when they are not given on the command line: the options to add,
   * and a line for the summary saying what was taken. Undefined when the options say everything already.
   */
  fromSettings?(settings: AgentErrorsSettings, options: CodemodOptions | undefined): SettingsDefaults | undefined;
  /**
   * The options as every file takes them, made once per run before any file is migrated: a module path given
   * relative to the working directory `cwd` made absolute, for each file to import by its own relative
   * specifier. Throws for an option the codemod cannot run with (a usage error). Loads what it needs on first use.
   */
  prepare?(options: CodemodOptions | undefined, cwd: string): Promise<CodemodOptions | undefined>;
  /** The transform, loaded on first use (it imports the parser's and the core's modules). */
  load(): Promise<CodemodTransform>;
}

export interface CodemodTransform {
  /** Migrates one file's source in `parser`'s language (`getParser("ts")` and so on); `file` says where the source is from, when known. */
  run(source: string, parser: Parser, options?: CodemodOptions, file?: SourceFile): CodemodResult;
}

export interface SettingsDefaults {
  options: CodemodOptions;
  /** What was taken from the settings, in words (`wrappers: legacyWrap, withApiErrorHandling`). */
  taken: string;
}

/**
 * The wrapper names a codemod migrates: `--wrapper` when given; else the `wrappers` the project's settings
 * gave (see {@link Codemod.fromSettings}); else the option's default. Each is checked to be an identifier.
 */
export function wrapperNames(options: CodemodOptions | undefined, option: CodemodOption): string[] {
  const given = stringOption(options, option);
  const fromSettings = options?.wrappers;
  if (given === undefined && Array.isArray(fromSettings) && fromSettings.length > 0) {
    return fromSettings.map((name) => {
      const problem = typeof name === "string" ? invalidNameOption(option, name) : `${option.flag} names must be strings`;
      if (problem) throw new Error(problem);
      return name as string;
    });
  }
  return [nameOption(options, option, option.defaultText)];
}

/** The wrappers of the settings whose `codemod` is this one: their names, or undefined when `--wrapper` says it. */
export function settingsWrappers(settings: AgentErrorsSettings, codemod: string, options: CodemodOptions | undefined, option: CodemodOption): AgentErrorsSettings["deprecatedWrappers"] | undefined {
  if (stringOption(options, option) !== undefined) return undefined;
  return settings.deprecatedWrappers.filter((wrapper) => wrapper.codemod === codemod);
}

/** What a codemod takes when the settings name no wrapper for it: its default wrapper. */
export function defaultWrapperTaken(option: CodemodOption): SettingsDefaults {
  return { options: {}, taken: `wrapper: ${option.defaultText} (the default: no deprecatedWrappers entry names this codemod)` };
}

/** A string option, from its camelCase key or its kebab-case flag name (both reach a raw jscodeshift transform). */
export function stringOption(options: CodemodOptions | undefined, option: Pick<CodemodOption, "name" | "flag">, fallback: string): string;
export function stringOption(options: CodemodOptions | undefined, option: Pick<CodemodOption, "name" | "flag">, fallback?: undefined): string | undefined;
export function stringOption(options: CodemodOptions | undefined, option: Pick<CodemodOption, "name" | "flag">, fallback?: string): string | undefined {
  const value = options?.[option.name] ?? options?.[option.flag.replace(/^--/, "")];
  return typeof value === "string" && value !== "" ? value : fallback;
}

/** A flag option (no value): true when given (`--flag` to agent-errors migrate, `--flag` or `--flag=true` to jscodeshift). */
export function flagOption(options: CodemodOptions | undefined, option: Pick<CodemodOption, "name" | "flag">): boolean {
  const value = options?.[option.name] ?? options?.[option.flag.replace(/^--/, "")];
  return value === true || value === "true";
}

/** The option that migrates the wrapper's own tests too (they are left alone by default). */
export const WRAPPER_TESTS: CodemodOption = {
  name: "wrapperTests",
  flag: "--wrapper-tests",
  description: "Also migrate test files that import the wrapper itself (by default they are the wrapper's own tests, left alone)",
  defaultText: "off",
};

/**
 * A test file by its path: `*.test.*`, `*.spec.*`, or under `__tests__/`. Not every file under `test/`: those
 * directories hold mocks and helpers too (the AI SDK's `src/test/mock-*.ts`).
 */
export function isTestPath(path: string | undefined): boolean {
  if (path === undefined) return false;
  const normalized = path.replace(/\\/g, "/");
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(normalized) || /(^|\/)__tests__\//.test(normalized);
}

/** Words that cannot name a binding in a module (strict mode code), though they look like identifiers. */
const RESERVED_WORDS = new Set(
  (
    "await break case catch class const continue debugger default delete do else enum export extends false finally for function if " +
    "implements import in instanceof interface let new null package private protected public return static super switch this throw " +
    "true try typeof var void while with yield arguments eval"
  ).split(" "),
);

/** Whether `text` can name a binding in code (an import, a call): a JavaScript identifier that is not a reserved word. */
export function isIdentifierName(text: string): boolean {
  return /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u.test(text) && !RESERVED_WORDS.has(text);
}

/** Why a name option's value cannot be used, or undefined when it can: the same words for the CLI and raw jscodeshift. */
export function invalidNameOption(option: { flag: string; defaultText: string }, value: string): string | undefined {
  if (isIdentifierName(value)) return undefined;
  return `${option.flag} must be a JavaScript identifier such as ${option.defaultText} (the name the code is written with), not ${JSON.stringify(value)}`;
}

/** A name option (`value: "name"`): its value, checked to be an identifier (the codemod writes it into code). */
export function nameOption(options: CodemodOptions | undefined, option: CodemodOption, fallback: string): string {
  const value = stringOption(options, option, fallback);
  const problem = invalidNameOption(option, value);
  if (problem) throw new Error(problem);
  return value;
}

/** What jscodeshift gives a transform (the parts the codemods use; jscodeshift itself is not needed to run them). */
export interface FileInfo {
  path: string;
  source: string;
}
export interface API {
  report(message: string): void;
}
export type Options = Readonly<Record<string, unknown>>;

/**
 * The codemod as a jscodeshift transform (`jscodeshift --no-babel -t <file> --parser ts`): manual
 * sites go to `api.report`, as `line:column reason` (jscodeshift puts the path before it). The file is
 * read in the language of jscodeshift's `--parser` when it is `ts`, `tsx` or a JavaScript one (`babylon`,
 * `babel`, `flow`), and otherwise in the one for the file's extension; jscodeshift's own parse is not used.
 */
export function jscodeshiftTransform(codemod: Codemod): (file: FileInfo, api: API, options: Options) => Promise<string> {
  // jscodeshift awaits a transform's result, so the transform can be loaded on the first file.
  return async (file, api, options) => {
    // The prefilter first, as `agent-errors migrate` does: a file that names no wrapper loads nothing.
    if (!codemod.prefilter(options).some((name) => file.source.includes(name))) return file.source;
    const name = parserNameOf(options.parser) ?? parserFor(file.path) ?? "tsx";
    // jscodeshift's paths are relative to the working directory, and so are the codemod's module paths.
    const prepared = codemod.prepare ? await codemod.prepare(options, process.cwd()) : options;
    const result = (await codemod.load()).run(file.source, getParser(name), prepared, { path: file.path.split(sep).join("/"), absolutePath: resolve(file.path) });
    for (const site of result.manual) api.report(`${site.line}:${site.column} ${site.reason}`);
    return result.output;
  };
}
