// Adversarial cases for no-deprecated-error-wrapper, written against docs/rules/no-deprecated-error-wrapper.md
// only (black box, by a reviewer who did not read the implementation). The bugs it found are fixed; their
// cases stay here as regression tests.
import { Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-deprecated-error-wrapper.js";
import { untypedRuleTester } from "../helpers.js";

const ruleTester = untypedRuleTester();

const IMP = `import { withApiErrorHandling } from "./compat.js";\n`;

/** A fixable use: pass 1 unwraps, pass 2 removes the now-unused import. */
function unwrapOutput(after: string): string[] {
  return [IMP + after, after];
}

const ACME_ADD = {
  "agent-errors": {
    deprecatedWrappers: {
      add: [{ name: "withRetry", from: "@acme/resilience", replacement: "use the client's built-in retries", fix: "unwrap" }],
    },
  },
};

const ACME_REPLACE = {
  "agent-errors": {
    deprecatedWrappers: [
      { name: "withRetry", from: "@acme/*", replacement: "use the client's built-in retries", fix: "unwrap" },
    ],
  },
};

ruleTester.run("no-deprecated-error-wrapper (adversarial)", rule, {
  valid: [
    {
      name: "same-named local function (doc example)",
      code: `async function withApiErrorHandling<T>(fn: () => Promise<T>) { return fn(); }\nconst r = await withApiErrorHandling(() => api.get());`,
    },
    {
      name: "defining module: definition, own uses and local export",
      code: `export async function withApiErrorHandling(fn: () => unknown) { return fn(); }\nexport const get = () => withApiErrorHandling(() => api.get());\nexport { withApiErrorHandling as guard };`,
    },
    {
      name: "properties of unrelated objects, this and optional member",
      code: `legacy.withApiErrorHandling(() => 1);\nlegacy?.wrapAgentToolExecute(run);\nclass A { withApiErrorHandling() { return 1; } run() { return this.withApiErrorHandling(); } }`,
    },
    {
      name: "undeclared global with the wrapper's name is not an import",
      code: `const r = await withApiErrorHandling(() => api.get());`,
    },
    {
      name: "default import that happens to be named like the wrapper (exported name is `default`)",
      code: `import withApiErrorHandling from "./compat.js";\nconst r = await withApiErrorHandling(() => api.get());`,
    },
    {
      name: "re-export of another binding under the wrapper's name",
      code: `export { somethingElse as withApiErrorHandling } from "./compat.js";`,
    },
    {
      name: "a shadowed `require` parameter is not CommonJS require",
      code: `export function load(require: (m: string) => any) {\n  const { withApiErrorHandling } = require("./compat.js");\n  return withApiErrorHandling(() => 1);\n}`,
    },
    {
      name: "destructured parameter with the wrapper's name",
      code: `export function f({ withApiErrorHandling }: any) { return withApiErrorHandling(() => 1); }`,
    },
    {
      name: "namespace import whose wrapper member is never touched",
      code: `import * as compat from "./compat.js";\ncompat.other();`,
    },
    {
      name: "settings: a replacing list drops the default wrappers",
      code: `import { withApiErrorHandling } from "./compat.js";\nconst r = await withApiErrorHandling(() => api.get());`,
      settings: ACME_REPLACE,
    },
    {
      name: "settings: `from` mismatch is not the wrapper",
      code: `import { withRetry } from "@other/resilience";\nconst r = await withRetry(() => client.get());`,
      settings: ACME_ADD,
    },
    {
      name: "settings: `*` matches within one path segment only",
      code: `import { withRetry } from "@acme/resilience/extra";\nconst r = await withRetry(() => client.get());`,
      settings: ACME_REPLACE,
    },
    {
      name: "settings: an empty list disables the rule's wrappers",
      code: `import { withApiErrorHandling } from "./compat.js";\nconst r = await withApiErrorHandling(() => api.get());\nexport { wrapAgentToolExecute } from "./compat.js";`,
      settings: { "agent-errors": { deprecatedWrappers: [] } },
    },
    {
      name: "settings: relative glob `from` (./legacy/*.js) must not match the bare package specifier legacy/retry.js",
      code: `import { withRetry } from "legacy/retry.js";\nexport const a = await withRetry(() => client.get());\n`,
      settings: { "agent-errors": { deprecatedWrappers: [{ name: "withRetry", from: "./legacy/*.js", replacement: "r", fix: "none" }] } },
    },
    {
      name: "namespace import shadowed by a parameter",
      code: `import * as compat from "./compat.js";\ncompat.other();\nexport function f(compat: any) { return compat.withApiErrorHandling(() => 1); }`,
    },
  ],
  invalid: [
    // ---------------------------------------------------------------- resolution / aliasing / shadowing
    {
      name: "aliased import copied into a variable: the reference to the import is reported",
      code: `import { withApiErrorHandling as guarded } from "./compat.js";\nconst g = guarded;\nconst r = await g(() => api.get());`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: null,
    },
    {
      name: "parameter shadows the import in a nested scope: the import itself is unused",
      code: `import { withApiErrorHandling } from "./compat.js";\nexport function f(withApiErrorHandling: any) {\n  return withApiErrorHandling(() => 1);\n}\n`,
      errors: [{ messageId: "unusedImport", line: 1 }],
      output: `export function f(withApiErrorHandling: any) {\n  return withApiErrorHandling(() => 1);\n}\n`,
    },
    {
      name: "block-scoped shadow is ignored, the outer use is reported (non-awaited: suggestion)",
      code: `import { withApiErrorHandling } from "./compat.js";\n{\n  const withApiErrorHandling = (fn: any) => fn();\n  withApiErrorHandling(() => 1);\n}\nwithApiErrorHandling(() => 2);\n`,
      errors: [
        {
          messageId: "deprecated",
          line: 6,
          suggestions: [
            {
              messageId: "unwrap",
              output: `import { withApiErrorHandling } from "./compat.js";\n{\n  const withApiErrorHandling = (fn: any) => fn();\n  withApiErrorHandling(() => 1);\n}\n2;\n`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "string-literal import name",
      code: `import { "withApiErrorHandling" as guarded } from "./compat.js";\nconst r = await guarded(() => api.get());`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: [
        `import { "withApiErrorHandling" as guarded } from "./compat.js";\nconst r = await api.get();`,
        `const r = await api.get();`,
      ],
    },
    {
      // Doc ambiguity: the table lists plain calls only; the rule treats optional calls conservatively.
      name: "optional call on the imported binding, awaited: suggestion (conservative)",
      code: `${IMP}const r = await withApiErrorHandling?.(() => api.get());`,
      errors: [
        { messageId: "deprecated", line: 2, suggestions: [{ messageId: "unwrap", output: `${IMP}const r = await api.get();` }] },
      ],
      output: null,
    },
    {
      name: "optional member on a namespace import, awaited: suggestion (conservative)",
      code: `import * as compat from "./compat.js";\nconst r = await compat?.withApiErrorHandling(() => api.get());`,
      errors: [
        {
          messageId: "deprecated",
          line: 2,
          suggestions: [{ messageId: "unwrap", output: `import * as compat from "./compat.js";\nconst r = await api.get();` }],
        },
      ],
      output: null,
    },
    {
      name: "computed string member on a namespace import",
      code: `import * as compat from "./compat.js";\nawait compat["withApiErrorHandling"](() => api.get());`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: `import * as compat from "./compat.js";\nawait api.get();`,
    },
    {
      name: "parenthesised callee",
      code: `${IMP}const r = await (withApiErrorHandling)(() => api.get());`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: unwrapOutput(`const r = await api.get();`),
    },
    // ---------------------------------------------------------------- require variants
    {
      name: "destructured aliased require, fixable use, then the require goes too",
      code: `const { withApiErrorHandling: guarded } = require("./compat.js");\nexport async function f() {\n  return await guarded(() => api.get());\n}\n`,
      errors: [{ messageId: "deprecated", line: 3 }],
      output: [
        `const { withApiErrorHandling: guarded } = require("./compat.js");\nexport async function f() {\n  return await api.get();\n}\n`,
        `export async function f() {\n  return await api.get();\n}\n`,
      ],
    },
    {
      name: "member require called directly",
      code: `const r = await require("./compat.js").withApiErrorHandling(() => api.get());`,
      errors: [{ messageId: "deprecated", line: 1 }],
      output: `const r = await api.get();`,
    },
    {
      // Doc ambiguity: "member require" is treated as a use (reported once, at the member expression), not
      // as an import binding whose later calls are reported and unwrapped like the destructured form.
      name: "member require stored in a variable: the member require itself is the reported use",
      code: `const guard = require("./compat.js").withApiErrorHandling;\nconst a = await guard(fetchIssue);\nconst b = await guard(api.list);`,
      errors: [{ messageId: "deprecated", line: 1 }],
      output: null,
    },
    {
      name: "destructured require with a default value; method reference is not fixable",
      code: `const { withApiErrorHandling = (fn: any) => fn() } = require("./compat.js");\nawait withApiErrorHandling(api.list);`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: null,
    },
    // ---------------------------------------------------------------- re-exports / exports of imports
    {
      name: "aliased re-export",
      code: `export { withApiErrorHandling as guardApiCall } from "./compat.js";`,
      errors: [{ messageId: "deprecatedReexport" }],
      output: null,
    },
    {
      name: "re-export as default and with string names",
      code: `export { wrapAgentToolExecute as default, "withApiErrorHandling" as "guard" } from "./compat.js";`,
      errors: [{ messageId: "deprecatedReexport" }, { messageId: "deprecatedReexport" }],
      output: null,
    },
    {
      name: "export of an imported binding is a use (and not an unused import)",
      code: `import { withApiErrorHandling as guarded } from "./compat.js";\nexport { guarded as withApiErrorHandling };`,
      errors: [{ messageId: "deprecatedReexport", line: 2 }],
      output: null,
    },
    {
      // The doc names no message ids; `export default x` gets the plain `deprecated` message.
      name: "export default of an imported binding is a use",
      code: `import { wrapAgentToolExecute } from "./compat.js";\nexport default wrapAgentToolExecute;`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: null,
    },
    {
      name: "shorthand property is a use, an object key is not",
      code: `import { withApiErrorHandling } from "./compat.js";\nexport const helpers = { withApiErrorHandling };\nexport const keys = { withApiErrorHandling: 1 };\n`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: null,
    },
    // ---------------------------------------------------------------- unused-import autofix
    {
      name: "unused import: declaration goes, header comment stays",
      code: `// Issue tools.\nimport { withApiErrorHandling } from "./compat.js";\nimport { api } from "./api.js";\n\nexport const x = api;\n`,
      errors: [{ messageId: "unusedImport", line: 2 }],
      output: `// Issue tools.\nimport { api } from "./api.js";\n\nexport const x = api;\n`,
    },
    {
      name: "unused import: object key only",
      code: `import { withApiErrorHandling } from "./compat.js";\nexport const o = { withApiErrorHandling: 1 };\n`,
      errors: [{ messageId: "unusedImport", line: 1 }],
      output: `export const o = { withApiErrorHandling: 1 };\n`,
    },
    {
      name: "unused import next to a default specifier",
      code: `import compat, { withApiErrorHandling } from "./compat.js";\ncompat();\n`,
      errors: [{ messageId: "unusedImport", line: 1 }],
      output: `import compat from "./compat.js";\ncompat();\n`,
    },
    {
      name: "two unused wrappers next to a default specifier",
      code: `import compat, { withApiErrorHandling, wrapAgentToolExecute } from "./compat.js";\ncompat();\n`,
      errors: [{ messageId: "unusedImport" }, { messageId: "unusedImport" }],
      output: [
        `import compat, { wrapAgentToolExecute } from "./compat.js";\ncompat();\n`,
        `import compat from "./compat.js";\ncompat();\n`,
      ],
    },
    {
      name: "unused import among other named specifiers",
      code: `import { other as o, withApiErrorHandling, more } from "./compat.js";\no(more);\n`,
      errors: [{ messageId: "unusedImport", line: 1 }],
      output: `import { other as o, more } from "./compat.js";\no(more);\n`,
    },
    {
      name: "unused import with CRLF line endings",
      code: `import { withApiErrorHandling } from "./compat.js";\r\nfoo();\r\n`,
      errors: [{ messageId: "unusedImport", line: 1 }],
      output: `foo();\r\n`,
    },
    // ---------------------------------------------------------------- unwrap autofix + precedence
    {
      name: "logical body is parenthesised after await",
      code: `${IMP}const r = await withApiErrorHandling(() => a || b);`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`const r = await (a || b);`),
    },
    {
      name: "conditional body with a pure ctx",
      code: `${IMP}const r = await withApiErrorHandling(() => ok ? api.get() : api.list(), { operation: "get" });`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`const r = await (ok ? api.get() : api.list());`),
    },
    {
      name: "sequence body keeps its parentheses",
      code: `${IMP}await withApiErrorHandling(() => (track(), api.get()));`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`await (track(), api.get());`),
    },
    {
      name: "await inside unary and member access",
      code: `${IMP}const ok = !(await withApiErrorHandling(() => api.has())) && (await withApiErrorHandling(() => a ?? b)).length;`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }],
      output: unwrapOutput(`const ok = !(await api.has()) && (await (a ?? b)).length;`),
    },
    {
      name: "template literal and conditional test",
      code: `${IMP}const s = \`\${await withApiErrorHandling(() => a ?? b)}\`;\nconst v = (await withApiErrorHandling(() => x)) ? 1 : 2;`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }],
      output: unwrapOutput(`const s = \`\${await (a ?? b)}\`;\nconst v = (await x) ? 1 : 2;`),
    },
    {
      name: "`as` and `satisfies` bodies are parenthesised after await",
      code: `${IMP}const v = await withApiErrorHandling(() => api.get() as Promise<Issue>);\nconst w = await withApiErrorHandling(() => api.get() satisfies Promise<Issue>);`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }],
      output: unwrapOutput(`const v = await (api.get() as Promise<Issue>);\nconst w = await (api.get() satisfies Promise<Issue>);`),
    },
    {
      name: "assignment body is parenthesised after await",
      code: `${IMP}let last;\nawait withApiErrorHandling(() => last = api.get());`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`let last;\nawait (last = api.get());`),
    },
    {
      name: "not awaited, `.then` member: suggestion keeps the logical body parenthesised",
      code: `${IMP}await withApiErrorHandling(() => a || b).then(f);`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [{ messageId: "unwrap", output: `${IMP}await (a || b).then(f);` }],
        },
      ],
      output: null,
    },
    {
      name: "not awaited at statement start: object literal body keeps its parentheses",
      code: `${IMP}withApiErrorHandling(() => ({ ok: true })).then(log);`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [{ messageId: "unwrap", output: `${IMP}({ ok: true }).then(log);` }],
        },
      ],
      output: null,
    },
    {
      name: "not awaited in an arrow body: object literal body keeps its parentheses",
      code: `${IMP}export const g = () => withApiErrorHandling(() => ({ ok: true }));`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [{ messageId: "unwrap", output: `${IMP}export const g = () => ({ ok: true });` }],
        },
      ],
      output: null,
    },
    {
      name: "not awaited as an argument: sequence body keeps its parentheses",
      code: `${IMP}log(withApiErrorHandling(() => (a, b)));`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [{ messageId: "unwrap", output: `${IMP}log((a, b));` }],
        },
      ],
      output: null,
    },
    {
      name: "awaited in an async arrow body",
      code: `${IMP}export const f = async () => await withApiErrorHandling(() => a || b);`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`export const f = async () => await (a || b);`),
    },
    {
      name: "async callback with await, returned from a NON-async function: unwrapping would put await in a non-async function",
      code: `${IMP}export function f() {\n  return withApiErrorHandling(async () => await api.get());\n}`,
      errors: [{ messageId: "deprecated" }],
      output: null,
    },
    {
      name: "identifier callback with a pure ctx",
      code: `${IMP}const r = await withApiErrorHandling(fetchIssue, { operation: "getIssue" });`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`const r = await fetchIssue();`),
    },
    {
      name: "single-return block body with CRLF",
      code: `import { withApiErrorHandling } from "./compat.js";\r\nconst r = await withApiErrorHandling(() => {\r\n  return api.get();\r\n});\r\n`,
      errors: [{ messageId: "deprecated" }],
      output: [
        `import { withApiErrorHandling } from "./compat.js";\r\nconst r = await api.get();\r\n`,
        `const r = await api.get();\r\n`,
      ],
    },
    {
      name: "no fix: ctx with side effects (call inside the object)",
      code: `${IMP}const r = await withApiErrorHandling(() => api.get(), { operation: nextOperation() });`,
      errors: [{ messageId: "deprecated" }],
      output: null,
    },
    {
      name: "no fix: ctx is a call",
      code: `${IMP}const r = await withApiErrorHandling(() => api.get(), makeCtx());`,
      errors: [{ messageId: "deprecated" }],
      output: null,
    },
    {
      name: "no fix: method reference, callback with parameters, multi-statement block",
      code: `${IMP}const a = await withApiErrorHandling(api.list);\nconst b = await withApiErrorHandling((x) => x);\nconst c = await withApiErrorHandling(() => {\n  const v = 1;\n  return v;\n});`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }, { messageId: "deprecated" }],
      output: null,
    },
    {
      name: "no fix: function-expression callback using `this` / `arguments`",
      code: `${IMP}export class S {\n  async run() {\n    const a = await withApiErrorHandling(function (this: any) { return this.api.get(); });\n    const b = await withApiErrorHandling(function () { return arguments.length; });\n    return [a, b];\n  }\n}`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }],
      output: null,
    },
    {
      name: "arrow callback using lexical `this` is fixable",
      code: `${IMP}export class S {\n  async run() {\n    return await withApiErrorHandling(() => this.api.get());\n  }\n}`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`export class S {\n  async run() {\n    return await this.api.get();\n  }\n}`),
    },
    {
      name: "no fix: comments the fix would drop (after =>, in block, before ctx, after callee, after body)",
      code: `${IMP}const a = await withApiErrorHandling(() => /* cached */ api.get());\nconst b = await withApiErrorHandling(() => {\n  // fetch\n  return api.get();\n});\nconst c = await withApiErrorHandling(() => api.get(), /* ctx */ { operation: "get" });\nconst d = await withApiErrorHandling /* legacy */ (() => api.get());\nconst e = await withApiErrorHandling(() => api.get() /* why */);`,
      errors: [
        { messageId: "deprecated" },
        { messageId: "deprecated" },
        { messageId: "deprecated" },
        { messageId: "deprecated" },
        { messageId: "deprecated" },
      ],
      output: null,
    },
    {
      name: "comments inside the moved expression and outside the call survive",
      code: `${IMP}/* before */ const r = await withApiErrorHandling(() => api.get(/* id */ 1)); // after`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`/* before */ const r = await api.get(/* id */ 1); // after`),
    },
    // ---------------------------------------------------------------- return / try
    {
      name: "return in an async function outside a try",
      code: `${IMP}export async function f() {\n  return withApiErrorHandling(() => a || b);\n}`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`export async function f() {\n  return a || b;\n}`),
    },
    {
      name: "return inside a try: suggestion only",
      code: `${IMP}export async function f() {\n  try {\n    return withApiErrorHandling(() => api.get());\n  } catch {\n    return null;\n  }\n}`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [
            {
              messageId: "unwrap",
              output: `${IMP}export async function f() {\n  try {\n    return api.get();\n  } catch {\n    return null;\n  }\n}`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "return in an async arrow nested inside an outer function's try: the try is not this function's",
      code: `${IMP}export async function outer() {\n  try {\n    const load = async () => {\n      return withApiErrorHandling(() => api.get());\n    };\n    return await load();\n  } catch {\n    return null;\n  }\n}`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(
        `export async function outer() {\n  try {\n    const load = async () => {\n      return api.get();\n    };\n    return await load();\n  } catch {\n    return null;\n  }\n}`,
      ),
    },
    {
      name: "return in a non-async function: suggestion only",
      code: `${IMP}export function f() {\n  return withApiErrorHandling(() => api.get());\n}`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [{ messageId: "unwrap", output: `${IMP}export function f() {\n  return api.get();\n}` }],
        },
      ],
      output: null,
    },
    {
      name: "async arrow concise body is an implicit return in an async function",
      code: `${IMP}export const f = async () => withApiErrorHandling(() => a || b);`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`export const f = async () => a || b;`),
    },
    // ---------------------------------------------------------------- multiple / nested
    {
      name: "nested wrapper calls unwrap over several passes",
      code: `${IMP}const r = await withApiErrorHandling(() => withApiErrorHandling(() => api.get()));`,
      errors: [
        { messageId: "deprecated", column: 17 },
        {
          messageId: "deprecated",
          column: 44,
          suggestions: [{ messageId: "unwrap", output: `${IMP}const r = await withApiErrorHandling(() => api.get());` }],
        },
      ],
      output: [
        `${IMP}const r = await withApiErrorHandling(() => api.get());`,
        `${IMP}const r = await api.get();`,
        `const r = await api.get();`,
      ],
    },
    {
      name: "one fixable and one unfixable use: the import stays",
      code: `${IMP}const a = await withApiErrorHandling(() => api.a());\nconst b = await withApiErrorHandling(api.b);`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }],
      output: `${IMP}const a = await api.a();\nconst b = await withApiErrorHandling(api.b);`,
    },
    // ---------------------------------------------------------------- tool() + wrapAgentToolExecute
    {
      name: "tool() from ai: suggestion to agentTool, tool import dropped",
      code: `import { tool } from "ai";\nimport { wrapAgentToolExecute } from "../internal/compat.js";\n\nexport const t = tool({\n  description: "d",\n  execute: wrapAgentToolExecute(async (params) => api.getIssue(params)),\n});\n`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import { agentTool } from "../internal/compat.js";\n\nexport const t = agentTool({\n  description: "d",\n  execute: async (params) => api.getIssue(params),\n});\n`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "aliased tool used elsewhere: tool import kept, other ai specifiers kept",
      code: `import { generateText, tool as aiTool } from "ai";\nimport { wrapAgentToolExecute } from "./compat.js";\nexport const a = aiTool({ execute: wrapAgentToolExecute(run) });\nexport const b = aiTool({ execute: run });\ngenerateText();\n`,
      errors: [
        {
          messageId: "deprecated",
          line: 3,
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import { generateText, tool as aiTool } from "ai";\nimport { agentTool } from "./compat.js";\nexport const a = agentTool({ execute: run });\nexport const b = aiTool({ execute: run });\ngenerateText();\n`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "agentTool already imported: reused, one other ai specifier kept, the wrapper's import gone with its last use",
      code: `import { generateText, tool } from "ai";\nimport { agentTool, wrapAgentToolExecute } from "./compat.js";\nexport const a = agentTool({ execute: run });\nexport const b = tool({ execute: wrapAgentToolExecute(run) });\ngenerateText();\n`,
      errors: [
        {
          messageId: "deprecated",
          line: 4,
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import { generateText } from "ai";\nimport { agentTool } from "./compat.js";\nexport const a = agentTool({ execute: run });\nexport const b = agentTool({ execute: run });\ngenerateText();\n`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "tool() not from ai, and wrapAgentToolExecute outside tool(): report only",
      code: `import { tool } from "./my-tool.js";\nimport { wrapAgentToolExecute } from "./compat.js";\nexport const a = tool({ execute: wrapAgentToolExecute(run) });\nexport const e = wrapAgentToolExecute(run);\n`,
      errors: [
        { messageId: "deprecated", line: 3 },
        { messageId: "deprecated", line: 4 },
      ],
      output: null,
    },
    {
      name: "local `agentTool` already declared: a suggestion must not collide with it",
      code: `import { tool } from "ai";\nimport { wrapAgentToolExecute } from "./compat.js";\nconst agentTool = "not the boundary";\nexport const b = tool({ execute: wrapAgentToolExecute(run) });\nexport { agentTool };\n`,
      errors: [{ messageId: "deprecated", line: 4 }],
      output: null,
    },
    {
      name: "namespace-imported wrapper inside tool(): suggestion reuses the namespace import",
      code: `import { tool } from "ai";\nimport * as compat from "./compat.js";\nexport const b = tool({ execute: compat.wrapAgentToolExecute(run) });\n`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import * as compat from "./compat.js";\nexport const b = compat.agentTool({ execute: run });\n`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "two tool() uses: the first suggestion keeps the tool and wrapper imports the second still needs",
      code: `import { tool } from "ai";\nimport { wrapAgentToolExecute } from "./compat.js";\nexport const a = tool({ execute: wrapAgentToolExecute(runA) });\nexport const b = tool({ execute: wrapAgentToolExecute(runB) });\n`,
      errors: [
        {
          messageId: "deprecated",
          line: 3,
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import { tool } from "ai";\nimport { wrapAgentToolExecute, agentTool } from "./compat.js";\nexport const a = agentTool({ execute: runA });\nexport const b = tool({ execute: wrapAgentToolExecute(runB) });\n`,
            },
          ],
        },
        {
          messageId: "deprecated",
          line: 4,
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import { tool } from "ai";\nimport { wrapAgentToolExecute, agentTool } from "./compat.js";\nexport const a = tool({ execute: wrapAgentToolExecute(runA) });\nexport const b = agentTool({ execute: runB });\n`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "wrapper also used outside tool(): suggestion keeps the wrapper import",
      code: `import { tool } from "ai";\nimport { wrapAgentToolExecute } from "./compat.js";\nexport const a = tool({ execute: wrapAgentToolExecute(runA) });\nexport const e = wrapAgentToolExecute(runB);\n`,
      errors: [
        {
          messageId: "deprecated",
          line: 3,
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import { wrapAgentToolExecute, agentTool } from "./compat.js";\nexport const a = agentTool({ execute: runA });\nexport const e = wrapAgentToolExecute(runB);\n`,
            },
          ],
        },
        { messageId: "deprecated", line: 4 },
      ],
      output: null,
    },
    {
      // Doc ambiguity ("reusing an existing import"): the rule declines rather than reuse an agentTool
      // imported from a module other than the wrapper's. Safe (no duplicate binding), if less helpful.
      name: "agentTool already imported from another module: no suggestion, and no second agentTool binding",
      code: `import { tool } from "ai";\nimport { agentTool } from "../agents/tools/utils.js";\nimport { wrapAgentToolExecute } from "./compat.js";\nexport const a = agentTool({ execute: run });\nexport const b = tool({ execute: wrapAgentToolExecute(run) });\n`,
      errors: [{ messageId: "deprecated", line: 5 }],
      output: null,
    },
    {
      name: "aliased wrapper next to a default specifier: suggestion keeps the default",
      code: `import { tool } from "ai";\nimport compat, { wrapAgentToolExecute as wrap } from "./compat.js";\ncompat();\nexport const a = tool({ execute: wrap(run) });\n`,
      errors: [
        {
          messageId: "deprecated",
          line: 4,
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import compat, { agentTool } from "./compat.js";\ncompat();\nexport const a = agentTool({ execute: run });\n`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "wrapper nested below tool()'s own execute property: no suggestion",
      code: `import { tool } from "ai";\nimport { wrapAgentToolExecute } from "./compat.js";\nexport const a = tool({ meta: { execute: wrapAgentToolExecute(run) } });\n`,
      errors: [{ messageId: "deprecated", line: 3 }],
      output: null,
    },
    {
      name: "tool() as a member of an `ai` namespace import still gets the suggestion; the namespace import, now unused, goes",
      code: `import * as ai from "ai";\nimport { wrapAgentToolExecute } from "./compat.js";\nexport const a = ai.tool({ execute: wrapAgentToolExecute(run) });\n`,
      errors: [
        {
          messageId: "deprecated",
          line: 3,
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import { agentTool } from "./compat.js";\nexport const a = agentTool({ execute: run });\n`,
            },
          ],
        },
      ],
      output: null,
    },
    // ---------------------------------------------------------------- more unwrap precedence / context
    {
      name: "async arrow concise body autofix keeps an object literal parenthesised",
      code: `${IMP}export const f = async () => withApiErrorHandling(() => ({ ok: true }));`,
      errors: [{ messageId: "deprecated" }],
      output: unwrapOutput(`export const f = async () => ({ ok: true });`),
    },
    {
      name: "arrow-function and exponent bodies are parenthesised after await",
      code: `${IMP}const f = await withApiErrorHandling(() => async () => 1);\nconst v = await withApiErrorHandling(() => x ** 2);`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }],
      output: unwrapOutput(`const f = await (async () => 1);\nconst v = await (x ** 2);`),
    },
    {
      name: "parenthesised await argument",
      code: `${IMP}const r = await (withApiErrorHandling(() => a || b));`,
      errors: [{ messageId: "deprecated" }],
      // The parentheses that are there already are enough.
      output: unwrapOutput(`const r = await (a || b);`),
    },
    {
      name: "suggestion: optional-chain body followed by member access keeps its parentheses",
      code: `${IMP}withApiErrorHandling(() => a?.b).then(f);`,
      errors: [{ messageId: "deprecated", suggestions: [{ messageId: "unwrap", output: `${IMP}(a?.b).then(f);` }] }],
      output: null,
    },
    {
      name: "suggestion: `as` body followed by member access keeps its parentheses",
      code: `${IMP}withApiErrorHandling(() => x as Promise<number>).then(f);`,
      errors: [{ messageId: "deprecated", suggestions: [{ messageId: "unwrap", output: `${IMP}(x as Promise<number>).then(f);` }] }],
      output: null,
    },
    {
      name: "suggestion: function-expression body at statement start keeps its parentheses",
      code: `${IMP}withApiErrorHandling(() => function () { return 1; }).call(null);`,
      errors: [
        { messageId: "deprecated", suggestions: [{ messageId: "unwrap", output: `${IMP}(function () { return 1; }).call(null);` }] },
      ],
      output: null,
    },
    {
      name: "suggestion: array body after a line without a semicolon must not join the previous statement",
      code: `${IMP}const x = foo\nwithApiErrorHandling(() => [1, 2]).forEach(log)\n`,
      errors: [
        { messageId: "deprecated", suggestions: [{ messageId: "unwrap", output: `${IMP}const x = foo\n;[1, 2].forEach(log)\n` }] },
      ],
      output: null,
    },
    {
      name: "suggestion: parenthesised body after a line without a semicolon must not become a call of the previous line",
      code: `${IMP}const x = foo\nwithApiErrorHandling(() => a || b).then(f)\n`,
      errors: [
        { messageId: "deprecated", suggestions: [{ messageId: "unwrap", output: `${IMP}const x = foo\n;(a || b).then(f)\n` }] },
      ],
      output: null,
    },
    {
      name: "return in a non-async callback nested in an async function: suggestion only",
      code: `${IMP}export async function f() {\n  return [1].map(function () {\n    return withApiErrorHandling(() => api.get());\n  });\n}`,
      errors: [
        {
          messageId: "deprecated",
          suggestions: [
            {
              messageId: "unwrap",
              output: `${IMP}export async function f() {\n  return [1].map(function () {\n    return api.get();\n  });\n}`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "awaited calls inside a try (plain and `return await`) are still autofixed",
      code: `${IMP}export async function f() {\n  try {\n    await withApiErrorHandling(() => api.ping());\n    return await withApiErrorHandling(() => api.get());\n  } catch {\n    return null;\n  }\n}`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }],
      output: unwrapOutput(
        `export async function f() {\n  try {\n    await api.ping();\n    return await api.get();\n  } catch {\n    return null;\n  }\n}`,
      ),
    },
    {
      name: "no fix: spread, `new` and extra side-effecting arguments; comment inside ctx",
      code: `${IMP}const a = await withApiErrorHandling(() => api.get(), ...rest);\nconst b = await withApiErrorHandling(() => api.get(), new Ctx());\nconst c = await withApiErrorHandling(() => api.get(), ctx, track());\nconst d = await withApiErrorHandling(() => api.get(), { operation: "x" /* op */ });`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }, { messageId: "deprecated" }, { messageId: "deprecated" }],
      output: null,
    },
    {
      name: "both wrappers from one declaration: only the unwrapped one's specifier goes",
      code: `import { withApiErrorHandling, wrapAgentToolExecute } from "./compat.js";\nconst r = await withApiErrorHandling(() => api.get());\nexport const e = wrapAgentToolExecute(run);\n`,
      errors: [{ messageId: "deprecated", line: 2 }, { messageId: "deprecated", line: 3 }],
      output: [
        `import { withApiErrorHandling, wrapAgentToolExecute } from "./compat.js";\nconst r = await api.get();\nexport const e = wrapAgentToolExecute(run);\n`,
        `import { wrapAgentToolExecute } from "./compat.js";\nconst r = await api.get();\nexport const e = wrapAgentToolExecute(run);\n`,
      ],
    },
    // ---------------------------------------------------------------- more imports / requires
    {
      name: "type-position use of a value import is a use, not an unused import to delete",
      code: `${IMP}export type W = typeof withApiErrorHandling;\n`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: null,
    },
    {
      name: "unused import: multi-line specifier list",
      code: `import {\n  other,\n  withApiErrorHandling,\n} from "./compat.js";\nother();\n`,
      errors: [{ messageId: "unusedImport" }],
      output: `import {\n  other,\n} from "./compat.js";\nother();\n`,
    },
    {
      name: "unused import followed by code on the same line",
      code: `import { withApiErrorHandling } from "./compat.js"; foo();\n`,
      errors: [{ messageId: "unusedImport" }],
      output: `foo();\n`,
    },
    {
      name: "two unused imports of the same wrapper from different modules",
      code: `import { withApiErrorHandling } from "./a.js";\nimport { withApiErrorHandling as w2 } from "./b.js";\nfoo();\n`,
      errors: [{ messageId: "unusedImport", line: 1 }, { messageId: "unusedImport", line: 2 }],
      output: [`import { withApiErrorHandling as w2 } from "./b.js";\nfoo();\n`, `foo();\n`],
    },
    {
      name: "namespace-style require member call",
      code: `const compat = require("./compat.js");\nconst r = await compat.withApiErrorHandling(() => api.get());`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: `const compat = require("./compat.js");\nconst r = await api.get();`,
    },
    {
      name: "destructured require inside a function scope",
      code: `export async function f() {\n  const { withApiErrorHandling } = require("./compat.js");\n  return withApiErrorHandling(api.list);\n}`,
      errors: [{ messageId: "deprecated", line: 3 }],
      output: null,
    },
    {
      name: "hoisted local function shadows the import inside a function: the import is unused",
      code: `import { withApiErrorHandling } from "./compat.js";\nexport async function f() {\n  const r = await withApiErrorHandling(() => api.get());\n  return r;\n  function withApiErrorHandling(fn: () => unknown) { return fn(); }\n}\n`,
      errors: [{ messageId: "unusedImport", line: 1 }],
      output: `export async function f() {\n  const r = await withApiErrorHandling(() => api.get());\n  return r;\n  function withApiErrorHandling(fn: () => unknown) { return fn(); }\n}\n`,
    },
    {
      name: "catch parameter shadows the import; the outer reference is reported once",
      code: `import { withApiErrorHandling } from "./compat.js";\ntry { run(); } catch (withApiErrorHandling) { withApiErrorHandling(() => 1); }\nexport const g = withApiErrorHandling;\n`,
      errors: [{ messageId: "deprecated", line: 3 }],
      output: null,
    },
    {
      name: "destructured require with a sibling property: only the wrapper goes after unwrapping",
      code: `const { withApiErrorHandling, other } = require("./compat.js");\nother();\nconst r = await withApiErrorHandling(() => api.get());\n`,
      errors: [{ messageId: "deprecated", line: 3 }],
      output: [
        `const { withApiErrorHandling, other } = require("./compat.js");\nother();\nconst r = await api.get();\n`,
        `const { other } = require("./compat.js");\nother();\nconst r = await api.get();\n`,
      ],
    },
    {
      // Reported as unusedImport, but with no fix (the doc says: autofix, remove it).
      name: "destructured require in a declarator list: unused wrapper binding is removed, the other declarator survives",
      code: `const { withApiErrorHandling } = require("./compat.js"), y = 2;\nconst r = await withApiErrorHandling(() => api.get(y));\n`,
      errors: [{ messageId: "deprecated", line: 2 }],
      output: [
        `const { withApiErrorHandling } = require("./compat.js"), y = 2;\nconst r = await api.get(y);\n`,
        `const y = 2;\nconst r = await api.get(y);\n`,
      ],
    },
    {
      name: "type arguments on the call and an async callback",
      code: `${IMP}const a = await withApiErrorHandling<Issue>(() => api.get());\nconst b = await withApiErrorHandling(async () => api.list());`,
      errors: [{ messageId: "deprecated" }, { messageId: "deprecated" }],
      output: unwrapOutput(`const a = await api.get();\nconst b = await api.list();`),
    },
    // ---------------------------------------------------------------- settings (more)
    {
      name: "settings: relative glob `from` (./legacy/*.js) matches ./legacy/retry.js, not ./legacy/sub/retry.js",
      code: `import { withRetry } from "./legacy/retry.js";\nimport { withRetry as deep } from "./legacy/sub/retry.js";\nexport const a = await withRetry(() => client.get());\nexport const b = await deep(() => client.get());\n`,
      settings: { "agent-errors": { deprecatedWrappers: [{ name: "withRetry", from: "./legacy/*.js", replacement: "r", fix: "unwrap" }] } },
      errors: [
        {
          messageId: "deprecated",
          line: 3,
          suggestions: [
            {
              messageId: "unwrap",
              output: `import { withRetry } from "./legacy/retry.js";\nimport { withRetry as deep } from "./legacy/sub/retry.js";\nexport const a = await client.get();\nexport const b = await deep(() => client.get());\n`,
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: "settings: re-exports honour `from`",
      code: `export { withRetry } from "@acme/resilience";\nexport { withRetry as r2 } from "@other/resilience";\n`,
      settings: ACME_ADD,
      errors: [{ messageId: "deprecatedReexport", line: 1 }],
      output: null,
    },
    // ---------------------------------------------------------------- settings
    {
      name: "settings add: added wrapper is a suggestion by default, defaults still apply",
      code: `import { withApiErrorHandling } from "./compat.js";\nimport { withRetry } from "@acme/resilience";\nconst r = await withRetry(() => client.get());\n`,
      settings: ACME_ADD,
      errors: [
        { messageId: "unusedImport", line: 1 },
        {
          messageId: "deprecated",
          line: 3,
          suggestions: [
            {
              messageId: "unwrap",
              output: `import { withApiErrorHandling } from "./compat.js";\nimport { withRetry } from "@acme/resilience";\nconst r = await client.get();\n`,
            },
          ],
        },
      ],
      output: `import { withRetry } from "@acme/resilience";\nconst r = await withRetry(() => client.get());\n`,
    },
    {
      name: "settings replace with glob `from` and autofix: true",
      code: `import { withRetry } from "@acme/resilience";\nconst r = await withRetry(() => client.get());\n`,
      settings: {
        "agent-errors": {
          deprecatedWrappers: [{ name: "withRetry", from: ["./legacy.js", "@acme/*"], replacement: "use retries", fix: "unwrap", autofix: true }],
        },
      },
      errors: [{ messageId: "deprecated", line: 2 }],
      output: [`import { withRetry } from "@acme/resilience";\nconst r = await client.get();\n`, `const r = await client.get();\n`],
    },
    {
      name: "settings fix: none: report only",
      code: `import { withRetry } from "@acme/resilience";\nconst r = await withRetry(() => client.get());\n`,
      settings: {
        "agent-errors": {
          deprecatedWrappers: { add: [{ name: "withRetry", replacement: "use retries", fix: "none", autofix: true }] },
        },
      },
      errors: [{ messageId: "deprecated", line: 2 }],
      output: null,
    },
    {
      name: "settings agent-tool with a custom boundary name",
      code: `import { tool } from "ai";\nimport { legacyToolWrap } from "@acme/tools";\nexport const t = tool({ execute: legacyToolWrap(run) });\n`,
      settings: {
        "agent-errors": {
          deprecatedWrappers: [{ name: "legacyToolWrap", from: "@acme/tools", replacement: "use boundaryTool", fix: "agent-tool", agentTool: "boundaryTool" }],
        },
      },
      errors: [
        {
          messageId: "deprecated",
          suggestions: [
            {
              messageId: "useAgentTool",
              output: `import { boundaryTool } from "@acme/tools";\nexport const t = boundaryTool({ execute: run });\n`,
            },
          ],
        },
      ],
      output: null,
    },
  ],
});

// ------------------------------------------------------------------ direct Linter checks

function lint(code: string, settings?: Record<string, unknown>, options?: Record<string, unknown>) {
  const linter = new Linter({ configType: "flat" });
  return linter.verify(
    code,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
        plugins: { ae: { rules: { r: rule as any } } },
        rules: { "ae/r": options ? ["error", options] : "error" },
        settings: settings ?? {},
      },
    ],
    "file.ts",
  );
}

describe("no-deprecated-error-wrapper (adversarial, direct)", () => {
  it("message names the replacement and the codemod", () => {
    const [m] = lint(`${IMP}const r = await withApiErrorHandling(() => api.get());`);
    expect(m?.message).toContain("call the API directly and let its typed errors bubble up to the tool boundary");
    expect(m?.message).toContain("unwrap-api-error-handling");
  });

  it("added wrapper: message carries its replacement", () => {
    const [m] = lint(`import { withRetry } from "@acme/resilience";\nawait withRetry(() => 1);`, ACME_ADD);
    expect(m?.message).toContain("use the client's built-in retries");
  });

  it("typeAware without type information stops with an error that says so", () => {
    expect(() => lint(`import { guardApiCall } from "./barrel.js";\nawait guardApiCall(() => 1);`, undefined, { typeAware: true })).toThrow(
      /type|projectService/i,
    );
  });

  it("invalid settings: a wrapper entry without a name is rejected loudly (not silently ignored)", () => {
    let messages: Linter.LintMessage[] | undefined;
    let thrown: unknown;
    try {
      messages = lint(`${IMP}await withApiErrorHandling(() => 1);`, {
        "agent-errors": { deprecatedWrappers: [{ replacement: "x", fix: "unwrap" }] },
      });
    } catch (e) {
      thrown = e;
    }
    // Either a thrown configuration error or a reported problem is acceptable; silent success is not.
    expect(thrown !== undefined || (messages ?? []).some((m) => /deprecatedWrappers|name/i.test(m.message))).toBe(true);
  });

  it("invalid settings: unknown `fix` value is rejected loudly", () => {
    let messages: Linter.LintMessage[] | undefined;
    let thrown: unknown;
    try {
      messages = lint(`import { withRetry } from "x";\nawait withRetry(() => 1);`, {
        "agent-errors": { deprecatedWrappers: { add: [{ name: "withRetry", replacement: "x", fix: "explode" }] } },
      });
    } catch (e) {
      thrown = e;
    }
    expect(thrown !== undefined || (messages ?? []).some((m) => /fix|deprecatedWrappers/i.test(m.message))).toBe(true);
  });

  it("invalid settings: deprecatedWrappers of the wrong type is rejected loudly", () => {
    let messages: Linter.LintMessage[] | undefined;
    let thrown: unknown;
    try {
      messages = lint(`${IMP}await withApiErrorHandling(() => 1);`, { "agent-errors": { deprecatedWrappers: "withApiErrorHandling" } });
    } catch (e) {
      thrown = e;
    }
    expect(thrown !== undefined || (messages ?? []).some((m) => /deprecatedWrappers/i.test(m.message))).toBe(true);
  });
});

describe("no-deprecated-error-wrapper (adversarial, autofix must not merge statements)", () => {
  it("removing an unused import between ASI-terminated statements keeps them separate", () => {
    const linter = new Linter({ configType: "flat" });
    const code = `const a = 1\nimport { withApiErrorHandling } from "./compat.js"\n[a].forEach(log)\n`;
    const { output, messages } = linter.verifyAndFix(
      code,
      [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
          plugins: { ae: { rules: { r: rule as any } } },
          rules: { "ae/r": "error" },
        },
      ],
      "file.ts",
    );
    // The import stays reported without a fix: removing it would turn `[a]` into a member access on `1`.
    expect(messages.map((message) => message.messageId)).toEqual(["unusedImport"]);
    expect(output).toBe(code);
    const program = tsParser.parse(output, { sourceType: "module", ecmaVersion: "latest" });
    expect(program.body.filter((n) => n.type !== "ImportDeclaration")).toHaveLength(2);
  });
});
