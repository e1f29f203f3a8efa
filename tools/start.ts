// `npm start`: serves the production build of every app and the local API on loopback.
import { startApiProcess } from './serve/api';
import { defaultPorts } from './serve/deployConfig';
import { serveApps } from './serve/site';

async function main(): Promise<void> {
  const api = await startApiProcess(defaultPorts.api);
  const servers = await serveApps(defaultPorts, { prerender: true });
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
