// `inferOwnApiUrls`: a vendor's own server is known by its package (the npm scope, the repository's GitHub owner),
// and the addresses of the vendor's domain are its own API's. Unit cases for the matching and the reading of
// package.json, then whole runs through ESLint: Cloudflare's server as it ships (`@cloudflare/...`), the same code
// published by someone else, and the setting turned off.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isOwnedName, isOwnedUrl, isVendorClientName, isVendorPackage, ownNamesOf } from "../../src/core/analysis/own-names.js";
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
    // What an organisation puts before the name (`makeplane` publishes `@makeplane/plane-mcp-server` for plane.so,
    // `getsentry` owns Sentry's repositories), with at least four letters after it.
    ["https://api.plane.so/api/v1/workspaces", ["makeplane"], true],
    ["https://sentry.io/api/0/organizations/", ["getsentry"], true],
    ["https://api.planet.com/data/v1", ["makeplane"], false],
    ["https://api.abc.com/", ["getabc"], false],
    ["https://api.plane.so/", ["unmakeplane"], false],
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

describe("isOwnedName (a program named as the vendor)", () => {
  const cases: [string, string[], boolean][] = [
    ["railway", ["railway", "railwayapp"], true],
    ["railway", ["railwayapp"], true],
    ["Railway", ["railway"], true],
    ["heroku", ["heroku"], true],
    ["kubectl", ["railway", "railwayapp"], false],
    ["rail", ["railway"], false],
    ["railwayapp-cli", ["railway"], false],
    ["gh", ["gh"], false],
    ["railway", [], false],
  ];
  for (const [name, names, owned] of cases) {
    it(`${name} with ${JSON.stringify(names)}: ${owned ? "owned" : "not owned"}`, () => {
      expect(isOwnedName(name, names)).toBe(owned);
    });
  }
});

