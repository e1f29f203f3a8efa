import type { SiteData } from '@tekvana/shared';
import { composeSiteData } from '@tekvana/shared/siteDataFiles';
import { siteDataFiles } from './files';
import { imageUrls } from './images';

/**
 * The site data the shell loads at start (decision 007: header, footer, pages), owned and shipped by marketing: the
 * data files with the brand filled in and images turned into this remote's URLs. Nothing is checked here: the build
 * refuses invalid files (checkSiteData.ts), and the shell parses what it loads.
 */
export const siteData: SiteData = composeSiteData(siteDataFiles, (fileName) => imageUrls[fileName]);

export default siteData;
