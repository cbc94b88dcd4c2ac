// Adversarial review of no-untrusted-error-message's sink 3, "what a function of another module throws when the
// handler awaits, returns or yields its call uncaught", written from docs/rules/no-untrusted-error-message.md alone
// (not from the implementation). Each case is a small throwaway project linted with `recommended` (untyped,
// through the relative imports) and `recommended-type-checked`. The review found five calls whose thrown text
// reached the agent unreported (the group "found by the review, fixed"): a chain through a third module, an
// options object's field, a `.then` chained on the call, a synchronous call as a statement, `Promise.all`.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject, type ProjectMessage } from "../helpers.js";
import { RULE, untrusted, at } from "./no-untrusted-error-message.cases.js";

const BOTH = [
  ["typed", "recommended-type-checked"],
  ["untyped", "recommended"],
] as const;

function project(name: string, files: Record<string, string>): string {
  return writeProject(join(repoRoot, ".tmp", `thrown-by-call-${name}`), name, files);
}



async function lint(dir: string, files: string[], preset: string, extra?: Parameters<typeof lintProject>[4]): Promise<ProjectMessage[]> {
  return (await lintProject(dir, files, preset, undefined, extra)).filter((message) => message.ruleId === RULE);
}

// A database module, as a Postgres MCP server keeps one: it wraps the driver's failure with the driver's message.
const DB_CAUGHT = `declare const pool: { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
export async function runQuery(sql: string, params: unknown[] = []): Promise<unknown[]> {
  try {
    const result = await pool.query(sql, params);
    return result.rows;
  } catch (error) {
    throw new Error(\`Query failed: \${(error as Error).message}\`);
  }
}
`;
// The same module with messages of its own only.
const DB_CONSTANT = `declare const pool: { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
export async function runQuery(sql: string, params: unknown[] = []): Promise<unknown[]> {
  try {
    const result = await pool.query(sql, params);
    return result.rows;
  } catch {
    throw new Error("The query failed.");
  }
}
`;
// A lookup that echoes its parameters in what it throws.
const TABLES = `const KNOWN = new Set(["users", "orders"]);
export async function describeTable(schema: string, table: string): Promise<string> {
  if (!KNOWN.has(table)) throw new Error(\`Unknown table: \${schema}.\${table}\`);
  return \`\${schema}.\${table}: id, created_at\`;
}
`;

