// Fails when package.json or package-lock.json asks for a dependency by a dist-tag ("latest", "next", ...)
// instead of a semver range. A tag floats: the day a new version is published under it, the lockfile no
// longer satisfies its own package.json and every `npm ci` fails (it happened with `jschardet: "latest"`).
//
// Usage: node scripts/check-lockfile.mjs [package-lock.json]   (run by `npm test`)
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";

const DEPENDENCY_FIELDS = ["dependencies", "optionalDependencies", "peerDependencies", "devDependencies"];

/** Whether a dependency spec names a version range (or a source that is not a registry tag). */
export function isPinnedSpec(spec) {
  if (typeof spec !== "string") return false;
  const alias = /^npm:((?:@[^/@]+\/)?[^@]+)(?:@(.*))?$/.exec(spec);
  if (alias) return alias[2] === undefined ? false : isPinnedSpec(alias[2]);
  // Sources other than the registry: a local path, a workspace link, a tarball, a git commit.
  if (/^(file:|link:|workspace:|\.{0,2}\/|https?:|git(\+[a-z]+)?:|github:)/.test(spec)) return true;
  return spec.trim() !== "" && semver.validRange(spec) !== null;
}

/** Every `where: name@spec` in a package-lock.json (v2/v3) or package.json whose spec is a tag. */
export function findTagSpecs(lock) {
  const found = [];
  const check = (where, manifest) => {
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
        if (!isPinnedSpec(spec)) found.push(`${where}: ${field} ${name}@${JSON.stringify(spec)}`);
      }
    }
  };
  if (lock.packages) {
    for (const [path, entry] of Object.entries(lock.packages)) check(path === "" ? "package-lock.json (root)" : path, entry);
  } else {
    check("package.json", lock);
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const files = process.argv.length > 2 ? process.argv.slice(2) : [join(root, "package.json"), join(root, "package-lock.json")];
  let problems = 0;
  for (const file of files) {
    for (const line of findTagSpecs(JSON.parse(readFileSync(file, "utf8")))) {
      problems++;
      console.error(`${file}: ${line} is a dist-tag, not a version range`);
    }
  }
  if (problems > 0) {
    console.error(`\n${problems} dependenc${problems === 1 ? "y floats" : "ies float"} on a dist-tag: pin each to a range (with "overrides" for a transitive one) or replace the package.`);
    process.exitCode = 1;
  } else {
    console.log(`check-lockfile: every dependency of ${files.length} file(s) is a version range`);
  }
}
