import { sql } from 'kysely';
import type { Database, UploadRow } from '../../db/tables';

/**
 * The folder of a candidate's resumes. Its own prefix, so no candidate id can name a folder that requests without
 * a candidate use (their `Attachment`, "Attachment" for the site); ids are safe path characters, kept as they are.
 */
export const candidateFolder = (candidateId: string) => `candidate-${candidateId}`;

/**
 * Upload keys filed under a candidate: those starting `<candidate id>/`, compared exactly. Not LIKE: an id's own
 * `_` would be a wildcard there, and SQLite's LIKE ignores case.
 */
export function filedUnder(candidateId: string) {
  const prefix = `${candidateFolder(candidateId)}/`;
  return sql<boolean>`substr(${sql.ref('OBJECT_KEY')}, 1, ${prefix.length}) = ${prefix}`;
}

/**
 * The uploads table: one row per object key a signed upload URL names, claimed before its file is written (decision
 * 029). The claim's time (UPLOADED_AT) tells a claim from a later one that took the key over, so only the try that
 * holds the claim completes or releases it.
 */
export class UploadStore {
  constructor(private readonly db: Database) {}

  /** Claims a key before its object is written; answers the row already there when it was claimed before. */
  async claim(
    upload: Omit<UploadRow, 'UPLOADED_AT' | 'STATE'>,
    claimedAt = new Date().toISOString(),
  ): Promise<'claimed' | UploadRow> {
    const result = await this.db
      .insertInto('uploads')
      .values({ ...upload, UPLOADED_AT: claimedAt, STATE: 'pending' })
      .onConflict((conflict) => conflict.column('OBJECT_KEY').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return 'claimed';
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('OBJECT_KEY', '=', upload.OBJECT_KEY)
      .executeTakeFirstOrThrow();
  }

  /** Marks a claimed upload stored; false when the claim is no longer this one (released or taken over). */
  async complete(key: string, claimedAt?: string): Promise<boolean> {
    let update = this.db
      .updateTable('uploads')
      .set({ STATE: 'stored' })
      .where('OBJECT_KEY', '=', key)
      .where('STATE', '=', 'pending');
    if (claimedAt !== undefined) update = update.where('UPLOADED_AT', '=', claimedAt);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  row(key: string): Promise<UploadRow | undefined> {
    return this.db.selectFrom('uploads').selectAll().where('OBJECT_KEY', '=', key).executeTakeFirst();
  }

  /** Claims still pending since before `cutoff` (ISO time): their upload died with its process. */
  staleClaims(cutoff: string): Promise<UploadRow[]> {
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('STATE', '=', 'pending')
      .where('UPLOADED_AT', '<', cutoff)
      .execute();
  }

  /**
   * Gives a claimed key back (its object could not be written, or its try died), so the same URL can be tried
   * again; with `claimedAt`, only that claim. False when there was no such pending claim.
   */
  async release(key: string, claimedAt?: string): Promise<boolean> {
    let release = this.db.deleteFrom('uploads').where('OBJECT_KEY', '=', key).where('STATE', '=', 'pending');
    if (claimedAt !== undefined) release = release.where('UPLOADED_AT', '=', claimedAt);
    const result = await release.executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The keys of the resumes uploaded for a candidate (filed under its id, decision 029). */
  async keysOfCandidate(candidateId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('uploads').select('OBJECT_KEY').where(filedUnder(candidateId)).execute();
    return rows.map((row) => row.OBJECT_KEY);
  }
}
