import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * The scripts an API process runs: main.ts, the production entry; and the test entry, main.ts's API plus the test
 * plugins its environment asks for (API_FAULTS), which the browser tests and the bench start.
 */
const ENTRIES = { production: path.join(__dirname, 'main.ts'), test: path.join(__dirname, 'testing', 'testMain.ts') };

export interface LaunchOptions {
  port: number;
  /** 'production' (main.ts) unless 'test' (testing/testMain.ts): see ENTRIES. */
  entry?: keyof typeof ENTRIES;
  /** Over this process's environment: the API_* (and DATABASE_URL, S3_*, SMTP_URL) variables of docs/api.md. */
  env?: NodeJS.ProcessEnv;
  /** The API's own output: shown (the start scripts) or dropped (tests that start many). */
  output?: 'inherit' | 'ignore';
  timeoutMs?: number;
}

/**
 * Starts the API (src/main.ts, or the test entry) as a child process on loopback and resolves once it answers, as `npm start`, the
 * browser tests, the benchmark and the multi-instance tests run it.
 */
export async function launchApi({
  port,
  entry = 'production',
  env = {},
  output = 'inherit',
  timeoutMs = 60_000,
}: LaunchOptions): Promise<ChildProcess> {
  // Something already answering there (an API left running by a stopped run) would pass for this one.
  const taken = await fetch(`http://127.0.0.1:${port}/get/country`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} already answers: stop the process on it (an API left running?) first.`);
  // Node itself with tsx's loader, not the tsx command: that one runs the API in a second process of its own,
  // so a kill (or a crash test's kill -9) would reach the wrapper and leave the API running.
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRIES[entry]], {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      // On loopback nothing balances between instances: a stop closes at once, requests in flight still answered.
      API_STOP_DRAIN_MS: process.env.API_STOP_DRAIN_MS ?? '0',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} while starting.`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/get/country`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The API did not answer on port ${port} within ${timeoutMs / 1000} s.`);
}

/** Kills the process at once (as a crash would) and resolves when it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}
