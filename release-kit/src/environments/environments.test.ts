import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { switchesTwoReleases } from '../testing/switchesTwoReleases';
import { FolderEnvironments, namesRelease, previousRelease, STALE_ENVIRONMENT_LOCK_MS } from './environments';
import { FolderReleaseStore, type ReleaseApp } from '../store/store';

// One release per version (release-kit/src/store/store.ts checkVersionFree): each build a test stores gets its own.
let builds = 0;
const nextVersion = () => `1.0.${(builds += 1)}`;

let work: string;
let store: FolderReleaseStore;
let environments: FolderEnvironments;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-environments-'));
  store = new FolderReleaseStore(path.join(work, 'store'));
  environments = new FolderEnvironments(store);
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * Stores a release of `app` (careers unless named) whose entry says `text`, with a server build and a release
 * contract that needs nothing; returns its id.
 */
async function release(text: string, app: ReleaseApp = 'careers'): Promise<string> {
  const dist = path.join(work, `dist-${app}-${text}`);
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), text);
  fs.writeFileSync(path.join(dist, 'server/server.js'), `module.exports = ${JSON.stringify(text)};`);
  fs.writeFileSync(path.join(dist, 'release-contract.json'), '{}');
  return (await store.put(app, nextVersion(), dist)).record.id;
}

it('switches an app between stored releases, records each switch, and rolls back to the one before', async () => {
  const [first, second] = [await release('first'), await release('second')];
  await switchesTwoReleases(environments, first, second);
  await expect(environments.rollback('local', 'careers')).rejects.toThrow(
    `careers ${first} is the first release deployed to local: there is none before it.`,
  );
  // Each environment has its own record.
  expect(await environments.read('staging')).toMatchObject({ revision: 0, live: {} });
});

it('changes nothing for a release that is not stored, one changed since, another deploy running, or bad names', async () => {
  const first = await release('first');
  await environments.deploy('local', 'careers', first);
  const before = await environments.read('local');

  await expect(environments.deploy('local', 'careers', '1.0.0-000000000000')).rejects.toThrow('No release');
  const second = await release('second');
  fs.writeFileSync(path.join(store.root, 'careers', second, 'remoteEntry.js'), 'edited after');
  await expect(environments.deploy('local', 'careers', second)).rejects.toThrow('remoteEntry.js differs');
  const third = await release('third');
  fs.writeFileSync(path.join(store.root, 'environments', 'local.json.lock'), '');
  await expect(environments.deploy('local', 'careers', third)).rejects.toThrow('Another deploy to local is running');
  fs.rmSync(path.join(store.root, 'environments', 'local.json.lock'));
  await expect(environments.deploy('Local!', 'careers', third)).rejects.toThrow('is no environment name');
  await expect(environments.rollback('local', 'content')).rejects.toThrow('content has no live release in local');
  expect(await environments.read('local')).toEqual(before);
});

describe('a lock left by a deploy that died', () => {
  const lockFile = () => path.join(store.root, 'environments', 'local.json.lock');
  /** The id of a process of this machine that has ended. */
  const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;
  const leaveLock = (owner: object | string, ageMs = 0) => {
    fs.mkdirSync(path.dirname(lockFile()), { recursive: true });
    fs.writeFileSync(lockFile(), typeof owner === 'string' ? owner : JSON.stringify(owner));
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(lockFile(), when, when);
  };
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is cleared when its owner on this machine is gone, with the file it was writing, and the deploy goes', async () => {
    const first = await release('first');
    const pid = endedPid();
    leaveLock({ pid, host: os.hostname(), at: new Date().toISOString() });
    const incoming = path.join(store.root, 'environments', `local.json.${pid}.incoming`);
    fs.writeFileSync(incoming, '{"half":');
    expect(await environments.deploy('local', 'careers', first)).toBe(true);
    expect((await environments.read('local')).live.careers).toBe(first);
    expect(fs.existsSync(lockFile())).toBe(false);
    expect(fs.existsSync(incoming)).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`a stale lock of local (process ${pid} on`));
  });

  it('refuses while its owner runs or, elsewhere, while it is young; clears it once older than a switch takes', async () => {
    const first = await release('first');
    leaveLock({ pid: process.pid, host: os.hostname() });
    await expect(environments.deploy('local', 'careers', first)).rejects.toThrow(
      `Another deploy to local is running (process ${process.pid} on ${os.hostname()}, since`,
    );
    leaveLock({ pid: endedPid(), host: 'another-machine' });
    await expect(environments.deploy('local', 'careers', first)).rejects.toThrow('on another-machine');
    leaveLock('', 1000);
    await expect(environments.deploy('local', 'careers', first)).rejects.toThrow('(another process, since');
    expect(await environments.read('local')).toMatchObject({ revision: 0 });
    leaveLock({ pid: endedPid(), host: 'another-machine' }, STALE_ENVIRONMENT_LOCK_MS + 1000);
    expect(await environments.deploy('local', 'careers', first)).toBe(true);
    leaveLock('', STALE_ENVIRONMENT_LOCK_MS + 1000);
    await environments.deploy('local', 'careers', await release('second'));
    expect(await environments.read('local')).toMatchObject({ revision: 2 });
  });
});

