// no-untrusted-error-message: a vendor's own command-line tool run by its own server (`inferOwnApiUrls`). Railway's
// `@railway/mcp-server` 0.1.11 runs `execFile("railway", args)` in `src/cli/core.ts`; its helpers turn the CLI's
// failures into fixed texts or `Railway CLI error: ${err.message}`, some answer `{ success: false, error }` that the
// tools throw, and the tools put the caught message into their result. That is Railway's CLI's and API's text, which
// the conventions trust as the vendor's own API (15 findings of the corpus, all debatable, before this).
import { afterAll, describe, expect, it } from "vitest";
import { lintProject, makeTempDir, removeTempDirs, writeProject } from "../helpers.js";

afterAll(removeTempDirs);

const CORE = `import { execFile } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export const runRailwayCommand = async (args: string[], cwd?: string) => {
  const { stdout, stderr } = await execFileAsync(RAILWAY, args, { cwd });
  return { stdout, stderr, output: stdout + stderr };
};
`;

const ERROR_HANDLING = `export const ERROR_PATTERNS = {
  UNAUTHORIZED: /Unauthorized\\. Please login with \`railway login\`/,
  NO_LINKED_PROJECT: /No linked project found\\. Run railway link to connect to a project/,
};

export const analyzeRailwayError = (error: unknown, command: string): never => {
  const err = error as { stdout?: string; stderr?: string; code?: string; message?: string };
  const output = (err.stdout || "") + (err.stderr || "");
  if (ERROR_PATTERNS.UNAUTHORIZED.test(output)) throw new Error("Not logged in to Railway CLI. Please run 'railway login' first");
  if (ERROR_PATTERNS.NO_LINKED_PROJECT.test(output)) throw new Error("No Railway project is linked. Run 'railway link' to connect to a project");
  if (err.code === "ENOENT") throw new Error("Railway CLI is not installed. Please install it first: https://docs.railway.com/guides/cli");
  if (err.message) throw new Error(\`Railway CLI error: \${err.message}\`);
  throw new Error(\`Railway CLI command '\${command}' failed with unknown error\`);
};
`;

/** `getRailwayServices` answers a failure of its `try` as `{ success: false, error }`; `TRY` is that `try`'s body. */
const services = (tryBody: string, imports = ""): string => `import { analyzeRailwayError } from "./error-handling.js";
import { runRailwayCommand } from "./core.js";
${imports}
export const checkRailwayCliStatus = async () => {
  try {
    await runRailwayCommand(["whoami"]);
  } catch (error) {
    return analyzeRailwayError(error, "railway whoami");
  }
};

export const getRailwayServices = async ({ workspacePath }: { workspacePath: string }) => {
  try {
    await checkRailwayCliStatus();
${tryBody}
  } catch (error) {
    return { success: false as const, error: error instanceof Error ? error.message : String(error) };
  }
};
`;

const OWN_TRY = `    const { output } = await runRailwayCommand(["status", "--json"], workspacePath);
    const parsed = JSON.parse(output) as { services?: { edges?: { node: { name: string } }[] } };
    return { success: true as const, services: parsed.services?.edges?.map((edge) => edge.node.name) ?? [] };`;

const TOOL = `import { z } from "zod";
import { getRailwayServices } from "../cli/services.js";

const createToolResponse = (text: string) => ({ content: [{ type: "text" as const, text }] });

export const listServicesTool = {
  name: "list-services",
  description: "List all services for the currently linked Railway project",
  inputSchema: { workspacePath: z.string().describe("The path to the workspace") },
  handler: async ({ workspacePath }: { workspacePath: string }) => {
    try {
      const result = await getRailwayServices({ workspacePath });
      if (!result.success) throw new Error(result.error);
      return createToolResponse(\`Found \${result.services.length} service(s)\`);
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : "Unknown error occurred";
      return { content: [{ type: "text" as const, text: \`Failed to list Railway services: \${errorMessage}\` }], isError: true };
    }
  },
};
`;

const RAILWAY_PACKAGE = { name: "@railway/mcp-server", repository: { type: "git", url: "https://github.com/railwayapp/railway-mcp-server" } };

interface Project {
  manifest?: object;
  command?: string;
  core?: string;
  servicesTry?: string;
  servicesImports?: string;
}

