// Builds dist/: the TypeScript sources compiled to ESM with declarations, a CommonJS entry for
// `require("eslint-plugin-agent-errors")` (Node's require of ES modules, on every Node that ESLint 10
// supports) with its own declarations (index.d.cts), and the executable bit on the CLI.
//
// The build goes to a fresh directory under .tmp/ and replaces dist/ by renaming, so a failed build leaves
// the previous dist/ as it was, and a test run or benchmark reading dist/ never sees it half-written or gone.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);
mkdirSync(".tmp", { recursive: true });
const next = join(".tmp", `build-${process.pid}-${Date.now()}`);
const old = `${next}-old`;
try {
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json", "--outDir", next], { stdio: "inherit" });
  writeFileSync(
    join(next, "index.cjs"),
    `"use strict";\n// CommonJS entry: the plugin object itself, so \`require("eslint-plugin-agent-errors").configs\` works.\nmodule.exports = require("./src/index.js").default;\n`,
  );
  // Its types: `export =` the plugin (what require returns), typed from the ESM declarations.
  writeFileSync(
    join(next, "index.d.cts"),
    `// The CommonJS entry's types: require("eslint-plugin-agent-errors") is the plugin object.\ndeclare const plugin: import("./src/index.js").AgentErrorsPlugin;\nexport = plugin;\n`,
  );
  chmodSync(join(next, "src/cli/main.js"), 0o755);
  if (existsSync("dist")) renameSync("dist", old);
  try {
    renameSync(next, "dist");
  } catch (error) {
    if (existsSync(old)) renameSync(old, "dist");
    throw error;
  }
} catch (error) {
  rmSync(next, { recursive: true, force: true });
  process.exitCode = 1;
  if (!(error && typeof error === "object" && "status" in error)) console.error(error);
} finally {
  rmSync(old, { recursive: true, force: true });
}
