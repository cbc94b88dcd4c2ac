// Fixture pairs for every codemod: tests/fixtures/codemods/<codemod>/<case>.input.<ext>.txt and
// <case>.output.<ext>.txt (the `.txt` keeps the fixtures out of the project's type check and lint),
// with the sites left for a person in <case>.manual.json (none when absent) and codemod options in
// <case>.options.json. Each case also runs with CRLF line endings and with a byte-order mark.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { codemods, type CodemodOptions, type ManualSite } from "../../codemods/index.js";
import type { CodemodTransform } from "../../codemods/shared/codemod.js";
import { getParser, parserFor } from "../../codemods/shared/parsers.js";
import { repoRoot } from "../helpers.js";

const fixturesDir = join(repoRoot, "tests/fixtures/codemods");

function readOptional<T>(path: string, fallback: T): T {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : fallback;
}

const toCrlf = (text: string): string => text.replace(/\r?\n/g, "\r\n");

describe.each(codemods.map((descriptor) => [descriptor.name, descriptor] as const))("%s fixtures", (name, descriptor) => {
  let codemod: CodemodTransform;
  beforeAll(async () => {
    codemod = await descriptor.load();
  });
  const dir = join(fixturesDir, name);
  const cases = readdirSync(dir)
    .map((file) => /^(.+)\.input\.([a-z]+)\.txt$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, caseName, extension]) => ({ title: `${caseName}.${extension}`, caseName: caseName!, extension: extension! }));

  it("has fixtures", () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)("$title", ({ caseName, extension }) => {
    const input = readFileSync(join(dir, `${caseName}.input.${extension}.txt`), "utf8");
    const expected = readFileSync(join(dir, `${caseName}.output.${extension}.txt`), "utf8");
    const manual = readOptional<ManualSite[]>(join(dir, `${caseName}.manual.json`), []);
    const options = readOptional<CodemodOptions>(join(dir, `${caseName}.options.json`), {});
    const parser = parserFor(`file.${extension}`);
    expect(parser).toBeDefined();
    const j = getParser(parser!);

    const result = codemod.run(input, j, options);
    expect(result.output).toBe(expected);
    expect(result.manual).toEqual(manual);
    // The output parses, and a second run changes nothing.
    expect(() => j.parse(result.output)).not.toThrow();
    const again = codemod.run(result.output, j, options);
    expect(again.output).toBe(result.output);
    if (result.output !== input) expect(again.manual.map((site) => site.reason)).toEqual(manual.map((site) => site.reason).filter((reason) => !reason.startsWith("The import of")));

    // Line endings and the byte-order mark survive; inserted lines use the file's line ending.
    const crlf = codemod.run(toCrlf(input), j, options);
    expect(crlf.output).toBe(toCrlf(expected));
    expect(crlf.manual).toEqual(manual);
    const bom = codemod.run(`\uFEFF${input}`, j, options);
    expect(bom.output).toBe(`\uFEFF${expected}`);
  });
});
