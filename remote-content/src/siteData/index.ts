import type { SiteData } from '@tekvana/shared';
import { header } from './header';
import { footer } from './footer';
import { pages } from './pages';

/** The site data the shell loads at start (decision 007: header, footer, pages), owned and shipped by marketing. */
export const siteData: SiteData = { header, footer, pages };

export default siteData;
