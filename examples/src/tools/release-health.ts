import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { ToolContext } from "../server.js";

export function registerReleaseHealthTools(server: McpServer, { apiService, organizationSlug }: ToolContext): void {
  server.registerTool(
    "find_release",
    {
      description: "Find a release of a project by a version prefix.",
      inputSchema: { projectSlug: z.string(), versionQuery: z.string() },
    },
    async ({ projectSlug, versionQuery }) => {
      try {
        const releases = await apiService.listReleases({ organizationSlug, projectSlug });
        const match = releases.find((release) => release.version.startsWith(versionQuery));
        return { content: [{ type: "text", text: match ? `${match.version} (${match.commitCount} commits)` : "No release matches." }] };
      } catch (error) {
        console.error(`Release lookup for "${versionQuery}" failed`, error); // ❌ no-tool-params-in-error-log
        return { content: [{ type: "text", text: "Failed to list releases. Try again later." }] }; // ❌ require-tool-error-result
      }
    },
  );

  server.registerTool(
    "ping_release_webhook",
    {
      description: "Ping the release webhook of a project.",
      inputSchema: { url: z.string(), secret: z.string() },
    },
    async (args) => {
      const response = await fetch(args.url, { method: "POST", headers: { "X-Webhook-Secret": args.secret } });
      if (!response.ok) {
        console.warn("webhook ping failed", args, response.status); // ❌ no-tool-params-in-error-log
        return { content: [{ type: "text", text: `The webhook answered HTTP ${response.status}.` }] }; // ❌ require-tool-error-result
      }
      return { content: [{ type: "text", text: "The webhook answered." }] };
    },
  );
}
