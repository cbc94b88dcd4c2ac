// npm run bench does not start one process per run; this script does (the figure users feel in CI):
//   node bench/whole-process.mjs none|recommended <path to dist/src/index.js> <directory>
// One whole ESLint process per run: load ESLint, the parser and (for "recommended") the plugin, lint the files.
const [mode, pluginPath, root] = process.argv.slice(2);
const { ESLint } = await import("eslint");
const parser = await import("@typescript-eslint/parser");
const config = [{ files: ["**/*.{ts,tsx,js,mjs,cjs}"], languageOptions: { parser } }];
if (mode !== "none") { const plugin = (await import(pluginPath)).default; config.push(plugin.configs.recommended); }
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config, ignore: false });
await eslint.lintFiles(["."]);
