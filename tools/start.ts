// `npm start`: serves the production build of every app and the local API on loopback.
import { releaseEnvironments, releaseStore } from '@tekvana/release-kit/config';
import { startApiProcess } from './apiProcess';
import { sitePortsFromEnv } from '../site-server/src/site/deployConfig';
import { serveApps } from '../site-server/src/site/site';
import { siteLoggerFromEnv } from '../site-server/src/site/siteLogger';

/** Job pages and sitemaps follow the openings within a minute; JOB_PAGES_REFRESH_SECONDS=0 reads them at start only. */
const DEFAULT_JOB_PAGES_REFRESH_SECONDS = 60;

async function main(): Promise<void> {
  const ports = sitePortsFromEnv();
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  // The API is told where the site is, so that SITE_PORT moves it too; API_CORS_ORIGINS and API_SITE_URL still win.
  const sitePorts = [ports.shell, ports.content, ports.careers, ports.internship];
  const api = await startApiProcess(ports.api, {
    API_CORS_ORIGINS:
      process.env.API_CORS_ORIGINS ?? sitePorts.flatMap((port) => [origin(port), `http://localhost:${port}`]).join(','),
    API_SITE_URL: process.env.API_SITE_URL ?? origin(ports.shell),
  });
  // Registered before the site starts: a stop then must not leave the API running.
  let servers: Awaited<ReturnType<typeof serveApps>> = [];
  const stop = () => {
    api.kill();
    void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const refreshSeconds = Number(process.env.JOB_PAGES_REFRESH_SECONDS ?? DEFAULT_JOB_PAGES_REFRESH_SECONDS);
  // SITE_ENV: serve what that environment of the release store runs, following its deploys (decision 052).
  const env = process.env.SITE_ENV;
  const store = env ? releaseStore() : undefined;
  servers = await serveApps(ports, {
    releases: store && env ? { store, environments: releaseEnvironments(store), env } : undefined,
    // Ctrl+C ends the process: an open tab's idle or half-opened connections must not hold it for a minute.
    dropConnectionsOnClose: true,
    refreshJobsMs: refreshSeconds > 0 ? refreshSeconds * 1000 : undefined,
    logger: siteLoggerFromEnv(process.env),
  });
  // Written as it is, not as a log line: what a person reads once the site is up.
  process.stdout.write(`
Tekvana site:        ${origin(ports.shell)}
Content remote:      ${origin(ports.content)}  (standalone page)
Careers remote:      ${origin(ports.careers)}  (standalone page)
Internship remote:   ${origin(ports.internship)}  (standalone page)
Apps served:         ${store ? `the releases live in ${env} (${store.location}), following its deploys; builds for apps with none` : 'the builds (dist/)'}
Local API + outbox:  ${origin(ports.api)}/outbox
Logs:                JSON lines; read them pretty with npm start | npx pino-pretty
Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
