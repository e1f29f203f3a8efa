import { startThrowawayPostgres, type ThrowawayPostgres } from './services/postgres';
import { TEST_POSTGRES_URL_VARIABLE } from './engine';

declare global {
  // Jest's global setup and teardown share this process; the teardown stops what the setup started.
  var testPostgres: ThrowawayPostgres | undefined;
}

export default async function startTestPostgres(): Promise<void> {
  globalThis.testPostgres = await startThrowawayPostgres();
  // Workers start after the global setup and inherit the environment.
  process.env[TEST_POSTGRES_URL_VARIABLE] = globalThis.testPostgres.url;
}
