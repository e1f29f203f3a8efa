import { openDatabase } from '../../db/database';
import { OutboxStore } from '../outbox/outboxStore';
import { monthsBefore } from '../../platform/months';
import { recordRepositories } from '../../repositories';
import type { CandidateRecordStore } from '../staffing/candidateRecordStore';
import { candidateFolder, UploadStore } from '../uploads/uploadStore';
import { uploadObjectKey, type ObjectStore } from '../../platform/objects/objectStore';
import { testDatabaseUrl, testObjectStore } from '../../testing/engine';
import type { Database } from '../../db/tables';
import { attachment, attachmentInfo, candidate, removeDataDir, tempDataDir } from '../../testing/helpers';
import { apiMail } from '../mail/apiMail';
import { deleteExpiredApplications, deleteUnfinishedApplications, UNFINISHED_APPLICATION_MS } from './retention';

async function withStores(
  run: (
    deps: ReturnType<typeof recordRepositories> & {
      uploads: UploadStore;
      outbox: OutboxStore;
      objects: ObjectStore;
      db: Database;
    },
  ) => Promise<void>,
) {
  const dataDir = tempDataDir('retention');
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  const objects = await testObjectStore(dataDir);
  try {
    await run({ ...recordRepositories(db), uploads: new UploadStore(db), outbox: new OutboxStore(db), objects, db });
  } finally {
    objects.close();
    await db.destroy();
    removeDataDir(dataDir);
  }
}

/** A candidate received now, told `months` of retention (none: from before consent was asked), with its resume. */
async function applied(
  deps: { candidateRecords: CandidateRecordStore; uploads: UploadStore; objects: ObjectStore },
  id: string,
  months?: number,
) {
  const record = candidate({
    EXTERNALCANDIDATE_UUID: id,
    ...(months === undefined
      ? {}
      : { CONSENT_PROCESSING: 'Yes', CONSENT_TALENT_POOL: 'No', CONSENT_RETENTION_MONTHS: months }),
  });
  expect(await deps.candidateRecords.insertRecord('external_candidates', 'EXTERNALCANDIDATE_UUID', { ...record })).toBe(
    'inserted',
  );
  const key = `${candidateFolder(id)}/2026-11-25/cv.pdf`;
  await deps.uploads.claim({ OBJECT_KEY: key, CONTENT_TYPE: 'application/pdf', SIZE: 1, SHA256: 'x' });
  await deps.uploads.complete(key);
  await deps.objects.put(uploadObjectKey(key), Buffer.from('%PDF-1.7'), 'application/pdf');
  return key;
}

/** A minute past `months` calendar months from now. */
function monthsAfter(months: number): Date {
  const later = new Date(Date.now() + 60_000);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

it('deletes each application once the period its candidate was told has passed, with its resume', async () => {
  await withStores(async (deps) => {
    const short = await applied(deps, 'told-12', 12);
    const long = await applied(deps, 'told-36', 36);
    const before = await applied(deps, 'from-before-consent');
    const remaining = async () =>
      (
        await Promise.all(
          ['told-12', 'told-36', 'from-before-consent'].map((id) => deps.candidateRecords.candidate(id)),
        )
      )
        .filter((row) => row !== undefined)
        .map((row) => row.EXTERNALCANDIDATE_UUID);

    expect(await deleteExpiredApplications(deps, { defaultMonths: 24 })).toBe(0);
    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(12) })).toBe(1);
    expect(await remaining()).toEqual(['told-36', 'from-before-consent']);
    expect(await deps.objects.read(uploadObjectKey(short))).toBeUndefined();
    expect(await deps.uploads.row(short)).toBeUndefined();

    // Without a period of its own, the API's default applies.
    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(24) })).toBe(1);
    expect(await remaining()).toEqual(['told-36']);
    expect(await deps.objects.read(uploadObjectKey(before))).toBeUndefined();
    expect(await deps.objects.read(uploadObjectKey(long))).toBeDefined();

    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(36) })).toBe(1);
    expect(await remaining()).toEqual([]);
  });
});

it("deletes only the expired candidate's own records, even where older data links another's", async () => {
  await withStores(async (deps) => {
    await applied(deps, 'victim', 36);
    await applied(deps, 'attacker', 12);
    // Stored as the record posts stored them before their links were checked: the attacker's second attachment
    // names the victim's info record.
    const links = [
      ['victim-a', 'victim', 'victim-i'],
      ['attacker-a', 'attacker', 'attacker-i'],
      ['attacker-a2', 'attacker', 'victim-i'],
    ];
    for (const [id = '', candidateId = '', infoId = ''] of links)
      await deps.candidateRecords.insertRecord('attachments', 'ATCHMT_ID', {
        ...attachment({ ATCHMT_ID: id, TBL_RW_ID: candidateId, ATTACHMENT_INFO_ID: infoId }),
      });
    for (const infoId of ['victim-i', 'attacker-i'])
      await deps.candidateRecords.insertRecord('attachment_infos', 'ATTACHMENTINFO_ID', {
        ...attachmentInfo({ ATTACHMENTINFO_ID: infoId }),
      });
    const ids = async (table: 'attachments' | 'attachment_infos') =>
      table === 'attachments'
        ? (await deps.db.selectFrom(table).select('ATCHMT_ID as id').orderBy('id').execute()).map((row) => row.id)
        : (await deps.db.selectFrom(table).select('ATTACHMENTINFO_ID as id').orderBy('id').execute()).map(
            (row) => row.id,
          );

    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(12) })).toBe(1);
    expect(await deps.candidateRecords.candidate('attacker')).toBeUndefined();
    expect(await ids('attachments')).toEqual(['victim-a']);
    expect(await ids('attachment_infos')).toEqual(['victim-i']);

    // Once no other candidate's attachment names it, the victim's own deletion takes it.
    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(36) })).toBe(1);
    expect(await ids('attachments')).toEqual([]);
    expect(await ids('attachment_infos')).toEqual([]);
  });
});

