/** Minimal stand-in for the Vercel AI SDK ("ai", v4 API) and "@ai-sdk/openai". */
declare module "ai" {
  import type { ZodType } from "zod";

  export interface LanguageModel {
    readonly provider: string;
    readonly modelId: string;
  }

  export interface ToolExecutionOptions {
    toolCallId: string;
    abortSignal?: AbortSignal;
  }

  export interface Tool<P = any, R = any> {
    description?: string;
    parameters: ZodType<P>;
    execute?: (args: P, options: ToolExecutionOptions) => PromiseLike<R>;
  }

  export function tool<P, R>(definition: {
    description?: string;
    parameters: ZodType<P>;
    execute: (args: P, options: ToolExecutionOptions) => PromiseLike<R>;
  }): Tool<P, R>;

  export interface ToolCall {
    toolCallId: string;
    toolName: string;
    args: unknown;
  }

  export interface StepResult {
    text: string;
    toolCalls: ToolCall[];
  }

  export function generateText(options: {
    model: LanguageModel;
    system?: string;
    prompt: string;
    tools?: Record<string, Tool>;
    maxSteps?: number;
    experimental_telemetry?: { isEnabled?: boolean; functionId?: string };
  }): Promise<{ text: string; steps: StepResult[] }>;

  /** Thrown for failed calls to the LLM provider's HTTP API. */
  export class APICallError extends Error {
    readonly url: string;
    readonly statusCode: number | undefined;
    readonly responseBody: string | undefined;
    readonly isRetryable: boolean;
    static isInstance(error: unknown): error is APICallError;
  }
}

declare module "@ai-sdk/openai" {
  import type { LanguageModel } from "ai";

  export function openai(modelId: string): LanguageModel;
}
