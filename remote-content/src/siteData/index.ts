import type { SiteDataModule } from '@tekvana/shared';
import { siteDataComposer } from '@tekvana/contracts/siteDataFiles';
import brand from './brand.json';
import footer from './footer.json';
import header from './header.json';
import { imageUrls } from './images';
import { pageFiles } from './pages';

/**
 * The site data the shell loads (decision 007), owned and shipped by marketing: the data files with the brand filled
 * in and images turned into this remote's URLs. The outline (header, footer, page keys) comes with this module;
 * each page's file is its own chunk, fetched when the page is opened. Nothing is checked here: the build refuses
 * invalid files (checkSiteData.ts), and the shell parses what it loads.
 */
const compose = siteDataComposer(brand, (fileName) => imageUrls[fileName]);

export const siteOutline: SiteDataModule['siteOutline'] = compose.outline(header, footer, Object.keys(pageFiles));

const fileNameOfKey = new Map(Object.keys(pageFiles).map((fileName) => [compose.pageKey(fileName), fileName]));

export const loadPage: SiteDataModule['loadPage'] = async (key) => {
  const fileName = fileNameOfKey.get(key);
  const load = fileName === undefined ? undefined : pageFiles[fileName];
  if (!load) return undefined;
  return compose.page((await load()).default);
};
