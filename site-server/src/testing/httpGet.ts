import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A GET over HTTP to the server under test, its path sent as written (fetch would resolve `..` and `%2e%2e`).
 * Not fastify's inject(): it loads light-my-request, which requires the ES-module-only cookie package.
 */
export function httpGet(server: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const { port } = server.server.address() as AddressInfo;
  return new Promise<{
    statusCode: number;
    body: string;
    /** The body's bytes as sent (compressed, when the response says so). */
    raw: Buffer;
    header: (name: string) => string | undefined;
    json: () => unknown;
  }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = raw.toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            body,
            raw,
            header: (name) => response.headers[name] as string | undefined,
            json: () => JSON.parse(body) as unknown,
          });
        });
      })
      .on('error', reject);
  });
}
