import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import ImgSection from './ImgSection';

describe('ImgSection', () => {
  it('lays the heading and text over a lazy image with fixed dimensions', () => {
    render(
      <ImgSection
        section={{
          order: 3,
          type: 'IMG-SECTION',
          imageUrl: '/office.svg',
          heading: 'Built in India',
          subHeading: 'Since 2011',
          supportText: ['One', 'Two'],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Built in India' })).toBeInTheDocument();
    expect(screen.getByText('Since 2011')).toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('alt', '');
  });

  it('keeps its backdrop without an image', () => {
    render(<ImgSection section={{ order: 3, type: 'IMG-SECTION', heading: 'Only text' }} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Only text' })).toBeInTheDocument();
  });

  it('links to its target when it has one, opening external targets in a new tab', () => {
    render(
      <MemoryRouter>
        <RouterNavigation>
          <ImgSection section={{ order: 3, type: 'IMG-SECTION', heading: 'Visit us', targetUrl: '/locations' }} />
          <ImgSection
            section={{ order: 4, type: 'IMG-SECTION', heading: 'QA studio', targetUrl: 'https://example.com/qa' }}
          />
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Learn more about Visit us' })).toHaveAttribute('href', '/locations');
    const external = screen.getByRole('link', { name: /Learn more about QA studio/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
