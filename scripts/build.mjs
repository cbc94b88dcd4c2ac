// Builds dist/: the TypeScript sources compiled to ESM with declarations, a CommonJS entry for
// `require("eslint-plugin-agent-errors")` (Node's require of ES modules, on every Node that ESLint 10
// supports), and the executable bit on the CLI.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
rmSync("dist", { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], { stdio: "inherit" });
mkdirSync("dist", { recursive: true });
writeFileSync(
  "dist/index.cjs",
  `"use strict";\n// CommonJS entry: the plugin object itself, so \`require("eslint-plugin-agent-errors").configs\` works.\nmodule.exports = require("./src/index.js").default;\n`,
);
chmodSync("dist/src/cli/main.js", 0o755);