describe('the lock under contention', () => {
  const lockFile = () => path.join(store.root, 'environments', 'local.json.lock');
  const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;
  const leaveFile = (file: string, text: string, ageMs: number) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
  };
  const stale = () => JSON.stringify({ pid: endedPid(), host: os.hostname() });
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("is removed by its owner only while it is still the owner's own", async () => {
    const first = await release('first');
    const another = JSON.stringify({ pid: 424242, host: 'another-machine' });
    const read = environments.read.bind(environments);
    // While the switch holds the lock, a clearer judged it stale and another deploy took it.
    jest.spyOn(environments, 'read').mockImplementation(async (env) => {
      if (fs.existsSync(lockFile())) fs.writeFileSync(lockFile(), another);
      return read(env);
    });
    expect(await environments.deploy('local', 'careers', first)).toBe(true);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(another);
  });

  it('refuses while another deploy clears a stale lock, and clears a clear lock left by one that died', async () => {
    const first = await release('first');
    leaveFile(lockFile(), stale(), 0);
    leaveFile(`${lockFile()}.clear`, stale(), 0);
    await expect(environments.deploy('local', 'careers', first)).rejects.toThrow(
      'Another deploy to local is running (clearing a stale lock); nothing was changed.',
    );
    expect(fs.existsSync(lockFile())).toBe(true);
    leaveFile(`${lockFile()}.clear`, stale(), STALE_ENVIRONMENT_LOCK_MS + 1000);
    expect(await environments.deploy('local', 'careers', first)).toBe(true);
    expect(fs.readdirSync(path.dirname(lockFile())).sort()).toEqual(['local.json']);
  });

  it('lets six deploys racing over a stale lock switch one at a time, none lost', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, (_, index) => release(`racer-${index}`)));
    leaveFile(lockFile(), stale(), 0);
    const racer = path.join(work, 'racer.mts');
    const source = (module: string) => JSON.stringify(path.join(__dirname, module));
    fs.writeFileSync(
      racer,
      `import { FolderEnvironments } from ${source('environments.ts')};
import { FolderReleaseStore } from ${source('../store/store.ts')};
const environments = new FolderEnvironments(new FolderReleaseStore(process.argv[2]));
for (;;) {
  try {
    await environments.deploy('local', 'careers', process.argv[3]);
    break;
  } catch (error) {
    if (!String(error).includes('Another deploy to local is running')) throw error;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
  }
}
`,
    );
    const { spawn } = await import('node:child_process');
    const exits = await Promise.all(
      ids.map(
        (id) =>
          new Promise<number | null>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', racer, store.root, id], {
              stdio: ['ignore', 'ignore', 'inherit'],
            });
            child.on('exit', resolve);
          }),
      ),
    );
    expect(exits).toEqual(ids.map(() => 0));
    const record = await environments.read('local');
    expect(record.revision).toBe(6);
    expect(record.history.map((entry) => entry.to).sort()).toEqual([...ids].sort());
    expect(fs.readdirSync(path.dirname(lockFile())).sort()).toEqual(['local.json']);
  }, 60_000);
});

