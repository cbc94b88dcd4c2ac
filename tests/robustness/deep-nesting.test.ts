// Expressions nested deep: no stack overflow in our analyses. The TypeScript parser itself (the rules' and
// the codemods' parse, typescript-estree) overflows its stack at some hundreds of levels (templates,
// ternaries, calls, arrays, arrows), about 900 for chains (a + b + ..., a || b || ...). So each shape is
// nested as deep as the parser accepts here (found by bisection, since it depends on the stack size), and the rules and codemods
// must then run without a crash; a file nested deeper than the parser accepts gets a clear message and the
// run goes on. Where the analysis still sees through the nesting (taint through 200 levels), the finding
// must be reported.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint, type Linter } from "eslint";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codemods } from "../../codemods/index.js";
import { getParser, parseSource } from "../../codemods/shared/parsers.js";
import plugin from "../../src/index.js";
import { makeTempDir } from "../helpers.js";
import { removeTree, runCli, summarise, type LintResult, type MigrationJson } from "./helpers.js";

type Nest = (depth: number, leaf: string) => string;

/** Shapes of nesting; `leaf` is the innermost expression. */
const SHAPES: Record<string, Nest> = {
  template: (depth, leaf) => `${"`a${".repeat(depth)}${leaf}${"}`".repeat(depth)}`,
  ternary: (depth, leaf) => `${"(q ? q : ".repeat(depth)}${leaf}${")".repeat(depth)}`,
  concat: (depth, leaf) => `${Array.from({ length: depth }, (_, index) => `"p${index}"`).join(" + ")} + ${leaf}`,
  or: (depth, leaf) => `${Array.from({ length: depth }, (_, index) => `q${index % 3}`).join(" || ")} || ${leaf}`,
  call: (depth, leaf) => `${"String(".repeat(depth)}${leaf}${")".repeat(depth)}`,
  parens: (depth, leaf) => `${"(".repeat(depth)}${leaf}${")".repeat(depth)}`,
  array: (depth, leaf) => `${"[".repeat(depth)}${leaf}${"]".repeat(depth)}`,
  arrow: (depth, leaf) => `${"(() => ".repeat(depth)}${leaf}${")()".repeat(depth)}`,
  member: (depth, leaf) => `${leaf}${".next".repeat(depth)}`,
  "call chain": (depth, leaf) => `${leaf}${".next()".repeat(depth)}`,
};

/** A tool whose result, error message and capture all go through the nesting, and the deprecated wrapper around it. */
const toolFile = (nest: Nest, depth: number): string => `import { tool } from "ai";
import { captureException } from "@sentry/node";
import { withApiErrorHandling } from "../internal/compat.js";

export const searchTool = tool({
  description: "Search",
  execute: async ({ q, q0, q1, q2 }: { q: string; q0: string; q1: string; q2: string }) => {
    try {
      const value = ${nest(depth, "q")};
      return { result: await fetch(String(value)) };
    } catch (error) {
      captureException(error);
      return { error: ${nest(depth, "(error as Error).message")} };
    }
  },
});

export async function load(api: { get(): Promise<string> }, q: string, q0: string, q1: string, q2: string) {
  return await withApiErrorHandling(() => ${nest(depth, "api.get()")});
}
`;

/** Whether the TypeScript parser (ESLint's parser for these files) parses the text. */
function parses(text: string): boolean {
  try {
    tsParser.parseForESLint(text, { filePath: "search.ts", sourceType: "module", range: true, loc: true, tokens: true, comment: true });
    return true;
  } catch {
    return false;
  }
}

