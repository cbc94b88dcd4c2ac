import { tool } from "ai";
import { z } from "zod";
import type { ApiService } from "../../../api-client/client.js";
import { UserInputError } from "../../../errors.js";
import { agentTool, wrapAgentToolExecute } from "../../index.js";

const DOCS_SEARCH_URL = "https://docs-search.example-partner.com/v1/search";

interface DocHit {
  title: string;
  url: string;
}

/** Tools the "search_issues" agent can call while it translates a question into a query. */
export function createIssueTools(apiService: ApiService, organizationSlug: string) {
  return {
    // ✅ agentTool: call the API directly; ApiClientError / ApiServerError become { error }
    lookupIssue: agentTool({
      description: "Fetch one issue by its short ID (e.g. BACKEND-1A2) to check its title and status.",
      parameters: z.object({ issueId: z.string().describe("Issue short ID or numeric ID") }),
      execute: async ({ issueId }) => {
        const issue = await apiService.getIssue({ organizationSlug, issueId });
        return { shortId: issue.shortId, title: issue.title, status: issue.status, events: issue.count };
      },
    }),

    // ✅ our own validation error: a trusted message the agent can act on
    previewQuery: agentTool({
      description: "Run a search query and return how many issues it matches.",
      parameters: z.object({ query: z.string() }),
      execute: async ({ query }) => {
        if (query.includes("is:deleted")) {
          throw new UserInputError("The is:deleted filter is not supported. Use is:resolved or is:ignored instead.");
        }
        const issues = await apiService.listIssues({ organizationSlug, query });
        return { matches: issues.length };
      },
    }),

    // Older tool still on the deprecated wrapper: errors come back as bare strings.
    listProjectTags: tool({
      description: "List the tag keys of a project, to build tag filters such as browser:Chrome.",
      parameters: z.object({ projectSlug: z.string() }),
      execute: wrapAgentToolExecute(async (params) => { // ❌ no-deprecated-error-wrapper
        const tags = await apiService.listTags({ organizationSlug, projectSlug: params.projectSlug });
        return tags.map((tag) => `${tag.key} (${tag.totalValues} values)`).join("\n");
      }),
    }),

    // Third-party service with a hand-rolled catch.
    searchDocs: tool({
      description: "Search the partner SDK documentation for an error message.",
      parameters: z.object({ text: z.string() }),
      execute: async ({ text }) => {
        try {
          const response = await fetch(`${DOCS_SEARCH_URL}?q=${encodeURIComponent(text)}`);
          if (!response.ok) {
            throw new Error(await response.text());
          }
          const hits = (await response.json()) as DocHit[];
          return { result: hits.slice(0, 5) };
        } catch (err) {
          // The partner's response body goes straight into the agent's context.
          return { error: `Failed: ${(err as Error).message}` }; // ❌ no-untrusted-error-message
        }
      },
    }),
  };
}
