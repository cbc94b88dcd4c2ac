import { createApiError } from "./errors.js";

export interface Issue {
  id: string;
  shortId: string;
  title: string;
  culprit: string;
  status: "unresolved" | "resolved" | "ignored";
  count: number;
  assignedTo: string | null;
  permalink: string;
}

export interface Release {
  version: string;
  dateCreated: string;
  commitCount: number;
  newGroups: number;
}

export interface TagSummary {
  key: string;
  totalValues: number;
}

export interface ApiServiceOptions {
  host: string;
  accessToken: string;
}

/**
 * Thin client for the issues API. Every non-2xx response becomes a typed error via
 * `createApiError`; callers do not wrap these methods, they let the errors bubble up.
 */
export class ApiService {
  private readonly host: string;
  private readonly accessToken: string;

  constructor({ host, accessToken }: ApiServiceOptions) {
    this.host = host;
    this.accessToken = accessToken;
  }

  getIssue({ organizationSlug, issueId }: { organizationSlug: string; issueId: string }): Promise<Issue> {
    return this.request<Issue>(`/organizations/${organizationSlug}/issues/${issueId}/`);
  }

  listIssues({ organizationSlug, query }: { organizationSlug: string; query: string }): Promise<Issue[]> {
    const params = new URLSearchParams({ query, limit: "25" });
    return this.request<Issue[]>(`/organizations/${organizationSlug}/issues/?${params}`);
  }

  updateIssue(args: {
    organizationSlug: string;
    issueId: string;
    status?: Issue["status"];
    assignedTo?: string;
  }): Promise<Issue> {
    const { organizationSlug, issueId, ...changes } = args;
    return this.request<Issue>(`/organizations/${organizationSlug}/issues/${issueId}/`, {
      method: "PUT",
      body: JSON.stringify(changes),
    });
  }

  listReleases({ organizationSlug, projectSlug }: { organizationSlug: string; projectSlug: string }): Promise<Release[]> {
    return this.request<Release[]>(`/projects/${organizationSlug}/${projectSlug}/releases/`);
  }

  listTags({ organizationSlug, projectSlug }: { organizationSlug: string; projectSlug: string }): Promise<TagSummary[]> {
    return this.request<TagSummary[]>(`/projects/${organizationSlug}/${projectSlug}/tags/`);
  }

  private async request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${this.host}/api/0${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${this.accessToken}`,
        "Content-Type": "application/json",
      },
    });
    if (!response.ok) {
      let detail: string | undefined;
      try {
        const body = (await response.json()) as { detail?: unknown };
        detail = typeof body.detail === "string" ? body.detail : undefined;
      } catch {
        // Non-JSON error body (proxy pages and the like): fall back to the status text.
      }
      throw createApiError(response.status, detail ?? response.statusText, detail);
    }
    return (await response.json()) as T;
  }
}
