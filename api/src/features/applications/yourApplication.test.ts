import { SELF_IDENTIFICATION_PATH } from '@tekvana/contracts/careers';
import type { StoredMail } from '../outbox/outboxStore';
import {
  RESUME_PDF,
  sentGeneralApplication,
  sentInternshipApplication,
  sentJobApplication,
} from '../../testing/applicants';
import { startTestServer, type TestResponse, type TestServer } from '../../testing/client';
import { removeDataDir, seededOpening, tempDataDir, TEST_SECRET } from '../../testing/helpers';
import { mailsTo, withdrawThrough } from '../../testing/mails';
import { linkToken } from '../../platform/linkToken';
import { selfIdentificationToken } from '../selfIdentification/selfIdentificationToken';
import { APPLICATION_STAGE_PATH } from '../applicationStages/applicationStageRoutes';
import { YOUR_APPLICATION_PATH } from './confirmations';

const STAFFING_TOKEN = 'staffing-token-for-your-application';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('your-application');
  app = await startTestServer(dataDir, {
    careersContact: 'jobs@example.com',
    companyName: 'Acme & Sons',
    staffingTokens: [STAFFING_TOKEN],
  });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const get = (url: string) => app.inject({ url });
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** The page's own links: the downloads (with the page's token) and the withdraw form's token. */
function linksOn(page: TestResponse) {
  const href = (what: string) =>
    new RegExp(`href="(${YOUR_APPLICATION_PATH}/${what}\\?token=[^"]*)"`).exec(page.body)?.[1]?.replace(/&amp;/g, '&');
  const withdrawToken = /name="token" value="([^"]*)"/.exec(page.body)?.[1];
  return { data: href('data\\.json'), resume: href('resume'), withdrawToken };
}

function expectPrivate(response: TestResponse) {
  expect(response.headers).toMatchObject({
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  });
}

let jobApplicants = 9000;
const jobApplication = () => sentJobApplication(app, (jobApplicants += 1));
const generalApplication = () => sentGeneralApplication(app);
const internshipApplication = () => sentInternshipApplication(app);

interface Data {
  application: {
    kind: string;
    id: string;
    appliedFor: string;
    opening?: { status: string; reqId?: number };
    stages: Array<{ stage: string; at: string; message?: string }>;
  };
  answers: Array<{ question: string; answer: string; keptIn: string }>;
  resume: { kept: boolean; fileName?: string };
  files: unknown[];
  mails: Array<{ about: string }>;
  resumeRecords?: { fields: Record<string, string>; attachments: unknown[] };
  selfIdentification?: unknown;
}

