import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderEnvironments } from '../environments/environments';
import { contractProblems, rollbackGate } from './gate';
import { FolderReleaseStore, type ReleaseApp } from '../store/store';
import { repositorySiteOutline } from '../../../site-server/src/testing/siteOutline';

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

/** Stores a release whose build holds these files (JSON) and a server build unless told `undefined`; returns its id. */
// Each build its own version: the store keeps one release per version.
async function release(app: ReleaseApp, files: Record<string, unknown>): Promise<string> {
  const dist = path.join(work, `dist-${(builds += 1)}`);
  fs.mkdirSync(dist, { recursive: true });
  const built = { 'server/server.js': 'module.exports = {};', 'release-contract.json': {}, ...files };
  for (const [name, value] of Object.entries(built)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    if (value !== undefined) fs.writeFileSync(path.join(dist, name), JSON.stringify(value));
  }
  return (await store.put(app, `1.0.${builds}`, dist)).record.id;
}

const shell = (careersModules: string[], shared = react('19.3.1', '^19.0.0'), provides: object = {}) =>
  release('shell', {
    'mf-manifest.json': { exposes: [], shared },
    'release-contract.json': { requires: { careers: careersModules, content: ['siteData'] }, provides },
  });
/** A careers release; `contract` is its release-contract.json (undefined: one made before the file existed). */
const careers = (modules: string[], shared = react('19.3.1', '^19.0.0'), contract: object | undefined = {}) =>
  release('careers', {
    'mf-manifest.json': { exposes: modules.map((name) => ({ name })), shared },
    'release-contract.json': contract,
  });

/** Runs npm run <command> on the test's store. */
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../cli/cli.ts'), ...args], {
    env: { ...process.env, RELEASE_STORE: store.root },
    encoding: 'utf8',
  });

it('passes a remote that exposes what the live shell loads and shares versions both accept', async () => {
  await environments.deploy('local', 'shell', await shell(['OpeningsSection', 'JobSection']));
  const id = await careers(['OpeningsSection', 'JobSection', 'Extra'], react('19.4.0', '^19.0.0'));
  expect(await contractProblems(store, await environments.read('local'), 'careers', id)).toEqual({
    problems: [],
    notes: [],
  });
});

it('names a module the live shell loads that the release does not expose', async () => {
  const shellId = await shell(['OpeningsSection', 'JobSection']);
  await environments.deploy('local', 'shell', shellId);
  const id = await careers(['OpeningsSection']);
  expect((await contractProblems(store, await environments.read('local'), 'careers', id)).problems).toEqual([
    `careers ${id} does not expose JobSection, which shell ${shellId} loads from it.`,
  ]);
});

it('names a singleton version outside the other side’s range, both ways', async () => {
  const shellId = await shell(['OpeningsSection']);
  await environments.deploy('local', 'shell', shellId);
  const id = await careers(['OpeningsSection'], react('20.0.0', '^20.0.0'));
  expect((await contractProblems(store, await environments.read('local'), 'careers', id)).problems).toEqual([
    `careers ${id} shares react 20.0.0, outside the range ^19.0.0 of shell ${shellId}.`,
    `shell ${shellId} shares react 19.3.1, outside the range ^20.0.0 of careers ${id}.`,
  ]);
});

it('passes a remote that takes the federation runtime from a shell giving one in its range', async () => {
  await environments.deploy('local', 'shell', await shell(['JobSection'], undefined, { federationRuntime: '2.9.2' }));
  const id = await careers(['JobSection'], undefined, { needs: { federationRuntime: '^2.9.0' } });
  expect((await contractProblems(store, await environments.read('local'), 'careers', id)).problems).toEqual([]);
});

it('refuses a remote that takes a federation runtime the live shell does not give, and the shell back', async () => {
  const older = await shell(['JobSection'], undefined, { federationRuntime: '2.9.2' });
  await environments.deploy('local', 'shell', older);
  const id = await careers(['JobSection'], undefined, { needs: { federationRuntime: '^2.10.0' } });
  expect((await contractProblems(store, await environments.read('local'), 'careers', id)).problems).toEqual([
    `careers ${id} takes the federation runtime ^2.10.0 from the shell; shell ${older} gives 2.9.2.`,
  ]);
  // With the remote live, a shell made before it gave the runtime may not come back, even as a rollback.
  const newer = await shell(['JobSection'], undefined, { federationRuntime: '2.10.1' });
  await environments.deploy('local', 'shell', newer);
  await environments.deploy('local', 'careers', id);
  const beforeRuntime = await shell(['JobSection']);
  const record = await environments.read('local');
  expect((await contractProblems(store, record, 'shell', beforeRuntime, { rollback: true })).problems).toEqual([
    `careers ${id} takes the federation runtime ^2.10.0 from the shell; shell ${beforeRuntime} gives none.`,
  ]);
});

