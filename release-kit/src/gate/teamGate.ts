// The contract gate of one team's pipeline (`npm test -w @tekvana/remote-<app>`, after its unit tests): builds the
// team's remote and the shell of this checkout, stores both in a throwaway release store, makes that shell live in
// a throwaway environment and runs the gate on the remote's build (docs/decisions/051-immutable-releases.md). The
// browser check opens the site's pages, so the content remote (the site data) is built and made live too, and for
// the content team every remote, since content's pages hold the other remotes' sections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserProblems } from './browserGate';
import { repoRoot } from '../store/appBuilds';
import { appOfPackage } from '../store/config';
import { FolderEnvironments } from '../environments/environments';
import { browserCheckMissing, contractProblems } from './gate';
import { FolderReleaseStore, ReleaseError, type ReleaseApp } from '../store/store';
import { buildWorkspace, runCommand, workspacePackage } from '../cli/workspace';

const workspaceOf = (app: ReleaseApp) => path.join(repoRoot, app === 'shell' ? 'shell' : `remote-${app}`);

/** The apps made live beside the team's remote so that the browser check can open the pages that use it. */
const besides = (app: ReleaseApp): ReleaseApp[] =>
  app === 'content' ? ['shell', 'careers', 'internship'] : ['shell', 'content'];

async function main(): Promise<void> {
  const workspace = process.cwd();
  const app: ReleaseApp = appOfPackage(workspacePackage(workspace).name);
  if (app === 'shell') throw new ReleaseError('The team gate checks a remote against the shell; run it in a remote.');
  // Before minutes of builds: a gate that cannot open the remote fails closed, at once.
  const missing = browserCheckMissing({ wayRound: false });
  if (missing) throw new ReleaseError(missing);
  for (const other of besides(app)) buildWorkspace(workspaceOf(other));
  buildWorkspace(workspace);
  const store = new FolderReleaseStore(fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-team-gate-')));
  try {
    const environments = new FolderEnvironments(store);
    const live: Partial<Record<ReleaseApp, string>> = {};
    for (const other of besides(app)) {
      const dir = workspaceOf(other);
      const stored = await store.put(other, workspacePackage(dir).version, path.join(dir, 'dist'));
      live[other] = stored.record.id;
      await environments.deploy('gate', other, stored.record.id);
    }
    const remote = await store.put(app, workspacePackage(workspace).version, path.join(workspace, 'dist'));
    const id = remote.record.id;
    const refuse = (problems: string[]) =>
      new ReleaseError(
        `${app} fails the contract gate against this checkout's shell:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
      );
    const record = await environments.read('gate');
    const contract = await contractProblems(store, record, app, id);
    if (contract.problems.length > 0) throw refuse(contract.problems);
    const browser = await browserProblems(store, record, app, id, { log: console.log });
    for (const note of browser.notes) console.log(note);
    if (browser.problems.length > 0) throw refuse(browser.problems);
    console.log(`${app} ${id} passes the contract gate against this checkout's shell ${live.shell}.`);
  } finally {
    fs.rmSync(store.root, { recursive: true, force: true });
  }
}

runCommand(main);
