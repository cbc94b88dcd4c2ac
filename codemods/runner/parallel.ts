/**
 * Migrating many files on several cores (`--jobs n`): the runner's own thread and n - 1 worker threads
 * take the files from one queue. Opt-in: on the 2-core machines this is measured on, one thread is faster
 * (Babel's parsing is heavy on garbage collection, whose helper threads already use the second core; each
 * worker also starts cold: about 200 ms before its first file). Where there are cores to spare, a tree
 * with many files to migrate can use them. Without a worker module beside this one (running from the
 * TypeScript sources), everything runs in this thread.
 *
 * Results come back as they are done, not in order; the caller writes each one then (each write is whole,
 * see temp-journal.ts) and reports them in the files' order. When `stop()` turns true (a signal), no new
 * file is started; the ones under way finish.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Codemod, CodemodTransform } from "../shared/codemod.js";
import { runsInWorkers, transformFile, type TransformJob, type TransformResult } from "./transform-file.js";

/** The worker's module, beside this one once built; running from the TypeScript sources (tests), there is none. */
const workerFile = fileURLToPath(new URL("./worker.js", import.meta.url));

/** How many lanes (this thread and workers) to use for `files` files: `jobs`, at most one per file. */
export function laneCount(codemod: Codemod, files: number, jobs: number | undefined): number {
  if (!jobs || jobs <= 1 || files <= 1 || !runsInWorkers(codemod) || !existsSync(workerFile)) return 1;
  return Math.min(jobs, files);
}

export async function transformAll(
  codemod: CodemodTransform,
  jobs: readonly TransformJob[],
  lanes: number,
  stop: () => boolean,
  done: (index: number, result: TransformResult) => void,
): Promise<void> {
  let next = 0;
  const take = (): number | undefined => (stop() || next >= jobs.length ? undefined : next++);
  const ownLane = async (): Promise<void> => {
    for (let index = take(); index !== undefined; index = take()) {
      done(index, transformFile(jobs[index]!, codemod));
      // Gives way between files, so the workers' results and a signal are seen.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const workerLane = (): Promise<void> =>
    new Promise((resolve) => {
      const worker = new Worker(workerFile);
      let current: number | undefined;
      let finished = false;
      const finish = (): void => {
        if (finished) return;
        finished = true;
        void worker.terminate();
        resolve();
      };
      const send = (): void => {
        current = take();
        if (current === undefined) finish();
        else worker.postMessage({ id: current, job: jobs[current] });
      };
      worker.on("message", (message: { id: number; result: TransformResult }) => {
        done(message.id, message.result);
        send();
      });
      // A worker that fails (it could not start, it ran out of memory) leaves its file to this thread.
      const fail = (): void => {
        if (finished) return;
        if (current !== undefined) done(current, transformFile(jobs[current]!, codemod));
        current = undefined;
        finish();
      };
      worker.on("error", fail);
      worker.on("exit", fail);
      send();
    });
  await Promise.all([ownLane(), ...Array.from({ length: lanes - 1 }, workerLane)]);
}
