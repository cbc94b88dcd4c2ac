// A vendor's own API client handed to tool classes by another module (LINE's Messaging API server,
// @line/line-bot-mcp-server 0.5.0): each tool class stores what its constructor is given (`this.client = client`), and
// `index.js` constructs every tool with the SDK's client. The tool's module never shows the client; the constructions
// in the other modules of the package do (read from disk, `readImportedModules`). A caught error around that client
// alone is then the vendor's own API text, trusted as Sentry's server trusts Sentry's API.
import { afterAll, describe, expect, it } from "vitest";
import { lintProjectFindings, removeTempDirs, type RuleFinding } from "../helpers.js";

afterAll(removeTempDirs);

const PACKAGE = JSON.stringify({ name: "@line/line-bot-mcp-server", version: "0.5.0", type: "module", dependencies: { "@line/bot-sdk": "^10.0.0", "@modelcontextprotocol/sdk": "^1.12.0", zod: "^3.24.0" } });

const lint = (files: Record<string, string>, settings?: Record<string, unknown>): Promise<RuleFinding[]> =>
  lintProjectFindings("constructed-clients", "line-bot", { "package.json": PACKAGE, ...files }, "dist/tools/getProfile.js", settings);

const GET_PROFILE = `import { z } from "zod";
import { createErrorResponse, createSuccessResponse } from "../common/response.js";

export default class GetProfile {
    client;
    constructor(client) {
        this.client = client;
    }
    register(server) {
        server.registerTool("get_profile", { inputSchema: { userId: z.string() } }, async ({ userId }) => {
            try {
                const response = await this.client.getProfile(userId);
                return createSuccessResponse(response);
            }
            catch (error) {
                return createErrorResponse(\`Failed to get profile: \${error.message}\`);
            }
        });
    }
}
`;

const RESPONSE = `export const createErrorResponse = (message) => ({ isError: true, content: [{ type: "text", text: message }] });
export const createSuccessResponse = (response) => ({ content: [{ type: "text", text: JSON.stringify(response) }] });
`;

const index = (client: string, construction = "new GetProfile(messagingApiClient).register(server);") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as line from "@line/bot-sdk";
import GetProfile from "./tools/getProfile.js";

const server = new McpServer({ name: "line-bot", version: "0.5.0" });
const messagingApiClient = ${client};
${construction}
`;

const project = (indexModule: string): Record<string, string> => ({
  "dist/index.js": indexModule,
  "dist/common/response.js": RESPONSE,
  "dist/tools/getProfile.js": GET_PROFILE,
});

describe("a client field stored from the constructor's parameter, the class constructed in another module", () => {
  it("every construction hands the vendor's SDK client: its caught error is the vendor's own API text", async () => {
    expect(await lint(project(index("new line.messagingApi.MessagingApiClient({ channelAccessToken: process.env.CHANNEL_ACCESS_TOKEN })")))).toEqual([]);
  });

  it("a construction with something else, or none at all: the caught error is reported", async () => {
    const other = index("{ getProfile: async (userId) => (await fetch(`https://profiles.example.net/${userId}`)).json() }");
    expect(await lint(project(other))).toEqual([{ rule: "no-untrusted-error-message", line: 16 }]);
    // One construction of two hands another client.
    const mixed = index("new line.messagingApi.MessagingApiClient({ channelAccessToken: process.env.CHANNEL_ACCESS_TOKEN })", "new GetProfile(messagingApiClient).register(server);\nnew GetProfile(globalThis.fetchClient).register(server);");
    expect(await lint(project(mixed))).toEqual([{ rule: "no-untrusted-error-message", line: 16 }]);
    const unused = index("new line.messagingApi.MessagingApiClient({ channelAccessToken: process.env.CHANNEL_ACCESS_TOKEN })", "void GetProfile;");
    expect(await lint(project(unused))).toEqual([{ rule: "no-untrusted-error-message", line: 16 }]);
  });

  it("`readImportedModules: false`: the constructions are not read", async () => {
    // The error result written in place (the builder of another module is not read either then).
    const files = project(index("new line.messagingApi.MessagingApiClient({ channelAccessToken: process.env.CHANNEL_ACCESS_TOKEN })"));
    files["dist/tools/getProfile.js"] = GET_PROFILE.replace("return createErrorResponse(\`Failed to get profile: \${error.message}\`);", 'return { isError: true, content: [{ type: "text", text: \`Failed to get profile: \${error.message}\` }] };');
    expect(await lint(files)).toEqual([]);
    expect(await lint(files, { readImportedModules: false })).toEqual([{ rule: "no-untrusted-error-message", line: 16 }]);
  });
});

