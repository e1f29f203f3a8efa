import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@tekvana/shared';
import { DRAFT_TEXTS } from '@tekvana/shared/forms';
import { INTERNSHIP_URL, server } from '../../../testing/apiServer';
import { fillAsFresher } from '../testing/fillInternshipForm';
import { INTERNSHIP_DRAFT_KEY, InternshipForm } from './InternshipForm';

// Each test fills most of a long form; leave room for a loaded machine.
jest.setTimeout(20_000);

/** Where the form layer keeps the draft (decision 028); the tests read it to see what stays on the device. */
const STORED = `tekvana.draft.${INTERNSHIP_DRAFT_KEY}`;
const storedAnswers = () =>
  (JSON.parse(window.localStorage.getItem(STORED) ?? 'null') as { answers: Record<string, unknown> } | null)?.answers;

const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /Submit/ });
const processingConsent = () => screen.getByRole('checkbox', { name: /I agree that my application is stored/ });

describe('InternshipForm draft (decision 028)', () => {
  it('brings the typed answers back after a remount, never the file or a consent, and asks for the file again', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<InternshipForm />);
    await fillAsFresher(user);
    await waitFor(() => expect(storedAnswers()).toMatchObject({ firstName: 'Asha', contactNumber: '9876543210' }));
    expect(storedAnswers()).not.toHaveProperty('resumeAttachment');
    expect(storedAnswers()).not.toHaveProperty('processingConsent');
    unmount();

    render(<InternshipForm />);
    await waitFor(() => expect(field('First name')).toHaveValue('Asha'));
    expect(field('Qualification')).toHaveValue('B.Com');
    expect(screen.getByRole('radio', { name: 'Not sure' })).toBeChecked();
    expect((field('Resume') as HTMLInputElement).files).toHaveLength(0);
    expect(processingConsent()).not.toBeChecked();
    expect(screen.getByText(new RegExp(DRAFT_TEXTS.fileAgain))).toBeInTheDocument();
  });

  it('restores no Aadhaar number from an older draft, and drops it from the draft kept since', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      STORED,
      JSON.stringify({ savedAt: Date.now(), answers: { firstName: 'Asha', aadharCardNumber: '123412341234' } }),
    );
    render(<InternshipForm />);
    await waitFor(() => expect(field('First name')).toHaveValue('Asha'));
    expect(screen.queryByLabelText(/Aadhaar/)).not.toBeInTheDocument();
    await user.type(field('Last name'), 'Verma');
    await waitFor(() => expect(storedAnswers()).toEqual({ firstName: 'Asha', lastName: 'Verma' }));
  });

  it('keeps the draft when the submission fails and removes it when the application is sent', async () => {
    const user = userEvent.setup();
    server.use(http.post(INTERNSHIP_URL, () => HttpResponse.json({ code: 'ERROR' }, { status: 503 }), { once: true }));
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submitFailure));
    expect(storedAnswers()).toMatchObject({ firstName: 'Asha' });

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submitSuccess));
    await waitFor(() => expect(window.localStorage.getItem(STORED)).toBeNull());
  });

  it('removes the draft on Reset', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    await user.type(field('First name'), 'Asha');
    await waitFor(() => expect(storedAnswers()).toEqual({ firstName: 'Asha' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(window.localStorage.getItem(STORED)).toBeNull());
  });
});
