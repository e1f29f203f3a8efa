import Fastify from 'fastify';
import { isLoopback, opsOnly } from './opsAccess';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', 'localhost', '::ffff:127.0.0.1'])('%s is this machine', (address) =>
    expect(isLoopback(address)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '10.0.0.1', '203.0.113.7', '::ffff:10.0.0.1', '128.0.0.1', '127.0.0.1.example'])(
    '%s is not',
    (address) => expect(isLoopback(address)).toBe(false),
  );
});

describe('opsOnly', () => {
  const app = Fastify();
  app.addHook('onRequest', opsOnly('s3cret', 'X_OPS_TOKEN'));
  app.get('/ops', async () => ({ ok: true }));
  afterAll(() => app.close());

  it.each([
    ['a caller on this machine', {}, 200],
    ['a caller elsewhere', { remoteAddress: '203.0.113.7' }, 403],
    [
      'a caller elsewhere with the token',
      { remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer s3cret' } },
      200,
    ],
    [
      'a caller elsewhere with another token',
      { remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer s3cre' } },
      403,
    ],
    ['a request a local proxy forwarded', { headers: { 'x-forwarded-for': '203.0.113.7' } }, 403],
    ['one forwarded the standard way', { headers: { forwarded: 'for=203.0.113.7' } }, 403],
    ['one nginx forwarded with X-Real-IP only', { headers: { 'x-real-ip': '203.0.113.7' } }, 403],
    ['one a proxy passed on', { headers: { via: '1.1 proxy' } }, 403],
    [
      'a forwarded one with the token',
      { headers: { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer s3cret' } },
      200,
    ],
  ])('%s: %i', async (_who, request, status) => {
    const answer = await app.inject({ url: '/ops', ...request });
    expect(answer.statusCode).toBe(status);
    if (status === 403) expect(answer.json().error).toContain('X_OPS_TOKEN');
  });
});
