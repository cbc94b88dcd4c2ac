// Precision on real code: the `recommended` and `strict` presets over real MCP servers and agent toolkits
// as npm ships them (PRECISION_CORPORA in scripts/corpora.mjs, fetched once into .tmp/corpora/), each
// finding checked against a triage line in tests/corpus/triage/<corpus>.tsv:
//
//   <verdict>\t<preset>\t<file>:<line>:<column>\t<rule>\t<one line of reason>
//
// verdict: true (a defect by the conventions the rules come from, as a maintainer of that code would agree),
// false (a maintainer would dismiss it) or debatable (counts against precision). preset: `recommended` for a
// finding of the recommended preset, `strict` for one only the strict preset makes, `audit` for one only the
// audit of unknown text makes (`strict` with no-untrusted-error-message's `reportUnknown`, in no preset).
//
// The test fails when a finding has no triage line (a new report: read it and add its line) or a triage line
// has no finding (a report disappeared: a fixed false report, or a lost true one; say which by removing the
// line). It prints the precision per rule and preset; docs/precision.md keeps the table. Untyped only: the
// packages' dependencies are not installed, so type information would add little.
//
// A corpus may declare the settings its maintainers would write on adoption (`declared`: which client is
// their own API's, which methods of their own register tools). The `recommended` preset runs again with
// them and is tallied as "declared": the precision a project gets once it has said so. A finding only the
// declared run makes (a tool boundary the settings add) has its own line, with the preset `declared`.
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ESLint, type Linter } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { repoRoot } from "../helpers.js";
import { corporaModule, type PreparedCorpus } from "./corpora.js";

const VERDICTS = ["true", "false", "debatable"] as const;
type Verdict = (typeof VERDICTS)[number];
const PRESETS = ["recommended", "strict", "audit"] as const;
type Preset = (typeof PRESETS)[number];
/** The tallies: the presets, the audit, and `recommended` with each corpus's declared settings. */
type Run = Preset | "declared";
/** A triage line's run: a preset, or `declared` for a finding only the declared settings make (a tool boundary they add). */
const RUNS: readonly Run[] = [...PRESETS, "declared"];

interface TriageLine {
  verdict: Verdict;
  preset: Run;
  key: string;
  reason: string;
}

/** `file:line:column rule` of a finding. */
type FindingKey = string;

function readTriage(corpus: string): { lines: TriageLine[]; errors: string[] } {
  const path = join(repoRoot, "tests/corpus/triage", `${corpus}.tsv`);
  // A corpus without findings needs no triage file.
  if (!existsSync(path)) return { lines: [], errors: [] };
  const text = readFileSync(path, "utf8");
  const lines: TriageLine[] = [];
  const errors: string[] = [];
  text.split("\n").forEach((raw, index) => {
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const [verdict, preset, location, rule, reason] = raw.split("\t");
    const where = `${relative(repoRoot, path)}:${index + 1}`;
    if (!VERDICTS.includes(verdict as Verdict)) errors.push(`${where}: verdict "${verdict}" is not one of ${VERDICTS.join(", ")}`);
    else if (!RUNS.includes(preset as Run)) errors.push(`${where}: preset "${preset}" is not one of ${RUNS.join(", ")}`);
    else if (!location || !rule || !reason?.trim()) errors.push(`${where}: a line is verdict, preset, file:line:column, rule and a reason, separated by tabs`);
    else lines.push({ verdict: verdict as Verdict, preset: preset as Run, key: `${location} ${rule}`, reason });
  });
  return { lines, errors };
}

/** The audit: `strict` with the option no preset turns on. */
const AUDIT_RULES: Linter.RulesRecord = {
  "agent-errors/no-untrusted-error-message": ["error", { reportUnknown: true, reportRethrown: true, checkTrustedErrorConstructors: true }],
};

async function findings(corpus: PreparedCorpus, preset: Preset, settings?: Record<string, unknown>): Promise<Map<FindingKey, string>> {
  const config = plugin.configs[preset === "audit" ? "strict" : preset] as Linter.Config;
  const eslint = new ESLint({
    cwd: corpus.root,
    overrideConfigFile: true,
    // The packages' own directives name other plugins' rules: not ours to judge.
    allowInlineConfig: false,
    overrideConfig: [config, ...(preset === "audit" ? [{ rules: AUDIT_RULES }] : []), ...(settings ? [{ settings: { "agent-errors": settings } }] : [])],
  });
  const found = new Map<FindingKey, string>();
  for (const result of await eslint.lintFiles(corpus.files)) {
    const file = relative(corpus.root, result.filePath).split(sep).join("/");
    for (const message of result.messages) {
      const rule = message.ruleId?.replace("agent-errors/", "") ?? "fatal";
      found.set(`${file}:${message.line}:${message.column} ${rule}`, message.message);
    }
  }
  return found;
}

/** Per rule and preset: true, false and debatable counts. */
const tally = new Map<string, Record<Verdict, number>>();

function count(rule: string, preset: Run, verdict: Verdict): void {
  const key = `${preset}\t${rule}`;
  const entry = tally.get(key) ?? { true: 0, false: 0, debatable: 0 };
  entry[verdict]++;
  tally.set(key, entry);
}

