// What the tool handlers of a file return (src/core/analysis/tool-results.ts): the result objects with every way
// each is reached (a success path, or a failure path: `catch`, rejection handler, error check, and through which
// helper call), the results the file cannot see into, and the helpers that read a result's shape. The object
// literals below are named by the `/* label */` comment before them.
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import {
  catchGuardsOperation,
  contentItems,
  findToolResults,
  isErrorOf,
  itemText,
  leadingText,
  looksLikeToolResult,
  readsAsError,
  resolveObject,
  resultHelper,
  resultLeadingText,
  type ResultReach,
} from "../../src/core/analysis/tool-results.js";
import { DEFAULT_SETTINGS } from "../../src/core/settings.js";
import { stableInitializer } from "../../src/core/scope.js";
import { forEachNode, withSourceCode, withTypedSourceCode } from "../helpers.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "issues", version: "1.0.0" });
`;

/** The label of the `/* label *\/` comment right before a node, or its text. */
function labelOf(sourceCode: SourceCode, node: TSESTree.Node): string {
  const comment = sourceCode.getCommentsBefore(node).at(-1);
  return comment?.type === "Block" ? comment.value.trim() : sourceCode.getText(node);
}

function describeReach(sourceCode: SourceCode, reach: ResultReach): string {
  return `${reach.failure?.kind ?? "success"}${reach.failureCall ? ` via ${sourceCode.getText(reach.failureCall)}` : ""}`;
}

interface Found {
  /** Each result object by label: how it is reached, sorted. */
  objects: Record<string, string[]>;
  /** Each opaque result: `text: how it is reached`, in source order. */
  opaque: string[];
}

function results(code: string, names: readonly string[] = []): Found {
  const found: Found = { objects: {}, opaque: [] };
  withSourceCode(code, (sourceCode) => {
    const { objects, opaque } = findToolResults(sourceCode, DEFAULT_SETTINGS, { names });
    for (const object of objects) found.objects[labelOf(sourceCode, object.node)] = object.reaches.map((reach) => describeReach(sourceCode, reach)).sort();
    for (const entry of [...opaque].sort((a, b) => a.node.range[0] - b.node.range[0])) {
      found.opaque.push(`${sourceCode.getText(entry.node)}: ${entry.reaches.map((reach) => describeReach(sourceCode, reach)).join(", ")}`);
    }
  });
  return found;
}

/** The object literal after a `/* label *\/` comment. */
function labelled(sourceCode: SourceCode, label: string): TSESTree.ObjectExpression {
  let found: TSESTree.ObjectExpression | undefined;
  forEachNode(sourceCode, sourceCode.ast, (node) => {
    if (node.type === "ObjectExpression" && sourceCode.getCommentsBefore(node).at(-1)?.value.trim() === label) found = node;
  });
  if (!found) throw new Error(`no object labelled ${label}`);
  return found;
}

