/** A worker thread of the migration runner (runner/parallel.ts): it migrates the sources it is sent, one at a time. */
import { parentPort } from "node:worker_threads";
import type { CodemodTransform } from "../shared/codemod.js";
import { loadTransform, transformFile, type TransformJob, type TransformResult } from "./transform-file.js";

// One transform per codemod, loaded on its first job (the port's messages are handled one after the other).
const transforms = new Map<string, Promise<CodemodTransform | undefined>>();

parentPort!.on("message", async (message: { id: number; job: TransformJob }) => {
  let result: TransformResult;
  try {
    let loading = transforms.get(message.job.codemod);
    if (!loading) transforms.set(message.job.codemod, (loading = loadTransform(message.job.codemod)));
    const transform = await loading;
    result = transform ? transformFile(message.job, transform) : { kind: "failed", message: `no per-file codemod named ${message.job.codemod}`, manual: [] };
  } catch (error) {
    result = { kind: "failed", message: `the codemod failed on this file: ${error instanceof Error ? error.message : String(error)}`, manual: [] };
  }
  parentPort!.postMessage({ id: message.id, result });
});
