import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getDeployConfig, type RemoteName } from '@tekvana/shared';
import { sendReport } from './beacon';

/** Which file of a remote's release failed in the browser: its manifest, its entry, or a chunk of a module. */
export type FailureStage = 'manifest' | 'entry' | 'chunk';

/** One page's failure of a remote's live release, as the browser reports it (site-server/src/releases/loadFailures.ts). */
export interface LoadFailureReport {
  app: RemoteName;
  /** The live release's id; absent where the site does not serve releases. */
  release?: string;
  stage: FailureStage;
  /**
   * Where the page turned: the environment's previous release (manifest or entry failed), its new live release
   * (a chunk failed after a deploy), or nowhere, so the section shows its fallback with Try again.
   */
  fellBackTo: 'previous' | 'live' | 'none';
}

/** Registers a remote at a URL in place of whatever the runtime holds of it, and keeps that URL for Try again. */
export type RegisterRemote = (remote: RemoteName, url: string) => void;

/** The options the shell loads every remote module with: the error hook is not told them, and a retry must match. */
export interface LoadOptions {
  loadFactory: boolean;
  from: 'runtime';
}

// The runtime's error codes (@module-federation/error-codes), which its messages end with: a manifest that could
// not be fetched, read or used (003, 011, 013); an entry script that did not load, held no container or failed to
// start (001, 002, 008, 015). Anything else (a module the release does not expose, a bad id) is not a lost file.
const MANIFEST_ERROR = /#RUNTIME-0(03|11|13)\b/;
const ENTRY_ERROR = /#RUNTIME-0(01|02|08|15)\b/;

/** Which file of a release an error says failed to load; undefined for an error that is no failed load. */
export function stageOf(error: unknown): FailureStage | undefined {
  if (!(error instanceof Error)) return undefined;
  // Webpack's script and CSS chunk loaders both name the error so; the runtime passes it on unwrapped.
  if (error.name === 'ChunkLoadError') return 'chunk';
  if (MANIFEST_ERROR.test(error.message)) return 'manifest';
  return ENTRY_ERROR.test(error.message) ? 'entry' : undefined;
}

// The runtime makes a relative entry absolute against the page's origin; compare URLs the same way.
const absolute = (url: string) => new URL(url, location.origin).href;

/** The remote's manifest URL in the deploy config the site serves now (a deploy since the page opened moves it). */
async function currentManifest(remote: RemoteName): Promise<string | undefined> {
  const response = await fetch('/deploy-config.json', { cache: 'no-cache' });
  if (!response.ok) return undefined;
  // The schema loads with the first fallback, never with the page (docs/decisions/073-no-schema-on-the-first-load.md).
  const { parseDeployConfig } = await import('@tekvana/contracts/deployConfigSchema');
  return parseDeployConfig(await response.json()).remotes[remote];
}

/**
 * The runtime safety net (issue 41, decision 052): when a remote's live release fails to load, the shell turns once
 * to another release before the section shows its fallback.
 * - Manifest or entry failed: the environment's previous release of that remote, from the deploy config.
 * - A chunk of a module failed (the files of the release this tab registered are gone): the remote's URL in the
 *   deploy config served now, if a deploy moved it.
 * Every load that failed on the same URL waits for the one turn and then loads from where it went; a failure of the
 * release turned to is not turned again, so nothing loops. Each turn is reported once, with where it went.
 *
 * It hooks `errorLoadRemote` at its `onLoad` lifecycle: the runtime emits it for every failed `loadRemote`, after
 * the manifest's own `afterResolve` emission and the entry's `loadEntryError`, with the request id and the remote
 * as registered, and returns what the hook returns in place of the module. The other emissions are left alone:
 * `afterResolve` wants a manifest's JSON for the failed URL, whose relative paths would then resolve against the
 * wrong release, and `loadEntryError` would put one release's entry under another's manifest.
 */
export function releaseFallback(register: RegisterRemote, loadOptions: LoadOptions): ModuleFederationRuntimePlugin {
  // Per failed URL (absolute): whether the turn away from it loaded.
  const turns = new Map<string, Promise<boolean>>();
  // URLs turned to: a failure there is the turn failing, which the load that turned reports.
  const turnedTo = new Set<string>();

  return {
    name: 'release-fallback',
    async errorLoadRemote({ id, error, lifecycle, remote, origin }) {
      const stage = stageOf(error);
      if (lifecycle !== 'onLoad' || !stage || !remote?.entry) return undefined;
      const from = absolute(remote.entry);
      if (turnedTo.has(from)) return undefined;
      try {
        const config = getDeployConfig();
        if (!Object.hasOwn(config.remotes, remote.name)) return undefined;
        const app = remote.name as RemoteName;
        const earlier = turns.get(from);
        if (earlier) return (await earlier) ? await origin.loadRemote(id, loadOptions) : undefined;

        const turn = (async () => {
          let to: string | undefined;
          try {
            to = stage === 'chunk' ? await currentManifest(app) : config.releases?.previous?.[app];
          } catch {
            // No deploy config to be had (offline, or a broken deploy): nowhere to turn.
          }
          let loaded: unknown = undefined;
          if (to && absolute(to) !== from) {
            turnedTo.add(absolute(to));
            register(app, to);
            loaded = await origin.loadRemote(id, loadOptions).catch(() => undefined);
            // The previous release failed too: Try again starts from the live one, as before this net. After a chunk
            // error the old release's files are gone, so the new live one stays.
            if (!loaded && stage !== 'chunk') register(app, from);
          }
          const fellBackTo = !loaded ? 'none' : stage === 'chunk' ? 'live' : 'previous';
          sendReport(config.releases?.failureReportUrl, {
            app,
            release: config.releases?.live[app],
            stage,
            fellBackTo,
          });
          return loaded;
        })();
        turns.set(
          from,
          turn.then(Boolean, () => false),
        );
        return await turn;
      } catch {
        // A hook that throws replaces the load's own error; the section's fallback shows that one.
        return undefined;
      }
    },
  };
}