describe("the class reached through a barrel (`tools/index.js` re-exports it)", () => {
  const CLIENT = "new line.messagingApi.MessagingApiClient({ channelAccessToken: process.env.CHANNEL_ACCESS_TOKEN })";
  const throughBarrel = (barrel: string, specifier: string, extra: Record<string, string> = {}, client = CLIENT): Record<string, string> => ({
    ...project(index(client).replace('import GetProfile from "./tools/getProfile.js";', `import { GetProfile } from "${specifier}";`)),
    "dist/tools/index.js": barrel,
    ...extra,
  });
  const NAMED = 'export { default as GetProfile } from "./getProfile.js";\nexport { default as PushMessage } from "./pushMessage.js";\n';

  it("`export { default as GetProfile } from`, imported by the file's name or by its folder: the constructions behind it are read", async () => {
    expect(await lint(throughBarrel(NAMED, "./tools/index.js"))).toEqual([]);
    expect(await lint(throughBarrel(NAMED, "./tools"))).toEqual([]);
  });

  it("two barrels deep (`export * from` of a barrel that names the class)", async () => {
    const files = throughBarrel(NAMED, "./lib.js", { "dist/lib.js": 'export * from "./tools/index.js";\n' });
    expect(await lint(files)).toEqual([]);
  });

  it("a module behind the barrel constructs it with something else: reported", async () => {
    const demo = `import { GetProfile } from "./tools/index.js";
const stub = { getProfile: async (id) => (await fetch(\`https://cache.example.io/\${id}\`)).json() };
export function registerDemo(server) {
  new GetProfile(stub).register(server);
}
`;
    expect(await lint(throughBarrel(NAMED, "./tools/index.js", { "dist/demo.js": demo }))).toEqual([{ rule: "no-untrusted-error-message", line: 16 }]);
    // Or through the barrel without a client at all.
    const other = "{ getProfile: async (userId) => (await fetch(`https://profiles.example.net/${userId}`)).json() }";
    expect(await lint(throughBarrel(NAMED, "./tools/index.js", {}, other))).toEqual([{ rule: "no-untrusted-error-message", line: 16 }]);
  });

  it("what the barrel cannot show stays unknown: `export * as tools from`, a namespace import of the barrel", async () => {
    const namespaced = throughBarrel('export * as tools from "./getProfile.js";\n', "./tools/index.js");
    namespaced["dist/index.js"] = index(CLIENT, "void 0;").replace('import GetProfile from "./tools/getProfile.js";', 'import { tools } from "./tools/index.js";') + "new tools.default(messagingApiClient).register(server);\n";
    expect(await lint(namespaced)).toEqual([{ rule: "no-untrusted-error-message", line: 16 }]);
    const namespaceImport = throughBarrel(NAMED, "./tools/index.js");
    namespaceImport["dist/index.js"] = index(CLIENT, "new tools.GetProfile(messagingApiClient).register(server);").replace('import GetProfile from "./tools/getProfile.js";', 'import * as tools from "./tools/index.js";');
    expect(await lint(namespaceImport)).toEqual([{ rule: "no-untrusted-error-message", line: 16 }]);
  });
});