async function findings(project: Project, preset = "recommended"): Promise<string[]> {
  const dir = writeProject(makeTempDir("own-cli"), "unused", {
    "package.json": JSON.stringify({ type: "module", ...(project.manifest ?? RAILWAY_PACKAGE) }),
    "src/cli/core.ts": `const RAILWAY = ${project.command ?? `"railway"`};\n${project.core ?? CORE}`,
    "src/cli/error-handling.ts": ERROR_HANDLING,
    "src/cli/services.ts": services(project.servicesTry ?? OWN_TRY, project.servicesImports),
    "src/tools/list-services.ts": TOOL,
  });
  const messages = await lintProject(dir, ["src/tools/list-services.ts"], preset);
  return messages.filter((message) => message.ruleId === "agent-errors/no-untrusted-error-message").map((message) => `${message.line}`);
}

describe("the vendor's own CLI in the vendor's own server", () => {
  it("Railway's server running `railway`: the CLI's failures are Railway's text, through the helpers of three modules", async () => {
    expect(await findings({})).toEqual([]);
  });

  it("the same with types", async () => {
    expect(await findings({}, "recommended-type-checked")).toEqual([]);
  });

  it("the same code in a package that names no vendor: the CLI's text is someone else's", async () => {
    expect(await findings({ manifest: { name: "railway-tools" } })).toEqual(["17"]);
  });

  it("another program (`kubectl`) in Railway's server: its failures quote the user's cluster", async () => {
    expect(await findings({ command: `"kubectl"` })).toEqual(["17"]);
  });

  it("a program named only by its start (`railway${suffix}`): some other program", async () => {
    expect(await findings({ command: "`railway${process.argv[2] ?? \"\"}`" })).toEqual(["17"]);
  });

  it("the vendor's CLI by its path (`/usr/local/bin/railway.exe`)", async () => {
    expect(await findings({ command: `"/usr/local/bin/railway.exe"` })).toEqual([]);
  });

  it("a shell command whose first word is the vendor's CLI (`exec(\\`railway status ${flags}\\`)`)", async () => {
    const core = `import { exec } from "node:child_process";
import { promisify } from "node:util";

export const runRailwayCommand = async (args: string[], cwd?: string) => {
  const { stdout, stderr } = await promisify(exec)(\`\${RAILWAY} \${args.join(" ")}\`, { cwd });
  return { stdout, stderr, output: stdout + stderr };
};
`;
    expect(await findings({ core })).toEqual([]);
    expect(await findings({ core: core.replace("${RAILWAY} ${args", "${args") })).toEqual(["17"]);
  });

  it("a helper that answers `{ success: false, error }` for a failure of someone else's service in its `try`: the tool throws that text", async () => {
    const servicesTry = `    const response = await fetch(\`https://status.example.com/\${workspacePath}\`);
    if (!response.ok) throw new Error(await response.text());
    return { success: true as const, services: [] as string[] };`;
    expect(await findings({ servicesTry })).toEqual(["17"]);
  });

  it("Railway's GraphQL API by its address, and a package that only computes (`semver`, `fuse.js`)", async () => {
    const servicesTry = `    const { output } = await runRailwayCommand(["--version"], workspacePath);
    const version = /\\d+\\.\\d+\\.\\d+/.exec(output)?.[0];
    if (version && !semver.gte(version, "4.9.0")) throw new Error("Railway CLI 4.9.0 or later is needed");
    const edges = (await new GraphQLClient("https://backboard.railway.com/graphql/v2").request<{ services: { edges: { node: { name: string } }[] } }>("query { services { edges { node { name } } } }")).services.edges;
    return { success: true as const, services: new Fuse(edges.map((edge) => edge.node.name)).search(workspacePath).map((hit) => hit.item) };`;
    const servicesImports = `import semver from "semver";\nimport Fuse from "fuse.js";\nimport { GraphQLClient } from "graphql-request";`;
    expect(await findings({ servicesTry, servicesImports })).toEqual([]);
    // Someone else's GraphQL API.
    expect(await findings({ servicesTry: servicesTry.replace("backboard.railway.com", "api.github.com"), servicesImports })).toEqual(["17"]);
  });
});
