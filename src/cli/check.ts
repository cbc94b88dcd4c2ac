/**
 * `agent-errors check [paths...]`: lint with the `recommended` preset (or `recommended-type-checked`)
 * and the TypeScript parser, no ESLint config file needed.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ESLint, type Linter } from "eslint";
import { EXIT, UsageError } from "./usage.js";

export const CHECK_HELP = `Usage: agent-errors check [paths...] [options]

Lints the paths (default: .) with the agent-errors recommended preset and the TypeScript parser.
No ESLint config file is needed or read.

Options:
  --type-checked         Use the recommended-type-checked preset (parserOptions.projectService)
  --strict               Use the strict preset (strict-type-checked with --type-checked)
  --fix                  Apply the autofixes (only those that cannot change behaviour)
  --format <name>        stylish (default), json or sarif
  -o, --output-file <f>  Write the report to a file instead of standard output
  --cache                Only re-lint changed files (ESLint's cache, in .eslintcache)
  --cache-location <p>   Where the cache lives
  --concurrency <n>      Lint in worker threads: a number, "auto" or "off" (ESLint >= 9.34)
  -h, --help             Show this help

Exit codes: 0 no problems, 1 problems found, 2 usage error.`;

const FORMATS = ["stylish", "json", "sarif"] as const;
type Format = (typeof FORMATS)[number];

export interface CheckOptions {
  paths: string[];
  typeChecked: boolean;
  strict: boolean;
  fix: boolean;
  format: Format;
  outputFile?: string;
  cache: boolean;
  cacheLocation?: string;
  concurrency?: number | "auto" | "off";
}

export function parseCheckArgs(args: string[]): CheckOptions | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        "type-checked": { type: "boolean", default: false },
        strict: { type: "boolean", default: false },
        fix: { type: "boolean", default: false },
        format: { type: "string", default: "stylish" },
        "output-file": { type: "string", short: "o" },
        cache: { type: "boolean", default: false },
        "cache-location": { type: "string" },
        concurrency: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`unknown --format "${values.format}"; use one of ${FORMATS.join(", ")}`);
  let concurrency: CheckOptions["concurrency"];
  if (values.concurrency !== undefined) {
    const raw = values.concurrency;
    if (raw === "auto" || raw === "off") concurrency = raw;
    else if (/^[1-9]\d*$/.test(raw)) concurrency = Number(raw);
    else throw new UsageError(`--concurrency takes a positive number, "auto" or "off", not "${raw}"`);
  }
  return {
    paths: positionals.length > 0 ? positionals : ["."],
    typeChecked: values["type-checked"],
    strict: values.strict,
    fix: values.fix,
    format,
    ...(values["output-file"] === undefined ? {} : { outputFile: values["output-file"] }),
    cache: values.cache,
    ...(values["cache-location"] === undefined ? {} : { cacheLocation: values["cache-location"] }),
    ...(concurrency === undefined ? {} : { concurrency }),
  };
}

function presetName(options: CheckOptions): string {
  return `${options.strict ? "strict" : "recommended"}${options.typeChecked ? "-type-checked" : ""}`;
}

function supportsConcurrency(): boolean {
  const [major = 0, minor = 0] = ESLint.version.split(".").map(Number);
  return major > 9 || (major === 9 && minor >= 34);
}

/**
 * The ESLint options for a check run. They are written as an options module (the plugin is imported
 * by URL), because ESLint's worker threads (`concurrency`) can only take options from a module.
 */
