import { testDatabaseUrl } from '../../testing/engine';
import { attachment, attachmentInfo, removeDataDir, tempDataDir } from '../../testing/helpers';
import { openDatabase } from '../../db/database';
import { CandidateRecordStore } from './candidateRecordStore';

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('staffing-links');
});
afterAll(() => removeDataDir(dataDir));

async function withStore(run: (candidateRecords: CandidateRecordStore) => Promise<void>): Promise<void> {
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    await run(new CandidateRecordStore(db));
  } finally {
    await db.destroy();
  }
}

it('refuses an info record that attachments of two candidates name (stored before decision 049)', async () => {
  await withStore(async (candidateRecords) => {
    for (const [id, candidateId] of [
      ['early-a', 'early-victim'],
      ['early-a2', 'early-attacker'],
    ] as const)
      await candidateRecords.insertRecord('attachments', 'ATCHMT_ID', {
        ...attachment({ ATCHMT_ID: id, TBL_RW_ID: candidateId, ATTACHMENT_INFO_ID: 'early-i' }),
      });
    expect(await candidateRecords.insertAttachmentInfo(attachmentInfo({ ATTACHMENTINFO_ID: 'early-i' }))).toBe(
      'another-candidates-info',
    );
  });
});
