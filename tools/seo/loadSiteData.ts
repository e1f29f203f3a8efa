import type { SiteData } from '@tekvana/shared';

/**
 * Loads the content remote's site data source in Node. Its images are webpack imports: outside webpack each
 * becomes its file name, which is all the SEO files need (they never list images).
 */
export function loadSiteDataSource(): SiteData {
  for (const extension of ['.svg', '.png', '.webp', '.css']) {
    require.extensions[extension] = (module, filename) => {
      module.exports = { __esModule: true, default: filename };
    };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- after the hooks above, on purpose
  const source = require('../../remote-content/src/siteData') as { siteData: SiteData };
  return source.siteData;
}
