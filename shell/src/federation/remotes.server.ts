import type { RemoteName } from '@tekvana/shared';

/**
 * A remote's server build (shared/webpack/createConfig.js createServerConfig): its exposed modules by federated
 * name ('./TitleSection'), each in the build's one chunk, and `init`, which sets the base of its asset URLs.
 */
export interface ServerRemote {
  modules: Readonly<Record<string, () => Promise<unknown>>>;
  init?: (options: { publicPath: string }) => void;
}

export type ServerRemotes = Partial<Record<RemoteName, ServerRemote>>;

let registered: ServerRemotes = {};

/**
 * The server's side of ./remotes.ts (webpack takes `.server` siblings first in server builds): the remotes are the
 * server builds the site server loaded and hands over, no federation runtime and no fetch. Each is told where its
 * browser build is served, the directory of its manifest in the deploy config, so the asset URLs it writes are
 * the browser build's (same names and hashes). A remote whose `init` throws is left out, as one that could not be
 * loaded: its sections are rendered in the browser. Returns those left out, each with why.
 */
export function registerServerRemotes(
  remotes: ServerRemotes,
  manifests: Readonly<Record<RemoteName, string>>,
): { remote: RemoteName; reason: string }[] {
  const failed: { remote: RemoteName; reason: string }[] = [];
  registered = {};
  for (const [name, remote] of Object.entries(remotes) as [RemoteName, ServerRemote | undefined][]) {
    // A remote whose server build could not be loaded is not given: its sections are left to the browser.
    if (!remote) continue;
    const manifest = manifests[name];
    try {
      remote.init?.({ publicPath: manifest.slice(0, manifest.lastIndexOf('/') + 1) });
      registered[name] = remote;
    } catch (error) {
      failed.push({
        remote: name,
        reason: `its init threw: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return failed;
}

/** Nothing is cached that a retry could refresh: a server render never retries. */
export function resetRemote(): void {}

/** Loads `remote/module` ("./TitleSection" style names are written without the dot) from its server build. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const load = registered[remote]?.modules[`./${module}`];
  if (!load) throw new Error(`${remote}/${module} has no server build.`);
  const loaded = await load();
  if (loaded === null || loaded === undefined) throw new Error(`${remote}/${module} could not be loaded.`);
  return loaded as T;
}
