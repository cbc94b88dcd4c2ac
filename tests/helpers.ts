import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import tsParser from "@typescript-eslint/parser";
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import { pushChildren } from "../src/core/ast.js";
import { Linter } from "eslint";
import ts from "typescript";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const typedFixtureDir = join(repoRoot, "tests/fixtures/typed");
/** The file the typed rule tests lint their code as (it is part of the fixture project). */
export const typedFixtureFile = join(typedFixtureDir, "file.ts");

/** A RuleTester without type information: the default `@typescript-eslint/parser`. */
export function untypedRuleTester(): RuleTester {
  return new RuleTester();
}

/** A RuleTester with type information from the fixture project in tests/fixtures/typed. */
export function typedRuleTester(): RuleTester {
  return new RuleTester({
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: typedFixtureDir,
      },
    },
  });
}

export const cliPath = join(repoRoot, "dist/src/cli/main.js");

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built `agent-errors` CLI in a child process, as a user would. */
export function runCli(args: string[], cwd = repoRoot): CliRun {
  const result = spawnSync(process.execPath, [cliPath, ...args], { cwd, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** `file:line rule` of every `// ❌ <rule>` marker under a directory, for the given rules. */
export function expectedMarkers(directory: string, ruleNames: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name)) {
        readFileSync(path, "utf8")
          .split(/\r?\n/)
          .forEach((text, index) => {
            const match = /\/\/ ❌ ([a-z-]+)/.exec(text);
            if (match && ruleNames.includes(match[1]!)) found.push(`${relative(repoRoot, path)}:${index + 1} ${match[1]}`);
          });
      }
    }
  };
  walk(directory);
  return found.sort();
}

/** The temporary directories this test file made, removed after it (tests/setup.ts). */
const tempDirs: string[] = [];

