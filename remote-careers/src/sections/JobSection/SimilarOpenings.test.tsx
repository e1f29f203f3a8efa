import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { queryClient } from '../../queries/queryClient';
import { OPENINGS_SEARCH_PATH } from '@tekvana/contracts/careers';
import { apiUrl, openingsHandlers, sentCalls, server } from '../../testing/apiServer';
import { installTestDeployConfig } from '../../testing/deployConfig';
import { opening } from '../../testing/fixtures';
import { SimilarOpenings } from './SimilarOpenings';

const current = opening({
  REQ_ID: 10,
  PSTN_TITLE: 'Data Engineer',
  PSTN_LCTN: 'Pune, Maharashtra',
  PSTN_TYP: 'Full-Time',
});
const list = [
  current,
  opening({ REQ_ID: 11, PSTN_TITLE: 'Lead Data Engineer', PSTN_LCTN: 'Dallas, TX', PSTN_TYP: 'Full-Time' }),
  opening({ REQ_ID: 12, PSTN_TITLE: 'Receptionist', PSTN_LCTN: 'Austin, TX', PSTN_TYP: 'Contract' }),
];

function renderWith(job?: typeof current) {
  return render(
    <MemoryRouter>
      <RouterNavigation>
        <QueryClientProvider client={queryClient}>
          <SimilarOpenings opening={job} />
        </QueryClientProvider>
      </RouterNavigation>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  installTestDeployConfig();
  server.use(...openingsHandlers(list));
});

describe('SimilarOpenings', () => {
  it('links to related open roles with their facts, not to the job itself or unrelated ones', async () => {
    renderWith(current);
    const section = screen.getByRole('region', { name: 'Similar openings' });
    const link = await within(section).findByRole('link', { name: 'Lead Data Engineer' });
    expect(link).toHaveAttribute('href', '/current-openings/job-description?jobId=11');
    expect(within(section).getByText('Dallas, TX · Remote · Full-Time')).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    // A few small searches (the same type with each title word, the city, the type), never the whole list.
    expect(sentCalls()).toEqual([
      `GET ${OPENINGS_SEARCH_PATH}?type=permanent&q=data&size=10`,
      `GET ${OPENINGS_SEARCH_PATH}?type=permanent&q=engineer&size=10`,
      `GET ${OPENINGS_SEARCH_PATH}?q=pune&size=10`,
      `GET ${OPENINGS_SEARCH_PATH}?type=permanent&size=10`,
    ]);
  });

  it('ranks the whole list where the back end has no search call', async () => {
    server.use(http.get(apiUrl(OPENINGS_SEARCH_PATH), () => HttpResponse.json({ error: 'No route' }, { status: 404 })));
    renderWith(current);
    const section = screen.getByRole('region', { name: 'Similar openings' });
    expect(await within(section).findByRole('link', { name: 'Lead Data Engineer' })).toBeInTheDocument();
    expect(sentCalls()).toContain('GET /get/requirement');
  });

  it('offers the newest open roles when the job is gone', async () => {
    renderWith(undefined);
    const section = screen.getByRole('region', { name: 'Open roles' });
    expect(await within(section).findAllByRole('link')).toHaveLength(3);
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get(apiUrl(OPENINGS_SEARCH_PATH), () => new HttpResponse(null, { status: 500 })));
    renderWith(current);
    expect(await screen.findByText('The openings could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
