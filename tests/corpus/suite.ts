// The corpus suite: every rule (the recommended and strict presets, untyped and typed) and every codemod
// (`--dry-run`) over real TypeScript that nobody here wrote, pinned npm packages fetched on demand
// (scripts/corpora.mjs). It asserts that nothing crashes: no rule throws, no fatal message but the parse
// errors listed in KNOWN_PARSE_ERRORS, no codemod failure, and every output a codemod would write parses
// (with the TypeScript parser, which the codemods do not use themselves). The counts of findings per rule
// are printed: a precision signal to read, not a pass/fail.
//
// `npm run test:corpus` runs it over every corpus (CORPORA=ai,zod to choose); `npm test` runs it over
// examples/ and the smallest pinned package (tests/corpus/smoke.test.ts).
import { readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { parse as parseTypeScript } from "@typescript-eslint/typescript-estree";
import { ESLint, type Linter } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCodemods, isProjectCodemod, type CodemodOptions } from "../../codemods/index.js";
import { runMigration, type MigrationOutcome } from "../../codemods/runner/run.js";
import { main } from "../../src/cli/main.js";
import plugin from "../../src/index.js";
import { makeTempDir } from "../helpers.js";
import { corporaModule, plantModule, type PreparedCorpus } from "./corpora.js";

/**
 * Files the TypeScript parser cannot read, by corpus: their parse errors are expected (none today: every
 * file of the pinned versions parses). A file listed here is still linted by the other checks.
 */
const KNOWN_PARSE_ERRORS: Readonly<Record<string, readonly string[]>> = {};

/** The styles of the project-wide codemod (throwing-tool-to-structured). */
const PROJECT_STYLES = ["result-object", "tool-error-v1", "agent-tool"] as const;

export interface SuiteOptions {
  /** Part of `npm test`: the project-wide codemod in one style, matches planted in fewer files. */
  quick?: boolean;
}

type Preset = "recommended" | "strict" | "recommended-type-checked" | "strict-type-checked";
const PRESETS: readonly Preset[] = ["recommended", "strict", "recommended-type-checked", "strict-type-checked"];

interface Crash {
  file: string;
  message: string;
}

/** Findings per corpus, per preset, per rule; printed after the suite. */
const findingCounts = new Map<string, Map<Preset, Record<string, number>>>();
const codemodNotes: string[] = [];

function firstLines(error: unknown, count = 4): string {
  return (error instanceof Error ? (error.stack ?? error.message) : String(error)).split("\n").slice(0, count).join("\n");
}

function eslintFor(corpus: PreparedCorpus, preset: Preset): ESLint {
  const config = plugin.configs[preset];
  const typed = preset.endsWith("type-checked");
  const languageOptions = typed ? { ...config.languageOptions, parserOptions: { projectService: true, tsconfigRootDir: corpus.root } } : config.languageOptions;
  return new ESLint({
    cwd: corpus.root,
    overrideConfigFile: true,
    overrideConfig: [{ ...config, languageOptions } as Linter.Config],
  });
}

/** Lints every file; a crash (a rule that throws) is caught per file, so every crash is listed. */
async function lintCorpus(eslint: ESLint, corpus: PreparedCorpus): Promise<{ results: ESLint.LintResult[]; crashes: Crash[] }> {
  try {
    return { results: await eslint.lintFiles(corpus.files), crashes: [] };
  } catch {
    const results: ESLint.LintResult[] = [];
    const crashes: Crash[] = [];
    for (const file of corpus.files) {
      try {
        results.push(...(await eslint.lintFiles([file])));
      } catch (error) {
        crashes.push({ file: relative(corpus.root, file), message: firstLines(error) });
      }
    }
    return { results, crashes };
  }
}

/** Parses with typescript-estree (not the codemods' Babel parser): the output must be TypeScript it accepts. */
function parseError(file: string, text: string): string | undefined {
  try {
    parseTypeScript(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, { jsx: /\.[jt]sx$/.test(file), range: false, loc: false });
    return undefined;
  } catch (error) {
    return `${file}: ${(error as Error).message.split("\n")[0]}`;
  }
}

function outputsThatDoNotParse(outcome: MigrationOutcome): string[] {
  return outcome.changes.map((change) => parseError(change.file, change.after)).filter((error): error is string => error !== undefined);
}

/**
 * Forced wrapper names for the codemods, so that they parse and analyse real files: the imported name most
 * often called with a callback (`name(() => ...)`, the shape the codemods rewrite) and the name imported
 * most often (named value imports, found with a regular expression: a heuristic is enough here).
 */