it('deletes a job application left unfinished for a day, with its resume, and keeps finished and recent ones', async () => {
  await withStores(async (deps) => {
    const abandoned = await applied(deps, 'abandoned', 24);
    await applied(deps, 'finished', 24);
    const mail = { subject: 'Application for Data Scientist', html: '<p>x</p>', text: 'x' };
    await deps.outbox.insert(apiMail('recruiters@example.com', mail, new Date(), { candidateId: 'finished' }));
    const remaining = async () =>
      (await Promise.all(['abandoned', 'finished'].map((id) => deps.candidateRecords.candidate(id))))
        .filter((row) => row !== undefined)
        .map((row) => row.EXTERNALCANDIDATE_UUID);

    // Within the day a retry may still finish it.
    expect(await deleteUnfinishedApplications(deps, new Date(Date.now() + UNFINISHED_APPLICATION_MS - 60_000))).toBe(0);
    expect(await remaining()).toEqual(['abandoned', 'finished']);

    expect(await deleteUnfinishedApplications(deps, new Date(Date.now() + UNFINISHED_APPLICATION_MS + 60_000))).toBe(1);
    expect(await remaining()).toEqual(['finished']);
    expect(await deps.objects.read(uploadObjectKey(abandoned))).toBeUndefined();
    expect(await deps.uploads.row(abandoned)).toBeUndefined();
  });
});

it('counts months on the calendar', () => {
  expect(monthsBefore(new Date('2026-11-25T10:00:00Z'), 24).toISOString()).toBe('2024-11-25T10:00:00.000Z');
  expect(monthsBefore(new Date('2026-03-15T00:00:00Z'), 1).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  // A month-end date ends at the last day of the shorter month, never in the month after.
  expect(monthsBefore(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
  expect(monthsBefore(new Date('2028-03-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
});

it('logs an application it cannot delete, deletes the others and tries that one again at the next run', async () => {
  await withStores(async (deps) => {
    const stuck = await applied(deps, 'store-fails', 12);
    await applied(deps, 'deletable', 12);
    const remove = deps.objects.remove.bind(deps.objects);
    const failing = jest.spyOn(deps.objects, 'remove').mockImplementation(async (keys) => {
      if (keys.includes(uploadObjectKey(stuck))) throw new Error('file store unreachable');
      await remove(keys);
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = monthsAfter(12);
    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: later })).toBe(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('store-fails'), expect.any(Error));
    logged.mockRestore();
    expect(await deps.candidateRecords.candidate('deletable')).toBeUndefined();
    expect(await deps.candidateRecords.candidate('store-fails')).toBeDefined();
    failing.mockRestore();

    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: later })).toBe(1);
    expect(await deps.candidateRecords.candidate('store-fails')).toBeUndefined();
  });
});

it('deletes a general application past the period it was told, with its mails and resume', async () => {
  await withStores(async (deps) => {
    const receivedAt = new Date().toISOString();
    const resumePath = 'outbox/general-mail/0-cv.pdf';
    await deps.objects.put(resumePath, Buffer.from('%PDF-1.7'), 'application/pdf');
    const attachments = [{ n: 0, filename: 'cv.pdf', type: 'application/pdf', size: 8, storedPath: resumePath }];
    const mail = { id: 'general-mail', createdAt: receivedAt, to: ['talent-pool@example.com'], cc: [], bcc: [] };
    await deps.outbox.insert(
      { ...mail, subject: 's', message: 'm', format: 'html', attachments, candidateId: 'general-1' },
      undefined,
      {
        alongside: async (trx) => {
          await trx
            .insertInto('general_applications')
            .values({
              ID: 'general-1',
              RECEIVED_AT: receivedAt,
              NAME: 'Asha',
              EMAIL: 'asha@example.com',
              PHONE: '+919876543210',
              COUNTRY_UUID: 'in',
              AREAS_JSON: '["Science"]',
              CONSENT_PROCESSING: 'Yes',
              CONSENT_RETENTION_MONTHS: 6,
            })
            .execute();
        },
      },
    );
    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(5) })).toBe(0);
    expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(6) })).toBe(1);
    expect(await deps.applicants.generalApplication('general-1')).toBeUndefined();
    expect(await deps.outbox.get('general-mail')).toBeUndefined();
    expect(await deps.objects.read(resumePath)).toBeUndefined();
  });
});
