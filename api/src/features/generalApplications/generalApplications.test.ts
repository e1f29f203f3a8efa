import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SendMailAnswer } from '@tekvana/contracts';
import { GENERAL_APPLICATION_PATH, type GeneralApplicationRequest } from '@tekvana/contracts/careers';
import { countryUuid } from '../../db/seed/geography';
import { withTestServer, startTestServer, type TestServer } from '../../testing/client';
import { testObjectStore } from '../../testing/engine';
import { countRows, removeDataDir, tempDataDir } from '../../testing/helpers';
import { mailsTo, withdrawLink, withdrawThrough } from '../../testing/mails';

const TALENT_POOL = 'talent-pool@example.com';
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('resume bytes')]);

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('general-applications');
  app = await startTestServer(dataDir, { careersContact: 'jobs@example.com', companyName: 'Acme & Sons' });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

function application(overrides: Partial<GeneralApplicationRequest> = {}): GeneralApplicationRequest {
  const id = randomUUID();
  return {
    id,
    name: 'Asha <b>Patel</b>',
    email: `general-${id}@example.com`,
    phone: '+919876543210',
    country: countryUuid('IN'),
    areasOfInterest: ['Engineering', 'Information & Technology'],
    resume: { filename: 'cv.pdf', dataUrl: `data:application/pdf;base64,${pdf.toString('base64')}` },
    consent: { processing: true, retentionMonths: 24 },
    ...overrides,
  };
}

const send = (body: unknown, server = app) =>
  server.inject({ method: 'POST', url: GENERAL_APPLICATION_PATH, payload: body });
const TABLES = ['general_applications', 'mails', 'mail_attachments'] as const;
const counts = async () => {
  const [applications = 0, mails = 0, attachments = 0] = await Promise.all(
    TABLES.map((table) => countRows(dataDir, table)),
  );
  return { applications, mails, attachments };
};

describe('a general application', () => {
  it('is stored, mailed to the talent pool list with the resume, and confirmed to the candidate', async () => {
    const sent = application();
    const answer = await send(sent);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'OK', id: sent.id });

    const [forRecruiters] = await mailsTo(app, TALENT_POOL).then((mails) =>
      mails.filter((mail) => mail.candidateId === sent.id),
    );
    expect(forRecruiters?.subject).toBe(
      'General application: Asha <b>Patel</b> (Engineering, Information & Technology)',
    );
    expect(forRecruiters?.format).toBe('html');
    expect(forRecruiters?.message).toContain('Asha &lt;b&gt;Patel&lt;/b&gt;');
    expect(forRecruiters?.message).toContain('Information &amp; Technology');
    expect(forRecruiters?.message).toContain('+919876543210');
    expect(forRecruiters?.textMessage).toContain('Country: India');
    expect(forRecruiters?.attachments).toMatchObject([
      { filename: 'cv.pdf', type: 'application/pdf', size: pdf.length },
    ]);
    const objects = await testObjectStore(dataDir);
    try {
      expect(await objects.read(forRecruiters?.attachments[0]?.storedPath ?? '')).toEqual(pdf);
    } finally {
      objects.close();
    }

    const [confirmation] = await mailsTo(app, sent.email);
    expect(confirmation?.subject).toBe('We received your resume');
    // Markup is no part of a name: the greeting leaves it out (decision 050), in both parts.
    expect(confirmation?.textMessage?.startsWith('Hello,\n')).toBe(true);
    expect(confirmation?.message).not.toMatch(/Patel/);
    expect(confirmation?.textMessage).toContain('Areas of interest: Engineering, Information & Technology');
    expect(confirmation?.textMessage).toContain('We keep your resume for 24 months, then delete it.');
    expect(confirmation?.message).toContain('Acme &amp; Sons');
    expect(confirmation && withdrawLink(confirmation).searchParams.get('token')).toMatch(new RegExp(`^${sent.id}\\.`));
  });

  it('is stored once when sent again with the same id, and refused when the id comes back with other answers', async () => {
    const sent = application();
    await send(sent);
    const before = await counts();
    const again = await send(sent);
    expect(again.json()).toEqual({ code: 'OK', id: sent.id });
    expect(await counts()).toEqual(before);
    const changed = await send({ ...sent, name: 'Someone Else' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'ID_REUSED', field: 'id' });
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'a file that is not a resume',
      { resume: { filename: 'x.exe', dataUrl: 'data:;base64,TVqQAAMAAAAEAAAA' } },
      415,
      'resume.dataUrl',
    ],
    ['an unknown country', { country: 'no-such-country' }, 422, 'country'],
    ['no area of interest', { areasOfInterest: [] }, 400, 'areasOfInterest'],
    ['an area the site does not list', { areasOfInterest: ['Astrology'] }, 400, 'areasOfInterest[0]'],
    ['the same area twice', { areasOfInterest: ['Science', 'Science'] }, 400, 'areasOfInterest'],
    ['no consent to processing', { consent: { processing: false, retentionMonths: 24 } }, 400, 'consent.processing'],
    ['a phone without its country code', { phone: '9876543210' }, 400, 'phone'],
    ['a name over two lines', { name: 'Asha\r\nBcc: x@example.com' }, 400, 'name'],
  ])('is refused with %s, and nothing is stored', async (_case, overrides, status, field) => {
    const before = await counts();
    const answer = await send(application(overrides as Partial<GeneralApplicationRequest>));
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ field });
    expect(answer.json<SendMailAnswer>().code).not.toBe('OK');
    expect(await counts()).toEqual(before);
  });

  it('cannot be addressed through the e-mail API: only the API writes to that list', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/sendMail',
      payload: { to: TALENT_POOL, subject: 'Hello', message: '<p>Hi</p>' },
    });
    expect(answer.statusCode).toBe(422);
  });

  it('is withdrawn through the link in its confirmation: the records, both mails and the resume go', async () => {
    const sent = application();
    await send(sent);
    const [confirmation] = await mailsTo(app, sent.email);
    const [forRecruiters] = (await mailsTo(app, TALENT_POOL)).filter((mail) => mail.candidateId === sent.id);
    const resumePath = forRecruiters?.attachments[0]?.storedPath ?? '';
    const before = await counts();

    const { ask, done } = await withdrawThrough(app, withdrawLink(confirmation ?? fail('no confirmation')));
    expect(ask.body).toContain('General application: Engineering, Information &amp; Technology');
    expect(done.body).toContain('Your application was withdrawn');
    expect(await counts()).toEqual({
      applications: before.applications - 1,
      // The recruiters' copy and the confirmation.
      mails: before.mails - 2,
      attachments: before.attachments - 1,
    });
    const objects = await testObjectStore(dataDir);
    try {
      expect(await objects.read(resumePath)).toBeUndefined();
    } finally {
      objects.close();
    }
  });

  it('is refused with a clear answer where the mail lists have no general application list', async () => {
    const otherDir = tempDataDir('general-applications-off');
    const listsFile = path.join(otherDir, 'lists.json');
    fs.writeFileSync(listsFile, JSON.stringify({ contact: { format: 'text', addresses: ['contact@example.com'] } }));
    try {
      await withTestServer(otherDir, { mailListsFile: listsFile }, async (server) => {
        const answer = await send(application(), server);
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toMatchObject({ code: 'GENERAL_APPLICATIONS_OFF' });
      });
    } finally {
      removeDataDir(otherDir);
    }
  });
});
