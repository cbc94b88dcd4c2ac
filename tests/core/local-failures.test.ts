// Whether a `try` can only fail with local text (src/core/analysis/local-failures.ts): it awaits nothing, runs no
// child process and yields nothing; what it throws, what it hands to calls (their arguments, the receivers of
// calls given a callback) and the functions it runs are returned for the trust analysis.
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { localFailure } from "../../src/core/analysis/local-failures.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { forEachNode, withSourceCode } from "../helpers.js";

interface Found {
  thrown: string[];
  handed: string[];
  runs: number;
}

/** Each labelled `try` (`name: try { ... } catch {}`) answered: undefined when outside text may reach its catch. */
function failures(code: string): Record<string, Found | undefined> {
  const found: Record<string, Found | undefined> = {};
  withSourceCode(code, (sourceCode) => {
    forEachNode(sourceCode, sourceCode.ast, (node) => {
      if (node.type !== "LabeledStatement" || node.body.type !== "TryStatement") return;
      const local = localFailure(sourceCode, node.body as TSESTree.TryStatement, { settings: DEFAULT_SETTINGS });
      found[node.label.name] = local && {
        thrown: local.thrown.map((value) => sourceCode.getText(value)),
        handed: local.handed.map((value) => sourceCode.getText(value)).sort(),
        runs: local.runs.length,
      };
    });
  });
  return found;
}

const CODE = `
import { execFileSync, execSync as run } from "node:child_process";
import * as cp from "child_process";
import cpDefault from "child_process";
import { readFileSync, mkdirSync } from "node:fs";
import request from "sync-request";
import { parse as parseCsv } from "csv-parse/sync";
import { area, polygon } from "@turf/turf";
import { execFileSyncSafe, runCommand, toDigits } from "./kubectl.js";
function compute(points: number[][][]) { return area(polygon(points)); }
function viaProcess(name: string) { return cp.spawnSync("kubectl", ["get", name]).stdout; }
function gitRef(name: string) { return "refs/heads/" + name; }
function fail(message: string): never { throw new Error(message); }
const sh = execSync;
const runners = { make: (target: string) => execFileSync("make", [target]) };
const ID = /^[a-z]+$/;
class Repo {
  status() { return execFileSync("git", ["status"]); }
  label() { return "repo"; }
  check() { return this.status(); }
}
const repo = new Repo();
export async function f(input: { points: number[][][] }, body: { message: string; items: string[] }, names: string[], text: string) {
  pure: try { return compute(input.points); } catch {}
  throwsOwn: try { if (!input.points.length) throw new Error("No points."); } catch {}
  throwsHelper: try { fail(body.message); } catch {}
  awaits: try { return await fetch("https://example.com"); } catch {}
  forAwait: try { for await (const name of names) log(name); } catch {}
  yields: try { (function* () { yield 1; })(); } catch {}
  processImport: try { return execFileSync("kubectl", ["logs"]); } catch {}
  processRenamed: try { return run("ls"); } catch {}
  processNamespace: try { return cp.execSync("ls"); } catch {}
  processDefault: try { return cpDefault.execSync("ls"); } catch {}
  processRequire: try { return require("child_process").execSync("ls"); } catch {}
  processAlias: try { return sh("make"); } catch {}
  processName: try { return execFileSyncSafe("kubectl", names); } catch {}
  processRunName: try { return runCommand("kubectl get pods"); } catch {}
  processHelper: try { return viaProcess(names[0]); } catch {}
  processCallback: try { return names.map((name) => execFileSync("kubectl", [name])); } catch {}
  processObject: try { return runners.make("all"); } catch {}
  processMethod: try { return repo.status(); } catch {}
  syncNetwork: try { return request("GET", "https://example.com").getBody("utf8"); } catch {}
  ownMethod: try { return repo.label(); } catch {}
  ownNamedGit: try { return gitRef(names[0]); } catch {}
  fsSync: try { mkdirSync(names[0]); return readFileSync(names[0], "utf8"); } catch {}
  csvSync: try { return parseCsv(text); } catch {}
  regexExec: try { return ID.exec(text); } catch {}
  wordsNotRunner: try { return toDigits(text); } catch {}
  receiver: try { return body.items.map((item) => JSON.parse(item)); } catch {}
  receiverReference: try { return body.items.map(JSON.parse); } catch {}
  receiverArray: try { return [text].map((t) => JSON.parse(t)); } catch {}
  asyncCallback: try { names.forEach(async (name) => { await fetch(name); }); } catch {}
  logged: try { try { return JSON.parse(text); } catch (parseError) { console.error(\`Not JSON: \${parseError}\`, body.message); } } catch {}
  loggedByLogger: try { try { return JSON.parse(text); } catch (parseError) { logger.warn("Not JSON", parseError, body.message); } } catch {}
  loggedUnknown: try { try { return JSON.parse(text); } catch (parseError) { notify(parseError); } } catch {}
  swallowedInside: try { try { JSON.parse(text); } catch { } return JSON.parse(body); } catch {}
}
declare function log(value: unknown): void;
declare function notify(value: unknown): void;
declare const logger: { warn(...values: unknown[]): void };
`;

