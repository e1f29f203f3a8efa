// The contract gate's browser check (docs/decisions/051-immutable-releases.md, issue 41): the release is switched in
// on a throwaway site that serves the environment's live releases; each page's first response must be rendered on
// the server with it (docs/decisions/071-server-rendering-from-releases.md), and its pages are opened in headless
// Chromium, some by a full load that hydrates the server's markup, against the API itself on loopback.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ConsoleMessage } from 'playwright-core';
import {
  contentKeyOf,
  SECTION_MODULES,
  type OpeningsSearchAnswer,
  type RemoteName,
  type SiteOutline,
} from '@tekvana/contracts';
import { PAGE_READY_ATTRIBUTE } from '@tekvana/shared/prerender';
// Read from their files, not the package's root: every deploy loads this module, and the root brings more than these.
import { chromiumLaunchOptions } from '../../../tools/chromium';
import { contentRoutes } from '../../../site-server/src/jobs/sitemap';
import { distOf, hasBuild, repoRoot } from '../store/appBuilds';
import { localDeployConfig, type SitePorts } from '../../../site-server/src/site/deployConfig';
import { LOAD_FAILURES_PATH } from '../../../site-server/src/releases/loadFailures';
import { Environments, type EnvironmentRecord } from '../environments/environments';
import { browserCheckMissing } from './gate';
import { startApiProcess } from '../../../tools/apiProcess';
import { ReleaseError, type ReleaseApp, type ReleaseStore } from '../store/store';

export interface GateFindings {
  problems: string[];
  notes: string[];
}

/** How long one page may take to show all its sections. */
const READY_TIMEOUT_MS = 20_000;
/** The whole walk through the site stops here, naming the pages it did not reach. */
const WALK_BUDGET_MS = 240_000;
/** Errors named per page at most; the rest are counted. */
const ERRORS_PER_PAGE = 5;
/** Pages loaded whole, so that they hydrate the server's markup: one per set of section types, at most this many. */
const HYDRATED_PAGES = 6;
/** What the shell warns when React could not adopt the served markup (shell/src/firstPaint/hydration.ts). */
const REDRAWN = 'The pre-rendered copy was redrawn';
/** React's mark of a Suspense boundary written as its fallback: the section is left to the browser. */
const LEFT_TO_BROWSER = '<!--$!-->';

/**
 * The environment as it would be with the release live: `read` answers the live record with the release switched
 * in, and nothing can be written, so the check changes no environment whatever happens on the throwaway site. The
 * record has no history, so the browser has no previous release to turn to (decision 052's safety net): a release
 * that fails to load shows it, instead of a page quietly made with the release before it.
 */
export class TrialEnvironments extends Environments {
  constructor(
    store: ReleaseStore,
    private readonly record: EnvironmentRecord,
  ) {
    super(store);
  }

  static of(store: ReleaseStore, record: EnvironmentRecord, app: ReleaseApp, id: string): TrialEnvironments {
    return new TrialEnvironments(store, { ...record, live: { ...record.live, [app]: id }, history: [] });
  }

  async read(): Promise<EnvironmentRecord> {
    return this.record;
  }

  protected async update(): Promise<EnvironmentRecord> {
    throw new ReleaseError('The gate tries a release on a throwaway site: it switches no environment.');
  }
}

