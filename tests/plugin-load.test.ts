// Loading the plugin costs little beyond ESLint and the parser (#19): an ES module that imports "typescript"
// makes Node scan TypeScript's 9 MB of CommonJS for named exports (about 450 ms per process, in every CI run and
// editor start), although the parser has already required it. The built plugin loads TypeScript and
// ts-api-utils with require (src/core/typescript.cts, ts-api-utils.cts), so the module cache answers; and the
// package's entry (dist/index.js) is one bundled module, not the ~57 Node's loader would resolve and link one by
// one (scripts/build.mjs).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./helpers.js";

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name)) : entry.name.endsWith(".js") ? [join(dir, entry.name)] : [],
  );
}

describe("loading the plugin", () => {
  it("no module the plugin loads imports typescript or ts-api-utils as an ES module", () => {
    const files = [...builtFiles(join(repoRoot, "dist/src")), ...builtFiles(join(repoRoot, "dist/rules"))].filter((file) => !file.includes("/cli/"));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => /^import [^;]*from "(typescript|ts-api-utils)";/m.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("the package's entry is one module: it imports packages and the two CommonJS shims, no other module of ours", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { exports: { ".": { import: { default: string }; require: { default: string } } } };
    expect(pkg.exports["."].import.default).toBe("./dist/index.js");
    const entry = readFileSync(join(repoRoot, "dist/index.js"), "utf8");
    const relativeImports = [...entry.matchAll(/^import [^;]*from "(\.[^"]*)";/gm)].map((match) => match[1]);
    expect(new Set(relativeImports)).toEqual(new Set(["./src/core/typescript.cjs", "./src/core/ts-api-utils.cjs"]));
    expect(entry).not.toMatch(/^import [^;]*from "(typescript|ts-api-utils)";/m);
    expect(readFileSync(join(repoRoot, pkg.exports["."].require.default), "utf8")).toContain('require("./index.js")');
  });

  it("imports only declared dependencies, and not the whole of @typescript-eslint/utils (15–25 ms to load for six functions)", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
    const entry = readFileSync(join(repoRoot, "dist/index.js"), "utf8");
    const packages = [...entry.matchAll(/^import [^;]*from "([^".][^"]*)";/gm)].map((match) => match[1]!).filter((spec) => !spec.startsWith("node:"));
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
    const packageOf = (spec: string): string => spec.split("/").slice(0, spec.startsWith("@") ? 2 : 1).join("/");
    expect(packages.filter((spec) => !declared.has(packageOf(spec)))).toEqual([]);
    expect(packages).not.toContain("@typescript-eslint/utils");
    expect(packages).toContain("@typescript-eslint/utils/eslint-utils");
  });

  it("adds a small fraction of what ESLint and the parser cost to load (a ratio in one process, not a threshold)", () => {
    const script = `
      const time = async (spec) => { const start = performance.now(); await import(spec); return performance.now() - start; };
      const base = (await time("eslint")) + (await time("@typescript-eslint/parser"));
      const plugin = await time(${JSON.stringify(join(repoRoot, "dist/index.js"))});
      console.log(JSON.stringify({ base, plugin }));`;
    const ratios: number[] = [];
    for (let run = 0; run < 3; run++) {
      const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: repoRoot, encoding: "utf8" });
      expect(child.status, child.stderr).toBe(0);
      const { base, plugin } = JSON.parse(child.stdout) as { base: number; plugin: number };
      ratios.push(plugin / base);
    }
    // Before the CommonJS shims the plugin took about 0.8 of ESLint and the parser; then about 0.13, and
    // bundled about 0.07.
    expect(Math.min(...ratios)).toBeLessThan(0.25);
  });
});
