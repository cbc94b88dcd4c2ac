// Handler tables another module dispatches (issue #13, Auth0's MCP server): a module exports its tools' definitions
// (`QUICKSTART_TOOLS`, objects with a `name` and an `inputSchema`) and a table of handlers keyed by those names
// (`QUICKSTART_HANDLERS`); `server.js` looks the handler up by the request's tool name and hands it the agent's
// arguments. Each function of the table is a tool handler: its first parameter carries the agent's input. And a
// check through a predicate (`isFrameworkSupported(framework)`, of the file or of another module) that pins its
// parameter to a constant list pins what it is handed. Whole ESLint runs on a project on disk, untyped and typed.
import { afterAll, describe, expect, it } from "vitest";
import { lintProject, makeTempDir, removeTempDirs, writeProject } from "../helpers.js";

afterAll(removeTempDirs);

const ONBOARDING = `export const FRAMEWORK_FILENAMES = { react: "react.json", vue: "vue.json", nextjs: "nextjs.json" };
export const SUPPORTED_FRAMEWORKS = Object.keys(FRAMEWORK_FILENAMES);
export function isFrameworkSupported(framework: string): boolean {
  return SUPPORTED_FRAMEWORKS.includes(framework.toLowerCase());
}
`;

const TOOLS = `import { isFrameworkSupported, SUPPORTED_FRAMEWORKS } from "./onboarding.js";
type Request = { token?: string; parameters: Record<string, string> };
const errorResult = (text: string) => ({ content: [{ type: "text" as const, text }], isError: true });

export const QUICKSTART_TOOLS = [
  { name: "auth0_get_quickstart_guide", description: "Get a quickstart guide", inputSchema: { type: "object", properties: { framework: { type: "string" } } } },
  { name: "auth0_get_action", description: "Get an action", inputSchema: { type: "object", properties: { id: { type: "string" } } } },
];

export const QUICKSTART_HANDLERS = {
  auth0_get_quickstart_guide: async (request: Request) => {
    const { framework } = request.parameters;
    if (!isFrameworkSupported(framework)) {
      return errorResult(\`Error: Unsupported framework "\${framework}". Must be one of: \${SUPPORTED_FRAMEWORKS.join(", ")}\`);
    }
    return errorResult(\`Error: No guide for "\${framework}" yet.\`);
  },
  auth0_get_action: async (request: Request) => {
    const id = request.parameters.id;
    return errorResult(\`Action with id '\${id}' not found.\`);
  },
};

/** Not a handler table: its keys are not the module's tools. */
export const FORMATTERS = {
  plain: (request: Request) => errorResult(\`Unformatted: \${request.parameters.text}\`),
};
`;

async function lines(preset: string, tools = TOOLS): Promise<number[]> {
  const dir = writeProject(makeTempDir("handler-tables"), "auth0-tools", { "src/onboarding.ts": ONBOARDING, "src/tools.ts": tools });
  const messages = await lintProject(dir, ["src/tools.ts"], preset);
  return messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => message.line);
}

describe("no-untrusted-error-message: a table of handlers keyed by the module's tools", () => {
  for (const preset of ["recommended", "recommended-type-checked"]) {
    it(`${preset}: the agent's framework and id echoed are reported; the framework once the predicate found it among the constants is not; another table's parameter is not input`, async () => {
      expect(await lines(preset)).toEqual([14, 20]);
    });
  }

  it("without a schema, the list is not one of tool definitions: the table is not the tools' handlers", async () => {
    expect(await lines("recommended", TOOLS.replace(/, inputSchema: \{[^\n]*\} \} \},/g, " },"))).toEqual([]);
  });

  it("a predicate that does not pin its parameter (it tests something else) pins nothing", async () => {
    const loose = TOOLS.replace("if (!isFrameworkSupported(framework)) {", "if (!framework.startsWith(\"r\")) {");
    expect(await lines("recommended", loose)).toEqual([14, 16, 20]);
  });
});
