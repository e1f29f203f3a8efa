import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { HYDRATION_DATA_ID } from '@tekvana/contracts/hydrationData';
import { serve } from '../testing/servedAnswers';
import { refreshServedAnswers, servedAnswersOf, startWithPrerenderedAnswers } from './queryClient';

afterEach(() => {
  document.getElementById(HYDRATION_DATA_ID)?.remove();
});

describe('servedAnswersOf', () => {
  it('serves every answer but the openings list, and nothing that failed', async () => {
    const client = new QueryClient();
    client.setQueryData(['opening', '7'], { REQ_ID: 7 });
    client.setQueryData(['countries'], [{ COUNTRY_CODE: 'IN' }]);
    client.setQueryData(['openings', '/get/requirement'], [{ REQ_ID: 7 }]);
    await client.prefetchQuery({ queryKey: ['states'], queryFn: () => Promise.reject(new Error('down')) });
    expect(servedAnswersOf(client).queries.map((query) => query.queryKey)).toEqual([['opening', '7'], ['countries']]);
  });
});

describe('startWithPrerenderedAnswers', () => {
  it('starts the cache with the answers the served page holds', () => {
    serve([{ key: ['opening', '7'], data: { REQ_ID: 7, PSTN_TITLE: 'Data Scientist' } }]);
    const client = new QueryClient();
    startWithPrerenderedAnswers(client);
    expect(client.getQueryData(['opening', '7'])).toEqual({ REQ_ID: 7, PSTN_TITLE: 'Data Scientist' });
  });

  it('refreshes a stale served answer once the page is live, not as its section mounts', async () => {
    const anHourAgo = Date.now() - 3_600_000;
    serve([
      { key: ['opening', '7'], data: { REQ_ID: 7, PSTN_TITLE: 'Data Scientist' }, updatedAt: anHourAgo },
      { key: ['countries'], data: [{ COUNTRY_CODE: 'IN' }] },
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    startWithPrerenderedAnswers(client);
    const fetchOpening = jest.fn(async () => ({ REQ_ID: 7, PSTN_TITLE: 'Senior Data Scientist' }));
    const fetchCountries = jest.fn(async () => [{ COUNTRY_CODE: 'US' }]);
    const unsubscribe = [
      new QueryObserver(client, { queryKey: ['opening', '7'], queryFn: fetchOpening }).subscribe(() => undefined),
      new QueryObserver(client, { queryKey: ['countries'], queryFn: fetchCountries }).subscribe(() => undefined),
    ];
    expect(fetchOpening).not.toHaveBeenCalled();

    refreshServedAnswers(client);
    refreshServedAnswers(client);
    await waitFor(() =>
      expect(client.getQueryData(['opening', '7'])).toMatchObject({ PSTN_TITLE: 'Senior Data Scientist' }),
    );
    expect(fetchOpening).toHaveBeenCalledTimes(1);
    // Fresh answers stay as they are.
    expect(fetchCountries).not.toHaveBeenCalled();
    unsubscribe.forEach((stop) => stop());

    // A section mounted later treats the answer as any other.
    client.setQueryData(['opening', '7'], { REQ_ID: 7 }, { updatedAt: anHourAgo });
    new QueryObserver(client, { queryKey: ['opening', '7'], queryFn: fetchOpening }).subscribe(() => undefined)();
    expect(fetchOpening).toHaveBeenCalledTimes(2);
  });
});
