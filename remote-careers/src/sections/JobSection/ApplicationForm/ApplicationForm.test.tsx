import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES, RESUME_MAX_BYTES } from '@tekvana/shared';
import { CONSENT_REQUIRED_MESSAGE, SUBMIT_CANCELLED } from '@tekvana/shared/forms';
import { candidateRecordSchema } from '@tekvana/contracts/requests';
import { checkedPost } from '@tekvana/test-support/fakeApi';
import {
  apiUrl,
  fakeSelfIdentificationToken,
  sentCalls,
  sentRequests,
  server,
  SIGNED_UPLOAD_URL,
} from '../../../testing/apiServer';
import { IN, opening, US } from '../../../testing/fixtures';
import { lists, mailRecipients, resumeFile, usOpening } from '../../../testing/applicationFixtures';
import { installTestDeployConfig } from '../../../testing/deployConfig';
import { useSelfIdentificationOffer } from '../../../selfIdentification/selfIdentificationOffer';
import { ApplicationForm } from './ApplicationForm';
import { SUBMIT_STEP_LABELS } from './submitApplication';
import { RESUME_EMPTY, RESUME_TOO_LARGE, RESUME_WRONG_TYPE } from '@tekvana/shared/files';

/** The six calls of one application (decision 014), in their order. */
const APPLICATION_CALLS = [
  'POST /post/candidateData',
  'POST /post/attachment',
  'POST /post/attachmentInfo',
  'POST /s3uploadResume',
  'PUT /uploads/x',
  'POST /v1/sendMail',
];
const callsTo = (call: string) => sentCalls().filter((sent) => sent === call);

const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillValidUsApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First name/), 'Asha');
  await user.type(field(/Last name/), 'Patel');
  await user.type(field(/Email/), 'asha@example.com');
  await user.type(field(/Contact number/), '5551234567');
  await user.type(field(/WhatsApp number/), '5557654321');
  await user.selectOptions(field(/State/), 'Texas');
  await user.type(field(/Best time to call/), '10:30');
  await user.selectOptions(field(/Work authorization/), 'Citizen');
  await user.selectOptions(field(/Availability/), 'Immediate');
  await user.selectOptions(field(/Reason for change/), 'Career growth');
  // A US candidate is not asked for current salary (decision 060).
  await user.type(field(/Expected salary/), '120k');
  await user.type(field(/Desired location/), 'Austin');
  await user.selectOptions(field(/Recruiter/), 'Priya Deshmukh');
  await user.upload(field(/Resume/), resumeFile());
  await user.click(screen.getByRole('checkbox', { name: /I agree that my application is stored/ }));
}

beforeEach(() => {
  installTestDeployConfig();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ApplicationForm fields', () => {
  it('presets and disables the country, with +1 and the states it is given (those of the USA)', () => {
    render(
      <ApplicationForm
        opening={usOpening}
        lists={{ ...lists, states: lists.states.filter((s) => s.COUNTRY_UUID === US) }}
      />,
    );
    expect(field('Country')).toBeDisabled();
    expect(field('Country')).toHaveDisplayValue('USA');
    // Fixed to the opening's country, so that is the one choice it offers.
    expect(Array.from((field('Country') as HTMLSelectElement).options, (o) => o.text)).toEqual(['Select', 'USA']);
    expect(screen.getAllByText('+1')).toHaveLength(2);
    const states = Array.from((field(/State/) as HTMLSelectElement).options).map((o) => o.text);
    expect(states).toEqual(['Select', 'Texas', 'Kansas']);
  });

  it('uses +91 and hides work authorization for India', () => {
    render(<ApplicationForm opening={opening({ REQ_ID: 1, COUNTRY: IN })} lists={lists} />);
    expect(screen.getAllByText('+91')).toHaveLength(2);
    expect(screen.queryByLabelText(/Work authorization/)).toBeNull();
  });

  it('asks current salary in India and not in the USA (decision 060)', () => {
    const { unmount } = render(<ApplicationForm opening={opening({ REQ_ID: 1, COUNTRY: IN })} lists={lists} />);
    expect(field(/Current salary/)).toBeInTheDocument();
    unmount();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    expect(screen.queryByLabelText(/Current salary/)).toBeNull();
    expect(field(/Expected salary/)).toBeInTheDocument();
  });

  it('shows the H1B details only for H1B and the custom reason only for Other', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    expect(screen.queryByLabelText(/H1B expiry date/)).toBeNull();
    await user.selectOptions(field(/Work authorization/), 'H1B');
    expect(field(/H1B expiry date/)).toHaveAttribute('type', 'date');
    expect(field(/I-140 approved/)).toBeInTheDocument();
    expect(field(/Interested in transfer/)).toHaveAttribute('name', 'intrestedInTransfer');
    await user.selectOptions(field(/Work authorization/), 'Green Card');
    expect(screen.queryByLabelText(/H1B expiry date/)).toBeNull();
    expect(screen.queryByLabelText(/Your reason for change/)).toBeNull();
    await user.selectOptions(field(/Reason for change/), 'Other');
    expect(field(/Your reason for change/)).toBeInTheDocument();
  });

  it('cuts contact and WhatsApp numbers to 10 characters', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await user.type(field(/Contact number/), '123456789012');
    await user.type(field(/WhatsApp number/), '98765432109');
    expect(field(/Contact number/)).toHaveValue('1234567890');
    expect(field(/WhatsApp number/)).toHaveValue('9876543210');
  });
});

