// The settings keys table of docs/configuration.md lists every key of settings["agent-errors"], and only
// those: a key added to the schema without a line in the docs (or a line left for a removed key) fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SETTINGS_KEYS } from "../src/core/settings.js";
import { repoRoot } from "./helpers.js";

describe("docs/configuration.md", () => {
  const text = readFileSync(join(repoRoot, "docs/configuration.md"), "utf8");
  const section = text.slice(text.indexOf('## Settings: `settings["agent-errors"]`'));
  const table = section.slice(section.indexOf("| Key | What it lists | Default |"));
  const rows = table
    .split("\n")
    .slice(2)
    .filter((line, index, lines) => line.startsWith("|") && lines.slice(0, index).every((previous) => previous.startsWith("|")));

  it("has a row with a description and a default for every settings key, and no other", () => {
    const documented = rows.map((row) => /^\| `([A-Za-z]+)` \|/.exec(row)?.[1]);
    expect(documented.sort()).toEqual([...SETTINGS_KEYS].sort());
    for (const row of rows) {
      const cells = row.split(" | ");
      expect(cells.length, row).toBeGreaterThanOrEqual(3);
      expect(cells[1]!.trim().length, row).toBeGreaterThan(10);
      expect(cells[cells.length - 1]!.replace(/\|$/, "").trim(), row).not.toBe("");
    }
  });
});