describe("localFailure", () => {
  const found = failures(CODE);

  it("a try that only computes: local, with what it hands to calls (also in the file's helpers it calls)", () => {
    // `input.points` is given to `compute`, a function of the file that is read: what it hands on of its
    // parameter (`points`) is handed, and the trust analysis finds the argument given for it in `calls`.
    expect(found.pure).toEqual({ thrown: [], handed: ["points", "polygon(points)"], runs: 1 });
  });

  it("what it throws, itself or in a helper, is handed back", () => {
    expect(found.throwsOwn?.thrown).toEqual(['new Error("No points.")']);
    expect(found.throwsHelper).toEqual({ thrown: ["new Error(message)"], handed: ["message"], runs: 1 });
  });

  it("an await, a for await, a yield: outside text may arrive", () => {
    expect(found.awaits).toBeUndefined();
    expect(found.forAwait).toBeUndefined();
    expect(found.yields).toBeUndefined();
  });

  it("a child process or a synchronous network call: through any import style, an alias, a runner's name, a helper, a callback, an object's or a class's method", () => {
    for (const name of [
      "processImport",
      "processRenamed",
      "processNamespace",
      "processDefault",
      "processRequire",
      "processAlias",
      "processName",
      "processRunName",
      "processHelper",
      "processCallback",
      "processObject",
      "processMethod",
      "syncNetwork",
    ]) {
      expect(found[name], name).toBeUndefined();
    }
  });

  it("the file's own functions are read rather than judged by their names; Node's modules, a regular expression's exec and names that only contain a runner's letters are local", () => {
    for (const name of ["ownMethod", "ownNamedGit", "fsSync", "csvSync", "regexExec", "wordsNotRunner"]) {
      expect(found[name], name).toBeDefined();
    }
  });

  it("a call given a callback it reads hands on the callback's parameters (taint.ts judges the receiver for them); one it cannot read is handed the receiver", () => {
    expect(found.receiver?.handed).toEqual(["item"]);
    // A member passed as it is may be a function (`JSON.parse`) or data: handed as data too.
    expect(found.receiverReference?.handed).toEqual(["JSON.parse", "body.items"]);
    expect(found.receiverArray?.handed).toEqual(["t"]);
  });

  it("what it writes to the console or a logger is not handed on: they throw nothing that quotes it", () => {
    // (`text` is not handed either: the inner `try` that parses it catches its failure and throws nothing on.)
    expect(found.logged).toEqual({ thrown: [], handed: [], runs: 0 });
    // Nor to the settings' loggers (`loggerObjects`: `logger`); a call of another name is handed what it is given.
    expect(found.loggedByLogger).toEqual({ thrown: [], handed: [], runs: 0 });
    expect(found.loggedUnknown).toEqual({ thrown: [], handed: ["parseError"], runs: 0 });
  });

  it("what fails inside an inner `try` whose `catch` throws nothing stops there: only what follows it is handed", () => {
    expect(found.swallowedInside).toEqual({ thrown: [], handed: ["body"], runs: 0 });
  });

  it("a callback's own await is its promise's, not the try's", () => {
    expect(found.asyncCallback).toEqual({ thrown: [], handed: ["name"], runs: 1 });
  });
});

