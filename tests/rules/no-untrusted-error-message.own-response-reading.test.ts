// no-untrusted-error-message: reading the own API's response (`inferOwnApiUrls`, `ownApiUrls`). A `try` that reads the
// body of an own request (`await response.json()`, a stream reader of `response.body`, `response.data.on("data", ...)`
// of axios's stream), also in a helper it hands the response to, fails with that API's answer (`JSON.parse` quotes it)
// or the runtime's text about receiving it: the own API's, as the request itself is. Shapes of Perplexity's server
// (`consumeAgentStream(response, hooks)` reading `response.body.getReader()`, `SearchResponseSchema.parse(await
// response.json())`) and Tavily's (`this.readStreamBounded(stream, 16384)` of `const stream = response.data`).
import { runCases } from "./no-untrusted-error-message.cases.js";

const OWN = { "agent-errors": { ownApiUrls: ["https://api.perplexity.ai"] } };

/** A tool that requests the API, hands the response to `reader` and returns its failure's message in an `isError` result. */
const streamingTool = (request: string, helper: string, read = "await readAnswer(response)"): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const PERPLEXITY_BASE_URL = "https://api.perplexity.ai";
${helper}
export function registerAskTool(server: McpServer, apiKey: string) {
  server.tool("perplexity_ask", { question: z.string() }, async ({ question }) => {
    try {
      const response = await ${request};
      const answer = ${read};
      return { content: [{ type: "text", text: answer }] };
    } catch (error) {
      return { content: [{ type: "text", text: \`Perplexity request failed: \${(error as Error).message}\` }], isError: true };
    }
  });
}
`;

const OWN_REQUEST = `fetch(\`\${PERPLEXITY_BASE_URL}/chat/completions\`, { method: "POST", headers: { Authorization: \`Bearer \${apiKey}\` }, body: JSON.stringify({ question, stream: true }) })`;

/** Perplexity's reader: the SSE stream of the response's body, read chunk by chunk. */
const READ_STREAM = `async function readAnswer(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let answer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const line of decoder.decode(value, { stream: true }).split("\\n")) {
      if (!line.startsWith("data:")) continue;
      const data = line.slice("data:".length).trim();
      if (data !== "[DONE]") answer += JSON.parse(data).choices?.[0]?.delta?.content ?? "";
    }
  }
  return answer;
}`;

/** Perplexity's search tool: a `try` around the parse of the own response's JSON only. */
const parseOnly = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const PERPLEXITY_BASE_URL = "https://api.perplexity.ai";
export function registerSearchTool(server: McpServer) {
  server.tool("perplexity_search", { query: z.string() }, async ({ query }) => {
    const response = await fetch(\`\${PERPLEXITY_BASE_URL}/search\`, { method: "POST", body: JSON.stringify({ query }) });
    let results: Array<{ title: string; url: string }>;
    try {
      results = (await response.json()).results;
    } catch (error) {
      throw new Error(\`Failed to parse JSON response from Perplexity Search API: \${error}\`);
    }
    return { content: [{ type: "text", text: results.map((result) => result.title).join("\\n") }] };
  });
}
`;

runCases("ownApiUrls: reading the own API's response", [
  {
    name: "without the setting, a failure reading the response's stream is reported",
    code: streamingTool(OWN_REQUEST, READ_STREAM),
    reports: ["(error as Error).message"],
  },
  {
    name: "declared: a helper handed the own response reads its body's stream: its failure is the own API's",
    settings: OWN,
    code: streamingTool(OWN_REQUEST, READ_STREAM),
    reports: [],
  },
  {
    name: "declared: the same helper handed the response of a page the agent names reads that page: reported",
    settings: OWN,
    code: streamingTool(`fetch(question)`, READ_STREAM),
    reports: ["(error as Error).message"],
  },
  {
    name: "declared: a helper handed the own response that also fetches another address is not only reading it",
    settings: OWN,
    code: streamingTool(
      OWN_REQUEST,
      `async function readAnswer(response: Response): Promise<string> {
  const { citations } = await response.json();
  const page = await fetch(citations[0]);
  return page.text();
}`,
    ),
    reports: ["(error as Error).message"],
  },
  {
    name: "declared: the helper reads a stream handed to it in a second position (by position, not by name)",
    settings: OWN,
    code: streamingTool(
      OWN_REQUEST,
      `async function readAnswer(label: string, response: Response): Promise<string> {
  const text = await response.text();
  return \`\${label}: \${text}\`;
}`,
      `await readAnswer("answer", response)`,
    ),
    reports: [],
  },
  {
    name: "declared: a response handed in the other position is not the one read",
    settings: OWN,
    code: streamingTool(
      OWN_REQUEST,
      `async function readAnswer(response: Response, other: Response): Promise<string> {
  return (await other.text()) + (await response.text());
}`,
      `await readAnswer(response, await fetch(question))`,
    ),
    reports: ["(error as Error).message"],
  },
  {
    name: "declared: a `try` that only parses the own response's JSON fails with that API's text",
    settings: OWN,
    code: parseOnly,
    reports: [],
  },
  {
    name: "without the setting, the same parse failure is reported",
    code: parseOnly,
    reports: ["error"],
  },
]);

const TAVILY = { "agent-errors": { ownApiUrls: ["https://api.tavily.com"] } };

/** Tavily's research tool: axios's stream of the own API's response, read in a method the class calls with it. */
const tavilyServer = (streamUrl: string): string => `import axios from "axios";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
export class TavilyClient {
  private server = new McpServer({ name: "tavily-mcp", version: "0.2.22" });
  private axiosInstance = axios.create({ headers: { "content-type": "application/json" } });
  private baseURLs = { research: "https://api.tavily.com/research" };
  constructor() {
    this.server.tool("tavily_research", { input: z.string() }, async ({ input }) => {
      try {
        const report = await this.researchViaStream(input);
        return { content: [{ type: "text", text: report }] };
      } catch (error) {
        return { content: [{ type: "text", text: \`Tavily API error: \${(error as Error).message}\` }], isError: true };
      }
    });
  }
  async researchViaStream(input: string): Promise<string> {
    const response = await this.axiosInstance.post(${streamUrl}, { input, stream: true }, { responseType: "stream" });
    const stream = response.data;
    if (response.status !== 200) return \`HTTP \${response.status}: \${await this.readStreamBounded(stream, 16384)}\`;
    return new Promise((resolve) => {
      let content = "";
      stream.on("data", (chunk: Buffer) => {
        content += chunk.toString("utf-8");
      });
      stream.on("end", () => resolve(content));
    });
  }
  readStreamBounded(stream: NodeJS.ReadableStream & { destroy(): void }, maxBytes: number): Promise<string> {
    return new Promise((resolve) => {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf-8");
        if (data.length >= maxBytes) stream.destroy();
      });
      stream.on("end", () => resolve(data));
    });
  }
}
`;

runCases("ownApiUrls: axios's stream of the own API's response, read in a method it is handed to", [
  {
    name: "declared: the stream of the own research API, read here and in a method: the own API's",
    settings: TAVILY,
    code: tavilyServer("this.baseURLs.research"),
    reports: [],
  },
  {
    name: "declared: the same stream of an address the agent gives is not the own API's",
    settings: TAVILY,
    code: tavilyServer("input"),
    reports: ["(error as Error).message"],
  },
]);

const CONTEXT7 = { "agent-errors": { ownApiUrls: ["https://context7.com/api"] } };

/** Context7's request: headers made by a helper that tests the client's address with `node:net`, a timeout signal. */
const context7Search = (headersHelper: string): string => `import { isIP } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const CONTEXT7_API_BASE_URL = "https://context7.com/api";
const API_TIMEOUT_MS = 60_000;
${headersHelper}
export function registerSearchTool(server: McpServer) {
  server.tool("resolve-library-id", { libraryName: z.string() }, async ({ libraryName }, extra) => {
    try {
      const url = new URL(\`\${CONTEXT7_API_BASE_URL}/v2/libs/search\`);
      url.searchParams.set("libraryName", libraryName);
      const response = await fetch(url, { headers: generateHeaders(String(extra.sessionId ?? "")), signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      if (!response.ok) throw new Error(\`Context7 API error: \${response.status}\`);
      return { content: [{ type: "text", text: await response.text() }] };
    } catch (error) {
      return { content: [{ type: "text", text: \`Error searching libraries: \${error}\` }], isError: true };
    }
  });
}
`;

runCases("ownApiUrls: what the own request's preparation runs", [
  {
    name: "declared: `isIP` of `node:net` and `AbortSignal.timeout` fail with no one's text",
    settings: CONTEXT7,
    code: context7Search(`function generateHeaders(clientIp: string): Record<string, string> {
  const headers: Record<string, string> = { "X-Context7-Source": "mcp-server" };
  if (isIP(clientIp) !== 0) headers["mcp-client-ip"] = clientIp;
  return headers;
}`),
    reports: [],
  },
  {
    name: "declared: a socket of `node:net` opened by the helper is the network's",
    settings: CONTEXT7,
    code: context7Search(`import { connect } from "node:net";
function generateHeaders(clientIp: string): Record<string, string> {
  connect(443, clientIp);
  return { "X-Context7-Source": "mcp-server" };
}`),
    reports: ["error"],
  },
]);
