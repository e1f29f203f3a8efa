import { Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { http, HttpResponse } from 'msw';
import { apiUrl, sentCalls, server } from '../../testing/apiServer';
import { installTestDeployConfig } from '../../testing/deployConfig';
import { opening, openings } from '../../testing/fixtures';
import { LocationProbe } from '../../testing/LocationProbe';
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

const answerOpenings = (answer: () => Response) => server.use(http.get(apiUrl('/get/requirement'), answer));

beforeEach(() => installTestDeployConfig());
afterEach(() => jest.restoreAllMocks());

describe('OpeningsSection', () => {
  it('loads from the targetUrl, shows a loading indicator, then the table sorted by REQ_ID descending', async () => {
    await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(sentCalls()).toContain('GET /get/requirement');
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
    expect(rowIds()).toEqual(['1']);
    // The list filters at once; the URL follows when typing pauses.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=engineer'));
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    expect(rowIds()).toEqual(['2', '1']);
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
    expect(rowIds()).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: /Location/ }));
    expect(rowIds()).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: /Location/ }));
    expect(rowIds()).toEqual(['3', '2', '1']);
    expect(screen.getByRole('columnheader', { name: /Job Id/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByTestId('location')).toHaveTextContent(/\?sort=PSTN_LCTN$/);
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    await renderAt('/current-openings/job-openings?q=astronaut&type=contractual');
    expect(await screen.findByText('No openings match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowIds()).toHaveLength(3);
    expect(screen.getByTestId('location').textContent).toBe('/current-openings/job-openings');
  });

  it("shows a lost connection, after the HTTP wrapper's three attempts, with a retry", async () => {
    const user = userEvent.setup();
    answerOpenings(() => HttpResponse.error());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(sentCalls().filter((call) => call === 'GET /get/requirement')).toHaveLength(3);
    // The connection is back.
    answerOpenings(() => HttpResponse.json(openings));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks again when the visitor comes back after a failed load, instead of showing the old error', async () => {
    server.use(http.get(apiUrl('/get/requirement'), () => HttpResponse.json({ openings }), { once: true }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    unmount();
    await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(sentCalls().filter((call) => call === 'GET /get/requirement')).toHaveLength(2);
  });

  it('shows an answer that is not a list as a failed load with a retry', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/get/requirement'), () => HttpResponse.json({ openings }), { once: true }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/current-openings/job-openings');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Unexpected answer from /get/requirement: not a list.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('leaves out and logs an opening that does not match the schema, and shows the others', async () => {
    const { PSTN_TITLE: _left, ...untitled } = opening({ REQ_ID: 4 });
    answerOpenings(() => HttpResponse.json([...openings, untitled]));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    expect(rowIds()).toEqual(['3', '2', '1']);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Left out item 3 of \/get\/requirement: .*PSTN_TITLE/s));
  });

  it('pages through many openings', async () => {
    const user = userEvent.setup();
    answerOpenings(() => HttpResponse.json(Array.from({ length: 25 }, (_, i) => opening({ REQ_ID: i + 1 }))));
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    expect(rowIds()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(rowIds()).toEqual(['5', '4', '3', '2', '1']);
    expect(screen.getByText('Showing 21–25 of 25 openings.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Openings pages' })).getByRole('button', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('View Job opens the job description with the opening as navigation state', async () => {
    const user = userEvent.setup();
    await renderAt('/current-openings/job-openings');
    await screen.findByRole('table');
    await user.click(screen.getByRole('link', { name: /View Job.*DevOps Lead, 2/ }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/current-openings/job-description?jobId=2');
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toEqual({ opening: openings[2] });
  });
});
