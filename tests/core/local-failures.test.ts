// Whether a `try` can only fail with local text (src/core/analysis/local-failures.ts): it awaits nothing, runs no
// child process and yields nothing; what it throws and hands to calls is returned for the trust analysis.
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { localFailure } from "../../src/core/analysis/local-failures.js";
import { forEachNode, withSourceCode } from "../helpers.js";

/** Each labelled `try` (`name: try { ... } catch {}`) answered: undefined when outside text may reach its catch. */
function failures(code: string): Record<string, { thrown: string[]; arguments: string[] } | undefined> {
  const found: Record<string, { thrown: string[]; arguments: string[] } | undefined> = {};
  withSourceCode(code, (sourceCode) => {
    forEachNode(sourceCode, sourceCode.ast, (node) => {
      if (node.type !== "LabeledStatement" || node.body.type !== "TryStatement") return;
      const local = localFailure(sourceCode, node.body as TSESTree.TryStatement);
      found[node.label.name] = local && {
        thrown: local.thrown.map((value) => sourceCode.getText(value)),
        arguments: local.arguments.map((value) => sourceCode.getText(value)),
      };
    });
  });
  return found;
}

const CODE = `
import { execFileSync } from "node:child_process";
import * as cp from "child_process";
import { area, polygon } from "@turf/turf";
import { execFileSyncSafe } from "./kubectl.js";
function compute(points: number[][][]) { return area(polygon(points)); }
function viaProcess(name: string) { return cp.spawnSync("kubectl", ["get", name]).stdout; }
function fail(message: string): never { throw new Error(message); }
export async function f(input: { points: number[][][] }, body: { message: string }, names: string[]) {
  pure: try { return compute(input.points); } catch {}
  throwsOwn: try { if (!input.points.length) throw new Error("No points."); } catch {}
  throwsHelper: try { fail(body.message); } catch {}
  awaits: try { return await fetch("https://example.com"); } catch {}
  forAwait: try { for await (const name of names) log(name); } catch {}
  processImport: try { return execFileSync("kubectl", ["logs"]); } catch {}
  processNamespace: try { return cp.execSync("ls"); } catch {}
  processRequire: try { return require("child_process").execSync("ls"); } catch {}
  processName: try { return execFileSyncSafe("kubectl", names); } catch {}
  processHelper: try { return viaProcess(names[0]); } catch {}
  processCallback: try { return names.map((name) => execFileSync("kubectl", [name])); } catch {}
  asyncCallback: try { names.forEach(async (name) => { await fetch(name); }); } catch {}
}
declare function log(value: unknown): void;
`;

describe("localFailure", () => {
  const found = failures(CODE);

  it("a try that only computes: local, with what it hands to calls (also in the file's helpers it calls)", () => {
    expect(found.pure).toEqual({ thrown: [], arguments: ["input.points", "polygon(points)", "points"] });
  });

  it("what it throws, itself or in a helper, is handed back", () => {
    expect(found.throwsOwn?.thrown).toEqual(['new Error("No points.")']);
    expect(found.throwsHelper).toEqual({ thrown: ["new Error(message)"], arguments: ["body.message", "message"] });
  });

  it("an await, a for await: outside text may arrive", () => {
    expect(found.awaits).toBeUndefined();
    expect(found.forAwait).toBeUndefined();
  });

  it("a child process run synchronously: through an import, a namespace, require, a runner's name, a helper, a callback", () => {
    for (const name of ["processImport", "processNamespace", "processRequire", "processName", "processHelper", "processCallback"]) {
      expect(found[name], name).toBeUndefined();
    }
  });

  it("a callback's own await is its promise's, not the try's", () => {
    expect(found.asyncCallback).toEqual({ thrown: [], arguments: ["name"] });
  });
});
