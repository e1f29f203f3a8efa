// `npm run dev`: webpack dev servers with hot reload for every app (ports 3000-3003) and the local API (4000).
// The dev servers serve each app's public/deploy-config.json, which points at exactly these ports.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startApiProcess } from './apiProcess';
import { defaultPorts } from '../site-server/src/site/deployConfig';
import { repoRoot } from '../site-server/src/site/site';

const apps = ['remote-content', 'remote-careers', 'remote-internship', 'shell'];

async function main(): Promise<void> {
  const children: ChildProcess[] = [await startApiProcess(defaultPorts.api)];
  for (const app of apps) {
    children.push(
      spawn(path.join(repoRoot, 'node_modules/.bin/webpack'), ['serve', '--mode', 'development'], {
        cwd: path.join(repoRoot, app),
        stdio: 'inherit',
      }),
    );
  }
  const stop = () => {
    for (const child of children) child.kill();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`Dev site: http://127.0.0.1:${defaultPorts.shell} (remotes on 3001-3003, API on ${defaultPorts.api})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
