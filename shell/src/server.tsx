// The shell's server build (shared/webpack/createConfig.js createServerConfig): what the site server's render
// workers load (site-server/src/render/worker.ts). See docs/decisions/071-server-rendering-from-releases.md.
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as Shared from '@tekvana/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  PageHeadCollector,
  RenderScopeContext,
  setDeployConfig,
  type DeployConfig,
  type PageHead,
  type RenderScope,
} from '@tekvana/shared';
import { createMemoryRouter } from 'react-router-dom';
import { registerServerRemotes, type ServerRemotes } from './federation/remotes.server';
import { servedRouterData, siteApp, siteRoutes } from './routes/router';
import { preloadSections } from './sections/lazySection';
import { renderHtml } from './serverRender/renderHtml';
import { inertControls } from './serverRender/inertControls';
import { SectionsLeftToBrowser } from './serverRender/leftToBrowser';
import { prepareRemoteData } from './serverRender/remoteData';
import { splitHead } from './serverRender/splitHead';
import { PageMeta } from './seo/PageMeta';
import { siteDataModule } from './siteData/loadSiteData';
import { pageOfPath } from './siteData/pageOfPath';
import { parsePage, parseSiteOutline } from './siteData/parseSiteData';
import { servedSiteDataOf, type ServedShellData } from './siteData/servedSiteData';

/**
 * The singletons, by the names the remotes' server builds require them: one React and one `@tekvana/shared` for
 * every app, as the federation's share scope gives in the browser.
 */
export const shared: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  '@tekvana/shared': Shared,
};

/**
 * Takes the environment's deploy config and the remotes' server builds; run once before any render. Returns the
 * remotes left out (their `init` threw), each with why.
 */
export function init({ config, remotes }: { config: DeployConfig; remotes: ServerRemotes }) {
  setDeployConfig(config);
  return registerServerRemotes(remotes, config.remotes);
}

/** A rendered page: head tags, the markup of #root, and the data each app hydrates it with, by app. */
export interface RenderedPage {
  head: string;
  root: string;
  data: Record<string, unknown>;
  /** Whether every section rendered with all its answers: only such a page may be kept for other visitors. */
  complete: boolean;
  /** The section types on the page, in order: the site server links their stylesheets in the head. */
  sectionTypes: string[];
}

/** The site data of `pathname`'s page as the content remote ships it, checked: what a served page carries for the shell. */
async function servedShellData(pathname: string): Promise<ServedShellData> {
  const { siteOutline, loadPage } = await siteDataModule();
  const outline = parseSiteOutline(siteOutline);
  if (!outline) throw new Error('The content remote shipped site data of the wrong shape.');
  const { contentKey } = pageOfPath(pathname, outline);
  const page = parsePage(contentKey, await loadPage(contentKey));
  if (!page) throw new Error(`The content remote shipped no page of the right shape for ${pathname}.`);
  return { outline, pageKey: contentKey, page };
}

/**
 * The head a section gave while the page rendered (a job page's: usePageHead), in place of the site data's: in a
 * browser the section's effect swaps them; a server runs no effect, so the shell writes the section's at once.
 */
const sectionHeadTags = (head: PageHead, brand: string) =>
  splitHead(renderToStaticMarkup(<PageMeta title={undefined} description={undefined} brand={brand} head={head} />))
    .head;

/** Failures told by this worker: a section that fails on every page is told once, not on every render. */
const told = new Set<string>();
const TOLD_MAX = 100;
function tellOnce(line: string): void {
  if (told.has(line) || told.size >= TOLD_MAX) return;
  told.add(line);
  console.error(line);
}

/**
 * Renders the page at `url` (a path with its query) as the browser's first render of a served page draws it: the
 * router starts from the same data (servedRouterData), and each remote's sections from the answers the page
 * carries for it (./serverRender/remoteData.ts), so `hydrateRoot` adopts the markup as it is. Everything a
 * request fetched lives in its own RenderScope: a worker renders several requests at once.
 */
export async function render({ url }: { url: string }): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(url, 'http://server.invalid');
  const shellData = await servedShellData(pathname);
  const served = servedSiteDataOf(pathname, shellData);
  if (!served) throw new Error(`The site data of ${pathname} does not name its page.`);
  const scope: RenderScope = new Map();
  const [remoteData] = await Promise.all([
    prepareRemoteData(served.page.sections, url, scope),
    preloadSections(served.page.sections),
  ]);
  const router = createMemoryRouter(siteRoutes(served), {
    initialEntries: [url],
    hydrationData: servedRouterData(served),
  });
  let sectionHead: PageHead | undefined;
  const app = (
    <RenderScopeContext.Provider value={scope}>
      <PageHeadCollector.Provider value={(head) => (sectionHead = head)}>
        <SectionsLeftToBrowser.Provider value={remoteData.leftToBrowser}>
          {siteApp(router)}
        </SectionsLeftToBrowser.Provider>
      </PageHeadCollector.Provider>
    </RenderScopeContext.Provider>
  );
  const { html, failures } = await renderHtml(app);
  for (const failure of failures) tellOnce(`A section of ${pathname} is rendered in the browser: ${failure}`);
  const { head, root } = splitHead(html);
  return {
    head: sectionHead ? sectionHeadTags(sectionHead, served.outline.header.brand.name) : head,
    root: inertControls(root),
    data: { shell: shellData, ...remoteData.data },
    complete: remoteData.complete && remoteData.leftToBrowser.size === 0 && failures.length === 0,
    sectionTypes: served.page.sections.map(({ type }) => type),
  };
}
