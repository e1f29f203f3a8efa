import { scriptSafeJson } from './html';
import type { Section } from './siteData';

/**
 * How a page rendered on the server hands each app the data it was rendered with, so the app's first render in the
 * browser matches the markup and hydration adopts it (docs/decisions/071-server-rendering-from-releases.md). The
 * site server writes it, the shell and the remotes read it, each from a release of its own: the element's id stays
 * what releases already in the store read ("prerender-data"), whatever the code calls it.
 */
export const HYDRATION_DATA_ID = 'prerender-data';

/** The element a served page carries its data in, by app: JSON the CSP never runs and no string in it can end. */
export function hydrationDataScript(data: Record<string, unknown>): string {
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptSafeJson(data)}</script>`;
}

/**
 * The data the served page holds for `app`, or undefined: a page not rendered on the server, an app it holds nothing
 * for, or an element that cannot be read (that costs only the head start: the app fetches as for any page).
 */
export function readHydrationData(
  app: string,
  root: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): unknown {
  const text = root?.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const served: unknown = JSON.parse(text);
    return served && typeof served === 'object' && Object.hasOwn(served, app)
      ? (served as Record<string, unknown>)[app]
      : undefined;
  } catch {
    return undefined;
  }
}

/** What the shell's server render asks of a remote's `serverData` module for one page. */
export interface ServerDataRequest {
  /** The page's sections of this remote. */
  sections: readonly Section[];
  /** The page's URL as requested (path and query). */
  url: string;
  /** What this render owns, by app (`RenderScope` of `@tekvana/shared`): the remote keeps its answers there. */
  scope: Map<string, unknown>;
  /** Aborts when the page's data budget is spent. */
  signal: AbortSignal;
}

/** A remote's answer: its part of the page's hydration data, and what it could not have in time. */
export interface PreparedData<Data = unknown> {
  /** The answers the remote's sections render with, as the served page carries them for the browser. */
  data: Data;
  /** Section types whose answers did not come in time: the browser renders them. */
  clientRendered: readonly string[];
  /** Whether every answer came in time: a page rendered without one is served, never kept for another visitor. */
  complete: boolean;
}

/** The module a remote may expose as `serverData` for the shell's server render. */
export interface ServerDataModule {
  prepare(request: ServerDataRequest): Promise<PreparedData>;
}
