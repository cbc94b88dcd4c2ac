// What a file imports with every use of each import (src/core/analysis/module-bindings.ts), and the import
// edits built on it (src/core/fix/imports.ts): what the codemods and the rules' fixes edit imports with.
import { describe, expect, it } from "vitest";
import { moduleBindings, nameInUse } from "../../src/core/analysis/module-bindings.js";
import { applyEdits, lineEnding } from "../../src/core/fix/edit-plan.js";
import { addImportStatement, addNamedSpecifier, removeBinding, removeBindings, renameBinding } from "../../src/core/fix/imports.js";
import { withSourceCode } from "../helpers.js";

describe("moduleBindings", () => {
  it("lists named, default, namespace imports and top-level requires, with their uses through the scope analysis", () => {
    const code = `import defaultClient, { withApiErrorHandling as guard, type ApiError } from "../api";
import * as helpers from "./helpers";
import type { ServerContext } from "./types";
const { logIssue, formatError: format = String } = require("./logging");
const compat = require("./compat");

export async function handle(context: ServerContext, guard2: unknown) {
  const guard = (fn: () => unknown) => fn();
  await guard(() => defaultClient.get());
  return [helpers.ok(), logIssue, format, compat.withApiErrorHandling, guard2, typeof defaultClient];
}
export { format };
`;
    withSourceCode(code, (sourceCode) => {
      const bindings = moduleBindings(sourceCode).map((binding) => ({
        kind: binding.kind,
        local: binding.local,
        imported: binding.imported,
        source: binding.source,
        style: binding.style,
        uses: binding.references.map((identifier) => identifier.loc.start.line),
      }));
      expect(bindings).toEqual([
        { kind: "default", local: "defaultClient", imported: undefined, source: "../api", style: "import", uses: [9, 10] },
        // Shadowed by the local `guard` inside `handle`: no use of the import.
        { kind: "named", local: "guard", imported: "withApiErrorHandling", source: "../api", style: "import", uses: [] },
        { kind: "namespace", local: "helpers", imported: undefined, source: "./helpers", style: "import", uses: [10] },
        { kind: "named", local: "logIssue", imported: "logIssue", source: "./logging", style: "require", uses: [10] },
        { kind: "named", local: "format", imported: "formatError", source: "./logging", style: "require", uses: [10, 12] },
        { kind: "namespace", local: "compat", imported: undefined, source: "./compat", style: "require", uses: [10] },
      ]);
      expect(nameInUse(sourceCode, "guard2")).toBe(true);
      expect(nameInUse(sourceCode, "agentTool")).toBe(false);
    });
  });
});

