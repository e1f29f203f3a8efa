import type { MenuItem, SiteData } from '@tekvana/contracts';
import { outlineOf, readSiteData } from '../../tools/seo/loadSiteData';
import { contentRoutes } from '../../site-server/src/jobs/sitemap';

/**
 * The content remote's site data, read from its data files when the spec files load, so that a suite can declare
 * one test per route (a failure names its route, and Playwright spreads the routes over its workers).
 */
export const siteData: SiteData = readSiteData();

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.subMenu ?? [])]);

/** Every target of the header's two menus and the footer's columns, as the site data lists them. */
export const menuAndFooterTargets = (data: Pick<SiteData, 'header' | 'footer'>): string[] =>
  [
    ...flatten(data.header.menu),
    ...flatten(data.header.secondaryMenu),
    ...data.footer.columns.flatMap((column) => column.links),
  ]
    .map((item) => item.targetUrl)
    .filter(Boolean);

/**
 * Every content route, as the sitemap lists them (linked pages, pages no link reaches, home as `/`), plus the
 * linked URLs with a query, which show another state of their page (openings of one type).
 */
export const siteRoutes: string[] = [
  ...new Set([
    ...contentRoutes(outlineOf(siteData)),
    ...menuAndFooterTargets(siteData).filter((url) => url.startsWith('/') && url.includes('?')),
  ]),
];
