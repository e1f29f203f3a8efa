import fs from 'node:fs';
import path from 'node:path';
import type { Opening, SendMailAnswer } from '@tekvana/contracts';
import { DATABASE_FILE, openDatabase } from './db/database';
import type { OutboxPage } from './features/outbox/outboxStore';
import { seed } from './db/seed/seed';
import { startTestServer } from './testing/client';
import { testDatabaseUrl, testEngine } from './testing/engine';
import { attachment, attachmentInfo, candidate, countRows, removeDataDir, tempDataDir } from './testing/helpers';

let dataDir: string;

beforeAll(() => {
  dataDir = tempDataDir('persistence');
});
afterAll(() => removeDataDir(dataDir));

it('keeps records, mails and uploads across a restart, and a re-seed keeps applications', async () => {
  const first = await startTestServer(dataDir, { signingSecret: undefined });
  for (const [url, payload] of [
    ['/post/candidateData', candidate()],
    ['/post/attachment', attachment()],
    ['/post/attachmentInfo', attachmentInfo()],
  ] as const) {
    expect((await first.inject({ method: 'POST', url, payload })).body).toBe('Inserted');
  }
  const mail = (
    await first.inject({
      method: 'POST',
      url: '/v1/sendMail',
      payload: { to: 'contact@example.com', subject: 'Kept', message: 'm' },
    })
  ).json<SendMailAnswer>();
  const { signedUrl } = (
    await first.inject({
      method: 'POST',
      url: '/s3uploadResume',
      payload: { name: 'cv.pdf', type: 'application/pdf', Attachment: 'Attachment' },
    })
  ).json<{ signedUrl: string }>();
  const openingsBefore = (await first.inject({ url: '/get/requirement' })).json<Opening[]>();
  await first.close();

  const second = await startTestServer(dataDir, { signingSecret: undefined });
  try {
    // The records live in the Jest project's engine: the SQLite file exists only when that engine is SQLite.
    expect(fs.existsSync(path.join(dataDir, DATABASE_FILE))).toBe(testEngine() === 'sqlite');
    expect(await countRows(dataDir, 'external_candidates')).toBe(1);
    expect(await countRows(dataDir, 'attachments')).toBe(1);
    expect(await countRows(dataDir, 'attachment_infos')).toBe(1);
    expect((await second.inject({ url: '/outbox.json' })).json<OutboxPage>().mails.map((item) => item.id)).toContain(
      mail.id,
    );
    // Seed data is deterministic: the same openings, UUIDs included, after a restart.
    expect((await second.inject({ url: '/get/requirement' })).json<Opening[]>()).toEqual(openingsBefore);
    // The generated signing secret is kept in the data folder, so a URL signed before the restart still works.
    const url = new URL(signedUrl);
    expect(
      (
        await second.inject({
          method: 'PUT',
          url: url.pathname + url.search,
          payload: 'pdf',
          headers: { 'content-type': 'application/pdf' },
        })
      ).statusCode,
    ).toBe(200);
  } finally {
    await second.close();
  }

  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    await seed(db);
  } finally {
    await db.destroy();
  }
  expect(await countRows(dataDir, 'external_candidates')).toBe(1);
  expect(await countRows(dataDir, 'attachments')).toBe(1);
  expect(await countRows(dataDir, 'mails')).toBe(1);
  expect(await countRows(dataDir, 'uploads')).toBe(1);
});
