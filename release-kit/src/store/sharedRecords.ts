import fs from 'node:fs';
import path from 'node:path';
import { conditionFailed, notFound, type BucketObjects } from './bucketStore';

/** A record as read: its value (undefined before the first write) and the tag a replace of it names. */
export interface TaggedRecord<T> {
  value: T | undefined;
  tag: string | undefined;
}

/**
 * Small JSON records the instances of a site share through its release store (decision 082): each write names the
 * version it replaces, and only one of two writes of one version succeeds, so instances can hand work between them
 * (a lease) without a database of their own.
 */
export interface SharedRecords {
  read<T>(name: string): Promise<TaggedRecord<T>>;
  /**
   * Writes `value` only while the record is still the version `tag` names (undefined: while there is none); the new
   * version's tag, or undefined when another write came first and nothing was written.
   */
  replace<T>(name: string, value: T, tag: string | undefined): Promise<string | undefined>;
}

const RECORD_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;

function checkName(name: string): string {
  if (!RECORD_NAME.test(name)) throw new Error(`"${name}" is no record name (lower-case letters, digits, hyphens).`);
  return name;
}

const jsonBytes = (value: unknown) => Buffer.from(`${JSON.stringify(value)}\n`);

/**
 * Records in a folder, `<root>/records/<name>/<version>.json`. A write makes the next version's file with a hard
 * link, which fails when that file exists: of two writers of one version exactly one wins, with no lock file that a
 * killed writer could leave behind. A file is complete before it is linked, and versions two behind are removed.
 */
export class FolderSharedRecords implements SharedRecords {
  constructor(private readonly root: string) {}

  private folderOf(name: string): string {
    return path.join(this.root, 'records', checkName(name));
  }

  private versions(folder: string): number[] {
    try {
      return fs
        .readdirSync(folder)
        .flatMap((file) => (/^\d+\.json$/.test(file) ? [Number(file.slice(0, -5))] : []))
        .sort((a, b) => b - a);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async read<T>(name: string): Promise<TaggedRecord<T>> {
    const folder = this.folderOf(name);
    // A writer may remove the version just listed; the listing after it names the newer one.
    for (let attempt = 0; ; attempt += 1) {
      const [newest] = this.versions(folder);
      if (newest === undefined) return { value: undefined, tag: undefined };
      try {
        const text = await fs.promises.readFile(path.join(folder, `${newest}.json`), 'utf8');
        return { value: JSON.parse(text) as T, tag: String(newest) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 3) throw error;
      }
    }
  }

  async replace<T>(name: string, value: T, tag: string | undefined): Promise<string | undefined> {
    const folder = this.folderOf(name);
    const [newest] = this.versions(folder);
    if (String(newest) !== String(tag)) return undefined;
    const next = (newest ?? 0) + 1;
    fs.mkdirSync(folder, { recursive: true });
    const incoming = path.join(folder, `.${process.pid}.${next}.incoming`);
    fs.writeFileSync(incoming, jsonBytes(value));
    try {
      fs.linkSync(incoming, path.join(folder, `${next}.json`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
      throw error;
    } finally {
      fs.rmSync(incoming, { force: true });
    }
    for (const old of this.versions(folder).filter((version) => version < next - 1))
      fs.rmSync(path.join(folder, `${old}.json`), { force: true });
    return String(next);
  }
}

/**
 * Records in the release store's bucket, `<prefix>/records/<name>.json`: each write is conditional on the ETag read
 * (If-Match), or on there being none (If-None-Match), which the service checks and writes as one step.
 */
export class BucketSharedRecords implements SharedRecords {
  constructor(private readonly objects: BucketObjects) {}

  private keyOf(name: string): string {
    return this.objects.keyOf('records', `${checkName(name)}.json`);
  }

  async read<T>(name: string): Promise<TaggedRecord<T>> {
    const object = await this.objects.read(this.keyOf(name));
    if (!object) return { value: undefined, tag: undefined };
    return { value: JSON.parse(object.bytes.toString('utf8')) as T, tag: object.etag };
  }

  async replace<T>(name: string, value: T, tag: string | undefined): Promise<string | undefined> {
    try {
      return await this.objects.write(
        this.keyOf(name),
        jsonBytes(value),
        tag === undefined ? { IfNoneMatch: '*' } : { IfMatch: tag },
      );
    } catch (error) {
      // 404: the record an If-Match named is gone, so that version is not the one there.
      if (conditionFailed(error) || notFound(error)) return undefined;
      throw error;
    }
  }
}

/** Records in this process only: a site that follows no store is one instance. */
export class MemorySharedRecords implements SharedRecords {
  private readonly records = new Map<string, { json: string; version: number }>();

  async read<T>(name: string): Promise<TaggedRecord<T>> {
    const record = this.records.get(checkName(name));
    return record
      ? { value: JSON.parse(record.json) as T, tag: String(record.version) }
      : { value: undefined, tag: undefined };
  }

  async replace<T>(name: string, value: T, tag: string | undefined): Promise<string | undefined> {
    const record = this.records.get(checkName(name));
    if (String(record?.version) !== String(tag)) return undefined;
    const version = (record?.version ?? 0) + 1;
    this.records.set(name, { json: JSON.stringify(value), version });
    return String(version);
  }
}
