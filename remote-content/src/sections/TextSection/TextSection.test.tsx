import { render, screen } from '@testing-library/react';
import TextSection from './TextSection';

describe('TextSection', () => {
  it('renders the icons grid when there is an icons list', () => {
    render(
      <TextSection
        section={{
          order: 2,
          type: 'TEXT-SECTION',
          heading: 'Staff categories',
          imageUrl: '/unused.svg',
          iconsList: [
            { icon: 'bi-briefcase', label: 'Administrative' },
            { icon: 'cpu', label: 'Engineering' },
            { icon: 'cash-coin', label: 'Finance & accounting' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Staff categories' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').map((item) => item.querySelector('.tk-icon-grid__label')?.textContent),
    ).toEqual(['Administrative', 'Engineering', 'Finance & accounting']);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the image alone without icons', () => {
    render(
      <TextSection section={{ order: 2, type: 'TEXT-SECTION', heading: 'Our office', imageUrl: '/office.svg' }} />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('img', { name: 'Illustration: Our office' })).toHaveAttribute('loading', 'lazy');
  });
});
