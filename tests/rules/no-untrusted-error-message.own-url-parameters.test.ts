// no-untrusted-error-message: the own API's address handed to a helper of the file as a parameter, and a
// placeholder of a constant address filled in (BrowserStack's Test Management and RCA tools: `updateTestRunMetadata(args,
// tmBaseUrl, authHeader)`, `baseUrl.replace("{testId}", id)`).
import { runCases } from "./no-untrusted-error-message.cases.js";

const OWN = { "agent-errors": { ownApiUrls: ["https://test-management.browserstack.com", "https://test-management-eu.browserstack.com", "https://api-observability.browserstack.com"] } };

const HEAD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { apiClient } from "./test-management/api-client.js";
import { regionBaseUrl } from "./test-management/region.js";
const server = new McpServer({ name: "browserstack", version: "1.4.2" });
`;

/** A helper that requests `${baseUrl}/...` in its own try, and a tool that hands it the region's address (`given`). */
const updateRun = (given: string, declaration = "async function", extra = ""): string => `${HEAD}${declaration === "export async function" ? "export " : ""}async function updateTestRunMetadata(args: { project_identifier: string; test_run_id: string; name: string }, baseUrl: string, authHeader: string) {
  try {${extra}
    const url = \`\${baseUrl}/api/v2/projects/\${encodeURIComponent(args.project_identifier)}/test-runs/\${encodeURIComponent(args.test_run_id)}/update\`;
    const resp = await apiClient.post({ url, headers: { Authorization: authHeader }, body: { test_run: { name: args.name } } });
    if (!resp.data.success) throw new Error(\`Failed to update test run: \${JSON.stringify(resp.data)}\`);
    return { content: [{ type: "text" as const, text: \`Successfully updated test run \${args.test_run_id}\` }] };
  } catch (err) {
    return { content: [{ type: "text" as const, text: \`Failed to update test run: \${(err as Error).message}\` }], isError: true };
  }
}
server.tool("updateTestRun", "Update a test run", { project_identifier: z.string(), test_run_id: z.string(), name: z.string(), region_url: z.string() }, async (args) => {
  const tmBaseUrl = await regionBaseUrl();
  return updateTestRunMetadata(args, ${given}, "Basic token");
});
`;

runCases("ownApiUrls: an own address handed to a helper of the file", [
  {
    name: "every call of a helper of the file hands its parameter the region's address: the helper's requests are the API's",
    settings: OWN,
    code: updateRun("tmBaseUrl"),
    reports: [],
  },
  {
    name: "a second call that hands the helper the agent's URL: the helper's failures may be anyone's",
    settings: OWN,
    code: `${updateRun("tmBaseUrl")}server.tool("updateAnyRun", "Update a run anywhere", { project_identifier: z.string(), test_run_id: z.string(), name: z.string(), region_url: z.string() }, async (args) => updateTestRunMetadata(args, args.region_url, "Basic token"));\n`,
    reports: ["(err as Error).message"],
  },
  {
    name: "the agent's URL handed in the only call",
    settings: OWN,
    code: updateRun("args.region_url"),
    reports: ["(err as Error).message"],
  },
  {
    name: "an exported helper: another module may call it with any address",
    settings: OWN,
    code: updateRun("tmBaseUrl", "export async function"),
    reports: ["(err as Error).message"],
  },
  {
    name: "the parameter reassigned inside the helper",
    settings: OWN,
    code: updateRun("tmBaseUrl", "async function", `\n    baseUrl = process.argv[2] ?? baseUrl;`),
    reports: ["(err as Error).message"],
  },
  {
    name: "the helper handed on as a value: its calls are not all here",
    settings: OWN,
    code: `${updateRun("tmBaseUrl")}export const handlers = [updateTestRunMetadata];\n`,
    reports: ["(err as Error).message"],
  },
  {
    name: "without the setting the helper's requests are anyone's",
    code: updateRun("tmBaseUrl"),
    reports: ["(err as Error).message"],
  },
]);

/** RCA's polling: a constant address with a placeholder, handed to a helper that fills it in and fetches it. */
const rca = (address: string, replace = `baseUrl.replace("{testId}", testId.toString())`): string => `${HEAD}async function fetchInitialRCA(testId: number, headers: Record<string, string>, baseUrl: string) {
  const url = ${replace};
  try {
    const response = await fetch(url, { headers });
    if (!response.ok) return { id: testId, error: \`HTTP \${response.status}: Failed to start RCA analysis\` };
    return { id: testId, data: await response.json() };
  } catch (error) {
    return { id: testId, error: \`Failed to fetch RCA: \${(error as Error).message}\` };
  }
}
server.tool("fetchRCA", "Fetch the root cause analysis of failed tests", { testId: z.array(z.number().int()).max(3), tenant: z.string() }, async (args) => {
  const baseUrl = ${address};
  const results = await Promise.all(args.testId.map((testId) => fetchInitialRCA(testId, { Authorization: "Basic token" }, baseUrl)));
  const failed = results.find((result) => result.error);
  if (failed) return { content: [{ type: "text" as const, text: failed.error! }], isError: true };
  return { content: [{ type: "text" as const, text: JSON.stringify(results.map((result) => result.data)) }] };
});
`;

runCases("ownApiUrls: a placeholder of a constant own address filled in", [
  {
    name: "the test's id put where `{testId}` stands, after the host: the API's address",
    settings: OWN,
    code: rca(`"https://api-observability.browserstack.com/ext/v1/testRun/{testId}/testRca"`),
    reports: [],
  },
  {
    name: "a replaced text that is the host: where the request goes is the agent's",
    settings: OWN,
    code: rca(`"https://api-observability.browserstack.com/ext/v1/testRun/{testId}/testRca"`, `baseUrl.replace("api-observability.browserstack.com", String(testId))`),
    reports: ["failed.error!"],
  },
  {
    name: "a placeholder in an address that is not the API's",
    settings: OWN,
    code: rca(`"https://rca.example.org/ext/v1/testRun/{testId}/testRca"`),
    reports: ["failed.error!"],
  },
  {
    name: "a regular expression replaced: not read",
    settings: OWN,
    code: rca(`"https://api-observability.browserstack.com/ext/v1/testRun/{testId}/testRca"`, `baseUrl.replace(/\\{testId\\}/, testId.toString())`),
    reports: ["failed.error!"],
  },
]);
