import type { DeployConfig } from '@tekvana/shared';
import { composePage, type CapturedPage } from './compose';
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

  it('fills #root with the captured markup and marks it for hydration', () => {
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Leadership</h1></main></div>');
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

  it("holds the apps' data in a JSON script element whose text cannot close it", () => {
    const data = /<script type="application\/json" id="prerender-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(JSON.parse(data ?? '')).toEqual({ careers: { queries: [{ text: '</script><script>alert(1)</script>' }] } });
  });

  it('leaves the data element out when no app offered data', () => {
    const page = { title: 'T', headTags: [], criticalCss: '', rootHtml: '<p>x</p>', data: {}, remotes: [] };
    expect(composePage(index, page, config)).not.toContain('prerender-data');
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
