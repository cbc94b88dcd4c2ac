/**
 * One-off maintenance script: posts a short summary for each recent release to the
 * team's changelog channel. Written when this repo was still CommonJS, and it still
 * loads the API helpers with require().
 *
 *   ISSUES_ACCESS_TOKEN=... node --import tsx src/scripts/backfill-release-notes.ts backend
 */
import { ApiService } from "../api-client/client.js";
import type { Release } from "../api-client/client.js";
import { ConfigurationError } from "../errors.js";

const compat = require("../internal/compat.js");

const CHANGELOG_WEBHOOK = process.env.CHANGELOG_WEBHOOK_URL;

// Behaviour switches carried over from the old script. Plain data: `legacy` is a local
// object, not the compat module, so `legacy.withApiErrorHandling` is not the deprecated helper.
const legacy = {
  withApiErrorHandling: process.env.BACKFILL_STRICT !== "1",
  maxReleases: 20,
};

function summarize(release: Release): string {
  return `*${release.version}*: ${release.commitCount} commits, ${release.newGroups} new issues`;
}

async function backfill(projectSlug: string): Promise<void> {
  const accessToken = process.env.ISSUES_ACCESS_TOKEN;
  const organizationSlug = process.env.ISSUES_ORGANIZATION;
  if (!accessToken || !organizationSlug || !CHANGELOG_WEBHOOK) {
    throw new ConfigurationError("Set ISSUES_ACCESS_TOKEN, ISSUES_ORGANIZATION and CHANGELOG_WEBHOOK_URL.");
  }
  const apiService = new ApiService({ host: "https://issues.example.com", accessToken });

  const releases: Release[] = legacy.withApiErrorHandling // ✅ property of a local object: not reported
    ? await compat.withApiErrorHandling(() => apiService.listReleases({ organizationSlug, projectSlug }), { operation: "listReleases" }) // ❌ no-deprecated-error-wrapper
    : await apiService.listReleases({ organizationSlug, projectSlug });

  for (const release of releases.slice(0, legacy.maxReleases)) {
    const response = await fetch(CHANGELOG_WEBHOOK, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: summarize(release) }),
    });
    if (!response.ok) {
      throw new Error(`Changelog webhook returned HTTP ${response.status} for ${release.version}`);
    }
  }
  console.log(`Posted ${Math.min(releases.length, legacy.maxReleases)} release summaries.`);
}

backfill(process.argv[2] ?? "backend").catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
