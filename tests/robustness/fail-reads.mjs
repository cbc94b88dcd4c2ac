// Preloaded into the CLI by a test (`node --import`): fs.promises.readFile of a path that ends with
// AGENT_ERRORS_TEST_FAIL_READ fails with EACCES, as when a file is made unreadable after the run has
// listed it (the one case the check before linting cannot see). ESLint reads files with it.
import fs from "node:fs";

const suffix = process.env.AGENT_ERRORS_TEST_FAIL_READ;
const readFile = fs.promises.readFile;
fs.promises.readFile = async function (path, ...rest) {
  if (suffix && String(path).endsWith(suffix)) {
    throw Object.assign(new Error(`EACCES: permission denied, open '${String(path)}'`), { errno: -13, code: "EACCES", syscall: "open", path: String(path) });
  }
  return readFile.call(this, path, ...rest);
};
