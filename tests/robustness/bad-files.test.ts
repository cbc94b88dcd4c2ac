// Bad input files through `agent-errors check`, `agent-errors migrate` and ESLint's API: syntax errors,
// binary files, a byte-order mark, CRLF line endings, bytes that are not UTF-8, empty files. Each gets a
// clear message, the run goes on with the other files, and no file is left half-written or changed in a
// byte that the fix or migration did not touch.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { makeTempDir } from "../helpers.js";
import { cliPath, read, removeTree, runCli, summarise, writeTree, type LintResult, type MigrationJson } from "./helpers.js";

const wrapped = (name: string, eol = "\n"): string =>
  [
    `import { withApiErrorHandling } from "../internal/compat.js";`,
    `import { apiService } from "../api-client/index.js";`,
    ``,
    `export async function ${name}(organizationSlug: string, issueId: string) {`,
    `  const issue = await withApiErrorHandling(() => apiService.getIssue({ organizationSlug, issueId }), { operation: "getIssue" });`,
    `  return issue.title;`,
    `}`,
    ``,
  ].join(eol);

const migrated = (name: string, eol = "\n"): string =>
  [
    `import { apiService } from "../api-client/index.js";`,
    ``,
    `export async function ${name}(organizationSlug: string, issueId: string) {`,
    `  const issue = await apiService.getIssue({ organizationSlug, issueId });`,
    `  return issue.title;`,
    `}`,
    ``,
  ].join(eol);

/** Bytes that are not text: a PNG signature, every byte value, and the wrapper's name in the middle (so the codemod tries it). */
function binaryBytes(): Buffer {
  const all = Buffer.alloc(512);
  for (let index = 0; index < all.length; index++) all[index] = (index * 37) % 256;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), all, Buffer.from(" withApiErrorHandling "), all]);
}

/** The bytes of a Latin-1 text (each character below U+0100 is one byte): é is 0xE9, which is not UTF-8. */
const latin1Bytes = (text: string): Buffer => Buffer.from(text, "latin1");
/** A Latin-1 file: a comment with é and è, and (in the wrapped call, which the fix moves) a string with é and à. */
const latin1Source = (name: string): string => `// Café crème: legacy encoding\n${wrapped(name).replace("{ organizationSlug, issueId }", '{ organizationSlug, issueId, note: "déjà" }')}`;
function latin1(name: string): Buffer {
  return latin1Bytes(latin1Source(name));
}
/** What the fix or the migration makes of it, in the same encoding: only the edited bytes change. */
function latin1Migrated(name: string): Buffer {
  return latin1Bytes(`// Café crème: legacy encoding\n${migrated(name).replace("{ organizationSlug, issueId }", '{ organizationSlug, issueId, note: "déjà" }')}`);
}

const RULE = "agent-errors/no-deprecated-error-wrapper";

const files = {
  "src/good.ts": wrapped("getIssueTitle"),
  "src/syntax-error.ts": `export const limit = ;\n${wrapped("getBrokenTitle")}`,
  "src/binary.ts": binaryBytes(),
  "src/bom-crlf.ts": `\uFEFF${wrapped("getWindowsTitle", "\r\n")}`,
  "src/empty.ts": "",
  "src/only-bom.ts": "\uFEFF",
  "src/logo.png": binaryBytes(),
};

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) removeTree(dir);
});
const tree = (prefix: string, content: Record<string, string | Buffer>): string => {
  const dir = writeTree(prefix, content);
  temps.push(dir);
  return dir;
};

