// A project's error formatter (Sentry's MCP server's formatErrorForUser, as Sentry's MCP server ships it: a chain of
// `if (isXError(error)) return ...` branches) is reported by the branch that lets outside text through, and
// the branches that return the project's own messages are trusted, also in JavaScript (type guards without
// a predicate, classes declared as `var X = class extends Error`, as bundlers emit them). Issue #13.
import * as tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-untrusted-error-message.js";

function lint(code: string, filename = "src/server.ts", options: Record<string, boolean> = {}): Linter.LintMessage[] {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.ts", "**/*.js"],
        languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
        plugins: { ae: { rules: { r: rule as never } } },
        rules: { "ae/r": ["error", options] },
      },
    ],
    filename,
  );
  const fatal = messages.filter((m) => m.fatal || m.ruleId !== "ae/r");
  if (fatal.length > 0) throw new Error(`lint failed: ${fatal.map((m) => m.message).join("\n")}`);
  return messages;
}

const registration = `
server.registerTool("search_events", { inputSchema: {} }, async (params) => {
  try {
    return { content: [{ type: "text", text: await runSearch(params) }] };
  } catch (error) {
    return { content: [{ type: "text", text: await formatErrorForUser(error) }], isError: true };
  }
});`;

/** Sentry's MCP server's formatter, in the shape of the published JavaScript build. */
const bundled = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { APICallError } from "ai";
import { runSearch } from "./search.js";
var UserInputError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UserInputError";
  }
};
var ConfigurationError = class extends Error {};
function isUserInputError(error) {
  return error instanceof UserInputError;
}
const isConfigurationError = (error) => error instanceof ConfigurationError;
function isAPICallError(error) {
  return APICallError.isInstance(error);
}
const server = new McpServer({ name: "sentry", version: "1.0.0" });
async function formatErrorForUser(error) {
  if (isUserInputError(error)) {
    return ["**Input Error**", "It looks like there was a problem with the input you provided.", error.message].join("\\n\\n");
  }
  if (isConfigurationError(error)) {
    return ["**Configuration Error**", error.message].join("\\n\\n");
  }
  if (isAPICallError(error)) {
    const statusCode = error.statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return ["**AI Provider Error**", "The AI provider service returned an error.", error.message].join("\\n\\n");
    }
    return "**AI Provider Error**\\n\\nAn unexpected error occurred with the AI provider.";
  }
  return "**Error**\\n\\nIt looks like there was a problem. Please contact support.";
}
${registration}`;

describe("no-untrusted-error-message: formatters", () => {
  it("names the branch of the formatter that returns a third-party message (APICallError's), not the trusted ones", () => {
    const messages = lint(bundled, "dist/index.js");
    expect(messages).toHaveLength(1);
    const returnLine = bundled.split("\n").findIndex((line) => line.includes("The AI provider service returned an error.")) + 1;
    expect(messages[0]!.message).toContain(`via \`formatErrorForUser()\` (its return on line ${returnLine}, when \`isAPICallError(error)\` and \`statusCode && statusCode >= 400 && st...\`)`);
  });

  it("a formatter whose only untrusted branch is removed is not reported: the project's own classes are trusted in JavaScript too", () => {
    const trusted = bundled.replace(`["**AI Provider Error**", "The AI provider service returned an error.", error.message]`, `["**AI Provider Error**", "The AI provider service returned an error."]`);
    expect(trusted).not.toBe(bundled);
    expect(lint(trusted, "dist/index.js")).toEqual([]);
  });

  it("a guard function that tests another class than its name says, or a second statement, is not a guard", () => {
    const notAGuard = bundled.replace("function isUserInputError(error) {\n  return error instanceof UserInputError;", "function isUserInputError(error) {\n  console.debug(error);\n  return error instanceof UserInputError;");
    expect(notAGuard).not.toBe(bundled);
    const messages = lint(notAGuard, "dist/index.js");
    expect(messages).toHaveLength(1);
    const inputLine = notAGuard.split("\n").findIndex((line) => line.includes("**Input Error**")) + 1;
    expect(messages[0]!.message).toContain(`its return on line ${inputLine}, when \`isUserInputError(error)\``);
  });

  it("a helper with one return needs no branch in the message", () => {
    const code = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { runSearch } from "./search.js";
const server = new McpServer({ name: "sentry", version: "1.0.0" });
function formatErrorForUser(error: unknown) {
  return \`Search failed: \${(error as Error).message}\`;
}
${registration}`;
    const messages = lint(code);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain("via `formatErrorForUser()`. Text from there");
  });

  it("an options object passed to a helper: only the field that reaches the text is reported, never its siblings", () => {
    const code = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { apiService } from "./api.js";
const server = new McpServer({ name: "sentry", version: "1.0.0" });
function failureText({ toolName, detail, hint }: { toolName: string; detail: string; hint: string }) {
  return \`\${toolName} failed: \${detail}\`;
}
server.registerTool("get_issue", { inputSchema: { issueId: z.string() } }, async ({ issueId }) => {
  const response = await fetch(\`https://sentry.example.com/api/0/issues/\${issueId}/\`);
  if (!response.ok) {
    const text = failureText({ toolName: "get_issue", hint: issueId, detail: await response.text() });
    return { content: [{ type: "text", text }], isError: true };
  }
  return { content: [{ type: "text", text: await response.text() }] };
});`;
    const messages = lint(code);
    expect(messages.map((m) => [m.line, code.split("\n")[m.line - 1]!.slice(m.column - 1, m.endColumn! - 1)])).toEqual([[11, "response.text()"]]);
  });

  it("a field an options object leaves out takes the pattern's default: the object is not the sink, the fields that flow are", () => {
    // Sentry's MCP server (published build): `resourceLabel = "Issue"` is filled by the default at this call,
    // and the slug read from the issue the API returned flows through `issue`.
    // The message is built as an `isError: true` result here, which the functions return (a result whose value a
    // call drops reaches no one); in a trusted class's message (below), only text known to come from outside is
    // reported, never an unknown value.
    const code = `class UserInputError extends Error {}
function assertScopedProjectSlug({ resourceLabel, scopedProjectSlug, actualProjectSlug }) {
  if (scopedProjectSlug && actualProjectSlug !== scopedProjectSlug) return { isError: true, content: [{ type: "text", text: \`\${resourceLabel} is in project "\${actualProjectSlug}", not "\${scopedProjectSlug}".\` }] };
}
function assertIssueWithinProjectConstraint({ issue, projectSlug, resourceLabel = "Issue" }) {
  return assertScopedProjectSlug({ resourceLabel, scopedProjectSlug: projectSlug, actualProjectSlug: issue.project.slug });
}
export async function getIssueDetails(apiService, constraints, eventId) {
  const [found] = await apiService.listIssues({ query: eventId });
  const outside = assertIssueWithinProjectConstraint({ issue: found, projectSlug: constraints.projectSlug });
  return outside ?? assertIssueWithinProjectConstraint({ ...constraints, issue: found });
}`;
    const shown = (messages: Linter.LintMessage[]): string[] =>
      messages.map((m) => `${m.line}: ${code.split("\n")[m.line - 1]!.slice(m.column - 1, m.endColumn! - 1)}`);
    const strict = { reportUnknown: true, checkTrustedErrorConstructors: true };
    // The unknown value is reported where it enters (line 9). The call of line 10 leaves `resourceLabel` to
    // the default; at line 11 only the spread may set it, and `constraints` is a parameter of the function
    // (its callers' text, none in this module), so neither call is reported as a whole.
    expect(shown(lint(code, "src/issues.js", strict))).toEqual(["9: apiService.listIssues({ query: eventId })"]);
    const thrown = code.replace(/return \{ isError: true, content: \[\{ type: "text", text: (`[^`]*`) \}\] \};/, "throw new UserInputError($1);");
    expect(thrown).toContain("throw new UserInputError(");
    expect(shown(lint(thrown, "src/issues.js", strict))).toEqual([]);
  });
});

// A batch tool's failed items (each with a caught error's message) formatted into the tool's text by a helper of the
// file that maps and joins them (Shopify's dev MCP server, `validate_theme`): the elements' fields a formatter reads
// are the argument's elements' fields. A formatter that reads only a field the code wrote stays quiet.
describe("no-untrusted-error-message: a formatter of a batch's items", () => {
  const batch = (format: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { runThemeCheck } from "theme-check-node";

async function validateFiles(root: string, files: string[]) {
  try {
    const offenses = await runThemeCheck(root);
    return files.map((file) => ({ file, result: "success", resultDetail: \`\${offenses.length} offenses\` }));
  } catch (error) {
    return files.map((file) => ({ file, result: "failed", resultDetail: \`Could not validate. Details: \${(error as Error).message}\` }));
  }
}

${format}

const server = new McpServer({ name: "shopify-dev", version: "1.16.0" });
server.tool("validate_theme", "Validate theme files", { root: z.string(), files: z.array(z.string()) }, async ({ root, files }) => {
  const items = await validateFiles(root, files);
  return { content: [{ type: "text", text: formatItems(items) }] };
});
`;

  it("the items' caught text, mapped and joined by the formatter: reported at the formatter's call", () => {
    const code = batch("const formatItems = (items: { file: string; result: string; resultDetail: string }[]) => items.map((item) => `${item.file} ${item.result}: ${item.resultDetail}`).join(\"\\n\");");
    const messages = lint(code);
    expect(messages.map((message) => message.line)).toEqual([code.split("\n").findIndex((line) => line.includes("formatItems(items)")) + 1]);
    expect(messages[0]!.message).toContain("`formatItems(items)` (a caught error, line 9)");
  });

  it("also a function declaration whose map callback destructures the item", () => {
    const code = batch("function formatItems(items: { file: string; resultDetail: string }[]) {\n  return items.map(({ file, resultDetail }) => `${file}: ${resultDetail}`).join(\"\\n\");\n}");
    expect(lint(code)).toHaveLength(1);
  });

  it("a formatter that reads only the fields the code wrote (the file and the result's word): not reported", () => {
    const code = batch("const formatItems = (items: { file: string; result: string }[]) => items.map((item) => `${item.file}: ${item.result}`).join(\"\\n\");");
    expect(lint(code)).toEqual([]);
  });
});

// The message says what the failure's result says of `isError`: nothing, `false`, or a flag it sets only on some
// paths (BrowserStack's `toResult(payload)`, `...(failed ? { isError: true } : {})`: no claim that it has none).
describe("no-untrusted-error-message: the message tells what the failure's result says of isError", () => {
  const tool = (result: string): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "ask", version: "1.4.2" });
server.registerTool("ask", { inputSchema: {} }, async () => {
  try {
    return { content: [{ type: "text", text: await (await fetch("https://api.example.com/ask")).text() }] };
  } catch (error) {
    const failed = true;
    return ${result};
  }
});`;
  it.each([
    ['{ content: [{ type: "text", text: (error as Error).message }] }', "returned on failure (it has no `isError: true`)"],
    ['{ content: [{ type: "text", text: (error as Error).message }], isError: false }', "returned on failure (it says `isError: false`)"],
    ['{ content: [{ type: "text", text: (error as Error).message }], ...(failed ? { isError: true } : {}) }', "returned on failure. Text"],
  ])("%s", (result, says) => {
    const messages = lint(tool(result));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain(says);
  });
});
