import type { RemoteName } from '@tekvana/contracts';
import type { CapturePages, CaptureRequest, PageReleases } from '../prerender/capture';
import type { CapturedPage } from '../prerender/compose';
import { JobDirectory, type OpenJob } from '../prerender/jobPages';
import { Copies, type LiveIds } from './copies';
import { localDeployConfig, sitePortsFrom } from './deployConfig';
import { DEFAULT_JOB_COPIES, isJobRoute, Prerenderer, type PrerendererOptions } from './prerenderer';

const config = localDeployConfig(sitePortsFrom(7100));
const INDEX = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
const HOME = '/';
const ABOUT = '/about-us';
const OPENINGS = '/current-openings';
const JOB_1 = '/current-openings/job-description?jobId=1';
const JOB_2 = '/current-openings/job-description?jobId=2';
const JOB_3 = '/current-openings/job-description?jobId=3';
const jobRoute = (id: number) => `/current-openings/job-description?jobId=${id}`;

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
let closedJobs: Set<string>;
let browser: FakeBrowser;
let copies: Copies;
let jobs: JobDirectory;
let prerenderer: Prerenderer;

/** The jobs as the API's feed tells them: `openJobs` and `closedJobs` as they are when read. */
const directory = () => {
  let revision = 0;
  return new JobDirectory(config, async () => {
    revision += 1;
    return { open: new Map(openJobs), closed: new Set(closedJobs), revision };
  });
};

/** A Prerenderer of the fake site, capturing with `capturePages`. */
const prerendererWith = (capturePages: CapturePages, overrides: Partial<PrerendererOptions> = {}) =>
  new Prerenderer({
    shellOrigin: 'http://127.0.0.1:7100',
    config: () => config,
    live: () => live,
    copies,
    jobs: directory(),
    remotesBySection: new Map(),
    canCapture: true,
    capturePages,
    ...overrides,
  });

/** Job pages visitors asked for (each served its first response), captured before this resolves. */
async function visited(target: Prerenderer, ...routes: string[]) {
  for (const route of routes) target.wanted(route);
  // An instance that captures starts nothing more: this waits until nothing is left to capture.
  await target.start();
}

/** Lets anything a call set going begin (a capture starts a moment after it is asked for). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  live = { shell: 'shell-1', content: 'content-1', careers: 'careers-1' };
  openJobs = new Map([
    [JOB_1, job('one')],
    [JOB_2, job('two')],
    [JOB_3, job('three')],
  ]);
  closedJobs = new Set();
  browser = new FakeBrowser([HOME, ABOUT, OPENINGS]);
  copies = new Copies({ index: INDEX, config });
  jobs = directory();
  prerenderer = prerendererWith(browser.capturePages, { jobs });
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The careers release each route's copy was made with, or '(none)' without a copy. */
const careersOf = (...routes: string[]) =>
  routes.map((route) => (copies.copyOf(route) ? (copies.copyOf(route)?.releases.careers ?? '-') : '(none)'));

it('captures every content page once at start, however often it is started, and no job page', async () => {
  await Promise.all([prerenderer.start(), prerenderer.start()]);
  await prerenderer.start();
  expect(browser.captured).toEqual([[HOME, ABOUT, OPENINGS]]);
  expect(browser.mostAtOnce).toBe(1);
  expect(prerenderer.contentRoutes).toEqual([HOME, ABOUT, OPENINGS]);
  expect(prerenderer.jobPrints.size).toBe(0);
  expect(careersOf(HOME, ABOUT, OPENINGS, JOB_1, JOB_2)).toEqual(['-', '-', 'careers-1', '(none)', '(none)']);
  expect(copies.copyOf(HOME)?.releases).toEqual({ shell: 'shell-1', content: 'content-1' });
  // The open jobs were read at start: the sitemap and the job pages' statuses know them.
  expect([...jobs.openJobs().keys()]).toEqual([JOB_1, JOB_2, JOB_3]);
});

