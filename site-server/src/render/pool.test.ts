import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultWorkers, RenderPool } from './pool';
import type { WorkerStart } from './protocol';

// Hand-written server builds (CommonJS, as shared/webpack/createConfig.js makes them): the shell's hands out the
// singletons and renders; the content remote's reads React through its `require`.
const shell = `
const react = { name: 'one React' };
exports.shared = { react };
let remotes;
exports.init = (options) => { remotes = options.remotes; };
exports.render = async ({ url }) => {
  if (url === '/throws') throw new Error('a section threw');
  if (url === '/loops') for (;;);
  if (url === '/slow') await new Promise((resolve) => setTimeout(resolve, 50));
  return { head: '<title>Home</title>', root: '<p>' + remotes.content.react.name + '</p>', data: { url } };
};`;
const content = `exports.react = require('react');`;
const noModules = 'exports.modules = {};';
/** A shell whose pages say how many renders its worker made. */
const countingShell = `${shell}\nlet renders = 0;\nconst render = exports.render;\nexports.render = async (request) => ({ ...(await render(request)), data: { renders: (renders += 1) } });`;

function bundles(changes: Partial<WorkerStart['bundles']> = {}): WorkerStart['bundles'] {
  return { shell, content, careers: noModules, internship: noModules, ...changes };
}

let pool: RenderPool | undefined;
afterEach(() => pool?.close());