/** Whether TypeScript's checker gets through the file (it has no guard against deep expressions either). */
function typeChecks(file: string): boolean {
  try {
    ts.createProgram([file], { noEmit: true, strict: true, types: [], skipLibCheck: true, target: ts.ScriptTarget.ES2022 }).getSemanticDiagnostics();
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** The largest depth in [1, max] for which `ok` holds, assuming it holds at 1 (bisection). */
async function deepest(ok: (depth: number) => boolean | Promise<boolean>, max: number): Promise<number> {
  if (await ok(max)) return max;
  let low = 1;
  let high = max;
  while (low + 1 < high) {
    const middle = (low + high) >> 1;
    if (await ok(middle)) low = middle;
    else high = middle;
  }
  return low;
}

function eslintWith(config: Linter.Config): ESLint {
  return new ESLint({ overrideConfigFile: true, overrideConfig: [config] });
}

const noRules = eslintWith({ files: ["**/*.ts"], languageOptions: { parser: tsParser, sourceType: "module" } });
/** Every rule, with the stricter options: the most analysis. */
const everyRule = eslintWith(plugin.configs.strict as Linter.Config);

async function lint(eslint: ESLint, text: string): Promise<{ fatal: string[]; findings: string[] }> {
  const [result] = await eslint.lintText(text, { filePath: "src/tools/search.ts" });
  return {
    fatal: result!.messages.filter((message) => message.fatal).map((message) => message.message),
    findings: result!.messages.filter((message) => !message.fatal).map((message) => `${message.line} ${message.ruleId}`),
  };
}

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) removeTree(dir);
});

describe.each(Object.entries(SHAPES))("nested %s", (name, nest) => {
  let parserLimit: number;
  beforeAll(async () => {
    // As deep as the TypeScript parser parses as ESLint calls it (ESLint without rules: its own frames are on
    // the stack too; the parser called alone went deeper, and ESLint overflowed at 90% of that in one CI run);
    // the tests stay 10% below.
    parserLimit = await deepest(async (depth) => (await lint(noRules, toolFile(nest, depth))).fatal.length === 0, 1500);
  });

  it("every rule runs at 90% of the deepest nesting the TypeScript parser accepts in ESLint", async () => {
    const depth = Math.floor(parserLimit * 0.9);
    // Not an exception from a rule (ESLint rethrows those), and not a fatal message.
    const baseline = await lint(noRules, toolFile(nest, depth));
    expect(baseline.fatal, `the parser itself at depth ${depth}`).toEqual([]);
    const result = await lint(everyRule, toolFile(nest, depth));
    expect(result.fatal).toEqual([]);
    expect(result.findings).toContain(`19 agent-errors/no-deprecated-error-wrapper`);
  });

  it("the caught error's message is still found through 200 levels (or as deep as the parser goes)", async () => {
    const result = await lint(everyRule, toolFile(nest, Math.min(200, Math.floor(parserLimit * 0.9))));
    expect(result.findings).toContain("13 agent-errors/no-untrusted-error-message");
    // captureException(error) without narrowing is not an expected error: not reported.
    expect(result.findings.filter((finding) => finding.includes("no-capture-expected-error"))).toEqual([]);
  });

  it("each codemod runs at 80% of the deepest nesting the parser accepts (10,000 deep when it has no limit)", async () => {
    const parser = getParser("ts");
    // What the codemods read a file with: typescript-estree and ESLint's SourceCode.
    const parses = (text: string): boolean => {
      try {
        parseSource(text, "ts");
        return true;
      } catch {
        return false;
      }
    };
    const wrapperFile = (depth: number): string => `import { withApiErrorHandling, wrapAgentToolExecute } from "../internal/compat.js";
import { tool } from "ai";
export async function load(api: any, q: string, q0: string, q1: string, q2: string) {
  return await withApiErrorHandling(() => ${nest(depth, "api.get()")});
}
export async function loadWithContext(api: any, q: string, q0: string, q1: string, q2: string) {
  return await withApiErrorHandling(() => api.get(), ${nest(depth, "q")});
}
export const searchTool = tool({ description: "Search", execute: wrapAgentToolExecute(async (q: any) => ${nest(depth, "q")}) });
`;
    // Bisection on the parse alone: the file is parsed without the codemods.
    let low = 1;
    let high = 12_500;
    if (parses(wrapperFile(high))) low = high;
    while (low + 1 < high) {
      const middle = (low + high) >> 1;
      if (parses(wrapperFile(middle))) low = middle;
      else high = middle;
    }
    const depth = Math.floor(low * 0.8);
    const source = wrapperFile(depth);
    for (const codemod of codemods) {
      const { output } = (await codemod.load()).run(source, parser);
      expect(output, codemod.name).not.toBe(source);
      expect(parses(output), `${codemod.name}: the output parses`).toBe(true);
    }
    // `load` is unwrapped: its body is now the nested expression itself (parenthesised where precedence needs it).
    const unwrapped = (await codemods.find((codemod) => codemod.name === "unwrap-api-error-handling")!.load()).run(source, parser).output;
    const load = unwrapped.slice(unwrapped.indexOf("export async function load("), unwrapped.indexOf("export async function loadWithContext("));
    expect(load).toMatch(/^export async function load\([^)]*\) \{\n {2}return await [^\n]*api\.get\(\)[^\n]*;\n\}\n$/);
    expect(load).not.toContain("withApiErrorHandling");
  });
});