it('captures a job page a visitor asked for once, and not again while it is waiting or under way', async () => {
  await prerenderer.start();
  await visited(prerenderer, JOB_1, JOB_1);
  expect(browser.captured.slice(1)).toEqual([[JOB_1]]);
  expect([...prerenderer.jobPrints]).toEqual([[JOB_1, 'one']]);
  expect(careersOf(JOB_1, JOB_2)).toEqual(['careers-1', '(none)']);
  expect(copies.get(JOB_1)).toContain(`${JOB_1} with careers-1`);

  // Asked for again while its capture is under way: it is not queued a second time; another job is.
  browser.between = (route) => {
    if (route !== JOB_2) return;
    browser.between = () => undefined;
    prerenderer.wanted(JOB_2);
    prerenderer.wanted(JOB_3);
  };
  await visited(prerenderer, JOB_2);
  expect(browser.captured.slice(2)).toEqual([[JOB_2], [JOB_3]]);
  expect(browser.mostAtOnce).toBe(1);
  expect([...prerenderer.jobPrints.keys()]).toEqual([JOB_1, JOB_2, JOB_3]);
});

it('captures no job page while it does not capture', async () => {
  prerenderer.wanted(JOB_1);
  await settle();
  expect(browser.calls).toHaveLength(0);

  await prerenderer.start();
  prerenderer.stop();
  prerenderer.wanted(JOB_1);
  await settle();
  expect(browser.captured).toEqual([[HOME, ABOUT, OPENINGS]]);

  // Nor where Chromium cannot run (such an instance is never started; it is here only to show wanting starts none).
  const chromiumless = prerendererWith(browser.capturePages, { canCapture: false });
  await chromiumless.start();
  await visited(chromiumless, JOB_1);
  expect(browser.captured.flat()).not.toContain(JOB_1);
  expect(copies.copyOf(JOB_1)).toBeUndefined();
});

it('keeps at most 100 job pages waiting: a burst beyond them gets first responses only', async () => {
  const burst = Array.from({ length: 150 }, (_, index) => jobRoute(100 + index));
  for (const route of burst) openJobs.set(route, job(route));
  await prerenderer.start();
  browser.between = (route) => {
    if (route === JOB_1) for (const wanted of burst) prerenderer.wanted(wanted);
  };
  await visited(prerenderer, JOB_1);
  expect(browser.captured.slice(1)).toEqual([[JOB_1], burst.slice(0, 100)]);

  // Once they were captured, others are taken again.
  browser.between = () => undefined;
  await visited(prerenderer, ...burst.slice(100));
  expect(browser.captured.slice(3)).toEqual([burst.slice(100)]);
});

it('captures no job page the last read of the feed did not list: its copy would have no print', async () => {
  await prerenderer.start();
  prerenderer.wanted(jobRoute(999));
  await visited(prerenderer, JOB_1);
  expect(browser.captured.slice(1)).toEqual([[JOB_1]]);
});

it('refreshes the job pages it holds: a changed one captured again, a closed one dropped, no other captured', async () => {
  await prerenderer.start();
  await visited(prerenderer, JOB_1, JOB_2);
  openJobs = new Map([
    [JOB_1, job('one, edited')],
    [JOB_3, job('three')],
    [jobRoute(4), job('four')],
  ]);
  closedJobs = new Set([JOB_2]);
  await prerenderer.refreshJobPages();
  expect(browser.captured.slice(2)).toEqual([[JOB_1]]);
  expect(careersOf(JOB_1, JOB_2, JOB_3, jobRoute(4))).toEqual(['careers-1', '(none)', '(none)', '(none)']);
  expect([...prerenderer.jobPrints]).toEqual([[JOB_1, 'one, edited']]);
  // The directory knows the jobs it holds no copy of (the sitemap lists them; their pages are made when asked for).
  expect([...jobs.openJobs().keys()]).toEqual([JOB_1, JOB_3, jobRoute(4)]);

  // Nothing changed: nothing is captured.
  await prerenderer.refreshJobPages();
  expect(browser.calls).toHaveLength(3);

  // An instance that no longer captures reads the jobs, and captures and drops nothing.
  prerenderer.stop();
  openJobs = new Map([[JOB_3, job('three')]]);
  await prerenderer.refreshJobPages();
  expect([...jobs.openJobs().keys()]).toEqual([JOB_3]);
  expect(browser.calls).toHaveLength(3);
  expect(careersOf(JOB_1)).toEqual(['careers-1']);
});

