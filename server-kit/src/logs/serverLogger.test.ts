import Fastify from 'fastify';
import { RequestLog, requestIdOf } from './requestLog';
import { serverLogger } from './serverLogger';
import { consoleToLog } from './consoleToLog';

/** A logger writing into an array: each line parsed. */
function captured(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = serverLogger({
    service: 'test',
    level,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { logger, lines };
}

describe('serverLogger', () => {
  it('writes one JSON object a line: level by name, ISO time, the service, no e-mail or token', () => {
    const { logger, lines } = captured();
    logger.info({ detail: 'mail to ada@example.com' }, 'sent with Bearer abc.def to %s', 'bob@example.org');
    logger.error({ err: new Error('550 <carol@example.net> unknown') }, 'delivery failed');
    logger.debug('not written at info');
    logger.warn({ err: new Error('no mailbox erin@example.com') });
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ level: 'warn', msg: 'no mailbox [e-mail]' });
    expect(lines[0]).toMatchObject({
      level: 'info',
      service: 'test',
      detail: 'mail to [e-mail]',
      msg: 'sent with Bearer [token] to [e-mail]',
    });
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time);
    expect(lines[1]).toMatchObject({ level: 'error', err: { message: '550 <[e-mail]> unknown', type: 'Error' } });
    expect(JSON.stringify(lines)).not.toMatch(/@example/);
  });

  it("takes the console's lines, an error's stack with them", () => {
    const { logger, lines } = captured();
    const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
    try {
      consoleToLog(logger);
      console.log('started on %d', 4000);
      console.warn('slow: %s', 'dave@example.com');
      console.error('Mail delivery failed:', new Error('refused'));
    } finally {
      Object.assign(console, saved);
    }
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      ['info', 'started on 4000'],
      ['warn', 'slow: [e-mail]'],
      ['error', 'Mail delivery failed:'],
    ]);
    expect(lines[2]).toMatchObject({ err: { message: 'refused', stack: expect.stringContaining('Error: refused') } });
  });
});

describe('RequestLog', () => {
  const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

  it("logs one line a request under the caller's trace: the route's pattern, never its tokens or query", async () => {
    const { logger, lines } = captured();
    const app = Fastify({ loggerInstance: logger, logController: new RequestLog('pages'), genReqId: requestIdOf });
    app.get('/withdraw/:token', async () => ({ ok: true }));
    app.get('/files/*', async () => 'file');
    app.get('/*', async () => 'page');
    app.get('/fails', async () => {
      throw new Error('no mail for eve@example.com');
    });
    await app.inject({ url: '/withdraw/s3cret-link', headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` } });
    await app.inject({ url: '/files/a/b.js?key=s3cret' });
    await app.inject({ url: '/jobs/42?token=s3cret', headers: { traceparent: 'garbage' } });
    await app.inject({ url: '/fails?t=s3cret' });
    await app.inject({ method: 'POST', url: '/files/s3cret.pdf' });
    await app.close();

    expect(lines.map(({ reqId, method, route, status, msg }) => ({ reqId, method, route, status, msg }))).toEqual([
      { reqId: TRACE, method: 'GET', route: '/withdraw/:token', status: 200, msg: 'request' },
      { reqId: expect.any(String), method: 'GET', route: '/files/*', status: 200, msg: 'request' },
      { reqId: expect.any(String), method: 'GET', route: '/jobs/42', status: 200, msg: 'request' },
      { reqId: expect.any(String), method: 'GET', route: '/fails', status: 500, msg: 'request failed' },
      { reqId: expect.any(String), method: 'GET', route: '/fails', status: 500, msg: 'request' },
      { reqId: expect.any(String), method: 'POST', route: '(no route)', status: 404, msg: 'request' },
    ]);
    expect(lines[3]).toMatchObject({ level: 'error', err: { message: 'no mail for [e-mail]' } });
    expect(lines[4]!.reqId).toBe(lines[3]!.reqId);
    expect(lines.every(({ reqId }) => /^[0-9a-f]{32}$/.test(String(reqId)))).toBe(true);
    expect(lines[1]!.reqId).not.toBe(lines[2]!.reqId);
    expect(lines.filter(({ msg }) => msg === 'request').every(({ ms }) => typeof ms === 'number')).toBe(true);
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|@example/);
  });
});

it("names no path but the route's pattern on a server of patterns", async () => {
  const { logger, lines } = captured();
  const app = Fastify({ loggerInstance: logger, logController: new RequestLog(), genReqId: requestIdOf });
  app.options('*', async () => '');
  app.get('/uploads/*', async () => 'file');
  await app.inject({ method: 'OPTIONS', url: '/uploads/candidate-1/Ada resume.pdf' });
  await app.inject({ url: '/uploads/candidate-1/Ada resume.pdf' });
  await app.inject({ url: '/gone/Ada resume.pdf' });
  await app.close();
  expect(lines.map(({ route }) => route)).toEqual(['*', '/uploads/*', '(no route)']);
});
