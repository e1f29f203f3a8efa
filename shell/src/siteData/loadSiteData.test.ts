import { siteBrand, type SiteData } from '@tekvana/shared';
import { loadRemoteModule } from '../federation/remotes';
import { loadSiteData } from './loadSiteData';
import { readStoredSiteData, storeSiteData } from './storage';

jest.mock('../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));

const siteData: SiteData = {
  header: { brand: { name: 'B', shortName: 'B', slug: 'b', logoUrl: '/l.svg' }, menu: [], secondaryMenu: [] },
  footer: { columns: [], social: [], copyrightHolder: 'B', privacyPolicyUrl: '/privacy-policy' },
  pages: { home: { title: 'Home', description: 'd', sections: [] } },
};

/** Loads the site data while the content remote's siteData module gives what `module` answers. */
function loadWith(module: () => Promise<unknown>) {
  jest.mocked(loadRemoteModule).mockImplementationOnce(module);
  return loadSiteData();
}

beforeEach(() => localStorage.clear());

describe('loadSiteData', () => {
  it('stores what the content remote ships under siteData', async () => {
    const result = await loadWith(async () => ({ default: siteData }));
    expect(result.source).toBe('remote');
    expect(JSON.parse(localStorage.getItem('siteData') ?? '')).toEqual(siteData);
  });

  it('falls back to the stored copy when the remote cannot be reached', async () => {
    storeSiteData(siteData);
    const result = await loadWith(async () => Promise.reject(new Error('down')));
    expect(result).toEqual({ data: siteData, source: 'stored' });
  });

  it('publishes the brand for the remotes, from the remote or the stored copy', async () => {
    await loadWith(async () => ({ default: siteData }));
    expect(siteBrand()).toEqual(siteData.header.brand);
    const renamed = {
      ...siteData,
      header: { ...siteData.header, brand: { ...siteData.header.brand, name: 'Stored' } },
    };
    storeSiteData(renamed);
    await loadWith(async () => Promise.reject(new Error('down')));
    expect(siteBrand()?.name).toBe('Stored');
  });

  it('fails when there is neither the remote nor a stored copy', async () => {
    await expect(loadWith(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('refuses data of the wrong shape and repairs a corrupt stored copy', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('siteData', '{not json');
    expect(readStoredSiteData()).toBeUndefined();
    await expect(loadWith(async () => ({ default: { pages: {} } }))).rejects.toThrow(/wrong shape/);
    await loadWith(async () => ({ siteData }));
    expect(readStoredSiteData()).toEqual(siteData);
    localStorage.setItem('siteData', JSON.stringify({ ...siteData, footer: {} }));
    expect(readStoredSiteData()).toBeUndefined();
    consoleError.mockRestore();
  });

  it('falls back to the stored copy when the remote ships data of the wrong shape', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSiteData(siteData);
    await expect(loadWith(async () => ({ default: { header: {} } }))).resolves.toEqual({
      data: siteData,
      source: 'stored',
    });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('stores the data as shipped, so a bad section is checked again (and shown as an error) from the stored copy', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = { order: 1, type: 'TITLE-SECTION' };
    const shipped = { ...siteData, pages: { home: { title: 'Home', description: 'd', sections: [bad] } } };
    const loaded = await loadWith(async () => ({ default: shipped }));
    expect(loaded.data.pages.home?.rejectedSections).toEqual([{ order: 1, type: 'TITLE-SECTION' }]);
    expect(JSON.parse(localStorage.getItem('siteData') ?? '')).toEqual(shipped);
    expect(readStoredSiteData()?.pages.home?.rejectedSections).toEqual([{ order: 1, type: 'TITLE-SECTION' }]);
    consoleError.mockRestore();
  });

  it('still renders from the remote when storage is full', async () => {
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(loadWith(async () => ({ default: siteData }))).resolves.toEqual({
      data: siteData,
      source: 'remote',
    });
    full.mockRestore();
  });
});
