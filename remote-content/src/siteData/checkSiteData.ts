// The content remote's build runs this first (`npm run build`): invalid data files fail the build, naming what to
// fix, so they never reach the shell. The data test runs the same check.
import { siteDataFileProblems } from '@tekvana/contracts/siteDataChecks';
import { readSiteDataFolder } from '@tekvana/contracts/siteDataFolder';
import { pageFiles } from './pages';

/** Every problem of the data folder, one line each (none: the data is valid). */
export function siteDataFolderProblems(): string[] {
  const { files, imageFileNames } = readSiteDataFolder(__dirname);
  // The page files on disk and the ones pages/index.ts lists must be the same, or a page would silently be left out.
  const listed = Object.keys(pageFiles);
  const onDisk = Object.keys(files.pages);
  return [
    ...onDisk
      .filter((name) => !listed.includes(name))
      .map((name) => `pages/${name}.json is not listed in pages/index.ts`),
    ...listed.filter((name) => !onDisk.includes(name)).map((name) => `pages/index.ts lists ${name}, which has no file`),
    ...siteDataFileProblems(files, imageFileNames),
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
