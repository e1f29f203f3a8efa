import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { FolderEnvironments } from '@tekvana/release-kit/environments';
import { FolderReleaseStore, type ReleaseApp } from '@tekvana/release-kit/store';
import { distOf, repoRoot } from '../../site-server/src/site/site';
import { copyBuild } from '../support/buildCopy';

// The contract gate's browser check (release-kit/src/gate/browserGate.ts, issue 41): before a switch, the release is tried on
// a throwaway site serving the environment's live releases, its pages opened in headless Chromium on sample data.
// A failure exits non-zero, names what broke, and changes nothing.

const ENV = 'gate-e2e';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-release-gate-e2e-'));
const store = new FolderReleaseStore(path.join(work, 'store'));
const environments = new FolderEnvironments(store);

interface Manifest {
  metaData: { buildInfo: { buildVersion: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const readManifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;

/** The version a build's federation manifest names: what the store files it under. */
const versionOf = (dir: string) => readManifest(dir).metaData.buildInfo.buildVersion;

/** A copy of an app's build, changed, with a version of its own (the store keeps one release per version). */
function changedCopy(app: ReleaseApp, name: string, change: (dir: string) => void): { dir: string; version: string } {
  const dir = path.join(work, name);
  copyBuild(distOf(app), dir);
  const version = `${versionOf(distOf(app))}-${name}`;
  const manifest = readManifest(dir);
  manifest.metaData.buildInfo.buildVersion = version;
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  change(dir);
  return { dir, version };
}

/** Replaces text in the copy's scripts; at least one must hold it. */
function replaceInScripts(dir: string, from: string, to: string): void {
  let edited = 0;
  for (const file of fs.readdirSync(dir).filter((entry) => entry.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!text.includes(from)) continue;
    fs.writeFileSync(path.join(dir, file), text.split(from).join(to));
    edited += 1;
  }
  if (edited === 0) throw new Error(`No script of ${dir} holds ${from}.`);
}

const put = async (app: ReleaseApp, { dir, version }: { dir: string; version: string }) =>
  (await store.put(app, version, dir)).record.id;

/** `npm run deploy -- <app> <id> --env <env>` (gate-e2e unless named) against the throwaway store. */
async function deploy(
  app: ReleaseApp,
  id: string,
  env = ENV,
): Promise<{ code: number; output: string; seconds: number }> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'release-kit/src/cli/cli.ts'), 'deploy', app, id, '--env', env],
      { cwd: repoRoot, env: { ...process.env, RELEASE_STORE: store.root } },
    );
    return { code: 0, output: stdout + stderr, seconds: seconds() };
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? 1, output: stdout + stderr, seconds: seconds() };
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  for (const app of ['shell', 'content', 'careers', 'internship'] as const) {
    const id = await put(app, { dir: distOf(app), version: versionOf(distOf(app)) });
    await environments.deploy(ENV, app, id);
  }
});

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('a careers release whose sections render on the live site passes the browser check and goes live', async () => {
  const id = await put(
    'careers',
    changedCopy('careers', 'good', () => undefined),
  );
  const deployed = await deploy('careers', id);
  console.log(`careers deploy with the browser check: ${deployed.seconds.toFixed(1)} s`);
  expect(deployed.output).toMatch(/The browser check opened \d+ page\(s\) \(.*\/current-openings\/job-openings/);
  expect(deployed.output).toContain(`careers ${id} passes the contract gate in ${ENV}.`);
  expect(deployed.code).toBe(0);
  expect((await environments.read(ENV)).live.careers).toBe(id);
});

/** A copy of the careers build whose openings section throws as it loads. */
const brokenCareers = (name: string) =>
  changedCopy('careers', name, (dir) => {
    const expose = readManifest(dir)
      .exposes.find((entry) => entry.name === 'OpeningsSection')
      ?.assets.js.sync.find((file) => file.startsWith('__federation_expose_'));
    if (!expose) throw new Error('The careers build has no expose chunk of OpeningsSection.');
    fs.writeFileSync(path.join(dir, expose), 'throw new Error("OpeningsSection broken on purpose");\n');
  });

test('a careers release whose section throws is refused naming the section, and nothing changes', async () => {
  const id = await put('careers', brokenCareers('broken'));
  const before = await environments.read(ENV);
  const refused = await deploy('careers', id);
  console.log(`refused careers deploy: ${refused.seconds.toFixed(1)} s`);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(`careers ${id} fails the contract gate in ${ENV}; nothing was changed:`);
  expect(refused.output).toContain(
    'On /current-openings/job-openings: section OPENINGS-SECTION (careers) could not be shown.',
  );
  expect(refused.output).toContain('OpeningsSection broken on purpose');
  expect(await environments.read(ENV)).toEqual(before);
});

test('a careers release whose server build is missing or throws on the server is refused, and nothing changes', async () => {
  const before = await environments.read(ENV);
  const withoutServerBuild = await put(
    'careers',
    changedCopy('careers', 'no-server-build', (dir) => fs.rmSync(path.join(dir, 'server'), { recursive: true })),
  );
  const refused = await deploy('careers', withoutServerBuild);
  expect(refused.code).not.toBe(0);
  // Refused before any browser opens: the contract check reads the release's files.
  expect(refused.output).toContain(
    `careers ${withoutServerBuild} has no server build (server/server.js): the site could not render its pages on the server.`,
  );

  // Its server build renders the job section by throwing: the browser would draw it, but no first response holds it.
  const throwing = await put(
    'careers',
    changedCopy('careers', 'throws-on-server', (dir) => {
      const file = path.join(dir, 'server', 'server.js');
      const code = fs.readFileSync(file, 'utf8');
      if (!code.includes('Apply for this job')) throw new Error('The careers server build has no job section text.');
      fs.writeFileSync(file, code.replace('Apply for this job', '" + (() => { throw new Error("no render"); })() + "'));
    }),
  );
  const refusedToo = await deploy('careers', throwing);
  expect(refusedToo.code).not.toBe(0);
  expect(refusedToo.output).toMatch(/On \/current-openings\/job-description\?jobId=\d+: the server render left/);
  expect(await environments.read(ENV)).toEqual(before);
});

test('a content release whose site data the live shell cannot show is refused naming the field, and nothing changes', async () => {
  const broken = changedCopy('content', 'bad-data', (dir) => {
    // A section type no shell knows, and a heading that is no text.
    replaceInScripts(dir, '"type":"OPENINGS-SECTION"', '"type":"OPENINGS-SECTON"');
    replaceInScripts(dir, '"heading":"Our Leadership"', '"heading":42');
  });
  const id = await put('content', broken);
  const before = await environments.read(ENV);
  const refused = await deploy('content', id);
  console.log(`refused content deploy: ${refused.seconds.toFixed(1)} s`);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(`content ${id} fails the contract gate in ${ENV}; nothing was changed:`);
  expect(refused.output).toContain(
    `section 2 of page "job-openings" has type "OPENINGS-SECTON", which shell ${before.live.shell} does not know`,
  );
  expect(refused.output).toContain('On /overview/leadership: the data of section TITLE-SECTION does not parse');
  expect(refused.output).toContain('heading: expected string');
  expect(await environments.read(ENV)).toEqual(before);
});

// Decision 067: an environment with nothing live is opened with the builds the site would serve for it, so a broken
// release is refused there too, where the gate used to skip its browser check and deploy it.
test('in an environment with nothing live, the gate opens the builds: a broken careers release is refused', async () => {
  const bare = 'gate-e2e-bare';
  const id = await put('careers', brokenCareers('broken-bare'));
  const refused = await deploy('careers', id, bare);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(`careers ${id} fails the contract gate in ${bare}; nothing was changed:`);
  expect(refused.output).toContain(
    'On /current-openings/job-openings: section OPENINGS-SECTION (careers) could not be shown.',
  );
  expect(refused.output).not.toContain('skipped');
  expect(await environments.read(bare)).toMatchObject({ revision: 0, live: {} });

  const good = await put(
    'careers',
    changedCopy('careers', 'good-bare', () => undefined),
  );
  const deployed = await deploy('careers', good, bare);
  expect(deployed.output).toContain('with shell (its build)');
  expect(deployed.code).toBe(0);
  expect((await environments.read(bare)).live).toEqual({ careers: good });
});
