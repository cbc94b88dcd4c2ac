// examples/README.md's table "Where the violations are" is what a newcomer reads first: it must list
// exactly what the presets report on the example codebase (recommended rows, and the rows marked
// "(strict preset)" for what only strict adds), so a rule change that moves a finding updates the table.
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";
import { repoRoot } from "./helpers.js";

const examples = join(repoRoot, "examples");

/** `file:line rule` for each line of each row of the table, split by preset. */
function tableRows(): { recommended: string[]; strictOnly: string[] } {
  const text = readFileSync(join(examples, "README.md"), "utf8");
  const section = text.slice(text.indexOf("## Where the violations are"));
  const table = section.slice(0, section.indexOf("\n## ", 3));
  const recommended: string[] = [];
  const strictOnly: string[] = [];
  for (const row of table.split("\n")) {
    const match = /^\| `([^`]+)` \| ([\d, ]+) \| `([^`]+)`( \*\(strict preset\)\*)? \|/.exec(row);
    if (!match) continue;
    const [, file, lines, rule, strict] = match;
    for (const line of lines!.split(",").map((part) => part.trim())) (strict ? strictOnly : recommended).push(`${file}:${line} ${rule}`);
  }
  return { recommended: recommended.sort(), strictOnly: strictOnly.sort() };
}

async function findings(preset: "recommended" | "strict"): Promise<string[]> {
  const eslint = new ESLint({ cwd: examples, overrideConfigFile: true, overrideConfig: [plugin.configs[preset] as Linter.Config] });
  const found = new Set<string>();
  for (const result of await eslint.lintFiles(["src"])) {
    const file = relative(examples, result.filePath).split(sep).join("/");
    for (const message of result.messages) found.add(`${file}:${message.line} ${message.ruleId?.replace("agent-errors/", "")}`);
  }
  return [...found].sort();
}

describe("examples/README.md", () => {
  it("lists exactly the findings of the recommended preset, and the rows marked strict are what strict adds", async () => {
    const rows = tableRows();
    expect(rows.recommended.length).toBeGreaterThan(10);
    expect(await findings("recommended")).toEqual(rows.recommended);
    const strict = await findings("strict");
    for (const row of rows.strictOnly) expect(strict).toContain(row);
  });
});
