// One whole ESLint process, as a user's `npx eslint .` (started by the `process` section of bench/run.mjs;
// also runs alone):
//   node bench/whole-process.mjs <mode> <path to dist/index.js> <directory> [<file listing the files>]
// Modes: `none` (ESLint and the TypeScript parser, no rule at all), `core` (the same with one core rule,
// `no-debugger`: ESLint's own cost of running any rule), `core+recommended` (that and our `recommended`),
// `recommended` (ours alone). Loads ESLint, the parser and (when asked) the plugin, lints every file, and
// prints the times of its phases and the process's CPU time (`cpuMs`) as JSON: the parent measures the wall time
// of the whole process.
import { readFileSync } from "node:fs";

const [mode, pluginPath, root, listFile] = process.argv.slice(2);
// The files to lint (one path per line, relative to the directory), or the whole directory.
const patterns = listFile ? readFileSync(listFile, "utf8").split("\n").filter(Boolean) : ["."];
const started = performance.now();
const { ESLint } = await import("eslint");
const parser = await import("@typescript-eslint/parser");
const config = [{ files: ["**/*.{ts,tsx,js,mjs,cjs}"], languageOptions: { parser } }];
if (mode === "core" || mode === "core+recommended") config.push({ rules: { "no-debugger": "error" } });
const eslintLoaded = performance.now();
if (mode === "recommended" || mode === "core+recommended") {
  const plugin = (await import(pluginPath)).default;
  config.push(plugin.configs.recommended);
}
const pluginLoaded = performance.now();
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config, ignore: false });
const results = await eslint.lintFiles(patterns);
const done = performance.now();
const fatal = results.reduce((count, result) => count + result.messages.filter((message) => message.fatal).length, 0);
process.stdout.write(
  `${JSON.stringify({ mode, files: results.length, fatal, eslintLoadMs: eslintLoaded - started, pluginLoadMs: pluginLoaded - eslintLoaded, lintMs: done - pluginLoaded, cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 })}\n`,
);
