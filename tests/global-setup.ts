// The end-to-end tests run the built package (dist/). `npm test` builds first; when vitest runs on its
// own, build here if dist/ is missing or older than the sources.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./helpers.js";

function newestMtime(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export default function setup(): void {
  const built = join(repoRoot, "dist/index.js");
  const sources = Math.max(newestMtime(join(repoRoot, "src")), newestMtime(join(repoRoot, "rules")), newestMtime(join(repoRoot, "codemods")));
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    execFileSync(process.execPath, [join(repoRoot, "scripts/build.mjs")], { cwd: repoRoot, stdio: "inherit" });
  }
}
