import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@tekvana/contracts';
import type { CapturedPage } from '../prerender/compose';
import { FolderDocuments } from '../release/documents';
import { appsOf, Copies, type LiveIds } from './copies';
import { localDeployConfig, sitePortsFrom } from './deployConfig';
import { LEASE_MS, madeWithLive, SharedCopies, type StoredCopy } from './sharedCopies';

const INDEX = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
const config = localDeployConfig(sitePortsFrom(7000));
const ENV = 'staging';

const HOME = '/';
const OPENINGS = '/current-openings';
const JOB = '/current-openings/job-description?jobId=42';

const page = (title: string, remotes: RemoteName[] = []): CapturedPage => ({
  title,
  headTags: [],
  criticalCss: '',
  rootHtml: `<p>${title}</p>`,
  data: {},
  remotes,
});

const live: LiveIds = { shell: 'shell-1', content: 'content-1', careers: 'careers-1', internship: 'internship-1' };

/** The releases a page was made with, as the capturing instance keeps them: those of the apps that rendered it. */
const madeWith = (captured: CapturedPage, ids: LiveIds = live): LiveIds =>
  Object.fromEntries(appsOf(captured).map((app) => [app, ids[app]]));

let work: string;
let documents: FolderDocuments;
/** Two instances of one site, on the same store and environment. */
let a: SharedCopies;
let b: SharedCopies;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-shared-copies-'));
  documents = new FolderDocuments(work);
  a = new SharedCopies(documents, ENV);
  b = new SharedCopies(documents, ENV);
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(work, { recursive: true, force: true });
});

const newCopies = () => new Copies({ index: INDEX, config });

/** What the capturing instance does with a page it captured: keeps it, then publishes it. */
async function capture(shared: SharedCopies, copies: Copies, route: string, captured: CapturedPage, ids = live) {
  const releases = madeWith(captured, ids);
  copies.set(route, captured, releases);
  const copy: StoredCopy = { route, page: captured, releases };
  await shared.publish(copy);
}

/** A publishes the home page and job 42's page (captured with `live`) and its index naming them. */
async function publishHomeAndJob(prints: ReadonlyMap<string, string> = new Map()): Promise<Copies> {
  const copiesA = newCopies();
  await capture(a, copiesA, HOME, page('Home'));
  await capture(a, copiesA, JOB, page('Job 42', ['careers']));
  await a.publishIndex(copiesA, undefined, prints);
  return copiesA;
}

