import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, setDeployConfig } from '@tekvana/shared';
import { renderWithSite, testDeployConfig, testPages } from '../testing/renderWithSite';
import { GenericPage } from './GenericPage';

jest.mock('../sections/PageSection', () => ({
  PageSection: ({ section }: { section: { type: string; heading?: string } }) => (
    <p>{`${section.type}: ${section.heading ?? ''}`}</p>
  ),
}));

beforeAll(() => setDeployConfig(testDeployConfig));

const structuredData = () =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null');

describe('GenericPage', () => {
  it('renders the page of the last path segment, sections in order, and sets the title', async () => {
    const page = {
      title: 'DevOps',
      description: 'Pipelines',
      sections: [
        { order: 2, type: 'FAQ-SECTION' as const, heading: 'second', faqData: [] },
        { order: 1, type: 'TITLE-SECTION' as const, heading: 'first' },
      ],
    };
    renderWithSite(<GenericPage pageKey="devops" known page={page} />, '/digital-transformation/devops');
    const texts = screen.getAllByText(/SECTION/).map((node) => node.textContent);
    expect(texts).toEqual(['TITLE-SECTION: first', 'FAQ-SECTION: second']);
    await waitFor(() => expect(document.title).toBe('DevOps | Tekvana Technologies'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Pipelines');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/digital-transformation/devops',
    );
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'DevOps | Tekvana Technologies',
    );
    expect(structuredData()).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home' },
        { name: 'Services' },
        { name: 'DevOps', item: 'https://www.example.com/digital-transformation/devops' },
      ],
    });
  });

  it('shows a section that failed its schema as an error in its own place', () => {
    const page = {
      title: 'DevOps',
      description: 'Pipelines',
      sections: [
        { order: 1, type: 'TITLE-SECTION' as const, heading: 'first' },
        { order: 3, type: 'FAQ-SECTION' as const, heading: 'third', faqData: [] },
      ],
      rejectedSections: [{ order: 2, type: 'STATS-CARDS' }],
    };
    renderWithSite(<GenericPage pageKey="devops" known page={page} />, '/digital-transformation/devops');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown: its content is not valid.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const text = document.body.textContent ?? '';
    const at = (part: string) => text.indexOf(part);
    expect(at('TITLE-SECTION: first')).toBeLessThan(at('could not be shown'));
    expect(at('could not be shown')).toBeLessThan(at('FAQ-SECTION: third'));
    expect(alert.closest('[data-section-type]')).toHaveAttribute('data-section-type', 'STATS-CARDS');
  });

  it('describes the organization on the home page', async () => {
    renderWithSite(<GenericPage pageKey="home" known page={testPages.home} />, '/home');
    await waitFor(() =>
      expect(structuredData()).toMatchObject({ '@type': 'Organization', name: 'Tekvana Technologies' }),
    );
    expect(structuredData().sameAs).toEqual(['https://example.com/linkedin']);
    expect(structuredData().location).toBeUndefined();
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.com/');
  });

  it('describes the organization with its offices on the page that shows them', () => {
    const contact = {
      title: 'Contact',
      description: 'Write to us',
      sections: [
        {
          order: 1,
          type: 'CONTACT-US' as const,
          locations: [{ country: 'India', addresses: [{ city: 'Pune', address: 'Baner Road' }] }],
        },
      ],
    };
    renderWithSite(<GenericPage pageKey="contact-us" known page={contact} />, '/contact-us');
    expect(structuredData()).toMatchObject({
      '@type': 'Organization',
      location: [{ '@type': 'Place', name: 'Tekvana Pune', address: { addressLocality: 'Pune' } }],
    });
  });

  it('shows the not-found page for an unknown key (decision 068)', () => {
    renderWithSite(<GenericPage pageKey="no-such-page" known={false} page={testPages.home} />, '/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByText('TITLE-SECTION: Welcome')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(structuredData()).toBeNull();
  });
});
