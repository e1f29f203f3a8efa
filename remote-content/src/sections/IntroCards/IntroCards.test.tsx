import { render, screen } from '@testing-library/react';
import IntroCards from './IntroCards';

describe('IntroCards', () => {
  it('renders the heading, lead line and one card per item', () => {
    render(
      <IntroCards
        section={{
          order: 2,
          type: 'INTRO-CARDS',
          heading: 'What we do',
          subHeading: 'Four ways we help',
          cardsData: [
            { icon: 'bi-cloud', title: 'Cloud', subTitle: 'Migrate and run' },
            { icon: 'robot', title: 'AI', subTitle: 'Private models' },
            { icon: '/img/qa.svg', title: 'QA', subTitle: 'Test automation' },
            { icon: 'unknown-icon', title: 'Staffing', subTitle: 'Teams on demand' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'What we do' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we do' })).toBeInTheDocument();
    expect(screen.getByText('Four ways we help')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Cloud',
      'AI',
      'QA',
      'Staffing',
    ]);
    expect(document.querySelectorAll('.card-icon .icon')).toHaveLength(2);
    expect(document.querySelector('.card-icon img')).toHaveAttribute('src', '/img/qa.svg');
  });
});
