import { openDatabase } from '../../db/database';
import { OutboxStore, type OutboxPage, type StoredMail } from '../outbox/outboxStore';
import { startTestServer, type TestServer } from '../../testing/client';
import { testDatabaseUrl, testObjectStore } from '../../testing/engine';
import { candidate, removeDataDir, tempDataDir } from '../../testing/helpers';
import { startSmtpCapture, type SmtpCapture } from '../../testing/services/smtp';
import { until } from '../../testing/until';

let smtp: SmtpCapture;
const dirs: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  dirs.forEach(removeDataDir);
});

const TOKEN = 'operator-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };
const pdf = Buffer.from('%PDF-1.7\nresume');

async function server(
  options: Parameters<typeof startTestServer>[1] = {},
  dataDir = tempDataDir('delivery'),
): Promise<TestServer> {
  dirs.push(dataDir);
  return startTestServer(dataDir, { smtpUrl: smtp.url, outboxToken: TOKEN, deliveryPollMs: 25, ...options });
}

const send = (app: TestServer, subject: string, extra: object = {}) =>
  app
    .inject({
      method: 'POST',
      url: '/v1/sendMail',
      payload: { to: 'contact@example.com', subject, message: 'Hello <b>team</b>', ...extra },
    })
    .then((answer) => answer.json<{ id: string }>().id);
const received = (subject: string) => smtp.mails.filter((mail) => mail.raw.includes(`Subject: ${subject}`));
const stored = (app: TestServer, id: string) =>
  app.inject({ url: `/outbox/${id}/mail.json`, headers: bearer }).then((answer) => answer.json<StoredMail>());

it('delivers a stored mail once over SMTP, from the company, with a stable Message-ID', async () => {
  const app = await server();
  try {
    const id = await send(app, 'Delivery text');
    const [mail] = await until(
      () => (received('Delivery text').length ? received('Delivery text') : undefined),
      'the mail at the SMTP server',
    );
    expect(mail?.to).toEqual(['contact@example.com']);
    expect(mail?.from).toBe('no-reply@tekvana.example');
    expect(mail?.raw).toContain(`Message-ID: <${id}@tekvana-api>`);
    // The contact list is plain text: the visitor's tags are text, not markup.
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).not.toMatch(/Content-Type: text\/html/);
    await until(
      async () => ((await stored(app, id)).delivery.state === 'delivered' ? true : undefined),
      'the delivered state',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received('Delivery text')).toHaveLength(1);
    const metrics = (await app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^mail_delivery_tries_total\{outcome="delivered",service="api"\} [1-9]/m);
  } finally {
    await app.close();
  }
});

