// The contract gate of one team's pipeline (`npm test -w @tekvana/remote-<app>`, after its unit tests): builds the
// team's remote and the shell of this checkout, stores both in a throwaway release store, makes that shell live in
// a throwaway environment and runs the gate on the remote's build (docs/decisions/051-immutable-releases.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appOfPackage } from './config';
import { FolderEnvironments } from './environments';
import { contractProblems } from './gate';
import { FolderReleaseStore, ReleaseError, type ReleaseApp } from './store';

const repoRoot = path.resolve(__dirname, '../..');

function packageOf(workspace: string): { name: string; version: string } {
  return JSON.parse(fs.readFileSync(path.join(workspace, 'package.json'), 'utf8')) as { name: string; version: string };
}

function build(workspace: string): void {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: workspace, stdio: 'inherit' });
  if (result.status !== 0) throw new ReleaseError(`The build in ${workspace} failed.`);
}

async function main(): Promise<void> {
  const workspace = process.cwd();
  const app: ReleaseApp = appOfPackage(packageOf(workspace).name);
  if (app === 'shell') throw new ReleaseError('The team gate checks a remote against the shell; run it in a remote.');
  const shellDir = path.join(repoRoot, 'shell');
  build(shellDir);
  build(workspace);
  const store = new FolderReleaseStore(fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-team-gate-')));
  try {
    const environments = new FolderEnvironments(store);
    const shell = await store.put('shell', packageOf(shellDir).version, path.join(shellDir, 'dist'));
    const remote = await store.put(app, packageOf(workspace).version, path.join(workspace, 'dist'));
    await environments.deploy('gate', 'shell', shell.record.id);
    const { problems } = await contractProblems(store, environments, 'gate', app, remote.record.id);
    if (problems.length > 0)
      throw new ReleaseError(
        `${app} fails the contract gate against this checkout's shell:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
      );
    console.log(
      `${app} ${remote.record.id} passes the contract gate against this checkout's shell ${shell.record.id}.`,
    );
  } finally {
    fs.rmSync(store.root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