describe("agent-errors check over bad files", () => {
  let dir: string;
  beforeAll(() => {
    dir = tree("bad-check", files);
  });

  it("reports syntax errors and binary files as parse errors, lints every other file, exits 1", () => {
    const run = runCli(["check", "src", "--format", "json"], dir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    expect(summarise(JSON.parse(run.stdout) as LintResult[])).toEqual({
      "good.ts": [`5:23 ${RULE}`],
      "syntax-error.ts": ["fatal: Parsing error: Expression expected."],
      "binary.ts": ["fatal: Parsing error: File appears to be binary."],
      // The byte-order mark and CRLF do not move the reported position.
      "bom-crlf.ts": [`5:23 ${RULE}`],
      "empty.ts": [],
      "only-bom.ts": [],
    });
  });

  it("--fix keeps the byte-order mark and the CRLF line endings, and leaves the files it cannot parse byte for byte", () => {
    const copy = makeTempDir("bad-check-fix");
    temps.push(copy);
    cpSync(dir, copy, { recursive: true });
    const run = runCli(["check", "src", "--fix", "--format", "json"], copy);
    expect(run.code).toBe(1); // the parse errors remain
    expect(readFileSync(join(copy, "src/good.ts"), "utf8")).toBe(migrated("getIssueTitle"));
    expect(readFileSync(join(copy, "src/bom-crlf.ts"), "utf8")).toBe(`\uFEFF${migrated("getWindowsTitle", "\r\n")}`);
    for (const name of ["syntax-error.ts", "binary.ts", "empty.ts", "only-bom.ts", "logo.png"]) {
      expect(read(join(copy, "src", name)).equals(read(join(dir, "src", name))), name).toBe(true);
    }
    expect(readdirSync(join(copy, "src")).sort()).toEqual(readdirSync(join(dir, "src")).sort());
  });

  it("--fix in a file that is not UTF-8 changes only the fixed bytes (é stays 0xE9, also inside the moved code)", () => {
    const latin = tree("bad-check-latin1", { "src/legacy.ts": latin1("getLegacyTitle"), "src/good.ts": wrapped("getIssueTitle") });
    const run = runCli(["check", "src", "--fix", "--format", "json"], latin);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0); // both fixed: nothing left to report
    expect(read(join(latin, "src/legacy.ts")).equals(latin1Migrated("getLegacyTitle"))).toBe(true);
    expect(readFileSync(join(latin, "src/good.ts"), "utf8")).toBe(migrated("getIssueTitle"));
    expect(summarise(JSON.parse(run.stdout) as LintResult[])).toEqual({ "legacy.ts": [], "good.ts": [] });
  });

  it("without --fix, a file that is not UTF-8 is reported where the problem is, and left as it is", () => {
    const latin = tree("bad-check-latin1-report", { "src/legacy.ts": latin1("getLegacyTitle") });
    const run = runCli(["check", "src", "--format", "json"], latin);
    expect(run.code).toBe(1);
    expect(summarise(JSON.parse(run.stdout) as LintResult[])).toEqual({ "legacy.ts": [`6:23 ${RULE}`] });
    expect(read(join(latin, "src/legacy.ts")).equals(latin1("getLegacyTitle"))).toBe(true);
  });
});

describe("ESLint's API over bad input", () => {
  const eslint = (fix = false): ESLint => new ESLint({ overrideConfigFile: true, overrideConfig: [plugin.configs.recommended as never], fix });

  it("a syntax error or binary text is a fatal parse error in the result, not an exception", async () => {
    const [syntax, binary] = [
      ...(await eslint().lintText(files["src/syntax-error.ts"], { filePath: "src/syntax-error.ts" })),
      ...(await eslint().lintText(binaryBytes().toString("utf8"), { filePath: "src/binary.ts" })),
    ];
    expect(syntax!.messages).toMatchObject([{ fatal: true, ruleId: null, message: "Parsing error: Expression expected.", line: 1 }]);
    expect(binary!.messages).toMatchObject([{ fatal: true, ruleId: null, message: "Parsing error: File appears to be binary." }]);
  });

  it("a byte-order mark and CRLF: same positions, and the fixed output keeps both", async () => {
    const text = `\uFEFF${wrapped("getWindowsTitle", "\r\n")}`;
    const [report] = await eslint().lintText(text, { filePath: "src/bom-crlf.ts" });
    expect(report!.messages.map((message) => [message.ruleId, message.line, message.column])).toEqual([[RULE, 5, 23]]);
    const [fixed] = await eslint(true).lintText(text, { filePath: "src/bom-crlf.ts" });
    expect(fixed!.output).toBe(`\uFEFF${migrated("getWindowsTitle", "\r\n")}`);
  });

  it("text decoded from bytes that are not UTF-8 is linted (the replacement characters are in a comment)", async () => {
    const [result] = await eslint().lintText(latin1("getLegacyTitle").toString("utf8"), { filePath: "src/legacy.ts" });
    expect(result!.messages.map((message) => [message.ruleId, message.line, message.column])).toEqual([[RULE, 6, 23]]);
  });
});

