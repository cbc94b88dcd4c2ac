// The fixture projects of throwing-tool-to-structured, in tests/fixtures/codemods/throwing-tool-to-structured/<name>/:
// input/ is a project (its tsconfig.json, its sources, and in types/ what declarations it has of its own), to which
// the declarations every project shares are added in types/ (node_modules-free "ai", "zod" and the MCP SDK from
// examples/types/, a few platform globals from throwing-tool-to-structured/types/), output/ holds the files the migration changes as it must write them, manual.json the sites it leaves
// for a person (positions in the files as written), options.json its options. Each project is migrated once with
// --typecheck (the migrated project must type-check, with no new diagnostic and nothing rolled back), then once
// more: nothing changes the second time. One ts-morph project per run: they are slow to create.
//
//   result-object  the `{ ok, error, errorType }` convention's builtin tools (read: "File not found", write, bash, ls, apply_patch) -> { ok, errorType }
//   tool-error-v1  the `toolError:v1` convention's patterns MCP server (status codes to codes) and two AI SDK tools -> toolError:v1
//   agent-tool     Sentry's MCP server's embedded agent tools: tool() (re-exported, namespace) -> agentTool()
//   edge-cases     what is left for a person, JavaScript, a handler declared apart, --error-map
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throwingToolToStructuredCodemod } from "../../../codemods/throwing-tool-to-structured.js";
import { runMigration, type MigrationOutcome } from "../../../codemods/runner/run.js";
import { makeTempDir, repoRoot } from "../../helpers.js";

const fixtures = join(repoRoot, "tests/fixtures/codemods/throwing-tool-to-structured");
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** The files under a directory, relative, with `/`, sorted. */
function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

/**
 * A fixture project as the migration sees it: in types/ the example codebase's declarations of "ai", "zod" and
 * the MCP SDK (examples/types/) and the platform globals the fixtures share, then input/.
 */
function copyProject(fixture: string, dir: string): void {
  for (const name of SHARED_TYPES) cpSync(join(repoRoot, "examples/types", name), join(dir, "types", name));
  cpSync(join(fixtures, "types"), join(dir, "types"), { recursive: true });
  cpSync(join(fixture, "input"), dir, { recursive: true });
}
const SHARED_TYPES = ["ai.d.ts", "mcp-sdk.d.ts", "zod.d.ts"];

interface Site {
  file: string;
  line: number;
  column: number;
  reason: string;
}

/** A caller listed by the run that migrates its tool (a second run migrates nothing, so lists no callers). */
const isCaller = (site: Site): boolean => / calls the (tool|handler)\b/.test(site.reason);
/**
 * A site as a later run lists it: a failure returned as data that the migrating run did not wrap is, on the
 * next run, a failure of another shape in a tool that returns `{ ok, ... }` (the same site, said as it is then).
 */
