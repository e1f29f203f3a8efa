import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { DeployConfig, RemoteName } from '@tekvana/shared';
import { yieldToMain } from '@tekvana/shared/yieldToMain';

let registered: DeployConfig['remotes'] | undefined;

/** Registers every remote from the deploy config: URLs are data, so moving a remote needs no shell build. */
export function registerSiteRemotes(remotes: DeployConfig['remotes']): void {
  registered = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Registers one remote again, dropping what the runtime cached of it, so a retry after the remote's server
 * came back fetches its manifest and entry anew.
 */
export function resetRemote(remote: RemoteName): void {
  if (!registered) return;
  registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}

/**
 * Loads `remote/module` ("./TitleSection" style names are written without the dot). The module is evaluated in a
 * task of its own: every section of a page waits for the same remote entry, and when it arrives their modules
 * would all be evaluated in the task that started it, one long task on a phone (docs/performance.md).
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const factory = await loadRemote<() => T | Promise<T>>(`${remote}/${module}`, {
    loadFactory: false,
    from: 'runtime',
  });
  await yieldToMain();
  const loaded = await factory?.();
  if (loaded === null || loaded === undefined) throw new Error(`${remote}/${module} could not be loaded.`);
  return loaded;
}
