import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../site-server/src/site/site';
import { copyBuild } from './buildCopy';

/** Sets the version a build's federation manifest names: what the release store files it under. */
export function setBuildVersion(
  copy: string,
  version: string,
  change: (manifest: { exposes: { name: string }[] }) => void = () => undefined,
): void {
  const file = path.join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
    exposes: { name: string }[];
  };
  manifest.metaData.buildInfo.buildVersion = version;
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
}

/**
 * A copy of a build (in `work`, named `name`) with `from` written `to` in every script, its server build's too, and
 * a version of its own: another release of the same app, as a team's next build would be. Returns the copy and the
 * scripts edited; throws when none held `from`.
 */
export function editedCopy(
  work: string,
  dist: string,
  name: string,
  version: string,
  from: string,
  to: string,
): { copy: string; edited: string[] } {
  const copy = path.join(work, name);
  copyBuild(dist, copy);
  setBuildVersion(copy, version);
  const scripts = fs.readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const edited = scripts.filter((file) => {
    const text = fs.readFileSync(path.join(copy, file), 'utf8');
    if (!text.includes(from)) return false;
    fs.writeFileSync(path.join(copy, file), text.split(from).join(to));
    return true;
  });
  if (edited.length === 0) throw new Error(`No script of ${dist} holds "${from}".`);
  return { copy, edited };
}

/**
 * A release command as a team runs it (release-kit/src/cli/<script>), against a throwaway store (`storeRoot`) and
 * the site at `site`.
 */
export async function releaseScript(
  storeRoot: string,
  site: string,
  script: string,
  args: string[],
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'release-kit/src/cli', script), ...args],
      { cwd: repoRoot, env: { ...process.env, RELEASE_STORE: storeRoot, SITE_URL: site } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? 1, output: stdout + stderr };
  }
}
