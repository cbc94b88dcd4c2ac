// throwing-tool-to-structured end to end on a realistic multi-package project (issue #14): an npm workspace
// whose `@acme/tools` package holds AI SDK v5 tools (the real `ai`, linked as a workspace install would) that
// throw, and whose `@acme/cli` package calls them, directly and through a map of tools. The project's own tests
// pass before; the migration runs with --typecheck through the built CLI; then the project is type-checked and
// its tests are run again. What the migration changes breaks the CLI's tests, and the follow-up list must name
// every caller whose test broke (and the list a tool was put into, which it cannot follow).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir, repoRoot, runCli } from "../helpers.js";

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "acme-agent", private: true, type: "module", workspaces: ["packages/*"] }, null, 2),
  "tsconfig.json": JSON.stringify(
    {
      compilerOptions: { target: "ES2022", lib: ["ES2022"], module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, types: ["node"] },
      include: ["packages/*/src/**/*.ts", "packages/*/test/**/*.ts"],
    },
    null,
    2,
  ),
  "vitest.config.mjs": 'export default { test: { include: ["packages/*/test/**/*.test.ts"] } };\n',
  "packages/tools/package.json": JSON.stringify({ name: "@acme/tools", version: "1.0.0", type: "module", exports: { ".": "./src/index.ts" } }, null, 2),
  "packages/cli/package.json": JSON.stringify({ name: "@acme/cli", version: "1.0.0", type: "module", exports: { ".": "./src/index.ts" } }, null, 2),
  "packages/tools/src/fs/read.ts": `import { readFile, stat } from "node:fs/promises";
import { tool } from "ai";
import { z } from "zod";

export const readTool = tool({
  description: "Read a text file of the workspace.",
  inputSchema: z.object({ path: z.string().describe("Path of the file") }),
  execute: async ({ path }) => {
    const info = await stat(path).catch(() => undefined);
    if (!info) throw new Error(\`File not found: \${path}\`);
    if (info.isDirectory()) throw new Error(\`\${path} is a directory; use ls\`);
    const content = await readFile(path, "utf8");
    return { path, content, lines: content.split("\\n").length };
  },
});
`,
  "packages/tools/src/fs/ls.ts": `import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { tool } from "ai";
import { z } from "zod";

export const lsTool = tool({
  description: "List the entries of a directory of the workspace.",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isDirectory()) throw new Error(\`No such directory: \${path}\`);
    const names = await readdir(path);
    return names.sort().map((name) => join(path, name));
  },
});
`,
  "packages/tools/src/index.ts": `import { lsTool } from "./fs/ls";
import { readTool } from "./fs/read";

export { lsTool, readTool };

/** The tools an agent session gets, by name. */
export const builtinTools = { read: readTool, ls: lsTool };
/** The same, in the order the system prompt lists them. */
export const toolList = [readTool, lsTool];
`,
  "packages/cli/src/count.ts": `import { lsTool } from "@acme/tools";

/** How many entries a directory has, for the CLI's \`count\` command. */
export async function countEntries(path: string): Promise<number> {
  const entries = (await lsTool.execute!({ path }, { toolCallId: "count", messages: [] })) as string[];
  return entries.length;
}
`,
  "packages/cli/src/preview.ts": `import { builtinTools } from "@acme/tools";

/** The first lines of a file, for the CLI's \`preview\` command. */
export async function preview(path: string, lines = 3): Promise<string> {
  const file = (await builtinTools.read.execute!({ path }, { toolCallId: "preview", messages: [] })) as { content: string };
  return file.content.split("\\n").slice(0, lines).join("\\n");
}
`,
  "packages/cli/src/index.ts": 'export { countEntries } from "./count";\nexport { preview } from "./preview";\n',
  "packages/cli/test/cli.test.ts": `import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countEntries, preview } from "../src/index";

const dir = mkdtempSync(join(tmpdir(), "acme-cli-"));
writeFileSync(join(dir, "a.txt"), "one\\ntwo\\nthree\\nfour\\n");
writeFileSync(join(dir, "b.txt"), "");

describe("the CLI commands", () => {
  it("counts the entries of a directory", async () => {
    expect(await countEntries(dir)).toBe(2);
  });
  it("previews the first lines of a file", async () => {
    expect(await preview(join(dir, "a.txt"), 2)).toBe("one\\ntwo");
  });
});
`,
  "packages/tools/test/tools.test.ts": `import { describe, expect, it } from "vitest";
import { builtinTools, toolList } from "../src/index";

describe("the tools", () => {
  it("are registered by name and listed in order", () => {
    expect(Object.keys(builtinTools).sort()).toEqual(["ls", "read"]);
    expect(toolList.map((tool) => tool.description)).toEqual(["Read a text file of the workspace.", "List the entries of a directory of the workspace."]);
  });
});
`,
};

const gitEnv = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_SYSTEM: "/dev/null" };
let dir: string;

