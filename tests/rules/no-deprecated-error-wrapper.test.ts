import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";
import rule, { type MessageIds, type Options } from "../../rules/no-deprecated-error-wrapper.js";
import { typedFixtureFile, typedRuleTester, untypedRuleTester } from "../helpers.js";

type Valid = ValidTestCase<Options>;
type Invalid = InvalidTestCase<MessageIds, Options>;

const deprecated = (line: number, column?: number): Invalid["errors"][number] => ({
  messageId: "deprecated",
  line,
  ...(column === undefined ? {} : { column }),
});

/** The message data of `withApiErrorHandling` with the default settings. */
const unwrapData = (source: string) => ({
  name: "withApiErrorHandling",
  origin: ` (from "${source}")`,
  replacement: "call the API directly and let its typed errors bubble up to the tool boundary",
  codemodHint: " Run `npx agent-errors migrate unwrap-api-error-handling` to migrate every use at once.",
  agentTool: "",
});

// ---------------------------------------------------------------------------------------------------
// Cases that give the same answer with and without type information.

const valid: Valid[] = [
  {
    name: "the wrapper's own definition and its uses in the defining module",
    code: `
      export async function withApiErrorHandling<T>(fn: () => Promise<T>, ctx?: { operation: string }): Promise<T> {
        return await fn();
      }
      export async function getIssue() {
        return withApiErrorHandling(() => Promise.resolve(1), { operation: "getIssue" });
      }
    `,
  },
  {
    name: "an unrelated object's property of the same name",
    code: `
      const legacy = { withApiErrorHandling: <T,>(fn: () => T) => fn() };
      export const value = legacy.withApiErrorHandling(() => 2);
    `,
  },
  {
    name: "a parameter that shadows the name",
    code: `
      export function run(withApiErrorHandling: (fn: () => number) => number) {
        return withApiErrorHandling(() => 1);
      }
    `,
  },
  {
    name: "an agentTool() tool: the recommended code",
    code: `
      import { z } from "zod";
      import { agentTool } from "../../internal/agents/tools/utils.js";
      import { apiService } from "../../api-client/index.js";

      export const datasetAttributesTool = agentTool({
        description: "List the custom attributes of a dataset",
        parameters: z.object({ organizationSlug: z.string() }),
        execute: async (params) => {
          const data = await apiService.listTraceItemAttributes(params);
          return data.map((attribute) => attribute.key);
        },
      });
    `,
  },
  {
    name: "export * from a module: without types nothing says it has the wrapper",
    code: `export * from "./compat.js";`,
  },
  {
    name: "a type-only import used in a type position",
    code: `
      import type { withApiErrorHandling } from "./compat.js";
      export type Wrapper = typeof withApiErrorHandling;
    `,
  },
  {
    name: "no deprecated wrappers configured",
    code: `
      import { withApiErrorHandling } from "./compat.js";
      export const issue = await withApiErrorHandling(() => fetchIssue());
    `,
    settings: { "agent-errors": { deprecatedWrappers: [] } },
  },
  {
    name: "a wrapper restricted to a module is not matched from another module",
    code: `
      import { withApiErrorHandling } from "./compat.js";
      export const issue = await withApiErrorHandling(() => fetchIssue());
    `,
    settings: {
      "agent-errors": {
        deprecatedWrappers: [{ name: "withApiErrorHandling", from: "@acme/legacy-*", replacement: "call the API directly", fix: "unwrap" }],
      },
    },
  },
];

