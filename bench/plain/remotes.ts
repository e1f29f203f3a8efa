/// <reference types="webpack/module" />
// Stands in for shell/src/federation/remotes.ts in the plain bundle (webpack.plain.config.js swaps it in):
// the same three functions, but every "remote module" is a chunk of this one build instead of a federated load.
import type { DeployConfig, RemoteName } from '@tekvana/contracts';

/**
 * Each remote's sections, one lazy chunk per section, found by the naming rule every remote's `exposes`
 * follows ('./Name': './src/sections/Name/Name.tsx'), so a section added to a remote needs no change here.
 */
const sectionContexts: Record<RemoteName, webpack.Context> = {
  content: import.meta.webpackContext('../../remote-content/src/sections', {
    recursive: true,
    regExp: /^\.\/(\w+)\/\1\.tsx$/,
    mode: 'lazy',
  }),
  careers: import.meta.webpackContext('../../remote-careers/src/sections', {
    recursive: true,
    regExp: /^\.\/(\w+)\/\1\.tsx$/,
    mode: 'lazy',
  }),
  internship: import.meta.webpackContext('../../remote-internship/src/sections', {
    recursive: true,
    regExp: /^\.\/(\w+)\/\1\.tsx$/,
    mode: 'lazy',
  }),
};

/** Modules a remote exposes outside src/sections. */
const otherModules: Partial<Record<string, () => Promise<unknown>>> = {
  'content/siteData': () => import('../../remote-content/src/siteData'),
};

export function registerSiteRemotes(_remotes: DeployConfig['remotes']): void {
  // Nothing to register: every module is part of this build.
}

export function resetRemote(_remote: RemoteName): void {
  // Nothing cached outside webpack's own chunk loading, which retries a failed chunk by itself.
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const other = otherModules[`${remote}/${module}`];
  if (other) return (await other()) as T;
  const context = sectionContexts[remote];
  const key = `./${module}/${module}.tsx`;
  if (!context.keys().includes(key)) throw new Error(`${remote}/${module} is not part of the plain bundle.`);
  // A lazy context answers with a promise of the module.
  return (await context(key)) as T;
}
