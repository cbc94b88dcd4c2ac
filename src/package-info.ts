import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const PACKAGE_NAME = "eslint-plugin-agent-errors";

/** The package's own `package.json`, found from this module whether it runs from `src/` or `dist/src/`. */
function readPackageJson(): { name: string; version: string } {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    try {
      const pkg = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as { name: string; version: string };
      if (pkg.name === PACKAGE_NAME) return pkg;
    } catch {
      // not here: keep walking up
    }
    directory = dirname(directory);
  }
  throw new Error(`${PACKAGE_NAME}: cannot find its own package.json`);
}

export const PACKAGE_VERSION = readPackageJson().version;