describe("localFailure: an awaited helper of the file that catches its own failures", () => {
  const found = failures(`
declare const client: { getProject(id: string): Promise<{ data: unknown }> };
declare function log(value: unknown): void;
async function describeProject(id: string) {
  try {
    const { data } = await client.getProject(id);
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  } catch (error) {
    log(error);
    return { isError: true, content: [{ type: "text", text: "Could not load the project." }] };
  }
}
const describeArrow = async (id: string) => {
  try { return await client.getProject(id); } catch { return id ? { found: false } : []; }
};
async function rethrows(id: string) {
  try { return await client.getProject(id); } catch (error) { log(error); throw error; }
}
async function returnsPromise(id: string) {
  try { return client.getProject(id); } catch { return {}; }
}
async function awaitsOutside(id: string) {
  const first = await client.getProject(id);
  try { return await client.getProject(id); } catch { return { first }; }
}
async function awaitsInCatch(id: string) {
  try { return await client.getProject(id); } catch { return await client.getProject("fallback"); }
}
async function awaitsInFinally(id: string) {
  try { return await client.getProject(id); } catch { return {}; } finally { await client.getProject("audit"); }
}
declare function handleApiError(error: unknown): never;
declare const logger: { error(message: string, error: unknown): void };
function toFailure(error: unknown) { return { error: String(error) }; }
function fail(error: unknown): never { throw new Error(String(error)); }
async function throwsInOwnTry(id: string) {
  try {
    const { data } = await client.getProject(id);
    if (!data) throw new Error("No project " + id);
    return { data };
  } catch (error) {
    logger.error("lookup failed", error);
    return toFailure(error);
  }
}
async function handsOnInCatch(id: string) {
  try { return { data: await client.getProject(id) }; } catch (error) { handleApiError(error); return {}; }
}
async function failsInCatch(id: string) {
  try { return { data: await client.getProject(id) }; } catch (error) { fail(error); return {}; }
}
function reportFailure(error: unknown): never {
  console.error(error);
  throw error;
}
async function rethrowsByLoggerName(id: string) {
  try { return { data: await client.getProject(id) }; } catch (error) { reportFailure(error); }
}
const projects = {
  async get(id: string) {
    try { return { data: await client.getProject(id) }; } catch (error) { logger.error("lookup failed", error); return { error: "Lookup failed." }; }
  },
};
class ProjectApi {
  static async get(id: string) {
    try { return { data: await client.getProject(id) }; } catch { return { error: "Lookup failed." }; }
  }
  async many(ids: string[]) {
    const found: unknown[] = [];
    for (const id of ids) {
      try { found.push(await client.getProject(id)); } catch { found.push({ id, error: "unavailable" }); }
    }
    return { found };
  }
}
const api = new ProjectApi();
export async function tool(id: string) {
  settled: try { return await describeProject(id); } catch {}
  objectMethod: try { return await projects.get(id); } catch {}
  allSettling: try { return await Promise.all([describeProject(id), projects.get(id)]); } catch {}
  allSettled: try { return await Promise.allSettled([client.getProject(id), client.getProject("other")]); } catch {}
  allWithRaw: try { return await Promise.all([describeProject(id), client.getProject(id)]); } catch {}
  staticMethod: try { return await ProjectApi.get(id); } catch {}
  instanceMethodPushing: try { return await api.many([id]); } catch {}
  rethrownByLoggerName: try { return await rethrowsByLoggerName(id); } catch {}
  ownThrowCaught: try { return await throwsInOwnTry(id); } catch {}
  handedOn: try { return await handsOnInCatch(id); } catch {}
  failedInCatch: try { return await failsInCatch(id); } catch {}
  settledArrow: try { return await describeArrow(id); } catch {}
  nested: try { try { return await client.getProject(id); } catch { return {}; } } catch {}
  rethrown: try { return await rethrows(id); } catch {}
  promiseReturned: try { return await returnsPromise(id); } catch {}
  awaitOutsideTry: try { return await awaitsOutside(id); } catch {}
  awaitInCatch: try { return await awaitsInCatch(id); } catch {}
  awaitInFinally: try { return await awaitsInFinally(id); } catch {}
  nestedRethrow: try { try { return await client.getProject(id); } catch (error) { throw error; } } catch {}
}
`);

  it("cannot reject with a response's text: the catch around it gets only local text", () => {
    expect(found.settled).toBeDefined();
    expect(found.settledArrow).toBeDefined();
    expect(found.nested).toBeDefined();
    // A throw inside its own try is caught there; a logger and a function of the file that throws nothing may be called in its catch.
    expect(found.ownThrowCaught).toBeDefined();
    // Methods too: of a `const` object, a static one, one of an instance whose catch adds to a list.
    expect(found.objectMethod).toBeDefined();
    expect(found.staticMethod).toBeDefined();
    expect(found.instanceMethodPushing).toBeDefined();
    // `Promise.all` of such helpers, and `Promise.allSettled` of anything (it never rejects).
    expect(found.allSettling).toBeDefined();
    expect(found.allSettled).toBeDefined();
    expect(found.allWithRaw).toBeUndefined();
  });

  it("a function of the file is judged by its body, not its name: `reportFailure(error)` that rethrows hands the failure on", () => {
    expect(found.rethrownByLoggerName).toBeUndefined();
  });

  it("a helper whose catch calls a function that may throw the failure on (an unknown handler, one of the file that throws) can still reject", () => {
    expect(found.handedOn).toBeUndefined();
    expect(found.failedInCatch).toBeUndefined();
  });

  it("a helper that rethrows, returns a promise it did not await, or awaits outside its try, in its catch or in its finally can still reject with outside text", () => {
    for (const name of ["rethrown", "promiseReturned", "awaitOutsideTry", "awaitInCatch", "awaitInFinally", "nestedRethrow"]) {
      expect(found[name], name).toBeUndefined();
    }
  });
});

