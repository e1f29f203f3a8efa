import Fastify, { type FastifyInstance } from 'fastify';
import { probeRoutes, type ReadinessCheck } from './probeRoutes';

const OUTSIDE = '203.0.113.7';

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
      opsTokenName: 'TEST_OPS_TOKEN',
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
    expect(answer.json()).toEqual({ error: expect.stringContaining('TEST_OPS_TOKEN') });
    const guess = await app.inject({ url: '/healthz', remoteAddress: OUTSIDE, headers: { authorization: 'Bearer ' } });
    expect(guess.statusCode).toBe(403);
  });
});
