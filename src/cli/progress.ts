/** A progress line on a terminal (`[done/total] file`), redrawn at most every 100 ms, erased at the end. */
export interface Progress {
  update: (done: number, total: number, file: string) => void;
  clear: () => void;
}

export function progressReporter(stderr: (text: string) => void, enabled: boolean): Progress {
  let last = 0;
  let shown = false;
  return {
    update(done, total, file) {
      if (!enabled) return;
      const now = Date.now();
      if (done < total && now - last < 100) return;
      last = now;
      shown = true;
      const text = `[${done}/${total}] ${file}`;
      stderr(`\r\x1b[K${text.length > 100 ? `...${text.slice(-97)}` : text}`);
    },
    clear() {
      if (shown) stderr("\r\x1b[K");
      shown = false;
    },
  };
}
