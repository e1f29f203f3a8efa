import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  checkEnvName,
  emptyRecord,
  Environments,
  type EnvironmentRecord,
  type RecordChange,
} from '../environments/environments';
import {
  checkReleaseId,
  checkStoredFiles,
  isReleaseFilePath,
  isReleaseId,
  NoSuchRelease,
  oldestFirst,
  RECORD_FILE,
  checkVersionFree,
  recordOfBuild,
  ReleaseError,
  releaseFileOf,
  type ReleaseApp,
  type ReleaseFile,
  type ReleaseRecord,
  type ReleaseStore,
} from './store';

export interface BucketOptions {
  bucket: string;
  /** The folder of the bucket that holds the releases, no slash at either end; '' for the bucket's root. */
  prefix: string;
  /** An S3-compatible service's URL; absent: AWS itself. */
  endpoint?: string;
  region: string;
  /** Absent: the AWS SDK's usual chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** Only when no object is there yet, or only while the object is still the version that was read. */
export type WriteCondition = { IfNoneMatch: '*' } | { IfMatch: string };

export const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** A conditional write refused: its condition no longer held (412), or another conditional write of the key ran (409). */
export const conditionFailed = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'PreconditionFailed' ||
    error.name === 'ConditionalRequestConflict' ||
    error.$metadata.httpStatusCode === 412);

const jsonBytes = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** The objects of one bucket under the store's prefix. */
export class BucketObjects {
  private readonly client: S3Client;

  constructor(private readonly options: BucketOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // As the API's object store (api/src/platform/objects/s3.ts): Content-MD5 proves each body, as the SDK's streaming
      // checksums are not understood by every S3-compatible service, and a stalled request must not wait for ever.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /** The key of a path below the prefix. */
  keyOf(...parts: string[]): string {
    return [this.options.prefix, ...parts].filter(Boolean).join('/');
  }

  async read(key: string): Promise<{ bytes: Buffer; etag: string | undefined } | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      const bytes = answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      return { bytes, etag: answer.ETag };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  /** Writes the object; its new ETag, when the service names one. */
  async write(key: string, bytes: Buffer, condition?: WriteCondition): Promise<string | undefined> {
    const answer = await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        // The service refuses a body that arrives altered.
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
        ...condition,
      }),
    );
    return answer.ETag;
  }

  /** The names below `folder`: every file's path in it, or only the folders directly in it. */
  async namesUnder(folder: string, what: 'files' | 'folders'): Promise<string[]> {
    const prefix = `${folder}/`;
    const names: string[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.options.bucket, Prefix: prefix, ...(what === 'folders' ? { Delimiter: '/' } : {}) },
    );
    for await (const page of pages) {
      const keys =
        what === 'folders'
          ? (page.CommonPrefixes ?? []).map((common) => common.Prefix?.slice(0, -1))
          : (page.Contents ?? []).map((item) => item.Key);
      for (const key of keys) if (key) names.push(key.slice(prefix.length));
    }
    return names;
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * Releases in an S3 bucket (`RELEASE_BUCKET`), as `<prefix>/<app>/<id>/<file>`. A bucket has no rename to make a
 * folder appear whole, so the record is written last and is what makes a release: without it a release is not
 * listed and cannot be read.
 */
export class BucketReleaseStore implements ReleaseStore {
  /** Shared with the environments' records, which live in the same bucket. */
  readonly objects: BucketObjects;

  constructor(private readonly options: BucketOptions) {
    this.objects = new BucketObjects(options);
  }

  get location(): string {
    return `s3://${this.options.bucket}${this.options.prefix ? `/${this.options.prefix}` : ''}`;
  }

  private folderOf(app: ReleaseApp, id: string): string {
    return this.objects.keyOf(app, checkReleaseId(id));
  }

  private async readRecord(folder: string): Promise<ReleaseRecord | undefined> {
    const object = await this.objects.read(`${folder}/${RECORD_FILE}`);
    return object && (JSON.parse(object.bytes.toString('utf8')) as ReleaseRecord);
  }

