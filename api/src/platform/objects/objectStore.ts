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
 * API only (features/uploads/objectKeys.ts), never taken from a request unchecked.
 */
export interface ObjectStore {
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

/** Folders (key prefixes): uploaded resumes, mail attachments, and the markers of mails not yet stored. */
export const UPLOADS_PREFIX = 'uploads/';
export const OUTBOX_PREFIX = 'outbox/';
export const INCOMPLETE_PREFIX = 'incomplete/';
export const OBJECT_PREFIXES = [UPLOADS_PREFIX, OUTBOX_PREFIX, INCOMPLETE_PREFIX] as const;

/** Every object under a prefix, listed whole (before anything under it is removed, say). */
export async function listAll(objects: ObjectStore, prefix: string): Promise<ObjectInfo[]> {
  const items: ObjectInfo[] = [];
  for await (const item of objects.list(prefix)) items.push(item);
  return items;
}

export const uploadObjectKey = (uploadKey: string) => `${UPLOADS_PREFIX}${uploadKey}`;

/**
 * Written before a mail's attachments and removed once the mail is stored: a marker older than the sweep's grace
 * period names a folder that was never acknowledged. Markers have a folder of their own, so the sweep finds them
 * without listing every attachment.
 */
export const incompleteMarkerKey = (mailId: string) => `${INCOMPLETE_PREFIX}${mailId}`;
