import { generateKeyPairSync, createVerify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceAccount } from '../jobs/indexing/indexingConfig';

/** A notice as the receiver took it: which service, the URL, and Google's type. */
export interface Received {
  service: 'IndexNow' | 'Google';
  url: string;
  type?: string;
  /** When it was taken (ms since the epoch). */
  at: number;
}

/** How the receiver answers a request now: taken, or a status, or no answer at all. */
export type ReceiverMode = 'ok' | 'hang' | { status: number; retryAfter?: string };

/**
 * IndexNow's submission endpoint, Google's token service and Google's batch endpoint on loopback, as the tests
 * reach them (decision 082): each checks what a real one would (IndexNow's key and host, the token's signature and
 * claims, the batch's parts and token) and keeps what it took. `mode` makes a service fail, or hang, at will;
 * `partStatus` gives a batch's parts their own statuses.
 */
export interface IndexingReceiver {
  url: string;
  account: ServiceAccount;
  received: Received[];
  /** Every request that reached the receiver, taken or not. */
  requests: { service: string; status: number | 'hang' }[];
  mode: { IndexNow: ReceiverMode; Google: ReceiverMode; token: ReceiverMode };
  partStatus?: (url: string) => number;
  /** What IndexNow's last submission named as its host and key file. */
  lastIndexNow?: { host: string; key: string; keyLocation: string };
  stop(): Promise<void>;
}

const TOKEN = 'test-access-token';

export async function startIndexingReceiver(): Promise<IndexingReceiver> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const hanging = new Set<http.ServerResponse>();
  const bodyOf = (request: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve(Buffer.concat(chunks).toString()));
    });

  const answerMode = (service: string, mode: ReceiverMode, response: http.ServerResponse): boolean => {
    if (mode === 'ok') return false;
    if (mode === 'hang') {
      receiver.requests.push({ service, status: 'hang' });
      hanging.add(response);
      return true;
    }
    receiver.requests.push({ service, status: mode.status });
    response.writeHead(mode.status, mode.retryAfter ? { 'retry-after': mode.retryAfter } : {}).end();
    return true;
  };

  const tokenOk = (assertion: string): boolean => {
    const [header, claims, signature] = assertion.split('.');
    if (!header || !claims || !signature) return false;
    const signed = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, signature, 'base64url');
    const read = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    return (
      signed &&
      read.iss === receiver.account.client_email &&
      read.aud === receiver.account.token_uri &&
      read.scope === 'https://www.googleapis.com/auth/indexing'
    );
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const path = request.url ?? '';
      if (path === '/indexnow') {
        if (answerMode('IndexNow', receiver.mode.IndexNow, response)) return;
        const submission = JSON.parse(body) as { host: string; key: string; keyLocation: string; urlList: string[] };
        const foreign = submission.urlList.some((url) => new URL(url).host !== submission.host);
        const status = foreign ? 422 : 200;
        receiver.requests.push({ service: 'IndexNow', status });
        if (!foreign) {
          receiver.lastIndexNow = { host: submission.host, key: submission.key, keyLocation: submission.keyLocation };
          for (const url of submission.urlList) receiver.received.push({ service: 'IndexNow', url, at: Date.now() });
        }
        response.writeHead(status).end();
      } else if (path === '/token') {
        if (answerMode('token', receiver.mode.token, response)) return;
        const ok = tokenOk(new URLSearchParams(body).get('assertion') ?? '');
        receiver.requests.push({ service: 'token', status: ok ? 200 : 400 });
        response
          .writeHead(ok ? 200 : 400, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              ok ? { access_token: TOKEN, expires_in: 3599, token_type: 'Bearer' } : { error: 'invalid_grant' },
            ),
          );
      } else if (path === '/batch') {
        if (answerMode('Google', receiver.mode.Google, response)) return;
        if (request.headers.authorization !== `Bearer ${TOKEN}`) {
          receiver.requests.push({ service: 'Google', status: 401 });
          response.writeHead(401).end();
          return;
        }
        receiver.requests.push({ service: 'Google', status: 200 });
        response
          .writeHead(200, { 'content-type': 'multipart/mixed; boundary=batch_answer' })
          .end(batchAnswer(request.headers['content-type'] ?? '', body));
      } else {
        response.writeHead(404).end();
      }
    })();
  });

  /** Google's answer to a batch: one part per request, its status from partStatus (200 unless it says). */
  const batchAnswer = (contentType: string, body: string): string => {
    const boundary = /boundary=([^;]+)/.exec(contentType)?.[1] ?? '';
    const parts = body.split(`--${boundary}`).filter((part) => part.includes('Content-ID'));
    return `${parts
      .map((part) => {
        const id = /Content-ID: <([^>]+)>/.exec(part)?.[1];
        const notice = JSON.parse(part.slice(part.indexOf('{'), part.lastIndexOf('}') + 1)) as {
          url: string;
          type: string;
        };
        const status = receiver.partStatus?.(notice.url) ?? 200;
        if (status === 200)
          receiver.received.push({ service: 'Google', url: notice.url, type: notice.type, at: Date.now() });
        return [
          '--batch_answer',
          'Content-Type: application/http',
          `Content-ID: <response-${id}>`,
          '',
          `HTTP/1.1 ${status} ${status === 200 ? 'OK' : 'Error'}`,
          'Content-Type: application/json; charset=UTF-8',
          '',
          JSON.stringify(
            status === 200 ? { urlNotificationMetadata: { url: notice.url } } : { error: { code: status } },
          ),
          '',
        ].join('\r\n');
      })
      .join('')}--batch_answer--\r\n`;
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const receiver: IndexingReceiver = {
    url,
    account: {
      client_email: 'indexing@tekvana-site.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${url}/token`,
    },
    received: [],
    requests: [],
    mode: { IndexNow: 'ok', Google: 'ok', token: 'ok' },
    stop: () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}
