// throwing-tool-to-structured against the real AI SDK (issue #14): `ai` 4 declares `tool` itself, `ai` 5, 6
// and 7 re-export it from `@ai-sdk/provider-utils` (7's bundled declarations name it `tool$1` and export it
// as `tool`). The stubs of the fixture projects declare it in `ai`, so only a real install shows whether the
// codemod finds the tools of a v5/v6/v7 codebase (it found 0 before). The real packages are devDependencies
// installed under npm aliases (ai-v4 to ai-v7); each test project links node_modules/ai to one of them, as a
// user's install would have it.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Linter } from "eslint";
import tsParser from "@typescript-eslint/parser";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../../../src/index.js";
import { throwingToolToStructuredCodemod } from "../../../codemods/throwing-tool-to-structured.js";
import { runMigration, type MigrationOutcome } from "../../../codemods/runner/run.js";
import { makeTempDir, repoRoot } from "../../helpers.js";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** The `{ ok, error, errorType }` convention's builtin `read` tool: it throws plain Errors the model cannot act on. */
function readTool(schemaKey: "parameters" | "inputSchema"): string {
  return `import { tool } from "ai";
import { z } from "zod";

declare function readText(path: string): Promise<string | undefined>;

export const read = tool({
  description: "Read a file of the workspace",
  ${schemaKey}: z.object({ path: z.string().describe("Path relative to the workspace root") }),
  execute: async ({ path }) => {
    const text = await readText(path);
    if (text === undefined) {
      throw new Error(\`File not found: \${path}\`);
    }
    return { path, content: text };
  },
});
`;
}

function project(version: "ai-v4" | "ai-v5" | "ai-v6" | "ai-v7"): string {
  const dir = makeTempDir(`real-${version}`);
  temps.push(dir);
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  symlinkSync(join(repoRoot, "node_modules", version), join(dir, "node_modules/ai"), "dir");
  symlinkSync(join(repoRoot, "node_modules/zod"), join(dir, "node_modules/zod"), "dir");
  mkdirSync(join(dir, "src/tools"), { recursive: true });
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { target: "ES2022", lib: ["ES2022", "DOM"], module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true }, include: ["src/**/*.ts"] }),
  );
  writeFileSync(join(dir, "src/tools/read.ts"), readTool(version === "ai-v4" ? "parameters" : "inputSchema"));
  return dir;
}

/** Links a real installed package into a test project's node_modules (`@modelcontextprotocol/sdk`), as a user's install has it. */
function linkPackage(dir: string, pkg: string): void {
  mkdirSync(join(dir, "node_modules", pkg, ".."), { recursive: true });
  symlinkSync(join(repoRoot, "node_modules", pkg), join(dir, "node_modules", pkg), "dir");
}

/** The migration of a test project, written nowhere (`--dry-run`). */
function dryRun(dir: string, style: string, paths = ["."]): Promise<MigrationOutcome> {
  return runMigration({ codemod: throwingToolToStructuredCodemod, codemodOptions: { style }, cwd: dir, paths, dryRun: true, allowDirty: true });
}

describe.each(["ai-v4", "ai-v5", "ai-v6", "ai-v7"] as const)("throwing-tool-to-structured on a real %s install", (version) => {
  it("finds the tool (tool is resolved to its declaration, through ai's re-export) and migrates its throw", async () => {
    const dir = project(version);
    const { report, changes } = await dryRun(dir, "result-object");
    expect(report.errors).toEqual([]);
    expect(report.changed).toEqual(["src/tools/read.ts"]);
    const after = changes[0]!.after;
    expect(after).not.toContain("throw new Error");
    expect(after).toMatch(/ok: false/);
    expect(after).toContain("File not found: ${path}");
  });
});

