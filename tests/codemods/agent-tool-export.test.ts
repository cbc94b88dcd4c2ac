// wrap-agent-tool-execute imports `agentTool` from the module that provided the wrapper (#14): it reads that
// module's file first, and a module that does not export `agentTool` gets the site listed for a person instead
// of an import that would not resolve. Modules it cannot read (a package, a path alias, CommonJS) change nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { transform as wrapAgentToolExecute } from "../../codemods/wrap-agent-tool-execute/transform.js";
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
