import { writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { programMayRename } from "../../src/core/analysis/references.js";
import { makeTempDir } from "../helpers.js";

/** A program of the given files (written to a temporary directory). */
function program(files: Record<string, string>): ts.Program {
  const dir = makeTempDir("renames");
  const paths = Object.entries(files).map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  });
  return ts.createProgram(paths, { noEmit: true, types: [] });
}

const NAMES = ["withApiErrorHandling", "logIssue"];

describe("programMayRename", () => {
  it.each([
    ["a renaming re-export", `export { withApiErrorHandling as guard } from "./api.js";`],
    ["a renaming import", `import { logIssue as report } from "./telemetry.js";\nreport(new Error("x"));`],
    ["a default export", `import { withApiErrorHandling } from "./api.js";\nexport default withApiErrorHandling;`],
    ["an export assignment", `declare const logIssue: () => void;\nexport = logIssue;`],
  ])("finds %s", (_, text) => {
    expect(programMayRename(program({ "plain.ts": `export const x = 1;`, "renames.ts": text }), NAMES)).toBe(true);
  });

  it.each([
    ["the names used as they are", `import { withApiErrorHandling, logIssue } from "./api.js";\nexport { logIssue };\nwithApiErrorHandling(() => 1);`],
    ["longer names and casts of other values", `const withApiErrorHandlingV2 = 1 as number;\nconst myLogIssue = (x: unknown) => x as string;`],
  ])("finds nothing in %s", (_, text) => {
    expect(programMayRename(program({ "plain.ts": text }), NAMES)).toBe(false);
  });
});
