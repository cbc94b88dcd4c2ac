#!/usr/bin/env node
// Precision of each `strict` option on the real-code corpora of the precision suite: for every option the
// `strict` preset adds to a rule (and every rule only `strict` turns on), the findings beyond `recommended`
// of the `recommended` preset plus that one option, each mapped to its triage verdict
// (tests/corpus/triage/<corpus>.tsv). Options that only report together are shown on the `strict` line;
// the audit option no preset turns on (`reportUnknown`) has a line of its own.
//
//   npm run build && node scripts/precision-by-option.mjs [-v]
//
// -v lists each finding with its verdict and reason. Needs the corpora of `npx vitest run
// tests/corpus/precision.test.ts` (fetched on first use).
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ESLint } from "eslint";
import { PRECISION_CORPORA, prepareCorpora, repoRoot } from "./corpora.mjs";

const { default: plugin } = await import(join(repoRoot, "dist/index.js"));
const { PRESET_RULES } = await import(join(repoRoot, "dist/src/configs.js"));
const verbose = process.argv.includes("-v");

function triage(corpus) {
  const path = join(repoRoot, "tests/corpus/triage", `${corpus}.tsv`);
  const verdicts = new Map();
  if (!existsSync(path)) return verdicts;
  for (const raw of readFileSync(path, "utf8").split("\n")) {
    if (raw.trim() === "" || raw.startsWith("#")) continue;
    const [verdict, , location, rule, reason] = raw.split("\t");
    verdicts.set(`${location} ${rule}`, { verdict, reason });
  }
  return verdicts;
}

async function findings(corpus, rules) {
  const eslint = new ESLint({
    cwd: corpus.root,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [{ ...plugin.configs.recommended, rules }],
  });
  const found = new Set();
  for (const result of await eslint.lintFiles(corpus.files)) {
    const file = relative(corpus.root, result.filePath).split(sep).join("/");
    for (const message of result.messages) found.add(`${file}:${message.line}:${message.column} ${message.ruleId?.replace("agent-errors/", "") ?? "fatal"}`);
  }
  return found;
}

/** The variants: `recommended` plus one strict option of one rule, or plus one strict-only rule. */
const baseRules = plugin.configs.recommended.rules;
const variants = [];
for (const [name, entry] of Object.entries(PRESET_RULES)) {
  const ruleId = `agent-errors/${name}`;
  if (entry.preset === "strict") {
    variants.push({ label: `${name} (strict only)`, rules: { ...baseRules, [ruleId]: ["error", { ...entry.options }] } });
    continue;
  }
  for (const [option, value] of Object.entries(entry.strictOptions ?? {})) {
    variants.push({ label: `${name} ${option}`, rules: { ...baseRules, [ruleId]: ["error", { ...entry.options, [option]: value }] } });
  }
}
variants.push({ label: "strict (all options together)", rules: plugin.configs.strict.rules });
// The audit no preset turns on (the precision suite's `audit` run).
variants.push({
  label: "no-untrusted-error-message reportUnknown (audit, in no preset)",
  rules: { ...baseRules, "agent-errors/no-untrusted-error-message": ["error", { reportUnknown: true }] },
});

const totals = new Map(variants.map((variant) => [variant.label, { true: 0, false: 0, debatable: 0, untriaged: 0, lines: [] }]));
for (const corpus of prepareCorpora(PRECISION_CORPORA, (text) => console.error(text))) {
  const verdicts = triage(corpus.name);
  const recommended = await findings(corpus, baseRules);
  for (const variant of variants) {
    const total = totals.get(variant.label);
    for (const key of await findings(corpus, variant.rules)) {
      if (recommended.has(key)) continue;
      const line = verdicts.get(key);
      total[line?.verdict ?? "untriaged"]++;
      total.lines.push(`  ${line?.verdict ?? "?"}\t${corpus.name}\t${key}\t${line?.reason ?? ""}`);
    }
  }
}

console.log("| strict option (added to recommended) | findings | true | false | debatable | precision |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const [label, total] of totals) {
  const all = total.true + total.false + total.debatable + total.untriaged;
  const precision = all === 0 ? "-" : `${Math.round((100 * total.true) / all)}%`;
  console.log(`| ${label} | ${all} | ${total.true} | ${total.false} | ${total.debatable} | ${precision} |${total.untriaged ? ` (${total.untriaged} untriaged)` : ""}`);
  if (verbose) for (const line of total.lines) console.log(line);
}
