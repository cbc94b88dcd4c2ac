// The trust analysis (src/core/analysis/taint.ts) asked directly: which texts are trusted, of unknown trust or
// untrusted, and where an untrusted one entered. The rules' tests check what is reported; these check the
// answers the rules build on, for the sources the rule's doc lists.
import type { TSESTree } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { getTaintAnalysis, Trust } from "../../src/core/analysis/taint.js";
import { DEFAULT_SETTINGS, parseSettings } from "../../src/core/settings.js";
import { forEachNode, withSourceCode } from "../helpers.js";

/** The trust of the argument of each `probe(...)` call, in source order: level, and the source's kind and text. */
function probes(code: string, settings = DEFAULT_SETTINGS): string[] {
  const answers: string[] = [];
  withSourceCode(`declare function probe(value: unknown): void;\n${code}`, (sourceCode) => {
    const taint = getTaintAnalysis(sourceCode, { settings });
    forEachNode(sourceCode, sourceCode.ast, (node) => {
      if (node.type !== "CallExpression" || node.callee.type !== "Identifier" || node.callee.name !== "probe") return;
      const value = taint.valueOf(node.arguments[0] as TSESTree.Node);
      const level = value.level === Trust.Trusted ? "trusted" : value.level === Trust.Unknown ? "unknown" : "untrusted";
      answers.push(value.source && value.level !== Trust.Trusted ? `${level}: ${value.source.kind} ${sourceCode.getText(value.source.node)}` : level);
    });
  });
  return answers;
}

describe("the trust of a text", () => {
  it("literals, constants and templates of them are trusted; a caught error's message is not, also through a variable", () => {
    expect(
      probes(`const PREFIX = "Search failed";
export async function run() {
  try {
    await fetch("https://api.example.com");
  } catch (error) {
    const detail = (error as Error).message;
    probe(\`\${PREFIX}: try again\`);
    probe(detail);
    probe(\`\${PREFIX}: \${detail}\`);
    probe(String(error).length);
  }
}`),
    ).toEqual(["trusted", "untrusted: caught error error", "untrusted: caught error error", "trusted"]);
  });

  it("a caught error narrowed to a trusted class is trusted; a third party's response text is not", () => {
    expect(
      probes(`import { UserInputError } from "./errors";
export async function run(url: string) {
  try {
    const response = await fetch(url);
    if (!response.ok) probe(await response.text());
    probe(response.statusText);
  } catch (error) {
    if (error instanceof UserInputError) probe(error.message);
  }
}`),
      // The body read is where the text enters; a property of the response is the response's, from its request.
    ).toEqual(["untrusted: third-party response response.text()", "untrusted: third-party response fetch(url)", "trusted"]);
  });

  it("a tool's input is untrusted in its handler; a sanitizer's result and a capture's event id are trusted", () => {
    const settings = parseSettings({ sanitizers: ["redact"] });
    expect(
      probes(
        `import { tool } from "ai";
import { z } from "zod";
import { captureException } from "@sentry/node";
import { redact } from "./safety";
export const t = tool({
  description: "Find",
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    probe(query);
    probe(redact(query));
    probe(captureException(new Error("x")));
  },
});`,
        settings,
      ),
    ).toEqual(["untrusted: tool input query", "trusted", "trusted"]);
  });

  it("a helper of the file carries its argument's trust to its result", () => {
    expect(
      probes(`function describe(error: unknown) { return \`Failed: \${(error as Error).message}\`; }
function fixed(_: unknown) { return "Failed."; }
export async function run() {
  try { await fetch("https://api.example.com"); } catch (error) { probe(describe(error)); probe(fixed(error)); }
}`),
    ).toEqual(["untrusted: caught error error", "trusted"]);
  });

  it("a call the analysis cannot follow is unknown whatever it is given, directly or inside a helper of the file", () => {
    expect(
      probes(`import { render } from "error-renderer";
function describe(error: unknown): string { return render(error); }
export async function run() {
  try { await fetch("https://api.example.com"); } catch (error) { probe(render(error)); probe(describe(error)); probe(describe(error).length); }
}`),
    ).toEqual(["unknown: unknown call render(error)", "unknown: unknown call render(error)", "trusted"]);
  });

    it("a promise made with `new Promise` settles with what its executor passes to `resolve`", () => {
    expect(
      probes(`import { Readable } from "node:stream";
function streamToString(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    stream.on("data", (chunk) => { data += chunk; });
    stream.on("error", reject);
    stream.on("end", () => resolve(data));
  });
}
function settle(stream: Readable): Promise<void> {
  return new Promise((resolve) => stream.on("end", resolve));
}
export async function run(stream: Readable) {
  try {
    await fetch("https://api.example.com");
  } catch (error) {
    probe(await new Promise((resolve) => resolve((error as Error).message)));
    probe(await new Promise((resolve) => setTimeout(() => resolve("done"), 10)));
    probe(await new Promise(() => {}));
  }
  probe(await streamToString(stream));
  probe(await settle(stream));
}`),
    ).toEqual(["untrusted: caught error error", "trusted", "trusted", "unknown", "unknown"]);
  });
});
