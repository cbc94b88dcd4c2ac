// Loading the plugin costs little beyond ESLint and the parser (#19): an ES module that imports "typescript"
// makes Node scan TypeScript's 9 MB of CommonJS for named exports (about 450 ms per process, in every CI run and
// editor start), although the parser has already required it. The built plugin loads TypeScript and
// ts-api-utils with require (src/core/typescript.cts, ts-api-utils.cts), so the module cache answers; and the
// package's entry (dist/index.js) is one bundled module, not the ~57 Node's loader would resolve and link one by
// one (scripts/build.mjs).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { cliPath, makeTempDir, repoRoot } from "./helpers.js";

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

  it("a project-wide migration that finds no tool loads neither ts-morph nor TypeScript, and says so", () => {
    // A tree of files that mention no tool, with a resolve hook that lists every module the run imports.
    const dir = makeTempDir("no-tools-");
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "src/format.ts"), 'export const formatDate = (date: Date): string => date.toISOString().slice(0, 10);\n');
    // Node runs module hooks on a thread of their own, whose stderr may not be flushed before the process exits (the
    // check failed once under load): the hook appends each module to a file, synchronously.
    const log = join(dir, "resolved.log");
    writeFileSync(join(dir, "hook.mjs"), `import { appendFileSync } from "node:fs";\nexport async function resolve(specifier, context, next) { const found = await next(specifier, context); appendFileSync(${JSON.stringify(log)}, \`RESOLVED \${found.url}\\n\`); return found; }\n`);
    writeFileSync(join(dir, "register.mjs"), `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(join(dir, "hook.mjs")).href)});\n`);
    try {
      const run = (...extra: string[]): { report: string; resolved: string[] } => {
        writeFileSync(log, "");
        const child = spawnSync(process.execPath, ["--import", join(dir, "register.mjs"), cliPath, "migrate", "throwing-tool-to-structured", "src", "--dry-run", ...extra], { cwd: dir, encoding: "utf8" });
        expect(child.status, child.stderr).toBe(0);
        return { report: [child.stdout, child.stderr].join("\n"), resolved: readFileSync(log, "utf8").split("\n").filter((line) => line.startsWith("RESOLVED ")) };
      };
      const plain = run("--style", "result-object");
      expect(plain.report).toContain("no file mentions a tool: nothing to analyse");
      // The hook sees the run's modules (the check would pass vacuously otherwise).
      expect(plain.resolved.some((line) => line.includes("/codemods/typed/throwing-tool/migrate.js"))).toBe(true);
      expect(plain.resolved.filter((line) => /\/(ts-morph|typescript)\/|typescript\.cjs/.test(line))).toEqual([]);
      // With a tool in the tree, the analysis is loaded (the same hook does see it).
      writeFileSync(join(dir, "src/search.ts"), 'import { tool } from "ai";\nexport const search = tool({ description: "Search", execute: async () => { throw new Error("not found"); } });\n');
      const withTool = run("--style", "result-object");
      expect(withTool.resolved.some((line) => line.includes("/ts-morph/"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