function forcedWrapperNames(corpus: PreparedCorpus): string[] {
  const imports = new Map<string, number>();
  const calls = new Map<string, number>();
  for (const file of corpus.files) {
    const text = readFileSync(file, "utf8");
    const names = new Set<string>();
    for (const match of text.matchAll(/^import\s+(?!type\b)[^;]*?\{([^}]*)\}\s*from\s*["'][^"']+["']/gm)) {
      for (const part of match[1]!.split(",")) {
        const specifier = part.trim();
        const name = specifier.split(/\s+as\s+/)[0]!.trim();
        if (!specifier.startsWith("type ") && /^[A-Za-z_$][\w$]*$/.test(name) && !specifier.includes(" as ")) names.add(name);
      }
    }
    for (const name of names) {
      imports.set(name, (imports.get(name) ?? 0) + 1);
      const escaped = name.replace(/\$/g, "\\$");
      const called = text.match(new RegExp(`\\b${escaped}\\(\\s*(?:async\\s*)?(?:\\([^()]*\\)|[A-Za-z_$][\\w$]*)\\s*=>`, "g"))?.length ?? 0;
      if (called > 0) calls.set(name, (calls.get(name) ?? 0) + called);
    }
  }
  const top = (counts: Map<string, number>): string | undefined => [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  return [...new Set([top(calls), top(imports)].filter((name): name is string => name !== undefined))];
}

function printSummary(): void {
  if (findingCounts.size === 0) return;
  const rules = Object.keys(plugin.rules).map((name) => `agent-errors/${name}`);
  const lines = ["", "Findings per rule per corpus (a precision signal, not a pass/fail):"];
  const header = ["corpus", "preset", ...rules.map((rule) => rule.replace("agent-errors/", ""))];
  const rows: string[][] = [];
  for (const [corpus, byPreset] of findingCounts) {
    for (const [preset, counts] of byPreset) rows.push([corpus, preset, ...rules.map((rule) => String(counts[rule] ?? 0))]);
  }
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const format = (row: string[]): string => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  lines.push(format(header), ...rows.map(format), "", ...codemodNotes);
  console.log(lines.join("\n"));
}

