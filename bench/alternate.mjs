// Whole ESLint processes of two builds of the plugin, alternating, with a no-rules process per round: what a user
// feels of a change, measured side by side in one run (the machine's noise hits both trees alike).
//   node bench/alternate.mjs <directory> <rounds> <mode> <distA> <distB>
// <mode> is one of bench/whole-process.mjs's (`core+recommended`, `recommended`, ...); each dist is a build's `dist/`
// (a copy must live inside this repository, so that its imports resolve to node_modules). Prints the medians of the
// wall time, ESLint's lint phase and the CPU time per tree, and the no-rules wall time.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const [dir, rounds = "5", mode = "core+recommended", ...trees] = process.argv.slice(2);
if (!dir || trees.length === 0) {
  console.error("usage: node bench/alternate.mjs <directory> <rounds> <mode> <distA> [<distB> ...]");
  process.exit(2);
}
const script = fileURLToPath(new URL("./whole-process.mjs", import.meta.url));
const run = (which, tree) => {
  const start = performance.now();
  const out = execFileSync(process.execPath, [script, which, `${tree}/index.js`, dir], { encoding: "utf8" });
  return { wall: performance.now() - start, ...JSON.parse(out) };
};
const times = new Map(trees.map((tree) => [tree, []]));
const none = [];
for (let round = 0; round < Number(rounds); round++) {
  for (const tree of trees) times.get(tree).push(run(mode, tree));
  none.push(run("none", trees[0]).wall);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [tree, runs] of times) {
  console.log(`${tree}\twall ${median(runs.map((r) => r.wall)).toFixed(0)} ms\tlint ${median(runs.map((r) => r.lintMs)).toFixed(0)} ms\tcpu ${median(runs.map((r) => r.cpuMs)).toFixed(0)} ms`);
}
console.log(`no rules\twall ${median(none).toFixed(0)} ms`);
