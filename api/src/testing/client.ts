import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ApiOptions } from '../config';
import { startApi } from '../server';
import { testDatabaseUrl, testS3Options } from './engine';
import { TEST_SECRET } from './helpers';
import { testPlugins, type TestPluginOptions } from './testServer';

export interface TestResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  raw: Buffer;
  json<T = unknown>(): T;
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as is. */
  payload?: unknown;
}

/**
 * Requests over a real loopback socket. A socket exercises what the browser sees (Fastify's inject
 * would also pull the ESM-only `cookie` package into Jest's CommonJS runtime). Paths are sent verbatim (no
 * URL normalisation), so traversal attempts reach the server as written.
 */
export function request(
  baseUrl: string,
  { method = 'GET', url, headers = {}, payload }: TestRequest,
): Promise<TestResponse> {
  const isRaw = typeof payload === 'string' || Buffer.isBuffer(payload);
  const body =
    payload === undefined
      ? undefined
      : isRaw
        ? Buffer.from(payload as string | Buffer)
        : Buffer.from(JSON.stringify(payload));
  const allHeaders: Record<string, string> = {
    ...(body && !isRaw ? { 'content-type': 'application/json' } : {}),
    ...headers,
  };
  const target = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: url,
        headers: { ...allHeaders, connection: 'close' },
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          resolve({
            statusCode: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text,
            raw,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  inject(options: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

/** The API's options, and the test plugins to register (testServer.ts): `faults`. */
export type TestServerOptions = Partial<ApiOptions> & TestPluginOptions;

/** A silent API on a free loopback port with the test signing secret, on the Jest project's engines. */
export async function startTestServer(dataDir: string, options: TestServerOptions = {}): Promise<TestServer> {
  const { faults, ...apiOptions } = options;
  const databaseUrl = await testDatabaseUrl(dataDir);
  const s3 = await testS3Options(dataDir);
  // No rate limit unless a test asks for one: test files make many writes in a second from one address.
  const { app, url } = await startApi(
    {
      dataDir,
      databaseUrl,
      s3,
      port: 0,
      host: '127.0.0.1',
      log: false,
      // Startup notes (no staffing token) would repeat for each of hundreds of servers; failures still show.
      quietLevel: 'error',
      signingSecret: TEST_SECRET,
      rateLimit: { max: 0, windowMs: 60_000 },
      ...apiOptions,
    },
    testPlugins({ faults }),
  );
  return { app, url, inject: (req) => request(url, req), close: () => app.close() };
}

/** Runs `run` against a test server on this data folder, closing the server however `run` ends. */
export async function withTestServer(
  dataDir: string,
  options: TestServerOptions,
  run: (server: TestServer) => Promise<void>,
): Promise<void> {
  const server = await startTestServer(dataDir, options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}
