/** A worker thread of the migration runner (runner/parallel.ts): it migrates the sources it is sent, one at a time. */
import { parentPort } from "node:worker_threads";
import { transformFile, type TransformJob } from "./transform-file.js";

parentPort!.on("message", (message: { id: number; job: TransformJob }) => {
  let result;
  try {
    result = transformFile(message.job);
  } catch (error) {
    result = { kind: "failed" as const, message: `the codemod failed on this file: ${error instanceof Error ? error.message : String(error)}`, manual: [] };
  }
  parentPort!.postMessage({ id: message.id, result });
});