const onLaterRun = (site: Site): Site => ({
  ...site,
  reason: site.reason.replace(
    /^This `return` is already a failure \((`[^`]*`)\), so it was not wrapped as `\{ ok: true, data \}`: (return `\{ ok: false, error, errorType \}` here by hand) \(the rest of the tool is migrated\)\.$/,
    "This `return` is a failure of another shape ($1) in a tool that returns `{ ok, ... }`: $2.",
  ),
});

describe.each(["result-object", "tool-error-v1", "agent-tool", "edge-cases"])("the %s fixture project", (name) => {
  const fixture = join(fixtures, name);
  const options = JSON.parse(readFileSync(join(fixture, "options.json"), "utf8")) as Record<string, string>;
  const expected = listFiles(join(fixture, "output"));
  const manual = JSON.parse(readFileSync(join(fixture, "manual.json"), "utf8")) as Site[];
  let dir: string;
  let first: MigrationOutcome;

  beforeAll(async () => {
    dir = makeTempDir(`throwing-tool-${name}`);
    temps.push(dir);
    copyProject(fixture, dir);
    first = await runMigration({ codemod: throwingToolToStructuredCodemod, codemodOptions: { ...options, typecheck: "true" }, cwd: dir, paths: ["."], dryRun: false, allowDirty: true });
  });

  it("writes exactly the files of output/, and leaves every other file byte for byte", () => {
    expect(first.report.errors).toEqual([]);
    expect(first.report.changed).toEqual(expected);
    for (const file of listFiles(join(fixture, "input"))) {
      const source = expected.includes(file) ? join(fixture, "output", file) : join(fixture, "input", file);
      expect(readFileSync(join(dir, file)), file).toEqual(readFileSync(source));
    }
  });

  it("type-checks after the migration: no new diagnostic, nothing rolled back", () => {
    expect(first.report.typecheck).toEqual({ before: 0, after: 0, introduced: 0, rolledBack: 0 });
    expect(first.report.notes?.[0]).toBe(`style: ${options.style} (--style)`);
  });

  it("lists the sites left for a person", () => {
    expect(first.report.manual).toEqual(manual);
  });

  it("changes nothing on a second run, and lists the same sites but the callers of what it migrated", async () => {
    const again = await runMigration({ codemod: throwingToolToStructuredCodemod, codemodOptions: options, cwd: dir, paths: ["."], dryRun: false, allowDirty: true });
    expect(again.report.changed).toEqual([]);
    expect(again.report.errors).toEqual([]);
    // Callers the project cannot show are a person's to check, said whenever a tool's result changed shape.
    expect(first.report.notes?.some((note) => /^the result of the (\d+ )?migrated tools? changed shape: .*must be checked by a person$/.test(note))).toBe(true);
    expect(again.report.notes?.some((note) => note.includes("changed shape"))).toBe(false);
    expect(again.report.manual).toEqual(manual.filter((site) => !isCaller(site)).map(onLaterRun));
  });
});

describe("line endings, the byte-order mark and a file TypeScript cannot parse", () => {
  it("keeps CRLF (and writes it in new lines), and migrates the other files when one nests too deeply", async () => {
    const fixture = join(fixtures, "edge-cases");
    const dir = makeTempDir("throwing-tool-crlf");
    temps.push(dir);
    copyProject(fixture, dir);
    const crlf = (text: string): string => text.replace(/\r?\n/g, "\r\n");
    for (const file of listFiles(dir)) writeFileSync(join(dir, file), `${file.endsWith(".ts") ? "\uFEFF" : ""}${crlf(readFileSync(join(dir, file), "utf8"))}`);
    // A tool's options (its text names `execute`: a file the codemod must read) nested past what TypeScript parses.
    writeFileSync(join(dir, "src/deep.ts"), `export const depthTool = { execute: () => ${"(".repeat(20_000)}1${")".repeat(20_000)} };\n`);
    const options = JSON.parse(readFileSync(join(fixture, "options.json"), "utf8")) as Record<string, string>;
    const { report } = await runMigration({ codemod: throwingToolToStructuredCodemod, codemodOptions: options, cwd: dir, paths: ["."], dryRun: false, allowDirty: true });
    expect(report.errors).toEqual([{ file: "src/deep.ts", message: "could not be processed: TypeScript cannot parse it: it nests too deeply" }]);
    const expected = listFiles(join(fixture, "output"));
    expect(report.changed).toEqual(expected);
    for (const file of expected) {
      const bom = file.endsWith(".ts") ? "\uFEFF" : "";
      expect(readFileSync(join(dir, file), "utf8"), file).toBe(`${bom}${crlf(readFileSync(join(fixture, "output", file), "utf8"))}`);
    }
  });
});

describe("a signal before the writes", () => {
  it("writes nothing once interrupted: every file that would change is counted as left as it was", async () => {
    const fixture = join(fixtures, "result-object");
    const dir = makeTempDir("throwing-tool-interrupted");
    temps.push(dir);
    copyProject(fixture, dir);
    const options = JSON.parse(readFileSync(join(fixture, "options.json"), "utf8")) as Record<string, string>;
    const { report } = await runMigration({ codemod: throwingToolToStructuredCodemod, codemodOptions: options, cwd: dir, paths: ["."], dryRun: false, allowDirty: true, signal: AbortSignal.abort("SIGTERM") });
    const expected = listFiles(join(fixture, "output"));
    expect(report.interrupted).toEqual({ signal: "SIGTERM", notProcessed: expected.length });
    expect(report.changed).toEqual([]);
    expect(report.files.changed + report.files.unchanged + report.files.failed + expected.length).toBe(report.files.scanned);
    for (const file of listFiles(join(fixture, "input"))) expect(readFileSync(join(dir, file)), file).toEqual(readFileSync(join(fixture, "input", file)));
  });
});

