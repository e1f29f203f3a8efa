import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqSection from './FaqSection';

const faqData = [
  { question: 'Is the internship paid?', answer: 'No, it is unpaid.' },
  { question: 'Who can apply?', answer: 'Freshers from tier 3 cities, women re-entering work and career restarters.' },
  { question: 'How long is it?', answer: 'Three months.' },
  { question: 'Is it remote?', answer: 'Partly.' },
  { question: 'Is there a job after it?', answer: 'Yes, through the internship-to-job program.' },
];

describe('FaqSection', () => {
  it('renders every question as an accordion header under a default heading', async () => {
    const user = userEvent.setup();
    render(<FaqSection section={{ order: 3, type: 'FAQ-SECTION', faqData }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'How long is it?' }));
    expect(screen.getByText('Three months.')).toBeVisible();
    expect(screen.getByText('No, it is unpaid.')).not.toBeVisible();
  });

  it('uses the section heading when set', () => {
    render(<FaqSection section={{ order: 3, type: 'FAQ-SECTION', heading: 'FAQs', faqData }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'FAQs' })).toBeInTheDocument();
  });
});
