// An adversarial review (issue #13, eighteenth session), written from the documentation alone by a reviewer who
// did not read the implementation; the 9 cases it found failing were fixed, the rest kept as they were written:
// - docs/rules/no-untrusted-error-message.md, "Trusted: text you control": a value checked against a set built
//   from constants (`new Set(TOOLSETS.map((t) => t.id))`, `Object.keys(TABLE)`, `filter`, spreads, and with
//   `readImportedModules` a collection exported by a module the file imports); "a set the code `add`s to pins
//   nothing".
// - the same page, near the end: a class's result helper (`this.toResult(...)` of the class or of the class of
//   the file it extends) is a sink; docs/rules/require-tool-error-result.md: such a helper that builds a success
//   result, called on a failure path, is reported at the call.
// - docs/configuration.md "Imported modules (without types)".
// Every case is linted with the `recommended` preset through ESLint's API (lintProject), in a throwaway project.
import type { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { lintProject, makeTempDir, writeProject } from "../helpers.js";

const UNTRUSTED = "agent-errors/no-untrusted-error-message";
const RESULT = "agent-errors/require-tool-error-result";
const SHORT: Record<string, string> = { [UNTRUSTED]: "untrusted", [RESULT]: "result" };

function project(files: Record<string, string>): string {
  return writeProject(makeTempDir("collections-and-classes"), "collections-and-classes", files);
}

/** `rule:line:column` of the two rules under review, for the entry file. */
async function lint(files: Record<string, string>, entry: string, extra?: Linter.Config, preset = "recommended"): Promise<string[]> {
  const dir = project(files);
  const messages = await lintProject(dir, [entry], preset, undefined, extra);
  return messages
    .filter((m) => m.ruleId === UNTRUSTED || m.ruleId === RESULT)
    .map((m) => `${SHORT[m.ruleId!]}:${m.line}:${m.column}`)
    .sort();
}

/** `rule:line:column` of the `nth` occurrence of `needle` in `source`, moved `delta` characters in. */
function at(rule: string, source: string, needle: string, delta = 0, nth = 0): string {
  let index = -1;
  for (let i = 0; i <= nth; i++) {
    index = source.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`test bug: no ${needle} (#${nth}) in source`);
  }
  index += delta;
  const before = source.slice(0, index).split("\n");
  return `${rule}:${before.length}:${before[before.length - 1]!.length + 1}`;
}

// ---------------------------------------------------------------------------------------------------------
// Allowlists: the agent's `category` (tool input, untrusted) is echoed in an `isError: true` result after a
// check. When the set pins it to the server's constants, nothing is reported; otherwise the echo is reported
// at `category` inside the template.
// ---------------------------------------------------------------------------------------------------------

const ECHO = "Toolset ${category}";
/** Where the echo of `category` after the check is reported. */
const echoAt = (source: string): string => at("untrusted", source, ECHO, "Toolset ${".length);

const UNKNOWN = '{ isError: true, content: [{ type: "text", text: "Unknown toolset. Call list_toolsets for the valid names." }] }';

/** A TypeScript MCP server whose tool checks `category` with `check` and then echoes it. */
const tsServer = (prelude: string, check: string, imports = ""): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
${imports}
${prelude}

const server = new McpServer({ name: "toolsets", version: "1.0.0" });

