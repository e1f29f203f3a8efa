import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { SELF_IDENTIFICATION_PATH, selfIdentificationRequestSchema } from '@tekvana/contracts/careers';
import { checkedPost } from '@tekvana/test-support/fakeApi';
import { countriesQuery } from '../queries/careersQueries';
import { queryClient } from '../queries/queryClient';
import {
  apiUrl,
  fakeSelfIdentificationToken,
  selfIdentificationHandler,
  sentRequests,
  server,
} from '../testing/apiServer';
import { installTestDeployConfig } from '../testing/deployConfig';
import { IN, opening, US } from '../testing/fixtures';
import { offerSelfIdentification } from './selfIdentificationOffer';
import { SELF_IDENTIFICATION_TEXTS, SelfIdentificationStep } from './SelfIdentificationStep';

/** The API refusing: 409 for answers it holds already, 500 when it is down. */
const refused = (status: 409 | 500) =>
  checkedPost(apiUrl(SELF_IDENTIFICATION_PATH), selfIdentificationRequestSchema, () =>
    HttpResponse.json({ code: 'ERROR', error: 'refused' }, { status }),
  );

let reqId = 100;

/** The step on the page of a new opening in `country`; `applied` offers it, as a sent application does. */
async function openStep(country: string, applied = true) {
  reqId += 1;
  render(
    <QueryClientProvider client={queryClient}>
      <SelfIdentificationStep opening={opening({ REQ_ID: reqId, COUNTRY: country })} />
    </QueryClientProvider>,
  );
  const candidateId = `candidate-${reqId}`;
  if (applied) act(() => offerSelfIdentification(reqId, candidateId, fakeSelfIdentificationToken(candidateId)));
  await waitFor(() => expect(queryClient.getQueryState(countriesQuery.queryKey)?.status).toBe('success'));
  return candidateId;
}

const posted = async () =>
  (await sentRequests()).filter((request) => request.path === SELF_IDENTIFICATION_PATH).map((request) => request.body);

const heading = () => screen.queryByRole('heading', { name: SELF_IDENTIFICATION_TEXTS.heading });

beforeEach(() => {
  installTestDeployConfig();
});

describe('SelfIdentificationStep', () => {
  it('is not offered before an application is sent, nor for a role outside the US', async () => {
    await openStep(US, false);
    expect(heading()).toBeNull();
    await openStep(IN);
    expect(heading()).toBeNull();
  });

  it('after an application to a US role, asks each question in its own group, all optional and voluntary', async () => {
    await openStep(US);
    const step = (heading()?.closest('section') ?? null) as HTMLElement;
    expect(step).toHaveTextContent('Answering is voluntary');
    expect(step).toHaveTextContent('never seen by the people who decide on it');
    expect(step).toHaveTextContent('Skipping changes nothing about your application');
    const groups = within(step).getAllByRole('radiogroup');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Gender (optional)',
      'Are you Hispanic or Latino? (optional)',
      'Race (optional)',
      'Protected veteran status (optional)',
      'Disability status (optional)',
    ]);
    for (const group of groups) expect(within(group).getByLabelText("I don't wish to answer")).not.toBeChecked();
  });

  it('sends only the questions answered, with the token the API gave with the application, then thanks', async () => {
    const candidateId = await openStep(US);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Female'));
    await user.click(screen.getByLabelText('Asian'));
    // Through the veteran question by keyboard, leaving it unanswered.
    await user.tab();
    await user.tab();
    await user.click(within(screen.getByRole('radiogroup', { name: /Disability/ })).getByLabelText(/don't wish/));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(SELF_IDENTIFICATION_TEXTS.sent)).toHaveFocus();
    expect(await posted()).toEqual([
      {
        candidateId,
        token: fakeSelfIdentificationToken(candidateId),
        answers: { gender: 'female', race: 'asian', disabilityStatus: 'declined' },
      },
    ]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('is skipped without sending anything', async () => {
    await openStep(US);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText(SELF_IDENTIFICATION_TEXTS.skipped)).toHaveFocus();
    expect(await posted()).toEqual([]);
    // Back on the job page later (a new mount): not asked again.
    render(
      <QueryClientProvider client={queryClient}>
        <SelfIdentificationStep opening={opening({ REQ_ID: reqId, COUNTRY: US })} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('heading', { name: SELF_IDENTIFICATION_TEXTS.heading })).toHaveLength(1);
  });

  it('asks for an answer or a skip when Send is pressed with none chosen', async () => {
    await openStep(US);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(SELF_IDENTIFICATION_TEXTS.noAnswer)).toBeInTheDocument();
    expect(await posted()).toEqual([]);
  });

  it('ends as sent when the API already holds answers for the application (409), not in endless retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openStep(US);
    server.use(refused(409));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(SELF_IDENTIFICATION_TEXTS.sent)).toBeInTheDocument();
  });

  it('keeps every answer when sending fails, and sends them on the next try', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const candidateId = await openStep(US);
    server.use(refused(500));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByLabelText('I am not a protected veteran'));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(SELF_IDENTIFICATION_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByLabelText('Male')).toBeChecked();
    expect(screen.getByLabelText('I am not a protected veteran')).toBeChecked();

    server.use(selfIdentificationHandler);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(SELF_IDENTIFICATION_TEXTS.sent)).toBeInTheDocument();
    expect((await posted()).at(-1)).toEqual({
      candidateId,
      token: fakeSelfIdentificationToken(candidateId),
      answers: { gender: 'male', veteranStatus: 'not-a-protected-veteran' },
    });
  });
});
