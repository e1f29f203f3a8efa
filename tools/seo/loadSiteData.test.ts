import { lenientSiteDataSchemas } from '@tekvana/contracts/siteDataSchema';
import { readSiteData } from './loadSiteData';

describe('readSiteData', () => {
  const data = readSiteData();

  it('composes the content remote data files into valid site data, brand filled in', () => {
    expect(lenientSiteDataSchemas().siteDataSchema.safeParse(data).success).toBe(true);
    expect(JSON.stringify(data)).not.toContain('{brand.');
    expect(data.pages[`life-at-${data.header.brand.slug}`]).toBeDefined();
  });

  it('keeps image file names, which the SEO files never list', () => {
    const home = data.pages.home?.sections[0];
    expect(home?.type === 'CAROUSEL' && home.carouselData?.[0]?.imageUrl).toMatch(/^[\w-]+\.svg$/);
  });
});