it('checks a shell release against every live remote, and says when there is nothing to check against', async () => {
  const careersId = await careers(['OpeningsSection']);
  const lonely = await contractProblems(store, await environments.read('local'), 'careers', careersId);
  expect(lonely).toEqual({
    problems: [],
    notes: ['No shell is live in local: careers ' + careersId + ' was checked against none.'],
  });
  await environments.deploy('local', 'careers', careersId);
  const shellId = await shell(['OpeningsSection', 'NewSection']);
  expect((await contractProblems(store, await environments.read('local'), 'shell', shellId)).problems).toEqual([
    `careers ${careersId} does not expose NewSection, which shell ${shellId} loads from it.`,
  ]);
});

it('checks against the record it is given, not the environment as it is by the time it runs', async () => {
  await environments.deploy('local', 'shell', await shell(['OpeningsSection']));
  const record = await environments.read('local');
  const newer = await shell(['OpeningsSection', 'JobSection']);
  await environments.deploy('local', 'shell', newer);
  const id = await careers(['OpeningsSection']);
  expect(await contractProblems(store, record, 'careers', id)).toEqual({ problems: [], notes: [] });
  expect((await contractProblems(store, await environments.read('local'), 'careers', id)).problems).toEqual([
    `careers ${id} does not expose JobSection, which shell ${newer} loads from it.`,
  ]);
});

it('refuses a new release without its server build or contract, and lets a rollback return to one', async () => {
  const record = await environments.read('local');
  const old = await release('careers', {
    'mf-manifest.json': { exposes: [] },
    'server/server.js': undefined,
    'release-contract.json': undefined,
  });
  expect((await contractProblems(store, record, 'careers', old)).problems).toEqual([
    `careers ${old} has no server build (server/server.js): the site could not render its pages on the server.`,
    `careers ${old} has no release-contract.json: the gate cannot tell what it needs of the live releases.`,
  ]);
  expect((await contractProblems(store, record, 'careers', old, { rollback: true })).problems).toEqual([]);
});

describe('a content release', () => {
  const content = (files: Record<string, unknown>) =>
    release('content', {
      'mf-manifest.json': { exposes: [{ name: 'siteData' }], shared: react('19.3.1', '^19.0.0') },
      ...files,
    });

  it('carries the site outline the site server tells pages from other paths by (decision 068)', async () => {
    const record = await environments.read('local');
    const whole = await content({ 'site-outline.json': repositorySiteOutline() });
    expect((await contractProblems(store, record, 'content', whole)).problems).toEqual([]);
    const without = await content({});
    expect((await contractProblems(store, record, 'content', without)).problems).toEqual([
      `content ${without} has no site-outline.json: the site could not tell its pages from other paths.`,
    ]);
    const broken = await content({ 'site-outline.json': { pageKeys: 'home' } });
    expect((await contractProblems(store, record, 'content', broken)).problems).toEqual([
      `content ${broken}: site-outline.json is no site outline the shell would take.`,
    ]);
  });

  it('may be rolled back to without one, made before the file existed', async () => {
    const old = await content({});
    await environments.deploy('local', 'content', old);
    await environments.deploy('local', 'content', await content({ 'site-outline.json': repositorySiteOutline() }));
    expect(await rollbackGate(store, await environments.read('local'), 'content')).toEqual([
      'No shell is live in local: content ' + old + ' was checked against none.',
    ]);
  });
});