// The deadline counts from the request, a worker's start included: a second gives a busy machine room.
const start = (changes?: Partial<WorkerStart['bundles']>) => {
  pool = new RenderPool({ bundles: bundles(changes), config: {}, size: 1, deadlineMs: 1000 });
  return pool;
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

describe('RenderPool', () => {
  it("renders with the shell's singletons handed to the remotes", async () => {
    const pool = start();
    expect(await pool.ready()).toBe(true);
    expect(await pool.render('/')).toEqual({
      head: '<title>Home</title>',
      root: '<p>one React</p>',
      data: { url: '/' },
    });
  });

  it("carries each page request's trace on the calls its render makes, and no other's", async () => {
    const seen: { url?: string; traceparent?: string }[] = [];
    const api = http.createServer((request, response) => {
      seen.push({ url: request.url, traceparent: String(request.headers.traceparent ?? '') || undefined });
      response.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    // Two calls a render, with a wait between: renders on one worker interleave.
    const fetchingShell = `${shell}
const plain = exports.render;
exports.render = async (request) => {
  await fetch('http://127.0.0.1:${port}' + request.url);
  await new Promise((resolve) => setTimeout(resolve, 10));
  await fetch('http://127.0.0.1:${port}' + request.url, { headers: { accept: 'application/json' } });
  return plain(request);
};`;
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    try {
      const pool = start({ shell: fetchingShell });
      await Promise.all([pool.render('/traced', traceparent), pool.render('/untraced')]);
    } finally {
      api.close();
    }
    expect(seen.filter(({ url }) => url === '/traced').map((call) => call.traceparent)).toEqual([
      traceparent,
      traceparent,
    ]);
    expect(seen.filter(({ url }) => url === '/untraced').map((call) => call.traceparent)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("sends what a bundle writes to the console to the site's own", async () => {
    const talkingShell = `${shell}\nconst quiet = exports.render;\nexports.render = async (request) => { console.warn('section %s left to the browser', request.url); return quiet(request); };`;
    const pool = start({ shell: talkingShell });
    await pool.render('/talks');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(console.warn).toHaveBeenCalledWith('render worker: section /talks left to the browser');
  });

  it('answers undefined for a render that throws, and renders the next page', async () => {
    const pool = start();
    expect(await pool.render('/throws')).toBeUndefined();
    expect(await pool.render('/')).toMatchObject({ data: { url: '/' } });
  });

  it('answers undefined for a render stuck past its deadline, and keeps serving with a new worker', async () => {
    const pool = start();
    await pool.ready();
    const started = Date.now();
    expect(await pool.render('/loops')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await pool.render('/')).toMatchObject({ data: { url: '/' } });
  });

  it('answers undefined for every page when a build throws as it loads', async () => {
    const pool = start({ content: "throw new Error('broken at import');" });
    expect(await pool.ready()).toBe(false);
    expect(await pool.render('/')).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('broken at import'));
  });

  it("gives a remote nothing of Node's: a build that requires a module is left out, the pages render without it", async () => {
    const pool = start({ careers: "require('node:fs');" });
    expect(await pool.ready()).toBe(true);
    expect(await pool.leftOut()).toEqual([
      { app: 'careers', reason: 'careers\'s server build requires "node:fs", which a server build is not given.' },
    ]);
    expect(await pool.render('/')).toMatchObject({ data: { url: '/' } });
  });

  it("warms every worker with one render, so that no visitor gets a worker's first", async () => {
    pool = new RenderPool({
      bundles: bundles({ shell: countingShell }),
      config: {},
      size: 2,
      deadlineMs: 200,
      warm: ['/'],
    });
    expect(await pool.ready()).toBe(true);
    // Each worker has rendered once: the next two renders, one on each, are both second renders.
    const next = await Promise.all([pool.render('/'), pool.render('/')]);
    expect(next.map((page) => page?.data)).toEqual([{ renders: 2 }, { renders: 2 }]);
  });

  it('warms a worker that replaces a stuck one before it takes a render', async () => {
    pool = new RenderPool({
      bundles: bundles({ shell: countingShell }),
      config: {},
      size: 1,
      deadlineMs: 1000,
      warm: ['/'],
    });
    await pool.ready();
    expect(await pool.render('/loops')).toBeUndefined();
    expect((await pool.render('/'))?.data).toEqual({ renders: 2 });
  });

  it('gives up on builds that never finish loading, and answers every render at once', async () => {
    pool = new RenderPool({
      bundles: bundles({ content: 'for (;;);' }),
      config: {},
      size: 1,
      deadlineMs: 200,
      loadDeadlineMs: 300,
    });
    const started = Date.now();
    const [ready, page] = await Promise.all([pool.ready(), pool.render('/')]);
    expect([ready, page]).toEqual([false, undefined]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('did not load within 300 ms'));
  });

  it('replaces a worker that crashed once as it started, and gives up on builds that end every worker', async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pool-')), 'crashed');
    const crashOnce = `const fs = require('node:fs');
if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); process.exit(3); }
${shell}`;
    pool = new RenderPool({ bundles: bundles({ shell: crashOnce }), config: {}, size: 1, deadlineMs: 200 });
    expect(await pool.ready()).toBe(true);
    expect(await pool.render('/')).toMatchObject({ data: { url: '/' } });
    pool.close();
    pool = new RenderPool({ bundles: bundles({ shell: `process.exit(3);` }), config: {}, size: 1, deadlineMs: 200 });
    expect(await pool.ready()).toBe(false);
    expect(await pool.render('/')).toBeUndefined();
  });

  it("lets renders past a worker's room wait their turn, and serves one unrendered rather than late", async () => {
    pool = new RenderPool({ bundles: bundles(), config: {}, size: 1, perWorker: 1, deadlineMs: 200 });
    await pool.ready();
    const [slow, next] = await Promise.all([pool.render('/slow'), pool.render('/')]);
    expect([slow?.data, next?.data]).toEqual([{ url: '/slow' }, { url: '/' }]);
    // Behind a render that never ends, a waiting one gives up at its deadline, not when the stuck worker is ended.
    const stuck = pool.render('/loops');
    const started = Date.now();
    expect(await pool.render('/')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await stuck).toBeUndefined();
  });

  test('a drained pool answers the renders in flight, takes no new one, then ends its workers', async () => {
    const draining = start();
    const inFlight = draining.render('/slow');
    const drained = draining.drain();
    expect(await draining.render('/')).toBeUndefined();
    expect((await inFlight)?.data).toEqual({ url: '/slow' });
    await drained;
    expect(await draining.ready()).toBe(false);
  });
});

test('leaves a core to the serving thread: one worker on two cores, two from three on', () => {
  expect([1, 2, 3, 4, 64].map(defaultWorkers)).toEqual([1, 1, 2, 2, 2]);
});
