// Tools written as definition objects that another module registers, as Discourse's MCP server (@discourse/mcp
// 0.3.1) writes its 150 tools: `export const xTool = defineTool({ name, schema, handler })`, with `defineTool` an
// identity helper of another module, a zod schema of a third (`z.object({ ...shared, id }).strict()`), error results
// built by shared helpers, a type guard of another module (`isZodError(error)`), and a delete confirmed by a read
// that is expected to fail (`if (!isNotFound(error)) return outcomeUnknown(...)`). Untyped: the modules are read as
// `readImportedModules` allows.
import { afterAll, describe, expect, it } from "vitest";
import { lintProjectFindings, removeTempDirs, type RuleFinding } from "../helpers.js";

afterAll(removeTempDirs);

const lint = (files: Record<string, string>, entry: string, settings?: Record<string, unknown>, preset = "recommended"): Promise<RuleFinding[]> =>
  lintProjectFindings("definition-tools", "discourse", files, entry, settings, preset);

const DEFINITION = `export function defineTool(spec) {
  // The one erasure cast: a heterogeneous catalog forgets each schema/handler association once it is checked.
  return spec;
}

export function registerToolDefinitions(definitions, server, ctx) {
  for (const definition of definitions) {
    server.registerTool(definition.name, { title: definition.title, inputSchema: definition.schema }, (input, extra) => definition.handler(input, extra, ctx));
  }
}
`;

const JSON_RESPONSE = `import { ZodError } from "zod";

export function jsonResponse(data) {
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
}

export function jsonError(message, details) {
  const error = details ? { error: message, ...details } : { error: message };
  return { content: [{ type: "text", text: JSON.stringify(error) }], isError: true };
}

export function isZodError(error) {
  return error instanceof ZodError;
}
`;

const SCHEMAS = `import { z } from "zod";

const id = z.number().int().positive();
const shared = { tag_group_id: id, expected_state_hash: z.string().regex(/^[a-f0-9]{64}$/) };

export const deleteTagGroupSchema = z.object({ ...shared, group_name: z.string().min(1), confirm_delete: z.literal(true) }).strict();
`;

/** The tool module: `body` is the handler's try block, `onFailure` its catch. */
const tool = (body: string, onFailure = 'return jsonError("Failed to delete the tag group.");', helper = 'import { defineTool } from "../definition.js";') => `${helper}
import { isZodError, jsonError, jsonResponse } from "../../util/json_response.js";
import { deleteTagGroupSchema } from "./schemas.js";

export const deleteTagGroupTool = defineTool({
  name: "discourse_delete_tag_group",
  title: "Delete Tag Group",
  schema: deleteTagGroupSchema,
  handler: async ({ tag_group_id, group_name }, _extra, ctx) => {
    try {
      ${body}
    } catch (error) {
      ${onFailure}
    }
  },
});
`;

const project = (toolModule: string): Record<string, string> => ({
  "dist/tools/definition.js": DEFINITION,
  "dist/util/json_response.js": JSON_RESPONSE,
  "dist/tools/tag_groups/schemas.js": SCHEMAS,
  "dist/tools/tag_groups/delete.js": toolModule,
});
const ENTRY = "dist/tools/tag_groups/delete.js";

describe("a tool definition handed to an identity helper (`defineTool({ name, schema, handler })`)", () => {
  const echo = `const group = await ctx.client.get(\`/tag_groups/\${tag_group_id}.json\`);
      if (group.name !== group_name) return jsonError(\`Tag group \${tag_group_id} is not named \${group_name}\`);
      return jsonResponse({ deleted: true });`;

  it("is a tool: its input is the agent's, and a string field the schema declares is reported where it is echoed, a number field is not", async () => {
    // Line 12: the template holds the number `tag_group_id` (z.number() through `...shared`, under `.strict()`) and
    // the string `group_name`: one report, for the string.
    const findings = await lint(project(tool(echo)), ENTRY);
    expect(findings).toEqual([{ rule: "no-untrusted-error-message", line: 12 }]);
    const numberOnly = echo.replace(" is not named ${group_name}", " has another name");
    expect(await lint(project(tool(numberOnly)), ENTRY)).toEqual([]);
  });

  it("a helper that does more than return its argument makes no definition the rule can read", async () => {
    const wrapping = project(tool(echo));
    wrapping["dist/tools/definition.js"] = DEFINITION.replace("  return spec;", "  return { ...spec, registeredAt: Date.now() };");
    expect(await lint(wrapping, ENTRY)).toEqual([]);
  });

  it("the helper written in the tool's own module counts the same way", async () => {
    const local = tool(echo, undefined, "const defineTool = (spec) => spec;");
    expect(await lint(project(local), ENTRY)).toEqual([{ rule: "no-untrusted-error-message", line: 12 }]);
  });
});

