import { siteBrand, type SiteData } from '@tekvana/shared';
import { loadSiteData } from './loadSiteData';
import { readStoredSiteData, storeSiteData } from './storage';

jest.mock('../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));

const siteData: SiteData = {
  header: { brand: { name: 'B', shortName: 'B', slug: 'b', logoUrl: '/l.svg' }, menu: [], secondaryMenu: [] },
  footer: { columns: [], social: [], copyrightHolder: 'B', privacyPolicyUrl: '/privacy-policy' },
  pages: { home: { title: 'Home', description: 'd', sections: [] } },
};

beforeEach(() => localStorage.clear());

describe('loadSiteData', () => {
  it('stores what the content remote ships under siteData', async () => {
    const result = await loadSiteData(async () => ({ default: siteData }));
    expect(result.source).toBe('remote');
    expect(JSON.parse(localStorage.getItem('siteData') ?? '')).toEqual(siteData);
  });

  it('falls back to the stored copy when the remote cannot be reached', async () => {
    storeSiteData(siteData);
    const result = await loadSiteData(async () => Promise.reject(new Error('down')));
    expect(result).toEqual({ data: siteData, source: 'stored' });
  });

  it('publishes the brand for the remotes, from the remote or the stored copy', async () => {
    await loadSiteData(async () => ({ default: siteData }));
    expect(siteBrand()).toEqual(siteData.header.brand);
    const renamed = { ...siteData, header: { ...siteData.header, brand: { ...siteData.header.brand, name: 'Stored' } } };
    storeSiteData(renamed);
    await loadSiteData(async () => Promise.reject(new Error('down')));
    expect(siteBrand()?.name).toBe('Stored');
  });

  it('fails when there is neither the remote nor a stored copy', async () => {
    await expect(loadSiteData(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('refuses data of the wrong shape and repairs a corrupt stored copy', async () => {
    localStorage.setItem('siteData', '{not json');
    expect(readStoredSiteData()).toBeUndefined();
    await expect(loadSiteData(async () => ({ default: { pages: {} } as unknown as SiteData }))).rejects.toThrow(/wrong shape/);
    await loadSiteData(async () => ({ siteData }));
    expect(readStoredSiteData()).toEqual(siteData);
  });

  it('still renders from the remote when storage is full', async () => {
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(loadSiteData(async () => ({ default: siteData }))).resolves.toEqual({ data: siteData, source: 'remote' });
    full.mockRestore();
  });
});
