import type { ChildProcess } from 'node:child_process';
import { launchApi } from '../launch';
import { testDatabaseUrl, testS3Options } from './engine';
import { TEST_SECRET } from './helpers';
import { freePort } from './services/freePort';

export interface TestApiProcess {
  child: ChildProcess;
  url: string;
}

/** The environment of an API process on this data folder and the Jest project's engines, silent and unlimited. */
export async function testApiEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  const databaseUrl = await testDatabaseUrl(dataDir);
  const s3 = await testS3Options(dataDir);
  return {
    API_DATA_DIR: dataDir,
    API_SIGNING_SECRET: TEST_SECRET,
    API_LOG: '0',
    API_RATE_LIMIT_MAX: '0',
    API_SWEEP_INTERVAL_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(s3 ? { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region } : {}),
  };
}

/** The API as a separate process (so a test can kill -9 it), on a free loopback port. */
export async function launchTestApi(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<TestApiProcess> {
  const port = await freePort();
  const child = await launchApi({ port, env: { ...(await testApiEnv(dataDir)), ...env }, output: 'ignore' });
  return { child, url: `http://127.0.0.1:${port}` };
}
