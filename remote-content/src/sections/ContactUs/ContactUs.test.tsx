import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDeployConfig, type Section } from '@tekvana/shared';
import { http } from '@tekvana/shared/http';
import ContactUs from './ContactUs';

const section: Section = {
  order: 2,
  type: 'CONTACT-US',
  heading: 'Send us a message',
  locations: [
    { country: 'USA', addresses: [{ city: 'Kansas', address: '1 Main St' }, { city: 'North Carolina', address: '2 Oak Ave' }] },
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
  let post: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    setDeployConfig({
      remotes: { content: '', careers: '', internship: '' },
      staffingApiBaseUrl: 'http://api.test',
      emailApiBaseUrl: 'http://mail.test/',
      siteUrl: 'http://site.test',
      mail: { contact: ['contact@example.com'], applicationPrimaryCountry: [], applicationOtherCountries: [] },
    });
    post = jest.spyOn(http, 'postJson');
  });

  afterEach(() => {
    post.mockRestore();
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
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['USA', 'India']);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 4, name: /Gondia/ })).toHaveTextContent('Head office');
  });

  it('marks missing required fields, sends nothing, and removes a field error on input', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('group', { name: 'Please check 4 fields:' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Name', 'E-mail', 'Message', 'SMS messages']);
    expect(post).not.toHaveBeenCalled();
    for (const name of [/^Name/, /^E-mail/, /^Message/]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveClass('is-invalid');
    }
    expect(field(/^Contact number/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: /SMS/ })).toHaveAccessibleDescription('Please tick this box to agree to SMS messages.');
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
    expect(post).not.toHaveBeenCalled();
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
  });

  it('sends the plain-text mail to the contact address, shows success, resets, and clears the message after 5 s', async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(document.querySelector('.spinner-border')).not.toBeNull();
    expect(post).toHaveBeenCalledWith('http://mail.test/v1/sendMail', {
      to: ['contact@example.com'],
      cc: [],
      bcc: [],
      subject: 'Website enquiry from Asha Patel',
      message: 'Name: Asha Patel\nE-mail: asha@example.com\nContact number: 9876543210\n\nMessage:\nPlease call me.',
    }, { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await act(async () => answer({ code: 'OK', id: 'm1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Application submitted successfully!');
    expect(field(/^Name/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /SMS/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Application submitted successfully!');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['a wrapper failure', { code: 'ERROR', message: 'Connect error. Please try after sometime.' }],
    ['a code other than OK', { code: 'INVALID_REQUEST', message: 'bad' }],
  ])('keeps every value and shows the failure text on %s', async (_case, reply) => {
    post.mockResolvedValue(reply);
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submission failed. Please try again.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Asha Patel');
    expect(field(/^Message/)).toHaveValue('Please call me.');
    expect(screen.getByRole('checkbox', { name: /SMS/ })).toBeChecked();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Submission failed. Please try again.')).toBeNull();
  });

  it('says how long to wait when the API refuses too many requests, keeping every value', async () => {
    post.mockResolvedValue({ code: 'ERROR', message: 'The server answered 429.', status: 429, retryAfterSeconds: 37 });
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests. Please try again in 37 seconds.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Asha Patel');
    expect(field(/^Message/)).toHaveValue('Please call me.');
  });

  it('sends one idempotency key per enquiry: the same on a retry of the same values, a new one after a change', async () => {
    post.mockResolvedValue({ code: 'ERROR', message: 'Connect error. Please try after sometime.' });
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Submission failed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(field(/^Message/), ' Thanks.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const keys = post.mock.calls.map((call) => (call[2] as { idempotencyKey?: string } | undefined)?.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('treats a thrown error as a failure', async () => {
    post.mockRejectedValue(new Error('boom'));
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submission failed. Please try again.')).toBeInTheDocument();
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
    post.mockResolvedValue({ code: 'OK' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(<ContactUs section={section} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Application submitted successfully!');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
