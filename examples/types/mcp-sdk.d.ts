/** Minimal stand-in for "@modelcontextprotocol/sdk" (server side, zod v3 raw shapes). */
declare module "@modelcontextprotocol/sdk/types.js" {
  export interface TextContent {
    type: "text";
    text: string;
    mimeType?: string;
  }

  export interface CallToolResult {
    content: TextContent[];
    structuredContent?: Record<string, unknown>;
    isError?: boolean;
  }
}

declare module "@modelcontextprotocol/sdk/server/mcp.js" {
  import type { ZodRawShape } from "zod";
  import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

  export interface ToolAnnotations {
    title?: string;
    readOnlyHint?: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint?: boolean;
  }

  export interface RequestHandlerExtra {
    signal: AbortSignal;
    sessionId?: string;
  }

  export type ToolArgs<S extends ZodRawShape> = { [K in keyof S]: S[K]["_output"] };

  export type ToolCallback<S extends ZodRawShape> = (
    args: ToolArgs<S>,
    extra: RequestHandlerExtra,
  ) => CallToolResult | Promise<CallToolResult>;

  export interface RegisteredTool {
    enable(): void;
    disable(): void;
    remove(): void;
  }

  export class McpServer {
    constructor(serverInfo: { name: string; version: string }, options?: { instructions?: string });

    registerTool<S extends ZodRawShape = {}>(
      name: string,
      config: { title?: string; description?: string; inputSchema?: S; annotations?: ToolAnnotations },
      callback: ToolCallback<S>,
    ): RegisteredTool;

    tool<S extends ZodRawShape>(name: string, description: string, paramsSchema: S, callback: ToolCallback<S>): RegisteredTool;

    connect(transport: unknown): Promise<void>;
    close(): Promise<void>;
  }
}

declare module "@modelcontextprotocol/sdk/server/stdio.js" {
  export class StdioServerTransport {
    constructor();
    close(): Promise<void>;
  }
}
