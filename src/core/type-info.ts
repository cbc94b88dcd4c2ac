import type { ParserServicesWithTypeInformation, TSESLint } from "@typescript-eslint/utils";
import { AgentErrorsConfigError } from "./settings.js";

/** The JSON schema of the `typeAware` option that every rule with a type-aware analysis shares. */
export const typeAwareOptionSchema = {
  type: "boolean",
  description:
    "Use type information (the `*-type-checked` presets turn this on). Requires `parserOptions.projectService`; the rule fails with a clear error without it.",
} as const;

/**
 * The parser services with type information, for a rule whose `typeAware` option is on. A rule never
 * changes behaviour because types happen to be present: it asks for them only when the option says so,
 * and then fails loudly when they are missing.
 */
export function requireTypeInformation(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
): ParserServicesWithTypeInformation {
  const services = context.sourceCode.parserServices;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) {
    throw new AgentErrorsConfigError(
      `agent-errors/${context.id.replace(/^agent-errors\//, "")}: the \`typeAware\` option needs type information, and ${context.filename} was parsed without it. ` +
        "Use @typescript-eslint/parser with `languageOptions.parserOptions.projectService: true` (and `tsconfigRootDir`), " +
        "as the `recommended-type-checked` preset does, or turn `typeAware` off.",
    );
  }
  return services as ParserServicesWithTypeInformation;
}