describe("the results of the tool handlers", () => {
  it("the `try` result is on the success path, the `catch` result on a failure path", () => {
    expect(
      results(`${MCP}
server.registerTool("get_issue", {}, async ({ id }) => {
  try {
    const issue = await (await fetch(\`https://tracker.example.com/issues/\${id}\`)).json();
    return /* found */ { content: [{ type: "text", text: issue.title }] };
  } catch (error) {
    return /* failed */ { content: [{ type: "text", text: "Could not load the issue." }] };
  }
});`).objects,
    ).toEqual({ found: ["success"], failed: ["catch"] });
  });

  it("error checks: an `if` that exits on `!response.ok`, and the branches of a `?:` on an error flag", () => {
    expect(
      results(`${MCP}
server.registerTool("close_issue", {}, async ({ id }) => {
  const response = await fetch(\`https://tracker.example.com/issues/\${id}/close\`, { method: "POST" });
  if (!response.ok) return /* not ok */ { content: [{ type: "text", text: \`Tracker answered \${response.status}\` }] };
  const outcome: { error?: string } = await response.json();
  return outcome.error ? /* error */ { content: [{ type: "text", text: outcome.error }] } : /* closed */ { content: [{ type: "text", text: "Closed." }] };
});`).objects,
    ).toEqual({ "not ok": ["error-check"], error: ["error-check"], closed: ["success"] });
  });

  it("a local's writes, each on the path where it stands; a local patched after (`result.isError = true`) is left out", () => {
    expect(
      results(`${MCP}
server.registerTool("search", {}, async ({ query }) => {
  let result;
  try {
    result = /* hits */ { content: [{ type: "text", text: await search(query) }] };
  } catch {
    result = /* unavailable */ { content: [{ type: "text", text: "Search is unavailable." }] };
  }
  return result;
});
server.registerTool("patched", {}, async () => {
  const result = /* patched */ { content: [{ type: "text", text: "Failed." }] };
  result.isError = true;
  return result;
});
declare function search(query: string): Promise<string>;`).objects,
    ).toEqual({ hits: ["success"], unavailable: ["catch"] });
  });

  it("promise chains: `.then` callbacks are success paths; `.catch(cb)`, a named `.catch(onFailure)` and `.then(ok, fail)` are rejections", () => {
    const found = results(`${MCP}
import { fetchIssue } from "./tracker";
function onFailure(error: unknown) {
  return /* named */ { content: [{ type: "text", text: "Tracker unavailable." }] };
}
server.registerTool("inline", {}, async ({ id }) =>
  fetchIssue(id)
    .then((issue) => (/* then */ { content: [{ type: "text", text: issue.title }] }))
    .catch((error) => (/* caught */ { content: [{ type: "text", text: "Could not load." }] })),
);
server.registerTool("named", {}, async ({ id }) => fetchIssue(id).then((issue) => (/* then 2 */ { content: [] })).catch(onFailure));
server.registerTool("two callbacks", {}, async ({ id }) => fetchIssue(id).then((issue) => (/* ok */ { content: [] }), (error) => (/* fail */ { content: [] })));`);
    expect(found.objects).toEqual({ then: ["success"], caught: ["rejection"], named: ["rejection"], "then 2": ["success"], ok: ["success"], fail: ["rejection"] });
    // The promise itself comes from an imported function: a result the file cannot see into.
    expect(found.opaque).toEqual(["fetchIssue(id): success", "fetchIssue(id): success", "fetchIssue(id): success"]);
  });

  it("through the helpers of the file, with the call where a failure path entered them", () => {
    const code = `${MCP}
function textResult(text: string) {
  return /* text */ { content: [{ type: "text" as const, text }] };
}
function errorResult(error: unknown) {
  return /* error */ { isError: true, content: [{ type: "text" as const, text: "The tracker failed." }] };
}
server.registerTool("get_issue", {}, async ({ id }) => {
  try {
    return textResult(await load(id));
  } catch (error) {
    if (error instanceof TypeError) return textResult("Give a numeric id.");
    return errorResult(error);
  }
});
async function load(id: string): Promise<string> { return id; }`;
    expect(results(code).objects).toEqual({
      // The closest evidence wins: the `instanceof` check inside the catch.
      text: ["error-check via textResult(\"Give a numeric id.\")", "success"],
      error: ["catch via errorResult(error)"],
    });
    withSourceCode(code, (sourceCode) => {
      const { objects } = findToolResults(sourceCode, DEFAULT_SETTINGS, { names: [] });
      const error = objects.find((object) => object.node === labelled(sourceCode, "error"))!;
      // What the handler returns on that path, for messages and fixes: the call, not the helper's object.
      expect(error.reaches.map((reach) => sourceCode.getText(reach.returned))).toEqual(["errorResult(error)"]);
      expect(error.reaches[0]!.handler.kind).toBe("boundary");
    });
  });

  it("through `await`, `??`/`||`, casts, `satisfies`, `Promise.resolve` and a sequence", () => {
    expect(
      results(`${MCP}
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
declare const cached: CallToolResult | undefined;
server.registerTool("a", {}, async () => cached ?? (/* fallback */ { content: [] }));
server.registerTool("b", {}, async () => (/* cast */ { content: [] }) as CallToolResult);
server.registerTool("c", {}, async () => (/* satisfies */ { content: [] }) satisfies CallToolResult);
server.registerTool("d", {}, () => Promise.resolve(/* resolved */ { content: [] }));
server.registerTool("e", {}, async () => (console.info("e"), /* sequence */ { content: [] }));
server.registerTool("f", {}, async () => await Promise.resolve(/* awaited */ { content: [] }));`).objects,
    ).toEqual({ fallback: ["success"], cast: ["success"], satisfies: ["success"], resolved: ["success"], sequence: ["success"], awaited: ["success"] });
  });

  it("opaque results: an imported helper's call and an imported value, with their paths; a parameter is neither", () => {
    const found = results(`${MCP}
import { errorResult, NOT_CONFIGURED } from "./results";
declare const index: { ready: boolean; query(q: string): Promise<string> };
server.registerTool("search", {}, async ({ q }, fallback) => {
  if (!index.ready) return NOT_CONFIGURED;
  try {
    return { content: [{ type: "text", text: await index.query(q) }] };
  } catch (error) {
    return errorResult(String(error));
  }
});
server.registerTool("echo", {}, async (args, extra) => extra);`);
    expect(found.opaque).toEqual(["NOT_CONFIGURED: success", "errorResult(String(error)): catch"]);
  });

  it("an AI SDK tool's and an agentTool's `{ error }` / `{ result }` objects", () => {
    expect(
      results(`import { tool } from "ai";
import { agentTool } from "@sentry/mcp-core/internal/agents/tools/utils";
import { ApiClientError } from "@sentry/mcp-core/api-client";
declare function findIssues(query: string): Promise<unknown[]>;
export const search = tool({
  description: "Search issues",
  execute: async ({ query }) => {
    try {
      return /* ai result */ { result: await findIssues(query) };
    } catch (error) {
      return /* ai error */ { error: "Search failed." };
    }
  },
});
export const whoami = agentTool({
  description: "Who am I",
  execute: async () => {
    try {
      return /* agent result */ { result: await findIssues("me") };
    } catch (error) {
      if (error instanceof ApiClientError) return /* agent error */ { error: error.message };
      throw error;
    }
  },
});`).objects,
      // For "agent error" the closest evidence wins: the `instanceof` check inside the catch.
    ).toEqual({ "ai result": ["success"], "ai error": ["catch"], "agent result": ["success"], "agent error": ["error-check"] });
  });

  it("objects returned by nested callbacks are not results; another handler's function is not followed", () => {
    const found = results(
      `${MCP}
async function handleList(args: { ids: string[] }) {
  const rows = args.ids.map((id) => (/* row */ { id }));
  return /* list */ { content: [{ type: "text", text: JSON.stringify(rows) }] };
}
server.registerTool("list_twice", {}, async (args) => handleList(args));`,
      ["handleList"],
    );
    // \`list\` is reached once, as handleList's own result: the registration's call of it adds no path.
    expect(found.objects).toEqual({ list: ["success"] });
    expect(found.opaque).toEqual([]);
  });
});

