import fs from 'node:fs';
import path from 'node:path';
import type { OutboxStore } from './db/outbox';
import type { StaffingStore } from './db/staffing';
import { INCOMPLETE_MARKER, OUTBOX_DIR } from './routes/mail';
import { UPLOADS_DIR } from './routes/uploads';

export interface SweepDeps {
  store: StaffingStore;
  outbox: OutboxStore;
  dataDir: string;
}

/** What a sweep removed (all of it never acknowledged to a client), and what it found but left alone. */
export interface SweepReport {
  partialFiles: number;
  pendingUploads: number;
  incompleteMails: number;
  /** Files no record knows and no crash can leave (another database, a restore): an operator decides. */
  unknownFiles: number;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function olderThan(file: string, cutoff: number): Promise<boolean> {
  const stat = await fs.promises.stat(file).catch(() => undefined);
  return stat !== undefined && stat.mtimeMs < cutoff;
}

/**
 * Removes what a crash (kill -9, power loss) can leave between a write and its acknowledgement, and only what
 * it can tell for certain was never acknowledged: half-written uploads (.part), uploads whose claim is still
 * pending, and mail attachment folders still marked incomplete. Only things older than the grace period go,
 * so work in flight is never touched. A file no record knows is counted, never deleted: with claims and
 * markers written first, a crash cannot leave one, so it means another cause (a different database, a
 * restore) that an operator must look at.
 */
export async function sweep({ store, outbox, dataDir, graceMs, now = Date.now() }: SweepDeps & { graceMs: number; now?: number }): Promise<SweepReport> {
  const cutoff = now - graceMs;
  const report: SweepReport = { partialFiles: 0, pendingUploads: 0, incompleteMails: 0, unknownFiles: 0 };
  const uploadsRoot = path.join(dataDir, UPLOADS_DIR);

  for (const file of await filesUnder(uploadsRoot)) {
    if (!(await olderThan(file, cutoff))) continue;
    if (file.endsWith('.part')) {
      await fs.promises.rm(file, { force: true });
      report.partialFiles += 1;
      continue;
    }
    const key = path.relative(uploadsRoot, file).split(path.sep).join('/');
    const row = await store.uploadRow(key);
    if (row?.STATE === 'stored') continue;
    if (!row) {
      report.unknownFiles += 1;
      continue;
    }
    await fs.promises.rm(file, { force: true });
    await store.releaseUpload(key);
    report.pendingUploads += 1;
  }
  report.pendingUploads += await store.releaseStaleUploads(new Date(cutoff).toISOString());

  const outboxRoot = path.join(dataDir, OUTBOX_DIR);
  const folders = await fs.promises.readdir(outboxRoot, { withFileTypes: true }).catch(() => []);
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const full = path.join(outboxRoot, folder.name);
    const marker = path.join(full, INCOMPLETE_MARKER);
    const stored = (await outbox.get(folder.name)) !== undefined;
    if (!fs.existsSync(marker)) {
      if (!stored) report.unknownFiles += 1;
      continue;
    }
    if (!(await olderThan(marker, cutoff))) continue;
    // Stored but still marked: the process died between the commit and removing the marker.
    if (stored) await fs.promises.rm(marker, { force: true });
    else {
      await fs.promises.rm(full, { recursive: true, force: true });
      report.incompleteMails += 1;
    }
  }
  return report;
}
