import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site';

/** Starts the local API (api/) as a child process and resolves once it answers. */
export async function startApiProcess(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} while starting.`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/get/country`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`The API did not answer on port ${port} within 60 s.`);
}