  /**
   * Stores the build in `dist` as a release of `app`, unless its record is already in (`stored: false`). Files
   * left by a put that stopped before its record, or written by a put of the same build running now, are
   * overwritten with the same bytes (the id is a hash of them). The record is written only where there is none,
   * so of two puts of one build at once exactly one stores it.
   */
  async put(app: ReleaseApp, version: string, dist: string): Promise<{ record: ReleaseRecord; stored: boolean }> {
    const record = recordOfBuild(app, version, dist);
    const folder = this.folderOf(app, record.id);
    if (await this.objects.exists(`${folder}/${RECORD_FILE}`))
      return { record: await this.get(app, record.id), stored: false };
    await checkVersionFree(this, record);
    await Promise.all(
      record.files.map(async (file) =>
        this.objects.write(`${folder}/${file.path}`, await fs.promises.readFile(path.join(dist, file.path))),
      ),
    );
    try {
      await this.objects.write(`${folder}/${RECORD_FILE}`, jsonBytes(record), { IfNoneMatch: '*' });
      return { record, stored: true };
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      return { record: await this.get(app, record.id), stored: false };
    }
  }

  async get(app: ReleaseApp, id: string): Promise<ReleaseRecord> {
    const folder = this.folderOf(app, id);
    const record = await this.readRecord(folder);
    if (!record) throw new NoSuchRelease(`No release ${id} of ${app} in ${this.location}.`);
    const names = (await this.objects.namesUnder(folder, 'files')).filter((name) => name !== RECORD_FILE);
    const stored = await Promise.all(names.map((name) => this.storedFile(folder, name)));
    return checkStoredFiles(
      app,
      id,
      record,
      stored.filter((file) => file !== undefined),
    );
  }

  /** A file as the bucket holds it now; undefined when it went since it was listed. */
  private async storedFile(folder: string, name: string): Promise<ReleaseFile | undefined> {
    const object = await this.objects.read(`${folder}/${name}`);
    return object && releaseFileOf(name, object.bytes);
  }

  async list(app: ReleaseApp): Promise<ReleaseRecord[]> {
    const ids = (await this.objects.namesUnder(this.objects.keyOf(app), 'folders')).filter(isReleaseId);
    const records = await Promise.all(ids.map((id) => this.readRecord(this.folderOf(app, id))));
    return records.filter((record) => record !== undefined).sort(oldestFirst);
  }

  async readFile(app: ReleaseApp, id: string, file: string): Promise<Buffer | undefined> {
    if (!isReleaseFilePath(file)) return undefined;
    const folder = this.folderOf(app, id);
    // Asked side by side, so checking that the release is complete costs no extra wait.
    const [complete, object] = await Promise.all([
      this.objects.exists(`${folder}/${RECORD_FILE}`),
      this.objects.read(`${folder}/${file}`),
    ]);
    return complete ? object?.bytes : undefined;
  }

  /** Lets the process end without waiting for the client's idle connections. */
  close(): void {
    this.objects.close();
  }
}

/**
 * The environments' records in the store's bucket, `<prefix>/environments/<env>.json`. A bucket has no lock file;
 * instead each switch is one conditional write of the record it read (If-Match its ETag, or If-None-Match when
 * there was none). Of two switches at once the service refuses the later one, which changes nothing and says so,
 * rather than writing a decision taken on a record that is no longer the live one.
 */
export class BucketEnvironments extends Environments {
  private readonly objects: BucketObjects;

  constructor(store: BucketReleaseStore) {
    super(store);
    this.objects = store.objects;
  }

  private keyOf(env: string): string {
    return this.objects.keyOf('environments', `${checkEnvName(env)}.json`);
  }

  private async readTagged(env: string): Promise<{ record: EnvironmentRecord; etag: string | undefined }> {
    const object = await this.objects.read(this.keyOf(env));
    if (!object) return { record: emptyRecord(env), etag: undefined };
    return { record: JSON.parse(object.bytes.toString('utf8')) as EnvironmentRecord, etag: object.etag };
  }

  async read(env: string): Promise<EnvironmentRecord> {
    return (await this.readTagged(env)).record;
  }

  protected async update(env: string, change: RecordChange): Promise<EnvironmentRecord> {
    const { record, etag } = await this.readTagged(env);
    const next = change(record);
    // A change that keeps the record (a release already live) writes nothing, so it cannot collide with a deploy.
    if (next === record) return record;
    try {
      await this.objects.write(this.keyOf(env), jsonBytes(next), etag ? { IfMatch: etag } : { IfNoneMatch: '*' });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      throw new ReleaseError(
        `Another deploy to ${env} changed its record meanwhile; nothing was changed. Look again and retry.`,
      );
    }
    return next;
  }
}
