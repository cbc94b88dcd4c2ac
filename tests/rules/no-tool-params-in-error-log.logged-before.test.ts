// no-tool-params-in-error-log: a parameter the handler has already written to its log on every call, before the
// failure path logs it again (Exa's deep-research check: `logger.start(researchId)` at the top of the handler, then
// `logger.log(\`Research not found: ${researchId}\`)` on a 404), adds nothing to the log there; the first write is not
// on a failure path. Anything less than that (another parameter, a conditional or later write, another value of
// the input) is still reported. Untyped and typed.
import type { InvalidTestCase, ValidTestCase } from "@typescript-eslint/rule-tester";
import rule, { type MessageIds, type Options } from "../../rules/no-tool-params-in-error-log.js";
import { typedFixtureFile, typedRuleTester, untypedRuleTester } from "../helpers.js";

type Valid = ValidTestCase<Options>;
type Invalid = InvalidTestCase<MessageIds, Options>;

/** Exa's `deep_researcher_check`, with `before` at the top of the handler's body and `failureLog` on a 404. */
const researchCheck = (before: string, failureLog = "logger.log(`Research not found: ${researchId}`);", after = ""): string => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare function createRequestLogger(tool: string): { start(query: string): void; log(message: string): void; error(error: unknown): void; complete(): void };
declare const exa: { request(path: string): Promise<{ status: string; report?: string }> };
class ExaError extends Error {
  constructor(message: string, readonly statusCode: number) {
    super(message);
  }
}
const server = new McpServer({ name: "exa", version: "3.4.1" });
server.tool("deep_researcher_check", "Check a research task", { researchId: z.string(), apiKey: z.string().optional() }, async ({ researchId, apiKey }) => {
  const logger = createRequestLogger("deep_researcher_check");
  ${before}
  try {
    logger.log("Waiting 5 seconds before checking status...");
    const response = await exa.request(\`/research/v1/\${researchId}\`);
    logger.complete();
    return { content: [{ type: "text" as const, text: response.report ?? response.status }] };
  } catch (error) {
    logger.error(error);
    if (error instanceof ExaError && error.statusCode === 404) {
      ${failureLog}
      return { content: [{ type: "text" as const, text: "The specified research ID was not found." }], isError: true };
    }
    return { content: [{ type: "text" as const, text: "The research check failed; try again later." }], isError: true };
  }${after}
});
`;

const line = (code: string, marker: string): number => code.slice(0, code.indexOf(marker)).split("\n").length;

const valid: Valid[] = [
  { name: "written by a method of the logger at the top of the handler (logger.start): the failure log adds nothing", code: researchCheck("logger.start(researchId);") },
  { name: "written by a level method of the logger, in a template, at the top of the handler", code: researchCheck("logger.log(`Checking research ${researchId}`);") },
  { name: "written with console.error on every call, the failure log through the logger object", code: researchCheck('console.error("deep_researcher_check", researchId);') },
];

const reportedAt = (code: string): Invalid => ({ name: "", code, errors: [{ messageId: "paramsLogged", line: line(code, "Research not found"), suggestions: [] }] });

const invalid: Invalid[] = [
  { ...reportedAt(researchCheck("")), name: "nothing written before: the failure log is the first" },
  { ...reportedAt(researchCheck("logger.start(apiKey ?? \"\");")), name: "another parameter written before" },
  { ...reportedAt(researchCheck('if (apiKey) logger.start(researchId);')), name: "written before only on some calls (a condition)" },
  { ...reportedAt(researchCheck("logger.start(String(researchId.length));")), name: "only its length written before" },
  {
    ...reportedAt(researchCheck("", "logger.log(`Research not found: ${researchId}`);", "\n  logger.start(researchId);")),
    name: "written after the try, not before the failure",
  },
  {
    ...reportedAt(researchCheck('const progress = { start(text: string) { return text; } };\n  progress.start(researchId);')),
    name: "handed to a method of an object that is not a logger",
  },
];

untypedRuleTester().run("no-tool-params-in-error-log: the input already logged on every call", rule, { valid, invalid });

typedRuleTester().run("no-tool-params-in-error-log: the input already logged on every call (typed)", rule, {
  valid: valid.map((testCase) => ({ ...testCase, name: `${testCase.name} (typed)`, filename: typedFixtureFile, options: [{ typeAware: true }] as Options })),
  invalid: invalid.map((testCase) => ({ ...testCase, name: `${testCase.name} (typed)`, filename: typedFixtureFile, options: [{ typeAware: true }] as Options })),
});
