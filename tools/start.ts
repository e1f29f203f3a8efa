// `npm start`: serves the production build of every app and the local API on loopback.
import { startApiProcess } from './serve/api';
import { defaultPorts } from './serve/deployConfig';
import { serveApps } from './serve/site';

/** Job pages follow the openings within a minute; JOB_PAGES_REFRESH_SECONDS=0 captures them at start only. */
const DEFAULT_JOB_PAGES_REFRESH_SECONDS = 60;

async function main(): Promise<void> {
  const api = await startApiProcess(defaultPorts.api);
  const refreshSeconds = Number(process.env.JOB_PAGES_REFRESH_SECONDS ?? DEFAULT_JOB_PAGES_REFRESH_SECONDS);
  const servers = await serveApps(defaultPorts, {
    prerender: true,
    refreshJobPagesMs: refreshSeconds > 0 ? refreshSeconds * 1000 : undefined,
  });
  const stop = () => {
    api.kill();
    void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`
Tekvana site:        http://127.0.0.1:${defaultPorts.shell}
Content remote:      http://127.0.0.1:${defaultPorts.content}  (standalone page)
Careers remote:      http://127.0.0.1:${defaultPorts.careers}  (standalone page)
Internship remote:   http://127.0.0.1:${defaultPorts.internship}  (standalone page)
Local API + outbox:  http://127.0.0.1:${defaultPorts.api}/outbox
Press Ctrl+C to stop.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
