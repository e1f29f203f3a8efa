import path from 'node:path';
import type { SiteData, SiteOutline } from '@tekvana/contracts';
import { siteDataFileProblems } from '@tekvana/contracts/siteDataChecks';
import { composeSiteData } from '@tekvana/contracts/siteDataFiles';
import { readSiteDataFolder } from '@tekvana/contracts/siteDataFolder';

/** The content remote's data files (decision 007): JSON read as files, never its code. */
const dataFolder = path.resolve(__dirname, '../../remote-content/src/siteData');

/**
 * The site data the content remote ships, composed from its data files the same way, after the same check its build
 * makes. Images keep their file names: the SEO files and the browser tests never load them.
 */
export function readSiteData(): SiteData {
  const { files, imageFileNames } = readSiteDataFolder(dataFolder);
  const problems = siteDataFileProblems(files, imageFileNames);
  if (problems.length > 0) throw new Error(`The content remote's site data files are invalid:\n${problems.join('\n')}`);
  return composeSiteData(files, (fileName) => fileName);
}

/** The outline of whole site data: what the site loads first, every page's key included. */
export const outlineOf = ({ header, footer, pages }: SiteData): SiteOutline => ({
  header,
  footer,
  pageKeys: Object.keys(pages),
});
