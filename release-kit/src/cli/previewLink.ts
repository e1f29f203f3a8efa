// `npm run preview-link -- <app> <release id> [--ttl 1h]`: prints a signed link that makes one browser load that
// stored release of that app on the live site, until the link expires (docs/decisions/053-preview-links.md).
import { parseArgs } from 'node:util';
import { sitePortsFromEnv } from '../../../site-server/src/site/deployConfig';
import { PREVIEW_PATH } from '../../../site-server/src/releases/preview';
import { parseTtl, previewSecret, signPreview } from '../preview/previewToken';
import { releaseStore } from '../store/config';
import { checkApp, checkReleaseId, FolderReleaseStore, ReleaseError } from '../store/store';
import { runCommand } from './workspace';

const USAGE = `Usage: npm run preview-link -- <app> <release id> [--ttl 1h]
The link opens on SITE_URL (default: the local site, http://127.0.0.1:<SITE_PORT or 3000>); --ttl up to 7d.`;

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { ttl: { type: 'string', default: '1h' } } });
  } catch (error) {
    throw new ReleaseError(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  const [appArg, idArg, ...extra] = parsed.positionals;
  if (!appArg || !idArg || extra.length > 0) throw new ReleaseError(USAGE);
  const app = checkApp(appArg);
  const id = checkReleaseId(idArg);
  const ttl = parseTtl(parsed.values.ttl);
  const store = releaseStore();
  // Only a release in the store can be previewed: the site refuses any other, and saying so now saves a round trip.
  await store.get(app, id);
  const secret = previewSecret(process.env, store instanceof FolderReleaseStore ? store.root : undefined);
  const expires = Date.now() + ttl;
  const site = process.env.SITE_URL || `http://127.0.0.1:${sitePortsFromEnv().shell}`;
  const link = new URL(PREVIEW_PATH, site);
  link.searchParams.set('token', signPreview(secret, { app, id, expires }));
  console.log(`Preview of ${app} ${id} until ${new Date(expires).toISOString()} (one browser; the banner leads out):`);
  console.log(link.href);
}

runCommand(main);
