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
import { diffArrays, FILE_HEADERS_ONLY, formatPatch, type StructuredPatchHunk } from "diff";

const CONTEXT = 3;
/** A gap at most this long on each side goes straight to jsdiff (its cost is then bounded and small). */
const SMALL_GAP = 400;

/** One line of the alignment: kept (` `), removed (`-`) or added (`+`); the text keeps its `\n`. */
interface Op {
  kind: " " | "-" | "+";
  line: string;
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
function align(a: readonly string[], b: readonly string[]): Op[] {
  const ops: Op[] = [];
  type Task = { kind: "range"; aLo: number; aHi: number; bLo: number; bHi: number } | { kind: "same"; line: string };
  const tasks: Task[] = [{ kind: "range", aLo: 0, aHi: a.length, bLo: 0, bHi: b.length }];
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    if (task.kind === "same") {
      ops.push({ kind: " ", line: task.line });
      continue;
    }
    let { aLo, aHi, bLo, bHi } = task;
    const suffix: Op[] = [];
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) ops.push({ kind: " ", line: a[aLo++]! }), bLo++;
    while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) suffix.push({ kind: " ", line: a[--aHi]! }), bHi--;
    if (aLo === aHi || bLo === bHi) {
      for (let i = aLo; i < aHi; i++) ops.push({ kind: "-", line: a[i]! });
      for (let j = bLo; j < bHi; j++) ops.push({ kind: "+", line: b[j]! });
    } else if (aHi - aLo <= SMALL_GAP && bHi - bLo <= SMALL_GAP) {
      for (const change of diffArrays(a.slice(aLo, aHi), b.slice(bLo, bHi))) {
        const kind = change.added ? "+" : change.removed ? "-" : " ";
        for (const line of change.value) ops.push({ kind, line });
      }
    } else {
      const chain = anchors(a, aLo, aHi, b, bLo, bHi);
      if (chain.length === 0) {
        // Nothing to anchor on (every line repeats): the gap is shown as removed then added; still a correct patch.
        for (let i = aLo; i < aHi; i++) ops.push({ kind: "-", line: a[i]! });
        for (let j = bLo; j < bHi; j++) ops.push({ kind: "+", line: b[j]! });
      } else {
        // The suffix is pushed first so that it comes out last; the gaps and anchors in reverse order before it.
        // (suffix[0] is the text's last line: pushed first, popped last.)
        for (const op of suffix) tasks.push({ kind: "same", line: op.line });
        suffix.length = 0;
        let [nextA, nextB] = [aHi, bHi];
        for (let k = chain.length - 1; k >= 0; k--) {
          const [i, j] = chain[k]!;
          tasks.push({ kind: "range", aLo: i + 1, aHi: nextA, bLo: j + 1, bHi: nextB });
          tasks.push({ kind: "same", line: a[i]! });
          [nextA, nextB] = [i, j];
        }
        tasks.push({ kind: "range", aLo, aHi: nextA, bLo, bHi: nextB });
      }
    }
    for (let k = suffix.length - 1; k >= 0; k--) ops.push(suffix[k]!);
  }
  return ops;
}

/** The hunks of an alignment, as jsdiff's `structuredPatch` builds them. */
function hunksOf(ops: readonly Op[]): StructuredPatchHunk[] {
  const hunks: StructuredPatchHunk[] = [];
  let oldLine = 1;
  let newLine = 1;
  let index = 0;
  while (index < ops.length) {
    if (ops[index]!.kind === " ") {
      oldLine++;
      newLine++;
      index++;
      continue;
    }
    // A change: open a hunk with up to CONTEXT lines before it.
    const lead = Math.min(CONTEXT, index, oldLine - 1);
    const lines: string[] = [];
    for (let k = index - lead; k < index; k++) lines.push(` ${ops[k]!.line}`);
    const hunk = { oldStart: oldLine - lead, newStart: newLine - lead, oldLines: lead, newLines: lead, lines };
    for (;;) {
      while (index < ops.length && ops[index]!.kind !== " ") {
        const op = ops[index++]!;
        lines.push(`${op.kind}${op.line}`);
        if (op.kind === "-") (oldLine++, hunk.oldLines++);
        else (newLine++, hunk.newLines++);
      }
      let same = 0;
      while (index + same < ops.length && ops[index + same]!.kind === " ") same++;
      const atEnd = index + same >= ops.length;
      // Kept lines between two changes join them into one hunk when the contexts would overlap.
      const take = !atEnd && same <= 2 * CONTEXT ? same : Math.min(same, CONTEXT);
      for (let k = 0; k < take; k++) lines.push(` ${ops[index + k]!.line}`);
      hunk.oldLines += take;
      hunk.newLines += take;
      if (take === same && !atEnd) {
        index += same;
        oldLine += same;
        newLine += same;
        continue;
      }
      index += same;
      oldLine += same;
      newLine += same;
      break;
    }
    hunks.push(hunk);
  }
  // Lines without their `\n`; a line that had none is followed by git's marker.
  for (const hunk of hunks) {
    const lines: string[] = [];
    for (const line of hunk.lines) {
      if (line.endsWith("\n")) lines.push(line.slice(0, -1));
      else lines.push(line, "\\ No newline at end of file");
    }
    hunk.lines = lines;
  }
  return hunks;
}

/** A unified diff of `before` and `after`, with the file headers `--- oldName` and `+++ newName` (empty when they are the same). */
export function unifiedDiff(oldName: string, newName: string, before: string, after: string): string {
  if (before === after) return "";
  const hunks = hunksOf(align(splitLines(before), splitLines(after)));
  return formatPatch({ oldFileName: oldName, newFileName: newName, oldHeader: undefined, newHeader: undefined, hunks }, FILE_HEADERS_ONLY);
}
