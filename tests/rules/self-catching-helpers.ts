// Helpers that catch their own failures, written once for the tests that read them in one file and in
// another module (the answer must be the same): one returns a variable holding the awaited body, one awaits
// itself again after its \`try\`.
export const FETCH_ISSUE = `export async function fetchIssue(id: string) {
  try {
    const res = await fetch(\`https://api.example.com/issues/\${encodeURIComponent(id)}\`);
    const issue = (await res.json()) as { title: string };
    return issue;
  } catch (error) {
    console.error("issue lookup failed", error);
    return { title: "unavailable" };
  }
}`;

export const FETCH_ISSUE_PAGE = `export async function fetchIssuePage(cursor: string, depth = 0): Promise<unknown> {
  try {
    await fetch(\`https://api.example.com/issues?cursor=\${encodeURIComponent(cursor)}\`);
  } catch (error) {
    console.error("issue page failed", error);
    return { items: [] };
  }
  if (depth < 2) return await fetchIssuePage(cursor, depth + 1);
  return { items: [] };
}`;
