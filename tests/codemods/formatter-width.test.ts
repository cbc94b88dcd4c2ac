// The line width the codemods write to (codemods/typed/nodes.ts formatterWidth): the project's formatter's,
// from the nearest configuration above the file, up to the repository's root.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatterConfig, formatterWidth } from "../../codemods/typed/nodes.js";
import { makeTempDir } from "../helpers.js";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A repository (a `.git` directory) with `files` written in it. */
function repository(files: Record<string, string>): string {
  const dir = makeTempDir("formatter-width");
  temps.push(dir);
  mkdirSync(join(dir, ".git"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("formatterWidth", () => {
  it("Biome's lineWidth (JSONC, the JavaScript one first; 80 when unset), Prettier's printWidth (JSON or YAML; 80 when unset), package.json's prettier key, EditorConfig's max_line_length", () => {
    const cases: [Record<string, string>, number][] = [
      [{ "biome.jsonc": '{\n  // the formatter\n  "$schema": "https://biomejs.dev/schemas/2.2.4/schema.json",\n  "formatter": { "lineWidth": 120 }\n}' }, 120],
      [{ "biome.json": '{ "formatter": { "lineWidth": 120 }, "javascript": { "formatter": { "lineWidth": 90 } } }' }, 90],
      [{ "biome.json": '{ "formatter": { "indentStyle": "space" } }' }, 80],
      [{ ".prettierrc": '{ "printWidth": 140, "singleQuote": true }' }, 140],
      [{ ".prettierrc": "printWidth: 110\nsemi: false\n" }, 110],
      [{ ".prettierrc.json": "{}" }, 80],
      [{ "package.json": '{ "name": "x", "prettier": { "printWidth": 160 } }' }, 160],
      [{ "package.json": '{ "name": "x" }', ".editorconfig": "root = true\n[*]\nindent_style = space\n[*.{ts,tsx}]\nmax_line_length = 130\n" }, 130],
      [{ "package.json": '{ "name": "x" }' }, 100],
    ];
    for (const [files, width] of cases) expect(formatterWidth(join(repository(files), "src")), JSON.stringify(files)).toBe(width);
  });

  it("the nearest configuration wins, and the walk stops at the repository's root", () => {
    const dir = repository({ "biome.json": '{ "formatter": { "lineWidth": 120 } }', "packages/api/.prettierrc": '{ "printWidth": 90 }', "packages/api/src/tools/a.ts": "" });
    expect(formatterWidth(join(dir, "packages/api/src/tools"))).toBe(90);
    expect(formatterConfig(join(dir, "packages/web/src"))).toEqual({ file: join(dir, "biome.json"), width: 120 });
    const outer = repository({ "biome.json": '{ "formatter": { "lineWidth": 60 } }' });
    const inner = join(outer, "vendor/lib");
    mkdirSync(join(inner, ".git"), { recursive: true });
    expect(formatterWidth(join(inner, "src"))).toBe(100);
  });
});
