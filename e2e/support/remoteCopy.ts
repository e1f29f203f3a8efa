import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SECTION_MODULES } from '@tekvana/contracts';
import { repoRoot } from '../../site-server/src/site/site';
import sharedPackage from '../../shared/package.json';

/** Text every module of the rebuilt careers copy renders, so a test sees which build it got. */
export const REBUILT_MARK = 'Careers remote, rebuilt alone';

/** The rebuilt careers copy's version: a team's next release carries a version of its own. */
export const REBUILT_VERSION = '1.1.0';

/**
 * Wraps each section module of the copied careers remote (the declaration of section types names them) so that
 * everything it renders carries a visible mark. The wrapper takes the module's place; the original moves aside.
 */
function markEverySectionModule(remoteDir: string): void {
  const packageFile = path.join(remoteDir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string };
  fs.writeFileSync(packageFile, `${JSON.stringify({ ...pkg, version: REBUILT_VERSION }, null, 2)}\n`);
  for (const { remote, module } of Object.values(SECTION_MODULES)) {
    if (remote !== 'careers') continue;
    const folder = path.join(remoteDir, 'src/sections', module);
    fs.renameSync(path.join(folder, `${module}.tsx`), path.join(folder, `${module}.original.tsx`));
    fs.writeFileSync(
      path.join(folder, `${module}.tsx`),
      `import type { SectionProps } from '@tekvana/shared';\n` +
        `import Original from './${module}.original';\n` +
        `export default function Rebuilt(props: SectionProps) { return <><p>${REBUILT_MARK}</p><Original {...props} /></>; }\n`,
    );
  }
}

/** Rewrites the copy's webpack config so its federation declares other versions of shared modules. */
function declareShared(overrides: Record<string, object>) {
  return (copy: string) => {
    const configPath = path.join(copy, 'webpack.config.js');
    const config = fs.readFileSync(configPath, 'utf8');
    fs.writeFileSync(
      configPath,
      config.replace(
        "name: 'internship',",
        `name: 'internship',\n      sharedOverrides: ${JSON.stringify(overrides)},`,
      ),
    );
  };
}

const newerReactMinor = { singleton: true, requiredVersion: '^19.4.0', version: '19.4.0' };
const reactMajorItCannotShare = { singleton: true, requiredVersion: '^20.0.0', strictVersion: true };

/**
 * Remotes changed and built on their own, the way a team ships a remote without the rest of the site. Built
 * once before the browser tests (a webpack build inside a test took most of its time budget).
 */
const copies = {
  rebuiltCareers: { remote: 'remote-careers', folder: '.e2e-rebuilt-careers', change: markEverySectionModule },
  skewNewerMinor: {
    remote: 'remote-internship',
    folder: '.e2e-skew-newer-minor',
    change: declareShared({
      react: newerReactMinor,
      'react/': newerReactMinor,
      'react-dom': newerReactMinor,
      'react-dom/': newerReactMinor,
      '@tekvana/shared': {
        singleton: true,
        requiredVersion: `^${sharedPackage.version.split('.')[0]}.0.0`,
        version: sharedPackage.version,
      },
    }),
  },
  skewMajor: {
    remote: 'remote-internship',
    folder: '.e2e-skew-major',
    change: declareShared({ react: reactMajorItCannotShare, 'react-dom': reactMajorItCannotShare }),
  },
};

export type RemoteCopy = keyof typeof copies;

/** The built output of a copy, to serve in place of the real remote. */
export const remoteCopyDist = (copy: RemoteCopy) => path.join(repoRoot, copies[copy].folder, 'dist');

/** Copies each remote beside the real one (so its relative paths still resolve), changes it and builds it. */
export async function buildRemoteCopies(): Promise<void> {
  await Promise.all(
    Object.values(copies).map(async ({ remote, folder, change }) => {
      const copy = path.join(repoRoot, folder);
      fs.rmSync(copy, { recursive: true, force: true });
      fs.mkdirSync(copy, { recursive: true });
      for (const entry of ['src', 'public', 'webpack.config.js', 'tsconfig.json', 'package.json']) {
        fs.cpSync(path.join(repoRoot, remote, entry), path.join(copy, entry), { recursive: true });
      }
      change(copy);
      try {
        await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
          cwd: copy,
        });
      } catch (error) {
        // webpack reports compile errors on stdout.
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`Building the remote copy ${folder} failed:\n${stdout}${stderr}`, { cause: error });
      }
    }),
  );
}

export function removeRemoteCopies(): void {
  for (const { folder } of Object.values(copies))
    fs.rmSync(path.join(repoRoot, folder), { recursive: true, force: true });
}
