import fs from 'node:fs';
import path from 'node:path';
import type { SiteData } from '@tekvana/shared';
import { siteDataFileProblems } from '@tekvana/shared/siteDataChecks';
import { composeSiteData, IMAGE_FILE, type SiteDataFiles } from '@tekvana/shared/siteDataFiles';

/** The content remote's data files (decision 007): JSON read as files, never its code. */
const dataFolder = path.resolve(__dirname, '../../remote-content/src/siteData');

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dataFolder, file), 'utf8'));
const namesIn = (folder: string, extension: string) =>
  fs.readdirSync(path.join(dataFolder, folder)).filter((name) => name.endsWith(extension));

/** The data files as the content remote bundles them: a page file's name is its slug. */
export function readSiteDataFiles(): SiteDataFiles {
  const pages = Object.fromEntries(
    namesIn('pages', '.json').map((name) => [name.slice(0, -'.json'.length), readJson(`pages/${name}`)]),
  );
  return { brand: readJson('brand.json'), header: readJson('header.json'), footer: readJson('footer.json'), pages };
}

/**
 * The site data the content remote ships, composed from its data files the same way, after the same check its build
 * makes. Images keep their file names: the SEO files and the browser tests never load them.
 */
export function readSiteData(): SiteData {
  const files = readSiteDataFiles();
  const images = fs.readdirSync(path.join(dataFolder, 'images')).filter((name) => IMAGE_FILE.test(name));
  const problems = siteDataFileProblems(files, images);
  if (problems.length > 0) throw new Error(`The content remote's site data files are invalid:\n${problems.join('\n')}`);
  return composeSiteData(files, (fileName) => fileName);
}
