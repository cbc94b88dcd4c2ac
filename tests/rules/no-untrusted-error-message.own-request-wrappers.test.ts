// no-untrusted-error-message: the own API requested through a function that makes the request and returns it (Valyu's
// AI SDK tools: `await valyuFetch("/deepsearch", apiKey, { body })` of `./http.js`, which returns
// `` fetch(`${BASE_URL}${endpoint}`, ...) ``). The response is the own API's, so its text (`await response.text()`,
// `response.statusText`) and a failure thrown with it are that API's, as for a `fetch` written in the tool.
import { join } from "node:path";
import type { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { lintProject, repoRoot, writeProject } from "../helpers.js";
import { at, itReportsUntypedAndTyped, runCases } from "./no-untrusted-error-message.cases.js";

const OWN = { "agent-errors": { ownApiUrls: ["https://api.valyu.ai"] } };

/** An AI SDK tool that requests the API through `request` (a function of the file) and throws the API's error text. */
const searchTool = (request: string, helpers: string): string => `import { tool } from "ai";
import { z } from "zod";
const BASE_URL = "https://api.valyu.ai/v1";
${helpers}
export function webSearch(apiKey: string) {
  return tool({
    description: "Search the web",
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => {
      try {
        const response = await ${request};
        if (!response.ok) {
          const errorText = await response.text();
          throw new Error(\`Valyu API error: \${response.status} - \${errorText}\`);
        }
        return await response.json();
      } catch (error) {
        if (error instanceof Error) throw new Error(\`Failed to search with Valyu: \${error.message}\`);
        throw error;
      }
    },
  });
}
`;

const VALYU_FETCH = `function valyuFetch(endpoint: string, apiKey: string, options: { method?: string; body?: string } = {}) {
  const { method = "POST", body } = options;
  return fetch(\`\${BASE_URL}\${endpoint}\`, { method, headers: { "x-api-key": apiKey }, ...(body ? { body } : {}) });
}`;

/** A function of the file that returns the body of an own request (`response.json()`), whose `error` field a tool returns. */
const BODY_RETURNED = `import { tool } from "ai";
import { z } from "zod";
const BASE_URL = "https://api.valyu.ai/v1";
async function postJson(path: string, body: unknown) {
  const response = await fetch(\`\${BASE_URL}\${path}\`, { method: "POST", body: JSON.stringify(body) });
  return response.json();
}
export const answer = tool({
  description: "Answer a question",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    const data = await postJson("/answer", { query });
    if (data.error) return { error: data.error };
    return data;
  },
});
`;

runCases("ownApiUrls: the own API requested through a function of the file that returns the request", [
  {
    name: "without the setting, the API's text and the failure thrown with it are reported",
    code: searchTool(`valyuFetch("/deepsearch", apiKey, { body: JSON.stringify({ query }) })`, VALYU_FETCH),
    reports: ["errorText", "error.message"],
  },
  {
    name: "declared: a function that returns `fetch` of the own address makes an own request; its response's text is the API's",
    settings: OWN,
    code: searchTool(`valyuFetch("/deepsearch", apiKey, { body: JSON.stringify({ query }) })`, VALYU_FETCH),
    reports: [],
  },
  {
    name: "declared: an async function that awaits the request and returns the response",
    settings: OWN,
    code: searchTool(
      `post("/deepsearch", JSON.stringify({ query }))`,
      `async function post(path: string, body: string) {
  const response = await fetch(\`\${BASE_URL}\${path}\`, { method: "POST", body });
  return response;
}`,
    ),
    reports: [],
  },
  {
    name: "declared: a wrapper of a wrapper (two functions deep)",
    settings: OWN,
    code: searchTool(`search(JSON.stringify({ query }))`, `${VALYU_FETCH}\nfunction search(body: string) {\n  return valyuFetch("/deepsearch", "key", { body });\n}`),
    reports: [],
  },
  {
    name: "declared: a function that fetches the address its caller hands it is not known to request the own API",
    settings: OWN,
    code: searchTool(`anyFetch(\`https://search.example.com/?q=\${encodeURIComponent(query)}\`)`, `export function anyFetch(url: string) {\n  return fetch(url);\n}`),
    reports: ["errorText", "error.message"],
  },
  {
    name: "declared: a function one of whose returns requests another address",
    settings: OWN,
    code: searchTool(
      `mixedFetch("/deepsearch", query)`,
      `function mixedFetch(path: string, query: string) {
  if (query.startsWith("http")) return fetch(query);
  return fetch(\`\${BASE_URL}\${path}\`, { method: "POST", body: JSON.stringify({ query }) });
}`,
    ),
    reports: ["errorText", "error.message"],
  },
  {
    name: "without the setting, the `error` field of the body a function of the file returns is reported",
    code: BODY_RETURNED,
    reports: ["data.error"],
  },
  {
    name: "declared: the body (`response.json()`) that a function of the file returns from an own request is the API's text, as before",
    settings: OWN,
    code: BODY_RETURNED,
    reports: [],
  },
]);

/** Valyu's package as it ships: the wrapper in `./http.ts`, the tools beside it, the vendor named by the package's scope. */
function valyuProject(name: string, http: string): string {
  return writeProject(join(repoRoot, ".tmp", `own-request-wrappers-${name}`), name === "scoped" ? "@valyu/ai-sdk" : "valyu-search-tools", {
    "src/http.ts": http,
    "src/search.ts": searchTool(`valyuFetch("/deepsearch", apiKey, { body: JSON.stringify({ query }) })`, "").replace(
      `const BASE_URL = "https://api.valyu.ai/v1";\n`,
      `import { valyuFetch } from "./http.js";\n`,
    ),
  });
}

const HTTP = `const BASE_URL = "https://api.valyu.ai/v1";
export function valyuFetch(endpoint: string, apiKey: string, options: { method?: string; body?: string } = {}) {
  const { method = "POST", body } = options;
  return fetch(\`\${BASE_URL}\${endpoint}\`, { method, headers: { "x-api-key": apiKey }, ...(body ? { body } : {}) });
}
`;

describe("the own API requested through a function of another module (inferOwnApiUrls)", () => {
  const scoped = valyuProject("scoped", HTTP);
  itReportsUntypedAndTyped("in `@valyu/ai-sdk`, `valyuFetch` of ./http.js requests Valyu's API: nothing to report", scoped, ["src/search.ts"], []);

  // The package's name is not evidence (anyone may publish `valyu-search-tools`): the API is not known to be its own.
  const unscoped = valyuProject("unscoped", HTTP);
  const search = searchTool(`valyuFetch("/deepsearch", apiKey, { body: JSON.stringify({ query }) })`, "").replace(`const BASE_URL = "https://api.valyu.ai/v1";\n`, `import { valyuFetch } from "./http.js";\n`);
  itReportsUntypedAndTyped("in an unscoped package with no repository, the same requests are reported", unscoped, ["src/search.ts"], [
    at("src/search.ts", search, "errorText", 1),
    at("src/search.ts", search, "error.message"),
  ]);

  // The other module's function requests whatever address it is handed: not known to be the own API's.
  const handed = valyuProject("handed", `export function valyuFetch(url: string, apiKey: string, options: { body?: string } = {}) {\n  return fetch(url, { method: "POST", headers: { "x-api-key": apiKey }, ...(options.body ? { body: options.body } : {}) });\n}\n`);
  itReportsUntypedAndTyped("a function of another module that fetches the address it is handed is not an own request", handed, ["src/search.ts"], [
    at("src/search.ts", search, "errorText", 1),
    at("src/search.ts", search, "error.message"),
  ]);
});

/**
 * BrowserStack's server as it ships: a client class of another module (`apiClient.get({ url, headers })`, which
 * wraps axios and hands back a response object, also the one a failed request carries), the address from another
 * module's function over a constant list of the vendor's regional hosts, and a tool that shows the response's body
 * when the API says `success: false`.
 */
const API_CLIENT = `import axios, { type AxiosResponse } from "axios";
class ApiResponse<T = any> {
  constructor(private readonly response: AxiosResponse<T>) {}
  get data(): T {
    return this.response.data;
  }
  get status(): number {
    return this.response.status;
  }
  get ok(): boolean {
    return this.response.status >= 200 && this.response.status < 300;
  }
}
class ApiClient {
  private instance = axios.create();
  private async requestWrapper<T>(fn: () => Promise<AxiosResponse<T>>, raiseError = true): Promise<ApiResponse<T>> {
    try {
      return new ApiResponse(await fn());
    } catch (error: any) {
      if (error.response && !raiseError) return new ApiResponse(error.response);
      throw error;
    }
  }
  async get<T = any>({ url, headers, raise_error = true }: { url: string; headers?: Record<string, string>; raise_error?: boolean }): Promise<ApiResponse<T>> {
    return this.requestWrapper(() => this.instance.get<T>(url, { headers }), raise_error);
  }
}
export const apiClient = new ApiClient();
`;

const TM_BASE_URL = `import { apiClient } from "./apiClient.js";
const TM_BASE_URLS = ["https://test-management.browserstack.com", "https://test-management-eu.browserstack.com"];
let cachedBaseUrl: string | null = null;
export async function getTMBaseURL(authHeader: string): Promise<string> {
  if (cachedBaseUrl) return cachedBaseUrl;
  for (const baseUrl of TM_BASE_URLS) {
    const res = await apiClient.get({ url: \`\${baseUrl}/api/v2/projects/\`, headers: { Authorization: authHeader }, raise_error: false });
    if (res.ok) {
      cachedBaseUrl = baseUrl;
      return baseUrl;
    }
  }
  throw new Error("Unable to connect to BrowserStack Test Management.");
}
`;

const listTestPlans = (address: string): string => `import { apiClient } from "../lib/apiClient.js";
import { getTMBaseURL } from "../lib/tm-base-url.js";
export async function listTestPlans(args: { project_identifier: string }, authHeader: string) {
  const tmBaseUrl = await getTMBaseURL(authHeader);
  const projectId = encodeURIComponent(args.project_identifier);
  const resp = await apiClient.get({ url: ${address}, headers: { Authorization: authHeader } });
  const data = resp.data;
  if (!data.success) {
    return { content: [{ type: "text" as const, text: \`Failed to list test plans: \${JSON.stringify(data)}\` }], isError: true };
  }
  return { content: [{ type: "text" as const, text: \`Found \${data.test_plans.length} test plans.\` }] };
}
`;

function browserstackProject(name: string, packageName: string, address: string): string {
  return writeProject(join(repoRoot, ".tmp", `own-request-client-${name}`), packageName, {
    "src/lib/apiClient.ts": API_CLIENT,
    "src/lib/tm-base-url.ts": TM_BASE_URL,
    "src/tools/list-testplans.ts": listTestPlans(address),
  });
}

describe("the response of the own API requested through a client class of another module (inferOwnApiUrls)", () => {
  const OWN_ADDRESS = "`${tmBaseUrl}/api/v2/projects/${projectId}/test-plans`";
  const tool = listTestPlans(OWN_ADDRESS);
  // `resp.data` of `apiClient.get({ url })` whose address is one of BrowserStack's hosts: BrowserStack's own answer.
  itReportsUntypedAndTyped(
    "in `@browserstack/mcp-server`, the body of a request of the vendor's host is the own API's text: nothing to report",
    browserstackProject("scoped", "@browserstack/mcp-server", OWN_ADDRESS),
    ["src/tools/list-testplans.ts"],
    [],
  );
  // The same code in a package that does not name BrowserStack: whose API it is, nothing says.
  itReportsUntypedAndTyped("in an unscoped package, the same body is reported", browserstackProject("unscoped", "test-plan-tools", OWN_ADDRESS), ["src/tools/list-testplans.ts"], [
    at("src/tools/list-testplans.ts", tool, "data)"),
  ]);
  // The vendor's client requesting another host (a link the agent gave): that host's text.
  const foreign = "`https://${args.project_identifier}/plans`";
  itReportsUntypedAndTyped("a request of another host through the same client is reported", browserstackProject("foreign", "@browserstack/mcp-server", foreign), ["src/tools/list-testplans.ts"], [
    at("src/tools/list-testplans.ts", listTestPlans(foreign), "data)"),
  ]);
});

/**
 * Brave's search server: the address is a constant host followed by a path from a constant table
 * (`` new URL(`https://api.search.brave.com${typeToPathMap[endpoint]}`) ``, every path starting with "/"), and the
 * thrown message is a `let` appended to with the body, through a helper that returns `JSON.stringify` of its argument.
 */
const braveSearch = (paths: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const typeToPathMap = { ${paths} };
function stringify(data: unknown, pretty = false) {
  return pretty ? JSON.stringify(data, null, 2) : JSON.stringify(data);
}
async function issueRequest(endpoint: keyof typeof typeToPathMap, query: string) {
  const url = new URL(\`https://api.search.brave.com\${typeToPathMap[endpoint]}\`);
  const response = await fetch(url.toString() + "?" + new URLSearchParams({ q: query }).toString(), { headers: { Accept: "application/json" } });
  if (!response.ok) {
    let errorMessage = \`\${response.status} \${response.statusText}\`;
    try {
      errorMessage += \`\\n\${stringify(await response.json(), true)}\`;
    } catch {
      errorMessage += \`\\n\${await response.text()}\`;
    }
    throw new Error(errorMessage);
  }
  return response.json();
}
const server = new McpServer({ name: "brave-search", version: "2.1.4" });
server.registerTool("brave_web_search", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const results = await issueRequest("web", query);
  return { content: [{ type: "text", text: JSON.stringify(results) }] };
});
`;

const BRAVE = { "agent-errors": { ownApiUrls: ["https://api.search.brave.com"] } };

runCases("ownApiUrls: a constant host followed by a constant table's path, and a message appended to with the body", [
  {
    name: "declared: every path of the table starts with /, so the host is the own API's; its body, appended and stringified, is its text",
    settings: BRAVE,
    code: braveSearch(`web: "/res/v1/web/search", news: "/res/v1/news/search"`),
    reports: [],
  },
  {
    name: "declared: a path of the table that does not start with / leaves the host open (`.example.net/...`): reported",
    settings: BRAVE,
    code: braveSearch(`web: "/res/v1/web/search", news: ".example.net/news"`),
    reports: ["errorMessage"],
  },
  {
    name: "without the setting, the API's text is reported",
    code: braveSearch(`web: "/res/v1/web/search", news: "/res/v1/news/search"`),
    reports: ["errorMessage"],
  },
]);

describe("Brave's API module read from a tool module (inferOwnApiUrls, `@brave`): its thrown message is the own API's text", () => {
  const api = braveSearch(`web: "/res/v1/web/search", news: "/res/v1/news/search"`)
    .replace(/import \{ McpServer \}[^\n]*\nimport \{ z \}[^\n]*\n/, 'import { stringify } from "./utils.js";\n')
    .replace(/function stringify[\s\S]*?\n}\n/, "")
    .replace("async function issueRequest", "export async function issueRequest")
    .replace(/const server = new McpServer[\s\S]*$/, "");
  const files = (scope: string): string =>
    writeProject(join(repoRoot, ".tmp", `own-request-brave-${scope ? "scoped" : "unscoped"}`), `${scope}brave-search-mcp-server`, {
      "src/utils.ts": "export function stringify(data: unknown, pretty = false) {\n  return pretty ? JSON.stringify(data, null, 2) : JSON.stringify(data);\n}\n",
      "src/api.ts": api,
      "src/tools/web.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { issueRequest } from "../api.js";
export const register = (server: McpServer) => {
  server.registerTool("brave_web_search", { inputSchema: { query: z.string() } }, async ({ query }) => {
    const results = await issueRequest("web", query);
    return { content: [{ type: "text", text: JSON.stringify(results) }] };
  });
};
`,
    });
  const audit: Linter.RulesRecord = { "agent-errors/no-untrusted-error-message": ["error", { reportUnknown: true }] };
  for (const preset of ["strict", "strict-type-checked"]) {
    it(`${preset} with reportUnknown: in \`@brave/...\`, nothing (the helper that stringifies the body is read as own text)`, async () => {
      const messages = await lintProject(files("@brave/"), ["src/tools/web.ts"], preset, audit);
      expect(messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message")).toEqual([]);
    });
    it(`${preset} with reportUnknown: in an unscoped package, the API's text thrown is reported at the call`, async () => {
      const messages = await lintProject(files(""), ["src/tools/web.ts"], preset, audit);
      expect(messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => `${message.line}:${message.column}`)).toEqual(["6:27"]);
    });
  }
});
