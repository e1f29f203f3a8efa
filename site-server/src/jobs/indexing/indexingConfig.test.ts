import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GOOGLE_INDEXING_ENDPOINT, GOOGLE_TOKEN_URI, indexingFromEnv, INDEXNOW_ENDPOINT } from './indexingConfig';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const account = JSON.stringify({
  type: 'service_account',
  client_email: 'a@b.iam.gserviceaccount.com',
  private_key: privateKey,
});

it('is off unless a receiver is set up', () => {
  expect(indexingFromEnv({})).toBeUndefined();
  expect(indexingFromEnv({ INDEXNOW_KEY: '', INDEXNOW_ENDPOINT: 'http://127.0.0.1:1/x' })).toBeUndefined();
});

it("reads IndexNow's key and Google's service account, with the services' own endpoints unless set", () => {
  expect(indexingFromEnv({ INDEXNOW_KEY: 'a1b2c3d4-e5f6', GOOGLE_INDEXING_CREDENTIALS: account })).toEqual({
    indexNow: { key: 'a1b2c3d4-e5f6', endpoint: INDEXNOW_ENDPOINT },
    google: {
      account: { client_email: 'a@b.iam.gserviceaccount.com', private_key: privateKey, token_uri: GOOGLE_TOKEN_URI },
      endpoint: GOOGLE_INDEXING_ENDPOINT,
      dailyQuota: 200,
    },
    pollMs: 10_000,
    requestTimeoutMs: 15_000,
  });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'account-'));
  const file = path.join(folder, 'key.json');
  fs.writeFileSync(file, account);
  expect(
    indexingFromEnv({
      GOOGLE_INDEXING_CREDENTIALS_FILE: file,
      GOOGLE_INDEXING_ENDPOINT: 'http://127.0.0.1:9000/',
      GOOGLE_INDEXING_DAILY_QUOTA: '1000',
      INDEXING_POLL_SECONDS: '30',
    }),
  ).toMatchObject({ google: { endpoint: 'http://127.0.0.1:9000', dailyQuota: 1000 }, pollMs: 30_000 });
  fs.rmSync(folder, { recursive: true });
});

it('stops the start naming a value that is set but wrong', () => {
  const wrong: [NodeJS.ProcessEnv, string][] = [
    [{ INDEXNOW_KEY: 'short' }, 'INDEXNOW_KEY must be 8 to 128 letters, digits or hyphens.'],
    [{ INDEXNOW_KEY: 'key with spaces' }, 'INDEXNOW_KEY must be'],
    [{ INDEXNOW_KEY: 'a1b2c3d4', INDEXNOW_ENDPOINT: 'ftp://x' }, 'INDEXNOW_ENDPOINT must be an http(s) URL'],
    [{ GOOGLE_INDEXING_CREDENTIALS: '{not json' }, 'GOOGLE_INDEXING_CREDENTIALS is not JSON'],
    [{ GOOGLE_INDEXING_CREDENTIALS: '{"client_email":"a@b"}' }, 'has no client_email and private_key'],
    [
      { GOOGLE_INDEXING_CREDENTIALS: '{"client_email":"a@b","private_key":"-----BEGIN nonsense"}' },
      'its private_key is not a readable private key',
    ],
    [{ GOOGLE_INDEXING_CREDENTIALS_FILE: '/no/such/file.json' }, 'cannot be read'],
    [{ GOOGLE_INDEXING_CREDENTIALS: account, GOOGLE_INDEXING_CREDENTIALS_FILE: '/x' }, 'not both'],
    [{ GOOGLE_INDEXING_CREDENTIALS: account, GOOGLE_INDEXING_DAILY_QUOTA: '0' }, 'GOOGLE_INDEXING_DAILY_QUOTA must be'],
    [{ INDEXNOW_KEY: 'a1b2c3d4', INDEXING_POLL_SECONDS: 'soon' }, 'INDEXING_POLL_SECONDS must be a whole number'],
  ];
  for (const [env, message] of wrong) expect(() => indexingFromEnv(env)).toThrow(message);
});
