import { siteBrand, type Page, type SiteOutline } from '@tekvana/shared';
import { loadRemoteModule } from '../federation/remotes';
import { loadSiteOutline, loadSitePage } from './loadSiteData';
import { readStoredOutline, readStoredPage } from './storage';

jest.mock('../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));

const outline: SiteOutline = {
  header: { brand: { name: 'B', shortName: 'B', slug: 'b', logoUrl: '/l.svg' }, menu: [], secondaryMenu: [] },
  footer: { columns: [], social: [], copyrightHolder: 'B', privacyPolicyUrl: '/privacy-policy' },
  pageKeys: ['home', 'devops'],
};
const home: Page = { title: 'Home', description: 'd', sections: [{ order: 1, type: 'TITLE-SECTION', heading: 'Hi' }] };
const devops: Page = { title: 'DevOps', description: 'd', sections: [] };

/** The content remote's siteData module, shipping `shipped` as its outline and these pages. */
const remoteModule = (shipped: unknown = outline, pages: Record<string, unknown> = { home, devops }) => ({
  siteOutline: shipped,
  loadPage: jest.fn(async (key: string) => pages[key]),
});

/** The remote answers with `module` (or fails with it, when it is an Error) from now on. */
function remote(module: object | Error) {
  jest.mocked(loadRemoteModule).mockImplementation(async () => {
    if (module instanceof Error) throw module;
    return module;
  });
}

const stored = () => JSON.parse(localStorage.getItem('siteData') ?? 'null');

let consoleError: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('loadSiteOutline', () => {
  it('stores what the content remote ships under siteData, and publishes the brand', async () => {
    remote(remoteModule());
    await expect(loadSiteOutline()).resolves.toEqual({ outline, source: 'remote' });
    expect(stored()).toEqual({ ...outline, pages: {} });
    expect(siteBrand()).toEqual(outline.header.brand);
  });

  it('falls back to the stored copy when the remote cannot be reached or ships the wrong shape', async () => {
    remote(remoteModule());
    await loadSiteOutline();
    remote(new Error('down'));
    await expect(loadSiteOutline()).resolves.toEqual({ outline, source: 'stored' });
    remote(remoteModule({ header: {} }));
    await expect(loadSiteOutline()).resolves.toEqual({ outline, source: 'stored' });
    expect(consoleError).toHaveBeenCalled();
  });

  it('fails when there is neither the remote nor a stored copy', async () => {
    remote(new Error('down'));
    await expect(loadSiteOutline()).rejects.toThrow('down');
    remote({ siteOutline: outline });
    await expect(loadSiteOutline()).rejects.toThrow('no page loader');
  });

  it('reads a stored copy written before pages loaded one by one (every page, no keys)', async () => {
    const { pageKeys, ...parts } = outline;
    localStorage.setItem('siteData', JSON.stringify({ ...parts, pages: { home, devops } }));
    remote(new Error('down'));
    await expect(loadSiteOutline()).resolves.toEqual({ outline: { ...parts, pageKeys }, source: 'stored' });
    expect(await readStoredPage('devops')).toEqual(devops);
  });

  it('ignores and then repairs a corrupt stored copy', async () => {
    localStorage.setItem('siteData', '{not json');
    expect(await readStoredOutline()).toBeUndefined();
    remote(remoteModule());
    await loadSiteOutline();
    expect(await readStoredOutline()).toEqual(outline);
  });

  it('keeps the stored pages the new outline still lists, and drops the others', async () => {
    remote(remoteModule());
    await loadSiteOutline();
    await loadSitePage('home');
    await loadSitePage('devops');
    remote(remoteModule({ ...outline, pageKeys: ['home'] }));
    await loadSiteOutline();
    expect(Object.keys(stored().pages)).toEqual(['home']);
  });

  it('still gives the outline when storage is full', async () => {
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    remote(remoteModule());
    await expect(loadSiteOutline()).resolves.toEqual({ outline, source: 'remote' });
    full.mockRestore();
  });
});

describe('loadSitePage', () => {
  it('loads only the page asked for, and stores it beside the outline', async () => {
    const module = remoteModule();
    remote(module);
    await loadSiteOutline();
    await expect(loadSitePage('devops')).resolves.toEqual(devops);
    expect(module.loadPage.mock.calls).toEqual([['devops']]);
    expect(stored()).toEqual({ ...outline, pages: { devops } });
  });

  it('stores the page as shipped, so a bad section is checked again (and shown as an error) from the stored copy', async () => {
    const shipped = { ...home, sections: [{ order: 1, type: 'TITLE-SECTION' }] };
    remote(remoteModule(outline, { home: shipped }));
    const page = await loadSitePage('home');
    expect(page.rejectedSections).toEqual([{ order: 1, type: 'TITLE-SECTION' }]);
    expect(stored().pages.home).toEqual(shipped);
    expect((await readStoredPage('home'))?.rejectedSections).toEqual([{ order: 1, type: 'TITLE-SECTION' }]);
  });

  it('uses the stored copy of a page opened before when the remote cannot give it', async () => {
    remote(remoteModule());
    await loadSitePage('devops');
    remote(new Error('down'));
    await expect(loadSitePage('devops')).resolves.toEqual(devops);
    remote(remoteModule(outline, { devops: { title: 'wrong shape' } }));
    await expect(loadSitePage('devops')).resolves.toEqual(devops);
  });

  it('fails for a page never opened when the remote cannot give it', async () => {
    remote(new Error('down'));
    await expect(loadSitePage('devops')).rejects.toThrow('down');
    remote(remoteModule(outline, {}));
    await expect(loadSitePage('devops')).rejects.toThrow('no page "devops" of the right shape');
  });
});
