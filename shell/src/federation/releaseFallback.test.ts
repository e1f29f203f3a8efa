import { init } from '@module-federation/enhanced/runtime';
import { resetFederationGlobalInfo } from '@module-federation/runtime-core';
import { setDeployConfig, type DeployConfig, type RemoteName } from '@tekvana/shared';
import { loadRemoteModule, registerSiteRemotes, resetRemote } from './remotes';

// The real federation runtime loads the remotes through the shell's own functions; only the network is faked.
// fetch answers manifests and the deploy config, and a script the runtime adds to the page "loads" when its URL is
// served (jsdom runs no script of its own): its container appears under the remote's global name, as a real
// remoteEntry.js does.

const ORIGIN = window.location.origin;
const LIVE = '1.1.0-aaaaaaaaaaaa';
const PREVIOUS = '1.0.0-bbbbbbbbbbbb';
const NEXT = '1.2.0-cccccccccccc';
const REPORT_URL = '/_site/load-failures';

const base = (app: RemoteName, id: string) => `${ORIGIN}/${app}/releases/${id}/`;
const manifestOf = (app: RemoteName, id: string) => `${base(app, id)}mf-manifest.json`;

interface Container {
  init(): Promise<void>;
  get(expose: string): Promise<(() => { default: string }) | undefined>;
}

/** Answers to fetch by absolute URL; a URL not here is a 404 page, as a static server sends. */
let files: Map<string, unknown>;
/** Remote entries by URL, with the global name their script sets. */
let entries: Map<string, { globalName: RemoteName; container: Container }>;
/** Releases whose chunks the server no longer has. */
let gone: Set<string>;
let beacon: jest.Mock;
let fetchMock: jest.SpyInstance;
let observer: MutationObserver;

/** Stores a release of `app` on the fake server: its manifest, its entry and its exposed modules. */
function serve(
  app: RemoteName,
  id: string,
  { exposes = ['TitleSection', 'HeroSection'], manifest = true, entry = true } = {},
): void {
  if (manifest)
    files.set(manifestOf(app, id), {
      id: app,
      name: app,
      metaData: {
        name: app,
        type: 'app',
        buildInfo: { buildVersion: id.split('-')[0], buildName: `@tekvana/remote-${app}` },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        types: { path: '', name: '', zip: '', api: '' },
        globalName: app,
        pluginVersion: '2.9.2',
        publicPath: 'auto',
      },
      shared: [],
      remotes: [],
      exposes: exposes.map((name) => ({
        id: `${app}:${name}`,
        name,
        path: `./${name}`,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      })),
    });
  if (!entry) return;
  const container: Container = {
    init: async () => undefined,
    get: async (expose) => {
      if (gone.has(base(app, id)))
        throw Object.assign(new Error(`Loading chunk 281 failed.\n(error: ${base(app, id)}281.b6c95e69.js)`), {
          name: 'ChunkLoadError',
        });
      const name = expose.replace('./', '');
      return exposes.includes(name) ? () => ({ default: `${app} ${id} ${name}` }) : undefined;
    },
  };
  entries.set(`${base(app, id)}remoteEntry.js`, { globalName: app, container });
}

function deployConfig(releases?: DeployConfig['releases']): DeployConfig {
  const remote = (app: RemoteName) => manifestOf(app, releases?.live[app] ?? LIVE);
  return {
    remotes: { content: remote('content'), careers: remote('careers'), internship: remote('internship') },
    staffingApiBaseUrl: 'http://127.0.0.1:4000',
    emailApiBaseUrl: 'http://127.0.0.1:4000',
    siteUrl: ORIGIN,
    mail: { contact: ['a@example.com'], applicationPrimaryCountry: ['b@example.com'], applicationOtherCountries: [] },
    ...(releases && { releases }),
  };
}

const withReleases = (previous: boolean) =>
  deployConfig({
    live: { content: LIVE, careers: LIVE },
    ...(previous && {
      previous: { content: manifestOf('content', PREVIOUS), careers: manifestOf('careers', PREVIOUS) },
    }),
    failureReportUrl: REPORT_URL,
  });

/** Starts the page as bootstrap.tsx does: the deploy config, then every remote registered. */
function startPage(config: DeployConfig): void {
  setDeployConfig(config);
  registerSiteRemotes(config.remotes);
}

const reports = () => beacon.mock.calls.map(([url, body]: [string, string]) => ({ url, ...JSON.parse(body) }));
const fetched = (url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url).length;

