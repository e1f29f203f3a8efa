import { startTestServer, type TestServer } from './testing/client';
import { removeDataDir, tempDataDir } from './testing/helpers';

const OUTSIDE = '203.0.113.7';

describe('the API', () => {
  let dataDir: string;
  let api: TestServer;
  beforeAll(async () => {
    dataDir = tempDataDir('probes');
    api = await startTestServer(dataDir, { opsToken: 'ops-secret' });
  });
  afterAll(async () => {
    await api.close();
    removeDataDir(dataDir);
  });

  it('is healthy and ready, its database and files checked, to loopback callers and the token alone', async () => {
    expect((await api.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await api.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', files: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');

    const outside = await api.app.inject({ url: '/readyz', remoteAddress: OUTSIDE });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ error: expect.stringContaining('API_OPS_TOKEN') });
    // Forwarded by a proxy on this machine: the caller is someone else.
    const forwarded = await api.inject({ url: '/readyz', headers: { 'x-forwarded-for': OUTSIDE } });
    expect(forwarded.statusCode).toBe(403);
    const wrong = await api.app.inject({
      url: '/healthz',
      remoteAddress: OUTSIDE,
      headers: { authorization: 'Bearer guess' },
    });
    expect(wrong.statusCode).toBe(403);
    const withToken = await api.app.inject({
      url: '/readyz',
      remoteAddress: OUTSIDE,
      headers: { authorization: 'Bearer ops-secret' },
    });
    expect(withToken.statusCode).toBe(200);
    // The API's other routes are not the probes' to guard.
    expect((await api.app.inject({ url: '/get/country', remoteAddress: OUTSIDE })).statusCode).toBe(200);
  });
});