it('sends an application list mail as HTML with the resume read back from the object store', async () => {
  const app = await server();
  try {
    const attachments = [
      { path: `data:application/pdf;base64,${pdf.toString('base64')}`, filename: 'cv.pdf', type: 'application/pdf' },
    ];
    await send(app, 'Delivery html', {
      to: ['careers-us-1@example.com', 'careers-us-2@example.com'],
      message: '<table><tr><td>Asha</td></tr></table>',
      attachments,
    });
    const [mail] = await until(
      () => (received('Delivery html').length ? received('Delivery html') : undefined),
      'the HTML mail',
    );
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(mail?.raw).toContain('filename=cv.pdf');
    expect(mail?.raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
    expect(mail?.to.sort()).toEqual(['careers-us-1@example.com', 'careers-us-2@example.com']);
  } finally {
    await app.close();
  }
});

/** The name and type of each attachment part of a raw message. */
const attachmentParts = (raw: string) =>
  [
    ...raw.matchAll(
      /Content-Type: ([^;\r\n]+)[^\r\n]*; name=(\S+)\r?\n(?:[^\r\n]+\r?\n)*?Content-Disposition: attachment; filename=(\S+)/g,
    ),
  ].map(([, type, name, filename]) => ({ type, name, filename }));

it('sends each resume under a name the server made: the sent stem and the extension its bytes show', async () => {
  const app = await server();
  try {
    const text = Buffer.from('Asha Patel\nDevOps engineer\n');
    const attachment = (bytes: Buffer, filename: string) => ({
      path: `data:text/html;base64,${bytes.toString('base64')}`,
      filename,
      type: 'text/html',
    });
    await send(app, 'Delivery names', {
      to: ['careers-us-1@example.com'],
      message: '<table></table>',
      attachments: [attachment(pdf, 'CV.js'), attachment(pdf, 'CV.pdf.html'), attachment(text, 'CV.hta')],
    });
    const [mail] = await until(
      () => (received('Delivery names').length ? received('Delivery names') : undefined),
      'the mail with renamed attachments',
    );
    expect(attachmentParts(mail?.raw ?? '')).toEqual([
      { type: 'application/pdf', name: 'CV.pdf', filename: 'CV.pdf' },
      { type: 'application/pdf', name: 'CV_pdf.pdf', filename: 'CV_pdf.pdf' },
      { type: 'text/plain', name: 'CV.txt', filename: 'CV.txt' },
    ]);
    expect(mail?.raw).not.toMatch(/\.(js|html|hta)\b/);
  } finally {
    await app.close();
  }
});

it('sends a mail stored before the server made the names under names and types from the bytes', async () => {
  const dataDir = tempDataDir('delivery-legacy');
  const { db, engine } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  const objects = await testObjectStore(dataDir);
  try {
    await objects.put('outbox/legacy-delivery/0-CV.js', pdf, 'text/html');
    await new OutboxStore(db, { engine, deliver: true }).insert({
      id: 'legacy-delivery',
      createdAt: new Date().toISOString(),
      to: ['careers-us-1@example.com'],
      cc: [],
      bcc: [],
      subject: 'Delivery legacy',
      message: 'm',
      format: 'text',
      attachments: [
        { n: 0, filename: 'CV.js', type: 'text/html', size: pdf.length, storedPath: 'outbox/legacy-delivery/0-CV.js' },
      ],
    });
  } finally {
    objects.close();
    await db.destroy();
  }
  const app = await server({}, dataDir);
  try {
    const [mail] = await until(
      () => (received('Delivery legacy').length ? received('Delivery legacy') : undefined),
      'the mail stored before the names',
    );
    expect(attachmentParts(mail?.raw ?? '')).toEqual([{ type: 'application/pdf', name: 'CV.pdf', filename: 'CV.pdf' }]);
  } finally {
    await app.close();
  }
});

it("sends the candidate's confirmation of an application in plain text and HTML (multipart/alternative)", async () => {
  const app = await server();
  try {
    const record = candidate({
      EXTERNALCANDIDATE_UUID: 'delivery-candidate-1',
      CND_EMAIL_ID: 'asha.delivery@example.com',
    });
    await app.inject({ method: 'POST', url: '/post/candidateData', payload: record });
    await send(app, 'Delivery application', {
      to: ['careers-us-1@example.com'],
      message: '<table></table>',
      candidateId: record.EXTERNALCANDIDATE_UUID,
    });
    const confirmation = await until(
      () => smtp.mails.find((mail) => mail.to.includes('asha.delivery@example.com')),
      'the confirmation at the SMTP server',
    );
    expect(confirmation.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(confirmation.raw).toMatch(/Content-Type: text\/plain/);
    expect(confirmation.raw).toMatch(/Content-Type: text\/html/);
    expect(confirmation.raw).toContain('Subject: We received your application:');
  } finally {
    await app.close();
  }
});

it('retries while the SMTP server refuses, and delivers once it takes mail again', async () => {
  const app = await server();
  smtp.refuse(true);
  try {
    const id = await send(app, 'Delivery retried');
    await until(async () => ((await stored(app, id)).delivery.lastError ? true : undefined), 'a refused try');
    expect((await stored(app, id)).delivery).toMatchObject({
      state: 'pending',
      lastError: expect.stringMatching(/451|Try again/),
    });
    smtp.refuse(false);
    await until(
      async () => ((await stored(app, id)).delivery.state === 'delivered' ? true : undefined),
      'delivery after the refusal',
      15_000,
    );
    expect(received('Delivery retried')).toHaveLength(1);
  } finally {
    smtp.refuse(false);
    await app.close();
  }
}, 20_000);

it('marks a mail failed after its last try, for an operator to see', async () => {
  const app = await server({ smtpUrl: 'smtp://127.0.0.1:1', deliveryMaxAttempts: 1 });
  try {
    const id = await send(app, 'Delivery failed');
    const mail = await until(async () => {
      const current = await stored(app, id);
      return current.delivery.state === 'failed' ? current : undefined;
    }, 'the failed state');
    expect(mail.delivery).toMatchObject({ attempts: 1, lastError: expect.any(String), deliveredAt: null });
    const listing = (await app.inject({ url: '/outbox.json', headers: bearer })).json<OutboxPage>();
    expect(listing.mails.find((item) => item.id === id)?.delivery.state).toBe('failed');
  } finally {
    await app.close();
  }
});

it('keeps the outbox pages closed with SMTP on: off without a token, 401 without the right one', async () => {
  const open = await server({ outboxToken: undefined });
  const guarded = await server();
  try {
    expect((await open.inject({ url: '/outbox.json' })).statusCode).toBe(404);
    expect((await open.inject({ url: '/outbox' })).statusCode).toBe(404);
    expect((await guarded.inject({ url: '/outbox.json' })).statusCode).toBe(401);
    expect((await guarded.inject({ url: '/outbox.json', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(
      401,
    );
    expect((await guarded.inject({ url: '/outbox.json', headers: bearer })).statusCode).toBe(200);
  } finally {
    await open.close();
    await guarded.close();
  }
});

it('hands back a mail whose send is under way when the instance stops, for another to send at once', async () => {
  const dataDir = tempDataDir('delivery-handed-back');
  const stopping = await server({}, dataDir);
  smtp.stall(true);
  let id: string;
  try {
    id = await send(stopping, 'Delivery handed back');
    await until(() => (smtp.stalled() > 0 ? true : undefined), 'a send that hangs');
    expect((await stored(stopping, id)).delivery).toMatchObject({ state: 'sending', attempts: 1 });
  } finally {
    smtp.stall(false);
  }
  const started = Date.now();
  await stopping.close();
  // The stop waited for the send (3 s), then gave it back rather than wait for SMTP's own minute.
  expect(Date.now() - started).toBeLessThan(5_000);
  const next = await server({}, dataDir);
  try {
    await until(
      () => (received('Delivery handed back').length ? true : undefined),
      'the mail sent by the next instance',
      3_000,
    );
    const mail = await until(async () => {
      const current = await stored(next, id);
      return current.delivery.state === 'delivered' ? current : undefined;
    }, 'the delivered state');
    // The try cut short is not counted against the mail.
    expect(mail.delivery.attempts).toBe(1);
  } finally {
    await next.close();
  }
}, 20_000);

it('delivers each mail once when two instances share the database', async () => {
  const dataDir = tempDataDir('delivery-shared');
  const first = await server({}, dataDir);
  const second = await server({}, dataDir);
  try {
    smtp.refuse(true);
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send(n % 2 ? first : second, `Delivery shared ${n} end`)),
    );
    smtp.refuse(false);
    await until(
      () => (smtp.mails.filter((mail) => mail.raw.includes('Delivery shared')).length >= 20 ? true : undefined),
      'twenty deliveries',
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [n, id] of ids.entries()) {
      expect(received(`Delivery shared ${n} end`)).toHaveLength(1);
      expect(received(`Delivery shared ${n} end`)[0]?.raw).toContain(`Message-ID: <${id}@tekvana-api>`);
    }
  } finally {
    smtp.refuse(false);
    await first.close();
    await second.close();
  }
}, 30_000);