describe('ApplicationForm validation', () => {
  it('marks every missing field, announces it, focuses the first and clears the mark on input', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('group', { name: 'Please check 15 fields:' })).toBeInTheDocument();
    const firstName = field(/First name/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Enter your first name.');
    expect(firstName).toHaveFocus();
    expect(field(/Resume/)).toHaveAccessibleDescription('Attach your resume.');
    // The processing consent is required (decision 030); the talent pool is not.
    expect(screen.getByRole('checkbox', { name: /I agree that my application is stored/ })).toHaveAccessibleDescription(
      CONSENT_REQUIRED_MESSAGE,
    );
    expect(screen.getByRole('checkbox', { name: /talent pool/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await user.type(firstName, 'A');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(sentCalls()).toEqual([]);
  });

  it('refuses a number that is not 10 digits with the phone-length message for 5 seconds and sends nothing', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await fillValidUsApplication(user);
    await user.clear(field(/WhatsApp number/));
    await user.type(field(/WhatsApp number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.phoneLength));
    expect(field(/WhatsApp number/)).toHaveAccessibleDescription(MESSAGES.phoneLength);
    expect(field(/Contact number/)).not.toHaveAttribute('aria-invalid');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(sentCalls()).toEqual([]);
  });

  it('forgets the error of a field that is hidden again, in the field and in the summary', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await user.selectOptions(field(/Reason for change/), 'Other');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const summary = await screen.findByRole('group', { name: /Please check \d+ fields/ });
    expect(summary).toHaveTextContent('Your reason for change');
    await user.selectOptions(field(/Reason for change/), 'Career growth');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Please check \d+ fields/ })).not.toHaveTextContent(
        'Your reason for change',
      ),
    );
    await user.selectOptions(field(/Reason for change/), 'Other');
    expect(field(/Your reason for change/)).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a resume over 10 MB as soon as it is chosen', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    const big = resumeFile();
    Object.defineProperty(big, 'size', { value: RESUME_MAX_BYTES + 1 });
    await user.upload(field(/Resume/), big);
    expect(field(/Resume/)).toHaveAccessibleDescription(RESUME_TOO_LARGE);
  });
});

describe('ApplicationForm resume check', () => {
  it('says which formats it accepts, in the label and the file picker', () => {
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    expect(field(/Resume/)).toHaveAccessibleName('Resume (PDF, DOC, DOCX, RTF, ODT or plain text; up to 10 MB)');
    expect(field(/Resume/)).toHaveAttribute('accept', '.pdf,.doc,.docx,.rtf,.odt,.txt');
  });

  it('reads a chosen file and refuses one that is not a document, whatever its name says, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await fillValidUsApplication(user);
    await user.upload(
      field(/Resume/),
      new File(['<!doctype html><script>alert(1)</script>'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText(RESUME_WRONG_TYPE);
    expect(field(/Resume/)).toHaveAccessibleDescription(RESUME_WRONG_TYPE);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(field(/Resume/)).toHaveFocus();
    expect(sentCalls()).toEqual([]);
  });

  it('refuses an empty file as soon as it is chosen', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await user.upload(field(/Resume/), new File([], 'cv.pdf', { type: 'application/pdf' }));
    expect(field(/Resume/)).toHaveAccessibleDescription(RESUME_EMPTY);
  });

  it('accepts a plain-text resume and sends it', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await fillValidUsApplication(user);
    await user.upload(field(/Resume/), new File(['Asha Patel\nDevOps engineer\n'], 'cv.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByText(MESSAGES.submitSuccess);
    // Decision 077: the success says by when the candidate will hear.
    expect(screen.getByRole('status')).toHaveTextContent(
      /We will tell you where your application stands by \d{1,2} [A-Z][a-z]+ \d{4}\./,
    );
    const uploads = (await sentRequests()).filter((request) => request.method === 'PUT');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.headers.get('content-type')).toBe('text/plain');
  });
});

describe('ApplicationForm when the API refuses too many requests', () => {
  it('says how long to wait and keeps every value for the retry', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        apiUrl('/post/candidateData'),
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } }),
      ),
    );
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await fillValidUsApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Too many requests. Please try again in 1 second.')).toBeInTheDocument();
    expect(field(/First name/)).toHaveValue('Asha');
    expect((field(/Resume/) as HTMLInputElement).files?.[0]?.name).toBe('Asha Patel resume.pdf');
  });
});

