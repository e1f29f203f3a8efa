import fs from 'node:fs';

/** Read at most this much of the file at a time for a client. */
const READ_SIZE = 64 * 1024;

/**
 * One feed being written to a file, at the pace its source gives it and never a client's: any number of clients
 * read the file as it grows, each at its own pace, and memory holds a piece at a time whatever they do. A write
 * that fails (a full disk, the folder removed) fails the build and every reader, never the process.
 */
export class FeedBuild {
  /** Settles once the whole feed is in the file (and the file is closed), or the build failed. */
  readonly done: Promise<void>;
  private readonly created: Promise<fs.promises.FileHandle>;
  private written = 0;
  private ended = false;
  private failure: unknown;
  private readonly waiting = new Set<() => void>();

  constructor(
    readonly file: string,
    pieces: AsyncIterable<string>,
  ) {
    this.created = fs.promises.open(file, 'w');
    this.done = this.write(pieces);
    // Its readers see a failure; the build itself is awaited by whoever keeps the file.
    this.done.catch(() => undefined);
  }

  private async write(pieces: AsyncIterable<string>): Promise<void> {
    const out = await this.created.catch((error: unknown) => {
      this.end(error);
      throw error;
    });
    try {
      for await (const piece of pieces) {
        const bytes = Buffer.from(piece);
        await out.write(bytes);
        this.written += bytes.length;
        this.wake();
      }
      this.end(undefined);
    } catch (error) {
      this.end(error);
      throw error;
    } finally {
      await out.close();
    }
  }

  private end(failure: unknown): void {
    this.failure = failure;
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    for (const resume of this.waiting) resume();
    this.waiting.clear();
  }

  /** The feed from its first byte, as it is written; ends with the build, or fails with it. */
  async *read(): AsyncGenerator<Buffer> {
    await this.created;
    // A handle of its own: the file may be renamed (kept) or removed (replaced) meanwhile, and reads on.
    const input = await fs.promises.open(this.file, 'r');
    try {
      let position = 0;
      for (;;) {
        if (position < this.written) {
          const { bytesRead, buffer } = await input.read({
            buffer: Buffer.alloc(Math.min(READ_SIZE, this.written - position)),
            position,
          });
          position += bytesRead;
          yield buffer.subarray(0, bytesRead);
        } else if (this.ended) {
          if (this.failure !== undefined) throw this.failure;
          return;
        } else await new Promise<void>((resume) => this.waiting.add(resume));
      }
    } finally {
      await input.close();
    }
  }
}