describe('a switch after the gate', () => {
  it('refuses a deploy when another app was switched since the gate read the record, naming each', async () => {
    const [contentA, contentB] = [await release('a', 'content'), await release('b', 'content')];
    const shell = await release('shell', 'shell');
    const [first, second] = [await release('first'), await release('second')];
    await environments.deploy('local', 'content', contentA);
    const checked = (await environments.read('local')).live;
    // Another team's switches while the gate of careers runs.
    await environments.deploy('local', 'content', contentB);
    await environments.deploy('local', 'shell', shell);
    const before = await environments.read('local');
    await expect(environments.deploy('local', 'careers', first, { checked })).rejects.toThrow(
      `shell was switched from (none) to ${shell} and content was switched from ${contentA} to ${contentB} in local ` +
        `while the gate ran; nothing was changed. Run the deploy again to check careers ${first} against what is ` +
        'live now.',
    );
    expect(await environments.read('local')).toEqual(before);

    // Checked against what is live now, it goes; so does the next one though careers itself moved since its check.
    const gated = (await environments.read('local')).live;
    await environments.deploy('local', 'careers', first, { checked: gated });
    const at = new Date('2026-11-28T09:00:00.000Z');
    expect(await environments.deploy('local', 'careers', second, { checked: gated, now: at })).toBe(true);
    expect(await environments.read('local')).toMatchObject({
      revision: before.revision + 2,
      live: { shell, content: contentB, careers: second },
    });
    expect((await environments.read('local')).history.at(-1)).toEqual({
      app: 'careers',
      from: first,
      to: second,
      at: at.toISOString(),
      rollback: false,
    });
  });

  it('refuses a rollback when any app, the one rolled back too, was switched since the gate read the record', async () => {
    const [contentA, contentB] = [await release('a', 'content'), await release('b', 'content')];
    const [first, second, third] = [await release('first'), await release('second'), await release('third')];
    await environments.deploy('local', 'content', contentA);
    for (const id of [first, second]) await environments.deploy('local', 'careers', id);
    const checked = (await environments.read('local')).live;
    await environments.deploy('local', 'content', contentB);
    const before = await environments.read('local');
    await expect(environments.rollback('local', 'careers', { checked })).rejects.toThrow(
      `content was switched from ${contentA} to ${contentB} in local while the gate ran; nothing was changed. Run the ` +
        'rollback again to check the release careers returns to against what is live now.',
    );
    expect(await environments.read('local')).toEqual(before);

    // The release rolled back from is itself part of what the check of a rollback assumed.
    const gated = (await environments.read('local')).live;
    await environments.deploy('local', 'careers', third);
    const moved = await environments.read('local');
    await expect(environments.rollback('local', 'careers', { checked: gated })).rejects.toThrow(
      `careers was switched from ${second} to ${third} in local while the gate ran`,
    );
    expect(await environments.read('local')).toEqual(moved);

    expect(await environments.rollback('local', 'careers', { checked: moved.live })).toBe(second);
    expect(await environments.read('local')).toMatchObject({
      revision: moved.revision + 1,
      live: { content: contentB, careers: second },
    });
  });

  it('refuses a rollback whose target is no longer the release the gate checked, the live one unchanged', async () => {
    const [first, second, third] = [await release('first'), await release('second'), await release('third')];
    for (const id of [first, second]) await environments.deploy('local', 'careers', id);
    // The gate checked a return to first; meanwhile third went live and second again, so the history says third.
    const gated = await environments.read('local');
    await environments.deploy('local', 'careers', third);
    await environments.deploy('local', 'careers', second);
    const now = await environments.read('local');
    await expect(
      environments.rollback('local', 'careers', { checked: gated.live, to: previousRelease(gated, 'careers') }),
    ).rejects.toThrow(`careers in local would now return to ${third}, not ${first} as checked; nothing was changed.`);
    expect(await environments.read('local')).toEqual(now);
  });
});

