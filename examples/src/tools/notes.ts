import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { captureException } from "@sentry/node";
import { z } from "zod";
import { UserInputError } from "../errors.js";
import { handleToolErrors } from "../internal/error-handling.js";

interface Note {
  id: string;
  text: string;
  pinned: boolean;
}

/** Scratch notes the agent keeps during a triage session (in memory, per server process). */
class NoteStore {
  private readonly notes = new Map<string, Note>();

  add(text: string, pinned = false): Note {
    const note = { id: `n${this.notes.size + 1}`, text, pinned };
    this.notes.set(note.id, note);
    return note;
  }

  list(): Note[] {
    return [...this.notes.values()];
  }

  get(id: string): Note | undefined {
    return this.notes.get(id);
  }

  delete(id: string): void {
    const note = this.notes.get(id);
    if (note?.pinned) {
      throw new UserInputError("Pinned notes cannot be deleted. Unpin the note first.");
    }
    this.notes.delete(id);
  }
}

export function registerNoteTools(server: McpServer, notes = new NoteStore()): void {
  server.registerTool(
    "add_note",
    {
      description: "Save a short note for later in this session. Pinned notes cannot be deleted.",
      inputSchema: { text: z.string().max(2000), pinned: z.boolean().optional() },
    },
    handleToolErrors("add_note", async ({ text, pinned }) => {
      const note = notes.add(text, pinned);
      return { content: [{ type: "text", text: `Saved note ${note.id}.` }] };
    }),
  );

  server.registerTool(
    "list_notes",
    { description: "List the notes saved in this session." },
    handleToolErrors("list_notes", async () => {
      const rows = notes.list().map((note) => `- ${note.id}${note.pinned ? " (pinned)" : ""}: ${note.text}`);
      return { content: [{ type: "text", text: rows.join("\n") || "No notes yet." }] };
    }),
  );

  server.registerTool(
    "get_note",
    { description: "Read a note by ID.", inputSchema: { id: z.string() } },
    async ({ id }) => {
      const note = notes.get(id);
      if (!note) {
        return { isError: true, content: [{ type: "text", text: `No note "${id}"` }] }; // ❌ no-untrusted-error-message
      }
      return { content: [{ type: "text", text: note.text }] };
    },
  );

  server.registerTool(
    "get_note_v2",
    { description: "Read a note by ID.", inputSchema: { id: z.string() } },
    handleToolErrors("get_note_v2", async ({ id }) => {
      const note = notes.get(id);
      if (!note) {
        // ✅ fixed text, the requested ID is not echoed back into the agent's context
        throw new UserInputError("No note exists with that ID. Call list_notes to see the valid IDs.");
      }
      return { content: [{ type: "text", text: note.text }] };
    }),
  );

  server.registerTool(
    "delete_note",
    { description: "Delete a note.", inputSchema: { id: z.string() } },
    handleToolErrors("delete_note", async ({ id }) => {
      try {
        notes.delete(id);
      } catch (error) {
        if (error instanceof UserInputError) {
          captureException(error); // ❌ no-capture-expected-error
        }
        throw error;
      }
      return { content: [{ type: "text", text: "Note deleted." }] };
    }),
  );
}