/** Ports the OS says are free on loopback now: the shell, the three remotes and an API nothing listens on. */
export async function freeSitePorts(): Promise<SitePorts> {
  const servers = await Promise.all(
    Array.from(
      { length: 5 },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const [shell, content, careers, internship, api] = servers.map(
    (server) => (server.address() as net.AddressInfo).port,
  ) as [number, number, number, number, number];
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return { shell, content, careers, internship, api };
}

/** Section types by the remote that renders them (the declaration of section types). */
export function sectionTypesOf(remotes: readonly string[]): string[] {
  return Object.entries(SECTION_MODULES)
    .filter(([, entry]) => remotes.includes(entry.remote))
    .map(([type]) => type);
}

/** What one opened page showed. */
export interface PageVisit {
  route: string;
  key: string;
  /** Every section area of the page, in order: its type, remote, and whether it failed or was refused. */
  sections: { type: string; remote: string; failed: boolean; rejected: boolean }[];
  /** The page or the whole site could not be loaded (the shell's load failure): its text. */
  failure?: string;
  /** The page never said it was whole within the time. */
  timedOut?: boolean;
  /** console.error and uncaught errors while the page was opened, each on one line. */
  errors: string[];
  /** Loaded whole: what the shell said when React could not adopt the server's markup (none: it hydrated as sent). */
  redrawn?: string[];
  /** The page's data as the content release ships it, when it could be read. */
  shipped?: unknown;
}

const sectionsOfShipped = (page: unknown): { order?: unknown; type?: unknown }[] => {
  const sections = (page as { sections?: unknown } | null | undefined)?.sections;
  return Array.isArray(sections) ? (sections as { order?: unknown; type?: unknown }[]) : [];
};

/**
 * What the opened pages say about the release (pure, so it is tested without a browser): every page that failed,
 * every section area that failed or whose data the shell refused, every section of the site data that the shell
 * rendered no area for (a type it does not know shows nothing), every console error, and each section type of
 * `expected` that no page rendered.
 */
export function visitFindings(
  visits: readonly PageVisit[],
  expected: readonly string[],
  shell: string,
  unvisited: readonly string[] = [],
): GateFindings {
  const problems: string[] = [];
  const notes: string[] = [];
  const rendered = new Set<string>();
  const used = new Set<string>();
  for (const visit of visits) {
    const on = `On ${visit.route}`;
    if (visit.failure) problems.push(`${on}: the page could not be shown: ${visit.failure}`);
    if (visit.timedOut)
      problems.push(`${on}: the page did not show all its sections within ${READY_TIMEOUT_MS / 1000} s.`);
    for (const section of visit.sections) {
      if (section.rejected)
        problems.push(`${on}: the data of section ${section.type || '(no type)'} does not parse with shell ${shell}.`);
      else if (section.failed) problems.push(`${on}: section ${section.type} (${section.remote}) could not be shown.`);
      else rendered.add(section.type);
    }
    const shown = new Set(visit.sections.map((section) => section.type));
    sectionsOfShipped(visit.shipped).forEach((section, index) => {
      if (typeof section.type !== 'string') return;
      used.add(section.type);
      if (!shown.has(section.type) && !visit.failure)
        problems.push(
          `${on}: section ${typeof section.order === 'number' ? section.order : index + 1} of page "${visit.key}" has type "${section.type}", which shell ${shell} does not know: it would show nothing.`,
        );
    });
    for (const redraw of visit.redrawn ?? [])
      problems.push(`${on}: the page did not hydrate as the server rendered it: ${redraw}`);
    for (const error of visit.errors.slice(0, ERRORS_PER_PAGE)) problems.push(`${on}: console error: ${error}`);
    if (visit.errors.length > ERRORS_PER_PAGE)
      problems.push(`${on}: ${visit.errors.length - ERRORS_PER_PAGE} more console errors.`);
  }
  if (unvisited.length > 0)
    problems.push(
      `The check ran out of time (${WALK_BUDGET_MS / 1000} s) before opening ${unvisited.length} page(s): ${unvisited.join(', ')}.`,
    );
  for (const type of expected) {
    if (rendered.has(type)) continue;
    if (used.has(type) || visits.some((visit) => visit.sections.some((section) => section.type === type)))
      problems.push(`Section type ${type} was not rendered on any page that uses it.`);
    else notes.push(`No page of the site data uses section type ${type}: it was not rendered.`);
  }
  return { problems, notes };
}

/**
 * What a page's first response says of the server render (pure): rendered (React's markup in a #root marked for
 * hydration), and no section written as its fallback for the browser to render (one that threw on the server or
 * was not ready in time). A release the site cannot render with is refused: every visitor would get the app alone.
 */
export function serverRenderFindings(route: string, status: number, html: string): string[] {
  if (status >= 500) return [`On ${route}: the site answered ${status}.`];
  if (!html.includes('<div id="root" data-prerendered>'))
    return [`On ${route}: the first response was not rendered on the server (the site's log says why).`];
  const left = html.split(LEFT_TO_BROWSER).length - 1;
  return left > 0
    ? [
        `On ${route}: the server render left ${left} section(s) to the browser: they threw on the server or were not ready within 100 ms.`,
      ]
    : [];
}

/** Asks the site for each route's first response, twice for one that left sections out (a busy moment), as a crawler would. */
async function firstResponseProblems(site: string, routes: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    let found: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await fetch(`${site}${route}`).catch(() => undefined);
      found = answer
        ? serverRenderFindings(route, answer.status, await answer.text())
        : [`On ${route}: the site did not answer.`];
      if (found.length === 0) break;
    }
    problems.push(...found);
  }
  return problems;
}

