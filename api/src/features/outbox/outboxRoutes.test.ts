import type { SendMailAnswer } from '@tekvana/contracts';
import { docxFile, jarLikeZip } from '@tekvana/test-support/resumeTestFiles';
import { openDatabase } from '../../db/database';
import { OutboxStore, type StoredMail } from './outboxStore';
import { startTestServer, type TestServer } from '../../testing/client';
import { testDatabaseUrl, testObjectStore } from '../../testing/engine';
import { removeDataDir, tempDataDir } from '../../testing/helpers';

let dataDir: string;
let app: TestServer;
beforeAll(async () => {
  dataDir = tempDataDir('outbox-names');
  app = await startTestServer(dataDir);
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const pdf = Buffer.from('%PDF-1.7\nresume');
const text = Buffer.from('Asha Patel\nDevOps engineer\n');
const dataUrl = (bytes: Uint8Array) => `data:application/octet-stream;base64,${Buffer.from(bytes).toString('base64')}`;
const send = (attachments: Array<{ bytes: Uint8Array; filename: string }>) =>
  app.inject({
    method: 'POST',
    url: '/v1/sendMail',
    payload: {
      to: 'careers-us-1@example.com',
      subject: 'Application',
      message: '<table></table>',
      attachments: attachments.map(({ bytes, filename }) => ({ path: dataUrl(bytes), filename, type: 'text/html' })),
    },
  });
const download = (id: string, n: number) => app.inject({ url: `/outbox/${id}/attachments/${n}` });

it('stores and serves attachments under names the server made: the sent stem, the extension the bytes show', async () => {
  const answer = await send([
    { bytes: pdf, filename: 'CV.js' },
    { bytes: pdf, filename: 'CV.pdf.html' },
    { bytes: text, filename: 'CV.hta' },
    { bytes: docxFile(), filename: 'CV.exe' },
  ]);
  expect(answer.statusCode).toBe(200);
  const { id } = answer.json<SendMailAnswer>();
  const mail = (await app.inject({ url: `/outbox/${id}/mail.json` })).json<StoredMail>();
  expect(mail.attachments.map(({ filename, type }) => [filename, type])).toEqual([
    ['CV.pdf', 'application/pdf'],
    ['CV_pdf.pdf', 'application/pdf'],
    ['CV.txt', 'text/plain; charset=utf-8'],
    ['CV.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ]);
  const served = await Promise.all([0, 1, 2, 3].map((n) => download(String(id), n)));
  expect(served.map((item) => item.headers['content-disposition'])).toEqual([
    'attachment; filename="CV.pdf"',
    'attachment; filename="CV_pdf.pdf"',
    'attachment; filename="CV.txt"',
    'attachment; filename="CV.docx"',
  ]);
  expect(served[0]?.headers['content-type']).toBe('application/pdf');
  expect(served[0]?.raw.equals(pdf)).toBe(true);
});

it("refuses a Java archive whose entry names merely contain a Word document's parts with 415", async () => {
  const answer = await send([{ bytes: jarLikeZip(), filename: 'CV.docx' }]);
  expect(answer.statusCode).toBe(415);
  expect(answer.json()).toMatchObject({ field: 'attachments[0].path' });
});

it('serves a mail stored before the server made the names under a name and type from its bytes', async () => {
  const { db, engine } = await openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  const objects = await testObjectStore(dataDir);
  try {
    const files = [
      { filename: 'CV.js', type: 'text/html', bytes: pdf },
      { filename: 'CV.html', type: 'text/html', bytes: Buffer.from('<script>alert(1)</script>') },
    ];
    for (const [n, file] of files.entries())
      await objects.put(`outbox/legacy-mail/${n}-${file.filename}`, file.bytes, file.type);
    await new OutboxStore(db, { engine }).insert({
      id: 'legacy-mail',
      createdAt: new Date().toISOString(),
      to: ['careers-us-1@example.com'],
      cc: [],
      bcc: [],
      subject: 'Before issue 45',
      message: 'm',
      format: 'text',
      attachments: files.map((file, n) => ({
        n,
        filename: file.filename,
        type: file.type,
        size: file.bytes.length,
        storedPath: `outbox/legacy-mail/${n}-${file.filename}`,
      })),
    });
  } finally {
    objects.close();
    await db.destroy();
  }
  const [resume, page] = await Promise.all([download('legacy-mail', 0), download('legacy-mail', 1)]);
  expect(resume.headers['content-disposition']).toBe('attachment; filename="CV.pdf"');
  expect(resume.headers['content-type']).toBe('application/pdf');
  expect(page.headers['content-disposition']).toBe('attachment; filename="CV.bin"');
  expect(page.headers['content-type']).toBe('application/octet-stream');
});

it('sends the link pages’ security headers with every outbox page: no framing, no referrer, no cache', async () => {
  const answer = await send([{ bytes: pdf, filename: 'CV.pdf' }]);
  const { id } = answer.json<SendMailAnswer>();
  for (const url of ['/outbox', '/outbox?page=1', `/outbox/${id}`]) {
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(page.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  }
});
