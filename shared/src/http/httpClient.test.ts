import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@tekvana/contracts';
import { createHttpClient } from './httpClient';
import { isHttpFailure, isMailSent, retryAfterOf, retryAfterSeconds } from './httpResult';

/** A loopback server that drops the first `drops` connections, then answers with `status` and JSON. */
function startServer(drops: number, status = 200, headers: Record<string, string> = {}) {
  let attempts = 0;
  const keys: Array<string | undefined> = [];
  const server = http.createServer((request, response) => {
    attempts += 1;
    keys.push(request.headers['idempotency-key'] as string | undefined);
    if (attempts <= drops) {
      request.socket.destroy();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify({ echo: body ? JSON.parse(body) : null }));
    });
  });
  return new Promise<{ url: string; attempts: () => number; keys: typeof keys; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}/post`,
          attempts: () => attempts,
          keys,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

describe('HTTP wrapper', () => {
  it('retries dropped connections: one call, three attempts, data returned', async () => {
    const server = await startServer(2);
    const result = await createHttpClient().postJson<{ echo: unknown }>(server.url, { a: 1 });
    expect(result).toEqual({ echo: { a: 1 } });
    expect(server.attempts()).toBe(3);
    await server.close();
  });

  it('sends one idempotency key on every attempt of a call', async () => {
    const server = await startServer(2);
    await createHttpClient().postJson(server.url, { a: 1 }, { idempotencyKey: 'mail-0001-abcd' });
    expect(server.keys).toEqual(['mail-0001-abcd', 'mail-0001-abcd', 'mail-0001-abcd']);
    await server.close();
  });

  it('gives up after three attempts with the connect error', async () => {
    const server = await startServer(10);
    const result = await createHttpClient().putJson(server.url, { a: 1 });
    expect(result).toEqual({ code: 'ERROR', message: MESSAGES.connectError });
    expect(server.attempts()).toBe(3);
    await server.close();
  });

  it('does not repeat a request the server answered with an error', async () => {
    const server = await startServer(0, 500);
    const result = await createHttpClient().postJson(server.url, { a: 1 });
    expect(isHttpFailure(result) && result.status).toBe(500);
    expect(server.attempts()).toBe(1);
    await server.close();
  });

  it('treats a server that never answers as a network error', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await createHttpClient(100).get(`http://127.0.0.1:${port}/slow`);
    expect(result).toEqual({ code: 'ERROR', message: MESSAGES.connectError });
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('gives an upload longer than other calls: a resume on a slow line is not cut off at the general timeout', async () => {
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => setTimeout(() => response.end('{}'), 300));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = createHttpClient(100);
    expect(
      await client.putFile(`http://127.0.0.1:${port}/upload`, new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    ).toEqual({});
    expect(await client.putJson(`http://127.0.0.1:${port}/upload`, {})).toEqual({
      code: 'ERROR',
      message: MESSAGES.connectError,
    });
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('tells the share of an upload sent as it goes, ending with all of it', async () => {
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const shares: number[] = [];
    const file = new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'application/pdf' });
    const result = await createHttpClient().putFile(`http://127.0.0.1:${port}/upload`, file, {
      onUploadProgress: (share) => shares.push(share),
    });
    expect(result).toEqual({});
    expect(shares.length).toBeGreaterThan(0);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(shares.at(-1)).toBe(1);
    await new Promise((done) => server.close(done));
  });

  it('stops an upload when its signal aborts: a failure answered, no retry, and aborting again changes nothing', async () => {
    let attempts = 0;
    const controller = new AbortController();
    const server = http.createServer((request) => {
      attempts += 1;
      // The first bytes arrived: the visitor cancels while the rest is on its way.
      request.once('data', () => {
        controller.abort();
        controller.abort();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await createHttpClient().postJson(
      `http://127.0.0.1:${port}/v1/generalApplications`,
      { resume: 'x'.repeat(4 * 1024 * 1024) },
      { idempotencyKey: 'general-1', signal: controller.signal },
    );
    expect(isHttpFailure(result)).toBe(true);
    expect(attempts).toBe(1);
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('passes on what the server said was wrong, and of which field, when it refuses a request', async () => {
    const server = http.createServer((_request, response) =>
      response
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: 'No place called "Qwertyville" is known', field: 'near' })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await createHttpClient().get(`http://127.0.0.1:${port}/search?near=Qwertyville`);
    expect(result).toEqual({
      code: 'ERROR',
      message: 'The server answered 400.',
      status: 400,
      detail: 'No place called "Qwertyville" is known',
      field: 'near',
    });
    await new Promise((done) => server.close(done));
  });

  it('passes on how long to wait when the server refuses too many requests, once', async () => {
    const server = await startServer(0, 429, { 'Retry-After': '42' });
    const result = await createHttpClient().postJson(server.url, { a: 1 });
    expect(result).toMatchObject({ code: 'ERROR', status: 429, retryAfterSeconds: 42 });
    expect(retryAfterOf(result)).toBe(42);
    expect(server.attempts()).toBe(1);
    await server.close();
  });

  it("tells a post's caller the headers of a successful answer, by name in any case, and not of a failure", async () => {
    const server = await startServer(0, 200, { 'Self-Identification-Token': 'id.1.abc' });
    const read: Array<string | undefined> = [];
    const result = await createHttpClient().postJson(
      server.url,
      { a: 1 },
      {
        onAnswerHeaders: (header) => read.push(header('Self-Identification-Token'), header('no-such-header')),
      },
    );
    expect(result).toEqual({ echo: { a: 1 } });
    expect(read).toEqual(['id.1.abc', undefined]);
    await server.close();

    const failing = await startServer(0, 500, { 'Self-Identification-Token': 'id.1.abc' });
    const told = jest.fn();
    await createHttpClient().postJson(failing.url, { a: 1 }, { onAnswerHeaders: told });
    expect(told).not.toHaveBeenCalled();
    await failing.close();
  });

  it('loads axios with the first call, answers the connect error when that load fails, and loads it again on the next', async () => {
    const server = await startServer(0);
    let loads = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./axiosSend', () => {
        loads += 1;
        if (loads === 1) throw new Error('Loading chunk failed');
        return jest.requireActual('./axiosSend');
      });
      const { createHttpClient: isolatedClient } = await import('./httpClient');
      const client = isolatedClient();
      expect(loads).toBe(0);
      expect(await client.get(server.url)).toEqual({ code: 'ERROR', message: MESSAGES.connectError });
      expect(server.attempts()).toBe(0);
      expect(await client.get(server.url)).toEqual({ echo: null });
      expect(loads).toBe(2);
      expect(server.attempts()).toBe(1);
    });
    jest.dontMock('./axiosSend');
    await server.close();
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it.each([
    ['seconds', '30', 30],
    ['zero, which still means wait', '0', 1],
    ['an HTTP date', 'Mon, 23 Nov 2026 10:01:30 GMT', 90],
    ['a date already past', 'Mon, 23 Nov 2026 09:00:00 GMT', 1],
    ['nothing', undefined, undefined],
    ['junk', 'soon', undefined],
    ['a negative number', '-5', undefined],
  ])('reads %s', (_label, header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});

describe('isMailSent', () => {
  it.each([
    [{ code: 'OK', id: 'x' }, true],
    [{ id: 'x' }, true],
    ['accepted', true],
    [{ code: 'RECIPIENT_NOT_ALLOWED' }, false],
    [{ code: 'ERROR', message: 'The server answered 500.', status: 500 }, false],
  ])('%j is %s', (answer, sent) => {
    expect(isMailSent(answer)).toBe(sent);
  });
});
