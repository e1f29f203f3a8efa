import { StrictMode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLoaderData,
  useLocation,
  useParams,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';
import type { DataRouter, LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { SiteOutline } from '@tekvana/shared';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { Loader } from '../components/Loader';
import { resetRemote } from '../federation/remotes';
import { LoadFailure } from '../components/LoadFailure';
import { Layout } from '../layout/Layout';
import { GenericPage, type GenericPageProps } from '../pages/GenericPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteError } from '../pages/RouteError';
import { loadSiteOutline, loadSitePage, type LoadedOutline } from '../siteData/loadSiteData';
import { pageOfPath } from '../siteData/pageOfPath';
import { preloadSections } from '../sections/lazySection';
import type { ServedSiteData } from '../siteData/servedSiteData';
import { SiteOutlineContext } from '../siteData/SiteOutlineContext';

/**
 * The router's two loaders (decision 007). The site data's outline (header, footer, page keys) loads once per
 * visit, before any page renders: the root route's loader. Each page's content loads when the page is opened, in
 * the page route's loader, which waits for the outline to know whether its key is a page; a path whose key is no
 * page shows the home page's content (decision 008). For a page opened within the site, the page loader then waits a
 * short while for the modules of its sections, so the page renders whole and a saved scroll position finds the page
 * at its full height (decision 039).
 * A failed outline load is forgotten, so Try again asks anew; after a success, moving between pages never reloads it.
 */
function siteLoaders(served?: ServedSiteData) {
  // A served page's outline is the one the server rendered it with (decisions 035 and 073).
  let outlineLoad: Promise<LoadedOutline> | undefined =
    served && Promise.resolve({ outline: served.outline, source: 'remote' });
  const siteOutline = (): Promise<LoadedOutline> => {
    outlineLoad ??= loadSiteOutline().catch((error: unknown) => {
      outlineLoad = undefined;
      throw error;
    });
    return outlineLoad;
  };
  // Whether the visit shows a page already. A copy's data renders its first page without this loader, so with a copy
  // every page this loader loads is opened within the site.
  let opened = Boolean(served);
  return {
    outline: async (): Promise<SiteOutline> => (await siteOutline()).outline,
    page: async ({ request }: LoaderFunctionArgs): Promise<GenericPageProps> => {
      const { outline } = await siteOutline();
      const { pageKey, known, contentKey } = pageOfPath(new URL(request.url).pathname, outline);
      // Back on the page the visit started on: the copy's page goes with the copy's outline, even offline.
      const page = served && contentKey === served.contentKey ? served.page : await loadSitePage(contentKey);
      // The first page of a visit shows each section as it arrives; a later one waits, so it comes whole (decision 039).
      const sections = preloadSections(page.sections);
      if (opened) await sections;
      opened = true;
      return { pageKey, known, page };
    },
  };
}

function SiteDataRoot() {
  return (
    <SiteOutlineContext.Provider value={useLoaderData<SiteOutline>()}>
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
    </SiteOutlineContext.Provider>
  );
}

/** Try again after a failed load: the federation runtime remembers a remote that failed, so it is fetched anew. */
function useRetryLoad() {
  const revalidator = useRevalidator();
  const retry = () => {
    resetRemote('content');
    void revalidator.revalidate();
  };
  return { retrying: revalidator.state === 'loading', retry };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Neither the content remote nor a stored copy gave the site data. */
function SiteDataFailure() {
  const error = useRouteError();
  const { retrying, retry } = useRetryLoad();
  if (retrying) return <Loader />;
  return <LoadFailure title="The site could not be loaded" message={messageOf(error)} onRetry={retry} main />;
}

/**
 * A new path loads its page; a change of the query alone (the openings' filters) does not. A route whose load
 * failed has no data, and the router loads it again whatever this says (Try again).
 */
const pageShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;

/** The generic page is re-created on every navigation (decision 008: '/:cpath?/:subpath?' view re-created). */
function GenericPageRoute() {
  const { pathname } = useLocation();
  return <GenericPage key={pathname} {...useLoaderData<GenericPageProps>()} />;
}

/** The page's content could not be loaded, and this browser has no copy of it: the header and footer stay. */
function PageLoadFailure() {
  const error = useRouteError();
  const { retrying, retry } = useRetryLoad();
  if (retrying) return <Loader />;
  return <LoadFailure title="This page could not be loaded" message={messageOf(error)} onRetry={retry} />;
}

/** Old links with the misspelled segment keep working; the canonical URL is the correct spelling (decision 008). */
const LEGACY_SEGMENT = 'staffing-augumentation';
const CANONICAL_SEGMENT = 'staffing-augmentation';

function LegacyRedirect() {
  const { subpath } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/${CANONICAL_SEGMENT}${subpath ? `/${subpath}` : ''}${search}`} />;
}

/** The site's routes, with loaders of their own: each router made from them loads the site data afresh. */
export function siteRoutes(served?: ServedSiteData): RouteObject[] {
  const loaders = siteLoaders(served);
  return [
    {
      id: 'site',
      loader: loaders.outline,
      // Loaded once; after a failure the route has no data, and the router loads it again (Try again).
      shouldRevalidate: () => false,
      HydrateFallback: Loader,
      Component: SiteDataRoot,
      ErrorBoundary: SiteDataFailure,
      children: [
        {
          element: <Layout />,
          errorElement: <RouteError />,
          children: [
            { path: '/not-found', element: <NotFoundPage /> },
            { path: `/${LEGACY_SEGMENT}/:subpath?`, element: <LegacyRedirect /> },
            {
              id: 'page',
              path: '/:cpath?/:subpath?',
              loader: loaders.page,
              shouldRevalidate: pageShouldRevalidate,
              Component: GenericPageRoute,
              ErrorBoundary: PageLoadFailure,
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/**
 * Created once the deploy config is in: its root loader starts loading the site data at once, unless the page is a
 * served copy that carries the data it was rendered with (`readServedSiteData`): then the router starts with that
 * data (decision 035), and `fromCopy` says so.
 */
export function createSiteRouter(served: ServedSiteData | undefined) {
  if (!served) return { router: createBrowserRouter(siteRoutes()), fromCopy: false };
  const router = createBrowserRouter(siteRoutes(served), { hydrationData: servedRouterData(served) });
  return { router, fromCopy: true };
}

/** The loaders' data of a served page, which the browser hydrates with and the server renders with. */
export function servedRouterData({ outline, pageKey, known, page }: ServedSiteData) {
  return { loaderData: { site: outline, page: { pageKey, known, page } satisfies GenericPageProps } };
}

/** The site as React renders it, in the browser and on the server alike. */
export const siteApp = (router: DataRouter) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