const invalid: Invalid[] = [
  {
    name: "named import, awaited arrow with a context argument: autofixed",
    code: `
import { withApiErrorHandling } from "../../api-client/compat.js";
import { apiService } from "../../api-client/index.js";

export async function getIssueDetails(organizationSlug: string, issueId: string) {
  const issue = await withApiErrorHandling(
    () => apiService.getIssue({ organizationSlug, issueId }),
    { operation: "getIssue", resourceId: issueId },
  );
  return issue.title;
}
`,
    output: [
      `
import { withApiErrorHandling } from "../../api-client/compat.js";
import { apiService } from "../../api-client/index.js";

export async function getIssueDetails(organizationSlug: string, issueId: string) {
  const issue = await apiService.getIssue({ organizationSlug, issueId });
  return issue.title;
}
`,
      `
import { apiService } from "../../api-client/index.js";

export async function getIssueDetails(organizationSlug: string, issueId: string) {
  const issue = await apiService.getIssue({ organizationSlug, issueId });
  return issue.title;
}
`,
    ],
    errors: [deprecated(6, 23)],
  },
  {
    name: "a block body that only returns: autofixed",
    code: `
import { withApiErrorHandling, formatIssue } from "./compat.js";
export async function load(id: string) {
  return formatIssue(await withApiErrorHandling(async () => {
    return apiService.getIssue({ issueId: id });
  }));
}
`,
    output: [
      `
import { withApiErrorHandling, formatIssue } from "./compat.js";
export async function load(id: string) {
  return formatIssue(await apiService.getIssue({ issueId: id }));
}
`,
      `
import { formatIssue } from "./compat.js";
export async function load(id: string) {
  return formatIssue(await apiService.getIssue({ issueId: id }));
}
`,
    ],
    errors: [deprecated(4, 28)],
  },
  {
    name: "precedence: a logical body under await is parenthesised",
    code: `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  const events = await withApiErrorHandling(() => cache.get("events") || apiService.listEvents());
  return events;
}
`,
    output: [
      `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  const events = await (cache.get("events") || apiService.listEvents());
  return events;
}
`,
      `
export async function load() {
  const events = await (cache.get("events") || apiService.listEvents());
  return events;
}
`,
    ],
    errors: [deprecated(4)],
  },
  {
    name: "precedence: an `as` body under await is parenthesised",
    code: `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  return (await withApiErrorHandling(() => apiService.getIssue() as Promise<Issue>)).title;
}
`,
    output: [
      `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  return (await (apiService.getIssue() as Promise<Issue>)).title;
}
`,
      `
export async function load() {
  return (await (apiService.getIssue() as Promise<Issue>)).title;
}
`,
    ],
    errors: [deprecated(4)],
  },
  {
    name: "an awaited async callback that awaits: one await is kept",
    code: `
import * as compat from "./compat.js";
export async function load() {
  return await compat.withApiErrorHandling(async () => await apiService.listProjects());
}
`,
    output: `
import * as compat from "./compat.js";
export async function load() {
  return await apiService.listProjects();
}
`,
    errors: [deprecated(4, 16)],
  },
  {
    name: "aliased import: the message names the wrapper",
    code: `
import { withApiErrorHandling as guarded } from "./compat.js";
export const run = async () => guarded(() => apiService.listTeams());
`,
    output: [
      `
import { withApiErrorHandling as guarded } from "./compat.js";
export const run = async () => apiService.listTeams();
`,
      `
export const run = async () => apiService.listTeams();
`,
    ],
    errors: [{ messageId: "deprecated", line: 3, column: 32, data: unwrapData("./compat.js") }],
  },
  {
    name: "wrapper(fn) becomes fn()",
    code: `
import { withApiErrorHandling } from "./compat.js";
async function fetchIssue() { return apiService.getIssue(); }
export async function load() {
  const issue = await withApiErrorHandling(fetchIssue, { operation: "getIssue" });
  return issue;
}
`,
    output: [
      `
import { withApiErrorHandling } from "./compat.js";
async function fetchIssue() { return apiService.getIssue(); }
export async function load() {
  const issue = await fetchIssue();
  return issue;
}
`,
      `
async function fetchIssue() { return apiService.getIssue(); }
export async function load() {
  const issue = await fetchIssue();
  return issue;
}
`,
    ],
    errors: [deprecated(5)],
  },
  {
    name: "an object-literal body returned from an async arrow keeps its parentheses",
    code: `
import { withApiErrorHandling, other } from "./compat.js";
export const load = async () => withApiErrorHandling(() => ({ issues: [], total: 0 }));
other();
`,
    output: [
      `
import { withApiErrorHandling, other } from "./compat.js";
export const load = async () => ({ issues: [], total: 0 });
other();
`,
      `
import { other } from "./compat.js";
export const load = async () => ({ issues: [], total: 0 });
other();
`,
    ],
    errors: [deprecated(3)],
  },
  {
    name: "comments inside the moved expression are kept",
    code: `
import { withApiErrorHandling } from "./compat.js";
export async function load(org: string) {
  return await withApiErrorHandling(() => apiService.listProjects(/* organizationSlug */ org));
}
`,
    output: [
      `
import { withApiErrorHandling } from "./compat.js";
export async function load(org: string) {
  return await apiService.listProjects(/* organizationSlug */ org);
}
`,
      `
export async function load(org: string) {
  return await apiService.listProjects(/* organizationSlug */ org);
}
`,
    ],
    errors: [deprecated(4)],
  },
  {
    name: "a comment that the fix would drop: reported without a fix",
    code: `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  return await withApiErrorHandling(() => {
    // the API paginates: first page only
    return apiService.listProjects();
  });
}
`,
    output: null,
    errors: [deprecated(4)],
  },
  {
    name: "not awaited nor returned: the promise would become a plain value, so only a suggestion",
    code: `
import { withApiErrorHandling } from "./compat.js";
export function start() {
  const pending = withApiErrorHandling(() => apiService.listProjects());
  return pending;
}
`,
    output: null,
    errors: [
      {
        messageId: "deprecated",
        line: 4,
        suggestions: [
          {
            messageId: "unwrap",
            output: `
import { withApiErrorHandling } from "./compat.js";
export function start() {
  const pending = apiService.listProjects();
  return pending;
}
`,
          },
        ],
      },
    ],
  },
  {
    name: "returned inside a try block: a synchronous throw would now be caught, so only a suggestion",
    code: `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  try {
    return withApiErrorHandling(() => parseIssue(raw));
  } catch (error) {
    return { error: "Could not parse the issue" };
  }
}
`,
    output: null,
    errors: [
      {
        messageId: "deprecated",
        suggestions: [
          {
            messageId: "unwrap",
            output: `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  try {
    return parseIssue(raw);
  } catch (error) {
    return { error: "Could not parse the issue" };
  }
}
`,
          },
        ],
      },
    ],
  },
  {
    name: "an async block body with more statements: reported without a fix",
    code: `
import { withApiErrorHandling } from "./compat.js";
export async function load(org: string) {
  return await withApiErrorHandling(async () => {
    const projects = await apiService.listProjects(org);
    return projects.filter((project) => project.isMember);
  });
}
`,
    output: null,
    errors: [deprecated(4)],
  },
  {
    name: "a context argument with a side effect: reported without a fix",
    code: `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  return await withApiErrorHandling(() => apiService.listProjects(), { requestId: nextRequestId() });
}
`,
    output: null,
    errors: [deprecated(4)],
  },
  {
    name: "an await moved into a function that is not async: no fix",
    code: `
import { withApiErrorHandling } from "./compat.js";
export function load() {
  return withApiErrorHandling(async () => await apiService.listProjects());
}
`,
    output: null,
    errors: [deprecated(4)],
  },
  {
    name: "a method reference would lose its `this`: no fix",
    code: `
import { withApiErrorHandling } from "./compat.js";
export async function load() {
  return await withApiErrorHandling(apiService.listProjects);
}
`,
    output: null,
    errors: [deprecated(4)],
  },
  {
    name: "a reference that is not a call",
    code: `
import { withApiErrorHandling } from "./compat.js";
export const wrappers = [withApiErrorHandling];
`,
    output: null,
    errors: [deprecated(3, 26)],
  },
  {
    name: "CommonJS: destructured require",
    code: `
const { withApiErrorHandling } = require("../api-client/compat");
async function load() {
  return await withApiErrorHandling(() => apiService.listProjects());
}
module.exports = { load };
`,
    output: [
      `
const { withApiErrorHandling } = require("../api-client/compat");
async function load() {
  return await apiService.listProjects();
}
module.exports = { load };
`,
      `
async function load() {
  return await apiService.listProjects();
}
module.exports = { load };
`,
    ],
    errors: [deprecated(4)],
  },
  {
    name: "CommonJS: a member of require()",
    code: `
const compat = require("../api-client/compat");
exports.load = async () => compat.withApiErrorHandling(() => apiService.listProjects());
`,
    output: `
const compat = require("../api-client/compat");
exports.load = async () => apiService.listProjects();
`,
    errors: [deprecated(3, 28)],
  },
  {
    name: "a barrel that re-exports the wrapper",
    code: `
export { withApiErrorHandling } from "./compat.js";
export { withApiErrorHandling as guarded, agentTool } from "./legacy.js";
`,
    output: null,
    errors: [
      { messageId: "deprecatedReexport", line: 2 },
      { messageId: "deprecatedReexport", line: 3 },
    ],
  },
  {
    name: "an imported wrapper exported again",
    code: `
import { wrapAgentToolExecute } from "./compat.js";
export { wrapAgentToolExecute };
`,
    output: null,
    errors: [{ messageId: "deprecatedReexport", line: 3 }],
  },
  {
    name: "an unused import: removed, a header comment stays",
    code: `// Copyright (c) Sentry. Licensed under the FSL.
import { withApiErrorHandling } from "./compat.js";
import { apiService } from "./client.js";
export const load = () => apiService.listProjects();
`,
    output: `// Copyright (c) Sentry. Licensed under the FSL.
import { apiService } from "./client.js";
export const load = () => apiService.listProjects();
`,
    errors: [{ messageId: "unusedImport", line: 2 }],
  },
  {
    name: "an unused import beside a default import",
    code: `
import compat, { withApiErrorHandling } from "./compat.js";
export const load = () => compat.ready();
`,
    output: `
import compat from "./compat.js";
export const load = () => compat.ready();
`,
    errors: [{ messageId: "unusedImport", line: 2 }],
  },
  {
    name: "tool() + wrapAgentToolExecute: suggestion to use agentTool, imports adjusted",
    code: `
import { tool } from "ai";
import { z } from "zod";
import { wrapAgentToolExecute } from "../../internal/agents/tools/utils.js";

export const issueDetailsTool = tool({
  description: "Get the details of an issue",
  parameters: z.object({ issueId: z.string() }),
  execute: wrapAgentToolExecute(async (params) => {
    return apiService.getIssue(params);
  }),
});
`,
    output: null,
    errors: [
      {
        messageId: "deprecated",
        line: 9,
        suggestions: [
          {
            messageId: "useAgentTool",
            output: `
import { z } from "zod";
import { agentTool } from "../../internal/agents/tools/utils.js";

export const issueDetailsTool = agentTool({
  description: "Get the details of an issue",
  parameters: z.object({ issueId: z.string() }),
  execute: async (params) => {
    return apiService.getIssue(params);
  },
});
`,
          },
        ],
      },
    ],
  },
  {
    name: "tool still used elsewhere, agentTool already imported: the wrapper's import goes with its last use",
    code: `
import { generateText, tool } from "ai";
import { agentTool, wrapAgentToolExecute } from "./utils.js";

export const a = tool({ description: "a", execute: wrapAgentToolExecute(runA) });
export const b = tool({ description: "b", execute: async () => generateText({ prompt: "b" }) });
export const c = agentTool({ description: "c", execute: runC });
`,
    output: null,
    errors: [
      {
        messageId: "deprecated",
        line: 5,
        suggestions: [
          {
            messageId: "useAgentTool",
            // The wrapper's import goes with its last use (the codemod's planner, src/core/fix/agent-tool.ts).
            output: `
import { generateText, tool } from "ai";
import { agentTool } from "./utils.js";

export const a = agentTool({ description: "a", execute: runA });
export const b = tool({ description: "b", execute: async () => generateText({ prompt: "b" }) });
export const c = agentTool({ description: "c", execute: runC });
`,
          },
        ],
      },
    ],
  },
  {
    name: "two wrapped tools: agentTool is added beside the wrapper, which stays for the other use",
    code: `
import { tool as aiTool } from "ai";
import { wrapAgentToolExecute } from "./utils.js";

export const a = aiTool({ execute: wrapAgentToolExecute(runA) });
export const b = aiTool({ execute: wrapAgentToolExecute(runB) });
`,
    output: null,
    errors: [
      {
        messageId: "deprecated",
        line: 5,
        suggestions: [
          {
            messageId: "useAgentTool",
            output: `
import { tool as aiTool } from "ai";
import { wrapAgentToolExecute, agentTool } from "./utils.js";

export const a = agentTool({ execute: runA });
export const b = aiTool({ execute: wrapAgentToolExecute(runB) });
`,
          },
        ],
      },
      {
        messageId: "deprecated",
        line: 6,
        suggestions: [
          {
            messageId: "useAgentTool",
            output: `
import { tool as aiTool } from "ai";
import { wrapAgentToolExecute, agentTool } from "./utils.js";

export const a = aiTool({ execute: wrapAgentToolExecute(runA) });
export const b = agentTool({ execute: runB });
`,
          },
        ],
      },
    ],
  },
  {
    name: "namespace members: agentTool comes from the same namespace, and the unused `ai` namespace import goes",
    code: `
import * as ai from "ai";
import * as utils from "./utils.js";
export const a = ai.tool({ description: "a", execute: utils.wrapAgentToolExecute(runA) });
`,
    output: null,
    errors: [
      {
        messageId: "deprecated",
        line: 4,
        column: 55,
        suggestions: [
          {
            messageId: "useAgentTool",
            // \`ai\` is no longer used: its import goes too.
            output: `
import * as utils from "./utils.js";
export const a = utils.agentTool({ description: "a", execute: runA });
`,
          },
        ],
      },
    ],
  },
  {
    name: "wrapAgentToolExecute outside a tool() execute: reported, nothing to suggest",
    code: `
import { wrapAgentToolExecute } from "./utils.js";
export const execute = wrapAgentToolExecute(async (params: { id: string }) => apiService.getIssue(params));
`,
    output: null,
    errors: [deprecated(3)],
  },
  {
    name: "tool() from another module than ai is not the AI SDK's tool: no suggestion",
    code: `
import { tool } from "./my-tools.js";
import { wrapAgentToolExecute } from "./utils.js";
export const a = tool({ execute: wrapAgentToolExecute(runA) });
`,
    output: null,
    errors: [deprecated(4)],
  },
  {
    name: "settings: a project's wrapper assigned to a codemod: the report's command names it with --wrapper (#17)",
    code: `
import { legacyWrap } from "../internal/legacy";
export async function load() {
  return await legacyWrap(() => apiService.listProjects());
}
`,
    settings: {
      "agent-errors": {
        deprecatedWrappers: { add: [{ name: "legacyWrap", replacement: "call the API directly", codemod: "unwrap-api-error-handling", fix: "unwrap" }] },
      },
    },
    output: null,
    errors: [
      {
        messageId: "deprecated",
        data: {
          name: "legacyWrap",
          origin: ' (from "../internal/legacy")',
          replacement: "call the API directly",
          codemodHint: " Run `npx agent-errors migrate unwrap-api-error-handling --wrapper legacyWrap` to migrate every use at once.",
          agentTool: "",
        },
        suggestions: [
          {
            messageId: "unwrap",
            output: `
import { legacyWrap } from "../internal/legacy";
export async function load() {
  return await apiService.listProjects();
}
`,
          },
        ],
      },
    ],
  },
  {
    name: "a project wrapper added in settings: unwrapping is a suggestion unless autofix is set",
    code: `
import { withRetry } from "@acme/resilience";
export async function load() {
  return await withRetry(() => apiService.listProjects());
}
`,
    settings: {
      "agent-errors": {
        deprecatedWrappers: { add: [{ name: "withRetry", from: "@acme/*", replacement: "use the client's built-in retries", fix: "unwrap" }] },
      },
    },
    output: null,
    errors: [
      {
        messageId: "deprecated",
        data: { name: "withRetry", origin: ' (from "@acme/resilience")', replacement: "use the client's built-in retries", codemodHint: "", agentTool: "" },
        suggestions: [
          {
            messageId: "unwrap",
            output: `
import { withRetry } from "@acme/resilience";
export async function load() {
  return await apiService.listProjects();
}
`,
          },
        ],
      },
    ],
  },
  {
    name: "a project wrapper with autofix: true is autofixed",
    code: `
import { withRetry, other } from "@acme/resilience";
export async function load() {
  return await withRetry(() => apiService.listProjects());
}
other();
`,
    settings: {
      "agent-errors": {
        deprecatedWrappers: [{ name: "withRetry", replacement: "use the client's built-in retries", fix: "unwrap", autofix: true }],
      },
    },
    output: [
      `
import { withRetry, other } from "@acme/resilience";
export async function load() {
  return await apiService.listProjects();
}
other();
`,
      `
import { other } from "@acme/resilience";
export async function load() {
  return await apiService.listProjects();
}
other();
`,
    ],
    errors: [deprecated(4)],
  },
];

