import fs from 'node:fs';
import path from 'node:path';
import type { SendMailAnswer } from '@tekvana/contracts';
import type { StoredMail } from '../outbox/outboxStore';
import { candidateFolder } from '../uploads/uploadStore';
import { UPLOADS_PREFIX } from '../../platform/objects/objectStore';
import { startTestServer, type TestServer } from '../../testing/client';
import { testObjects } from '../../testing/engine';
import { applyForJob, RESUME_PDF as pdf } from '../../testing/applicants';
import {
  attachment,
  candidate,
  countRows,
  removeDataDir,
  seededOpening,
  tempDataDir,
  TEST_SECRET,
} from '../../testing/helpers';
import { mailsTo as mailsToOn, withdrawLink } from '../../testing/mails';
import { linkToken } from '../../platform/linkToken';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('applications');
  app = await startTestServer(dataDir, { careersContact: 'jobs@example.com', companyName: 'Acme & Sons' });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const mailsTo = (address: string) => mailsToOn(app, address);

/** Withdraws through a link signed for this id, as a mail's link would, and expects the page that says it is done. */
async function withdrawWithLinkFor(candidateId: string) {
  const token = linkToken(TEST_SECRET, 'withdraw-application', candidateId, Math.floor(Date.now() / 1000) + 60);
  const done = await app.inject({
    method: 'POST',
    url: '/applications/withdraw',
    payload: `token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(done.body).toContain('Your application was withdrawn');
}

/** The site's six steps for one applicant, numbered in this file. */
let applicants = 0;
const apply = (overrides: { name?: string; email?: string } = {}) => applyForJob(app, (applicants += 1), overrides);

describe("an application's confirmation", () => {
  it('goes to the candidate once, in text and HTML, with the role, the contact and a withdraw link', async () => {
    const { email, mail } = await apply({ name: 'Asha <b>Patel</b>' });
    const first = await post('/v1/sendMail', mail, { 'idempotency-key': 'application-key-1' });
    expect(first.json<SendMailAnswer>().code).toBe('OK');
    // The wrapper's retry, and a second mail naming the same candidate: still one confirmation.
    await post('/v1/sendMail', mail, { 'idempotency-key': 'application-key-1' });
    await post('/v1/sendMail', { ...mail, subject: 'Again' }, { 'idempotency-key': 'application-key-2' });

    const confirmations = await mailsTo(email);
    expect(confirmations).toHaveLength(1);
    const [confirmation] = confirmations as [StoredMail];
    const opening = seededOpening();
    expect(confirmation.subject).toBe(`We received your application: ${opening.PSTN_TITLE} (Req ID ${opening.REQ_ID})`);
    expect(confirmation.format).toBe('html');
    // Markup is no part of a name: the greeting leaves it out (decision 050), in both parts.
    expect(confirmation.message).toContain('<p>Hello,</p>');
    expect(confirmation.message).not.toMatch(/Patel/);
    expect(confirmation.message).toContain('Acme &amp; Sons');
    expect(confirmation.message).toContain('mailto:jobs@example.com');
    expect(confirmation.textMessage?.startsWith('Hello,\n')).toBe(true);
    expect(confirmation.textMessage).toContain(`Req ID: ${opening.REQ_ID}`);
    expect(confirmation.textMessage).toContain(`Location: ${opening.PSTN_LCTN}`);
    expect(confirmation.textMessage).toContain(withdrawLink(confirmation).href);
    expect(confirmation.attachments).toEqual([]);
    const outboxPage = (await app.inject({ url: `/outbox/${confirmation.id}` })).body;
    expect(outboxPage).toContain('Plain-text part');
    expect(outboxPage).toContain('Hello,');
  });

  it('is stored once when two mails naming the candidate arrive at the same moment, and neither fails', async () => {
    const { email, mail } = await apply();
    const answers = await Promise.all(
      ['together-1', 'together-2', 'together-3'].map((key) => post('/v1/sendMail', mail, { 'idempotency-key': key })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is refused for a candidate the API does not know, and on a mail that is not an application', async () => {
    const { mail } = await apply();
    const unknown = await post('/v1/sendMail', { ...mail, candidateId: 'no-such-candidate' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<SendMailAnswer>().code).not.toBe('OK');
    const contact = await post('/v1/sendMail', {
      to: 'contact@example.com',
      subject: 'Hello',
      message: 'Hi',
      candidateId: mail.candidateId,
    });
    expect(contact.statusCode).toBe(422);
  });
});

describe('withdrawing an application', () => {
  it('asks first, then deletes the records, the resume and the mails, and says so', async () => {
    const { email, mail, ids } = await apply();
    // The data folder's resumes folder of this candidate: withdrawn, nothing of it stays, not even empty.
    const uploadsFolder = path.join(dataDir, UPLOADS_PREFIX, candidateFolder(ids.candidate));
    const storesFiles = testObjects() === 'files';
    if (storesFiles) expect(fs.existsSync(uploadsFolder)).toBe(true);
    await post('/v1/sendMail', mail);
    const [confirmation] = (await mailsTo(email)) as [StoredMail];
    const link = withdrawLink(confirmation);
    const TABLES = [
      'external_candidates',
      'attachments',
      'attachment_infos',
      'uploads',
      'mails',
      'mail_attachments',
    ] as const;
    const countAll = async () => {
      const counts = await Promise.all(TABLES.map((table) => countRows(dataDir, table)));
      return Object.fromEntries(TABLES.map((table, n) => [table, counts[n] ?? 0])) as Record<
        (typeof TABLES)[number],
        number
      >;
    };
    const before = await countAll();

    const ask = await app.inject({ url: `${link.pathname}${link.search}` });
    expect(ask.statusCode).toBe(200);
    expect(ask.headers['content-security-policy']).toContain("default-src 'none'");
    expect(ask.headers['referrer-policy']).toBe('no-referrer');
    expect(ask.headers['cache-control']).toBe('private, no-store');
    expect(ask.body).toContain('Withdraw your application?');
    expect(ask.body).toContain(`Req ID ${seededOpening().REQ_ID}`);
    // Looking is not withdrawing.
    expect(await countAll()).toEqual(before);

    const token = link.searchParams.get('token') ?? '';
    const form = `token=${encodeURIComponent(token)}`;
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    const done = await app.inject({
      method: 'POST',
      url: '/applications/withdraw',
      payload: form,
      headers: formHeaders,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your application was withdrawn');
    expect(await countAll()).toEqual({
      external_candidates: before.external_candidates - 1,
      attachments: before.attachments - 1,
      attachment_infos: before.attachment_infos - 1,
      uploads: before.uploads - 1,
      // The recruiters' copy and the confirmation.
      mails: before.mails - 2,
      mail_attachments: before.mail_attachments - 1,
    });
    expect((await app.inject({ url: `/outbox/${confirmation.id}/mail.json` })).statusCode).toBe(404);
    if (storesFiles) expect(fs.existsSync(uploadsFolder)).toBe(false);

    const again = await app.inject({
      method: 'POST',
      url: '/applications/withdraw',
      payload: form,
      headers: formHeaders,
    });
    expect(again.body).toContain('There is nothing to withdraw');
    expect((await app.inject({ url: `${link.pathname}${link.search}` })).body).toContain(
      'There is nothing to withdraw',
    );
  });

  it("leaves other candidates' files alone, whatever their ids look like", async () => {
    const victim = await apply();
    await post('/v1/sendMail', victim.mail);
    // A resume sent the contract's way, without a candidate: filed under its Attachment folder.
    const legacy = await post('/s3uploadResume', {
      name: 'old.pdf',
      type: 'application/pdf',
      Attachment: 'Attachment',
    });
    const legacyUrl = new URL(legacy.json<{ signedUrl: string }>().signedUrl);
    expect(legacyUrl.pathname).toContain('/uploads/Attachment/');
    await app.inject({
      method: 'PUT',
      url: `${legacyUrl.pathname}${legacyUrl.search}`,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    // Ids that could name someone else's files: a LIKE wildcard, another case (SQLite's LIKE ignores it), and the
    // folder of resumes sent without a candidate.
    const lookalikes = [victim.ids.candidate.replace(/-/g, '_'), victim.ids.candidate.toUpperCase(), 'Attachment'];
    for (const [n, id] of lookalikes.entries()) {
      await post('/post/candidateData', candidate({ EXTERNALCANDIDATE_UUID: id, CND_EMAIL_ID: `x${n}@example.com` }));
      const uploadsBefore = await countRows(dataDir, 'uploads');
      await withdrawWithLinkFor(id);
      expect(await countRows(dataDir, 'uploads')).toBe(uploadsBefore);
    }
  });

  it("deletes only its own candidate's records: a link to another candidate's info record is refused", async () => {
    const victim = await apply();
    const attacker = await apply();
    // The attack of issue 45: the attacker's attachment names the victim's info record, so withdrawing the
    // attacker's application would delete it.
    const link = await post(
      '/post/attachment',
      attachment({
        ATCHMT_ID: `${attacker.ids.attachment}-2`,
        TBL_RW_ID: attacker.ids.candidate,
        ATTACHMENT_INFO_ID: victim.ids.info,
      }),
    );
    expect(link.statusCode).toBe(422);
    expect(link.json()).toMatchObject({ field: 'ATTACHMENT_INFO_ID', code: 'ANOTHER_CANDIDATES_RECORD' });

    const records = () => Promise.all(['attachments', 'attachment_infos'].map((table) => countRows(dataDir, table)));
    const [attachments = 0, infos = 0] = await records();
    await withdrawWithLinkFor(attacker.ids.candidate);
    expect(await records()).toEqual([attachments - 1, infos - 1]);
    // The victim's records were all still there: their withdrawal deletes both.
    await withdrawWithLinkFor(victim.ids.candidate);
    expect(await records()).toEqual([attachments - 2, infos - 2]);
  });

  it.each([
    [
      'a forged link',
      () => linkToken('another secret', 'withdraw-application', 'c0ffee00', Math.floor(Date.now() / 1000) + 60),
      400,
      'This link does not work',
    ],
    ['a cut link', () => 'c0ffee00.123', 400, 'This link does not work'],
    [
      'an expired link',
      () => linkToken(TEST_SECRET, 'withdraw-application', 'c0ffee00', Math.floor(Date.now() / 1000) - 1),
      410,
      'This link has expired',
    ],
  ])('answers %s with a page that says what to do, deleting nothing', async (_case, token, status, heading) => {
    const page = await app.inject({ url: `/applications/withdraw?token=${encodeURIComponent(token())}` });
    expect(page.statusCode).toBe(status);
    expect(page.body).toContain(heading);
    expect(page.body).toContain('jobs@example.com');
    const post = await app.inject({
      method: 'POST',
      url: '/applications/withdraw',
      payload: `token=${encodeURIComponent(token())}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(status);
  });
});
