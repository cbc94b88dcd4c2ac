import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { setTag } from "@sentry/node";
import { openai } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { ApiService } from "./api-client/client.js";
import { ConfigurationError } from "./errors.js";
import { registerIssueTools } from "./tools/issues.js";
import { registerNoteTools } from "./tools/notes.js";
import { registerOrderTools } from "./tools/orders.js";
import { registerReleaseTools } from "./tools/releases.js";
import { registerReleaseHealthTools } from "./tools/release-health.js";
import { registerTriageTools } from "./tools/triage.js";

export interface ServerConfig {
  apiHost: string;
  accessToken: string;
  organizationSlug: string;
  agentModel: string;
}

/** What every tool module receives. */
export interface ToolContext {
  apiService: ApiService;
  organizationSlug: string;
  model: LanguageModel;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const accessToken = env.ISSUES_ACCESS_TOKEN;
  const organizationSlug = env.ISSUES_ORGANIZATION;
  if (!accessToken) {
    // ✅ expected misconfiguration: a ConfigurationError, no Sentry issue
    throw new ConfigurationError("ISSUES_ACCESS_TOKEN is not set. Create a token with issue:read and issue:write.");
  }
  if (!organizationSlug) {
    throw new ConfigurationError("ISSUES_ORGANIZATION is not set.");
  }
  return {
    apiHost: env.ISSUES_API_HOST ?? "https://issues.example.com",
    accessToken,
    organizationSlug,
    agentModel: env.AGENT_MODEL ?? "gpt-4o-mini",
  };
}

export function createServer(config: ServerConfig): McpServer {
  const server = new McpServer({ name: "acme-issues-mcp", version: "0.7.2" });
  const context: ToolContext = {
    apiService: new ApiService({ host: config.apiHost, accessToken: config.accessToken }),
    organizationSlug: config.organizationSlug,
    model: openai(config.agentModel),
  };
  setTag("mcp.organization", config.organizationSlug);

  registerIssueTools(server, context);
  registerTriageTools(server, context);
  registerReleaseTools(server, context);
  registerReleaseHealthTools(server, context);
  registerNoteTools(server);
  registerOrderTools(server);
  return server;
}

export async function main(): Promise<void> {
  const server = createServer(loadConfig());
  await server.connect(new StdioServerTransport());
}
