import type { ChildProcess } from 'node:child_process';
import { launchApi } from '../api/src/launch';

/** Starts the local API (api/, its production entry) as a child process and resolves once it answers. */
export function startApiProcess(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  return launchApi({ port, env });
}

/**
 * The same through the API's test entry (api/src/testing/testMain.ts), which registers the test plugins `env` asks
 * for: API_FAULTS=1 (x-fault header, /test/openings) for the browser tests.
 */
export function startTestApiProcess(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  return launchApi({ port, env, entry: 'test' });
}