it('runs as npm run deploy, rollback and releases, the live release marked', async () => {
  const [first, second] = [await release('first'), await release('second')];
  // No Chromium: the gate refuses to pass what it cannot open, unless told to leave the browser out.
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../cli/cli.ts'), ...args], {
      env: { ...process.env, RELEASE_STORE: store.root, CHROME_PATH: path.join(work, 'no-chromium') },
      encoding: 'utf8',
    });
  const refused = cli('deploy', 'careers', first, '--env', 'staging');
  expect(refused.status).toBe(1);
  expect(refused.stderr.trim()).toMatch(/^The browser check cannot run: no Chromium at .*--no-browser-check/);
  expect(await environments.read('staging')).toMatchObject({ revision: 0, live: {} });
  expect(cli('check-release', 'careers', first, '--env', 'staging').status).toBe(1);
  expect(cli('check-release', 'careers', first, '--no-browser-check').stdout).toContain(
    `careers ${first} passes the gate's static checks in local; its pages were not opened in a browser`,
  );

  const unopened = cli('deploy', 'careers', first, '--env', 'staging', '--no-browser-check');
  expect(unopened.stdout).toContain(`staging: careers (none) -> ${first}`);
  expect(cli('deploy', 'careers', second, '--env=staging', '--no-browser-check').stdout).toContain(
    `staging: careers ${first} -> ${second}`,
  );
  expect((await environments.read('staging')).history.map((entry) => entry.notOpenedInBrowser)).toEqual([true, true]);
  const listed = cli('releases', 'careers', '--env', 'staging').stdout;
  expect(listed).toContain(`* ${second}`);
  expect(listed).toContain(`  ${first}`);
  expect(listed).toContain(`(none) -> ${first}  (not opened in a browser)`);
  expect(cli('rollback', 'careers', '--env', 'staging').stdout).toContain(`${second} -> ${first} (rolled back)`);
  expect(cli('releases', 'careers', '--env', 'staging').stdout).toMatch(/-> \S+ {2}\(rollback\)\n/);
  expect(cli('rollback', 'careers', '--no-browser-check').stderr).toContain(
    '--no-browser-check is for deploy and check-release only.',
  );
  const unknown = cli('deploy', 'blog', first);
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain('Unknown app "blog"');
  expect(cli('deploy', 'careers').stderr).toContain('Usage:');
  // Fourteen commands, each a Node process with tsx: seconds on a busy 2-core machine.
}, 60_000);

describe('previousRelease', () => {
  const previous = async (app: 'careers' | 'content' = 'careers') =>
    previousRelease(await environments.read('local'), app);

  it('is the release live before the current one was deployed', async () => {
    const [first, second] = [await release('first'), await release('second')];
    expect(await previous()).toBeUndefined();
    await environments.deploy('local', 'careers', first);
    expect(await previous()).toBeUndefined();
    await environments.deploy('local', 'careers', second);
    expect(await previous()).toBe(first);
    // Another app has none.
    expect(await previous('content')).toBeUndefined();
  });

  it('is not the release rolled back from', async () => {
    const [first, second] = [await release('first'), await release('second')];
    await environments.deploy('local', 'careers', first);
    await environments.deploy('local', 'careers', second);
    await environments.rollback('local', 'careers');
    expect((await environments.read('local')).live.careers).toBe(first);
    expect(await previous()).toBeUndefined();
    // Deployed again, the second is once more the one after the first.
    await environments.deploy('local', 'careers', second);
    expect(await previous()).toBe(first);
  });

  it('after a rollback, is the release before the one rolled back to', async () => {
    const [first, second, third] = [await release('first'), await release('second'), await release('third')];
    for (const id of [first, second, third]) await environments.deploy('local', 'careers', id);
    expect(await previous()).toBe(second);
    expect(await environments.rollback('local', 'careers')).toBe(second);
    expect(await previous()).toBe(first);
    expect(await environments.rollback('local', 'careers')).toBe(first);
    expect(await previous()).toBeUndefined();
  });
});

