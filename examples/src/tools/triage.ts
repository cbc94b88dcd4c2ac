import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { UserInputError } from "../errors.js";
import { withApiErrorHandling as guarded } from "../internal/compat.js";
import { handleToolErrors } from "../internal/error-handling.js";
import type { ToolContext } from "../server.js";

export function registerTriageTools(server: McpServer, { apiService, organizationSlug }: ToolContext): void {
  server.registerTool(
    "update_issue",
    {
      title: "Update issue status",
      description: "Resolve, ignore or reopen an issue.",
      inputSchema: {
        issueId: z.string(),
        status: z.enum(["resolved", "ignored", "unresolved"]),
      },
      annotations: { destructiveHint: false, idempotentHint: true },
    },
    handleToolErrors("update_issue", async ({ issueId, status }) => {
      // Several statements in the callback: not a mechanical rewrite.
      const updated = await guarded(async () => { // ❌ no-deprecated-error-wrapper
        const current = await apiService.getIssue({ organizationSlug, issueId });
        if (current.status === status) {
          return current;
        }
        return apiService.updateIssue({ organizationSlug, issueId, status });
      }, { operation: "updateIssue", organizationSlug });
      return { content: [{ type: "text", text: `${updated.shortId} is now ${updated.status}.` }] };
    }),
  );

  server.registerTool(
    "assign_issue",
    {
      title: "Assign issue",
      description: "Assign an issue to a team member by username or email.",
      inputSchema: { issueId: z.string(), assignee: z.string() },
    },
    handleToolErrors("assign_issue", async ({ issueId, assignee }) => {
      if (assignee.trim() === "") {
        // ✅ our own message, no echo of the input
        throw new UserInputError("The assignee must be a username or an email address.");
      }
      // ✅ call the API directly; a 404 for an unknown user becomes "**Input Error**" upstream
      const issue = await apiService.updateIssue({ organizationSlug, issueId, assignedTo: assignee });
      return { content: [{ type: "text", text: `${issue.shortId} assigned to ${issue.assignedTo ?? "nobody"}.` }] };
    }),
  );
}
