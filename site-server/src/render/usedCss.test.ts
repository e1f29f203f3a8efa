import { markupTokens, parseStylesheet, usedCss } from './usedCss';

const HREF = 'https://cdn.example/careers/releases/1.0.0-aaaaaaaaaaaa/job.css';

const css = (sheet: string, html: string, more: string[] = []) =>
  usedCss([parseStylesheet(sheet, HREF), ...more.map((text) => parseStylesheet(text, HREF))], markupTokens(html));

const page =
  '<html lang="en"><body><header class="site-header fixed"><a href="/" id="brand">Home</a></header>' +
  '<main><ul class="list"><li class="item active" data-state="open">One</li></ul>' +
  '<button class="btn btn-primary" disabled="" style="--lift: 2px">Apply</button></main></body></html>';

it('keeps the rules whose selectors the page can match, states and pseudo-elements by their element', () => {
  const sheet =
    '.site-header{position:fixed}.modal{display:none}#brand{font-weight:700}#other{color:red}' +
    'ul.list>li.item{margin:0}ol.list li{margin:1px}.btn:hover{color:blue}.btn::before{content:""}' +
    '[data-state]{outline:0}[data-missing]{outline:1px}button[disabled]{opacity:.5}' +
    '.item:not(.active){color:gray}.a,.item{padding:1px}';
  expect(css(sheet, page)).toBe(
    '.site-header{position:fixed}#brand{font-weight:700}ul.list>li.item{margin:0}' +
      '.btn::before{content:""}[data-state]{outline:0}button[disabled]{opacity:.5}' +
      '.item:not(.active){color:gray}.a,.item{padding:1px}',
  );
});

it('leaves out the states only a pointer makes, keeps focus states, the rest of a list and states inside :not()', () => {
  const sheet =
    '.btn:hover{color:blue}.btn:active{color:navy}.btn:focus-visible,.btn:hover{outline:2px solid}' +
    '.btn:not(:disabled):hover{color:red}.btn:hover>.item{color:green}.item.active{font-weight:700}' +
    '@media (hover:hover){.btn:hover{color:teal}.btn{cursor:pointer}}' +
    '.btn:not(:hover){opacity:.9}.item:is(:hover,.active){color:navy}.item:not(:is(:active)){margin:0}';
  expect(css(sheet, page)).toBe(
    '.btn:focus-visible{outline:2px solid}.item.active{font-weight:700}@media (hover:hover){.btn{cursor:pointer}}' +
      '.btn:not(:hover){opacity:.9}.item:is(:hover,.active){color:navy}.item:not(:is(:active)){margin:0}',
  );
});

it('keeps a rule on a state that scripts set on <html>, and keeps media queries only with rules inside', () => {
  const sheet =
    'html[data-sections-whole] .site-header{top:0}@media (min-width:768px){.btn{padding:2px}.modal{margin:0}}' +
    '@media print{.modal{display:none}}@supports (display:grid){.list{display:grid}}';
  expect(css(sheet, page)).toBe(
    'html[data-sections-whole] .site-header{top:0}@media (min-width:768px){.btn{padding:2px}}' +
      '@supports (display:grid){.list{display:grid}}',
  );
});

it('drops the custom properties and animations nothing kept uses, and keeps those read, also through others', () => {
  const sheet =
    ':root{--bs-blue:#00f;--bs-red:#f00;--bs-primary:var(--bs-blue);--unused:1px;--shadow:0 var(--lift) 3px}' +
    '.btn-primary{--bs-btn-bg:var(--bs-primary);background:var(--bs-btn-bg);box-shadow:var(--shadow)}' +
    '.spinner{animation:spin 1s linear}.btn{animation:pulse 2s}' +
    '@keyframes spin{to{transform:rotate(1turn)}}@keyframes pulse{50%{opacity:.5}}';
  expect(css(sheet, page)).toBe(
    ':root{--bs-blue:#00f;--bs-primary:var(--bs-blue);--shadow:0 var(--lift) 3px}' +
      '.btn-primary{--bs-btn-bg:var(--bs-primary);background:var(--bs-btn-bg);box-shadow:var(--shadow)}' +
      '.btn{animation:pulse 2s}@keyframes pulse{50%{opacity:.5}}',
  );
});

it("makes relative URLs absolute to the stylesheet, keeps other rules, and keeps the sheets' order", () => {
  const sheet =
    '@charset "UTF-8";@font-face{font-family:Site;src:url(fonts/site.woff2)}' +
    '.site-header{background:url("../img/bar.png"),url(data:image/png;base64,AA==)}';
  expect(css(sheet, page, ['.site-header{color:navy}'])).toBe(
    '@font-face{font-family:Site;src:url(https://cdn.example/careers/releases/1.0.0-aaaaaaaaaaaa/fonts/site.woff2)}' +
      '.site-header{background:url("https://cdn.example/careers/releases/img/bar.png"),url(data:image/png;base64,AA==)}' +
      '.site-header{color:navy}',
  );
});

it('keeps a rule whose selector it cannot read, and gives nothing for a stylesheet it cannot parse', () => {
  expect(css('.site-header:nth-child({{broken}}){color:red}', page)).toBe(
    '.site-header:nth-child({{broken}}){color:red}',
  );
  expect(css('.site-header{color:red', page)).toBe('');
});

it('reads the tags, classes, ids and attributes of markup, whatever its quoting, and the variables inline styles read', () => {
  const tokens = markupTokens(`<div class="a  b" id='x' data-on hidden=yes style="color: var(--ink)"><P CLASS=c>`);
  expect([...tokens].sort()).toEqual(
    [
      'a:class',
      'a:data-on',
      'a:hidden',
      'a:id',
      'a:style',
      'c:a',
      'c:b',
      'c:c',
      'i:x',
      't:div',
      't:p',
      'v:--ink',
    ].sort(),
  );
});

it('writes a rule two stylesheets both hold once, where the later one stands, so the cascade is unchanged', () => {
  const designSystem = '.btn{color:blue}@media (min-width:768px){.list{gap:1rem}}';
  const section = '.btn{color:red}';
  expect(css(designSystem, page, [section, designSystem])).toBe(
    '.btn{color:red}.btn{color:blue}@media (min-width:768px){.list{gap:1rem}}',
  );
});
