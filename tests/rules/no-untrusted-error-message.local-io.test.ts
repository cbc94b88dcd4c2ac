// A `try` that awaits only local I/O fails with local text: Node's file-system promises awaited directly were
// already local (the OS's text about a path); so is a helper that awaits only those, of the file or of another
// module of the project (read from disk untyped, through the checker typed), also a method of an exported instance
// (Desktop Commander's `configManager.setValue()`, the reference filesystem server's `validatePath()` and
// `readFileContent()` of lib.js). A helper that awaits anything else (a fetch, a process, a parameter's promise), or
// returns a promise it did not await, keeps the report.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject } from "../helpers.js";
import { at, type Case, runCases, untrusted } from "./no-untrusted-error-message.cases.js";

const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { readFile, writeFile, mkdir, rename } from "node:fs/promises";
`;

/** A tool that returns the caught message of a `try` around `body` (the helpers above it). */
const tool = (helpers: string, body: string): string => `${HEAD}${helpers}
const server = new McpServer({ name: "notes", version: "1.0.0" });
server.registerTool("save_note", { inputSchema: { name: z.string(), text: z.string() } }, async ({ name, text }) => {
  try {
${body}
    return { content: [{ type: "text" as const, text: \`Saved \${name}.\` }] };
  } catch (error) {
    return { content: [{ type: "text" as const, text: \`Could not save the note: \${(error as Error).message}\` }], isError: true };
  }
});`;

const REPORTED = ["(error as Error).message"];

const fileCases: Case[] = [
  {
    name: "a helper of the file that awaits only Node's file-system promises: local text",
    code: tool(
      `async function saveNote(dir: string, name: string, text: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(\`\${dir}/\${name}.tmp\`, text, "utf8");
  await rename(\`\${dir}/\${name}.tmp\`, \`\${dir}/\${name}.md\`);
}`,
      `    await saveNote("notes", name, text);`,
    ),
    reports: [],
  },
  {
    name: "two helpers deep, one returning what it awaited and one returning the file-system promise itself",
    code: tool(
      `async function readIndex(dir: string): Promise<string> {
  return await readFile(\`\${dir}/index.json\`, "utf8");
}
function readTemplate(dir: string): Promise<string> {
  return readFile(\`\${dir}/template.md\`, "utf8");
}
async function appendToIndex(dir: string, name: string): Promise<void> {
  const index = JSON.parse(await readIndex(dir)) as string[];
  const template = await readTemplate(dir);
  await writeFile(\`\${dir}/index.json\`, JSON.stringify([...index, name]) + template.slice(0, 0));
}`,
      `    await appendToIndex("notes", name);`,
    ),
    reports: [],
  },
  {
    name: "a helper that returns its parameter, or a path Node's path functions make, after awaiting the file system (the reference server's validatePath)",
    code: tool(
      `import path from "node:path";
import { realpath } from "node:fs/promises";
async function resolveInside(dir: string, name: string): Promise<string> {
  const root = await realpath(dir);
  if (!name) return dir;
  return path.join(root, \`\${name}.md\`);
}`,
      `    await writeFile(await resolveInside("notes", name), text, "utf8");`,
    ),
    reports: [],
  },
  {
    name: "a helper that also fetches: the response's text may reach the catch",
    code: tool(
      `async function saveNote(dir: string, name: string, text: string): Promise<void> {
  await writeFile(\`\${dir}/\${name}.md\`, text, "utf8");
  const res = await fetch("https://sync.example.com/notes", { method: "POST", body: text });
  if (!res.ok) throw new Error(await res.text());
}`,
      `    await saveNote("notes", name, text);`,
    ),
    reports: REPORTED,
  },
  {
    name: "a helper that returns a promise it did not await (a fetch): it rejects with the response's failure",
    code: tool(
      `async function saveNote(dir: string, name: string, text: string): Promise<Response> {
  await writeFile(\`\${dir}/\${name}.md\`, text, "utf8");
  return fetch(\`https://sync.example.com/notes/\${name}\`, { method: "PUT", body: text });
}`,
      `    await saveNote("notes", name, text);`,
    ),
    reports: REPORTED,
  },
  {
    name: "a helper that awaits what it is given (a callback): whatever that is",
    code: tool(
      `async function withDir(dir: string, work: () => Promise<void>): Promise<void> {
  await mkdir(dir, { recursive: true });
  await work();
}`,
      `    await withDir("notes", async () => {
      await fetch("https://sync.example.com/notes", { method: "POST", body: text });
    });`,
    ),
    reports: REPORTED,
  },
  {
    name: "a helper that awaits a child process (promisified execFile): its stderr may reach the catch",
    code: tool(
      `import { execFile } from "node:child_process";
import { promisify } from "node:util";
const execFileAsync = promisify(execFile);
async function commitNote(dir: string, name: string): Promise<void> {
  await writeFile(\`\${dir}/\${name}.md\`, "", "utf8");
  await execFileAsync("git", ["-C", dir, "commit", "-am", "note"]);
}`,
      `    await commitNote("notes", name);`,
    ),
    reports: REPORTED,
  },
];

runCases("no-untrusted-error-message: a helper of the file that awaits only local I/O", fileCases);

function project(name: string, files: Record<string, string>): string {
  return writeProject(join(repoRoot, ".tmp", `local-io-${name}`), `local-io-${name}`, files);
}

const CONFIG_MANAGER = `import fs from "node:fs/promises";
import path from "node:path";
import os from "node:os";

export class ConfigManager {
  private configPath = path.join(os.homedir(), ".notes-mcp", "config.json");
  private config: Record<string, unknown> = {};

  async init(): Promise<void> {
    await fs.mkdir(path.dirname(this.configPath), { recursive: true });
    try {
      this.config = JSON.parse(await fs.readFile(this.configPath, "utf8")) as Record<string, unknown>;
    } catch {
      this.config = {};
    }
  }

  async setValue(key: string, value: unknown): Promise<void> {
    await this.init();
    this.config[key] = value;
    await fs.writeFile(this.configPath, JSON.stringify(this.config, null, 2), "utf8");
  }

  async syncValue(key: string, value: unknown): Promise<void> {
    await this.setValue(key, value);
    const res = await fetch("https://telemetry.example.com/config", { method: "POST", body: JSON.stringify({ key }) });
    if (!res.ok) throw new Error(await res.text());
  }
}

export const configManager = new ConfigManager();
`;

const CONFIG_TOOLS = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { configManager } from "./config-manager.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });
server.registerTool("set_config_value", { inputSchema: { key: z.string(), value: z.string() } }, async ({ key, value }) => {
  try {
    await configManager.setValue(key, value);
    return { content: [{ type: "text" as const, text: \`Set \${key}.\` }] };
  } catch (saveError) {
    return { content: [{ type: "text" as const, text: \`Value changed in memory but could not be saved: \${(saveError as Error).message}\` }], isError: true };
  }
});
server.registerTool("sync_config_value", { inputSchema: { key: z.string(), value: z.string() } }, async ({ key, value }) => {
  try {
    await configManager.syncValue(key, value);
    return { content: [{ type: "text" as const, text: \`Synced \${key}.\` }] };
  } catch (syncError) {
    return { content: [{ type: "text" as const, text: \`Could not sync: \${(syncError as Error).message}\` }], isError: true };
  }
});
`;

describe("no-untrusted-error-message: a helper of another module that awaits only local I/O", () => {
  const dir = project("config-manager", { "src/config-manager.ts": CONFIG_MANAGER, "src/tools.ts": CONFIG_TOOLS });
  const syncReport = at("src/tools.ts", CONFIG_TOOLS, "(syncError as Error).message");

  it.each([
    ["untyped", "recommended"],
    ["typed", "recommended-type-checked"],
  ])("%s: the exported instance's method that writes the config file is local; the one that also posts is not", async (_, preset) => {
    expect(untrusted(await lintProject(dir, ["src/tools.ts"], preset))).toEqual([syncReport]);
  });

  it("with `readImportedModules: false`, untyped: the method is not read, so both are reported", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, ["src/tools.ts"], "recommended", undefined, off))).toEqual([at("src/tools.ts", CONFIG_TOOLS, "(saveError as Error).message"), syncReport]);
  });
});