describe('the "your application" page', () => {
  it.each([
    [
      'a job application',
      jobApplication,
      `${seededOpening().PSTN_TITLE} (Req ID ${seededOpening().REQ_ID})`,
      ['Recruiter who contacted you', 'Expected salary'],
      'cv.pdf',
    ],
    [
      'a general application',
      generalApplication,
      'General application: Engineering, Science',
      ['Areas of interest'],
      'Ravi CV.pdf',
    ],
    [
      'an internship application',
      internshipApplication,
      'Internship application: Data Science',
      ['Have you done an academic internship?', 'Not sure', 'Free from June &lt;b&gt;&amp; keen&lt;/b&gt;'],
      'asha.pdf',
    ],
  ])(
    'shows %s, downloads it as JSON and its resume, and withdraws it',
    async (_kind, send, role, shown, resumeName) => {
      const { id, email, link } = await send();
      const page = await get(pathOf(link));
      expect(page.statusCode).toBe(200);
      expectPrivate(page);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).toContain(role.replace(/&/g, '&amp;'));
      for (const text of [email, ...shown]) expect(page.body).toContain(text);
      expect(page.body).toContain(resumeName);
      // Column names are the download's business, not the page's.
      expect(page.body).not.toMatch(/CND_|ANSWERS_JSON|AREAS_JSON/);

      const links = linksOn(page);
      const data = await get(links.data ?? '');
      expect(data.statusCode).toBe(200);
      expectPrivate(data);
      expect(data.headers['content-disposition']).toBe('attachment; filename="your-application.json"');
      const json = data.json<Data>();
      expect(json.application.id).toBe(id);
      expect(json.application.appliedFor).toBe(role);
      expect(json.answers).toContainEqual(expect.objectContaining({ answer: email }));
      expect(json.resume).toMatchObject({ kept: true, fileName: resumeName });
      expect(json.mails.map((mail) => mail.about)).toContain('Our confirmation to you');
      expect(json.selfIdentification).toBeUndefined();

      const resume = await get(links.resume ?? '');
      expect(resume.statusCode).toBe(200);
      expectPrivate(resume);
      expect(resume.headers['content-type']).toBe('application/pdf');
      expect(resume.headers['content-disposition']).toBe(`attachment; filename="${resumeName}"`);
      expect(resume.raw.equals(RESUME_PDF)).toBe(true);

      // Withdraw goes through the withdraw page, which asks, then deletes.
      const withdraw = new URL(`${link.origin}/applications/withdraw`);
      withdraw.searchParams.set('token', links.withdrawToken ?? '');
      const { ask, done } = await withdrawThrough(app, withdraw);
      expect(ask.body).toContain('Withdraw your application?');
      expect(done.body).toContain('Your application was withdrawn');
      for (const url of [pathOf(link), links.data ?? '', links.resume ?? '']) {
        const gone = await get(url);
        expect(gone.statusCode).toBe(410);
        expect(gone.body).toContain('We no longer hold this application');
      }
    },
  );

  it("shows where the application stands, newest first, with the staffing system's words as plain text", async () => {
    const { id, link } = await jobApplication();
    const before = await get(pathOf(link));
    expect(before.body).toContain('<h2>Where your application stands</h2>');
    expect(before.body).toContain('We will write to you, and this page will show it, as your application moves on.');
    const report = (stage: string, message?: string) =>
      app.inject({
        method: 'POST',
        url: APPLICATION_STAGE_PATH,
        headers: { authorization: `Bearer ${STAFFING_TOKEN}` },
        payload: { applicationId: id, stage, ...(message === undefined ? {} : { message }) },
      });
    expect((await report('in-review')).statusCode).toBe(201);
    const hostile = 'Tuesday <b>10:00</b> <script>alert(1)</script> at https://evil.example/join';
    expect((await report('interview', hostile)).statusCode).toBe(201);

    const page = await get(pathOf(link));
    const stands = page.body.slice(
      page.body.indexOf('Where your application stands'),
      page.body.indexOf('Your answers'),
    );
    expect(stands.indexOf('<strong>Interview</strong>')).toBeLessThan(stands.indexOf('<strong>In review</strong>'));
    expect(stands).toContain(
      '<p>Tuesday &lt;b&gt;10:00&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt; at https://evil.example/join</p>',
    );
    expect(stands).not.toContain('<a ');
    expect(stands).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/);

    const json = (await get(linksOn(page).data ?? '')).json<Data>();
    expect(json.mails.map((mail) => mail.about).filter((about) => about.endsWith('to you'))).toEqual([
      'Our confirmation to you',
      'Our news of your application to you',
      'Our news of your application to you',
    ]);
    expect(json.application.stages).toEqual([
      { stage: 'In review', at: expect.any(String) },
      { stage: 'Interview', at: expect.any(String), message: hostile },
    ]);
  });

  it("says whether a job's opening is open, and what each record field means", async () => {
    const { link } = await jobApplication();
    const page = await get(pathOf(link));
    expect(page.body).toContain('Open: we still take applications for it.');
    const json = (await get(linksOn(page).data ?? '')).json<Data>();
    expect(json.application.opening).toMatchObject({ status: 'open', reqId: seededOpening().REQ_ID });
    expect(json.answers).toContainEqual({ question: 'Expected salary', answer: '115000', keptIn: 'EXPECTED_SALARY' });
    expect(json.resumeRecords?.attachments).toHaveLength(1);
    expect(json.resumeRecords?.fields.ATCHD_FILE_NM).toMatch(/file name/);
    // The upload and the copy attached to the recruiters' mail.
    expect(json.files).toHaveLength(2);
  });

  it('gives the voluntary self-identification in the download under its own key, never on the page', async () => {
    const { id, link } = await jobApplication();
    const answers = { race: 'two-or-more-races', veteranStatus: 'not-a-protected-veteran' };
    const posted = await app.inject({
      method: 'POST',
      url: SELF_IDENTIFICATION_PATH,
      // The token the candidate post answered with, as the test server signs it.
      payload: { candidateId: id, token: selfIdentificationToken(TEST_SECRET, id), answers },
    });
    expect(posted.statusCode).toBe(200);
    const page = await get(pathOf(link));
    expect(page.body).not.toMatch(/race|veteran/i);
    const json = (await get(linksOn(page).data ?? '')).json<Data>();
    expect(json.selfIdentification).toMatchObject({
      answers,
      inWords: [
        { question: 'Race', answer: 'Two or more races' },
        { question: 'Protected veteran status', answer: 'I am not a protected veteran' },
      ],
    });
    expect(JSON.stringify(json.answers)).not.toContain('two-or-more-races');
  });

  it.each([
    [
      'a forged link',
      () => linkToken('another secret', 'see-application', 'c0ffee00', Math.floor(Date.now() / 1000) + 60),
      400,
      'This link does not work',
    ],
    [
      'a withdraw link',
      () => linkToken(TEST_SECRET, 'withdraw-application', 'c0ffee00', Math.floor(Date.now() / 1000) + 60),
      400,
      'This link does not work',
    ],
    ['a cut link', () => 'c0ffee00.123', 400, 'This link does not work'],
    ['no link', () => '', 400, 'This link does not work'],
    [
      'an expired link',
      () => linkToken(TEST_SECRET, 'see-application', 'c0ffee00', Math.floor(Date.now() / 1000) - 1),
      410,
      'This link has expired',
    ],
  ])(
    'answers %s with a page that says what to do, on the page and both downloads',
    async (_case, token, status, heading) => {
      for (const path of [
        YOUR_APPLICATION_PATH,
        `${YOUR_APPLICATION_PATH}/data.json`,
        `${YOUR_APPLICATION_PATH}/resume`,
      ]) {
        const page = await get(`${path}?token=${encodeURIComponent(token())}`);
        expect(page.statusCode).toBe(status);
        expectPrivate(page);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain(heading);
        expect(page.body).toContain('jobs@example.com');
      }
    },
  );

  it("grants one applicant's page only: a token altered to name another applicant does not work", async () => {
    const mine = await jobApplication();
    const theirs = await generalApplication();
    const token = mine.link.searchParams.get('token') ?? '';
    const altered = token.replace(mine.id, theirs.id);
    const page = await get(`${YOUR_APPLICATION_PATH}?token=${encodeURIComponent(altered)}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain(theirs.email);
  });

  it.each([
    ['job', jobApplication, /^Asha Patel$/],
    ['general', generalApplication, /^Ravi Kumar$/],
    ['internship', internshipApplication, /^Asha Verma$/],
  ])('names the same applicant and role on the withdraw page as here (%s)', async (_kind, applied, name) => {
    const { link } = await applied();
    const page = await get(pathOf(link));
    const json = (await get(linksOn(page).data ?? '')).json<Data>();
    const withdraw = new URL(`${link.origin}/applications/withdraw`);
    withdraw.searchParams.set('token', linksOn(page).withdrawToken ?? '');
    const ask = await get(pathOf(withdraw));
    const shown = Object.fromEntries(
      [...ask.body.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(([, term, value]) => [term, value]),
    );
    expect(shown['Name']).toMatch(name);
    expect(shown['Applied for']).toBe(json.application.appliedFor.replace(/&/g, '&amp;'));
  });

  it('keeps the withdraw link of a confirmation working beside it', async () => {
    const { email } = await internshipApplication();
    const [confirmation] = (await mailsTo(app, email)) as [StoredMail];
    expect(confirmation.textMessage).toContain('/applications/yours?token=');
    const withdraw = /href="([^"]*\/applications\/withdraw\?token=[^"]*)"/.exec(confirmation.message)?.[1] ?? '';
    const { done } = await withdrawThrough(app, new URL(withdraw.replace(/&amp;/g, '&')));
    expect(done.body).toContain('Your application was withdrawn');
  });
});
