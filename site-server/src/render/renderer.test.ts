import zlib from 'node:zlib';
import type { DeployConfig } from '@tekvana/contracts';
import type { ReleaseApp } from '@tekvana/release-kit/store';
import { RenderPool } from './pool';
import { LiveRenderer, type RenderedReleases, type RendererTimes } from './renderer';
import { SERVER_BUILD_FILE } from './serverBuild';

// Hand-written server builds (as shared/webpack/createConfig.js makes them): each shell release renders its own
// name and the content release's, so a page shows which set rendered it.
const shellOf = (name: string) => `
exports.shared = {};
let remotes;
exports.init = (options) => { remotes = options.remotes; };
let renders = 0;
exports.render = async ({ url }) => {
  if (url === '/slow') await new Promise((resolve) => setTimeout(resolve, 100));
  if (url === '/loops') for (;;);
  renders += 1;
  const head = '<meta name="render" content="' + renders + '">';
  return { head, root: '<p>${name} ' + remotes.content.name + '</p>', data: {}, complete: url !== '/partial' };
};`;
const remoteOf = (name: string) => `exports.name = ${JSON.stringify(name)};`;
const frame = '<html><head></head><body><div id="root"></div></body></html>';

/** Which render of its worker made the page. */
const renderOf = (html: string | undefined) => html?.match(/<meta name="render" content="(\d+)">/)?.[1];

/** The store: `<app>/<id>` (or `<app>/build`) to its files. */
let files: Record<string, Record<string, string>>;
let live: RenderedReleases;
let reads: string[];
let dataVersion: string;
let leftOut: string[];
/** Releases whose files the store never answers for. */
let hanging: Set<string>;
let frameOf: (index: string) => string;
let renderer: LiveRenderer;

const release = (app: ReleaseApp, id: string, server: string) => {
  files[`${app}/${id}`] = { [SERVER_BUILD_FILE]: server, ...(app === 'shell' ? { 'index.html': frame } : {}) };
};

/** The renderer of the tests' store; a request waits `setWaitMs` at most for a set to load. */
const rendererOf = (times?: RendererTimes) =>
  new LiveRenderer(
    {
      current: () => ({ live: { ...live }, config: { siteUrl: 'https://site.test' } as DeployConfig, dataVersion }),
      files: async (app, id) => Object.keys(files[`${app}/${id ?? 'build'}`] ?? {}),
      file: async (app, id, file) => {
        if (hanging.has(`${app}/${id}`)) return new Promise(() => undefined);
        reads.push(`${app}/${id ?? 'build'}/${file}`);
        const text = files[`${app}/${id ?? 'build'}`]?.[file];
        return text === undefined ? undefined : Buffer.from(text);
      },
      frame: (index) => frameOf(index),
      leftOut: (app, id) => leftOut.push(`${app} ${id ?? '(build)'}`),
    },
    { size: 1 },
    times,
  );

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  files = {};
  live = {};
  reads = [];
  dataVersion = '1';
  leftOut = [];
  hanging = new Set();
  frameOf = (index) => index;
  release('shell', 'build', shellOf('shell build'));
  for (const app of ['content', 'careers', 'internship'] as const) release(app, 'build', remoteOf(`${app} build`));
  renderer = rendererOf();
});
afterEach(() => {
  renderer.close();
  jest.restoreAllMocks();
});

/** Renders `url` through the function alone, as the page handler is given it. */
const rendered = async (url = '/') => {
  const { render } = renderer;
  return (await render(url, url))?.html.toString().match(/<p>(.*)<\/p>/)?.[1];
};

