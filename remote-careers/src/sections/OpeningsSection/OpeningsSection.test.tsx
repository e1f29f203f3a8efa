import { Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { http, HttpResponse } from 'msw';
import { OPENINGS_SEARCH_PATH } from '@tekvana/contracts/careers';
import { apiUrl, openingsHandlers, sentCalls, server } from '../../testing/apiServer';
import { installTestDeployConfig } from '../../testing/deployConfig';
import { opening, openings } from '../../testing/fixtures';
import { LocationProbe } from '../../testing/LocationProbe';
import { queryClient } from '../../queries/queryClient';
import OpeningsSection from './OpeningsSection';

const section = {
  order: 2,
  type: 'OPENINGS-SECTION' as const,
  heading: 'Find your next role',
  targetUrl: '/get/requirement',
};

/** Renders and lets the first load (which suspends) settle. */
async function renderAt(url: string) {
  let result: ReturnType<typeof render> | undefined;
  // The first load suspends: an async act lets it resolve and the section commit before the test looks.
  // eslint-disable-next-line testing-library/no-unnecessary-act
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[url]}>
        <RouterNavigation>
          <Suspense fallback={<p role="status">Loading section…</p>}>
            <OpeningsSection section={section} />
          </Suspense>
          <LocationProbe />
        </RouterNavigation>
      </MemoryRouter>,
    );
  });
  return result as ReturnType<typeof render>;
}

const rowIds = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const SEARCH = `GET ${OPENINGS_SEARCH_PATH}`;
/** The search calls made, each with its query string. */
const searchCalls = () => sentCalls().filter((call) => call.startsWith(SEARCH));
const answerSearch = (answer: () => Response, options: { once?: boolean } = {}) =>
  server.use(http.get(apiUrl(OPENINGS_SEARCH_PATH), answer, options));
/** A back end without the search call (decision 056): the page falls back to the whole list. */
const withoutSearchCall = () => answerSearch(() => HttpResponse.json({ error: 'No route' }, { status: 404 }));

beforeEach(() => installTestDeployConfig());
afterEach(() => jest.restoreAllMocks());

