import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import { REQUEST_TIMEOUT_MS } from './delivery';

/** A Google service account's key, as the JSON file Google gives for it holds it. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  /** Where its tokens are asked for; Google's own unless the file names another. */
  token_uri: string;
}

export interface IndexingConfig {
  /** IndexNow (Bing and the engines that share its submissions), when a key is set. */
  indexNow?: { key: string; endpoint: string };
  /** Google's Indexing API, when a service account is set. */
  google?: { account: ServiceAccount; endpoint: string; dailyQuota: number };
  /** How often the instance that holds the lease looks for changes (milliseconds). */
  pollMs: number;
  /** How long a receiver may take to answer (milliseconds). */
  requestTimeoutMs: number;
}

export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
export const GOOGLE_INDEXING_ENDPOINT = 'https://indexing.googleapis.com';
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** Google's default publish quota: URL_UPDATED and URL_DELETED together, each URL of a batch counted. */
export const GOOGLE_DAILY_QUOTA = 200;
const DEFAULT_POLL_SECONDS = 10;

/** IndexNow's rule for a key: what its key file at the site's root is named after and holds. */
const INDEXNOW_KEY = /^[a-zA-Z0-9-]{8,128}$/;

export class IndexingConfigError extends Error {}

function endpointOf(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new IndexingConfigError(`${name} must be an http(s) URL, got "${value}".`);
  return value.replace(/\/+$/, '');
}

function wholeNumber(name: string, value: string | undefined, fallback: number, least: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < least)
    throw new IndexingConfigError(`${name} must be a whole number of at least ${least}, got "${value}".`);
  return number;
}

function serviceAccountOf(env: NodeJS.ProcessEnv): ServiceAccount | undefined {
  const file = env.GOOGLE_INDEXING_CREDENTIALS_FILE;
  const from = file ? `GOOGLE_INDEXING_CREDENTIALS_FILE (${file})` : 'GOOGLE_INDEXING_CREDENTIALS';
  let text = env.GOOGLE_INDEXING_CREDENTIALS;
  if (file) {
    if (text) throw new IndexingConfigError('Set GOOGLE_INDEXING_CREDENTIALS or its _FILE, not both.');
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new IndexingConfigError(`${from} cannot be read: ${(error as Error).message}`);
    }
  }
  if (!text) return undefined;
  let parsed: Partial<ServiceAccount>;
  try {
    parsed = JSON.parse(text) as Partial<ServiceAccount>;
  } catch {
    throw new IndexingConfigError(`${from} is not JSON: give the service account's key file as Google made it.`);
  }
  const { client_email, private_key, token_uri } = parsed;
  if (typeof client_email !== 'string' || typeof private_key !== 'string')
    throw new IndexingConfigError(`${from} has no client_email and private_key: is it a service account's key?`);
  try {
    createPrivateKey(private_key);
  } catch {
    throw new IndexingConfigError(`${from}: its private_key is not a readable private key.`);
  }
  return { client_email, private_key, token_uri: endpointOf(`${from} token_uri`, token_uri, GOOGLE_TOKEN_URI) };
}

/**
 * The instant indexing the environment sets up (decision 082); undefined when it sets up none, as the site is
 * unless told. A value that is set but wrong stops the start, naming it.
 */
export function indexingFromEnv(env: NodeJS.ProcessEnv = process.env): IndexingConfig | undefined {
  const key = env.INDEXNOW_KEY;
  if (key !== undefined && key !== '' && !INDEXNOW_KEY.test(key))
    throw new IndexingConfigError('INDEXNOW_KEY must be 8 to 128 letters, digits or hyphens.');
  const account = serviceAccountOf(env);
  if (!key && !account) return undefined;
  return {
    ...(key
      ? { indexNow: { key, endpoint: endpointOf('INDEXNOW_ENDPOINT', env.INDEXNOW_ENDPOINT, INDEXNOW_ENDPOINT) } }
      : {}),
    ...(account
      ? {
          google: {
            account,
            endpoint: endpointOf('GOOGLE_INDEXING_ENDPOINT', env.GOOGLE_INDEXING_ENDPOINT, GOOGLE_INDEXING_ENDPOINT),
            dailyQuota: wholeNumber(
              'GOOGLE_INDEXING_DAILY_QUOTA',
              env.GOOGLE_INDEXING_DAILY_QUOTA,
              GOOGLE_DAILY_QUOTA,
              1,
            ),
          },
        }
      : {}),
    pollMs: wholeNumber('INDEXING_POLL_SECONDS', env.INDEXING_POLL_SECONDS, DEFAULT_POLL_SECONDS, 1) * 1000,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  };
}
