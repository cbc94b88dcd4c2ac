// Cross-module summaries (issue #16): with types, a call of a function declared in another module of the
// program is looked into as a function of the file is: what it returns (a formatter that returns the caught
// error's message, two modules deep, through a re-export or a namespace import; a helper that returns a
// constant) and where its parameters go (a helper that builds the `isError: true` result). Reports land at
// the call and name the helper and its file. Untyped runs follow the same helpers through the relative
// imports (read from disk, `readImportedModules`), and stay per file with that setting off. The fixture is a small MCP server
// in tests/fixtures/cross-module, written as real servers keep their error handling: in lib/ modules.
import { join } from "node:path";
import type { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject, type ProjectMessage } from "../helpers.js";
import { RULE, untrusted } from "./no-untrusted-error-message.cases.js";
import { FETCH_ISSUE, FETCH_ISSUE_PAGE } from "./self-catching-helpers.js";

const fixture = join(repoRoot, "tests/fixtures/cross-module");
const tools = ["src/tools/get-issue.ts", "src/tools/search-issues.ts", "src/tools/list-projects.ts", "src/tools/close-issue.ts"];
/** `strict` with the audit of unknown values on (no preset turns `reportUnknown` on). */
const audit = (typed: boolean): Linter.RulesRecord => ({
  [RULE]: ["error", { reportUnknown: true, reportRethrown: true, checkTrustedErrorConstructors: true, ...(typed ? { typeAware: true } : {}) }],
});


describe("no-untrusted-error-message across the modules of a typed program", () => {
  // Typed, with the checker; untyped, through the relative imports read from disk: the same answer.
  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: the formatter, the result builder and the namespace helpers of lib/ are followed", async (_, preset) => {
    const messages = (await lintProject(fixture, tools, preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual([
      // formatFailure() (re-exported by lib/errors/index.ts) returns describeError()'s text of the caught error.
      "src/tools/get-issue.ts:12:48",
      // errorResult(text) builds the isError result: its argument is the agent's text.
      "src/tools/search-issues.ts:13:26",
      // errors.firstLine() and errors.errorText() of a namespace import pass the response's text through.
      "src/tools/list-projects.ts:8:88",
    ]);
    // The report names the helper and where it is declared.
    expect(messages[0]!.message).toContain("`formatFailure(error, \"get_issue\")` (a caught error, line 11)");
    expect(messages[0]!.message).toContain("via `formatFailure()` (src/lib/errors/format.ts:4)");
    expect(messages[2]!.message).toContain("via `firstLine()` (src/lib/errors/text.ts:5), `errorText()` (src/lib/errors/text.ts:2)");
    expect(messages[1]!.message).toContain("`(error as Error).message` (a caught error, line 12) reaches the agent through the `text` of an `isError: true` result via `errorResult()` (src/lib/results.ts:4)");
  });

  it("untyped with `readImportedModules: false`: per file, an imported helper is not looked into", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(fixture, tools, "recommended", undefined, off))).toEqual([]);
  });

  it("reportUnknown, typed: a helper that returns a constant or a message of its own is trusted, not unknown", async () => {
    const typed = untrusted(await lintProject(fixture, tools, "strict-type-checked", audit(true)));
    expect(typed).toEqual(["src/tools/get-issue.ts:12:48", "src/tools/list-projects.ts:8:88", "src/tools/search-issues.ts:13:26"]);
    // Without types, the relative imports are read for calls that pass what may be outside text: the same
    // answer, but a helper called only with constants (`errorText("The issue is already closed.")`,
    // `genericFailure()`) is not looked into, so the audit still calls it unknown.
    expect(untrusted(await lintProject(fixture, tools, "strict", audit(false)))).toEqual([
      "src/tools/close-issue.ts:15:48",
      "src/tools/close-issue.ts:18:64",
      "src/tools/get-issue.ts:12:48",
      "src/tools/list-projects.ts:12:48",
      "src/tools/list-projects.ts:8:88",
      "src/tools/search-issues.ts:13:26",
    ]);
    // Per file (`readImportedModules: false`), the audit can only call each imported helper unknown: the three
    // of close_issue (safeMessage, errorText of a literal, genericFailure) and the constant one of list_projects too.
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    const untyped = untrusted(await lintProject(fixture, tools, "strict", audit(false), off));
    expect(untyped).toEqual([
      "src/tools/close-issue.ts:12:48",
      "src/tools/close-issue.ts:15:48",
      "src/tools/close-issue.ts:18:64",
      "src/tools/get-issue.ts:12:48",
      "src/tools/list-projects.ts:12:48",
      "src/tools/list-projects.ts:8:48",
    ]);
  });
});

/** A throwaway project beside the fixture (same node_modules), for shapes a real server would not keep. */
function project(name: string, files: Record<string, string>): string {
  return writeProject(join(repoRoot, ".tmp", `cross-module-${name}`), name, files);
}

const handler = (call: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${call.includes("describe") ? 'import { describe } from "./a.js";' : 'import { format0 } from "./m0.js";'}
const server = new McpServer({ name: "s", version: "1.0.0" });
server.registerTool("t", {}, async () => {
  try {
    return { content: [{ type: "text", text: await fetch("https://api.example.com").then((r) => r.text()) }] };
  } catch (error) {
    return { content: [{ type: "text", text: ${call} }], isError: true };
  }
});
`;

describe("bounds", () => {
  it("modules that call each other: the cycle ends as unknown, the untrusted branch is still found", async () => {
    const dir = project("cycle", {
      "a.ts": 'import { again } from "./b.js";\nexport function describe(error: unknown, depth: number): string {\n  if (depth > 3) return (error as Error).message;\n  return again(error, depth + 1);\n}\n',
      "b.ts": 'import { describe } from "./a.js";\nexport function again(error: unknown, depth: number): string {\n  return describe(error, depth);\n}\n',
      "server.ts": handler("describe(error, 0)"),
    });
    expect(untrusted(await lintProject(dir, ["server.ts", "a.ts", "b.ts"], "recommended-type-checked"))).toEqual(["server.ts:8:46"]);
  });

  it("a chain of modules is followed three calls deep; past that a call is unknown (reportUnknown reports it, recommended does not)", async () => {
    // format0() -> format1() -> ... -> the last one returns the message of an error it catches itself (a
    // process's, with its stderr).
    const chain = (length: number): Record<string, string> => {
      const files: Record<string, string> = { "server.ts": handler("format0()") };
      for (let index = 0; index < length; index++) {
        files[`m${index}.ts`] =
          index < length - 1
            ? `import { format${index + 1} } from "./m${index + 1}.js";\nexport function format${index}(): string {\n  return format${index + 1}();\n}\n`
            : `import { execFileSync } from "node:child_process";\nexport function format${index}(): string {\n  try {\n    return execFileSync("git", ["log", "-1"]).toString();\n  } catch (error) {\n    return (error as Error).message;\n  }\n}\n`;
      }
      return files;
    };
    const near = project("chain-3", chain(3));
    expect(untrusted(await lintProject(near, ["server.ts"], "recommended-type-checked"))).toEqual(["server.ts:8:46"]);
    const far = project("chain-8", chain(8));
    expect(untrusted(await lintProject(far, ["server.ts"], "recommended-type-checked"))).toEqual([]);
    expect(untrusted(await lintProject(far, ["server.ts"], "strict-type-checked"))).toEqual([]);
    expect(untrusted(await lintProject(far, ["server.ts"], "strict-type-checked", audit(true)))).toEqual(["server.ts:8:46"]);
  });

  it.each([["typed", "recommended-type-checked"], ["untyped", "recommended"]])("%s: methods of an imported object, and of a module-level instance of an imported class", async (_, preset) => {
    const messages = (await lintProject(fixture, ["src/tools/assign-issue.ts"], preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual([
      // toolErrors.fromCaught(error, ...) builds the isError result from its parameter: the argument is a sink.
      "src/tools/assign-issue.ts:25:36",
      // assignments.describeFailure(error) returns the caught error's message.
      "src/tools/assign-issue.ts:34:48",
    ]);
    expect(messages[0]!.message).toContain("via `fromCaught()` (src/lib/tool-errors.ts:6)");
    expect(messages[1]!.message).toContain("via `describeFailure()` (src/lib/assignments.ts:23)");
  });

  it("per file (`readImportedModules: false`): the imported methods are not looked into", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(fixture, ["src/tools/assign-issue.ts"], "recommended", undefined, off))).toEqual([]);
  });
});

/** A tool whose `catch` returns the caught error's message (`body` is its `try` block). */
const registered = (name: string, body: string, prefix = "Unexpected"): string => `server.registerTool("${name}", {}, async () => {
  try {
    ${body}
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`${prefix}: \${(error as Error).message}\` }] };
  }
});`;

/**
 * The findings of a project's server.ts: the same typed and untyped (`reported`), and per file, with the
 * imported modules not read (`reportedPerFile`).
 */
function expectServerFindings(dir: string, title: string, reported: string[], perFileTitle: string, reportedPerFile: string[]): void {
  it.each([["typed", "recommended-type-checked"], ["untyped", "recommended"]])(`%s: ${title}`, async (_, preset) => {
    expect(untrusted(await lintProject(dir, ["server.ts"], preset))).toEqual(reported);
  });

  it(`per file (\`readImportedModules: false\`): ${perFileTitle}`, async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, ["server.ts"], "recommended", undefined, off))).toEqual(reportedPerFile);
  });
}