/** What the form offered the self-identification step for this opening: the candidate and the API's token. */
function OfferProbe({ reqId }: { reqId: number }) {
  const offer = useSelfIdentificationOffer(reqId);
  return <output aria-label="offer">{offer ? `${offer.candidateId} ${offer.token}` : 'none'}</output>;
}

describe('ApplicationForm submission', () => {
  it("offers the self-identification with the token the candidate post's answer header carried (decision 063)", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ApplicationForm opening={usOpening} lists={lists} />
        <OfferProbe reqId={usOpening.REQ_ID} />
      </>,
    );
    await fillValidUsApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(MESSAGES.submitSuccess)).toBeInTheDocument();
    const [candidate] = await sentRequests();
    const candidateId = (candidate?.body as { EXTERNALCANDIDATE_UUID: string }).EXTERNALCANDIDATE_UUID;
    expect(screen.getByRole('status', { name: 'offer' })).toHaveTextContent(
      `${candidateId} ${fakeSelfIdentificationToken(candidateId)}`,
    );
  });

  it('offers no self-identification when the API gave no token: its answers could not be stored', async () => {
    const user = userEvent.setup();
    const elsewhere = { ...usOpening, REQ_ID: usOpening.REQ_ID + 1000 };
    server.use(checkedPost(apiUrl('/post/candidateData'), candidateRecordSchema, () => HttpResponse.text('Inserted')));
    render(
      <>
        <ApplicationForm opening={elsewhere} lists={lists} />
        <OfferProbe reqId={elsewhere.REQ_ID} />
      </>,
    );
    await fillValidUsApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(MESSAGES.submitSuccess)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'offer' })).toHaveTextContent('none');
  });

  it("makes the six calls in order, with the form's values, the file's own type and one key for the mail", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await fillValidUsApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(MESSAGES.submitSuccess)).toBeInTheDocument();
    const sent = await sentRequests();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(APPLICATION_CALLS);
    const [candidate, attachment, attachmentInfo, signedUrl, upload, mail] = sent;
    expect(candidate?.body).toMatchObject({
      REQUIREMENT_UUID: 'req-uuid-1',
      CND_NM_TX: 'Asha Patel',
      CND_EMAIL_ID: 'asha@example.com',
      CND_PRIM_PH_NUM: '5551234567',
      CND_STATE: 'Texas',
      CND_COUNTRY: 'USA',
      RECRUITER_NAME: 'Priya',
      CONSENT_PROCESSING: 'Yes',
      CONSENT_TALENT_POOL: 'No',
      CONSENT_RETENTION_MONTHS: 24,
    });
    const candidateId = (candidate?.body as { EXTERNALCANDIDATE_UUID: string }).EXTERNALCANDIDATE_UUID;
    expect(attachment?.body).toMatchObject({
      TBL_NM: 'EXTERNALCANDIDATE',
      TBL_RW_ID: candidateId,
      ATCHD_FILE_NM: 'Asha Patel resume.pdf',
      isDeleted: 0,
    });
    expect(attachmentInfo?.body).toMatchObject({ INFO_1: 'Asha Patel resume.pdf', INFO_2: 'S3', INFO_3: 'Attachment' });
    // The resume is filed under its candidate, and the mail names it, so the API can confirm and withdraw.
    expect(signedUrl?.body).toEqual({
      name: 'Asha Patel resume.pdf',
      type: 'application/pdf',
      Attachment: 'Attachment',
      candidateId,
    });
    expect(upload?.headers.get('content-type')).toBe('application/pdf');
    expect(mail?.headers.get('idempotency-key')).toMatch(/\S/);
    expect(mail?.body).toMatchObject({
      to: mailRecipients.applicationPrimaryCountry,
      subject: 'Application for 24064 - Data Scientist - Asha Patel',
      candidateId,
      // The file as read in the browser: FileReader runs for real here.
      attachments: [
        {
          path: `data:application/pdf;base64,${btoa('%PDF-1.7 resume')}`,
          filename: 'Asha Patel resume.pdf',
          type: 'application/pdf',
        },
      ],
    });
  });

  it('sends once, shows progress, then success, resets the form and clears the message after 5 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers();
    let answerMail: () => void = () => undefined;
    const mailAnswered = new Promise<void>((resolve) => (answerMail = resolve));
    server.use(
      http.post(apiUrl('/v1/sendMail'), async () => {
        await mailAnswered;
        return HttpResponse.json({ code: 'OK' });
      }),
    );
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await fillValidUsApplication(user);
    const button = screen.getByRole('button', { name: 'Submit application' });
    // Two submits in the same tick: the second must not start another application. One act holds both, which
    // fireEvent's own act around each would not.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    act(() => {
      fireEvent.submit(button.closest('form') as HTMLFormElement);
      fireEvent.submit(button.closest('form') as HTMLFormElement);
    });
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    await waitFor(() => expect(sentCalls()).toContain('POST /v1/sendMail'));
    answerMail();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submitSuccess));
    expect(sentCalls()).toEqual(APPLICATION_CALLS);
    expect(field(/First name/)).toHaveValue('');
    expect((field(/Resume/) as HTMLInputElement).files).toHaveLength(0);
    expect(field('Country')).toHaveDisplayValue('USA');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps every value, the file included, when a step fails, and the retry goes on from that step', async () => {
    const user = userEvent.setup();
    server.use(http.put(SIGNED_UPLOAD_URL, () => new HttpResponse(null, { status: 500 }), { once: true }));
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await fillValidUsApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(MESSAGES.submitFailure)).toBeInTheDocument();
    expect(sentCalls()).toEqual(APPLICATION_CALLS.slice(0, 5));
    expect(field(/First name/)).toHaveValue('Asha');
    expect(field(/State/)).toHaveDisplayValue('Texas');
    expect((field(/Resume/) as HTMLInputElement).files?.[0]?.name).toBe('Asha Patel resume.pdf');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(MESSAGES.submitSuccess)).toBeInTheDocument();
    // A new signed URL, since each works once; the records that landed are not sent again.
    expect(sentCalls().slice(5)).toEqual(['POST /s3uploadResume', 'PUT /uploads/x', 'POST /v1/sendMail']);
    expect(callsTo('POST /v1/sendMail')).toHaveLength(1);
  });
});

