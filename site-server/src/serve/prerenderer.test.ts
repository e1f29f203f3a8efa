import type { RemoteName } from '@tekvana/contracts';
import type { CapturePages, CaptureRequest, PageReleases } from '../prerender/capture';
import type { CapturedPage } from '../prerender/compose';
import { JobDirectory, type OpenJob } from '../prerender/jobPages';
import { Copies, type LiveIds } from './copies';
import { localDeployConfig, sitePortsFrom } from './deployConfig';
import { Prerenderer, type PrerendererOptions } from './prerenderer';

const config = localDeployConfig(sitePortsFrom(7100));
const INDEX = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
const HOME = '/';
const ABOUT = '/about-us';
const OPENINGS = '/current-openings';
const JOB_1 = '/current-openings/job-description?jobId=1';
const JOB_2 = '/current-openings/job-description?jobId=2';

/** The remotes each page of the fake site shows besides content. */
const remotesOf = (route: string): RemoteName[] => (route.startsWith(OPENINGS) ? ['careers'] : []);

/** One page as the fake browser "captures" it: it names the releases it was opened with. */
const pageOf = (route: string, releases: PageReleases): CapturedPage => ({
  title: route,
  headTags: [],
  criticalCss: '',
  rootHtml: `<p>${route} with ${releases.careers ?? '-'}</p>`,
  data: {},
  remotes: remotesOf(route),
});

/**
 * Stands in for Chromium: opens the requested routes one by one, reading the live releases as each is opened, and
 * lets a test act between pages (`between`). Records every call and how many ran at once.
 */
class FakeBrowser {
  calls: { routes: string[]; request: CaptureRequest }[] = [];
  running = 0;
  mostAtOnce = 0;
  /** Runs after a page is opened and before it is handed over. */
  between: (route: string) => Promise<void> | void = () => undefined;

  constructor(private readonly contentRoutes: string[]) {}

  readonly capturePages: CapturePages = async (_origin, _config, request) => {
    const routes = [...(request.contentRoutes ? this.contentRoutes : []), ...(request.routes ?? [])].filter(
      (route) => (!request.only || request.only.includes(route)) && !request.skip?.(route),
    );
    this.calls.push({ routes, request });
    this.running += 1;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.running);
    const pages = new Map<string, CapturedPage>();
    try {
      for (const route of routes) {
        if (request.signal?.aborted) break;
        const releases = request.madeWith?.() ?? {};
        await this.between(route);
        if (request.signal?.aborted) break;
        const page = pageOf(route, releases);
        pages.set(route, page);
        request.onPage?.(route, page, releases);
      }
    } finally {
      this.running -= 1;
    }
    return { pages, contentRoutes: request.contentRoutes ? this.contentRoutes : [] };
  };

  /** The routes of each call, in order. */
  get captured(): string[][] {
    return this.calls.map((call) => call.routes);
  }
}

const job = (print: string): OpenJob => ({ print, posted: '2026-11-01' });

let live: LiveIds;
let openJobs: Map<string, OpenJob>;
let browser: FakeBrowser;
let copies: Copies;
let prerenderer: Prerenderer;

/** A Prerenderer of the fake site, capturing with `capturePages`. */
const prerendererWith = (capturePages: CapturePages, overrides: Partial<PrerendererOptions> = {}) =>
  new Prerenderer({
    shellOrigin: 'http://127.0.0.1:7100',
    config: () => config,
    live: () => live,
    copies,
    jobs: new JobDirectory(config),
    remotesBySection: new Map(),
    canCapture: true,
    capturePages,
    openJobPages: async () => new Map(openJobs),
    ...overrides,
  });

