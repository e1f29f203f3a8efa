import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDeployConfig, type DeployConfig, type MailRecipients, type Section } from '@tekvana/shared';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { MAIL_API, sentCalls, sentRequests, server } from '../../testing/apiServer';
import ContactUs from './ContactUs';

const section: Section = {
  order: 2,
  type: 'CONTACT-US',
  heading: 'Send us a message',
  locations: [
    {
      country: 'USA',
      addresses: [
        { city: 'Kansas', address: '1 Main St' },
        { city: 'North Carolina', address: '2 Oak Ave' },
      ],
    },
    {
      country: 'India',
      addresses: [
        { city: 'Gondia', address: '3 Civil Lines', headOffice: true },
        { city: 'Pune', address: '4 FC Road' },
        { city: 'Noida', address: '5 Sector 62' },
        { city: 'Dehradun', address: '6 Rajpur Road' },
      ],
    },
  ],
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), 'Asha Patel');
  await user.type(field(/^E-mail/), 'asha@example.com');
  await user.type(field(/^Contact number/), '9876543210');
  await user.type(field(/^Message/), 'Please call me.');
  await user.click(screen.getByRole('checkbox', { name: /SMS/ }));
}

describe('ContactUs', () => {
  // The trailing slash checks that the form joins the base URL and the path with one slash.
  const deployConfig: DeployConfig = {
    remotes: { content: '', careers: '', internship: '' },
    staffingApiBaseUrl: 'http://api.test',
    emailApiBaseUrl: `${MAIL_API}/`,
    siteUrl: 'http://site.test',
    mail: { contact: ['contact@example.com'], applicationPrimaryCountry: [], applicationOtherCountries: [] },
  };
  const SEND_MAIL = 'POST /v1/sendMail';
  const answerMail = (resolver: HttpResponseResolver) => server.use(http.post(`${MAIL_API}/v1/sendMail`, resolver));
  const idempotencyKeys = async () => (await sentRequests()).map((request) => request.headers.get('idempotency-key'));

  beforeEach(() => {
    jest.useFakeTimers();
    setDeployConfig(deployConfig);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ContactUs section={section} />);
    return user;
  };

  it('lists the offices by country with the head office marked', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'USA',
      'India',
    ]);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 4, name: /Gondia/ })).toHaveTextContent('Head office');
  });

  it('marks missing required fields, sends nothing, and removes a field error on input', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('group', { name: 'Please check 4 fields:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Name', 'E-mail', 'Message', 'SMS messages']);
    expect(sentCalls()).toEqual([]);
    for (const name of [/^Name/, /^E-mail/, /^Message/]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveClass('is-invalid');
    }
    expect(field(/^Contact number/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: /SMS/ })).toHaveAccessibleDescription(
      'Please tick this box to agree to SMS messages.',
    );
    expect(field(/^Name/)).toHaveFocus();
    await user.type(field(/^Name/), 'A');
    expect(field(/^Name/)).not.toHaveClass('is-invalid');
    expect(field(/^E-mail/)).toHaveClass('is-invalid');
  });

  it('rejects a malformed e-mail address', async () => {
    const user = setup();
    await fillIn(user);
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('group', { name: 'Please check 1 field:' });
    expect(sentCalls()).toEqual([]);
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
  });

  it('sends the plain-text mail to the contact address, shows success, resets, and clears the message after 5 s', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answerMail(async () => {
      await answered;
      return HttpResponse.json({ code: 'OK', id: 'm1' });
    });
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(document.querySelector('.spinner-border')).not.toBeNull();
    await waitFor(() => expect(sentCalls()).toEqual([SEND_MAIL]));
    const [mail] = await sentRequests();
    expect(mail?.url).toBe('http://mail.test/v1/sendMail');
    expect(mail?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(mail?.body).toEqual({
      to: ['contact@example.com'],
      cc: [],
      bcc: [],
      subject: 'Website enquiry from Asha Patel',
      message: 'Name: Asha Patel\nE-mail: asha@example.com\nContact number: 9876543210\n\nMessage:\nPlease call me.',
    });
    expect(mail?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // Still waiting for the answer.
    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Application submitted successfully!'));
    expect(field(/^Name/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /SMS/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Application submitted successfully!');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each<[string, HttpResponseResolver, number]>([
    // The wrapper makes three attempts when no answer comes back (decision 015).
    ['a lost connection, after three attempts', () => HttpResponse.error(), 3],
    ['a code other than OK', () => HttpResponse.json({ code: 'INVALID_REQUEST', message: 'bad' }), 1],
    ['a server error', () => new HttpResponse(null, { status: 500 }), 1],
  ])('keeps every value and shows the failure text on %s', async (_case, reply, attempts) => {
    answerMail(reply);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submission failed. Please try again.')).toBeInTheDocument();
    expect(sentCalls()).toEqual(new Array<string>(attempts).fill(SEND_MAIL));
    expect(field(/^Name/)).toHaveValue('Asha Patel');
    expect(field(/^Message/)).toHaveValue('Please call me.');
    expect(screen.getByRole('checkbox', { name: /SMS/ })).toBeChecked();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Submission failed. Please try again.')).toBeNull();
  });

  it('says how long to wait when the API refuses too many requests, keeping every value', async () => {
    answerMail(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '37' } }));
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests. Please try again in 37 seconds.')).toBeInTheDocument();
    // A refusal is an answer: it is not asked again.
    expect(sentCalls()).toEqual([SEND_MAIL]);
    expect(field(/^Name/)).toHaveValue('Asha Patel');
    expect(field(/^Message/)).toHaveValue('Please call me.');
  });

  it('sends one idempotency key per enquiry: the same on every attempt and retry of the same values, a new one after a change', async () => {
    answerMail(() => HttpResponse.error());
    const user = setup();
    const submitted = async (requests: number) => {
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(sentCalls()).toHaveLength(requests));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    };
    await fillIn(user);
    await submitted(3);
    expect(screen.getByText('Submission failed. Please try again.')).toBeInTheDocument();
    await submitted(6);
    await user.type(field(/^Message/), ' Thanks.');
    await submitted(9);
    const keys = await idempotencyKeys();
    expect(keys).toHaveLength(9);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The wrapper's attempts and the visitor's retry of the same enquiry carry one key.
    expect(keys.slice(0, 6)).toEqual(new Array<string | null | undefined>(6).fill(keys[0]));
    expect(keys[6]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[6]).not.toBe(keys[0]);
    expect(keys.slice(6)).toEqual(new Array<string | null | undefined>(3).fill(keys[6]));
  });

  it('treats an error thrown while sending as a failure', async () => {
    // The wrapper turns every answer and every network error into a value (decision 015), so no network reply
    // makes the send throw; reading the recipients from a broken deploy config does, before any request.
    setDeployConfig({
      ...deployConfig,
      get mail(): MailRecipients {
        throw new Error('boom');
      },
    });
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submission failed. Please try again.')).toBeInTheDocument();
    expect(sentCalls()).toEqual([]);
  });

  it('clears the form and its errors with Reset', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Contact number/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /SMS/ })).not.toBeChecked();
    expect(document.querySelectorAll('.is-invalid')).toHaveLength(0);
  });

  it('stops the message timer on unmount', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(<ContactUs section={section} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Application submitted successfully!');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