describe("throwing-tool-to-structured on a project that defines agentTool() itself (Sentry's MCP server)", () => {
  it("does not take the tool() calls inside agentTool's own definition for tools, and migrates the tools built with it", async () => {
    const dir = project("ai-v6");
    writeFileSync(
      join(dir, "src/tools/agent-tool.ts"),
      `import { tool } from "ai";
import type { z } from "zod";

export function agentTool<T extends z.ZodType, R>(config: { description: string; parameters: T; execute: (params: z.infer<T>) => Promise<R> }) {
  return tool({
    description: config.description,
    inputSchema: config.parameters,
    execute: async (params: z.infer<T>) => {
      try {
        return { result: await config.execute(params) };
      } catch (error) {
        return { error: error instanceof Error ? error.message : "Unknown error" };
      }
    },
  });
}
`,
    );
    // The other way to write it: an arrow function that hands its definition on.
    writeFileSync(join(dir, "src/tools/agent-tool-lite.ts"), 'import { tool } from "ai";\n\nexport const agentTool = (definition: Parameters<typeof tool>[0]) => tool(definition);\n');
    const { report } = await dryRun(dir, "result-object");
    expect(report.changed).toEqual(["src/tools/read.ts"]);
    expect(report.manual.filter((site) => site.file.startsWith("src/tools/agent-tool"))).toEqual([]);
    expect((report.notes ?? []).find((note) => note.startsWith("project:"))).toMatch(/1 tool found in the paths \(read\), 1 migrated$/);
  });
});

describe("throwing-tool-to-structured when it cannot see the AI SDK", () => {
  it("never reports 0 tools in silence: each tool() call from ai that it skipped is listed with why", async () => {
    const dir = project("ai-v5");
    rmSync(join(dir, "node_modules/ai"));
    const { report } = await dryRun(dir, "result-object");
    expect(report.changed).toEqual([]);
    expect(report.manual).toEqual([
      expect.objectContaining({ file: "src/tools/read.ts", line: 6, reason: expect.stringContaining('`tool` from "ai" does not resolve to a declaration: is the `ai` package installed') }),
    ]);
  });

  it("a JavaScript tool in a project whose tsconfig.json does not set allowJs is named as not analysed, never a silent 0; with allowJs it is migrated", async () => {
    const dir = project("ai-v6");
    rmSync(join(dir, "src/tools/read.ts"));
    // The same tool, written in JavaScript (TypeScript's own syntax removed).
    writeFileSync(join(dir, "src/tools/read.js"), readTool("inputSchema").replace("declare function readText(path: string): Promise<string | undefined>;\n", 'import { readText } from "../workspace.js";\n'));
    writeFileSync(join(dir, "src/workspace.js"), 'import { readFile } from "node:fs/promises";\nexport async function readText(path) {\n  return readFile(path, "utf8").catch(() => undefined);\n}\n');
    const { report } = await dryRun(dir, "result-object");
    expect(report.changed).toEqual([]);
    expect(report.notes).toContain(
      "1 JavaScript file that mentions a tool was not analysed (src/tools/read.js): tsconfig.json does not set `allowJs`, so TypeScript leaves it out of the project; set `\"allowJs\": true` there, or pass --project a tsconfig.json that does",
    );
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", allowJs: true, strict: true, noEmit: true, skipLibCheck: true }, include: ["src"] }),
    );
    const allowed = await dryRun(dir, "result-object");
    expect(allowed.report.changed).toEqual(["src/tools/read.js"]);
    expect(allowed.report.notes?.join("\n")).not.toContain("not analysed");
  });

  it("a stub of the project that exports its function as ai's `tool` (a tsconfig paths mock) is still not the AI SDK's: judged by where it is declared, not by the name it is exported under", async () => {
    const dir = project("ai-v7");
    rmSync(join(dir, "node_modules/ai"));
    mkdirSync(join(dir, "stubs"));
    writeFileSync(join(dir, "stubs/ai.ts"), "export function fakeTool<T>(options: T): T {\n  return options;\n}\nexport { fakeTool as tool };\n");
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, paths: { ai: ["./stubs/ai.ts"] } }, include: ["src/**/*.ts"] }),
    );
    const { report } = await dryRun(dir, "result-object");
    expect(report.changed).toEqual([]);
    expect(report.manual).toEqual([
      expect.objectContaining({ file: "src/tools/read.ts", line: 6, reason: expect.stringMatching(/^`tool` from "ai" resolves to \S*\/stubs\/ai\.ts, which is not the AI SDK's `tool` \(a stub or a mock\?\)/) }),
    ]);
  });
});

