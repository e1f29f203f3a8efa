import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SendMailAnswer } from '@tekvana/contracts';
import {
  GENERAL_APPLICATION_PATH,
  INTERNSHIP_APPLICATION_PATH,
  type InternshipApplicationRequest,
} from '@tekvana/contracts/careers';
import { openDatabase } from '../../db/database';
import { countryUuid } from '../../db/seed/geography';
import { deleteExpiredApplications } from '../applications/retention';
import { OutboxStore } from '../outbox/outboxStore';
import { recordRepositories } from '../../repositories';
import { UploadStore } from '../uploads/uploadStore';
import { withTestServer, startTestServer, type TestServer } from '../../testing/client';
import { testDatabaseUrl, testObjectStore } from '../../testing/engine';
import { candidate, countRows, removeDataDir, tempDataDir } from '../../testing/helpers';
import { mailsTo, withdrawLink, withdrawThrough } from '../../testing/mails';
import { answersOf } from './internshipApplicationStore';

const INTERNSHIPS = 'internships@example.com';
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('internship resume bytes')]);

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('internship-applications');
  app = await startTestServer(dataDir, { careersContact: 'jobs@example.com', companyName: 'Acme & Sons' });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

type Application = InternshipApplicationRequest;

/** A fresher's application, as the form sends it: only the questions it showed are answered. */
function application(overrides: Partial<Application> = {}): Application {
  const id = randomUUID();
  return {
    id,
    firstName: 'Asha',
    lastName: '<b>Patel</b>',
    email: `intern-${id}@example.com`,
    gender: 'Female',
    address: '12 Lake Road\nIndiranagar',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    pinCode: '560038',
    phone: '+919876543210',
    qualification: 'B.Tech',
    experience: 'fresher',
    academicInternship: 'yes',
    reference: 'Person',
    referenceOthers: '',
    areaOfInterest: 'Software Development',
    comments: 'Available from June & keen',
    resume: { filename: 'cv.pdf', dataUrl: `data:application/pdf;base64,${pdf.toString('base64')}` },
    consent: { processing: true, retentionMonths: 24, talentPool: true },
    ...overrides,
  };
}

/** An experienced candidate's application: the four experience questions instead of the academic internship. */
function experienced(overrides: Partial<Application> = {}): Application {
  const { academicInternship: _notAsked, ...fresher } = application();
  return {
    ...fresher,
    experience: 'experienced',
    yearsOfExperience: '2',
    noticePeriod: '30',
    expectedSalary: '600000',
    experienceSummary: 'Two years of testing\nand automation',
    ...overrides,
  };
}

/** The application without the given answers, as a form that did not show them sends it. */
function without(sent: Application, ...fields: Array<keyof Application>): Application {
  const copy: Partial<Application> = { ...sent };
  for (const field of fields) delete copy[field];
  return copy as Application;
}

const send = (body: unknown, server = app) =>
  server.inject({ method: 'POST', url: INTERNSHIP_APPLICATION_PATH, payload: body });
const TABLES = ['internship_applications', 'mails', 'mail_attachments'] as const;
const counts = async () => {
  const [applications = 0, mails = 0, attachments = 0] = await Promise.all(
    TABLES.map((table) => countRows(dataDir, table)),
  );
  return { applications, mails, attachments };
};
const recruitersMailOf = async (id: string) =>
  (await mailsTo(app, INTERNSHIPS)).filter((mail) => mail.candidateId === id);

async function withStores<T>(
  run: (deps: ReturnType<typeof recordRepositories> & { uploads: UploadStore; outbox: OutboxStore }) => Promise<T>,
): Promise<T> {
  const { db } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    return await run({ ...recordRepositories(db), uploads: new UploadStore(db), outbox: new OutboxStore(db) });
  } finally {
    await db.destroy();
  }
}

async function storedObject(key: string): Promise<Buffer | undefined> {
  const objects = await testObjectStore(dataDir);
  try {
    return await objects.read(key);
  } finally {
    objects.close();
  }
}