afterAll(() => {
  if (tally.size === 0) return;
  const rows = [...tally].sort(([a], [b]) => (a < b ? -1 : 1));
  const lines = ["", "Precision on the real-code corpora (true / all; debatable counts against):", "preset       rule                           findings  true  false  debatable  precision"];
  for (const [key, { true: yes, false: no, debatable }] of rows) {
    const [preset, rule] = key.split("\t") as [string, string];
    const all = yes + no + debatable;
    const precision = all === 0 ? "-" : `${Math.round((100 * yes) / all)}%`;
    lines.push(
      `${preset.padEnd(12)} ${rule.padEnd(30)} ${String(all).padStart(8)} ${String(yes).padStart(5)} ${String(no).padStart(6)} ${String(debatable).padStart(10)} ${precision.padStart(10)}`,
    );
  }
  console.log(lines.join("\n"));
});

const { PRECISION_CORPORA } = (await corporaModule()) as unknown as { PRECISION_CORPORA: readonly { name: string }[] };

describe.each(PRECISION_CORPORA.map((corpus) => corpus.name))("precision corpus %s", (name) => {
  let corpus: PreparedCorpus;
  beforeAll(async () => {
    const corpora = await corporaModule();
    corpus = corpora.prepareCorpora(corpora.selectCorpora(name), (text) => console.error(text))[0]!;
  });

  it("every finding of recommended, strict and the audit has a triage line, and every triage line a finding", async () => {
    const { lines: allLines, errors } = readTriage(name);
    expect(errors).toEqual([]);
    const lines = allLines.filter((line) => line.preset !== "declared");
    const declaredLines = new Map(allLines.filter((line) => line.preset === "declared").map((line) => [line.key, line]));
    const recommended = await findings(corpus, "recommended");
    const strict = await findings(corpus, "strict");
    const audit = await findings(corpus, "audit");
    const actual = new Map<FindingKey, { preset: Preset; message: string }>();
    for (const [key, message] of recommended) actual.set(key, { preset: "recommended", message });
    for (const [key, message] of strict) if (!actual.has(key)) actual.set(key, { preset: "strict", message });
    for (const [key, message] of audit) if (!actual.has(key)) actual.set(key, { preset: "audit", message });

    const triaged = new Map(lines.map((line) => [line.key, line]));
    const untriaged = [...actual]
      .filter(([key, { preset }]) => triaged.get(key)?.preset !== preset)
      .map(([key, { preset, message }]) => {
        const [location, rule] = key.split(" ");
        return `?\t${preset}\t${location}\t${rule}\t${message}`;
      });
    const vanished = lines.filter((line) => actual.get(line.key)?.preset !== line.preset).map((line) => `${line.verdict}\t${line.preset}\t${line.key.replace(" ", "\t")}\t${line.reason}`);
    // Untriaged findings are printed as lines to complete (the verdict and a reason in place of the message).
    expect({ untriaged, vanished }).toEqual({ untriaged: [], vanished: [] });

    for (const line of lines) count(line.key.split(" ")[1]!, line.preset, line.verdict);
    // A finding of recommended counts for strict's and the audit's precision too, one of strict for the audit's.
    for (const line of lines) if (line.preset === "recommended") count(line.key.split(" ")[1]!, "strict", line.verdict);
    for (const line of lines) if (line.preset !== "audit") count(line.key.split(" ")[1]!, "audit", line.verdict);

    // With the settings its maintainers would declare (or none): what is left of recommended's findings.
    const declared = corpus.declared ? await findings(corpus, "recommended", corpus.declared) : recommended;
    const recommendedLines = new Map(lines.filter((line) => line.preset === "recommended").map((line) => [line.key, line]));
    // A finding the declared settings add (a tool boundary of the project's own) has a `declared` line.
    const declaredUntriaged = [...declared]
      .filter(([key]) => !recommendedLines.has(key) && !declaredLines.has(key))
      .map(([key, message]) => `?\tdeclared\t${key.replace(" ", "\t")}\t${message}`);
    const declaredVanished = [...declaredLines.values()]
      .filter((line) => !declared.has(line.key) || recommendedLines.has(line.key))
      .map((line) => `${line.verdict}\tdeclared\t${line.key.replace(" ", "\t")}\t${line.reason}`);
    expect({ declaredUntriaged, declaredVanished }).toEqual({ declaredUntriaged: [], declaredVanished: [] });
    for (const key of declared.keys()) count(key.split(" ")[1]!, "declared", (recommendedLines.get(key) ?? declaredLines.get(key))!.verdict);
    // Every rule of recommended has a row, also one the declared settings leave without findings.
    for (const line of recommendedLines.values()) {
      const rule = line.key.split(" ")[1]!;
      if (!tally.has(`declared\t${rule}`)) tally.set(`declared\t${rule}`, { true: 0, false: 0, debatable: 0 });
    }
    // Four lints of a corpus (the largest take 40 s alone on 2 cores, 100 s and more on a machine running other
    // suites beside it): not a measure of speed, so the suite's default limit of 120 s does not apply.
  }, 600_000);
});
