import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Options, ValidateFunction } from "ajv";
import AjvDraft04 from "ajv-draft-04";
import { expect } from "vitest";
import { repoRoot } from "./helpers.js";

// ajv-draft-04 is CommonJS with `exports.default`: under Node's ESM interop the class is on `.default`.
type AjvClass = new (options: Options) => { compile(schema: object): ValidateFunction };
const Ajv = ((AjvDraft04 as unknown as { default?: AjvClass }).default ?? AjvDraft04) as unknown as AjvClass;

let validate: ValidateFunction | undefined;

/** Fails the test with the schema's own errors when `log` is not a valid SARIF 2.1.0 log. */
export function expectValidSarif(log: unknown): void {
  if (!validate) {
    const schema = JSON.parse(readFileSync(join(repoRoot, "tests/fixtures/sarif/sarif-2.1.0-rtm.5.json"), "utf8")) as object;
    // The schema's patterns are not valid with the `u` flag.
    validate = new Ajv({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(schema);
  }
  const valid = validate(log);
  expect(valid ? [] : validate.errors).toEqual([]);
}
