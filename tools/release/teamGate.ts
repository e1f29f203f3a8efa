// The contract gate of one team's pipeline (`npm test -w @tekvana/remote-<app>`, after its unit tests): builds the
// team's remote and the shell of this checkout, stores both in a throwaway release store, makes that shell live in
// a throwaway environment and runs the gate on the remote's build (docs/decisions/051-immutable-releases.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appOfPackage } from './config';
import { FolderEnvironments } from './environments';
import { contractProblems } from './gate';
import { FolderReleaseStore, ReleaseError, type ReleaseApp } from './store';
import { buildWorkspace, runCommand, workspacePackage } from './workspace';

const repoRoot = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const workspace = process.cwd();
  const app: ReleaseApp = appOfPackage(workspacePackage(workspace).name);
  if (app === 'shell') throw new ReleaseError('The team gate checks a remote against the shell; run it in a remote.');
  const shellDir = path.join(repoRoot, 'shell');
  buildWorkspace(shellDir);
  buildWorkspace(workspace);
  const store = new FolderReleaseStore(fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-team-gate-')));
  try {
    const environments = new FolderEnvironments(store);
    const shell = await store.put('shell', workspacePackage(shellDir).version, path.join(shellDir, 'dist'));
    const remote = await store.put(app, workspacePackage(workspace).version, path.join(workspace, 'dist'));
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

runCommand(main);
