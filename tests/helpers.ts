import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { RuleTester } from "@typescript-eslint/rule-tester";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const typedFixtureDir = join(repoRoot, "tests/fixtures/typed");
/** The file the typed rule tests lint their code as (it is part of the fixture project). */
export const typedFixtureFile = join(typedFixtureDir, "file.ts");

/** A RuleTester without type information: the default `@typescript-eslint/parser`. */
export function untypedRuleTester(): RuleTester {
  return new RuleTester();
}

/** A RuleTester with type information from the fixture project in tests/fixtures/typed. */
export function typedRuleTester(): RuleTester {
  return new RuleTester({
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: typedFixtureDir,
      },
    },
  });
}
