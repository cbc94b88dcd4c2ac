/**
 * A unified diff of two texts in time close to linear in their size, for `--dry-run`.
 *
 * jsdiff's Myers diff takes O((N + M) · D) time: on one 40,000-line file with 4,000 migrated sites it ran
 * for a minute. A codemod's edits are many small, local changes in a file that otherwise stays the same,
 * which is what patience diff (Bram Cohen's; git's `--patience`) is good at: lines that occur once in each
 * text and keep their order anchor the alignment, and only the short gaps between anchors go to jsdiff.
 * Any alignment gives a correct patch (git applies it); this one reads like git's on such changes.
 *
 * The hunks are built as jsdiff builds them (3 lines of context, hunks closer than 6 lines merged, "\ No
 * newline at end of file") and printed by jsdiff's `formatPatch`.
 */
import type { StructuredPatchHunk } from "diff";
import { lazyRequire } from "../shared/lazy.js";

const jsdiff = lazyRequire<typeof import("diff")>("diff");

const CONTEXT = 3;
/** A gap at most this long on each side goes straight to jsdiff (its cost is then bounded and small). */
const SMALL_GAP = 400;

/**
 * The alignment, one entry per line: its kind (kept ` `, removed `-`, added `+`) and its text with its `\n`.
 * Two parallel arrays rather than an object per line: on a large file the objects were most of the time (GC).
 */
interface Alignment {
  kinds: string[];
  lines: string[];
}

/** The lines of `text`, each with its `\n` (the last one without, when the text does not end with one). */
function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n").map((line) => `${line}\n`);
  const last = lines.pop()!;
  if (last !== "\n") lines.push(last.slice(0, -1));
  return lines;
}

/**
 * Pairs of positions `[i, j]` of lines that occur exactly once in `a[aLo, aHi)` and once in `b[bLo, bHi)`,
 * the longest chain of them increasing on both sides (patience sorting, O(k log k)).
 */
function anchors(a: readonly string[], aLo: number, aHi: number, b: readonly string[], bLo: number, bHi: number): [number, number][] {
  const seen = new Map<string, { inA: number; a: number; inB: number; b: number }>();
  for (let i = aLo; i < aHi; i++) {
    const entry = seen.get(a[i]!);
    if (entry) entry.inA++;
    else seen.set(a[i]!, { inA: 1, a: i, inB: 0, b: -1 });
  }
  for (let j = bLo; j < bHi; j++) {
    const entry = seen.get(b[j]!);
    if (!entry) continue;
    entry.inB++;
    entry.b = j;
  }
  const pairs: [number, number][] = [];
  for (const entry of seen.values()) if (entry.inA === 1 && entry.inB === 1) pairs.push([entry.a, entry.b]);
  pairs.sort((x, y) => x[0] - y[0]);
  // Longest increasing subsequence of the b positions.
  const tails: number[] = []; // index into pairs of the smallest tail of a chain of each length
  const previous = new Int32Array(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const value = pairs[k]![1];
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[tails[middle]!]![1] < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[k] = tails[low - 1]!;
    tails[low] = k;
  }
  const chain: [number, number][] = [];
  for (let k = tails.length > 0 ? tails[tails.length - 1]! : -1; k >= 0; k = previous[k]!) chain.push(pairs[k]!);
  return chain.reverse();
}

