import { startThrowawayPostgres, type ThrowawayPostgres } from './services/postgres';
import { S3RVER_CREDENTIALS, startThrowawayS3, type ThrowawayS3 } from './services/s3';
import { TEST_POSTGRES_URL_VARIABLE, TEST_S3_ENDPOINT_VARIABLE } from './engine';

declare global {
  // Jest's global setup and teardown share this process; the teardown stops what the setup started.
  var testPostgres: ThrowawayPostgres | undefined;
  var testS3: ThrowawayS3 | undefined;
}

export default async function startProductionServices(): Promise<void> {
  globalThis.testPostgres = await startThrowawayPostgres();
  // Jest runs no teardown after a failed setup: what started is stopped here.
  globalThis.testS3 = await startThrowawayS3().catch((error: unknown) => {
    globalThis.testPostgres?.stop();
    throw error;
  });
  // Workers (and the API processes tests spawn) start after the global setup and inherit the environment.
  process.env[TEST_POSTGRES_URL_VARIABLE] = globalThis.testPostgres.url;
  process.env[TEST_S3_ENDPOINT_VARIABLE] = globalThis.testS3.endpoint;
  Object.assign(process.env, S3RVER_CREDENTIALS);
}
