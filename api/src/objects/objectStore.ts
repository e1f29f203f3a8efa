/** One stored object as a listing sees it. */
export interface ObjectInfo {
  key: string;
  size: number;
  /** Milliseconds since the epoch: the sweep's grace period is measured from here. */
  modifiedAt: number;
}

/**
 * Where resumes and mail attachments are kept: the data folder (files.ts) or an S3-compatible bucket (s3.ts).
 * Keys are slash-separated ("uploads/Attachment/2026-01-01/…", "outbox/<mail id>/0-cv.pdf"), made by the
 * API only (objectKeys.ts), never taken from a request unchecked.
 */
export interface ObjectStore {
  /** For the start banner: where objects live, never a credential. */
  readonly description: string;
  /**
   * Resolves once the object is whole and durable under its key (checked after the write); until then no
   * reader sees it, and a crash leaves at most what removeUnfinished clears.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is no such object. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the objects that exist among these keys; missing ones are not an error. */
  remove(keys: string[]): Promise<void>;
  /** Every object whose key starts with the prefix, in pages, for the sweep. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** Removes writes that a crash cut off before they became objects and are older than cutoff; how many. */
  removeUnfinished(cutoff: number): Promise<number>;
  /** Throws with a message an operator can act on when the store cannot be used; run before serving. */
  check(): Promise<void>;
  close(): void;
}

/** Folders (key prefixes) of the two kinds of object. */
export const UPLOADS_PREFIX = 'uploads/';
export const OUTBOX_PREFIX = 'outbox/';

export const uploadObjectKey = (uploadKey: string) => `${UPLOADS_PREFIX}${uploadKey}`;
