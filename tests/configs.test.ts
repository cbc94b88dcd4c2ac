import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { rules } from "../rules/index.js";
import { LINTED_FILES, PRESET_RULES, TYPE_CHECKED_FILES } from "../src/configs.js";
import { REPOSITORY_URL, ruleDocsUrl } from "../src/core/create-rule.js";
import plugin from "../src/index.js";
import { repoRoot } from "./helpers.js";

const ruleNames = Object.keys(rules);

describe("the plugin object", () => {
  it("has meta with the package's name, version and the rules' namespace", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { name: string; version: string };
    expect(plugin.meta).toEqual({ name: pkg.name, version: pkg.version, namespace: "agent-errors" });
  });

  it("the package says where it lives: license file, repository, homepage, bugs (the URL the rule docs use)", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as Record<string, unknown>;
    expect(readFileSync(join(repoRoot, "LICENSE"), "utf8")).toMatch(/^MIT License/);
    expect(pkg.license).toBe("MIT");
    expect(pkg.files).toContain("LICENSE");
    expect(pkg.repository).toEqual({ type: "git", url: `git+${REPOSITORY_URL}.git` });
    expect(pkg.homepage).toBe(`${REPOSITORY_URL}#readme`);
    expect(pkg.bugs).toEqual({ url: `${REPOSITORY_URL}/issues` });
  });

  it("has the presets and the disable config, each named and registering the plugin", () => {
    expect(Object.keys(plugin.configs).sort()).toEqual(["disable", "recommended", "recommended-type-checked", "strict", "strict-type-checked"]);
    for (const [name, config] of Object.entries(plugin.configs)) {
      expect(config.name).toBe(`agent-errors/${name}`);
      expect(config.plugins?.["agent-errors"]).toBe(plugin);
    }
  });

  it("untyped presets cover JS and TS files; type-checked presets TS files with the project service", () => {
    expect(plugin.configs.recommended.files).toEqual(LINTED_FILES);
    expect(plugin.configs.strict.files).toEqual(LINTED_FILES);
    for (const name of ["recommended-type-checked", "strict-type-checked"] as const) {
      expect(plugin.configs[name].files).toEqual(TYPE_CHECKED_FILES);
      expect(plugin.configs[name].languageOptions?.parserOptions).toEqual({ projectService: true });
    }
    expect(plugin.configs.recommended.languageOptions?.parserOptions).toBeUndefined();
  });

  it("untyped presets leave sourceType to ESLint: a .cjs file stays CommonJS for the project's core rules", async () => {
    expect(plugin.configs.recommended.languageOptions?.sourceType).toBeUndefined();
    const eslint = new ESLint({
      cwd: repoRoot,
      overrideConfigFile: true,
      overrideConfig: [{ rules: { "no-undef": "error" } }, plugin.configs.recommended as Linter.Config, { files: ["**/*.mjs"], languageOptions: { sourceType: "module" } }],
    });
    const commonjs = 'const { readFileSync } = require("node:fs");\nmodule.exports = { version: () => readFileSync("VERSION", "utf8") };\n';
    const [cjs] = await eslint.lintText(commonjs, { filePath: join(repoRoot, "scripts/version.cjs") });
    expect(cjs!.messages).toEqual([]);
    // A module is still a module (`require` is not defined there), and the preset's rules run in both.
    const [mjs] = await eslint.lintText(commonjs, { filePath: join(repoRoot, "scripts/version.mjs") });
    expect(mjs!.messages.map((message) => message.message)).toEqual(["'require' is not defined.", "'module' is not defined."]);
  });

  it("type-checked presets switch typeAware on exactly for the rules that have it", () => {
    for (const name of ruleNames) {
      const entry = PRESET_RULES[name as keyof typeof PRESET_RULES];
      const typed = plugin.configs["strict-type-checked"].rules?.[`agent-errors/${name}`];
      const untyped = plugin.configs.strict.rules?.[`agent-errors/${name}`];
      const optionsOf = (setting: unknown) => (Array.isArray(setting) ? (setting[1] as Record<string, unknown>) : {});
      expect(optionsOf(typed).typeAware === true).toBe(entry.typeAware);
      expect(optionsOf(untyped).typeAware).toBeUndefined();
    }
  });

  it("the disable config turns every rule off", () => {
    expect(plugin.configs.disable.rules).toEqual(Object.fromEntries(ruleNames.map((name) => [`agent-errors/${name}`, "off"])));
    expect(plugin.configs.disable.files).toBeUndefined();
  });
});

describe.each(ruleNames)("rule %s", (name) => {
  const rule = rules[name as keyof typeof rules];

  it("is in strict, and in recommended exactly when its docs say so", () => {
    expect(plugin.configs.strict.rules?.[`agent-errors/${name}`]).toBeDefined();
    expect(plugin.configs["strict-type-checked"].rules?.[`agent-errors/${name}`]).toBeDefined();
    const inRecommended = plugin.configs.recommended.rules?.[`agent-errors/${name}`] !== undefined;
    expect(inRecommended).toBe(rule.meta.docs?.recommended === true);
  });

  it("has a doc page, a test file and a docs URL pointing at the page", () => {
    expect(existsSync(join(repoRoot, `docs/rules/${name}.md`))).toBe(true);
    expect(existsSync(join(repoRoot, `tests/rules/${name}.test.ts`))).toBe(true);
    expect(rule.meta.docs?.url).toBe(ruleDocsUrl(name));
    expect(rule.meta.docs?.url).toMatch(new RegExp(`/docs/rules/${name}\\.md$`));
  });

  it("has a strict option schema with a description for every property, and default options", () => {
    const schema = rule.meta.schema as { type: string; additionalProperties: boolean; properties: Record<string, { description?: string }> }[];
    for (const item of schema) {
      expect(item.additionalProperties).toBe(false);
      for (const [property, definition] of Object.entries(item.properties)) {
        expect(definition.description?.length ?? 0, property).toBeGreaterThan(30);
      }
    }
    expect(rule.meta.defaultOptions).toBeDefined();
  });

  it("its doc page has the sections every rule page has", () => {
    const doc = readFileSync(join(repoRoot, `docs/rules/${name}.md`), "utf8");
    for (const section of ["## Examples", "## Options", "## Settings", "## When not to use it", "## Related codemods"]) {
      expect(doc).toContain(section);
    }
    expect(doc).toContain("❌");
    expect(doc).toContain("✅");
  });
});
