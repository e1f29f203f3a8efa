import { setImmediate as realSetImmediate } from 'node:timers';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGE_CLEAR_DELAY_MS, MESSAGES, setDeployConfig, getDeployConfig } from '@tekvana/shared';
import type { InternshipApplicationRequest } from '@tekvana/contracts/careers';
import { RESUME_SUBMIT_STEPS } from '@tekvana/shared/files';
import { SUBMIT_CANCELLED } from '@tekvana/shared/forms';
import { INTERNSHIP_URL, sentCalls, sentRequests, server } from '../../../testing/apiServer';
import { fillAsFresher, RESUME, RESUME_DATA_URL } from '../testing/fillInternshipForm';
import { InternshipForm } from './InternshipForm';

// Each test fills most of a long form; leave room for a loaded machine.
jest.setTimeout(20_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /Submit/ });
const resumeInput = () => field('Resume') as HTMLInputElement;
const status = () => screen.getByRole('status');

/** The internship applications that reached the fake API, bodies read. */
async function sentApplications(): Promise<InternshipApplicationRequest[]> {
  return (await sentRequests())
    .filter((request) => request.method === 'POST' && request.url === INTERNSHIP_URL)
    .map((request) => request.body as InternshipApplicationRequest);
}

/** The API failing once: a 500 with a code other than OK. */
const failOnce = () =>
  server.use(
    http.post(INTERNSHIP_URL, () => HttpResponse.json({ code: 'ERROR', message: 'Down' }, { status: 500 }), {
      once: true,
    }),
  );

/** What fillAsFresher answers, as the request carries it (no id: each application has its own). */
const FRESHER_REQUEST = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  gender: 'Female',
  address: '12 MG Road',
  country: 'India',
  state: 'Maharashtra',
  city: 'Pune',
  pinCode: '411001',
  phone: '+919876543210',
  qualification: 'B.Com',
  experience: 'fresher',
  academicInternship: 'not-sure',
  reference: 'Social Media',
  referenceOthers: '',
  areaOfInterest: 'Data Science',
  inlineResume: '',
  comments: '',
  resume: { filename: 'resume.pdf', dataUrl: RESUME_DATA_URL },
  // The retention period the consent's text showed: the deploy config's, else 24 months (decision 030).
  consent: { processing: true, retentionMonths: 24, talentPool: false },
};

describe('InternshipForm invalid submit', () => {
  it('lists what is wrong, focuses the first invalid field and submits nothing', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    await user.type(field('Email'), 'not-an-email');
    await user.click(submitButton());

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
    expect(sentCalls()).toEqual([]);
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
    await waitFor(() => expect(field('Other area of interest')).toHaveFocus());
    expect(sentCalls()).toEqual([]);
  });

  it('asks for the contact number as ten digits, since it is sent after the country code', async () => {
    const user = userEvent.setup();
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.clear(field('Contact number'));
    await user.type(field('Contact number'), '98765 432');
    await user.click(submitButton());
    await waitFor(() => expect(field('Contact number')).toHaveFocus());
    expect(field('Contact number')).toHaveAccessibleDescription(MESSAGES.phoneLength);
    expect(sentCalls()).toEqual([]);
  });
});

