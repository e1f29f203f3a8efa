import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderEnvironments } from '../../site-server/src/release/environments';
import { contractProblems } from './gate';
import { FolderReleaseStore, type ReleaseApp } from '../../site-server/src/release/store';

let work: string;
let store: FolderReleaseStore;
let environments: FolderEnvironments;
let builds = 0;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-gate-'));
  store = new FolderReleaseStore(path.join(work, 'store'));
  environments = new FolderEnvironments(store);
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const react = (version: string, range: string) => [
  { name: 'react', version, requiredVersion: range, singleton: true },
  { name: '@tekvana/shared', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
];

/** Stores a release whose build holds these files (JSON), and returns its id. */
// Each build its own version: the store keeps one release per version.
async function release(app: ReleaseApp, files: Record<string, unknown>): Promise<string> {
  const dist = path.join(work, `dist-${(builds += 1)}`);
  fs.mkdirSync(dist, { recursive: true });
  for (const [name, value] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), JSON.stringify(value));
  return (await store.put(app, `1.0.${builds}`, dist)).record.id;
}

const shell = (careersModules: string[], shared = react('19.3.1', '^19.0.0')) =>
  release('shell', {
    'mf-manifest.json': { exposes: [], shared },
    'release-contract.json': { requires: { careers: careersModules, content: ['siteData'] } },
  });
const careers = (modules: string[], shared = react('19.3.1', '^19.0.0')) =>
  release('careers', { 'mf-manifest.json': { exposes: modules.map((name) => ({ name })), shared } });

it('passes a remote that exposes what the live shell loads and shares versions both accept', async () => {
  await environments.deploy('local', 'shell', await shell(['OpeningsSection', 'JobSection']));
  const id = await careers(['OpeningsSection', 'JobSection', 'Extra'], react('19.4.0', '^19.0.0'));
  expect(await contractProblems(store, environments, 'local', 'careers', id)).toEqual({ problems: [], notes: [] });
});

it('names a module the live shell loads that the release does not expose', async () => {
  const shellId = await shell(['OpeningsSection', 'JobSection']);
  await environments.deploy('local', 'shell', shellId);
  const id = await careers(['OpeningsSection']);
  expect((await contractProblems(store, environments, 'local', 'careers', id)).problems).toEqual([
    `careers ${id} does not expose JobSection, which shell ${shellId} loads from it.`,
  ]);
});

it('names a singleton version outside the other side’s range, both ways', async () => {
  const shellId = await shell(['OpeningsSection']);
  await environments.deploy('local', 'shell', shellId);
  const id = await careers(['OpeningsSection'], react('20.0.0', '^20.0.0'));
  expect((await contractProblems(store, environments, 'local', 'careers', id)).problems).toEqual([
    `careers ${id} shares react 20.0.0, outside the range ^19.0.0 of shell ${shellId}.`,
    `shell ${shellId} shares react 19.3.1, outside the range ^20.0.0 of careers ${id}.`,
  ]);
});

it('checks a shell release against every live remote, and says when there is nothing to check against', async () => {
  const careersId = await careers(['OpeningsSection']);
  const lonely = await contractProblems(store, environments, 'local', 'careers', careersId);
  expect(lonely).toEqual({
    problems: [],
    notes: ['No shell is live in local: careers ' + careersId + ' was checked against none.'],
  });
  await environments.deploy('local', 'careers', careersId);
  const shellId = await shell(['OpeningsSection', 'NewSection']);
  expect((await contractProblems(store, environments, 'local', 'shell', shellId)).problems).toEqual([
    `careers ${careersId} does not expose NewSection, which shell ${shellId} loads from it.`,
  ]);
});

it('stops npm run deploy before the switch, naming what broke, and npm run check-release says the same', async () => {
  const shellId = await shell(['OpeningsSection', 'JobSection']);
  const good = await careers(['OpeningsSection', 'JobSection']);
  const broken = await careers(['OpeningsSection']);
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'cli.ts'), ...args], {
      env: { ...process.env, RELEASE_STORE: store.root },
      encoding: 'utf8',
    });
  expect(cli('deploy', 'shell', shellId).status).toBe(0);
  expect(cli('deploy', 'careers', good).stdout).toContain(`careers ${good} passes the contract gate in local.`);
  const before = await environments.read('local');
  const refused = cli('deploy', 'careers', broken);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`careers ${broken} fails the contract gate in local; nothing was changed:`);
  expect(refused.stderr).toContain('does not expose JobSection');
  expect(await environments.read('local')).toEqual(before);
  const checked = cli('check-release', 'careers', broken);
  expect(checked.status).toBe(1);
  expect(checked.stderr).toContain('does not expose JobSection');
});
