import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLoaderData,
  useLocation,
  useParams,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';
import { Loader } from '../components/Loader';
import { resetRemote } from '../federation/remotes';
import { StartupError } from '../components/StartupError';
import { Layout } from '../layout/Layout';
import { GenericPage } from '../pages/GenericPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteError } from '../pages/RouteError';
import { loadSiteData } from '../siteData/loadSiteData';
import { SiteDataContext } from '../siteData/SiteDataContext';

/**
 * The site data loads once per visit, before any page renders (decision 007): the router's loader of the root
 * route. Until it has loaded, a revalidation (Try again on the startup error) asks again; after that, moving
 * between pages never reloads it.
 */
let siteDataLoaded = false;

async function siteDataLoader() {
  const { data } = await loadSiteData();
  siteDataLoaded = true;
  return data;
}

function SiteDataRoot() {
  return (
    <SiteDataContext.Provider value={useLoaderData<typeof siteDataLoader>()}>
      <Outlet />
    </SiteDataContext.Provider>
  );
}

/** Neither the content remote nor a stored copy gave the site data. */
function SiteDataFailure() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <Loader />;
  const retry = () => {
    // The federation runtime remembers a remote that failed; a retry after it came back must fetch it anew.
    resetRemote('content');
    void revalidator.revalidate();
  };
  return <StartupError message={error instanceof Error ? error.message : String(error)} onRetry={retry} />;
}

/** The generic page is re-created on every navigation (decision 008: '/:cpath?/:subpath?' view re-created). */
function GenericPageRoute() {
  const { pathname } = useLocation();
  return <GenericPage key={pathname} />;
}

/** Old links with the misspelled segment keep working; the canonical URL is the correct spelling (decision 008). */
const LEGACY_SEGMENT = 'staffing-augumentation';
const CANONICAL_SEGMENT = 'staffing-augmentation';

function LegacyRedirect() {
  const { subpath } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/${CANONICAL_SEGMENT}${subpath ? `/${subpath}` : ''}${search}`} />;
}

/** Created once the deploy config is in: its root loader starts loading the site data at once. */
export function createSiteRouter() {
  return createBrowserRouter([
    {
      id: 'site',
      loader: siteDataLoader,
      shouldRevalidate: () => !siteDataLoaded,
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
            { path: '/:cpath?/:subpath?', element: <GenericPageRoute /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