/** The careers remote's job page, opened with an opening of the trial API: no link of the site data reaches it. */
export async function sampleJobPage(jobId: string): Promise<{ key: string; route: string }> {
  const { CAREERS_ROUTES, jobPageHref } = await import('@tekvana/contracts/careersRoutes');
  return { key: contentKeyOf(CAREERS_ROUTES.jobDescription), route: jobPageHref(jobId) };
}

/**
 * The staffing API the throwaway site and its pages talk to: the API itself on loopback, on a data folder of its own
 * that it seeds with its demo openings, so a release is tried against the API's contract and with data, and
 * nothing is written anywhere else. `jobId` is an open opening, for the job page.
 */
async function startTrialApi(ports: SitePorts): Promise<{ jobId: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-gate-api-'));
  const site = [ports.shell, ports.content, ports.careers, ports.internship].map((port) => `http://127.0.0.1:${port}`);
  let api: ChildProcess | undefined;
  const close = async () => {
    // The API ends on SIGTERM within a second or two; one that does not is killed, so a gate never hangs on it.
    if (api && api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      const stuck = setTimeout(() => api?.kill('SIGKILL'), 5_000);
      await exited.finally(() => clearTimeout(stuck));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    api = await startApiProcess(ports.api, {
      // Where the gate runs may name a real database, bucket, mail server or API settings: the trial API uses none.
      ...Object.fromEntries(
        Object.keys(process.env)
          .filter((name) => /^(DATABASE_URL|S3_|SMTP_|AWS_|API_)/.test(name))
          .map((name) => [name, undefined]),
      ),
      API_DATA_DIR: dataDir,
      API_CORS_ORIGINS: site.join(','),
      API_SITE_URL: site[0],
      API_LOG: '0',
    });
    const answer = await fetch(`http://127.0.0.1:${ports.api}/get/requirement/search?size=1`);
    const items = answer.ok ? ((await answer.json()) as Partial<OpeningsSearchAnswer>).items : undefined;
    const first = Array.isArray(items) ? items[0]?.REQ_ID : undefined;
    if (first === undefined)
      throw new Error(`The trial API listed no opening to open a job page with (${answer.status}).`);
    return { jobId: String(first), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The route each page of the outline is opened at: its link in the menus, else `/<key>`; the job page's own. */
export function routesOfPages(
  outline: SiteOutline,
  keys: readonly string[],
  jobPage: { key: string; route: string },
): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const route of contentRoutes(outline)) {
    const key = route === '/' ? 'home' : contentKeyOf(route);
    if (!byKey.has(key)) byKey.set(key, route);
  }
  return new Map(
    keys.map((key) => [
      key,
      byKey.get(key) ?? (key === jobPage.key ? jobPage.route : key === 'home' ? '/' : `/${key}`),
    ]),
  );
}

/** What the throwaway site serves for each app: the release the record names, else the app's build, else nothing. */
export function servedApps(live: EnvironmentRecord['live']): Record<ReleaseApp, string | undefined> {
  const served = (app: ReleaseApp) => live[app] ?? (hasBuild(app) ? '(its build)' : undefined);
  return {
    shell: served('shell'),
    content: served('content'),
    careers: served('careers'),
    internship: served('internship'),
  };
}

/**
 * The browser check of the contract gate: serves the live releases of the environment's record (the caller's, read
 * once for the whole gate) with `app` `id` switched in on a throwaway site, then opens its pages in headless
 * Chromium on sample data and reports what broke:
 *  - a content release: every page, so the live shell parses all its site data and renders every section;
 *  - a shell release: every page, so it parses the live site data and renders every live remote's sections;
 *  - a careers or internship release: the pages whose site data uses its section types.
 * Nothing in the environment changes. An app with no release in the record is served from its build, as the site
 * serves it. Without Chromium, or with no shell or content to open pages with, the check fails: it never passes a
 * release it did not open (docs/decisions/067-the-gate-fails-closed.md).
 */
export async function browserProblems(
  store: ReleaseStore,
  record: EnvironmentRecord,
  app: ReleaseApp,
  id: string,
  { log = () => undefined }: { log?: (line: string) => void } = {},
): Promise<GateFindings> {
  const missing = browserCheckMissing();
  if (missing) return { problems: [missing], notes: [] };
  const { env } = record;
  const trial = TrialEnvironments.of(store, record, app, id);
  const { live } = await trial.read();
  const served = servedApps(live);
  const nothing = (['shell', 'content'] as const).filter((needed) => !served[needed]);
  if (nothing.length > 0)
    return {
      problems: nothing.map(
        (needed) =>
          `The browser check cannot open pages: ${env} has no live ${needed === 'shell' ? 'shell' : 'content release (the site data)'} and there is no build of it (${path.relative(repoRoot, distOf(needed))}) to serve; deploy one or run npm run build.`,
      ),
      notes: [],
    };
  const shell = served.shell ?? '';
  log(`Opening the site with ${app} ${id} switched in, in headless Chromium...`);
  const ports = await freeSitePorts();
  let api: Awaited<ReturnType<typeof startTrialApi>> | undefined;
  let servers: FastifyInstance[] = [];
  try {
    api = await startTrialApi(ports);
    // Loaded only when a browser runs: the site's servers take a while to load, and most commands never need them.
    const { serveApps } = await import('../../../site-server/src/site/site');
    servers = await serveApps(ports, {
      // The record never changes; no reason to read it again.
      releases: { store, environments: trial, env, pollMs: 3_600_000 },
      previews: false,
      // Every visit sees the one combination checked, not a running canary of the record it was made from.
      canaries: false,
      // Whatever SERVER_RENDER says where the gate runs: every release must render on the server.
      serverRender: true,
      dropConnectionsOnClose: true,
    });
    const expected =
      app === 'shell'
        ? sectionTypesOf((['content', 'careers', 'internship'] as RemoteName[]).filter((remote) => served[remote]))
        : sectionTypesOf([app]);
    const started = Date.now();
    const walked = await walkSite(ports, app, expected, api.jobId).catch((error: unknown) => {
      if (error instanceof BrowserDidNotStart) return error.message;
      throw error;
    });
    if (typeof walked === 'string') return { problems: [walked], notes: [] };
    const { visits, unvisited, notes } = walked;
    const found = visitFindings(visits, expected, shell, unvisited);
    const site = localDeployConfig(ports).siteUrl;
    found.problems.push(...(await firstResponseProblems(site, [...new Set(visits.map((visit) => visit.route))])));
    found.problems.push(...(await loadFailuresOf(site)));
    const routes = visits.map((visit) => visit.route);
    const opened = routes.length > 6 ? `${routes.length} pages` : `${routes.length} page(s) (${routes.join(', ')})`;
    const took = ((Date.now() - started) / 1000).toFixed(1);
    return {
      problems: found.problems,
      notes: [...notes, ...found.notes, `The browser check opened ${opened} with shell ${shell} in ${took} s.`],
    };
  } finally {
    await Promise.all([...servers.map((server) => server.close()), api?.close()]);
  }
}

/** Chromium is there but would not start: the check fails with this one line. */
class BrowserDidNotStart extends Error {}

// --- In the browser. Functions sent to the page are compiled by tsx, which may wrap inner functions in `__name`.

/** The content remote's site data as it ships it, asked of the shell's federation runtime; a reason when it cannot. */
async function readShippedSiteData(): Promise<{ pages: Record<string, unknown> } | string> {
  interface Host {
    name?: string;
    loadRemote?: (id: string) => Promise<unknown>;
  }
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Host[] } }).__FEDERATION__;
  const instances = federation?.__INSTANCES__ ?? [];
  const host = instances.find((instance) => instance.name === 'shell') ?? instances[0];
  if (!host?.loadRemote) return 'the shell has no federation runtime to ask';
  const module = (await host.loadRemote('content/siteData')) as {
    siteOutline?: { pageKeys?: unknown };
    loadPage?: (key: string) => Promise<unknown>;
  } | null;
  const keys = module?.siteOutline?.pageKeys;
  const loadPage = module?.loadPage;
  if (!Array.isArray(keys) || typeof loadPage !== 'function') return 'its module has no page keys or page loader';
  const entries = await Promise.all(
    keys.filter((key): key is string => typeof key === 'string').map(async (key) => [key, await loadPage(key)]),
  );
  return { pages: Object.fromEntries(entries) as Record<string, unknown> };
}

