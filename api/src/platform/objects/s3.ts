import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ObjectInfo, type ObjectStore } from './objectStore';

export interface S3Options {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, Ceph, R2, …); absent: AWS itself. Keys go in the path then. */
  endpoint?: string;
  region: string;
}

/** Per try: objects are at most a resume of 10 MiB, so 30 s is ample on any link the API should use. */
const S3_TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 30_000 };

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket. Credentials come the usual AWS way (environment, shared files, instance
 * role); none are read or logged here. A PUT is whole or absent, so there is nothing unfinished to sweep.
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      // Content-MD5 already proves each body; the SDK's default streaming checksums are not understood by
      // every S3-compatible service.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Without these a stalled request waits for ever, holding an upload or a mail's claim (the SDK tries
      // three times in all).
      requestHandler: S3_TIMEOUTS,
    });
  }

  /** Fails the start with a clear message when the bucket is missing or the credentials cannot reach it. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Error(
        `S3 bucket ${this.options.bucket} cannot be reached (${reason}). Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the AWS credentials.`,
        { cause: error },
      );
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        // The service refuses a body that arrives altered.
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
      }),
    );
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
    if (head.ContentLength !== bytes.length)
      throw new Error(`Bucket holds ${head.ContentLength ?? 'no'} of ${bytes.length} bytes for ${key}`);
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    // One request a key: attachments of a mail are few, and DeleteObjects is not on every compatible service.
    await Promise.all(
      keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }))),
    );
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.options.bucket, Prefix: prefix },
    )) {
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified?.getTime() ?? 0 };
      }
    }
  }

  async removeUnfinished(): Promise<number> {
    return 0;
  }

  close(): void {
    this.client.destroy();
  }
}
