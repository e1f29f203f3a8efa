/** The Node major the API is built and tested on (root package.json pins the `node` package to it). */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * Refuses an older Node with the fix in the message: `npm start` and `npm test` run the pinned Node from
 * node_modules/.bin, but calling `node` or `tsx` directly uses whatever the machine has.
 */
export function checkNodeVersion(version: string): void {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (!(major >= REQUIRED_NODE_MAJOR)) {
    throw new Error(
      `The API needs Node ${REQUIRED_NODE_MAJOR} or later and is running on ${version}. Run it through npm (npm start), which uses the Node pinned in package.json.`,
    );
  }
}

/** Closes the API on SIGINT and SIGTERM, then exits; a second signal while it closes exits at once. */
export function closeOnSignals(app: { close(): Promise<unknown> }): void {
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
