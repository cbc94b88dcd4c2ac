// Lossless decoding of source files that are not valid UTF-8 (codemods/shared/encoding.ts): the text
// gives back the same bytes, valid UTF-8 decodes as usual, and an edit changes only its own bytes.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeLossless, encodeLossless, readSourceMentioning } from "../../codemods/shared/encoding.js";

/** A small deterministic generator (the same bytes on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("decodeLossless / encodeLossless", () => {
  it("valid UTF-8 decodes as Buffer#toString does, and encodes back to the same bytes", () => {
    const text = "const café = \"naïve 😀 \u{10FFFF} \uFFFD\";\r\n// \uFEFF end\n";
    const bytes = Buffer.from(`\uFEFF${text}`, "utf8");
    const decoded = decodeLossless(bytes);
    expect(decoded).toEqual({ text: `\uFEFF${text}`, utf8: true });
    expect(encodeLossless(decoded.text).equals(bytes)).toBe(true);
  });

  it("each byte outside a valid sequence is one character, and comes back as that byte", () => {
    // Latin-1 é and è, a truncated three-byte sequence, an overlong slash, an encoded surrogate, a lone continuation byte.
    const bytes = Buffer.from([0x2f, 0x2f, 0x20, 0x43, 0x61, 0x66, 0xe9, 0x20, 0xe8, 0x0a, 0xe2, 0x82, 0x41, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x80, 0xf0, 0x9f, 0x98, 0x80]);
    const decoded = decodeLossless(bytes);
    expect(decoded.utf8).toBe(false);
    expect(decoded.text).toBe("// Caf\uDCE9 \uDCE8\n\uDCE2\uDC82A\uDCC0\uDCAF\uDCED\uDCA0\uDC80\uDC80😀");
    expect(encodeLossless(decoded.text).equals(bytes)).toBe(true);
  });

  it("round-trips random bytes (with and without valid sequences among them)", () => {
    const next = random(42);
    const pieces = [[0xe9], [0xc3, 0xa9], [0xe2, 0x82, 0xac], [0xf0, 0x9f, 0x92, 0x80], [0x80], [0xff], [0x0a], [0x41], [0xed, 0xb2, 0x80], [0xf4, 0x90, 0x80, 0x80]];
    for (let round = 0; round < 500; round++) {
      const bytes: number[] = [];
      const length = Math.floor(next() * 40);
      for (let index = 0; index < length; index++) {
        if (next() < 0.5) bytes.push(Math.floor(next() * 256));
        else bytes.push(...pieces[Math.floor(next() * pieces.length)]!);
      }
      const buffer = Buffer.from(bytes);
      const decoded = decodeLossless(buffer);
      expect(encodeLossless(decoded.text).equals(buffer), buffer.toString("hex")).toBe(true);
      if (decoded.utf8) expect(decoded.text).toBe(buffer.toString("utf8"));
    }
  });

  it("a text edit changes only its bytes: the invalid bytes around it, and inside moved text, stay", () => {
    const bytes = Buffer.concat([Buffer.from("// Caf"), Buffer.from([0xe9]), Buffer.from("\nconst x = wrap(() => \"cr"), Buffer.from([0xe8]), Buffer.from("me\");\n")]);
    const { text } = decodeLossless(bytes);
    const edited = text.replace(/wrap\(\(\) => ("[^"]*")\)/, "$1");
    expect(encodeLossless(edited).equals(Buffer.concat([Buffer.from("// Caf"), Buffer.from([0xe9]), Buffer.from("\nconst x = \"cr"), Buffer.from([0xe8]), Buffer.from("me\";\n")]))).toBe(true);
  });
});

describe("readSourceMentioning (the codemods' prefilter on the bytes)", () => {
  it("decodes a file that names one of the names, losslessly, and skips one that does not, whatever their sizes", () => {
    const directory = mkdtempSync(join(tmpdir(), "agent-errors-prefilter-"));
    try {
      const write = (name: string, bytes: Buffer): string => {
        const path = join(directory, name);
        writeFileSync(path, bytes);
        return path;
      };
      // Latin-1 bytes around the name, a name at the very end of a file larger than the reading buffer, an
      // empty file, and files read one after the other (the buffer is reused: a shorter file after a longer
      // one must not see the longer one's bytes).
      const latin1 = Buffer.concat([Buffer.from("// Caf"), Buffer.from([0xe9]), Buffer.from("\nexport const x = withApiErrorHandling(() => 1);\n")]);
      const large = Buffer.concat([Buffer.alloc(3 * 1024 * 1024 + 7, 0x20), Buffer.from("withApiErrorHandling")]);
      const longFirst = write("long.ts", Buffer.from(`${"x".repeat(5000)} withApiErrorHandling`));
      const shortAfter = write("short.ts", Buffer.from("const y = 2;\n"));
      const names = ["wrapAgentToolExecute", "withApiErrorHandling"];

      const decoded = readSourceMentioning(write("latin1.ts", latin1), names);
      expect(decoded?.utf8).toBe(false);
      expect(encodeLossless(decoded!.text).equals(latin1)).toBe(true);
      expect(readSourceMentioning(write("large.ts", large), names)?.text).toBe(large.toString("utf8"));
      expect(readSourceMentioning(write("empty.ts", Buffer.alloc(0)), names)).toBeUndefined();
      // A file larger than the buffer that names nothing is read to its end and skipped; one that names a wrapper
      // after a first read that ended short (the buffer grew above) is read whole.
      expect(readSourceMentioning(write("large-plain.ts", Buffer.alloc(5 * 1024 * 1024, 0x20)), names)).toBeUndefined();
      expect(readSourceMentioning(write("after-large.ts", Buffer.from("wrapAgentToolExecute(x);\n")), names)?.text).toBe("wrapAgentToolExecute(x);\n");
      expect(readSourceMentioning(longFirst, names)?.text.endsWith("withApiErrorHandling")).toBe(true);
      expect(readSourceMentioning(shortAfter, names)).toBeUndefined();
      expect(readSourceMentioning(shortAfter, ["const y"])?.text).toBe("const y = 2;\n");
      // A name with characters beyond ASCII is searched as its UTF-8 bytes.
      expect(readSourceMentioning(write("unicode.ts", Buffer.from("const é = wrapÉrror(1);")), ["wrapÉrror"])?.text).toBe("const é = wrapÉrror(1);");
      expect(() => readSourceMentioning(join(directory, "missing.ts"), names)).toThrow(/ENOENT/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
