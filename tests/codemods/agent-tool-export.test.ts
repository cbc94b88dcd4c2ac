// wrap-agent-tool-execute imports `agentTool` from the module that provided the wrapper (#14): it reads that
// module's file first, and a module that does not export `agentTool` gets the site listed for a person instead
// of an import that would not resolve. Modules it cannot read (a package, a path alias, CommonJS) change nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { transform as wrapAgentToolExecute } from "../../codemods/wrap-agent-tool-execute/transform.js";
import { wrapAgentToolExecuteCodemod } from "../../codemods/wrap-agent-tool-execute.js";
import { throwingToolToStructuredCodemod } from "../../codemods/throwing-tool-to-structured.js";
import { runMigration } from "../../codemods/runner/run.js";
import { moduleExports } from "../../codemods/shared/module-exports.js";
import { getParser } from "../../codemods/shared/parsers.js";
import { makeTempDir, runCli } from "../helpers.js";

const toolFile = (from: string): string => `import { tool } from "ai";
import { z } from "zod";
import { wrapAgentToolExecute } from "${from}";

export const whoami = tool({
  description: "Identify the authenticated user in Sentry",
  parameters: z.object({}),
  execute: wrapAgentToolExecute(async () => {
    return "You are authenticated.";
  }),
});
`;

const WRAPPER_ONLY = `export function wrapAgentToolExecute<T>(fn: () => Promise<T>) {
  return async () => {
    try {
      return { result: await fn() };
    } catch (error) {
      return { error: String(error) };
    }
  };
}
`;
const AGENT_TOOL = `export function agentTool<T>(config: T) {
  return config;
}
`;

