/** The live content release's id ('' for the build), and how to read a file of it (undefined: no such file). */
export type ContentSource = () => { release: string; read: (file: string) => Promise<Buffer | undefined> };

/**
 * A file the content remote ships for the site's server (its brand, its outline), read once per live release and
 * kept as `parse` makes it; a file that cannot be read this time (the store unreachable) is asked for again.
 */
export class ContentFile<T> {
  private kept: { release: string; value: Promise<T> } | undefined;

  constructor(
    private readonly content: ContentSource,
    private readonly file: string,
    /** What the file's text stands for; its text is undefined when the release has no such file. */
    private readonly parse: (text: string | undefined, release: string) => T,
  ) {}

  /** Undefined while the file could not be read. */
  value(): Promise<T | undefined> {
    const { release, read } = this.content();
    if (this.kept?.release !== release) {
      const value: Promise<T> = read(this.file).then((body) => this.parse(body?.toString('utf8'), release));
      value.catch(() => {
        if (this.kept?.value === value) this.kept = undefined;
      });
      this.kept = { release, value };
    }
    return this.kept.value.catch(() => undefined);
  }
}
