/**
 * The prefilter over a tree's files: each file read, and decoded only when its bytes name one of the codemod's
 * names (shared/encoding.ts). On a large tree this reading is half a run (the other half is finding the files),
 * so from `PARALLEL_FROM` files on it runs on two lanes, this thread and one worker thread, when the machine has a
 * second core and `--jobs` does not say 1. The two lanes take chunks of the list from one counter in shared
 * memory, so neither waits for the other, and the worker, which starts in a few tens of milliseconds, simply
 * takes fewer chunks. A worker that fails leaves the chunks it did not report to this thread.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { readSourceMentioning } from "../shared/encoding.js";
import { errorMessage } from "./common.js";

/** A file's prefilter outcome: its text to migrate, `skipped` (it names none of the names), or why it could not be read. */
export type Candidate = string | { kind: "skipped" } | { kind: "failed"; message: string; manual: [] };

/** The files from which a second lane pays for its start (about 30 ms) on a machine with a core to spare. */
export const PARALLEL_FROM = 2000;
/** Files a lane takes at once from the shared counter. */
const CHUNK = 64;

const SKIPPED: Candidate = { kind: "skipped" };

/** Reads a file and applies the prefilter. */
export function readCandidate(path: string, names: readonly string[]): Candidate {
  try {
    // Bytes that are not UTF-8 (a Latin-1 comment) are kept as they are: see shared/encoding.ts.
    return readSourceMentioning(path, names)?.text ?? SKIPPED;
  } catch (error) {
    return { kind: "failed", message: `could not be read: ${errorMessage(error)}`, manual: [] };
  }
}

/** What a lane reports for one chunk: the chunk's first index, and its files that were not skipped. */
export interface ChunkReport {
  start: number;
  found: [index: number, candidate: Candidate][];
}

/** The files of the chunk at `start` that were not skipped. */
function readChunk(paths: readonly string[], names: readonly string[], start: number): ChunkReport {
  const found: ChunkReport["found"] = [];
  for (let index = start; index < Math.min(start + CHUNK, paths.length); index++) {
    const candidate = readCandidate(paths[index]!, names);
    if (candidate !== SKIPPED) found.push([index, candidate]);
  }
  return { start, found };
}

/** Takes chunks from `counter` until the list is done, reporting each (both lanes run this). */
export function prefilterChunks(paths: readonly string[], names: readonly string[], counter: Int32Array, report: (chunk: ChunkReport) => void): void {
  for (let start = Atomics.add(counter, 0, CHUNK); start < paths.length; start = Atomics.add(counter, 0, CHUNK)) report(readChunk(paths, names, start));
}

const workerFile = fileURLToPath(new URL("./prefilter-worker.js", import.meta.url));

/** How many lanes to read `files` files with: two for a large tree where there is a second core, unless `--jobs 1`. */
export function prefilterLanes(files: number, jobs: number | undefined, from = PARALLEL_FROM): number {
  if (files < from || jobs === 1 || availableParallelism() < 2 || !existsSync(workerFile)) return 1;
  return 2;
}

/** Each file's candidate, in the order of `paths`. */
export async function prefilterAll(paths: readonly string[], names: readonly string[], lanes: number): Promise<Candidate[]> {
  const results: Candidate[] = new Array<Candidate>(paths.length).fill(SKIPPED);
  const done = new Set<number>();
  const take = (chunk: ChunkReport): void => {
    done.add(chunk.start);
    for (const [index, candidate] of chunk.found) results[index] = candidate;
  };
  if (lanes <= 1) {
    prefilterChunks(paths, names, new Int32Array(1), take);
    return results;
  }
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(workerFile, { workerData: { paths, names, counter } });
  const finished = new Promise<void>((resolve) => {
    worker.on("message", (message: ChunkReport | "done") => (message === "done" ? resolve() : take(message)));
    // A worker that could not start or failed: the chunks it took and did not report are read below.
    worker.on("error", () => resolve());
    worker.on("exit", () => resolve());
  });
  prefilterChunks(paths, names, counter, take);
  await finished;
  void worker.terminate();
  for (let start = 0; start < paths.length; start += CHUNK) if (!done.has(start)) take(readChunk(paths, names, start));
  return results;
}
