import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { DeployConfig, RemoteName } from '@tekvana/shared';
import { yieldToMain } from '@tekvana/shared/yieldToMain';
import { releaseFallback } from './releaseFallback';

let registered: DeployConfig['remotes'] | undefined;

/** How every remote module is loaded; the safety net loads again the same way. */
const LOAD_OPTIONS = { loadFactory: false, from: 'runtime' } as const;

/**
 * Registers a remote at `url` in place of what the runtime holds of it (its manifest, entry and container), and
 * keeps the URL for Try again: after the safety net turned to another release, a retry goes there too.
 */
function registerRemote(remote: RemoteName, url: string): void {
  if (registered) registered = { ...registered, [remote]: url };
  registerRemotes([{ name: remote, entry: url }], { force: true });
}

/**
 * Registers every remote from the deploy config: URLs are data, so moving a remote needs no shell build. The
 * safety net (./releaseFallback.ts) turns a failed remote to another release before a section shows its fallback.
 */
export function registerSiteRemotes(remotes: DeployConfig['remotes']): void {
  registered = { ...remotes };
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  // A second start (Try again after a failed one) registers nothing new: the runtime keeps one plugin per name.
  registerPlugins([releaseFallback(registerRemote, LOAD_OPTIONS)]);
}

/**
 * Registers one remote again, dropping what the runtime cached of it, so a retry after the remote's server
 * came back fetches its manifest and entry anew.
 */
export function resetRemote(remote: RemoteName): void {
  if (registered) registerRemote(remote, registered[remote]);
}

/**
 * Loads `remote/module` ("./TitleSection" style names are written without the dot). The module is evaluated in a
 * task of its own: every section of a page waits for the same remote entry, and when it arrives their modules
 * would all be evaluated in the task that started it, one long task on a phone (docs/performance.md).
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const factory = await loadRemote<() => T | Promise<T>>(`${remote}/${module}`, LOAD_OPTIONS);
  await yieldToMain();
  const loaded = await factory?.();
  if (loaded === null || loaded === undefined) throw new Error(`${remote}/${module} could not be loaded.`);
  return loaded;
}
