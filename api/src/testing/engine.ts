import path from 'node:path';
import { CreateBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import type { Engine } from '../db/engine';
import { listAll, type ObjectStore } from '../platform/objects/objectStore';
import { openObjectStore } from '../platform/objects/open';
import type { S3Options } from '../platform/objects/s3';

declare global {
  // Set per Jest project (api/jest.production.config.js): the same test files run once on the embedded
  // engines (SQLite, the data folder) and once on the production ones (PostgreSQL, an S3 bucket).
  var API_TEST_ENGINE: Engine | undefined;
  var API_TEST_OBJECTS: 'files' | 's3' | undefined;
}

/** Where the production project's global setup leaves its cluster's admin URL and S3 endpoint for the workers. */
export const TEST_POSTGRES_URL_VARIABLE = 'API_TEST_POSTGRES_URL';
export const TEST_S3_ENDPOINT_VARIABLE = 'API_TEST_S3_ENDPOINT';

export const testEngine = (): Engine => globalThis.API_TEST_ENGINE ?? 'sqlite';
export const testObjects = () => globalThis.API_TEST_OBJECTS ?? 'files';

function fromSetup(variable: string): string {
  const value = process.env[variable];
  if (!value)
    throw new Error(`${variable} is not set: the api-production Jest project's global setup starts the services.`);
  return value;
}

const adminUrl = () => fromSetup(TEST_POSTGRES_URL_VARIABLE);

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** One database and one bucket per data folder, so each test file (and a restart on it) sees its own data. */
const databaseName = (dataDir: string) =>
  `test_${path
    .basename(dataDir)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')}`;
const bucketName = (dataDir: string) =>
  `test-${path
    .basename(dataDir)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')}`.slice(0, 63);

/**
 * On the PostgreSQL engine, the URL of this data folder's database (created on first use); else undefined. The
 * cluster is in the C locale; `icuRoot` makes the database's own collation ICU's root locale, as a server set up
 * for another language would have it (lower() then folds every letter).
 */
export interface TestDatabaseOptions {
  icuRoot?: boolean;
}

export async function testDatabaseUrl(
  dataDir: string,
  { icuRoot = false }: TestDatabaseOptions = {},
): Promise<string | undefined> {
  if (testEngine() !== 'postgres') return undefined;
  const name = databaseName(dataDir);
  await withClient(adminUrl(), async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    const locale = icuRoot ? ` TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'und'` : '';
    // The name is built from [a-z0-9_] only, so it is safe to interpolate (CREATE DATABASE takes no parameters).
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}${locale}`);
  });
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Rows in one of the API's tables, read straight from the engine's storage. */
export async function countRowsIn(databaseUrl: string, table: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM "${table}"`);
    return result.rows[0]?.n ?? 0;
  });
}

/** On the S3 object store, this data folder's bucket (created on first use); else undefined. */
export async function testS3Options(dataDir: string): Promise<S3Options | undefined> {
  if (testObjects() !== 's3') return undefined;
  const options: S3Options = {
    bucket: bucketName(dataDir),
    endpoint: fromSetup(TEST_S3_ENDPOINT_VARIABLE),
    region: 'us-east-1',
  };
  const client = new S3Client({ region: options.region, endpoint: options.endpoint, forcePathStyle: true });
  try {
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    if (!(error instanceof S3ServiceException && /^BucketAlready(Exists|OwnedByYou)$/.test(error.name))) throw error;
  } finally {
    client.destroy();
  }
  return options;
}

/** The object store a test server on this data folder uses, for tests that look at what was stored. */
export async function testObjectStore(dataDir: string): Promise<ObjectStore> {
  return openObjectStore({ dataDir, s3: await testS3Options(dataDir) });
}

/** What a test server on this data folder stored under the key, or undefined. */
export async function storedObject(dataDir: string, key: string): Promise<Buffer | undefined> {
  const objects = await testObjectStore(dataDir);
  try {
    return await objects.read(key);
  } finally {
    objects.close();
  }
}

/** The keys under a prefix, sorted, for comparing what a store holds. */
export async function keysUnder(objects: ObjectStore, prefix: string): Promise<string[]> {
  return (await listAll(objects, prefix)).map((item) => item.key).sort();
}
