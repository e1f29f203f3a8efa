import { optionsFromEnv } from './config';
import { startApi } from './server';

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const { app, url } = await startApi(options);
  console.log(`Tekvana staffing and e-mail API on ${url} (data: ${options.dataDir}${options.faults ? ', faults on' : ''}${options.benchOpenings ? `, bench ${options.benchOpenings} openings` : ''})`);
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
