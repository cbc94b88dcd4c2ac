#!/usr/bin/env node
// `npm run bench`: what the rules and codemods cost, measured on code nobody here wrote.
//
//   npm run bench [-- --corpora ai,zod] [--runs 3] [--typed-runs 3] [--sections lint,process,typed,keystroke,scaling,codemods]
//                    [--typed-each-rule] [--quick] [--out bench/results.json]
//
// Sections (docs/performance.md explains each figure and the targets):
//   lint      ESLint + TypeScript parser, no rules, vs `recommended`, vs each rule alone; in this process,
//             interleaved runs, medians. Two ratios: wall time (noisy), and ESLint's own per-rule times
//             (`stats: true`) over the no-rules wall time (steady).
//   process   whole ESLint processes (`bench/whole-process.mjs`), plugin load included: no rule, one core rule,
//             and that with `recommended`; interleaved fresh processes, medians.
//   typed     the same with `projectService`, no rules vs `recommended-type-checked` (corpora up to 400 files unless
//             `--corpora` names them); every run in a fresh
//             process (cold program and checker, as in CI), interleaved.
//   scaling   generated files at n and 2n (bench/generate.mjs): the 2n/n ratio of the rules' time.
//   codemods  `agent-errors migrate <codemod> --dry-run` vs jscodeshift's CLI with the same transform
//             (`--dry --no-babel --parser ts`), per corpus, over all corpora as one tree, and over a copy
//             with matches planted in 300 files.
// Prints tables and writes bench/results.json. Never a pass/fail: the targets are printed beside the figures.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { cacheRoot, corpusFiles, CorpusFetchError, prepareCorpora, repoRoot, SCRIPT_EXTENSIONS, selectCorpora } from "../scripts/corpora.mjs";