describe("bounds on the result flow", () => {
  it("helpers are followed four calls deep, not five", () => {
    expect(
      results(`${MCP}
server.registerTool("deep", {}, async () => one());
function one() { return two(); }
function two() { return three(); }
function three() { return four(); }
function four() { return Math.random() > 0.5 ? /* fourth */ { content: [] } : five(); }
function five() { return /* fifth */ { content: [] }; }`).objects,
    ).toEqual({ fourth: ["success"] });
  });

  it("a helper reached both deep in a chain and directly is followed from the direct call", () => {
    const chain = (returned: string): Found =>
      results(`${MCP}
declare const flag: boolean;
server.registerTool("deep", {}, async () => ${returned});
function one() { return two(); }
function two() { return three(); }
function three() { return four(); }
function four() { return five(); }
function five() { return /* fifth */ { content: [] }; }`);
    expect(chain("flag ? one() : three()").objects).toEqual({ fifth: ["success"] });
    expect(chain("flag ? three() : one()").objects).toEqual({ fifth: ["success"] });
  });

  it("a recursive helper ends: each (expression, path) is visited once", () => {
    expect(
      results(`${MCP}
function retry(attempt: number): unknown {
  return attempt > 3 ? /* gave up */ { content: [] } : retry(attempt + 1);
}
server.registerTool("retry", {}, async () => retry(0));`).objects,
    ).toEqual({ "gave up": ["success"] });
  });

  it("one file's flow visits at most 5000 (expression, path) pairs", () => {
    const cases = Array.from({ length: 6000 }, (_, index) => `    case ${index}: return { content: [] };`).join("\n");
    withSourceCode(
      `${MCP}
server.registerTool("huge", {}, async ({ kind }) => {
  switch (kind) {
${cases}
  }
});`,
      (sourceCode) => {
        expect(findToolResults(sourceCode, DEFAULT_SETTINGS, { names: [] }).objects).toHaveLength(5000);
      },
    );
  });

  it("a `?:` chain hundreds deep is followed without overflowing the stack", () => {
    const depth = 300;
    const chain = `${Array.from({ length: depth }, (_, index) => `kind === ${index} ? { content: [] } : `).join("")}/* last */ { content: [] }`;
    withSourceCode(`${MCP}
server.registerTool("chain", {}, async ({ kind }) => ${chain});`, (sourceCode) => {
      const { objects } = findToolResults(sourceCode, DEFAULT_SETTINGS, { names: [] });
      expect(objects).toHaveLength(depth + 1);
      expect(objects.find((object) => object.node === labelled(sourceCode, "last"))?.reaches).toHaveLength(1);
    });
  });

  it("is computed once per file and configuration", () => {
    withSourceCode(`${MCP}server.registerTool("x", {}, async () => ({ content: [] }));`, (sourceCode) => {
      const first = findToolResults(sourceCode, DEFAULT_SETTINGS, { names: [] });
      expect(findToolResults(sourceCode, DEFAULT_SETTINGS, { names: [] })).toBe(first);
      expect(findToolResults(sourceCode, DEFAULT_SETTINGS, { names: ["other"] })).not.toBe(first);
    });
  });
});

