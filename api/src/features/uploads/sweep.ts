import type { OutboxStore } from '../outbox/outboxStore';
import type { UploadStore } from './uploadStore';
import {
  incompleteMarkerKey,
  INCOMPLETE_PREFIX,
  OUTBOX_PREFIX,
  UPLOADS_PREFIX,
  listAll,
  uploadObjectKey,
  type ObjectStore,
} from '../../platform/objects/objectStore';

export interface SweepDeps {
  uploads: UploadStore;
  outbox: OutboxStore;
  objects: ObjectStore;
}

/** What a sweep removed, all of it never acknowledged to a client. */
export interface SweepReport {
  partialFiles: number;
  pendingUploads: number;
  incompleteMails: number;
}

/**
 * Removes what a crash (kill -9, power loss) can leave between a write and its acknowledgement, and only what
 * it can tell for certain was never acknowledged: unfinished writes, uploads whose claim is still pending, and
 * the attachments of mails whose marker is still there. Claims and markers are written before the data, so the
 * sweep is driven by them (the database, and the small markers folder) and never lists the stored objects. Only
 * things older than the grace period go, so work in flight is never touched. The same on both object stores.
 */
export async function sweep({
  uploads,
  outbox,
  objects,
  graceMs,
  now = Date.now(),
}: SweepDeps & { graceMs: number; now?: number }): Promise<SweepReport> {
  const cutoff = now - graceMs;
  const report: SweepReport = {
    partialFiles: await objects.removeUnfinished(cutoff),
    pendingUploads: 0,
    incompleteMails: 0,
  };

  for (const claim of await uploads.staleClaims(new Date(cutoff).toISOString())) {
    // The object first, the claim last: a sweep cut off here still finds the claim next time.
    await objects.remove([uploadObjectKey(claim.OBJECT_KEY)]);
    if (await uploads.release(claim.OBJECT_KEY, claim.UPLOADED_AT)) report.pendingUploads += 1;
  }

  for (const marker of await listAll(objects, INCOMPLETE_PREFIX)) {
    if (marker.modifiedAt >= cutoff) continue;
    const id = marker.key.slice(INCOMPLETE_PREFIX.length);
    // Stored but still marked: the process died between the commit and removing the marker.
    if ((await outbox.get(id)) === undefined) {
      await objects.remove((await listAll(objects, `${OUTBOX_PREFIX}${id}/`)).map((item) => item.key));
      report.incompleteMails += 1;
    }
    await objects.remove([marker.key]);
  }
  return report;
}

/**
 * Counts stored objects no record knows. A crash cannot leave one (claims and markers come first), so one means
 * another cause (the API pointed at another database, a restore) that an operator must look at; nothing is
 * removed. It lists every object, so it runs once at start, in the background, not with every sweep; `signal`
 * ends it early when the API closes.
 */
export async function countUnknownObjects({
  uploads,
  outbox,
  objects,
  graceMs,
  now = Date.now(),
  signal,
}: SweepDeps & { graceMs: number; now?: number; signal?: AbortSignal }): Promise<number> {
  const cutoff = now - graceMs;
  let unknown = 0;
  for await (const item of objects.list(UPLOADS_PREFIX)) {
    if (signal?.aborted) return unknown;
    if (item.modifiedAt < cutoff && (await uploads.row(item.key.slice(UPLOADS_PREFIX.length))) === undefined)
      unknown += 1;
  }
  const checkedMails = new Map<string, boolean>();
  for await (const item of objects.list(OUTBOX_PREFIX)) {
    if (signal?.aborted) return unknown;
    const id = item.key.slice(OUTBOX_PREFIX.length).split('/')[0] ?? '';
    if (item.modifiedAt >= cutoff) continue;
    if (!checkedMails.has(id)) {
      const known = (await outbox.get(id)) !== undefined || (await objects.read(incompleteMarkerKey(id))) !== undefined;
      checkedMails.set(id, known);
    }
    if (!checkedMails.get(id)) unknown += 1;
  }
  return unknown;
}