describe("agent-errors migrate over bad files", () => {
  let dir: string;
  let run: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = tree("bad-migrate", files);
    run = runCli(["migrate", "unwrap-api-error-handling", "src", "--allow-dirty", "--json"], dir);
  });

  it("reports each file it cannot parse with the parser's message and position, and exits 1", () => {
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.errors.map((error) => error.file)).toEqual(["src/binary.ts", "src/syntax-error.ts"]);
    expect(report.errors[0]!.message).toMatch(/^could not be parsed \(ts parser\): .+\(\d+:\d+\)$/);
    expect(report.errors[1]!.message).toMatch(/^could not be parsed \(ts parser\): Expression expected\. \(1:22\)$/);
    expect(run.stderr).toContain("Could not be processed (left untouched):\n  src/binary.ts  could not be parsed");
  });

  it("migrates the other files, keeping the byte-order mark and CRLF", () => {
    const report = JSON.parse(run.stdout) as MigrationJson;
    expect(report.changed).toEqual(["src/bom-crlf.ts", "src/good.ts"]);
    expect(readFileSync(join(dir, "src/good.ts"), "utf8")).toBe(migrated("getIssueTitle"));
    expect(read(join(dir, "src/bom-crlf.ts")).equals(Buffer.from(`\uFEFF${migrated("getWindowsTitle", "\r\n")}`))).toBe(true);
  });

  it("leaves the files it could not process byte for byte, and no temporary file behind", () => {
    for (const name of ["syntax-error.ts", "binary.ts", "empty.ts", "only-bom.ts", "logo.png"]) {
      expect(read(join(dir, "src", name)).equals(Buffer.from(files[`src/${name}` as keyof typeof files])), name).toBe(true);
    }
    expect(readdirSync(join(dir, "src")).sort()).toEqual(Object.keys(files).map((path) => path.slice("src/".length)).sort());
  });

  it("in a file that is not UTF-8, changes only the migrated bytes (é stays 0xE9, also inside the moved code)", () => {
    const latin = tree("bad-migrate-latin1", { "src/legacy.ts": latin1("getLegacyTitle") });
    // The --dry-run diff carries the file's bytes as they are: git apply takes it.
    const dry = spawnSync(process.execPath, [cliPath, "migrate", "unwrap-api-error-handling", "src", "--dry-run"], { cwd: latin });
    expect(dry.status).toBe(0);
    expect(dry.stdout.includes(latin1Bytes(`+  const issue = await apiService.getIssue({ organizationSlug, issueId, note: "déjà" });\n`))).toBe(true);
    const apply = spawnSync("git", ["apply", "--check", "-"], { cwd: latin, input: dry.stdout, encoding: "utf8" });
    expect(apply.stderr).toBe("");
    expect(apply.status).toBe(0);
    const run = runCli(["migrate", "unwrap-api-error-handling", "src", "--allow-dirty", "--json"], latin);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as MigrationJson).changed).toEqual(["src/legacy.ts"]);
    expect(read(join(latin, "src/legacy.ts")).equals(latin1Migrated("getLegacyTitle"))).toBe(true);
  });

  it("throwing-tool-to-structured (ts-morph reads the project) keeps the bytes that are not UTF-8 too", () => {
    const tool = `// Outil de recherche (encodage hérité)
import { tool } from "ai";
export const lookupTool = tool({
  description: "Cherche un élément",
  execute: async ({ id }: { id: string }) => {
    if (!id) throw new Error("L'identifiant est requis, déjà dit.");
    return { id };
  },
});
`;
    const latin = tree("bad-typed-latin1", {
      "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", noEmit: true, skipLibCheck: true, types: [] }, include: ["src"] }),
      "src/ai.d.ts": `declare module "ai" {\n  export function tool<T>(options: T): T;\n}\n`,
      "src/lookup.ts": latin1Bytes(tool),
    });
    const run = runCli(["migrate", "throwing-tool-to-structured", "src", "--allow-dirty", "--json", "--style", "result-object"], latin);
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as MigrationJson).changed).toEqual(["src/lookup.ts"]);
    const expected = tool
      .replace(
        `throw new Error("L'identifiant est requis, déjà dit.");`,
        `return {\n      ok: false,\n      error: "L'identifiant est requis, déjà dit.",\n      errorType: "execution",\n    } as const;`,
      )
      .replace("return { id };", "return { ok: true, data: { id } } as const;");
    expect(read(join(latin, "src/lookup.ts")).toString("latin1")).toBe(expected);
    expect(read(join(latin, "src/lookup.ts")).equals(latin1Bytes(expected))).toBe(true);
  });
});
