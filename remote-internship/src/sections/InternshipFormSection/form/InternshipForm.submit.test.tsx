import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_CLEAR_DELAY_MS, MESSAGES, SIMULATED_SUBMIT_DELAY_MS } from '@tekvana/shared';
import { sentCalls } from '../../../testing/apiServer';
import { fillAsFresher, RESUME } from '../testing/fillInternshipForm';
import { InternshipForm } from './InternshipForm';
import { submitInternshipApplication } from './submitInternshipApplication';

// The submission is where a real endpoint will be called; today it only waits (decision 017), so there is no
// request to fake. The form's own submit runs as it is, watched so a test can see what it was given or make
// it fail.
jest.mock('./submitInternshipApplication', () => {
  const actual = jest.requireActual<typeof import('./submitInternshipApplication')>('./submitInternshipApplication');
  return { submitInternshipApplication: jest.fn(actual.submitInternshipApplication) };
});
const submit = jest.mocked(submitInternshipApplication);

// Each test fills most of a long form; leave room for a loaded machine.
jest.setTimeout(20_000);

const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /Submit/ });
const resumeInput = () => field('Resume') as HTMLInputElement;

beforeEach(() => submit.mockClear());

describe('InternshipForm invalid submit', () => {
  it('lists what is wrong, focuses the first invalid field and submits nothing', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    await user.type(field('Email'), 'not-an-email');
    await user.click(submitButton());

    expect(submit).not.toHaveBeenCalled();
    expect(field('First name')).toHaveFocus();
    const summary = screen.getByRole('group', { name: /Please check \d+ fields/ });
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 4)).toEqual(['First name', 'Last name', 'Gender', 'Email']);
    expect(links).toContain('Resume');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription(expect.any(String));
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears a field error as soon as the field is edited, and a summary link focuses its field', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    await user.click(submitButton());
    await user.type(field('First name'), 'A');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    const summary = screen.getByRole('group', { name: /Please check/ });
    expect(within(summary).queryByRole('link', { name: 'First name' })).not.toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: 'City' }));
    expect(field('City')).toHaveFocus();
  });

  it('requires a shown conditional field', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.selectOptions(field('Area of interest'), 'Others');
    await user.click(submitButton());
    expect(submit).not.toHaveBeenCalled();
    expect(field('Other area of interest')).toHaveFocus();
  });
});

describe('InternshipForm submit and reset', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('submits, shows the success message, clears every field and the file, then clears the message', async () => {
    const user = setup();
    render(<InternshipForm />);
    await fillAsFresher(user);
    expect(resumeInput().files).toHaveLength(1);
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting…');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(field('First name')).toHaveValue('Asha');

    await act(() => jest.advanceTimersByTimeAsync(SIMULATED_SUBMIT_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submitSuccess);
    expect(submitButton()).toBeEnabled();
    expect(field('First name')).toHaveValue('');
    expect(field('Qualification')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(resumeInput().value).toBe('');

    await act(() => jest.advanceTimersByTimeAsync(MESSAGE_CLEAR_DELAY_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submitSuccess);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(submit).toHaveBeenCalledTimes(1);
    // Decision 017: the simulated submission sends nothing.
    expect(sentCalls()).toEqual([]);
  });

  it('hands the shown fields and the resume to the submit function, without hidden values', async () => {
    const user = setup();
    render(<InternshipForm />);
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    await user.type(field('Years of experience'), '3');
    await fillAsFresher(user);
    await user.click(submitButton());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(submit).toHaveBeenCalledTimes(1);
    const application = submit.mock.calls[0]?.[0];
    expect(application).toMatchObject({
      firstName: 'Asha',
      qualification: 'B.Com',
      experience: 'fresher',
      academicInternship: 'not-sure',
      countryCode: '+91',
      resumeAttachment: RESUME,
    });
    expect(application).not.toHaveProperty('yearsOfExperience');
  });

  it('shows the failure message and keeps every value, the file included, when the submission fails', async () => {
    const user = setup();
    submit.mockRejectedValueOnce(new Error('offline'));
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.click(submitButton());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submitFailure);
    expect(field('First name')).toHaveValue('Asha');
    expect(field('PIN code')).toHaveValue(411001);
    expect(resumeInput().files?.[0]).toBe(RESUME);
    expect(submitButton()).toBeEnabled();
  });

  it('Reset clears every field, the file and the errors', async () => {
    const user = setup();
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.selectOptions(field('Area of interest'), 'Others');
    await user.click(submitButton());
    await screen.findByRole('group', { name: /Please check/ });
    expect(field('Other area of interest')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field('First name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Area of interest')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Fresher' })).not.toBeChecked();
    expect(resumeInput().value).toBe('');
    expect(screen.queryByRole('group', { name: /Please check/ })).not.toBeInTheDocument();
  });
});
