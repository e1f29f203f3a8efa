import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startLoadBalancer, type LoadBalancer } from '../../api/src/testing/services/nginx';
import { FolderEnvironments } from '@tekvana/release-kit/environments';
import { FolderReleaseStore } from '@tekvana/release-kit/store';
import { localDeployConfig, sitePortsFrom } from '../../site-server/src/site/deployConfig';
import { siteProcessEnv } from '../../site-server/src/site/processEnv';
import { distOf, repoRoot } from '../../site-server/src/site/site';
import { ports, siteInstancePorts } from '../support/ports';

// Two instances of the production site server behind nginx share one release store and nothing else: each renders
// every page itself (docs/decisions/071-server-rendering-from-releases.md), so they answer alike, and when one dies
// the other answers everything.

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
const balancers: LoadBalancer[] = [];

interface Instance {
  child: ChildProcess;
  output: string;
  name: string;
}

function startInstance(name: string, shellPort: number, configFile: string): Instance {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'site-server/src/site/production.ts')],
    {
      cwd: repoRoot,
      env: {
        ...siteProcessEnv(),
        SITE_ENV: ENV,
        RELEASE_STORE: store.root,
        SITE_PORT: String(shellPort),
        DEPLOY_CONFIG_FILE: configFile,
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

test.afterAll(async () => {
  await Promise.all(balancers.map((balancer) => balancer.stop()));
  fs.rmSync(work, { recursive: true, force: true });
});

test('two instances behind nginx render every page alike, and one killed loses nothing', async ({ request }) => {
  test.setTimeout(120_000);
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
  const page = async (port: number | string, route: string) =>
    (await request.get(`${typeof port === 'number' ? `http://127.0.0.1:${port}` : port}${route}`)).text();
  try {
    for (const instance of [first, second])
      await expect.poll(() => instance.output, { timeout: 30_000 }).toContain('Site instance serving');
    // Each renders every page itself, alike: same releases, same data, same markup.
    for (const route of ROUTES) {
      const [fromA, fromB] = [await page(siteInstancePorts.a, route), await page(siteInstancePorts.b, route)];
      expect(fromA, route).toContain('<div id="root" data-prerendered>');
      expect(fromA, route).toContain(`"siteUrl":"${shellUrl}"`);
      expect(fromB, route).toBe(fromA);
    }

    // One dies without a chance to clean up; through nginx every page is still answered, rendered.
    await stopInstance(first, 'SIGKILL');
    for (const route of ROUTES) expect(await page(shellUrl!, route), route).toContain('data-prerendered');

    // A new instance in the dead one's place needs nothing from the others: it renders the same pages.
    const third = startInstance('c', siteInstancePorts.a, configFile);
    try {
      await expect.poll(() => third.output, { timeout: 30_000 }).toContain('Site instance serving');
      for (const route of ROUTES)
        expect(await page(siteInstancePorts.a, route), route).toBe(await page(siteInstancePorts.b, route));
    } finally {
      await stopInstance(third);
    }
  } finally {
    await Promise.all([stopInstance(first), stopInstance(second)]);
  }
});
