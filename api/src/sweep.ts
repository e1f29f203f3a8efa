import type { OutboxStore } from './db/outbox';
import type { StaffingStore } from './db/staffing';
import { OUTBOX_PREFIX, UPLOADS_PREFIX, type ObjectInfo, type ObjectStore } from './objects/objectStore';
import { INCOMPLETE_MARKER } from './routes/mail';

export interface SweepDeps {
  store: StaffingStore;
  outbox: OutboxStore;
  objects: ObjectStore;
}

/** What a sweep removed (all of it never acknowledged to a client), and what it found but left alone. */
export interface SweepReport {
  partialFiles: number;
  pendingUploads: number;
  incompleteMails: number;
  /** Objects no record knows and no crash can leave (another database, a restore): an operator decides. */
  unknownFiles: number;
}

/** A mail's attachment objects, grouped by the mail's id (the folder under outbox/). */
async function mailFolders(objects: ObjectStore): Promise<Map<string, ObjectInfo[]>> {
  const folders = new Map<string, ObjectInfo[]>();
  for await (const item of objects.list(OUTBOX_PREFIX)) {
    const id = item.key.slice(OUTBOX_PREFIX.length).split('/')[0] ?? '';
    folders.set(id, [...(folders.get(id) ?? []), item]);
  }
  return folders;
}

/**
 * Removes what a crash (kill -9, power loss) can leave between a write and its acknowledgement, and only what
 * it can tell for certain was never acknowledged: unfinished writes, uploads whose claim is still pending,
 * and mail attachment folders still marked incomplete. Only things older than the grace period go, so work in
 * flight is never touched. An object no record knows is counted, never deleted: with claims and markers
 * written first, a crash cannot leave one, so it means another cause (a different database, a restore) that
 * an operator must look at. The same on both object stores: the data folder and a bucket.
 */
export async function sweep({ store, outbox, objects, graceMs, now = Date.now() }: SweepDeps & { graceMs: number; now?: number }): Promise<SweepReport> {
  const cutoff = now - graceMs;
  const report: SweepReport = { partialFiles: await objects.removeUnfinished(cutoff), pendingUploads: 0, incompleteMails: 0, unknownFiles: 0 };

  for await (const item of objects.list(UPLOADS_PREFIX)) {
    if (item.modifiedAt >= cutoff) continue;
    const key = item.key.slice(UPLOADS_PREFIX.length);
    const row = await store.uploadRow(key);
    if (row?.STATE === 'stored') continue;
    if (!row) {
      report.unknownFiles += 1;
      continue;
    }
    await objects.remove([item.key]);
    await store.releaseUpload(key);
    report.pendingUploads += 1;
  }
  report.pendingUploads += await store.releaseStaleUploads(new Date(cutoff).toISOString());

  for (const [id, items] of await mailFolders(objects)) {
    const marker = items.find((item) => item.key.endsWith(`/${INCOMPLETE_MARKER}`));
    const stored = (await outbox.get(id)) !== undefined;
    if (!marker) {
      if (!stored) report.unknownFiles += 1;
      continue;
    }
    if (marker.modifiedAt >= cutoff) continue;
    // Stored but still marked: the process died between the commit and removing the marker.
    if (stored) await objects.remove([marker.key]);
    else {
      // Attachments first, the marker last: a sweep cut off here still knows the folder for what it is.
      await objects.remove(items.filter((item) => item !== marker).map((item) => item.key));
      await objects.remove([marker.key]);
      report.incompleteMails += 1;
    }
  }
  return report;
}
