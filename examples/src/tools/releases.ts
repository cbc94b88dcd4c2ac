import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ApiService, Release } from "../api-client/client.js";
import { ApiNotFoundError } from "../api-client/errors.js";
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

  server.registerTool(
    "release_notes",
    {
      title: "Release notes",
      description: "Draft release notes for the latest release of a project: versions and tag totals.",
      inputSchema: { projectSlug: projectSlugSchema },
      annotations: { readOnlyHint: true },
    },
    handleToolErrors("release_notes", async ({ projectSlug }) => {
      // The helpers below run for this tool: a fallback of theirs becomes this tool's result.
      const versions = await releaseVersions(apiService, organizationSlug, projectSlug);
      const totals = await tagTotals(apiService, organizationSlug, projectSlug);
      const footer = Object.entries(totals).map(([key, count]) => `${key}: ${count}`).join(", ");
      return { content: [{ type: "text", text: `Releases: ${versions.join(", ") || "none"}\nTags: ${footer || "none"}` }] };
    }),
  );
}

/** Versions for the "release_notes" tool. */
export async function releaseVersions(apiService: ApiService, organizationSlug: string, projectSlug: string): Promise<string[]> {
  const releases = await apiService.listReleases({ organizationSlug, projectSlug }).catch(() => []); // ❌ no-empty-catch-fallback
  return releases.map((release) => release.version);
}

/** Tag totals for the footer of the "release_notes" tool. */
export async function tagTotals(apiService: ApiService, organizationSlug: string, projectSlug: string): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  try {
    for (const tag of await apiService.listTags({ organizationSlug, projectSlug })) {
      totals[tag.key] = tag.totalValues;
    }
  } catch (error) { // ❌ no-empty-catch-fallback
    console.warn("tag totals unavailable", error);
  }
  return totals;
}

/** Releases of a project that may have been deleted in the meantime. */
export async function releasesIfProjectExists(apiService: ApiService, organizationSlug: string, projectSlug: string): Promise<Release[]> {
  try {
    return await apiService.listReleases({ organizationSlug, projectSlug });
  } catch (error) {
    if (error instanceof ApiNotFoundError) return []; // ✅ narrowed first: a missing project has no releases
    throw error;
  }
}
