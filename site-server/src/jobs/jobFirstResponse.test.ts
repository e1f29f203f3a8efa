import type { Opening } from '@tekvana/contracts';
import { JOB_POSTING_FIRST_RESPONSE_ID } from '@tekvana/contracts/careers';
import { opening } from '@tekvana/test-support/openingFixture';
import { descriptionText, firstResponseHead, withJobHead, type SiteBrand } from './jobFirstResponse';

const SITE_URL = 'https://www.example.com';
const brand: SiteBrand = { name: 'Tekvana Inc.', shortName: 'Tekvana', logoUrl: '/assets/logo.svg' };

const openingOf = (fields: Partial<Opening> = {}): Opening =>
  opening({
    REQ_ID: 7,
    PSTN_TITLE: 'Data Engineer',
    INTERNAL_JOB_DESCRIPTION: '<p>Build pipelines &amp; models.</p><p>Remote first.</p>',
    POSTED_DATE: '2026-06-30',
    ...fields,
  });

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Tekvana</title>' +
  '<meta name="description" content="The site of Tekvana" /><script defer src="/boot.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

const count = (text: string, part: string) => text.split(part).length - 1;
const POSTING_SCRIPT = new RegExp(
  `<script type="application/ld\\+json" id="${JOB_POSTING_FIRST_RESPONSE_ID}">([\\s\\S]*?)</script>`,
);
/** The JobPosting a page carries, read the way a browser ends the script: at the first `</script>`. */
const postingOf = (html: string): unknown => JSON.parse(POSTING_SCRIPT.exec(html)?.[1] ?? 'null');

describe('descriptionText', () => {
  it('reads the words of the HTML as one line, entities decoded', () => {
    expect(descriptionText('<p>Build &amp; ship&nbsp;fast &lt;now&gt;</p>')).toBe('Build & ship fast <now>');
    expect(descriptionText('<p>  Spread\n\n over\tlines  </p>')).toBe('Spread over lines');
    expect(descriptionText('')).toBe('');
    expect(descriptionText('plain text')).toBe('plain text');
  });

  it('separates blocks, and joins inline elements as they are', () => {
    expect(descriptionText('<p>First</p><p>Second</p>')).toBe('First Second');
    expect(descriptionText('<ul><li>One</li><li>Two</li></ul><h2>Then</h2><div>more</div>')).toBe('One Two Then more');
    expect(descriptionText('Line<br>break<br/>again')).toBe('Line break again');
    expect(descriptionText('<table><tr><td>a</td><td>b</td></tr></table>')).toBe('a b');
    expect(descriptionText('<p>mid<b>dle</b> and <a href="#">link</a>ed</p>')).toBe('middle and linked');
  });

  it('leaves out the text of scripts, styles, templates and noscript', () => {
    const html =
      '<p>Hello</p><script>alert("x")</script><style>p { color: red }</style>' +
      '<template><p>hidden</p></template><noscript>no script</noscript><p>there</p>';
    expect(descriptionText(html)).toBe('Hello there');
    // An unclosed script hides the rest, never shows it.
    expect(descriptionText('<p>Start</p><script>var a = "<p>x</p>";')).toBe('Start');
  });
});

describe('firstResponseHead', () => {
  it("makes the job's head and JobPosting as the careers remote does", () => {
    const { head, posting } = firstResponseHead(openingOf(), { brand, siteUrl: SITE_URL, countryCode: 'US' });
    expect(head).toEqual({
      title: 'Data Engineer, Dallas, TX | Tekvana Careers',
      description: 'Contract, Remote. Build pipelines & models. Remote first.',
      canonicalUrl: 'https://www.example.com/current-openings/job-description?jobId=7',
    });
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data Engineer',
      // Text, not the API's HTML: its markup never reaches the page.
      description: 'Build pipelines &amp; models. Remote first.',
      identifier: { name: 'Tekvana Inc.', value: '7' },
      datePosted: '2026-06-30',
      hiringOrganization: { name: 'Tekvana Inc.', sameAs: SITE_URL, logo: 'https://www.example.com/assets/logo.svg' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    });
  });

  it("carries the job's closing date and pay range in its JobPosting", () => {
    const terms = {
      CLOSING_DATE: '2026-12-12',
      PAY_MIN: 65,
      PAY_MAX: 80,
      PAY_CURRENCY: 'USD',
      PAY_PERIOD: 'HOUR',
    } as const;
    const { posting } = firstResponseHead(openingOf(terms), { brand, siteUrl: SITE_URL, countryCode: 'US' });
    expect(posting).toMatchObject({
      validThrough: '2026-12-12T23:59:59Z',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 65, maxValue: 80, unitText: 'HOUR' },
      },
    });
  });

  it('names no logo or country it does not know', () => {
    const { posting } = firstResponseHead(openingOf({ WORK_LOCATION_PREFERENCE: 'Onsite' }), {
      brand: { name: 'Tekvana', shortName: 'Tekvana' },
      siteUrl: SITE_URL,
    });
    expect(posting).not.toHaveProperty('hiringOrganization.logo');
    expect(posting).toMatchObject({
      jobLocation: { address: { addressLocality: 'Dallas', addressRegion: 'TX' } },
    });
    expect(posting).not.toHaveProperty('jobLocation.address.addressCountry');
  });
});

