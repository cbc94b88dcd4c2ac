// LangChain.js tools, against the real `@langchain/core` (a devDependency): `tool(func, { name, description, schema })`
// (a default tool boundary whose handler is the first argument, `handler: { argument: 0 }`) and class-based tools
// (`class CloseTicketTool extends StructuredTool { async _call(input) { ... } }`, a default of `toolClasses`). What
// the function returns is the tool's text (an object as its JSON), and the agents' tool node (`createAgent`,
// LangGraph's `ToolNode`) answers a thrown error with `${error}\n Please fix your mistakes.`: both reach the model.
import { describe, expect, it } from "vitest";
import { compileErrors, lintProject, makeTempDir, projectFindings, writeProject } from "../helpers.js";

const SUPPORT_AGENT: Record<string, string> = {
  "src/tools/tickets.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";

const ZENDESK = process.env.ZENDESK_URL ?? "https://example.zendesk.com";

export const getTicket = tool(
  async ({ ticketId, requester }) => {
    const res = await fetch(\`\${ZENDESK}/api/v2/tickets/\${ticketId}.json\`);
    if (res.status === 404) {
      throw new Error(\`Ticket \${ticketId} of \${requester} was not found.\`);
    }
    if (!res.ok) {
      throw new Error(\`Zendesk answered \${res.status}: \${await res.text()}\`);
    }
    return JSON.stringify(await res.json());
  },
  {
    name: "get_ticket",
    description: "Fetch a Zendesk ticket by its id",
    schema: z.object({ ticketId: z.number(), requester: z.string() }),
  },
);

export const searchTickets = tool(
  async ({ query }) => {
    try {
      const res = await fetch(\`\${ZENDESK}/api/v2/search.json?query=\${encodeURIComponent(query)}\`);
      return JSON.stringify(await res.json());
    } catch (error) {
      return \`Search failed: \${error instanceof Error ? error.message : String(error)}\`;
    }
  },
  { name: "search_tickets", description: "Search the tickets", schema: z.object({ query: z.string() }) },
);

export const countOpenTickets = tool(
  async () => {
    try {
      const res = await fetch(\`\${ZENDESK}/api/v2/search/count.json?query=status:open\`);
      return JSON.stringify(await res.json());
    } catch {
      return "Counting the open tickets failed; try again later.";
    }
  },
  { name: "count_open_tickets", description: "Count the open tickets", schema: z.object({}) },
);
`,
  "src/tools/close-ticket.ts": `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";

export class CloseTicketTool extends StructuredTool {
  name = "close_ticket";
  description = "Close a Zendesk ticket";
  schema = z.object({ ticketId: z.number(), reason: z.string() });

  async _call({ ticketId, reason }: { ticketId: number; reason: string }) {
    const res = await fetch(\`\${process.env.ZENDESK_URL}/api/v2/tickets/\${ticketId}.json\`, {
      method: "PUT",
      body: JSON.stringify({ ticket: { status: "closed", comment: { body: reason } } }),
    });
    if (!res.ok) {
      return { closed: false, error: \`Zendesk refused: \${await res.text()}\` };
    }
    return { closed: true };
  }
}
`,
  // What `tool()` returns, constructed by hand.
  "src/tools/dynamic.ts": `import { DynamicStructuredTool } from "@langchain/core/tools";
import { z } from "zod";

export const reopenTicket = new DynamicStructuredTool({
  name: "reopen_ticket",
  description: "Reopen a solved ticket",
  schema: z.object({ ticketId: z.number() }),
  func: async ({ ticketId }) => {
    const res = await fetch(\`\${process.env.ZENDESK_URL}/api/v2/tickets/\${ticketId}.json\`, { method: "PUT" });
    if (!res.ok) throw new Error(\`Ticket \${ticketId} could not be reopened: \${await res.text()}\`);
    return "reopened";
  },
});
`,
  // A tool whose framework base class is reached through another module of the project (LangChain's own Gmail tools).
  "src/tools/helpdesk/base.ts": `import { StructuredTool } from "@langchain/core/tools";

export abstract class HelpdeskBaseTool extends StructuredTool {
  protected readonly baseUrl = process.env.ZENDESK_URL ?? "https://example.zendesk.com";
}
`,
  "src/tools/helpdesk/assign.ts": `import { z } from "zod";
import { HelpdeskBaseTool } from "./base.js";

export class AssignTicketTool extends HelpdeskBaseTool {
  name = "assign_ticket";
  description = "Assign a ticket to an agent";
  schema = z.object({ ticketId: z.number(), assigneeId: z.number() });

  async _call({ ticketId, assigneeId }: { ticketId: number; assigneeId: number }) {
    try {
      const res = await fetch(\`\${this.baseUrl}/api/v2/tickets/\${ticketId}.json\`, {
        method: "PUT",
        body: JSON.stringify({ ticket: { assignee_id: assigneeId } }),
      });
      return JSON.stringify(await res.json());
    } catch (error) {
      throw new Error(\`Assigning the ticket failed: \${error}\`);
    }
  }
}
`,
  // The same as a bundler writes it (rolldown's build of @langchain/community): `var X = class ...; export { X };`.
  "dist/helpdesk/base.js": `import { StructuredTool } from "@langchain/core/tools";
var HelpdeskBaseTool = class extends StructuredTool {
  baseUrl = process.env.ZENDESK_URL ?? "https://example.zendesk.com";
};
export { HelpdeskBaseTool };
`,
  "dist/helpdesk/merge.js": `import { z } from "zod";
import { HelpdeskBaseTool } from "./base.js";
var MergeTicketsTool = class extends HelpdeskBaseTool {
  name = "merge_tickets";
  description = "Merge two tickets";
  schema = z.object({ sourceId: z.number(), targetId: z.number() });
  async _call({ sourceId, targetId }) {
    const res = await fetch(\`\${this.baseUrl}/api/v2/tickets/\${targetId}/merge.json\`, { method: "POST", body: JSON.stringify({ ids: [sourceId] }) });
    if (!res.ok) throw new Error(\`Merging failed: \${await res.text()}\`);
    return "merged";
  }
};
export { MergeTicketsTool };
`,
  // A tool whose text is what its helpers return, as LangChain's Google Calendar tools are written: the helper of
  // another module answers a failure with the caught error's text, and so does a helper of that module it returns.
  "src/tools/calendar/commands.ts": `const CALENDAR = "https://www.googleapis.com/calendar/v3/calendars";

async function deleteEvent(calendarId: string, eventId: string, token: string): Promise<string> {
  try {
    const res = await fetch(\`\${CALENDAR}/\${calendarId}/events/\${eventId}\`, { method: "DELETE", headers: { authorization: \`Bearer \${token}\` } });
    if (!res.ok) throw new Error(await res.text());
    return "Event deleted successfully";
  } catch (error) {
    return \`An error occurred: \${error}\`;
  }
}

export async function runDeleteEvent(eventId: string, { calendarId, token }: { calendarId: string; token: string }): Promise<string> {
  if (!eventId) return "Could not tell which event to delete. Give its id.";
  return deleteEvent(calendarId, eventId, token);
}

export async function runListEvents(calendarId: string, token: string): Promise<string> {
  try {
    const res = await fetch(\`\${CALENDAR}/\${calendarId}/events\`, { headers: { authorization: \`Bearer \${token}\` } });
    return JSON.stringify(await res.json());
  } catch {
    return "Listing the events failed; try again later.";
  }
}
`,
  "src/tools/calendar/tools.ts": `import { StructuredTool, tool } from "@langchain/core/tools";
import { z } from "zod";
import { runDeleteEvent, runListEvents } from "./commands.js";

const TOKEN = process.env.GOOGLE_TOKEN ?? "";

export class DeleteEventTool extends StructuredTool {
  name = "google_calendar_delete";
  description = "Delete an event of the calendar";
  schema = z.object({ eventId: z.string() });

  async _call({ eventId }: { eventId: string }) {
    return runDeleteEvent(eventId, { calendarId: "primary", token: TOKEN });
  }
}

export const listEvents = tool(async () => runListEvents("primary", TOKEN), {
  name: "google_calendar_list",
  description: "List the events of the calendar",
  schema: z.object({}),
});

async function freeBusy(calendarId: string): Promise<string> {
  try {
    const res = await fetch("https://www.googleapis.com/calendar/v3/freeBusy", { method: "POST", body: JSON.stringify({ items: [{ id: calendarId }] }) });
    return JSON.stringify(await res.json());
  } catch (error) {
    return \`Checking the calendar failed: \${error instanceof Error ? error.message : error}\`;
  }
}

export const checkFreeBusy = tool(async () => await freeBusy("primary"), {
  name: "google_calendar_free_busy",
  description: "Tell when the calendar is busy",
  schema: z.object({}),
});
`,
  "src/tools/langchain-v1.ts": `import { tool } from "langchain";
import { z } from "zod";

export const lookupCustomer = tool(
  async ({ email }) => {
    throw new Error(\`No customer with the address \${email}\`);
  },
  { name: "lookup_customer", description: "Find a customer by email", schema: z.object({ email: z.string() }) },
);
`,
};

const LINTED = Object.keys(SUPPORT_AGENT);

describe("LangChain.js tools on the real @langchain/core", () => {
  const dir = writeProject(makeTempDir("langchain"), "support-agent", SUPPORT_AGENT);

  it("the tools compile against the package's declarations (`langchain` itself is not installed: that file is left out)", () => {
    expect(compileErrors(dir, (file) => !file.endsWith("langchain-v1.ts"))).toEqual({ files: 7, errors: [] });
  });

  const expected = [
    // `tool(func, fields)`: the agent's string field and the API's body in what the function throws (the number is no text)
    "src/tools/tickets.ts:10:48 no-untrusted-error-message",
    "src/tools/tickets.ts:13:64 no-untrusted-error-message",
    // the caught error's text the function returns from its catch (the constant one of countOpenTickets is not)
    "src/tools/tickets.ts:30:57 no-untrusted-error-message",
    // a StructuredTool's `_call`: the `error` field of the object it returns (shown to the model as its JSON)
    "src/tools/close-ticket.ts:15:64 no-untrusted-error-message",
    // `new DynamicStructuredTool({ func })`: the API's body in what `func` throws (the numeric id is no text)
    "src/tools/dynamic.ts:10:85 no-untrusted-error-message",
    // a StructuredTool through a base class of another module: the caught error rethrown in its message
    "src/tools/helpdesk/assign.ts:17:55 no-untrusted-error-message",
    // the bundler's form: the API's body in what `_call` throws
    "dist/helpdesk/merge.js:9:59 no-untrusted-error-message",
    // the text a helper of another module returns from its helper's catch, returned by `_call` (reported at the call);
    // the constant text of runListEvents' catch is not
    "src/tools/calendar/tools.ts:13:12 no-untrusted-error-message",
    // the caught error's text a helper of the same file returns from its catch, returned by `func`
    "src/tools/calendar/tools.ts:28:70 no-untrusted-error-message",
    // `tool` as `langchain` (v1) re-exports it
    "src/tools/langchain-v1.ts:6:53 no-untrusted-error-message",
  ].sort();

  it.each(["recommended", "recommended-type-checked"])("%s finds what reaches the model", async (preset) => {
    // The type-checked presets lint TypeScript files (the project service's), not the bundle's JavaScript.
    const linted = preset.endsWith("-type-checked") ? expected.filter((finding) => !finding.startsWith("dist/")) : expected;
    expect(projectFindings(await lintProject(dir, LINTED, preset))).toEqual(linted);
  });

  it("the base class of another module is read only with `readImportedModules`", async () => {
    const alone = { settings: { "agent-errors": { readImportedModules: false } } };
    const messages = await lintProject(dir, ["src/tools/helpdesk/assign.ts"], "recommended", undefined, alone);
    expect(projectFindings(messages)).toEqual([]);
  });

  it("a helper of another module whose result `_call` returns is read only with `readImportedModules` (one of the same file always)", async () => {
    const alone = { settings: { "agent-errors": { readImportedModules: false } } };
    const messages = await lintProject(dir, ["src/tools/calendar/tools.ts"], "recommended", undefined, alone);
    expect(projectFindings(messages)).toEqual(["src/tools/calendar/tools.ts:28:70 no-untrusted-error-message"]);
  });

  it("without the LangChain entries of `toolBoundaries` and `toolClasses`, nothing is a tool", async () => {
    const off = { settings: { "agent-errors": { toolBoundaries: { remove: ["tool", "DynamicStructuredTool", "DynamicTool"] }, toolClasses: [] } } };
    expect(projectFindings(await lintProject(dir, LINTED, "recommended", undefined, off))).toEqual([]);
  });
});
