import type { MenuItem, Page, SiteOutline } from '@tekvana/shared';

const SOCIAL_PROFILES = (data: SiteOutline) => data.footer.social.map((link) => link.url);

/** The offices a page shows (the contact page's locations), one per country and city. */
export const officesOf = (page: Page) =>
  page.sections
    .flatMap((section) => section.locations ?? [])
    .flatMap((group) => group.addresses.map((address) => ({ ...address, country: group.country })));

/**
 * schema.org Organization: name, logo and social profiles, on the home page; and with the offices, on a page that
 * shows them. Structured data describes what its page shows (decision 019), and a page loads only its own content.
 */
export function organizationJsonLd(data: SiteOutline, siteUrl: string, page: Page) {
  const unique = [...new Map(officesOf(page).map((office) => [`${office.country}/${office.city}`, office])).values()];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: data.header.brand.name,
    url: siteUrl,
    logo: new URL(data.header.brand.logoUrl, siteUrl).href,
    sameAs: SOCIAL_PROFILES(data),
    ...(unique.length > 0 && {
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
    }),
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
export function breadcrumbJsonLd(data: SiteOutline, siteUrl: string, path: string, pageTitle: string) {
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
