/** The prefilter's second lane (runner/prefilter.ts): it reads chunks of the list until none is left. */
import { parentPort, workerData } from "node:worker_threads";
import { prefilterChunks } from "./prefilter.js";

const { paths, names, counter } = workerData as { paths: string[]; names: string[]; counter: Int32Array };
prefilterChunks(paths, names, counter, (chunk) => parentPort!.postMessage(chunk));
parentPort!.postMessage("done");