describe('a canary', () => {
  const start = { percent: 10, minutes: 60, minViews: 50, margin: 2 };
  const now = new Date('2026-11-30T10:00:00.000Z');

  it('runs beside the live release until promoted, which the history records as a switch', async () => {
    const [live, next] = [await release('live'), await release('next')];
    await environments.deploy('local', 'careers', live);
    const canary = await environments.startCanary('local', 'careers', next, start, { now });
    expect(canary).toEqual({
      id: next,
      percent: 10,
      startedAt: now.toISOString(),
      endsBy: '2026-11-30T11:00:00.000Z',
      minViews: 50,
      margin: 2,
    });
    const running = await environments.read('local');
    expect(running).toMatchObject({ revision: 2, live: { careers: live }, canaries: { careers: canary } });
    expect(namesRelease(running, 'careers', next)).toBe(true);

    const figures = {
      canary: { release: next, views: 120, loadFailures: 0, clientErrors: 1 },
      live: { release: live, views: 1080, loadFailures: 2, clientErrors: 9 },
    };
    expect(await environments.promoteCanary('local', 'careers', { figures, now })).toBe(next);
    const promoted = await environments.read('local');
    expect(promoted.live.careers).toBe(next);
    expect(promoted.canaries).toEqual({});
    expect(promoted.history.at(-1)).toEqual({
      app: 'careers',
      from: live,
      to: next,
      at: now.toISOString(),
      rollback: false,
      canary: true,
    });
    expect(promoted.canaryHistory?.map((event) => [event.event, event.id, event.figures])).toEqual([
      ['started', next, undefined],
      ['promoted', next, figures],
    ]);
    // A promoted canary rolls back like any deploy.
    expect(await environments.rollback('local', 'careers')).toBe(live);
  });

  it('is aborted once, by whoever is first, with why; the live release stays', async () => {
    const [live, next] = [await release('live'), await release('next')];
    await environments.deploy('local', 'careers', live);
    await environments.startCanary('local', 'careers', next, start);
    const first = await environments.abortCanary('local', 'careers', { id: next, reason: 'client errors in 30%' });
    expect(first?.id).toBe(next);
    // A second site judging the same canary, and a person after them, change nothing.
    expect(await environments.abortCanary('local', 'careers', { id: next, reason: 'again' })).toBeUndefined();
    expect(await environments.abortCanary('local', 'careers')).toBeUndefined();
    const record = await environments.read('local');
    expect(record.live.careers).toBe(live);
    expect(record.canaryHistory?.map((event) => [event.event, event.reason])).toEqual([
      ['started', undefined],
      ['aborted', 'client errors in 30%'],
    ]);
    // Its files stay served to pages opened before the abort.
    expect(namesRelease(record, 'careers', next)).toBe(true);
  });

  it('is refused twice at once, for the shell, without a live release, of the live release itself', async () => {
    const [first, live, next, other] = [
      await release('first'),
      await release('live'),
      await release('next'),
      await release('other'),
    ];
    await expect(environments.startCanary('local', 'careers', next, start)).rejects.toThrow(
      'careers has no live release in local to compare a canary with',
    );
    // Two deploys, so a rollback would go through but for the canary.
    await environments.deploy('local', 'careers', first);
    await environments.deploy('local', 'careers', live);
    await expect(environments.startCanary('local', 'careers', live, start)).rejects.toThrow('is already live');
    await expect(environments.startCanary('local', 'shell', next, start)).rejects.toThrow('The shell has no canary');
    // Started long ago: one past its end is still refused until a site or a person ends it.
    await environments.startCanary('local', 'careers', next, start, { now: new Date('2026-01-01T10:00:00.000Z') });
    const before = await environments.read('local');
    const refusal = `careers has a canary in local: ${next} to 10% of visitors since 2026-01-01T10:00:00.000Z (past its end at 2026-01-01T11:00:00.000Z); nothing was changed. Promote it (npm run promote -- careers) or abort it (npm run abort -- careers) before`;
    await expect(environments.startCanary('local', 'careers', other, start)).rejects.toThrow(
      `${refusal} starting another.`,
    );
    await expect(environments.deploy('local', 'careers', other)).rejects.toThrow(`${refusal} deploying.`);
    await expect(environments.rollback('local', 'careers')).rejects.toThrow(`${refusal} rolling back.`);
    // An abort or a promotion meant for another canary of the app changes nothing.
    expect(await environments.abortCanary('local', 'careers', { id: other })).toBeUndefined();
    expect(
      await environments.abortCanary('local', 'careers', { id: next, startedAt: '2026-01-02T10:00:00.000Z' }),
    ).toBeUndefined();
    await expect(environments.promoteCanary('local', 'careers', { id: other })).rejects.toThrow('changed meanwhile');
    expect(await environments.read('local')).toEqual(before);
    // Another app's canary is its own.
    const content = [await release('c1', 'content'), await release('c2', 'content')];
    await environments.deploy('local', 'content', content[0]!);
    await environments.startCanary('local', 'content', content[1]!, start);
    expect(Object.keys((await environments.read('local')).canaries ?? {})).toEqual(['careers', 'content']);
  });
});