it('renders from the builds, then from each set of live releases from the next request on', async () => {
  expect(await rendered()).toBe('shell build content build');
  // The rules of the shell's stylesheets the page uses are inline in its head: it paints styled before any script.
  files['shell/s2'] = { ...files['shell/build'], 'site.0a1b2c3d.css': 'main { color: navy } p { margin: 0 }' };
  live = { shell: 's2' };
  const { render } = renderer;
  expect((await render('/', '/'))?.html.toString()).toContain('<style id="critical-css">p{margin:0}</style></head>');
  live = {};
  release('content', 'c1', remoteOf('content c1'));
  release('shell', 's1', shellOf('shell s1'));
  live = { content: 'c1' };
  expect(await rendered()).toBe('shell build content c1');
  live = { content: 'c1', shell: 's1' };
  expect(await rendered()).toBe('shell s1 content c1');
  // A rollback is a switch like any other.
  live = { shell: 's1' };
  expect(await rendered()).toBe('shell s1 content build');
  // The same set renders with the pool it has: its builds are read once.
  const before = reads.length;
  await rendered();
  expect(reads).toHaveLength(before);
});

it('lets the set before a switch answer what it took, then ends its workers', async () => {
  const drain = jest.spyOn(RenderPool.prototype, 'drain');
  expect(await rendered()).toBe('shell build content build');
  const inFlight = rendered('/slow');
  release('content', 'c1', remoteOf('content c1'));
  live = { content: 'c1' };
  void renderer.prepare();
  expect(await rendered()).toBe('shell build content c1');
  expect(await inFlight).toBe('shell build content build');
  expect(drain).toHaveBeenCalledTimes(1);
  const [retired] = drain.mock.contexts as RenderPool[];
  await drain.mock.results[0]?.value;
  // Its workers are gone: it renders nothing more.
  expect(await retired?.render('/')).toBeUndefined();
});

it('renders a careers release without a server build, or one that throws at import, with its sections left out', async () => {
  files['careers/c0'] = { 'remoteEntry.js': 'a release made before server builds' };
  live = { careers: 'c0' };
  expect(await rendered()).toBe('shell build content build');
  expect(console.warn).toHaveBeenCalledWith(
    'render: shell (build), content (build), careers c0, internship (build): sections of careers: it has no server build are rendered in the browser only.',
  );
  release('careers', 'c1', "throw new Error('broken at import');");
  live = { careers: 'c1' };
  expect(await rendered()).toBe('shell build content build');
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('sections of careers: broken at import'));
  // Counted with the browsers' load failures, once a set.
  await rendered();
  expect(leftOut).toEqual(['careers c0', 'careers c1']);
});

it('serves without a render, saying so once, a set without the shell or the site data, or whose shell throws', async () => {
  files['content/c0'] = { 'remoteEntry.js': 'a release made before server builds' };
  live = { content: 'c0' };
  expect(await rendered()).toBeUndefined();
  expect(await rendered()).toBeUndefined();
  expect(console.warn).toHaveBeenCalledTimes(1);
  expect(console.warn).toHaveBeenCalledWith(
    'render: shell (build), content c0, careers (build), internship (build) lack a server build of content: pages are served without a server render (npm run build makes them).',
  );

  release('shell', 's1', "throw new Error('shell broken at import');");
  live = { shell: 's1' };
  expect(await rendered()).toBeUndefined();
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('shell broken at import'));
  // The next switch renders again.
  live = {};
  expect(await rendered()).toBe('shell build content build');
});

it('serves without a render, not waiting long, while a set cannot be loaded, and drops a set replaced as it loads', async () => {
  const ready = jest.spyOn(RenderPool.prototype, 'ready');
  renderer.close();
  renderer = rendererOf({ setWaitMs: 300 });
  hanging.add('content/c1');
  live = { content: 'c1' };
  const started = Date.now();
  expect(await rendered()).toBeUndefined();
  expect(Date.now() - started).toBeLessThan(1000);
  // Replaced while its files are read: it starts no workers, the next set renders.
  release('content', 'c2', remoteOf('content c2'));
  release('content', 'c3', remoteOf('content c3'));
  live = { content: 'c2' };
  void renderer.prepare();
  live = { content: 'c3' };
  expect(await rendered()).toBe('shell build content c3');
  expect(ready).toHaveBeenCalledTimes(1);
});