describe("localFailure: awaits that cannot bring a response's text", () => {
  const found = failures(`
import { spawn, exec, execSync } from "node:child_process";
import * as cp from "child_process";
import { readFile } from "node:fs/promises";
import fsp from "fs/promises";
import fs, { promises as fsPromises } from "node:fs";
export async function tool(path: string, code: string) {
  fsRead: try { return await readFile(path, "utf8"); } catch {}
  fsDefault: try { await fsp.writeFile(path, code, "utf8"); return await fsp.unlink(path); } catch {}
  fsNamed: try { return await fsPromises.stat(path); } catch {}
  fsMember: try { return await fs.promises.readdir(path); } catch {}
  neverRejects: try {
    return await new Promise((resolve) => {
      const child = spawn(process.execPath, [path]);
      child.on("close", (exitCode) => resolve(exitCode));
      child.on("error", (error) => resolve(error.message));
    });
  } catch {}
  rejectUnused: try { return await new Promise((resolve, _reject) => setTimeout(resolve, 10)); } catch {}
  swallowed: try { return await fetch(path).catch(() => null); } catch {}
  asyncProcess: try { exec(code, () => {}); return cp.spawn("node", [path]).pid; } catch {}
  rejects: try { return await new Promise((resolve, reject) => exec(code, (error, stdout) => (error ? reject(error) : resolve(stdout)))); } catch {}
  caughtRethrown: try { return await fetch(path).catch((error) => { throw error; }); } catch {}
  caughtAwaits: try { return await fetch(path).catch(async () => await fetch("https://mirror.example.com")); } catch {}
  thenRejects: try { return await fetch(path).then((res) => res.json(), () => null); } catch {}
  fetchAfterSwallow: try { const res = await fetch(path).catch(() => null); return await res?.json(); } catch {}
  syncProcess: try { return execSync(code).toString(); } catch {}
  namespaceSync: try { return cp.execFileSync("node", [path]).toString(); } catch {}
}
declare function setTimeout(callback: (value?: unknown) => void, ms: number): void;
`);

  it("Node's file-system promises, a promise that never rejects, a rejection swallowed, a process whose failure comes later: local", () => {
    for (const name of ["fsRead", "fsDefault", "fsNamed", "fsMember", "neverRejects", "rejectUnused", "swallowed", "asyncProcess"]) {
      expect(found[name], name).toBeDefined();
    }
  });

  it("a promise that rejects, a catch that rethrows or awaits, a then whose first callback may throw, a response read after, a process run synchronously: not local", () => {
    for (const name of ["rejects", "caughtRethrown", "caughtAwaits", "thenRejects", "fetchAfterSwallow", "syncProcess", "namespaceSync"]) {
      expect(found[name], name).toBeUndefined();
    }
  });
});
