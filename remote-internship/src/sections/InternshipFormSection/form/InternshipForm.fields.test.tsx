import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_FILE_ACCEPT } from '@tekvana/shared';
import { InternshipForm } from './InternshipForm';
import { QUALIFICATION_OPTIONS } from './internshipFields';
import { RESUME_WRONG_TYPE } from '@tekvana/shared/files';
import { RESUME_HINT } from './resumeCheck';

const field = (label: string) => screen.getByLabelText(label);

describe('InternshipForm fields', () => {
  it.each([
    ['First name', 'text', 100],
    ['Last name', 'text', 100],
    ['Email', 'email', 100],
    ['Contact number', 'text', 10],
    ['State', 'text', 20],
    ['City', 'text', 50],
  ])('%s is a required %s input of at most %i characters', (label, type, max) => {
    render(<InternshipForm />);
    expect(field(label)).toHaveAttribute('type', type);
    expect(field(label)).toBeRequired();
    expect(field(label)).toHaveAttribute('maxlength', String(max));
  });

  it('has the required selects, radio groups, address and resume', () => {
    render(<InternshipForm />);
    for (const label of [
      'Address',
      'Country',
      'Qualification',
      'Area of interest',
      'How did you hear about us?',
      'Resume',
    ]) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Address')).toHaveAttribute('maxlength', '500');
    expect(field('Resume')).toHaveAttribute('type', 'file');
    for (const group of ['Gender', 'Experience']) {
      for (const radio of within(screen.getByRole('radiogroup', { name: group })).getAllByRole('radio'))
        expect(radio).toBeRequired();
    }
  });

  it('marks the optional fields and limits their length', () => {
    render(<InternshipForm />);
    expect(field('Reference details (optional)')).toHaveAttribute('maxlength', '300');
    expect(field('Reference details (optional)')).not.toBeRequired();
    expect(field('Comments (optional)')).toHaveAttribute('maxlength', '500');
    expect(field('Resume text (optional)')).not.toBeRequired();
  });

  it('shows the country code disabled with +91', () => {
    render(<InternshipForm />);
    expect(field('Country code')).toBeDisabled();
    expect(field('Country code')).toHaveValue('+91');
  });

  it('offers every qualification with its own value, B.Com and M.Com included', () => {
    render(<InternshipForm />);
    const options = within(field('Qualification')).getAllByRole('option').slice(1) as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(QUALIFICATION_OPTIONS.map((option) => option.value));
    expect(options.map((option) => option.value)).toEqual(expect.arrayContaining(['B.Com', 'M.Com']));
  });

  it('cuts the numeric PIN code to 10 digits', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    expect(field('PIN code')).toHaveAttribute('type', 'number');
    await user.type(field('PIN code'), '1234567890123456');
    expect(field('PIN code')).toHaveValue(1234567890);
  });

  it('asks no Aadhaar number (decision 058)', () => {
    render(<InternshipForm />);
    expect(screen.queryByLabelText(/Aadhaar/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Aadhaar/i)).not.toBeInTheDocument();
    expect(document.querySelector('[name="aadharCardNumber"]')).toBeNull();
  });

  it('names the resume formats and size the API takes, and offers those files', () => {
    render(<InternshipForm />);
    expect(field('Resume')).toHaveAttribute('accept', RESUME_FILE_ACCEPT);
    expect(field('Resume')).toHaveAccessibleDescription(RESUME_HINT);
  });

  it('says at once when the chosen file is not a resume the API would take', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    await user.upload(field('Resume'), new File(['<!doctype html><p>hi</p>'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(field('Resume')).toHaveAccessibleDescription(expect.stringContaining(RESUME_WRONG_TYPE)),
    );
    expect(field('Resume')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['Years of experience', 10],
    ['Notice period (days)', 100],
    ['Expected salary (INR per year)', 100],
  ])('cuts the numeric %s to %i digits', async (label, max) => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    const typed = '9'.repeat(max + 5);
    // user.type would take seconds for 100 keys; pasting goes through the same change handler.
    await user.click(field(label));
    await user.paste(typed);
    expect((field(label) as HTMLInputElement).value).toBe('9'.repeat(max));
  });
});

describe('InternshipForm conditional fields', () => {
  const experiencedLabels = [
    'Years of experience',
    'Notice period (days)',
    'Expected salary (INR per year)',
    'Experience summary',
  ];

  it('shows the academic internship question, required, only for a fresher', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    expect(screen.queryByRole('radiogroup', { name: 'Have you done an academic internship?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fresher' }));
    const group = screen.getByRole('radiogroup', { name: 'Have you done an academic internship?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['yes', 'no', 'not-sure']);
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeRequired();
    for (const label of experiencedLabels) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    expect(screen.queryByRole('radiogroup', { name: 'Have you done an academic internship?' })).not.toBeInTheDocument();
  });

  it('shows the four experience fields, required, only for an experienced candidate', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    for (const label of experiencedLabels) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    for (const label of experiencedLabels) expect(field(label)).toBeRequired();
    expect(field('Years of experience')).toHaveAttribute('type', 'number');
    expect(field('Experience summary')).toHaveAttribute('maxlength', '1000');
  });

  it('asks for the reference name, required, only for the reference Others', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    expect(screen.queryByLabelText('Reference name')).not.toBeInTheDocument();
    await user.selectOptions(field('How did you hear about us?'), 'Others');
    expect(field('Reference name')).toBeRequired();
    expect(field('Reference name')).toHaveAttribute('maxlength', '100');
    await user.selectOptions(field('How did you hear about us?'), 'Company website');
    expect(screen.queryByLabelText('Reference name')).not.toBeInTheDocument();
  });

  it('asks for the other area of interest, required, only for the area Others', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    expect(screen.queryByLabelText('Other area of interest')).not.toBeInTheDocument();
    await user.selectOptions(field('Area of interest'), 'Others');
    expect(field('Other area of interest')).toBeRequired();
    expect(field('Other area of interest')).toHaveAttribute('maxlength', '100');
    await user.selectOptions(field('Area of interest'), 'Staffing');
    expect(screen.queryByLabelText('Other area of interest')).not.toBeInTheDocument();
  });
});
