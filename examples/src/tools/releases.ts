import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import * as compat from "../internal/compat.js";
import { handleToolErrors } from "../internal/error-handling.js";
import type { ToolContext } from "../server.js";

const projectSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]*$/, "Project slugs are lowercase letters, digits, '-' and '_'.")
  .describe("Project slug, e.g. 'backend'");

export function registerReleaseTools(server: McpServer, { apiService, organizationSlug }: ToolContext): void {
  server.registerTool(
    "find_releases",
    {
      title: "Find releases",
      description: "List the most recent releases of a project.",
      inputSchema: { projectSlug: projectSlugSchema },
      annotations: { readOnlyHint: true },
    },
    handleToolErrors("find_releases", async ({ projectSlug }) => {
      const releases = await compat.withApiErrorHandling( // ❌ no-deprecated-error-wrapper
        () => apiService.listReleases({ organizationSlug, projectSlug }),
        { operation: "listReleases", organizationSlug },
      );
      const rows = releases.slice(0, 10).map((r) => `- ${r.version} (${r.dateCreated}): ${r.commitCount} commits`);
      return { content: [{ type: "text", text: rows.join("\n") || "This project has no releases yet." }] };
    }),
  );

  server.registerTool(
    "release_health",
    {
      title: "Release health",
      description: "Show how many new issues each recent release introduced.",
      inputSchema: { projectSlug: projectSlugSchema },
      annotations: { readOnlyHint: true },
    },
    handleToolErrors("release_health", async ({ projectSlug }) => {
      // ✅ the same call without the wrapper: a 404 already reads
      // "API error (404): ... Please verify the parameters are correct."
      const releases = await apiService.listReleases({ organizationSlug, projectSlug });
      if (releases.length === 0) {
        return { content: [{ type: "text", text: "This project has no releases yet." }] };
      }
      const rows = releases.slice(0, 10).map((r) => `- ${r.version}: ${r.newGroups} new issues`);
      return { content: [{ type: "text", text: rows.join("\n") }] };
    }),
  );
}