describe("import edits", () => {
  const removeAll = (code: string, locals: readonly string[], collapse = false): string => {
    let output = "";
    withSourceCode(code, (sourceCode) => {
      const bindings = moduleBindings(sourceCode).filter((binding) => locals.includes(binding.local));
      const { edits, kept } = removeBindings(sourceCode, bindings, { collapseLists: collapse });
      expect(kept.map((binding) => binding.local)).toEqual([]);
      output = applyEdits(code, edits);
    });
    return output;
  };

  it("removes a specifier, a whole declaration with its line, and one blank line of two around it", () => {
    expect(removeAll(`import { a, gone } from "m";\nuse(a);\n`, ["gone"])).toBe(`import { a } from "m";\nuse(a);\n`);
    expect(removeAll(`// header\n\nimport { gone } from "m";\n\nuse();\n`, ["gone"])).toBe(`// header\n\nuse();\n`);
    expect(removeAll(`import def, { gone } from "m";\nuse(def);\n`, ["gone"])).toBe(`import def from "m";\nuse(def);\n`);
    expect(removeAll(`import gone, * as ns from "m";\nuse(ns);\n`, ["gone"])).toBe(`import * as ns from "m";\nuse(ns);\n`);
    expect(removeAll(`import { a, b } from "m";\nuse();\n`, ["a", "b"])).toBe(`use();\n`);
  });

  it("removes requires: a destructured name, and a whole declarator", () => {
    expect(removeAll(`const { a, gone } = require("m");\nuse(a);\n`, ["gone"])).toBe(`const { a } = require("m");\nuse(a);\n`);
    expect(removeAll(`const compat = require("./compat");\nconst other = 1;\n`, ["compat"])).toBe(`const other = 1;\n`);
  });

  it("collapses a multi-line list it shortens onto one line, unless the file keeps short lists open", () => {
    const open = `import {\n  a,\n  gone,\n} from "m";\nuse(a);\n`;
    expect(removeAll(open, ["gone"], true)).toBe(`import { a } from "m";\nuse(a);\n`);
    expect(removeAll(open, ["gone"], false)).toBe(`import {\n  a,\n} from "m";\nuse(a);\n`);
    const style = `import {\n  x,\n} from "n";\n${open}use(x);\n`;
    expect(removeAll(style, ["gone"], true)).toBe(`import {\n  x,\n} from "n";\nimport {\n  a,\n} from "m";\nuse(a);\nuse(x);\n`);
  });

  it("a comment at the end of a removed statement's line goes with the line (it annotates that line); one inside the statement keeps it", () => {
    expect(removeAll(`import { tool } from "ai"; // AI SDK 6\nimport { z } from "zod";\nuse(z);\n`, ["tool"])).toBe(`import { z } from "zod";\nuse(z);\n`);
    expect(removeAll(`import { gone } from "./helpers"; // the v1 wrapper, see #77\r\nuse();\r\n`, ["gone"])).toBe(`use();\r\n`);
    expect(removeAll(`import { a, b } from "m"; /* both go */\nuse();\n`, ["a", "b"])).toBe(`use();\n`);
    expect(removeAll(`const { gone } = require("m"); // compat\nuse();\n`, ["gone"])).toBe(`use();\n`);
    // Only the removed specifier goes when others stay: the comment stays on the line that stays.
    expect(removeAll(`import { a, gone } from "m"; // a and gone\nuse(a);\n`, ["gone"])).toBe(`import { a } from "m"; // a and gone\nuse(a);\n`);
    // A comment followed by more code on the line is not the line's end.
    expect(removeAll(`import { gone } from "m"; /* x */ use();\n`, ["gone"])).toBe(`/* x */ use();\n`);
  });

  it("keeps a comment: no removal that would drop one, and the binding is handed back", () => {
    const code = `import { a, /* why */ gone } from "m";\nuse(a);\n`;
    withSourceCode(code, (sourceCode) => {
      const gone = moduleBindings(sourceCode).find((binding) => binding.local === "gone")!;
      expect(removeBinding(sourceCode, gone)).toBeUndefined();
      expect(removeBindings(sourceCode, [gone]).kept).toEqual([gone]);
    });
  });

  it("renames a specifier in place, adds one in the list's layout, or adds an import line in the file's style", () => {
    const code = `import { tool } from 'ai'\nimport {\n  wrapAgentToolExecute,\n} from './utils'\nconst { a } = require('./b')\n`;
    withSourceCode(code, (sourceCode) => {
      const [tool, wrapper, a] = moduleBindings(sourceCode);
      const eol = lineEnding(code);
      expect(applyEdits(code, [renameBinding(sourceCode, wrapper!, "agentTool")!])).toContain(`import {\n  agentTool,\n} from './utils'`);
      expect(applyEdits(code, [addNamedSpecifier(sourceCode, wrapper!.statement as never, "agentTool", eol)!])).toContain(`import {\n  wrapAgentToolExecute,\n  agentTool,\n} from './utils'`);
      expect(applyEdits(code, [addNamedSpecifier(sourceCode, tool!.statement as never, "generateText", eol)!])).toContain(`import { tool, generateText } from 'ai'`);
      expect(applyEdits(code, [addImportStatement(sourceCode, wrapper!.statement, "agentTool", "./agent", eol)])).toContain(`} from './utils'\nimport { agentTool } from './agent'\n`);
      expect(applyEdits(code, [addImportStatement(sourceCode, a!.statement, "c", "./c", eol)])).toBe(`${code}const { c } = require('./c')\n`);
    });
  });
});
