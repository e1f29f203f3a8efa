import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startLoadBalancer, type LoadBalancer } from '../../api/src/testing/services/nginx';
import { FolderDocuments } from '../../site-server/src/release/documents';
import { FolderEnvironments } from '../../site-server/src/release/environments';
import { FolderReleaseStore } from '../../site-server/src/release/store';
import { localDeployConfig, sitePortsFrom } from '../../site-server/src/serve/deployConfig';
import type { CopyIndex } from '../../site-server/src/serve/sharedCopies';
import { distOf, repoRoot } from '../../site-server/src/serve/site';
import { ports, siteInstancePorts } from '../support/ports';

// Two instances of the production site server behind nginx share one release store (decision 054): one captures
// the pages and publishes them, both serve the same copies, and when the capturing one dies another finishes
// the work, keeping every copy already made.

const ENV = 'production';
// Content pages that call no API: the API's CORS list names the test sites' fixed ports, not nginx's.
const ROUTES = [
  '/',
  '/overview/leadership',
  '/ai-nlp/conversational-bi',
  '/ai-nlp/nlq-to-sql',
  '/ai-nlp/private-llm',
  '/ai-powered-platforms/automated-reporting',
  '/ai-powered-platforms/compliance-monitoring',
  '/ai-powered-platforms/contract-insight',
  '/ai-solutions/insurance',
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-instances-e2e-'));
const store = new FolderReleaseStore(path.join(work, 'store'));
const documents = new FolderDocuments(path.join(store.root, 'documents'));
const balancers: LoadBalancer[] = [];

interface Instance {
  child: ChildProcess;
  output: string;
  name: string;
}

function startInstance(name: string, shellPort: number, configFile: string): Instance {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'site-server/src/serve/production.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        SITE_ENV: ENV,
        RELEASE_STORE: store.root,
        SITE_PORT: String(shellPort),
        DEPLOY_CONFIG_FILE: configFile,
        PRERENDER_ONLY: ROUTES.join(','),
        JOB_PAGES_REFRESH_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const instance: Instance = { child, output: '', name };
  child.stdout?.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
  return instance;
}

const stopInstance = async (instance: Instance, signal: NodeJS.Signals = 'SIGTERM') => {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill(signal);
  await exited;
};

const documentFile = (doc: string) => path.join(store.root, 'documents', `${doc}.json`);
const readIndex = async () => (await documents.read<CopyIndex>(`copies/${ENV}/index`))?.value.routes ?? {};

test.afterAll(async () => {
  await Promise.all(balancers.map((balancer) => balancer.stop()));
  fs.rmSync(work, { recursive: true, force: true });
});

test('two instances behind nginx serve the same copies, and killing the capturing one mid-capture loses nothing', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const environments = new FolderEnvironments(store);
  for (const app of ['shell', 'content', 'careers', 'internship'] as const)
    await environments.deploy(ENV, app, (await store.put(app, '1.0.0', distOf(app))).record.id);

  const a = sitePortsFrom(siteInstancePorts.a);
  const b = sitePortsFrom(siteInstancePorts.b);
  const apps = ['shell', 'content', 'careers', 'internship'] as const;
  for (const app of apps) balancers.push(await startLoadBalancer([a[app], b[app]]));
  const [shellUrl, contentUrl, careersUrl, internshipUrl] = balancers.map((balancer) => balancer.url);
  const api = `http://127.0.0.1:${ports.api}`;
  const config = {
    ...localDeployConfig(sitePortsFrom(1)),
    remotes: {
      content: `${contentUrl}/mf-manifest.json`,
      careers: `${careersUrl}/mf-manifest.json`,
      internship: `${internshipUrl}/mf-manifest.json`,
    },
    staffingApiBaseUrl: api,
    emailApiBaseUrl: api,
    siteUrl: shellUrl!,
  };
  const configFile = path.join(work, 'deploy-config.json');
  fs.writeFileSync(configFile, JSON.stringify(config));

  const first = startInstance('a', siteInstancePorts.a, configFile);
  const second = startInstance('b', siteInstancePorts.b, configFile);
  try {
    await expect.poll(() => first.output + second.output, { timeout: 30_000 }).toContain('captures the pages');
    const [capturing, other] = first.output.includes('captures the pages') ? [first, second] : [second, first];
    // Some pages are captured, not all: the capturing instance dies now, without a chance to clean up.
    await expect
      .poll(async () => Object.keys(await readIndex()).length, { timeout: 60_000, intervals: [100] })
      .toBeGreaterThan(0);
    await stopInstance(capturing, 'SIGKILL');
    const before = await readIndex();
    const writtenAt = new Map(
      Object.values(before).map((entry) => [entry.doc, fs.statSync(documentFile(entry.doc)).mtimeMs]),
    );
    // Killed mid-capture: some pages were published, not all.
    expect(Object.keys(before).length).toBeLessThan(ROUTES.length);
    console.log(`killed the capturing instance with ${Object.keys(before).length} of ${ROUTES.length} pages published`);

    // The other takes the lapsed lease and captures what is missing; what was made before stays as it was.
    await expect.poll(() => other.output, { timeout: 40_000 }).toContain('captures the pages');
    await expect
      .poll(async () => Object.keys(await readIndex()).filter((route) => route !== '/home').length, {
        timeout: 60_000,
      })
      .toBe(ROUTES.length);
    const after = await readIndex();
    for (const [route, entry] of Object.entries(before)) expect(after[route]?.doc).toBe(entry.doc);
    // Not captured again either: the documents written before the kill are the very files written then.
    for (const [route, entry] of Object.entries(before))
      expect(fs.statSync(documentFile(entry.doc)).mtimeMs, route).toBe(writtenAt.get(entry.doc));

    // Through nginx, every page is a copy; the surviving instance answers it.
    for (const route of ROUTES) {
      const html = await (await request.get(`${shellUrl}${route}`)).text();
      expect(html, route).toContain('data-prerendered');
      expect(html, route).toContain(`"siteUrl":"${shellUrl}"`);
    }

    // A new instance in the dead one's place serves the same copies without capturing anything.
    const [freed, surviving] =
      capturing === first ? [siteInstancePorts.a, siteInstancePorts.b] : [siteInstancePorts.b, siteInstancePorts.a];
    const third = startInstance('c', freed, configFile);
    try {
      await expect.poll(() => third.output, { timeout: 30_000 }).toContain('Site instance serving');
      const page = async (port: number, route: string) =>
        (await request.get(`http://127.0.0.1:${port}${route}`)).text();
      for (const route of ROUTES) {
        const served = await page(surviving, route);
        expect(served).toContain('data-prerendered');
        await expect.poll(() => page(freed, route), { timeout: 10_000 }).toBe(served);
      }
      expect(third.output).not.toContain('captures the pages');
    } finally {
      await stopInstance(third);
    }
  } finally {
    await Promise.all([stopInstance(first), stopInstance(second)]);
  }
});
