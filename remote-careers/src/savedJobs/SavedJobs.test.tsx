import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { http, HttpResponse } from 'msw';
import { queryClient } from '../queries/queryClient';
import { apiUrl, sentCalls, server } from '../testing/apiServer';
import { installTestDeployConfig } from '../testing/deployConfig';
import { opening } from '../testing/fixtures';
import { LocationProbe } from '../testing/LocationProbe';
import { SaveJobButton } from './SaveJobButton';
import { SavedJobs } from './SavedJobs';
import { STORAGE_REFUSED } from './SavedJobsProblem';
import { SAVED_JOBS_KEY } from './savedJobsStorage';
import { removeSavedJob } from './savedJobsStore';

const dataScientist = { REQ_ID: 3, PSTN_TITLE: 'Data Scientist', PSTN_LCTN: 'Pune, Maharashtra' };

function renderView() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/current-openings/job-openings']}>
        <RouterNavigation>
          <SaveJobButton job={dataScientist} />
          <SavedJobs />
          <LocationProbe />
        </RouterNavigation>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const keep = (jobs: object[]) => localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify(jobs));
const panel = () => screen.getByRole('region', { name: 'Saved jobs' });

beforeEach(() => installTestDeployConfig());
afterEach(() => jest.restoreAllMocks());

describe('SavedJobs', () => {
  it('lists the saved jobs when opened, linking each, and marks those that closed or passed their closing date', async () => {
    const user = userEvent.setup();
    keep([
      { REQ_ID: 1, PSTN_TITLE: 'QA Engineer', PSTN_LCTN: 'austin, TX', savedOn: '2026-11-20' },
      { REQ_ID: 99, PSTN_TITLE: 'Filled Role', PSTN_LCTN: 'Remote', savedOn: '2026-11-20' },
      { REQ_ID: 5, PSTN_TITLE: 'Past Its Date', PSTN_LCTN: 'Dallas, TX', savedOn: '2026-11-20' },
    ]);
    server.use(
      http.get(apiUrl('/get/RequirementID/5'), () =>
        HttpResponse.json([opening({ REQ_ID: 5, POSTED_DATE: '2020-01-01', CLOSING_DATE: '2020-02-01' })]),
      ),
    );
    renderView();
    const toggle = screen.getByRole('button', { name: 'Saved jobs (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Nothing is asked of the API until the view opens.
    expect(sentCalls().filter((call) => call.startsWith('GET /get/RequirementID'))).toEqual([]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = await within(panel()).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    await within(items[1] as HTMLElement).findByText('Closed');
    await within(items[2] as HTMLElement).findByText('Closed');
    expect(within(items[0] as HTMLElement).queryByText('Closed')).toBeNull();
    expect(items[0]).toHaveTextContent(/austin, TX · Job Id 1 · Saved \d+ days? ago/);
    await user.click(within(items[0] as HTMLElement).getByRole('link', { name: 'QA Engineer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/current-openings/job-description?jobId=1');
  });

  it('says when a saved job could not be checked, without calling it closed', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keep([{ ...dataScientist, savedOn: '2026-11-20' }]);
    server.use(http.get(apiUrl('/get/RequirementID/3'), () => HttpResponse.json({}, { status: 500 })));
    renderView();
    await user.click(screen.getByRole('button', { name: 'Saved jobs (1)' }));
    const item = within(panel()).getByRole('listitem');
    expect(await within(item).findByText('Could not be checked just now')).toBeInTheDocument();
    expect(within(item).queryByText('Closed')).toBeNull();
  });

  it('saves from a job, shows it at once, and removes it, keeping the focus in the view', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('button', { name: 'Saved jobs (0)' }));
    expect(within(panel()).getByText(/No saved jobs yet/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save job: Data Scientist, 3' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Saved jobs (1)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ ...dataScientist, savedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    ]);
    expect(await within(panel()).findByText('Saved today', { exact: false })).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Remove Data Scientist from saved jobs' }));
    expect(panel()).toHaveFocus();
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(SAVED_JOBS_KEY)).toBeNull();
  });

  it('says in one line that a job cannot be kept when storage refuses it, and still shows it saved', async () => {
    const user = userEvent.setup();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderView();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save job: Data Scientist, 3' }));
    expect(screen.getByRole('status')).toHaveTextContent(STORAGE_REFUSED);
    expect(screen.getByRole('button', { name: 'Save job: Data Scientist, 3' })).toHaveAttribute('aria-pressed', 'true');
    jest.restoreAllMocks();
    act(() => removeSavedJob(3));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
