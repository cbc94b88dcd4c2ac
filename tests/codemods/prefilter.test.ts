// The codemods' prefilter over a large tree (codemods/runner/prefilter.ts): from PARALLEL_FROM files it reads on
// two lanes, this thread and a worker thread, taking chunks from one shared counter. The worker exists only in
// the built package, so the two-lane runs here use dist/ (built by the global setup).
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { makeTempDir, repoRoot } from "../helpers.js";

type Prefilter = typeof import("../../codemods/runner/prefilter.js");
const built = (): Promise<Prefilter> => import(pathToFileURL(join(repoRoot, "dist/codemods/runner/prefilter.js")).href) as Promise<Prefilter>;

describe("prefilterAll", () => {
  it("gives each file the same outcome on two lanes as on one, in the files' order", async () => {
    const { prefilterAll } = await built();
    const dir = makeTempDir("prefilter-lanes");
    mkdirSync(join(dir, "a-directory.ts"));
    const paths: string[] = [];
    for (let index = 0; index < 1500; index++) {
      const path = join(dir, `f${index}.ts`);
      // Every 97th file names the wrapper (one in Latin-1 bytes), every 250th is large (more than a chunk's worth of
      // reading), the rest do not; a directory and a missing file fail to read.
      const text = index % 97 === 0 ? `import { withApiErrorHandling } from "./api";\n// ${index}\n` : `export const n${index} = ${index};\n`;
      const body = index % 250 === 0 ? `${"// padding\n".repeat(20_000)}${text}` : text;
      writeFileSync(path, index === 194 ? Buffer.concat([Buffer.from("// caf"), Buffer.from([0xe9]), Buffer.from(`\n${body}`)]) : body);
      paths.push(path);
      if (index === 700) paths.push(join(dir, "a-directory.ts"), join(dir, "missing.ts"));
    }
    const names = ["withApiErrorHandling"];
    const one = await prefilterAll(paths, names, 1);
    const two = await prefilterAll(paths, names, 2);
    expect(two).toEqual(one);
    const texts = one.flatMap((candidate, index) => (typeof candidate === "string" ? [index] : []));
    expect(texts).toHaveLength(16);
    expect(one.filter((candidate) => typeof candidate !== "string" && candidate.kind === "failed").map((candidate) => (candidate as { message: string }).message)).toEqual([
      expect.stringMatching(/^could not be read: .*EISDIR/),
      expect.stringMatching(/^could not be read: .*ENOENT/),
    ]);
    expect((one[paths.indexOf(join(dir, "f194.ts"))] as string).startsWith("// caf\uDCE9\n")).toBe(true);
  });

  it("reads on two lanes only for a large tree, on a machine with a second core, unless --jobs is 1", async () => {
    const { prefilterLanes, PARALLEL_FROM } = await built();
    expect(prefilterLanes(PARALLEL_FROM - 1, undefined)).toBe(1);
    expect(prefilterLanes(PARALLEL_FROM, 1)).toBe(1);
    expect(prefilterLanes(PARALLEL_FROM, undefined)).toBe(availableParallelism() >= 2 ? 2 : 1);
    expect(prefilterLanes(PARALLEL_FROM, 4)).toBe(availableParallelism() >= 2 ? 2 : 1);
  });
});
