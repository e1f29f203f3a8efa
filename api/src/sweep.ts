import fs from 'node:fs';
import path from 'node:path';
import type { OutboxStore } from './db/outbox';
import type { StaffingStore } from './db/staffing';
import { OUTBOX_DIR } from './routes/mail';
import { UPLOADS_DIR } from './routes/uploads';

export interface SweepDeps {
  store: StaffingStore;
  outbox: OutboxStore;
  dataDir: string;
}

/** What a sweep removed: all of it was never acknowledged to a client. */
export interface SweepReport {
  partialFiles: number;
  unclaimedUploads: number;
  pendingUploads: number;
  orphanMailFolders: number;
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
 * Removes what a crash (kill -9, power loss) can leave between a write and its acknowledgement: half-written
 * uploads (.part), upload files and claims whose upload never completed, and attachment folders of mails
 * that were never stored. Only things older than the grace period go, so work in flight is never touched;
 * nothing a client was told is stored is ever removed.
 */
export async function sweep({ store, outbox, dataDir, graceMs, now = Date.now() }: SweepDeps & { graceMs: number; now?: number }): Promise<SweepReport> {
  const cutoff = now - graceMs;
  const report: SweepReport = { partialFiles: 0, unclaimedUploads: 0, pendingUploads: 0, orphanMailFolders: 0 };
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
    await fs.promises.rm(file, { force: true });
    if (row) await store.releaseUpload(key);
    report[row ? 'pendingUploads' : 'unclaimedUploads'] += 1;
  }
  report.pendingUploads += await store.releaseStaleUploads(new Date(cutoff).toISOString());

  const outboxRoot = path.join(dataDir, OUTBOX_DIR);
  const folders = await fs.promises.readdir(outboxRoot, { withFileTypes: true }).catch(() => []);
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const full = path.join(outboxRoot, folder.name);
    if (!(await olderThan(full, cutoff)) || (await outbox.get(folder.name))) continue;
    await fs.promises.rm(full, { recursive: true, force: true });
    report.orphanMailFolders += 1;
  }
  return report;
}