describe("throwing-tool-to-structured never turns a failure into a success", () => {
  it("a return that is already an error result ({ success: false, error }, { error }, { isError: true }) is not wrapped as { ok: true, data }", async () => {
    const dir = project("ai-v6");
    writeFileSync(
      join(dir, "src/tools/write.ts"),
      `import { tool } from "ai";
import { z } from "zod";

declare function writeText(path: string, content: string): Promise<boolean>;
declare function isInsideWorkspace(path: string): boolean;

export const write = tool({
  description: "Write a file of the workspace",
  inputSchema: z.object({ path: z.string(), content: z.string(), dryRun: z.boolean().optional() }),
  execute: async ({ path, content, dryRun }) => {
    if (!isInsideWorkspace(path)) {
      return { success: false, error: \`Refusing to write outside the workspace: \${path}\` };
    }
    if (dryRun) {
      return { path, bytes: content.length, error: null };
    }
    if (content.length > 1_000_000) {
      return { isError: true, message: "The content is larger than 1 MB" };
    }
    const ok = await writeText(path, content);
    if (!ok) throw new Error(\`Could not write \${path}\`);
    return { path, bytes: content.length };
  },
});
`,
    );
    const { report, changes } = await dryRun(dir, "result-object", ["src/tools/write.ts"]);
    expect(report.errors).toEqual([]);
    const after = changes.find((change) => change.file.endsWith("write.ts"))!.after;
    expect(after).toContain("return { success: false, error: `Refusing to write outside the workspace: ${path}` };");
    expect(after).toContain('return { isError: true, message: "The content is larger than 1 MB" };');
    expect(after).not.toMatch(/ok: true,\s*data: \{\s*success: false/);
    expect(after).not.toMatch(/ok: true,\s*data: \{\s*isError: true/);
    // A success that says "no error" is still a success.
    expect(after).toMatch(/ok: true,\s*data: \{ path, bytes: content\.length, error: null \}/);
    expect(report.manual.map((site) => [site.line, site.reason.split(",")[0]])).toEqual([
      [12, "This `return` is already a failure (`success: false`)"],
      [18, "This `return` is already a failure (`isError: true`)"],
    ]);
  });
});

describe("throwing-tool-to-structured on a real MCP SDK: protocol errors stay thrown", () => {
  it.each([
    ["v1", "@modelcontextprotocol/sdk", 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { ErrorCode, McpError, UrlElicitationRequiredError } from "@modelcontextprotocol/sdk/types.js";', "new McpError(ErrorCode.InvalidRequest, \"Sign in first\")"],
    ["v2", "@modelcontextprotocol/server", 'import { McpServer, ProtocolError, ProtocolErrorCode, UrlElicitationRequiredError } from "@modelcontextprotocol/server";', "new ProtocolError(ProtocolErrorCode.InvalidRequest, \"Sign in first\")"],
  ])("SDK %s: UrlElicitationRequiredError and the protocol error class are left as they are, a plain Error becomes an isError result", async (_version, pkg, imports, protocolError) => {
    const dir = project("ai-v6");
    linkPackage(dir, pkg);
    writeFileSync(
      join(dir, "src/tools/connect.ts"),
      `${imports}
import { z } from "zod";

declare function accountFor(id: string): Promise<{ connected: boolean; authorizeUrl: string } | undefined>;

export function registerConnectTool(server: McpServer): void {
  server.registerTool("connect_account", { inputSchema: { accountId: z.string() } }, async ({ accountId }) => {
    const account = await accountFor(accountId);
    if (!account) {
      throw new Error(\`Account not found: \${accountId}\`);
    }
    if (!account.connected) {
      throw new UrlElicitationRequiredError([{ mode: "url", message: "Authorize the account", url: account.authorizeUrl, elicitationId: accountId }]);
    }
    if (accountId === "locked") {
      throw ${protocolError};
    }
    return { content: [{ type: "text", text: "connected" }] };
  });
}
`,
    );
    const { report, changes } = await dryRun(dir, "tool-error-v1", ["src/tools/connect.ts"]);
    expect(report.errors).toEqual([]);
    const after = changes.find((change) => change.file.endsWith("connect.ts"))!.after;
    expect(after).not.toContain("throw new Error(");
    expect(after).toContain("isError: true");
    expect(after).toContain("throw new UrlElicitationRequiredError(");
    expect(after).toContain(`throw ${protocolError};`);
  });
});

describe("throwing-tool-to-structured on an MCP tool with an outputSchema", () => {
  it("puts the payload in a JSON text block, not in structuredContent (the SDK's client checks that against the schema, error or not), and the rule accepts it", async () => {
    const dir = project("ai-v6");
    linkPackage(dir, "@modelcontextprotocol/sdk");
    writeFileSync(
      join(dir, "src/tools/files.ts"),
      `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function readText(path: string, head?: number, tail?: number): Promise<string>;
const listConfig = { inputSchema: { path: z.string() } };

export function registerFileTools(server: McpServer): void {
  server.registerTool(
    "read_text_file",
    { inputSchema: { path: z.string(), head: z.number().optional(), tail: z.number().optional() }, outputSchema: { content: z.string() } },
    async ({ path, head, tail }) => {
      if (head && tail) {
        throw new Error("Cannot specify both head and tail parameters simultaneously");
      }
      const content = await readText(path, head, tail);
      return { content: [{ type: "text" as const, text: content }], structuredContent: { content } };
    },
  );
  server.registerTool("list_directory", listConfig, async ({ path }) => {
    if (path.includes("..")) {
      throw new Error("Paths outside the workspace are not allowed");
    }
    return { content: [{ type: "text" as const, text: await readText(path) }] };
  });
}
`,
    );
    const { report, changes } = await dryRun(dir, "tool-error-v1", ["src/tools/files.ts"]);
    expect(report.errors).toEqual([]);
    const after = changes.find((change) => change.file.endsWith("files.ts"))!.after;
    const [readFile, listDirectory] = after.split('server.registerTool("list_directory"');
    expect(readFile).not.toContain("throw new Error(");
    expect(readFile).toContain('text: JSON.stringify({\n');
    expect(readFile).toContain('kind: "toolError:v1"');
    expect(readFile!.match(/structuredContent/g)).toHaveLength(1); // only the success result's
    expect(listDirectory).toMatch(/structuredContent: \{\s*kind: "toolError:v1"/);

    const linter = new Linter({ configType: "flat" });
    const messages = linter.verify(
      after,
      [{ files: ["**/*.ts"], languageOptions: { parser: tsParser as never }, plugins: { "agent-errors": plugin as never }, rules: { "agent-errors/require-tool-error-result": "error" }, settings: { "agent-errors": { errorResponse: "tool-error-v1" } } }],
      { filename: join(dir, "src/tools/files.ts") },
    );
    expect(messages).toEqual([]);

    // The default style leaves MCP tools as they are, and says so with what to run instead.
    const defaultStyle = await dryRun(dir, "agent-tool", ["src/tools/files.ts"]);
    expect(defaultStyle.changes).toEqual([]);
    expect(defaultStyle.report.notes?.join("\n")).toContain("2 of them are MCP tools, which --style agent-tool leaves as they are");
    // The summary names the tools it found.
    expect(defaultStyle.report.notes?.join("\n")).toMatch(/2 tools found in the paths \(read_text_file, list_directory\), 0 migrated/);
  });
});

describe("throwing-tool-to-structured: the throws of a helper the handler calls", () => {
  it("lists a helper's own throw and one in a callback written in it (the memory server's addObservations)", async () => {
    const dir = project("ai-v6");
    linkPackage(dir, "@modelcontextprotocol/sdk");
    const code = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const entities = [{ name: "a", observations: [] as string[] }];

function addObservations(items: { entityName: string; contents: string[] }[]) {
  if (items.length === 0) {
    throw new Error("No observations given");
  }
  return items.map((o) => {
    const entity = entities.find((e) => e.name === o.entityName);
    if (!entity) {
      throw new Error(\`Entity with name \${o.entityName} not found\`);
    }
    entity.observations.push(...o.contents);
    return { entityName: o.entityName, added: o.contents };
  });
}

export function registerMemoryTools(server: McpServer): void {
  server.registerTool("add_observations", { inputSchema: { entityName: z.string(), contents: z.array(z.string()) } }, async (args) => {
    if (args.contents.length > 100) {
      throw new Error("Too many observations");
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(addObservations([args])) }] };
  });
}
`;
    writeFileSync(join(dir, "src/tools/memory.ts"), code);
    const { report } = await dryRun(dir, "tool-error-v1", ["src/tools/memory.ts"]);
    const lines = report.manual.filter((site) => site.file.endsWith("memory.ts")).map((site) => site.line);
    const lineOf = (text: string): number => code.slice(0, code.indexOf(text)).split("\n").length;
    expect(lines).toEqual([lineOf('throw new Error("No observations given")'), lineOf("throw new Error(`Entity with name")]);
  });
});

describe("throwing-tool-to-structured on a tool it migrated before", () => {
  it("a failure of another shape left in a tool that now returns { ok, ... } is listed again on the next run (agi's git commit tool)", async () => {
    const dir = project("ai-v6");
    const code = `import { tool } from "ai";
import { z } from "zod";

declare function inRepo(): Promise<boolean>;
declare function commit(message: string): Promise<string>;

export const commitTool = tool({
  description: "Commit the staged changes",
  inputSchema: z.object({ message: z.string() }),
  async execute({ message }) {
    if (!(await inRepo())) {
      return { success: false, error: "Not a git repository" };
    }
    try {
      return { result: await commit(message) };
    } catch (error) {
      throw new Error(\`git commit failed: \${String(error)}\`);
    }
  },
});
`;
    writeFileSync(join(dir, "src/tools/commit.ts"), code);
    const run = (dryRun: boolean): Promise<MigrationOutcome> =>
      runMigration({ codemod: throwingToolToStructuredCodemod, codemodOptions: { style: "result-object" }, cwd: dir, paths: ["src/tools/commit.ts"], dryRun, allowDirty: true, noGit: true });
    const first = await run(false);
    expect(first.report.files.changed).toBe(1);
    const leftover = (outcome: MigrationOutcome): string[] => outcome.report.manual.map((site) => `${site.line}: ${site.reason}`);
    expect(leftover(first)).toEqual([expect.stringMatching(/^12: This `return` is already a failure \(`success: false`\)/)]);
    const second = await run(true);
    expect(second.report.files.changed).toBe(0);
    expect(leftover(second)).toEqual([expect.stringMatching(/^12: This `return` is a failure of another shape \(`success: false`\) in a tool that returns `\{ ok, \.\.\. \}`/)]);
  });
});

describe("throwing-tool-to-structured on a project with a file that does not parse", () => {
  it("leaves that file untouched with the parser's error (not blamed on the migration), counts none of its tools, and migrates the others", async () => {
    const dir = project("ai-v6");
    writeFileSync(join(dir, "src/tools/broken.ts"), `import { tool } from "ai";\nexport const broken = tool({ execute: async () => { throw new Error("x" }) });\n`);
    // One with nothing of a tool in its text is none of the codemod's business, parsed or not.
    writeFileSync(join(dir, "src/format.ts"), `export function pad(text: string) {\n  return text.padStart(4, " "\n}\n`);
    const { report, changes } = await dryRun(dir, "result-object");
    expect(report.errors).toEqual([{ file: "src/tools/broken.ts", message: "could not be processed: TypeScript cannot parse it: ',' expected. (2:73)" }]);
    expect(changes.map((change) => change.file)).toEqual(["src/tools/read.ts"]);
    expect((report.notes ?? []).join("\n")).not.toMatch(/\bbroken\b/);
  });
});

describe("throwing-tool-to-structured (tool-error-v1) on an MCP tool that rethrows what it caught", () => {
  it("puts the message of the unknown error in a const once, since the result needs it twice (its text and its structured message)", async () => {
    const dir = project("ai-v6");
    linkPackage(dir, "@modelcontextprotocol/sdk");
    writeFileSync(
      join(dir, "src/tools/issues.ts"),
      `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function fetchIssue(id: string): Promise<{ title: string }>;

export function registerIssueTools(server: McpServer): void {
  server.registerTool("get_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
    try {
      const issue = await fetchIssue(id);
      return { content: [{ type: "text", text: issue.title }] };
    } catch (error) {
      console.error("get_issue failed", error);
      throw error;
    }
  });
}
`,
    );
    const { report, changes } = await dryRun(dir, "tool-error-v1", ["src/tools/issues.ts"]);
    expect(report.errors).toEqual([]);
    const after = changes.find((change) => change.file.endsWith("issues.ts"))!.after;
    expect(after).not.toContain("throw error;");
    expect(after.match(/error instanceof Error \? error\.message : String\(error\)/g)).toHaveLength(1);
    expect(after).toMatch(/const message = error instanceof Error \? error\.message : String\(error\);/);
  });
});
