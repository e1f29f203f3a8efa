import { JOB_ALERTS_PATH, type JobAlertFilter } from '@tekvana/contracts/careers';
import type { StoredMail } from '../outbox/outboxStore';
import { startTestServer, type TestServer } from '../../testing/client';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { mailsTo } from '../../testing/mails';
import { startSmtpCapture } from '../../testing/services/smtp';
import { until } from '../../testing/until';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from './jobAlertRoutes';

let dataDir: string;
let app: TestServer;
const SITE = 'https://www.example.com';

beforeAll(async () => {
  dataDir = tempDataDir('job-alerts');
  // Digests every 200 ms, so a test sees one shortly after an opening is added.
  app = await startTestServer(dataDir, { faults: true, siteUrl: SITE, alertDigestIntervalMs: 200 });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const ANY: JobAlertFilter = { search: '', countryCode: '', positionType: '', workMode: '' };
let subscribers = 0;
const newAddress = () => `alerts-${(subscribers += 1)}-${Date.now()}@example.com`;
let nextReqId = 810_000;

const subscribe = (email: string, filter: Partial<JobAlertFilter>) =>
  app.inject({ method: 'POST', url: JOB_ALERTS_PATH, payload: { email, filter: { ...ANY, ...filter } } });
const addOpening = async (fields: Record<string, string>) => {
  nextReqId += 1;
  const answer = await app.inject({ method: 'POST', url: '/test/openings', payload: { REQ_ID: nextReqId, ...fields } });
  expect(answer.statusCode).toBe(201);
  return nextReqId;
};
const linkIn = (mail: StoredMail | undefined, path: string) => {
  const href = new RegExp(`href="([^"]*${path}\\?token=[^"]*)"`).exec(mail?.message ?? '')?.[1];
  if (!href) throw new Error(`No ${path} link in the mail`);
  return new URL(href.replace(/&amp;/g, '&'));
};
const postForm = (url: URL, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';
const digestsTo = async (email: string) =>
  (await mailsTo(app, email)).filter((mail) => mail.subject.includes('new opening'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

/** Subscribes, follows the confirmation link and presses its button; answers the address's mails then. */
async function confirmedAlert(email: string, filter: Partial<JobAlertFilter>) {
  expect((await subscribe(email, filter)).json()).toEqual({ code: 'OK' });
  const [request] = await mailsTo(app, email);
  const confirmLink = linkIn(request, '/alerts/confirm');
  const page = await app.inject({ url: `${confirmLink.pathname}${confirmLink.search}` });
  expect(page.body).toContain('Confirm your job alert');
  const done = await postForm(confirmLink, { token: tokenOf(confirmLink) });
  expect(done.body).toContain('Your job alert is on');
  return request;
}

describe('job alerts', () => {
  it('mail nothing but the confirmation request until the address confirms', async () => {
    const email = newAddress();
    expect((await subscribe(email, { search: 'Quantum Alchemist' })).json()).toEqual({ code: 'OK' });
    const [request, ...more] = await mailsTo(app, email);
    expect(more).toEqual([]);
    expect(request?.subject).toContain('Confirm your job alert');
    // The requester's words stay out of mail to an address that has not confirmed.
    expect(request?.textMessage).not.toContain('Quantum Alchemist');
    expect(request?.message).not.toContain('Quantum Alchemist');
    await addOpening({ PSTN_TITLE: 'Quantum Alchemist' });
    await settle();
    expect(await mailsTo(app, email)).toHaveLength(1);
  });

  it('after confirmation, mail new matching openings once as a digest with one-click unsubscribe headers', async () => {
    const email = newAddress();
    await addOpening({ PSTN_TITLE: 'Orbital Botanist', PSTN_TYP: 'Full-Time' });
    await confirmedAlert(email, { search: 'orbital botanist', positionType: 'Full-Time' });
    // Open before the confirmation: not news.
    await settle();
    expect(await digestsTo(email)).toEqual([]);

    const matching = await addOpening({ PSTN_TITLE: 'Senior Orbital Botanist', PSTN_TYP: 'Full-Time' });
    const otherType = await addOpening({ PSTN_TITLE: 'Orbital Botanist Contractor', PSTN_TYP: 'Contract' });
    const pastClosing = await addOpening({
      PSTN_TITLE: 'Orbital Botanist Emeritus',
      PSTN_TYP: 'Full-Time',
      POSTED_DATE: '2025-01-06',
      CLOSING_DATE: '2025-01-31',
    });
    await until(async () => ((await digestsTo(email)).length === 1 ? true : undefined), 'the digest');
    await settle();
    const [digest, ...more] = await digestsTo(email);
    expect(more).toEqual([]);
    expect(digest?.subject).toContain('1 new opening at');
    expect(digest?.message).toContain(`${SITE}/current-openings/job-description?jobId=${matching}`);
    expect(digest?.message).not.toContain(`jobId=${otherType}`);
    expect(digest?.message).not.toContain(`jobId=${pastClosing}`);
    const unsubscribe = linkIn(digest, '/alerts/unsubscribe');
    expect(digest?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // What a mail program's one-click unsubscribe sends (RFC 8058), here as multipart/form-data.
    const boundary = 'one-click-boundary';
    const oneClick = await app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Job alert stopped');
    await addOpening({ PSTN_TITLE: 'Lead Orbital Botanist', PSTN_TYP: 'Full-Time' });
    await settle();
    expect(await digestsTo(email)).toHaveLength(1);
  });

  it('with visa sponsorship asked, mail only openings that sponsor one', async () => {
    const email = newAddress();
    await confirmedAlert(email, { search: 'lunar cartographer', sponsorship: true });

    const sponsored = await addOpening({ PSTN_TITLE: 'Lunar Cartographer', VISA_SPONSORSHIP: 'Yes' });
    const notSponsored = await addOpening({ PSTN_TITLE: 'Lunar Cartographer II', VISA_SPONSORSHIP: 'No' });
    const unsaid = await addOpening({ PSTN_TITLE: 'Lunar Cartographer III' });
    await until(async () => ((await digestsTo(email)).length === 1 ? true : undefined), 'the digest');
    await settle();
    const [digest, ...more] = await digestsTo(email);
    expect(more).toEqual([]);
    expect(digest?.textMessage).toContain('Openings matching "lunar cartographer", with visa sponsorship');
    expect(digest?.message).toContain(`jobId=${sponsored}`);
    expect(digest?.message).not.toContain(`jobId=${notSponsored}`);
    expect(digest?.message).not.toContain(`jobId=${unsaid}`);
  });

  it('around a place, mail only openings within its radius, and keep one alert for one place however written', async () => {
    const email = newAddress();
    await confirmedAlert(email, { search: 'glacier surveyor', near: 'round rock tx', km: 50 });
    // Austin is about 28 km away, Dallas 270. The same place written otherwise is the same alert: an OK and no second confirmation request.
    expect((await subscribe(email, { search: 'glacier surveyor', near: 'Round Rock, TX', km: 50 })).json()).toEqual({
      code: 'OK',
    });
    expect(await mailsTo(app, email)).toHaveLength(1);

    const nearby = await addOpening({ PSTN_TITLE: 'Glacier Surveyor', PSTN_LCTN: 'Austin, TX' });
    const far = await addOpening({ PSTN_TITLE: 'Glacier Surveyor II', PSTN_LCTN: 'Dallas, TX' });
    const nowhere = await addOpening({ PSTN_TITLE: 'Glacier Surveyor III', PSTN_LCTN: 'Anywhere' });
    await until(async () => ((await digestsTo(email)).length === 1 ? true : undefined), 'the digest');
    await settle();
    const [digest, ...more] = await digestsTo(email);
    expect(more).toEqual([]);
    expect(digest?.textMessage).toContain('Openings matching "glacier surveyor" within 50 km of Round Rock, TX');
    expect(digest?.message).toContain(`jobId=${nearby}`);
    expect(digest?.message).not.toContain(`jobId=${far}`);
    expect(digest?.message).not.toContain(`jobId=${nowhere}`);
  });

  it.each([
    ['unknown', { near: 'Qwertyville' }, 'No place called "Qwertyville" is known'],
    ['of several places', { near: 'Austin' }, '"Austin" names more than one place'],
    ['in another country than the filter', { near: 'Pune', countryCode: 'US' }, 'is known in US'],
    ['in SQL', { near: "x' OR 1=1; DROP TABLE job_alerts; --" }, 'is known'],
  ])('refuses a place %s, naming the field, and stores nothing', async (_case, filter, message) => {
    const email = newAddress();
    const answer = await subscribe(email, filter);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ field: 'filter.near', message: expect.stringContaining(message) });
    expect(await mailsTo(app, email)).toEqual([]);
  });

  it('lets the subscriber see and delete their own alerts, and only theirs, from the link in a digest', async () => {
    const email = newAddress();
    const stranger = newAddress();
    await confirmedAlert(email, { search: 'Tidal Cartographer' });
    await confirmedAlert(email, { search: 'Tidal Cartographer', countryCode: 'IN' });
    await confirmedAlert(stranger, { search: 'Tidal Cartographer' });
    await addOpening({ PSTN_TITLE: 'Tidal Cartographer' });
    await until(async () => ((await digestsTo(email)).length === 1 ? true : undefined), 'the digest');
    const [digest] = await digestsTo(email);
    const manage = linkIn(digest, '/alerts/manage');

    const page = await app.inject({ url: `${manage.pathname}${manage.search}` });
    expect(page.body).toContain('Openings matching &quot;Tidal Cartographer&quot; in India');
    expect(page.body.match(/Delete this alert/g)).toHaveLength(2);
    const ids = [...page.body.matchAll(/name="alert" value="([0-9a-f-]{36})"/g)].map((match) => match[1] ?? '');
    const afterOne = await postForm(manage, { token: tokenOf(manage), alert: ids[0] ?? '' });
    expect(afterOne.body.match(/Delete this alert/g)).toHaveLength(1);
    const afterAll = await postForm(manage, { token: tokenOf(manage), alert: 'all' });
    expect(afterAll.body).toContain('You have no job alerts');

    // The stranger's alert was not among them and still mails.
    await addOpening({ PSTN_TITLE: 'Tidal Cartographer II' });
    await until(async () => ((await digestsTo(stranger)).length === 2 ? true : undefined), 'the digest');
    expect(await digestsTo(email)).toHaveLength(1);
  });

  it('mails one confirmation request a day per alert and a few per address; the answer never tells more', async () => {
    const email = newAddress();
    expect((await subscribe(email, { search: 'Glacier Poet' })).json()).toEqual({ code: 'OK' });
    expect((await subscribe(email.toUpperCase(), { search: ' Glacier Poet ' })).json()).toEqual({ code: 'OK' });
    expect(await mailsTo(app, email)).toHaveLength(1);
    for (let n = 1; n < CONFIRMATIONS_PER_ADDRESS_PER_DAY; n += 1)
      expect((await subscribe(email, { search: `Glacier Poet ${n}` })).statusCode).toBe(200);
    const tooMany = await subscribe(email, { search: 'Glacier Poet again' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ code: 'TOO_MANY_ALERTS', field: 'email' });
    // Past the limit a filter the address has asked for answers the same as one it has not.
    expect((await subscribe(email, { search: 'Glacier Poet' })).statusCode).toBe(429);
    expect(await mailsTo(app, email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });

  it('counts every sub-address and spelling of one mailbox together', async () => {
    const email = newAddress();
    const [local, domain] = email.split('@') as [string, string];
    for (let n = 0; n < CONFIRMATIONS_PER_ADDRESS_PER_DAY; n += 1)
      expect((await subscribe(email, { search: `Plus Poet ${n}` })).statusCode).toBe(200);
    const variants = Array.from({ length: 8 }, (_, n) => `${n % 2 ? local.toUpperCase() : local}+${n}@${domain}`);
    for (const variant of variants) {
      const answer = await subscribe(variant, { search: 'Plus Poet' });
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toMatchObject({ code: 'TOO_MANY_ALERTS' });
    }
    for (const variant of variants) expect(await mailsTo(app, variant.toLowerCase())).toHaveLength(0);
    expect(await mailsTo(app, email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });

  it('mails no more than the limit when many requests for one address arrive at once', async () => {
    const email = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => subscribe(email, { search: `Parallel Poet ${n % 8}` })),
    );
    expect(answers.every((answer) => [200, 429].includes(answer.statusCode))).toBe(true);
    expect((await mailsTo(app, email)).length).toBeLessThanOrEqual(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });

  it.each([
    ['an address that is not one', { email: 'not an address', filter: ANY }, 400],
    ['an unknown country', { email: 'a@example.com', filter: { ...ANY, countryCode: 'ZZ' } }, 422],
    ['a search over two lines', { email: 'a@example.com', filter: { ...ANY, search: 'a\nb' } }, 400],
    ['an unknown work mode', { email: 'a@example.com', filter: { ...ANY, workMode: 'Moon' } }, 400],
    ['a radius of 0', { email: 'a@example.com', filter: { ...ANY, near: 'Pune', km: 0 } }, 400],
    ['a negative radius', { email: 'a@example.com', filter: { ...ANY, near: 'Pune', km: -5 } }, 400],
    ['a radius as text', { email: 'a@example.com', filter: { ...ANY, near: 'Pune', km: '25' } }, 400],
    ['a place over two lines', { email: 'a@example.com', filter: { ...ANY, near: 'Pune\nMumbai' } }, 400],
  ])('refuses %s', async (_case, payload, status) => {
    const answer = await app.inject({ method: 'POST', url: JOB_ALERTS_PATH, payload });
    expect(answer.statusCode).toBe(status);
    expect(answer.json<{ code: string }>().code).not.toBe('OK');
  });

  it('answers a forged or cut link with a page that says so, and deletes nothing', async () => {
    const forged = await app.inject({ url: '/alerts/manage?token=abc.123.def' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link does not work');
    expect(forged.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

it('sends the digest over SMTP with its List-Unsubscribe and List-Unsubscribe-Post headers', async () => {
  const smtp = await startSmtpCapture();
  const smtpDir = tempDataDir('job-alerts-smtp');
  const server = await startTestServer(smtpDir, {
    faults: true,
    smtpUrl: smtp.url,
    deliveryPollMs: 25,
    alertDigestIntervalMs: 200,
  });
  try {
    const email = newAddress();
    const raw = async (part: string) =>
      until(() => smtp.mails.find((mail) => mail.to.includes(email) && mail.raw.includes(part))?.raw, part);
    await server.inject({
      method: 'POST',
      url: JOB_ALERTS_PATH,
      payload: { email, filter: { ...ANY, search: 'Dune Surveyor' } },
    });
    const request = await raw('Confirm your job alert');
    // Quoted-printable may wrap the link: join soft line breaks before reading it.
    const confirm = new URL(
      /(http:\/\/\S+\/alerts\/confirm\?token=[^\s"<]+)/.exec(
        request.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
      )?.[1] ?? '',
    );
    await server.inject({
      method: 'POST',
      url: confirm.pathname,
      payload: new URLSearchParams({ token: confirm.searchParams.get('token') ?? '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await server.inject({
      method: 'POST',
      url: '/test/openings',
      payload: { REQ_ID: 819_999, PSTN_TITLE: 'Dune Surveyor' },
    });
    // Long header lines arrive folded; unfolding (RFC 5322) removes each line break before white space.
    const digest = (await raw('List-Unsubscribe-Post')).replace(/\r?\n(?=[ \t])/g, '');
    expect(digest).toMatch(/^List-Unsubscribe: *<http:\/\/127\.0\.0\.1:\d+\/alerts\/unsubscribe\?token=[^>]+>\r?$/m);
    expect(digest).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  } finally {
    await server.close();
    await smtp.close();
    removeDataDir(smtpDir);
  }
});