describe('the gate of a rollback', () => {
  /** careers v1 fits the old shell only; v2, live now, fits the new shell that went live after it. */
  async function shellMovedOn() {
    const oldShell = await shell(['OpeningsSection']);
    const v1 = await careers(['OpeningsSection']);
    const v2 = await careers(['OpeningsSection', 'JobSection']);
    const newShell = await shell(['OpeningsSection', 'JobSection']);
    await environments.deploy('local', 'shell', oldShell);
    await environments.deploy('local', 'careers', v1);
    await environments.deploy('local', 'careers', v2);
    await environments.deploy('local', 'shell', newShell);
    return { oldShell, v1, v2, newShell };
  }

  it('refuses a rollback to a release that fails the static checks against what is live, unless forced', async () => {
    const { v1, newShell } = await shellMovedOn();
    const record = await environments.read('local');
    const problem = `careers ${v1} does not expose JobSection, which shell ${newShell} loads from it.`;
    await expect(rollbackGate(store, record, 'careers')).rejects.toThrow(
      `Rolling careers back to ${v1} fails the contract gate in local; nothing was changed:\n  - ${problem}\n` +
        'To roll back all the same, run it again with --force.',
    );
    expect(await rollbackGate(store, record, 'careers', { force: true })).toEqual([
      `Warning: careers ${v1} fails the contract gate in local; rolling back all the same (--force):\n  - ${problem}`,
    ]);
  });

  it('lets a rollback go whose release passes, and checks nothing when there is none to return to', async () => {
    await shellMovedOn();
    const record = await environments.read('local');
    // The old shell loads only what careers v2 exposes.
    expect(await rollbackGate(store, record, 'shell')).toEqual([]);
    expect(await rollbackGate(store, record, 'content')).toEqual([]);
  });

  it('names a release the checks cannot read, and a forced rollback still goes', async () => {
    const { v1 } = await shellMovedOn();
    fs.rmSync(path.join(store.root, 'careers', v1, 'mf-manifest.json'));
    const record = await environments.read('local');
    await expect(rollbackGate(store, record, 'careers')).rejects.toThrow(
      `Rolling careers back to ${v1} fails the contract gate in local; nothing was changed:\n  - The checks could not run:`,
    );
    expect((await rollbackGate(store, record, 'careers', { force: true }))[0]).toContain('The checks could not run:');
  });

  it('stops npm run rollback with nothing changed, and rolls back with --force', async () => {
    const { v1, v2 } = await shellMovedOn();
    const before = await environments.read('local');
    const refused = cli('rollback', 'careers');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`Rolling careers back to ${v1} fails the contract gate in local`);
    expect(refused.stderr).toContain('does not expose JobSection');
    expect(await environments.read('local')).toEqual(before);
    expect(cli('deploy', 'careers', v1, '--force').stderr).toContain('--force is for a rollback only.');

    const forced = cli('rollback', 'careers', '--force');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain(`Warning: careers ${v1} fails the contract gate in local`);
    expect(forced.stdout).toContain(`local: careers ${v2} -> ${v1} (rolled back)`);
    expect(await environments.read('local')).toMatchObject({ revision: before.revision + 1, live: { careers: v1 } });
  }, 30_000);
});

it('stops npm run deploy before the switch, naming what broke, and npm run check-release says the same', async () => {
  const shellId = await shell(['OpeningsSection', 'JobSection']);
  const good = await careers(['OpeningsSection', 'JobSection']);
  const broken = await careers(['OpeningsSection']);
  // The static checks alone (no page of these releases could be opened): the browser check is e2e's.
  const unopened = (...args: string[]) => cli(...args, '--no-browser-check');
  expect(unopened('deploy', 'shell', shellId).status).toBe(0);
  expect(unopened('deploy', 'careers', good).stdout).toContain(
    `careers ${good} passes the gate's static checks in local`,
  );
  const before = await environments.read('local');
  const refused = unopened('deploy', 'careers', broken);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`careers ${broken} fails the contract gate in local; nothing was changed:`);
  expect(refused.stderr).toContain('does not expose JobSection');
  expect(await environments.read('local')).toEqual(before);
  const checked = unopened('check-release', 'careers', broken);
  expect(checked.status).toBe(1);
  expect(checked.stderr).toContain('does not expose JobSection');
}, 30_000);

it("refuses a team's pipeline without Chromium at once, in one line that offers no way round", () => {
  const team = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'teamGate.ts')], {
    cwd: path.join(__dirname, '../../../remote-careers'),
    env: { ...process.env, CHROME_PATH: path.join(store.root, 'no-chromium') },
    encoding: 'utf8',
  });
  expect(team.status).toBe(1);
  expect(team.stderr.trim()).toBe(
    `The browser check cannot run: no Chromium at ${path.join(store.root, 'no-chromium')}. Install Chromium ` +
      "(Debian: apt-get install chromium) or set CHROME_PATH to its binary; a team's pipeline always opens its " +
      'release in a browser.',
  );
  // Refused before any build.
  expect(team.stdout).toBe('');
});
