// `inferOwnApiUrls`: a vendor's own server is known by its package (the npm scope, the repository's GitHub owner),
// and the addresses of the vendor's domain are its own API's. Unit cases for the matching and the reading of
// package.json, then whole runs through ESLint: Cloudflare's server as it ships (`@cloudflare/...`), the same code
// published by someone else, and the setting turned off.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isOwnedUrl, ownNamesOf } from "../../src/core/analysis/own-names.js";
import { lintProject, makeTempDir, removeTempDirs, writeProject } from "../helpers.js";

afterAll(removeTempDirs);

describe("isOwnedUrl", () => {
  const cases: [string, string[], boolean][] = [
    ["https://api.cloudflare.com/client/v4/accounts", ["cloudflare"], true],
    ["https://cloudflare.com/", ["cloudflare"], true],
    ["https://api.perplexity.ai/chat/completions", ["perplexityai"], true],
    ["https://api.notion.com/v1/pages", ["notionhq", "makenotion"], true],
    ["https://api.tavily.com/search", ["tavilyai"], true],
    ["https://console.neon.tech/api/v2/projects", ["neondatabase"], true],
    ["https://api.example.co.uk/v1?x=1", ["example"], true],
    ["http://api.exa.ai:443/search", ["exalabs"], true],
    // Another vendor's domain, or a name that only starts alike.
    ["https://api.github.com/repos", ["cloudflare"], false],
    ["https://api.cloudflare.com.example.net/", ["cloudflare"], false],
    ["https://cloudflare.example.net/", ["cloudflare"], false],
    ["https://api.cloudflarestatus.com/", ["cloudflare"], false],
    // The host is not complete (`https://api.${region}...`), or not a URL at all.
    ["https://api.cloudflare.com", ["cloudflare"], false],
    ["https://api.", ["cloudflare"], false],
    ["/client/v4/accounts", ["cloudflare"], false],
    ["https://api.cloudflare.com/", [], false],
  ];
  for (const [url, names, owned] of cases) {
    it(`${url} with ${JSON.stringify(names)}: ${owned ? "owned" : "not owned"}`, () => {
      expect(isOwnedUrl(url, names)).toBe(owned);
    });
  }
});

describe("ownNamesOf", () => {
  const write = (dir: string, manifest: unknown): void => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), typeof manifest === "string" ? manifest : JSON.stringify(manifest));
  };

  it("reads the npm scope and the repository's GitHub owner of the nearest package.json with a name", () => {
    const root = makeTempDir("own-names");
    write(root, { name: "@perplexity-ai/mcp-server", repository: { type: "git", url: "git+https://github.com/perplexityai/modelcontextprotocol.git" } });
    // A nested package.json without a name (`{ "type": "module" }` of a dist folder) is passed over.
    write(join(root, "dist"), { type: "module" });
    mkdirSync(join(root, "dist/tools"), { recursive: true });
    expect(ownNamesOf(join(root, "dist/tools/search.js"))).toEqual(["perplexityai"]);
  });

  it("reads the repository in its other spellings", () => {
    const root = makeTempDir("own-names");
    write(join(root, "a"), { name: "tavily-mcp", repository: "github:tavily-ai/tavily-mcp" });
    write(join(root, "b"), { name: "@notionhq/notion-mcp-server", repository: { url: "git+ssh://git@github.com/makenotion/notion-mcp-server.git" } });
    expect(ownNamesOf(join(root, "a/index.js"))).toEqual(["tavilyai"]);
    expect(ownNamesOf(join(root, "b/index.js"))).toEqual(["notionhq", "makenotion"]);
  });

  it("names nothing for an unscoped package without a repository, or a package.json that does not parse", () => {
    const root = makeTempDir("own-names");
    write(join(root, "a"), { name: "figma-developer-mcp" });
    write(join(root, "b"), "{ not json");
    expect(ownNamesOf(join(root, "a/index.js"))).toEqual([]);
    // The broken one is passed over like one without a name, up to the next: this repository's (no vendor of an API).
    expect(ownNamesOf(join(root, "b/index.js"))).not.toContain("");
  });
});

/** Cloudflare's MCP server as it ships: helpers of the file fetch api.cloudflare.com and throw its error text. */
const CLOUDFLARE_SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const config = { accountId: process.env.CLOUDFLARE_ACCOUNT_ID, apiToken: process.env.CLOUDFLARE_API_TOKEN };
const API = "https://api.cloudflare.com/client/v4";
async function handleListScripts(namespace: string) {
  const response = await fetch(\`\${API}/accounts/\${config.accountId}/workers/dispatch/namespaces/\${namespace}/scripts\`, {
    headers: { Authorization: \`Bearer \${config.apiToken}\` },
  });
  if (!response.ok) throw new Error(\`Failed to list scripts: \${await response.text()}\`);
  return ((await response.json()) as { result: unknown }).result;
}
async function handleGetStatus(page: string) {
  const response = await fetch(\`https://www.githubstatus.com/api/v2/\${page}.json\`);
  if (!response.ok) throw new Error(\`Status page failed: \${await response.text()}\`);
  return response.json();
}
const server = new McpServer({ name: "cloudflare", version: "0.2.0" });
server.tool("wfp_list_scripts", "List the scripts of a namespace", { namespace: z.string() }, async ({ namespace }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await handleListScripts(namespace)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error listing scripts: \${(error as Error).message}\` }], isError: true };
  }
});
server.tool("github_status", "Read GitHub's status page", { page: z.string() }, async ({ page }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await handleGetStatus(page)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error reading the status page: \${(error as Error).message}\` }], isError: true };
  }
});
`;

describe("inferOwnApiUrls through ESLint", () => {
  const lines = async (manifest: Record<string, unknown>, settings?: Record<string, unknown>): Promise<number[]> => {
    const dir = writeProject(makeTempDir("own-api-inferred"), "unused", { "package.json": JSON.stringify({ type: "module", ...manifest }), "src/index.ts": CLOUDFLARE_SERVER });
    const messages = await lintProject(dir, ["src/index.ts"], "recommended", undefined, settings ? { settings: { "agent-errors": settings } } : undefined);
    return messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => message.line);
  };

  it("in the vendor's own package, its API's error text is trusted; another host's is still reported", async () => {
    expect(await lines({ name: "@cloudflare/mcp-server-cloudflare" })).toEqual([29]);
  });

  it("the same code published by someone else (an unscoped name, another owner): both reported", async () => {
    expect(await lines({ name: "cloudflare-mcp", repository: "https://github.com/someone/cloudflare-mcp.git" })).toEqual([22, 29]);
  });

  it("the vendor known from the repository's owner alone", async () => {
    expect(await lines({ name: "mcp-server-cloudflare", repository: "https://github.com/cloudflare/mcp-server-cloudflare.git" })).toEqual([29]);
  });

  it("`inferOwnApiUrls: false`: both reported; `ownApiUrls` still declares the API", async () => {
    expect(await lines({ name: "@cloudflare/mcp-server-cloudflare" }, { inferOwnApiUrls: false })).toEqual([22, 29]);
    expect(await lines({ name: "@cloudflare/mcp-server-cloudflare" }, { inferOwnApiUrls: false, ownApiUrls: ["https://api.cloudflare.com/"] })).toEqual([29]);
  });
});