/** Moves the app to `url` as its router does on Back and Forward, after clearing the page-ready mark. */
function openInApp([url, attribute]: [string, string]): void {
  document.documentElement.removeAttribute(attribute);
  const state = window.history.state as { idx?: number } | null;
  const next = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 };
  window.history.pushState(next, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
}

/** Whether the page said it is whole and nothing in it is still loading. */
function pageSettled([attribute, url]: [string, string]): boolean {
  return (
    document.documentElement.getAttribute(attribute) === 'true' &&
    `${window.location.pathname}${window.location.search}` === url &&
    !document.querySelector('#root .spinner-border, #root .section-placeholder')
  );
}

/** The section areas of the page, the shell's load failure if it shows one, and the page as the shell stored it. */
function readPage(key: string) {
  const root = document.getElementById('root');
  const areas = [...(root?.querySelectorAll<HTMLElement>('[data-section-type]') ?? [])].filter(
    (area) => !area.parentElement?.closest('[data-section-type]'),
  );
  const failure = root?.querySelector('.startup-error');
  let shipped: unknown;
  try {
    const stored = JSON.parse(localStorage.getItem('siteData') ?? 'null') as { pages?: Record<string, unknown> };
    shipped = stored?.pages?.[key];
  } catch {
    shipped = undefined;
  }
  return {
    sections: areas.map((area) => ({
      type: area.dataset.sectionType ?? '',
      remote: area.dataset.remote ?? '',
      failed: Boolean(area.querySelector('.section-fallback')),
      rejected: area.hasAttribute('data-section-rejected'),
    })),
    failure: failure
      ? (failure.textContent ?? '')
          .replace(/\s+/g, ' ')
          .replace(/Try again$/, '')
          .trim()
      : undefined,
    shipped,
  };
}

