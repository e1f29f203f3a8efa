import { render, screen } from '@testing-library/react';
import InternshipFormSection from './InternshipFormSection';

describe('InternshipFormSection', () => {
  it('labels its fields and limits their length', () => {
    render(<InternshipFormSection section={{ order: 1, type: 'INTERNSHIP-FORM', heading: 'Apply', keyDetails: [] }} />);
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Last name')).toBeRequired();
  });
});
