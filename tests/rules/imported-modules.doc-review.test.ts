/**
 * Doc review (written from the documentation alone, not the implementation): calls into the project's own
 * modules imported by a relative path, followed without type information (docs/configuration.md, "Imported
 * modules (without types)", and the `readImportedModules` setting), as no-untrusted-error-message,
 * require-tool-error-result and no-empty-catch-fallback document them. 82 cases (nineteenth session, issue #13); 4
 * failed and are fixed, each marked `DOC-REVIEW FIXED`: a method of an object a namespace import exports
 * (`lib.errors.describe(e)`), a CommonJS export assigned twice (now unknown), and a registration wrapper's `handler`
 * bound to an imported function.
 */
import { describe, expect, it } from "vitest";
import type { Linter } from "eslint";
import { lintProject, makeTempDir, writeProject, type ProjectMessage } from "../helpers.js";

type Files = Record<string, string>;
type Rule = "no-untrusted-error-message" | "require-tool-error-result" | "no-empty-catch-fallback";

const OFF: Linter.Config = { settings: { "agent-errors": { readImportedModules: false } } };
const UNKNOWN: Linter.RulesRecord = { "agent-errors/no-untrusted-error-message": ["error", { reportUnknown: true }] };

interface Options {
  extra?: Linter.Config;
  rules?: Linter.RulesRecord;
}

async function reportsOf(rule: Rule, files: Files, entry: string, options: Options = {}): Promise<ProjectMessage[]> {
  const dir = writeProject(makeTempDir("imported-modules-review"), "imported-modules-review", files);
  const messages = await lintProject(dir, [entry], "recommended", options.rules, options.extra);
  return messages.filter((message) => message.ruleId === `agent-errors/${rule}` && message.file === entry);
}

function lineOf(text: string, snippet: string): number {
  const index = text.split("\n").findIndex((line) => line.includes(snippet));
  if (index < 0) throw new Error(`no line with ${snippet}`);
  return index + 1;
}

const show = (found: ProjectMessage[]): string[] => found.map((m) => `${m.line}:${m.column} ${m.message.slice(0, 160)}`);

/** Expects a report of `rule` on the entry's first line that contains `snippet`. */
async function expectReport(rule: Rule, files: Files, entry: string, snippet: string, options?: Options): Promise<void> {
  const found = await reportsOf(rule, files, entry, options);
  const line = lineOf(files[entry]!, snippet);
  expect(show(found).some((text) => text.startsWith(`${line}:`)), `expected a report at line ${line}, got ${JSON.stringify(show(found))}`).toBe(true);
}