describe("the shape of a result", () => {
  it("isErrorOf: a literal, a computed value, nothing, a spread resolved through a const or a helper, an unknown spread", () => {
    const code = `declare const failed: boolean, extra: object;
const ERROR_BASE = { isError: true };
function errorBase() { return { isError: true as const }; }
export const results = [
  /* true */ { isError: true, content: [] },
  /* false */ { content: [], isError: false },
  /* dynamic */ { content: [], isError: failed },
  /* absent */ { content: [] },
  /* const spread */ { ...ERROR_BASE, content: [] },
  /* helper spread */ { ...errorBase(), content: [] },
  /* unknown spread */ { ...extra, content: [] },
  /* last wins */ { isError: true, ...ERROR_BASE, isError: false },
  /* computed key */ { ["isError"]: true, content: [] },
];`;
    withSourceCode(code, (sourceCode) => {
      const value = (label: string): string => isErrorOf(sourceCode, labelled(sourceCode, label)).value;
      expect(["true", "false", "dynamic", "absent", "const spread", "helper spread", "unknown spread", "last wins", "computed key"].map(value)).toEqual([
        "true",
        "false",
        "dynamic",
        "absent",
        "true",
        "true",
        "unknown-spread",
        "false",
        "true",
      ]);
    });
  });

  it("isErrorOf: a spread that picks between objects is judged by each (a branch that spreads nothing sets nothing)", () => {
    const code = `declare const failed: boolean, extra: object | undefined, debug: boolean, stack: string;
const ERROR_BASE = { isError: true };
export const results = [
  /* extras or nothing */ { content: [], ...(extra ? { structuredContent: extra } : {}) },
  /* and extras */ { content: [], ...(debug && { stack }) },
  /* null branch */ { content: [], ...(debug ? { stack } : null) },
  /* both errors */ { content: [], ...(failed ? ERROR_BASE : { isError: true }) },
  /* error or nothing */ { content: [], ...(failed ? ERROR_BASE : {}) },
  /* error and */ { content: [], ...(failed && ERROR_BASE) },
  /* unknown branch */ { content: [], ...(failed ? extra : {}) },
];`;
    withSourceCode(code, (sourceCode) => {
      const value = (label: string): string => isErrorOf(sourceCode, labelled(sourceCode, label)).value;
      expect(["extras or nothing", "and extras", "null branch", "both errors", "error or nothing", "error and", "unknown branch"].map(value)).toEqual([
        "absent",
        "absent",
        "absent",
        "true",
        "unknown-spread",
        "unknown-spread",
        "unknown-spread",
      ]);
    });
  });

  it("isErrorOf: a spread after a literal `isError` overrides it", () => {
    withSourceCode(
      `declare const extra: object;
const ERROR_BASE = { isError: true, content: [] };
export const results = [/* known */ { isError: false, ...ERROR_BASE }, /* unknown */ { isError: false, ...extra }];`,
      (sourceCode) => {
        expect([isErrorOf(sourceCode, labelled(sourceCode, "known")).value, isErrorOf(sourceCode, labelled(sourceCode, "unknown")).value]).toEqual(["true", "unknown-spread"]);
      },
    );
  });

  it("resolveObject and stableInitializer: through consts, `await` and a one-return helper; not a mutated or reassigned local", () => {
    withSourceCode(
      `declare function probe(...values: unknown[]): void;
const BASE = /* base */ { content: [] };
function build() { return /* built */ { content: [] }; }
function either(flag: boolean) { return flag ? { content: [] } : { content: [] }; }
function twoReturns(flag: boolean) { if (flag) return { content: [] }; return { content: [] }; }
export async function run(flag: boolean) {
  const alias = BASE;
  const mutated = { content: [] as string[] };
  mutated.content.push("x");
  const pushed = [] as string[];
  pushed.push("x");
  let reassigned = { content: [] };
  reassigned = { content: ["x"] };
  probe(alias, await build(), either(flag), twoReturns(flag), pushed, reassigned);
}`,
      (sourceCode) => {
        const call = (() => {
          let found: TSESTree.CallExpression | undefined;
          forEachNode(sourceCode, sourceCode.ast, (node) => {
            if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "probe") found = node;
          });
          return found!;
        })();
        const [alias, built, either, twoReturns, pushed, reassigned] = call.arguments as TSESTree.Node[];
        expect(resolveObject(sourceCode, alias!)).toBe(labelled(sourceCode, "base"));
        expect(resolveObject(sourceCode, built!)).toBe(labelled(sourceCode, "built"));
        // A `?:` is one return expression but not an object; two returns are two.
        expect(resolveObject(sourceCode, either!)).toBeUndefined();
        expect(resolveObject(sourceCode, twoReturns!)).toBeUndefined();
        expect(stableInitializer(sourceCode, alias as TSESTree.Identifier)).toBeDefined();
        expect(stableInitializer(sourceCode, pushed as TSESTree.Identifier)).toBeUndefined();
        expect(stableInitializer(sourceCode, reassigned as TSESTree.Identifier)).toBeUndefined();
      },
    );
  });

  it("contentItems and looksLikeToolResult: an array literal (through consts) is known; a spread or a computed list is not", () => {
    const code = `declare const blocks: { type: "text"; text: string }[], text: string;
const HEADER = { type: "text", text: "Issues:" };
const ITEMS = [HEADER, { type: "text", text }];
export const results = [
  /* literal */ { content: [{ type: "text", text: "Done." }] },
  /* via const */ { content: ITEMS },
  /* spread */ { content: [...blocks] },
  /* computed */ { content: blocks },
  /* string */ { content: "Done." },
  /* template */ { content: \`\${text}\` },
  /* none */ { result: [] },
];`;
    withSourceCode(code, (sourceCode) => {
      const items = (label: string): string[] | null => contentItems(sourceCode, labelled(sourceCode, label))?.map((item) => sourceCode.getText(item)) ?? null;
      expect(items("literal")).toEqual(['{ type: "text", text: "Done." }']);
      // A `const` item stands for its initialiser.
      expect(items("via const")).toEqual(['{ type: "text", text: "Issues:" }', "{ type: \"text\", text }"]);
      expect(items("spread")).toBeNull();
      expect(items("computed")).toBeNull();
      expect(items("none")).toBeNull();
      const looks = ["literal", "via const", "spread", "computed", "string", "template", "none"].map((label) => looksLikeToolResult(labelled(sourceCode, label)));
      expect(looks).toEqual([true, true, true, true, false, false, false]);
    });
  });

  it("leadingText, itemText and resultLeadingText: the text a result's first item starts with, when it is written", () => {
    const code = `declare const detail: string, count: number;
export const results = [
  /* literal */ { content: [{ type: "text", text: "Failed to load the issue." }] },
  /* template */ { content: [{ type: "text", text: \`Error: \${detail}\` }] },
  /* concatenation */ { content: [{ type: "text", text: "Could not " + "reach " + detail }] },
  /* computed */ { content: [{ type: "text", text: detail }] },
  /* number */ { content: [{ type: "text", text: 42 }] },
  /* no items */ { content: [] },
];`;
    withSourceCode(code, (sourceCode) => {
      const labels = ["literal", "template", "concatenation", "computed", "number", "no items"];
      expect(labels.map((label) => resultLeadingText(sourceCode, labelled(sourceCode, label)) ?? null)).toEqual([
        "Failed to load the issue.",
        "Error: ",
        "Could not ",
        null,
        null,
        null,
      ]);
      const first = contentItems(sourceCode, labelled(sourceCode, "template"))![0]!;
      expect(sourceCode.getText(itemText(first))).toBe("`Error: ${detail}`");
      expect(itemText(labelled(sourceCode, "literal").properties[0]!)).toBeUndefined();
      expect(leadingText(undefined)).toBeUndefined();
    });
  });

  it("readsAsError: error and failure phrasings, not texts that merely mention errors", () => {
    const texts = {
      "Error: the tracker is down": true,
      "An unexpected error occurred while fetching issues": true,
      "API error (503)": true,
      "Failed to fetch issue #12": true,
      "Search failed": false,
      "Failed": true,
      "Unable to find project acme": true,
      "Could not connect to Sentry": true,
      "Couldn't parse the query": true,
      "Cannot read the file": true,
      "❌ Something went wrong": true,
      "### Error: bad token": true,
      "error": true,
      "Errors are grouped by fingerprint": false,
      "Error handling guide: see docs": false,
      "Found 3 errors in project acme": false,
      "Failure rate is 3%": false,
      "Issue #12: Login fails on Safari": false,
    };
    expect(Object.fromEntries(Object.keys(texts).map((text) => [text, readsAsError(text)]))).toEqual(texts);
    expect(readsAsError(undefined)).toBe(false);
  });

  it("readsAsError: a markdown-emphasised `**Error**` heading reads as an error", () => {
    expect(["**Error**\n\nIt looks like there was a problem. Please contact support.", "**Error**: bad token", "_Failed_ to load"].map(readsAsError)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("catchGuardsOperation: a `try` around a call or an `await`, not one around parsing only", () => {
    withSourceCode(
      `export async function run(text: string) {
  try { await fetch("https://tracker.example.com"); } catch { /* await */ }
  try { JSON.parse(text); } catch { /* parse */ }
  try { const x = 1; } catch { /* nothing */ }
}`,
      (sourceCode) => {
        const clauses: TSESTree.CatchClause[] = [];
        forEachNode(sourceCode, sourceCode.ast, (node) => {
          if (node.type === "CatchClause") clauses.push(node);
        });
        expect(clauses.map((clause) => catchGuardsOperation(sourceCode, clause))).toEqual([true, false, false]);
      },
    );
  });
});

describe("resultHelper (types): what a helper of another module returns", () => {
  it("all error results, all success results, or undefined for a mixed or declared-only result and a local function", () => {
    const answers: Record<string, string> = {};
    withTypedSourceCode(
      `import { errorResult, jsonResult, textResult, toolResponse } from "./tool-results/results.js";
function localResult(text: string) { return { content: [{ type: "text" as const, text }], isError: true }; }
export const calls = [errorResult("x"), textResult("x"), jsonResult({}), toolResponse("x", true), localResult("x")];`,
      (sourceCode, services) =>
        forEachNode(sourceCode, sourceCode.ast, (node) => {
          if (node.type !== "CallExpression" || node.callee.type !== "Identifier" || node.parent.type !== "ArrayExpression") return;
          const helper = resultHelper(services, node);
          answers[node.callee.name] = helper ? `${helper.isError ? "error" : "success"} ${helper.location}` : "-";
        }),
    );
    expect(answers).toEqual({
      errorResult: "error tool-results/results.ts:21",
      textResult: "success tool-results/results.ts:11",
      jsonResult: "success tool-results/results.ts:16",
      toolResponse: "-",
      localResult: "-",
    });
  });
});
