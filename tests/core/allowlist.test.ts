// Allowlist narrowing (src/core/analysis/allowlist.ts): where a value has been checked against constants of
// the file, the use is one of them. Each `probe(x)` below says whether `x` is pinned there.
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { isAllowlistedAt } from "../../src/core/analysis/allowlist.js";
import { forEachNode, withSourceCode } from "../helpers.js";

function pinned(code: string): boolean[] {
  const answers: boolean[] = [];
  withSourceCode(`declare function probe(value: unknown): void;\n${code}`, (sourceCode) => {
    forEachNode(sourceCode, sourceCode.ast, (node) => {
      if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "probe") {
        answers.push(isAllowlistedAt(sourceCode, node.arguments[0] as TSESTree.Identifier));
      }
    });
  });
  return answers;
}

describe("allowlist narrowing", () => {
  it("a value read falsy holds no text: `if (!error) return error`, the other branch of `error ? ... : error`, after `if (error) return`", () => {
    expect(
      pinned(`export function describeError(error: unknown, other: unknown) {
  if (!error) probe(error);
  const described = error ? "failed" : probe(error);
  if (!error || !other) probe(other);
  if (error) probe(error);
  if (!other) return probe(error);
  if (error) return;
  probe(error);
}`),
    ).toEqual([true, true, false, false, false, true]);
  });

  it("a Set, an `as const` list and a constant table of the file pin the value after an early exit or inside the check", () => {
    expect(
      pinned(`const FORMATS = new Set(["csv", "json"]);
const LEVELS = ["info", "warn"] as const;
const TABLE = { open: "Open", closed: "Closed" };
export function run(format: string, level: string, state: string) {
  probe(format);
  if (!FORMATS.has(format)) return;
  probe(format);
  if (LEVELS.includes(level as never)) probe(level);
  if (state in TABLE || state === "draft") probe(state);
}`),
    ).toEqual([false, true, true, true]);
  });

  it("a list the file reassigns, a `let` value reassigned after the check, or a parameter's list pin nothing", () => {
    expect(
      pinned(`let FORMATS = ["csv"];
declare function loadFormats(): string[];
export function configure() { FORMATS = loadFormats(); }
export function run(format: string, allowed: string[], other: string) {
  if (FORMATS.includes(format)) probe(format);
  if (allowed.includes(other)) probe(other);
  let name = other;
  if (name === "csv") {
    name = other.trim();
    probe(name);
  }
}`),
    ).toEqual([false, false, false]);
  });
});

describe("a variable written before the check (a `let` set in branches)", () => {
  // CircleCI's handlers: `let projectSlug; if (projectURL) projectSlug = ...; else projectSlug = await
  // identifyProjectSlug(...); if (!projectSlug) return mcpErrorOutput(\`... Project slug: ${projectSlug}\`)`.
  it("every write before the check: pinned inside it, after an early exit, and by a constant comparison", () => {
    expect(
      pinned(`const FORMATS = new Set(["csv", "json"]);
declare function identify(url: string): Promise<string | undefined>;
export async function run(url: string, slug: string | undefined, requested: string) {
  let projectSlug: string | undefined;
  if (slug) projectSlug = slug;
  else projectSlug = await identify(url);
  if (!projectSlug) probe(projectSlug);
  let format = requested;
  format = format.trim();
  if (!FORMATS.has(format)) return;
  probe(format);
}`),
    ).toEqual([true, true]);
  });

  it("a write after the check, in the guarded code, in a loop after it, or in a closure: not pinned", () => {
    expect(
      pinned(`declare function identify(url: string): string | undefined;
declare function later(callback: () => void): void;
export function run(url: string, urls: string[]) {
  let slug = identify(url);
  if (!slug) {
    slug = identify(url.toLowerCase());
    probe(slug);
  }
  let previous: string | undefined;
  for (const next of urls) {
    if (!previous) probe(previous);
    previous = identify(next);
  }
  let captured = identify(url);
  later(() => {
    captured = identify(url);
  });
  if (!captured) probe(captured);
}`),
    ).toEqual([false, false, false]);
  });
});

describe("collections the code builds from its constants", () => {
  it("a Set of the ids of a table of tool definitions, `Object.keys` of a table, a filtered or spread list pin the value", () => {
    expect(
      pinned(`const TOOLSETS = [
  { id: "issues", isDefault: true, tools: new Set(["get_issue", "list_issues"]), describe: () => "Issues" },
  { id: "pipelines", isDefault: false, tools: new Set(["list_pipelines"]) },
];
const ALL_IDS = new Set(TOOLSETS.map((toolset) => toolset.id));
const DEFAULT_IDS = TOOLSETS.filter((toolset) => toolset.isDefault).map(({ id }) => id);
const LABELS = { open: "Open", closed: "Closed" } as const;
const STATES = Object.keys(LABELS);
const EVERY = [...DEFAULT_IDS, "admin"];
export function run(category: string, state: string, scope: string, other: string) {
  if (!ALL_IDS.has(category)) return;
  probe(category);
  if (STATES.includes(state)) probe(state);
  if (EVERY.includes(scope)) probe(scope);
  if (DEFAULT_IDS.includes(other)) probe(other);
}`),
    ).toEqual([true, true, true, true]);
  });

  it("a list mapped to anything but a field, an element not a constant, or a Set the code adds to pins nothing", () => {
    expect(
      pinned(`declare const loaded: { id: string }[];
declare function label(id: string): string;
const TOOLSETS = [{ id: "issues" }, { id: "pipelines" }];
const SHOUTED = new Set(TOOLSETS.map((toolset) => label(toolset.id)));
const MIXED = new Set([...TOOLSETS.map((toolset) => toolset.id), ...loaded.map((item) => item.id)]);
const SEEN = new Set(TOOLSETS.map((toolset) => toolset.id));
export function remember(name: string) { SEEN.add(name); }
const SPREAD = [{ ...TOOLSETS[0], id: "x" }].map((toolset) => toolset.id);
export function run(a: string, b: string, c: string, d: string) {
  if (SHOUTED.has(a)) probe(a);
  if (MIXED.has(b)) probe(b);
  if (SEEN.has(c)) probe(c);
  if (SPREAD.includes(d)) probe(d);
}`),
    ).toEqual([false, false, false, false]);
  });
});