const mcp = (imports: string, body: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
${imports}
const server = new McpServer({ name: "postgres", version: "1.0.0" });
server.registerTool("query", { description: "Run a read-only SQL query", inputSchema: { sql: z.string(), schema: z.string(), table: z.string() } }, async ({ sql, schema, table }) => {
${body}
});
`;

const lowLevel = (imports: string, body: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
${imports}
const server = new Server({ name: "postgres", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const sql = String(request.params.arguments?.sql ?? "");
${body}
});
`;

describe("what a function of another module throws: reported at the call", () => {
  it.each(BOTH)("%s: `const rows = await runQuery(sql)`, then a result of it, in an McpServer#registerTool handler", async (_, preset) => {
    const server = mcp('import { runQuery } from "./db.js";', `  const rows = await runQuery(sql);
  return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };`);
    const dir = project("thrown-review-awaited", { "db.ts": DB_CAUGHT, "server.ts": server });
    const messages = await lint(dir, ["server.ts"], preset);
    expect(untrusted(messages)).toEqual([at("server.ts", server, "runQuery(sql)")]);
    expect(messages[0]!.message).toContain("reaches the agent through a thrown error's message via `runQuery()` (db.ts:2)");
  });

  it.each(BOTH)("%s: `return runQuery(sql)` without await, in a low-level setRequestHandler(CallToolRequestSchema) handler", async (_, preset) => {
    const db = DB_CAUGHT.replace("Promise<unknown[]>", "Promise<{ content: Array<{ type: \"text\"; text: string }> }>").replace(
      "return result.rows;",
      'return { content: [{ type: "text" as const, text: JSON.stringify(result.rows) }] };',
    );
    const server = lowLevel('import { runQuery } from "./db.js";', "  return runQuery(sql);");
    const dir = project("thrown-review-returned", { "db.ts": db, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([at("server.ts", server, "runQuery(sql)")]);
  });

  it.each(BOTH)("%s: a namespace import, `return await db.runQuery(sql)`", async (_, preset) => {
    const server = mcp('import * as db from "./db.js";', `  const rows = await db.runQuery(sql);
  return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };`);
    const dir = project("thrown-review-namespace", { "db.ts": DB_CAUGHT, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([at("server.ts", server, "db.runQuery(sql)")]);
  });

  it.each(BOTH)("%s: an AI SDK tool({ execute }) whose execute awaits runQuery(input.sql)", async (_, preset) => {
    const agent = `import { tool } from "ai";
import { z } from "zod";
import { runQuery } from "./db.js";

export const queryTool = tool({
  description: "Run a read-only SQL query",
  inputSchema: z.object({ sql: z.string() }),
  execute: async (input: { sql: string }) => await runQuery(input.sql),
});
`;
    const dir = project("thrown-review-ai-sdk", { "db.ts": DB_CAUGHT, "agent.ts": agent });
    expect(untrusted(await lint(dir, ["agent.ts"], preset))).toEqual([at("agent.ts", agent, "runQuery(input.sql)")]);
  });

  it.each(BOTH)("%s: the exported function calls a function of its own module that throws `new Error(err.message)`", async (_, preset) => {
    const db = `declare const pool: { query(sql: string): Promise<{ rows: unknown[] }> };
async function execute(sql: string): Promise<unknown[]> {
  try {
    return (await pool.query(sql)).rows;
  } catch (err) {
    throw new Error((err as Error).message);
  }
}
export async function listRows(table: string): Promise<unknown[]> {
  return execute(\`SELECT * FROM "\${table.replace(/"/g, "")}" LIMIT 100\`);
}
`;
    const server = mcp('import { listRows } from "./rows.js";', `  const rows = await listRows(table);
  return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };`);
    const dir = project("thrown-review-one-down", { "rows.ts": db, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([at("server.ts", server, "listRows(table)")]);
  });

  it.each(BOTH)("%s: a thrown message echoing a parameter the call fills with the agent's input: reported at that argument", async (_, preset) => {
    const server = mcp('import { describeTable } from "./tables.js";', `  const text = await describeTable("public", table);
  return { content: [{ type: "text" as const, text }] };`);
    const dir = project("thrown-review-echo", { "tables.ts": TABLES, "server.ts": server });
    const messages = await lint(dir, ["server.ts"], preset);
    expect(untrusted(messages)).toEqual([at("server.ts", server, "table);")]);
    expect(messages[0]!.message).toContain("the tool's input");
    expect(messages[0]!.message).toContain("via `describeTable()` (tables.ts:2)");
  });

  it("untyped: tsc's down-levelled handler, `return yield (0, db_js_1.runQuery)(sql)` in an __awaiter generator", async () => {
    const server = `"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : new P(function (r) { r(result.value); }).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
Object.defineProperty(exports, "__esModule", { value: true });
const index_js_1 = require("@modelcontextprotocol/sdk/server/index.js");
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const db_js_1 = require("./db.cjs");
const server = new index_js_1.Server({ name: "postgres", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(types_js_1.CallToolRequestSchema, (request) => __awaiter(void 0, void 0, void 0, function* () {
    const sql = String(request.params.arguments.sql);
    return yield (0, db_js_1.runQuery)(sql);
}));
`;
    const db = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runQuery = runQuery;
function runQuery(sql) {
    return __awaiter(this, void 0, void 0, function* () {
        try {
            const result = yield pool.query(sql);
            return { content: [{ type: "text", text: JSON.stringify(result.rows) }] };
        }
        catch (error) {
            throw new Error(\`Query failed: \${error.message}\`);
        }
    });
}
`;
    const dir = project("thrown-review-yield", { "db.cjs": db, "server.cjs": server });
    expect(untrusted(await lint(dir, ["server.cjs"], "recommended"))).toEqual([at("server.cjs", server, "(0, db_js_1.runQuery)(sql)")]);
  });
});

describe("what a function of another module throws: not reported", () => {
  it.each(BOTH)("%s: the handler's own try/catch around the call returns a constant", async (_, preset) => {
    const server = mcp('import { runQuery } from "./db.js";', `  try {
    const rows = await runQuery(sql);
    return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };
  } catch {
    return { content: [{ type: "text" as const, text: "The query failed." }], isError: true };
  }`);
    const dir = project("thrown-review-caught", { "db.ts": DB_CAUGHT, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([]);
  });

  it.each(BOTH)("%s: fire and forget (a statement call not awaited, and a promise kept with a .catch)", async (_, preset) => {
    const server = mcp('import { runQuery } from "./db.js";', `  runQuery(\`INSERT INTO audit (sql) VALUES ($1)\`, [sql]);
  const pending = runQuery(sql).catch(() => []);
  void pending;
  return { content: [{ type: "text" as const, text: "Query queued." }] };`);
    const dir = project("thrown-review-detached", { "db.ts": DB_CAUGHT, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([]);
  });

  it.each(BOTH)("%s: the imported function throws only messages of its own", async (_, preset) => {
    const server = mcp('import { runQuery } from "./db.js";', "  return { content: [{ type: \"text\" as const, text: JSON.stringify(await runQuery(sql)) }] };");
    const dir = project("thrown-review-constant", { "db.ts": DB_CONSTANT, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([]);
  });

  it.each(BOTH)("%s: a parameter it echoes is filled with constants by the call", async (_, preset) => {
    const server = mcp('import { describeTable } from "./tables.js";', `  const text = await describeTable("public", "users");
  return { content: [{ type: "text" as const, text }] };`);
    const dir = project("thrown-review-echo-constant", { "tables.ts": TABLES, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([]);
  });

  it.each(BOTH)("%s: agentTool() formats errors itself: what its execute's call throws does not reach the model", async (_, preset) => {
    const agent = `import { z } from "zod";
import { agentTool } from "./agent-tool.js";
import { runQuery } from "./db.js";

export const queryTool = agentTool({
  description: "Run a read-only SQL query",
  parameters: z.object({ sql: z.string() }),
  execute: async (params: { sql: string }) => {
    const rows = await runQuery(params.sql);
    return { rows };
  },
});
`;
    const agentToolModule = `export function agentTool<P, R>(options: { description: string; parameters: unknown; execute: (params: P) => Promise<R> }) {
  return {
    ...options,
    execute: async (params: P) => {
      try {
        return await options.execute(params);
      } catch {
        return { error: "The tool failed." };
      }
    },
  };
}
`;
    const dir = project("thrown-review-agent-tool", { "db.ts": DB_CAUGHT, "agent-tool.ts": agentToolModule, "agent.ts": agent });
    expect(untrusted(await lint(dir, ["agent.ts"], preset))).toEqual([]);
  });

  it("untyped, `readImportedModules: false`: the imported function is not looked into", async () => {
    const server = mcp('import { runQuery } from "./db.js";', "  return { content: [{ type: \"text\" as const, text: JSON.stringify(await runQuery(sql)) }] };");
    const dir = project("thrown-review-off", { "db.ts": DB_CAUGHT, "server.ts": server });
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lint(dir, ["server.ts"], "recommended", off))).toEqual([]);
  });

  it.each(BOTH)("%s: a package's function (node:fs/promises, and an npm package that throws a caught message) is not read", async (_, preset) => {
    const pkg = `export async function runQuery(sql) {
  try {
    return await globalThis.pool.query(sql);
  } catch (error) {
    throw new Error(\`Query failed: \${error.message}\`);
  }
}
`;
    const server = mcp('import { readFile } from "node:fs/promises";\nimport { runQuery } from "fake-pg-helpers";', `  const template = await readFile(\`./queries/\${table}.sql\`, "utf8");
  const rows = await runQuery(template + sql);
  return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };`);
    const dir = project("thrown-review-package", {
      "node_modules/fake-pg-helpers/package.json": JSON.stringify({ name: "fake-pg-helpers", version: "1.0.0", type: "module", main: "index.js", types: "index.d.ts" }),
      "node_modules/fake-pg-helpers/index.js": pkg,
      "node_modules/fake-pg-helpers/index.d.ts": "export declare function runQuery(sql: string): Promise<unknown[]>;\n",
      "server.ts": server,
    });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([]);
  });
});

describe("more shapes the paragraph covers", () => {
  it.each(BOTH)("%s: the handler's catch logs and rethrows as it is: catches nothing, still reported", async (_, preset) => {
    const server = mcp('import { runQuery } from "./db.js";', `  try {
    const rows = await runQuery(sql);
    return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };
  } catch (e) {
    console.error(e);
    throw e;
  }`);
    const dir = project("thrown-review-rethrow", { "db.ts": DB_CAUGHT, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([at("server.ts", server, "runQuery(sql)")]);
  });

  it.each(BOTH)("%s: through a re-export (lib/index.ts), a default export and an exported arrow", async (_, preset) => {
    const arrow = DB_CAUGHT.replace("export async function runQuery(sql: string, params: unknown[] = []): Promise<unknown[]> {", "export const runQuery = async (sql: string, params: unknown[] = []): Promise<unknown[]> => {").replace(/\}\n$/, "};\n");
    const def = DB_CAUGHT.replace("export async function runQuery", "export default async function runQuery");
    const server = mcp('import { runQuery } from "./lib/index.js";\nimport query from "./lib/default.js";', `  const rows = await runQuery(sql);
  const more = await query(sql);
  return { content: [{ type: "text" as const, text: JSON.stringify([rows, more]) }] };`);
    const dir = project("thrown-review-reexport", {
      "lib/db.ts": arrow,
      "lib/default.ts": def,
      "lib/index.ts": 'export { runQuery } from "./db.js";\n',
      "server.ts": server,
    });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([at("server.ts", server, "runQuery(sql)"), at("server.ts", server, "query(sql)")].sort());
  });

  it.each(BOTH)("%s: McpError(code, message, data) with the caught error as data, or { cause }: only the message counts", async (_, preset) => {
    const db = `import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
declare const pool: { query(sql: string): Promise<{ rows: unknown[] }> };
export async function runQuery(sql: string): Promise<unknown[]> {
  try {
    return (await pool.query(sql)).rows;
  } catch (error) {
    if (sql.length > 1000) throw new Error("The query failed.", { cause: error });
    throw new McpError(ErrorCode.InternalError, "The query failed.", { reason: (error as Error).message });
  }
}
`;
    const server = mcp('import { runQuery } from "./db.js";', "  return { content: [{ type: \"text\" as const, text: JSON.stringify(await runQuery(sql)) }] };");
    const dir = project("thrown-review-mcp-error-data", { "db.ts": db, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([]);
  });

  it.each(BOTH)("%s: it echoes only the parameter the call fills with a constant; the agent's input goes to another one", async (_, preset) => {
    const lookup = `export async function findRow(table: string, id: string): Promise<unknown> {
  if (table !== "users" && table !== "orders") throw new Error(\`Unknown table: \${table}\`);
  return { table, id };
}
`;
    const server = mcp('import { findRow } from "./lookup.js";', `  const row = await findRow("users", sql);
  return { content: [{ type: "text" as const, text: JSON.stringify(row) }] };`);
    const dir = project("thrown-review-other-param", { "lookup.ts": lookup, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([]);
  });

  it("untyped: a project's own registration (an exported definition object) checks results, not throws", async () => {
    const tool = `import { z } from "zod";
import { runQuery } from "./db.js";
export const queryTool = {
  name: "query",
  schema: { sql: z.string() },
  handler: async (args: { sql: string }) => {
    const rows = await runQuery(args.sql);
    return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };
  },
};
`;
    const dir = project("thrown-review-own-registration", { "db.ts": DB_CAUGHT, "query-tool.ts": tool });
    expect(untrusted(await lint(dir, ["query-tool.ts"], "recommended"))).toEqual([]);
  });
});

describe("found by the review, fixed", () => {
  it.each(BOTH)("%s: two modules deep: `return await formatRows(sql)`, whose module awaits runQuery() of a third module uncaught", async (_, preset) => {
    const rows = `import { runQuery } from "./db.js";
export async function formatRows(sql: string) {
  const rows = await runQuery(sql);
  return { content: [{ type: "text" as const, text: JSON.stringify(rows) }] };
}
`;
    const server = mcp('import { formatRows } from "./rows.js";', "  return await formatRows(sql);");
    const dir = project("thrown-review-return-await", { "db.ts": DB_CAUGHT, "rows.ts": rows, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([at("server.ts", server, "formatRows(sql)")]);
  });

  it.each(BOTH)("%s: an options object parameter whose field it echoes, filled with the agent's input (a helper of the file with the same shape is reported)", async (_, preset) => {
    const lookup = `export async function findRow({ table, id }: { table: string; id: string }): Promise<unknown> {
  if (table !== "users" && table !== "orders") throw new Error(\`Unknown table: \${table}\`);
  return { table, id };
}
`;
    const server = mcp('import { findRow } from "./lookup.js";', `  const row = await findRow({ table, id: "1" });
  return { content: [{ type: "text" as const, text: JSON.stringify(row) }] };`);
    const dir = project("thrown-review-options-param", { "lookup.ts": lookup, "server.ts": server });
    const reports = untrusted(await lint(dir, ["server.ts"], preset));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^server\.ts:6:/);
  });

  it.each(BOTH)("%s: a synchronous validator of another module called as a statement, echoing the agent's input (a helper of the file is reported)", async (_, preset) => {
    const validate = `export function assertTable(table: string): void {
  if (table !== "users" && table !== "orders") throw new Error(\`Unknown table: \${table}\`);
}
`;
    const server = mcp('import { assertTable } from "./validate.js";', `  assertTable(table);
  return { content: [{ type: "text" as const, text: "Table " + "ok" }] };`);
    const dir = project("thrown-review-sync-statement", { "validate.ts": validate, "server.ts": server });
    expect(untrusted(await lint(dir, ["server.ts"], preset))).toEqual([at("server.ts", server, "table);")]);
  });

  it.each(BOTH)("%s: `await Promise.all([runQuery(sql), ...])`: the first rejection is what the handler throws", async (_, preset) => {
    const server = mcp('import { runQuery } from "./db.js";', `  const [rows, count] = await Promise.all([runQuery(sql), runQuery(\`SELECT count(*) FROM \${schema}.\${table}\`)]);
  return { content: [{ type: "text" as const, text: JSON.stringify({ rows, count }) }] };`);
    const dir = project("thrown-review-promise-all", { "db.ts": DB_CAUGHT, "server.ts": server });
    const reports = untrusted(await lint(dir, ["server.ts"], preset));
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports[0]).toMatch(/^server\.ts:6:/);
  });
  it.each(BOTH)("%s: `return await runQuery(sql).then(toResult)`: the call's rejection passes through the .then it is chained on", async (_, preset) => {
    const direct = mcp('import { runQuery } from "./db.js";', "  return await runQuery(sql).then((rows) => ({ content: [{ type: \"text\" as const, text: JSON.stringify(rows) }] }));");
    const dir = project("thrown-review-then", { "db.ts": DB_CAUGHT, "direct.ts": direct });
    expect(untrusted(await lint(dir, ["direct.ts"], preset))).toEqual([at("direct.ts", direct, "runQuery(sql)")]);
  });
});
