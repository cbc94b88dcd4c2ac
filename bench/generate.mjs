// Generated TypeScript for the scaling benchmark: one file per shape at a size n, written the way tool code
// is (AI SDK `tool()`, MCP `registerTool`, Sentry, the deprecated wrappers), so that every analysis of the
// rules has work to do. Every shape is linear in n (n sites of the same kind), so a linear analysis takes
// about twice as long at 2n. Nesting shapes stay well below what the TypeScript parser accepts (it overflows
// its own stack at roughly 900 nested levels; less inside ESLint).

const HEADER = `import { tool } from "ai";
import { z } from "zod";
import { captureException } from "@sentry/node";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { withApiErrorHandling } from "../internal/compat.js";
import { ApiClientError, UserInputError } from "../api-client/errors.js";
import { apiService } from "../api-client/index.js";
`;

const range = (n) => Array.from({ length: n }, (_, index) => index);

/** One tool handler whose body has n steps: calls, checks, try/catch, error returns. */
function longFunction(n) {
  const steps = range(n).map(
    (i) => `    const r${i} = await apiService.getRecord({ id: input.ids[${i % 7}], page: ${i} });
    if (!r${i}.ok) {
      return { error: \`Lookup ${i} failed (HTTP \${r${i}.status})\` };
    }
    try {
      totals.push(await apiService.getTotal(r${i}.id));
    } catch (e${i}) {
      if (e${i} instanceof UserInputError) return { error: e${i}.message };
      captureException(e${i});
      return { error: "The totals service failed." };
    }`,
  );
  return `${HEADER}
export const longTool = tool({
  description: "A tool with a long handler",
  inputSchema: z.object({ ids: z.array(z.string()) }),
  execute: async (input) => {
    const totals: number[] = [];
${steps.join("\n")}
    return { result: totals };
  },
});
`;
}

/** n tools in one file, each with three sinks (an error result, a thrown error, a text result). */
function manySinks(n) {
  const tools = range(n).map(
    (i) => `export const sinkTool${i} = tool({
  description: "Sink ${i}",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      const response = await fetch(\`https://api.example.com/${i}?q=\${encodeURIComponent(query)}\`);
      if (!response.ok) return { error: \`HTTP \${response.status}: \${await response.text()}\` };
      if (query.length > 100) throw new UserInputError(\`Query too long for tool ${i}\`);
      return { result: await response.json() };
    } catch (err) {
      return { error: \`Failed: \${(err as Error).message}\` };
    }
  },
});`,
  );
  const registrations = range(n).map(
    (i) => `  server.registerTool("note_${i}", { inputSchema: { id: z.string() } }, async ({ id }) => {
    const note = notes.get(id);
    if (!note) return { isError: true, content: [{ type: "text", text: \`No note "\${id}"\` }] };
    return { content: [{ type: "text", text: note }] };
  });`,
  );
  return `${HEADER}
const notes = new Map<string, string>();
${tools.join("\n")}

export function registerNoteTools(server: McpServer): void {
${registrations.join("\n")}
}
`;
}

/** A handler whose error text flows through a chain of n assignments (variables, +=, object fields). */
function assignmentChain(n) {
  const lets = range(n).map((i) => `    const v${i + 1} = v${i}${i % 3 === 0 ? " + \" / \"" : ""};`);
  const appends = range(n).map((i) => `    message += ${i % 2 === 0 ? `" step ${i}: "` : `v${i}`};`);
  const fields = range(n).map((i) => `    box.f${i + 1} = box.f${i};`);
  return `${HEADER}
export const chainTool = tool({
  description: "A tool whose error text goes through long chains",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      return { result: await apiService.search(query) };
    } catch (error) {
      const v0 = (error as Error).message;
${lets.join("\n")}
      let message = "Search failed:";
${appends.join("\n")}
      const box: Record<string, string> = { f0: v${n} };
${fields.join("\n")}
      if (query === "a") return { error: v${n} };
      if (query === "b") return { error: message };
      return { error: box.f${n} };
    }
  },
});
`;
}

/** k sinks whose message is a template nested d deep (each level wraps the next): n = k * d. */
function nestedTemplates(n, depth = 40) {
  const count = Math.max(1, Math.round(n / depth));
  const nested = (i) => `${"`(${".repeat(depth)}(error as Error).message${"})`".repeat(depth)} + " #${i}"`;
  const tools = range(count).map(
    (i) => `export const templateTool${i} = tool({
  description: "Nested templates ${i}",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    try {
      return { result: await apiService.search(query) };
    } catch (error) {
      return { error: ${nested(i)} };
    }
  },
});`,
  );
  return `${HEADER}
${tools.join("\n")}
`;
}

/** One function with n try/catch blocks filling one accumulator, and n promise fallbacks. */
function manyCatches(n) {
  const blocks = range(n).map(
    (i) => `  try {
    for (const tag of await apiService.listTags({ page: ${i} })) out[tag.key + "${i}"] = tag.totalValues;
  } catch (e) {
    console.warn(e);
  }
  const list${i} = await apiService.listReleases({ page: ${i} }).catch(() => []);
  releases.push(...list${i});`,
  );
  return `${HEADER}
export async function collectTags(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const releases: unknown[] = [];
${blocks.join("\n")}
  return out;
}
`;
}

/** One error handler with an n-branch else-if chain of class checks, each capturing or logging. */
function captureChain(n) {
  const classes = range(n).map((i) => `class AppError${i} extends ${i % 2 === 0 ? "ApiClientError" : "Error"} {}`);
  const branches = range(n).map(
    (i) => ` else if (error instanceof AppError${i}) {
    ${i % 2 === 0 ? "captureException(error);" : "console.warn(error);"}
  }`,
  );
  return `${HEADER}
${classes.join("\n")}
export function handleToolError(error: unknown): void {
  if (error instanceof UserInputError) {
    console.warn(error);
  }${branches.join("")} else {
    captureException(error);
  }
}
`;
}

/** n awaited calls of the deprecated wrapper (autofixable) in one module. */
function wrapperCalls(n) {
  const calls = range(n).map((i) => `  const item${i} = await withApiErrorHandling(() => apiService.getItem({ id: ids[${i % 5}] }), { operation: "getItem${i}" });`);
  return `${HEADER}
export async function loadItems(ids: string[]): Promise<unknown[]> {
${calls.join("\n")}
  return [${range(n)
    .map((i) => `item${i}`)
    .join(", ")}];
}
`;
}

/** The shapes: a name, what it stresses, the generator, and the n that the benchmark uses. */
export const SHAPES = [
  { name: "long-function", stresses: "one handler with n steps (flow, narrowing, sinks)", generate: longFunction, n: 300 },
  { name: "many-sinks", stresses: "n tools and n registrations in one file", generate: manySinks, n: 300 },
  { name: "assignment-chain", stresses: "error text through n assignments, += and fields", generate: assignmentChain, n: 600 },
  { name: "nested-templates", stresses: "sinks with templates nested 40 deep, n levels in all", generate: nestedTemplates, n: 8000 },
  { name: "many-catches", stresses: "one function with n catch blocks and n .catch fallbacks", generate: manyCatches, n: 300 },
  { name: "capture-chain", stresses: "an else-if chain of n class checks with captures", generate: captureChain, n: 250 },
  { name: "wrapper-calls", stresses: "n calls of the deprecated wrapper", generate: wrapperCalls, n: 600 },
];
