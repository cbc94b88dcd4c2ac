// The plugin through ESLint's own API, under ESLint 10 (the dev dependency) and ESLint 9 (installed as
// `eslint9`), with the presets as a user's flat config would spread them.
import { join } from "node:path";
import { ESLint as ESLint10 } from "eslint";
import { ESLint as ESLint9 } from "eslint9";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { typedFixtureDir } from "../helpers.js";

const SOURCE = `import { withApiErrorHandling } from "../internal/compat.js";
import { apiService } from "../api-client/index.js";

export async function getIssueDetails(organizationSlug: string, issueId: string) {
  const issue = await withApiErrorHandling(() => apiService.getIssue({ organizationSlug, issueId }), { operation: "getIssue" });
  return issue.title;
}
`;

const FIXED = `import { apiService } from "../api-client/index.js";

export async function getIssueDetails(organizationSlug: string, issueId: string) {
  const issue = await apiService.getIssue({ organizationSlug, issueId });
  return issue.title;
}
`;

type AnyESLint = typeof ESLint10;

describe.each([
  ["ESLint 10", ESLint10],
  ["ESLint 9", ESLint9 as unknown as AnyESLint],
])("%s", (_name, ESLint) => {
  it(`runs ESLint ${ESLint.version.split(".")[0]}`, () => {
    expect(["9", "10"]).toContain(ESLint.version.split(".")[0]);
  });

  it("the recommended preset reports and fixes", async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [plugin.configs.recommended as never], fix: true });
    const [result] = await eslint.lintText(SOURCE, { filePath: "src/tools/issues.ts" });
    expect(result!.messages).toEqual([]);
    expect(result!.output).toBe(FIXED);

    const reportOnly = new ESLint({ overrideConfigFile: true, overrideConfig: [plugin.configs.recommended as never] });
    const [report] = await reportOnly.lintText(SOURCE, { filePath: "src/tools/issues.ts" });
    expect(report!.messages.map((message) => [message.ruleId, message.line, message.column])).toEqual([
      ["agent-errors/no-deprecated-error-wrapper", 5, 23],
    ]);
  });

  it("every preset and the disable config load", async () => {
    for (const name of ["recommended", "strict", "disable"] as const) {
      const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [plugin.configs.recommended as never, plugin.configs[name] as never] });
      const [result] = await eslint.lintText(SOURCE, { filePath: "src/tools/issues.ts" });
      expect(result!.messages.length).toBe(name === "disable" ? 0 : 1);
    }
  });

  it("the type-checked preset works with the project service", async () => {
    const eslint = new ESLint({
      cwd: typedFixtureDir,
      overrideConfigFile: true,
      overrideConfig: [
        {
          ...(plugin.configs["recommended-type-checked"] as object),
          languageOptions: {
            ...(plugin.configs["recommended-type-checked"].languageOptions as object),
            parserOptions: { projectService: true, tsconfigRootDir: typedFixtureDir },
          },
        } as never,
      ],
    });
    const code = `import { guardApiCall } from "./api/index.js";\nexport const load = async () => guardApiCall(() => Promise.resolve(1));\n`;
    const [result] = await eslint.lintText(code, { filePath: join(typedFixtureDir, "file.ts") });
    expect(result!.messages.map((message) => message.ruleId)).toEqual(["agent-errors/no-deprecated-error-wrapper"]);
  });

  it("typeAware without type information fails with a message about projectService", async () => {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [
        plugin.configs.recommended as never,
        { rules: { "agent-errors/no-deprecated-error-wrapper": ["error", { typeAware: true }] } },
      ],
    });
    await expect(eslint.lintText(SOURCE, { filePath: "src/tools/issues.ts" })).rejects.toThrow(
      /typeAware` option needs type information.*parserOptions\.projectService: true/s,
    );
  });

  it("invalid rule options are refused by the schema", async () => {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [
        plugin.configs.recommended as never,
        { rules: { "agent-errors/no-deprecated-error-wrapper": ["error", { typeaware: true }] } },
      ],
    });
    await expect(eslint.lintText(SOURCE, { filePath: "src/tools/issues.ts" })).rejects.toThrow(/should NOT have additional properties|must NOT have additional properties/);
  });

  it("invalid settings fail with a message that names the key", async () => {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [plugin.configs.recommended as never, { settings: { "agent-errors": { deprecatedWrappers: [{ name: "withRetry" }] } } }],
    });
    await expect(eslint.lintText(SOURCE, { filePath: "src/tools/issues.ts" })).rejects.toThrow(
      /settings\["agent-errors"\]: `deprecatedWrappers\[0\]\.replacement` must be present/,
    );
  });

  it("settings from the config reach the rule", async () => {
    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: [
        plugin.configs.recommended as never,
        { settings: { "agent-errors": { deprecatedWrappers: { remove: ["withApiErrorHandling"] } } } },
      ],
    });
    const [result] = await eslint.lintText(SOURCE, { filePath: "src/tools/issues.ts" });
    expect(result!.messages).toEqual([]);
  });
});