it('keeps at most jobCopies job pages, dropping the one served longest ago', async () => {
  prerenderer = prerendererWith(browser.capturePages, { jobs, jobCopies: 2 });
  await prerenderer.start();
  await visited(prerenderer, JOB_1, JOB_2);
  // Job 1's page is served again; job 2's not since it was captured.
  expect(copies.get(JOB_1)).toContain(JOB_1);
  await visited(prerenderer, JOB_3);
  expect(careersOf(JOB_1, JOB_2, JOB_3)).toEqual(['careers-1', '(none)', 'careers-1']);
  expect([...prerenderer.jobPrints.keys()].sort()).toEqual([JOB_1, JOB_3]);
  // Content pages are not job copies: none is dropped for the bound, however long ago it was served.
  expect(careersOf(HOME, ABOUT, OPENINGS)).toEqual(['-', '-', 'careers-1']);

  // A copy captured again counts as just served: job 3's page is now the one served longest ago.
  openJobs.set(JOB_1, job('one, edited'));
  await prerenderer.refreshJobPages();
  await visited(prerenderer, JOB_2);
  expect(careersOf(JOB_1, JOB_2, JOB_3)).toEqual(['careers-1', 'careers-1', '(none)']);
  expect([...prerenderer.jobPrints.keys()].sort()).toEqual([JOB_1, JOB_2]);
});

it('keeps DEFAULT_JOB_COPIES job pages unless told otherwise', async () => {
  const many = Array.from({ length: DEFAULT_JOB_COPIES + 1 }, (_, index) => jobRoute(10 + index));
  openJobs = new Map(many.map((route) => [route, job(route)]));
  // Prints published by an instance before this one, whose copies it does not have: captured at start.
  prerenderer.adopt(undefined, new Map(many.map((route) => [route, route])));
  await prerenderer.start();
  expect(browser.captured[1]).toEqual(many);
  expect(copies.routes().filter(isJobRoute)).toHaveLength(DEFAULT_JOB_COPIES);
  expect(careersOf(many[0] ?? '', many[1] ?? '', many.at(-1) ?? '')).toEqual(['(none)', 'careers-1', 'careers-1']);
  expect(prerenderer.jobPrints.size).toBe(DEFAULT_JOB_COPIES);
});

it('at start captures only the job pages an instance before it kept: without a copy or changed; drops closed', async () => {
  await prerenderer.start();
  await visited(prerenderer, JOB_1, JOB_2, JOB_3);
  prerenderer.stop();
  // Another instance takes over the same copies with what the first one published; meanwhile job 1 changed, job 3
  // closed and job 4 opened, and the copies of the about page and job 2 were lost.
  const next = prerendererWith(browser.capturePages);
  next.adopt(prerenderer.contentRoutes, prerenderer.jobPrints);
  copies.drop(ABOUT);
  copies.drop(JOB_2);
  openJobs = new Map([
    [JOB_1, job('one, edited')],
    [JOB_2, job('two')],
    [jobRoute(4), job('four')],
  ]);
  closedJobs = new Set([JOB_3]);
  await next.start();
  expect(browser.captured.slice(2)).toEqual([[ABOUT], [JOB_1, JOB_2]]);
  expect(careersOf(ABOUT, JOB_1, JOB_2, JOB_3, jobRoute(4))).toEqual([
    '-',
    'careers-1',
    'careers-1',
    '(none)',
    '(none)',
  ]);
  expect([...next.jobPrints]).toEqual([
    [JOB_1, 'one, edited'],
    [JOB_2, 'two'],
  ]);
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
  expect(browser.captured).toEqual([[HOME, ABOUT, OPENINGS], [OPENINGS]]);
  expect(browser.mostAtOnce).toBe(1);
  expect(careersOf(OPENINGS)).toEqual(['careers-2']);
  expect(copies.get(OPENINGS)).toContain('with careers-2');
  // Job pages asked for after the switch are made with careers-2.
  await visited(prerenderer, JOB_1);
  expect(careersOf(JOB_1)).toEqual(['careers-2']);
});

