import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { IMMUTABLE, servedBuildPerTest } from '../testing/servedBuild';
import { createStaticServer, type ServedFile } from './staticServer';

const served = servedBuildPerTest();
const { get } = served;

describe('the shell with its files from elsewhere', () => {
  let files: Record<string, ServedFile>;
  let config: { version: number };
  const asked: string[] = [];

  beforeEach(async () => {
    const fileOf = (text: string, immutable: boolean) => ({ body: Buffer.from(text), immutable });
    files = {
      'index.html': fileOf('<html><head></head><body>release index</body></html>', false),
      'boot.js': fileOf('boot of the release', false),
      'main.0123abcd.js': fileOf('main of the release', true),
      'sitemap.xml': fileOf('<urlset/>', false),
    };
    config = { version: 1 };
    asked.length = 0;
    await served.start({
      spa: true,
      files: async (file) => {
        asked.push(file);
        return files[file];
      },
      overrides: { '/deploy-config.json': () => config },
      generated: { '/sitemap.xml': () => undefined },
    });
  });

  it('serves its files, immutable when they say so', async () => {
    const main = await get('/main.0123abcd.js');
    expect(main.statusCode).toBe(200);
    expect(main.body).toBe('main of the release');
    expect(main.header('cache-control')).toBe(IMMUTABLE);
    expect(main.header('content-type')).toBe('text/javascript; charset=utf-8');

    const boot = await get('/boot.js');
    expect(boot.body).toBe('boot of the release');
    expect(boot.header('cache-control')).toBe('no-cache');
    // Not the build's file of the same name.
    expect(boot.body).not.toBe('build');
  });

  it('answers a page with the index.html its files hold, and that index as it changes', async () => {
    for (const url of ['/', '/careers/engineering', '/about-us?x=1']) {
      const page = await get(url);
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect(page.body).toContain('release index');
      expect(page.header('content-type')).toBe('text/html; charset=utf-8');
      expect(page.header('cache-control')).toBe('no-cache');
    }
    expect(asked).toContain('index.html');

    files['index.html'] = { body: Buffer.from('<html><head></head><body>next index</body></html>'), immutable: false };
    expect((await get('/careers')).body).toContain('next index');
  });

  it('answers 404 for a script or file that is not there, not the page', async () => {
    for (const url of ['/missing.js', '/assets/missing.0123abcd.css']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('index');
    }
  });

  it('serves a generated file from its files when nothing was generated', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toBe('<urlset/>');
    delete files['sitemap.xml'];
    expect((await get('/sitemap.xml')).statusCode).toBe(404);
  });

  it('asks an override given as a function on every request', async () => {
    const first = await get('/deploy-config.json');
    expect(first.json()).toEqual({ version: 1 });
    expect(first.header('cache-control')).toBe('no-cache');
    config = { version: 2 };
    expect((await get('/deploy-config.json')).json()).toEqual({ version: 2 });
  });
});