describe('InternshipForm submit and reset', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  /**
   * Lets the submission run (the resume read, the fake API's answer) without moving the fake clock, until `done`:
   * the SPEC's five seconds are then counted from the moment the message appeared.
   */
  async function runUntil(done: () => boolean) {
    for (let turn = 0; turn < 500 && !done(); turn += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => realSetImmediate(resolve));
      });
    }
    expect(done()).toBe(true);
  }
  const showing = (text: string) => () => status().textContent?.startsWith(text) === true;

  it('sends, shows the success message, clears every field and the file, then clears the message', async () => {
    const user = setup();
    render(<InternshipForm />);
    await fillAsFresher(user);
    expect(resumeInput().files).toHaveLength(1);
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting…');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(field('First name')).toHaveValue('Asha');

    await runUntil(showing(MESSAGES.submitSuccess));
    expect(status()).toHaveTextContent(/We will tell you where your application stands by /);
    expect(submitButton()).toBeEnabled();
    expect(field('First name')).toHaveValue('');
    expect(field('Qualification')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree that my application is stored/ })).not.toBeChecked();
    expect(resumeInput().value).toBe('');

    await act(() => jest.advanceTimersByTimeAsync(MESSAGE_CLEAR_DELAY_MS - 1));
    expect(status()).toHaveTextContent(MESSAGES.submitSuccess);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(status()).toBeEmptyDOMElement();
    expect(sentCalls()).toEqual(['POST /v1/internshipApplications']);
  });

  it('sends the shown answers as the contract has them: no hidden value, the phone, the resume, the consents and an id', async () => {
    const user = setup();
    render(<InternshipForm />);
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    await user.type(field('Years of experience'), '3');
    await fillAsFresher(user);
    await user.click(screen.getByRole('checkbox', { name: /talent pool/ }));
    await user.type(field('Comments (optional)'), 'Evenings only');
    await user.click(submitButton());
    await runUntil(showing(MESSAGES.submitSuccess));

    const [sent, ...more] = await sentApplications();
    expect(more).toEqual([]);
    expect(sent).toEqual({
      ...FRESHER_REQUEST,
      id: expect.stringMatching(UUID) as string,
      comments: 'Evenings only',
      consent: { processing: true, retentionMonths: 24, talentPool: true },
    });
    // The answer to a question no longer shown, and the Aadhaar number decision 058 removed, are not sent.
    expect(sent).not.toHaveProperty('yearsOfExperience');
    expect(JSON.stringify(sent)).not.toMatch(/aadha/i);
  });

  it('sends the retention period the consent text shows, from the deploy config', async () => {
    const config = getDeployConfig();
    setDeployConfig({ ...config, privacy: { retentionMonths: 12 } });
    try {
      const user = setup();
      render(<InternshipForm />);
      expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleName(/kept for 12 months/);
      await fillAsFresher(user);
      await user.click(submitButton());
      await runUntil(showing(MESSAGES.submitSuccess));
      const [sent] = await sentApplications();
      expect(sent?.consent).toEqual({ processing: true, retentionMonths: 12, talentPool: false });
    } finally {
      setDeployConfig(config);
    }
  });

  it('keeps every value, the file included, and says so when the submission fails; the message clears after 5 s', async () => {
    const user = setup();
    failOnce();
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.click(submitButton());
    await runUntil(showing(MESSAGES.submitFailure));
    expect(within(status()).getByText(MESSAGES.submitFailure)).toHaveClass('alert-danger');
    expect(field('First name')).toHaveValue('Asha');
    expect(field('PIN code')).toHaveValue(411001);
    expect(screen.getByRole('radio', { name: 'Not sure' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree that my application is stored/ })).toBeChecked();
    expect(resumeInput().files?.[0]).toBe(RESUME);
    expect(submitButton()).toBeEnabled();
    await act(() => jest.advanceTimersByTimeAsync(MESSAGE_CLEAR_DELAY_MS));
    expect(status()).toBeEmptyDOMElement();
    expect(field('First name')).toHaveValue('Asha');
  });

  it('sends the same id when the same answers are retried after a failure, and a new one after a success', async () => {
    const user = setup();
    failOnce();
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.click(submitButton());
    await runUntil(showing(MESSAGES.submitFailure));
    await user.click(submitButton());
    await runUntil(showing(MESSAGES.submitSuccess));
    await fillAsFresher(user);
    await user.click(submitButton());
    await runUntil(() => sentCalls().length === 3 && showing(MESSAGES.submitSuccess)());

    const [failed, retry, next] = await sentApplications();
    expect(retry).toEqual(failed);
    expect(next).toEqual({ ...failed, id: expect.stringMatching(UUID) as string });
    expect(next?.id).not.toBe(failed?.id);
  });

  it('makes a new id when the answers change after a failure, or after a reset', async () => {
    const user = setup();
    failOnce();
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.click(submitButton());
    await runUntil(showing(MESSAGES.submitFailure));
    await user.type(field('City'), ' East');
    failOnce();
    await user.click(submitButton());
    await runUntil(() => sentCalls().length === 2 && status().textContent === MESSAGES.submitFailure);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await fillAsFresher(user);
    await user.type(field('City'), ' East');
    await user.click(submitButton());
    await runUntil(showing(MESSAGES.submitSuccess));

    const [first, changed, afterReset] = await sentApplications();
    expect(changed?.city).toBe('Pune East');
    expect(afterReset).toEqual({ ...changed, id: expect.stringMatching(UUID) as string });
    expect(new Set([first?.id, changed?.id, afterReset?.id]).size).toBe(3);
  });

  it('says how long to wait when the API refuses too many requests, keeping the answers', async () => {
    const user = setup();
    server.use(
      http.post(INTERNSHIP_URL, () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3' } }), {
        once: true,
      }),
    );
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.click(submitButton());
    await runUntil(showing('Too many requests. Please try again in 3 seconds.'));
    expect(field('First name')).toHaveValue('Asha');
  });

  it('Reset clears every field, the file and the errors', async () => {
    const user = setup();
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.selectOptions(field('Area of interest'), 'Others');
    await user.click(submitButton());
    await runUntil(() => screen.queryByRole('group', { name: /Please check/ }) !== null);
    expect(field('Other area of interest')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field('First name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Area of interest')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Fresher' })).not.toBeChecked();
    expect(resumeInput().value).toBe('');
    expect(screen.queryByRole('group', { name: /Please check/ })).not.toBeInTheDocument();
    expect(sentCalls()).toEqual([]);
  });
});

describe('InternshipForm progress and Cancel (decision 065)', () => {
  it('shows the sending with its bar; Cancel keeps every answer and the file, and sending again keeps the id', async () => {
    const user = userEvent.setup();
    // The first request stays on its way until the test lets the server answer; by then the browser gave up on it.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(
        INTERNSHIP_URL,
        async () => {
          await answered;
          return HttpResponse.json({ code: 'OK' });
        },
        { once: true },
      ),
    );
    render(<InternshipForm />);
    await fillAsFresher(user);
    await user.click(submitButton());
    expect(await screen.findByRole('progressbar', { name: RESUME_SUBMIT_STEPS.sending })).toHaveAttribute('value', '0');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(status()).toHaveTextContent(SUBMIT_CANCELLED.text));
    answer();
    expect(submitButton()).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field('First name')).toHaveValue('Asha');
    expect(screen.getByRole('radio', { name: 'Not sure' })).toBeChecked();
    expect(resumeInput().files?.[0]).toBe(RESUME);
    expect(screen.getByRole('checkbox', { name: /I agree that my application is stored/ })).toBeChecked();

    await user.click(submitButton());
    await waitFor(() => expect(status()).toHaveTextContent(MESSAGES.submitSuccess));
    // Had the cancelled request arrived whole, the API would answer this one as the same application (decision 058).
    const [cancelled, again] = await sentApplications();
    expect(again).toEqual(cancelled);
  });
});