/** One console argument: a text, an error's name and message, the schema's issues as they are, or JSON. */
function describeValue(value: unknown): { text: string } | { issues: unknown[] } {
  if (typeof value === 'string') return { text: value };
  if (value instanceof Error) return { text: `${value.name}: ${value.message}` };
  const isIssue = (item: unknown) =>
    typeof item === 'object' && item !== null && 'message' in item && Array.isArray((item as { path?: unknown }).path);
  if (Array.isArray(value) && value.length > 0 && value.every(isIssue))
    return { issues: JSON.parse(JSON.stringify(value)) as unknown[] };
  try {
    return { text: JSON.stringify(value) ?? String(value) };
  } catch {
    return { text: String(value) };
  }
}

// --- In Node.

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 600);

/** A console error on one line; the schema issues the shell logs are named field by field, as the site's tools do. */
async function describeConsole(
  message: ConsoleMessage,
  describeIssues: (error: { issues: unknown[] }) => string,
): Promise<string> {
  const args = message.args();
  const parts = await Promise.all(
    args.map((arg) =>
      arg
        .evaluate(describeValue)
        .then((part) => ('issues' in part ? describeIssues({ issues: part.issues }) : part.text))
        .catch(() => undefined),
    ),
  );
  if (args.length > 0 && parts.every((part) => part !== undefined)) return oneLine(parts.join(' '));
  const { url } = message.location();
  return oneLine(url ? `${message.text()} (${url})` : message.text());
}

/** What the shell reported to the site as failed loads of a remote (decision 052), one line per release and stage. */
async function loadFailuresOf(site: string): Promise<string[]> {
  const answer = await fetch(`${site}${LOAD_FAILURES_PATH}`).catch(() => undefined);
  if (!answer?.ok) return [];
  const { failures = [] } = (await answer.json()) as {
    failures?: { app: string; release: string | null; stage: string; failures: number }[];
  };
  return failures.map(
    (failure) =>
      `The shell reported ${failure.failures} failed load(s) of ${failure.app} ${failure.release ?? '(its build)'} at ${failure.stage}.`,
  );
}

/** The pages loaded whole after the walk (home was): the first of each set of section types, HYDRATED_PAGES at most. */
export function hydratedPages(visits: readonly PageVisit[]): PageVisit[] {
  const bySections = new Map<string, PageVisit>();
  for (const visit of visits) {
    const types = [...new Set(visit.sections.map((section) => section.type))].sort().join(' ');
    if (!visit.failure && !visit.timedOut && !bySections.has(types)) bySections.set(types, visit);
  }
  return [...bySections.values()].slice(0, HYDRATED_PAGES);
}

/**
 * Opens the site's home page, reads the site data the live content release ships, then opens each page the check
 * needs within the app (as a visitor moving through the site would), recording what every page showed.
 */
