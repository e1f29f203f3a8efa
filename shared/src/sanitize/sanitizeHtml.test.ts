/** @jest-environment jsdom */
import { sanitizeHtml } from './sanitizeHtml';

const parse = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

describe('sanitizeHtml', () => {
  it('keeps the structure a job description needs', () => {
    const html =
      '<p>Intro <strong>bold</strong> <em>em</em> <b>b</b> <i>i</i> <u>u</u><br></p><h3>Duties</h3><ul><li>One</li></ul><ol><li>Two</li></ol><h4>a</h4><h5>b</h5><h6>c</h6>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<img src=x onerror="window.hacked=1">', 'img'],
    ['<script>window.hacked=1</script><p>ok</p>', 'script'],
    ['<svg onload="window.hacked=1"><circle r="1"></circle></svg>', 'svg'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'math'],
    ['<iframe src="https://example.com"></iframe>', 'iframe'],
    ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'form'],
    ['<style>body{display:none}</style>', 'style'],
    ['<object data="x.swf"></object><embed src="x.swf">', 'object'],
    ['<details open ontoggle="window.hacked=1">x</details>', 'details'],
  ])('removes %s', (payload, tag) => {
    const clean = parse(sanitizeHtml(payload));
    expect(clean.querySelector(tag)).toBeNull();
    expect(clean.innerHTML).not.toMatch(/on\w+=|hacked|javascript:/i);
  });

  it('drops event handlers, style, class, id and data attributes from allowed tags', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()" style="color:red" class="c" id="i" data-x="1" aria-hidden="true">Text</p>',
    );
    expect(clean).toBe('<p>Text</p>');
  });

  it('drops headings above h3 but keeps their text', () => {
    expect(sanitizeHtml('<h1>Big</h1><h2>Less</h2>')).toBe('BigLess');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '/relative',
    'ftp://example.com',
  ])('removes a link target of %s', (href) => {
    const link = parse(sanitizeHtml(`<a href="${href}">x</a>`)).querySelector('a');
    expect(link?.getAttribute('href')).toBeNull();
  });

  it.each(['https://example.com/job', 'http://example.com', 'mailto:careers@example.com'])(
    'keeps %s and opens it safely in a new tab',
    (href) => {
      const link = parse(sanitizeHtml(`<a href="${href}" target="_self" rel="opener">x</a>`)).querySelector('a');
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );

  it('survives mutation-XSS tricks', () => {
    const payloads = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<a href="https://ok"><img src=x onerror=alert(1)></a>',
      '<p><svg><p><style><img src=x onerror=alert(1)></style></p></svg></p>',
      '<<script>script>alert(1)<</script>/script>',
    ];
    for (const payload of payloads) {
      const clean = parse(sanitizeHtml(payload));
      expect(clean.querySelector('img, script, svg, style, noscript')).toBeNull();
      expect(clean.innerHTML).not.toMatch(/onerror=/i);
    }
  });

  it('answers empty text for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