server.registerTool(
  "enable_toolset",
  { description: "Enable a toolset by name", inputSchema: { category: z.string() } },
  async ({ category }) => {
    ${check}
    return { isError: true, content: [{ type: "text", text: \`${ECHO} is already enabled.\` }] };
  },
);

export { server };
`;

/** The same in JavaScript, with `server.tool(...)`. */
const jsServer = (prelude: string, check: string, imports = ""): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
${imports}
${prelude}

var server = new McpServer({ name: "toolsets", version: "1.0.0" });

server.tool("enable_toolset", "Enable a toolset by name", { category: z.string() }, async ({ category }) => {
  ${check}
  return { isError: true, content: [{ type: "text", text: \`${ECHO} is already enabled.\` }] };
});

export { server };
`;

const TOOLSETS_TS = `const TOOLSETS = [
  { id: "issues", description: "Read and write issues", readOnly: false },
  { id: "projects", description: "Browse projects", readOnly: true },
  { id: "documents", description: "Read documents", readOnly: true },
] as const;`;

const TOOLSETS_JS = `const TOOLSETS = [
  { id: "issues", description: "Read and write issues", readOnly: false },
  { id: "projects", description: "Browse projects", readOnly: true },
  { id: "documents", description: "Read documents", readOnly: true },
];`;

/** The server without its final echo (for checks whose every branch returns). */
function dropTail(src: string): string {
  const out = src.replace(/\n *return \{ isError: true, content: \[\{ type: "text", text: `Toolset \$\{category\} is already enabled\.` \}\] \};/, "");
  if (out.includes("is already enabled")) throw new Error("test bug: the tail was not removed");
  return out;
}

const HAS_CHECK = `if (!ALL_TOOLSET_IDS.has(category)) return ${UNKNOWN};`;

describe("allowlists built from constants (no-untrusted-error-message)", () => {
  it("A01 TS: new Set(TOOLSETS.map((t) => t.id)) over a const table of literal ids pins the input", async () => {
    const src = tsServer(`${TOOLSETS_TS}\nconst ALL_TOOLSET_IDS = new Set<string>(TOOLSETS.map((t) => t.id));`, HAS_CHECK);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([]);
  });

  it("A02 JS: the same table and set in JavaScript, server.tool()", async () => {
    const src = jsServer(`${TOOLSETS_JS}\nconst ALL_TOOLSET_IDS = new Set(TOOLSETS.map((t) => t.id));`, HAS_CHECK);
    expect(await lint({ "server.js": src }, "server.js")).toEqual([]);
  });

  it("A03 JS as a bundler emits it (`var` table and set, never reassigned) pins the input", async () => {
    // Ambiguous in the docs: "Module constants" / "the file's constants" — a `var` that is never reassigned is how
    // bundlers emit a module's `const`; the brief asks for bundler-style JavaScript. Expected: pinned.
    const src = jsServer(`${TOOLSETS_JS.replace("const", "var")}\nvar ALL_TOOLSET_IDS = new Set(TOOLSETS.map((t) => t.id));`, HAS_CHECK);
    expect(await lint({ "server.js": src }, "server.js")).toEqual([]);
  });

  it("A04 ids from the environment are not constants: the check pins nothing", async () => {
    const prelude = `const TOOLSETS = [
  { id: "issues", description: "Read and write issues" },
  { id: process.env.EXTRA_TOOLSET ?? "extra", description: "An extra toolset" },
];
const ALL_TOOLSET_IDS = new Set(TOOLSETS.map((t) => t.id));`;
    const src = tsServer(prelude, HAS_CHECK);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([echoAt(src)]);
  });

  it("A05 ids computed by a call (a file read) are not literals: the check pins nothing", async () => {
    const prelude = `import { readFileSync } from "node:fs";
const TOOLSETS = readFileSync(new URL("./toolsets.txt", import.meta.url), "utf8")
  .split("\\n")
  .map((line) => ({ id: line.trim(), description: line }));
const ALL_TOOLSET_IDS = new Set(TOOLSETS.map((t) => t.id));`;
    const src = tsServer(prelude, HAS_CHECK);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([echoAt(src)]);
  });

  it("A06 a set the code `add`s to elsewhere pins nothing", async () => {
    const prelude = `${TOOLSETS_TS}
const ALL_TOOLSET_IDS = new Set<string>(TOOLSETS.map((t) => t.id));

export function registerPluginToolset(name: string): void {
  ALL_TOOLSET_IDS.add(name);
}`;
    const src = tsServer(prelude, HAS_CHECK);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([echoAt(src)]);
  });

  it("A07 .filter(...).map(...) of the const table pins the input", async () => {
    const src = tsServer(`${TOOLSETS_TS}\nconst READ_ONLY_TOOLSET_IDS = new Set<string>(TOOLSETS.filter((t) => t.readOnly).map((t) => t.id));`, `if (!READ_ONLY_TOOLSET_IDS.has(category)) return ${UNKNOWN};`);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([]);
  });

  it("A08 a destructuring mapper `({ id }) => id` pins the input", async () => {
    const src = jsServer(`${TOOLSETS_JS}\nconst ALL_TOOLSET_IDS = new Set(TOOLSETS.map(({ id }) => id));`, HAS_CHECK);
    expect(await lint({ "server.js": src }, "server.js")).toEqual([]);
  });

  it("A09 Object.keys(TABLE).includes(category) of a const table pins the input", async () => {
    // The docs list `Object.keys(TABLE)` among the sets built from constants and `includes` on a constant list;
    // written inline here (not first named in a `const`).
    const prelude = `const TOOLSET_TABLE = {
  issues: { description: "Read and write issues" },
  projects: { description: "Browse projects" },
};`;
    const src = tsServer(prelude, `if (!Object.keys(TOOLSET_TABLE).includes(category)) return ${UNKNOWN};`);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([]);
  });

  it("A10 a Map keyed by the table's literal ids, checked with .has()", async () => {
    // Ambiguous in the docs: they speak of "a set" and list `Set`, `Object.keys`, `filter`, spreads; a `Map`
    // built from the same constants (its keys) is not named. Expected here: pinned, like a Set of the same ids.
    const src = tsServer(`${TOOLSETS_TS}\nconst TOOLSETS_BY_ID = new Map<string, (typeof TOOLSETS)[number]>(TOOLSETS.map((t) => [t.id, t]));`, `if (!TOOLSETS_BY_ID.has(category)) return ${UNKNOWN};`);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([]);
  });

  it("A11 an array spread of two const lists, checked with includes, pins the input", async () => {
    const prelude = `const READ_TOOLSETS = ["projects", "documents"];
const WRITE_TOOLSETS = ["issues", "comments"];
const ALL_TOOLSETS = [...READ_TOOLSETS, ...WRITE_TOOLSETS];`;
    const src = jsServer(prelude, `if (!ALL_TOOLSETS.includes(category)) return ${UNKNOWN};`);
    expect(await lint({ "server.js": src }, "server.js")).toEqual([]);
  });

  it("A12 a `let` list that is reassigned from a remote call is not a set of constants", async () => {
    const prelude = `let TOOLSET_IDS: string[] = ["issues", "projects"];

export async function refreshToolsets(): Promise<void> {
  const res = await fetch("https://registry.example.com/toolsets");
  TOOLSET_IDS = (await res.json()) as string[];
}`;
    const src = tsServer(prelude, `if (!TOOLSET_IDS.includes(category)) return ${UNKNOWN};`);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([echoAt(src)]);
  });

  const REGISTRY = `export const TOOLSET_DEFINITIONS = [
  { id: "issues", description: "Read and write issues" },
  { id: "projects", description: "Browse projects" },
] as const;

export const ALL_TOOLSET_IDS = new Set<string>(TOOLSET_DEFINITIONS.map((d) => d.id));
`;

  it("A13 TS: a Set imported from ./tools/registry.js (readImportedModules on by default) pins the input", async () => {
    const src = tsServer("", HAS_CHECK, 'import { ALL_TOOLSET_IDS } from "./tools/registry.js";');
    expect(await lint({ "server.ts": src, "tools/registry.ts": REGISTRY }, "server.ts")).toEqual([]);
  });

  it("A14 JS: a Set imported from ./registry.js pins the input", async () => {
    const registry = `var TOOLSET_DEFINITIONS = [
  { id: "issues", description: "Read and write issues" },
  { id: "projects", description: "Browse projects" },
];
export const ALL_TOOLSET_IDS = new Set(TOOLSET_DEFINITIONS.map((d) => d.id));
`.replace("var", "const");
    const src = jsServer("", HAS_CHECK, 'import { ALL_TOOLSET_IDS } from "./registry.js";');
    expect(await lint({ "server.js": src, "registry.js": registry }, "server.js")).toEqual([]);
  });

  it("A15 with readImportedModules: false the imported Set is not read: the echo is reported", async () => {
    // The docs tie the imported collection to `readImportedModules`; off, the file is analysed alone and the
    // imported set is an unknown imported value, which pins nothing: `category` stays the agent's input.
    const src = tsServer("", HAS_CHECK, 'import { ALL_TOOLSET_IDS } from "./tools/registry.js";');
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(await lint({ "server.ts": src, "tools/registry.ts": REGISTRY }, "server.ts", off)).toEqual([echoAt(src)]);
  });

  it("A16 a Set re-exported through an index module (export { } from) pins the input", async () => {
    const src = tsServer("", HAS_CHECK, 'import { ALL_TOOLSET_IDS } from "./tools/index.js";');
    const index = 'export { ALL_TOOLSET_IDS, TOOLSET_DEFINITIONS } from "./registry.js";\n';
    expect(await lint({ "server.ts": src, "tools/index.ts": index, "tools/registry.ts": REGISTRY }, "server.ts")).toEqual([]);
  });

  it("A17 an imported Set the importing file `add`s to pins nothing", async () => {
    const src = tsServer(
      'export function enablePlugin(name: string): void {\n  ALL_TOOLSET_IDS.add(name);\n}',
      HAS_CHECK,
      'import { ALL_TOOLSET_IDS } from "./tools/registry.js";',
    );
    expect(await lint({ "server.ts": src, "tools/registry.ts": REGISTRY }, "server.ts")).toEqual([echoAt(src)]);
  });

  it("A23 a Set the registry module itself `add`s to (an exported register function) pins nothing", async () => {
    const registry = `${REGISTRY}
export function registerToolset(id: string): void {
  ALL_TOOLSET_IDS.add(id);
}
`;
    const src = tsServer("", HAS_CHECK, 'import { ALL_TOOLSET_IDS } from "./tools/registry.js";');
    expect(await lint({ "server.ts": src, "tools/registry.ts": registry }, "server.ts")).toEqual([echoAt(src)]);
  });

  it("A18 the echo inside the failing branch (not in the set) is reported; the echo after the check is not", async () => {
    const check = `if (!ALL_TOOLSET_IDS.has(category)) {
      return { isError: true, content: [{ type: "text", text: \`Unknown toolset "\${category}".\` }] };
    }`;
    const src = tsServer(`${TOOLSETS_TS}\nconst ALL_TOOLSET_IDS = new Set<string>(TOOLSETS.map((t) => t.id));`, check);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([at("untrusted", src, 'Unknown toolset "${category}', 'Unknown toolset "${'.length)]);
  });

  it("A19 a value echoed BEFORE the check is still reported", async () => {
    const check = `if (category.length > 64) {
      return { isError: true, content: [{ type: "text", text: \`Toolset name too long: \${category}\` }] };
    }
    ${HAS_CHECK}`;
    const src = tsServer(`${TOOLSETS_TS}\nconst ALL_TOOLSET_IDS = new Set<string>(TOOLSETS.map((t) => t.id));`, check);
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([at("untrusted", src, "too long: ${category}", "too long: ${".length)]);
  });

  it("A20 a positive check: inside `if (SET.has(x)) { ... }` the input is pinned", async () => {
    const check = `if (ENABLED_TOOLSETS.has(category)) {
      return { isError: true, content: [{ type: "text", text: \`Toolset \${category} is enabled; disable it first.\` }] };
    }
    return ${UNKNOWN};`;
    // The template's own echo after the `if` would be unreachable here: it is dropped (see A22).
    const src = dropTail(tsServer(`${TOOLSETS_TS}\nconst ENABLED_TOOLSETS = new Set<string>(TOOLSETS.filter((t) => t.readOnly).map(({ id }) => id));`, check));
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([]);
  });

  it("A21 includes on a list mapped from the const table (not a Set) pins the input", async () => {
    const src = jsServer(`${TOOLSETS_JS}\nconst TOOLSET_IDS = TOOLSETS.map((t) => t.id);`, `if (!TOOLSET_IDS.includes(category)) return ${UNKNOWN};`);
    expect(await lint({ "server.js": src }, "server.js")).toEqual([]);
  });

  it("A22 switch: constant cases with the default apart pin the input; a case the default falls into does not", async () => {
    const check = `switch (category) {
      case "issues":
      case "projects":
        return { isError: true, content: [{ type: "text", text: \`Toolset \${category} cannot be enabled twice.\` }] };
      default:
      case "documents":
        return { isError: true, content: [{ type: "text", text: \`Toolset \${category} is not available.\` }] };
    }`;
    // Every branch of the switch returns: the template's echo after it is dropped (unreachable code is not the point).
    const src = dropTail(tsServer("", check));
    expect(await lint({ "server.ts": src }, "server.ts")).toEqual([at("untrusted", src, "Toolset ${category} is not available", "Toolset ${".length)]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Class result helpers: Shortcut-style tool classes. A caught error's text handed to `this.toResult(text)` is
// reported at the name in the template (a caught error's text is reported "at the name that reaches the agent");
// a success-building helper called from the catch is reported by require-tool-error-result at the call.
// ---------------------------------------------------------------------------------------------------------

const FAIL = "return this.toResult(`Failed to list documents: ${errorMessage}`);";
const failArgAt = (src: string, needle = "Failed to list documents: ${errorMessage}"): string => at("untrusted", src, needle, "Failed to list documents: ${".length);
const failCallAt = (src: string, needle = "this.toResult(`Failed"): string => at("result", src, needle);

/** A JavaScript bundle of a tool class (`var X = class ...`), with `classes` before the tool's class. */
const jsTools = (classes: string, heading: string, failure = FAIL, extraMethods = ""): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${classes}
${heading}
${extraMethods}
  static create(client, server) {
    const tools = new DocumentTools(client);
    server.registerTool("documents-list", { description: "List all documents." }, async () => await tools.listDocuments());
    return tools;
  }
  async listDocuments() {
    try {
      const docs = await this.client.listDocs();
      return this.toResult(\`Found \${docs.length} documents.\`, docs);
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : "Unknown error";
      ${failure}
    }
  }
};
export { DocumentTools };
`;

/** The same in TypeScript, with class declarations. */
const tsTools = (classes: string, heading: string, failure = FAIL, extraMethods = "", imports = ""): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ShortcutClient } from "@shortcut/client";
${imports}
${classes}
${heading}
${extraMethods}
  static create(client: ShortcutClient, server: McpServer): DocumentTools {
    const tools = new DocumentTools(client);
    server.registerTool("documents-list", { description: "List all documents." }, async () => await tools.listDocuments());
    return tools;
  }

  async listDocuments(): Promise<CallToolResult> {
    try {
      const docs = await this.client.listDocs();
      return this.toResult(\`Found \${docs.length} documents.\`, docs);
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : "Unknown error";
      ${failure}
    }
  }
}
`;

const JS_BASE = `var BaseTools = class {
  constructor(client) {
    this.client = client;
  }
  toResult(message, data) {
    return { content: [{ type: "text", text: data !== void 0 ? \`\${message}\\n\\n\${JSON.stringify(data, null, 2)}\` : message }] };
  }
  toError(message) {
    return { content: [{ type: "text", text: message }], isError: true };
  }
};`;

const TS_BASE = `abstract class BaseTools {
  constructor(protected readonly client: ShortcutClient) {}

  protected toResult(message: string, data?: unknown): CallToolResult {
    return { content: [{ type: "text", text: data === undefined ? message : \`\${message}\\n\\n\${JSON.stringify(data, null, 2)}\` }] };
  }

  protected toError(message: string): CallToolResult {
    return { content: [{ type: "text", text: message }], isError: true };
  }
}`;

describe("class result helpers (no-untrusted-error-message, require-tool-error-result)", () => {
  it("C01 JS: toResult defined in the tool's own class (no base): argument reported, call reported", async () => {
    const own = `  constructor(client) {
    this.client = client;
  }
  toResult(message, data) {
    return { content: [{ type: "text", text: data !== void 0 ? \`\${message}\\n\\n\${JSON.stringify(data, null, 2)}\` : message }] };
  }`;
    const src = jsTools("", "var DocumentTools = class DocumentTools {", FAIL, own);
    expect(await lint({ "documents.js": src }, "documents.js")).toEqual([failCallAt(src), failArgAt(src)].sort());
  });

  it("C02 JS: inherited from `var BaseTools = class {}` of the bundle", async () => {
    const src = jsTools(JS_BASE, "var DocumentTools = class DocumentTools extends BaseTools {");
    expect(await lint({ "documents.js": src }, "documents.js")).toEqual([failCallAt(src), failArgAt(src)].sort());
  });

  it("C03 TS: inherited from an abstract class declaration of the file", async () => {
    const src = tsTools(TS_BASE, "export class DocumentTools extends BaseTools {");
    expect(await lint({ "documents.ts": src }, "documents.ts")).toEqual([failCallAt(src), failArgAt(src)].sort());
  });

  it("C03 TS, typed (recommended-type-checked, the installed MCP SDK's types): the same two reports", async () => {
    const src = tsTools(TS_BASE, "export class DocumentTools extends BaseTools {");
    expect(await lint({ "documents.ts": src }, "documents.ts", undefined, "recommended-type-checked")).toEqual([failCallAt(src), failArgAt(src)].sort());
  });

  it("C15 TS: the same base class without return-type annotations on its helpers", async () => {
    const base = TS_BASE.replace(/\): CallToolResult \{/g, ") {");
    const src = tsTools(base, "export class DocumentTools extends BaseTools {");
    expect(await lint({ "documents.ts": src }, "documents.ts")).toEqual([failCallAt(src), failArgAt(src)].sort());
  });

  it("C04 JS: two levels of inheritance (DocumentTools extends ReadOnlyTools extends BaseTools)", async () => {
    // Ambiguous in the docs: "of the class, or of the class of the file it extends" names one level; a method
    // inherited through an intermediate class of the same file is still that class's method. Expected: followed.
    const classes = `${JS_BASE}
var ReadOnlyTools = class extends BaseTools {
  describeScope() {
    return "read-only";
  }
};`;
    const src = jsTools(classes, "var DocumentTools = class DocumentTools extends ReadOnlyTools {");
    expect(await lint({ "documents.js": src }, "documents.js")).toEqual([failCallAt(src), failArgAt(src)].sort());
  });

  it("C05 TS: two levels of inheritance with class declarations", async () => {
    // Same ambiguity as C04.
    const classes = `${TS_BASE}

abstract class ReadOnlyTools extends BaseTools {
  protected scope(): string {
    return "read-only";
  }
}`;
    const src = tsTools(classes, "export class DocumentTools extends ReadOnlyTools {");
    expect(await lint({ "documents.ts": src }, "documents.ts")).toEqual([failCallAt(src), failArgAt(src)].sort());
  });

  it("C06 TS: the subclass overrides toResult with an isError result: the argument only", async () => {
    const override = `  protected override toResult(message: string): CallToolResult {
    return { content: [{ type: "text", text: message }], isError: true };
  }
`;
    const src = tsTools(TS_BASE, "export class DocumentTools extends BaseTools {", FAIL, override);
    expect(await lint({ "documents.ts": src }, "documents.ts")).toEqual([failArgAt(src)]);
  });

  it("C07 JS: the base's helper marks the failure, the subclass overrides it with a success result: both reported", async () => {
    const base = `var BaseTools = class {
  constructor(client) {
    this.client = client;
  }
  toResult(message) {
    return { content: [{ type: "text", text: message }], isError: true };
  }
};`;
    const override = `  toResult(message, data) {
    return { content: [{ type: "text", text: data !== void 0 ? \`\${message}\\n\\n\${JSON.stringify(data)}\` : message }] };
  }`;
    const src = jsTools(base, "var DocumentTools = class DocumentTools extends BaseTools {", FAIL, override);
    expect(await lint({ "documents.js": src }, "documents.js")).toEqual([failCallAt(src), failArgAt(src)].sort());
  });

  it("C08 JS: the inherited toError sets isError: true: require-tool-error-result is quiet, the text is reported", async () => {
    const failure = "return this.toError(`Failed to list documents: ${errorMessage}`);";
    const src = jsTools(JS_BASE, "var DocumentTools = class DocumentTools extends BaseTools {", failure);
    expect(await lint({ "documents.js": src }, "documents.js")).toEqual([failArgAt(src)]);
  });

  it("C09 TS: the inherited toError given a constant: nothing to report", async () => {
    const failure = 'return this.toError("Failed to list documents. Try again in a minute.");';
    const src = tsTools(TS_BASE, "export class DocumentTools extends BaseTools {", failure);
    expect(await lint({ "documents.ts": src }, "documents.ts")).toEqual([]);
  });

  it("C10 TS: the inherited success helper given a constant on the failure path: the call only", async () => {
    const failure = 'return this.toResult("Failed to list documents. Try again in a minute.");';
    const src = tsTools(TS_BASE, "export class DocumentTools extends BaseTools {", failure);
    expect(await lint({ "documents.ts": src }, "documents.ts")).toEqual([at("result", src, 'this.toResult("Failed')]);
  });

  it("C11 TS: a static helper of the class called as DocumentTools.toResult(...)", async () => {
    // Ambiguous in the docs: they name `this.toResult(...)`; "derived sinks" are "a helper of the same file", and
    // require-tool-error-result's row names "a method of the tool's class". A static method of the class is both.
    // Expected: the argument and the call reported.
    const statics = `  static toResult(message: string, data?: unknown): CallToolResult {
    return { content: [{ type: "text", text: data === undefined ? message : \`\${message}\\n\\n\${JSON.stringify(data)}\` }] };
  }

  constructor(private readonly client: ShortcutClient) {}
`;
    const failure = "return DocumentTools.toResult(`Failed to list documents: ${errorMessage}`);";
    const src = tsTools("", "export class DocumentTools {", failure, statics).replace("return this.toResult(`Found", "return DocumentTools.toResult(`Found");
    expect(await lint({ "documents.ts": src }, "documents.ts")).toEqual([at("result", src, "DocumentTools.toResult(`Failed"), failArgAt(src)].sort());
  });

  it("C12 JS: the helper called on an instance made in the file (tools.toResult(...)) inside the handler", async () => {
    // Ambiguous in the docs: the class section names `this.toResult(...)`; the `try` analysis reads "a method of a
    // class of the file on `this` or on a `const` made by `new`". Expected: followed the same way.
    const src = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${JS_BASE}
var DocumentTools = class DocumentTools extends BaseTools {
  async listDocs() {
    return this.client.listDocs();
  }
};
var server = new McpServer({ name: "shortcut", version: "1.0.0" });
var tools = new DocumentTools(createClient(process.env.SHORTCUT_API_TOKEN));
server.registerTool("documents-list", { description: "List all documents." }, async () => {
  try {
    const docs = await tools.listDocs();
    return tools.toResult(\`Found \${docs.length} documents.\`, docs);
  } catch (error) {
    const errorMessage = error instanceof Error ? error.message : "Unknown error";
    return tools.toResult(\`Failed to list documents: \${errorMessage}\`);
  }
});
export { server };
`;
    // `var tools` at module level; the docs' wording is "a `const` made by `new`" — use const to stay inside it.
    const code = src.replace("var tools = new", "const tools = new");
    expect(await lint({ "documents.js": code }, "documents.js")).toEqual([at("result", code, "tools.toResult(`Failed"), failArgAt(code)].sort());
  });

  it("C13 TS: a base class imported from another module is not followed (documented): nothing reported", async () => {
    const base = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ShortcutClient } from "@shortcut/client";

export abstract class BaseTools {
  constructor(protected readonly client: ShortcutClient) {}

  protected toResult(message: string, data?: unknown): CallToolResult {
    return { content: [{ type: "text", text: data === undefined ? message : \`\${message}\\n\\n\${JSON.stringify(data, null, 2)}\` }] };
  }
}
`;
    const src = tsTools("", "export class DocumentTools extends BaseTools {", FAIL, "", 'import { BaseTools } from "./base.js";');
    expect(await lint({ "tools/documents.ts": src, "tools/base.ts": base }, "tools/documents.ts")).toEqual([]);
  });

  it("C14 JS: an inherited toError that only logs its message and returns a constant text: not a sink", async () => {
    // The docs: reported "when toResult(message) ... puts its parameter in the result's text". A helper that keeps
    // the message out of the text (logs it, returns a constant text with isError) is not a sink.
    const base = `var BaseTools = class {
  constructor(client, logger) {
    this.client = client;
    this.logger = logger;
  }
  toResult(message, data) {
    return { content: [{ type: "text", text: JSON.stringify(data ?? null) }] };
  }
  toError(message) {
    this.logger.error(message);
    return { content: [{ type: "text", text: "The Shortcut request failed. Try again later." }], isError: true };
  }
};`;
    const failure = "return this.toError(`Failed to list documents: ${errorMessage}`);";
    const src = jsTools(base, "var DocumentTools = class DocumentTools extends BaseTools {", failure);
    expect(await lint({ "documents.js": src }, "documents.js")).toEqual([]);
  });
});