const { values: args } = parseArgs({
  options: {
    corpora: { type: "string", default: process.env.CORPORA ?? "all" },
    runs: { type: "string" },
    "typed-runs": { type: "string" },
    sections: { type: "string", default: "lint,process,typed,keystroke,scaling,codemods" },
    "typed-each-rule": { type: "boolean", default: false },
    quick: { type: "boolean", default: false },
    out: { type: "string", default: join(repoRoot, "bench/results.json") },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(readHeader());
  process.exit(0);
}
const RUNS = Number(args.runs ?? (args.quick ? 1 : 3));
const TYPED_RUNS = Number(args["typed-runs"] ?? (args.quick ? 1 : 3));
const SCALING_RUNS = args.quick ? 3 : 7;
const CODEMOD_RUNS = args.quick ? 1 : 3;
const PROCESS_RUNS = args.quick ? 3 : 5;
// The whole-process section skips corpora larger than this unless `--corpora` names them: effect's 572 files
// take 16 s per process (8 minutes for the section), and parsing dominates there (1.01x in the reference run);
// zod's 332 take 8-10 s (2.5 of the full bench's minutes), and a schema library is not what the target is about.
const PROCESS_MAX_FILES = 300;
// The typed section skips them too unless named: effect's cold typed runs take a minute each (six minutes of a
// full bench that must fit in fifteen), and the typed per-keystroke section measures a large tool file anyway.
const TYPED_MAX_FILES = 400;
// jscodeshift with a parse-first transform is a reference, not the target: run once per tree (it takes 20-30 s on
// the large trees), not once per repetition.
const PARSE_FIRST_RUNS = 1;
// The untyped lint section measures each rule alone only on corpora up to this size unless `--corpora` names them:
// ai, rxjs and examples/ (zod's 18 more lints of 4 s each were two of the full bench's minutes).
const EACH_RULE_MAX_FILES = 300;
// And it lints a corpus at all only up to this size unless named: effect's 8 lints of 17-20 s each were two and a
// half of the full bench's minutes (its figures: `npm run bench -- --corpora effect --sections lint`).
const LINT_MAX_FILES = 400;
const sections = new Set(args.sections.split(","));

const TARGETS = {
  recommendedOverhead: { limit: 0.05, text: "recommended adds <= 5% to the no-rules ESLint time" },
  typedOverhead: { limit: 0.03, text: "recommended-type-checked adds <= 3% to the no-rules typed time" },
  scaling: { limit: 2.1, text: "2n/n time ratio <= 2.1 (linear)" },
  codemodSpeedup: { limit: 10, text: "migrate --dry-run >= 10x faster than jscodeshift's CLI on a large tree with few matches" },
  wholeProcess: { limit: 1.05, text: "a whole `eslint` process with recommended <= 1.05x the same process without it" },
  keystroke: { limit: 1.2, text: "typed per-keystroke latency of recommended-type-checked <= 1.2x no rules" },
};

function readHeader() {
  return "npm run bench [-- --corpora ai,zod] [--runs n] [--typed-runs n] [--sections lint,process,typed,keystroke,scaling,codemods] [--typed-each-rule] [--quick] [--out file]";
}

// ---------------------------------------------------------------------------------------------------------
// Set-up: the built package (the benchmark measures what users install), the corpora, a GC between runs.

function newestMtime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The benchmark measures the built package (what users install). It does not build: a build removes dist/
 * first, which would pull it from under anyone else using it. A stale dist/ is measured with a warning.
 */
function checkBuilt() {
  const built = join(repoRoot, "dist/index.js");
  if (!existsSync(built)) {
    console.error("dist/ is missing: run `npm run build` first (the benchmark measures the built package).");
    process.exit(1);
  }
  const sources = Math.max(...["src", "rules", "codemods"].map((directory) => newestMtime(join(repoRoot, directory))));
  if (statSync(built).mtimeMs < sources) console.error("warning: dist/ is older than the sources; run `npm run build` to measure the current code.");
}

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const pct = (ratio) => `${ratio >= 0 ? "+" : ""}${(ratio * 100).toFixed(1)}%`;
const ms = (value) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`);
const x = (ratio) => `${ratio.toFixed(2)}x`;
const verdict = (ok) => (ok ? "meets" : "MISSES");

function table(title, header, rows) {
  const widths = header.map((cell, column) => Math.max(String(cell).length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join("  ");
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

/** Orders of the configurations for each repetition: rotated and alternately reversed (interleaving). */
function interleave(configs, repetition) {
  const rotated = configs.map((_, index) => configs[(index + repetition) % configs.length]);
  return repetition % 2 ? rotated.reverse() : rotated;
}

// ---------------------------------------------------------------------------------------------------------
// Lint cost, untyped: in this process.

async function benchLint(corpora, lintOnce, ruleIds) {
  const out = [];
  const named = process.argv.includes("--corpora");
  for (const corpus of corpora) {
    if (!named && corpus.files.length > LINT_MAX_FILES) {
      process.stderr.write(`lint ${corpus.name}: skipped (${corpus.files.length} files; name it with --corpora to include it)\n`);
      continue;
    }
    // Each rule alone only where a run is short, or the corpus is named: effect's 26 lints of 13 s each would be
    // six of the full bench's minutes.
    const eachRule = named || corpus.files.length <= EACH_RULE_MAX_FILES;
    const modes = ["none", "preset", ...(eachRule ? ruleIds.map((id) => `rule:${id.replace("agent-errors/", "")}`) : [])];
    const files = corpus.files;
    process.stderr.write(`lint ${corpus.name}: ${files.length} files, ${modes.length} configurations x ${RUNS} runs `);
    // Warm-up (JIT, file cache), not counted.
    for (const mode of ["none", "preset"]) await lintOnce({ root: corpus.root, files, mode, typed: false });
    const runs = Object.fromEntries(modes.map((mode) => [mode, []]));
    for (let repetition = 0; repetition < RUNS; repetition++) {
      for (const mode of interleave(modes, repetition)) {
        gc();
        runs[mode].push(await lintOnce({ root: corpus.root, files, mode, typed: false }));
        process.stderr.write(".");
      }
    }
    process.stderr.write("\n");
    out.push(summariseLint(corpus, runs, false));
  }
  return out;
}

function summariseLint(corpus, runs, typed) {
  const base = median(runs.none.map((run) => run.wallMs));
  const baseCpu = median(runs.none.map((run) => run.cpuMs));
  const configs = {};
  for (const [mode, list] of Object.entries(runs)) {
    if (list.length === 0) continue;
    const wall = median(list.map((run) => run.wallMs));
    const rules = median(list.map((run) => run.rulesMs));
    const perRule = {};
    for (const ruleId of Object.keys(list[0].perRule)) perRule[ruleId] = median(list.map((run) => run.perRule[ruleId] ?? 0));
    const cpu = median(list.map((run) => run.cpuMs));
    configs[mode] = {
      wallMs: wall,
      wallRatio: wall / base,
      // CPU time of the process (all threads, GC included): less sensitive to other load on the machine.
      cpuMs: cpu,
      cpuRatio: cpu / baseCpu,
      rulesMs: rules,
      // The steady figure: the rules' own time (ESLint's statistics) over the no-rules wall time.
      rulesOverhead: rules / base,
      parseMs: median(list.map((run) => run.parseMs)),
      perRuleMs: perRule,
      findings: list[0].findings,
      fatal: list[0].fatal,
      rssMB: Math.max(...list.map((run) => run.rssMB)),
      runs: list.map((run) => ({ wallMs: Math.round(run.wallMs), cpuMs: Math.round(run.cpuMs), rulesMs: Math.round(run.rulesMs), parseMs: Math.round(run.parseMs) })),
    };
  }
  return { corpus: corpus.name, label: corpus.label, files: corpus.files.length, megabytes: +(corpus.bytes / 1e6).toFixed(2), typed, configs };
}

function printLint(title, summaries, target, recommendedRules) {
  const rows = [];
  for (const summary of summaries) {
    for (const [mode, config] of Object.entries(summary.configs)) {
      const rule = mode.replace("rule:", "");
      const strictOnly = mode.startsWith("rule:") && !recommendedRules.has(`agent-errors/${rule}`);
      const name = mode === "none" ? "no rules" : mode === "preset" ? (summary.typed ? "recommended-type-checked" : "recommended") : `  ${rule}${strictOnly ? " (strict only)" : ""}`;
      rows.push([
        mode === "none" ? `${summary.corpus} (${summary.files} files, ${summary.megabytes} MB)` : "",
        name,
        ms(config.wallMs),
        mode === "none" ? "" : pct(config.wallRatio - 1),
        mode === "none" ? ms(config.cpuMs) : pct(config.cpuRatio - 1),
        mode === "none" ? "" : ms(config.rulesMs),
        mode === "none" ? "" : pct(config.rulesOverhead),
        mode === "preset" ? verdict(config.rulesOverhead <= target.limit) : "",
      ]);
    }
  }
  table(`${title} (medians; target: ${target.text})`, ["corpus", "configuration", "wall", "wall vs none", "CPU vs none", "rules (stats)", "rules / none", "target"], rows);
}

// ---------------------------------------------------------------------------------------------------------
// Lint cost, typed: each run a fresh process.

function typedRun(corpus, mode) {
  const payload = JSON.stringify({ root: corpus.root, files: corpus.files.map((file) => relative(corpus.root, file)), mode });
  const child = spawnSync(process.execPath, ["--max-old-space-size=6144", join(repoRoot, "bench/lint-once.mjs"), payload], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`typed run (${corpus.name}, ${mode}) failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").pop());
}

function benchTyped(corpora, ruleIds) {
  const out = [];
  const modes = ["none", "preset", ...(args["typed-each-rule"] ? ruleIds.map((id) => `rule:${id.replace("agent-errors/", "")}`) : [])];
  const named = process.argv.includes("--corpora");
  for (const corpus of corpora) {
    if (!named && corpus.files.length > TYPED_MAX_FILES) {
      process.stderr.write(`typed ${corpus.name}: skipped (${corpus.files.length} files; name it with --corpora to include it)\n`);
      continue;
    }
    process.stderr.write(`typed ${corpus.name}: ${modes.length} configurations x ${TYPED_RUNS} cold runs `);
    typedRun(corpus, "none"); // warm the file cache
    const runs = Object.fromEntries(modes.map((mode) => [mode, []]));
    for (let repetition = 0; repetition < TYPED_RUNS; repetition++) {
      for (const mode of interleave(modes, repetition)) {
        runs[mode].push(typedRun(corpus, mode));
        process.stderr.write(".");
      }
    }
    process.stderr.write("\n");
    out.push(summariseLint(corpus, runs, true));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Whole process: what `npx eslint .` costs a user, plugin load included; each run a fresh process.

const PROCESS_MODES = ["none", "core", "core+recommended"];

function processRun(corpus, mode, listFile) {
  const started = performance.now();
  const child = spawnSync(process.execPath, [join(repoRoot, "bench/whole-process.mjs"), mode, join(repoRoot, "dist/index.js"), corpus.root, listFile], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`whole-process ${mode} on ${corpus.name} failed: ${child.stderr}`);
  return { wallMs, ...JSON.parse(child.stdout.trim().split("\n").pop()) };
}

function benchProcess(corpora) {
  const out = [];
  const named = process.argv.includes("--corpora");
  for (const corpus of corpora) {
    if (!named && corpus.files.length > PROCESS_MAX_FILES) {
      process.stderr.write(`process ${corpus.name}: skipped (${corpus.files.length} files; name it with --corpora to include it)\n`);
      continue;
    }
    process.stderr.write(`process ${corpus.name}: ${PROCESS_MODES.length} configurations x ${PROCESS_RUNS} processes `);
    // The corpus's files, as the other sections lint them (not the package's dist/ or docs).
    const listDirectory = mkdtempSync(join(cacheRoot, "process-"));
    const listFile = join(listDirectory, "files.txt");
    writeFileSync(listFile, corpus.files.map((file) => relative(corpus.root, file)).join("\n"));
    processRun(corpus, "none", listFile); // warm the file cache
    const runs = Object.fromEntries(PROCESS_MODES.map((mode) => [mode, []]));
    for (let repetition = 0; repetition < PROCESS_RUNS; repetition++) {
      for (const mode of interleave(PROCESS_MODES, repetition)) {
        runs[mode].push(processRun(corpus, mode, listFile));
        process.stderr.write(".");
      }
    }
    process.stderr.write("\n");
    rmSync(listDirectory, { recursive: true, force: true });
    const wall = Object.fromEntries(PROCESS_MODES.map((mode) => [mode, median(runs[mode].map((run) => run.wallMs))]));
    out.push({
      corpus: corpus.name,
      files: corpus.files.length,
      wallMs: wall,
      pluginLoadMs: median(runs["core+recommended"].map((run) => run.pluginLoadMs)),
      // What adding the plugin costs a configuration that already runs a rule (every real one does).
      recommendedRatio: wall["core+recommended"] / wall.core,
      // ESLint's own cost of the first rule of any kind (not ours), and the two together over no rule at all.
      firstRuleRatio: wall.core / wall.none,
      overNoRules: wall["core+recommended"] / wall.none,
      runs: Object.fromEntries(PROCESS_MODES.map((mode) => [mode, runs[mode].map((run) => Math.round(run.wallMs))])),
    });
  }
  return out;
}

function printProcess(summaries) {
  table(
    `Whole ESLint process, plugin load included (medians of ${PROCESS_RUNS}, interleaved; target: ${TARGETS.wholeProcess.text})`,
    ["corpus", "no rule", "one core rule", "+ recommended", "plugin load", "recommended", "target", "first rule (ESLint's)", "vs no rule"],
    summaries.map((summary) => [
      `${summary.corpus} (${summary.files} files)`,
      ms(summary.wallMs.none),
      ms(summary.wallMs.core),
      ms(summary.wallMs["core+recommended"]),
      ms(summary.pluginLoadMs),
      x(summary.recommendedRatio),
      verdict(summary.recommendedRatio <= TARGETS.wholeProcess.limit),
      x(summary.firstRuleRatio),
      x(summary.overNoRules),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Scaling: generated files at n and 2n.

async function benchScaling(ESLint, plugin) {
  const { SHAPES } = await import("./generate.mjs");
  const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: [plugin.configs.recommended], stats: true });
  const filePath = join(repoRoot, "bench/generated/src/tools/generated.ts");
  const lint = async (text) => {
    gc();
    const start = performance.now();
    const [result] = await eslint.lintText(text, { filePath });
    const wallMs = performance.now() - start;
    const pass = result.stats.times.passes[0];
    const perRule = Object.fromEntries(Object.entries(pass.rules ?? {}).map(([ruleId, time]) => [ruleId, time.total]));
    return { wallMs, parseMs: pass.parse.total, rulesMs: Object.values(perRule).reduce((sum, time) => sum + time, 0), perRule, messages: result.messages.length, fatal: result.messages.filter((message) => message.fatal).length };
  };
  const out = [];
  for (const shape of SHAPES) {
    const texts = { n: shape.generate(shape.n), "2n": shape.generate(2 * shape.n) };
    for (const text of Object.values(texts)) await lint(text); // warm-up
    const runs = { n: [], "2n": [] };
    for (let repetition = 0; repetition < SCALING_RUNS; repetition++) {
      for (const size of repetition % 2 ? ["2n", "n"] : ["n", "2n"]) runs[size].push(await lint(texts[size]));
    }
    const summary = (list) => ({
      wallMs: median(list.map((run) => run.wallMs)),
      parseMs: median(list.map((run) => run.parseMs)),
      rulesMs: median(list.map((run) => run.rulesMs)),
      perRuleMs: Object.fromEntries(Object.keys(list[0].perRule).map((ruleId) => [ruleId, median(list.map((run) => run.perRule[ruleId]))])),
      findings: list[0].messages,
      fatal: list[0].fatal,
    });
    const n = summary(runs.n);
    const twice = summary(runs["2n"]);
    const perRuleRatio = Object.fromEntries(Object.keys(n.perRuleMs).map((ruleId) => [ruleId, twice.perRuleMs[ruleId] / Math.max(n.perRuleMs[ruleId], 0.001)]));
    out.push({
      shape: shape.name,
      stresses: shape.stresses,
      n: shape.n,
      bytes: { n: texts.n.length, "2n": texts["2n"].length },
      atN: n,
      at2N: twice,
      rulesRatio: twice.rulesMs / n.rulesMs,
      wallRatio: twice.wallMs / n.wallMs,
      parseRatio: twice.parseMs / n.parseMs,
      perRuleRatio,
    });
    if (n.fatal || twice.fatal) console.error(`warning: the generated ${shape.name} file does not parse at n or 2n`);
    process.stderr.write(`scaling ${shape.name}: done\n`);
  }
  return out;
}

function printScaling(results) {
  const rows = results.map((result) => {
    const slowest = Object.entries(result.perRuleRatio)
      .filter(([ruleId]) => result.atN.perRuleMs[ruleId] >= 2)
      .sort((a, b) => b[1] - a[1])[0];
    return [
      result.shape,
      `${result.n} / ${2 * result.n}`,
      `${(result.bytes.n / 1024).toFixed(0)} KB`,
      `${ms(result.atN.rulesMs)} / ${ms(result.at2N.rulesMs)}`,
      x(result.rulesRatio),
      x(result.parseRatio),
      x(result.wallRatio),
      slowest ? `${slowest[0].replace("agent-errors/", "")} ${x(slowest[1])}` : "",
      verdict(result.rulesRatio <= TARGETS.scaling.limit),
    ];
  });
  table(`Scaling: generated files at n and 2n (medians of ${SCALING_RUNS}; target: ${TARGETS.scaling.text})`, ["shape", "n / 2n", "size at n", "rules n / 2n", "rules 2n/n", "parse 2n/n", "wall 2n/n", "steepest rule", "target"], rows);
}

// ---------------------------------------------------------------------------------------------------------
// Codemods: agent-errors migrate --dry-run vs jscodeshift's CLI.

const CLI = join(repoRoot, "dist/src/cli/main.js");
const JSCODESHIFT = join(repoRoot, "node_modules/jscodeshift/bin/jscodeshift.js");

function timed(args, cwd) {
  const start = performance.now();
  const child = spawnSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } });
  const wallMs = performance.now() - start;
  if (child.error) throw child.error;
  return { wallMs, status: child.status, stdout: child.stdout, stderr: child.stderr };
}

function runOurs(codemod, cwd, paths, extra = []) {
  const run = timed([CLI, "migrate", codemod, ...paths, "--dry-run", "--json", ...extra], cwd);
  // Exit 1: some file could not be processed (counted in `failed`); anything else is a failure of the run.
  if (run.status !== 0 && run.status !== 1) throw new Error(`agent-errors migrate ${codemod} failed (exit ${run.status}) in ${cwd}:\n${run.stderr}`);
  const report = JSON.parse(run.stdout);
  return { wallMs: run.wallMs, scanned: report.files.scanned, changed: report.files.changed, manual: report.manual.length, failed: report.files.failed };
}

function runJscodeshift(transform, cwd, files, extra = []) {
  const run = timed([JSCODESHIFT, "--dry", "--no-babel", "-t", transform, "--parser", "ts", ...extra, ...files], cwd);
  if (run.status !== 0) throw new Error(`jscodeshift failed (exit ${run.status}) in ${cwd}:\n${run.stderr}${run.stdout.slice(-2000)}`);
  const count = (label) => Number(new RegExp(`(\\d+) ${label}`).exec(run.stdout)?.[1] ?? NaN);
  return { wallMs: run.wallMs, changed: count("ok"), unmodified: count("unmodified"), errors: count("errors"), skipped: count("skipped") };
}

function benchCodemods(corpora) {
  const codemods = ["unwrap-api-error-handling", "wrap-agent-tool-execute"];
  const pinned = corpora.filter((corpus) => !corpus.local);
  // The files `migrate` looks at (TypeScript and JavaScript): jscodeshift is given the same list.
  const scripts = new Map(corpora.map((corpus) => [corpus, corpusFiles(corpus, SCRIPT_EXTENSIONS)]));
  // Each corpus as a tree of its own only when asked for (`--corpora`, `--quick`) or when there is no larger tree:
  // the full run's targets are judged on the trees below (all corpora as one, the installed packages, the planted
  // copy), and the per-corpus trees were a third of its codemod minutes.
  const perCorpus = process.argv.includes("--corpora") || args.quick || pinned.length <= 1;
  const trees = (perCorpus ? corpora : []).map((corpus) => ({
    name: corpus.name,
    cwd: corpus.root,
    paths: corpus.sources,
    files: scripts.get(corpus).map((file) => relative(corpus.root, file)),
    planted: 0,
  }));
  let plantedDir;
  if (pinned.length > 1) {
    // All pinned corpora as one tree (their common parent, the cache), paths given per corpus.
    trees.push({
      name: `all ${pinned.length} pinned corpora`,
      cwd: cacheRoot,
      paths: pinned.flatMap((corpus) => corpus.sources.map((source) => relative(cacheRoot, join(corpus.root, source)))),
      files: pinned.flatMap((corpus) => scripts.get(corpus).map((file) => relative(cacheRoot, file))),
      planted: 0,
    });
  }
  return Promise.all([import("./plant.mjs"), import("../dist/codemods/runner/discover.js")]).then(([{ plantCorpus, plantThrowingTools }, { discoverFiles }]) => {
    // A large tree with few matches (the "10x on a large tree"): the packages this repository installs,
    // about 13,000 files and 170 MB that `migrate` reads (nested `node_modules/` are skipped, as in any tree).
    // jscodeshift is given the same files. No parse-first run (it would take minutes), no project-wide codemod.
    if (!args.quick) {
      const files = discoverFiles({ cwd: repoRoot, paths: ["node_modules"] }).files.map((file) => file.display);
      trees.push({ name: "node_modules/ (installed packages)", cwd: repoRoot, paths: ["node_modules"], files, planted: 0, large: true });
    }
    // The planted copy: the largest selected corpus, matches planted in 300 files.
    const largest = [...pinned].sort((a, b) => b.files.length - a.files.length)[0];
    if (largest) {
      plantedDir = mkdtempSync(join(cacheRoot, ".bench-planted-"));
      const target = join(plantedDir, largest.name);
      const planted = plantCorpus({ root: largest.root, sources: largest.sources, files: largest.files, target, count: 300 });
      trees.push({
        name: `${largest.name} + ${planted.length} planted`,
        cwd: target,
        paths: largest.sources,
        files: scripts.get(largest).map((file) => relative(largest.root, file)),
        planted: planted.length,
      });
    }
    // The project-wide codemod (no jscodeshift equivalent): each tree, and a copy with 300 throwing tools.
    const projectTrees = trees.filter((tree) => tree.planted === 0 && !tree.large);
    if (largest) {
      const target = join(plantedDir, `${largest.name}-throwing`);
      const planted = plantThrowingTools({ root: largest.root, sources: largest.sources, files: largest.files, target, count: 300 });
      projectTrees.push({ name: `${largest.name} + ${planted.length} throwing tools`, cwd: target, paths: largest.sources, files: scripts.get(largest), planted: planted.length });
    }
    try {
      const out = [];
      const project = [];
      for (const tree of projectTrees) {
        const runs = [];
        for (let repetition = 0; repetition < CODEMOD_RUNS; repetition++) runs.push(runOurs("throwing-tool-to-structured", tree.cwd, tree.paths, ["--style", "result-object"]));
        project.push({ tree: tree.name, codemod: "throwing-tool-to-structured", files: tree.files.length, planted: tree.planted, oursMs: median(runs.map((run) => run.wallMs)), ours: runs[0] });
        process.stderr.write(`codemods ${tree.name} throwing-tool-to-structured: done\n`);
      }
      for (const tree of trees) {
        // The two per-file codemods cost the same within 10% (docs/performance.md; 0.98x and 0.92x of jscodeshift
        // on the planted copy): the second only where it is asked for (`--corpora`, `--quick`).
        for (const codemod of perCorpus ? codemods : codemods.slice(0, 1)) {
          const transform = join(repoRoot, "dist/codemods", `${codemod}.js`);
          const parseFirst = [join(repoRoot, "bench/jscodeshift-parse-first.cjs"), [`--codemod=${codemod}`]];
          const variants = {
            ours: () => runOurs(codemod, tree.cwd, tree.paths),
            jscodeshift: () => runJscodeshift(transform, tree.cwd, tree.files),
            // The parse-first reference where few files match (on the planted copy it is 25 s a run and says little).
            ...(tree.large || (tree.planted > 0 && !perCorpus) ? {} : { jscodeshiftParseFirst: () => runJscodeshift(parseFirst[0], tree.cwd, tree.files, parseFirst[1]) }),
          };
          const runs = { ours: [], jscodeshift: [], jscodeshiftParseFirst: [] };
          for (let repetition = 0; repetition < CODEMOD_RUNS; repetition++) {
            for (const variant of interleave(Object.keys(variants), repetition)) {
              if (variant === "jscodeshiftParseFirst" && runs[variant].length >= PARSE_FIRST_RUNS) continue;
              runs[variant].push(variants[variant]());
            }
          }
          if (runs.ours[0].scanned !== tree.files.length) {
            console.error(`warning: migrate scanned ${runs.ours[0].scanned} files of ${tree.name}, jscodeshift was given ${tree.files.length}`);
          }
          const medianOf = (variant) => (runs[variant].length > 0 ? median(runs[variant].map((run) => run.wallMs)) : NaN);
          const result = {
            tree: tree.name,
            codemod,
            files: tree.files.length,
            planted: tree.planted,
            oursMs: medianOf("ours"),
            jscodeshiftMs: medianOf("jscodeshift"),
            jscodeshiftParseFirstMs: medianOf("jscodeshiftParseFirst"),
            speedup: medianOf("jscodeshift") / medianOf("ours"),
            speedupParseFirst: medianOf("jscodeshiftParseFirst") / medianOf("ours"),
            ours: runs.ours[0],
            jscodeshift: runs.jscodeshift[0],
          };
          out.push(result);
          process.stderr.write(`codemods ${tree.name} ${codemod}: done\n`);
        }
      }
      return { perFile: out, project };
    } finally {
      if (plantedDir) rmSync(plantedDir, { recursive: true, force: true });
    }
  });
}

function printCodemods({ perFile, project }) {
  const rows = perFile.map((result) => [
    result.tree,
    result.codemod,
    result.files,
    `${result.ours.changed}/${result.jscodeshift.changed}`,
    ms(result.oursMs),
    ms(result.jscodeshiftMs),
    x(result.speedup),
    Number.isNaN(result.jscodeshiftParseFirstMs) ? "-" : ms(result.jscodeshiftParseFirstMs),
    Number.isNaN(result.speedupParseFirst) ? "-" : x(result.speedupParseFirst),
    result.planted === 0 && result.files >= 1000 ? verdict(result.speedup >= TARGETS.codemodSpeedup.limit) : "",
  ]);
  table(
    `Codemods: migrate --dry-run vs jscodeshift --dry (medians of ${CODEMOD_RUNS}, the parse-first reference ${PARSE_FIRST_RUNS} run; wall time of the whole command; target: ${TARGETS.codemodSpeedup.text})`,
    ["tree", "codemod", "files", "changed ours/jscs", "ours", "jscodeshift", "speed-up", "jscs parse-first", "speed-up"],
    rows,
  );
  table(
    `The project-wide codemod (--style result-object; it loads the TypeScript project; no jscodeshift equivalent; medians of ${CODEMOD_RUNS})`,
    ["tree", "files", "would change", "sites for a person", "time"],
    project.map((result) => [result.tree, result.files, result.ours.changed, result.ours.manual, ms(result.oursMs)]),
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  checkBuilt();
  let corpora;
  try {
    corpora = prepareCorpora(selectCorpora(args.quick && !process.argv.includes("--corpora") ? "smallest" : args.corpora), (text) => console.error(text));
  } catch (error) {
    if (error instanceof CorpusFetchError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { ESLint } = await import("eslint");
  const { default: plugin } = await import("../dist/index.js");
  const { lintOnce, PLUGIN_RULES, RECOMMENDED_RULES } = await import("./lint.mjs");
  const ts = await import("typescript");

  const results = {
    date: new Date().toISOString(),
    environment: {
      node: process.version,
      eslint: ESLint.version,
      typescript: ts.default.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGB: Math.round(totalmem() / 1e9),
      loadAverageAtStart: loadavg().map((load) => +load.toFixed(2)),
    },
    options: { corpora: corpora.map((corpus) => corpus.label), runs: RUNS, typedRuns: TYPED_RUNS, scalingRuns: SCALING_RUNS, codemodRuns: CODEMOD_RUNS },
    targets: TARGETS,
  };
  const started = performance.now();
  results.sectionSeconds = {};
  let sectionStart = performance.now();
  const sectionDone = (name) => {
    results.sectionSeconds[name] = Math.round((performance.now() - sectionStart) / 1000);
    sectionStart = performance.now();
  };
  if (sections.has("lint")) {
    results.lint = await benchLint(corpora, lintOnce, PLUGIN_RULES);
    printLint("Lint cost, untyped", results.lint, TARGETS.recommendedOverhead, RECOMMENDED_RULES);
    sectionDone("lint");
  }
  if (sections.has("process")) {
    results.process = benchProcess(corpora);
    printProcess(results.process);
    sectionDone("process");
  }
  if (sections.has("typed")) {
    results.typed = benchTyped(corpora, PLUGIN_RULES);
    printLint("Lint cost, typed (every run a fresh process)", results.typed, TARGETS.typedOverhead, RECOMMENDED_RULES);
    sectionDone("typed");
  }
  if (sections.has("keystroke")) {
    const { benchKeystroke, printKeystroke } = await import("./keystroke.mjs");
    results.keystroke = await benchKeystroke({ keystrokes: args.quick ? 15 : 40 });
    printKeystroke(results.keystroke, TARGETS.keystroke.limit);
    // The same file with its failures going through the project's own modules (the cross-module summaries).
    results.keystrokeImports = await benchKeystroke({ keystrokes: args.quick ? 15 : 40, imports: true });
    printKeystroke(results.keystrokeImports, TARGETS.keystroke.limit);
    sectionDone("keystroke");
  }
  if (sections.has("scaling")) {
    results.scaling = await benchScaling(ESLint, plugin);
    printScaling(results.scaling);
    sectionDone("scaling");
  }
  if (sections.has("codemods")) {
    results.codemods = await benchCodemods(corpora);
    printCodemods(results.codemods);
    sectionDone("codemods");
  }
  results.environment.loadAverageAtEnd = loadavg().map((load) => +load.toFixed(2));
  results.durationSeconds = Math.round((performance.now() - started) / 1000);
  writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
  const perSection = Object.entries(results.sectionSeconds).map(([name, seconds]) => `${name} ${seconds} s`).join(", ");
  console.log(`\nWrote ${relative(process.cwd(), args.out) || args.out} (${results.durationSeconds} s: ${perSection}; load average ${results.environment.loadAverageAtStart.join(" ")} at the start, ${results.environment.loadAverageAtEnd.join(" ")} at the end).`);
}

await main();
