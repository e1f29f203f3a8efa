import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OBJECT_PREFIXES, type ObjectInfo, type ObjectStore } from './objectStore';

/**
 * A write in progress is a hidden file beside its target, renamed to the key once whole and on disk and removed
 * by removeUnfinished after a crash. No key may have a segment with this prefix, so a stored object (a resume
 * its sender named "cv.part", say) is never taken for one.
 */
export const UNFINISHED_PREFIX = '.unfinished-';

const isUnfinished = (file: string) => path.basename(file).startsWith(UNFINISHED_PREFIX);

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Flushes a directory's entries, so a rename in it survives a power cut. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  const handle = await fs.promises.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The embedded default: objects are files under the data folder, at their key's path. */
export class FileObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  async check(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true });
    await fs.promises.access(this.root, fs.constants.W_OK);
  }

  close(): void {}

  private fileOf(key: string): string {
    const segments = key.split('/');
    // Keys are made by the API, but a path outside the folder must be impossible whatever a key holds.
    if (segments.some((segment) => segment === '.' || segment === '..' || segment.startsWith(UNFINISHED_PREFIX))) {
      throw new Error(`Not a valid object key: ${key}`);
    }
    const file = path.join(this.root, ...segments);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Object key escapes the data folder: ${key}`);
    return file;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.fileOf(key);
    const unfinished = path.join(path.dirname(target), `${UNFINISHED_PREFIX}${randomUUID()}`);
    try {
      // Twice at most: remove() may take an emptied folder away between mkdir and the write.
      for (let attempt = 1; ; attempt += 1) {
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        try {
          await writeDurably(unfinished, bytes);
          break;
        } catch (error) {
          if (!missing(error) || attempt === 2) throw error;
        }
      }
      await fs.promises.rename(unfinished, target);
      await syncDirectory(path.dirname(target));
    } catch (error) {
      await fs.promises.rm(unfinished, { force: true });
      throw error;
    }
    const written = await fs.promises.stat(target);
    if (written.size !== bytes.length) throw new Error(`Stored ${written.size} of ${bytes.length} bytes for ${key}`);
  }

  async read(key: string): Promise<Buffer | undefined> {
    return fs.promises.readFile(this.fileOf(key)).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      const file = this.fileOf(key);
      await fs.promises.rm(file, { force: true });
      await this.removeEmptiedFolders(path.dirname(file));
    }
  }

  /**
   * An emptied folder goes too, and so does each folder above it that this empties (a discarded mail's
   * outbox/<id>/, a withdrawn candidate's uploads/candidate-<id>/<day>/ and then uploads/candidate-<id>/); the
   * first one still holding anything stops the walk. The prefix folders themselves stay: every request writes into
   * incomplete/, and removing it under a burst made other requests' writes fail.
   */
  private async removeEmptiedFolders(folder: string): Promise<void> {
    for (let current = folder; path.dirname(current) !== this.root; current = path.dirname(current)) {
      const removed = await fs.promises.rmdir(current).then(
        () => true,
        () => false,
      );
      if (!removed) return;
    }
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    for (const file of await this.filesUnder(prefix)) {
      if (isUnfinished(file)) continue;
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (stat)
        yield {
          key: path.relative(this.root, file).split(path.sep).join('/'),
          size: stat.size,
          modifiedAt: stat.mtimeMs,
        };
    }
  }

  async removeUnfinished(cutoff: number): Promise<number> {
    let removed = 0;
    for (const prefix of OBJECT_PREFIXES) {
      for (const file of await this.filesUnder(prefix)) {
        if (!isUnfinished(file)) continue;
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (!stat || stat.mtimeMs >= cutoff) continue;
        await fs.promises.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private async filesUnder(prefix: string): Promise<string[]> {
    const dir = this.fileOf(prefix.replace(/\/$/, ''));
    const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  }
}