async function walkSite(
  ports: SitePorts,
  app: ReleaseApp,
  expected: readonly string[],
  jobId: string,
): Promise<{ visits: PageVisit[]; unvisited: string[]; notes: string[] }> {
  const { chromium } = await import('playwright-core');
  const { describeIssues } = await import('@tekvana/contracts/schema');
  const describeZodIssues = describeIssues as (error: { issues: unknown[] }) => string;
  const config = localDeployConfig(ports);
  const site = config.siteUrl;
  // A Chromium that is there but does not start fails the check too, in one line (docs/decisions/067-the-gate-fails-closed.md).
  const browser = await chromium.launch(chromiumLaunchOptions).catch((error: unknown) => {
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new BrowserDidNotStart(`The browser check cannot run: Chromium did not start (${first}).`);
  });
  const started = Date.now();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    const page = await context.newPage();
    let errors: string[] = [];
    let redrawn: string[] = [];
    const pending: Promise<unknown>[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith(REDRAWN)) redrawn.push(oneLine(message.text()));
      if (message.type() !== 'error') return;
      const into = errors;
      pending.push(describeConsole(message, describeZodIssues).then((text) => into.push(text)));
    });
    page.on('pageerror', (error) => errors.push(oneLine(`Uncaught ${error.message}`)));
    const settle = async (url: string): Promise<boolean> => {
      try {
        await page.waitForFunction(pageSettled, [PAGE_READY_ATTRIBUTE, url] as [string, string], {
          timeout: READY_TIMEOUT_MS,
          polling: 50,
        });
        return true;
      } catch {
        return false;
      }
    };
    const visit = async (route: string, key: string, shipped: unknown): Promise<PageVisit> => {
      const settled = await settle(route);
      await Promise.all(pending.splice(0));
      const seen = await page.evaluate(readPage, key);
      const visited: PageVisit = {
        route,
        key,
        sections: seen.sections,
        failure: seen.failure,
        timedOut: !settled,
        errors: [...new Set(errors)],
        redrawn,
        shipped: shipped ?? seen.shipped,
      };
      errors = [];
      redrawn = [];
      return visited;
    };

    await page.goto(`${site}/`, { waitUntil: 'load' });
    const home = await visit('/', 'home', undefined);
    const shipped = await withTimeout(page.evaluate(readShippedSiteData), READY_TIMEOUT_MS).catch((error: unknown) =>
      oneLine(error instanceof Error ? error.message : String(error)),
    );
    const notes: string[] = [];
    // The outline the shell stored is the one it parsed; without one, the site could not start.
    const outline = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('siteData') ?? 'null') as SiteOutline | null;
      return stored && Array.isArray(stored.pageKeys) ? stored : null;
    });
    if (!outline || home.failure) return { visits: [home], unvisited: [], notes };
    const pages = typeof shipped === 'string' ? undefined : shipped.pages;
    if (typeof shipped === 'string')
      notes.push(`The site data could not be read whole (${shipped}): every page was opened to find the sections.`);
    home.shipped = pages?.home ?? home.shipped;
    const routes = routesOfPages(outline, outline.pageKeys, await sampleJobPage(jobId));
    const usesExpected = (key: string) =>
      sectionsOfShipped(pages?.[key]).some((section) => expected.includes(String(section.type)));
    const keys = outline.pageKeys.filter(
      (key) => key !== 'home' && (app === 'content' || app === 'shell' || !pages || usesExpected(key)),
    );
    const visits = [home];
    const unvisited: string[] = [];
    for (const key of keys) {
      const route = routes.get(key) ?? `/${key}`;
      if (Date.now() - started > WALK_BUDGET_MS) {
        unvisited.push(route);
        continue;
      }
      // After a page that never settled the app may be stuck: the next page is loaded afresh.
      if (visits.at(-1)?.timedOut) await page.goto(`${site}${route}`, { waitUntil: 'load' });
      else await page.evaluate(openInApp, [route, PAGE_READY_ATTRIBUTE] as [string, string]);
      visits.push(await visit(route, key, pages?.[key]));
    }
    // A remote's release answers for the pages that hold its sections; a content or shell release for every page.
    const relevant = (visited: PageVisit) =>
      app === 'content' ||
      app === 'shell' ||
      visited.sections.some((section) => expected.includes(section.type)) ||
      sectionsOfShipped(visited.shipped).some((section) => expected.includes(String(section.type)));
    const walked = visits.filter(relevant);
    // The walk moved within the app; a visitor landing on a page gets the server's markup, which React must adopt.
    for (const landing of hydratedPages(walked.slice(1))) {
      if (Date.now() - started > WALK_BUDGET_MS) break;
      await page.goto(`${site}${landing.route}`, { waitUntil: 'load' });
      walked.push(await visit(landing.route, landing.key, landing.shipped));
    }
    return { visits: walked, unvisited, notes };
  } finally {
    await browser.close();
  }
}
