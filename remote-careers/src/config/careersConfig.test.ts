import { publishSiteBrand } from '@tekvana/shared';
import { organizationName } from './careersConfig';

describe('organizationName', () => {
  it('falls back to the page title, then to a default, on the standalone page', () => {
    document.title = 'Current Openings | Acme Staffing';
    expect(organizationName()).toBe('Acme Staffing');
    document.title = 'Careers remote';
    expect(organizationName()).toBe('Tekvana Technologies');
  });

  it('names the brand the shell published from the site data, never the shell storage', () => {
    localStorage.setItem('siteData', JSON.stringify({ header: { brand: { name: 'From storage' } } }));
    publishSiteBrand({ name: ' Site Data Brand ', shortName: 'SDB', slug: 'sdb', logoUrl: '/logo.svg' });
    document.title = 'Current Openings | Title Brand';
    expect(organizationName()).toBe('Site Data Brand');
  });
});