function project(files: Record<string, string>): string {
  const dir = makeTempDir("agent-tool-export");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function migrate(dir: string, path: string, source: string): ReturnType<typeof wrapAgentToolExecute.run> {
  return wrapAgentToolExecute.run(source, getParser("ts"), {}, { path, absolutePath: join(dir, path) });
}

describe("wrap-agent-tool-execute and the module agentTool is imported from", () => {
  it("lists the site for a person when the module's file does not export agentTool, and changes nothing", () => {
    const source = toolFile("./utils");
    const dir = project({ "src/tools/utils.ts": WRAPPER_ONLY, "src/tools/whoami.ts": source });
    const result = migrate(dir, "src/tools/whoami.ts", source);
    expect(result.output).toBe(source);
    expect(result.manual).toEqual([
      {
        line: 8,
        column: 12,
        reason: '"./utils" (./utils.ts) does not export `agentTool`, so the import would not resolve: run with --agent-tool-from <module> naming the module that exports it, or migrate this tool by hand.',
      },
    ]);
  });

  it("migrates when the module exports it: declared, renamed, re-exported by name or with export *, a .js specifier for a .ts file", () => {
    const cases: Record<string, Record<string, string>> = {
      declared: { "src/tools/utils.ts": WRAPPER_ONLY + AGENT_TOOL },
      renamed: { "src/tools/utils.ts": `${WRAPPER_ONLY}function createTool<T>(config: T) {\n  return config;\n}\nexport { createTool as agentTool };\n` },
      "star re-export": { "src/tools/utils/index.ts": `export * from "./wrapper";\nexport * from "./agent-tool.js";\n`, "src/tools/utils/wrapper.ts": WRAPPER_ONLY, "src/tools/utils/agent-tool.ts": AGENT_TOOL },
      "named re-export": { "src/tools/utils.ts": `${WRAPPER_ONLY}export { agentTool } from "./agent-tool";\n` },
    };
    for (const [name, files] of Object.entries(cases)) {
      for (const from of name === "star re-export" ? ["./utils", "./utils/index.js"] : ["./utils", "./utils.js"]) {
        const source = toolFile(from);
        const dir = project({ ...files, "src/tools/whoami.ts": source });
        const result = migrate(dir, "src/tools/whoami.ts", source);
        expect(result.manual, `${name} from ${from}`).toEqual([]);
        expect(result.output, `${name} from ${from}`).toContain(`import { agentTool } from "${from}";`);
      }
    }
  });

  it("goes ahead when it cannot tell: a path alias, a package, CommonJS, a module that does not parse, no file path", () => {
    const unknown: [string, Record<string, string>][] = [
      ["@/internal/agents/utils", {}],
      ["@sentry/mcp-core/agents", {}],
      ["./utils", { "src/tools/utils.js": "module.exports = { wrapAgentToolExecute: require('./wrap') };\n" }],
      ["./utils", { "src/tools/utils.ts": "export function wrapAgentToolExecute( {\n" }],
    ];
    for (const [from, files] of unknown) {
      const source = toolFile(from);
      const dir = project({ ...files, "src/tools/whoami.ts": source });
      expect(migrate(dir, "src/tools/whoami.ts", source).output, from).toContain("agentTool({");
    }
    expect(wrapAgentToolExecute.run(toolFile("./utils"), getParser("ts")).output).toContain("agentTool({");
  });

  it("follows export * without looping", () => {
    const dir = project({ "a.ts": `export * from "./b";\n`, "b.ts": `export * from "./a";\nexport const other = 1;\n`, "main.ts": "" });
    expect(moduleExports(join(dir, "main.ts"), "./a", "agentTool")).toEqual({ kind: "no", file: join(dir, "a.ts") });
    expect(moduleExports(join(dir, "main.ts"), "./a", "other")).toEqual({ kind: "yes" });
  });

  it("through agent-errors migrate: the site is in the report and the file is left as it was", () => {
    const source = toolFile("./utils");
    const dir = project({ "src/tools/utils.ts": WRAPPER_ONLY, "src/tools/whoami.ts": source });
    const run = runCli(["migrate", "wrap-agent-tool-execute", "src", "--dry-run", "--json"], dir);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { changed: string[]; manual: { file: string; line: number; reason: string }[] };
    expect(report.changed).toEqual([]);
    expect(report.manual).toEqual([expect.objectContaining({ file: "src/tools/whoami.ts", line: 8, reason: expect.stringContaining("does not export `agentTool`") as string })]);
  });
});

describe("--agent-tool-from <module>: a path relative to the working directory, imported by each file's own relative specifier", () => {
  // The wrapper's module does not export agentTool; src/internal/utils.ts does. A tool in src/tools/ and one
  // in src/ (the new-user review: every file got `from "./src/internal/utils.js"`, which src/tools/ cannot resolve).
  const files = {
    "src/internal/compat.ts": WRAPPER_ONLY,
    "src/internal/utils.ts": AGENT_TOOL,
    "src/tools/whoami.ts": toolFile("../internal/compat.js"),
    "src/top.ts": toolFile("./internal/compat.js"),
  };
  const dryRun = (dir: string, agentToolFrom: string) =>
    runMigration({ codemod: wrapAgentToolExecuteCodemod, codemodOptions: { agentToolFrom }, cwd: dir, paths: ["src"], dryRun: true, allowDirty: true });
  const imports = (changes: { file: string; after: string }[]): Record<string, string | undefined> =>
    Object.fromEntries(changes.map((change) => [change.file, /^import \{ agentTool \} from .*$/m.exec(change.after)?.[0]]));

  it("wrap-agent-tool-execute: ./src/internal/utils.js is ../internal/utils.js from src/tools/ and ./internal/utils.js from src/", async () => {
    const dir = project(files);
    const { report, changes } = await dryRun(dir, "./src/internal/utils.js");
    expect(report.manual).toEqual([]);
    expect(imports(changes)).toEqual({
      "src/tools/whoami.ts": 'import { agentTool } from "../internal/utils.js";',
      "src/top.ts": 'import { agentTool } from "./internal/utils.js";',
    });
    // As the user wrote it: no extension stays none; a package is written as it is.
    expect(imports((await dryRun(dir, "./src/internal/utils")).changes)["src/tools/whoami.ts"]).toBe('import { agentTool } from "../internal/utils";');
    expect(Object.values(imports((await dryRun(dir, "@acme/agent-kit")).changes))).toEqual(['import { agentTool } from "@acme/agent-kit";', 'import { agentTool } from "@acme/agent-kit";']);
  });

  it("refuses (a usage error) a path that names no module, or a module that does not export agentTool (both codemods)", async () => {
    const dir = project(files);
    await expect(dryRun(dir, "../internal/utils.js")).rejects.toThrow(
      "--agent-tool-from: no module at ../internal/utils.js (a path starting with . is relative to the working directory)",
    );
    await expect(dryRun(dir, "./src/internal/compat.js")).rejects.toThrow(
      "--agent-tool-from: ./src/internal/compat.js (src/internal/compat.ts) does not export `agentTool`, so the import would not resolve",
    );
    // throwing-tool-to-structured reads the option with the same helper, and refuses the same module.
    const throwing = runMigration({
      codemod: throwingToolToStructuredCodemod,
      codemodOptions: { style: "agent-tool", agentToolFrom: "./src/internal/compat.js" },
      cwd: dir,
      paths: ["src"],
      dryRun: true,
      allowDirty: true,
    });
    await expect(throwing).rejects.toThrow("--agent-tool-from: ./src/internal/compat.js (src/internal/compat.ts) does not export `agentTool`, so the import would not resolve");
  });
});

describe("wrap-agent-tool-execute and the module tool() comes from", () => {
  const source = (from: string): string => `import { tool } from "${from}";
import { z } from "zod";
import { wrapAgentToolExecute } from "../internal/agents/tools/utils";

export const whoami = tool({
  description: "Who am I",
  parameters: z.object({}),
  execute: wrapAgentToolExecute(async () => ({ id: "1" })),
});
`;

  it("replaces tool() of ai and of @ai-sdk/provider-utils (which ai re-exports it from) by default; --tool-from names another", () => {
    for (const from of ["ai", "@ai-sdk/provider-utils"]) {
      const { output, manual } = wrapAgentToolExecute.run(source(from), getParser("ts"));
      expect(manual, from).toEqual([]);
      expect(output, from).toContain("export const whoami = agentTool({");
      expect(output, from).not.toContain(`import { tool } from "${from}"`);
    }
    const other = wrapAgentToolExecute.run(source("@acme/tools"), getParser("ts"));
    expect(other.output).toBe(source("@acme/tools"));
    expect(other.manual[0]!.reason).toContain('is not the `execute` of a `tool()` call from "ai"');
    expect(wrapAgentToolExecute.run(source("@acme/tools"), getParser("ts"), { toolFrom: "@acme/tools" }).output).toContain("agentTool({");
  });
});
