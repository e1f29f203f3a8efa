import { describeStorage, optionsFromEnv } from './config';
import { checkNodeVersion, runUntilStopped } from './runtime';

// The production entry (npm start -w api, the start scripts, a deployment): the API as the environment configures
// it, nothing else. The tests', browser tests' and bench's API adds test plugins through testing/testMain.ts.
async function main(): Promise<void> {
  checkNodeVersion(process.version);
  // Loaded after the check: on an old Node the database module fails to load with a less helpful error.
  const { startApi } = await import('./server');
  const options = optionsFromEnv(process.env);
  const { url } = await runUntilStopped((controls) => startApi(options, [], controls));
  console.log(`Tekvana staffing and e-mail API on ${url} (Node ${process.versions.node}; ${describeStorage(options)})`);
  console.log(`Outbox: ${url}/outbox`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