beforeAll(() => {
  dir = makeTempDir("migrate-monorepo");
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // As `npm install` links a workspace: the packages under node_modules, the real `ai` 5 and zod beside them.
  mkdirSync(join(dir, "node_modules/@acme"), { recursive: true });
  symlinkSync(join(repoRoot, "node_modules/ai-v5"), join(dir, "node_modules/ai"), "dir");
  symlinkSync(join(repoRoot, "node_modules/zod"), join(dir, "node_modules/zod"), "dir");
  symlinkSync(join(repoRoot, "node_modules/vitest"), join(dir, "node_modules/vitest"), "dir");
  symlinkSync("../../packages/tools", join(dir, "node_modules/@acme/tools"), "dir");
  symlinkSync("../../packages/cli", join(dir, "node_modules/@acme/cli"), "dir");
  writeFileSync(join(dir, ".gitignore"), "node_modules/\n");
  for (const args of [["init", "-q", "-b", "main"], ["add", "-A"], ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "initial"]]) {
    execFileSync("git", args, { cwd: dir, env: gitEnv });
  }
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The project's tests, run with its own configuration: the names of the tests that failed. */
function projectTests(): { passed: number; failed: string[] } {
  const output = join(dir, "test-results.json");
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "TEST" || key === "NODE_OPTIONS") delete env[key];
  const run = spawnSync(process.execPath, [join(repoRoot, "node_modules/vitest/vitest.mjs"), "run", "--root", dir, "--config", join(dir, "vitest.config.mjs"), "--reporter=json", `--outputFile=${output}`], {
    cwd: dir,
    env,
    encoding: "utf8",
  });
  const results = JSON.parse(readFileSync(output, "utf8")) as { numPassedTests: number; testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[] };
  rmSync(output);
  expect(results.testResults.length, run.stderr).toBe(2);
  const failed = results.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status !== "passed").map((test) => test.fullName));
  return { passed: results.numPassedTests, failed: failed.sort() };
}

/** The project's type errors, as `file:line`. */
function typeErrors(): string[] {
  const run = spawnSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", dir], { cwd: dir, encoding: "utf8" });
  return [...run.stdout.matchAll(/^(\S+?)\((\d+),\d+\): error/gm)].map((match) => `${match[1]}:${match[2]}`).sort();
}

describe("throwing-tool-to-structured on a multi-package workspace", () => {
  it("migrates the tools, and names every caller whose test it broke", () => {
    // Before: the project type-checks and its tests pass.
    expect(typeErrors()).toEqual([]);
    expect(projectTests()).toEqual({ passed: 3, failed: [] });

    const run = runCli(["migrate", "throwing-tool-to-structured", "packages", "--style", "result-object", "--typecheck", "--json"], dir);
    expect(run.stderr).not.toContain("could not check the project");
    const report = JSON.parse(run.stdout) as { changed: string[]; errors: unknown[]; manual: { file: string; line: number; reason: string }[]; typecheck: { introduced: number; rolledBack: number } };
    expect(report.errors).toEqual([]);
    expect(report.changed).toEqual(["packages/tools/src/fs/ls.ts", "packages/tools/src/fs/read.ts"]);
    const ls = readFileSync(join(dir, "packages/tools/src/fs/ls.ts"), "utf8");
    expect(ls).not.toContain("throw new Error");
    expect(ls).toMatch(/return \{\s+ok: false,\s+error: `No such directory: \$\{path\}`,\s+errorType: "not_found",\s+\} as const;/);

    // After: the callers' tests fail, because the result changed shape...
    const after = projectTests();
    expect(after.failed).toEqual(["the CLI commands counts the entries of a directory", "the CLI commands previews the first lines of a file"]);
    // ...and each of those callers is on the follow-up list: the direct call and the call through the map,
    // with the type errors --typecheck saw (the same ones tsc reports now), and the list the tools went into.
    const followUps = report.manual.map((site) => `${site.file}:${site.line} ${site.reason.split(":")[0]}`);
    expect(followUps).toEqual(
      expect.arrayContaining([
        "packages/cli/src/count.ts:5 `lsTool.execute(...)` calls the tool `lsTool` (packages/tools/src/fs/ls.ts",
        "packages/cli/src/preview.ts:5 `builtinTools.read.execute(...)` calls the tool `readTool` (packages/tools/src/fs/read.ts",
        "packages/tools/src/index.ts:9 `readTool` is put into a list here, and the callers that take it from the list are not followed",
        "packages/tools/src/index.ts:9 `lsTool` is put into a list here, and the callers that take it from the list are not followed",
      ]),
    );
    const typeErrorsNow = typeErrors();
    expect(typeErrorsNow).toEqual(["packages/cli/src/count.ts:5", "packages/cli/src/preview.ts:5"]);
    for (const error of typeErrorsNow) {
      expect(report.manual.some((site) => `${site.file}:${site.line}` === error && site.reason.startsWith("TypeScript reports a new error here"))).toBe(true);
    }
    expect(report.typecheck).toMatchObject({ introduced: 2, rolledBack: 0 });
  });
});
