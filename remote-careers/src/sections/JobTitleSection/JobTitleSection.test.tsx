import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fetchOpeningById } from '../../api/staffingApi';
import { queryClient } from '../../queries/queryClient';
import { opening } from '../../testing/fixtures';
import JobTitleSection, { FALLBACK_TITLE } from './JobTitleSection';

jest.mock('../../api/staffingApi');
const mockFetch = jest.mocked(fetchOpeningById);

const section = { order: 1, type: 'JOB-TITLE-SECTION' as const, heading: 'PSTN_TITLE', subHeading: 'PSTN_LCTN' };

beforeEach(() => {
  jest.resetAllMocks();
  queryClient.clear();
});

describe('JobTitleSection', () => {
  it('shows the configured fields of the opening from navigation state as h1 and subtitle', () => {
    const fromState = opening({ REQ_ID: 7, PSTN_TITLE: 'Data Scientist', PSTN_LCTN: 'Pune, Maharashtra' });
    render(
      <MemoryRouter initialEntries={[{ pathname: '/current-openings/job-description', search: '?jobId=7', state: { opening: fromState } }]}>
        <JobTitleSection section={section} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Data Scientist' })).toBeInTheDocument();
    expect(screen.getByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(mockFetch).not.toHaveBeenCalled();
  });

  it('loads the opening by jobId when there is no state', async () => {
    mockFetch.mockResolvedValue(opening({ REQ_ID: 8, PSTN_TITLE: 'QA Lead' }));
    render(
      <MemoryRouter initialEntries={['/current-openings/job-description?jobId=8']}>
        <JobTitleSection section={section} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'QA Lead' })).toBeInTheDocument();
    expect(mockFetch).toHaveBeenCalledWith('8');
  });

  it('shows no title or subtitle from an opening without a title', async () => {
    mockFetch.mockResolvedValue(opening({ REQ_ID: 9, PSTN_TITLE: '', PSTN_LCTN: 'Somewhere' }));
    render(
      <MemoryRouter initialEntries={['/current-openings/job-description?jobId=9']}>
        <JobTitleSection section={section} />
      </MemoryRouter>,
    );
    // Let the loaded opening render before looking for what must not be there.
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { level: 1, name: FALLBACK_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Somewhere')).toBeNull();
  });
});
