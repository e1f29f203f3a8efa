import { QueryClient } from '@tanstack/react-query';
import { PRERENDER_DATA_ID } from '@tekvana/shared/prerender';
import { startWithPrerenderedAnswers } from './queryClient';

afterEach(() => {
  document.getElementById(PRERENDER_DATA_ID)?.remove();
  delete window.tekvanaPrerender;
});

describe('startWithPrerenderedAnswers', () => {
  it('offers the prerender step every answer but the openings list, and nothing that failed', async () => {
    window.tekvanaPrerender = {};
    const client = new QueryClient();
    startWithPrerenderedAnswers(client);
    client.setQueryData(['opening', '7'], { REQ_ID: 7 });
    client.setQueryData(['countries'], [{ COUNTRY_CODE: 'IN' }]);
    client.setQueryData(['openings', '/get/requirement'], [{ REQ_ID: 7 }]);
    await client.prefetchQuery({ queryKey: ['states'], queryFn: () => Promise.reject(new Error('down')) });
    const offered = window.tekvanaPrerender.data?.careers?.() as { queries: { queryKey: unknown[] }[] };
    expect(offered.queries.map((query) => query.queryKey)).toEqual([['opening', '7'], ['countries']]);
  });

  it('starts the cache with the answers the served page holds', () => {
    const served = new QueryClient();
    served.setQueryData(['opening', '7'], { REQ_ID: 7, PSTN_TITLE: 'Data Scientist' });
    window.tekvanaPrerender = {};
    startWithPrerenderedAnswers(served);
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PRERENDER_DATA_ID;
    element.textContent = JSON.stringify({ careers: window.tekvanaPrerender.data?.careers?.() });
    document.body.append(element);
    delete window.tekvanaPrerender;

    const client = new QueryClient();
    startWithPrerenderedAnswers(client);
    expect(client.getQueryData(['opening', '7'])).toEqual({ REQ_ID: 7, PSTN_TITLE: 'Data Scientist' });
  });
});