describe("isVendorPackage and isVendorClientName (inferOwnApiClients)", () => {
  const packages: [string, string[], boolean][] = [
    ["auth0", ["auth0"], true],
    ["stripe", ["stripe"], true],
    ["@hubspot/api-client", ["hubspot"], true],
    ["@notionhq/client", ["notionhq", "makenotion"], true],
    ["@anthropic-ai/sdk", ["anthropicai"], true],
    ["@slack/web-api", ["slack"], true],
    ["auth0/dist/management", ["auth0"], true],
    // The owner adds to the name what organisations add (`hyperbrowserai` publishes `@hyperbrowser/sdk`).
    ["@hyperbrowser/sdk", ["hyperbrowserai"], true],
    ["perplexity", ["perplexityai"], true],
    ["@hyperbrowser/sdk", ["hyperbrowserlabs", "hyperbrowser"], true],
    // A stem shorter than three letters is no name; an added part is only taken off the end.
    ["@ex/sdk", ["exai"], false],
    ["@aihyper/sdk", ["hyper"], false],
    // The vendor's other packages: a datastore's driver talks to the user's cluster.
    ["@elastic/elasticsearch", ["elastic"], false],
    ["@cloudflare/workers-oauth-provider", ["cloudflare"], false],
    // Someone else's, the MCP SDK (its client is the agent's host), relative and built-in modules.
    ["@hubspot/api-client", ["stripe"], false],
    ["stripe-mock", ["stripe"], false],
    ["@modelcontextprotocol/sdk", ["modelcontextprotocol"], false],
    ["./client.js", ["auth0"], false],
    ["node:http", ["node"], false],
    ["auth0", [], false],
  ];
  for (const [source, names, vendor] of packages) {
    it(`${source} with ${JSON.stringify(names)}: ${vendor ? "the vendor's client" : "not"}`, () => {
      expect(isVendorPackage(source, names)).toBe(vendor);
    });
  }
  it("a class named as the vendor's client", () => {
    expect(isVendorClientName("HubSpotClient", ["hubspot"])).toBe(true);
    expect(isVendorClientName("StripeMcpClient", ["stripe"])).toBe(true);
    expect(isVendorClientName("HubSpotClient", ["stripe"])).toBe(false);
    expect(isVendorClientName("ApiClient", ["browserstack"])).toBe(false);
    expect(isVendorClientName("HubSpotService", ["hubspot"])).toBe(false);
    expect(isVendorClientName("Client", ["client"])).toBe(false);
    expect(isVendorClientName("HyperbrowserClient", ["hyperbrowserai"])).toBe(true);
  });
  it("a class named as the vendor's clients (one per part of its API)", () => {
    expect(isVendorClientName("CircleCIClients", ["circleci"])).toBe(true);
    expect(isVendorClientName("CircleCIPrivateClients", ["circleci"])).toBe(true);
    expect(isVendorClientName("CircleCIClients", ["hubspot"])).toBe(false);
    expect(isVendorClientName("Clients", ["clients"])).toBe(false);
    expect(isVendorClientName("CircleCIClientsCache", ["circleci"])).toBe(false);
  });
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

/**
 * Auth0's MCP server as it ships (`@auth0/auth0-mcp-server`): a factory of another module makes the Management API's
 * client of the `auth0` SDK, and each tool returns the SDK's error text. Beside it, a tool of the same server that
 * reads a page of someone else's with `fetch`.
 */
const AUTH0_CLIENT = `import { ManagementClient } from "auth0";
export const getManagementClient = async (config: { domain: string; token: string }) => {
  return new ManagementClient({ domain: config.domain, token: config.token });
};
`;
const AUTH0_LOGGER = `export const log = (...args: unknown[]) => { process.stderr.write(args.join(" ") + "\\n"); };
`;
const AUTH0_TOOLS = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getManagementClient } from "./auth0-client.js";
import { log } from "./logger.js";
const server = new McpServer({ name: "auth0", version: "0.1.0" });
server.tool("auth0_list_actions", "List the tenant's actions", { domain: z.string(), token: z.string() }, async (config) => {
  try {
    const managementClient = await getManagementClient(config);
    const { data } = await managementClient.actions.getAll({ per_page: 5 });
    log(\`Successfully retrieved \${data.length} actions\`);
    return { content: [{ type: "text", text: JSON.stringify(data) }] };
  } catch (sdkError) {
    return { content: [{ type: "text", text: \`Failed to list actions: \${(sdkError as Error).message}\` }], isError: true };
  }
});
server.tool("read_page", "Read a web page", { url: z.string() }, async ({ url }) => {
  try {
    const response = await fetch(url);
    return { content: [{ type: "text", text: await response.text() }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Failed to read the page: \${(error as Error).message}\` }], isError: true };
  }
});
`;
/** HubSpot's server: a class of the project named for the vendor, kept in a field. */
const HUBSPOT_CLIENT = `export default class HubSpotClient {
  async get(path: string): Promise<unknown> {
    const response = await fetch(\`https://api.hubapi.com\${path}\`);
    if (!response.ok) throw new Error(\`HubSpot API Error: \${response.status} - \${await response.text()}\`);
    return response.json();
  }
}
`;
const HUBSPOT_TOOL = `import HubSpotClient from "./client.js";
export class GetPropertyTool {
  private client = new HubSpotClient();
  async process(args: { objectType: string; name: string }) {
    try {
      const property = await this.client.get(\`/crm/v3/properties/\${args.objectType}/\${args.name}\`);
      return { content: [{ type: "text", text: JSON.stringify(property) }] };
    } catch (error) {
      return { content: [{ type: "text", text: \`Error getting the property: \${(error as Error).message}\` }], isError: true };
    }
  }
}
`;
/** CircleCI's server: one class holds a client per part of the API, and throws the API's message. */
const CIRCLECI_CLIENTS = `class JobsAPI {
  constructor(private token: string) {}
  async getJobArtifacts(params: { projectSlug: string; jobNumber: number }): Promise<{ items: { path: string }[] }> {
    const response = await fetch(\`https://circleci.com/api/v2/project/\${params.projectSlug}/\${params.jobNumber}/artifacts\`, { headers: { "Circle-Token": this.token } });
    if (!response.ok) {
      const errorData = (await response.json()) as { message?: string };
      throw new Error(\`CircleCI API Error: \${response.status} Message: \${errorData.message || response.statusText}\`);
    }
    return (await response.json()) as { items: { path: string }[] };
  }
}
export class CircleCIClients {
  jobs: JobsAPI;
  constructor({ token }: { token: string }) {
    this.jobs = new JobsAPI(token);
  }
}
`;
const CIRCLECI_TOOL = `import { getCircleCIClient } from "../clients/client.js";

export const listArtifacts = async (args: { params: { projectSlug: string; jobNumber: number } }) => {
  const { projectSlug, jobNumber } = args.params;
  const circleci = getCircleCIClient();
  try {
    const artifacts = await circleci.jobs.getJobArtifacts({ projectSlug, jobNumber });
    return { content: [{ type: "text" as const, text: artifacts.items.map((item) => item.path).join("\\n") }] };
  } catch (error) {
    return {
      isError: true, content: [{ type: "text" as const, text: \`Failed to fetch artifacts for job \${jobNumber}: \${error instanceof Error ? error.message : String(error)}\` }],
    };
  }
};
`;
/** Elastic's server: the `@elastic/elasticsearch` driver talks to the user's cluster, not to Elastic's API. */
const ELASTIC_TOOL = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@elastic/elasticsearch";
import { z } from "zod";
const esClient = new Client({ node: process.env.ES_URL });
const server = new McpServer({ name: "elasticsearch", version: "0.3.1" });
server.tool("search", "Search an index", { index: z.string(), query: z.string() }, async ({ index, query }) => {
  try {
    const result = await esClient.search({ index, q: query });
    return { content: [{ type: "text", text: JSON.stringify(result.hits) }] };
  } catch (error) {
    return { content: [{ type: "text", text: \`Error: \${error instanceof Error ? error.message : String(error)}\` }], isError: true };
  }
});
`;

describe("inferOwnApiClients through ESLint", () => {
  const auth0 = async (manifest: Record<string, unknown>, preset = "recommended", settings?: Record<string, unknown>): Promise<number[]> => {
    const dir = writeProject(makeTempDir("own-clients-inferred"), "unused", {
      "package.json": JSON.stringify({ type: "module", ...manifest }),
      "src/auth0-client.ts": AUTH0_CLIENT,
      "src/logger.ts": AUTH0_LOGGER,
      "src/tools.ts": AUTH0_TOOLS,
    });
    const messages = await lintProject(dir, ["src/tools.ts"], preset, undefined, settings ? { settings: { "agent-errors": settings } } : undefined);
    return messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => message.line);
  };

  it("in the vendor's own package, the error text of its SDK's client, made by a factory of another module, is trusted; the web page's is not", async () => {
    expect(await auth0({ name: "@auth0/auth0-mcp-server" })).toEqual([21]);
  });

  it("the same with types", async () => {
    expect(await auth0({ name: "@auth0/auth0-mcp-server" }, "recommended-type-checked")).toEqual([21]);
  });

  it("the same code published by someone else: both reported", async () => {
    expect(await auth0({ name: "auth0-tools-mcp", repository: "https://github.com/someone/auth0-tools-mcp.git" })).toEqual([13, 21]);
  });

  it("`inferOwnApiClients: false`: both reported; `ownApiClients` still declares the client, and the factory is followed", async () => {
    expect(await auth0({ name: "@auth0/auth0-mcp-server" }, "recommended", { inferOwnApiClients: false })).toEqual([13, 21]);
    expect(await auth0({ name: "@auth0/auth0-mcp-server" }, "recommended", { inferOwnApiClients: false, ownApiClients: [{ name: "ManagementClient", from: ["auth0"] }] })).toEqual([21]);
  });

  it("a class of the project named as the vendor's client (HubSpot's), kept in a field", async () => {
    const lint = async (name: string): Promise<number[]> => {
      const dir = writeProject(makeTempDir("own-clients-inferred"), "unused", {
        "package.json": JSON.stringify({ type: "module", name }),
        "src/client.ts": HUBSPOT_CLIENT,
        "src/tool.ts": HUBSPOT_TOOL,
      });
      const messages = await lintProject(dir, ["src/tool.ts"], "strict");
      return messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => message.line);
    };
    expect(await lint("@hubspot/mcp-server")).toEqual([]);
    expect(await lint("@someone/hubspot-mcp")).toEqual([9]);
  });

  it("a class of the project named as the vendor's clients, made by a factory of another module (CircleCI's)", async () => {
    const lint = async (name: string): Promise<number[]> => {
      const dir = writeProject(makeTempDir("own-clients-inferred"), "unused", {
        "package.json": JSON.stringify({ type: "module", name }),
        "src/clients/circleci/index.ts": CIRCLECI_CLIENTS,
        "src/clients/client.ts": 'import { CircleCIClients } from "./circleci/index.js";\n\nexport function getCircleCIClient() {\n  return new CircleCIClients({ token: process.env.CIRCLECI_TOKEN ?? "" });\n}\n',
        "src/tools/listArtifacts.ts": CIRCLECI_TOOL,
      });
      const messages = await lintProject(dir, ["src/tools/listArtifacts.ts"], "recommended");
      return messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => message.line);
    };
    expect(await lint("@circleci/mcp-server-circleci")).toEqual([]);
    expect(await lint("circleci-tools-mcp")).toEqual([11]);
  });

  it("tsc's CommonJS output (`const sdk_1 = require(\"@hyperbrowser/sdk\")`), in a package whose GitHub owner adds `ai` to the vendor's name (Hyperbrowser's)", async () => {
    const lint = async (repository: string): Promise<number[]> => {
      const dir = writeProject(makeTempDir("own-clients-inferred"), "unused", {
        "package.json": JSON.stringify({ name: "hyperbrowser-mcp", repository: { type: "git", url: repository } }),
        "dist/utils.js": HYPERBROWSER_UTILS,
        "dist/tools/create-profile.js": HYPERBROWSER_TOOL,
      });
      const messages = await lintProject(dir, ["dist/tools/create-profile.js"], "recommended");
      return messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => message.line);
    };
    expect(await lint("git+https://github.com/hyperbrowserai/mcp.git")).toEqual([]);
    expect(await lint("git+https://github.com/someone/hyperbrowser-tools.git")).toEqual([13, 24]);
  });

  it("a helper's `try` whose `catch` throws nothing stops what fails in it: Hyperbrowser's screenshot download (a fetch of any address, answered with null) beside its own client leaves only the client's text; a `catch` that rethrows does not", async () => {
    const lint = async (rethrow: boolean): Promise<number[]> => {
      const utils = HYPERBROWSER_UTILS.replace("exports.getClient = getClient;\n", `exports.getClient = getClient;
const logWithTimestamp = ({ level = "info", data }) => {
    console.error(\`\${new Date().toISOString()} [hyperbrowser] [\${level}]\`, data);
};
exports.logWithTimestamp = logWithTimestamp;
const downloadImageAsBase64 = async (imageUrl) => {
    try {
        const response = await fetch(imageUrl);
        if (!response.ok) {
            throw new Error(\`Failed to download image: \${response.status} \${response.statusText}\`);
        }
        return { data: Buffer.from(await response.arrayBuffer()).toString("base64"), mimeType: "image/png" };
    }
    catch (error) {
        (0, exports.logWithTimestamp)({ level: "error", data: \`Error downloading image from \${imageUrl}\` });
        ${rethrow ? "throw error;" : "return null;"}
    }
};
exports.downloadImageAsBase64 = downloadImageAsBase64;
`);
      const dir = writeProject(makeTempDir("own-clients-inferred"), "unused", {
        "package.json": JSON.stringify({ name: "hyperbrowser-mcp", repository: { type: "git", url: "git+https://github.com/hyperbrowserai/mcp.git" } }),
        "dist/utils.js": utils,
        "dist/tools/scrape-webpage.js": HYPERBROWSER_SCRAPE,
      });
      const messages = await lintProject(dir, ["dist/tools/scrape-webpage.js"], "recommended");
      return messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => message.line);
    };
    expect(await lint(false)).toEqual([]);
    expect(await lint(true)).toEqual([16]);
  });

  it("the vendor's datastore driver is not its API: Elastic's server still reports the cluster's error text", async () => {
    const dir = writeProject(makeTempDir("own-clients-inferred"), "unused", {
      "package.json": JSON.stringify({ type: "module", name: "@elastic/mcp-server-elasticsearch" }),
      "src/index.ts": ELASTIC_TOOL,
    });
    const messages = await lintProject(dir, ["src/index.ts"], "recommended");
    expect(messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => message.line)).toEqual([11]);
  });
});

/** Hyperbrowser's MCP server (hyperbrowser-mcp 1.0.25, dist/utils.js), as tsc emits CommonJS. */
const HYPERBROWSER_UTILS = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getClient = void 0;
const sdk_1 = require("@hyperbrowser/sdk");
const getClient = async () => {
    const apiKey = process.env.HB_API_KEY || process.env.HYPERBROWSER_API_KEY;
    if (!apiKey) {
        throw new Error("No API key provided or found in environment variables");
    }
    return new sdk_1.Hyperbrowser({ apiKey });
};
exports.getClient = getClient;
`;

/** Its tools (dist/tools/create-profile.js), and one that makes its client itself, destructured from the package. */
const HYPERBROWSER_TOOL = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listSessionsTool = exports.createProfileTool = void 0;
const utils_1 = require("../utils");
const { Hyperbrowser } = require("@hyperbrowser/sdk");
async function createProfileTool() {
    try {
        const client = await (0, utils_1.getClient)();
        const result = await client.profiles.create();
        return { content: [{ type: "text", text: \`Profile created: \${result.id}\` }], isError: false };
    }
    catch (error) {
        return { content: [{ type: "text", text: \`Failed to create profile: \${error.message}\` }], isError: true };
    }
}
exports.createProfileTool = createProfileTool;
async function listSessionsTool() {
    try {
        const client = new Hyperbrowser({ apiKey: process.env.HB_API_KEY });
        const sessions = await client.sessions.list();
        return { content: [{ type: "text", text: JSON.stringify(sessions) }] };
    }
    catch (error) {
        return { content: [{ type: "text", text: \`Failed to list sessions: \${error}\` }], isError: true };
    }
}
exports.listSessionsTool = listSessionsTool;
`;

/** Hyperbrowser's scrape tool (dist/tools/scrape-webpage.js): its client, then a screenshot downloaded by a helper. */
const HYPERBROWSER_SCRAPE = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scrapeWebpageTool = void 0;
const utils_1 = require("../utils");
async function scrapeWebpageTool({ url }) {
    try {
        const client = await (0, utils_1.getClient)();
        const result = await client.scrape.startAndWait({ url });
        const image = result.data?.screenshot ? await (0, utils_1.downloadImageAsBase64)(result.data.screenshot) : null;
        const content = [{ type: "text", text: result.data?.markdown ?? "" }];
        if (image) content.push({ type: "image", data: image.data, mimeType: image.mimeType });
        return { content, isError: false };
    }
    catch (error) {
        return {
            content: [{ type: "text", text: \`\${error}\` }],
            isError: true,
        };
    }
}
exports.scrapeWebpageTool = scrapeWebpageTool;
`;