it('serves without a render a set whose loading throws anywhere, and renders again after the next switch', async () => {
  frameOf = () => {
    throw new Error('no frame');
  };
  expect(await rendered()).toBeUndefined();
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded (no frame)'));
  frameOf = (index) => index;
  release('content', 'c1', remoteOf('content c1'));
  live = { content: 'c1' };
  expect(await rendered()).toBe('shell build content c1');
});

it('tries a set that could not be loaded again after a while, without a switch', async () => {
  renderer.close();
  renderer = rendererOf({ retryMs: 200 });
  frameOf = () => {
    throw new Error('the store did not answer');
  };
  expect(await rendered()).toBeUndefined();
  frameOf = (index) => index;
  // Within the while, the set stays unrendered; past it, the next request loads it again.
  expect(await rendered()).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await rendered()).toBe('shell build content build');
});

describe('pages kept', () => {
  const page = async (url: string) => {
    const { render } = renderer;
    return (await render(url, url))?.html.toString();
  };

  it('serves a page asked for again from the one rendered, until the data version or the releases change', async () => {
    const first = renderOf(await page('/a'));
    expect(renderOf(await page('/a'))).toBe(first);
    expect(renderOf(await page('/b'))).not.toBe(first);
    dataVersion = '2';
    const again = renderOf(await page('/a'));
    expect(again).not.toBe(first);
    expect(renderOf(await page('/a'))).toBe(again);
    release('content', 'c1', remoteOf('content c1'));
    live = { content: 'c1' };
    expect(await page('/a')).toContain('content c1');
  });

  it('renders once for requests of one page at once, and never keeps a page rendered without all its answers', async () => {
    const together = await Promise.all([page('/slow'), page('/slow'), page('/slow')]);
    expect(new Set(together.map(renderOf)).size).toBe(1);
    const partial = renderOf(await page('/partial'));
    expect(renderOf(await page('/partial'))).not.toBe(partial);
  });

  it('makes a kept page asked for again its brotli copy, one at a time, off the request', async () => {
    const { render } = renderer;
    const waitFor = async (done: () => boolean) => {
      for (let waited = 0; waited < 100 && !done(); waited++) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const fresh = await render('/a', '/a');
    expect(fresh?.kept).toBeUndefined();
    await render('/b', '/b');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Asked for again: the kept copy, which has no compressed copy yet, whatever the time since it was asked for
    // once (a deploy drops every page kept; most are asked for once).
    const first = await render('/a', '/a');
    // Kept as UTF-8 bytes: half a string's memory when any character is beyond Latin-1, and counted as held.
    expect(first).toEqual({ html: Buffer.from(fresh?.html ?? ''), kept: true });
    // While the first is compressed, a second page asked for again waits for its next hit.
    const other = await render('/b', '/b');
    expect(other?.kept).toBe(true);
    await waitFor(() => first?.brotli !== undefined);
    expect(zlib.brotliDecompressSync(first!.brotli!).toString()).toBe(fresh?.html);
    expect(other?.brotli).toBeUndefined();
    await render('/b', '/b');
    await waitFor(() => other?.brotli !== undefined);
    expect(other?.brotli).toBeDefined();
    // A page not kept (rendered without all its answers) never gets one: it is not asked for again as it is.
    const partial = await render('/partial', '/partial');
    await render('/partial', '/partial');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(partial?.brotli).toBeUndefined();
  });

  it('never keeps a page not found: anyone can make up paths', async () => {
    const { render } = renderer;
    const missing = renderOf((await render('/nope', '/nope', 404))?.html.toString());
    expect(renderOf((await render('/nope', '/nope', 404))?.html.toString())).not.toBe(missing);
  });
});

it('closes at once with a render stuck in an endless loop: the render answers nothing and its worker ends', async () => {
  expect(await rendered()).toBe('shell build content build');
  const { render } = renderer;
  const stuck = render('/loops', '/loops');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const closing = Date.now();
  renderer.close();
  expect(await stuck).toBeUndefined();
  expect(Date.now() - closing).toBeLessThan(1000);
  // Nothing renders after the close.
  expect(await rendered()).toBeUndefined();
});