async function expectNone(rule: Rule, files: Files, entry: string, options?: Options): Promise<void> {
  const found = await reportsOf(rule, files, entry, options);
  expect(show(found)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------
// Shared modules

const MCP_HEADER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
`;

/** A formatter that returns the caught error's message. */
const VERBOSE_FORMATTER = `export function formatError(error: unknown): string {
  if (error instanceof Error) return \`Request failed: \${error.message}\`;
  return \`Request failed: \${String(error)}\`;
}
`;

/** A get_issue tool whose catch returns `text: <expr>` in an error result. */
function getIssueServer(imports: string, textExpression: string, before = ""): string {
  return `${MCP_HEADER}${imports}

const server = new McpServer({ name: "issues", version: "1.0.0" });
${before}
server.registerTool("get_issue", { description: "Get an issue", inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(\`https://tracker.example.com/api/issues/\${encodeURIComponent(id)}\`);
    const issue = await res.json();
    return { content: [{ type: "text", text: JSON.stringify(issue, null, 2) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: ${textExpression} }] };
  }
});

export default server;
`;
}

// CommonJS as tsc emits it (esModuleInterop).
const CJS_PACKAGE = JSON.stringify({ name: "cjs-server", type: "commonjs" });
const TSC_CREATE_BINDING = `var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));`;
const TSC_IMPORT_STAR = `${TSC_CREATE_BINDING}
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();`;
const TSC_IMPORT_DEFAULT = `var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};`;

const CJS_VERBOSE_FORMATTER = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatError = formatError;
function formatError(error) {
    if (error instanceof Error)
        return \`Request failed: \${error.message}\`;
    return \`Request failed: \${String(error)}\`;
}
`;

/** tsc's emit of getIssueServer: `prelude` holds the requires, `textExpression` the catch's text. */
function cjsGetIssueServer(prelude: string, textExpression: string, helpers = ""): string {
  return `"use strict";
${helpers}
Object.defineProperty(exports, "__esModule", { value: true });
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const zod_1 = require("zod");
${prelude}
const server = new mcp_js_1.McpServer({ name: "issues", version: "1.0.0" });
server.registerTool("get_issue", { description: "Get an issue", inputSchema: { id: zod_1.z.string() } }, async ({ id }) => {
    try {
        const res = await fetch(\`https://tracker.example.com/api/issues/\${encodeURIComponent(id)}\`);
        const issue = await res.json();
        return { content: [{ type: "text", text: JSON.stringify(issue, null, 2) }] };
    }
    catch (error) {
        return { isError: true, content: [{ type: "text", text: ${textExpression} }] };
    }
});
exports.default = server;
`;
}

// =========================================================================================================
describe("no-untrusted-error-message: imported modules (ESM)", () => {
  const rule = "no-untrusted-error-message";

  // configuration.md: "the analyses still follow a call into the project's own modules that the file imports by a relative path (`./errors.js`, `../lib/results`)" — "a formatter that returns `e.message`"
  it("a named import of ./lib/errors.js returning the caught error's message is reported", async () => {
    const files = { "src/lib/errors.ts": VERBOSE_FORMATTER, "src/server.ts": getIssueServer(`import { formatError } from "./lib/errors.js";`, "formatError(error)") };
    await expectReport(rule, files, "src/server.ts", "text: formatError(error)");
  });

  // configuration.md: "Set `readImportedModules: false` to analyse each file alone."
  it("the same with readImportedModules: false is unknown, not reported by the preset", async () => {
    const files = { "src/lib/errors.ts": VERBOSE_FORMATTER, "src/server.ts": getIssueServer(`import { formatError } from "./lib/errors.js";`, "formatError(error)") };
    await expectNone(rule, files, "src/server.ts", { extra: OFF });
  });

  // configuration.md: "`./errors.js` is `./errors.ts` in a TypeScript project" / "`../lib/results`" (a parent-relative specifier)
  it("a ../ import from a tools folder is followed", async () => {
    const files = { "src/lib/errors.ts": VERBOSE_FORMATTER, "src/tools/server.ts": getIssueServer(`import { formatError } from "../lib/errors.js";`, "formatError(error)") };
    await expectReport(rule, files, "src/tools/server.ts", "text: formatError(error)");
  });

  // configuration.md: "`./errors` tries the extensions and then `./errors/index`"
  it("an extensionless specifier resolving to a folder's index.ts is followed", async () => {
    const files = { "src/errors/index.ts": VERBOSE_FORMATTER, "src/server.ts": getIssueServer(`import { formatError } from "./errors";`, "formatError(error)") };
    await expectReport(rule, files, "src/server.ts", "text: formatError(error)");
  });

  // configuration.md: "(and `./errors.js` itself where only that exists)"
  it("./errors.js where only a JavaScript errors.js exists is followed", async () => {
    const files = {
      "src/errors.js": `export function formatError(error) {\n  return error instanceof Error ? error.message : String(error);\n}\n`,
      "src/server.ts": getIssueServer(`import { formatError } from "./errors.js";`, "formatError(error)"),
    };
    await expectReport(rule, files, "src/server.ts", "text: formatError(error)");
  });

  // configuration.md: "a named, default or namespace import" — default
  it("a default import of an export default function is followed", async () => {
    const files = {
      "src/format-error.ts": `export default function formatError(error: unknown): string {\n  return error instanceof Error ? error.message : "Unknown error";\n}\n`,
      "src/server.ts": getIssueServer(`import formatError from "./format-error.js";`, "`Lookup failed: ${formatError(error)}`"),
    };
    await expectReport(rule, files, "src/server.ts", "Lookup failed: ${formatError(error)}");
  });

  // configuration.md: "a plain function (`formatError(e)`, `errors.format(e)` of a namespace import)"
  it("a namespace import's function is followed", async () => {
    const files = { "src/errors.ts": VERBOSE_FORMATTER, "src/server.ts": getIssueServer(`import * as errors from "./errors.js";`, "errors.formatError(error)") };
    await expectReport(rule, files, "src/server.ts", "text: errors.formatError(error)");
  });

  // configuration.md: "re-exports (`export { f } from`, ...) are followed a few modules deep"
  it("export { f } from through a barrel is followed", async () => {
    const files = {
      "src/lib/format.ts": VERBOSE_FORMATTER,
      "src/lib/index.ts": `export { formatError } from "./format.js";\nexport const VERSION = "1.0.0";\n`,
      "src/server.ts": getIssueServer(`import { formatError } from "./lib/index.js";`, "formatError(error)"),
    };
    await expectReport(rule, files, "src/server.ts", "text: formatError(error)");
  });

  // configuration.md: "re-exports (..., `export * from`, ...) are followed"
  it("export * from through a barrel is followed", async () => {
    const files = {
      "src/lib/format.ts": VERBOSE_FORMATTER,
      "src/lib/index.ts": `export * from "./format.js";\n`,
      "src/server.ts": getIssueServer(`import { formatError } from "./lib/index.js";`, "formatError(error)"),
    };
    await expectReport(rule, files, "src/server.ts", "text: formatError(error)");
  });

  // configuration.md: "re-exports (..., and `import { f } from "./f.js"; export { f };`) are followed"
  it("import then export { f } is followed", async () => {
    const files = {
      "src/lib/format.ts": VERBOSE_FORMATTER,
      "src/lib/index.ts": `import { formatError } from "./format.js";\n\nexport { formatError };\n`,
      "src/server.ts": getIssueServer(`import { formatError } from "./lib/index.js";`, "formatError(error)"),
    };
    await expectReport(rule, files, "src/server.ts", "text: formatError(error)");
  });

  // configuration.md: "Not followed: ... `export * as errors from`"
  it("export * as errors from is not followed (negative control)", async () => {
    const files = {
      "src/lib/format.ts": VERBOSE_FORMATTER,
      "src/lib/index.ts": `export * as errors from "./format.js";\n`,
      "src/server.ts": getIssueServer(`import { errors } from "./lib/index.js";`, "errors.formatError(error)"),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // configuration.md: "a method of an exported object literal (`toolErrors.fromCaught(e)`) ... an object may be wrapped in `Object.freeze(...)`"
  it("a method of an exported Object.freeze object literal is followed", async () => {
    const files = {
      "src/lib/tool-errors.ts": `export const toolErrors = Object.freeze({
  fromCaught(error: unknown, toolName: string): string {
    const detail = error instanceof Error ? error.message : String(error);
    return \`\${toolName} failed: \${detail}\`;
  },
});
`,
      "src/server.ts": getIssueServer(`import { toolErrors } from "./lib/tool-errors.js";`, `toolErrors.fromCaught(error, "get_issue")`),
    };
    await expectReport(rule, files, "src/server.ts", "toolErrors.fromCaught(error");
  });

  // configuration.md: "of an exported class (a static one)"
  it("a static method of an exported class is followed", async () => {
    const files = {
      "src/lib/error-formatter.ts": `export class ErrorFormatter {
  static format(error: unknown): string {
    return error instanceof Error ? \`Tracker error: \${error.message}\` : "Tracker error";
  }
}
`,
      "src/server.ts": getIssueServer(`import { ErrorFormatter } from "./lib/error-formatter.js";`, "ErrorFormatter.format(error)"),
    };
    await expectReport(rule, files, "src/server.ts", "ErrorFormatter.format(error)");
  });

  // configuration.md: "of an exported instance (`export const configManager = new ConfigManager()`, also of a class imported from a third module)"
  it("a method of an exported instance of a class of a third module is followed", async () => {
    const files = {
      "src/lib/config-manager.ts": `export class ConfigManager {
  describeFailure(error: unknown): string {
    return error instanceof Error ? \`Configuration lookup failed: \${error.message}\` : "Configuration lookup failed.";
  }
}
`,
      "src/lib/instance.ts": `import { ConfigManager } from "./config-manager.js";\n\nexport const configManager = new ConfigManager();\n`,
      "src/server.ts": getIssueServer(`import { configManager } from "./lib/instance.js";`, "configManager.describeFailure(error)"),
    };
    await expectReport(rule, files, "src/server.ts", "configManager.describeFailure(error)");
  });

  // configuration.md: "or of an instance the file makes of an imported class (`const assignments = new AssignmentService()`)"
  it("a method of a module-level instance the file makes of an imported class is followed", async () => {
    const files = {
      "src/services/assignments.ts": `export class AssignmentService {
  describeFailure(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    return \`Assigning failed: \${message}\`;
  }
}
`,
      "src/server.ts": getIssueServer(`import { AssignmentService } from "./services/assignments.js";`, "assignments.describeFailure(error)", "const assignments = new AssignmentService();\n"),
    };
    await expectReport(rule, files, "src/server.ts", "assignments.describeFailure(error)");
  });

  // configuration.md: "Not followed: methods inherited from a class of another module (`extends`...)"
  it("a method inherited from a class of another module is not followed (negative control)", async () => {
    const files = {
      "src/services/base.ts": `export class BaseService {
  describeFailure(error: unknown): string {
    return error instanceof Error ? error.message : String(error);
  }
}
`,
      "src/services/issues.ts": `import { BaseService } from "./base.js";

export class IssueService extends BaseService {
  async list(): Promise<unknown[]> {
    return [];
  }
}
`,
      "src/server.ts": getIssueServer(`import { IssueService } from "./services/issues.js";`, "issues.describeFailure(error)", "const issues = new IssueService();\n"),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // configuration.md: "and `this` inside a method of another module (`this.render(e)` is unknown)"
  it("this.render(e) inside a method of another module is unknown (negative control)", async () => {
    const files = {
      "src/lib/renderer.ts": `export const renderer = {
  render(error: unknown): string {
    return error instanceof Error ? error.message : String(error);
  },
  format(error: unknown): string {
    return \`Tracker error: \${this.render(error)}\`;
  },
};
`,
      "src/server.ts": getIssueServer(`import { renderer } from "./lib/renderer.js";`, "renderer.format(error)"),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // configuration.md: "a method of an object a namespace import exports (`lib.api.getProject(id)`)" — here its formatter
  // DOC-REVIEW FIXED: the callee list promises `lib.api.getProject(id)`-style methods of an object a namespace import exports; `lib.errors.describe(error)` returning error.message is "a call whose result is not known" (reportUnknown reports it as unknown; the preset reports nothing), while `lib.plain(error)` of the same namespace is followed
  it("a method of an object a namespace import exports is followed", async () => {
    const files = {
      "src/lib/index.ts": `export const errors = {
  describe(error: unknown): string {
    return error instanceof Error ? error.message : String(error);
  },
};
`,
      "src/server.ts": getIssueServer(`import * as lib from "./lib/index.js";`, "`get_issue failed: ${lib.errors.describe(error)}`"),
    };
    await expectReport(rule, files, "src/server.ts", "lib.errors.describe(error)");
  });

  // configuration.md: "Not read: packages" / "as is the result of any function the analysis cannot follow (a package's)"
  it("a helper of a package with the same body is not read (negative control)", async () => {
    const files = {
      "node_modules/@acme/mcp-errors/package.json": JSON.stringify({ name: "@acme/mcp-errors", type: "module", main: "index.js" }),
      "node_modules/@acme/mcp-errors/index.js": `export function formatError(error) {\n  return error instanceof Error ? error.message : String(error);\n}\n`,
      "src/server.ts": getIssueServer(`import { formatError } from "@acme/mcp-errors";`, "formatError(error)"),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // configuration.md: "Not read: ..., `tsconfig` path aliases (`@/lib/errors`)" — a module that is not relative
  it("a path alias to the same module is not read (negative control)", async () => {
    const files = {
      "tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, baseUrl: ".", paths: { "@/*": ["src/*"] } }, include: ["**/*.ts"] }),
      "src/lib/errors.ts": VERBOSE_FORMATTER,
      "src/server.ts": getIssueServer(`import { formatError } from "@/lib/errors.js";`, "formatError(error)"),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // configuration.md: the import is "a named, default or namespace import ... of a specifier that starts with `./`" — a local with the same name shadows it
  it("a local formatter with the imported helper's name, shadowing it, is the one called (negative control)", async () => {
    const files = {
      "src/lib/errors.ts": VERBOSE_FORMATTER,
      "src/server.ts": `${MCP_HEADER}import { formatError } from "./lib/errors.js";

const server = new McpServer({ name: "issues", version: "1.0.0" });

export const describe = (error: unknown): string => formatError(error);

server.registerTool("get_issue", { description: "Get an issue", inputSchema: { id: z.string() } }, async ({ id }) => {
  const formatError = (_error: unknown): string => "The tracker could not be reached. Try again later.";
  try {
    const res = await fetch(\`https://tracker.example.com/api/issues/\${encodeURIComponent(id)}\`);
    return { content: [{ type: "text", text: JSON.stringify(await res.json(), null, 2) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: formatError(error) }] };
  }
});
`,
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // no-untrusted-error-message.md: "`genericFailure()`, which returns a constant, and `safeMessage(error)`, which returns a message of a constant table, are trusted (... untyped with it on, only the helpers called with constants, which are not read)"
  it("a helper that returns a constant, given the caught error, is trusted even with reportUnknown", async () => {
    const files = {
      "src/lib/errors.ts": `const MESSAGES: Record<string, string> = { ECONNREFUSED: "The tracker is down.", ETIMEDOUT: "The tracker timed out." };

export function safeMessage(error: unknown): string {
  const code = (error as { code?: string }).code ?? "";
  return MESSAGES[code] ?? "The tracker request failed.";
}
`,
      "src/server.ts": getIssueServer(`import { safeMessage } from "./lib/errors.js";`, "safeMessage(error)"),
    };
    await expectNone(rule, files, "src/server.ts", { rules: UNKNOWN });
  });

  // no-untrusted-error-message.md: "(read per file, with `readImportedModules: false`, `reportUnknown` calls every one of them unknown"
  it("the constant helper with readImportedModules: false is unknown under reportUnknown", async () => {
    const files = {
      "src/lib/errors.ts": `export function genericFailure(_error: unknown): string {\n  return "The tracker request failed. Try again later.";\n}\n`,
      "src/server.ts": getIssueServer(`import { genericFailure } from "./lib/errors.js";`, "genericFailure(error)"),
    };
    await expectReport(rule, files, "src/server.ts", "text: genericFailure(error)", { rules: UNKNOWN, extra: OFF });
  });

  // configuration.md: "A helper called only with constants (`errorText("Already closed.")`, `genericFailure()`) is not looked into: `reportUnknown` still calls its result unknown"
  it("a helper called only with constants is not read: reportUnknown calls its result unknown", async () => {
    const files = {
      "src/lib/messages.ts": `export function alreadyClosed(kind: string): string {\n  return \`This \${kind} is already closed.\`;\n}\n`,
      "src/server.ts": getIssueServer(`import { alreadyClosed } from "./lib/messages.js";`, `alreadyClosed("issue")`),
    };
    await expectReport(rule, files, "src/server.ts", `alreadyClosed("issue")`, { rules: UNKNOWN });
  });

  // negative control: a module that reassigns its export. The helper's first body returns a constant; the
  // module later swaps in one that returns the error's message, so its result cannot be trusted (reportUnknown).
  it("an exported let reassigned by the module is not trusted from its initial value (reportUnknown)", async () => {
    const files = {
      "src/lib/errors.ts": `export let formatError = (_error: unknown): string => "The tracker request failed.";

export function useVerboseErrors(): void {
  formatError = (error: unknown): string => (error instanceof Error ? error.message : String(error));
}
`,
      "src/server.ts": getIssueServer(`import { formatError, useVerboseErrors } from "./lib/errors.js";`, "formatError(error)", `if (process.env.VERBOSE_ERRORS) useVerboseErrors();\n`),
    };
    await expectReport(rule, files, "src/server.ts", "text: formatError(error)", { rules: UNKNOWN });
  });

  // configuration.md: "calls into other modules are followed three deep from one value" — within the bound
  it("a formatter chain three modules deep (file → a → b → c) is followed", async () => {
    const files = {
      "src/lib/a.ts": `import { b } from "./b.js";\nexport function a(error: unknown): string {\n  return \`a: \${b(error)}\`;\n}\n`,
      "src/lib/b.ts": `import { c } from "./c.js";\nexport function b(error: unknown): string {\n  return \`b: \${c(error)}\`;\n}\n`,
      "src/lib/c.ts": `export function c(error: unknown): string {\n  return error instanceof Error ? error.message : String(error);\n}\n`,
      "src/server.ts": getIssueServer(`import { a } from "./lib/a.js";`, "a(error)"),
    };
    await expectReport(rule, files, "src/server.ts", "text: a(error)");
  });

  // configuration.md: "calls into other modules are followed three deep from one value; past that a call is unknown (`reportUnknown` reports it, the presets do not)"
  it("a formatter chain five modules deep is unknown, not reported by the preset", async () => {
    const files = {
      "src/lib/a.ts": `import { b } from "./b.js";\nexport function a(error: unknown): string {\n  return \`a: \${b(error)}\`;\n}\n`,
      "src/lib/b.ts": `import { c } from "./c.js";\nexport function b(error: unknown): string {\n  return \`b: \${c(error)}\`;\n}\n`,
      "src/lib/c.ts": `import { d } from "./d.js";\nexport function c(error: unknown): string {\n  return \`c: \${d(error)}\`;\n}\n`,
      "src/lib/d.ts": `import { e } from "./e.js";\nexport function d(error: unknown): string {\n  return \`d: \${e(error)}\`;\n}\n`,
      "src/lib/e.ts": `export function e(error: unknown): string {\n  return error instanceof Error ? error.message : String(error);\n}\n`,
      "src/server.ts": getIssueServer(`import { a } from "./lib/a.js";`, "a(error)"),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // no-untrusted-error-message.md: "Pinecone's tools, which return `errorResult(formatError(e))` with both helpers in `tools/common/format-error.ts`, are reported untyped too" / "Where its parameters go"
  it("errorResult(formatError(e)) of one imported module is reported (Pinecone)", async () => {
    const files = {
      "src/tools/common/format-error.ts": `${VERBOSE_FORMATTER}
export function errorResult(text: string) {
  return { isError: true, content: [{ type: "text" as const, text }] };
}
`,
      "src/tools/search.ts": `${MCP_HEADER}import { errorResult, formatError } from "./common/format-error.js";

export function addSearchTool(server: McpServer): void {
  server.registerTool("search_records", { description: "Search an index", inputSchema: { index: z.string(), query: z.string() } }, async ({ index, query }) => {
    try {
      const res = await fetch(\`https://index.example.com/\${index}/search\`, { method: "POST", body: JSON.stringify({ query }) });
      return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
    } catch (e) {
      return errorResult(formatError(e));
    }
  });
}
`,
    };
    await expectReport(rule, files, "src/tools/search.ts", "return errorResult(formatError(e))");
  });

  // configuration.md: "where its parameters go (a helper that builds the `isError: true` result)"
  it("a caught error's message handed to an imported errorResult(text) is reported", async () => {
    const files = {
      "src/lib/results.ts": `export function errorResult(text: string) {\n  return { isError: true, content: [{ type: "text" as const, text }] };\n}\n`,
      "src/server.ts": `${MCP_HEADER}import { errorResult } from "./lib/results.js";

const server = new McpServer({ name: "issues", version: "1.0.0" });

server.registerTool("close_issue", { description: "Close an issue", inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await fetch(\`https://tracker.example.com/api/issues/\${id}/close\`, { method: "POST" });
    return { content: [{ type: "text", text: "Closed." }] };
  } catch (error) {
    return errorResult((error as Error).message);
  }
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "return errorResult((error as Error).message)");
  });

  // configuration.md: "`false` analyses each file alone" — the imported errorResult is then no sink
  it("the errorResult sink with readImportedModules: false is not known", async () => {
    const files = {
      "src/lib/results.ts": `export function errorResult(text: string) {\n  return { isError: true, content: [{ type: "text" as const, text }] };\n}\n`,
      "src/server.ts": `${MCP_HEADER}import { errorResult } from "./lib/results.js";

const server = new McpServer({ name: "issues", version: "1.0.0" });

server.registerTool("close_issue", { description: "Close an issue", inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await fetch(\`https://tracker.example.com/api/issues/\${id}/close\`, { method: "POST" });
    return { content: [{ type: "text", text: "Closed." }] };
  } catch (error) {
    return errorResult((error as Error).message);
  }
});
`,
    };
    await expectNone(rule, files, "src/server.ts", { extra: OFF });
  });

  // no-untrusted-error-message.md, Sinks 1: "and the detail beside it (`message`, `errorMessage`, `details`, `detail`, `reason` of `{ error: "Failed to create rule", message }`)" — through an imported describer
  for (const key of ["message", "details", "reason"]) {
    it(`the ${key} beside error in an AI SDK execute, from an imported describer, is reported`, async () => {
      const files = {
        "src/lib/describe-error.ts": `export const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));\n`,
        "src/tools/create-rule.ts": `import { tool } from "ai";
import { z } from "zod";
import { describeError } from "../lib/describe-error.js";

export const createRuleTool = tool({
  description: "Create an alert rule",
  inputSchema: z.object({ name: z.string(), threshold: z.number() }),
  execute: async ({ name, threshold }) => {
    try {
      const res = await fetch("https://alerts.example.com/api/rules", { method: "POST", body: JSON.stringify({ name, threshold }) });
      if (!res.ok) return { error: "Failed to create rule", ${key}: "The alerts service rejected the rule." };
      return { rule: await res.json() };
    } catch (error) {
      return { error: "Failed to create rule", ${key}: describeError(error) };
    }
  },
});
`,
      };
      await expectReport(rule, files, "src/tools/create-rule.ts", `${key}: describeError(error)`);
    });
  }

  // no-untrusted-error-message.md, Sinks 1: "The text an AI SDK tool's `execute` returns from its own `catch` is its output to the model as well: `catch (error) { return \`Search failed: ${error.message}\` }` (a template, ..., a call ...)"
  it("an AI SDK execute returning a template of an imported describer from its catch is reported", async () => {
    const files = {
      "src/lib/describe-error.ts": `export const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));\n`,
      "src/tools/search.ts": `import { tool } from "ai";
import { z } from "zod";
import { describeError } from "../lib/describe-error.js";

export const searchDocsTool = tool({
  description: "Search the partner's documentation",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      const res = await fetch(\`https://docs.partner.example.com/search?q=\${encodeURIComponent(query)}\`);
      return await res.json();
    } catch (error) {
      return \`Search failed: \${describeError(error)}\`;
    }
  },
});
`,
    };
    await expectReport(rule, files, "src/tools/search.ts", "Search failed: ${describeError(error)}");
  });

  // no-untrusted-error-message.md, Sinks 3: "The message of an error thrown inside a boundary whose thrown errors reach the model ... `throw new Error(<untrusted>)`"
  it("throw new Error(formatError(error)) with an imported formatter in an MCP handler is reported", async () => {
    const files = {
      "src/lib/errors.ts": VERBOSE_FORMATTER,
      "src/server.ts": `${MCP_HEADER}import { formatError } from "./lib/errors.js";

const server = new McpServer({ name: "issues", version: "1.0.0" });

server.tool("get_issue", "Get an issue", { id: z.string() }, async ({ id }) => {
  try {
    const res = await fetch(\`https://tracker.example.com/api/issues/\${encodeURIComponent(id)}\`);
    return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
  } catch (error) {
    throw new Error(formatError(error));
  }
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "throw new Error(formatError(error))");
  });

  const LOG_ERROR = `export function logError(error: unknown): never {
  console.error("[gitlab-mcp]", error);
  throw error;
}
`;
  const GITLAB_SERVER = (imports: string, local: string): string => `${MCP_HEADER}${imports}
${local}
const server = new McpServer({ name: "gitlab", version: "1.0.0" });

server.registerTool("get_merge_request", { inputSchema: { iid: z.number() } }, async ({ iid }) => {
  try {
    const res = await fetch(\`https://gitlab.example.com/api/v4/merge_requests/\${iid}\`);
    if (!res.ok) throw new Error(\`GitLab API error: \${await res.text()}\`);
    return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
  } catch (error) {
    logError(error);
  }
});
`;
  // no-untrusted-error-message.md, Sinks 3: "So does one that ends by handing it to a helper of the file that logs and throws it (`catch (error) { logError(error); }`, GitLab's, whose `logError` ends with `throw error`"
  it("a catch that hands its error to a logError of the file that rethrows catches nothing", async () => {
    const files = { "src/server.ts": GITLAB_SERVER("", LOG_ERROR.replace("export ", "")) };
    await expectReport(rule, files, "src/server.ts", "GitLab API error: ${await res.text()}");
  });

  // Same shape with logError imported from ./lib/logging.js. Sinks 3 says "a helper of the file", and the
  // imported-modules section does not list "always throws" among what it asks of another module
  // (no-empty-catch-fallback: "without types, a helper of another module is not known to exit"): not promised,
  // so only recorded.
  it("a catch that hands its error to an imported logError that rethrows — observed, not promised", async () => {
    const files = { "src/lib/logging.ts": LOG_ERROR, "src/server.ts": GITLAB_SERVER(`import { logError } from "./lib/logging.js";`, "") };
    const found = await reportsOf(rule, files, "src/server.ts");
    console.log("imported-logError:", JSON.stringify(show(found)));
  });

  // configuration.md: "whether an awaited helper catches its own failures (`await fetchProjectDetails(id)` of a helper that returns `{ error: "Project lookup failed." }` from its `catch` ...): a `catch` around it then holds local text at most"
  it("a catch around an imported self-catching helper holds local text only (Neon)", async () => {
    const files = {
      "src/lib/projects.ts": `export async function fetchProjectDetails(projectId: string) {
  try {
    const res = await fetch(\`https://console.example.com/api/v2/projects/\${projectId}\`);
    if (!res.ok) return { error: "Project lookup failed." };
    const body = await res.json();
    return { project: body.project };
  } catch (error) {
    console.error("project lookup failed", error);
    return { error: "Project lookup failed." };
  }
}
`,
      "src/server.ts": `${MCP_HEADER}import { fetchProjectDetails } from "./lib/projects.js";

const server = new McpServer({ name: "neon", version: "1.0.0" });

server.registerTool("describe_project", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  try {
    const details = await fetchProjectDetails(projectId);
    if ("error" in details) return { isError: true, content: [{ type: "text", text: details.error }] };
    return { content: [{ type: "text", text: JSON.stringify(details.project, null, 2) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Describing the project failed: \${(error as Error).message}\` }] };
  }
});
`,
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // configuration.md: "`false` analyses each file alone" — the awaited helper is then unknown and the tool's catch holds a response's failure
  it("the Neon shape with readImportedModules: false keeps the caught error untrusted", async () => {
    const files = {
      "src/lib/projects.ts": `export async function fetchProjectDetails(projectId: string) {
  try {
    const res = await fetch(\`https://console.example.com/api/v2/projects/\${projectId}\`);
    const body = await res.json();
    return { project: body.project };
  } catch (error) {
    console.error("project lookup failed", error);
    return { error: "Project lookup failed." };
  }
}
`,
      "src/server.ts": `${MCP_HEADER}import { fetchProjectDetails } from "./lib/projects.js";

const server = new McpServer({ name: "neon", version: "1.0.0" });

server.registerTool("describe_project", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  try {
    const details = await fetchProjectDetails(projectId);
    return { content: [{ type: "text", text: JSON.stringify(details, null, 2) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Describing the project failed: \${(error as Error).message}\` }] };
  }
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "Describing the project failed:", { extra: OFF });
  });

  // configuration.md: "and in its `catch` call only functions that let no `throw` out ...: a `catch` that calls `handleApiError(error)`, or a `reportFailure(error)` that rethrows, may throw the response's failure on"
  it("an imported helper whose catch calls a rethrowing reportFailure keeps the tool's caught error untrusted", async () => {
    const files = {
      "src/lib/projects.ts": `function reportFailure(error: unknown): never {
  console.error("project lookup failed", error);
  throw error;
}

export async function fetchProjectDetails(projectId: string) {
  try {
    const res = await fetch(\`https://console.example.com/api/v2/projects/\${projectId}\`);
    const body = await res.json();
    return { project: body.project };
  } catch (error) {
    reportFailure(error);
    return { error: "Project lookup failed." };
  }
}
`,
      "src/server.ts": `${MCP_HEADER}import { fetchProjectDetails } from "./lib/projects.js";

const server = new McpServer({ name: "neon", version: "1.0.0" });

server.registerTool("describe_project", { inputSchema: { projectId: z.string() } }, async ({ projectId }) => {
  try {
    const details = await fetchProjectDetails(projectId);
    return { content: [{ type: "text", text: JSON.stringify(details, null, 2) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Describing the project failed: \${(error as Error).message}\` }] };
  }
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "Describing the project failed:");
  });

  // no-untrusted-error-message.md, Trusted: "read from the schema passed to `registerTool` ...: ..., or, untyped with `readImportedModules`, a `const` a module of the project exports (`inputSchema: updateSettingsInputSchema` of `./shared`)"
  const SETTINGS_SCHEMA = (actionSchema: string): string => `import { z } from "zod";

export const updateSettingsInputSchema = {
  action: ${actionSchema},
  key: z.string().optional(),
};
`;
  const SETTINGS_SERVER = `${MCP_HEADER}import { updateSettingsInputSchema } from "./shared";

const server = new McpServer({ name: "settings", version: "1.0.0" });

server.registerTool("update_settings", { description: "Update a setting", inputSchema: updateSettingsInputSchema }, async ({ action, key }) => {
  if (action === "reset") {
    return { content: [{ type: "text", text: "All settings were reset." }] };
  }
  return { isError: true, content: [{ type: "text", text: \`Unsupported action: \${action}. Use reset.\` }] };
});
`;
  it("an enum field of an input schema exported by ./shared is trusted", async () => {
    const files = { "src/shared.ts": SETTINGS_SCHEMA(`z.enum(["reset", "enable", "disable"])`), "src/server.ts": SETTINGS_SERVER };
    await expectNone(rule, files, "src/server.ts");
  });

  // same sentence, control: a z.string() field of the exported schema is the agent's text
  it("a string field of an input schema exported by ./shared is still the agent's input", async () => {
    const files = { "src/shared.ts": SETTINGS_SCHEMA("z.string()"), "src/server.ts": SETTINGS_SERVER };
    await expectReport(rule, files, "src/server.ts", "Unsupported action:");
  });

  // same sentence: "untyped with `readImportedModules`" — off, the imported schema is not read
  it("the exported enum schema with readImportedModules: false pins nothing", async () => {
    const files = { "src/shared.ts": SETTINGS_SCHEMA(`z.enum(["reset", "enable", "disable"])`), "src/server.ts": SETTINGS_SERVER };
    await expectReport(rule, files, "src/server.ts", "Unsupported action:", { extra: OFF });
  });

  // no-untrusted-error-message.md, Trusted: "(also `server.tool(name, description, shape, annotations, handler)`) ... a `const` a module of the project exports"
  it("server.tool(name, description, shape, annotations, handler) with an imported enum shape is trusted", async () => {
    const files = {
      "src/schemas/alerts.ts": `import { z } from "zod";\n\nexport const alertsShape = {\n  severity: z.enum(["minor", "major", "critical"]),\n  limit: z.number().int().optional(),\n};\n`,
      "src/server.ts": `${MCP_HEADER}import { alertsShape } from "./schemas/alerts.js";

const server = new McpServer({ name: "alerts", version: "1.0.0" });

server.tool("list_alerts", "List active alerts", alertsShape, { readOnlyHint: true }, async ({ severity, limit }) => {
  const res = await fetch(\`https://alerts.example.com/api/alerts?severity=\${severity}&limit=\${limit ?? 20}\`);
  if (!res.ok) {
    return { isError: true, content: [{ type: "text", text: \`Listing \${severity} alerts failed (HTTP \${res.status}).\` }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
});
`,
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // no-untrusted-error-message.md, Trusted: "An object put in a template (`` `Failed: ${errorResult}` `` of a helper that returns an object literal on every path): it shows as `[object Object]`"
  it("an imported helper's object result put in a template is [object Object]", async () => {
    const files = {
      "src/lib/failures.ts": `export function buildFailure(error: unknown, tool: string) {
  if (error instanceof Error) return { tool, reason: error.message, retryable: false };
  return { tool, reason: String(error), retryable: false };
}
`,
      "src/server.ts": getIssueServer(`import { buildFailure } from "./lib/failures.js";`, '`Failed: ${buildFailure(error, "get_issue")}`'),
    };
    await expectNone(rule, files, "src/server.ts", { rules: UNKNOWN });
  });

  // configuration.md: "a collection of constants a module exports (`export const ALL_TOOLSET_IDS = new Set(...)`), where a tool checks the agent's input against it ...: after the check the input is one of the server's own constants"
  const REGISTRY = (extra = ""): string => `export const TOOLSET_DEFINITIONS = [
  { id: "issues", description: "Issues and comments" },
  { id: "pulls", description: "Pull requests" },
  { id: "actions", description: "Workflow runs" },
];

export const ALL_TOOLSET_IDS = new Set<string>(TOOLSET_DEFINITIONS.map((d) => d.id));
${extra}`;
  const TOOLSET_SERVER = `${MCP_HEADER}import { ALL_TOOLSET_IDS } from "./tools/registry.js";

const server = new McpServer({ name: "github", version: "1.0.0" });
const enabled = new Set<string>();

server.registerTool("enable_toolset", { inputSchema: { category: z.string() } }, async ({ category }) => {
  if (!ALL_TOOLSET_IDS.has(category)) {
    return { isError: true, content: [{ type: "text", text: "Unknown toolset. Call list_toolsets for the valid ids." }] };
  }
  if (enabled.has(category)) {
    return { isError: true, content: [{ type: "text", text: \`Toolset \${category} is already enabled.\` }] };
  }
  enabled.add(category);
  return { content: [{ type: "text", text: \`Enabled \${category}.\` }] };
});
`;
  it("input checked against an imported constant Set is the server's constant", async () => {
    const files = { "src/tools/registry.ts": REGISTRY(), "src/server.ts": TOOLSET_SERVER };
    await expectNone(rule, files, "src/server.ts");
  });

  // no-untrusted-error-message.md: "A set the code `add`s to ..., in the file or in the module that exports it, pins nothing."
  it("an imported Set that its module adds to pins nothing", async () => {
    const files = {
      "src/tools/registry.ts": REGISTRY(`\nexport function registerToolset(id: string): void {\n  ALL_TOOLSET_IDS.add(id);\n}\n`),
      "src/server.ts": TOOLSET_SERVER,
    };
    await expectReport(rule, files, "src/server.ts", "Toolset ${category} is already enabled.");
  });
});

// =========================================================================================================
describe("no-untrusted-error-message: imported modules (CommonJS as tsc emits it and as people write it)", () => {
  const rule = "no-untrusted-error-message";

  // configuration.md: "`const errors_1 = require("./errors.js")` ... called as `(0, errors_1.format)(e)`" and "in the module `exports.format = format`"
  it("require + (0, errors_js_1.formatError)(error) with exports.formatError = formatError is reported", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": CJS_VERBOSE_FORMATTER,
      "cjs/server.js": cjsGetIssueServer(`const errors_js_1 = require("./errors.js");`, "(0, errors_js_1.formatError)(error)"),
    };
    await expectReport(rule, files, "cjs/server.js", "(0, errors_js_1.formatError)(error)");
  });

  // configuration.md: "(also in `__importStar(...)`/`__importDefault(...)`)" — __importStar
  it("__importStar(require(...)) then errors.formatError(error) is reported", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": CJS_VERBOSE_FORMATTER,
      "cjs/server.js": cjsGetIssueServer(`const errors = __importStar(require("./errors.js"));`, "errors.formatError(error)", TSC_IMPORT_STAR),
    };
    await expectReport(rule, files, "cjs/server.js", "text: errors.formatError(error)");
  });

  // configuration.md: "(also in `__importStar(...)`/`__importDefault(...)`)" — __importDefault with exports.default
  it("__importDefault(require(...)) then (0, format_error_js_1.default)(error) is reported", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/format-error.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = formatError;
function formatError(error) {
    return error instanceof Error ? error.message : String(error);
}
`,
      "cjs/server.js": cjsGetIssueServer(`const format_error_js_1 = __importDefault(require("./format-error.js"));`, "(0, format_error_js_1.default)(error)", TSC_IMPORT_DEFAULT),
    };
    await expectReport(rule, files, "cjs/server.js", "(0, format_error_js_1.default)(error)");
  });

  // configuration.md: "`const { format } = require("./errors")`, and in the module ... `module.exports = { format }`"
  it("const { formatError } = require(\"./errors\") with module.exports = { formatError } is reported", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": `function formatError(error) {
  if (error && error.message) return "Tracker error: " + error.message;
  return "Tracker error: " + String(error);
}

module.exports = { formatError };
`,
      "cjs/server.js": `const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");
const { formatError } = require("./errors");

const server = new McpServer({ name: "issues", version: "1.0.0" });

server.registerTool("get_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch("https://tracker.example.com/api/issues/" + encodeURIComponent(id));
    return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: formatError(error) }] };
  }
});

module.exports = { server };
`,
    };
    await expectReport(rule, files, "cjs/server.js", "text: formatError(error)");
  });

  // configuration.md: "a re-export's `Object.defineProperty(exports, "format", { get })`"
  it("a tsc re-export barrel with Object.defineProperty(exports, ..., { get }) is followed", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/lib/format.js": CJS_VERBOSE_FORMATTER,
      "cjs/lib/index.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatError = void 0;
var format_js_1 = require("./format.js");
Object.defineProperty(exports, "formatError", { enumerable: true, get: function () { return format_js_1.formatError; } });
`,
      "cjs/server.js": cjsGetIssueServer(`const index_js_1 = require("./lib/index.js");`, "(0, index_js_1.formatError)(error)"),
    };
    await expectReport(rule, files, "cjs/server.js", "(0, index_js_1.formatError)(error)");
  });

  // configuration.md: "and `__exportStar(require("./errors"), exports)`"
  it("a tsc export-star barrel (__exportStar(require(...), exports)) is followed", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/lib/format.js": CJS_VERBOSE_FORMATTER,
      "cjs/lib/index.js": `"use strict";
${TSC_CREATE_BINDING}
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
__exportStar(require("./format.js"), exports);
`,
      "cjs/server.js": cjsGetIssueServer(`const lib_1 = require("./lib");`, "(0, lib_1.formatError)(error)"),
    };
    await expectReport(rule, files, "cjs/server.js", "(0, lib_1.formatError)(error)");
  });

  // configuration.md: exports of a const arrow as tsc emits them (`exports.formatError = void 0; ... exports.formatError = formatError;`) — "`exports.format = format`"
  it("a tsc-emitted const arrow export (void 0 first) is followed", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatError = void 0;
const formatError = (error) => (error instanceof Error ? error.message : String(error));
exports.formatError = formatError;
`,
      "cjs/server.js": cjsGetIssueServer(`const errors_js_1 = require("./errors.js");`, "(0, errors_js_1.formatError)(error)"),
    };
    await expectReport(rule, files, "cjs/server.js", "(0, errors_js_1.formatError)(error)");
  });

  // configuration.md: "Set `readImportedModules: false` to analyse each file alone." (CommonJS)
  it("the tsc CommonJS formatter with readImportedModules: false is not reported", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": CJS_VERBOSE_FORMATTER,
      "cjs/server.js": cjsGetIssueServer(`const errors_js_1 = require("./errors.js");`, "(0, errors_js_1.formatError)(error)"),
    };
    await expectNone(rule, files, "cjs/server.js", { extra: OFF });
  });

  const CJS_CONSTANT_FIRST = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatError = formatError;
function formatError(_error) {
    return "The tracker request failed.";
}
`;
  // negative control: a module that reassigns its export. configuration.md follows "in the module
  // `exports.format = format`"; here the module assigns exports.formatError a second time, unconditionally, with a
  // formatter that returns the error's message — the function the call reaches is that one.
  // DOC-REVIEW FIXED (decided): the rule read only the first `exports.formatError = formatError` (a constant) and trusted
  // the result. An export assigned more than once is now not followed: its value is unknown (reported by reportUnknown,
  // docs/configuration.md says so), rather than guessing which assignment a caller sees.
  it("exports.formatError reassigned to a verbose formatter is not trusted from the first assignment (reportUnknown)", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": `${CJS_CONSTANT_FIRST}exports.formatError = (error) => (error instanceof Error ? error.message : String(error));\n`,
      "cjs/server.js": cjsGetIssueServer(`const errors_js_1 = require("./errors.js");`, "(0, errors_js_1.formatError)(error)"),
    };
    await expectReport(rule, files, "cjs/server.js", "(0, errors_js_1.formatError)(error)", { rules: UNKNOWN });
  });

  // negative control: the same reassignment under a condition: the result is not known to be the constant (the
  // ESM `export let` twin above is reported by reportUnknown)
  // DOC-REVIEW FIXED: "reportUnknown ... every value the analysis cannot follow" / trusted means "text you control"; the rule trusts the first assignment's constant and ignores the conditional `exports.formatError = (error) => error.message`: no report with reportUnknown
  it("exports.formatError conditionally reassigned is not trusted from the first assignment (reportUnknown)", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": `${CJS_CONSTANT_FIRST}if (process.env.VERBOSE_ERRORS) {
    exports.formatError = (error) => (error instanceof Error ? error.message : String(error));
}
`,
      "cjs/server.js": cjsGetIssueServer(`const errors_js_1 = require("./errors.js");`, "(0, errors_js_1.formatError)(error)"),
    };
    await expectReport(rule, files, "cjs/server.js", "(0, errors_js_1.formatError)(error)", { rules: UNKNOWN });
  });

  // configuration.md (CommonJS self-catching helper): "whether an awaited helper catches its own failures ... a `catch` around it then holds local text at most"
  it("a catch around a required self-catching helper holds local text only", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/projects.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fetchProjectDetails = fetchProjectDetails;
async function fetchProjectDetails(projectId) {
    try {
        const res = await fetch(\`https://console.example.com/api/v2/projects/\${projectId}\`);
        if (!res.ok)
            return { error: "Project lookup failed." };
        const body = await res.json();
        return { project: body.project };
    }
    catch (error) {
        console.error("project lookup failed", error);
        return { error: "Project lookup failed." };
    }
}
`,
      "cjs/server.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const zod_1 = require("zod");
const projects_js_1 = require("./projects.js");
const server = new mcp_js_1.McpServer({ name: "neon", version: "1.0.0" });
server.registerTool("describe_project", { inputSchema: { projectId: zod_1.z.string() } }, async ({ projectId }) => {
    try {
        const details = await (0, projects_js_1.fetchProjectDetails)(projectId);
        return { content: [{ type: "text", text: JSON.stringify(details, null, 2) }] };
    }
    catch (error) {
        return { isError: true, content: [{ type: "text", text: \`Describing the project failed: \${error.message}\` }] };
    }
});
`,
    };
    await expectNone(rule, files, "cjs/server.js");
  });

  // negative control: a require inside a function. The documented forms are module-level bindings
  // (configuration.md: "`const errors_1 = require("./errors.js")` ... called as `(0, errors_1.format)(e)`");
  // a lazy require in the handler is not one of them (unknown: no report by the preset).
  it("a require inside the catch is not a documented form (negative control)", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": CJS_VERBOSE_FORMATTER,
      "cjs/server.js": cjsGetIssueServer("", `require("./errors.js").formatError(error)`),
    };
    await expectNone(rule, files, "cjs/server.js");
  });
});

// =========================================================================================================
describe("require-tool-error-result: imported modules", () => {
  const rule = "require-tool-error-result";

  const MCP_FORMAT = `export function formatErrorForMcpTool(error: unknown) {
  const message = error instanceof Error ? "The request failed." : "Unknown failure.";
  return { content: [{ type: "text" as const, text: message }] };
}
`;
  const SERVER_RETURNING = (call: string, imports: string): string => `${MCP_HEADER}${imports}

const server = new McpServer({ name: "issues", version: "1.0.0" });

server.registerTool("get_issue", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(\`https://tracker.example.com/api/issues/\${encodeURIComponent(id)}\`);
    return { content: [{ type: "text", text: JSON.stringify(await res.json(), null, 2) }] };
  } catch (error) {
    return ${call};
  }
});
`;

  // require-tool-error-result.md: "without types, with `readImportedModules` (the default): a call, on a failure path, of a helper of a module the file imports by a relative path that returns such a result on every path (`return formatErrorForMcpTool(error)` in a `catch`)"
  it("return formatErrorForMcpTool(error) of ./lib/errors.js in a catch is reported at the call", async () => {
    const files = {
      "src/lib/errors.ts": MCP_FORMAT,
      "src/server.ts": SERVER_RETURNING("formatErrorForMcpTool(error)", `import { formatErrorForMcpTool } from "./lib/errors.js";`),
    };
    await expectReport(rule, files, "src/server.ts", "return formatErrorForMcpTool(error)");
  });

  // configuration.md: "`false` analyses each file alone"
  it("the same with readImportedModules: false is not reported", async () => {
    const files = {
      "src/lib/errors.ts": MCP_FORMAT,
      "src/server.ts": SERVER_RETURNING("formatErrorForMcpTool(error)", `import { formatErrorForMcpTool } from "./lib/errors.js";`),
    };
    await expectNone(rule, files, "src/server.ts", { extra: OFF });
  });

  // same row: "that returns such a result on every path" — a helper with isError: true is fine
  it("an imported helper that returns isError: true is not reported", async () => {
    const files = {
      "src/lib/errors.ts": `export function formatErrorForMcpTool(error: unknown) {
  const message = error instanceof Error ? "The request failed." : "Unknown failure.";
  return { isError: true, content: [{ type: "text" as const, text: message }] };
}
`,
      "src/server.ts": SERVER_RETURNING("formatErrorForMcpTool(error)", `import { formatErrorForMcpTool } from "./lib/errors.js";`),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // same row: "on every path" — an imported helper with an isError branch is not such a helper
  it("an imported helper that returns isError: true on one of its paths is not reported", async () => {
    const files = {
      "src/lib/errors.ts": `export function toolResult(error: unknown, fallback: string) {
  if (error) return { isError: true, content: [{ type: "text" as const, text: "The request failed." }] };
  return { content: [{ type: "text" as const, text: fallback }] };
}
`,
      "src/server.ts": SERVER_RETURNING(`toolResult(error, "No issue.")`, `import { toolResult } from "./lib/errors.js";`),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // same row, CommonJS form of configuration.md: "`(0, errors_1.format)(e)`"
  it("return (0, errors_js_1.formatErrorForMcpTool)(error) in tsc CommonJS is reported", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/errors.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatErrorForMcpTool = formatErrorForMcpTool;
function formatErrorForMcpTool(error) {
    const message = error instanceof Error ? "The request failed." : "Unknown failure.";
    return { content: [{ type: "text", text: message }] };
}
`,
      "cjs/server.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const zod_1 = require("zod");
const errors_js_1 = require("./errors.js");
const server = new mcp_js_1.McpServer({ name: "issues", version: "1.0.0" });
server.registerTool("get_issue", { inputSchema: { id: zod_1.z.string() } }, async ({ id }) => {
    try {
        const res = await fetch(\`https://tracker.example.com/api/issues/\${encodeURIComponent(id)}\`);
        return { content: [{ type: "text", text: JSON.stringify(await res.json(), null, 2) }] };
    }
    catch (error) {
        return (0, errors_js_1.formatErrorForMcpTool)(error);
    }
});
`,
    };
    await expectReport(rule, files, "cjs/server.js", "return (0, errors_js_1.formatErrorForMcpTool)(error)");
  });

  // require-tool-error-result.md: "the function a factory of the file returns, registered in its place (`server.registerTool("jira_get", config, createReadHandler("GET", handleGet))`)" + the imported-helper row
  it("a factory of the file whose handler's catch returns an imported success-shaped helper is reported", async () => {
    const files = {
      "src/lib/errors.ts": MCP_FORMAT,
      "src/jira.ts": `export async function handleGet(args: { path: string }): Promise<unknown> {
  const res = await fetch(\`https://jira.example.com/rest/api/3/\${args.path}\`);
  return res.json();
}
`,
      "src/server.ts": `${MCP_HEADER}import { formatErrorForMcpTool } from "./lib/errors.js";
import { handleGet } from "./jira.js";

type Handler = (args: { path: string }) => Promise<unknown>;

function createReadHandler(method: "GET" | "HEAD", handler: Handler) {
  return async (args: { path: string }) => {
    try {
      const data = await handler(args);
      return { content: [{ type: "text" as const, text: JSON.stringify({ method, data }, null, 2) }] };
    } catch (error) {
      return formatErrorForMcpTool(error);
    }
  };
}

const server = new McpServer({ name: "jira", version: "1.0.0" });

server.registerTool("jira_get", { inputSchema: { path: z.string() } }, createReadHandler("GET", handleGet));
`,
    };
    await expectReport(rule, files, "src/server.ts", "return formatErrorForMcpTool(error)");
  });

  const CONTEXT_HELPER = `const API = "https://context.example.com/api";

export async function fetchLibraryContext(libraryId: string): Promise<{ data: string }> {
  try {
    const response = await fetch(\`\${API}/context?libraryId=\${encodeURIComponent(libraryId)}\`);
    if (!response.ok) return { data: \`Request failed with status \${response.status}\` };
    return { data: await response.text() };
  } catch (error) {
    return { data: "Error fetching library context. Please try again later." };
  }
}
`;
  // require-tool-error-result.md: "a success-looking result whose text is a field of what a data helper returned (`text: response.data` ...) ... The helper is a function of the file, of a module the file imports by a relative path"
  it("text: response.data of an imported data helper that hides its failures is reported (context7)", async () => {
    const files = {
      "src/lib/context.ts": CONTEXT_HELPER,
      "src/server.ts": `${MCP_HEADER}import { fetchLibraryContext } from "./lib/context.js";

const server = new McpServer({ name: "context", version: "1.0.0" });

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "text: response.data");
  });

  // same row: "also `const { data } = ...`" and "also copied into a `const` first"
  it("const { data } = await importedHelper(...) is reported", async () => {
    const files = {
      "src/lib/context.ts": CONTEXT_HELPER,
      "src/server.ts": `${MCP_HEADER}import { fetchLibraryContext } from "./lib/context.js";

const server = new McpServer({ name: "context", version: "1.0.0" });

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const { data } = await fetchLibraryContext(libraryId);
  const docs = data;
  return { content: [{ type: "text", text: docs }] };
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "text: docs");
  });

  const RUNS_HELPER = `export async function listRuns(args: { workflow: string }) {
  try {
    const res = await fetch(\`https://ci.example.com/api/workflows/\${args.workflow}/runs\`);
    const body = await res.json();
    return { success: true, runs: body.runs };
  } catch (e) {
    return { success: false, error: (e as Error).message };
  }
}
`;
  // same row: "or whose text is the helper's whole result serialized (`JSON.stringify(result, null, 2)`), where the helper returns an error text on a failure path (`return { success: false, error: e.message }`...)"
  it("JSON.stringify(result, null, 2) of an imported helper returning { success: false, error } is reported", async () => {
    const files = {
      "src/lib/runs.ts": RUNS_HELPER,
      "src/server.ts": `${MCP_HEADER}import { listRuns } from "./lib/runs.js";

const server = new McpServer({ name: "ci", version: "1.0.0" });

server.registerTool("list_runs", { inputSchema: { workflow: z.string() } }, async (args) => {
  const result = await listRuns(args);
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "JSON.stringify(result, null, 2)");
  });

  // same row: "not when the handler tests the helper's result first (..., `if (!result.success)`)"
  it("the serialized imported result after if (!result.success) is not reported", async () => {
    const files = {
      "src/lib/runs.ts": RUNS_HELPER,
      "src/server.ts": `${MCP_HEADER}import { listRuns } from "./lib/runs.js";

const server = new McpServer({ name: "ci", version: "1.0.0" });

server.registerTool("list_runs", { inputSchema: { workflow: z.string() } }, async (args) => {
  const result = await listRuns(args);
  if (!result.success) {
    return { isError: true, content: [{ type: "text", text: "Listing the runs failed." }] };
  }
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
});
`,
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // same row: "nor for a field its failures leave empty (`results: []`)"
  it("a field the imported helper's failures leave empty is not reported", async () => {
    const files = {
      "src/lib/search.ts": `export async function searchDocs(query: string) {
  try {
    const res = await fetch(\`https://docs.example.com/search?q=\${encodeURIComponent(query)}\`);
    const body = await res.json();
    return { results: body.results as string[], error: undefined };
  } catch (error) {
    return { results: [] as string[], error: "Search failed." };
  }
}
`,
      "src/server.ts": `${MCP_HEADER}import { searchDocs } from "./lib/search.js";

const server = new McpServer({ name: "docs", version: "1.0.0" });

server.registerTool("search_docs", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const response = await searchDocs(query);
  return { content: [{ type: "text", text: response.results.join("\\n") }] };
});
`,
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // same row: "or for a registration wrapper's parameter (`handler(args)` in `function createHandler(name, schema, handler)`), the functions the wrapper's calls in the file pass it" — here an imported one
  // DOC-REVIEW FIXED: the row lists the helper as "a function of the file, of a module the file imports by a relative path, ... or for a registration wrapper's parameter ..., the functions the wrapper's calls in the file pass it"; with `listRuns` declared in the file the wrapper's JSON.stringify(result, null, 2) is reported, with the same `listRuns` imported from ./lib/runs.js and passed to createHandler nothing is reported
  it("a registration wrapper's handler parameter bound to an imported data helper is reported", async () => {
    const files = {
      "src/lib/runs.ts": RUNS_HELPER,
      "src/server.ts": `${MCP_HEADER}import { listRuns } from "./lib/runs.js";

const server = new McpServer({ name: "ci", version: "1.0.0" });

function createHandler(name: string, schema: Record<string, z.ZodTypeAny>, handler: (args: any) => Promise<unknown>): void {
  server.registerTool(name, { inputSchema: schema }, async (args) => {
    const result = await handler(args);
    return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
  });
}

createHandler("list_runs", { workflow: z.string() }, listRuns);
`,
    };
    await expectReport(rule, files, "src/server.ts", "JSON.stringify(result, null, 2)");
  });

  // same row ("of a module the file imports by a relative path") with configuration.md's "`const { format } = require("./errors")` ... `module.exports = { format }`"
  it("text: response.data of a required data helper (module.exports = { ... }) is reported", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/context.js": `const API = "https://context.example.com/api";

async function fetchLibraryContext(libraryId) {
  try {
    const response = await fetch(\`\${API}/context?libraryId=\${encodeURIComponent(libraryId)}\`);
    if (!response.ok) return { data: \`Request failed with status \${response.status}\` };
    return { data: await response.text() };
  } catch (error) {
    return { data: "Error fetching library context. Please try again later." };
  }
}

module.exports = { fetchLibraryContext };
`,
      "cjs/server.js": `const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");
const { fetchLibraryContext } = require("./context");

const server = new McpServer({ name: "context", version: "1.0.0" });

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`,
    };
    await expectReport(rule, files, "cjs/server.js", "text: response.data");
  });

  // configuration.md: "Set `readImportedModules: false` to analyse each file alone." — the data helper is then not read
  it("the imported data helper with readImportedModules: false is not reported", async () => {
    const files = {
      "src/lib/context.ts": CONTEXT_HELPER,
      "src/server.ts": `${MCP_HEADER}import { fetchLibraryContext } from "./lib/context.js";

const server = new McpServer({ name: "context", version: "1.0.0" });

server.registerTool("query-docs", { inputSchema: { libraryId: z.string() } }, async ({ libraryId }) => {
  const response = await fetchLibraryContext(libraryId);
  return { content: [{ type: "text", text: response.data }] };
});
`,
    };
    await expectNone(rule, files, "src/server.ts", { extra: OFF });
  });
});

// =========================================================================================================
describe("no-empty-catch-fallback: imported modules", () => {
  const rule = "no-empty-catch-fallback";

  const SAFE = `export async function safeList<T>(promise: Promise<T[]>): Promise<T[]> {
  try {
    return await promise;
  } catch (error) {
    console.warn("list failed", error);
    return [];
  }
}
`;
  const API = `export const api = {
  async listIssues(org: string): Promise<unknown[]> {
    const res = await fetch(\`https://tracker.example.com/api/orgs/\${org}/issues\`);
    return res.json();
  },
};
`;
  const OVERVIEW = (imports: string): string => `${MCP_HEADER}${imports}

const server = new McpServer({ name: "tracker", version: "1.0.0" });

server.registerTool("org_overview", { inputSchema: { org: z.string() } }, async ({ org }) => {
  const issues = await safeList(api.listIssues(org));
  return { content: [{ type: "text", text: JSON.stringify({ org, issues }, null, 2) }] };
});
`;

  // no-empty-catch-fallback.md: "without types, the modules the file imports by a relative path, read from disk" — `await safeList(api.listIssues(org))` on a tool's path
  it("await safeList(api.listIssues(org)) of ./lib/safe.js is reported at the call", async () => {
    const files = { "src/lib/safe.ts": SAFE, "src/lib/api.ts": API, "src/server.ts": OVERVIEW(`import { safeList } from "./lib/safe.js";\nimport { api } from "./lib/api.js";`) };
    await expectReport(rule, files, "src/server.ts", "await safeList(api.listIssues(org))");
  });

  // no-empty-catch-fallback.md: "(off with `readImportedModules: false`)"
  it("the same with readImportedModules: false is not reported", async () => {
    const files = { "src/lib/safe.ts": SAFE, "src/lib/api.ts": API, "src/server.ts": OVERVIEW(`import { safeList } from "./lib/safe.js";\nimport { api } from "./lib/api.js";`) };
    await expectNone(rule, files, "src/server.ts", { extra: OFF });
  });

  // configuration.md: "Not read: packages" (negative control: the same safeList in a package)
  it("safeList of a package is not read (negative control)", async () => {
    const files = {
      "node_modules/@acme/safe/package.json": JSON.stringify({ name: "@acme/safe", type: "module", main: "index.js" }),
      "node_modules/@acme/safe/index.js": `export async function safeList(promise) {\n  try {\n    return await promise;\n  } catch (error) {\n    return [];\n  }\n}\n`,
      "src/lib/api.ts": API,
      "src/server.ts": OVERVIEW(`import { safeList } from "@acme/safe";\nimport { api } from "./lib/api.js";`),
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // configuration.md: CommonJS "`const { format } = require("./errors")`, ... `module.exports = { format }`" applied to no-empty-catch-fallback's imported helper
  it("a required safeList (module.exports = { safeList }) is reported", async () => {
    const files = {
      "cjs/package.json": CJS_PACKAGE,
      "cjs/safe.js": `async function safeList(promise) {
  try {
    return await promise;
  } catch (error) {
    console.warn("list failed", error);
    return [];
  }
}

module.exports = { safeList };
`,
      "cjs/server.js": `const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");
const { safeList } = require("./safe");

const server = new McpServer({ name: "tracker", version: "1.0.0" });

async function listIssues(org) {
  const res = await fetch(\`https://tracker.example.com/api/orgs/\${org}/issues\`);
  return res.json();
}

server.registerTool("org_overview", { inputSchema: { org: z.string() } }, async ({ org }) => {
  const issues = await safeList(listIssues(org));
  return { content: [{ type: "text", text: JSON.stringify({ org, issues }, null, 2) }] };
});
`,
    };
    await expectReport(rule, files, "cjs/server.js", "await safeList(listIssues(org))");
  });

  // no-empty-catch-fallback.md: "a parameter echoed beside the empty data only labels it (`{ query, results: [] }`...)" — in an imported helper on a tool's path
  it("an imported helper returning { query, results: [] } from its catch is reported at the call", async () => {
    const files = {
      "src/lib/search.ts": `export async function searchDocs(query: string) {
  try {
    const res = await fetch(\`https://docs.example.com/search?q=\${encodeURIComponent(query)}\`);
    const body = await res.json();
    return { query, results: body.hits as string[] };
  } catch (error) {
    console.error("search failed", error);
    return { query, results: [] };
  }
}
`,
      "src/server.ts": `${MCP_HEADER}import { searchDocs } from "./lib/search.js";

const server = new McpServer({ name: "docs", version: "1.0.0" });

server.registerTool("search_docs", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const page = await searchDocs(query);
  return { content: [{ type: "text", text: JSON.stringify(page, null, 2) }] };
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "await searchDocs(query)");
  });

  // no-empty-catch-fallback.md: "also once per item of an input list (`queries.map((query) => ({ query, results: [] }))`)" — in an imported helper
  it("an imported helper returning queries.map((query) => ({ query, results: [] })) from its catch is reported", async () => {
    const files = {
      "src/lib/search.ts": `export async function searchMany(queries: string[]) {
  try {
    const res = await fetch("https://docs.example.com/batch-search", { method: "POST", body: JSON.stringify({ queries }) });
    const body = await res.json();
    return body.pages as { query: string; results: string[] }[];
  } catch (error) {
    console.error("batch search failed", error);
    return queries.map((query) => ({ query, results: [] }));
  }
}
`,
      "src/server.ts": `${MCP_HEADER}import { searchMany } from "./lib/search.js";

const server = new McpServer({ name: "docs", version: "1.0.0" });

server.registerTool("search_many", { inputSchema: { queries: z.array(z.string()) } }, async ({ queries }) => {
  const pages = await searchMany(queries);
  return { content: [{ type: "text", text: JSON.stringify(pages, null, 2) }] };
});
`,
    };
    await expectReport(rule, files, "src/server.ts", "await searchMany(queries)");
  });

  // no-empty-catch-fallback.md: "A failure handler must rethrow, or return an error response the agent can recognise (`{ error }`, ...)" — the imported helper's catch returns the empty page with an error beside it
  it("an imported helper returning { query, results: [], error } from its catch is not reported", async () => {
    const files = {
      "src/lib/search.ts": `export async function searchDocs(query: string) {
  try {
    const res = await fetch(\`https://docs.example.com/search?q=\${encodeURIComponent(query)}\`);
    const body = await res.json();
    return { query, results: body.hits as string[] };
  } catch (error) {
    console.error("search failed", error);
    return { query, results: [], error: "The docs search failed." };
  }
}
`,
      "src/server.ts": `${MCP_HEADER}import { searchDocs } from "./lib/search.js";

const server = new McpServer({ name: "docs", version: "1.0.0" });

server.registerTool("search_docs", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const page = await searchDocs(query);
  if ("error" in page) return { isError: true, content: [{ type: "text", text: page.error ?? "The docs search failed." }] };
  return { content: [{ type: "text", text: JSON.stringify(page, null, 2) }] };
});
`,
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // no-empty-catch-fallback.md: "The helper is judged as a handler of this file would be: a helper that narrows the error first (`if (error instanceof UserInputError) return []; throw error;`) is not reported"
  it("an imported helper that narrows the error before returning [] is not reported", async () => {
    const files = {
      "src/lib/safe.ts": `export class NotFoundError extends Error {}

export async function listOrEmpty<T>(promise: Promise<T[]>): Promise<T[]> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof NotFoundError) return [];
    throw error;
  }
}
`,
      "src/lib/api.ts": API,
      "src/server.ts": `${MCP_HEADER}import { listOrEmpty } from "./lib/safe.js";
import { api } from "./lib/api.js";

const server = new McpServer({ name: "tracker", version: "1.0.0" });

server.registerTool("org_overview", { inputSchema: { org: z.string() } }, async ({ org }) => {
  const issues = await listOrEmpty(api.listIssues(org));
  return { content: [{ type: "text", text: JSON.stringify({ org, issues }, null, 2) }] };
});
`,
    };
    await expectNone(rule, files, "src/server.ts");
  });

  // no-empty-catch-fallback.md: "...nor a call whose value is not used"
  it("a call of the imported safeList whose value is not used is not reported", async () => {
    const files = {
      "src/lib/safe.ts": SAFE,
      "src/lib/api.ts": API,
      "src/server.ts": `${MCP_HEADER}import { safeList } from "./lib/safe.js";
import { api } from "./lib/api.js";

const server = new McpServer({ name: "tracker", version: "1.0.0" });

server.registerTool("warm_cache", { inputSchema: { org: z.string() } }, async ({ org }) => {
  await safeList(api.listIssues(org));
  return { content: [{ type: "text", text: "Cache warmed." }] };
});
`,
    };
    await expectNone(rule, files, "src/server.ts");
  });
});
