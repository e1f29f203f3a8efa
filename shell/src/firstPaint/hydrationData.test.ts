import { PRERENDER_DATA_ID, readPrerenderData } from '@tekvana/shared/prerender';
import { loadHydrationData, hydrationDataLoading } from './hydrationData';

const DATA = { shell: { pageKey: 'home' }, careers: { queries: [{ text: '</script><p>' }] } };

function servedRoot(file?: string): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-prerendered', '');
  if (file) root.setAttribute('data-prerender-data', file);
  return root;
}

const answer = (body: string, status = 200) => jest.fn(async () => new Response(body, { status }));

afterEach(() => {
  document.getElementById(PRERENDER_DATA_ID)?.remove();
  jest.restoreAllMocks();
});

describe('loadHydrationData', () => {
  it('fetches the file the copy names and gives each app its part of the data, whatever the text holds', async () => {
    const load = answer(JSON.stringify(DATA));
    await loadHydrationData(servedRoot('/prerender-data/abc.json'), load);
    expect(load).toHaveBeenCalledWith(
      '/prerender-data/abc.json',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(readPrerenderData('shell')).toEqual(DATA.shell);
    expect(readPrerenderData('careers')).toEqual(DATA.careers);
  });

  it('fetches nothing for a page without a copy or a copy without data', async () => {
    const load = answer('{}');
    await loadHydrationData(null, load);
    await loadHydrationData(servedRoot(), load);
    expect(load).not.toHaveBeenCalled();
    expect(document.getElementById(PRERENDER_DATA_ID)).toBeNull();
  });

  it('leaves no data, with a warning, when the file is gone, so the apps load theirs afresh', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadHydrationData(servedRoot('/prerender-data/old.json'), answer('Not found', 404));
    expect(readPrerenderData('shell')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'The pre-rendered page data could not be loaded:',
      '/prerender-data/old.json answered 404',
    );
  });

  it('gives up on a file that does not come in time, so the start-up is never held for long', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stalled = jest.fn(
      (_file: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await loadHydrationData(servedRoot('/prerender-data/abc.json'), stalled, 20);
    expect(document.getElementById(PRERENDER_DATA_ID)).toBeNull();
  });

  it('leaves no data when the network fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await loadHydrationData(servedRoot('/prerender-data/abc.json'), load);
    expect(document.getElementById(PRERENDER_DATA_ID)).toBeNull();
  });
});

describe('hydrationDataLoading', () => {
  it('fetches the copy on the page once, however often the start-up asks, and only when first asked', async () => {
    const root = servedRoot('/prerender-data/abc.json');
    root.id = 'root';
    document.body.append(root);
    const load = answer(JSON.stringify(DATA));
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(load);
    try {
      expect(fetchMock).not.toHaveBeenCalled();
      const first = hydrationDataLoading();
      expect(hydrationDataLoading()).toBe(first);
      await first;
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(readPrerenderData('shell')).toEqual(DATA.shell);
    } finally {
      root.remove();
    }
  });
});
