// One harness for the cases written with markers: a case is realistic code where each line that must be
// reported ends in `// ❌`, and a line of which at least one of a group must be reported ends in `// ❌?`
// (the doc allows either place). Every other line must stay quiet. Used by the adversarial files of the rules.
import { Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import type { TSESLint } from "@typescript-eslint/utils";
import { expect } from "vitest";
import { typedFixtureDir, typedFixtureFile } from "./helpers.js";

export interface MarkerCase {
  name: string;
  code: string;
  options?: Record<string, unknown>;
  settings?: Record<string, unknown>;
  /** Linted with type information, as a file of the typed fixture project (tests/fixtures/typed). */
  typed?: boolean;
  /** Skip the shared import header (the case brings its own imports). */
  bare?: boolean;
  /** File name to lint as (untyped cases only). */
  filename?: string;
  /** The source text each report (in line order) must start with: where the doc says it is reported. */
  at?: string[];
  /** Not done today: the case states what should happen and is pinned with it.fails. */
  pinnedFailing?: boolean;
}

export interface MarkerReport {
  line: number;
  /** The reported range's text. */
  text: string;
  message: string;
  fix: unknown;
  suggestions: { desc: string; fix: { range: [number, number]; text: string } }[];
}

export interface MarkerHarness<C extends MarkerCase> {
  /** The linted text: the header (typed or not) and the case's code. */
  source(c: C): string;
  /** ESLint's messages for the case, parse errors included (for checks of what a suggestion leaves). */
  verify(c: C): { code: string; messages: Linter.LintMessage[] };
  /** The rule's reports; throws on a parse error or another rule's message. */
  lint(c: C): MarkerReport[];
  /** The lines the markers ask for: `required` (`// ❌`) and `either` (`// ❌?`). */
  markers(c: C): { required: number[]; either: number[] };
  /** Asserts the reported lines against the markers, that nothing is an autofix (unless allowed), and `at`. */
  check(c: C): void;
  /** The report on the line of the case's code that holds `marker` (asserted to be there, and no report an autofix), and that line. */
  reportOn(c: C, marker: string): { report: MarkerReport; line: number };
}

/**
 * The imports and servers the tool-result rules' cases (require-tool-error-result, no-tool-params-in-error-log)
 * are written against: the AI SDK, the MCP SDK's high- and low-level servers, Sentry, the project's API and logger.
 */
export const TOOL_FILE_HEADER = `import { tool } from "ai";
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import * as Sentry from "@sentry/node";
import { captureException } from "@sentry/node";
import { agentTool } from "../internal/agents/tools/utils";
import { apiService, issues, orderService, gh, mailer, jobs } from "../api/index.js";
import { logger } from "../logger.js";
const server = new McpServer({ name: "ops", version: "1.0.0" });
const lowLevel = new Server({ name: "ops-low", version: "1.0.0" }, { capabilities: { tools: {} } });
`;

/** A text with one suggestion's edit applied. */
export function applySuggestion(code: string, suggestion: MarkerReport["suggestions"][number]): string {
  return code.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + code.slice(suggestion.fix.range[1]);
}

export function markerHarness<C extends MarkerCase>(setup: {
  rule: unknown;
  header: string;
  /** The header of typed cases (imports of the typed fixture's modules); `header` when absent. */
  typedHeader?: string;
  /** The rule's options for a case (`c.options` by default). */
  options?: (c: C) => unknown;
  /** Whether a report may carry an autofix (false: every report must be a suggestion at most). */
  allowAutofix?: boolean;
}): MarkerHarness<C> {
  const source = (c: C): string => (c.bare ? c.code : (c.typed && setup.typedHeader !== undefined ? setup.typedHeader : setup.header) + c.code);

  function verify(c: C): { code: string; messages: Linter.LintMessage[] } {
    const code = source(c);
    const linter = new Linter({ configType: "flat" });
    const config: TSESLint.FlatConfig.Config = {
      files: ["**/*.ts"],
      languageOptions: {
        parser: tsParser,
        ecmaVersion: "latest",
        sourceType: "module",
        parserOptions: c.typed ? { projectService: true, tsconfigRootDir: typedFixtureDir } : {},
      },
      plugins: { ae: { rules: { r: setup.rule as never } } },
      rules: { "ae/r": ["error", (setup.options ? setup.options(c) : c.options) ?? {}] },
      settings: c.settings ? { "agent-errors": c.settings } : {},
    };
    return { code, messages: linter.verify(code, [config as Linter.Config], c.typed ? typedFixtureFile : (c.filename ?? "src/tools/file.ts")) };
  }

  function lint(c: C): MarkerReport[] {
    const { code, messages } = verify(c);
    const fatal = messages.filter((m) => m.fatal || m.ruleId !== "ae/r");
    if (fatal.length) throw new Error(`lint failed: ${fatal.map((m) => `L${m.line} ${m.message}`).join("\n")}`);
    const lines = code.split("\n");
    const offset = (line: number, column: number) => lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
    return messages.map((m) => ({
      line: m.line,
      text: code.slice(offset(m.line, m.column), offset(m.endLine ?? m.line, m.endColumn ?? m.column)),
      message: m.message,
      fix: m.fix,
      suggestions: (m.suggestions ?? []) as MarkerReport["suggestions"],
    }));
  }

  function markers(c: C): { required: number[]; either: number[] } {
    const required: number[] = [];
    const either: number[] = [];
    source(c)
      .split("\n")
      .forEach((text, i) => {
        if (text.includes("// ❌?")) either.push(i + 1);
        else if (text.includes("// ❌")) required.push(i + 1);
      });
    return { required, either };
  }

  function check(c: C): void {
    const reports = lint(c);
    const actual = [...new Set(reports.map((r) => r.line))].sort((a, b) => a - b);
    const detail = reports.map((r) => `L${r.line} \`${r.text.slice(0, 120)}\`: ${r.message}`).join("\n") || "(no reports)";
    if (!setup.allowAutofix) for (const r of reports) expect(r.fix, `never an autofix: ${detail}`).toBeUndefined();
    const { required, either } = markers(c);
    if (either.length === 0) expect(actual, detail).toEqual(required);
    else {
      const allowed = new Set([...required, ...either]);
      expect(actual.filter((l) => !allowed.has(l)), `unexpected reports\n${detail}`).toEqual([]);
      expect(required.filter((l) => !actual.includes(l)), `missing reports\n${detail}`).toEqual([]);
      expect(either.some((l) => actual.includes(l)), `none of the alternative lines ${either.join(",")} reported\n${detail}`).toBe(true);
    }
    if (c.at) {
      const texts = [...reports].sort((a, b) => a.line - b.line).map((r) => r.text);
      expect(texts.length, detail).toBe(c.at.length);
      c.at.forEach((start, i) => expect(texts[i]!.startsWith(start), `report ${i} at \`${texts[i]}\`, expected \`${start}…\``).toBe(true));
    }
  }

  function reportOn(c: C, marker: string): { report: MarkerReport; line: number } {
    const line = source(c).split("\n").findIndex((text) => text.includes(marker)) + 1;
    const reports = lint(c);
    for (const r of reports) expect(r.fix, "never an autofix").toBeUndefined();
    const report = reports.find((r) => r.line === line);
    expect(report, `a report on line ${line}: ${reports.map((r) => `L${r.line} ${r.message}`).join("; ")}`).toBeDefined();
    return { report: report!, line };
  }

  return { source, verify, lint, markers, check, reportOn };
}
