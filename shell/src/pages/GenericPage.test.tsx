import { screen, waitFor } from '@testing-library/react';
import { renderWithSite, testSiteData } from '../testing/renderWithSite';
import { GenericPage } from './GenericPage';

jest.mock('../sections/PageSection', () => ({
  PageSection: ({ section }: { section: { type: string; heading?: string } }) => <p>{`${section.type}: ${section.heading ?? ''}`}</p>,
}));

describe('GenericPage', () => {
  it('renders the page of the last path segment, sections in order, and sets the title', async () => {
    const data = {
      ...testSiteData,
      pages: {
        ...testSiteData.pages,
        devops: {
          title: 'DevOps',
          description: 'Pipelines',
          sections: [
            { order: 2, type: 'FAQ-SECTION' as const, heading: 'second' },
            { order: 1, type: 'TITLE-SECTION' as const, heading: 'first' },
          ],
        },
      },
    };
    renderWithSite(<GenericPage />, '/digital-transformation/devops', data);
    const texts = screen.getAllByText(/SECTION/).map((node) => node.textContent);
    expect(texts).toEqual(['TITLE-SECTION: first', 'FAQ-SECTION: second']);
    await waitFor(() => expect(document.title).toBe('DevOps | Tekvana Technologies'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Pipelines');
  });

  it('shows the home content for an unknown key', () => {
    renderWithSite(<GenericPage />, '/no-such-page');
    expect(screen.getByText('TITLE-SECTION: Welcome')).toBeInTheDocument();
  });
});
