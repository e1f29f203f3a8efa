import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@tekvana/shared';
import { CONSENT_REQUIRED_MESSAGE, DRAFT_TEXTS, SUBMIT_CANCELLED } from '@tekvana/shared/forms';
import { GENERAL_APPLICATION_PATH, type GeneralApplicationRequest } from '@tekvana/contracts/careers';
import { apiUrl, sentRequests, server } from '../../../testing/apiServer';
import { resumeFile } from '../../../testing/applicationFixtures';
import { installTestDeployConfig } from '../../../testing/deployConfig';
import { countries, IN } from '../../../testing/fixtures';
import { RESUME_SUBMIT_STEPS, RESUME_WRONG_TYPE } from '@tekvana/shared/files';
import { AREAS_REQUIRED } from './areas';
import { GeneralApplicationForm } from './GeneralApplicationForm';
import { GENERAL_APPLICATION_SENT } from './useGeneralApplicationForm';

const GENERAL_URL = apiUrl(GENERAL_APPLICATION_PATH);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const field = (name: string | RegExp) => screen.getByLabelText(name);
const area = (name: string) => screen.getByRole('checkbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Send my resume' });
const resumeInput = () => field(/Resume/) as HTMLInputElement;

/** The general applications that reached the fake API, bodies read. */
async function sentApplications(): Promise<GeneralApplicationRequest[]> {
  return (await sentRequests())
    .filter((request) => request.method === 'POST' && request.path === GENERAL_APPLICATION_PATH)
    .map((request) => request.body as GeneralApplicationRequest);
}

/** The API's failure answer, once: a 500 with a code other than OK. */
const failOnce = () =>
  server.use(
    http.post(GENERAL_URL, () => HttpResponse.json({ code: 'ERROR', message: 'Down' }, { status: 500 }), {
      once: true,
    }),
  );

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full name/), 'Asha Patel');
  await user.type(field(/Email/), 'asha@example.com');
  await user.selectOptions(field(/Country/), 'India');
  await user.type(field(/Contact number/), '9876543210');
  await user.click(area('Engineering'));
  await user.click(area('Information & Technology'));
  await user.upload(field(/Resume/), resumeFile());
  await user.click(screen.getByRole('checkbox', { name: /I agree that my application is stored/ }));
}

