// Which TypeScript `--typecheck` checks with: the project's own, else the one beside agent-errors (its peer
// dependency); never ts-morph's bundled copy, whose default library files are not on disk, so that a program
// made with a compiler host of its own reports every global type missing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { projectTypeScript, Typecheck } from "../../codemods/typed/typecheck.js";
import { repoRoot } from "../helpers.js";

const outside = mkdtempSync(join(tmpdir(), "agent-errors-typecheck-"));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe("--typecheck's TypeScript", () => {
  it("is the project's own when the project resolves one", async () => {
    const found = await projectTypeScript(join(repoRoot, "examples"));
    expect(found.source).toBe("project");
    expect(found.tsx.version).toBe(ts.version);
  });

  it("is the one beside agent-errors when the project has none, and it finds the default library", async () => {
    const project = join(outside, "no-typescript");
    mkdirSync(join(project, "src"), { recursive: true });
    writeFileSync(join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true }, include: ["src"] }));
    const file = join(project, "src/tool.ts");
    writeFileSync(file, "export async function run(): Promise<string[]> {\n  return [1, 2].map(String);\n}\n");
    const found = await projectTypeScript(project);
    expect(found.source).toBe("plugin");
    const checker = await Typecheck.create(join(project, "tsconfig.json"), [file], project);
    // Promise and Array resolve: no "Cannot find global type" from a default library that is not there.
    expect(checker.before()).toBe(0);
    const outcome = checker.check(new Map([[file, "export async function run(): Promise<string[]> {\n  return [1, 2];\n}\n"]]));
    expect(outcome.source).toBe("plugin");
    expect(outcome.introduced.map((diagnostic) => diagnostic.code)).toEqual([]);
    expect([...outcome.rolledBack.values()].map((diagnostic) => diagnostic.code)).toEqual([2322]);
  });
});
