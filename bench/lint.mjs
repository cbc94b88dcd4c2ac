// One ESLint run over a corpus, measured: wall and CPU time of `lintFiles`, and ESLint's own per-file statistics
// (`stats: true`: parse time, each rule's time, the total), which are far less noisy than wall time on a
// shared machine. Used in-process by bench/run.mjs (untyped runs) and in a fresh process per run by
// bench/lint-once.mjs (typed runs: each one starts cold, as in CI).
import tsParser from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import plugin from "../dist/index.js";

export const PLUGIN_RULES = Object.keys(plugin.rules).map((name) => `agent-errors/${name}`);
/** The rules that `recommended` turns on (the others are in `strict` only). */
export const RECOMMENDED_RULES = new Set(Object.keys(plugin.configs.recommended.rules));

/**
 * The flat config of a measured run. `mode` is `none` (the TypeScript parser and no rules), `preset`
 * (`recommended`, or `recommended-type-checked` when typed) or `rule:<name>` (that rule alone, as the preset
 * sets it, or as `strict` does for a rule that is only in `strict`).
 * Typed runs give the parser `projectService` (the corpus's tsconfig.json) in every mode, so the
 * baseline pays for the program too.
 */
export function configFor(mode, { typed, root }) {
  const preset = plugin.configs[typed ? "recommended-type-checked" : "recommended"];
  const parserOptions = typed ? { projectService: true, tsconfigRootDir: root } : undefined;
  const languageOptions = { ...preset.languageOptions, ...(parserOptions ? { parserOptions } : {}) };
  if (mode === "none") return { files: preset.files, languageOptions: { parser: tsParser, sourceType: "module", ...(parserOptions ? { parserOptions } : {}) } };
  if (mode === "preset") return { ...preset, languageOptions };
  // A rule alone, as the preset sets it; a rule that only `strict` turns on, as `strict` sets it.
  const ruleId = `agent-errors/${mode.replace(/^rule:/, "")}`;
  const strict = plugin.configs[typed ? "strict-type-checked" : "strict"];
  const setting = preset.rules[ruleId] ?? strict.rules[ruleId];
  if (setting === undefined) throw new Error(`unknown rule in mode ${mode}`);
  return { ...preset, languageOptions, rules: { [ruleId]: setting } };
}

/** Sums ESLint's statistics over the results: parse, rules (each), fix, total; milliseconds. */
export function sumStats(results) {
  const sums = { parseMs: 0, rulesMs: 0, totalMs: 0, perRule: {} };
  for (const result of results) {
    for (const pass of result.stats?.times?.passes ?? []) {
      sums.parseMs += pass.parse?.total ?? 0;
      sums.totalMs += pass.total ?? 0;
      for (const [ruleId, time] of Object.entries(pass.rules ?? {})) {
        sums.rulesMs += time.total;
        sums.perRule[ruleId] = (sums.perRule[ruleId] ?? 0) + time.total;
      }
    }
  }
  return sums;
}

/** Findings per rule of ours, and the fatal messages (parse errors) with their files. */
export function countMessages(results) {
  const findings = {};
  const fatal = [];
  for (const result of results) {
    for (const message of result.messages) {
      if (message.fatal) fatal.push({ file: result.filePath, message: message.message });
      else if (message.ruleId?.startsWith("agent-errors/")) findings[message.ruleId] = (findings[message.ruleId] ?? 0) + 1;
    }
  }
  return { findings, fatal };
}

/** Lints `files` once (a fresh ESLint instance) and measures it. */
export async function lintOnce({ root, files, mode, typed }) {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [configFor(mode, { typed, root })], stats: true, cache: false });
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const results = await eslint.lintFiles(files);
  const wallMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { mode, typed, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, ...sumStats(results), ...countMessages(results), files: results.length, rssMB: Math.round(process.memoryUsage().rss / 1e6) };
}
