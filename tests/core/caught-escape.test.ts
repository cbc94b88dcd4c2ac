// Whether a caught error's text can leave its `catch` (src/core/analysis/caught-escape.ts): the gate before the
// rule reads a tool's data for a caught error's text. Each "stays" case is a shape real tools write; each
// "leaves" case one the rule must read (a failure listed in the data, a helper's caught error returned as data).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { caughtTextMayEscape } from "../../src/core/analysis/caught-escape.js";
import { rememberFileLocation } from "../../src/core/analysis/modules.js";
import { parseModule } from "../../src/core/analysis/program-modules.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { makeTempDir, removeTempDirs, withSourceCode } from "../helpers.js";

afterAll(removeTempDirs);

const TOOL = (body: string, extra = ""): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "records", version: "1.0.0" });
${extra}
server.registerTool("get_record", { inputSchema: { id: z.string() } }, async ({ id }) => {
${body}
});
`;

function escapes(code: string): boolean {
  let answer: boolean | undefined;
  // A fresh settings object per case: the answers are kept per settings and module.
  withSourceCode(code, (sourceCode) => (answer = caughtTextMayEscape(sourceCode, { ...DEFAULT_SETTINGS })));
  return answer!;
}

describe("a caught error that stays in its catch", () => {
  it.each([
    [
      "returned there as the tool's error result, logged, tested",
      `  try {
    const response = await fetch(\`https://records.example.com/\${id}\`);
    return { content: [{ type: "text", text: JSON.stringify(await response.json()) }] };
  } catch (error) {
    console.error("lookup failed", error);
    if (error instanceof TypeError || (error as { status?: number }).status === 404) return { content: [{ type: "text", text: "No such record." }], isError: true };
    const message = error instanceof Error ? error.message : String(error);
    return { content: [{ type: "text", text: \`Lookup failed: \${message}\` }], isError: true };
  }`,
    ],
    [
      "handed to a result helper in the return, and rethrown wrapped",
      `  try {
    return { content: [{ type: "text", text: await (await fetch("https://records.example.com/" + id)).text() }] };
  } catch (error) {
    if (typeof error === "string") throw new Error(error);
    return errorResult(\`Lookup failed: \${(error as Error).message}\`);
  }`,
    ],
    ["a catch without a parameter, and none at all", "  try { return { content: [] }; } catch { return { content: [], isError: true }; }"],
  ])("%s", (_name, body) => {
    expect(escapes(TOOL(body, "declare function errorResult(text: string): { content: { type: \"text\"; text: string }[]; isError: true };"))).toBe(false);
  });
});

describe("a caught error that leaves its catch", () => {
  it.each([
    [
      "pushed into a list the tool returns (Gmail's batch tools)",
      `  const failures: { id: string; error: string }[] = [];
  try { await fetch("https://records.example.com/" + id, { method: "DELETE" }); } catch (error) { failures.push({ id, error: (error as Error).message }); }
  return { content: [{ type: "text", text: JSON.stringify(failures) }] };`,
    ],
    [
      "written into a variable read after the catch",
      `  let note = "";
  try { await fetch("https://records.example.com/" + id); } catch (error) { note = \`(\${String(error)})\`; }
  return { content: [{ type: "text", text: \`Done \${note}\` }] };`,
    ],
    [
      "written into a field",
      `  const result = { content: [{ type: "text" as const, text: "Done" }], warning: "" };
  try { await fetch("https://records.example.com/" + id); } catch (error) { result.warning = (error as Error).message; }
  return result;`,
    ],
    [
      "returned by a rejection handler as the promise's value",
      `  const data = await fetch("https://records.example.com/" + id).then((response) => response.text()).catch((error) => \`unavailable: \${error}\`);
  return { content: [{ type: "text", text: data }] };`,
    ],
  ])("%s", (_name, body) => {
    expect(escapes(TOOL(body))).toBe(true);
  });

  it("returned from a catch of a function that is not a tool handler (a helper's result is the caller's data)", () => {
    expect(
      escapes(
        TOOL(
          "  return { content: [{ type: \"text\", text: await describe(id) }] };",
          `async function describe(id: string): Promise<string> {
  try { return await (await fetch("https://records.example.com/" + id)).text(); } catch (error) { return \`unavailable: \${(error as Error).message}\`; }
}`,
        ),
      ),
    ).toBe(true);
  });
});

describe("the functions of other modules it calls", () => {
  const files = (helper: string): string => {
    const dir = makeTempDir("caught-escape-");
    const write = (path: string, text: string): string => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
      return join(dir, path);
    };
    write("package.json", JSON.stringify({ name: "records-mcp", type: "module" }));
    write("src/lib/records.ts", helper);
    return write(
      "src/tools/get-record.ts",
      TOOL("  return { content: [{ type: \"text\", text: await describe(id) }] };").replace('const server =', 'import { describe } from "../lib/records.js";\nconst server ='),
    );
  };
  const ask = (file: string, readImportedModules = true): boolean => {
    const { sourceCode } = parseModule(readFileSync(file, "utf8"), file);
    rememberFileLocation(sourceCode.ast, { filename: file, cwd: dirname(dirname(dirname(file))) });
    return caughtTextMayEscape(sourceCode, { ...DEFAULT_SETTINGS, readImportedModules });
  };

  it("a helper of another module that returns its caught error as data: read as the rule reads it, unless readImportedModules is off", () => {
    const file = files(`export async function describe(id: string): Promise<string> {
  try { return await (await fetch("https://records.example.com/" + id)).text(); } catch (error) { return \`unavailable: \${(error as Error).message}\`; }
}
`);
    expect(ask(file)).toBe(true);
    expect(ask(file, false)).toBe(false);
  });

  it("a helper of another module whose caught error stays in (rethrown wrapped)", () => {
    const file = files(`export async function describe(id: string): Promise<string> {
  try { return await (await fetch("https://records.example.com/" + id)).text(); } catch (error) { throw new Error(\`Lookup failed: \${String(error)}\`); }
}
`);
    expect(ask(file)).toBe(false);
  });
});