describe('withJobHead', () => {
  it("puts the job's title, description, canonical URL, social cards and one JobPosting in the template's place", () => {
    const made = firstResponseHead(openingOf(), { brand, siteUrl: SITE_URL, countryCode: 'US' });
    const html = withJobHead(INDEX, made);
    const canonical = 'https://www.example.com/current-openings/job-description?jobId=7';
    expect(count(html, '<title>')).toBe(1);
    expect(html).toContain('<title>Data Engineer, Dallas, TX | Tekvana Careers</title>');
    expect(html).not.toContain('<title>Tekvana</title>');
    expect(count(html, '<meta name="description"')).toBe(1);
    expect(html).not.toContain('The site of Tekvana');
    expect(html).toContain(
      '<meta name="description" content="Contract, Remote. Build pipelines &amp; models. Remote first.">',
    );
    expect(html).toContain(`<link rel="canonical" href="${canonical.replace(/&/g, '&amp;')}">`);
    expect(html).toContain('<meta property="og:title" content="Data Engineer, Dallas, TX | Tekvana Careers">');
    expect(html).toContain('<meta property="og:description" content="Contract, Remote.');
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(count(html, 'application/ld+json')).toBe(1);
    expect(count(html, `id="${JOB_POSTING_FIRST_RESPONSE_ID}"`)).toBe(1);
    expect(postingOf(html)).toEqual(made.posting);
    // All of it in the head, the rest of the template as it was.
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain(JOB_POSTING_FIRST_RESPONSE_ID);
    expect(head).toContain('<meta charset="utf-8">');
    expect(head).toContain('<script defer src="/boot.js"></script>');
    expect(body).toBe('<body><div id="root"></div></body></html>');
  });

  it('lets no title or description break out of its tag or its script', () => {
    const evil = 'Engineer </script><script>alert(1)</script> "quoted" $& $\' <b>';
    const opening = openingOf({
      PSTN_TITLE: evil,
      INTERNAL_JOB_DESCRIPTION: '<p>&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; "x" onload=</p>',
    });
    const made = firstResponseHead(opening, { brand, siteUrl: SITE_URL });
    const html = withJobHead(INDEX, made);
    // The template's own script is the only one that runs, the JobPosting the only data script.
    expect(count(html, '<script')).toBe(2);
    expect(count(html, '</script>')).toBe(2);
    expect(html).not.toContain('alert(1)</script>');
    expect(postingOf(html)).toEqual(made.posting);
    expect(postingOf(html)).toMatchObject({ title: evil });
    // Replacement patterns in a title are text, not patterns.
    expect(html).toContain('<title>Engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(html).toContain('$&amp; $&#39; &lt;b&gt;');
  });

  it("replaces the built template's title and description, whose attributes are unquoted", () => {
    const built =
      '<!doctype html><html lang=en><head><meta charset=utf-8><title>Tekvana Technologies</title>' +
      '<meta name=description content="Tekvana Technologies: software and staffing.">' +
      '<script defer src=/boot.js data-module=/main.26866d7c.js></script></head><body><div id=root></div></body></html>';
    const made = firstResponseHead(openingOf(), { brand, siteUrl: SITE_URL });
    const html = withJobHead(built, made);
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'name=description')).toBe(0);
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).not.toContain('software and staffing');
    expect(html).toContain('<script defer src=/boot.js data-module=/main.26866d7c.js></script>');
    expect(postingOf(html)).toEqual(made.posting);
  });

  it('adds a description to a template that has none', () => {
    const made = firstResponseHead(openingOf(), { brand, siteUrl: SITE_URL });
    const html = withJobHead('<html><head></head><body></body></html>', made);
    expect(html).toMatch(
      /^<html><head><title>Data Engineer, Dallas, TX \| Tekvana Careers<\/title><meta name="description"/,
    );
    expect(html.endsWith('</script></head><body></body></html>')).toBe(true);
  });
});
