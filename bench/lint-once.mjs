// A typed run in a fresh process (started by bench/run.mjs): the project service, the program and the
// type checker start cold, as in a CI job. Argument: JSON `{ root, files, mode }`. Prints the measurement
// as JSON on standard output.
import { lintOnce } from "./lint.mjs";

const { root, files, mode } = JSON.parse(process.argv[2] ?? "{}");
const measurement = await lintOnce({ root, files, mode, typed: true });
process.stdout.write(`${JSON.stringify(measurement)}\n`);
