import { randomUUID } from 'node:crypto';
import { GENERAL_APPLICATION_PATH, type GeneralApplicationRequest } from '@tekvana/contracts/careers';
import type { OutboxPage, StoredMail } from '../outbox/outboxStore';
import { countryUuid } from '../../db/seed/geography';
import { foldAddress, VISITOR_MAIL_CAPS } from './visitorMail';
import { startTestServer, type TestServer } from '../../testing/client';
import { candidate, countRows, removeDataDir, seededOpening, tempDataDir } from '../../testing/helpers';

describe('foldAddress', () => {
  it.each([
    ['Asha.Patel@Example.COM', 'asha.patel@example.com'],
    ['asha+jobs@example.com', 'asha@example.com'],
    [' ASHA+1+2@example.com ', 'asha@example.com'],
    ['+asha@example.com', '+asha@example.com'],
    ['A.sha.Patel+cv@googlemail.com', 'ashapatel@gmail.com'],
    ['asha.patel@example.com', 'asha.patel@example.com'],
  ])('counts %s as the mailbox %s', (address, mailbox) => expect(foldAddress(address)).toBe(mailbox));
});

const CAP = VISITOR_MAIL_CAPS['application-confirmation'];
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('resume bytes')]);

let dataDir: string;
let instances: TestServer[] = [];

// Two API instances on one database, as behind a load balancer: the cap holds over both.
beforeAll(async () => {
  dataDir = tempDataDir('visitor-mail');
  instances = [await startTestServer(dataDir), await startTestServer(dataDir)];
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  removeDataDir(dataDir);
});

const first = () => instances[0]!;

function generalApplication(email: string, name = 'Asha Patel'): GeneralApplicationRequest {
  return {
    id: randomUUID(),
    name,
    email,
    phone: '+919876543210',
    country: countryUuid('IN'),
    areasOfInterest: ['Engineering'],
    resume: { filename: 'cv.pdf', dataUrl: `data:application/pdf;base64,${pdf.toString('base64')}` },
    consent: { processing: true, retentionMonths: 24 },
  };
}

/** Every stored mail whose recipients include this mailbox, however the address was written. */
async function mailsToMailbox(mailbox: string): Promise<StoredMail[]> {
  const mails: StoredMail[] = [];
  for (let page = 1; ; page += 1) {
    const listing = (await first().inject({ url: `/outbox.json?page=${page}` })).json<OutboxPage>();
    for (const mail of listing.mails)
      if (mail.to.some((to) => foldAddress(to) === mailbox))
        mails.push((await first().inject({ url: `/outbox/${mail.id}/mail.json` })).json<StoredMail>());
    if (page * listing.pageSize >= listing.total) return mails;
  }
}

/** A job application's record, then its mail naming the candidate, each through another instance. */
async function applyForJob(email: string) {
  const record = candidate({ EXTERNALCANDIDATE_UUID: randomUUID(), CND_EMAIL_ID: email });
  const posted = await first().inject({ method: 'POST', url: '/post/candidateData', payload: record });
  expect(posted.body).toBe('Inserted');
  const mail = await instances[1]!.inject({
    method: 'POST',
    url: '/v1/sendMail',
    payload: {
      to: ['careers-us-1@example.com'],
      subject: `Application for ${seededOpening().REQ_ID}`,
      message: '<table></table>',
      candidateId: record.EXTERNALCANDIDATE_UUID,
    },
  });
  expect(mail.json()).toMatchObject({ code: 'OK' });
}

describe('mail the site sends a visitor', () => {
  it('confirms at most the day’s cap to one mailbox over two instances and every way of writing it; every application is still stored', async () => {
    const mailbox = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const [local, domain] = mailbox.split('@') as [string, string];
    const spellings = (n: number) =>
      [mailbox, mailbox.toUpperCase(), `${local}+${n}@${domain}`, `${local.toUpperCase()}+x${n}@${domain}`][n % 4]!;
    const sent = Array.from({ length: CAP + 4 }, (_, n) => generalApplication(spellings(n)));
    const answers = await Promise.all(
      sent.map((body, n) => instances[n % 2]!.inject({ method: 'POST', url: GENERAL_APPLICATION_PATH, payload: body })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(sent.map(() => 200));
    expect(await countRows(dataDir, 'general_applications')).toBeGreaterThanOrEqual(sent.length);

    const confirmations = await mailsToMailbox(mailbox);
    expect(confirmations).toHaveLength(CAP);

    // The job application path: the record and the recruiters' mail are kept, the candidate's confirmation is not;
    // a mailbox under the cap gets its confirmation by the same path.
    await applyForJob(`${local}+job@${domain}`);
    expect(await mailsToMailbox(mailbox)).toHaveLength(CAP);
    const other = `other-${randomUUID().slice(0, 8)}@example.com`;
    await applyForJob(other);
    expect(await mailsToMailbox(other)).toHaveLength(1);
  });

  it('greets the visitor by name only when it is one: a message in the name field stays out of the mail', async () => {
    const spam = 'URGENT: your account is locked, verify at https://evil.example/login now';
    const cases = [
      [spam, 'Hello,'],
      ['Visit evil.example today', 'Hello,'],
      ['A'.repeat(61), 'Hello,'],
      ['URGENT your account is locked reply now', 'Hello,'],
      ['Visit evil. com today', 'Hello,'],
      ['J. R. R. Tolkien', 'Dear J. R. R. Tolkien,'],
      ["Dr. Siobhán O'Brien-Nakamura", "Dear Dr. Siobhán O'Brien-Nakamura,"],
    ] as const;
    for (const [name, greeting] of cases) {
      const email = `named-${randomUUID().slice(0, 8)}@example.com`;
      const answer = await first().inject({
        method: 'POST',
        url: GENERAL_APPLICATION_PATH,
        payload: generalApplication(email, name),
      });
      expect(answer.statusCode).toBe(200);
      const [confirmation] = await mailsToMailbox(email);
      expect(confirmation?.textMessage?.split('\n')[0]).toBe(greeting);
      expect(confirmation?.message).not.toContain('evil.example');
      expect(confirmation?.textMessage).not.toContain('evil.example');
    }
  });
});
