import type { DeployConfig } from '@tekvana/contracts';
import { composePage, prerenderDataFile, type CapturedPage } from './compose';
import { prepareIndexHtml } from './indexHtml';

const config = {
  remotes: {
    content: 'http://c/mf-manifest.json',
    careers: 'http://r/mf-manifest.json',
    internship: 'http://i/mf-manifest.json',
  },
} as DeployConfig;

const index =
  '<!doctype html><html lang=en><head><title>Tekvana</title><meta name=description content="generic">' +
  '<link href=/main.css rel=stylesheet><script defer src=/boot.js data-module=/main.1234abcd.js></script></head>' +
  '<body><div id=root></div></body></html>';

const page = (): CapturedPage => ({
  title: 'Leadership | Tekvana & Co',
  headTags: ['<meta name="description" content="Leaders">'],
  criticalCss: 'h1{color:navy}</style><script>',
  rootHtml: '<main><h1>Leadership</h1></main>',
  data: { careers: { queries: [{ text: '</script><script>alert(1)</script>' }] } },
  remotes: ['careers'],
});

describe('composePage', () => {
  const html = composePage(index, page(), config);

  it('fills #root with the captured markup and marks it for hydration, naming the file of its data', () => {
    const file = prerenderDataFile(page());
    expect(html).toContain(
      `<div id="root" data-prerendered data-prerender-data="${file?.path}"><main><h1>Leadership</h1></main></div>`,
    );
  });

  it('uses the captured title and description instead of the generic ones', () => {
    expect(html).toContain('<title>Leadership | Tekvana &amp; Co</title>');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<meta name="description" content="Leaders">');
  });

  it('inlines the page CSS so that it cannot close its element, and opens connections to the remotes it uses', () => {
    expect(html).toContain('<style id="critical-css">h1{color:navy}<\\/style><script></style>');
    expect(html).toContain('<link rel="preconnect" href="http://r">');
  });

  it('fetches nothing of the remotes before the copy has painted (decision 034)', () => {
    const copy = composePage(prepareIndexHtml(index, config, [], 'preconnect'), page(), config);
    expect(copy).toContain('<link rel="preconnect" href="http://c">');
    expect(copy).not.toContain('rel="preload"');
    expect(copy).not.toContain('modulepreload');
  });

  it("keeps the apps' data out of the page (decision 040)", () => {
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('application/json" id="prerender-data"');
  });

  it('leaves #root without a data file when no app offered data', () => {
    const page = { title: 'T', headTags: [], criticalCss: '', rootHtml: '<p>x</p>', data: {}, remotes: [] };
    expect(prerenderDataFile(page)).toBeUndefined();
    expect(composePage(index, page, config)).toContain('<div id="root" data-prerendered><p>x</p></div>');
  });
});

describe('prerenderDataFile', () => {
  it("holds the apps' data as JSON, named by its content", () => {
    const file = prerenderDataFile(page());
    expect(file?.path).toMatch(/^\/prerender-data\/[0-9a-f]{20}\.json$/);
    expect(JSON.parse(file?.body ?? '')).toEqual(page().data);
    expect(prerenderDataFile(page())?.path).toBe(file?.path);
    const other = { ...page(), data: { careers: { queries: [] } } };
    expect(prerenderDataFile(other)?.path).not.toBe(file?.path);
  });
});

describe('prepareIndexHtml', () => {
  it("gives the plain app the remotes' manifests and entries at once, beside the inlined deploy config", () => {
    const html = prepareIndexHtml(index, config, ['careers']);
    expect(html).toContain('<link rel="modulepreload" href="/main.1234abcd.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="http://c/mf-manifest.json">');
    expect(html).toContain('<link rel="preload" as="script" href="http://r/remoteEntry.js">');
    expect(html).not.toContain('href="http://i/');
    expect(html).toContain('<script type="application/json" id="deploy-config">');
  });
});

describe('the shell module preloads of the plain app', () => {
  it('reads every module boot.js names, quoted or not', () => {
    const quoted = index.replace('data-module=/main.1234abcd.js', 'data-module="/main.1234abcd.js /more.5678.js"');
    const html = prepareIndexHtml(quoted, config);
    expect(html).toContain('<link rel="modulepreload" href="/main.1234abcd.js">');
    expect(html).toContain('<link rel="modulepreload" href="/more.5678.js">');
  });
});
