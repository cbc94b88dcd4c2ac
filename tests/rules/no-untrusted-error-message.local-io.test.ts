// A `try` that awaits only local I/O fails with local text: Node's file-system promises awaited directly were
// already local (the OS's text about a path); so is a helper that awaits only those, of the file or of another
// module of the project (read from disk untyped, through the checker typed), also a method of an exported instance
// (Desktop Commander's `configManager.setValue()`, the reference filesystem server's `validatePath()` and
// `readFileContent()` of lib.js). A helper that awaits anything else (a fetch, a process, a parameter's promise), or
// returns a promise it did not await, keeps the report.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject } from "../helpers.js";
import { at, type Case, itReportsUntypedAndTyped, runCases, untrusted } from "./no-untrusted-error-message.cases.js";

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

  itReportsUntypedAndTyped("the exported instance's method that writes the config file is local; the one that also posts is not", dir, ["src/tools.ts"], [syncReport]);

  it("with `readImportedModules: false`, untyped: the method is not read, so both are reported", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, ["src/tools.ts"], "recommended", undefined, off))).toEqual([at("src/tools.ts", CONFIG_TOOLS, "(saveError as Error).message"), syncReport]);
  });
});

// A helper of another module whose network awaits all sit in a `try` that swallows them, and that then throws a
// message of its own (BrowserStack's `getTMBaseURL`): what rejects is that message. It is local only when no text
// of the swallowed failures or responses is in it.
const REGIONS = `const REGION_URLS = ["https://tm.example.com", "https://tm-eu.example.com"];

export async function regionBaseUrl(): Promise<string> {
  for (const baseUrl of REGION_URLS) {
    try {
      const res = await fetch(\`\${baseUrl}/api/v2/projects/\`);
      if (res.ok) return baseUrl;
    } catch {
      console.error(\`Region \${baseUrl} did not answer\`);
    }
  }
  throw new Error(\`Unable to connect to Test Management (\${REGION_URLS.length} regions tried).\`);
}

export async function regionWithDetails(): Promise<string> {
  const failures: string[] = [];
  for (const baseUrl of REGION_URLS) {
    try {
      const res = await fetch(\`\${baseUrl}/api/v2/projects/\`);
      if (res.ok) return baseUrl;
    } catch (err) {
      failures.push(\`\${baseUrl}: \${(err as Error).message}\`);
    }
  }
  throw new Error(\`Unable to connect. Details: \${failures.join("; ")}\`);
}

export async function regionWithBody(): Promise<string> {
  let body: { error?: string; baseUrl?: string } = {};
  try {
    body = (await (await fetch("https://tm.example.com/api/v2/region")).json()) as typeof body;
  } catch {
    body = {};
  }
  if (!body.baseUrl) throw new Error(body.error ?? "No region");
  return body.baseUrl;
}
`;

const REGION_TOOLS = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { regionBaseUrl, regionWithBody, regionWithDetails } from "./regions.js";

const server = new McpServer({ name: "test-management", version: "1.0.0" });
server.registerTool("region", { inputSchema: { which: z.enum(["plain", "details", "body"]) } }, async ({ which }) => {
  try {
    const url = await regionBaseUrl();
    return { content: [{ type: "text" as const, text: url }] };
  } catch (plainError) {
    return { content: [{ type: "text" as const, text: \`No region: \${(plainError as Error).message}\` }], isError: true };
  }
});
server.registerTool("region_details", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text" as const, text: await regionWithDetails() }] };
  } catch (detailsError) {
    return { content: [{ type: "text" as const, text: \`No region: \${(detailsError as Error).message}\` }], isError: true };
  }
});
server.registerTool("region_body", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text" as const, text: await regionWithBody() }] };
  } catch (bodyError) {
    return { content: [{ type: "text" as const, text: \`No region: \${(bodyError as Error).message}\` }], isError: true };
  }
});
`;

describe("no-untrusted-error-message: a helper of another module that swallows its network failures and throws its own message", () => {
  const dir = project("regions", { "src/regions.ts": REGIONS, "src/tools.ts": REGION_TOOLS });

  itReportsUntypedAndTyped("a constant message is local; one carrying the swallowed failures' text, or a response's body kept past its try, is not", dir, ["src/tools.ts"], [
    at("src/tools.ts", REGION_TOOLS, "(detailsError as Error).message"),
    at("src/tools.ts", REGION_TOOLS, "(bodyError as Error).message"),
  ]);
});

// A function of another module that throws a message of its own quoting its parameter (`Project ${projectId} not
// found`) quotes what its caller gives it: the agent's input there is echoed back (the conventions' first unsafe
// example), as a `throw` of the file's own helpers already was; one that only hands its parameter to a library
// (`JSON.parse(raw)`) leaves the library's note about it, which is unknown.
const PROJECTS = `import { readFile } from "node:fs/promises";

export async function projectIdOf(identifier: string): Promise<{ id: number; identifier: string }> {
  const projects = JSON.parse(await readFile("projects.json", "utf8")) as { id: number; identifier: string }[];
  const found = projects.find((project) => project.identifier === identifier);
  if (!found) throw new Error(\`Project with identifier \${identifier} not found.\`);
  return { id: found.id, identifier };
}

export function parseFilter(raw: string): Record<string, string> {
  return JSON.parse(raw) as Record<string, string>;
}
`;

const PROJECT_TOOLS = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { parseFilter, projectIdOf } from "./projects.js";

const server = new McpServer({ name: "test-management", version: "1.0.0" });
server.registerTool("project_id", { inputSchema: { project_identifier: z.string() } }, async ({ project_identifier }) => {
  try {
    const project = await projectIdOf(project_identifier);
    return { content: [{ type: "text" as const, text: String(project.id) }] };
  } catch (echoError) {
    return { content: [{ type: "text" as const, text: \`Failed: \${(echoError as Error).message}\` }], isError: true };
  }
});
server.registerTool("default_project_id", { inputSchema: {} }, async () => {
  try {
    const project = await projectIdOf("DEFAULT");
    return { content: [{ type: "text" as const, text: String(project.id) }] };
  } catch (constantError) {
    return { content: [{ type: "text" as const, text: \`Failed: \${(constantError as Error).message}\` }], isError: true };
  }
});
server.registerTool("filter", { inputSchema: { filter: z.string() } }, async ({ filter }) => {
  try {
    return { content: [{ type: "text" as const, text: Object.keys(parseFilter(filter)).join(", ") }] };
  } catch (parseError) {
    return { content: [{ type: "text" as const, text: \`Bad filter: \${(parseError as Error).message}\` }], isError: true };
  }
});
`;

describe("no-untrusted-error-message: a helper of another module whose own message quotes its parameter", () => {
  const dir = project("projects", { "src/projects.ts": PROJECTS, "src/tools.ts": PROJECT_TOOLS });

  itReportsUntypedAndTyped("given the agent's input it echoes it; given a constant it does not; a library's note about it stays unknown", dir, ["src/tools.ts"], [at("src/tools.ts", PROJECT_TOOLS, "(echoError as Error).message")]);
});
