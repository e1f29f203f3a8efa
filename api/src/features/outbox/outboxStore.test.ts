import { testDatabaseUrl } from '../../testing/engine';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { openDatabase } from '../../db/database';
import { OutboxStore } from './outboxStore';

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('outbox-claims');
});
afterAll(() => removeDataDir(dataDir));

async function withOutbox(run: (outbox: OutboxStore) => Promise<void>): Promise<void> {
  const { db, engine } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    await run(new OutboxStore(db, { deliver: true, engine }));
  } finally {
    await db.destroy();
  }
}

const mail = (id: string, createdAt: Date) => ({
  id,
  createdAt: createdAt.toISOString(),
  to: ['contact@example.com'],
  cc: [],
  bcc: [],
  subject: id,
  message: 'm',
  format: 'text' as const,
  attachments: [],
});

it('lets only the current claim record an outcome: a worker whose claim ran out and was taken over cannot', async () => {
  await withOutbox(async (outbox) => {
    const start = new Date();
    await outbox.insert(mail('claimed-twice', start));
    const [first] = await outbox.claimDue(start, 1000, 1);
    expect(first?.id).toBe('claimed-twice');
    // Within the claim nobody else gets it; after it, another worker does.
    expect(await outbox.claimDue(new Date(start.getTime() + 500), 1000, 1)).toEqual([]);
    const [second] = await outbox.claimDue(new Date(start.getTime() + 2000), 1000, 1);
    expect(second?.id).toBe('claimed-twice');
    expect(await outbox.markDelivered('claimed-twice', first?.claimedUntil ?? '', new Date())).toBe(false);
    expect(await outbox.markAttemptFailed('claimed-twice', first?.claimedUntil ?? '', 'late', undefined)).toBe(false);
    expect(await outbox.markDelivered('claimed-twice', second?.claimedUntil ?? '', new Date())).toBe(true);
    expect((await outbox.get('claimed-twice'))?.delivery).toMatchObject({
      state: 'delivered',
      attempts: 2,
      lastError: null,
    });
  });
});

it('gives up on a mail whose every try was interrupted', async () => {
  await withOutbox(async (outbox) => {
    const start = new Date();
    await outbox.insert(mail('always-interrupted', start));
    await outbox.claimDue(start, 1000, 1);
    await outbox.failAbandoned(new Date(start.getTime() + 2000), 1);
    expect((await outbox.get('always-interrupted'))?.delivery).toMatchObject({
      state: 'failed',
      lastError: 'The delivery was interrupted on every try',
    });
    expect(await outbox.claimDue(new Date(start.getTime() + 3000), 1000, 1)).toEqual([]);
  });
});

it('stores a companion once when several mails carrying it are inserted at the same moment, and none fails', async () => {
  await withOutbox(async (outbox) => {
    const start = new Date();
    const companion = { mail: mail('companion-once', start), key: 'confirmation/at-once' };
    // Every connection of a pool open first, so the inserts below do overlap.
    await Promise.all(Array.from({ length: 10 }, (_, n) => outbox.insert(mail(`warm-up-${n}`, start))));
    const mails = Array.from({ length: 10 }, (_, n) => `at-once-${n}`);
    const outcomes = await Promise.all(
      mails.map((id) =>
        outbox.insert(mail(id, start), undefined, {
          companion: { ...companion, mail: { ...companion.mail, id: `${id}-companion` } },
        }),
      ),
    );
    expect(outcomes).toEqual(mails.map(() => ({ stored: true })));
    const companions = await Promise.all(mails.map((id) => outbox.get(`${id}-companion`)));
    expect(companions.filter(Boolean)).toHaveLength(1);
  });
});