describe("deeper than the parsers accept", () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir("deep");
    temps.push(dir);
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "src/deep.ts"), toolFile(SHAPES.template!, 10_000));
    writeFileSync(join(dir, "src/fine.ts"), toolFile(SHAPES.template!, 3));
  });

  it("agent-errors check: a parse error for that file (the stack overflowed), the others are linted", () => {
    const run = runCli(["check", "src", "--format", "json"], dir);
    expect(run.code).toBe(1);
    const byFile = summarise(JSON.parse(run.stdout) as LintResult[]);
    expect(byFile["deep.ts"]).toEqual(["fatal: Parsing error: Maximum call stack size exceeded"]);
    expect(byFile["fine.ts"]).toContain("19:16 agent-errors/no-deprecated-error-wrapper");
  });

  it("agent-errors migrate: that file is reported as nesting too deeply and left alone, the others are migrated", () => {
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "--dry-run", "--json"], dir);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.errors).toEqual([{ file: "src/deep.ts", message: expect.stringMatching(/^could not be processed: it nests too deeply \(Maximum call stack size exceeded\)$/) as string }]);
    expect(report.changed).toEqual(["src/fine.ts"]);
  });
});

describe("typed linting of deep nesting", () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir("deep-typed");
    temps.push(dir);
    mkdirSync(join(dir, "src"));
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", noEmit: true, skipLibCheck: true, types: [] }, include: ["src"] }),
    );
  });

  it.each(["template", "concat", "call"])("%s: the type-checked rules (and their checker queries) run as deep as TypeScript type-checks", async (name) => {
    const nest = SHAPES[name]!;
    const typed = (config: Linter.Config): ESLint =>
      new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [{ ...config, languageOptions: { ...config.languageOptions, parserOptions: { projectService: true, tsconfigRootDir: dir } } }] });
    const baseline = typed({ files: ["**/*.ts"], languageOptions: { parser: tsParser, sourceType: "module" } });
    const withRules = typed(plugin.configs["strict-type-checked"] as Linter.Config);
    const limit = await deepest((depth) => parses(toolFile(nest, depth)), 1500);
    // Typed parsing, and TypeScript's own checker (tsc overflows on ~450 nested calls), go less deep than
    // untyped parsing: step down from 80% of the untyped limit until both accept the file.
    for (let depth = Math.floor(limit * 0.8); depth > 10; depth = Math.floor(depth * 0.8)) {
      const file = join(dir, `src/${name}-${depth}.ts`);
      writeFileSync(file, toolFile(nest, depth));
      const [plain] = await baseline.lintFiles([file]);
      if (plain!.messages.some((message) => message.fatal) || !typeChecks(file)) continue;
      const [result] = await withRules.lintFiles([file]);
      expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
      expect(result!.messages.map((message) => `${message.line} ${message.ruleId}`)).toContain("19 agent-errors/no-deprecated-error-wrapper");
      return;
    }
    throw new Error("typed parsing failed at every depth tried");
  });
});
