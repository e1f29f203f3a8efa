/**
 * Log lines anyone can cause with a request (an unknown release id, a bad preview link), bounded so that a flood
 * of such requests cannot flood the log (docs/decisions/069-release-files-checked-and-reports-bounded.md): at most
 * `perMinute` lines of one kind a minute; the rest are counted and told in one summary line when the minute ends.
 */
export class BoundedLog {
  private readonly windows = new Map<string, { lines: number; suppressed: number }>();

  constructor(
    private readonly perMinute = 20,
    private readonly write: (line: string) => void = (line) => console.warn(line),
  ) {}

  /** `kind` names what the line is about (`preview: link refused`); it starts the summary line too. */
  warn(kind: string, line: string): void {
    let window = this.windows.get(kind);
    if (!window) {
      window = { lines: 0, suppressed: 0 };
      this.windows.set(kind, window);
      const opened = window;
      // A timer per kind seen this minute, not per line: the kinds are a handful, named in the code.
      setTimeout(() => {
        this.windows.delete(kind);
        if (opened.suppressed > 0)
          this.write(`${kind}: ${opened.suppressed} more such lines suppressed in the last minute`);
      }, 60_000).unref();
    }
    if (window.lines < this.perMinute) {
      window.lines += 1;
      this.write(line);
    } else window.suppressed += 1;
  }
}

/** One for the whole site: the lines of its four servers count against the same bounds. */
export const anonymousLog = new BoundedLog();
