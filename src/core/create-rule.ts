import { ESLintUtils } from "@typescript-eslint/utils";

/** Where the rule docs live; `meta.docs.url` of every rule points at its page. */
export const REPOSITORY_URL = "https://github.com/agent-errors/eslint-plugin-agent-errors";

export const ruleDocsUrl = (name: string): string => `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`;

export interface AgentErrorsDocs {
  description: string;
  /** In the `recommended` presets (and so in `strict` too). */
  recommended?: boolean;
  /** Whether the rule has a type-aware analysis (switched on by its `typeAware` option). */
  requiresTypeChecking?: boolean;
}

export const createRule = ESLintUtils.RuleCreator<AgentErrorsDocs>(ruleDocsUrl);