beforeEach(() => {
  live = { shell: 'shell-1', content: 'content-1', careers: 'careers-1' };
  openJobs = new Map([
    [JOB_1, job('one')],
    [JOB_2, job('two')],
  ]);
  browser = new FakeBrowser([HOME, ABOUT, OPENINGS]);
  copies = new Copies({ index: INDEX, config });
  prerenderer = prerendererWith(browser.capturePages);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The careers release each route's copy was made with, or '(none)' without a copy. */
const careersOf = (...routes: string[]) =>
  routes.map((route) => (copies.copyOf(route) ? (copies.copyOf(route)?.releases.careers ?? '-') : '(none)'));

it('captures every content page and open job page once, however often it is started', async () => {
  await Promise.all([prerenderer.start(), prerenderer.start()]);
  await prerenderer.start();
  expect(browser.captured).toEqual([
    [HOME, ABOUT, OPENINGS],
    [JOB_1, JOB_2],
  ]);
  expect(browser.mostAtOnce).toBe(1);
  expect(prerenderer.contentRoutes).toEqual([HOME, ABOUT, OPENINGS]);
  expect([...prerenderer.jobPrints]).toEqual([
    [JOB_1, 'one'],
    [JOB_2, 'two'],
  ]);
  expect(careersOf(HOME, ABOUT, OPENINGS, JOB_1, JOB_2)).toEqual(['-', '-', 'careers-1', 'careers-1', 'careers-1']);
  expect(copies.copyOf(HOME)?.releases).toEqual({ shell: 'shell-1', content: 'content-1' });
});

it('captures again, after the capture under way, a page made with a remote switched while it was captured', async () => {
  let switchedAt: string | undefined;
  browser.between = (route) => {
    // Careers is switched while the openings page is open with careers-1.
    if (route === OPENINGS && !switchedAt) {
      switchedAt = route;
      live = { ...live, careers: 'careers-2' };
      prerenderer.switched(['careers']);
    }
  };
  await prerenderer.start();
  expect(browser.captured).toEqual([[HOME, ABOUT, OPENINGS], [JOB_1, JOB_2], [OPENINGS]]);
  expect(browser.mostAtOnce).toBe(1);
  // The job pages were opened after the switch, so with careers-2; the openings page was captured again.
  expect(careersOf(OPENINGS, JOB_1, JOB_2)).toEqual(['careers-2', 'careers-2', 'careers-2']);
  expect(copies.get(OPENINGS)).toContain('with careers-2');
});

it('captures again a job page made with a remote switched while it was captured, keeping its opening', async () => {
  await prerenderer.start();
  browser.between = (route) => {
    if (route === JOB_1 && live.careers === 'careers-1') {
      live = { ...live, careers: 'careers-2' };
      prerenderer.switched(['careers']);
    }
  };
  // The opening of job 1 changed: its page is captured, and careers switches meanwhile.
  openJobs.set(JOB_1, job('one, edited'));
  await prerenderer.refreshJobPages();
  expect(browser.captured.slice(2)).toEqual([[JOB_1], [OPENINGS], [JOB_1, JOB_2]]);
  expect(careersOf(OPENINGS, JOB_1, JOB_2)).toEqual(['careers-2', 'careers-2', 'careers-2']);
  expect(prerenderer.jobPrints.get(JOB_1)).toBe('one, edited');
});

it('recaptures only what a switch made out of date: a shell or content switch, every page', async () => {
  await prerenderer.start();
  live = { ...live, careers: 'careers-2' };
  prerenderer.switched(['careers']);
  // Pages without careers stay served; the others are the plain app until captured again.
  expect(careersOf(HOME, OPENINGS, JOB_1)).toEqual(['-', '(none)', '(none)']);
  await prerenderer.start();
  expect(browser.captured.slice(2)).toEqual([[OPENINGS], [JOB_1, JOB_2]]);

  live = { ...live, content: 'content-2' };
  prerenderer.switched(['content']);
  expect(copies.size).toBe(0);
  await prerenderer.start();
  expect(browser.captured.slice(4)).toEqual([
    [HOME, ABOUT, OPENINGS],
    [JOB_1, JOB_2],
  ]);
  expect(copies.copyOf(ABOUT)?.releases.content).toBe('content-2');
});

it('stops the capture under way when stopped, and on starting again captures only what has no copy', async () => {
  const starting = prerenderer.start();
  browser.between = (route) => {
    if (route === ABOUT) prerenderer.stop();
  };
  await starting;
  expect(prerenderer.captures).toBe(false);
  // The page open when it stopped is not kept, and nothing more is opened.
  expect(copies.routes()).toEqual([HOME, '/home']);
  expect(browser.captured).toEqual([[HOME, ABOUT, OPENINGS]]);
  expect(browser.calls[0]?.request.signal?.aborted).toBe(true);

  // Switches seen while it does not capture drop copies, and capture nothing.
  live = { ...live, content: 'content-2' };
  prerenderer.switched(['content']);
  expect(copies.size).toBe(0);
  expect(browser.calls).toHaveLength(1);

  browser.between = () => undefined;
  await prerenderer.start();
  expect(browser.captured.slice(1)).toEqual([
    [HOME, ABOUT, OPENINGS],
    [JOB_1, JOB_2],
  ]);
});

it('refreshes job pages: a changed opening is captured again, a closed one dropped, a new one captured', async () => {
  await prerenderer.start();
  openJobs = new Map([
    [JOB_1, job('one, edited')],
    ['/current-openings/job-description?jobId=3', job('three')],
  ]);
  await prerenderer.refreshJobPages();
  expect(browser.captured.at(-1)).toEqual([JOB_1, '/current-openings/job-description?jobId=3']);
  expect(copies.copyOf(JOB_2)).toBeUndefined();
  expect([...prerenderer.jobPrints.keys()].sort()).toEqual([JOB_1, '/current-openings/job-description?jobId=3']);

  // Nothing changed: nothing is captured.
  await prerenderer.refreshJobPages();
  expect(browser.calls).toHaveLength(3);
});

it("tells a job refresh that its capture failed, and keeps a failed start's message", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const failing: CapturePages = () => Promise.reject(new Error('no browser'));
  const broken = prerendererWith(failing);
  await broken.start();
  expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
    'prerender: stopped after 0 pages (no browser); the rest is the plain app',
  ]);
  openJobs.set(JOB_1, job('one, edited'));
  await expect(broken.refreshJobPages()).rejects.toThrow('no browser');
  // Each refresh tries again the job pages that have no copy, and says so when it fails again.
  await expect(broken.refreshJobPages()).rejects.toThrow('no browser');
  expect(warn).toHaveBeenCalledTimes(1);
});

it('captures again, as a job page, one captured moments before a switch during the first capture of the jobs', async () => {
  browser.between = (route) => {
    // Job 1's page is kept (careers-1); careers switches while job 2's is open.
    if (route === JOB_2 && live.careers === 'careers-1') {
      live = { ...live, careers: 'careers-2' };
      prerenderer.switched(['careers']);
    }
  };
  await prerenderer.start();
  expect(browser.captured.slice(1)).toEqual([[JOB_1, JOB_2], [OPENINGS], [JOB_1, JOB_2]]);
  expect(careersOf(OPENINGS, JOB_1, JOB_2)).toEqual(['careers-2', 'careers-2', 'careers-2']);
  expect([...prerenderer.jobPrints.keys()]).toEqual([JOB_1, JOB_2]);
});

it('keeps the job pages it has when the list of openings cannot be read', async () => {
  await prerenderer.start();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Another instance takes over the same copies, and the staffing API does not answer.
  const unreadable = prerendererWith(browser.capturePages, { openJobPages: () => Promise.reject(new Error('down')) });
  await unreadable.start();
  expect(warn).toHaveBeenCalledWith('prerender: no job pages (down)');
  expect(careersOf(JOB_1, JOB_2)).toEqual(['careers-1', 'careers-1']);
});
