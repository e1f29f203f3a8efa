import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '../constants';
import { createHttpClient, isHttpFailure } from './httpClient';

/** A loopback server that drops the first `drops` connections, then answers with `status` and JSON. */
function startServer(drops: number, status = 200) {
  let attempts = 0;
  const server = http.createServer((request, response) => {
    attempts += 1;
    if (attempts <= drops) {
      request.socket.destroy();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ echo: body ? JSON.parse(body) : null }));
    });
  });
  return new Promise<{ url: string; attempts: () => number; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/post`,
        attempts: () => attempts,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('HTTP wrapper', () => {
  it('retries dropped connections: one call, three attempts, data returned', async () => {
    const server = await startServer(2);
    const result = await createHttpClient().postJson<{ echo: unknown }>(server.url, { a: 1 });
    expect(result).toEqual({ echo: { a: 1 } });
    expect(server.attempts()).toBe(3);
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
});