/** A temporary directory under the repository's git-ignored .tmp/, removed after the test file. */
export function makeTempDir(prefix: string): string {
  const base = join(repoRoot, ".tmp");
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, `${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

/**
 * Writes a throwaway MCP project into `dir` (a `makeTempDir`, or a fixed folder of .tmp/ beside the fixtures, which
 * shares the repository's node_modules): a strict NodeNext tsconfig over its TypeScript files, an ESM package.json
 * named `name`, and `files` (paths relative to `dir`). Returns `dir`.
 */
export function writeProject(dir: string, name: string, files: Record<string, string>): string {
  const all: Record<string, string> = {
    "tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, target: "ES2022", allowJs: true }, include: ["**/*.ts"] }),
    "package.json": JSON.stringify({ name, type: "module" }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Removes the temporary directories of this test file (a test that removed its own is fine). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Parses `code` as ESLint would for a rule (the TypeScript parser, scope analysis) and runs `visit` with the
 * rule's `sourceCode`. Throws if linting reports anything (a parse error, a crash in `visit`).
 */
export function withSourceCode(code: string, visit: (sourceCode: Readonly<TSESLint.SourceCode>) => void, filename = "file.ts"): void {
  probe(code, filename, undefined, visit);
}

/**
 * {@link withSourceCode} with type information: `code` linted as `filename` of the TypeScript project in
 * `projectDir` (by default the typed fixture's file.ts), `visit` given the parser's services as well.
 */
export function withTypedSourceCode(
  code: string,
  visit: (sourceCode: Readonly<TSESLint.SourceCode>, services: ParserServicesWithTypeInformation) => void,
  filename = typedFixtureFile,
  projectDir = typedFixtureDir,
): void {
  probe(code, filename, { projectService: true, tsconfigRootDir: projectDir }, (sourceCode) => visit(sourceCode, sourceCode.parserServices as ParserServicesWithTypeInformation));
}

function probe(code: string, filename: string, parserOptions: Record<string, unknown> | undefined, visit: (sourceCode: Readonly<TSESLint.SourceCode>) => void): void {
  const linter = new Linter({ configType: "flat" });
  const rule = { meta: { type: "problem", messages: {}, schema: [] }, create: (context: TSESLint.RuleContext<never, []>) => ({ Program: () => visit(context.sourceCode) }) };
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.ts", "**/*.tsx"],
        languageOptions: { parser: tsParser as never, ...(parserOptions ? { parserOptions } : {}) },
        plugins: { probe: { rules: { visit: rule as never } } },
        rules: { "probe/visit": "error" },
      },
    ],
    filename,
  );
  if (messages.length > 0) throw new Error(`linting the probe reported: ${JSON.stringify(messages)}`);
}

/**
 * One file of a fixture project linted through ESLint's API with `recommended` or, typed, with
 * `recommended-type-checked` and the project's tsconfig: `line ruleId` of each message (no fatal ones).
 */
export async function lintWithPreset(dir: string, file: string, typed: boolean): Promise<string[]> {
  const messages = await lintProject(dir, [file], typed ? "recommended-type-checked" : "recommended");
  return messages.map((message) => `${message.line} ${message.ruleId}`);
}

export interface ProjectMessage {
  /** The file, relative to the project's directory, with `/`. */
  file: string;
  line: number;
  column: number;
  ruleId: string | null;
  message: string;
}

/**
 * Files of a fixture project linted through ESLint's API with one of the plugin's presets (a `*-type-checked`
 * one with the project's tsconfig); throws on a fatal message.
 */
export async function lintProject(dir: string, files: readonly string[], preset: string, rules?: Linter.RulesRecord, extra?: Linter.Config): Promise<ProjectMessage[]> {
  const [{ ESLint }, { default: plugin }] = await Promise.all([import("eslint"), import("../src/index.js")]);
  const config = (plugin.configs as Record<string, unknown>)[preset];
  if (!config) throw new Error(`no preset ${preset}`);
  const typed = preset.endsWith("-type-checked");
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [config as Linter.Config, ...(typed ? [{ languageOptions: { parserOptions: { tsconfigRootDir: dir } } }] : []), ...(rules ? [{ rules }] : []), ...(extra ? [extra] : [])],
  });
  const results = await eslint.lintFiles([...files]);
  const messages: ProjectMessage[] = [];
  for (const result of results) {
    const file = relative(dir, result.filePath).replace(/\\/g, "/");
    for (const message of result.messages) {
      if (message.fatal) throw new Error(`${file} did not parse: ${message.message}`);
      messages.push({ file, line: message.line, column: message.column, ruleId: message.ruleId, message: message.message });
    }
  }
  return messages;
}

/** `file:line:column rule` of each message of {@link lintProject} (the rule's short name), sorted. */
export function projectFindings(messages: readonly ProjectMessage[]): string[] {
  return messages.map((m) => `${m.file}:${m.line}:${m.column} ${m.ruleId!.replace("agent-errors/", "")}`).sort();
}

/**
 * The type errors of a fixture project's files (its tsconfig.json; `keep` picks the files) against the packages
 * installed in the repository: a fixture written as a package's users write it compiles against that package.
 */
export function compileErrors(dir: string, keep: (file: string) => boolean = () => true): { files: number; errors: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const files = config!.fileNames.filter(keep);
  const program = ts.createProgram(files, config!.options);
  return { files: files.length, errors: ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")) };
}

/** A finding of one of the plugin's rules, by its short name and line. */
export interface RuleFinding {
  rule: string;
  line: number;
}

/**
 * Writes a throwaway project (`writeProject` into a new temporary folder named after `prefix`, with the package name
 * `name`), lints its `entry` with a preset and the plugin's shared settings, and gives each finding's rule and line,
 * sorted by line then rule.
 */
export async function lintProjectFindings(prefix: string, name: string, files: Record<string, string>, entry: string, settings?: Record<string, unknown>, preset = "recommended"): Promise<RuleFinding[]> {
  const dir = writeProject(makeTempDir(prefix), name, files);
  const messages = await lintProject(dir, [entry], preset, undefined, settings ? { settings: { "agent-errors": settings } } : undefined);
  return messages.map((message) => ({ rule: message.ruleId!.replace("agent-errors/", ""), line: message.line })).sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}

/** Every node under `root` (itself included), in an iterative walk over ESLint's visitor keys. */
export function forEachNode(sourceCode: Readonly<TSESLint.SourceCode>, root: TSESTree.Node, visit: (node: TSESTree.Node) => void): void {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    pushChildren(node, stack, sourceCode.visitorKeys);
  }
}

/**
 * The options of a case about fallbacks wherever they are (`reportOutsideTools`). `reportNullish` reports
 * only on the tools' path (off it, `null` is the usual "absent" a caller checks), so a nullish case declares
 * the functions it writes as tool handlers, as a project's `toolHandlers` setting would.
 */
export function fallbackCaseOptions(code: string, options: Record<string, unknown> = {}): Record<string, unknown> {
  if (!options.reportNullish || options.toolHandlers) return { reportOutsideTools: true, ...options };
  const names = [...code.matchAll(/\bfunction\s+([A-Za-z_$][\w$]*)|\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\(|function\b|[A-Za-z_$][\w$]*\s*=>)/g)]
    .map((match) => match[1] ?? match[2]!);
  return { reportOutsideTools: true, ...options, toolHandlers: [...new Set(names)] };
}
