import type { MenuItem, SiteData } from '@tekvana/shared';

const SOCIAL_PROFILES = (data: SiteData) => data.footer.social.map((link) => link.url);

/** schema.org Organization for the home page: name, logo, social profiles and every office in the site data. */
export function organizationJsonLd(data: SiteData, siteUrl: string) {
  const offices = Object.values(data.pages)
    .flatMap((page) => page.sections)
    .flatMap((section) => section.locations ?? [])
    .flatMap((group) => group.addresses.map((address) => ({ ...address, country: group.country })));
  const unique = [...new Map(offices.map((office) => [`${office.country}/${office.city}`, office])).values()];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: data.header.brand.name,
    url: siteUrl,
    logo: new URL(data.header.brand.logoUrl, siteUrl).href,
    sameAs: SOCIAL_PROFILES(data),
    location: unique.map((office) => ({
      '@type': 'Place',
      name: `${data.header.brand.shortName} ${office.city}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.address,
        addressLocality: office.city,
        addressCountry: office.country,
      },
    })),
  };
}

function findTrail(items: MenuItem[], path: string, trail: MenuItem[] = []): MenuItem[] | undefined {
  for (const item of items) {
    const here = [...trail, item];
    if (item.targetUrl.split('?')[0] === path) return here;
    const below = item.subMenu && findTrail(item.subMenu, path, here);
    if (below) return below;
  }
  return undefined;
}

/** schema.org BreadcrumbList for nested routes: Home, then the menu entries that lead to the page. */
export function breadcrumbJsonLd(data: SiteData, siteUrl: string, path: string, pageTitle: string) {
  if (path.split('/').filter(Boolean).length < 2) return undefined;
  const trail = findTrail([...data.header.menu, ...data.header.secondaryMenu], path) ?? [];
  const names = [...trail.slice(0, -1).map((item) => item.title), pageTitle];
  const crumbs = [
    { name: 'Home', url: new URL('/home', siteUrl).href },
    ...names.map((name, index) => ({
      name,
      url: index === names.length - 1 ? new URL(path, siteUrl).href : undefined,
    })),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}