it('captures again a job page made with a remote switched while it was captured, keeping its opening', async () => {
  await prerenderer.start();
  await visited(prerenderer, JOB_1, JOB_2);
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
  await visited(prerenderer, JOB_1, JOB_2);
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
  expect(copies.copyOf(JOB_2)?.releases.content).toBe('content-2');
});

it('captures again, as a job page, one captured moments before a switch during the capture of the jobs', async () => {
  await prerenderer.start();
  browser.between = (route) => {
    // Job 1's page is kept (careers-1) before its print; careers switches while job 2's is open.
    if (route === JOB_2 && live.careers === 'careers-1') {
      live = { ...live, careers: 'careers-2' };
      prerenderer.switched(['careers']);
    }
  };
  await visited(prerenderer, JOB_1, JOB_2);
  expect(browser.captured.slice(1)).toEqual([[JOB_1, JOB_2], [OPENINGS], [JOB_1, JOB_2]]);
  expect(careersOf(OPENINGS, JOB_1, JOB_2)).toEqual(['careers-2', 'careers-2', 'careers-2']);
  expect([...prerenderer.jobPrints.keys()]).toEqual([JOB_1, JOB_2]);
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

  browser.between = () => undefined;
  await prerenderer.start();
  expect(browser.captured.slice(1)).toEqual([[ABOUT, OPENINGS]]);
  await visited(prerenderer, JOB_1);
  prerenderer.stop();

  // Switches seen while it does not capture drop copies, job pages too, and capture nothing.
  live = { ...live, content: 'content-2' };
  prerenderer.switched(['content']);
  expect(copies.size).toBe(0);
  expect(browser.calls).toHaveLength(3);

  await prerenderer.start();
  expect(browser.captured.slice(3)).toEqual([[HOME, ABOUT, OPENINGS], [JOB_1]]);
});

it("tells a job refresh that its capture failed, and keeps a failed start's message", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const failing: CapturePages = () => Promise.reject(new Error('no browser'));
  const broken = prerendererWith(failing);
  // It holds a copy of job 1's page, made by an instance before it.
  broken.adopt(undefined, new Map([[JOB_1, 'one']]));
  await broken.start();
  expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
    'prerender: stopped after 0 pages (no browser); the rest is the plain app',
  ]);
  openJobs.set(JOB_1, job('one, edited'));
  await expect(broken.refreshJobPages()).rejects.toThrow('no browser');
  // Each refresh tries again the changed pages it could not capture, and says so when it fails again.
  await expect(broken.refreshJobPages()).rejects.toThrow('no browser');
  expect(warn).toHaveBeenCalledTimes(1);
  // A page a visitor asked for that cannot be captured is told in the log.
  await visited(broken, JOB_2);
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn).toHaveBeenLastCalledWith('prerender: pages not captured again (no browser)');
});

it('keeps the job pages it has when the list of openings cannot be read', async () => {
  await prerenderer.start();
  await visited(prerenderer, JOB_1, JOB_2);
  prerenderer.stop();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Another instance takes over the same copies, and the staffing API does not answer.
  const unreadable = prerendererWith(browser.capturePages, {
    jobs: new JobDirectory(config, () => Promise.reject(new Error('down'))),
  });
  unreadable.adopt(prerenderer.contentRoutes, prerenderer.jobPrints);
  await unreadable.start();
  expect(warn).toHaveBeenCalledWith('prerender: no job pages (down)');
  expect(browser.captured.slice(2).flat()).toEqual([]);
  expect(careersOf(JOB_1, JOB_2)).toEqual(['careers-1', 'careers-1']);
  expect([...unreadable.jobPrints.keys()]).toEqual([JOB_1, JOB_2]);
});
