import path from 'node:path';
import type { SiteOutline } from '@tekvana/contracts';
import { siteDataComposer } from '@tekvana/contracts/siteDataFiles';
import { readSiteDataFolder } from '@tekvana/contracts/siteDataFolder';

/** The outline of the site data in the repository, composed as the content remote's build writes it to its file. */
export function repositorySiteOutline(): SiteOutline {
  const { files } = readSiteDataFolder(path.resolve(__dirname, '../../../remote-content/src/siteData'));
  return siteDataComposer(files.brand, (fileName) => fileName).outline(
    files.header,
    files.footer,
    Object.keys(files.pages),
  );
}
