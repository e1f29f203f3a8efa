import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from './store';

/** A document as read, with the version a conditional write names. */
export interface Versioned<T> {
  value: T;
  version: string;
}

/** Write only where there is no document yet, or only over the version that was read. */
export type DocumentCondition = { absent: true } | { version: string };

/**
 * Small JSON documents kept in a release store beside the releases: what every instance of the site shares (the
 * pre-rendered copies, their index, the capture lease; docs/decisions/054-one-site-many-instances.md). A conditional
 * write is what lets two instances agree without a server of their own.
 */
export interface Documents {
  read<T>(name: string): Promise<Versioned<T> | undefined>;
  /** Writes the document; false, writing nothing, when the condition no longer holds. */
  write(name: string, value: unknown, condition?: DocumentCondition): Promise<boolean>;
}

/** A lock held longer than this was left by a process that died. */
const STALE_LOCK_MS = 10_000;

const NAME = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

export function checkDocumentName(name: string): string {
  if (!NAME.test(name) || name.split('/').some((part) => part === '.' || part === '..'))
    throw new ReleaseError(`"${name}" is no document name.`);
  return name;
}

export const documentBytes = (value: unknown) => Buffer.from(`${JSON.stringify(value)}\n`);

/**
 * Documents as files, `<root>/<name>.json`. The version is the hash of the bytes. A write goes to a file of its own
 * and is renamed into place; a conditional one holds a lock file (exclusive create) while it compares and renames.
 */
export class FolderDocuments implements Documents {
  constructor(private readonly root: string) {}

  private fileOf(name: string): string {
    return path.join(this.root, `${checkDocumentName(name)}.json`);
  }

  async read<T>(name: string): Promise<Versioned<T> | undefined> {
    let bytes: Buffer;
    try {
      bytes = await fs.promises.readFile(this.fileOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return {
      value: JSON.parse(bytes.toString('utf8')) as T,
      version: createHash('sha256').update(bytes).digest('hex'),
    };
  }

  async write(name: string, value: unknown, condition?: DocumentCondition): Promise<boolean> {
    const file = this.fileOf(name);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const replace = async () => {
      const incoming = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.incoming`;
      await fs.promises.writeFile(incoming, documentBytes(value));
      await fs.promises.rename(incoming, file);
    };
    if (!condition) {
      await replace();
      return true;
    }
    const lock = `${file}.lock`;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(lock, 'wx');
    } catch {
      // Someone else is writing it now: whatever they write, it is not the version this write was made on. A lock
      // left by a process that died while holding it is older than any write takes, and is cleared for the next try.
      const age = Date.now() - ((await fs.promises.stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) await fs.promises.rm(lock, { force: true });
      return false;
    }
    try {
      const now = await this.read(name);
      const holds = 'absent' in condition ? now === undefined : now?.version === condition.version;
      if (holds) await replace();
      return holds;
    } finally {
      await handle.close();
      await fs.promises.rm(lock, { force: true });
    }
  }
}
