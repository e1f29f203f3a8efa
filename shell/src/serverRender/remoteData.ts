import { sectionModuleOf, type RemoteName, type RenderScope, type Section } from '@tekvana/shared';
import type { ServerDataModule } from '@tekvana/contracts/hydrationData';
import { loadRemoteModule } from '../federation/remotes';

/**
 * How long a remote may take for a page's data before its sections are left to the browser (issue 54). The API
 * answers in a few milliseconds; the margin is for a busy machine (250 ms was missed under the browser suites' load),
 * since a job page without its job in the first response loses what rendering it on the server is for: the browser
 * would make the same call, after its scripts, later still.
 */
export const DATA_BUDGET_MS = 1000;

export interface RemoteData {
  /** Each remote's part of the page's data (the browser hydrates its sections with it), by remote. */
  data: Record<string, unknown>;
  /** Section types left to the browser. */
  leftToBrowser: Set<string>;
  /**
   * Whether every remote had all its answers in time (a remote that does not say so, one made before the flag,
   * counts as not): a page rendered without them is served, never kept for another visitor.
   */
  complete: boolean;
}

/**
 * Asks each remote with sections on the page for the data they render with, within DATA_BUDGET_MS, into the
 * render's `scope`. A remote without `serverData` fetches nothing; one whose prepare fails leaves its sections to
 * the browser. docs/decisions/071-server-rendering-from-releases.md
 */
export async function prepareRemoteData(
  sections: readonly Section[],
  url: string,
  scope: RenderScope,
): Promise<RemoteData> {
  const byRemote = new Map<RemoteName, Section[]>();
  for (const section of sections) {
    const remote = sectionModuleOf(section.type)?.remote;
    if (remote && remote !== 'content') byRemote.set(remote, [...(byRemote.get(remote) ?? []), section]);
  }
  const result: RemoteData = { data: {}, leftToBrowser: new Set(), complete: true };
  await Promise.all(
    [...byRemote].map(async ([remote, own]) => {
      const serverData = await loadRemoteModule<ServerDataModule>(remote, 'serverData').catch(() => undefined);
      if (!serverData) return;
      try {
        const signal = AbortSignal.timeout(DATA_BUDGET_MS);
        const { data, clientRendered, complete } = await serverData.prepare({ sections: own, url, scope, signal });
        result.data[remote] = data;
        if (complete !== true) result.complete = false;
        for (const type of clientRendered) result.leftToBrowser.add(type);
      } catch (error) {
        console.error(
          `The ${remote} remote's data for ${url} failed; its sections are rendered in the browser.`,
          error,
        );
        for (const { type } of own) result.leftToBrowser.add(type);
        result.complete = false;
      }
    }),
  );
  return result;
}
