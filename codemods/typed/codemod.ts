/**
 * What a project-wide codemod is. The per-file codemods (codemods/shared/codemod.ts) see one file's
 * text at a time; a project-wide one loads a TypeScript project (ts-morph) to follow types, imports and
 * references across files, analyses every site first and only then computes the new texts. It runs in
 * the same `agent-errors migrate` frame: the runner discovers the files, applies the git check, re-parses
 * and writes what changed, and reports in the same shape.
 *
 * The implementation is loaded on demand (`load()`), so that listing the codemods or running a per-file
 * one never loads the TypeScript compiler.
 */
import type { CodemodOptions, ManualSite } from "../shared/codemod.js";

export interface ProjectCodemodOption {
  /** The option's key in code. */
  name: string;
  /** The `agent-errors migrate` flag (`--style`). */
  flag: string;
  /** What the value is, for help text (`<style>`); undefined for a flag without a value (`--typecheck`). */
  value?: "module" | "name" | "path" | "style" | "file";
  description: string;
  /** The default, in words, for help text. */
  defaultText: string;
}

/** A site left for a person, in a file given by its absolute path. */
export interface ProjectSite extends ManualSite {
  path: string;
}

export interface ProjectFileChange {
  /** Absolute path (the file behind any symbolic links). */
  path: string;
  /** The file's text as read, byte-order mark included. */
  before: string;
  after: string;
}

/** What `--typecheck` found: diagnostics before and after, and the new ones (also listed as sites). */
export interface TypecheckSummary {
  before: number;
  after: number;
  introduced: number;
  /** Files rolled back because the migration gave them new type errors. */
  rolledBack: number;
}

export interface ProjectMigrationInput {
  cwd: string;
  /** The files the migration may change: those discovered under the paths (absolute, real paths). */
  files: readonly string[];
  /** Of those, the ones that contain a prefilter name: where the codemod looks for sites. */
  candidates: readonly string[];
  options: CodemodOptions;
  /** Nothing will be written: positions of sites refer to the files as they are. */
  dryRun: boolean;
  onProgress?: (done: number, total: number, file: string) => void;
}

export interface ProjectMigrationResult {
  changes: ProjectFileChange[];
  manual: ProjectSite[];
  /** Files that could not be migrated: left untouched (rolled back). */
  errors: { path: string; message: string }[];
  /** Lines for the summary: the project loaded, the options in effect and where they came from. */
  notes: string[];
  typecheck?: TypecheckSummary;
}

export interface ProjectTransform {
  migrate(input: ProjectMigrationInput): Promise<ProjectMigrationResult>;
}

export interface ProjectCodemod {
  kind: "project";
  name: string;
  /** One line: what it migrates into what. */
  description: string;
  /** The lint rule whose reports it fixes, when there is one. */
  rule?: string;
  options: readonly ProjectCodemodOption[];
  /** A file must contain one of these strings to be searched for sites (it may still be edited as a helper's file). */
  prefilter(options?: CodemodOptions): string[];
  /** The implementation, loaded on first use. */
  load(): Promise<ProjectTransform>;
}

export function isProjectCodemod(codemod: { kind?: unknown } | object): codemod is ProjectCodemod {
  return (codemod as { kind?: unknown }).kind === "project";
}

/** Thrown by a transform for options it cannot run with: the CLI reports it as a usage error (exit 2). */
export class ProjectCodemodUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProjectCodemodUsageError";
  }
}