describe('sitemaps made on request, pages rendered on the server, and first responses of pages that are not', () => {
  const XML = 'application/xml; charset=utf-8';
  let sitemaps: Record<string, string>;
  let rendered: Record<string, string>;
  let compressed: Record<string, Buffer>;
  let statuses: Record<string, number>;
  const asked: string[] = [];
  const keptPages = new Set<string>();

  beforeEach(async () => {
    sitemaps = { 'pages.xml': '<urlset>pages</urlset>', 'jobs-1.xml': '<urlset>jobs</urlset>' };
    rendered = {};
    compressed = {};
    statuses = {};
    asked.length = 0;
    keptPages.clear();
    await served.start({
      spa: true,
      render: async (pathname) => {
        const html = rendered[pathname];
        return html === undefined
          ? undefined
          : { html, brotli: compressed[pathname], ...(keptPages.has(pathname) && { kept: true }) };
      },
      pageStatus: async (pathname) => statuses[pathname] ?? 200,
      generated: {
        '/sitemap.xml': () => ({ type: XML, body: '<sitemapindex/>' }),
        '/sitemaps/:file': ({ file }) => {
          const body = file === undefined ? undefined : sitemaps[file];
          return body === undefined ? undefined : { type: XML, body };
        },
      },
      firstResponse: async (pathname, requestUrl) => {
        asked.push(requestUrl);
        if (pathname !== '/current-openings/job-description') return undefined;
        return (html) => html.replace('</head>', '<title>The job</title></head>');
      },
    });
  });

  it('answers the sitemap files it makes, by name, and 404 for any other', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe('<sitemapindex/>');
    for (const [url, body] of [
      ['/sitemaps/pages.xml', '<urlset>pages</urlset>'],
      ['/sitemaps/jobs-1.xml', '<urlset>jobs</urlset>'],
    ] as const) {
      const file = await get(url);
      expect({ url, status: file.statusCode, body: file.body }).toEqual({ url, status: 200, body });
      expect(file.header('content-type')).toBe(XML);
      expect(file.header('cache-control')).toBe('no-cache');
    }
    // Made again on each request.
    sitemaps['jobs-1.xml'] = '<urlset>more jobs</urlset>';
    expect((await get('/sitemaps/jobs-1.xml')).body).toBe('<urlset>more jobs</urlset>');

    for (const url of ['/sitemaps/jobs-2.xml', '/sitemaps/other.xml']) {
      const missing = await get(url);
      expect({ url, status: missing.statusCode }).toEqual({ url, status: 404 });
      expect(missing.body).not.toContain('build index');
    }
  });

  it('makes a page that was not rendered its first response from the app', async () => {
    const job = '/current-openings/job-description?jobId=7';
    const first = await get(job);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('<html><head><title>The job</title></head><body>build index</body></html>');
    expect(first.header('content-type')).toBe('text/html; charset=utf-8');
    expect(asked).toEqual([job]);

    // A page it makes nothing for is the app as it is.
    expect((await get('/about-us')).body).toBe('<html><head></head><body>build index</body></html>');
    expect(asked).toEqual([job, '/about-us']);
  });

  it('sends a page rendered on the server as it is, and a 404 or 410 rendered too, kept out of search', async () => {
    rendered['/about-us'] = '<html><body>rendered</body></html>';
    const page = await get('/about-us');
    expect(page.body).toBe('<html><body>rendered</body></html>');
    expect(page.header('content-type')).toBe('text/html; charset=utf-8');
    expect(page.header('cache-control')).toBe('no-cache');
    expect(page.header('server-timing')).toMatch(/^render;dur=\d+\.\d$/);
    expect(asked).toEqual([]);
    keptPages.add('/about-us');
    expect((await get('/about-us')).header('server-timing')).toMatch(/^kept;dur=\d+\.\d$/);
    // A page that is no page, or a closed job, is rendered too (the shell's not-found page), kept out of search.
    rendered['/gone'] = '<html><head></head><body>rendered</body></html>';
    statuses['/gone'] = 404;
    const gone = await get('/gone');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('<html><head><meta name="robots" content="noindex"></head><body>rendered</body></html>');
    rendered['/closed'] = '<html><head><meta name="robots" content="noindex"/></head><body>closed</body></html>';
    statuses['/closed'] = 410;
    expect((await get('/closed')).body).toBe(rendered['/closed']);
    // Not rendered, a page that is not 200 is the plain app kept out of search, and no job head is made for it.
    statuses['/current-openings/job-description'] = 410;
    const closed = await get('/current-openings/job-description?jobId=8');
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toBe(
      '<html><head><meta name="robots" content="noindex"></head><body>build index</body></html>',
    );
    expect(asked).toEqual([]);
    // "Later" is the plain app: nothing is rendered for it.
    rendered['/later'] = '<html><body>rendered</body></html>';
    statuses['/later'] = 503;
    expect((await get('/later')).body).toContain('build index');
  });

  it("sends a rendered page's brotli copy, once there is one, to a browser that accepts brotli", async () => {
    rendered['/about-us'] = '<html><body>rendered</body></html>';
    compressed['/about-us'] = zlib.brotliCompressSync(rendered['/about-us']);
    const copy = await get('/about-us', { 'accept-encoding': 'gzip, deflate, br' });
    expect(copy.header('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(copy.raw).toString()).toBe('<html><body>rendered</body></html>');
    expect(copy.header('vary')).toContain('accept-encoding');
    // A browser that does not take brotli gets the HTML (compressed on the fly as it accepts), and so does a page
    // that is not found: only pages found are kept, and so compressed ahead.
    expect((await get('/about-us', { 'accept-encoding': 'identity' })).body).toBe(rendered['/about-us']);
    rendered['/gone'] = '<html><head></head><body>rendered</body></html>';
    compressed['/gone'] = zlib.brotliCompressSync('stale');
    statuses['/gone'] = 404;
    // (Too small to be compressed on the fly.)
    const gone = await get('/gone', { 'accept-encoding': 'br' });
    expect(gone.header('content-encoding')).toBeUndefined();
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers a job page it cannot vouch for this minute 503 with the app, to be asked again, not unindexed', async () => {
    statuses['/current-openings/job-description'] = 503;
    rendered['/current-openings/job-description'] = '<html><body>rendered</body></html>';
    const later = await get('/current-openings/job-description?jobId=555');
    expect(later.statusCode).toBe(503);
    expect(later.header('retry-after')).toBe('60');
    expect(later.header('x-robots-tag')).toBeUndefined();
    expect(later.body).toBe('<html><head></head><body>build index</body></html>');
  });

  it('answers a path that is no page 404 with the app kept out of search results, with the usual headers', async () => {
    statuses['/does-not-exist'] = 404;
    const missing = await get('/does-not-exist', { accept: 'text/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.header('x-robots-tag')).toBe('noindex');
    expect(missing.body).toBe(
      '<html><head><meta name="robots" content="noindex"></head><body>build index</body></html>',
    );
    expect(missing.header('content-type')).toBe('text/html; charset=utf-8');
    expect(missing.header('cache-control')).toBe('no-cache');
    expect(missing.header('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(missing.header('x-content-type-options')).toBe('nosniff');
    // Only headers a browser of today acts on: each costs bytes of every first response.
    for (const gone of [
      'x-xss-protection',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-dns-prefetch-control',
    ])
      expect({ gone, value: missing.header(gone) }).toEqual({ gone, value: undefined });
    expect(missing.header('x-frame-options')).toBe('DENY');
    expect(missing.header('permissions-policy')).not.toContain('interest-cohort');
    // Scripts follow default-src, which names the code origins; styles may be inline, scripts never.
    expect(missing.header('content-security-policy')).toMatch(
      /^default-src 'self'[^;]*;style-src [^;]*'unsafe-inline'/,
    );
    expect(missing.header('content-security-policy')).not.toMatch(/script-src|unsafe-eval/);
    // Only the files the shell reads from other origins are open to them, not the pages.
    expect(missing.header('access-control-allow-origin')).toBeUndefined();
    expect(missing.header('cross-origin-resource-policy')).toBeUndefined();
    const file = await get('/boot.js');
    expect(file.header('access-control-allow-origin')).toBe('*');
    expect(file.header('cross-origin-resource-policy')).toBe('cross-origin');
    // A page is indexed as it is; a missing file is kept out too.
    expect((await get('/about-us')).header('x-robots-tag')).toBeUndefined();
    expect((await get('/missing.js')).header('x-robots-tag')).toBe('noindex');
  });
});

describe("a remote's origin", () => {
  beforeEach(async () => {
    await served.start();
  });

  it('answers its standalone page and files', async () => {
    const page = await get('/', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('build index');
    expect(page.header('x-robots-tag')).toBeUndefined();
    expect((await get('/boot.js')).body).toBe('build');
    // A browser that takes brotli, and a page with no brotli copy of its own.
    const asBrowsers = await get('/', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(asBrowsers.statusCode).toBe(200);
  });

  it('answers 404 kept out of search results for any other path, a page to a browser', async () => {
    for (const url of ['/does-not-exist', '/overview/leadership', '/careers?x=1']) {
      const missing = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect({ url, status: missing.statusCode }).toEqual({ url, status: 404 });
      expect(missing.header('x-robots-tag')).toBe('noindex');
      expect(missing.header('cache-control')).toBe('no-cache');
      expect(missing.header('content-type')).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('<meta name="robots" content="noindex">');
      expect(missing.header('content-security-policy')).toContain("default-src 'self'");
    }
    const script = await get('/missing.js', { accept: 'text/html' });
    expect(script.statusCode).toBe(404);
    expect(script.json()).toEqual({ error: 'Not found' });
    expect(script.header('x-robots-tag')).toBe('noindex');
  });
});

it('answers an override given as a value as it is', async () => {
  await served.start({
    overrides: { '/deploy-config.json': { fixed: true } },
  });
  expect((await get('/deploy-config.json')).json()).toEqual({ fixed: true });
});

it('lets go of what it set up when its port is taken, so the site can close cleanly', async () => {
  await served.start();
  const { port } = served.server!.server.address() as AddressInfo;
  const closed = jest.fn();
  await expect(
    createStaticServer({
      root: served.root,
      port,
      extend: async (app) => {
        app.addHook('onClose', async () => closed());
      },
    }),
  ).rejects.toThrow(/EADDRINUSE|address already in use/);
  expect(closed).toHaveBeenCalledTimes(1);
});

describe('the client behind a reverse proxy', () => {
  const start = async (trustProxy?: string[]) => {
    served.server = await createStaticServer({
      root: served.root,
      port: 0,
      trustProxy,
      extend: async (app) => {
        app.get('/_client', async (request) => ({ ip: request.ip }));
      },
    });
  };

  it('is named by X-Forwarded-For when the proxy is trusted, so limits per client count visitors', async () => {
    await start(['127.0.0.1']);
    expect((await get('/_client', { 'x-forwarded-for': '203.0.113.7' })).json()).toEqual({ ip: '203.0.113.7' });
  });

  it('is the socket when no proxy is trusted: a forged header changes nothing', async () => {
    await start();
    expect((await get('/_client', { 'x-forwarded-for': '203.0.113.7' })).json()).toEqual({ ip: '127.0.0.1' });
  });
});
