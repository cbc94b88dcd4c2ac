import * as Sentry from "@sentry/node";
import { APICallError, generateText, type LanguageModel, type Tool } from "ai";
import { LLMProviderError } from "../../errors.js";

export interface EmbeddedAgentRequest {
  model: LanguageModel;
  system: string;
  prompt: string;
  tools: Record<string, Tool>;
  maxSteps?: number;
}

export interface EmbeddedAgentResult {
  text: string;
  toolCalls: number;
}

/**
 * Runs one embedded agent (the "search_issues" translator, for instance).
 *
 * 4xx errors from the LLM provider (region not supported, quota, bad key) are not
 * our bugs: they become LLMProviderError right here, so they are shown to the user
 * and never create Sentry issues. 5xx and anything unexpected bubble up unchanged.
 */
export async function callEmbeddedAgent(request: EmbeddedAgentRequest): Promise<EmbeddedAgentResult> {
  try {
    const result = await generateText({
      model: request.model,
      system: request.system,
      prompt: request.prompt,
      tools: request.tools,
      maxSteps: request.maxSteps ?? 5,
      experimental_telemetry: { isEnabled: true, functionId: "embedded-agent" },
    });
    return {
      text: result.text,
      toolCalls: result.steps.reduce((count, step) => count + step.toolCalls.length, 0),
    };
  } catch (error) {
    if (APICallError.isInstance(error) && error.statusCode !== undefined && error.statusCode < 500) {
      // ✅ our own template: the provider's response body is not passed on
      throw new LLMProviderError(
        `The AI provider (${request.model.provider}) rejected the request with HTTP ${error.statusCode}.`,
        { cause: error, statusCode: error.statusCode },
      );
    }
    throw error;
  }
}

/**
 * Summarises an issue for the `get_issue_details` output. The summary is optional, so a
 * failure leaves it out instead of failing the tool.
 */
export async function summarizeIssue(request: EmbeddedAgentRequest): Promise<string | null> {
  try {
    const { text } = await callEmbeddedAgent(request);
    return text;
  } catch (error) {
    if (error instanceof LLMProviderError) {
      // A provider that rejects our region or key is not our bug: a Sentry issue per call floods the tracker.
      Sentry.captureException(error, { tags: { feature: "issue-summary" } }); // ❌ no-capture-expected-error
      return null;
    }
    throw error;
  }
}
