/** A worker thread of the migration runner (runner/parallel.ts): it migrates the sources it is sent, one at a time. */
import { parentPort } from "node:worker_threads";
import { loadTransform, transformFile, type TransformJob, type TransformResult } from "./transform-file.js";

parentPort!.on("message", async (message: { id: number; job: TransformJob }) => {
  let result: TransformResult;
  try {
    // Loaded on the first job (the module cache answers the next ones).
    const transform = await loadTransform(message.job.codemod);
    result = transform ? transformFile(message.job, transform) : { kind: "failed", message: `no per-file codemod named ${message.job.codemod}`, manual: [] };
  } catch (error) {
    result = { kind: "failed", message: `the codemod failed on this file: ${error instanceof Error ? error.message : String(error)}`, manual: [] };
  }
  parentPort!.postMessage({ id: message.id, result });
});
