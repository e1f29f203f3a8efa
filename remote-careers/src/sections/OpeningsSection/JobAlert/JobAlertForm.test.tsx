import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobAlertFilter } from '@tekvana/contracts/careers';
import { MESSAGES } from '@tekvana/shared';
import { countries } from '../../../testing/fixtures';
import { INVALID_EMAIL } from '../../../candidate/contactDetails';
import type { JobAlertClient } from '../../../api/jobAlertClient';
import JobAlertForm, { JOB_ALERT_TEXTS } from './JobAlertForm';
import { JobAlert } from './JobAlert';

const FILTER: JobAlertFilter = { search: 'data', countryCode: 'IN', positionType: 'Full-Time', workMode: '' };
const email = () => screen.getByRole('textbox', { name: /^E-mail/ });
const create = () => screen.getByRole('button', { name: 'Create alert' });

function formAnswering(answer: unknown, filter = FILTER) {
  const subscribe = jest.fn<Promise<unknown>, Parameters<JobAlertClient['subscribe']>>().mockResolvedValue(answer);
  render(<JobAlertForm filter={filter} countries={countries} client={{ subscribe }} />);
  return subscribe;
}

describe('JobAlertForm', () => {
  it('says which openings the alert is for and sends the address with the page’s filters', async () => {
    const user = userEvent.setup();
    const subscribe = formAnswering({ code: 'OK' });
    expect(email()).toHaveAccessibleDescription(/^For: Openings matching "data" in India, Full-Time \(change/);
    await user.type(email(), 'asha@example.com');
    await user.click(create());
    expect(subscribe).toHaveBeenCalledWith({ email: 'asha@example.com', filter: FILTER });
    expect(screen.getByRole('status')).toHaveTextContent(JOB_ALERT_TEXTS.sent);
    expect(email()).toHaveValue('');
  });

  it('sends nothing without a valid address, and says why', async () => {
    const user = userEvent.setup();
    const subscribe = formAnswering({ code: 'OK' });
    await user.type(email(), 'not an address');
    await user.click(create());
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.getAllByText(INVALID_EMAIL).length).toBeGreaterThan(0);
    expect(email()).toHaveFocus();
  });

  it('keeps the address on a failure, and names the per-address limit when the API reached it', async () => {
    const user = userEvent.setup();
    const subscribe = formAnswering({ code: 'ERROR', status: 429, message: 'The server answered 429.' });
    await user.type(email(), 'asha@example.com');
    await user.click(create());
    expect(screen.getByRole('status')).toHaveTextContent(JOB_ALERT_TEXTS.tooMany);
    expect(email()).toHaveValue('asha@example.com');
    subscribe.mockResolvedValue({ code: 'ERROR', status: 500, message: 'The server answered 500.' });
    await user.click(create());
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.submitFailure);
  });

  it('watches around the place the page searches near, and says what to mend when the API cannot tell it', async () => {
    const user = userEvent.setup();
    const near = { ...FILTER, near: 'Springfield', km: 25 };
    const why = '"Springfield" names more than one place (Springfield, IL; Springfield, MO): add its state';
    const subscribe = formAnswering(
      { code: 'ERROR', status: 422, message: '', detail: why, field: 'filter.near' },
      near,
    );
    expect(email()).toHaveAccessibleDescription(
      /^For: Openings matching "data" in India, Full-Time, within 25 km of Springfield \(/,
    );
    await user.type(email(), 'asha@example.com');
    await user.click(create());
    expect(subscribe).toHaveBeenCalledWith({ email: 'asha@example.com', filter: near });
    expect(screen.getByRole('status')).toHaveTextContent(JOB_ALERT_TEXTS.placeRefused(why));
    expect(email()).toHaveValue('asha@example.com');
  });
});

describe('JobAlert', () => {
  it('opens the form on request and keeps it, hidden, when closed', async () => {
    const user = userEvent.setup();
    render(<JobAlert filter={FILTER} countries={countries} />);
    const toggle = screen.getByRole('button', { name: 'Create a job alert' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'asha@example.com');
    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('asha@example.com');
  });
});
