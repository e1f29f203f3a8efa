import { render, screen, within } from '@testing-library/react';
import TimelineSection from './TimelineSection';

const years = ['2011', '2015', '2018', '2020', '2024', '2024', '2025'];

describe('TimelineSection', () => {
  it('lists every entry in order with year, headline and text, including a repeated year', () => {
    render(
      <TimelineSection
        section={{
          order: 2,
          type: 'TIMELINE-SECTION',
          heading: 'Our journey',
          cardsData: years.map((year, index) => ({
            icon: '',
            title: year,
            subTitle: `Milestone ${index + 1}`,
            description: `What happened ${index + 1}`,
          })),
        }}
      />,
    );
    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries).toHaveLength(7);
    expect(entries.map((entry) => entry.querySelector('.tk-timeline__year')?.textContent)).toEqual(years);
    expect(within(entries[5] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Milestone 6');
    expect(screen.getByText('What happened 7')).toBeInTheDocument();
  });
});
