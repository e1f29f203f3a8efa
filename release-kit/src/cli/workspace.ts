import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from '../store/store';

/** The name and version of the workspace in `dir`. */
export function workspacePackage(dir: string): { name: string; version: string } {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
}

/** The workspace's own production build, into its dist/. */
export function buildWorkspace(dir: string): void {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new ReleaseError(`The build in ${dir} failed; nothing was stored.`);
}

/** Runs a release command: a ReleaseError is a message for the person who ran it, anything else a crash. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  });
}
