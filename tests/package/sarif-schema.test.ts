import { describe, expect, it } from "vitest";
import { expectValidSarif } from "../sarif-schema.js";

describe("the SARIF schema check the CLI tests use", () => {
  it("rejects a log the schema does not allow (a run without its tool, a bad level)", () => {
    expect(() => expectValidSarif({ version: "2.1.0", runs: [{ results: [] }] })).toThrow();
    expect(() =>
      expectValidSarif({ version: "2.1.0", runs: [{ tool: { driver: { name: "x" } }, results: [{ message: { text: "m" }, level: "fatal" }] }] }),
    ).toThrow();
  });

  it("accepts a minimal valid log", () => {
    expectValidSarif({ version: "2.1.0", runs: [{ tool: { driver: { name: "x" } }, results: [] }] });
  });
});
