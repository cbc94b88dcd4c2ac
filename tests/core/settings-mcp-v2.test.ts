// The MCP TypeScript SDK v2 (`@modelcontextprotocol/server`, installed for real as a devDependency) is a tool
// boundary by default, like v1's `@modelcontextprotocol/sdk/server/mcp.js`: `McpServer#registerTool` and the
// low-level `Server#setRequestHandler("tools/call", ...)`. Untyped and typed (against the real package's types).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintWithPreset, repoRoot } from "../helpers.js";

const HIGH_LEVEL = `import { McpServer } from "@modelcontextprotocol/server";
import * as z from "zod/v4";

const server = new McpServer({ name: "notes", version: "2.0.0" });

server.registerTool("get_note", { inputSchema: z.object({ id: z.string() }) }, async ({ id }) => {
  const response = await fetch(\`https://notes.example.com/api/notes/\${encodeURIComponent(id)}\`);
  if (!response.ok) {
    return { content: [{ type: "text", text: \`Could not load the note: \${await response.text()}\` }] };
  }
  return { content: [{ type: "text", text: await response.text() }] };
});
`;

const LOW_LEVEL = `import { Server } from "@modelcontextprotocol/server";

const server = new Server({ name: "notes", version: "2.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler("tools/call", async (request) => {
  try {
    return { content: [{ type: "text", text: await lookup(String(request.params.arguments?.id)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Lookup failed: \${(error as Error).message}\` }], isError: true };
  }
});

async function lookup(id: string): Promise<string> {
  const res = await fetch(\`https://notes.example.com/api/notes/\${encodeURIComponent(id)}\`);
  return (await res.json()).text;
}
`;

/** A handler that throws on failure: with the SDK's McpServer the thrown message reaches the model. */
const THROWING = `import { McpServer } from "@modelcontextprotocol/server";
import * as z from "zod/v4";

const server = new McpServer({ name: "notes", version: "2.0.0" });

server.registerTool("get_note", { inputSchema: z.object({ id: z.string() }) }, async ({ id }) => {
  const response = await fetch(\`https://notes.example.com/api/notes/\${encodeURIComponent(id)}\`);
  if (!response.ok) throw new Error(\`Could not load the note: \${await response.text()}\`);
  return { content: [{ type: "text", text: await response.text() }] };
});
`;

/**
 * The same code with a same-named class of the project: not the SDK's, so what its handler throws is the
 * class's business (it registers a handler that returns tool results, so its results are still checked).
 */
const LOOKALIKE = THROWING.replace('import { McpServer } from "@modelcontextprotocol/server";', 'import { McpServer } from "./my-server.js";');

async function lint(code: string, typed: boolean): Promise<string[]> {
  // Inside the repository, so that the real @modelcontextprotocol/server resolves from its node_modules.
  const dir = join(repoRoot, ".tmp", "mcp-v2-fixture");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, target: "ES2022" }, include: ["*.ts"] }));
  writeFileSync(join(dir, "my-server.ts"), "export class McpServer { registerTool(..._args: unknown[]): void {} }\n");
  writeFileSync(join(dir, "tools.ts"), code);
  return lintWithPreset(dir, "tools.ts", typed);
}

describe.each([false, true])("MCP SDK v2 boundaries (typed: %s)", (typed) => {
  it("McpServer#registerTool from @modelcontextprotocol/server is a tool boundary", async () => {
    // No isError on the failure path, and the failed response's body in its text.
    expect(await lint(HIGH_LEVEL, typed)).toEqual(["9 agent-errors/require-tool-error-result", "9 agent-errors/no-untrusted-error-message"]);
    expect(await lint(THROWING, typed)).toEqual(["8 agent-errors/no-untrusted-error-message"]);
  });

  it('the low-level Server#setRequestHandler("tools/call") is one too', async () => {
    expect(await lint(LOW_LEVEL, typed)).toEqual(["9 agent-errors/no-untrusted-error-message"]);
  });

  it("a project's own McpServer class is not the SDK's", async () => {
    expect(await lint(LOOKALIKE, typed)).toEqual([]);
  });
});
