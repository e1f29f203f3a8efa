import { render, screen } from '@testing-library/react';
import EmployeeFeedback from './EmployeeFeedback';

describe('EmployeeFeedback', () => {
  it('renders each quote with name and position, and initials when the photo is missing', () => {
    render(
      <EmployeeFeedback
        section={{
          order: 4,
          type: 'EMPLOYEE-FEEDBACK',
          heading: 'What our people say',
          feedback: [
            { id: 1, text: 'I grew fast here.', imageUrl: '/asha.jpg', name: 'Asha Patel', position: 'QA Lead' },
            { id: 2, text: 'Great mentors.', imageUrl: '', name: 'Vikram Singh', position: 'DevOps Engineer' },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    expect(screen.getByText('I grew fast here.')).toBeInTheDocument();
    expect(screen.getByText('DevOps Engineer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Asha Patel' })).toHaveAttribute('src', '/asha.jpg');
    expect(screen.getByRole('img', { name: 'Vikram Singh' })).toHaveTextContent('VS');
  });
});
