import type { ChildProcess } from 'node:child_process';
import { launchApi } from '../api/src/launch';

/** Starts the local API (api/) as a child process and resolves once it answers. */
export function startApiProcess(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  return launchApi({ port, env });
}
