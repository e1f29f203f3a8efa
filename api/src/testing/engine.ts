import path from 'node:path';
import { Client } from 'pg';
import type { Engine } from '../db/engine';

declare global {
  // Set per Jest project (api/jest.postgres.config.js): the same test files run once on each engine.
  var API_TEST_ENGINE: Engine | undefined;
}

/** Where the PostgreSQL project's global setup leaves its cluster's admin URL for the workers. */
export const TEST_POSTGRES_URL_VARIABLE = 'API_TEST_POSTGRES_URL';

export const testEngine = (): Engine => globalThis.API_TEST_ENGINE ?? 'sqlite';

function adminUrl(): string {
  const url = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (!url) throw new Error(`${TEST_POSTGRES_URL_VARIABLE} is not set: the api-postgres Jest project's global setup starts the cluster.`);
  return url;
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** One database per data folder, so each test file (and a restart on the same folder) sees its own data. */
const databaseName = (dataDir: string) => `test_${path.basename(dataDir).toLowerCase().replace(/[^a-z0-9]/g, '_')}`;

/** On the PostgreSQL engine, the URL of this data folder's database (created on first use); else undefined. */
export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  if (testEngine() !== 'postgres') return undefined;
  const name = databaseName(dataDir);
  await withClient(adminUrl(), async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    // The name is built from [a-z0-9_] only, so it is safe to interpolate (CREATE DATABASE takes no parameters).
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
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
