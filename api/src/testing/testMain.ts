import { describeStorage, optionsFromEnv } from '../config';
import { checkNodeVersion, runUntilStopped } from '../runtime';

// The API process of the browser tests and the bench (tools/apiProcess.ts startTestApiProcess): main.ts's API plus
// the test plugins its environment asks for, API_FAULTS=1 (testServer.ts). The production entry, main.ts, does not
// read it and registers no test plugin.
async function main(): Promise<void> {
  checkNodeVersion(process.version);
  // Loaded after the check, as in main.ts: on an old Node the database module fails with a less helpful error.
  const { startApi } = await import('../server');
  const { testPlugins, testPluginOptionsFromEnv } = await import('./testServer');
  const options = optionsFromEnv(process.env);
  const plugins = testPluginOptionsFromEnv(process.env);
  const { url } = await runUntilStopped((controls) => startApi(options, testPlugins(plugins), controls));
  console.log(
    `Tekvana staffing and e-mail API on ${url} (Node ${process.versions.node}; ${describeStorage(options)}${plugins.faults ? ', faults on' : ''})`,
  );
  console.log(`Outbox: ${url}/outbox`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
