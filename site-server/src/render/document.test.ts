import { renderedDocument, withStyles } from './document';

const frame =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tekvana</title>' +
  '<meta name="description" content="Generic"><script defer src="/boot.js"></script></head>' +
  '<body><div id="root"></div><noscript>JS</noscript></body></html>';

const page = {
  head: '<title>Leadership | Tekvana</title><meta name="description" content="Who leads"/>',
  root: '<header>Menu</header><main><h1>$& Leadership</h1></main>',
  data: { shell: { pageKey: 'leadership', note: '</script><script>alert(1)</script><!--' } },
};

describe('renderedDocument', () => {
  const html = renderedDocument(frame, page);

  it("puts the rendered head in place of the frame's title and description", () => {
    expect(html).toContain('<head><meta charset="utf-8"><script defer src="/boot.js"></script><title>Leadership');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('fills #root with the markup, marked for hydration, and keeps the rest of the body', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered><header>Menu</header><main><h1>$& Leadership</h1></main></div>',
    );
    expect(html).toContain('<noscript>JS</noscript></body>');
  });

  it('inlines the data as JSON that no text of it can end early', () => {
    const [, json] = /<script type="application\/json" id="prerender-data">(.*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json ?? '')).toEqual(page.data);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
  });
});

describe('withStyles', () => {
  const html = renderedDocument(frame, page);

  it('inlines the rules the page uses at the end of the head, where no text of them can end the element', () => {
    const styled = withStyles(html, { css: 'h1{color:navy}a::after{content:"</style><script>"}', links: [] });
    expect(styled).toContain(
      '<style id="critical-css">h1{color:navy}a::after{content:"<\\/style><script>"}</style></head>',
    );
    expect(styled.match(/<\/style>/g)).toHaveLength(1);
  });

  it('links what could not be read, its address escaped, and adds nothing when there is nothing', () => {
    expect(
      withStyles(html, { css: '', links: ['/859.f89d75fb.css', 'https://careers.example/a.css?x="y"&z'] }),
    ).toContain(
      '<link rel="stylesheet" href="/859.f89d75fb.css"><link rel="stylesheet" href="https://careers.example/a.css?x=&quot;y&quot;&amp;z"></head>',
    );
    expect(withStyles(html, { css: '', links: [] })).toBe(html);
  });
});
