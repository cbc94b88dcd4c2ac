import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rules } from "../../rules/index.js";
import plugin from "../../src/index.js";
import { expectedMarkers, makeTempDir, repoRoot, runCli } from "../helpers.js";
import { expectValidSarif } from "../sarif-schema.js";

interface JsonResult {
  filePath: string;
  messages: { ruleId: string | null; line: number; fatal?: boolean; message: string }[];
}

// `check` runs the recommended preset: the examples' markers of strict-only rules are not its findings.
const shippedRules = Object.keys(rules).filter((name) => plugin.configs.recommended.rules?.[`agent-errors/${name}`] !== undefined);
const findings = (results: JsonResult[]): string[] =>
  results
    .flatMap((result) =>
      result.messages.map((message) => `${relative(repoRoot, result.filePath)}:${message.line} ${message.ruleId?.replace("agent-errors/", "")}`),
    )
    .sort();

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("agent-errors check over examples/", () => {
  const expected = expectedMarkers(join(repoRoot, "examples"), shippedRules);

  it("the examples are real TypeScript: they type-check", () => {
    const tsc = spawnSync(process.execPath, [join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", "examples/tsconfig.json"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(tsc.stdout).toBe("");
    expect(tsc.status).toBe(0);
  });

  it("the examples carry violations of every shipped rule", () => {
    for (const rule of shippedRules) expect(expected.some((marker) => marker.endsWith(` ${rule}`))).toBe(true);
  });

  it("finds exactly the marked violations and exits 1", () => {
    const run = runCli(["check", "examples", "--format", "json"]);
    expect(run.code).toBe(1);
    expect(findings(JSON.parse(run.stdout) as JsonResult[])).toEqual(expected);
  });

  it("finds the same with --type-checked (the project service reads examples/tsconfig.json)", () => {
    const run = runCli(["check", "examples", "--type-checked", "--format", "json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    expect(findings(JSON.parse(run.stdout) as JsonResult[])).toEqual(expected);
  });

  it("prints the stylish report by default", () => {
    const run = runCli(["check", "examples"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("agent-errors/no-deprecated-error-wrapper");
    expect(run.stdout).toMatch(new RegExp(`✖ ${expected.length} problems? \\(${expected.length} errors?, 0 warnings\\)`));
  });

  it("writes SARIF that parses, with one result per finding and the rule's metadata", () => {
    const dir = makeTempDir("sarif");
    temps.push(dir);
    const output = join(dir, "reports/agent-errors.sarif");
    const run = runCli(["check", "examples", "--format", "sarif", "--output-file", output]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const sarif = JSON.parse(readFileSync(output, "utf8")) as {
      version: string;
      runs: { results: { ruleId: string; locations: unknown[] }[]; tool: { driver: { rules: { id: string; helpUri?: string }[] } } }[];
    };
    expect(sarif.version).toBe("2.1.0");
    expectValidSarif(sarif);
    const [sarifRun] = sarif.runs;
    expect(sarifRun!.results).toHaveLength(expected.length);
    expect(sarifRun!.results.every((result) => result.locations.length === 1)).toBe(true);
    const rulesWithFindings = [...new Set(expected.map((marker) => marker.split(" ")[1]!))].sort();
    expect(sarifRun!.tool.driver.rules.map((rule) => rule.id).sort()).toEqual(rulesWithFindings.map((rule) => `agent-errors/${rule}`));
    for (const rule of sarifRun!.tool.driver.rules) {
      expect(rule.helpUri).toMatch(new RegExp(`docs/rules/${rule.id.replace("agent-errors/", "")}\\.md$`));
    }
  });

  it("SARIF: each untrusted-text finding has a code flow from where the text came from to where it reaches the agent", () => {
    const run = runCli(["check", "examples", "--format", "sarif"]);
    expect(run.code).toBe(1);
    type Location = { location: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } }; message: { text: string } } };
    const sarif = JSON.parse(run.stdout) as {
      runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[]; codeFlows?: { threadFlows: { locations: Location[] }[] }[] }[] }[];
    };
    expectValidSarif(sarif);
    const untrusted = sarif.runs[0]!.results.filter((result) => result.ruleId === "agent-errors/no-untrusted-error-message");
    expect(untrusted.length).toBe(expected.filter((marker) => marker.includes(" no-untrusted-error-message")).length);
    for (const result of untrusted) {
      const steps = result.codeFlows?.[0]?.threadFlows[0]?.locations ?? [];
      expect(steps.length, JSON.stringify(result)).toBeGreaterThanOrEqual(1);
      expect(steps.at(-1)!.location.message.text).toMatch(/^It reaches the agent /);
      for (const step of steps) expect(step.location.physicalLocation.artifactLocation.uri).toBe(result.locations[0]!.physicalLocation.artifactLocation.uri);
    }
    // The others have none, and neither does a run in worker threads (the rules run elsewhere): the log stays valid.
    expect(sarif.runs[0]!.results.filter((result) => result.ruleId !== "agent-errors/no-untrusted-error-message" && result.codeFlows)).toEqual([]);
    expect(untrusted.some((result) => (result.codeFlows?.[0]?.threadFlows[0]?.locations ?? []).some((step) => step.location.message.text.startsWith("The text comes from ")))).toBe(true);
  });

  it("SARIF: the tool's name and version, relative URIs under %SRCROOT%, a file that does not parse as a tool notification, suppressed findings marked", () => {
    const dir = makeTempDir("sarif-edges");
    temps.push(dir);
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "src/broken.ts"), "export const = ;\n");
    writeFileSync(
      join(dir, "src/tool.ts"),
      [
        `import { withApiErrorHandling } from "./utils.js";`,
        `export async function a() {`,
        `  return await withApiErrorHandling(() => fetch("x"));`,
        `}`,
        `export async function b() {`,
        `  // eslint-disable-next-line agent-errors/no-deprecated-error-wrapper`,
        `  return await withApiErrorHandling(() => fetch("y"));`,
        `}`,
        ``,
      ].join("\n"),
    );
    const run = runCli(["check", "src", "--format", "sarif"], dir);
    expect(run.code).toBe(1);
    const sarif = JSON.parse(run.stdout) as {
      runs: {
        tool: { driver: { name: string; version: string } };
        results: { ruleId: string; suppressions?: { kind: string }[]; locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[] }[];
        invocations: { executionSuccessful: boolean; toolExecutionNotifications: { message: { text: string } }[] }[];
      }[];
    };
    expectValidSarif(sarif);
    const [sarifRun] = sarif.runs;
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string };
    expect(sarifRun!.tool.driver).toMatchObject({ name: "agent-errors", version: pkg.version });
    const wrapperResults = sarifRun!.results.filter((result) => result.ruleId === "agent-errors/no-deprecated-error-wrapper");
    expect(wrapperResults.map((result) => result.suppressions?.[0]?.kind ?? "none").sort()).toEqual(["inSource", "none"]);
    expect(wrapperResults[0]!.locations[0]!.physicalLocation.artifactLocation).toMatchObject({ uri: "src/tool.ts", uriBaseId: "%SRCROOT%" });
    const [invocation] = sarifRun!.invocations;
    expect(invocation!.executionSuccessful).toBe(false);
    expect(invocation!.toolExecutionNotifications.map((n) => n.message.text).join("\n")).toMatch(/Parsing error/);
  });

  it("lints a single file path too", () => {
    const run = runCli(["check", "examples/src/tools/issues.ts", "--format", "json"]);
    expect(run.code).toBe(1);
    expect(findings(JSON.parse(run.stdout) as JsonResult[])).toEqual(expected.filter((marker) => marker.startsWith("examples/src/tools/issues.ts:")));
  });
});