/** Defines the suite over the corpora named in `spec` ("examples,ai", "all"). */
export function corpusSuite(spec: string, { quick = false }: SuiteOptions = {}): void {
  const plantedFiles = Number(process.env.CORPUS_PLANTED_FILES ?? (quick ? 40 : 100));
  const projectStyles = quick ? PROJECT_STYLES.slice(0, 1) : PROJECT_STYLES;
  const temps: string[] = [];
  afterAll(() => {
    printSummary();
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });

  describe.each(spec.split(","))("corpus %s", (name) => {
    let corpus: PreparedCorpus;
    beforeAll(async () => {
      const corpora = await corporaModule();
      // Fetches the corpus on first use (npm pack); offline, this fails with a message that says so.
      corpus = corpora.prepareCorpora(corpora.selectCorpora(name), (text) => console.error(text))[0]!;
      findingCounts.set(corpus.label, new Map());
    });

    it.each(PRESETS)("%s: no rule throws, no fatal message", async (preset) => {
      const { results, crashes } = await lintCorpus(eslintFor(corpus, preset), corpus);
      expect(crashes).toEqual([]);
      expect(results).toHaveLength(corpus.files.length);
      const fatal = results.flatMap((result) =>
        result.messages.filter((message) => message.fatal).map((message) => `${relative(corpus.root, result.filePath)}: ${message.message}`),
      );
      const expected = KNOWN_PARSE_ERRORS[corpus.name] ?? [];
      expect(fatal.filter((line) => !expected.some((file) => line.startsWith(`${file}: `)))).toEqual([]);
      const counts: Record<string, number> = {};
      for (const message of results.flatMap((result) => result.messages)) {
        if (message.ruleId) counts[message.ruleId] = (counts[message.ruleId] ?? 0) + 1;
      }
      findingCounts.get(corpus.label)!.set(preset, counts);
    });

    describe.each(allCodemods.map((codemod) => [codemod.name, codemod] as const))("codemod %s", (codemodName, codemod) => {
      const project = isProjectCodemod(codemod);
      // The project-wide codemod runs in each style (without --style it reads the style from an ESLint
      // config found above the corpus: this repository's, which says nothing about the corpus).
      const variants: CodemodOptions[] = project ? projectStyles.map((style) => ({ style })) : [{}];

      it("agent-errors migrate --dry-run over the corpus: exit 0, nothing fails, every would-be output parses", async () => {
        let stdout = "";
        let stderr = "";
        const styleArgs = project ? ["--style", PROJECT_STYLES[0]!] : [];
        const code = await main(["migrate", codemodName, ...corpus.sources, "--dry-run", "--json", ...styleArgs], {
          cwd: corpus.root,
          stdout: (text) => (stdout += text),
          stderr: (text) => (stderr += text),
        });
        expect(stderr).toMatch(/files? scanned/);
        expect(code).toBe(0);
        const report = JSON.parse(stdout) as { files: { scanned: number; failed: number }; errors: unknown[] };
        expect(report.errors).toEqual([]);
        expect(report.files.scanned).toBeGreaterThanOrEqual(corpus.files.length);

        for (const codemodOptions of variants) {
          const outcome = await runMigration({ codemod, codemodOptions, cwd: corpus.root, paths: corpus.sources, dryRun: true, allowDirty: true });
          expect(outcome.report.errors, JSON.stringify(codemodOptions)).toEqual([]);
          expect(outputsThatDoNotParse(outcome)).toEqual([]);
          codemodNotes.push(`${corpus.label} ${codemodName}${project ? ` --style ${String(codemodOptions.style)}` : ""}: ${outcome.report.files.changed} would change, ${outcome.report.manual.length} sites left for a person`);
        }
      });

      it("with matches planted in many files: every planted site is migrated, every output parses", async () => {
        if (corpus.local) return; // examples/ has real matches already (the test above)
        const { plantCorpus, plantThrowingTools } = await plantModule();
        const target = makeTempDir(`corpus-planted-${corpus.name}`);
        temps.push(target);
        const plant = project ? plantThrowingTools : plantCorpus;
        const planted = plant({ root: corpus.root, sources: corpus.sources, files: corpus.files, target, count: plantedFiles });
        // The styles that rewrite every planted tool (agent-tool needs an `agentTool` the corpora do not export).
        // A site planted in a test file is not the wrapper's own test: --wrapper-tests migrates it too.
        const plantedVariants = project ? (quick ? [{ style: "result-object" }] : [{ style: "result-object" }, { style: "tool-error-v1" }]) : variants.map((options) => ({ ...options, wrapperTests: "true" }));
        for (const codemodOptions of plantedVariants) {
          const outcome = await runMigration({ codemod, codemodOptions, cwd: target, paths: corpus.sources, dryRun: true, allowDirty: true });
          expect(outcome.report.errors).toEqual([]);
          expect(outcome.report.manual).toEqual([]);
          expect(outcome.report.changed.sort()).toEqual(planted.map((path) => path.split("\\").join("/")).sort());
          expect(outputsThatDoNotParse(outcome)).toEqual([]);
          const left = project ? 'throw new Error("The id is required.")' : codemodName === "unwrap-api-error-handling" ? "plantedWithApiErrorHandling(" : "plantedWrapAgentToolExecute(";
          expect(outcome.changes.filter((change) => change.after.includes(left)).map((change) => change.file)).toEqual([]);
        }
      });

      it.skipIf(project)("forced to parse real files (the wrapper named after a function the corpus imports): no crash, every output parses", async () => {
        const names = forcedWrapperNames(corpus);
        for (const wrapper of names) {
          const outcome = await runMigration({ codemod, codemodOptions: { wrapper }, cwd: corpus.root, paths: corpus.sources, dryRun: true, allowDirty: true });
          const unparseable = KNOWN_PARSE_ERRORS[corpus.name] ?? [];
          expect(outcome.report.errors.filter((error) => !unparseable.includes(error.file))).toEqual([]);
          expect(outputsThatDoNotParse(outcome)).toEqual([]);
          const parsed = corpus.files.filter((file) => readFileSync(file, "utf8").includes(wrapper)).length;
          codemodNotes.push(
            `${corpus.label} ${codemodName} --wrapper ${wrapper}: ${parsed} files parsed, ${outcome.report.files.changed} would change, ${outcome.report.manual.length} sites left for a person`,
          );
        }
      });
    });
  });
}

/** The corpora a run covers: CORPORA=ai,zod, or all of them. */
export async function selectedCorpora(fallback = "all"): Promise<string> {
  const corpora = await corporaModule();
  return corpora
    .selectCorpora(process.env.CORPORA ?? fallback)
    .map((corpus) => corpus.name)
    .join(",");
}
