import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { withApiErrorHandling } from "../internal/compat.js";
import { callEmbeddedAgent, handleToolErrors } from "../internal/index.js";
import { createIssueTools } from "../internal/agents/tools/issue-tools.js";
import type { ToolContext } from "../server.js";

const SEARCH_SYSTEM_PROMPT = `You translate questions about errors into issue search queries.
Use the tools to check tag names and preview queries. Reply with the final query only.`;

export function registerIssueTools(server: McpServer, { apiService, organizationSlug, model }: ToolContext): void {
  server.registerTool(
    "get_issue_details",
    {
      title: "Get issue details",
      description: "Show the title, status, event count and assignee of one issue.",
      inputSchema: { issueId: z.string().describe("Issue short ID, e.g. BACKEND-1A2") },
      annotations: { readOnlyHint: true },
    },
    handleToolErrors("get_issue_details", async ({ issueId }) => {
      // ✅ fixed form: const issue = await apiService.getIssue({ organizationSlug, issueId });
      const issue = await withApiErrorHandling(() => apiService.getIssue({ organizationSlug, issueId }), { operation: "getIssue" }); // ❌ no-deprecated-error-wrapper
      const lines = [
        `# ${issue.shortId}: ${issue.title}`,
        `- Status: ${issue.status}`,
        `- Events: ${issue.count}`,
        `- Assignee: ${issue.assignedTo ?? "nobody"}`,
        `- Link: ${issue.permalink}`,
      ];
      return { content: [{ type: "text", text: lines.join("\n") }] };
    }),
  );

  server.registerTool(
    "search_issues",
    {
      title: "Search issues",
      description: "Find issues from a natural-language question, e.g. 'crashes in checkout since Monday'.",
      inputSchema: { question: z.string().describe("What to look for, in plain words") },
      annotations: { readOnlyHint: true },
    },
    handleToolErrors("search_issues", async ({ question }) => {
      // ✅ embedded agent errors: LLMProviderError / typed API errors bubble to handleToolErrors
      const agent = await callEmbeddedAgent({
        model,
        system: SEARCH_SYSTEM_PROMPT,
        prompt: question,
        tools: createIssueTools(apiService, organizationSlug),
      });
      const query = agent.text.trim();
      // ✅ no wrapper: an ApiValidationError here is formatted by formatErrorForUser
      const issues = await apiService.listIssues({ organizationSlug, query });
      if (issues.length === 0) {
        // ✅ a genuinely empty result, reported as such
        return { content: [{ type: "text", text: `No issues match \`${query}\`.` }] };
      }
      const rows = issues.map((issue) => `- ${issue.shortId} ${issue.title} (${issue.count} events)`);
      return { content: [{ type: "text", text: [`Query: \`${query}\``, ...rows].join("\n") }] };
    }),
  );
}
