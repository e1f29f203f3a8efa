import type { SiteDataFiles } from '@tekvana/shared/siteDataFiles';
import brand from './brand.json';
import footer from './footer.json';
import header from './header.json';
import { pageFiles } from './pages';

/** The data files as marketing writes them (decision 007); JSON only, so the build's check can read them in Node. */
export const siteDataFiles: SiteDataFiles = { brand, header, footer, pages: pageFiles };