describe("agent-errors check: exit codes and bad input", () => {
  it("exits 0 on clean code", () => {
    const dir = makeTempDir("clean");
    temps.push(dir);
    writeFileSync(
      join(dir, "tool.ts"),
      `import { agentTool } from "./utils.js";\nexport const t = agentTool({ description: "d", execute: async () => ({ ok: true }) });\n`,
    );
    const run = runCli(["check", "."], dir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it("skips node_modules, dist, what .gitignore files ignore and --ignore-pattern's paths; a path that names one lints it", () => {
    const dir = makeTempDir("ignores");
    temps.push(dir);
    // The same failing tool in the sources, the build, a generated folder and a fixture.
    const tool = `import { tool } from "ai";\nexport const t = tool({ execute: async () => { try { return { result: await run() }; } catch (e) { return { error: \`Lookup failed: \${(e as Error).message}\` }; } } });\ndeclare function run(): Promise<unknown>;\n`;
    for (const path of ["src/tool.ts", "dist/tool.ts", "generated/client/tool.ts", "src/fixtures/tool.ts", "out/tool.ts", "src/api/tool.gen.ts"]) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), tool);
    }
    // What .gitignore files leave out (the root's and a nested one) is not linted, as a migration leaves it.
    writeFileSync(join(dir, ".gitignore"), "out/\n");
    writeFileSync(join(dir, "src/.gitignore"), "*.gen.ts\n");
    const linted = (args: string[]): string[] => {
      const run = runCli(["check", ...args, "--format", "json"], dir);
      expect(run.code).toBe(1);
      return (JSON.parse(run.stdout) as JsonResult[]).map((result) => relative(dir, result.filePath).split("\\").join("/")).sort();
    };
    expect(linted(["."])).toEqual(["generated/client/tool.ts", "src/fixtures/tool.ts", "src/tool.ts"]);
    expect(linted([".", "--ignore-pattern", "generated/", "--ignore-pattern", "**/fixtures/**"])).toEqual(["src/tool.ts"]);
    expect(linted(["dist"])).toEqual(["dist/tool.ts"]);
    expect(linted(["dist/tool.ts"])).toEqual(["dist/tool.ts"]);
    expect(linted(["src"])).toEqual(["src/fixtures/tool.ts", "src/tool.ts"]);
    // A file named on the command line is linted whatever ignores it.
    expect(linted(["out/tool.ts"])).toEqual(["out/tool.ts"]);
    const help = runCli(["check", "--help"]);
    expect(help.stdout).toContain("--ignore-pattern <p>");
  });

  it("leaves out what the project's ESLint config ignores globally; --no-config, a named path and a named ignored directory lint it", () => {
    const dir = makeTempDir("config-ignores");
    temps.push(dir);
    const tool = `import { tool } from "ai";\nexport const t = tool({ execute: async () => { try { return { result: await run() }; } catch (e) { return { error: \`Lookup failed: \${(e as Error).message}\` }; } } });\ndeclare function run(): Promise<unknown>;\n`;
    for (const path of ["src/tool.ts", "src/tool.generated.ts", "fixtures/tool.ts", "scripts/tool.ts"]) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), tool);
    }
    // A config as projects write it: global ignores, and an `ignores` inside a config object (not global: it
    // only says where that object's rules apply). It configures JavaScript only and sets no agent-errors settings.
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "config-ignores", type: "module" }));
    writeFileSync(
      join(dir, "eslint.config.js"),
      `export default [\n  { ignores: ["fixtures/", "**/*.generated.ts"] },\n  { files: ["**/*.js"], ignores: ["scripts/**"], rules: {} },\n];\n`,
    );
    const linted = (args: string[]): string[] => {
      const run = runCli(["check", ...args, "--format", "json"], dir);
      expect(run.code).toBe(1);
      return (JSON.parse(run.stdout) as JsonResult[]).map((result) => relative(dir, result.filePath).split("\\").join("/")).sort();
    };
    expect(linted(["."])).toEqual(["eslint.config.js", "scripts/tool.ts", "src/tool.ts"]);
    expect(linted([".", "--no-config"])).toEqual(["eslint.config.js", "fixtures/tool.ts", "scripts/tool.ts", "src/tool.generated.ts", "src/tool.ts"]);
    expect(linted(["src/tool.generated.ts"])).toEqual(["src/tool.generated.ts"]);
    expect(linted(["fixtures"])).toEqual(["fixtures/tool.ts"]);
  });

  it("exits 2 with a clear message for a missing path", () => {
    const run = runCli(["check", "examples", "no/such/dir"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no such file or directory: no/such/dir");
    expect(run.stdout).toBe("");
  });

  it("exits 2 for an unknown format, option or command", () => {
    expect(runCli(["check", "--format", "xml"]).stderr).toContain('unknown --format "xml"; use one of stylish, json, sarif');
    expect(runCli(["check", "--format", "xml"]).code).toBe(2);
    expect(runCli(["check", "--frobnicate"]).code).toBe(2);
    const unknown = runCli(["lint"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "lint"');
    expect(runCli(["check", "--concurrency", "lots"]).stderr).toContain('--concurrency takes a positive number, "auto" or "off"');
  });

  it("prints help and the version", () => {
    expect(runCli(["--help"]).stdout).toContain("agent-errors <command>");
    expect(runCli(["check", "--help"]).stdout).toContain("Exit codes: 0 no errors (warnings alone do not fail, unless --max-warnings is exceeded), 1 errors found,");
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string };
    expect(runCli(["--version"]).stdout.trim()).toBe(pkg.version);
  });

  it("reports a file that does not parse and goes on with the others (exit 1)", () => {
    const dir = makeTempDir("syntax");
    temps.push(dir);
    writeFileSync(join(dir, "broken.ts"), "export const = ;\n");
    writeFileSync(
      join(dir, "tool.ts"),
      `import { withApiErrorHandling } from "./compat.js";\nexport const load = async () => withApiErrorHandling(() => 1);\n`,
    );
    const run = runCli(["check", ".", "--format", "json"], dir);
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as JsonResult[];
    const broken = results.find((result) => result.filePath.endsWith("broken.ts"))!;
    expect(broken.messages[0]).toMatchObject({ fatal: true, ruleId: null });
    expect(broken.messages[0]!.message).toMatch(/Parsing error/);
    const tool = results.find((result) => result.filePath.endsWith("tool.ts"))!;
    expect(tool.messages.map((message) => message.ruleId)).toEqual(["agent-errors/no-deprecated-error-wrapper"]);
  });

  it("--fix applies the autofixes and leaves no unused import of the wrapper", () => {
    const dir = makeTempDir("fix");
    temps.push(dir);
    cpSync(join(repoRoot, "examples/src/tools/issues.ts"), join(dir, "issues.ts"));
    const before = readFileSync(join(dir, "issues.ts"), "utf8");
    expect(before).toContain("withApiErrorHandling");
    const run = runCli(["check", ".", "--fix", "--format", "json"], dir);
    expect(run.code).toBe(0);
    const after = readFileSync(join(dir, "issues.ts"), "utf8");
    expect(after).not.toMatch(/withApiErrorHandling\(/);
    expect(after).not.toMatch(/import \{[^}]*withApiErrorHandling/);
    expect(after).toContain("await apiService.getIssue({ organizationSlug, issueId })");
  });

  it("--type-checked lints TypeScript with types and JavaScript without", () => {
    const dir = makeTempDir("mixed");
    temps.push(dir);
    const source = `import { withApiErrorHandling } from "./compat.js";\nexport const load = async () => withApiErrorHandling(() => 1);\n`;
    writeFileSync(join(dir, "legacy.js"), source);
    writeFileSync(join(dir, "tool.ts"), source);
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noEmit: true } }));
    const run = runCli(["check", ".", "--type-checked", "--format", "json"], dir);
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(results.map((result) => [result.filePath.split("/").pop(), result.messages.map((message) => message.ruleId)]).sort()).toEqual([
      ["legacy.js", ["agent-errors/no-deprecated-error-wrapper"]],
      ["tool.ts", ["agent-errors/no-deprecated-error-wrapper"]],
    ]);
  });

  it("--audit adds the options no preset turns on (reportUnknown), over the preset, typed and untyped", () => {
    const dir = makeTempDir("audit");
    temps.push(dir);
    // A geometry tool whose try awaits nothing: turf's text about the agent's own polygon is unknown, not outside text.
    const tool = (typed: boolean) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { area } from "@turf/turf";
export function register(server${typed ? ": McpServer" : ""}) {
  server.tool("area_tool", {}, async ({ geometry }${typed ? ": { geometry: number[][][] }" : ""}) => {
    try {
      return { content: [{ type: "text", text: String(area(geometry)) }] };
    } catch (error) {
      return { content: [{ type: "text", text: \`AreaTool: \${error.message}\` }], isError: true };
    }
  });
}
`;
    writeFileSync(join(dir, "area.ts"), tool(true).replace("error.message", "(error as Error).message"));
    writeFileSync(join(dir, "area.js"), tool(false));
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, allowJs: false } }));
    const found = (args: string[]): string[] => {
      const run = runCli(["check", ".", "--format", "json", ...args], dir);
      const results = JSON.parse(run.stdout) as JsonResult[];
      expect(results.flatMap((result) => result.messages.filter((message) => message.fatal))).toEqual([]);
      return results.flatMap((result) => result.messages.map((message) => `${result.filePath.split("/").pop()}:${message.line} ${message.ruleId}`)).sort();
    };
    expect(found([])).toEqual([]);
    expect(found(["--strict"])).toEqual([]);
    const audit = ["area.js:8 agent-errors/no-untrusted-error-message", "area.ts:8 agent-errors/no-untrusted-error-message"];
    expect(found(["--audit"])).toEqual(audit);
    expect(found(["--audit", "--type-checked"])).toEqual(audit);
  });

  it("--cache writes its cache where it is told", () => {
    const dir = makeTempDir("cache");
    temps.push(dir);
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "src/a.ts"), "export const a = 1;\n");
    const run = runCli(["check", "src", "--cache", "--cache-location", "cache/eslint"], dir);
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, "cache/eslint"), "utf8")).toContain("a.ts");
  });
});
