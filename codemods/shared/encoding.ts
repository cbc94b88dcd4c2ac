/**
 * Source text that stands for a file's bytes exactly, even when they are not valid UTF-8 (a Latin-1
 * comment, a stray byte). Decoding such a file as UTF-8 the usual way turns each bad sequence into
 * U+FFFD, and writing the text back then changes bytes nobody edited. Here each byte that is not part
 * of a valid UTF-8 sequence becomes a lone surrogate U+DC80..U+DCFF instead (Python's
 * "surrogateescape"), which no valid UTF-8 can produce, and encoding turns it back into that byte.
 * Parsers accept lone surrogates in comments, strings and templates as they accept U+FFFD, and text
 * edits copy them along with the code they move, so `encodeLossless(decodeLossless(bytes).text)` gives
 * the same bytes, and a codemod or fix changes only the bytes of its edits.
 *
 * A valid UTF-8 file decodes exactly as `buffer.toString("utf8")` does (the fast path).
 */
import { isUtf8 } from "node:buffer";
import { closeSync, openSync, readFileSync, readSync } from "node:fs";

export interface DecodedSource {
  text: string;
  /** The bytes were valid UTF-8 (the text is what a plain UTF-8 decode gives). */
  utf8: boolean;
}

/** The length of the valid UTF-8 sequence at `index` (RFC 3629: no overlong forms, no surrogates), or 0. */
function sequenceLength(bytes: Uint8Array, index: number): number {
  const lead = bytes[index]!;
  const continuation = (offset: number, min = 0x80, max = 0xbf): boolean => {
    const value = bytes[index + offset];
    return value !== undefined && value >= min && value <= max;
  };
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return continuation(1) ? 2 : 0;
  if (lead === 0xe0) return continuation(1, 0xa0) && continuation(2) ? 3 : 0;
  if ((lead >= 0xe1 && lead <= 0xec) || lead === 0xee || lead === 0xef) return continuation(1) && continuation(2) ? 3 : 0;
  if (lead === 0xed) return continuation(1, 0x80, 0x9f) && continuation(2) ? 3 : 0;
  if (lead === 0xf0) return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0;
  if (lead >= 0xf1 && lead <= 0xf3) return continuation(1) && continuation(2) && continuation(3) ? 4 : 0;
  if (lead === 0xf4) return continuation(1, 0x80, 0x8f) && continuation(2) && continuation(3) ? 4 : 0;
  return 0;
}

export function decodeLossless(bytes: Buffer): DecodedSource {
  if (isUtf8(bytes)) return { text: bytes.toString("utf8"), utf8: true };
  const parts: string[] = [];
  let runStart = 0;
  let index = 0;
  while (index < bytes.length) {
    const length = sequenceLength(bytes, index);
    if (length > 0) {
      index += length;
      continue;
    }
    // The run before it is valid UTF-8.
    parts.push(bytes.toString("utf8", runStart, index), String.fromCharCode(0xdc00 + bytes[index]!));
    index++;
    runStart = index;
  }
  parts.push(bytes.toString("utf8", runStart));
  return { text: parts.join(""), utf8: false };
}

/** A lone low surrogate that stands for a byte (U+DC80..U+DCFF), or a high surrogate before it. */
const ESCAPE_OR_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uDC80-\uDCFF]/g;
const ANY_ESCAPE = /[\uDC80-\uDCFF]/;

/** Whether a text may hold bytes that are not UTF-8 (then encodeLossless differs from a plain UTF-8 encoding). */
export function mayHoldRawBytes(text: string): boolean {
  return ANY_ESCAPE.test(text);
}

/** The bytes of a text from `decodeLossless` (and of any text edited from it). */
export function encodeLossless(text: string): Buffer {
  if (!ANY_ESCAPE.test(text)) return Buffer.from(text, "utf8");
  const parts: Buffer[] = [];
  let position = 0;
  for (const match of text.matchAll(ESCAPE_OR_PAIR)) {
    if (match[0].length === 2) continue; // a surrogate pair: an ordinary character
    parts.push(Buffer.from(text.slice(position, match.index), "utf8"), Buffer.from([match[0].charCodeAt(0) - 0xdc00]));
    position = match.index + 1;
  }
  parts.push(Buffer.from(text.slice(position), "utf8"));
  return Buffer.concat(parts);
}

/** Reads a source file losslessly (see above). */
export function readSource(path: string): DecodedSource {
  return decodeLossless(readFileSync(path));
}

/**
 * Reads a source file and decodes it (losslessly) only when its bytes hold one of `names`: the prefilter of a
 * codemod, run on the bytes. Most files of a tree hold none, and decoding them would be most of a run's time.
 * Searching the UTF-8 bytes of a name finds it exactly where the decoded text has it (a byte that is not
 * UTF-8 becomes one escape of its own, so it never joins or splits a name's characters).
 */
export function readSourceMentioning(path: string, names: readonly string[]): DecodedSource | undefined {
  const descriptor = openSync(path, "r");
  let length = 0;
  try {
    // Into one buffer kept between calls (a tree's files, mostly skipped, allocate nothing each), with no `stat`
    // first. A read of a regular file that fills less than it was given has reached the end (POSIX): one
    // system call per file instead of two, a tenth of a large tree's run. A file that names one of `names` is
    // then read on to the end all the same, so what is migrated is the whole file even where a file system
    // answers short.
    for (let read: number; (read = readSync(descriptor, scratch, length, scratch.length - length, null)) > 0; ) {
      const filled = length + read === scratch.length;
      length += read;
      if (filled) scratch = Buffer.concat([scratch], scratch.length * 2);
      else if (!names.some((name) => scratch.subarray(0, length).includes(name))) return undefined;
    }
  } finally {
    closeSync(descriptor);
  }
  const bytes = scratch.subarray(0, length);
  return names.some((name) => bytes.includes(name)) ? decodeLossless(bytes) : undefined;
}

let scratch = Buffer.allocUnsafe(1 << 20);
