import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_FILE, type SiteDataFiles } from './siteDataFiles';

/**
 * Reads the content remote's data folder in Node (decision 007): the JSON files as files, never the remote's code,
 * so its build check and the tools see exactly what marketing wrote. A page file's name is its slug.
 */
export function readSiteDataFolder(folder: string): { files: SiteDataFiles; imageFileNames: string[] } {
  const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  const namesIn = (subfolder: string) => fs.readdirSync(path.join(folder, subfolder));
  const pages = Object.fromEntries(
    namesIn('pages')
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), readJson(`pages/${name}`)]),
  );
  return {
    files: { brand: readJson('brand.json'), header: readJson('header.json'), footer: readJson('footer.json'), pages },
    imageFileNames: namesIn('images').filter((name) => IMAGE_FILE.test(name)),
  };
}
