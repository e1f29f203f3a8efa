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
import { origin, portBase, ports, siteInstancePorts } from '../support/ports';
import { startTestApiProcess } from '../../tools/apiProcess';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { FolderSharedRecords } from '@tekvana/release-kit/sharedRecords';
import { startIndexingReceiver } from '../../site-server/src/testing/indexingReceiver';
import type { IndexingRecord } from '../../site-server/src/jobs/indexing/indexingNotifier';

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

function startInstance(name: string, shellPort: number, configFile: string, env: NodeJS.ProcessEnv = {}): Instance {
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
        ...env,
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

/** Makes the builds the environment's live releases (each test may be the first to run). */
async function deployBuilds(): Promise<void> {
  const environments = new FolderEnvironments(store);
  for (const app of ['shell', 'content', 'careers', 'internship'] as const)
    await environments.deploy(ENV, app, (await store.put(app, '1.0.0', distOf(app))).record.id);
}

test('two instances behind nginx render every page alike, and one killed loses nothing', async ({ request }) => {
  test.setTimeout(120_000);
  await deployBuilds();

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

test('two instances tell IndexNow and Google of each change of the openings once, and lose none to a failing receiver', async ({
  request,
}) => {
  test.setTimeout(180_000);
  await deployBuilds();
  // An API of its own: the openings this test opens and closes are nobody else's.
  const apiPort = portBase + 145;
  const dataDir = fs.mkdtempSync(path.join(work, 'api-'));
  const api = await startTestApiProcess(apiPort, { API_DATA_DIR: dataDir, API_FAULTS: '1', API_LOG: '0' });
  const receiver = await startIndexingReceiver();
  const siteUrl = 'https://careers.tekvana.example';
  const config = { ...localDeployConfig(sitePortsFrom(1)), staffingApiBaseUrl: origin(apiPort), siteUrl };
  const configFile = path.join(work, 'indexing-deploy-config.json');
  fs.writeFileSync(configFile, JSON.stringify(config));
  const KEY = 'e2e-indexnow-key-0001';
  const indexingEnv = {
    INDEXNOW_KEY: KEY,
    INDEXNOW_ENDPOINT: `${receiver.url}/indexnow`,
    GOOGLE_INDEXING_CREDENTIALS: JSON.stringify(receiver.account),
    GOOGLE_INDEXING_ENDPOINT: receiver.url,
    INDEXING_POLL_SECONDS: '1',
  };
  const instances = [
    startInstance('a', siteInstancePorts.a, configFile, indexingEnv),
    startInstance('b', siteInstancePorts.b, configFile, indexingEnv),
  ];
  const jobUrl = (id: number) => new URL(jobPageHref(id), siteUrl).href;
  const told = (service: 'IndexNow' | 'Google') =>
    receiver.received
      .filter((item) => item.service === service)
      .map((item) => (item.type ? `${item.type} ${item.url}` : item.url));
  const bothTold = async (indexNow: string[], google: string[]) => {
    await expect.poll(() => told('IndexNow'), { timeout: 60_000 }).toEqual(indexNow);
    await expect.poll(() => told('Google'), { timeout: 60_000 }).toEqual(google);
  };
  const openings = `${origin(apiPort)}/test/openings`;
  try {
    for (const instance of instances) {
      await expect.poll(() => instance.output, { timeout: 30_000 }).toContain('Site instance serving');
      expect(instance.output).toContain('indexing: IndexNow and Google told of job pages that open, change and close');
      // IndexNow's engines read the key at the root, from whichever instance answers.
      const keyFile = await request.get(`http://127.0.0.1:${siteInstancePorts[instance.name as 'a' | 'b']}/${KEY}.txt`);
      expect(keyFile.status()).toBe(200);
      expect(keyFile.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(await keyFile.text()).toBe(KEY);
    }
    // The first look sets where each receiver starts: what was open before is in the sitemaps, not sent.
    const records = new FolderSharedRecords(store.root);
    await expect
      .poll(async () => Object.keys((await records.read<IndexingRecord>(`indexing-${ENV}`)).value?.targets ?? {}), {
        timeout: 30_000,
      })
      .toEqual(['IndexNow', 'Google']);

    const opened = Date.now();
    expect(
      (await request.post(openings, { data: { REQ_ID: 990101, PSTN_TITLE: 'Site Reliability Engineer' } })).status(),
    ).toBe(201);
    await bothTold([jobUrl(990101)], [`URL_UPDATED ${jobUrl(990101)}`]);
    // Within a minute of the change (the bench's figure is the look's interval, a second here).
    expect(Date.now() - opened).toBeLessThan(60_000);
    await request.post(openings, { data: { REQ_ID: 990102, PSTN_TITLE: 'Data Engineer' } });
    await bothTold(
      [jobUrl(990101), jobUrl(990102)],
      [`URL_UPDATED ${jobUrl(990101)}`, `URL_UPDATED ${jobUrl(990102)}`],
    );
    await request.post(openings, { data: { REQ_ID: 990101, PSTN_TITLE: 'Senior Site Reliability Engineer' } });
    expect((await request.delete(`${openings}/990102`)).status()).toBe(200);
    const changed = [jobUrl(990101), jobUrl(990102), jobUrl(990101), jobUrl(990102)];
    const changedForGoogle = [
      `URL_UPDATED ${jobUrl(990101)}`,
      `URL_UPDATED ${jobUrl(990102)}`,
      `URL_UPDATED ${jobUrl(990101)}`,
      `URL_DELETED ${jobUrl(990102)}`,
    ];
    await bothTold(changed, changedForGoogle);

    // Both receivers fail: the change waits in the API's feed, tried again with backoff, and is sent once mended.
    receiver.mode.IndexNow = { status: 500 };
    receiver.mode.Google = { status: 503 };
    await request.post(openings, { data: { REQ_ID: 990103, PSTN_TITLE: 'Platform Engineer' } });
    const failed = (service: string) =>
      receiver.requests.filter((item) => item.service === service && item.status !== 200).length;
    await expect.poll(() => failed('IndexNow') >= 2 && failed('Google') >= 2, { timeout: 60_000 }).toBe(true);
    receiver.mode.IndexNow = 'ok';
    receiver.mode.Google = 'ok';
    await bothTold([...changed, jobUrl(990103)], [...changedForGoogle, `URL_UPDATED ${jobUrl(990103)}`]);
    // Nothing more comes: one instance sent each, the other sent none of them again.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(told('IndexNow')).toHaveLength(5);
    expect(told('Google')).toHaveLength(5);
  } finally {
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    api.kill();
    await receiver.stop();
  }
});