/** A project's logger, and a runner whose method catches every failure and returns its own error result. */
const LOGGER_MODULE = "export const logger = { error(message: string, error: unknown): void { console.error(message, error); } };\n";
/** A lookup that catches what it awaits, logs it and returns its own error result (a function's or a method's body). */
const PROJECT_LOOKUP = `{
  try {
    const res = await fetch(\`https://api.example.com/projects/\${encodeURIComponent(id)}\`);
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
    return { project: (await res.json()) as { name: string } };
  } catch (error) {
    logger.error("project lookup failed", error);
    return { error: "Project lookup failed." };
  }
}`;
const RUNNER_MODULE = `export class Runner {
  async run(name: string, args: Record<string, unknown>) {
    try {
      const response = await fetch(\`https://tools.example.com/\${name}\`, { method: "POST", body: JSON.stringify(args) });
      if (!response.ok) throw new Error(\`Tool \${name} failed with \${response.status}\`);
      return { content: [{ type: "text" as const, text: await response.text() }] };
    } catch (error) {
      console.error(\`Tool \${name} failed\`, error);
      return { content: [{ type: "text" as const, text: "The tool failed." }], isError: true };
    }
  }
}
`;

describe("a helper of another module that catches its own failures", () => {
  // Awaiting a helper that catches what it awaits and returns plain values cannot reject with a response's
  // text: the tool's `catch` around it holds local text at most (a dead catch), also when its `catch` returns
  // what a builder of a third module makes, and when the tool shows a field of its result with JSON.stringify.
  // A helper whose `catch` calls a function that may throw the failure on is still a response's failure.
  const dir = project("self-catching", {
    "lib/logger.ts": LOGGER_MODULE,
    "lib/errors.ts": "export function handleApiError(error: unknown): never {\n  throw new Error(`API error: ${(error as Error).message}`);\n}\n",
    // A builder that throws nothing, and a function named like a logger that rethrows.
    "lib/format.ts": "export function failureResult(what: string) {\n  return { error: `${what} failed. Try again later.` };\n}\nexport function reportFailure(error: unknown): never {\n  console.error(error);\n  throw error;\n}\n",
    "lib/projects.ts": `import { logger } from "./logger.js";
import { handleApiError } from "./errors.js";
import { failureResult, reportFailure } from "./format.js";

export async function fetchProjectDetails(id: string) ${PROJECT_LOOKUP}

export async function fetchProjectSummary(id: string) {
  try {
    const res = await fetch(\`https://api.example.com/projects/\${encodeURIComponent(id)}/summary\`);
    return { project: (await res.json()) as { name: string } };
  } catch {
    return failureResult("Project summary");
  }
}

export async function fetchProjectOrReport(id: string) {
  try {
    const res = await fetch(\`https://api.example.com/projects/\${encodeURIComponent(id)}\`);
    return { project: (await res.json()) as { name: string } };
  } catch (error) {
    reportFailure(error);
  }
}

export async function fetchProjectOrFail(id: string) {
  try {
    const res = await fetch(\`https://api.example.com/projects/\${encodeURIComponent(id)}\`);
    return { project: (await res.json()) as { name: string } };
  } catch (error) {
    handleApiError(error);
  }
}
`,
    "lib/runner.ts": RUNNER_MODULE,
    "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { fetchProjectDetails, fetchProjectOrFail, fetchProjectOrReport, fetchProjectSummary } from "./lib/projects.js";
import { Runner } from "./lib/runner.js";

const server = new McpServer({ name: "projects", version: "1.0.0" });
const runner = new Runner();
${registered("get_project", 'return { content: [{ type: "text", text: JSON.stringify(await fetchProjectDetails("p1")) }] };')}
${registered("get_project_or_fail", 'return { content: [{ type: "text", text: JSON.stringify(await fetchProjectOrFail("p1")) }] };')}
${registered("run_tool", 'return await runner.run("search", {});', "Failed to run search")}
${registered("get_summary", 'const summary = await fetchProjectSummary("p1");\n    return { content: [{ type: "text", text: JSON.stringify(summary.project) }] };')}
${registered("get_project_or_report", 'return { content: [{ type: "text", text: JSON.stringify(await fetchProjectOrReport("p1")) }] };')}`,
  });

  expectServerFindings(
    dir,
    "the catch around it is not reported; around one whose catch hands the failure on, it is",
    [
      // fetchProjectOrFail's catch calls handleApiError(error), which throws the failure on.
      "server.ts:18:76",
      // fetchProjectOrReport's catch calls reportFailure(error): named like a logger, but it rethrows.
      "server.ts:40:76",
    ],
    "every imported helper may reject with a response's text",
    ["server.ts:11:76", "server.ts:18:76", "server.ts:25:86", "server.ts:33:76", "server.ts:40:76"],
  );
});

describe("a method of an imported class on an instance a factory of the file makes", () => {
  // BrowserStack's accessibility tools: `const fetcher = await initializeReportFetcher(config)`, whose body makes
  // `new AccessibilityReportFetcher()`, sets its auth and returns it; then `fetcher.getReportLink(...)`. The method
  // is read as one of an instance made in place: a runner that catches its own failures leaves the tool's catch
  // around it no response's text. A factory that may return instances of two classes is not followed.
  const dir = project("factory-instance", {
    "lib/runner.ts": `${RUNNER_MODULE}export class RemoteRunner {
  async run(name: string) {
    const response = await fetch(\`https://tools.example.com/\${name}\`);
    if (!response.ok) throw new Error(await response.text());
    return { content: [{ type: "text" as const, text: await response.text() }] };
  }
}
`,
    "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { RemoteRunner, Runner } from "./lib/runner.js";

const server = new McpServer({ name: "runner", version: "1.0.0" });
async function initializeRunner(label: string) {
  const runner = new Runner();
  console.error(\`runner for \${label}\`);
  return runner;
}
function pickRunner(remote: boolean) {
  if (remote) return new RemoteRunner();
  return new Runner();
}
${registered("run_local", 'const runner = await initializeRunner("local");\n    return await runner.run("search", {});', "Failed to run search")}
${registered("run_picked", 'const runner = pickRunner(true);\n    return await runner.run("search", {});', "Failed to run search")}`,
  });

  expectServerFindings(
    dir,
    "the runner's own catch leaves nothing to report; a factory of two classes is not followed",
    ["server.ts:27:86"],
    "every imported method may reject with a response's text",
    ["server.ts:19:86", "server.ts:27:86"],
  );
});

describe("the ways a project calls a helper that catches its own failures", () => {
  // The same answer whatever the call looks like: a method of an object a namespace import exports, a method
  // of an instance made in place, `.then()` with a callback that only reads a field, and a helper of the
  // file whose `catch` hands the failure to a telemetry object of the file that only logs it. Against them:
  // a `.then()` whose callback fetches, and a helper of the file given a response's text to parse.
  const dir = project("self-catching-shapes", {
    "lib/logger.ts": LOGGER_MODULE,
    "lib/api.ts": `import { logger } from "./logger.js";

export const api = {
  async getProject(id: string) ${PROJECT_LOOKUP},
};
`,
    "lib/runner.ts": RUNNER_MODULE,
    "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as lib from "./lib/api.js";
import { Runner } from "./lib/runner.js";

const server = new McpServer({ name: "projects", version: "1.0.0" });
const telemetry = {
  record(event: string, error: unknown): void {
    console.error(event, error);
  },
};
async function loadOwner(id: string) {
  try {
    const res = await fetch(\`https://api.example.com/owners/\${encodeURIComponent(id)}\`);
    return { owner: (await res.json()) as { name: string } };
  } catch (error) {
    telemetry.record("owner lookup failed", error);
    return { error: "Owner lookup failed." };
  }
}
function parseBody(text: string): unknown {
  return JSON.parse(text);
}
${registered("get_project", 'return { content: [{ type: "text", text: JSON.stringify(await lib.api.getProject("p1")) }] };')}
${registered("run_tool", 'return await new Runner().run("search", {});', "Failed to run search")}
${registered("get_project_name", 'const project = await lib.api.getProject("p1").then((result) => result.project);\n    return { content: [{ type: "text", text: project?.name ?? "unknown" }] };')}
${registered("get_project_page", 'const page = await lib.api.getProject("p1").then((result) => fetch(\`https://example.com/\${result.project?.name}\`));\n    return { content: [{ type: "text", text: String(page.status) }] };')}
${registered("get_owner", 'return { content: [{ type: "text", text: JSON.stringify(await loadOwner("o1")) }] };')}
server.registerTool("parse_owner", {}, async () => {
  const raw = await (await fetch("https://api.example.com/owners/o1")).text();
  try {
    return { content: [{ type: "text", text: JSON.stringify(parseBody(raw)) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Unexpected: \${(error as Error).message}\` }] };
  }
});`,
  });

  expectServerFindings(
    dir,
    "only the fetching callback's and the parsed response's catches are reported",
    [
      // `.then()` whose callback fetches: the promise may reject with a response's failure.
      "server.ts:50:76",
      // parseBody(raw) is given a response's text, which JSON.parse's error may quote.
      "server.ts:65:76",
    ],
    "the imported helpers may reject with a response's text; the file's own are read",
    ["server.ts:27:76", "server.ts:34:86", "server.ts:42:76", "server.ts:50:76", "server.ts:65:76"],
  );
});

describe("what a helper that catches its own failures returns, and what its catch calls", () => {
  // A variable that holds an awaited value and a field of an awaited response are plain values; a helper that
  // awaits itself again after its `try` settles as the first call does; a `catch` that calls a logger of its
  // module which calls a function that throws may throw the failure on, as it would in the tool's own file.
  const dir = project("self-catching-returns", {
    "lib/issues.ts": `function escalate(error: unknown): never {
  throw new Error(\`Escalated: \${String(error)}\`);
}
function logFailure(error: unknown): void {
  console.error("issue lookup failed", error);
  escalate(error);
}
${FETCH_ISSUE}
export async function issueStatus(id: string) {
  try {
    const res = await fetch(\`https://api.example.com/issues/\${encodeURIComponent(id)}/status\`);
    return res.status;
  } catch {
    return 0;
  }
}
${FETCH_ISSUE_PAGE}
export async function fetchIssueOrEscalate(id: string) {
  try {
    const res = await fetch(\`https://api.example.com/issues/\${encodeURIComponent(id)}\`);
    return (await res.json()) as { title: string };
  } catch (error) {
    logFailure(error);
    return { title: "unavailable" };
  }
}
`,
    "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { fetchIssue, fetchIssueOrEscalate, fetchIssuePage, issueStatus } from "./lib/issues.js";

const server = new McpServer({ name: "issues", version: "1.0.0" });
${registered("get_issue", 'return { content: [{ type: "text", text: (await fetchIssue("i1")).title }] };')}
${registered("issue_status", 'return { content: [{ type: "text", text: String(await issueStatus("i1")) }] };')}
${registered("list_issues", 'return { content: [{ type: "text", text: JSON.stringify(await fetchIssuePage("c1")) }] };')}
${registered("get_issue_or_escalate", 'return { content: [{ type: "text", text: (await fetchIssueOrEscalate("i1")).title }] };')}`,
  });

  expectServerFindings(
    dir,
    "only the catch around the helper whose logger escalates is reported",
    [
      // fetchIssueOrEscalate's catch calls logFailure(error), which calls escalate(error), which throws.
      "server.ts:30:76",
    ],
    "every imported helper may reject with a response's text",
    ["server.ts:16:76", "server.ts:23:76", "server.ts:30:76", "server.ts:9:76"],
  );
});

describe("a synchronous `try` that calls functions of another module", () => {
  // A synchronous function of another module is read as the file's own are: by its body, whatever its name. One
  // that runs a process (`getBranch()` with `execSync` inside) lets its stderr reach the `catch`; one that only
  // logs what it is given (`logEvent(raw)`) hands the response's text to nothing that quotes it; one that parses
  // it (`parseEvent(raw)` with `JSON.parse` inside) does; and a `runCommand()` that only formats a string is not
  // a process runner because of its name.
  const dir = project("sync-foreign", {
    "lib/git-info.ts": `import { execSync } from "node:child_process";
export function getBranch(): string {
  return execSync("git rev-parse --abbrev-ref HEAD").toString().trim();
}
`,
    "lib/events.ts": `const PREFIX = "[event]";
export function logEvent(text: string): void {
  console.log(PREFIX, text);
}
export function parseEvent(text: string): { kind: string } {
  const trimmed = text.trim();
  return JSON.parse(trimmed) as { kind: string };
}
export function runCommand(name: string): string {
  return \`queued \${name.length} characters\`;
}
`,
    "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getBranch } from "./lib/git-info.js";
import { logEvent, parseEvent, runCommand } from "./lib/events.js";

const server = new McpServer({ name: "events", version: "1.0.0" });
server.registerTool("record_event", {}, async () => {
  const res = await fetch("https://events.example.com/latest");
  const raw = await res.text();
  try {
    logEvent(raw);
    return { content: [{ type: "text", text: getBranch() === "main" ? "recorded on main" : "recorded" }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Recording failed: \${(error as Error).message}\` }] };
  }
});
server.registerTool("log_event", {}, async () => {
  const res = await fetch("https://events.example.com/latest");
  const raw = await res.text();
  try {
    logEvent(raw);
    return { content: [{ type: "text", text: runCommand("sync") }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Logging failed: \${(error as Error).message}\` }] };
  }
});
server.registerTool("parse_event", {}, async () => {
  const res = await fetch("https://events.example.com/latest");
  const raw = await res.text();
  try {
    return { content: [{ type: "text", text: parseEvent(raw).kind === "deploy" ? "a deploy" : "another event" }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Parsing failed: \${(error as Error).message}\` }] };
  }
});
`,
  });

  expectServerFindings(
    dir,
    "the process runner and the parser are reported, the logger and a runner in name only are not",
    ["server.ts:13:82", "server.ts:32:80"],
    "per file, any imported function may quote the response it is given",
    ["server.ts:13:82", "server.ts:23:80", "server.ts:32:80"],
  );
});

describe("the values of `Promise.all` and `Promise.allSettled`", () => {
  // `allSettled` never rejects, so its `catch` holds what the code after it throws: a response's text parsed
  // from a fulfilled result's `value` is outside text, as it would be awaited on its own; `Promise.all`'s
  // values are the promises' values too.
  const dir = project("promise-combinators", {
    "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "pages", version: "1.0.0" });
server.registerTool("first_page", {}, async () => {
  try {
    const [first] = await Promise.allSettled([fetch("https://pages.example.com/1").then((res) => res.text())]);
    if (first.status === "fulfilled") JSON.parse(first.value);
    return { content: [{ type: "text", text: first.status }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Parsing failed: \${(error as Error).message}\` }] };
  }
});
server.registerTool("page_count", {}, async () => {
  const [first] = await Promise.allSettled([fetch("https://pages.example.com/1").then((res) => res.text())]);
  try {
    return { content: [{ type: "text", text: first.status === "fulfilled" ? String(first.value.length) : "0" }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: \`Counting failed: \${(error as Error).message}\` }] };
  }
});
server.registerTool("both_pages", {}, async () => {
  const [one, two] = await Promise.all([
    fetch("https://pages.example.com/1").then((res) => res.text()),
    fetch("https://pages.example.com/2").then((res) => res.text()),
  ]);
  if (one === "") return { isError: true, content: [{ type: "text", text: \`The first page is missing; the second reads: \${two}\` }] };
  return { content: [{ type: "text", text: \`\${one.length + two.length} characters\` }] };
});
`,
  });

  expectServerFindings(
    dir,
    "the parse of a fulfilled value, and a fetched page in an error text",
    ["server.ts:10:80", "server.ts:26:123"],
    "the same in one file",
    ["server.ts:10:80", "server.ts:26:123"],
  );
});

describe("an allowlist built in another module of the project", () => {
  // GitLab's server: `if (!ALL_TOOLSET_IDS.has(category)) return ...` where tools/registry.js exports
  // `new Set(TOOLSET_DEFINITIONS.map((d) => d.id))` over a table of literal ids. After the check the agent's
  // category is one of the server's own ids; before it, it is the agent's text echoed.
  const definitions = (count: number): string =>
    Array.from({ length: count }, (_, index) => `  { id: "toolset_${index}", isDefault: ${index % 2 === 0}, tools: new Set(["list_things_${index}", "get_thing_${index}", "create_thing_${index}"]) },`).join("\n");
  const registry = (count: number): string => `export const TOOLSET_DEFINITIONS = [
${definitions(count)}
];
export const ALL_TOOLSET_IDS = new Set(TOOLSET_DEFINITIONS.map((d) => d.id));
`;
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ALL_TOOLSET_IDS } from "./tools/registry.js";

const server = new McpServer({ name: "gitlab", version: "1.0.0" });
const active = new Set<string>();
server.registerTool("discover_tools", { inputSchema: { category: z.string() } }, async ({ category }) => {
  if (!ALL_TOOLSET_IDS.has(category)) {
    return { content: [{ type: "text", text: \`Unknown category "\${category}". Available: \${[...ALL_TOOLSET_IDS].join(", ")}\` }], isError: true };
  }
  if (active.has(category)) {
    return { content: [{ type: "text", text: \`Category "\${category}" is already active.\` }], isError: true };
  }
  active.add(category);
  return { content: [{ type: "text", text: \`Activated \${category}.\` }] };
});
`;
  // A registry of a few toolsets, and one past the size a module is read at for its functions (64 kB).
  const small = project("allowlist-small", { "tools/registry.ts": registry(3), "server.ts": server });
  const large = project("allowlist-large", { "tools/registry.ts": registry(700), "server.ts": server });

  it.each([
    ["untyped, a small module", small, "recommended"],
    ["untyped, a module too large to read for its functions", large, "recommended"],
    ["typed, a small module", small, "recommended-type-checked"],
  ])("%s: only the echo before the check is reported", async (_, dir, preset) => {
    expect(untrusted(await lintProject(dir, ["server.ts"], preset))).toEqual(["server.ts:9:67"]);
  });

  it("per file (`readImportedModules: false`): the imported Set is not read, both echoes are reported", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(small, ["server.ts"], "recommended", undefined, off))).toEqual(["server.ts:12:59", "server.ts:9:67"]);
  });
});

describe("a file that only calls an imported result builder", () => {
  // Playwright's MCP server: the tools' base class catches and returns `createErrorResponse(...)` of
  // ../common/types.js; the file itself has no tool result, registration or `isError` of its own. The
  // imported builder is a sink: the file is analysed because a module it calls can build one.
  const dir = project("builder-only", {
    "common/types.js": 'export function createErrorResponse(message) {\n  return { content: [{ type: "text", text: message }], isError: true };\n}\nexport function createSuccessResponse(message) {\n  return { content: [{ type: "text", text: message }] };\n}\n',
    "common/format.js": "export function pageTitle(page) {\n  return page.title();\n}\n",
    "browser/base.js": `import { createErrorResponse } from "../common/types.js";
export class BrowserToolBase {
  constructor(server) {
    this.server = server;
  }
  async safeExecute(context, operation) {
    try {
      return await operation(context.page);
    } catch (error) {
      return createErrorResponse(\`Operation failed: \${error.message}\`);
    }
  }
}
`,
    // Calls only a module that cannot build a tool result: nothing to analyse.
    "browser/title.js": 'import { pageTitle } from "../common/format.js";\nexport async function title(page) {\n  try {\n    return await pageTitle(page);\n  } catch (error) {\n    return `Failed: ${error.message}`;\n  }\n}\n',
  });

  it("untyped: the caught message handed to the imported builder is reported", async () => {
    expect(untrusted(await lintProject(dir, ["browser/base.js", "browser/title.js"], "recommended"))).toEqual(["browser/base.js:10:55"]);
  });

  it("per file (`readImportedModules: false`): the file is not analysed", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, ["browser/base.js", "browser/title.js"], "recommended", undefined, off))).toEqual([]);
  });
});

describe("a result builder of another module reached through a helper of a third that hands its text on", () => {
  // CircleCI's MCP server: each tool's handler module returns `mcpErrorOutput(text)` of lib/mcpErrorOutput.ts,
  // whose default export returns `createErrorResponse(text)` of lib/mcpResponse.ts, the one module that builds
  // the `isError: true` result. Neither the handler's module nor the helper's spells a result of its own.
  const dir = project("forwarding-builder", {
    "lib/mcpResponse.ts": "export function createErrorResponse(text: string) {\n  return { isError: true, content: [{ type: \"text\" as const, text }] };\n}\n",
    "lib/mcpErrorOutput.ts": 'import { createErrorResponse } from "./mcpResponse.js";\n\nexport default function mcpErrorOutput(text: string) {\n  return createErrorResponse(text);\n}\n',
    // Hands on a message of its own: what it is given goes to the log only.
    "lib/genericError.ts": 'import { createErrorResponse } from "./mcpResponse.js";\n\nexport function genericError(detail: string) {\n  console.error(detail);\n  return createErrorResponse("The CircleCI request failed.");\n}\n',
    "tools/listArtifacts/handler.ts": `import mcpErrorOutput from "../../lib/mcpErrorOutput.js";
import { genericError } from "../../lib/genericError.js";

export const listArtifacts = async (args: { params?: { jobNumber?: number; artifactsUrl?: string } }) => {
  const { jobNumber, artifactsUrl } = args.params ?? {};
  if (!jobNumber || !artifactsUrl) {
    return mcpErrorOutput("Missing required inputs. Please provide a job number and the artifacts URL.");
  }
  try {
    const response = await fetch(artifactsUrl);
    const artifacts = (await response.json()) as { items: { path: string; url: string }[] };
    return { content: [{ type: "text" as const, text: artifacts.items.map((item) => item.path).join("\\n") }] };
  } catch (error) {
    return mcpErrorOutput(\`Failed to fetch artifacts for job \${jobNumber}: \${error instanceof Error ? error.message : String(error)}\`);
  }
};

export const listArtifactsQuietly = async (args: { params?: { artifactsUrl?: string } }) => {
  try {
    const response = await fetch(args.params?.artifactsUrl ?? "https://example.com");
    return { content: [{ type: "text" as const, text: await response.text() }] };
  } catch (error) {
    return genericError(\`Fetching artifacts failed: \${(error as Error).message}\`);
  }
};
`,
  });
  const files = ["tools/listArtifacts/handler.ts"];

  it.each([["typed", "recommended-type-checked"], ["untyped", "recommended"]])("%s: the caught message is reported at the call, naming the helper; a helper that keeps its text to itself is not", async (_, preset) => {
    const messages = (await lintProject(dir, files, preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["tools/listArtifacts/handler.ts:14:103"]);
    expect(messages[0]!.message).toContain("via `mcpErrorOutput()` (lib/mcpErrorOutput.ts:3)");
  });

  it("per file (`readImportedModules: false`): the helpers are not looked into", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, files, "recommended", undefined, off))).toEqual([]);
  });
});

describe("a result builder of another module whose results have no isError", () => {
  // Railway's MCP server: each tool module exports `{ name, title, description, inputSchema, handler }` for index.ts
  // to register, and every handler returns `createToolResponse(text)` of ./utils.ts, `({ content: [{ type: "text",
  // text }] })`, on success and from its `catch` alike. A result returned on failure is the agent's error text with
  // or without `isError`, as the same result built in place is.
  const dir = project("result-builder-no-is-error", {
    "utils.ts": 'export const createToolResponse = (text: string) => ({\n  content: [{ type: "text" as const, text }],\n});\n',
    "projects.ts": `export async function listRailwayProjects(): Promise<{ id: string; name: string }[]> {
  const res = await fetch("https://backboard.example.com/graphql/v2", { method: "POST", body: JSON.stringify({ query: "{ projects { id name } }" }) });
  if (!res.ok) throw new Error(await res.text());
  return ((await res.json()) as { data: { projects: { id: string; name: string }[] } }).data.projects;
}
`,
    "list-projects.ts": `import { listRailwayProjects } from "./projects.js";
import { createToolResponse } from "./utils.js";

export const listProjectsTool = {
  name: "list-projects",
  title: "List Railway Projects",
  description: "List all Railway projects for the currently logged in account",
  inputSchema: {},
  handler: async () => {
    try {
      const projects = await listRailwayProjects();
      return createToolResponse(\`Found \${projects.length} Railway project(s):\\n\${projects.map((project) => project.name).join("\\n")}\`);
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : "Unknown error occurred";
      return createToolResponse(\`Failed to list Railway projects\\n\\n**Error:** \${errorMessage}\`);
    }
  },
};

export const listProjectsQuietlyTool = {
  name: "list-projects-quietly",
  description: "List Railway projects, without details on failure",
  inputSchema: {},
  handler: async () => {
    try {
      const projects = await listRailwayProjects();
      return createToolResponse(projects.map((project) => project.name).join("\\n"));
    } catch (error) {
      console.error("list-projects-quietly failed", error);
      return createToolResponse("Failed to list Railway projects; check that you are logged in.");
    }
  },
};
`,
    "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createToolResponse } from "./utils.js";
import { listRailwayProjects } from "./projects.js";

export const server = new McpServer({ name: "railway", version: "1.0.0" });
server.registerTool("count-projects", { description: "Count the Railway projects", inputSchema: {} }, async () => {
  try {
    return createToolResponse(String((await listRailwayProjects()).length));
  } catch (error) {
    return createToolResponse(\`Failed to count projects: \${(error as Error).message}\`);
  }
});
`,
  });
  const files = ["list-projects.ts", "server.ts"];

  it.each([["typed", "recommended-type-checked"], ["untyped", "recommended"]])("%s: the caught message handed to the builder is reported at the call, naming it; a message of its own is not", async (_, preset) => {
    const messages = (await lintProject(dir, files, preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["list-projects.ts:15:82", "server.ts:10:60"]);
    expect(messages[0]!.message).toContain("a tool result returned on failure (it has no `isError: true`) via `createToolResponse()` (utils.ts:1)");
  });

  it("untyped, the exported definition is a tool by what its handler returns through the builder: require-tool-error-result sees it too", async () => {
    const messages = (await lintProject(dir, ["list-projects.ts"], "recommended")).filter((message) => message.ruleId === "agent-errors/require-tool-error-result");
    expect(messages.map((message) => `${message.line}:${message.column}`)).toEqual(["15:14", "30:14"]);
  });

  it("per file (`readImportedModules: false`): the builder is not looked into", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, files, "recommended", undefined, off))).toEqual([]);
  });
});

describe("a tool's input schema exported by another module", () => {
  // inbox-zero's assistant tools (apps/web/utils/ai/assistant): the AI SDK validates `path` against the enum of
  // ./shared before `execute` runs, so the paths it echoes are the server's own constants; `note` is free text.
  const dir = project("imported-schema", {
    "shared.ts": `import { z } from "zod";
export const settingsPathSchema = z.enum(["assistant.meetingBriefs.enabled", "assistant.attachmentFiling.prompt"]);
export const updateSettingsInputSchema = z.object({
  changes: z.array(z.object({ path: settingsPathSchema, value: z.unknown() })).min(1),
  note: z.string().optional(),
});
`,
    "tool.ts": `import { tool } from "ai";
import { updateSettingsInputSchema } from "./shared.js";
declare function applySettings(changes: unknown[]): Promise<{ ok: true }>;
export const updateSettingsTool = tool({
  description: "Update the assistant's settings",
  inputSchema: updateSettingsInputSchema,
  execute: async ({ changes, note }) => {
    const nullPaths = changes.filter((change) => change.value === null).map((change) => change.path);
    if (nullPaths.length > 0) return { error: \`These settings cannot be set to null: \${nullPaths.join(", ")}.\` };
    if (note && note.length > 200) return { error: \`The note is too long: \${note}\` };
    return applySettings(changes);
  },
});
`,
  });

  it("untyped: the enum of the imported schema is a constant, its string field is the agent's text", async () => {
    expect(untrusted(await lintProject(dir, ["tool.ts"], "recommended"))).toEqual(["tool.ts:10:77"]);
  });

  it("per file (`readImportedModules: false`): the imported schema is not read, so both are the agent's text", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, ["tool.ts"], "recommended", undefined, off))).toEqual(["tool.ts:10:77", "tool.ts:9:88"]);
  });
});

describe("CommonJS modules, as TypeScript emits them", () => {
  // Many npm servers ship tsc's CommonJS output (Grafana's, Jira's): `const fmt_1 = require("./fmt.js")`, calls
  // written `(0, fmt_1.describeError)(error)`, exports written `exports.describeError = describeError`.
  const TOOL = (call: string, requires: string): string => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
${requires}
const server = new mcp_js_1.McpServer({ name: "grafana", version: "1.1.7" });
server.registerTool("list_alert_rules", {}, async () => {
    try {
        const response = await fetch("https://grafana.example.com/api/v1/provisioning/alert-rules");
        return { content: [{ type: "text", text: await response.text() }] };
    }
    catch (error) {
        return { isError: true, content: [{ type: "text", text: \`Failed to list alert rules: \${${call}}\` }] };
    }
});
`;
  const FORMAT = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.describeError = void 0;
exports.describeError = describeError;
function describeError(error) {
    return error instanceof Error ? error.message : String(error);
}
`;
  const dir = project("commonjs", {
    "utils/format.js": FORMAT,
    // A barrel as tsc writes `export { describeError } from "./format.js"` and `export * from "./format.js"`.
    "utils/index.js": `"use strict";
var __exportStar = (this && this.__exportStar) || function (m, exports) { for (var p in m) exports[p] = m[p]; };
Object.defineProperty(exports, "__esModule", { value: true });
exports.describe = void 0;
var format_js_1 = require("./format.js");
Object.defineProperty(exports, "describe", { enumerable: true, get: function () { return format_js_1.describeError; } });
__exportStar(require("./format.js"), exports);
`,
    "utils/legacy.js": "const describeError = (error) => (error instanceof Error ? error.message : String(error));\nmodule.exports = { describeError, constant: () => \"The request failed.\" };\n",
    "tools/direct.js": TOOL("(0, format_js_1.describeError)(error)", 'const format_js_1 = require("../utils/format.js");'),
    "tools/getter.js": TOOL("(0, utils_1.describe)(error)", 'const utils_1 = require("../utils/index.js");'),
    "tools/star.js": TOOL("(0, utils_1.describeError)(error)", 'const utils_1 = __importStar(require("../utils/index.js"));'),
    "tools/destructured.js": TOOL("describeError(error)", 'const { describeError } = require("../utils/legacy.js");'),
    "tools/constant.js": TOOL("(0, legacy_1.constant)(error)", 'const legacy_1 = require("../utils/legacy.js");'),
  });
  const files = ["tools/direct.js", "tools/getter.js", "tools/star.js", "tools/destructured.js", "tools/constant.js"];

  it("untyped: the required module's export is followed (exports.f, a re-export's getter, __exportStar, module.exports), so the caught message is found", async () => {
    expect(untrusted(await lintProject(dir, files, "recommended"))).toEqual(["tools/destructured.js:12:96", "tools/direct.js:12:96", "tools/getter.js:12:96", "tools/star.js:12:96"]);
  });

  it("per file (`readImportedModules: false`): the helpers are not looked into", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, files, "recommended", undefined, off))).toEqual([]);
  });
});

describe("an AI SDK tool whose execute returns through a wrapper another module exports (VoltAgent's workspace search)", () => {
  const search = (wrapper: string, from: string): string => `import { tool } from "ai";
import { z } from "zod";
import { ${wrapper} } from "${from}";

declare const searchBackend: { search(query: string): Promise<Array<{ path: string; content: string }>> };

export const workspaceSearch = tool({
  description: "Search the workspace's files",
  inputSchema: z.object({ query: z.string() }),
  execute: async (input, options) =>
    ${wrapper}(async () => {
      try {
        const results = await searchBackend.search(input.query);
        return { results, total: results.length };
      } catch (error: any) {
        const message = error?.message ? String(error.message) : "Unknown search error";
        return \`Search failed: \${message}\`;
      }
    }, options, 30_000),
});
`;
  const TIMEOUT = `export const withOperationTimeout = async <T>(task: () => Promise<T>, options: unknown, timeoutMs?: number): Promise<T> => {
  if (!timeoutMs || timeoutMs <= 0) {
    return await task();
  }
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const timeoutPromise = new Promise<never>((_, reject) => {
    timeoutId = setTimeout(() => reject(new Error("Operation timed out.")), timeoutMs);
  });
  try {
    return await Promise.race([task(), timeoutPromise]);
  } finally {
    if (timeoutId) clearTimeout(timeoutId);
  }
};
`;
  // A wrapper that runs the task later and answers at once: what the task returns never reaches the model.
  const BACKGROUND = `export function inBackground(task: () => Promise<unknown>, _options: unknown, delayMs: number): string {
  setTimeout(() => void task(), delayMs);
  return "Search started.";
}
`;

  it.each([
    ["untyped", "recommended"],
    ["typed", "recommended-type-checked"],
  ])("%s: the callback's catch text is what execute returns", async (_, preset) => {
    const dir = project("wrapped-callback", { "timeout.ts": TIMEOUT, "search.ts": search("withOperationTimeout", "./timeout.js") });
    const messages = (await lintProject(dir, ["search.ts", "timeout.ts"], preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["search.ts:17:34"]);
    expect(messages[0]!.message).toContain("reaches the agent through the text `execute` returns on failure");
  });

  it("a wrapper that does not return its callback's result, one from a package, or readImportedModules off: nothing to report", async () => {
    const dir = project("wrapped-callback-not", {
      "background.ts": BACKGROUND,
      "search.ts": search("inBackground", "./background.js"),
      "package-wrapper.ts": search("withOperationTimeout", "@voltagent/core"),
      "timeout.ts": TIMEOUT,
      "off.ts": search("withOperationTimeout", "./timeout.js"),
    });
    expect(untrusted(await lintProject(dir, ["search.ts", "package-wrapper.ts"], "recommended"))).toEqual([]);
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, ["off.ts"], "recommended", undefined, off))).toEqual([]);
  });
});

describe("a batch helper of another module that lists each failed item with its caught message beside the items it fetched", () => {
  // An issue tracker's `get_issues`: the helper pushes `{ id, issue: await res.json() }` for each item it fetched
  // and `{ id, error: e.message }` for each that failed; the tool returns the whole list, serialized, as its data.
  // The response's body is the tool's data; the failures' text is a caught error's, named beside it.
  const batch = (failed: string): string => `export interface Issue { id: string; title: string }
export async function fetchIssues(ids: string[]): Promise<Array<{ id: string; issue?: Issue; error?: string }>> {
  const results: Array<{ id: string; issue?: Issue; error?: string }> = [];
  for (const id of ids) {
    try {
      const response = await fetch(\`https://tracker.example.com/issues/\${id}\`);
      results.push({ id, issue: (await response.json()) as Issue });
    } catch (error) {
      results.push(${failed});
    }
  }
  return results;
}
`;
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchIssues } from "./batch.js";
const server = new McpServer({ name: "tracker", version: "1.0.0" });
server.tool("get_issues", "Get several issues", { ids: z.array(z.string()) }, async ({ ids }) => {
  const results = await fetchIssues(ids);
  return { content: [{ type: "text", text: JSON.stringify(results, null, 2) }] };
});
`;

  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: reported at the serialized list, the catch named at the helper's call", async (_, preset) => {
    const dir = project("batch-listed", { "batch.ts": batch("{ id, error: error instanceof Error ? error.message : String(error) }"), "server.ts": server });
    const messages = (await lintProject(dir, ["server.ts"], preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["server.ts:7:59"]);
    expect(messages[0]!.message).toContain("`results` (a caught error, line 6) reaches the agent through the `text` of a tool result (a caught error's text in the tool's data) via `fetchIssues()` (batch.ts:2)");
  });

  it("a failed item listed by id only: the fetched bodies are the tool's data, nothing to report", async () => {
    const dir = project("batch-ids", { "batch.ts": batch("{ id }"), "server.ts": server });
    expect(untrusted(await lintProject(dir, ["server.ts"], "recommended"))).toEqual([]);
  });
});

describe("what a function of another module throws, called from a handler whose thrown errors reach the agent (AntV's chart server)", () => {
  // The handler hands the whole call to `callTool` of another module and lets its failure go to the SDK, which
  // sends the thrown error's message back; `callTool` wraps the chart service's failure in an `McpError`.
  const callTool = (failure: string): string => `import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
const CHART_TYPES: Record<string, string> = { generate_line_chart: "line", generate_bar_chart: "bar" };
export async function callTool(tool: string, args: Record<string, unknown> = {}) {
  const chartType = CHART_TYPES[tool];
  if (!chartType) throw new McpError(ErrorCode.MethodNotFound, "Unknown chart tool.");
  try {
    const response = await fetch("https://antv-studio.alipay.com/api/gpt-vis", { method: "POST", body: JSON.stringify({ type: chartType, ...args }) });
    const { success, errorMessage, resultObj } = (await response.json()) as { success: boolean; errorMessage: string; resultObj: string };
    if (!success) throw new Error(errorMessage);
    return { content: [{ type: "text" as const, text: resultObj }] };
  } catch (error) {
    if (error instanceof McpError) throw error;
    throw new McpError(ErrorCode.InternalError, ${failure});
  }
}
`;
  const server = (body: string): string => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { callTool } from "./call-tool.js";
const server = new Server({ name: "mcp-server-chart", version: "0.9.10" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
${body}
});
`;
  const RETURNED = "  return await callTool(request.params.name, request.params.arguments);";

  it.each([
    ["typed", "recommended-type-checked"],
    ["untyped", "recommended"],
  ])("%s: the caught message it throws is reported at the handler's call, naming the function and its file", async (_, preset) => {
    const dir = project("thrown-by-call", { "call-tool.ts": callTool("`Failed to generate chart: ${(error as Error).message}`"), "server.ts": server(RETURNED) });
    const messages = (await lintProject(dir, ["server.ts"], preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["server.ts:6:16"]);
    expect(messages[0]!.message).toContain("reaches the agent through a thrown error's message via `callTool()` (call-tool.ts:3)");
  });

  it("a message of its own (or the tool's name it was given, when the names are a table's keys and the agent's text is not echoed): nothing to report", async () => {
    const dir = project("thrown-by-call-constant", { "call-tool.ts": callTool('"Failed to generate chart."'), "server.ts": server(RETURNED) });
    expect(untrusted(await lintProject(dir, ["server.ts"], "recommended"))).toEqual([]);
  });

  it("the agent's own text echoed in what it throws: reported as the tool's input", async () => {
    const dir = project("thrown-by-call-echo", {
      "call-tool.ts": callTool('"Failed to generate chart."').replace('throw new McpError(ErrorCode.MethodNotFound, "Unknown chart tool.")', "throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${tool}`)"),
      "server.ts": server(RETURNED),
    });
    const messages = (await lintProject(dir, ["server.ts"], "recommended")).filter((message) => message.ruleId === RULE);
    // At the argument that carries the agent's text into it.
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["server.ts:6:25"]);
    expect(messages[0]!.message).toContain("`request.params.name` (the tool's input, line 6) reaches the agent through a thrown error's message via `callTool()` (call-tool.ts:3)");
  });

  it("a handler that catches the call itself, or does not wait for it: not this sink", async () => {
    const caught = project("thrown-by-call-caught", {
      "call-tool.ts": callTool("`Failed to generate chart: ${(error as Error).message}`"),
      "server.ts": server(`  try {
    return await callTool(request.params.name, request.params.arguments);
  } catch {
    return { content: [{ type: "text" as const, text: "The chart could not be generated." }], isError: true };
  }`),
    });
    expect(untrusted(await lintProject(caught, ["server.ts"], "recommended"))).toEqual([]);
    const detached = project("thrown-by-call-detached", {
      "call-tool.ts": callTool("`Failed to generate chart: ${(error as Error).message}`"),
      "server.ts": server(`  void callTool(request.params.name, request.params.arguments);
  return { content: [{ type: "text" as const, text: "The chart is being generated." }] };`),
    });
    expect(untrusted(await lintProject(detached, ["server.ts"], "recommended"))).toEqual([]);
  });

  it("a handler whose catch turns known failures into its own text and rethrows the rest (GitHub's dispatcher): reported in that catch, not at each call", async () => {
    const dir = project("thrown-by-call-dispatcher", {
      "call-tool.ts": callTool("`Failed to generate chart: ${(error as Error).message}`"),
      "server.ts": server(`  try {
    return await callTool(request.params.name, request.params.arguments);
  } catch (error) {
    if (error instanceof TypeError) throw new Error(\`Chart service unreachable: \${error.message}\`);
    throw error;
  }`),
    });
    expect(untrusted(await lintProject(dir, ["server.ts"], "recommended"))).toEqual(["server.ts:9:83"]);
  });

  it("per file (`readImportedModules: false`): the function is not looked into", async () => {
    const dir = project("thrown-by-call-off", { "call-tool.ts": callTool("`Failed to generate chart: ${(error as Error).message}`"), "server.ts": server(RETURNED) });
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, ["server.ts"], "recommended", undefined, off))).toEqual([]);
  });
});

describe("constants another module of the project exports (the audit's `reportUnknown`)", () => {
  // Desktop Commander lists its configurable keys, `Object.keys(CONFIG_FIELD_DEFINITIONS)` of another module, when
  // the agent names one it does not know: the module's constants, not text of anyone's. A table's values, a call's
  // result and a list a module adds to stay unknown. Once the key is checked against that list, it is one of its
  // constants too; per file, the list is not known, and the key's echo is the agent's input.
  const dir = project("imported-constants", {
    "config-fields.ts": `export const CONFIG_FIELD_DEFINITIONS = {
  defaultShell: { valueType: "string" },
  allowedDirectories: { valueType: "array" },
  telemetryEnabled: { valueType: "boolean" },
};
export const CONFIG_FIELD_KEYS = Object.keys(CONFIG_FIELD_DEFINITIONS);
export const MAX_KEY_LENGTH = 64;
export const FIELD_HINTS = { defaultShell: process.argv[2] ?? "" };
export const RECENT_KEYS: string[] = [];
export function rememberKey(key: string): void {
  RECENT_KEYS.push(key);
}
export function loadDocsUrl(): string {
  return process.argv[3] ?? "";
}
`,
    "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CONFIG_FIELD_KEYS, FIELD_HINTS, MAX_KEY_LENGTH, RECENT_KEYS, loadDocsUrl } from "./config-fields.js";

const ALLOWED_CONFIG_KEYS = new Set(CONFIG_FIELD_KEYS);
const DOCS_URL = loadDocsUrl();
const server = new McpServer({ name: "desktop", version: "1.0.0" });
const failure = (text: string) => ({ isError: true, content: [{ type: "text" as const, text }] });
server.registerTool("set_config_value", { inputSchema: { key: z.string(), value: z.string() } }, async ({ key, value }) => {
  if (!ALLOWED_CONFIG_KEYS.has(key)) return failure(\`Not configurable. Allowed keys: \${[...ALLOWED_CONFIG_KEYS].join(", ")}\`);
  if (key.length > MAX_KEY_LENGTH) return failure(\`Keys have at most \${MAX_KEY_LENGTH} characters.\`);
  if (value === "") return failure(\`Empty value; the hint is \${FIELD_HINTS.defaultShell}\`);
  if (value === "recent") return failure(\`Recent keys: \${RECENT_KEYS.join(", ")}\`);
  if (value === "docs") return failure(\`See \${DOCS_URL}\`);
  return failure(\`Key "\${key}" is read-only for now.\`);
});
`,
  });

  it.each([["typed", true], ["untyped", false]] as const)("%s: the module's constants are not reported; its table's values, its list that is added to and a call's result are", async (_, typed) => {
    const messages = await lintProject(dir, ["server.ts"], typed ? "strict-type-checked" : "strict", audit(typed));
    expect(untrusted(messages)).toEqual(["server.ts:12:64", "server.ts:13:58", "server.ts:14:47"]);
  });

  it("per file (`readImportedModules: false`): every imported value is unknown", async () => {
    const off = { settings: { "agent-errors": { readImportedModules: false } } };
    expect(untrusted(await lintProject(dir, ["server.ts"], "strict", audit(false), off))).toEqual(["server.ts:10:88", "server.ts:11:72", "server.ts:12:64", "server.ts:13:58", "server.ts:14:47", "server.ts:15:26"]);
  });
});

describe("a result builder whose isError is a parameter, called with `true` by an error helper of its module", () => {
  // Discourse's MCP server (found by a reviewer outside the corpora): lib/results.ts keeps one builder,
  // `makeResult(text, isError)` returning `{ content, isError }`, and two helpers of it, `errorResult(message)`
  // returning `makeResult(message, true)` and `okResult(text)` returning `makeResult(text, false)`; the tools import
  // them through lib/index.ts. The flag is `true` only where a call hands it `true`, and the text only those calls
  // give is an error result's.
  const dir = project("flag-parameter-builder", {
    "lib/results.ts": `function makeResult(text: string, isError: boolean) {
  return { content: [{ type: "text" as const, text }], isError };
}
export function errorResult(message: string) {
  return makeResult(message, true);
}
export function okResult(text: string) {
  return makeResult(text, false);
}
`,
    "lib/index.ts": 'export { errorResult, okResult } from "./results.js";\n',
    "tools/topic.ts": `import { errorResult, okResult } from "../lib/index.js";

export async function getTopic({ id }: { id: number }) {
  try {
    const response = await fetch(\`https://forum.example.com/t/\${id}.json\`);
    return okResult(await response.text());
  } catch (e) {
    return errorResult(\`Failed to get topic \${id}: \${(e as Error).message}\`);
  }
}

export async function getPost({ id }: { id: number }) {
  try {
    const response = await fetch(\`https://forum.example.com/posts/\${id}.json\`);
    return okResult(await response.text());
  } catch (e) {
    console.error("get_post failed", e);
    return errorResult("The post could not be fetched.");
  }
}
`,
  });
  const files = ["tools/topic.ts"];

  it.each([["typed", "recommended-type-checked"], ["untyped", "recommended"]])("%s: the caught message handed to errorResult() is reported; the response handed to okResult() and a constant error are not", async (_, preset) => {
    const messages = (await lintProject(dir, files, preset)).filter((message) => message.ruleId === RULE);
    expect(messages.map((message) => `${message.file}:${message.line}:${message.column}`)).toEqual(["tools/topic.ts:8:54"]);
    expect(messages[0]!.message).toContain("the `text` of an `isError: true` result via `errorResult()` (lib/results.ts:4)");
  });

  it("in one module: a call of the builder with `true` is an error result, one with `false` on success is the tool's data", async () => {
    const single = project("flag-parameter-single", {
      "tools/topic.ts": `function makeResult(text: string, isError: boolean) {
  return { content: [{ type: "text" as const, text }], isError };
}

export async function getTopic({ id }: { id: number }) {
  const response = await fetch(\`https://forum.example.com/t/\${id}.json\`);
  if (!response.ok) return makeResult(\`Forum error: \${await response.text()}\`, true);
  return makeResult(await response.text(), false);
}
`,
    });
    expect(untrusted(await lintProject(single, ["tools/topic.ts"], "recommended"))).toEqual(["tools/topic.ts:7:61"]);
  });
});
