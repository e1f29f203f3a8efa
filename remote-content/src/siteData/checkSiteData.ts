// The content remote's build runs this first (`npm run build`): invalid data files fail the build, naming what to
// fix, so they never reach the shell. The data test runs the same check.
import fs from 'node:fs';
import path from 'node:path';
import { siteDataFileProblems } from '@tekvana/shared/siteDataChecks';
import { IMAGE_FILE } from '@tekvana/shared/siteDataFiles';
import { siteDataFiles } from './files';

const filesIn = (folder: string, extension: string) =>
  fs.readdirSync(path.join(__dirname, folder)).filter((name) => name.endsWith(extension));

/** The page files on disk and the ones pages/index.ts lists must be the same, or a page would silently be left out. */
function unlistedPageFiles(): string[] {
  const listed = new Set(Object.keys(siteDataFiles.pages));
  const onDisk = filesIn('pages', '.json').map((name) => name.slice(0, -'.json'.length));
  return [
    ...onDisk.filter((name) => !listed.has(name)).map((name) => `pages/${name}.json is not listed in pages/index.ts`),
    ...[...listed]
      .filter((name) => !onDisk.includes(name))
      .map((name) => `pages/index.ts lists ${name}, which has no file`),
  ];
}

/** Every problem of the data folder, one line each (none: the data is valid). */
export function siteDataFolderProblems(): string[] {
  return [
    ...unlistedPageFiles(),
    ...siteDataFileProblems(
      siteDataFiles,
      fs.readdirSync(path.join(__dirname, 'images')).filter((name) => IMAGE_FILE.test(name)),
    ),
  ];
}

if (require.main === module) {
  const problems = siteDataFolderProblems();
  if (problems.length > 0) {
    console.error(
      `The site data files have ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Site data files: valid.');
}