beforeEach(() => {
  // A fresh runtime per test: the instance the shell's runtime functions use, and no remote or manifest cached.
  resetFederationGlobalInfo();
  init({ name: 'shell', remotes: [] });
  for (const app of ['content', 'careers', 'internship']) Reflect.deleteProperty(window, app);
  files = new Map();
  entries = new Map();
  gone = new Set();
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = files.get(new URL(String(input), ORIGIN).href);
    if (body === undefined) return new Response('<!doctype html><title>Not found</title>', { status: 404 });
    return Response.json(body);
  });
  observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || !node.src) continue;
      const entry = entries.get(node.src);
      if (entry) Object.assign(window, { [entry.globalName]: entry.container });
      node.dispatchEvent(new Event(entry ? 'load' : 'error'));
    }
  });
  observer.observe(document.head, { childList: true });
  beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  // The runtime warns of every failed load and every forced registration.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  observer.disconnect();
  jest.restoreAllMocks();
});

describe('a failed live release', () => {
  it('loads every section that failed on the live manifest from the previous release, and reports it once', async () => {
    serve('content', PREVIOUS);
    startPage(withReleases(true));

    await expect(
      Promise.all([loadRemoteModule('content', 'TitleSection'), loadRemoteModule('content', 'HeroSection')]),
    ).resolves.toEqual([
      { default: `content ${PREVIOUS} TitleSection` },
      { default: `content ${PREVIOUS} HeroSection` },
    ]);
    expect(reports()).toEqual([
      { url: REPORT_URL, app: 'content', release: LIVE, stage: 'manifest', fellBackTo: 'previous' },
    ]);
    expect(fetched(manifestOf('content', LIVE))).toBe(1);
    // Sections opened later, and Try again, stay on the release that works.
    resetRemote('content');
    await expect(loadRemoteModule('content', 'TitleSection')).resolves.toEqual({
      default: `content ${PREVIOUS} TitleSection`,
    });
    expect(fetched(manifestOf('content', LIVE))).toBe(1);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it("turns to the previous release when the live one's entry script does not load", async () => {
    serve('careers', LIVE, { entry: false });
    serve('careers', PREVIOUS);
    startPage(withReleases(true));

    await expect(loadRemoteModule('careers', 'TitleSection')).resolves.toEqual({
      default: `careers ${PREVIOUS} TitleSection`,
    });
    expect(reports()).toEqual([
      { url: REPORT_URL, app: 'careers', release: LIVE, stage: 'entry', fellBackTo: 'previous' },
    ]);
  });

  it('fails as before when the previous release fails too, and Try again goes back to the live one', async () => {
    serve('content', PREVIOUS, { entry: false });
    startPage(withReleases(true));

    await expect(loadRemoteModule('content', 'TitleSection')).rejects.toThrow('#RUNTIME-003');
    expect(reports()).toEqual([
      { url: REPORT_URL, app: 'content', release: LIVE, stage: 'manifest', fellBackTo: 'none' },
    ]);
    // The live release's server came back; the visitor clicks Try again.
    serve('content', LIVE);
    resetRemote('content');
    await expect(loadRemoteModule('content', 'TitleSection')).resolves.toEqual({
      default: `content ${LIVE} TitleSection`,
    });
    // The previous release was tried once, and nothing more was reported.
    expect(fetched(manifestOf('content', PREVIOUS))).toBe(1);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('turns once per page: a failure again after Try again shows the fallback at once', async () => {
    startPage(withReleases(true));
    await expect(loadRemoteModule('content', 'TitleSection')).rejects.toThrow('#RUNTIME-003');
    resetRemote('content');
    await expect(loadRemoteModule('content', 'TitleSection')).rejects.toThrow('#RUNTIME-003');
    expect(fetched(manifestOf('content', PREVIOUS))).toBe(1);
    expect(fetched(manifestOf('content', LIVE))).toBe(2);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('fails as before where the environment has no previous release, and reports it', async () => {
    startPage(withReleases(false));

    await expect(loadRemoteModule('careers', 'TitleSection')).rejects.toThrow('#RUNTIME-003');
    expect(reports()).toEqual([
      { url: REPORT_URL, app: 'careers', release: LIVE, stage: 'manifest', fellBackTo: 'none' },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts a manifest the server answers with a JSON error page as a failed manifest', async () => {
    files.set(manifestOf('content', LIVE), { statusCode: 404, error: 'Not Found' });
    serve('content', PREVIOUS);
    startPage(withReleases(true));

    await expect(loadRemoteModule('content', 'TitleSection')).resolves.toEqual({
      default: `content ${PREVIOUS} TitleSection`,
    });
    expect(reports()).toEqual([expect.objectContaining({ stage: 'manifest', fellBackTo: 'previous' })]);
  });

  it('leaves alone a load that failed for another reason than a lost file', async () => {
    serve('content', LIVE, { exposes: ['HeroSection'] });
    serve('content', PREVIOUS);
    startPage(withReleases(true));

    await expect(loadRemoteModule('content', 'TitleSection')).rejects.toThrow('#RUNTIME-014');
    expect(fetched(manifestOf('content', PREVIOUS))).toBe(0);
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('a chunk-load error after a deploy', () => {
  it("registers the remote at the environment's new live release and loads the module from it, without a click", async () => {
    serve('content', LIVE);
    serve('content', NEXT);
    startPage(withReleases(true));
    await expect(loadRemoteModule('content', 'TitleSection')).resolves.toEqual({
      default: `content ${LIVE} TitleSection`,
    });
    // A deploy: the site now names the next release, and the files of the one this tab registered are gone.
    files.set(`${ORIGIN}/deploy-config.json`, deployConfig({ live: { content: NEXT }, failureReportUrl: REPORT_URL }));
    gone.add(base('content', LIVE));

    await expect(loadRemoteModule('content', 'HeroSection')).resolves.toEqual({
      default: `content ${NEXT} HeroSection`,
    });
    expect(fetchMock).toHaveBeenCalledWith('/deploy-config.json', { cache: 'no-cache' });
    expect(reports()).toEqual([{ url: REPORT_URL, app: 'content', release: LIVE, stage: 'chunk', fellBackTo: 'live' }]);
    // Try again later goes to the new release, not back to the files that are gone.
    resetRemote('content');
    await expect(loadRemoteModule('content', 'TitleSection')).resolves.toEqual({
      default: `content ${NEXT} TitleSection`,
    });
  });

  it('fails as before when the deploy config still names the same release', async () => {
    serve('content', LIVE);
    files.set(`${ORIGIN}/deploy-config.json`, withReleases(true));
    startPage(withReleases(true));
    await loadRemoteModule('content', 'TitleSection');
    gone.add(base('content', LIVE));

    await expect(loadRemoteModule('content', 'HeroSection')).rejects.toThrow('Loading chunk 281 failed.');
    expect(reports()).toEqual([{ url: REPORT_URL, app: 'content', release: LIVE, stage: 'chunk', fellBackTo: 'none' }]);
    // Nothing registered again: that would have dropped the manifest the runtime holds, and fetched it anew.
    expect(fetched(manifestOf('content', LIVE))).toBe(1);
    expect(fetched(manifestOf('content', PREVIOUS))).toBe(0);
  });

  it('turns once: the new release failing too, or the deploy config not loading, ends in the fallback', async () => {
    serve('content', LIVE);
    serve('content', NEXT);
    startPage(deployConfig());
    await loadRemoteModule('content', 'TitleSection');
    files.set(`${ORIGIN}/deploy-config.json`, deployConfig({ live: { content: NEXT } }));
    gone.add(base('content', LIVE));
    gone.add(base('content', NEXT));

    await expect(loadRemoteModule('content', 'HeroSection')).rejects.toThrow('Loading chunk 281 failed.');
    expect(fetched('/deploy-config.json')).toBe(1);
    // A site that serves no releases has nowhere to report.
    expect(beacon).not.toHaveBeenCalled();

    serve('careers', LIVE);
    await loadRemoteModule('careers', 'TitleSection');
    gone.add(base('careers', LIVE));
    files.set(`${ORIGIN}/deploy-config.json`, { remotes: 'broken' });
    await expect(loadRemoteModule('careers', 'HeroSection')).rejects.toThrow('Loading chunk 281 failed.');
  });
});

describe('reporting', () => {
  it('still turns to the previous release in a browser without sendBeacon', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    serve('content', PREVIOUS);
    startPage(withReleases(true));

    await expect(loadRemoteModule('content', 'TitleSection')).resolves.toEqual({
      default: `content ${PREVIOUS} TitleSection`,
    });
  });

  it('leaves out the release where the deploy config names no live id', async () => {
    serve('internship', PREVIOUS);
    const config = withReleases(true);
    startPage({
      ...config,
      releases: {
        live: {},
        previous: { internship: manifestOf('internship', PREVIOUS) },
        failureReportUrl: REPORT_URL,
      },
    });

    await loadRemoteModule('internship', 'TitleSection');
    expect(reports()).toEqual([{ url: REPORT_URL, app: 'internship', stage: 'manifest', fellBackTo: 'previous' }]);
  });
});
