import { render, screen } from '@testing-library/react';
import type { Section } from '@tekvana/shared';
import PressRelease from './PressRelease';

const section: Section = {
  order: 2,
  type: 'PRESS-RELEASE',
  heading: 'IIT Delhi and Tekvana partner on applied AI',
  subHeading: 'A research collaboration',
  supportText: ['Press Trust | 8 November 2024'],
  imageUrl: '/press.svg',
  targetUrl: 'https://example.com/news',
  pressrelease: {
    title: 'Applied AI partnership',
    content: [
      { heading: 'What it covers', subheading: ['Joint research.', 'Student projects.'] },
      { heading: 'Why it matters', subheading: ['Talent from campus to industry.'] },
    ],
    hashtags: ['AI', '#IITDelhi'],
  },
};

describe('PressRelease', () => {
  it('renders headline, source line, linked image, content blocks and hashtag links', () => {
    render(<PressRelease section={section} />);
    expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    expect(screen.getByText('Press Trust | 8 November 2024')).toBeInTheDocument();
    const imageLink = screen.getByRole('link', { name: /read the original coverage/ });
    expect(imageLink).toHaveAttribute('href', 'https://example.com/news');
    expect(imageLink).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'What it covers',
      'Why it matters',
    ]);
    expect(screen.getByText('Student projects.')).toBeInTheDocument();
    const hashtag = screen.getByRole('link', { name: '#IITDelhi (opens in a new tab)' });
    expect(hashtag).toHaveAttribute('href', 'https://example.com/social/hashtag/IITDelhi');
    expect(screen.getByRole('link', { name: '#AI (opens in a new tab)' })).toBeInTheDocument();
  });

  it('shows the exact empty message without press release data', () => {
    render(<PressRelease section={{ order: 2, type: 'PRESS-RELEASE', heading: 'Press' }} />);
    expect(screen.getByText('No press release data available.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
