// Builds dist/: the TypeScript sources compiled to ESM with declarations (the CLI and the codemods run from
// these), the plugin's entry bundled into one module (dist/index.js, what `import` of the package loads), a
// CommonJS entry for `require("eslint-plugin-agent-errors")` (Node's require of ES modules, on every Node that
// ESLint 10 supports) with its own declarations (index.d.cts), and the executable bit on the CLI.
//
// Why a bundle: every ESLint process loads the plugin, and Node's loader spends ~25 ms on the plugin's 57
// modules (resolving, reading, linking), against ~10 ms for one module with the same code (#19). The
// dependencies stay outside (imported from node_modules), and so do the two CommonJS shims that load
// TypeScript and ts-api-utils with `require` (src/core/typescript.cts): bundled, their namespaces would be
// copied property by property on every load.
//
// The build goes to a fresh directory under .tmp/ and replaces dist/ by renaming, so a failed build leaves
// the previous dist/ as it was, and a test run or benchmark reading dist/ never sees it half-written or gone.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join, resolve } from "node:path";
import { build } from "esbuild";

const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync("package.json", "utf8"));
mkdirSync(".tmp", { recursive: true });
const next = join(".tmp", `build-${process.pid}-${Date.now()}`);
const old = `${next}-old`;
try {
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json", "--outDir", next], { stdio: "inherit" });
  checkLeanUtils(next);
  await build({
    // From the build directory, so the bundle's module comments read `// rules/…`, not the temporary path.
    absWorkingDir: resolve(next),
    entryPoints: ["src/index.js"],
    outfile: "index.js",
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // The dependencies stay outside, but for @eslint-community/eslint-utils (and its eslint-visitor-keys),
    // which the shim below imports for six functions: bundled, tree-shaken.
    external: [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies ?? {})].filter((name) => name !== "@eslint-community/eslint-utils"),
    logLevel: "warning",
    banner: { js: "// The plugin's entry: dist/src/index.js and the modules it imports, bundled (scripts/build.mjs)." },
    plugins: [
      {
        name: "commonjs-shims-stay-outside",
        setup(bundler) {
          bundler.onResolve({ filter: /\.cjs$/ }, (args) => ({ path: `./src/core/${basename(args.path)}`, external: true }));
        },
      },
      {
        // `@typescript-eslint/utils` in the bundle: only what the plugin uses (scripts/bundle/typescript-eslint-utils.mjs).
        name: "lean-typescript-eslint-utils",
        setup(bundler) {
          bundler.onResolve({ filter: /^@typescript-eslint\/utils$/ }, () => ({ path: resolve("scripts/bundle/typescript-eslint-utils.mjs") }));

        },
      },
    ],
  });
  writeFileSync(
    join(next, "index.cjs"),
    `"use strict";\n// CommonJS entry: the plugin object itself, so \`require("eslint-plugin-agent-errors").configs\` works.\nmodule.exports = require("./index.js").default;\n`,
  );
  // Its types: `export =` the plugin (what require returns), typed from the ESM declarations.
  writeFileSync(
    join(next, "index.d.cts"),
    // `resolution-mode: import`: the declarations are ESM; without it TypeScript 5.4 reports TS1479 in a
    // CommonJS project that checks library files (skipLibCheck: false).
    `// The CommonJS entry's types: require("eslint-plugin-agent-errors") is the plugin object.\ndeclare const plugin: import("./src/index.js", { with: { "resolution-mode": "import" } }).AgentErrorsPlugin;\nexport = plugin;\n`,
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

/**
 * The bundle's `@typescript-eslint/utils` is a shim with what the plugin uses (scripts/bundle/): a function of
 * `ASTUtils` or `ESLintUtils` that the compiled sources use and the shim lacks would be undefined at run time.
 */
function checkLeanUtils(outDir) {
  const shim = readFileSync("scripts/bundle/typescript-eslint-utils.mjs", "utf8");
  const exported = new Set(/export const ASTUtils = \{([^}]*)\}/.exec(shim)[1].split(",").map((name) => name.trim()));
  const used = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith(".js")) {
        const text = readFileSync(path, "utf8");
        for (const match of text.matchAll(/\bASTUtils\d*\.(\w+)/g)) used.add(match[1]);
        // `const { ReferenceTracker } = ASTUtils`
        for (const match of text.matchAll(/\{([^{}]*)\}\s*=\s*ASTUtils\d*\b/g)) for (const name of match[1].split(",")) used.add(name.split(":")[0].trim());
      }
    }
  };
  for (const dir of ["src", "rules"]) walk(join(outDir, dir));
  const missing = [...used].filter((name) => !exported.has(name));
  if (missing.length > 0) throw new Error(`scripts/bundle/typescript-eslint-utils.mjs lacks ASTUtils.${missing.join(", ASTUtils.")}, which the plugin uses: add it there`);
}
