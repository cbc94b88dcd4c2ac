// The --dry-run diff (codemods/runner/line-diff.ts): the same patch as jsdiff on the codemods' fixtures,
// a patch that applies for any pair of texts, and time linear in the file's size where jsdiff's grows with
// edits × size (one 40,000-line file with 4,000 migrated sites took a minute).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { applyPatch, createTwoFilesPatch } from "diff";
import { describe, expect, it } from "vitest";
import { unifiedDiff } from "../../codemods/runner/line-diff.js";
import { makeTempDir, repoRoot } from "../helpers.js";

const fixtures = join(repoRoot, "tests/fixtures/codemods");

function jsdiff(before: string, after: string): string {
  return createTwoFilesPatch("a/file.ts", "b/file.ts", before, after, undefined, undefined, { context: 3 }).replace(/^=+\n/, "");
}

/** A deterministic pseudo-random generator (the cases must be the same on every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A tool module of `sites` tools, each wrapped in withApiErrorHandling, and the same module migrated. */
function toolModule(sites: number): { before: string; after: string } {
  const before: string[] = ['import { withApiErrorHandling } from "../internal/error-handling";', ""];
  const after: string[] = ['import { apiService } from "../api";', ""];
  for (let k = 0; k < sites; k++) {
    const body = [
      `export async function getIssue${k}(issueId: string) {`,
      `  const url = \`/issues/\${issueId}/\`;`,
      "  // Fetch the issue, then its latest event.",
      `  const issue = ${"%"}CALL${"%"};`,
      "  return { id: issue.id, title: issue.title };",
      "}",
      "",
    ];
    before.push(...body.map((line) => line.replace("%CALL%", "await withApiErrorHandling(() => apiService.getIssue(url))")));
    after.push(...body.map((line) => line.replace("%CALL%", "await apiService.getIssue(url)")));
  }
  return { before: `${before.join("\n")}\n`, after: `${after.join("\n")}\n` };
}

describe("unifiedDiff", () => {
  it("prints jsdiff's patch for every codemod fixture", () => {
    let compared = 0;
    for (const codemod of readdirSync(fixtures)) {
      for (const name of readdirSync(join(fixtures, codemod))) {
        if (!name.includes(".input.")) continue;
        const before = readFileSync(join(fixtures, codemod, name), "utf8");
        let after: string;
        try {
          after = readFileSync(join(fixtures, codemod, name.replace(".input.", ".output.")), "utf8");
        } catch {
          continue;
        }
        expect(unifiedDiff("a/file.ts", "b/file.ts", before, after), `${codemod}/${name}`).toBe(before === after ? "" : jsdiff(before, after));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("gives a patch that turns the one text into the other, for texts with repeated lines, no final newline, empty files", () => {
    const next = random(42);
    const vocabulary = ["}", "", "  return result;", "  try {", "  } catch (error) {", "    throw error;", "import { z } from \"zod\";"];
    const line = (): string => (next() < 0.6 ? vocabulary[Math.floor(next() * vocabulary.length)]! : `  const v${Math.floor(next() * 50)} = ${Math.floor(next() * 9)};`);
    for (let round = 0; round < 300; round++) {
      const size = Math.floor(next() * (round < 250 ? 40 : 1200));
      const before = Array.from({ length: size }, line);
      const after = [...before];
      for (let edits = Math.floor(next() * 12); edits > 0; edits--) {
        const at = Math.floor(next() * (after.length + 1));
        const roll = next();
        if (roll < 0.33) after.splice(at, 1);
        else if (roll < 0.66) after.splice(at, 0, line(), line());
        else after.splice(at, 1, line());
      }
      const ending = (): string => (next() < 0.2 ? "" : "\n");
      const [a, b] = [before.join("\n") + (before.length > 0 ? ending() : ""), after.join("\n") + (after.length > 0 ? ending() : "")];
      const patch = unifiedDiff("a/file.ts", "b/file.ts", a, b);
      if (a === b) {
        expect(patch).toBe("");
        continue;
      }
      expect(applyPatch(a, patch), `round ${round}`).toBe(b);
    }
  });

  it("aligns a change bigger than jsdiff's share on unique lines, and git applies the patch", () => {
    const { before, after } = toolModule(400);
    // Also a block of 600 new lines in the middle, and one removed at the end.
    const lines = after.split("\n");
    lines.splice(1200, 0, ...Array.from({ length: 600 }, (_, k) => `// note ${k}`));
    const changed = lines.slice(0, -3).join("\n") + "\n";
    const patch = unifiedDiff("a/src/tools/issues.ts", "b/src/tools/issues.ts", before, changed);
    expect(applyPatch(before, patch)).toBe(changed);
    // Each migrated call is one removed and one added line, with the tools' other lines as context.
    expect(patch.split("\n").filter((line) => line.startsWith("-  const issue = await withApiErrorHandling"))).toHaveLength(400);
    expect(patch.split("\n").filter((line) => line.startsWith("+// note "))).toHaveLength(600);

    const dir = makeTempDir("line-diff");
    writeFileSync(join(dir, "issues.ts"), before);
    const check = spawnSync("git", ["apply", "--check", "--directory=.", "-p1", "--unsafe-paths", "-"], { cwd: dir, input: patch.replaceAll("src/tools/", ""), encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  });

  it("takes time linear in the file's size (a ratio within one run, not a threshold)", () => {
    const small = toolModule(500);
    const large = toolModule(5000); // 35,000 lines, 5,000 sites
    const once = ({ before, after }: { before: string; after: string }): number => {
      const start = performance.now();
      unifiedDiff("a/f.ts", "b/f.ts", before, after);
      return performance.now() - start;
    };
    once(toolModule(200)); // warm up
    // Interleaved, best of five each: a busy machine slows both sizes alike.
    let [smallBest, largeBest] = [Infinity, Infinity];
    for (let round = 0; round < 5; round++) {
      smallBest = Math.min(smallBest, once(small));
      largeBest = Math.min(largeBest, once(large));
    }
    // Linear: about 10 times; jsdiff's Myers diff here is about 100 times.
    expect(largeBest / smallBest).toBeLessThan(30);
  });
});