describe('ApplicationForm progress and Cancel (decision 065)', () => {
  it('names the step under way, shows the upload as a bar, and Cancel keeps every answer and the file', async () => {
    const user = userEvent.setup();
    // The upload stays on its way until the test lets the server answer; by then the browser has given up on it.
    let answerUpload: () => void = () => undefined;
    const uploadAnswered = new Promise<void>((resolve) => (answerUpload = resolve));
    server.use(
      http.put(
        SIGNED_UPLOAD_URL,
        async () => {
          await uploadAnswered;
          return HttpResponse.text('');
        },
        { once: true },
      ),
    );
    render(<ApplicationForm opening={usOpening} lists={lists} />);
    await fillValidUsApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const bar = await screen.findByRole('progressbar', { name: SUBMIT_STEP_LABELS.upload });
    expect(bar).toHaveAttribute('value', '0');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SUBMIT_CANCELLED.text));
    answerUpload();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit application' })).toHaveFocus();
    expect(field(/First name/)).toHaveValue('Asha');
    expect(field(/State/)).toHaveDisplayValue('Texas');
    expect(screen.getByRole('checkbox', { name: /I agree that my application is stored/ })).toBeChecked();
    expect((field(/Resume/) as HTMLInputElement).files?.[0]?.name).toBe('Asha Patel resume.pdf');
    expect(callsTo('POST /v1/sendMail')).toEqual([]);

    // Sent again: the same application goes on from the cancelled upload, so nothing is stored twice.
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(MESSAGES.submitSuccess)).toBeInTheDocument();
    expect(sentCalls()).toEqual([
      ...APPLICATION_CALLS.slice(0, 5),
      'POST /s3uploadResume',
      'PUT /uploads/x',
      'POST /v1/sendMail',
    ]);
  });
});