/** The alignment of `a` and `b`: patience anchors, jsdiff in the gaps; an explicit work list, no recursion. */
function align(a: readonly string[], b: readonly string[]): Alignment {
  const kinds: string[] = [];
  const lines: string[] = [];
  const push = (kind: string, line: string): void => {
    kinds.push(kind);
    lines.push(line);
  };
  // A range to align, or a kept line (an anchor, or the common suffix of a range split at its anchors).
  type Task = { aLo: number; aHi: number; bLo: number; bHi: number } | string;
  const tasks: Task[] = [{ aLo: 0, aHi: a.length, bLo: 0, bHi: b.length }];
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    if (typeof task === "string") {
      push(" ", task);
      continue;
    }
    let { aLo, aHi, bLo, bHi } = task;
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) push(" ", a[aLo++]!), bLo++;
    // The common suffix, kept as a range of `a` and emitted after the middle.
    const suffixEnd = aHi;
    while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) aHi--, bHi--;
    let deferred = false;
    if (aLo === aHi || bLo === bHi) {
      for (let i = aLo; i < aHi; i++) push("-", a[i]!);
      for (let j = bLo; j < bHi; j++) push("+", b[j]!);
    } else if (aHi - aLo <= SMALL_GAP && bHi - bLo <= SMALL_GAP) {
      for (const change of jsdiff().diffArrays(a.slice(aLo, aHi), b.slice(bLo, bHi))) {
        const kind = change.added ? "+" : change.removed ? "-" : " ";
        for (const line of change.value) push(kind, line);
      }
    } else {
      const chain = anchors(a, aLo, aHi, b, bLo, bHi);
      if (chain.length === 0) {
        // Nothing to anchor on (every line repeats): the gap is shown as removed then added; still a correct patch.
        for (let i = aLo; i < aHi; i++) push("-", a[i]!);
        for (let j = bLo; j < bHi; j++) push("+", b[j]!);
      } else {
        // Last out first: the suffix, then the gaps and anchors in reverse order.
        for (let i = suffixEnd - 1; i >= aHi; i--) tasks.push(a[i]!);
        deferred = true;
        let [nextA, nextB] = [aHi, bHi];
        for (let k = chain.length - 1; k >= 0; k--) {
          const [i, j] = chain[k]!;
          tasks.push({ aLo: i + 1, aHi: nextA, bLo: j + 1, bHi: nextB }, a[i]!);
          [nextA, nextB] = [i, j];
        }
        tasks.push({ aLo, aHi: nextA, bLo, bHi: nextB });
      }
    }
    if (!deferred) for (let i = aHi; i < suffixEnd; i++) push(" ", a[i]!);
  }
  return { kinds, lines };
}

/** A hunk line: the kind, the text without its `\n`, and git's marker after a line that had none. */
function pushHunkLine(hunkLines: string[], kind: string, line: string): void {
  if (line.endsWith("\n")) hunkLines.push(kind + line.slice(0, -1));
  else hunkLines.push(kind + line, "\\ No newline at end of file");
}

/** The hunks of an alignment, as jsdiff's `structuredPatch` builds them. */
function hunksOf({ kinds, lines }: Alignment): StructuredPatchHunk[] {
  const hunks: StructuredPatchHunk[] = [];
  let oldLine = 1;
  let newLine = 1;
  let index = 0;
  while (index < kinds.length) {
    if (kinds[index] === " ") {
      oldLine++;
      newLine++;
      index++;
      continue;
    }
    // A change: open a hunk with up to CONTEXT lines before it.
    const lead = Math.min(CONTEXT, index, oldLine - 1);
    const hunk = { oldStart: oldLine - lead, newStart: newLine - lead, oldLines: lead, newLines: lead, lines: [] as string[] };
    for (let k = index - lead; k < index; k++) pushHunkLine(hunk.lines, " ", lines[k]!);
    for (;;) {
      for (; index < kinds.length && kinds[index] !== " "; index++) {
        pushHunkLine(hunk.lines, kinds[index]!, lines[index]!);
        if (kinds[index] === "-") (oldLine++, hunk.oldLines++);
        else (newLine++, hunk.newLines++);
      }
      let same = 0;
      while (index + same < kinds.length && kinds[index + same] === " ") same++;
      const atEnd = index + same >= kinds.length;
      // Kept lines between two changes join them into one hunk when the contexts would overlap.
      const joins = !atEnd && same <= 2 * CONTEXT;
      const take = joins ? same : Math.min(same, CONTEXT);
      for (let k = 0; k < take; k++) pushHunkLine(hunk.lines, " ", lines[index + k]!);
      hunk.oldLines += take;
      hunk.newLines += take;
      index += same;
      oldLine += same;
      newLine += same;
      if (!joins) break;
    }
    hunks.push(hunk);
  }
  return hunks;
}

/** A unified diff of `before` and `after`, with the file headers `--- oldName` and `+++ newName` (empty when they are the same). */
export function unifiedDiff(oldName: string, newName: string, before: string, after: string): string {
  if (before === after) return "";
  const hunks = hunksOf(align(splitLines(before), splitLines(after)));
  const { formatPatch, FILE_HEADERS_ONLY } = jsdiff();
  return formatPatch({ oldFileName: oldName, newFileName: newName, oldHeader: undefined, newHeader: undefined, hunks }, FILE_HEADERS_ONLY);
}
