import type { SendMailAnswer } from '@tekvana/contracts';
import { OUTBOX_PAGE_SIZE, type OutboxPage, type StoredMail } from '../outbox/outboxStore';
import { startTestServer, type TestServer } from '../../testing/client';
import { countRows, removeDataDir, tempDataDir } from '../../testing/helpers';
import { MAIL_BODY_LIMIT } from '@tekvana/contracts/requests';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('mail');
  app = await startTestServer(dataDir);
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const resume = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0xfe, 0x80]);
const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`;

const send = (payload: unknown) => app.inject({ method: 'POST', url: '/v1/sendMail', payload });
const outboxJson = async () => (await app.inject({ url: '/outbox.json' })).json<OutboxPage>().mails;
const mailJson = async (id: string | undefined) =>
  (await app.inject({ url: `/outbox/${id}/mail.json` })).json<StoredMail>();

const applicationMail = {
  to: ['careers-us-1@example.com', 'careers-us-2@example.com'],
  cc: [],
  bcc: 'careers-us-3@example.com',
  subject: 'Application for 24064 - Senior DevOps Engineer',
  message:
    '<table><tr><th>Name</th><td>Asha Patel</td></tr></table><script>parent.document.title="owned"</script><img src=x onerror=alert(1)>',
  attachments: [{ path: dataUrl(resume), filename: 'Asha Patel resume.pdf', type: 'application/pdf' }],
};

describe('POST /v1/sendMail', () => {
  it('stores the mail and its decoded attachment, answering code OK and an id', async () => {
    const response = await send(applicationMail);
    expect(response.statusCode).toBe(200);
    const answer = response.json<SendMailAnswer>();
    expect(answer).toEqual({ code: 'OK', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const stored = await mailJson(answer.id);
    expect(stored).toMatchObject({
      id: answer.id,
      to: applicationMail.to,
      cc: [],
      bcc: ['careers-us-3@example.com'],
      format: 'html',
      subject: applicationMail.subject,
      message: applicationMail.message,
      attachments: [{ n: 0, filename: 'Asha Patel resume.pdf', type: 'application/pdf', size: resume.length }],
    });
    const download = await app.inject({ url: `/outbox/${answer.id}/attachments/0` });
    expect(download.statusCode).toBe(200);
    expect(download.raw.equals(resume)).toBe(true);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Asha Patel resume.pdf"');
  });

  it('accepts a plain-text contact mail with string addresses and no attachments', async () => {
    const response = await send({
      to: 'contact@example.com',
      cc: [],
      bcc: [],
      subject: 'Contact form',
      message: 'Name: Ravi\nMessage: Hello',
    });
    expect(response.json()).toMatchObject({ code: 'OK' });
    expect(await mailJson(response.json<SendMailAnswer>().id)).toMatchObject({
      to: ['contact@example.com'],
      format: 'text',
      message: 'Name: Ravi\nMessage: Hello',
    });
  });

  it('decodes non-base64 data URLs too', async () => {
    const { id } = (
      await send({
        ...applicationMail,
        subject: 'Note',
        attachments: [{ path: 'data:text/plain,Hello%2C%20world', filename: 'note.txt', type: '' }],
      })
    ).json<SendMailAnswer>();
    const download = await app.inject({ url: `/outbox/${id}/attachments/0` });
    expect(download.body).toBe('Hello, world');
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('judges attachments by their bytes: a non-resume gets 415 and the stored type is the one the bytes show', async () => {
    const before = await countRows(dataDir, 'mails');
    for (const [bytes, filename] of [
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'cv.pdf'],
      [Buffer.from([0x4d, 0x5a, 0x90, 0x00]), 'cv.doc'],
    ] as const) {
      const refused = await send({
        ...applicationMail,
        attachments: [{ path: dataUrl(bytes), filename, type: 'application/pdf' }],
      });
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({
        field: 'attachments[0].path',
        error: 'attachments[0] must be a PDF, DOC, DOCX, RTF, ODT or plain text file',
      });
    }
    expect(await countRows(dataDir, 'mails')).toBe(before);
    const declaredHtml = await send({
      ...applicationMail,
      attachments: [{ path: dataUrl(resume, 'text/html'), filename: 'cv.pdf', type: 'text/html' }],
    });
    expect((await mailJson(declaredHtml.json<SendMailAnswer>().id)).attachments).toEqual([
      expect.objectContaining({ type: 'application/pdf' }),
    ]);
  });

  it('refuses attachments on a list that takes none (the contact list) with 422', async () => {
    const response = await send({
      to: 'contact@example.com',
      subject: 'Contact with a file',
      message: 'm',
      attachments: [{ path: dataUrl(resume), filename: 'cv.pdf', type: 'application/pdf' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'ATTACHMENTS_NOT_ALLOWED', field: 'attachments' });
  });

  it.each([
    ['missing to', { subject: 's', message: 'm' }, 'to'],
    ['empty to list', { to: [], subject: 's', message: 'm' }, 'to'],
    ['bad e-mail in to', { to: 'not-an-address', subject: 's', message: 'm' }, 'to'],
    [
      'bad e-mail in cc list',
      { to: 'contact@example.com', cc: ['ok@example.com', 'nope'], subject: 's', message: 'm' },
      'cc[1]',
    ],
    ['wrong type', { to: 'contact@example.com', subject: 42, message: 'm' }, 'subject'],
    ['missing message', { to: 'contact@example.com', subject: 's' }, 'message'],
    ['over-long subject', { to: 'contact@example.com', subject: 'x'.repeat(1000), message: 'm' }, 'subject'],
    ['a NUL in the subject', { to: 'contact@example.com', subject: 'Hi\u0000there', message: 'm' }, 'subject'],
    ['a vertical tab in the subject', { to: 'contact@example.com', subject: 'Hi\u000bthere', message: 'm' }, 'subject'],
    ['a form feed in the subject', { to: 'contact@example.com', subject: 'Hi\u000cthere', message: 'm' }, 'subject'],
    [
      'an encoded word in the subject',
      { to: 'contact@example.com', subject: 'Re: =?utf-8?B?SGVsbG8=?=', message: 'm' },
      'subject',
    ],
    ['a subject of zero-width spaces', { to: 'contact@example.com', subject: '\u200b\u200b', message: 'm' }, 'subject'],
    [
      'attachment not a data URL',
      {
        to: 'careers-us-1@example.com',
        subject: 's',
        message: 'm',
        attachments: [{ path: 'http://example.com/x.pdf', filename: 'x.pdf', type: 'application/pdf' }],
      },
      'attachments[0].path',
    ],
    [
      'corrupt base64',
      {
        to: 'careers-us-1@example.com',
        subject: 's',
        message: 'm',
        attachments: [{ path: 'data:application/pdf;base64,@@@', filename: 'x.pdf', type: 'application/pdf' }],
      },
      'attachments[0].path',
    ],
    [
      'attachment without filename',
      {
        to: 'careers-us-1@example.com',
        subject: 's',
        message: 'm',
        attachments: [{ path: dataUrl(resume), type: 'application/pdf' }],
      },
      'attachments[0].filename',
    ],
  ])('%s: 400 with a code other than OK naming the field, nothing stored', async (_label, payload, field) => {
    const before = await countRows(dataDir, 'mails');
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST', error: expect.any(String), field });
    expect(await countRows(dataDir, 'mails')).toBe(before);
  });

  it.each([
    [
      'blank subject',
      { to: 'contact@example.com', subject: '   ', message: 'm' },
      'subject',
      'subject must be one line of text, not blank, without an encoded word',
    ],
    [
      'CR/LF in the subject (header injection)',
      { to: 'contact@example.com', subject: 'Hi\r\nBcc: victim@example.org', message: 'm' },
      'subject',
      'subject must be one line of text, not blank, without an encoded word',
    ],
    [
      'LF alone in the subject',
      { to: 'contact@example.com', subject: 'Hi\nX-Spam: yes', message: 'm' },
      'subject',
      'subject must be one line of text, not blank, without an encoded word',
    ],
    [
      'CR/LF in an attachment name',
      {
        to: 'careers-us-1@example.com',
        subject: 's',
        message: 'm',
        attachments: [
          { path: dataUrl(resume), filename: 'cv.pdf\r\nContent-Type: text/html', type: 'application/pdf' },
        ],
      },
      'attachments[0].filename',
      'attachments[0].filename must be one line of text, not blank, without an encoded word',
    ],
  ])('%s: 400 naming the field, nothing stored', async (_label, payload, field, error) => {
    const before = await countRows(dataDir, 'mails');
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST', error, field });
    expect(await countRows(dataDir, 'mails')).toBe(before);
  });
});

describe('no open relay: the server decides who receives mail', () => {
  const many = (prefix: string) => Array.from({ length: 50 }, (_, n) => `${prefix}${n}@victims.example.org`);

  it.each([
    ['a stranger in to', { to: 'someone@elsewhere.example.org' }, 'to', 'RECIPIENT_NOT_ALLOWED'],
    [
      'a stranger in cc beside a company address',
      { to: 'contact@example.com', cc: ['someone@elsewhere.example.org'] },
      'cc',
      'RECIPIENT_NOT_ALLOWED',
    ],
    [
      'a stranger in bcc',
      { to: 'contact@example.com', bcc: 'spy@elsewhere.example.org' },
      'bcc',
      'RECIPIENT_NOT_ALLOWED',
    ],
    [
      '50 to + 50 cc + 50 bcc strangers',
      { to: many('t'), cc: many('c'), bcc: many('b') },
      'to',
      'RECIPIENT_NOT_ALLOWED',
    ],
    [
      'addresses of two different lists',
      { to: ['contact@example.com', 'careers-us-1@example.com'] },
      'to',
      'RECIPIENT_NOT_ALLOWED',
    ],
    [
      'one address named twice',
      { to: 'careers-us-1@example.com', cc: 'Careers-US-1@example.com' },
      'cc',
      'DUPLICATE_RECIPIENT',
    ],
  ])('%s: 422 with a code saying why, nothing stored', async (_label, recipients, field, code) => {
    const before = await countRows(dataDir, 'mails');
    const attachmentsBefore = await countRows(dataDir, 'mail_attachments');
    const response = await send({
      subject: 'Relay?',
      message: '<a href="https://spam.example.org">buy</a>',
      attachments: [{ path: dataUrl(resume), filename: 'x.pdf', type: 'application/pdf' }],
      ...recipients,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code, field, error: expect.any(String) });
    expect(await countRows(dataDir, 'mails')).toBe(before);
    expect(await countRows(dataDir, 'mail_attachments')).toBe(attachmentsBefore);
  });

  it('matches company addresses whatever their case', async () => {
    expect((await send({ to: 'Contact@Example.COM', subject: 'Case', message: 'm' })).json()).toMatchObject({
      code: 'OK',
    });
  });

  it("keeps a contact message plain text: tags in it are the visitor's words, shown escaped, never as HTML", async () => {
    const { id } = (
      await send({
        to: 'contact@example.com',
        subject: 'Enquiry',
        message: 'Hello <b>team</b>\n<script>alert(1)</script>',
      })
    ).json<SendMailAnswer>();
    expect(await mailJson(id)).toMatchObject({ format: 'text' });
    const page = (await app.inject({ url: `/outbox/${id}` })).body;
    expect(page).toContain('<pre>Hello &lt;b&gt;team&lt;/b&gt;\n&lt;script&gt;alert(1)&lt;/script&gt;</pre>');
    expect(page).not.toContain('<iframe');
  });

  it('accepts attachments of several MB but refuses bodies over its limit with 413', async () => {
    const big = Buffer.concat([resume, Buffer.alloc(5 * 1024 * 1024, 7)]);
    expect(
      (
        await send({
          ...applicationMail,
          attachments: [{ path: dataUrl(big), filename: 'big.pdf', type: 'application/pdf' }],
        })
      ).json(),
    ).toMatchObject({ code: 'OK' });
    const tooBig = await send({
      ...applicationMail,
      attachments: [
        {
          path: `data:application/pdf;base64,${'A'.repeat(MAIL_BODY_LIMIT)}`,
          filename: 'huge.pdf',
          type: 'application/pdf',
        },
      ],
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('outbox', () => {
  it('lists mails newest first in JSON and HTML', async () => {
    const first = (
      await send({ to: 'careers-in-1@example.com', subject: 'First & <older>', message: 'one' })
    ).json<SendMailAnswer>();
    const second = (
      await send({ to: 'careers-in-2@example.com', subject: 'Second', message: 'two' })
    ).json<SendMailAnswer>();
    const ids = (await outboxJson()).map((mail) => mail.id);
    expect(ids.indexOf(second.id ?? '')).toBe(0);
    expect(ids.indexOf(first.id ?? '')).toBe(1);

    const page = await app.inject({ url: '/outbox' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.indexOf('careers-in-2@example.com')).toBeLessThan(page.body.indexOf('careers-in-1@example.com'));
    expect(page.body).toContain('First &amp; &lt;older&gt;');
    expect(page.body).toContain(`href="/outbox/${second.id}"`);
  });

  it('shows an HTML message only inside a sandboxed srcdoc iframe, never as live markup', async () => {
    const { id } = (await send(applicationMail)).json<SendMailAnswer>();
    const page = await app.inject({ url: `/outbox/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toMatch(/<iframe sandbox="" [^>]*srcdoc="&lt;table&gt;/);
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('careers-us-2@example.com');
    expect(page.body).toContain(`/outbox/${id}/attachments/0`);
  });

  it('shows a plain-text message escaped', async () => {
    const { id } = (
      await send({ to: 'contact@example.com', subject: 's', message: 'a < b & c' })
    ).json<SendMailAnswer>();
    expect((await app.inject({ url: `/outbox/${id}` })).body).toContain('<pre>a &lt; b &amp; c</pre>');
  });

  it(`pages listings ${OUTBOX_PAGE_SIZE} at a time and never carries messages in them`, async () => {
    const big = 'x'.repeat(200_000);
    const sent: string[] = [];
    for (let n = 0; n < OUTBOX_PAGE_SIZE + 5; n += 1) {
      sent.push(
        (
          await send({ to: 'contact@example.com', subject: `Paging ${n} 100%_sure`, message: big })
        ).json<SendMailAnswer>().id ?? '',
      );
    }
    const first = (await app.inject({ url: '/outbox.json?subject=paging' })).json<OutboxPage>();
    expect(first).toMatchObject({ page: 1, pageSize: OUTBOX_PAGE_SIZE, total: OUTBOX_PAGE_SIZE + 5 });
    expect(first.mails.map((mail) => mail.id)).toEqual(sent.slice(5).reverse());
    expect(first.mails[0]).not.toHaveProperty('message');
    expect(JSON.stringify(first).length).toBeLessThan(50_000);
    const second = (await app.inject({ url: '/outbox.json?subject=paging&page=2' })).json<OutboxPage>();
    expect(second.mails.map((mail) => mail.id)).toEqual(sent.slice(0, 5).reverse());
    // % and _ in the search are matched literally, and case is ignored on both engines.
    expect(
      (await app.inject({ url: `/outbox.json?subject=${encodeURIComponent('4 100%_SURE')}` }))
        .json<OutboxPage>()
        .mails.map((mail) => mail.subject),
    ).toEqual([54, 44, 34, 24, 14, 4].map((n) => `Paging ${n} 100%_sure`));
    expect(
      (await app.inject({ url: `/outbox.json?subject=${encodeURIComponent('0%0')}` })).json<OutboxPage>().total,
    ).toBe(0);

    const html = (await app.inject({ url: '/outbox?subject=paging&page=2' })).body;
    expect(html).toContain('Page 2 of 2 (55 mails)');
    expect(html).toContain('href="/outbox?subject=paging" rel="prev"');
    expect(html).not.toContain(big.slice(0, 1000));
  });

  it('refuses a bad page number with 400', async () => {
    for (const page of ['0', '-1', 'two', '1.5'])
      expect((await app.inject({ url: `/outbox.json?page=${page}` })).statusCode).toBe(400);
  });

  it('answers 404 for unknown mails and attachments', async () => {
    expect((await app.inject({ url: '/outbox/no-such-mail' })).statusCode).toBe(404);
    const { id } = (await send({ to: 'contact@example.com', subject: 's', message: 'm' })).json<SendMailAnswer>();
    expect((await app.inject({ url: `/outbox/${id}/attachments/0` })).statusCode).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  const keyed = (key: string, payload: unknown) =>
    app.inject({ method: 'POST', url: '/v1/sendMail', payload, headers: { 'idempotency-key': key } });
  const mail = (subject: string) => ({ ...applicationMail, subject, message: 'Hello' });

  it('answers the same key and mail with the same id, storing one mail (a retry after a lost answer)', async () => {
    const first = await keyed('retry-key-0001', mail('Idempotent once'));
    const again = await keyed('retry-key-0001', mail('Idempotent once'));
    expect(first.json()).toEqual({ code: 'OK', id: expect.any(String) });
    expect(again.json()).toEqual(first.json());
    expect((await app.inject({ url: '/outbox.json?subject=Idempotent%20once' })).json<OutboxPage>().total).toBe(1);
  });

  it('stores one mail when the same request arrives twice at once', async () => {
    const answers = await Promise.all([
      keyed('race-key-0001', mail('Idempotent race')),
      keyed('race-key-0001', mail('Idempotent race')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect((await app.inject({ url: '/outbox.json?subject=Idempotent%20race' })).json<OutboxPage>().total).toBe(1);
  });

  it('refuses the same key with another mail with 422, storing nothing more', async () => {
    await keyed('reused-key-0001', mail('Idempotent first'));
    const before = await countRows(dataDir, 'mails');
    const other = await keyed('reused-key-0001', mail('Idempotent second'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    expect(await countRows(dataDir, 'mails')).toBe(before);
  });

  it('refuses a malformed key with 400', async () => {
    for (const key of ['short', 'has space in it', 'x'.repeat(201)])
      expect((await keyed(key, mail('Bad key'))).statusCode).toBe(400);
  });

  it('lets the site send the header across origins', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/sendMail',
      headers: {
        origin: 'http://127.0.0.1:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });
});