describe('an internship application', () => {
  it('is stored, mailed to the internship list with the resume, and confirmed to the candidate', async () => {
    const sent = application();
    const before = await counts();
    const answer = await send(sent);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'OK', id: sent.id });
    expect(await counts()).toEqual({
      applications: before.applications + 1,
      mails: before.mails + 2,
      attachments: before.attachments + 1,
    });

    const row = await withStores(({ applicants }) => applicants.internshipApplication(sent.id));
    expect(row).toMatchObject({
      ID: sent.id,
      EMAIL: sent.email,
      CONSENT_PROCESSING: 'Yes',
      CONSENT_TALENT_POOL: 'Yes',
      CONSENT_RETENTION_MONTHS: 24,
    });
    expect(Date.parse(row?.CREATED_AT ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const { id: _id, email: _email, resume: _resume, consent: _consent, ...answers } = sent;
    expect(row && answersOf(row)).toEqual(answers);

    const [forRecruiters, ...more] = await recruitersMailOf(sent.id);
    expect(more).toEqual([]);
    expect(forRecruiters?.to).toEqual([INTERNSHIPS]);
    expect(forRecruiters?.subject).toBe('Internship application: Asha <b>Patel</b> (Software Development)');
    expect(forRecruiters?.format).toBe('html');
    expect(forRecruiters?.message).toContain('Asha &lt;b&gt;Patel&lt;/b&gt;');
    expect(forRecruiters?.message).toContain('Available from June &amp; keen');
    expect(forRecruiters?.message).not.toContain('<b>Patel</b>');
    expect(forRecruiters?.textMessage).toContain('Academic internship done: Yes');
    expect(forRecruiters?.textMessage).toContain('Address:\n12 Lake Road\nIndiranagar');
    expect(forRecruiters?.textMessage).toContain('Qualification: B.Tech');
    expect(forRecruiters?.textMessage).toContain('Consent: Processing for 24 months; talent pool: yes');
    // Questions not asked, and the optional answer left empty, are not listed.
    expect(forRecruiters?.textMessage).not.toContain('Years of experience');
    expect(forRecruiters?.textMessage).not.toContain('Reference details');
    expect(forRecruiters?.attachments).toMatchObject([
      { filename: 'cv.pdf', type: 'application/pdf', size: pdf.length },
    ]);
    expect(await storedObject(forRecruiters?.attachments[0]?.storedPath ?? '')).toEqual(pdf);

    const [confirmation] = await mailsTo(app, sent.email);
    expect(confirmation?.subject).toBe('We received your internship application');
    expect(confirmation?.candidateId).toBe(sent.id);
    // Markup is no part of a name: the greeting leaves it out (decision 050).
    expect(confirmation?.textMessage?.startsWith('Hello,\n')).toBe(true);
    expect(confirmation?.message).not.toMatch(/Patel/);
    expect(confirmation?.textMessage).toContain('Thank you for applying for an internship at Acme & Sons.');
    expect(confirmation?.textMessage).toContain('Area of interest: Software Development');
    expect(confirmation?.textMessage).toContain('We keep your application for 24 months');
    expect(confirmation?.message).toContain('Acme &amp; Sons');
    expect(confirmation && withdrawLink(confirmation).searchParams.get('token')).toMatch(new RegExp(`^${sent.id}\\.`));
  });

  it("takes an experienced candidate's answers, and the candidate's own reference and area under Others", async () => {
    const sent = experienced({
      firstName: 'Ravi',
      lastName: 'Kumar',
      reference: 'Others',
      referenceName: 'Campus fair',
      areaOfInterest: 'Others',
      areaOfInterestOthers: 'Robotics',
      consent: { processing: true, retentionMonths: 12, talentPool: false },
    });
    const answer = await send(sent);
    expect(answer.json()).toEqual({ code: 'OK', id: sent.id });
    const [forRecruiters] = await recruitersMailOf(sent.id);
    expect(forRecruiters?.subject).toBe('Internship application: Ravi Kumar (Others: Robotics)');
    for (const line of [
      'Experience: Experienced',
      'Years of experience: 2',
      'Notice period (days): 30',
      'Expected salary (INR per year): 600000',
      'Experience summary:\nTwo years of testing\nand automation',
      'Other area of interest: Robotics',
      'Reference name: Campus fair',
      'Consent: Processing for 12 months; talent pool: no',
    ])
      expect(forRecruiters?.textMessage).toContain(line);
    expect(forRecruiters?.textMessage).not.toContain('Academic internship');
    const [confirmation] = await mailsTo(app, sent.email);
    expect(confirmation?.textMessage?.startsWith('Dear Ravi Kumar,\n')).toBe(true);
    expect(confirmation?.textMessage).toContain('Area of interest: Others: Robotics');
    expect(confirmation?.textMessage).toContain('We keep your application for 12 months, then delete it.');
    const row = await withStores(({ applicants }) => applicants.internshipApplication(sent.id));
    expect(row?.CONSENT_TALENT_POOL).toBe('No');
  });

  it.each([
    [
      'a fresher without the academic internship',
      without(application(), 'academicInternship'),
      'academicInternship',
      'academicInternship is required when experience is "fresher"',
    ],
    [
      'a fresher with years of experience',
      application({ yearsOfExperience: '1' }),
      'yearsOfExperience',
      'yearsOfExperience is not asked when experience is "fresher"',
    ],
    [
      'a fresher with a notice period',
      application({ noticePeriod: '30' }),
      'noticePeriod',
      'noticePeriod is not asked when experience is "fresher"',
    ],
    [
      'an experienced candidate without years',
      without(experienced(), 'yearsOfExperience'),
      'yearsOfExperience',
      'yearsOfExperience is required when experience is "experienced"',
    ],
    [
      'an experienced candidate without a notice period',
      without(experienced(), 'noticePeriod'),
      'noticePeriod',
      'noticePeriod is required when experience is "experienced"',
    ],
    [
      'an experienced candidate without a salary',
      without(experienced(), 'expectedSalary'),
      'expectedSalary',
      'expectedSalary is required when experience is "experienced"',
    ],
    [
      'an experienced candidate without a summary',
      without(experienced(), 'experienceSummary'),
      'experienceSummary',
      'experienceSummary is required when experience is "experienced"',
    ],
    [
      'an experienced candidate with the academic internship',
      experienced({ academicInternship: 'no' }),
      'academicInternship',
      'academicInternship is not asked when experience is "experienced"',
    ],
    [
      'the reference Others without its name',
      application({ reference: 'Others' }),
      'referenceName',
      'referenceName is required when reference is "Others"',
    ],
    [
      'a reference name for another reference',
      application({ referenceName: 'Someone' }),
      'referenceName',
      'referenceName is not asked when reference is "Person"',
    ],
    [
      'the area Others without its name',
      application({ areaOfInterest: 'Others' }),
      'areaOfInterestOthers',
      'areaOfInterestOthers is required when areaOfInterest is "Others"',
    ],
    [
      'an other area for a listed area',
      application({ areaOfInterestOthers: 'Robotics' }),
      'areaOfInterestOthers',
      'areaOfInterestOthers is not asked when areaOfInterest is "Software Development"',
    ],
  ])('is refused with %s, naming the field, and nothing is stored', async (_case, sent, field, message) => {
    const before = await counts();
    const answer = await send(sent);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'INVALID_REQUEST', message, error: message, field });
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'a file that is not a resume',
      { resume: { filename: 'x.exe', dataUrl: 'data:;base64,TVqQAAMAAAAEAAAA' } },
      415,
      'resume.dataUrl',
    ],
    [
      'a resume that is no data URL',
      { resume: { filename: 'cv.pdf', dataUrl: 'data:nonsense' } },
      400,
      'resume.dataUrl',
    ],
    ['a qualification the form does not list', { qualification: 'MBBS' }, 400, 'qualification'],
    [
      'no consent to processing',
      { consent: { processing: false, retentionMonths: 24, talentPool: false } },
      400,
      'consent.processing',
    ],
    ['no answer on the talent pool', { consent: { processing: true, retentionMonths: 24 } }, 400, 'consent.talentPool'],
    ['a phone without its country code', { phone: '9876543210' }, 400, 'phone'],
    ['a first name over two lines', { firstName: 'Asha\r\nBcc: x@example.com' }, 400, 'firstName'],
    ['a state longer than the form allows', { state: 'x'.repeat(21) }, 400, 'state'],
  ])('is refused with %s, and nothing is stored', async (_case, overrides, status, field) => {
    const before = await counts();
    const answer = await send(application(overrides as Partial<Application>));
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ field });
    expect(answer.json<SendMailAnswer>().code).not.toBe('OK');
    expect(await counts()).toEqual(before);
  });

  it('is stored once when sent again with the same id, and refused when the id comes back with other answers', async () => {
    const sent = application();
    await send(sent);
    const before = await counts();
    const again = await send(sent);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ code: 'OK', id: sent.id });
    expect(await counts()).toEqual(before);
    expect(await recruitersMailOf(sent.id)).toHaveLength(1);
    const changed = await send({ ...sent, city: 'Mysuru' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'ID_REUSED', field: 'id' });
    expect(await counts()).toEqual(before);
  });

  it("refuses the id of a job candidate or a general application, and they refuse an internship application's", async () => {
    const jobCandidate = randomUUID();
    const posted = await app.inject({
      method: 'POST',
      url: '/post/candidateData',
      payload: candidate({ EXTERNALCANDIDATE_UUID: jobCandidate }),
    });
    expect(posted.statusCode).toBe(200);
    const general = randomUUID();
    const generalAnswer = await app.inject({
      method: 'POST',
      url: GENERAL_APPLICATION_PATH,
      payload: {
        id: general,
        name: 'Asha Patel',
        email: 'asha.general@example.com',
        phone: '+919876543210',
        country: countryUuid('IN'),
        areasOfInterest: ['Engineering'],
        resume: application().resume,
        consent: { processing: true, retentionMonths: 24 },
      },
    });
    expect(generalAnswer.json()).toEqual({ code: 'OK', id: general });

    const before = await counts();
    for (const id of [jobCandidate, general]) {
      const answer = await send(application({ id }));
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'ID_REUSED', field: 'id' });
    }
    expect(await counts()).toEqual(before);

    const sent = application();
    expect((await send(sent)).json()).toEqual({ code: 'OK', id: sent.id });
    const asCandidate = await app.inject({
      method: 'POST',
      url: '/post/candidateData',
      payload: candidate({ EXTERNALCANDIDATE_UUID: sent.id }),
    });
    expect(asCandidate.statusCode).toBe(422);
    expect(asCandidate.json()).toMatchObject({ code: 'ID_REUSED', field: 'EXTERNALCANDIDATE_UUID' });
    const asGeneral = await app.inject({
      method: 'POST',
      url: GENERAL_APPLICATION_PATH,
      payload: {
        id: sent.id,
        name: 'Asha Patel',
        email: 'asha.general@example.com',
        phone: '+919876543210',
        country: countryUuid('IN'),
        areasOfInterest: ['Engineering'],
        resume: sent.resume,
        consent: { processing: true, retentionMonths: 24 },
      },
    });
    expect(asGeneral.statusCode).toBe(422);
    expect(asGeneral.json()).toMatchObject({ code: 'ID_REUSED', field: 'id' });
  });

  it('cannot be addressed through the e-mail API: only the API writes to that list', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/sendMail',
      payload: { to: INTERNSHIPS, subject: 'Hello', message: '<p>Hi</p>' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'RECIPIENT_NOT_ALLOWED', field: 'to' });
  });

  it('is withdrawn through the link in its confirmation: the row, both mails and the resume go', async () => {
    const sent = application();
    await send(sent);
    const [confirmation] = await mailsTo(app, sent.email);
    const [forRecruiters] = await recruitersMailOf(sent.id);
    const resumePath = forRecruiters?.attachments[0]?.storedPath ?? '';
    expect(await storedObject(resumePath)).toEqual(pdf);
    const before = await counts();

    const { ask, done } = await withdrawThrough(app, withdrawLink(confirmation ?? fail('no confirmation')));
    expect(ask.body).toContain('Asha &lt;b&gt;Patel&lt;/b&gt;');
    expect(ask.body).toContain('Internship application: Software Development');
    expect(done.body).toContain('Your application was withdrawn');
    expect(await counts()).toEqual({
      applications: before.applications - 1,
      // The recruiters' copy and the confirmation.
      mails: before.mails - 2,
      attachments: before.attachments - 1,
    });
    expect(await withStores(({ applicants }) => applicants.internshipApplication(sent.id))).toBeUndefined();
    expect(await storedObject(resumePath)).toBeUndefined();
  });

  it('is deleted whole by the retention run once the months its candidate was told have passed', async () => {
    const sent = application({ consent: { processing: true, retentionMonths: 3, talentPool: false } });
    await send(sent);
    const [forRecruiters] = await recruitersMailOf(sent.id);
    const resumePath = forRecruiters?.attachments[0]?.storedPath ?? '';
    const before = await counts();
    const monthsAfter = (months: number) => {
      const later = new Date(Date.now() + 60_000);
      later.setUTCMonth(later.getUTCMonth() + months);
      return later;
    };

    const objects = await testObjectStore(dataDir);
    try {
      await withStores(async (stores) => {
        const deps = { ...stores, objects };
        // Every other application here was told more than three months.
        expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(2) })).toBe(0);
        expect(await deleteExpiredApplications(deps, { defaultMonths: 24, now: monthsAfter(3) })).toBe(1);
        expect(await deps.applicants.internshipApplication(sent.id)).toBeUndefined();
        expect(await deps.outbox.get(forRecruiters?.id ?? '')).toBeUndefined();
      });
    } finally {
      objects.close();
    }
    expect(await counts()).toEqual({
      applications: before.applications - 1,
      mails: before.mails - 2,
      attachments: before.attachments - 1,
    });
    expect(await mailsTo(app, sent.email)).toEqual([]);
    expect(await storedObject(resumePath)).toBeUndefined();
  });

  it('is refused with a clear answer where the mail lists have no internship list', async () => {
    const otherDir = tempDataDir('internship-applications-off');
    const listsFile = path.join(otherDir, 'lists.json');
    fs.writeFileSync(listsFile, JSON.stringify({ contact: { format: 'text', addresses: ['contact@example.com'] } }));
    try {
      await withTestServer(otherDir, { mailListsFile: listsFile }, async (server) => {
        const answer = await send(application(), server);
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toMatchObject({ code: 'INTERNSHIP_APPLICATIONS_OFF' });
      });
    } finally {
      removeDataDir(otherDir);
    }
  });
});
