/** @type {import('eslint-doc-generator').GenerateOptions} */
export default {
  ignoreConfig: ["disable"],
  configEmoji: [
    ["recommended", "✅"],
    ["recommended-type-checked", "☑️"],
    ["strict", "🔒"],
    ["strict-type-checked", "🔐"],
  ],
  pathRuleList: "README.md",
  ruleDocSectionInclude: ["Examples", "Options", "When not to use it"],
  ruleDocTitleFormat: "prefix-name",
  urlConfigs: "https://github.com/agent-errors/eslint-plugin-agent-errors/blob/main/docs/configuration.md",
};
