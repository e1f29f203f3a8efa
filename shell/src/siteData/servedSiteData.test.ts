import { HYDRATION_DATA_ID } from '@tekvana/contracts/hydrationData';
import { testOutline, testPages } from '../testing/renderWithSite';
import { readServedSiteData, storeServedSiteData } from './servedSiteData';
import { readStoredOutline, readStoredPage, storePage } from './storage';

function serve(data: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = HYDRATION_DATA_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  localStorage.clear();
  document.getElementById(HYDRATION_DATA_ID)?.remove();
});

describe('readServedSiteData', () => {
  it('gives the router the outline and page the server checked, for the path the page was rendered for', () => {
    serve({ shell: { outline: testOutline, pageKey: 'devops', page: testPages.devops } });
    const served = readServedSiteData('/digital-transformation/devops');
    expect(served).toMatchObject({ pageKey: 'devops', known: true, page: { title: testPages.devops.title } });
    expect(served?.outline.pageKeys).toEqual(testOutline.pageKeys);
  });

  it("takes the home page's content for a path whose key is no page, as the loader does", () => {
    serve({ shell: { outline: testOutline, pageKey: 'home', page: testPages.home } });
    expect(readServedSiteData('/no-such-page')).toMatchObject({ pageKey: 'no-such-page', known: false });
  });

  it('gives nothing without a copy, for another page than the path shows, or for data of the wrong shape', () => {
    expect(readServedSiteData('/digital-transformation/devops')).toBeUndefined();
    serve({ shell: { outline: testOutline, pageKey: 'home', page: testPages.home } });
    expect(readServedSiteData('/digital-transformation/devops')).toBeUndefined();
    document.getElementById(HYDRATION_DATA_ID)?.remove();
    serve({ shell: { outline: { header: 'no' }, pageKey: 'home', page: testPages.home } });
    expect(readServedSiteData('/home')).toBeUndefined();
    document.getElementById(HYDRATION_DATA_ID)?.remove();
    serve({ shell: { outline: testOutline, pageKey: 'home', page: { title: 1 } } });
    expect(readServedSiteData('/home')).toBeUndefined();
  });
});

describe('storeServedSiteData', () => {
  it("keeps the page's outline and page on the device, beside pages stored before, as a start from the remote does", async () => {
    storePage('home', testPages.home);
    serve({ shell: { outline: testOutline, pageKey: 'devops', page: testPages.devops } });
    const served = readServedSiteData('/digital-transformation/devops');
    expect(await readStoredOutline()).toBeUndefined();
    storeServedSiteData(served!);
    expect(await readStoredOutline()).toEqual(served?.outline);
    expect((await readStoredPage('devops'))?.title).toBe(testPages.devops.title);
    expect((await readStoredPage('home'))?.title).toBe(testPages.home.title);
    const stored = JSON.parse(localStorage.getItem('siteData') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['header', 'footer', 'pageKeys', 'pages']));
  });
});
