import { render, screen } from '@testing-library/react';
import type { Section } from '@tekvana/shared';
import InternshipFormSection from './InternshipFormSection';

const section: Section = {
  order: 2,
  type: 'INTERNSHIP-FORM',
  heading: 'Apply for an internship',
  subHeading: 'Three months.',
  keyDetails: [],
};

describe('InternshipFormSection', () => {
  it('shows its heading as an h2, its lead and the form', () => {
    render(<InternshipFormSection section={section} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Apply for an internship' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Apply for an internship' })).toBeInTheDocument();
    expect(screen.getByText('Three months.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Internship application' })).toBeInTheDocument();
  });

  it('renders no key details list while the list is empty', () => {
    render(<InternshipFormSection section={section} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists its key details when it has some', () => {
    render(
      <InternshipFormSection section={{ ...section, keyDetails: [{ key: 'Duration', value: 'Three months' }] }} />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Duration Three months');
  });
});
