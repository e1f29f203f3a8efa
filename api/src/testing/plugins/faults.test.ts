import http from 'node:http';
import type { Opening } from '@tekvana/contracts';
import type { OutboxPage } from '../../features/outbox/outboxStore';
import { parseFault } from './faults';
import { withTestServer } from '../client';
import { candidate, removeDataDir, tempDataDir } from '../helpers';

let dataDir: string;
beforeAll(() => {
  dataDir = tempDataDir('faults');
});
afterAll(() => removeDataDir(dataDir));

const withServer = (options: Parameters<typeof withTestServer>[1], run: Parameters<typeof withTestServer>[2]) =>
  withTestServer(dataDir, options, run);

describe('parseFault', () => {
  it('reads status, delay (capped at 30 s) and drop', () => {
    expect(parseFault('status=503')).toEqual({ delayMs: 0, drop: false, dropAfter: false, status: 503 });
    expect(parseFault('delay=99999; drop')).toEqual({ delayMs: 30_000, drop: true, dropAfter: false });
    expect(parseFault('status=429;retry-after=30')).toEqual({
      delayMs: 0,
      drop: false,
      dropAfter: false,
      status: 429,
      retryAfterSeconds: 30,
    });
    expect(parseFault('drop-after')).toEqual({ delayMs: 0, drop: false, dropAfter: true });
    expect(() => parseFault('retry-after=soon')).toThrow();
    expect(() => parseFault('status=200')).toThrow();
    expect(() => parseFault('explode')).toThrow();
  });
});

it('ignores the x-fault header and hides the test routes when faults are off', async () => {
  await withServer({}, async (server) => {
    expect((await server.inject({ url: '/get/country', headers: { 'x-fault': 'status=500' } })).statusCode).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/test/openings', payload: { REQ_ID: 1 } })).statusCode).toBe(
      404,
    );
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/get/country',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-fault',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).not.toMatch(/x-fault/i);
  });
});

describe('fault mode', () => {
  it('answers the asked status with CORS headers, delays, drops, and rejects bad fault headers', async () => {
    await withServer({ faults: true }, async (server) => {
      const failed = await server.inject({
        url: '/get/requirement',
        headers: { 'x-fault': 'status=500', origin: 'http://localhost:3002' },
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['access-control-allow-origin']).toBe('http://localhost:3002');

      const started = Date.now();
      expect((await server.inject({ url: '/get/country', headers: { 'x-fault': 'delay=300' } })).statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);

      await expect(server.inject({ url: '/get/country', headers: { 'x-fault': 'drop' } })).rejects.toThrow(
        /socket hang up|ECONNRESET/,
      );
      expect((await server.inject({ url: '/get/country', headers: { 'x-fault': 'nonsense' } })).json()).toMatchObject({
        field: 'x-fault',
      });

      const preflight = await server.inject({
        method: 'OPTIONS',
        url: '/v1/sendMail',
        headers: {
          origin: 'http://127.0.0.1:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-fault',
        },
      });
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/x-fault/i);
    });
  });

  it('drop-after lets the request land and loses its answer; the same Idempotency-Key then answers the stored mail', async () => {
    await withServer({ faults: true }, async (server) => {
      const mail = { to: 'contact@example.com', subject: 'Answer lost after storing', message: 'Hello' };
      const headers = { 'idempotency-key': 'lost-answer-0001' };
      await expect(
        server.inject({
          method: 'POST',
          url: '/v1/sendMail',
          payload: mail,
          headers: { ...headers, 'x-fault': 'drop-after' },
        }),
      ).rejects.toThrow(/socket hang up|ECONNRESET/);
      const listing = (await server.inject({ url: '/outbox.json?subject=Answer%20lost' })).json<OutboxPage>();
      expect(listing.total).toBe(1);
      const retry = await server.inject({ method: 'POST', url: '/v1/sendMail', payload: mail, headers });
      expect(retry.json()).toEqual({ code: 'OK', id: listing.mails[0]?.id });
      expect((await server.inject({ url: '/outbox.json?subject=Answer%20lost' })).json<OutboxPage>().total).toBe(1);
    });
  });

  it('inserts and deletes test openings, hostile HTML stored as given', async () => {
    await withServer({ faults: true }, async (server) => {
      const hostile = '<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
      const created = await server.inject({
        method: 'POST',
        url: '/test/openings',
        payload: [{ REQ_ID: 777001, PSTN_TITLE: '<b>XSS</b>', INTERNAL_JOB_DESCRIPTION: hostile }],
      });
      expect(created.statusCode).toBe(201);
      const [opening] = (await server.inject({ url: '/get/RequirementID/777001' })).json<Opening[]>();
      expect(opening).toMatchObject({
        REQ_ID: 777001,
        PSTN_TITLE: '<b>XSS</b>',
        INTERNAL_JOB_DESCRIPTION: hostile,
        PSTN_TYP: 'Contract',
      });
      // A planted opening takes applications like any other.
      const applied = await server.inject({
        method: 'POST',
        url: '/post/candidateData',
        payload: candidate({ EXTERNALCANDIDATE_UUID: 'xss-1', REQUIREMENT_UUID: opening?.REQUIREMENT_UUID ?? '' }),
      });
      expect(applied.body).toBe('Inserted');
      expect((await server.inject({ method: 'DELETE', url: '/test/openings/777001' })).statusCode).toBe(200);
      expect((await server.inject({ url: '/get/RequirementID/777001' })).json()).toEqual([]);
      expect((await server.inject({ method: 'DELETE', url: '/test/openings/777001' })).statusCode).toBe(404);
      expect(
        (await server.inject({ method: 'POST', url: '/test/openings', payload: { PSTN_TITLE: 'no id' } })).json(),
      ).toMatchObject({ field: 'REQ_ID' });
    });
  });
});

it('survives a burst of 500 concurrent requests on a loopback port', async () => {
  await withServer({}, async (server) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 500 });
    const target = new URL(server.url);
    const paths = [
      '/get/requirement',
      '/get/country',
      '/get/state',
      '/get/applicationuser',
      '/get/RequirementID/24001',
    ];
    const one = (index: number) =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(
          { host: target.hostname, port: target.port, path: paths[index % paths.length], agent },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
      });
    try {
      const statuses = await Promise.all(Array.from({ length: 500 }, (_, index) => one(index)));
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect((await server.inject({ url: '/get/country' })).statusCode).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
