// `npm run release -w <workspace>`: builds the workspace's app and stores the build as an immutable release
// (docs/decisions/051-immutable-releases.md). The release id is the last line printed.
import path from 'node:path';
import { appOfPackage, releaseStore } from '../store/config';
import { buildWorkspace, runCommand, workspacePackage } from './workspace';

async function main(): Promise<void> {
  const workspace = process.cwd();
  const { name, version } = workspacePackage(workspace);
  const app = appOfPackage(name);
  buildWorkspace(workspace);
  const store = releaseStore();
  const { record, stored } = await store.put(app, version, path.join(workspace, 'dist'));
  console.log(
    stored
      ? `Stored release ${record.id} of ${app} (${record.files.length} files) in ${store.location}.`
      : `Release ${record.id} of ${app} was stored before: this build is the same, nothing was written.`,
  );
  console.log(record.id);
}

runCommand(main);
