// Which files of a TypeScript program are the project's own and which are a dependency's
// (codemods/typed/project.ts): decided by the node_modules/<package>/ directories on the path that do
// not hold the project, not by "/node_modules/" anywhere in the absolute path.
import { describe, expect, it } from "vitest";
import { isDependencyFile, projectRoots } from "../../codemods/typed/project.js";

describe("isDependencyFile", () => {
  const ordinary = ["/home/me/app"];
  const vendored = projectRoots("/cache/node_modules/app/tsconfig.json", "/cache/node_modules/app");

  it("in an ordinary checkout: the project's files are its own, node_modules' are not", () => {
    expect(isDependencyFile("/home/me/app/src/tool.ts", ordinary)).toBe(false);
    expect(isDependencyFile("/home/me/app/node_modules/ai/dist/index.d.ts", ordinary)).toBe(true);
    expect(isDependencyFile("/home/me/app/node_modules/@modelcontextprotocol/sdk/server/index.ts", ordinary)).toBe(true);
    expect(isDependencyFile("/home/me/app/packages/web/node_modules/zod/index.ts", ordinary)).toBe(true);
    // A file outside the root (a tsconfig "include" of ../shared) is not a dependency for that.
    expect(isDependencyFile("/home/me/shared/errors.ts", ordinary)).toBe(false);
  });

  it("in a project that lives under node_modules: its own files are its own; what it installs, and the packages beside it, are not", () => {
    expect(vendored).toEqual(["/cache/node_modules/app"]);
    expect(isDependencyFile("/cache/node_modules/app/src/tool.ts", vendored)).toBe(false);
    expect(isDependencyFile("/cache/node_modules/app/node_modules/checks/index.ts", vendored)).toBe(true);
    expect(isDependencyFile("/cache/node_modules/other/index.ts", vendored)).toBe(true);
    expect(isDependencyFile("/cache/node_modules/@scope/app/src/tool.ts", ["/cache/node_modules/@scope/app"])).toBe(false);
    expect(isDependencyFile("/cache/node_modules/@scope/other/src/tool.ts", ["/cache/node_modules/@scope/app"])).toBe(true);
  });

  it("the working directory counts as a root too (no tsconfig.json, or one above it)", () => {
    expect(projectRoots(undefined, "/cache/node_modules/app")).toEqual(["/cache/node_modules/app"]);
    const roots = projectRoots("/cache/tsconfig.json", "/cache/node_modules/app");
    expect(isDependencyFile("/cache/node_modules/app/src/tool.ts", roots)).toBe(false);
  });
});
