// What a function can produce as its result, followed through values (src/core/analysis/result-flow.ts): the one
// walker the sinks' result flow and the tool results read. These tests drive it with a small reader that
// records what it sees; the object literals are named by the `/* label */` comment before them.
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { isFunctionNode } from "../../src/core/ast.js";
import { followResults, type ResultReader } from "../../src/core/analysis/result-flow.js";
import { resultFlow } from "../../src/core/analysis/sinks.js";
import { forEachNode, withSourceCode } from "../helpers.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

function labelOf(sourceCode: SourceCode, node: TSESTree.Node): string {
  const comment = sourceCode.getCommentsBefore(node).at(-1);
  return comment?.type === "Block" ? comment.value.trim() : sourceCode.getText(node);
}

/** The function declared as `handler` in the code. */
function handlerOf(sourceCode: SourceCode): TSESTree.FunctionDeclaration {
  let found: TSESTree.FunctionDeclaration | undefined;
  forEachNode(sourceCode, sourceCode.ast, (node) => {
    if (node.type === "FunctionDeclaration" && node.id?.name === "handler") found = node;
  });
  if (!found) throw new Error("no function named handler");
  return found;
}

interface Seen {
  objects: string[];
  opaque: string[];
  rejections: string[];
}

/** Follows `handler`'s results with a reader whose context is the helper calls a path went through. */
function follow(code: string, overrides: Partial<ResultReader<string>> = {}): Seen {
  const seen: Seen = { objects: [], opaque: [], rejections: [] };
  withSourceCode(code, (sourceCode) => {
    const add = (list: string[], entry: string): void => {
      if (!list.includes(entry)) list.push(entry);
    };
    const via = (path: string): string => (path ? ` via ${path}` : "");
    followResults<string>(sourceCode, [{ fn: handlerOf(sourceCode), context: "" }], {
      maxDepth: 4,
      maxVisits: 1000,
      parts: false,
      key: (path) => path,
      object: (node, path) => add(seen.objects, `${labelOf(sourceCode, node)}${via(path)}`),
      opaque: (node, path) => add(seen.opaque, `${sourceCode.getText(node)}${via(path)}`),
      rejection: (value, path) => add(seen.rejections, `${sourceCode.getText(value)}${via(path)}`),
      enter: (fn, entry, path) => (entry.kind === "call" ? [path, sourceCode.getText(entry.call.callee)].filter(Boolean).join(" > ") : path),
      ...overrides,
    });
  });
  for (const list of Object.values(seen)) list.sort();
  return seen;
}

