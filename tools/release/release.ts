// `npm run release -w <workspace>`: builds the workspace's app and stores the build as an immutable release
// (docs/decisions/051-immutable-releases.md). The release id is the last line printed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appOfPackage, releaseStore } from './config';
import { ReleaseError } from './store';

async function main(): Promise<void> {
  const workspace = process.cwd();
  const { name, version } = JSON.parse(fs.readFileSync(path.join(workspace, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const app = appOfPackage(name);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: workspace, stdio: 'inherit' });
  if (build.status !== 0) throw new ReleaseError(`The build of ${name} failed; nothing was stored.`);
  const store = releaseStore();
  const { record, stored } = await store.put(app, version, path.join(workspace, 'dist'));
  console.log(
    stored
      ? `Stored release ${record.id} of ${app} (${record.files.length} files) in ${store.root}.`
      : `Release ${record.id} of ${app} was stored before: this build is the same, nothing was written.`,
  );
  console.log(record.id);
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
