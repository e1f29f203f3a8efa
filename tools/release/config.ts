import path from 'node:path';
import { FolderEnvironments, type Environments } from './environments';
import { checkApp, FolderReleaseStore, ReleaseError, type ReleaseApp, type ReleaseStore } from './store';

const repoRoot = path.resolve(__dirname, '../..');

/** The environment's release store: the folder RELEASE_STORE names, else `releases/` at the repository's root. */
export function releaseStore(env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  return new FolderReleaseStore(path.resolve(repoRoot, env.RELEASE_STORE || 'releases'));
}

/** The environments' records, kept beside the releases of the same store. */
export function releaseEnvironments(store: ReleaseStore): Environments {
  if (store instanceof FolderReleaseStore) return new FolderEnvironments(store);
  throw new ReleaseError(`No environments for the release store at ${store.location}.`);
}

/** The app a workspace's package is: @tekvana/shell, or @tekvana/remote-<app>. */
export function appOfPackage(name: string): ReleaseApp {
  const app = /^@tekvana\/(?:remote-)?([a-z]+)$/.exec(name)?.[1];
  if (!app) throw new ReleaseError(`${name} is no app of the site: run this in shell or a remote-* workspace.`);
  return checkApp(app);
}