describe('the capture lease', () => {
  const start = 1_000_000;

  it('is held by one instance at a time, renewed by its holder, and taken by another once it lapses', async () => {
    expect(await a.lease(start)).toBe(true);
    expect(await b.lease(start)).toBe(false);
    expect(await b.lease(start + LEASE_MS - 1)).toBe(false);

    // A renews before it lapses: the lease runs LEASE_MS from the renewal.
    expect(await a.lease(start + 5_000)).toBe(true);
    expect(await b.lease(start + LEASE_MS + 1)).toBe(false);
    expect((await documents.read(`copies/${ENV}/lease`))?.value).toEqual({
      holder: a.instance,
      until: start + 5_000 + LEASE_MS,
    });

    // A stops renewing (it died, or hangs): once the lease lapses, B takes it, and A cannot have it back.
    const lapsed = start + 5_000 + LEASE_MS + 1;
    expect(await b.lease(lapsed)).toBe(true);
    expect(await a.lease(lapsed)).toBe(false);
    expect(await a.lease(lapsed + LEASE_MS - 1)).toBe(false);
    expect(await b.lease(lapsed + 1_000)).toBe(true);
    expect((await documents.read(`copies/${ENV}/lease`))?.value).toEqual({
      holder: b.instance,
      until: lapsed + 1_000 + LEASE_MS,
    });
  });

  it('goes to exactly one of two instances that ask at once, and is one per environment', async () => {
    const outcomes = await Promise.all([a.lease(start), b.lease(start)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const holder = outcomes[0] ? a : b;
    expect((await documents.read<{ holder: string }>(`copies/${ENV}/lease`))?.value.holder).toBe(holder.instance);
    // Each then sees the same holder.
    expect(await holder.lease(start + 1)).toBe(true);
    expect(await (holder === a ? b : a).lease(start + 1)).toBe(false);

    // Another environment's copies have a lease of their own.
    expect(await new SharedCopies(documents, 'production').lease(start)).toBe(true);
  });

  it('is given up by its holder on close, so another takes it at once; another instance cannot give it up', async () => {
    expect(await a.lease(start)).toBe(true);
    await b.release();
    expect(await b.lease(start + 1)).toBe(false);

    await a.release();
    expect(await b.lease(start + 1)).toBe(true);
    // A's release came after B took it: nothing changes.
    await a.release();
    expect((await documents.read(`copies/${ENV}/lease`))?.value).toEqual({
      holder: b.instance,
      until: start + 1 + LEASE_MS,
    });
  });
});

describe('publishing a copy', () => {
  it('names in the index the copy published last, even when an earlier write of the same route ends later', async () => {
    const copies = newCopies();
    const first = page('Job 42', ['careers']);
    const second = page('Job 42, now remote', ['careers']);
    const write = documents.write.bind(documents);
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    jest.spyOn(documents, 'write').mockImplementation(async (name, value, condition) => {
      if ((value as StoredCopy | undefined)?.page === first) await firstHeld;
      return write(name, value, condition);
    });

    const slow = a.publish({ route: JOB, page: first, releases: madeWith(first) });
    await a.publish({ route: JOB, page: second, releases: madeWith(second) });
    releaseFirst();
    await slow;
    copies.set(JOB, second, madeWith(second));
    await a.publishIndex(copies, undefined, new Map([[JOB, 'print-2']]));

    const copiesB = newCopies();
    await b.follow(copiesB, () => live);
    expect(copiesB.get(JOB)).toContain('<p>Job 42, now remote</p>');
  });
});

describe('following the published copies', () => {
  it("serves the capturing instance's copies, content routes and job prints, and reads nothing again unchanged", async () => {
    const copiesA = newCopies();
    await capture(a, copiesA, HOME, page('Home'));
    await capture(a, copiesA, JOB, page('Job 42', ['careers']));
    // Kept but not yet published (its write has not finished): not named in the index.
    copiesA.set(OPENINGS, page('Openings', ['careers']), madeWith(page('Openings', ['careers'])));
    await a.publishIndex(copiesA, [HOME, '/about-us'], new Map([[JOB, 'print-42']]));

    const copiesB = newCopies();
    const followed = await b.follow(copiesB, () => live);
    expect(followed?.index.contentRoutes).toEqual([HOME, '/about-us']);
    expect(followed?.index.routes[JOB]?.print).toBe('print-42');
    expect(followed?.index.routes[HOME]?.print).toBeUndefined();
    expect(Object.keys(followed?.index.routes ?? {}).sort()).toEqual([HOME, JOB]);

    expect(copiesB.routes().sort()).toEqual([HOME, JOB, '/home']);
    expect(copiesB.get(HOME)).toContain('<div id="root" data-prerendered><p>Home</p></div>');
    expect(copiesB.get('/home')).toBe(copiesB.get(HOME));
    expect(copiesB.get(JOB)).toContain('<p>Job 42</p>');
    expect(copiesB.get(JOB)).toContain('<title>Job 42</title>');
    expect(copiesB.get(JOB)).toContain('<link rel="preconnect" href="http://127.0.0.1:7002">');
    expect(copiesB.get(JOB)).toBe(copiesA.get(JOB));
    expect(copiesB.copyOf(JOB)?.releases).toEqual({ shell: 'shell-1', content: 'content-1', careers: 'careers-1' });
    expect(copiesB.get(OPENINGS)).toBeUndefined();

    // Nothing changed: only the index is read, and nothing is applied.
    const read = jest.spyOn(documents, 'read');
    expect(await b.follow(copiesB, () => live)).toBeUndefined();
    expect(read.mock.calls).toEqual([[`copies/${ENV}/index`]]);
    // The index written again as it was is the same version.
    await a.publishIndex(copiesA, [HOME, '/about-us'], new Map([[JOB, 'print-42']]));
    expect(await b.follow(copiesB, () => live)).toBeUndefined();

    // One more copy published: only it is read, with the index.
    const openings = copiesA.copyOf(OPENINGS);
    await a.publish({ route: OPENINGS, page: openings?.page ?? page('none'), releases: openings?.releases ?? {} });
    await a.publishIndex(copiesA, [HOME, '/about-us'], new Map([[JOB, 'print-42']]));
    read.mockClear();
    expect(Object.keys((await b.follow(copiesB, () => live))?.index.routes ?? {}).sort()).toEqual([
      HOME,
      OPENINGS,
      JOB,
    ]);
    expect(read.mock.calls.map(([name]) => name)).toEqual([`copies/${ENV}/index`, expect.stringMatching(/\/pages\//)]);
    expect(copiesB.get(OPENINGS)).toContain('<p>Openings</p>');
  });

  it('takes only the copies made with the releases the following instance serves', async () => {
    await publishHomeAndJob();

    // B serves another careers release: the job page was made with one it does not serve, the home page was not.
    const copiesB = newCopies();
    const otherCareers = { ...live, careers: 'careers-2' };
    expect(await b.follow(copiesB, () => otherCareers)).toBeDefined();
    expect(copiesB.routes().sort()).toEqual([HOME, '/home']);
    expect(copiesB.get(JOB)).toBeUndefined();
    expect(copiesB.get(HOME)).toContain('<p>Home</p>');

    // Another internship release leaves both good; another content release neither.
    const copiesC = newCopies();
    expect(
      await new SharedCopies(documents, ENV).follow(copiesC, () => ({ ...live, internship: 'internship-2' })),
    ).toBeDefined();
    expect(copiesC.routes().sort()).toEqual([HOME, JOB, '/home']);
    const copiesD = newCopies();
    expect(
      await new SharedCopies(documents, ENV).follow(copiesD, () => ({ ...live, content: 'content-2' })),
    ).toBeDefined();
    expect(copiesD.size).toBe(0);

    // Once B switches to the release the page was made with (and forgets the index it applied), it takes the page.
    b.relive();
    await b.follow(copiesB, () => live);
    expect(copiesB.get(JOB)).toContain('<p>Job 42</p>');
  });

  it('keeps no copy that a switch during the read made out of date, and reads the index again after it', async () => {
    await publishHomeAndJob();

    // Careers is switched while B reads the copies: the job page, read after it, was made with the old release.
    let serving: LiveIds = live;
    const read = documents.read.bind(documents);
    jest.spyOn(documents, 'read').mockImplementation(async (name) => {
      const found = await read(name);
      if (name.includes('/pages/') && serving === live) {
        serving = { ...live, careers: 'careers-2' };
        b.relive();
      }
      return found;
    });
    const copiesB = newCopies();
    expect(await b.follow(copiesB, () => serving)).toBeDefined();
    expect(copiesB.get(JOB)).toBeUndefined();

    // The index applied across the switch is applied again: what the switch left good is taken.
    expect(await b.follow(copiesB, () => serving)).toBeDefined();
    expect(copiesB.get(HOME)).toContain('<p>Home</p>');
    expect(copiesB.get(JOB)).toBeUndefined();
    expect(await b.follow(copiesB, () => serving)).toBeUndefined();
  });

  it("drops what the capturing instance dropped, the site root's /home with it", async () => {
    const copiesA = await publishHomeAndJob(new Map([[JOB, 'print-42']]));
    const copiesB = newCopies();
    await b.follow(copiesB, () => live);
    expect(copiesB.routes().sort()).toEqual([HOME, JOB, '/home']);

    // The opening closed: its page goes; the root stays, and stays served at /home too.
    copiesA.drop(JOB);
    await a.publishIndex(copiesA, undefined, new Map());
    const followed = await b.follow(copiesB, () => live);
    expect(Object.keys(followed?.index.routes ?? {})).toEqual([HOME]);
    expect(copiesB.routes().sort()).toEqual([HOME, '/home']);
    expect(copiesB.get(JOB)).toBeUndefined();
    expect(copiesB.get('/home')).toContain('<p>Home</p>');

    copiesA.drop(HOME);
    await a.publishIndex(copiesA, undefined, new Map());
    expect(await b.follow(copiesB, () => live)).toEqual({ index: { routes: {} } });
    expect(copiesB.size).toBe(0);
    expect(copiesB.get('/home')).toBeUndefined();

    // Published again, it is read again.
    await capture(a, copiesA, HOME, page('Home again'));
    await a.publishIndex(copiesA, undefined, new Map());
    await b.follow(copiesB, () => live);
    expect(copiesB.get('/home')).toContain('<p>Home again</p>');
  });

  it('serves a job page captured again for a changed opening, made with the same releases', async () => {
    const copiesA = newCopies();
    await capture(a, copiesA, JOB, page('Job 42', ['careers']));
    await a.publishIndex(copiesA, undefined, new Map([[JOB, 'print-1']]));
    const copiesB = newCopies();
    await b.follow(copiesB, () => live);
    expect(copiesB.get(JOB)).toContain('<p>Job 42</p>');

    // The opening changed (refreshJobPages): A captures its page again, with the same live releases.
    await capture(a, copiesA, JOB, page('Job 42, now remote', ['careers']));
    await a.publishIndex(copiesA, undefined, new Map([[JOB, 'print-2']]));
    const followed = await b.follow(copiesB, () => live);
    expect(followed?.index.routes[JOB]?.print).toBe('print-2');
    // B takes the new print, so its copy must be the page made for it.
    expect(copiesB.get(JOB)).toContain('<p>Job 42, now remote</p>');
  });
});

it('calls a copy good for a site whose releases of every app that rendered it are the ones it was made with', () => {
  const home = page('Home');
  const job = page('Job', ['careers']);
  const both = page('Both', ['careers', 'internship']);
  expect(madeWithLive(madeWith(home), home, live)).toBe(true);
  // Apps that did not render it may be anything, or not served from the store at all.
  expect(madeWithLive(madeWith(home), home, { ...live, careers: 'careers-2', internship: undefined })).toBe(true);
  expect(madeWithLive(madeWith(home), home, { ...live, shell: 'shell-2' })).toBe(false);
  expect(madeWithLive(madeWith(home), home, { ...live, content: 'content-2' })).toBe(false);
  expect(madeWithLive(madeWith(job), job, { ...live, internship: 'internship-2' })).toBe(true);
  expect(madeWithLive(madeWith(job), job, { ...live, careers: 'careers-2' })).toBe(false);
  expect(madeWithLive(madeWith(both), both, { ...live, internship: 'internship-2' })).toBe(false);
  // An app served from its build (no release) matches a copy made with its build, and nothing else.
  const fromBuild: LiveIds = { shell: 'shell-1', content: 'content-1' };
  expect(madeWithLive(madeWith(job, fromBuild), job, fromBuild)).toBe(true);
  expect(madeWithLive(madeWith(job, fromBuild), job, live)).toBe(false);
  expect(madeWithLive(madeWith(job), job, fromBuild)).toBe(false);
  // The releases it names for apps that did not render it do not matter.
  expect(madeWithLive({ ...madeWith(home), careers: 'careers-0' }, home, live)).toBe(true);
});