describe('OpeningsSection', () => {
  it("asks the targetUrl's search call, then shows the table sorted by REQ_ID descending", async () => {
    await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(sentCalls()).toContain(SEARCH);
    // One page, not the whole list.
    expect(sentCalls()).not.toContain('GET /get/requirement');
    expect(screen.getByRole('heading', { level: 2, name: 'Find your next role' })).toBeInTheDocument();
    expect(rowIds()).toEqual(['3', '2', '1']);
    expect(screen.getByRole('columnheader', { name: /Job Id/ })).toHaveAttribute('aria-sort', 'descending');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 6)).toEqual([
      'Job Id▼',
      'Position Title',
      'Location↕',
      'Work Mode',
      'Position Type',
      'Salary/Rate',
    ]); // Everything fits on one page: no pagination.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('filters by search text and country, writing both into the URL', async () => {
    const user = userEvent.setup();
    await renderAt('/current-openings/job-openings');
    await user.type(await screen.findByRole('searchbox', { name: 'Search openings' }), 'engineer');
    // The URL follows when typing pauses, and the API is asked for that search.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=engineer'));
    await waitFor(() => expect(rowIds()).toEqual(['1']));
    expect(searchCalls()).toEqual([SEARCH, `${SEARCH}?q=engineer`]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search openings' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await waitFor(() => expect(rowIds()).toEqual(['2', '1']));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/current-openings/job-openings?country=US'),
    );
    expect(screen.getByRole('combobox', { name: 'Country' }).querySelector('option')).toHaveTextContent('Select');
  });

  it('restores its state from the URL, including the type parameter', async () => {
    await renderAt('/current-openings/job-openings?type=permanent&sort=PSTN_LCTN&dir=asc');
    await screen.findByRole('table');
    expect(rowIds()).toEqual(['2', '3']);
    expect(screen.getByRole('columnheader', { name: /Location/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Position type' })).toHaveValue('permanent');
  });

  it('sorts by Job Id and Location, toggling the direction', async () => {
    const user = userEvent.setup();
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Job Id/ }));
    await waitFor(() => expect(rowIds()).toEqual(['1', '2', '3']));
    await user.click(screen.getByRole('button', { name: /Location/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('dir=asc&sort=PSTN_LCTN'));
    await waitFor(() => expect(rowIds()).toEqual(['1', '2', '3']));
    await user.click(screen.getByRole('button', { name: /Location/ }));
    await waitFor(() => expect(rowIds()).toEqual(['3', '2', '1']));
    expect(screen.getByRole('columnheader', { name: /Job Id/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByTestId('location')).toHaveTextContent(/\?sort=PSTN_LCTN$/);
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    await renderAt('/current-openings/job-openings?q=astronaut&type=contractual');
    expect(await screen.findByText('No openings match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    expect(screen.getByTestId('location').textContent).toBe('/current-openings/job-openings');
  });

  it("shows a lost connection, after the HTTP wrapper's three attempts, with a retry", async () => {
    const user = userEvent.setup();
    answerSearch(() => HttpResponse.error());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(searchCalls()).toEqual([SEARCH, SEARCH, SEARCH]);
    // The connection is back.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks again when the visitor comes back after a failed load, instead of showing the old error', async () => {
    answerSearch(() => HttpResponse.json({ openings }), { once: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    unmount();
    await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(searchCalls()).toEqual([SEARCH, SEARCH]);
  });

  it('shows an answer that is not a results page as a failed load with a retry', async () => {
    const user = userEvent.setup();
    answerSearch(() => HttpResponse.json({ openings }), { once: true });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(/^Unexpected answer from \/get\/requirement\/search: /),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('falls back to the whole list where the back end has no search call, leaving out a bad opening', async () => {
    const user = userEvent.setup();
    const { PSTN_TITLE: _left, ...untitled } = opening({ REQ_ID: 4 });
    withoutSearchCall();
    server.use(http.get(apiUrl('/get/requirement'), () => HttpResponse.json([...openings, untitled])));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    expect(rowIds()).toEqual(['3', '2', '1']);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Left out item 3 of \/get\/requirement: .*PSTN_TITLE/s));
    // Filters and sorting work on the list as they did before the search call; the list is read once.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await waitFor(() => expect(rowIds()).toEqual(['2', '1']));
    await user.click(screen.getByRole('button', { name: /Job Id/ }));
    await waitFor(() => expect(rowIds()).toEqual(['1', '2']));
    expect(sentCalls().filter((call) => call === 'GET /get/requirement')).toHaveLength(1);
    expect(searchCalls()).toEqual([SEARCH]);
  });

  it('pages through many openings', async () => {
    const user = userEvent.setup();
    server.use(...openingsHandlers(Array.from({ length: 25 }, (_, i) => opening({ REQ_ID: i + 1 }))));
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    expect(rowIds()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowIds()).toEqual(['5', '4', '3', '2', '1']));
    expect(screen.getByText('Showing 21–25 of 25 openings.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Openings pages' })).getByRole('button', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('View Job opens the job description, its opening loaded as the pointer reaches it', async () => {
    const user = userEvent.setup();
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    const viewJob = screen.getByRole('link', { name: /View Job.*DevOps Lead, 2/ });
    await user.hover(viewJob);
    await waitFor(() => expect(sentCalls()).toContain('GET /get/RequirementID/2'));
    await user.click(viewJob);
    expect(screen.getByTestId('location')).toHaveTextContent('/current-openings/job-description?jobId=2');
  });

  it('keeps the previous results on screen, marked busy, while a search loads, and drops a superseded one', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    server.use(
      http.get(apiUrl(OPENINGS_SEARCH_PATH), async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') === 'devops') await held;
        return undefined;
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search openings' }), 'devops');
    await waitFor(() => expect(searchCalls()).toContain(`${SEARCH}?q=devops`));
    expect(rowIds()).toEqual(['3', '2', '1']);
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Search openings' }), ' lead');
    await waitFor(() => expect(rowIds()).toEqual(['2']));
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    // The superseded search was cancelled: its late answer is never stored, nor shown.
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const superseded = queryClient.getQueryCache().findAll({ queryKey: ['openings-page'] });
    const devops = superseded.find((query) => JSON.stringify(query.queryKey).includes('"search":"devops"'));
    expect(devops?.state.data).toBeUndefined();
    expect(rowIds()).toEqual(['2']);
  });

  it('offers the search that would find openings when nothing matches', async () => {
    const user = userEvent.setup();
    answerSearch(
      () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20, version: 'v', suggestion: 'devops' }),
      { once: true },
    );
    await renderAt('/current-openings/job-openings?q=devosp');
    expect(await screen.findByText('No openings match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'devops' }));
    expect(screen.getByRole('searchbox', { name: 'Search openings' })).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=devops'));
    await waitFor(() => expect(rowIds()).toEqual(['2']));
  });

  it('keeps only the openings that sponsor a visa, with sponsorship=yes in the URL and the search call', async () => {
    const user = userEvent.setup();
    server.use(
      ...openingsHandlers([
        opening({ REQ_ID: 1, VISA_SPONSORSHIP: 'Yes' }),
        opening({ REQ_ID: 2, VISA_SPONSORSHIP: 'No' }),
        opening({ REQ_ID: 3 }),
      ]),
    );
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    const sponsorship = screen.getByRole('checkbox', { name: 'Visa sponsorship' });
    expect(sponsorship).not.toBeChecked();
    await user.click(sponsorship);
    await waitFor(() => expect(rowIds()).toEqual(['1']));
    expect(screen.getByTestId('location')).toHaveTextContent('/current-openings/job-openings?sponsorship=yes');
    expect(searchCalls()).toEqual([SEARCH, `${SEARCH}?sponsorship=yes`]);
    await user.click(sponsorship);
    await waitFor(() => expect(rowIds()).toEqual(['3', '2', '1']));
    expect(screen.getByTestId('location').textContent).toBe('/current-openings/job-openings');
  });

  it('filters sponsorship and leaves out openings past their closing date on a back end without the search call', async () => {
    withoutSearchCall();
    server.use(
      http.get(apiUrl('/get/requirement'), () =>
        HttpResponse.json([
          opening({ REQ_ID: 1, VISA_SPONSORSHIP: 'Yes', POSTED_DATE: '2020-01-01', CLOSING_DATE: '2020-02-01' }),
          opening({ REQ_ID: 2, VISA_SPONSORSHIP: 'Yes' }),
          opening({ REQ_ID: 3, VISA_SPONSORSHIP: 'No' }),
        ]),
      ),
    );
    await renderAt('/current-openings/job-openings?sponsorship=yes');
    await screen.findByRole('table');
    expect(rowIds()).toEqual(['2']);
    expect(screen.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeChecked();
  });

  it('saves an opening from its row into the saved jobs view, which survives a new visit', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderAt('/current-openings/job-openings');
    await user.click(await screen.findByRole('button', { name: 'Save job: DevOps Lead, 2' }));
    unmount();
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Save job: DevOps Lead, 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Saved jobs (1)' }));
    const saved = screen.getByRole('region', { name: 'Saved jobs' });
    expect(within(saved).getByRole('link', { name: 'DevOps Lead' })).toBeInTheDocument();
    expect(within(saved).getByText(/Boston, MA · Job Id 2/)).toBeInTheDocument();
  });

  it('searches around a place once it is entered, within the radius chosen, and says where', async () => {
    const user = userEvent.setup();
    answerSearch(() =>
      HttpResponse.json({
        items: openings.filter((item) => item.REQ_ID === 2),
        total: 1,
        page: 1,
        pageSize: 20,
        version: 'v',
        near: { place: 'Austin, TX', km: 50 },
      }),
    );
    await renderAt('/current-openings/job-openings');
    const place = await screen.findByRole('searchbox', { name: 'Near a city' });
    // A half-typed name is no place: nothing is asked until it is entered.
    await user.type(place, 'austin tx');
    expect(searchCalls()).toEqual([SEARCH]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('near=austin+tx'));
    await waitFor(() => expect(searchCalls()).toContain(`${SEARCH}?near=austin+tx`));
    expect(await screen.findByText('Showing 1–1 of 1 opening within 50 km of Austin, TX.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '25');
    await waitFor(() => expect(searchCalls()).toContain(`${SEARCH}?near=austin+tx&km=25`));
    // Emptying the box searches everywhere again at once.
    await user.clear(screen.getByRole('searchbox', { name: 'Near a city' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('near='));
  });

  it("shows the API's words when it knows no such place, and keeps the filters to mend", async () => {
    answerSearch(() =>
      HttpResponse.json(
        { error: 'No place called "Qwertyville" is known: write a city and its state', field: 'near' },
        { status: 400 },
      ),
    );
    await renderAt('/current-openings/job-openings?near=Qwertyville');
    expect(
      await screen.findByText('No place called "Qwertyville" is known: write a city and its state'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox', { name: 'Near a city' })).toHaveValue('Qwertyville');
    expect(screen.getByText('Check the place, or clear the filters to see every opening.')).toBeInTheDocument();
  });

  it('asks nothing of the API for a country it does not have, and shows no openings', async () => {
    await renderAt('/current-openings/job-openings?country=ZZ');
    expect(await screen.findByText('No openings match your search.')).toBeInTheDocument();
    expect(searchCalls()).toEqual([]);
  });
});
