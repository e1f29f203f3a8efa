import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextWithAccordion from './TextWithAccordion';

const accordionData = Array.from({ length: 6 }, (_, index) => ({
  title: `Step ${index + 1}`,
  description: `Detail ${index + 1}`,
}));

describe('TextWithAccordion', () => {
  it('renders six items with the first one open', () => {
    render(
      <TextWithAccordion
        section={{
          order: 2,
          type: 'TEXT-WITH-ACCORDION',
          heading: 'How we work',
          supportText: ['Six steps.'],
          accordionData,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How we work' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(6);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Detail 1')).toBeVisible();
    expect(screen.getByText('Detail 2')).not.toBeVisible();
  });

  it('opens one panel at a time and closes an open one on a second click', async () => {
    const user = userEvent.setup();
    render(<TextWithAccordion section={{ order: 2, type: 'TEXT-WITH-ACCORDION', accordionData }} />);
    const step3 = screen.getByRole('button', { name: 'Step 3' });
    await user.click(step3);
    expect(step3).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Step 3' })).toHaveTextContent('Detail 3');
    expect(screen.getByRole('button', { name: 'Step 1' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(step3);
    expect(step3).toHaveAttribute('aria-expanded', 'false');
  });
});
