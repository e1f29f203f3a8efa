import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { http, HttpResponse } from 'msw';
import { useOpening } from '../../opening/useOpening';
import { queryClient } from '../../queries/queryClient';
import { openingQuery } from '../../queries/careersQueries';
import { withQueries } from '../../queries/withQueries';
import { apiUrl, sentCalls, server } from '../../testing/apiServer';
import { installTestDeployConfig } from '../../testing/deployConfig';
import { opening } from '../../testing/fixtures';
import JobTitleSection, { FALLBACK_TITLE } from './JobTitleSection';

const section = {
  order: 1,
  type: 'JOB-TITLE-SECTION' as const,
  fields: { title: 'PSTN_TITLE', subtitle: 'PSTN_LCTN' },
};

const answerOpening = (answer: ReturnType<typeof opening>) =>
  server.use(http.get(apiUrl(`/get/RequirementID/${answer.REQ_ID}`), () => HttpResponse.json([answer])));

/**
 * Says when the page's opening has loaded. It reads the same cached query as the banner, and both re-render in
 * the same batch, so a test can wait for this even when nothing on the banner changes.
 */
const OpeningLoaded = withQueries(function OpeningLoaded() {
  const result = useOpening();
  return result.status === 'found' ? <p>Opening {result.opening.REQ_ID} loaded</p> : null;
});

beforeEach(() => installTestDeployConfig());

describe('JobTitleSection', () => {
  it('shows the configured fields of an opening already loaded (View Job starts the load) as h1 and subtitle', () => {
    const loaded = opening({ REQ_ID: 7, PSTN_TITLE: 'Data Scientist', PSTN_LCTN: 'Pune, Maharashtra' });
    queryClient.setQueryData(openingQuery('7').queryKey, loaded);
    render(
      <MemoryRouter initialEntries={['/current-openings/job-description?jobId=7']}>
        <RouterNavigation>
          <JobTitleSection section={section} />
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Data Scientist' })).toBeInTheDocument();
    expect(screen.getByText('Pune, Maharashtra')).toBeInTheDocument();
    // Fresh in the cache: nothing began loading, and nothing reached the API.
    expect(queryClient.isFetching()).toBe(0);
    expect(sentCalls()).toEqual([]);
  });

  it('loads the opening by jobId when it is not loaded yet', async () => {
    answerOpening(opening({ REQ_ID: 8, PSTN_TITLE: 'QA Lead' }));
    render(
      <MemoryRouter initialEntries={['/current-openings/job-description?jobId=8']}>
        <RouterNavigation>
          <JobTitleSection section={section} />
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'QA Lead' })).toBeInTheDocument();
    expect(sentCalls()).toEqual(['GET /get/RequirementID/8']);
  });

  it('shows no title or subtitle from an opening without a title', async () => {
    answerOpening(opening({ REQ_ID: 9, PSTN_TITLE: '', PSTN_LCTN: 'Somewhere' }));
    render(
      <MemoryRouter initialEntries={['/current-openings/job-description?jobId=9']}>
        <RouterNavigation>
          <JobTitleSection section={section} />
          <OpeningLoaded />
        </RouterNavigation>
      </MemoryRouter>,
    );
    // Let the loaded opening render before looking for what must not be there.
    await screen.findByText('Opening 9 loaded');
    expect(screen.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Somewhere')).toBeNull();
  });
});
