import { withTestServer } from '../testing/client';
import { attachmentInfo, removeDataDir, tempDataDir } from '../testing/helpers';

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('rate-limit');
});
afterAll(() => removeDataDir(dataDir));

const withServer = (options: Parameters<typeof withTestServer>[1], run: Parameters<typeof withTestServer>[2]) =>
  withTestServer(dataDir, options, run);

const info = (n: number, headers: Record<string, string> = {}) => ({
  method: 'POST',
  url: '/post/attachmentInfo',
  payload: attachmentInfo({ ATTACHMENTINFO_ID: `rate-${Date.now()}-${n}` }),
  headers,
});

it('answers 429 with Retry-After in seconds once a client has used its writes, and keeps reads open', async () => {
  await withServer({ rateLimit: { max: 3, windowMs: 60_000 } }, async (server) => {
    for (let n = 0; n < 3; n += 1) expect((await server.inject(info(n))).statusCode).toBe(200);
    const refused = await server.inject({ ...info(3), headers: { origin: 'http://127.0.0.1:3002' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^Too many requests; try again in \d+ s$/),
      code: 'TOO_MANY_REQUESTS',
    });
    // The site's forms read Retry-After from another origin, so CORS must expose it.
    expect(String(refused.headers['access-control-expose-headers'])).toMatch(/retry-after/i);
    // Every POST and PUT shares the budget: the mail API and uploads are refused too.
    const mail = await server.inject({
      method: 'POST',
      url: '/v1/sendMail',
      payload: { to: 'contact@example.com', subject: 's', message: 'm' },
    });
    expect(mail.statusCode).toBe(429);
    expect(mail.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(
      (
        await server.inject({
          method: 'PUT',
          url: '/uploads/Attachment/2026-01-01/x-cv.pdf?expires=1&signature=0',
          payload: 'x',
        })
      ).statusCode,
    ).toBe(429);
    expect((await server.inject({ url: '/get/country' })).statusCode).toBe(200);
  });
});

it('opens again when the window has passed', async () => {
  await withServer({ rateLimit: { max: 1, windowMs: 300 } }, async (server) => {
    expect((await server.inject(info(0))).statusCode).toBe(200);
    expect((await server.inject(info(1))).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await server.inject(info(2))).statusCode).toBe(200);
  });
});

it('cannot be dodged with a forged X-Forwarded-For, but counts each client apart behind a trusted proxy', async () => {
  await withServer({ rateLimit: { max: 1, windowMs: 60_000 } }, async (server) => {
    expect((await server.inject(info(0, { 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(200);
    expect((await server.inject(info(1, { 'x-forwarded-for': '203.0.113.2' }))).statusCode).toBe(429);
  });
  await withServer({ rateLimit: { max: 1, windowMs: 60_000 }, trustProxy: ['127.0.0.1'] }, async (server) => {
    expect((await server.inject(info(2, { 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(200);
    expect((await server.inject(info(3, { 'x-forwarded-for': '203.0.113.2' }))).statusCode).toBe(200);
    expect((await server.inject(info(4, { 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(429);
  });
});
