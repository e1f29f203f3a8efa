import Fastify, { type FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../../testing/client';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { probeRoutes, type ReadinessCheck } from './probeRoutes';

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

describe('the probes', () => {
  let app: FastifyInstance;
  let stopping = false;
  const state: Record<string, 'ok' | 'failing' | 'hanging'> = {};
  const check =
    (name: string): ReadinessCheck['check'] =>
    async () => {
      if (state[name] === 'failing') throw new Error(`${name} refused the connection`);
      if (state[name] === 'hanging') await new Promise(() => undefined);
    };

  beforeAll(async () => {
    app = Fastify();
    await app.register(probeRoutes, {
      checks: [
        { name: 'database', check: check('database') },
        { name: 'files', check: check('files') },
      ],
      draining: () => stopping,
    });
  });
  afterAll(() => app.close());

  it('say what is not ready, a check that hangs included, and that the instance stops', async () => {
    state.database = 'failing';
    state.files = 'hanging';
    const started = Date.now();
    const failing = await app.inject({ url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({
      status: 'not ready',
      checks: { database: 'database refused the connection', files: 'no answer within 2 s' },
    });
    // Alive all the same: a restart would not mend the database.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    state.database = 'ok';
    state.files = 'ok';
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    stopping = true;
    const stoppingAnswer = await app.inject({ url: '/readyz' });
    expect(stoppingAnswer.statusCode).toBe(503);
    expect(stoppingAnswer.json()).toEqual({ status: 'stopping' });
  });

  it('refuse callers from other machines when no operations token is set', async () => {
    const answer = await app.inject({ url: '/healthz', remoteAddress: OUTSIDE });
    expect(answer.statusCode).toBe(403);
  });
});