describe("a type guard of another module (`isZodError(error)` of util/json_response.js)", () => {
  const body = `const input = deleteTagGroupSchema.parse({ tag_group_id, group_name, confirm_delete: true });
      await ctx.client.delete(\`/tag_groups/\${input.tag_group_id}.json\`);
      return jsonResponse({ deleted: true });`;
  const onZod = `if (isZodError(error)) return jsonError(\`Validation failed: \${error.message}\`);
      return jsonError("Failed to delete the tag group.");`;

  it("narrows the caught error as a guard of the file does: a ZodError's text is unknown, which only the audit reports", async () => {
    expect(await lint(project(tool(body, onZod)), ENTRY)).toEqual([]);
    // A guard that tests no class narrows nothing: the caught message is reported.
    const loose = project(tool(body, onZod));
    loose["dist/util/json_response.js"] = JSON_RESPONSE.replace("return error instanceof ZodError;", 'return typeof error === "object" && error !== null;');
    expect(await lint(loose, ENTRY)).toEqual([{ rule: "no-untrusted-error-message", line: 15 }]);
  });

  it("tsc's CommonJS: `(0, json_response_js_1.isZodError)(error)`", async () => {
    const cjs = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const json_response_js_1 = require("../../util/json_response.cjs");
async function deleteTagGroup(ctx, { tag_group_id }) {
    try {
        return (0, json_response_js_1.jsonResponse)(await ctx.client.delete(\`/tag_groups/\${tag_group_id}.json\`));
    }
    catch (error) {
        if ((0, json_response_js_1.isZodError)(error))
            return (0, json_response_js_1.jsonError)(\`Validation failed: \${error.message}\`);
        return (0, json_response_js_1.jsonError)(\`Failed: \${error.message}\`);
    }
}
exports.deleteTagGroup = deleteTagGroup;
`;
    const files = {
      "dist/util/json_response.cjs": `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nconst zod_1 = require("zod");\nfunction jsonError(message) {\n    return { content: [{ type: "text", text: JSON.stringify({ error: message }) }], isError: true };\n}\nexports.jsonError = jsonError;\nfunction jsonResponse(data) {\n    return { content: [{ type: "text", text: JSON.stringify(data) }] };\n}\nexports.jsonResponse = jsonResponse;\nfunction isZodError(error) {\n    return error instanceof zod_1.ZodError;\n}\nexports.isZodError = isZodError;\n`,
      "dist/tools/tag_groups/delete.cjs": cjs,
    };
    // Only the un-narrowed message (line 11) is reported; the ZodError's (line 10) is not.
    expect(await lint(files, "dist/tools/tag_groups/delete.cjs")).toEqual([{ rule: "no-untrusted-error-message", line: 11 }]);
  });
});

describe("a catch that lets only the failure it expects go on (require-tool-error-result)", () => {
  const confirmDelete = (guard: string) => `await ctx.client.delete(\`/tag_groups/\${tag_group_id}.json\`);
      try {
        await ctx.client.get(\`/tag_groups/\${tag_group_id}.json\`);
        return jsonError("The tag group is still there after the delete; do not retry blindly.");
      } catch (readError) {
        ${guard}
      }
      return jsonResponse({ deleted: true, tag_group_id });`;

  it("`if (!isNotFound(error)) return ...`: past it the tag group is confirmed gone, a success", async () => {
    const guard = 'if (!(readError instanceof Error && readError.message.includes("404"))) return jsonError("The delete could not be confirmed.");';
    expect(await lint(project(tool(confirmDelete(guard))), ENTRY)).toEqual([]);
    const status = 'if (readError.status !== 404) throw readError;';
    expect(await lint(project(tool(confirmDelete(status))), ENTRY)).toEqual([]);
  });

  it("a positive test lets every other failure through to the success result: reported", async () => {
    const guard = "if (readError instanceof TypeError) throw readError;";
    expect(await lint(project(tool(confirmDelete(guard))), ENTRY)).toEqual([{ rule: "require-tool-error-result", line: 18 }]);
    // A log before the test changes nothing; a catch with no test at all is reported as before.
    expect(await lint(project(tool(confirmDelete("console.error(readError);"))), ENTRY)).toEqual([{ rule: "require-tool-error-result", line: 18 }]);
  });
});

describe("safeParse(input).data keeps the input's shape", () => {
  it("a number field read from `parsed.data` is a number; a string field is the agent's text", async () => {
    const handler = (field: string) => `import { z } from "zod";
import { defineTool } from "../definition.js";
import { jsonError, jsonResponse } from "../../util/json_response.js";

const schema = z.object({ reviewable_id: z.number().int().positive(), action_id: z.string().trim().min(1) }).strict();

export const performReviewableActionTool = defineTool({
  name: "discourse_perform_reviewable_action",
  schema,
  handler: async (input, _extra, ctx) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return jsonError("Invalid input.");
    const { reviewable_id, action_id } = parsed.data;
    const reviewable = await ctx.client.get(\`/review/\${reviewable_id}.json\`);
    if (!reviewable.actions.includes(action_id)) return jsonError(\`Action not available for \${${field}}\`);
    return jsonResponse(await ctx.client.put(\`/review/\${reviewable_id}/perform/\${action_id}\`));
  },
});
`;
    const files = { ...project(""), "dist/tools/moderation/perform.js": handler("reviewable_id") };
    expect(await lint(files, "dist/tools/moderation/perform.js")).toEqual([]);
    files["dist/tools/moderation/perform.js"] = handler("action_id");
    expect(await lint(files, "dist/tools/moderation/perform.js")).toEqual([{ rule: "no-untrusted-error-message", line: 15 }]);
  });
});

describe("schemas as servers write them", () => {
  const server = (schema: string, echo: string, header = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";') => `${header}

const server = new McpServer({ name: "webhooks", version: "1.0.0" });
const id = z.number().int().positive();
const ids = z.array(id).max(100);

server.registerTool("update_webhook", { inputSchema: ${schema} }, async (input) => {
  const known = new Set([1, 2, 3]);
  const events = input.event_type_ids ?? [];
  const unknown = events.filter((event) => !known.has(event));
  if (unknown.length) return { content: [{ type: "text", text: JSON.stringify({ error: "Unknown webhook event type ids", ${echo} }) }], isError: true };
  return { content: [{ type: "text", text: "Updated." }] };
});
`;
  const lintServer = (text: string) => lint({ "src/server.ts": text }, "src/server.ts");

  it("an array of numbers (`ids.optional()` of `const ids = z.array(id)`) holds no text, also through `?? []` and a filter", async () => {
    expect(await lintServer(server("{ event_type_ids: ids.optional(), label: z.string() }", "unknown"))).toEqual([]);
    // The string beside it is the agent's text.
    expect(await lintServer(server("{ event_type_ids: ids.optional(), label: z.string() }", "label: input.label"))).toEqual([{ rule: "no-untrusted-error-message", line: 12 }]);
    // An array of strings holds the agent's text.
    expect(await lintServer(server("{ event_type_ids: z.array(z.string()).optional() }", "unknown"))).toEqual([{ rule: "no-untrusted-error-message", line: 12 }]);
  });

  it("tsc's CommonJS `zod_1.z.number()` is a number schema", async () => {
    const cjs = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const zod_1 = require("zod");
const server = new mcp_js_1.McpServer({ name: "themes", version: "1.0.0" });
server.registerTool("get_theme", { inputSchema: { theme_id: zod_1.z.number().int(), theme_name: zod_1.z.string() } }, async ({ theme_id, theme_name }) => {
    const res = await fetch(\`https://forum.example.com/admin/themes/\${theme_id}.json\`);
    if (res.status === 404) return { content: [{ type: "text", text: \`Theme \${theme_id} not found\` }], isError: true };
    if (!res.ok) return { content: [{ type: "text", text: \`Theme \${theme_name} could not be read\` }], isError: true };
    return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
});
`;
    expect(await lint({ "dist/server.js": cjs }, "dist/server.js")).toEqual([{ rule: "no-untrusted-error-message", line: 9 }]);
  });
});
