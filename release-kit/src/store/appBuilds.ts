import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

export type AppName = 'shell' | 'content' | 'careers' | 'internship';

/** Where `npm run build` leaves an app: what the site serves for an app the environment has no release of. */
export const distOf = (app: AppName) => path.join(repoRoot, app === 'shell' ? 'shell' : `remote-${app}`, 'dist');

/**
 * Whether there is a build of `app` to serve: the shell's page, or a remote's federation manifest (what the shell
 * loads it by). A folder without it serves nothing a browser could use.
 */
export function hasBuild(app: AppName): boolean {
  return fs.existsSync(path.join(distOf(app), app === 'shell' ? 'index.html' : 'mf-manifest.json'));
}
