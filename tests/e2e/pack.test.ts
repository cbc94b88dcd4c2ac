// The package as users get it: `npm pack`, unpacked into a fresh project's node_modules, then used from
// an ESM `eslint.config.js`, a CommonJS `eslint.config.cjs`, and the `agent-errors` bin. The fresh
// project lives under the repository's .tmp/, so the package's own dependencies (and ESLint) resolve
// from the repository's node_modules without a network install.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corporaModule } from "../corpus/corpora.js";
import { makeTempDir, repoRoot } from "../helpers.js";

const TOOL_SOURCE = `import { withApiErrorHandling } from "./compat.js";

export async function getIssue(issueId: string) {
  return await withApiErrorHandling(() => fetchIssue(issueId));
}

declare function fetchIssue(id: string): Promise<{ id: string }>;
`;

/**
 * TypeScript 5.4.5, the oldest the package supports, fetched once from the npm registry into the corpora's
 * cache (not a devDependency: an aliased `typescript` would also take the `tsc` and `tsserver` bins of the
 * repository's own).
 */
let typescript54: string;
let work: string;
let packageDir: string;
let packedFiles: string[];
const eslintBin = join(repoRoot, "node_modules/eslint/bin/eslint.js");

beforeAll(async () => {
  typescript54 = (await corporaModule()).ensureCorpus({
    name: "typescript-5.4",
    package: "typescript",
    version: "5.4.5",
    integrity: "sha512-vcI4UpRgg81oIRUFwR0WSIHKt11nJ7SAVlYNIu+QpqeyXP+gpQJy/Z4+F0aGxSE4MqwjyXvW/TzgkLAx2AGHwQ==",
    sources: ["lib"],
    about: "the oldest TypeScript the package supports, for its declarations",
  });
  work = makeTempDir("pack");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const packed = JSON.parse(
    execFileSync(npm, ["pack", "--json", "--pack-destination", work], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  ) as { filename: string; files: { path: string }[] }[];
  packedFiles = packed[0]!.files.map((file) => file.path);
  packageDir = join(work, "node_modules/eslint-plugin-agent-errors");
  mkdirSync(packageDir, { recursive: true });
  execFileSync("tar", ["-xzf", join(work, packed[0]!.filename), "-C", packageDir, "--strip-components=1"]);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function project(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  mkdirSync(join(dir, "src"), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  writeFileSync(join(dir, "src/tool.ts"), TOOL_SOURCE);
  return dir;
}

function eslintJson(cwd: string): { messages: { ruleId: string; line: number }[] }[] {
  const run = spawnSync(process.execPath, [eslintBin, "--format", "json", "src/tool.ts"], { cwd, encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(1);
  return JSON.parse(run.stdout);
}

describe("the packed package", () => {
  it("ships the build, the docs and the README, and no tests or sources", () => {
    expect(packedFiles).toContain("dist/index.js");
    expect(packedFiles).toContain("dist/src/index.js");
    expect(packedFiles).toContain("dist/src/index.d.ts");
    expect(packedFiles).toContain("dist/index.cjs");
    expect(packedFiles).toContain("dist/src/cli/main.js");
    expect(packedFiles).toContain("docs/rules/no-deprecated-error-wrapper.md");
    expect(packedFiles).toContain("README.md");
    expect(packedFiles).toContain("LICENSE");
    expect(packedFiles).toContain("dist/index.d.cts");
    expect(packedFiles.some((path) => path.startsWith("tests/") || path.startsWith("src/") || path.startsWith("examples/"))).toBe(false);
  });

  it("works from an ESM eslint.config.js", () => {
    const dir = project("esm", {
      "package.json": JSON.stringify({ name: "esm-user", type: "module" }),
      "eslint.config.js": `import agentErrors from "eslint-plugin-agent-errors";\nexport default [agentErrors.configs.recommended];\n`,
    });
    const [result] = eslintJson(dir);
    expect(result!.messages.map((message) => [message.ruleId, message.line])).toEqual([["agent-errors/no-deprecated-error-wrapper", 4]]);
  });

  it("works from the README's eslint.config.mjs with defineConfig and extends, in a project of npm init -y (CommonJS)", () => {
    const dir = project("readme", {
      "package.json": JSON.stringify({ name: "readme-user", version: "1.0.0", main: "index.js", license: "ISC" }),
      "eslint.config.mjs": `import { defineConfig } from "eslint/config";
import agentErrors from "eslint-plugin-agent-errors";

export default defineConfig([agentErrors.configs.recommended], {
  files: ["src/**/*.ts"],
  extends: [agentErrors.configs.strict],
});
`,
    });
    const [result] = eslintJson(dir);
    expect(result!.messages.map((message) => [message.ruleId, message.line])).toEqual([["agent-errors/no-deprecated-error-wrapper", 4]]);
  });

  it("works from a CommonJS eslint.config.cjs with require", () => {
    const dir = project("cjs", {
      "package.json": JSON.stringify({ name: "cjs-user" }),
      "eslint.config.cjs": `const agentErrors = require("eslint-plugin-agent-errors");\nmodule.exports = [agentErrors.configs.strict];\n`,
    });
    const [result] = eslintJson(dir);
    expect(result!.messages.map((message) => [message.ruleId, message.line])).toEqual([["agent-errors/no-deprecated-error-wrapper", 4]]);
  });

  it("has type declarations that a TypeScript config can use", () => {
    const dir = project("types", {
      "package.json": JSON.stringify({ name: "types-user", type: "module" }),
      "tsconfig.json": JSON.stringify({ files: ["config.ts"], compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true } }),
      "config.ts": `import agentErrors from "eslint-plugin-agent-errors";\nconst name: string | undefined = agentErrors.configs.recommended.name;\nconst version: string = agentErrors.meta.version;\nexport default [name, version];\n`,
    });
    const tsc = spawnSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], { cwd: dir, encoding: "utf8" });
    expect(tsc.stdout).toBe("");
    expect(tsc.status).toBe(0);
  });

  it("has CommonJS declarations that TypeScript 5.4 (the oldest supported) and the current one check with skipLibCheck off", () => {
    const dir = project("types-cjs", {
      "package.json": JSON.stringify({ name: "types-cjs-user", type: "commonjs" }),
      "tsconfig.json": JSON.stringify({ files: ["config.ts"], compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: false, types: [] } }),
      "config.ts": `import agentErrors = require("eslint-plugin-agent-errors");\nexport const presets: string[] = Object.keys(agentErrors.configs);\n`,
    });
    for (const typescript of [typescript54, join(repoRoot, "node_modules/typescript")]) {
      const tsc = spawnSync(process.execPath, [join(typescript, "bin/tsc"), "-p", "tsconfig.json"], { cwd: dir, encoding: "utf8" });
      // Only our declarations are judged (ESLint's and its dependencies' own are theirs); TS1479 was ours on 5.4.
      expect(tsc.stdout.split("\n").filter((line) => line.includes("eslint-plugin-agent-errors") || line.startsWith("config.ts"))).toEqual([]);
    }
  });

  it("types against ESLint's own: ESLint.Plugin, Linter.Config, defineConfig with the presets and extends", () => {
    const dir = project("eslint-types", {
      "package.json": JSON.stringify({ name: "eslint-types-user", type: "module" }),
      "tsconfig.json": JSON.stringify({ files: ["eslint.config.ts"], compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true } }),
      "eslint.config.ts": `import type { ESLint, Linter } from "eslint";
import { defineConfig } from "eslint/config";
import agentErrors from "eslint-plugin-agent-errors";

const plugin: ESLint.Plugin = agentErrors;
const configs: Linter.Config[] = [agentErrors.configs.recommended, agentErrors.configs["strict-type-checked"]];
const namespace: string | undefined = agentErrors.meta?.namespace;

export default defineConfig(
  [agentErrors.configs.recommended],
  { files: ["src/**/*.ts"], extends: [agentErrors.configs.strict] },
  { plugins: { "agent-errors": agentErrors }, extends: ["agent-errors/recommended"] },
  { rules: { "agent-errors/no-empty-catch-fallback": ["error", { reportOutsideTools: true }] } },
  ...configs,
  { name: String(plugin.meta?.name) + String(namespace) },
);
`,
    });
    const tsc = spawnSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], { cwd: dir, encoding: "utf8" });
    expect(tsc.stdout).toBe("");
    expect(tsc.status).toBe(0);
  });

  it("installs a working agent-errors bin", () => {
    const dir = project("bin", { "package.json": JSON.stringify({ name: "bin-user", type: "module" }) });
    const bin = join(packageDir, "dist/src/cli/main.js");
    expect(existsSync(bin)).toBe(true);
    const run = spawnSync(process.execPath, [bin, "check", "src", "--format", "json"], { cwd: dir, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(readdirSync(join(dir, "src"))).toEqual(["tool.ts"]);
    const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string }[] }[];
    expect(result!.messages.map((message) => message.ruleId)).toEqual(["agent-errors/no-deprecated-error-wrapper"]);
  });
});