function optionsModuleSource(options: CheckOptions, cwd: string): string {
  const pluginUrl = new URL("../index.js", import.meta.url).href;
  const preset = presetName(options);
  const eslintOptions = {
    cwd,
    overrideConfigFile: true,
    errorOnUnmatchedPattern: false,
    cache: options.cache,
    fix: options.fix,
    ...(options.cacheLocation ? { cacheLocation: resolve(cwd, options.cacheLocation) } : {}),
    ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
  };
  const parserOptions = options.typeChecked ? `{ projectService: true, tsconfigRootDir: ${JSON.stringify(cwd)} }` : "undefined";
  return `import plugin from ${JSON.stringify(pluginUrl)};
const preset = plugin.configs[${JSON.stringify(preset)}];
// The type-checked presets cover TypeScript files; JavaScript files keep the untyped preset.
const untyped = plugin.configs[${JSON.stringify(preset.replace("-type-checked", ""))}];
const parserOptions = ${parserOptions};
export default {
  ...${JSON.stringify(eslintOptions)},
  overrideConfig: [
    { ignores: ["**/node_modules/", "**/dist/", "**/.git/"] },
    ...(parserOptions ? [untyped, { ...preset, languageOptions: { ...preset.languageOptions, parserOptions } }] : [preset]),
  ],
};
`;
}

/** Runs `use` with an ESLint made from the options module, which lives until the workers are done. */
async function withESLint<T>(options: CheckOptions, cwd: string, use: (eslint: ESLint) => Promise<T>): Promise<T> {
  const directory = mkdtempSync(join(tmpdir(), "agent-errors-check-"));
  const file = join(directory, "eslint-options.mjs");
  try {
    writeFileSync(file, optionsModuleSource(options, cwd));
    const fromOptionsModule = (ESLint as unknown as { fromOptionsModule?: (url: URL) => Promise<ESLint> }).fromOptionsModule;
    let eslint: ESLint;
    if (fromOptionsModule) {
      eslint = await fromOptionsModule.call(ESLint, pathToFileURL(file));
    } else {
      const { default: eslintOptions } = (await import(pathToFileURL(file).href)) as { default: ESLint.Options };
      eslint = new ESLint(eslintOptions);
    }
    return await use(eslint);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function format(eslint: ESLint, results: ESLint.LintResult[], name: Format, cwd: string): Promise<string> {
  if (name === "sarif") {
    const require = createRequire(import.meta.url);
    const sarif = require("@microsoft/eslint-formatter-sarif") as (
      results: ESLint.LintResult[],
      data: { cwd: string; rulesMeta: Record<string, unknown> },
    ) => string;
    return sarif(results, { cwd, rulesMeta: eslint.getRulesMetaForResults(results) });
  }
  const formatter = await eslint.loadFormatter(name);
  return formatter.format(results, { cwd, rulesMeta: eslint.getRulesMetaForResults(results) } as never);
}

export interface CheckOutcome {
  exitCode: number;
  results: ESLint.LintResult[];
}

export async function runCheck(
  options: CheckOptions,
  io: { cwd: string; stdout: (text: string) => void; stderr: (text: string) => void },
): Promise<CheckOutcome> {
  const missing = options.paths.filter((path) => !existsSync(resolve(io.cwd, path)));
  if (missing.length > 0) throw new UsageError(`no such file or directory: ${missing.join(", ")}`);
  if (options.concurrency !== undefined && options.concurrency !== "off" && !supportsConcurrency()) {
    throw new UsageError(`--concurrency needs ESLint 9.34 or later; the installed ESLint is ${ESLint.version}`);
  }

  const { results, text } = await withESLint(options, io.cwd, async (eslint) => {
    const lintResults = await eslint.lintFiles(options.paths);
    if (options.fix) await ESLint.outputFixes(lintResults);
    return { results: lintResults, text: await format(eslint, lintResults, options.format, io.cwd) };
  });
  if (options.outputFile) {
    const target = resolve(io.cwd, options.outputFile);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text.endsWith("\n") ? text : `${text}\n`);
  } else if (text) {
    io.stdout(text.endsWith("\n") ? text : `${text}\n`);
  }

  const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  if (results.length === 0) io.stderr(`agent-errors check: no JavaScript or TypeScript files found in ${options.paths.join(", ")}\n`);
  const fatal = results.some((result) => result.messages.some((message: Linter.LintMessage) => message.fatal));
  return { exitCode: problems > 0 || fatal ? EXIT.problems : EXIT.ok, results };
}