beforeEach(() => {
  installTestDeployConfig();
  // The API of decision 031: OK with the application's id.
  server.use(
    http.post(GENERAL_URL, async ({ request }) => {
      const { id } = (await request.json()) as GeneralApplicationRequest;
      return HttpResponse.json({ code: 'OK', id });
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A filled form whose first send failed, as the visitor sees it then. */
async function failedFirstSend() {
  const user = userEvent.setup();
  failOnce();
  render(<GeneralApplicationForm countries={countries} />);
  await fillValid(user);
  await user.click(submitButton());
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submitFailure));
  return user;
}

describe('GeneralApplicationForm fields', () => {
  it('has the fields of decision 031, with their autofill names and required marks', () => {
    render(<GeneralApplicationForm countries={countries} />);
    expect(screen.getByRole('form', { name: 'Send us your resume' })).toBeInTheDocument();
    expect(field(/Full name/)).toHaveAttribute('autocomplete', 'name');
    expect(field(/Full name/)).toHaveAttribute('maxlength', '200');
    expect(field(/Full name/)).toBeRequired();
    expect(field(/Email/)).toHaveAttribute('autocomplete', 'email');
    const options = Array.from((field(/Country/) as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Select', 'USA', 'India']);
    const areas = screen.getByRole('group', { name: /Areas of interest/ });
    expect(
      within(areas)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual([
      'areaAdministrative',
      'areaBusinessProfessional',
      'areaCallCenter',
      'areaEngineering',
      'areaScience',
      'areaFinanceAccounting',
      'areaInformationTechnology',
    ]);
    expect(resumeInput()).toHaveAttribute('accept', '.pdf,.doc,.docx,.rtf,.odt,.txt');
    // Decision 031: the processing consent only; the application is itself a talent-pool entry.
    expect(screen.getByRole('checkbox', { name: /I agree that my application is stored/ })).toBeRequired();
    expect(screen.queryByRole('checkbox', { name: /talent pool/ })).toBeNull();
  });

  it("shows the country's dialling code before the number once a country is chosen", async () => {
    const user = userEvent.setup();
    render(<GeneralApplicationForm countries={countries} />);
    expect(screen.queryByText('+91')).toBeNull();
    await user.selectOptions(field(/Country/), 'India');
    expect(screen.getByText('+91')).toBeInTheDocument();
    await user.selectOptions(field(/Country/), 'USA');
    expect(screen.getByText('+1')).toBeInTheDocument();
  });
});

describe('GeneralApplicationForm validation', () => {
  it('lists every problem of an empty form, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    render(<GeneralApplicationForm countries={countries} />);
    await user.click(submitButton());
    const summary = await screen.findByRole('group', { name: 'Please check 7 fields:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Full name',
      'Email',
      'Country',
      'Contact number',
      'Areas of interest',
      'Resume (PDF, DOC, DOCX, RTF, ODT or plain text; up to 10 MB)',
      'Consent to processing',
    ]);
    expect(field(/Full name/)).toHaveFocus();
    expect(field(/Full name/)).toHaveAccessibleDescription('Enter your full name.');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(CONSENT_REQUIRED_MESSAGE);
    expect(await sentApplications()).toEqual([]);
  });

  it('refuses a number that is not ten digits with the phone-length message', async () => {
    const user = userEvent.setup();
    render(<GeneralApplicationForm countries={countries} />);
    await fillValid(user);
    await user.clear(field(/Contact number/));
    await user.type(field(/Contact number/), '98765');
    await user.click(submitButton());
    await waitFor(() => expect(field(/Contact number/)).toHaveAccessibleDescription(MESSAGES.phoneLength));
    expect(field(/Contact number/)).toHaveFocus();
    expect(await sentApplications()).toEqual([]);
  });

  it('asks for at least one area on every box, and ticking one clears it', async () => {
    const user = userEvent.setup();
    render(<GeneralApplicationForm countries={countries} />);
    await fillValid(user);
    await user.click(area('Engineering'));
    await user.click(area('Information & Technology'));
    await user.click(submitButton());
    await waitFor(() => expect(area('Administrative')).toHaveAccessibleDescription(AREAS_REQUIRED));
    expect(area('Administrative')).toHaveFocus();
    expect(area('Science')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Please check 1 field:' })).toHaveTextContent(
      `Areas of interest: ${AREAS_REQUIRED}`,
    );
    await user.click(area('Science'));
    expect(area('Administrative')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(AREAS_REQUIRED)).toBeNull();
    expect(await sentApplications()).toEqual([]);
  });

  it('refuses a file that is not a resume by its bytes, whatever its name says', async () => {
    const user = userEvent.setup();
    render(<GeneralApplicationForm countries={countries} />);
    await fillValid(user);
    await user.upload(field(/Resume/), new File(['<!doctype html><p>hi</p>'], 'cv.pdf', { type: 'application/pdf' }));
    await screen.findByText(RESUME_WRONG_TYPE);
    await user.click(submitButton());
    await waitFor(() => expect(resumeInput()).toHaveFocus());
    expect(await sentApplications()).toEqual([]);
  });
});

describe('GeneralApplicationForm submission', () => {
  it('sends the answers as the contract has them, then empties the form and thanks the candidate', async () => {
    const user = userEvent.setup();
    render(<GeneralApplicationForm countries={countries} />);
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(GENERAL_APPLICATION_SENT));
    expect(screen.getByRole('status')).toHaveTextContent(/We will tell you where your application stands by /);
    const [sent, ...more] = await sentApplications();
    expect(more).toEqual([]);
    expect(sent).toEqual({
      id: expect.stringMatching(UUID) as string,
      name: 'Asha Patel',
      email: 'asha@example.com',
      phone: '+919876543210',
      country: IN,
      areasOfInterest: ['Engineering', 'Information & Technology'],
      resume: {
        filename: 'Asha Patel resume.pdf',
        dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.7 resume')}`,
      },
      consent: { processing: true, retentionMonths: 24 },
    });
    expect(field(/Full name/)).toHaveValue('');
    expect(field(/Country/)).toHaveValue('');
    expect(area('Engineering')).not.toBeChecked();
    expect(resumeInput().files).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  it('keeps every value on a failure, says so, and the retry sends the same id', async () => {
    const user = await failedFirstSend();
    expect(field(/Full name/)).toHaveValue('Asha Patel');
    expect(field(/Country/)).toHaveDisplayValue('India');
    expect(area('Engineering')).toBeChecked();
    expect(resumeInput().files?.[0]?.name).toBe('Asha Patel resume.pdf');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(GENERAL_APPLICATION_SENT));
    const [first, retry] = await sentApplications();
    expect(retry).toEqual(first);
  });

  it('makes a new id when the answers change after a failure, and after a success', async () => {
    const user = await failedFirstSend();
    await user.click(area('Science'));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(GENERAL_APPLICATION_SENT));
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(async () => expect(await sentApplications()).toHaveLength(3));
    const ids = (await sentApplications()).map((sent) => sent.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('says how long to wait when the API refuses too many requests', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(GENERAL_URL, () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3' } }), {
        once: true,
      }),
    );
    render(<GeneralApplicationForm countries={countries} />);
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Too many requests. Please try again in 3 seconds.')).toBeInTheDocument();
    expect(field(/Full name/)).toHaveValue('Asha Patel');
  });

  it('sends once on a double submit, showing progress meanwhile', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(GENERAL_URL, async ({ request }) => {
        const { id } = (await request.json()) as GeneralApplicationRequest;
        await answered;
        return HttpResponse.json({ code: 'OK', id });
      }),
    );
    render(<GeneralApplicationForm countries={countries} />);
    await fillValid(user);
    const form = submitButton().closest('form') as HTMLFormElement;
    // Two submits in the same tick: one act holds both, which fireEvent's own act around each would not.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(async () => expect(await sentApplications()).toHaveLength(1));
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(GENERAL_APPLICATION_SENT));
    expect(await sentApplications()).toHaveLength(1);
  });
});

describe('GeneralApplicationForm progress and Cancel (decision 065)', () => {
  it('shows the sending with its bar; Cancel keeps every answer and the file, and sending again keeps the id', async () => {
    const user = userEvent.setup();
    // The first request stays on its way until the test lets the server answer; by then the browser gave up on it.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(
        GENERAL_URL,
        async () => {
          await answered;
          return HttpResponse.json({ code: 'OK' });
        },
        { once: true },
      ),
    );
    render(<GeneralApplicationForm countries={countries} />);
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('progressbar', { name: RESUME_SUBMIT_STEPS.sending })).toHaveAttribute('value', '0');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.click(cancel);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SUBMIT_CANCELLED.text));
    answer();
    expect(submitButton()).toHaveFocus();
    // A second press, once the send is over, finds nothing to stop.
    fireEvent.click(cancel);
    expect(screen.getByRole('status')).toHaveTextContent(SUBMIT_CANCELLED.text);
    expect(field(/Full name/)).toHaveValue('Asha Patel');
    expect(area('Information & Technology')).toBeChecked();
    expect(resumeInput().files?.[0]?.name).toBe('Asha Patel resume.pdf');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(GENERAL_APPLICATION_SENT));
    // Had the cancelled request arrived whole, the API would answer this one as the same application (decision 031).
    const [cancelled, again] = await sentApplications();
    expect(again).toEqual(cancelled);
  });
});

describe('GeneralApplicationForm draft', () => {
  it('brings typed answers back after a remount, never the file or the consent', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<GeneralApplicationForm countries={countries} />);
    await fillValid(user);
    unmount();
    render(<GeneralApplicationForm countries={countries} />);
    await waitFor(() => expect(field(/Full name/)).toHaveValue('Asha Patel'));
    expect(field(/Country/)).toHaveDisplayValue('India');
    expect(area('Engineering')).toBeChecked();
    expect(area('Science')).not.toBeChecked();
    expect(resumeInput().files).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    expect(screen.getByText(new RegExp(DRAFT_TEXTS.fileAgain))).toBeInTheDocument();
  });
});
