import { SECTION_MODULES, type DeployConfig, type RemoteName } from '@tekvana/shared';
import { testDeployConfig } from './renderWithSite';
import type { ServerRemote, ServerRemotes } from '../federation/remotes.server';

const FOLDERS: Record<RemoteName, string> = {
  content: 'remote-content',
  careers: 'remote-careers',
  internship: 'remote-internship',
};

/**
 * The remotes as their server builds give them to the shell's server render (shared/webpack/createConfig.js
 * remoteServerEntry), made from their sources: Jest cannot load federated modules. Each module loads when asked.
 * This test helper composes the apps as the site server's render worker does, so it reaches into the remotes'
 * sources, which app code never does (the boundary rule of eslint.config.js).
 */
export function sourceRemotes(): ServerRemotes {
  const remotes: Record<RemoteName, { modules: Record<string, () => Promise<unknown>> }> = {
    // eslint-disable-next-line import-x/no-restricted-paths -- the worker's composition of the apps, see above
    content: { modules: { './siteData': () => import('../../../remote-content/src/siteData') } },
    careers: {
      // eslint-disable-next-line import-x/no-restricted-paths -- as above
      modules: { './serverData': () => import('../../../remote-careers/src/server/serverData') },
    },
    internship: { modules: {} },
  };
  for (const { remote, module } of Object.values(SECTION_MODULES)) {
    remotes[remote].modules[`./${module}`] = () =>
      import(`../../../${FOLDERS[remote]}/src/sections/${module}/${module}`);
  }
  return remotes satisfies Record<RemoteName, ServerRemote>;
}

/** A deploy config naming where each remote's browser build is served, as the server render is given one. */
export const serverTestConfig: DeployConfig = {
  ...testDeployConfig,
  staffingApiBaseUrl: 'http://127.0.0.1:4000',
  emailApiBaseUrl: 'http://127.0.0.1:4000',
  remotes: {
    content: 'http://127.0.0.1:3001/mf-manifest.json',
    careers: 'http://127.0.0.1:3002/mf-manifest.json',
    internship: 'http://127.0.0.1:3003/mf-manifest.json',
  },
};
