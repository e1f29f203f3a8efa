import { describeStorage, optionsFromEnv } from './config';
import { checkNodeVersion } from './runtime';

async function main(): Promise<void> {
  checkNodeVersion(process.version);
  // Loaded after the check: on an old Node the database module fails to load with a less helpful error.
  const { startApi } = await import('./server');
  const options = optionsFromEnv(process.env);
  const { app, url } = await startApi(options);
  console.log(
    `Tekvana staffing and e-mail API on ${url} (Node ${process.versions.node}; ${describeStorage(options)}${options.faults ? ', faults on' : ''}${options.benchOpenings ? `, bench ${options.benchOpenings} openings` : ''})`,
  );
  console.log(`Outbox: ${url}/outbox`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second Ctrl+C while closing means "now".
    if (closing) process.exit(1);
    closing = true;
    console.log(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
