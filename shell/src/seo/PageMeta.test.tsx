import { render } from '@testing-library/react';
import { PageMeta } from './PageMeta';

const LEADERSHIP = 'https://www.example.com/overview/leadership';

const count = (selector: string) => document.head.querySelectorAll(selector).length;
const ONE_OF_EACH = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[property="og:title"]',
  'meta[name="twitter:title"]',
];

describe('PageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("takes the place of the template's title and generic description", () => {
    document.head.innerHTML = '<title>Tekvana</title><meta name="description" content="generic">';
    render(<PageMeta title="Leadership" description="Leaders" brand="Tekvana" canonicalUrl={LEADERSHIP} />);
    for (const selector of ONE_OF_EACH) expect(count(selector)).toBe(1);
    expect(document.title).toBe('Leadership | Tekvana');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Leaders');
    expect(count('meta[name="robots"]')).toBe(0);
  });

  it('replaces the tags of a pre-rendered copy', () => {
    document.head.innerHTML =
      '<title>Leadership | Tekvana</title><meta name="description" content="Leaders">' +
      '<link rel="canonical" href="https://www.example.com/overview/leadership"><meta property="og:title" content="Old | Tekvana">';
    render(<PageMeta title="Leadership" description="Leaders" brand="Tekvana" canonicalUrl={LEADERSHIP} />);
    for (const selector of ONE_OF_EACH) expect(count(selector)).toBe(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', LEADERSHIP);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Leadership | Tekvana');
  });

  it('keeps one of each across page changes, and a page that must not be indexed has no canonical URL', () => {
    const { rerender } = render(
      <PageMeta key="a" title="A" description="First" brand="Tekvana" canonicalUrl="https://www.example.com/a" />,
    );
    rerender(<PageMeta key="b" title="Page not found" description="Gone" brand="Tekvana" noindex />);
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(count('link[rel="canonical"]')).toBe(0);
    expect(count('meta[property="og:url"]')).toBe(0);
    expect(document.title).toBe('Page not found | Tekvana');
  });

  it("uses the head a section gave (a job's page) instead of the site data's", () => {
    const job = 'https://www.example.com/current-openings/job-description?jobId=7';
    const fromSiteData = {
      title: 'Job Description',
      description: 'Generic',
      brand: 'Tekvana',
      canonicalUrl: 'https://www.example.com/current-openings/job-description',
    };
    const { rerender } = render(
      <PageMeta
        {...fromSiteData}
        head={{ title: 'Data Scientist, Pune | Tekvana Careers', description: 'Full-Time, Hybrid.', canonicalUrl: job }}
      />,
    );
    expect(document.title).toBe('Data Scientist, Pune | Tekvana Careers');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', job);
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', job);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Full-Time, Hybrid.');

    rerender(
      <PageMeta {...fromSiteData} head={{ title: 'Gone | Tekvana Careers', description: 'Filled.', noindex: true }} />,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(count('link[rel="canonical"]')).toBe(0);
  });
});