describe("followResults", () => {
  it("returns through `?:`, `??`, `await`, sequences and casts; a local's declaration and its `=`, `??=` writes; not a destructured name's source", () => {
    expect(
      follow(`
declare function lookup(id: string): Promise<{ title: string } | undefined>;
async function handler(id: string) {
  let cached = /* cached */ { content: [] } as const;
  if (!id) cached = /* empty */ { content: [] };
  let fallback: object | undefined;
  fallback ??= /* fallback */ { content: [] };
  const { picked } = /* destructured */ { picked: 1 };
  if (id === "a") return (0, cached);
  if (id === "b") return picked;
  return (await lookup(id)) ? /* found */ { content: [] } : fallback ?? /* never */ { content: [] };
}`).objects,
    ).toEqual(["cached", "empty", "fallback", "found", "never"]);
  });

  it("promises: `Promise.resolve`, an executor's `resolve`, `.then`/`.catch` callbacks; `Promise.reject` and `reject` are rejections", () => {
    expect(
      follow(`
declare function request(): Promise<unknown>;
declare const child: { on(event: string, listener: (error: Error) => void): void };
async function handler(mode: string) {
  if (mode === "a") return Promise.resolve(/* resolved */ { content: [] });
  if (mode === "b") return Promise.reject(new Error("mode b is gone"));
  if (mode === "c") {
    return new Promise((resolve, reject) => {
      child.on("exit", () => resolve(/* exited */ { content: [] }));
      child.on("error", (error) => reject(error));
    });
  }
  return request().then(() => (/* then */ { content: [] })).catch(onFailure);
}
function onFailure(error: unknown) {
  return /* caught */ { isError: true, content: [] };
}`),
    ).toEqual({ objects: ["caught", "exited", "resolved", "then"], opaque: ["request()"], rejections: ["error", 'new Error("mode b is gone")'] });
  });

  it("helpers of the file, `this.method()` in a class, a method of an instance made in place, as deep as `maxDepth`; other modules' calls and imported names are opaque", () => {
    const code = `
import { remoteResult, SHARED } from "./results";
class Tools {
  run() {
    return this.wrap();
  }
  wrap() {
    return /* method */ { content: [] };
  }
}
function first() {
  return second();
}
function second() {
  return /* deep */ { content: [] };
}
function handler(mode: string) {
  if (mode === "a") return new Tools().run();
  if (mode === "b") return first();
  if (mode === "c") return remoteResult();
  return SHARED;
}`;
    expect(follow(code)).toEqual({ objects: ["deep via first > second", "method via new Tools().run > this.wrap"], opaque: ["SHARED", "remoteResult()"], rejections: [] });
    expect(follow(code, { maxDepth: 1 }).objects).toEqual([]);
    // A class's method reaching `this.wrap()` is followed like a helper.
    withSourceCode(code, (sourceCode) => {
      let run: TSESTree.FunctionExpression | undefined;
      forEachNode(sourceCode, sourceCode.ast, (node) => {
        if (node.type === "MethodDefinition" && node.key.type === "Identifier" && node.key.name === "run" && isFunctionNode(node.value)) run = node.value;
      });
      expect(resultFlow(sourceCode, run!).objects.map((object) => labelOf(sourceCode, object))).toEqual(["method"]);
    });
  });

  it("the parts of a result (spreads, `Object.assign`) only when the reader asks; a local's patches go to the reader, which may drop the local", () => {
    const code = `
const BASE = /* base */ { isError: true };
function handler(detail: string) {
  const result = /* result */ { content: [] as unknown[] };
  result.error = detail;
  Object.assign(result, /* assigned */ { retryable: false });
  if (!detail) return Object.assign({}, /* merged */ { content: [] });
  return detail.length > 3 ? result : /* spread */ { ...BASE, content: [] };
}`;
    expect(follow(code)).toEqual({ objects: ["result", "spread"], opaque: ["Object.assign({}, /* merged */ { content: [] })"], rejections: [] });
    expect(follow(code, { parts: true }).objects).toEqual(["assigned", "base", "merged", "result", "spread", "{}"]);
    const patches: string[] = [];
    withSourceCode(code, (sourceCode) => {
      followResults<null>(sourceCode, [{ fn: handlerOf(sourceCode), context: null }], {
        maxDepth: 4,
        maxVisits: 1000,
        parts: false,
        key: () => "",
        object: (node) => patches.push(`object ${labelOf(sourceCode, node)}`),
        patches(found) {
          for (const patch of found) patches.push(patch.kind === "field" ? `field ${patch.key}: ${sourceCode.getText(patch.value)}` : `assign ${labelOf(sourceCode, patch.source)}`);
          return false;
        },
        enter: () => null,
      });
    });
    expect(patches.sort()).toEqual(["assign assigned", "field error: detail", "object spread"]);
  });

  it("a callback a wrapper calls and hands back, a table's handlers called by key, `{ toolResult }`; callbacks handed on without end stop at maxDepth", () => {
    const code = `
async function withConnection(run: () => Promise<unknown>) {
  try {
    return await run();
  } catch {
    return /* connection */ { content: [], isError: true };
  }
}
async function logged(run: () => Promise<unknown>) {
  await run();
  return /* logged */ { content: [] };
}
const HANDLERS = { get: async () => (/* get */ { content: [] }), list: async () => ({ toolResult: /* list */ { content: [] } }) };
// Each calls the function it is given with the other, so each callback's call hands back the next callback.
function start(f: (g: unknown) => unknown) { return f(bounce); }
function ping(g: (h: unknown) => unknown): unknown { return g(ping); }
function bounce(h: (g: unknown) => unknown): unknown { return h(bounce); }
function handler(name: string, flag: boolean) {
  if (flag) return withConnection(async () => (/* inner */ { content: [] }));
  if (name === "log") return logged(async () => (/* dropped */ { content: [] }));
  if (name === "loop") return start(ping);
  return HANDLERS[name as "get"]("x" as never);
}`;
    const objects = follow(code).objects.map((entry) => entry.split(" via ")[0]);
    expect(objects.sort()).toEqual(["connection", "get", "inner", "list", "logged"]);
  });

  it("a node reached again fewer helpers deep is followed again, so the cap does not depend on the order of the work", () => {
    const code = `
function a() { return b(); }
function b() { return c(); }
function c() { return /* deepest */ { content: [] }; }
function handler(flag: boolean) {
  return flag ? a() : c();
}`;
    // Through a() the object is 3 helpers deep; directly through c() it is 1.
    expect(follow(code, { maxDepth: 2, key: () => "" }).objects.map((entry) => entry.split(" via ")[0])).toEqual(["deepest"]);
    expect(follow(code, { maxDepth: 0, key: () => "" }).objects).toEqual([]);
  });
});
