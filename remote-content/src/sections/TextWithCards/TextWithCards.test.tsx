import { render, screen } from '@testing-library/react';
import TextWithCards from './TextWithCards';

describe('TextWithCards', () => {
  it('renders the text and one h3 card per item', () => {
    render(
      <TextWithCards
        section={{
          order: 3,
          type: 'TEXT-WITH-CARDS',
          heading: 'Engagement models',
          supportText: ['Pick the model that fits.'],
          cardsData: [
            { icon: 'people', title: 'Contract', subTitle: '3-6 months' },
            { icon: 'briefcase', title: 'Full-time', subTitle: 'Placed in 4-6 weeks' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Engagement models' })).toBeInTheDocument();
    expect(screen.getByText('Pick the model that fits.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByText('Placed in 4-6 weeks')).toBeInTheDocument();
  });
});
