import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without declarations
import { findTagSpecs, isPinnedSpec } from "../../scripts/check-lockfile.mjs";

describe("scripts/check-lockfile.mjs: no dependency floats on a dist-tag", () => {
  it("accepts ranges, exact versions, aliases with a range, and sources other than the registry", () => {
    for (const spec of ["^1.2.3", "~5.9.3", "1.0.0", ">=5.4.0 <6.1.0", "^9.0.0 || ^10.0.0", "*", "1.x", "npm:eslint@^9.39.5", "file:../x", "git+https://example.test/x.git#abc"]) {
      expect(isPinnedSpec(spec), spec).toBe(true);
    }
  });

  it("rejects tags, bare aliases and empty specs", () => {
    for (const spec of ["latest", "next", "beta", "npm:eslint", "npm:eslint@latest", ""]) expect(isPinnedSpec(spec), spec).toBe(false);
  });

  it("names the lockfile entry that asks for a tag (the jschardet case)", () => {
    const lock = {
      lockfileVersion: 3,
      packages: {
        "": { dependencies: { a: "^1.0.0" } },
        "node_modules/@microsoft/eslint-formatter-sarif": { version: "3.1.0", dependencies: { eslint: "^8.9.0", jschardet: "latest" } },
        "node_modules/jschardet": { version: "4.0.0" },
      },
    };
    expect(findTagSpecs(lock)).toEqual(['node_modules/@microsoft/eslint-formatter-sarif: dependencies jschardet@"latest"']);
  });

  it("reads a package.json as well", () => {
    expect(findTagSpecs({ devDependencies: { typescript: "next" }, peerDependencies: { eslint: "^9.0.0" } })).toEqual(['package.json: devDependencies typescript@"next"']);
  });
});
