// Typed access to scripts/corpora.mjs (the pinned corpora, fetched on demand) and bench/plant.mjs (matches
// planted for the codemods), which are plain ES modules shared with `npm run bench`.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../helpers.js";

export interface CorpusSpec {
  name: string;
  package?: string;
  version?: string;
  local?: string;
  sources: string[];
  about: string;
  /** Precision corpora: the settings its maintainers would declare on adoption (their own API's client). */
  declared?: Record<string, unknown>;
}

export interface PreparedCorpus extends CorpusSpec {
  root: string;
  files: string[];
  bytes: number;
  label: string;
}

interface CorporaModule {
  CORPORA: readonly CorpusSpec[];
  cacheRoot: string;
  CorpusFetchError: new (message: string) => Error;
  selectCorpora(spec: string | undefined): CorpusSpec[];
  prepareCorpora(corpora: readonly CorpusSpec[], log?: (text: string) => void): PreparedCorpus[];
  displayPath(corpus: PreparedCorpus, file: string): string;
  /** Fetches a pinned package into the cache (`npm pack`, integrity checked) unless it is there; its root. */
  ensureCorpus(corpus: CorpusSpec & { package: string; version: string; integrity: string }): string;
}

interface PlantOptions {
  root: string;
  sources: string[];
  files: string[];
  target: string;
  count?: number;
  maxBytes?: number;
}

interface PlantModule {
  /** Deprecated-wrapper sites for the per-file codemods. */
  plantCorpus(options: PlantOptions): string[];
  /** Throwing AI SDK tools for the project-wide codemod. */
  plantThrowingTools(options: PlantOptions): string[];
}

// A computed specifier: TypeScript does not look for declarations of these JavaScript modules.
const load = (path: string): Promise<unknown> => import(pathToFileURL(join(repoRoot, path)).href);

export const corporaModule = async (): Promise<CorporaModule> => (await load("scripts/corpora.mjs")) as CorporaModule;
export const plantModule = async (): Promise<PlantModule> => (await load("bench/plant.mjs")) as PlantModule;