// The typed run must give the same answers: a rule never changes behaviour because types are there.
const typed = <T extends Valid | Invalid>(cases: T[]): T[] =>
  cases.map((testCase) => ({ ...testCase, name: `${testCase.name} (typed)`, filename: typedFixtureFile, options: [{ typeAware: true }] }));

untypedRuleTester().run("no-deprecated-error-wrapper", rule, { valid, invalid });

typedRuleTester().run("no-deprecated-error-wrapper (typeAware)", rule, {
  valid: [
    ...typed(valid),
    {
      name: "an unrelated import from the barrel (typed)",
      filename: typedFixtureFile,
      options: [{ typeAware: true }],
      code: `
import { unrelatedHelper } from "./api/index.js";
export const n = unrelatedHelper();
`,
    },
  ],
  invalid: [
    ...typed(invalid),
    {
      name: "an import renamed by a barrel re-export is resolved through the checker (typed)",
      filename: typedFixtureFile,
      options: [{ typeAware: true }],
      code: `
import { guardApiCall } from "./api/index.js";
import { apiService } from "./api/client.js";
export async function getIssue(issueId: string) {
  return await guardApiCall(() => apiService.getIssue({ organizationSlug: "sentry", issueId }));
}
`,
      output: [
        `
import { guardApiCall } from "./api/index.js";
import { apiService } from "./api/client.js";
export async function getIssue(issueId: string) {
  return await apiService.getIssue({ organizationSlug: "sentry", issueId });
}
`,
        `
import { apiService } from "./api/client.js";
export async function getIssue(issueId: string) {
  return await apiService.getIssue({ organizationSlug: "sentry", issueId });
}
`,
      ],
      errors: [{ messageId: "deprecated", line: 5, data: unwrapData("./api/index.js") }],
    },
    {
      name: "a default export of the wrapper, imported under another name, is resolved through the checker (typed)",
      filename: typedFixtureFile,
      options: [{ typeAware: true }],
      code: `
import guard from "./api/default-guard.js";
import { apiService } from "./api/client.js";
export async function getIssue(issueId: string) {
  return await guard(() => apiService.getIssue({ organizationSlug: "sentry", issueId }));
}
`,
      output: [
        `
import guard from "./api/default-guard.js";
import { apiService } from "./api/client.js";
export async function getIssue(issueId: string) {
  return await apiService.getIssue({ organizationSlug: "sentry", issueId });
}
`,
        `
import { apiService } from "./api/client.js";
export async function getIssue(issueId: string) {
  return await apiService.getIssue({ organizationSlug: "sentry", issueId });
}
`,
      ],
      errors: [{ messageId: "deprecated", line: 5, data: unwrapData("./api/default-guard.js") }],
    },
  ],
});

// Without type information the renamed barrel import is out of reach: the same code is valid.
untypedRuleTester().run("no-deprecated-error-wrapper (renamed re-export without types)", rule, {
  valid: [
    {
      code: `
import { guardApiCall } from "./api/index.js";
export const load = async () => guardApiCall(() => Promise.resolve(1));
`,
    },
  ],
  invalid: [],
});
