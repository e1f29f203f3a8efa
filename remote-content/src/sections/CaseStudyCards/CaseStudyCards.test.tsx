import { render, screen } from '@testing-library/react';
import CaseStudyCards from './CaseStudyCards';

describe('CaseStudyCards', () => {
  it('renders one numbered slide per card in a keyboard-scrollable row', () => {
    render(
      <CaseStudyCards
        section={{
          order: 4,
          type: 'CASE-STUDY-CARDS',
          heading: 'Case studies',
          cardsData: [
            { icon: 'bank', title: 'Bank', subTitle: 'Faster releases' },
            { icon: 'hospital', title: 'Hospital', subTitle: 'Cleaner data' },
          ],
        }}
      />,
    );
    const row = screen.getByRole('list', { name: 'Case studies' });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Case study 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Hospital' })).toBeInTheDocument();
  });

  it('shows only the header without cards', () => {
    render(<CaseStudyCards section={{ order: 4, type: 'CASE-STUDY-CARDS', heading: 'Case studies' }} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
