// Per-keystroke editor latency, typed (issue #19): what the ESLint language server does on every keystroke,
// `ESLint#lintText` of the edited text with `parserOptions.projectService`, in one long-lived process. A tool
// file of about 1,700 lines (MCP tools as real servers write them: fetch, error checks, catch clauses,
// isError results; one tool in ten echoes its input in a "not found" result, a finding), in a project with the
// real MCP SDK and zod. Each "keystroke" edits one string of the file
// (a different tool each time, so the program really changes), linted with no rules, with one core rule
// (`no-debugger`: ESLint's own cost of running any rule) or with `recommended-type-checked`, in rotation, each
// lint after an edit of its own; the medians are compared.
//
// With `--imports`, the tools route their failures through the project's own modules, as real servers do
// (`errorResult()` of lib/results.ts, `formatFailure()` of lib/errors.ts): what the typed presets' cross-module
// summaries cost per keystroke (the modules are converted once, then reused while unchanged).
//
// With `--rule-times`, both runs are linted with ESLint's `stats` (which adds its own timing to each) and the
// median of each rule's own time per keystroke is printed: steadier than the ratio on a busy machine.
//
//   node bench/keystroke.mjs [--keystrokes 40] [--tools 85] [--imports] [--rule-times]
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

/** One MCP tool of a realistic server, about twenty lines; with `imports`, its failures go through lib/. */
function toolSource(index, imports) {
  if (imports) return importingToolSource(index);
  return `${toolHead(index)}${
        index % 10 === 0
          ? `
      if (res.status === 404) return { content: [{ type: "text", text: \`No record \${id} in set ${index}.\` }], isError: true };`
          : ""
      }
      if (!res.ok) {
        console.error("records API failed", { status: res.status, set: ${index} });
        return { content: [{ type: "text", text: \`The records API answered \${res.status} for set ${index}.\` }], isError: true };
      }
      const body = (await res.json()) as { items: { id: string; title: string }[] };
      const lines = body.items.map((item) => \`- \${item.id}: \${item.title}\`);
      return { content: [{ type: "text", text: lines.length > 0 ? lines.join("\\n") : "No records." }] };
    } catch (error) {
      console.error("get_record_${index} failed", error);
      return { content: [{ type: "text", text: "The records API cannot be reached; try again later." }], isError: true };
    }
  },
);
`;
}

/** The registration and the request of a tool, the same in both files. */
function toolHead(index) {
  return `
server.registerTool(
  "get_record_${index}",
  { description: "Fetch record set ${index} from the records API", inputSchema: { id: z.string(), limit: z.number().optional() } },
  async ({ id, limit }) => {
    try {
      const res = await fetch(\`\${API_URL}/sets/${index}/records/\${encodeURIComponent(id)}?limit=\${limit ?? 20}\`);`;
}

function importingToolSource(index) {
  return `${toolHead(index)}
      if (!res.ok) {
        console.error("records API failed", { status: res.status, set: ${index} });
        return errorResult(\`The records API answered \${res.status} for set ${index}.\`);
      }
      const body = (await res.json()) as { items: { id: string; title: string }[] };
      const lines = body.items.map((item) => \`- \${item.id}: \${item.title}\`);
      return textResult(lines.length > 0 ? lines.join("\\n") : "No records.");
    } catch (error) {
      console.error("get_record_${index} failed", error);
      return errorResult(${index % 10 === 0 ? `formatFailure(error, "get_record_${index}")` : '"The records API cannot be reached; try again later."'});
    }
  },
);
`;
}

const LIB_RESULTS = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export function errorResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

export function textResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }] };
}
`;

const LIB_ERRORS = `export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function formatFailure(error: unknown, toolName: string): string {
  return \`\${toolName} failed: \${describeError(error)}\`;
}
`;

export function keystrokeFile(tools, imports = false) {
  let text = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
${imports ? 'import { formatFailure } from "./lib/errors.js";\nimport { errorResult, textResult } from "./lib/results.js";\n' : ""}
const API_URL = process.env.RECORDS_API_URL ?? "https://records.example.com/api";
export const server = new McpServer({ name: "records", version: "1.0.0" });
`;
  for (let index = 0; index < tools; index++) text += toolSource(index, imports);
  return text;
}

/** A project beside the repository's node_modules: the real MCP SDK and zod resolve from there. */
function project(tools, imports) {
  const dir = join(repoRoot, ".tmp", imports ? "bench-keystroke-imports" : "bench-keystroke");
  mkdirSync(join(dir, "lib"), { recursive: true });
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { target: "ES2022", lib: ["ES2022", "DOM"], module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: ["node"] }, include: ["*.ts", "lib/*.ts"] }),
  );
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "bench-keystroke", type: "module" }));
  const text = keystrokeFile(tools, imports);
  writeFileSync(join(dir, "tools.ts"), text);
  writeFileSync(join(dir, "lib/results.ts"), LIB_RESULTS);
  writeFileSync(join(dir, "lib/errors.ts"), LIB_ERRORS);
  if (!existsSync(join(dir, "node_modules"))) {
    mkdirSync(join(dir, "node_modules/@modelcontextprotocol"), { recursive: true });
    symlinkSync(join(repoRoot, "node_modules/@modelcontextprotocol/sdk"), join(dir, "node_modules/@modelcontextprotocol/sdk"), "dir");
    symlinkSync(join(repoRoot, "node_modules/zod"), join(dir, "node_modules/zod"), "dir");
  }
  return { dir, text, filePath: join(dir, "tools.ts") };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export async function benchKeystroke({ keystrokes = 40, tools = 85, imports = false, ruleTimes = false } = {}) {
  const { ESLint } = await import("eslint");
  const parser = (await import("@typescript-eslint/parser")).default;
  const plugin = (await import(pathToFileURL(join(repoRoot, "dist/index.js")).href)).default;
  const { dir, text, filePath } = project(tools, imports);
  const languageOptions = { parser, parserOptions: { projectService: true, tsconfigRootDir: dir } };
  const base = { files: ["**/*.ts"], languageOptions };
  const make = (...configs) => new ESLint({ cwd: dir, overrideConfigFile: true, stats: ruleTimes, overrideConfig: [base, ...configs] });
  const coreRule = { rules: { "no-debugger": "error" } };
  const linters = { none: make(), core: make(coreRule), recommended: make(coreRule, { ...plugin.configs["recommended-type-checked"], languageOptions }) };
  const lines = text.split("\n").length;
  // Warm-up: the project service builds the program, the rules load.
  for (const eslint of Object.values(linters)) await eslint.lintText(text, { filePath });
  const times = { none: [], core: [], recommended: [] };
  /** Each rule's own time per keystroke (`ruleTimes`), from ESLint's stats. */
  const ruleMs = new Map();
  let current = text;
  let edits = 0;
  for (let keystroke = 0; keystroke < keystrokes; keystroke++) {
    // Rotated and reversed: each configuration runs first, second and last as often as the others.
    const rotation = ["none", "core", "recommended"];
    const order = [...rotation.slice(keystroke % 3), ...rotation.slice(0, keystroke % 3)];
    if (Math.floor(keystroke / 3) % 2) order.reverse();
    for (const name of order) {
      // Each lint is of a keystroke of its own, as in an editor: one character typed into the description of
      // another tool. The configurations share the project service, so a lint of a text already linted would
      // skip the program's update, which the first of them paid (about a fifth of a keystroke's time).
      const tool = (edits * 37) % tools;
      const typed = String.fromCharCode(97 + (edits % 26));
      // The tool's description with what was typed into it before (each tool is edited again after 85 edits).
      current = current.replace(new RegExp(`Fetch record set ${tool}([a-z]*) from`), (_, before) => `Fetch record set ${tool}${before}${typed} from`);
      edits++;
      const start = performance.now();
      const [result] = await linters[name].lintText(current, { filePath });
      times[name].push(performance.now() - start);
      if (ruleTimes && name === "recommended") {
        const perRule = new Map();
        for (const pass of result.stats?.times.passes ?? []) {
          for (const [rule, time] of Object.entries(pass.rules ?? {})) if (rule.includes("/")) perRule.set(rule, (perRule.get(rule) ?? 0) + time.total);
        }
        for (const [rule, ms] of perRule) ruleMs.set(rule, [...(ruleMs.get(rule) ?? []), ms]);
      }
      if (result.messages.some((message) => message.fatal)) throw new Error(`keystroke ${keystroke}: ${result.messages[0].message}`);
    }
  }
  const summary = (list) => ({ medianMs: Math.round(median(list)), p90Ms: Math.round(percentile(list, 0.9)) });
  const none = summary(times.none);
  const core = summary(times.core);
  const recommended = summary(times.recommended);
  const rules = ruleTimes ? Object.fromEntries([...ruleMs].map(([rule, list]) => [rule, +median(list).toFixed(2)])) : undefined;
  return {
    file: { lines, tools, imports },
    keystrokes,
    none,
    core,
    recommended,
    ratio: +(median(times.recommended) / median(times.none)).toFixed(3),
    coreRatio: +(median(times.core) / median(times.none)).toFixed(3),
    ratioToCore: +(median(times.recommended) / median(times.core)).toFixed(3),
    ...(rules ? { rules } : {}),
  };
}

export function printKeystroke(result, target) {
  console.log(`\nPer-keystroke latency, typed (ESLint#lintText with projectService in one process, a ${result.file.lines}-line tool file${result.file.imports ? " whose failures go through two project modules" : ""}, ${result.keystrokes} keystrokes per configuration; target: recommended-type-checked <= ${target}x no rules)`);
  console.log("configuration               median     p90");
  console.log(`no rules                  ${String(result.none.medianMs).padStart(6)} ms ${String(result.none.p90Ms).padStart(5)} ms`);
  console.log(`one core rule             ${String(result.core.medianMs).padStart(6)} ms ${String(result.core.p90Ms).padStart(5)} ms   ${result.coreRatio}x  (ESLint's own cost of running any rule)`);
  console.log(`recommended-type-checked  ${String(result.recommended.medianMs).padStart(6)} ms ${String(result.recommended.p90Ms).padStart(5)} ms   ${result.ratio}x  ${result.ratio <= target ? "meets" : "MISSES"}  (${result.ratioToCore}x the one core rule)`);
  if (!result.rules) return;
  console.log("each rule's own time per keystroke (median, ESLint's stats)");
  const entries = Object.entries(result.rules).sort((a, b) => b[1] - a[1]);
  for (const [rule, ms] of entries) console.log(`  ${rule.padEnd(48)} ${ms.toFixed(2).padStart(7)} ms`);
  console.log(`  ${"all rules (sum of the medians)".padEnd(48)} ${entries.reduce((sum, [, ms]) => sum + ms, 0).toFixed(2).padStart(7)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { keystrokes: { type: "string", default: "40" }, tools: { type: "string", default: "85" }, imports: { type: "boolean", default: false }, "rule-times": { type: "boolean", default: false } },
  });
  const result = await benchKeystroke({ keystrokes: Number(values.keystrokes), tools: Number(values.tools), imports: values.imports, ruleTimes: values["rule-times"] });
  printKeystroke(result, 1.2);
}
