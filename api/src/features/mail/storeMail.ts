import { ACCEPTED_RESUME_TYPES, RESUME_CONTENT_TYPES, resumeTypeOf } from '@tekvana/contracts';
import type { Database } from '../../db/tables';
import type {
  IdempotentRequest,
  InsertMailOutcome,
  NewMail,
  OutboxStore,
  StoredAttachment,
} from '../outbox/outboxStore';
import { decodeDataUrl } from '../../platform/dataUrl';
import { resumeFileName } from '../../platform/attachmentNames';
import { ApiError } from '../../platform/errors';
import { incompleteMarkerKey, OUTBOX_PREFIX, type ObjectStore } from '../../platform/objects/objectStore';

/** An attachment of a mail about to be stored: its row and its bytes. */
export interface MailFile {
  stored: StoredAttachment;
  bytes: Buffer;
}

/**
 * A resume sent as a data URL, checked before anything is written: a data URL, and a resume by its bytes like
 * uploads (docs/decisions/004-resumes-are-checked-by-their-bytes.md). `name` and `field` say which in an error.
 * Its name and type are the server's: the sent stem and the extension of the type the bytes show, never the
 * sent extension or declared type (docs/decisions/048-attachment-names-and-zip-types.md).
 */
export function resumeAttachment(
  { dataUrl, filename }: { dataUrl: string; filename: string },
  { mailId, n, name, field }: { mailId: string; n: number; name: string; field: string },
): MailFile {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded) throw new ApiError(400, `${field} is not a valid data URL`, field);
  const type = resumeTypeOf(decoded.bytes);
  if (!type) throw new ApiError(415, `${name} must be a ${ACCEPTED_RESUME_TYPES} file`, field);
  const serverName = resumeFileName(filename, type);
  return {
    stored: {
      n,
      filename: serverName,
      type: RESUME_CONTENT_TYPES[type],
      size: decoded.bytes.length,
      storedPath: `${OUTBOX_PREFIX}${mailId}/${n}-${serverName}`,
    },
    bytes: decoded.bytes,
  };
}

/**
 * Writes a mail's attachment files, then stores the mail (and what goes with it) in one transaction. The files
 * are written under a marker that is removed only once the mail is stored, so a crash in between leaves a folder
 * the sweep knows for certain was never acknowledged; a failure or a duplicate removes them at once.
 */
export async function storeMail(
  { outbox, objects }: { outbox: OutboxStore; objects: ObjectStore },
  mail: Omit<NewMail, 'attachments'>,
  files: MailFile[],
  request: IdempotentRequest | undefined,
  extras: { companion?: { mail: NewMail; key: string }; alongside?: (trx: Database) => Promise<void> } = {},
): Promise<InsertMailOutcome> {
  const marker = incompleteMarkerKey(mail.id);
  const ourObjects = [...files.map((file) => file.stored.storedPath), marker];
  // A failed clean-up leaves the marker, so the sweep removes the folder later: log it and go on.
  const leaveToSweep = (what: string) => (error: unknown) =>
    console.warn(`${what} (mail ${mail.id}); the sweep will finish it:`, error);
  let outcome: InsertMailOutcome;
  try {
    if (files.length > 0) await objects.put(marker, Buffer.alloc(0), 'application/octet-stream');
    // Every write settles before any clean-up, so none can land after the folder was emptied.
    const writes = await Promise.allSettled(
      files.map((file) => objects.put(file.stored.storedPath, file.bytes, file.stored.type)),
    );
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
    outcome = await outbox.insert({ ...mail, attachments: files.map((file) => file.stored) }, request, extras);
  } catch (error) {
    await objects
      .remove(ourObjects)
      .catch(leaveToSweep('Removing the attachments of a mail that was not stored failed'));
    throw error;
  }
  if (!outcome.stored) {
    // Another request with the same key (the sender's retry, or another instance) stored it first.
    await objects.remove(ourObjects).catch(leaveToSweep('Removing the attachments of a duplicate mail failed'));
    return outcome;
  }
  // The mail is committed: its attachments stay whatever happens to the marker.
  if (files.length > 0)
    await objects.remove([marker]).catch(leaveToSweep('Removing the marker of a stored mail failed'));
  return outcome;
}
